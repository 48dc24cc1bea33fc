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
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, NoReturn

from taikai.errors import TaikaiError
from taikai.game.codes import GameCode
from taikai.game.codes import seat as seat_word
from taikai.game.state import RELATIVE_SEATS, SEATS, TableState, sticks_in_play
from taikai.hand.request import MeldType, WinRequest
from taikai.hand.score import YAKUMAN_BASE, Payments, payments_for, value
from taikai.reasons import Reason
from taikai.rules.kinds import RinshanAfterMinkan
from taikai.rules.model import FuMode, LimitName, PaoMultiple, PaoSplit, Ruleset
from taikai.rules.validation import shown
from taikai.tiles import EAST, WIND_LETTERS

if TYPE_CHECKING:
    from taikai.game.record import Hand, Win


@dataclass(frozen=True, slots=True)
class Resolved:
    """A win's value: the payments of the part everybody pays, the value in words (a reason), and the
    pao part (seat, ron-equivalent)."""

    payments: Payments | None
    value: Reason
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


# --------------------------------------------------------------------------- the values a hand can have

#: No hand has more han: ten dora and ura indicators add at most 4 each (40), red fives 3, and the
#: yaku one hand can combine stay far below the rest.
MAX_HAN = 100
#: The fu counts hands have: 20 (a pinfu tsumo), 25 (chiitoitsu), 30 to 140 by tens.
FU_COUNTS = (20, 25, *range(30, 150, 10))


def _most_fu(han: int, tsumo: bool) -> int:
    """The largest fu of a hand of ``han`` (worked from taikai.hand.fu's parts and the yaku they bring).

    Three kans are sankantsu (2 han), three closed triplets sanankou (2 han), so a 1 han hand has at
    most two closed terminal kans (64): closed ron 20 + 10 + 64 + a terminal triplet completed by the
    ron (4) + a double wind pair (4) = 102 -> 110; on tsumo 20 + 2 + 64 + a kanchan (2) + the pair (4)
    = 92 -> 100 (an open 1 han tsumo with a dragon pon: 96 -> 100). Two and three han hands stay within
    110 (sankantsu in an open hand: 20 + 64 + 16 + pair 4 + wait 2 + tsumo 2 = 108). From 4 han
    (sanankou and sankantsu: three closed terminal kans), a closed ron: 20 + 10 + 96 + a kanchan 2 + a
    double wind pair 4 = 132 -> 140; on tsumo 20 + 2 + 96 + 2 + 4 = 124 -> 130 (the fourth set cannot
    be a closed triplet: suuankou).
    """
    if han == 1:
        return 100 if tsumo else 110
    if han <= 3:
        return 110
    return 130 if tsumo else 140


def han_fu_problem(han: int, fu: int | None, tsumo: bool, ruleset: Ruleset) -> Reason | None:
    """Why no hand has ``han`` and ``fu`` won this way under ``ruleset`` (a reason about the fu), or None.

    Checked without knowing whether the hand was open: a value is refused only when neither a closed
    nor an open hand can have it. 20 fu is a pinfu tsumo (pinfu and menzen tsumo: at least 2 han; a
    ron has at least 30: a closed ron adds 10, an open hand counts 30); 25 fu is chiitoitsu (2 han, 3
    on tsumo with menzen tsumo); under ``fu_mode = fu_less`` hands have no fu; from 5 han fu need not
    be given.

    >>> from taikai.rules import load
    >>> from taikai.i18n import words
    >>> words(han_fu_problem(1, 25, False, load("mleague")))
    '25 fu is chiitoitsu, a hand of at least 2 han (3 on tsumo): not 1 han'
    >>> words(han_fu_problem(2, 37, False, load("mleague")), "ja")
    '37 は符の値ではありません（20、25、または30から140までの10刻み）'
    >>> han_fu_problem(3, 30, True, load("itsuka-chuuren")).code == "fu_less_no_fu"
    True
    """
    if ruleset.fu_mode is FuMode.fu_less:
        return None if fu is None else Reason(GameCode.fu_less_no_fu)
    if fu is None:
        return None if han >= 5 else Reason.of(GameCode.han_needs_fu, han=han)
    if fu not in FU_COUNTS:
        return Reason.of(GameCode.fu_not_a_count, fu=shown(fu))
    if fu == 20 and not tsumo:
        return Reason(GameCode.fu_20_ron)
    if fu == 20 and not ruleset.tsumo_pinfu:
        return Reason(GameCode.fu_20_not_counted)
    if fu == 20 and han < 2:
        return Reason(GameCode.fu_20_one_han)
    least = 3 if tsumo else 2
    if fu == 25 and han < least:
        return Reason.of(GameCode.fu_25_han, han=han)
    most = _most_fu(han, tsumo)
    if fu > most:
        return Reason.of(GameCode.fu_most_tsumo if tsumo else GameCode.fu_most_ron, fu=fu, han=han, most=most)
    return None


def max_yakuman(ruleset: Ruleset) -> int:
    """The largest yakuman multiple a hand can have under ``ruleset``.

    With ``yakuman_stacking`` the largest stack is four closed wind kans and a dragon pair won on
    the pair: suukantsu, suuankou tanki, daisuushii, tsuuiisou (each double wait counting 2 where the
    ruleset says so), and paarenchan when it is a yakuman (tenhou, chiihou or renhou could replace
    suukantsu, for the same count). Without stacking a hand is worth its largest single yakuman.

    >>> from taikai.rules import load
    >>> max_yakuman(load("mleague")), max_yakuman(load("itsuka-chuuren"))
    (4, 6)
    """
    doubles = ruleset.double_yakuman_waits
    if not ruleset.yakuman_stacking:
        return 2 if doubles else 1
    paarenchan = ruleset.local_yaku.paarenchan is LimitName.yakuman
    return (
        1  # suukantsu
        + (2 if "suuankou_tanki" in doubles else 1)
        + (2 if "daisuushii" in doubles else 1)
        + 1  # tsuuiisou
        + paarenchan
    )


@lru_cache(maxsize=64)  # keyed by the ruleset's value: bounded, records may change their rules
def payable(ruleset: Ruleset, dealer: bool, tsumo: bool) -> frozenset[Payments]:
    """Every payment a win can be paid under ``ruleset`` (before honba): each han and fu some hand
    has (:func:`han_fu_problem`), each limit, each yakuman multiple up to :func:`max_yakuman`."""
    fus = (None,) if ruleset.fu_mode is FuMode.fu_less else FU_COUNTS
    hand = ruleset.hand
    values = {
        value(han, fu or 0, hand, dealer=dealer, tsumo=tsumo).payments
        for han in range(1, 14)
        for fu in fus
        if han_fu_problem(han, fu, tsumo, ruleset) is None
    }
    for yakuman in range(1, max_yakuman(ruleset) + 1):
        values.add(value(0, 0, hand, dealer=dealer, tsumo=tsumo, yakuman=yakuman).payments)
    return frozenset(values)


# --------------------------------------------------------------------------- the value of a win


Fail = Callable[..., NoReturn]  # fail(GameCode.x, **params): the table's error naming the hand


def _split(
    base: int, pao_base: int, dealer: bool, tsumo: bool, pao_seat: int | None
) -> tuple[Payments | None, int]:
    """Payments of the part outside pao and the pao part as a ron amount."""
    if pao_seat is None or pao_base <= 0:
        return payments_for(base, dealer, tsumo), 0
    rest = base - pao_base
    amount = payments_for(pao_base, dealer, tsumo=False).ron or 0
    return (payments_for(rest, dealer, tsumo) if rest > 0 else None), amount


def _han_value(han: int | None, fu: int | None, yakuman: int, yaku: Sequence[str]) -> Reason:
    """``2 han 40 fu (riichi, pinfu)``, ``2x yakuman``."""
    if yakuman:
        value = (
            Reason.of(GameCode.value_yakuman_times, count=yakuman)
            if yakuman > 1
            else Reason(GameCode.value_yakuman)
        )
    elif fu:
        value = Reason.of(GameCode.value_han_fu, han=han, fu=fu)
    else:
        value = Reason.of(GameCode.value_han, han=han)
    return Reason.of(GameCode.value_with_yaku, value=value, yaku=tuple(yaku)) if yaku else value


def _with_pao(value: Reason, pao_seat: int) -> Reason:
    return Reason.of(GameCode.value_pao, value=value, seat=seat_word(pao_seat))


def _scored_request(win: Win, state: TableState, hand: Hand, tsumo: bool, fail: Fail) -> WinRequest:
    """The win's request completed from the table (winds, tsumo, honba, deposits, the dealer's
    consecutive wins); a field the record stated must agree with the table."""
    assert win.request is not None
    request, stated = win.request.request, win.request.stated
    table = {
        "seat_wind": EAST + state.seat_wind(win.seat),
        "round_wind": EAST + state.round_wind,
        "tsumo": tsumo,
        "honba": state.honba,
        "deposits": sticks_in_play(state, hand),
        "consecutive_wins": state.streak + 1 if win.seat == state.dealer else 0,
    }
    for name in sorted(stated):
        written, expected = getattr(request, name), table[name]
        if written != expected:
            shown_written, shown_expected = _shown(name, written), _shown(name, expected)
            fail(
                GameCode.request_disagrees,
                seat=seat_word(win.seat),
                name=name,
                written=shown_written,
                expected=shown_expected,
            )
    if request.in_riichi != (win.seat in hand.riichi):
        fail(GameCode.request_riichi, seat=seat_word(win.seat))
    try:
        return replace(request, **table)  # checked again with the table's values (its flags too)
    except TaikaiError as error:
        fail(GameCode.request_refused, seat=seat_word(win.seat), problem=error.problems[0])


def table_request(win: Win, state: TableState, hand: Hand, *, tsumo: bool) -> WinRequest:
    """A win's request completed from the table before its hand (for a record the fold accepted:
    what the exports score again)."""

    def fail(code: GameCode, **params: object) -> NoReturn:
        raise TaikaiError.of(code, **params)

    return _scored_request(win, state, hand, tsumo, fail)


def _shown(name: str, value: object) -> str:
    """A table value as the request writes it (winds as letters)."""
    if name in ("seat_wind", "round_wind") and isinstance(value, int):
        return repr(WIND_LETTERS[value - EAST])
    return repr(value)


def _from_request(
    win: Win, state: TableState, hand: Hand, ruleset: Ruleset, tsumo: bool, fail: Fail
) -> Resolved:
    from taikai.hand.scorer import score  # the scorer is optional for han/fu and points entries

    request = _scored_request(win, state, hand, tsumo, fail)
    try:
        result = score(request, ruleset.hand)
    except TaikaiError as error:
        fail(GameCode.request_refused, seat=seat_word(win.seat), problem=error.problems[0])
    dealer = win.seat == state.dealer
    yaku = [name for name, _ in result.yaku]
    worded = _han_value(result.han, result.fu, result.yakuman, yaku)
    caller = _kan_caller(request, win.seat, ruleset) if tsumo else None
    if caller is not None:
        payers = [payer for payer in range(SEATS) if payer != win.seat]
        total = sum(payment_from(result.payments, payer, win.seat, state.dealer) for payer in payers)
        paid = Reason.of(GameCode.value_kan_caller, value=worded, seat=seat_word(caller))
        return Resolved(None, paid, caller, total)  # the caller pays the tsumo's total and its honba
    pao_seat = _pao_seat(win)
    if pao_seat is None or (result.pao is None and win.pao is None):
        return Resolved(result.payments, worded)
    if result.pao is None:  # the win's own pao field names the seat; the request names no pao yaku
        if not result.yakuman:
            fail(GameCode.pao_not_yakuman, seat=seat_word(win.seat))
        _check_pao_played(win, ruleset, fail, yaku)
    base = YAKUMAN_BASE * result.yakuman
    under_pao = (win.pao.yakuman if win.pao else 1) or 1
    part = result.pao.base if result.pao is not None else YAKUMAN_BASE * under_pao
    pao_base = base if ruleset.yakuman_pao_rule_for_multiple is PaoMultiple.whole else min(part, base)
    payments, amount = _split(base, pao_base, dealer, tsumo, pao_seat)
    return Resolved(payments, _with_pao(worded, pao_seat), pao_seat, amount)


def _kan_caller(request: WinRequest, seat: int, ruleset: Ruleset) -> int | None:
    """The seat that pays a rinshan win alone under ``rinshan_after_minkan = kan_caller_pays``: the one
    whose discard was called for the kan the win's replacement tile followed (the request's last meld,
    melds being listed in the order called); None: the win is paid as a tsumo."""
    if ruleset.rinshan_after_minkan is not RinshanAfterMinkan.kan_caller_pays or not request.rinshan:
        return None
    last = request.melds[-1] if request.melds else None
    if last is None or last.type is not MeldType.minkan or last.from_ is None:
        return None
    return (seat + RELATIVE_SEATS[last.from_]) % SEATS


def _pao_seat(win: Win) -> int | None:
    """The responsible seat: the win's ``pao`` field, else the request's own pao (``from``)."""
    if win.pao is not None:
        return win.pao.seat
    pao = win.request.request.pao if win.request is not None else None
    if pao is None or pao.from_ is None:
        return None
    return (win.seat + RELATIVE_SEATS[pao.from_]) % SEATS


def _check_pao_played(win: Win, ruleset: Ruleset, fail: Fail, yaku: Sequence[str] | None = None) -> None:
    """A pao entered by staff must be one the ruleset plays (``ruleset.pao``; named yaku must include one)."""
    names = win.yaku if yaku is None else yaku
    if not ruleset.pao:
        fail(GameCode.pao_not_played, seat=seat_word(win.seat))
    if names and not set(names) & set(ruleset.pao):
        fail(
            GameCode.pao_wrong_yaku,
            seat=seat_word(win.seat),
            pao=tuple(sorted(ruleset.pao)),
            yaku=tuple(names),
        )


def _from_han(win: Win, state: TableState, ruleset: Ruleset, tsumo: bool, fail: Fail) -> Resolved:
    dealer = win.seat == state.dealer
    val = value(win.han or 0, win.fu or 30, ruleset.hand, dealer=dealer, tsumo=tsumo, yakuman=win.yakuman)
    worded = _han_value(win.han, win.fu, win.yakuman, win.yaku)
    pao_seat = _pao_seat(win)
    if pao_seat is None:
        return Resolved(val.payments, worded)
    if not win.yakuman:
        fail(GameCode.pao_not_yakuman, seat=seat_word(win.seat))
    _check_pao_played(win, ruleset, fail)
    part = win.pao.yakuman if win.pao and win.pao.yakuman else 1
    whole = ruleset.yakuman_pao_rule_for_multiple is PaoMultiple.whole
    payments, amount = _split(val.base, val.base if whole else YAKUMAN_BASE * part, dealer, tsumo, pao_seat)
    return Resolved(payments, _with_pao(worded, pao_seat), pao_seat, amount)


#: How a win is paid, in words: (dealer, tsumo) -> code.
WAYS = {
    (True, True): GameCode.win_dealer_tsumo,
    (False, True): GameCode.win_non_dealer_tsumo,
    (True, False): GameCode.win_dealer_ron,
    (False, False): GameCode.win_non_dealer_ron,
}


def _check_payable(
    win: Win, payments: Payments, ruleset: Ruleset, dealer: bool, tsumo: bool, fail: Fail
) -> None:
    """Fails when no hand is paid ``payments``, naming the nearest amounts a hand pays."""
    if payments in payable(ruleset, dealer, tsumo):
        return
    amounts = sorted(p.total(dealer) for p in payable(ruleset, dealer, tsumo))
    total = payments.total(dealer)
    below = max((a for a in amounts if a < total), default=None)
    above = min((a for a in amounts if a > total), default=None)
    near = tuple(a for a in (below, above) if a is not None)
    way = Reason(WAYS[dealer, tsumo])
    if tsumo:
        paid = "/".join(shown(v) for v in (payments.dealer, payments.non_dealer) if v is not None)
        fail(GameCode.not_payable_tsumo, seat=seat_word(win.seat), paid=paid, way=way, near=near)
    fail(GameCode.not_payable_ron, seat=seat_word(win.seat), paid=shown(total), way=way, near=near)


def _from_points(win: Win, state: TableState, ruleset: Ruleset, tsumo: bool, fail: Fail) -> Resolved:
    dealer = win.seat == state.dealer
    if tsumo:
        if win.payments is None:
            fail(GameCode.tsumo_needs_payments, seat=seat_word(win.seat))
        assert win.payments is not None
        if dealer != (win.payments.dealer is None):
            fail(
                GameCode.dealer_tsumo_payments if dealer else GameCode.non_dealer_tsumo_payments,
                seat=seat_word(win.seat),
            )
        payments = Payments(dealer=win.payments.dealer, non_dealer=win.payments.non_dealer)
    else:
        if win.points is None:
            fail(GameCode.ron_needs_points, seat=seat_word(win.seat))
        payments = Payments(ron=win.points)
    _check_payable(win, payments, ruleset, dealer, tsumo, fail)
    worded = Reason.of(GameCode.value_points, points=payments.total(dealer))
    pao_seat = _pao_seat(win)
    if pao_seat is None:
        return Resolved(payments, worded)
    _check_pao_played(win, ruleset, fail)
    return Resolved(None, _with_pao(worded, pao_seat), pao_seat, payments.total(dealer))


def resolve(
    win: Win, state: TableState, hand: Hand, ruleset: Ruleset, *, tsumo: bool, fail: Fail
) -> Resolved:
    """The value of ``win`` (scored, computed from han/fu, or as entered) and its pao part."""
    if win.request is not None:
        return _from_request(win, state, hand, ruleset, tsumo, fail)
    if win.han is not None or win.yakuman:
        return _from_han(win, state, ruleset, tsumo, fail)
    return _from_points(win, state, ruleset, tsumo, fail)
