"""The one JSON reader and the one JSON writer of every contract (CONTRACTS.md).

:func:`loads` is strict where JSON parsers are lenient, so that nothing reaches
the core silently changed:

- a repeated key in an object is refused (parsers keep the last one);
- numbers with a fraction or an exponent are exact :class:`~decimal.Decimal`
  values, never floats;
- ``NaN`` and ``Infinity`` are refused; so are strings holding a lone surrogate
  (``"\\ud800"``: no valid text has one) and bytes that are not UTF-8;
- every number is checked against :mod:`taikai.bounds` before a value is made of
  it (``-1e999999999`` is refused as it is read, never expanded), and nesting
  deeper than :data:`taikai.bounds.MAX_DEPTH` is refused, each with a message,
  not an exception.

Sizes are the caller's business: values are bounded where a field is read
(:mod:`taikai.contracts.fields`), files where they are read
(:mod:`taikai.contracts.files`).

:func:`dumps` writes compact JSON (UTF-8, no spaces) with exact pt: a
:class:`~decimal.Decimal` is written as a JSON number with its digits
(``-57.0``), never through a float.

>>> loads('{"score": -57.0, "seats": [0, 1]}')
{'score': Decimal('-57.0'), 'seats': [0, 1]}
>>> loads('{"a": 1, "a": 2}')
Traceback (most recent call last):
...
taikai.contracts.jsonio.JsonError: not valid JSON: the key "a" appears twice in one object (line 1, column 10)
>>> from decimal import Decimal
>>> dumps({"score": Decimal("-57.0"), "ok": True, "name": "東"})
'{"score":-57.0,"ok":true,"name":"東"}'
"""

from __future__ import annotations

import json
import re
from typing import Any, Final

import msgspec

from taikai.bounds import MAX_DEPTH, OutOfBounds, number, whole
from taikai.errors import TaikaiError
from taikai.reasons import Reason

__all__ = ["JsonError", "dumps", "dumps_bytes", "loads", "loads_typed", "long_digits"]


class JsonError(TaikaiError):
    """Text that is not one strict JSON value; the reason says what and where."""

    def __init__(self, message: str | Reason) -> None:  # the code given here: mypyc drops a class attribute
        super().__init__(message, "bad_request")


class _RepeatedKey(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object from its pairs; a repeated key is refused."""
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _RepeatedKey(key)
            seen.add(key)
    return result


class _Constant(ValueError):
    """NaN, Infinity or -Infinity in a text: not a number JSON allows."""


def _constant(name: str) -> Any:
    raise _Constant(name)


_DECODER = json.JSONDecoder(
    parse_float=number, parse_int=whole, parse_constant=_constant, object_pairs_hook=_unique
)


def _position(text: str, index: int) -> tuple[int, int]:
    """The line and column (from 1) of a character of ``text``."""
    line = text.count("\n", 0, index) + 1
    column = index - (text.rfind("\n", 0, index) + 1) + 1
    return line, column


def _has_lone_surrogate(value: Any) -> bool:
    """Whether any string (key or value) in a parsed value holds a lone surrogate (iterative walk)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(item, dict):
            stack.extend(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def decode_utf8(data: bytes, what: str = "") -> str:
    """Bytes as text: strict UTF-8 (a leading byte-order mark is dropped); :class:`JsonError` otherwise
    (naming ``what``, a file's name, when given)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        if what:
            raise JsonError(Reason.of("json_not_utf8_in", what=what, byte=error.start + 1)) from None
        raise JsonError(Reason.of("json_not_utf8", byte=error.start + 1)) from None
    return text.removeprefix("\ufeff")


def loads(data: str | bytes, what: str = "") -> Any:
    """One strict JSON value from text or UTF-8 bytes (see the module docstring); :class:`JsonError`.

    Most texts are read by msgspec's decoder (:func:`_clean`), which refuses what this reader
    refuses but keeps the last of a repeated key; a text it cannot vouch for is read by the
    standard library's reader (:func:`_checked`), which decides and says why. Both give the same
    values (tests/contracts/test_stream_json.py).
    """
    value = _clean(data)
    if value is _UNDECIDED:
        value = _checked(data, what)
    if too_deep(data):
        raise JsonError(Reason.of("json_too_deep"))
    return value


_UNDECIDED: Final = object()
_FAST: Final = msgspec.json.Decoder(float_hook=number)  # a number with a fraction or an exponent
#: A run of digits longer than a whole number within the bounds may have (msgspec makes integers
#: itself, unchecked): a text that has one is read by the checked reader, which checks each number.
_LONG_RUN: Final = b"0" * 19
_DIGITS_AS_ZERO: Final = bytes.maketrans(b"123456789", b"000000000")
_ESCAPE: Final = re.compile(rb"\\.", re.DOTALL)  # an escape in a string (\" \\ \u005b ...)
_STRING: Final = re.compile(rb'"[^"]*"')  # a string, once only its quotes and brackets are left
_NOT_STRUCTURE: Final = bytes(byte for byte in range(256) if byte not in b'[]{}"')
_AS_LISTS: Final = bytes.maketrans(b"{}", b"[]")  # an object nests as a list does


def _bytes(data: str | bytes) -> bytes:
    return data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data


def too_deep(data: str | bytes) -> bool:
    """Whether a JSON text that parsed (so its brackets match) nests more than :data:`MAX_DEPTH`
    lists and objects inside each other: measured on its text, in C, whatever the value was read
    into (typed fields too).

    A text with no more brackets than that is never nested deeper. Otherwise its escapes are taken
    out, then all but its quotes and brackets (an object's written as a list's), then its strings
    (a bracket in a string is no nesting: two quotes side by side end a string and open the next,
    or close an empty one), and the innermost pairs of brackets taken away, level after level: a
    text nested at most :data:`MAX_DEPTH` deep has nothing left after that many rounds.
    """
    text = _bytes(data)
    if text.count(b"[") + text.count(b"{") <= MAX_DEPTH:
        return False
    kept = _ESCAPE.sub(b"", text).translate(_AS_LISTS, _NOT_STRUCTURE).replace(b'""', b"")
    brackets = _STRING.sub(b"", kept)
    for _ in range(MAX_DEPTH):
        if not brackets:
            return False
        brackets = brackets.replace(b"[]", b"")
    return len(brackets) > 0


def long_digits(data: str | bytes) -> bool:
    """Whether a text holds a run of digits longer than a whole number within the bounds: a reader
    that makes integers unchecked (msgspec) leaves such a text to :func:`loads`."""
    return _LONG_RUN in _bytes(data).translate(_DIGITS_AS_ZERO)


def _clean(data: str | bytes) -> Any:
    """The value of a text msgspec reads and that repeats no key; otherwise :data:`_UNDECIDED`.

    Every ``:`` of a text follows a key or lies inside a string, so a text has as many colons as its
    parsed objects have members plus the colons of its parsed strings, unless a key was repeated: the
    repeated member is gone with its colon and the colons of its strings, so the parsed value has
    fewer. A colon written as an escape (``\\u003a``) is in a parsed string but not in the text, and
    could make up for a lost member: a text with an escape of ``\\u0030``-``\\u003f`` is left to the other
    reader.
    """
    try:
        value = _FAST.decode(data)
    except Exception:  # not JSON, NaN, a lone surrogate, too deep, a number out of bounds, a byte-order mark
        return _UNDECIDED
    if long_digits(data):
        return _UNDECIDED
    if isinstance(data, str):
        colons, escaped = data.count(":"), "\\u003" in data
    else:
        colons, escaped = data.count(b":"), b"\\u003" in data
    return value if not escaped and _colons(value) == colons else _UNDECIDED


_COUNTER: Final = msgspec.json.Encoder(decimal_format="number")


def _colons(value: Any) -> int:
    """The members of a parsed value's objects and the colons of its strings, at every depth: the colons
    of its compact JSON, written again by msgspec (a colon after each key, a colon in a string as it is,
    none in a number), in one pass in C (a walk of the value took twice as long)."""
    return _COUNTER.encode(value).count(b":")


def loads_typed(data: bytes, decoder: Any) -> Any:
    """What ``decoder`` (a :class:`msgspec.json.Decoder` of Structs whose left-out fields are ``UNSET``,
    written back without them) reads from ``data``, under the rules of :func:`_clean`; None when it
    refuses the text or cannot vouch for it: :func:`loads` then reads the text and says what is wrong."""
    try:
        value = decoder.decode(data)
    except Exception:  # not JSON, not of the decoder's types, NaN, a lone surrogate, too deep ...
        return None
    if long_digits(data) or b"\\u003" in data or _colons(value) != data.count(b":") or too_deep(data):
        return None
    return value


def _checked(data: str | bytes, what: str) -> Any:
    """One strict JSON value read by the standard library's reader, every refusal said."""
    text = decode_utf8(data, what) if isinstance(data, (bytes, bytearray)) else data
    try:
        value, end = _DECODER.raw_decode(text, _skip(text, 0))
        rest = _skip(text, end)
        if rest != len(text):
            raise json.JSONDecodeError("extra text after the JSON value", text, rest)
    except json.JSONDecodeError as error:
        line, column = _position(text, error.pos)
        raise JsonError(Reason.of("json_invalid", problem=error.msg, line=line, column=column)) from None
    except _RepeatedKey as error:
        key = json.dumps(error.key)
        second = _repeated_key_index(text, error.key)
        if second < 0:
            raise JsonError(Reason.of("json_repeated_key", key=key)) from None
        line, column = _position(text, second)
        raise JsonError(Reason.of("json_repeated_key_at", key=key, line=line, column=column)) from None
    except RecursionError:
        raise JsonError(Reason.of("json_too_deep")) from None
    except _Constant as error:
        raise JsonError(Reason.of("json_not_a_number", name=str(error))) from None
    except OutOfBounds as error:  # a number beyond taikai.bounds, said where it is
        line, column = _position(text, _number_index(text, error))
        raise JsonError(Reason.of("json_bounds", problem=error.reason, line=line, column=column)) from None
    except ValueError as error:
        raise JsonError(Reason.of("json_invalid_value", problem=str(error))) from None
    if "\\u" in text and _has_lone_surrogate(value):
        raise JsonError(Reason.of("json_lone_surrogate"))
    return value


def _number_index(text: str, error: OutOfBounds) -> int:
    """Where the number out of bounds is in ``text`` (approximate: the first occurrence of its text;
    the reader does not say where)."""
    return max(text.find(error.text), 0)


_WHITESPACE = re.compile(r"[ \t\n\r]*")  # JSON's whitespace, and no other


def _skip(text: str, index: int) -> int:
    match = _WHITESPACE.match(text, index)
    return match.end() if match else index


def _repeated_key_index(text: str, key: str) -> int:
    """Where the key appears a second time (approximate: the second occurrence of its JSON text; -1
    when it is not found so)."""
    written = json.dumps(key, ensure_ascii=False)
    first = text.find(written)
    return text.find(written, first + 1) if first >= 0 else -1


def _unsupported(value: Any) -> Any:
    raise TypeError(f"taikai cannot write a {type(value).__name__} as JSON")


_ENCODER: Final = msgspec.json.Encoder(decimal_format="number", enc_hook=_unsupported)


def dumps_bytes(data: Any) -> bytes:
    """The compact UTF-8 JSON of a response (Decimal pt written exactly as numbers)."""
    return _ENCODER.encode(data)


def dumps(data: Any) -> str:
    """The compact JSON text of a response (Decimal pt written exactly as numbers)."""
    return _ENCODER.encode(data).decode("utf-8")
