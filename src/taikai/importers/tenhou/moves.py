"""Move-by-move replay of a Tenhou log through the tile-level engine (:mod:`taikai.game.engine`).

Each hand's wall is rebuilt from what the log shows (the dealt hands, the live and the
replacement draws in order, the dora and ura indicators; the tiles it never shows fill the rest in
id order), dealt under the game's ruleset, and every draw, discard, riichi and call of the log is
fed to the engine as an action: each must be legal (an illegal one is refused with the engine's
code, the hand, the turn and the seat), and the engine's draws and dora indicators must be the
log's. At the end of the hand the engine's result must be the log's: the winners and each win's
han, fu, points and yakuman (the scorer's), the kind of draw and the tenpai seats, and the points
after the hand (the fold's payments).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from taikai import rules
from taikai.errors import TaikaiError
from taikai.game.engine import (
    Action,
    Ankan,
    Chi,
    Daiminkan,
    Declare,
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
    problem,
    step,
)
from taikai.game.engine.model import LIVE
from taikai.game.record import Abortive, Draw
from taikai.game.record import Ron as RonResult
from taikai.game.record import Tsumo as TsumoResult
from taikai.game.state import TableState
from taikai.importers.codes import ImportCode
from taikai.importers.tenhou import model
from taikai.importers.tenhou.model import Agari, Call, NewDora, Riichi, Ryuukyoku, TenhouGame, TenhouHand
from taikai.importers.tenhou.record import ABORTIVE_KINDS, points_after
from taikai.importers.tenhou.rules import PRESET
from taikai.reasons import Reason
from taikai.rules import Ruleset

__all__ = ["MovesRun", "NotReplayed", "replay_moves", "wall_of"]


class NotReplayed(TaikaiError):
    """A hand the engine does not replay as the log plays it: an illegal action, or another result."""

    code = "not_reproduced"


@dataclass(frozen=True, slots=True)
class MovesRun:
    """What a move-by-move replay did: hands and actions replayed, and each hand's disagreement."""

    hands: int
    actions: int
    problems: tuple[TaikaiError, ...]


def _fill(shown: list[int], size: int, spare: list[int]) -> tuple[int, ...]:
    while len(shown) < size:
        shown.append(spare.pop())
    return tuple(shown)


def wall_of(hand: TenhouHand) -> Wall:
    """The wall of ``hand`` as far as its log shows it; the tiles never shown fill the rest."""
    live = [e.tile for e in hand.events if isinstance(e, model.Draw) and not e.rinshan]
    rinshan = [e.tile for e in hand.events if isinstance(e, model.Draw) and e.rinshan]
    indicators = [*hand.dora_indicators[:1], *(e.indicator for e in hand.events if isinstance(e, NewDora))]
    ura = next((list(w.ura_indicators) for w in hand.wins if w.ura_indicators), [])
    seen = {*live, *rinshan, *indicators, *ura, *(t for start in hand.starting_hands for t in start)}
    spare = sorted(set(range(136)) - seen, reverse=True)
    return Wall(
        hands=tuple(tuple(start) for start in hand.starting_hands),
        live=_fill(live, LIVE, spare),
        rinshan=_fill(rinshan, 4, spare),
        indicators=_fill(indicators, 5, spare),
        ura=_fill(ura, 5, spare),
    )


class _Differs(Exception):
    """Where the engine and the log part: ``what`` (a reason: the draws, the result, a win's value
    ...), the engine's value and the log's."""

    def __init__(self, what: Reason, engine: object, log: object) -> None:
        self.what, self.engine, self.log = what, engine, log


def _stream(events: Sequence[Event]) -> list[tuple]:
    return [
        ("draw", e.seat, e.tile) if isinstance(e, Drew) else ("dora", e.indicator)
        for e in events
        if isinstance(e, Drew | DoraShown)
    ]


class _Hand:
    """One hand's replay: the engine's state, the draws and dora it showed, the actions fed."""

    def __init__(self, table: TableState, ruleset: Ruleset, hand: TenhouHand) -> None:
        self.hand = hand
        self.state, events = deal(table, ruleset, wall_of(hand))
        self.shown = _stream(events)
        self.actions = 0
        self.riichi: set[int] = set()

    def act(self, action: Action) -> None:
        self.state, events = step(self.state, action)
        self.shown += _stream(events)
        self.actions += 1

    def respond(self, event: model.Event | None) -> None:
        """The others' answer to a discard (or a kan), told by the log's next event."""
        if self.state.phase not in (Phase.claims, Phase.chankan):
            return
        if isinstance(event, Call) and event.meld.type in ("chi", "pon", "minkan"):
            self.act(Respond((_claim(event),)))
        elif event is None:
            self.act(Respond(self._final_rons()))
        else:
            self.act(Respond())

    def _final_rons(self) -> tuple[Ron, ...]:
        results = self.hand.results
        if results and isinstance(results[0], Agari) and not results[0].tsumo:
            return tuple(Ron(w.who) for w in self.hand.wins)
        if results and isinstance(results[0], Ryuukyoku) and results[0].kind == "ron3":
            return tuple(Ron(s) for s in range(4) if problem(self.state, Respond((Ron(s),))) is None)
        return ()

    def run(self) -> Ended:
        for event in self.hand.events:
            if isinstance(event, NewDora) or (isinstance(event, Riichi) and event.step == 2):
                continue
            self.respond(event)
            if isinstance(event, Riichi):
                self.riichi.add(event.seat)
            elif isinstance(event, model.Discard):
                self.act(Discard(event.seat, event.tile, riichi=event.seat in self.riichi))
                self.riichi.discard(event.seat)
            elif isinstance(event, Call) and event.meld.type == "ankan":
                self.act(Ankan(event.seat, event.meld.kind))
            elif isinstance(event, Call) and event.meld.type == "kakan":
                if event.meld.added is None:
                    raise NotReplayed.of(ImportCode.moves_no_added, seat=event.seat)
                self.act(Kakan(event.seat, event.meld.added))
        self.respond(None)
        if self.state.phase is not Phase.over:
            self.act(self._last_action())
        logged = _stream_of(self.hand)
        if self.shown != logged:
            at = next(
                i
                for i, (a, b) in enumerate(zip([*self.shown, None], [*logged, None], strict=False))
                if a != b
            )
            raise _Differs(Reason(ImportCode.moves_what_draws), _shown(self.shown, at), _shown(logged, at))
        assert self.state.ended is not None
        return self.state.ended

    def _last_action(self) -> Action:
        first = self.hand.results[0]
        if self.state.phase is Phase.declare and isinstance(first, Ryuukyoku):
            return Declare(self.state.actor, tenpai=self.state.actor in first.tenpai)  # the log's choice
        if isinstance(first, Agari) and first.tsumo:
            return Tsumo(first.who)
        if isinstance(first, Ryuukyoku) and first.kind == "yao9":
            return Kyuushu(self.state.actor)
        raise _Differs(Reason(ImportCode.moves_what_end), self.state.phase.value, _kind(first))


def _shown(stream: list[tuple], at: int) -> str:
    return str(stream[at]) if at < len(stream) else "-"


def _stream_of(hand: TenhouHand) -> list[tuple]:
    out: list[tuple] = [("dora", hand.dora_indicators[0])]
    for e in hand.events:
        if isinstance(e, model.Draw):
            out.append(("draw", e.seat, e.tile))
        elif isinstance(e, NewDora):
            out.append(("dora", e.indicator))
    return out


def _claim(event: Call) -> Chi | Pon | Daiminkan:
    meld = event.meld
    if meld.type == "minkan":
        return Daiminkan(event.seat)
    used = list(meld.tiles)
    if meld.called is None:
        raise NotReplayed.of(ImportCode.moves_no_called, seat=event.seat)
    used.remove(meld.called)
    pair = (used[0], used[1])
    return Chi(event.seat, pair) if meld.type == "chi" else Pon(event.seat, pair)


def _kind(result: Agari | Ryuukyoku) -> str:
    if isinstance(result, Agari):
        return "tsumo" if result.tsumo else "ron"
    if result.kind in ABORTIVE_KINDS:
        return ABORTIVE_KINDS[result.kind]
    return "draw"


def _compare(game: TenhouGame, index: int, ended: Ended) -> None:
    hand = game.hands[index]
    result = ended.hand.result
    first = hand.results[0]
    engine_kind = result.kind if isinstance(result, Abortive) else result.type
    last = ended.after.last
    if isinstance(result, RonResult) and last is not None and last.kind == "abortive":
        engine_kind = "sanchahou"  # the fold made the rons an abortive draw (the one rule: game.table)
    if engine_kind != _kind(first):
        raise _Differs(Reason(ImportCode.moves_what_result), engine_kind, _kind(first))
    if isinstance(first, Ryuukyoku) and isinstance(result, Draw):
        if sorted(result.tenpai) != sorted(first.tenpai) and first.kind == "exhaustive":
            raise _Differs(Reason(ImportCode.moves_what_tenpai), sorted(result.tenpai), sorted(first.tenpai))
        nagashi = sorted(s for s, d in enumerate(first.deltas) if d > 0) if first.kind == "nm" else []
        if sorted(result.nagashi) != nagashi:
            raise _Differs(Reason(ImportCode.moves_what_nagashi), sorted(result.nagashi), nagashi)
    if isinstance(first, Agari):
        wins = (
            result.wins
            if isinstance(result, RonResult)
            else (result.win,)
            if isinstance(result, TsumoResult)
            else ()
        )
        seats = [w.seat for w in wins]
        for agari in hand.wins:
            if agari.who not in seats:
                raise _Differs(Reason(ImportCode.moves_what_winners), seats, [w.who for w in hand.wins])
            scored = ended.scored[seats.index(agari.who)]
            mine = (scored.yakuman, scored.han if not scored.yakuman else 0, scored.points)
            theirs = (agari.yakuman_count, agari.han, agari.points)
            if mine != theirs or (agari.fu is not None and not agari.yakuman_count and scored.fu != agari.fu):
                raise _Differs(
                    Reason.of(ImportCode.moves_what_value, seat=agari.who),
                    (*mine, scored.fu),
                    (*theirs, agari.fu),
                )
    expected = tuple(points_after(game, index))
    if ended.after.points != expected:
        raise _Differs(Reason(ImportCode.moves_what_points), ended.after.points, expected)


def _ruleset(game: TenhouGame, ruleset: Ruleset | None) -> Ruleset:
    if ruleset is not None:
        return ruleset
    return game.rules.ruleset if game.rules is not None else rules.load(PRESET)


def replay_moves(game: TenhouGame, ruleset: Ruleset | None = None) -> MovesRun:
    """Every hand of ``game`` replayed move by move under ``ruleset`` (default: the log's rules)."""
    problems: list[TaikaiError] = []
    actions = 0
    for replayed, _, found in _replayed(game, _ruleset(game, ruleset)):
        actions += replayed
        if found is not None:
            problems.append(found)
    return MovesRun(len(game.hands), actions, tuple(problems))


def _replayed(game: TenhouGame, played: Ruleset) -> Iterator[tuple[int, Ended | None, TaikaiError | None]]:
    """Each hand's actions replayed, its end (None: not replayed) and its disagreement (None: none).
    A hand starts from the log's table and the dealer's streak of wins (paarenchan) as the engine's
    previous hand left it (the log does not say it)."""
    streak = 0
    for index, hand in enumerate(game.hands):
        table = TableState(
            points=hand.scores,
            round=hand.round_index,
            honba=hand.honba,
            deposits=hand.deposits,
            streak=streak,
        )
        replay, ended, found = None, None, None
        try:
            replay = _Hand(table, played, hand)
            ended = replay.run()
            _compare(game, index, ended)
        except IllegalAction as error:
            found = NotReplayed.of(ImportCode.moves_illegal, log=game.name, problem=error.reason)
        except _Differs as differs:
            found = NotReplayed.of(
                ImportCode.moves_differ,
                log=game.name,
                hand=hand.label,
                what=differs.what,
                engine=str(differs.engine),
                logged=str(differs.log),
            )
        except TaikaiError as error:
            where = Reason.of(ImportCode.moves_hand, log=game.name, hand=hand.label)
            reason = error.reason if error.reason is not None else Reason(error.code)
            found = NotReplayed.of(ImportCode.in_place, where=where, problem=reason)
        streak = ended.after.streak if ended is not None and found is None else 0
        yield (replay.actions if replay is not None else 0), ended, found
