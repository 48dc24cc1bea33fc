"""From han, fu and yakuman to a limit, base points and payments, by the ruleset.

This is the one place that turns a hand's value into points; the hand scorer,
the game layer (han/fu entered by staff) and the CLI all call it.

Standard mode: base = fu x 2^(han+2), capped at mangan (2000); 5 han mangan,
6-7 haneman (3000), 8-10 baiman (4000), 11-12 sanbaiman (6000), 13+ kazoe
yakuman (8000) or sanbaiman when ``kazoe_yakuman`` is off; kiriage rounds 4 han
30 fu and 3 han 60 fu up to mangan. Fu-less mode (RULES.md table 3): base 250,
500, 1000 for 1-3 han, then the same limits. Yakuman: 8000 per multiple.

Ron: the discarder pays 4 x base (6 x for the dealer) rounded up to 100.
Tsumo: each non-dealer pays base and the dealer 2 x base (dealer's tsumo: each
pays 2 x base), each rounded up to 100.

>>> from taikai.rules import load
>>> value(3, 30, load("mleague").hand, dealer=False, tsumo=False).points
3900
>>> value(4, 30, load("mleague").hand, dealer=False, tsumo=False).limit
<Limit.mangan: 'mangan'>
>>> value(4, 30, load("tenhou").hand, dealer=False, tsumo=False).points
7700
>>> value(1, 30, load("tenhou").hand, dealer=True, tsumo=True).payments
Payments(ron=None, dealer=None, non_dealer=500)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final, NamedTuple

from taikai.hand.rules import HandRules
from taikai.rules.kinds import FuMode


class Limit(StrEnum):
    mangan = "mangan"
    haneman = "haneman"
    baiman = "baiman"
    sanbaiman = "sanbaiman"
    yakuman = "yakuman"
    kazoe_yakuman = "kazoe_yakuman"


class LimitRow(NamedTuple):
    """One limit: the fewest han that reach it, and its base points."""

    limit: Limit
    han: int
    base: int


#: The one limit table (RULES.md): every rule about limits reads it (this scorer, the yaku plans'
#: local yaku valued at a limit, the game engine's payments). Kazoe yakuman is 13+ han (sanbaiman
#: when the ruleset has no kazoe yakuman); a yakuman's base is per yakuman multiple.
LIMITS: Final = (
    LimitRow(Limit.mangan, 5, 2000),
    LimitRow(Limit.haneman, 6, 3000),
    LimitRow(Limit.baiman, 8, 4000),
    LimitRow(Limit.sanbaiman, 11, 6000),
    LimitRow(Limit.kazoe_yakuman, 13, 8000),
    LimitRow(Limit.yakuman, 13, 8000),
)
#: Base points of each limit (a yakuman's: per multiple).
LIMIT_BASE: Final = {row.limit: row.base for row in LIMITS}
#: The fewest han of each limit a local yaku may be valued at (RULES.md ``local_yaku``), by its name.
LIMIT_MIN_HAN: Final = {row.limit.value: row.han for row in LIMITS[:4]}
YAKUMAN_BASE: Final = LIMIT_BASE[Limit.yakuman]
#: Kiriage mangan: 4 han 30 fu and 3 han 60 fu (base 1920) are rounded up to mangan.
KIRIAGE_BASE: Final = 1920
FU_LESS_BASE: Final = {1: 250, 2: 500, 3: 1000}
_MANGAN, _HANEMAN, _BAIMAN, _SANBAIMAN, _KAZOE, _YAKUMAN = LIMITS


def round_up_100(points: int) -> int:
    return -(-points // 100) * 100


@dataclass(frozen=True, slots=True)
class Payments:
    """Who pays what, before honba and deposits (CONTRACTS.md section 1 ``payments``)."""

    ron: int | None = None  # the discarder pays this on a ron
    dealer: int | None = None  # non-dealer tsumo: what the dealer pays
    non_dealer: int | None = None  # tsumo: what each non-dealer pays

    def total(self, dealer_wins: bool) -> int:
        if self.ron is not None:
            return self.ron
        if dealer_wins:
            return 3 * (self.non_dealer or 0)
        return (self.dealer or 0) + 2 * (self.non_dealer or 0)

    def as_dict(self) -> dict[str, int]:
        return {
            k: v
            for k, v in (("ron", self.ron), ("dealer", self.dealer), ("non_dealer", self.non_dealer))
            if v is not None
        }


@dataclass(frozen=True, slots=True)
class Value:
    """A hand's value: limit (or None), base points, payments and their total."""

    limit: Limit | None
    base: int
    payments: Payments
    points: int


def limit_for(han: int, fu: int, ruleset: HandRules, yakuman: int = 0) -> tuple[Limit | None, int]:
    """The limit and base points of a hand.

    ``yakuman`` is the yakuman multiple (0 for a hand without yakuman); then
    han and fu are ignored.
    """
    if yakuman:
        return Limit.yakuman, YAKUMAN_BASE * yakuman
    if han >= _KAZOE.han and ruleset.kazoe_yakuman:
        return Limit.kazoe_yakuman, _KAZOE.base
    for row in (_SANBAIMAN, _BAIMAN, _HANEMAN, _MANGAN):
        if han >= row.han:
            return row.limit, row.base
    if ruleset.fu_mode is FuMode.fu_less:
        if han >= 4:
            return Limit.mangan, _MANGAN.base
        return None, FU_LESS_BASE[han]
    base = fu * 2 ** (han + 2)
    if base >= _MANGAN.base or (ruleset.kiriage_mangan and base >= KIRIAGE_BASE):
        return Limit.mangan, _MANGAN.base
    return None, base


def payments_for(base: int, dealer: bool, tsumo: bool) -> Payments:
    """Payments for a base value (no honba, no deposits)."""
    if not tsumo:
        return Payments(ron=round_up_100(base * (6 if dealer else 4)))
    if dealer:
        return Payments(non_dealer=round_up_100(2 * base))
    return Payments(dealer=round_up_100(2 * base), non_dealer=round_up_100(base))


def value(han: int, fu: int, ruleset: HandRules, *, dealer: bool, tsumo: bool, yakuman: int = 0) -> Value:
    """Limit, payments and points of a hand of ``han``/``fu`` (or a ``yakuman`` multiple)."""
    if han < 1 and not yakuman:
        raise ValueError(f"a winning hand has at least 1 han, not {han}")
    limit, base = limit_for(han, fu, ruleset, yakuman)
    payments = payments_for(base, dealer, tsumo)
    return Value(limit=limit, base=base, payments=payments, points=payments.total(dealer))
