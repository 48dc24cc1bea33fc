"""`taikai serve` (the web app over the database) and `taikai staff add|list|disable` (its logins).

``serve`` binds the address itself (so a port in use is one clear line, and ``--port 0`` takes a
free port), prints where it serves, and runs the app with uvicorn until interrupted. ``staff add``
reads the password from the terminal (asked twice) or, for scripts, the first line of standard
input; only its argon2 hash is stored.
"""

from __future__ import annotations

import os
import re
import socket
import sys
from enum import Enum
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from taikai.cli.common import Lang, console, dumps, fail, lang, words
from taikai.cli.db import DbOption, actor, open_database
from taikai.errors import TaikaiError
from taikai.i18n import message
from taikai.services.values import STAFF_ROLES, StaffAccount
from taikai.store.engine import shown

if TYPE_CHECKING:
    from taikai.store import SqlStore
    from taikai.web import WebSettings

__all__ = ["register"]

#: A staff login: letters, digits and . _ - @ (it appears in addresses and the audit log).
LOGIN = re.compile(r"[A-Za-z0-9._@-]{1,64}")
#: The roles a staff account may have (the choice of --role).
Role = Enum("Role", {role: role for role in STAFF_ROLES}, type=str)  # type: ignore[misc]


def say(key: str, **params: object) -> str:
    """A catalog message in the command's language."""
    return message(key, params, lang())


def bind(host: str, port: int) -> socket.socket:
    """A listening socket at ``host``:``port`` (port 0: a free one), or the command ends with why."""
    try:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        # IPPROTO_TCP named: asyncio sets TCP_NODELAY only on sockets whose protocol says TCP (without it a
        # response written in two parts waits for the client's delayed ACK, 40 ms on every kept-alive request)
        sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(128)
    except OSError as error:
        fail(escape(say("web_cannot_listen", host=host, port=port, reason=error.strerror or str(error))))
    return sock


def serve(
    host: Annotated[str, typer.Option("--host", help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=0, max=65535, help="The port (0: any free one).")] = 8000,
    workers: Annotated[
        int,
        typer.Option(
            "--workers",
            min=1,
            max=64,
            help="Processes serving the app (one per core; each keeps its own standings).",
        ),
    ] = 1,
    threads: Annotated[
        int,
        typer.Option(
            "--threads",
            min=1,
            max=256,
            help="Requests each process works on at once (the others wait their turn).",
        ),
    ] = 8,
    access_log: Annotated[
        bool,
        typer.Option(
            "--access-log/--no-access-log",
            help="A line on stdout for every request (off: the start, the address and errors only).",
        ),
    ] = False,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Serve the web app over the database until interrupted (Ctrl+C).

    The pages speak the browser's language; --lang sets the language for browsers that ask for
    neither Japanese nor English. With --workers N, N processes answer on the same address (a
    machine of several cores, PostgreSQL or SQLite alike).

    Example: taikai serve --db sqlite:///league.db --port 8000
    """
    import uvicorn

    from taikai.web import WebSettings, create_app

    store = open_database(db, connections=threads)
    settings = WebSettings(language=lang(), threads=threads)
    try:
        app = create_app(store, settings)  # in this process too: a database that fails says so here
    except TaikaiError as error:
        fail(escape(words(error)))
    sock = bind(host, port)
    bound_host, bound_port = sock.getsockname()[:2]
    shown_host = f"[{bound_host}]" if ":" in bound_host else bound_host
    typer.echo(say("web_serving", database=shown(store.engine.url), url=f"http://{shown_host}:{bound_port}"))
    sys.stdout.flush()
    # the access log is off unless asked: a line per request costs the server about a fifth of a
    # cached page's CPU (1.68 -> 1.30 ms at 50 clients), and a proxy in front logs requests anyway
    options = {"log_level": "info", "proxy_headers": True, "server_header": False, "access_log": access_log}
    try:
        if workers == 1:
            uvicorn.Server(uvicorn.Config(app, **options)).run(sockets=[sock])
        else:
            _serve_in_workers(store, settings, sock, workers, options)
    finally:
        sock.close()
        store.close()


#: Seconds a worker process may leave uvicorn's supervisor unanswered before it is killed as hung
#: (uvicorn's default is 5). A worker that builds the standings of a league of 100,000 games
#: answers late on a busy machine (the build holds the interpreter's lock in long calls of C): with
#: 5 seconds, on a 2-core machine under load, every worker was killed in the middle of its first
#: build, again and again, and the standings were never served.
WORKER_SILENCE = 300


def _serve_in_workers(
    store: SqlStore, settings: WebSettings, sock: socket.socket, workers: int, options: dict[str, Any]
) -> None:
    """``workers`` processes of uvicorn's on ``sock``, each building the app from the environment
    (:mod:`taikai.cli.worker`), until interrupted."""
    from uvicorn import Config
    from uvicorn.supervisors import Multiprocess

    from taikai.cli import worker

    os.environ[worker.DATABASE] = store.engine.url.render_as_string(hide_password=False)
    os.environ[worker.LANGUAGE] = settings.language
    os.environ[worker.THREADS] = str(settings.threads)
    config = Config(
        f"{worker.__name__}:app",
        factory=True,
        workers=workers,
        timeout_worker_healthcheck=WORKER_SILENCE,
        **options,
    )
    Multiprocess(config, sockets=[sock]).run()


def _password(from_stdin: bool) -> str:
    from taikai.web.auth import PASSWORD_MAX, PASSWORD_MIN  # the web app is imported by its commands only

    if from_stdin:
        password = sys.stdin.readline().rstrip("\r\n")
    else:
        password = typer.prompt(say("web_password_field"), hide_input=True)
        if typer.prompt(say("web_password_again"), hide_input=True) != password:
            fail(escape(say("web_passwords_differ")))
    if len(password) < PASSWORD_MIN:
        fail(escape(say("web_password_too_short", minimum=PASSWORD_MIN)))
    if len(password) > PASSWORD_MAX:
        fail(escape(say("web_password_too_long", maximum=PASSWORD_MAX)))
    return password


def add(
    login: Annotated[str, typer.Argument(help="The login (letters, digits and . _ - @).")],
    role: Annotated[Role, typer.Option("--role", help="organizer (everything) or staff.")] = Role.staff,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Add a staff account for the web app; the password is asked twice (or read from stdin).

    Example: echo "$PASSWORD" | taikai staff add aki --role organizer
    """
    if not LOGIN.fullmatch(login):
        fail(escape(say("web_bad_login", login=login)))
    from taikai.services.staff import add_account, hash_password

    password = _password(from_stdin=not sys.stdin.isatty())
    store = open_database(db)
    try:
        add_account(
            store, actor(), StaffAccount(login, hash_password(password), role.value), "staff account added"
        )
    except TaikaiError as error:
        fail(escape(words(error)))
    finally:
        store.close()
    typer.echo(say("web_staff_added", login=login, role=say(f"web_role_{role.value}")))


def list_command(
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")] = False,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """List the staff accounts: login, role, active."""
    from taikai.services.staff import accounts as staff_accounts

    store = open_database(db)
    try:
        accounts = staff_accounts(store, actor())
    finally:
        store.close()
    if as_json:
        staff = [{"login": a.login, "role": a.role, "active": a.active} for a in accounts]
        typer.echo(dumps({"ok": True, "staff": staff}))
        return
    if not accounts:
        typer.echo(say("web_no_staff_accounts"))
        return
    table = Table(say("web_login_field"), say("web_role_column"), say("web_state_column"), box=None)
    for account in accounts:
        state = say("web_active") if account.active else say("web_disabled")
        table.add_row(escape(account.login), say(f"web_role_{account.role}"), state)
    console.print(table)


def disable(
    login: Annotated[str, typer.Argument(help="The login to disable.")],
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Disable a staff account: it can no longer log in, and its sessions end at once."""
    from taikai.services.staff import disable_account
    from taikai.services.unit_of_work import NotFound

    store = open_database(db)
    try:
        account = disable_account(store, actor(), login, "staff account disabled")
    except NotFound:
        fail(escape(say("web_no_staff", login=login)))
    finally:
        store.close()
    typer.echo(say("web_staff_disabled" if account.active else "web_staff_was_disabled", login=login))


def register(app: typer.Typer) -> None:
    """Add ``taikai serve`` and ``taikai staff add|list|disable`` to the main app."""
    app.command("serve")(serve)
    staff_app = typer.Typer(help="Staff accounts of the web app.", no_args_is_help=True)
    staff_app.command("add")(add)
    staff_app.command("list")(list_command)
    staff_app.command("disable")(disable)
    app.add_typer(staff_app, name="staff")
