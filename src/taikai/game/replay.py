"""A game record's play replayed move by move through the engine (:mod:`taikai.game.engine`).

Any record of version 2 whose hands keep their play (:class:`taikai.game.play.Play`: an imported
Tenhou log, a self-played game) is checked the way :func:`taikai.importers.tenhou.moves.replay_moves`
checks a log: each hand is dealt from a wall rebuilt from its play (the start hands, the live and
the replacement draws in order, the dora and ura indicators; the tiles never shown fill the rest),
at the table the fold (:func:`taikai.game.table.run`) has before it, and every discard, riichi,
call and kan is fed to the engine as an action: each must be legal, the engine's draws and dora
indicators must be the play's, and the result must be the record's (its kind, the winners, the
tenpai and nagashi seats, and the table after the hand: points, honba, sticks).

Tiles in a play are kinds (a red five apart), not Tenhou's 136 ids: the wall gives each tile of a
kind the next unused id of that kind, and an action takes the lowest id of the kind (and redness)
the seat holds, so which copy is which never matters.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from taikai.errors import TaikaiError
from taikai.game.codes import GameCode
from taikai.game.engine import (
    Action,
    Ankan,
    Chi,
    Daiminkan,
    Discard,
    DoraShown,
    Drew,
    Ended,
    Event,
    IllegalAction,
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
from taikai.game.engine.model import LIVE
from taikai.game.engine.play import tile_of as engine_tile
from taikai.game.play import Call, Dora, Draw, Play
from taikai.game.play import Discard as PlayDiscard
from taikai.game.record import Draw as DrawResult
from taikai.game.record import GameRecord, Hand
from taikai.game.record import Ron as RonResult
from taikai.game.record import Tsumo as TsumoResult
from taikai.game.state import TableState
from taikai.game.table import run
from taikai.reasons import Reason
from taikai.rules import Ruleset
from taikai.tiles import Tile

__all__ = ["PlayReplay", "ReplayProblem", "replay_record", "wall_of_play"]


class ReplayProblem(TaikaiError):
    """A hand whose play the engine does not replay as recorded: an illegal action, another result."""

    code = "not_reproduced"


@dataclass(frozen=True, slots=True)
class PlayReplay:
    """What a replay of a record's play did: hands and actions replayed, each hand's disagreement."""

    hands: int
    actions: int
    problems: tuple[TaikaiError, ...]


class _Ids:
    """136 ids for tiles given as kinds: each tile the next unused id of its kind and redness."""

    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.free = {kind: list(range(4 * kind, 4 * kind + 4)) for kind in range(34)}

    def take(self, tile: Tile) -> int:
        ids = self.free[tile.kind]
        for tile_id in ids:
            if engine_tile(tile_id, self.ruleset) == tile:
                ids.remove(tile_id)
                return tile_id
        raise TaikaiError.of(GameCode.replay_tile_copies, tile=str(tile))

    def rest(self) -> list[int]:
        return sorted(t for ids in self.free.values() for t in ids)


def wall_of_play(play: Play, ruleset: Ruleset) -> Wall:
    """The wall of a hand as far as its play shows it; the tiles never shown fill the rest."""
    ids = _Ids(ruleset)
    hands = tuple(tuple(ids.take(t) for t in start) for start in play.start)
    live = [ids.take(e.tile) for e in play.events if isinstance(e, Draw) and not e.rinshan]
    rinshan = [ids.take(e.tile) for e in play.events if isinstance(e, Draw) and e.rinshan]
    indicators = [ids.take(t) for t in play.indicators]
    ura = [ids.take(t) for t in play.ura]
    spare = ids.rest()[::-1]

    def fill(shown: list[int], size: int) -> tuple[int, ...]:
        while len(shown) < size:
            shown.append(spare.pop())
        return tuple(shown)

    return Wall(hands, fill(live, LIVE), fill(rinshan, 4), fill(indicators, 5), fill(ura, 5))


def _shown(events: Sequence[Event], ruleset: Ruleset) -> Iterator[tuple]:
    for event in events:
        if isinstance(event, Drew):
            yield ("draw", event.seat, engine_tile(event.tile, ruleset), event.rinshan)
        elif isinstance(event, DoraShown):
            yield ("dora", engine_tile(event.indicator, ruleset))


def _logged(play: Play) -> list[tuple]:
    out: list[tuple] = [("dora", play.dora)]
    for event in play.events:
        if isinstance(event, Draw):
            out.append(("draw", event.seat, event.tile, event.rinshan))
        elif isinstance(event, Dora):
            out.append(("dora", event.tile))
    return out


class _Differs(Exception):
    def __init__(self, what: GameCode, engine: object, record: object) -> None:
        self.what, self.engine, self.record = what, engine, record


class _Hand:
    """One hand's replay: the engine's state, the draws and dora it showed, the actions fed."""

    def __init__(self, table: TableState, ruleset: Ruleset, hand: Hand, play: Play) -> None:
        self.ruleset, self.hand, self.play = ruleset, hand, play
        self.state, events = deal(table, ruleset, wall_of_play(play, ruleset))
        self.shown = list(_shown(events, ruleset))
        self.actions = 0

    def act(self, action: Action) -> None:
        self.state, events = step(self.state, action)
        self.shown += _shown(events, self.ruleset)
        self.actions += 1

    def held(self, seat: int, tiles: Sequence[Tile]) -> tuple[int, ...]:
        """The ids of ``tiles`` in the closed hand of ``seat`` (the lowest of each kind and redness)."""
        hand = list(self.state.seats[seat].hand)
        out = []
        for tile in tiles:
            found = next((t for t in hand if engine_tile(t, self.ruleset) == tile), None)
            if found is None:
                return (*out, -1)  # the engine refuses the action: the tile is not held
            hand.remove(found)
            out.append(found)
        return tuple(out)

    def respond(self, calls: tuple = ()) -> None:
        if self.state.phase in (Phase.claims, Phase.chankan):
            self.act(Respond(calls))

    def call(self, event: Call) -> None:
        if event.type in ("chi", "pon"):
            used = self.held(event.seat, event.consumed)
            pair = (used[0], used[1] if len(used) > 1 else -1)
            self.respond((Chi(event.seat, pair) if event.type == "chi" else Pon(event.seat, pair),))
        elif event.type == "minkan":
            self.respond((Daiminkan(event.seat),))
        elif event.type == "ankan":
            self.respond()
            self.act(Ankan(event.seat, event.tiles[0].kind))
        else:
            self.respond()
            assert event.added is not None
            self.act(Kakan(event.seat, self.held(event.seat, (event.added,))[0]))

    def run(self) -> Ended:
        for event in self.play.events:
            if isinstance(event, PlayDiscard):
                self.respond()
                drawn = self.state.drawn
                if event.tsumogiri and drawn is not None and engine_tile(drawn, self.ruleset) == event.tile:
                    tile = drawn
                else:
                    tile = self.held(event.seat, (event.tile,))[0]
                self.act(Discard(event.seat, tile, riichi=event.riichi))
            elif isinstance(event, Call):
                self.call(event)
        result = self.hand.result
        rons = tuple(Ron(w.seat) for w in result.wins) if isinstance(result, RonResult) else ()
        self.respond(rons)
        if self.state.phase is not Phase.over:
            self.act(self.last_action())
        logged = _logged(self.play)
        if self.shown != logged:
            pairs = zip([*self.shown, None], [*logged, None], strict=False)
            at = next(i for i, (a, b) in enumerate(pairs) if a != b)
            raise _Differs(GameCode.replay_what_draws, _at(self.shown, at), _at(logged, at))
        assert self.state.ended is not None
        return self.state.ended

    def last_action(self) -> Action:
        result = self.hand.result
        if isinstance(result, TsumoResult):
            return Tsumo(result.win.seat)
        if result.type == "abortive" and result.kind == "kyuushu_kyuuhai":
            return Kyuushu(self.state.actor)
        if isinstance(result, DrawResult):  # a decision at the draw: the last dealer's noten declaration
            tenpai = not result.dealer_declared_noten
            for options in legal_actions(self.state).values():
                found = next((o for o in options if getattr(o, "tenpai", None) is tenpai), None)
                if found is not None:
                    return found
        raise _Differs(GameCode.replay_what_end, self.state.phase.value, result.type)


def _at(stream: list[tuple], at: int) -> str:
    return str(stream[at]) if at < len(stream) else "-"


def _kind(hand: Hand) -> tuple:
    result = hand.result
    if isinstance(result, TsumoResult):
        return ("tsumo", (result.win.seat,))
    if isinstance(result, RonResult):
        return ("ron", tuple(sorted(w.seat for w in result.wins)))
    if result.type == "draw":
        return ("draw", tuple(sorted(result.tenpai)), tuple(sorted(result.nagashi)))
    return (result.type, getattr(result, "kind", None))


def _compare(hand: Hand, ended: Ended, after: TableState) -> None:
    if _kind(ended.hand) != _kind(hand):
        raise _Differs(GameCode.replay_what_result, _kind(ended.hand), _kind(hand))
    mine = (ended.after.points, ended.after.honba, ended.after.deposits)
    theirs = (after.points, after.honba, after.deposits)
    if mine != theirs:
        raise _Differs(GameCode.replay_what_table, mine, theirs)


def replay_record(record: GameRecord, ruleset: Ruleset | None = None) -> PlayReplay:
    """Every hand of ``record`` with its play replayed move by move under ``ruleset`` (default: the
    record's), from the table the fold has before it; a hand without play is not replayed."""
    ruleset = record.ruleset if ruleset is None else ruleset
    outcome = run(record, ruleset)
    if outcome.error is not None:
        return PlayReplay(0, 0, (outcome.error,))
    problems: list[TaikaiError] = []
    hands = actions = 0
    for number, (hand, before, after) in enumerate(
        zip(record.hands, outcome.states, outcome.states[1:], strict=False), 1
    ):
        if hand.play is None:
            continue
        replay = None
        hands += 1
        try:
            replay = _Hand(before, ruleset, hand, hand.play)
            _compare(hand, replay.run(), after)
        except IllegalAction as error:
            problems.append(ReplayProblem.of(GameCode.replay_illegal, number=number, problem=error.reason))
        except _Differs as differs:
            problems.append(
                ReplayProblem.of(
                    GameCode.replay_differs,
                    number=number,
                    label=before.name,
                    what=Reason(differs.what),
                    engine=str(differs.engine),
                    recorded=str(differs.record),
                )
            )
        except TaikaiError as error:
            reason = error.reason if error.reason is not None else Reason(error.code)
            where = ReplayProblem.of(GameCode.replay_hand, number=number, label=before.name, problem=reason)
            problems.append(where)
        actions += replay.actions if replay is not None else 0
    return PlayReplay(hands, actions, tuple(problems))
