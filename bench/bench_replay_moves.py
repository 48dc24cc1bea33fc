"""Benchmark: move-by-move replay of the 722 Tenhou games of ../shared/data/tenhou (and the 6 of
../shared/data/tenhou6), side by side with riichienv when it is installed.

    python bench/bench_replay_moves.py             # every game, 1 round
    python bench/bench_replay_moves.py --games 100 --rounds 3
    python bench/bench_replay_moves.py --shared /work/shared   # the data elsewhere than ../shared

Each round, in one process (CPU time, ``time.process_time``):

- the floor: reading the logs (``taikai.importers.tenhou``: parsing every draw, discard and call);
- taikai: :func:`taikai.importers.tenhou.moves.replay_moves` on the parsed games: every action
  checked legal by the engine, every hand's result compared with the log's (the disagreements are
  counted and listed by kind: the goal is zero);
- riichienv (``pip install riichienv``, a Rust engine) when importable: the same games written as
  mjai JSON lines by taikai's mjai export (:func:`mjai_text` below: the game's record, with its play,
  through :mod:`taikai.contracts.exports`) and replayed move by move by ``MjaiReplay``
  (``Kyoku.steps(0)``: riichienv's env steps through every action of each hand, building seat 0's
  observations; it raises on a desync); writing the files is not timed.

Prints the times, actions per second and the ratios (taikai / floor, taikai / riichienv).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from taikai.contracts.exports import export_text
from taikai.importers.tenhou import iter_games, read_file
from taikai.importers.tenhou.model import TenhouGame
from taikai.importers.tenhou.moves import replay_moves
from taikai.importers.tenhou.record import record_of

SHARED = Path(__file__).resolve().parents[2] / "shared"
ARCHIVE = Path("tenhou") / "tenhou-houou-2020-4p.tar.xz"
TENHOU6 = Path("tenhou6")


def read_all(limit: int | None, data: Path) -> list[TenhouGame]:
    games = []
    for number, game in enumerate(iter_games(data / ARCHIVE)):
        if limit is not None and number >= limit:
            break
        games.append(game)
    games += [read_file(path) for path in sorted((data / TENHOU6).glob("*.json"))]
    return games


def replay_all(games: list[TenhouGame]) -> tuple[int, int, Counter[str]]:
    actions, hands, kinds = 0, 0, Counter()
    for game in games:
        run = replay_moves(game)
        actions += run.actions
        hands += run.hands
        for problem in run.problems:
            inner = problem.params.get("problem")
            kinds[getattr(inner, "code", problem.reason.code)] += 1
    return hands, actions, kinds


# --------------------------------------------------------------------------- mjai, for riichienv


def mjai_text(game: TenhouGame) -> str:
    """``game`` as mjai JSON lines by taikai's own export (:func:`taikai.contracts.exports.export_text`
    on the game's record, :func:`taikai.importers.tenhou.record.record_of`: the record keeps the play)."""
    return export_text(record_of(game), "mjai")


def riichienv_round(paths: list[Path]) -> int:
    from riichienv import MjaiReplay

    steps = 0
    for path in paths:
        replay = MjaiReplay.from_jsonl(str(path))
        for kyoku in replay.take_kyokus():
            for _ in kyoku.steps(0):  # the hand replayed move by move (its observations for seat 0)
                steps += 1
    return steps


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="the first N games of the archive")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--shared", type=Path, default=SHARED, help="the shared folder (default ../shared)")
    args = parser.parse_args()
    data = args.shared / "data"
    if not (data / ARCHIVE).is_file():
        print(f"no Tenhou archive at {data / ARCHIVE}", file=sys.stderr)
        return 1
    parse_times, replay_times, other_times = [], [], []
    try:
        import riichienv  # noqa: F401

        have_riichienv = True
    except ImportError:
        have_riichienv = False
    with tempfile.TemporaryDirectory() as folder:
        paths: list[Path] = []
        for _ in range(args.rounds):
            start = time.process_time()
            games = read_all(args.games, data)
            parse_times.append(time.process_time() - start)
            start = time.process_time()
            hands, actions, kinds = replay_all(games)
            replay_times.append(time.process_time() - start)
            if have_riichienv:
                if not paths:
                    for number, game in enumerate(games):
                        path = Path(folder) / f"{number}.jsonl"
                        path.write_text(mjai_text(game))
                        paths.append(path)
                start = time.process_time()
                riichienv_round(paths)
                other_times.append(time.process_time() - start)
    parse, replay = statistics.median(parse_times), statistics.median(replay_times)
    print(f"{len(games)} games, {hands} hands, {actions} actions; disagreements: {sum(kinds.values())}")
    for kind, count in kinds.most_common():
        print(f"  {kind}: {count}")
    print(f"floor (reading the logs): {parse:.2f} s")
    print(
        f"taikai move-by-move replay: {replay:.2f} s, {actions / replay:,.0f} actions/s,",
        f"{replay / parse:.1f}x the floor",
    )
    if other_times:
        other = statistics.median(other_times)
        print(
            f"riichienv (MjaiReplay, Kyoku.steps(0)): {other:.2f} s;",
            f"taikai / riichienv = {replay / other:.1f}x",
        )
    else:
        print("riichienv: not installed (pip install riichienv) - compared with the floor only")
    return 0


if __name__ == "__main__":
    sys.exit(main())
