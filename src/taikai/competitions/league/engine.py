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

from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from itertools import pairwise
from operator import attrgetter

from taikai.competitions.league.annual import annual_ranking, championship, next_year_start, year_of
from taikai.competitions.league.intake import (
    OrganizerActions,
    check_season,
    month_index,
    season_key,
    sort_actions,
    take_in,
)
from taikai.competitions.league.model import (
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
from taikai.competitions.league.season import compute_season, percent
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

# --------------------------------------------------------------------------- the whole history

_PLAYER_NEXT_TIER = attrgetter("player", "next_tier")


@dataclass(slots=True)
class _Run:
    league: League
    actions: OrganizerActions
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
        due = [item for item in self.pending if month_index(item[0]) <= month_index(season)]
        self.pending = [item for item in self.pending if item not in due]
        for effective, player, steps, why in sorted(due, key=lambda item: month_index(item[0])):
            before = self.tiers[player]
            after = 0 if steps is None else self.config.step(before, steps)
            self.tiers[player] = after
            name = self.config.tier_name
            self.actions.log.append(f"{why}: {player} {name(before)} -> {name(after)} from {effective}")

    def play(self, season: str, scores: dict[str, Decimal], games: dict[str, int]) -> None:
        self.adjust_tiers(season)
        result = compute_season(season, scores, games, self.tiers, self.order, self.config)
        self.tiers.update(map(_PLAYER_NEXT_TIER, result.standings))
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
        check_season(effective, f"special promotions of {year}")
        if month_index(effective) < month_index(next_year_start(year, self.config)):
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
        if month_index(current.season) - month_index(previous.season) != 1:
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


def run_league(league: League, ruleset: Ruleset | None = None) -> LeagueResult:
    """Recompute everything from a league history.

    ``ruleset`` settles games given as table points (the format's preset,
    e.g. ``taikai.rules.load("hitonazo-m")``); games with settled ``scores``
    need none.
    """
    config = league.config
    players = _index_players(league.players)
    actions = sort_actions(league.actions, players)
    intake = take_in(league.games, config, tuple(players), actions, ruleset)
    actions.log.extend(intake.log)
    actions.log.extend(
        f"accept_game {game_id}: no such game in a maintenance period (no effect)"
        for game_id in actions.accept
        if game_id not in intake.accepted
    )
    run = _Run(league, actions, {p.id: p.tier for p in league.players}, {p: i for i, p in enumerate(players)})
    run.pending = [(r.season, r.player, None, "record reset by the organizer") for r in actions.resets]
    year: str | None = None
    for season in sorted(intake.sums, key=month_index):
        season_year = year_of(season, config)
        if year is not None and season_year != year:
            run.close_year(year)
        year = season_year
        run.play(season, *intake.sums[season])
    if year is not None:
        run.close_year(year)
    for unknown in sorted(set(actions.by_year) - {y.year for y in run.years}):
        raise LeagueError(f"championship actions for {unknown}, a year without seasons")
    return LeagueResult(
        seasons=tuple(run.seasons),
        years=tuple(run.years),
        rejected=intake.rejected,
        log=tuple(actions.log),
        reports=_lowest_tier_reports(run.seasons),
        hidden=frozenset(actions.hidden),
        warnings=intake.warnings,
    )
