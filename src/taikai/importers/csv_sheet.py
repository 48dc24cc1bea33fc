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
when it is the first line: the first 100, then how many more); blank rows are skipped and counted.

A sheet is at most :data:`SHEET_LIMIT` bytes (16 MiB, some 250,000 games: a sheet is kept by hand,
one row a game). Its rows are streamed: :func:`read_sheet` checks every row once (the refusals, the
warnings, the blank rows), and the games (``FileImport.games``, :class:`Rows`) are read again from
the text each time they are gone through, so that memory does not grow with the sheet (a duplicate
row is told by an 8-byte digest of each row).

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

import codecs
import csv
import difflib
import io
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from typing import TextIO, overload

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
    identity_digest,
    refusal,
    repeated_players,
    warning,
)
from taikai.reasons import Reason
from taikai.rules import Ruleset

__all__ = ["COLUMNS", "LISTED", "OPTIONAL_COLUMNS", "SHEET_LIMIT", "Rows", "decode_sheet", "read_sheet"]

SOURCE = "csv"
WINDS = ("east", "south", "west", "north")
COLUMNS = ("played_at", *WINDS, *(f"{wind}_points" for wind in WINDS))
OPTIONAL_COLUMNS = ("deposits",)
MAX_POINTS = 10_000_000  # far beyond any table's range
SHEET_LIMIT = 16 * 1024 * 1024
LISTED = 100  # the refusals of a sheet listed one by one; the rest are counted
_PIECE = 1024 * 1024  # bytes decoded at a time when a sheet's encoding is checked
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
    encoding = _encoding(content, where)
    if isinstance(encoding, Refusal):
        return encoding
    name, notes = encoding
    return content.decode(name), notes


def _decodes(content: bytes, encoding: str, check: Callable[[str], bool] = bool) -> int | None:
    """The first byte (1-based) at which ``content`` stops being text of ``encoding`` or a piece of
    it fails ``check``; None when it is all such text. Decoded a piece at a time (nothing kept)."""
    decoder = codecs.getincrementaldecoder(encoding)()
    view = memoryview(content)
    for offset in range(0, len(content) + 1, _PIECE):
        held = len(decoder.getstate()[0])  # bytes of an unfinished character from the last piece
        try:
            text = decoder.decode(view[offset : offset + _PIECE], final=offset + _PIECE >= len(content))
        except UnicodeDecodeError as error:
            return offset - held + error.start + 1
        if text and not check(text):
            return offset + 1
    return None


def _encoding(content: bytes, where: str) -> tuple[str, list[InputWarning]] | Refusal:
    """The encoding of a sheet's bytes: UTF-8 (``utf-8-sig``: a byte-order mark dropped), else Excel's
    Shift-JIS (cp932) with a warning when it decodes to Japanese text."""
    first_bad = _decodes(content, "utf-8")
    if first_bad is None:
        return "utf-8-sig", []
    if _decodes(content, "cp932", _japanese) is None:
        return "cp932", [warning("read_as_shift_jis", where)]
    return refusal("not_text", where, ImportCode.not_text_sheet, byte=first_bad)


def read_sheet(content: bytes | str, origin: str, ruleset: Ruleset, zone: tzinfo) -> FileImport:
    """The games of a score sheet (the file's text or bytes); times without a zone are in ``zone``.

    Every row is checked here; the games are a :class:`Rows`, read from the text as they are needed."""
    if len(content) > SHEET_LIMIT:
        mib = SHEET_LIMIT // (1024 * 1024)
        return finish(origin, SOURCE, (), [refusal("sheet_too_large", origin, mib=mib)])
    notes: list[InputWarning] = []
    encoding = "utf-8-sig"
    if isinstance(content, bytes):
        found = _encoding(content, origin)
        if isinstance(found, Refusal):
            return finish(origin, SOURCE, (), [found])
        encoding, notes = found
    sheet = _Sheet(content, encoding, origin, ruleset, zone)
    lines = sheet.lines()
    try:
        return _check(sheet, lines, notes)
    except csv.Error as error:
        problem = Reason.of(ImportCode.csv_line, line=lines.line_num, problem=str(error))
        return finish(origin, SOURCE, (), [refusal("bad_csv", origin, problem=problem)])


def _blank(cells: Sequence[str]) -> bool:
    return not any(cell.strip() for cell in cells)


class _Lines:
    """A sheet's rows as the csv module reads them, each with the line it starts on."""

    def __init__(self, stream: TextIO) -> None:
        self._rows = csv.reader(stream)
        self.line_num = 0

    def __iter__(self) -> Iterator[tuple[int, list[str]]]:
        start = 1
        for cells in self._rows:
            self.line_num = self._rows.line_num
            yield start, cells
            start = self._rows.line_num + 1


@dataclass(frozen=True, slots=True)
class _Sheet:
    """A sheet's text (or bytes, in their encoding) and what its rows are read under."""

    content: bytes | str
    encoding: str
    origin: str
    ruleset: Ruleset
    zone: tzinfo

    def lines(self) -> _Lines:
        if isinstance(self.content, str):
            return _Lines(io.StringIO(self.content, newline=""))
        return _Lines(io.TextIOWrapper(io.BytesIO(self.content), self.encoding, newline=""))

    def where(self, number: int) -> Place:
        return Place.of(ImportCode.at_row, file=self.origin, number=number)


class _Listed:
    """Refusals listed one by one up to :data:`LISTED`, then counted."""

    def __init__(self) -> None:
        self.refused: list[Refusal] = []
        self.more = 0

    def add(self, refused: Iterable[Refusal]) -> None:
        for one in refused:
            if len(self.refused) < LISTED:
                self.refused.append(one)
            else:
                self.more += 1

    def full(self) -> bool:
        return len(self.refused) >= LISTED

    def all(self, origin: str) -> list[Refusal]:
        more = [refusal("more_refused", origin, count=self.more, listed=LISTED)] if self.more else []
        return self.refused + more


def _check(sheet: _Sheet, lines: _Lines, notes: list[InputWarning]) -> FileImport:
    """Every row of the sheet read once: the refusals, the duplicates, the blank rows, how many games;
    nothing of a row is kept but an 8-byte digest (for the duplicates)."""
    header: dict[str, int] | None = None
    width = 0
    listed = _Listed()
    seen: dict[int, int] = {}  # a game's digest -> the row it was first read on
    blank = count = 0
    for start, cells in lines:
        if _blank(cells):
            blank += header is not None
            continue
        where = sheet.where(start)
        if header is None:
            header = _header(cells, where, listed)
            if listed.refused:
                return finish(sheet.origin, SOURCE, (), listed.all(sheet.origin))
            width = len(cells)
            continue
        read = _read_row(cells, header, width, where, sheet.ruleset, sheet.zone)
        if not isinstance(read, ImportedGame):
            listed.add(read)
            continue
        count += 1
        first = seen.setdefault(identity_digest(read), start)
        if first != start:
            notes.append(warning("duplicate_row", where, first=sheet.where(first)))
    if header is None:
        no_header = refusal("no_header", sheet.origin, expected=",".join(COLUMNS))
        return finish(sheet.origin, SOURCE, (), [no_header])
    games = Rows(sheet, header, width, count)
    skipped = {"blank_row": blank} if blank else {}
    return FileImport(sheet.origin, SOURCE, games, tuple(listed.all(sheet.origin)), skipped, (), tuple(notes))


class Rows(Sequence[ImportedGame]):
    """The games of a checked sheet, read again from its text each time they are gone through (its
    bad rows left out); ``len`` is known from the check."""

    def __init__(self, sheet: _Sheet, header: dict[str, int], width: int, count: int) -> None:
        self._sheet, self._header, self._width, self._count = sheet, header, width, count

    def __iter__(self) -> Iterator[ImportedGame]:
        sheet, past_header = self._sheet, False
        for start, cells in sheet.lines():
            if _blank(cells):
                continue
            if not past_header:
                past_header = True
                continue
            where = sheet.where(start)
            read = _read_row(cells, self._header, self._width, where, sheet.ruleset, sheet.zone, checked=True)
            if isinstance(read, ImportedGame):
                yield read

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> ImportedGame: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[ImportedGame]: ...

    def __getitem__(self, index: int | slice) -> ImportedGame | Sequence[ImportedGame]:
        return tuple(self)[index]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and tuple(self) == tuple(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Rows({self._sheet.origin!r}, {self._count} games)"


def _header(cells: Sequence[str], where: str, listing: _Listed) -> dict[str, int]:
    """The header's columns by name; its problems go to ``listing``."""
    names = [cell.strip().lower() for cell in cells]
    if len(names) == 1 and (";" in names[0] or "\t" in names[0]):
        listing.add([refusal("wrong_separator", where, header=cells[0])])
        return {}
    valid = COLUMNS + OPTIONAL_COLUMNS
    refused = []
    for name in names:
        if name in valid:
            continue
        if len(refused) >= LISTED:  # past what is listed: counted, no closest name looked for
            refused.append(refusal("unknown_column", where, column=name))
            continue
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
    listing.add(refused)
    return {name: index for index, name in enumerate(names)}


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
    cells: Sequence[str],
    header: dict[str, int],
    width: int,
    where: str,
    ruleset: Ruleset,
    zone: tzinfo,
    checked: bool = False,
) -> ImportedGame | list[Refusal]:
    """A row's game, or why it is refused; ``checked``: the row was read before, its points settled."""
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
    problem = None if checked else points_problem(points, deposits, ruleset, where)
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
