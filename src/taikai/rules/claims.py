"""Who collects the sticks of a won hand: the honba and the riichi deposits (RULES.md section 5).

One rule for everything that pays a win: the hand scorer (a request's ``total``), the game table
(the fold) and the Tenhou log reader (the request of each winner of a double ron).

- The riichi deposits on the table go to a winner the ruleset lets collect them
  (``deposit_claim``: any winner, or only one who declared riichi); otherwise they stay.
- On a multiple ron the honba go to the first winner after the discarder in turn order, or to every
  winner (``multiple_ron_honba``: Mahjong Soul pays each); the deposits to the first such winner who
  may collect them.

>>> from taikai.rules import load
>>> claimants(load("mleague"), (2, 3), riichi=())
Claimants(honba=(2,), deposits=2)
>>> claimants(load("itsuka-chuuren"), (2, 3), riichi=(3,))
Claimants(honba=(2,), deposits=3)
>>> claimants(load("majsoul-ranked"), (2, 3), riichi=(3,))
Claimants(honba=(2, 3), deposits=2)
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, NamedTuple

from taikai.rules.kinds import DepositClaim, MultipleRonHonba

if TYPE_CHECKING:
    from taikai.hand.rules import HandRules
    from taikai.rules.model import Ruleset

__all__ = ["Claimants", "claimants", "collects_deposits"]


def collects_deposits(ruleset: Ruleset | HandRules, in_riichi: bool) -> bool:
    """Whether a winner (``in_riichi`` or not) collects the riichi deposits on the table."""
    return ruleset.deposit_claim is DepositClaim.any_winner or in_riichi


class Claimants(NamedTuple):
    """The seats that are paid the honba and the seat that takes the deposits (None: they stay)."""

    honba: tuple[int, ...]
    deposits: int | None


def claimants(ruleset: Ruleset, winners: Sequence[int], riichi: Collection[int]) -> Claimants:
    """Who takes the sticks of a hand won by ``winners`` (seats in turn order after the discarder;
    one seat for a tsumo), ``riichi`` the seats whose riichi was accepted."""
    deposits = next((seat for seat in winners if collects_deposits(ruleset, seat in riichi)), None)
    each = ruleset.multiple_ron_honba is MultipleRonHonba.each_winner
    return Claimants(tuple(winners) if each else (winners[0],), deposits)
