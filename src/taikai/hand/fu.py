"""Fu of one interpretation, with the reason for every part.

20 base; closed ron 10; tsumo 2 (not for a pinfu tsumo, which is 20 flat);
triplets 2 (open simple) doubled when closed, doubled for terminals/honors,
x4 for a kan; pair 2 per value (dragon, seat wind, round wind; a pair that
is both winds takes ``Ruleset.double_wind_pair_fu``); kanchan, penchan and
tanki waits 2; an open hand with nothing beyond the 20 base counts 30;
seven pairs are 25 flat; thirteen orphans have no fu (0). The total is rounded up to 10 (except 25).

A triplet completed by ron counts as open (``WinContext.open_triplets``).
Every part is ``(reason, fu)``: a :class:`~taikai.reasons.Reason` whose code names the part and
whose ``tile`` names its tile (``fu_closed_triplet``, tile ``1m``: "closed triplet 1m" in English,
worded by the adapters); the parts come from tables built once, so counting fu builds nothing.

>>> from taikai.hand.scorer import interpretations
>>> from taikai.contracts.score import parse_request
>>> from taikai.rules import load
>>> r = parse_request({"hand": "111m456p123789s55z", "win_tile": "2s"})
>>> fu, parts = count_fu(interpretations(r, load("mleague").hand)[0], pinfu=False)
>>> fu, [(reason.code, reason.as_dict().get("tile"), value) for reason, value in parts]
... # doctest: +NORMALIZE_WHITESPACE
(50, [('fu_base', None, 20), ('fu_closed_ron', None, 10), ('fu_closed_triplet', '1m', 8),
      ('fu_dragon_pair', '5z', 2), ('fu_kanchan_wait', None, 2)])
"""

from __future__ import annotations

from taikai.hand.yaku.context import Form, Wait, WinContext
from taikai.reasons import Reason
from taikai.tiles import DRAGONS, kind_name

FuPart = tuple[Reason, int]  # (the part, naming its tile, and its fu)
FuParts = tuple[FuPart, ...]
SMALL_WAITS = (Wait.kanchan, Wait.penchan, Wait.tanki)


def _triplet_part(kind: int, is_open: bool, is_kan: bool) -> FuPart:
    value = (2 if is_open else 4) * (4 if is_kan else 1)
    if kind >= 27 or kind % 9 in (0, 8):
        value *= 2
    code = ("fu_open_" if is_open else "fu_closed_") + ("kan" if is_kan else "triplet")
    return (Reason.of(code, tile=kind_name(kind)), value)


#: The part of every triplet or kan: ``_TRIPLET_PARTS[kind][2 * is_open + is_kan]``.
_TRIPLET_PARTS = tuple(
    tuple(_triplet_part(kind, is_open, is_kan) for is_open in (False, True) for is_kan in (False, True))
    for kind in range(34)
)
#: The pair parts of an honor kind: (dragon or None, seat wind, round wind) and the double wind label.
_PAIR_PARTS = {
    kind: (
        (Reason.of("fu_dragon_pair", tile=kind_name(kind)), 2) if kind in DRAGONS else None,
        (Reason.of("fu_seat_wind_pair", tile=kind_name(kind)), 2),
        (Reason.of("fu_round_wind_pair", tile=kind_name(kind)), 2),
        Reason.of("fu_double_wind_pair", tile=kind_name(kind)),
    )
    for kind in range(27, 34)
}


def _pair_part(ctx: WinContext) -> FuPart | None:
    """The part of an honor pair worth fu (None for a guest wind)."""
    pair = ctx.pair
    dragon, seat, round_, double = _PAIR_PARTS[pair]
    if dragon is not None:
        return dragon
    is_seat, is_round = pair == ctx.seat_wind, pair == ctx.round_wind
    if is_seat and is_round:
        return (double, ctx.ruleset.double_wind_pair_fu)
    if is_seat:
        return seat
    return round_ if is_round else None


_BASE: FuPart = (Reason.of("fu_base"), 20)
_CLOSED_RON: FuPart = (Reason.of("fu_closed_ron"), 10)
_TSUMO: FuPart = (Reason.of("fu_tsumo"), 2)
_OPEN_WITHOUT_FU: FuPart = (Reason.of("fu_open_without_fu"), 10)
_CHIITOITSU: FuParts = ((Reason.of("fu_chiitoitsu"), 25),)
_WAIT_PARTS: dict[Wait, FuPart] = {wait: (Reason.of(f"fu_{wait.value}_wait"), 2) for wait in SMALL_WAITS}


def raw_fu(ctx: WinContext, pinfu: bool) -> tuple[int, list[FuPart]]:
    """Fu (rounded) and the parts as a list; the scorer's fast path (``pinfu``: pinfu is scored)."""
    if ctx.form is not Form.standard:
        if ctx.form is Form.chiitoitsu:
            return 25, list(_CHIITOITSU)
        return 0, []  # thirteen orphans: a yakuman shape without sets: no fu (Tenhou reports 0)
    if pinfu and ctx.tsumo:
        return 20, [_BASE]
    if ctx.tsumo:
        parts, raw = [_BASE, _TSUMO], 22
    elif ctx.menzen:
        parts, raw = [_BASE, _CLOSED_RON], 30
    else:
        parts, raw = [_BASE], 20
    kans, open_triplets = ctx.kans, ctx.open_triplets
    for kind in ctx.triplets:
        part = _TRIPLET_PARTS[kind][2 * (kind in open_triplets) + (kind in kans)]
        parts.append(part)
        raw += part[1]
    if ctx.pair >= 27 and (pair_part := _pair_part(ctx)) is not None:
        parts.append(pair_part)
        raw += pair_part[1]
    wait_part = _WAIT_PARTS.get(ctx.wait)
    if wait_part is not None:
        parts.append(wait_part)
        raw += 2
    if raw == 20 and not ctx.menzen:
        parts.append(_OPEN_WITHOUT_FU)
        return 30, parts
    return -(-raw // 10) * 10, parts


def count_fu(ctx: WinContext, pinfu: bool) -> tuple[int, FuParts]:
    """Fu and its breakdown ``((reason, fu), ...)``; ``pinfu`` says whether pinfu is scored."""
    fu, parts = raw_fu(ctx, pinfu)
    return fu, tuple(parts)
