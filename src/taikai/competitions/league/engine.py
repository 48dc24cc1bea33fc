"""The ranked monthly league (COMPETITIONS.md A), as a pure engine over a league history.

:func:`run_league` takes the format, players, games and organizer actions of a
:class:`League` and recomputes every season (standings, movement with a
reason per player, champions, annual points), every league year (ranking and
championship bracket), the rejected games and the organizer's reports. It
reads no clock: games and actions carry their times. Every number and choice
comes from the league's :class:`~taikai.competitions.formats.LeagueFormat`.

>>> from datetime import datetime
>>> from decimal import Decimal as D
>>> from taikai.competitions import formats
>>> hitonazo = formats.load("hitonazo-m", formats.LeagueFormat)
>>> players = tuple(Player(f"p{i}", f"P{i}") for i in range(1, 5))
>>> game = Game("g1", datetime.fromisoformat("2025-03-02T21:00:00+09:00"), ("p1", "p2", "p3", "p4"),
...             scores=(D("50.0"), D("10.0"), D("-20.0"), D("-40.0")))
>>> late = Game("g2", datetime.fromisoformat("2025-03-27T21:00:00+09:00"), ("p1", "p2", "p3", "p4"),
...             scores=(D("50.0"), D("10.0"), D("-20.0"), D("-40.0")))
>>> result = run_league(League(hitonazo, players, (game, late)))
>>> [(s.season, s.participants, s.void, s.provisional) for s in result.seasons], result.rejected[0].code
([('2025-03', 4, True, True)], 'maintenance')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from decimal import Decimal
from operator import attrgetter
from zoneinfo import ZoneInfo

from taikai.competitions.formats import LeagueFormat
from taikai.competitions.league.annual import annual_ranking, championship, next_year_start, year_of
from taikai.competitions.league.closing import differences, in_force, season_fingerprint
from taikai.competitions.league.intake import (
    OrganizerActions,
    check_season,
    month_index,
    season_key,
    sort_actions,
    take_in,
)
from taikai.competitions.league.model import (
    ACTION_KINDS,
    AcceptGame,
    Action,
    AnnualEntry,
    Blacklist,
    Championship,
    CloseSeason,
    FinalResult,
    FinalStanding,
    Game,
    HideName,
    Ladder,
    League,
    LeagueError,
    LeagueResult,
    LowestTierReport,
    Player,
    QualifierResult,
    Rejected,
    ReopenSeason,
    ResetRecord,
    SeasonResult,
    Standing,
    Why,
    Withdraw,
    YearResult,
    ladder,
)
from taikai.competitions.league.season import compute_season, percent
from taikai.competitions.suspicious import NAMED_GAMES
from taikai.reasons import Reason
from taikai.rules import Ruleset

__all__ = [
    "ACTION_KINDS",
    "AcceptGame",
    "Action",
    "AnnualEntry",
    "Blacklist",
    "Championship",
    "CloseSeason",
    "FinalResult",
    "FinalStanding",
    "Game",
    "HideName",
    "Ladder",
    "League",
    "LeagueError",
    "LeagueResult",
    "LowestTierReport",
    "Player",
    "QualifierResult",
    "Rejected",
    "ReopenSeason",
    "ResetRecord",
    "SeasonResult",
    "Standing",
    "Why",
    "Withdraw",
    "YearResult",
    "ladder",
    "percent",
    "run_league",
    "season_fingerprint",
    "season_games",
    "season_key",
]

# --------------------------------------------------------------------------- the whole history

_PLAYER_NEXT_TIER = attrgetter("player", "next_tier")


@dataclass(frozen=True, slots=True)
class _TierChange:
    """A tier change due at a season: a reset (``steps`` None) or a special promotion."""

    season: str
    player: str
    steps: int | None
    year: str = ""
    place: int = 0


@dataclass(slots=True)
class _Run:
    fmt: LeagueFormat
    actions: OrganizerActions
    tiers: dict[str, int]
    order: dict[str, int]
    closed: Mapping[str, datetime]
    pending: list[_TierChange] = field(default_factory=list)
    seasons: list[SeasonResult] = field(default_factory=list)
    years: list[YearResult] = field(default_factory=list)

    def adjust_tiers(self, season: str) -> None:
        """Apply resets and special promotions that take effect at or before ``season``."""
        due = [item for item in self.pending if month_index(item.season) <= month_index(season)]
        self.pending = [item for item in self.pending if item not in due]
        tiers = ladder(self.fmt)
        for change in sorted(due, key=lambda item: month_index(item.season)):
            before = self.tiers[change.player]
            after = 0 if change.steps is None else tiers.step(before, change.steps)
            self.tiers[change.player] = after
            moved = {
                "player": change.player,
                "before": tiers.tier_name(before),
                "after": tiers.tier_name(after),
                "season": change.season,
            }
            if change.steps is None:
                self.actions.log.append(Reason.of("league_log_reset", **moved))
            else:
                steps = {"steps": change.steps, "year": change.year, "place": change.place}
                self.actions.log.append(Reason.of("league_log_special_promotion", **steps, **moved))

    def play(self, season: str, scores: dict[str, Decimal], games: dict[str, int]) -> None:
        self.adjust_tiers(season)
        result = compute_season(season, scores, games, self.tiers, self.order, self.fmt)
        self.tiers.update(map(_PLAYER_NEXT_TIER, result.standings))
        closed = self.closed.get(season)
        self.seasons.append(result if closed is None else replace(result, closed=closed))

    def close_year(self, year: str) -> None:
        seasons = [s for s in self.seasons if year_of(s.season, self.fmt) == year]
        ranking = annual_ranking(seasons, self.order)
        bracket = championship(year, ranking, self.actions.by_year.get(year, ()), self.fmt)
        if bracket.effective_season is not None:
            self._schedule_promotions(year, bracket)
        self.actions.log.extend(bracket.log)
        self.years.append(YearResult(year, tuple(s.season for s in seasons), ranking, bracket))

    def _schedule_promotions(self, year: str, bracket: Championship) -> None:
        effective = bracket.effective_season
        assert effective is not None
        check_season(effective, f"final_result ({year}).effective_season")
        if month_index(effective) < month_index(next_year_start(year, self.fmt)):
            raise LeagueError.of("league_promotion_inside_year", year=year, season=effective)
        for standing in bracket.final:
            if standing.promotion:
                change = _TierChange(effective, standing.player, standing.promotion, year, standing.place)
                self.pending.append(change)


def _lowest_tier_reports(seasons: Sequence[SeasonResult], count: int) -> tuple[LowestTierReport, ...]:
    """Participants who ended ``count`` calendar-consecutive seasons at the lowest tier (after movement),
    reported at the last of them."""
    reports = []
    runs: dict[str, list[str]] = {}  # player -> their current run of seasons at the lowest tier
    previous: str | None = None
    for season in seasons:
        consecutive = previous is not None and month_index(season.season) - month_index(previous) == 1
        bottom = {s.player for s in season.standings if s.next_tier == 0}
        runs = {p: [*runs.get(p, []), season.season] if consecutive else [season.season] for p in bottom}
        for standing in season.standings:
            run = runs.get(standing.player)
            if run is not None and len(run) >= count:
                reports.append(LowestTierReport(standing.player, tuple(run[-count:])))
        previous = season.season
    return tuple(reports)


def _index_players(players: Sequence[Player]) -> dict[str, Player]:
    index: dict[str, Player] = {}
    for player in players:
        if player.id in index:
            raise LeagueError.of("league_player_twice", player=player.id)
        index[player.id] = player
    return index


def _closed_seasons(
    actions: OrganizerActions, games_of: Mapping[str, Sequence[Game]], zone: ZoneInfo
) -> dict[str, datetime]:
    """The time each closed season was closed (in the league's time zone ``zone``), after checking its
    games against every close in force (a mismatch refuses the league, naming the games that differ);
    each close and reopen logged."""
    closed: dict[str, datetime] = {}
    for season in sorted(actions.closing, key=month_index):
        items = actions.closing[season]
        for index, action in enumerate(items):
            at = action.at.astimezone(zone).isoformat()
            if isinstance(action, CloseSeason):
                actions.log.append(Reason.of("league_log_close", season=season, at=at))
                continue
            code = "league_log_reopen" if in_force(items[:index], season) else "league_log_reopen_unused"
            actions.log.append(Reason.of(code, season=season, at=at, reason=action.reason))
        closes = in_force(items, season)
        for close in closes:
            differ = differences(close.fingerprint, games_of.get(season, ()))
            if differ:
                raise LeagueError.of(
                    "league_closed_season_changed",
                    season=season,
                    at=close.at.astimezone(zone).isoformat(),
                    games=differ[:NAMED_GAMES],
                    count=len(differ),
                )
        if closes:
            closed[season] = closes[-1].at.astimezone(zone)
    return closed


def season_games(league: League, season: str, ruleset: Ruleset | None = None) -> tuple[Game, ...]:
    """The accepted games of ``season`` (what a ``close_season`` action's fingerprint is taken of)."""
    players = _index_players(league.players)
    actions = sort_actions(league.actions, players)
    return take_in(league.games, league.format, tuple(players), actions, ruleset, (season,)).games_of[season]


def run_league(league: League, ruleset: Ruleset | None = None) -> LeagueResult:
    """Recompute everything from a league history.

    ``ruleset`` settles games given as table points (the format's ruleset,
    e.g. ``taikai.rules.load("hitonazo-m")``); games with settled ``scores``
    need none.
    """
    fmt = league.format
    players = _index_players(league.players)
    actions = sort_actions(league.actions, players)
    intake = take_in(league.games, fmt, tuple(players), actions, ruleset, actions.closing)
    actions.log.extend(intake.log)
    actions.log.extend(
        Reason.of("league_log_accept_unused", game=game_id)
        for game_id in actions.accept
        if game_id not in intake.accepted
    )
    closed = _closed_seasons(actions, intake.games_of, ZoneInfo(fmt.timezone))
    run = _Run(
        fmt, actions, {p.id: p.tier for p in league.players}, {p: i for i, p in enumerate(players)}, closed
    )
    run.pending = [_TierChange(r.season, r.player, None) for r in actions.resets]
    year: str | None = None
    for season in sorted(intake.sums, key=month_index):
        season_year = year_of(season, fmt)
        if year is not None and season_year != year:
            run.close_year(year)
        year = season_year
        run.play(season, *intake.sums[season])
    if year is not None:
        run.close_year(year)
    for unknown in sorted(set(actions.by_year) - {y.year for y in run.years}):
        raise LeagueError.of("league_year_without_seasons", year=unknown)
    return LeagueResult(
        seasons=tuple(run.seasons),
        years=tuple(run.years),
        rejected=intake.rejected,
        log=tuple(actions.log),
        reports=_lowest_tier_reports(run.seasons, fmt.lowest_tier_seasons),
        hidden=frozenset(actions.hidden),
        warnings=intake.warnings,
    )
