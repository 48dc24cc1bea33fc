"""Carrying a total into a final: halving pt exactly to 0.1 pt, by a stated rule.

Both the one-day tournament (preliminary totals into the final round) and the
league's annual championship (three hanchan into the last one) halve totals;
this is the one place that does it, so a pt value never gets a second decimal.

>>> [str(halve(Decimal(t))) for t in ("61.0", "12.3", "-12.3", "-0.1", "0.1", "110.1")]
['30.5', '6.2', '-6.1', '0.0', '0.1', '55.1']
>>> str(halve(Decimal("12.3"), Halving.down)), str(halve(Decimal("12.1"), Halving.half_even))
('6.1', '6.0')
"""

from __future__ import annotations

from decimal import ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_EVEN, Decimal
from enum import StrEnum

TENTH = Decimal("0.1")


class Halving(StrEnum):
    """How a total with an odd number of tenths is halved to 0.1 pt (x.x5 has to go somewhere)."""

    up = "up"  # toward +infinity: 12.3 -> 6.2, -12.3 -> -6.1 (the player keeps the benefit)
    down = "down"  # toward -infinity: 12.3 -> 6.1, -12.3 -> -6.2
    half_even = "half_even"  # to the even tenth: 12.3 -> 6.2, 12.1 -> 6.0


_ROUNDING = {Halving.up: ROUND_CEILING, Halving.down: ROUND_FLOOR, Halving.half_even: ROUND_HALF_EVEN}


def halve(total: Decimal, rule: Halving = Halving.up) -> Decimal:
    """A total halved exactly to 0.1 pt by ``rule``."""
    return (total / 2).quantize(TENTH, rounding=_ROUNDING[rule]) + 0  # + 0: no "-0.0"
