"""Reader of Tenhou mjlog XML records (format 2.3): games, hands, events, results.

An adapter: it translates a record into plain frozen values and into the
score requests of CONTRACTS.md section 1; it holds no rule. The situational
flags of a win (ippatsu, haitei, rinshan, ...) are derived from the event
stream, not copied from the yaku list, so that the yaku list can check them.

Seats are absolute (0-3, seat 0 = the first player listed by ``UN``); a
meld's ``source`` is relative to the caller (1 right, 2 across, 3 left).

>>> meld = decode_meld(58615)
>>> meld.type, meld.tiles, meld.called, meld.source_name
('chi', (94, 99, 101), 94, 'left')
"""

from __future__ import annotations

import dataclasses
import gzip
import tarfile
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import ClassVar, NoReturn
from urllib.parse import unquote

from taikai.errors import TaikaiError
from taikai.tiles import WIND_LETTERS, Tile, format_tiles

__all__ = [
    "LIMIT_NAMES",
    "RYUUKYOKU_KINDS",
    "SOURCE_NAMES",
    "TENHOU_YAKU_NAMES",
    "Agari",
    "BadLog",
    "Call",
    "Discard",
    "Draw",
    "Meld",
    "NewDora",
    "Owari",
    "Player",
    "Riichi",
    "Ryuukyoku",
    "TenhouGame",
    "TenhouHand",
    "WinFlags",
    "decode_meld",
    "derive_flags",
    "iter_archive",
    "iter_games",
    "iter_wins",
    "parse_game",
]

# --------------------------------------------------------------------------- constants

#: Tenhou yaku ids -> the yaku names of CONTRACTS.md section 1.
TENHOU_YAKU_NAMES: dict[int, str] = {
    0: "menzen_tsumo",
    1: "riichi",
    2: "ippatsu",
    3: "chankan",
    4: "rinshan",
    5: "haitei",
    6: "houtei",
    7: "pinfu",
    8: "tanyao",
    9: "iipeikou",
    10: "seat_wind",
    11: "seat_wind",
    12: "seat_wind",
    13: "seat_wind",
    14: "round_wind",
    15: "round_wind",
    16: "round_wind",
    17: "round_wind",
    18: "haku",
    19: "hatsu",
    20: "chun",
    21: "double_riichi",
    22: "chiitoitsu",
    23: "chanta",
    24: "ittsu",
    25: "sanshoku",
    26: "sanshoku_doukou",
    27: "sankantsu",
    28: "toitoi",
    29: "sanankou",
    30: "shousangen",
    31: "honroutou",
    32: "ryanpeikou",
    33: "junchan",
    34: "honitsu",
    35: "chinitsu",
    36: "renhou",
    37: "tenhou",
    38: "chiihou",
    39: "daisangen",
    40: "suuankou",
    41: "suuankou_tanki",
    42: "tsuuiisou",
    43: "ryuuiisou",
    44: "chinroutou",
    45: "chuuren",
    46: "junsei_chuuren",
    47: "kokushi",
    48: "kokushi_13",
    49: "daisuushii",
    50: "shousuushii",
    51: "suukantsu",
    52: "dora",
    53: "ura_dora",
    54: "aka_dora",
}

#: Tenhou's limit code (third value of ``ten``) -> the contract's limit name.
LIMIT_NAMES: dict[int, str | None] = {
    0: None,
    1: "mangan",
    2: "haneman",
    3: "baiman",
    4: "sanbaiman",
    5: "yakuman",
}

#: ``RYUUKYOKU type`` -> our kind ("exhaustive" when the tag has no type).
RYUUKYOKU_KINDS = ("exhaustive", "yao9", "reach4", "ron3", "kan4", "kaze4", "nm")

#: A meld's source relative to the caller.
SOURCE_NAMES: dict[int, str] = {1: "right", 2: "across", 3: "left"}

LIVE_WALL_DRAWS = 70  # 136 tiles - 14 dead wall - 4 x 13 dealt
_DORA_YAKU = frozenset({52, 53, 54})
_PAO_YAKU = {39: "daisangen", 49: "daisuushii", 51: "suukantsu"}
_TENTHS = Decimal("0.1")


class BadLog(TaikaiError):
    """A record that is not a readable mjlog; the message names the file and the tag."""

    code = "bad_log"


def _fail(where: str, problem: str) -> NoReturn:
    raise BadLog(f"{where}: {problem}", "bad_log")


# --------------------------------------------------------------------------- melds


@dataclass(frozen=True, slots=True)
class Meld:
    """One call, decoded from Tenhou's packed ``m``.

    ``tiles`` are 136-ids in ascending order (4 for a kan); ``called`` is the
    tile taken from another player (None for a closed kan); for an added kan,
    ``called`` is the tile of the original pon and ``added`` the fourth tile.
    ``source`` is relative to the caller: 0 closed, 1 right, 2 across, 3 left.
    """

    type: str
    tiles: tuple[int, ...]
    called: int | None
    added: int | None
    source: int
    m: int

    @property
    def kind(self) -> int:
        """Kind (0-33) of the lowest tile."""
        return self.tiles[0] // 4

    @property
    def is_kan(self) -> bool:
        return self.type in ("minkan", "kakan", "ankan")

    @property
    def is_open(self) -> bool:
        return self.type != "ankan"

    @property
    def source_name(self) -> str | None:
        """ "left", "across", "right", or None for a closed kan."""
        return SOURCE_NAMES.get(self.source)

    def from_seat(self, caller: int) -> int | None:
        """Absolute seat the called tile came from (None for a closed kan)."""
        return None if self.source == 0 else (caller + self.source) % 4


def decode_meld(m: int) -> Meld:
    """Decode Tenhou's packed meld value (README's bit layout); TaikaiError("bad_log") if invalid.

    Chi 1s-2s-3s from the left calling the 1s: t = 7*2 + 0 = 14, bits 10-15 =
    14*3 + 0 = 42, chi bit 4, source 3, copies 0: m = 42 << 10 | 4 | 3 = 43015.

    >>> decode_meld(43015).tiles
    (72, 76, 80)
    """
    if not 0 <= m < 1 << 16:
        _fail("meld", f"m={m} is not a 16-bit meld value")
    source = m & 3
    if m & 0x4:
        return _decode_chi(m, source)
    if m & 0x18:
        return _decode_pon(m, source, added=bool(m & 0x10))
    return _decode_kan(m, source)


def _decode_chi(m: int, source: int) -> Meld:
    packed = m >> 10
    start, called_index = divmod(packed, 3)
    if start >= 21 or source == 0:
        _fail("meld", f"m={m} is not a valid chi")
    first_kind = 9 * (start // 7) + start % 7
    tiles = tuple((first_kind + i) * 4 + ((m >> (3 + 2 * i)) & 3) for i in range(3))
    return Meld("chi", tiles, tiles[called_index], None, source, m)


def _decode_pon(m: int, source: int, *, added: bool) -> Meld:
    kind, called_index = divmod(m >> 9, 3)
    if kind >= 34 or source == 0:
        _fail("meld", f"m={m} is not a valid {'added kan' if added else 'pon'}")
    fourth = (m >> 5) & 3
    pon = tuple(kind * 4 + copy for copy in range(4) if copy != fourth)
    if not added:
        return Meld("pon", pon, pon[called_index], None, source, m)
    return Meld(
        "kakan", tuple(range(kind * 4, kind * 4 + 4)), pon[called_index], kind * 4 + fourth, source, m
    )


def _decode_kan(m: int, source: int) -> Meld:
    tile = m >> 8
    if tile >= 136:
        _fail("meld", f"m={m} is not a valid kan")
    tiles = tuple(range(tile // 4 * 4, tile // 4 * 4 + 4))
    if source == 0:
        return Meld("ankan", tiles, None, None, 0, m)
    return Meld("minkan", tiles, tile, None, source, m)


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class Draw:
    """``T/U/V/W<id>``: a seat draws a tile; ``rinshan`` when it replaces that seat's kan."""

    seat: int
    tile: int
    rinshan: bool = False


@dataclass(frozen=True, slots=True)
class Discard:
    """``D/E/F/G<id>``: a seat discards; ``tsumogiri`` when it is the tile just drawn."""

    seat: int
    tile: int
    tsumogiri: bool = False


@dataclass(frozen=True, slots=True)
class Call:
    """``N``: a seat calls a meld (chi, pon, kan of any type)."""

    seat: int
    meld: Meld


@dataclass(frozen=True, slots=True)
class Riichi:
    """``REACH``: step 1 declaration, step 2 accepted (the deposit is paid; ``scores`` after it)."""

    seat: int
    step: int
    scores: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class NewDora:
    """``DORA``: a new dora indicator (136-id) turned after a kan."""

    indicator: int


Event = Draw | Discard | Call | Riichi | NewDora

# (is a draw, seat, tile, the plain event, the rinshan draw / tsumogiri discard)
_Move = tuple[bool, int, int, Event, Event]


def _move_table() -> dict[str, _Move]:
    """Every tag T0..W135 (draws) and D0..G135 (discards), with its two possible events prebuilt.

    The events are frozen values, so one instance per tag serves every record: this keeps
    the 700,000 moves of a large archive from costing a construction each.
    """
    table: dict[str, _Move] = {}
    for index, letter in enumerate("TUVWDEFG"):
        seat = index % 4
        for tile in range(136):
            if index < 4:
                table[f"{letter}{tile}"] = (
                    True,
                    seat,
                    tile,
                    Draw(seat, tile),
                    Draw(seat, tile, rinshan=True),
                )
            else:
                pair = (Discard(seat, tile), Discard(seat, tile, tsumogiri=True))
                table[f"{letter}{tile}"] = (False, seat, tile, *pair)
    return table


_MOVES = _move_table()


# --------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class Owari:
    """Final table points and Tenhou's official pt, in seat order."""

    scores: tuple[int, ...]
    pt: tuple[Decimal, ...]


@dataclass(frozen=True, slots=True)
class WinFlags:
    """Situational flags of a win, derived from the event stream by :func:`derive_flags`."""

    tsumo: bool = False
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False


@dataclass(frozen=True, slots=True)
class Agari:
    """An ``AGARI`` tag: one winner (a double ron is two of them), plus the derived flags.

    Points are table points (Tenhou's hundreds x 100). ``hand`` holds the closed
    tiles including the win tile; ``melds`` are in call order (an added kan in
    the place of its pon); ``honba``/``deposits`` are the tag's ``ba``;
    ``scores`` are the scores before this result (after riichi deposits and,
    for a second ron winner, after the first) and ``deltas`` its changes,
    both in seat order.
    """

    who: int
    from_who: int
    pao_who: int | None
    hand: tuple[int, ...]
    melds: tuple[Meld, ...]
    win_tile: int
    honba: int
    deposits: int
    fu: int
    points: int
    limit_code: int
    yaku: tuple[tuple[int, int], ...]
    yakuman: tuple[int, ...]
    dora_indicators: tuple[int, ...]
    ura_indicators: tuple[int, ...]
    scores: tuple[int, ...]
    deltas: tuple[int, ...]
    owari: Owari | None
    flags: WinFlags

    @property
    def tsumo(self) -> bool:
        return self.who == self.from_who

    def request(self, hand: TenhouHand, game: TenhouGame) -> dict:
        """The CONTRACTS.md section 1 score request for this win (rules "tenhou").

        ``hand`` and ``game`` are the hand and game this result belongs to (for
        the winds, red fives and double ron). Red fives are written 0 when the
        game has them; melds come in call order; ura indicators only for a
        riichi winner; ``pao`` when the tag names a pao seat. The second winner
        of a double ron gets honba 0 and deposits 0: the record pays both only
        to the winner nearest the discarder (its ``sc`` shows it).
        """
        red = game.red_fives
        flags = dataclasses.asdict(self.flags)
        request: dict = {
            "rules": "tenhou",
            "hand": _compact(self.hand, red),
            "melds": [_meld_json(meld, red) for meld in self.melds],
            "win_tile": _compact((self.win_tile,), red),
            "tsumo": flags.pop("tsumo"),
            "seat_wind": WIND_LETTERS[(self.who - hand.dealer) % 4],
            "round_wind": hand.round_wind,
            "dora_indicators": _compact(self.dora_indicators, red),
            "ura_indicators": _compact(self.ura_indicators, red) if self.flags.riichi else "",
            **flags,
            "honba": self.honba,
            "deposits": self.deposits,
        }
        if self.pao_who is not None:
            request["pao"] = {"yaku": self.pao_yaku(), "from": self._relative(self.pao_who, "paoWho")}
        if self in hand.wins[1:]:
            # the second winner of a double ron: its ba repeats the table's honba, but
            # the record pays honba and deposits only to the winner nearest the discarder
            request["honba"] = request["deposits"] = 0
        return request

    def _relative(self, seat: int, what: str) -> str:
        name = SOURCE_NAMES.get((seat - self.who) % 4)
        if name is None:
            raise BadLog(f"AGARI: {what}={seat} is the winner's own seat", "bad_log")
        return name

    def pao_yaku(self) -> str:
        """The yakuman the pao player is liable for, found from the melds."""
        kinds = [meld.kind for meld in self.melds if meld.type != "chi"]
        if sum(kind >= 31 for kind in kinds) == 3:
            return "daisangen"
        if sum(27 <= kind <= 30 for kind in kinds) == 4:
            return "daisuushii"
        if sum(meld.is_kan for meld in self.melds) == 4:
            return "suukantsu"
        raise BadLog(f"AGARI: paoWho={self.pao_who} but no pao yakuman in the melds", "bad_log")

    def expected(self) -> dict:
        """Tenhou's official result in the shape of the score response (han, fu, points, limit, yaku)."""
        yaku = [[TENHOU_YAKU_NAMES[i], han] for i, han in self.yaku if not (i in _DORA_YAKU and han == 0)]
        yaku += [[TENHOU_YAKU_NAMES[i], 13] for i in self.yakuman]
        han = 13 * len(self.yakuman) if self.yakuman else sum(han for _, han in self.yaku)
        limit = LIMIT_NAMES[self.limit_code]
        if limit == "yakuman" and not self.yakuman:
            limit = "kazoe_yakuman"
        return {
            "han": han,
            "fu": self.fu,
            "points": self.points,
            "limit": limit,
            "yakuman": len(self.yakuman),
            "yaku": yaku,
        }


@dataclass(frozen=True, slots=True)
class Ryuukyoku:
    """A ``RYUUKYOKU`` tag: a draw.

    ``kind`` is "exhaustive" or Tenhou's type (yao9, reach4, ron3, kan4, kaze4,
    nm = nagashi mangan); ``tenpai`` the seats whose hands are shown
    (``hai0..3``), ``shown_hands`` those hands by seat (None when not shown).
    """

    kind: str
    honba: int
    deposits: int
    tenpai: tuple[int, ...]
    shown_hands: tuple[tuple[int, ...] | None, ...]
    scores: tuple[int, ...]
    deltas: tuple[int, ...]
    owari: Owari | None


Result = Agari | Ryuukyoku


def _compact(ids: tuple[int, ...], red_fives: bool) -> str:
    return format_tiles(Tile.from_id136(tile, red_fives) for tile in ids)


def _meld_json(meld: Meld, red_fives: bool) -> dict:
    out = {"type": meld.type, "tiles": _compact(meld.tiles, red_fives)}
    if meld.source_name is not None:
        out["from"] = meld.source_name
    return out


# --------------------------------------------------------------------------- hands and games


@dataclass(frozen=True, slots=True)
class TenhouHand:
    """One ``INIT`` and what follows it: the events in order and the result(s)."""

    round_index: int
    honba: int
    deposits: int
    dice: tuple[int, int]
    dealer: int
    scores: tuple[int, ...]
    dora_indicators: tuple[int, ...]
    starting_hands: tuple[tuple[int, ...], ...]
    events: tuple[Event, ...]
    results: tuple[Result, ...]

    @property
    def round_wind(self) -> str:
        """E for rounds 0-3, S for 4-7, W for 8-11 (west extension), N after."""
        return WIND_LETTERS[min(self.round_index // 4, 3)]

    @property
    def wins(self) -> tuple[Agari, ...]:
        """The AGARI results (two for a double ron, none for a draw)."""
        return tuple(result for result in self.results if isinstance(result, Agari))

    @property
    def label(self) -> str:
        """E1-0 style: round wind, hand number, honba."""
        return f"{self.round_wind}{self.round_index % 4 + 1}-{self.honba}"


@dataclass(frozen=True, slots=True)
class Player:
    """A ``UN`` entry: URL-decoded name, dan (Tenhou's rank index) and rate."""

    name: str
    dan: int
    rate: Decimal


@dataclass(frozen=True, slots=True)
class TenhouGame:
    """A whole mjlog: the ``GO`` flags, players, first dealer and hands."""

    name: str
    type_flags: int
    players: tuple[Player, ...]
    first_dealer: int
    hands: tuple[TenhouHand, ...]

    @property
    def red_fives(self) -> bool:
        return not self.type_flags & 0x02

    @property
    def open_tanyao(self) -> bool:
        return not self.type_flags & 0x04

    @property
    def east_south(self) -> bool:
        """True for a hanchan (east-south game), False for east only."""
        return bool(self.type_flags & 0x08)

    @property
    def three_players(self) -> bool:
        return bool(self.type_flags & 0x10)

    @property
    def fast(self) -> bool:
        return bool(self.type_flags & 0x40)

    @property
    def owari(self) -> Owari | None:
        """Final points and pt, carried by the game's last result."""
        if not self.hands or not self.hands[-1].results:
            return None
        return self.hands[-1].results[-1].owari


# --------------------------------------------------------------------------- derived flags


@dataclass(slots=True)
class _Walk:
    """Mutable state of one walk over a hand's events (local to :func:`derive_flags`)."""

    live_draws: int = 0
    kans: int = 0
    any_call: bool = False
    draws: list[int] = dataclasses.field(default_factory=lambda: [0] * 4)
    discarded: list[bool] = dataclasses.field(default_factory=lambda: [False] * 4)
    accepted: list[bool] = dataclasses.field(default_factory=lambda: [False] * 4)
    double: list[bool] = dataclasses.field(default_factory=lambda: [False] * 4)
    ippatsu: list[bool] = dataclasses.field(default_factory=lambda: [False] * 4)
    drew_since_riichi: list[bool] = dataclasses.field(default_factory=lambda: [False] * 4)
    last_draw: Draw | None = None

    def draw(self, event: Draw) -> None:
        if not event.rinshan:
            self.live_draws += 1
        self.draws[event.seat] += 1
        self.drew_since_riichi[event.seat] = True
        self.last_draw = event

    def discard(self, event: Discard) -> None:
        seat = event.seat
        self.discarded[seat] = True
        if self.drew_since_riichi[seat]:
            self.ippatsu[seat] = False

    def call(self, event: Call) -> None:
        self.any_call = True
        self.kans += event.meld.is_kan
        self.ippatsu = [False] * 4

    def riichi(self, event: Riichi) -> None:
        seat = event.seat
        if event.step == 1:
            self.double[seat] = not self.discarded[seat] and not self.any_call
            self.ippatsu[seat] = True
            self.drew_since_riichi[seat] = False
        else:
            self.accepted[seat] = True

    def last_live_draw_done(self) -> bool:
        return self.live_draws >= LIVE_WALL_DRAWS - self.kans


_STEPS: dict[type, Callable[[_Walk, Event], None]] = {
    Draw: _Walk.draw,
    Discard: _Walk.discard,
    Call: _Walk.call,
    Riichi: _Walk.riichi,
}


def _robbed_kan(events: tuple[Event, ...] | list[Event]) -> int | None:
    """Index of the added kan a ron robs: the last event, new dora indicators aside."""
    for index in range(len(events) - 1, -1, -1):
        event = events[index]
        if not isinstance(event, NewDora):
            return index if isinstance(event, Call) and event.meld.type == "kakan" else None
    return None


def derive_flags(events: tuple[Event, ...] | list[Event], who: int, from_who: int, dealer: int) -> WinFlags:
    """The situational flags of a win after ``events``, read from the events alone.

    riichi = the winner's riichi was accepted (step 2); double riichi = declared
    on the winner's first discard with no call before; ippatsu = no call since
    the declaration and the winner has not discarded after a later draw;
    haitei/houtei = the live wall (70 draws minus one per kan) is exhausted;
    rinshan = tsumo on a kan replacement draw; chankan = ron on the tile of an
    added kan (the last event; that kan is not completed, so it does not end an
    ippatsu chance); tenhou/chiihou = tsumo on the winner's first draw with no call before.
    """
    tsumo = who == from_who
    robbed = None if tsumo else _robbed_kan(events)
    walk = _Walk()
    for index, event in enumerate(events):
        step = _STEPS.get(type(event))
        if step is not None and index != robbed:  # a robbed kan never happened: ippatsu stands
            step(walk, event)
    chankan = robbed is not None
    drew = tsumo and walk.last_draw is not None and walk.last_draw.seat == who
    first_draw = drew and walk.draws[who] == 1 and not walk.any_call
    return WinFlags(
        tsumo=tsumo,
        riichi=walk.accepted[who],
        double_riichi=walk.accepted[who] and walk.double[who],
        ippatsu=walk.accepted[who] and walk.ippatsu[who],
        haitei=drew and not walk.last_draw.rinshan and walk.last_live_draw_done(),
        houtei=not tsumo and not chankan and walk.last_live_draw_done(),
        rinshan=drew and walk.last_draw.rinshan,
        chankan=chankan,
        tenhou=first_draw and who == dealer,
        chiihou=first_draw and who != dealer,
    )


# --------------------------------------------------------------------------- attribute reading


def _attr(where: str, el: ET.Element, key: str) -> str:
    value = el.get(key)
    if value is None:
        _fail(where, f"<{el.tag}> has no {key} attribute")
    return value


def _ints(where: str, el: ET.Element, key: str, *, count: int | None = None, optional: bool = False) -> tuple:
    raw = el.get(key)
    if raw is None:
        if optional:
            return ()
        _fail(where, f"<{el.tag}> has no {key} attribute")
    try:
        values = tuple(map(int, raw.split(","))) if raw.strip() else ()
    except ValueError:
        _fail(where, f"<{el.tag} {key}={raw!r}> is not a list of integers")
    if count is not None and len(values) != count:
        _fail(where, f"<{el.tag} {key}={raw!r}> should hold {count} values")
    return values


def _int(where: str, el: ET.Element, key: str) -> int:
    return _ints(where, el, key, count=1)[0]


def _tiles(where: str, el: ET.Element, key: str, *, optional: bool = False) -> tuple[int, ...]:
    values = _ints(where, el, key, optional=optional)
    for value in values:
        if not 0 <= value < 136:
            _fail(where, f"<{el.tag} {key}> holds tile id {value}, not between 0 and 135")
    return values


def _tile(where: str, el: ET.Element, key: str) -> int:
    values = _tiles(where, el, key)
    if len(values) != 1:
        _fail(where, f"<{el.tag} {key}> should hold one tile id")
    return values[0]


def _melds(where: str, el: ET.Element, values: tuple[int, ...]) -> tuple[Meld, ...]:
    try:
        return tuple(decode_meld(m) for m in values)
    except BadLog as error:
        _fail(where, f"<{el.tag} m>: {error.message}")


def _seat(where: str, el: ET.Element, key: str) -> int:
    value = _int(where, el, key)
    if not 0 <= value < 4:
        _fail(where, f"<{el.tag} {key}={value}> is not a seat 0-3")
    return value


def _hundreds(values: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(100 * value for value in values)


def _decimal(where: str, el: ET.Element, text: str, *, places: Decimal | None = None) -> Decimal:
    try:
        value = Decimal(text)
        if places is not None:
            value = value.quantize(places)
    except InvalidOperation:
        _fail(where, f"<{el.tag}> holds {text!r}, not a number with at most {places or 'any'} places")
    if not value.is_finite():
        _fail(where, f"<{el.tag}> holds {text!r}, not a finite number")
    return value


def _owari(where: str, el: ET.Element) -> Owari | None:
    raw = el.get("owari")
    if raw is None:
        return None
    parts = raw.split(",")
    if len(parts) != 8:
        _fail(where, f"<{el.tag} owari={raw!r}> should hold 8 values")
    try:
        scores = tuple(100 * int(part) for part in parts[0::2])
    except ValueError:
        _fail(where, f"<{el.tag} owari={raw!r}> has a score that is not an integer")
    return Owari(scores, tuple(_decimal(where, el, part, places=_TENTHS) for part in parts[1::2]))


def _score_changes(where: str, el: ET.Element) -> tuple[tuple[int, ...], tuple[int, ...]]:
    sc = _hundreds(_ints(where, el, "sc", count=8))
    return sc[0::2], sc[1::2]


# --------------------------------------------------------------------------- results parsing


def _parse_agari(where: str, el: ET.Element, events: list[Event], dealer: int) -> Agari:
    who, from_who = _seat(where, el, "who"), _seat(where, el, "fromWho")
    pao_who = _seat(where, el, "paoWho") if el.get("paoWho") is not None else None
    hand = _tiles(where, el, "hai")
    melds = _melds(where, el, _ints(where, el, "m", optional=True))[::-1]  # the tag lists the last call first
    if len(hand) + 3 * len(melds) != 14:
        _fail(where, f"<AGARI> has {len(hand)} closed tiles and {len(melds)} melds: not a 14-tile hand")
    honba, deposits = _ints(where, el, "ba", count=2)
    fu, points, limit_code = _ints(where, el, "ten", count=3)
    if limit_code not in LIMIT_NAMES:
        _fail(where, f"<AGARI ten> has limit code {limit_code}, not 0-5")
    yaku_values = _ints(where, el, "yaku", optional=True)
    yakuman = _ints(where, el, "yakuman", optional=True)
    if len(yaku_values) % 2 or any(i not in TENHOU_YAKU_NAMES for i in (*yaku_values[0::2], *yakuman)):
        _fail(where, "<AGARI> has a yaku list that is not (id 0-54, han) pairs")
    scores, deltas = _score_changes(where, el)
    return Agari(
        who=who,
        from_who=from_who,
        pao_who=pao_who,
        hand=hand,
        melds=melds,
        win_tile=_tile(where, el, "machi"),
        honba=honba,
        deposits=deposits,
        fu=fu,
        points=points,
        limit_code=limit_code,
        yaku=tuple(zip(yaku_values[0::2], yaku_values[1::2], strict=True)),
        yakuman=yakuman,
        dora_indicators=_tiles(where, el, "doraHai"),
        ura_indicators=_tiles(where, el, "doraHaiUra", optional=True),
        scores=scores,
        deltas=deltas,
        owari=_owari(where, el),
        flags=derive_flags(events, who, from_who, dealer),
    )


def _parse_ryuukyoku(where: str, el: ET.Element) -> Ryuukyoku:
    kind = el.get("type", "exhaustive")
    if kind not in RYUUKYOKU_KINDS:
        _fail(where, f"<RYUUKYOKU type={kind!r}> is not one of {', '.join(RYUUKYOKU_KINDS[1:])}")
    honba, deposits = _ints(where, el, "ba", count=2)
    shown = tuple(_tiles(where, el, f"hai{seat}") if f"hai{seat}" in el.attrib else None for seat in range(4))
    tenpai = tuple(seat for seat, tiles in enumerate(shown) if tiles is not None)
    scores, deltas = _score_changes(where, el)
    return Ryuukyoku(kind, honba, deposits, tenpai, shown, scores, deltas, _owari(where, el))


# --------------------------------------------------------------------------- game parsing


@dataclass(slots=True)
class _HandBuilder:
    """A hand being read: the INIT values and the events and results so far."""

    where: str
    init: dict
    first_dora: int
    events: list[Event] = dataclasses.field(default_factory=list)
    results: list[Result] = dataclasses.field(default_factory=list)
    kan_by: int | None = None  # seat whose kan replacement draw is due
    last_drawn: list[int | None] = dataclasses.field(default_factory=lambda: [None] * 4)
    new_dora: list[int] = dataclasses.field(default_factory=list)

    def freeze(self) -> TenhouHand:
        if not self.results:
            _fail(self.where, "a hand (INIT) ends without AGARI or RYUUKYOKU")
        return TenhouHand(
            **self.init,
            dora_indicators=(self.first_dora, *self.new_dora),
            events=tuple(self.events),
            results=tuple(self.results),
        )


class _GameReader:
    """Feeds the tags of one mjlog in order and collects the game."""

    def __init__(self, name: str) -> None:
        self.name = name or "mjlog"
        self.type_flags: int | None = None
        self.players: tuple[Player, ...] | None = None
        self.first_dealer: int | None = None
        self.hands: list[TenhouHand] = []
        self.hand: _HandBuilder | None = None

    def where(self, el: ET.Element) -> str:
        return f"{self.name} <{el.tag}> (hand {len(self.hands) + (self.hand is not None)})"

    def feed(self, el: ET.Element) -> None:
        """Read one tag (draws and discards go through :meth:`tile_move`)."""
        tag = el.tag
        move = _MOVES.get(tag)
        if move is not None:
            self.tile_move(el, move)
            return
        handler = self._HANDLERS.get(tag)
        if handler is not None:
            handler(self, el)
        elif tag[:1] in "TUVWDEFG" and tag[1:].isdigit():
            _fail(self.where(el), f"tile id {tag[1:]} is not between 0 and 135")

    def current(self, el: ET.Element) -> _HandBuilder:
        if self.hand is None:
            _fail(self.where(el), f"<{el.tag}> comes before the first INIT")
        return self.hand

    # --- header tags

    def go(self, el: ET.Element) -> None:
        self.type_flags = _int(self.where(el), el, "type")
        if self.type_flags & 0x10:
            _fail(
                self.where(el), f"GO type={self.type_flags} is a three-player game: only 4 players are read"
            )

    def un(self, el: ET.Element) -> None:
        if self.players is not None:  # a reconnection notice repeats UN: nothing to read
            return
        where = self.where(el)
        dans = _ints(where, el, "dan", count=4)
        rates = _attr(where, el, "rate").split(",")
        if len(rates) != 4:
            _fail(where, f"<UN rate={el.get('rate')!r}> should hold 4 values")
        self.players = tuple(
            Player(unquote(_attr(where, el, f"n{seat}")), dans[seat], _decimal(where, el, rates[seat]))
            for seat in range(4)
        )

    def taikyoku(self, el: ET.Element) -> None:
        self.first_dealer = _seat(self.where(el), el, "oya")

    def init(self, el: ET.Element) -> None:
        if self.type_flags is None or self.players is None or self.first_dealer is None:
            _fail(self.where(el), "INIT comes before the GO, UN and TAIKYOKU tags")
        if self.hand is not None:
            self.hands.append(self.hand.freeze())
        where = self.where(el)
        seed = _ints(where, el, "seed", count=6)
        if not 0 <= seed[5] < 136 or min(seed[:5]) < 0:
            _fail(where, f"<INIT seed={el.get('seed')!r}> has a negative value or a bad dora indicator")
        starting = tuple(_tiles(where, el, f"hai{seat}") for seat in range(4))
        self.hand = _HandBuilder(
            where,
            {
                "round_index": seed[0],
                "honba": seed[1],
                "deposits": seed[2],
                "dice": (seed[3], seed[4]),
                "dealer": _seat(where, el, "oya"),
                "scores": _hundreds(_ints(where, el, "ten", count=4)),
                "starting_hands": starting,
            },
            seed[5],
        )
        for seat, tiles in enumerate(starting):
            if len(tiles) != 13:
                _fail(where, f"<INIT hai{seat}> has {len(tiles)} tiles, not 13")

    # --- events

    def tile_move(self, el: ET.Element, move: _Move) -> None:
        hand = self.hand or self.current(el)
        draw, seat, tile, plain, special = move
        if draw:
            hand.events.append(special if hand.kan_by == seat else plain)
            hand.kan_by = None
            hand.last_drawn[seat] = tile
        else:
            hand.events.append(special if hand.last_drawn[seat] == tile else plain)
            hand.last_drawn[seat] = None

    def call(self, el: ET.Element) -> None:
        hand = self.current(el)
        where = self.where(el)
        seat = _seat(where, el, "who")
        meld = _melds(where, el, _ints(where, el, "m", count=1))[0]
        hand.events.append(Call(seat, meld))
        hand.kan_by = seat if meld.is_kan else None

    def reach(self, el: ET.Element) -> None:
        hand = self.current(el)
        where = self.where(el)
        step = _int(where, el, "step")
        if step not in (1, 2):
            _fail(where, f"<REACH step={step}> is not 1 or 2")
        scores = _hundreds(_ints(where, el, "ten", count=4)) if el.get("ten") is not None else None
        hand.events.append(Riichi(_seat(where, el, "who"), step, scores))

    def dora(self, el: ET.Element) -> None:
        hand = self.current(el)
        indicator = _tile(self.where(el), el, "hai")
        hand.events.append(NewDora(indicator))
        hand.new_dora.append(indicator)

    # --- results

    def agari(self, el: ET.Element) -> None:
        hand = self.current(el)
        where = self.where(el)
        hand.results.append(_parse_agari(where, el, hand.events, hand.init["dealer"]))

    def ryuukyoku(self, el: ET.Element) -> None:
        self.current(el).results.append(_parse_ryuukyoku(self.where(el), el))

    _HANDLERS: ClassVar[dict[str, Callable[[_GameReader, ET.Element], None]]] = {
        "GO": go,
        "UN": un,
        "TAIKYOKU": taikyoku,
        "INIT": init,
        "N": call,
        "REACH": reach,
        "DORA": dora,
        "AGARI": agari,
        "RYUUKYOKU": ryuukyoku,
    }

    def finish(self) -> TenhouGame:
        if self.hand is None or self.type_flags is None or self.players is None or self.first_dealer is None:
            _fail(self.name, "no hand (INIT) in the record")
        self.hands.append(self.hand.freeze())
        return TenhouGame(self.name, self.type_flags, self.players, self.first_dealer, tuple(self.hands))


# --------------------------------------------------------------------------- entry points


def parse_game(xml_text: str, name: str = "") -> TenhouGame:
    """Parse one mjlog XML document; a malformed record raises TaikaiError with code "bad_log"."""
    reader = _GameReader(name)
    try:
        root = ET.fromstring(xml_text)
    except ET.ParseError as error:
        _fail(reader.name, f"not well-formed XML ({error})")
    if root.tag != "mjloggm":
        _fail(reader.name, f"root tag <{root.tag}> is not <mjloggm>")
    for el in root:
        reader.feed(el)
    return reader.finish()


def _decode(name: str, data: bytes) -> str:
    if data[:2] == b"\x1f\x8b":  # a gzipped .mjlog as Tenhou serves them
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError) as error:
            _fail(name, f"cannot gunzip ({error})")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        _fail(name, f"not UTF-8 text ({error})")


def iter_archive(path: str | Path) -> Iterator[tuple[str, str]]:
    """(file name, XML text) of every .xml/.mjlog member of a .tar(.xz/.gz) archive, in sorted order.

    The members are read in one pass in archive order (a compressed archive
    cannot seek back cheaply), then handed out sorted by member path.
    """
    found: dict[str, bytes] = {}
    try:
        with tarfile.open(path) as archive:
            for member in archive:
                if member.isfile() and member.name.endswith((".xml", ".mjlog")):
                    handle = archive.extractfile(member)
                    found[member.name] = handle.read() if handle is not None else b""
    except (OSError, tarfile.TarError, EOFError) as error:
        raise BadLog(f"{path}: cannot read the archive ({error})", "bad_log") from error
    for member_name in sorted(found):
        name = Path(member_name).name
        yield name, _decode(name, found[member_name])


def iter_games(path: str | Path) -> Iterator[TenhouGame]:
    """Every game of an archive, parsed, in file-name order."""
    for name, text in iter_archive(path):
        yield parse_game(text, name)


def iter_wins(path: str | Path) -> Iterator[tuple[dict, dict, str]]:
    """(score request, Tenhou's expected result, label "file#E1-0#1") for every win of an archive."""
    for game in iter_games(path):
        for hand in game.hands:
            for number, win in enumerate(hand.wins, 1):
                yield win.request(hand, game), win.expected(), f"{game.name}#{hand.label}#{number}"
