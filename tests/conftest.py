"""Shared fixtures: the validation data in ../shared (skipped cleanly when absent)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# pytest-xdist's workers are started with COLUMNS set (80): Rich's console would then keep that width
# for every command a test runs, whatever COLUMNS the test gives it. Unset, it reads each test's.
os.environ.pop("COLUMNS", None)

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
TENHOU_ARCHIVE = SHARED / "data" / "tenhou" / "tenhou-houou-2020-4p.tar.xz"


@pytest.fixture(scope="session")
def tenhou_archive() -> Path:
    """The 722 real Tenhou games (a .tar.xz of mjlog XML files); skips when ../shared is absent."""
    if not TENHOU_ARCHIVE.is_file():
        pytest.skip(f"Tenhou records not found at {TENHOU_ARCHIVE}")
    return TENHOU_ARCHIVE


def sampled_games(archive: Path, every: int) -> list:
    """Every ``every``-th game of a Tenhou archive (file-name order), only those parsed: reading all
    722 costs seconds a test."""
    from taikai.importers.tenhou import mjlog

    members = mjlog.iter_archive(archive)
    return [mjlog.read(text, name) for number, (name, text) in enumerate(members) if number % every == 0]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The browser tests first, the whole organizer's days before them (a day takes minutes): with
    ``--dist loadfile`` each file goes to one worker in collection order, so a long file collected
    last ran alone at the end while the other workers waited (the same order on every worker: a
    stable sort)."""

    def rank(item: pytest.Item) -> int:
        name = item.path.name
        return 2 if "browser" not in name else 0 if name.startswith("test_day_") else 1

    items.sort(key=rank)
