"""Player statistics as JSON data (docs/web.md, "Statistics"): the core's exact figures rounded here,
at the edge, and nowhere before.

- a rate is ``{"count", "of", "pct"}``: the count, its sample, the percentage with two decimals (as a
  league's ``top_pct``), ``null`` of an empty sample;
- a mean is ``{"value", "of"}``: an average place, a riichi turn and a starting shanten with two
  decimals, a score in pt with one, points whole;
- pt are exact decimals with one place (:mod:`taikai.contracts.jsonio` writes them as numbers).

Rounding is half up, from the exact fraction (never from a float).

>>> from fractions import Fraction
>>> fixed(Fraction(2, 3), 2), fixed(Fraction(-1, 8), 2), fixed(None, 1)
(Decimal('0.67'), Decimal('-0.13'), None)
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import Any

from taikai.competitions.stats import RIICHI_OUTCOMES, HandStats, Mean, Placing, PlayerStats, PlayStats, Rate

__all__ = ["fixed", "hands_json", "placing_json", "play_json", "rate_json", "stats_json"]

Data = dict[str, Any]
PT = 1  # pt: one decimal
PLACE = 2  # an average place: two decimals
PCT = 2  # a percentage: two decimals


def fixed(value: Fraction | None, places: int) -> Decimal | None:
    """``value`` rounded half up (away from zero) to ``places`` decimals (None stays None)."""
    if value is None:
        return None
    scaled = abs(value) * 10**places
    whole = int(scaled + Fraction(1, 2))
    number = Decimal(whole).scaleb(-places)
    return -number if value < 0 else number


def rate_json(rate: Rate) -> Data:
    value = rate.value
    return {"count": rate.count, "of": rate.of, "pct": fixed(None if value is None else value * 100, PCT)}


def _mean(mean: Mean, places: int) -> Data:
    return {"value": fixed(mean.value, places), "of": mean.of}


def _score(found: tuple[Decimal, str] | None) -> Data | None:
    return None if found is None else {"score": found[0], "game": found[1]}


def placing_json(placing: Placing) -> Data:
    return {
        "games": placing.games,
        "places": [rate_json(r) for r in placing.places],
        "average_place": _mean(placing.average_place, PLACE),
        "average_score": _mean(placing.average_score, PT),
        "total_score": placing.total_score.quantize(Decimal("0.1")),
        "busts": rate_json(placing.busts),
        "best": _score(placing.best),
        "worst": _score(placing.worst),
        "streaks": {
            "first": placing.streaks.first,
            "top_two": placing.streaks.top_two,
            "no_last": placing.streaks.no_last,
        },
    }


def hands_json(hands: HandStats) -> Data:
    return {
        "games": hands.games,
        "hands": hands.hands,
        "wins": rate_json(hands.wins),
        "tsumo": rate_json(hands.tsumo),
        "deal_in": rate_json(hands.deal_in),
        "win_value": _mean(hands.win_value, 0),
        "deal_in_value": _mean(hands.deal_in_value, 0),
        "riichi": rate_json(hands.riichi),
        "riichi_outcomes": {
            name: rate_json(rate) for name, rate in zip(RIICHI_OUTCOMES, hands.riichi_outcomes, strict=True)
        },
        "tenpai_at_draw": rate_json(hands.tenpai_at_draw),
        "dealer_wins": rate_json(hands.dealer_wins),
        "open_wins": rate_json(hands.open_wins),
        "closed_wins": rate_json(hands.closed_wins),
    }


def play_json(play: PlayStats) -> Data:
    return {
        "games": play.games,
        "hands": play.hands,
        "calls": rate_json(play.calls),
        "riichi_turn": _mean(play.riichi_turn, PLACE),
        "first_riichi": rate_json(play.first_riichi),
        "chasing_riichi": rate_json(play.chasing_riichi),
        "dama_wins": rate_json(play.dama_wins),
        "good_wait_riichi": rate_json(play.good_wait_riichi),
        "good_wait_win": rate_json(play.good_wait_win),
        "start_shanten": _mean(play.start_shanten, PLACE),
    }


def stats_json(stats: PlayerStats, names: dict[str, str]) -> Data:
    """One player's figures: ``placing`` (final points), ``hands`` (hand results), ``play`` (the
    play), ``head_to_head`` (each opponent by id and name)."""
    return {
        "player": stats.player,
        "name": names.get(stats.player, stats.player),
        "placing": placing_json(stats.placing),
        "hands": hands_json(stats.hands),
        "play": play_json(stats.play),
        "head_to_head": [
            {
                "player": h.opponent,
                "name": names.get(h.opponent, h.opponent),
                "games": h.games,
                "above": h.above,
                "below": h.below,
                "level": h.level,
                "difference": h.difference.quantize(Decimal("0.1")),
            }
            for h in stats.head_to_head
        ],
    }
