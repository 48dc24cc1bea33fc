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
