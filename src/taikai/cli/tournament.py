"""`taikai tournament`: seat draws and the one-day tournament (CONTRACTS.md section 4).

Thin adapter: it reads the event file, calls :mod:`taikai.competitions.tournament`
and :mod:`taikai.competitions.seating`, and prints either table sheets staff can
print (round, table, seats E S W N) or the contract's JSON.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.markup import escape
from rich.table import Table

from taikai.cli.common import console, dumps, error_response, fail
from taikai.cli.settle import _penalty
from taikai.competitions.seating import WINDS, Seating, draw_rounds
from taikai.competitions.tournament import (
    EventReport,
    Player,
    TableResult,
    TournamentFormat,
    format_named,
    run_event,
)
from taikai.errors import TaikaiError

app = typer.Typer(help="One-day tournament: seat draws, standings, final round, stars.", no_args_is_help=True)

AsJson = Annotated[bool, typer.Option("--json", help="Print the JSON of CONTRACTS.md section 4.")]


class BadEventFile(TaikaiError):
    """An event file whose shape is wrong."""

    code = "bad_request"


# --- seat --------------------------------------------------------------------------------------


def seating_json(seating: Seating) -> dict[str, Any]:
    """The contract's answer of ``tournament seat --json``."""
    rounds = [[list(table) for table in tables] for tables in seating.rounds]
    return {"ok": True, "rounds": rounds, "repeats": seating.repeats}


def _sheet(title: str, tables: Sequence[Sequence[str]], names: dict[str, str] | None = None) -> Table:
    sheet = Table("table", *WINDS, title=title, title_justify="left")
    for number, table in enumerate(tables, start=1):
        sheet.add_row(str(number), *(escape(_label(p, names)) for p in table))
    return sheet


def _label(player: str, names: dict[str, str] | None) -> str:
    name = (names or {}).get(player)
    return f"{player} {name}" if name else player


@app.command()
def seat(
    players: Annotated[int, typer.Option("--players", help="Number of players (p1..pN), a multiple of 4.")],
    rounds: Annotated[int, typer.Option("--rounds", help="Number of rounds to draw.")],
    seed: Annotated[int, typer.Option("--seed", help="Seed of the draw (same seed, same draw).")] = 0,
    steps: Annotated[int, typer.Option("--steps", help="Most search steps.")] = 10_000,
    as_json: AsJson = False,
) -> None:
    """Draw rounds of tables of four with as few repeat opponents as possible."""
    try:
        seating = draw_rounds([f"p{i}" for i in range(1, players + 1)], rounds, seed, max_steps=steps)
    except TaikaiError as error:
        _error(error, as_json)
    if as_json:
        typer.echo(dumps(seating_json(seating)))
        return
    for number, tables in enumerate(seating.rounds, start=1):
        console.print(_sheet(f"Round {number}", tables))
    console.print(
        f"seed {seating.seed}: {seating.repeats} repeat(s) (lower bound {seating.lower_bound}), "
        f"wind spread {seating.wind_spread} (most - least sat wind of any player)",
        highlight=False,
    )


# --- run ---------------------------------------------------------------------------------------


def _error(error: TaikaiError, as_json: bool) -> NoReturn:
    if as_json:
        typer.echo(dumps(error_response(error.code, error.message)))
        raise typer.Exit(1)
    fail(error.message)


def _read(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"), parse_float=Decimal)
    except OSError as error:
        raise BadEventFile(f"cannot read {path}: {error.strerror}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise BadEventFile(f"{path} is not JSON: {error}") from None
    if not isinstance(data, dict):
        raise BadEventFile(f"{path} must hold a JSON object with format, players and rounds")
    return data


def _players(data: Any) -> list[Player]:
    if not isinstance(data, list):
        raise BadEventFile("players must be a list of {id, name, pro}")
    players = []
    for item in data:
        if not isinstance(item, dict) or not isinstance(item.get("id"), str):
            raise BadEventFile(f"a player needs a string id, not {item!r}")
        players.append(Player(item["id"], str(item.get("name", "")), bool(item.get("pro", False))))
    return players


def _table(item: Any, where: str) -> TableResult:
    if not isinstance(item, dict):
        raise BadEventFile(f"{where}: a table is an object with seats and points")
    seats, points = item.get("seats"), item.get("points")
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise BadEventFile(f"{where}: seats must be a list of player ids")
    if not isinstance(points, list) or not all(
        isinstance(p, int) and not isinstance(p, bool) for p in points
    ):
        raise BadEventFile(f"{where}: points must be a list of integer table points")
    deposits = item.get("deposits", 0)
    if not isinstance(deposits, int) or isinstance(deposits, bool):
        raise BadEventFile(f"{where}: deposits must be an integer")
    penalties = item.get("penalties", [])
    if not isinstance(penalties, list):
        raise BadEventFile(f"{where}: penalties must be a list")
    return TableResult(tuple(seats), tuple(points), deposits, tuple(_penalty(p) for p in penalties))


def _rounds(data: Any) -> list[list[TableResult]]:
    if not isinstance(data, list) or not all(isinstance(r, list) for r in data):
        raise BadEventFile("rounds must be a list of rounds, each a list of tables")
    return [
        [_table(item, f"round {r} table {t}") for t, item in enumerate(tables, start=1)]
        for r, tables in enumerate(data, start=1)
    ]


def load_event(path: Path) -> tuple[TournamentFormat, list[Player], list[list[TableResult]]]:
    """The format, players and rounds of an event file (CONTRACTS.md section 4)."""
    data = _read(path)
    fmt = format_named(str(data.get("format", "")))
    return fmt, _players(data.get("players")), _rounds(data.get("rounds", []))


def report_json(report: EventReport) -> dict[str, Any]:
    """The contract's answer of ``tournament run --json``."""
    out: dict[str, Any] = {
        "ok": True,
        "standings": [
            [{"player": s.player, "rank": s.rank, "total": s.total} for s in standings]
            for standings in report.standings
        ],
    }
    if report.final_tables is not None:
        out["final_tables"] = [
            {"table": t.table, "title": t.title, "seats": list(t.seats), "carried": dict(t.carried)}
            for t in report.final_tables
        ]
    if report.result is not None:
        result = report.result
        out["result"] = {
            "overall": list(result.overall),
            "in_table": {str(n): list(players) for n, players in result.in_table.items()},
            "stars": dict(result.stars),
            "qualified": result.qualified,
        }
    return out


def _print_report(report: EventReport, players: Sequence[Player]) -> None:
    names = {p.id: p.name + (" (pro)" if p.pro else "") for p in players}
    if report.standings:
        last = report.standings[-1]
        title = f"Standings after round {len(report.standings)}"
        table = Table("rank", "player", "total", title=title, title_justify="left")
        for s in last:
            table.add_row(str(s.rank), escape(_label(s.player, names)), format(s.total, "f"))
        console.print(table)
    if report.in_progress:
        console.print(f"round {report.in_progress} is in progress (not ranked yet)")
    if report.final_tables is not None:
        sheet = Table("table", *WINDS, title="Final round (carried pt)", title_justify="left")
        for t in report.final_tables:
            cells = [escape(f"{_label(p, names)} {t.carried[p]}") for p in t.seats]
            sheet.add_row(f"{t.table}{' title' if t.title else ''}", *cells)
        console.print(sheet)
    if report.result is not None:
        _print_result(report, names)
    for note in report.notes:
        console.print(f"note: {escape(note)}", highlight=False)


def _print_result(report: EventReport, names: dict[str, str]) -> None:
    result = report.result
    assert result is not None
    table = Table("place", "player", "stars", title="Result", title_justify="left")
    for place, player in enumerate(result.overall, start=1):
        award = "qualified" if player == result.qualified else str(result.stars.get(player, "-"))
        table.add_row(f"overall {place}", escape(_label(player, names)), award)
    for number, players in result.in_table.items():
        for place, player in enumerate(players, start=1):
            table.add_row(
                f"table {number}: {place}", escape(_label(player, names)), str(result.stars.get(player, "-"))
            )
    console.print(table)


@app.command()
def run(
    file: Annotated[Path, typer.Argument(help="The event so far: format, players, rounds (JSON).")],
    as_json: AsJson = False,
) -> None:
    """Recompute the event: standings after every round, the final tables, places and stars."""
    try:
        fmt, players, rounds = load_event(file)
        report = run_event(fmt, players, rounds)
    except TaikaiError as error:
        _error(error, as_json)
    if as_json:
        typer.echo(dumps(report_json(report)))
    else:
        _print_report(report, players)


def register(main: typer.Typer) -> None:
    """Add this module's commands to the main app."""
    main.add_typer(app, name="tournament")
