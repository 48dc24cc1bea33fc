"""Reader of Tenhou mjlog XML (format 2.3): tags in, a :class:`~taikai.importers.tenhou.model.TenhouGame` out.

It translates and checks the format; it holds no rule (the rules of the game
come from :mod:`~taikai.importers.tenhou.rules`, the situation of a win from
:mod:`~taikai.importers.tenhou.situation`). A log cut before the end of the
game keeps its complete hands and says where it stops; anything else that is
not a readable log is a :class:`BadLog` naming the file, the hand and the tag.

>>> meld = decode_meld(58615)
>>> meld.type, meld.tiles, meld.called, meld.source_name
('chi', (94, 99, 101), 94, 'left')
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import ClassVar
from urllib.parse import unquote

from taikai import bounds
from taikai.contracts import archives
from taikai.contracts.files import GZIP_MAGIC, FileError, UnpackedTooLarge, gunzip_bytes, read_bytes
from taikai.importers.codes import ImportCode
from taikai.importers.tenhou import rules
from taikai.importers.tenhou.model import (
    RYUUKYOKU_KINDS,
    Agari,
    BadLog,
    Call,
    Cut,
    Discard,
    Draw,
    Event,
    Meld,
    NewDora,
    Owari,
    Player,
    Result,
    Riichi,
    Ryuukyoku,
    TenhouGame,
    TenhouHand,
    fail,
    id_time,
)
from taikai.reasons import Reason

__all__ = ["DAN_NAMES", "LIMIT_NAMES", "TENHOU_YAKU_NAMES", "decode_meld", "iter_archive", "read"]

#: Tenhou yaku ids -> the yaku names of CONTRACTS.md section 1.
TENHOU_YAKU_NAMES: dict[int, str] = dict(
    enumerate(
        [
            *("menzen_tsumo", "riichi", "ippatsu", "chankan", "rinshan", "haitei", "houtei", "pinfu"),
            *("tanyao", "iipeikou", *["seat_wind"] * 4, *["round_wind"] * 4, "haku", "hatsu", "chun"),
            *("double_riichi", "chiitoitsu", "chanta", "ittsu", "sanshoku", "sanshoku_doukou"),
            *("sankantsu", "toitoi", "sanankou", "shousangen", "honroutou", "ryanpeikou", "junchan"),
            *("honitsu", "chinitsu", "renhou", "tenhou", "chiihou", "daisangen", "suuankou"),
            *("suuankou_tanki", "tsuuiisou", "ryuuiisou", "chinroutou", "chuuren", "junsei_chuuren"),
            *("kokushi", "kokushi_13", "daisuushii", "shousuushii", "suukantsu", "dora", "ura_dora"),
            "aka_dora",
        ]
    )
)

#: Tenhou's limit code (third value of ``ten``) -> the contract's limit name (5 without a yakuman
#: is a counted yakuman).
LIMIT_NAMES: dict[int, str | None] = {0: None, 1: "mangan", 2: "haneman", 3: "baiman", 4: "sanbaiman"}

#: Tenhou's rank index (``UN dan``) -> the rank's name, as tenhou.net/6 logs write it.
DAN_NAMES = (
    *("新人", "９級", "８級", "７級", "６級", "５級", "４級", "３級", "２級", "１級", "初段", "二段"),
    *("三段", "四段", "五段", "六段", "七段", "八段", "九段", "十段", "天鳳位"),
)

MAX_LOG_BYTES = 16 * 1024 * 1024  # a hanchan's log is 10-50 KB; an archive member is bounded by this
_DORA_NAMES = frozenset({"dora", "ura_dora", "aka_dora"})
_TENTHS = Decimal("0.1")


# --------------------------------------------------------------------------- melds


def decode_meld(m: int) -> Meld:
    """Decode Tenhou's packed meld value (shared/data/tenhou/README.md's bit layout); BadLog if invalid.

    Chi 1s-2s-3s from the left calling the 1s: t = 7*2 + 0 = 14, bits 10-15 =
    14*3 + 0 = 42, chi bit 4, source 3, copies 0: m = 42 << 10 | 4 | 3 = 43015.

    >>> decode_meld(43015).tiles
    (72, 76, 80)
    """
    if not 0 <= m < 1 << 16:
        fail("meld", ImportCode.log_meld_bits, m=m)
    source = m & 3
    if m & 0x4:
        return _decode_chi(m, source)
    if m & 0x18:
        return _decode_pon(m, source, added=bool(m & 0x10))
    if m & 0x20:
        fail("meld", ImportCode.log_meld_nukidora, m=m)
    return _decode_kan(m, source)


def _decode_chi(m: int, source: int) -> Meld:
    start, called_index = divmod(m >> 10, 3)
    if start >= 21 or source != 3:
        fail("meld", ImportCode.log_meld_chi, m=m)
    first_kind = 9 * (start // 7) + start % 7
    tiles = tuple((first_kind + i) * 4 + ((m >> (3 + 2 * i)) & 3) for i in range(3))
    return Meld("chi", tiles, tiles[called_index], None, source)


def _decode_pon(m: int, source: int, *, added: bool) -> Meld:
    kind, called_index = divmod(m >> 9, 3)
    if kind >= 34 or source == 0:
        fail("meld", ImportCode.log_meld_kakan if added else ImportCode.log_meld_pon, m=m)
    fourth = (m >> 5) & 3
    pon = tuple(kind * 4 + copy for copy in range(4) if copy != fourth)
    if not added:
        return Meld("pon", pon, pon[called_index], None, source)
    return Meld("kakan", tuple(range(kind * 4, kind * 4 + 4)), pon[called_index], kind * 4 + fourth, source)


def _decode_kan(m: int, source: int) -> Meld:
    tile = m >> 8
    if tile >= 136:
        fail("meld", ImportCode.log_meld_kan, m=m)
    tiles = tuple(range(tile // 4 * 4, tile // 4 * 4 + 4))
    if source == 0:
        return Meld("ankan", tiles, None, None, 0)
    return Meld("minkan", tiles, tile, None, source)


# --------------------------------------------------------------------------- draws and discards

# (is a draw, seat, tile, the plain event, the rinshan draw / tsumogiri discard)
_Move = tuple[bool, int, int, Event, Event]


def _move_table() -> dict[str, _Move]:
    """Every tag T0..W135 (draws) and D0..G135 (discards), with its two possible events prebuilt.

    The events are frozen values, so one instance per tag serves every log: this keeps the
    700,000 moves of a large archive from costing a construction each.
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


# --------------------------------------------------------------------------- attribute reading


def _attr(where: str, el: ET.Element, key: str) -> str:
    value = el.get(key)
    if value is None:
        fail(where, ImportCode.log_no_attribute, tag=el.tag, key=key)
    return value


def _ints(where: str, el: ET.Element, key: str, *, count: int | None = None, optional: bool = False) -> tuple:
    raw = el.get(key)
    if raw is None:
        if optional:
            return ()
        fail(where, ImportCode.log_no_attribute, tag=el.tag, key=key)
    try:
        values = tuple(int(part) for part in raw.split(",")) if raw.strip() else ()
    except ValueError:
        fail(where, ImportCode.log_not_integers, tag=el.tag, key=key, raw=raw[:40])
    if count is not None and len(values) != count:
        fail(where, ImportCode.log_value_count, tag=el.tag, key=key, raw=raw[:40], count=count)
    if any(abs(value) > 1_000_000 for value in values):
        fail(where, ImportCode.log_value_range, tag=el.tag, key=key)
    return values


def _int(where: str, el: ET.Element, key: str) -> int:
    return _ints(where, el, key, count=1)[0]


def _tiles(where: str, el: ET.Element, key: str, *, optional: bool = False) -> tuple[int, ...]:
    values = _ints(where, el, key, optional=optional)
    for value in values:
        if not 0 <= value < 136:
            fail(where, ImportCode.log_tile_id, tag=el.tag, key=key, value=value)
    return values


def _tile(where: str, el: ET.Element, key: str) -> int:
    values = _tiles(where, el, key)
    if len(values) != 1:
        fail(where, ImportCode.log_one_tile, tag=el.tag, key=key)
    return values[0]


def _melds(where: str, el: ET.Element, values: tuple[int, ...]) -> tuple[Meld, ...]:
    try:
        return tuple(decode_meld(m) for m in values)
    except BadLog as error:
        fail(where, ImportCode.log_bad_meld, tag=el.tag, problem=error.params["problem"])


def _seat(where: str, el: ET.Element, key: str) -> int:
    value = _int(where, el, key)
    if not 0 <= value < 4:
        fail(where, ImportCode.log_not_a_seat, tag=el.tag, key=key, value=value)
    return value


def _name(where: str, el: ET.Element, seat: int) -> str:
    """A player's name (``n0``...``n3``, percent-encoded UTF-8); bytes that are not UTF-8 are refused."""
    try:
        return unquote(_attr(where, el, f"n{seat}"), errors="strict")
    except UnicodeDecodeError:
        fail(where, ImportCode.log_name_not_utf8, tag=el.tag, key=f"n{seat}")


def _hundreds(values: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(100 * value for value in values)


def _decimal(where: str, el: ET.Element, text: str) -> Decimal:
    try:
        value = bounds.number(text)
        if abs(value) < 1_000_000:
            return value
    except bounds.OutOfBounds:
        pass
    fail(where, ImportCode.log_not_a_number, tag=el.tag, text=text[:40])


def _pt(where: str, el: ET.Element, text: str) -> Decimal:
    value = _decimal(where, el, text)
    if value != value.quantize(_TENTHS):
        fail(where, ImportCode.log_pt_places, tag=el.tag, text=text)
    return value.quantize(_TENTHS)


def _owari(where: str, el: ET.Element) -> Owari | None:
    raw = el.get("owari")
    if raw is None:
        return None
    parts = raw.split(",")
    if len(parts) != 8:
        fail(where, ImportCode.log_owari_count, tag=el.tag, raw=raw[:60])
    try:
        scores = tuple(100 * int(part) for part in parts[0::2])
    except ValueError:
        fail(where, ImportCode.log_owari_score, tag=el.tag, raw=raw[:60])
    return Owari(scores, tuple(_pt(where, el, part) for part in parts[1::2]))


def _score_changes(where: str, el: ET.Element) -> tuple[tuple[int, ...], tuple[int, ...]]:
    sc = _hundreds(_ints(where, el, "sc", count=8))
    return sc[0::2], sc[1::2]


# --------------------------------------------------------------------------- results


def _yaku(where: str, el: ET.Element) -> tuple[tuple[tuple[str, int], ...], tuple[str, ...]]:
    values = _ints(where, el, "yaku", optional=True)
    yakuman = _ints(where, el, "yakuman", optional=True)
    if len(values) % 2 or any(i not in TENHOU_YAKU_NAMES for i in (*values[0::2], *yakuman)):
        fail(where, ImportCode.log_yaku_pairs)
    pairs = [(TENHOU_YAKU_NAMES[i], han) for i, han in zip(values[0::2], values[1::2], strict=True)]
    if any(han <= 0 and name not in _DORA_NAMES for name, han in pairs):
        fail(where, ImportCode.log_yaku_no_han)
    kept = tuple((name, han) for name, han in pairs if han)  # zero-han dora entries: nothing to count
    return kept, tuple(TENHOU_YAKU_NAMES[i] for i in yakuman)


def _agari(where: str, el: ET.Element) -> Agari:
    hand = _tiles(where, el, "hai")
    melds = _melds(where, el, _ints(where, el, "m", optional=True))[::-1]  # the tag lists the last call first
    if len(hand) + 3 * len(melds) != 14:
        fail(where, ImportCode.log_agari_tiles, tiles=len(hand), melds=len(melds))
    honba, deposits = _ints(where, el, "ba", count=2)
    fu, points, limit_code = _ints(where, el, "ten", count=3)
    yaku, yakuman = _yaku(where, el)
    if limit_code not in (*LIMIT_NAMES, 5) or points <= 0 or fu < 0:
        fail(where, ImportCode.log_agari_ten, ten=el.get("ten"))
    if limit_code == 5:
        limit = "yakuman" if yakuman else "kazoe_yakuman"
    elif yakuman:
        fail(where, ImportCode.log_agari_yakuman)
    else:
        limit = LIMIT_NAMES[limit_code]
    scores, deltas = _score_changes(where, el)
    pao = _seat(where, el, "paoWho") if el.get("paoWho") is not None else None
    return Agari(
        who=_seat(where, el, "who"),
        from_who=_seat(where, el, "fromWho"),
        pao_who=pao,
        hand=hand,
        melds=melds,
        win_tile=_tile(where, el, "machi"),
        honba=honba,
        deposits=deposits,
        han=0 if yakuman else sum(han for _, han in yaku),
        fu=fu,
        points=points,
        limit=limit,
        yaku=yaku,
        yakuman=yakuman,
        yakuman_count=len(yakuman),
        dora_indicators=_tiles(where, el, "doraHai"),
        ura_indicators=_tiles(where, el, "doraHaiUra", optional=True),
        scores=scores,
        deltas=deltas,
    )


def _ryuukyoku(where: str, el: ET.Element) -> Ryuukyoku:
    kind = el.get("type", "exhaustive")
    if kind not in RYUUKYOKU_KINDS:
        fail(where, ImportCode.log_draw_type, kind=kind[:20], kinds=RYUUKYOKU_KINDS[1:])
    honba, deposits = _ints(where, el, "ba", count=2)
    shown = tuple(_tiles(where, el, f"hai{seat}") if f"hai{seat}" in el.attrib else None for seat in range(4))
    tenpai = tuple(seat for seat, tiles in enumerate(shown) if tiles is not None)
    scores, deltas = _score_changes(where, el)
    return Ryuukyoku(kind, honba, deposits, tenpai, shown, scores, deltas)


# --------------------------------------------------------------------------- the game


@dataclass(slots=True)
class _HandBuilder:
    """A hand being read: how it starts and the events and results so far."""

    where: str
    start: dict
    first_dora: int
    events: list[Event] = field(default_factory=list)
    results: list[Result] = field(default_factory=list)
    kan_by: int | None = None  # seat whose kan replacement draw is due
    last_drawn: list[int | None] = field(default_factory=lambda: [None] * 4)
    new_dora: list[int] = field(default_factory=list)

    @property
    def label(self) -> str:
        return self.freeze(check=False).label

    def freeze(self, *, check: bool = True) -> TenhouHand:
        if check and not self.results:
            fail(self.where, ImportCode.log_hand_no_result)
        return TenhouHand(
            **self.start,
            dora_indicators=(self.first_dora, *self.new_dora),
            events=tuple(self.events),
            results=tuple(self.results),
        )


class _GameReader:
    """Feeds the tags of one mjlog in order and collects the game."""

    def __init__(self, name: str) -> None:
        self.name = name or "mjlog"
        self.ref = ""
        self.rules: rules.LogRules | None = None
        self.players: tuple[Player, ...] | None = None
        self.started = False
        self.hands: list[TenhouHand] = []
        self.hand: _HandBuilder | None = None
        self.owari: Owari | None = None
        self.last: ET.Element | None = None  # the last tag read

    @property
    def last_tag(self) -> str:
        return f"<{self.last.tag}>" if self.last is not None else "<mjloggm>"

    def where(self, el: ET.Element) -> str:
        return f"{self.name} <{el.tag}> (hand {len(self.hands) + (self.hand is not None)})"

    def feed(self, el: ET.Element) -> None:
        """Read one tag (draws and discards go through :meth:`tile_move`)."""
        tag = el.tag
        if len(el):
            fail(self.where(el), ImportCode.log_nested, tag=tag)
        if self.owari is not None:
            fail(self.where(el), ImportCode.log_after_owari, tag=tag)
        move = _MOVES.get(tag)
        if move is not None:
            self.tile_move(el, move)
        else:
            handler = self._HANDLERS.get(tag)
            if handler is not None:
                handler(self, el)
            elif tag[:1] in "TUVWDEFG" and tag[1:].isdigit():
                fail(self.where(el), ImportCode.log_move_tile, tile=tag[1:])
            elif tag != "BYE":  # BYE: a player disconnected (a later UN says they are back): nothing to read
                fail(self.where(el), ImportCode.log_unknown_tag, tag=tag[:20])
        self.last = el

    def current(self, el: ET.Element) -> _HandBuilder:
        if self.hand is None:
            fail(self.where(el), ImportCode.log_before_init, tag=el.tag)
        return self.hand

    # --- header tags

    def shuffle(self, el: ET.Element) -> None:
        self.ref = el.get("ref", "")

    def go(self, el: ET.Element) -> None:
        where = self.where(el)
        lobby = _int(where, el, "lobby") if el.get("lobby") is not None else 0
        played = id_time(self.ref or self.name)  # an mjlog's id is its file's name (its ref mostly empty)
        try:
            self.rules = rules.from_type(
                _int(where, el, "type"), lobby, played=played.date() if played is not None else None
            )
        except rules.LogRulesError as error:
            fail(where, error.problems[0])

    def un(self, el: ET.Element) -> None:
        if self.players is not None:  # a reconnection notice repeats UN: nothing to read
            return
        where = self.where(el)
        dans = _ints(where, el, "dan", count=4)
        rates = _attr(where, el, "rate").split(",")
        if len(rates) != 4:
            fail(where, ImportCode.log_rate_count, rate=el.get("rate", "")[:60])
        self.players = tuple(
            Player(
                _name(where, el, seat),
                DAN_NAMES[dans[seat]] if 0 <= dans[seat] < len(DAN_NAMES) else str(dans[seat]),
                _decimal(where, el, rates[seat]),
            )
            for seat in range(4)
        )

    def taikyoku(self, el: ET.Element) -> None:
        where = self.where(el)
        if _seat(where, el, "oya") != 0:
            fail(where, ImportCode.log_first_dealer, oya=el.get("oya"))
        self.started = True

    def init(self, el: ET.Element) -> None:
        if self.rules is None or self.players is None or not self.started:
            fail(self.where(el), ImportCode.log_init_early)
        if self.hand is not None:
            self.hands.append(self.hand.freeze())
        where = f"{self.name} <INIT> (hand {len(self.hands) + 1})"
        seed = _ints(where, el, "seed", count=6)
        if not 0 <= seed[5] < 136 or min(seed[:5]) < 0 or seed[0] > 15:
            fail(where, ImportCode.log_seed_range, seed=el.get("seed"))
        starting = tuple(_tiles(where, el, f"hai{seat}") for seat in range(4))
        for seat, tiles in enumerate(starting):
            if len(tiles) != 13:
                fail(where, ImportCode.log_init_tiles, seat=seat, count=len(tiles))
        dealer = _seat(where, el, "oya")
        if dealer != seed[0] % 4:
            fail(where, ImportCode.log_init_dealer, dealer=dealer, round=seed[0])
        start = {
            "round_index": seed[0],
            "honba": seed[1],
            "deposits": seed[2],
            "dealer": dealer,
            "scores": _hundreds(_ints(where, el, "ten", count=4)),
            "starting_hands": starting,
        }
        self.hand = _HandBuilder(where, start, seed[5])

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
            fail(where, ImportCode.log_reach_step, step=step)
        scores = _hundreds(_ints(where, el, "ten", count=4)) if el.get("ten") is not None else None
        hand.events.append(Riichi(_seat(where, el, "who"), step, scores))

    def dora(self, el: ET.Element) -> None:
        hand = self.current(el)
        indicator = _tile(self.where(el), el, "hai")
        hand.events.append(NewDora(indicator))
        hand.new_dora.append(indicator)

    # --- results

    def agari(self, el: ET.Element) -> None:
        self.result(el, _agari(self.where(el), el))

    def ryuukyoku(self, el: ET.Element) -> None:
        self.result(el, _ryuukyoku(self.where(el), el))

    def result(self, el: ET.Element, result: Result) -> None:
        hand = self.current(el)
        if hand.results and not isinstance(result, Agari):
            fail(self.where(el), ImportCode.log_draw_after_win)
        hand.results.append(result)
        self.owari = _owari(self.where(el), el)

    _HANDLERS: ClassVar[dict[str, Callable[[_GameReader, ET.Element], None]]] = {
        "SHUFFLE": shuffle,
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

    def finish(self, *, ended: bool) -> TenhouGame:
        """The game read so far. ``ended``: the document was complete; the last hand of a cut document
        is dropped (a second ron winner may be missing), as is a last hand without a result."""
        hand = self.hand
        if hand is not None and hand.results and (ended or self.owari is not None):
            self.hands.append(hand.freeze())
            hand = None
        cut = None
        if self.owari is None:  # the log stops before the end of the game
            cut = Cut(len(self.hands) + 1, hand.label if hand is not None else "", self.last_tag)
        if not self.hands or self.rules is None or self.players is None:
            what = ImportCode.log_no_hand if self.players is not None else ImportCode.log_no_tags
            fail(self.name, what, tag=self.last_tag)
        return TenhouGame(
            self.name,
            "mjlog",
            self.ref,
            self.players,
            self.rules.type_flags & rules.NO_RED == 0,
            self.rules,
            tuple(self.hands),
            self.owari,
            cut,
        )


# --------------------------------------------------------------------------- entry points


def _root(text: str, name: str) -> tuple[ET.Element, bool]:
    """The document's root element, and whether the document is complete. A document that stops early
    (inside a tag, or before its closing tag) gives the tags read up to there; one that is not
    well-formed before its end is a BadLog."""
    try:
        return ET.fromstring(text), True
    except ET.ParseError:
        pass
    parser = ET.XMLPullParser(events=("start",))  # read again, up to where the text stops
    try:
        parser.feed(text)
        started = [element for _, element in parser.read_events()]
    except ET.ParseError as error:
        fail(name, ImportCode.log_not_xml, problem=str(error))
    if not started:
        fail(name, ImportCode.log_no_xml_tag)
    return started[0], False


def read(text: str, name: str = "") -> TenhouGame:
    """Read one mjlog XML document.

    A document that stops early (a truncated file, a log saved during the
    game) keeps the hands before the one it stops in and records where it
    stops (``game.cut``); anything else that is not a readable log raises
    :class:`BadLog` naming the file, the hand and the tag.
    """
    reader = _GameReader(name)
    root, ended = _root(text, reader.name)
    if root.tag != "mjloggm":
        fail(reader.name, ImportCode.log_root_tag, tag=root.tag)
    for element in root:
        reader.feed(element)
    return reader.finish(ended=ended)


def _decode(name: str, data: bytes) -> str:
    if data.startswith(GZIP_MAGIC):  # a gzipped .mjlog as Tenhou serves them
        try:
            data = gunzip_bytes(data, MAX_LOG_BYTES, name)
        except UnpackedTooLarge:
            fail(name, ImportCode.log_too_large, mib=MAX_LOG_BYTES // (1024 * 1024))
        except FileError as error:
            fail(name, ImportCode.log_gunzip, problem=error.reason)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        fail(name, ImportCode.log_not_utf8, byte=error.start + 1)


def iter_archive(path: str | Path) -> Iterator[tuple[str, str]]:
    """(file name, XML text) of every .xml/.mjlog member of a .tar(.xz/.gz) archive, in sorted order.

    The archive is read through :mod:`taikai.contracts.files` and unpacked, bounded, by
    :func:`taikai.contracts.archives.unpack` (its members in one pass in archive order: a compressed
    archive cannot seek back cheaply), then handed out sorted by member path. An entry it drops (a
    log larger than a log can be, a link, what lies past its bounds) fails the archive, naming it.
    """
    data = read_bytes(path, gunzip=False)
    try:
        unpacked = archives.unpack(data, str(path), archives.Limits(member=MAX_LOG_BYTES))
    except FileError as error:
        fail(str(path), ImportCode.log_archive, problem=error.reason)
    if not unpacked.archive:
        fail(str(path), ImportCode.log_archive, problem=Reason(ImportCode.log_not_tar))
    for dropped in unpacked.dropped:
        fail(f"{path}: {dropped.name}" if dropped.name else str(path), dropped.reason)
    logs = [m for m in unpacked.members if m.name.endswith((".xml", ".mjlog"))]
    for member in sorted(logs, key=lambda m: m.name):
        name = Path(member.name).name
        yield name, _decode(name, member.content)
