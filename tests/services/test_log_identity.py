"""A Tenhou log is known by its content, not by its file's name (issue 23): a renamed copy of a stored
log, or the tenhou.net/6 JSON of a stored mjlog, is the game already imported (skipped, counted and
named); another game saved under a stored log's name, or a second archive member of the same name,
is refused naming both, never skipped as the stored game; games imported before logs were known by
their content are still known when their log comes again. On the fake store, SQLite and PostgreSQL,
with the real logs of ../shared/data/tenhou6 (skipped when absent)."""

from __future__ import annotations

import shutil
import tarfile
from dataclasses import replace
from pathlib import Path

import pytest
from tests.services.conftest import ACTOR

from taikai.competitions import formats
from taikai.importers import tenhou
from taikai.rules import load
from taikai.services.competitions import create_competition
from taikai.services.imports import ImportSummary, import_files

TENHOU6 = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "tenhou6"
#: Three phoenix-room games (the `tenhou` preset's rules), each as an mjlog and as tenhou.net/6 JSON,
#: and a valid log id that none has.
A, B, C = (
    "2019021004gm-00a9-0000-e2f6516d",
    "2019103023gm-00a9-0000-f90e0fe9",
    "2019080322gm-00a9-0000-81e85e04",
)
RENAMED = "2019021005gm-00a9-0000-0badf00d"


@pytest.fixture
def houou(store):
    if (
        not all((TENHOU6 / f"{log}.xml").is_file() for log in (A, B, C))
        or not (TENHOU6 / f"{A}.json").is_file()
    ):
        pytest.skip(f"the tenhou.net/6 sample logs were not found at {TENHOU6}")
    fmt = formats.load("hitonazo-m")
    create_competition(store, ACTOR, "houou", "league", fmt, load("tenhou"), rules_name="tenhou")
    return store


def saved(log: str, folder: Path, name: str, suffix: str = ".xml") -> Path:
    """The log ``log`` (its mjlog, or its JSON) saved as ``folder/name``."""
    folder.mkdir(parents=True, exist_ok=True)
    return Path(shutil.copyfile(TENHOU6 / f"{log}{suffix}", folder / f"{name}{suffix}"))


def imported(store, *paths: Path) -> ImportSummary:
    return import_files(store, ACTOR, "houou", list(paths), add_players=True)


def games(store) -> list:
    with store.unit_of_work(ACTOR, read_only=True) as uow:
        return uow.games.list("houou")


def warned(summary: ImportSummary) -> list[tuple[str, dict]]:
    return [(w.code, dict(w.params)) for f in summary.files for w in f.warnings]


def refused(summary: ImportSummary) -> list[tuple[str, dict]]:
    return [(p.code, dict(p.reason.params)) for f in summary.files for p in f.refused]


def test_a_renamed_copy_is_the_game_already_imported(houou, tmp_path):
    assert imported(houou, saved(A, tmp_path / "first", A)).imported == 1
    copy = saved(A, tmp_path / "copy", RENAMED)
    again = imported(houou, copy)
    assert again.imported == 0 and again.skipped == {"already_imported": 1}
    assert warned(again) == [("log_stored_before", {"log": str(copy), "game": "g1", "stored": A})]
    (game,) = games(houou)
    assert (game.platform_id, game.key) == (A, "log:" + tenhou.read_file(copy).play_hash)


def test_the_json_of_a_stored_mjlog_is_the_same_game(houou, tmp_path):
    """The mjlog saved under another id, then the game's tenhou.net/6 JSON (which holds its own id):
    one game, and the skip names the log it was stored from."""
    assert imported(houou, saved(A, tmp_path, RENAMED)).imported == 1
    again = imported(houou, TENHOU6 / f"{A}.json")
    assert again.imported == 0 and again.skipped == {"already_imported": 1}
    assert warned(again) == [
        ("log_stored_before", {"log": str(TENHOU6 / f"{A}.json"), "game": "g1", "stored": RENAMED})
    ]
    assert [game.platform_id for game in games(houou)] == [RENAMED]


def test_another_game_under_a_stored_log_s_name_is_refused_naming_both(houou, tmp_path):
    assert imported(houou, saved(A, tmp_path / "first", A)).imported == 1
    other = saved(B, tmp_path / "other", A)  # game B saved under A's name
    again = imported(houou, other)
    assert again.imported == 0 and again.skipped == {} and again.refused_files == 1
    assert refused(again) == [("log_id_other_game", {"where": str(other), "log": A, "game": "g1"})]
    assert len(games(houou)) == 1
    # saved under its own name, it is imported
    assert imported(houou, saved(B, tmp_path / "own", B)).imported == 1


def test_archive_members_of_one_name_are_each_read(houou, tmp_path):
    """Members of one name in two folders, and one path twice: each is an input named by its path
    in the archive; the same game again is skipped, another game under the name refused."""
    archive = tmp_path / "logs.tar.xz"
    with tarfile.open(archive, "w:xz") as tar:
        for folder, log in (("day1", A), ("day2", B), ("day3", A)):
            tar.add(saved(log, tmp_path / folder, A), f"{folder}/{A}.xml")
    summary = imported(houou, archive)
    assert [f.file for f in summary.files] == [f"{archive}/day{n}/{A}.xml" for n in (1, 2, 3)]
    assert [(f.imported, f.skipped) for f in summary.files] == [
        (("g1",), {}),
        ((), {}),
        ((), {"already_imported": 1}),
    ]
    assert refused(summary) == [
        ("log_id_other_game", {"where": f"{archive}/day2/{A}.xml", "log": A, "game": "g1"})
    ]
    assert warned(summary) == []  # the same game under its own id: counted only
    twice = tmp_path / "twice.tar"
    with tarfile.open(twice, "w") as tar:
        for log in (C, B):  # one path, two members: C first, then B (not stored yet) under C's name
            tar.add(saved(log, tmp_path / log, C), f"{C}.xml")
    summary = imported(houou, twice)
    assert [f.file for f in summary.files] == [f"{twice}/{C}.xml"] * 2
    assert [f.imported for f in summary.files] == [("g2",), ()]
    assert refused(summary) == [("log_id_other_game", {"where": f"{twice}/{C}.xml", "log": C, "game": "g2"})]


def forget_keys(store) -> None:
    """The games as a version before logs were known by their content stored them: without a key."""
    with store.unit_of_work(ACTOR, "as stored before") as uow:
        for game in uow.games.list("houou"):
            uow.games.update(replace(game, key=None))


def test_logs_stored_before_they_were_known_by_content(houou, tmp_path):
    first = saved(A, tmp_path / "first", A)
    assert imported(houou, first).imported == 1
    key = games(houou)[0].key
    forget_keys(houou)
    # the same file again: the game already imported, which is given its key
    again = imported(houou, first)
    assert (again.imported, again.skipped, warned(again)) == (0, {"already_imported": 1}, [])
    assert [game.key for game in games(houou)] == [key]
    # a renamed copy: known by what it enters (its time aside), named, given its key
    forget_keys(houou)
    copy = saved(A, tmp_path / "copy", RENAMED)
    again = imported(houou, copy)
    assert (again.imported, again.skipped) == (0, {"already_imported": 1})
    assert warned(again) == [("log_stored_before", {"log": str(copy), "game": "g1", "stored": A})]
    assert [game.key for game in games(houou)] == [key]
    # another game under the stored log's name: refused, naming both
    forget_keys(houou)
    other = saved(B, tmp_path / "other", A)
    assert refused(imported(houou, other)) == [
        ("log_id_other_game", {"where": str(other), "log": A, "game": "g1"})
    ]
    assert [(game.platform_id, game.key) for game in games(houou)] == [(A, None)]
