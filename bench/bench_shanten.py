"""Benchmark: taikai's table-driven shanten against the ``mahjong`` package, side by side.

Deals a seeded set of hands (each the first tiles of a freshly shuffled 136-tile wall), checks
that both libraries give the same shanten for every hand, and prints hands per second for each
and their ratio. Times are the process's CPU time (the machine may be shared with other work),
rounds alternate between the two libraries and the best round of each counts; taikai's first
round starts with empty memo caches and is printed separately as its cold figure.

    python bench/bench_shanten.py                  # 100,000 hands of 13 tiles, 3 rounds
    python bench/bench_shanten.py --hands 20000 --tiles 14 --rounds 2
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence

from mahjong.shanten import Shanten

from taikai.hand.shanten import shanten
from taikai.tiles import format_counts

Hand = list[int]


def deal(count: int, tiles: int, seed: int) -> list[Hand]:
    """``count`` hands of ``tiles`` tiles, each from a new shuffle of the 136-tile wall."""
    rng = random.Random(seed)
    wall = list(range(136))
    hands = []
    for _ in range(count):
        rng.shuffle(wall)
        counts = [0] * 34
        for tile_id in wall[:tiles]:
            counts[tile_id // 4] += 1
        hands.append(counts)
    return hands


def timed(function: Callable[[Hand], int], hands: Sequence[Hand]) -> tuple[float, list[int]]:
    """CPU seconds of this process for one pass over the hands, and the results."""
    start = time.process_time()
    results = [function(hand) for hand in hands]
    return time.process_time() - start, results


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--tiles", type=int, default=13, choices=(13, 14))
    parser.add_argument("--seed", type=int, default=20260101)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)

    hands = deal(args.hands, args.tiles, args.seed)
    theirs = Shanten.calculate_shanten
    ours_times, their_times = [], []
    for _ in range(max(1, args.rounds)):
        seconds, ours = timed(shanten, hands)
        ours_times.append(seconds)
        seconds, reference = timed(theirs, hands)
        their_times.append(seconds)
    differ = [i for i, (a, b) in enumerate(zip(ours, reference, strict=True)) if a != b]
    for i in differ[:10]:
        print(f"DIFFER {format_counts(hands[i])}: taikai {ours[i]}, mahjong {reference[i]}")

    n = len(hands)
    ours_rate, their_rate = n / min(ours_times), n / min(their_times)
    print(f"{n} hands of {args.tiles} tiles, seed {args.seed}, best of {len(ours_times)} rounds")
    print(f"agreement: {n - len(differ)}/{n}")
    print(f"taikai  : {ours_rate:12,.0f} hands/s (cold first round {n / ours_times[0]:,.0f})")
    print(f"mahjong : {their_rate:12,.0f} hands/s")
    print(f"ratio   : {ours_rate / their_rate:.1f}x")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
