"""ApacheBench against ``taikai serve`` and against a floor served the same way (issue 24, item 9).

The issue's test: the standings API of a league of 10,000 players and 100,000 games, served by
``taikai serve --workers 2`` as docs/web.md tells an organizer to run it on a 2-core machine,
answering ``ab -k -c 50 -n 2000`` (Debian's apache2-utils) with p95 under 100 ms and no error.

On a shared machine a latency says as much about the neighbours as about the server, so every
target is measured side by side with a floor in the same run: a bare FastAPI app answering
constant JSON, served by uvicorn with the options ``taikai serve`` gives it (the same workers,
its own listening socket of the same backlog, no access log, no server header, proxy headers).
The two servers take turns, target after target, and for each the server's CPU per request is
read from /proc (the supervisor and its workers: user + system) around the ab run. Printed per
target: ab's failures and non-2xx answers, its kept-alive requests, p50 and p95 (ms), requests/s,
CPU ms per request and that CPU as a ratio of the floor's measured just before it.

    python bench/bench_ab.py --db sqlite:////tmp/league.db [--workers 2] [--rounds 2] [-n 2000 -c 50]

The database must hold the league (``python bench/bench_web.py --league 10000 100000
--league-file FILE`` builds it once, in tens of minutes). Before the measured runs every worker
builds its standings (unmeasured requests until each has used the CPU of a build). Not part of
the pytest run.
"""

from __future__ import annotations

import argparse
import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx2

sys.path.insert(0, str(Path(__file__).parent))
from bench_web import process_cpus, server_cpu, warm_workers

#: What the floor answers (as small as ``/api/competitions`` of an empty database).
FLOOR_BODY = b'{"ok":true,"competitions":[]}'
TARGETS = (
    "/api/competitions/league/standings?season=2025-12&limit=100",
    "/api/competitions",
)


def floor_app():
    """The floor: one route answering constant JSON (uvicorn calls it in each worker: a factory)."""
    from fastapi import FastAPI
    from fastapi.responses import Response

    app = FastAPI()

    @app.get("/{path:path}")
    async def constant(path: str) -> Response:
        return Response(FLOOR_BODY, media_type="application/json")

    return app


def serve_floor(workers: int) -> None:
    """Serve :func:`floor_app` as ``taikai serve`` serves the app (its socket and options)."""
    from uvicorn import Config, Server
    from uvicorn.supervisors import Multiprocess

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    sock.listen(128)  # as taikai.cli.serve.bind
    print(f"floor at http://127.0.0.1:{sock.getsockname()[1]}", flush=True)
    options = {"log_level": "info", "proxy_headers": True, "server_header": False, "access_log": False}
    if workers == 1:
        Server(Config(floor_app, factory=True, **options)).run(sockets=[sock])
    else:
        config = Config(
            "bench_ab:floor_app", factory=True, workers=workers, timeout_worker_healthcheck=300, **options
        )
        Multiprocess(config, sockets=[sock]).run()


def ab(url: str, requests: int, clients: int) -> dict[str, float]:
    """One ``ab -k`` run's figures (ab's own output, read)."""
    out = subprocess.run(
        ["ab", "-k", "-q", "-s", "600", "-c", str(clients), "-n", str(requests), url],
        capture_output=True,
        text=True,
        check=False,
    ).stdout

    def figure(pattern: str) -> float:
        found = re.search(pattern, out, re.MULTILINE)
        return float(found.group(1)) if found else float("nan")

    return {
        "failed": figure(r"^Failed requests:\s+(\d+)"),
        "non-2xx": figure(r"^Non-2xx responses:\s+(\d+)") if "Non-2xx" in out else 0.0,
        "kept alive": figure(r"^Keep-Alive requests:\s+(\d+)"),
        "p50 ms": figure(r"^\s+50%\s+(\d+)"),
        "p95 ms": figure(r"^\s+95%\s+(\d+)"),
        "req/s": figure(r"^Requests per second:\s+([\d.]+)"),
    }


def measured(pid: int, url: str, requests: int, clients: int) -> dict[str, float]:
    """:func:`ab` with the server's CPU ms per request (its process and its workers, from /proc)."""
    before = server_cpu(pid)
    figures = ab(url, requests, clients)
    figures["cpu ms/req"] = (server_cpu(pid) - before) * 1000 / requests
    return figures


def started(command: list[str], marker: str) -> tuple[subprocess.Popen[str], str]:
    """A server process and the address it printed (the first line with ``marker``)."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline() if process.stdout else ""
    if marker not in line:
        process.terminate()
        sys.exit(f"{' '.join(command)} did not start: {line!r}")
    return process, line.split(marker, 1)[1].split()[0]


def warmed(base: str, path: str, pid: int, clients: int) -> float:
    """The first request's wall seconds (it builds the standings), then every worker's build."""
    before = process_cpus(pid)
    began = time.perf_counter()
    with httpx2.Client(base_url=base, timeout=900) as client:
        client.get(path).raise_for_status()
    first = time.perf_counter() - began
    warm_workers(base, path, pid, before, clients, lambda: ab(base + path, clients * 2, clients))
    return first


COLUMNS = ("failed", "non-2xx", "kept alive", "p50 ms", "p95 ms", "req/s", "cpu ms/req", "x floor")


def main(targets: tuple[str, ...] = TARGETS, prepare=None) -> None:
    """Measure ``targets`` (``prepare(url)``, when given, first fills the database)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", help="the database holding the league (a SQLite or PostgreSQL URL)")
    parser.add_argument("--workers", type=int, default=2, help="taikai serve --workers (and the floor's)")
    parser.add_argument("--rounds", type=int, default=2, help="measured runs of each target, in turn")
    parser.add_argument("-n", type=int, default=2000, dest="requests", help="ab -n")
    parser.add_argument("-c", type=int, default=50, dest="clients", help="ab -c")
    parser.add_argument("--serve-floor", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve_floor:
        serve_floor(args.workers)
        return
    if not args.db:
        parser.error("--db is required")
    if prepare is not None:
        prepare(args.db)
    taikai = [sys.executable, "-c", "from taikai.cli.main import run; run()"]
    server, base = started(
        [*taikai, "serve", "--port", "0", "--db", args.db, "--workers", str(args.workers)], " at "
    )
    floor, floor_base = started(
        [sys.executable, __file__, "--serve-floor", "--workers", str(args.workers)], "floor at "
    )
    try:
        time.sleep(2)  # the workers start
        for path in targets:
            print(f"warm {path}: first answer in {warmed(base, path, server.pid, args.clients):.1f} s")
        ab(floor_base + "/", 500, args.clients)
        print(
            f"ab -k -c {args.clients} -n {args.requests}, {args.workers} workers each, "
            f"load {os.getloadavg()[0]:.2f}"
        )
        print(f"{'target':<64}" + "".join(f"{name:>11}" for name in COLUMNS))
        for _ in range(args.rounds):
            for path in targets:
                under_floor = measured(floor.pid, floor_base + path, args.requests, args.clients)
                under_floor["x floor"] = 1.0
                figures = measured(server.pid, base + path, args.requests, args.clients)
                figures["x floor"] = figures["cpu ms/req"] / under_floor["cpu ms/req"]
                for name, shown in (("floor", under_floor), ("taikai " + path, figures)):
                    print(f"{name:<64}" + "".join(f"{shown[key]:>11.2f}" for key in COLUMNS))
        print(f"load {os.getloadavg()[0]:.2f} at the end")
    finally:
        for process in (server, floor):
            process.terminate()
            process.wait(timeout=30)


if __name__ == "__main__":
    main()
