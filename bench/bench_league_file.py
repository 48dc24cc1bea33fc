"""Benchmark: `taikai league run FILE --json` against `json.load` of the same file, side by side.

Run: ``python bench/bench_league_file.py`` (options: ``--games``, ``--players``, ``--rounds``,
``--keep FILE`` to write the generated league there and keep it, ``--against TAIKAI`` to time another
install's console script beside this one, e.g. the main branch's ``venv/bin/taikai``). The league is
generated once: a few thousand players over a league year of seasons (December to November), every
game as table points (some with riichi sticks left on the table), a few games in the maintenance
period, a few bad games (an unregistered player, a player seated twice, points that do not add up)
and a few games pasted twice under a new id. Then, in alternation for several rounds, each timed as
a subprocess (CPU time of the child, from ``resource.getrusage``, and wall time):

- ``python -c "json.load(open(FILE))"`` (the floor: merely parsing the file);
- ``taikai league run FILE --json`` (the whole command: strict parse, checks, settlement of every
  game, every season, the year, the JSON written);
- ``taikai league run FILE`` (the readable output, piped);
- with ``--against``, the other install's ``league run FILE --json`` (and it must print the same bytes).

Prints the medians and the ratios to the floor. Target: the JSON command at most 3x the floor.
Not part of the pytest run.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

JST = timezone(timedelta(hours=9))
FIRST_SEASON = (2024, 12)  # the 2025 league year: December 2024 to November 2025


def _points(rng: random.Random, deposits: int) -> list[int]:
    """Final table points of a hanchan (multiples of 100, 100,000 less the sticks left on the table)."""
    total = 100_000 - 1000 * deposits
    while True:
        three = [rng.randrange(-80, 700) * 100 for _ in range(3)]
        rest = total - sum(three)
        if -8000 <= rest <= 70_000:
            points = [*three, rest]
            rng.shuffle(points)
            return points


def _moment(rng: random.Random, season: int, maintenance: bool) -> str:
    year, month = divmod(FIRST_SEASON[0] * 12 + FIRST_SEASON[1] - 1 + season, 12)
    day = rng.randrange(26, 29) if maintenance else rng.randrange(1, 26)
    moment = datetime(year, month + 1, day, rng.randrange(10, 24), rng.randrange(60), tzinfo=JST)
    return moment.isoformat()


def make_league(games: int, players: int, seed: int = 0) -> dict:
    """A seeded league file (CONTRACTS.md section 3) with ``games`` games of table points."""
    rng = random.Random(seed)
    tiers = ["D3"] * 6 + ["D2", "D1", "C3", "C2", "C1", "B3", "B2", "B1", "A3", "A2", "A1", "S1", "S2"]
    roster = []
    for number in range(1, players + 1):
        entry = {"id": f"p{number}", "name": f"Player {number}"}
        tier = rng.choice(tiers)
        if tier != "D3":
            entry["tier"] = tier
        roster.append(entry)
    ids = [entry["id"] for entry in roster]
    made: list[dict] = []
    for index in range(games):
        season = index * 12 // games
        roll = rng.random()
        seats = rng.sample(ids, 4)
        deposits = rng.choice((1, 1, 2)) if roll < 0.1 else 0
        game = {"id": f"g{index + 1}", "played_at": _moment(rng, season, 0.1 <= roll < 0.11)}
        if 0.2 <= roll < 0.201:
            seats[3] = f"guest{index}"  # not registered
        elif 0.3 <= roll < 0.301:
            seats[3] = seats[0]  # seated twice
        points = _points(rng, deposits)
        if 0.4 <= roll < 0.401:
            points[0] += 1000  # does not add up
        game.update(seats=seats, points=points)
        if deposits:
            game["deposits"] = deposits
        made.append(game)
        if 0.5 <= roll < 0.5001:
            made.append({**game, "id": f"g{index + 1}-again"})  # pasted twice
    return {"format": "hitonazo-m", "timezone": "Asia/Tokyo", "players": roster, "games": made}


def _child_time(command: list[str], stdout: int) -> tuple[float, float]:
    """(CPU seconds of the child, wall seconds) of one run; the command must succeed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.perf_counter()
    subprocess.run(command, check=True, stdout=stdout, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200_000)
    parser.add_argument("--players", type=int, default=3_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--keep", type=Path, help="write the generated league file here and keep it")
    parser.add_argument("--against", type=Path, help="another install's taikai script, timed beside this one")
    args = parser.parse_args(argv)

    folder = tempfile.TemporaryDirectory()
    path = args.keep or Path(folder.name) / "league.json"
    path.write_text(json.dumps(make_league(args.games, args.players, args.seed)), encoding="utf-8")
    size = path.stat().st_size
    print(f"league file: {args.games:,} games, {args.players:,} players, {size / 2**20:.1f} MiB ({path})")

    taikai = [str(Path(sys.executable).parent / "taikai")]  # the console script of this environment
    commands = {
        "json.load": [sys.executable, "-c", f"import json; json.load(open({str(path)!r}))"],
        "league run --json": [*taikai, "league", "run", str(path), "--json"],
        "league run (readable)": [*taikai, "league", "run", str(path)],
    }
    if args.against:
        command = [str(args.against), "league", "run", str(path), "--json"]
        mine = subprocess.run(commands["league run --json"], check=True, capture_output=True).stdout
        if subprocess.run(command, check=True, capture_output=True).stdout != mine:
            raise SystemExit(f"{args.against} prints other JSON for the same league file")
        commands["against: run --json"] = command
    env_columns = os.environ.get("COLUMNS")
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for _ in range(args.rounds):
        for name, command in commands.items():
            times[name].append(_child_time(command, subprocess.DEVNULL))
    floor_cpu = statistics.median(cpu for cpu, _ in times["json.load"])
    floor_wall = statistics.median(wall for _, wall in times["json.load"])
    print(f"{args.rounds} rounds, medians (COLUMNS={env_columns}); ratio to json.load:")
    for name, runs in times.items():
        cpu = statistics.median(c for c, _ in runs)
        wall = statistics.median(w for _, w in runs)
        print(
            f"  {name:<22} CPU {cpu:6.2f} s ({cpu / floor_cpu:4.2f}x)   "
            f"wall {wall:6.2f} s ({wall / floor_wall:4.2f}x)"
        )
    ratio = statistics.median(c for c, _ in times["league run --json"]) / floor_cpu
    print(f"target: league run --json at most 3x json.load (CPU): {'met' if ratio <= 3 else 'missed'}")


if __name__ == "__main__":
    main()
