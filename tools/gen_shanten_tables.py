"""Generate src/taikai/hand/shanten_tables.bin, the per-suit tables of taikai.hand.shanten.

Run from the repository root: ``python tools/gen_shanten_tables.py`` (pure Python, about a
minute). The method is described in the docstring of taikai.hand.shanten; in short, for every
pattern h of one suit (counts 0-4 on 9 kinds, or 7 honor kinds, at most 14 tiles) and every
(sets n <= 4, pair p <= 1) it stores the most tiles of h that some "target" of that suit with at
most n sets and p pairs (each kind at most 4) contains:

1. a pattern is a *target* of (n, p) when it splits into n' <= n sets and p' <= p pairs;
2. a pattern *fits* (n, p) when some target of (n, p) contains it: targets, and, going down in
   size, every pattern one tile short of a fitting pattern;
3. best(h)[n, p] = |h| when h fits, else the best over h minus one tile (a dynamic programme
   from small patterns up).

Vectors combine by max-plus (``combine``): man with pin ("left"), sou with honors ("right"),
then left with right, of which only kept[p=1][n] is stored. Distinct vectors are numbered at each
level (suited, honor, left, right: each fewer than 256, so one byte per id).

File format (zlib-compressed): magic ``TKSH2``; NS, NH, NL, NR (uint16: the numbers of distinct
suited, honor, left and right vectors); the suited id of every base-5 code (sum of count_i * 5**i)
of 9 counts (5**9 bytes) and the honor id of every code of 7 counts (5**7 bytes); LEFT[a * NS + b]
(man id a, pin id b); RIGHT[a * NH + b] (sou id a, honor id b); then for n = 0..4 sets,
KEPT_n[left * NR + right], the most tiles kept towards n sets and a pair.
"""

from __future__ import annotations

import itertools
import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "src" / "taikai" / "hand" / "shanten_tables.bin"
MAX_TILES = 14
N_BITS = 10  # index p * 5 + n


def splits_into_sets(pattern: list[int], sequences: bool) -> bool:
    """Whether a pattern is all sets (the lowest kind starts count mod 3 sequences)."""
    work = list(pattern)
    for i, count in enumerate(work):
        r = count % 3
        if r:
            if not sequences or i + 2 >= len(work) or work[i + 1] < r or work[i + 2] < r:
                return False
            work[i + 1] -= r
            work[i + 2] -= r
    return True


def target_bits(pattern: list[int], sequences: bool) -> int:
    """Bits p * 5 + n of the (n, p) for which the pattern is itself a target."""
    size = sum(pattern)
    if size % 3 == 0 and splits_into_sets(pattern, sequences):
        low = size // 3
        return sum(1 << (p * 5 + n) for p in (0, 1) for n in range(low, 5))
    if size % 3 == 2:
        for i, count in enumerate(pattern):
            if count >= 2:
                pattern[i] -= 2
                ok = splits_into_sets(pattern, sequences)
                pattern[i] += 2
                if ok:
                    return sum(1 << (5 + n) for n in range((size - 2) // 3, 5))
    return 0


def patterns(kinds: int) -> list[tuple[int, ...]]:
    """All count patterns of a suit with at most MAX_TILES tiles, by size."""
    out = [p for p in itertools.product(range(5), repeat=kinds) if sum(p) <= MAX_TILES]
    out.sort(key=sum)
    return out


def build(kinds: int, sequences: bool) -> dict[int, tuple[int, ...]]:
    """Vector of kept tiles for every pattern code of one suit type."""
    powers = [5**i for i in range(kinds)]
    pats = patterns(kinds)
    code_of = {p: sum(c * w for c, w in zip(p, powers, strict=True)) for p in pats}
    fits: dict[int, int] = {}
    for pat in reversed(pats):  # largest first
        code = code_of[pat]
        bits = target_bits(list(pat), sequences)
        if sum(pat) < MAX_TILES:
            for i, count in enumerate(pat):
                if count < 4:
                    bits |= fits[code + powers[i]]
        fits[code] = bits
    best: dict[int, tuple[int, ...]] = {}
    for pat in pats:  # smallest first
        code = code_of[pat]
        bits, size = fits[code], sum(pat)
        preds = [best[code - powers[i]] for i, count in enumerate(pat) if count]
        lower = [max(col) for col in zip(*preds, strict=True)] if preds else [0] * N_BITS
        best[code] = tuple(size if bits >> j & 1 else lower[j] for j in range(N_BITS))
    return best


def combine(u: tuple[int, ...], v: tuple[int, ...]) -> tuple[int, ...]:
    """Max-plus combination of two kept vectors: the best split of n sets and p pairs."""
    out = []
    for p in (0, 1):
        for n in range(5):
            splits = [(0, i, 0, n - i) for i in range(n + 1)]
            if p:
                splits += [(1, i, 0, n - i) for i in range(n + 1)] + [(0, i, 1, n - i) for i in range(n + 1)]
            out.append(max(u[5 * p1 + i] + v[5 * p2 + j] for p1, i, p2, j in splits))
    return tuple(out)


def interned(vectors: list[tuple[int, ...]], what: str) -> dict[tuple[int, ...], int]:
    ids = {v: i for i, v in enumerate(sorted(set(vectors)))}
    if len(ids) > 256:
        raise SystemExit(f"{len(ids)} {what} vectors do not fit one byte per id")
    return ids


def id_column(table: dict[int, tuple[int, ...]], ids: dict[tuple[int, ...], int], kinds: int) -> bytes:
    column = bytearray(5**kinds)  # codes of patterns over 14 tiles keep id 0: never looked up
    for code, vector in table.items():
        column[code] = ids[vector]
    return bytes(column)


def encode(suited: dict[int, tuple[int, ...]], honors: dict[int, tuple[int, ...]]) -> bytes:
    """The file: per-suit ids, the two first combinations, and the final kept tiles."""
    suit_ids = interned(list(suited.values()), "suited")
    honor_ids = interned(list(honors.values()), "honor")
    left_of = {(a, b): combine(u, v) for u, a in suit_ids.items() for v, b in suit_ids.items()}
    right_of = {(a, b): combine(u, v) for u, a in suit_ids.items() for v, b in honor_ids.items()}
    left_ids = interned(list(left_of.values()), "man+pin")
    right_ids = interned(list(right_of.values()), "sou+honor")
    ns, nh, nl, nr = len(suit_ids), len(honor_ids), len(left_ids), len(right_ids)
    left = bytes(left_ids[left_of[a, b]] for a in range(ns) for b in range(ns))
    right = bytes(right_ids[right_of[a, b]] for a in range(ns) for b in range(nh))
    wholes = [combine(u, v) for u in left_ids for v in right_ids]  # both dicts iterate in id order
    final = b"".join(bytes(w[5 + sets] for w in wholes) for sets in range(5))
    out = b"TKSH2" + struct.pack("<4H", ns, nh, nl, nr)
    out += id_column(suited, suit_ids, 9) + id_column(honors, honor_ids, 7) + left + right + final
    return zlib.compress(out, 9)


def main() -> None:
    suited = build(9, sequences=True)
    honors = build(7, sequences=False)
    data = encode(suited, honors)
    OUT.write_bytes(data)
    print(f"{len(suited)} suited and {len(honors)} honor patterns, {len(data)} bytes")


if __name__ == "__main__":
    main()
