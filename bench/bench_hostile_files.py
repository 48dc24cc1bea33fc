"""Benchmark: hostile files against ``taikai import`` and a served app: peak memory and time.

Run: ``python bench/bench_hostile_files.py`` (``--quick``: small sheets, for a check in a minute;
``--only KIND...`` to run some rows). Not part of the pytest run.

It makes a SQLite database with a cup (four players) and a staff login in a temporary folder, then:

- runs ``taikai import`` in a process of its own on each hostile file, and reads that process's
  peak resident memory from the kernel (``os.wait4``: the high-water mark of the child alone):
  an xz bomb (a ``.tar.xz`` of 150 KB holding a 1 GiB member, the issue's), a gzip bomb (a
  ``.json.gz`` of 1 MB that unpacks to 1 GiB) and a ``.tar.gz`` bomb, a tar of 12,000 members,
  score sheets of 10 MB (160,000 games) and 100 MB;
- starts ``taikai serve --port 0`` on the same database and sends it, from this process: a 1 GiB
  anonymous upload without a length (chunked), one that declares 1 GiB, the xz bomb uploaded by
  the staff login, and a 65 MiB staff upload. For each it reads the server's peak resident memory
  (``VmHWM``) and the bytes the server process read (``rchar``: sockets included) from /proc.

Each row prints the file's kind, its size, what came of it, the peak memory, the time, and the bound
it stays under (the limits of docs/imports.md and docs/web.md, plus the interpreter's own ~100 MiB).
"""

from __future__ import annotations

import argparse
import gzip
import http.client
import io
import json
import os
import random
import re
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
from pathlib import Path

import httpx2

MIB = 1024 * 1024
GIB = 1024 * MIB
TAIKAI = [sys.executable, "-c", "from taikai.cli.main import run; run()"]
PLAYERS = ("Aki", "Ben", "Chie", "Dai")
PASSWORD = "bench password"
HEADER = "played_at,east,south,west,north,east_points,south_points,west_points,north_points,deposits\n"


class Zeros(io.RawIOBase):
    def __init__(self, size: int) -> None:
        self.left = size

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:  # type: ignore[no-untyped-def]
        count = min(len(buffer), self.left)
        buffer[:count] = bytes(count)
        self.left -= count
        return count


# --------------------------------------------------------------------------- the hostile files


def sheet_rows(count: int, seed: int = 1) -> bytes:
    """``count`` games of the four players, a minute apart, whose points settle."""
    rnd = random.Random(seed)
    lines = [HEADER]
    for n in range(count):
        seats = list(PLAYERS)
        rnd.shuffle(seats)
        a, b, c = rnd.randrange(0, 60) * 1000, rnd.randrange(0, 40) * 1000, rnd.randrange(0, 20) * 1000
        day = f"{2000 + n // 483840}-{1 + n // 40320 % 12:02d}-{1 + n // 1440 % 28:02d}"
        lines.append(
            f"{day} {n // 60 % 24:02d}:{n % 60:02d},{','.join(seats)},{a},{b},{c},{100000 - a - b - c},0\n"
        )
    return "".join(lines).encode()


def tar(entries: list[tuple[str, bytes | int]], mode: str) -> bytes:
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode=mode) as packed:
        for name, content in entries:
            entry = tarfile.TarInfo(name)
            entry.size = content if isinstance(content, int) else len(content)
            packed.addfile(entry, Zeros(content) if isinstance(content, int) else io.BytesIO(content))
    return out.getvalue()


def gzip_of_zeros(size: int) -> bytes:
    out = io.BytesIO()
    with gzip.GzipFile(fileobj=out, mode="wb", compresslevel=9, mtime=0) as packed:
        block = bytes(MIB)
        for _ in range(size // MIB):
            packed.write(block)
    return out.getvalue()


def make_files(folder: Path, quick: bool) -> dict[str, Path]:
    small = sheet_rows(1)
    files = {
        "xz bomb (.tar.xz, a 1 GiB member)": (
            "bomb.tar.xz",
            tar([("logs/day.csv", small), ("logs/big.xml", GIB)], "w:xz"),
        ),
        "gzip bomb (.json.gz, 1 GiB unpacked)": ("bomb.json.gz", gzip_of_zeros(GIB)),
        "gzip tar bomb (.tar.gz, a 1 GiB member)": (
            "bomb.tar.gz",
            tar([("logs/day.csv", small), ("logs/big.xml", GIB)], "w:gz"),
        ),
        "tar of 12,000 members": (
            "many.tar",
            tar([(f"m/{n:05d}.txt", b"not a record\n") for n in range(12_000)], "w"),
        ),
        "CSV sheet, 10 MB": ("sheet-10mb.csv", sheet_rows(16_000 if quick else 160_000, seed=2)),
    }
    made = {}
    for kind, (name, content) in files.items():
        path = folder / name
        path.write_bytes(content)
        made[kind] = path
    big = folder / "sheet-100mb.csv"
    with big.open("wb") as out:  # written a part at a time: 100 MB of rows
        for part in range(10 if quick else 100):
            out.write(sheet_rows(16_000, seed=100 + part)[len(HEADER) if part else 0 :])
    made["CSV sheet, 100 MB"] = big
    return made


# --------------------------------------------------------------------------- taikai import in a process


def taikai(*args: str, stdin: str | None = None) -> str:
    done = subprocess.run([*TAIKAI, *args], input=stdin, capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"taikai {' '.join(args)}: {done.stderr or done.stdout}")
    return done.stdout


def measured(args: list[str]) -> tuple[int, float, int, str]:
    """Run ``args``; (its peak resident memory in bytes, seconds, exit status, stdout)."""
    start = time.perf_counter()
    process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out: list[bytes] = []
    readers = [
        threading.Thread(target=lambda: out.append(process.stdout.read())),  # type: ignore[union-attr]
        threading.Thread(target=process.stderr.read),  # type: ignore[union-attr]
    ]
    for reader in readers:
        reader.start()
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    for reader in readers:
        reader.join()
    return usage.ru_maxrss * 1024, seconds, process.returncode, b"".join(out).decode()


def outcome(stdout: str) -> str:
    """What an import's --json summary says, in a few words."""
    try:
        summary = json.loads(stdout)
    except json.JSONDecodeError:
        return stdout.strip()[:60]
    if "files" not in summary:
        return summary.get("error", {}).get("code", "?")
    codes: dict[str, int] = {}
    for done in summary["files"]:
        for problem in done["refused"]:
            codes[problem["code"]] = codes.get(problem["code"], 0) + 1
    refused = ", ".join(f"{code} x{count}" if count > 1 else code for code, count in codes.items())
    return f"{summary['imported']} imported" + (f"; {refused}" if refused else "")


# --------------------------------------------------------------------------- a served app


def proc_status(pid: int) -> dict[str, int]:
    status = Path(f"/proc/{pid}/status").read_text()
    found = {name: int(value) * 1024 for name, value in re.findall(r"^(Vm\w+):\s+(\d+) kB", status, re.M)}
    io_counters = dict(line.split(": ") for line in Path(f"/proc/{pid}/io").read_text().splitlines())
    return found | {name: int(value) for name, value in io_counters.items()}


class Server:
    def __init__(self, db: str) -> None:
        command = [*TAIKAI, "serve", "--port", "0", "--db", db, "--workers", "1"]
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline()  # type: ignore[union-attr]
        self.base = line.split(" at ", 1)[1].split()[0]
        threading.Thread(target=self.process.stdout.read, daemon=True).start()  # type: ignore[union-attr]
        self.host, port = self.base.removeprefix("http://").split(":")
        self.port = int(port)
        self.cookie = ""

    def log_in(self) -> str:
        """Log the bench's staff in; the CSRF token of the session."""
        with httpx2.Client(base_url=self.base) as client:
            token = re.search(r'name="csrf_token" value="([0-9a-f]+)"', client.get("/login").text).group(1)  # type: ignore[union-attr]
            client.post("/login", data={"login": "bench", "password": PASSWORD, "csrf_token": token})
            self.cookie = "; ".join(f"{k}={v}" for k, v in client.cookies.items())
            page = client.get("/staff/c/club/import").text
            return re.search(r"csrf_token=([0-9a-f]+)", page).group(1)  # type: ignore[union-attr]

    def upload(self, path: str, size: int, declared: int | None, head: bytes = b"") -> tuple[int, int]:
        """Send a multipart body of ``size`` bytes (``declared`` as its length, or chunked); the answer's
        status and the bytes sent before the server answered."""
        connection = http.client.HTTPConnection(self.host, self.port, timeout=120)
        connection.putrequest("POST", path)
        connection.putheader("Content-Type", "multipart/form-data; boundary=bench")
        if self.cookie:
            connection.putheader("Cookie", self.cookie)
        if declared is None:
            connection.putheader("Transfer-Encoding", "chunked")
        else:
            connection.putheader("Content-Length", str(declared))
        connection.endheaders()
        sent, filler = 0, b"x" * MIB
        try:
            while sent < size:
                chunk = head if sent == 0 and head else filler[: min(MIB, size - sent)]
                connection.send(b"%x\r\n%s\r\n" % (len(chunk), chunk) if declared is None else chunk)
                sent += len(chunk)
            if declared is None:
                connection.send(b"0\r\n\r\n")
        except (BrokenPipeError, ConnectionResetError):
            pass
        try:
            status = connection.getresponse().status
        except (http.client.HTTPException, OSError):
            status = 0
        connection.close()
        return status, sent

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def file_part(name: str, content: bytes = b"") -> bytes:
    head = f'--bench\r\nContent-Disposition: form-data; name="files"; filename="{name}"\r\n\r\n'.encode()
    return head + content


def served_rows(db: str, bomb: Path) -> list[tuple[str, str, str, int, float, str]]:
    server = Server(db)
    rows = []
    try:
        pid = server.process.pid
        httpx2.get(server.base + "/health")
        anonymous = "/staff/c/club/import"
        cases = [
            ("anonymous upload, chunked", GIB, None, anonymous, b"", "403 before the body: nothing spooled"),
            ("anonymous upload, declared", GIB, GIB, anonymous, b"", "413 before the body: nothing spooled"),
        ]

        def served(kind: str, size: int, declared: int | None, path: str, head: bytes, bound: str) -> None:
            before = proc_status(pid)
            start = time.perf_counter()
            status, sent = server.upload(path, size, declared, head or file_part("big.csv"))
            seconds = time.perf_counter() - start
            after = proc_status(pid)
            written = after["wchar"] - before["wchar"]
            what = f"HTTP {status}; {sent / MIB:.1f} MiB sent, {written / MIB:.1f} MiB written (spooled)"
            rows.append((f"served: {kind}", f"{size / MIB:.2f} MiB", what, after["VmHWM"], seconds, bound))
            print(*rows[-1], file=sys.stderr)

        for case in cases:
            served(*case)
        token = server.log_in()
        body = file_part(bomb.name, bomb.read_bytes()) + b"\r\n--bench--\r\n"
        staff = f"/staff/c/club/import?csrf_token={token}"
        served(
            "staff upload of the xz bomb",
            len(body),
            len(body),
            staff,
            body,
            "as the import of it: ~ 120 MiB more",
        )
        served(
            "staff upload over 64 MiB", 65 * MIB, 65 * MIB, staff, b"", "413 before the body: nothing spooled"
        )
    finally:
        server.stop()
    return rows


# --------------------------------------------------------------------------- the table

BOUNDS = {  # measured: see the module docstring; the interpreter alone is ~120 MiB
    "xz bomb (.tar.xz, a 1 GiB member)": "256 MiB unpacked, streamed, member 16 MiB: the floor",
    "gzip bomb (.json.gz, 1 GiB unpacked)": "256 MiB unpacked then refused: floor + 256 MiB",
    "gzip tar bomb (.tar.gz, a 1 GiB member)": "as the xz bomb: the floor",
    "tar of 12,000 members": "10,000 entries, headers forgotten: the floor",
    "CSV sheet, 10 MB": "rows streamed, ~100 B a row: the floor + 16 MiB",
    "CSV sheet, 100 MB": "16 MiB a sheet: refused unread; floor + the file",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small sheets (1 MB and 10 MB)")
    parser.add_argument("--only", nargs="*", default=None, help="kinds to run (words of their names)")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        db = f"sqlite:///{folder}/bench.db"
        taikai("competition", "create", "club", "--kind", "cup", "--format", "itsuka-chuuren", "--db", db)
        for name in PLAYERS:
            taikai("player", "add", "club", name, "--db", db)
        taikai("staff", "add", "bench", "--role", "organizer", "--db", db, stdin=PASSWORD + "\n")
        files = make_files(folder, options.quick)
        floor = folder / "one.csv"
        floor.write_bytes(sheet_rows(1, seed=3))
        rows = []
        memory, seconds, _, stdout = measured([*TAIKAI, "import", "club", str(floor), "--db", db, "--json"])
        rows.append(
            (
                "floor: a sheet of one game",
                f"{floor.stat().st_size} B",
                outcome(stdout),
                memory,
                seconds,
                "the interpreter",
            )
        )
        for kind, path in files.items():
            if options.only is not None and not any(word in kind for word in options.only):
                continue
            memory, seconds, _, stdout = measured(
                [*TAIKAI, "import", "club", str(path), "--db", db, "--json"]
            )
            size = path.stat().st_size
            shown = f"{size / MIB:.1f} MiB" if size >= MIB else f"{size / 1024:.0f} KiB"
            rows.append((f"taikai import: {kind}", shown, outcome(stdout), memory, seconds, BOUNDS[kind]))
            print(f"{rows[-1][0]}: {rows[-1][3] / MIB:.0f} MiB, {rows[-1][4]:.1f} s", file=sys.stderr)
        if options.only is None or any("served" in word for word in options.only):
            rows += served_rows(db, files["xz bomb (.tar.xz, a 1 GiB member)"])
    widths = (52, 10, 60, 9, 8)
    titles = ("file", "size", "what came of it", "peak MiB", "time s")
    print(" ".join(f"{t:<{w}}" for t, w in zip(titles, widths, strict=True)) + " bound")
    for kind, size, what, memory, seconds, bound in rows:
        print(f"{kind:<52} {size:<10} {what[:60]:<60} {memory / MIB:>9.0f} {seconds:>8.1f} {bound}")


if __name__ == "__main__":
    main()
