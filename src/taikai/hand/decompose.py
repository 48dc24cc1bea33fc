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
    """Every multiset of sets using exactly ``counts`` (kinds below ``start`` are already 0)."""
    kind = start
    while kind < 34 and counts[kind] == 0:
        kind += 1
    if kind == 34:
        return [()]
    out: list[tuple[int, ...]] = []
    if counts[kind] >= 3:
        counts[kind] -= 3
        out.extend((kind, *rest) for rest in _sets(counts, kind))
        counts[kind] += 3
    if kind < 27 and kind % 9 < 7 and counts[kind + 1] and counts[kind + 2]:
        for k in (kind, kind + 1, kind + 2):
            counts[k] -= 1
        out.extend((SEQ + kind, *rest) for rest in _sets(counts, kind))
        for k in (kind, kind + 1, kind + 2):
            counts[k] += 1
    return out


@lru_cache(maxsize=65536)
def decompose(counts: tuple[int, ...]) -> tuple[Decomposition, ...]:
    """Every (pair, sets) split of a concealed hand of 3n+2 tiles; empty when there is none."""
    if sum(counts) % 3 != 2:
        return ()
    work = list(counts)
    found: list[Decomposition] = []
    for pair in range(34):
        if work[pair] < 2:
            continue
        work[pair] -= 2
        found.extend((pair, tuple(sorted(sets))) for sets in _sets(work, 0))
        work[pair] += 2
    return tuple(found)


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
