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
  observations; it raises on a desync); writing the files is not timed;
- the pure-Python engines of PyPI, when importable (``pip install jansou pyriichi``), each on the
  games it replays (and taikai timed again on that subset when it is not every game); a game it
  cannot replay is counted by the kind of its refusal and left out of both times:

  - jansou (``jansou.io.replay.replay_paifu``): the same Tenhou XML (the archive's members; for
    ../shared/data/tenhou6 the .xml beside each .json) parsed by ``jansou.io.mjlog.parse_mjlog``
    (not timed), then every round driven through jansou's live game flow (``deal_steps``): every
    decision point offered with its legal menu, the log's choice resolved into it, every engine
    event checked against the log (a divergence raises ``ReplayError``);
  - pyriichi: see :func:`pyriichi_round`.

Prints the times, actions per second and the ratios (taikai / floor, taikai / riichienv, taikai / each
pure-Python peer on the games it replays).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from taikai.contracts.exports import export_text
from taikai.importers.tenhou import iter_games, read_file
from taikai.importers.tenhou.mjlog import iter_archive
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


# --------------------------------------------------------------------------- the pure-Python peers


def mjlog_texts(limit: int | None, data: Path) -> list[bytes]:
    """The Tenhou XML of the games :func:`read_all` reads, in the same order (the tenhou6 games by the
    .xml beside each .json)."""
    texts = []
    for number, (_, text) in enumerate(iter_archive(data / ARCHIVE)):
        if limit is not None and number >= limit:
            break
        texts.append(text.encode())
    texts += [path.with_suffix(".xml").read_bytes() for path in sorted((data / TENHOU6).glob("*.json"))]
    return texts


@dataclass
class PeerRun:
    """One peer's round: the games it replayed (their indices), its CPU time on them and the steps it
    took, and the games it refused, counted by kind."""

    replayed: list[int] = field(default_factory=list)
    seconds: float = 0.0
    steps: int = 0
    refused: Counter[str] = field(default_factory=Counter)


def kind_of(error: Exception) -> str:
    """A refusal's kind: its type and its message without the place (round, event) or tile numbers."""
    text = str(error).split(": ", 1)[-1] if str(error).startswith("round ") else str(error)
    return f"{type(error).__name__}: {text[:90]}"


def peer_round(games: list, replay: Callable[[object], int]) -> PeerRun:
    """``replay`` (a game's replay, returning its steps, raising on a refusal) on every game, each game
    timed alone: only the games replayed to their end count."""
    run = PeerRun()
    for number, game in enumerate(games):
        start = time.process_time()
        try:
            steps = replay(game)
        except Exception as error:  # a peer's refusal or desync, of whatever type it raises
            run.refused[kind_of(error)] += 1
            continue
        run.seconds += time.process_time() - start
        run.steps += steps
        run.replayed.append(number)
    return run


def jansou_games(texts: list[bytes]) -> list:
    from jansou.io.mjlog import parse_mjlog

    return [parse_mjlog(text) for text in texts]


def jansou_replay(paifu) -> int:
    from jansou.io.replay import replay_paifu

    return sum(1 for _ in replay_paifu(paifu))


def installed(module: str) -> bool:
    try:
        __import__(module)
    except ImportError:
        return False
    return True


PEERS: dict[str, tuple[str, Callable[[list[bytes]], list], Callable[[object], int]]] = {
    "jansou": ("replay_paifu, its live flow", jansou_games, jansou_replay),
}


def report_peer(name: str, how: str, runs: list[PeerRun], games: list[TenhouGame], replay: float) -> None:
    """Print a peer's median time beside taikai's on the same games (timed again on the subset)."""
    run = runs[len(runs) // 2]
    print(f"{name} ({how}): replays {len(run.replayed)} of {len(games)} games", end="")
    print(f"; refused {sum(run.refused.values())}" if run.refused else "")
    for kind, count in run.refused.most_common():
        print(f"  {count}: {kind}")
    if not run.replayed:
        return
    if len(run.replayed) < len(games):
        subset = [games[number] for number in run.replayed]
        start = time.process_time()
        replay_all(subset)
        replay = time.process_time() - start
    seconds = statistics.median(peer.seconds for peer in runs)
    print(
        f"  {seconds:.2f} s ({run.steps:,} decisions, {run.steps / seconds:,.0f}/s);",
        f"taikai on the same games {replay:.2f} s; taikai / {name} = {replay / seconds:.2f}x",
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="the first N games of the archive")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--shared", type=Path, default=SHARED, help="the shared folder (default ../shared)")
    parser.add_argument("--no-peers", action="store_true", help="riichienv only, not the pure-Python peers")
    args = parser.parse_args()
    data = args.shared / "data"
    if not (data / ARCHIVE).is_file():
        print(f"no Tenhou archive at {data / ARCHIVE}", file=sys.stderr)
        return 1
    parse_times, replay_times, other_times = [], [], []
    have_riichienv = installed("riichienv")
    peers = {name: peer for name, peer in PEERS.items() if not args.no_peers and installed(name)}
    texts = mjlog_texts(args.games, data) if peers else []
    peer_games = {name: prepare(texts) for name, (_, prepare, _) in peers.items()}  # not timed
    peer_runs: dict[str, list[PeerRun]] = {name: [] for name in peers}
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
            for name, (_, _, replay) in peers.items():
                peer_runs[name].append(peer_round(peer_games[name], replay))
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
    for name, (how, _, _) in peers.items():
        report_peer(name, how, peer_runs[name], games, replay)
    for name in PEERS.keys() - peers.keys():
        print(f"{name}: not run (pip install {name}, or --no-peers)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
