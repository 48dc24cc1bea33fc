"""Dora: han counts (not yaku: they never count toward ``min_han``).

- dora: tiles matching the dora indicators (only the first indicator when the ruleset has no kan dora);
- ura_dora: tiles matching the ura indicators, for a riichi winner when the ruleset has ura dora
  (only the first when it has no kan ura);
- aka_dora: red fives held, for the suits in which the ruleset has red fives.
"""

from __future__ import annotations

from taikai.hand.request import WinRequest
from taikai.hand.rules import HandRules
from taikai.tiles import Tile, dora_from_indicator

#: The dora kind of each indicator kind.
DORA_OF = tuple(dora_from_indicator(kind) for kind in range(34))

DoraEntries = tuple[tuple[str, int], ...]


def _matching(indicators: tuple[Tile, ...], counts: tuple[int, ...]) -> int:
    """Tiles (by ``counts``) matching the dora of ``indicators``."""
    found = 0
    for tile in indicators:
        found += counts[DORA_OF[tile.kind]]
    return found


def dora_entries(request: WinRequest, ruleset: HandRules, counts: tuple[int, ...]) -> tuple[DoraEntries, int]:
    """(name, count) of dora, ura_dora and aka_dora, each when above 0, and their sum; ``counts``: the
    34 kinds over hand and melds. A count is only taken when the request holds what it counts."""
    out: list[tuple[str, int]] = []
    total = 0
    indicators = request.dora_indicators
    if indicators and (found := _matching(indicators if ruleset.kan_dora else indicators[:1], counts)):
        out.append(("dora", found))
        total += found
    indicators = request.ura_indicators
    if indicators and ruleset.ura_dora and (request.riichi or request.double_riichi):
        found = _matching(indicators if ruleset.kan_ura else indicators[:1], counts)
        if found:
            out.append(("ura_dora", found))
            total += found
    reds = request.facts.reds
    if reds[0] or reds[1] or reds[2]:
        aka = ruleset.aka_dora
        found = (reds[0] if aka.m else 0) + (reds[1] if aka.p else 0) + (reds[2] if aka.s else 0)
        if found:
            out.append(("aka_dora", found))
            total += found
    return tuple(out), total
