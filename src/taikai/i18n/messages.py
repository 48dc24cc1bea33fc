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
    "web_bracket_table": N_("{table}"),
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
    "web_series_field_note": N_(
        "Stars add up over the events; the champions event takes every event winner, then the "
        "best star totals."
    ),
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
    "web_source": N_("entered from {source}"),
    "web_final_points": N_("final points {points}"),
    "web_replay_stopped": N_("The record stops at a hand that cannot be: {message}"),
    "web_hands": N_("Hand by hand"),
    "web_hand_round": N_("{wind} {number}"),
    "web_honba": N_("{honba} honba"),
    "web_winner": N_("{name} wins"),
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
    "web_period_not_of_kind": N_("{field}: the standings of {competition} are chosen by {wanted}."),
    "web_bad_start": N_("start: {start} is not a time like 2025-03-02T10:00:00+09:00."),
    "web_game_without_table": N_("game {game} names no round and table: it is left out of the standings."),
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
    "web_record_unfinished": N_(
        "game {game}: its record does not replay to its end under the competition's ruleset; it cannot count"
    ),
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
    # --- (end of web)
}
