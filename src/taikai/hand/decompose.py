"""All ways a complete concealed hand splits into sets and a pair.

A set is encoded as one int: a triplet of kind ``k`` is ``k``, a sequence
starting at kind ``k`` is ``SEQ + k``. A standard decomposition is
``(pair_kind, sets)`` with ``sets`` sorted. The splits of each suit (and of
the honors) are cached by that suit's counts, a small pattern; whole hands are
combined from them, not cached. :func:`splits` gives the same readings as
(pair, triplets, sequences), the form the scorer reads.

>>> decompose((3, 3, 3, 0, 0, 0, 0, 0, 0, 2) + (0,) * 24)
((9, (0, 1, 2)), (9, (34, 34, 34)))
>>> is_chiitoitsu(tuple([2] * 7 + [0] * 27))
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache, partial
from typing import Final

from taikai.tiles import TERMINALS_AND_HONORS

SEQ = 34
Decomposition = tuple[int, tuple[int, ...]]


def is_sequence(block: int) -> bool:
    return block >= SEQ


def block_kinds(block: int) -> tuple[int, ...]:
    """The three kinds of a set (a triplet repeats its kind)."""
    if block >= SEQ:
        k = block - SEQ
        return (k, k + 1, k + 2)
    return (block, block, block)


def _sets(counts: list[int], start: int) -> list[tuple[int, ...]]:
    """Every multiset of sets using exactly the 9 ``counts`` of one suit (kinds below ``start`` are 0)."""
    kind = start
    while kind < 9 and counts[kind] == 0:
        kind += 1
    if kind == 9:
        return [()]
    out: list[tuple[int, ...]] = []
    if counts[kind] >= 3:
        counts[kind] -= 3
        out.extend((kind, *rest) for rest in _sets(counts, kind))
        counts[kind] += 3
    if kind < 7 and counts[kind + 1] and counts[kind + 2]:
        for k in (kind, kind + 1, kind + 2):
            counts[k] -= 1
        out.extend((SEQ + kind, *rest) for rest in _sets(counts, kind))
        for k in (kind, kind + 1, kind + 2):
            counts[k] += 1
    return out


@lru_cache(maxsize=16384)
def _suit(counts: tuple[int, ...], with_pair: bool, offset: int) -> tuple[Decomposition, ...]:
    """Splits of one suit's 9 counts, kinds shifted by ``offset``, with exactly one pair or none (-1).

    Cached by the suit's counts: suit patterns repeat far more often than whole hands.
    """
    work = list(counts)
    if not with_pair:
        return tuple((-1, tuple(b + offset for b in sets)) for sets in _sets(work, 0))
    found: list[Decomposition] = []
    for pair in range(9):
        if work[pair] >= 2:
            work[pair] -= 2
            found.extend((pair + offset, tuple(b + offset for b in sets)) for sets in _sets(work, 0))
            work[pair] += 2
    return tuple(found)


#: One reading of a concealed hand: (pair kind, triplet kinds, sequence starts), both ascending.
Split = tuple[int, tuple[int, ...], tuple[int, ...]]


#: How one group (a suit, or the honors) splits: (1 when it holds the pair else 0, its splits, its
#: only split or None when it has several); None when it cannot split.
Group = tuple[int, tuple[Split, ...], "Split | None"]


def _group(has_pair: bool, found: tuple[Split, ...]) -> Group:
    return int(has_pair), found, found[0] if len(found) == 1 else None


def _honors(part: tuple[int, ...]) -> Group | None:
    """The honors' 7 counts split as triplets and at most one pair (one split), or None."""
    pair, sets = -1, []
    for kind, count in enumerate(part, 27):
        if count == 3:
            sets.append(kind)
        elif count == 2 and pair < 0:
            pair = kind
        elif count:
            return None
    return _group(pair >= 0, ((pair, tuple(sets), ()),))


def _suit_splits(part: tuple[int, ...], offset: int) -> Group | None:
    """A suit's 9 counts split into sets (and the pair when its count is 3n+2), or None when it
    cannot split."""
    total = sum(part)
    if total % 3 == 1:
        return None
    splits = _suit(part, total % 3 == 2, offset)
    if not splits:
        return None
    return _group(
        total % 3 == 2,
        tuple(
            (pair, tuple(b for b in sets if b < SEQ), tuple(b - SEQ for b in sets if b >= SEQ))
            for pair, sets in splits
        ),
    )


def _order(split: Split) -> tuple[int, tuple[int, ...]]:
    pair, triplets, sequences = split
    return pair, triplets + tuple(SEQ + s for s in sequences)


#: The weight of each kind in its group's pattern key: a suit's 9 counts (the honors' 7) as 4 bits
#: each of one int (a hand holds at most 14 of a kind), so that a pattern is looked up by a small int.
PATTERN_WEIGHTS: Final = tuple(1 << 4 * (kind % 9) for kind in range(34))


def pattern_keys(counts: Sequence[int]) -> tuple[int, int, int, int]:
    """The pattern keys of the man, pin, sou and honor counts of a concealed hand."""
    keys = [0, 0, 0, 0]
    for kind in range(34):
        keys[kind // 9] += counts[kind] * PATTERN_WEIGHTS[kind]
    return keys[0], keys[1], keys[2], keys[3]


def _counts_of(key: int, size: int) -> tuple[int, ...]:
    return tuple(key >> 4 * index & 15 for index in range(size))


class _PatternTable(dict[int, "Group | None"]):
    """A table keyed by one group's pattern key (a small pattern), filled on first use by ``build``
    from the group's counts.

    A plain dict lookup on a hit (the scorer's inner loop); ``build`` only runs on a miss.
    """

    def __init__(self, build: Callable[[tuple[int, ...]], Group | None], size: int) -> None:
        super().__init__()
        self.build = build
        self.size = size

    def __missing__(self, key: int) -> Group | None:
        found = self[key] = self.build(_counts_of(key, self.size))
        return found


_MAN, _PIN, _SOU = (_PatternTable(partial(_suit_splits, offset=offset), 9) for offset in (0, 9, 18))
_HONOR_TABLE = _PatternTable(_honors, 7)


def splits(counts: Sequence[int], keys: tuple[int, int, int, int] | None = None) -> tuple[Split, ...]:
    """Every (pair, triplets, sequences) reading of a concealed hand of 3n+2 tiles, in the order of
    :func:`decompose`; empty when there is none. Built from the per-suit pattern tables (``keys``:
    the hand's :func:`pattern_keys` when the caller has them); the whole hand is not cached."""
    man, pin, sou, honors = pattern_keys(counts) if keys is None else keys
    m = _MAN[man]
    if m is None:
        return ()
    p = _PIN[pin]
    if p is None:
        return ()
    s = _SOU[sou]
    if s is None:
        return ()
    h = _HONOR_TABLE[honors]
    if h is None or m[0] + p[0] + s[0] + h[0] != 1:
        return ()
    p4, t4, _ = h[1][0]  # the honors split one way
    ms, ps, ss = m[2], p[2], s[2]
    if ms is not None and ps is not None and ss is not None:  # one split per group (most hands)
        return ((max(ms[0], ps[0], ss[0], p4), ms[1] + ps[1] + ss[1] + t4, ms[2] + ps[2] + ss[2]),)
    found = [
        (max(p1, p2, p3, p4), t1 + t2 + t3 + t4, q1 + q2 + q3)
        for p1, t1, q1 in m[1]
        for p2, t2, q2 in p[1]
        for p3, t3, q3 in s[1]
    ]
    return tuple(sorted(found, key=_order))


def decompose(counts: tuple[int, ...]) -> tuple[Decomposition, ...]:
    """Every (pair, sets) split of a concealed hand of 3n+2 tiles, sorted; empty when there is none."""
    return tuple(_order(split) for split in splits(counts))


def clear_decompositions(patterns: bool = False) -> None:
    """No whole hand is cached; with ``patterns`` empty the per-suit and honor pattern tables
    (small patterns, like shanten's tables: they may stay warm)."""
    if patterns:
        _suit.cache_clear()
        for table in (_MAN, _PIN, _SOU, _HONOR_TABLE):
            table.clear()


_PAIRS, _PAIRS_OR_FOURS = frozenset({0, 2}), frozenset({0, 2, 4})  # the counts seven pairs may hold


def is_chiitoitsu(counts: tuple[int, ...], four_of_a_kind: bool = False) -> bool:
    """Seven pairs; with ``four_of_a_kind`` four copies may count as two pairs."""
    if sum(counts) != 14:
        return False
    return set(counts) <= (_PAIRS_OR_FOURS if four_of_a_kind else _PAIRS)


def is_kokushi(counts: tuple[int, ...]) -> bool:
    """Thirteen orphans: every terminal and honor, one of them twice."""
    return sum(counts) == 14 and all(counts[k] >= 1 for k in TERMINALS_AND_HONORS)
