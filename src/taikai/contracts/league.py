"""The league file and the league run's JSON (CONTRACTS.md sections 3 and 6), and only here.

- :func:`parse_league` turns a parsed league file (:func:`taikai.contracts.jsonio.loads`) into a
  :class:`~taikai.competitions.league.League`; :func:`league_file` writes a league back in that form
  (what an export of a stored league gives), and the two round-trip.
- :func:`league_json` writes the result of :func:`~taikai.competitions.league.run_league`: section 3,
  names beside ids and the warnings (section 6).

Strict: an unknown field is refused everywhere with the closest valid name; types and bounds are
checked with the field named. The whole file is refused (:class:`LeagueError`) for a problem in its
top level, a player or an action; a game that cannot be read is a ``bad_game`` rejection naming the
field, and the others go on. Games are read column by column (each field of every game at once), so
a file of a million games is read in about the time its JSON takes to parse.

>>> league, warnings, unreadable = parse_league({
...     "format": "hitonazo-m", "timezone": "Asia/Tokyo",
...     "players": [{"id": "p1", "name": "Aki"}, {"id": "p2", "name": "Ben", "tier": "B2"}],
...     "games": [{"id": "g1", "played_at": "2025-03-02T21:00:00+09:00", "seats": ["p1", "p2", "p3", "p4"],
...                "points": [48000, 31000, 12000, 9000], "deposit": 1}]}, "league.json")
>>> league.players[1].tier, league.games, warnings
(7, (), [])
>>> unreadable[0].message
"game g1: unknown field 'deposit' (did you mean 'deposits'?)"
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime
from decimal import Decimal
from functools import partial
from itertools import chain, filterfalse, repeat
from operator import attrgetter
from typing import Any

from taikai import rules
from taikai.competitions.league import (
    AcceptGame,
    Action,
    Blacklist,
    FinalResult,
    Game,
    HideName,
    League,
    LeagueConfig,
    LeagueError,
    LeagueResult,
    Player,
    QualifierResult,
    Rejected,
    ResetRecord,
    SeasonResult,
    Withdraw,
    YearResult,
)
from taikai.competitions.league.intake import check_season
from taikai.competitions.league.model import MAX_SCORE, score_tenths
from taikai.competitions.league.season import hundredths
from taikai.contracts.settle import parse_penalty
from taikai.errors import InputWarning, TaikaiError
from taikai.game.settle import Penalty
from taikai.rules import Ruleset

__all__ = ["HIDDEN", "MAX_ID", "MAX_POINTS", "league_file", "league_json", "league_ruleset", "parse_league"]

MAX_ID = 64  # characters of a player, game or table id
MAX_POINTS = 1_000_000  # |table points| of a seat: far beyond any table (4 x 25,000 to share)
MAX_DEPOSITS = 1_000  # riichi sticks left on the table
FIRST_YEAR, LAST_YEAR = 1900, 2999  # of a game's time
HIDDEN = "(hidden)"  # the name shown for a player whose name the organizer hid

TOP_FIELDS = ("format", "timezone", "players", "games", "actions")
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
}
REQUIRED: dict[str, tuple[str, ...]] = {
    "blacklist": ("player",),
    "hide_name": ("player",),
    "reset_record": ("player", "season"),
    "accept_game": ("game",),
    "withdraw": ("year", "player"),
    "qualifier_result": ("year", "table", "places"),
    "final_result": ("year", "hanchan"),
}
ASSUMED = {"format": LeagueConfig().format, "timezone": LeagueConfig().timezone}


# --------------------------------------------------------------------------- messages


def _unknown(where: str, key: object, valid: Iterable[str]) -> str:
    """``where: unknown field 'nmae' (did you mean 'name'?)``."""
    close = difflib.get_close_matches(str(key), list(valid), n=1, cutoff=0.6)
    hint = f" (did you mean {close[0]!r}?)" if close else f" (fields: {', '.join(valid)})"
    return f"{where}: unknown field {str(key)[:MAX_ID]!r}{hint}"


def _shown(value: Any) -> str:
    """A value in a message, cut short (a message never repeats a huge input)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _is_id(value: Any) -> bool:
    return type(value) is str and 0 < len(value) <= MAX_ID


def _id(value: Any, where: str) -> str:
    if not _is_id(value):
        raise LeagueError(f"{where}: an id is a string of 1 to {MAX_ID} characters, not {_shown(value)}")
    return str(value)


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


def _not_a_time(value: Any) -> str:
    example = "2025-03-02T21:00:00+09:00"
    return f"{_shown(value)} is not an ISO 8601 time like {example} (years {FIRST_YEAR}-{LAST_YEAR})"


def _time(value: Any, where: str) -> datetime:
    moment = _moment(value)
    if moment is None:
        raise LeagueError(f"{where}: {_not_a_time(value)}")
    return moment


def _pt(value: Any, where: str) -> Decimal:
    """A score (pt): a JSON number with at most one decimal place, at most 10,000.0 either way."""
    tenths = None if isinstance(value, bool) or not isinstance(value, int | Decimal) else score_tenths(value)
    if tenths is None:
        raise LeagueError(
            f"{where}: {_shown(value)} is not a score in pt (one decimal place at most, up to {MAX_SCORE})"
        )
    return Decimal(tenths).scaleb(-1)


def _season(value: Any, where: str) -> str:
    if type(value) is not str or len(value) != 7:
        raise LeagueError(f"{where}: {_shown(value)} is not a season (YYYY-MM)")
    check_season(value, where)
    return value


# --------------------------------------------------------------------------- players and actions


def _fields(data: Any, where: str, valid: Sequence[str], required: Sequence[str]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise LeagueError(f"{where} must be an object, not {_shown(data)}")
    for key in data:
        if key not in valid:
            raise LeagueError(_unknown(where, key, valid))
    for key in required:
        if key not in data:
            raise LeagueError(f"{where}: {key!r} is missing")
    return data


def _player(data: Any, where: str, config: LeagueConfig) -> Player:
    fields = _fields(data, where, PLAYER_FIELDS, ("id",))
    player_id = _id(fields["id"], f"{where}.id")
    name = fields.get("name", player_id)
    if type(name) is not str or not 0 < len(name) <= 200:
        raise LeagueError(f"{where}.name: a name is a string of 1 to 200 characters, not {_shown(name)}")
    tier = fields.get("tier")
    if tier is not None and (type(tier) is not str or len(tier) > 10):
        raise LeagueError(f"{where}.tier: a tier is a string like D3, B2, S1, not {_shown(tier)}")
    try:
        level = 0 if tier is None else config.parse_tier(tier)
    except LeagueError as error:
        raise LeagueError(f"{where}.tier: {error.message}") from None
    return Player(player_id, name, level)


def _year(value: Any, where: str) -> str:
    """A league year, written 2025 or "2025"."""
    text = str(value) if type(value) in (int, str) else ""
    if not (text.isdigit() and len(text) == 4):
        raise LeagueError(f"{where}: a league year such as 2025, not {_shown(value)}")
    return text


def _ids(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) > 100:
        raise LeagueError(f"{where}: a list of player ids, not {_shown(value)}")
    return tuple(_id(item, f"{where}[{index}]") for index, item in enumerate(value))


def _hanchan(value: Any, where: str) -> tuple[dict[str, Decimal], ...]:
    if not isinstance(value, list) or len(value) > 100:
        raise LeagueError(f"{where}: a list of hanchan, each mapping player ids to pt")
    hanchan = []
    for index, scores in enumerate(value):
        if not isinstance(scores, dict):
            raise LeagueError(f"{where}[{index}]: a hanchan maps player ids to pt, not {_shown(scores)}")
        hanchan.append(
            {_id(p, f"{where}[{index}]"): _pt(pt, f"{where}[{index}].{p}") for p, pt in scores.items()}
        )
    return tuple(hanchan)


def _optional(value: Any, read: Callable[[Any, str], Any], where: str) -> Any:
    return None if value is None else read(value, where)


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
}


def _action(data: Any, where: str) -> Action:
    kind = data.get("action") if isinstance(data, dict) else None
    if kind not in _ACTIONS:
        close = difflib.get_close_matches(str(kind), list(_ACTIONS), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise LeagueError(
            f"{where}.action: {_shown(kind)} is not an action{hint}; one of {', '.join(_ACTIONS)}"
        )
    where = f"{where} ({kind})"
    fields = _fields(data, where, ("action", *ACTION_FIELDS[kind]), REQUIRED[kind])
    return _ACTIONS[kind](fields, where)


# --------------------------------------------------------------------------- games, column by column


class _GameProblems:
    """The first problem found in each game (games are checked one field at a time, all games at once)."""

    def __init__(self) -> None:
        self.problems: dict[int, str] = {}

    def add(self, index: int, problem: str) -> None:
        self.problems.setdefault(index, problem)

    def check(
        self,
        indexes: Sequence[int],
        values: Sequence[Any],
        good: Callable[[Any], bool],
        problem: Callable[[Any], str],
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


def _is_points(value: Any) -> bool:
    return (
        type(value) is list
        and len(value) <= 8
        and all(type(p) is int and -MAX_POINTS <= p <= MAX_POINTS for p in value)
    )


def _all_points(column: Sequence[Any]) -> bool:
    """:func:`_is_points` of every value, in C-level passes over the column."""
    if not column:
        return True
    flat = list(chain.from_iterable(column)) if set(map(type, column)) == {list} else None
    return (
        flat is not None
        and max(map(len, column)) <= 8
        and set(map(type, flat)) <= {int}
        and (not flat or (min(flat) >= -MAX_POINTS and max(flat) <= MAX_POINTS))
    )


def _is_seats(value: Any) -> bool:
    return type(value) is list and len(value) <= 8 and all(map(_is_id, value))


def _all_seats(column: Sequence[Any]) -> bool:
    """:func:`_is_seats` of every value, in C-level passes over the column."""
    if not column:
        return True
    flat = list(chain.from_iterable(column)) if set(map(type, column)) == {list} else None
    return flat is not None and max(map(len, column)) <= 8 and (not flat or _all_ids(flat))


def _is_deposits(value: Any) -> bool:
    return type(value) is int and 0 <= value <= MAX_DEPOSITS


def _all_deposits(column: Sequence[Any]) -> bool:
    """:func:`_is_deposits` of every value, in C-level passes over the column."""
    return not column or (
        set(map(type, column)) == {int} and min(column) >= 0 and max(column) <= MAX_DEPOSITS
    )


_new_game = partial(tuple.__new__, Game)  # C-level construction of the named tuple
_YEAR = attrgetter("year")


def _shape_problem(keys: tuple[str, ...]) -> str:
    """What the fields of a game lack or have too many of ("" when they are fine)."""
    for key in keys:
        if key not in GAME_FIELDS:
            return _unknown("", key, GAME_FIELDS).removeprefix(": ")
    for key in ("id", "played_at"):
        if key not in keys:
            return f"{key!r} is missing"
    if "points" in keys and "seats" not in keys:
        return "'points' are given without 'seats' (the players, in the same order)"
    if "seats" in keys and "points" not in keys:
        return "'seats' are given without 'points' (with 'scores', the players are the keys of 'scores')"
    if "points" not in keys and "scores" not in keys:
        return "give 'seats' and 'points' (table points), or 'scores' (settled pt by player)"
    return ""


def _penalties(value: Any) -> tuple[Penalty, ...]:
    if type(value) is not list or len(value) > 16:
        raise LeagueError(
            f"penalties: a list of penalties ({{'seat': 0-3, 'kind': ...}}), not {_shown(value)}"
        )
    try:
        return tuple(parse_penalty(item) for item in value)
    except TaikaiError as error:
        raise LeagueError(f"penalties: {error.message}") from None


def _scores(value: Any) -> tuple[tuple[str, ...], tuple[Decimal, ...]]:
    """The players and their settled scores (pt) of a ``scores`` object."""
    if type(value) is not dict or len(value) > 8:
        raise LeagueError(f"scores: an object of player ids and pt, not {_shown(value)}")
    players = tuple(_id(player, "scores") for player in value)
    return players, tuple(_pt(score, f"scores.{player}") for player, score in value.items())


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
                found.add(index, error.message)
    return values


def _games(raw: list[Any]) -> tuple[list[Game], list[Rejected]]:
    """Every game that can be read, and a ``bad_game`` rejection naming the field for each other one."""
    found = _GameProblems()
    every = range(len(raw))
    found.check(every, raw, lambda g: type(g) is dict, lambda g: f"a game is an object, not {_shown(g)}")
    objects = [game if type(game) is dict else {} for game in raw] if found.problems else raw
    shapes = list(map(tuple, objects))
    shape_problem = {shape: _shape_problem(shape) for shape in set(shapes)}
    no_problem = not any(shape_problem.values())
    found.check(
        every, shapes, lambda shape: not shape_problem[shape], shape_problem.__getitem__, lambda _: no_problem
    )
    present = set(chain.from_iterable(shape_problem))

    def column(key: str, default: Any = None) -> list[Any]:
        if key not in present:
            return [default] * len(objects)
        return list(map(dict.get, objects, repeat(key), repeat(default)))

    ids = column("id")
    message = f"id: a string of 1 to {MAX_ID} characters, not {{}}"
    found.check(every, ids, _is_id, lambda v: message.format(_shown(v)), _all_ids)
    times = column("played_at")
    moments = _moments(times)
    if None in moments:
        for index in (i for i, moment in enumerate(moments) if moment is None):
            found.add(
                index,
                f"played_at: {_not_a_time(times[index])}",
            )
    points, seats, deposits = column("points"), column("seats"), column("deposits", 0)
    tables = [i for i, value in enumerate(points) if value is not None]
    table_points = points if len(tables) == len(points) else [points[i] for i in tables]
    message = f"points: one integer per seat, at most {MAX_POINTS:,} either way, not {{}}"
    found.check(tables, table_points, _is_points, lambda v: message.format(_shown(v)), _all_points)
    table_seats = seats if len(tables) == len(seats) else [seats[i] for i in tables]
    message = f"seats: a list of player ids (1 to {MAX_ID} characters), not {{}}"
    found.check(tables, table_seats, _is_seats, lambda v: message.format(_shown(v)), _all_seats)
    message = f"deposits: the riichi sticks left on the table, 0 to {MAX_DEPOSITS}, not {{}}"
    found.check(every, deposits, _is_deposits, lambda v: message.format(_shown(v)), _all_deposits)
    settled = _each(column("scores"), _scores, found)
    for index, (players, _) in settled.items():
        seats[index] = players  # a game of settled scores: its players are the keys of 'scores'
    penalties = _each(column("penalties"), _penalties, found)
    names = (
        [game_id if _is_id(game_id) else f"games[{i}]" for i, game_id in enumerate(ids)]
        if found.problems
        else ids
    )
    unreadable = [
        Rejected(names[i], "bad_game", f"game {names[i]}: {found.problems[i]}")
        for i in sorted(found.problems)
    ]
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
        map(scores.get, readable),
        pick(deposits),
        map(penalties.get, readable, repeat(())),
        strict=True,
    )
    return list(map(_new_game, columns))


# --------------------------------------------------------------------------- the file


def _list(data: Mapping[str, Any], key: str) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise LeagueError(f"{key}: a list, not {_shown(value)}")
    return value


def parse_league(
    data: Any, origin: str = "the league file"
) -> tuple[League, list[InputWarning], list[Rejected]]:
    """A league from a parsed league file: (league, warnings, games that cannot be read as rejections).

    ``format`` names the ruleset preset games are settled with and ``timezone`` the
    league's time zone (a time without an offset is read in it); when the file gives
    neither, the defaults are assumed with a warning. Raises :class:`LeagueError` naming
    the field for a problem anywhere but in a game.
    """
    if not isinstance(data, dict):
        raise LeagueError(f"{origin} must be a JSON object with players and games")
    for key in data:
        if key not in TOP_FIELDS:
            raise LeagueError(_unknown(origin, key, TOP_FIELDS))
    if "players" not in data:
        raise LeagueError(f"{origin} has no 'players' list")
    warnings = []
    settings = {}
    for key, default in ASSUMED.items():
        value = data.get(key, default)
        if type(value) is not str or not 0 < len(value) <= MAX_ID:
            raise LeagueError(f"{key}: a name of 1 to {MAX_ID} characters, not {_shown(value)}")
        settings[key] = value
        if key not in data:
            warnings.append(_assumed(key, default, origin))
    config = LeagueConfig(**settings)
    players = tuple(_player(p, f"players[{i}]", config) for i, p in enumerate(_list(data, "players")))
    games, unreadable = _games(_list(data, "games"))
    actions = tuple(_action(a, f"actions[{i}]") for i, a in enumerate(_list(data, "actions")))
    return League(players, tuple(games), actions, config), warnings, unreadable


def _assumed(key: str, value: str, origin: str) -> InputWarning:
    return InputWarning(
        "assumed_default",
        f"{origin} gives no {key!r}: {value} assumed",
        (("field", key), ("value", value)),
    )


def league_ruleset(league: League) -> Ruleset:
    """The ruleset the league's table points are settled with: the preset its ``format`` names.

    The one place the league's ruleset is loaded (``taikai.contracts.rules.load_ruleset`` with the
    file's folder takes over here once ruleset files may be named). A name that is not a preset is
    refused without touching the file system.
    """
    name = league.config.format
    if name not in rules.preset_names():
        close = difflib.get_close_matches(name, rules.preset_names(), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise LeagueError(
            f"format: no preset named {_shown(name)}{hint}; presets are {', '.join(rules.preset_names())}"
        )
    return rules.load(name)


# --------------------------------------------------------------------------- writing


def _pct(part: int, whole: int) -> Decimal:
    """A percentage with two decimals for display, written like 16.67 / 33.3 / 100.0."""
    value = hundredths(part, whole)
    return Decimal(value // 10).scaleb(-1) if value % 10 == 0 else Decimal(value).scaleb(-2)


def shown_names(league: League, result: LeagueResult) -> dict[str, str]:
    """Every player's name as the standings show it ("(hidden)" when the organizer hid it)."""
    return {p.id: HIDDEN if p.id in result.hidden else p.name for p in league.players}


def _season_json(season: SeasonResult, config: LeagueConfig, names: Mapping[str, str]) -> dict[str, Any]:
    levels = {s.tier for s in season.standings} | {s.next_tier for s in season.standings}
    tier = {level: config.tier_name(level) for level in levels}
    return {
        "season": season.season,
        "participants": season.participants,
        "void": season.void,
        "standings": [
            {
                "player": s.player,
                "name": names[s.player],
                "rank": s.rank,
                "score": s.score,
                "games": s.games,
                "top_pct": _pct(s.rank, s.participants),
                "bottom_pct": _pct(s.bottom_rank, s.participants),
                "tier": tier[s.tier],
                "promotion": s.promotion,
                "demotion": s.demotion,
                "next_tier": tier[s.next_tier],
                "why": s.why,
            }
            for s in season.standings
        ],
        "champion": season.champion,
        "rank_champions": dict(season.rank_champions),
        "annual_points": dict(season.annual_points),
    }


def _year_json(year: YearResult, names: Mapping[str, str]) -> dict[str, Any]:
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


def league_json(
    league: League,
    result: LeagueResult,
    unreadable: Sequence[Rejected] = (),
    warnings: Sequence[InputWarning] = (),
) -> dict[str, Any]:
    """The section 3 response, with names beside ids and the warnings (section 6).

    ``unreadable`` (games the file could not give, from :func:`parse_league`) come first in
    ``rejected``; ``warnings`` (the file's) before the engine's.
    """
    names = shown_names(league, result)
    mentioned = _mentioned(result)
    rejected = [*unreadable, *result.rejected]
    return {
        "ok": True,
        "seasons": [_season_json(s, league.config, names) for s in result.seasons],
        "years": [_year_json(y, names) for y in result.years],
        "rejected": [{"game": r.game, "code": r.code, "message": r.message} for r in rejected],
        "warnings": [w.as_json() for w in (*warnings, *result.warnings)],
        "names": {player: name for player, name in names.items() if player in mentioned},
    }


def _penalty_file(penalty: Penalty) -> dict[str, Any]:
    data: dict[str, Any] = {"seat": penalty.seat, "kind": penalty.kind}
    if penalty.pt is not None:
        data["pt"] = penalty.pt
    return data


def _game_file(game: Game) -> dict[str, Any]:
    data: dict[str, Any] = {"id": game.id, "played_at": game.played_at.isoformat()}
    if game.points is not None:
        data.update(seats=list(game.seats), points=list(game.points))
    if game.scores is not None:
        data["scores"] = dict(zip(game.seats, game.scores, strict=False))
    if game.deposits:
        data["deposits"] = game.deposits
    if game.penalties:
        data["penalties"] = [_penalty_file(p) for p in game.penalties]
    return data


def _action_file(action: Action) -> dict[str, Any]:
    kind = {
        Blacklist: "blacklist",
        HideName: "hide_name",
        ResetRecord: "reset_record",
        AcceptGame: "accept_game",
        Withdraw: "withdraw",
        QualifierResult: "qualifier_result",
        FinalResult: "final_result",
    }[type(action)]
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


def league_file(league: League) -> dict[str, Any]:
    """The league as its file (section 3's input): :func:`parse_league` gives it back equal."""
    config = league.config
    return {
        "format": config.format,
        "timezone": config.timezone,
        "players": [
            {"id": p.id, "name": p.name, **({"tier": config.tier_name(p.tier)} if p.tier else {})}
            for p in league.players
        ],
        "games": [_game_file(g) for g in league.games],
        "actions": [_action_file(a) for a in league.actions],
    }
