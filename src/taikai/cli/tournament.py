"""`taikai tournament`: seat draws and the one-day tournament (CONTRACTS.md section 4).

Thin adapter: it reads the event file, calls :mod:`taikai.competitions.tournament`
and :mod:`taikai.competitions.tournament.seating`, and prints either table sheets staff can
print (round, table, seats E S W N) or the contract's JSON.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.markup import escape
from rich.table import Table

from taikai.cli.common import console, dumps, error_response, fail
from taikai.competitions.tournament import (
    EventReport,
    Player,
    TableResult,
    TournamentFormat,
    format_named,
    run_event,
)
from taikai.competitions.tournament.registration import (
    Entry,
    Registration,
    RegistrationRules,
    Withdrawal,
    rules_for,
)
from taikai.competitions.tournament.registration import register as register_entries
from taikai.competitions.tournament.seating import WINDS, Seating, draw_rounds
from taikai.competitions.tournament.series import EventStars, SeriesResult, event_stars, run_series
from taikai.contracts.settle import parse_penalty
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
    pros: Annotated[
        int, typer.Option("--pros", help="The last K players are professionals, spread over the tables.")
    ] = 0,
    as_json: AsJson = False,
) -> None:
    """Draw rounds of tables of four with as few repeat opponents as possible."""
    ids = [f"p{i}" for i in range(1, players + 1)]
    try:
        seating = draw_rounds(ids, rounds, seed, pros=ids[len(ids) - pros :] if pros else (), max_steps=steps)
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
        raise BadEventFile(f"{path} must hold a JSON object")
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
    try:
        given = tuple(parse_penalty(p) for p in penalties)
    except TaikaiError as error:
        raise type(error)(f"{where}: {error.message}", error.code) from None
    return TableResult(tuple(seats), tuple(points), deposits, given)


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


# --- register ----------------------------------------------------------------------------------


def _moment(value: Any, what: str) -> datetime:
    try:
        return datetime.fromisoformat(str(value))
    except ValueError:
        raise BadEventFile(f"{what} must be an ISO time with its zone, not {value!r}") from None


def _day(value: Any, what: str) -> date:
    try:
        return date.fromisoformat(str(value))
    except ValueError:
        raise BadEventFile(f"{what} must be an ISO date (2022-03-26), not {value!r}") from None


def _entry(item: Any) -> Entry:
    if not isinstance(item, dict) or not isinstance(item.get("id"), str):
        raise BadEventFile(f"an entry needs a string id, not {item!r}")
    where = f"entry {item['id']}"
    birth = item.get("birth_date")
    discounts = item.get("discounts", [])
    if not isinstance(discounts, list):
        raise BadEventFile(f"{where}: discounts must be a list of names")
    return Entry(
        id=item["id"],
        submitted_at=_moment(item.get("submitted_at"), f"{where}: submitted_at"),
        name=str(item.get("name", "")),
        profile=str(item.get("profile", "")),
        birth_date=None if birth is None else _day(birth, f"{where}: birth_date"),
        discounts=tuple(str(d) for d in discounts),
        pro=bool(item.get("pro", False)),
    )


def load_registration(path: Path) -> tuple[list[Entry], RegistrationRules, int, list[Withdrawal]]:
    """Entries, settings, seed and withdrawals of a registration file (docs/tournament.md)."""
    data = _read(path)
    fmt = format_named(str(data.get("format", "")))
    settings = rules_for(
        fmt, _moment(data.get("opens_at"), "opens_at"), _day(data.get("event_date"), "event_date")
    )
    seed = data.get("seed")
    if type(seed) is not int:
        raise BadEventFile("seed must be an integer (it makes the lottery reproducible)")
    entries, withdrawals = data.get("entries", []), data.get("withdrawals", [])
    if not isinstance(entries, list) or not isinstance(withdrawals, list):
        raise BadEventFile("entries and withdrawals must be lists")
    return [_entry(e) for e in entries], settings, seed, [_withdrawal(w) for w in withdrawals]


def _withdrawal(item: Any) -> Withdrawal:
    if not isinstance(item, dict) or not isinstance(item.get("id"), str):
        raise BadEventFile(f"a withdrawal is an object with id and at, not {item!r}")
    return Withdrawal(item["id"], _moment(item.get("at"), f"withdrawal of {item['id']}: at"))


def registration_json(result: Registration) -> dict[str, Any]:
    """``tournament register --json``: the outcome with every decision and the log."""
    return {
        "ok": True,
        "seed": result.seed,
        "players": list(result.players),
        "pros": list(result.pros),
        "waiting": list(result.waiting),
        "decisions": [
            {
                "entry": d.entry,
                "status": d.status.value,
                "reason": d.reason,
                "fee": d.fee,
                "position": d.position,
            }
            for d in result.decisions.values()
        ],
        "log": list(result.log),
    }


@app.command("register")
def register_command(
    file: Annotated[Path, typer.Argument(help="Entries, withdrawals, opening time, seed (JSON).")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Decide the entries: opening time, opening-day lottery, waiting list, withdrawals, fees."""
    try:
        entries, settings, seed, withdrawals = load_registration(file)
        result = register_entries(entries, settings, seed, withdrawals)
    except TaikaiError as error:
        _error(error, as_json)
    if as_json:
        typer.echo(dumps(registration_json(result)))
        return
    table = Table(
        "entry", "status", "fee", "reason", title=f"Registration (seed {seed})", title_justify="left"
    )
    for d in result.decisions.values():
        status = d.status.value + (f" {d.position}" if d.position else "")
        table.add_row(escape(d.entry), status, "" if d.fee is None else str(d.fee), escape(d.reason))
    console.print(table)
    console.print(
        f"{len(result.players)} players, {len(result.pros)} professionals, {len(result.waiting)} waiting"
    )


# --- series ------------------------------------------------------------------------------------


def _event_stars(item: Any, base: Path) -> EventStars:
    if not isinstance(item, dict) or not isinstance(item.get("event"), str):
        raise BadEventFile(f"an event needs a name (event), not {item!r}")
    if "file" in item:
        fmt, players, rounds = load_event(base / str(item["file"]))
        return event_stars(item["event"], run_event(fmt, players, rounds), players)
    stars = item.get("stars", {})
    if not isinstance(stars, dict) or not all(type(n) is int for n in stars.values()):
        raise BadEventFile(f"event {item['event']}: stars must map players to whole numbers")
    winner = item.get("winner")
    return EventStars(
        item["event"], None if winner is None else str(winner), stars, frozenset(item.get("pros", []))
    )


def series_json(result: SeriesResult) -> dict[str, Any]:
    """``tournament series --json``: star table, champions event field, tie notes, the lot's seed."""
    return {
        "ok": True,
        "standings": [
            {
                "player": s.player,
                "stars": s.stars,
                "wins": list(s.wins),
                "qualified": s.qualified,
                "why": s.reason,
            }
            for s in result.standings
        ],
        "field": list(result.field),
        "notes": list(result.notes),
        "seed": result.seed,
    }


@app.command("series")
def series_command(
    file: Annotated[Path, typer.Argument(help="The events of the series (JSON), in date order.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Sum the stars of a series and fill the champions event field."""
    try:
        data = _read(file)
        events = data.get("events")
        if not isinstance(events, list):
            raise BadEventFile("events must be a list of {event, winner, stars, pros} or {event, file}")
        size, seed = data.get("field_size"), data.get("seed", 0)
        if type(size) is not int or type(seed) is not int:
            raise BadEventFile("field_size and seed must be integers")
        stars = [_event_stars(item, file.parent) for item in events]
        result = run_series(stars, size, bool(data.get("pros_eligible", False)), seed)
    except TaikaiError as error:
        _error(error, as_json)
    if as_json:
        typer.echo(dumps(series_json(result)))
        return
    table = Table("player", "stars", "wins", "champions event", title="Series", title_justify="left")
    for s in result.standings:
        table.add_row(escape(s.player), str(s.stars), escape(", ".join(s.wins)), escape(s.reason))
    console.print(table)
    console.print(f"field: {', '.join(result.field)}", highlight=False)
    for note in result.notes:
        console.print(f"note: {escape(note)}", highlight=False)


def register(main: typer.Typer) -> None:
    """Add this module's commands to the main app."""
    main.add_typer(app, name="tournament")
