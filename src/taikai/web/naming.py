"""Names, never ids, in the words of a page: a decision worded with its players' names, a bracket's
tables in words.

The engines decide with codes and parameters that name players by id (``tie_countback`` with
``upper`` and ``lower``, a final round's ``final_swap`` with ``first`` and ``second``, a league
bracket's ``league_qualifier_result`` with its ``places``); the outputs of the commands word them so.
A page words the same code with the same parameters, each player shown by the name the page shows
(a hidden name hidden): :func:`named`. A league's championship tables are the format's names
(``final``, ``q1_1``, ``q2``); a page calls them 決勝 / 予選1-1 / 予選2 (Final, Qualifier 1-1, ...):
:func:`bracket_table`.

>>> named("tie_countback", {"round": 2, "upper": "p15", "lower": "p7", "total": "8.8", "decider": 2,
...     "score": "57.2", "other": "52.6"}, {"p15": "Emi C.", "p7": "Aki"}, "en")
'after round 2: Emi C. ranks above Aki on equal total 8.8: higher score in round 2 (57.2 against 52.6)'
>>> bracket_table("q1_2", "ja"), bracket_table("final", "en"), bracket_table("semi", "en")
('予選1-2', 'Final table', 'semi')
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from taikai import i18n
from taikai.contracts.league import HIDDEN

__all__ = ["KEYS", "PLAYERS_PARAMS", "PLAYER_PARAMS", "bracket_table", "named", "plain", "shown_name"]

#: The parameters of a decision that name one player by id, and those that name several.
PLAYER_PARAMS = frozenset({"player", "replacement", "upper", "lower", "first", "second"})
PLAYERS_PARAMS = frozenset({"players", "places"})
#: The championship's last table (:data:`taikai.competitions.formats.league.FINAL`).
FINAL = "final"
_QUALIFIER = re.compile(r"q(\d{1,3})(?:_(\d{1,3}))?")
#: The catalog keys worded here.
KEYS = ("web_name_hidden", "web_bracket_final", "web_bracket_qualifier", "web_bracket_qualifier_table")
_PLAIN = str | int | float | Decimal


def shown_name(name: str, lang: str) -> str:
    """A player's name as a page shows it: a hidden one in the page's words."""
    return i18n.message("web_name_hidden", {}, lang) if name == HIDDEN else name


def bracket_table(name: str, lang: str) -> str:
    """A championship table of a league's format in words: ``final`` -> 決勝 / Final, ``q1_1`` ->
    予選1-1 / Qualifier 1-1, ``q2`` -> 予選2; a name of the organizer's own as it is written."""
    if name == FINAL:
        return i18n.message("web_bracket_final", {}, lang)
    match = _QUALIFIER.fullmatch(name)
    if match is None:
        return name
    stage, table = match.groups()
    if table is None:
        return i18n.message("web_bracket_qualifier", {"stage": int(stage)}, lang)
    return i18n.message("web_bracket_qualifier_table", {"stage": int(stage), "table": int(table)}, lang)


def _player(value: Any, names: Mapping[str, str], lang: str) -> Any:
    return shown_name(names[value], lang) if isinstance(value, str) and value in names else value


def named(code: str, params: Mapping[str, Any], names: Mapping[str, str], lang: str) -> str:
    """The decision ``code`` worded in ``lang`` with every player it names shown by name (``names``:
    id -> name as the standings give them), a bracket table (a text ``table``) in words. A
    parameter that is itself a decision (read back from JSON as an object) keeps it as the engine
    worded it: the caller then shows its own words (:func:`named` is for plain parameters)."""
    shown: dict[str, Any] = {}
    for key, value in params.items():
        if key in PLAYER_PARAMS:
            shown[key] = _player(value, names, lang)
        elif key in PLAYERS_PARAMS and isinstance(value, list | tuple):
            shown[key] = tuple(_player(item, names, lang) for item in value)
        elif key == "table" and isinstance(value, str):
            shown[key] = bracket_table(value, lang)
        else:
            shown[key] = value
    return i18n.message(code, shown, lang)


def plain(params: Mapping[str, Any]) -> bool:
    """Whether every parameter is a plain value (text, a number, a list of them): :func:`named` can
    word it."""
    return all(
        isinstance(value, _PLAIN) or value is None
        or (isinstance(value, list | tuple) and all(isinstance(item, _PLAIN) for item in value))
        for value in params.values()
    )  # fmt: skip
