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

>>> shape = Shape("shape_score_request", ("points", "penalties"))
>>> shape.fields({"points": [], "penalty": []})
Traceback (most recent call last):
...
taikai.errors.BadRequest: unknown field 'penalty' (did you mean 'penalties'?)
>>> count("3", "honba")
Traceback (most recent call last):
...
taikai.errors.BadRequest: honba must be a whole number >= 0, not '3' (a string)
"""

from __future__ import annotations

import difflib
from decimal import Decimal
from typing import Any, Final

from taikai.errors import BadRequest, TaikaiError
from taikai.reasons import Reason
from taikai.tiles import quoted

#: Digits a number may have and still be shown in a message.
SHOWN_DIGITS: Final = 24
#: The longest ``"rules"`` value read: a preset name, or the path given to ``--rules``.
RULES_TEXT: Final = 1024


def bad_request(key: str, /, **params: object) -> TaikaiError:
    """A ``bad_request`` error: a message key of the catalog and its parameters.

    (An English sentence with no parameters, from code not yet moved to the catalog, is still
    taken as the message itself: a key never holds a space.)
    """
    if not params and " " in key:
        return TaikaiError(key, "bad_request")
    return BadRequest.of(key, **params)


def described(value: object) -> Reason | str:
    """A JSON value as a message shows it: short values as they are (``true``, ``3``), others by what
    they are (a reason worded in the message's language: "a list", "'1m' (a string)")."""
    if value is None:
        return "null"
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, str):
        return Reason.of("shown_string", text=quoted(value))
    if isinstance(value, (int, float, Decimal)):
        digits = str(value)
        if len(digits) <= SHOWN_DIGITS:
            return digits
        return Reason.of("shown_long_number", digits=len(digits.lstrip("-")))
    if isinstance(value, list):
        return Reason.of("shown_list")
    if isinstance(value, dict):
        return Reason.of("shown_object")
    return type(value).__name__


def shown(value: object) -> str:
    """:func:`described` in English words.

    >>> shown("1m"), shown(True), shown(None), shown(10**30), shown([1]), shown({"a": 1})
    ("'1m' (a string)", 'true', 'null', 'a number of 31 digits', 'a list', 'an object')
    """
    description = described(value)
    if isinstance(description, str):
        return description
    from taikai.i18n import message

    return message(description.code, description.as_dict())


class Shape:
    """The field names of one JSON object of a contract, in the contract's order; ``what`` is the
    message key of its name ("a score request"; English words from code not yet moved to the
    catalog are taken as they are)."""

    def __init__(self, what: str, names: tuple[str, ...]) -> None:
        self.what: Reason | str = what if " " in what else Reason.of(what)
        self.names = names
        self.known = frozenset(names)

    def fields(self, data: object, where: str = "") -> dict[str, Any]:
        """``data`` as an object whose every key is one of :attr:`names`; :class:`TaikaiError` naming
        the first unknown key (``where``: the path of the object in its request, e.g. ``melds[0]``)."""
        if not isinstance(data, dict):
            if where:
                raise BadRequest.of("field_not_object", field=where, value=described(data))
            raise BadRequest.of("request_not_object", what=self.what, value=described(data))
        known = self.known
        for key in data:
            if key not in known:
                raise in_context(BadRequest(unknown_field_reason(key, self.names)), where)
        return data


def unknown_field_reason(key: str, names: tuple[str, ...]) -> Reason:
    """Why a field is unknown: with the closest valid name, or the valid names."""
    close = difflib.get_close_matches(key, names, n=1, cutoff=0.6)
    if not close and len(key) >= 3:  # a name cut short: dora for dora_indicators
        close = [name for name in names if name.startswith(key)]
    if close:
        return Reason.of("field_unknown_close", key=quoted(key), close=close[0])
    return Reason.of("field_unknown_list", key=quoted(key), names=list(names))


def flag(value: object, name: str) -> bool:
    """A JSON ``true`` or ``false``."""
    if value is True or value is False:
        return value
    raise BadRequest.of("field_flag", field=name, value=described(value))


def count(value: object, name: str) -> int:
    """A whole number >= 0 (its upper bound is the domain's)."""
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    raise BadRequest.of("field_count", field=name, value=described(value))


def integer(value: object, name: str) -> int:
    """A whole number (JSON ``3``, not ``3.0`` or ``"3"``)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise BadRequest.of("field_integer", field=name, value=described(value))


def text(value: object, name: str, limit: int) -> str:
    """A string of at most ``limit`` characters."""
    if not isinstance(value, str):
        raise BadRequest.of("field_text", field=name, value=described(value))
    if len(value) > limit:
        raise BadRequest.of("field_text_long", field=name, limit=limit, length=len(value))
    return value


def items(value: object, name: str, limit: int) -> list[Any]:
    """A list of at most ``limit`` items."""
    if not isinstance(value, list):
        raise BadRequest.of("field_list", field=name, value=described(value))
    if len(value) > limit:
        raise BadRequest.of("field_list_long", field=name, limit=limit, length=len(value))
    return value


def at(where: str, name: str) -> str:
    """The path of field ``name`` of the object at ``where`` (``melds[0].tiles``; ``name`` at the top)."""
    return f"{where}.{name}" if where else name


def in_context(error: TaikaiError, where: str) -> TaikaiError:
    """The same error (its code) about the value at path ``where``: ``melds[1]: a chi ...``; the
    error itself when ``where`` is empty.

    (An error worded in English by code not yet moved to the catalog gets the path in front of its
    message, ``penalties[0].pt: ...`` for a message that starts with its field's name.)
    """
    if not where:
        return error
    if error.reason is not None:
        return error.within("in_field", field=where)
    head, colon, rest = error.message.partition(": ")
    if colon and head.isidentifier():
        return TaikaiError(f"{where}.{head}: {rest}", error.code)
    return TaikaiError(f"{where}: {error.message}", error.code)
