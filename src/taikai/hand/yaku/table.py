"""Yaku as data: names (CONTRACTS.md spelling), han closed/open, yakuman, suppression.

Every yaku is one :class:`YakuSpec` pairing its contract name, its value and
one predicate ``(WinContext) -> bool``. What hides what is the
:data:`SUPPRESSES` table, not code; any yakuman hides every non-yakuman (the
scorer's one rule). Groups of yaku share a cheap precondition (:func:`gate_word`)
so that most predicates are not even asked.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from itertools import compress, repeat
from operator import call
from typing import Any

from taikai.hand.rules import HandRules
from taikai.hand.score import LIMIT_MIN_HAN
from taikai.hand.yaku import colors, shape, situational, yakuman
from taikai.hand.yaku.context import HONORS, TERMINALS_HONORS, Form, WinContext
from taikai.tiles import CHUN, HAKU, HATSU

Predicate = Callable[[WinContext], bool]


@dataclass(frozen=True, slots=True, eq=False)
class YakuSpec:
    """One yaku: name, han closed and open (0 = closed only), or a yakuman; or a local yaku.

    ``local`` names the ``Ruleset.local_yaku`` field that gives a local yaku
    its value (a limit); then ``closed``/``open`` are unused. ``gate`` names the
    cheap precondition (:data:`GATE_NAMES`) without which the yaku cannot hold: the
    predicate is not even asked then. Each spec is one entry of the table: it equals only itself.
    """

    name: str
    closed: int
    open: int
    holds: Predicate
    yakuman: bool = False
    local: str | None = None
    gate: str = "always"


def _y(name: str, closed: int, open_: int, holds: Predicate, gate: str) -> YakuSpec:
    return YakuSpec(name, closed, open_, holds, gate=gate)


def _ym(name: str, holds: Predicate, gate: str) -> YakuSpec:
    return YakuSpec(name, 13, 13, holds, yakuman=True, gate=gate)


def _local(name: str, holds: Predicate, gate: str) -> YakuSpec:
    return YakuSpec(name, 0, 0, holds, local=name, gate=gate)


def _rare_situation(ctx: WinContext) -> bool:
    r = ctx.request
    return (
        r.haitei
        or r.houtei
        or r.rinshan
        or r.chankan
        or r.tenhou
        or r.chiihou
        or r.renhou
        or (r.consecutive_wins >= 8)
    )


#: Gate names (``YakuSpec.gate``), in this order the bits of a gate word (see :func:`gate_word`).
GATE_NAMES = (
    "always",
    "situation",  # a flag, or a tsumo
    "rare_situation",  # a rare flag, or 8 consecutive wins (paarenchan)
    "simples",  # no terminal or honor
    "honors",  # an honor present
    "terminals_honors",  # only terminals and honors
    "repeated_sequence",  # one sequence twice (or more)
    "three_sequences",
    "four_sequences",
    "outside",  # a sequence, a terminal or honor pair, no 4-6 (chanta, junchan: sets 123/789 or outside)
    "seat_triplet",  # a triplet of the seat wind
    "round_triplet",  # a triplet of the round wind
    "haku_triplet",
    "hatsu_triplet",
    "chun_triplet",
    "dragon_pair",
    "three_triplets",
    "pure",  # one suit without honors, or only honors, only terminals or only green tiles
    "special_form",  # seven pairs or thirteen orphans
)
(ALL, SIT, RARE, SIMPLE, HONORED, TH, REPEAT, SEQ3, SEQ4, OUT,
 SEAT3, ROUND3, HAKU3, HATSU3, CHUN3, DRAGON2, TRI3, PURE, FORM) = GATE_NAMES  # fmt: skip
GATE_BIT = {name: 1 << index for index, name in enumerate(GATE_NAMES)}
SITUATIONAL_GATES = frozenset({SIT, RARE})  # yaku under these gates read only flags and menzen
(_SIT, _RARE, _SIMPLE, _HONORED, _TH, _REPEAT, _SEQ3, _SEQ4, _OUT,
 _SEAT3, _ROUND3, _HAKU3, _HATSU3, _CHUN3, _DRAGON2, _TRI3, _PURE, _FORM) = (
    GATE_BIT[n] for n in GATE_NAMES[1:]
)  # fmt: skip
_DRAGON_TRIPLET = {HAKU: _HAKU3, HATSU: _HATSU3, CHUN: _CHUN3}
_OUTSIDE_PAIR = frozenset((0, 8, 9, 17, 18, 26, *range(27, 34)))
_MIDDLE = sum(1 << (suit + number) for suit in (0, 9, 18) for number in (3, 4, 5))  # 4-6 of each suit


def situation_gates(ctx: WinContext) -> int:
    """The gate word of the situational gates (only asked when a situation is first met, see
    :func:`_situational`)."""
    word = GATE_BIT[ALL]
    if ctx.request.flagged:
        word |= _SIT
    if _rare_situation(ctx):
        word |= _RARE
    return word


def _honor_gates(ctx: WinContext, triplets: tuple[int, ...]) -> int:
    """The gates of a hand holding honors: which honor triplets, a dragon pair."""
    word = 0
    if triplets and max(triplets) >= 27:
        for kind in triplets:
            word |= _DRAGON_TRIPLET.get(kind, 0)
        if ctx.seat_wind in triplets:
            word |= _SEAT3
        if ctx.round_wind in triplets:
            word |= _ROUND3
    if ctx.pair >= HAKU:
        word |= _DRAGON2
    return word


def gate_word(ctx: WinContext) -> int:
    """The gates of the hand's shape that hold for this interpretation, one bit each (``GATE_BIT``):
    cheap preconditions that rule yaku out, computed at once for all of them."""
    sequences = ctx.sequences
    count = len(sequences)
    triplets = ctx.triplets
    mask = ctx.mask
    word = 1  # always
    if not mask & TERMINALS_HONORS:
        word |= _SIMPLE
    elif mask & HONORS:
        word |= (_HONORED | _TH if not mask & ~TERMINALS_HONORS else _HONORED) | _honor_gates(ctx, triplets)
    elif not mask & ~TERMINALS_HONORS:
        word |= _TH
    if count >= 2:
        if len(set(sequences)) < count:
            word |= _REPEAT
        if count >= 3:
            word |= _SEQ3 | _SEQ4 if count == 4 else _SEQ3
    if count and ctx.pair in _OUTSIDE_PAIR and not mask & _MIDDLE:
        word |= _OUT
    if len(triplets) >= 3:
        word |= _TRI3
    if ctx.request.facts.pure:
        word |= _PURE
    if ctx.form is not Form.standard:
        word |= _FORM
    return word


YAKU: tuple[YakuSpec, ...] = (
    _y("menzen_tsumo", 1, 0, situational.menzen_tsumo, SIT),
    _y("riichi", 1, 0, situational.riichi, SIT),
    _y("double_riichi", 2, 0, situational.double_riichi, SIT),
    _y("ippatsu", 1, 0, situational.ippatsu, SIT),
    _y("chankan", 1, 1, situational.chankan, RARE),
    _y("rinshan", 1, 1, situational.rinshan, RARE),
    _y("haitei", 1, 1, situational.haitei, RARE),
    _y("houtei", 1, 1, situational.houtei, RARE),
    _y("pinfu", 1, 0, shape.pinfu, SEQ4),
    _y("tanyao", 1, 1, colors.tanyao, SIMPLE),
    _y("iipeikou", 1, 0, shape.iipeikou, REPEAT),
    _y("seat_wind", 1, 1, colors.seat_wind, SEAT3),
    _y("round_wind", 1, 1, colors.round_wind, ROUND3),
    _y("haku", 1, 1, colors.haku, HAKU3),
    _y("hatsu", 1, 1, colors.hatsu, HATSU3),
    _y("chun", 1, 1, colors.chun, CHUN3),
    _y("chiitoitsu", 2, 0, shape.chiitoitsu, FORM),
    _y("chanta", 2, 1, shape.chanta, OUT),
    _y("ittsu", 2, 1, shape.ittsu, SEQ3),
    _y("sanshoku", 2, 1, shape.sanshoku, SEQ3),
    _y("sanshoku_doukou", 2, 2, shape.sanshoku_doukou, TRI3),
    _y("sankantsu", 2, 2, shape.sankantsu, TRI3),
    _y("toitoi", 2, 2, shape.toitoi, TRI3),
    _y("sanankou", 2, 2, shape.sanankou, TRI3),
    _y("shousangen", 2, 2, colors.shousangen, DRAGON2),
    _y("honroutou", 2, 2, colors.honroutou, TH),
    _y("ryanpeikou", 3, 0, shape.ryanpeikou, REPEAT),
    _y("junchan", 3, 2, shape.junchan, OUT),
    _y("honitsu", 3, 2, colors.honitsu, HONORED),
    _y("chinitsu", 6, 5, colors.chinitsu, PURE),
    _ym("tenhou", situational.tenhou, RARE),
    _ym("chiihou", situational.chiihou, RARE),
    _ym("daisangen", yakuman.daisangen, TRI3),
    _ym("suuankou", yakuman.suuankou, TRI3),
    _ym("suuankou_tanki", yakuman.suuankou_tanki, TRI3),
    _ym("tsuuiisou", yakuman.tsuuiisou, PURE),
    _ym("ryuuiisou", yakuman.ryuuiisou, PURE),
    _ym("chinroutou", yakuman.chinroutou, PURE),
    _ym("chuuren", yakuman.chuuren, PURE),
    _ym("junsei_chuuren", yakuman.junsei_chuuren, PURE),
    _ym("kokushi", yakuman.kokushi, FORM),
    _ym("kokushi_13", yakuman.kokushi_13, FORM),
    _ym("daisuushii", yakuman.daisuushii, TRI3),
    _ym("shousuushii", yakuman.shousuushii, TRI3),
    _ym("suukantsu", yakuman.suukantsu, TRI3),
    _local("renhou", situational.renhou, RARE),
    _local("daisharin", yakuman.daisharin, PURE),
    _local("paarenchan", situational.paarenchan, RARE),
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


NAMES = (*(spec.name for spec in YAKU), "dora", "ura_dora", "aka_dora", "nagashi_mangan")


ORDER = {spec.name: index for index, spec in enumerate(YAKU)}


_RANK = {spec: index for index, spec in enumerate(YAKU)}  # specs hash by identity: one per table entry
_SUPPRESSORS = frozenset(BY_NAME[name] for name in SUPPRESSES)  # the specs on the left of SUPPRESSES


Asked = tuple[tuple[YakuSpec, ...], tuple[Predicate, ...]]  # yaku to ask and their predicates


@dataclass(frozen=True, slots=True)
class YakuPlan:
    """The yaku a ruleset can score, grouped by gate, for closed and for open hands.

    Local yaku the ruleset does not play and ippatsu when it is off are left out. ``han`` gives
    each yaku's (closed, open) han under the ruleset: 13 per yakuman (26 for a double the ruleset
    counts), a local yaku's value (13, or the lowest han of its limit); ``yakuman`` names the yaku
    valued as yakuman; ``floors`` the local yaku valued at a lower limit.
    """

    closed: tuple[tuple[int, tuple[YakuSpec, ...]], ...]  # (gate bit, yaku under that gate)
    open: tuple[tuple[int, tuple[YakuSpec, ...]], ...]
    han: dict[str, tuple[int, int]]
    yakuman: frozenset[str]
    floors: frozenset[str]
    situational: tuple[tuple[int, tuple[YakuSpec, ...]], ...]  # read only the flags and menzen
    situation_memo: dict[int, tuple[YakuSpec, ...]]  # 2 * request.situation + menzen -> yaku
    asked: dict[int, Asked]  # 2 * gate word + menzen -> the yaku to ask (table order), their predicates
    counted: dict[tuple[int, int, tuple[bool, ...]], Any]  # (asked key, situation, held) -> the count
    values: dict[tuple[int, int, bool, bool, int], Any]  # (han, fu, dealer, tsumo, yakuman) -> value


def _playable(spec: YakuSpec, ruleset: HandRules) -> bool:
    if spec.local:
        return getattr(ruleset.local_yaku, spec.local) is not None
    return spec.name != "ippatsu" or ruleset.ippatsu


def _grouped(specs: list[YakuSpec]) -> tuple[tuple[int, tuple[YakuSpec, ...]], ...]:
    return tuple(
        (GATE_BIT[name], group) for name in GATE_NAMES if (group := tuple(s for s in specs if s.gate == name))
    )


def _han(spec: YakuSpec, ruleset: HandRules) -> tuple[int, int]:
    if spec.local:
        limit = getattr(ruleset.local_yaku, spec.local)
        value = 13 if limit == "yakuman" else LIMIT_MIN_HAN[limit]
        return value, value
    if spec.yakuman:
        value = 26 if spec.name in DOUBLE_CAPABLE and spec.name in ruleset.double_yakuman_waits else 13
        return value, value
    return spec.closed, spec.open


#: Rulesets whose plans are kept (the least recently used one is dropped beyond): a process loading
#: the same ruleset again (a file, a request's changes) finds its plan by the ruleset's value.
PLANS_KEPT = 16


def plan_for(ruleset: HandRules) -> YakuPlan:
    """The :class:`YakuPlan` of a ruleset: built once per ruleset value, at most :data:`PLANS_KEPT` kept.

    The ruleset asked last is recognised by identity first (a stream asks for the same one on every
    line; hashing a ruleset's value reads all its fields).
    """
    global _last
    if _last is not None and _last[0] is ruleset:
        return _last[1]
    plan = _plan(ruleset)
    _last = (ruleset, plan)
    return plan


_last: tuple[HandRules, YakuPlan] | None = None


@lru_cache(maxsize=PLANS_KEPT)
def _plan(ruleset: HandRules) -> YakuPlan:
    playable = [spec for spec in YAKU if _playable(spec, ruleset)]
    han = {spec.name: _han(spec, ruleset) for spec in playable}
    yakuman = frozenset(s.name for s in playable if s.yakuman or (s.local and han[s.name][0] == 13))
    shaped = [s for s in playable if s.gate not in SITUATIONAL_GATES]
    return YakuPlan(
        closed=_grouped(shaped),
        open=_grouped([s for s in shaped if s.open or s.local]),
        han=han,
        yakuman=yakuman,
        floors=frozenset(s.name for s in playable if s.local and s.name not in yakuman),
        situational=_grouped([s for s in playable if s.gate in SITUATIONAL_GATES]),
        situation_memo={},
        asked={},
        counted={},
        values={},
    )


def _situational(ctx: WinContext, plan: YakuPlan) -> tuple[YakuSpec, ...]:
    """The yaku of the situation: they read only the request's flags and whether the hand is closed,
    so they are asked once per (flags, closed) and remembered in the plan."""
    key = 2 * ctx.request.situation + ctx.menzen
    found = plan.situation_memo.get(key)
    if found is None:
        word = situation_gates(ctx)
        found = tuple(
            spec
            for gate, specs in plan.situational
            if word & gate
            for spec in specs
            if (ctx.menzen or spec.open or spec.local) and spec.holds(ctx)
        )
        plan.situation_memo[key] = found
    return found


def _asked(word: int, groups: tuple[tuple[int, tuple[YakuSpec, ...]], ...]) -> Asked:
    """The yaku whose gate is in ``word``, in table order, and their predicates (remembered per plan:
    few words occur)."""
    specs = tuple(
        sorted((spec for gate, specs in groups if word & gate for spec in specs), key=_RANK.__getitem__)
    )
    return specs, tuple(spec.holds for spec in specs)


def holding(ctx: WinContext, plan: YakuPlan) -> tuple[int, tuple[bool, ...]]:
    """The key of the yaku asked for this interpretation (``2 * gate word + menzen``) and, for each
    of them in order, whether it holds: the shape of the hand in a few small ints."""
    key = 2 * gate_word(ctx) + ctx.menzen
    asked = plan.asked.get(key)
    if asked is None:
        asked = plan.asked[key] = _asked(key >> 1, plan.closed if ctx.menzen else plan.open)
    return key, tuple(map(call, asked[1], repeat(ctx)))


def found_yaku(ctx: WinContext, plan: YakuPlan, key: int, held: tuple[bool, ...]) -> list[YakuSpec]:
    """The yaku found from :func:`holding`'s answer and the situation, after the suppression table,
    in table order."""
    found = list(compress(plan.asked[key][0], held))
    situation = plan.situation_memo.get(2 * ctx.request.situation + ctx.menzen)
    if situation is None:
        situation = _situational(ctx, plan)
    if situation:
        found += situation
    if len(found) < 2:
        return found
    found.sort(key=_RANK.__getitem__)
    if _SUPPRESSORS.isdisjoint(found):
        return found
    hidden = [SUPPRESSES[spec.name] for spec in found if spec.name in SUPPRESSES]
    return [spec for spec in found if not any(spec.name in h for h in hidden)]


def detect(ctx: WinContext) -> list[YakuSpec]:
    """Every yaku that holds for this interpretation, after the suppression table, in table order
    (:func:`holding` then :func:`found_yaku`, as the scorer does).

    Yakuman do not hide the other yaku here (the scorer needs them for min_han and sakizuke);
    the scorer applies that rule when it lists the entries (``YakuPlan.yakuman``).

    >>> from taikai.contracts.score import parse_request
    >>> from taikai.hand.scorer import interpretations
    >>> from taikai.rules import load
    >>> r = parse_request({"hand": "22334455667788m", "win_tile": "2m"})
    >>> mleague = load("mleague").hand
    >>> for ctx in interpretations(r, mleague):  # 2m: the pair, 234m (pair 5m or 8m), seven pairs
    ...     print(ctx.form, ctx.wait, [spec.name for spec in detect(ctx)])
    standard tanki ['tanyao', 'ryanpeikou', 'chinitsu']
    standard ryanmen ['pinfu', 'tanyao', 'ryanpeikou', 'chinitsu']
    standard ryanmen ['pinfu', 'tanyao', 'ryanpeikou', 'chinitsu']
    chiitoitsu tanki ['tanyao', 'chiitoitsu', 'chinitsu']
    """
    plan = plan_for(ctx.ruleset)
    key, held = holding(ctx, plan)
    return found_yaku(ctx, plan, key, held)
