"""The tournament format (COMPETITIONS.md B and E): the one-day tournament's choices as data.

Every number and choice of the one-day tournament engines (registration, seat draw, final round,
stars, series) is a field here; the preset ``ron-of-20xx`` holds seed 001's values. The model has no
defaults an engine could fall back on: a format file gives every field (``taikai formats show
ron-of-20xx --toml`` writes one to copy), the time zone too, except ``registration.age_limit``,
whose absence means no age limit.

>>> from taikai.competitions.formats import load
>>> fmt = load("ron-of-20xx", TournamentFormat)
>>> fmt.ruleset, fmt.timezone, fmt.capacity, fmt.rounds, fmt.stars.overall, fmt.pros.play.value
('ron-of-20xx', 'Asia/Tokyo', 24, 6, (0, 5, 4, 4), 'fill')
"""

from __future__ import annotations

import re
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from taikai.competitions.carry import Halving
from taikai.competitions.formats.model import FormatModel, check_timezone
from taikai.rules.codes import RulesCode
from taikai.rules.validation import invalid, shown

__all__ = [
    "Carry",
    "Discounts",
    "Final",
    "Formation",
    "Pros",
    "ProsPlay",
    "Registration",
    "SamePerson",
    "Stars",
    "TournamentFormat",
    "Warnings",
]

MAX_PRELIMINARY = 19  # an event file holds at most 20 rounds: 19 preliminary rounds and the final
MAX_CAPACITY = 1000  # the seat draw's bound (taikai.competitions.tournament.seating.MAX_PLAYERS)
MAX_YEN = 1_000_000
MAX_STARS = 1000
DISCOUNT_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")

Stars4 = tuple[
    Annotated[int, Field(ge=0, le=MAX_STARS)],
    Annotated[int, Field(ge=0, le=MAX_STARS)],
    Annotated[int, Field(ge=0, le=MAX_STARS)],
    Annotated[int, Field(ge=0, le=MAX_STARS)],
]
Yen = Annotated[int, Field(ge=0, le=MAX_YEN)]


class _Table(BaseModel):
    """A table of fields inside a format (``[final]``, ``[stars]`` ...)."""

    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)


class Carry(StrEnum):
    """What a preliminary total brings into the final round."""

    half = "half"  # halved to 0.1 pt by the halving rule (seed 001: 持越スコア半減)
    full = "full"  # the whole total
    none = "none"  # nothing: the final starts from zero


class Formation(StrEnum):
    """How the final tables after the title table are formed from the remaining standings."""

    serpentine = "serpentine"  # four bands, one player each per table, dealt forwards, backwards, ...
    cyclic = "cyclic"  # four bands dealt forwards every time
    in_order = "in_order"  # by standing: places 5-8, 9-12, ...


class ProsPlay(StrEnum):
    """Which invited professionals play."""

    fill = "fill"  # only as many as fill the tables to a multiple of four; the others stay staff
    all = "all"  # every invited professional plays


SamePerson = Literal["key", "birth_date", "profile"]


class Registration(_Table):
    """How entries are decided (seed 001: 募集, 受付初日, 抽選, 先着順)."""

    opening_day_lottery: bool
    """true: every valid entry of the opening day (the calendar day of the opening time) is taken, and a
    lottery with the recorded seed decides who plays when they exceed the capacity; later entries are
    first come, first served. false: first come, first served from the opening time."""
    waiting_list: bool
    """true: an entry that finds the event full (or loses the lottery) waits, and a withdrawal promotes
    the head of the waiting list; false: it is refused as full, and a freed place goes to the next
    entry that arrives."""
    profile_required: bool
    """An entry without a profile is refused (seed 001: the profile says why the entrant is a quiz
    person)."""
    age_limit: int | None = Field(None, ge=1, le=120)
    """The age an entrant must have reached on the event day; an entry without a birth date is then
    refused. Unset: no age limit."""
    fee: Yen
    """The entry fee in yen, before discounts."""


class Discounts(_Table):
    """The fee discounts by name, in yen off the fee: an entry's ``discounts`` name them."""

    model_config = ConfigDict(extra="allow", frozen=True, use_attribute_docstrings=True)

    @model_validator(mode="after")
    def _amounts(self) -> Discounts:
        for name, amount in (self.model_extra or {}).items():
            if not DISCOUNT_NAME.fullmatch(name):
                raise invalid(RulesCode.format_discount_name, name=shown(name))
            if isinstance(amount, bool) or not isinstance(amount, int) or not 0 <= amount <= MAX_YEN:
                raise invalid(RulesCode.format_discount_yen, name=shown(name), most=MAX_YEN)
        return self

    @property
    def amounts(self) -> dict[str, int]:
        """Every discount's yen by name."""
        return dict(self.model_extra or {})


class Final(_Table):
    """The final round: totals carried, the title table, the other tables."""

    carry: Carry
    """What each player's preliminary total brings into the final: half (halved, seed 001), full, or
    none."""
    halving: Halving
    """How a total with an odd tenth is halved to 0.1 pt: up (toward +infinity: 12.3 -> 6.2, -12.3 ->
    -6.1), down (toward -infinity) or half_even (to the even tenth)."""
    tables: Formation
    """How the tables after the title table (places 1-4, table 1) are formed from places 5 on:
    serpentine (four bands of one player per table dealt forwards and backwards: with 24 players table
    2 = places 5, 14, 15, 24), cyclic (the bands dealt forwards: 5, 10, 15, 20) or in_order (5-8,
    9-12, ...)."""
    avoid_repeats: bool
    """With serpentine or cyclic: players of one band swap tables while that lowers the number of pairs
    at the final tables who met in the preliminary rounds."""

    @model_validator(mode="after")
    def _bands_to_swap(self) -> Final:
        if self.avoid_repeats and self.tables is Formation.in_order:
            raise invalid(RulesCode.format_avoid_repeats)
        return self


class Stars(_Table):
    """Awards of the final round (seed 001: ★ toward the champions event)."""

    winner_qualifies: bool
    """Overall 1st (the title table's best eligible player) qualifies for the champions event."""
    overall: Stars4
    """Stars for the title table's places 1-4 (overall 1st to 4th)."""
    in_table: Stars4
    """Stars for places 1-4 at every other final table (卓内1位 to 4位)."""
    champions_field: int | None = Field(None, ge=1, le=MAX_CAPACITY)
    """How many play the champions event of the series: every event's winner, then the most stars
    until the field is full (ties as the series rules them); unset: the winners qualify, and the
    series table lists the stars without drawing the other places."""


class Pros(_Table):
    """Invited professionals (seed 001: プロ雀士, also the staff)."""

    play: ProsPlay
    """fill: when the accepted entrants are not a multiple of four, just enough professionals play to
    fill the tables, the others stay staff (COMPETITIONS.md E); all: every invited professional
    plays."""
    spread: bool
    """Playing professionals are spread over the tables of every preliminary round."""
    eligible: bool
    """Professionals earn stars and the qualification (false: their awards pass to the next eligible
    player), and count in a series' star ranking."""
    fee: Yen
    """The fee of an invited professional in yen."""


class Warnings(_Table):
    """Input that is accepted but probably wrong."""

    repeated_tables: bool
    """A table with the seats and points of a table of an earlier round is warned of (pasted twice?)."""
    same_person: frozenset[SamePerson]
    """What makes two entries probably one person: the same key, or the same name and birth_date, or
    the same name and profile (names compared without case, width or spaces); empty: no warning."""
    series_identities: bool
    """A series warns of a key named differently in different events, one name under two keys, and an
    event with the winner and stars of an earlier one."""


class TournamentFormat(FormatModel):
    """The one-day tournament (COMPETITIONS.md B): registration, rounds, the final, stars, series."""

    kind: Literal["tournament"] = "tournament"
    """Which competition the format runs: tournament (the one-day tournament)."""
    timezone: str
    """The time zone of the event's times (an IANA name such as Asia/Tokyo): entry, withdrawal and
    round times are typed and shown in it, and the registration's opening day is a calendar day in it."""
    capacity: int = Field(..., ge=4, le=MAX_CAPACITY)
    """Places for entrants (invited professionals come on top)."""
    preliminary_rounds: int = Field(..., ge=1, le=MAX_PRELIMINARY)
    """Rounds before the final round (each player one game a round); the final round follows them. A
    game's time limit is the ruleset's time_limit_minutes."""
    registration: Registration
    """How entries are decided."""
    discounts: Discounts
    """Fee discounts by name, in yen (a table of name = yen)."""
    final: Final
    """The final round."""
    stars: Stars
    """Awards of the final round."""
    pros: Pros
    """Invited professionals."""
    warnings: Warnings
    """Warnings about input that is accepted but probably wrong."""

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        return check_timezone(value)

    @property
    def rounds(self) -> int:
        """All rounds of the event: the preliminary rounds and the final."""
        return self.preliminary_rounds + 1
