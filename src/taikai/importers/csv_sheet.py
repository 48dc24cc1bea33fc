"""CSV score sheets of final points (IMPORTS.md section 5): one game a row, under a header row.

::

    played_at,east,south,west,north,east_points,south_points,west_points,north_points,deposits
    2025-03-02 21:00,Aki,Ben,Cho,Dan,48000,31000,12000,9000,0

- the header names the columns (any order, any case; ``deposits`` may be left out); an unknown
  name is refused with the closest valid one;
- ``east`` ... ``north``: the id or name of a registered player (matched by the import service);
- points are whole numbers; ``deposits`` the 1000-point sticks left on the table (empty: none);
  every row's points must settle under the competition's ruleset;
- ``played_at``: ``2025-03-02 21:00``, ``2025/3/2 21:00:00`` or ISO 8601, with a zone
  (``+09:00``, ``Z``) or in the competition's zone;
- UTF-8 with or without a byte-order mark; Excel's Shift-JIS export (cp932) is read with a warning
  when it decodes to Japanese text, refused otherwise.

One bad row refuses the file (every bad row is listed with its row number, the header being row 1
when it is the first line); blank rows are skipped and counted.

>>> from zoneinfo import ZoneInfo
>>> from taikai.rules import load
>>> sheet = "played_at,east,south,west,north,east_points,south_points,west_points,north_points\\n" \\
...     "2025-03-02 21:00,Aki,Ben,Cho,Dan,48000,31000,12000,9000\\n"
>>> game = read_sheet(sheet, "day1.csv", load("ron-of-20xx"), ZoneInfo("Asia/Tokyo")).games[0]
>>> game.played_at.isoformat(), [str(p) for p in game.seats], game.points, game.origin
('2025-03-02T21:00:00+09:00', ['Aki', 'Ben', 'Cho', 'Dan'], (48000, 31000, 12000, 9000), 'day1.csv row 2')
>>> print(read_sheet(sheet.replace("west,", "wets,"), "day1.csv", load("ron-of-20xx"), ZoneInfo("UTC"))
...     .refused[0].message)
day1.csv row 1: unknown column 'wets' (did you mean 'west'?)
"""

from __future__ import annotations

import csv
import difflib
import io
import re
from collections import Counter
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta, timezone, tzinfo

from taikai.errors import InputWarning
from taikai.importers.checks import points_problem
from taikai.importers.codes import ImportCode
from taikai.importers.model import (
    FileImport,
    ImportedGame,
    Place,
    PlayerRef,
    Refusal,
    finish,
    refusal,
    repeated_players,
    warning,
)
from taikai.reasons import Reason
from taikai.rules import Ruleset

__all__ = ["COLUMNS", "OPTIONAL_COLUMNS", "decode_sheet", "read_sheet"]

SOURCE = "csv"
WINDS = ("east", "south", "west", "north")
COLUMNS = ("played_at", *WINDS, *(f"{wind}_points" for wind in WINDS))
OPTIONAL_COLUMNS = ("deposits",)
MAX_POINTS = 10_000_000  # far beyond any table's range
_TIME = re.compile(
    r"(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*(Z|[+-]\d{2}:?\d{2})?",
    re.IGNORECASE,
)
TIME_FORMS = Reason(ImportCode.time_forms)  # the times a sheet may hold, in words
_POINTS = re.compile(r"[+-]?\d{1,8}")
_DEPOSITS = re.compile(r"\d{1,4}")
#: What a Japanese sheet holds beyond ASCII: punctuation, kana, CJK, roman numerals, circled and
#: full-width forms. Shift-JIS bytes that decode to anything else are not taken for Shift-JIS.
_JAPANESE = ((0x2010, 0x206F), (0x2160, 0x217F), (0x2460, 0x24FF), (0x3000, 0x30FF), (0x3400, 0x9FFF))
_JAPANESE += ((0xFF00, 0xFFEF),)


def _japanese(text: str) -> bool:
    return all(ord(c) < 0x80 or any(low <= ord(c) <= high for low, high in _JAPANESE) for c in text)


def decode_sheet(content: bytes, where: str) -> tuple[str, list[InputWarning]] | Refusal:
    """A sheet's text: UTF-8 (a byte-order mark dropped), else Excel's Shift-JIS with a warning."""
    try:
        return content.decode("utf-8").removeprefix("\ufeff"), []
    except UnicodeDecodeError as error:
        first_bad = error.start + 1
    try:
        text = content.decode("cp932")
    except UnicodeDecodeError:
        text = ""
    if text and _japanese(text):
        return text, [warning("read_as_shift_jis", where)]
    return refusal("not_text", where, ImportCode.not_text_sheet, byte=first_bad)


def read_sheet(content: bytes | str, origin: str, ruleset: Ruleset, zone: tzinfo) -> FileImport:
    """The games of a score sheet (the file's text or bytes); times without a zone are in ``zone``."""
    notes: list[InputWarning] = []
    if isinstance(content, bytes):
        decoded = decode_sheet(content, origin)
        if isinstance(decoded, Refusal):
            return finish(origin, SOURCE, (), [decoded])
        content, notes = decoded
    rows = csv.reader(io.StringIO(content, newline=""))
    try:
        return _read_rows(rows, origin, ruleset, zone, notes)
    except csv.Error as error:
        problem = Reason.of(ImportCode.csv_line, line=rows.line_num, problem=str(error))
        return finish(origin, SOURCE, (), [refusal("bad_csv", origin, problem=problem)])


def _blank(cells: Sequence[str]) -> bool:
    return not any(cell.strip() for cell in cells)


def _read_rows(
    rows: csv.Reader, origin: str, ruleset: Ruleset, zone: tzinfo, notes: list[InputWarning]
) -> FileImport:
    header: dict[str, int] | None = None
    width = 0
    games: list[ImportedGame] = []
    refused: list[Refusal] = []
    blank = 0
    start = 1
    for cells in rows:
        where = Place.of(ImportCode.at_row, file=origin, number=start)
        start = rows.line_num + 1
        if _blank(cells):
            blank += header is not None
            continue
        if header is None:
            header, problems = _header(cells, where)
            if problems:
                return finish(origin, SOURCE, (), problems)
            width = len(cells)
            continue
        read = _read_row(cells, header, width, where, ruleset, zone)
        if isinstance(read, ImportedGame):
            games.append(read)
        else:
            refused += read
    if header is None:
        return finish(origin, SOURCE, (), [refusal("no_header", origin, expected=",".join(COLUMNS))])
    return finish(origin, SOURCE, games, refused, {"blank_row": blank}, warnings=notes)


def _header(cells: Sequence[str], where: str) -> tuple[dict[str, int], list[Refusal]]:
    names = [cell.strip().lower() for cell in cells]
    if len(names) == 1 and (";" in names[0] or "\t" in names[0]):
        return {}, [refusal("wrong_separator", where, header=cells[0])]
    valid = COLUMNS + OPTIONAL_COLUMNS
    refused = []
    for name in names:
        if name not in valid:
            close = difflib.get_close_matches(name, valid, n=1, cutoff=0.6)
            if close:
                refused.append(refusal("unknown_column", where, column=name, close=close[0]))
            else:
                listed, columns = ImportCode.unknown_column_listed, ", ".join(valid)
                refused.append(refusal("unknown_column", where, listed, column=name, columns=columns))
    refused += [
        refusal("repeated_column", where, column=name)
        for name, count in Counter(names).items()
        if count > 1 and name in valid
    ]
    missing = tuple(name for name in COLUMNS if name not in names)
    if missing:
        refused.append(refusal("missing_column", where, columns=missing))
    return {name: index for index, name in enumerate(names)}, refused


def parse_time(text: str, zone: tzinfo) -> datetime | None:
    """A sheet's time (see :data:`TIME_FORMS`), aware: its own zone or ``zone``; None if not a time.

    >>> from zoneinfo import ZoneInfo
    >>> tokyo = ZoneInfo("Asia/Tokyo")
    >>> [str(parse_time(t, tokyo)) for t in ("2025/3/2 21:00", "2025-03-02T12:00Z", "2025-03-02 21:00+0900")]
    ['2025-03-02 21:00:00+09:00', '2025-03-02 12:00:00+00:00', '2025-03-02 21:00:00+09:00']
    >>> [parse_time(t, tokyo) for t in ("2025-02-30 21:00", "2025-03-02", "2025-03-02 21:00+25:00")]
    [None, None, None]
    """
    match = _TIME.fullmatch(text.strip())
    if match is None:
        return None
    year, month, day, hour, minute, second, offset = match.groups()
    try:
        if offset is None:
            when_zone = zone
        elif offset.upper() == "Z":
            when_zone = UTC
        else:
            sign = -1 if offset[0] == "-" else 1
            digits = offset[1:].replace(":", "")
            when_zone = timezone(sign * timedelta(hours=int(digits[:2]), minutes=int(digits[2:])))
        return datetime(
            int(year), int(month), int(day), int(hour), int(minute), int(second or 0), tzinfo=when_zone
        )
    except ValueError:
        return None


def _read_row(
    cells: Sequence[str], header: dict[str, int], width: int, where: str, ruleset: Ruleset, zone: tzinfo
) -> ImportedGame | list[Refusal]:
    if len(cells) != width and not (len(cells) > width and _blank(cells[width:])):
        return [refusal("wrong_cell_count", where, count=len(cells), expected=width)]
    cell = {name: cells[index].strip() for name, index in header.items()}
    refused = [refusal("empty_cell", where, column=name) for name in COLUMNS if not cell[name]]
    played_at = parse_time(cell["played_at"], zone)
    if played_at is None and cell["played_at"]:
        refused.append(
            refusal("bad_time", where, field="played_at", value=cell["played_at"], expected=TIME_FORMS)
        )
    points = []
    for wind in WINDS:
        text = cell[f"{wind}_points"]
        if text and (not _POINTS.fullmatch(text) or abs(int(text)) > MAX_POINTS):
            refused.append(refusal("bad_points", where, column=f"{wind}_points", value=text))
        points.append(int(text) if _POINTS.fullmatch(text) else 0)
    deposits_text = cell.get("deposits", "")
    if deposits_text and not _DEPOSITS.fullmatch(deposits_text):
        refused.append(refusal("bad_deposits", where, value=deposits_text))
    seats = tuple(PlayerRef(cell[wind]) for wind in WINDS)
    refused += repeated_players(where, seats, WINDS)
    if refused or played_at is None:
        return refused
    deposits = int(deposits_text or 0)
    problem = points_problem(points, deposits, ruleset, where)
    if problem is not None:
        return [problem]
    return ImportedGame(
        source=SOURCE,
        platform="csv",
        game_id=None,
        played_at=played_at,
        seats=seats,
        points=tuple(points),
        deposits=deposits,
        origin=where,
    )
