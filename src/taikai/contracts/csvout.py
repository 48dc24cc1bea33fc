"""The one CSV writer: rows of values -> the bytes of a file a spreadsheet opens as data.

The file is UTF-8 with a byte order mark (Excel then reads Japanese names), its lines ended by CRLF
(RFC 4180), a cell quoted only when it must be. ``None`` is an empty cell; a number (``int``,
``Decimal``) is written as it is, so a negative score stays a number (``-12.3``).

A text cell that a spreadsheet would run as a formula (OWASP, "CSV injection") is written as text,
behind a single quote: one that starts with ``=``, ``+``, ``-``, ``@``, a tab, a carriage return
or a line feed, or with the full-width ``＝ ＋ － ＠`` that a Japanese Excel may read as the same.
A player named ``=HYPERLINK(...)`` is then shown as that name, never run.

>>> from decimal import Decimal
>>> write_csv([["Name", "Score"], ["=1+1", Decimal("-12.3")], ["-2", None]]).decode("utf-8-sig").split()
['Name,Score', "'=1+1,-12.3", "'-2,"]
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from typing import Final

#: The first characters that make a spreadsheet read a text cell as a formula.
FORMULA_STARTS: Final = frozenset("=+-@\t\r\n＝＋－＠")


def cell(value: object) -> str:
    """One cell's text: empty for ``None``, a number as written, text behind ``'`` when it would
    start a formula."""
    if value is None:
        return ""
    if isinstance(value, str):
        return "'" + value if value and value[0] in FORMULA_STARTS else value
    return str(value)


def write_csv(rows: Iterable[Sequence[object]]) -> bytes:
    """The CSV file of ``rows`` (the first is usually the header), every cell through :func:`cell`."""
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\r\n")
    writer.writerows([cell(value) for value in row] for row in rows)
    return ("\ufeff" + text.getvalue()).encode("utf-8")
