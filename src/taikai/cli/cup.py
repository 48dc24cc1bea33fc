"""`taikai cup run FILE`: the monthly club cup's standings (CONTRACTS.md section 5), as tables or JSON.

The adapter reads the cup file (:mod:`taikai.contracts.cup`), runs the engine
(:func:`taikai.competitions.cup.run_cup`) and prints; it decides nothing about the cup.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table

from taikai.cli.common import console, dumps, error_response, fail, print_warnings, progress
from taikai.competitions.cup import Cup, CupResult, MonthResult, run_cup
from taikai.contracts.cup import cup_json, read_cup
from taikai.errors import TaikaiError

PLACES = ("1st", "2nd", "3rd", "4th")


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" + ("" if number == 1 else "s")


def _standings_table(cup: Cup, month: MonthResult, names: dict[str, str]) -> Table:
    fmt = cup.format
    table = Table(
        title=escape(
            f"{fmt.title or fmt.name} {month.month}: {_count(len(month.games), 'game')} ({fmt.timezone})"
        ),
        caption=f"ruleset {escape(cup.ruleset.name)}; equal scores: {fmt.ties.value}",
    )
    table.add_column("rank", justify="right")
    table.add_column("player", overflow="fold")
    table.add_column("score", justify="right", no_wrap=True)
    table.add_column("games", justify="right")
    for place in PLACES:
        table.add_column(place, justify="right")
    for s in month.standings:
        table.add_row(
            str(s.rank),
            escape(f"{names[s.player]} ({s.player})"),
            f"{s.score:+}",
            str(s.games),
            *map(str, s.places),
        )
    return table


def _games_table(month: MonthResult, names: dict[str, str]) -> Table:
    """Each game that counted: every seat's points after rounding, place and score."""
    table = Table(title=f"Games of {month.month}")
    table.add_column("game", overflow="fold")
    table.add_column("played at", no_wrap=True)
    table.add_column("seats: points, place, score", overflow="fold")
    for game in month.games:
        seats = "\n".join(
            f"{names[player]} {result.points} #{result.place} {result.score:+}"
            for player, result in zip(game.seats, game.settlement.results, strict=True)
        )
        table.add_row(escape(game.game), game.played_at.strftime("%Y-%m-%d %H:%M"), escape(seats))
    return table


def _print(cup: Cup, result: CupResult, only: str | None, games: bool) -> None:
    names = {player.id: player.name for player in cup.players}
    months = [m for m in result.months if only is None or m.month == only]
    if only is not None and not months:
        fail(f"no games in {only} (months: {', '.join(m.month for m in result.months) or 'none'})")
    if not months:
        console.print("No game counts: no standings to show.")
    for month in months:
        console.print(_standings_table(cup, month, names))
        if games:
            console.print(_games_table(month, names))
    for rejected in result.rejected:
        console.print(
            f"rejected {escape(rejected.game)} ({rejected.code}): {escape(rejected.message)}", highlight=False
        )
    print_warnings(result.warnings)


def register(app: typer.Typer) -> None:
    """Add ``taikai cup run`` to the main app."""
    cup_app = typer.Typer(
        help="The monthly club cup (seed 002, Itsuka wa Chuuren Poutou).", no_args_is_help=True
    )

    @cup_app.command("run")
    def run(
        file: Annotated[Path, typer.Argument(help="The cup file: format, players and games (JSON).")],
        as_json: Annotated[
            bool, typer.Option("--json", help="Print the CONTRACTS.md section 5 JSON.")
        ] = False,
        month: Annotated[str | None, typer.Option("--month", help="Print only this month (YYYY-MM).")] = None,
        games: Annotated[bool, typer.Option("--games", help="Also list each month's settled games.")] = False,
    ) -> None:
        """Settle every game and print each month's standings: score, games and places."""
        try:
            cup = read_cup(file)
        except TaikaiError as error:
            if as_json:
                typer.echo(dumps(error_response(error.code, error.message)))
                raise typer.Exit(1) from None
            fail(escape(error.message))
        result = run_cup(cup, track=lambda items: progress(items, len(items), "settling games"))
        if as_json:
            typer.echo(dumps(cup_json(cup, result)))
        else:
            _print(cup, result, month, games)

    app.add_typer(cup_app, name="cup")
