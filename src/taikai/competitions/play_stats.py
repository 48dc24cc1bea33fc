"""What a hand's play says of each seat, for the statistics "from the play" (issue 21, item 6).

Pure: a hand's play (:class:`taikai.game.play.Play`, record version 2) and who won it in, one
:class:`SeatPlay` per seat out; :mod:`taikai.competitions.stats` counts them. The definitions
(docs/contracts.md, section 10):

- **a call**: a chi, a pon or an open kan on a discard (``minkan``): what opens a hand. An ankan does
  not open it, a kakan adds to a pon already counted;
- **the riichi turn**: the seat's discards in the hand up to and including the one declaring riichi
  (a riichi on the seat's 6th discard is on turn 6);
- **first or chasing**: a riichi is chasing when another seat declared riichi earlier in the hand,
  first otherwise (a riichi counts as declared here whether or not its stick was paid);
- **a dama win**: a win by a hand with no call (as above) and no riichi;
- **the wait**: the kinds that complete the seat's closed tiles (:func:`taikai.hand.shanten.waits`),
  less the kinds all four of whose copies the seat holds itself (closed tiles and melds); read at a
  riichi from the tiles left after the declaring discard, at a win from the tiles before the winning
  one. **Good shape** is a wait of two kinds or more (two-sided, three-sided, a nobetan, a shanpon,
  a multi-sided wait); one kind (kanchan, penchan, tanki, a lone shanpon kind) is not;
- **the starting shanten**: the shanten of the 13 dealt tiles (:func:`taikai.hand.shanten.shanten`:
  the least of the regular form, chiitoitsu and kokushi; ``chiitoitsu_four_of_a_kind`` as the
  ruleset says).

>>> from taikai.tiles import parse
>>> start = (parse("123m456p789s1122z"), parse("19m19p19s1234567z"), parse("2468m2468p2468s1z"),
...          parse("1112345678999m"))
>>> white = parse("5z")[0]
>>> play = Play(start, white, (Draw(0, white), Discard(0, white, tsumogiri=True, riichi=True)))
>>> east = seats_of_play(play, ())[0]  # a shanpon on East and South: two kinds
>>> east.start_shanten, east.riichi_turn, east.chasing, east.riichi_good
(0, 1, False, True)
>>> [seat.start_shanten for seat in seats_of_play(play, ())]  # 2468m2468p2468s1z: six kanchan, four count
[0, 0, 4, 0]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from taikai.game.play import Call, Discard, Draw, Play
from taikai.hand.shanten import shanten, waits
from taikai.tiles import Tile, to_counts

__all__ = ["GOOD_SHAPE", "OPENING_CALLS", "SeatPlay", "good_shape", "seats_of_play", "wait_kinds"]

#: The calls that open a hand.
OPENING_CALLS = ("chi", "pon", "minkan")
#: A wait of at least this many kinds is good shape.
GOOD_SHAPE = 2
SEATS = 4


@dataclass(frozen=True, slots=True)
class SeatPlay:
    """One seat's hand as its play shows it: whether it called (opened its hand), the shanten of its
    dealt tiles, the turn of its riichi (None: no riichi), whether that riichi chased another, and
    how many kinds it waited on at the riichi and at its win (:func:`wait_kinds`; None: no riichi,
    no win)."""

    called: bool
    start_shanten: int
    riichi_turn: int | None = None
    chasing: bool = False
    riichi_waits: int | None = None
    win_waits: int | None = None

    @property
    def riichi_good(self) -> bool | None:
        return None if self.riichi_waits is None else self.riichi_waits >= GOOD_SHAPE

    @property
    def win_good(self) -> bool | None:
        return None if self.win_waits is None else self.win_waits >= GOOD_SHAPE


def wait_kinds(closed: Sequence[Tile], melded: Sequence[Tile], quads: bool) -> int:
    """How many kinds complete ``closed`` (13 - 3k tiles), less those whose four copies the seat holds."""
    counts = to_counts(closed)
    held = list(counts)
    for tile in melded:
        held[tile.kind] += 1
    return sum(held[kind] < 4 for kind in waits(counts, chiitoitsu_four_of_a_kind=quads))


def good_shape(closed: Sequence[Tile], melded: Sequence[Tile] = (), *, quads: bool = False) -> bool:
    """Whether ``closed`` (13 - 3k tiles; ``melded`` the seat's meld tiles) waits on two kinds or more.

    >>> from taikai.tiles import parse
    >>> good_shape(parse("23m456p789s11z567s")), good_shape(parse("13m456p789s11z567s"))
    (True, False)
    """
    return wait_kinds(closed, melded, quads) >= GOOD_SHAPE


def seats_of_play(play: Play, winners: Sequence[int], *, quads: bool = False) -> tuple[SeatPlay, ...]:
    """Each seat's :class:`SeatPlay` from ``play`` (one that :func:`taikai.game.play.play_problems`
    accepts); ``winners`` the seats that won the hand; ``quads`` the ruleset's
    ``chiitoitsu_four_of_a_kind``. A win's wait is read from the winner's closed tiles after the last
    event, less the tile it drew last when it holds 14 - 3k (a tsumo)."""
    hands = [list(tiles) for tiles in play.start]
    melded: list[list[Tile]] = [[] for _ in range(SEATS)]
    last_draw: list[Tile | None] = [None] * SEATS
    discards = [0] * SEATS
    called = [False] * SEATS
    riichi_turn: list[int | None] = [None] * SEATS
    chasing = [False] * SEATS
    riichi_waits: list[int | None] = [None] * SEATS
    declared = False
    for event in play.events:
        if isinstance(event, Draw):
            hands[event.seat].append(event.tile)
            last_draw[event.seat] = event.tile
        elif isinstance(event, Discard):
            who = event.seat
            hands[who].remove(event.tile)
            discards[who] += 1
            if event.riichi and riichi_turn[who] is None:
                riichi_turn[who] = discards[who]
                chasing[who] = declared
                declared = True
                riichi_waits[who] = wait_kinds(hands[who], melded[who], quads)
        elif isinstance(event, Call):
            who = event.seat
            for tile in event.from_hand:
                hands[who].remove(tile)
            melded[who] += event.from_hand if event.type == "kakan" else event.tiles
            called[who] = called[who] or event.type in OPENING_CALLS
    seats = []
    for seat in range(SEATS):
        win_waits = None
        if seat in winners:
            closed = list(hands[seat])
            tile = last_draw[seat]
            if len(closed) % 3 == 2 and tile is not None:
                closed.remove(tile)
            win_waits = wait_kinds(closed, melded[seat], quads)
        start = to_counts(play.start[seat])
        seats.append(
            SeatPlay(
                called=called[seat],
                start_shanten=shanten(start, chiitoitsu_four_of_a_kind=quads),
                riichi_turn=riichi_turn[seat],
                chasing=chasing[seat],
                riichi_waits=riichi_waits[seat],
                win_waits=win_waits,
            )
        )
    return tuple(seats)
