"""`taikai cup run FILE`: the monthly club cup's standings (docs/contracts.md section 5), as tables or JSON.

The adapter reads the cup file (:mod:`taikai.contracts.cup`), runs the engine
(:func:`taikai.competitions.cup.run_cup`) and prints in the language of ``--lang``; it decides nothing
about the cup.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.markup import escape
from rich.table import Table

from taikai import i18n
from taikai.cli.common import Lang, console, dumps, error_response, fail, lang, print_warnings, progress
from taikai.competitions.cup import Cup, CupResult, MonthResult, run_cup
from taikai.competitions.formats import Ties
from taikai.contracts.cup import cup_json, read_cup
from taikai.contracts.wording import Wording
from taikai.errors import TaikaiError
from taikai.reasons import Reason

#: Every message key the command's own words use, with its parameters (the catalog tests word each one).
LABELS: dict[str, tuple[str, ...]] = {
    "cup_text_title": ("title", "month", "games", "timezone"),
    "cup_text_caption": ("ruleset", "ties"),
    "cup_text_ties_shared": (),
    "cup_text_ties_count_back": (),
    "cup_text_head": (),
    "cup_text_games_title": ("month",),
    "cup_text_games_head": (),
    "cup_text_no_month": (),
    "none_listed": (),
    "cup_text_rejected": ("game", "code", "message"),
    "cup_bad_option": (),
    "cup_unknown_month": ("month", "months"),
}
TIES = {Ties.shared: "cup_text_ties_shared", Ties.count_back: "cup_text_ties_count_back"}


def _text(key: str, **params: Any) -> str:
    return i18n.message(key, params, lang())


def _standings_table(cup: Cup, month: MonthResult, names: dict[str, str]) -> Table:
    fmt = cup.format
    title = fmt.title or fmt.name
    table = Table(
        title=escape(
            _text(
                "cup_text_title",
                title=title,
                month=month.month,
                games=len(month.games),
                timezone=fmt.timezone,
            )
        ),
        caption=escape(_text("cup_text_caption", ruleset=cup.ruleset.name, ties=_text(TIES[fmt.ties]))),
    )
    rank, player, score, games, *places = _text("cup_text_head").split("|")
    table.add_column(rank, justify="right")
    table.add_column(player, overflow="fold")
    table.add_column(score, justify="right", no_wrap=True)
    table.add_column(games, justify="right")
    for place in places:
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
    table = Table(title=escape(_text("cup_text_games_title", month=month.month)))
    game, played_at, seats_head = _text("cup_text_games_head").split("|")
    table.add_column(game, overflow="fold")
    table.add_column(played_at, no_wrap=True)
    table.add_column(seats_head, overflow="fold")
    for settled in month.games:
        seats = "\n".join(
            f"{names[player]} {result.points} #{result.place} {result.score:+}"
            for player, result in zip(settled.seats, settled.settlement.results, strict=True)
        )
        table.add_row(escape(settled.game), settled.played_at.strftime("%Y-%m-%d %H:%M"), escape(seats))
    return table


def _print(cup: Cup, result: CupResult, games: bool) -> None:
    names = {player.id: player.name for player in cup.players}
    words = Wording(lang())
    if not result.months:
        console.print(_text("cup_text_no_month"))
    for month in result.months:
        console.print(_standings_table(cup, month, names))
        if games:
            console.print(_games_table(month, names))
    for rejected in result.rejected:
        line = _text(
            "cup_text_rejected", game=rejected.game, code=rejected.code, message=words(rejected.reason)
        )
        console.print(escape(line), highlight=False)
    print_warnings(result.warnings)


def _refuse(as_json: bool, error: TaikaiError) -> NoReturn:
    """End the command: ``{"ok": false, "error": ...}`` on stdout with --json, else a readable error."""
    message = Wording(lang())(error)
    if as_json:
        typer.echo(dumps(error_response(error.code, message)))
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
            bool, typer.Option("--json", help="Print the docs/contracts.md section 5 JSON.")
        ] = False,
        month: Annotated[str | None, typer.Option("--month", help="Only this month (YYYY-MM).")] = None,
        games: Annotated[
            bool, typer.Option("--games", help="Also list each month's settled games (tables only).")
        ] = False,
        lang_: Lang = None,
    ) -> None:
        """Settle every game and print each month's standings: score, games and places."""
        if games and as_json:
            _refuse(as_json, TaikaiError(Reason("cup_bad_option"), "bad_option"))
        try:
            cup = read_cup(file)
        except TaikaiError as error:
            _refuse(as_json, error)
        result = run_cup(cup, track=lambda items: progress(items, len(items), "settling games"))
        if month is not None:
            months = tuple(m for m in result.months if m.month == month)
            if not months:
                shown = tuple(m.month for m in result.months) or _text("none_listed")
                unknown = Reason.of("cup_unknown_month", month=month, months=shown)
                _refuse(as_json, TaikaiError(unknown, "unknown_month"))
            result = replace(result, months=months)
        if as_json:
            typer.echo(dumps(cup_json(cup, result, lang())))
        else:
            _print(cup, result, games)

    app.add_typer(cup_app, name="cup")
