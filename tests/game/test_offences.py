"""Offences in recorded play (taikai.game.offences), hand-worked on walls laid out by hand.

Each play breaks one rule; the engine refuses the action and the ruleset's ``offences`` fields say
whether that is an offence and what it costs: 002 (itsuka-chuuren) chombo for a furiten ron, a
kata-agari win and a noten riichi at the draw; 001 (ron-of-20xx) a lost right to win; M-League
chombo for an ankan after riichi that changes the wait and no win for kuikae; Tenhou none of them.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.game.test_engine import JUNK, PASS, TENPAI_1M4M, begin, go, lay, replaced, tile

from taikai.game.engine import Ankan, Chi, Discard, IllegalAction, Meld, Respond, Ron, deal, problem
from taikai.game.offences import Offence, OffenceError, OffenceKind, applied, offence_of
from taikai.game.record import GameRecord
from taikai.game.state import start
from taikai.game.table import run
from taikai.i18n import words
from taikai.rules import Ruleset, load, with_changes
from taikai.rules.kinds import OffenceCost

DRAW = (
    GameRecord.model_validate({"rules": "mleague", "hands": [{"result": {"type": "draw"}}]}).hands[0].result
)
RON = (
    GameRecord.model_validate(
        {
            "rules": "mleague",
            "hands": [{"result": {"type": "ron", "discarder": 0, "wins": [{"seat": 2, "han": 1, "fu": 30}]}}],
        }
    )
    .hands[0]
    .result
)


def _illegal(state, action) -> IllegalAction:
    found = problem(state, action)
    assert isinstance(found, IllegalAction)
    return found


def _furiten_ron(preset: str) -> IllegalAction:
    # seat 1 (waiting on 1m-4m) draws a 4m and discards it; seat 0's 1m five discards later: furiten
    state = begin(lay(["1379m1379p1379s1z", TENPAI_1M4M, *JUNK[2:]], live="9p4m9s9s"), preset)
    for seat in range(4):
        state = go(state, Discard(seat, state.drawn), PASS)[0]
    state = go(state, Discard(0, tile(state, 0, "1m")))[0]
    return _illegal(state, Respond((Ron(1),)))


@pytest.mark.parametrize(
    ("preset", "cost"),
    [
        ("itsuka-chuuren", OffenceCost.chombo),
        ("ron-of-20xx", OffenceCost.no_win),
        ("mleague", OffenceCost.chombo),
    ],
)
def test_a_furiten_ron_is_the_offence_its_ruleset_says(preset, cost):
    found = offence_of(_furiten_ron(preset).reason, load(preset), 0, None)
    assert found is not None
    # four discards, then seat 0's 1m: the ron is on the 5th discard, turn 1 + 5
    assert (found.kind, found.cost, found.hand, found.label, found.turn, found.seat) == (
        OffenceKind.furiten_ron,
        cost,
        0,
        "E1-0",
        6,
        1,
    )
    assert found.rule == "offences.furiten_ron"
    english, japanese = words(found.reason, "en"), words(found.reason, "ja")
    assert english.startswith("East 1, turn 6, seat 1: a ron in furiten: ron on 1m in furiten")
    assert "offences." not in japanese and "フリテンでのロン" in japanese  # no field name in the words
    assert "a ron in" not in japanese and "turn" not in japanese


def test_a_platforms_ruleset_makes_no_offence():
    assert offence_of(_furiten_ron("tenhou").reason, load("tenhou"), 0, None) is None


def _kata_agari(ruleset: Ruleset) -> IllegalAction:
    # RULES.md section 4: north has called west; 123m 78m 999p 11s waits 6m 9m; 9m gives chanta, 6m no
    # yaku: a ron on the 9m is kata-agari
    hands = ["9m137p1379s1234z5m", "2579m1379p135s12z", JUNK[2], "123m78m999p11s333z"]
    state, _ = deal(start(ruleset), ruleset, lay(hands, live="9s"))
    own = state.seats[3]
    west = tuple(t for t in own.hand if t // 4 == 29)
    own = replaced(
        own, hand=tuple(t for t in own.hand if t // 4 != 29), melds=(Meld("pon", west, west[0], 0),)
    )
    state = replaced(state, seats=(*state.seats[:3], own), any_call=True)
    state = go(state, Discard(0, tile(state, 0, "9m")))[0]
    return _illegal(state, Respond((Ron(3),)))


@pytest.mark.parametrize(
    ("ruleset", "words_en"),
    [
        (with_changes(load("mleague"), {"atozuke": "no_kata_agari"}), "kata-agari is forbidden"),
        (load("itsuka-chuuren"), "complete sakizuke"),  # 002: no kata-agari, and the yaku fixed at the call
    ],
)
def test_a_kata_agari_win_is_a_chombo_where_the_ruleset_bans_it(ruleset, words_en):
    found = offence_of(_kata_agari(ruleset).reason, ruleset, 3, RON)
    assert found is not None
    assert (found.kind, found.cost, found.seat, found.turn, found.hand) == (
        OffenceKind.wrong_win,
        OffenceCost.chombo,
        3,
        2,
        3,
    )
    assert words_en in words(found.reason, "en")


def _noten_riichi(preset: str) -> IllegalAction:
    state = begin(lay(JUNK, live="9m"), preset)  # the dealer's 13 tiles and 9m are nowhere near tenpai
    return _illegal(state, Discard(0, state.drawn, riichi=True))


@pytest.mark.parametrize(
    ("preset", "result", "cost"),
    [
        ("itsuka-chuuren", DRAW, OffenceCost.chombo),  # 002: chombo when the hand reaches the draw
        ("itsuka-chuuren", RON, None),  # ... and nothing when someone wins it
        ("mleague", RON, OffenceCost.chombo),  # 004: when found or at the draw
        ("ron-of-20xx", RON, OffenceCost.no_win),  # 001: アガリ放棄
    ],
)
def test_a_noten_riichi_as_each_document_says(preset, result, cost):
    found = offence_of(_noten_riichi(preset).reason, load(preset), 0, result)
    assert (found.cost if found is not None else None) == cost
    if found is not None:
        assert (found.kind, found.seat, found.turn) == (OffenceKind.noten_riichi, 0, 1)


@pytest.mark.parametrize(
    ("preset", "cost"),
    [("mleague", OffenceCost.chombo), ("ron-of-20xx", OffenceCost.no_win), ("itsuka-chuuren", None)],
)
def test_an_ankan_after_riichi_that_changes_the_wait(preset, cost):
    # 11123m 88s waits 1m 4m 8s; the kan of 1m leaves 23m 88s: the 8s wait is gone
    state = begin(lay(["111m23m456p789p88s", "2579m1379p1379s1z", *JUNK[2:]], live="1m"), preset)
    state = replaced(state, seats=(replaced(state.seats[0], riichi=2), *state.seats[1:]))
    found = offence_of(_illegal(state, Ankan(0, 0)).reason, load(preset), 0, None)
    assert (found.cost if found is not None else None) == cost
    if found is not None:
        assert found.kind is OffenceKind.riichi_kan and found.seat == 0


def test_kuikae_is_a_lost_win_under_mleague():
    hands = ["4m1379p1379s1234z", "567m79p3579s1356z", JUNK[2], JUNK[3]]
    state = begin(lay(hands, live="9m"), "mleague")
    state = go(state, Discard(0, tile(state, 0, "4m")))[0]
    state = go(state, Respond((Chi(1, (tile(state, 1, "5m"), tile(state, 1, "6m"))),)))[0]
    found = offence_of(_illegal(state, Discard(1, tile(state, 1, "7m"))).reason, load("mleague"), 0, None)
    assert found is not None and (found.kind, found.cost, found.seat) == (
        OffenceKind.kuikae,
        OffenceCost.no_win,
        1,
    )


def test_an_illegal_call_is_no_offence():
    # a chi from across the table is broken play under every ruleset: the log is refused
    hands = ["4m1379p1379s1234z", JUNK[1], "56m79p3579s1356z7m", JUNK[3]]
    for preset in ("mleague", "itsuka-chuuren", "ron-of-20xx"):
        state = begin(lay(hands, live="9m"), preset)
        state = go(state, Discard(0, tile(state, 0, "4m")))[0]
        illegal = _illegal(state, Respond((Chi(2, (tile(state, 2, "5m"), tile(state, 2, "6m"))),)))
        assert offence_of(illegal.reason, load(preset), 0, None) is None


def test_an_offence_is_kept_as_json_and_read_back():
    ruleset = load("itsuka-chuuren")
    found = offence_of(_kata_agari(ruleset).reason, ruleset, 3, RON)
    assert found is not None
    assert Offence.of_data(json.loads(json.dumps(found.data()))) == found


def _record(rules: str, hand: dict) -> GameRecord:
    return GameRecord.model_validate({"rules": rules, "hands": [hand]})


def _offence(kind: OffenceKind, cost: OffenceCost, seat: int) -> Offence:
    return Offence(kind, cost, 0, "E1-0", 9, seat, _noten_riichi("mleague").reason)


def test_a_noten_riichi_at_the_draw_applied_is_a_mangan_payment_under_002():
    # seat 1 (non-dealer) in riichi and noten, seat 2 tenpai: noten payments 3000 (seat 2 +3000, the
    # others -1000); the chombo: seat 1 pays the dealer 4000 and seats 2, 3 2000 each; its stick stays
    record = _record("itsuka-chuuren", {"riichi": [1], "result": {"type": "draw", "tenpai": [2]}})
    assert run(record).error is not None  # a riichi seat noten at the draw, without its chombo
    outcome = run(applied(record, _offence(OffenceKind.noten_riichi, OffenceCost.chombo, 1)))
    assert outcome.error is None
    final = outcome.states[-1]
    assert final.points == (28000, 15000, 30000, 26000) and final.deposits == 1


def test_a_lost_right_to_win_makes_the_offender_noten_at_the_draw():
    # 001: seats 1 and 2 tenpai (+1500 each from seats 0 and 3); seat 1's right lost: seat 2 alone
    record = _record("ron-of-20xx", {"result": {"type": "draw", "tenpai": [1, 2]}})
    assert run(record).states[-1].points == (23500, 26500, 26500, 23500)
    outcome = run(applied(record, _offence(OffenceKind.wrong_win, OffenceCost.no_win, 1)))
    assert outcome.states[-1].points == (24000, 24000, 28000, 24000)


def test_a_lost_right_to_win_cannot_rewrite_a_hand_the_offender_won():
    record = _record(
        "ron-of-20xx", {"result": {"type": "ron", "discarder": 0, "wins": [{"seat": 1, "han": 1, "fu": 30}]}}
    )
    with pytest.raises(OffenceError) as raised:
        applied(record, _offence(OffenceKind.kuikae, OffenceCost.no_win, 1))
    assert raised.value.code == "offence_cannot_apply"
    assert "edit the game's hands" in words(raised.value, "en") and "編集" in words(raised.value, "ja")


COSTS = st.sampled_from(list(OffenceCost))


@settings(max_examples=40, deadline=None)
@given(
    preset=st.sampled_from(["mleague", "itsuka-chuuren", "ron-of-20xx", "tenhou"]),
    furiten=COSTS,
    noten=COSTS,
    at_draw_only=st.booleans(),
    drawn=st.booleans(),
)
def test_whether_it_is_an_offence_and_its_cost_are_the_rulesets_fields(
    preset, furiten, noten, at_draw_only, drawn
):
    # any preset with any offences fields: the cost is the field's, none is no offence, a noten riichi
    # counted only at the draw is none when the hand was won; the preset's name decides nothing
    changes = {
        "furiten_ron": furiten.value,
        "noten_riichi": noten.value,
        "noten_riichi_at_draw_only": at_draw_only,
    }
    ruleset = with_changes(load(preset), {"offences": changes})
    result = DRAW if drawn else RON
    found = offence_of(FURITEN.reason, ruleset, 0, result)
    assert (found.cost if found is not None else OffenceCost.none) == furiten
    found = offence_of(NOTEN.reason, ruleset, 0, result)
    expected = OffenceCost.none if at_draw_only and not drawn else noten
    assert (found.cost if found is not None else OffenceCost.none) == expected


FURITEN, NOTEN = _furiten_ron("mleague"), _noten_riichi("mleague")
