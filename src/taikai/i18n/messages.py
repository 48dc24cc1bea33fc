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
    "entry_opening_day": N_("opening-day entry ({entries} within the capacity {capacity})"),
    "entry_lottery_drawn": N_(
        "opening-day lottery ({entries} entries for {capacity} places, seed {seed}): drawn {number}"
    ),
    "entry_lottery_waiting": N_(
        "opening-day lottery ({entries} entries for {capacity} places, seed {seed}): drawn "
        "{number}, on the waiting list"
    ),
    "entry_lottery_refused": N_(
        "opening-day lottery ({entries} entries for {capacity} places, seed {seed}): drawn "
        "{number}, no place (no waiting list)"
    ),
    "entry_first_come": N_("first come, first served: {at}, place {place}"),
    "entry_full_waiting": N_("full at {at}: end of the waiting list"),
    "entry_full_refused": N_("full at {at} (no waiting list)"),
    "entry_promoted": N_("promoted from the waiting list when {entry} withdrew at {at}"),
    "entry_withdrew": N_("withdrew at {at}"),
    "entry_withdrawal_ignored": N_("withdrawal at {at} ignored: no place or waiting entry"),
    "entry_before_opening": N_("submitted {at}, before the opening {opening}"),
    "entry_no_profile": N_("the entry has no profile"),
    "entry_no_birth_date": N_("no birth date given; the event is for {limit}+"),
    "entry_under_age": N_("{age} on the event day {day}; the event is for {limit}+"),
    "entry_invited_pro": N_("invited professional, outside the capacity"),
    "tie_countback": N_(
        "after round {round}: {upper} ranks above {lower} on equal total {total}: higher score in "
        "round {decider} ({score} against {other})"
    ),
    "tie_player_list": N_(
        "after round {round}: {upper} ranks above {lower} on equal total {total}: equal in every "
        "round, earlier in the player list"
    ),
    "tie_final": N_(
        "after the final: {upper} above {lower} on equal total {total}: better preliminary place "
        "({place} against {other})"
    ),
    "final_swap": N_(
        "final round: {first} (table {table}) and {second} (table {other_table}) of band {band} "
        "swap tables: earlier meetings at the two tables {before} -> {after}"
    ),
    "award_skips_pro": N_(
        "final table {table}, place {place}: {player} is a professional, not eligible for awards: "
        "the players below move up"
    ),
    "series_winner": N_("event winner ({stars} stars)"),
    "series_star_place": N_("{stars} stars: star place {place} of {places}"),
    "series_winners_fill": N_("{stars} stars: the winners fill the field"),
    "series_outside": N_("{stars} stars: star place {place}, {places} place(s) by stars"),
    "series_tie_best": N_(
        "{upper} ranks above {lower} on equal {stars} stars: more stars at one event ({best} against {other})"
    ),
    "series_tie_event": N_(
        "{upper} ranks above {lower} on equal {stars} stars: more stars at the event {event} "
        "({score} against {other})"
    ),
    "series_tie_lot": N_(
        "{upper} ranks above {lower} on equal {stars} stars: equal everywhere, decided by lot (seed {seed})"
    ),
    "repeated_round": N_(
        "round {round} has exactly the tables of round {earlier} (the same seats and points): pasted twice?"
    ),
    "repeated_table": N_(
        "round {round} table {table} is exactly round {earlier} table {earlier_table} (the same "
        "seats and points): pasted twice?"
    ),
    "probable_same_person": N_(
        "entries {first} and {second} are probably the same person ({basis}): both stay in the "
        "lottery unless the organizer withdraws one"
    ),
    "repeated_event": N_(
        "event {event} has exactly the winner and stars of event {earlier}: the same event listed twice?"
    ),
    "key_names_differ": N_(
        "player key {key} has different names in different events ({names}): two people under one key?"
    ),
    "same_name_two_keys": N_(
        "keys {first} and {second} are both named {name}: probably the same person under two keys "
        "(their stars are not added up)"
    ),
    "event_player_twice": N_("player {player} is listed twice"),
    "event_key_twice": N_("players {first} and {second} have the same key {key}"),
    "event_too_many_rounds": N_("{given} rounds given; the format {format} has {rounds}"),
    "event_table_size": N_("round {round} table {table}: a table has 4 seats and 4 points"),
    "event_stranger": N_("round {round} table {table}: {player} is not a player of the event"),
    "event_seated_twice": N_("round {round}: {players} seated twice"),
    "event_incomplete_round": N_(
        "round {round} is incomplete (missing {players}) but a later round is given"
    ),
    "event_no_title_table": N_("the final round has no title table of places 1-4 ({players})"),
    "event_table_problem": N_("round {round} table {table}: {problem}"),
    "seat_too_many": N_("{count} players: at most {most} players can be seated in one event"),
    "seat_too_few": N_("{count} players cannot fill tables of four: add {short} player(s)"),
    "seat_uneven": N_(
        "{count} players cannot fill tables of four: add {short} player(s) (for example staff "
        "professionals) or withdraw {extra}"
    ),
    "seat_player_twice": N_("a player is listed twice in the draw"),
    "seat_rounds_bound": N_("the number of rounds must be from {low} to {high}, not {value}"),
    "seat_steps_bound": N_("the number of steps must be from {low} to {high}, not {value}"),
    "seat_stranger_pro": N_("professional {player} is not a player of the draw"),
    "seat_need_players": N_("give --players and --rounds, or --registration FILE"),
    "seat_pros_bound": N_("--pros must be from 0 to --players ({players}), not {pros}"),
    "seat_registration_players": N_("--registration gives the players: leave out --players and --pros"),
    "seat_event_needs_registration": N_("--event needs --registration (the players of the event)"),
    "seat_event_exists": N_("{path} exists already: remove it or name another file for --event"),
    "seat_event_unwritable": N_("cannot write {path}: {problem}"),
    "seat_event_format": N_(
        "{path}: the event file names its format file by a path inside its own folder, and {format} "
        "is not inside {folder}: write the event file next to the format file"
    ),
    "entry_untimed": N_("entry {entry} has no submission time (only an invited professional may have none)"),
    "entry_naive_time": N_("every time must carry its time zone (e.g. 2022-02-26T00:00:00+09:00)"),
    "entry_id_twice": N_("entry id {entry} is used twice"),
    "entry_unknown_discount": N_("entry {entry}: unknown discount {discount} (known: {known})"),
    "lineup_short": N_(
        "{entrants} accepted entrants need {need} professional(s) to fill tables of four, and "
        "{pros} are registered: invite {short} more"
    ),
    "lineup_short_or_withdraw": N_(
        "{entrants} accepted entrants need {need} professional(s) to fill tables of four, and "
        "{pros} are registered: invite {short} more or withdraw {extra} entrant(s)"
    ),
    "lineup_uneven": N_(
        "{entrants} accepted entrants and {pros} professionals are {total} players, not a multiple "
        "of four: invite {short} more professional(s) or withdraw {extra} entrant(s)"
    ),
    "series_no_result": N_("event {event} has no result yet (its final round is not complete)"),
    "series_field_size": N_("the field size must be at least 1, not {size}"),
    "series_event_twice": N_("event {event} is listed twice in the series"),
    "series_event_problem": N_("event {event}: {problem}"),
    "file_problem": N_("{origin}: {problem}"),
    "file_not_object": N_("{origin}: must be a JSON object, not {kind}"),
    "file_field_problem": N_("{origin}: field '{field}': {problem}"),
    "file_number_range": N_("{origin}: field '{field}': a number out of range"),
    "file_event_outside": N_(
        "{origin}: field '{field}': an event file is named relative to the series file's folder, "
        "inside it (got {name})"
    ),
    "status_accepted": N_("accepted"),
    "status_waiting": N_("waiting"),
    "status_refused": N_("refused"),
    "status_invalid": N_("invalid"),
    "status_withdrawn": N_("withdrawn"),
    "basis_key": N_("the same key"),
    "basis_birth_date": N_("the same name and birth date"),
    "basis_profile": N_("the same name and profile"),
    "name_in_event": N_("{name} ({event})"),
    "sheet_round": N_("Round {round}"),
    "sheet_table": N_("table"),
    "sheet_wind_e": N_("E"),
    "sheet_wind_s": N_("S"),
    "sheet_wind_w": N_("W"),
    "sheet_wind_n": N_("N"),
    "sheet_pro": N_("(pro)"),
    "sheet_draw_summary": N_(
        "seed {seed}: {repeats} repeat(s) (lower bound {lower_bound}), wind spread {wind_spread} "
        "(most - least sat wind of any player)"
    ),
    "sheet_time_limit": N_("every game: a {minutes}-minute time limit (ruleset {ruleset})"),
    "sheet_no_time_limit": N_("every game: no time limit (ruleset {ruleset})"),
    "sheet_standings": N_("Standings after round {round}"),
    "sheet_rank": N_("rank"),
    "sheet_player": N_("player"),
    "sheet_name": N_("name"),
    "sheet_total": N_("total"),
    "sheet_in_progress": N_("round {round} is in progress (not ranked yet)"),
    "sheet_no_round": N_("no round played yet"),
    "sheet_final": N_("Final round (carried pt)"),
    "sheet_title_table": N_("{table} title"),
    "sheet_result": N_("Result"),
    "sheet_place": N_("place"),
    "sheet_stars": N_("stars"),
    "sheet_overall_place": N_("overall {place}"),
    "sheet_table_place": N_("table {table}: {place}"),
    "sheet_qualified": N_("qualified"),
    "sheet_note": N_("note: {note}"),
    "sheet_registration": N_("Registration (seed {seed})"),
    "sheet_registration_of": N_("{title}: registration (seed {seed})"),
    "sheet_entry": N_("entry"),
    "sheet_status": N_("status"),
    "sheet_fee": N_("fee"),
    "sheet_reason": N_("reason"),
    "sheet_waiting_at": N_("waiting {position}"),
    "sheet_fee_yen": N_("{fee} yen"),
    "sheet_fee_discounted": N_("{fee} yen ({discounts})"),
    "sheet_registration_summary": N_("{players} players, {pros} professionals, {waiting} waiting"),
    "sheet_lottery": N_("opening-day lottery: {entries} entries for {capacity} places, seed {seed}"),
    "sheet_series": N_("Series"),
    "sheet_wins": N_("wins"),
    "sheet_champions_event": N_("champions event"),
    "sheet_field": N_("field: {players}"),
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
    "flags_joined": N_("{first}; {rest}"),
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
    "request_shape": N_("the request does not fit the contract: {problem}"),
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
    "web_language_name": N_("English"),
    "web_nav_label": N_("Main"),
    "web_competitions": N_("Competitions"),
    "web_nav_staff": N_("Staff"),
    "web_signed_in_as": N_("{login} ({role})"),
    "web_role_organizer": N_("organizer"),
    "web_role_staff": N_("staff"),
    "web_log_in": N_("Log in"),
    "web_log_out": N_("Log out"),
    "web_kind_league": N_("League"),
    "web_kind_tournament": N_("Tournament"),
    "web_kind_cup": N_("Monthly cup"),
    "web_format_named": N_("format {format}"),
    "web_rules_named": N_("rules {rules}"),
    "web_no_competitions": N_("No competitions yet."),
    "web_login_title": N_("Staff login"),
    "web_login_field": N_("Login"),
    "web_password_field": N_("Password"),
    "web_error_title": N_("Error {status}"),
    "web_back_home": N_("Back to the competitions"),
    "web_staff_title": N_("Staff home"),
    "web_staff_nav_label": N_("Staff pages"),
    "web_links": N_("Table links"),
    "web_accounts": N_("Staff accounts"),
    "web_staff_more_to_come": N_(
        "Entering games, seating rounds and running a tournament day come here next."
    ),
    "web_active": N_("active"),
    "web_disabled": N_("disabled"),
    "web_disable": N_("Disable"),
    "web_accounts_cli": N_("Accounts are added with taikai staff add LOGIN --role organizer|staff."),
    "web_links_round": N_("Round"),
    "web_links_tables": N_("Number of tables"),
    "web_links_hours": N_("Valid for (hours)"),
    "web_links_make": N_("Make the links"),
    "web_links_no_tournament": N_(
        "No tournament is stored: table links are for the tables of a tournament's rounds."
    ),
    "web_links_made": N_("{competition}, round {round}: links valid until {expires}"),
    "web_table_number": N_("Table {table}"),
    "web_table_title": N_("Round {round}, table {table}"),
    "web_table_grants": N_(
        "This link lets you enter the result of table {table} in round {round} until {expires}; it "
        "is valid for no other table."
    ),
    "web_table_form_to_come": N_("The result entry form comes here."),
    "web_not_found": N_("There is no page at {path}."),
    "web_method_not_allowed": N_("{method} is not allowed at {path}."),
    "web_refused": N_("The request was refused (HTTP {status})."),
    "web_bad_request": N_("The request has problems: {problems}"),
    "web_field_missing": N_("{field}: missing (required)"),
    "web_field_invalid": N_("{field}: not a valid value"),
    "web_field_too_long": N_("{field}: at most {limit} characters"),
    "web_field_too_short": N_("{field}: at least {limit} characters"),
    "web_field_not_whole": N_("{field}: not a whole number"),
    "web_field_too_small": N_("{field}: at least {limit}"),
    "web_field_too_large": N_("{field}: at most {limit}"),
    "web_internal_error": N_("taikai failed on this request; the failure is logged on the server."),
    "web_database_unavailable": N_("The database does not answer."),
    "web_no_competition": N_("There is no competition {competition}."),
    "web_no_tournament": N_("There is no tournament {competition}."),
    "web_no_staff": N_("There is no staff account {login}."),
    "web_cannot_disable_self": N_(
        "You cannot disable your own account here: another organizer can, or taikai staff disable."
    ),
    "web_login_required": N_("Log in as staff to see this page."),
    "web_organizer_only": N_("Only an organizer can do this."),
    "web_csrf_missing": N_(
        "The form was sent without its security token: reload the page and send it again."
    ),
    "web_csrf_invalid": N_(
        "The form's security token is wrong or out of date: reload the page and send it again."
    ),
    "web_login_failed": N_("Wrong login or password."),
    "web_login_replayed": N_("This login form was already used: open the login page again."),
    "web_login_limited": N_("Too many failed logins for this account: try again in {minutes} min."),
    "web_address_limited": N_("Too many failed logins from your address: try again in {minutes} min."),
    "web_link_invalid": N_("This table link is not valid: it was mistyped or altered."),
    "web_link_expired": N_("This table link expired at {expires}."),
    "web_link_foreign": N_(
        "This link is for round {round}, table {table} of {competition}, not for this table."
    ),
    "web_serving": N_("taikai serves {database} at {url} (Ctrl+C stops it)"),
    "web_cannot_listen": N_("cannot listen on {host} port {port}: {reason}"),
    "web_password_again": N_("The password again"),
    "web_passwords_differ": N_("the two passwords differ: nothing was added"),
    "web_password_too_short": N_("the password needs at least {minimum} characters"),
    "web_password_too_long": N_("the password has more than {maximum} characters"),
    "web_bad_login": N_("the login {login} may have letters, digits and . _ - @ only (64 at most)"),
    "web_staff_added": N_("added {role} {login}"),
    "web_no_staff_accounts": N_("no staff accounts: add one with taikai staff add LOGIN --role organizer"),
    "web_role_column": N_("Role"),
    "web_state_column": N_("State"),
    "web_staff_disabled": N_("disabled {login}: it can no longer log in"),
    "web_staff_was_disabled": N_("{login} was already disabled"),
    # --- (end of web)
}
