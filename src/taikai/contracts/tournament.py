"""The one-day tournament's files and outputs (CONTRACTS.md sections 4 and 6), parsed and written here.

Inputs, each parsed strictly into core values: an unknown field is refused with the closest valid
name, a repeated key by :mod:`taikai.contracts.jsonio`, and every type and bound is checked with
the field named (``players[2].name: ...``). Every file's ``format`` names a tournament format
preset or a format file (:func:`taikai.contracts.formats.load_format`, read from the file's own
folder and confined to it):

- the event file of ``tournament run``: :func:`parse_event` / :func:`read_event` give an
  :class:`~taikai.competitions.tournament.Event`; :func:`event_file` writes one back (the storage
  layer exports a tournament as this file);
- the registration file of ``tournament register`` and ``tournament seat --registration``:
  :func:`parse_registration` / :func:`read_registration` give a :class:`RegistrationFile`;
- the series file of ``tournament series``: :func:`read_series` gives a :class:`SeriesFile`, with
  the event files it names read from the series file's own folder.

Outputs: :func:`seating_json`, :func:`report_json`, :func:`registration_json`, :func:`series_json`
write section 4's shapes exactly, plus ``warnings`` (``[{"code", "message"}]``) and names beside
ids: an object with ``"player"`` (or ``"entry"``) also has ``"name"``; ids in lists, keys and
single fields are named in a top-level ``"names"`` map. Words are in the language asked for: a
decision's text field keeps its name (``reason``, ``why``) beside its ``_code`` and ``_params``;
notes are ``{"code", "message", "params"}``. Each output has a reader (``parse_*_output``) that
gives back the values it was written from.

>>> event = parse_event({"format": "ron-of-20xx", "players": [{"id": "p1", "name": "Aki"}]})
>>> event.players[0].name, event.format.rounds
('Aki', 6)
>>> try:
...     parse_event({"format": "ron-of-20xx", "players": [{"id": "p1", "nmae": "Aki"}]})
... except ContractError as error:
...     print(error.message)
event file: field 'players[0].nmae': unknown field (did you mean 'players[0].name'?)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from pathlib import Path, PurePosixPath
from typing import Annotated, Any, TypeVar

from pydantic import (
    AfterValidator,
    AwareDatetime,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    Strict,
    StrictBool,
    StrictInt,
    StrictStr,
    ValidationError,
    model_validator,
)

from taikai import bounds, rules
from taikai.competitions import formats
from taikai.competitions.formats import TournamentFormat
from taikai.competitions.tournament import (
    Event,
    EventReport,
    EventResult,
    FinalTable,
    Player,
    Standing,
    TableResult,
)
from taikai.competitions.tournament.codes import Fault, located
from taikai.competitions.tournament.registration import (
    Decision,
    Entry,
    Lottery,
    Registration,
    Schedule,
    Status,
    Withdrawal,
)
from taikai.competitions.tournament.seating import MAX_PLAYERS, MAX_ROUNDS, Round, Seating
from taikai.competitions.tournament.series import EventStars, SeriesResult, SeriesStanding
from taikai.contracts import files, jsonio
from taikai.contracts.formats import file_ruleset, format_ruleset, load_format
from taikai.contracts.settle import parse_penalty, penalty_json
from taikai.contracts.wording import Words, say
from taikai.errors import InputWarning, TaikaiError
from taikai.game.settle import Penalty
from taikai.i18n import DEFAULT
from taikai.reasons import Reason
from taikai.rules import Ruleset
from taikai.rules.validation import invalid, problem_reasons, shown

__all__ = [
    "ContractError",
    "RegistrationFile",
    "SeriesFile",
    "event_file",
    "event_ruleset",
    "format_reference",
    "parse_event",
    "parse_registration",
    "parse_registration_output",
    "parse_report_output",
    "parse_seating_output",
    "parse_series_output",
    "player_json",
    "read_event",
    "read_registration",
    "read_series",
    "registration_json",
    "report_json",
    "seating_json",
    "series_json",
]

MAX_ID = 64  # characters of an id or key
MAX_NAME = 200  # characters of a name, a title or an event's name
MAX_FORMAT = 200  # characters of a format's name or path
MAX_PROFILE = 4000  # characters of an entry's profile
MAX_POINTS = 1_000_000  # table points of a seat, either sign (a table holds 4 x the start points)
MAX_DEPOSITS = 100  # riichi sticks left on a table
MAX_PENALTIES = 16  # penalties at one table
MAX_ENTRIES = 10_000  # entries (and withdrawals) of a registration
MAX_EVENTS = 100  # events of a series
MAX_STARS = 1000  # stars of a player at one event
MAX_SEED = 2**63 - 1  # a seed fits 64 bits, either sign
MAX_ERRORS = 5  # problems listed in one message


class ContractError(TaikaiError):
    """A file whose shape is wrong: the message names the file and every field at fault."""

    code = "bad_request"


# --- field types ---------------------------------------------------------------------------------


def _id(value: str) -> str:
    if any(c.isspace() or not c.isprintable() for c in value):
        raise invalid(Fault.value_id)
    return value


def _line(value: str) -> str:
    """A name: empty, or a name as :func:`taikai.bounds.is_name` has it (full-width spaces allowed)."""
    if value and not bounds.is_name(value):
        raise invalid(Fault.value_name)
    return value


def _text(value: object) -> object:
    """Times and dates are ISO strings in these files, never numbers."""
    if not isinstance(value, str):
        raise invalid(Fault.value_iso_text, kind=type(value).__name__)
    return value


Id = Annotated[StrictStr, Field(min_length=1, max_length=MAX_ID), AfterValidator(_id)]
Name = Annotated[StrictStr, Field(max_length=MAX_NAME), AfterValidator(_line)]
FormatName = Annotated[StrictStr, Field(min_length=1, max_length=MAX_FORMAT)]
FormatOrTable = FormatName | dict[str, Any]  # a name or path, or the format (or ruleset) inline
Moment = Annotated[AwareDatetime, BeforeValidator(_text)]
Day = Annotated[date, BeforeValidator(_text)]
Seed = Annotated[StrictInt, Field(ge=-MAX_SEED, le=MAX_SEED)]
Pt = Annotated[Decimal, Strict()]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- error messages --------------------------------------------------------------------------------


M = TypeVar("M", bound=BaseModel)


def _validate(model: type[M], data: object, origin: str) -> M:
    if not isinstance(data, dict):
        raise ContractError.of(Fault.file_not_object, origin=origin, kind=type(data).__name__)
    try:
        return model.model_validate(data)
    except ValidationError as error:
        lines = problem_reasons(error, origin, model, hint=Reason(Fault.file_fields_hint))
        more = len(lines) - MAX_ERRORS
        lines = lines[:MAX_ERRORS]
        if more > 0:
            lines.append(Reason.of(Fault.file_more_problems, origin=origin, count=more))
        raise ContractError.of_lines(lines) from None


def _in_field(where: str, origin: str, convert: Callable[[], Any]) -> Any:
    """``convert()``, with a core error placed in the file and the field."""
    try:
        return convert()
    except TaikaiError as error:
        raise located(error, Fault.file_field_problem, origin=origin, field=where) from None
    except ArithmeticError:  # a number no exact decimal holds (a pt of 1E+40 in a penalty)
        raise ContractError.of(Fault.file_number_range, origin=origin, field=where) from None


def _read_json(path: str | Path) -> object:
    """A file's JSON value; a read or parse error names the file (never its contents)."""
    data = files.read_bytes(path)
    try:
        return jsonio.loads(data, str(path))
    except jsonio.JsonError as error:
        raise located(error, Fault.file_problem, origin=str(path)) from None


def _format(name: str | dict[str, Any], origin: str, base: Path | None) -> TournamentFormat:
    where = f"{origin}: field 'format'"
    if isinstance(name, dict):
        return formats.written(name, where, TournamentFormat)
    return load_format(name, TournamentFormat, base=base, where=where)


def _rules(given: str | dict[str, Any] | None, origin: str, base: Path | None) -> Ruleset | None:
    """The ruleset a file's ``rules`` gives instead of the format's (a preset, a file in ``base``, or
    inline); None when it gives none."""
    return None if given is None else file_ruleset(given, base=base, where=f"{origin}: field 'rules'")


def event_ruleset(event: Event, origin: str = "event file") -> Ruleset:
    """The ruleset an event's tables are settled under: its file's ``rules``, else its format's."""
    return event.ruleset if event.ruleset is not None else format_ruleset(event.format, origin)


def _format_file(name: str | dict[str, Any], base: Path | None) -> Path | None:
    """The format file a file's ``format`` names (None for a preset or a format given inline)."""
    if isinstance(name, dict) or name in formats.preset_names():
        return None
    return base / name if base is not None else Path(name)


def format_reference(fmt: TournamentFormat, format_file: Path | None, target: Path) -> str:
    """What a file written to ``target`` names as its ``format``: the preset's name, or the format
    file's path relative to ``target``'s folder (refused when the format file is not inside it)."""
    if format_file is None:
        return fmt.name
    folder = target.parent
    try:
        return format_file.resolve().relative_to(folder.resolve()).as_posix()
    except ValueError:
        raise ContractError.of(
            Fault.seat_event_format, path=str(target), format=str(format_file), folder=str(folder)
        ) from None


# --- the event file ----------------------------------------------------------------------------------


class _Player(_Model):
    id: Id
    name: Name = ""
    pro: StrictBool = False
    key: Id | None = None


class _Table(_Model):
    seats: list[Id] = Field(min_length=4, max_length=4)
    points: list[Annotated[StrictInt, Field(ge=-MAX_POINTS, le=MAX_POINTS)]] = Field(
        min_length=4, max_length=4
    )
    deposits: Annotated[StrictInt, Field(ge=0, le=MAX_DEPOSITS)] = 0
    penalties: list[dict[str, Any]] = Field(default_factory=list, max_length=MAX_PENALTIES)


class _EventFile(_Model):
    format: FormatOrTable
    rules: FormatOrTable | None = None
    title: Name = ""
    players: list[_Player] = Field(max_length=MAX_PLAYERS)
    rounds: list[Annotated[list[_Table], Field(max_length=MAX_PLAYERS // 4)]] = Field(
        default_factory=list, max_length=MAX_ROUNDS
    )


def _penalties(table: _Table, where: str, origin: str) -> tuple[Penalty, ...]:
    return tuple(
        _in_field(f"{where}.penalties[{i}]", origin, lambda p=p: parse_penalty(p))
        for i, p in enumerate(table.penalties)
    )


def parse_event(data: object, origin: str = "event file", base: Path | None = None) -> Event:
    """The event of an event file's parsed JSON (CONTRACTS.md section 4); a format file it names is
    read from ``base`` (the event file's folder)."""
    parsed = _validate(_EventFile, data, origin)
    return Event(
        format=_format(parsed.format, origin, base),
        players=tuple(Player(p.id, p.name, p.pro, p.key) for p in parsed.players),
        rounds=tuple(
            tuple(
                TableResult(
                    tuple(t.seats), tuple(t.points), t.deposits, _penalties(t, f"rounds[{r}][{i}]", origin)
                )
                for i, t in enumerate(tables)
            )
            for r, tables in enumerate(parsed.rounds)
        ),
        title=parsed.title,
        ruleset=_rules(parsed.rules, origin, base),
    )


def read_event(path: str | Path) -> Event:
    """The event file at ``path`` (read through :mod:`taikai.contracts.files`)."""
    path = Path(path)
    return parse_event(_read_json(path), str(path), path.parent)


def _table_json(table: TableResult) -> dict[str, Any]:
    out: dict[str, Any] = {"seats": list(table.seats), "points": list(table.points)}
    if table.deposits:
        out["deposits"] = table.deposits
    if table.penalties:
        out["penalties"] = [penalty_json(p) for p in table.penalties]
    return out


def player_json(player: Player) -> dict[str, Any]:
    out: dict[str, Any] = {"id": player.id, "name": player.name}
    if player.pro:
        out["pro"] = True
    if player.key is not None:
        out["key"] = player.key
    return out


def event_file(event: Event, format: str | None = None) -> dict[str, Any]:
    """The event file of ``event`` (what :func:`parse_event` reads back to an equal event);
    ``format`` is what the file names (default: the format's name, a preset's)."""
    out: dict[str, Any] = {"format": format if format is not None else event.format.name}
    if event.title:
        out["title"] = event.title
    if event.ruleset is not None:
        out["rules"] = rules.to_mapping(event.ruleset)
    out["players"] = [player_json(p) for p in event.players]
    out["rounds"] = [[_table_json(t) for t in tables] for tables in event.rounds]
    return out


# --- the registration file -------------------------------------------------------------------------


class _Entry(_Model):
    id: Id
    submitted_at: Moment | None = None
    name: Name = ""
    profile: Annotated[StrictStr, Field(max_length=MAX_PROFILE)] = ""
    birth_date: Day | None = None
    discounts: list[Id] = Field(default_factory=list, max_length=10)
    pro: StrictBool = False
    key: Id | None = None


class _Withdrawal(_Model):
    id: Id
    at: Moment


class _RegistrationFile(_Model):
    format: FormatOrTable
    title: Name = ""
    opens_at: Moment
    event_date: Day
    seed: Seed
    entries: list[_Entry] = Field(max_length=MAX_ENTRIES)
    withdrawals: list[_Withdrawal] = Field(default_factory=list, max_length=MAX_ENTRIES)


@dataclass(frozen=True)
class RegistrationFile:
    """A registration file: the event's format (and the format file, None for a preset), its
    schedule, the entries, withdrawals, the seed."""

    format: TournamentFormat
    schedule: Schedule
    seed: int
    entries: tuple[Entry, ...]
    withdrawals: tuple[Withdrawal, ...] = ()
    title: str = ""
    format_file: Path | None = None


def parse_registration(
    data: object, origin: str = "registration file", base: Path | None = None
) -> RegistrationFile:
    """The registration of a registration file's parsed JSON (docs/tournament.md)."""
    parsed = _validate(_RegistrationFile, data, origin)
    return RegistrationFile(
        format=_format(parsed.format, origin, base),
        schedule=Schedule(parsed.opens_at, parsed.event_date),
        seed=parsed.seed,
        entries=tuple(
            Entry(e.id, e.submitted_at, e.name, e.profile, e.birth_date, tuple(e.discounts), e.pro, e.key)
            for e in parsed.entries
        ),
        withdrawals=tuple(Withdrawal(w.id, w.at) for w in parsed.withdrawals),
        title=parsed.title,
        format_file=_format_file(parsed.format, base),
    )


def read_registration(path: str | Path) -> RegistrationFile:
    """The registration file at ``path``."""
    path = Path(path)
    return parse_registration(_read_json(path), str(path), path.parent)


# --- the series file ---------------------------------------------------------------------------------


class _SeriesEvent(_Model):
    event: Name = Field(min_length=1)
    file: StrictStr | None = None
    winner: Id | None = None
    stars: dict[Id, Annotated[StrictInt, Field(ge=0, le=MAX_STARS)]] = Field(
        default_factory=dict, max_length=MAX_PLAYERS
    )
    pros: list[Id] = Field(default_factory=list, max_length=MAX_PLAYERS)
    names: dict[Id, Name] = Field(default_factory=dict, max_length=MAX_PLAYERS)

    @model_validator(mode="after")
    def _file_or_stars(self) -> _SeriesEvent:
        given = [name for name in ("winner", "stars", "pros", "names") if name in self.model_fields_set]
        if self.file is not None and given:
            raise ValueError(f"an event is a file or its stars, not both (remove {', '.join(given)})")
        return self


class _SeriesFile(_Model):
    format: FormatName
    field_size: Annotated[StrictInt, Field(ge=1, le=MAX_PLAYERS)]
    seed: Seed = 0
    events: list[_SeriesEvent] = Field(min_length=1, max_length=MAX_EVENTS)


SeriesItem = tuple[str, Event | EventStars]
"""One event of a series: its name, and the whole event (from its file) or its stars."""


@dataclass(frozen=True)
class SeriesFile:
    """A series file: its format (professionals' eligibility, warnings), the champions event's field
    size, the lot's seed and the events in date order."""

    format: TournamentFormat
    field_size: int
    seed: int
    events: tuple[SeriesItem, ...]


def _inside(folder: Path, name: str, where: str, origin: str) -> Path:
    """An event file named by a series: a relative path inside the series file's folder."""
    relative = PurePosixPath(name.replace("\\", "/"))
    if not name or relative.is_absolute() or ".." in relative.parts or Path(name).is_absolute():
        raise ContractError.of(Fault.file_event_outside, origin=origin, field=where, name=shown(name))
    return folder / relative


def read_series(path: str | Path) -> SeriesFile:
    """The series file at ``path``, with every event file it names read and parsed."""
    path, origin = Path(path), str(path)
    parsed = _validate(_SeriesFile, _read_json(path), origin)
    fmt = _format(parsed.format, origin, path.parent)
    events: list[SeriesItem] = []
    for i, item in enumerate(parsed.events):
        if item.file is not None:
            events.append(
                (item.event, read_event(_inside(path.parent, item.file, f"events[{i}].file", origin)))
            )
        else:
            stars = EventStars(
                item.event, item.winner, dict(item.stars), frozenset(item.pros), dict(item.names)
            )
            events.append((item.event, stars))
    return SeriesFile(fmt, parsed.field_size, parsed.seed, tuple(events))


# --- outputs -----------------------------------------------------------------------------------------


def _warnings_json(warnings: Iterable[InputWarning], lang: str | None) -> list[dict[str, Words]]:
    return [{"code": w.code, "message": say(w, lang)} for w in warnings]


def _reason_json(name: str, reason: Reason, lang: str | None) -> dict[str, Any]:
    """A decision's text field: its words in ``lang``, its code and its parameters."""
    return {name: say(reason, lang), f"{name}_code": reason.code, f"{name}_params": reason.as_dict()}


def _notes_json(notes: Iterable[Reason], lang: str | None) -> list[dict[str, Any]]:
    return [{"code": n.code, "message": say(n, lang), "params": n.as_dict()} for n in notes]


def _names(players: Iterable[Player]) -> dict[str, str]:
    return {p.id: p.name for p in players}


def seating_json(
    seating: Seating,
    players: Sequence[Player] = (),
    title: str = "",
    warnings: Iterable[InputWarning] = (),
    lang: str = DEFAULT,
) -> dict[str, Any]:
    """``tournament seat --json``: section 4's ``{"ok", "rounds", "repeats"}`` with the draw's other
    facts (``lower_bound``, ``wind_spread``, ``seed``), ``title`` and ``names`` when the players have
    them (a draw from a registration) and the ``warnings``."""
    out: dict[str, Any] = {"ok": True}
    if title:
        out["title"] = title
    out["rounds"] = [[list(table) for table in tables] for tables in seating.rounds]
    out["repeats"] = seating.repeats
    out |= {"lower_bound": seating.lower_bound, "wind_spread": seating.wind_spread, "seed": seating.seed}
    if players:
        out["names"] = _names(players)
    out["warnings"] = _warnings_json(warnings, lang)
    return out


def report_json(report: EventReport, players: Sequence[Player], lang: str | None = DEFAULT) -> dict[str, Any]:
    """``tournament run --json``: section 4's standings, final tables and result, with the notes
    (every tie broken, the formation's swaps, awards passed on) and names; words in ``lang`` (None:
    kept as values, :func:`taikai.contracts.wording.worded`)."""
    names = _names(players)
    out: dict[str, Any] = {
        "ok": True,
        "standings": [
            [
                {"player": s.player, "name": names[s.player], "rank": s.rank, "total": s.total}
                for s in standings
            ]
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
    out["notes"] = _notes_json(report.notes, lang)
    out["names"] = names
    out["warnings"] = _warnings_json(report.warnings, lang)
    return out


def _decision_json(decision: Decision, names: Mapping[str, str], lang: str) -> dict[str, Any]:
    return {
        "entry": decision.entry,
        "name": names[decision.entry],
        "status": None if decision.status is None else decision.status.value,
        **_reason_json("reason", decision.reason, lang),
        "fee": decision.fee,
        "discounts": list(decision.discounts),
        "position": decision.position,
    }


def registration_json(
    result: Registration, entries: Sequence[Entry], title: str = "", lang: str = DEFAULT
) -> dict[str, Any]:
    """``tournament register --json``: every decision (with the entry's name), the log of every
    decision in order, the lottery, warnings."""
    names = {e.id: e.name for e in entries} | {
        d.entry: "" for d in result.log if d.entry not in result.decisions
    }
    out: dict[str, Any] = {"ok": True}
    if title:
        out["title"] = title
    lottery = result.lottery
    return out | {
        "seed": result.seed,
        "players": list(result.players),
        "pros": list(result.pros),
        "waiting": list(result.waiting),
        "decisions": [_decision_json(d, names, lang) for d in result.decisions.values()],
        "log": [_decision_json(d, names, lang) for d in result.log],
        "lottery": None
        if lottery is None
        else {
            "seed": lottery.seed,
            "capacity": lottery.capacity,
            "entries": list(lottery.entries),
            "drawn": list(lottery.drawn),
        },
        "names": names,
        "warnings": _warnings_json(result.warnings, lang),
    }


def series_json(result: SeriesResult, lang: str = DEFAULT) -> dict[str, Any]:
    """``tournament series --json``: the star table by series key (with names), the field, notes."""
    names = dict(result.names)  # every player of the star table
    return {
        "ok": True,
        "standings": [
            {
                "player": s.player,
                "name": names[s.player],
                "stars": s.stars,
                "best": s.best,
                "wins": list(s.wins),
                "qualified": s.qualified,
                **_reason_json("why", s.reason, lang),
            }
            for s in result.standings
        ],
        "field": list(result.field),
        "notes": _notes_json(result.notes, lang),
        "seed": result.seed,
        "names": names,
        "warnings": _warnings_json(result.warnings, lang),
    }


# --- outputs read back ------------------------------------------------------------------------------


def _tupled(value: Any) -> Any:
    """A JSON value as the core holds it: arrays as tuples."""
    return tuple(map(_tupled, value)) if isinstance(value, list) else value


def _reason(code: str, params: Mapping[str, Any]) -> Reason:
    return Reason(code, tuple((name, _tupled(value)) for name, value in params.items()))


class _Warning(_Model):
    code: StrictStr
    message: StrictStr


def _warnings(items: Sequence[_Warning]) -> tuple[InputWarning, ...]:
    return tuple(InputWarning(w.code, w.message) for w in items)


class _Note(_Model):
    code: StrictStr
    message: StrictStr
    params: dict[StrictStr, Any]


def _notes(items: Sequence[_Note]) -> tuple[Reason, ...]:
    return tuple(_reason(n.code, n.params) for n in items)


class _SeatOutput(_Model):
    ok: StrictBool
    title: StrictStr = ""
    rounds: list[list[list[StrictStr]]]
    repeats: StrictInt
    lower_bound: StrictInt
    wind_spread: StrictInt
    seed: StrictInt
    names: dict[StrictStr, StrictStr] = Field(default_factory=dict)
    warnings: list[_Warning]


def parse_seating_output(data: object) -> tuple[tuple[Round, ...], int, dict[str, str], str]:
    """The rounds, repeats, names and title of a ``tournament seat --json`` answer."""
    out = _validate(_SeatOutput, data, "seat output")
    rounds = tuple(tuple(tuple(table) for table in tables) for tables in out.rounds)
    return rounds, out.repeats, dict(out.names), out.title  # type: ignore[return-value]


class _StandingOutput(_Model):
    player: StrictStr
    name: StrictStr
    rank: StrictInt
    total: Pt


class _FinalTableOutput(_Model):
    table: StrictInt
    title: StrictBool
    seats: list[StrictStr]
    carried: dict[StrictStr, Pt]


class _ResultOutput(_Model):
    overall: list[StrictStr]
    in_table: dict[StrictStr, list[StrictStr]]
    stars: dict[StrictStr, StrictInt]
    qualified: StrictStr | None


class _ReportOutput(_Model):
    ok: StrictBool
    standings: list[list[_StandingOutput]]
    final_tables: list[_FinalTableOutput] | None = None
    result: _ResultOutput | None = None
    notes: list[_Note]
    names: dict[StrictStr, StrictStr]
    warnings: list[_Warning]


def parse_report_output(data: object) -> tuple[EventReport, dict[str, str]]:
    """The report and the names of a ``tournament run --json`` answer."""
    out = _validate(_ReportOutput, data, "run output")
    final = None
    if out.final_tables is not None:
        final = tuple(FinalTable(t.table, t.title, tuple(t.seats), dict(t.carried)) for t in out.final_tables)
    result = None
    if out.result is not None:
        r = out.result
        in_table = {int(n): tuple(players) for n, players in r.in_table.items()}
        result = EventResult(tuple(r.overall), in_table, dict(r.stars), r.qualified)
    standings = tuple(tuple(Standing(s.player, s.rank, s.total) for s in group) for group in out.standings)
    report = EventReport(standings, final, result, _notes(out.notes), None, _warnings(out.warnings))
    return report, dict(out.names)


class _DecisionOutput(_Model):
    entry: StrictStr
    name: StrictStr
    status: Status | None
    reason: StrictStr
    reason_code: StrictStr
    reason_params: dict[StrictStr, Any]
    fee: StrictInt | None
    discounts: list[StrictStr]
    position: StrictInt | None

    def decision(self) -> Decision:
        reason = _reason(self.reason_code, self.reason_params)
        return Decision(self.entry, self.status, reason, self.fee, tuple(self.discounts), self.position)


class _LotteryOutput(_Model):
    seed: StrictInt
    capacity: StrictInt
    entries: list[StrictStr]
    drawn: list[StrictStr]


class _RegistrationOutput(_Model):
    ok: StrictBool
    title: StrictStr = ""
    seed: StrictInt
    players: list[StrictStr]
    pros: list[StrictStr]
    waiting: list[StrictStr]
    decisions: list[_DecisionOutput]
    log: list[_DecisionOutput]
    lottery: _LotteryOutput | None
    names: dict[StrictStr, StrictStr]
    warnings: list[_Warning]


def parse_registration_output(data: object) -> tuple[Registration, dict[str, str]]:
    """The registration and the names of a ``tournament register --json`` answer."""
    out = _validate(_RegistrationOutput, data, "register output")
    lot = out.lottery
    result = Registration(
        out.seed,
        tuple(out.players),
        tuple(out.pros),
        tuple(out.waiting),
        {d.entry: d.decision() for d in out.decisions},
        tuple(d.decision() for d in out.log),
        None if lot is None else Lottery(lot.seed, lot.capacity, tuple(lot.entries), tuple(lot.drawn)),
        _warnings(out.warnings),
    )
    return result, dict(out.names)


class _SeriesStandingOutput(_Model):
    player: StrictStr
    name: StrictStr
    stars: StrictInt
    best: StrictInt
    wins: list[StrictStr]
    qualified: StrictBool
    why: StrictStr
    why_code: StrictStr
    why_params: dict[StrictStr, Any]


class _SeriesOutput(_Model):
    ok: StrictBool
    standings: list[_SeriesStandingOutput]
    field: list[StrictStr]
    notes: list[_Note]
    seed: StrictInt
    names: dict[StrictStr, StrictStr]
    warnings: list[_Warning]


def parse_series_output(data: object) -> SeriesResult:
    """The series result of a ``tournament series --json`` answer (names of the star table only)."""
    out = _validate(_SeriesOutput, data, "series output")
    standings = tuple(
        SeriesStanding(
            s.player, s.stars, s.best, tuple(s.wins), s.qualified, _reason(s.why_code, s.why_params)
        )
        for s in out.standings
    )
    names: Mapping[str, str] = dict(out.names)
    return SeriesResult(
        standings, tuple(out.field), _notes(out.notes), out.seed, names, _warnings(out.warnings)
    )
