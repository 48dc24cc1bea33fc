"""A hand's situation, derived from its events: the flags of a win, the pao yakuman, tenpai at a draw.

The readers give what the log shows (draws, discards, calls, riichi, new
dora); the situational flags of a win (riichi, ippatsu, haitei, rinshan,
chankan, tenhou, renhou ...) are derived here from the events alone, never
copied from the log's yaku list, so that the yaku list can check them. The
same derivation serves both formats: a tenhou.net/6 log is turned into the
same events as its mjlog.

>>> from taikai.importers.tenhou.model import Discard, Draw, Riichi
>>> events = [Draw(0, 1), Riichi(0, 1), Discard(0, 1), Riichi(0, 2), Draw(1, 2), Discard(1, 2)]
>>> flags = derive_flags(events, who=0, from_who=1, dealer=0)
>>> flags.riichi, flags.double_riichi, flags.ippatsu
(True, True, True)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from taikai import rules
from taikai.hand.shanten import is_tenpai
from taikai.importers.codes import ImportCode
from taikai.importers.tenhou.model import (
    SOURCE_NAMES,
    Agari,
    Call,
    Discard,
    Draw,
    Event,
    Meld,
    NewDora,
    Riichi,
    TenhouGame,
    TenhouHand,
    fail,
)
from taikai.importers.tenhou.rules import PRESET
from taikai.rules import Ruleset
from taikai.rules.claims import claimants
from taikai.tiles import WIND_LETTERS, Tile, format_tiles

__all__ = [
    "LIVE_WALL_DRAWS",
    "WinFlags",
    "derive_flags",
    "flags_of",
    "is_tenpai_hand",
    "pao_yaku",
    "request",
    "riichi_seats",
]

LIVE_WALL_DRAWS = 70  # 136 tiles - 14 dead wall - 4 x 13 dealt


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
    renhou: bool = False


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


def _robbed_kan(events: Sequence[Event]) -> int | None:
    """Index of the added kan a ron robs: the last event, new dora indicators aside."""
    for index in range(len(events) - 1, -1, -1):
        event = events[index]
        if not isinstance(event, NewDora):
            return index if isinstance(event, Call) and event.meld.type == "kakan" else None
    return None


def derive_flags(events: Sequence[Event], who: int, from_who: int, dealer: int) -> WinFlags:
    """The situational flags of a win after ``events``, read from the events alone.

    riichi = the winner's riichi was accepted (step 2); double riichi = declared
    on the winner's first discard with no call before; ippatsu = no call since
    the declaration and the winner has not discarded after a later draw;
    haitei/houtei = the live wall (70 draws minus one per kan) is exhausted;
    rinshan = tsumo on a kan replacement draw; chankan = ron on the tile of an
    added kan (the last event; that kan is not completed, so it does not end an
    ippatsu chance); tenhou/chiihou = tsumo on the winner's first draw with no
    call before; renhou = a non-dealer's ron before their first draw, with no
    call before.
    """
    tsumo = who == from_who
    robbed = None if tsumo else _robbed_kan(events)
    walk = _Walk()
    for index, event in enumerate(events):
        step = _STEPS.get(type(event))
        if step is not None and index != robbed:  # a robbed kan never happened: ippatsu stands
            step(walk, event)
    chankan = robbed is not None
    last = walk.last_draw
    drew = tsumo and last is not None and last.seat == who
    first_draw = drew and walk.draws[who] == 1 and not walk.any_call
    return WinFlags(
        tsumo=tsumo,
        riichi=walk.accepted[who],
        double_riichi=walk.accepted[who] and walk.double[who],
        ippatsu=walk.accepted[who] and walk.ippatsu[who],
        haitei=drew and last is not None and not last.rinshan and walk.last_live_draw_done(),
        houtei=not tsumo and not chankan and walk.last_live_draw_done(),
        rinshan=drew and last is not None and last.rinshan,
        chankan=chankan,
        tenhou=first_draw and who == dealer,
        chiihou=first_draw and who != dealer,
        renhou=not tsumo and who != dealer and walk.draws[who] == 0 and not walk.any_call,
    )


def flags_of(hand: TenhouHand, win: Agari) -> WinFlags:
    """The flags of ``win``, one of ``hand``'s results."""
    return derive_flags(hand.events, win.who, win.from_who, hand.dealer)


def pao_yaku(win: Agari) -> str:
    """The yakuman the pao player is liable for, found from the melds (BadLog if there is none)."""
    kinds = [meld.kind for meld in win.melds if meld.type != "chi"]
    if sum(kind >= 31 for kind in kinds) == 3:
        return "daisangen"
    if sum(27 <= kind <= 30 for kind in kinds) == 4:
        return "daisuushii"
    if sum(meld.is_kan for meld in win.melds) == 4:
        return "suukantsu"
    fail("AGARI", ImportCode.log_pao_no_yakuman, pao=win.pao_who)


def _compact(ids: Sequence[int], red_fives: bool) -> str:
    return format_tiles(Tile.from_id136(tile, red_fives) for tile in ids)


def _meld_json(meld: Meld, red_fives: bool) -> dict:
    out = {"type": meld.type, "tiles": _compact(meld.tiles, red_fives)}
    if meld.source_name is not None:
        out["from"] = meld.source_name
    return out


def request(game: TenhouGame, hand: TenhouHand, win: Agari, ruleset: Ruleset | None = None) -> dict:
    """The CONTRACTS.md section 1 score request for ``win``, one of ``hand``'s results in ``game``.

    ``rules`` is the log's preset (score with the log's whole ruleset,
    ``ruleset_of(record_of(game))``, when it changes the preset). Red fives are
    written 0 when the game has them; melds come in call order; ura indicators
    only for a riichi winner; ``pao`` when the log names a pao seat. The honba
    and deposits go to the winners :func:`taikai.rules.claims.claimants` names
    under ``ruleset`` (default: the rules the log states, else Tenhou's, as
    Mahjong Soul's): on a double ron the other winner gets 0 of each.
    """
    red = game.red_fives
    flags = dataclasses.asdict(flags_of(hand, win))
    data: dict = {"rules": game.rules.preset} if game.rules is not None else {}
    data |= {
        "hand": _compact(win.hand, red),
        "melds": [_meld_json(meld, red) for meld in win.melds],
        "win_tile": _compact((win.win_tile,), red),
        "tsumo": flags.pop("tsumo"),
        "seat_wind": WIND_LETTERS[(win.who - hand.dealer) % 4],
        "round_wind": hand.round_wind,
        "dora_indicators": _compact(win.dora_indicators, red),
        "ura_indicators": _compact(win.ura_indicators, red) if flags["riichi"] else "",
        **flags,
        "honba": win.honba,
        "deposits": win.deposits,
    }
    if win.pao_who is not None:
        source = SOURCE_NAMES.get((win.pao_who - win.who) % 4)
        if source is None:
            fail("AGARI", ImportCode.log_pao_own_seat, pao=win.pao_who)
        data["pao"] = {"yaku": pao_yaku(win), "from": source}
    claims = claimants(ruleset or _log_ruleset(game), [w.who for w in hand.wins], riichi_seats(hand.events))
    if win.who not in claims.honba:
        data["honba"] = 0
    if win.who != claims.deposits:
        data["deposits"] = 0
    return data


def riichi_seats(events: Sequence[Event]) -> tuple[int, ...]:
    """The seats whose riichi was accepted in a hand's ``events`` (the deposit paid: step 2), in order."""
    return tuple(event.seat for event in events if isinstance(event, Riichi) and event.step == 2)


def _log_ruleset(game: TenhouGame) -> Ruleset:
    return game.rules.ruleset if game.rules is not None else rules.load(PRESET)


def is_tenpai_hand(closed: Sequence[int], melds: Sequence[Meld]) -> bool:
    """Whether the closed tiles (136-ids) beside ``melds`` wait on a tile (a wait on tiles all held in the
    player's own hand and melds is no wait, as Tenhou counts it)."""
    counts, held = [0] * 34, [0] * 34
    for tile in closed:
        counts[tile // 4] += 1
    for meld in melds:
        for tile in meld.tiles:
            held[tile // 4] += 1
    return is_tenpai(counts, held=held)
