"""Complete hands, waits and tenpai (karaten excluded).

Hands are 34-kind count vectors (see :mod:`taikai.tiles`). A concealed part
with ``k`` called melds holds ``14 - 3k`` tiles when complete and ``13 - 3k``
when waiting.

Completeness is decided arithmetically, suit by suit, without search: in one
suit, the lowest kind ``i`` with ``c`` copies must start exactly ``c mod 3``
sequences (three sequences ``i, i+1, i+2`` are the same tiles as three
triplets), so a suit splits into sets iff this greedy pass never runs short.
A pair is tried on each kind of the one suit whose size is ``2 mod 3``.
This works for any counts, 5 copies included, which :func:`waits` needs to
see karaten.

>>> from taikai.tiles import parse, to_counts
>>> waits(to_counts(parse("1112345678999m")))  # junsei chuuren: all nine
[0, 1, 2, 3, 4, 5, 6, 7, 8]
"""

from __future__ import annotations

from collections.abc import Sequence

from taikai.errors import BadTiles
from taikai.tiles import N_KINDS, TERMINALS_AND_HONORS, format_counts, kind_name

__all__ = ["is_complete", "is_tenpai", "waits"]

_SUIT_STARTS = (0, 9, 18)
_HONORS = 27


def _check_counts(counts: Sequence[int], *, waiting: bool) -> int:
    """Validate a concealed part and return its number of called melds k.

    ``waiting`` selects the size 13 - 3k (else 14 - 3k).
    """
    if len(counts) != N_KINDS:
        raise BadTiles(f"a count vector has 34 entries, not {len(counts)}")
    for kind, count in enumerate(counts):
        if not isinstance(count, int) or not 0 <= count <= 4:
            raise BadTiles(f"{count!r} copies of {kind_name(kind)}: a count is between 0 and 4")
    total = sum(counts)
    base = 13 if waiting else 14
    if total > base or (base - total) % 3:
        sizes = ", ".join(str(base - 3 * k) for k in range(5))
        raise BadTiles(f"{total} tiles ({format_counts(counts) or 'none'}): a hand here holds {sizes}")
    return (base - total) // 3


def _suit_sets_only(counts: Sequence[int], start: int) -> bool:
    """Whether the 9 kinds of one suit from ``start`` split into sequences and triplets."""
    a, b = counts[start], counts[start + 1]
    for i in range(start, start + 7):
        c = counts[i + 2]
        r = a % 3
        if r:
            if b < r or c < r:
                return False
            b -= r
            c -= r
        a, b = b, c
    return a % 3 == 0 and b % 3 == 0


def _suit_with_pair(counts: list[int], start: int) -> bool:
    """Whether one suit splits into sets plus exactly one pair (``counts`` is restored)."""
    for i in range(start, start + 9):
        if counts[i] >= 2:
            counts[i] -= 2
            ok = _suit_sets_only(counts, start)
            counts[i] += 2
            if ok:
                return True
    return False


def _regular_complete(counts: Sequence[int]) -> bool:
    """Sets plus one pair, over any counts (5 copies allowed)."""
    pair_suit = -1
    for suit, start in enumerate((*_SUIT_STARTS, _HONORS)):
        size = sum(counts[start : start + (7 if suit == 3 else 9)])
        if size % 3 == 1:
            return False
        if size % 3 == 2:
            if pair_suit >= 0:
                return False
            pair_suit = suit
    if pair_suit < 0:
        return False
    honors = [c % 3 for c in counts[_HONORS:]]
    if 1 in honors or honors.count(2) != (pair_suit == 3):
        return False
    work = list(counts)
    for suit, start in enumerate(_SUIT_STARTS):
        ok = _suit_with_pair(work, start) if suit == pair_suit else _suit_sets_only(work, start)
        if not ok:
            return False
    return True


def _chiitoitsu_complete(counts: Sequence[int]) -> bool:
    return sum(counts) == 14 and counts.count(2) == 7


def _kokushi_complete(counts: Sequence[int]) -> bool:
    if sum(counts) != 14:
        return False
    orphans = [counts[k] for k in TERMINALS_AND_HONORS]
    return 0 not in orphans and orphans.count(2) == 1


def _complete(counts: Sequence[int]) -> bool:
    """Any complete form, arithmetically (counts may exceed 4)."""
    return _regular_complete(counts) or _chiitoitsu_complete(counts) or _kokushi_complete(counts)


def is_complete(counts34: Sequence[int]) -> bool:
    """Whether a 14 - 3k tile concealed part is a complete hand.

    Regular (sets and a pair), chiitoitsu (seven distinct pairs) or kokushi;
    the last two only for 14 concealed tiles.

    >>> from taikai.tiles import parse, to_counts
    >>> is_complete(to_counts(parse("11223344556677z")))
    True
    >>> is_complete(to_counts(parse("11112233445566z")))  # four of a kind is not two pairs
    False
    """
    _check_counts(counts34, waiting=False)
    return _complete(counts34)


def _waits(counts: Sequence[int]) -> list[int]:
    work = list(counts)
    out = []
    for kind in range(N_KINDS):
        work[kind] += 1
        if _complete(work):
            out.append(kind)
        work[kind] -= 1
    return out


def waits(counts34: Sequence[int]) -> list[int]:
    """Kinds t such that a 13 - 3k tile concealed part plus t is complete, in kind order.

    Counted arithmetically, whatever copies remain: a hand holding 1111m may
    list 1m (a fifth copy); :func:`is_tenpai` drops such karaten waits.

    >>> from taikai.tiles import parse, to_counts
    >>> waits(to_counts(parse("1111m234p567p789s")))  # would need a fifth 1m
    [0]
    """
    _check_counts(counts34, waiting=True)
    return _waits(counts34)


def is_tenpai(
    counts34: Sequence[int], held: Sequence[int] | None = None, karaten: str = "not_tenpai"
) -> bool:
    """Whether a 13 - 3k tile concealed part is tenpai.

    ``held`` counts the player's meld tiles. A wait all of whose four copies
    are in the player's own hand (``counts34 + held``) is no wait when
    ``karaten`` is ``"not_tenpai"`` (RULES.md); with ``"tenpai"`` it counts.

    >>> from taikai.tiles import parse, to_counts
    >>> is_tenpai(to_counts(parse("1111m234p567p789s")))
    False
    >>> is_tenpai(to_counts(parse("1m234p567p789s")))  # one called meld, tanki on 1m
    True
    >>> is_tenpai(to_counts(parse("1m234p567p789s")), held=to_counts(parse("111m")))  # the meld is 111m
    False
    """
    _check_counts(counts34, waiting=True)
    if held is not None and len(held) != N_KINDS:
        raise BadTiles(f"held meld tiles: a count vector has 34 entries, not {len(held)}")
    if karaten not in ("not_tenpai", "tenpai"):
        raise BadTiles(f"karaten must be 'not_tenpai' or 'tenpai', not {karaten!r}")
    found = _waits(counts34)
    if karaten == "tenpai":
        return bool(found)
    extra = held if held is not None else [0] * N_KINDS
    return any(counts34[t] + extra[t] < 4 for t in found)
