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
from typer.core import TyperCommand, TyperGroup

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


def _bare_flags(params: list[Any]) -> list[Any]:
    """A flag (``--json``, ``--help``) shown without a value's type: it takes none (``--json=true`` is
    refused, so the help must not show ``--json <bool>``)."""
    for param in params:
        if getattr(param, "is_flag", False) and param.metavar is None:
            param.metavar = ""
    return params


class Command(TyperCommand):
    """Every command of taikai: flags shown as flags in its help."""

    def get_params(self, ctx: Any) -> list[Any]:
        return _bare_flags(super().get_params(ctx))


class Group(TyperGroup):
    """Every group of commands of taikai (``taikai``, ``taikai league`` ...): flags shown as flags."""

    def get_params(self, ctx: Any) -> list[Any]:
        return _bare_flags(super().get_params(ctx))


def _with_classes(application: typer.Typer) -> None:
    """Make every command and group of ``application`` a :class:`Command` or a :class:`Group` (those
    that typer would make a plain ``TyperCommand`` or ``TyperGroup``)."""
    for command in application.registered_commands:
        if command.cls in (None, TyperCommand):
            command.cls = Command
    for group in application.registered_groups:
        for info in (group, group.typer_instance.info if group.typer_instance else None):
            if info is not None and (
                info.cls is None or info.cls is TyperGroup or not isinstance(info.cls, type)
            ):
                info.cls = Group
        if group.typer_instance is not None:
            _with_classes(group.typer_instance)


def build_app(modules: Iterable[str] | None = None) -> typer.Typer:
    """The application with the commands of ``modules`` (every command when None)."""
    application = typer.Typer(
        name="taikai",
        help="Run riichi mahjong competitions under the exact rules their organizers write down.",
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        cls=Group,
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
    _with_classes(application)
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
