"""Who pays what for one win, one draw: the value of a win (scorer, han/fu or points) and its transfers.

RULES.md section 5: on a tsumo each non-dealer pays base and the dealer 2 x
base (rounded up to 100), honba 100 from each payer; on a ron the discarder
pays, honba 300. Pao: on tsumo the pao player pays the whole pao part, on ron
the pao player and the discarder pay half each (``pao_split``); the honba
go with the pao player.

>>> noten_payments((0, 2), 3000)
(1500, -1500, 1500, -1500)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from taikai.hand.score import Payments, payments_for, value
from taikai.rules.model import FuMode, PaoMultiple, PaoSplit, Ruleset

if TYPE_CHECKING:
    from taikai.game.record import Hand, Win
    from taikai.game.table import TableState

SEATS = 4
WIND_LETTERS = "ESWN"
RELATIVE = {"right": 1, "across": 2, "left": 3}


@dataclass(frozen=True, slots=True)
class Resolved:
    """A win's value: the payments of the part everybody pays, and the pao part (seat, ron-equivalent)."""

    payments: Payments | None
    text: str
    pao_seat: int | None = None
    pao_amount: int = 0  # the pao part as a ron amount (e.g. 32000 for a non-dealer yakuman)


def noten_payments(tenpai: Sequence[int], total: int) -> tuple[int, ...]:
    """Noten payments at an exhaustive draw: the noten players pay ``total``, the tenpai players share it."""
    count = len(set(tenpai))
    if count in (0, SEATS):
        return (0,) * SEATS
    return tuple(total // count if seat in tenpai else -total // (SEATS - count) for seat in range(SEATS))


def payment_from(payments: Payments, payer: int, winner: int, dealer: int) -> int:
    """What ``payer`` pays of ``payments`` to ``winner`` (ron: the discarder's amount)."""
    if payments.ron is not None:
        return payments.ron
    if winner == dealer or payer != dealer:
        return payments.non_dealer or 0
    return payments.dealer or 0


def tsumo_deltas(
    winner: int, dealer: int, resolved: Resolved, honba: int, ruleset: Ruleset
) -> tuple[int, ...]:
    """Points each seat gains on a tsumo (honba 100 from each payer, or all from the pao player)."""
    deltas = [0] * SEATS
    honba_points = honba * ruleset.honba_points

    def pay(payer: int, amount: int) -> None:
        deltas[payer] -= amount
        deltas[winner] += amount

    for payer in range(SEATS):
        if payer == winner:
            continue
        if resolved.payments is not None:
            pay(payer, payment_from(resolved.payments, payer, winner, dealer))
        if resolved.pao_seat is None:
            pay(payer, honba_points // (SEATS - 1))
    if resolved.pao_seat is not None:
        pay(resolved.pao_seat, resolved.pao_amount + honba_points)
    return tuple(deltas)


def win_deltas(
    winner: int, discarder: int, resolved: Resolved, honba: int, ruleset: Ruleset
) -> tuple[int, ...]:
    """Points each seat gains on a ron (honba 300 from the discarder, or from the pao player)."""
    deltas = [0] * SEATS

    def pay(payer: int, amount: int) -> None:
        deltas[payer] -= amount
        deltas[winner] += amount

    honba_points = honba * ruleset.honba_points
    if resolved.payments is not None:
        pay(discarder, resolved.payments.ron or 0)
    pao = resolved.pao_seat
    if pao is None:
        pay(discarder, honba_points)
        return tuple(deltas)
    if ruleset.pao_split is PaoSplit.half and pao != discarder:
        half = resolved.pao_amount // 2
        pay(pao, half)
        pay(discarder, resolved.pao_amount - half)
    else:
        pay(pao, resolved.pao_amount)
    pay(pao, honba_points)
    return tuple(deltas)


# --------------------------------------------------------------------------- the value of a win


Fail = Callable[[str], None]


def _split(
    base: int, pao_base: int, dealer: bool, tsumo: bool, pao_seat: int | None
) -> tuple[Payments | None, int]:
    """Payments of the part outside pao and the pao part as a ron amount."""
    if pao_seat is None or pao_base <= 0:
        return payments_for(base, dealer, tsumo), 0
    rest = base - pao_base
    amount = payments_for(pao_base, dealer, tsumo=False).ron or 0
    return (payments_for(rest, dealer, tsumo) if rest > 0 else None), amount


def _han_text(han: int | None, fu: int | None, yakuman: int, yaku: Sequence[str]) -> str:
    if yakuman:
        text = "yakuman" if yakuman == 1 else f"{yakuman}x yakuman"
    else:
        text = f"{han} han" + (f" {fu} fu" if fu else "")
    return text + (f" ({', '.join(yaku)})" if yaku else "")


def _request(win: Win, state: TableState, hand: Hand, tsumo: bool, fail: Fail) -> dict[str, Any]:
    """The scorer request completed from the table (winds, honba, deposits, consecutive wins) and checked."""
    data = dict(win.request or {})
    seat_wind = WIND_LETTERS[state.seat_wind(win.seat)]
    round_wind = WIND_LETTERS[state.round_wind]
    for key, expected in (("seat_wind", seat_wind), ("round_wind", round_wind), ("tsumo", tsumo)):
        if key in data and data[key] != expected:
            fail(f"the request of seat {win.seat} says {key} = {data[key]!r}, the table says {expected!r}")
        data[key] = expected
    if bool(data.get("riichi") or data.get("double_riichi")) != (win.seat in hand.riichi):
        fail(f"seat {win.seat}'s request and the hand's riichi list disagree")
    data.setdefault("honba", state.honba)
    data.setdefault("deposits", state.deposits + len(hand.riichi) + len(hand.deposits))
    if win.seat == state.dealer:
        data.setdefault("consecutive_wins", state.streak + 1)
    return data


def _from_request(
    win: Win, state: TableState, hand: Hand, ruleset: Ruleset, tsumo: bool, fail: Fail
) -> Resolved:
    from taikai.contracts.score import parse_request  # the scorer is optional for han/fu and points entries
    from taikai.hand.scorer import score

    result = score(parse_request(_request(win, state, hand, tsumo, fail)), ruleset)
    dealer = win.seat == state.dealer
    yaku = [name for name, _ in result.yaku]
    text = _han_text(result.han, result.fu, result.yakuman, yaku)
    pao_seat = _pao_seat(win, fail)
    if pao_seat is None or (result.pao is None and win.pao is None):
        return Resolved(result.payments, text)
    if result.pao is None:  # the win's own pao field names the seat; the request names no pao yaku
        if not result.yakuman:
            fail(f"seat {win.seat}: pao applies to a yakuman")
        _check_pao_played(win, ruleset, fail, yaku)
    base = 8000 * result.yakuman
    part = result.pao.base if result.pao is not None else 8000 * ((win.pao.yakuman if win.pao else 1) or 1)
    pao_base = base if ruleset.yakuman_pao_rule_for_multiple is PaoMultiple.whole else min(part, base)
    payments, amount = _split(base, pao_base, dealer, tsumo, pao_seat)
    return Resolved(payments, text + f", pao: seat {pao_seat}", pao_seat, amount)


def _pao_seat(win: Win, fail: Fail) -> int | None:
    if win.pao is not None:
        seat = win.pao.seat
    elif win.request and isinstance(win.request.get("pao"), dict) and win.request["pao"].get("from"):
        seat = (win.seat + RELATIVE.get(win.request["pao"]["from"], 0)) % SEATS
    else:
        return None
    if seat == win.seat:
        fail(f"seat {win.seat} cannot be responsible (pao) for its own win")
    return seat


def _check_pao_played(win: Win, ruleset: Ruleset, fail: Fail, yaku: Sequence[str] | None = None) -> None:
    """A pao entered by staff must be one the ruleset plays (``ruleset.pao``; named yaku must include one)."""
    names = win.yaku if yaku is None else yaku
    if not ruleset.pao:
        fail(f"seat {win.seat}: pao is not played under this ruleset")
    if names and not set(names) & set(ruleset.pao):
        fail(
            f"seat {win.seat}: pao applies to {', '.join(sorted(ruleset.pao))} here, "
            f"not to {', '.join(names)}"
        )


def _from_han(win: Win, state: TableState, ruleset: Ruleset, tsumo: bool, fail: Fail) -> Resolved:
    dealer = win.seat == state.dealer
    needs_fu = ruleset.fu_mode is FuMode.standard and (win.han or 0) < 5
    if win.yakuman == 0 and win.fu is None and needs_fu:
        fail(f"seat {win.seat}: {win.han} han needs its fu")
    val = value(win.han or 0, win.fu or 30, ruleset, dealer=dealer, tsumo=tsumo, yakuman=win.yakuman)
    text = _han_text(win.han, win.fu, win.yakuman, win.yaku)
    pao_seat = _pao_seat(win, fail)
    if pao_seat is None:
        return Resolved(val.payments, text)
    if not win.yakuman:
        fail(f"seat {win.seat}: pao applies to a yakuman")
    _check_pao_played(win, ruleset, fail)
    part = win.pao.yakuman if win.pao and win.pao.yakuman else 1
    if part > win.yakuman:
        fail(f"seat {win.seat}: {part} yakuman under pao in a {win.yakuman}x yakuman")
    whole = ruleset.yakuman_pao_rule_for_multiple is PaoMultiple.whole
    payments, amount = _split(val.base, val.base if whole else 8000 * part, dealer, tsumo, pao_seat)
    return Resolved(payments, text + f", pao: seat {pao_seat}", pao_seat, amount)


def _from_points(win: Win, state: TableState, ruleset: Ruleset, tsumo: bool, fail: Fail) -> Resolved:
    dealer = win.seat == state.dealer
    if tsumo:
        if win.payments is None:
            fail(f"seat {win.seat}: a tsumo entered as points needs payments (dealer/non_dealer)")
        assert win.payments is not None
        if dealer != (win.payments.dealer is None):
            need = "only non_dealer" if dealer else "dealer and non_dealer"
            fail(f"seat {win.seat}: a {'dealer' if dealer else 'non-dealer'} tsumo is paid as {need}")
        payments = Payments(dealer=win.payments.dealer, non_dealer=win.payments.non_dealer)
    else:
        if win.points is None:
            fail(f"seat {win.seat}: a ron entered as points needs points (what the discarder paid)")
        payments = Payments(ron=win.points)
    if any(v % 100 for v in payments.as_dict().values()):
        fail(f"seat {win.seat}: payments are multiples of 100")
    text = f"{payments.total(dealer)} points"
    pao_seat = _pao_seat(win, fail)
    if pao_seat is None:
        return Resolved(payments, text)
    _check_pao_played(win, ruleset, fail)
    return Resolved(None, text + f", pao: seat {pao_seat}", pao_seat, payments.total(dealer))


def resolve(
    win: Win, state: TableState, hand: Hand, ruleset: Ruleset, *, tsumo: bool, fail: Fail
) -> Resolved:
    """The value of ``win`` (scored, computed from han/fu, or as entered) and its pao part."""
    if win.request is not None:
        return _from_request(win, state, hand, ruleset, tsumo, fail)
    if win.han is not None or win.yakuman:
        return _from_han(win, state, ruleset, tsumo, fail)
    return _from_points(win, state, ruleset, tsumo, fail)
