"""A hand as a state machine: ``step(state, action) -> (state, events)``, and the legal actions.

Pure and deterministic: the wall is part of the state (:class:`~.model.Wall`, dealt from a seeded
shuffle for self-play, or rebuilt from a log's draws for a replay); draws happen inside the steps.
The rules come from ``state.ruleset``; the value of a win from the scorer (:mod:`taikai.hand.scorer`),
the payments, honba, deposits, head bump, sanchahou and nagashi mangan from the fold
(:func:`taikai.game.table.apply`) run on the hand's record: nothing here pays anyone.

What the engine decides, each in one function below: whose turn it is and what they may do
(discard, riichi, tsumo, ankan, kakan, kyuushu kyuuhai; ron, pon, daiminkan, chi on a discard; ron
on a kan), the priority of calls, furiten (permanent on one's own discards, temporary after a
passed winning tile, for good after riichi), kuikae, the conditions of riichi (closed, tenpai, the
points, the wall), the kan limit and the wall, when a kan's dora turns, chankan, the abortive draws
(kyuushu kyuuhai, suufon renda, suucha riichi, suukaikan), tenpai and nagashi mangan at the
exhaustive draw, pao (the third dragon or fourth wind set, the fourth kan, fed by a discard), and
the flags of a win (riichi, double riichi, ippatsu, haitei, houtei, rinshan, chankan, tenhou,
chiihou, renhou), the last dealer's choice to declare noten (``last_hand_dealer_may_declare_noten``),
the yaku a first call fixes under complete sakizuke (``atozuke``: the scorer's
:func:`~taikai.hand.scorer.first_call_yaku`; a call that fixes none is refused) and the red fives
(``aka_dora``: :func:`~.model.red_ids`). A rinshan win after an open kan is paid by the fold
(``rinshan_after_minkan``) from the request, whose melds are listed in the order called.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import cast

from taikai.errors import TaikaiError
from taikai.game.codes import seat as seat_word
from taikai.game.engine.codes import EngineCode
from taikai.game.engine.model import (
    DEALT,
    Action,
    Ankan,
    Called,
    Chi,
    Claim,
    Daiminkan,
    Declare,
    Discard,
    Discarded,
    DoraShown,
    Drew,
    Ended,
    Event,
    HandState,
    IllegalAction,
    Kakan,
    Kyuushu,
    Meld,
    Phase,
    Pon,
    Respond,
    RiichiAccepted,
    Ron,
    SeatState,
    Tsumo,
    Wall,
    red_ids,
)
from taikai.game.record import Abortive, Hand, RecordRequest, Win
from taikai.game.record import Draw as DrawResult
from taikai.game.record import Ron as RonResult
from taikai.game.record import Tsumo as TsumoResult
from taikai.game.state import TableState
from taikai.game.table import apply, is_last_hand
from taikai.hand.request import Meld as RequestMeld
from taikai.hand.request import MeldType, Pao, WinRequest
from taikai.hand.scorer import HandResult, first_call_yaku, score
from taikai.hand.shanten import is_tenpai, shanten, waits
from taikai.reasons import Reason
from taikai.rules import Ruleset
from taikai.rules.kinds import AbortiveDraw, Atozuke, KanDoraTiming, Kuikae
from taikai.tiles import DRAGONS, EAST, TERMINALS_AND_HONORS, WINDS, Tile, kind_name

__all__ = ["deal", "legal_actions", "problem", "step"]

SEATS = 4
_ORPHANS = frozenset(TERMINALS_AND_HONORS)
_RELATIVE = {1: "right", 2: "across", 3: "left"}


_KEEP = object()


def _replacer(cls: type) -> Callable[..., object]:
    """A copy of a frozen slotted ``cls`` value with some fields changed (what
    :func:`dataclasses.replace` does, without calling ``__init__`` again: the engine's values hold no
    derived field): a function written for the class's fields, each slot set by its own setter, so
    frozen stays frozen. The engine copies its state two or three times an action: this is its
    hottest path."""
    names = [f.name for f in dataclasses.fields(cls)]
    scope: dict[str, object] = {"_new": object.__new__, "_cls": cls, "_KEEP": _KEEP}
    scope.update({f"_set_{name}": cls.__dict__[name].__set__ for name in names})
    lines = [f"def replace(_old, *, {', '.join(f'{name}=_KEEP' for name in names)}):", "    _v = _new(_cls)"]
    lines += [f"    _set_{name}(_v, _old.{name} if {name} is _KEEP else {name})" for name in names]
    lines.append("    return _v")
    exec("\n".join(lines), scope)  # the source holds only the class's own field names
    return cast(Callable[..., object], scope["replace"])


_new_state = cast(Callable[..., HandState], _replacer(HandState))
_new_seat = cast(Callable[..., SeatState], _replacer(SeatState))


# --------------------------------------------------------------------------- helpers


def _counts(tiles: Sequence[int]) -> list[int]:
    counts = [0] * 34
    for tile in tiles:
        counts[tile // 4] += 1
    return counts


def _waits(hand: Sequence[int], ruleset: Ruleset) -> tuple[int, ...]:
    return tuple(waits(_counts(hand), chiitoitsu_four_of_a_kind=ruleset.chiitoitsu_four_of_a_kind))


def _seat_waits(hand: Sequence[int], ruleset: Ruleset) -> tuple[int, tuple[int, ...]]:
    """The table-driven shanten of a seat's closed tiles and the waits it can win on (a hand that is
    not tenpai has none: a wait on a fifth copy never comes)."""
    counts = _counts(hand)
    away = shanten(counts, chiitoitsu_four_of_a_kind=ruleset.chiitoitsu_four_of_a_kind)
    if away > 0:
        return away, ()
    return away, tuple(waits(counts, chiitoitsu_four_of_a_kind=ruleset.chiitoitsu_four_of_a_kind))


def _tenpai_with(hand: Sequence[int], melds: Sequence[Meld], ruleset: Ruleset) -> bool:
    """Whether closed tiles ``hand`` beside ``melds`` are tenpai as the ruleset counts it at the draw:
    a wait whose four copies the seat holds is none under ``karaten = not_tenpai``, so a riichi on it
    is a riichi out of tenpai."""
    held = _counts([t for m in melds for t in m.tiles])
    four = ruleset.chiitoitsu_four_of_a_kind
    return is_tenpai(_counts(hand), held, ruleset.karaten.value, chiitoitsu_four_of_a_kind=four)


def _complete(hand: Sequence[int], tile: int, ruleset: Ruleset) -> bool:
    """Whether ``hand`` (13 - 3k tiles) and ``tile`` make a complete hand."""
    return tile // 4 in _waits(hand, ruleset)


def _without(hand: tuple[int, ...], *tiles: int) -> tuple[int, ...]:
    out = list(hand)
    for tile in tiles:
        out.remove(tile)
    return tuple(out)


def _with(hand: tuple[int, ...], tile: int) -> tuple[int, ...]:
    return tuple(sorted((*hand, tile)))


def _set(seats: tuple[SeatState, ...], seat: int, value: SeatState) -> tuple[SeatState, ...]:
    return (*seats[:seat], value, *seats[seat + 1 :])


def _no_ippatsu(seats: tuple[SeatState, ...]) -> tuple[SeatState, ...]:
    """The seats after a call or a kan: every ippatsu ends."""
    return tuple(_new_seat(s, ippatsu=False) if s.ippatsu else s for s in seats)


def _furiten(state: HandState, seat: int) -> bool:
    own = state.seats[seat]
    if own.furiten_temp or own.furiten_riichi:
        return True
    discarded = {tile // 4 for tile in own.discards}
    return any(kind in discarded for kind in own.waits)


def _fail(state: HandState, seat: int, key: EngineCode, /, **params: object) -> IllegalAction:
    problem = Reason(key, tuple(params.items()))
    return IllegalAction.of(
        EngineCode.illegal, hand=state.table.name, turn=state.turn, seat=seat_word(seat), problem=problem
    )


def tile_of(tile: int, ruleset: Ruleset) -> Tile:
    """The tile of a 136-id under ``ruleset``: its kind, and red where the id is a red five."""
    return Tile(tile // 4, tile in red_ids(ruleset.aka_dora))


# --------------------------------------------------------------------------- dealing


def deal(table: TableState, ruleset: Ruleset, wall: Wall) -> tuple[HandState, tuple[Event, ...]]:
    """The hand of ``table`` (its round, honba, deposits, points) dealt from ``wall``; the dealer's
    first draw is made."""
    tiles = wall.tiles()
    if sorted(tiles) != list(range(136)) or any(len(hand) != DEALT for hand in wall.hands):
        raise TaikaiError.of(EngineCode.bad_wall)
    seats = []
    for dealt in wall.hands:
        hand = tuple(sorted(dealt))
        away, found = _seat_waits(hand, ruleset)
        seats.append(SeatState(hand=hand, waits=found, away=away))
    state = HandState(
        ruleset=ruleset, table=table, wall=wall, seats=tuple(seats), phase=Phase.turn, actor=table.dealer
    )
    events: list[Event] = [DoraShown(wall.indicators[0])]
    return _draw(state, table.dealer, False, events), tuple(events)


def _draw(state: HandState, seat: int, rinshan: bool, events: list[Event]) -> HandState:
    wall = state.wall
    tile = wall.rinshan[len(state.kans) - 1] if rinshan else wall.live[state.live_drawn]
    own = state.seats[seat]
    own = _new_seat(own, hand=_with(own.hand, tile), draws=own.draws + 1)
    events.append(Drew(seat, tile, rinshan))
    return _new_state(
        state,
        seats=_set(state.seats, seat, own),
        phase=Phase.turn,
        actor=seat,
        drawn=tile,
        rinshan=rinshan,
        live_drawn=state.live_drawn + (not rinshan),
        tile=None,
        forbidden=(),
    )


def _show_dora(state: HandState, count: int, events: list[Event]) -> HandState:
    for n in range(count):
        events.append(DoraShown(state.wall.indicators[state.shown + n]))
    return _new_state(state, shown=state.shown + count)


# --------------------------------------------------------------------------- what is legal


def problem(state: HandState, action: Action) -> IllegalAction | None:
    """Why ``action`` is not legal in ``state`` (None: it is)."""
    if state.phase is Phase.over:
        return _fail(state, state.actor, EngineCode.hand_over)
    if state.phase is Phase.declare or isinstance(action, Declare):
        return _declare_problem(state, action)
    if isinstance(action, Respond):
        return _respond_problem(state, action)
    if action.seat != state.actor or state.phase not in (Phase.turn, Phase.called):
        return _fail(state, action.seat, EngineCode.not_your_turn)
    if isinstance(action, Discard):
        return _discard_problem(state, action)
    if state.phase is not Phase.turn:
        return _fail(state, action.seat, EngineCode.not_now, action=type(action).__name__.lower())
    if isinstance(action, Tsumo):
        return _tsumo_problem(state, action.seat)
    if isinstance(action, Ankan | Kakan):
        return _kan_problem(state, action)
    return _kyuushu_problem(state, action.seat)


def _discard_problem(state: HandState, action: Discard) -> IllegalAction | None:
    seat, tile, ruleset = action.seat, action.tile, state.ruleset
    own = state.seats[seat]
    if tile not in own.hand:
        return _fail(state, seat, EngineCode.tile_not_held, tile=kind_name(tile // 4))
    if own.riichi and tile != state.drawn:
        return _fail(state, seat, EngineCode.riichi_discard_drawn)
    if ruleset.kuikae is Kuikae.forbidden and tile // 4 in state.forbidden:
        return _fail(state, seat, EngineCode.kuikae, tile=kind_name(tile // 4))
    if action.riichi:
        return _riichi_problem(state, seat, tile)
    return None


def _riichi_problem(state: HandState, seat: int, tile: int) -> IllegalAction | None:
    ruleset, own = state.ruleset, state.seats[seat]
    if own.riichi:
        return _fail(state, seat, EngineCode.riichi_twice)
    if not own.menzen or state.phase is not Phase.turn:
        return _fail(state, seat, EngineCode.riichi_open)
    points = state.table.points[seat]
    if not ruleset.riichi_with_negative_points and points < ruleset.riichi_deposit:
        return _fail(state, seat, EngineCode.riichi_points, points=points, needed=ruleset.riichi_deposit)
    if state.live_left < (1 if ruleset.riichi_when_no_draws_left else SEATS):
        return _fail(state, seat, EngineCode.riichi_wall)
    rest = _without(own.hand, tile)
    found = _waits(rest, ruleset)
    if not found or not _tenpai_with(rest, own.melds, ruleset):
        return _fail(state, seat, EngineCode.riichi_not_tenpai, tile=kind_name(tile // 4))
    if not ruleset.furiten_riichi and any(k in {t // 4 for t in (*own.discards, tile)} for k in found):
        return _fail(state, seat, EngineCode.riichi_furiten)
    return None


def _win_request(
    state: HandState, seat: int, tile: int, *, tsumo: bool, chankan: bool = False, drawn: bool = False
) -> WinRequest:
    """The scorer's request for ``seat`` winning on ``tile`` (held already on a tsumo); ``drawn``: asked
    at the exhaustive draw (a wait's value, no win: no houtei)."""
    ruleset, own, table = state.ruleset, state.seats[seat], state.table
    hand = own.hand if tsumo else _with(own.hand, tile)
    melds = tuple(
        RequestMeld(
            MeldType(meld.type),
            tuple(tile_of(t, ruleset) for t in meld.tiles),
            None if meld.source is None else _RELATIVE[(meld.source - seat) % SEATS],
        )
        for meld in own.melds
    )
    accepted = own.riichi == 2
    last = state.live_left == 0
    first = own.draws == 1 and not state.any_call and not own.discards
    shown = state.shown
    ura = state.wall.ura[: shown if ruleset.kan_ura else 1] if accepted and ruleset.ura_dora else ()
    pao = None
    if own.pao is not None and own.pao_yaku is not None:
        pao = Pao(own.pao_yaku, _RELATIVE[(own.pao - seat) % SEATS])
    riichi_seats = [s for s in range(SEATS) if state.seats[s].riichi == 2]
    return WinRequest(
        tuple(tile_of(t, ruleset) for t in hand),
        tile_of(tile, ruleset),
        melds=melds,
        tsumo=tsumo,
        seat_wind=EAST + table.seat_wind(seat),
        round_wind=EAST + table.round_wind,
        dora_indicators=tuple(tile_of(t, ruleset) for t in state.wall.indicators[:shown]),
        ura_indicators=tuple(tile_of(t, ruleset) for t in ura),
        riichi=accepted and not own.double_riichi,
        double_riichi=accepted and own.double_riichi,
        ippatsu=accepted and own.ippatsu and ruleset.ippatsu,
        haitei=tsumo and last and not state.rinshan,
        houtei=not tsumo and not chankan and last and not drawn,
        rinshan=tsumo and state.rinshan,
        chankan=chankan,
        tenhou=tsumo and first and seat == table.dealer,
        chiihou=tsumo and first and seat != table.dealer,
        renhou=not tsumo and seat != table.dealer and own.draws == 0 and not state.any_call,
        honba=table.honba,
        deposits=table.deposits + len(riichi_seats),
        consecutive_wins=table.streak + 1 if seat == table.dealer else 0,
        pao=pao,
        chankan_kan="kakan" if not chankan or state.kakan else "ankan",
        first_call_yaku=own.fixed,
    )


def _scored(
    state: HandState, seat: int, tile: int, *, tsumo: bool, chankan: bool = False, drawn: bool = False
) -> HandResult | IllegalAction:
    try:
        request = _win_request(state, seat, tile, tsumo=tsumo, chankan=chankan, drawn=drawn)
        return score(request, state.ruleset.hand)
    except TaikaiError as error:
        reason = error.reason if error.reason is not None else Reason(error.code)
        return _fail(state, seat, EngineCode.win_refused, problem=reason)


def _tsumo_problem(state: HandState, seat: int) -> IllegalAction | None:
    tile = state.drawn
    assert tile is not None
    own = state.seats[seat]
    if not _complete(_without(own.hand, tile), tile, state.ruleset):
        return _fail(state, seat, EngineCode.not_complete, tile=kind_name(tile // 4))
    scored = _scored(state, seat, tile, tsumo=True)
    return scored if isinstance(scored, IllegalAction) else None


def _kan_problem(state: HandState, action: Ankan | Kakan) -> IllegalAction | None:
    seat, own = action.seat, state.seats[action.seat]
    if len(state.kans) >= 4:
        return _fail(state, seat, EngineCode.kan_limit)
    if state.live_left == 0:
        return _fail(state, seat, EngineCode.kan_wall)
    if isinstance(action, Kakan):
        kind = action.tile // 4
        if action.tile not in own.hand:
            return _fail(state, seat, EngineCode.tile_not_held, tile=kind_name(kind))
        if not any(m.type == "pon" and m.tiles[0] // 4 == kind for m in own.melds):
            return _fail(state, seat, EngineCode.kakan_no_pon, tile=kind_name(kind))
        return _fail(state, seat, EngineCode.kan_riichi) if own.riichi else None
    kind = action.kind
    if sum(t // 4 == kind for t in own.hand) != 4:
        return _fail(state, seat, EngineCode.tile_not_held, tile=kind_name(kind))
    if own.riichi:
        drawn = state.drawn
        if drawn is None or drawn // 4 != kind:
            return _fail(state, seat, EngineCode.kan_riichi)
        after = tuple(t for t in own.hand if t // 4 != kind)
        if _waits(after, state.ruleset) != _waits(_without(own.hand, drawn), state.ruleset):
            return _fail(state, seat, EngineCode.kan_riichi)
    return None


def _kyuushu_problem(state: HandState, seat: int) -> IllegalAction | None:
    rule = state.ruleset.abortive_draws.kyuushu_kyuuhai
    if rule is AbortiveDraw.off:
        return _fail(state, seat, EngineCode.abortive_off)
    own = state.seats[seat]
    if own.draws != 1 or own.discards or state.any_call:
        return _fail(state, seat, EngineCode.kyuushu_not_first)
    kinds = len({t // 4 for t in own.hand} & _ORPHANS)
    return None if kinds >= 9 else _fail(state, seat, EngineCode.kyuushu_kinds, kinds=kinds)


def _declare_problem(state: HandState, action: Action) -> IllegalAction | None:
    seat = state.actor if isinstance(action, Respond) else action.seat
    if not isinstance(action, Declare) or state.phase is not Phase.declare:
        return _fail(state, seat, EngineCode.not_now, action=type(action).__name__.lower())
    return None if seat == state.actor else _fail(state, seat, EngineCode.declare_dealer)


def _respond_problem(state: HandState, action: Respond) -> IllegalAction | None:
    if state.phase not in (Phase.claims, Phase.chankan):
        return _fail(state, state.actor, EngineCode.not_now, action="respond")
    seen: set[int] = set()
    for call in action.calls:
        if call.seat in seen:
            return _fail(state, call.seat, EngineCode.call_twice)
        seen.add(call.seat)
        found = _claim_problem(state, call)
        if found is not None:
            return found
    return None


def _claim_problem(state: HandState, call: Claim) -> IllegalAction | None:
    seat, tile = call.seat, state.tile
    assert tile is not None
    if seat == state.actor:
        return _fail(state, seat, EngineCode.ron_own)
    own = state.seats[seat]
    if isinstance(call, Ron):
        if tile // 4 not in own.waits:
            return _fail(state, seat, EngineCode.not_complete, tile=kind_name(tile // 4))
        if _furiten(state, seat):
            return _fail(state, seat, EngineCode.furiten, tile=kind_name(tile // 4))
        scored = _scored(state, seat, tile, tsumo=False, chankan=state.phase is Phase.chankan)
        return scored if isinstance(scored, IllegalAction) else None
    if state.phase is Phase.chankan:
        return _fail(state, seat, EngineCode.not_now, action=type(call).__name__.lower())
    if own.riichi:
        return _fail(state, seat, EngineCode.call_in_riichi)
    if state.live_left == 0:
        return _fail(state, seat, EngineCode.call_last_tile)
    return _meld_problem(state, call, tile)


def _meld_problem(state: HandState, call: Chi | Pon | Daiminkan, tile: int) -> IllegalAction | None:
    seat, own, kind = call.seat, state.seats[call.seat], tile // 4
    name = type(call).__name__.lower()
    if isinstance(call, Daiminkan):
        if sum(t // 4 == kind for t in own.hand) != 3:
            return _fail(state, seat, EngineCode.call_shape, call=name)
        if len(state.kans) >= 4:
            return _fail(state, seat, EngineCode.kan_limit)
        left = tuple(t for t in own.hand if t // 4 != kind)
        if _sakizuke(state, own) and not _fixed(state, seat, left, (kind * 4,) * 4):
            return _fail(state, seat, EngineCode.call_no_yaku, call=name)
        return None
    if isinstance(call, Chi) and seat != (state.actor + 1) % SEATS:
        return _fail(state, seat, EngineCode.chi_not_left)
    if any(t not in own.hand for t in call.tiles) or call.tiles[0] == call.tiles[1]:
        return _fail(state, seat, EngineCode.call_shape, call=name)
    kinds = sorted([kind, call.tiles[0] // 4, call.tiles[1] // 4])
    if isinstance(call, Pon):
        if kinds != [kind] * 3:
            return _fail(state, seat, EngineCode.call_shape, call=name)
    else:
        low = kinds[0]
        if low >= 27 or low % 9 > 6 or kinds != [low, low + 1, low + 2]:
            return _fail(state, seat, EngineCode.call_shape, call=name)
    if _sakizuke(state, own) and not _fixed(
        state, seat, _without(own.hand, *call.tiles), (*call.tiles, tile)
    ):
        return _fail(state, seat, EngineCode.call_no_yaku, call=name)
    if state.ruleset.kuikae is Kuikae.forbidden:
        left = _without(own.hand, *call.tiles)
        forbidden = _kuikae(call, tile)
        if all(t // 4 in forbidden for t in left):
            return _fail(state, seat, EngineCode.call_no_discard)
    return None


def _sakizuke(state: HandState, own: SeatState) -> bool:
    """Whether a call of ``own`` is its first open one under complete sakizuke."""
    return state.ruleset.atozuke is Atozuke.complete_sakizuke and own.menzen


def _fixed(state: HandState, seat: int, hand: Sequence[int], called: Sequence[int]) -> tuple[str, ...]:
    """The yaku fixed by a first call: the scorer's :func:`~taikai.hand.scorer.first_call_yaku` on the
    closed tiles and melds after it (the new meld ``called``)."""
    melds = [[t // 4 for t in m.tiles] for m in state.seats[seat].melds] + [[t // 4 for t in called]]
    table = state.table
    return first_call_yaku(
        [t // 4 for t in hand],
        melds,
        EAST + table.seat_wind(seat),
        EAST + table.round_wind,
        state.ruleset.hand,
    )


def _kuikae(call: Chi | Pon, tile: int) -> tuple[int, ...]:
    """Kinds the caller may not discard after this call: the called kind, and for a chi on an end
    of the sequence the kind at the other side (a called 4 with 56: not 4, not 7)."""
    kind = tile // 4
    if isinstance(call, Pon):
        return (kind,)
    others = sorted(t // 4 for t in call.tiles)
    if kind < others[0] and kind % 9 + 3 <= 8:
        return (kind, kind + 3)
    if kind > others[1] and kind % 9 >= 3:
        return (kind, kind - 3)
    return (kind,)


# --------------------------------------------------------------------------- the legal actions


def legal_actions(state: HandState) -> dict[int, tuple[Action | Claim, ...]]:
    """Every legal decision by seat: in a turn the actor's discards (with riichi where it may),
    tsumo, kans and kyuushu kyuuhai; on a discard (or a kan that may be robbed) each other seat's
    ron, pon, daiminkan and chi (passing is always legal: a :class:`Respond` without that seat)."""
    if state.phase is Phase.over:
        return {}
    if state.phase in (Phase.turn, Phase.called):
        return {state.actor: tuple(_turn_candidates(state))}
    if state.phase is Phase.declare:
        return {state.actor: (Declare(state.actor, True), Declare(state.actor, False))}
    out: dict[int, tuple[Action | Claim, ...]] = {}
    for seat in range(SEATS):
        if seat != state.actor:
            found = tuple(c for c in _claim_candidates(state, seat) if _claim_problem(state, c) is None)
            if found:
                out[seat] = found
    return out


def _turn_candidates(state: HandState) -> list[Action]:
    seat, own = state.actor, state.seats[state.actor]
    kinds: dict[int, int] = {}
    reds = red_ids(state.ruleset.aka_dora)
    drawn = [state.drawn] if state.drawn is not None else []
    for tile in drawn if own.riichi else (*drawn, *own.hand):  # in riichi only the drawn tile goes
        kinds.setdefault(tile // 4 * 2 + (tile in reds), tile)  # one tile of each kind (a red five apart)
    # cheap filters before the rules are asked (problem() decides): a tsumo needs a complete hand, a
    # riichi a hand one tile from tenpai at most (1, not 0: a karaten-only tenpai counts 1 here)
    away = shanten(_counts(own.hand), chiitoitsu_four_of_a_kind=state.ruleset.chiitoitsu_four_of_a_kind)
    riichi = away <= 1 and own.menzen and not own.riichi and state.phase is Phase.turn
    found: list[Action] = []
    counts = _counts(own.hand)
    for tile in kinds.values():
        found.append(Discard(seat, tile))
        if riichi:
            # the tiles left must be tenpai: shanten 0, or 1 where a wait may be on tiles all held
            # (the table-driven shanten counts such a hand 1 away; waits() decides in problem())
            counts[tile // 4] -= 1
            after = shanten(counts, chiitoitsu_four_of_a_kind=state.ruleset.chiitoitsu_four_of_a_kind)
            if after == 0 or (after == 1 and 4 in counts):
                found.append(Discard(seat, tile, riichi=True))
            counts[tile // 4] += 1
    if state.phase is Phase.turn:
        found += [Tsumo(seat)] if away < 0 else []
        found += [Kyuushu(seat)] if own.draws == 1 and not state.any_call else []
        found += [Ankan(seat, kind) for kind in range(34) if counts[kind] == 4]
        found += [
            Kakan(seat, t)
            for t in own.hand
            if any(m.type == "pon" and m.tiles[0] // 4 == t // 4 for m in own.melds)
        ]
    return [action for action in found if problem(state, action) is None]


def _claim_candidates(state: HandState, seat: int) -> list[Claim]:
    tile = state.tile
    assert tile is not None
    kind, hand = tile // 4, state.seats[seat].hand
    found: list[Claim] = [Ron(seat)] if kind in state.seats[seat].waits else []  # problem() decides the rest
    if state.phase is Phase.chankan:
        return found
    same = [t for t in hand if t // 4 == kind]
    if len(same) >= 2:
        found.append(Pon(seat, (same[0], same[1])))
    if len(same) == 3:
        found.append(Daiminkan(seat))
    if kind < 27 and seat == (state.actor + 1) % SEATS:
        for low in (kind - 2, kind - 1, kind):
            if low // 9 == kind // 9 and low % 9 <= 6 and low >= 0:
                need = [k for k in (low, low + 1, low + 2) if k != kind]
                picked = [next((t for t in hand if t // 4 == k), None) for k in need]
                if picked[0] is not None and picked[1] is not None:
                    found.append(Chi(seat, (picked[0], picked[1])))
    return found


# --------------------------------------------------------------------------- steps


def step(state: HandState, action: Action) -> tuple[HandState, tuple[Event, ...]]:
    """The state after ``action`` and what happened (draws, dora, the end of the hand);
    :class:`IllegalAction` when the action is not legal."""
    found = problem(state, action)
    if found is not None:
        raise found
    events: list[Event] = []
    if isinstance(action, Discard):
        state = _discard(state, action, events)
    elif isinstance(action, Tsumo):
        state = _tsumo(state, action.seat, events)
    elif isinstance(action, Ankan | Kakan):
        state = _kan(state, action, events)
    elif isinstance(action, Kyuushu):
        state = _abort(state, "kyuushu_kyuuhai", events)  # a riichi already accepted keeps its stick
    elif isinstance(action, Declare):
        state = _exhausted(state, events, noten=not action.tenpai)
    else:
        state = _respond(state, action, events)
    return state, tuple(events)


def _discard(state: HandState, action: Discard, events: list[Event]) -> HandState:
    seat, tile, ruleset = action.seat, action.tile, state.ruleset
    own, drawn = state.seats[seat], state.drawn
    hand = _without(own.hand, tile)
    if drawn is not None and not state.rinshan and drawn // 4 == tile // 4:
        away, found = own.away, own.waits  # the hand before its draw back: the same waits
    elif drawn is not None and not state.rinshan and own.away >= 2:
        away, found = own.away - 1, ()  # one draw and one discard take a hand one step at most
    else:
        away, found = _seat_waits(hand, ruleset)  # after a call or a replacement draw, or near tenpai
    own = _new_seat(
        own,
        hand=hand,
        discards=(*own.discards, tile),
        riichi=1 if action.riichi else own.riichi,
        double_riichi=own.double_riichi or (action.riichi and not own.discards and not state.any_call),
        ippatsu=False,  # a riichi's ippatsu ends at its next discard (it is set when the riichi is accepted)
        furiten_temp=False,
        waits=found,
        away=away,
    )
    events.append(Discarded(seat, tile, tile == drawn, action.riichi))
    winds = state.first_winds
    if not state.any_call and len(winds) < SEATS and sum(s.draws for s in state.seats) <= SEATS:
        winds = (*winds, tile // 4)
    state = _new_state(
        state,
        seats=_set(state.seats, seat, own),
        phase=Phase.claims,
        tile=tile,
        drawn=None,
        forbidden=(),
        first_winds=winds,
        turn=state.turn + 1,
    )
    if state.pending_dora:
        state = _new_state(_show_dora(state, state.pending_dora, events), pending_dora=0)
    return state


def _miss(state: HandState, tile: int, ronning: set[int]) -> HandState:
    """Temporary furiten (for good after riichi) for every other seat that passes a winning tile."""
    kind, seats = tile // 4, state.seats
    for seat, own in enumerate(state.seats):
        if seat != state.actor and seat not in ronning and kind in own.waits:
            changed = _new_seat(own, furiten_temp=True, furiten_riichi=own.furiten_riichi or own.riichi == 2)
            seats = _set(seats, seat, changed)
    return state if seats is state.seats else _new_state(state, seats=seats)


def _respond(state: HandState, action: Respond, events: list[Event]) -> HandState:
    tile = state.tile
    assert tile is not None
    rons = sorted(
        (c.seat for c in action.calls if isinstance(c, Ron)), key=lambda s: (s - state.actor) % SEATS
    )
    if state.phase is Phase.claims or state.kakan:  # only kokushi may rob a closed kan: no furiten
        state = _miss(state, tile, set(rons))
    if rons:
        return _ron(state, rons, tile, events)
    if state.phase is Phase.chankan:
        return _complete_kan(state, events)
    state = _accept_riichi(state, events)
    if state.phase is Phase.over:
        return state
    calls = [c for c in action.calls if not isinstance(c, Ron)]
    call = next((c for c in calls if not isinstance(c, Chi)), calls[0] if calls else None)
    if call is not None:
        return _call(state, call, tile, events)
    return _next_draw(state, events)


def _accept_riichi(state: HandState, events: list[Event]) -> HandState:
    own = state.seats[state.actor]
    if own.riichi != 1:
        return state
    own = _new_seat(own, riichi=2, ippatsu=True)
    state = _new_state(state, seats=_set(state.seats, state.actor, own))
    events.append(RiichiAccepted(state.actor))
    if (
        all(s.riichi == 2 for s in state.seats)
        and state.ruleset.abortive_draws.suucha_riichi is not AbortiveDraw.off
    ):
        return _abort(state, "suucha_riichi", events)
    return state


def _next_draw(state: HandState, events: list[Event]) -> HandState:
    rules = state.ruleset.abortive_draws
    winds = state.first_winds
    if (
        rules.suufon_renda is not AbortiveDraw.off
        and len(winds) == SEATS
        and winds[0] in WINDS
        and len(set(winds)) == 1
        and not state.any_call
        and sum(len(s.discards) for s in state.seats) == SEATS
    ):
        return _abort(state, "suufon_renda", events)
    if rules.suukaikan is not AbortiveDraw.off and len(state.kans) == 4 and len(set(state.kans)) > 1:
        return _abort(state, "suukaikan", events)
    if state.live_left == 0:
        if _may_declare_noten(state):
            return _new_state(state, phase=Phase.declare, actor=state.table.dealer, tile=None)
        return _exhausted(state, events)
    return _draw(state, (state.actor + 1) % SEATS, False, events)


def _pao(state: HandState, seat: int, own: SeatState, source: int) -> SeatState:
    """The discarder ``source`` becomes responsible when its tile completes a pao yakuman's sets."""
    if own.pao is not None:
        return own
    rules = state.ruleset.pao
    sets = [m.tiles[0] // 4 for m in own.melds if m.type != "chi"]
    if (
        "daisangen" in rules
        and sum(k in DRAGONS for k in sets) == 3
        and own.melds[-1].tiles[0] // 4 in DRAGONS
    ):
        return _new_seat(own, pao=source, pao_yaku="daisangen")
    if "daisuushii" in rules and sum(k in WINDS for k in sets) == 4 and own.melds[-1].tiles[0] // 4 in WINDS:
        return _new_seat(own, pao=source, pao_yaku="daisuushii")
    kans = sum(m.type in ("minkan", "kakan", "ankan") for m in own.melds)
    if "suukantsu" in rules and kans == 4 and own.melds[-1].type == "minkan":
        return _new_seat(own, pao=source, pao_yaku="suukantsu")
    return own


def _call(state: HandState, call: Chi | Pon | Daiminkan, tile: int, events: list[Event]) -> HandState:
    seat, discarder = call.seat, state.actor
    own = state.seats[seat]
    if isinstance(call, Daiminkan):
        used = tuple(t for t in own.hand if t // 4 == tile // 4)
        meld = Meld("minkan", tuple(sorted((*used, tile))), tile, discarder)
    else:
        used = call.tiles
        meld = Meld("chi" if isinstance(call, Chi) else "pon", tuple(sorted((*used, tile))), tile, discarder)
    fixed = own.fixed
    if _sakizuke(state, own):
        fixed = _fixed(state, seat, _without(own.hand, *used), meld.tiles)
    own = _new_seat(own, hand=_without(own.hand, *used), melds=(*own.melds, meld), fixed=fixed)
    own = _pao(state, seat, own, discarder)
    seats = _set(state.seats, seat, own)
    seats = _set(seats, discarder, _new_seat(seats[discarder], called_away=True))
    seats = _no_ippatsu(seats)
    events.append(Called(seat, meld))
    state = _new_state(state, seats=seats, any_call=True, actor=seat, tile=None)
    if isinstance(call, Daiminkan):
        return _kan_draw(
            state, seat, immediate=state.ruleset.kan_dora_timing is KanDoraTiming.immediate, events=events
        )
    return _new_state(state, phase=Phase.called, forbidden=_kuikae(call, tile), drawn=None)


def _kan_draw(state: HandState, seat: int, *, immediate: bool, events: list[Event]) -> HandState:
    state = _new_state(state, kans=(*state.kans, seat))
    if state.ruleset.kan_dora:
        if immediate:
            state = _new_state(_show_dora(state, state.pending_dora + 1, events), pending_dora=0)
        else:
            state = _new_state(state, pending_dora=state.pending_dora + 1)
    return _draw(state, seat, True, events)


def _kan(state: HandState, action: Ankan | Kakan, events: list[Event]) -> HandState:
    seat = action.seat
    if isinstance(action, Kakan):
        if state.pending_dora:  # an earlier kan's indicator turns before this one
            state = _new_state(_show_dora(state, state.pending_dora, events), pending_dora=0)
        _, meld = _kakan_meld(state.seats[seat], action.tile)
        events.append(Called(seat, meld))  # declared: seen by all, robbed or not (chankan)
        return _new_state(state, phase=Phase.chankan, tile=action.tile, kakan=True)
    own = state.seats[seat]
    used = tuple(t for t in own.hand if t // 4 == action.kind)
    meld = Meld("ankan", used)
    hand = _without(own.hand, *used)
    own = _new_seat(own, hand=hand, melds=(*own.melds, meld))
    seats = _no_ippatsu(_set(state.seats, seat, own))
    events.append(Called(seat, meld))
    state = _new_state(state, seats=seats, any_call=True)
    if state.ruleset.chankan_on_closed_kan_for_kokushi:
        return _new_state(state, phase=Phase.chankan, tile=used[0], kakan=False)
    return _kan_draw(state, seat, immediate=True, events=events)


def _kakan_meld(own: SeatState, tile: int) -> tuple[int, Meld]:
    """The added kan ``tile`` makes of the seat's pon, and where that pon is among its melds."""
    index = next(i for i, m in enumerate(own.melds) if m.type == "pon" and m.tiles[0] // 4 == tile // 4)
    pon = own.melds[index]
    return index, Meld("kakan", tuple(sorted((*pon.tiles, tile))), pon.called, pon.source)


def _complete_kan(state: HandState, events: list[Event]) -> HandState:
    """A kan nobody robbed: an added kan joins its pon, then the replacement draw."""
    seat, tile = state.actor, state.tile
    assert tile is not None
    if not state.kakan:
        return _kan_draw(state, seat, immediate=True, events=events)
    own = state.seats[seat]
    index, meld = _kakan_meld(own, tile)  # its Called event went out when it was declared
    own = _new_seat(
        own, hand=_without(own.hand, tile), melds=(*own.melds[:index], *own.melds[index + 1 :], meld)
    )
    seats = _no_ippatsu(_set(state.seats, seat, own))
    state = _new_state(state, seats=seats, any_call=True, tile=None)
    return _kan_draw(
        state, seat, immediate=state.ruleset.kan_dora_timing is KanDoraTiming.immediate, events=events
    )


# --------------------------------------------------------------------------- the end of the hand


def _riichi(state: HandState) -> tuple[int, ...]:
    return tuple(seat for seat in range(SEATS) if state.seats[seat].riichi == 2)


def _win(
    state: HandState, seat: int, tile: int, *, tsumo: bool, chankan: bool = False
) -> tuple[Win, HandResult]:
    request = _win_request(state, seat, tile, tsumo=tsumo, chankan=chankan)
    return Win(seat=seat, request=RecordRequest(request)), score(request, state.ruleset.hand)


def _tsumo(state: HandState, seat: int, events: list[Event]) -> HandState:
    assert state.drawn is not None
    win, scored = _win(state, seat, state.drawn, tsumo=True)
    return _end(
        state, Hand(result=TsumoResult(type="tsumo", win=win), riichi=_riichi(state)), (scored,), events
    )


def _ron(state: HandState, rons: list[int], tile: int, events: list[Event]) -> HandState:
    chankan = state.phase is Phase.chankan
    wins = [_win(state, seat, tile, tsumo=False, chankan=chankan) for seat in rons]
    result = RonResult(type="ron", discarder=state.actor, wins=tuple(w for w, _ in wins))
    hand = Hand(result=result, riichi=_riichi(state))  # a riichi declared on this discard is not accepted
    return _end(state, hand, tuple(s for _, s in wins), events)


def _abort(state: HandState, kind: str, events: list[Event]) -> HandState:
    return _end(
        state,
        Hand(result=Abortive.model_validate({"type": "abortive", "kind": kind}), riichi=_riichi(state)),
        (),
        events,
    )


def _tenpai(state: HandState, seat: int) -> bool:
    ruleset, own = state.ruleset, state.seats[seat]
    if not _tenpai_with(own.hand, own.melds, ruleset):
        return False
    if ruleset.formal_tenpai:
        return True
    return any(
        not isinstance(_scored(state, seat, kind * 4, tsumo=False, drawn=True), IllegalAction)
        for kind in own.waits
    )


def _may_declare_noten(state: HandState) -> bool:
    """Whether the dealer chooses at this exhaustive draw (:class:`Declare`): the game's last hand,
    ``last_hand_dealer_may_declare_noten``, the dealer tenpai and not in riichi."""
    dealer = state.table.dealer
    return (
        state.ruleset.last_hand_dealer_may_declare_noten
        and state.seats[dealer].riichi == 0
        and is_last_hand(state.table.round, state.ruleset)
        and _tenpai(state, dealer)
    )


def _exhausted(state: HandState, events: list[Event], *, noten: bool = False) -> HandState:
    """The exhaustive draw; ``noten``: the dealer declared noten (the fold checks that it may)."""
    dealer = state.table.dealer
    tenpai = tuple(seat for seat in range(SEATS) if not (noten and seat == dealer) and _tenpai(state, seat))
    nagashi: tuple[int, ...] = ()
    if state.ruleset.local_yaku.nagashi_mangan is not None:
        nagashi = tuple(
            seat
            for seat, own in enumerate(state.seats)
            if own.discards and not own.called_away and all(t // 4 in _ORPHANS for t in own.discards)
        )
    result = DrawResult(type="draw", tenpai=tenpai, nagashi=nagashi, dealer_declared_noten=noten)
    return _end(state, Hand(result=result, riichi=_riichi(state), kans=len(state.kans)), (), events)


def _end(state: HandState, hand: Hand, scored: tuple[HandResult, ...], events: list[Event]) -> HandState:
    hand = hand.model_copy(update={"kans": len(state.kans)})
    after = apply(state.table, hand, state.ruleset)
    ended = Ended(hand, scored, after)
    events.append(ended)
    return _new_state(state, phase=Phase.over, ended=ended)
