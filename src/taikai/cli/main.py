"""Entry point of the ``taikai`` console script.

Every command group lives in its own module with a ``register(app)`` function. The console script
imports only the module of the command it runs (:data:`COMMANDS`): ``taikai init`` does not pay for
the scorer's imports, nor ``taikai score`` for the database layer's. ``taikai``, ``taikai --help``
and ``taikai --version`` import no command module at all: the list of commands is the table
:data:`COMMANDS` (each command's line of help), which tests/cli/test_main.py holds to what the whole
application shows. ``taikai score --jsonl`` is answered before typer is imported
(:mod:`taikai.cli.stream`). ``app`` (the whole application, for tests: :mod:`taikai.cli.app`) is
built on first use.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    import typer


class Entry(NamedTuple):
    """A top-level command: the module of ``taikai.cli`` that registers it, and the line of help
    ``taikai --help`` shows for it (the first paragraph of its help)."""

    module: str
    help: str


#: Every top-level command, in the order ``taikai --help`` lists them (the commands, then the groups).
COMMANDS: dict[str, Entry] = {
    "score": Entry(
        "score", "Score a winning hand: yaku, fu, limit, payments; or why the win is not allowed."
    ),
    "settle": Entry(
        "settle", "Settle finished games: final points -> places -> pt (docs/contracts.md section 2)."
    ),
    "init": Entry("db", "Create the database, or upgrade it to this taikai's newest schema revision."),
    "demo": Entry(
        "demo", "Build a demo database (a league, a tournament, a cup) and serve it in the browser."
    ),
    "serve": Entry("serve", "Serve the web app over the database until interrupted (Ctrl+C)."),
    "import": Entry(
        "imports",
        "Import platform files: Mahjong Soul contest records, Tenhou logs, lobby lines, score sheets.",
    ),
    "standings": Entry(
        "standings", "The standings of a stored competition, computed by its engine from the stored games."
    ),
    "export": Entry(
        "standings", "Write the competition as its input file (the format and the ruleset inline)."
    ),
    "log": Entry(
        "standings",
        "The audit log of a competition: who changed what, when, the old and new values, and why.",
    ),
    "rules": Entry("rules", "List, show, compare and check rulesets."),
    "formats": Entry("formats", "List, show, compare and check competition formats."),
    "game": Entry("games", "Game records: replay hand by hand, settle."),
    "league": Entry("league", "The ranked monthly league (seed 000, Hitonazo M)."),
    "tournament": Entry(
        "tournament", "One-day tournament: registration, seat draws, standings, final round, stars, series."
    ),
    "cup": Entry("cup", "The monthly club cup (seed 002, Itsuka wa Chuuren Poutou)."),
    "db": Entry("db", "Back up and restore the database."),
    "staff": Entry("serve", "Staff accounts of the web app."),
    "competition": Entry("competitions", "Stored competitions (the database)."),
    "player": Entry("competitions", "The players of a stored competition."),
    "season": Entry("season", "A stored league's seasons: close and reopen."),
    "championship": Entry("season", "A stored league's annual championship."),
    "event": Entry("event", "A stored one-day tournament, step by step."),
    "team": Entry("teams", "The teams and rosters of a stored staged competition."),
    "stage": Entry("teams", "Seat the next round of a stored staged competition."),
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
    """The module of the command ``argv`` runs (None: no command, or one not known: the table's
    application, :func:`taikai.cli.app.table_app`, shows the help or says there is no such command)."""
    for word in argv:
        if not word.startswith("-"):
            entry = COMMANDS.get(word)
            return None if entry is None else entry.module
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
        if argv[:1] == ["score"]:
            from taikai.cli import stream

            status = stream.run(argv)  # `taikai score --jsonl`, answered without typer
            if status is not None:
                sys.exit(status)
        from taikai.cli import app

        module = _command(argv)
        (app.table_app() if module is None else app.build_app([module]))()
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
