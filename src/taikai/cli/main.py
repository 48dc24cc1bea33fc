"""Entry point of the ``taikai`` console script.

Every command group lives in its own module with a ``register(app)`` function.
"""

from __future__ import annotations

import os
import sys

import typer

from taikai import __version__
from taikai.cli import cup, db, demo, formats, game, league, rules, score, serve, settle, tournament
from taikai.cli.common import err_console

app = typer.Typer(
    name="taikai",
    help="Run riichi mahjong competitions under the exact rules their organizers write down.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"taikai {__version__}")
        raise typer.Exit()


@app.callback()
def main(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
    ),
) -> None:
    """Run riichi mahjong competitions under the exact rules their organizers write down."""


for module in (rules, formats, score, settle, game, league, tournament, cup, db, demo, serve):
    module.register(app)


def run() -> None:
    """The console script: the app, with an unexpected failure reported in one line, not a traceback.

    Set ``TAIKAI_DEBUG=1`` to see the traceback of such a failure (and please report it).
    """
    try:
        app()
    except Exception as error:
        if os.environ.get("TAIKAI_DEBUG"):
            raise
        err_console.print(
            f"[bold red]internal error:[/] {type(error).__name__}: {error}\n"
            "This is a bug in taikai; run again with TAIKAI_DEBUG=1 to see where it happened.",
            highlight=False,
        )
        sys.exit(2)
