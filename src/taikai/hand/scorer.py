"""Score a win under a ruleset: yaku, han, fu, limit, payments, or why the win is not allowed.

Pipeline: a validated :class:`WinRequest` -> every interpretation (each
decomposition, and each set the winning tile may complete) -> every yaku
(:mod:`taikai.hand.yaku`) -> the suppression table -> han and fu -> value by
:mod:`taikai.hand.score` -> the best by points, then han, then fu
(:class:`HandResult` is ordered that way, so the best is ``max()``; the scorer compares the
same key before it builds the one result) -> the ruleset's
prohibitions (kata-agari, complete sakizuke, chankan of a closed kan).

Speed without memoising hands: decompositions are combined from per-suit
pattern tables; each interpretation gets one gate word (cheap necessary
conditions, :func:`taikai.hand.yaku.table.gate_word`) and only the yaku whose
gate holds are asked (the list per word is kept in the ruleset's plan); what
the yaku found count (suppression, han, yakuman, min_han) is remembered in the
plan by (yaku asked, situation flags, which of them hold); fu parts come from
precomputed tables; the result is built once, for the best. The module is
compiled by mypyc at install time (see :mod:`taikai._compiled`).

Choices, documented:

- ``han`` of a yakuman hand is the sum of its yakuman entries (13 per
  yakuman, 26 for a counted double); dora are not listed on yakuman hands.
- ``fu`` is the count of the chosen interpretation (also on yakuman hands);
  under ``fu_mode = fu_less`` fu do not exist and are reported as 0.
- A local yaku valued at a limit below yakuman (e.g. renhou = mangan) is an
  entry carrying that limit's lowest han (mangan 5, haneman 6, baiman 8,
  sanbaiman 11); the hand's han is then at least that: its value is the
  higher of the limit and the hand's own value.
- paarenchan does not count toward ``min_han`` (the hand must be a legal win
  without it); a local-yaku flag the ruleset does not play adds nothing.
- Nagashi mangan is paid like a tsumo of its limit; honba and deposits are
  not part of it (it is a draw).
- Kata-agari: every wait of the 13 concealed tiles that can still be drawn
  (not all four shown in the hand, melds, dora and ura indicators) must give a
  yaku by the same method, with the same flags (riichi, haitei, ...).
- Complete sakizuke: an open hand must hold a yaku fixed at its first call:
  ``first_call_yaku`` when given; otherwise only the yakuhai (dragon, seat or
  round wind) of the first called pon/kan counts as fixed.

>>> from taikai.contracts.score import parse_request
>>> from taikai.rules import load
>>> r = parse_request({"hand": "234567m22p345s", "win_tile": "5s",
...     "melds": [{"type": "pon", "tiles": "666z", "from": "left"}], "seat_wind": "S", "round_wind": "E"})
>>> result = score(r, load("mleague").hand)
>>> result.yaku, result.han, result.fu, result.points
((('hatsu', 1),), 1, 30, 1000)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final, NamedTuple

from taikai.errors import BadTiles, TaikaiError
from taikai.hand.decompose import SEQ, clear_decompositions, is_chiitoitsu, is_kokushi, splits
from taikai.hand.fu import FuParts, raw_fu
from taikai.hand.request import MeldType, WinRequest, seen_copies
from taikai.hand.rules import HandRules
from taikai.hand.score import LIMIT_MIN_HAN, YAKUMAN_BASE, Limit, Payments, Value, value
from taikai.hand.yaku import (
    BY_NAME,
    NOT_A_YAKU_FOR_MIN_HAN,
    Form,
    Wait,
    WinContext,
    YakuPlan,
    YakuSpec,
    plan_for,
)
from taikai.hand.yaku.dora import dora_entries
from taikai.hand.yaku.table import found_yaku, holding
from taikai.reasons import Reason
from taikai.rules.claims import collects_deposits
from taikai.rules.kinds import Atozuke, FuMode
from taikai.tiles import DRAGONS, EAST, Tile, kind_name

_PINFU = BY_NAME["pinfu"]
YAKUHAI_NAMES = {DRAGONS[0]: "haku", DRAGONS[1]: "hatsu", DRAGONS[2]: "chun"}


class ScoreError(TaikaiError):
    """A win the scorer refuses, with its contract code (not_a_win, no_yaku, kata_agari, not_allowed)."""


def _refused(code: str, key: str, **params: object) -> ScoreError:
    """The scorer's refusal: the contract ``code`` and the message key with its parameters (the code
    is given here: mypyc drops a class attribute of a subclass of a Python class)."""
    return ScoreError(Reason(key, tuple(params.items())), code)


@dataclass(frozen=True, slots=True)
class PaoPart:
    """The yakuman part under pao: its name, yakuman multiple and base points (:data:`YAKUMAN_BASE` each)."""

    yaku: str
    yakuman: int
    base: int


@dataclass(frozen=True, init=False, eq=False)
class HandResult:
    """The scored win: an immutable value, ordered by points, then han, then fu, so the best of
    several readings is ``max()``. Built by name (keyword-only ``__init__``, written out so that
    mypyc compiles the class, as :class:`~taikai.hand.request.WinRequest`'s)."""

    points: int
    han: int
    fu: int
    yaku: tuple[tuple[str, int], ...]
    yakuman: int
    limit: Limit | None
    payments: Payments
    total: int
    fu_breakdown: FuParts
    pao: PaoPart | None

    def __init__(
        self,
        *,
        points: int,
        han: int,
        fu: int,
        yaku: tuple[tuple[str, int], ...],
        yakuman: int,
        limit: Limit | None,
        payments: Payments,
        total: int,
        fu_breakdown: FuParts = (),
        pao: PaoPart | None = None,
    ) -> None:
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "han", han)
        object.__setattr__(self, "fu", fu)
        object.__setattr__(self, "yaku", yaku)
        object.__setattr__(self, "yakuman", yakuman)
        object.__setattr__(self, "limit", limit)
        object.__setattr__(self, "payments", payments)
        object.__setattr__(self, "total", total)
        object.__setattr__(self, "fu_breakdown", fu_breakdown)
        object.__setattr__(self, "pao", pao)

    def _fields(self) -> tuple[object, ...]:
        return (self.points, self.han, self.fu, self.yaku, self.yakuman, self.limit, self.payments,
                self.total, self.fu_breakdown, self.pao)  # fmt: skip

    def _order(self) -> tuple[int, int, int]:
        return (self.points, self.han, self.fu)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HandResult) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __lt__(self, other: HandResult) -> bool:
        return self._order() < other._order()

    def __le__(self, other: HandResult) -> bool:
        return self._order() <= other._order()

    def __gt__(self, other: HandResult) -> bool:
        return self._order() > other._order()

    def __ge__(self, other: HandResult) -> bool:
        return self._order() >= other._order()

    def __repr__(self) -> str:
        shown = zip(_RESULT_FIELDS, self._fields(), strict=True)
        return f"HandResult({', '.join(f'{name}={value!r}' for name, value in shown)})"


_RESULT_FIELDS = ("points", "han", "fu", "yaku", "yakuman", "limit", "payments", "total", "fu_breakdown",
                  "pao")  # fmt: skip


# --------------------------------------------------------------------------- interpretations


def _sequence_wait(start: int, win: int) -> Wait:
    if win == start + 1:
        return Wait.kanchan
    if (win == start + 2 and start % 9 == 0) or (win == start and start % 9 == 6):
        return Wait.penchan
    return Wait.ryanmen


#: For each winning kind: (sequence start, block, wait) of every sequence of its suit it may complete.
_SEQUENCE_PLACES = tuple(
    tuple(
        (start, SEQ + start, _sequence_wait(start, win))
        for start in (win - 2, win - 1, win)
        if win < 27 and win - win % 9 <= start <= win - win % 9 + 6
    )
    for win in range(34)
)


_TANKI, _SHANPON, _STANDARD = Wait.tanki, Wait.shanpon, Form.standard
# the ruleset's enum members as statics of the compiled module (each a Python attribute lookup otherwise)
_FU_LESS: Final = FuMode.fu_less
_SAKIZUKE: Final = Atozuke.complete_sakizuke
_ATOZUKE_ALLOWED: Final = Atozuke.allowed


def _standard(request: WinRequest, ruleset: HandRules, win: int) -> list[WinContext]:
    """The four-sets-and-a-pair readings: each split of the hand, with each distinct place the winning
    tile can take in it (the pair: tanki; a triplet: shanpon; a sequence: its wait)."""
    facts = request.facts
    tsumo = request.tsumo
    meld_sequences, meld_triplets, open_triplets = (
        facts.meld_sequences,
        facts.meld_triplets,
        facts.open_meld_triplets,
    )
    seq_places = _SEQUENCE_PLACES[win]
    out = []
    for pair, closed_trips, closed_seqs in splits(facts.hand_counts, facts.pattern_keys):
        places = [(-1, _TANKI)] if pair == win else []
        if win in closed_trips:
            places.append((win, _SHANPON))
        for start, block, wait in seq_places:
            if start in closed_seqs:
                places.append((block, wait))
        sequences = closed_seqs + meld_sequences if meld_sequences else closed_seqs
        triplets = closed_trips + meld_triplets if meld_triplets else closed_trips
        concealed = len(closed_trips) + facts.closed_kans
        for block, wait in places:
            ron_triplet = block == win and not tsumo
            out.append(
                WinContext(
                    request=request,
                    ruleset=ruleset,
                    form=_STANDARD,
                    pair=pair,
                    sequences=sequences,
                    triplets=triplets,
                    kans=facts.meld_kans,
                    concealed_triplets=concealed - 1 if ron_triplet else concealed,
                    open_triplets=open_triplets | {win} if ron_triplet else open_triplets,
                    win=win,
                    wait=wait,
                    menzen=facts.menzen,
                    tsumo=tsumo,
                    seat_wind=request.seat_wind,
                    round_wind=request.round_wind,
                    hand_counts=facts.hand_counts,
                    mask=facts.mask,
                )
            )
    return out


def _special(request: WinRequest, ruleset: HandRules, win: int, form: Form, pair: int) -> WinContext:
    """The reading of seven pairs (``pair`` -1) or thirteen orphans (the doubled kind)."""
    facts = request.facts
    wait = Wait.kokushi if form is Form.kokushi else Wait.tanki
    return WinContext(
        request=request,
        ruleset=ruleset,
        form=form,
        pair=pair,
        sequences=(),
        triplets=(),
        kans=(),
        concealed_triplets=0,
        open_triplets=frozenset(),
        win=win,
        wait=wait,
        menzen=True,
        tsumo=request.tsumo,
        seat_wind=request.seat_wind,
        round_wind=request.round_wind,
        hand_counts=facts.hand_counts,
        mask=facts.mask,
    )


def interpretations(request: WinRequest, ruleset: HandRules) -> list[WinContext]:
    """Every way to read the win (empty when the hand is not complete)."""
    win = request.win_tile.kind if request.win_tile else -1
    out = _standard(request, ruleset, win)
    kinds = request.facts.kinds
    if request.melds or 7 < len(kinds) < 13:
        return out
    counts = request.facts.hand_counts
    if len(kinds) <= 7 and is_chiitoitsu(counts, ruleset.chiitoitsu_four_of_a_kind):
        out.append(_special(request, ruleset, win, Form.chiitoitsu, -1))
    elif len(kinds) == 13 and is_kokushi(counts):
        out.append(_special(request, ruleset, win, Form.kokushi, next(k for k in kinds if counts[k] == 2)))
    return out


# --------------------------------------------------------------------------- han


def _fixed_yaku(request: WinRequest, ruleset: HandRules) -> frozenset[str] | None:
    """Yaku fixed at the first call (complete sakizuke, open hands), or None when not restricted."""
    if ruleset.atozuke is not _SAKIZUKE or request.menzen:
        return None
    if request.first_call_yaku is not None:
        return frozenset(request.first_call_yaku)
    first = next(m for m in request.melds if m.is_open)
    if first.type is MeldType.chi:
        return frozenset()
    return _yakuhai(first.kind, request.seat_wind, request.round_wind)


def _yakuhai(kind: int, seat_wind: int, round_wind: int) -> frozenset[str]:
    """The yakuhai a triplet of ``kind`` is (a dragon, the seat wind, the round wind)."""
    names = {YAKUHAI_NAMES[kind]} if kind in YAKUHAI_NAMES else set()
    if kind == seat_wind:
        names.add("seat_wind")
    if kind == round_wind:
        names.add("round_wind")
    return frozenset(names)


def first_call_yaku(
    hand: Sequence[int], melds: Sequence[Sequence[int]], seat_wind: int, round_wind: int, ruleset: HandRules
) -> tuple[str, ...]:
    """The yaku an open hand has fixed at its first call (complete sakizuke: ``first_call_yaku`` of a
    request), from the kinds of its closed tiles (``hand``) and of its melds' tiles just after the
    call: a yakuhai triplet called or held (three copies in hand), a flush (every tile of one suit
    with honors: honitsu, and chinitsu), all simples (tanyao, where ``open_tanyao``), and the
    sequences of ittsu or sanshoku when each is a called chi or held in hand (its three kinds). A
    shape a later draw must still make (chanta, toitoi, an ittsu missing a tile ...) is not fixed."""
    names: set[str] = set()
    counts = [0] * 34
    for kind in hand:
        counts[kind] += 1
    for meld in melds:
        if len(set(meld)) == 1:
            names |= _yakuhai(meld[0], seat_wind, round_wind)
    for kind in range(27, 34):
        if counts[kind] >= 3:
            names |= _yakuhai(kind, seat_wind, round_wind)
    every = [*hand, *(kind for meld in melds for kind in meld)]
    suits = {kind // 9 for kind in every if kind < 27}
    if len(suits) == 1:
        names |= {"honitsu", "chinitsu"}
    if ruleset.open_tanyao and all(kind < 27 and kind % 9 not in (0, 8) for kind in every):
        names.add("tanyao")
    chis = {min(meld) for meld in melds if len(set(meld)) == 3}
    if any(all(_held(9 * suit + n, chis, counts) for n in (0, 3, 6)) for suit in range(3)):
        names.add("ittsu")
    if any(all(_held(9 * suit + n, chis, counts) for suit in range(3)) for n in range(7)):
        names.add("sanshoku")
    return tuple(sorted(names))


def _held(low: int, chis: set[int], counts: list[int]) -> bool:
    """Whether the sequence from ``low`` is a called chi or its three kinds are in hand."""
    return low in chis or (counts[low] > 0 and counts[low + 1] > 0 and counts[low + 2] > 0)


def _legal_han(entries: Sequence[tuple[str, int]], plan: YakuPlan, fixed: frozenset[str] | None) -> int:
    """The han that count toward ``min_han`` (dora never; paarenchan not; under sakizuke only fixed
    yaku); a large number when a yakuman counts."""
    han = 0
    for name, value_han in entries:
        if name in NOT_A_YAKU_FOR_MIN_HAN or (fixed is not None and name not in fixed):
            continue
        if name in plan.yakuman:
            return 1 << 20
        han += value_han
    return han


class _Count(NamedTuple):
    """What a set of yaku found counts under a ruleset, before dora (remembered in the plan)."""

    entries: tuple[tuple[str, int], ...]  # every yaku found (for min_han and sakizuke)
    listed: tuple[tuple[str, int], ...]  # the entries the result lists (yakuman hide the rest)
    han: int  # yaku han (yakuman: 13 per yakuman), floors left out
    floor: int  # the lowest han of a local yaku valued at a limit, else 0
    yakuman: int
    pinfu: bool
    legal: bool  # a legal win when no yaku is restricted by sakizuke


def _count(found: tuple[YakuSpec, ...], menzen: bool, plan: YakuPlan, ruleset: HandRules) -> _Count:
    side = 0 if menzen else 1
    entries = tuple((spec.name, plan.han[spec.name][side]) for spec in found)
    pinfu = _PINFU in found
    yakuman = [entry for entry in entries if entry[0] in plan.yakuman]
    legal = _legal_han(entries, plan, None) >= ruleset.min_han
    if yakuman:
        if not ruleset.yakuman_stacking:
            yakuman = [max(yakuman, key=lambda entry: entry[1])]
        han = sum(h for _, h in yakuman)
        return _Count(
            entries=entries,
            listed=tuple(yakuman),
            han=han,
            floor=0,
            yakuman=han // 13,
            pinfu=pinfu,
            legal=legal,
        )
    floor = max((h for name, h in entries if name in plan.floors), default=0)
    han = sum(h for name, h in entries if name not in plan.floors)
    return _Count(entries=entries, listed=entries, han=han, floor=floor, yakuman=0, pinfu=pinfu, legal=legal)


def _counted(ctx: WinContext, plan: YakuPlan, key: int, held: tuple[bool, ...]) -> _Count:
    """The yaku of a reading (:func:`holding` gave ``key`` and ``held``) counted by :func:`_count`;
    the scan remembers it per plan by what decides it: the yaku asked (gate word and closed), the
    situation's flags and which asked yaku hold."""
    found = tuple(found_yaku(ctx, plan, key, held))
    count = plan.counted[(key, ctx.request.situation, held)] = _count(found, ctx.menzen, plan, ctx.ruleset)
    return count


def _scan(
    request: WinRequest, ruleset: HandRules, plan: YakuPlan, fixed: frozenset[str] | None
) -> tuple[list[tuple[WinContext, _Count]], int]:
    """The legal readings of a win, each (context, count), and how many readings there are in all."""
    contexts = interpretations(request, ruleset)
    legal = []
    counted, situation = plan.counted, request.situation
    for ctx in contexts:
        key, held = holding(ctx, plan)
        count = counted.get((key, situation, held))
        if count is None:
            count = _counted(ctx, plan, key, held)
        # under complete sakizuke only the yaku fixed at the first call count toward min_han
        if count.legal if fixed is None else _legal_han(count.entries, plan, fixed) >= ruleset.min_han:
            legal.append((ctx, count))
    return legal, len(contexts)


# --------------------------------------------------------------------------- value


def _total(points: int, request: WinRequest, ruleset: HandRules) -> int:
    total = points + ruleset.honba_points * request.honba
    if collects_deposits(ruleset, request.in_riichi):
        total += ruleset.riichi_deposit * request.deposits
    return total


def _pao(request: WinRequest, ruleset: HandRules, entries: tuple[tuple[str, int], ...]) -> PaoPart | None:
    if request.pao is None or request.pao.yaku not in ruleset.pao:
        return None
    for name, han in entries:
        if name == request.pao.yaku:
            return PaoPart(name, han // 13, YAKUMAN_BASE * (han // 13))
    return None


def _value(han: int, fu: int, request: WinRequest, ruleset: HandRules, plan: YakuPlan, yakuman: int) -> Value:
    """:func:`taikai.hand.score.value`, remembered in the ruleset's plan (a small table: han x fu x
    seat x method)."""
    key = (han, fu, request.seat_wind == EAST, request.tsumo, yakuman)
    found = plan.values.get(key)
    if found is None:
        found = plan.values[key] = value(han, fu, ruleset, dealer=key[2], tsumo=key[3], yakuman=yakuman)
    return found


def _han(count: _Count, dora_han: int) -> int:
    """The han of a legal reading: yakuman han, or yaku + dora han raised to a local yaku's floor."""
    if count.yakuman:
        return count.han
    han = count.han + dora_han
    return han if han > count.floor else count.floor


def _best(
    legal: list[tuple[WinContext, _Count]], request: WinRequest, ruleset: HandRules, plan: YakuPlan
) -> HandResult:
    """The result of the best legal reading: the most points, then han, then fu."""
    dora, dora_han = dora_entries(request, ruleset, request.facts.counts)
    fu_less = ruleset.fu_mode is _FU_LESS
    ctx, count = legal[0]
    han = _han(count, dora_han)
    fu, parts = (0, []) if fu_less else raw_fu(ctx, count.pinfu)
    val = _value(han, fu, request, ruleset, plan, count.yakuman)
    for other_ctx, other in legal[1:]:
        other_han = _han(other, dora_han)
        other_fu, other_parts = (0, []) if fu_less else raw_fu(other_ctx, other.pinfu)
        other_val = _value(other_han, other_fu, request, ruleset, plan, other.yakuman)
        if (other_val.points, other_han, other_fu) > (val.points, han, fu):
            count, han, fu, parts, val = other, other_han, other_fu, other_parts, other_val
    entries = count.listed if count.yakuman or not dora else count.listed + dora
    points = val.points
    return HandResult(
        points=points,
        han=han,
        fu=fu,
        yaku=entries,
        yakuman=count.yakuman,
        limit=val.limit,
        payments=val.payments,
        total=_total(points, request, ruleset) if request.honba or request.deposits else points,
        fu_breakdown=tuple(parts),
        pao=None if request.pao is None else _pao(request, ruleset, entries),
    )


# --------------------------------------------------------------------------- prohibitions


def _not_a_win(request: WinRequest, ruleset: HandRules) -> ScoreError:
    counts = request.facts.hand_counts
    if not request.melds and not ruleset.chiitoitsu_four_of_a_kind and is_chiitoitsu(counts, True):
        return _refused("not_allowed", "score_seven_pairs_four")
    return _refused("not_a_win", "score_not_a_win")


def _no_yaku(request: WinRequest, ruleset: HandRules, plan: YakuPlan) -> ScoreError:
    """Why a complete hand without a legal reading is refused (complete sakizuke, or no yaku)."""
    if _fixed_yaku(request, ruleset) is not None and _scan(request, ruleset, plan, None)[0]:
        return _refused("not_allowed", "score_sakizuke")
    return _refused("no_yaku", "score_no_yaku", min_han=ruleset.min_han)


def _check_kata_agari(request: WinRequest, ruleset: HandRules, plan: YakuPlan) -> None:
    from taikai.hand.shanten import waits  # only the atozuke rules need waits: imported on use

    assert request.win_tile is not None
    win = request.win_tile.kind
    counts13 = list(request.facts.hand_counts)
    counts13[win] -= 1
    fixed = _fixed_yaku(request, ruleset)
    for kind in waits(counts13):
        if kind == win or seen_copies(request, kind) >= 4:  # no copy left to draw: not a wait
            continue
        hand13 = list(request.hand)
        hand13.remove(next(t for t in hand13 if t.kind == win))
        other = replace(request, hand=(*hand13, Tile(kind)), win_tile=Tile(kind))
        if not _scan(other, ruleset, plan, fixed)[0]:
            key = "score_kata_agari_tsumo" if request.tsumo else "score_kata_agari_ron"
            raise _refused("kata_agari", key, tile=kind_name(kind))


def _check_chankan(request: WinRequest, ruleset: HandRules) -> None:
    if request.chankan_kan != "ankan":
        return
    kokushi = any(ctx.form is Form.kokushi for ctx in interpretations(request, ruleset))
    if not (ruleset.chankan_on_closed_kan_for_kokushi and kokushi):
        off = not ruleset.chankan_on_closed_kan_for_kokushi
        raise _refused("not_allowed", "score_chankan_closed_off" if off else "score_chankan_closed_kokushi")


# --------------------------------------------------------------------------- entry points


def _complete_count(request: WinRequest) -> bool:
    """A winning tile and 14 tiles with the melds: a hand that can be scored as a win."""
    return request.win_tile is not None and len(request.hand) == 14 - 3 * len(request.melds)


def _nagashi(request: WinRequest, ruleset: HandRules) -> HandResult:
    limit = ruleset.local_yaku.nagashi_mangan
    if limit is None:
        raise _refused("not_allowed", "score_nagashi_off")
    yakuman = 1 if limit == "yakuman" else 0
    han = 13 if yakuman else LIMIT_MIN_HAN[limit]
    val = value(han, 0, ruleset, dealer=request.dealer, tsumo=True, yakuman=yakuman)
    return HandResult(
        yaku=(("nagashi_mangan", han),),
        han=han,
        fu=0,
        fu_breakdown=(),
        yakuman=yakuman,
        limit=val.limit,
        payments=val.payments,
        points=val.points,
        total=val.points,
    )


def clear_caches(patterns: bool = False) -> None:
    """Forget the caches (cold benchmarks). No whole hand or request is cached by the scorer.

    Tables keyed by small patterns stay warm unless ``patterns``: per-suit and honor splits.
    (Per-ruleset yaku plans with their counted-yaku and value tables always stay.)
    """
    clear_decompositions(patterns)


_NO_REDS = (0, 0, 0)
_FIVES = (4, 13, 22)


def _check_reds(request: WinRequest, ruleset: HandRules) -> None:
    """At most the ruleset's red fives of a suit in sight (hand, melds, indicators); one where it has
    none (a red five is then a plain five)."""
    reds = list(request.facts.reds)
    for tile in request.dora_indicators + request.ura_indicators:
        if tile.red:
            reds[tile.kind // 9] += 1
    aka = ruleset.aka_dora
    for suit, (count, allowed) in enumerate(zip(reds, (aka.m, aka.p, aka.s), strict=True)):
        if count > max(1, allowed):
            raise BadTiles.of(
                "visible_reds", count=count, tile=kind_name(_FIVES[suit]), allowed=max(1, allowed)
            )


def score(request: WinRequest, ruleset: HandRules) -> HandResult:
    """The best scoring of a validated win, or a :class:`ScoreError` saying why it is refused."""
    if request.facts.reds != _NO_REDS or any(
        tile.red for tile in request.dora_indicators + request.ura_indicators
    ):
        _check_reds(request, ruleset)
    if request.nagashi:
        if ruleset.local_yaku.nagashi_mangan is not None or not _complete_count(request):
            return _nagashi(request, ruleset)
        # a flag for a yaku this ruleset does not play adds nothing: a full hand is scored as a win
        request = replace(request, nagashi=False)  # checked again as a win
    plan = plan_for(ruleset)
    atozuke = ruleset.atozuke
    fixed = _fixed_yaku(request, ruleset) if atozuke is _SAKIZUKE else None
    legal, readings = _scan(request, ruleset, plan, fixed)
    if not readings:
        raise _not_a_win(request, ruleset)
    if request.chankan:
        _check_chankan(request, ruleset)
    if not legal:
        raise _no_yaku(request, ruleset, plan)
    if atozuke is not _ATOZUKE_ALLOWED:
        _check_kata_agari(request, ruleset, plan)
    return _best(legal, request, ruleset, plan)
