"""The win request: what a player shows when declaring a win (CONTRACTS.md section 1).

:class:`WinRequest` is a frozen value built from typed values (tiles, melds, wind kinds, flags,
counts) and checked when it is built: the copies of every visible tile, the tile counts, the
bounds of the counts and the flags that contradict each other. The scorer can trust it. The game
engine builds one from its state; :func:`taikai.contracts.score.parse_request` builds one from
the contract's JSON (the shapes and types of the fields are checked there, not here).

Conventions:

- ``hand`` holds the concealed tiles INCLUDING the winning tile; each meld
  removes 3 tiles from it (a kan meld carries 4 tiles but still takes the place
  of 3).
- ``melds`` are in call order (complete sakizuke reads the first one).
- The dealer is the player whose ``seat_wind`` is east (winds are tile kinds, :data:`taikai.tiles.EAST` ...).
- ``consecutive_wins`` counts this dealer's consecutive wins INCLUDING this
  one: paarenchan applies to a dealer win with ``consecutive_wins >= 8`` (and
  the hand must be a legal win without it: it does not count toward min_han).
- ``nagashi`` is a nagashi mangan claim: ``hand`` may then be any 13 or 14
  tiles and ``win_tile`` may be empty. Under a ruleset without nagashi mangan
  the claim is refused (``not_allowed``), except on a full winning hand, where
  the flag adds nothing (like any flag for a yaku the ruleset does not have).
- ``first_call_yaku`` lists the yaku (contract names) the hand had fixed when
  it made its first call; used only by complete sakizuke.
- ``chankan_kan`` (an extension of the contract, optional): the kind of kan
  robbed by a chankan, ``"kakan"`` (default) or ``"ankan"``.
- Red fives: a red five under a ruleset without red fives of that suit is a
  plain five (it is not an error and not a dora).
- Bounds (what a real table reaches, with room to spare; beyond them the request is refused
  naming the field): ``honba`` and ``consecutive_wins`` at most :data:`MAX_HONBA` (100 honba
  are 30,000 points; a dealer's streak adds one honba per win), ``deposits`` at most
  :data:`MAX_DEPOSITS` (200 sticks of 1,000: more than all the points of a table starting at
  50,000 each), at most 5 dora and 5 ura indicators (one, and one per kan), at most 4 melds.

>>> from taikai.tiles import SOUTH, parse
>>> pon = Meld(MeldType.pon, parse("666z"), "left")
>>> r = WinRequest(parse("234567m22p345s"), parse("5s")[0], melds=(pon,), seat_wind=SOUTH)
>>> r.dealer, r.menzen, len(r.hand)
(False, False, 11)
>>> WinRequest(parse("234567m22p345s"), parse("5s")[0], melds=(pon,), honba=101)
Traceback (most recent call last):
...
taikai.errors.BadRequest: honba: 101 is more than a table reaches (at most 100)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final

from taikai.errors import BadRequest, BadTiles, Inconsistent
from taikai.hand.decompose import PATTERN_WEIGHTS
from taikai.reasons import Reason
from taikai.tiles import EAST, N_KINDS, Tile, excess_copies, quoted

MAX_HONBA: Final = 100  # also the bound of consecutive_wins
MAX_DEPOSITS: Final = 200
MAX_INDICATORS: Final = 5
MAX_MELDS: Final = 4


class MeldType(StrEnum):
    chi = "chi"
    pon = "pon"
    minkan = "minkan"  # open kan from a discard
    kakan = "kakan"  # added kan
    ankan = "ankan"  # closed kan


FROM_VALUES: Final = ("left", "across", "right")


@dataclass(frozen=True, init=False)
class Meld:
    """A called (or closed-kan) set: its type, its tiles and whom it was called from.

    Its shape is checked when it is built (3 tiles for a chi or a pon, 4 for a kan; a chi is
    three consecutive tiles of one suit, the others copies of one tile): :class:`BadTiles`.
    (``__init__`` written out, as :class:`WinRequest`'s.)
    """

    type: MeldType
    tiles: tuple[Tile, ...]
    from_: str | None

    def __init__(self, type: MeldType, tiles: tuple[Tile, ...], from_: str | None = None) -> None:
        problem = _shape_problem(type, tiles)
        if problem is not None:
            raise BadTiles(problem)
        if from_ is not None and from_ not in FROM_VALUES:
            raise BadRequest.of("called_from", field="from", value=quoted(from_))
        object.__setattr__(self, "type", type)
        object.__setattr__(self, "tiles", tiles)
        object.__setattr__(self, "from_", from_)

    @property
    def is_open(self) -> bool:
        return self.type is not MeldType.ankan

    @property
    def is_kan(self) -> bool:
        return self.type in (MeldType.minkan, MeldType.kakan, MeldType.ankan)

    @property
    def kind(self) -> int:
        """The lowest kind of the meld (the triplet's kind, or a sequence's first tile)."""
        return min(t.kind for t in self.tiles)


def _shape_problem(meld_type: MeldType, tiles: tuple[Tile, ...]) -> Reason | None:
    """What is wrong with the shape of a meld's tiles (None when it is a meld of its type)."""
    size = 3 if meld_type in (MeldType.chi, MeldType.pon) else 4
    if len(tiles) != size:
        return Reason.of("meld_size", type=meld_type.value, size=size, count=len(tiles))
    kinds = sorted(t.kind for t in tiles)
    if meld_type is MeldType.chi:
        first = kinds[0]
        if first >= 27 or first % 9 > 6 or kinds != [first, first + 1, first + 2]:
            return Reason.of("meld_chi_shape")
    elif kinds[0] != kinds[-1]:
        return Reason.of("meld_same_tile", type=meld_type.value, size=size)
    return None


@dataclass(frozen=True, slots=True)
class Pao:
    """A pao (responsibility) claim: the yakuman part and the responsible player."""

    yaku: str
    from_: str | None = None

    def __post_init__(self) -> None:
        if self.from_ is not None and self.from_ not in FROM_VALUES:
            raise BadRequest.of("called_from", field="from", value=quoted(self.from_))


@dataclass(frozen=True, init=False)
class HandFacts:
    """Plain-int facts of a request's tiles, computed once when the request is built.

    ``hand_counts``: concealed tiles by kind (winning tile included); ``counts``: hand and melds
    (kans count 4); ``kinds``: kinds present, ascending; ``mask``: bit ``k`` set when kind ``k``
    is present; ``meld_sequences`` / ``meld_triplets`` / ``meld_kans``: lowest kinds of the
    melds; ``open_meld_triplets``: kinds of called pons and open kans; ``closed_kans``: number
    of closed kans; ``menzen``: no open meld; ``reds``: red fives held per suit (m, p, s);
    ``pure``: one suit without honors, or only honors, only terminals, or only green tiles;
    ``most``: the most copies of one kind in ``counts``; ``pattern_keys``: the concealed tiles' counts
    of each suit and of the honors as the keys of :func:`taikai.hand.decompose.splits`' tables.
    (``__init__`` written out, as :class:`WinRequest`'s: one is built per request.)
    """

    hand_counts: tuple[int, ...]
    counts: tuple[int, ...]
    kinds: tuple[int, ...]
    mask: int
    meld_sequences: tuple[int, ...]
    meld_triplets: tuple[int, ...]
    meld_kans: tuple[int, ...]
    open_meld_triplets: frozenset[int]
    closed_kans: int
    menzen: bool
    reds: tuple[int, int, int]
    pure: bool
    most: int
    pattern_keys: tuple[int, int, int, int]

    def __init__(
        self,
        *,
        hand_counts: tuple[int, ...],
        counts: tuple[int, ...],
        kinds: tuple[int, ...],
        mask: int,
        meld_sequences: tuple[int, ...],
        meld_triplets: tuple[int, ...],
        meld_kans: tuple[int, ...],
        open_meld_triplets: frozenset[int],
        closed_kans: int,
        menzen: bool,
        reds: tuple[int, int, int],
        pure: bool,
        most: int,
        pattern_keys: tuple[int, int, int, int],
    ) -> None:
        object.__setattr__(self, "hand_counts", hand_counts)
        object.__setattr__(self, "counts", counts)
        object.__setattr__(self, "kinds", kinds)
        object.__setattr__(self, "mask", mask)
        object.__setattr__(self, "meld_sequences", meld_sequences)
        object.__setattr__(self, "meld_triplets", meld_triplets)
        object.__setattr__(self, "meld_kans", meld_kans)
        object.__setattr__(self, "open_meld_triplets", open_meld_triplets)
        object.__setattr__(self, "closed_kans", closed_kans)
        object.__setattr__(self, "menzen", menzen)
        object.__setattr__(self, "reds", reds)
        object.__setattr__(self, "pure", pure)
        object.__setattr__(self, "most", most)
        object.__setattr__(self, "pattern_keys", pattern_keys)


def hand_facts(hand: tuple[Tile, ...], melds: tuple[Meld, ...]) -> HandFacts:
    """The :class:`HandFacts` of concealed tiles and melds."""
    hand_counts = [0] * N_KINDS
    man = pin = sou = honors = 0  # the pattern keys, in int locals (no int object made per tile)
    reds = [0, 0, 0]
    for tile in hand:
        kind = tile.kind
        hand_counts[kind] = hand_counts[kind] + 1  # not +=: a native add (mypyc)
        weight = PATTERN_WEIGHTS[kind]
        if kind < 9:
            man += weight
        elif kind < 18:
            pin += weight
        elif kind < 27:
            sou += weight
        else:
            honors += weight
        if tile.red:
            reds[kind // 9] = reds[kind // 9] + 1
    counts = list(hand_counts) if melds else hand_counts  # the same list when there are no melds
    sequences: list[int] = []
    triplets: list[int] = []
    kans: list[int] = []
    open_triplets: set[int] = set()
    closed_kans = 0
    for meld in melds:
        low = N_KINDS
        for tile in meld.tiles:
            counts[tile.kind] = counts[tile.kind] + 1
            low = min(low, tile.kind)
            if tile.red:
                reds[tile.kind // 9] = reds[tile.kind // 9] + 1
        if meld.type is MeldType.chi:
            sequences.append(low)
            continue
        triplets.append(low)
        if meld.type is MeldType.ankan:
            closed_kans += 1
            kans.append(low)
            continue
        open_triplets.add(low)
        if meld.type is not MeldType.pon:
            kans.append(low)
    present, mask, most = _present(counts)
    hand_tuple = tuple(hand_counts)
    return HandFacts(
        hand_counts=hand_tuple,
        counts=tuple(counts) if melds else hand_tuple,
        kinds=present,
        mask=mask,
        meld_sequences=tuple(sequences),
        meld_triplets=tuple(triplets),
        meld_kans=tuple(kans),
        open_meld_triplets=frozenset(open_triplets) if open_triplets else _NO_KINDS,
        closed_kans=closed_kans,
        menzen=not open_triplets and not sequences,
        reds=(reds[0], reds[1], reds[2]),
        pure=any(not mask & ~group for group in _PURE_GROUPS),
        most=most,
        pattern_keys=(man, pin, sou, honors),
    )


def _present(counts: list[int]) -> tuple[tuple[int, ...], int, int]:
    """The kinds present (ascending), their bit mask and the most copies of one kind."""
    present: list[int] = []
    mask = 0
    most = 0
    for kind in range(N_KINDS):
        copies = counts[kind]
        if copies:
            present.append(kind)
            mask |= 1 << kind
            if copies > most:
                most = copies
    return tuple(present), mask, most


_NO_KINDS: Final[frozenset[int]] = frozenset()


def _mask(kinds: range | tuple[int, ...]) -> int:
    return sum(1 << k for k in kinds)


# one suit, honors, terminals, green tiles (2 3 4 6 8 sou, green dragon)
_PURE_GROUPS: Final = (
    _mask(range(0, 9)),
    _mask(range(9, 18)),
    _mask(range(18, 27)),
    _mask(range(27, 34)),
    _mask((0, 8, 9, 17, 18, 26)),
    _mask((19, 20, 21, 23, 25, 32)),
)

_SITUATION_BITS: Final = tuple(1 << i for i in range(13))  # 11 flags, the dealer seat, consecutive_wins >= 8
_DEALER_BIT: Final = 1 << 11


@dataclass(frozen=True, init=False)
class WinRequest:
    """One declared win, checked when it is built (see the module docstring for the conventions).

    ``facts`` (:class:`HandFacts`) is derived from ``hand`` and ``melds``; ``flagged`` says whether
    any situational flag is set (or the win is a tsumo); ``situation`` packs the flags, the dealer
    seat and ``consecutive_wins >= 8`` as bits (all the situational yaku read).

    Built with keywords after the hand and the winning tile. The ``__init__`` is written out (a
    dataclass's generated one is interpreted code, ten times slower under mypyc); frozen as any
    frozen dataclass: ``dataclasses.replace`` gives a changed copy, checked again.
    """

    hand: tuple[Tile, ...]
    win_tile: Tile | None
    melds: tuple[Meld, ...]
    tsumo: bool
    seat_wind: int
    round_wind: int
    dora_indicators: tuple[Tile, ...]
    ura_indicators: tuple[Tile, ...]
    riichi: bool
    double_riichi: bool
    ippatsu: bool
    haitei: bool
    houtei: bool
    rinshan: bool
    chankan: bool
    tenhou: bool
    chiihou: bool
    renhou: bool
    honba: int
    deposits: int
    consecutive_wins: int
    nagashi: bool
    first_call_yaku: tuple[str, ...] | None
    pao: Pao | None
    chankan_kan: str
    rules: str | None
    facts: HandFacts = field(init=False, repr=False, compare=False)
    flagged: bool = field(init=False, repr=False, compare=False)
    situation: int = field(init=False, repr=False, compare=False)

    def __init__(
        self,
        hand: tuple[Tile, ...],
        win_tile: Tile | None,
        *,
        melds: tuple[Meld, ...] = (),
        tsumo: bool = False,
        seat_wind: int = EAST,
        round_wind: int = EAST,
        dora_indicators: tuple[Tile, ...] = (),
        ura_indicators: tuple[Tile, ...] = (),
        riichi: bool = False,
        double_riichi: bool = False,
        ippatsu: bool = False,
        haitei: bool = False,
        houtei: bool = False,
        rinshan: bool = False,
        chankan: bool = False,
        tenhou: bool = False,
        chiihou: bool = False,
        renhou: bool = False,
        honba: int = 0,
        deposits: int = 0,
        consecutive_wins: int = 0,
        nagashi: bool = False,
        first_call_yaku: tuple[str, ...] | None = None,
        pao: Pao | None = None,
        chankan_kan: str = "kakan",
        rules: str | None = None,
    ) -> None:
        # object.__setattr__ with the field's name: compiled to a plain store (frozen stays frozen)
        object.__setattr__(self, "hand", hand)
        object.__setattr__(self, "win_tile", win_tile)
        object.__setattr__(self, "melds", melds)
        object.__setattr__(self, "tsumo", tsumo)
        object.__setattr__(self, "seat_wind", seat_wind)
        object.__setattr__(self, "round_wind", round_wind)
        object.__setattr__(self, "dora_indicators", dora_indicators)
        object.__setattr__(self, "ura_indicators", ura_indicators)
        object.__setattr__(self, "riichi", riichi)
        object.__setattr__(self, "double_riichi", double_riichi)
        object.__setattr__(self, "ippatsu", ippatsu)
        object.__setattr__(self, "haitei", haitei)
        object.__setattr__(self, "houtei", houtei)
        object.__setattr__(self, "rinshan", rinshan)
        object.__setattr__(self, "chankan", chankan)
        object.__setattr__(self, "tenhou", tenhou)
        object.__setattr__(self, "chiihou", chiihou)
        object.__setattr__(self, "renhou", renhou)
        object.__setattr__(self, "honba", honba)
        object.__setattr__(self, "deposits", deposits)
        object.__setattr__(self, "consecutive_wins", consecutive_wins)
        object.__setattr__(self, "nagashi", nagashi)
        object.__setattr__(self, "first_call_yaku", first_call_yaku)
        object.__setattr__(self, "pao", pao)
        object.__setattr__(self, "chankan_kan", chankan_kan)
        object.__setattr__(self, "rules", rules)
        _check_values(self)
        object.__setattr__(self, "facts", hand_facts(hand, melds))
        situation = (
            tsumo
            | riichi << 1
            | double_riichi << 2
            | ippatsu << 3
            | haitei << 4
            | houtei << 5
            | rinshan << 6
            | chankan << 7
            | tenhou << 8
            | chiihou << 9
            | renhou << 10
            | (seat_wind == EAST) << 11
            | (consecutive_wins >= 8) << 12
        )  # the bits of _SITUATION_BITS, in their order
        object.__setattr__(self, "flagged", bool(situation & ~_DEALER_BIT))  # a flag, or paarenchan's count
        object.__setattr__(self, "situation", situation)
        check_tiles(self)
        check_flags(self)

    @property
    def dealer(self) -> bool:
        return self.seat_wind == EAST

    @property
    def menzen(self) -> bool:
        """No open meld (a closed kan keeps the hand closed)."""
        return self.facts.menzen

    @property
    def in_riichi(self) -> bool:
        return self.riichi or self.double_riichi


# --------------------------------------------------------------------------- checks


def _check_values(r: WinRequest) -> None:
    """Counts within a table's bounds, winds that are winds, known yaku names (before any tile is counted)."""
    _check_count("honba", r.honba, MAX_HONBA)
    _check_count("deposits", r.deposits, MAX_DEPOSITS)
    _check_count("consecutive_wins", r.consecutive_wins, MAX_HONBA)
    if not (EAST <= r.seat_wind <= _NORTH and EAST <= r.round_wind <= _NORTH):
        raise BadRequest.of("winds_kinds", east=EAST, north=_NORTH)
    if len(r.melds) > MAX_MELDS:
        raise BadTiles.of("melds_too_many", bound=MAX_MELDS, count=len(r.melds))
    _check_indicators("dora_indicators", r.dora_indicators)
    _check_indicators("ura_indicators", r.ura_indicators)
    if r.chankan_kan != "kakan" and r.chankan_kan != "ankan":
        raise BadRequest.of("chankan_kan_value", field="chankan_kan", value=quoted(r.chankan_kan))
    if r.first_call_yaku is not None:
        _check_yaku_names("first_call_yaku", r.first_call_yaku)
    if r.pao is not None:
        _check_yaku_names("pao", (r.pao.yaku,))


_NORTH: Final = EAST + 3


def _check_count(name: str, count: int, bound: int) -> None:
    if count < 0:
        raise BadRequest.of("count_negative", field=name, count=count)
    if count > bound:
        raise BadRequest.of("count_beyond_table", field=name, count=count, bound=bound)


def _check_indicators(name: str, indicators: tuple[Tile, ...]) -> None:
    if len(indicators) > MAX_INDICATORS:
        raise BadTiles.of("indicators_too_many", field=name, bound=MAX_INDICATORS, count=len(indicators))


def _check_yaku_names(where: str, names: tuple[str, ...]) -> None:
    from taikai.hand.yaku.table import NAMES  # the one list of contract names (imported late: no cycle)

    unknown = [quoted(name) for name in names if name not in NAMES]
    if unknown:
        raise BadRequest.of("yaku_unknown", field=where, names=unknown)


def check_tiles(r: WinRequest) -> None:
    """Copies of every visible tile (hand, melds, dora and ura indicators: at most 4 of a kind; how
    many of a suit's fives may be red is the ruleset's, checked by the scorer), the tile count and the
    winning tile; raises :class:`BadTiles`."""
    facts = r.facts
    shown = r.dora_indicators + r.ura_indicators if r.ura_indicators else r.dora_indicators
    if facts.most > 4 or _over(shown, facts):  # name the problem
        visible = r.hand + tuple(t for m in r.melds for t in m.tiles) + r.dora_indicators + r.ura_indicators
        excess = excess_copies(visible)
        if excess is not None:
            name, count, red = excess
            raise BadTiles.of("visible_reds" if red else "visible_copies", count=count, tile=name)
    expected = 14 - 3 * len(r.melds)
    if r.nagashi:
        if len(r.hand) not in (expected - 1, expected):
            raise BadTiles.of("nagashi_tiles", low=expected - 1, high=expected, count=len(r.hand))
        return
    if len(r.hand) != expected:
        raise BadTiles.of("hand_count", count=len(r.hand), melds=len(r.melds), expected=expected)
    if r.win_tile is None:
        raise BadTiles.of("win_tile_missing")
    if not facts.hand_counts[r.win_tile.kind]:
        raise BadTiles.of("win_tile_not_in_hand", tile=str(r.win_tile))


def seen_copies(r: WinRequest, kind: int) -> int:
    """The copies of ``kind`` the request shows (hand, melds, dora and ura indicators): none of them
    can be drawn, so a wait of which all four are shown is no wait to win on (kata-agari)."""
    seen = r.facts.counts[kind]
    for tile in r.dora_indicators:
        if tile.kind == kind:
            seen += 1
    for tile in r.ura_indicators:
        if tile.kind == kind:
            seen += 1
    return seen


def _over(indicators: tuple[Tile, ...], facts: HandFacts) -> bool:
    """Whether the indicators take a kind past 4 copies beside the hand and melds (which hold at most
    4)."""
    counts = facts.counts
    for index, tile in enumerate(indicators):
        kind = tile.kind
        seen = counts[kind] + 1 + sum(other.kind == kind for other in indicators[:index])
        if seen > 4:
            return True
    return False


def _inconsistencies(r: WinRequest) -> list[Reason]:
    tsumo_only = (("haitei", r.haitei), ("rinshan", r.rinshan), ("tenhou", r.tenhou), ("chiihou", r.chiihou))
    ron_only = (("houtei", r.houtei), ("chankan", r.chankan), ("renhou", r.renhou))
    problems = []
    if r.in_riichi and not r.menzen:
        problems.append(Reason.of("flag_riichi_open"))
    problems += [Reason.of("flag_needs_tsumo", flag=name) for name, on in tsumo_only if on and not r.tsumo]
    problems += [Reason.of("flag_needs_ron", flag=name) for name, on in ron_only if on and r.tsumo]
    if r.ippatsu and not r.in_riichi:
        problems.append(Reason.of("flag_ippatsu_without_riichi"))
    if r.tenhou and not r.dealer:
        problems.append(Reason.of("flag_tenhou_dealer"))
    if (r.chiihou or r.renhou) and r.dealer:
        problems.append(Reason.of("flag_not_dealer_win", flag="chiihou" if r.chiihou else "renhou"))
    if (r.tenhou or r.chiihou or r.renhou) and r.melds:
        problems.append(Reason.of("flag_before_calls"))
    if (r.tenhou or r.chiihou or r.renhou) and r.in_riichi:
        problems.append(Reason.of("flag_before_riichi"))
    if r.haitei and r.rinshan:
        problems.append(Reason.of("flag_haitei_rinshan"))
    if r.houtei and r.chankan:
        problems.append(Reason.of("flag_houtei_chankan"))
    if r.chankan_kan == "ankan" and not r.chankan:
        problems.append(Reason.of("flag_chankan_kan_without_chankan"))
    return problems


_NEEDS_CHECK: Final = sum(_SITUATION_BITS[3:11])  # ippatsu .. renhou: each has a condition


def check_flags(r: WinRequest) -> None:
    """Flags that contradict each other; raises :class:`Inconsistent` listing them."""
    if not r.situation & _NEEDS_CHECK and r.chankan_kan == "kakan" and (r.menzen or not r.in_riichi):
        return  # only tsumo and riichi, closed: nothing can contradict
    problems = _inconsistencies(r)
    if problems:
        joined = problems[-1]
        for problem in reversed(problems[:-1]):  # one reason of several parts: "a; b; c", "a、b、c"
            joined = Reason.of("flags_joined", first=problem, rest=joined)
        raise Inconsistent.of("inconsistent_flags", problems=joined)
