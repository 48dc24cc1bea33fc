"""The values of the tile-level engine: the wall, actions, events and the state of a hand.

Tiles are Tenhou's 136-ids (kind = id // 4); the red fives are the first ``aka_dora`` copies of
each suit's five (:func:`red_ids`: 16, 52 and 88 with one of each, Tenhou's ids; 52 and 53 with two
red 5p). Seats are absolute (0-3, seat 0 = the first dealer). Every value
is frozen: :func:`taikai.game.engine.step` returns a new state and the events of the step.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from taikai.errors import TaikaiError
from taikai.game.record import Hand
from taikai.game.state import TableState
from taikai.hand.scorer import HandResult
from taikai.rules import Ruleset
from taikai.rules.model import AkaDora

__all__ = [
    "Action",
    "Ankan",
    "Called",
    "Chi",
    "Daiminkan",
    "Declare",
    "Discard",
    "Discarded",
    "DoraShown",
    "Drew",
    "Ended",
    "Event",
    "HandState",
    "IllegalAction",
    "Kakan",
    "Kyuushu",
    "Meld",
    "Phase",
    "Pon",
    "Respond",
    "RiichiAccepted",
    "Ron",
    "SeatState",
    "Tsumo",
    "Wall",
    "red_ids",
]

DEALT = 13
LIVE = 70  # 136 - 14 dead wall - 4 x 13 dealt
RINSHAN = 4
INDICATORS = 5


FIVES = (4, 13, 22)  # the kinds of 5m, 5p, 5s


@lru_cache(maxsize=64)
def red_ids(aka: AkaDora) -> frozenset[int]:
    """The 136-ids of the red fives under ``aka`` (a ruleset's ``aka_dora``): the first copies of each
    suit's five, as many as the suit has red (16 for one red 5m; 52 and 53 for two red 5p)."""
    return frozenset(
        five * 4 + n for five, count in zip(FIVES, (aka.m, aka.p, aka.s), strict=True) for n in range(count)
    )


class IllegalAction(TaikaiError):
    """An action the rules do not allow at that point: the hand, the turn, the seat and why."""

    code = "illegal_action"


@dataclass(frozen=True, slots=True)
class Wall:
    """The 136 tiles of a hand: the four dealt hands (the dealer's first), the live wall in draw
    order, the four replacement tiles in draw order, the dora and the ura indicators in the order
    they are turned."""

    hands: tuple[tuple[int, ...], ...]
    live: tuple[int, ...]
    rinshan: tuple[int, ...]
    indicators: tuple[int, ...]
    ura: tuple[int, ...]

    def tiles(self) -> list[int]:
        return [t for hand in self.hands for t in hand] + [
            *self.live,
            *self.rinshan,
            *self.indicators,
            *self.ura,
        ]

    @classmethod
    def shuffled(cls, rng: random.Random, dealer: int = 0) -> Wall:
        """A wall from a seeded shuffle (hands by absolute seat)."""
        ids = list(range(136))
        rng.shuffle(ids)
        hands = [tuple(sorted(ids[13 * n : 13 * n + 13])) for n in range(4)]
        hands = hands[-dealer:] + hands[:-dealer] if dealer else hands
        rest = ids[52:]
        return cls(
            tuple(hands), tuple(rest[:LIVE]), tuple(rest[70:74]), tuple(rest[74:79]), tuple(rest[79:84])
        )


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard ``tile``; with ``riichi`` the discard declares riichi."""

    seat: int
    tile: int
    riichi: bool = False


@dataclass(frozen=True, slots=True)
class Tsumo:
    seat: int


@dataclass(frozen=True, slots=True)
class Ankan:
    """A closed kan of the four copies of ``kind``."""

    seat: int
    kind: int


@dataclass(frozen=True, slots=True)
class Kakan:
    """Add ``tile`` to one's pon of its kind."""

    seat: int
    tile: int


@dataclass(frozen=True, slots=True)
class Kyuushu:
    """Kyuushu kyuuhai: nine kinds of terminals and honors on one's first, uninterrupted draw."""

    seat: int


@dataclass(frozen=True, slots=True)
class Ron:
    seat: int


@dataclass(frozen=True, slots=True)
class Chi:
    """Chi the discard with two tiles of one's hand (136-ids)."""

    seat: int
    tiles: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Pon:
    seat: int
    tiles: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Daiminkan:
    seat: int


Claim = Ron | Chi | Pon | Daiminkan


@dataclass(frozen=True, slots=True)
class Respond:
    """What the other seats do about a discard (or a kan that may be robbed): the calls declared, at
    most one per seat; the seats not named pass. The engine applies the priority (ron, then pon or
    kan, then chi) and the ruleset's multiple-ron rule."""

    calls: tuple[Claim, ...] = ()


@dataclass(frozen=True, slots=True)
class Declare:
    """At the exhaustive draw of a game's last hand, where ``last_hand_dealer_may_declare_noten``: the
    dealer, tenpai and not in riichi, shows its tenpai (``tenpai``) or declares noten."""

    seat: int
    tenpai: bool


Action = Discard | Tsumo | Ankan | Kakan | Kyuushu | Respond | Declare


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class Meld:
    """A meld as the engine holds it: ``called`` the tile taken (None for a closed kan), ``source``
    the absolute seat it came from; for a kakan ``called`` is the pon's called tile."""

    type: str  # chi pon minkan kakan ankan
    tiles: tuple[int, ...]
    called: int | None = None
    source: int | None = None


@dataclass(frozen=True, slots=True)
class Drew:
    seat: int
    tile: int
    rinshan: bool = False


@dataclass(frozen=True, slots=True)
class Discarded:
    seat: int
    tile: int
    tsumogiri: bool
    riichi: bool


@dataclass(frozen=True, slots=True)
class Called:
    seat: int
    meld: Meld


@dataclass(frozen=True, slots=True)
class RiichiAccepted:
    seat: int


@dataclass(frozen=True, slots=True)
class DoraShown:
    indicator: int


@dataclass(frozen=True, slots=True)
class Ended:
    """The end of the hand: the record's hand (its result: wins with their scorer requests, a draw
    with its tenpai seats, an abortive kind), each declared win's scored value in seat order of the
    record, and the table after the hand (payments, honba, deposits: the fold's)."""

    hand: Hand
    scored: tuple[HandResult, ...]
    after: TableState


Event = Drew | Discarded | Called | RiichiAccepted | DoraShown | Ended


# --------------------------------------------------------------------------- state


class Phase(StrEnum):
    turn = "turn"  # the actor has drawn: discard, riichi, tsumo, kan or kyuushu kyuuhai
    called = "called"  # the actor has called chi or pon: discard
    claims = "claims"  # the actor's discard waits for the others' calls
    chankan = "chankan"  # the actor's added (or closed) kan waits for a robbing ron
    declare = "declare"  # the last hand's exhaustive draw: the tenpai dealer (actor) shows it or not
    over = "over"


@dataclass(frozen=True, slots=True)
class SeatState:
    hand: tuple[int, ...]  # the closed tiles, sorted
    melds: tuple[Meld, ...] = ()
    discards: tuple[int, ...] = ()  # every tile discarded, called ones included (furiten)
    called_away: bool = False  # a discard of the seat was called (nagashi mangan)
    riichi: int = 0  # 0 none, 1 declared on the discard waiting for calls, 2 accepted
    double_riichi: bool = False
    ippatsu: bool = False
    furiten_temp: bool = False  # a winning tile passed since the seat's last discard
    furiten_riichi: bool = False  # a winning tile passed after riichi
    draws: int = 0
    waits: tuple[int, ...] = ()  # kinds that complete the closed part (while it holds 13 - 3k tiles)
    away: int = 0  # at most the table-driven shanten of those tiles (2 and more: no waits, none soon)
    pao: int | None = None  # the seat responsible for a yakuman of this seat's melds
    pao_yaku: str | None = None
    fixed: tuple[str, ...] | None = None  # complete sakizuke: the yaku fixed at the first open call

    @property
    def menzen(self) -> bool:
        return all(meld.type == "ankan" for meld in self.melds)


@dataclass(frozen=True, slots=True)
class HandState:
    """One hand between two decisions: the table at its start, the wall, the four seats, the point
    of the hand (``phase``, ``actor``) and what the flags of a win read."""

    ruleset: Ruleset
    table: TableState
    wall: Wall
    seats: tuple[SeatState, ...]
    phase: Phase
    actor: int
    live_drawn: int = 0
    kans: tuple[int, ...] = ()  # the seat of each kan declared, in order
    shown: int = 1  # dora indicators turned
    pending_dora: int = 0  # kans whose indicator turns after the kan's discard
    drawn: int | None = None  # the tile the actor just drew
    rinshan: bool = False  # that draw replaced a kan
    tile: int | None = None  # the discard (or the kan tile) waiting for calls
    kakan: bool = False  # in the chankan phase: an added kan (else a closed kan)
    forbidden: tuple[int, ...] = ()  # kinds the actor may not discard after its call (kuikae)
    any_call: bool = False  # a call or a kan happened in the hand
    first_winds: tuple[int, ...] = ()  # the first go-around's discards while no call (suufon renda)
    turn: int = 1  # 1 + the discards made in the hand
    ended: Ended | None = None

    @property
    def live_left(self) -> int:
        """Draws left in the live wall (each kan moves one tile to the dead wall)."""
        return LIVE - len(self.kans) - self.live_drawn
