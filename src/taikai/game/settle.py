"""Final score of one game: final points -> rounding -> places -> pt (RULES.md section 2).

>>> from taikai.rules import load
>>> s = settle([48000, 31000, 12000, 9000], load("mleague"))
>>> [str(r.score) for r in s.results], s.residue
(['68.0', '11.0', '-28.0', '-51.0'], Decimal('0.0'))

Shares are divided exactly in units of 0.1 pt: each member of a group gets
the floor quotient and the remainder units go one each to the members in seat
order from the first dealer ("4:3:3"). Floor division keeps the advantage with
the seat closer to the first dealer for negative amounts too (-5.0 among three
= -1.6/-1.7/-1.7); with the usual uma no negative amount is ever inexact.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Literal

from taikai.errors import BadRequest, Inconsistent, NotAllowed, TaikaiError
from taikai.game.codes import GameCode
from taikai.reasons import Reason
from taikai.rules.model import ChomboKind, LeftoverDeposits, Rounding, Ruleset, TiePolicy

PenaltyKind = Literal["chombo", "chombo_intentional", "red_card", "pt"]
PENALTY_KINDS: tuple[str, ...] = ("chombo", "chombo_intentional", "red_card", "pt")
SEATS = 4
UNIT = Decimal("0.1")  # the smallest pt amount
POINTS_PER_UNIT = 100  # 1000 points = 1.0 pt, so 100 points = 0.1 pt


#: The largest pt penalty (in magnitude): fifty chombo of -20.0.
MAX_PENALTY_PT = Decimal("1000.0")


@dataclass(frozen=True, slots=True)
class Penalty:
    """A penalty given to a seat; how it applies (pt or points) comes from the ruleset.

    ``kind`` ``pt`` carries its own ``pt``, a negative amount with one decimal place (e.g.
    ``Decimal("-10.0")``, at most :data:`MAX_PENALTY_PT` away); the other kinds take their value
    from the ruleset only, so they carry no ``pt``.

    Each error is ``in_field``: the field it is about (``pt``, ``kind`` or ``seat``) and the
    problem, so that a contract can place it in its request (``penalties[0].pt``).

    >>> Penalty(seat=1, kind="pt", pt=Decimal("100.0"))
    Traceback (most recent call last):
    ...
    taikai.errors.Inconsistent: pt: a penalty takes pt away: a negative amount (e.g. -10.0), not 100.0
    """

    seat: int
    kind: PenaltyKind
    pt: Decimal | None = None

    def __post_init__(self) -> None:
        if self.kind not in PENALTY_KINDS:
            raise _wrong("kind", GameCode.penalty_kind, kinds=PENALTY_KINDS, kind=self.kind)
        if not 0 <= self.seat < SEATS:
            raise _wrong("seat", GameCode.penalty_seat, seat=self.seat)
        if self.kind != "pt":
            if self.pt is not None:
                raise _wrong("pt", GameCode.penalty_pt_from_ruleset, kind=self.kind)
            return
        if self.pt is None:
            raise _wrong("pt", GameCode.penalty_pt_needed)
        if self.pt >= 0:
            raise _wrong("pt", GameCode.penalty_pt_positive, pt=self.pt)
        if self.pt < -MAX_PENALTY_PT:
            raise _wrong("pt", GameCode.penalty_pt_too_large, most=MAX_PENALTY_PT, pt=self.pt)
        if self.pt != self.pt.quantize(UNIT):
            raise _wrong("pt", GameCode.penalty_pt_places, pt=self.pt)


def _wrong(field: str, key: GameCode, /, **params: object) -> Inconsistent:
    """The error of a penalty's ``field``: :data:`GameCode.in_field` with the problem ``key``."""
    return Inconsistent.of(GameCode.in_field, field=field, problem=Reason(key, tuple(params.items())))


@dataclass(frozen=True, slots=True)
class SettleRequest:
    """One finished game to settle (CONTRACTS.md section 2): final table points in seat order from
    the first dealer, the 1000-point sticks left on the table, the penalties given, and the ruleset
    the request names (None: the caller's default)."""

    points: tuple[int, ...]
    deposits: int = 0
    penalties: tuple[Penalty, ...] = ()
    rules: str | None = None


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's final result: points after rounding, place (shared under split), score in pt."""

    seat: int
    points: int
    place: int
    score: Decimal


@dataclass(frozen=True, slots=True)
class Settlement:
    """The four results in seat order and the residue (sum of the scores)."""

    results: tuple[SeatResult, ...]
    residue: Decimal


def penalty_pt(penalty: Penalty, ruleset: Ruleset) -> Decimal:
    """The pt a penalty takes off the final score under ``ruleset`` (0.0 when it is paid in points)."""
    if penalty.kind == "pt":
        assert penalty.pt is not None
        return penalty.pt.quantize(UNIT)
    if penalty.kind == "red_card":
        if ruleset.cards is None:
            raise NotAllowed.of(GameCode.penalty_no_cards, ruleset=ruleset.name)
        return ruleset.cards.red_pt.quantize(UNIT)
    return ruleset.chombo.penalty_pt(penalty.kind == "chombo_intentional")


def points_penalty_kinds(ruleset: Ruleset) -> tuple[PenaltyKind, ...]:
    """The penalties a game entered by its final points can carry under ``ruleset``, as its fields
    say: a chombo where it is settled after play (``chombo.kind`` ``pt`` or ``confiscate``; a
    ``mangan_payment`` is paid during play, so the final points hold it), an intentional one where it
    counts more (``intentional_multiplier`` above 1), a red card where cards are played, and any pt.

    >>> from taikai.rules import load
    >>> points_penalty_kinds(load("mleague")), points_penalty_kinds(load("itsuka-chuuren"))
    (('chombo', 'chombo_intentional', 'red_card', 'pt'), ('pt',))
    """
    kinds: list[PenaltyKind] = []
    if ruleset.chombo.kind in (ChomboKind.pt, ChomboKind.confiscate):
        kinds.append("chombo")
        if ruleset.chombo.intentional_multiplier > 1:
            kinds.append("chombo_intentional")
    if ruleset.cards is not None:
        kinds.append("red_card")
    kinds.append("pt")
    return tuple(kinds)


def check_points_penalties(penalties: Iterable[Penalty], ruleset: Ruleset) -> None:
    """Refuse a penalty a game entered by its final points cannot carry under ``ruleset`` (it would
    change nothing: a chombo paid in points during play, a red card where no cards are played)."""
    for penalty in penalties:
        if penalty.kind == "red_card":
            penalty_pt(penalty, ruleset)  # refused there, with the ruleset named
        elif penalty.kind != "pt" and ruleset.chombo.kind is ChomboKind.mangan_payment:
            raise NotAllowed.of(GameCode.penalty_paid_in_play, ruleset=ruleset.name)


def confiscated_points(penalty: Penalty, ruleset: Ruleset) -> int:
    """Points a penalty removed from the table during play (chombo kind ``confiscate``), else 0."""
    if penalty.kind not in ("chombo", "chombo_intentional"):
        return 0
    return ruleset.chombo.confiscated(penalty.kind == "chombo_intentional")


def table_total(ruleset: Ruleset, deposits: int = 0, confiscated: int = 0) -> int:
    """What the four players' points must add up to: 4 x start, less sticks on the table and confiscations."""
    return SEATS * ruleset.start_points - deposits * ruleset.riichi_deposit - confiscated


#: How far from zero a seat's points may be, in table totals (4 x start points): a final hand can
#: push a seat far below zero (a stacked yakuman), never that far.
SEAT_RANGE = 4


def points_limit(ruleset: Ruleset) -> int:
    """The most points a seat can hold or owe: :data:`SEAT_RANGE` times the table's total."""
    return SEAT_RANGE * table_total(ruleset)


def round_points(points: int, rounding: Rounding, return_points: int) -> int:
    """One player's points after ``final_points_rounding`` (the top's balance is applied by :func:`settle`).

    >>> round_points(24400, Rounding.toward_return, 30000), round_points(31600, Rounding.toward_return, 30000)
    (25000, 31000)
    >>> round_points(24500, Rounding.shisha_gonyuu, 30000), round_points(-1500, Rounding.shisha_gonyuu, 30000)
    (25000, -2000)
    >>> gosha = Rounding.gosha_rokunyuu
    >>> round_points(24500, gosha, 30000), round_points(24400, gosha, 30000)
    (25000, 24000)
    """
    if rounding is Rounding.none:
        return points
    if rounding is Rounding.toward_return:
        if points < return_points:
            return -(-points // 1000) * 1000
        return points // 1000 * 1000
    if rounding is Rounding.shisha_gonyuu:
        magnitude = (abs(points) + 500) // 1000 * 1000
        return magnitude if points >= 0 else -magnitude
    # gosha_rokunyuu: (points - return) / 1000 rounded with 5 down, 6 up in magnitude
    offset = points - return_points
    magnitude = (abs(offset) + 400) // 1000 * 1000
    return return_points + (magnitude if offset >= 0 else -magnitude)


def _order(points: Sequence[int]) -> list[int]:
    """Seats best first; equal points keep seat order (closer to the first dealer first)."""
    return sorted(range(SEATS), key=lambda seat: (-points[seat], seat))


def _groups(points: Sequence[int], tie_policy: TiePolicy) -> list[list[int]]:
    """Seats grouped by shared places, best group first; members in seat order."""
    groups: list[list[int]] = []
    for seat in _order(points):
        same = groups and points[groups[-1][0]] == points[seat]
        if same and tie_policy is TiePolicy.split:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return groups


def places(points: Sequence[int], tie_policy: TiePolicy) -> tuple[int, ...]:
    """Each seat's place by ``points`` (1 = first); equal points share a place under ``split``, and
    the seat closer to the first dealer ranks higher under ``seat_order``. The one ranking of a
    table: the settlement's places and who leads during the game.

    >>> tied = [30000, 30000, 20000, 20000]
    >>> places(tied, TiePolicy.split), places(tied, TiePolicy.seat_order)
    ((1, 1, 3, 3), (1, 2, 3, 4))
    """
    return _places_of(_groups(points, tie_policy))


def _places_of(groups: list[list[int]]) -> tuple[int, ...]:
    ranked = [0] * SEATS
    place = 1
    for group in groups:
        for seat in group:
            ranked[seat] = place
        place += len(group)
    return tuple(ranked)


def divide(units: int, members: int) -> list[int]:
    """``units`` (0.1 pt each) divided among ``members`` listed in seat order: quotient, remainder one each.

    >>> divide(500, 3), divide(10, 3), divide(20, 3), divide(-50, 3)
    ([167, 167, 166], [4, 3, 3], [7, 7, 6], [-16, -17, -17])
    """
    quotient, remainder = divmod(units, members)
    return [quotient + (1 if index < remainder else 0) for index in range(members)]


def _units(pt: Decimal) -> int:
    return int(pt / UNIT)


def _rounded(points: Sequence[int], ruleset: Ruleset) -> list[int]:
    """Each seat's points after rounding; with a balance rounding the top takes what the others leave."""
    rounding = ruleset.final_points_rounding
    rounded = [round_points(p, rounding, ruleset.return_points) for p in points]
    if rounding in (Rounding.shisha_gonyuu, Rounding.gosha_rokunyuu):
        top = _order(points)[0]
        rounded[top] = sum(points) - sum(rounded[seat] for seat in range(SEATS) if seat != top)
    return rounded


def _check_total(
    points: Sequence[int], ruleset: Ruleset, deposits: int, penalties: Sequence[Penalty]
) -> None:
    """Four points, each within the table's range and a multiple of 100, the sticks the table can
    hold, and the sum of the table total. A value beyond what a table holds is a ``bad_request``
    naming the field; points that do not fit together are :class:`Inconsistent`."""
    if len(points) != SEATS:
        raise Inconsistent.of(GameCode.settle_seat_count, count=len(points), seats=SEATS)
    full = table_total(ruleset)
    bound = points_limit(ruleset)
    for seat, value in enumerate(points):
        if not -bound <= value <= bound:
            field = f"points[{seat}]"
            raise BadRequest.of(
                GameCode.settle_points_range,
                field=field,
                bound=bound,
                tables=SEAT_RANGE,
                total=full,
                value=value,
            )
    most = full // ruleset.riichi_deposit
    if not 0 <= deposits <= most:
        stick = ruleset.riichi_deposit
        raise BadRequest.of(
            GameCode.settle_deposits_range, most=most, stick=stick, total=full, deposits=deposits
        )
    expected = table_total(ruleset, deposits, sum(confiscated_points(p, ruleset) for p in penalties))
    if any(p % POINTS_PER_UNIT for p in points):
        raise _not_multiples(points, expected)
    if sum(points) != expected:
        raise Inconsistent.of(
            GameCode.settle_total,
            total=sum(points),
            expected=expected,
            seats=SEATS,
            start=ruleset.start_points,
            deposits=deposits,
        )


def _not_multiples(points: Sequence[int], expected: int) -> Inconsistent:
    """Which points are not multiples of 100 and, when the points written in thousands or hundreds
    add up to the table total ``expected``, what was probably meant."""
    wrong = tuple(p for p in points if p % POINTS_PER_UNIT)
    for unit in (1000, 100):
        if sum(points) * unit == expected:
            meant = tuple(p * unit for p in points)
            return Inconsistent.of(GameCode.settle_not_hundreds_meant, wrong=wrong, meant=meant)
    return Inconsistent.of(GameCode.settle_not_hundreds, wrong=wrong)


def _places_and_shares(
    ranking: Sequence[int], ruleset: Ruleset, deposits: int
) -> tuple[list[int], list[int]]:
    """Each seat's place and its share (0.1 pt units) of the uma and of the leftover deposits."""
    shares = [0] * SEATS
    uma = [_units(u) for u in ruleset.uma.by_place()]
    place = 0
    groups = _groups(ranking, ruleset.tie_policy)
    for index, group in enumerate(groups):
        amounts = [sum(uma[place : place + len(group)])]
        if index == 0 and ruleset.leftover_deposits is LeftoverDeposits.to_top:
            amounts.append(deposits * ruleset.riichi_deposit // POINTS_PER_UNIT)
        for amount in amounts:
            for seat, share in zip(group, divide(amount, len(group)), strict=True):
                shares[seat] += share
        place += len(group)
    return list(_places_of(groups)), shares


def settle(
    points: Sequence[int],
    ruleset: Ruleset,
    deposits: int = 0,
    penalties: Sequence[Penalty] = (),
) -> Settlement:
    """Settle one finished game: ``points`` in seat order from the first dealer, ``deposits`` sticks left.

    Raises :class:`Inconsistent` when the points do not add up to the table
    total (4 x start points, less the sticks on the table and the
    confiscations the chombo penalties imply). Computed in exact 0.1 pt units.
    """
    _check_total(points, ruleset, deposits, penalties)
    rounded = _rounded(points, ruleset)
    ranking = points if ruleset.places_before_rounding else rounded
    places, shares = _places_and_shares(ranking, ruleset, deposits)
    units = [
        (rounded[seat] - ruleset.return_points) // POINTS_PER_UNIT + shares[seat] for seat in range(SEATS)
    ]
    for penalty in penalties:
        units[penalty.seat] += _units(penalty_pt(penalty, ruleset))
    results = tuple(
        SeatResult(seat=seat, points=rounded[seat], place=places[seat], score=Decimal(units[seat]).scaleb(-1))
        for seat in range(SEATS)
    )
    return Settlement(results=results, residue=Decimal(sum(units)).scaleb(-1))


def settle_many(
    games: Iterable[tuple[Sequence[int], int, Sequence[Penalty]]], ruleset: Ruleset
) -> list[tuple[int, ...] | TaikaiError]:
    """Settle many games (points in seat order, deposits left, penalties) under one ruleset, fast.

    Each game gives its four scores in 0.1 pt units (``680`` is 68.0 pt), exactly the
    numbers of :func:`settle`, or the error :func:`settle` raises for it. Places and
    shares depend only on the order of the ranking points and on the deposits, so they
    are worked out once per order; a game with penalties is settled by :func:`settle`.

    >>> from taikai.rules import load
    >>> games = [([48000, 31000, 12000, 9000], 0, ()), ([48000, 31000, 12000, 8000], 0, ())]
    >>> settled = settle_many(games, load("mleague"))
    >>> settled[0], settled[1].code
    ((680, 110, -280, -510), 'inconsistent')
    """
    total, stick = table_total(ruleset), ruleset.riichi_deposit
    bound, most = points_limit(ruleset), total // stick
    plain, before = ruleset.final_points_rounding is Rounding.none, ruleset.places_before_rounding
    unit = POINTS_PER_UNIT
    back = ruleset.return_points // unit  # return points and rounded points are multiples of 100
    # by the order of the ranking points and the deposits: each seat's share less the return points (0.1 pt)
    bases: dict[tuple[object, ...], list[int]] = {}
    settled: list[tuple[int, ...] | TaikaiError] = []
    for points, deposits, penalties in games:
        try:
            if penalties or len(points) != SEATS:
                results = settle(points, ruleset, deposits, penalties).results
                settled.append(tuple(_units(r.score) for r in results))
                continue
            e, s, w, n = points
            if (
                (e % unit or s % unit or w % unit or n % unit)
                or e + s + w + n != total - deposits * stick
                or not 0 <= deposits <= most
                or not (-bound <= e <= bound and -bound <= s <= bound)
                or not (-bound <= w <= bound and -bound <= n <= bound)
            ):
                _check_total(points, ruleset, deposits, penalties)  # raises with the reason
            rounded = points if plain else _rounded(points, ruleset)
            if not before:
                e, s, w, n = rounded
            # the order of the ranking points (ties included) and the deposits decide places and shares
            order = (
                e > s,
                e == s,
                e > w,
                e == w,
                e > n,
                e == n,
                s > w,
                s == w,
                s > n,
                s == n,
                w > n,
                w == n,
                deposits,
            )
            base = bases.get(order)
            if base is None:
                shares = _places_and_shares((e, s, w, n), ruleset, deposits)[1]
                base = bases[order] = [share - back for share in shares]
            e, s, w, n = rounded
            settled.append(
                (e // unit + base[0], s // unit + base[1], w // unit + base[2], n // unit + base[3])
            )
        except TaikaiError as error:
            settled.append(error.with_traceback(None))  # kept without its frames (no reference cycle)
    return settled
