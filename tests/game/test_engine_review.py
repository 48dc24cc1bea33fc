"""Independent review of the table engine and the settlement on cases the other tests do not try.

Every expected number is worked by hand from RULES.md sections 1, 2, 5 and CONTRACTS.md section 2.
"""

from __future__ import annotations

import json
from decimal import Decimal

import pytest
from typer.testing import CliRunner

from taikai.cli.main import app
from taikai.contracts.game import parse_record
from taikai.game.record import RecordError
from taikai.game.settle import Penalty, settle
from taikai.game.table import run
from taikai.i18n import words
from taikai.rules import load

NOTEN = {"result": {"type": "draw"}}  # nobody tenpai: no payment, the deal passes, honba + 1


def play(rules, *hands):
    return run(parse_record({"rules": rules, "hands": list(hands)}), load(rules))


def ron(discarder, *wins, **extra):
    return {"result": {"type": "ron", "discarder": discarder, "wins": list(wins)}, **extra}


def tsumo(win, **extra):
    return {"result": {"type": "tsumo", "win": win}, **extra}


def draw(tenpai=(), **extra):
    return {"result": {"type": "draw", "tenpai": list(tenpai)}, **extra}


def pts(out, index=-1):
    return list(out.states[index].points)


def scores(settlement):
    return [r.score for r in settlement.results]


def d(*values):
    return [Decimal(v) for v in values]


# --------------------------------------------------------------------------- honba and deposits


def test_dealer_tsumo_honba_is_100_from_each_of_three_payers():
    # mleague: hand 1 dealer tenpai alone -> 28000/24000x3, 1 honba. hand 2: honba 1 -> renchan 2 honba
    # hand 3: dealer tsumo 3 han 30 fu: base 30 x 2^5 = 960, x2 = 1920 -> 2000 all, + 2 x 100 each
    #   -> 2200 x 3 = +6600: 28000 + 3000 (hand 2 tenpai alone again) ... see below
    # hand 2: dealer tenpai alone again: 31000/23000x3, 2 honba
    # hand 3: 31000 + 6600 = 37600, others 23000 - 2200 = 20800; renchan, 3 honba
    out = play("mleague", draw([0]), draw([0]), tsumo({"seat": 0, "han": 3, "fu": 30}))
    assert pts(out) == [37600, 20800, 20800, 20800]
    assert (out.final.dealer, out.final.honba) == (0, 3)


def test_ron_honba_is_300_from_the_discarder_only():
    # hitonazo-m: two noten draws -> dealer seat 2, 2 honba. seat 3 rons seat 0 for 1 han 30 fu:
    # 30 x 2^3 = 240 x 4 = 960 -> 1000, + 2 x 300 = 600 from seat 0 only: 25000 - 1600 = 23400
    out = play("hitonazo-m", NOTEN, NOTEN, ron(0, {"seat": 3, "han": 1, "fu": 30}))
    assert pts(out) == [23400, 25000, 25000, 26600]
    assert (out.final.dealer, out.final.honba) == (3, 0)


def test_itsuka_triple_ron_honba_to_first_sticks_to_first_riichi_winner():
    # hand 1: dealer tenpai alone -> 28000/24000/24000/24000, 1 honba, dealer stays
    # hand 2: seats 2 and 3 riichi (-1000 each); dealer seat 0 deals into seats 1, 2, 3 (triple ron):
    #   seat 1 (no riichi) 2 han fu-less ron 2000 + the 300 honba (first after the discarder);
    #   seat 2 (riichi) 1 han 1000 + both sticks (2000): the first winner who declared riichi;
    #   seat 3 (riichi) 3 han 4000.
    #   seat 0: 28000 - 2300 - 1000 - 4000 = 20700; seat 1: 24000 + 2300 = 26300;
    #   seat 2: 24000 - 1000 + 1000 + 2000 = 26000; seat 3: 24000 - 1000 + 4000 = 27000 (sum 100000)
    hand = ron(0, {"seat": 3, "han": 3}, {"seat": 1, "han": 2}, {"seat": 2, "han": 1}, riichi=[2, 3])
    out = play("itsuka-chuuren", draw([0]), hand)
    assert out.error is None
    assert pts(out) == [20700, 26300, 26000, 27000]
    assert (out.final.dealer, out.final.honba, out.final.deposits) == (1, 0, 0)


def test_itsuka_non_riichi_winners_leave_the_sticks_for_the_next_riichi_winner():
    # hand 1 (East 1, dealer 0): seat 0 riichi (-1000); seat 3 deals in to seats 1 and 2 (double ron,
    #   neither in riichi): seat 1 1 han 1000, seat 2 2 han 2000; the stick stays on the table:
    #   24000 / 26000 / 27000 / 22000, 1 deposit; non-dealer win -> East 2, honba 0
    # hand 2 (East 2, dealer seat 1): seat 2 riichi (-1000) and tenpai alone (+3000, others -1000):
    #   23000 / 25000 / 29000 / 21000, 2 sticks; dealer noten -> East 3 (dealer seat 2), 1 honba
    # hand 3 (East 3): seat 0 (no riichi this hand) tsumo 1 han: 300 / 300 / 500 (dealer) + 100 each
    #   -> +1400: 24400 / 24600 / 28400 / 20600; the sticks stay (seat 0 did not declare riichi)
    # hand 4 (East 4, dealer seat 3, honba 0): seat 3 riichi, rons seat 1 for 1 han: dealer ron 1500,
    #   + 3 sticks: seat 3 20600 - 1000 + 1500 + 3000 = 24100; seat 1 24600 - 1500 = 23100
    out = play(
        "itsuka-chuuren",
        ron(3, {"seat": 2, "han": 2}, {"seat": 1, "han": 1}, riichi=[0]),
        draw(riichi=[2], tenpai=[2]),
        tsumo({"seat": 0, "han": 1}),
        ron(1, {"seat": 3, "han": 1}, riichi=[3]),
    )
    assert out.error is None
    assert pts(out, 1) == [24000, 26000, 27000, 22000] and out.states[1].deposits == 1
    # the draw: seat 2 tenpai alone +3000, others -1000; riichi stick -1000
    assert pts(out, 2) == [23000, 25000, 29000, 21000] and out.states[2].deposits == 2
    assert (out.states[2].dealer, out.states[2].honba) == (2, 1)
    # hand 3: seat 0 non-dealer tsumo 1 han, honba 1: 400 / 400 / 600 -> +1400
    assert pts(out, 3) == [24400, 24600, 28400, 20600] and out.states[3].deposits == 2
    # hand 4: honba 0 (non-dealer win reset); seat 3: 20600 - 1000 + 1000 + 3000 = 23600
    assert pts(out) == [24400, 23100, 28400, 24100] and out.final.deposits == 0


def test_mleague_three_rons_head_bump_pays_only_the_first_after_the_discarder():
    # hand 1: noten draw -> dealer seat 1, 1 honba. hand 2: seat 0 riichi; seat 2 discards; seats 0, 1, 3
    # declare. Turn order after seat 2: 3, 0, 1 -> only seat 3: 2 han 30 fu 480 x 4 = 1920 -> 2000
    # + 300 honba + the stick: seat 3 25000 + 3300 = 28300, seat 2 25000 - 2300 = 22700, seat 0 24000
    hand = ron(
        2, {"seat": 0, "han": 1, "fu": 30}, {"seat": 1, "han": 5}, {"seat": 3, "han": 2, "fu": 30}, riichi=[0]
    )
    out = play("mleague", NOTEN, hand)
    assert pts(out) == [24000, 25000, 22700, 28300]
    assert (out.final.dealer, out.final.honba, out.final.deposits) == (2, 0, 0)


# --------------------------------------------------------------------------- draws and rotation


@pytest.mark.parametrize(
    ("tenpai", "expected"),
    [
        ((), [25000] * 4),  # nobody: no payment
        ((2,), [24000, 24000, 28000, 24000]),  # 3000 to one, 1000 from each
        ((0, 3), [26500, 23500, 23500, 26500]),  # 1500 each way
        ((0, 1, 3), [26000, 26000, 22000, 26000]),  # 1000 to each of three from the one
        ((0, 1, 2, 3), [25000] * 4),  # all tenpai: no payment
    ],
)
def test_noten_payments_zero_to_four_tenpai(tenpai, expected):
    out = play("hitonazo-m", draw(tenpai))
    assert pts(out) == expected
    # the dealer renchans exactly when tenpai; every exhaustive draw adds a honba
    assert out.final.dealer == (0 if 0 in tenpai else 1) and out.final.honba == 1


def test_rotation_after_non_dealer_win_dealer_tenpai_and_dealer_noten():
    # dealer tenpai draw: same dealer, 1 honba; dealer noten draw: next dealer, 2 honba;
    # non-dealer (seat 2) ron: next dealer seat 2, honba 0
    out = play("mleague", draw([0]), draw([1]), ron(3, {"seat": 2, "han": 1, "fu": 30}))
    assert [(s.dealer, s.honba) for s in out.states] == [(0, 0), (0, 1), (1, 2), (2, 0)]


def test_abortive_tenhou_adds_a_honba_itsuka_does_not():
    kyuushu = {"result": {"type": "abortive", "kind": "kyuushu_kyuuhai"}, "riichi": []}
    tenhou = play("tenhou", draw([1]), kyuushu)  # 1 honba after the draw (dealer seat 1), then +1
    assert (tenhou.final.dealer, tenhou.final.honba) == (1, 2)
    itsuka = play("itsuka-chuuren", draw([1]), kyuushu)  # redeal: same dealer, same honba
    assert (itsuka.final.dealer, itsuka.final.honba) == (1, 1)
    for rules in ("mleague", "hitonazo-m", "ron-of-20xx"):
        assert "not an abortive draw" in str(play(rules, kyuushu).error)


# --------------------------------------------------------------------------- end of the game


def test_itsuka_extension_plays_the_whole_west_round_then_ends():
    # 8 noten draws: all 25000 after South 4 -> West 1 (round 8), 8 honba
    # West 1: seat 1 mangan tsumo (fu-less 4 han): 2000 / 4000 (dealer seat 0) + 800 from each:
    #   seat 1 25000 + 2800 + 2800 + 4800 = 35400; seat 0 20200; seats 2, 3 22200
    # seat 1 holds 30000 but the round goes on: West 2, 3 and 4 (noten draws); after West 4 it ends
    hands = [NOTEN] * 8 + [tsumo({"seat": 1, "han": 4})] + [NOTEN] * 3
    out = play("itsuka-chuuren", *hands)
    assert out.error is None
    assert pts(out, 9) == [20200, 35400, 22200, 22200]
    assert [s.over for s in out.states[8:]] == [False, False, False, False, True]
    # toward_return: 35400 -> 35000 (+5.0); 20200 -> 21000 (-9.0); 22200 -> 23000 (-7.0); no uma
    assert scores(out.settlement) == d("-9.0", "5.0", "-7.0", "-7.0")
    # nothing after the end
    assert "already over" in str(play("itsuka-chuuren", *hands, NOTEN).error)


def test_itsuka_nobody_at_30000_after_west_4_goes_north_then_east_again():
    out = play("itsuka-chuuren", *[NOTEN] * 16)  # E1..S4, W1..W4, N1..N4: nobody ever reaches 30000
    assert out.error is None and not out.final.over and out.final.round == 16  # East 1 again


def test_ron_of_20xx_time_called_in_east_3_is_the_last_hand():
    # E1, E2 noten draws; E3 (dealer seat 2, 2 honba): dealer tenpai alone, time called -> last hand
    # 28000 for seat 2, 24000 for the others; 2 sticks? none. uma 50/10/-10/-30 split three tied 2nd:
    # seat 2: -2.0 + 50 = +48.0; three share 10 - 10 - 30 = -30: -10.0 each, base -6.0 -> -16.0
    out = play("ron-of-20xx", NOTEN, NOTEN, draw([2], time_called=True))
    assert out.final.over and out.final.round == 2
    assert scores(out.settlement) == d("-16.0", "-16.0", "48.0", "-16.0")
    assert out.settlement.residue == Decimal("0.0")


# --------------------------------------------------------------------------- chombo


def test_ron_of_20xx_chombo_confiscation_settles_on_88000():
    # E1 chombo by seat 0: 12000 confiscated, replayed (dealer 0, honba 0). Then 8 noten draws end it.
    # 13000 / 25000 x3 (sum 88000). three tied first share 50 + 10 - 10 = 50: 16.7/16.7/16.6 by seat;
    # base -5.0 -> 11.7, 11.7, 11.6; seat 0: -17.0 - 30 = -47.0; residue = -12.0 (the confiscation)
    chombo = {"result": {"type": "chombo", "seat": 0, "intentional": False}}
    out = play("ron-of-20xx", chombo, *[NOTEN] * 8)
    assert out.final.over and pts(out) == [13000, 25000, 25000, 25000]
    assert scores(out.settlement) == d("-47.0", "11.7", "11.7", "11.6")
    assert out.settlement.residue == Decimal("-12.0")


def test_mleague_chombo_minus_20_and_intentional_times_three_in_the_run():
    hands = [
        {"result": {"type": "chombo", "seat": 1, "intentional": False}},
        {"result": {"type": "chombo", "seat": 2, "intentional": True}},
        *[NOTEN] * 8,
    ]
    out = play("mleague", *hands)
    # all 25000, split four ways: uma 50+10-10-30 = 20 -> 5.0 each, base -5.0 -> 0.0; penalties
    assert pts(out) == [25000] * 4
    assert scores(out.settlement) == d("0.0", "-20.0", "-60.0", "0.0")
    assert out.settlement.residue == Decimal("-80.0")


@pytest.mark.parametrize(
    ("seat", "expected"),
    [
        (1, [29000, 17000, 27000, 27000]),  # non-dealer: 4000 to the dealer, 2000 to each other
        (0, [13000, 29000, 29000, 29000]),  # dealer: 4000 to each
    ],
)
def test_itsuka_chombo_mangan_payment(seat, expected):
    out = play("itsuka-chuuren", {"result": {"type": "chombo", "seat": seat, "intentional": False}})
    assert pts(out) == expected and out.final.dealer == 0 and out.final.honba == 0


# --------------------------------------------------------------------------- impossible records


@pytest.mark.parametrize(
    ("rules", "first", "left"),
    [
        # tenhou: the dealer rons seat 1 for 2 han 60 fu = 60 x 2^4 x 6 = 5760 -> 5800, then for a
        # haneman 18000 + 300 honba: 25000 - 5800 - 18300 = 900
        ("tenhou", {"han": 2, "fu": 60}, 900),
        # itsuka-chuuren (fu-less): 3 han dealer ron 6000, then 18000 + 300: 700
        ("itsuka-chuuren", {"han": 3}, 700),
    ],
)
def test_riichi_with_too_few_points_is_refused_exactly_below_1000(rules, first, left):
    # hand 3: seat 1 riichi with fewer than 1000 -> refused, naming the hand; hands 1 and 2 kept
    base = [ron(1, {"seat": 0, **first}), ron(1, {"seat": 0, "han": 6})]
    out = play(rules, *base, draw([0, 1], riichi=[1]))
    assert pts(out, 2) == [50000 - left, left, 25000, 25000]
    assert "hand 3 (East 1, 2 honba)" in str(out.error) and f"seat 1 declared riichi with {left}" in str(
        out.error
    )
    assert len(out.states) == 3 and out.settlement is None
    # exactly 1000 is enough: seat 2 rons seat 1 for a mangan (8000), then, seat 1 dealing, for a baiman
    # (16000): 1000 left; seat 1 riichi, tenpai with seat 0: 1000 - 1000 + 1500
    base = [ron(1, {"seat": 2, "han": 5}), ron(1, {"seat": 2, "han": 8})]
    out = play(rules, *base, draw([0, 1], riichi=[1]))
    assert out.error is None and pts(out, 2)[1] == 1000 and pts(out)[1] == 1000 - 1000 + 1500


def test_fifth_kan_refused_fourth_accepted():
    assert play("mleague", draw(kans=4)).error is None
    with pytest.raises(
        RecordError, match=r"field 'hands\[1\].kans': Input should be less than or equal to 4"
    ):
        play("mleague", NOTEN, draw(kans=5))


def test_negative_riichi_allowed_under_mleague():
    out = play("mleague", ron(1, {"seat": 0, "points": 36000}), draw([0, 1], riichi=[1]))
    assert out.error is None and pts(out)[1] == -11000 - 1000 + 1500


# --------------------------------------------------------------------------- pao


def test_pao_tsumo_dealer_winner_pao_pays_48000_and_honba():
    # mleague: draw, dealer tenpai -> 28000 / 24000 x3, 1 honba. dealer daisangen tsumo, pao seat 2:
    # seat 2 pays the dealer yakuman as a ron (48000) + 100 x 3 honba = 48300 alone
    hand = tsumo({"seat": 0, "yakuman": 1, "yaku": ["daisangen"], "pao": {"seat": 2}})
    out = play("mleague", draw([0]), hand)
    assert pts(out) == [28000 + 48300, 24000, 24000 - 48300, 24000]


def test_pao_ron_half_each_honba_with_the_pao_player_dealer_discarder():
    # mleague, 2 honba after two noten draws (dealer seat 2). seat 1 daisangen ron from seat 2,
    # pao seat 3: 32000 -> 16000 each; the 600 honba from seat 3
    hand = ron(2, {"seat": 1, "yakuman": 1, "yaku": ["daisangen"], "pao": {"seat": 3}})
    out = play("mleague", NOTEN, NOTEN, hand)
    assert pts(out) == [25000, 25000 + 32600, 25000 - 16000, 25000 - 16600]


# --------------------------------------------------------------------------- settlement


@pytest.mark.parametrize(
    ("points", "split", "seat_order"),
    [
        # four tied: split -> uma sum 20 / 4 = 5.0 each, base -5.0 -> 0.0 each;
        # seat_order -> -5 + 50, -5 + 10, -5 - 10, -5 - 30
        ([25000] * 4, ["0.0"] * 4, ["45.0", "5.0", "-15.0", "-35.0"]),
        # three tied last (seats 0, 2, 3 at 20000; seat 1 40000): 10 + 50 = 60;
        # split: (10 - 10 - 30) / 3 = -10 each, base -10 -> -20.0; seat_order: -10 + 10, -20, -40
        (
            [20000, 40000, 20000, 20000],
            ["-20.0", "60.0", "-20.0", "-20.0"],
            ["0.0", "60.0", "-20.0", "-40.0"],
        ),
        # two tied in the middle (seats 1, 3): split 0 / 2 -> -5.0 each; seat_order -5 + 10, -5 - 10
        ([40000, 25000, 10000, 25000], ["60.0", "-5.0", "-50.0", "-5.0"], ["60.0", "5.0", "-50.0", "-15.0"]),
        # two tied last (seats 0, 1): split (-10 - 30) / 2 = -20 -> -40.0 each
        (
            [10000, 10000, 50000, 30000],
            ["-40.0", "-40.0", "70.0", "10.0"],
            ["-30.0", "-50.0", "70.0", "10.0"],
        ),
        # three tied first (seats 1, 2, 3), seat 0 last: 50 / 3 -> 16.7 / 16.7 / 16.6 in seat order
        ([10000, 30000, 30000, 30000], ["-50.0", "16.7", "16.7", "16.6"], ["-50.0", "50.0", "10.0", "-10.0"]),
    ],
)
def test_ties_two_three_four_first_middle_last(points, split, seat_order):
    assert scores(settle(points, load("mleague"))) == d(*split)
    assert scores(settle(points, load("hitonazo-m"))) == d(*seat_order)


def test_leftover_deposits_to_a_tied_top_group_and_lost_under_itsuka():
    # mleague: seats 3 and 0 tied top at 32000, 2000 points on the table (2 sticks): 98000 - 2000 sticks
    # (32000 + 32000 + 20000 + 14000 = 98000). uma (50 + 10) / 2 = 30 each; base +2.0; sticks 2.0 / 2 = 1.0
    # -> 33.0, 33.0; seat 1: -10 - 10 = -20.0; seat 2 -16 - 30 = -46.0. sum 0.0
    result = settle([32000, 20000, 14000, 32000], load("mleague"), deposits=2)
    assert scores(result) == d("33.0", "-20.0", "-46.0", "33.0") and result.residue == Decimal("0.0")
    # three sticks among two: 3.0 -> 1.5 / 1.5; among three tied (seats 1, 2, 3) 1 stick: 0.4/0.3/0.3
    result = settle([3000, 32000, 32000, 32000], load("mleague"), deposits=1)
    # 50 / 3 -> 16.7 16.7 16.6, stick 0.4 0.3 0.3, base +2.0 -> 19.1, 19.0, 18.9; seat 0 -27 - 30 = -57.0
    assert scores(result) == d("-57.0", "19.1", "19.0", "18.9")
    # itsuka: the two sticks are lost. 32000 -> 32000 (+2.0) x2; 20000 -> 20000 (-10.0); 14000 (-16.0)
    result = settle([32000, 20000, 14000, 32000], load("itsuka-chuuren"), deposits=2)
    assert scores(result) == d("2.0", "-10.0", "-16.0", "2.0")
    assert result.residue == Decimal("-22.0")  # -20.0 (return above start, no uma) - 2.0 lost sticks


def test_toward_return_exactly_30000_and_negative_points():
    # 30000 stays (0.0); 30900 rounds DOWN to 30000 (0.0); 41500 -> 41000 (+11.0); -2400 is below 30000:
    # rounded UP to -2000 (-32.0). Places come from the rounded points (RULES.md 2.3): seats 0 and 1
    # now tie at 30000 and share 2nd (split). No uma: residue = 0 + 0 + 11 - 32 = -21.0
    result = settle([30000, 30900, 41500, -2400], load("itsuka-chuuren"))
    assert [r.points for r in result.results] == [30000, 30000, 41000, -2000]
    assert scores(result) == d("0.0", "0.0", "11.0", "-32.0")
    assert [r.place for r in result.results] == [2, 2, 1, 4]
    assert result.residue == Decimal("-21.0")
    # 29100 rounds UP to 30000 (0.0), -1000 stays -1000 (-31.0)
    result = settle([29100, 30900, 41000, -1000], load("itsuka-chuuren"))
    assert [r.points for r in result.results] == [30000, 30000, 41000, -1000]


def test_settle_contract_examples_on_the_cli():
    runner = CliRunner()
    requests = [
        {
            "rules": "mleague",
            "points": [48000, 31000, 12000, 9000],
            "deposits": 0,
            "penalties": [{"seat": 2, "kind": "chombo"}],
        },
        {
            "rules": "ron-of-20xx",
            "points": [13000, 25000, 25000, 25000],
            "deposits": 0,
            "penalties": [{"seat": 0, "kind": "chombo"}],
        },
    ]
    text = "\n".join(json.dumps(r) for r in requests) + "\n"
    out = runner.invoke(app, ["settle", "--jsonl"], input=text)
    assert out.exit_code == 0, out.output
    first, second = (json.loads(line) for line in out.output.splitlines() if line.strip())
    assert first == {
        "ok": True,
        "results": [
            {"seat": 0, "points": 48000, "place": 1, "score": 68.0},
            {"seat": 1, "points": 31000, "place": 2, "score": 11.0},
            {"seat": 2, "points": 12000, "place": 3, "score": -48.0},
            {"seat": 3, "points": 9000, "place": 4, "score": -51.0},
        ],
        "residue": -20.0,
    }
    assert second["ok"] and [r["score"] for r in second["results"]] == [-47.0, 11.7, 11.7, 11.6]
    assert second["residue"] == -12.0


def test_penalty_objects_pt_values():
    result = settle([25000] * 4, load("mleague"), penalties=[Penalty(1, "chombo_intentional")])
    assert scores(result) == d("0.0", "-60.0", "0.0", "0.0")


@pytest.mark.parametrize(
    ("rules", "win", "reason"),
    [
        # itsuka-chuuren: pao = [] ("none stated"): the discarder pays the whole 32000
        ("itsuka-chuuren", {"seat": 1, "yakuman": 1, "pao": {"seat": 3}}, "pao is not played"),
        ("itsuka-chuuren", {"seat": 1, "points": 32000, "pao": {"seat": 3}}, "pao is not played"),
        # tenhou: pao on daisangen and daisuushii only, not suukantsu
        ("tenhou", {"seat": 1, "yakuman": 1, "yaku": ["suukantsu"], "pao": {"seat": 3}}, "not to suukantsu"),
    ],
)
def test_pao_the_ruleset_does_not_play_is_refused(rules, win, reason):
    out = play(rules, ron(2, win))
    assert "hand 1 (East 1)" in str(out.error) and reason in str(out.error)
    # mleague plays pao on suukantsu: 32000 -> 16000 from seat 2, 16000 from seat 3
    ok = play("mleague", ron(2, {"seat": 1, "yakuman": 1, "yaku": ["suukantsu"], "pao": {"seat": 3}}))
    assert pts(ok) == [25000, 57000, 9000, 9000]


def test_head_bump_leaves_the_bumped_dealer_unpaid_and_the_deal_passes():
    # seat 2 discards; the dealer (seat 0, mangan) and seat 3 (1 han 30 fu) declare. Turn order after
    # seat 2 is 3, 0, 1 -> only seat 3: 240 x 4 = 960 -> 1000. The dealer did not win: the deal passes
    hand = ron(2, {"seat": 0, "han": 5}, {"seat": 3, "han": 1, "fu": 30})
    out = play("mleague", hand)
    assert pts(out) == [25000, 25000, 24000, 26000] and (out.final.dealer, out.final.honba) == (1, 0)


def test_tenhou_double_ron_dealer_second_renchan_sticks_and_honba_to_the_first():
    # hand 1: dealer tenpai alone: 28000 / 24000 x3, 1 honba. hand 2: the dealer riichi (27000);
    # seat 1 discards; seats 2 and 0 ron. Turn order after seat 1: 2, 3, 0 -> seat 2 first:
    #   seat 2: 1 han 30 fu 1000 + 300 honba + the stick 1000 -> 26300
    #   seat 0: dealer 1 han 30 fu 240 x 6 = 1440 -> 1500 -> 28500; seat 1 24000 - 2800 = 21200
    # the dealer won: renchan and 2 honba
    hand = ron(1, {"seat": 0, "han": 1, "fu": 30}, {"seat": 2, "han": 1, "fu": 30}, riichi=[0])
    out = play("tenhou", draw([0]), hand)
    assert pts(out) == [28500, 21200, 26300, 24000]
    assert (out.final.dealer, out.final.honba, out.final.deposits) == (0, 2, 0)


def test_seat_order_tie_at_the_top_gives_the_leftover_stick_to_the_first_dealer_side():
    # hitonazo-m (seat_order): seats 0, 2, 3 at 32000 -> places 1, 2, 3 by seat; the stick to seat 0 only:
    # seat 0 2 + 50 + 1 = 53.0; seat 2 2 + 10 = 12.0; seat 3 2 - 10 = -8.0; seat 1 -27 - 30 = -57.0
    result = settle([32000, 3000, 32000, 32000], load("hitonazo-m"), deposits=1)
    assert scores(result) == d("53.0", "-57.0", "12.0", "-8.0") and result.residue == Decimal("0.0")


def test_chombo_hand_returns_its_riichi_sticks_but_keeps_penalty_deposits():
    # mleague chombo by seat 1: seat 2's riichi stick goes back, seat 3's 1000 penalty deposit stays on
    # the table; the hand is replayed by the same dealer with the same honba; -20.0 pt at the settlement
    out = play("mleague", {"result": {"type": "chombo", "seat": 1}, "riichi": [2], "deposits": [3]})
    assert pts(out) == [25000, 25000, 25000, 24000]
    assert (out.final.deposits, out.final.dealer, out.final.honba) == (1, 0, 0)


def test_itsuka_extension_reaches_north_and_ends_after_north_4():
    # 12 noten draws: E1..S4 and W1..W4 with everybody at 25000 -> North 1 (round 12), 12 honba.
    # North 1 (dealer seat 0): seat 0 dealer mangan tsumo 4000 all + 1200 each -> 25000 + 15600 = 40600,
    #   others 19800; renchan (13 honba). North 1 again: noten draw -> North 2 ... North 4 noten draws:
    #   the round ends with seat 0 at 40600 -> over after North 4, not before
    hands = [NOTEN] * 12 + [tsumo({"seat": 0, "han": 5})] + [NOTEN] * 4
    out = play("itsuka-chuuren", *hands)
    assert out.error is None
    assert pts(out, 13) == [40600, 19800, 19800, 19800] and out.states[13].round == 12
    assert [s.round for s in out.states[14:]] == [13, 14, 15, 16]
    assert [s.over for s in out.states[13:]] == [False, False, False, False, True]
    assert words(out.states[-2].label) == "North 4, 16 honba"


DAISANGEN = {
    "hand": "123m55p",
    "win_tile": "5p",
    "melds": [
        {"type": "pon", "tiles": "555z", "from": "left"},
        {"type": "pon", "tiles": "666z", "from": "across"},
        {"type": "pon", "tiles": "777z", "from": "right"},
    ],
}


def test_a_wins_own_pao_field_applies_to_a_scored_request_without_pao():
    # the docs: a request's own pao is used when the win has no pao field -> the win's field names pao.
    # seat 1 daisangen ron from seat 0, pao seat 2: 32000 -> 16000 + 16000 (it used to be ignored:
    # seat 0 paid all 32000)
    win = {"seat": 1, "request": DAISANGEN, "pao": {"seat": 2}}
    out = play("mleague", ron(0, win))
    assert out.error is None and pts(out) == [9000, 57000, 9000, 25000]
    # under itsuka-chuuren (no pao) the staff's pao is refused instead of being dropped silently
    assert "pao is not played" in str(play("itsuka-chuuren", ron(0, win)).error)
