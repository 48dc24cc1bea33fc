"""The pure fold over hands: ``apply(state, hand, ruleset) -> state``.

Every decision (renchan, honba, who takes the deposits, when the game ends)
is a function of the ruleset and the state, written once here. A preview of
a hand is the same function run on a state without keeping the result.

>>> from taikai.rules import load
>>> from taikai.game.record import Hand, Tsumo, Win
>>> ruleset = load("mleague")
>>> hand = Hand(result=Tsumo(type="tsumo", win=Win(seat=0, han=1, fu=30)))
>>> after = apply(start(ruleset), hand, ruleset)
>>> after.points, after.round, after.honba, after.name
((26500, 24500, 24500, 24500), 0, 1, 'E1-1')

A hand the record cannot contain is a :class:`HandError` naming the hand; what a hand did
(:attr:`TableState.last`) and why the game ended (:attr:`TableState.reason`) are reasons
(:class:`~taikai.game.codes.GameCode`), worded by the adapters.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import NoReturn

from taikai.errors import Inconsistent, TaikaiError
from taikai.game.codes import GameCode
from taikai.game.codes import seat as seat_word
from taikai.game.codes import seats as seat_words
from taikai.game.payments import Resolved, noten_payments, payment_from, resolve, tsumo_deltas, win_deltas
from taikai.game.record import Abortive, Chombo, Draw, GameRecord, Hand, Ron, Tsumo, Win
from taikai.game.settle import Penalty, PenaltyKind, Settlement, places, settle, table_total
from taikai.game.state import SEATS, HandLog, TableState, start, sticks_in_play
from taikai.hand.score import LIMIT_BASE, Limit, payments_for
from taikai.reasons import Reason
from taikai.rules.claims import claimants
from taikai.rules.model import AbortiveDraw, ChomboKind, Extension, Length, MultipleRon, RenchanOn, Ruleset

__all__ = ["GameRun", "HandError", "HandLog", "TableState", "apply", "check_invariant", "run", "start"]


class HandError(TaikaiError):
    """A hand the record cannot contain; the message names the hand and the reason."""

    code = "inconsistent"


def last_round(ruleset: Ruleset) -> int:
    """The round index of the last regular hand (South 4, or East 4 in an east-only game)."""
    return 3 if ruleset.length is Length.tonpuusen else 7


# --------------------------------------------------------------------------- one hand


@dataclass(frozen=True, slots=True)
class _Step:
    """The result of a hand before the end-of-game rules: deltas, renchan, honba, deposits."""

    log: HandLog
    deltas: tuple[int, ...]
    renchan: bool
    honba: int
    deposits: int
    dealer_won: bool = False
    dealer_tenpai: bool = False
    chombo: tuple[Penalty, ...] = ()
    confiscated: int = 0
    streak: int = 0


def _add(*rows: Sequence[int]) -> tuple[int, ...]:
    return tuple(sum(column) for column in zip(*rows, strict=True))


def _riichi_deltas(state: TableState, hand: Hand, ruleset: Ruleset, fail: _Fail) -> tuple[int, ...]:
    """Sticks paid during the hand: accepted riichi and penalty deposits."""
    deltas = [0] * SEATS
    for seat in hand.riichi:
        if state.points[seat] < ruleset.riichi_deposit and not ruleset.riichi_with_negative_points:
            fail(
                GameCode.riichi_without_points,
                seat=seat_word(seat),
                points=state.points[seat],
                needed=ruleset.riichi_deposit,
            )
        deltas[seat] -= ruleset.riichi_deposit
    for seat in hand.deposits:
        deltas[seat] -= ruleset.riichi_deposit
    return tuple(deltas)


class _Fail:
    """Raises a :class:`HandError` naming the hand: ``fail(GameCode.x, **params)``."""

    def __init__(self, number: int, state: TableState) -> None:
        self.number, self.label = number, state.label

    def __call__(self, key: GameCode, /, **params: object) -> NoReturn:
        problem = Reason(key, tuple(params.items()))
        raise HandError.of(GameCode.hand_problem, number=self.number, label=self.label, problem=problem)


def _ordered_wins(ron: Ron, ruleset: Ruleset) -> tuple[Win, ...] | None:
    """Winners in turn order after the discarder, cut by the multiple-ron rule; None = sanchahou draw."""
    wins = tuple(sorted(ron.wins, key=lambda w: (w.seat - ron.discarder) % SEATS))
    if ruleset.multiple_ron is MultipleRon.atamahane:
        return wins[:1]
    if ruleset.multiple_ron is MultipleRon.double and len(wins) == 3:
        if ruleset.abortive_draws.sanchahou is not AbortiveDraw.off:
            return None
        return wins[:2]
    return wins


def _wins_step(state: TableState, hand: Hand, ruleset: Ruleset, fail: _Fail) -> _Step:
    result = hand.result
    tsumo = isinstance(result, Tsumo)
    if isinstance(result, Tsumo):
        wins, discarder = (result.win,), None
    else:
        assert isinstance(result, Ron)
        ordered = _ordered_wins(result, ruleset)
        if ordered is None:
            return _abortive_step(state, Abortive(type="abortive", kind="sanchahou"), hand, ruleset, fail)
        wins, discarder = ordered, result.discarder
    deposits = sticks_in_play(state, hand)
    claims = claimants(ruleset, [w.seat for w in wins], hand.riichi)
    rows, parts = [], []
    for win in wins:
        resolved = resolve(win, state, hand, ruleset, tsumo=tsumo, fail=fail)
        honba = state.honba if win.seat in claims.honba else 0
        if tsumo:
            row = tsumo_deltas(win.seat, state.dealer, resolved, honba, ruleset)
        else:
            assert discarder is not None
            row = win_deltas(win.seat, discarder, resolved, honba, ruleset)
        if win.seat == claims.deposits:
            row = _add(row, [deposits * ruleset.riichi_deposit if s == win.seat else 0 for s in range(SEATS)])
        rows.append(row)
        if tsumo:
            parts.append(Reason.of(GameCode.log_tsumo, seat=seat_word(win.seat), value=resolved.value))
        else:
            parts.append(
                Reason.of(
                    GameCode.log_ron,
                    seat=seat_word(win.seat),
                    from_seat=seat_word(discarder),
                    value=resolved.value,
                )
            )
    if isinstance(result, Ron) and len(wins) < len(result.wins):
        bumped = tuple(sorted({w.seat for w in result.wins} - {w.seat for w in wins}))
        parts.append(Reason.of(GameCode.log_head_bump, seats=seat_words(bumped)))
    dealer_won = any(w.seat == state.dealer for w in wins)
    return _Step(
        log=HandLog("tsumo" if tsumo else "ron", tuple(parts), tuple(w.seat for w in wins), _add(*rows)),
        deltas=_add(*rows),
        renchan=dealer_won,
        honba=state.honba + 1 if dealer_won else 0,
        deposits=0 if claims.deposits is not None else deposits,
        dealer_won=dealer_won,
        streak=state.streak + 1 if dealer_won else 0,
    )


def _draw_step(state: TableState, hand: Hand, draw: Draw, ruleset: Ruleset, fail: _Fail) -> _Step:
    if draw.dealer_declared_noten:
        if state.dealer in draw.tenpai:
            fail(GameCode.noten_but_tenpai)
        if not ruleset.last_hand_dealer_may_declare_noten or not is_last_hand(state.round, ruleset):
            fail(GameCode.noten_not_allowed)
        if state.dealer in hand.riichi:
            fail(GameCode.noten_in_riichi)
    offenders = {claim.seat for claim in hand.chombo}
    for seat in hand.riichi:
        if seat not in draw.tenpai and seat not in offenders:
            fail(GameCode.riichi_not_tenpai, seat=seat_word(seat))
    if draw.nagashi:
        limit = ruleset.local_yaku.nagashi_mangan
        if limit is None:
            fail(GameCode.nagashi_not_played)
        deltas = _nagashi_deltas(draw.nagashi, state.dealer, limit.value, ruleset)
        part = Reason.of(GameCode.log_draw_nagashi, seats=seat_words(draw.nagashi))
    else:
        deltas = noten_payments(draw.tenpai, ruleset.noten_payment_total)
        tenpai = tuple(sorted(draw.tenpai))
        part = (
            Reason.of(GameCode.log_draw_tenpai, seats=seat_words(tenpai))
            if tenpai
            else Reason(GameCode.log_draw_noten)
        )
    dealer_tenpai = state.dealer in draw.tenpai
    renchan = {
        RenchanOn.win_or_tenpai: dealer_tenpai,
        RenchanOn.win: False,
        RenchanOn.always_on_draw: not draw.dealer_declared_noten,
    }[ruleset.renchan_on]
    return _Step(
        log=HandLog("draw", (part,), tuple(draw.nagashi), deltas),
        deltas=deltas,
        renchan=renchan,
        honba=state.honba + 1,
        deposits=sticks_in_play(state, hand),
        dealer_tenpai=dealer_tenpai,
    )


def _nagashi_deltas(claims: Sequence[int], dealer: int, limit: str, ruleset: Ruleset) -> tuple[int, ...]:
    rows = []
    for seat in claims:
        payments = payments_for(LIMIT_BASE[Limit(limit)], seat == dealer, tsumo=True)
        value = Reason.of(GameCode.value_points, points=payments.total(seat == dealer))
        rows.append(tsumo_deltas(seat, dealer, Resolved(payments, value), 0, ruleset))
    return _add(*rows)


def _abortive_step(state: TableState, result: Abortive, hand: Hand, ruleset: Ruleset, fail: _Fail) -> _Step:
    rule = getattr(ruleset.abortive_draws, result.kind)
    kind = Reason(GameCode(f"abortive_{result.kind}"))
    if rule is AbortiveDraw.off:
        fail(GameCode.abortive_not_played, kind=kind)
    return _Step(
        log=HandLog("abortive", (Reason.of(GameCode.log_abortive, kind=kind),), (), (0,) * SEATS),
        deltas=(0,) * SEATS,
        renchan=True,
        honba=state.honba + (1 if rule is AbortiveDraw.redeal_honba else 0),
        deposits=sticks_in_play(state, hand),
        streak=state.streak,
    )


def _chombo_payment(state: TableState, seat: int, intentional: bool, ruleset: Ruleset) -> _Step:
    """What a chombo costs by ``chombo.kind``: a pt penalty, a confiscation, or a mangan to the others."""
    kind: PenaltyKind = "chombo_intentional" if intentional else "chombo"
    deltas = [0] * SEATS
    confiscated = ruleset.chombo.confiscated(intentional)
    deltas[seat] -= confiscated
    if ruleset.chombo.kind is ChomboKind.mangan_payment:
        base = LIMIT_BASE[Limit.mangan] * ruleset.chombo.times(intentional)
        payments = payments_for(base, seat == state.dealer, tsumo=True)
        # the offender pays each other player what that player would pay to the offender's mangan tsumo
        for other in range(SEATS):
            if other != seat:
                amount = payment_from(payments, other, seat, state.dealer)
                deltas[other] += amount
                deltas[seat] -= amount
    part = Reason.of(
        GameCode.log_chombo_intentional if intentional else GameCode.log_chombo, seat=seat_word(seat)
    )
    return _Step(
        log=HandLog("chombo", (part,), (), tuple(deltas)),
        deltas=tuple(deltas),
        renchan=True,
        honba=state.honba,
        deposits=state.deposits,
        chombo=(Penalty(seat, kind),),
        confiscated=confiscated,
        streak=state.streak,
    )


def _chombo_step(state: TableState, result: Chombo, hand: Hand, ruleset: Ruleset) -> _Step:
    """The hand is void (its riichi sticks go back) and replayed; the offender pays by ``chombo.kind``."""
    step = _chombo_payment(state, result.seat, result.intentional, ruleset)
    return replace(step, deposits=state.deposits + len(hand.deposits))


def _with_chombo(state: TableState, step: _Step, hand: Hand, ruleset: Ruleset) -> _Step:
    """The hand's result plus the chombo paid beside it (the result stands)."""
    for claim in hand.chombo:
        extra = _chombo_payment(state, claim.seat, claim.intentional, ruleset)
        log = replace(step.log, parts=step.log.parts + extra.log.parts)
        step = replace(
            step,
            log=log,
            deltas=_add(step.deltas, extra.deltas),
            chombo=step.chombo + extra.chombo,
            confiscated=step.confiscated + extra.confiscated,
        )
    return step


def _step(state: TableState, hand: Hand, ruleset: Ruleset, fail: _Fail) -> _Step:
    result = hand.result
    if isinstance(result, Ron | Tsumo):
        return _wins_step(state, hand, ruleset, fail)
    if isinstance(result, Draw):
        return _draw_step(state, hand, result, ruleset, fail)
    if isinstance(result, Abortive):
        return _abortive_step(state, result, hand, ruleset, fail)
    return _chombo_step(state, result, hand, ruleset)


# --------------------------------------------------------------------------- end of the game


def _leads(points: Sequence[int], seat: int, ruleset: Ruleset) -> bool:
    """Whether ``seat`` ranks first by the table's ranking (ties by ``tie_policy``)."""
    return places(points, ruleset.tie_policy)[seat] == 1


def is_last_hand(round_index: int, ruleset: Ruleset) -> bool:
    """Whether the hand of ``round_index`` may be the game's last: South 4 (East 4 east-only), then
    every extension hand under sudden death, or the fourth hand of each extension round."""
    last = last_round(ruleset)
    if round_index <= last:
        return round_index == last
    return ruleset.extension is Extension.sudden_death or round_index % SEATS == SEATS - 1


def _final_round(ruleset: Ruleset) -> int | None:
    """The last round an extension may reach (None = no limit)."""
    if ruleset.extension is Extension.none:
        return last_round(ruleset)
    if ruleset.extension_rounds is None:
        return None
    return last_round(ruleset) + SEATS * ruleset.extension_rounds


def _end_reason(
    state: TableState, step: _Step, points: tuple[int, ...], hand: Hand, ruleset: Ruleset
) -> Reason | None:
    """Why the game ends after this hand (None: it goes on)."""
    if ruleset.tobi and min(points) < 0:
        return Reason(GameCode.end_tobi)
    if hand.time_called:
        return Reason(GameCode.end_time_called)
    if not is_last_hand(state.round, ruleset):
        return None
    last = last_round(ruleset)
    reached = max(points) >= ruleset.target_points
    may_end = ruleset.extension is Extension.none or reached
    if step.renchan:
        stops = (step.dealer_won and ruleset.agariyame) or (step.dealer_tenpai and ruleset.tenpaiyame)
        if stops and may_end and _leads(points, state.dealer, ruleset):
            return Reason(GameCode.end_dealer_stops)
        if state.round > last and ruleset.extension is Extension.sudden_death and reached:
            return Reason.of(GameCode.end_sudden_death, target=ruleset.target_points)
        return None
    if ruleset.extension is Extension.none:
        return Reason(GameCode.end_last_hand)
    final = _final_round(ruleset)
    if final is not None and state.round >= final:
        return Reason(GameCode.end_last_extension)
    return Reason.of(GameCode.end_target, target=ruleset.target_points) if reached else None


# --------------------------------------------------------------------------- apply and run


def apply(state: TableState, hand: Hand, ruleset: Ruleset, number: int | None = None) -> TableState:
    """The table after ``hand``; :class:`HandError` (naming the hand) if the hand is impossible.

    Pure: a preview is the same call on the current state.
    """
    fail = _Fail(number if number is not None else state.hands + 1, state)
    if state.over:
        fail(GameCode.game_over, reason=state.reason)
    if hand.time_called and ruleset.time_limit_minutes is None:
        fail(GameCode.no_time_limit)
    sticks = _riichi_deltas(state, hand, ruleset, fail)
    step = _with_chombo(state, _step(state, hand, ruleset, fail), hand, ruleset)
    if isinstance(hand.result, Chombo):  # the hand is void: riichi sticks go back
        sticks = _riichi_deltas(state, hand.model_copy(update={"riichi": ()}), ruleset, fail)
    points = _add(state.points, sticks, step.deltas)
    if hand.points is not None and tuple(hand.points) != points:
        fail(GameCode.points_disagree, recorded=tuple(hand.points), table=points)
    reason = _end_reason(state, step, points, hand, ruleset)
    after = TableState(
        points=points,
        round=state.round if step.renchan else state.round + 1,
        honba=step.honba,
        deposits=step.deposits,
        confiscated=state.confiscated + step.confiscated,
        chombo=state.chombo + step.chombo,
        streak=step.streak if step.renchan else 0,
        hands=state.hands + 1,
        over=reason is not None,
        reason=reason,
        last=replace(step.log, deltas=_add(sticks, step.deltas)),
    )
    check_invariant(after, ruleset)
    return after


def check_invariant(state: TableState, ruleset: Ruleset) -> None:
    """Points + sticks on the table + confiscations = 4 x start points (checked after every hand)."""
    expected = table_total(ruleset, state.deposits, state.confiscated)
    if sum(state.points) != expected:
        held = table_total(ruleset) - expected + sum(state.points)
        raise Inconsistent.of(GameCode.table_holds, hands=state.hands, held=held, total=table_total(ruleset))


@dataclass(frozen=True, slots=True)
class GameRun:
    """The states before and after every valid hand, the settlement once the game is over, the error."""

    states: tuple[TableState, ...]
    settlement: Settlement | None
    error: TaikaiError | None = None

    @property
    def final(self) -> TableState:
        return self.states[-1]


def penalties_of(record: GameRecord, state: TableState) -> tuple[Penalty, ...]:
    """Every penalty for the settlement: the hands' chombo and the record's other penalties."""
    return state.chombo + tuple(entry.penalty() for entry in record.penalties)


def run(record: GameRecord, ruleset: Ruleset | None = None) -> GameRun:
    """Replay a record under its ruleset (or ``ruleset``): states after every hand, then the
    settlement; an impossible hand stops the run.

    Nothing valid is lost: the run keeps the states up to the bad hand and reports the error.
    """
    ruleset = record.ruleset if ruleset is None else ruleset
    if record.final is not None:
        return _run_final(record, ruleset)
    states = [start(ruleset)]
    for number, hand in enumerate(record.hands, start=1):
        try:
            states.append(apply(states[-1], hand, ruleset, number))
        except TaikaiError as error:
            return GameRun(tuple(states), None, error)
    final = states[-1]
    if not final.over:
        return GameRun(tuple(states), None)
    try:
        settlement = settle(final.points, ruleset, final.deposits, penalties_of(record, final))
    except TaikaiError as error:
        return GameRun(tuple(states), None, error)
    return GameRun(tuple(states), settlement)


def _run_final(record: GameRecord, ruleset: Ruleset) -> GameRun:
    assert record.final is not None
    penalties = tuple(entry.penalty() for entry in record.penalties)
    state = TableState(
        points=tuple(record.final.points),
        deposits=record.final.deposits,
        over=True,
        reason=Reason(GameCode.end_final_points),
    )
    try:
        return GameRun((state,), settle(state.points, ruleset, state.deposits, penalties))
    except TaikaiError as error:
        return GameRun((state,), None, error)
