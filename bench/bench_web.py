"""Load test: the web app under a bounded loop of requests from a second process, on loopback.

Run: ``python bench/bench_web.py`` (options: ``--competitions 200``, ``--requests 2000``,
``--clients 10``, ``--db URL`` for an existing database, e.g. PostgreSQL). It makes a SQLite
database with that many competitions (unless ``--db``), starts ``taikai serve --port 0`` on it (the
server process) and, from this process, sends each target the same number of requests from
``--clients`` clients at once (aiohttp on one event loop), each with its own keep-alive
connection. For every target it prints the requests, the errors (any answer but 200), the median
and 95th percentile latency (wall time, as a client sees it), the requests per second, the
server's CPU time per request (read from /proc for the server process: user + system) with that
CPU time as a ratio of the floor's, and the client's own CPU time per request (this process: on a
machine of few cores the client takes its share of them).

The floor is ``/health``: the cheapest route through the same stack that runs in a worker thread
(middleware, one read-only unit of work, a JSON answer); the league's standings answers, drawn in
the event loop from the standings the server keeps, can cost less than it. The targets are the
competitions page (``/``, a Jinja2 page) and ``/api/competitions``.

``--league PLAYERS GAMES`` (issue 12: ``--league 10000 100000 --clients 50``) adds a league of
that size (a season a month of 2025, four random players a game) and targets its standings page
(``/c/league``: the latest season, a hundred rows) and the API behind it (the same season and
hundred lines, ``/api/competitions/league/standings?season=2025-12&limit=100``); then, with
``--whole`` requests each, the season's every line (a few megabytes for 10,000 players) and the
whole standings JSON (every season: tens of megabytes). The league is built once: into
``--league-file`` (a SQLite file kept between runs, default in the temporary folder) or, with
``--db``, into that database unless it holds the league already. The first request of each league
target builds what the server keeps (the standings of the league's revision): its time is printed
as "cold"; with ``--workers N`` each worker process builds its own, so a round of requests
unmeasured (until every worker has used the CPU of a build) lets every worker build before the
measured ones. Not part of the pytest run.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path

import httpx2

from taikai.competitions import formats
from taikai.contracts.formats import format_ruleset
from taikai.services.competitions import create_competition
from taikai.services.games import GameEntry, ruleset_of, settle_entry
from taikai.services.values import Competition, Game, Player
from taikai.store import open_store

FLOOR = "/health"
TARGETS = (FLOOR, "/", "/api/competitions")
LEAGUE = "league"
LEAGUE_TARGETS = (f"/c/{LEAGUE}", f"/api/competitions/{LEAGUE}/standings?season=2025-12&limit=100")
WHOLE = (f"/api/competitions/{LEAGUE}/standings?season=2025-12", f"/api/competitions/{LEAGUE}/standings")
KINDS = ("league", "tournament", "cup")
#: Unmeasured rounds of requests at most, for every worker to build what a target's first request built.
WARM_ROUNDS = 30
WIDTHS = {
    "errors": 6,
    "median ms": 10,
    "p95 ms": 8,
    "req/s": 8,
    "cpu ms/req": 11,
    "x floor": 8,
    "client ms": 10,
    "cold s": 7,
}
JST = timezone(timedelta(hours=9))


def make_database(url: str, competitions: int) -> None:
    store = open_store(url)
    with store.unit_of_work("bench:setup") as uow:
        for n in range(competitions):
            kind = KINDS[n % 3]
            uow.competitions.add(
                Competition(f"c{n}", kind, f"Competition {n}", "ron-of-20xx", {}, "tenhou", {})
            )
    store.close()


def _points(rng: random.Random) -> list[int]:
    """Four final table points that add up to 100,000 (multiples of 100)."""
    cuts = sorted(rng.randrange(0, 1001) for _ in range(3))
    shares = [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 1000 - cuts[2]]
    return [share * 100 for share in shares]


def make_league(url: str, players: int, games: int) -> None:
    """A league of ``players`` and ``games`` (spread over the twelve seasons of 2025), unless the
    database holds it already."""
    store = open_store(url)
    with store.unit_of_work("bench:check", read_only=True) as uow:
        if uow.competitions.get(LEAGUE) is not None:
            held = (len(uow.players.list(LEAGUE)), uow.games.count(LEAGUE))
            if held == (players, games):
                store.close()
                return
            raise SystemExit(
                f"{url} holds a league of {held[0]} players and {held[1]} games, not the one asked for"
            )
    began = time.perf_counter()
    rng = random.Random(12)
    ids = [f"p{n}" for n in range(players)]
    fmt = formats.load("hitonazo-m")
    competition = create_competition(
        store, "bench:setup", LEAGUE, "league", fmt, format_ruleset(fmt), name="Bench league"
    )
    settled_under = ruleset_of(competition)
    with store.unit_of_work("bench:setup") as uow:
        for player in ids:
            uow.players.add(Player(LEAGUE, player, f"Player {player}"))
        for n in range(games):
            month = 1 + n * 12 // games
            played = datetime(2025, month, 1 + rng.randrange(25), 20, rng.randrange(60), tzinfo=JST)
            seats = tuple(rng.sample(ids, 4))
            entry = GameEntry(seats, played, points=tuple(_points(rng)))
            record, result = settle_entry(entry, settled_under)  # as the services store a game
            uow.games.add(Game(LEAGUE, f"g{n}", played, seats, record, result=result))
    store.close()
    print(f"built the league ({players} players, {games} games) in {time.perf_counter() - began:.0f} s")


def _stat(pid: int) -> list[str]:
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def process_cpus(pid: int) -> dict[int, float]:
    """The CPU seconds (user + system) each process of the server has used: the server's, then its
    worker processes' (with ``--workers N``)."""
    tree = [pid]
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(_stat(int(stat.parent.name))[1]) == pid:
                tree.append(int(stat.parent.name))
        except (OSError, IndexError):
            continue  # a process that ended meanwhile
    used = {}
    for member in tree:
        try:
            fields = _stat(member)
        except OSError:
            continue
        used[member] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return used


def server_cpu(pid: int) -> float:
    """The CPU seconds the server process and its worker processes have used."""
    return sum(process_cpus(pid).values())


def worker_pids(pid: int) -> list[int]:
    """The worker processes of the server (``--workers N``): its children that serve (not
    multiprocessing's resource tracker)."""
    workers = []
    for child in process_cpus(pid):
        try:
            command = Path(f"/proc/{child}/cmdline").read_bytes()
        except OSError:
            continue
        if child != pid and b"spawn_main" in command:
            workers.append(child)
    return workers


def warm_workers(
    base: str,
    path: str,
    pid: int,
    before: dict[int, float],
    clients: int,
    round_of: Callable[[], object] | None = None,
) -> None:
    """Rounds of unmeasured requests of ``path`` until every worker process has built what the
    first request built in one of them: each has used at least half the CPU of that build since
    ``before`` (which worker takes a connection is the kernel's choice: a round may miss one).
    ``round_of()`` sends a round (default: :func:`load`'s ``clients * 2`` requests)."""
    workers = worker_pids(pid)
    build = sum(process_cpus(pid).values()) - sum(before.values())
    for _ in range(WARM_ROUNDS):
        used = process_cpus(pid)
        if all(used.get(worker, 0.0) - before.get(worker, 0.0) >= build / 2 for worker in workers):
            return
        if round_of is not None:
            round_of()
        else:
            load(base, path, clients * 2, clients)
    print(f"  (a worker had not built its standings for {path} after {WARM_ROUNDS} rounds)")


def load(base: str, path: str, requests: int, clients: int) -> tuple[list[float], int, float]:
    """Latencies (seconds), errors and wall time of ``requests`` GETs of ``path`` from ``clients``
    clients at once: aiohttp on one event loop, each client on a kept-alive connection of its own,
    keeping its session cookie as a browser does (a phone that looks again), reading every answer
    whole (the client's own cost stays far below the server's)."""
    return asyncio.run(_load(base, path, requests, clients))


async def _load(base: str, path: str, requests: int, clients: int) -> tuple[list[float], int, float]:
    import aiohttp  # here: bench_ab.py takes this module's other helpers without it

    latencies: list[float] = []
    errors = 0
    share = [requests // clients + (1 if i < requests % clients else 0) for i in range(clients)]
    timeout = aiohttp.ClientTimeout(total=120)

    async def run(count: int) -> None:
        nonlocal errors
        connector = aiohttp.TCPConnector(limit=1)
        cookies = aiohttp.CookieJar(unsafe=True)  # unsafe: keep a cookie of 127.0.0.1 (an address)
        async with aiohttp.ClientSession(
            base, connector=connector, timeout=timeout, cookie_jar=cookies
        ) as client:
            for _ in range(count):
                start = time.perf_counter()
                try:
                    async with client.get(path) as answer:
                        await answer.read()
                        ok = answer.status == 200
                except (aiohttp.ClientError, TimeoutError):
                    ok = False
                latencies.append(time.perf_counter() - start)
                errors += not ok

    began = time.perf_counter()
    await asyncio.gather(*(run(count) for count in share if count))
    return latencies, errors, time.perf_counter() - began


def cold(base: str, path: str) -> float:
    """The wall time of one request (the first of a target builds what the server keeps)."""
    began = time.perf_counter()
    with httpx2.Client(base_url=base, timeout=600) as client:
        client.get(path).raise_for_status()
    return time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--competitions", type=int, default=200)
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--clients", type=int, default=10)
    parser.add_argument("--db", help="an existing database to serve (default: a new SQLite file)")
    parser.add_argument("--workers", type=int, default=1, help="taikai serve --workers (processes serving)")
    parser.add_argument(
        "--threads", type=int, default=8, help="taikai serve --threads (requests at once each)"
    )
    parser.add_argument(
        "--league", type=int, nargs=2, metavar=("PLAYERS", "GAMES"), help="add a league of this size"
    )
    parser.add_argument("--league-file", help="the SQLite file the league is kept in between runs")
    parser.add_argument(
        "--whole", type=int, default=100, help="requests of a whole season's JSON and of the whole standings"
    )
    options = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="taikai-bench-")
    if options.db:
        url = options.db
    elif options.league:
        players, games = options.league
        kept = (
            options.league_file or Path(tempfile.gettempdir()) / f"taikai-bench-league-{players}-{games}.db"
        )
        url = f"sqlite:///{kept}"
    else:
        url = f"sqlite:///{folder}/bench.db"
    if not options.db and not options.league:
        make_database(url, options.competitions)
    if options.league:
        make_league(url, *options.league)
    command = [
        sys.executable,
        "-c",
        "from taikai.cli.main import run; run()",
        "serve",
        "--port",
        "0",
        "--db",
        url,
        "--workers",
        str(options.workers),
        "--threads",
        str(options.threads),
    ]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        base = server.stdout.readline().split(" at ", 1)[1].split()[0]
        # whatever follows on stdout (uvicorn's access log, with --access-log): read it, or a full
        # pipe would stop the server
        threading.Thread(target=server.stdout.read, daemon=True).start()
        load(base, FLOOR, options.clients * 20, options.clients)  # warm up: connections, the catalog
        targets = [(path, options.requests) for path in TARGETS]
        if options.league:
            targets += [(path, options.requests) for path in LEAGUE_TARGETS]
            targets += [(path, options.whole) for path in WHOLE]
        print(
            f"{options.requests} requests per target from {options.clients} clients, {base}, {url}, "
            f"{options.workers} server process(es) of {options.threads} threads"
        )
        columns = tuple(WIDTHS)
        print(f"{'target':<60} " + " ".join(f"{name:>{WIDTHS[name]}}" for name in columns))
        floor_cpu = None
        for path, requests in targets:
            first = None
            if path.startswith(("/c/", "/api/competitions/")):
                before = process_cpus(server.pid)
                first = cold(base, path)
                if options.workers > 1:  # the other workers build theirs, unmeasured
                    warm_workers(base, path, server.pid, before, options.clients)
            cpu_before, client_before = server_cpu(server.pid), time.process_time()
            latencies, errors, wall = load(base, path, requests, options.clients)
            cpu = (server_cpu(server.pid) - cpu_before) / requests
            client = (time.process_time() - client_before) / requests
            floor_cpu = floor_cpu or cpu
            p95 = statistics.quantiles(latencies, n=20)[-1] if len(latencies) > 1 else latencies[0]
            shown = f"{first:>7.1f}" if first is not None else f"{'':>7}"
            print(
                f"{path:<60} {errors:>6} {statistics.median(latencies) * 1000:>10.2f} {p95 * 1000:>8.2f} "
                f"{requests / wall:>8.0f} {cpu * 1000:>11.3f} {cpu / floor_cpu:>8.2f} "
                f"{client * 1000:>10.3f} {shown}"
            )
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
