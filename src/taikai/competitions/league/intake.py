"""Games into seasons: the season window in the league's time zone, organizer actions, rejections.

A season is days 1 to ``season_last_day`` of a month in the league's time
zone; a game later in the month is in the maintenance period and is rejected
unless the organizer accepts it. Every other refusal (unknown or blacklisted
player, duplicate id, points that do not add up) is a :class:`Rejected` entry
with a code, never an exception.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal, InvalidOperation
from functools import partial
from itertools import chain, repeat
from operator import attrgetter
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from taikai.competitions.league.model import (
    AcceptGame,
    Action,
    Blacklist,
    FinalResult,
    Game,
    HideName,
    LeagueConfig,
    LeagueError,
    Player,
    QualifierResult,
    Rejected,
    ResetRecord,
    Withdraw,
)
from taikai.errors import TaikaiError
from taikai.game.settle import settle
from taikai.rules import Ruleset

SEATS = 4
UNIT = Decimal("0.1")
ZERO = Decimal("0.0")


def season_key(year: int, month: int) -> str:
    """``YYYY-MM``."""
    return f"{year:04d}-{month:02d}"


def month_index(season: str) -> int:
    """Months since year 0, to order and compare seasons."""
    year, month = (int(part) for part in season.split("-"))
    return year * 12 + month - 1


def check_season(season: str, what: str) -> None:
    """A clear error unless ``season`` is ``YYYY-MM``."""
    parts = season.split("-")
    if len(parts) != 2 or not all(p.isdigit() for p in parts) or not 1 <= int(parts[1]) <= 12:
        raise LeagueError(f"{what}: {season!r} is not a season (YYYY-MM)")


def zone_of(name: str) -> ZoneInfo:
    """The league's time zone, or a clear error."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise LeagueError(f"unknown time zone {name!r}") from None


# --------------------------------------------------------------------------- organizer actions


@dataclass(slots=True)
class OrganizerActions:
    """Organizer actions sorted by what they affect, with a log line for each."""

    blacklist: dict[str, datetime | None] = field(default_factory=dict)
    hidden: set[str] = field(default_factory=set)
    accept: dict[str, str | None] = field(default_factory=dict)
    resets: list[ResetRecord] = field(default_factory=list)
    by_year: dict[str, list[Withdraw | QualifierResult | FinalResult]] = field(default_factory=dict)
    log: list[str] = field(default_factory=list)


def sort_actions(actions: Iterable[Action], players: dict[str, Player]) -> OrganizerActions:
    """Check each action names registered players and file it by what it affects."""
    result = OrganizerActions()
    for action in actions:
        player = getattr(action, "player", None)
        if player is not None and player not in players:
            raise LeagueError(f"{type(action).__name__} names {player!r}, who is not a registered player")
        if isinstance(action, Blacklist):
            result.blacklist[action.player] = action.since
            since = f" from {action.since.isoformat()}" if action.since else ""
            result.log.append(f"blacklist {action.player}{since}: games with them are refused")
        elif isinstance(action, HideName):
            result.hidden.add(action.player)
            result.log.append(f"hide the name of {action.player} in public standings")
        elif isinstance(action, AcceptGame):
            if action.season is not None:
                check_season(action.season, f"override of game {action.game}")
            result.accept[action.game] = action.season
        elif isinstance(action, ResetRecord):
            check_season(action.season, f"reset of {action.player}")
            result.resets.append(action)
        else:
            result.by_year.setdefault(action.year, []).append(action)
    return result


# --------------------------------------------------------------------------- season windows


@dataclass(frozen=True, slots=True)
class SeasonWindows:
    """Season windows of consecutive months as POSIX-time bounds: a game's season is one bisection.

    ``bounds`` is start, cut, start, cut, ... end: the months' first moments
    (day 1, 00:00 local) and their maintenance cuts (day ``last_day + 1``).
    """

    bounds: tuple[float, ...]
    seasons: tuple[str, ...]

    def locate(self, position: int) -> tuple[str, bool]:
        """(season of the month, inside its window) for ``bisect_right(bounds, stamp)``."""
        index = position - 1
        return self.seasons[index // 2], index % 2 == 0


def season_windows(zone: ZoneInfo, last_day: int, first: datetime, last: datetime) -> SeasonWindows:
    """Windows of every month from ``first``'s to ``last``'s (aware times), in ``zone``."""
    year, month = first.astimezone(zone).year, first.astimezone(zone).month
    final = last.astimezone(zone)
    bounds: list[float] = []
    seasons: list[str] = []
    while (year, month) <= (final.year, final.month):
        following = (year + month // 12, month % 12 + 1)
        end = datetime(*following, 1, tzinfo=zone)
        try:
            cut = datetime(year, month, last_day + 1, tzinfo=zone)
        except ValueError:  # the month has no such day: all of it is season
            cut = end
        bounds += [datetime(year, month, 1, tzinfo=zone).timestamp(), cut.timestamp()]
        seasons.append(season_key(year, month))
        year, month = following
    bounds.append(end.timestamp())
    return SeasonWindows(tuple(bounds), tuple(seasons))


# --------------------------------------------------------------------------- exact sums

COUNT_UNIT = 1 << 62  # each game adds this to a player's accumulator, so one int carries sum and count
MAX_TENTHS = 1 << 40  # |score| limit in 0.1 pt (1.1e11 pt): keeps the packed sums exact


class _Unclean(Exception):
    """The bulk path met something that needs the game-by-game path (and its reasons)."""


def _tenths(score: Decimal) -> int | None:
    """The score in units of 0.1 pt, or None when it is not a pt amount with one decimal place."""
    try:
        if not score.is_finite() or score != score.quantize(UNIT):
            return None
    except InvalidOperation:
        return None
    tenths = int(score.scaleb(1))
    return tenths if -MAX_TENTHS < tenths < MAX_TENTHS else None


class _Packed(dict):  # type: ignore[type-arg]
    """Decimal score -> tenths + COUNT_UNIT, computed once per distinct value (C-level lookups after)."""

    def __missing__(self, score: Decimal) -> int:
        tenths = _tenths(score)
        if tenths is None:
            raise _Unclean
        self[score] = packed = tenths + COUNT_UNIT
        return packed


def season_sums(
    roster: Iterable[str], seat_lists: Iterable[Sequence[str]], score_lists: Iterable[Sequence[Decimal]]
) -> tuple[dict[str, Decimal], dict[str, int]]:
    """Each seated player's total score and game count over games of four different players, exactly.

    Every seat adds ``tenths + 2**62`` to the player's integer accumulator:
    the count is the accumulator divided by 2**62 (rounded), the total the
    rest; exact while |total| < 2**61 tenths, which the score limit and any
    real number of games keep. One dictionary update per seat does both.
    Raises ``_Unclean`` for a repeated seat, an unknown player or a score
    that is not a pt amount with one decimal place.

    >>> seats = [("a", "b", "c", "d"), ("d", "c", "b", "a")]
    >>> pt = lambda *values: tuple(map(Decimal, values))
    >>> scores = [pt("1.5", "-2.0", "0.5", "0.0"), pt("0.7", "0", "0", "0")]
    >>> totals, games = season_sums(["a", "b", "c", "d", "e"], seats, scores)
    >>> totals["a"], totals["d"], games
    (Decimal('1.5'), Decimal('0.7'), {'a': 2, 'b': 2, 'c': 2, 'd': 2})
    """
    accumulators = dict.fromkeys(roster, 0)
    packed = _Packed()
    try:
        for (east, south, west, north), (first, second, third, fourth) in zip(
            seat_lists, score_lists, strict=True
        ):
            if len({east, south, west, north}) < SEATS:  # here, the seats' strings are read only once
                raise _Unclean
            accumulators[east] += packed[first]  # unrolled: four seats per game
            accumulators[south] += packed[second]
            accumulators[west] += packed[third]
            accumulators[north] += packed[fourth]
    except KeyError:
        raise _Unclean from None
    totals: dict[str, Decimal] = {}
    games: dict[str, int] = {}
    half = COUNT_UNIT // 2
    for player, value in accumulators.items():
        if value:
            count = (value + half) // COUNT_UNIT
            games[player] = count
            totals[player] = Decimal(value - count * COUNT_UNIT).scaleb(-1)
    return totals, games


# --------------------------------------------------------------------------- intake

_ID = attrgetter("id")
_SEATS = attrgetter("seats")
_SCORES = attrgetter("scores")
_PLAYED_AT = attrgetter("played_at")
_TZINFO = attrgetter("tzinfo")
Refused = dict[int, tuple[str, str]]  # game index -> (code, message)


@dataclass(slots=True)
class Intake:
    """Accepted games summed by season (score and games per player), and the rejected ones.

    Clean input goes through bulk checks done by C-level builtins (sets, map,
    bisect); when one fails, the games are examined one by one for the
    reasons. Rejections keep the input order.
    """

    config: LeagueConfig
    zone: ZoneInfo
    roster: tuple[str, ...]  # player ids in registration order
    actions: OrganizerActions
    ruleset: Ruleset | None
    scores: dict[str, dict[str, Decimal]] = field(default_factory=dict)
    games: dict[str, dict[str, int]] = field(default_factory=dict)
    rejected: list[Rejected] = field(default_factory=list)

    def aware(self, moment: datetime) -> datetime:
        """A time without an offset is read in the league's time zone."""
        return moment if moment.tzinfo is not None else moment.replace(tzinfo=self.zone)

    def add_all(self, games: Sequence[Game]) -> None:
        """Check, assign to seasons and sum every game."""
        games = list(games)
        logged = len(self.actions.log)
        try:
            refused = self._bulk(games)
        except _Unclean:
            del self.actions.log[logged:]  # the game-by-game path logs the overrides again
            refused = self._one_by_one(games)
        self.rejected.extend(Rejected(games[i].id, *refused[i]) for i in sorted(refused))

    def _bulk(self, games: list[Game]) -> Refused:
        """All-at-once path: raises _Unclean at the first sign of a game needing a closer look."""
        seat_lists = list(map(_SEATS, games))
        score_lists = list(map(_SCORES, games))
        ids = list(map(_ID, games))
        blacklist = self.actions.blacklist.keys()
        clean = (
            len(set(ids)) == len(ids)
            and set(map(len, seat_lists)) <= {SEATS}
            and score_lists.count(None) == 0
            and set(map(len, score_lists)) <= {SEATS}
            and (not blacklist or blacklist.isdisjoint(chain.from_iterable(seat_lists)))
        )
        if not clean:
            raise _Unclean
        refused: Refused = {}
        seasons = self._seasons(games, refused)
        if any(len(frozenset(seat_lists[index])) < SEATS for index in refused):
            raise _Unclean  # a refused game with a repeated seat: "bad_game" comes first
        self._sum_by_season(seasons, seat_lists, score_lists, refused)  # checks the other games' seats
        return refused

    def _one_by_one(self, games: list[Game]) -> Refused:
        """Every game checked on its own, with the reason of each refusal."""
        refused: Refused = {}
        seen: set[str] = set()
        known = frozenset(self.roster)
        for index, game in enumerate(games):
            problem = self._problem(game, seen, known)
            if problem is not None:
                refused[index] = problem
        seasons = self._seasons(games, refused)
        score_lists: list[Sequence[Decimal]] = []
        for index, game in enumerate(games):
            scores: Sequence[Decimal] = ()
            if index not in refused and seasons[index]:
                try:
                    scores = self._settled(game)
                except TaikaiError as error:
                    refused[index] = (error.code, f"game {game.id}: {error.message}")
            score_lists.append(scores)
        self._sum_by_season(seasons, list(map(_SEATS, games)), score_lists, refused)
        return refused

    def _sum_by_season(
        self,
        seasons: list[str],
        seat_lists: list[Sequence[str]],
        score_lists: list[Sequence[Decimal]],
        refused: Refused,
    ) -> None:
        groups: dict[str, list[int]] = {}
        if not refused and len(set(seasons)) == 1:
            groups[seasons[0]] = []  # every game
        else:
            for index, season in enumerate(seasons):
                if index not in refused:
                    groups.setdefault(season, []).append(index)
        sums = {}
        for season, indices in groups.items():
            seats = [seat_lists[i] for i in indices] if indices else seat_lists
            scores = [score_lists[i] for i in indices] if indices else score_lists
            sums[season] = season_sums(self.roster, seats, scores)
        for season, (totals, counts) in sums.items():
            self.scores[season], self.games[season] = totals, counts

    def _problem(self, game: Game, seen: set[str], known: frozenset[str]) -> tuple[str, str] | None:
        """(code, message) when the game cannot be entered; None when it can."""
        if game.id in seen:
            return "duplicate_game", f"game {game.id} appears more than once"
        seen.add(game.id)
        if len(game.seats) != SEATS or len(set(game.seats)) != SEATS:
            return "bad_game", f"game {game.id} needs four different players, got {list(game.seats)}"
        unknown = [p for p in game.seats if p not in known]
        if unknown:
            return "unknown_player", f"game {game.id} names unregistered player(s) {', '.join(unknown)}"
        for player in game.seats:
            if player in self.actions.blacklist:
                since = self.actions.blacklist[player]
                if since is None or self.aware(game.played_at) >= self.aware(since):
                    return "blacklisted", f"game {game.id}: {player} is blacklisted and cannot be entered"
        return None

    def _seasons(self, games: list[Game], refused: Refused) -> list[str]:
        """The season of every game ("" when it is in the maintenance period and not accepted)."""
        if not games:
            return []
        moments = list(map(_PLAYED_AT, games))
        if None in set(map(_TZINFO, moments)):
            moments = [self.aware(moment) for moment in moments]
        first, last = min(moments), max(moments)
        windows = season_windows(self.zone, self.config.season_last_day, first, last)
        if len(windows.seasons) == 1 and last.timestamp() < windows.bounds[1]:
            return [windows.seasons[0]] * len(games)  # everything inside one season window
        stamps = list(map(datetime.timestamp, moments))
        positions = list(map(partial(bisect_right, windows.bounds), stamps))
        located = {position: windows.locate(position) for position in set(positions)}
        season_of = {position: season for position, (season, inside) in located.items() if inside}
        seasons = list(map(season_of.get, positions, repeat("")))
        if len(season_of) < len(located):
            for index, season in enumerate(seasons):
                if not season and index not in refused:
                    seasons[index] = self._maintenance(games[index], moments[index], refused, index)
        return seasons

    def _maintenance(self, game: Game, moment: datetime, refused: Refused, index: int) -> str:
        """The season an organizer override puts the game in; otherwise "" and a rejection."""
        local = moment.astimezone(self.zone)
        if game.id in self.actions.accept:
            season = self.actions.accept[game.id] or season_key(local.year, local.month)
            self.actions.log.append(
                f"accept game {game.id} of {local.date()} (maintenance period) into season {season}"
            )
            return season
        refused[index] = (
            "maintenance",
            f"game {game.id} was played on {local.date()} ({self.config.timezone}), in the maintenance "
            f"period (day {self.config.season_last_day + 1} to the month's end); it belongs to no season "
            "unless the organizer accepts it",
        )
        return ""

    def _settled(self, game: Game) -> Sequence[Decimal]:
        """Settled scores (checked: four, one decimal place) or the table points settled by the ruleset."""
        if game.scores is not None:
            if len(game.scores) != SEATS:
                raise TaikaiError(f"{len(game.scores)} scores for four players", "bad_game")
            for score in game.scores:
                if _tenths(score) is None:
                    raise TaikaiError(f"score {score} is not a pt amount with one decimal place", "bad_game")
            return game.scores
        if game.points is None:
            raise TaikaiError("a game needs table points or settled scores", "bad_game")
        if self.ruleset is None:
            raise TaikaiError("table points need the format's ruleset to be settled", "bad_game")
        return [r.score for r in settle(list(game.points), self.ruleset).results]
