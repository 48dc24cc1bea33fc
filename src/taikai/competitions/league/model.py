"""The ranked monthly league's data: the tier ladder of a format, the inputs (players, games, organizer
actions) and the results, every decision carried as a :class:`~taikai.reasons.Reason`.

The numbers and choices come from a :class:`~taikai.competitions.formats.LeagueFormat` (the preset
``hitonazo-m`` is seed 000); the engine has no format of its own. Tiers are ints: 0 is the lowest
tier (D3); each group of the format holds ``levels`` tiers, the last group (S) may be open-ended.
Names and groups come from the format's :class:`Ladder`:

>>> from taikai.competitions import formats
>>> tiers = ladder(formats.load("hitonazo-m", formats.LeagueFormat))
>>> [tiers.tier_name(level) for level in (0, 2, 3, 11, 12, 14)]
['D3', 'D1', 'C3', 'A1', 'S1', 'S3']
>>> tiers.parse_tier("B2"), tiers.parse_tier("SII"), tiers.group_name(13)
(7, 13, 'S')
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from fractions import Fraction
from functools import cache
from typing import NamedTuple

from taikai.competitions.formats import LeagueFormat
from taikai.competitions.formats.league import TierGroup
from taikai.errors import InputWarning, TaikaiError
from taikai.game.settle import Penalty
from taikai.i18n import words
from taikai.reasons import Reason


class LeagueError(TaikaiError):
    """A league file or organizer action the engine cannot use."""

    code = "bad_league"


# --------------------------------------------------------------------------- the tier ladder


@dataclass(frozen=True, slots=True)
class Ladder:
    """The tiers of a format's groups as levels (0 = the lowest tier): names, groups, steps, points."""

    groups: tuple[TierGroup, ...]
    lowest_alias: str | None

    def _locate(self, level: int) -> tuple[int, int]:
        """(group index, level inside the group counted from its lowest tier)."""
        if level >= 0:
            inner = level
            for index, group in enumerate(self.groups):
                if group.levels is None or inner < group.levels:
                    return index, inner
                inner -= group.levels
        raise LeagueError.of("league_no_such_tier", level=level)

    def group_of(self, level: int) -> int:
        """Index of the tier's group (0 = the lowest group, D)."""
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
        """The level of a tier name: ``B2``, ``S1``; also ``SII`` / ``SⅡ`` and the lowest tier's alias.

        >>> from taikai.competitions import formats
        >>> tiers = ladder(formats.load("hitonazo-m", formats.LeagueFormat))
        >>> tiers.parse_tier("SⅢ"), tiers.parse_tier("E")
        (14, 0)
        """
        text = unicodedata.normalize("NFKC", name).strip()
        if self.lowest_alias is not None and text.upper() == self.lowest_alias:
            return 0
        match = re.fullmatch(r"([A-Za-z]+?)(\d+|[IVX]+)", text)
        if match is not None:
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
        examples = tuple(f"{g.name}{g.levels or 1}" for g in self.groups)
        raise LeagueError.of("league_unknown_tier", tier=name, examples=examples)

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


@cache
def ladder(fmt: LeagueFormat) -> Ladder:
    """The tier ladder of a league format."""
    return Ladder(fmt.groups, fmt.lowest_alias)


def percent_limit(value: Decimal) -> Fraction:
    """A format's percent (60 for 60%) as the exact fraction decisions compare with (3/5)."""
    return Fraction(value) / 100


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


@dataclass(frozen=True, slots=True)
class CloseSeason:
    """The organizer publishes ``season`` at time ``at``: its accepted games as they were then are
    ``fingerprint`` (:func:`taikai.competitions.league.closing.season_fingerprint`); a league whose games
    of the season no longer match it is refused until a later :class:`ReopenSeason`."""

    season: str
    at: datetime
    fingerprint: str


@dataclass(frozen=True, slots=True)
class ReopenSeason:
    """The organizer reopens a closed ``season`` at time ``at``, for ``reason`` (the organizer's words)."""

    season: str
    at: datetime
    reason: str


Action = (
    Blacklist
    | HideName
    | ResetRecord
    | AcceptGame
    | Withdraw
    | QualifierResult
    | FinalResult
    | CloseSeason
    | ReopenSeason
)


#: each action's name in a league file (its ``action`` field)
ACTION_KINDS: dict[type, str] = {
    Blacklist: "blacklist",
    HideName: "hide_name",
    ResetRecord: "reset_record",
    AcceptGame: "accept_game",
    Withdraw: "withdraw",
    QualifierResult: "qualifier_result",
    FinalResult: "final_result",
    CloseSeason: "close_season",
    ReopenSeason: "reopen_season",
}


@dataclass(frozen=True, slots=True)
class League:
    """A whole league history under its format: the engine recomputes everything from it."""

    format: LeagueFormat
    players: tuple[Player, ...]
    games: tuple[Game, ...]
    actions: tuple[Action, ...] = ()


# --------------------------------------------------------------------------- results

#: a decision's reason in parts, joined when worded (a standing's why: the percentile test, then the outcome)
Why = tuple[Reason, ...]


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
    why: Why

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
    """A season: standings best first, void flag, champions and the annual points it gave, each decision
    with its reason; ``closed`` the time of the organizer's close (None: the standings are provisional)."""

    season: str
    participants: int
    void: bool
    standings: tuple[Standing, ...]
    champion: str | None
    rank_champions: dict[str, str | None]
    annual_points: dict[str, Decimal]
    void_why: Reason
    champion_why: Reason
    rank_champions_why: dict[str, Reason]
    closed: datetime | None = None

    @property
    def provisional(self) -> bool:
        """Not closed by the organizer yet: its standings may still change."""
        return self.closed is None


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
    log: tuple[Reason, ...] = ()


@dataclass(frozen=True, slots=True)
class YearResult:
    """A league year (December to November, named by the November's year)."""

    year: str
    seasons: tuple[str, ...]
    ranking: tuple[AnnualEntry, ...]
    championship: Championship


@dataclass(frozen=True, slots=True)
class Rejected:
    """A game the engine refused: a contract code (maintenance, blacklisted, ...) and the reason (a
    settlement's own error when the ruleset refused the game)."""

    game: str
    code: str
    reason: Reason | TaikaiError

    @property
    def message(self) -> str:
        """The English words."""
        return words(self.reason)


@dataclass(frozen=True, slots=True)
class LowestTierReport:
    """For the organizer: ``player`` ended these calendar-consecutive seasons at the lowest tier."""

    player: str
    seasons: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LeagueResult:
    """Everything recomputed from a league history."""

    seasons: tuple[SeasonResult, ...]
    years: tuple[YearResult, ...]
    rejected: tuple[Rejected, ...]
    log: tuple[Reason, ...]  # every organizer action, as applied
    reports: tuple[LowestTierReport, ...]
    hidden: frozenset[str]
    warnings: tuple[InputWarning, ...] = ()  # games accepted that are probably wrong
