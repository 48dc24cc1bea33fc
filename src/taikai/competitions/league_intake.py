"""Games into seasons: the season window in the league's time zone, organizer actions, rejections.

A season is days 1 to ``season_last_day`` of a month in the league's time
zone; a game later in the month is in the maintenance period and is rejected
unless the organizer accepts it. Every other refusal (unknown or blacklisted
player, duplicate id, points that do not add up) is a :class:`Rejected` entry
with a code, never an exception.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal, InvalidOperation
from functools import partial
from itertools import chain, repeat
from operator import attrgetter
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from taikai.competitions.league_model import (
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


# --------------------------------------------------------------------------- intake


def _one_place(score: Decimal) -> bool:
    try:
        return score.is_finite() and score == score.quantize(UNIT)
    except InvalidOperation:
        return False


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
    bisect); only when a check fails are the games examined one by one for the
    reason. Rejections keep the input order.
    """

    config: LeagueConfig
    zone: ZoneInfo
    roster: tuple[str, ...]  # player ids in registration order
    actions: OrganizerActions
    ruleset: Ruleset | None
    scores: dict[str, dict[str, Decimal]] = field(default_factory=dict)
    games: dict[str, dict[str, int]] = field(default_factory=dict)
    rejected: list[Rejected] = field(default_factory=list)
    players: dict[str, int] = field(default_factory=dict)  # id -> registration index

    def __post_init__(self) -> None:
        self.players = {player: index for index, player in enumerate(self.roster)}

    def aware(self, moment: datetime) -> datetime:
        """A time without an offset is read in the league's time zone."""
        return moment if moment.tzinfo is not None else moment.replace(tzinfo=self.zone)

    def add_all(self, games: Sequence[Game]) -> None:
        """Check, assign to seasons and sum every game."""
        games = list(games)
        seat_lists = list(map(_SEATS, games))
        refused = self._screen(games, seat_lists)
        seasons = self._seasons(games, refused)
        score_lists = self._score_lists(games, refused)
        if not refused and len(set(seasons)) == 1:
            self._sum(seasons[0], seat_lists, score_lists)
        else:
            groups: dict[str, list[int]] = {}
            for index, season in enumerate(seasons):
                if index not in refused:
                    groups.setdefault(season, []).append(index)
            for season, indices in groups.items():
                self._sum(season, [seat_lists[i] for i in indices], [score_lists[i] for i in indices])
        self.rejected.extend(Rejected(games[i].id, *refused[i]) for i in sorted(refused))

    def _screen(self, games: list[Game], seat_lists: list[tuple[str, ...]]) -> Refused:
        """Duplicates, seat problems, unknown and blacklisted players."""
        flat = list(chain.from_iterable(seat_lists))
        blacklist = self.actions.blacklist.keys()
        ids = list(map(_ID, games))
        clean = (
            len(set(ids)) == len(ids)
            and len(flat) == SEATS * len(games)
            and set(map(len, map(frozenset, seat_lists))) <= {SEATS}
            and self.players.keys() >= set(flat)
            and (not blacklist or blacklist.isdisjoint(flat))
        )
        if clean:
            return {}
        refused: Refused = {}
        seen: set[str] = set()
        for index, game in enumerate(games):
            problem = self._problem(game, seen)
            if problem is not None:
                refused[index] = problem
        return refused

    def _problem(self, game: Game, seen: set[str]) -> tuple[str, str] | None:
        """(code, message) when the game cannot be entered; None when it can."""
        if game.id in seen:
            return "duplicate_game", f"game {game.id} appears more than once"
        seen.add(game.id)
        if len(game.seats) != SEATS or len(set(game.seats)) != SEATS:
            return "bad_game", f"game {game.id} needs four different players, got {list(game.seats)}"
        unknown = [p for p in game.seats if p not in self.players]
        if unknown:
            return "unknown_player", f"game {game.id} names unregistered player(s) {', '.join(unknown)}"
        for player in game.seats:
            if player in self.actions.blacklist:
                since = self.actions.blacklist[player]
                if since is None or self.aware(game.played_at) >= self.aware(since):
                    return "blacklisted", f"game {game.id}: {player} is blacklisted and cannot be entered"
        return None

    def _seasons(self, games: list[Game], refused: Refused) -> list[str]:
        """The season of every game ("" when it is refused or in the maintenance period)."""
        if not games:
            return []
        moments = list(map(_PLAYED_AT, games))
        if None in set(map(_TZINFO, moments)):
            moments = [self.aware(moment) for moment in moments]
        stamps = list(map(datetime.timestamp, moments))
        first, last = moments[stamps.index(min(stamps))], moments[stamps.index(max(stamps))]
        windows = season_windows(self.zone, self.config.season_last_day, first, last)
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

    def _score_lists(self, games: list[Game], refused: Refused) -> list[Sequence[Decimal]]:
        """Every game's scores in seat order: given, or settled from table points; bad ones refused."""
        lists: list[Sequence[Decimal] | None] = list(map(_SCORES, games))
        clean = lists.count(None) == 0 and set(map(len, lists)) <= {SEATS}
        if clean:
            distinct = set(chain.from_iterable(lists))
            clean = all(map(_one_place, distinct))
        if clean:
            return lists
        settled: list[Sequence[Decimal]] = []
        for index, game in enumerate(games):
            scores: Sequence[Decimal] = ()
            if index not in refused:
                try:
                    scores = self._settled(game)
                except TaikaiError as error:
                    refused[index] = (error.code, f"game {game.id}: {error.message}")
            settled.append(scores)
        return settled

    def _settled(self, game: Game) -> Sequence[Decimal]:
        """Settled scores (checked: four, one decimal place) or the table points settled by the ruleset."""
        if game.scores is not None:
            if len(game.scores) != SEATS:
                raise TaikaiError(f"{len(game.scores)} scores for four players", "bad_game")
            for score in game.scores:
                if not _one_place(score):
                    raise TaikaiError(f"score {score} is not a pt amount with one decimal place", "bad_game")
            return game.scores
        if game.points is None:
            raise TaikaiError("a game needs table points or settled scores", "bad_game")
        if self.ruleset is None:
            raise TaikaiError("table points need the format's ruleset to be settled", "bad_game")
        return [r.score for r in settle(list(game.points), self.ruleset).results]

    def _sum(
        self, season: str, seat_lists: Sequence[Sequence[str]], score_lists: Sequence[Sequence[Decimal]]
    ) -> None:
        """Sum one season's accepted games per player.

        Exact integer arithmetic in units of 0.1 pt over dense player indices
        (the scores were checked to have one decimal place), converted back to
        Decimal pt at the end: the same totals as adding the Decimals, faster.
        """
        seats = list(map(self.players.__getitem__, chain.from_iterable(seat_lists)))
        scores = list(chain.from_iterable(score_lists))
        tenths = {score: int(score.scaleb(1)) for score in set(scores)}
        totals = [0] * len(self.roster)
        for seat, value in zip(seats, map(tenths.__getitem__, scores), strict=True):
            totals[seat] += value
        roster = self.roster
        counts = Counter(seats)
        self.games[season] = {roster[seat]: count for seat, count in counts.items()}
        self.scores[season] = {roster[seat]: Decimal(totals[seat]).scaleb(-1) for seat in counts}
