"""`taikai tournament`: registration, seat draws, the one-day tournament, series (CONTRACTS.md section 4).

Thin adapter: files are parsed and answers written by :mod:`taikai.contracts.tournament`, every
decision is made by :mod:`taikai.competitions.tournament`; this module prints either sheets staff
can print (readable at 80 columns and piped: names and reasons wrap, never cut) or the JSON.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Annotated, NoReturn

import typer
from rich.markup import escape
from rich.table import Table

from taikai.cli.common import console, dumps, error_response, fail, print_warnings, progress
from taikai.competitions.tournament import Event, EventReport, Player, run_event
from taikai.competitions.tournament.registration import lineup
from taikai.competitions.tournament.registration import register as register_entries
from taikai.competitions.tournament.seating import WINDS, Seating, check_player_count, draw_rounds
from taikai.competitions.tournament.series import EventStars, event_stars, run_series
from taikai.contracts import tournament as contract
from taikai.errors import InputWarning, TaikaiError

app = typer.Typer(
    help="One-day tournament: registration, seat draws, standings, final round, stars, series.",
    no_args_is_help=True,
)

AsJson = Annotated[bool, typer.Option("--json", help="Print JSON (CONTRACTS.md section 4).")]


def _error(error: TaikaiError, as_json: bool) -> NoReturn:
    if as_json:
        typer.echo(dumps(error_response(error.code, error.message)))
        raise typer.Exit(1)
    fail(escape(error.message))


def _table(*columns: str, title: str) -> Table:
    """A Rich table whose cells wrap (long words fold) instead of being cut to an ellipsis."""
    table = Table(title=title, title_justify="left")
    for column in columns:
        table.add_column(column, overflow="fold")
    return table


def _cell(player: str, names: Mapping[str, str], extra: str = "") -> str:
    """A player on a sheet: the id (and ``extra``) on the first line, the name under it."""
    name = names.get(player, "")
    head = f"{player} {extra}" if extra else player
    return escape(f"{head}\n{name}" if name else head)


def _names(players: Iterable[Player]) -> dict[str, str]:
    return {p.id: p.name for p in players}


def _pro_marks(players: Iterable[Player]) -> dict[str, str]:
    return {p.id: "(pro)" for p in players if p.pro}


# --- seat --------------------------------------------------------------------------------------


def _watch(steps: Iterator[int], total: int) -> Iterable[int]:
    return progress(steps, total, "drawing seats")


def _print_sheets(seating: Seating, players: Sequence[Player], title: str) -> None:
    if title:
        console.print(escape(title), style="bold", highlight=False)
    names, marks = _names(players), _pro_marks(players)
    for number, tables in enumerate(seating.rounds, start=1):
        sheet = _table("table", *WINDS, title=f"Round {number}")
        for t, table in enumerate(tables, start=1):
            sheet.add_row(str(t), *(_cell(p, names, marks.get(p, "")) for p in table))
        console.print(sheet)
    console.print(
        f"seed {seating.seed}: {seating.repeats} repeat(s) (lower bound {seating.lower_bound}), "
        f"wind spread {seating.wind_spread} (most - least sat wind of any player)",
        highlight=False,
    )


def _registered(path: Path) -> tuple[Event, list[InputWarning]]:
    """The event a registration starts (its lineup as the players, no rounds yet) and its warnings."""
    entered = contract.read_registration(path)
    result = register_entries(entered.entries, entered.rules, entered.seed, entered.withdrawals)
    players = lineup(result, entered.entries).players
    return Event(entered.format, players, (), entered.title), list(result.warnings)


def _numbered(players: int | None, rounds: int | None, pros: int) -> list[Player]:
    """p1..pN, the last ``pros`` of them professionals."""
    if players is None or rounds is None:
        raise TaikaiError("give --players and --rounds, or --registration FILE", "bad_request")
    check_player_count(players)  # before p1..pN are made: --players 10**9 is refused, not built
    if not 0 <= pros <= players:
        raise TaikaiError(f"--pros must be from 0 to --players ({players}), not {pros}", "bad_request")
    return [Player(f"p{i}", pro=i > players - pros) for i in range(1, players + 1)]


@app.command()
def seat(
    players: Annotated[
        int | None, typer.Option("--players", help="Number of players (p1..pN), a multiple of 4.")
    ] = None,
    rounds: Annotated[
        int | None,
        typer.Option(
            "--rounds", help="Rounds to draw (default with --registration: the preliminary rounds)."
        ),
    ] = None,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the draw (same seed, same draw).")] = 0,
    steps: Annotated[int, typer.Option("--steps", help="Most search steps.")] = 10_000,
    pros: Annotated[
        int, typer.Option("--pros", help="The last K of p1..pN are professionals, spread over the tables.")
    ] = 0,
    registration: Annotated[
        Path | None,
        typer.Option(
            "--registration",
            help="Seat the accepted entries of this registration file (names on the sheets; "
            "professionals fill the tables to a multiple of four).",
        ),
    ] = None,
    event_path: Annotated[
        Path | None,
        typer.Option(
            "--event", help="With --registration: also write the event file (its players, no rounds yet)."
        ),
    ] = None,
    as_json: AsJson = False,
) -> None:
    """Draw rounds of tables of four with as few repeat opponents as possible."""
    event, warnings = None, []
    try:
        if registration is not None:
            if players is not None or pros:
                raise TaikaiError(
                    "--registration gives the players: leave out --players and --pros", "bad_request"
                )
            event, warnings = _registered(registration)
            seated, spread = list(event.players), event.format.spread_pros
            rounds = event.format.preliminary_rounds if rounds is None else rounds
        elif event_path is not None:
            raise TaikaiError("--event needs --registration (the players of the event)", "bad_request")
        else:
            seated, spread = _numbered(players, rounds, pros), True
        pro_ids = [p.id for p in seated if p.pro]
        seating = draw_rounds([p.id for p in seated], rounds, seed, pro_ids, spread, steps, watch=_watch)
        if event is not None and event_path is not None:
            _write_event(event_path, event)
    except TaikaiError as error:
        _error(error, as_json)
    named, title = (event.players, event.title) if event is not None else ((), "")
    if as_json:
        typer.echo(dumps(contract.seating_json(seating, named, title, warnings)))
        return
    _print_sheets(seating, named, title)
    print_warnings(warnings)


def _write_event(path: Path, event: Event) -> None:
    if path.exists():
        raise TaikaiError(f"{path} exists already: remove it or name another file for --event", "bad_request")
    try:
        path.write_text(dumps(contract.event_file(event)) + "\n", encoding="utf-8")
    except OSError as error:
        raise TaikaiError(
            f"cannot write {path}: {(error.strerror or 'write error').lower()}", "bad_file"
        ) from None


# --- run ---------------------------------------------------------------------------------------


def _run(event: Event) -> EventReport:
    return run_event(event.format, event.players, event.rounds, contract.event_ruleset(event.format))


def _print_report(report: EventReport, event: Event) -> None:
    names, marks = _names(event.players), _pro_marks(event.players)
    if event.title:
        console.print(escape(event.title), style="bold", highlight=False)
    if report.standings:
        title = f"Standings after round {len(report.standings)}"
        table = _table("rank", "player", "name", "total", title=title)
        for s in report.standings[-1]:
            player = f"{s.player} {marks[s.player]}" if s.player in marks else s.player
            table.add_row(str(s.rank), escape(player), escape(names[s.player]), format(s.total, "f"))
        console.print(table)
    if report.in_progress:
        console.print(f"round {report.in_progress} is in progress (not ranked yet)")
    elif not report.standings:
        console.print("no round played yet", highlight=False)
    if report.final_tables is not None:
        sheet = _table("table", *WINDS, title="Final round (carried pt)")
        for t in report.final_tables:
            cells = [_cell(p, names, f"{t.carried[p]}") for p in t.seats]
            sheet.add_row(f"{t.table}{' title' if t.title else ''}", *cells)
        console.print(sheet)
    if report.result is not None:
        _print_result(report, names, marks)
    for note in report.notes:
        console.print(f"note: {escape(note)}", highlight=False)


def _print_result(report: EventReport, names: Mapping[str, str], marks: Mapping[str, str]) -> None:
    result = report.result
    assert result is not None
    table = _table("place", "player", "name", "stars", title="Result")

    def row(place: str, player: str) -> None:
        award = "qualified" if player == result.qualified else str(result.stars.get(player, "-"))
        label = f"{player} {marks[player]}" if player in marks else player
        table.add_row(place, escape(label), escape(names[player]), award)

    for place, player in enumerate(result.overall, start=1):
        row(f"overall {place}", player)
    for number, players in result.in_table.items():
        for place, player in enumerate(players, start=1):
            row(f"table {number}: {place}", player)
    console.print(table)


@app.command()
def run(
    file: Annotated[Path, typer.Argument(help="The event so far: format, players, rounds (JSON).")],
    as_json: AsJson = False,
) -> None:
    """Recompute the event: standings after every round, the final tables, places and stars."""
    try:
        event = contract.read_event(file)
        report = _run(event)
    except TaikaiError as error:
        _error(error, as_json)
    if as_json:
        typer.echo(dumps(contract.report_json(report, event.players)))
        return
    _print_report(report, event)
    print_warnings(report.warnings)


# --- register ----------------------------------------------------------------------------------


@app.command("register")
def register_command(
    file: Annotated[Path, typer.Argument(help="Entries, withdrawals, opening time, seed (JSON).")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Decide the entries: opening time, opening-day lottery, waiting list, withdrawals, fees."""
    try:
        entered = contract.read_registration(file)
        result = register_entries(entered.entries, entered.rules, entered.seed, entered.withdrawals)
    except TaikaiError as error:
        _error(error, as_json)
    if as_json:
        typer.echo(dumps(contract.registration_json(result, entered.entries, entered.title)))
        return
    names = {e.id: e.name for e in entered.entries}
    title = f"{entered.title}: registration" if entered.title else "Registration"
    table = _table("entry", "name", "status", "fee", "reason", title=f"{title} (seed {result.seed})")
    for d in result.decisions.values():
        status = d.status.value + (f" {d.position}" if d.position else "")
        fee = "" if d.fee is None else str(d.fee)
        table.add_row(escape(d.entry), escape(names[d.entry]), status, fee, escape(d.reason))
    console.print(table)
    console.print(
        f"{len(result.players)} players, {len(result.pros)} professionals, {len(result.waiting)} waiting",
        highlight=False,
    )
    print_warnings(result.warnings)


# --- series ------------------------------------------------------------------------------------


def _stars(name: str, content: Event | EventStars) -> EventStars:
    if isinstance(content, EventStars):
        return content
    try:
        return event_stars(name, _run(content), content.players)
    except TaikaiError as error:
        raise type(error)(f"event {name}: {error.message}", error.code) from None


@app.command("series")
def series_command(
    file: Annotated[Path, typer.Argument(help="The events of the series (JSON), in date order.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Sum the stars of a series (players joined by their key) and fill the champions event field."""
    try:
        series = contract.read_series(file)
        events = progress(series.events, len(series.events), "running the events")
        stars = [_stars(name, content) for name, content in events]
        result = run_series(stars, series.field_size, series.pros_eligible, series.seed)
    except TaikaiError as error:
        _error(error, as_json)
    if as_json:
        typer.echo(dumps(contract.series_json(result)))
        return
    table = _table("player", "name", "stars", "wins", "champions event", title="Series")
    for s in result.standings:
        name = result.names[s.player]
        table.add_row(
            escape(s.player), escape(name), str(s.stars), escape(", ".join(s.wins)), escape(s.reason)
        )
    console.print(table)
    field = ", ".join(f"{p} {result.names[p]}".strip() for p in result.field)
    console.print(f"field: {escape(field)}", highlight=False)
    for note in result.notes:
        console.print(f"note: {escape(note)}", highlight=False)
    print_warnings(result.warnings)


def register(main: typer.Typer) -> None:
    """Add this module's commands to the main app."""
    main.add_typer(app, name="tournament")
