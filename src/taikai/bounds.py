"""The bounds of what taikai reads from outside, each in one place: numbers, nesting and slugs.

Every reader checks its input here before a value is made from it: the JSON reader
(:mod:`taikai.contracts.jsonio`), the TOML reader (:func:`taikai.rules.loading.parse_toml`), the
web forms and the command line's numbers.

- **Numbers** (:func:`number`, :func:`whole`): the text of a number is checked before a
  :class:`~decimal.Decimal` or an ``int`` is made of it: at most :data:`NUMBER_TEXT` characters,
  ASCII digits with an optional sign, point and exponent, and, written out in full (no exponent),
  at most :data:`NUMBER_DIGITS` digits before the point and :data:`NUMBER_DIGITS` after it (so
  ``-1e999999999`` and ``1e-999999999`` are refused as they are read, never expanded). ``NaN`` and
  infinities are not numbers. Every value a field holds (points, pt, counts, a timestamp in
  milliseconds) is far inside these bounds; each field bounds its values further.
- **Nesting** (:func:`too_deep`): lists and objects (TOML tables) at most :data:`MAX_DEPTH` inside
  each other (a league file nests 7 deep).
- **Slugs** (:func:`is_slug`): a competition's slug is :data:`SLUG_PATTERN`, so every page of it
  has an address.
- **Names** (:func:`is_name`): a player's or a competition's name is any text of any script, with
  any spaces (a full-width space as well), on one line: no control character, no line break.

A refusal is :class:`OutOfBounds`, holding the reason (a catalog code and its parameters); it quotes
at most :data:`~taikai.tiles.QUOTED_LENGTH` characters of what was sent.

>>> number("-10.0"), number("1.5e3"), whole("-27000")
(Decimal('-10.0'), Decimal('1.5E+3'), -27000)
>>> number("-1e999999999")
Traceback (most recent call last):
...
taikai.bounds.OutOfBounds: number_out_of_bounds
>>> try:
...     number("NaN")
... except OutOfBounds as refused:
...     refused.reason
Reason(code='number_not_a_number', params=(('number', "'NaN'"),))
"""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal
from typing import Final

from taikai.reasons import Reason
from taikai.tiles import quoted

__all__ = [
    "LARGEST",
    "MAX_DEPTH",
    "NUMBER_DIGITS",
    "NUMBER_TEXT",
    "SLUG_INPUT_PATTERN",
    "SLUG_PATTERN",
    "OutOfBounds",
    "checked_wholes",
    "is_name",
    "is_slug",
    "number",
    "too_deep",
    "whole",
]

#: The most characters the text of one number may have.
NUMBER_TEXT: Final = 40
#: The most digits a number may have before its point, and after it, written out in full.
NUMBER_DIGITS: Final = 18
#: Every whole number read is above ``-LARGEST`` and below ``LARGEST``.
LARGEST: Final = 10**NUMBER_DIGITS
#: The most lists and objects (TOML tables) one input may hold inside each other.
MAX_DEPTH: Final = 32
#: A competition's slug: lowercase ASCII letters, digits and hyphens, from a letter or digit, 1 to
#: 64 characters (it is a part of every address of the competition's pages).
SLUG_PATTERN: Final = "[a-z0-9][a-z0-9-]{0,63}"
#: The same pattern as a browser reads a form field's ``pattern`` (a regular expression with the
#: ``v`` flag, where a hyphen that is no range must be escaped, or the pattern is ignored).
SLUG_INPUT_PATTERN: Final = SLUG_PATTERN.replace("-]", "\\-]")

_NUMBER: Final = re.compile(r"[+-]?([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]+))?")
_SLUG: Final = re.compile(SLUG_PATTERN)
#: The Unicode categories no name holds: control characters (every line break of ASCII and C1 among
#: them), line and paragraph separators, and lone surrogates (never text of UTF-8).
_NOT_IN_NAMES: Final = frozenset({"Cc", "Zl", "Zp", "Cs"})


class OutOfBounds(ValueError):
    """A value beyond its bound: :attr:`reason` says which (a catalog code and its parameters),
    :attr:`text` is the text refused (for a reader to find where it is; never shown whole)."""

    def __init__(self, reason: Reason, text: str = "") -> None:
        super().__init__(reason.code)
        self.reason = reason
        self.text = text


def _checked(text: str) -> str:
    """``text`` when it is a number within the bounds (the module docstring); :class:`OutOfBounds`."""
    if len(text) > NUMBER_TEXT:
        raise OutOfBounds(Reason.of("number_too_long", length=len(text), most=NUMBER_TEXT), text)
    match = _NUMBER.fullmatch(text)
    if match is None or not (match.group(1) or match.group(2)):
        raise OutOfBounds(Reason.of("number_not_a_number", number=quoted(text)), text)
    fraction = match.group(2) or ""
    exponent = int(match.group(3) or "0") - len(fraction)  # the value is its digits x 10 ** exponent
    significant = max(len((match.group(1) + fraction).lstrip("0")), 1)
    if significant + exponent > NUMBER_DIGITS or -exponent > NUMBER_DIGITS:
        raise OutOfBounds(Reason.of("number_out_of_bounds", number=quoted(text), digits=NUMBER_DIGITS), text)
    return text


def number(text: str) -> Decimal:
    """The exact value of a number's text (``-10.0``, ``1.5e3``) within the bounds; :class:`OutOfBounds`."""
    return Decimal(_checked(text))


def whole(text: str) -> int:
    """The value of a whole number's text (``-27000``) within the bounds; :class:`OutOfBounds`."""
    if "." in text or "e" in text or "E" in text:
        raise OutOfBounds(Reason.of("number_not_whole", number=quoted(text)), text)
    return int(_checked(text))


def too_deep(value: object, limit: int = MAX_DEPTH) -> bool:
    """Whether a parsed value holds more than ``limit`` lists and dicts inside each other (walked a
    level at a time, without recursion: any depth is measured)."""
    level: list[object] = [value]
    depth = 0
    while True:
        below: list[object] = []
        containers = False
        for item in level:
            if isinstance(item, dict):
                containers = True
                below.extend(item.values())
            elif isinstance(item, list):
                containers = True
                below.extend(item)
        if not containers:
            return False
        depth += 1
        if depth > limit:
            return True
        level = below


def checked_wholes(value: object) -> None:
    """Refuse (:class:`OutOfBounds`) a parsed value holding a whole number beyond the bounds, at any
    depth (for a reader that makes its integers itself: TOML)."""
    stack: list[object] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, int) and not isinstance(item, bool) and not -LARGEST < item < LARGEST:
            digits = len(str(abs(item)))  # at most what the reader converts (4,300 digits)
            text = quoted(str(item)) if digits <= NUMBER_TEXT else f"({digits:,} digits)"
            raise OutOfBounds(Reason.of("number_out_of_bounds", number=text, digits=NUMBER_DIGITS))


def is_slug(text: str) -> bool:
    """Whether ``text`` can be a competition's slug (:data:`SLUG_PATTERN`)."""
    return _SLUG.fullmatch(text) is not None


def is_name(text: str) -> bool:
    r"""Whether ``text`` can be a name (a player's, a competition's): text of any script with at least
    one character that is not a space, any spaces between (U+3000, the full-width space, as well),
    and no control character or line break (length is each field's own bound).

    >>> is_name("山田\u3000太郎"), is_name("Zoë O'Neill"), is_name("김민준"), is_name("Ben\nC.")
    (True, True, True, False)
    >>> is_name("\u3000"), is_name("Aki\u2028"), is_name("tab\there")
    (False, False, False)
    """
    return bool(text.strip()) and not any(unicodedata.category(char) in _NOT_IN_NAMES for char in text)
