"""A hand's play: the start hands, the dora indicators as they were turned, every draw, discard and
call in order, and what each result changed (record version 2, docs/game-record.md).

Pure frozen values, no I/O: the Tenhou readers fill them (:mod:`taikai.importers.tenhou.play`), the
record contract reads and writes them (:mod:`taikai.contracts.play`), the exports turn them into
mjai and tenhou.net/6, and a move-by-move engine can replay them. Seats are absolute (0 = the
first dealer). Tiles are :class:`~taikai.tiles.Tile` values: a kind and whether it is a red five;
the copies of a kind other than the red five are not told apart (nothing in play depends on which).

A riichi is the discard that declares it (``Discard.riichi``); whether its stick was paid is the
hand's ``riichi`` list (a ron on the declaring tile leaves it out). A call names the seat the tile
came from (``from_seat``); a kakan keeps its pon's called tile and seat and adds ``added``.

:func:`play_problems` checks what a play must hold whatever the ruleset: 13 tiles in each start
hand, no kind more than 4 times (a red five once) among the tiles seen, every discard and every
tile a call uses in the hand of its seat, a tsumogiri the tile just drawn. Which actions are legal
is the engine's business, not this module's.

>>> from taikai.tiles import parse
>>> hands = ("123456789m1234p", "123456789p1234s", "123456789s1234z", "0m22334466s1177z")
>>> start, white = tuple(parse(tiles) for tiles in hands), parse("5z")[0]
>>> play = Play(start, parse("1z")[0], (Draw(0, white), Discard(0, white, tsumogiri=True)))
>>> list(play_problems(play))
[]
>>> bad = Play(start, play.dora, (Discard(1, white),))
>>> [(where, str(problem.code)) for where, problem in play_problems(bad)]
[('events[0]', 'play_not_in_hand')]
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from taikai.game.codes import GameCode, seat
from taikai.reasons import Reason
from taikai.tiles import Tile, excess_copies

__all__ = [
    "CALL_TYPES",
    "MAX_EVENTS",
    "Call",
    "Discard",
    "Dora",
    "Draw",
    "Event",
    "Play",
    "closed_hands",
    "play_problems",
]

#: The calls, by the names of CONTRACTS.md section 1's melds (``minkan`` = an open kan on a discard).
CALL_TYPES = ("chi", "pon", "minkan", "kakan", "ankan")
#: At most this many events in a hand (a hand of 70 draws and discards each, calls and kan dora
#: stays far below it).
MAX_EVENTS = 400
START_TILES = 13


@dataclass(frozen=True, slots=True)
class Draw:
    """``seat`` draws ``tile``; ``rinshan`` when it replaces that seat's kan."""

    seat: int
    tile: Tile
    rinshan: bool = False


@dataclass(frozen=True, slots=True)
class Discard:
    """``seat`` discards ``tile``: ``tsumogiri`` the tile just drawn, ``riichi`` declaring riichi."""

    seat: int
    tile: Tile
    tsumogiri: bool = False
    riichi: bool = False


@dataclass(frozen=True, slots=True)
class Call:
    """``seat`` calls: ``type`` one of :data:`CALL_TYPES`; ``tiles`` all the meld's tiles (in kind
    order); ``called`` the tile taken from ``from_seat`` (None for an ankan); a kakan keeps its pon's
    ``called`` and ``from_seat`` and names the tile it ``added``."""

    seat: int
    type: str
    tiles: tuple[Tile, ...]
    called: Tile | None = None
    from_seat: int | None = None
    added: Tile | None = None

    @property
    def consumed(self) -> tuple[Tile, ...]:
        """mjai's ``consumed``: the meld less the called tile (a kakan: less the added tile, its pon's)."""
        if self.type == "kakan":
            return _less(self.tiles, self.added)
        return _less(self.tiles, self.called)

    @property
    def from_hand(self) -> tuple[Tile, ...]:
        """The tiles leaving the caller's closed hand: the consumed tiles, the added one of a kakan."""
        return (self.added,) if self.type == "kakan" and self.added is not None else self.consumed


@dataclass(frozen=True, slots=True)
class Dora:
    """A dora indicator turned during the hand (after a kan)."""

    tile: Tile


Event = Draw | Discard | Call | Dora


@dataclass(frozen=True, slots=True)
class Play:
    """One hand's play: ``start`` the four start hands by seat (13 tiles each, in kind order),
    ``dora`` the first dora indicator, ``events`` in order, ``ura`` the ura indicators shown at a
    win (empty: none shown), ``deltas`` each result's change of points by seat as played (one per
    winner of a multiple ron; honba and sticks included)."""

    start: tuple[tuple[Tile, ...], ...]
    dora: Tile
    events: tuple[Event, ...]
    ura: tuple[Tile, ...] = ()
    deltas: tuple[tuple[int, ...], ...] = ()

    @property
    def indicators(self) -> tuple[Tile, ...]:
        """The dora indicators in the order they were turned."""
        return (self.dora, *(event.tile for event in self.events if isinstance(event, Dora)))


def _less(tiles: tuple[Tile, ...], tile: Tile | None) -> tuple[Tile, ...]:
    if tile is None or tile not in tiles:
        return tiles
    index = tiles.index(tile)
    return tiles[:index] + tiles[index + 1 :]


def _take(hand: list[Tile], tiles: tuple[Tile, ...]) -> Tile | None:
    """Take ``tiles`` out of ``hand``; the first one it lacks (nothing taken then)."""
    left = list(hand)
    for tile in tiles:
        if tile not in left:
            return tile
        left.remove(tile)
    hand[:] = left
    return None


def _event_problem(event: Event, hands: list[list[Tile]], drawn: list[Tile | None]) -> Reason | None:
    """What is wrong with ``event`` given the closed hands so far (they follow the event)."""
    if isinstance(event, Dora):
        return None
    if not 0 <= event.seat <= 3:
        return Reason.of(GameCode.play_seat, seat=event.seat)
    who = seat(event.seat)
    hand = hands[event.seat]
    if isinstance(event, Draw):
        hand.append(event.tile)
        drawn[event.seat] = event.tile
        return None
    if isinstance(event, Discard):
        if event.tsumogiri and drawn[event.seat] != event.tile:
            return Reason.of(GameCode.play_tsumogiri, seat=who, tile=str(event.tile))
        drawn[event.seat] = None
        missing = _take(hand, (event.tile,))
        return None if missing is None else Reason.of(GameCode.play_not_in_hand, seat=who, tile=str(missing))
    drawn[event.seat] = None
    if event.type not in CALL_TYPES:
        return Reason.of(GameCode.play_call_type, type=event.type)
    size = 4 if event.type in ("minkan", "kakan", "ankan") else 3
    if len(event.tiles) != size or (event.type == "ankan") != (event.called is None):
        return Reason.of(GameCode.play_call_tiles, seat=who, type=event.type, tiles=len(event.tiles))
    if event.type != "ankan" and (event.from_seat is None or event.from_seat == event.seat):
        return Reason.of(GameCode.play_call_from, seat=who, type=event.type)
    if (event.type == "kakan") != (event.added is not None):
        return Reason.of(GameCode.play_call_tiles, seat=who, type=event.type, tiles=len(event.tiles))
    missing = _take(hand, event.from_hand)
    return None if missing is None else Reason.of(GameCode.play_not_in_hand, seat=who, tile=str(missing))


def play_problems(play: Play) -> Iterator[tuple[str, Reason]]:
    """What the play cannot hold, as (the path below the play, the reason): see the module docstring.
    The first problem in the events stops the check (what follows it cannot be followed)."""
    if len(play.start) != 4:
        yield "start", Reason.of(GameCode.play_start_seats, count=len(play.start))
        return
    for number, tiles in enumerate(play.start):
        if len(tiles) != START_TILES:
            problem = Reason.of(GameCode.play_start_tiles, seat=seat(number), count=len(tiles))
            yield f"start[{number}]", problem
    seen = [tile for tiles in play.start for tile in tiles] + [play.dora, *play.ura]
    seen += [event.tile for event in play.events if isinstance(event, Draw | Dora)]
    excess = excess_copies(seen)
    if excess is not None:
        tile, count, red = excess
        code = GameCode.play_copies_red if red else GameCode.play_copies
        yield "events", Reason.of(code, tile=tile, count=count)
    if any(len(deltas) != 4 for deltas in play.deltas):
        yield "deltas", Reason(GameCode.play_deltas)
    hands = [list(tiles) for tiles in play.start]
    drawn: list[Tile | None] = [None] * 4
    for index, event in enumerate(play.events):
        problem = _event_problem(event, hands, drawn)
        if problem is not None:
            yield f"events[{index}]", problem
            return


def closed_hands(play: Play) -> tuple[tuple[Tile, ...], ...]:
    """Each seat's closed tiles after the last event (a play :func:`play_problems` accepts)."""
    hands = [list(tiles) for tiles in play.start]
    drawn: list[Tile | None] = [None] * 4
    for event in play.events:
        _event_problem(event, hands, drawn)
    return tuple(tuple(hand) for hand in hands)
