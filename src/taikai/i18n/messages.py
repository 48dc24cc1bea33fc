"""Every code's English template: the msgids of the message catalogs.

Each entry is ``code: "template with {parameters}"``. The Japanese catalog
(``locale/ja/LC_MESSAGES/taikai.po``) translates each template; ``tests/test_i18n.py`` fails when a
code the core can produce has no template here or no translation there, or when a translation's
``{parameters}`` differ from the template's. After adding templates, regenerate the catalog template
with ``pybabel extract`` (docs/i18n.md) and translate the new entries.
"""

from __future__ import annotations


def N_(template: str) -> str:
    """Marks a msgid for extraction (``pybabel extract -k N_``); the text itself is unchanged."""
    return template


#: Decisions, errors and warnings by code.
MESSAGES: dict[str, str] = {
    # --- league and cup (competitions.league and .cup, their contracts and commands)
    "not_enough_games": N_("{games} games, {needed} needed for promotion"),
    # --- (end of league and cup)
    # --- tournament (competitions.tournament, contracts.tournament, cli tournament)
    # --- (end of tournament)
    # --- hand, game, rules, records, settle (the core's errors, their contracts and commands)
    # tiles, hand, score (tiles, hand, contracts.score, .fields, .jsonio, .stream, cli score)
    "tiles_kind_range": N_("tile kind {kind} is not between 0 and 33"),
    "tiles_wind": N_("wind {wind} is not one of E S W N"),
    "tiles_not_red": N_("{tile} cannot be a red five"),
    "tiles_id_range": N_("tile id {id} is not between 0 and 135"),
    "tiles_not_text": N_("{field} must be a string in compact notation, not {type}"),
    "tiles_no_suit": N_("{field}: cannot read {bad} in {text}: digits must be followed by m, p, s or z"),
    "tiles_honor_digit": N_("{field}: {digit}z is not a tile: honors are 1z-7z"),
    "tiles_unreadable": N_("{field}: cannot read {bad} in {text}: expected digits then m, p, s or z"),
    "tiles_copies": N_("{field}: {count} copies of {tile}: there are only 4"),
    "tiles_reds": N_("{field}: {count} red {tile}: there is only one"),
    "tiles_count_vector": N_("a count vector has 34 entries, not {count}"),
    "tiles_no_free_copy": N_("no free copy of {tile} left"),
    "meld_size": N_("a {type} has {size} tiles, not {count}"),
    "meld_chi_shape": N_("a chi must be three consecutive tiles of one suit"),
    "meld_same_tile": N_("a {type} must be {size} copies of one tile"),
    "called_from": N_("{field} must be left, across or right, not {value}"),
    "count_negative": N_("{field}: a count cannot be negative, not {count}"),
    "count_beyond_table": N_("{field}: {count} is more than a table reaches (at most {bound})"),
    "winds_kinds": N_("winds are the kinds {east}-{north} (E S W N)"),
    "melds_too_many": N_("melds: at most {bound}, not {count}"),
    "indicators_too_many": N_("{field}: at most {bound} indicators, not {count}"),
    "chankan_kan_value": N_('{field}: "kakan" or "ankan", not {value}'),
    "yaku_unknown": N_("{field}: unknown yaku name(s) {names} (see CONTRACTS.md section 1)"),
    "visible_copies": N_(
        "the hand, melds, dora and ura indicators hold {count} copies of {tile}: there are only 4"
    ),
    "visible_reds": N_("the hand, melds, dora and ura indicators hold {count} red {tile}: there is only one"),
    "nagashi_tiles": N_("a nagashi claim shows {low} or {high} tiles, not {count}"),
    "hand_count": N_(
        "hand has {count} tiles: with {melds} meld(s) it must have {expected} (the winning tile included)"
    ),
    "win_tile_missing": N_("win_tile is missing"),
    "win_tile_not_in_hand": N_("the winning tile {tile} is not in the hand"),
    "inconsistent_flags": N_("{problems}"),
    "flag_riichi_open": N_("riichi with an open hand (only a closed kan keeps it closed)"),
    "flag_needs_tsumo": N_("{flag} needs a tsumo win"),
    "flag_needs_ron": N_("{flag} needs a ron win"),
    "flag_ippatsu_without_riichi": N_("ippatsu without riichi"),
    "flag_tenhou_dealer": N_("tenhou is the dealer's win (seat_wind E)"),
    "flag_not_dealer_win": N_("{flag} is a non-dealer's win"),
    "flag_before_calls": N_("tenhou, chiihou and renhou happen before any call"),
    "flag_before_riichi": N_("tenhou, chiihou and renhou come before the winner's first discard: no riichi"),
    "flag_haitei_rinshan": N_("haitei and rinshan on the same tile"),
    "flag_houtei_chankan": N_("houtei (the last discard) and chankan (a kan's tile) on the same tile"),
    "flag_chankan_kan_without_chankan": N_("chankan_kan without chankan"),
    "reasons_separator": N_("; "),
    "score_seven_pairs_four": N_(
        "not allowed: seven pairs with two pairs of the same tile (chiitoitsu_four_of_a_kind is off)"
    ),
    "score_not_a_win": N_(
        "not a winning hand: it is not four sets and a pair, seven pairs or thirteen orphans"
    ),
    "score_sakizuke": N_(
        "not allowed: complete sakizuke: none of the hand's yaku was fixed at its first call"
    ),
    "score_no_yaku": N_("no yaku: the hand needs {min_han} han of yaku (dora do not count)"),
    "score_kata_agari_tsumo": N_(
        "kata-agari is forbidden: the hand also waits on {tile}, where a tsumo would have no yaku"
    ),
    "score_kata_agari_ron": N_(
        "kata-agari is forbidden: the hand also waits on {tile}, where a ron would have no yaku"
    ),
    "score_chankan_closed_off": N_(
        "not allowed: robbing a closed kan needs thirteen orphans and "
        "chankan_on_closed_kan_for_kokushi (it is off here)"
    ),
    "score_chankan_closed_kokushi": N_("not allowed: only thirteen orphans may rob a closed kan"),
    "score_nagashi_off": N_("not allowed: nagashi mangan is not played under this ruleset"),
    "fu_base": N_("base"),
    "fu_closed_ron": N_("closed ron"),
    "fu_tsumo": N_("tsumo"),
    "fu_open_without_fu": N_("open hand without fu"),
    "fu_chiitoitsu": N_("chiitoitsu"),
    "fu_open_triplet": N_("open triplet {tile}"),
    "fu_closed_triplet": N_("closed triplet {tile}"),
    "fu_open_kan": N_("open kan {tile}"),
    "fu_closed_kan": N_("closed kan {tile}"),
    "fu_dragon_pair": N_("dragon pair {tile}"),
    "fu_seat_wind_pair": N_("seat wind pair {tile}"),
    "fu_round_wind_pair": N_("round wind pair {tile}"),
    "fu_double_wind_pair": N_("double wind pair {tile}"),
    "fu_kanchan_wait": N_("kanchan wait"),
    "fu_penchan_wait": N_("penchan wait"),
    "fu_tanki_wait": N_("tanki wait"),
    "limit_mangan": N_("mangan"),
    "limit_haneman": N_("haneman"),
    "limit_baiman": N_("baiman"),
    "limit_sanbaiman": N_("sanbaiman"),
    "limit_yakuman": N_("yakuman"),
    "limit_kazoe_yakuman": N_("kazoe yakuman"),
    "shanten_count_entry": N_("{count} copies of {tile}: a count is between 0 and 4"),
    "shanten_count_entries": N_("a count vector holds whole numbers between 0 and 4"),
    "shanten_melds": N_("called melds must be 0 to 4, not {melds}"),
    "shanten_size": N_("{total} tiles ({tiles}): a hand here holds {sizes}"),
    "shanten_size_called": N_("{total} tiles ({tiles}): a hand here with {melds} called melds holds {sizes}"),
    "shanten_closed": N_("{yaku} needs a closed hand of 13 or 14 tiles, not {count}"),
    "shanten_extra_vector": N_("{field}: a count vector has 34 entries, not {count}"),
    "shanten_extra_copies": N_("{field}: {count} copies of {tile} beside {held} in hand"),
    "shanten_karaten": N_("karaten must be 'not_tenpai' or 'tenpai', not {value}"),
    "shown_string": N_("{text} (a string)"),
    "shown_long_number": N_("a number of {digits} digits"),
    "shown_list": N_("a list"),
    "shown_object": N_("an object"),
    "not_an_object": N_("{what} must be a JSON object, not {value}"),
    "shape_score_request": N_("a score request"),
    "shape_meld": N_("a meld"),
    "shape_pao": N_("pao"),
    "field_not_object": N_("{field} must be a JSON object, not {value}"),
    "unknown_field_close": N_("unknown field {key} (did you mean {close!r}?)"),
    "unknown_field_list": N_("unknown field {key} (the fields are {names})"),
    "field_flag": N_("{field} must be true or false, not {value}"),
    "field_count": N_("{field} must be a whole number >= 0, not {value}"),
    "field_integer": N_("{field} must be a whole number, not {value}"),
    "field_text": N_("{field} must be a string, not {value}"),
    "field_text_long": N_("{field} must be at most {limit} characters, not {length:,}"),
    "field_list": N_("{field} must be a list, not {value}"),
    "field_list_long": N_("{field} must have at most {limit} items, not {length:,}"),
    "in_field": N_("{field}: {problem}"),
    "win_tile_one": N_("win_tile must be one tile, not {count}"),
    "wind_field": N_("{field} must be one of E S W N, not {value}"),
    "meld_type_field": N_("{field} must be one of chi, pon, minkan, kakan, ankan, not {value}"),
    "json_not_utf8": N_("the input is not UTF-8 text (byte {byte} cannot be read)"),
    "json_not_utf8_in": N_("{what} is not UTF-8 text (byte {byte} cannot be read)"),
    "json_invalid": N_("not valid JSON: {problem} (line {line}, column {column})"),
    "json_repeated_key": N_("not valid JSON: the key {key} appears twice in one object"),
    "json_repeated_key_at": N_(
        "not valid JSON: the key {key} appears twice in one object (line {line}, column {column})"
    ),
    "json_too_deep": N_("not valid JSON here: nested too deeply (lists or objects inside each other)"),
    "json_not_a_number": N_("not valid JSON here: {name} is not a number JSON allows"),
    "json_too_many_digits": N_("not valid JSON here: a number has more digits than any field can hold"),
    "json_invalid_value": N_("not valid JSON here: {problem}"),
    "json_number_range": N_("not valid JSON here: a number is larger or smaller than any field can hold"),
    "json_lone_surrogate": N_(
        'not valid JSON here: a string holds a lone surrogate escape (such as "\\ud800")'
    ),
    "stream_line_too_long": N_("a line longer than {limit:,} bytes: each line is one request"),
    "stream_empty_line": N_("an empty line: each line is one request, a JSON object"),
    "stream_not_object": N_("each line must be a JSON object (a request), not a list or a single value"),
    "stream_internal_error": N_("taikai failed on this request ({kind})"),
    "stream_cannot_write": N_("taikai cannot write this answer ({kind})"),
    "stream_cannot_read": N_("cannot read the input: {reason}"),
    "stream_rules_close": N_(
        "rules: no preset named {name} (did you mean {close!r}?): a request names a preset "
        "({presets}) or the stream's --rules ({option}); a stream never reads a file a request "
        "names"
    ),
    "stream_rules_unknown": N_(
        "rules: no preset named {name}: a request names a preset ({presets}) or the stream's "
        "--rules ({option}); a stream never reads a file a request names"
    ),
    "cli_meld_format": N_("--meld {text}: write TYPE:TILES[:FROM], e.g. pon:666z:left"),
    "cli_hand_needed": N_("give a HAND (e.g. {example}) or --jsonl"),
    "cli_seat_needed": N_(
        "give the winner's seat wind with --seat E, S, W or N (E = the dealer), e.g. {example}"
    ),
    "cli_error_code": N_("{message} (code {code})"),
    "cli_title_tsumo": N_("{hand}, tsumo on {tile}"),
    "cli_title_ron": N_("{hand}, ron on {tile}"),
    "cli_yaku_header": N_("yaku"),
    "cli_han_header": N_("han"),
    "cli_fu_header": N_("fu"),
    "cli_fu_total": N_("total (rounded up to 10)"),
    "cli_han": N_("{han} han"),
    "cli_fu": N_("{fu} fu"),
    "cli_yakuman": N_("{yakuman}x yakuman"),
    "cli_limit": N_(" ({limit})"),
    "cli_points": N_("{value}: {points} points"),
    "cli_pays_ron": N_("the discarder pays {amount}"),
    "cli_pays_dealer": N_("the dealer pays {amount}"),
    "cli_pays_non_dealer": N_("each non-dealer pays {amount}"),
    "cli_payments": N_("payments: {payments}"),
    "cli_total": N_("total with honba and deposits: {total}"),
    "cli_pao": N_("pao: {yaku} ({yakuman}x yakuman, base {base})"),
    # --- (end of hand, game, rules, records, settle)
    # --- importers (importers)
    # --- (end of importers)
    # --- store and services (store, services, cli db and the organizer's commands)
    # --- (end of store and services)
    # --- web (web pages)
    # --- (end of web)
}
