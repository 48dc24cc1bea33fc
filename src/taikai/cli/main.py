"""Entry point of the ``taikai`` console script.

Every command group lives in its own module with a ``register(app)`` function. The console script
imports only the module of the command it runs (:data:`COMMANDS`): ``taikai init`` does not pay for
the scorer's imports, nor ``taikai score`` for the database layer's. ``taikai score --jsonl`` is
answered before typer is imported (:mod:`taikai.cli.stream`). ``app`` (the whole application, for
tests and ``--help``: :mod:`taikai.cli.app`) is built on first use.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from taikai.cli import stream

if TYPE_CHECKING:
    import typer

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


def build_app(modules: Iterable[str] | None = None) -> typer.Typer:
    """The application with the commands of ``modules`` (every command when None):
    :func:`taikai.cli.app.build_app`."""
    from taikai.cli import app

    return app.build_app(modules)


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


def _refuse_undecodable(argv: list[str]) -> None:
    """End the command (status 2) when an argument is not UTF-8 text: Python keeps such bytes as
    lone surrogates (``surrogateescape``), which no name, slug or reason may hold, and no file of
    taikai's is named with."""
    for index, argument in enumerate(argv, 1):
        try:
            argument.encode("utf-8")
        except UnicodeEncodeError as error:
            from taikai import i18n
            from taikai.cli.codes import CliCode
            from taikai.tiles import quoted

            shown = quoted(argument.encode("utf-8", "surrogateescape").decode("utf-8", "replace"))
            params = {"index": index, "argument": shown, "byte": len(argument[: error.start].encode()) + 1}
            try:
                lang = i18n.resolve(None)
            except i18n.UnknownLanguage:
                lang = i18n.DEFAULT
            words = i18n.message(CliCode.argument_not_utf8, params, lang)
            print(i18n.message(CliCode.error_label, {}, lang), words, file=sys.stderr)
            sys.exit(2)


def run() -> None:
    """The console script: the app, with an unexpected failure reported in one line, not a traceback.

    Set ``TAIKAI_DEBUG=1`` to see the traceback of such a failure (and please report it).
    """
    argv = sys.argv[1:]
    try:
        _refuse_undecodable(argv)
        status = stream.run(argv)  # `taikai score --jsonl`, answered without typer
        if status is not None:
            sys.exit(status)
        module = _command(argv)
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
