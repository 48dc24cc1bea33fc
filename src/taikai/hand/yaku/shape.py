"""Yaku of the hand's shape: how its sets are arranged."""

from __future__ import annotations

from taikai.hand.yaku.context import HONORS, Form, Wait, WinContext
from taikai.tiles import DRAGONS


def _value_pair(ctx: WinContext) -> bool:
    pair = ctx.pair
    return pair in DRAGONS or pair == ctx.seat_wind or pair == ctx.round_wind


def pinfu(ctx: WinContext) -> bool:
    """Closed, four sequences, a pair worth no fu, an open (two-sided) wait.

    Under ``tsumo_pinfu = false`` a tsumo never scores pinfu.
    """
    return (
        ctx.menzen
        and len(ctx.sequences) == 4
        and ctx.wait is Wait.ryanmen
        and not _value_pair(ctx)
        and (ctx.ruleset.tsumo_pinfu or not ctx.tsumo)
    )


def _peikou(ctx: WinContext) -> int:
    """How many pairs of identical sequences the hand holds (each sequence in at most one pair)."""
    seqs = ctx.sequences
    if len(seqs) < 2 or len(set(seqs)) == len(seqs):
        return 0
    ordered = sorted(seqs)
    count, index = 0, 1
    while index < len(ordered):
        if ordered[index] == ordered[index - 1]:
            count += 1
            index += 2
        else:
            index += 1
    return count


def iipeikou(ctx: WinContext) -> bool:
    """Closed, two identical sequences."""
    return ctx.menzen and _peikou(ctx) >= 1


def ryanpeikou(ctx: WinContext) -> bool:
    """Closed, two pairs of identical sequences."""
    return ctx.menzen and _peikou(ctx) == 2


def chiitoitsu(ctx: WinContext) -> bool:
    """Seven pairs."""
    return ctx.form is Form.chiitoitsu


def ittsu(ctx: WinContext) -> bool:
    """123, 456 and 789 of one suit."""
    seqs = ctx.sequences
    return (
        (0 in seqs and 3 in seqs and 6 in seqs)
        or (9 in seqs and 12 in seqs and 15 in seqs)
        or (18 in seqs and 21 in seqs and 24 in seqs)
    )


def sanshoku(ctx: WinContext) -> bool:
    """The same sequence in the three suits."""
    seqs = ctx.sequences
    return any(start < 9 and start + 9 in seqs and start + 18 in seqs for start in seqs)


def sanshoku_doukou(ctx: WinContext) -> bool:
    """The same triplet in the three suits."""
    trips = ctx.triplets
    return any(t < 9 and t + 9 in trips and t + 18 in trips for t in trips)


def toitoi(ctx: WinContext) -> bool:
    """Four triplets or kans."""
    return len(ctx.triplets) == 4


def sanankou(ctx: WinContext) -> bool:
    """Three concealed triplets (a triplet completed by ron is not concealed)."""
    return ctx.concealed_triplets >= 3


def sankantsu(ctx: WinContext) -> bool:
    """Three kans."""
    return len(ctx.kans) == 3


def _outside(ctx: WinContext) -> bool:
    """Every set and the pair hold a terminal or an honor, with at least one sequence."""
    if ctx.form is not Form.standard or not ctx.sequences:
        return False
    if not (ctx.pair >= 27 or ctx.pair % 9 in (0, 8)):
        return False
    if any(s % 9 not in (0, 6) for s in ctx.sequences):
        return False
    return all(t >= 27 or t % 9 in (0, 8) for t in ctx.triplets)


def chanta(ctx: WinContext) -> bool:
    """Terminal or honor in every set and the pair, honors present, a sequence present."""
    return bool(ctx.mask & HONORS) and _outside(ctx)


def junchan(ctx: WinContext) -> bool:
    """Terminal in every set and the pair, no honors, a sequence present."""
    return not ctx.mask & HONORS and _outside(ctx)
