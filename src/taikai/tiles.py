"""Tiles: kinds, red fives, and the compact notation of CONTRACTS.md.

A tile *kind* is an int 0-33: 0-8 = 1-9m, 9-17 = 1-9p, 18-26 = 1-9s,
27-33 = E S W N, white (haku), green (hatsu), red (chun). A physical tile is a
:class:`Tile`: its kind and whether it is a red five. The 136-id form of
Tenhou numbers the copies: kind = id // 4, and with red fives the ids
16, 52, 88 are the red 5m, 5p, 5s.

The compact notation writes digits then a suit letter: ``"123m055p"`` is
1m 2m 3m 0p 5p 5p (as a multiset: 5p 5p and a red 5p), where ``0`` is a red five and ``1z``-``7z`` are
E S W N white green red.

>>> parse("123m055p")
(Tile('1m'), Tile('2m'), Tile('3m'), Tile('0p'), Tile('5p'), Tile('5p'))
>>> format_tiles(parse("3m1m2m0p"))
'123m0p'
>>> to_counts(parse("11z"))[27]
2
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from taikai.errors import BadTiles

SUITS = "mpsz"
N_KINDS: Final = 34
EAST, SOUTH, WEST, NORTH, HAKU, HATSU, CHUN = range(27, 34)
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (HAKU, HATSU, CHUN)
WIND_LETTERS = "ESWN"
TERMINALS_AND_HONORS = (0, 8, 9, 17, 18, 26, *range(27, 34))
FIVES: Final = (4, 13, 22)
RED_IDS_136 = (16, 52, 88)


def kind_of(number: int, suit: str) -> int:
    """Kind of a tile given its number (1-9, or 1-7 for honors) and suit letter."""
    return SUITS.index(suit) * 9 + number - 1


def suit_of(kind: int) -> int:
    """0 = man, 1 = pin, 2 = sou, 3 = honors."""
    return kind // 9


def number_of(kind: int) -> int:
    """1-9 for suited kinds, 1-7 for honors."""
    return kind % 9 + 1


def is_honor(kind: int) -> bool:
    return kind >= 27


def is_terminal(kind: int) -> bool:
    return kind < 27 and kind % 9 in (0, 8)


def is_terminal_or_honor(kind: int) -> bool:
    return kind >= 27 or kind % 9 in (0, 8)


def is_simple(kind: int) -> bool:
    return kind < 27 and kind % 9 not in (0, 8)


def kind_name(kind: int) -> str:
    """Notation of a kind, e.g. ``5p`` or ``7z``."""
    if not 0 <= kind < N_KINDS:
        raise BadTiles.of("tiles_kind_range", kind=kind)
    return f"{number_of(kind)}{SUITS[suit_of(kind)]}"


def wind_kind(letter: str) -> int:
    """Kind of a wind given as "E", "S", "W" or "N"."""
    if letter not in WIND_LETTERS or len(letter) != 1:
        raise BadTiles.of("tiles_wind", wind=quoted(letter))
    return EAST + WIND_LETTERS.index(letter)


def dora_from_indicator(kind: int) -> int:
    """The dora a given indicator points to (9m -> 1m, N -> E, red -> white)."""
    if kind < 27:
        return kind - kind % 9 + (kind % 9 + 1) % 9
    if kind <= NORTH:
        return EAST + (kind - EAST + 1) % 4
    return HAKU + (kind - HAKU + 1) % 3


@dataclass(frozen=True, init=False)
class Tile:
    """One physical tile: a kind (0-33) and whether it is a red five.

    A frozen value whose ``__init__`` is written out, so that mypyc compiles the class (its fields
    are then read directly by the compiled scorer; a dataclass's generated ``__init__`` would keep
    it an interpreted class).
    """

    kind: int
    red: bool

    def __init__(self, kind: int, red: bool = False) -> None:
        if not 0 <= kind < N_KINDS:
            raise BadTiles.of("tiles_kind_range", kind=kind)
        if red and kind not in FIVES:
            raise BadTiles.of("tiles_not_red", tile=kind_name(kind))
        object.__setattr__(self, "kind", kind)  # frozen: stored past the dataclass's __setattr__
        object.__setattr__(self, "red", red)

    def __str__(self) -> str:
        if self.red:
            return f"0{SUITS[suit_of(self.kind)]}"
        return kind_name(self.kind)

    def __repr__(self) -> str:
        return f"Tile('{self}')"

    @classmethod
    def from_id136(cls, tile_id: int, red_fives: bool = True) -> Tile:
        """Tenhou's 136-id form (kind = id // 4; ids 16, 52, 88 red when red fives are used)."""
        if not 0 <= tile_id < 136:
            raise BadTiles.of("tiles_id_range", id=tile_id)
        return cls(tile_id // 4, red_fives and tile_id in RED_IDS_136)


def _row(suit: str) -> tuple[Tile | None, ...]:
    """The tiles of a suit letter by digit as written, 0-9 ("0" = the red five; None: no such tile)."""
    row: list[Tile | None] = [Tile(kind_of(5, suit), red=True) if suit != "z" else None]
    row += [Tile(kind_of(number, suit)) if suit != "z" or number <= 7 else None for number in range(1, 10)]
    return tuple(row)


#: Every tile once, by the code of its suit letter then its digit: parsing reuses them (None: not a suit).
_ROWS: Final[tuple[tuple[Tile | None, ...] | None, ...]] = tuple(
    _row(chr(code)) if chr(code) in SUITS else None for code in range(128)
)
_SPACE: Final = 32
_ZERO: Final = 48
_NINE: Final = 57


def parse(text: object, *, checked: bool = True, field: str = "tiles") -> tuple[Tile, ...]:
    """Parse compact notation into tiles, in the order written (spaces are ignored).

    Raises :class:`BadTiles` naming the problem (and ``field``, the name of the text): a character
    that is not a digit or a suit letter, a digit without a suit, 8z/9z/0z, a 5th copy
    (``checked=False`` leaves the copies to the caller, who checks them with other tiles).
    One pass over the text: the time is linear in its length, whatever it holds.

    >>> parse("12x3m")
    Traceback (most recent call last):
    ...
    taikai.errors.BadTiles: tiles: cannot read '12x' in '12x3m': expected digits then m, p, s or z
    """
    if not isinstance(text, str):
        raise BadTiles.of("tiles_not_text", field=field, type=type(text).__name__)
    codes = text.encode("ascii", "replace")  # one byte per character: any other is a '?', refused
    tiles: list[Tile] = []
    digits_from = -1  # where the digits waiting for their suit letter start
    for index in range(len(codes)):
        code = codes[index]
        if _ZERO <= code <= _NINE:
            if digits_from < 0:
                digits_from = index
            continue
        if code == _SPACE:
            continue
        row = _ROWS[code]
        if row is None:
            bad = text[digits_from if digits_from >= 0 else index : index + 1]
            raise BadTiles.of("tiles_unreadable", field=field, bad=quoted(bad), text=quoted(text))
        if digits_from < 0:
            raise BadTiles.of("tiles_no_suit", field=field, bad=quoted(text[index:]), text=quoted(text))
        for at in range(digits_from, index):
            digit = codes[at]
            if digit != _SPACE:
                tile = row[digit - _ZERO]
                if tile is None:
                    raise BadTiles.of("tiles_honor_digit", field=field, digit=digit - _ZERO)
                tiles.append(tile)
        digits_from = -1
    if digits_from >= 0:
        raise BadTiles.of("tiles_no_suit", field=field, bad=quoted(text[digits_from:]), text=quoted(text))
    if checked:
        check_copies(tiles, field=field)
    return tuple(tiles)


QUOTED_LENGTH = 40  # longer texts are shown cut, with their length: messages stay short


def quoted(text: str) -> str:
    """``text`` quoted for a message; a long one cut after :data:`QUOTED_LENGTH` characters.

    >>> quoted("123m"), quoted("1" * 50)
    ("'123m'", "'1111111111111111111111111111111111111111...' (50 characters)")
    """
    if len(text) <= QUOTED_LENGTH:
        return repr(text)
    return f"{text[:QUOTED_LENGTH] + '...'!r} ({len(text):,} characters)"


def excess_copies(tiles: Iterable[Tile]) -> tuple[str, int, bool] | None:
    """The kind held most often when it is held more than 4 times (else a red five held more than
    once) as (the kind's name, its copies, whether they are red fives); None when there is none."""
    counts = [0] * N_KINDS
    reds = [0, 0, 0]
    for tile in tiles:
        counts[tile.kind] += 1
        if tile.red:
            reds[tile.kind // 9] += 1
    if max(counts) > 4:
        kind = max(range(N_KINDS), key=counts.__getitem__)
        return kind_name(kind), counts[kind], False
    if max(reds) > 1:
        suit = max(range(3), key=reds.__getitem__)
        return kind_name(FIVES[suit]), reds[suit], True
    return None


def check_copies(tiles: Iterable[Tile], *, field: str = "tiles") -> None:
    """Raise :class:`BadTiles` if any kind appears more than 4 times or a red five twice."""
    excess = excess_copies(tiles)
    if excess is not None:
        tile, count, red = excess
        raise BadTiles.of("tiles_reds" if red else "tiles_copies", field=field, count=count, tile=tile)


def to_counts(tiles: Iterable[Tile]) -> list[int]:
    """The 34-kind count vector of some tiles (red fives count as fives)."""
    counts = [0] * N_KINDS
    for tile in tiles:
        counts[tile.kind] += 1
    return counts


def from_counts(counts: Sequence[int]) -> tuple[Tile, ...]:
    """Tiles of a 34-kind count vector, in kind order, none red."""
    if len(counts) != N_KINDS:
        raise BadTiles.of("tiles_count_vector", count=len(counts))
    return tuple(Tile(kind) for kind, count in enumerate(counts) for _ in range(count))


def format_tiles(tiles: Iterable[Tile]) -> str:
    """Compact notation, sorted by suit then number (a red five sorts as a five, written 0).

    >>> format_tiles(parse("5m0m1z"))
    '50m1z'
    """
    ordered = sorted(tiles, key=lambda t: (t.kind, t.red))
    out: list[str] = []
    for suit_index, suit in enumerate(SUITS):
        digits = "".join(str(t)[0] for t in ordered if suit_of(t.kind) == suit_index)
        if digits:
            out.append(digits + suit)
    return "".join(out)


def format_counts(counts: Sequence[int]) -> str:
    """Compact notation of a 34-kind count vector."""
    return format_tiles(from_counts(counts))


def to_ids136(tiles: Iterable[Tile], red_fives: bool = True) -> list[int]:
    """Assign Tenhou 136-ids: red fives take ids 16/52/88, other copies the free ids of their kind.

    With ``red_fives`` the red ids are reserved for red fives; without, any copy may take them.
    """
    tiles = list(tiles)
    check_copies(tiles)
    used: set[int] = {RED_IDS_136[suit_of(t.kind)] for t in tiles if t.red}
    out: list[int] = []
    for tile in tiles:
        if tile.red:
            out.append(RED_IDS_136[suit_of(tile.kind)])
            continue
        for copy in range(4):
            tile_id = tile.kind * 4 + copy
            if tile_id in used or (red_fives and tile_id in RED_IDS_136):
                continue
            used.add(tile_id)
            out.append(tile_id)
            break
        else:  # the red id is the only one left: a plain five cannot take it
            raise BadTiles.of("tiles_no_free_copy", tile=str(tile))
    return out
