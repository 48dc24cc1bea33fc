"""All ways a complete concealed hand splits into sets and a pair.

A set is encoded as one int: a triplet of kind ``k`` is ``k``, a sequence
starting at kind ``k`` is ``SEQ + k``. A standard decomposition is
``(pair_kind, sets)`` with ``sets`` sorted. Results are cached by the count
vector: this is the scorer's hot path.

>>> decompose((3, 3, 3, 0, 0, 0, 0, 0, 0, 2) + (0,) * 24)
((9, (0, 1, 2)), (9, (34, 34, 34)))
>>> is_chiitoitsu(tuple([2] * 7 + [0] * 27))
True
"""

from __future__ import annotations

from functools import lru_cache

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


def _honors(counts: tuple[int, ...]) -> Decomposition | None:
    """Honors only split as triplets and at most one pair; (pair or -1, triplets) or None."""
    pair, sets = -1, []
    for kind in range(27, 34):
        count = counts[kind]
        if count == 3:
            sets.append(kind)
        elif count == 2 and pair < 0:
            pair = kind
        elif count:
            return None
    return pair, tuple(sets)


def _groups(counts: tuple[int, ...]) -> list[tuple[Decomposition, ...]] | None:
    """The splits of each suit and of the honors, or None if one group cannot split."""
    honors = _honors(counts) if any(counts[27:]) else (-1, ())
    if honors is None:
        return None
    groups: list[tuple[Decomposition, ...]] = [(honors,)]
    pairs = honors[0] >= 0
    for offset in (0, 9, 18):
        part = counts[offset : offset + 9]
        total = sum(part)
        if not total:
            continue
        if total % 3 == 1:
            return None
        splits = _suit(part, total % 3 == 2, offset)
        if not splits:
            return None
        pairs += total % 3 == 2
        groups.append(splits)
    return groups if pairs == 1 else None


@lru_cache(maxsize=65536)
def decompose(counts: tuple[int, ...]) -> tuple[Decomposition, ...]:
    """Every (pair, sets) split of a concealed hand of 3n+2 tiles, sorted; empty when there is none."""
    if sum(counts) % 3 != 2:
        return ()
    groups = _groups(counts)
    if groups is None:
        return ()
    found: list[Decomposition] = [(-1, ())]
    for group in groups:
        if len(group) == 1:
            q, more = group[0]
            found = [(max(p, q), sets + more) for p, sets in found]
        else:
            found = [(max(p, q), sets + more) for p, sets in found for q, more in group]
    return tuple(sorted((pair, tuple(sorted(sets))) for pair, sets in found))


def clear_decompositions() -> None:
    """Empty the decomposition caches (whole hands and single suits)."""
    decompose.cache_clear()
    _suit.cache_clear()


def is_chiitoitsu(counts: tuple[int, ...], four_of_a_kind: bool = False) -> bool:
    """Seven pairs; with ``four_of_a_kind`` four copies may count as two pairs."""
    if sum(counts) != 14:
        return False
    if four_of_a_kind:
        return all(c in (0, 2, 4) for c in counts)
    return all(c in (0, 2) for c in counts)


def is_kokushi(counts: tuple[int, ...]) -> bool:
    """Thirteen orphans: every terminal and honor, one of them twice."""
    return sum(counts) == 14 and all(counts[k] >= 1 for k in TERMINALS_AND_HONORS)
