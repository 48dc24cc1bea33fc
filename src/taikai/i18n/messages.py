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
    "reason_parts": N_("; "),
    "not_enough_games": N_("{games} games, {needed} needed for promotion"),
    "league_shared_rank": N_("rank {rank} shared by {players} players"),
    "league_top_met": N_("{games} games, top {top}% <= {limit}%: +1"),
    "league_small_field": N_(
        "{games} games, top {top}%, rank 1 with {participants} < {below} participants: +1"
    ),
    "league_top_missed": N_("{games} games, top {top}% > {limit}%"),
    "league_pool_first": N_("rank 1 among {groups}: +1"),
    "league_steps_capped": N_("promotion capped at +{steps} in a season"),
    "league_demoted": N_("bottom {bottom}% <= {limit}%: -{steps}"),
    "league_saved_by_promotion": N_("bottom {bottom}% <= {limit}%, but promotion beats demotion"),
    "league_void_stays": N_("bottom {bottom}% <= {limit}%, but the season is void: stays"),
    "league_stays": N_("stays"),
    "league_void_season": N_(
        "nobody of the {participants} participants met a promotion condition: the season is void, "
        "nobody moves"
    ),
    "league_season_counts": N_("{qualified} of the {participants} participants met a promotion condition"),
    "league_champion": N_(
        "season champion {player}: the best-ranked player (rank {rank}) who met a promotion condition"
    ),
    "league_no_champion": N_("no season champion: nobody met a promotion condition"),
    "league_rank_champion": N_(
        "{group} champion {player}: the best-ranked player (rank {rank}) of {group} or below who met "
        "a promotion condition"
    ),
    "league_rank_champion_lower": N_(
        "no {group} champion: the best-ranked player of {group} or below who met a promotion "
        "condition is {player}, of {player_group}"
    ),
    "league_no_rank_champion": N_(
        "no {group} champion: nobody of {group} or below met a promotion condition"
    ),
    "game_id_repeated": N_("game {game} appears more than once; only its first entry counts"),
    "four_players_needed": N_("a game needs four different players, got {seats}"),
    "league_game_no_result": N_("the game gives neither table points nor scores"),
    "league_game_points_and_scores": N_(
        "the game gives both table points and settled scores: keep 'points' to have it settled with "
        "the format's ruleset, or 'scores' if it was settled elsewhere"
    ),
    "league_game_scores_with_deposits": N_(
        "settled scores with deposits: deposits go with table points ('points'); scores include them"
    ),
    "league_game_scores_with_penalties": N_(
        "settled scores with penalties: penalties go with table points ('points'); scores include them"
    ),
    "league_game_score_count": N_("{scores} scores for {players} players"),
    "league_game_score_not_pt": N_(
        "score {score} is not a pt amount with one decimal place (at most {most} either way)"
    ),
    "unregistered_players": N_("unregistered player(s) {players}"),
    "league_game_blacklisted": N_("{player} is blacklisted and cannot be entered"),
    "league_game_maintenance": N_(
        "played on {day} ({timezone}), in the maintenance period (day {first} to the month's end): "
        "it belongs to no season unless the organizer accepts it"
    ),
    "league_game_no_ruleset": N_("table points need the format's ruleset"),
    "probable_duplicate": N_(
        "games {first} and {second} have the same players, time and result: the same game entered "
        "twice? (both count)"
    ),
    "scores_not_zero_sum": N_(
        "game {game}: the scores add up to {total}, not 0.0 (a penalty? the game is counted as given)"
    ),
    "far_season": N_(
        "season {season} is {gap} months from the nearest other season {nearest}: a year or month "
        "typed wrong? (counted as given; games {games}: {count} in all)"
    ),
    "assumed_default": N_("{origin} gives no '{field}': {value} assumed"),
    "league_log_blacklist": N_("blacklist {player}: games with them are refused"),
    "league_log_blacklist_since": N_("blacklist {player} from {since}: games with them are refused"),
    "league_log_hide_name": N_("hide the name of {player} in public standings"),
    "league_log_accept_game": N_("accept game {game} of {day} (maintenance period) into season {season}"),
    "league_log_accept_unused": N_("accept_game {game}: no such game in a maintenance period (no effect)"),
    "league_log_reset": N_("record reset by the organizer: {player} {before} -> {after} from {season}"),
    "league_log_special_promotion": N_(
        "special promotion +{steps} (championship {year}, place {place}): {player} {before} -> "
        "{after} from {season}"
    ),
    "league_log_close": N_("season {season} closed at {at}: its standings are final"),
    "league_log_reopen": N_("season {season} reopened at {at}: {reason}"),
    "league_log_reopen_unused": N_(
        "reopen_season {season} at {at}: the season was not closed (no effect): {reason}"
    ),
    "league_withdrew_before_qualifiers": N_(
        "championship {year}: {player} withdrew before the qualifiers: the next players by annual "
        "points move up"
    ),
    "league_withdrew_not_finalist": N_(
        "championship {year}: {player} withdrew after the qualifiers (not a finalist): no change"
    ),
    "league_finalist_not_replaced": N_(
        "championship {year}: finalist {player} withdrew; no qualifier player is left to move up"
    ),
    "league_finalist_replaced": N_(
        "championship {year}: finalist {player} withdrew after the qualifiers: {replacement} moves up"
    ),
    "league_qualifier_result": N_("championship {year}: {table} result: {places}"),
    "league_final_result": N_("championship {year}: final: {players} (totals {totals})"),
    "league_no_such_tier": N_("tier level {level} is not on the ladder"),
    "league_unknown_tier": N_("unknown tier {tier!r} (tiers look like {examples})"),
    "league_bad_season": N_("{field}: {value} is not a season (YYYY-MM)"),
    "league_action_player": N_(
        "actions[{index}] ({action}) names {player!r}, who is not a registered player"
    ),
    "league_withdrawal_after_final": N_(
        "{player} withdrew from the {year} championship after its final was played"
    ),
    "league_withdrawal_during_qualifiers": N_(
        "{player} withdrew from the {year} championship during the qualifiers; the regulations only "
        "cover withdrawals before the qualifiers start and by a finalist after them"
    ),
    "league_unknown_table": N_(
        "unknown qualifier table {table!r} in the {year} championship (tables: {tables})"
    ),
    "league_result_twice": N_("the result of {table} ({year}) was entered twice"),
    "league_result_too_early": N_(
        "the result of {table} ({year}) came before the results of its feeder tables ({feeders})"
    ),
    "league_result_players": N_("the result of {table} ({year}) lists {places}; its players are {players}"),
    "league_final_twice": N_("the final of {year} was entered twice"),
    "league_final_too_early": N_("the final of {year} was entered before the qualifiers ended"),
    "league_final_hanchan": N_("the final of {year} needs {first} + {last} hanchan, got {given}"),
    "league_final_players": N_("a final hanchan of {year} lists {players}; the finalists are {finalists}"),
    "league_promotion_inside_year": N_(
        "special promotions of {year} cannot take effect in {season}, inside the year"
    ),
    "league_player_twice": N_("player {player!r} is registered twice"),
    "league_year_without_seasons": N_("championship actions for {year}, a year without seasons"),
    "league_closed_season_changed": N_(
        "season {season} was closed at {at}, and its games have changed since: {games} ({count} in "
        "all); a reopen_season action must reopen it first"
    ),
    "league_file_not_object": N_("{origin} must be a JSON object with players and games"),
    "league_no_players": N_("{origin} has no 'players' list"),
    "league_unknown_field": N_("{field}: unknown field {name!r} (did you mean {close!r}?)"),
    "league_unknown_field_listed": N_("{field}: unknown field {name!r} (fields: {valid})"),
    "league_missing_field": N_("{field}: {name!r} is missing"),
    "league_not_object": N_("{field} must be an object, not {value}"),
    "league_not_list": N_("{field}: a list, not {value}"),
    "league_not_id": N_("{field}: an id is a string of 1 to {most} characters, not {value}"),
    "league_not_name": N_("{field}: a name is a string of 1 to {most} characters, not {value}"),
    "league_not_text": N_("{field}: a text of 1 to {most} characters, not {value}"),
    "league_not_tier": N_("{field}: a tier is a string like D3, B2, S1, not {value}"),
    "league_unknown_tier_at": N_("{field}: unknown tier {tier!r} (tiers look like {examples})"),
    "league_not_time": N_(
        "{field}: {value} is not an ISO 8601 time like 2025-03-02T21:00:00+09:00 (years {first}-{last})"
    ),
    "league_not_pt": N_("{field}: {value} is not a score in pt (one decimal place at most, up to {most})"),
    "league_not_year": N_("{field}: a league year such as 2025, not {value}"),
    "league_not_ids": N_("{field}: a list of player ids, not {value}"),
    "league_not_hanchan": N_("{field}: a list of hanchan, each mapping player ids to pt, not {value}"),
    "league_not_fingerprint": N_(
        "{field}: not a fingerprint taikai writes (`taikai league close` computes it)"
    ),
    "league_unknown_action": N_(
        "{field}: {value} is not an action (did you mean {close!r}?); one of {actions}"
    ),
    "league_unknown_action_listed": N_("{field}: {value} is not an action; one of {actions}"),
    "league_format_not_preset": N_(
        "format: no preset named {value}: presets are {presets} (a format file is read only from a "
        "league file's folder)"
    ),
    "league_unknown_timezone": N_("timezone: unknown time zone {value}: an IANA name such as {close!r}"),
    "league_game_not_object": N_("a game is an object, not {value}"),
    "league_game_unknown_field": N_("unknown field {name!r} (did you mean {close!r}?)"),
    "league_game_unknown_field_listed": N_("unknown field {name!r} (fields: {valid})"),
    "league_game_missing": N_("{name!r} is missing"),
    "league_game_points_without_seats": N_(
        "'points' are given without 'seats' (the players, in the same order)"
    ),
    "league_game_seats_without_points": N_(
        "'seats' are given without 'points' (with 'scores', the players are the keys of 'scores')"
    ),
    "league_game_no_points_or_scores": N_(
        "give 'seats' and 'points' (table points), or 'scores' (settled pt by player)"
    ),
    "league_game_bad_id": N_("id: a string of 1 to {most} characters, not {value}"),
    "league_game_bad_time": N_(
        "played_at: {value} is not an ISO 8601 time like 2025-03-02T21:00:00+09:00 (years {first}-{last})"
    ),
    "league_game_bad_points": N_("points: one integer per seat, at most {most:,} either way, not {value}"),
    "league_game_bad_seats": N_("seats: a list of player ids (1 to {most} characters), not {value}"),
    "league_game_bad_deposits": N_("deposits: the riichi sticks left on the table, 0 to {most}, not {value}"),
    "league_game_bad_scores": N_("scores: an object of player ids and pt, not {value}"),
    "league_game_bad_score_player": N_(
        "scores: a player id is a string of 1 to {most} characters, not {value}"
    ),
    "league_game_bad_score": N_(
        "scores.{player}: {value} is not a score in pt (one decimal place at most, up to {most})"
    ),
    "league_game_bad_penalties": N_(
        "penalties: a list of penalties ({{'seat': 0-3, 'kind': ...}}), not {value}"
    ),
    "league_game_bad_penalty": N_("penalties[{index}]: {problem}"),
    "league_text_season": N_("Season {season}: {participants} participants (provisional: not closed yet)"),
    "league_text_season_closed": N_("Season {season}: {participants} participants (closed at {at})"),
    "league_text_champions": N_("champion: {champion}; in-rank champions: {champions}"),
    "none_listed": N_("(none)"),
    "league_text_season_head": N_("rank|tier|games|score|top|bottom|move|player"),
    "league_text_year": N_("League year {year} ({seasons})"),
    "league_text_year_head": N_("#|annual pt|season wins|rank wins|score|games|player"),
    "league_text_championship": N_("Championship {year}"),
    "league_text_table": N_("{table}: {players}"),
    "league_text_final": N_(
        "final #{place}: {player}: {carry} carried + {last} = {total}; special promotion +{promotion}"
    ),
    "league_text_rejected": N_("Rejected games ({count:,})"),
    "league_text_no_season": N_("No accepted game: no season to show."),
    "league_text_unknown_season": N_("no season {season} in this league (seasons: {seasons})"),
    "league_text_lowest_tier": N_(
        "{seasons} seasons in a row at the lowest tier (the organizer may hide the name or reset the record):"
    ),
    "league_text_lowest_tier_player": N_("{player}: {seasons}"),
    "league_text_actions": N_("Organizer actions:"),
    "league_text_closed": N_(
        "season {season} closed at {at} (accepted games: {games}); the close_season action is added to {file}"
    ),
    "league_text_reopened": N_(
        "season {season} reopened at {at}; the reopen_season action is added to {file}"
    ),
    "league_close_no_season": N_(
        "no accepted game in season {season}: nothing to close (seasons: {seasons})"
    ),
    "league_close_already": N_(
        "season {season} is already closed (at {at}); reopen it first to close it again"
    ),
    "league_reopen_not_closed": N_("season {season} is not closed: nothing to reopen"),
    "league_file_compressed": N_("{file} is gzip-compressed: unpack it to add an action"),
    "cup_record_unfinished": N_("the record ends before the game is over (after hand {hands})"),
    "record_players_differ": N_(
        "game {game}: the record's players {record} are neither the seats {seats} nor their names "
        "(the seats count)"
    ),
    "chombo_paid_in_points": N_(
        "game {game}: the chombo of seat {seat} changes no score under this ruleset (chombo.kind "
        "{kind}): its payment must already be in the final points"
    ),
    "far_month": N_(
        "{month} is {gap} months from the other months with games (nearest: {nearest}): a mistyped "
        "date? (games {games}: {count} in all)"
    ),
    "cup_file_not_object": N_("{origin}: a cup file is a JSON object with format, players and games"),
    "cup_field_hint": N_("not a field of a cup file; docs/cup.md lists them"),
    "cup_record_rules": N_(
        "{origin}: field '{field}': {rules} is not the cup's ruleset {ruleset!r} (a cup's games are "
        "settled under its format's ruleset; leave 'rules' out)"
    ),
    "cup_record_rule_changes": N_(
        "{origin}: field '{field}': a cup's games are played under its format's ruleset (copy the "
        "format and its ruleset to change a rule)"
    ),
    "cup_bad_penalty": N_("{origin}: penalty '{field}': {problem}"),
    "cup_player_twice": N_("{origin}: field '{field}': {player!r} is listed twice"),
    "cup_text_title": N_("{title} {month}: {games} games ({timezone})"),
    "cup_text_caption": N_("ruleset {ruleset}; equal scores: {ties}"),
    "cup_text_ties_shared": N_("shared rank"),
    "cup_text_ties_count_back": N_("more 1st places, then 2nd, then 3rd"),
    "cup_text_head": N_("rank|player|score|games|1st|2nd|3rd|4th"),
    "cup_text_games_title": N_("Games of {month}"),
    "cup_text_games_head": N_("game|played at|seats: points, place, score"),
    "cup_text_no_month": N_("No game counts: no standings to show."),
    "cup_text_rejected": N_("rejected {game} ({code}): {message}"),
    "cup_bad_option": N_("--games lists the games in the tables; the JSON has no game list"),
    "cup_unknown_month": N_("no games in {month} (months with games: {months})"),
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
    "file_more_problems": N_("{origin}: and {count} more problems"),
    "file_fields_hint": N_("docs/tournament.md describes every field"),
    "value_id": N_("an id or key has no spaces or control characters"),
    "value_name": N_("a name is one line without control characters"),
    "value_iso_text": N_("an ISO date or time is a string, not {kind}"),
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
    "yaku_unknown": N_("{field}: unknown yaku name(s) {names} (see docs/contracts.md section 1)"),
    "visible_copies": N_(
        "the hand, melds, dora and ura indicators hold {count} copies of {tile}: there are only 4"
    ),
    "visible_reds": N_(
        "the hand, melds, dora and ura indicators hold {count} red {tile}: the ruleset has {allowed}"
    ),
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
    "request_not_object": N_("{what} must be a JSON object, not {value}"),
    "shape_score_request": N_("a score request"),
    "shape_meld": N_("a meld"),
    "shape_pao": N_("pao"),
    "field_not_object": N_("{field} must be a JSON object, not {value}"),
    "field_unknown_close": N_("unknown field {key} (did you mean {close!r}?)"),
    "field_unknown_list": N_("unknown field {key} (the fields are {names})"),
    "field_flag": N_("{field} must be true or false, not {value}"),
    "field_count": N_("{field} must be a whole number >= 0, not {value}"),
    "field_integer": N_("{field} must be a whole number, not {value}"),
    "field_text": N_("{field} must be a string, not {value}"),
    "field_text_long": N_("{field} must be at most {limit} characters, not {length:,}"),
    "field_list": N_("{field} must be a list, not {value}"),
    "field_list_long": N_("{field} must have at most {limit} items, not {length:,}"),
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
    "json_invalid_value": N_("not valid JSON here: {problem}"),
    "json_bounds": N_("not valid JSON here: {problem} (line {line}, column {column})"),
    "number_too_long": N_("a number of {length:,} characters is too long: a number has at most {most}"),
    "number_not_a_number": N_("{number} is not a number (such as -10.0 or 1.5e3)"),
    "number_out_of_bounds": N_(
        "the number {number} is out of bounds: written out in full, a number has at most {digits} digits "
        "before its point and {digits} after it"
    ),
    "number_not_whole": N_("{number} is not a whole number"),
    "json_lone_surrogate": N_(
        'not valid JSON here: a string holds a lone surrogate escape (such as "\\ud800")'
    ),
    "stream_line_too_long": N_("a line longer than {limit:,} bytes: each line is one request"),
    "stream_empty_line": N_("an empty line: each line is one request, a JSON object"),
    "stream_not_object": N_("each line must be a JSON object (a request), not a list or a single value"),
    "stream_internal_error": N_("taikai failed on this request ({kind})"),
    "stream_cannot_write": N_("taikai cannot write this answer ({kind})"),
    "stream_cannot_read": N_("cannot read the input: {reason}"),
    "stream_cannot_write_output": N_("cannot write the answers: {reason}"),
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
    "penalty_paid_in_play": N_(
        "under ruleset {ruleset} a chombo is paid in points during play (a mangan to the others): the "
        "final points hold it already; enter the game hand by hand to record it"
    ),
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
    "selfplay_long_game": N_("self-play stopped: the game went on past {limit} hands"),
    "selfplay_long_hand": N_("self-play stopped: hand {label} went on past {limit} actions"),
    "replay_illegal": N_("hand {number}: {problem}"),
    "replay_differs": N_("hand {number} ({label}): the engine's {what} is {engine}, the record's {recorded}"),
    "replay_hand": N_("hand {number} ({label}): {problem}"),
    "replay_tile_copies": N_("the play shows more copies of {tile} than there are"),
    "replay_what_draws": N_("sequence of draws and dora indicators"),
    "replay_what_end": N_("end of the hand"),
    "replay_what_result": N_("result of the hand"),
    "replay_what_table": N_("table after the hand (points, honba, sticks)"),
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
    "unknown_yaku": N_("{name!r} is not a yaku name (docs/contracts.md section 1 lists them)"),
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
    # (the play of a hand, record version 2)
    "needs_version_2": N_("{field} is kept by records of version 2 (set version to 2)"),
    "play_seat": N_("seat {seat} is not a seat (0 to 3)"),
    "play_start_seats": N_("the start hands are {count}, not 4"),
    "play_start_tiles": N_("{seat}'s start hand has {count} tiles, not 13"),
    "play_copies": N_("{count} copies of {tile} among the tiles of the hand (at most 4)"),
    "play_copies_red": N_("{count} red fives {tile} among the tiles of the hand (at most 1)"),
    "play_not_in_hand": N_("{seat} plays {tile}, which is not in its hand"),
    "play_tsumogiri": N_("{seat}'s tsumogiri {tile} is not the tile it just drew"),
    "play_call_type": N_("{type!r} is not a call (chi, pon, minkan, kakan, ankan)"),
    "play_call_tiles": N_("{seat}'s {type} has {tiles} tiles, or its called or added tile is missing"),
    "play_call_from": N_("{seat}'s {type} needs the seat the tile came from (another seat)"),
    "play_deltas": N_("a result's deltas are 4 numbers, one per seat"),
    "open_and_request": N_("open is told by the request's melds: leave it out beside a request"),
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
    "value_kan_caller": N_("{value}, paid by the kan's caller: {seat}"),
    "abortive_kyuushu_kyuuhai": N_("kyuushu_kyuuhai"),
    "abortive_suufon_renda": N_("suufon_renda"),
    "abortive_suucha_riichi": N_("suucha_riichi"),
    "abortive_suukaikan": N_("suukaikan"),
    "abortive_sanchahou": N_("sanchahou"),
    # (where a problem is: every file read into a model)
    "field_problem": N_("{origin}: field '{field}': {problem}"),
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
    "toml_bounds": N_("{origin}: not valid TOML here: {problem}"),
    "no_preset": N_(
        "no ruleset named {name}: presets are {presets}, or give the path of a ruleset file (a name "
        "ending in .toml or holding a /)"
    ),
    "no_preset_close": N_(
        "no ruleset named {name} (did you mean {close!r}?): presets are {presets}, or give the path of "
        "a ruleset file (a name ending in .toml or holding a /)"
    ),
    # (competition formats)
    "format_field_hint": N_("not a {kind} format field; `taikai formats show NAME` lists them all"),
    "format_not_a_table": N_("{origin}: a format must be a table of fields, not {type}"),
    "format_kind_missing": N_("{origin}: field 'kind': missing (the kind of competition: {kinds})"),
    "format_kind_unknown": N_("{origin}: field 'kind': unknown kind {kind}: one of {kinds}"),
    "format_kind_unknown_close": N_(
        "{origin}: field 'kind': unknown kind {kind} (did you mean {close!r}?): one of {kinds}"
    ),
    "format_wrong_kind": N_("{origin}: {name!r} is a format for a {kind}, not for a {wanted}"),
    "format_preset_origin": N_("the format preset {name}"),
    "format_version": N_("version {version} is not supported (this taikai reads version {current})"),
    "format_unknown_zone": N_("unknown time zone {zone!r} (an IANA name such as Asia/Tokyo)"),
    "format_unknown_zone_close": N_("unknown time zone {zone!r} (did you mean {close!r}?)"),
    "format_discount_name": N_("discount name {name}: letters, digits, '-' and '_' only"),
    "format_discount_yen": N_("discount {name}: a whole number of yen from 0 to {most}"),
    "format_avoid_repeats": N_("avoid_repeats needs bands to swap in: set it false with tables = 'in_order'"),
    "format_no_route_to_final": N_("no table leads to the {final!r} table"),
    "format_final_routes_on": N_("the {final!r} table sends nobody on"),
    "format_routed_twice": N_("{table!r} place {place} is routed twice"),
    "format_seeded_twice": N_("a table is seeded twice"),
    "format_group_twice": N_("group {group!r} is listed twice"),
    "format_group_open": N_("only the last (highest) group may be open-ended"),
    "format_group_points": N_("{values} values for the group's {tiers} tiers"),
    "format_alias_is_group": N_("{alias!r} is the name of a group"),
    "format_no_preset": N_(
        "no format named {name!r}: presets are {presets}, or give the path of a .toml file"
    ),
    "format_no_preset_close": N_(
        "no format named {name!r} (did you mean {close!r}?): presets are {presets}, or give the path of a "
        ".toml file"
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
    "xz_too_large": N_("cannot read {path}: unpacks to more than {size}"),
    "xz_damaged": N_("cannot read {path}: a damaged xz file"),
    "xz_truncated": N_("cannot read {path}: a truncated xz file"),
    "xz_memory": N_("cannot read {path}: an xz file that asks more than {size} of memory to unpack"),
    "file_not_utf8": N_("cannot read {path}: not UTF-8 text (byte {byte} cannot be read)"),
    "kind_folder": N_("a folder"),
    "kind_pipe": N_("a pipe"),
    "kind_socket": N_("a socket"),
    "kind_device": N_("a device"),
    "kind_not_a_file": N_("not a file"),
    "kind_link": N_("a link"),
    # (an archive's entries)
    "member_too_large": N_("larger than {size}: not read"),
    "member_not_regular": N_("not a regular file ({kind}): not read"),
    "archive_too_many_entries": N_(
        "the archive has more than {most} entries: this one and the rest were not read"
    ),
    "archive_too_large": N_("the archive unpacks to more than {size}: the rest of it was not read"),
    "archive_header_too_large": N_("a tar header larger than {size}: the rest of the archive was not read"),
    "archive_damaged": N_("the archive is damaged or cut short ({problem}): the rest of it was not read"),
    "size_mib": N_("{mib} MiB"),
    "size_bytes": N_("{count} bytes"),
    # (a settle request)
    "settle_points_missing": N_(
        "points: missing: the final table points in seat order, e.g. [48000, 31000, 12000, 9000]"
    ),
    "penalty_kind_choice": N_("{field} must be one of {kinds}, not {value}"),
    "penalty_seat_missing": N_("{field}: missing: the seat (0-3) the penalty is given to"),
    "penalty_pt_type": N_("{field} must be a number such as -10.0, not {value}"),
    "penalty_text": N_(
        "{field}: {value} is not a penalty: write WIND:KIND, the wind E, S, W or N and the kind "
        "chombo, chombo_intentional, red_card or pt:AMOUNT (e.g. W:chombo, N:pt:-10.0)"
    ),
    # (a game record)
    "record_field_hint": N_("not a record field; docs/game-record.md lists them"),
    "record_neither": N_("{origin}: neither TOML nor JSON: {toml}; {json}"),
    "record_not_an_object": N_("a game record is an object (a TOML table), not {kind}"),
    "record_names_its_rules": N_("unknown field (did you mean 'rules'?)"),
    "record_rules_type": N_("a preset name or a ruleset file, not {value}"),
    "record_rules_preset": N_("{value}: a record that is no file of its own names a preset"),
    "record_changes_type": N_("a table of ruleset fields, not {value}"),
    "request_not_an_object": N_("a request is an object (docs/contracts.md section 1), not {kind}"),
    "request_has_rules": N_("a request in a record plays under the record's rules: remove its 'rules'"),
    "json_bool_or_null": N_("true, false or null"),
    "json_number": N_("a number"),
    "json_string": N_("a string"),
    "json_list": N_("a list"),
    "game_not_over": N_("the record ends before the game is over (next hand: {next_hand}); no settlement"),
    "play_value": N_("cannot read {value} (docs/game-record.md, The play, says how a play is written)"),
    "play_field": N_("not a field of a play (its fields: {fields})"),
    "play_missing": N_("a play needs its {field}"),
    "play_events": N_("a list of at most {most} events"),
    "export_format": N_("{format} is not an export format ({formats})"),
    "export_refused": N_("cannot export a game the engine does not replay: {problem}"),
    "export_no_play": N_(
        "hand {hand} ({label}) keeps its result only, not its play: only games imported from a log can be "
        "exported as mjai or tenhou.net/6"
    ),
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
    "cli_argument_not_utf8": N_(
        "argument {index}, {argument}, is not UTF-8 text (byte {byte} cannot be read): give names and "
        "paths in UTF-8"
    ),
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
    # --- the tile-level engine (game.engine; issue 21)
    "engine_illegal": N_("hand {hand}, turn {turn}, {seat}: {problem}"),
    "engine_bad_wall": N_("a wall must hold the 136 tiles once each, 13 to each dealt hand"),
    "engine_hand_over": N_("the hand is over"),
    "engine_not_now": N_("a {action} does not fit this point of the hand"),
    "engine_not_your_turn": N_("it is not this seat's turn"),
    "engine_tile_not_held": N_("no {tile} in the hand"),
    "engine_riichi_discard_drawn": N_("in riichi the tile drawn must be discarded"),
    "engine_kuikae": N_(
        "discarding {tile} right after the call is a swap call (kuikae), forbidden by the ruleset"
    ),
    "engine_riichi_twice": N_("already in riichi"),
    "engine_riichi_open": N_("riichi needs a closed hand, declared after one's own draw"),
    "engine_riichi_points": N_("riichi with {points} points: the ruleset needs {needed}"),
    "engine_riichi_wall": N_("too few tiles left in the wall to declare riichi"),
    "engine_riichi_not_tenpai": N_("riichi discarding {tile} leaves the hand not tenpai"),
    "engine_riichi_furiten": N_("riichi in furiten is not allowed by the ruleset"),
    "engine_not_complete": N_("{tile} does not complete the hand"),
    "engine_win_refused": N_("not a win: {problem}"),
    "engine_furiten": N_("ron on {tile} in furiten"),
    "engine_ron_own": N_("a seat cannot call its own discard"),
    "engine_call_twice": N_("one call per seat on a discard"),
    "engine_call_in_riichi": N_("no call but ron in riichi"),
    "engine_call_last_tile": N_("the last discard can only be called for ron"),
    "engine_chi_not_left": N_("chi only on the discard of the player to the left"),
    "engine_call_shape": N_("these tiles do not make a {call} with the discard"),
    "engine_call_no_discard": N_("after this call every tile left would be a swap call (kuikae)"),
    "engine_kan_limit": N_("no fifth kan in a hand"),
    "engine_kan_wall": N_("no kan on the last tile of the wall"),
    "engine_kan_riichi": N_("a kan in riichi only with the tile drawn and the same waits"),
    "engine_kakan_no_pon": N_("no pon of {tile} to add to"),
    "engine_kyuushu_not_first": N_("kyuushu kyuuhai only on one's first draw, before any call"),
    "engine_kyuushu_kinds": N_("kyuushu kyuuhai needs 9 kinds of terminals and honors, not {kinds}"),
    "engine_abortive_off": N_("the ruleset plays no such abortive draw"),
    "engine_declare_dealer": N_("only the dealer shows its tenpai or declares noten"),
    "engine_call_no_yaku": N_("the {call} fixes no yaku, and the ruleset plays complete sakizuke"),
    # --- offences in recorded play (game.offences)
    "offence": N_("{hand}, turn {turn}, {seat}: {kind}: {problem} (under the ruleset: {cost})"),
    "offence_furiten_ron": N_("a ron in furiten"),
    "offence_wrong_win": N_("a win the rules do not allow"),
    "offence_noten_riichi": N_("a riichi without tenpai"),
    "offence_riichi_kan": N_("a kan after riichi the rules do not allow"),
    "offence_kuikae": N_("a swap call (kuikae)"),
    "offence_cost_chombo": N_("chombo"),
    "offence_cost_no_win": N_("no win for the rest of the hand, noten at the draw"),
    "offence_cannot_apply": N_(
        "{offence}: the offender won the hand, which cannot be rewritten from the log: edit the game's "
        "hands instead"
    ),
    "offence_riichi_at_draw": N_(
        "{offence}: the offender was in riichi at the draw, which cannot be made noten without a "
        "chombo: edit the game's hands instead"
    ),
    # --- (end of hand, game, rules, records, settle)
    # --- importers (importers)
    "not_text": N_("{where}: not UTF-8 text (byte {byte} cannot be read)"),
    "not_text_sheet": N_(
        "{where}: not UTF-8 text (byte {byte} cannot be read); save the sheet as 'CSV UTF-8'"
    ),
    "bad_csv": N_("{where}: not a readable CSV file ({problem})"),
    "sheet_too_large": N_(
        "{where}: larger than {mib} MiB, more than a score sheet holds (one row a game): split it"
    ),
    "more_refused": N_("{where}: {count} more refused (the first {listed} are listed)"),
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
    "lobby_scores_not_zero_sum": N_("{where}: the scores {scores} add up to {total}, not 0.0"),
    "wrong_cell_count": N_("{where}: {count} cells, but the header has {expected}"),
    "empty_cell": N_("{where}: {column} is empty"),
    "bad_points": N_("{where}: {column} {value!r} is not a whole number of table points"),
    "bad_deposits": N_("{where}: deposits {value!r} is not a count of 1000-point sticks (0 or more)"),
    "scores_differ": N_(
        "{where}: the platform's scores {platform} are not taikai's {taikai} under {ruleset} (seat "
        "order from East; points {points})"
    ),
    "read_as_shift_jis": N_("{where}: not UTF-8; read as Excel's Shift-JIS (cp932) export"),
    "duplicate_row": N_("{where}: the same game as {first} (same time, players and points)"),
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
    "log_draw_name_tenpai": N_("{name} does not fit the hands: the seats tenpai are {tenpai}"),
    "log_title_not_uuid": N_(
        "the title's time {time} is more than a day from {date}, the date the game's uuid begins with"
    ),
    "log_not_title": N_("not a title: a list of texts, the second of which may be the game's time"),
    "log_chips": N_(
        "{source} is a chip game (祝儀, {chips} chips a bonus): taikai does not play chips, so its "
        "scores cannot be reproduced"
    ),
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
    "trait_dark": N_("暗 (a display option, no rule changes)"),
    "era_rounded": N_("final points rounded to 1000 (Tenhou until 2020-02)"),
    "era_unrounded": N_("final points not rounded (Tenhou from 2023)"),
    "era_undecided": N_("final rounding not known from its date"),
    "era_rounded_by_result": N_(
        "final points rounded to 1000, as its own final result shows (its date does not tell)"
    ),
    "era_unrounded_by_result": N_(
        "final points not rounded, as its own final result shows (its date does not tell)"
    ),
    "era_either": N_(
        "final rounding not known from its date; its points are whole thousands, so either gives its result"
    ),
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
    "log_name_not_utf8": N_("<{tag} {key}> is not a name in UTF-8 (its bytes are not UTF-8 text)"),
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
    "log_not_tar": N_("not a tar archive"),
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
    # --- move-by-move replay (importers.tenhou.moves; issue 21)
    "moves_illegal": N_("{log}: {problem}"),
    "moves_differ": N_("{log} hand {hand}: the engine's {what} is {engine}, the log's {logged}"),
    "moves_hand": N_("{log} hand {hand}"),
    "moves_what_draws": N_("sequence of draws and dora indicators"),
    "moves_what_end": N_("end of the hand"),
    "moves_what_result": N_("result of the hand"),
    "moves_what_tenpai": N_("tenpai seats"),
    "moves_what_nagashi": N_("nagashi mangan seats"),
    "moves_what_winners": N_("winners"),
    "moves_what_points": N_("points after the hand"),
    "moves_what_value": N_("value of seat {seat}'s win (yakuman, han, points, fu)"),
    "moves_no_called": N_("seat {seat}'s call does not say which tile it took"),
    "moves_no_added": N_("seat {seat}'s added kan does not say which tile it added"),
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
    "kind_league": N_("league"),
    "kind_tournament": N_("one-day tournament"),
    "kind_cup": N_("cup"),
    "unknown_kind": N_("{kind} is not a kind of competition: one of {kinds}"),
    "format_of_other_kind": N_("the format {format} is a {format_kind} format, not one for a {kind}"),
    "bad_text": N_("{field}: a text of 1 to {most} characters on one line"),
    "name_refused": N_(
        "a name is 1 to {most} characters on one line, in any script and with any spaces, "
        "without control characters or line breaks"
    ),
    "field_slug": N_("the slug"),
    "field_id": N_("the id"),
    "bad_slug": N_(
        "the slug {slug} cannot be used: a slug is 1 to 64 lowercase letters a-z, digits and hyphens, "
        "from a letter or a digit ({pattern})"
    ),
    "account_not_platform": N_("the account {account} is not PLATFORM:ACCOUNT (majsoul:123456, tenhou:NAME)"),
    "account_twice": N_("the account {account} is given twice"),
    "player_field_not_for_kind": N_("{field}: a {kind} does not read it of a player"),
    "game_entry_one_way": N_(
        "a game gives its final table points, a game record or settled scores: exactly one of them"
    ),
    "game_entry_points_only": N_(
        "deposits and penalties go with final table points; a game record carries its own (its hands' "
        "chombo, its penalties), settled scores none"
    ),
    "record_rules_differ": N_(
        "the record is played under {record}, the competition under {ruleset}: they differ in {fields}"
    ),
    "record_unfinished": N_("the record's {hands} hands do not finish the game ({next} would be next)"),
    "export_not_a_record": N_(
        "game {game} was entered by its final points or scores, not as a record of its hands: there is "
        "no play to export"
    ),
    "scores_not_zero": N_("the settled scores {scores} add up to {total}, not 0.0"),
    "key_other_content": N_(
        "{competition}: the key {key} was used for game {game} with other content: nothing stored "
        "(correct that game with taikai game edit)"
    ),
    "table_other_result": N_(
        "{competition}: round {round} table {table} is entered already as game {game} with another "
        "result: nothing stored (correct it with taikai game edit)"
    ),
    "player_seated_twice": N_(
        "{competition}: a game needs four different players, got {seats}: nothing stored"
    ),
    "game_entered_before": N_(
        "{competition}: the same game (time, seats and points) is stored as game {game}: nothing "
        "stored (give another game a --key)"
    ),
    "game_points_not_entered": N_(
        "{competition}: game {game} was not entered by its table points: give its new record with --record"
    ),
    "game_has_no_points": N_(
        "{competition}: game {game} has settled scores only, and this competition's file needs table points"
    ),
    "game_has_no_table": N_(
        "{competition}: game {game} has no round and table: a tournament's games are its tables "
        "(taikai event table)"
    ),
    "not_a_league": N_("{competition} is a {kind}, not a league"),
    "not_a_tournament": N_("{competition} is a {kind}, not a one-day tournament"),
    "unknown_action": N_("{kind} is not a league action: one of {kinds}"),
    "season_closed_already": N_("{competition}: season {season} was closed at {at}"),
    "season_not_closed": N_("{competition}: season {season} is not closed"),
    "season_without_games": N_("{competition}: season {season} has no accepted game to close"),
    "no_such_entry": N_("{competition}: no entry {player}"),
    "registration_after_seating": N_(
        "{competition}: the seats are drawn: the registration cannot be decided again"
    ),
    "seating_after_tables": N_("{competition}: tables are entered: the seats cannot be drawn again"),
    "entry_after_tables": N_(
        "{competition}: the seats are drawn and round {round} table {table} is in: an entry now could "
        "play no round, so it is not added"
    ),
    "table_not_drawn": N_(
        "{competition}: round {round} has no table {table} in the draw: draw the seats (taikai "
        "event seat) or give --seats"
    ),
    "final_not_formed": N_(
        "{competition}: round {round} table {table} is not formed: the final round's tables are "
        "formed once the preliminary rounds are complete (or give --seats)"
    ),
    "time_skipped": N_("{time} does not exist in {zone}: the clocks skip it"),
    "rules_file_without_folder": N_(
        "{where}: {value} is not a ruleset preset (presets: {presets}); a ruleset file is named "
        "only by a file in its own folder"
    ),
    "import_into_tournament": N_(
        "{competition} is a one-day tournament: enter its tables with taikai event table"
    ),
    "import_problem": N_("in {where}: {problem}"),
    "log_rules_differ": N_(
        "{where}: the log is played under {log}, not under the competition's ruleset {ruleset} "
        "({fields}): refused, not replayed under other rules"
    ),
    "log_offence": N_(
        "{where}: {offence}: refused; import it with --propose-offences (the import page's checkbox) to "
        "store the game with the offence proposed to staff"
    ),
    "offence_proposed": N_("{game}: {offence}: proposed to staff"),
    "offence_not_found": N_("{competition} game {game} has no offence {number}"),
    "offence_exists": N_("{competition} game {game} has an offence {number} already"),
    "offence_decided": N_("offence {number} of game {game} is {status} already"),
    "offence_dismiss_reason": N_("dismissing an offence needs a reason"),
    "cli_no_offences": N_("game {game}: no offence found in its play"),
    "cli_offence_line": N_("{number}. {offence} [{status}]"),
    "cli_offence_applied": N_("game {game}: offence {number} applied; the game is settled again"),
    "cli_offence_dismissed": N_("game {game}: offence {number} dismissed"),
    "offence_status_proposed": N_("proposed"),
    "offence_status_applied": N_("applied"),
    "offence_status_dismissed": N_("dismissed"),
    "log_rounding_by_result": N_(
        "{log}: its date does not say how Tenhou rounded its final points; imported with {era}"
    ),
    "log_has_no_time": N_(
        "{where}: the log {log} does not say when it was played: give its time (taikai import ... --at "
        'TIME, or the import page\'s "played at" field)'
    ),
    "log_id_other_game": N_(
        "{where}: the log id {log} is game {game}'s, stored from another log (a different game, a copy "
        "cut short or changed, or the game was changed since): refused; a different game is imported "
        "under its own log id (an mjlog's is its file's name)"
    ),
    "log_stored_before": N_("{log}: the same game as game {game}, stored from the log {stored}: skipped"),
    "log_same_name_seats": N_(
        "{where}: the log names {names} in more than one seat (Tenhou's anonymous players), so taikai "
        "cannot tell those players apart: import the log saved with the players' own names, or enter "
        "the game with its final points"
    ),
    "import_bad_at": N_(
        "--at {value} is not a time: write a date and a time, as 2025-03-02 19:00 or 2025/3/2 19:00 "
        "(read in the competition's time zone {zone}), or add its offset (2025-03-02 19:00+09:00)"
    ),
    "skipped_removed": N_("removed by the organizer"),
    "skipped_repeated_in_file": N_("given twice in the file"),
    "skipped_already_imported": N_("already imported"),
    "skipped_not_a_result_line": N_("not a result line"),
    "skipped_blank_row": N_("blank rows"),
    "entity_competition": N_("the competition"),
    "entity_player": N_("the player"),
    "entity_game": N_("the game"),
    "entity_action": N_("the action"),
    "entity_offence": N_("the offence"),
    "audit_create": N_("created {entity} {id}"),
    "audit_update": N_("changed {entity} {id}"),
    "audit_delete": N_("deleted {entity} {id}"),
    "audit_restore": N_("restored {entity} {id}"),
    "cli_competition_created": N_(
        "created the {kind} {competition} ({name}): format {format}, rules {rules}"
    ),
    "cli_competition_line": N_("{competition}: {kind} {name} (format {format}, rules {rules})"),
    "cli_no_competitions": N_("no competition is stored yet"),
    "cli_player_added": N_("{competition}: registered {name} as {player}"),
    "cli_no_players": N_("{competition} has no players yet"),
    "cli_action_kept": N_("{competition}: {action} (action {id})"),
    "cli_game_stored": N_("{competition}: stored game {game} ({at}): {scores}"),
    "cli_game_repeated": N_("{competition}: game {game} was stored with this key before: nothing changed"),
    "cli_game_changed": N_("{competition}: changed game {game}"),
    "cli_game_deleted": N_("{competition}: deleted game {game}"),
    "cli_game_needs_points": N_("give --seats and --points (or --record FILE)"),
    "cli_table_stored": N_("{competition}: round {round} table {table} stored as game {game}: {scores}"),
    "cli_table_repeated": N_(
        "{competition}: round {round} table {table} is entered already as game {game} with this "
        "result: nothing changed"
    ),
    "cli_importing": N_("importing into {competition}"),
    "cli_import_file": N_("{file}: {imported} imported"),
    "cli_skipped_count": N_("skipped {count}: {why}"),
    "cli_import_refused": N_("{file}: refused, nothing of it imported:"),
    "cli_unknown_player": N_("unknown player {player}: register with {command}"),
    "cli_player_added_by_import": N_("registered {name} as {player}"),
    "cli_import_summary": N_(
        "{imported} games imported from {files} files, {skipped} skipped, {refused} files refused"
    ),
    "cli_unknown_source": N_("{source} is not a source: one of {sources}"),
    "cli_import_accepted": N_(
        "game {game} stored with the platform's scores {platform} (taikai's under {ruleset}: {taikai})"
    ),
    "cli_import_accept_hint": N_(
        "to store the platform's scores for a game whose settled scores differ, run the import again "
        "with --accept-platform-scores (each such game is marked and kept in the audit log)"
    ),
    "cli_league_season": N_("season {season}: {participants} participants"),
    "cli_league_void": N_("void: nobody moves"),
    "cli_league_champion": N_("champion: {player}"),
    "cli_league_year": N_("league year {year}"),
    "cli_tournament_after": N_("standings after round {round}"),
    "cli_tournament_final_table": N_("final table {table}: {seats}"),
    "cli_tournament_overall": N_("overall: {players}"),
    "cli_tournament_stars": N_("stars: {stars}; qualified: {qualified}"),
    "cli_cup_month": N_("month {month}"),
    "cli_rejected": N_("rejected {game}: {message}"),
    "cli_warning": N_("warning: {message}"),
    "cli_export_exists": N_("{path} exists: choose another file, or add --force to overwrite it"),
    "cli_export_unwritable": N_("cannot write the export {path}: {problem}"),
    "cli_exported": N_("{competition}: wrote {path}"),
    "cli_not_hanchan": N_("{value} is not one hanchan's pt by player (p1=30.5,p2=-10.0,...)"),
    "cli_not_a_time": N_(
        "{value} is not a time such as 2025-03-02T21:00 (in the competition's time zone) or "
        "2025-03-02T21:00+09:00"
    ),
    "cli_not_a_date": N_("{value} is not a date such as 2025-03-02"),
    "cli_drawn_table": N_("round {round} table {table}: {seats}"),
    "cli_draw_repeats": N_("{repeats} repeat meetings (seed {seed})"),
    "cli_final_not_yet": N_(
        "the final round's tables are formed once the {rounds} preliminary rounds are complete"
    ),
    "cli_final_stars": N_("stars: {stars}"),
    # (the audit log and the kept actions in words: taikai log, the league actions' commands)
    "action_close_season": N_("closed season {season}"),
    "action_reopen_season": N_("reopened season {season}"),
    "action_blacklist": N_("blacklisted {player}"),
    "action_hide_name": N_("hid the name of {player}"),
    "action_reset_record": N_("reset the record of {player} from season {season}"),
    "action_accept_game": N_("accepted game {game}"),
    "action_withdraw": N_("withdrew {player} from the {year} championship"),
    "action_qualifier_result": N_("entered a qualifier result of the {year} championship"),
    "action_final_result": N_("entered the final result of the {year} championship"),
    "action_registration": N_("decided the registration"),
    "action_withdrawal": N_("withdrew the entry of {player}"),
    "action_seating": N_("drew the seats (seed {seed})"),
    "action_round_start": N_("started round {round}"),
    "action_entry_confirmation_on": N_("asked for a second person's confirmation of each game"),
    "action_entry_confirmation_off": N_("stopped asking for a second person's confirmation"),
    "action_other": N_("an action of kind {kind}"),
    "audit_action": N_("{what} (action {id})"),
    "audit_because": N_("{what}, because {reason}"),
    "named_id": N_("{name} ({id})"),
    # (a roster: taikai.services.roster, taikai player import)
    "roster_row": N_("{file} row {row}: {problem}"),
    "roster_more": N_("{file}: and {count} more problems"),
    "roster_too_large": N_("{file}: a roster is at most {mib} MiB"),
    "roster_empty": N_("{file}: no header row: a roster starts with its columns ({columns})"),
    "roster_unknown_column": N_("unknown column {column!r}: the columns are {columns}"),
    "roster_unknown_column_close": N_("unknown column {column!r} (did you mean {close!r}?)"),
    "roster_column_twice": N_("the column {column!r} is given twice"),
    "roster_no_name_column": N_("no column 'name': the columns are {columns}"),
    "roster_cells": N_("{count} cells, the header has {width}"),
    "roster_not_csv": N_("not CSV: {problem}"),
    "roster_many_accounts": N_("{count} accounts: at most {most} a player"),
    "roster_bad_tier": N_("{tier} is not a tier (B2, S1 ...)"),
    "roster_name_twice": N_(
        "{name} is already in row {first}: give each player one row (two people of the same name: "
        "tell them apart, as the standings will show them)"
    ),
    "roster_account_twice": N_("the account {account} is already in row {first}"),
    "roster_name_registered": N_(
        "{name} is already registered ({player}) with other accounts or another tier: "
        "change them on the player's page"
    ),
    "roster_account_registered": N_("the account {account} is already {name}'s"),
    "cli_roster_imported": N_("{competition}: {added} players registered, {registered} already registered"),
    "game_confirm_by_another": N_(
        "Game {game} must be confirmed by another staff member than the one who entered it."
    ),
    "staff_login_failed": N_("Wrong login or password."),
    "staff_login_replayed": N_("This login form was already used: open the login page again."),
    "staff_login_limited": N_("Too many failed logins for this account: try again in {minutes} min."),
    "staff_address_limited": N_("Too many failed logins from your address: try again in {minutes} min."),
    "staff_disable_self": N_(
        "You cannot disable your own account here: another organizer can, or taikai staff disable."
    ),
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
    "web_table_fixed": N_(
        "This link enters round {round}, table {table} with its players as drawn, played at the "
        "round's start: a form that chooses seats, a round, a table or a time is refused."
    ),
    "web_table_not_seated": N_(
        "Round {round}, table {table} is not seated yet: its result can be entered here once its "
        "seats are drawn (the final round's tables are formed when every preliminary table is in)."
    ),
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
    "web_login_required": N_("Log in as staff to see this page."),
    "web_organizer_only": N_("Only an organizer can do this."),
    "web_body_too_large": N_(
        "The request is larger than {mib} MiB, the most this address takes: it was not read."
    ),
    "web_csrf_missing": N_(
        "The form was sent without its security token: reload the page and send it again."
    ),
    "web_csrf_invalid": N_(
        "The form's security token is wrong or out of date: reload the page and send it again."
    ),
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
    # the public pages, the screens, the API (taikai.web.routes.public, .screens, .public_api)
    "web_standings": N_("Standings"),
    "web_competition_nav_label": N_("The competition's pages"),
    "web_seasons": N_("Seasons"),
    "web_seatings": N_("Seatings"),
    "web_series": N_("Series"),
    "web_players": N_("Players"),
    "web_games": N_("Games"),
    "web_rules": N_("Rules"),
    "web_screens": N_("Screens"),
    "web_name_hidden": N_("(name not shown)"),
    "web_pages_label": N_("Pages"),
    "web_previous": N_("Previous"),
    "web_next": N_("Next"),
    "web_page_of": N_("page {page} of {pages}"),
    "web_show": N_("Show"),
    "web_download_csv": N_("Download as CSV"),
    "web_json": N_("As JSON"),
    "web_warnings": N_("Warnings"),
    "web_rejected_games": N_("Games not counted: {count}"),
    "web_notes": N_("Notes"),
    "web_games_count": N_("games {count}"),
    "web_total": N_("total {pt}"),
    "web_season_title": N_("Season {season}"),
    "web_season": N_("Season"),
    "web_provisional": N_("provisional (the season is not closed)"),
    "web_closed": N_("closed"),
    "web_season_void": N_("void: nobody met a promotion condition, nobody moves"),
    "web_participants": N_("participants {count}"),
    "web_season_champion": N_("Season champion"),
    "web_rank_champions": N_("In-rank champions"),
    "web_group_champion": N_("{group}:"),
    "web_promoted": N_("promoted {steps}"),
    "web_demoted": N_("demoted {steps}"),
    "web_stays": N_("stays"),
    "web_top_pct": N_("top {pct}"),
    "web_bottom_pct": N_("bottom {pct}"),
    "web_no_seasons_yet": N_("No season has games yet."),
    "web_years": N_("League years"),
    "web_year_title": N_("League year {year}"),
    "web_championship": N_("Annual championship"),
    "web_bracket_final": N_("Final table"),
    "web_bracket_qualifier": N_("Qualifier {stage}"),
    "web_bracket_qualifier_table": N_("Qualifier {stage}-{table}"),
    "web_bracket_log": N_("How the bracket went"),
    "web_bracket_open": N_("not decided yet"),
    "web_final_results": N_("Final"),
    "web_carried": N_("carried {pt}"),
    "web_last_hanchan": N_("last hanchan {pt}"),
    "web_special_promotion": N_("special promotion {steps}"),
    "web_annual_champion": N_("Annual champion"),
    "web_annual_points": N_("Annual points"),
    "web_annual_pt": N_("{points} pt"),
    "web_season_wins": N_("season wins {count}"),
    "web_rank_wins": N_("in-rank wins {count}"),
    "web_tier_history": N_("Tiers by season"),
    "web_rank_of": N_("rank {rank} of {participants}"),
    "web_result": N_("Result"),
    "web_qualified": N_("qualified for the champions event"),
    "web_stars": N_("★ {count}"),
    "web_final_table": N_("Final table {table}"),
    "web_title_table": N_("Title table"),
    "web_final_tables": N_("Final round tables"),
    "web_in_table_place": N_("{place} in table"),
    "web_after_round": N_("After round {round}"),
    "web_rounds_label": N_("Rounds"),
    "web_no_rounds_yet": N_("No round is seated or played yet."),
    "web_round_title": N_("Round {round}"),
    "web_round_table": N_("round {round}, table {table}"),
    "web_table_done": N_("finished"),
    "web_table_playing": N_("playing"),
    "web_game_details": N_("The game"),
    "web_series_title": N_("The series of {format}"),
    "web_series_events": N_("Events counted: {count}"),
    "web_best_event": N_("best event ★ {count}"),
    "web_won_events": N_("won {events}"),
    "web_no_series_yet": N_("No event of this series has a result yet."),
    "web_series_purpose_field": N_(
        "What the series is for: the champions event of {count} players. Every event's winner "
        "qualifies; the other places go to the most stars, added up over the events."
    ),
    "web_series_purpose_winners": N_(
        "What the series is for: the champions event. Every event's winner qualifies; the other "
        "places go to the most stars, added up over the events (the format does not say how many)."
    ),
    "web_series_qualified": N_("Qualified for the champions event:"),
    "web_series_identities": N_("Identities to check"),
    "web_round_history": N_("Standings after each round"),
    "web_month_title": N_("Month {month}"),
    "web_month": N_("Month"),
    "web_places": N_("1st {first} · 2nd {second} · 3rd {third} · 4th {fourth}"),
    "web_no_months_yet": N_("No month has games yet."),
    "web_month_history": N_("Standings by month"),
    "web_no_players_yet": N_("No players yet."),
    "web_chart_title": N_("Running score of {name}"),
    "web_chart_caption": N_("Score after each counted game"),
    "web_game_history": N_("Games played"),
    "web_game_rejected": N_("{game} does not count ({code})"),
    "web_games_total": N_("Games: {count}"),
    "web_no_games_yet": N_("No games yet."),
    "web_hand_by_hand": N_("hand by hand"),
    "web_game_title": N_("Game {game}"),
    "web_play_download": N_("The play, to download:"),
    "web_no_play": N_("Game {game} keeps no play to download (only games imported from a log do)."),
    "web_source": N_("entered from {source}"),
    "web_final_points": N_("final points {points}"),
    "web_replay_stopped": N_("The record stops at a hand that cannot be: {message}"),
    "web_hands": N_("Hand by hand"),
    "web_hand_round": N_("{wind} {number}"),
    "web_honba": N_("{honba} honba"),
    "web_winner": N_("{name} wins"),
    "web_han": N_("{han} han"),
    "web_points_paid": N_("{points} points"),
    "web_pao": N_("pao: {name}"),
    "web_chombo_by": N_("chombo: {name}"),
    "web_chombo_by_intentional": N_("intentional chombo: {name}"),
    "web_points_counted": N_("(counted as {points})"),
    "web_yakuman": N_("yakuman ×{count}"),
    "web_han_fu": N_("{han} han {fu} fu"),
    "web_riichi_by": N_("riichi: {names}"),
    "web_game_over": N_("The game is over."),
    "web_game_not_over": N_("The record ends before the game is over."),
    "web_hand_ron": N_("ron"),
    "web_hand_tsumo": N_("tsumo"),
    "web_hand_draw": N_("exhaustive draw"),
    "web_hand_abortive": N_("abortive draw"),
    "web_hand_chombo": N_("chombo"),
    "web_wind_0": N_("E"),
    "web_wind_1": N_("S"),
    "web_wind_2": N_("W"),
    "web_wind_3": N_("N"),
    "web_rules_from_data": N_(
        "As stored with the competition (a later change to a preset changes nothing here)."
    ),
    "web_format_title": N_("Format {format}"),
    "web_ruleset_title": N_("Ruleset {rules}"),
    "web_format_not_described": N_("The fields of a {kind}'s format are not described here yet."),
    "web_value_yes": N_("yes"),
    "web_value_no": N_("no"),
    "web_value_unset": N_("unset"),
    "web_value_none": N_("none"),
    "web_screens_note": N_("Open a screen on the projector: it updates itself."),
    "web_screen_tables": N_("Tables"),
    "web_screen_timer": N_("Timer"),
    "web_timer_start": N_("Round started at ({zone})"),
    "web_tables_done": N_("{done} of {tables} tables finished"),
    "web_no_standings_yet": N_("No standings yet."),
    "web_timer_no_start": N_("The round has not started."),
    "web_time_called": N_("Time is called"),
    "web_time_called_note": N_("The hand in progress is the last."),
    "web_time_left": N_("left of {minutes} minutes"),
    "web_no_time_limit": N_("No time limit: time since the start"),
    "web_no_player": N_("{competition} has no player {player}."),
    "web_no_game": N_("{competition} has no game {game}."),
    "web_no_season": N_("{competition} has no season {season}."),
    "web_no_month": N_("{competition} has no games in {month}."),
    "web_no_round": N_("{competition} has no round {round}."),
    "web_no_year": N_("{competition} has no league year {year}."),
    "web_not_a_league": N_("{competition} is not a league."),
    "web_not_a_tournament": N_("{competition} is not a tournament."),
    "web_season_not_league": N_("season: {competition} is not a league."),
    "web_window_needs_season": N_("{field}: a page of lines is one season's; give season=YYYY-MM as well."),
    "web_period_not_of_kind": N_("{field}: the standings of {competition} are chosen by {wanted}."),
    "web_bad_start": N_("start: {start} is not a time like 2025-03-02T10:00:00+09:00."),
    "web_csv_rank": N_("Rank"),
    "web_csv_player": N_("Player id"),
    "web_csv_name": N_("Name"),
    "web_csv_tier": N_("Tier"),
    "web_csv_next_tier": N_("Next tier"),
    "web_csv_promotion": N_("Promotion"),
    "web_csv_demotion": N_("Demotion"),
    "web_csv_games": N_("Number of games"),
    "web_csv_score": N_("Score"),
    "web_csv_top_pct": N_("Top %"),
    "web_csv_bottom_pct": N_("Bottom %"),
    "web_csv_why": N_("Why"),
    "web_csv_total": N_("Total"),
    "web_csv_first": N_("1st"),
    "web_csv_second": N_("2nd"),
    "web_csv_third": N_("3rd"),
    "web_csv_fourth": N_("4th"),
    "web_no_page": N_("{competition}: this list has no page {page}."),
    # the rules page: each field's meaning (taikai.web.fields; the English is the model's docstring)
    "web_doc_rules_schema_version": N_(
        "Version of the ruleset schema; files of an older version are migrated when loaded."
    ),
    "web_doc_rules_name": N_("Short name used on the command line, e.g. mleague."),
    "web_doc_rules_title": N_("Human title."),
    "web_doc_rules_source": N_("Where the rules come from (document, date)."),
    "web_doc_rules_length": N_("hanchan (east and south rounds) or tonpuusen (east round only)."),
    "web_doc_rules_start_points": N_("Points each player starts with."),
    "web_doc_rules_return_points": N_(
        "Points handed back at the end: base pt = (final points - return_points) / 1000. Not "
        "below start_points; the difference (oka) is part of uma."
    ),
    "web_doc_rules_uma": N_(
        "pt added by final place, oka included (M-League: +50 +10 -10 -30 with 25000 start and "
        "30000 return); never increasing from one place to the next."
    ),
    "web_doc_rules_uma__first": N_("pt for first place."),
    "web_doc_rules_uma__second": N_("pt for second place."),
    "web_doc_rules_uma__third": N_("pt for third place."),
    "web_doc_rules_uma__fourth": N_("pt for fourth place."),
    "web_doc_rules_final_points_rounding": N_(
        "How final points are rounded before they become pt: none; toward_return (002: below "
        "return_points up to 1000, at or above down to 1000); gosha_rokunyuu ((points - "
        "return_points) / 1000 to a whole pt, 5 down and 6 up in magnitude); shisha_gonyuu "
        "(Tenhou: points to 1000, half away from zero). With the last two the top takes the "
        "balance."
    ),
    "web_doc_rules_places_before_rounding": N_(
        "Places come from the points before rounding (Tenhou); false: from the rounded points "
        "(RULES.md section 2 step 3)."
    ),
    "web_doc_rules_tie_policy": N_(
        "Equal final points: split (the tied players share their places; uma and leftover "
        "deposits are divided in 0.1 pt units, the remainder one unit each from the seat closest "
        "to the first dealer: '4:3:3') or seat_order (the seat closer to the first dealer ranks "
        "higher)."
    ),
    "web_doc_rules_leftover_deposits": N_(
        "Riichi deposits still on the table at the end: to_top (first place takes them) or lost."
    ),
    "web_doc_rules_deposit_claim": N_(
        "Who collects the riichi deposits on a win: any_winner, or riichi_winner_only (only a "
        "winner who declared riichi; otherwise they stay on the table)."
    ),
    "web_doc_rules_extension": N_(
        "After the last hand, when nobody holds target_points: none (the game ends); sudden_death "
        "(play on; the game ends when a hand ends with someone at the target); full_rounds (play "
        "whole west, north, east ... rounds; stop after a round that ends with someone at the "
        "target)."
    ),
    "web_doc_rules_extension_target": N_(
        "Points someone must hold to end an extended game; unset = return_points. Needs an extension."
    ),
    "web_doc_rules_extension_rounds": N_(
        "How many extra rounds an extension may play (Tenhou: 1, the west round only); unset = no limit."
    ),
    "web_doc_rules_time_limit_minutes": N_(
        "Minutes after the start: the hand in progress when they pass is the last; unset = no limit."
    ),
    "web_doc_rules_tobi": N_("A player below zero points ends the game at once (bust)."),
    "web_doc_rules_agariyame": N_(
        "In the last hand, a dealer who wins and is then in first place may end the game."
    ),
    "web_doc_rules_tenpaiyame": N_(
        "In the last hand, a dealer tenpai at an exhaustive draw and in first place may end the game."
    ),
    "web_doc_rules_last_hand_dealer_may_declare_noten": N_(
        "In the last hand, a tenpai dealer (not in riichi) may declare noten at the exhaustive draw."
    ),
    "web_doc_rules_renchan_on": N_(
        "When the dealer keeps the seat: win_or_tenpai (a dealer win, or dealer tenpai at an "
        "exhaustive draw), win (a dealer win only) or always_on_draw (a dealer win or any "
        "exhaustive draw)."
    ),
    "web_doc_rules_honba_points": N_(
        "Points per honba stick on a win: all from the discarder on ron, a third from each payer on tsumo."
    ),
    "web_doc_rules_riichi_deposit": N_("Points a player puts on the table to declare riichi."),
    "web_doc_rules_noten_payment_total": N_(
        "Points the noten players pay the tenpai players at an exhaustive draw, in total (a "
        "multiple of 600, so that shares among 1, 2 or 3 players are whole hundreds)."
    ),
    "web_doc_rules_aka_dora": N_("Red fives per suit; each is one dora."),
    "web_doc_rules_aka_dora__m": N_("Red 5m tiles (0-4)."),
    "web_doc_rules_aka_dora__p": N_("Red 5p tiles (0-4)."),
    "web_doc_rules_aka_dora__s": N_("Red 5s tiles (0-4)."),
    "web_doc_rules_ippatsu": N_("Ippatsu is a yaku."),
    "web_doc_rules_ura_dora": N_("A riichi winner's ura dora indicators are turned."),
    "web_doc_rules_kan_dora": N_("Each kan turns a new dora indicator."),
    "web_doc_rules_kan_ura": N_("Each kan also adds an ura dora indicator (needs ura_dora and kan_dora)."),
    "web_doc_rules_kan_dora_timing": N_(
        "When a kan's indicator turns: immediate (every kan at once) or after_discard (open and "
        "added kans after the kan's discard, closed kans at once). A robbed kan (chankan) turns "
        "none."
    ),
    "web_doc_rules_min_han": N_("Yaku han needed to win, dora excluded (2 = ryanhan shibari)."),
    "web_doc_rules_open_tanyao": N_("Tanyao counts in an open hand (kuitan)."),
    "web_doc_rules_tsumo_pinfu": N_(
        "Pinfu counts on a tsumo win; off: a closed pinfu-shaped tsumo scores menzen tsumo only."
    ),
    "web_doc_rules_double_wind_pair_fu": N_(
        "Fu of a pair that is both the seat wind and the round wind: 2 or 4."
    ),
    "web_doc_rules_fu_mode": N_("standard (han and fu) or fu_less (value by han alone: RULES.md table 3)."),
    "web_doc_rules_kiriage_mangan": N_("4 han 30 fu and 3 han 60 fu pay mangan (standard fu mode only)."),
    "web_doc_rules_kazoe_yakuman": N_("13 or more han without a yakuman count as a yakuman; off: sanbaiman."),
    "web_doc_rules_double_yakuman_waits": N_(
        "Single yakuman that count double: any of kokushi_13 (13-sided kokushi), suuankou_tanki, "
        "junsei_chuuren, daisuushii; empty = every yakuman counts once."
    ),
    "web_doc_rules_yakuman_stacking": N_(
        "Distinct yakuman in one hand add up (tenhou + suuankou + tsuuiisou + daisuushii = 4 "
        "yakuman); off: a hand is worth its largest single yakuman."
    ),
    "web_doc_rules_chiitoitsu_four_of_a_kind": N_("Chiitoitsu may hold two pairs of the same tile."),
    "web_doc_rules_local_yaku": N_("Local yaku and the limit each pays; unset = not played."),
    "web_doc_rules_local_yaku__renhou": N_(
        "Renhou: a non-dealer's ron before their first draw, with no call before it."
    ),
    "web_doc_rules_local_yaku__daisharin": N_("Daisharin: the chiitoitsu 22334455667788p."),
    "web_doc_rules_local_yaku__paarenchan": N_("Paarenchan: the 8th consecutive win of the same dealer."),
    "web_doc_rules_local_yaku__nagashi_mangan": N_(
        "Nagashi mangan: at an exhaustive draw, only terminals and honors discarded and none called."
    ),
    "web_doc_rules_atozuke": N_(
        "Yaku of open hands: allowed (yaku may come after the calls; kata-agari allowed), "
        "no_kata_agari (every wait must give a yaku by the same method) or complete_sakizuke (no "
        "kata-agari, and an open hand's yaku is fixed at its call: RULES.md section 4)."
    ),
    "web_doc_rules_chankan_on_closed_kan_for_kokushi": N_(
        "Kokushi musou may rob a closed kan (chankan on an ankan)."
    ),
    "web_doc_rules_multiple_ron": N_(
        "Several players ron the same discard: atamahane (only the first after the discarder "
        "wins), double (two winners paid separately; three rons follow abortive_draws.sanchahou) "
        "or triple (two or three winners, all paid)."
    ),
    "web_doc_rules_multiple_ron_honba": N_(
        "Who is paid the honba on a multiple ron: first_winner (the first winner after the discarder "
        "in turn order) or each_winner (every winner, each by the discarder; Mahjong Soul). The riichi "
        "deposits go to the first winner who may collect them either way."
    ),
    "web_doc_rules_abortive_draws": N_(
        "What each abortive draw does: off (play on), redeal (same dealer, no honba added) or "
        "redeal_honba (same dealer, one honba added)."
    ),
    "web_doc_rules_abortive_draws__kyuushu_kyuuhai": N_(
        "Kyuushu kyuuhai: nine different terminals and honors in one's first draw, uninterrupted."
    ),
    "web_doc_rules_abortive_draws__suufon_renda": N_(
        "Suufon renda: the same wind discarded by all four players in the first go-around."
    ),
    "web_doc_rules_abortive_draws__suucha_riichi": N_("Suucha riichi: all four players in riichi."),
    "web_doc_rules_abortive_draws__suukaikan": N_("Suukaikan: four kans declared by more than one player."),
    "web_doc_rules_abortive_draws__sanchahou": N_(
        "Sanchahou: three rons on one discard (only meaningful with multiple_ron = double)."
    ),
    "web_doc_rules_formal_tenpai": N_(
        "An open hand with no yaku still counts as tenpai at an exhaustive draw."
    ),
    "web_doc_rules_karaten": N_("A wait only on tiles all held in one's own hand: not_tenpai or tenpai."),
    "web_doc_rules_riichi_with_negative_points": N_(
        "A player holding less than riichi_deposit may still declare riichi."
    ),
    "web_doc_rules_riichi_when_no_draws_left": N_(
        "Riichi may be declared when one has no draw left (never by discarding the haitei tile); "
        "off: a riichi needs a later draw of one's own."
    ),
    "web_doc_rules_furiten_riichi": N_("A furiten hand may declare riichi."),
    "web_doc_rules_kuikae": N_(
        "Swap calling (discarding after a call a tile that completes the same set): forbidden or allowed."
    ),
    "web_doc_rules_pao": N_(
        "Yakuman with a responsibility payment (pao): any of daisangen, daisuushii, suukantsu."
    ),
    "web_doc_rules_pao_split": N_(
        "Pao on ron: half (the pao player and the discarder pay half each of the pao part) or "
        "full (the pao player pays it all). On tsumo the pao player pays the whole pao part; "
        "honba go with pao."
    ),
    "web_doc_rules_yakuman_pao_rule_for_multiple": N_(
        "A multiple yakuman with one pao part: part_only (pao covers its own part, the rest is "
        "paid as usual) or whole (pao covers the whole hand)."
    ),
    "web_doc_rules_rinshan_after_minkan": N_(
        "A rinshan win after an open kan on a discard: tsumo (everybody pays) or kan_caller_pays "
        "(the player whose discard was called for the kan pays all)."
    ),
    "web_doc_rules_offences": N_("Which broken rules in recorded play are offences, and what each costs."),
    "web_doc_rules_offences__furiten_ron": N_("A ron in furiten."),
    "web_doc_rules_offences__wrong_win": N_(
        "A win the rules do not allow (kata-agari, no yaku, a sakizuke the call did not fix)."
    ),
    "web_doc_rules_offences__noten_riichi": N_("A riichi declared without tenpai."),
    "web_doc_rules_offences__noten_riichi_at_draw_only": N_(
        "A noten riichi is an offence only when its hand ends in an exhaustive draw."
    ),
    "web_doc_rules_offences__riichi_kan": N_(
        "A kan after riichi that the rules do not allow (a closed kan that changes the wait)."
    ),
    "web_doc_rules_offences__kuikae": N_("A swap call's discard where kuikae is forbidden."),
    "web_doc_rules_chombo": N_("The chombo penalty."),
    "web_doc_rules_chombo__kind": N_(
        "pt (a pt penalty on the final score), confiscate (points removed from the offender, paid "
        "to nobody) or mangan_payment (the offender pays a mangan tsumo to the others)."
    ),
    "web_doc_rules_chombo__pt": N_("kind pt: pt added to the offender's final score (zero or negative)."),
    "web_doc_rules_chombo__intentional_multiplier": N_("An intentional chombo counts this many times."),
    "web_doc_rules_chombo__points": N_(
        "kind confiscate: points removed from the offender at once, paid to nobody."
    ),
    "web_doc_rules_cards": N_("Yellow and red cards (M-League); unset = no cards."),
    "web_doc_rules_cards__yellow_per_red": N_("This many yellow cards in one day make a red card."),
    "web_doc_rules_cards__red_pt": N_("pt added to the final score for a red card (zero or negative)."),
    "web_doc_rules_think_time": N_("Online think time; unset = live play."),
    "web_doc_rules_think_time__per_action": N_("Seconds for each action."),
    "web_doc_rules_think_time__bank": N_("Extra seconds to draw on when an action's time runs out."),
    "web_doc_cup_schema_version": N_("Version of the format schema (this taikai reads version 1)."),
    "web_doc_cup_kind": N_("Which competition the format runs: cup (the monthly club cup)."),
    "web_doc_cup_name": N_(
        "Short name used on the command line and in competition files, e.g. itsuka-chuuren."
    ),
    "web_doc_cup_title": N_("Human title."),
    "web_doc_cup_source": N_("Where the format comes from (document, date)."),
    "web_doc_cup_ruleset": N_(
        "The ruleset every game is settled with: a preset name (`taikai rules list`) or the path "
        "of a ruleset TOML file."
    ),
    "web_doc_cup_timezone": N_(
        "The time zone a game's time is read in to find its day and month (an IANA name such as "
        "Asia/Tokyo); a cup file's own timezone replaces it."
    ),
    "web_doc_cup_period": N_(
        "What one standings table covers: month (a calendar month in the time zone, day 1 to its "
        "last day; every day counts, no maintenance days)."
    ),
    "web_doc_cup_ties": N_(
        "Players with equal scores in a period: shared (they share the better rank: 1, 1, 3) or "
        "count_back (more 1st places ranks higher, then more 2nd, then more 3rd places; still "
        "equal: shared)."
    ),
    "web_doc_cup_far_months": N_(
        "A month with games at least this many months away from the main group of months (the "
        "longest run of months less than this apart) gets a warning: a mistyped year? Its games "
        "still count."
    ),
    "web_doc_tournament_schema_version": N_("Version of the format schema (this taikai reads version 1)."),
    "web_doc_tournament_kind": N_("Which competition the format runs: tournament (the one-day tournament)."),
    "web_doc_tournament_name": N_(
        "Short name used on the command line and in competition files, e.g. itsuka-chuuren."
    ),
    "web_doc_tournament_title": N_("Human title."),
    "web_doc_tournament_source": N_("Where the format comes from (document, date)."),
    "web_doc_tournament_ruleset": N_(
        "The ruleset every game is settled with: a preset name (`taikai rules list`) or the path "
        "of a ruleset TOML file."
    ),
    "web_doc_tournament_timezone": N_(
        "The time zone of the event's times (an IANA name such as Asia/Tokyo): entry, withdrawal and "
        "round times are typed and shown in it, and the registration's opening day is a calendar day in it."
    ),
    "web_doc_tournament_capacity": N_("Places for entrants (invited professionals come on top)."),
    "web_doc_tournament_preliminary_rounds": N_(
        "Rounds before the final round (each player one game a round); the final round follows "
        "them. A game's time limit is the ruleset's time_limit_minutes."
    ),
    "web_doc_tournament_registration": N_("How entries are decided."),
    "web_doc_tournament_registration__opening_day_lottery": N_(
        "true: every valid entry of the opening day (the calendar day of the opening time) is "
        "taken, and a lottery with the recorded seed decides who plays when they exceed the "
        "capacity; later entries are first come, first served. false: first come, first served "
        "from the opening time."
    ),
    "web_doc_tournament_registration__waiting_list": N_(
        "true: an entry that finds the event full (or loses the lottery) waits, and a withdrawal "
        "promotes the head of the waiting list; false: it is refused as full, and a freed place "
        "goes to the next entry that arrives."
    ),
    "web_doc_tournament_registration__profile_required": N_(
        "An entry without a profile is refused (seed 001: the profile says why the entrant is a quiz person)."
    ),
    "web_doc_tournament_registration__age_limit": N_(
        "The age an entrant must have reached on the event day; an entry without a birth date is "
        "then refused. Unset: no age limit."
    ),
    "web_doc_tournament_registration__fee": N_("The entry fee in yen, before discounts."),
    "web_doc_tournament_discounts": N_("Fee discounts by name, in yen (a table of name = yen)."),
    "web_doc_tournament_final": N_("The final round."),
    "web_doc_tournament_final__carry": N_(
        "What each player's preliminary total brings into the final: half (halved, seed 001), full, or none."
    ),
    "web_doc_tournament_final__halving": N_(
        "How a total with an odd tenth is halved to 0.1 pt: up (toward +infinity: 12.3 -> 6.2, "
        "-12.3 -> -6.1), down (toward -infinity) or half_even (to the even tenth)."
    ),
    "web_doc_tournament_final__tables": N_(
        "How the tables after the title table (places 1-4, table 1) are formed from places 5 on: "
        "serpentine (four bands of one player per table dealt forwards and backwards: with 24 "
        "players table 2 = places 5, 14, 15, 24), cyclic (the bands dealt forwards: 5, 10, 15, "
        "20) or in_order (5-8, 9-12, ...)."
    ),
    "web_doc_tournament_final__avoid_repeats": N_(
        "With serpentine or cyclic: players of one band swap tables while that lowers the number "
        "of pairs at the final tables who met in the preliminary rounds."
    ),
    "web_doc_tournament_stars": N_("Awards of the final round."),
    "web_doc_tournament_stars__winner_qualifies": N_(
        "Overall 1st (the title table's best eligible player) qualifies for the champions event."
    ),
    "web_doc_tournament_stars__overall": N_("Stars for the title table's places 1-4 (overall 1st to 4th)."),
    "web_doc_tournament_stars__in_table": N_(
        "Stars for places 1-4 at every other final table (卓内1位 to 4位)."
    ),
    "web_doc_tournament_stars__champions_field": N_(
        "How many play the champions event of the series: every event's winner, then the most "
        "stars until the field is full (ties as the series rules them); unset: the winners qualify, "
        "and the series table lists the stars without drawing the other places."
    ),
    "web_doc_tournament_pros": N_("Invited professionals."),
    "web_doc_tournament_pros__play": N_(
        "fill: when the accepted entrants are not a multiple of four, just enough professionals "
        "play to fill the tables, the others stay staff (COMPETITIONS.md E); all: every invited "
        "professional plays."
    ),
    "web_doc_tournament_pros__spread": N_(
        "Playing professionals are spread over the tables of every preliminary round."
    ),
    "web_doc_tournament_pros__eligible": N_(
        "Professionals earn stars and the qualification (false: their awards pass to the next "
        "eligible player), and count in a series' star ranking."
    ),
    "web_doc_tournament_pros__fee": N_("The fee of an invited professional in yen."),
    "web_doc_tournament_warnings": N_("Warnings about input that is accepted but probably wrong."),
    "web_doc_tournament_warnings__repeated_tables": N_(
        "A table with the seats and points of a table of an earlier round is warned of (pasted twice?)."
    ),
    "web_doc_tournament_warnings__same_person": N_(
        "What makes two entries probably one person: the same key, or the same name and "
        "birth_date, or the same name and profile (names compared without case, width or spaces); "
        "empty: no warning."
    ),
    "web_doc_tournament_warnings__series_identities": N_(
        "A series warns of a key named differently in different events, one name under two keys, "
        "and an event with the winner and stars of an earlier one."
    ),
    # the rules page in words (taikai.web.fields.summary) and its TOML downloads
    "web_rules_in_short": N_("In short"),
    "web_rules_summary_hanchan": N_("A game is a hanchan: the East and South rounds."),
    "web_rules_summary_tonpuusen": N_("A game is an East round only (tonpuusen)."),
    "web_rules_summary_points": N_(
        "Everyone starts with {start} points; the score counts from {returned} points."
    ),
    "web_rules_summary_uma": N_(
        "By place (oka included): 1st {first}, 2nd {second}, 3rd {third}, 4th {fourth} pt."
    ),
    "web_rules_summary_red": N_("Red fives: {count} (each one dora)."),
    "web_rules_summary_open_tanyao_yes": N_("Open tanyao counts (kuitan)."),
    "web_rules_summary_open_tanyao_no": N_("Tanyao only with a closed hand (no kuitan)."),
    "web_rules_summary_ron_atamahane": N_(
        "Two players ron on one tile: only the first after the discarder wins (atamahane)."
    ),
    "web_rules_summary_ron_double": N_(
        "Two players may ron on one tile, each paid (double ron); three is an abortive draw."
    ),
    "web_rules_summary_ron_triple": N_("Two or three players may ron on one tile, each paid."),
    "web_rules_summary_tobi_yes": N_("The game ends when a player's points fall below zero (tobi)."),
    "web_rules_summary_tobi_no": N_("The game goes on when a player's points fall below zero (no tobi)."),
    "web_rules_summary_tournament": N_(
        "{preliminary} preliminary rounds, then the final round; up to {capacity} entrants."
    ),
    "web_rules_summary_winner_qualifies": N_("The overall winner qualifies for the champions event."),
    "web_rules_downloads": N_(
        "For organizers: the files this competition runs on (TOML), to copy and change:"
    ),
    "web_rules_format_toml": N_("the format"),
    "web_rules_ruleset_toml": N_("the ruleset"),
    # --- (end of web)
    # --- web seam (taikai demo)
    "demo_building": N_("Building the demo"),
    "demo_not_demo": N_(
        "{database} holds other data than the demo: it is left as it is (give --db a new file)."
    ),
    "demo_fresh_not_file": N_("--fresh rebuilds a SQLite file only, not {database}."),
    "demo_built": N_(
        "The demo is in {database}: a league ({league}), a one-day tournament ({tournament}) "
        "and a cup ({cup})."
    ),
    "demo_kept": N_(
        "The demo in {database} is served as it was built; log in as {login} with the password "
        "printed then (--fresh builds it again with a new one)."
    ),
    "demo_login": N_("Staff login: {login}, password {password} (printed only now)."),
    "demo_stays": N_(
        "The database stays in {database} when the server stops (Ctrl+C): taikai demo serves it "
        "again, taikai demo --fresh builds it again."
    ),
    # the league format's fields on the rules page (taikai.web.fields.doc_keys; the league's format
    # model came with the services, after the pages' catalog was written)
    "web_doc_league_schema_version": N_("Version of the format schema (this taikai reads version 1)."),
    "web_doc_league_kind": N_("Which competition the format runs: league (the ranked monthly league)."),
    "web_doc_league_name": N_(
        "Short name used on the command line and in competition files, e.g. itsuka-chuuren."
    ),
    "web_doc_league_title": N_("Human title."),
    "web_doc_league_source": N_("Where the format comes from (document, date)."),
    "web_doc_league_ruleset": N_(
        "The ruleset every game is settled with: a preset name (`taikai rules list`) or the path of a "
        "ruleset TOML file."
    ),
    "web_doc_league_timezone": N_(
        "The time zone a game's time is read in to find its season (an IANA name such as Asia/Tokyo); a "
        "league file's own timezone replaces it."
    ),
    "web_doc_league_season_last_day": N_(
        "Days 1 to this of each month are the month's season; the days after it are maintenance days: a "
        "game played then belongs to no season unless the organizer accepts it (a month without that day "
        "is all season)."
    ),
    "web_doc_league_year_first_month": N_(
        "The first month of a league year (12: December to November); a year is named by the year of its "
        "last month."
    ),
    "web_doc_league_max_steps": N_(
        "At most this many steps of promotion in one season (step 1 and step 2 add up)."
    ),
    "web_doc_league_demotion_steps": N_("Steps down for a player demoted in a season."),
    "web_doc_league_season_champion_points": N_(
        "Annual points for the season champion (the best-ranked player who meets a promotion condition)."
    ),
    "web_doc_league_rank_champion_points": N_(
        "Annual points for a group's in-rank champion; they add up with the tier's and the season champion's."
    ),
    "web_doc_league_lowest_alias": N_(
        'Another name of the lowest tier in a league file (seed 000\'s "rank E" is D3); unset: none.'
    ),
    "web_doc_league_lowest_tier_seasons": N_(
        "The organizer's report lists players who end this many calendar-consecutive seasons at the "
        "lowest tier (the organizer may hide the name or reset the record)."
    ),
    "web_doc_league_far_season_months": N_(
        "A season at least this many months away from the main run of seasons (the longest run of seasons "
        "less than this apart) gets a warning: a year typed wrong? Its games still count."
    ),
    "web_doc_league_groups": N_(
        "The tier groups from the lowest up ([[groups]] tables); everybody starts at the lowest tier. "
        "Step 2 of a promotion is season rank 1 among the players of the group and every lower group."
    ),
    "web_doc_league_groups__name": N_(
        "The group's name: one to three capital letters; its tiers are the name and a number (D3, D2, D1)."
    ),
    "web_doc_league_groups__levels": N_(
        "Tiers in the group (3: D3 D2 D1, the highest numbered lowest); unset: open-ended (S1, S2, S3 ... "
        "upwards without end), only for the last group."
    ),
    "web_doc_league_groups__games_needed": N_(
        "Step 1 of a promotion needs at least this many games in the season."
    ),
    "web_doc_league_groups__promote_top": N_(
        "Step 1 also needs a top percentile (rank / participants) at most this percent."
    ),
    "web_doc_league_groups__small_field_below": N_(
        "The small-field rule: with fewer participants than this, season rank 1 meets step 1 whatever its "
        "top percentile (seed 000: 7 for A and S, whose 15% a field of 6 cannot reach); unset: no such "
        "rule."
    ),
    "web_doc_league_groups__demote_bottom": N_(
        "Demotion by one step at a bottom percentile ((participants - rank + 1) / participants) at most "
        "this percent; unset: the group is never demoted. A player meeting step 1 is never demoted."
    ),
    "web_doc_league_groups__annual_points": N_(
        "Annual points of a season played in each tier of the group (before movement), lowest tier first; "
        "an open-ended group's last value serves every higher tier."
    ),
    "web_doc_league_championship": N_("The annual championship of the top of the year's ranking."),
    "web_doc_league_championship__seeding": N_(
        "The tables the annual ranking enters, in ranking order: [table, players] pairs (the first 2 to "
        "the final, the next 4 to q1_1 ...)."
    ),
    "web_doc_league_championship__routes": N_(
        'Who goes on: [table, place, next table] (["q1_1", 1, "q3"]: q1_1\'s 1st plays q3); a table\'s '
        "players are its seeded players, then the players routed to it in this order."
    ),
    "web_doc_league_championship__qualifier_hanchan": N_(
        "Hanchan played at each qualifier table (the organizer enters the places)."
    ),
    "web_doc_league_championship__final_hanchan": N_(
        "Hanchan of the final before the totals are halved and carried."
    ),
    "web_doc_league_championship__last_hanchan": N_(
        "Hanchan played after the carry-over; the leader after them is the annual champion."
    ),
    "web_doc_league_championship__halving": N_(
        "How a total with an odd tenth is halved to 0.1 pt: up (toward +infinity: 12.3 -> 6.2, -12.3 -> "
        "-6.1), down (toward -infinity) or half_even (to the even tenth)."
    ),
    "web_doc_league_championship__special_promotion": N_(
        "Steps of special promotion by final place, 1st first (places beyond the list: none); they take "
        "effect from the first season of the next league year."
    ),
    # --- (end of web seam)
    # --- web entry (staff pages: competitions, players, entering, correcting and importing games)
    "web_entry_competitions": N_("Competitions: players and games"),
    "web_entry_accounts": N_("Platform accounts (majsoul:ID, tenhou:NAME; separated by spaces)"),
    "web_entry_add_player": N_("Register a player"),
    "web_entry_already_recorded": N_("This game was already recorded as {game}: nothing was recorded twice."),
    "web_entry_by_hands": N_("Enter hand by hand"),
    "web_entry_by_points": N_("Enter a game by final points"),
    "web_entry_choose_player": N_("(choose a player)"),
    "web_entry_confirm": N_("Confirm this result"),
    "web_entry_confirmation_setting": N_("Each game counts only once a second staff member confirms it"),
    "web_entry_correct": N_("Correct or delete"),
    "web_entry_correct_title": N_("Game {game}: correct or delete"),
    "web_entry_create": N_("Create the competition"),
    "web_entry_delete": N_("Delete this game"),
    "web_entry_deposits": N_("Riichi sticks left on the table"),
    "web_entry_played_at": N_("Played at ({zone})"),
    "web_entry_played_at_round": N_("Played at ({zone}; empty: the round's start)"),
    "web_entry_played_on": N_("Played {at}"),
    "web_day_opened": N_("entries opened {at}"),
    "web_entry_enter_another": N_("Enter another"),
    "web_entry_entered_by": N_("entered by {who}"),
    "web_entry_final_points": N_("Final points"),
    "web_entry_format_file": N_("or a format file (TOML)"),
    "web_entry_format_from_file": N_("(from the file below)"),
    "web_entry_format_missing": N_("format: choose a preset or upload a format file."),
    "web_entry_format_preset": N_("Format preset"),
    "web_entry_game_title": N_("{competition}: enter a game"),
    "web_entry_import": N_("Import files"),
    "web_entry_import_add_players": N_("Register the players the files name who are not registered yet"),
    "web_entry_import_file": N_("{imported} imported (read as {source})"),
    "web_entry_import_files": N_(
        "Files (Mahjong Soul contest records, Tenhou logs, tenhou.net/6, score sheets; gz and tar accepted)"
    ),
    "web_entry_import_title": N_("{competition}: import files"),
    "web_entry_import_totals": N_("{imported} imported, {skipped} skipped, {refused} files refused"),
    "web_entry_import_unknown": N_("{count} players are not registered: nothing of this file was imported"),
    "web_entry_keep_setting": N_("Keep"),
    "web_entry_kind": N_("Kind"),
    "web_entry_name": N_("Name"),
    "web_entry_new_competition": N_("Create a competition"),
    "web_entry_no_player": N_("No player {player} in this competition."),
    "web_entry_no_players_yet": N_("Register the players first."),
    "web_entry_not_pt": N_(
        "penalties: {value} is not a pt amount (a negative number with one decimal place, e.g. -10.0)."
    ),
    "web_entry_penalties": N_("Chombo and penalties"),
    "web_entry_pending_games": N_("Waiting for confirmation: {count}"),
    "web_entry_pending_note": N_(
        "Waiting for a second staff member's confirmation: it does not count in the standings yet."
    ),
    "web_entry_pick_kind": N_("kind: choose league, tournament or cup."),
    "web_entry_player_id": N_("Id (empty: the next free p1, p2 ...)"),
    "web_entry_players": N_("Players ({count})"),
    "web_entry_points_out_of_range": N_(
        "points: {points} is beyond what a table can hold (at most 400000 either way)."
    ),
    "web_entry_pro": N_("Professional"),
    "web_entry_public_game": N_("The game's public page"),
    "web_entry_public_pages": N_("Public pages"),
    "web_entry_reason": N_("Reason (kept in the audit log)"),
    "web_entry_recorded": N_("Recorded as game {game}."),
    "web_entry_round_and_table": N_("round and table: give both, or neither."),
    "web_entry_save_changes": N_("Save the correction"),
    "web_entry_save_game": N_("Record the game"),
    "web_entry_save_table": N_("Record this table's result"),
    "web_entry_saved_title": N_("Game {game}"),
    "web_entry_seat_missing": N_("seats: choose a player for each of the four seats."),
    "web_entry_seat_twice": N_("seats: {player} is seated twice; each player sits once."),
    "web_entry_seats": N_("Seats (from the first dealer)"),
    "web_entry_slug": N_("Slug (its address: lowercase letters a-z, digits and -)"),
    "web_field_not_text": N_("The field {field} is not UTF-8 text: a form's fields are sent in UTF-8."),
    "web_slug_no_address": N_(
        "Its slug {slug} is not lowercase letters, digits and hyphens: its pages have no address here "
        "(the command line reaches it)."
    ),
    "web_entry_table": N_("Table"),
    "web_entry_tier": N_("Starting tier"),
    "web_entry_too_many_files": N_("files: at most {most} files at once."),
    "web_entry_upload_too_large": N_("{file}: larger than {most} bytes; not read."),
    "web_entry_hands_title": N_("{competition}: a game hand by hand"),
    "web_entry_hands_so_far": N_("Hands so far: {count}"),
    "web_entry_new_hand": N_("The next hand"),
    "web_entry_hand_kind": N_("How the hand ended"),
    "web_entry_result_ron": N_("Ron"),
    "web_entry_result_tsumo": N_("Tsumo"),
    "web_entry_result_draw": N_("Exhaustive draw"),
    "web_entry_result_abortive": N_("Abortive draw"),
    "web_entry_result_chombo": N_("Chombo"),
    "web_entry_winner": N_("Winner"),
    "web_entry_discarder": N_("Dealt in (ron)"),
    "web_entry_hand_tiles": N_(
        "Hand: the concealed tiles, the winning tile included (14, less 3 a meld; e.g. 123m456p789s234s55p)"
    ),
    "web_entry_win_tile": N_("Winning tile"),
    "web_entry_dora": N_("Dora indicators"),
    "web_entry_ura": N_("Ura dora indicators"),
    "web_entry_han_fu": N_("or han and fu, or the yakuman (when the hand is not given)"),
    "web_entry_han": N_("Han"),
    "web_entry_fu": N_("Fu"),
    "web_entry_yakuman": N_("Yakuman (1: a yakuman, 2: a double yakuman ...)"),
    "web_entry_open": N_("Open or closed hand (with han, fu or yakuman)"),
    "web_entry_open_unsaid": N_("not said"),
    "web_entry_open_yes": N_("open hand"),
    "web_entry_open_no": N_("closed hand"),
    "web_entry_open_by_melds": N_(
        "the hand's melds say whether it was open: leave this empty when the tiles are given"
    ),
    "web_entry_valued_twice": N_(
        "{field}: value a win one way only: by its tiles, by han and fu, or as a yakuman."
    ),
    "web_entry_riichi_seats": N_("Riichi"),
    "web_entry_tenpai_seats": N_("Tenpai at the draw"),
    "web_entry_abortive_kind": N_("Abortive draw"),
    "web_entry_chombo_seat": N_("Chombo by"),
    "web_entry_preview": N_("Show the hand's value"),
    "web_entry_add_hand": N_("Add this hand"),
    "web_entry_save_record": N_("Record the game"),
    "web_entry_preview_title": N_("{round}, {honba} honba"),
    "web_entry_change": N_("{seat}: {delta} → {points}"),
    "web_entry_hands_not_list": N_(
        "hands: the hands entered so far were not readable; start the game again."
    ),
    "web_entry_game_not_over": N_("The game is not over yet: add the next hand."),
    "web_entry_hand_needs": N_("{field}: needed for this result."),
    "web_entry_abortive_kyuushu_kyuuhai": N_("Nine terminals"),
    "web_entry_abortive_suufon_renda": N_("Four winds"),
    "web_entry_abortive_suucha_riichi": N_("Four riichi"),
    "web_entry_abortive_suukaikan": N_("Four kans"),
    "web_entry_abortive_sanchahou": N_("Triple ron"),
    # (hand by hand: every seat by wind and name, several winners, melds)
    "web_entry_field_hand": N_("Hand"),
    "web_entry_field_melds": N_("Melds"),
    "web_entry_field_yakuman": N_("Yakuman"),
    "web_entry_meld_type": N_("{field}: {tiles}: choose the meld's type (chi, pon or a kan)."),
    "web_entry_meld_tiles": N_("{field}: a meld needs its tiles (e.g. 666z)."),
    "web_entry_not_for_result": N_(
        "{field}: this result does not use it; leave it empty or choose another result."
    ),
    "web_entry_tsumo_one_winner": N_("{field}: a tsumo has one winner."),
    "web_entry_seats_distinct": N_("seats: each player sits at one seat only."),
    "web_entry_hands_players_first": N_(
        "First the four players, from the first dealer (East); then the hands."
    ),
    "web_entry_hands_start": N_("Enter the hands"),
    "web_entry_change_players": N_("Choose other players (the hands start again)"),
    "web_entry_game_over": N_("The game is over: {reason}. Record it below."),
    "web_entry_undo_hand": N_("Take back the last hand"),
    "web_entry_another_winner": N_("Winner {number}: a double or triple ron on the same tile"),
    "web_entry_win_number": N_("Winner {number}"),
    "web_entry_win_field": N_("{winner}, {field}"),
    "web_entry_melds_title": N_("Melds (calls and closed kans)"),
    "web_entry_melds_note": N_(
        "An open hand: each call by its type, its tiles (e.g. 666z) and who it was called from, a "
        "closed kan too; the hand above then holds the concealed tiles only."
    ),
    "web_entry_meld_type_label": N_("Meld {number}: type"),
    "web_entry_meld_tiles_label": N_("Meld {number}: tiles"),
    "web_entry_meld_from_label": N_("Meld {number}: called from"),
    "web_meld_chi": N_("Chi"),
    "web_meld_pon": N_("Pon"),
    "web_meld_minkan": N_("Open kan"),
    "web_meld_kakan": N_("Added kan"),
    "web_meld_ankan": N_("Closed kan"),
    "web_meld_from_left": N_("from the left"),
    "web_meld_from_across": N_("from across"),
    "web_meld_from_right": N_("from the right"),
    "web_entry_han_only": N_(
        "or the han, or the yakuman (when the tiles are not given; this ruleset counts no fu)"
    ),
    "web_entry_chombo_by": N_("Chombo by: {cost}"),
    "web_entry_chombo_note": N_(
        "A chombo as the result voids the hand (replayed by the same dealer); with an exhaustive draw "
        "it is paid beside the draw (a noten riichi, a wrong hand found at the draw)."
    ),
    "web_entry_preview_refused": N_("This hand is not accepted"),
    # (penalties on every entry form, as the ruleset has them)
    "web_penalty_chombo": N_("Chombo"),
    "web_penalty_chombo_intentional": N_("Intentional chombo"),
    "web_penalty_red_card": N_("Red card"),
    "web_penalty_pt": N_("Penalty {pt} pt"),
    "web_penalty_costs": N_("{name} ({value})"),
    "web_penalty_confiscated": N_("{points} points confiscated"),
    "web_penalty_pt_value": N_("{pt} pt"),
    "web_penalty_mangan": N_("a mangan paid to the others"),
    "web_entry_penalty_pt": N_("Other penalty in pt (e.g. -10.0)"),
    "web_entry_confiscation_note": N_(
        "A chombo takes {points} points at once: enter the points as they stand at the end, the four "
        "adding up to {total} less {points} per chombo."
    ),
    "web_entry_chombo_in_play": N_(
        "A chombo is paid as a mangan during play under this ruleset: the final points hold it already."
    ),
    # (a roster upload: taikai.web.routes.entry.import_roster)
    "web_roster_title": N_("Register players from a roster (CSV)"),
    "web_roster_help": N_(
        "One player a row under a header row: name, and accounts as platform:id separated by spaces "
        "(a league: tier, the starting tier; empty: the lowest). Every row is checked before "
        "anything is registered; a player already registered as the roster gives them is left as "
        "they are."
    ),
    "web_roster_sample_name": N_("Yamada Taro"),
    "web_roster_file": N_("Roster file"),
    "web_roster_submit": N_("Check and register"),
    "web_roster_done": N_("The roster: {added} players registered, {registered} already registered."),
    # --- (end of web entry)
    # --- web day (the tournament day and the league seasons on staff pages)
    "web_day_title": N_("{competition}: the tournament day"),
    "web_day_nav_label": N_("The tournament day"),
    "web_day_registration": N_("Registration and lottery"),
    "web_day_rounds": N_("Rounds and tables"),
    "web_day_final": N_("Final round and stars"),
    "web_day_public_page": N_("Public page"),
    "web_day_screens": N_("Venue screens"),
    "web_day_lottery_kept": N_("Registration decided (lottery seed {seed})"),
    "web_day_lottery_drawn": N_("Lottery: {entries} opening-day entries for {capacity} places"),
    "web_day_pro": N_("professional"),
    "web_day_fee": N_("fee {fee} yen"),
    "web_day_waiting_position": N_("reserve no. {position}"),
    "web_day_submitted": N_("entered {at}"),
    "web_day_withdrawn": N_("withdrew {at}"),
    "web_day_no_entries": N_("No entries yet."),
    "web_day_add_entry": N_("Add an entry"),
    "web_day_entry_id": N_("Entry id"),
    "web_day_entry_name": N_("Entrant's name"),
    "web_day_entry_submitted": N_("Entered at ({zone})"),
    "web_day_entry_profile": N_("Profile"),
    "web_day_entry_birth_date": N_("Date of birth"),
    "web_day_entry_key": N_("Series key (optional)"),
    "web_day_entry_pro": N_("Invited professional"),
    "web_day_withdraw": N_("Withdraw an entry"),
    "web_day_withdraw_at": N_("Withdrew at ({zone})"),
    "web_day_lottery": N_("Decide the registration (lottery)"),
    "web_day_opens_at": N_("Registration opened at ({zone})"),
    "web_day_event_date": N_("Event date"),
    "web_day_seed": N_("Seed"),
    "web_day_seed_note": N_(
        "A seed was generated for you; type your own to draw with it. The seed is kept and shown, so "
        "anyone can draw the same again."
    ),
    "web_day_decide": N_("Decide entries by lottery"),
    "web_day_seated": N_("Seats drawn (seed {seed})"),
    "web_day_seat": N_("Draw the seats of the preliminary rounds"),
    "web_day_seat_again": N_("Draw the seats again with this seed"),
    "web_day_final_round": N_("Round {round} (final)"),
    "web_day_tables_in": N_("{done} of {tables} tables in"),
    "web_day_started": N_("started {at}"),
    "web_day_timer": N_("Timer screen"),
    "web_day_start": N_("Start the round"),
    "web_day_print_sheets": N_("Table sheets and score slips"),
    "web_day_make_links": N_("Make the table links"),
    "web_day_table_in": N_("result in"),
    "web_day_enter_table": N_("enter the result"),
    "web_day_not_seated": N_("No round is seated yet."),
    "web_day_not_in_draw": N_(
        "not in the draw (the seats were drawn before): drawing them again seats this entry"
    ),
    "web_day_not_in_draw_underway": N_(
        "not in the draw: the rounds are under way, so this entry plays no round"
    ),
    "web_day_still_in_draw": N_("still seated in the draw: drawing the seats again frees the seat"),
    "web_day_still_in_draw_underway": N_("still seated in the drawn rounds: its tables are played as drawn"),
    "web_day_draw_outdated": N_(
        "The registration changed after the seats were drawn: {unseated} playing but not seated, "
        "{unplaying} seated but no longer playing. Until the first table is in, drawing the seats "
        "again seats the players as they stand; the tables drawn stay valid until then."
    ),
    "web_day_draw_refused": N_("A seat draw now would be refused: {why}"),
    "web_day_print_title": N_("{competition}: round {round}, sheets"),
    "web_day_print_note": N_(
        "{tables} tables: a table sheet and a score slip each, one page apiece when printed."
    ),
    "web_day_print": N_("Print"),
    "web_day_back": N_("Back to the tournament day"),
    "web_day_carried": N_("carried {score}"),
    "web_day_score_slip": N_("score slip"),
    "web_day_slip_seat": N_("Seat"),
    "web_day_slip_points": N_("Final points"),
    "web_day_slip_signature": N_("Signature"),
    "web_day_slip_deposits": N_("Sticks left on the table"),
    "web_day_slip_total": N_("The four final points and the sticks left add up to the starting total."),
    "web_day_slip_staff": N_("Checked by (staff):"),
    "web_day_final_title": N_("{competition}: the final round"),
    "web_day_final_formed": N_(
        "The final round's tables, formed from the standings after the preliminary rounds, with each "
        "player's carried score."
    ),
    "web_day_title_table": N_("title table"),
    "web_day_final_not_yet": N_("The final round is formed once every preliminary table is in."),
    "web_day_after_preliminaries": N_("Standings after the preliminary rounds"),
    "web_day_result": N_("Result and stars"),
    "web_day_qualified": N_("qualifies for the championship"),
    "web_day_stars": N_("★ {stars}"),
    "web_day_notes": N_("How ties and tables were decided"),
    "web_day_bad_time": N_("{field}: “{value}” is not a time (2025-03-02T10:00)."),
    "web_day_bad_date": N_("{field}: “{value}” is not a date (2025-03-20)."),
    "web_day_entry_id_taken": N_("The entry id {id} is taken by {name}."),
    "web_day_lottery_decided": N_(
        "The registration was decided by lottery with seed {seed}; it is kept and is not drawn again."
    ),
    "web_day_round_not_seated": N_("Round {round} is not seated."),
    "web_day_seasons_title": N_("Close or reopen a season"),
    "web_day_seasons_note": N_(
        "A season stays provisional until it is closed. Once closed, its table is final and its games "
        "cannot be changed until it is reopened."
    ),
    "web_day_closed_by": N_("closed {at} by {by}"),
    "web_day_reopened_by": N_("last reopened by {by}: {reason}"),
    "web_day_close_at": N_("Close at ({zone})"),
    "web_day_reason_optional": N_("Reason (optional)"),
    "web_day_reason_required": N_("Reason (required)"),
    "web_day_close_season": N_("Close {season}"),
    "web_day_reopen_season": N_("Reopen {season}"),
    "web_entry_import_at": N_("Played at, for logs that do not say when (an mjlog saved without its id)"),
    "web_entry_import_accept": N_(
        "Take the platform's scores for a game whose settled scores differ from taikai's (marked, and "
        "kept in the audit log)"
    ),
    "web_entry_import_accept_hint": N_(
        "To store the platform's scores for such a game, tick \"Take the platform's scores\" and import "
        "the file again"
    ),
    "web_entry_import_accepted": N_("Game {game}: stored with the platform's scores"),
    "web_entry_import_offences": N_(
        "Store a log whose play holds an offence of the ruleset (a furiten ron, a kata-agari win ...), "
        "each offence proposed to staff"
    ),
    "web_offences": N_("Offences found in the play"),
    "web_offence_apply": N_("Apply the penalty"),
    "web_offence_dismiss": N_("Dismiss"),
    "web_offence_reason": N_("Why"),
    "web_game_platform_scores": N_(
        "Stored with the platform's scores {platform}; taikai settles {taikai} under {ruleset}"
    ),
    # --- (end of web day)
    # --- issue 24, the venue: QR codes of table links, a table link used, the entry form's discounts
    "web_links_qr": N_("QR code of table {table}'s link"),
    "web_day_print_links": N_("Make the QR codes again"),
    "web_day_print_qr_note": N_(
        "Each table sheet carries its table's link as a QR code, valid until {expires}: the players "
        "scan it with a phone to enter their result."
    ),
    "web_day_sheet_qr": N_("Scan with a phone to enter this table's result (until {expires})."),
    "web_table_recorded": N_("The result of round {round}, table {table} is in:"),
    "web_table_correction": N_(
        "If anything in it is wrong, do not enter it again: tell a staff member “round {round}, table "
        "{table} needs a correction”. The staff correct it; there is nothing more to do here."
    ),
    "web_table_result_points": N_("{points} points · {score}"),
    "web_day_entry_discounts": N_("Discounts"),
    "web_day_discount": N_("{discount} ({yen} yen off)"),
    "web_day_warnings": N_("Check these entries"),
    "web_day_asked_discounts": N_("discounts: {discounts}"),
    # --- (end of issue 24, the venue)
    # --- issue 22, stages and teams (competitions.stages, formats.staged)
    "kind_staged": N_("competition of stages"),
    "stage_advances": N_("{stage}: {entrant} is {rank} on {total} and goes on to {next} (the top {top})"),
    "stage_out": N_("{stage}: {entrant} is {rank} on {total}, outside the top {top} who go on to {next}"),
    "stage_carried": N_("{stage}: {entrant} brings {carried} of the previous stage's {total} ({rule})"),
    "carry_full": N_("all of it carried"),
    "carry_half": N_("half carried, {halving}"),
    "halving_up": N_("rounded up to a tenth"),
    "halving_down": N_("rounded down to a tenth"),
    "halving_half_even": N_("rounded to the even tenth"),
    "stage_tie": N_(
        "{stage}: {upper} ranks above {lower} on equal total {total}: {by} ({value} against {other})"
    ),
    "stage_tie_entry": N_(
        "{stage}: {upper} ranks above {lower} on equal total {total}: equal by every tie-break, earlier "
        "in the entry list"
    ),
    "stage_short_run": N_(
        "{stage}: {entrant} played {games} games, fewer than the {best} consecutive games that count: "
        "ranked below those who played them"
    ),
    "stage_repeat_forced": N_(
        "{stage}, round {round}: the tables hold {repeats} meetings of players who met before (no seating"
        " avoids them all)"
    ),
    "stage_routed": N_("{stage}: {entrant} is {rank} on {total} and goes on to {next}"),
    "stage_withdrew": N_(
        "{stage}: {entrant} is {rank} on {total}, which goes on to {next}, but has withdrawn: the next in "
        "line takes the place"
    ),
    "tiebreak_previous_total": N_("higher total in the previous stage"),
    "tiebreak_previous_rank": N_("better place in the previous stage"),
    "tiebreak_best_game": N_("better single game"),
    "tiebreak_latest_game": N_("higher score in the latest game that differs"),
    "stage_top_field": N_("stage {stage}: give top (how many go on) exactly when entry = 'top'"),
    "stage_named_field": N_("stage {stage}: give named (who enters) exactly when entry = 'named'"),
    "stage_best_field": N_(
        "stage {stage}: give best (how many consecutive games count) exactly when counting = 'best_run'"
    ),
    "stage_best_games": N_("stage {stage}: best = {best} is more than the stage's {games} games"),
    "stage_tiebreak_twice": N_("stage {stage}: a tie-break is listed twice"),
    "stage_bracket_field": N_(
        "stage {stage}: give seeds or routes (who enters) exactly when entry = 'bracket'"
    ),
    "stage_bracket_carry": N_(
        "stage {stage}: a bracket stage takes its players from several places and carries nothing "
        "(carry = 'none')"
    ),
    "stage_route_source": N_(
        "stage {stage}: routes take players from {source}, which is not a stage before it"
    ),
    "stage_routed_twice": N_("place {place} of stage {source} is routed twice"),
    "stage_seeded_twice": N_("place {place} of the entry list is seeded twice"),
    "format_no_last_hanchan": N_(
        "the championship's final has no hanchan after its halved carry: stages cannot express a total "
        "that is only halved"
    ),
    "format_team_size": N_("give team_size exactly when ranks = 'teams'"),
    "format_stage_twice": N_("two stages are named {stage}"),
    "format_first_stage": N_(
        "the first stage {stage} has no stage before it: its entry cannot be 'top' and its carry must be "
        "'none'"
    ),
    "format_team_seating": N_(
        "stage {stage}: seating '{seating}' seats players by their own standings, which a team "
        "competition does not have: use 'draw' or 'fixed'"
    ),
    "entrant_twice": N_("{entrant} is entered twice"),
    "roster_unknown_team": N_("the roster puts {player} on team {team}, which is not entered"),
    "roster_span": N_(
        "the roster entry of {player} on team {team} ends before it starts (or starts before game 1)"
    ),
    "roster_full": N_(
        "team {team} at game {game}: {regulars} regular players (at most {size}) and {substitutes} "
        "substitutes (at most {most})"
    ),
    "named_unknown": N_("stage {stage} names {entrant}, who is not entered"),
    "withdrawn_unknown": N_("{entrant} withdraws before stage {stage}: no such entrant or no such stage"),
    "game_unknown_stage": N_("game {game}: no stage {stage} (the stages: {stages})"),
    "game_stage_early": N_(
        "game {game}: stage {stage} has not begun: the stage before it (a bracket stage: a stage it takes "
        "players from) is not complete"
    ),
    "game_table_size": N_("game {game}: a table seats 4 players with 4 final points"),
    "game_not_entrant": N_("game {game}: {entrant} does not play stage {stage}"),
    "game_player_twice": N_("game {game}: a player sits twice at the table"),
    "game_team_twice": N_(
        "game {game}: team {team} has two players at the table (each game seats 4 different teams)"
    ),
    "game_teams_missing": N_("game {game}: name the team each of the 4 players plays for"),
    "game_not_on_roster": N_("game {game}: {player} is not on team {team}'s roster at that game"),
    "game_teammates": N_(
        "game {game}: two players of team {team} share the table (teammates never meet in this stage)"
    ),
    "game_too_many": N_("game {game}: {entrant} has played more than the {most} games of stage {stage}"),
    "game_round_range": N_("game {game}: give its round, 1 to {rounds}, of stage {stage}"),
    "game_round_twice": N_("game {game}: {player} plays twice in round {round}"),
    "game_problem": N_("game {game}: {problem}"),
    "seat_stage_done": N_("every stage is complete: there is no round left to seat"),
    "seat_fixed": N_("stage {stage} has a fixed schedule: its tables are the organizer's"),
    "seat_not_ready": N_("stage {stage}: round {round} is not complete yet"),
    "seat_teams_apart": N_("a team of {most} players cannot be kept apart over {tables} tables"),
    # --- (end of issue 22, stages and teams)
    # --- issue 22, staged competitions stored (contracts.staged, services.stages, the pages)
    "staged_file_not_object": N_(
        "{origin}: a staged competition's file is a JSON object with format, players, teams, roster and games"
    ),
    "staged_field_hint": N_("not a field of a staged competition's file; docs/stages.md lists them"),
    "staged_bad_penalty": N_("{origin}: penalty '{field}': {problem}"),
    "staged_listed_twice": N_("{origin}: field '{field}': {id!r} is listed twice"),
    "staged_unknown_player": N_("{origin}: field '{field}': {player!r} is not a player of the competition"),
    "not_a_team_competition": N_("{competition} is not a competition of stages with teams"),
    "team_exists": N_("{competition} already has a team {team}"),
    "team_not_found": N_("{competition} has no team {team}"),
    "team_player_twice": N_("team {team}: a player is named twice"),
    "team_game_number": N_("{field}: a game number from 1 to {most}"),
    "not_on_roster": N_("{player} is not on team {team}'s roster in {competition}"),
    "game_stage_missing": N_(
        "{competition} is a competition of stages: give the game's stage (one of {stages})"
    ),
    "game_stage_not_staged": N_(
        "{competition} is not a competition of stages: its games have no stage and no teams"
    ),
    "action_team": N_("added team {team} ({name})"),
    "action_roster": N_("put {player} on team {team}'s roster from game {first}"),
    "cli_team_added": N_("stored team {team} of {competition}"),
    "cli_team_roster": N_("{team} ({name})"),
    "cli_team_member": N_("{player}: from game {first}"),
    "cli_team_member_until": N_("{player}: games {first} to {last}"),
    "cli_team_substitute": N_("{member} (substitute)"),
    "cli_team_none": N_("{competition} has no teams yet"),
    "cli_staged_stage": N_("stage {stage}: {played} games played"),
    # issue 22: seating a stored staged competition's next round (services.stages.seat_round)
    "seat_seed": N_("{field}: a seed from 0 to {most}"),
    "action_stage_seating": N_("seated round {round} of stage {stage} (seed {seed})"),
    "cli_stage_seated": N_("stage {stage}, round {round} (seed {seed}): {tables} tables"),
    "cli_stage_table": N_("table {table}: {seats}"),
    "cli_stage_repeats": N_("{repeats} repeat meetings could not be avoided"),
    "web_stage_seating": N_("Seating"),
    "web_stage_seat_next": N_("Seat the next round"),
    "web_stage_seat_note": N_(
        "The engine seats the next round of the stage being played (draw, bands or Swiss), "
        "with the seed below; the same seed gives the same tables."
    ),
    "web_stage_round": N_("Stage {stage}, round {round}"),
    "web_stage_enter": N_("Enter result"),
    "web_stage_entered": N_("Entered"),
    "web_stage_none_seated": N_("No round has been seated yet."),
    "cli_staged_stage_of": N_("stage {stage}: {played} of {total} games played"),
    "cli_staged_not_begun": N_("stage {stage}: not begun"),
    "cli_staged_records": N_("records within each team"),
    "cli_staged_team": N_("team {team}"),
    "web_kind_staged": N_("Competition of stages"),
    "web_stage_title": N_("Stage {stage}"),
    "web_stage": N_("Stage"),
    "web_no_stage": N_("{competition} has no stage {stage} begun."),
    "web_no_stages_yet": N_("No stage has begun yet."),
    "web_stage_complete": N_("complete"),
    "web_stage_playing": N_("being played"),
    "web_stage_advances": N_("goes on"),
    "web_stage_out": N_("out"),
    "web_stage_carried": N_("carried {pt}"),
    "web_stage_counted": N_("this stage {pt}"),
    "web_stage_carry_none": N_("Nothing is carried from the stage before."),
    "web_stage_carry_half": N_("Half the total of the stage before is carried."),
    "web_stage_carry_full": N_("The whole total of the stage before is carried."),
    "web_schedule": N_("Schedule"),
    "web_schedule_of": N_("{played} of {total} games played, {left} to play"),
    "web_schedule_played": N_("{played} games played"),
    "web_schedule_not_begun": N_("not begun"),
    "web_schedule_each": N_("{games} games each"),
    "web_schedule_top": N_("the top {top} enter"),
    "web_decisions": N_("Decisions"),
    "web_teams": N_("Teams"),
    "web_no_teams_yet": N_("No teams yet."),
    "web_roster": N_("Roster"),
    "web_roster_from": N_("from game {first}"),
    "web_roster_span": N_("games {first} to {last}"),
    "web_substitute": N_("substitute"),
    "web_team_stages": N_("Stages"),
    "web_team_records": N_("Records within the team"),
    "web_player_records": N_("Records in each team"),
    "web_best_game": N_("best {pt}"),
    "web_not_a_team_competition": N_("{competition} is not a competition of stages with teams."),
    "web_no_team": N_("{competition} has no team {team}."),
    "web_csv_entrant": N_("Player or team id"),
    "web_csv_carried": N_("Carried"),
    "web_csv_counted": N_("This stage"),
    "web_csv_advances": N_("Goes on"),
    "web_stage_rank_of": N_("place {rank} of {participants}"),
    "web_entry_teams": N_("The team of each seat"),
    "web_entry_choose_team": N_("Choose a team"),
    "web_entry_stage_round": N_("Round of the stage (a stage seated by rounds)"),
    "web_doc_staged_schema_version": N_("Version of the format schema (this taikai reads version 1)."),
    "web_doc_staged_kind": N_(
        "Which competition the format runs: staged (a sequence of stages, of players or of teams)."
    ),
    "web_doc_staged_name": N_(
        "Short name used on the command line and in competition files, e.g. itsuka-chuuren."
    ),
    "web_doc_staged_title": N_("Human title."),
    "web_doc_staged_source": N_("Where the format comes from (document, date)."),
    "web_doc_staged_ruleset": N_(
        "The ruleset every game is settled with: a preset name (`taikai rules list`) or the path of a "
        "ruleset TOML file."
    ),
    "web_doc_staged_timezone": N_(
        "The time zone of the competition's times (an IANA name such as Asia/Tokyo)."
    ),
    "web_doc_staged_ranks": N_(
        "Who the standings rank: players, or teams (each game seats players, each for one team)."
    ),
    "web_doc_staged_team_size": N_(
        "With ranks = teams: the most regular players on a team's roster at one time."
    ),
    "web_doc_staged_substitutes": N_(
        "With ranks = teams: the most substitutes on a roster at one time (they play for the team, and "
        "their games count for it)."
    ),
    "web_doc_staged_stages": N_("The stages in order (a ``[[stages]]`` table each)."),
    "web_doc_staged_stages__name": N_(
        "The stage's short name (games name their stage by it), e.g. regular, semifinal, final."
    ),
    "web_doc_staged_stages__entry": N_(
        "Who enters: all (everybody), top (the top ``top`` of the previous stage), named (``named``) or "
        "bracket (the places ``seeds`` of the entry list, then the places ``routes`` of earlier stages)."
    ),
    "web_doc_staged_stages__top": N_("With entry = top: how many of the previous stage's standings go on."),
    "web_doc_staged_stages__named": N_("With entry = named: the players (or teams) who enter."),
    "web_doc_staged_stages__seeds": N_(
        "With entry = bracket: the places of the competition's entry list who enter (a league's annual "
        "ranking: [3, 4, 5, 6]); places beyond the list enter nobody."
    ),
    "web_doc_staged_stages__routes": N_(
        'With entry = bracket: who enters after the seeds, [stage, place] each (["q1_1", 1]: the 1st of '
        "stage q1_1), from earlier stages; the stage begins when every stage it takes players from is "
        "complete (a stage with seeds only, at once)."
    ),
    "web_doc_staged_stages__games": N_(
        "Games each entrant plays in the stage: one a round when players are seated (draw, bands, swiss; "
        "in a team competition every player of an entering team), or per team with a fixed schedule of "
        "teams (M-League's regular season: 96)."
    ),
    "web_doc_staged_stages__seating": N_(
        "How tables are seated: draw (no-repeat draw of every round), bands (by standings, a title table "
        "of the top 4 and the rest in bands), swiss (by current standings, avoiding repeat opponents) or "
        "fixed (the organizer's schedule)."
    ),
    "web_doc_staged_stages__formation": N_(
        "With bands: how places 5 on are dealt (serpentine, cyclic or in_order, as a tournament's final)."
    ),
    "web_doc_staged_stages__avoid_repeats": N_(
        "With bands (serpentine or cyclic): players of one band swap tables while that lowers the number "
        "of pairs who met earlier in the competition."
    ),
    "web_doc_staged_stages__teammates_apart": N_(
        "In a team competition whose stage seats players: two players of one team never share a table."
    ),
    "web_doc_staged_stages__counting": N_(
        "What counts: sum (every game) or best_run (the best ``best`` consecutive games)."
    ),
    "web_doc_staged_stages__best": N_("With counting = best_run: how many consecutive games count."),
    "web_doc_staged_stages__carry": N_(
        "What each entrant's total of the previous stage brings: half (halved by ``halving``), full or none."
    ),
    "web_doc_staged_stages__halving": N_(
        "How a total with an odd tenth is halved to 0.1 pt: up (toward +infinity), down or half_even."
    ),
    "web_doc_staged_stages__tiebreaks": N_(
        "Equal totals are ordered by these in turn (previous_total, previous_rank, best_game, "
        "latest_game); what they leave equal, by the order of the competition's entry list."
    ),
    # --- (end of issue 22, staged competitions stored)
    # --- issue 21, player statistics (taikai.services.stats, taikai.web.routes.stats, _stats.html)
    "web_stats": N_("Statistics"),
    "web_stats_periods_label": N_("Statistics of"),
    "web_stats_whole": N_("All games"),
    "web_stats_history": N_("Whole history"),
    "web_stats_scope_month": N_("Games of {month}"),
    "web_stats_scope_competition": N_("Games of this competition"),
    "web_stats_scope_history": N_(
        "Games of {count} competition(s), linked by the player's platform accounts"
    ),
    "web_stats_no_games": N_("No game counted here yet."),
    "web_stats_from_points": N_("From final points"),
    "web_stats_from_hands": N_("From hand results"),
    "web_stats_places_title": N_("Places of {name}"),
    "web_stats_places_caption": N_("How often each place, of {games} games"),
    "web_stats_rates_title": N_("Rates by month of {name}"),
    "web_stats_rates_caption": N_("Each month's rates (0-100%)"),
    "web_stats_bar": N_("{count} ({pct}%)"),
    "web_stats_place_1": N_("1st"),
    "web_stats_place_2": N_("2nd"),
    "web_stats_place_3": N_("3rd"),
    "web_stats_place_4": N_("4th"),
    "web_stats_place_rate_1": N_("1st place rate"),
    "web_stats_place_rate_2": N_("2nd place rate"),
    "web_stats_place_rate_3": N_("3rd place rate"),
    "web_stats_place_rate_4": N_("4th place rate"),
    "web_stats_line_first": N_("1st place rate"),
    "web_stats_line_fourth": N_("4th place rate"),
    "web_stats_average_place": N_("Average place"),
    "web_stats_average_score": N_("Average score"),
    "web_stats_total_score": N_("Total score"),
    "web_stats_busts": N_("Busts (below zero)"),
    "web_stats_best": N_("Best score"),
    "web_stats_worst": N_("Worst score"),
    "web_stats_game": N_("game {game}"),
    "web_stats_streak_first": N_("Most 1st places in a row"),
    "web_stats_streak_top_two": N_("Most 1st or 2nd places in a row"),
    "web_stats_streak_no_last": N_("Most games in a row without 4th place"),
    "web_stats_games_count": N_("{count} games"),
    "web_stats_of_games": N_("{count} of {of} games"),
    "web_stats_of_games_with_points": N_("{count} of {of} games with final points"),
    "web_stats_of_hands": N_("{count} of {of} hands"),
    "web_stats_of_wins": N_("{count} of {of} wins"),
    "web_stats_of_riichi": N_("{count} of {of} riichi"),
    "web_stats_of_draws": N_("{count} of {of} exhaustive draws"),
    "web_stats_of_dealer_hands": N_("{count} of {of} hands as dealer"),
    "web_stats_of_known_wins": N_("{count} of {of} wins entered by their tiles"),
    "web_stats_over_games": N_("over {of} games"),
    "web_stats_over_wins": N_("over {of} wins"),
    "web_stats_over_deal_ins": N_("over {of} deal-ins"),
    "web_stats_no_hands": N_(
        "None of these games was entered hand by hand: the figures of hands need each hand's result."
    ),
    "web_stats_hand_sample": N_("{hands} hands in {games} game(s) recorded hand by hand"),
    "web_stats_win_rate": N_("Win rate"),
    "web_stats_tsumo_rate": N_("Tsumo (of wins)"),
    "web_stats_deal_in_rate": N_("Deal-in rate"),
    "web_stats_win_value": N_("Average win (points paid to the winner, honba in, riichi sticks out)"),
    "web_stats_deal_in_value": N_("Average deal-in (the same rule)"),
    "web_stats_riichi_rate": N_("Riichi rate"),
    "web_stats_riichi_win": N_("Riichi: won"),
    "web_stats_riichi_deal_in": N_("Riichi: dealt in"),
    "web_stats_riichi_draw": N_("Riichi: exhaustive draw"),
    "web_stats_riichi_other": N_("Riichi: other (another's win, an abortive draw)"),
    "web_stats_tenpai": N_("Tenpai at exhaustive draws"),
    "web_stats_dealer_wins": N_("Wins as dealer"),
    "web_stats_open_wins": N_("Open wins"),
    "web_stats_closed_wins": N_("Closed wins"),
    "web_stats_head_to_head": N_("Head to head (score difference)"),
    "web_stats_versus_line": N_("{games} games: above {above}, below {below}, level {level}"),
    "web_stats_versus_more": N_("The {shown} opponents met most often, of {count}."),
    "web_stats_board": N_("Statistics leaderboard"),
    "web_stats_min_games_label": N_("At least games"),
    "web_stats_month_label": N_("Month"),
    "web_stats_show": N_("Show"),
    "web_stats_board_min": N_("Players with at least {count} games, best average place first"),
    "web_stats_csv": N_("Download as CSV"),
    "web_stats_board_empty": N_("No player has {count} games here yet."),
    "web_stats_board_places": N_("{games} games · 1st {first} · 4th {fourth} · average {score}"),
    "web_stats_board_hands": N_("{hands} hands · win {wins} · deal-in {deal_in} · riichi {riichi}"),
    "web_stats_csv_rank": N_("Rank"),
    "web_stats_csv_player": N_("Player id"),
    "web_stats_csv_name": N_("Name"),
    "web_stats_csv_games": N_("Number of games"),
    "web_stats_csv_average_place": N_("Average place"),
    "web_stats_csv_first_pct": N_("1st place %"),
    "web_stats_csv_second_pct": N_("2nd place %"),
    "web_stats_csv_third_pct": N_("3rd place %"),
    "web_stats_csv_fourth_pct": N_("4th place %"),
    "web_stats_csv_average_score": N_("Average score"),
    "web_stats_csv_total_score": N_("Total score"),
    "web_stats_csv_busts": N_("Busts"),
    "web_stats_csv_hands": N_("Hands"),
    "web_stats_csv_win_pct": N_("Win %"),
    "web_stats_csv_tsumo_pct": N_("Tsumo % of wins"),
    "web_stats_csv_deal_in_pct": N_("Deal-in %"),
    "web_stats_csv_riichi_pct": N_("Riichi %"),
    "web_stats_csv_win_value": N_("Average win"),
    "web_stats_csv_deal_in_value": N_("Average deal-in"),
    "web_stats_from_play": N_("From the play"),
    "web_stats_no_play": N_(
        "None of these games keeps its play: the figures of the play need a log imported move by move"
        " (Tenhou, tenhou.net/6)."
    ),
    "web_stats_play_sample": N_("{hands} hands in {games} game(s) recorded move by move"),
    "web_stats_call_rate": N_("Call rate (hands with a chi, pon or open kan)"),
    "web_stats_riichi_turn": N_("Average riichi turn (own discards, the riichi one included)"),
    "web_stats_first_riichi": N_("First riichi"),
    "web_stats_chasing_riichi": N_("Chasing riichi (after another's)"),
    "web_stats_dama_wins": N_("Dama wins (no call, no riichi)"),
    "web_stats_good_wait_riichi": N_("Good shape at riichi (a wait of two kinds or more)"),
    "web_stats_good_wait_win": N_("Good shape at wins (a wait of two kinds or more)"),
    "web_stats_start_shanten": N_("Average starting shanten"),
    "web_stats_over_riichi": N_("over {of} riichi"),
    "web_stats_over_hands": N_("over {of} hands"),
    "web_stats_board_play": N_(
        "{hands} hands played · calls {calls} · riichi turn {turn} · good shape at riichi {good}"
        " · dama {dama}"
    ),
    "web_stats_csv_play_hands": N_("Hands recorded move by move"),
    "web_stats_csv_call_pct": N_("Call %"),
    "web_stats_csv_riichi_turn": N_("Riichi turn, mean"),
    "web_stats_csv_chasing_pct": N_("Chasing riichi %"),
    "web_stats_csv_dama_pct": N_("Dama % of wins"),
    "web_stats_csv_good_wait_riichi_pct": N_("Good shape at riichi %"),
    "web_stats_csv_good_wait_win_pct": N_("Good shape at wins %"),
    "web_stats_csv_start_shanten": N_("Starting shanten, mean"),
    # --- (end of issue 21, player statistics)
    # --- issue 24, the organizer's days in a browser
    "web_day_closed_by_because": N_("closed {at} by {by}: {reason}"),
    "web_source_manual": N_("entered by hand"),
    "web_source_csv": N_("imported from a score sheet (CSV)"),
    "web_source_majsoul_contest": N_("imported from Mahjong Soul contest records"),
    "web_source_tenhou6": N_("imported from a tenhou.net/6 log"),
    "web_source_tenhou": N_("imported from a Tenhou log (mjlog)"),
    "web_source_tenhou_lobby": N_("imported from a Tenhou lobby's results"),
    # --- (end of issue 24, the organizer's days)
}
