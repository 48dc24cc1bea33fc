"""The table between hands (:class:`TableState`) and what one hand did (:class:`HandLog`).

The values the fold (:mod:`taikai.game.table`) passes from hand to hand, and that the payments
(:mod:`taikai.game.payments`) read: points, the round and its dealer, honba and sticks on the table.

>>> from taikai.rules import load
>>> state = start(load("mleague"))
>>> state.points, state.dealer, state.round_wind, state.seat_wind(1)
((25000, 25000, 25000, 25000), 0, 0, 1)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from taikai.game.codes import GameCode
from taikai.game.settle import SEATS, Penalty
from taikai.reasons import Reason
from taikai.rules.model import Ruleset
from taikai.tiles import WIND_LETTERS

if TYPE_CHECKING:
    from taikai.game.record import Hand

__all__ = ["RELATIVE_SEATS", "SEATS", "HandLog", "TableState", "hand_name", "start", "sticks_in_play"]

#: Where another seat sits, seen from a seat, and how many seats on in turn order it is (a call's
#: ``from``, a pao seat named by its place).
RELATIVE_SEATS = {"right": 1, "across": 2, "left": 3}


@dataclass(frozen=True, slots=True)
class HandLog:
    """What one hand did: its parts (each winner and its value, a head bump, a draw, a chombo
    beside the result: :class:`~taikai.game.codes.GameCode` reasons, worded by the adapters), who
    won, and each seat's change in points."""

    kind: str  # ron, tsumo, draw, abortive, chombo
    parts: tuple[Reason, ...]
    winners: tuple[int, ...]
    deltas: tuple[int, ...]


#: The round winds' codes, E S W N.
WINDS = (GameCode.wind_east, GameCode.wind_south, GameCode.wind_west, GameCode.wind_north)


def hand_name(round_index: int, honba: int) -> str:
    """A hand's short name, as Tenhou names them: the round wind, the dealer's number, the honba
    (``E2-1``: East 2, 1 honba; round 0 = East 1, 4 = South 1, an extension after north is east).

    >>> hand_name(0, 0), hand_name(9, 2)
    ('E1-0', 'W2-2')
    """
    return f"{WIND_LETTERS[round_index // SEATS % SEATS]}{round_index % SEATS + 1}-{honba}"


def hand_label(name: str) -> Reason | str:
    """A hand's short name (:func:`hand_name`) in words, as :attr:`TableState.label` words it
    (``E2-1``: East 2, 1 honba, 東2局 1本場); a name of another shape is kept as it is.

    >>> from taikai.i18n import words
    >>> words(hand_label("W2-2"), "en"), words(hand_label("E1-0"), "ja"), hand_label("x")
    ('West 2, 2 honba', '東1局', 'x')
    """
    wind, dash, honba = name[:1], name[2:3], name[3:]
    if wind not in WIND_LETTERS or not name[1:2].isdigit() or dash != "-" or not honba.isdigit():
        return name
    words = Reason(WINDS[WIND_LETTERS.index(wind)])
    if int(honba):
        return Reason.of(GameCode.round_label_honba, wind=words, number=int(name[1]), honba=int(honba))
    return Reason.of(GameCode.round_label, wind=words, number=int(name[1]))


@dataclass(frozen=True, slots=True)
class TableState:
    """The table between hands. ``round`` 0 = East 1, 4 = South 1, 8 = West 1 (extensions go on)."""

    points: tuple[int, ...]
    round: int = 0
    honba: int = 0
    deposits: int = 0  # 1000-point sticks on the table
    confiscated: int = 0  # points removed from the table by chombo (confiscate)
    chombo: tuple[Penalty, ...] = ()
    streak: int = 0  # consecutive wins of the current dealer (paarenchan)
    hands: int = 0  # hands played so far
    over: bool = False
    reason: Reason | None = None  # why the game ended
    last: HandLog | None = field(default=None, compare=False)

    @property
    def dealer(self) -> int:
        """Seat of the dealer (seat 0 = the first dealer)."""
        return self.round % SEATS

    @property
    def round_wind(self) -> int:
        """0-3 = E S W N; an extension after north goes back to east."""
        return self.round // SEATS % SEATS

    @property
    def label(self) -> Reason:
        """The hand in words: ``East 1, 2 honba`` (東1局 2本場)."""
        wind = Reason(WINDS[self.round_wind])
        if self.honba:
            return Reason.of(GameCode.round_label_honba, wind=wind, number=self.dealer + 1, honba=self.honba)
        return Reason.of(GameCode.round_label, wind=wind, number=self.dealer + 1)

    @property
    def name(self) -> str:
        """The hand's short name (:func:`hand_name`): ``E2-1``."""
        return hand_name(self.round, self.honba)

    def seat_wind(self, seat: int) -> int:
        """0-3 = E S W N for ``seat`` in this hand."""
        return (seat - self.dealer) % SEATS


def start(ruleset: Ruleset) -> TableState:
    """The state before the first hand."""
    return TableState(points=(ruleset.start_points,) * SEATS)


def sticks_in_play(state: TableState, hand: Hand) -> int:
    """The 1000-point sticks on the table during ``hand``: those left by earlier hands, and this
    hand's accepted riichi and penalty deposits (what a winner of the hand may collect)."""
    return state.deposits + len(hand.riichi) + len(hand.deposits)
