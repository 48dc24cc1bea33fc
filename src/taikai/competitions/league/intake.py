"""Games into seasons: checks, the season window, settlement, sums and warnings, in one pass per check.

Every game goes the same way, whether it gives table points or settled scores:
each check below looks at the games still in the running, all at once, and
the first check a game fails is its rejection (in input order, with its reason),
never an exception:

1. ``duplicate_game``: an id seen before (the first one counts);
2. ``bad_game``: not four different players; neither table points nor scores,
   or both; deposits or penalties beside settled scores; scores that are not
   pt with one decimal place (at most 10,000.0);
3. ``unknown_player``, then ``blacklisted`` (at or after the blacklisting time);
4. ``maintenance``: the days after the format's ``season_last_day`` in the
   league's time zone, unless the organizer accepts the game;
5. the settlement's own errors (``inconsistent``: points that do not add up).

A season is days 1 to ``season_last_day`` of a month in the league's time
zone; a time without an offset is read in that zone. Accepted games that are
probably wrong give warnings (the game is still counted): the same players,
time and result under two ids (``probable_duplicate``), settled scores that do
not add up to zero (``scores_not_zero_sum``: a penalty can make that right), a
season months away from every other one (``far_season``: a year typed wrong?),
the last two as :mod:`taikai.competitions.suspicious` finds them for the cup too.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from functools import partial
from itertools import chain, compress, filterfalse, repeat
from operator import attrgetter, is_, is_not, not_
from zoneinfo import ZoneInfo

from taikai.competitions.formats import LeagueFormat
from taikai.competitions.league.model import (
    ACTION_KINDS,
    MAX_SCORE,
    AcceptGame,
    Action,
    Blacklist,
    CloseSeason,
    FinalResult,
    Game,
    HideName,
    LeagueError,
    Player,
    QualifierResult,
    Rejected,
    ReopenSeason,
    ResetRecord,
    Withdraw,
    score_tenths,
)
from taikai.competitions.suspicious import duplicate_warnings, far_period_warnings, month_index
from taikai.errors import InputWarning, TaikaiError
from taikai.game.settle import settle_many
from taikai.reasons import Reason
from taikai.rules import Ruleset

__all__ = [
    "Intake",
    "OrganizerActions",
    "check_season",
    "month_index",
    "season_key",
    "sort_actions",
    "take_in",
]

SEATS = 4


def season_key(year: int, month: int) -> str:
    """``YYYY-MM``."""
    return f"{year:04d}-{month:02d}"


def check_season(season: str, field: str) -> None:
    """A clear error naming ``field`` unless ``season`` is ``YYYY-MM``."""
    parts = season.split("-")
    if len(parts) != 2 or not all(p.isdigit() for p in parts) or not 1 <= int(parts[1]) <= 12:
        raise LeagueError.of("league_bad_season", field=field, value=season)


# --------------------------------------------------------------------------- organizer actions


@dataclass(slots=True)
class OrganizerActions:
    """Organizer actions sorted by what they affect, with a log entry for each applied so far."""

    blacklist: dict[str, datetime | None] = field(default_factory=dict)
    hidden: set[str] = field(default_factory=set)
    accept: dict[str, str | None] = field(default_factory=dict)
    resets: list[ResetRecord] = field(default_factory=list)
    by_year: dict[str, list[Withdraw | QualifierResult | FinalResult]] = field(default_factory=dict)
    closing: dict[str, list[CloseSeason | ReopenSeason]] = field(default_factory=dict)  # by season, in order
    log: list[Reason] = field(default_factory=list)


def sort_actions(actions: Iterable[Action], players: dict[str, Player]) -> OrganizerActions:
    """Check each action names registered players and file it by what it affects."""
    result = OrganizerActions()
    for index, action in enumerate(actions):
        kind = ACTION_KINDS[type(action)]
        player = getattr(action, "player", None)
        if player is not None and player not in players:
            raise LeagueError.of("league_action_player", action=kind, index=index, player=player)
        if isinstance(action, Blacklist):
            result.blacklist[action.player] = action.since
            if action.since is None:
                result.log.append(Reason.of("league_log_blacklist", player=action.player))
            else:
                since = action.since.isoformat()
                result.log.append(Reason.of("league_log_blacklist_since", player=action.player, since=since))
        elif isinstance(action, HideName):
            result.hidden.add(action.player)
            result.log.append(Reason.of("league_log_hide_name", player=action.player))
        elif isinstance(action, AcceptGame):
            if action.season is not None:
                check_season(action.season, f"actions[{index}] ({kind}).season")
            result.accept[action.game] = action.season
        elif isinstance(action, ResetRecord):
            check_season(action.season, f"actions[{index}] ({kind}).season")
            result.resets.append(action)
        elif isinstance(action, CloseSeason | ReopenSeason):
            check_season(action.season, f"actions[{index}] ({kind}).season")
            result.closing.setdefault(action.season, []).append(action)
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


def season_sums(
    seasons: Iterable[str], seat_lists: Iterable[Sequence[str]], tenths_lists: Iterable[Sequence[int]]
) -> dict[str, tuple[dict[str, Decimal], dict[str, int]]]:
    """Each season's total score (pt) and game count of every seated player, from scores in 0.1 pt, exactly.

    Every seat adds ``tenths + 2**62`` to the player's integer accumulator of
    the season: the count is the accumulator divided by 2**62 (rounded), the
    total the rest; exact while |total| < 2**61 tenths, which the score bound
    and any real number of games keep. One dictionary update per seat does both.

    >>> seats = [("a", "b", "c", "d"), ("d", "c", "b", "a")]
    >>> sums = season_sums(["2025-03", "2025-03"], seats, [(15, -20, 5, 0), (7, 0, 0, -7)])
    >>> totals, games = sums["2025-03"]
    >>> totals["a"], totals["d"], games
    (Decimal('0.8'), Decimal('0.7'), {'a': 2, 'b': 2, 'c': 2, 'd': 2})
    """
    by_season: defaultdict[str, defaultdict[str, int]] = defaultdict(partial(defaultdict, int))
    unit = COUNT_UNIT
    for season, (east, south, west, north), (first, second, third, fourth) in zip(
        seasons, seat_lists, tenths_lists, strict=True
    ):
        accumulators = by_season[season]
        accumulators[east] += first + unit  # unrolled: four seats per game
        accumulators[south] += second + unit
        accumulators[west] += third + unit
        accumulators[north] += fourth + unit
    half = COUNT_UNIT // 2
    sums = {}
    for season, accumulators in by_season.items():
        totals: dict[str, Decimal] = {}
        games: dict[str, int] = {}
        for player, value in accumulators.items():
            count = (value + half) // COUNT_UNIT
            games[player] = count
            totals[player] = Decimal(value - count * COUNT_UNIT).scaleb(-1)
        sums[season] = totals, games
    return sums


# --------------------------------------------------------------------------- intake

_ID = attrgetter("id")
_SEATS = attrgetter("seats")
_POINTS = attrgetter("points")
_SCORES = attrgetter("scores")
_PLAYED_AT = attrgetter("played_at")
_TZINFO = attrgetter("tzinfo")
_DEPOSITS = attrgetter("deposits")
_PENALTIES = attrgetter("penalties")


@dataclass(frozen=True, slots=True)
class Intake:
    """Accepted games summed by season (score and games per player), the rejected ones and the warnings."""

    sums: dict[str, tuple[dict[str, Decimal], dict[str, int]]]  # season -> (scores, games) by player
    rejected: tuple[Rejected, ...]
    warnings: tuple[InputWarning, ...]
    accepted: frozenset[str]  # maintenance-period games the organizer's accept_game let in
    log: tuple[Reason, ...]  # those overrides, as applied
    games_of: dict[str, tuple[Game, ...]]  # the accepted games of each season asked for (closed seasons)


class _Tenths(dict[Decimal, "int | None"]):
    """Score -> 0.1 pt units (None: not a pt amount), worked out once per distinct value."""

    def __missing__(self, score: Decimal) -> int | None:
        self[score] = tenths = score_tenths(score)
        return tenths


@dataclass(slots=True)
class _Checks:
    """The games and what the checks found so far: the first refusal of a game is its reason.

    ``tenths`` holds each game's scores in 0.1 pt units by game index once known
    (settled scores when their shape is checked, table points when they are settled).
    """

    games: list[Game]
    refused: dict[int, tuple[str, Reason | TaikaiError]] = field(default_factory=dict)
    tenths: dict[int, tuple[int, ...]] = field(default_factory=dict)

    def refuse(self, index: int, code: str, reason: Reason | TaikaiError) -> None:
        self.refused.setdefault(index, (code, reason))

    def open(self) -> list[int]:
        """Indexes of the games no check has refused yet."""
        return list(filterfalse(self.refused.__contains__, range(len(self.games))))


def take_in(
    games: Sequence[Game],
    fmt: LeagueFormat,
    roster: Sequence[str],
    actions: OrganizerActions,
    ruleset: Ruleset | None,
    keep: Iterable[str] = (),
) -> Intake:
    """Check every game, put it in its season, settle it and sum the seasons (see the module docstring);
    the accepted games of the seasons in ``keep`` are given back too."""
    zone = ZoneInfo(fmt.timezone)
    checks = _Checks(list(games))
    _check_ids(checks)
    _check_shapes(checks)
    _check_players(checks, frozenset(roster), actions.blacklist, zone)
    moments = list(map(_PLAYED_AT, checks.games))
    if not all(map(_TZINFO, moments)):
        moments = [_aware(moment, zone) for moment in moments]
    stamps = list(map(datetime.timestamp, moments))
    seasons, log, accepted = _seasons(checks, moments, stamps, fmt, zone, actions.accept)
    _settle(checks, ruleset)
    kept = checks.open()
    kept_games = list(map(checks.games.__getitem__, kept))
    seat_lists = list(map(_SEATS, kept_games))
    tenths = list(map(checks.tenths.__getitem__, kept))
    kept_seasons = list(map(seasons.__getitem__, kept))
    warnings = _warnings(kept_games, list(map(stamps.__getitem__, kept)), tenths, kept_seasons, fmt)
    sums = season_sums(kept_seasons, seat_lists, tenths)
    rejected = tuple(Rejected(checks.games[i].id, *checks.refused[i]) for i in sorted(checks.refused))
    wanted = set(keep)
    games_of: dict[str, list[Game]] = {season: [] for season in wanted}
    for game, season in zip(kept_games, kept_seasons, strict=True) if wanted else ():
        if season in wanted:
            games_of[season].append(game)
    kept_of = {season: tuple(found) for season, found in games_of.items()}
    return Intake(sums, rejected, warnings, frozenset(accepted), tuple(log), kept_of)


def _aware(moment: datetime, zone: ZoneInfo) -> datetime:
    """A time without an offset is read in the league's time zone."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=zone)


def _check_ids(checks: _Checks) -> None:
    ids = list(map(_ID, checks.games))
    if len(set(ids)) == len(ids):
        return
    seen: set[str] = set()
    for index, game_id in enumerate(ids):
        if game_id in seen:
            checks.refuse(index, "duplicate_game", Reason.of("game_id_repeated", game=game_id))
        seen.add(game_id)


def _check_shapes(checks: _Checks) -> None:
    """Four different players; table points or settled scores (not both); nothing beside scores."""
    games = checks.games
    seat_lists = list(map(_SEATS, games))
    sizes, different = list(map(len, seat_lists)), list(map(len, map(set, seat_lists)))
    four = sizes.count(SEATS) == different.count(SEATS) == len(games)
    for index in () if four else range(len(games)):
        game = games[index]
        if len(game.seats) != SEATS or different[index] != SEATS:
            checks.refuse(index, "bad_game", Reason.of("four_players_needed", seats=game.seats))
    points, scores_given = list(map(_POINTS, games)), list(map(_SCORES, games))
    for index in (i for i, p in enumerate(points) if p is None) if None in points else ():
        if games[index].scores is None:
            checks.refuse(index, "bad_game", Reason("league_game_no_result"))
    scored = (
        []
        if scores_given.count(None) == len(games)
        else [i for i, s in enumerate(scores_given) if s is not None]
    )
    _check_scores(checks, scored)


def _check_scores(checks: _Checks, scored: list[int]) -> None:
    """The games of settled scores: nothing beside them, one pt amount per player; their 0.1 pt units.

    All at once when every one is clean (the usual case), else game by game for the reasons.
    """
    games = list(map(checks.games.__getitem__, scored))
    lists = list(map(_SCORES, games))
    values = _Tenths()
    flat = list(map(values.__getitem__, chain.from_iterable(lists)))
    clean = (
        None not in flat
        and list(map(len, lists)).count(SEATS) == len(lists)
        and list(map(_POINTS, games)).count(None) == len(games)
        and not any(map(_DEPOSITS, games))
        and not any(map(_PENALTIES, games))
    )
    if clean:
        checks.tenths.update(zip(scored, zip(*[iter(flat)] * SEATS, strict=True), strict=True))
        return
    for index, game in zip(scored, games, strict=True):
        tenths = tuple(map(values.__getitem__, game.scores or ()))
        problem = _beside_scores(game, tenths)
        if problem is not None:
            checks.refuse(index, "bad_game", problem)
        else:
            checks.tenths[index] = tenths  # type: ignore[assignment]  (no None left in it)


def _beside_scores(game: Game, tenths: tuple[int | None, ...]) -> Reason | None:
    """What is wrong with a game of settled scores (None when nothing is)."""
    assert game.scores is not None
    if game.points is not None:
        return Reason("league_game_points_and_scores")
    if game.deposits:
        return Reason("league_game_scores_with_deposits")
    if game.penalties:
        return Reason("league_game_scores_with_penalties")
    if len(game.scores) != len(game.seats):
        return Reason.of("league_game_score_count", scores=len(game.scores), players=len(game.seats))
    if None in tenths:
        return Reason.of("league_game_score_not_pt", score=game.scores[tenths.index(None)], most=MAX_SCORE)
    return None


def _check_players(
    checks: _Checks, known: frozenset[str], blacklist: dict[str, datetime | None], zone: ZoneInfo
) -> None:
    """Every player registered; nobody blacklisted at the game's time."""
    games = checks.games
    seated = list(map(_SEATS, games))
    strangers = set(chain.from_iterable(seated)) - known
    # the games with a stranger, found in C-level passes (few among many)
    met = compress(range(len(games)), map(not_, map(strangers.isdisjoint, seated))) if strangers else ()
    for index in met:
        if index not in checks.refused:
            unknown = tuple(player for player in seated[index] if player in strangers)
            checks.refuse(index, "unknown_player", Reason.of("unregistered_players", players=unknown))
    if not blacklist or blacklist.keys().isdisjoint(chain.from_iterable(seated)):
        return
    for index in checks.open():
        game = games[index]
        for player in game.seats:
            if player not in blacklist:
                continue
            since = blacklist[player]
            if since is None or _aware(game.played_at, zone) >= _aware(since, zone):
                checks.refuse(index, "blacklisted", Reason.of("league_game_blacklisted", player=player))
                break


def _seasons(
    checks: _Checks,
    moments: list[datetime],
    stamps: list[float],
    fmt: LeagueFormat,
    zone: ZoneInfo,
    accept: dict[str, str | None],
) -> tuple[list[str], list[Reason], list[str]]:
    """The season of every game ("" outside every season window); the accepted overrides: log, game ids."""
    if not moments:
        return [], [], []
    earliest, latest = stamps.index(min(stamps)), stamps.index(max(stamps))
    windows = season_windows(zone, fmt.season_last_day, moments[earliest], moments[latest])
    positions = list(map(partial(bisect_right, windows.bounds), stamps))
    season_of = {}
    for position in set(positions):
        season, inside = windows.locate(position)
        season_of[position] = season if inside else ""
    seasons = list(map(season_of.__getitem__, positions))
    log: list[Reason] = []
    accepted: list[str] = []
    outside = [i for i, season in enumerate(seasons) if not season and i not in checks.refused]
    for index in outside:
        game, local = checks.games[index], moments[index].astimezone(zone)
        day = local.date().isoformat()
        if game.id in accept:
            seasons[index] = accept[game.id] or season_key(local.year, local.month)
            accepted.append(game.id)
            log.append(Reason.of("league_log_accept_game", game=game.id, day=day, season=seasons[index]))
            continue
        reason = Reason.of(
            "league_game_maintenance", day=day, timezone=fmt.timezone, first=fmt.season_last_day + 1
        )
        checks.refuse(index, "maintenance", reason)
    return seasons, log, accepted


def _settle(checks: _Checks, ruleset: Ruleset | None) -> None:
    """Table points settled with the format's ruleset, all games at once (``taikai.game.settle``)."""
    games = checks.games
    candidates = checks.open()
    tables = list(
        compress(candidates, map(is_, map(_SCORES, map(games.__getitem__, candidates)), repeat(None)))
    )
    if not tables:
        return
    if ruleset is None:
        for index in tables:
            checks.refuse(index, "bad_game", Reason("league_game_no_ruleset"))
        return
    table_games = list(map(games.__getitem__, tables))
    settled = settle_many(
        zip(
            map(_POINTS, table_games), map(_DEPOSITS, table_games), map(_PENALTIES, table_games), strict=True
        ),
        ruleset,
    )
    checks.tenths.update(zip(tables, settled, strict=True))
    if set(map(type, settled)) == {tuple}:  # every game settled
        return
    for position in compress(range(len(settled)), map(isinstance, settled, repeat(TaikaiError))):
        index, error = tables[position], settled[position]
        assert isinstance(error, TaikaiError)
        del checks.tenths[index]
        checks.refuse(index, error.code, error)  # the settlement's own reason


def _warnings(
    games: list[Game],
    stamps: list[float],
    tenths: list[tuple[int, ...]],
    seasons: list[str],
    fmt: LeagueFormat,
) -> tuple[InputWarning, ...]:
    """Accepted games that are probably wrong, in input order (the lists give the accepted games, their
    times, scores in 0.1 pt and seasons)."""
    ids = list(map(_ID, games))
    found = duplicate_warnings(stamps, list(map(_SEATS, games)), tenths, ids)
    scored = list(compress(range(len(games)), map(is_not, map(_SCORES, games), repeat(None))))
    totals = list(map(sum, map(tenths.__getitem__, scored)))
    for position, total in zip(scored, totals, strict=True) if any(totals) else ():
        if total:
            pt = Decimal(total).scaleb(-1)
            found.append((position, InputWarning.of("scores_not_zero_sum", game=ids[position], total=pt)))
    found += far_period_warnings(seasons, ids, fmt.far_season_months, "far_season", "season")
    found.sort(key=lambda item: item[0])
    return tuple(item for _, item in found)
