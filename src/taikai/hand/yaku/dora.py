"""Dora: han counts (not yaku: they never count toward ``min_han``)."""

from __future__ import annotations

from collections.abc import Sequence

from taikai.hand.yaku.context import WinContext
from taikai.tiles import Tile, dora_from_indicator

#: The dora kind of each indicator kind.
DORA_OF = tuple(dora_from_indicator(kind) for kind in range(34))


def _count(indicators: Sequence[Tile], counts: Sequence[int]) -> int:
    total = 0
    for tile in indicators:
        total += counts[DORA_OF[tile.kind]]
    return total


def dora(ctx: WinContext) -> int:
    """Tiles matching the dora indicators (only the first when the ruleset has no kan dora)."""
    indicators = ctx.request.dora_indicators
    if not ctx.ruleset.kan_dora:
        indicators = indicators[:1]
    return _count(indicators, ctx.counts)


def ura_dora(ctx: WinContext) -> int:
    """Tiles matching the ura indicators, for a riichi winner when the ruleset has ura dora."""
    request, rules = ctx.request, ctx.ruleset
    if not (request.in_riichi and rules.ura_dora):
        return 0
    indicators = request.ura_indicators if rules.kan_ura else request.ura_indicators[:1]
    return _count(indicators, ctx.counts)


def aka_dora(ctx: WinContext) -> int:
    """Red fives held, for the suits in which the ruleset has red fives."""
    aka = ctx.ruleset.aka_dora
    reds = ctx.request.facts.reds
    return (reds[0] if aka.m else 0) + (reds[1] if aka.p else 0) + (reds[2] if aka.s else 0)


DORA = (("dora", dora), ("ura_dora", ura_dora), ("aka_dora", aka_dora))


def dora_entries(ctx: WinContext) -> list[tuple[str, int]]:
    """(name, count) of every :data:`DORA` count above 0; a count is asked only when the request holds
    what it counts (dora indicators, ura indicators, red fives)."""
    request = ctx.request
    reds = request.facts.reds
    out = []
    if request.dora_indicators and (n := dora(ctx)):
        out.append(("dora", n))
    if request.ura_indicators and (n := ura_dora(ctx)):
        out.append(("ura_dora", n))
    if (reds[0] or reds[1] or reds[2]) and (n := aka_dora(ctx)):
        out.append(("aka_dora", n))
    return out
