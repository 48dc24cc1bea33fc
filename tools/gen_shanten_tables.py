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

File format (zlib-compressed): magic ``TKSH1``, the number V of distinct vectors (uint16), V
vectors of 10 bytes (kept tiles for p = 0 then p = 1, n = 0..4), then one byte (a vector id) per
base-5 code (sum of count_i * 5**i) of the 9-kind suited patterns, then the same for the 7-kind
honor patterns. Codes of patterns over 14 tiles hold id 0 and are never looked up.
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


def encode(suited: dict[int, tuple[int, ...]], honors: dict[int, tuple[int, ...]]) -> bytes:
    vectors = sorted(set(suited.values()) | set(honors.values()))
    ids = {v: i for i, v in enumerate(vectors)}
    out = bytearray(b"TKSH1")
    if len(vectors) > 256:
        raise SystemExit(f"{len(vectors)} vectors do not fit one byte per id")
    out += struct.pack("<H", len(vectors))
    for v in vectors:
        out += bytes(v)
    for table, kinds in ((suited, 9), (honors, 7)):
        column = bytearray(5**kinds)
        for code, v in table.items():
            column[code] = ids[v]
        out += column
    return zlib.compress(bytes(out), 9)


def main() -> None:
    suited = build(9, sequences=True)
    honors = build(7, sequences=False)
    data = encode(suited, honors)
    OUT.write_bytes(data)
    n_vectors = len(set(suited.values()) | set(honors.values()))
    print(f"{len(suited)} suited and {len(honors)} honor patterns, {n_vectors} vectors, {len(data)} bytes")


if __name__ == "__main__":
    main()
