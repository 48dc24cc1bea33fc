"""A Tenhou game as plain frozen values, whichever file it was read from (mjlog XML or tenhou.net/6 JSON).

Seats are absolute (0-3, seat 0 = the first dealer); a meld's ``source`` is
relative to the caller (1 right, 2 across, 3 left). Tiles are Tenhou's
136-ids (kind = id // 4; with red fives, ids 16, 52 and 88 are the red 5m,
5p and 5s). Yaku carry the names of CONTRACTS.md section 1.

These values hold what the log says and nothing derived: the situation of a
win (riichi, ippatsu, haitei ...) is derived from the events by
:mod:`taikai.importers.tenhou.situation`, the rules of the game by
:mod:`taikai.importers.tenhou.rules`.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from decimal import Decimal
from pathlib import PurePath
from typing import NoReturn

from taikai.errors import InputWarning, TaikaiError
from taikai.game.state import RELATIVE_SEATS, hand_name
from taikai.importers.codes import ImportCode
from taikai.importers.tenhou.rules import LogRules
from taikai.reasons import Reason
from taikai.tiles import RED_IDS_136, WIND_LETTERS

__all__ = [
    "RYUUKYOKU_KINDS",
    "SOURCE_NAMES",
    "Agari",
    "BadLog",
    "Call",
    "Cut",
    "Discard",
    "Draw",
    "Event",
    "Meld",
    "NewDora",
    "Owari",
    "Player",
    "Result",
    "Riichi",
    "Ryuukyoku",
    "TenhouGame",
    "TenhouHand",
    "fail",
    "id_time",
]

#: Tenhou's time: a log id begins with the JST hour the game was played (``2020010103gm-...``).
JST = timezone(timedelta(hours=9))
_LOG_ID = re.compile(r"(\d{10})gm-")


def id_time(log_id: str) -> datetime | None:
    """The JST hour a Tenhou log id names (``2019021004gm-00a9-0000-e2f6516d``), None when it is no
    log id.

    >>> id_time("2019021004gm-00a9-0000-e2f6516d").isoformat()
    '2019-02-10T04:00:00+09:00'
    >>> id_time("game-1") is None, id_time("2019133104gm-x") is None
    (True, True)
    """
    found = _LOG_ID.match(PurePath(log_id).name)
    if found is None:
        return None
    try:
        return datetime.strptime(found.group(1), "%Y%m%d%H").replace(tzinfo=JST)
    except ValueError:
        return None


#: A meld's source relative to the caller (the log's offset in turn order -> its name).
SOURCE_NAMES: dict[int, str] = {offset: name for name, offset in RELATIVE_SEATS.items()}

#: Draw kinds: "exhaustive", then Tenhou's abortive types and nagashi mangan ("nm").
RYUUKYOKU_KINDS = ("exhaustive", "yao9", "reach4", "ron3", "kan4", "kaze4", "nm")


class BadLog(TaikaiError):
    """A log that cannot be read; the message names the file, the hand and the tag (or field)."""

    code = "bad_log"


def fail(where: str, problem: str | Reason, /, **params: object) -> NoReturn:
    """Raise :class:`BadLog` for ``problem`` at ``where`` (the file, hand and tag): a reason, or the
    catalog key of one with its ``params`` (:class:`~taikai.importers.codes.ImportCode`)."""
    reason = problem if isinstance(problem, Reason) else Reason(problem, tuple(params.items()))
    raise BadLog.of(ImportCode.in_place, where=where, problem=reason)


# --------------------------------------------------------------------------- melds and events


@dataclass(frozen=True, slots=True)
class Meld:
    """One call: chi, pon, minkan (open kan on a discard), kakan (added kan) or ankan (closed kan).

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


@dataclass(frozen=True, slots=True)
class Draw:
    """A seat draws a tile; ``rinshan`` when it replaces that seat's kan."""

    seat: int
    tile: int
    rinshan: bool = False


@dataclass(frozen=True, slots=True)
class Discard:
    """A seat discards; ``tsumogiri`` when it is the tile just drawn."""

    seat: int
    tile: int
    tsumogiri: bool = False


@dataclass(frozen=True, slots=True)
class Call:
    """A seat calls a meld (chi, pon, or a kan of any type)."""

    seat: int
    meld: Meld


@dataclass(frozen=True, slots=True)
class Riichi:
    """Step 1: the declaration; step 2: accepted (the deposit is paid; ``scores`` after it, if given)."""

    seat: int
    step: int
    scores: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class NewDora:
    """A new dora indicator (136-id) turned after a kan."""

    indicator: int


Event = Draw | Discard | Call | Riichi | NewDora


# --------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class Agari:
    """One winner (a double ron is two of them) and the official value of the hand.

    Points are table points. ``hand`` holds the closed tiles including the win
    tile; ``melds`` are in call order (an added kan in the place of its pon).
    ``han`` counts every yaku and dora (0 for a yakuman); ``fu`` is None when
    the log gives none (tenhou.net/6 limit hands); ``points`` is the value
    before honba and deposits (a tsumo: the sum of the payments); ``limit`` a
    contract limit name or None. ``yaku`` are (name, han) with zero-han dora
    left out, ``yakuman`` the yakuman names and ``yakuman_count`` the multiple
    paid. ``honba``/``deposits`` are the table's at the win (a second ron
    winner's deposits are 0: the first took them). ``scores`` are the points before this result (after
    riichi deposits and, for a second ron winner, after the first), ``deltas``
    its changes, both in seat order.
    """

    who: int
    from_who: int
    pao_who: int | None
    hand: tuple[int, ...]
    melds: tuple[Meld, ...]
    win_tile: int
    honba: int
    deposits: int
    han: int
    fu: int | None
    points: int
    limit: str | None
    yaku: tuple[tuple[str, int], ...]
    yakuman: tuple[str, ...]
    yakuman_count: int
    dora_indicators: tuple[int, ...]
    ura_indicators: tuple[int, ...]
    scores: tuple[int, ...]
    deltas: tuple[int, ...]

    @property
    def tsumo(self) -> bool:
        return self.who == self.from_who

    def expected(self) -> dict:
        """The official result in the shape of the score response (han, fu, points, limit, yaku)."""
        return {
            "han": 13 * self.yakuman_count if self.yakuman_count else self.han,
            "fu": self.fu,
            "points": self.points,
            "limit": self.limit,
            "yakuman": self.yakuman_count,
            "yaku": [[name, han] for name, han in self.yaku] + [[name, 13] for name in self.yakuman],
        }


@dataclass(frozen=True, slots=True)
class Ryuukyoku:
    """A draw: ``kind`` is one of :data:`RYUUKYOKU_KINDS`; ``tenpai`` the seats whose hands are shown
    (tenpai at an exhaustive draw, nagashi mangan or four riichi; the declarer of kyuushu kyuuhai),
    ``shown_hands`` those closed hands by seat (None when not shown)."""

    kind: str
    honba: int
    deposits: int
    tenpai: tuple[int, ...]
    shown_hands: tuple[tuple[int, ...] | None, ...]
    scores: tuple[int, ...]
    deltas: tuple[int, ...]


Result = Agari | Ryuukyoku


# --------------------------------------------------------------------------- hands and games


@dataclass(frozen=True, slots=True)
class TenhouHand:
    """One hand: how it starts, its events in order and its result(s)."""

    round_index: int
    honba: int
    deposits: int
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
        """The wins (two for a double ron, none for a draw)."""
        return tuple(result for result in self.results if isinstance(result, Agari))

    @property
    def label(self) -> str:
        """E1-0 style: round wind, hand number, honba (:func:`taikai.game.state.hand_name`)."""
        return hand_name(self.round_index, self.honba)


@dataclass(frozen=True, slots=True)
class Player:
    """A player as the log names them: name, rank (Tenhou's 七段 ...), rate; a Mahjong Soul account id
    when the log maps seats to accounts (``playerMapping``)."""

    name: str
    dan: str = ""
    rate: Decimal | None = None
    account_id: int | None = None


@dataclass(frozen=True, slots=True)
class Owari:
    """The end of the game as the platform settled it: final table points and pt, in seat order."""

    scores: tuple[int, ...]
    pt: tuple[Decimal, ...]


@dataclass(frozen=True, slots=True)
class Cut:
    """Where a log that stops before the end of the game stops: the first hand not replayed (1-based),
    its label when the log begins it, and the last tag (or field) read."""

    hand: int
    label: str
    tag: str

    def warning(self, name: str) -> InputWarning:
        """The ``log_cut`` warning: where the log stops and which hands are replayed."""
        if self.label:
            place = Reason.of(ImportCode.log_cut_in_hand, hand=self.hand, label=self.label)
        else:
            place = Reason.of(ImportCode.log_cut_before_hand, hand=self.hand)
        if self.hand == 2:
            kept = Reason(ImportCode.log_kept_one)
        else:
            kept = Reason.of(ImportCode.log_kept, last=self.hand - 1)
        return InputWarning.of(ImportCode.log_cut, log=name, place=place, tag=self.tag, kept=kept)


@dataclass(frozen=True, slots=True)
class TenhouGame:
    """A whole log: players in seat order from the first dealer, the complete hands, the platform's
    own end of the game (``owari``; None for a log cut before it), and the rules the log states
    (None for a Mahjong Soul log, which states none that taikai can read)."""

    name: str
    format: str  # "mjlog" or "tenhou6"
    ref: str  # the platform's game id ("" when the log has none: the file name stands for it)
    players: tuple[Player, ...]
    red_fives: bool
    rules: LogRules | None
    hands: tuple[TenhouHand, ...]
    owari: Owari | None
    cut: Cut | None = None
    title_time: int | str | None = None  # a tenhou.net/6 log's ``title[1]``, as written (a converter's time)

    @property
    def game_id(self) -> str:
        """The platform's id of the game: its ``ref``, else the file name without its suffixes."""
        return self.ref or PurePath(self.name).name.split(".")[0]

    @property
    def warnings(self) -> tuple[InputWarning, ...]:
        """What the log lacks (a cut before the end of the game)."""
        return () if self.cut is None else (self.cut.warning(self.name),)

    @property
    def play_hash(self) -> str:
        """The game's identity from its content, whatever its file is named and whichever form it is
        in: the SHA-256 of every hand's start (round, honba, deposits, dealer, points, the dora
        indicator and the four starting hands), its draws and discards in order (seat and tile, a red
        five told apart from the others) and its results' point changes. A log's id is only its
        file's name (an mjlog holds none): a renamed copy has the same hash, another game saved
        under a stored game's name another. The mjlog and the tenhou.net/6 JSON of one game give the
        same hash (the games of ``shared/data/tenhou6``: the two readers read the same tiles in the
        same order). An mjlog's ``SHUFFLE`` seed would tell its wall too, but the JSON has none."""

        def tile(tile_id: int) -> int:
            return tile_id // 4 * 2 + (self.red_fives and tile_id in RED_IDS_136)

        hands = [
            [
                hand.round_index,
                hand.honba,
                hand.deposits,
                hand.dealer,
                list(hand.scores),
                [tile(t) for t in hand.dora_indicators[:1]],
                [sorted(tile(t) for t in start) for start in hand.starting_hands],
                [
                    [isinstance(event, Discard), event.seat, tile(event.tile)]
                    for event in hand.events
                    if isinstance(event, Draw | Discard)
                ],
                [list(result.deltas) for result in hand.results],
            ]
            for hand in self.hands
        ]
        return hashlib.sha256(json.dumps(hands, separators=(",", ":")).encode()).hexdigest()
