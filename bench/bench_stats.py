"""The statistics pages under ApacheBench (issue 21, item 6's bench), side by side with a floor.

The issue's test: the statistics page of a player with 1,000 games and the statistics leaderboard of
a league of 10,000 players and 100,000 games, p95 under 100 ms at 50 clients. Run as
``bench/bench_ab.py`` runs (its servers, floor, columns and ratios; ``taikai serve --workers 2``):

    python bench/bench_stats.py --db sqlite:////tmp/league.db [--rounds 2] [-n 2000 -c 50]

The database must hold bench_web.py's league (``python bench/bench_web.py --league 10000 100000
--league-file FILE``); this script adds to it, once, the competition ``club`` (the ``tenhou`` rules):
1,000 games of the phoenix-room logs of ../shared/data/tenhou (722 games, taken again in turn; those
that stop before the game's end left out), each kept with its play, the player ``p0`` in every one
(the other seats drawn from 49 players), so that every figure is counted, the play's included.

Targets: the leaderboard page of the league, ``p0``'s statistics as JSON, and over its whole history
(the competitions where it holds an account), and ``p0``'s page (its statistics, its running score
of 1,000 games and the latest 100 of them). The first request of each target builds what the server
keeps (the competition's games as the statistics read them, a page of the player's games): its time
is printed. Not part of the pytest run.
"""

from __future__ import annotations

import itertools
import random
import sys
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import bench_ab
from bench_web import WARM_ROUNDS, process_cpus, worker_pids
from taikai.competitions import formats
from taikai.importers import tenhou
from taikai.rules import load
from taikai.services.competitions import create_competition
from taikai.services.errors import BadRequest
from taikai.services.games import GameEntry, settle_entry
from taikai.services.values import Game, Player
from taikai.store import open_store

CLUB, GAMES, PLAYERS = "club", 1000, 50
ARCHIVES = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "tenhou"
TARGETS = (
    "/c/league/stats?min_games=5",
    f"/api/competitions/{CLUB}/players/p0/stats",
    f"/api/competitions/{CLUB}/players/p0/stats?history=true",
    f"/c/{CLUB}/players/p0",
)
JST = timezone(timedelta(hours=9))


def _records(ruleset) -> list:
    """Every log of the archives that replays under ``ruleset``, as a record named by it."""
    found = []
    for archive in sorted(ARCHIVES.glob("*.tar.xz")):
        for game in tenhou.iter_games(archive):
            record = tenhou.record_of(tenhou.decided(game), ruleset)
            found.append(
                record.model_copy(update={"rules": ruleset.name, "rule_changes": {}, "base": ruleset})
            )
    if not found:
        sys.exit(f"no Tenhou log found in {ARCHIVES}")
    return found


def make_club(url: str) -> None:
    """The competition ``club`` (see the module's docstring), unless the database holds it."""
    store = open_store(url)
    with store.unit_of_work("bench:check", read_only=True) as uow:
        if uow.competitions.get(CLUB) is not None:
            held = uow.games.count(CLUB)
            store.close()
            if held != GAMES:
                sys.exit(f"{url} holds a competition {CLUB} of {held} games, not {GAMES}")
            return
    began = time.perf_counter()
    ruleset = load("tenhou")
    records = _records(ruleset)
    fmt = formats.load("hitonazo-m")
    create_competition(store, "bench:setup", CLUB, "league", fmt, ruleset, rules_name="tenhou", name="Club")
    rng = random.Random(21)
    others = [f"p{n}" for n in range(1, PLAYERS)]
    with store.unit_of_work("bench:setup") as uow:
        uow.players.add(Player(CLUB, "p0", "Player p0", accounts=("tenhou:bench-p0",)))
        for player in others:
            uow.players.add(Player(CLUB, player, f"Player {player}"))
        logs, n = itertools.cycle(records), 0
        while n < GAMES:
            seats = rng.sample(others, 3)
            seats.insert(n % 4, "p0")
            month, day = 1 + n * 12 // GAMES, 1 + rng.randrange(25)
            played = datetime(2025, month, day, 20, rng.randrange(60), tzinfo=JST)
            try:  # a log that stops before the game's end (a disconnection) is left out
                data, result = settle_entry(GameEntry(tuple(seats), played, record=next(logs)), ruleset)
            except BadRequest:
                continue
            uow.games.add(Game(CLUB, f"g{n}", played, tuple(seats), data, result=result))
            n += 1
    store.close()
    print(f"built the club ({GAMES} games of p0, {len(records)} logs) in {time.perf_counter() - began:.0f} s")


def warm_workers(base: str, path: str, pid: int, before: dict[int, float], clients: int) -> None:
    """bench_web.py's warm-up (rounds until every worker has used half the CPU of the first build),
    its rounds run by ab: the statistics' first build in a worker can outlast a client's patience."""
    workers = worker_pids(pid)
    build = sum(process_cpus(pid).values()) - sum(before.values())
    for _ in range(WARM_ROUNDS):
        used = process_cpus(pid)
        if all(used.get(worker, 0.0) - before.get(worker, 0.0) >= build / 2 for worker in workers):
            return
        bench_ab.ab(base + path, clients * 2, clients)
    print(f"  (a worker had not built its statistics for {path} after {WARM_ROUNDS} rounds)")


if __name__ == "__main__":
    bench_ab.warm_workers = warm_workers
    bench_ab.main(TARGETS, make_club)
