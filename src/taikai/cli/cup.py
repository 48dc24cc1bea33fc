"""`taikai cup run FILE`: the monthly club cup's standings (CONTRACTS.md section 5), as tables or JSON.

The adapter reads the cup file (:mod:`taikai.contracts.cup`), runs the engine
(:func:`taikai.competitions.cup.run_cup`) and prints; it decides nothing about the cup.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Annotated, NoReturn

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


def _print(cup: Cup, result: CupResult, games: bool) -> None:
    names = {player.id: player.name for player in cup.players}
    if not result.months:
        console.print("No game counts: no standings to show.")
    for month in result.months:
        console.print(_standings_table(cup, month, names))
        if games:
            console.print(_games_table(month, names))
    for rejected in result.rejected:
        console.print(
            f"rejected {escape(rejected.game)} ({rejected.code}): {escape(rejected.message)}", highlight=False
        )
    print_warnings(result.warnings)


def _refuse(as_json: bool, code: str, message: str) -> NoReturn:
    """End the command: ``{"ok": false, "error": ...}`` on stdout with --json, else a readable error."""
    if as_json:
        typer.echo(dumps(error_response(code, message)))
        raise typer.Exit(1)
    fail(escape(message))


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
        month: Annotated[str | None, typer.Option("--month", help="Only this month (YYYY-MM).")] = None,
        games: Annotated[
            bool, typer.Option("--games", help="Also list each month's settled games (tables only).")
        ] = False,
    ) -> None:
        """Settle every game and print each month's standings: score, games and places."""
        if games and as_json:
            _refuse(as_json, "bad_option", "--games lists the games in the tables; the JSON has no game list")
        try:
            cup = read_cup(file)
        except TaikaiError as error:
            _refuse(as_json, error.code, error.message)
        result = run_cup(cup, track=lambda items: progress(items, len(items), "settling games"))
        if month is not None:
            months = tuple(m for m in result.months if m.month == month)
            if not months:
                shown = ", ".join(m.month for m in result.months) or "none"
                _refuse(as_json, "unknown_month", f"no games in {month} (months with games: {shown})")
            result = replace(result, months=months)
        if as_json:
            typer.echo(dumps(cup_json(cup, result)))
        else:
            _print(cup, result, games)

    app.add_typer(cup_app, name="cup")
