"""Benchmark: :func:`taikai.game.engine.legal_actions` at every point of real games.

    python bench/bench_legal_actions.py               # the first 30 of the 722 phoenix games
    python bench/bench_legal_actions.py --games 100

The games of ../shared/data/tenhou are replayed move by move (:mod:`taikai.importers.tenhou.moves`);
before each action the engine is asked for every seat's legal actions (what a client or a bot asks
at each point). Prints the CPU time (``time.process_time``) of those calls a hand and a call, beside
the floor: the replay itself (every action checked and stepped), in the same run.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from bench_replay_moves import SHARED, read_all
from taikai.game.engine import legal_actions
from taikai.importers.tenhou import moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--shared", type=Path, default=SHARED)
    args = parser.parse_args()
    games = read_all(args.games, args.shared / "data")
    spent, calls = 0.0, 0
    act = moves._Hand.act

    def asking(replay: moves._Hand, action: moves.Action) -> None:
        nonlocal spent, calls
        started = time.process_time()
        legal_actions(replay.state)
        spent += time.process_time() - started
        calls += 1
        act(replay, action)

    started = time.process_time()
    hands = sum(moves.replay_moves(game).hands for game in games)
    floor = time.process_time() - started
    moves._Hand.act = asking  # type: ignore[method-assign]
    try:
        for game in games:
            moves.replay_moves(game)
    finally:
        moves._Hand.act = act  # type: ignore[method-assign]
    print(f"{len(games)} games, {hands} hands, {calls} points of play")
    print(f"floor (the replay, every action checked): {floor:.2f} s, {floor / hands * 1000:.2f} ms a hand")
    per_hand, per_call = spent / hands * 1000, spent / calls * 1e6
    print(
        f"legal_actions: {spent:.2f} s, {per_hand:.2f} ms a hand, {per_call:.0f} us a call,"
        f" {spent / floor:.2f}x the floor"
    )


if __name__ == "__main__":
    main()
