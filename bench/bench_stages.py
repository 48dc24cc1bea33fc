"""Benchmark: the stage engine's seating and team standings, each beside its floor.

Run: ``python bench/bench_stages.py`` (options: ``--teams``, ``--games``, ``--swiss-players``,
``--swiss-rounds``, ``--repeat``). In one process, on seeded data, measures CPU time
(``time.process_time``, the best of ``--repeat`` runs) of:

- a season of ``--teams`` teams of 4 and ``--games`` settled games (each seating 4 different teams,
  each team's choice of player): the team standings and records of
  :func:`taikai.competitions.stages.engine.run_stages` (every check of the games against the stage
  and the rosters included), beside the individual standings of the same games
  (:func:`~taikai.competitions.stages.engine.individual_standings`: a sum per player and a sort, the
  floor);
- seating a Swiss round of ``--swiss-players`` after ``--swiss-rounds`` rounds
  (:func:`~taikai.competitions.stages.seating.swiss_tables`), beside the tournament's no-repeat draw
  of one round of the same players (:func:`taikai.competitions.tournament.seating.draw_rounds`), and
  the repeat meetings each leaves.

Prints each figure and the ratios. Not part of the pytest run.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from decimal import Decimal
from itertools import combinations
from typing import Any

from taikai.competitions.formats import from_mapping
from taikai.competitions.formats.staged import StagedFormat
from taikai.competitions.stages.engine import (
    Competitors,
    Member,
    Played,
    individual_standings,
    met_pairs,
    run_stages,
)
from taikai.competitions.stages.seating import swiss_tables
from taikai.competitions.tournament.seating import draw_rounds

UMA = (Decimal(50), Decimal(10), Decimal(-10), Decimal(-30))


def _scores(rng: random.Random) -> tuple[tuple[Decimal, ...], tuple[int, ...]]:
    """A settled game's scores (100-point precision, summing to 0) and places by seat."""
    cuts = sorted(rng.randrange(0, 1001) * 100 for _ in range(3))
    points = [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 100_000 - cuts[2]]
    order = sorted(range(4), key=lambda seat: (-points[seat], seat))
    places = [0] * 4
    for place, seat in enumerate(order):
        places[seat] = place + 1
    scores = tuple(Decimal(points[s] - 30_000).scaleb(-3) + UMA[places[s] - 1] for s in range(4))
    return scores, tuple(places)


def season(teams: int, games: int, seed: int) -> tuple[StagedFormat, Competitors, tuple[Played, ...]]:
    """A one-stage team season: every team plays about ``4 * games / teams`` games, the fewest first."""
    rng = random.Random(seed)
    names = tuple(f"T{i}" for i in range(teams))
    roster = tuple(Member(team, f"{team}-{x}") for team in names for x in "abcd")
    count = dict.fromkeys(names, 0)
    played = []
    for number in range(1, games + 1):
        fewest = sorted(names, key=lambda t: (count[t], rng.random()))[:4]
        for team in fewest:
            count[team] += 1
        scores, places = _scores(rng)
        seats = tuple(f"{team}-{rng.choice('abcd')}" for team in fewest)
        played.append(Played(number, "season", seats, scores, places, fewest))
    most = max(count.values())
    fmt = from_mapping(
        {
            "kind": "staged",
            "name": "bench-season",
            "ruleset": "mleague",
            "timezone": "Asia/Tokyo",
            "ranks": "teams",
            "team_size": 4,
            "stages": [{"name": "season", "entry": "all", "games": most, "seating": "fixed"}],
        },
        "bench",
        StagedFormat,
    )
    return fmt, Competitors(teams=names, roster=roster), tuple(played)


def swiss_history(players: int, rounds: int, seed: int) -> tuple[list[str], dict[frozenset[str], int]]:
    """Standings (a seeded order) and the meetings of ``rounds`` earlier Swiss rounds."""
    rng = random.Random(seed)
    order = [f"p{i}" for i in range(players)]
    played: list[Played] = []
    for _ in range(rounds):
        tables, _ = swiss_tables(order, met_pairs(played))
        for table in tables:
            scores, places = _scores(rng)
            played.append(Played(len(played) + 1, "swiss", table, scores, places))
        rng.shuffle(order)
    return order, met_pairs(played)


def timed(work: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    best, result = float("inf"), None
    for _ in range(repeat):
        start = time.process_time()
        result = work()
        best = min(best, time.process_time() - start)
    return best, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, default=64)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--swiss-players", type=int, default=128)
    parser.add_argument("--swiss-rounds", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    fmt, competitors, played = season(args.teams, args.games, seed=1)
    floor, individuals = timed(lambda: individual_standings(played), args.repeat)
    engine, report = timed(lambda: run_stages(fmt, competitors, played), args.repeat)
    rows = report.stages[0].rows
    assert sum(r.total for r in rows) == sum(total for _, total, _ in individuals)
    print(f"season: {args.teams} teams of 4, {args.games} games ({len(individuals)} players)")
    print(f"  individual standings (floor)   {floor * 1000:9.1f} ms")
    print(f"  team standings + records       {engine * 1000:9.1f} ms   x{engine / floor:.1f} the floor")

    order, met = swiss_history(args.swiss_players, args.swiss_rounds, seed=2)
    swiss, (tables, repeats) = timed(lambda: swiss_tables(order, met), args.repeat)
    draw, seating = timed(lambda: draw_rounds(order, 1, seed=3), args.repeat)
    drawn = sum(met.get(frozenset(pair), 0) for table in seating.rounds[0] for pair in combinations(table, 2))
    print(f"swiss round: {args.swiss_players} players after {args.swiss_rounds} rounds")
    print(f"  no-repeat draw of one round    {draw * 1000:9.1f} ms   repeats {drawn} (standings ignored)")
    place = {player: i for i, player in enumerate(order)}
    away = sum(abs(place[p] // 4 - t) for t, table in enumerate(tables) for p in table) / len(order)
    print(
        f"  swiss by standings             {swiss * 1000:9.1f} ms   repeats {repeats}   x{swiss / draw:.1f}"
    )
    print(f"    (players {away:.2f} tables from their place's table)")


if __name__ == "__main__":
    main()
