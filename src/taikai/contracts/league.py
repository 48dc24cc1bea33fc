"""The league file and the league run's JSON (CONTRACTS.md sections 3 and 6), and only here.

- :func:`read_league` reads a league file (a regular file of strict JSON, :mod:`taikai.contracts.files`,
  :func:`taikai.contracts.jsonio.loads`) and :func:`parse_league` turns its data into a
  :class:`LeagueInput`: the :class:`~taikai.competitions.league.League` under the format its
  ``format`` names (a preset, or a format file in the league file's folder), the ruleset of that
  format, the file's warnings and the games it could not give;
- :func:`league_json` writes the result of :func:`~taikai.competitions.league.run_league`: section 3,
  names beside ids, the warnings (section 6), every decision's words in the chosen language beside
  its codes (``why`` and ``why_code`` ...); :func:`report_json` the organizer's report;
- :func:`league_file` writes a league back in its file's form (what an export of a stored league
  gives), and the two round-trip; :func:`action_file` one organizer action (``league close``
  appends one).

Strict: an unknown field is refused everywhere with the closest valid name; types and bounds are
checked with the field named. The whole file is refused (:class:`LeagueError`) for a problem in its
top level, a player or an action; a game that cannot be read is a ``bad_game`` rejection naming the
field, and the others go on. Games are read column by column (each field of every game at once), so
a file of a million games is read in about the time its JSON takes to parse; :func:`parse_league_bytes`
(what :func:`read_league` and ``taikai league run`` call) decodes a file's games straight into typed
fields and leaves a file they refuse to :func:`~taikai.contracts.jsonio.loads` (the same checks either
way). Every message is a catalog key with its parameters (:data:`CODES`), worded by
:func:`taikai.i18n.words`.

>>> read = parse_league({
...     "format": "hitonazo-m", "timezone": "Asia/Tokyo",
...     "players": [{"id": "p1", "name": "Aki"}, {"id": "p2", "name": "Ben", "tier": "B2"}],
...     "games": [{"id": "g1", "played_at": "2025-03-02T21:00:00+09:00", "seats": ["p1", "p2", "p3", "p4"],
...                "points": [48000, 31000, 12000, 9000], "deposit": 1}]}, "league.json")
>>> read.league.players[1].tier, read.league.games, read.warnings, read.ruleset.name
(7, (), (), 'hitonazo-m')
>>> read.unreadable[0].message
"unknown field 'deposit' (did you mean 'deposits'?)"
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from functools import partial
from itertools import chain, compress, filterfalse, repeat
from operator import attrgetter, is_not
from pathlib import Path
from typing import Any
from zoneinfo import available_timezones

import msgspec
from msgspec import UNSET, UnsetType

from taikai import bounds, i18n
from taikai.competitions import formats
from taikai.competitions.formats import LeagueFormat
from taikai.competitions.formats.model import check_timezone
from taikai.competitions.league import (
    ACTION_KINDS,
    AcceptGame,
    Action,
    Blacklist,
    CloseSeason,
    FinalResult,
    Game,
    HideName,
    League,
    LeagueError,
    LeagueResult,
    Player,
    QualifierResult,
    Rejected,
    ReopenSeason,
    ResetRecord,
    SeasonResult,
    Why,
    Withdraw,
    YearResult,
    ladder,
    percent,
)
from taikai.competitions.league.closing import parse_fingerprint
from taikai.competitions.league.intake import check_season
from taikai.competitions.league.model import MAX_SCORE, score_tenths
from taikai.contracts.files import read_bytes
from taikai.contracts.formats import file_ruleset, format_ruleset, load_format
from taikai.contracts.jsonio import loads, loads_typed
from taikai.contracts.rules import load_ruleset
from taikai.contracts.settle import parse_penalty, penalty_json
from taikai.contracts.wording import Wording
from taikai.errors import InputWarning, TaikaiError
from taikai.game.settle import Penalty
from taikai.reasons import Reason
from taikai.rules import Ruleset
from taikai.rules.validation import shown

__all__ = [
    "CODES",
    "DEFAULT_FORMAT",
    "HIDDEN",
    "MAX_ID",
    "MAX_POINTS",
    "LeagueInput",
    "action_file",
    "league_file",
    "league_json",
    "parse_league",
    "parse_league_bytes",
    "read_league",
    "report_json",
    "shown_names",
]

MAX_ID = 64  # characters of a player, game or table id
MAX_NAME = 200  # characters of a player's name
MAX_TEXT = 500  # characters of an organizer's reason
MAX_POINTS = 1_000_000  # |table points| of a seat: far beyond any table (4 x 25,000 to share)
MAX_DEPOSITS = 1_000  # riichi sticks left on the table
FIRST_YEAR, LAST_YEAR = 1900, 2999  # of a game's time
HIDDEN = "(hidden)"  # the name shown for a player whose name the organizer hid
DEFAULT_FORMAT = "hitonazo-m"  # assumed, with a warning, for a file that names no format
EXAMPLE_ZONE = "Asia/Tokyo"  # shown as an example when no time zone's name is close to a mistyped one

TOP_FIELDS = ("format", "rules", "timezone", "players", "games", "actions")
PLAYER_FIELDS = ("id", "name", "tier")
GAME_FIELDS = ("id", "played_at", "seats", "points", "scores", "deposits", "penalties")
ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    "blacklist": ("player", "since"),
    "hide_name": ("player",),
    "reset_record": ("player", "season"),
    "accept_game": ("game", "season"),
    "withdraw": ("year", "player"),
    "qualifier_result": ("year", "table", "places"),
    "final_result": ("year", "hanchan", "effective_season"),
    "close_season": ("season", "at", "fingerprint"),
    "reopen_season": ("season", "at", "reason"),
}
REQUIRED: dict[str, tuple[str, ...]] = {
    "blacklist": ("player",),
    "hide_name": ("player",),
    "reset_record": ("player", "season"),
    "accept_game": ("game",),
    "withdraw": ("year", "player"),
    "qualifier_result": ("year", "table", "places"),
    "final_result": ("year", "hanchan"),
    "close_season": ("season", "at", "fingerprint"),
    "reopen_season": ("season", "at", "reason"),
}

#: Every message key this contract gives, with its parameters (the catalog tests word each one).
CODES: dict[str, tuple[str, ...]] = {
    "league_file_not_object": ("origin",),
    "league_no_players": ("origin",),
    "league_unknown_field": ("field", "name", "close"),
    "league_unknown_field_listed": ("field", "name", "valid"),
    "league_missing_field": ("field", "name"),
    "league_not_object": ("field", "value"),
    "league_not_list": ("field", "value"),
    "league_not_id": ("field", "value", "most"),
    "league_not_name": ("field", "value", "most"),
    "league_not_text": ("field", "value", "most"),
    "league_not_tier": ("field", "value"),
    "league_unknown_tier_at": ("field", "tier", "examples"),
    "league_not_time": ("field", "value", "first", "last"),
    "league_not_pt": ("field", "value", "most"),
    "league_not_year": ("field", "value"),
    "league_not_ids": ("field", "value"),
    "league_not_hanchan": ("field", "value"),
    "league_not_fingerprint": ("field",),
    "league_unknown_action": ("field", "value", "close", "actions"),
    "league_unknown_action_listed": ("field", "value", "actions"),
    "league_format_not_preset": ("value", "presets"),
    "league_unknown_timezone": ("value", "close"),
    "league_game_not_object": ("value",),
    "league_game_unknown_field": ("name", "close"),
    "league_game_unknown_field_listed": ("name", "valid"),
    "league_game_missing": ("name",),
    "league_game_points_without_seats": (),
    "league_game_seats_without_points": (),
    "league_game_no_points_or_scores": (),
    "league_game_bad_id": ("value", "most"),
    "league_game_bad_time": ("value", "first", "last"),
    "league_game_bad_points": ("value", "most"),
    "league_game_bad_seats": ("value", "most"),
    "league_game_bad_deposits": ("value", "most"),
    "league_game_bad_scores": ("value",),
    "league_game_bad_score_player": ("value", "most"),
    "league_game_bad_score": ("player", "value", "most"),
    "league_game_bad_penalties": ("value",),
    "league_game_bad_penalty": ("index", "problem"),
    "assumed_default": ("origin", "field", "value"),
}


# --------------------------------------------------------------------------- messages


def _close(name: object, valid: Iterable[str]) -> str | None:
    found = difflib.get_close_matches(str(name), list(valid), n=1, cutoff=0.6)
    return found[0] if found else None


def _unknown_field(field: str, name: object, valid: Sequence[str]) -> LeagueError:
    """``field: unknown field 'nmae' (did you mean 'name'?)``, or the valid names when none is close."""
    text = str(name)[:MAX_ID]
    close = _close(name, valid)
    if close is None:
        return LeagueError.of("league_unknown_field_listed", field=field, name=text, valid=tuple(valid))
    return LeagueError.of("league_unknown_field", field=field, name=text, close=close)


def _is_id(value: Any) -> bool:
    return type(value) is str and 0 < len(value) <= MAX_ID


def _id(value: Any, field: str) -> str:
    if not _is_id(value):
        raise LeagueError.of("league_not_id", field=field, value=shown(value), most=MAX_ID)
    return str(value)


def _text(value: Any, field: str, most: int, key: str = "league_not_text") -> str:
    if type(value) is not str or not 0 < len(value) <= most:
        raise LeagueError.of(key, field=field, value=shown(value), most=most)
    return value


def _moment(value: Any) -> datetime | None:
    """An ISO 8601 time of the years 1900 to 2999 (with an offset, or read later in the league's time
    zone); None if it is not one."""
    if type(value) is not str or len(value) > MAX_ID:
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment if FIRST_YEAR <= moment.year <= LAST_YEAR else None


def _time(value: Any, field: str) -> datetime:
    moment = _moment(value)
    if moment is None:
        raise LeagueError.of(
            "league_not_time", field=field, value=shown(value), first=FIRST_YEAR, last=LAST_YEAR
        )
    return moment


def _tenths(value: Any) -> int | None:
    return None if isinstance(value, bool) or not isinstance(value, int | Decimal) else score_tenths(value)


def _pt(value: Any, field: str) -> Decimal:
    """A score (pt): a JSON number with at most one decimal place, at most 10,000.0 either way."""
    tenths = _tenths(value)
    if tenths is None:
        raise LeagueError.of("league_not_pt", field=field, value=shown(value), most=MAX_SCORE)
    return Decimal(tenths).scaleb(-1)


def _season(value: Any, field: str) -> str:
    if type(value) is not str or len(value) != 7:
        raise LeagueError.of("league_bad_season", field=field, value=shown(value))
    check_season(value, field)
    return value


# --------------------------------------------------------------------------- players and actions


def _fields(data: Any, where: str, valid: Sequence[str], required: Sequence[str]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise LeagueError.of("league_not_object", field=where, value=shown(data))
    for key in data:
        if key not in valid:
            raise _unknown_field(where, key, valid)
    for key in required:
        if key not in data:
            raise LeagueError.of("league_missing_field", field=where, name=key)
    return data


def _player(data: Any, where: str, fmt: LeagueFormat) -> Player:
    fields = _fields(data, where, PLAYER_FIELDS, ("id",))
    player_id = _id(fields["id"], f"{where}.id")
    name = _text(fields.get("name", player_id), f"{where}.name", MAX_NAME, "league_not_name")
    tier = fields.get("tier")
    if tier is not None and (type(tier) is not str or len(tier) > 10):
        raise LeagueError.of("league_not_tier", field=f"{where}.tier", value=shown(tier))
    try:
        level = 0 if tier is None else ladder(fmt).parse_tier(tier)
    except LeagueError as error:
        raise LeagueError.of("league_unknown_tier_at", field=f"{where}.tier", **error.params) from None
    return Player(player_id, name, level)


def _year(value: Any, field: str) -> str:
    """A league year, written 2025 or "2025"."""
    text = str(value) if type(value) in (int, str) else ""
    if not (text.isdigit() and len(text) == 4):
        raise LeagueError.of("league_not_year", field=field, value=shown(value))
    return text


def _ids(value: Any, field: str) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) > 100:
        raise LeagueError.of("league_not_ids", field=field, value=shown(value))
    return tuple(_id(item, f"{field}[{index}]") for index, item in enumerate(value))


def _hanchan(value: Any, field: str) -> tuple[dict[str, Decimal], ...]:
    if not isinstance(value, list) or len(value) > 100:
        raise LeagueError.of("league_not_hanchan", field=field, value=shown(value))
    hanchan = []
    for index, scores in enumerate(value):
        where = f"{field}[{index}]"
        if not isinstance(scores, dict):
            raise LeagueError.of("league_not_hanchan", field=where, value=shown(scores))
        hanchan.append({_id(p, where): _pt(pt, f"{where}.{p}") for p, pt in scores.items()})
    return tuple(hanchan)


def _fingerprint(value: Any, field: str) -> str:
    if type(value) is not str or parse_fingerprint(value) is None:
        raise LeagueError.of("league_not_fingerprint", field=field)
    return value


def _optional(value: Any, read: Callable[[Any, str], Any], field: str) -> Any:
    return None if value is None else read(value, field)


_ACTIONS: dict[str, Callable[[dict[str, Any], str], Action]] = {
    "blacklist": lambda d, w: Blacklist(
        _id(d["player"], f"{w}.player"), _optional(d.get("since"), _time, f"{w}.since")
    ),
    "hide_name": lambda d, w: HideName(_id(d["player"], f"{w}.player")),
    "reset_record": lambda d, w: ResetRecord(
        _id(d["player"], f"{w}.player"), _season(d["season"], f"{w}.season")
    ),
    "accept_game": lambda d, w: AcceptGame(
        _id(d["game"], f"{w}.game"), _optional(d.get("season"), _season, f"{w}.season")
    ),
    "withdraw": lambda d, w: Withdraw(_year(d["year"], f"{w}.year"), _id(d["player"], f"{w}.player")),
    "qualifier_result": lambda d, w: QualifierResult(
        _year(d["year"], f"{w}.year"), _id(d["table"], f"{w}.table"), _ids(d["places"], f"{w}.places")
    ),
    "final_result": lambda d, w: FinalResult(
        _year(d["year"], f"{w}.year"),
        _hanchan(d["hanchan"], f"{w}.hanchan"),
        _optional(d.get("effective_season"), _season, f"{w}.effective_season"),
    ),
    "close_season": lambda d, w: CloseSeason(
        _season(d["season"], f"{w}.season"),
        _time(d["at"], f"{w}.at"),
        _fingerprint(d["fingerprint"], f"{w}.fingerprint"),
    ),
    "reopen_season": lambda d, w: ReopenSeason(
        _season(d["season"], f"{w}.season"),
        _time(d["at"], f"{w}.at"),
        _text(d["reason"], f"{w}.reason", MAX_TEXT),
    ),
}


def _action(data: Any, where: str) -> Action:
    kind = data.get("action") if isinstance(data, dict) else None
    if kind not in _ACTIONS:
        close, kinds = _close(kind, _ACTIONS), tuple(_ACTIONS)
        field, value = f"{where}.action", shown(kind)
        if close is None:
            raise LeagueError.of("league_unknown_action_listed", field=field, value=value, actions=kinds)
        raise LeagueError.of("league_unknown_action", field=field, value=value, close=close, actions=kinds)
    where = f"{where} ({kind})"
    fields = _fields(data, where, ("action", *ACTION_FIELDS[kind]), REQUIRED[kind])
    return _ACTIONS[kind](fields, where)


# --------------------------------------------------------------------------- games, column by column


class _GameFields(msgspec.Struct, forbid_unknown_fields=True):
    """A game of the file as typed msgspec fields (a field the game leaves out is ``UNSET``): whether the
    file is well typed only; the values are checked by the same column checks as the games of a file
    read by :func:`~taikai.contracts.jsonio.loads`."""

    id: str
    played_at: str
    seats: tuple[str, ...] | UnsetType = UNSET  # JSON arrays read as the tuples a Game keeps
    points: tuple[int, ...] | UnsetType = UNSET
    scores: Any = UNSET
    deposits: int | UnsetType = UNSET
    penalties: Any = UNSET


class _LeagueFields(msgspec.Struct, forbid_unknown_fields=True):
    """The top level of a league file, its games typed (the rest is read as :func:`parse_league` reads
    it)."""

    format: Any = UNSET
    rules: Any = UNSET
    timezone: Any = UNSET
    players: Any = UNSET
    games: list[_GameFields] | UnsetType = UNSET
    actions: Any = UNSET


_DECODER = msgspec.json.Decoder(_LeagueFields, float_hook=bounds.number)  # out of bounds: loads says so


class _GameProblems:
    """The first problem found in each game (games are checked one field at a time, all games at once)."""

    def __init__(self) -> None:
        self.problems: dict[int, Reason | TaikaiError] = {}

    def add(self, index: int, problem: Reason | TaikaiError) -> None:
        self.problems.setdefault(index, problem)

    def check(
        self,
        indexes: Sequence[int],
        values: Sequence[Any],
        good: Callable[[Any], bool],
        problem: Callable[[Any], Reason],
        all_good: Callable[[Sequence[Any]], bool] | None = None,
    ) -> None:
        """``problem(value)`` recorded for the game of every value that is not ``good``.

        ``all_good`` answers for the whole column at once (C-level passes); it must hold
        exactly when every value is good. When it does not hold, each value is looked at.
        """
        if (all_good or partial(_all_true, good))(values):
            return
        for index, value in zip(indexes, values, strict=True):
            if not good(value):
                self.add(index, problem(value))


def _all_true(good: Callable[[Any], bool], values: Sequence[Any]) -> bool:
    return all(map(good, values))


_ARRAYS = frozenset((list, tuple))  # a JSON array: a list from loads, a tuple from the typed fields


def _is_points(value: Any) -> bool:
    return (
        type(value) in _ARRAYS
        and len(value) <= 8
        and all(type(p) is int and -MAX_POINTS <= p <= MAX_POINTS for p in value)
    )


def _all_points(column: Sequence[Any]) -> bool:
    """:func:`_is_points` of every value, in C-level passes over the column."""
    if not column:
        return True
    flat = list(chain.from_iterable(column)) if set(map(type, column)) <= _ARRAYS else None
    return (
        flat is not None
        and max(map(len, column)) <= 8
        and set(map(type, flat)) <= {int}
        and (not flat or (min(flat) >= -MAX_POINTS and max(flat) <= MAX_POINTS))
    )


def _is_seats(value: Any) -> bool:
    return type(value) in _ARRAYS and len(value) <= 8 and all(map(_is_id, value))


def _all_seats(column: Sequence[Any]) -> bool:
    """:func:`_is_seats` of every value, in C-level passes over the column (the ids checked once each: a
    league has far fewer players than seats; only a string equals a string)."""
    if not column or not set(map(type, column)) <= _ARRAYS:
        return not column
    try:
        seated = set(chain.from_iterable(column))
    except TypeError:  # a value that is no id (a list): looked at seat by seat
        return False
    return max(map(len, column)) <= 8 and (not seated or _all_ids(seated))


def _is_deposits(value: Any) -> bool:
    return type(value) is int and 0 <= value <= MAX_DEPOSITS


def _all_deposits(column: Sequence[Any]) -> bool:
    """:func:`_is_deposits` of every value, in C-level passes over the column."""
    return not column or (
        set(map(type, column)) == {int} and min(column) >= 0 and max(column) <= MAX_DEPOSITS
    )


_new_game = partial(tuple.__new__, Game)  # C-level construction of the named tuple
_YEAR = attrgetter("year")


def _shape_problem(keys: tuple[str, ...]) -> Reason | None:
    """What the fields of a game lack or have too many of (None when they are fine)."""
    for key in keys:
        if key not in GAME_FIELDS:
            close = _close(key, GAME_FIELDS)
            name = str(key)[:MAX_ID]
            if close is None:
                return Reason.of("league_game_unknown_field_listed", name=name, valid=GAME_FIELDS)
            return Reason.of("league_game_unknown_field", name=name, close=close)
    for key in ("id", "played_at"):
        if key not in keys:
            return Reason.of("league_game_missing", name=key)
    if "points" in keys and "seats" not in keys:
        return Reason("league_game_points_without_seats")
    if "seats" in keys and "points" not in keys:
        return Reason("league_game_seats_without_points")
    if "points" not in keys and "scores" not in keys:
        return Reason("league_game_no_points_or_scores")
    return None


def _penalties(value: Any) -> tuple[Penalty, ...]:
    if type(value) is not list or len(value) > 16:
        raise LeagueError.of("league_game_bad_penalties", value=shown(value))
    penalties = []
    for index, item in enumerate(value):
        try:
            penalties.append(parse_penalty(item))
        except TaikaiError as error:
            raise LeagueError.of("league_game_bad_penalty", index=index, problem=error) from None
    return tuple(penalties)


def _scores(value: Any) -> tuple[tuple[str, ...], tuple[Decimal, ...]]:
    """The players and their settled scores (pt) of a ``scores`` object."""
    if type(value) is not dict or len(value) > 8:
        raise LeagueError.of("league_game_bad_scores", value=shown(value))
    for player in value:
        if not _is_id(player):
            raise LeagueError.of("league_game_bad_score_player", value=shown(player), most=MAX_ID)
    scores = []
    for player, score in value.items():
        tenths = _tenths(score)
        if tenths is None:
            raise LeagueError.of("league_game_bad_score", player=player, value=shown(score), most=MAX_SCORE)
        scores.append(Decimal(tenths).scaleb(-1))
    return tuple(value), tuple(scores)


def _all_ids(column: Sequence[Any]) -> bool:
    """:func:`_is_id` of every value, in C-level passes over the column."""
    return not column or (
        set(map(type, column)) == {str} and "" not in column and max(map(len, column)) <= MAX_ID
    )


def _moments(times: list[Any]) -> list[datetime | None]:
    """:func:`_moment` of every value (C-level when every one is a time)."""
    if _all_ids(times):  # strings of at most MAX_ID characters
        try:
            moments = list(map(datetime.fromisoformat, times))
        except ValueError:
            pass
        else:
            years = list(map(_YEAR, moments))
            if not moments or (min(years) >= FIRST_YEAR and max(years) <= LAST_YEAR):
                return moments  # type: ignore[return-value]
    return list(map(_moment, times))


def _each(column: list[Any], read: Callable[[Any], Any], found: _GameProblems) -> dict[int, Any]:
    """``read(value)`` of every value given (not None) by index; a LeagueError is the game's problem."""
    values = {}
    for index in () if column.count(None) == len(column) else range(len(column)):
        if column[index] is not None:
            try:
                values[index] = read(column[index])
            except LeagueError as error:
                found.add(index, error.reason or error)
    return values


def _games(raw: list[Any]) -> tuple[list[Game], list[Rejected]]:
    """Every game that can be read, and a ``bad_game`` rejection naming the field for each other one."""
    found = _GameProblems()
    every = range(len(raw))
    found.check(
        every,
        raw,
        lambda g: type(g) is dict,
        lambda g: Reason.of("league_game_not_object", value=shown(g)),
        lambda column: set(map(type, column)) <= {dict},
    )
    objects = [game if type(game) is dict else {} for game in raw] if found.problems else raw
    present = set(chain.from_iterable(_check_shapes(found, every, list(map(tuple, objects)), tuple)))

    def column(key: str, default: Any = None) -> list[Any]:
        if key not in present:
            return [default] * len(objects)
        return list(map(dict.get, objects, repeat(key), repeat(default)))

    return _read_games(found, every, column)


def _check_shapes(
    found: _GameProblems,
    every: range,
    shapes: list[Any],
    fields: Callable[[Any], tuple[str, ...]],
) -> dict[Any, Reason | None]:
    """Each game's shape problem (:func:`_shape_problem` of the ``fields`` of its shape, worked out once
    per distinct shape); the problem of each distinct shape."""
    shape_problem = {shape: _shape_problem(fields(shape)) for shape in set(shapes)}
    no_problem = not any(shape_problem.values())
    found.check(
        every,
        shapes,
        lambda shape: shape_problem[shape] is None,
        shape_problem.__getitem__,
        lambda _: no_problem,
    )
    return shape_problem


def _typed_games(games: list[_GameFields]) -> tuple[list[Game], list[Rejected]]:
    """:func:`_games` of games decoded into :class:`_GameFields` (the same checks, column by column)."""
    found = _GameProblems()
    every = range(len(games))
    columns = {name: list(map(attrgetter(name), games)) for name in GAME_FIELDS}
    unset = {name: values.count(UNSET) for name, values in columns.items()}
    given = tuple(name for name in GAME_FIELDS if not unset[name])
    varied = [name for name in GAME_FIELDS if 0 < unset[name] < len(games)]
    # which of the fields some games leave out each game gives
    gives = [map(is_not, columns[name], repeat(UNSET)) for name in varied]
    patterns = list(zip(*gives, strict=True)) if varied else [()] * len(games)
    _check_shapes(found, every, patterns, lambda pattern: (*given, *compress(varied, pattern)))

    def column(key: str, default: Any = None) -> list[Any]:
        values = columns[key]
        if not unset[key]:
            return values
        return [default if value is UNSET else value for value in values]

    return _read_games(found, every, column)


def _read_games(
    found: _GameProblems, every: range, column: Callable[..., list[Any]]
) -> tuple[list[Game], list[Rejected]]:
    """The games from their columns (``column(key, default)``: each game's value of a field, ``default``
    where it gives none) once their shapes are checked: each field checked for every game at once."""

    def problem(key: str, **params: Any) -> Callable[[Any], Reason]:
        # a tuple of the typed fields is shown as the list loads gives for the same JSON array
        return lambda value: Reason.of(
            key, value=shown(list(value) if type(value) is tuple else value), **params
        )

    ids = column("id")
    found.check(every, ids, _is_id, problem("league_game_bad_id", most=MAX_ID), _all_ids)
    times = column("played_at")
    moments = _moments(times)
    if None in moments:
        bad_time = problem("league_game_bad_time", first=FIRST_YEAR, last=LAST_YEAR)
        for index in (i for i, moment in enumerate(moments) if moment is None):
            found.add(index, bad_time(times[index]))
    points, seats, deposits = column("points"), column("seats"), column("deposits", 0)
    tables = [i for i, value in enumerate(points) if value is not None]
    table_points = points if len(tables) == len(points) else [points[i] for i in tables]
    found.check(
        tables, table_points, _is_points, problem("league_game_bad_points", most=MAX_POINTS), _all_points
    )
    table_seats = seats if len(tables) == len(seats) else [seats[i] for i in tables]
    found.check(tables, table_seats, _is_seats, problem("league_game_bad_seats", most=MAX_ID), _all_seats)
    found.check(
        every, deposits, _is_deposits, problem("league_game_bad_deposits", most=MAX_DEPOSITS), _all_deposits
    )
    settled = _each(column("scores"), _scores, found)
    for index, (players, _) in settled.items():
        seats[index] = players  # a game of settled scores: its players are the keys of 'scores'
    penalties = _each(column("penalties"), _penalties, found)
    names = (
        [game_id if _is_id(game_id) else f"games[{i}]" for i, game_id in enumerate(ids)]
        if found.problems
        else ids
    )
    unreadable = [Rejected(names[i], "bad_game", found.problems[i]) for i in sorted(found.problems)]
    readable = list(filterfalse(found.problems.__contains__, every))
    scores = {index: values for index, (_, values) in settled.items()}
    return _made(readable, ids, moments, seats, points, scores, deposits, penalties), unreadable


def _made(
    readable: Sequence[int],
    ids: list[Any],
    moments: list[Any],
    seats: list[Any],
    points: list[Any],
    scores: dict[int, tuple[Decimal, ...]],
    deposits: list[Any],
    penalties: dict[int, tuple[Penalty, ...]],
) -> list[Game]:
    """The games at the ``readable`` indexes, from the checked columns."""
    whole = len(readable) == len(ids)

    def pick(values: list[Any]) -> list[Any]:
        return values if whole else list(map(values.__getitem__, readable))

    table_points = pick(points)
    if scores:
        table_points = [None if p is None else tuple(p) for p in table_points]
    else:
        table_points = list(map(tuple, table_points))
    columns = zip(
        pick(ids),
        pick(moments),
        map(tuple, pick(seats)),
        table_points,
        map(scores.get, readable) if scores else [None] * len(readable),
        pick(deposits),
        map(penalties.get, readable, repeat(())) if penalties else [()] * len(readable),
        strict=True,
    )
    return list(map(_new_game, columns))


# --------------------------------------------------------------------------- the file


@dataclass(frozen=True, slots=True)
class LeagueInput:
    """What a league file gives: the league, its format's ruleset, the file's warnings, the games it could
    not give (``bad_game`` rejections) and what its ``format`` names (written back by :func:`league_file`)."""

    league: League
    ruleset: Ruleset
    warnings: tuple[InputWarning, ...]
    unreadable: tuple[Rejected, ...]
    format_name: str


def _list(data: Mapping[str, Any], key: str) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise LeagueError.of("league_not_list", field=key, value=shown(value))
    return value


def _format(name: str, base: Path | None, origin: str) -> tuple[LeagueFormat, Ruleset]:
    """The format ``name`` gives (a preset; a format file only inside ``base``, the league file's folder)
    and its ruleset (a ruleset file a format file names is read from the format file's folder)."""
    presets = formats.preset_names()
    if name not in presets and base is None:
        raise LeagueError.of("league_format_not_preset", value=shown(name), presets=tuple(presets))
    fmt = load_format(name, LeagueFormat, base=base, where=f"{origin}: field 'format'")
    folder = None if name in presets or base is None else (base / name).parent
    return fmt, load_ruleset(fmt.ruleset, base=folder)


def _timezone(fmt: LeagueFormat, value: Any) -> LeagueFormat:
    """The format with the league file's own time zone."""
    zone = _text(value, "timezone", MAX_ID)
    try:
        check_timezone(zone)
    except ValueError:
        raise LeagueError.of(
            "league_unknown_timezone",
            value=shown(zone),
            close=_close(zone, available_timezones()) or EXAMPLE_ZONE,
        ) from None
    return fmt if zone == fmt.timezone else fmt.model_copy(update={"timezone": zone})


def parse_league(data: Any, origin: str = "the league file", base: Path | None = None) -> LeagueInput:
    """A league from a parsed league file (see :class:`LeagueInput`).

    ``format`` names the league's format: a preset, or (with ``base``, the league file's folder) a
    format file inside that folder; a file that names none gets the preset :data:`DEFAULT_FORMAT` with
    an ``assumed_default`` warning; it may also be the format itself, inline (what an export of a stored
    league writes). ``rules`` plays the format under another ruleset (a preset, a ruleset file in
    ``base``, or inline). ``timezone`` replaces the format's time zone (a time without an
    offset is read in it). Raises :class:`LeagueError` naming the field for a problem anywhere but in a
    game.
    """
    return _parse(data, origin, base, lambda: _games(_list(data, "games")))


def _parse(
    data: Any, origin: str, base: Path | None, games: Callable[[], tuple[list[Game], list[Rejected]]]
) -> LeagueInput:
    """:func:`parse_league`, the file's games read by ``games()``."""
    if not isinstance(data, dict):
        raise LeagueError.of("league_file_not_object", origin=origin)
    for key in data:
        if key not in TOP_FIELDS:
            raise _unknown_field(origin, key, TOP_FIELDS)
    if "players" not in data:
        raise LeagueError.of("league_no_players", origin=origin)
    warnings = ()
    if "format" not in data:
        warnings = (InputWarning.of("assumed_default", origin=origin, field="format", value=DEFAULT_FORMAT),)
    given = data.get("format", DEFAULT_FORMAT)
    if isinstance(given, dict):  # the format itself, inline (an export of a stored league)
        fmt = formats.written(given, f"{origin}: field 'format'", LeagueFormat)
        name, ruleset = fmt.name, None
    else:
        name = _text(given, "format", 200)
        fmt, ruleset = _format(name, base, origin)
    if "rules" in data:  # the format played under another ruleset (taikai competition create --rules)
        rules = data["rules"] if isinstance(data["rules"], dict) else _text(data["rules"], "rules", 200)
        ruleset = file_ruleset(rules, base=base, where=f"{origin}: field 'rules'")
    elif ruleset is None:
        ruleset = format_ruleset(fmt, f"{origin}: field 'format'")
    if "timezone" in data:
        fmt = _timezone(fmt, data["timezone"])
    players = tuple(_player(p, f"players[{i}]", fmt) for i, p in enumerate(_list(data, "players")))
    read_games, unreadable = games()
    actions = tuple(_action(a, f"actions[{i}]") for i, a in enumerate(_list(data, "actions")))
    league = League(fmt, players, tuple(read_games), actions)
    return LeagueInput(league, ruleset, warnings, tuple(unreadable), name)


def parse_league_bytes(raw: bytes, origin: str = "the league file", base: Path | None = None) -> LeagueInput:
    """:func:`parse_league` of the strict JSON text ``raw``: its games decoded straight into typed fields
    (:class:`_GameFields`, no dict per game) when every one of them is well typed and the text repeats
    no key; otherwise read by :func:`~taikai.contracts.jsonio.loads`, which says what is wrong (the same
    league, the same refusals and warnings)."""
    typed = loads_typed(raw, _DECODER)
    if typed is None:
        return parse_league(loads(raw, origin), origin, base)
    data = {name: value for name in TOP_FIELDS if (value := getattr(typed, name)) is not UNSET}
    return _parse(data, origin, base, lambda: _typed_games(data.get("games", [])))


def read_league(path: str | Path) -> LeagueInput:
    """Read a league file: a regular file of strict JSON; a format file it names is read from its folder."""
    path = Path(path)
    return parse_league_bytes(read_bytes(path), str(path), base=path.parent)


# --------------------------------------------------------------------------- words


def _rejected_json(rejected: Rejected, words: Wording) -> dict[str, str]:
    return {"game": rejected.game, "code": rejected.code, "message": words(rejected.reason)}


def _warning_json(warning: InputWarning, words: Wording) -> dict[str, str]:
    return {"code": warning.code, "message": words(warning)}


# --------------------------------------------------------------------------- writing


def shown_names(league: League, result: LeagueResult) -> dict[str, str]:
    """Every player's name as the standings show it ("(hidden)" when the organizer hid it)."""
    return {p.id: HIDDEN if p.id in result.hidden else p.name for p in league.players}


_CODE = attrgetter("code")


def _codes(why: Why) -> list[str]:
    return list(map(_CODE, why))


def _season_json(
    season: SeasonResult, fmt: LeagueFormat, names: Mapping[str, str], words: Wording
) -> dict[str, Any]:
    levels = {s.tier for s in season.standings} | {s.next_tier for s in season.standings}
    tier = {level: ladder(fmt).tier_name(level) for level in levels}
    n = season.participants
    return {
        "season": season.season,
        "participants": n,
        "void": season.void,
        "provisional": season.provisional,
        "standings": [
            {
                "player": s.player,
                "name": names[s.player],
                "rank": s.rank,
                "score": s.score,
                "games": s.games,
                "top_pct": percent(s.rank, n),
                "bottom_pct": percent(n - s.rank + 1, n),
                "tier": tier[s.tier],
                "promotion": s.promotion,
                "demotion": s.demotion,
                "next_tier": tier[s.next_tier],
                "why": words.parts(s.why),
                "why_code": _codes(s.why),
            }
            for s in season.standings
        ],
        "champion": season.champion,
        "rank_champions": dict(season.rank_champions),
        "annual_points": dict(season.annual_points),
        "void_why": words(season.void_why),
        "void_why_code": season.void_why.code,
        "champion_why": words(season.champion_why),
        "champion_why_code": season.champion_why.code,
        "rank_champions_why": {group: words(why) for group, why in season.rank_champions_why.items()},
        "rank_champions_why_code": {group: why.code for group, why in season.rank_champions_why.items()},
    }


def _year_json(year: YearResult, names: Mapping[str, str], words: Wording) -> dict[str, Any]:
    bracket = year.championship
    championship: dict[str, Any] = {"final": list(bracket.fields["final"])}
    championship.update(
        {table: list(players) for table, players in bracket.fields.items() if table != "final"}
    )
    if bracket.final:
        championship["final_results"] = [
            {
                "player": f.player,
                "name": names[f.player],
                "place": f.place,
                "carry": f.carry,
                "last": f.last,
                "total": f.total,
                "promotion": f.promotion,
            }
            for f in bracket.final
        ]
        championship["champion"] = bracket.champion
    championship["log"] = list(map(words, bracket.log))
    championship["log_code"] = [entry.code for entry in bracket.log]
    championship["log_params"] = [entry.as_dict() for entry in bracket.log]
    return {
        "year": year.year,
        "ranking": [
            {
                "player": e.player,
                "name": names[e.player],
                "points": e.points,
                "season_wins": e.season_wins,
                "rank_wins": e.rank_wins,
                "score": e.score,
                "games": e.games,
            }
            for e in year.ranking
        ],
        "championship": championship,
    }


def _mentioned(result: LeagueResult) -> set[str]:
    """Every player id the section 3 output names."""
    ids: set[str] = set()
    for season in result.seasons:
        ids.update(season.annual_points)  # the participants
        ids.update(p for p in (season.champion, *season.rank_champions.values()) if p is not None)
    for year in result.years:
        ids.update(chain.from_iterable(year.championship.fields.values()))
    return ids


def league_json(read: LeagueInput, result: LeagueResult, lang: str | None = i18n.DEFAULT) -> dict[str, Any]:
    """The section 3 response, with names beside ids, the warnings (section 6) and every decision in
    words in ``lang`` beside its code (None: kept as values, :func:`taikai.contracts.wording.worded`).

    The games the file could not give come first in ``rejected``; the file's warnings before the
    engine's.
    """
    league = read.league
    names = shown_names(league, result)
    mentioned = _mentioned(result)
    words = Wording(lang)
    return {
        "ok": True,
        "seasons": [_season_json(s, league.format, names, words) for s in result.seasons],
        "years": [_year_json(y, names, words) for y in result.years],
        "rejected": [_rejected_json(r, words) for r in (*read.unreadable, *result.rejected)],
        "warnings": [_warning_json(w, words) for w in (*read.warnings, *result.warnings)],
        "names": {player: name for player, name in names.items() if player in mentioned},
    }


def _players_in(reason: Reason) -> Iterator[str]:
    for key, value in reason.params:
        if key in ("player", "replacement"):
            yield str(value)
        elif key in ("players", "places") and isinstance(value, tuple):
            yield from map(str, value)


def report_json(read: LeagueInput, result: LeagueResult, lang: str = i18n.DEFAULT) -> dict[str, Any]:
    """The organizer's report: players at the lowest tier for the format's seasons in a row, hidden names,
    every organizer action as applied (in words in ``lang``, and its code); every name shown."""
    names = {p.id: p.name for p in read.league.players}  # the organizer sees every name
    words = Wording(lang)
    mentioned = {r.player for r in result.reports} | result.hidden
    mentioned.update(chain.from_iterable(map(_players_in, result.log)))
    return {
        "ok": True,
        "lowest_tier": [
            {"player": r.player, "name": names[r.player], "seasons": list(r.seasons)} for r in result.reports
        ],
        "hidden": sorted(result.hidden),
        "log": list(map(words, result.log)),
        "log_code": [entry.code for entry in result.log],
        "warnings": [_warning_json(w, words) for w in (*read.warnings, *result.warnings)],
        "names": {player: name for player, name in names.items() if player in mentioned},
    }


def _game_file(game: Game) -> dict[str, Any]:
    data: dict[str, Any] = {"id": game.id, "played_at": game.played_at.isoformat()}
    if game.points is not None:
        data.update(seats=list(game.seats), points=list(game.points))
    if game.scores is not None:
        data["scores"] = dict(zip(game.seats, game.scores, strict=False))
    if game.deposits:
        data["deposits"] = game.deposits
    if game.penalties:
        data["penalties"] = [penalty_json(p) for p in game.penalties]
    return data


def action_file(action: Action) -> dict[str, Any]:
    """An organizer action as the league file writes it (``{"action": "close_season", ...}``)."""
    kind = ACTION_KINDS[type(action)]
    data: dict[str, Any] = {"action": kind}
    for key in ACTION_FIELDS[kind]:
        value = getattr(action, key)
        if isinstance(value, datetime):
            value = value.isoformat()
        elif isinstance(value, tuple):
            value = [dict(item) if isinstance(item, dict) else item for item in value]
        if value is not None:
            data[key] = value
    return data


def league_file(league: League, format_name: str | None = None) -> dict[str, Any]:
    """The league as its file (section 3's input): :func:`parse_league` gives it back equal.

    ``format_name`` is what the file names as its format (default: the format's name, a preset).
    """
    fmt = league.format
    tiers = ladder(fmt)
    return {
        "format": fmt.name if format_name is None else format_name,
        "timezone": fmt.timezone,
        "players": [
            {"id": p.id, "name": p.name, **({"tier": tiers.tier_name(p.tier)} if p.tier else {})}
            for p in league.players
        ],
        "games": [_game_file(g) for g in league.games],
        "actions": [action_file(a) for a in league.actions],
    }
