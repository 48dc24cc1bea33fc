"""A Tenhou hand's events as the record's play (:mod:`taikai.game.play`), converted, never parsed again.

Both readers give the same events (:mod:`.model`), so an mjlog and the tenhou.net/6 JSON of one game
give the same play. 136-ids become tiles (a red five only when the log plays with red fives), a
meld's relative source becomes the seat it came from, a riichi declaration (step 1) marks the discard
that follows it; the acceptance (step 2) is the hand's ``riichi`` list, kept by the record already.
"""

from __future__ import annotations

from taikai.game import play
from taikai.importers.tenhou.model import (
    Agari,
    Call,
    Discard,
    Draw,
    Meld,
    NewDora,
    Riichi,
    TenhouGame,
    TenhouHand,
)
from taikai.tiles import Tile

__all__ = ["play_of"]


def _call(game: TenhouGame, event: Call) -> play.Call:
    meld: Meld = event.meld

    def tile(tile_id: int | None) -> Tile | None:
        return None if tile_id is None else Tile.from_id136(tile_id, game.red_fives)

    tiles = tuple(Tile.from_id136(t, game.red_fives) for t in meld.tiles)
    return play.Call(
        event.seat, meld.type, tiles, tile(meld.called), meld.from_seat(event.seat), tile(meld.added)
    )


def _ura(hand: TenhouHand) -> tuple[int, ...]:
    """The ura indicators the wins show (the longest list: a winner without riichi shows none)."""
    return max((win.ura_indicators for win in hand.results if isinstance(win, Agari)), key=len, default=())


def play_of(game: TenhouGame, hand: TenhouHand) -> play.Play:
    """The play of ``hand`` of ``game``."""

    def tile(tile_id: int) -> Tile:
        return Tile.from_id136(tile_id, game.red_fives)

    events: list[play.Event] = []
    declared: set[int] = set()
    for event in hand.events:
        if isinstance(event, Draw):
            events.append(play.Draw(event.seat, tile(event.tile), event.rinshan))
        elif isinstance(event, Discard):
            riichi = event.seat in declared
            declared.discard(event.seat)
            events.append(play.Discard(event.seat, tile(event.tile), event.tsumogiri, riichi))
        elif isinstance(event, Call):
            events.append(_call(game, event))
        elif isinstance(event, Riichi):
            if event.step == 1:
                declared.add(event.seat)
        elif isinstance(event, NewDora):
            events.append(play.Dora(tile(event.indicator)))
    return play.Play(
        start=tuple(tuple(sorted(map(tile, start), key=_order)) for start in hand.starting_hands),
        dora=tile(hand.dora_indicators[0]),
        events=tuple(events),
        ura=tuple(map(tile, _ura(hand))),
        deltas=tuple(tuple(result.deltas) for result in hand.results),
    )


def _order(tile: Tile) -> tuple[int, bool]:
    return tile.kind, tile.red
