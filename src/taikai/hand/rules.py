"""The rules the hand scorer reads: the fields of a ruleset that value one win.

:class:`HandRules` holds, under the same names, the fields of :class:`taikai.rules.Ruleset` that the
scorer, the fu count, the yaku and the dora read (the yaku and scoring, and the dora of RULES.md
section 1; the sticks a winner collects). Their meaning, defaults and validation are the
ruleset's: a :class:`HandRules` is never read from a file, it is taken from a validated ruleset
(``Ruleset.hand``) or is a preset's, ready made (:mod:`taikai.rules.hand_presets`, checked against
the presets by the tests).

A plain frozen value (mypyc compiles it: the scorer reads its fields directly), equal for rulesets
that value every win alike, whatever else they change.

>>> from taikai.rules import load
>>> rules = load("mleague").hand
>>> rules.min_han, rules.kiriage_mangan, rules.aka_dora
(1, True, RedFives(m=1, p=1, s=1))
"""

from __future__ import annotations

from dataclasses import dataclass

from taikai.rules.kinds import Atozuke, DepositClaim, FuMode, LimitName

__all__ = ["FIELDS", "HandRules", "LocalYakuLimits", "RedFives"]


@dataclass(frozen=True)
class RedFives:
    """``aka_dora``: red fives of each suit (each is one dora)."""

    m: int
    p: int
    s: int


@dataclass(frozen=True)
class LocalYakuLimits:
    """``local_yaku``: the limit each local yaku pays; None: not played."""

    renhou: LimitName | None
    daisharin: LimitName | None
    paarenchan: LimitName | None
    nagashi_mangan: LimitName | None


@dataclass(frozen=True)
class HandRules:
    """The fields of a ruleset the hand scorer reads (see the module docstring); each field is the
    ruleset's field of the same name."""

    min_han: int
    open_tanyao: bool
    tsumo_pinfu: bool
    double_wind_pair_fu: int
    fu_mode: FuMode
    kiriage_mangan: bool
    kazoe_yakuman: bool
    double_yakuman_waits: frozenset[str]
    yakuman_stacking: bool
    chiitoitsu_four_of_a_kind: bool
    local_yaku: LocalYakuLimits
    atozuke: Atozuke
    chankan_on_closed_kan_for_kokushi: bool
    pao: frozenset[str]
    honba_points: int
    riichi_deposit: int
    deposit_claim: DepositClaim
    aka_dora: RedFives
    ippatsu: bool
    ura_dora: bool
    kan_dora: bool
    kan_ura: bool


#: The field names of :class:`HandRules`, in order (each a :class:`~taikai.rules.Ruleset` field).
FIELDS: tuple[str, ...] = tuple(HandRules.__dataclass_fields__)
