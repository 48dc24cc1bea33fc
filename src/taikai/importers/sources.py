"""Which kind of file is this, by its content (never its name), and reading it.

:func:`detect` tells the five sources apart (the ``--source`` names of CONTRACTS.md section 7):

- ``majsoul-contest``: JSON, ``{"data": {"record_list": [...]}}`` or a list of records with ``uuid``;
- ``tenhou6``: tenhou.net/6 JSON, an object with ``log`` and ``name``;
- ``tenhou``: Tenhou mjlog XML (``<mjloggm``), possibly gzipped as Tenhou serves it;
- ``tenhou-lobby``: lines starting ``[YYYY/MM/DD hh:mm:ss]``;
- ``csv``: a score sheet whose first row names the columns (``played_at,east,...``).

Files are read through :mod:`taikai.contracts.files` (regular files only, bounded, gzip unpacked).
:func:`read` reads the three sources this package reads (:data:`READERS`); the Tenhou logs have
their own reader, which makes game records.

>>> detect(b"[2021/11/16 09:14:59] lobby=18935&type=0241&un=a,b,c,d&sc=1.0,-1.0,2.0,-2.0")
'tenhou-lobby'
>>> detect(b'{"data": {"record_list": []}}'), detect(b'{"name": ["a", "b", "c", "d"], "log": []}')
('majsoul-contest', 'tenhou6')
>>> detect(b"played_at,east,south,west,north,east_points,south_points,west_points,north_points\\n")
'csv'
>>> detect(b"hello")
Traceback (most recent call last):
...
taikai.importers.model.UnknownFormat: the input is not a file taikai imports: expected a Mahjong Soul \
contest export (JSON with data.record_list), tenhou.net/6 JSON ("log" and "name"), a Tenhou mjlog (XML), \
Tenhou lobby log lines ([YYYY/MM/DD hh:mm:ss] lobby=...&un=...&sc=...) or a CSV score sheet (a header \
row played_at,east,south,west,north,east_points,...)
"""

from __future__ import annotations

import difflib
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import tzinfo
from pathlib import Path
from typing import Any

from taikai.contracts.codes import ContractCode
from taikai.contracts.files import DEFAULT_LIMIT, GZIP_MAGIC, FileError, gunzip_bytes, read_bytes
from taikai.contracts.jsonio import JsonError, loads
from taikai.errors import TaikaiError
from taikai.importers import csv_sheet, majsoul_contest, tenhou_lobby
from taikai.importers.codes import ImportCode
from taikai.importers.model import THE_INPUT, FileImport, Place, Source, UnknownFormat
from taikai.reasons import Reason
from taikai.rules import Ruleset

__all__ = ["READERS", "DetectedFile", "content_of", "detect", "read", "scan_folder"]

EXPECTED = Reason(ImportCode.expected_formats)
_LOBBY_LINE = re.compile(rb"\s*\[\d{4}/\d{1,2}/\d{1,2} \d{1,2}:\d{2}:\d{2}\]")
_SNIFF_LINES = 20  # lines looked at for a lobby log's first time stamp
_SNIFF_BYTES = 64 * 1024  # ... in the file's first bytes (not every line of a large file split)
_CSV_NAMES = csv_sheet.COLUMNS + csv_sheet.OPTIONAL_COLUMNS


def content_of(file: bytes | str | Path, limit: int = DEFAULT_LIMIT) -> bytes:
    """What a file holds: ``bytes`` as given, a path read through :mod:`taikai.contracts.files`;
    gzip unpacked either way (bounded by ``limit``)."""
    if isinstance(file, bytes):
        return gunzip_bytes(file, limit, THE_INPUT) if file.startswith(GZIP_MAGIC) else file
    return read_bytes(file, limit)


def _strip(data: bytes) -> bytes:
    return data.removeprefix(b"\xef\xbb\xbf").lstrip()


def _looks_like_sheet(first_line: str) -> bool:
    """A header row: most of its cells are (or are close to) the sheet's column names."""
    cells = [cell.strip().strip('"').lower() for cell in first_line.split(",")]
    close = [cell for cell in cells if difflib.get_close_matches(cell, _CSV_NAMES, n=1, cutoff=0.75)]
    return len(close) >= 5


def _json_source(data: Any) -> Source | None:
    if isinstance(data, dict):
        if "log" in data and "name" in data:
            return "tenhou6"
        if isinstance(data.get("data"), dict) and "record_list" in data["data"]:
            return "majsoul-contest"
    if isinstance(data, list) and data and all(isinstance(item, dict) and "uuid" in item for item in data):
        return "majsoul-contest"
    return None


def _param(what: str) -> object:
    return what.reason if isinstance(what, Place) else what


def sniff(data: bytes, what: str = THE_INPUT) -> tuple[Source, Any]:
    """The source of ``data`` (already unpacked) and, for JSON, the parsed value (else None)."""
    text = _strip(data)
    if text.startswith(b"<"):
        if b"<mjloggm" in text[:4096]:
            return "tenhou", None
        raise UnknownFormat.of(ImportCode.unknown_format_xml, what=_param(what), expected=EXPECTED)
    if any(_LOBBY_LINE.match(line) for line in text[:_SNIFF_BYTES].splitlines()[:_SNIFF_LINES]):
        return "tenhou-lobby", None
    if text.startswith((b"{", b"[")):
        try:
            value = loads(text, what)
        except JsonError as error:
            raise UnknownFormat.of(
                ImportCode.unreadable_json, what=_param(what), problem=error.problems[0]
            ) from None
        source = _json_source(value)
        if source is None:
            raise UnknownFormat.of(ImportCode.unknown_format_json, what=_param(what), expected=EXPECTED)
        return source, value
    end = text.find(b"\n")
    first_line = text if end < 0 else text[:end]  # (split() would copy the rest of the file)
    decoded = csv_sheet.decode_sheet(first_line, what)
    if isinstance(decoded, tuple) and _looks_like_sheet(decoded[0]):
        return "csv", None
    raise UnknownFormat.of(ImportCode.unknown_format, what=_param(what), expected=EXPECTED)


def detect(file: bytes | str | Path) -> Source:
    """The source of a file (a path, or its bytes) by its content; :class:`UnknownFormat` otherwise."""
    what = THE_INPUT if isinstance(file, bytes) else str(file)
    return sniff(content_of(file), what)[0]


@dataclass(frozen=True, slots=True)
class DetectedFile:
    """A file of a folder and its source, or why it is none (``error``: code and message)."""

    path: Path
    source: Source | None = None
    error: tuple[str, str] | None = None  # (code, English message)
    problem: TaikaiError | None = None  # the error itself, to word in any language


def _files_under(root: Path) -> list[Path]:
    """Every file under ``root``, its subfolders' too (symbolic links to folders not followed),
    sorted by path; hidden files and folders (``.DS_Store``, ``.git``) left out."""
    found = []
    for folder, folders, files in os.walk(root):
        folders[:] = [name for name in folders if not name.startswith(".")]
        found += [Path(folder, name) for name in files if not name.startswith(".")]
    return sorted(found)


def scan_folder(folder: str | Path) -> tuple[DetectedFile, ...]:
    """Every file of a folder and of its subfolders (an export unpacked as it came), sorted by path,
    each detected.

    Hidden files and folders (``.DS_Store``) are left out; a file that cannot be read or is no known
    format is listed with its error, so that the import can say which file is wrong.
    """
    root = Path(folder)
    if not root.is_dir():
        raise FileError.of(ContractCode.file_not_folder, path=str(root))
    found = []
    for path in _files_under(root):
        try:
            found.append(DetectedFile(path, detect(path)))
        except (UnknownFormat, FileError) as error:
            found.append(DetectedFile(path, error=(error.code, error.message), problem=error))
    return tuple(found)


#: A reader: (content, origin, the competition's ruleset, its time zone) -> what the file gave.
Reader = Callable[[bytes, str, Ruleset, tzinfo], FileImport]
READERS: dict[Source, Reader] = {
    "majsoul-contest": lambda content, origin, ruleset, _zone: majsoul_contest.read_contest(
        content, origin, ruleset
    ),
    "tenhou-lobby": lambda content, origin, _ruleset, _zone: tenhou_lobby.read_lobby(content, origin),
    "csv": csv_sheet.read_sheet,
}


def read(
    file: bytes | str | Path,
    ruleset: Ruleset,
    zone: tzinfo,
    source: Source | None = None,
    origin: str | None = None,
) -> FileImport:
    """Read a file (a path, or its bytes) of ``source`` (detected when None) for a competition.

    ``ruleset`` and ``zone`` are the competition's: points are checked against the ruleset, a
    sheet's times without a zone are in ``zone``. :class:`UnknownFormat` for a file of no known
    source, or of a source read elsewhere (the Tenhou logs).
    """
    origin = origin or (THE_INPUT if isinstance(file, bytes) else Path(file).name)
    content = content_of(file)
    parsed: Any = None
    if source is None:
        source, parsed = sniff(content, origin)
    if source not in READERS:
        raise UnknownFormat.of(ImportCode.read_elsewhere, what=_param(origin), source=source)
    if parsed is not None and source == "majsoul-contest":
        return majsoul_contest.read_data(parsed, origin, ruleset)
    return READERS[source](content, origin, ruleset, zone)
