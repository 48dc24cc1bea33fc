"""Shanten, complete hands, waits, ukeire and tenpai (karaten excluded), table-driven.

Hands are 34-kind count vectors (see :mod:`taikai.tiles`). A concealed part
with ``k`` called melds holds ``13 - 3k`` tiles while waiting and ``14 - 3k``
when complete; it needs ``m = 4 - k`` sets and a pair. Shanten is -1 for a
complete hand, 0 for tenpai.

Method (regular form). Shanten counts tiles to exchange: a hand keeps as many
of its tiles as some complete *target* hand (m sets and a pair, at most 4 of a
kind) contains, and ``shanten = 3m + 1 - kept``. A target splits by suit, so
``kept`` is the best sum over the suits of what each suit keeps for its share
of sets and of the pair. For every pattern of one suit (counts 0-4 on 9 kinds,
or on the 7 honors where only triplets and pairs exist, at most 14 tiles) the
generator ``tools/gen_shanten_tables.py`` computes the vector ``kept[p][n]``:
the most tiles of the pattern inside a target of that suit with at most ``n``
sets and ``p`` pairs (a dynamic programme over patterns, not a search per
hand). Only 126 distinct suited and 55 honor vectors exist, so they are
numbered, and two vectors combine by a min-plus step (max-plus on kept tiles):
``kept[p][n] = max(a[p1][i] + b[p2][j])`` over ``i + j = n``, ``p1 + p2 = p``.
The generator also tabulates these steps: man with pin, sou with honors, then
the two results, keeping the final ``kept[1][n]``. All of it ships compressed
in ``shanten_tables.bin`` (about 90 kB, 20-40 ms to load). A hand then costs
four memoised look-ups of its suit patterns (each gives the pattern's vector
id and additive counts: tiles, kinds, pairs, terminal/honor kinds), three
byte-table indexings, and one memoised look-up of the summed counts for the
size check, chiitoitsu and kokushi. The 4-copy limit is inside the targets: a
pair or set needing a fifth copy is never counted (the ``mahjong`` package's
conventions, which it matches).

Chiitoitsu (seven distinct pairs) and kokushi have closed formulas on the
pair and kind counts; they apply to closed hands (13 or 14 tiles) only.

Completeness and waits are decided arithmetically, suit by suit: the lowest
kind ``i`` with ``c`` copies must start exactly ``c mod 3`` sequences (three
sequences are the same tiles as three triplets), so a suit splits into sets
iff this greedy pass never runs short; a pair is tried on each kind of the
one suit whose size is ``2 mod 3``. This works for any counts, 5 copies
included, which :func:`waits` needs so that karaten can be seen.

>>> from taikai.tiles import parse, to_counts
>>> shanten(to_counts(parse("123m456p789s1234z")))  # a pair and a set from four lone honors
2
>>> waits(to_counts(parse("1112345678999m")))  # junsei chuuren: all nine
[0, 1, 2, 3, 4, 5, 6, 7, 8]
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Sequence
from functools import lru_cache
from importlib import resources
from operator import itemgetter

from taikai.errors import BadTiles
from taikai.tiles import N_KINDS, TERMINALS_AND_HONORS, format_counts, kind_name

__all__ = [
    "is_complete",
    "is_tenpai",
    "shanten",
    "shanten_chiitoitsu",
    "shanten_kokushi",
    "shanten_regular",
    "ukeire",
    "waits",
]

_ORPHANS = itemgetter(*TERMINALS_AND_HONORS)
_KARATEN = ("not_tenpai", "tenpai")

# ---------------------------------------------------------------- tables


def _load_tables() -> tuple[bytes, bytes, bytes, bytes, tuple[bytes, ...], tuple[int, int, int, int]]:
    """Suited ids, honor ids, LEFT, RIGHT, KEPT per number of sets, and (NS, NH, NL, NR).

    The format is described in ``tools/gen_shanten_tables.py``.
    """
    raw = zlib.decompress(resources.files("taikai.hand").joinpath("shanten_tables.bin").read_bytes())
    if raw[:5] != b"TKSH2":
        raise RuntimeError("shanten_tables.bin is not a taikai shanten table: regenerate it")
    sizes = struct.unpack_from("<4H", raw, 5)
    ns, nh, nl, nr = sizes
    lengths = [5**9, 5**7, ns * ns, ns * nh] + [nl * nr] * 5
    parts, start = [], 13
    for length in lengths:
        parts.append(raw[start : start + length])
        start += length
    return parts[0], parts[1], parts[2], parts[3], tuple(parts[4:]), sizes


_SUITED_IDS, _HONOR_IDS, _LEFT, _RIGHT, _KEPT, (_NS, _NH, _NL, _NR) = _load_tables()
_POWERS = tuple(5**i for i in range(9))

# A suit pattern's *summary* is an int whose fields add up across the four suits: bits 0-15 hold
# man id * NS + pin id (an index of LEFT), bits 16-31 sou id * NH + honor id (an index of RIGHT),
# and from bit 32 the counts of tiles (8 bits), kinds present (6 bits), kinds with 2+ copies
# (6 bits), terminal/honor kinds present (4 bits) and paired (4 bits). So the sum of the four
# summaries indexes the tables and holds what chiitoitsu, kokushi and the size check need.
_TILES, _KINDS, _PAIRS, _ORPHAN_KINDS, _ORPHAN_PAIRS = 32, 40, 46, 52, 56
_ROLE_FACTORS = (_NS, 1, _NH << 16, 1 << 16)  # man, pin, sou, honors
_SUMMARIES: tuple[dict[bytes, int], ...] = ({}, {}, {}, {})  # by role, memoised


def _bad_entry(counts: Sequence[int]) -> BadTiles:
    for kind, count in enumerate(counts):
        if not isinstance(count, int) or not 0 <= count <= 4:
            return BadTiles.of("shanten_count_entry", count=repr(count), tile=kind_name(kind))
    return BadTiles.of("shanten_count_entries")


def _summarise(pattern: bytes, role: int) -> int:
    """Validate one suit's counts and memoise its summary (first sight of a pattern in a role)."""
    if max(pattern) > 4:
        raise _bad_entry(bytes(9 * role) + pattern)  # zeros before it, so the kind is named right
    honors = role == 3
    ids = _HONOR_IDS if honors else _SUITED_IDS
    orphans = pattern if honors else (pattern[0], pattern[8])
    summary = ids[sum(c * w for c, w in zip(pattern, _POWERS, strict=False))] * _ROLE_FACTORS[role]
    summary += sum(pattern) << _TILES
    summary += (len(pattern) - pattern.count(0)) << _KINDS
    summary += sum(c >= 2 for c in pattern) << _PAIRS
    summary += sum(c >= 1 for c in orphans) << _ORPHAN_KINDS
    summary += sum(c >= 2 for c in orphans) << _ORPHAN_PAIRS
    _SUMMARIES[role][pattern] = summary
    return summary


def _scan(counts: Sequence[int]) -> int:
    """The sum of the four suit summaries of a count vector (validating every entry)."""
    if len(counts) != N_KINDS:
        raise BadTiles.of("tiles_count_vector", count=len(counts))
    man_cache, pin_cache, sou_cache, honor_cache = _SUMMARIES
    try:
        raw = bytes(counts)  # the cheapest hashable slices; entries outside 0-255 fail here
        if len(raw) != N_KINDS:  # a buffer of wider items (array('q'), numpy): go through ints
            raw = bytes(list(counts))
    except (TypeError, ValueError):
        raise _bad_entry(counts) from None
    counts = raw
    key = counts[0:9]
    man = man_cache.get(key)
    if man is None:
        man = _summarise(key, 0)
    key = counts[9:18]
    pin = pin_cache.get(key)
    if pin is None:
        pin = _summarise(key, 1)
    key = counts[18:27]
    sou = sou_cache.get(key)
    if sou is None:
        sou = _summarise(key, 2)
    key = counts[27:34]
    honors = honor_cache.get(key)
    if honors is None:
        honors = _summarise(key, 3)
    return man + pin + sou + honors


def _regular(totals: int, sets: int) -> int:
    """Regular-form shanten towards ``sets`` sets and a pair, from the summed summaries."""
    whole = _LEFT[totals & 0xFFFF] * _NR + _RIGHT[totals >> 16 & 0xFFFF]
    return 3 * sets + 1 - _KEPT[sets][whole]


def _chiitoitsu(totals: int) -> int:
    kinds = totals >> _KINDS & 63
    pairs = totals >> _PAIRS & 63
    if pairs >= 7:
        return -1
    return 6 - pairs + max(0, 7 - kinds)


def _chiitoitsu_with_quads(counts: Sequence[int]) -> int:
    """Chiitoitsu where four of a kind counts as two pairs (``chiitoitsu_four_of_a_kind``)."""
    threes = counts.count(3)
    units = counts.count(2) + threes + 2 * counts.count(4)  # pairs, two in a quad
    if units >= 7:
        return -1
    odd = counts.count(1) + threes  # kinds one tile short of another pair
    return 6 - units + max(0, 7 - units - odd)


def _kokushi(totals: int) -> int:
    return 13 - (totals >> _ORPHAN_KINDS & 15) - (totals >> _ORPHAN_PAIRS & 15 > 0)


_NOT_CLOSED = 99  # no chiitoitsu or kokushi: a shanten no form reaches
_HAND_INFO: dict[int, tuple[int, int]] = {}  # totals >> _TILES -> (melds k, closed-form shanten)


def _hand_info(totals: int) -> tuple[int, int] | None:
    """Melds and the best of chiitoitsu and kokushi, from the totals alone (memoised); None if no size."""
    k = _MELDS.get(totals >> _TILES & 255)
    if k is None:
        return None
    closed = min(_chiitoitsu(totals), _kokushi(totals)) if k == 0 else _NOT_CLOSED
    _HAND_INFO[totals >> _TILES] = info = (k, closed)
    return info


# ---------------------------------------------------------------- validation

_SIZES = {size: (k, waiting) for k in range(5) for size, waiting in ((13 - 3 * k, True), (14 - 3 * k, False))}
_MELDS = {size: k for size, (k, _) in _SIZES.items()}


def _melds_for(counts: Sequence[int], totals: int, melds: int | None, waiting: bool | None = None) -> int:
    """Number of called melds k of a part with these totals (13 - 3k or 14 - 3k tiles).

    ``waiting`` restricts to one of the two sizes, ``melds`` fixes k (else it is inferred).
    """
    total = totals >> _TILES & 255
    found = _SIZES.get(total)
    if (
        found is None
        or (melds is not None and found[0] != melds)
        or (waiting is not None and found[1] != waiting)
    ):
        bases = (13, 14) if waiting is None else ((13,) if waiting else (14,))
        if melds is not None and (not isinstance(melds, int) or not 0 <= melds <= 4):
            raise BadTiles.of("shanten_melds", melds=repr(melds))
        ks = range(5) if melds is None else (melds,)
        sizes = [b - 3 * k for k in ks for b in bases if b - 3 * k >= 0]
        shown = format_counts(counts) or "-"
        if melds is None:
            raise BadTiles.of("shanten_size", total=total, tiles=shown, sizes=sizes)
        raise BadTiles.of("shanten_size_called", total=total, tiles=shown, melds=melds, sizes=sizes)
    return found[0]


def _melds_of(counts: Sequence[int], melds: int | None = None, waiting: bool | None = None) -> int:
    """Validate a concealed part and return its number of called melds."""
    return _melds_for(counts, _scan(counts), melds, waiting)


# ---------------------------------------------------------------- shanten


def shanten_regular(counts34: Sequence[int], melds: int = 0) -> int:
    """Shanten of the regular form (``4 - melds`` sets and a pair) of a concealed part.

    >>> from taikai.tiles import parse, to_counts
    >>> shanten_regular(to_counts(parse("123m456p789s1122z")))  # shanpon
    0
    >>> shanten_regular(to_counts(parse("123m456p1z")), melds=2)  # tanki, two melds called
    0
    """
    totals = _scan(counts34)
    return _regular(totals, 4 - _melds_for(counts34, totals, melds))


def _closed_totals(counts: Sequence[int], what: str) -> int:
    totals = _scan(counts)
    if _melds_for(counts, totals, None) != 0:
        raise BadTiles.of("shanten_closed", yaku=what, count=totals >> _TILES & 255)
    return totals


def shanten_chiitoitsu(counts34: Sequence[int], *, chiitoitsu_four_of_a_kind: bool = False) -> int:
    """Shanten towards seven distinct pairs of a closed hand.

    Four of a kind is one pair, or two when ``chiitoitsu_four_of_a_kind``
    (the Ruleset field of that name).

    >>> from taikai.tiles import parse, to_counts
    >>> shanten_chiitoitsu(to_counts(parse("1122m3344p5566s7z")))
    0
    >>> shanten_chiitoitsu(to_counts(parse("1111m3344p5566s7z")), chiitoitsu_four_of_a_kind=True)
    0
    """
    totals = _closed_totals(counts34, "chiitoitsu")
    return _chiitoitsu_with_quads(counts34) if chiitoitsu_four_of_a_kind else _chiitoitsu(totals)


def shanten_kokushi(counts34: Sequence[int]) -> int:
    """Shanten towards kokushi (13 terminal and honor kinds, one paired) of a closed hand.

    >>> from taikai.tiles import parse, to_counts
    >>> shanten_kokushi(to_counts(parse("19m19p19s1234567z")))
    0
    """
    return _kokushi(_closed_totals(counts34, "kokushi"))


def shanten(
    counts34: Sequence[int], melds: int | None = None, *, chiitoitsu_four_of_a_kind: bool = False
) -> int:
    """Shanten of a concealed part: the least of the forms that apply.

    Chiitoitsu and kokushi count only for a closed hand (13 or 14 tiles);
    ``melds`` is inferred from the tile count when None. With
    ``chiitoitsu_four_of_a_kind`` four of a kind makes two chiitoitsu pairs.

    >>> from taikai.tiles import parse, to_counts
    >>> shanten(to_counts(parse("1133557799m1155p")))  # seven pairs: complete
    -1
    >>> shanten(to_counts(parse("1133557799m1155p")), melds=1)
    Traceback (most recent call last):
    ...
    taikai.errors.BadTiles: 14 tiles (1133557799m1155p): a hand here with 1 called melds holds 10, 11
    """
    totals = _scan(counts34)
    info = _HAND_INFO.get(totals >> _TILES) or _hand_info(totals)
    if info is None or (melds is not None and melds != info[0]):
        _melds_for(counts34, totals, melds)  # raises the error naming the wrong size
    k, closed = info
    result = _regular(totals, 4 - k)
    if chiitoitsu_four_of_a_kind and k == 0:
        closed = min(closed, _chiitoitsu_with_quads(counts34))
    return min(result, closed)


# ---------------------------------------------------------------- complete hands and waits


def _suit_sets_only(counts: Sequence[int]) -> bool:
    """Whether 9 kinds of one suit split into sequences and triplets (any counts)."""
    a, b = counts[0], counts[1]
    for i in range(7):
        c = counts[i + 2]
        r = a % 3
        if r:
            if b < r or c < r:
                return False
            b -= r
            c -= r
        a, b = b, c
    return a % 3 == 0 and b % 3 == 0


def _suit_complete(counts: Sequence[int], honors: bool) -> bool:
    """Whether one suit splits into sets, plus a pair when its size is 2 mod 3 (any counts)."""
    size = sum(counts)
    if size % 3 == 1:
        return False
    if honors:
        rests = [c % 3 for c in counts]
        return 1 not in rests and rests.count(2) == size % 3 // 2
    if size % 3 == 0:
        return _suit_sets_only(counts)
    work = list(counts)
    for i in range(9):
        if work[i] >= 2:
            work[i] -= 2
            ok = _suit_sets_only(work)
            work[i] += 2
            if ok:
                return True
    return False


def _suits(counts: Sequence[int]) -> list[tuple[int, ...]]:
    return [tuple(counts[0:9]), tuple(counts[9:18]), tuple(counts[18:27]), tuple(counts[27:34])]


def _regular_complete(counts: Sequence[int]) -> bool:
    """Sets plus one pair (any counts)."""
    suits = _suits(counts)
    if [sum(s) % 3 for s in suits].count(2) != 1:
        return False
    return all(_suit_complete(s, i == 3) for i, s in enumerate(suits))


def _complete(counts: Sequence[int], quads: bool = False) -> bool:
    """Any complete form, arithmetically (counts may exceed 4); ``quads``: chiitoitsu_four_of_a_kind."""
    if _regular_complete(counts):
        return True
    if sum(counts) != 14:
        return False
    if counts.count(2) == 7 or (quads and counts.count(2) + 2 * counts.count(4) == 7):
        return True
    orphans = _ORPHANS(counts)
    return orphans.count(1) == 12 and orphans.count(2) == 1


def is_complete(counts34: Sequence[int], *, chiitoitsu_four_of_a_kind: bool = False) -> bool:
    """Whether a 14 - 3k tile concealed part is a complete hand.

    Regular (sets and a pair), chiitoitsu (seven distinct pairs, or seven
    pairs where four of a kind is two with ``chiitoitsu_four_of_a_kind``) or
    kokushi; the last two only for 14 concealed tiles.

    >>> from taikai.tiles import parse, to_counts
    >>> is_complete(to_counts(parse("11223344556677z")))
    True
    >>> is_complete(to_counts(parse("11112233445566z")))  # four of a kind is not two pairs
    False
    """
    _melds_of(counts34, waiting=False)
    return _complete(counts34, chiitoitsu_four_of_a_kind)


@lru_cache(maxsize=1 << 16)
def _suit_waits(pattern: tuple[int, ...], honors: bool) -> tuple[int, ...]:
    """Offsets i such that the suit pattern plus one tile i splits completely (any counts)."""
    out = []
    work = list(pattern)
    for i in range(len(work)):
        work[i] += 1
        if _suit_complete(work, honors):
            out.append(i)
        work[i] -= 1
    return tuple(out)


def _regular_waits(counts: Sequence[int]) -> set[int]:
    suits = _suits(counts)
    done = [_suit_complete(s, i == 3) for i, s in enumerate(suits)]
    pairs = [sum(s) % 3 == 2 for s in suits]
    out: set[int] = set()
    for i, suit in enumerate(suits):
        others = [j for j in range(4) if j != i]
        if not all(done[j] for j in others):
            continue
        needs_pair = not any(pairs[j] for j in others)
        if (sum(suit) + 1) % 3 == (2 if needs_pair else 0):
            out.update(9 * i + offset for offset in _suit_waits(suit, i == 3))
    return out


def _closed_waits(counts: Sequence[int], quads: bool) -> set[int]:
    """Chiitoitsu and kokushi waits of a 13-tile hand (``quads``: chiitoitsu_four_of_a_kind)."""
    out: set[int] = set()
    if counts.count(2) == 6 and counts.count(1) == 1:
        out.add(counts.index(1))
    elif quads and counts.count(1) + counts.count(3) == 1:  # all the others are pairs or quads
        out.add(counts.index(1) if 1 in counts else counts.index(3))
    orphans = _ORPHANS(counts)
    if sum(orphans) == 13:
        if orphans.count(1) == 13:
            out.update(TERMINALS_AND_HONORS)
        elif orphans.count(2) == 1 and orphans.count(0) == 1:
            out.add(TERMINALS_AND_HONORS[orphans.index(0)])
    return out


def _waits(counts: Sequence[int], quads: bool = False) -> list[int]:
    found = _regular_waits(counts)
    if sum(counts) == 13:
        found |= _closed_waits(counts, quads)
    return sorted(found)


def waits(counts34: Sequence[int], *, chiitoitsu_four_of_a_kind: bool = False) -> list[int]:
    """Kinds t such that a 13 - 3k tile concealed part plus t is complete, in kind order.

    Counted arithmetically, whatever copies remain: a hand holding 1111m may
    list 1m (a fifth copy); :func:`is_tenpai` drops such karaten waits.
    Complete as in :func:`is_complete` (``chiitoitsu_four_of_a_kind`` likewise).

    >>> from taikai.tiles import parse, to_counts
    >>> waits(to_counts(parse("1111m234p567p789s")))  # would need a fifth 1m
    [0]
    """
    _melds_of(counts34, waiting=True)
    return _waits(counts34, chiitoitsu_four_of_a_kind)


def _check_extra(counts: Sequence[int], extra: Sequence[int], what: str) -> None:
    if len(extra) != N_KINDS:
        raise BadTiles.of("shanten_extra_vector", field=what, count=len(extra))
    for kind in range(N_KINDS):
        seen = extra[kind]
        if not isinstance(seen, int) or seen < 0 or counts[kind] + seen > 4:
            raise BadTiles.of("shanten_extra_copies", field=what, count=repr(seen), tile=kind_name(kind),
                              held=counts[kind])  # fmt: skip


def is_tenpai(
    counts34: Sequence[int],
    held: Sequence[int] | None = None,
    karaten: str = "not_tenpai",
    *,
    chiitoitsu_four_of_a_kind: bool = False,
) -> bool:
    """Whether a 13 - 3k tile concealed part is tenpai.

    ``held`` counts the player's meld tiles. A wait all of whose four copies
    are in the player's own hand (``counts34 + held``) is no wait when
    ``karaten`` is ``"not_tenpai"`` (RULES.md); with ``"tenpai"`` it counts.
    ``karaten`` and ``chiitoitsu_four_of_a_kind`` take the Ruleset fields.

    >>> from taikai.tiles import parse, to_counts
    >>> is_tenpai(to_counts(parse("1111m234p567p789s")))
    False
    >>> is_tenpai(to_counts(parse("1m234p567p789s")))  # one called meld, tanki on 1m
    True
    >>> is_tenpai(to_counts(parse("1m234p567p789s")), held=to_counts(parse("111m")))  # the meld is 111m
    False
    """
    _melds_of(counts34, waiting=True)
    if held is not None:
        _check_extra(counts34, held, "held")
    if karaten not in _KARATEN:
        raise BadTiles.of("shanten_karaten", value=repr(karaten))
    found = _waits(counts34, chiitoitsu_four_of_a_kind)
    if karaten == "tenpai":
        return bool(found)
    extra = held if held is not None else [0] * N_KINDS
    return any(counts34[t] + extra[t] < 4 for t in found)


def ukeire(
    counts34: Sequence[int], visible: Sequence[int] | None = None, *, chiitoitsu_four_of_a_kind: bool = False
) -> dict[int, int]:
    """Kinds whose draw lowers the shanten of a 13 - 3k tile part, with their unseen copies.

    Unseen copies are 4 minus those in hand minus ``visible`` (discards,
    melds, dora indicators...). A kind all of whose copies are in hand is
    never listed; one all of whose other copies are visible is listed with 0.

    >>> from taikai.tiles import parse, to_counts
    >>> ukeire(to_counts(parse("2345m123p456p789s")))  # nobetan 2m-5m
    {1: 3, 4: 3}
    """
    k = _melds_of(counts34, waiting=True)
    seen = [0] * N_KINDS if visible is None else visible
    if visible is not None:
        _check_extra(counts34, visible, "visible")
    work = list(counts34)
    now = shanten(work, k, chiitoitsu_four_of_a_kind=chiitoitsu_four_of_a_kind)
    out: dict[int, int] = {}
    for kind in range(N_KINDS):
        if work[kind] == 4:
            continue
        work[kind] += 1
        if shanten(work, k, chiitoitsu_four_of_a_kind=chiitoitsu_four_of_a_kind) < now:
            out[kind] = 4 - counts34[kind] - seen[kind]
        work[kind] -= 1
    return out
