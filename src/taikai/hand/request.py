"""The win request: what a player shows when declaring a win (CONTRACTS.md section 1).

:class:`WinRequest` is a frozen, validated value. Build it with
:meth:`WinRequest.from_contract` from the JSON mapping of the contract; every
check happens there, once, so the scorer can trust it.

Conventions:

- ``hand`` holds the concealed tiles INCLUDING the winning tile; each meld
  removes 3 tiles from it (a kan meld carries 4 tiles but still takes the place
  of 3).
- ``melds`` are in call order (complete sakizuke reads the first one).
- The dealer is the player whose ``seat_wind`` is east.
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

>>> r = WinRequest.from_contract({"hand": "234567m22p345s", "win_tile": "5s",
...     "melds": [{"type": "pon", "tiles": "666z", "from": "left"}], "seat_wind": "S", "round_wind": "E"})
>>> r.dealer, r.menzen, len(r.hand)
(False, False, 11)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from itertools import compress
from operator import attrgetter
from typing import Any, NamedTuple

from taikai.errors import BadTiles, Inconsistent, TaikaiError
from taikai.tiles import EAST, Tile, check_copies, parse, wind_kind


class MeldType(StrEnum):
    chi = "chi"
    pon = "pon"
    minkan = "minkan"  # open kan from a discard
    kakan = "kakan"  # added kan
    ankan = "ankan"  # closed kan


FROM_VALUES = ("left", "across", "right")


@dataclass(frozen=True, slots=True)
class Meld:
    """A called (or closed-kan) set: its type, its tiles and whom it was called from."""

    type: MeldType
    tiles: tuple[Tile, ...]
    from_: str | None = None

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


@dataclass(frozen=True, slots=True)
class Pao:
    """A pao (responsibility) claim: the yakuman part and the responsible player."""

    yaku: str
    from_: str | None = None


class HandFacts(NamedTuple):
    """Plain-int facts of a request's tiles, computed once when the request is built.

    ``hand_counts``: concealed tiles by kind (winning tile included); ``counts``: hand and melds
    (kans count 4); ``kinds``: kinds present, ascending; ``mask``: bit ``k`` set when kind ``k``
    is present; ``meld_sequences`` / ``meld_triplets`` / ``meld_kans``: lowest kinds of the
    melds; ``open_meld_triplets``: kinds of called pons and open kans; ``closed_kans``: number
    of closed kans; ``menzen``: no open meld; ``reds``: red fives held per suit (m, p, s).
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
    pure: bool  # one suit without honors, or only honors, only terminals, or only green tiles


def hand_facts(hand: tuple[Tile, ...], melds: tuple[Meld, ...]) -> HandFacts:
    """The :class:`HandFacts` of concealed tiles and melds."""
    hand_counts = [0] * 34
    reds = [0, 0, 0]
    for kind in map(_KIND, hand):
        hand_counts[kind] += 1
    if any(map(_RED, hand)):
        for tile in hand:
            if tile.red:
                reds[tile.kind // 9] += 1
    counts = list(hand_counts) if melds else hand_counts
    seqs, trips, kans, open_trips = [], [], [], set()
    closed_kans = 0
    for meld in melds:
        low = 33
        for tile in meld.tiles:
            kind = tile.kind
            counts[kind] += 1
            low = min(low, kind)
            if tile.red:
                reds[kind // 9] += 1
        if meld.type is MeldType.chi:
            seqs.append(low)
            continue
        trips.append(low)
        if meld.type is MeldType.ankan:
            closed_kans += 1
            kans.append(low)
            continue
        open_trips.add(low)
        if meld.type is not MeldType.pon:
            kans.append(low)
    hand_tuple = tuple(hand_counts)
    kinds = tuple(compress(range(34), counts))
    mask = sum(map(_BITS.__getitem__, kinds))
    return HandFacts(
        hand_tuple, tuple(counts) if melds else hand_tuple, kinds, mask, tuple(seqs), tuple(trips),
        tuple(kans), frozenset(open_trips), closed_kans, not open_trips and not seqs,
        (reds[0], reds[1], reds[2]), 0 in map(mask.__and__, _NOT_PURE),
    )  # fmt: skip


def _mask(kinds: range | tuple[int, ...]) -> int:
    return sum(1 << k for k in kinds)


# one suit, honors, terminals, green tiles (2 3 4 6 8 sou, green dragon)
_PURE_GROUPS = (
    _mask(range(0, 9)),
    _mask(range(9, 18)),
    _mask(range(18, 27)),
    _mask(range(27, 34)),
    _mask((0, 8, 9, 17, 18, 26)),
    _mask((19, 20, 21, 23, 25, 32)),
)
_NOT_PURE = tuple(~group for group in _PURE_GROUPS)
_BITS = tuple(1 << kind for kind in range(34))
_KIND, _RED = attrgetter("kind"), attrgetter("red")


_SITUATION_BITS = tuple(1 << i for i in range(13))  # 11 flags, the dealer seat, consecutive_wins >= 8
_DEALER_BIT = 1 << 11


@dataclass(frozen=True, slots=True)
class WinRequest:
    """One declared win, validated (see the module docstring for the conventions).

    ``facts`` (:class:`HandFacts`) is derived from ``hand`` and ``melds`` when the request is built;
    ``flagged`` says whether any situational flag is set (or the win is a tsumo); ``situation``
    packs the flags, the dealer seat and ``consecutive_wins >= 8`` as bits (all the situational
    yaku read).
    """

    hand: tuple[Tile, ...]
    win_tile: Tile | None
    melds: tuple[Meld, ...] = ()
    tsumo: bool = False
    seat_wind: int = EAST
    round_wind: int = EAST
    dora_indicators: tuple[Tile, ...] = ()
    ura_indicators: tuple[Tile, ...] = ()
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    honba: int = 0
    deposits: int = 0
    consecutive_wins: int = 0
    nagashi: bool = False
    first_call_yaku: tuple[str, ...] | None = None
    pao: Pao | None = None
    chankan_kan: str = "kakan"
    rules: str | None = None
    facts: HandFacts = field(init=False, repr=False, compare=False)
    flagged: bool = field(init=False, repr=False, compare=False)
    situation: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "facts", hand_facts(self.hand, self.melds))
        bits = (self.tsumo, self.riichi, self.double_riichi, self.ippatsu, self.haitei, self.houtei,
                self.rinshan, self.chankan, self.tenhou, self.chiihou, self.renhou,
                self.seat_wind == EAST, self.consecutive_wins >= 8)  # fmt: skip
        situation = sum(compress(_SITUATION_BITS, bits))
        object.__setattr__(self, "flagged", bool(situation & ~_DEALER_BIT))  # a flag, or paarenchan's count
        object.__setattr__(self, "situation", situation)

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

    @classmethod
    def from_contract(cls, data: object) -> WinRequest:
        """Validate a CONTRACTS.md section 1 request mapping (see :mod:`taikai.hand.request`)."""
        return _build(data)


# --------------------------------------------------------------------------- parsing

_FLAGS = (
    "tsumo",
    "riichi",
    "double_riichi",
    "ippatsu",
    "haitei",
    "houtei",
    "rinshan",
    "chankan",
    "tenhou",
    "chiihou",
    "renhou",
    "nagashi",
)
_COUNTS = ("honba", "deposits", "consecutive_wins")
_OTHER = (
    "rules",
    "hand",
    "melds",
    "win_tile",
    "seat_wind",
    "round_wind",
    "dora_indicators",
    "ura_indicators",
    "first_call_yaku",
    "pao",
    "chankan_kan",
)
KNOWN_FIELDS = frozenset(_FLAGS + _COUNTS + _OTHER)
_FLAG_NAMES, _COUNT_NAMES = frozenset(_FLAGS), frozenset(_COUNTS)

#: :func:`taikai.tiles.parse`, remembered for short strings (indicators, winning tiles, melds: small
#: patterns that repeat a lot); a hand is parsed each time (see :func:`_tiles`).
parse_tiles = lru_cache(maxsize=8192)(parse)
SHORT = 8  # the longest string remembered: "12345m" indicators, "1111m" kans


def _bad_request(message: str) -> TaikaiError:
    return TaikaiError(message, "bad_request")


def _flags(data: dict[str, Any]) -> dict[str, bool]:
    """Every flag of :data:`_FLAGS` (false when absent); a value that is not a bool is refused."""
    flags = dict.fromkeys(_FLAGS, False)
    for name in _FLAG_NAMES.intersection(data):  # only the flags the request sends are read
        value = flags[name] = data[name]
        if value is not True and value is not False:
            _flag(data, name)  # raises the message
    return flags


def _counts(data: dict[str, Any]) -> dict[str, int]:
    """Every count of :data:`_COUNTS` (0 when absent), checked."""
    counts = dict.fromkeys(_COUNTS, 0)
    for name in _COUNT_NAMES.intersection(data):
        value = counts[name] = data[name]
        if type(value) is not int or value < 0:
            _count(data, name)  # raises the message unless an int subclass (then it is fine)
    return counts


def _flag(data: dict[str, Any], name: str) -> bool:
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise _bad_request(f"field {name!r} must be true or false, not {value!r}")
    return value


def _count(data: dict[str, Any], name: str) -> int:
    value = data.get(name, 0)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise _bad_request(f"field {name!r} must be a whole number >= 0, not {value!r}")
    return value


def _text(data: dict[str, Any], name: str, default: str | None = "") -> str | None:
    value = data.get(name, default)
    if value is None or isinstance(value, str):
        return value
    raise _bad_request(f"field {name!r} must be a string, not {value!r}")


def _wind(data: dict[str, Any], name: str) -> int:
    value = data.get(name, "E")
    if not isinstance(value, str):
        raise _bad_request(f"field {name!r} must be one of E S W N, not {value!r}")
    try:
        return wind_kind(value)
    except BadTiles:
        raise _bad_request(f"field {name!r} must be one of E S W N, not {value!r}") from None


def _meld(index: int, raw: Any) -> Meld:
    where = f"melds[{index}]"
    if not isinstance(raw, dict):
        raise _bad_request(f"{where} must be an object with type, tiles and from")
    if not _MELD_FIELDS.issuperset(raw):
        unknown = set(raw) - _MELD_FIELDS
        raise _bad_request(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    type_name = raw.get("type")
    meld_type = _MELD_TYPES.get(type_name) if isinstance(type_name, str) else None
    if meld_type is None:
        raise _bad_request(f"{where}: type must be one of chi, pon, minkan, kakan, ankan, not {type_name!r}")
    source = raw.get("from")
    if source is not None and source not in FROM_VALUES:
        raise _bad_request(f"{where}: from must be left, across or right, not {source!r}")
    text = raw.get("tiles", "")
    if isinstance(text, str) and len(text) <= SHORT:
        tiles, problem = _meld_tiles(meld_type, text)
    else:
        tiles = parse(text)
        problem = _shape_problem(meld_type, tiles)
    if problem:
        raise BadTiles(f"{where}: {problem}")
    return Meld(meld_type, tiles, source)


_MELD_FIELDS = frozenset({"type", "tiles", "from"})
_MELD_TYPES = {meld_type.value: meld_type for meld_type in MeldType}


@lru_cache(maxsize=4096)
def _meld_tiles(meld_type: MeldType, text: str) -> tuple[tuple[Tile, ...], str | None]:
    """A meld string's tiles and what is wrong with its shape (None): remembered, a small pattern."""
    tiles = parse(text)
    return tiles, _shape_problem(meld_type, tiles)


def _shape_problem(meld_type: MeldType, tiles: tuple[Tile, ...]) -> str | None:
    kinds = sorted(t.kind for t in tiles)
    size = 3 if meld_type in (MeldType.chi, MeldType.pon) else 4
    if len(kinds) != size:
        return f"a {meld_type.value} has {size} tiles, not {len(kinds)}"
    if meld_type is MeldType.chi:
        first = kinds[0]
        if first >= 27 or first % 9 > 6 or kinds != [first, first + 1, first + 2]:
            return "a chi must be three consecutive tiles of one suit"
    elif len(set(kinds)) != 1:
        return f"a {meld_type.value} must be {size} copies of one tile"
    return None


def clear_tile_strings() -> None:
    """Forget the remembered short tile strings (parsed tiles, checked melds)."""
    parse_tiles.cache_clear()
    _meld_tiles.cache_clear()


def _tiles(text: Any) -> tuple[Tile, ...]:
    return parse_tiles(text) if isinstance(text, str) and len(text) <= SHORT else parse(text)


def _hand(text: Any) -> tuple[Tile, ...]:
    """The hand's tiles; their copies are checked with the melds' (:func:`check_tiles`)."""
    return parse(text, checked=False)


def _pao(raw: Any) -> Pao | None:
    if raw is None:
        return None
    if not isinstance(raw, dict) or not isinstance(raw.get("yaku"), str):
        raise _bad_request('field "pao" must be an object like {"yaku": "daisangen", "from": "left"}')
    unknown = set(raw) - {"yaku", "from"}
    if unknown:
        raise _bad_request(f"pao: unknown field(s) {', '.join(sorted(unknown))}")
    source = raw.get("from")
    if source is not None and source not in FROM_VALUES:
        raise _bad_request(f"pao: from must be left, across or right, not {source!r}")
    _check_yaku_names("pao", [raw["yaku"]])
    return Pao(raw["yaku"], source)


def _first_call_yaku(raw: Any) -> tuple[str, ...] | None:
    if raw is None:
        return None
    if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
        raise _bad_request('field "first_call_yaku" must be a list of yaku names')
    _check_yaku_names("first_call_yaku", raw)
    return tuple(raw)


def _check_yaku_names(where: str, names: list[str]) -> None:
    from taikai.hand.yaku.table import NAMES  # the one list of contract names (imported late: no cycle)

    unknown = [name for name in names if name not in NAMES]
    if unknown:
        raise _bad_request(f"{where}: unknown yaku name(s) {', '.join(unknown)} (see CONTRACTS.md section 1)")


def _build(data: object) -> WinRequest:
    if not isinstance(data, dict):
        raise _bad_request("a request must be a JSON object")
    if not KNOWN_FIELDS.issuperset(data):
        unknown = set(data) - KNOWN_FIELDS
        raise _bad_request(f"unknown field(s) {', '.join(sorted(unknown))} (see CONTRACTS.md section 1)")
    melds_raw = data.get("melds", [])
    if not isinstance(melds_raw, list):
        raise _bad_request('field "melds" must be a list')
    chankan_kan = _text(data, "chankan_kan", "kakan")
    if chankan_kan not in ("kakan", "ankan"):
        raise _bad_request(f'field "chankan_kan" must be "kakan" or "ankan", not {chankan_kan!r}')
    win_text = _text(data, "win_tile")
    win = _tiles(win_text or "")
    if len(win) > 1:
        raise BadTiles(f"win_tile must be one tile, not {win_text!r}")
    request = WinRequest(
        hand=_hand(_text(data, "hand") or ""),
        win_tile=win[0] if win else None,
        melds=tuple(_meld(i, m) for i, m in enumerate(melds_raw)),
        seat_wind=_wind(data, "seat_wind"),
        round_wind=_wind(data, "round_wind"),
        dora_indicators=_tiles(_text(data, "dora_indicators") or ""),
        ura_indicators=_tiles(_text(data, "ura_indicators") or ""),
        first_call_yaku=_first_call_yaku(data.get("first_call_yaku")),
        pao=_pao(data.get("pao")),
        chankan_kan=chankan_kan,
        rules=_text(data, "rules", None),
        **_flags(data),  # type: ignore[arg-type]  # every flag checked to be a bool
        **_counts(data),  # type: ignore[arg-type]  # every count checked to be an int >= 0
    )
    check_tiles(request)
    check_flags(request)
    return request


# --------------------------------------------------------------------------- checks


def check_tiles(r: WinRequest) -> None:
    """Copies, counts and the winning tile; raises :class:`BadTiles` naming the problem."""
    facts = r.facts
    if max(facts.counts) > 4 or max(facts.reds) > 1:  # the facts already counted them: name the problem
        check_copies(r.hand + tuple(t for m in r.melds for t in m.tiles), what="hand and melds")
    for name, indicators in (("dora_indicators", r.dora_indicators), ("ura_indicators", r.ura_indicators)):
        if len(indicators) > 5:
            raise BadTiles(f"{name}: at most 5 indicators, not {len(indicators)}")
    if len(r.melds) > 4:
        raise BadTiles(f"at most 4 melds, not {len(r.melds)}")
    expected = 14 - 3 * len(r.melds)
    if r.nagashi:
        if len(r.hand) not in (expected - 1, expected):
            raise BadTiles(f"a nagashi claim shows {expected - 1} or {expected} tiles, not {len(r.hand)}")
        return
    if len(r.hand) != expected:
        raise BadTiles(
            f"hand has {len(r.hand)} tiles: with {len(r.melds)} meld(s) it must have {expected} "
            "(the winning tile included)"
        )
    if r.win_tile is None:
        raise BadTiles("win_tile is missing")
    if not facts.hand_counts[r.win_tile.kind]:
        raise BadTiles(f"the winning tile {r.win_tile} is not in the hand")


def _inconsistencies(r: WinRequest) -> list[str]:
    tsumo_only = ("haitei", "rinshan", "tenhou", "chiihou")
    ron_only = ("houtei", "chankan", "renhou")
    problems = []
    if r.in_riichi and not r.menzen:
        problems.append("riichi with an open hand (only a closed kan keeps it closed)")
    problems += [f"{name} needs a tsumo win" for name in tsumo_only if getattr(r, name) and not r.tsumo]
    problems += [f"{name} needs a ron win" for name in ron_only if getattr(r, name) and r.tsumo]
    if r.ippatsu and not r.in_riichi:
        problems.append("ippatsu without riichi")
    if r.tenhou and not r.dealer:
        problems.append("tenhou is the dealer's win (seat_wind E)")
    if (r.chiihou or r.renhou) and r.dealer:
        problems.append(f"{'chiihou' if r.chiihou else 'renhou'} is a non-dealer's win")
    if (r.tenhou or r.chiihou or r.renhou) and r.melds:
        problems.append("tenhou, chiihou and renhou happen before any call")
    if (r.tenhou or r.chiihou or r.renhou) and r.in_riichi:
        problems.append("tenhou, chiihou and renhou come before the winner's first discard: no riichi")
    if r.haitei and r.rinshan:
        problems.append("haitei and rinshan on the same tile")
    if r.houtei and r.chankan:
        problems.append("houtei (the last discard) and chankan (a kan's tile) on the same tile")
    if r.chankan_kan == "ankan" and not r.chankan:
        problems.append("chankan_kan without chankan")
    return problems


_NEEDS_CHECK = sum(_SITUATION_BITS[3:11])  # ippatsu .. renhou: each has a condition


def check_flags(r: WinRequest) -> None:
    """Flags that contradict each other; raises :class:`Inconsistent` listing them."""
    if not r.situation & _NEEDS_CHECK and r.chankan_kan == "kakan" and (r.menzen or not r.in_riichi):
        return  # only tsumo and riichi, closed: nothing can contradict
    problems = _inconsistencies(r)
    if problems:
        raise Inconsistent("; ".join(problems))
