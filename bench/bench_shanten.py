"""Benchmark: taikai's table-driven shanten against the ``mahjong`` package, side by side.

Deals a seeded set of hands (each the first tiles of a freshly shuffled 136-tile wall), checks
that both libraries give the same shanten for every hand, and prints hands per second for each
and their ratio. Times are the process's CPU time (the machine may be shared with other work).
Each round walks the hands in chunks, timing both libraries on each chunk in alternating order;
two figures are printed: the sum over chunks of each chunk's best round (the least disturbed
measure) and the median of the whole rounds. taikai's first round starts with empty memo caches
and is printed separately as its cold figure.

    python bench/bench_shanten.py                  # 100,000 hands of 13 tiles, 3 rounds
    python bench/bench_shanten.py --hands 20000 --tiles 14 --rounds 2
"""

from __future__ import annotations

import argparse
import random
import statistics
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


def measure(hands: list[Hand], rounds: int, chunk: int) -> tuple[dict[str, list[list[float]]], list, list]:
    """Times [round][chunk] for each library, alternating who goes first, and both results."""
    functions = {"taikai": shanten, "mahjong": Shanten.calculate_shanten}
    times: dict[str, list[list[float]]] = {name: [] for name in functions}
    results: dict[str, list[int]] = {}
    for round_number in range(rounds):
        for name in functions:
            times[name].append([])
            results[name] = []
        for start in range(0, len(hands), chunk):
            part = hands[start : start + chunk]
            order = list(functions) if (round_number + start // chunk) % 2 == 0 else list(functions)[::-1]
            for name in order:
                seconds, found = timed(functions[name], part)
                times[name][-1].append(seconds)
                results[name].extend(found)
    return times, results["taikai"], results["mahjong"]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--tiles", type=int, default=13, choices=(13, 14))
    parser.add_argument("--seed", type=int, default=20260101)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--chunk", type=int, default=2000)
    args = parser.parse_args(argv)

    hands = deal(args.hands, args.tiles, args.seed)
    times, ours, reference = measure(hands, max(1, args.rounds), max(1, args.chunk))
    differ = [i for i, (a, b) in enumerate(zip(ours, reference, strict=True)) if a != b]
    for i in differ[:10]:
        print(f"DIFFER {format_counts(hands[i])}: taikai {ours[i]}, mahjong {reference[i]}")

    n = len(hands)
    best = {name: n / sum(map(min, zip(*rows, strict=True))) for name, rows in times.items()}
    median = {name: n / statistics.median(sum(row) for row in rows) for name, rows in times.items()}
    print(f"{n} hands of {args.tiles} tiles, seed {args.seed}, {len(times['taikai'])} rounds")
    print(f"agreement: {n - len(differ)}/{n}")
    print(f"{'':8} {'best per chunk':>16} {'median round':>14}   (hands/s, CPU time)")
    for name in times:
        print(f"{name:8} {best[name]:16,.0f} {median[name]:14,.0f}")
    print(
        f"{'ratio':8} {best['taikai'] / best['mahjong']:15.1f}x {median['taikai'] / median['mahjong']:13.1f}x"
    )
    print(f"taikai cold (first round, empty memo caches): {n / sum(times['taikai'][0]):,.0f} hands/s")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
