"""Load test: the web app under a bounded loop of requests from a second process, on loopback.

Run: ``python bench/bench_web.py`` (options: ``--competitions 200``, ``--requests 2000``,
``--clients 10``, ``--db URL`` for an existing database, e.g. PostgreSQL). It makes a SQLite
database with that many competitions (unless ``--db``), starts ``taikai serve --port 0`` on it (the
server process) and, from this process, sends each target the same number of requests from
``--clients`` threads, each with its own keep-alive connection. For every target it prints the
requests, the errors (any answer but 200), the median and 95th percentile latency (wall time, as
a client sees it), the requests per second, and the server's CPU time per request (read from
/proc for the server process: user + system), with that CPU time as a ratio of the floor's.

The floor is ``/health``: the cheapest route through the same stack (middleware, one read-only
unit of work, a JSON answer). The targets are the competitions page (``/``, a Jinja2 page) and
``/api/competitions``; the league standings page and its API join them when they exist (issue 12:
10,000 players and 100,000 games, p95 under 100 ms, no error under 50 clients). Not part of the
pytest run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx2

from taikai.services.values import Competition
from taikai.store import open_store

FLOOR = "/health"
TARGETS = (FLOOR, "/", "/api/competitions")
KINDS = ("league", "tournament", "cup")
WIDTHS = {"errors": 6, "median ms": 10, "p95 ms": 8, "req/s": 8, "cpu ms/req": 11, "x floor": 8}


def make_database(url: str, competitions: int) -> None:
    store = open_store(url)
    with store.unit_of_work("bench:setup") as uow:
        for n in range(competitions):
            kind = KINDS[n % 3]
            uow.competitions.add(
                Competition(f"c{n}", kind, f"Competition {n}", "ron-of-20xx", {}, "tenhou", {})
            )
    store.close()


def server_cpu(pid: int) -> float:
    """The CPU seconds (user + system) the server process has used."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def load(base: str, path: str, requests: int, clients: int) -> tuple[list[float], int, float]:
    """Latencies (seconds), errors and wall time of ``requests`` GETs of ``path`` from ``clients`` threads."""
    latencies: list[float] = []
    errors = 0
    lock = threading.Lock()
    share = [requests // clients + (1 if i < requests % clients else 0) for i in range(clients)]

    def run(count: int) -> None:
        nonlocal errors
        mine, failed = [], 0
        with httpx2.Client(base_url=base, timeout=30) as client:
            for _ in range(count):
                start = time.perf_counter()
                try:
                    ok = client.get(path).status_code == 200
                except httpx2.HTTPError:
                    ok = False
                mine.append(time.perf_counter() - start)
                failed += not ok
        with lock:
            latencies.extend(mine)
            errors += failed

    threads = [threading.Thread(target=run, args=(count,)) for count in share]
    began = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return latencies, errors, time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--competitions", type=int, default=200)
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--clients", type=int, default=10)
    parser.add_argument("--db", help="an existing database to serve (default: a new SQLite file)")
    options = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="taikai-bench-")
    url = options.db or f"sqlite:///{folder}/bench.db"
    if not options.db:
        make_database(url, options.competitions)
    command = [
        sys.executable,
        "-c",
        "from taikai.cli.main import run; run()",
        "serve",
        "--port",
        "0",
        "--db",
        url,
    ]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        base = server.stdout.readline().split(" at ", 1)[1].split()[0]
        # uvicorn's access log follows on stdout: read it, or the full pipe would stop the server
        threading.Thread(target=server.stdout.read, daemon=True).start()
        load(base, FLOOR, options.clients * 20, options.clients)  # warm up: connections, the catalog
        print(f"{options.requests} requests per target from {options.clients} clients, {base}, {url}")
        columns = ("errors", "median ms", "p95 ms", "req/s", "cpu ms/req", "x floor")
        print(f"{'target':<20} " + " ".join(f"{name:>{WIDTHS[name]}}" for name in columns))
        floor_cpu = None
        for path in TARGETS:
            cpu_before = server_cpu(server.pid)
            latencies, errors, wall = load(base, path, options.requests, options.clients)
            cpu = (server_cpu(server.pid) - cpu_before) / options.requests
            floor_cpu = floor_cpu or cpu
            p95 = statistics.quantiles(latencies, n=20)[-1]
            print(
                f"{path:<20} {errors:>6} {statistics.median(latencies) * 1000:>10.2f} {p95 * 1000:>8.2f} "
                f"{options.requests / wall:>8.0f} {cpu * 1000:>11.3f} {cpu / floor_cpu:>8.2f}"
            )
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
