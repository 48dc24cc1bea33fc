"""Entry point of the ``taikai`` console script.

Every command group lives in its own module with a ``register(app)`` function. The console script
imports only the module of the command it runs (:data:`COMMANDS`): ``taikai score --jsonl`` does not
pay for the database layer's imports, nor ``taikai init`` for the scorer's. ``app`` (the whole
application, for tests and ``--help``) is built on first use.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Iterable
from typing import Any

import typer

from taikai import __version__

#: Each top-level command and the module of ``taikai.cli`` that registers it.
COMMANDS: dict[str, str] = {
    "rules": "rules",
    "formats": "formats",
    "score": "score",
    "settle": "settle",
    "game": "games",
    "league": "league",
    "tournament": "tournament",
    "cup": "cup",
    "init": "db",
    "db": "db",
    "demo": "demo",
    "serve": "serve",
    "staff": "serve",
    "competition": "competitions",
    "player": "competitions",
    "import": "imports",
    "standings": "standings",
    "export": "standings",
    "log": "standings",
    "season": "season",
    "championship": "season",
    "event": "event",
}


def _version(value: bool) -> None:
    if value:
        typer.echo(f"taikai {__version__}")
        raise typer.Exit()


def build_app(modules: Iterable[str] | None = None) -> typer.Typer:
    """The application with the commands of ``modules`` (every command when None)."""
    application = typer.Typer(
        name="taikai",
        help="Run riichi mahjong competitions under the exact rules their organizers write down.",
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
    )

    @application.callback()
    def main(
        version: bool = typer.Option(
            False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
        ),
    ) -> None:
        """Run riichi mahjong competitions under the exact rules their organizers write down."""

    names = dict.fromkeys(COMMANDS.values()) if modules is None else dict.fromkeys(modules)
    for name in names:
        importlib.import_module(f"taikai.cli.{name}").register(application)
    return application


def __getattr__(name: str) -> Any:
    if name == "app":  # the whole application, built once, on first use
        application = globals()["app"] = build_app()
        return application
    raise AttributeError(name)


def _command(argv: list[str]) -> str | None:
    """The module of the command ``argv`` runs (None: no command, or one not known: load them all)."""
    for word in argv:
        if not word.startswith("-"):
            return COMMANDS.get(word)
    return None


def run() -> None:
    """The console script: the app, with an unexpected failure reported in one line, not a traceback.

    Set ``TAIKAI_DEBUG=1`` to see the traceback of such a failure (and please report it).
    """
    module = _command(sys.argv[1:])
    try:
        build_app(None if module is None else [module])()
    except Exception as error:
        if os.environ.get("TAIKAI_DEBUG"):
            raise
        from taikai.cli.common import err_console

        err_console.print(
            f"[bold red]internal error:[/] {type(error).__name__}: {error}\n"
            "This is a bug in taikai; run again with TAIKAI_DEBUG=1 to see where it happened.",
            highlight=False,
        )
        sys.exit(2)
