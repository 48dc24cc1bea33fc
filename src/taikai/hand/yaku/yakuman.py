"""Yakuman predicates (and the local daisharin)."""

from __future__ import annotations

from taikai.hand.yaku.context import GREEN, HONORS, SUITS, TERMINALS, Form, Wait, WinContext
from taikai.tiles import DRAGONS, WINDS

PURE_NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def daisangen(ctx: WinContext) -> bool:
    """Three dragon triplets."""
    return all(d in ctx.triplets for d in DRAGONS)


def suuankou(ctx: WinContext) -> bool:
    """Four concealed triplets, not won on the pair (that is suuankou_tanki)."""
    return ctx.concealed_triplets == 4 and ctx.wait is not Wait.tanki


def suuankou_tanki(ctx: WinContext) -> bool:
    """Four concealed triplets won on the pair."""
    return ctx.concealed_triplets == 4 and ctx.wait is Wait.tanki


def tsuuiisou(ctx: WinContext) -> bool:
    """Only honors."""
    return ctx.mask & ~HONORS == 0


def ryuuiisou(ctx: WinContext) -> bool:
    """Only 2 3 4 6 8 sou and green dragons."""
    return ctx.mask & ~GREEN == 0


def chinroutou(ctx: WinContext) -> bool:
    """Only terminals."""
    return ctx.mask & ~TERMINALS == 0


def _gates_suit(ctx: WinContext) -> tuple[int, ...] | None:
    """The 9 counts of the hand's one suit when it is closed without any kan, else None."""
    if ctx.request.melds or ctx.form is not Form.standard:
        return None
    for index, suit in enumerate(SUITS):
        if ctx.mask & ~suit == 0:
            return ctx.hand_counts[9 * index : 9 * index + 9]
    return None


def chuuren(ctx: WinContext) -> bool:
    """Nine gates: 1112345678999 of one suit plus any tile of it, closed."""
    suit = _gates_suit(ctx)
    return suit is not None and all(c >= p for c, p in zip(suit, PURE_NINE_GATES, strict=True))


def junsei_chuuren(ctx: WinContext) -> bool:
    """Nine gates waiting on all nine tiles: 1112345678999 before the winning tile."""
    suit = _gates_suit(ctx)
    if suit is None:
        return False
    before = list(suit)
    before[ctx.win % 9] -= 1
    return tuple(before) == PURE_NINE_GATES


def kokushi(ctx: WinContext) -> bool:
    """Thirteen orphans."""
    return ctx.form is Form.kokushi


def kokushi_13(ctx: WinContext) -> bool:
    """Thirteen orphans waiting on all thirteen (the winning tile is the pair)."""
    return ctx.form is Form.kokushi and ctx.hand_counts[ctx.win] == 2


def daisuushii(ctx: WinContext) -> bool:
    """Four wind triplets."""
    return all(w in ctx.triplets for w in WINDS)


def shousuushii(ctx: WinContext) -> bool:
    """Three wind triplets and a wind pair."""
    return ctx.pair in WINDS and sum(w in ctx.triplets for w in WINDS) == 3


def suukantsu(ctx: WinContext) -> bool:
    """Four kans."""
    return len(ctx.kans) == 4


def daisharin(ctx: WinContext) -> bool:
    """Two each of 2p to 8p, closed (local yaku: only when the ruleset plays it)."""
    return (
        ctx.ruleset.local_yaku.daisharin is not None
        and not ctx.request.melds
        and ctx.hand_counts[10:17] == (2,) * 7
    )
