"""The cup format (COMPETITIONS.md C): the monthly club cup's choices as data."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import Field, field_validator

from taikai.competitions.formats.model import FormatModel, check_timezone


class Period(StrEnum):
    month = "month"  # a calendar month in the time zone, every day of it


class Ties(StrEnum):
    shared = "shared"  # equal scores share the better rank (1, 1, 3)
    count_back = "count_back"  # more 1st places ranks higher, then more 2nd, then more 3rd; then shared


class CupFormat(FormatModel):
    """The monthly club cup (COMPETITIONS.md C): standings by the sum of each game's settled score."""

    kind: Literal["cup"] = "cup"
    """Which competition the format runs: cup (the monthly club cup)."""
    timezone: str
    """The time zone a game's time is read in to find its day and month (an IANA name such as Asia/Tokyo);
    a cup file's own timezone replaces it."""
    period: Period = Period.month
    """What one standings table covers: month (a calendar month in the time zone, day 1 to its last day;
    every day counts, no maintenance days)."""
    ties: Ties = Ties.shared
    """Players with equal scores in a period: shared (they share the better rank: 1, 1, 3) or count_back
    (more 1st places ranks higher, then more 2nd, then more 3rd places; still equal: shared)."""
    far_months: int = Field(6, ge=1, le=1200)
    """A month with games at least this many months away from the main group of months (the longest
    run of months less than this apart) gets a warning: a mistyped year? Its games still count."""

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        return check_timezone(value)
