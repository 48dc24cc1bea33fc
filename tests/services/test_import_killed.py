"""`taikai import` killed half way through a folder of real Tenhou logs (SIGKILL: no cleanup), then run
again: every game stored before the kill is whole (its file's unit of work committed, or nothing of it),
the second run imports the rest and skips what is there, and the standings equal those of an import that
was never interrupted (skipped cleanly when ../shared is absent)."""

from __future__ import annotations

import subprocess
import sys
import tarfile
import time

from tests.services.conftest import ACTOR

from taikai.competitions import formats
from taikai.rules import load
from taikai.services import standings as standings_service
from taikai.services.competitions import create_competition
from taikai.services.fake import FakeStore
from taikai.services.imports import import_files
from taikai.store import open_store

FILES = 40  # enough that the import is still running when the test kills it (5 stored)


def _league(store) -> None:
    create_competition(
        store, ACTOR, "houou", "league", formats.load("hitonazo-m"), load("tenhou"), rules_name="tenhou"
    )


def _scores(store) -> dict[str, tuple[object, int]]:
    (season,) = standings_service.fresh_standings(store, ACTOR, "houou")["seasons"]
    return {row["name"]: (row["score"], row["games"]) for row in season["standings"]}


def _count(store) -> int:
    with store.unit_of_work(ACTOR, read_only=True) as uow:
        return len(uow.games.list("houou"))


def test_an_import_killed_half_way_then_run_again(tmp_path, tenhou_archive):
    logs = tmp_path / "logs"
    with tarfile.open(tenhou_archive) as archive:
        members = sorted((m for m in archive.getmembers() if m.isfile()), key=lambda m: m.name)[:FILES]
        logs.mkdir()
        for member in members:
            (logs / member.name.rsplit("/", 1)[-1]).write_bytes(archive.extractfile(member).read())
    url = f"sqlite:///{tmp_path}/taikai.db"
    store = open_store(url)
    _league(store)
    command = [sys.executable, "-c", "from taikai.cli.main import run; run()"]
    importer = subprocess.Popen(
        [*command, "import", "houou", str(logs), "--add-players", "--db", url],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 300
    while _count(store) < 5 and importer.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    importer.kill()  # SIGKILL, half way through the folder
    importer.wait(30)
    assert importer.returncode == -9, "the import ended before it could be killed half way"
    stored = _count(store)
    assert 5 <= stored < FILES
    standings_service.fresh_standings(store, ACTOR, "houou")  # every stored game reads and settles

    again = import_files(store, ACTOR, "houou", [logs], add_players=True)
    assert again.skipped.get("already_imported", 0) == stored and again.refused_files < FILES

    whole = FakeStore()
    _league(whole)
    once = import_files(whole, ACTOR, "houou", [logs], add_players=True)
    assert once.imported == stored + again.imported and once.refused_files == again.refused_files
    assert _scores(store) == _scores(whole)
    store.close()
