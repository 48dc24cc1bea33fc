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
    # game, rules, records, settle
    "in_field": N_("{field}: {problem}"),
    # (settlement and penalties)
    "penalty_kind": N_("one of {kinds}, not {kind!r}"),
    "penalty_seat": N_("a seat 0-3, not {seat}"),
    "penalty_pt_from_ruleset": N_("a {kind} takes its value from the ruleset: give no pt"),
    "penalty_pt_needed": N_("a penalty of kind pt needs its pt amount (e.g. -10.0)"),
    "penalty_pt_positive": N_("a penalty takes pt away: a negative amount (e.g. -10.0), not {pt}"),
    "penalty_pt_too_large": N_("at most {most} pt away, not {pt}"),
    "penalty_pt_places": N_("one decimal place at most, not {pt}"),
    "penalty_no_cards": N_("ruleset {ruleset} has no cards; a red_card cannot apply"),
    "settle_seat_count": N_("points: {count} given, one per seat is needed ({seats})"),
    "settle_points_range": N_(
        "{field}: beyond what a table can hold: at most {bound} away from 0 ({tables} x the table total "
        "{total}), not {value}"
    ),
    "settle_deposits_range": N_(
        "deposits: from 0 to {most} sticks of {stick} (the table total {total}), not {deposits}"
    ),
    "settle_not_hundreds": N_("points: table points are multiples of 100, not {wrong}"),
    "settle_not_hundreds_meant": N_(
        "points: table points are multiples of 100, not {wrong} (did you mean {meant}?)"
    ),
    "settle_total": N_(
        "the points add up to {total}, but the table total is {expected} ({seats} x {start}, less "
        "{deposits} deposit(s) on the table and confiscations)"
    ),
    # (the fold: a hand the record cannot contain)
    "hand_problem": N_("hand {number} ({label}): {problem}"),
    "table_holds": N_("after hand {hands}: the table holds {held}, not {total}"),
    "game_over": N_("the game is already over ({reason})"),
    "no_time_limit": N_("time was called, but this ruleset has no time limit"),
    "riichi_without_points": N_(
        "{seat} declared riichi with {points} points; this ruleset needs {needed} "
        "(riichi_with_negative_points = false)"
    ),
    "noten_but_tenpai": N_("the dealer declared noten but is listed as tenpai"),
    "noten_not_allowed": N_("only the dealer of the last hand may declare noten under this ruleset"),
    "noten_in_riichi": N_("a dealer in riichi cannot declare noten"),
    "riichi_not_tenpai": N_("{seat} is in riichi but not tenpai at the draw (record the chombo)"),
    "nagashi_not_played": N_("nagashi mangan is not played under this ruleset"),
    "abortive_not_played": N_("{kind} is not an abortive draw under this ruleset (play goes on)"),
    "points_disagree": N_("the points do not add up: the record says {recorded}, the table gives {table}"),
    # (a win's value)
    "request_disagrees": N_("the request of {seat} says {name} = {written}, the table says {expected}"),
    "request_riichi": N_("{seat}'s request and the hand's riichi list disagree"),
    "request_refused": N_("{seat}'s request: {problem}"),
    "pao_not_yakuman": N_("{seat}: pao applies to a yakuman"),
    "pao_not_played": N_("{seat}: pao is not played under this ruleset"),
    "pao_wrong_yaku": N_("{seat}: pao applies to {pao} here, not to {yaku}"),
    "tsumo_needs_payments": N_("{seat}: a tsumo entered as points needs payments (dealer/non_dealer)"),
    "dealer_tsumo_payments": N_("{seat}: a dealer tsumo is paid as only non_dealer"),
    "non_dealer_tsumo_payments": N_("{seat}: a non-dealer tsumo is paid as dealer and non_dealer"),
    "ron_needs_points": N_("{seat}: a ron entered as points needs points (what the discarder paid)"),
    "not_payable_tsumo": N_("{seat}: no hand is paid {paid} as {way} here (the nearest totals: {near})"),
    "not_payable_ron": N_("{seat}: no hand is paid {paid} as {way} here (the nearest: {near})"),
    "win_dealer_tsumo": N_("a dealer tsumo"),
    "win_non_dealer_tsumo": N_("a non-dealer tsumo"),
    "win_dealer_ron": N_("a dealer ron"),
    "win_non_dealer_ron": N_("a non-dealer ron"),
    "fu_less_no_fu": N_("fu_mode is fu_less: hands have no fu (leave fu out)"),
    "han_needs_fu": N_("{han} han needs its fu (only from 5 han the fu do not count)"),
    "fu_not_a_count": N_("{fu} is not a fu count (20, 25, or 30 to 140 by tens)"),
    "fu_20_ron": N_("20 fu is a pinfu tsumo: a ron has at least 30 fu"),
    "fu_20_not_counted": N_(
        "20 fu is a pinfu tsumo, which this ruleset does not count (tsumo_pinfu = false)"
    ),
    "fu_20_one_han": N_("20 fu is a pinfu tsumo, a hand of at least 2 han (pinfu, menzen tsumo): not 1 han"),
    "fu_25_han": N_("25 fu is chiitoitsu, a hand of at least 2 han (3 on tsumo): not {han} han"),
    "fu_most_tsumo": N_("{fu} fu: a {han} han tsumo has at most {most} fu"),
    "fu_most_ron": N_("{fu} fu: a {han} han ron has at most {most} fu"),
    # (the record's values)
    "seat_twice": N_("a seat is listed twice: {seats}"),
    "unknown_yaku": N_("{name!r} is not a yaku name (CONTRACTS.md section 1 lists them)"),
    "unknown_yaku_close": N_("{name!r} is not a yaku name (did you mean {close!r}?)"),
    "win_value_none": N_(
        "give the hand's value in exactly one way: request, han (+fu) or yakuman, points (ron) or "
        "payments (tsumo); got none"
    ),
    "win_value_several": N_(
        "give the hand's value in exactly one way: request, han (+fu) or yakuman, points (ron) or "
        "payments (tsumo); got {given}"
    ),
    "han_and_yakuman": N_("give han or yakuman, not both"),
    "fu_without_han": N_("fu goes with han (a yakuman, points or a request have no fu to give)"),
    "pao_own_win": N_("{seat} cannot be responsible (pao) for its own win"),
    "pao_more_yakuman": N_("{under} yakuman under pao in a {whole}x yakuman"),
    "ron_seat_twice": N_("the same seat won twice on one discard: {seats}"),
    "ron_own_discard": N_("{seat} cannot ron its own discard"),
    "record_version": N_("record version {version} is not supported (this taikai reads {supported})"),
    "hands_and_final": N_("give either hands or final points, not both"),
    "yakuman_too_many": N_("{yakuman} yakuman: no hand reaches more than {most} here"),
    "seat_points_range": N_(
        "a seat's points stay within -{limit} and {limit} ({tables} x the table's total)"
    ),
    "points_above_table": N_("the four points add up to more than the table holds ({total})"),
    "final_deposits": N_("at most {most} sticks can be on the table"),
    # (why a game ended)
    "end_tobi": N_("tobi: a player went below zero"),
    "end_time_called": N_("time called: this was the last hand"),
    "end_dealer_stops": N_("the last dealer leads and stops (agariyame/tenpaiyame)"),
    "end_sudden_death": N_("sudden death: someone holds {target}"),
    "end_last_hand": N_("the last hand is over"),
    "end_last_extension": N_("the last extension hand is over"),
    "end_target": N_("someone holds {target} at the end"),
    "end_final_points": N_("recorded by final points"),
    # (the round, what a hand did)
    "round_label": N_("{wind} {number}"),
    "round_label_honba": N_("{wind} {number}, {honba} honba"),
    "wind_east": N_("East"),
    "wind_south": N_("South"),
    "wind_west": N_("West"),
    "wind_north": N_("North"),
    "seat": N_("seat {number}"),
    "log_tsumo": N_("{seat} tsumo: {value}"),
    "log_ron": N_("{seat} ron from {from_seat}: {value}"),
    "log_head_bump": N_("head bump: {seats} not paid"),
    "log_draw_tenpai": N_("exhaustive draw, tenpai: {seats}"),
    "log_draw_noten": N_("exhaustive draw, tenpai: none"),
    "log_draw_nagashi": N_("exhaustive draw, nagashi mangan by {seats}"),
    "log_abortive": N_("abortive draw ({kind})"),
    "log_chombo": N_("chombo by {seat}"),
    "log_chombo_intentional": N_("chombo by {seat} (intentional)"),
    "log_riichi": N_("riichi {seats}"),
    "value_han": N_("{han} han"),
    "value_han_fu": N_("{han} han {fu} fu"),
    "value_yakuman": N_("yakuman"),
    "value_yakuman_times": N_("{count}x yakuman"),
    "value_points": N_("{points} points"),
    "value_with_yaku": N_("{value} ({yaku})"),
    "value_pao": N_("{value}, pao: {seat}"),
    "abortive_kyuushu_kyuuhai": N_("kyuushu_kyuuhai"),
    "abortive_suufon_renda": N_("suufon_renda"),
    "abortive_suucha_riichi": N_("suucha_riichi"),
    "abortive_suukaikan": N_("suukaikan"),
    "abortive_sanchahou": N_("sanchahou"),
    "reason_parts": N_("; "),
    # (where a problem is: every file read into a model)
    "field_problem": N_("{origin}: field '{field}': {problem}"),
    "file_problem": N_("{origin}: {problem}"),
    "unknown_field_close": N_("unknown field (did you mean '{name}'?)"),
    "unknown_field_table": N_("unknown field here (it belongs in the [{table}] table)"),
    "unknown_field_valid": N_("unknown field (valid: {names})"),
    "unknown_field_hint": N_("unknown field ({hint})"),
    # (what is wrong with a value)
    "value_got": N_("{problem} (got {got})"),
    "value_text": N_("{text}"),
    "value_missing": N_("missing (required)"),
    "value_int": N_("Input should be a valid integer"),
    "value_int_parsing": N_("Input should be a valid integer, unable to parse string as an integer"),
    "value_int_from_float": N_("Input should be a valid integer, got a number with a fractional part"),
    "value_bool": N_("Input should be a valid boolean"),
    "value_bool_parsing": N_("Input should be a valid boolean, unable to interpret input"),
    "value_string": N_("Input should be a valid string"),
    "value_string_too_short": N_("String should have at least {min_length} characters"),
    "value_string_too_short_one": N_("String should have at least {min_length} character"),
    "value_string_too_long": N_("String should have at most {max_length} characters"),
    "value_string_too_long_one": N_("String should have at most {max_length} character"),
    "value_string_pattern": N_("String should match pattern '{pattern}'"),
    "value_greater_than": N_("Input should be greater than {gt}"),
    "value_greater_than_equal": N_("Input should be greater than or equal to {ge}"),
    "value_less_than": N_("Input should be less than {lt}"),
    "value_less_than_equal": N_("Input should be less than or equal to {le}"),
    "value_multiple_of": N_("Input should be a multiple of {multiple_of}"),
    "value_choice": N_("Input should be {choices} or {last}"),
    "value_choice_one": N_("Input should be {expected}"),
    "value_decimal": N_("Input should be a valid decimal"),
    "value_decimal_type": N_("Decimal input should be an integer, float, string or Decimal object"),
    "value_decimal_digits": N_("Decimal input should have no more than {max_digits} digits in total"),
    "value_decimal_digits_one": N_("Decimal input should have no more than {max_digits} digit in total"),
    "value_decimal_places": N_("Decimal input should have no more than {decimal_places} decimal places"),
    "value_decimal_places_one": N_("Decimal input should have no more than {decimal_places} decimal place"),
    "value_decimal_whole_digits": N_(
        "Decimal input should have no more than {whole_digits} digits before the decimal point"
    ),
    "value_decimal_whole_digits_one": N_(
        "Decimal input should have no more than {whole_digits} digit before the decimal point"
    ),
    "value_number": N_("Input should be a valid number"),
    "value_number_parsing": N_("Input should be a valid number, unable to parse string as a number"),
    "value_finite": N_("Input should be a finite number"),
    "value_too_short": N_(
        "{field_type} should have at least {min_length} items after validation, not {actual_length}"
    ),
    "value_too_short_one": N_(
        "{field_type} should have at least {min_length} item after validation, not {actual_length}"
    ),
    "value_too_long": N_(
        "{field_type} should have at most {max_length} items after validation, not {actual_length}"
    ),
    "value_too_long_one": N_(
        "{field_type} should have at most {max_length} item after validation, not {actual_length}"
    ),
    "value_list": N_("Input should be a valid list"),
    "value_tuple": N_("Input should be a valid tuple"),
    "value_dict": N_("Input should be a valid dictionary"),
    "value_set": N_("Input should be a valid set"),
    "value_frozenset": N_("Input should be a valid frozenset"),
    "value_table": N_("Input should be a valid dictionary or instance of {class_name}"),
    "value_tag_invalid": N_(
        "Input tag '{tag}' found using {discriminator} does not match any of the expected tags: "
        "{expected_tags}"
    ),
    "value_tag_missing": N_("Unable to extract tag using discriminator {discriminator}"),
    "value_timezone": N_("Input should have timezone info"),
    "value_datetime": N_("Input should be a valid datetime"),
    "value_datetime_parsing": N_("Input should be a valid datetime, {error}"),
    "value_date": N_("Input should be a valid date"),
    "value_date_parsing": N_("Input should be a valid date, {error}"),
    "value_date_inexact": N_("Datetimes provided to dates should have zero time - e.g. be exact dates"),
    "value_instance": N_("Input should be an instance of {class}"),
    "kind_list": N_("List"),
    "kind_tuple": N_("Tuple"),
    "kind_set": N_("Set"),
    "kind_dict": N_("Dictionary"),
    # (rulesets)
    "ruleset_field_hint": N_("not a ruleset field; `taikai rules show mleague` lists them all"),
    "ruleset_not_a_table": N_("{origin}: a ruleset must be a table of fields, not {kind}"),
    "changes_not_a_table": N_("{origin}: changes are a table of ruleset fields, not {kind}"),
    "toml_invalid": N_("{origin}: not valid TOML: {problem}"),
    "toml_too_deep": N_("{origin}: not valid TOML here: nested too deeply"),
    "toml_number": N_("{origin}: not valid TOML here: a number has more digits than any field"),
    "no_preset": N_(
        "no ruleset named {name}: presets are {presets}, or give the path of a ruleset file (a name "
        "ending in .toml or holding a /)"
    ),
    "no_preset_close": N_(
        "no ruleset named {name} (did you mean {close!r}?): presets are {presets}, or give the path of "
        "a ruleset file (a name ending in .toml or holding a /)"
    ),
    "schema_version_type": N_("{origin}: field 'schema_version': must be a whole number, not {version}"),
    "schema_version_newer": N_(
        "{origin}: field 'schema_version': version {version} is newer than this taikai reads "
        "({current}); upgrade taikai"
    ),
    "schema_no_migration": N_(
        "{origin}: field 'schema_version': no migration from version {version} (this taikai reads "
        "version {current})"
    ),
    "schema_version_unsupported": N_(
        "version {version} is not supported here (this taikai reads version {current}; older files "
        "are migrated when they are read)"
    ),
    "return_below_start": N_("{return_points} is below start_points ({start_points}): no negative oka"),
    "uma_increasing": N_("must not increase from one place to the next ({uma})"),
    "extension_target_unused": N_("is set but extension is none (set an extension or remove it)"),
    "kan_ura_needs": N_("needs {missing} (kan ura is the ura indicator of a kan)"),
    "kan_dora_timing_unused": N_("has no meaning with kan_dora off (leave it immediate)"),
    "kiriage_fu_less": N_("has no meaning with fu_mode = fu_less (no fu to round)"),
    "wind_pair_fu_less": N_("has no meaning with fu_mode = fu_less (leave it 2)"),
    "sanchahou_atamahane": N_(
        "applies only with multiple_ron = double (with atamahane three rons are a head bump): set it off"
    ),
    "sanchahou_triple": N_(
        "applies only with multiple_ron = double (with triple three rons all win): set it off"
    ),
    "chombo_points_zero": N_("is 0 with chombo.kind = confiscate: the chombo would cost nothing"),
    "chombo_pt_zero": N_("is 0.0 with chombo.kind = pt: the chombo would cost nothing"),
    # (ruleset files)
    "ruleset_outside": N_(
        "ruleset {name}: a ruleset named by a file must be a path inside that file's folder ({base}): "
        "relative, without '..', not through a link out"
    ),
    "not_a_ruleset_file": N_(
        "{origin}: not a ruleset file (its keys are not ruleset fields; `taikai rules show mleague "
        "--toml` prints one to copy)"
    ),
    "ruleset_name_type": N_("a ruleset is named by a string, not {kind}"),
    # (reading a file)
    "file_missing": N_("cannot read {path}: no such file"),
    "file_os_error": N_("cannot read {path}: {reason}"),
    "file_not_regular": N_("cannot read {path}: not a regular file ({kind})"),
    "file_not_folder": N_("cannot read {path}: not a folder"),
    "file_too_large": N_("cannot read {path}: larger than {size}"),
    "gzip_too_large": N_("cannot read {path}: unpacks to more than {size}"),
    "gzip_damaged": N_("cannot read {path}: a damaged gzip file"),
    "gzip_truncated": N_("cannot read {path}: a truncated gzip file"),
    "file_not_utf8": N_("cannot read {path}: not UTF-8 text (byte {byte} cannot be read)"),
    "kind_folder": N_("a folder"),
    "kind_pipe": N_("a pipe"),
    "kind_socket": N_("a socket"),
    "kind_device": N_("a device"),
    "kind_not_a_file": N_("not a file"),
    "size_mib": N_("{mib} MiB"),
    "size_bytes": N_("{count} bytes"),
    # (a settle request)
    "settle_points_missing": N_(
        "points: missing: the final table points in seat order, e.g. [48000, 31000, 12000, 9000]"
    ),
    "penalty_kind_choice": N_("{field} must be one of {kinds}, not {value}"),
    "penalty_seat_missing": N_("{field}: missing: the seat (0-3) the penalty is given to"),
    "penalty_pt_type": N_("{field} must be a number such as -10.0, not {value}"),
    # (a game record)
    "record_field_hint": N_("not a record field; docs/game-record.md lists them"),
    "record_neither": N_("{origin}: neither TOML nor JSON: {toml}; {json}"),
    "record_not_an_object": N_("a game record is an object (a TOML table), not {kind}"),
    "record_names_its_rules": N_("unknown field (did you mean 'rules'?)"),
    "record_rules_type": N_("a preset name or a ruleset file, not {value}"),
    "record_rules_preset": N_("{value}: a record that is no file of its own names a preset"),
    "record_changes_type": N_("a table of ruleset fields, not {value}"),
    "request_not_an_object": N_("a request is an object (CONTRACTS.md section 1), not {kind}"),
    "request_has_rules": N_("a request in a record plays under the record's rules: remove its 'rules'"),
    "json_bool_or_null": N_("true, false or null"),
    "json_number": N_("a number"),
    "json_string": N_("a string"),
    "json_list": N_("a list"),
    "game_not_over": N_("the record ends before the game is over (next hand: {next_hand}); no settlement"),
    # (a competition format named by a file)
    "format_outside": N_(
        "{where}: {name!r} is neither a format preset nor a path inside the folder of the file naming "
        "it (presets: {presets})"
    ),
    "no_format": N_(
        "{where}: no format named {name!r}: presets are {presets}, or give the path of a .toml file"
    ),
    "no_format_close": N_(
        "{where}: no format named {name!r} (did you mean {close!r}?): presets are {presets}, or give the "
        "path of a .toml file"
    ),
    "format_ruleset": N_("{where}: format {name!r}: field 'ruleset': {problem}"),
    # (the readable output of the commands)
    "cli_error_label": N_("error:"),
    "cli_warning_label": N_("warning:"),
    "cli_settle_needs_jsonl": N_("use --jsonl and send one game per line, e.g. {example}"),
    "cli_hand_by_hand": N_("{rules}: hand by hand"),
    "cli_column_hand": N_("hand"),
    "cli_column_result": N_("result"),
    "cli_start": N_("start"),
    "cli_final_result": N_("final result"),
    "cli_column_place": N_("place"),
    "cli_column_player": N_("player"),
    "cli_column_points": N_("points"),
    "cli_column_score": N_("score"),
    "cli_residue": N_("residue {residue}"),
    "cli_rules_of_the_log": N_("rules of the log: {rules}"),
    "cli_game_over": N_("game over: {reason}"),
    "cli_not_over": N_("not over: next hand {hand}, {deposits} deposit(s) on the table"),
    "cli_column_field": N_("field"),
    "cli_column_value": N_("value"),
    "cli_column_meaning": N_("meaning"),
    "cli_column_name": N_("name"),
    "cli_column_title": N_("title"),
    "cli_column_source": N_("source"),
    "cli_column_kind": N_("kind"),
    "cli_column_ruleset": N_("ruleset"),
    "cli_ruleset_presets": N_("Ruleset presets"),
    "cli_format_presets": N_("Competition format presets"),
    "cli_source_line": N_("source: {source}"),
    "cli_unset": N_("unset"),
    "cli_none": N_("none"),
    "cli_no_field_differs": N_("{a} and {b}: no field differs"),
    "cli_fields_differ": N_("{count} fields differ"),
    "cli_errors_count": N_("{file}: {count} error(s)"),
    "cli_ruleset_ok": N_("ok: {file}: ruleset {name!r} ({title})"),
    "cli_closest_preset": N_("closest preset: {preset}; {count} field(s) differ: {fields}"),
    "cli_same_rules": N_("same rules as the preset {preset}"),
    "cli_format_ok": N_("ok: {file}: {kind} format {name!r} ({title}), ruleset {ruleset}"),
    "cli_same_format": N_("same format as the preset {preset}"),
    "cli_demo_mangan": N_("riichi tsumo pinfu tanyao with a red five, M-League rules: mangan"),
    "cli_demo_kiriage": N_("riichi pinfu tanyao dora 1, 30 fu ron under M-League: kiriage mangan pays 8000"),
    "cli_demo_no_kiriage": N_("the same hand under Tenhou rules: no kiriage, 4 han 30 fu = 7700"),
    "cli_demo_fu_less": N_(
        "riichi pinfu tanyao under the fu-less table of the Itsuka wa Chuuren cup: 3 han = 4000"
    ),
    "cli_demo_kata_agari": N_(
        "002's kata-agari example: 9m gives chanta but 6m no yaku, so the win is refused"
    ),
    "cli_demo_refused": N_("not allowed ({code}): {message}"),
    "cli_demo_game": N_("a sample game under M-League rules, replayed and settled"),
    "cli_demo_next": N_("Next: {commands}."),
    # --- (end of hand, game, rules, records, settle)
    # --- importers (importers)
    # --- (end of importers)
    # --- store and services (store, services, cli db and the organizer's commands)
    # --- (end of store and services)
    # --- web (web pages)
    # --- (end of web)
}
