"""The values a hand can have: han and fu, yakuman multiples, payments (taikai.game.payments).

The bounds are worked from the fu rules (taikai.hand.fu) and the yaku they bring; the scorer is the
independent check: it reaches each bound on a hand built for it, and never goes beyond on random hands.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from taikai.contracts.score import parse_request
from taikai.errors import TaikaiError
from taikai.game.payments import FU_COUNTS, han_fu_problem, max_yakuman, payable
from taikai.hand.score import Payments
from taikai.hand.scorer import score
from taikai.i18n import words
from taikai.rules import load, with_changes
from taikai.tiles import kind_name


@pytest.mark.parametrize(
    ("han", "fu", "tsumo", "reason"),
    [
        (2, 37, False, "37 is not a fu count"),
        (1, 25, False, "25 fu is chiitoitsu"),
        (2, 25, True, "25 fu is chiitoitsu"),  # chiitoitsu tsumo has menzen tsumo too: 3 han
        (3, 20, False, "a ron has at least 30 fu"),
        (1, 20, True, "20 fu is a pinfu tsumo, a hand of at least 2 han"),
        (1, 120, False, "a 1 han ron has at most 110 fu"),
        (1, 110, True, "a 1 han tsumo has at most 100 fu"),
        (3, 120, False, "a 3 han ron has at most 110 fu"),
        (4, 150, False, "150 is not a fu count"),
        (4, 140, True, "a 4 han tsumo has at most 130 fu"),
        (3, None, False, "3 han needs its fu"),
    ],
)
def test_impossible_han_and_fu(han, fu, tsumo, reason):
    assert reason in words(han_fu_problem(han, fu, tsumo, load("mleague")))


@pytest.mark.parametrize(
    ("han", "fu", "tsumo"),
    [(2, 20, True), (2, 25, False), (3, 25, True), (1, 30, False), (1, 110, False), (1, 100, True),
     (2, 110, True), (4, 140, False), (4, 130, True), (5, None, False), (13, None, True), (7, 140, False)],
)  # fmt: skip
def test_possible_han_and_fu(han, fu, tsumo):
    assert han_fu_problem(han, fu, tsumo, load("mleague")) is None


def test_the_ruleset_decides_fu_less_and_tsumo_pinfu():
    itsuka = load("itsuka-chuuren")
    assert han_fu_problem(2, None, False, itsuka) is None
    assert "fu_less" in words(han_fu_problem(2, 30, False, itsuka))
    no_pinfu_tsumo = with_changes(load("mleague"), {"tsumo_pinfu": False})
    assert "tsumo_pinfu = false" in words(han_fu_problem(2, 20, True, no_pinfu_tsumo))


def request(hand, win, melds=(), **flags):
    kinds = {"ankan": "ankan", "pon": "pon", "minkan": "minkan"}
    data = {"hand": hand, "win_tile": win, "melds": [{"type": kinds[t], "tiles": s} for t, s in melds]}
    return parse_request({"seat_wind": "E", "round_wind": "E", **data, **flags})


def test_the_scorer_reaches_the_largest_fu_of_each_bound():
    tenhou = load("tenhou")  # a double wind pair is 4 fu
    # 1 han closed ron: two closed terminal kans 64, 9s triplet by ron 4, EE 4, closed ron 10: 102 -> 110
    one = score(
        request("456p999s11z", "9s", [("ankan", "1111m"), ("ankan", "9999p")], riichi=True), tenhou.hand
    )
    assert (one.han, one.fu, one.yaku) == (1, 110, (("riichi", 1),))
    # 1 han tsumo: 20 + 2 + 64 + haku pon 4 + kanchan 2 + EE 4 = 96 -> 100
    melds = [("ankan", "1111m"), ("ankan", "9999s"), ("pon", "555z")]
    tsumo = score(request("345p11z", "4p", melds, tsumo=True), tenhou.hand)
    assert (tsumo.han, tsumo.fu) == (1, 100)
    # 4 han closed ron: three closed terminal kans 96 + kanchan 2 + EE 4 + 30 = 132 -> 140
    melds = [("ankan", "1111m"), ("ankan", "9999p"), ("ankan", "9999m")]
    four = score(request("234s11z", "3s", melds), tenhou.hand)
    assert (four.han, four.fu) == (4, 140) and han_fu_problem(4, 140, False, tenhou) is None


def test_the_scorer_reaches_the_largest_yakuman_stack():
    # four closed wind kans and a white pair, the dealer's 8th win by rinshan tsumo: suukantsu,
    # suuankou tanki, daisuushii, tsuuiisou, paarenchan; itsuka-chuuren counts suuankou tanki double
    winds = [("ankan", f"{n}{n}{n}{n}z") for n in (1, 2, 3, 4)]
    hand = request("55z", "5z", winds, tsumo=True, rinshan=True, consecutive_wins=8)
    itsuka = load("itsuka-chuuren")
    assert score(hand, itsuka.hand).yakuman == max_yakuman(itsuka) == 6
    both = with_changes(itsuka, {"double_yakuman_waits": ["suuankou_tanki", "daisuushii"]})
    assert score(hand, both.hand).yakuman == max_yakuman(both) == 7
    mleague = load("mleague")  # no double waits, no paarenchan
    assert score(hand, mleague.hand).yakuman == max_yakuman(mleague) == 4
    single = with_changes(mleague, {"yakuman_stacking": False})
    assert score(hand, single.hand).yakuman == max_yakuman(single) == 1


TERMINALS_AND_HONORS = [0, 8, 9, 17, 18, 26, *range(27, 34)]


@st.composite
def hands(draw):
    """Four sets (closed, called or kans; terminals and honors often, for fu) and a pair."""
    counts, concealed, melds = [0] * 34, [], []
    for _ in range(4):
        if draw(st.booleans()):
            start = draw(st.integers(0, 2)) * 9 + draw(st.integers(0, 6))
            kinds, kind = [start, start + 1, start + 2], draw(st.sampled_from(["closed", "chi"]))
        else:
            tile = draw(st.sampled_from(TERMINALS_AND_HONORS) | st.integers(0, 33))
            kind = draw(st.sampled_from(["closed", "pon", "ankan", "minkan"]))
            kinds = [tile] * (4 if kind.endswith("kan") else 3)
        for k in kinds:
            counts[k] += 1
        if kind == "closed":
            concealed += kinds
        else:
            melds.append(
                {"type": kind, "tiles": "".join(kind_name(k)[0] for k in kinds) + kind_name(kinds[0])[1]}
            )
    pair = draw(st.sampled_from(TERMINALS_AND_HONORS) | st.integers(0, 33))
    counts[pair] += 2
    concealed += [pair, pair]
    if max(counts) > 4:
        return draw(hands())
    return concealed, melds


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hands(), st.data(), st.sampled_from(["mleague", "tenhou"]))
def test_no_scored_hand_is_outside_the_bounds(hand, data, name):
    concealed, melds = hand
    closed = all(m["type"] == "ankan" for m in melds)
    flags = {
        "tsumo": data.draw(st.booleans()),
        "riichi": closed and data.draw(st.booleans()),
        "seat_wind": data.draw(st.sampled_from("ESWN")),
        "round_wind": data.draw(st.sampled_from("ESWN")),
    }
    win = data.draw(st.sampled_from(concealed))
    text = "".join(kind_name(k) for k in sorted(concealed))
    ruleset = load(name)
    try:
        result = score(
            parse_request({"hand": text, "win_tile": kind_name(win), "melds": melds, **flags}),
            ruleset.hand,
        )
    except TaikaiError:
        return
    if result.yakuman:
        assert result.yakuman <= max_yakuman(ruleset)
    else:
        assert han_fu_problem(result.han, result.fu, flags["tsumo"], ruleset) is None, (result, flags)


def test_payments_no_hand_is_paid():
    mleague = load("mleague")
    rons = {p.ron for p in payable(mleague, dealer=False, tsumo=False)}
    # 1 han 30 fu: 30 x 8 x 4 = 960 -> 1000; 1300 is 40 fu; 1234 is no multiple of 100; 10**18 no yakuman
    assert {1000, 1300, 2000, 3900, 8000, 32000, 4 * 32000} <= rons
    assert not {1234, 1100, 10**18, 5 * 32000} & rons
    # 4 han 30 fu (30 x 64 x 4 = 7680 -> 7700) pays a mangan with kiriage (mleague), 7700 without (tenhou)
    assert 7700 not in rons and 7700 in {p.ron for p in payable(load("tenhou"), dealer=False, tsumo=False)}
    # a dealer's ron starts at 1500 (30 x 8 x 6 = 1440)
    assert min(p.ron for p in payable(mleague, dealer=True, tsumo=False)) == 1500
    assert Payments(dealer=10**15, non_dealer=10**15) not in payable(mleague, dealer=False, tsumo=True)


def test_the_fu_less_payments_are_table_3():
    # RULES.md section 3, non-dealer ron and non-dealer tsumo (non-dealers / dealer), then yakuman x6
    itsuka = load("itsuka-chuuren")
    rons = sorted(p.ron for p in payable(itsuka, dealer=False, tsumo=False))
    assert rons == [1000, 2000, 4000, 8000, 12000, 16000, 24000, 32000, 64000, 96000, 128000, 160000, 192000]
    tsumo = sorted((p.non_dealer, p.dealer) for p in payable(itsuka, dealer=False, tsumo=True))
    assert tsumo[:8] == [(300, 500), (500, 1000), (1000, 2000), (2000, 4000), (3000, 6000), (4000, 8000),
                         (6000, 12000), (8000, 16000)]  # fmt: skip
    assert FU_COUNTS[:3] == (20, 25, 30) and FU_COUNTS[-1] == 140
