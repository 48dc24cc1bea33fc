"""The cup file (CONTRACTS.md section 5) in, the cup's JSON out, and the cup file written back.

:func:`read_cup` reads a cup file (a regular file, strict JSON), :func:`parse_cup` turns its data into
a :class:`~taikai.competitions.cup.Cup` (format, ruleset, players, games), :func:`cup_json` writes the
section 5 output with names beside ids and the warnings, and :func:`cup_file` writes a cup back as the
file (``parse_cup(cup_file(cup))`` gives back an equal cup).

Strict: an unknown field is refused with the closest valid name, a repeated key is refused (by
:mod:`taikai.contracts.jsonio`), every value is checked for its type and bounds with the field named.
A problem with the file is a :class:`CupFileError`; a game the file gives correctly but that cannot count
(unknown player, points that do not add up, a record that does not replay) is rejected by the engine.

- ``played_at``: an ISO 8601 time; without an offset it is read in the cup's time zone.
- ``format``: a format preset's name, a format file's path (in the cup file's folder), or the format
  itself, inline (a table of its fields: what an export of a stored cup writes);
- ``rules``: the ruleset the games are settled with instead of the format's: a preset's name, a
  ruleset file's path (in the cup file's folder), or the ruleset itself, inline;
- ``timezone``: the cup's time zone, replacing the format's (default: the format's).
- a game gives ``points`` (with ``deposits`` and ``penalties``) or a ``record``, not both; a record
  is played under the cup's ruleset: its ``rules`` may be left out (or must name that ruleset),
  ``rule_changes`` are refused (copy the format and its ruleset instead); its ``players`` default to
  the seats.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictInt,
    StrictStr,
    ValidationError,
    model_validator,
)

from taikai import i18n
from taikai.competitions import formats
from taikai.competitions.cup import Cup, CupResult, Game, Player
from taikai.competitions.formats import CupFormat
from taikai.competitions.formats.model import check_timezone
from taikai.contracts.files import read_text
from taikai.contracts.formats import file_ruleset, format_ruleset, load_format
from taikai.contracts.game import parse_record, record_data
from taikai.contracts.jsonio import JsonError, loads
from taikai.contracts.settle import parse_penalty, penalty_json
from taikai.contracts.wording import Wording
from taikai.errors import TaikaiError
from taikai.game.record import GameRecord
from taikai.game.settle import Penalty
from taikai.reasons import Reason
from taikai.rules import Ruleset
from taikai.rules.validation import shown, validation_error

__all__ = ["CODES", "CupFileError", "cup_file", "cup_json", "parse_cup", "read_cup"]

MAX_POINTS = 10_000_000  # a seat's final table points, either sign: far beyond any real table
MAX_DEPOSITS = 1_000  # riichi sticks left on the table
MAX_PLAYERS = 100_000
MAX_GAMES = 1_000_000


#: Every message key this contract gives, with its parameters (the catalog tests word each one).
CODES: dict[str, tuple[str, ...]] = {
    "cup_file_not_object": ("origin",),
    "cup_field_hint": (),
    "cup_record_rules": ("origin", "field", "rules", "ruleset"),
    "cup_record_rule_changes": ("origin", "field"),
    "cup_bad_penalty": ("origin", "field", "problem"),
    "cup_player_twice": ("origin", "field", "player"),
}


class CupFileError(TaikaiError):
    """A cup file that cannot be read as one (the message names the field)."""

    code = "bad_cup"


# --------------------------------------------------------------------------- the file's shape


def _moment(value: object) -> datetime:
    """An ISO 8601 time written as a string (a number or an object is refused, not converted)."""
    if isinstance(value, str) and len(value) <= 64:
        try:
            return datetime.fromisoformat(value)
        except ValueError:
            pass
    raise ValueError("not an ISO 8601 time such as 2025-03-30T20:00:00+09:00")


Id = Annotated[StrictStr, Field(min_length=1, max_length=64)]
TablePoints = Annotated[StrictInt, Field(ge=-MAX_POINTS, le=MAX_POINTS)]
Moment = Annotated[datetime, BeforeValidator(_moment)]


class _Entry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PlayerEntry(_Entry):
    """A registered player: ``id`` (what games name), ``name`` (shown beside it; default the id)."""

    id: Id
    name: Annotated[StrictStr, Field(min_length=1, max_length=100)] | None = None


class GameEntry(_Entry):
    """One game: ``points`` (with ``deposits``, ``penalties``) or a whole game ``record``."""

    id: Id
    played_at: Moment
    seats: Annotated[tuple[Id, ...], Field(min_length=4, max_length=4)]
    points: Annotated[tuple[TablePoints, ...], Field(min_length=4, max_length=4)] | None = None
    deposits: Annotated[StrictInt, Field(ge=0, le=MAX_DEPOSITS)] | None = None
    penalties: Annotated[tuple[Any, ...], Field(max_length=64)] | None = None
    record: dict[str, Any] | None = None

    @model_validator(mode="after")
    def _one_way(self) -> GameEntry:
        if (self.points is None) == (self.record is None):
            raise ValueError("give the final table 'points' or a game 'record' (exactly one of them)")
        if self.record is not None and (self.deposits is not None or self.penalties is not None):
            raise ValueError("'deposits' and 'penalties' go with 'points'; a record carries its own")
        return self


class CupFile(_Entry):
    """The whole cup file (CONTRACTS.md section 5)."""

    format: Annotated[StrictStr, Field(min_length=1, max_length=200)] | dict[str, Any]
    rules: Annotated[StrictStr, Field(min_length=1, max_length=200)] | dict[str, Any] | None = None
    timezone: Annotated[StrictStr, AfterValidator(check_timezone)] | None = None
    players: Annotated[tuple[PlayerEntry, ...], Field(max_length=MAX_PLAYERS)]
    games: Annotated[tuple[GameEntry, ...], Field(max_length=MAX_GAMES)] = ()


LISTING = Reason("cup_field_hint")


# --------------------------------------------------------------------------- reading


def read_cup(path: str | Path) -> Cup:
    """Read a cup file: a regular file of strict JSON; a format file it names is read from its folder."""
    path = Path(path)
    text = read_text(path)
    try:
        data = loads(text, str(path))
    except JsonError as error:
        raise CupFileError(error.reason or error.message) from None
    return parse_cup(data, str(path), base=path.parent)


def _record(data: dict[str, Any], game: GameEntry, ruleset: Ruleset, origin: str, field: str) -> GameRecord:
    """A game's record (``field`` is its path), played under the cup's ruleset: the one place records
    are parsed here."""
    if data.get("rules", ruleset.name) != ruleset.name:
        named = shown(data["rules"])
        raise CupFileError.of(
            "cup_record_rules", origin=origin, field=f"{field}.rules", rules=named, ruleset=ruleset.name
        )
    if "rule_changes" in data:
        raise CupFileError.of("cup_record_rule_changes", origin=origin, field=f"{field}.rule_changes")
    try:
        record = {"players": list(game.seats), **data, "rules": ruleset.name}
        return parse_record(record, origin, at=field, ruleset=ruleset)
    except TaikaiError as error:
        raise CupFileError(error.reason or error.message) from None


def _penalties(items: tuple[Any, ...], origin: str, field: str) -> tuple[Penalty, ...]:
    penalties = []
    for index, item in enumerate(items):
        try:
            penalties.append(parse_penalty(item))
        except TaikaiError as error:
            raise CupFileError.of(
                "cup_bad_penalty", origin=origin, field=f"{field}[{index}]", problem=error
            ) from None
    return tuple(penalties)


def _game(entry: GameEntry, ruleset: Ruleset, origin: str, index: int) -> Game:
    if entry.record is not None:
        record = _record(entry.record, entry, ruleset, origin, f"games[{index}].record")
        return Game(entry.id, entry.played_at, entry.seats, record=record)
    return Game(
        entry.id,
        entry.played_at,
        entry.seats,
        points=entry.points,
        deposits=entry.deposits or 0,
        penalties=_penalties(entry.penalties or (), origin, f"games[{index}].penalties"),
    )


def _players(entries: tuple[PlayerEntry, ...], origin: str) -> tuple[Player, ...]:
    seen: set[str] = set()
    for index, entry in enumerate(entries):
        if entry.id in seen:
            raise CupFileError.of(
                "cup_player_twice", origin=origin, field=f"players[{index}].id", player=entry.id
            )
        seen.add(entry.id)
    return tuple(Player(entry.id, entry.name or entry.id) for entry in entries)


def parse_cup(data: Any, origin: str = "cup file", base: Path | None = None) -> Cup:
    """A cup from a parsed cup file; its ``format`` (and ``rules``) name a preset or a file in ``base``,
    or are given inline."""
    if not isinstance(data, dict):
        raise CupFileError.of("cup_file_not_object", origin=origin)
    try:
        entries = CupFile.model_validate(data)
    except ValidationError as error:
        raise validation_error(CupFileError, error, origin, CupFile, hint=LISTING) from None
    where = f"{origin}: field 'format'"
    if isinstance(entries.format, str):
        fmt = load_format(entries.format, CupFormat, base=base, where=where)
    else:
        fmt = formats.written(entries.format, where, CupFormat)
    if entries.timezone is not None and entries.timezone != fmt.timezone:
        fmt = CupFormat.model_validate(fmt.model_dump() | {"timezone": entries.timezone})
    if entries.rules is None:
        ruleset = format_ruleset(fmt, where)
    else:
        ruleset = file_ruleset(entries.rules, base=base, where=f"{origin}: field 'rules'")
    games = tuple(_game(entry, ruleset, origin, index) for index, entry in enumerate(entries.games))
    return Cup(fmt, ruleset, _players(entries.players, origin), games)


# --------------------------------------------------------------------------- writing


def cup_json(cup: Cup, result: CupResult, lang: str | None = i18n.DEFAULT) -> dict[str, Any]:
    """The section 5 output: months with standings (names beside ids), rejected games, warnings (their
    messages in ``lang``; None: kept as values, :func:`taikai.contracts.wording.worded`)."""
    names = {player.id: player.name for player in cup.players}
    words = Wording(lang)
    return {
        "ok": True,
        "months": [
            {
                "month": month.month,
                "standings": [
                    {
                        "player": s.player,
                        "name": names[s.player],
                        "rank": s.rank,
                        "score": s.score,
                        "games": s.games,
                        "places": list(s.places),
                    }
                    for s in month.standings
                ],
            }
            for month in result.months
        ],
        "rejected": [{"game": r.game, "code": r.code, "message": words(r.reason)} for r in result.rejected],
        "warnings": [{"code": w.code, "message": words(w)} for w in result.warnings],
    }


def _game_data(game: Game) -> dict[str, Any]:
    data: dict[str, Any] = {"id": game.id, "played_at": game.played_at.isoformat(), "seats": list(game.seats)}
    if game.record is not None:
        data["record"] = record_data(game.record) | {"players": list(game.record.players)}
        return data
    assert game.points is not None
    data["points"] = list(game.points)
    if game.deposits:
        data["deposits"] = game.deposits
    if game.penalties:
        data["penalties"] = [penalty_json(penalty) for penalty in game.penalties]
    return data


def cup_file(cup: Cup, format: str | None = None) -> dict[str, Any]:
    """The cup as its input file; ``format`` is what the file names (default: the format's name)."""
    return {
        "format": format if format is not None else cup.format.name,
        "timezone": cup.format.timezone,
        "players": [{"id": player.id, "name": player.name} for player in cup.players],
        "games": [_game_data(game) for game in cup.games],
    }
