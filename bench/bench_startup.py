"""Benchmark: how long ``taikai`` takes to start, side by side with the least a Typer command costs.

Three pairs, each a whole process timed from outside (issue 24, item 9):

- ``taikai --version`` against ``python -c "import typer"``;
- ``taikai --help`` against the ``--help`` of a bare Typer application (two commands, no work);
- ``taikai standings SLUG`` (a stored league's standings, read from the standings cache) against
  ``python -c "import typer, sqlalchemy"``.

The two commands of a pair run in turn, A B A B ..., after one unmeasured run of each (which also
builds the standings cache), so that a change of load on the machine hits them alike. Each run is
timed in CPU seconds (user + system of the child process, what a shared machine's load changes
least) and in wall seconds. Printed: the medians, and the median of the ratios A/B pair by pair
(the issue asks for each within 2x).

Every command runs with Python's bytecode cache on (``PYTHONDONTWRITEBYTECODE`` left out of its
environment), so the unmeasured run writes taikai's ``__pycache__`` as an installed package has it:
with the cache off, every run compiled taikai's sources again (30 modules, 74 ms of
``taikai standings``) while the floors' packages were read compiled.

The league is the demo's (``taikai demo --no-serve``, built once in a temporary folder), or
``--db URL --slug SLUG`` for a stored competition of your own.

    python bench/bench_startup.py [--runs 9] [--db URL --slug SLUG]

Not part of the pytest run.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

#: A Typer application with two commands that do nothing: the floor of ``taikai --help``.
BARE_APP = '''import typer

app = typer.Typer(name="bare", help="A bare Typer application.")


@app.command()
def hello(name: str) -> None:
    """Say hello."""


@app.command()
def bye() -> None:
    """Say goodbye."""


app()
'''

#: A Typer command that takes a word (typer checks it through pydantic) and imports SQLAlchemy's
#: ORM: what ``taikai standings SLUG`` cannot start without (printed for reference).
BARE_STORE_APP = '''import sqlalchemy.orm
import typer

app = typer.Typer()


@app.command()
def standings(slug: str, db: str = typer.Option(None)) -> None:
    """Nothing."""


app()
'''


#: The commands' environment: this one with the bytecode cache on.
ENVIRONMENT = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}


def taikai_command() -> list[str]:
    """The ``taikai`` console script of this Python (its virtual environment)."""
    script = Path(sys.executable).with_name("taikai")
    return [str(script)] if script.exists() else [shutil.which("taikai") or "taikai"]


def timed(command: list[str]) -> tuple[float, float]:
    """CPU seconds (user + system) and wall seconds of one run of ``command``; a failed run stops
    the benchmark with what it printed."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=ENVIRONMENT)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    error = process.stderr.read() if process.stderr else b""
    if process.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({process.returncode}): {error.decode(errors='replace')}")
    return usage.ru_utime + usage.ru_stime, wall


def pair(a: list[str], b: list[str], runs: int) -> dict[str, float]:
    """The medians of A and B and of the ratios A/B, run in turn after one unmeasured run each."""
    timed(a), timed(b)
    cpu_a, cpu_b, wall_a, wall_b = [], [], [], []
    for _ in range(runs):
        for command, cpu, wall in ((a, cpu_a, wall_a), (b, cpu_b, wall_b)):
            seconds, elapsed = timed(command)
            cpu.append(seconds)
            wall.append(elapsed)
    return {
        "A cpu ms": 1000 * statistics.median(cpu_a),
        "B cpu ms": 1000 * statistics.median(cpu_b),
        "cpu A/B": statistics.median(x / y for x, y in zip(cpu_a, cpu_b, strict=True)),
        "A wall ms": 1000 * statistics.median(wall_a),
        "B wall ms": 1000 * statistics.median(wall_b),
        "wall A/B": statistics.median(x / y for x, y in zip(wall_a, wall_b, strict=True)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="measured runs of each command")
    parser.add_argument("--db", help="a database URL holding the competition --slug (default: the demo's)")
    parser.add_argument("--slug", default="demo-league", help="the competition of taikai standings")
    args = parser.parse_args()
    taikai = taikai_command()
    python = sys.executable
    with tempfile.TemporaryDirectory() as folder:
        db = args.db
        if db is None:
            db = f"sqlite:///{folder}/demo.db"
            subprocess.run(
                [*taikai, "demo", "--no-serve", "--db", db],
                check=True,
                stdout=subprocess.DEVNULL,
                env=ENVIRONMENT,
            )
        bare, bare_store = Path(folder, "bare.py"), Path(folder, "bare_store.py")
        bare.write_text(BARE_APP, encoding="utf-8")
        bare_store.write_text(BARE_STORE_APP, encoding="utf-8")
        standings = [*taikai, "standings", args.slug, "--db", db]
        pairs = [  # (A, its command, B, its command)
            ("taikai --version", [*taikai, "--version"], "import typer", [python, "-c", "import typer"]),
            (
                "taikai --help",
                [*taikai, "--help"],
                "a bare Typer app's --help",
                [python, str(bare), "--help"],
            ),
            (
                f"taikai standings {args.slug}",
                standings,
                "import typer, sqlalchemy",
                [python, "-c", "import typer, sqlalchemy"],
            ),
            (  # for reference: what the command cannot start without
                f"taikai standings {args.slug}",
                standings,
                "a Typer command of one word over sqlalchemy.orm",
                [python, str(bare_store), args.slug, "--db", db],
            ),
        ]
        load = os.getloadavg()[0]
        print(f"{args.runs} runs of each command, in turn after one unmeasured; load {load:.2f} at the start")
        header = ("A cpu ms", "B cpu ms", "cpu A/B", "A wall ms", "B wall ms", "wall A/B")
        print(f"{'A against B':<50}" + "".join(f"{name:>11}" for name in header))
        for name, a, floor, b in pairs:
            figures = pair(a, b, args.runs)
            print(f"{name:<50}" + "".join(f"{figures[key]:>11.2f}" for key in header))
            print(f"  against {floor}")
        print(f"load {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
