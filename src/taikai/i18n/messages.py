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
    # --- (end of web)
}
