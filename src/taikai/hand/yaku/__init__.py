"""Yaku: one small predicate per yaku over a frozen :class:`WinContext`, plus the data table.

See :mod:`taikai.hand.yaku.table` for names, han, yakuman and suppression.
"""

from taikai.hand.yaku.context import Form, Wait, WinContext
from taikai.hand.yaku.table import (
    BY_NAME,
    DOUBLE_CAPABLE,
    NAMES,
    NOT_A_YAKU_FOR_MIN_HAN,
    SUPPRESSES,
    YAKU,
    YakuPlan,
    YakuSpec,
    detect,
    plan_for,
)

__all__ = [
    "BY_NAME",
    "DOUBLE_CAPABLE",
    "NAMES",
    "NOT_A_YAKU_FOR_MIN_HAN",
    "SUPPRESSES",
    "YAKU",
    "Form",
    "Wait",
    "WinContext",
    "YakuPlan",
    "YakuSpec",
    "detect",
    "plan_for",
]
