"""The league year: annual ranking with its tie-breaks and the annual championship bracket.

>>> config = LeagueConfig()
>>> year_of("2024-12", config), year_of("2025-11", config), next_year_start("2025", config)
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
from taikai.competitions.league.model import (
    AnnualEntry,
    Championship,
    FinalResult,
    FinalStanding,
    LeagueConfig,
    LeagueError,
    QualifierResult,
    SeasonResult,
    Withdraw,
)

YearAction = Withdraw | QualifierResult | FinalResult
_LINE = attrgetter("player", "score", "games")
_TIE_BREAKS_LAST_FIRST = tuple(map(attrgetter, ("games", "score", "rank_wins", "season_wins", "points")))
_new_entry = partial(tuple.__new__, AnnualEntry)  # C-level construction of the named tuple


def year_of(season: str, config: LeagueConfig) -> str:
    """The league year of a season ``YYYY-MM``: named by the year of its last month."""
    year, month = (int(part) for part in season.split("-"))
    if config.year_first_month != 1 and month >= config.year_first_month:
        year += 1
    return str(year)


def next_year_start(year: str, config: LeagueConfig) -> str:
    """The first season after league year ``year``."""
    start_year = int(year) if config.year_first_month != 1 else int(year) + 1
    return f"{start_year:04d}-{config.year_first_month:02d}"


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
    config: LeagueConfig
    withdrawn: set[str] = field(default_factory=set)  # before the qualifiers
    dropped: set[str] = field(default_factory=set)  # withdrew after the qualifiers
    results: dict[str, tuple[str, ...]] = field(default_factory=dict)
    replacements: dict[str, str] = field(default_factory=dict)
    final: tuple[FinalStanding, ...] = ()
    effective_season: str | None = None
    log: list[str] = field(default_factory=list)

    def feeders(self, table: str) -> tuple[str, ...]:
        return tuple(dict.fromkeys(src for src, _, dst in self.config.championship.routes if dst == table))

    def ready(self, table: str) -> bool:
        """Every table sending players here has its result."""
        return all(source in self.results for source in self.feeders(table))

    def fields(self) -> dict[str, list[str]]:
        """Entrants of every table, from the seeding, the entered results and the replacements."""
        tables = self.config.championship.tables
        fields: dict[str, list[str]] = {table: [] for table in tables}
        eligible = iter(p for p in self.ranking if p not in self.withdrawn)
        for table, count in self.config.championship.seeding:
            fields[table].extend(p for _, p in zip(range(count), eligible, strict=False))
        for source, place, target in self.config.championship.routes:
            places = self.results.get(source, ())
            if place <= len(places):
                fields[target].append(places[place - 1])
        fields["final"] = [self.replacements.get(p, p) for p in fields["final"]]
        return fields

    def apply(self, action: YearAction) -> None:
        if isinstance(action, Withdraw):
            self._withdraw(action.player)
        elif isinstance(action, QualifierResult):
            self._qualifier(action.table, action.places)
        else:
            self._final(action)

    def _withdraw(self, player: str) -> None:
        if self.final:
            raise LeagueError(
                f"{player} withdrew from the {self.year} championship after its final was played"
            )
        if not self.results:
            self.withdrawn.add(player)
            self.log.append(
                f"{player} withdrew before the qualifiers: the next players by annual points move up"
            )
            return
        if not self.ready("final"):
            raise LeagueError(
                f"{player} withdrew from the {self.year} championship during the qualifiers; the regulations "
                "only cover withdrawals before the qualifiers start and by a finalist after them"
            )
        finalists = self.fields()["final"]
        self.dropped.add(player)
        if player not in finalists:
            self.log.append(f"{player} withdrew after the qualifiers (not a finalist): no change")
            return
        replacement = self._next_from_qualifier(finalists)
        if replacement is None:
            self.log.append(f"finalist {player} withdrew; no qualifier player is left to move up")
            return
        original = next((k for k, v in self.replacements.items() if v == player), player)
        self.replacements[original] = replacement
        self.log.append(f"finalist {player} withdrew after the qualifiers: {replacement} moves up")

    def _next_from_qualifier(self, finalists: Sequence[str]) -> str | None:
        """The best-placed player of the last qualifier(s) not already in the final."""
        for source in self.feeders("final"):
            for player in self.results[source]:
                if player not in finalists and player not in self.dropped:
                    return player
        return None

    def _qualifier(self, table: str, places: tuple[str, ...]) -> None:
        if table == "final" or table not in self.config.championship.tables:
            raise LeagueError(f"unknown qualifier table {table!r} in the {self.year} championship")
        if table in self.results:
            raise LeagueError(f"the result of {table} ({self.year}) was entered twice")
        if not self.ready(table):
            raise LeagueError(
                f"the result of {table} ({self.year}) came before the results of its feeder tables"
            )
        expected = self.fields()[table]
        if sorted(places) != sorted(expected):
            raise LeagueError(
                f"the result of {table} ({self.year}) lists {', '.join(places)}; its players are "
                f"{', '.join(expected) or 'nobody'}"
            )
        self.results[table] = tuple(places)
        self.log.append(f"{table} result: {', '.join(places)}")

    def _final(self, action: FinalResult) -> None:
        config = self.config.championship
        if self.final:
            raise LeagueError(f"the final of {self.year} was entered twice")
        if not self.ready("final"):
            raise LeagueError(f"the final of {self.year} was entered before the qualifiers ended")
        finalists = self.fields()["final"]
        if len(action.hanchan) != config.final_hanchan + config.last_hanchan:
            raise LeagueError(
                f"the final of {self.year} needs {config.final_hanchan} + {config.last_hanchan} hanchan, "
                f"got {len(action.hanchan)}"
            )
        for hanchan in action.hanchan:
            if sorted(hanchan) != sorted(finalists):
                raise LeagueError(
                    f"a final hanchan of {self.year} lists {', '.join(hanchan)}; the finalists are "
                    f"{', '.join(finalists)}"
                )
        self.final = final_standings(action.hanchan, finalists, self.ranking, self.config)
        self.effective_season = action.effective_season or next_year_start(self.year, self.config)
        self.log.append("final: " + ", ".join(f"{s.place}. {s.player} {s.total}" for s in self.final))


def final_standings(
    hanchan: Sequence[Mapping[str, Decimal]],
    finalists: Sequence[str],
    ranking: Sequence[str],
    config: LeagueConfig,
) -> tuple[FinalStanding, ...]:
    """Totals of the first hanchan are halved (to 0.1 pt by ``halving``) and carried into the last one(s).

    Equal totals are ordered by the annual ranking (documented choice). Places
    earn the special promotion steps.
    """
    first = config.championship.final_hanchan
    position = {p: i for i, p in enumerate(ranking)}
    rows = []
    for player in finalists:
        carry = halve(sum((h[player] for h in hanchan[:first]), Decimal("0.0")), config.championship.halving)
        last = sum((h[player] for h in hanchan[first:]), Decimal("0.0"))
        rows.append((player, carry, last, carry + last))
    rows.sort(key=lambda r: (-r[3], position.get(r[0], len(position))))
    steps = config.championship.special_promotion
    return tuple(
        FinalStanding(player, carry, last, total, place, steps[place - 1] if place <= len(steps) else 0)
        for place, (player, carry, last, total) in enumerate(rows, start=1)
    )


def championship(
    year: str, ranking: Sequence[AnnualEntry], actions: Iterable[YearAction], config: LeagueConfig
) -> Championship:
    """The bracket of ``year`` after its organizer actions (withdrawals and results, in order)."""
    bracket = _Bracket(year, tuple(e.player for e in ranking), config)
    for action in actions:
        bracket.apply(action)
    fields = bracket.fields()
    shown = {
        table: tuple(players)
        for table, players in fields.items()
        if table == "final" or not bracket.feeders(table) or bracket.ready(table)
    }
    champion = bracket.final[0].player if bracket.final else None
    return Championship(shown, bracket.final, champion, bracket.effective_season, tuple(bracket.log))
