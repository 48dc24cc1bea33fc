"""Yaku of the situation: how and when the win happened (flags of the request)."""

from __future__ import annotations

from taikai.hand.yaku.context import WinContext


def menzen_tsumo(ctx: WinContext) -> bool:
    """Closed hand won by tsumo."""
    return ctx.menzen and ctx.tsumo


def riichi(ctx: WinContext) -> bool:
    """Riichi declared (a double riichi hides it, see the suppression table)."""
    return ctx.request.riichi or ctx.request.double_riichi


def double_riichi(ctx: WinContext) -> bool:
    """Riichi declared on the first discard."""
    return ctx.request.double_riichi


def ippatsu(ctx: WinContext) -> bool:
    """Win within one go-around of riichi, no call in between (when the ruleset plays ippatsu)."""
    return ctx.request.ippatsu and ctx.ruleset.ippatsu


def chankan(ctx: WinContext) -> bool:
    """Ron on a tile added to a kan."""
    return ctx.request.chankan


def rinshan(ctx: WinContext) -> bool:
    """Tsumo on the replacement tile of a kan."""
    return ctx.request.rinshan


def haitei(ctx: WinContext) -> bool:
    """Tsumo on the last tile of the wall."""
    return ctx.request.haitei


def houtei(ctx: WinContext) -> bool:
    """Ron on the last discard."""
    return ctx.request.houtei


def tenhou(ctx: WinContext) -> bool:
    """The dealer's win on the dealt hand."""
    return ctx.request.tenhou


def chiihou(ctx: WinContext) -> bool:
    """A non-dealer's tsumo on the first draw, no call before it."""
    return ctx.request.chiihou


def renhou(ctx: WinContext) -> bool:
    """Ron before one's first draw (local yaku: only when the ruleset plays it)."""
    return ctx.request.renhou and ctx.ruleset.local_yaku.renhou is not None


def paarenchan(ctx: WinContext) -> bool:
    """The dealer's 8th consecutive win, this one included (local yaku)."""
    return (
        ctx.ruleset.local_yaku.paarenchan is not None
        and ctx.request.dealer
        and ctx.request.consecutive_wins >= 8
    )
