"""Reader of tenhou.net/6 JSON logs (Tenhou's own, and Mahjong Soul logs converted to it).

A file has ``name`` (the four names), ``sc`` (final points and pt per seat,
interleaved), ``rule`` (``disp`` like 鳳南喰赤, red fives ``aka51..53``) and
``log``: one array per hand, ``[[round, honba, sticks], scores, dora, ura,
hand0, draws0, discards0, ..., hand3, draws3, discards3, result]``.

Tiles are 11-19 m, 21-29 p, 31-39 s, 41-47 honors, 51-53 red fives. A draw
list holds tiles and calls taken instead of a draw (``c282627`` chi of 28,
``41p4141`` pon: the position of the letter says who fed it, ``m`` an open
kan); a discard list holds tiles, 60 (the tile just drawn), ``r`` before
a riichi discard, ``a`` closed and ``k`` added kans, and 0 after an open kan.
The reader replays these turns into the events of an mjlog (so both formats
share :mod:`~taikai.importers.tenhou.situation`), with tile ids given by
kind (a red five is copy 0, as in Tenhou's ids). The result is
``["和了", deltas, [who, from, pao, "score", "yaku(han)", ...], ...]``,
``["流局", deltas]`` or an abortive draw's name; Japanese, or English on some
converters. A Mahjong Soul log (``playerMapping``, or a ``rule.disp`` that
names no Tenhou room) states no rules taikai reads: ``game.rules`` is None.

>>> tile_code(51), tile_code(47)
(('m', 5, True), ('z', 7, False))
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from taikai.contracts.jsonio import JsonError, loads
from taikai.game.codes import GameCode
from taikai.game.state import hand_name
from taikai.hand.score import LIMIT_BASE, Limit, payments_for
from taikai.importers.codes import ImportCode
from taikai.importers.tenhou import rules
from taikai.importers.tenhou.model import (
    Agari,
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
from taikai.importers.tenhou.situation import is_tenpai_hand, riichi_seats
from taikai.reasons import Reason

__all__ = ["FIELDS", "YAKU_NAMES", "read", "tile_code"]

#: The top-level fields of a log; any other is refused. ``ver``, ``sx`` and ``connection``
#: (disconnections) hold nothing a game needs; ``title`` may hold its time (a converted Mahjong Soul
#: log's); the others are read and checked.
FIELDS = (
    *("ver", "ref", "log", "ratingc", "rule", "lobby", "dan", "rate", "sx", "sc", "name"),
    *("connection", "title", "playerMapping"),
)


def _key(text: str) -> str:
    """Full-width to half-width, lower case, no spaces, dots, hyphens, colons or underscores."""
    return re.sub(r"[\s.\-:_・]", "", unicodedata.normalize("NFKC", text)).lower()


#: Each contract yaku name and how logs spell it (Tenhou's and Mahjong Soul's Japanese, English converters').
_SPELLINGS = (
    (
        "menzen_tsumo",
        "門前清自摸和",
        "門前清自摸",
        "Fully Concealed Hand",
        "Menzen Tsumo",
        "Tsumo",
        "Self-draw",
    ),
    ("riichi", "立直", "Riichi", "Reach"),
    ("ippatsu", "一発", "Ippatsu"),
    ("chankan", "槍槓", "搶槓", "Robbing a Kan", "Robbing the Kan", "Chankan"),
    ("rinshan", "嶺上開花", "After a Kan", "Rinshan Kaihou", "Rinshan"),
    ("haitei", "海底摸月", "海底撈月", "Under the Sea", "Haitei Raoyue", "Haitei"),
    ("houtei", "河底撈魚", "Under the River", "Houtei Raoyui", "Houtei"),
    ("pinfu", "平和", "Pinfu", "No-points Hand"),
    ("tanyao", "断幺九", "断么九", "All Simples", "Tanyao"),
    ("iipeikou", "一盃口", "Pure Double Sequence", "Iipeikou"),
    ("seat_wind", *(f"自風 {w}" for w in "東南西北"), *(f"門風牌 {w}" for w in "東南西北"), "Seat Wind"),
    (
        "round_wind",
        *(f"場風 {w}" for w in "東南西北"),
        *(f"圏風牌 {w}" for w in "東南西北"),
        "Prevalent Wind",
    ),
    ("haku", "役牌 白", "白", "役牌白", "White Dragon", "Haku"),
    ("hatsu", "役牌 發", "發", "役牌 発", "Green Dragon", "Hatsu"),
    ("chun", "役牌 中", "中", "Red Dragon", "Chun"),
    ("double_riichi", "両立直", "ダブル立直", "Double Riichi", "Daburu Riichi"),
    ("chiitoitsu", "七対子", "Seven Pairs", "Chiitoitsu", "Chiitoi"),
    ("chanta", "混全帯幺九", "混全帯么九", "Half Outside Hand", "Chanta"),
    ("ittsu", "一気通貫", "Pure Straight", "Ittsu", "Ikkitsuukan"),
    ("sanshoku", "三色同順", "Mixed Triple Sequence", "Sanshoku Doujun", "Sanshoku"),
    ("sanshoku_doukou", "三色同刻", "Triple Triplets", "Sanshoku Doukou"),
    ("sankantsu", "三槓子", "Three Quads", "Three Kans", "Sankantsu"),
    ("toitoi", "対々和", "対対和", "All Triplets", "Toitoi", "Toitoihou"),
    ("sanankou", "三暗刻", "Three Concealed Triplets", "Sanankou"),
    ("shousangen", "小三元", "Little Three Dragons", "Shousangen"),
    ("honroutou", "混老頭", "All Terminals and Honors", "Honroutou"),
    ("ryanpeikou", "二盃口", "Twice Pure Double Sequence", "Ryanpeikou"),
    ("junchan", "純全帯幺九", "純全帯么九", "Fully Outside Hand", "Junchan"),
    ("honitsu", "混一色", "Half Flush", "Honitsu"),
    ("chinitsu", "清一色", "Full Flush", "Chinitsu"),
    ("renhou", "人和", "Blessing of Man", "Renhou"),
    ("tenhou", "天和", "Blessing of Heaven", "Tenhou"),
    ("chiihou", "地和", "Blessing of Earth", "Chiihou"),
    ("daisangen", "大三元", "Big Three Dragons", "Daisangen"),
    ("suuankou", "四暗刻", "Four Concealed Triplets", "Suuankou"),
    ("suuankou_tanki", "四暗刻単騎", "Single-wait Four Concealed Triplets", "Suuankou Tanki"),
    ("tsuuiisou", "字一色", "All Honors", "Tsuuiisou"),
    ("ryuuiisou", "緑一色", "All Green", "Ryuuiisou"),
    ("chinroutou", "清老頭", "All Terminals", "Chinroutou"),
    ("chuuren", "九蓮宝燈", "Nine Gates", "Chuuren Poutou", "Chuuren"),
    ("junsei_chuuren", "純正九蓮宝燈", "True Nine Gates", "Junsei Chuuren Poutou"),
    ("kokushi", "国士無双", "Thirteen Orphans", "Kokushi Musou", "Kokushi"),
    ("kokushi_13", "国士無双13面", "Thirteen-wait Thirteen Orphans", "Kokushi Musou 13-men", "Kokushi 13"),
    ("daisuushii", "大四喜", "Big Four Winds", "Daisuushii"),
    ("shousuushii", "小四喜", "Little Four Winds", "Shousuushii"),
    ("suukantsu", "四槓子", "Four Quads", "Four Kans", "Suukantsu"),
    ("dora", "ドラ", "Dora"),
    ("ura_dora", "裏ドラ", "Ura Dora", "Uradora"),
    ("aka_dora", "赤ドラ", "Red Five", "Red Fives", "Aka Dora", "Akadora", "Red Dora"),
)
#: Yaku as logs write them, normalized by :func:`_key` -> the names of CONTRACTS.md section 1.
YAKU_NAMES = {_key(spelling): names[0] for names in _SPELLINGS for spelling in names}

#: The score text's limit prefix (満貫8000点), normalized by :func:`_key` -> the contract's limit name.
_LIMITS = {
    _key(prefix): limit
    for prefixes, limit in (
        (("満貫", "切り上げ満貫", "Mangan", "Kiriage Mangan"), "mangan"),
        (("跳満", "Haneman"), "haneman"),
        (("倍満", "Baiman"), "baiman"),
        (("三倍満", "Sanbaiman"), "sanbaiman"),
        (("役満", "Yakuman"), "yakuman"),
        (("数え役満", "Kazoe Yakuman", "Counted Yakuman"), "kazoe_yakuman"),
    )
    for prefix in prefixes
}
#: Every result name a tenhou.net/6 log writes for a draw (Tenhou's own JSON, Mahjong Soul
#: converters', in Japanese or English), normalized -> the draw kind
#: (:data:`~taikai.importers.tenhou.model.RYUUKYOKU_KINDS`).
_DRAW_NAMES = (
    (("流局", "荒牌流局", "Ryuukyoku", "Exhaustive Draw", "Draw"), "exhaustive"),
    (("全員聴牌", "All Tenpai", "All Tempai"), "exhaustive"),
    (("全員不聴", "All Noten"), "exhaustive"),
    (("流し満貫", "Nagashi Mangan", "Mangan at Draw"), "nm"),
    (("九種九牌", "Kyuushu Kyuuhai", "Kyuushuu Kyuuhai", "Nine Terminal Abortion", "Nine Terminals"), "yao9"),
    (("四風連打", "Suufon Renda", "Suufuu Renda", "Four Wind Abortion", "Four Winds"), "kaze4"),
    (("四家立直", "四家リーチ", "Suucha Riichi", "Four Riichi Abortion", "Four Riichi"), "reach4"),
    (
        ("四槓散了", "四開槓", "四槓流れ", "Suukaikan", "Suukan Sanra", "Four Kan Abortion", "Four Kans"),
        "kan4",
    ),
    (("三家和了", "三家和", "Sanchahou", "Sancha Hou", "Three Ron Abortion", "Triple Ron"), "ron3"),
)
_DRAWS = {_key(name): kind for names, kind in _DRAW_NAMES for name in names}
#: The names that say how many seats are tenpai at an exhaustive draw: all four, or none.
_ALL_TENPAI = {_key(name) for name in _DRAW_NAMES[1][0]}
_ALL_NOTEN = {_key(name) for name in _DRAW_NAMES[2][0]}
_WINS = {_key("和了"), _key("Agari")}
_SCORE = re.compile(
    r"(?:(?P<fu>\d+)符(?P<han>\d+)飜)?(?P<limit>[^\d]*?)"
    r"(?P<first>\d+)(?:-(?P<second>\d+))?点(?P<all>∀)?"
)
# "立直(1飜)" or "Riichi(1han)"; "大三元(役満)" or "Daisangen(Yakuman)"
_YAKU = re.compile(
    r"(?P<name>.+?)\((?:(?P<value>\d+) ?(?:飜|han)|(?P<yakuman>役満|yakuman))\)", re.IGNORECASE
)
_TSUMOGIRI = 60
RIICHI_STICK = 1000  # what a riichi costs on Tenhou and Mahjong Soul: the points a log shows follow it
_FIVES = (4, 13, 22)


def tile_code(code: int) -> tuple[str, int, bool]:
    """(suit letter, number, red) of a tenhou.net/6 tile code; ValueError if it is none."""
    if code in (51, 52, 53):
        return "mps"[code - 51], 5, True
    suit, number = divmod(code, 10)
    if (1 <= suit <= 3 and 1 <= number <= 9) or (suit == 4 and 1 <= number <= 7):
        return "mpsz"[suit - 1], number, False
    raise ValueError(code)


def _kind(code: int) -> int:
    suit, number, _ = tile_code(code)
    return "mpsz".index(suit) * 9 + number - 1


# --------------------------------------------------------------------------- tiles and calls


@dataclass(slots=True)
class _Wall:
    """Gives each tile that comes into view an id of its kind: with red fives a red five is copy 0 and
    the other fives copies 1-3, as in Tenhou's ids."""

    where: str
    red_fives: bool
    used: list[int] = field(default_factory=lambda: [0] * 34)  # bit mask of the copies given out

    def new(self, code: Any) -> int:
        try:
            suit, number, red = tile_code(_int(self.where, code, 11, 53))
        except ValueError:
            fail(self.where, ImportCode.log_tile_code, code=code)
        if red and not self.red_fives:
            fail(self.where, ImportCode.log_red_five, code=code)
        kind = _kind(code)
        copies = (0,) if red else (1, 2, 3) if self.red_fives and kind in _FIVES else (0, 1, 2, 3)
        for copy in copies:
            if not self.used[kind] >> copy & 1:
                self.used[kind] |= 1 << copy
                return kind * 4 + copy
        fail(self.where, ImportCode.log_fifth_red if red else ImportCode.log_fifth, tile=f"{number}{suit}")


def _same(tile: int, code: int, red_fives: bool) -> bool:
    """Whether the tile id is the tile of ``code`` (with red fives, a red five only matches its red code)."""
    try:
        kind = _kind(code)
    except ValueError:
        return False
    return tile // 4 == kind and (not red_fives or kind not in _FIVES or (tile % 4 == 0) == (code > 50))


@dataclass(slots=True)
class _Seat:
    """A seat's side of the hand: closed tiles, melds, and its two lists as queues."""

    closed: list[int]
    draws: list[Any]
    discards: list[Any]
    red_fives: bool
    melds: list[Meld] = field(default_factory=list)
    drawn: int | None = None  # the tile just drawn (for 60, tsumogiri)

    def take(self, where: str, code: Any) -> int:
        """Remove the tile of ``code`` (60: the tile just drawn) from the closed tiles."""
        if code == _TSUMOGIRI and self.drawn is not None:
            tile = self.drawn
        else:
            tile = next(
                (t for t in self.closed if isinstance(code, int) and _same(t, code, self.red_fives)), -1
            )
        if tile not in self.closed:
            fail(where, ImportCode.log_not_in_hand, code=code)
        self.closed.remove(tile)
        return tile


_CALL = re.compile(r"(\d\d)*([cpmak])(\d\d)(\d\d)*")


def _split(where: str, text: str) -> tuple[str, int, list[int]]:
    """A call string: its letter, the index of the letter among the tiles, the tile codes in order."""
    match = _CALL.fullmatch(text)
    if match is None or len(re.findall(r"[a-z]", text)) != 1:
        fail(where, ImportCode.log_not_a_call, text=text[:30])
    letter = match.group(2)
    position = text.index(letter) // 2
    codes = [int(code) for code in re.findall(r"\d\d", text)]
    return letter, position, codes


# --------------------------------------------------------------------------- one hand's turns


@dataclass(slots=True)
class _Hand:
    """One hand replayed turn by turn into events."""

    where: str
    dealer: int
    seats: list[_Seat]
    wall: _Wall
    first_dora: int
    indicators: list[int]  # dora indicators still to turn over
    events: list[Event] = field(default_factory=list)
    kan_dora_due: bool = False
    ronned: bool = False  # the hand ends with a ron on its last tile (its riichi is not accepted)
    last_tile: int | None = None  # the last tile discarded or added to a kan (what a ron takes)

    def draw(self, seat: int, *, rinshan: bool = False) -> bool:
        """The seat's next draw (False: its list is over, the hand has ended)."""
        side = self.seats[seat]
        if not side.draws:
            return False
        code = side.draws[0]
        if isinstance(code, str):
            fail(self.where, ImportCode.log_call_on_draw, seat=seat, code=code)
        side.draws.pop(0)
        tile = self.wall.new(code)
        side.closed.append(tile)
        side.drawn = tile
        self.events.append(Draw(seat, tile, rinshan))
        if rinshan and self.kan_dora_due:
            self.turn_dora()
        return True

    def turn_dora(self) -> None:
        self.kan_dora_due = False
        if self.indicators:
            self.events.append(NewDora(self.indicators.pop(0)))

    def act(self, seat: int) -> int | None:
        """The seat's actions after its draw or call, up to its discard (its id), None if the hand ended."""
        side = self.seats[seat]
        while side.discards:
            code = side.discards.pop(0)
            if isinstance(code, str) and code[:1] != "r":
                if not self.kan(seat, code):
                    return None  # an added kan robbed: the hand ends on it
                continue
            riichi = isinstance(code, str)
            if riichi:
                code = int(code[1:]) if code[1:].isdigit() else code
                self.events.append(Riichi(seat, 1))
            tile = side.take(self.where, code)
            self.events.append(Discard(seat, tile, tsumogiri=tile == side.drawn))
            side.drawn = None
            self.last_tile = tile
            if riichi and not (self.ronned and self.over()):
                self.events.append(Riichi(seat, 2))
            return tile
        return None

    def over(self) -> bool:
        """Whether every seat's lists are done (the hand ends on the last tile played)."""
        return not any(side.draws or side.discards for side in self.seats)

    def kan(self, seat: int, text: str) -> bool:
        """A closed or added kan instead of a discard; False when it is robbed (nothing follows)."""
        side = self.seats[seat]
        letter, position, codes = _split(self.where, text)
        if letter == "a":
            tiles = [side.take(self.where, code) for code in codes]
            meld = Meld("ankan", tuple(sorted(tiles)), None, None, 0)
        elif letter == "k":
            added_code = codes[position]
            pon = next((m for m in side.melds if m.type == "pon" and m.kind == _kind(added_code)), None)
            if pon is None:
                fail(self.where, ImportCode.log_kakan_no_pon, seat=seat, text=text)
            added = side.take(self.where, added_code)
            meld = Meld("kakan", tuple(sorted((*pon.tiles, added))), pon.called, added, pon.source)
            side.melds[side.melds.index(pon)] = meld  # in the place of its pon, as an mjlog lists it
            self.last_tile = added
        else:
            fail(self.where, ImportCode.log_bad_discard, seat=seat, text=text)
        if letter == "a":
            side.melds.append(meld)
        self.events.append(Call(seat, meld))
        if letter == "a":
            self.turn_dora()
        else:
            self.kan_dora_due = True
        if self.over():
            return False
        if not self.draw(seat, rinshan=True):
            fail(self.where, ImportCode.log_no_rinshan, seat=seat)
        return True

    def call(self, discarder: int, tile: int) -> int | None:
        """The seat that calls the discard ``tile`` (a pon or open kan before the next seat's chi), after
        its call; None when nobody calls it."""
        for letters, seats in (("pm", (1, 2, 3)), ("c", (1,))):
            for step in seats:
                seat = (discarder + step) % 4
                code = self.seats[seat].draws[:1]
                if not code or not isinstance(code[0], str):
                    continue
                letter, position, codes = _split(self.where, code[0])
                # the letter's place says who fed the tile: first = left, second = across, last = right
                source = 3 if letter == "c" else {0: 3, 1: 2}.get(position, 1)
                fed = letter in letters and (seat + source) % 4 == discarder
                if fed and _same(tile, codes[position], self.wall.red_fives):
                    self.take_call(seat, letter, position, codes, tile, source)
                    return seat
        return None

    def take_call(
        self, seat: int, letter: str, position: int, codes: list[int], tile: int, source: int
    ) -> None:
        side = self.seats[seat]
        side.draws.pop(0)
        own = [side.take(self.where, code) for index, code in enumerate(codes) if index != position]
        kind = {"c": "chi", "p": "pon", "m": "minkan"}[letter]
        meld = Meld(kind, tuple(sorted((*own, tile))), tile, None, source)
        side.melds.append(meld)
        side.drawn = None
        self.events.append(Call(seat, meld))
        if letter == "m":
            if side.discards[:1] != [0]:
                fail(self.where, ImportCode.log_minkan_zero, seat=seat)
            side.discards.pop(0)
            self.kan_dora_due = True
            if not self.draw(seat, rinshan=True):
                fail(self.where, ImportCode.log_minkan_no_rinshan, seat=seat)

    def play(self) -> None:
        """Every turn, from the dealer's first draw to the end of the hand; every list must be used up."""
        seat: int | None = self.dealer
        while seat is not None:
            seat = self.turn(seat)
        left = [s for s, side in enumerate(self.seats) if side.draws or side.discards]
        if left:
            fail(self.where, ImportCode.log_moves_after_end, seat=left[0])

    def turn(self, seat: int) -> int | None:
        """``seat`` draws and plays, then whoever calls its discard: the next seat to draw (None: the hand
        is over)."""
        if not self.draw(seat):
            return None
        while True:
            tile = self.act(seat)
            if tile is None:
                return None
            caller = self.call(seat, tile)
            if caller is None:
                return (seat + 1) % 4
            seat = caller


# --------------------------------------------------------------------------- results


def _yaku(where: str, texts: list[Any]) -> tuple[tuple[tuple[str, int], ...], tuple[str, ...]]:
    yaku: list[tuple[str, int]] = []
    yakuman: list[str] = []
    for text in texts:
        match = _YAKU.fullmatch(str(text).strip()) if isinstance(text, str) else None
        if match is None:
            fail(where, ImportCode.log_not_a_yaku, text=str(text)[:40])
        name = match["name"] or match["yakuman"]
        contract = YAKU_NAMES.get(_key(name))
        if contract is None:
            close = difflib.get_close_matches(_key(name), YAKU_NAMES, n=1, cutoff=0.6)
            if close:
                fail(where, ImportCode.log_unknown_yaku_close, name=name[:30], close=close[0])
            fail(where, ImportCode.log_unknown_yaku, name=name[:30])
        if match["yakuman"]:
            yakuman.append(contract)
        elif int(match["value"]):
            yaku.append((contract, int(match["value"])))
    return tuple(yaku), tuple(yakuman)


@dataclass(frozen=True, slots=True)
class _Score:
    fu: int | None
    han: int | None
    limit: str | None
    points: int


_DEALER_TSUMO = Reason(GameCode.win_dealer_tsumo)
_NON_DEALER_TSUMO = Reason(GameCode.win_non_dealer_tsumo)
_RON = Reason(ImportCode.log_a_ron)


def _score(where: str, text: Any, tsumo: bool, dealer: bool) -> _Score:
    """``30符1飜1000点``, ``満貫2000-4000点``, ``500点∀``: fu, han, limit, and the points of the win."""
    match = _SCORE.fullmatch(unicodedata.normalize("NFKC", str(text)).replace(" ", "")) if text else None
    if match is None:
        fail(where, ImportCode.log_not_a_score, text=str(text)[:40])
    prefix = _key(match["limit"])
    limit = _LIMITS.get(prefix)
    if prefix and limit is None:
        fail(where, ImportCode.log_unknown_limit, text=text, prefix=prefix)
    first, second = int(match["first"]), match["second"]
    # a ron "N"; a non-dealer tsumo "A-B": each non-dealer pays A, the dealer B; a dealer tsumo "A∀"
    paid_as = _DEALER_TSUMO if match["all"] else _NON_DEALER_TSUMO if second else _RON
    win = _RON if not tsumo else _DEALER_TSUMO if dealer else _NON_DEALER_TSUMO
    if paid_as != win:
        fail(where, ImportCode.log_paid_as, text=text, paid_as=paid_as, win=win)
    points = 3 * first if match["all"] else 2 * first + int(second) if second else first
    fu, han = match["fu"], match["han"]
    return _Score(int(fu) if fu else None, int(han) if han else None, limit, points)


# --------------------------------------------------------------------------- reading values


def _list(where: str, value: Any, count: int | None = None, what: ImportCode | None = None) -> list:
    if not isinstance(value, list) or (count is not None and len(value) != count):
        if what is None:
            what = ImportCode.log_not_a_list if count is None else ImportCode.log_not_a_list_of
        fail(where, what, count=count)
    return value


def _int(where: str, value: Any, low: int = -1_000_000, high: int = 1_000_000) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        fail(where, ImportCode.log_not_an_integer, value=str(value)[:30], low=low, high=high)
    return value


def _pt(where: str, value: Any) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, int | Decimal):
        fail(where, ImportCode.log_value_not_number, value=str(value)[:30])
    pt = Decimal(value)
    if not pt.is_finite() or abs(pt) > 100_000 or pt != pt.quantize(Decimal("0.1")):
        fail(where, ImportCode.log_not_a_pt, value=value)
    return pt.quantize(Decimal("0.1"))


def _text(where: str, value: Any, limit: int = 200) -> str:
    if not isinstance(value, str) or len(value) > limit:
        fail(where, ImportCode.log_not_a_text, limit=limit)
    return value


# --------------------------------------------------------------------------- results


@dataclass(slots=True)
class _Results:
    """Reads a hand's result entry, with the replayed hand it ends."""

    where: str
    replay: _Hand
    round_index: int
    honba: int
    sticks: int
    scores: tuple[int, ...]
    ura: tuple[int, ...]

    def before(self) -> tuple[list[int], int, set[int]]:
        """Points after the accepted riichi deposits, the deposits on the table, the riichi seats."""
        accepted = set(riichi_seats(self.replay.events))
        points = [score - (RIICHI_STICK if seat in accepted else 0) for seat, score in enumerate(self.scores)]
        return points, self.sticks + len(accepted), accepted

    def read(self, raw: Any) -> tuple[Result, ...]:
        raw = _list(f"{self.where} result", raw)
        if not raw or not isinstance(raw[0], str):
            fail(f"{self.where} result", ImportCode.log_result_name)
        key = _key(raw[0])
        if key in _WINS:
            if len(raw) < 3 or len(raw) % 2 == 0:
                fail(f"{self.where} result", ImportCode.log_win_pairs)
            return self.wins(raw[1:])
        kind = _DRAWS.get(key)
        if kind is None:
            names = [*_WINS, *_DRAWS]
            close = difflib.get_close_matches(key, names, n=1, cutoff=0.6)
            if close:
                fail(
                    f"{self.where} result",
                    ImportCode.log_unknown_result_close,
                    name=raw[0][:30],
                    close=close[0],
                )
            fail(f"{self.where} result", ImportCode.log_unknown_result, name=raw[0][:30])
        return (self.draw(kind, raw, key),)

    def deltas(self, value: Any, what: str) -> tuple[int, ...]:
        values = _list(f"{self.where} {what}", value, 4)
        deltas = tuple(_int(f"{self.where} {what}", delta, -200_000, 200_000) for delta in values)
        if any(delta % 100 for delta in deltas):
            fail(f"{self.where} {what}", ImportCode.log_deltas_hundreds, deltas=list(deltas))
        return deltas

    def wins(self, pairs: list[Any]) -> tuple[Result, ...]:
        points, deposits, accepted = self.before()
        results: list[Result] = []
        for index in range(0, len(pairs), 2):
            win = self.win(index // 2, pairs[index], pairs[index + 1], points, deposits, accepted)
            points = [p + d for p, d in zip(points, win.deltas, strict=True)]
            deposits = 0  # as the mjlog's ba of a second winner says: the sticks left are the first's
            results.append(win)
        if len({win.who for win in results}) != len(results) or len({win.from_who for win in results}) != 1:
            fail(f"{self.where} result", ImportCode.log_wins_not_one_discard)
        return tuple(results)

    def win(
        self, number: int, raw_deltas: Any, raw: Any, points: list[int], deposits: int, accepted: set[int]
    ) -> Agari:
        where = f"{self.where} win {number + 1}"
        deltas = self.deltas(raw_deltas, f"win {number + 1} deltas")
        info = _list(where, raw)
        if len(info) < 5:
            fail(where, ImportCode.log_not_win_info)
        who, from_who, pao = (_int(where, value, 0, 3) for value in info[:3])
        tsumo = who == from_who
        dealer = who == self.round_index % 4
        score = _score(where, info[3], tsumo, dealer)
        yaku, yakuman = _yaku(where, info[4:])
        han = sum(value for _, value in yaku)
        if score.han is not None and score.han != han:
            fail(where, ImportCode.log_han_disagree, said=score.han, han=han)
        count = 0
        if yakuman:  # the multiple paid (a Mahjong Soul double yakuman is one name) is in the points
            unit = payments_for(LIMIT_BASE[Limit.yakuman], dealer, tsumo=False).total(dealer)
            count, rest = divmod(score.points, unit)
            if rest or count < 1 or score.limit != "yakuman":
                fail(where, ImportCode.log_not_yakuman_payment, score=info[3], unit=unit)
        side = self.replay.seats[who]
        win_tile = side.drawn if tsumo else self.replay.last_tile
        if win_tile is None or _last_seat(self.replay) != from_who:
            fail(where, ImportCode.log_win_on_wrong_tile, seat=who, from_seat=from_who)
        closed = tuple(sorted(side.closed if tsumo else (*side.closed, win_tile)))
        if len(closed) + 3 * len(side.melds) != 14:
            fail(where, ImportCode.log_win_tiles, seat=who, tiles=len(closed), melds=len(side.melds))
        return Agari(
            who=who,
            from_who=from_who,
            pao_who=None if pao == who else pao,
            hand=closed,
            melds=tuple(side.melds),
            win_tile=win_tile,
            honba=self.honba,
            deposits=deposits,
            han=0 if yakuman else han,
            fu=score.fu,
            points=score.points,
            limit=score.limit,
            yaku=() if yakuman else yaku,
            yakuman=yakuman,
            yakuman_count=count,
            dora_indicators=self.dora(),
            ura_indicators=self.ura if who in accepted else (),
            scores=tuple(points),
            deltas=deltas,
        )

    def dora(self) -> tuple[int, ...]:
        first = self.replay.first_dora
        return (first, *(e.indicator for e in self.replay.events if isinstance(e, NewDora)))

    def draw(self, kind: str, raw: list[Any], name: str = "") -> Ryuukyoku:
        """A draw; the hands an mjlog shows: tenpai hands at an exhaustive draw, nagashi mangan or four
        riichi, the declarer's at kyuushu kyuuhai. ``name`` (normalized) is the result's name: 全員聴牌
        and 全員不聴 say who is tenpai, which the hands must show."""
        points, deposits, _ = self.before()
        deltas = self.deltas(raw[1], "draw deltas") if len(raw) > 1 else (0, 0, 0, 0)
        seats = self.replay.seats
        shown: tuple[tuple[int, ...] | None, ...] = (None,) * 4
        if kind in ("exhaustive", "nm", "reach4"):
            shown = tuple(
                tuple(sorted(side.closed)) if is_tenpai_hand(side.closed, side.melds) else None
                for side in seats
            )
        elif kind == "yao9":
            declarer = _last_seat(self.replay)
            shown = tuple(
                tuple(sorted(side.closed)) if s == declarer else None for s, side in enumerate(seats)
            )
        tenpai = tuple(seat for seat, tiles in enumerate(shown) if tiles is not None)
        paid = tuple(seat for seat, delta in enumerate(deltas) if delta > 0)
        if kind == "exhaustive" and (paid or 0 < len(tenpai) < 4) and paid != tenpai:
            fail(
                f"{self.where} result",
                ImportCode.log_noten_payments,
                deltas=list(deltas),
                tenpai=list(tenpai),
            )
        if (name in _ALL_TENPAI and len(tenpai) != 4) or (name in _ALL_NOTEN and tenpai):
            fail(
                f"{self.where} result", ImportCode.log_draw_name_tenpai, name=raw[0][:30], tenpai=list(tenpai)
            )
        return Ryuukyoku(kind, self.honba, deposits, tenpai, shown, tuple(points), deltas)


def _last_seat(replay: _Hand) -> int | None:
    """The seat whose tile ends the hand: the last draw's (tsumo), discard's or added kan's (ron)."""
    for event in reversed(replay.events):
        if isinstance(event, Draw | Discard | Call):
            return event.seat
    return None


# --------------------------------------------------------------------------- the file


def _ends_with_ron(raw: Any) -> bool:
    """Whether a result entry is a ron (or three rons): the last tile played was taken."""
    if not isinstance(raw, list) or not raw or not isinstance(raw[0], str):
        return False  # the result's own reading says what is wrong with it
    if _DRAWS.get(_key(raw[0])) == "ron3":
        return True
    info = raw[2] if len(raw) > 2 and _key(raw[0]) in _WINS else None
    return isinstance(info, list) and len(info) > 1 and info[0] != info[1]


def _hand(name: str, number: int, entry: Any, red_fives: bool) -> tuple[TenhouHand | None, str]:
    """The hand of ``log[number - 1]`` (None when it stops before its result) and its label."""
    where = f"{name} log[{number - 1}]"
    entry = _list(where, entry)
    if len(entry) not in (16, 17):
        fail(where, ImportCode.log_hand_parts, count=len(entry))
    start = _list(f"{where}[0]", entry[0], 3, ImportCode.log_not_round_start)
    round_index = _int(f"{where}[0][0]", start[0], 0, 15)
    honba, sticks = _int(f"{where}[0][1]", start[1], 0, 100), _int(f"{where}[0][2]", start[2], 0, 100)
    label = hand_name(round_index, honba)
    where = f"{name} hand {number} ({label})"
    scores = tuple(_int(f"{where} scores", s) for s in _list(f"{where} scores", entry[1], 4))
    wall = _Wall(where, red_fives)
    indicators = [wall.new(code) for code in _list(f"{where} dora", entry[2])]
    if not 1 <= len(indicators) <= 5:
        fail(where, ImportCode.log_dora_count, count=len(indicators))
    seats = []
    for seat in range(4):
        tiles = _list(f"{where} hand of seat {seat}", entry[4 + 3 * seat], 13, ImportCode.log_not_13_tiles)
        closed = [wall.new(code) for code in tiles]
        draws = _list(f"{where} draws of seat {seat}", entry[5 + 3 * seat])
        discards = _list(f"{where} discards of seat {seat}", entry[6 + 3 * seat])
        seats.append(_Seat(closed, list(draws), list(discards), red_fives))
    starting = tuple(tuple(side.closed) for side in seats)
    if len(entry) == 16:
        return None, label
    replay = _Hand(where, round_index % 4, seats, wall, indicators[0], indicators[1:])
    replay.ronned = _ends_with_ron(entry[16])
    replay.play()
    if replay.indicators:
        fail(where, ImportCode.log_dora_more, count=len(replay.indicators))
    ura = tuple(wall.new(code) for code in _list(f"{where} ura", entry[3]))
    results = _Results(where, replay, round_index, honba, sticks, scores, ura).read(entry[16])
    hand = TenhouHand(
        round_index=round_index,
        honba=honba,
        deposits=sticks,
        dealer=round_index % 4,
        scores=scores,
        dora_indicators=(indicators[0], *(e.indicator for e in replay.events if isinstance(e, NewDora))),
        starting_hands=starting,
        events=tuple(replay.events),
        results=results,
    )
    return hand, label


def _players(name: str, data: dict[str, Any]) -> tuple[Player, ...]:
    names = _list(f"{name} name", data.get("name"), 4, ImportCode.log_not_4_names)
    dans = data.get("dan", [""] * 4)
    rates = data.get("rate", [None] * 4)
    mapping = data.get("playerMapping")
    accounts: list[int | None] = [None] * 4
    if mapping is not None:
        for seat, entry in enumerate(
            _list(f"{name} playerMapping", mapping, 4, ImportCode.log_not_4_players)
        ):
            where = f"{name} playerMapping[{seat}]"
            if not isinstance(entry, dict) or set(entry) != {"nickname", "account_id"}:
                fail(where, ImportCode.log_not_mapping)
            accounts[seat] = _int(f"{where}.account_id", entry["account_id"], -(2**53), 2**53)
            _text(f"{where}.nickname", entry["nickname"])
    return tuple(
        Player(
            _text(f"{name} name[{seat}]", names[seat]),
            _text(f"{name} dan[{seat}]", _list(f"{name} dan", dans, 4)[seat]),
            _rate(f"{name} rate[{seat}]", _list(f"{name} rate", rates, 4)[seat]),
            accounts[seat],
        )
        for seat in range(4)
    )


def _rate(where: str, value: Any) -> Decimal | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | Decimal) or not 0 <= value < 100_000:
        fail(where, ImportCode.log_not_a_rate, value=str(value)[:30])
    return Decimal(value)


def _rules(name: str, data: dict[str, Any]) -> tuple[rules.LogRules | None, bool]:
    """The log's rules (None for a Mahjong Soul log) and whether it plays red fives."""
    rule = data.get("rule", {})
    if not isinstance(rule, dict) or not set(rule) <= {"disp", "aka", "aka51", "aka52", "aka53"}:
        fail(f"{name} rule", ImportCode.log_not_rule)
    disp = _text(f"{name} rule.disp", rule.get("disp", ""))
    red = any(
        _int(f"{name} rule.{key}", rule.get(key, 0), 0, 4) for key in ("aka", "aka51", "aka52", "aka53")
    )
    lobby = _int(f"{name} lobby", data.get("lobby", 0), 0, 10**9)
    if data.get("ratingc", "PF4") == "PF3":
        fail(f"{name} ratingc", ImportCode.log_pf3)
    if "playerMapping" in data:
        return None, red
    played = id_time(data["ref"] if isinstance(data.get("ref"), str) and data["ref"] else name)
    try:
        found = rules.from_disp(disp, lobby, played=played.date() if played is not None else None)
    except rules.LogRulesError as error:
        fail(f"{name} rule.disp", error.problems[0])
    if found is not None and (found.type_flags & rules.NO_RED == 0) != red:
        fail(f"{name} rule", ImportCode.log_disp_aka, disp=disp)
    return found, red


def _owari(name: str, value: Any) -> Owari:
    sc = _list(f"{name} sc", value, 8, ImportCode.log_not_sc)
    points = tuple(_int(f"{name} sc", points, -1_000_000, 1_000_000) for points in sc[0::2])
    return Owari(points, tuple(_pt(f"{name} sc", pt) for pt in sc[1::2]))


def read(text: str, name: str = "") -> TenhouGame:
    """Read one tenhou.net/6 JSON log (through :func:`taikai.contracts.jsonio.loads`).

    A last hand without its result is a log cut there (``game.cut``); anything
    else that is not a readable log raises :class:`BadLog` naming the file, the
    hand and the field.
    """
    name = name or "tenhou.net/6 log"
    try:
        data = loads(text)
    except JsonError as error:
        fail(name, error.problems[0])
    return from_data(data, name)


def from_data(data: Any, name: str) -> TenhouGame:
    """A tenhou.net/6 log already parsed (see :func:`read`)."""
    if not isinstance(data, dict) or not isinstance(data.get("log"), list):
        fail(name, ImportCode.log_not_tenhou6)
    for key in data:
        if key not in FIELDS:
            close = difflib.get_close_matches(key, FIELDS, n=1)
            if close:
                fail(name, ImportCode.log_unknown_field_close, key=key[:30], close=close[0])
            fail(name, ImportCode.log_unknown_field, key=key[:30])
    log_rules, red_fives = _rules(name, data)
    players = _players(name, data)
    hands: list[TenhouHand] = []
    cut = None
    entries = data["log"]
    for number, entry in enumerate(entries, 1):
        hand, label = _hand(name, number, entry, red_fives)
        if hand is None:
            if number != len(entries):
                fail(f"{name} hand {number} ({label})", ImportCode.log_no_result_followed)
            cut = Cut(number, label, f"log[{number - 1}] (no result)")
            break
        hands.append(hand)
    if not hands:
        fail(name, ImportCode.log_no_complete_hand)
    owari = None if cut is not None or "sc" not in data else _owari(name, data["sc"])
    if owari is None and cut is None:
        cut = Cut(len(hands) + 1, "", f"log[{len(hands) - 1}] (no sc: no end of the game)")
    ref = _text(f"{name} ref", data.get("ref", ""))
    title = _title(name, data.get("title"))
    return TenhouGame(name, "tenhou6", ref, players, red_fives, log_rules, tuple(hands), owari, cut, title)


def _title(name: str, value: Any) -> int | str | None:
    """A title's second item (a converter writes the game's time there: Unix seconds or a date), as
    written; what it means is :mod:`taikai.importers.tenhou.when`'s to say."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) > 10:
        fail(f"{name} title", ImportCode.log_not_title)
    if len(value) < 2 or isinstance(value[1], bool) or not isinstance(value[1], int | str):
        return None
    if isinstance(value[1], int):
        return _int(f"{name} title[1]", value[1], 0, 10**12)
    return _text(f"{name} title[1]", value[1], 100)
