"""The staged file (docs/stages.md) in, the staged competition's JSON out.

A stored staged competition is written as this file (:mod:`taikai.services.files`) and its standings
are the stage engine's (:mod:`taikai.competitions.stages`) run of it, as every other kind's are.

- ``format``: a preset's name, a format file's path (in the file's folder), or the format inline;
- ``rules``: the ruleset the games are settled with instead of the format's (name, path or inline);
- ``players`` (``id``, ``name``) in entry order; ``teams`` (``id``, ``name``) in entry order;
- ``roster``: memberships ``{"team", "player", "first", "last", "substitute"}`` (``first`` and
  ``last`` are game numbers of the competition, from 1 in the order played; ``last`` null: to the end);
- ``games``: ``{"id", "played_at", "stage", "seats", "teams", "round", "points", "deposits",
  "penalties"}`` in the order played (``teams``: the team each seat plays for, a team competition;
  ``round``: the stage's round, a stage seated by rounds).

Strict as every file: an unknown field is refused naming the closest, every value is bounded.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    ValidationError,
)

from taikai import i18n
from taikai.competitions import formats
from taikai.competitions.formats.staged import Ranks, Seating, StagedFormat
from taikai.competitions.stages.codes import BadStages
from taikai.competitions.stages.engine import (
    Competitors,
    Game,
    Member,
    Played,
    Report,
    run_stages,
    settle_games,
)
from taikai.contracts.cup import Moment
from taikai.contracts.formats import file_ruleset, format_ruleset, load_format
from taikai.contracts.settle import parse_penalty
from taikai.contracts.wording import Wording
from taikai.errors import TaikaiError
from taikai.game.settle import Penalty
from taikai.reasons import Reason
from taikai.rules import Ruleset
from taikai.rules.validation import validation_error

__all__ = [
    "CODES",
    "Staged",
    "StagedFileError",
    "named_error",
    "parse_staged",
    "run_staged",
    "schedule",
    "settled",
    "staged_json",
]

MAX_POINTS = 10_000_000
MAX_DEPOSITS = 1_000
MAX_PLAYERS = 100_000
MAX_TEAMS = 10_000
MAX_GAMES = 1_000_000
SEATS = 4

#: Every message key this contract gives, with its parameters (the catalog tests word each one).
CODES: dict[str, tuple[str, ...]] = {
    "staged_file_not_object": ("origin",),
    "staged_field_hint": (),
    "staged_bad_penalty": ("origin", "field", "problem"),
    "staged_listed_twice": ("origin", "field", "id"),
    "staged_unknown_player": ("origin", "field", "player"),
}


class StagedFileError(TaikaiError):
    """A staged competition's file that cannot be read as one (the message names the field)."""

    code = "bad_staged"


Id = Annotated[StrictStr, Field(min_length=1, max_length=64)]
Name = Annotated[StrictStr, Field(min_length=1, max_length=200)]
Number = Annotated[StrictInt, Field(ge=1, le=MAX_GAMES)]


class _Entry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class NamedEntry(_Entry):
    """A player or a team: ``id`` (what games and rosters name), ``name`` (default the id)."""

    id: Id
    name: Name | None = None


class MemberEntry(_Entry):
    """``player`` on ``team``'s roster from game ``first`` to game ``last`` (null: to the end)."""

    team: Id
    player: Id
    first: Number = 1
    last: Number | None = None
    substitute: StrictBool = False


class GameEntry(_Entry):
    """One game: its stage, seats E S W N, the team of each seat, the stage's round, the final points."""

    id: Id
    played_at: Moment
    stage: Id
    seats: Annotated[tuple[Id, ...], Field(min_length=SEATS, max_length=SEATS)]
    teams: Annotated[tuple[Id, ...], Field(max_length=SEATS)] = ()
    round: Number | None = None
    points: Annotated[
        tuple[Annotated[StrictInt, Field(ge=-MAX_POINTS, le=MAX_POINTS)], ...],
        Field(min_length=SEATS, max_length=SEATS),
    ]
    deposits: Annotated[StrictInt, Field(ge=0, le=MAX_DEPOSITS)] = 0
    penalties: Annotated[tuple[Any, ...], Field(max_length=64)] = ()


class StagedFile(_Entry):
    """The whole file."""

    format: Annotated[StrictStr, Field(min_length=1, max_length=200)] | dict[str, Any]
    rules: Annotated[StrictStr, Field(min_length=1, max_length=200)] | dict[str, Any] | None = None
    title: Name | None = None
    players: Annotated[tuple[NamedEntry, ...], Field(max_length=MAX_PLAYERS)] = ()
    teams: Annotated[tuple[NamedEntry, ...], Field(max_length=MAX_TEAMS)] = ()
    roster: Annotated[tuple[MemberEntry, ...], Field(max_length=MAX_PLAYERS)] = ()
    games: Annotated[tuple[GameEntry, ...], Field(max_length=MAX_GAMES)] = ()


@dataclass(frozen=True)
class StagedGame:
    """A game as the file gives it (its id and time beside what the engine reads)."""

    id: str
    played_at: datetime
    game: Game


@dataclass(frozen=True)
class Staged:
    """A staged competition as read: format, ruleset, names, competitors and games in order."""

    format: StagedFormat
    ruleset: Ruleset
    title: str | None
    players: dict[str, str]
    teams: dict[str, str]
    competitors: Competitors
    games: tuple[StagedGame, ...]


LISTING = Reason("staged_field_hint")


def _names(entries: tuple[NamedEntry, ...], origin: str, field: str) -> dict[str, str]:
    names: dict[str, str] = {}
    for index, entry in enumerate(entries):
        if entry.id in names:
            raise StagedFileError.of(
                "staged_listed_twice", origin=origin, field=f"{field}[{index}].id", id=entry.id
            )
        names[entry.id] = entry.name or entry.id
    return names


def _penalties(items: tuple[Any, ...], origin: str, field: str) -> tuple[Penalty, ...]:
    penalties = []
    for index, item in enumerate(items):
        try:
            penalties.append(parse_penalty(item))
        except TaikaiError as error:
            raise StagedFileError.of(
                "staged_bad_penalty", origin=origin, field=f"{field}[{index}]", problem=error
            ) from None
    return tuple(penalties)


def parse_staged(data: Any, origin: str = "staged file", base: Path | None = None) -> Staged:
    """A staged competition from its parsed file; its ``format`` (and ``rules``) name a preset or a
    file in ``base``, or are given inline. A game or roster naming a player the file does not list is
    refused here; what contradicts the stages is the engine's to refuse (``bad_stages``)."""
    if not isinstance(data, dict):
        raise StagedFileError.of("staged_file_not_object", origin=origin)
    try:
        entries = StagedFile.model_validate(data)
    except ValidationError as error:
        raise validation_error(StagedFileError, error, origin, StagedFile, hint=LISTING) from None
    where = f"{origin}: field 'format'"
    if isinstance(entries.format, str):
        fmt = load_format(entries.format, StagedFormat, base=base, where=where)
    else:
        fmt = formats.written(entries.format, where, StagedFormat)
    if entries.rules is None:
        ruleset = format_ruleset(fmt, where)
    else:
        ruleset = file_ruleset(entries.rules, base=base, where=f"{origin}: field 'rules'")
    players = _names(entries.players, origin, "players")
    teams = _names(entries.teams, origin, "teams")
    for index, member in enumerate(entries.roster):
        if member.player not in players:
            field = f"roster[{index}].player"
            raise StagedFileError.of(
                "staged_unknown_player", origin=origin, field=field, player=member.player
            )
    games = []
    for index, entry in enumerate(entries.games):
        for seat, player in enumerate(entry.seats):
            if player not in players:
                field = f"games[{index}].seats[{seat}]"
                raise StagedFileError.of("staged_unknown_player", origin=origin, field=field, player=player)
        game = Game(
            entry.stage,
            entry.seats,
            entry.points,
            entry.teams,
            entry.round,
            entry.deposits,
            _penalties(entry.penalties, origin, f"games[{index}].penalties"),
        )
        games.append(StagedGame(entry.id, entry.played_at, game))
    roster = tuple(Member(m.team, m.player, m.first, m.last, m.substitute) for m in entries.roster)
    competitors = Competitors(tuple(players), tuple(teams), roster)
    return Staged(fmt, ruleset, entries.title, players, teams, competitors, tuple(games))


def settled(staged: Staged) -> tuple[Played, ...]:
    """The games settled under the competition's ruleset (numbered from 1 in the order played)."""
    return settle_games([g.game for g in staged.games], staged.ruleset)


def _seated_players(staged: Staged, stage: str, teams: Sequence[str]) -> int:
    """How many players a team stage seated by draw seats each round: each entering team's regular
    players on the roster at the stage's first game (the next game when none is played yet), as the
    draw seats them (:func:`taikai.competitions.stages.seating.next_round`)."""
    numbers = [n for n, game in enumerate(staged.games, start=1) if game.game.stage == stage]
    at = numbers[0] if numbers else len(staged.games) + 1
    entering = set(teams)
    return sum(
        1 for m in staged.competitors.roster if m.team in entering and not m.substitute and m.active(at)
    )


def schedule(staged: Staged, report: Report) -> list[dict[str, Any]]:
    """Each stage's games: played, and (a stage begun) how many in all: its entrants' games four to a
    table (a stage of players, or a fixed schedule of teams), or, a team stage seated by draw, its
    seated players' games (each team's regular players at the stage's start, one game a round); a
    stage not begun has none yet."""
    played: dict[str, int] = {}
    for game in staged.games:
        played[game.game.stage] = played.get(game.game.stage, 0) + 1
    rows = []
    for stage in staged.format.stages:
        begun = report.stage(stage.name)
        total = None
        if begun is not None and (staged.format.ranks is Ranks.players or stage.seating is Seating.fixed):
            total = -(-len(begun.entrants) * stage.games // SEATS)
        elif begun is not None:  # a team stage seated by draw (the only seating of teams' players)
            total = -(-_seated_players(staged, stage.name, begun.entrants) * stage.games // SEATS)
        rows.append(
            {
                "stage": stage.name,
                "begun": begun is not None,
                "complete": bool(begun and begun.complete),
                "played": played.get(stage.name, 0),
                "total": total,
            }
        )
    return rows


#: The parameters of a stage decision that name an entrant (a player or a team) by id.
ENTRANT_PARAMS = frozenset({"entrant", "upper", "lower"})


def _named(note: Reason, names: Mapping[str, str]) -> Reason:
    """A decision naming its entrants by the names the output shows, not by their ids."""
    params = {
        key: names.get(value, value) if key in ENTRANT_PARAMS and isinstance(value, str) else value
        for key, value in note.params
    }
    return Reason.of(note.code, **params)


def staged_json(staged: Staged, report: Report, lang: str | None = i18n.DEFAULT) -> dict[str, Any]:
    """The staged output (docs/contracts.md): every stage (begun or not) with its standings, who goes
    on and what each carried; every player's record within each team; the schedule; the decisions
    (their messages in ``lang``; None: kept as values, :func:`taikai.contracts.wording.worded`)."""
    words = Wording(lang)
    teams = staged.format.ranks is Ranks.teams
    names = staged.teams if teams else staged.players
    stages = []
    for stage, counts in zip(staged.format.stages, schedule(staged, report), strict=True):
        begun = report.stage(stage.name)
        rows = begun.rows if begun is not None else ()
        stages.append(
            {
                **counts,
                "games_each": stage.games,
                "carry": stage.carry.value,
                "top": stage.top,
                "standings": [
                    {
                        "rank": row.rank,
                        "entrant": row.entrant,
                        "name": names.get(row.entrant, row.entrant),
                        "carried": row.carried,
                        "counted": row.counted,
                        "total": row.total,
                        "games": row.games,
                        "advances": row.advances,
                    }
                    for row in rows
                ],
            }
        )
    records = [
        {
            "player": record.player,
            "name": staged.players.get(record.player, record.player),
            "team": record.team or None,
            "team_name": staged.teams.get(record.team, record.team) if record.team else None,
            "games": record.games,
            "score": record.score,
            "places": list(record.places),
            "best": record.best,
        }
        for record in sorted(report.records, key=lambda r: (r.team, -r.score, r.player))
    ]
    return {
        "ok": True,
        "ranks": staged.format.ranks.value,
        "stages": stages,
        "teams": [
            {
                "team": team,
                "name": name,
                "roster": [
                    {
                        "player": m.player,
                        "name": staged.players.get(m.player, m.player),
                        "first": m.first,
                        "last": m.last,
                        "substitute": m.substitute,
                    }
                    for m in staged.competitors.roster
                    if m.team == team
                ],
            }
            for team, name in staged.teams.items()
        ],
        "records": records,
        "notes": [{"code": note.code, "message": words(_named(note, names))} for note in report.notes],
    }


def named_error(error: BadStages, staged: Staged) -> BadStages:
    """The engine's refusal naming its players and teams by the names the output shows, not by id
    (``game 2: Ben is not on team Team B's roster``); the code and the other values as they were."""
    entrants = staged.teams if staged.format.ranks is Ranks.teams else staged.players
    names = {"player": staged.players, "team": staged.teams, "entrant": entrants}

    def named(line: Reason) -> Reason:
        params = {
            key: names[key].get(value, value) if key in names and isinstance(value, str) else value
            for key, value in line.params
        }
        return Reason.of(line.code, **params)

    lines = [named(line) for line in error.problems if isinstance(line, Reason)]
    return BadStages.of_lines(lines, error.code) if lines else error


def run_staged(staged: Staged) -> Report:
    """The stage engine's report of the file: every game settled, then every stage run; a refusal
    names players and teams by name (:func:`named_error`)."""
    try:
        return run_stages(staged.format, staged.competitors, settled(staged))
    except BadStages as error:
        raise named_error(error, staged) from None
