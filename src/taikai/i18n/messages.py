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
    "not_text": N_("{where}: not UTF-8 text (byte {byte} cannot be read)"),
    "not_text_sheet": N_(
        "{where}: not UTF-8 text (byte {byte} cannot be read); save the sheet as 'CSV UTF-8'"
    ),
    "bad_csv": N_("{where}: not a readable CSV file ({problem})"),
    "csv_line": N_("line {line}: {problem}"),
    "not_a_record_list": N_(
        '{where}: a Mahjong Soul contest export is {{"data": {{"record_list": [...]}}}} or a list of '
        "records, not {found}"
    ),
    "no_header": N_("{where}: the sheet has no header row ({expected})"),
    "unknown_column": N_("{where}: unknown column {column!r} (did you mean {close!r}?)"),
    "unknown_column_listed": N_("{where}: unknown column {column!r} (the columns are {columns})"),
    "repeated_column": N_("{where}: the column {column!r} appears twice"),
    "missing_column": N_("{where}: the header has no column {columns}"),
    "wrong_separator": N_("{where}: the header is one cell {header!r}; columns are separated by commas"),
    "not_an_object": N_("{where}: a record is an object, not {found}"),
    "missing_field": N_("{where}: the field {field} is missing"),
    "bad_field": N_("{where}: {field}: {problem}"),
    "seat_missing": N_("{where}: {part} has no seat {seats}"),
    "seat_repeated": N_("{where}: {part} lists seat {seat} {count} times"),
    "player_repeated": N_("{where}: {player} sits in seats {seats}"),
    "bad_time": N_("{where}: {field} {value!r} is not a time ({expected})"),
    "repeated_game": N_("{where}: the game id {game_id} was read before ({first}) with other content"),
    "missing_key": N_("{where}: the result line has no {key}="),
    "repeated_key": N_("{where}: {key}= appears twice"),
    "bad_names": N_("{where}: un= has {count} names, not 4"),
    "bad_name": N_("{where}: the name {value!r} in un= cannot be read ({problem})"),
    "name_not_utf8": N_("not UTF-8 once decoded"),
    "name_empty": N_("empty"),
    "bad_scores": N_("{where}: sc= {value!r} is not four scores in pt (such as -45.9,9.7,-15.2,51.4)"),
    "scores_not_zero_sum": N_("{where}: the scores {scores} add up to {total}, not 0.0"),
    "wrong_cell_count": N_("{where}: {count} cells, but the header has {expected}"),
    "empty_cell": N_("{where}: {column} is empty"),
    "bad_points": N_("{where}: {column} {value!r} is not a whole number of table points"),
    "bad_deposits": N_("{where}: deposits {value!r} is not a count of 1000-point sticks (0 or more)"),
    "scores_differ": N_(
        "{where}: the platform's scores {platform} are not taikai's {taikai} under {ruleset} (seat "
        "order from East; points {points})"
    ),
    "read_as_shift_jis": N_("{where}: not UTF-8; read as Excel's Shift-JIS (cp932) export"),
    "probable_duplicate": N_("{where}: the same game as {first} (same time, players and points)"),
    "log_cut": N_("{log}: the log stops {place} after {tag}: {kept}"),
    "log_cut_in_hand": N_("in hand {hand} ({label})"),
    "log_cut_before_hand": N_("before hand {hand}"),
    "log_kept_one": N_("hand 1 is replayed"),
    "log_kept": N_("hands 1-{last} are replayed"),
    "at_record": N_("{file} record {number}"),
    "at_record_uuid": N_("{file} record {number} ({uuid})"),
    "at_row": N_("{file} row {number}"),
    "at_line": N_("{file} line {number}"),
    "the_input": N_("the input"),
    "the_record": N_("the record"),
    "the_time": N_("the time"),
    "time_forms": N_("such as 2025-03-02 21:00, 2025/3/2 21:00:00 or 2025-03-02T21:00:00+09:00"),
    "found_object": N_("an object with {fields}"),
    "found_empty_object": N_("an object with no fields"),
    "found_boolean": N_("a boolean"),
    "found_null": N_("null"),
    "unknown_format": N_("{what} is not a file taikai imports: {expected}"),
    "unknown_format_xml": N_("{what} is XML but not a Tenhou mjlog (no <mjloggm> element); {expected}"),
    "unknown_format_json": N_("{what} is JSON but not a file taikai imports; {expected}"),
    "unreadable_json": N_("{what} looks like JSON but cannot be read: {problem}"),
    "read_elsewhere": N_("{what}: {source} files are read by the Tenhou log reader, not here"),
    "expected_formats": N_(
        "expected a Mahjong Soul contest export (JSON with data.record_list), tenhou.net/6 JSON "
        '("log" and "name"), a Tenhou mjlog (XML), Tenhou lobby log lines ([YYYY/MM/DD hh:mm:ss] '
        "lobby=...&un=...&sc=...) or a CSV score sheet (a header row "
        "played_at,east,south,west,north,east_points,...)"
    ),
    "in_place": N_("{where}: {problem}"),
    "log_neither": N_("{name}: neither mjlog XML nor tenhou.net/6 JSON"),
    "log_states_no_rules": N_(
        "{name}: the log does not state rules taikai can read (a Mahjong Soul log): replay it under a "
        "named ruleset, e.g. the competition's"
    ),
    "log_three_players": N_("{source} is a three-player game: taikai plays four players"),
    "log_unknown_bits": N_("{source} has bits taikai does not know (0x{bits})"),
    "log_pao_no_yakuman": N_("paoWho={pao} but no pao yakuman in the melds"),
    "log_pao_own_seat": N_("paoWho={pao} is the winner's own seat"),
    "log_not_a_win": N_("{where} is no win under {ruleset}: {problem}"),
    "log_scores_differently": N_(
        "{where} scores {han} han {points} under {ruleset}, the log says {log_han} han {log_points}"
    ),
    "log_win_of_seat": N_("{log} hand {hand}: seat {seat}'s hand"),
    "log_ends_engine_plays_on": N_(
        "{log}: the log ends the game after hand {hands}, the engine plays on ({next} next)"
    ),
    "log_pt_differ": N_("{log}: the replay settles {replay}, the log says {pt}"),
    "log_rules_text": N_("{preset} ({source}, lobby {lobby}: {traits})"),
    "log_rules_changed": N_("{preset} + {changes} ({source}, lobby {lobby}: {traits})"),
    "room_phoenix": N_("phoenix room"),
    "room_tokujou": N_("tokujou room"),
    "room_joukyu": N_("joukyu room"),
    "room_ippan": N_("ippan room"),
    "trait_east_south": N_("east-south"),
    "trait_east_only": N_("east only"),
    "trait_fast": N_("fast"),
    "trait_vs_computers": N_("vs computers"),
    "trait_red_fives": N_("red fives"),
    "trait_no_red_fives": N_("no red fives"),
    "trait_open_tanyao": N_("open tanyao"),
    "trait_no_open_tanyao": N_("no open tanyao"),
    "log_meld_bits": N_("m={m} is not a 16-bit meld value"),
    "log_meld_nukidora": N_("m={m} is a three-player north call (nukidora)"),
    "log_meld_chi": N_("m={m} is not a valid chi (chi is called from the left)"),
    "log_meld_pon": N_("m={m} is not a valid pon"),
    "log_meld_kakan": N_("m={m} is not a valid added kan"),
    "log_meld_kan": N_("m={m} is not a valid kan"),
    "log_no_attribute": N_("<{tag}> has no {key} attribute"),
    "log_not_integers": N_("<{tag} {key}={raw!r}> is not a list of integers"),
    "log_value_count": N_("<{tag} {key}={raw!r}> should hold {count} values"),
    "log_value_range": N_("<{tag} {key}> holds a value no table can hold"),
    "log_tile_id": N_("<{tag} {key}> holds tile id {value}, not between 0 and 135"),
    "log_one_tile": N_("<{tag} {key}> should hold one tile id"),
    "log_bad_meld": N_("<{tag} m>: {problem}"),
    "log_not_a_seat": N_("<{tag} {key}={value}> is not a seat 0-3"),
    "log_not_a_number": N_("<{tag}> holds {text!r}, not a number"),
    "log_pt_places": N_("<{tag}> holds the pt {text!r}, not a number with one decimal place"),
    "log_owari_count": N_("<{tag} owari={raw!r}> should hold 8 values"),
    "log_owari_score": N_("<{tag} owari={raw!r}> has a score that is not an integer"),
    "log_yaku_pairs": N_("<AGARI> has a yaku list that is not (id 0-54, han) pairs"),
    "log_yaku_no_han": N_("<AGARI yaku> gives a yaku no han"),
    "log_agari_tiles": N_("<AGARI> has {tiles} closed tiles and {melds} melds: not a 14-tile hand"),
    "log_agari_ten": N_("<AGARI ten={ten!r}> is not fu, points and a limit code 0-5"),
    "log_agari_yakuman": N_("<AGARI> lists a yakuman but its limit code is not 5"),
    "log_draw_type": N_("<RYUUKYOKU type={kind!r}> is not one of {kinds}"),
    "log_hand_no_result": N_("a hand (INIT) ends without AGARI or RYUUKYOKU"),
    "log_nested": N_("<{tag}> holds other tags: mjlog tags are not nested"),
    "log_after_owari": N_("<{tag}> comes after the end of the game (owari)"),
    "log_move_tile": N_("tile id {tile} is not between 0 and 135"),
    "log_unknown_tag": N_("<{tag}> is not a tag of an mjlog"),
    "log_before_init": N_("<{tag}> comes before the first INIT"),
    "log_rate_count": N_("<UN rate={rate!r}> should hold 4 values"),
    "log_first_dealer": N_("<TAIKYOKU oya={oya}>: the first dealer of a Tenhou log is seat 0"),
    "log_init_early": N_("INIT comes before the GO, UN and TAIKYOKU tags"),
    "log_seed_range": N_("<INIT seed={seed!r}> has a round, count or dora indicator out of range"),
    "log_init_tiles": N_("<INIT hai{seat}> has {count} tiles, not 13"),
    "log_init_dealer": N_("<INIT oya={dealer}> is not the dealer of round {round}"),
    "log_reach_step": N_("<REACH step={step}> is not 1 or 2"),
    "log_draw_after_win": N_("a draw follows a win in the same hand"),
    "log_no_hand": N_("no complete hand in the log (it stops after {tag})"),
    "log_no_tags": N_("no GO, UN and INIT tags in the log (it stops after {tag})"),
    "log_not_xml": N_("not well-formed XML ({problem})"),
    "log_no_xml_tag": N_("no XML tag in the text: not a Tenhou mjlog"),
    "log_root_tag": N_("root tag <{tag}> is not <mjloggm>: not a Tenhou mjlog"),
    "log_gunzip": N_("cannot gunzip ({problem})"),
    "log_too_large": N_("unpacks to more than {mib} MiB"),
    "log_not_utf8": N_("not UTF-8 text (byte {byte} cannot be read)"),
    "log_member_too_large": N_("larger than a log can be"),
    "log_archive": N_("cannot read the archive ({problem})"),
    "log_tile_code": N_("{code!r} is not a tile code (11-19, 21-29, 31-39, 41-47, 51-53)"),
    "log_red_five": N_("a red five ({code}) in a game without red fives"),
    "log_fifth": N_("a fifth {tile} comes into view"),
    "log_fifth_red": N_("a fifth red {tile} comes into view"),
    "log_not_in_hand": N_("{code!r} is not in the hand"),
    "log_not_a_call": N_("{text!r} is not a call (c, p, m, a or k with tile codes)"),
    "log_call_on_draw": N_("seat {seat} calls {code!r} where it draws a tile"),
    "log_kakan_no_pon": N_("seat {seat} adds {text!r} to a pon it does not have"),
    "log_bad_discard": N_("seat {seat} discards {text!r}, which is not a tile, a riichi or a kan"),
    "log_no_rinshan": N_("seat {seat} has no replacement draw after its kan"),
    "log_minkan_zero": N_("seat {seat}'s discards do not hold the 0 after its open kan"),
    "log_minkan_no_rinshan": N_("seat {seat} has no replacement draw after its open kan"),
    "log_moves_after_end": N_("seat {seat}'s draws or discards go on after the hand ends"),
    "log_not_a_yaku": N_("{text!r} is not a yaku like '立直(1飜)' or '大三元(役満)'"),
    "log_unknown_yaku": N_("unknown yaku {name!r}"),
    "log_unknown_yaku_close": N_("unknown yaku {name!r} (did you mean {close!r}?)"),
    "log_not_a_score": N_("{text!r} is not a score like '30符1飜1000点' or '満貫2000-4000点'"),
    "log_unknown_limit": N_("{text!r} names no limit this reader knows ({prefix!r})"),
    "log_paid_as": N_("{text!r} is paid as {paid_as}, on {win}"),
    "log_a_ron": N_("a ron"),
    "log_not_a_list": N_("is not a list"),
    "log_not_a_list_of": N_("is not a list of {count}"),
    "log_not_round_start": N_("is not [round, honba, sticks]"),
    "log_not_13_tiles": N_("is not a list of 13 tiles"),
    "log_not_4_names": N_("is not a list of the 4 names"),
    "log_not_4_players": N_("is not a list of 4 players"),
    "log_not_sc": N_("is not a list of 8 values (points and pt per seat)"),
    "log_not_an_integer": N_("{value!r} is not an integer between {low} and {high}"),
    "log_value_not_number": N_("{value!r} is not a number"),
    "log_not_a_pt": N_("{value} is not a pt with at most one decimal place"),
    "log_not_a_text": N_("is not a text of at most {limit} characters"),
    "log_result_name": N_("does not start with its name (和了, 流局, 九種九牌 ...)"),
    "log_win_pairs": N_("a win lists (deltas, [who, from, pao, score, yaku ...]) pairs"),
    "log_unknown_result": N_("{name!r} is not a result this reader knows"),
    "log_unknown_result_close": N_("{name!r} is not a result this reader knows (did you mean {close!r}?)"),
    "log_deltas_hundreds": N_("{deltas} are not multiples of 100"),
    "log_wins_not_one_discard": N_("the wins are not one discard's rons by different seats"),
    "log_not_win_info": N_("is not [who, from, pao, score, yaku ...]"),
    "log_han_disagree": N_("the score says {said} han, the yaku add up to {han}"),
    "log_not_yakuman_payment": N_("{score!r} is not a yakuman's payment ({unit} points a yakuman)"),
    "log_win_on_wrong_tile": N_(
        "seat {seat} cannot win on seat {from_seat}'s tile: the hand ends on another's"
    ),
    "log_win_tiles": N_("seat {seat} holds {tiles} tiles and {melds} melds: not a win"),
    "log_noten_payments": N_("the noten payments {deltas} do not match the tenpai seats {tenpai}"),
    "log_hand_parts": N_("has {count} parts, not 17 (round, scores, dora, ura, 4 x 3 lists, result)"),
    "log_dora_count": N_("has {count} dora indicators, not 1-5"),
    "log_dora_more": N_("has {count} dora indicators more than its kans turn over"),
    "log_not_mapping": N_('is not {{"nickname": ..., "account_id": ...}}'),
    "log_not_a_rate": N_("{value!r} is not a rate"),
    "log_not_rule": N_('is not {{"disp": ..., "aka51": ..., "aka52": ..., "aka53": ...}}'),
    "log_pf3": N_("PF3 is a three-player game: taikai plays four players"),
    "log_disp_aka": N_("disp {disp!r} and the aka counts disagree on red fives"),
    "log_not_tenhou6": N_('not a tenhou.net/6 log (an object with "log", "name", "sc" ...)'),
    "log_unknown_field": N_("unknown field {key!r}"),
    "log_unknown_field_close": N_("unknown field {key!r} (did you mean {close!r}?)"),
    "log_no_result_followed": N_("has no result, and hands follow it"),
    "log_no_complete_hand": N_("no complete hand in the log"),
    # --- (end of importers)
    # --- store and services (store, services, cli db and the organizer's commands)
    "competition_not_found": N_("no competition {competition!r}"),
    "player_not_found": N_("{competition}: no player {player!r}"),
    "game_not_found": N_("{competition}: no game {game!r}"),
    "action_not_found": N_("{competition}: no action {action}"),
    "staff_not_found": N_("no staff account {login!r}"),
    "competition_exists": N_("a competition {competition!r} already exists"),
    "player_exists": N_("{competition}: a player {player!r} already exists"),
    "account_taken": N_("{competition}: the account {account!r} is already player {player!r}'s"),
    "game_exists": N_("{competition}: a game {game!r} already exists"),
    "platform_game_stored": N_(
        "{competition}: the {platform} game {platform_id!r} is already stored as game {game!r}"
    ),
    "key_used": N_("{competition}: the key {key!r} is already used by game {game!r}"),
    "table_entered": N_("{competition}: round {round} table {table} is already entered as game {game!r}"),
    "staff_exists": N_("a staff account {login!r} already exists"),
    "player_has_games": N_(
        "{competition}: player {player!r} sits in {games} stored games and cannot be removed"
    ),
    "refused_by_database": N_("the database refused the change ({detail})"),
    "bad_url": N_(
        "{url!r} is not a database URL: write sqlite:///{url} for a SQLite file, or "
        "postgresql://USER@HOST/NAME"
    ),
    "unsupported_url": N_(
        "{url}: taikai stores in SQLite (sqlite:///FILE) or in PostgreSQL through psycopg 3 "
        "(postgresql://USER@HOST/NAME)"
    ),
    "cannot_connect": N_("cannot open the database {url}: {reason}"),
    "database_outdated": N_(
        "the database {url} is at schema revision {current}, this taikai needs {head}: run `taikai "
        "init{option}` to upgrade it (back it up first with `taikai db backup FILE{option}`)"
    ),
    "database_newer": N_(
        "the database {url} is at schema revision {current}, which this taikai does not know (a newer "
        "taikai made it): upgrade taikai"
    ),
    "not_taikai": N_(
        "the database {url} has tables but no taikai schema revision: it is not a taikai database "
        "(choose another with --db)"
    ),
    "database_failed": N_("the database {url} failed: {reason}"),
    "backup_exists": N_("{path} already exists: choose another file, or add --force to overwrite it"),
    "cannot_write": N_("cannot write {path}: {reason}"),
    "not_a_backup": N_("{path} is not a taikai backup: {reason}"),
    "backup_version": N_("{path}: a backup of format version {version}; this taikai reads version 1"),
    "backup_newer": N_(
        "{path} was made at schema revision {revision}, which this taikai does not know (a newer "
        "taikai made it): upgrade taikai to restore it"
    ),
    "backup_table": N_("{path}: table {table!r} {problem}"),
    "database_not_empty": N_(
        "the database {url} is not empty ({rows} rows): restore into an empty or new database, or add "
        "--replace to replace everything in it"
    ),
    "restore_refused": N_("{path} cannot be restored into {url}: {reason} (the database is unchanged)"),
    "nothing_to_back_up": N_("the database {url} is new or not there: there is nothing to back up"),
    "backup_no_format": N_('no "format": "{format}" at the top'),
    "backup_no_revision": N_('"revision" must be a revision name'),
    "backup_no_tables": N_('"tables" must be an object'),
    "table_shape": N_('must have "columns" and "rows"'),
    "table_columns": N_("columns must be a list of names"),
    "table_rows": N_("rows must be lists of {count} values"),
    "table_unknown": N_("is not in revision {revision}"),
    "table_missing": N_("is missing"),
    "table_columns_differ": N_("has columns {columns}, not those of the schema"),
    # --- (end of store and services)
    # --- web (web pages)
    # --- (end of web)
}
