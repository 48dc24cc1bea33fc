"""The tile-level engine, hand-worked: each rule of RULES.md it decides, on walls laid out by hand.

A wall is written as the four dealt hands (the dealer's first) and the live draws in order; the
tiles not written fill the rest (:func:`lay`). Seat 0 deals in East 1 and draws first; without
calls the live draws go to seats 0, 1, 2, 3, 0 ...
"""

from __future__ import annotations

import dataclasses

import pytest

from taikai.game.engine import (
    Ankan,
    Chi,
    Daiminkan,
    Declare,
    Discard,
    DoraShown,
    Ended,
    IllegalAction,
    Kakan,
    Kyuushu,
    Meld,
    Phase,
    Pon,
    Respond,
    Ron,
    Tsumo,
    Wall,
    deal,
    legal_actions,
    problem,
    step,
)
from taikai.game.state import TableState, start
from taikai.rules import load, with_changes
from taikai.tiles import RED_IDS_136, parse


def ids(text: str, used: set[int]) -> list[int]:
    """136-ids for compact notation, the first free copy of each tile (a 0 is the red five)."""
    out = []
    for tile in parse(text, checked=False):
        if tile.red:
            choice = RED_IDS_136[tile.kind // 9]
        else:
            choice = next(
                i for i in range(tile.kind * 4, tile.kind * 4 + 4) if i not in used and i not in RED_IDS_136
            )
        assert choice not in used, text
        used.add(choice)
        out.append(choice)
    return out


def lay(hands: list[str], live: str = "", rinshan: str = "", indicators: str = "") -> Wall:
    """A wall: the dealt hands, then the live draws, the replacement tiles and the dora indicators as
    written, the unwritten rest of each filled with the free ids in order."""
    used: set[int] = set()
    dealt = [tuple(ids(hand, used)) for hand in hands]
    parts = [ids(live, used), ids(rinshan, used), ids(indicators, used), []]
    spare = [i for i in range(136) if i not in used]
    for part, size in zip(parts, (70, 4, 5, 5), strict=True):
        while len(part) < size:
            part.append(spare.pop(0))
    return Wall(tuple(dealt), *(tuple(part) for part in parts))


def begin(wall: Wall, preset: str = "mleague", table: TableState | None = None):
    ruleset = load(preset)
    state, _ = deal(table or start(ruleset), ruleset, wall)
    return state


def go(state, *actions):
    """Apply the actions in order; the last step's events are returned with the state."""
    events = ()
    for action in actions:
        state, events = step(state, action)
    return state, events


def tile(state, seat: int, text: str) -> int:
    """The id of the first copy of ``text`` (one tile) in ``seat``'s hand."""
    kind = parse(text)[0].kind
    return next(t for t in state.seats[seat].hand if t // 4 == kind)


def refused(state, action) -> str:
    found = problem(state, action)
    assert isinstance(found, IllegalAction)
    with pytest.raises(IllegalAction):
        step(state, action)
    return found.reason.as_dict()["problem"].code


PASS = Respond()

# seat 1 waits on 1m-4m (23m + four sets and a pair); the others hold honors and scattered tiles
TENPAI_1M4M = "23m456p789p234s88s"
JUNK = ["1379m1379p1379s1z", TENPAI_1M4M, "2468m2468p2468s2z", "1122334z5577s66p"]


def replaced(state, **changes):
    return dataclasses.replace(state, **changes)


def test_a_deal_holds_136_tiles_and_the_dealer_draws_first():
    state = begin(lay(JUNK, live="9m"))
    assert state.phase is Phase.turn and state.actor == 0
    assert len(state.seats[0].hand) == 14 and state.drawn // 4 == 8
    assert sorted(state.wall.tiles()) == list(range(136))


def test_ron_on_a_wait_is_valued_by_the_scorer_and_paid_by_the_fold():
    state = begin(lay(["13479m1379p1379s", *JUNK[1:]], live="9m"))
    state, events = go(state, Discard(0, tile(state, 0, "4m")), Respond((Ron(1),)))
    ended = events[-1]
    assert isinstance(ended, Ended) and state.phase is Phase.over
    assert ended.hand.result.type == "ron" and ("pinfu", 1) in ended.scored[0].yaku
    assert ended.after.points[1] - 25000 == ended.scored[0].points == 1000


def test_permanent_furiten_one_discarded_wait_refuses_every_ron():
    # seat 1 draws 4m (one of its waits) and discards it: a 1m is no ron for it either
    state = begin(lay(["1379m1379p1379s1z", TENPAI_1M4M, *JUNK[2:]], live="9p4m9s9s"))
    for seat in range(4):
        state = go(state, Discard(seat, state.drawn), PASS)[0]
    state = go(state, Discard(0, tile(state, 0, "1m")))[0]
    assert refused(state, Respond((Ron(1),))) == "engine_furiten"


def test_temporary_furiten_ends_at_the_seats_own_discard():
    state = begin(lay(JUNK, live="4m9s9s9s"))
    state = go(state, Discard(0, tile(state, 0, "4m")), PASS)[0]  # seat 1 lets a 4m pass: furiten
    assert state.seats[1].furiten_temp
    state = go(state, Discard(1, state.drawn), PASS)[0]  # its own discard ends it
    assert not state.seats[1].furiten_temp
    state = go(state, Discard(2, state.drawn), PASS)[0]
    state = go(state, Discard(3, state.drawn), PASS)[0]
    state = go(state, Discard(0, tile(state, 0, "1m")))[0]
    assert problem(state, Respond((Ron(1),))) is None


def test_temporary_furiten_refuses_a_winning_tile_before_the_seats_own_discard():
    hands = ["1379m1379p1379s1z", TENPAI_1M4M, "2468m2468p2468s2z", "1m1122334z577s66p"]
    state = begin(lay(hands, live="9m9s9s9s"))
    state = go(state, Discard(0, state.drawn), PASS)[0]
    state = go(state, Discard(1, state.drawn), PASS)[0]
    state = go(state, Discard(2, tile(state, 2, "4m")), PASS)[0]  # seat 1 passes a 4m
    state = go(state, Discard(3, tile(state, 3, "1m")))[0]
    assert refused(state, Respond((Ron(1),))) == "engine_furiten"


def test_riichi_furiten_is_for_good():
    state = begin(lay(JUNK, live="9m9m9s9s4m9s9m8s"))
    state = go(state, Discard(0, state.drawn), PASS)[0]
    state = go(state, Discard(1, state.drawn, riichi=True), PASS)[0]
    assert state.seats[1].riichi == 2
    state = go(state, Discard(2, state.drawn), PASS)[0]
    state = go(state, Discard(3, state.drawn), PASS)[0]
    state = go(state, Discard(0, tile(state, 0, "4m")), PASS)[0]  # a winning tile passes
    state = go(state, Discard(1, state.drawn), PASS)[0]  # its own discard does not end it
    assert state.seats[1].furiten_riichi
    state = go(state, Discard(2, state.drawn), PASS)[0]
    state = go(state, Discard(3, state.drawn), PASS)[0]
    state = go(state, Discard(0, tile(state, 0, "1m")))[0]
    assert refused(state, Respond((Ron(1),))) == "engine_furiten"


def test_riichi_needs_tenpai_and_the_points_the_ruleset_asks():
    state = begin(lay(JUNK, live="9m"))
    assert refused(state, Discard(0, state.drawn, riichi=True)) == "engine_riichi_not_tenpai"
    hands = [TENPAI_1M4M, JUNK[0], *JUNK[2:]]
    poor = TableState(points=(900, 25000, 25000, 49100))
    state = begin(lay(hands, live="9m"), "tenhou", poor)
    assert refused(state, Discard(0, state.drawn, riichi=True)) == "engine_riichi_points"
    state = begin(lay(hands, live="9m"), "mleague", poor)  # riichi_with_negative_points
    assert problem(state, Discard(0, state.drawn, riichi=True)) is None


@pytest.mark.parametrize(
    ("preset", "left", "allowed"),
    [("tenhou", 3, False), ("tenhou", 4, True), ("mleague", 1, True), ("mleague", 0, False)],
)
def test_riichi_in_the_last_draws(preset, left, allowed):
    state = replaced(begin(lay([TENPAI_1M4M, JUNK[0], *JUNK[2:]], live="9m"), preset), live_drawn=70 - left)
    found = problem(state, Discard(0, state.drawn, riichi=True))
    assert (found is None) is allowed
    if not allowed:
        assert found.reason.as_dict()["problem"].code == "engine_riichi_wall"


@pytest.mark.parametrize(("preset", "forbidden"), [("mleague", True), ("itsuka-chuuren", False)])
def test_kuikae_as_the_ruleset_says(preset, forbidden):
    # seat 1 chis seat 0's 4m with 56m and holds a 7m: discarding 4m or 7m would be a swap call (its
    # haku triplet fixes a yaku: complete sakizuke allows the chi)
    hands = ["4m1379p1379s1234z", "567m79p3579s5556z", JUNK[2], JUNK[3]]
    state = begin(lay(hands, live="9m"), preset)
    state = go(state, Discard(0, tile(state, 0, "4m")))[0]
    state = go(state, Respond((Chi(1, (tile(state, 1, "5m"), tile(state, 1, "6m"))),)))[0]
    assert state.phase is Phase.called and state.actor == 1
    if forbidden:
        assert refused(state, Discard(1, tile(state, 1, "7m"))) == "engine_kuikae"
    else:
        assert problem(state, Discard(1, tile(state, 1, "7m"))) is None
    assert problem(state, Discard(1, tile(state, 1, "9p"))) is None


def test_pon_has_priority_over_chi_and_chi_is_only_from_the_left():
    hands = ["4m1379p1379s1234z", "56m79p3579s12355z", "44m68m2468p2468s6z", JUNK[3]]
    state = begin(lay(hands, live="9m"))
    state = go(state, Discard(0, tile(state, 0, "4m")))[0]
    chi = Chi(1, (tile(state, 1, "5m"), tile(state, 1, "6m")))
    fours = tuple(t for t in state.seats[2].hand if t // 4 == 3)
    assert refused(state, Respond((Chi(2, (fours[0], tile(state, 2, "6m"))),))) == "engine_chi_not_left"
    assert refused(state, Respond((Chi(1, (chi.tiles[0], tile(state, 1, "9p"))),))) == "engine_call_shape"
    state = go(state, Respond((chi, Pon(2, (fours[0], fours[1])))))[0]
    assert state.actor == 2 and state.seats[2].melds[0].type == "pon"
    assert state.seats[2].melds[0].source == 0


def _two_waiting() -> Wall:
    """Seats 1 and 2 both wait on 1m-4m; seat 0 holds a 1m."""
    return lay(["1379m1379p1379s4z", TENPAI_1M4M, "23m456p789p234s66s", JUNK[3]], live="9m")


@pytest.mark.parametrize(
    ("preset", "winners"), [("mleague", (1,)), ("tenhou", (1, 2)), ("itsuka-chuuren", (1, 2))]
)
def test_double_ron_or_head_bump_by_the_ruleset(preset, winners):
    state = begin(_two_waiting(), preset)
    state, events = go(state, Discard(0, tile(state, 0, "1m")), Respond((Ron(2), Ron(1))))
    ended = events[-1]
    assert ended.after.last.winners == winners
    assert ended.after.points[0] < 25000 and sum(ended.after.points) == 100000


def test_chankan_robs_an_added_kan_and_its_dora_never_turns():
    # seat 0 pons seat 3's 1m, draws the fourth 1m and adds it: seat 1 (waiting 1m-4m) robs it
    hands = ["11m379m1379p137s1z", TENPAI_1M4M, JUNK[2], "1m1122334z577s66p"]
    state = begin(lay(hands, live="9s9s9s2p2p2p8p1m"))
    state = go(state, Discard(0, state.drawn), PASS)[0]
    state = go(state, Discard(1, state.drawn), PASS)[0]
    state = go(state, Discard(2, state.drawn), PASS)[0]
    state = go(state, Discard(3, tile(state, 3, "1m")))[0]
    ones = [t for t in state.seats[0].hand if t // 4 == 0]
    state = go(state, Respond((Pon(0, (ones[0], ones[1])),)), Discard(0, tile(state, 0, "9m")), PASS)[0]
    state = go(state, Discard(1, state.drawn), PASS)[0]
    state = go(state, Discard(2, state.drawn), PASS)[0]
    state = go(state, Discard(3, state.drawn), PASS)[0]
    assert state.drawn // 4 == 0
    state, events = go(state, Kakan(0, state.drawn))
    assert state.phase is Phase.chankan and not any(isinstance(e, DoraShown) for e in events)
    state, events = go(state, Respond((Ron(1),)))
    assert ("chankan", 1) in events[-1].scored[0].yaku
    assert state.shown == 1


@pytest.mark.parametrize(("preset", "at_once"), [("mleague", True), ("tenhou", False)])
def test_an_open_kans_dora_turns_at_once_or_after_its_discard(preset, at_once):
    hands = ["19m12233z577s66p7z", TENPAI_1M4M, JUNK[2], "111m79m1379p137s1z"]
    state = begin(lay(hands, live="9s"), preset)
    state = go(state, Discard(0, tile(state, 0, "1m")))[0]
    state, events = go(state, Respond((Daiminkan(3),)))
    assert any(isinstance(e, DoraShown) for e in events) is at_once
    state, events = go(state, Discard(3, tile(state, 3, "9m")))
    assert any(isinstance(e, DoraShown) for e in events) is not at_once
    assert state.shown == 2


def test_no_fifth_kan():
    hands = ["1111m379m1379p13s", TENPAI_1M4M, JUNK[2], JUNK[3]]
    state = begin(lay(hands, live="9m"))
    assert problem(state, Ankan(0, 0)) is None
    assert refused(replaced(state, kans=(1, 2, 3, 1)), Ankan(0, 0)) == "engine_kan_limit"


def test_exhaustive_draw_tenpai_without_karaten():
    # seat 1 is tenpai; seat 2 waits only on a fifth 7z (it holds all four): not tenpai
    hands = ["1379m137p1379s12z", TENPAI_1M4M, "123s456s789s7777z", "1122334z5578s66p"]
    state = replaced(begin(lay(hands, live="9s")), live_drawn=70)
    state, events = go(state, Discard(0, state.drawn), PASS)
    ended = events[-1]
    assert ended.hand.result.type == "draw" and ended.hand.result.tenpai == (1,)
    assert ended.after.points == (24000, 28000, 24000, 24000)


@pytest.mark.parametrize(("formal", "tenpai"), [(True, (1, 3)), (False, (3,))])
def test_an_open_hand_without_a_yaku_is_tenpai_only_under_formal_tenpai(formal, tenpai):
    # Seat 1 chis seat 0's 4s (234s) a turn before the wall ends and holds 23m 456p 789p 88s: it
    # waits on 1m 4m with no yaku (a 9p: no tanyao; 234 in two suits only: no sanshoku). At the
    # exhaustive draw that hand is tenpai under formal_tenpai (RULES.md) and not otherwise: the last
    # discard's houtei is no yaku of a hand that did not win. Seat 3 waits on 4z for chiitoitsu (a
    # closed yaku): tenpai either way.
    ruleset = with_changes(load("mleague"), {"formal_tenpai": formal})
    hands = ["1379m1379p179s4s1z", "23m456p789p23s88s1z", JUNK[2], JUNK[3]]
    state, _ = deal(start(ruleset), ruleset, lay(hands, live="9s"))
    state = replaced(state, live_drawn=69)
    pair = tuple(tile(state, 1, t) for t in ("2s", "3s"))
    state, _ = go(state, Discard(0, tile(state, 0, "4s")), Respond((Chi(1, pair),)))
    state, _ = go(state, Discard(1, tile(state, 1, "1z")), PASS)
    state, events = go(state, Discard(2, state.drawn), PASS)
    ended = events[-1]
    assert isinstance(ended, Ended) and ended.hand.result.type == "draw"
    assert ended.hand.result.tenpai == tenpai


@pytest.mark.parametrize(("preset", "nagashi"), [("tenhou", (0,)), ("mleague", ())])
def test_nagashi_mangan_where_the_ruleset_has_it(preset, nagashi):
    state = replaced(begin(lay(JUNK, live="9m"), preset), live_drawn=70)
    state, events = go(state, Discard(0, state.drawn), PASS)
    assert events[-1].hand.result.nagashi == nagashi


def test_pao_for_the_third_dragon_set():
    # seat 1 has called white and green; seat 0's red completes the third dragon set: seat 0 is liable
    hands = ["7z1379m1379p137s1z", "555z666z77z23m11p9s", JUNK[2], "11223344z577s66p"]
    state = begin(lay(hands, live="9s"))
    own = state.seats[1]
    melds = tuple(
        Meld("pon", tuple(t for t in own.hand if t // 4 == kind), own.hand[0], 3) for kind in (31, 32)
    )
    hand = tuple(t for t in own.hand if t // 4 not in (31, 32))
    state = replaced(
        state, seats=(state.seats[0], dataclasses.replace(own, hand=hand, melds=melds), *state.seats[2:])
    )
    state = go(state, Discard(0, tile(state, 0, "7z")))[0]
    reds = tuple(t for t in state.seats[1].hand if t // 4 == 33)
    state = go(state, Respond((Pon(1, reds),)))[0]
    assert (state.seats[1].pao, state.seats[1].pao_yaku) == (0, "daisangen")


def test_kyuushu_kyuuhai_by_the_ruleset():
    hands = ["19m19p19s1234z567m", TENPAI_1M4M, JUNK[2], JUNK[3]]
    state = begin(lay(hands, live="4z"), "tenhou")
    state, events = go(state, Kyuushu(0))
    assert events[-1].hand.result.kind == "kyuushu_kyuuhai"
    assert refused(begin(lay(hands, live="4z"), "mleague"), Kyuushu(0)) == "engine_abortive_off"


def test_tsumo_needs_a_complete_hand():
    assert refused(begin(lay(JUNK, live="9m")), Tsumo(0)) == "engine_not_complete"
    state = begin(lay([TENPAI_1M4M, JUNK[0], *JUNK[2:]], live="1m"))
    state, events = go(state, Tsumo(0))
    assert events[-1].hand.result.type == "tsumo" and events[-1].after.points[0] > 25000


def test_legal_actions_are_the_legal_ones():
    state = begin(lay([TENPAI_1M4M, JUNK[0], *JUNK[2:]], live="9m"))
    legal = legal_actions(state)
    assert set(legal) == {0}
    assert all(problem(state, action) is None for action in legal[0])
    assert Discard(0, state.drawn, riichi=True) in legal[0]
    assert not any(isinstance(action, Tsumo) for action in legal[0])


@pytest.mark.parametrize(("preset", "aborted"), [("tenhou", True), ("mleague", False)])
def test_suufon_renda(preset, aborted):
    hands = ["1379m1379p1379s1z", "23m456p789p234s9s1z", "2468m2468p2468s1z", "1233z5577s66p79m4z"]
    state = begin(lay(hands, live="9m9m9p9p"), preset)
    for seat in range(4):
        state = go(state, Discard(seat, tile(state, seat, "1z")), PASS)[0]
    if aborted:
        assert state.ended.hand.result.kind == "suufon_renda"
        assert state.ended.after.round == 0 and state.ended.after.honba == 1  # redealt, a honba added
    else:
        assert state.phase is Phase.turn and state.actor == 0


FOUR_TENPAI = ["23m456p789p234s88s", "67m123p567s789s11z", "45p123m789m345s22z", "78s456m111p666p33z"]


@pytest.mark.parametrize(("preset", "aborted"), [("tenhou", True), ("mleague", False)])
def test_suucha_riichi(preset, aborted):
    state = begin(lay(FOUR_TENPAI, live="5z5z5z5z"), preset)
    for seat in range(4):
        state = go(state, Discard(seat, state.drawn, riichi=True), PASS)[0]
    if aborted:
        assert state.ended.hand.result.kind == "suucha_riichi" and state.ended.hand.riichi == (0, 1, 2, 3)
        assert state.ended.after.points == (24000,) * 4 and state.ended.after.deposits == 4
    else:
        assert state.phase is Phase.turn and all(s.riichi == 2 for s in state.seats)


@pytest.mark.parametrize(("preset", "aborted"), [("tenhou", True), ("mleague", False)])
def test_suukaikan_after_the_fourth_kans_discard(preset, aborted):
    hands = ["1111m379m1379p13s", TENPAI_1M4M, JUNK[2], JUNK[3]]
    state = replaced(begin(lay(hands, live="9m"), preset), kans=(1, 2, 1))
    state = go(state, Ankan(0, 0))[0]
    if state.phase is Phase.chankan:  # tenhou: only kokushi may rob a closed kan
        state = go(state, PASS)[0]
    assert state.rinshan and len(state.kans) == 4
    state = go(state, Discard(0, state.drawn), PASS)[0]
    assert (state.phase is Phase.over) is aborted
    if aborted:
        assert state.ended.hand.result.kind == "suukaikan"


def _three_waiting() -> Wall:
    return lay(["1379m1379p1379s1z", TENPAI_1M4M, "23m456p789p234s66s", "23m456p789p234s55s"], live="9m")


@pytest.mark.parametrize(
    ("preset", "kind", "winners"), [("tenhou", "abortive", ()), ("itsuka-chuuren", "ron", (1, 2, 3))]
)
def test_three_rons_are_sanchahou_or_a_triple_ron(preset, kind, winners):
    state = begin(_three_waiting(), preset)
    state, events = go(state, Discard(0, tile(state, 0, "1m")), Respond((Ron(3), Ron(1), Ron(2))))
    after = events[-1].after
    assert after.last.kind == kind and after.last.winners == winners
    assert sum(after.points) == 100000


@pytest.mark.parametrize(("hand", "allowed"), [("111m456p789p234s8s", True), ("111m23m456p789p88s", False)])
def test_a_kan_in_riichi_keeps_the_waits(hand, allowed):
    # 111m + 8s tanki: the kan leaves the wait on 8s; 11123m 88s waits 1m 4m 8s, after the kan 1m 4m
    state = begin(lay([hand, "2579m1379p1379s1z", *JUNK[2:]], live="1m"))
    state = replaced(state, seats=(replaced(state.seats[0], riichi=2), *state.seats[1:]))
    found = problem(state, Ankan(0, 0))
    assert (found is None) is allowed
    if not allowed:
        assert found.reason.as_dict()["problem"].code == "engine_kan_riichi"


def test_a_tsumo_on_the_last_tile_is_haitei():
    state = replaced(begin(lay([TENPAI_1M4M, JUNK[0], *JUNK[2:]], live="1m")), live_drawn=70)
    state = replaced(state, seats=(replaced(state.seats[0], draws=18), *state.seats[1:]))  # not tenhou
    state, events = go(state, Tsumo(0))
    assert ("haitei", 1) in events[-1].scored[0].yaku


@pytest.mark.parametrize(("preset", "allowed"), [("mleague", True), ("itsuka-chuuren", False)])
def test_a_kata_agari_ron_as_the_ruleset_says(preset, allowed):
    # RULES.md section 4: the north seat in East has called west; 123m 78m 999p 11s waits 6m 9m,
    # 9m gives chanta, 6m no yaku: under 002's rules neither wins
    hands = ["9m1379p1379s1234z5m", "2579m1379p135s12z", JUNK[2], "123m78m999p11s333z"]
    hands[0] = "9m137p1379s1234z5m"
    state = begin(lay(hands, live="9s"), preset)
    own = state.seats[3]
    west = tuple(t for t in own.hand if t // 4 == 29)
    pon = Meld("pon", west, west[0], 0)
    own = replaced(own, hand=tuple(t for t in own.hand if t // 4 != 29), melds=(pon,))
    state = replaced(state, seats=(*state.seats[:3], own), any_call=True)
    state = go(state, Discard(0, tile(state, 0, "9m")))[0]
    found = problem(state, Respond((Ron(3),)))
    assert (found is None) is allowed
    if not allowed:
        assert found.reason.as_dict()["problem"].code == "engine_win_refused"


@pytest.mark.parametrize(("preset", "robbed"), [("tenhou", True), ("mleague", False)])
def test_kokushi_robs_a_closed_kan_where_the_ruleset_says(preset, robbed):
    hands = ["1111m379p1379s12z", "9m19p19s12345677z", TENPAI_1M4M, JUNK[3]]
    hands[3] = "2468m2468p2468s4z"
    state = begin(lay(hands, live="9s"), preset)
    state = go(state, Ankan(0, 0))[0]
    assert (state.phase is Phase.chankan) is robbed
    if robbed:
        assert refused(state, Respond((Ron(2),))) == "engine_win_refused"  # not kokushi: no chankan
        state, events = go(state, Respond((Ron(1),)))
        assert events[-1].scored[0].yakuman == 1


@pytest.mark.parametrize(("preset", "pao"), [("mleague", "suukantsu"), ("tenhou", None)])
def test_pao_for_the_fourth_kan_fed_by_a_discard(preset, pao):
    # seat 1 makes three closed kans in one turn, keeps 999p; seat 0's 9p makes its fourth kan
    hands = ["9p1379m137p1379s4z", "1111z2222z5555z9p", "2468m2468p2468s3z", "1357m1357p1357s3z"]
    state = begin(lay(hands, live="9s9p9s9s8s", rinshan="5m9p6m"), preset)
    state = go(state, Discard(0, state.drawn), PASS)[0]
    for kind in (27, 28, 31):
        state = go(state, Ankan(1, kind))[0]
        if state.phase is Phase.chankan:
            state = go(state, PASS)[0]
    state = go(state, Discard(1, tile(state, 1, "5m")), PASS)[0]
    state = go(state, Discard(2, state.drawn), PASS)[0]
    state = go(state, Discard(3, state.drawn), PASS)[0]
    state = go(state, Discard(0, tile(state, 0, "9p")), Respond((Daiminkan(1),)))[0]
    assert len(state.seats[1].melds) == 4
    assert (state.seats[1].pao, state.seats[1].pao_yaku) == ((0, pao) if pao else (None, None))


def test_kyuushu_kyuuhai_after_a_riichi_keeps_its_stick_on_the_table():
    hands = [TENPAI_1M4M, "19m19p19s1234z567m", JUNK[2], JUNK[3]]
    state = begin(lay(hands, live="9m4z"), "tenhou")
    state = go(state, Discard(0, state.drawn, riichi=True), PASS)[0]
    state, events = go(state, Kyuushu(1))
    after = events[-1].after
    assert events[-1].hand.riichi == (0,)
    assert after.points == (24000, 25000, 25000, 25000) and after.deposits == 1


@pytest.mark.parametrize(
    ("rule", "points"),
    [("tsumo", (24300, 24600, 24600, 26500)), ("kan_caller_pays", (23500, 25000, 25000, 26500))],
)
def test_a_rinshan_win_after_an_open_kan_is_paid_as_the_ruleset_says(rule, points):
    # seat 3 calls the dealer's 1m for a kan (111m + 1m) and wins on its replacement 7s (tanki):
    # rinshan 1 han; 20 fu + 16 (an open kan of terminals) + 2 (tanki) + 2 (tsumo) = 40 fu: base 320,
    # the dealer pays 640 -> 700, the others 320 -> 400 each: 1500 in all. kan_caller_pays: the dealer,
    # whose discard was called for the kan, pays the 1500 alone.
    ruleset = with_changes(load("mleague"), {"rinshan_after_minkan": rule})
    hands = ["19m12233z577s66p7z", TENPAI_1M4M, JUNK[2], "111m123p789p234s7s"]
    state, _ = deal(start(ruleset), ruleset, lay(hands, live="9s", rinshan="7s"))
    state = go(state, Discard(0, tile(state, 0, "1m")), Respond((Daiminkan(3),)))[0]
    assert state.rinshan and state.actor == 3
    state, events = go(state, Tsumo(3))
    assert ("rinshan", 1) in events[-1].scored[0].yaku and events[-1].scored[0].fu == 40
    assert events[-1].after.points == points


# seat 3 deals East 4 (round 3) and South 4 (round 7, the last hand of a hanchan); it alone is
# tenpai (1m-4m)
LAST_HAND = [JUNK[0], JUNK[2], "1357m1357p1357s3z", TENPAI_1M4M]


def _last_draw(round_index: int, changes: dict | None = None, riichi: bool = False):
    """The hand of ``round_index`` dealt from :data:`LAST_HAND` with its live wall drawn: the
    dealer's tsumogiri (in riichi: declared before), passed by all, ends the wall."""
    ruleset = with_changes(load("mleague"), changes or {})
    table = TableState(points=(25000,) * 4, round=round_index)
    state, _ = deal(table, ruleset, lay(LAST_HAND, live="9s"))
    if riichi:
        own = replaced(state.seats[3], riichi=2)
        state = replaced(state, seats=(*state.seats[:3], own))
    state = replaced(state, live_drawn=70)
    return go(state, Discard(table.dealer, state.drawn), PASS)


@pytest.mark.parametrize(("tenpai", "points"), [(True, (24000, 24000, 24000, 28000)), (False, (25000,) * 4)])
def test_the_last_dealer_shows_its_tenpai_or_declares_noten(tenpai, points):
    state, events = _last_draw(7)
    assert state.phase is Phase.declare and state.actor == 3 and not any(isinstance(e, Ended) for e in events)
    assert legal_actions(state) == {3: (Declare(3, True), Declare(3, False))}
    assert refused(state, Declare(1, False)) == "engine_declare_dealer"
    assert refused(state, PASS) == "engine_not_now"
    state, events = go(state, Declare(3, tenpai))
    ended = events[-1]
    assert ended.hand.result.dealer_declared_noten is not tenpai
    assert ended.hand.result.tenpai == ((3,) if tenpai else ())
    # tenpai: 1000 from each noten seat, the dealer keeps its seat; noten: nobody pays, the dealer
    # gives up its seat and South 4 was the game's last hand
    assert ended.after.points == points and ended.after.over is not tenpai


@pytest.mark.parametrize(
    ("round_index", "changes", "riichi"),
    [(3, None, False), (7, {"last_hand_dealer_may_declare_noten": False}, False), (7, None, True)],
)
def test_no_noten_declaration_before_the_last_hand_without_the_rule_or_in_riichi(
    round_index, changes, riichi
):
    state, events = _last_draw(round_index, changes, riichi)
    assert state.phase is Phase.over and events[-1].hand.result.tenpai == (3,)
    assert refused(state, Declare(3, False)) == "engine_hand_over"


@pytest.mark.parametrize(("red_5p", "han", "points"), [(1, 2, 2000), (2, 3, 3900)])
def test_a_second_red_five_of_a_suit_is_the_fives_second_copy(red_5p, han, points):
    # seat 1 holds 0p (id 52) and 55p (ids 53, 54) and rons 4m: pinfu 30 fu, plus one dora for each
    # red five. With one red 5p only id 52 is red (2 han: 2000); with two, ids 52 and 53 (3 han: 3900)
    ruleset = with_changes(load("mleague"), {"aka_dora": {"p": red_5p}})
    hands = ["13479m1379p1379s", "23m406p55p789s234s", *JUNK[2:]]
    state, _ = deal(start(ruleset), ruleset, lay(hands, live="9m", indicators="1z"))
    assert [t for t in state.seats[1].hand if t // 4 == 13] == [52, 53, 54]
    state, events = go(state, Discard(0, tile(state, 0, "4m")), Respond((Ron(1),)))
    scored = events[-1].scored[0]
    assert ("aka_dora", red_5p) in scored.yaku and (scored.han, scored.fu, scored.points) == (han, 30, points)


# the dealer's first discard is 3m (or 5z, haku); seat 1, on its left, calls it
SAKIZUKE_DEALER = "3m5z1379p1379s19m2z"


@pytest.mark.parametrize(
    ("hand", "call", "fixed"),
    [
        ("12m456p789s2345s5z", "chi", None),  # 123m in a hand of three suits: nothing is fixed
        ("12m456m7899m1156z", "chi", ("chinitsu", "honitsu", "ittsu")),  # manzu and honors: a flush
        ("12m456m789m2345s5p", "chi", ("ittsu",)),  # the chi 123m with 456m and 789m held: ittsu
        ("12m456p789s235s55z", "pon", ("haku",)),  # a haku pon: yakuhai
    ],
)
def test_complete_sakizuke_refuses_a_first_call_that_fixes_no_yaku(hand, call, fixed):
    def first_call(preset):
        state = begin(lay([SAKIZUKE_DEALER, hand, *JUNK[2:]], live="4z"), preset)
        state = go(state, Discard(0, tile(state, 0, "3m" if call == "chi" else "5z")))[0]
        pair = ("1m", "2m") if call == "chi" else ("5z", "5z")
        used = (
            tile(state, 1, pair[0]),
            [t for t in state.seats[1].hand if t // 4 == parse(pair[1])[0].kind][-1],
        )
        return state, Chi(1, used) if call == "chi" else Pon(1, used)

    state, claim = first_call("itsuka-chuuren")  # atozuke = complete_sakizuke
    if fixed is None:
        assert refused(state, Respond((claim,))) == "engine_call_no_yaku"
        assert claim not in legal_actions(state).get(1, ())
        state, claim = first_call("mleague")  # atozuke = allowed: the same call is legal
        assert go(state, Respond((claim,)))[0].seats[1].fixed is None
    else:
        assert claim in legal_actions(state)[1]
        state = go(state, Respond((claim,)))[0]
        assert state.seats[1].fixed == fixed


def test_the_yaku_a_first_call_fixes_go_into_the_wins_request():
    # itsuka-chuuren: seat 1 pons the dealer's haku (fixed: haku), discards 9m and rons seat 2's 4m
    # (23m waits 1m-4m): haku 1 han, 20 fu + 4 (an open honor triplet) = 24 -> 30 fu: 1000 points
    hands = [SAKIZUKE_DEALER, "23m456p789s11s55z9m", *JUNK[2:]]
    state = begin(lay(hands, live="4z9p"), "itsuka-chuuren")
    state = go(state, Discard(0, tile(state, 0, "5z")))[0]
    state = go(state, Respond((Pon(1, tuple(t for t in state.seats[1].hand if t // 4 == 31)),)))[0]
    state = go(state, Discard(1, tile(state, 1, "9m")), PASS, Discard(2, tile(state, 2, "4m")))[0]
    state, events = go(state, Respond((Ron(1),)))
    request = events[-1].hand.result.wins[0].request.request
    assert request.first_call_yaku == ("haku",)
    assert (events[-1].scored[0].yaku, events[-1].scored[0].points) == ((("haku", 1),), 1000)
