"""Self-play: a simple built-in player, and whole games played by it through the engine and the fold.

Pure and deterministic: :func:`play_game` takes a ruleset and a seed and returns the game record
(version 2, every hand with its play: :mod:`taikai.game.play`), the same value the Tenhou readers
fill, so a self-played game is exported, stored and replayed like an imported one.

- The player (:func:`choose`) reads a hand's state and picks among :func:`legal_actions` only: it
  wins whenever it may, declares kyuushu kyuuhai and every kan it is offered (in riichi, never one
  of its winning kind), discards toward the lowest shanten (ties: the tile with the fewest
  neighbours in hand, the highest id), declares riichi whenever that discard leaves it tenpai (a
  wait on a fifth copy is not) and may declare it, pons a value tile (dragon, seat or round wind)
  it holds two of, and once open calls a pon, a chi or an open kan that lowers its shanten.
- The game (:func:`play_game`): each hand is dealt from a wall shuffled by the seed's generator and
  played with :func:`taikai.game.engine.step` until it ends; the table after it is the fold's
  (:attr:`taikai.game.engine.Ended.after`, :func:`taikai.game.table.apply`), which also says whether
  the game is over (the ruleset's length, extension, tobi, agari-yame...). Nothing here decides a
  rule.

>>> from taikai.rules import load
>>> game = play_game(load("mleague"), 7)
>>> game.record.version, game.final.over, len(game.record.hands) == game.final.hands
(2, True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from taikai.errors import TaikaiError
from taikai.game import play
from taikai.game.codes import GameCode
from taikai.game.engine import (
    Action,
    Ankan,
    Called,
    Chi,
    Daiminkan,
    Discard,
    Discarded,
    DoraShown,
    Drew,
    Ended,
    Event,
    HandState,
    Kakan,
    Kyuushu,
    Phase,
    Pon,
    Respond,
    Ron,
    Tsumo,
    Wall,
    deal,
    legal_actions,
    step,
)
from taikai.game.engine.play import tile_of as engine_tile
from taikai.game.record import PLAY_VERSION, GameRecord, Hand, Win
from taikai.game.record import Ron as RonResult
from taikai.game.record import Tsumo as TsumoResult
from taikai.game.state import TableState, start
from taikai.game.table import apply
from taikai.hand.shanten import is_tenpai, shanten
from taikai.rules import Ruleset
from taikai.tiles import DRAGONS, EAST

__all__ = ["MAX_HANDS", "Chooser", "SelfPlayed", "choose", "play_game", "play_hand"]

#: A game longer than this many hands is refused (an extension without limit that never ends).
MAX_HANDS = 200
#: A hand longer than this many steps is refused (a hand has at most 70 draws, their discards, calls).
MAX_STEPS = 600

Chooser = Callable[[HandState], Action]


@dataclass(frozen=True, slots=True)
class SelfPlayed:
    """A self-played game: its record (version 2, with the play), the tables before and after every
    hand (``tables[0]`` the start, ``tables[-1]`` the end), and the actions played."""

    record: GameRecord
    tables: tuple[TableState, ...]
    actions: int

    @property
    def final(self) -> TableState:
        return self.tables[-1]


# --------------------------------------------------------------------------- the player


def _counts(tiles: Sequence[int]) -> list[int]:
    counts = [0] * 34
    for tile in tiles:
        counts[tile // 4] += 1
    return counts


def _shanten(counts: list[int], ruleset: Ruleset) -> int:
    return shanten(counts, chiitoitsu_four_of_a_kind=ruleset.chiitoitsu_four_of_a_kind)


def _neighbours(counts: list[int], kind: int) -> int:
    """How much a tile of ``kind`` works with the rest of the hand: its other copies, and the tiles
    of its suit one or two kinds away."""
    score = 3 * (counts[kind] - 1)
    if kind < 27:
        for distance, weight in ((1, 2), (2, 1)):
            for other in (kind - distance, kind + distance):
                if 0 <= other < 27 and other // 9 == kind // 9:
                    score += weight * counts[other]
    return score


def _live_wait(counts: list[int], held: list[int], ruleset: Ruleset) -> bool:
    """Whether the hand waits on a tile it does not hold all four of (its melds counted)."""
    return is_tenpai(counts, held, "not_tenpai", chiitoitsu_four_of_a_kind=ruleset.chiitoitsu_four_of_a_kind)


def _discard(state: HandState, options: Sequence[Action]) -> Action:
    """The discard toward the lowest shanten; riichi when that discard may declare it."""
    discards = [a for a in options if isinstance(a, Discard)]
    own = state.seats[state.actor]
    counts = _counts(own.hand)
    riichi = {a.tile for a in discards if a.riichi}
    held = _counts([t for meld in own.melds for t in meld.tiles])
    best: tuple[int, int, int, int] | None = None
    chosen = discards[0]
    for action in discards:
        if action.riichi:
            continue
        kind = action.tile // 4
        counts[kind] -= 1
        away = _shanten(counts, state.ruleset)
        declare = action.tile in riichi and away == 0 and _live_wait(counts, held, state.ruleset)
        counts[kind] += 1
        key = (away, not declare, _neighbours(counts, kind), -action.tile)
        if best is None or key < best:
            best, chosen = key, action
    assert isinstance(chosen, Discard) and best is not None
    return Discard(chosen.seat, chosen.tile, riichi=True) if not best[1] else chosen


def _turn(state: HandState, options: Sequence[Action]) -> Action:
    own = state.seats[state.actor]
    for kind in (Tsumo, Kyuushu, Ankan, Kakan):
        found = next((a for a in options if isinstance(a, kind)), None)
        if isinstance(found, Ankan) and own.riichi and found.kind in own.waits:
            continue  # never a kan of one's own winning tile in riichi
        if found is not None:
            return found
    return _discard(state, options)


def _value_kinds(state: HandState, seat: int) -> frozenset[int]:
    """The honors whose triplet is a yaku for ``seat``: the dragons, its seat wind, the round wind."""
    table = state.table
    return frozenset((*DRAGONS, EAST + table.seat_wind(seat), EAST + table.round_wind))


def _claim(state: HandState, seat: int, options: Sequence[object]) -> object | None:
    """The call ``seat`` declares on the tile waiting for calls (None: it passes)."""
    ron = next((o for o in options if isinstance(o, Ron)), None)
    if ron is not None:
        return ron
    tile = state.tile
    assert tile is not None
    own = state.seats[seat]
    opened = any(meld.type != "ankan" for meld in own.melds)
    if not opened:
        if tile // 4 in _value_kinds(state, seat):
            return next((o for o in options if isinstance(o, Pon)), None)
        return None
    counts = _counts(own.hand)
    now = _shanten(counts, state.ruleset)
    for option in options:
        if isinstance(option, Daiminkan):
            return option  # an open hand holding three of the kind: a kan keeps its shanten
        if isinstance(option, Pon | Chi):
            for used in option.tiles:
                counts[used // 4] -= 1
            after = _shanten(counts, state.ruleset)
            for used in option.tiles:
                counts[used // 4] += 1
            if after < now:
                return option
    return None


def choose(state: HandState) -> Action:
    """The built-in player's action in ``state``: one of :func:`legal_actions` (see the module)."""
    legal = legal_actions(state)
    if state.phase not in (Phase.claims, Phase.chankan):
        (options,) = legal.values()  # one seat decides
        if state.phase in (Phase.turn, Phase.called):
            return _turn(state, options)
        return options[0]  # another decision (a last dealer's noten declaration): the first option
    calls = [_claim(state, seat, options) for seat, options in sorted(legal.items())]
    rons = tuple(c for c in calls if isinstance(c, Ron))
    return Respond(rons or tuple(c for c in calls if c is not None))  # type: ignore[arg-type]


# --------------------------------------------------------------------------- the record of a hand


class _Play:
    """Turns the engine's events into the record's play (:class:`taikai.game.play.Play`)."""

    def __init__(self, ruleset: Ruleset, wall: Wall) -> None:
        self.ruleset = ruleset
        self.start = tuple(
            tuple(sorted((self.tile(t) for t in hand), key=lambda tile: (tile.kind, tile.red)))
            for hand in wall.hands
        )
        self.events: list[play.Event] = []
        self.dora: play.Tile | None = None
        self.pons: dict[tuple[int, int], tuple[int, ...]] = {}
        self.ended: Ended | None = None

    def tile(self, tile: int) -> play.Tile:
        return engine_tile(tile, self.ruleset)

    def tiles(self, tiles: Sequence[int]) -> tuple[play.Tile, ...]:
        return tuple(sorted((self.tile(t) for t in tiles), key=lambda tile: (tile.kind, tile.red)))

    def add(self, events: Sequence[Event]) -> None:
        for event in events:
            if isinstance(event, Drew):
                self.events.append(play.Draw(event.seat, self.tile(event.tile), event.rinshan))
            elif isinstance(event, Discarded):
                tile = self.tile(event.tile)
                self.events.append(play.Discard(event.seat, tile, event.tsumogiri, event.riichi))
            elif isinstance(event, DoraShown):
                if self.dora is None:
                    self.dora = self.tile(event.indicator)
                else:
                    self.events.append(play.Dora(self.tile(event.indicator)))
            elif isinstance(event, Called):
                self.events.append(self.call(event))
            elif isinstance(event, Ended):
                self.ended = event

    def call(self, event: Called) -> play.Call:
        meld, seat = event.meld, event.seat
        called = None if meld.called is None else self.tile(meld.called)
        added = None
        if meld.type == "pon":
            self.pons[seat, meld.tiles[0] // 4] = meld.tiles
        elif meld.type == "kakan":
            pon = list(self.pons[seat, meld.tiles[0] // 4])
            added = self.tile(next(t for t in meld.tiles if t not in pon))
        return play.Call(seat, meld.type, self.tiles(meld.tiles), called, meld.source, added)

    def hand(self, before: TableState) -> Hand:
        """The record's hand: the engine's result with the play and the points after it."""
        assert self.ended is not None and self.dora is not None
        hand, after = self.ended.hand, self.ended.after
        ura = max((_ura(win) for win in _wins(hand)), key=len, default=())
        deltas = _deltas(hand, before, self.ruleset)
        result = play.Play(self.start, self.dora, tuple(self.events), ura, deltas)
        return hand.model_copy(update={"play": result, "points": after.points})


def _wins(hand: Hand) -> tuple[Win, ...]:
    if isinstance(hand.result, TsumoResult):
        return (hand.result.win,)
    if isinstance(hand.result, RonResult):
        return hand.result.wins
    return ()


def _ura(win: Win) -> tuple[play.Tile, ...]:
    return () if win.request is None else win.request.request.ura_indicators


def _deltas(hand: Hand, before: TableState, ruleset: Ruleset) -> tuple[tuple[int, ...], ...]:
    """The play's change of points, one row per result as a log writes them (the riichi sticks put
    down in the hand are not in them; honba and the sticks a winner takes are): the fold's table
    after the hand, and for a multiple ron after each first winners in turn (their differences)."""
    if hand.result.type in ("abortive", "chombo"):
        return ()
    stick = ruleset.riichi_deposit
    points = tuple(p - (stick if seat in hand.riichi else 0) for seat, p in enumerate(before.points))
    steps = [hand]
    if isinstance(hand.result, RonResult) and len(hand.result.wins) > 1:
        ordered = sorted(hand.result.wins, key=lambda w: (w.seat - hand.result.discarder) % 4)
        steps = [
            hand.model_copy(update={"result": hand.result.model_copy(update={"wins": tuple(ordered[:n])})})
            for n in range(1, len(ordered) + 1)
        ]
    rows = []
    for each in steps:
        after = apply(before, each, ruleset).points
        rows.append(tuple(a - p for a, p in zip(after, points, strict=True)))
        points = after
    return tuple(rows)


# --------------------------------------------------------------------------- hands and games


def play_hand(
    table: TableState, ruleset: Ruleset, wall: Wall, chooser: Chooser = choose
) -> tuple[Hand, TableState, int]:
    """One hand dealt from ``wall`` and played by ``chooser``: the record's hand (with its play),
    the table after it (the fold's) and the actions played."""
    state, events = deal(table, ruleset, wall)
    record = _Play(ruleset, wall)
    record.add(events)
    actions = 0
    while state.phase is not Phase.over:
        if actions >= MAX_STEPS:
            raise TaikaiError.of(GameCode.selfplay_long_hand, label=table.label, limit=MAX_STEPS)
        state, events = step(state, chooser(state))
        record.add(events)
        actions += 1
    assert state.ended is not None
    return record.hand(table), state.ended.after, actions


def play_game(ruleset: Ruleset, seed: int, chooser: Chooser = choose, rules: str | None = None) -> SelfPlayed:
    """A whole game under ``ruleset`` from ``seed``: hand after hand until the fold says it is over.

    ``rules`` is the record's ``rules`` (the preset's name; default the ruleset's name)."""
    rng = random.Random(seed)
    tables = [start(ruleset)]
    hands: list[Hand] = []
    actions = 0
    while not tables[-1].over:
        if len(hands) >= MAX_HANDS:
            raise TaikaiError.of(GameCode.selfplay_long_game, limit=MAX_HANDS)
        table = tables[-1]
        hand, after, count = play_hand(table, ruleset, Wall.shuffled(rng, table.dealer), chooser)
        hands.append(hand)
        tables.append(after)
        actions += count
    record = GameRecord(version=PLAY_VERSION, rules=rules or ruleset.name, base=ruleset, hands=tuple(hands))
    return SelfPlayed(record, tuple(tables), actions)
