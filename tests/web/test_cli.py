"""`taikai staff add|list|disable` and `taikai serve`'s refusals."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import httpx2
from argon2 import PasswordHasher
from tests.web.conftest import PASSWORD, csrf_of
from tests.web.serving import served_at
from typer.testing import CliRunner

from taikai.cli.main import app
from taikai.store import open_store

runner = CliRunner()
WIDE = {"COLUMNS": "200"}


def taikai(*args, input=None, env=None):
    return runner.invoke(app, list(args), input=input, env={**WIDE, **(env or {})})


def test_staff_add_reads_the_password_from_stdin_and_stores_its_argon2_hash(tmp_path):
    url = f"sqlite:///{tmp_path}/t.db"
    added = taikai("staff", "add", "aki", "--role", "organizer", "--db", url, input="long enough pw\n")
    assert added.exit_code == 0 and added.stdout == "added organizer aki\n"
    store = open_store(url)
    with store.unit_of_work("test", read_only=True) as uow:
        account = uow.staff.get("aki")
        entry = uow.audit.entries(entity="staff")[0]
    store.close()
    assert account.role == "organizer" and account.active
    assert PasswordHasher().verify(account.password_hash, "long enough pw")
    assert entry.actor.startswith("cli") and entry.new["password_hash"] == "(secret)"


def test_staff_list_and_disable_in_both_languages(tmp_path):
    url = f"sqlite:///{tmp_path}/t.db"
    taikai("staff", "add", "aki", "--db", url, input="long enough pw\n")
    listed = json.loads(taikai("staff", "list", "--json", "--db", url).stdout)
    assert listed == {"ok": True, "staff": [{"login": "aki", "role": "staff", "active": True}]}
    assert taikai("staff", "disable", "aki", "--db", url).stdout == "disabled aki: it can no longer log in\n"
    again = taikai("staff", "disable", "aki", "--db", url, "--lang", "ja")
    assert again.exit_code == 0 and again.stdout == "aki はすでに無効です\n"
    table = taikai("staff", "list", "--db", url, "--lang", "ja").stdout
    assert "役割" in table and "スタッフ" in table and "無効" in table


def test_staff_commands_refuse_clearly(tmp_path):
    url = f"sqlite:///{tmp_path}/t.db"
    short = taikai("staff", "add", "aki", "--db", url, input="short\n")
    assert short.exit_code == 1 and "the password needs at least 8 characters" in short.stderr
    bad = taikai("staff", "add", "a ki", "--db", url, input="long enough pw\n")
    assert bad.exit_code == 1 and "may have letters, digits and . _ - @ only" in bad.stderr
    role = taikai("staff", "add", "aki", "--role", "boss", "--db", url, input="long enough pw\n")
    assert role.exit_code == 2 and "organizer" in role.stderr
    taikai("staff", "add", "aki", "--db", url, input="long enough pw\n")
    twice = taikai("staff", "add", "aki", "--db", url, input="long enough pw\n")
    assert twice.exit_code == 1 and "a staff account 'aki' already exists" in twice.stderr
    nobody = taikai("staff", "disable", "ben", "--db", url, "--lang", "ja")
    assert nobody.exit_code == 1 and "ben というスタッフアカウントはありません。" in nobody.stderr
    assert taikai("staff", "list", "--db", url).exit_code == 0
    store = open_store(url)
    with store.unit_of_work("test", read_only=True) as uow:
        assert [a.login for a in uow.staff.list()] == ["aki"]  # nothing else was stored
    store.close()


def test_serve_says_when_the_port_is_taken(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        result = taikai("serve", "--port", str(port), "--db", f"sqlite:///{tmp_path}/t.db")
    assert result.exit_code == 1 and f"cannot listen on 127.0.0.1 port {port}" in result.stderr
    assert "Traceback" not in result.output


def test_serve_listens_on_a_socket_that_says_tcp():
    """asyncio sets TCP_NODELAY on accepted connections only when the listening socket's protocol is
    TCP; without it every response on a kept-alive connection waited ~40 ms for a delayed ACK."""
    import asyncio

    from taikai.cli.serve import bind

    listening = bind("127.0.0.1", 0)

    async def accepted_nodelay() -> int:
        found: list[int] = []

        def connected(reader, writer) -> None:
            found.append(writer.get_extra_info("socket").getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
            writer.close()

        server = await asyncio.start_server(connected, sock=listening)
        _, writer = await asyncio.open_connection(*listening.getsockname()[:2])
        while not found:
            await asyncio.sleep(0.01)
        writer.close()
        server.close()
        return found[0]

    assert listening.proto == socket.IPPROTO_TCP
    assert asyncio.run(accepted_nodelay()) != 0


def _children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (from /proc)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # a process that ended meanwhile
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


def test_serve_in_two_worker_processes_that_share_the_logins(tmp_path):
    # each worker is a process of its own: a login made through one holds on the other, as the
    # session is stored in the database, not in a process
    url = f"sqlite:///{tmp_path}/t.db"
    assert (
        taikai("staff", "add", "org", "--role", "organizer", "--db", url, input=f"{PASSWORD}\n").exit_code
        == 0
    )
    with served_at(url, "--workers", "2") as address:
        with httpx2.Client(base_url=address, timeout=30) as browser:
            token = csrf_of(browser.get("/login").text)
            form = {"login": "org", "password": PASSWORD, "csrf_token": token}
            assert browser.post("/login", data=form).status_code == 303
            cookies = dict(browser.cookies)
        answers = []
        for _ in range(12):  # a connection each: the workers take them as they come
            with httpx2.Client(base_url=address, cookies=cookies, timeout=30) as visitor:
                answers.append((visitor.get("/staff").status_code, visitor.get("/health").json()["ok"]))
        (server,) = [
            p for p in _children(os.getpid()) if b"--workers" in Path(f"/proc/{p}/cmdline").read_bytes()
        ]
        workers = _children(server)
    assert answers == [(200, True)] * 12
    assert len(workers) >= 2  # uvicorn's two workers (beside, perhaps, multiprocessing's helper)


def test_a_process_works_on_as_many_requests_at_once_as_its_settings_say(tmp_path):
    # the requests beyond settings.threads wait for a thread (Starlette's default would be 40)
    from anyio import to_thread
    from fastapi.testclient import TestClient

    from taikai.web import WebSettings, create_app

    store = open_store(f"sqlite:///{tmp_path}/t.db")
    with TestClient(create_app(store, WebSettings(threads=3))) as client:
        assert client.portal.call(lambda: to_thread.current_default_thread_limiter().total_tokens) == 3
        assert client.get("/health").status_code == 200
    store.close()
    assert "--threads" in taikai("serve", "--help").stdout


def test_the_access_log_is_written_only_when_asked(tmp_path):
    url = f"sqlite:///{tmp_path}/t.db"
    for options, logged in (((), False), (("--access-log",), True)):
        command = [sys.executable, "-c", "from taikai.cli.main import run; run()", "serve", "--port", "0"]
        process = subprocess.Popen(
            [*command, "--db", url, *options], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
        )
        try:
            base = process.stdout.readline().split(" at ", 1)[1].split()[0]
            assert httpx2.get(f"{base}/health").status_code == 200
        finally:
            process.terminate()
            printed, _ = process.communicate(timeout=30)
        assert ('"GET /health HTTP/1.1" 200' in printed) is logged, (options, printed)


def test_workers_are_not_killed_as_hung_while_they_build_standings(tmp_path, monkeypatch):
    """uvicorn's supervisor kills a worker that leaves its health check unanswered 5 seconds: a
    worker building a big league's standings on a busy machine (issue 24: 100,000 games, 2 cores)
    was killed in every build. ``taikai serve --workers N`` gives them minutes."""
    from uvicorn.supervisors import multiprocess

    from taikai.cli.serve import WORKER_SILENCE

    given = []
    monkeypatch.setattr(multiprocess.Multiprocess, "run", lambda self: given.append(self.config))
    done = taikai("serve", "--workers", "2", "--port", "0", "--db", f"sqlite:///{tmp_path}/t.db")
    assert done.exit_code == 0, done.output
    assert [config.timeout_worker_healthcheck for config in given] == [WORKER_SILENCE]
    assert WORKER_SILENCE >= 60
