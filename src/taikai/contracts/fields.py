"""Reading the fields of a parsed JSON object: names, types and shapes, each error naming the field.

The stream contracts (:mod:`.score`, :mod:`.settle`) read their fields through these helpers, so
that each kind of mistake is worded once:

- an unknown field is refused with the closest valid name;
- the first unknown field in the object's own order is the one named (the same field in every
  process: nothing here iterates over a set);
- a wrong type says what was expected and what came, shown short: a long string or a huge number
  is never echoed whole.

Values are bounded where the domain defines them (the core's request values); here only what JSON
can get wrong is checked.

>>> shape = Shape("a request", ("points", "penalties"))
>>> shape.fields({"points": [], "penalty": []})
Traceback (most recent call last):
...
taikai.errors.TaikaiError: unknown field 'penalty' (did you mean 'penalties'?)
>>> count("3", "honba")
Traceback (most recent call last):
...
taikai.errors.TaikaiError: honba must be a whole number >= 0, not '3' (a string)
"""

from __future__ import annotations

import difflib
from decimal import Decimal
from typing import Any, Final

from taikai.errors import TaikaiError
from taikai.tiles import quoted

#: Digits a number may have and still be shown in a message.
SHOWN_DIGITS: Final = 24
#: The longest ``"rules"`` value read: a preset name, or the path given to ``--rules``.
RULES_TEXT: Final = 1024


def bad_request(message: str) -> TaikaiError:
    return TaikaiError(message, "bad_request")


def shown(value: object) -> str:
    """A JSON value as a message shows it: short values as they are, others by what they are.

    >>> shown("1m"), shown(True), shown(None), shown(10**30), shown([1]), shown({"a": 1})
    ("'1m' (a string)", 'true', 'null', 'a number of 31 digits', 'a list', 'an object')
    """
    if value is None:
        return "null"
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, str):
        return f"{quoted(value)} (a string)"
    if isinstance(value, int | float | Decimal):
        digits = str(value)
        return digits if len(digits) <= SHOWN_DIGITS else f"a number of {len(digits.lstrip('-'))} digits"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


class Shape:
    """The field names of one JSON object of a contract, in the contract's order."""

    def __init__(self, what: str, names: tuple[str, ...]) -> None:
        self.what = what
        self.names = names
        self.known = frozenset(names)

    def fields(self, data: object, where: str = "") -> dict[str, Any]:
        """``data`` as an object whose every key is one of :attr:`names`; :class:`TaikaiError` naming
        the first unknown key (``where``: the path of the object in its request, e.g. ``melds[0]``)."""
        if not isinstance(data, dict):
            raise bad_request(f"{where or self.what} must be a JSON object, not {shown(data)}")
        known = self.known
        for key in data:
            if key not in known:
                raise bad_request(f"{_prefix(where)}{unknown_field(key, self.names)}")
        return data


def unknown_field(key: str, names: tuple[str, ...]) -> str:
    """The message for an unknown field: the closest valid name, or the valid names."""
    close = difflib.get_close_matches(key, names, n=1, cutoff=0.6)
    if not close and len(key) >= 3:  # a name cut short: dora for dora_indicators
        close = [name for name in names if name.startswith(key)]
    if close:
        return f"unknown field {quoted(key)} (did you mean {close[0]!r}?)"
    return f"unknown field {quoted(key)} (the fields are {', '.join(names)})"


def _prefix(where: str) -> str:
    return f"{where}: " if where else ""


def flag(value: object, name: str) -> bool:
    """A JSON ``true`` or ``false``."""
    if value is True or value is False:
        return value
    raise bad_request(f"{name} must be true or false, not {shown(value)}")


def count(value: object, name: str) -> int:
    """A whole number >= 0 (its upper bound is the domain's)."""
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    raise bad_request(f"{name} must be a whole number >= 0, not {shown(value)}")


def integer(value: object, name: str) -> int:
    """A whole number (JSON ``3``, not ``3.0`` or ``"3"``)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise bad_request(f"{name} must be a whole number, not {shown(value)}")


def text(value: object, name: str, limit: int) -> str:
    """A string of at most ``limit`` characters."""
    if not isinstance(value, str):
        raise bad_request(f"{name} must be a string, not {shown(value)}")
    if len(value) > limit:
        raise bad_request(f"{name} must be at most {limit} characters, not {len(value):,}")
    return value


def items(value: object, name: str, limit: int) -> list[Any]:
    """A list of at most ``limit`` items."""
    if not isinstance(value, list):
        raise bad_request(f"{name} must be a list, not {shown(value)}")
    if len(value) > limit:
        raise bad_request(f"{name} must have at most {limit} items, not {len(value):,}")
    return value


def at(where: str, name: str) -> str:
    """The path of field ``name`` of the object at ``where`` (``melds[0].tiles``; ``name`` at the top)."""
    return f"{where}.{name}" if where else name


def in_context(error: TaikaiError, where: str) -> TaikaiError:
    """The same error with the path of the value it is about in front: ``melds[1]: a chi ...``, and
    ``penalties[0].pt: ...`` for a message that starts with its field's name (``pt: ...``); the
    error itself when ``where`` is empty."""
    if not where:
        return error
    head, colon, rest = error.message.partition(": ")
    if colon and head.isidentifier():
        return TaikaiError(f"{where}.{head}: {rest}", error.code)
    return TaikaiError(f"{where}: {error.message}", error.code)
