"""Settlement (RULES.md section 2): worked checks from the spec and the seed documents, ties, penalties."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taikai.errors import Inconsistent, TaikaiError
from taikai.game.settle import Penalty, divide, settle
from taikai.rules import load

D = Decimal


def scores(points, rules="mleague", deposits=0, penalties=()):
    s = settle(points, load(rules) if isinstance(rules, str) else rules, deposits, penalties)
    return [str(r.score) for r in s.results]


def places(points, rules="mleague"):
    return [r.place for r in settle(points, load(rules)).results]


def test_spec_worked_check_plain():
    # base (p - 30000)/1000: +18, +1, -18, -21; uma +50 +10 -10 -30 -> 68, 11, -28, -51
    assert scores([48000, 31000, 12000, 9000]) == ["68.0", "11.0", "-28.0", "-51.0"]


def test_spec_two_tied_first_share_50_plus_10():
    # base +5 +5 -10 -20; the two first share 50 + 10 = 60 -> 30 each; -10, -30
    assert scores([35000, 35000, 20000, 10000]) == ["35.0", "35.0", "-20.0", "-50.0"]
    assert places([35000, 35000, 20000, 10000]) == [1, 1, 3, 4]


def test_spec_three_tied_first_with_a_leftover_deposit():
    # base +2 each, -27; uma 50 + 10 - 10 = 50.0 = 500 units / 3 -> 167 167 166;
    # the deposit 1.0 = 10 units / 3 -> 4 3 3; seat order from the first dealer takes the remainders
    # 2 + 16.7 + 0.4 = 19.1; 2 + 16.7 + 0.3 = 19.0; 2 + 16.6 + 0.3 = 18.9; -27 - 30 = -57
    assert scores([32000, 32000, 32000, 3000], deposits=1) == ["19.1", "19.0", "18.9", "-57.0"]


def test_official_mleague_2021_10_28_game_2():
    # 8 + 30 = 38 twice; -10.3 - 10 = -20.3; -25.7 - 30 = -55.7
    assert scores([38000, 38000, 19700, 4300]) == ["38.0", "38.0", "-20.3", "-55.7"]


def test_official_mleague_2021_11_09_game_1():
    # 15.2 + 50 = 65.2; two share 2nd/3rd: (10 - 10)/2 = 0 -> -9.1 each; -17 - 30 = -47.0
    assert scores([45200, 20900, 20900, 13000]) == ["65.2", "-9.1", "-9.1", "-47.0"]
    assert places([45200, 20900, 20900, 13000]) == [1, 2, 2, 4]


def test_ron_of_20xx_16300_is_minus_13_7_before_uma():
    # (16300 - 30000) / 1000 = -13.7; in 4th place with uma -30 -> -43.7
    assert scores([43700, 20000, 20000, 16300], "ron-of-20xx")[3] == "-43.7"


def test_itsuka_rounding_toward_return_from_002():
    # 24400 -> up to 25000 -> -5.0; 31600 -> down to 31000 -> +1.0; no uma in 002
    # 34000 stays, 10000 stays -> +4.0, -20.0; not zero-sum: residue -20.0
    s = settle([24400, 31600, 34000, 10000], load("itsuka-chuuren"))
    assert [r.points for r in s.results] == [25000, 31000, 34000, 10000]
    assert [str(r.score) for r in s.results] == ["-5.0", "1.0", "4.0", "-20.0"]
    assert s.residue == D("-20.0")


def test_itsuka_rounding_boundaries():
    # exactly at return stays; 29999 is not a table amount, 29900 rounds up to 30000; 30900 down to 30000
    s = settle([30000, 29900, 30900, 9200], load("itsuka-chuuren"))
    assert [r.points for r in s.results] == [30000, 30000, 30000, 10000]


def test_itsuka_leftover_deposits_are_lost():
    # 2 sticks lost: 4 x 25000 - 2000 = 98000 on the table; no to_top share; residue -20.0 - ...
    s = settle([40000, 30000, 18000, 10000], load("itsuka-chuuren"), deposits=2)
    # +10, 0, -12, -20 = -22.0 (the 2000 lost points are -2.0 of it)
    assert [str(r.score) for r in s.results] == ["10.0", "0.0", "-12.0", "-20.0"]
    assert s.residue == D("-22.0")


def test_mleague_chombo_contract_example():
    # the contract: seat 2 -28.0 - 20.0 = -48.0; residue -20.0
    s = settle([48000, 31000, 12000, 9000], load("mleague"), penalties=[Penalty(2, "chombo")])
    assert [str(r.score) for r in s.results] == ["68.0", "11.0", "-48.0", "-51.0"]
    assert s.residue == D("-20.0")


def test_mleague_intentional_chombo_counts_three_times_and_red_card():
    # intentional: -20 x 3 = -60 -> -28 - 60 = -88; a red card -20 on seat 3 -> -71
    s = settle(
        [48000, 31000, 12000, 9000],
        load("mleague"),
        penalties=[Penalty(2, "chombo_intentional"), Penalty(3, "red_card")],
    )
    assert [str(r.score) for r in s.results] == ["68.0", "11.0", "-88.0", "-71.0"]
    assert s.residue == D("-80.0")


def test_hitonazo_chombo_is_minus_20_and_red_card_not_in_rules():
    assert scores([48000, 31000, 12000, 9000], "hitonazo-m", penalties=[Penalty(0, "chombo")])[0] == "48.0"
    with pytest.raises(TaikaiError) as error:
        settle([25000] * 4, load("hitonazo-m"), penalties=[Penalty(0, "red_card")])
    assert error.value.code == "not_allowed"


def test_ron_of_20xx_chombo_confiscation_changes_the_table_total():
    # seat 2 lost 12000 to a confiscation: the table holds 100000 - 12000 = 88000
    # 48000 31000 0 9000: base +18 +1 -30 -21; places 1 2 4 3 -> 68, 11, -60, -31; residue -12.0
    points = [48000, 31000, 0, 9000]
    s = settle(points, load("ron-of-20xx"), penalties=[Penalty(2, "chombo")])
    assert [str(r.score) for r in s.results] == ["68.0", "11.0", "-60.0", "-31.0"]
    assert s.residue == D("-12.0")
    with pytest.raises(Inconsistent, match="table total is 100000"):
        settle(points, load("ron-of-20xx"))
    # two chombo: 4 x 25000 - 2 x 12000 = 76000; +10+50, -10+10, -20-10, -24-30 -> residue -24.0
    s = settle([40000, 20000, 10000, 6000], load("ron-of-20xx"), penalties=[Penalty(0, "chombo")] * 2)
    assert [str(r.score) for r in s.results] == ["60.0", "0.0", "-30.0", "-54.0"]


def test_itsuka_chombo_is_paid_in_points_no_pt():
    # mangan payments are zero-sum in points: no pt penalty, no confiscation
    s = settle([40000, 30000, 18000, 12000], load("itsuka-chuuren"), penalties=[Penalty(3, "chombo")])
    assert [str(r.score) for r in s.results] == ["10.0", "0.0", "-12.0", "-18.0"]


def test_pt_penalty_kind():
    s = settle([48000, 31000, 12000, 9000], load("mleague"), penalties=[Penalty(1, "pt", D("-10.0"))])
    assert str(s.results[1].score) == "1.0"
    with pytest.raises(Inconsistent):
        Penalty(1, "pt")
    with pytest.raises(Inconsistent):
        Penalty(4, "chombo")


def test_points_must_add_up():
    with pytest.raises(Inconsistent, match="add up to 99000"):
        settle([48000, 31000, 12000, 8000], load("mleague"))
    # one stick on the table: 99000 is right
    settle([48000, 31000, 12000, 8000], load("mleague"), deposits=1)
    with pytest.raises(Inconsistent, match="multiples of 100"):
        settle([48050, 30950, 12000, 9000], load("mleague"))


# --- ties: two, three, four players, for first, middle and last places -------------------------------


@pytest.mark.parametrize(
    ("points", "split", "seat_order"),
    [
        # two for middle (2nd/3rd): uma (10 - 10)/2 = 0 -> base -5 each; first 0 + 50; last -10 - 30
        ([30000, 25000, 25000, 20000], ["50.0", "-5.0", "-5.0", "-40.0"], ["50.0", "5.0", "-15.0", "-40.0"]),
        # two for last: (-10 - 30)/2 = -20 -> -15 - 20 = -35 each; seat order: -15 - 10, -15 - 30
        (
            [40000, 30000, 15000, 15000],
            ["60.0", "10.0", "-35.0", "-35.0"],
            ["60.0", "10.0", "-25.0", "-45.0"],
        ),
        # three for last: seats 1-3 share 10 - 10 - 30 = -30 -> -10 each; base -10 -> -20
        (
            [40000, 20000, 20000, 20000],
            ["60.0", "-20.0", "-20.0", "-20.0"],
            ["60.0", "0.0", "-20.0", "-40.0"],
        ),
        # three for first: 30000 each, 50 + 10 - 10 = 50 -> 16.7 16.7 16.6; base 0; last -20 - 30
        ([30000, 30000, 30000, 10000], ["16.7", "16.7", "16.6", "-50.0"], ["50.0", "10.0", "-10.0", "-50.0"]),
        # four tied: uma sums to 20 -> 5 each; base -5 -> 0.0
        ([25000] * 4, ["0.0", "0.0", "0.0", "0.0"], ["45.0", "5.0", "-15.0", "-35.0"]),
        # tied seats not adjacent: seats 3 and 1 tie for first: (50 + 10)/2 = 30 -> +10 + 30 = 40
        ([20000, 40000, 0, 40000], ["-20.0", "40.0", "-60.0", "40.0"], ["-20.0", "60.0", "-60.0", "20.0"]),
    ],
)
def test_ties_split_and_seat_order(points, split, seat_order):
    assert scores(points, "mleague") == split
    assert scores(points, "hitonazo-m") == seat_order


def test_places_under_seat_order_follow_the_first_dealer():
    assert places([25000] * 4, "hitonazo-m") == [1, 2, 3, 4]
    assert places([25000] * 4, "mleague") == [1, 1, 1, 1]
    assert places([20000, 30000, 30000, 20000], "mleague") == [3, 1, 1, 3]


def test_leftover_deposits_split_among_two_tied_tops():
    # 2 sticks = 2.0 = 20 units / 2 -> 1.0 each; 3 sticks = 30 units / 2 -> 15 each
    assert scores([35000, 35000, 18000, 10000], deposits=2)[:2] == ["36.0", "36.0"]
    assert scores([35000, 35000, 18000, 9000], deposits=3)[:2] == ["36.5", "36.5"]
    # four tied at 24000 with 4 sticks: -6 + 20/4 + 4.0/4 = 0.0 each
    s = settle([24000] * 4, load("mleague"), deposits=4)
    assert [str(r.score) for r in s.results] == ["0.0", "0.0", "0.0", "0.0"]


def test_divide_is_exact_and_favours_seat_order():
    assert divide(500, 3) == [167, 167, 166]  # 50.0 among three
    assert divide(10, 3) == [4, 3, 3]  # 1000 points = 1.0 among three: "4:3:3"
    assert divide(20, 3) == [7, 7, 6]  # 2000 points among three
    assert divide(-50, 3) == [-16, -17, -17]


# --- tenhou rounding (found in the 722 records: see tests/importers/test_tenhou_replay.py) ----------------


def test_tenhou_rounding_half_away_from_zero_top_takes_balance():
    # 34200 -> 34000 (+4 + 10 = 14), 6900 -> 7000 (-23 - 10 = -33), 4900 -> 5000 (-25 - 20 = -45);
    # top: 100000 - 46000 = 54000 -> +24 + 40 = 64 (a real owari: 342,14.0,540,64.0,69,-33.0,49,-45.0)
    assert scores([34200, 54000, 6900, 4900], "tenhou") == ["14.0", "64.0", "-33.0", "-45.0"]
    # 24500 -> 25000 (-5 - 10 = -15); -1500 -> -2000 (-32 - 20 = -52): half away from zero both ways
    # 22000 -> -8 - 10 = -18; top 100000 - (25000 + 22000 - 2000) = 55000 -> 25 + 40 = 65
    assert scores([24500, 55000, 22000, -1500], "tenhou") == ["5.0", "65.0", "-18.0", "-52.0"]


# --- properties -------------------------------------------------------------------------------------

hundreds = st.integers(min_value=-300, max_value=1300).map(lambda h: h * 100)


@st.composite
def games(draw):
    a, b, c = draw(hundreds), draw(hundreds), draw(hundreds)
    deposits = draw(st.integers(0, 3))
    return [a, b, c, 100000 - deposits * 1000 - a - b - c], deposits


@settings(max_examples=150, deadline=None)
@given(games(), st.sampled_from(["mleague", "hitonazo-m", "ron-of-20xx", "itsuka-chuuren", "tenhou"]))
def test_residue_is_the_sum_of_scores_and_zero_for_zero_sum_rules(game, name):
    points, deposits = game
    ruleset = load(name)
    s = settle(points, ruleset, deposits)
    assert s.residue == sum(r.score for r in s.results)
    assert all(r.score == r.score.quantize(D("0.1")) for r in s.results)
    if name != "itsuka-chuuren":  # no rounding loss, deposits go to the top
        assert s.residue == 0
    assert sorted(r.place for r in s.results)[0] == 1


@settings(max_examples=100, deadline=None)
@given(games(), st.lists(st.tuples(st.integers(0, 3), st.sampled_from(["chombo", "chombo_intentional"]))))
def test_pt_penalties_sum_to_the_residue(game, given_penalties):
    points, deposits = game
    penalties = [Penalty(seat, kind) for seat, kind in given_penalties]
    s = settle(points, load("mleague"), deposits, penalties)
    # -20 per chombo, -60 per intentional one: exactly the residue
    expected = sum(D("-60.0") if kind == "chombo_intentional" else D("-20.0") for _, kind in given_penalties)
    assert s.residue == expected
