"""The values a ruleset field may take: the kinds of each rule (RULES.md section 1).

Plain enums and literal types, without the model: the hand scorer and its rules
(:class:`taikai.hand.rules.HandRules`) read them, and importing this module validates nothing
(:mod:`taikai.rules.model` is the ruleset model, built on pydantic).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

__all__ = [
    "AbortiveDraw",
    "Atozuke",
    "ChomboKind",
    "DepositClaim",
    "DoubleYakumanWait",
    "Extension",
    "FuMode",
    "KanDoraTiming",
    "Karaten",
    "Kuikae",
    "LeftoverDeposits",
    "Length",
    "LimitName",
    "MultipleRon",
    "MultipleRonHonba",
    "OffenceCost",
    "PaoMultiple",
    "PaoSplit",
    "PaoYaku",
    "RenchanOn",
    "RinshanAfterMinkan",
    "Rounding",
    "TiePolicy",
]


class Length(StrEnum):
    hanchan = "hanchan"  # east and south rounds
    tonpuusen = "tonpuusen"  # east round only


class Rounding(StrEnum):
    none = "none"
    # 002: below return_points round UP to 1000, at or above round DOWN to 1000
    toward_return = "toward_return"
    # (points - return) / 1000 to a whole pt, 5 rounding down and 6 up in magnitude; the top takes the balance
    gosha_rokunyuu = "gosha_rokunyuu"
    # Tenhou (checked on 722 records): points to 1000, half away from zero (24500 -> 25000,
    # -1500 -> -2000); the top takes the balance
    shisha_gonyuu = "shisha_gonyuu"


class TiePolicy(StrEnum):
    split = "split"  # tied players share the places, uma and deposits split 4:3:3
    seat_order = "seat_order"  # closer to the first dealer ranks higher


class LeftoverDeposits(StrEnum):
    to_top = "to_top"
    lost = "lost"


class DepositClaim(StrEnum):
    any_winner = "any_winner"
    riichi_winner_only = "riichi_winner_only"


class FuMode(StrEnum):
    standard = "standard"
    fu_less = "fu_less"  # RULES.md table 3: value by han alone


class Atozuke(StrEnum):
    allowed = "allowed"  # yaku may be fixed after calls; kata-agari allowed
    no_kata_agari = "no_kata_agari"  # every wait must have a yaku by the same method
    complete_sakizuke = "complete_sakizuke"  # no kata-agari, and open hands' yaku fixed at the call


class MultipleRon(StrEnum):
    atamahane = "atamahane"  # head bump: the first player after the discarder wins alone
    double = "double"  # two winners paid separately; three rons are sanchahou (see abortive_draws)
    triple = "triple"  # two or three winners, all paid


class MultipleRonHonba(StrEnum):
    first_winner = "first_winner"  # the first winner after the discarder takes the honba (Tenhou)
    each_winner = "each_winner"  # every winner is paid the honba (Mahjong Soul)


class AbortiveDraw(StrEnum):
    off = "off"  # not a draw: play on (a 5th kan is still impossible)
    redeal = "redeal"  # the hand is redealt, same dealer, no honba added
    redeal_honba = "redeal_honba"  # redealt, same dealer, one honba added


class KanDoraTiming(StrEnum):
    immediate = "immediate"  # every kan turns its indicator at once
    after_discard = "after_discard"  # open and added kans turn it after the kan's discard


class RenchanOn(StrEnum):
    win_or_tenpai = "win_or_tenpai"  # dealer win, or dealer tenpai at an exhaustive draw
    win = "win"  # dealer win only
    always_on_draw = "always_on_draw"  # dealer win or any exhaustive draw


class RinshanAfterMinkan(StrEnum):
    tsumo = "tsumo"  # everybody pays as for a tsumo
    kan_caller_pays = "kan_caller_pays"  # the player whose discard was called for the kan pays all


class Extension(StrEnum):
    none = "none"
    # play on into the next wind; the game ends as soon as a hand ends with someone at the target
    sudden_death = "sudden_death"
    # play whole rounds west, north, east ...; stop after a round that ends with someone at the target
    full_rounds = "full_rounds"


class ChomboKind(StrEnum):
    pt = "pt"  # a pt penalty on the final score
    confiscate = "confiscate"  # points taken from the offender, paid to nobody
    mangan_payment = "mangan_payment"  # the offender pays a mangan tsumo to the others


class OffenceCost(StrEnum):
    none = "none"  # not an offence here: recorded play holding it is refused as illegal
    chombo = "chombo"  # the ruleset's chombo (chombo.kind says what it costs)
    no_win = "no_win"  # the right to win is lost for the hand (agari houki): no win, no call, noten


class PaoSplit(StrEnum):
    half = "half"  # on ron the pao player and the discarder pay half each of the pao part
    full = "full"  # on ron the pao player pays the whole pao part


class PaoMultiple(StrEnum):
    part_only = "part_only"  # pao covers only its own yakuman part of a multiple yakuman
    whole = "whole"  # pao covers the whole hand


class Karaten(StrEnum):
    not_tenpai = "not_tenpai"
    tenpai = "tenpai"


class Kuikae(StrEnum):
    forbidden = "forbidden"
    allowed = "allowed"


class LimitName(StrEnum):
    mangan = "mangan"
    haneman = "haneman"
    baiman = "baiman"
    sanbaiman = "sanbaiman"
    yakuman = "yakuman"


DoubleYakumanWait = Literal["kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"]
PaoYaku = Literal["daisangen", "daisuushii", "suukantsu"]
