"""`taikai serve` in a process of its own, for the browser tests: what it serves and where."""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def served_at(url: str, *options: str) -> Iterator[str]:
    """The address of ``taikai serve --port 0 [options]`` serving the database at ``url``, stopped
    afterwards."""
    command = [
        sys.executable,
        "-c",
        "from taikai.cli.main import run; run()",
        "serve",
        "--port",
        "0",
        "--db",
        url,
        *options,
    ]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    try:
        line = process.stdout.readline()  # taikai serves ... at http://127.0.0.1:PORT (Ctrl+C stops it)
        assert " at http://" in line, f"taikai serve printed {line!r}"
        # uvicorn's access log (--access-log) follows on stdout: read it, or a full pipe would stop the server
        threading.Thread(target=process.stdout.read, daemon=True).start()
        yield line.split(" at ", 1)[1].split()[0]
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:  # a loaded machine: stopped all the same
            process.kill()
            process.wait()
