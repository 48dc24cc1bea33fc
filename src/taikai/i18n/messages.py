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
    # --- (end of hand, game, rules, records, settle)
    # --- importers (importers)
    # --- (end of importers)
    # --- store and services (store, services, cli db and the organizer's commands)
    "kind_league": N_("league"),
    "kind_tournament": N_("one-day tournament"),
    "kind_cup": N_("cup"),
    "unknown_kind": N_("{kind} is not a kind of competition: one of {kinds}"),
    "format_of_other_kind": N_("the format {format} is a {format_kind} format, not one for a {kind}"),
    "bad_text": N_("{field}: a text of 1 to {most} characters on one line"),
    "account_not_platform": N_("the account {account} is not PLATFORM:ACCOUNT (majsoul:123456, tenhou:NAME)"),
    "account_twice": N_("the account {account} is given twice"),
    "player_field_not_for_kind": N_("{field}: a {kind} does not read it of a player"),
    "game_entry_one_way": N_(
        "a game gives its final table points, a game record or settled scores: exactly one of them"
    ),
    "record_rules_differ": N_(
        "the record is played under {record}, the competition under {ruleset}: they differ in {fields}"
    ),
    "record_unfinished": N_("the record's {hands} hands do not finish the game ({next} would be next)"),
    "scores_not_zero": N_("the settled scores {scores} add up to {total}, not 0.0"),
    "key_other_content": N_(
        "{competition}: the key {key} was used for game {game} with other content: nothing stored "
        "(correct that game with taikai game edit)"
    ),
    "table_other_result": N_(
        "{competition}: round {round} table {table} is entered already as game {game} with another "
        "result: nothing stored (correct it with taikai game edit)"
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
    "table_not_drawn": N_(
        "{competition}: round {round} has no table {table} in the draw: draw the seats (taikai "
        "event seat) or give --seats"
    ),
    "final_not_formed": N_(
        "{competition}: round {round} table {table} is not formed: the final round's tables are "
        "formed once the preliminary rounds are complete (or give --seats)"
    ),
    "rules_file_without_folder": N_(
        "{where}: {value} is not a ruleset preset (presets: {presets}); a ruleset file is named "
        "only by a file in its own folder"
    ),
    "import_into_tournament": N_(
        "{competition} is a one-day tournament: enter its tables with taikai event table"
    ),
    "import_problem": N_("in {where}: {problem}"),
    "unreadable_archive": N_("{where}: the archive cannot be read ({problem})"),
    "log_rules_differ": N_(
        "{where}: the log is played under {log}, not under the competition's ruleset {ruleset} "
        "({fields}): refused, not replayed under other rules"
    ),
    "log_needs_preset": N_(
        "{where}: the log states no rules: it is replayed under the competition's ruleset only when "
        "that is a shipped preset as it is ({ruleset} is not)"
    ),
    "log_has_no_time": N_("{where}: the log {log} does not say when it was played"),
    "skipped_removed": N_("removed by the organizer"),
    "skipped_repeated_in_file": N_("given twice in the file"),
    "skipped_already_imported": N_("already imported"),
    "skipped_not_a_result_line": N_("not a result line"),
    "skipped_blank_row": N_("blank rows"),
    "entity_competition": N_("the competition"),
    "entity_player": N_("the player"),
    "entity_game": N_("the game"),
    "entity_action": N_("the action"),
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
    "cli_action_kept": N_("{competition}: {action} kept (action {id})"),
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
    "cli_not_a_time": N_("{value} is not an ISO 8601 time such as 2025-03-02T21:00+09:00"),
    "cli_time_without_offset": N_("{value} has no offset from UTC (write 2025-03-02T21:00+09:00)"),
    "cli_not_a_date": N_("{value} is not a date such as 2025-03-02"),
    "cli_drawn_table": N_("round {round} table {table}: {seats}"),
    "cli_draw_repeats": N_("{repeats} repeat meetings (seed {seed})"),
    "cli_final_not_yet": N_(
        "the final round's tables are formed once the {rounds} preliminary rounds are complete"
    ),
    "cli_final_stars": N_("stars: {stars}"),
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
