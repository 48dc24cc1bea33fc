"""The league year: annual ranking with its tie-breaks and the annual championship bracket.

>>> from taikai.competitions import formats
>>> hitonazo = formats.load("hitonazo-m", formats.LeagueFormat)
>>> year_of("2024-12", hitonazo), year_of("2025-11", hitonazo), next_year_start("2025", hitonazo)
('2025', '2025', '2025-12')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from functools import partial
from itertools import repeat
from operator import attrgetter

from taikai.competitions.carry import halve
from taikai.competitions.formats import LeagueFormat
from taikai.competitions.formats.league import FINAL
from taikai.competitions.league.model import (
    AnnualEntry,
    Championship,
    FinalResult,
    FinalStanding,
    LeagueError,
    QualifierResult,
    SeasonResult,
    Withdraw,
)
from taikai.reasons import Reason

YearAction = Withdraw | QualifierResult | FinalResult
_LINE = attrgetter("player", "score", "games")
_TIE_BREAKS_LAST_FIRST = tuple(map(attrgetter, ("games", "score", "rank_wins", "season_wins", "points")))
_new_entry = partial(tuple.__new__, AnnualEntry)  # C-level construction of the named tuple


def year_of(season: str, fmt: LeagueFormat) -> str:
    """The league year of a season ``YYYY-MM``: named by the year of its last month."""
    year, month = (int(part) for part in season.split("-"))
    if fmt.year_first_month != 1 and month >= fmt.year_first_month:
        year += 1
    return str(year)


def next_year_start(year: str, fmt: LeagueFormat) -> str:
    """The first season after league year ``year``."""
    start_year = int(year) if fmt.year_first_month != 1 else int(year) + 1
    return f"{start_year:04d}-{fmt.year_first_month:02d}"


# --------------------------------------------------------------------------- ranking


def annual_ranking(seasons: Iterable[SeasonResult], order: Mapping[str, int]) -> tuple[AnnualEntry, ...]:
    """The year's ranking of every player with games in it.

    Ties on annual points are broken by more season championships, more in-rank
    championships, a higher total season score, more games; then (documented
    fallback) by registration order, earlier first.
    """
    points: dict[str, Decimal] = {}
    scores: dict[str, Decimal] = {}
    games: dict[str, int] = {}
    season_wins: dict[str, int] = {}
    rank_wins: dict[str, int] = {}
    for season in seasons:
        awarded = season.annual_points
        for player, score, count in map(_LINE, season.standings):
            if player in scores:
                points[player] += awarded[player]
                scores[player] += score
                games[player] += count
            else:
                points[player], scores[player], games[player] = awarded[player], score, count
        if season.champion is not None:
            season_wins[season.champion] = season_wins.get(season.champion, 0) + 1
        for champion in season.rank_champions.values():
            if champion is not None:
                rank_wins[champion] = rank_wins.get(champion, 0) + 1
    players = sorted(scores, key=order.__getitem__)
    entries = list(
        map(
            _new_entry,
            zip(
                players,
                map(points.__getitem__, players),
                map(season_wins.get, players, repeat(0)),
                map(rank_wins.get, players, repeat(0)),
                map(scores.__getitem__, players),
                map(games.__getitem__, players),
                strict=True,
            ),
        )
    )
    # Stable passes, last tie-break first (the same order as one sort on the tuple of tie-breaks).
    for key in _TIE_BREAKS_LAST_FIRST:
        entries.sort(key=key, reverse=True)
    return tuple(entries)


# --------------------------------------------------------------------------- championship


@dataclass(slots=True)
class _Bracket:
    """The bracket while the year's actions are applied in order."""

    year: str
    ranking: tuple[str, ...]
    fmt: LeagueFormat
    withdrawn: set[str] = field(default_factory=set)  # before the qualifiers
    dropped: set[str] = field(default_factory=set)  # withdrew after the qualifiers
    results: dict[str, tuple[str, ...]] = field(default_factory=dict)
    replacements: dict[str, str] = field(default_factory=dict)
    final: tuple[FinalStanding, ...] = ()
    effective_season: str | None = None
    log: list[Reason] = field(default_factory=list)

    def feeders(self, table: str) -> tuple[str, ...]:
        return tuple(dict.fromkeys(src for src, _, dst in self.fmt.championship.routes if dst == table))

    def ready(self, table: str) -> bool:
        """Every table sending players here has its result."""
        return all(source in self.results for source in self.feeders(table))

    def fields(self) -> dict[str, list[str]]:
        """Entrants of every table, from the seeding, the entered results and the replacements."""
        bracket = self.fmt.championship
        fields: dict[str, list[str]] = {table: [] for table in bracket.tables}
        eligible = iter(p for p in self.ranking if p not in self.withdrawn)
        for table, count in bracket.seeding:
            fields[table].extend(p for _, p in zip(range(count), eligible, strict=False))
        for source, place, target in bracket.routes:
            places = self.results.get(source, ())
            if place <= len(places):
                fields[target].append(places[place - 1])
        fields[FINAL] = [self.replacements.get(p, p) for p in fields[FINAL]]
        return fields

    def note(self, code: str, **params: object) -> None:
        self.log.append(Reason.of(code, year=self.year, **params))

    def apply(self, action: YearAction) -> None:
        if isinstance(action, Withdraw):
            self._withdraw(action.player)
        elif isinstance(action, QualifierResult):
            self._qualifier(action.table, action.places)
        else:
            self._final(action)

    def _withdraw(self, player: str) -> None:
        if self.final:
            raise LeagueError.of("league_withdrawal_after_final", year=self.year, player=player)
        if not self.results:
            self.withdrawn.add(player)
            self.note("league_withdrew_before_qualifiers", player=player)
            return
        if not self.ready(FINAL):
            raise LeagueError.of("league_withdrawal_during_qualifiers", year=self.year, player=player)
        finalists = self.fields()[FINAL]
        self.dropped.add(player)
        if player not in finalists:
            self.note("league_withdrew_not_finalist", player=player)
            return
        replacement = self._next_from_qualifier(finalists)
        if replacement is None:
            self.note("league_finalist_not_replaced", player=player)
            return
        original = next((k for k, v in self.replacements.items() if v == player), player)
        self.replacements[original] = replacement
        self.note("league_finalist_replaced", player=player, replacement=replacement)

    def _next_from_qualifier(self, finalists: Sequence[str]) -> str | None:
        """The best-placed player of the last qualifier(s) not already in the final."""
        for source in self.feeders(FINAL):
            for player in self.results[source]:
                if player not in finalists and player not in self.dropped:
                    return player
        return None

    def _qualifier(self, table: str, places: tuple[str, ...]) -> None:
        tables = self.fmt.championship.tables
        if table == FINAL or table not in tables:
            qualifiers = tuple(t for t in tables if t != FINAL)
            raise LeagueError.of("league_unknown_table", year=self.year, table=table, tables=qualifiers)
        if table in self.results:
            raise LeagueError.of("league_result_twice", year=self.year, table=table)
        if not self.ready(table):
            raise LeagueError.of(
                "league_result_too_early", year=self.year, table=table, feeders=self.feeders(table)
            )
        expected = self.fields()[table]
        if sorted(places) != sorted(expected):
            raise LeagueError.of(
                "league_result_players", year=self.year, table=table, places=places, players=tuple(expected)
            )
        self.results[table] = tuple(places)
        self.note("league_qualifier_result", table=table, places=places)

    def _final(self, action: FinalResult) -> None:
        bracket = self.fmt.championship
        if self.final:
            raise LeagueError.of("league_final_twice", year=self.year)
        if not self.ready(FINAL):
            raise LeagueError.of("league_final_too_early", year=self.year)
        finalists = self.fields()[FINAL]
        if len(action.hanchan) != bracket.final_hanchan + bracket.last_hanchan:
            raise LeagueError.of(
                "league_final_hanchan",
                year=self.year,
                first=bracket.final_hanchan,
                last=bracket.last_hanchan,
                given=len(action.hanchan),
            )
        for hanchan in action.hanchan:
            if sorted(hanchan) != sorted(finalists):
                raise LeagueError.of(
                    "league_final_players", year=self.year, players=tuple(hanchan), finalists=tuple(finalists)
                )
        self.final = final_standings(action.hanchan, finalists, self.ranking, self.fmt)
        self.effective_season = action.effective_season or next_year_start(self.year, self.fmt)
        self.note(
            "league_final_result",
            players=tuple(s.player for s in self.final),
            totals=tuple(s.total for s in self.final),
        )


def final_standings(
    hanchan: Sequence[Mapping[str, Decimal]],
    finalists: Sequence[str],
    ranking: Sequence[str],
    fmt: LeagueFormat,
) -> tuple[FinalStanding, ...]:
    """Totals of the first hanchan are halved (to 0.1 pt by ``halving``) and carried into the last one(s).

    Equal totals are ordered by the annual ranking (documented choice). Places
    earn the special promotion steps.
    """
    bracket = fmt.championship
    first = bracket.final_hanchan
    position = {p: i for i, p in enumerate(ranking)}
    rows = []
    for player in finalists:
        carry = halve(sum((h[player] for h in hanchan[:first]), Decimal("0.0")), bracket.halving)
        last = sum((h[player] for h in hanchan[first:]), Decimal("0.0"))
        rows.append((player, carry, last, carry + last))
    rows.sort(key=lambda r: (-r[3], position.get(r[0], len(position))))
    steps = bracket.special_promotion
    return tuple(
        FinalStanding(player, carry, last, total, place, steps[place - 1] if place <= len(steps) else 0)
        for place, (player, carry, last, total) in enumerate(rows, start=1)
    )


def championship(
    year: str, ranking: Sequence[AnnualEntry], actions: Iterable[YearAction], fmt: LeagueFormat
) -> Championship:
    """The bracket of ``year`` after its organizer actions (withdrawals and results, in order)."""
    bracket = _Bracket(year, tuple(e.player for e in ranking), fmt)
    for action in actions:
        bracket.apply(action)
    fields = bracket.fields()
    shown = {
        table: tuple(players)
        for table, players in fields.items()
        if table == FINAL or not bracket.feeders(table) or bracket.ready(table)
    }
    champion = bracket.final[0].player if bracket.final else None
    return Championship(shown, bracket.final, champion, bracket.effective_season, tuple(bracket.log))
