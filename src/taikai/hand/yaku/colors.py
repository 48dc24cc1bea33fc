"""Yaku of the tiles used: simples, flushes, honors."""

from __future__ import annotations

from taikai.hand.yaku.context import Form, WinContext
from taikai.tiles import CHUN, DRAGONS, HAKU, HATSU


def tanyao(ctx: WinContext) -> bool:
    """Only simples (2-8); an open hand needs ``open_tanyao``."""
    if not (ctx.menzen or ctx.ruleset.open_tanyao):
        return False
    return all(k < 27 and k % 9 not in (0, 8) for k in ctx.kinds)


def honitsu(ctx: WinContext) -> bool:
    """One suit and honors (honors present)."""
    kinds = ctx.kinds
    if kinds[-1] < 27 or kinds[0] >= 27:
        return False
    suit = kinds[0] // 9
    return all(k // 9 == suit or k >= 27 for k in kinds)


def chinitsu(ctx: WinContext) -> bool:
    """One suit, no honors."""
    kinds = ctx.kinds
    return kinds[-1] < 27 and kinds[0] // 9 == kinds[-1] // 9


def honroutou(ctx: WinContext) -> bool:
    """Only terminals and honors (both present; all terminals is chinroutou, all honors tsuuiisou)."""
    return ctx.form is not Form.kokushi and all(k >= 27 or k % 9 in (0, 8) for k in ctx.kinds)


def seat_wind(ctx: WinContext) -> bool:
    """A triplet of the seat wind."""
    return ctx.seat_wind in ctx.triplets


def round_wind(ctx: WinContext) -> bool:
    """A triplet of the round wind."""
    return ctx.round_wind in ctx.triplets


def haku(ctx: WinContext) -> bool:
    """A triplet of white dragons."""
    return HAKU in ctx.triplets


def hatsu(ctx: WinContext) -> bool:
    """A triplet of green dragons."""
    return HATSU in ctx.triplets


def chun(ctx: WinContext) -> bool:
    """A triplet of red dragons."""
    return CHUN in ctx.triplets


def shousangen(ctx: WinContext) -> bool:
    """Two dragon triplets and a dragon pair."""
    return ctx.pair in DRAGONS and sum(d in ctx.triplets for d in DRAGONS) == 2
