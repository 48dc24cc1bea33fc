"""Yaku of the tiles used: simples, flushes, honors."""

from __future__ import annotations

from taikai.hand.yaku.context import HONORS, MAN, PIN, SOU, TERMINALS_HONORS, Form, WinContext
from taikai.tiles import CHUN, DRAGONS, HAKU, HATSU


def tanyao(ctx: WinContext) -> bool:
    """Only simples (2-8); an open hand needs ``open_tanyao``."""
    return not ctx.mask & TERMINALS_HONORS and (ctx.menzen or ctx.ruleset.open_tanyao)


def honitsu(ctx: WinContext) -> bool:
    """One suit and honors (honors present)."""
    mask = ctx.mask
    if not mask & HONORS:
        return False
    suited = mask & ~HONORS
    return bool(suited) and (suited & ~MAN == 0 or suited & ~PIN == 0 or suited & ~SOU == 0)


def chinitsu(ctx: WinContext) -> bool:
    """One suit, no honors."""
    mask = ctx.mask
    return mask & ~MAN == 0 or mask & ~PIN == 0 or mask & ~SOU == 0


def honroutou(ctx: WinContext) -> bool:
    """Only terminals and honors (both present; all terminals is chinroutou, all honors tsuuiisou)."""
    return ctx.mask & ~TERMINALS_HONORS == 0 and ctx.form is not Form.kokushi


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
