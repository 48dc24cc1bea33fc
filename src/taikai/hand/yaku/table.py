"""Yaku as data: names (CONTRACTS.md spelling), han closed/open, yakuman, suppression.

Every yaku is one :class:`YakuSpec` pairing its contract name, its value and
one predicate ``(WinContext) -> bool``. What hides what is the
:data:`SUPPRESSES` table, not code; any yakuman hides every non-yakuman.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from taikai.hand.yaku import colors, shape, situational, yakuman
from taikai.hand.yaku.context import WinContext

Predicate = Callable[[WinContext], bool]


@dataclass(frozen=True, slots=True)
class YakuSpec:
    """One yaku: name, han closed and open (0 = closed only), or a yakuman; or a local yaku.

    ``local`` names the ``Ruleset.local_yaku`` field that gives a local yaku
    its value (a limit); then ``closed``/``open`` are unused.
    """

    name: str
    closed: int
    open: int
    holds: Predicate
    yakuman: bool = False
    local: str | None = None


def _y(name: str, closed: int, open_: int, holds: Predicate) -> YakuSpec:
    return YakuSpec(name, closed, open_, holds)


def _ym(name: str, holds: Predicate) -> YakuSpec:
    return YakuSpec(name, 13, 13, holds, yakuman=True)


def _local(name: str, holds: Predicate) -> YakuSpec:
    return YakuSpec(name, 0, 0, holds, local=name)


YAKU: tuple[YakuSpec, ...] = (
    _y("menzen_tsumo", 1, 0, situational.menzen_tsumo),
    _y("riichi", 1, 0, situational.riichi),
    _y("double_riichi", 2, 0, situational.double_riichi),
    _y("ippatsu", 1, 0, situational.ippatsu),
    _y("chankan", 1, 1, situational.chankan),
    _y("rinshan", 1, 1, situational.rinshan),
    _y("haitei", 1, 1, situational.haitei),
    _y("houtei", 1, 1, situational.houtei),
    _y("pinfu", 1, 0, shape.pinfu),
    _y("tanyao", 1, 1, colors.tanyao),
    _y("iipeikou", 1, 0, shape.iipeikou),
    _y("seat_wind", 1, 1, colors.seat_wind),
    _y("round_wind", 1, 1, colors.round_wind),
    _y("haku", 1, 1, colors.haku),
    _y("hatsu", 1, 1, colors.hatsu),
    _y("chun", 1, 1, colors.chun),
    _y("chiitoitsu", 2, 0, shape.chiitoitsu),
    _y("chanta", 2, 1, shape.chanta),
    _y("ittsu", 2, 1, shape.ittsu),
    _y("sanshoku", 2, 1, shape.sanshoku),
    _y("sanshoku_doukou", 2, 2, shape.sanshoku_doukou),
    _y("sankantsu", 2, 2, shape.sankantsu),
    _y("toitoi", 2, 2, shape.toitoi),
    _y("sanankou", 2, 2, shape.sanankou),
    _y("shousangen", 2, 2, colors.shousangen),
    _y("honroutou", 2, 2, colors.honroutou),
    _y("ryanpeikou", 3, 0, shape.ryanpeikou),
    _y("junchan", 3, 2, shape.junchan),
    _y("honitsu", 3, 2, colors.honitsu),
    _y("chinitsu", 6, 5, colors.chinitsu),
    _ym("tenhou", situational.tenhou),
    _ym("chiihou", situational.chiihou),
    _ym("daisangen", yakuman.daisangen),
    _ym("suuankou", yakuman.suuankou),
    _ym("suuankou_tanki", yakuman.suuankou_tanki),
    _ym("tsuuiisou", yakuman.tsuuiisou),
    _ym("ryuuiisou", yakuman.ryuuiisou),
    _ym("chinroutou", yakuman.chinroutou),
    _ym("chuuren", yakuman.chuuren),
    _ym("junsei_chuuren", yakuman.junsei_chuuren),
    _ym("kokushi", yakuman.kokushi),
    _ym("kokushi_13", yakuman.kokushi_13),
    _ym("daisuushii", yakuman.daisuushii),
    _ym("shousuushii", yakuman.shousuushii),
    _ym("suukantsu", yakuman.suukantsu),
    _local("renhou", situational.renhou),
    _local("daisharin", yakuman.daisharin),
    _local("paarenchan", situational.paarenchan),
)

BY_NAME = {spec.name: spec for spec in YAKU}

#: A yaku on the left hides the yaku on the right when both hold.
SUPPRESSES: dict[str, frozenset[str]] = {
    "double_riichi": frozenset({"riichi"}),
    "ryanpeikou": frozenset({"iipeikou"}),
    "chinitsu": frozenset({"honitsu"}),
    "junchan": frozenset({"chanta"}),
    "kokushi_13": frozenset({"kokushi"}),
    "suuankou_tanki": frozenset({"suuankou"}),
    "junsei_chuuren": frozenset({"chuuren"}),
    "daisuushii": frozenset({"shousuushii"}),
}

#: Yakuman that count double when named in ``Ruleset.double_yakuman_waits`` (else single, same name).
DOUBLE_CAPABLE = frozenset({"kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"})

#: Local yaku that do not count toward ``min_han`` (the hand must be a legal win without them).
NOT_A_YAKU_FOR_MIN_HAN = frozenset({"paarenchan"})

#: The lowest han of each limit: a local yaku valued at a limit raises the hand's han to at least this.
LIMIT_MIN_HAN = {"mangan": 5, "haneman": 6, "baiman": 8, "sanbaiman": 11}

NAMES = (*(spec.name for spec in YAKU), "dora", "ura_dora", "aka_dora", "nagashi_mangan")


def detect(ctx: WinContext) -> list[YakuSpec]:
    """Every yaku that holds for this interpretation, after the suppression table.

    Yakuman do not hide the other yaku here (the scorer needs them for min_han and sakizuke);
    :func:`yakuman_only` applies that rule.
    """
    found = [spec for spec in YAKU if (ctx.menzen or spec.open or spec.local) and spec.holds(ctx)]
    if len(found) < 2:
        return found
    hidden: set[str] = set()
    for spec in found:
        hidden |= SUPPRESSES.get(spec.name, frozenset())
    return [spec for spec in found if spec.name not in hidden] if hidden else found


def yakuman_only(found: list[YakuSpec], ctx: WinContext) -> list[YakuSpec]:
    """Any yakuman (or local yaku valued as a yakuman) hides every other yaku."""
    yakuman = [spec for spec in found if is_yakuman(spec, ctx)]
    return yakuman or found


def is_yakuman(spec: YakuSpec, ctx: WinContext) -> bool:
    """A yakuman, or a local yaku the ruleset values as a yakuman."""
    if spec.local:
        return getattr(ctx.ruleset.local_yaku, spec.local) == "yakuman"
    return spec.yakuman
