"""The one declarative ruleset model (RULES.md section 1).

Every rule the engine applies is a field here; the engine reads fields, never
a preset's name. A ruleset is frozen: results never share mutable state with
it. Field names are the spec's names.
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from functools import lru_cache
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator

from taikai.hand.rules import FIELDS as HAND_FIELDS
from taikai.hand.rules import HandRules, LocalYakuLimits, RedFives
from taikai.reasons import Reason
from taikai.rules.codes import RulesCode
from taikai.rules.kinds import (
    AbortiveDraw,
    Atozuke,
    ChomboKind,
    DepositClaim,
    DoubleYakumanWait,
    Extension,
    FuMode,
    KanDoraTiming,
    Karaten,
    Kuikae,
    LeftoverDeposits,
    Length,
    LimitName,
    MultipleRon,
    MultipleRonHonba,
    OffenceCost,
    PaoMultiple,
    PaoSplit,
    PaoYaku,
    RenchanOn,
    RinshanAfterMinkan,
    Rounding,
    TiePolicy,
)
from taikai.rules.validation import Problem, invalid, problems_error

SCHEMA_VERSION = 1


def _one_place(value: Decimal) -> Decimal:
    """pt always carry exactly one decimal place (50 -> 50.0)."""
    return value.quantize(Decimal("0.1"))


Pt = Annotated[Decimal, Field(max_digits=8, decimal_places=1), AfterValidator(_one_place)]


class _Frozen(BaseModel):
    # attribute docstrings are the fields' descriptions: `taikai rules show` and docs/rules.md print
    # them, read when first needed (taikai.rules.describe), not as the classes are built (a tenth of
    # the start-up of every command that loads a ruleset)
    model_config = ConfigDict(extra="forbid", frozen=True, use_enum_values=False)


class AkaDora(_Frozen):
    """How many red fives each suit has (each is one dora)."""

    m: int = Field(1, ge=0, le=4)
    """Red 5m tiles (0-4)."""
    p: int = Field(1, ge=0, le=4)
    """Red 5p tiles (0-4)."""
    s: int = Field(1, ge=0, le=4)
    """Red 5s tiles (0-4)."""


class Uma(_Frozen):
    """pt added by place, oka included (e.g. +50 +10 -10 -30 with 25000 start / 30000 return)."""

    first: Pt
    """pt for first place."""
    second: Pt
    """pt for second place."""
    third: Pt
    """pt for third place."""
    fourth: Pt
    """pt for fourth place."""

    def by_place(self) -> tuple[Decimal, Decimal, Decimal, Decimal]:
        return (self.first, self.second, self.third, self.fourth)


class AbortiveDraws(_Frozen):
    """What each abortive draw does."""

    kyuushu_kyuuhai: AbortiveDraw = AbortiveDraw.off
    """Kyuushu kyuuhai: nine different terminals and honors in one's first draw, uninterrupted."""
    suufon_renda: AbortiveDraw = AbortiveDraw.off
    """Suufon renda: the same wind discarded by all four players in the first go-around."""
    suucha_riichi: AbortiveDraw = AbortiveDraw.off
    """Suucha riichi: all four players in riichi."""
    suukaikan: AbortiveDraw = AbortiveDraw.off
    """Suukaikan: four kans declared by more than one player."""
    sanchahou: AbortiveDraw = AbortiveDraw.off
    """Sanchahou: three rons on one discard (only meaningful with multiple_ron = double)."""


class LocalYaku(_Frozen):
    """Local yaku and their value; null = not played."""

    renhou: LimitName | None = None
    """Renhou: a non-dealer's ron before their first draw, with no call before it."""
    daisharin: LimitName | None = None
    """Daisharin: the chiitoitsu 22334455667788p."""
    paarenchan: LimitName | None = None
    """Paarenchan: the 8th consecutive win of the same dealer."""
    nagashi_mangan: LimitName | None = None
    """Nagashi mangan: at an exhaustive draw, only terminals and honors discarded and none called."""


class Chombo(_Frozen):
    """The chombo penalty."""

    kind: ChomboKind = ChomboKind.pt
    """pt (a pt penalty on the final score), confiscate (points removed from the offender, paid to
    nobody) or mangan_payment (the offender pays a mangan tsumo to the others)."""
    pt: Pt = Field(Decimal("-20.0"), le=0)
    """kind pt: pt added to the offender's final score (zero or negative)."""
    intentional_multiplier: int = Field(3, ge=1)
    """An intentional chombo counts this many times."""
    points: int = Field(12000, ge=0, multiple_of=100)
    """kind confiscate: points removed from the offender at once, paid to nobody."""

    def times(self, intentional: bool) -> int:
        """How many chombo one counts as: ``intentional_multiplier`` if it was intentional, else 1."""
        return self.intentional_multiplier if intentional else 1

    def confiscated(self, intentional: bool) -> int:
        """Points one chombo removes from the table (kind ``confiscate``; 0 for the other kinds)."""
        return self.points * self.times(intentional) if self.kind is ChomboKind.confiscate else 0

    def penalty_pt(self, intentional: bool) -> Decimal:
        """pt one chombo adds to the offender's final score (kind ``pt``; 0.0 for the other kinds)."""
        if self.kind is not ChomboKind.pt:
            return Decimal("0.0")
        return (self.pt * self.times(intentional)).quantize(Decimal("0.1"))


class Offences(_Frozen):
    """What recorded play that breaks a rule is: an offence (proposed to staff when a log holds it,
    never imposed: taikai.game.offences) and what it costs, or none (a log holding it is refused)."""

    furiten_ron: OffenceCost = OffenceCost.none
    """A ron in furiten."""
    wrong_win: OffenceCost = OffenceCost.none
    """A win the rules do not allow (kata-agari, no yaku, a sakizuke the call did not fix)."""
    noten_riichi: OffenceCost = OffenceCost.none
    """A riichi declared without tenpai."""
    noten_riichi_at_draw_only: bool = False
    """A noten riichi is an offence only when its hand ends in an exhaustive draw."""
    riichi_kan: OffenceCost = OffenceCost.none
    """A kan after riichi that the rules do not allow (a closed kan that changes the wait)."""
    kuikae: OffenceCost = OffenceCost.none
    """A swap call's discard where kuikae is forbidden."""


class Cards(_Frozen):
    """Yellow and red cards (M-League)."""

    yellow_per_red: int = Field(2, ge=1)
    """This many yellow cards in one day make a red card."""
    red_pt: Pt = Field(Decimal("-20.0"), le=0)
    """pt added to the final score for a red card (zero or negative)."""


class ThinkTime(_Frozen):
    """Online think time: seconds per action plus a bank per hand."""

    per_action: int = Field(ge=0)
    """Seconds for each action."""
    bank: int = Field(ge=0)
    """Extra seconds to draw on when an action's time runs out."""


class Ruleset(_Frozen):
    """Every rule of a game, as data. Load with :func:`taikai.rules.load`."""

    schema_version: int = SCHEMA_VERSION
    """Version of the ruleset schema; files of an older version are migrated when loaded."""
    name: str = Field(..., min_length=1)
    """Short name used on the command line, e.g. mleague."""
    title: str = ""
    """Human title."""
    source: str = ""
    """Where the rules come from (document, date)."""

    # --- game shape -------------------------------------------------------
    length: Length = Length.hanchan
    """hanchan (east and south rounds) or tonpuusen (east round only)."""
    start_points: int = Field(25000, gt=0, multiple_of=100)
    """Points each player starts with."""
    return_points: int = Field(30000, gt=0, multiple_of=100)
    """Points handed back at the end: base pt = (final points - return_points) / 1000. Not below
    start_points; the difference (oka) is part of uma."""
    uma: Uma = Uma(
        first=Decimal("50.0"), second=Decimal("10.0"), third=Decimal("-10.0"), fourth=Decimal("-30.0")
    )
    """pt added by final place, oka included (M-League: +50 +10 -10 -30 with 25000 start and 30000
    return); never increasing from one place to the next."""
    final_points_rounding: Rounding = Rounding.none
    """How final points are rounded before they become pt: none; toward_return (002: below
    return_points up to 1000, at or above down to 1000); gosha_rokunyuu ((points - return_points) / 1000
    to a whole pt, 5 down and 6 up in magnitude); shisha_gonyuu (Tenhou: points to 1000, half away from
    zero). With the last two the top takes the balance."""
    places_before_rounding: bool = False
    """Places come from the points before rounding (Tenhou); false: from the rounded points (RULES.md
    section 2 step 3)."""
    tie_policy: TiePolicy = TiePolicy.split
    """Equal final points: split (the tied players share their places; uma and leftover deposits are
    divided in 0.1 pt units, the remainder one unit each from the seat closest to the first dealer:
    '4:3:3') or seat_order (the seat closer to the first dealer ranks higher)."""
    leftover_deposits: LeftoverDeposits = LeftoverDeposits.to_top
    """Riichi deposits still on the table at the end: to_top (first place takes them) or lost."""
    deposit_claim: DepositClaim = DepositClaim.any_winner
    """Who collects the riichi deposits on a win: any_winner, or riichi_winner_only (only a winner who
    declared riichi; otherwise they stay on the table)."""
    extension: Extension = Extension.none
    """After the last hand, when nobody holds target_points: none (the game ends); sudden_death (play
    on; the game ends when a hand ends with someone at the target); full_rounds (play whole west,
    north, east ... rounds; stop after a round that ends with someone at the target)."""
    extension_target: int | None = Field(None, gt=0, multiple_of=100)
    """Points someone must hold to end an extended game; unset = return_points. Needs an extension."""
    extension_rounds: int | None = Field(None, ge=1)
    """How many extra rounds an extension may play (Tenhou: 1, the west round only); unset = no limit."""
    time_limit_minutes: int | None = Field(None, gt=0)
    """Minutes after the start: the hand in progress when they pass is the last; unset = no limit."""
    tobi: bool = False
    """A player below zero points ends the game at once (bust)."""
    agariyame: bool = False
    """In the last hand, a dealer who wins and is then in first place may end the game."""
    tenpaiyame: bool = False
    """In the last hand, a dealer tenpai at an exhaustive draw and in first place may end the game."""
    last_hand_dealer_may_declare_noten: bool = True
    """In the last hand, a tenpai dealer (not in riichi) may declare noten at the exhaustive draw."""
    renchan_on: RenchanOn = RenchanOn.win_or_tenpai
    """When the dealer keeps the seat: win_or_tenpai (a dealer win, or dealer tenpai at an exhaustive
    draw), win (a dealer win only) or always_on_draw (a dealer win or any exhaustive draw)."""
    honba_points: int = Field(300, ge=0, multiple_of=300)
    """Points per honba stick on a win: all from the discarder on ron, a third from each payer on
    tsumo."""
    riichi_deposit: int = Field(1000, gt=0, multiple_of=100)
    """Points a player puts on the table to declare riichi."""
    noten_payment_total: int = Field(3000, ge=0, multiple_of=600)
    """Points the noten players pay the tenpai players at an exhaustive draw, in total (a multiple of
    600, so that shares among 1, 2 or 3 players are whole hundreds)."""

    # --- dora ---------------------------------------------------------------
    aka_dora: AkaDora = AkaDora()
    """Red fives per suit; each is one dora."""
    ippatsu: bool = True
    """Ippatsu is a yaku."""
    ura_dora: bool = True
    """A riichi winner's ura dora indicators are turned."""
    kan_dora: bool = True
    """Each kan turns a new dora indicator."""
    kan_ura: bool = True
    """Each kan also adds an ura dora indicator (needs ura_dora and kan_dora)."""
    kan_dora_timing: KanDoraTiming = KanDoraTiming.immediate
    """When a kan's indicator turns: immediate (every kan at once) or after_discard (open and added
    kans after the kan's discard, closed kans at once). A robbed kan (chankan) turns none."""

    # --- yaku and scoring -----------------------------------------------------
    min_han: int = Field(1, ge=1)
    """Yaku han needed to win, dora excluded (2 = ryanhan shibari)."""
    open_tanyao: bool = True
    """Tanyao counts in an open hand (kuitan)."""
    tsumo_pinfu: bool = True
    """Pinfu counts on a tsumo win; off: a closed pinfu-shaped tsumo scores menzen tsumo only."""
    double_wind_pair_fu: Literal[2, 4] = 2
    """Fu of a pair that is both the seat wind and the round wind: 2 or 4."""
    fu_mode: FuMode = FuMode.standard
    """standard (han and fu) or fu_less (value by han alone: RULES.md table 3)."""
    kiriage_mangan: bool = False
    """4 han 30 fu and 3 han 60 fu pay mangan (standard fu mode only)."""
    kazoe_yakuman: bool = False
    """13 or more han without a yakuman count as a yakuman; off: sanbaiman."""
    double_yakuman_waits: frozenset[DoubleYakumanWait] = frozenset()
    """Single yakuman that count double: any of kokushi_13 (13-sided kokushi), suuankou_tanki,
    junsei_chuuren, daisuushii; empty = every yakuman counts once."""
    yakuman_stacking: bool = True
    """Distinct yakuman in one hand add up (tenhou + suuankou + tsuuiisou + daisuushii = 4 yakuman);
    off: a hand is worth its largest single yakuman."""
    chiitoitsu_four_of_a_kind: bool = False
    """Chiitoitsu may hold two pairs of the same tile."""
    local_yaku: LocalYaku = LocalYaku()
    """Local yaku and the limit each pays; unset = not played."""
    atozuke: Atozuke = Atozuke.allowed
    """Yaku of open hands: allowed (yaku may come after the calls; kata-agari allowed), no_kata_agari
    (every wait must give a yaku by the same method) or complete_sakizuke (no kata-agari, and an open
    hand's yaku is fixed at its call: RULES.md section 4)."""
    chankan_on_closed_kan_for_kokushi: bool = False
    """Kokushi musou may rob a closed kan (chankan on an ankan)."""

    # --- table procedure ----------------------------------------------------
    multiple_ron: MultipleRon = MultipleRon.atamahane
    """Several players ron the same discard: atamahane (only the first after the discarder wins),
    double (two winners paid separately; three rons follow abortive_draws.sanchahou) or triple (two or
    three winners, all paid)."""
    multiple_ron_honba: MultipleRonHonba = MultipleRonHonba.first_winner
    """Who is paid the honba on a multiple ron: first_winner (the first winner after the discarder in
    turn order) or each_winner (every winner, each by the discarder; Mahjong Soul). The riichi
    deposits go to the first winner who may collect them either way."""
    abortive_draws: AbortiveDraws = AbortiveDraws()
    """What each abortive draw does: off (play on), redeal (same dealer, no honba added) or
    redeal_honba (same dealer, one honba added)."""
    formal_tenpai: bool = True
    """An open hand with no yaku still counts as tenpai at an exhaustive draw."""
    karaten: Karaten = Karaten.not_tenpai
    """A wait only on tiles all held in one's own hand: not_tenpai or tenpai."""
    riichi_with_negative_points: bool = True
    """A player holding less than riichi_deposit may still declare riichi."""
    riichi_when_no_draws_left: bool = True
    """Riichi may be declared when one has no draw left (never by discarding the haitei tile); off: a
    riichi needs a later draw of one's own."""
    furiten_riichi: bool = True
    """A furiten hand may declare riichi."""
    kuikae: Kuikae = Kuikae.forbidden
    """Swap calling (discarding after a call a tile that completes the same set): forbidden or
    allowed."""
    pao: frozenset[PaoYaku] = frozenset({"daisangen", "daisuushii", "suukantsu"})
    """Yakuman with a responsibility payment (pao): any of daisangen, daisuushii, suukantsu."""
    pao_split: PaoSplit = PaoSplit.half
    """Pao on ron: half (the pao player and the discarder pay half each of the pao part) or full (the
    pao player pays it all). On tsumo the pao player pays the whole pao part; honba go with pao."""
    yakuman_pao_rule_for_multiple: PaoMultiple = PaoMultiple.part_only
    """A multiple yakuman with one pao part: part_only (pao covers its own part, the rest is paid as
    usual) or whole (pao covers the whole hand)."""
    rinshan_after_minkan: RinshanAfterMinkan = RinshanAfterMinkan.tsumo
    """A rinshan win after an open kan on a discard: tsumo (everybody pays) or kan_caller_pays (the
    player whose discard was called for the kan pays all)."""

    # --- penalties ----------------------------------------------------------
    chombo: Chombo = Chombo()
    """The chombo penalty."""
    offences: Offences = Offences()
    """Which broken rules in recorded play are offences, and what each costs."""
    cards: Cards | None = None
    """Yellow and red cards (M-League); unset = no cards."""
    think_time: ThinkTime | None = None
    """Online think time; unset = live play."""

    @field_validator("double_yakuman_waits", "pao", mode="before")
    @classmethod
    def _list_to_set(cls, value: object) -> object:
        if isinstance(value, list | tuple):
            return frozenset(value)
        return value

    @field_validator("schema_version")
    @classmethod
    def _current_schema(cls, value: int) -> int:
        if value != SCHEMA_VERSION:
            raise invalid(RulesCode.schema_version_unsupported, version=value, current=SCHEMA_VERSION)
        return value

    @model_validator(mode="after")
    def _check_combination(self) -> Ruleset:
        problems = combination_problems(self)
        if problems:
            raise problems_error(problems)
        return self

    @property
    def target_points(self) -> int:
        """Points someone must hold for the game to end after the last hand (extension)."""
        return self.extension_target if self.extension_target is not None else self.return_points

    @property
    def hand(self) -> HandRules:
        """The fields the hand scorer reads (:class:`taikai.hand.rules.HandRules`), same names; the
        same object for equal rulesets (of the last few), so that the scorer finds its plan at once."""
        return _hand_rules(self)


@lru_cache(maxsize=16)  # keyed by the ruleset's value (never stale); a table replays one per game
def _hand_rules(ruleset: Ruleset) -> HandRules:
    values = {name: getattr(ruleset, name) for name in HAND_FIELDS}
    values["aka_dora"] = RedFives(**dict(ruleset.aka_dora))
    values["local_yaku"] = LocalYakuLimits(**dict(ruleset.local_yaku))
    return HandRules(**values)


def _points_problems(r: Ruleset) -> Iterator[Problem]:
    if r.return_points < r.start_points:
        yield Problem(
            "return_points",
            Reason.of(
                RulesCode.return_below_start, return_points=r.return_points, start_points=r.start_points
            ),
        )
    places = r.uma.by_place()
    if list(places) != sorted(places, reverse=True):
        yield Problem("uma", Reason.of(RulesCode.uma_increasing, uma=" ".join(map(str, places))))
    if r.extension_target is not None and r.extension is Extension.none:
        yield Problem("extension_target", Reason(RulesCode.extension_target_unused))


def _dora_problems(r: Ruleset) -> Iterator[Problem]:
    if r.kan_ura and not (r.ura_dora and r.kan_dora):
        missing = tuple(name for name in ("ura_dora", "kan_dora") if not getattr(r, name))
        yield Problem("kan_ura", Reason.of(RulesCode.kan_ura_needs, missing=missing))
    if r.kan_dora_timing is not KanDoraTiming.immediate and not r.kan_dora:
        yield Problem("kan_dora_timing", Reason(RulesCode.kan_dora_timing_unused))


def _scoring_problems(r: Ruleset) -> Iterator[Problem]:
    if r.fu_mode is FuMode.fu_less and r.kiriage_mangan:
        yield Problem("kiriage_mangan", Reason(RulesCode.kiriage_fu_less))
    if r.fu_mode is FuMode.fu_less and r.double_wind_pair_fu != 2:
        yield Problem("double_wind_pair_fu", Reason(RulesCode.wind_pair_fu_less))


def _procedure_problems(r: Ruleset) -> Iterator[Problem]:
    if r.multiple_ron is not MultipleRon.double and r.abortive_draws.sanchahou is not AbortiveDraw.off:
        bumped = r.multiple_ron is MultipleRon.atamahane
        code = RulesCode.sanchahou_atamahane if bumped else RulesCode.sanchahou_triple
        yield Problem("abortive_draws.sanchahou", Reason(code))
    if r.chombo.kind is ChomboKind.confiscate and r.chombo.points == 0:
        yield Problem("chombo.points", Reason(RulesCode.chombo_points_zero))
    if r.chombo.kind is ChomboKind.pt and r.chombo.pt == 0:
        yield Problem("chombo.pt", Reason(RulesCode.chombo_pt_zero))


def combination_problems(ruleset: Ruleset) -> list[Problem]:
    """Every field whose value contradicts another one (empty for a sound ruleset).

    Fields alone are checked by their types; this checks the impossible combinations.
    """
    return [
        *_points_problems(ruleset),
        *_dora_problems(ruleset),
        *_scoring_problems(ruleset),
        *_procedure_problems(ruleset),
    ]
