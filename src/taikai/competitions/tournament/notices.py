"""The warnings of the tournament engines: a stable code, its parameters, and its wording in one place.

An engine decides that an input is probably wrong and calls :func:`notice` with the code and the
values the decision rests on; the English wording is built here from those values only (a later
issue moves it into the Japanese and English message catalogs). ``same_person_key`` normalises names
for the "probably the same person" checks of the registration and the series.

>>> notice("repeated_round", round=3, earlier=2).message
'round 3 has exactly the tables of round 2 (the same seats and points): pasted twice?'
>>> same_person_key(" Aki  Tanaka") == same_person_key("ＡＫＩ　ＴＡＮＡＫＡ")
True
"""

from __future__ import annotations

import unicodedata

from taikai.errors import InputWarning

__all__ = ["MESSAGES", "notice", "same_person_key"]

_BASIS = {
    "key": "the same key",
    "birth_date": "the same name and birth date",
    "profile": "the same name and profile",
}

MESSAGES: dict[str, str] = {
    "repeated_round": (
        "round {round} has exactly the tables of round {earlier} (the same seats and points): pasted twice?"
    ),
    "repeated_table": (
        "round {round} table {table} is exactly round {earlier} table {earlier_table} "
        "(the same seats and points): pasted twice?"
    ),
    "probable_same_person": (
        "entries {first} and {second} are probably the same person ({basis}): both stay in the "
        "lottery unless the organizer withdraws one"
    ),
    "repeated_event": (
        "event {event} has exactly the winner and stars of event {earlier}: the same event listed twice?"
    ),
    "key_names_differ": (
        "player key {key} has different names in different events ({names}): two people under one key?"
    ),
    "same_name_two_keys": (
        "keys {first} and {second} are both named {name}: probably the same person under two keys "
        "(their stars are not added up)"
    ),
}


def notice(code: str, **params: str | int) -> InputWarning:
    """The warning ``code`` with its parameters and the English message built from them."""
    words = {
        name: _BASIS.get(str(value), value) if name == "basis" else value for name, value in params.items()
    }
    return InputWarning(code, MESSAGES[code].format(**words), tuple(params.items()))


def same_person_key(name: str) -> str:
    """A name as the same-person checks compare it: NFKC (full-width letters and spaces folded),
    case folded, without any white space ("Aki Tanaka", "aki  tanaka" and "ＡＫＩ　ＴＡＮＡＫＡ" are
    one name; so are "佐々木 康彦" and "佐々木康彦")."""
    return "".join(unicodedata.normalize("NFKC", name).casefold().split())
