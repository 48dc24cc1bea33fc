"""The ranked monthly league's data: configuration (seed 000 values as defaults), inputs and results.

Tiers are ints: 0 is the lowest tier (D3); each group of the configuration
holds ``levels`` tiers, the last group (S) is open-ended. Names and groups come
from :class:`LeagueConfig`:

>>> config = LeagueConfig()
>>> [config.tier_name(level) for level in (0, 2, 3, 11, 12, 14)]
['D3', 'D1', 'C3', 'A1', 'S1', 'S3']
>>> config.parse_tier("B2"), config.parse_tier("SII"), config.group_name(13)
(7, 13, 'S')
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from fractions import Fraction
from typing import NamedTuple

from taikai.competitions.carry import Halving
from taikai.errors import InputWarning, TaikaiError
from taikai.game.settle import Penalty


class LeagueError(TaikaiError):
    """A league file or organizer action the engine cannot use."""

    code = "bad_league"


# --------------------------------------------------------------------------- configuration


@dataclass(frozen=True, slots=True)
class GroupRule:
    """One tier group (D, C, B, A, S) and its promotion, demotion and annual point rules.

    - ``levels``: tiers in the group (None: open-ended, only for the top group).
    - ``games_needed`` and ``promote_top``: step 1 needs that many games and a top
      percentile at most ``promote_top``; ``rank1_below`` (A and S: 7) also lets
      season rank 1 qualify when fewer participants than that played.
    - step 2 (in addition to step 1): season rank 1 among the players of this
      group and every lower group.
    - ``demote_bottom``: demotion by one tier at a bottom percentile at most this
      (None: never demoted).
    - ``annual_points``: points per season by tier, lowest tier first; the last
      value also serves every higher level of an open-ended group.
    """

    name: str
    levels: int | None
    games_needed: int
    promote_top: Fraction
    demote_bottom: Fraction | None
    annual_points: tuple[Decimal, ...]
    rank1_below: int | None = None


def _pct(value: int) -> Fraction:
    return Fraction(value, 100)


def _points(*values: str) -> tuple[Decimal, ...]:
    return tuple(Decimal(v) for v in values)


DEFAULT_GROUPS: tuple[GroupRule, ...] = (
    GroupRule("D", 3, 5, _pct(60), None, _points("1.0", "1.1", "1.2")),
    GroupRule("C", 3, 5, _pct(45), _pct(20), _points("2.0", "2.1", "2.2")),
    GroupRule("B", 3, 7, _pct(30), _pct(35), _points("3.0", "3.1", "3.2")),
    GroupRule("A", 3, 9, _pct(15), _pct(50), _points("4.0", "4.1", "4.2"), rank1_below=7),
    GroupRule("S", None, 9, _pct(15), _pct(65), _points("5.0"), rank1_below=7),
)

# How players enter the annual championship, in ranking order: (table, how many).
DEFAULT_SEEDING: tuple[tuple[str, int], ...] = (("final", 2), ("q1_1", 4), ("q1_2", 4), ("q1_3", 4))
# Who advances: (from table, place, to table); a table's field lists its entrants in this order.
DEFAULT_ROUTES: tuple[tuple[str, int, str], ...] = (
    ("q1_1", 1, "q3"),
    ("q1_1", 2, "q3"),
    ("q1_1", 3, "q2"),
    ("q1_2", 1, "q2"),
    ("q1_2", 2, "q2"),
    ("q1_3", 1, "q2"),
    ("q2", 1, "q3"),
    ("q2", 2, "q3"),
    ("q3", 1, "final"),
    ("q3", 2, "final"),
)


@dataclass(frozen=True, slots=True)
class ChampionshipConfig:
    """The annual championship: seeding, qualifier routes, final hanchan, special promotions."""

    seeding: tuple[tuple[str, int], ...] = DEFAULT_SEEDING
    routes: tuple[tuple[str, int, str], ...] = DEFAULT_ROUTES
    qualifier_hanchan: int = 1
    final_hanchan: int = 3  # before the totals are halved
    last_hanchan: int = 1  # after the halved carry-over
    halving: Halving = Halving.up  # how an odd number of tenths is halved (taikai.competitions.carry)
    special_promotion: tuple[int, ...] = (3, 2, 1, 1)  # steps by final place

    @property
    def tables(self) -> tuple[str, ...]:
        """Every table in play order (seeded tables first, then as the routes reach them)."""
        names = [table for table, _ in self.seeding]
        for source, _, target in self.routes:
            for name in (source, target):
                if name not in names:
                    names.append(name)
        return (*(n for n in names if n != "final"), "final")


@dataclass(frozen=True, slots=True)
class LeagueConfig:
    """Everything the league format decides, as data; the defaults are seed 000 (Hitonazo M)."""

    format: str = "hitonazo-m"  # the ruleset preset games are settled with
    timezone: str = "Asia/Tokyo"
    season_last_day: int = 25  # days 1..25 are the season, the rest maintenance
    year_first_month: int = 12  # December to November, named by the November's year
    groups: tuple[GroupRule, ...] = DEFAULT_GROUPS
    max_steps: int = 2
    season_champion_points: Decimal = Decimal("50.0")
    rank_champion_points: Decimal = Decimal("10.0")
    championship: ChampionshipConfig = field(default_factory=ChampionshipConfig)
    lowest_alias: str | None = "E"  # seed 000's "rank E" names the lowest tier (RULES.md section 6)
    far_season_months: int = 3  # a season this many months from every other one is warned of (a typo?)

    def __post_init__(self) -> None:
        if any(g.levels is None for g in self.groups[:-1]) or not self.groups:
            raise LeagueError("only the top tier group may be open-ended")

    def _locate(self, level: int) -> tuple[int, int]:
        """(group index, level inside the group counted from its lowest tier)."""
        if level < 0:
            raise LeagueError(f"tier level {level} is below the lowest tier")
        for index, group in enumerate(self.groups):
            if group.levels is None or level < group.levels:
                return index, level
            level -= group.levels
        raise LeagueError(f"tier level {level} is above the highest tier")

    def group_of(self, level: int) -> int:
        """Index of the tier's group (0 = D)."""
        return self._locate(level)[0]

    def group_name(self, level: int) -> str:
        return self.groups[self.group_of(level)].name

    def top_level(self) -> int | None:
        """The highest tier (None when the top group is open-ended)."""
        if self.groups[-1].levels is None:
            return None
        return sum(g.levels or 0 for g in self.groups) - 1

    def tier_name(self, level: int) -> str:
        """D3 ... A1 for bounded groups (3 is the lowest); S1, S2 ... upwards in an open-ended group."""
        index, inner = self._locate(level)
        group = self.groups[index]
        number = inner + 1 if group.levels is None else group.levels - inner
        return f"{group.name}{number}"

    def parse_tier(self, name: str) -> int:
        """The level of a tier name: ``B2``, ``S1``; also ``SII`` / ``SⅡ`` and ``E`` (the lowest tier).

        >>> LeagueConfig().parse_tier("SⅢ"), LeagueConfig().parse_tier("E")
        (14, 0)
        """
        text = unicodedata.normalize("NFKC", name).strip()
        if self.lowest_alias is not None and text.upper() == self.lowest_alias:
            return 0
        match = re.fullmatch(r"([A-Za-z]+?)(\d+|[IVX]+)", text)
        if match is None:
            raise LeagueError(f"unknown tier {name!r} (tiers look like D3, B2, A1, S1)")
        letter, number_text = match.group(1).upper(), match.group(2)
        number = int(number_text) if number_text.isdigit() else _roman(number_text)
        base = 0
        for group in self.groups:
            if group.name == letter:
                if group.levels is None and number >= 1:
                    return base + number - 1
                if group.levels is not None and 1 <= number <= group.levels:
                    return base + group.levels - number
                break
            base += group.levels or 0
        raise LeagueError(f"unknown tier {name!r} (tiers look like D3, B2, A1, S1)")

    def annual_tier_points(self, level: int) -> Decimal:
        """Annual points of a season played at this tier (before movement)."""
        index, inner = self._locate(level)
        table = self.groups[index].annual_points
        return table[min(inner, len(table) - 1)]

    def step(self, level: int, steps: int) -> int:
        """The tier ``steps`` away (negative: down), kept within the ladder."""
        moved = max(0, level + steps)
        top = self.top_level()
        return moved if top is None else min(moved, top)


def _roman(text: str) -> int:
    values = {"I": 1, "V": 5, "X": 10}
    total = 0
    for char, following in zip(text, [*text[1:], ""], strict=True):
        value = values[char]
        total += -value if following and values[following] > value else value
    return total


# --------------------------------------------------------------------------- inputs


@dataclass(frozen=True, slots=True)
class Player:
    """A registered player; ``tier`` is the starting tier level (0 = lowest)."""

    id: str
    name: str
    tier: int = 0


class Game(NamedTuple):
    """A game of the league: four players, with table ``points`` in seat order or settled ``scores``.

    ``points`` are settled with the format's ruleset, with the ``deposits`` (riichi
    sticks) left on the table and the ``penalties`` given; ``scores`` (pt, in the
    order of ``seats``) were settled elsewhere. A game gives one of the two (the
    engine refuses a game with both, or with deposits or penalties beside scores).
    A named tuple: cheap to build for a million games.
    """

    id: str
    played_at: datetime
    seats: tuple[str, ...]
    points: tuple[int, ...] | None = None
    scores: tuple[Decimal, ...] | None = None
    deposits: int = 0
    penalties: tuple[Penalty, ...] = ()


MAX_SCORE_TENTHS = 100_000  # |a game's score| at most 10,000.0 pt: no hanchan comes near it
MAX_SCORE = Decimal(MAX_SCORE_TENTHS).scaleb(-1)


def score_tenths(score: Decimal | int) -> int | None:
    """A game score in units of 0.1 pt, or None unless it is a pt amount with one decimal place, bounded.

    >>> score_tenths(Decimal("-27.3")), score_tenths(20), score_tenths(Decimal("1.25"))
    (-273, 200, None)
    """
    try:
        tenths = Decimal(score).scaleb(1)
        if not tenths.is_finite() or abs(tenths) > MAX_SCORE_TENTHS or tenths != tenths.to_integral_value():
            return None
    except ArithmeticError:  # decimal.Overflow, InvalidOperation
        return None
    return int(tenths)


@dataclass(frozen=True, slots=True)
class Blacklist:
    """Refuse games with ``player`` played at or after ``since`` (always when None)."""

    player: str
    since: datetime | None = None


@dataclass(frozen=True, slots=True)
class HideName:
    """Show ``player`` without a name in public standings."""

    player: str


@dataclass(frozen=True, slots=True)
class ResetRecord:
    """Put ``player`` back at the lowest tier from ``season`` (``YYYY-MM``) on."""

    player: str
    season: str


@dataclass(frozen=True, slots=True)
class AcceptGame:
    """Organizer override: accept a maintenance-period game into ``season`` (default: its month)."""

    game: str
    season: str | None = None


@dataclass(frozen=True, slots=True)
class Withdraw:
    """``player`` gives up the right to play the championship of ``year``."""

    year: str
    player: str


@dataclass(frozen=True, slots=True)
class QualifierResult:
    """Places of a qualifier table (``q1_1``, ``q1_2``, ``q1_3``, ``q2``, ``q3``), first place first."""

    year: str
    table: str
    places: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class FinalResult:
    """The final's hanchan scores (pt by player), in play order.

    The first ``final_hanchan`` are summed and halved, then the last ones are
    added. Special promotions apply from ``effective_season`` (default: the
    first season of the next league year).
    """

    year: str
    hanchan: tuple[dict[str, Decimal], ...]
    effective_season: str | None = None


Action = Blacklist | HideName | ResetRecord | AcceptGame | Withdraw | QualifierResult | FinalResult


@dataclass(frozen=True, slots=True)
class League:
    """A whole league history: the engine recomputes everything from it."""

    players: tuple[Player, ...]
    games: tuple[Game, ...]
    actions: tuple[Action, ...] = ()
    config: LeagueConfig = field(default_factory=LeagueConfig)


# --------------------------------------------------------------------------- results


class Standing(NamedTuple):
    """One participant's season: rank (shared by equal scores), exact percentiles, movement and why.

    A named tuple (immutable, cheap to build for 100,000 participants).
    """

    player: str
    rank: int
    score: Decimal
    games: int
    participants: int
    tier: int
    promotion: int
    demotion: int
    next_tier: int
    qualified: bool  # met the promotion condition of the group (step 1)
    why: str

    @property
    def top_pct(self) -> Fraction:
        """rank / N, exact (the last player is 100%)."""
        return Fraction(self.rank, self.participants)

    @property
    def bottom_rank(self) -> int:
        """N - rank + 1: the rank counted from the bottom."""
        return self.participants - self.rank + 1

    @property
    def bottom_pct(self) -> Fraction:
        """bottom_rank / N, exact (the first player is 100%)."""
        return Fraction(self.bottom_rank, self.participants)


@dataclass(frozen=True, slots=True)
class SeasonResult:
    """A season: standings best first, void flag, champions and the annual points it gave."""

    season: str
    participants: int
    void: bool
    standings: tuple[Standing, ...]
    champion: str | None
    rank_champions: dict[str, str | None]
    annual_points: dict[str, Decimal]


class AnnualEntry(NamedTuple):
    """A player's line in the year's ranking (a named tuple)."""

    player: str
    points: Decimal
    season_wins: int
    rank_wins: int
    score: Decimal
    games: int


@dataclass(frozen=True, slots=True)
class FinalStanding:
    """A finalist's result: halved carry-over, last hanchan, total, place and special promotion."""

    player: str
    carry: Decimal
    last: Decimal
    total: Decimal
    place: int
    promotion: int


@dataclass(frozen=True, slots=True)
class Championship:
    """The bracket as far as results are entered: fields by table, final standings, the log."""

    fields: dict[str, tuple[str, ...]]
    final: tuple[FinalStanding, ...] = ()
    champion: str | None = None
    effective_season: str | None = None
    log: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class YearResult:
    """A league year (December to November, named by the November's year)."""

    year: str
    seasons: tuple[str, ...]
    ranking: tuple[AnnualEntry, ...]
    championship: Championship


@dataclass(frozen=True, slots=True)
class Rejected:
    """A game the engine refused, with a code (maintenance, blacklisted, ...) and the reason."""

    game: str
    code: str
    message: str


@dataclass(frozen=True, slots=True)
class LowestTierReport:
    """For the organizer: ``player`` ended two seasons in a row at the lowest tier."""

    player: str
    seasons: tuple[str, str]


@dataclass(frozen=True, slots=True)
class LeagueResult:
    """Everything recomputed from a league history."""

    seasons: tuple[SeasonResult, ...]
    years: tuple[YearResult, ...]
    rejected: tuple[Rejected, ...]
    log: tuple[str, ...]  # every organizer action, as applied
    reports: tuple[LowestTierReport, ...]
    hidden: frozenset[str]
    warnings: tuple[InputWarning, ...] = ()  # games accepted that are probably wrong
