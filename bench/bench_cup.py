"""Benchmark: a year of a club cup, side by side with its floor (settling the same games directly).

Run: ``python bench/bench_cup.py`` (options: ``--points-games``, ``--record-games``, ``--players``,
``--rounds``). In one process, on the same seeded games, measures CPU time (``time.process_time``) of:

- the floor: :func:`taikai.game.settle.settle` on every points game and :func:`taikai.game.table.run`
  on every record game, nothing else;
- :func:`taikai.competitions.cup.run_cup` (the same settling, months, standings, warnings);
- reading the cup file (:func:`taikai.contracts.jsonio.loads` + :func:`taikai.contracts.cup.parse_cup`);
- writing the output (:func:`taikai.contracts.cup.cup_json` + :func:`taikai.contracts.jsonio.dumps`).

Prints each figure and its ratio to the floor. Not part of the pytest run.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from taikai.competitions.cup import run_cup
from taikai.contracts.cup import cup_json, parse_cup
from taikai.contracts.jsonio import dumps, loads
from taikai.game.settle import settle
from taikai.game.table import run

START = datetime.fromisoformat("2025-01-01T18:00:00+09:00")
NOTEN = {"result": {"type": "draw", "tenpai": []}}


def _points(rng: random.Random) -> list[int]:
    """Final points of a finished game: a multiple of 100 each, 100000 in all."""
    cuts = sorted(rng.randrange(0, 1001) * 100 for _ in range(3))
    return [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 100_000 - cuts[2]]


def _record(rng: random.Random) -> dict[str, Any]:
    """A short hanchan: a non-dealer's riichi ron in east 1 (mangan), then seven noten draws to south 4."""
    winner = rng.randrange(1, 4)
    discarder = rng.choice([seat for seat in range(4) if seat != winner])
    win = {"type": "ron", "discarder": discarder, "wins": [{"seat": winner, "han": rng.choice([4, 5])}]}
    return {"hands": [{"riichi": [winner], "result": win}, *[NOTEN] * 7]}


def make_file(players: int, points_games: int, record_games: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    ids = [f"p{i}" for i in range(players)]
    games: list[dict[str, Any]] = []
    for index in range(points_games + record_games):
        moment = START + timedelta(minutes=rng.randrange(0, 365 * 24 * 60))
        game: dict[str, Any] = {
            "id": f"g{index}",
            "played_at": moment.isoformat(),
            "seats": rng.sample(ids, 4),
        }
        if index < points_games:
            game["points"] = _points(rng)
        else:
            game["record"] = _record(rng)
        games.append(game)
    return {
        "format": "itsuka-chuuren",
        "players": [{"id": p, "name": f"Player {p}"} for p in ids],
        "games": games,
    }


def cpu(work: Callable[[], object], rounds: int) -> float:
    """The best CPU time of ``rounds`` runs."""
    best = float("inf")
    for _ in range(rounds):
        began = time.process_time()
        work()
        best = min(best, time.process_time() - began)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=60)
    parser.add_argument("--points-games", type=int, default=20_000)
    parser.add_argument("--record-games", type=int, default=2_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args()
    text = dumps(make_file(args.players, args.points_games, args.record_games, args.seed))
    cup = parse_cup(loads(text), "bench")
    ruleset = cup.ruleset

    def floor() -> None:
        for game in cup.games:
            if game.record is not None:
                run(game.record, ruleset)
            else:
                settle(game.points or (), ruleset, game.deposits, game.penalties)

    result = run_cup(cup)
    assert not result.rejected, result.rejected[:3]
    figures = {
        "floor: settle + replay only": cpu(floor, args.rounds),
        "run_cup": cpu(lambda: run_cup(cup), args.rounds),
        "read: loads + parse_cup": cpu(lambda: parse_cup(loads(text), "bench"), args.rounds),
        "write: cup_json + dumps": cpu(lambda: dumps(cup_json(cup, result)), args.rounds),
    }
    base = figures["floor: settle + replay only"]
    print(
        f"{args.points_games} points games + {args.record_games} record games, {args.players} players, "
        f"{len(result.months)} months (best CPU time of {args.rounds})"
    )
    for name, seconds in figures.items():
        print(f"  {name:30} {seconds:8.3f} s  {seconds / base:6.2f}x the floor")


if __name__ == "__main__":
    main()
