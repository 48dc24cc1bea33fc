"""Benchmark: ``taikai score --jsonl`` and ``taikai settle --jsonl`` end to end, side by side.

Every command is a subprocess reading JSON lines from a file and writing its answers to a file:

- score: the 6,204 wins of the Tenhou archive in ../shared, ``--copies`` times (24,816 lines), fed to
  ``taikai score --jsonl --rules tenhou`` and to its peer ``bench/peer_mahjong_score.py`` (the
  ``mahjong`` package fed the same lines: it builds the package's input from each line, scores it
  and writes a JSON answer);
- settle: ``--games`` seeded games (points, sticks left, chombo) fed to ``taikai settle --jsonl``;
- a floor for both: a Python process that only reads each line with ``json.loads`` and writes it
  back with ``json.dumps`` (the least a Python stream can cost).

A round runs every command once, one after the other, so that a change of load on the machine
hits them alike; each is timed in CPU seconds (user + system of the child process). The same
commands on an empty input give their start-up cost, so the cost per line can be read apart from
it. Printed: every round, the medians, and the ratios. taikai's points are checked against the
peer's on every line.

    python bench/bench_score_stream.py [--archive PATH] [--copies 4] [--games 24816] [--rounds 5]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ARCHIVE = ROOT.parent / "shared" / "data" / "tenhou" / "tenhou-houou-2020-4p.tar.xz"
PEER = Path(__file__).with_name("peer_mahjong_score.py")
#: The commands' environment: this one without PYTHONUNBUFFERED, so that each writes its answers
#: through Python's usual buffer (with it, the peer and the floor would make a write call per line;
#: taikai's stream buffers its answers itself).
CHILD_ENV = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
FLOOR = "import json, sys\nfor line in sys.stdin:\n    sys.stdout.write(json.dumps(json.loads(line)) + '\\n')"


def taikai_command() -> list[str]:
    """The ``taikai`` console script of this Python (its virtual environment)."""
    script = Path(sys.executable).with_name("taikai")
    return [str(script)] if script.exists() else [shutil.which("taikai") or "taikai"]


def score_lines(archive: Path, copies: int) -> list[str]:
    from taikai.importers.tenhou import iter_wins

    lines = [json.dumps(request) for request, _, _ in iter_wins(archive)]
    return lines * copies


def settle_lines(games: int, seed: int) -> list[str]:
    """Seeded finished games under mleague: four points adding up to the table, sometimes sticks
    left on the table or a chombo (12000 points are not confiscated under mleague: a pt penalty)."""
    rng = random.Random(seed)
    lines = []
    for _ in range(games):
        deposits = rng.choice([0, 0, 0, 1, 2])
        cuts = sorted(rng.randrange(0, 1001 - 10 * deposits) * 100 for _ in range(3))
        total = 100_000 - 1000 * deposits
        points = [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], total - cuts[2]]
        request: dict = {"points": points, "deposits": deposits}
        if rng.random() < 0.05:
            request["penalties"] = [{"seat": rng.randrange(4), "kind": "chombo"}]
        lines.append(json.dumps(request))
    return lines


def cpu_seconds(command: list[str], source: Path, sink: Path) -> float:
    """User + system CPU seconds of one run of ``command`` reading ``source`` and writing ``sink``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with source.open("rb") as stdin, sink.open("wb") as stdout:
        subprocess.run(command, stdin=stdin, stdout=stdout, check=True, env=CHILD_ENV)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def rounds(commands: dict[str, tuple[list[str], Path]], folder: Path, count: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {name: [] for name in commands}
    for number in range(1, count + 1):
        for name, (command, source) in commands.items():
            times[name].append(cpu_seconds(command, source, folder / f"{name}.out"))
        done = ", ".join(f"{name} {values[-1]:.3f} s" for name, values in times.items())
        print(f"  round {number}: {done}")
    return times


def check_points(taikai_out: Path, peer_out: Path) -> tuple[int, int]:
    """(lines whose points and totals agree, lines)."""
    ours = [json.loads(line) for line in taikai_out.read_text().splitlines()]
    theirs = [json.loads(line) for line in peer_out.read_text().splitlines()]
    agree = sum(
        a.get("ok") and b.get("ok") and (a["points"], a["total"]) == (b["points"], b["total"])
        for a, b in zip(ours, theirs, strict=True)
    )
    return agree, len(ours)


def report(title: str, lines: int, times: dict[str, list[float]], startup: dict[str, float]) -> None:
    """Medians, and how many times as fast as each other command taikai is (above 1: faster)."""
    median = {name: statistics.median(values) for name, values in times.items()}
    print(f"{title}: {lines} lines, median CPU seconds over {len(times['taikai'])} rounds")
    for name, seconds in median.items():
        per_line = (seconds - startup[name]) / lines * 1e6
        print(f"  {name:8s} {seconds:7.3f} s  start-up {startup[name]:.3f} s  {per_line:6.1f} us per line")
    for other in median:
        if other == "taikai":
            continue
        ratios = [o / t for o, t in zip(times[other], times["taikai"], strict=True)]
        per_line = (median[other] - startup[other]) / (median["taikai"] - startup["taikai"])
        print(
            f"  taikai vs {other}: {median[other] / median['taikai']:.2f}x as fast end to end (rounds "
            f"{min(ratios):.2f}-{max(ratios):.2f}x), {per_line:.2f}x per line (start-up left out)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--archive", type=Path, default=ARCHIVE)
    parser.add_argument("--copies", type=int, default=4, help="copies of the archive's wins")
    parser.add_argument("--games", type=int, default=24_816, help="settle lines")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    import taikai

    built = "compiled by mypyc" if taikai.COMPILED else "the Python sources (not compiled)"
    print(f"taikai's scorer: {built}")
    taikai_cli = taikai_command()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        empty = folder / "empty.jsonl"
        empty.write_bytes(b"")
        floor = [sys.executable, "-c", FLOOR]
        if args.archive.is_file():
            wins = folder / "wins.jsonl"
            lines = score_lines(args.archive, args.copies)
            wins.write_text("\n".join(lines) + "\n")
            commands = {
                "taikai": ([*taikai_cli, "score", "--jsonl", "--rules", "tenhou"], wins),
                "mahjong": ([sys.executable, str(PEER)], wins),
                "floor": (floor, wins),
            }
            startup = {name: statistics.median(cpu_seconds(c, empty, folder / "x") for _ in range(3))
                       for name, (c, _) in commands.items()}  # fmt: skip
            print(f"score --jsonl: {len(lines)} lines ({args.copies} x the archive's wins)")
            times = rounds(commands, folder, args.rounds)
            agree, total = check_points(folder / "taikai.out", folder / "mahjong.out")
            print(f"  points and totals agree on {agree} of {total} lines")
            report("score", len(lines), times, startup)
        else:
            print(f"(no Tenhou archive at {args.archive}: skipping score --jsonl)")
        games = folder / "games.jsonl"
        games.write_text("\n".join(settle_lines(args.games, args.seed)) + "\n")
        commands = {"taikai": ([*taikai_cli, "settle", "--jsonl"], games), "floor": (floor, games)}
        startup = {name: statistics.median(cpu_seconds(c, empty, folder / "x") for _ in range(3))
                   for name, (c, _) in commands.items()}  # fmt: skip
        print(f"settle --jsonl: {args.games} lines (seed {args.seed})")
        times = rounds(commands, folder, args.rounds)
        answers = [json.loads(line) for line in (folder / "taikai.out").read_text().splitlines()]
        print(f"  {sum(a['ok'] for a in answers)} of {len(answers)} games settled")
        report("settle", args.games, times, startup)


if __name__ == "__main__":
    main()
