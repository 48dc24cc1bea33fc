"""The ranked monthly league of seed 000 (Hitonazo M), as a pure engine over a league history.

:func:`run_league` takes the players, games and organizer actions of a
:class:`League` and recomputes every season (standings, movement with a
reason per player, champions, annual points), every league year (ranking and
championship bracket), the rejected games and the organizer's reports. It
reads no clock: games carry their ``played_at`` time.

>>> from datetime import datetime
>>> from decimal import Decimal as D
>>> players = tuple(Player(f"p{i}", f"P{i}") for i in range(1, 5))
>>> game = Game("g1", datetime.fromisoformat("2025-03-02T21:00:00+09:00"), ("p1", "p2", "p3", "p4"),
...             scores=(D("50.0"), D("10.0"), D("-20.0"), D("-40.0")))
>>> late = Game("g2", datetime.fromisoformat("2025-03-27T21:00:00+09:00"), ("p1", "p2", "p3", "p4"),
...             scores=(D("50.0"), D("10.0"), D("-20.0"), D("-40.0")))
>>> result = run_league(League(players, (game, late)))
>>> [(s.season, s.participants, s.void) for s in result.seasons], result.rejected[0].code
([('2025-03', 4, True)], 'maintenance')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from itertools import pairwise
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from taikai.competitions.league_annual import annual_ranking, championship, next_year_start, year_of
from taikai.competitions.league_model import (
    AcceptGame,
    Action,
    AnnualEntry,
    Blacklist,
    Championship,
    FinalResult,
    FinalStanding,
    Game,
    GroupRule,
    HideName,
    League,
    LeagueConfig,
    LeagueError,
    LeagueResult,
    LowestTierReport,
    Player,
    QualifierResult,
    Rejected,
    ResetRecord,
    SeasonResult,
    Standing,
    Withdraw,
    YearResult,
)
from taikai.competitions.league_season import compute_season, percent
from taikai.errors import TaikaiError
from taikai.rules import Ruleset

__all__ = [
    "AcceptGame",
    "Action",
    "AnnualEntry",
    "Blacklist",
    "Championship",
    "FinalResult",
    "FinalStanding",
    "Game",
    "GroupRule",
    "HideName",
    "League",
    "LeagueConfig",
    "LeagueError",
    "LeagueResult",
    "LowestTierReport",
    "Player",
    "QualifierResult",
    "Rejected",
    "ResetRecord",
    "SeasonResult",
    "Standing",
    "Withdraw",
    "YearResult",
    "percent",
    "run_league",
    "season_key",
]

SEATS = 4
Totals = dict[str, list]  # player -> [season score, games]


def season_key(local: datetime) -> str:
    """``YYYY-MM`` of a local date."""
    return f"{local.year:04d}-{local.month:02d}"


def _month_index(season: str) -> int:
    year, month = (int(part) for part in season.split("-"))
    return year * 12 + month - 1


# --------------------------------------------------------------------------- organizer actions


@dataclass(slots=True)
class _Actions:
    """Organizer actions sorted by what they affect, with a log line for each."""

    blacklist: dict[str, datetime | None] = field(default_factory=dict)
    hidden: set[str] = field(default_factory=set)
    accept: dict[str, str | None] = field(default_factory=dict)
    resets: list[ResetRecord] = field(default_factory=list)
    by_year: dict[str, list[Withdraw | QualifierResult | FinalResult]] = field(default_factory=dict)
    log: list[str] = field(default_factory=list)


def _check_season(season: str, what: str) -> None:
    parts = season.split("-")
    if len(parts) != 2 or not all(p.isdigit() for p in parts) or not 1 <= int(parts[1]) <= 12:
        raise LeagueError(f"{what}: {season!r} is not a season (YYYY-MM)")


def _sort_actions(actions: Iterable[Action], players: dict[str, Player]) -> _Actions:
    sorted_actions = _Actions()
    for action in actions:
        player = getattr(action, "player", None)
        if player is not None and player not in players:
            raise LeagueError(f"{type(action).__name__} names {player!r}, who is not a registered player")
        if isinstance(action, Blacklist):
            sorted_actions.blacklist[action.player] = action.since
            since = f" from {action.since.isoformat()}" if action.since else ""
            sorted_actions.log.append(f"blacklist {action.player}{since}: games with them are refused")
        elif isinstance(action, HideName):
            sorted_actions.hidden.add(action.player)
            sorted_actions.log.append(f"hide the name of {action.player} in public standings")
        elif isinstance(action, AcceptGame):
            if action.season is not None:
                _check_season(action.season, f"override of game {action.game}")
            sorted_actions.accept[action.game] = action.season
        elif isinstance(action, ResetRecord):
            _check_season(action.season, f"reset of {action.player}")
            sorted_actions.resets.append(action)
        else:
            sorted_actions.by_year.setdefault(action.year, []).append(action)
    return sorted_actions


# --------------------------------------------------------------------------- games


@dataclass(slots=True)
class _Intake:
    """Accepted games by season, and the rejected ones."""

    config: LeagueConfig
    zone: ZoneInfo
    players: dict[str, Player]
    actions: _Actions
    ruleset: Ruleset | None
    seasons: dict[str, Totals] = field(default_factory=dict)
    rejected: list[Rejected] = field(default_factory=list)
    seen: set[str] = field(default_factory=set)

    def add(self, game: Game) -> None:
        problem = self._problem(game)
        if problem is not None:
            self.rejected.append(Rejected(game.id, *problem))
            return
        season = self._season(game)
        if isinstance(season, Rejected):
            self.rejected.append(season)
            return
        try:
            scores = self._scores(game)
        except TaikaiError as error:
            self.rejected.append(Rejected(game.id, error.code, f"game {game.id}: {error.message}"))
            return
        totals = self.seasons.setdefault(season, {})
        for player, score in zip(game.seats, scores, strict=True):
            entry = totals.get(player)
            if entry is None:
                totals[player] = [score, 1]
            else:
                entry[0] += score
                entry[1] += 1

    def _problem(self, game: Game) -> tuple[str, str] | None:
        """(code, message) when the game cannot be entered at all."""
        if game.id in self.seen:
            return "duplicate_game", f"game {game.id} appears more than once"
        self.seen.add(game.id)
        if len(game.seats) != SEATS or len(set(game.seats)) != SEATS:
            return "bad_game", f"game {game.id} needs four different players, got {list(game.seats)}"
        unknown = [p for p in game.seats if p not in self.players]
        if unknown:
            return "unknown_player", f"game {game.id} names unregistered player(s) {', '.join(unknown)}"
        if self.actions.blacklist:
            for player in game.seats:
                if player in self.actions.blacklist:
                    since = self.actions.blacklist[player]
                    if since is None or _aware(game.played_at, self.zone) >= _aware(since, self.zone):
                        return "blacklisted", f"game {game.id}: {player} is blacklisted and cannot be entered"
        return None

    def _season(self, game: Game) -> str | Rejected:
        local = _aware(game.played_at, self.zone).astimezone(self.zone)
        if local.day <= self.config.season_last_day:
            return season_key(local)
        if game.id in self.actions.accept:
            season = self.actions.accept[game.id] or season_key(local)
            self.actions.log.append(
                f"accept game {game.id} of {local.date()} (maintenance period) into season {season}"
            )
            return season
        return Rejected(
            game.id,
            "maintenance",
            f"game {game.id} was played on {local.date()} ({self.config.timezone}), in the maintenance "
            f"period (day {self.config.season_last_day + 1} to the month's end); it belongs to no season "
            "unless the organizer accepts it",
        )

    def _scores(self, game: Game) -> Sequence[Decimal]:
        if game.scores is not None:
            if len(game.scores) != SEATS:
                raise TaikaiError(f"{len(game.scores)} scores for four players", "bad_game")
            for score in game.scores:
                if score.as_tuple().exponent < -1 and score != score.quantize(Decimal("0.1")):
                    raise TaikaiError(f"score {score} has more than one decimal place", "bad_game")
            return game.scores
        if game.points is None:
            raise TaikaiError("a game needs table points or settled scores", "bad_game")
        if self.ruleset is None:
            raise TaikaiError("table points need the format's ruleset to be settled", "bad_game")
        from taikai.game.settle import settle

        return [r.score for r in settle(list(game.points), self.ruleset).results]


def _aware(moment: datetime, zone: ZoneInfo) -> datetime:
    """A time without an offset is read in the league's time zone."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=zone)


# --------------------------------------------------------------------------- the whole history


@dataclass(slots=True)
class _Run:
    league: League
    actions: _Actions
    tiers: dict[str, int]
    order: dict[str, int]
    pending: list[tuple[str, str, int | None, str]] = field(default_factory=list)  # steps None: reset
    seasons: list[SeasonResult] = field(default_factory=list)
    years: list[YearResult] = field(default_factory=list)

    @property
    def config(self) -> LeagueConfig:
        return self.league.config

    def adjust_tiers(self, season: str) -> None:
        """Apply resets and special promotions that take effect at or before ``season``."""
        due = [item for item in self.pending if _month_index(item[0]) <= _month_index(season)]
        self.pending = [item for item in self.pending if item not in due]
        for effective, player, steps, why in sorted(due, key=lambda item: _month_index(item[0])):
            before = self.tiers[player]
            after = 0 if steps is None else self.config.step(before, steps)
            self.tiers[player] = after
            name = self.config.tier_name
            self.actions.log.append(f"{why}: {player} {name(before)} -> {name(after)} from {effective}")

    def play(self, season: str, totals: Totals) -> None:
        self.adjust_tiers(season)
        frozen = {player: (entry[0], entry[1]) for player, entry in totals.items()}
        result = compute_season(season, frozen, self.tiers, self.order, self.config)
        for standing in result.standings:
            self.tiers[standing.player] = standing.next_tier
        self.seasons.append(result)

    def close_year(self, year: str) -> None:
        seasons = [s for s in self.seasons if year_of(s.season, self.config) == year]
        ranking = annual_ranking(seasons, self.order)
        bracket = championship(year, ranking, self.actions.by_year.get(year, ()), self.config)
        if bracket.effective_season is not None:
            self._schedule_promotions(year, bracket)
        self.actions.log.extend(f"championship {year}: {line}" for line in bracket.log)
        self.years.append(YearResult(year, tuple(s.season for s in seasons), ranking, bracket))

    def _schedule_promotions(self, year: str, bracket: Championship) -> None:
        effective = bracket.effective_season
        assert effective is not None
        _check_season(effective, f"special promotions of {year}")
        if _month_index(effective) < _month_index(next_year_start(year, self.config)):
            raise LeagueError(
                f"special promotions of {year} cannot take effect in {effective}, inside the year"
            )
        for standing in bracket.final:
            if standing.promotion:
                why = f"special promotion +{standing.promotion} (championship {year}, place {standing.place})"
                self.pending.append((effective, standing.player, standing.promotion, why))


def _lowest_tier_reports(seasons: Sequence[SeasonResult]) -> tuple[LowestTierReport, ...]:
    """Participants who ended two calendar-consecutive seasons at the lowest tier (after movement)."""
    reports = []
    for previous, current in pairwise(seasons):
        if _month_index(current.season) - _month_index(previous.season) != 1:
            continue
        bottom_before = {s.player for s in previous.standings if s.next_tier == 0}
        reports.extend(
            LowestTierReport(s.player, (previous.season, current.season))
            for s in current.standings
            if s.next_tier == 0 and s.player in bottom_before
        )
    return tuple(reports)


def _index_players(players: Sequence[Player]) -> dict[str, Player]:
    index: dict[str, Player] = {}
    for player in players:
        if player.id in index:
            raise LeagueError(f"player {player.id!r} is registered twice")
        index[player.id] = player
    return index


def _zone(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise LeagueError(f"unknown time zone {name!r}") from None


def run_league(league: League, ruleset: Ruleset | None = None) -> LeagueResult:
    """Recompute everything from a league history.

    ``ruleset`` settles games given as table points (the format's preset,
    e.g. ``taikai.rules.load("hitonazo-m")``); games with settled ``scores``
    need none.
    """
    config = league.config
    players = _index_players(league.players)
    actions = _sort_actions(league.actions, players)
    intake = _Intake(config, _zone(config.timezone), players, actions, ruleset)
    for game in league.games:
        intake.add(game)
    run = _Run(league, actions, {p.id: p.tier for p in league.players}, {p: i for i, p in enumerate(players)})
    run.pending = [(r.season, r.player, None, "record reset by the organizer") for r in actions.resets]
    year: str | None = None
    for season in sorted(intake.seasons, key=_month_index):
        season_year = year_of(season, config)
        if year is not None and season_year != year:
            run.close_year(year)
        year = season_year
        run.play(season, intake.seasons[season])
    if year is not None:
        run.close_year(year)
    for unknown in sorted(set(actions.by_year) - {y.year for y in run.years}):
        raise LeagueError(f"championship actions for {unknown}, a year without seasons")
    return LeagueResult(
        seasons=tuple(run.seasons),
        years=tuple(run.years),
        rejected=tuple(intake.rejected),
        log=tuple(actions.log),
        reports=_lowest_tier_reports(run.seasons),
        hidden=frozenset(actions.hidden),
    )
