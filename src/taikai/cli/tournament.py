"""`taikai tournament`: registration, seat draws, the one-day event, series (docs/contracts.md section 4).

Thin adapter: files are parsed and answers written by :mod:`taikai.contracts.tournament`, every
decision is made by :mod:`taikai.competitions.tournament`; this module prints either sheets staff
can print (readable at 80 columns and piped: names and reasons wrap, never cut) or the JSON, in the
language of ``--lang`` (every word from the catalog, :class:`~taikai.competitions.tournament.codes.Word`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Annotated, NoReturn

import typer
from rich.markup import escape
from rich.table import Table

from taikai.cli.common import (
    Lang,
    console,
    dumps,
    error_response,
    fail,
    lang,
    print_warnings,
    progress,
    words,
)
from taikai.competitions.tournament import Event, EventReport, Player, run_event
from taikai.competitions.tournament.codes import BadRequest, Fault, Word, located, why
from taikai.competitions.tournament.registration import Decision, Registration, Status, lineup
from taikai.competitions.tournament.registration import register as register_entries
from taikai.competitions.tournament.seating import Seating, check_player_count, draw_rounds
from taikai.competitions.tournament.series import EventStars, event_stars, run_series
from taikai.contracts import tournament as contract
from taikai.contracts.formats import format_ruleset
from taikai.errors import TaikaiError
from taikai.reasons import Reason
from taikai.rules import Ruleset

app = typer.Typer(
    help="One-day tournament: registration, seat draws, standings, final round, stars, series.",
    no_args_is_help=True,
)

AsJson = Annotated[bool, typer.Option("--json", help="Print JSON (docs/contracts.md section 4).")]
WINDS = (Word.sheet_wind_e, Word.sheet_wind_s, Word.sheet_wind_w, Word.sheet_wind_n)


def _say(code: Word, **params: object) -> str:
    """A word of the sheets in the command's language."""
    return words(why(code, **params))


def _error(error: TaikaiError, as_json: bool) -> NoReturn:
    if as_json:
        typer.echo(dumps(error_response(error.code, words(error))))
        raise typer.Exit(1)
    fail(escape(words(error)))


def _table(*columns: Word, title: str) -> Table:
    """A Rich table whose cells wrap (long words fold) instead of being cut to an ellipsis."""
    table = Table(title=escape(title), title_justify="left")
    for column in columns:
        table.add_column(_say(column), overflow="fold")
    return table


def _cell(player: str, names: Mapping[str, str], extra: str = "") -> str:
    """A player on a sheet: the id (and ``extra``) on the first line, the name under it."""
    name = names.get(player, "")
    head = f"{player} {extra}" if extra else player
    return escape(f"{head}\n{name}" if name else head)


def _names(players: Iterable[Player]) -> dict[str, str]:
    return {p.id: p.name for p in players}


def _pro_marks(players: Iterable[Player]) -> dict[str, str]:
    return {p.id: _say(Word.sheet_pro) for p in players if p.pro}


def _print_line(text: str) -> None:
    console.print(escape(text), highlight=False)


def _print_title(title: str, ruleset: Ruleset) -> None:
    """The event's title and the games' time limit (the ruleset's)."""
    if title:
        console.print(escape(title), style="bold", highlight=False)
    minutes = ruleset.time_limit_minutes
    if minutes is None:
        _print_line(_say(Word.sheet_no_time_limit, ruleset=ruleset.name))
    else:
        _print_line(_say(Word.sheet_time_limit, minutes=minutes, ruleset=ruleset.name))


def _print_notes(notes: Iterable[Reason]) -> None:
    for note in notes:
        _print_line(_say(Word.sheet_note, note=note))


def _decide(entered: contract.RegistrationFile) -> Registration:
    """Every entry of a registration file decided under its format."""
    return register_entries(
        entered.entries, entered.format, entered.schedule, entered.seed, entered.withdrawals
    )


# --- seat --------------------------------------------------------------------------------------


def _watch(steps: Iterator[int], total: int) -> Iterable[int]:
    return progress(steps, total, "drawing seats")


def _print_sheets(seating: Seating, players: Sequence[Player]) -> None:
    names, marks = _names(players), _pro_marks(players)
    for number, tables in enumerate(seating.rounds, start=1):
        sheet = _table(Word.sheet_table, *WINDS, title=_say(Word.sheet_round, round=number))
        for t, table in enumerate(tables, start=1):
            sheet.add_row(str(t), *(_cell(p, names, marks.get(p, "")) for p in table))
        console.print(sheet)
    summary = _say(
        Word.sheet_draw_summary,
        seed=seating.seed,
        repeats=seating.repeats,
        lower_bound=seating.lower_bound,
        wind_spread=seating.wind_spread,
    )
    _print_line(summary)


def _numbered(players: int | None, rounds: int | None, pros: int) -> list[Player]:
    """p1..pN, the last ``pros`` of them professionals."""
    if players is None or rounds is None:
        raise BadRequest.of(Fault.seat_need_players)
    check_player_count(players)  # before p1..pN are made: --players 10**9 is refused, not built
    if not 0 <= pros <= players:
        raise BadRequest.of(Fault.seat_pros_bound, players=players, pros=pros)
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
            help="Seat the lineup of this registration file (names on the sheets; its format says "
            "which professionals play and whether they are spread).",
        ),
    ] = None,
    event_path: Annotated[
        Path | None,
        typer.Option(
            "--event", help="With --registration: also write the event file (its players, no rounds yet)."
        ),
    ] = None,
    as_json: AsJson = False,
    lang_: Lang = None,
) -> None:
    """Draw rounds of tables of four with as few repeat opponents as possible."""
    event, warnings, ruleset = None, [], None
    try:
        if registration is not None:
            if players is not None or pros:
                raise BadRequest.of(Fault.seat_registration_players)
            entered = contract.read_registration(registration)
            result = _decide(entered)
            seated = list(lineup(result, entered.entries, entered.format).players)
            event, warnings = Event(entered.format, tuple(seated), (), entered.title), list(result.warnings)
            ruleset = format_ruleset(entered.format, str(registration))
            spread = entered.format.pros.spread
            rounds = entered.format.preliminary_rounds if rounds is None else rounds
        elif event_path is not None:
            raise BadRequest.of(Fault.seat_event_needs_registration)
        else:
            seated, spread = _numbered(players, rounds, pros), True
        pro_ids = [p.id for p in seated if p.pro]
        seating = draw_rounds([p.id for p in seated], rounds, seed, pro_ids, spread, steps, watch=_watch)
        if event is not None and event_path is not None:
            reference = contract.format_reference(entered.format, entered.format_file, event_path)
            _write_event(event_path, event, reference)
    except TaikaiError as error:
        _error(error, as_json)
    named, title = (event.players, event.title) if event is not None else ((), "")
    if as_json:
        typer.echo(dumps(contract.seating_json(seating, named, title, warnings, lang())))
        return
    if ruleset is not None:
        _print_title(title, ruleset)
    _print_sheets(seating, named)
    print_warnings(warnings)


def _write_event(path: Path, event: Event, format_reference: str) -> None:
    if path.exists():
        raise BadRequest.of(Fault.seat_event_exists, path=str(path))
    try:
        path.write_text(dumps(contract.event_file(event, format_reference)) + "\n", encoding="utf-8")
    except OSError as error:
        problem = (error.strerror or "write error").lower()
        raise BadRequest.of(Fault.seat_event_unwritable, path=str(path), problem=problem) from None


# --- run ---------------------------------------------------------------------------------------


def _run(event: Event, origin: str) -> tuple[EventReport, Ruleset]:
    ruleset = contract.event_ruleset(event, origin)
    return run_event(event.format, event.players, event.rounds, ruleset), ruleset


def _print_report(report: EventReport, event: Event, ruleset: Ruleset) -> None:
    names, marks = _names(event.players), _pro_marks(event.players)
    _print_title(event.title, ruleset)
    if report.standings:
        title = _say(Word.sheet_standings, round=len(report.standings))
        table = _table(Word.sheet_rank, Word.sheet_player, Word.sheet_name, Word.sheet_total, title=title)
        for s in report.standings[-1]:
            player = f"{s.player} {marks[s.player]}" if s.player in marks else s.player
            table.add_row(str(s.rank), escape(player), escape(names[s.player]), format(s.total, "f"))
        console.print(table)
    if report.in_progress:
        _print_line(_say(Word.sheet_in_progress, round=report.in_progress))
    elif not report.standings:
        _print_line(_say(Word.sheet_no_round))
    if report.final_tables is not None:
        sheet = _table(Word.sheet_table, *WINDS, title=_say(Word.sheet_final))
        for t in report.final_tables:
            cells = [_cell(p, names, f"{t.carried[p]}") for p in t.seats]
            number = _say(Word.sheet_title_table, table=t.table) if t.title else str(t.table)
            sheet.add_row(escape(number), *cells)
        console.print(sheet)
    if report.result is not None:
        _print_result(report, names, marks)
    _print_notes(report.notes)


def _print_result(report: EventReport, names: Mapping[str, str], marks: Mapping[str, str]) -> None:
    result = report.result
    assert result is not None
    columns = (Word.sheet_place, Word.sheet_player, Word.sheet_name, Word.sheet_stars)
    table = _table(*columns, title=_say(Word.sheet_result))

    def row(place: str, player: str) -> None:
        award = (
            _say(Word.sheet_qualified) if player == result.qualified else str(result.stars.get(player, "-"))
        )
        label = f"{player} {marks[player]}" if player in marks else player
        table.add_row(escape(place), escape(label), escape(names[player]), escape(award))

    for place, player in enumerate(result.overall, start=1):
        row(_say(Word.sheet_overall_place, place=place), player)
    for number, players in result.in_table.items():
        for place, player in enumerate(players, start=1):
            row(_say(Word.sheet_table_place, table=number, place=place), player)
    console.print(table)


@app.command()
def run(
    file: Annotated[Path, typer.Argument(help="The event so far: format, players, rounds (JSON).")],
    as_json: AsJson = False,
    lang_: Lang = None,
) -> None:
    """Recompute the event: standings after every round, the final tables, places and stars."""
    try:
        event = contract.read_event(file)
        report, ruleset = _run(event, str(file))
    except TaikaiError as error:
        _error(error, as_json)
    if as_json:
        typer.echo(dumps(contract.report_json(report, event.players, lang())))
        return
    _print_report(report, event, ruleset)
    print_warnings(report.warnings)


# --- register ----------------------------------------------------------------------------------


def _status(decision: Decision) -> str:
    if decision.status is Status.waiting and decision.position:
        return _say(Word.sheet_waiting_at, position=decision.position)
    return "" if decision.status is None else words(decision.status.word)


def _fee(decision: Decision) -> str:
    if decision.fee is None:
        return ""
    if decision.discounts:
        return _say(Word.sheet_fee_discounted, fee=decision.fee, discounts=decision.discounts)
    return _say(Word.sheet_fee_yen, fee=decision.fee)


def _print_registration(result: Registration, names: Mapping[str, str], title: str) -> None:
    heading = (
        _say(Word.sheet_registration_of, title=title, seed=result.seed)
        if title
        else _say(Word.sheet_registration, seed=result.seed)
    )
    columns = (Word.sheet_entry, Word.sheet_name, Word.sheet_status, Word.sheet_fee, Word.sheet_reason)
    table = _table(*columns, title=heading)
    for d in result.decisions.values():
        table.add_row(
            escape(d.entry),
            escape(names[d.entry]),
            escape(_status(d)),
            escape(_fee(d)),
            escape(words(d.reason)),
        )
    console.print(table)
    lottery = result.lottery
    if lottery is not None:
        _print_line(
            _say(
                Word.sheet_lottery, entries=len(lottery.entries), capacity=lottery.capacity, seed=lottery.seed
            )
        )
    summary = _say(
        Word.sheet_registration_summary,
        players=len(result.players),
        pros=len(result.pros),
        waiting=len(result.waiting),
    )
    _print_line(summary)


@app.command("register")
def register_command(
    file: Annotated[Path, typer.Argument(help="Entries, withdrawals, opening time, seed (JSON).")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    lang_: Lang = None,
) -> None:
    """Decide the entries: opening time, opening-day lottery, waiting list, withdrawals, fees."""
    try:
        entered = contract.read_registration(file)
        result = _decide(entered)
    except TaikaiError as error:
        _error(error, as_json)
    if as_json:
        typer.echo(dumps(contract.registration_json(result, entered.entries, entered.title, lang())))
        return
    _print_registration(result, {e.id: e.name for e in entered.entries}, entered.title)
    print_warnings(result.warnings)


# --- series ------------------------------------------------------------------------------------


def _stars(name: str, content: Event | EventStars, origin: str) -> EventStars:
    if isinstance(content, EventStars):
        return content
    try:
        return event_stars(name, _run(content, origin)[0], content.players)
    except TaikaiError as error:
        raise located(error, Fault.series_event_problem, event=name) from None


@app.command("series")
def series_command(
    file: Annotated[Path, typer.Argument(help="The events of the series (JSON), in date order.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    lang_: Lang = None,
) -> None:
    """Sum the stars of a series (players joined by their key) and fill the champions event field."""
    try:
        series = contract.read_series(file)
        events = progress(series.events, len(series.events), "running the events")
        stars = [_stars(name, content, str(file)) for name, content in events]
        result = run_series(stars, series.format, series.field_size, series.seed)
    except TaikaiError as error:
        _error(error, as_json)
    if as_json:
        typer.echo(dumps(contract.series_json(result, lang())))
        return
    columns = (
        Word.sheet_player,
        Word.sheet_name,
        Word.sheet_stars,
        Word.sheet_wins,
        Word.sheet_champions_event,
    )
    table = _table(*columns, title=_say(Word.sheet_series))
    for s in result.standings:
        name = result.names[s.player]
        table.add_row(
            escape(s.player), escape(name), str(s.stars), escape(", ".join(s.wins)), escape(words(s.reason))
        )
    console.print(table)
    field = tuple(f"{p} {result.names[p]}".strip() for p in result.field)
    _print_line(_say(Word.sheet_field, players=field))
    _print_notes(result.notes)
    print_warnings(result.warnings)


def register(main: typer.Typer) -> None:
    """Add this module's commands to the main app."""
    main.add_typer(app, name="tournament")
