"""Benchmark: importing the 722 Tenhou games of ../shared/data/tenhou into a stored league, in games/s.

Run: ``python bench/bench_import.py`` (options: ``--rounds``, ``--postgresql URL``). Each round, side
by side in one process (CPU time, ``time.process_time``, and wall time):

- the floor: reading the archive and replaying every log hand by hand (``taikai.importers.tenhou``:
  what any import of these logs must do);
- ``taikai import`` as the service does it, into a new league of the ``hitonazo-m`` format under the
  ``tenhou`` rules with ``--add-players``: one unit of work per log (players matched by account and
  added, every east-south log replayed and stored, the 75 east-only logs refused, the league's file
  read by its contract after each log), on the in-memory fake store, on a SQLite file and, when a URL
  is given, on PostgreSQL.

Prints the medians, games stored per second and the ratio of each to the floor. Not part of the
pytest run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from taikai.competitions import formats
from taikai.importers import tenhou
from taikai.rules import load
from taikai.services.competitions import create_competition
from taikai.services.fake import FakeStore
from taikai.services.imports import import_files
from taikai.services.unit_of_work import Store
from taikai.store import open_store

ARCHIVE = Path(__file__).resolve().parents[2] / "shared" / "data" / "tenhou" / "tenhou-houou-2020-4p.tar.xz"
ACTOR = "bench:import"


def floor() -> int:
    """Read and replay every log of the archive; the number of games that replay."""
    replayed = 0
    for game in tenhou.iter_games(ARCHIVE):
        _, outcome = tenhou.replay(game)
        replayed += outcome.error is None
    return replayed


def importing(make_store: Callable[[], Store]) -> Callable[[], int]:
    def run() -> int:
        store = make_store()
        fmt = formats.load("hitonazo-m")
        create_competition(store, ACTOR, "houou", "league", fmt, load("tenhou"), rules_name="tenhou")
        summary = import_files(store, ACTOR, "houou", [ARCHIVE], add_players=True)
        assert summary.imported == 647 and summary.refused_files == 75, summary.refused_files
        return summary.imported

    return run


def sqlite_store(folder: Path) -> Callable[[], Store]:
    counter = iter(range(1_000_000))
    return lambda: open_store(f"sqlite:///{folder}/bench-{next(counter)}.db")


def postgresql_store(url: str, schema: str = "bench_import") -> Callable[[], Store]:
    """A new, empty schema of the database at ``url`` for each run (dropped first)."""
    from sqlalchemy import text

    from taikai.store import engine_for

    def make() -> Store:
        engine = engine_for(url)
        with engine.begin() as connection:
            connection.execute(text(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'))
            connection.execute(text(f'CREATE SCHEMA "{schema}"'))
        inside = engine.url.update_query_dict({"options": f"-csearch_path={schema}"})
        engine.dispose()
        return open_store(inside.render_as_string(hide_password=False))

    return make


def timed(run: Callable[[], int]) -> tuple[float, float, int]:
    cpu, wall = time.process_time(), time.perf_counter()
    games = run()
    return time.process_time() - cpu, time.perf_counter() - wall, games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--postgresql", metavar="URL", help="also import into this PostgreSQL database")
    args = parser.parse_args()
    if not ARCHIVE.is_file():
        sys.exit(f"the Tenhou records are not at {ARCHIVE}")
    with tempfile.TemporaryDirectory() as folder:
        runs: dict[str, Callable[[], int]] = {
            "floor: read and replay the 722 logs": floor,
            "import, fake store": importing(FakeStore),
            "import, SQLite": importing(sqlite_store(Path(folder))),
        }
        if args.postgresql:
            runs["import, PostgreSQL"] = importing(postgresql_store(args.postgresql))
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in runs}
        games: dict[str, int] = {}
        for _ in range(args.rounds):
            for name, run in runs.items():  # side by side: every run in every round
                cpu, wall, games[name] = timed(run)
                times[name].append((cpu, wall))
    base = statistics.median(cpu for cpu, _ in times["floor: read and replay the 722 logs"])
    print(f"{'':40} {'CPU s':>8} {'wall s':>8} {'games/s (CPU)':>14} {'x floor':>8}")
    for name, measured in times.items():
        cpu = statistics.median(c for c, _ in measured)
        wall = statistics.median(w for _, w in measured)
        print(f"{name:40} {cpu:8.2f} {wall:8.2f} {games[name] / cpu:14.1f} {cpu / base:8.2f}")


if __name__ == "__main__":
    main()
