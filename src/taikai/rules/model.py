"""The one declarative ruleset model (RULES.md section 1).

Every rule the engine applies is a field here; the engine reads fields, never
a preset's name. A ruleset is frozen: results never share mutable state with
it. Field names are the spec's names.
"""

from __future__ import annotations

from decimal import Decimal
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

SCHEMA_VERSION = 1

Pt = Annotated[Decimal, Field(max_digits=8, decimal_places=1)]


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, use_enum_values=False)


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


class PaoRonSplit(StrEnum):
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


class AkaDora(_Frozen):
    """How many red fives each suit has (each is one dora)."""

    m: int = Field(1, ge=0, le=4)
    p: int = Field(1, ge=0, le=4)
    s: int = Field(1, ge=0, le=4)


class Uma(_Frozen):
    """pt added by place, oka included (e.g. +50 +10 -10 -30 with 25000 start / 30000 return)."""

    first: Pt
    second: Pt
    third: Pt
    fourth: Pt

    def by_place(self) -> tuple[Decimal, Decimal, Decimal, Decimal]:
        return (self.first, self.second, self.third, self.fourth)


class AbortiveDraws(_Frozen):
    """What each abortive draw does."""

    kyuushu_kyuuhai: AbortiveDraw = AbortiveDraw.off  # nine terminals and honors in the first draw
    suufon_renda: AbortiveDraw = AbortiveDraw.off  # four of the same wind discarded first
    suucha_riichi: AbortiveDraw = AbortiveDraw.off  # all four in riichi
    suukaikan: AbortiveDraw = AbortiveDraw.off  # four kans by more than one player
    sanchahou: AbortiveDraw = AbortiveDraw.off  # three rons on one discard (with multiple_ron double)


class LocalYaku(_Frozen):
    """Local yaku and their value; null = not played."""

    renhou: LimitName | None = None  # ron before one's first draw, no call before it
    daisharin: LimitName | None = None  # 22334455667788p chiitoitsu
    paarenchan: LimitName | None = None  # the 8th consecutive win of one dealer
    nagashi_mangan: LimitName | None = None  # only terminals/honors discarded, none called


class Chombo(_Frozen):
    """The chombo penalty."""

    kind: ChomboKind = ChomboKind.pt
    pt: Pt = Decimal("-20.0")  # kind pt: added to the offender's final score
    intentional_multiplier: int = Field(3, ge=1)  # an intentional chombo counts this many times
    points: int = Field(12000, ge=0)  # kind confiscate: points removed from the table


class Cards(_Frozen):
    """Yellow and red cards (M-League)."""

    yellow_per_red: int = Field(2, ge=1)  # this many yellows in one day make a red
    red_pt: Pt = Decimal("-20.0")


class ThinkTime(_Frozen):
    """Online think time: seconds per action plus a bank per hand."""

    per_action: int = Field(ge=0)
    bank: int = Field(ge=0)


class Ruleset(_Frozen):
    """Every rule of a game, as data. Load with :func:`taikai.rules.load`."""

    schema_version: int = Field(SCHEMA_VERSION, description="version of this schema")
    name: str = Field(..., min_length=1, description="short name, e.g. mleague")
    title: str = Field("", description="human title")
    source: str = Field("", description="where the rules come from")

    # --- game shape -------------------------------------------------------
    length: Length = Length.hanchan
    start_points: int = Field(25000, gt=0)
    return_points: int = Field(30000, gt=0)
    uma: Uma = Uma(
        first=Decimal("50.0"), second=Decimal("10.0"), third=Decimal("-10.0"), fourth=Decimal("-30.0")
    )
    final_points_rounding: Rounding = Rounding.none
    tie_policy: TiePolicy = TiePolicy.split
    leftover_deposits: LeftoverDeposits = LeftoverDeposits.to_top
    deposit_claim: DepositClaim = DepositClaim.any_winner
    extension: Extension = Extension.none
    extension_target: int | None = Field(
        None, description="points someone must hold to end the game (default return_points)"
    )
    time_limit_minutes: int | None = Field(None, gt=0)
    tobi: bool = False  # a player below zero ends the game
    agariyame: bool = False  # the last dealer may stop when leading after a win
    tenpaiyame: bool = False  # the last dealer may stop when leading at a tenpai draw
    last_hand_dealer_may_declare_noten: bool = True
    renchan_on: RenchanOn = RenchanOn.win_or_tenpai
    honba_points: int = Field(300, ge=0)  # per honba stick, paid by the discarder or split on tsumo
    riichi_deposit: int = Field(1000, gt=0)
    noten_payment_total: int = Field(3000, ge=0)

    # --- dora ---------------------------------------------------------------
    aka_dora: AkaDora = AkaDora()
    ippatsu: bool = True
    ura_dora: bool = True
    kan_dora: bool = True
    kan_ura: bool = True
    kan_dora_timing: KanDoraTiming = KanDoraTiming.immediate

    # --- yaku and scoring -----------------------------------------------------
    min_han: int = Field(1, ge=1, description="yaku han needed to win, dora excluded")
    open_tanyao: bool = True
    tsumo_pinfu: bool = True
    double_wind_pair_fu: Literal[2, 4] = 2
    fu_mode: FuMode = FuMode.standard
    kiriage_mangan: bool = False
    kazoe_yakuman: bool = False  # 13+ han = yakuman; off: sanbaiman
    double_yakuman_waits: frozenset[DoubleYakumanWait] = frozenset()
    yakuman_stacking: bool = True
    chiitoitsu_four_of_a_kind: bool = False
    local_yaku: LocalYaku = LocalYaku()
    atozuke: Atozuke = Atozuke.allowed
    chankan_on_closed_kan_for_kokushi: bool = False

    # --- table procedure ----------------------------------------------------
    multiple_ron: MultipleRon = MultipleRon.atamahane
    abortive_draws: AbortiveDraws = AbortiveDraws()
    formal_tenpai: bool = True  # an open hand with no yaku still counts as tenpai
    karaten: Karaten = Karaten.not_tenpai
    riichi_with_negative_points: bool = True
    riichi_when_no_draws_left: bool = True  # except by discarding the haitei tile
    furiten_riichi: bool = True
    kuikae: Kuikae = Kuikae.forbidden
    pao: frozenset[PaoYaku] = frozenset({"daisangen", "daisuushii", "suukantsu"})
    pao_ron_split: PaoRonSplit = PaoRonSplit.half
    yakuman_pao_rule_for_multiple: PaoMultiple = PaoMultiple.part_only
    rinshan_after_minkan: RinshanAfterMinkan = RinshanAfterMinkan.tsumo

    # --- penalties ----------------------------------------------------------
    chombo: Chombo = Chombo()
    cards: Cards | None = None
    think_time: ThinkTime | None = None

    @field_validator("double_yakuman_waits", "pao", mode="before")
    @classmethod
    def _list_to_set(cls, value: object) -> object:
        if isinstance(value, list | tuple):
            return frozenset(value)
        return value

    @model_validator(mode="after")
    def _check_combination(self) -> Ruleset:
        if self.schema_version != SCHEMA_VERSION:
            raise ValueError(
                f"schema_version {self.schema_version} is not supported (this taikai reads "
                f"version {SCHEMA_VERSION})"
            )
        if self.return_points < self.start_points:
            raise ValueError(
                f"return_points ({self.return_points}) is below start_points ({self.start_points})"
            )
        if list(self.uma.by_place()) != sorted(self.uma.by_place(), reverse=True):
            raise ValueError("uma must not increase from one place to the next")
        if self.multiple_ron is not MultipleRon.double and (
            self.abortive_draws.sanchahou is not AbortiveDraw.off
        ):
            raise ValueError(
                "abortive_draws.sanchahou applies only with multiple_ron = double "
                f"(it is {self.multiple_ron.value})"
            )
        if self.fu_mode is FuMode.fu_less and self.kiriage_mangan:
            raise ValueError("kiriage_mangan has no meaning with fu_mode = fu_less")
        if self.kan_ura and not (self.ura_dora and self.kan_dora):
            raise ValueError("kan_ura needs both ura_dora and kan_dora")
        return self

    @property
    def target_points(self) -> int:
        """Points someone must hold for the game to end after the last hand (extension)."""
        return self.extension_target if self.extension_target is not None else self.return_points
