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

from taikai.hand.yaku.context import Form, Wait, WinContext
from taikai.tiles import DRAGONS, kind_name

FuParts = tuple[tuple[str, int], ...]
SMALL_WAITS = (Wait.kanchan, Wait.penchan, Wait.tanki)


def _triplet_fu(ctx: WinContext) -> list[tuple[str, int]]:
    parts = []
    for kind in ctx.triplets:
        is_open = kind in ctx.open_triplets
        is_kan = kind in ctx.kans
        value = 2 * (1 if is_open else 2) * (4 if is_kan else 1)
        if kind >= 27 or kind % 9 in (0, 8):
            value *= 2
        what = ("open " if is_open else "closed ") + ("kan" if is_kan else "triplet")
        parts.append((f"{what} {kind_name(kind)}", value))
    return parts


def _pair_fu(ctx: WinContext) -> list[tuple[str, int]]:
    pair = ctx.pair
    name = kind_name(pair)
    if pair in DRAGONS:
        return [(f"dragon pair {name}", 2)]
    is_seat, is_round = pair == ctx.seat_wind, pair == ctx.round_wind
    if is_seat and is_round:
        return [(f"double wind pair {name}", ctx.ruleset.double_wind_pair_fu)]
    if is_seat:
        return [(f"seat wind pair {name}", 2)]
    if is_round:
        return [(f"round wind pair {name}", 2)]
    return []


def round_up_10(fu: int) -> int:
    return -(-fu // 10) * 10


def count_fu(ctx: WinContext, pinfu: bool) -> tuple[int, FuParts]:
    """Fu and its breakdown; ``pinfu`` says whether pinfu is scored for this interpretation."""
    if ctx.form is Form.chiitoitsu:
        return 25, (("chiitoitsu", 25),)
    if ctx.form is Form.kokushi:  # a yakuman shape without sets: no fu (Tenhou reports 0)
        return 0, ()
    if pinfu and ctx.tsumo:
        return 20, (("base", 20),)
    parts: list[tuple[str, int]] = [("base", 20)]
    if ctx.menzen and not ctx.tsumo:
        parts.append(("closed ron", 10))
    if ctx.tsumo:
        parts.append(("tsumo", 2))
    if ctx.form is Form.standard:
        parts += _triplet_fu(ctx)
        parts += _pair_fu(ctx)
        if ctx.wait in SMALL_WAITS:
            parts.append((f"{ctx.wait.value} wait", 2))
    raw = sum(value for _, value in parts)
    if raw == 20 and not ctx.menzen:
        parts.append(("open hand without fu", 10))
        raw = 30
    return round_up_10(raw), tuple(parts)
