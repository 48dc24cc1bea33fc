"""Every code the tile-level engine words: why an action is not legal at a point of a hand.

Each member is a message key of the catalogs (:mod:`taikai.i18n.messages`, section "the tile-level
engine"): the engine raises ``IllegalAction.of(EngineCode.illegal, hand=..., turn=..., seat=...,
problem=Reason(EngineCode.x, ...))`` and the adapters word it in English or Japanese.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["EngineCode"]


class EngineCode(StrEnum):
    illegal = "engine_illegal"  # hand {hand}, turn {turn}, {seat}: {problem}
    bad_wall = "engine_bad_wall"  # a wall that is not the 136 tiles, 13 to a hand
    hand_over = "engine_hand_over"
    not_now = "engine_not_now"  # the action does not fit the point of the hand ({action})
    not_your_turn = "engine_not_your_turn"
    tile_not_held = "engine_tile_not_held"  # {tile}
    riichi_discard_drawn = "engine_riichi_discard_drawn"
    kuikae = "engine_kuikae"  # {tile}
    riichi_twice = "engine_riichi_twice"
    riichi_open = "engine_riichi_open"
    riichi_points = "engine_riichi_points"  # {points} {needed}
    riichi_wall = "engine_riichi_wall"
    riichi_not_tenpai = "engine_riichi_not_tenpai"  # {tile}
    riichi_furiten = "engine_riichi_furiten"
    not_complete = "engine_not_complete"  # {tile}
    win_refused = "engine_win_refused"  # {problem}: the scorer's reason (no yaku, kata-agari ...)
    furiten = "engine_furiten"  # {tile}
    ron_own = "engine_ron_own"
    call_twice = "engine_call_twice"
    call_in_riichi = "engine_call_in_riichi"
    call_last_tile = "engine_call_last_tile"
    chi_not_left = "engine_chi_not_left"
    call_shape = "engine_call_shape"  # {call}
    call_no_discard = "engine_call_no_discard"  # kuikae leaves nothing to discard
    call_no_yaku = "engine_call_no_yaku"  # complete sakizuke: the first call fixes no yaku ({call})
    kan_limit = "engine_kan_limit"
    kan_wall = "engine_kan_wall"
    kan_riichi = "engine_kan_riichi"
    kakan_no_pon = "engine_kakan_no_pon"  # {tile}
    kyuushu_not_first = "engine_kyuushu_not_first"
    kyuushu_kinds = "engine_kyuushu_kinds"  # {kinds}
    abortive_off = "engine_abortive_off"
    declare_dealer = "engine_declare_dealer"  # only the dealer shows tenpai or declares noten
