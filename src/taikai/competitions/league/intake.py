"""Games into seasons: checks, the season window, settlement, sums and warnings, in one pass per check.

Every game goes the same way, whether it gives table points or settled scores:
each check below looks at the games still in the running, all at once, and
the first check a game fails is its rejection (in input order), never an
exception:

1. ``duplicate_game``: an id seen before (the first one counts);
2. ``bad_game``: not four different players; neither table points nor scores,
   or both; deposits or penalties beside settled scores; scores that are not
   pt with one decimal place (at most 10,000.0);
3. ``unknown_player``, then ``blacklisted`` (at or after the blacklisting time);
4. ``maintenance``: days ``season_last_day + 1`` to the month's end in the
   league's time zone, unless the organizer accepts the game;
5. the settlement's own errors (``inconsistent``: points that do not add up).

A season is days 1 to ``season_last_day`` of a month in the league's time
zone; a time without an offset is read in that zone. Accepted games that are
probably wrong give warnings (the game is still counted): the same players,
time and result under two ids (``probable_duplicate``), settled scores that do
not add up to zero (``scores_not_zero_sum``: a penalty can make that right), a
season months away from every other one (``far_season``: a year typed wrong?).
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from functools import partial
from itertools import chain, compress, filterfalse, repeat
from operator import attrgetter, is_, is_not, itemgetter
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from taikai.competitions.league.model import (
    MAX_SCORE,
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
    score_tenths,
)
from taikai.errors import InputWarning, TaikaiError
from taikai.game.settle import settle_many
from taikai.rules import Ruleset

SEATS = 4


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


# --------------------------------------------------------------------------- warnings

WARNINGS = {
    "probable_duplicate": "games {first} and {second} have the same players, time and result: "
    "the same game entered twice? (both are counted)",
    "scores_not_zero_sum": "game {game}: the scores add up to {total}, not 0.0 (a penalty? both are "
    "possible; the game is counted as given)",
    "far_season": "season {season} ({games}) is {months} months from the nearest other season "
    "{nearest}: a year or month typed wrong? (counted as given)",
}


def warning(code: str, **params: object) -> InputWarning:
    """The warning ``code`` with its parameters and its English message (:data:`WARNINGS`)."""
    return InputWarning(code, WARNINGS[code].format(**params), tuple(params.items()))


def _listed(ids: Sequence[str], most: int = 3) -> str:
    """``g1, g2 and 3 more``."""
    shown = ", ".join(ids[:most])
    return shown if len(ids) <= most else f"{shown} and {len(ids) - most} more"


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
_FIRST = itemgetter(0)
_DEPOSITS = attrgetter("deposits")
_PENALTIES = attrgetter("penalties")


@dataclass(frozen=True, slots=True)
class Intake:
    """Accepted games summed by season (score and games per player), the rejected ones and the warnings."""

    sums: dict[str, tuple[dict[str, Decimal], dict[str, int]]]  # season -> (scores, games) by player
    rejected: tuple[Rejected, ...]
    warnings: tuple[InputWarning, ...]
    accepted: frozenset[str]  # maintenance-period games the organizer's accept_game let in
    log: tuple[str, ...]  # those overrides, as applied


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
    refused: dict[int, tuple[str, str]] = field(default_factory=dict)
    tenths: dict[int, tuple[int, ...]] = field(default_factory=dict)

    def refuse(self, index: int, code: str, message: str) -> None:
        self.refused.setdefault(index, (code, message))

    def open(self) -> list[int]:
        """Indexes of the games no check has refused yet."""
        return list(filterfalse(self.refused.__contains__, range(len(self.games))))


def take_in(
    games: Sequence[Game],
    config: LeagueConfig,
    roster: Sequence[str],
    actions: OrganizerActions,
    ruleset: Ruleset | None,
) -> Intake:
    """Check every game, put it in its season, settle it and sum the seasons (see the module docstring)."""
    zone = zone_of(config.timezone)
    checks = _Checks(list(games))
    _check_ids(checks)
    _check_shapes(checks)
    _check_players(checks, frozenset(roster), actions.blacklist, zone)
    moments = list(map(_PLAYED_AT, checks.games))
    if not all(map(_TZINFO, moments)):
        moments = [_aware(moment, zone) for moment in moments]
    stamps = list(map(datetime.timestamp, moments))
    seasons, log, accepted = _seasons(checks, moments, stamps, config, zone, actions.accept)
    _settle(checks, ruleset)
    kept = checks.open()
    kept_games = list(map(checks.games.__getitem__, kept))
    seat_lists = list(map(_SEATS, kept_games))
    tenths = list(map(checks.tenths.__getitem__, kept))
    kept_seasons = list(map(seasons.__getitem__, kept))
    warnings = _warnings(kept, kept_games, list(map(stamps.__getitem__, kept)), tenths, kept_seasons, config)
    sums = season_sums(kept_seasons, seat_lists, tenths)
    rejected = tuple(Rejected(checks.games[i].id, *checks.refused[i]) for i in sorted(checks.refused))
    return Intake(sums, rejected, warnings, frozenset(accepted), tuple(log))


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
            checks.refuse(index, "duplicate_game", f"game {game_id} appears more than once")
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
            checks.refuse(
                index, "bad_game", f"game {game.id} needs four different players, got {list(game.seats)}"
            )
    points, scores_given = list(map(_POINTS, games)), list(map(_SCORES, games))
    for index in (i for i, p in enumerate(points) if p is None) if None in points else ():
        if games[index].scores is None:
            checks.refuse(index, "bad_game", f"game {games[index].id} gives neither table points nor scores")
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
        if problem:
            checks.refuse(index, "bad_game", f"game {game.id} {problem}")
        else:
            checks.tenths[index] = tenths  # type: ignore[assignment]  (no None left in it)


def _beside_scores(game: Game, tenths: tuple[int | None, ...]) -> str:
    """What is wrong with a game of settled scores ("" when nothing is)."""
    assert game.scores is not None
    if game.points is not None:
        return (
            "gives both table points and settled scores: keep 'points' to have it settled with the "
            "format's ruleset, or 'scores' if it was settled elsewhere"
        )
    if game.deposits or game.penalties:
        given = "deposits" if game.deposits else "penalties"
        return (
            f"gives settled scores with {given}: {given} go with table points ('points'); scores include them"
        )
    if len(game.scores) != len(game.seats):
        return f"gives {len(game.scores)} scores for {len(game.seats)} players"
    if None in tenths:
        bad = game.scores[tenths.index(None)]
        return f"has score {bad}, not a pt amount with one decimal place (at most {MAX_SCORE} either way)"
    return ""


def _check_players(
    checks: _Checks, known: frozenset[str], blacklist: dict[str, datetime | None], zone: ZoneInfo
) -> None:
    """Every player registered; nobody blacklisted at the game's time."""
    games = checks.games
    strangers = set(chain.from_iterable(map(_SEATS, games))) - known
    for index in checks.open() if strangers else ():
        if not strangers.isdisjoint(games[index].seats):
            unknown = [player for player in games[index].seats if player in strangers]
            checks.refuse(
                index,
                "unknown_player",
                f"game {games[index].id} names unregistered player(s) {', '.join(unknown)}",
            )
    if not blacklist or blacklist.keys().isdisjoint(chain.from_iterable(map(_SEATS, games))):
        return
    for index in checks.open():
        game = games[index]
        for player in game.seats:
            if player not in blacklist:
                continue
            since = blacklist[player]
            if since is None or _aware(game.played_at, zone) >= _aware(since, zone):
                checks.refuse(
                    index, "blacklisted", f"game {game.id}: {player} is blacklisted and cannot be entered"
                )
                break


def _seasons(
    checks: _Checks,
    moments: list[datetime],
    stamps: list[float],
    config: LeagueConfig,
    zone: ZoneInfo,
    accept: dict[str, str | None],
) -> tuple[list[str], list[str], list[str]]:
    """The season of every game ("" outside every season window); the accepted overrides: log, game ids."""
    if not moments:
        return [], [], []
    earliest, latest = stamps.index(min(stamps)), stamps.index(max(stamps))
    windows = season_windows(zone, config.season_last_day, moments[earliest], moments[latest])
    positions = list(map(partial(bisect_right, windows.bounds), stamps))
    season_of = {}
    for position in set(positions):
        season, inside = windows.locate(position)
        season_of[position] = season if inside else ""
    seasons = list(map(season_of.__getitem__, positions))
    log: list[str] = []
    accepted: list[str] = []
    outside = [i for i, season in enumerate(seasons) if not season and i not in checks.refused]
    for index in outside:
        game, local = checks.games[index], moments[index].astimezone(zone)
        if game.id in accept:
            seasons[index] = accept[game.id] or season_key(local.year, local.month)
            log.append(
                f"accept game {game.id} of {local.date()} (maintenance period) into season {seasons[index]}"
            )
            continue
        checks.refuse(
            index,
            "maintenance",
            f"game {game.id} was played on {local.date()} ({config.timezone}), in the maintenance "
            f"period (day {config.season_last_day + 1} to the month's end); it belongs to no season "
            "unless the organizer accepts it",
        )
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
            checks.refuse(
                index, "bad_game", f"game {games[index].id}: table points need the format's ruleset"
            )
        return
    table_games = list(map(games.__getitem__, tables))
    settled = settle_many(
        zip(
            map(_POINTS, table_games), map(_DEPOSITS, table_games), map(_PENALTIES, table_games), strict=True
        ),
        ruleset,
    )
    if set(map(type, settled)) == {tuple}:  # every game settled
        checks.tenths.update(zip(tables, settled, strict=True))
        return
    for index, outcome in zip(tables, settled, strict=True):
        if isinstance(outcome, TaikaiError):
            checks.refuse(index, outcome.code, f"game {games[index].id}: {outcome.message}")
        else:
            checks.tenths[index] = outcome


def _warnings(
    kept: list[int],
    games: list[Game],
    stamps: list[float],
    tenths: list[tuple[int, ...] | None],
    seasons: list[str],
    config: LeagueConfig,
) -> tuple[InputWarning, ...]:
    """Accepted games that are probably wrong, in input order (``kept``: the accepted games' indexes,
    the other lists: their games, times, scores in 0.1 pt and seasons)."""
    found: list[tuple[int, InputWarning]] = []
    # only games played at the same moment by the same first dealer can be the same game
    moment_and_dealer = list(zip(stamps, map(_FIRST, map(_SEATS, games)), strict=True))
    shared = {key for key, count in Counter(moment_and_dealer).items() if count > 1}
    first: dict[tuple[object, ...], int] = {}
    for position in (
        compress(range(len(games)), map(shared.__contains__, moment_and_dealer)) if shared else ()
    ):
        key = (stamps[position], games[position].seats, tenths[position])
        if key in first:
            pair = {"first": games[first[key]].id, "second": games[position].id}
            found.append((kept[position], warning("probable_duplicate", **pair)))
        else:
            first[key] = position
    scored = list(compress(range(len(games)), map(is_not, map(_SCORES, games), repeat(None))))
    totals = list(map(sum, map(tenths.__getitem__, scored)))  # type: ignore[arg-type]  (all settled)
    for position, total in zip(scored, totals, strict=True) if any(totals) else ():
        if total:
            pt = Decimal(total).scaleb(-1)
            found.append((kept[position], warning("scores_not_zero_sum", game=games[position].id, total=pt)))
    found.extend(_far_seasons(kept, games, seasons, config.far_season_months))
    found.sort(key=lambda item: item[0])
    return tuple(item for _, item in found)


def _far_seasons(
    kept: list[int], games: list[Game], seasons: list[str], far: int
) -> list[tuple[int, InputWarning]]:
    """A warning for each season of a run of seasons ``far`` months or more from the run with the most games.

    Runs are seasons less than ``far`` months apart; ties for the most games go to the earliest run.
    """
    count = Counter(seasons)
    runs: list[list[str]] = []
    for season in sorted(count, key=month_index):
        if runs and month_index(season) - month_index(runs[-1][-1]) < far:
            runs[-1].append(season)
        else:
            runs.append([season])
    main = max(runs, key=lambda run: sum(map(count.__getitem__, run)), default=[])
    found = []
    for season in (season for run in runs if run is not main for season in run):
        nearest = min(main, key=lambda other: abs(month_index(other) - month_index(season)))
        positions = [i for i, other in enumerate(seasons) if other == season]
        params = {
            "season": season,
            "games": _listed([games[i].id for i in positions]),
            "months": abs(month_index(nearest) - month_index(season)),
            "nearest": nearest,
        }
        found.append((kept[positions[0]], warning("far_season", **params)))
    return found
