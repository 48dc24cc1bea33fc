"""Imports bounded at one place (issue 23): an archive unpacks within its limits and every entry it
drops is named with why; a score sheet is stored a row at a time, its competition read once.

On each store (the fake, SQLite, PostgreSQL when a server is given)."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

import pytest
from sqlalchemy import event
from tests.archives import packed
from tests.services.conftest import ACTOR

from taikai import i18n
from taikai.contracts import archives
from taikai.services import imports
from taikai.services.imports import import_files

MIB = 1024 * 1024
HEADER = "played_at,east,south,west,north,east_points,south_points,west_points,north_points\n"


def sheet(day: int, rows: int = 1) -> bytes:
    """A score sheet of the club cup's players p1..p4: ``rows`` games on March ``day``, 2025."""
    lines = [
        f"2025-03-{day:02d} {hour % 24:02d}:{hour // 24:02d},p1,p2,p3,p4,48000,31000,12000,9000\n"
        for hour in range(rows)
    ]
    return (HEADER + "".join(lines)).encode()


def refused(summary, name: str, lang: str = "en") -> list[tuple[str, str]]:
    (done,) = [f for f in summary.files if f.file == name]
    return [(str(p.code), i18n.words(p.reason, lang)) for p in done.refused]


def test_an_xz_bomb_unpacks_within_its_bounds_and_every_entry_it_drops_is_named(club, tmp_path, monkeypatch):
    # a sheet, a link, a member of 64 MiB of zeros (a few KiB packed), and a sheet after it
    bomb = packed(
        [
            ("logs", None),
            ("logs/march.csv", sheet(2)),
            ("logs/latest", "->march.csv"),
            ("logs/big.xml", 64 * MIB),
            ("logs/after.csv", sheet(3)),
        ]
    )
    assert len(bomb) < 64 * 1024
    monkeypatch.chdir(tmp_path)
    path = Path("logs.tar.xz")
    path.write_bytes(bomb)
    limits = archives.Limits(unpacked=32 * MIB, entries=100, member=MIB)
    monkeypatch.setattr(imports, "ARCHIVE_LIMITS", limits, raising=False)
    tracemalloc.start()
    try:
        summary = import_files(club, ACTOR, "club", [path])
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 16 * MIB, f"{peak / MIB:.0f} MiB held to import a {len(bomb)}-byte archive"
    assert [f.file for f in summary.files] == [
        "logs.tar.xz/logs/march.csv",
        "logs.tar.xz/logs/latest",
        "logs.tar.xz/logs/big.xml",
        "logs.tar.xz",
    ]
    assert summary.files[0].ok and len(summary.files[0].imported) == 1
    assert refused(summary, "logs.tar.xz/logs/latest") == [
        ("member_not_regular", "in logs.tar.xz/logs/latest: not a regular file (a link): not read")
    ]
    assert refused(summary, "logs.tar.xz/logs/big.xml") == [
        ("member_too_large", "in logs.tar.xz/logs/big.xml: larger than 1 MiB: not read")
    ]
    assert refused(summary, "logs.tar.xz") == [
        (
            "archive_too_large",
            "in logs.tar.xz: the archive unpacks to more than 32 MiB: the rest of it was not read",
        )
    ]
    assert refused(summary, "logs.tar.xz/logs/big.xml", "ja") == [
        ("member_too_large", "logs.tar.xz/logs/big.xml：1 MiB を超えるため読み込んでいません")
    ]
    assert summary.imported == 1 and summary.refused_files == 3 and not summary.ok


@pytest.mark.parametrize("compression", ["", "gz", "xz"])
def test_an_archive_is_read_no_further_than_its_entries(club, tmp_path, monkeypatch, compression):
    monkeypatch.chdir(tmp_path)
    path = Path("days.tar")
    path.write_bytes(packed([(f"day{day}.csv", sheet(day)) for day in range(1, 6)], compression))
    monkeypatch.setattr(imports, "ARCHIVE_LIMITS", archives.Limits(entries=3), raising=False)
    summary = import_files(club, ACTOR, "club", [path])
    assert [f.file for f in summary.files] == [f"days.tar/day{day}.csv" for day in range(1, 5)]
    assert summary.imported == 3
    assert refused(summary, "days.tar/day4.csv") == [
        (
            "archive_too_many_entries",
            "in days.tar/day4.csv: the archive has more than 3 entries: this one and the rest were not read",
        )
    ]


def test_a_damaged_archive_keeps_what_it_read_and_names_where_it_stops(club, tmp_path, monkeypatch):
    whole = packed([("day1.csv", sheet(1)), ("big.csv", bytes(range(256)) * 4096)], "gz")
    monkeypatch.chdir(tmp_path)
    path = Path("cut.tar.gz")
    path.write_bytes(whole[: len(whole) // 2])
    summary = import_files(club, ACTOR, "club", [path])
    assert summary.imported == 1
    [(code, words)] = refused(summary, "cut.tar.gz/big.csv")
    assert code == "archive_damaged" and "cut.tar.gz: a truncated gzip file" in words


# --------------------------------------------------------------------------- a score sheet


def test_a_sheet_is_stored_a_row_at_a_time_its_competition_read_once(club, tmp_path):
    """Each row costs the same few statements (the game, its seats, its audit entry, and the check that
    its id is free): the competition and its ruleset are read once for the sheet, not once a row."""
    engine = getattr(club, "engine", None)
    if engine is None:
        pytest.skip("the fake store runs no statements")
    counts = []
    for day, rows in ((10, 20), (11, 60)):
        path = tmp_path / f"day{day}.csv"
        path.write_bytes(sheet(day, rows))
        statements: list[str] = []
        listener = lambda *args, seen=statements: seen.append(args[2])  # noqa: E731
        event.listen(engine, "before_cursor_execute", listener)
        try:
            summary = import_files(club, ACTOR, "club", [path])
        finally:
            event.remove(engine, "before_cursor_execute", listener)
        assert summary.imported == rows and summary.ok
        counts.append(len(statements))
    per_row = (counts[1] - counts[0]) / 40
    assert per_row < 4.5, f"{per_row} statements a row"
