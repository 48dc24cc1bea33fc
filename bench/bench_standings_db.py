"""Benchmark: a stored league's standings from the database, cold and cached, against the league file.

Run: ``python bench/bench_standings_db.py`` (options: ``--players``, ``--games``, ``--rounds``,
``--postgresql URL``). A seeded league of 10,000 players and 100,000 games (table points over the
twelve seasons of a league year, some with riichi sticks left) is stored once in each database (one
unit of work, each game settled as the services store it). Then, side by side in each round (CPU
time, ``time.process_time``, and wall time, in one process):

- the floor: the same league as its file, already in memory, through the league contract and engine
  (``taikai league run FILE --json`` without reading the file);
- cold: ``taikai standings`` with nothing cached (the services read every stored player and game,
  build the league's file, run it through the contract and the engine);
- cached: ``taikai standings`` again (the standings cache, valid at the competition's revision).

Prints the medians in ms and the ratios to the floor, on SQLite and, when a URL is given, PostgreSQL.
Not part of the pytest run.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_league_file import _moment, _points
from taikai.competitions import formats
from taikai.contracts.formats import format_ruleset
from taikai.services import files
from taikai.services.competitions import create_competition
from taikai.services.games import GameEntry, ruleset_of, settle_entry
from taikai.services.standings import fresh_standings, standings
from taikai.services.unit_of_work import Store
from taikai.services.values import Game, Player
from taikai.store import open_store

ACTOR = "bench:standings"
SLUG = "big"
TIERS = ["D3"] * 6 + ["D2", "D1", "C3", "C2", "C1", "B3", "B2", "B1", "A3", "A2", "A1", "S1", "S2"]


def fill(store: Store, players: int, games: int, seed: int = 0) -> None:
    """The league, its players and its games, stored in one unit of work."""
    rng = random.Random(seed)
    fmt = formats.load("hitonazo-m")
    competition = create_competition(
        store, ACTOR, SLUG, "league", fmt, format_ruleset(fmt), name="Big league"
    )
    ruleset = ruleset_of(competition)
    ids = [f"p{number}" for number in range(1, players + 1)]
    with store.unit_of_work(ACTOR, reason="bench") as uow:
        for player in ids:
            tier = rng.choice(TIERS)
            uow.players.add(
                Player(SLUG, player, f"Player {player[1:]}", data={} if tier == "D3" else {"tier": tier})
            )
        for index in range(games):
            deposits = rng.choice((1, 1, 2)) if rng.random() < 0.1 else 0
            played_at = datetime.fromisoformat(_moment(rng, index * 12 // games, False))
            entry = GameEntry(
                tuple(rng.sample(ids, 4)), played_at, points=tuple(_points(rng, deposits)), deposits=deposits
            )
            record, result = settle_entry(entry, ruleset)
            uow.games.add(Game(SLUG, f"g{index + 1}", played_at, entry.seats, record, result=result))


def timed(run: Callable[[], Any], rounds: int) -> tuple[float, float]:
    """Median CPU and wall milliseconds of ``run``."""
    cpu_times, wall_times = [], []
    for _ in range(rounds):
        cpu, wall = time.process_time(), time.perf_counter()
        run()
        cpu_times.append(time.process_time() - cpu)
        wall_times.append(time.perf_counter() - wall)
    return statistics.median(cpu_times) * 1000, statistics.median(wall_times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument(
        "--postgresql", metavar="URL", help="also store the league in this PostgreSQL database"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        stores = {"SQLite": open_store(f"sqlite:///{folder}/big.db")}
        if args.postgresql:
            from bench_import import postgresql_store

            stores["PostgreSQL"] = postgresql_store(args.postgresql, "bench_standings")()
        for name, store in stores.items():
            began = time.perf_counter()
            fill(store, args.players, args.games)
            took = time.perf_counter() - began
            print(f"{name}: stored {args.players:,} players and {args.games:,} games in {took:.0f} s")
        with stores["SQLite"].unit_of_work(ACTOR, read_only=True) as uow:
            data = files.competition_file(files.load(uow, SLUG))
        results: dict[str, list[tuple[float, float]]] = {}
        for _ in range(args.rounds):  # side by side: the floor, then each database cold and cached
            results.setdefault("floor: the file through contract and engine", []).append(
                timed(lambda: files.run_file("league", data, "en"), 1)
            )
            for name, store in stores.items():
                results.setdefault(f"{name}, cold", []).append(
                    timed(lambda s=store: fresh_standings(s, ACTOR, SLUG), 1)
                )
                standings(store, ACTOR, SLUG)  # built and kept (if it was not)
                results.setdefault(f"{name}, cached", []).append(
                    timed(lambda s=store: standings(s, ACTOR, SLUG), 1)
                )
        for store in stores.values():
            store.close()  # type: ignore[attr-defined]
    base = statistics.median(cpu for cpu, _ in results["floor: the file through contract and engine"])
    print(f"{args.rounds} rounds, medians: {'CPU ms':>10} {'wall ms':>10} {'x floor (CPU)':>14}")
    for name, measured in results.items():
        cpu = statistics.median(c for c, _ in measured)
        wall = statistics.median(w for _, w in measured)
        print(f"  {name:<46} {cpu:10.1f} {wall:10.1f} {cpu / base:14.2f}")


if __name__ == "__main__":
    main()
