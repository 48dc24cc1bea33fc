"""Fu of one interpretation, with the reason for every part.

20 base; closed ron 10; tsumo 2 (not for a pinfu tsumo, which is 20 flat);
triplets 2 (open simple) doubled when closed, doubled for terminals/honors,
x4 for a kan; pair 2 per value (dragon, seat wind, round wind; a pair that
is both winds takes ``Ruleset.double_wind_pair_fu``); kanchan, penchan and
tanki waits 2; an open hand with nothing beyond the 20 base counts 30;
seven pairs are 25 flat; thirteen orphans have no fu (0). The total is rounded up to 10 (except 25).

A triplet completed by ron counts as open (``WinContext.open_triplets``).
"""

from __future__ import annotations

from functools import lru_cache

from taikai.hand.yaku.context import Form, Wait, WinContext
from taikai.tiles import DRAGONS, kind_name

FuParts = tuple[tuple[str, int], ...]
SMALL_WAITS = (Wait.kanchan, Wait.penchan, Wait.tanki)


RawPart = tuple[str, int, int]  # (reason, kind or -1, fu)


def _triplet_part(kind: int, is_open: bool, is_kan: bool) -> RawPart:
    value = (2 if is_open else 4) * (4 if is_kan else 1)
    if kind >= 27 or kind % 9 in (0, 8):
        value *= 2
    what = ("open " if is_open else "closed ") + ("kan" if is_kan else "triplet")
    return (what, kind, value)


#: The part of every triplet or kan: ``_TRIPLET_PARTS[kind][2 * is_open + is_kan]``.
_TRIPLET_PARTS = tuple(
    tuple(_triplet_part(kind, is_open, is_kan) for is_open in (False, True) for is_kan in (False, True))
    for kind in range(34)
)


def _pair_fu(ctx: WinContext, parts: list[RawPart]) -> None:
    pair = ctx.pair
    if pair < 27:
        return
    if pair in DRAGONS:
        parts.append(("dragon pair", pair, 2))
        return
    is_seat, is_round = pair == ctx.seat_wind, pair == ctx.round_wind
    if is_seat and is_round:
        parts.append(("double wind pair", pair, ctx.ruleset.double_wind_pair_fu))
    elif is_seat:
        parts.append(("seat wind pair", pair, 2))
    elif is_round:
        parts.append(("round wind pair", pair, 2))


def round_up_10(fu: int) -> int:
    return -(-fu // 10) * 10


_BASE: RawPart = ("base", -1, 20)
_CLOSED_RON: RawPart = ("closed ron", -1, 10)
_TSUMO: RawPart = ("tsumo", -1, 2)
_WAIT_PARTS: dict[Wait, RawPart] = {wait: (f"{wait.value} wait", -1, 2) for wait in SMALL_WAITS}


def raw_fu(ctx: WinContext, pinfu: bool) -> tuple[int, list[RawPart]]:
    """Fu (rounded) and the unformatted parts; the scorer's fast path (``pinfu``: pinfu is scored)."""
    if ctx.form is not Form.standard:
        if ctx.form is Form.chiitoitsu:
            return 25, [("chiitoitsu", -1, 25)]
        return 0, []  # thirteen orphans: a yakuman shape without sets: no fu (Tenhou reports 0)
    if pinfu and ctx.tsumo:
        return 20, [_BASE]
    parts: list[RawPart] = [_BASE]
    if ctx.tsumo:
        parts.append(_TSUMO)
    elif ctx.menzen:
        parts.append(_CLOSED_RON)
    kans, open_triplets = ctx.kans, ctx.open_triplets
    for kind in ctx.triplets:
        parts.append(_TRIPLET_PARTS[kind][2 * (kind in open_triplets) + (kind in kans)])
    if ctx.pair >= 27:
        _pair_fu(ctx, parts)
    wait_part = _WAIT_PARTS.get(ctx.wait)
    if wait_part is not None:
        parts.append(wait_part)
    raw = 0
    for part in parts:
        raw += part[2]
    if raw == 20 and not ctx.menzen:
        parts.append(("open hand without fu", -1, 10))
        raw = 30
    return -(-raw // 10) * 10, parts


def count_fu(ctx: WinContext, pinfu: bool) -> tuple[int, FuParts]:
    """Fu and its breakdown ``((reason, fu), ...)``; ``pinfu`` says whether pinfu is scored."""
    fu, parts = raw_fu(ctx, pinfu)
    return fu, breakdown(parts)


def breakdown(parts: list[RawPart]) -> FuParts:
    """Readable ``(reason, fu)`` pairs of raw parts (``closed triplet 1m``)."""
    return _breakdown(tuple(parts))


@lru_cache(maxsize=4096)
def _breakdown(parts: tuple[RawPart, ...]) -> FuParts:
    return tuple((_label(reason, kind), value) for reason, kind, value in parts)


@lru_cache(maxsize=1024)
def _label(reason: str, kind: int) -> str:
    return f"{reason} {kind_name(kind)}" if kind >= 0 else reason
