"""Benchmark: the seat draw of ``taikai.competitions.tournament.seating`` on large fields.

Run: ``python bench/bench_seating.py`` (options: ``--sizes 64x8 128x10``,
``--seeds 5``, ``--steps 10000``). For every size and seed it prints the
repeats found, the lower bound they are compared to (each player meets 3
opponents per round among ``players - 1``: ``players * max(0, 3 * rounds -
players + 1) / 2``, zero for every size here), the wind spread (most - least
sat wind of any player; 0 when the rounds are a multiple of 4, else at best
1), the tabu search's steps and its CPU time (``time.process_time``). Side by
side in the same run it measures the floor, a purely random draw (the search's
starting point: its repeats and CPU time), and prints the search's time as a
ratio of it; and the same search watched step by step (as ``tournament seat``
does for its progress bar), as a ratio of the unwatched one. The default sizes
end with the largest draw the operator bounds allow (1000 players, 20 rounds).
Not part of the pytest run.

What the search does: each round starts as a random partition (professionals
dealt evenly); a tabu search then repeatedly takes up to 8 (round, player)
conflicts (a player sitting with someone met before), weighs every swap of
such a player with a player of another table of the same round, and makes the
best non-tabu swap; after 400 steps without a new best it restarts from the
best draw with 6 random swaps. It stops at the lower bound or after the step
budget. Seat winds come afterwards from an exact 4-edge-colouring (every
player sits every wind once in each block of four rounds).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from taikai.competitions.tournament.seating import count_repeats, draw_rounds, repeat_lower_bound


def random_draw_repeats(players: int, rounds: int, seed: int) -> int:
    """Repeats of ``rounds`` uniformly random partitions (what the search starts from)."""
    rng = random.Random(seed)
    ids = list(range(players))
    draw = []
    for _ in range(rounds):
        rng.shuffle(ids)
        draw.append([tuple(map(str, ids[i : i + 4])) for i in range(0, players, 4)])
    return count_repeats(draw)


def _cpu(function, *args, **options):
    """``function(*args, **options)`` and the CPU seconds it took."""
    start = time.process_time()
    value = function(*args, **options)
    return value, time.process_time() - start


def _passing(steps, total):
    yield from steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", nargs="+", default=["24x5", "28x5", "32x6", "64x8", "128x10", "1000x20"])
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--steps", type=int, default=10_000)
    args = parser.parse_args()
    header = ("size", "seed", "repeats", "bound", "random", "winds", "steps", "cpu", "x random", "watched")
    widths = (8, 4, 7, 5, 6, 5, 6, 8, 9, 8)
    print(" ".join(f"{h:>{w}}" for h, w in zip(header, widths, strict=True)))
    for size in args.sizes:
        players, rounds = (int(x) for x in size.split("x"))
        ids = [f"p{i}" for i in range(1, players + 1)]
        times, ratios = [], []
        for seed in range(args.seeds):
            draw, cpu = _cpu(draw_rounds, ids, rounds, seed, max_steps=args.steps)
            baseline, floor = _cpu(random_draw_repeats, players, rounds, seed)
            watched, watched_cpu = _cpu(draw_rounds, ids, rounds, seed, max_steps=args.steps, watch=_passing)
            assert watched == draw
            times.append(cpu)
            ratios.append(watched_cpu / cpu if cpu else 1.0)
            print(
                f"{size:>8} {seed:>4} {draw.repeats:>7} {repeat_lower_bound(players, rounds):>5} "
                f"{baseline:>6} {draw.wind_spread:>5} {draw.steps:>6} {cpu:>7.3f}s "
                f"{cpu / max(floor, 1e-6):>8.0f}x {ratios[-1]:>7.2f}x"
            )
        print(
            f"{size:>8} median {statistics.median(times):.3f}s, max {max(times):.3f}s CPU; "
            f"watched / unwatched median {statistics.median(ratios):.2f}x"
        )


if __name__ == "__main__":
    main()
