"""The scorer's value, limits, knobs and prohibitions, worked by hand from RULES.md and the seeds.

Unless said otherwise: seat south (non-dealer), round east, ron, no dora.
Non-dealer ron = 4 x base, dealer ron = 6 x base, base = fu x 2^(han+2), rounded up to 100.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from taikai.contracts.score import parse_request
from taikai.errors import TaikaiError
from taikai.hand.rules import HandRules
from taikai.hand.score import Limit, Payments, value
from taikai.hand.scorer import HandResult, PaoPart, score
from taikai.rules import load
from taikai.rules.kinds import LimitName

PINFU_HAND = dict(hand="123m45556p234789s", win_tile="4s")  # pinfu only: 1 han 30 fu ron
# 223344556677 88m: chinitsu 6 + ryanpeikou 3 + pinfu 1 + tanyao 1 = 11 han (2m completes 234m, two-sided)
ELEVEN_HAN = dict(hand="22334455667788m", win_tile="2m")


def rules(name: str = "mleague", **changes: object) -> HandRules:
    return replace(load(name).hand, **changes)


def win(ruleset="mleague", **request: object) -> HandResult:
    ruleset = load(ruleset).hand if isinstance(ruleset, str) else ruleset
    return score(parse_request({"seat_wind": "S", **request}), ruleset)


def code(ruleset="mleague", **request: object) -> str:
    with pytest.raises(TaikaiError) as error:
        win(ruleset, **request)
    return error.value.code


# --------------------------------------------------------------------------- limits


def test_kiriage_4_han_30_fu():
    # riichi, pinfu, tanyao + one dora (indicator 1m -> 2m) = 4 han 30 fu: 30 x 2^6 = 1920.
    # Without kiriage (tenhou) 1920 x 4 = 7680 -> 7700; with kiriage (mleague) mangan 8000.
    request = dict(hand="234m456p22345678s", win_tile="8s", riichi=True, dora_indicators="1m")
    tenhou = win("tenhou", **request)
    assert (tenhou.han, tenhou.fu, tenhou.points, tenhou.limit) == (4, 30, 7700, None)
    mleague = win("mleague", **request)
    assert (mleague.points, mleague.limit) == (8000, Limit.mangan)


def test_eleven_han_is_sanbaiman():
    # 11 han: sanbaiman base 6000 -> non-dealer ron 24000
    result = win("mleague", **ELEVEN_HAN)
    assert (result.han, result.limit, result.points) == (11, Limit.sanbaiman, 24000)


def test_thirteen_han_kazoe_depends_on_the_ruleset():
    # 11 han + riichi + ippatsu = 13 han. mleague (kazoe off): sanbaiman 24000;
    # tenhou and itsuka-chuuren (kazoe on): kazoe yakuman 8000 x 4 = 32000 (table 3: 13+ ron 32000).
    request = dict(ELEVEN_HAN, riichi=True, ippatsu=True)
    assert (win("mleague", **request).limit, win("mleague", **request).points) == (Limit.sanbaiman, 24000)
    for name in ("tenhou", "itsuka-chuuren"):
        result = win(name, **request)
        assert (result.han, result.limit, result.points, result.yakuman) == (
            13,
            Limit.kazoe_yakuman,
            32000,
            0,
        )


@pytest.mark.parametrize(
    ("han", "limit", "base"),
    [(5, Limit.mangan, 2000), (6, Limit.haneman, 3000), (7, Limit.haneman, 3000), (8, Limit.baiman, 4000),
     (10, Limit.baiman, 4000), (11, Limit.sanbaiman, 6000), (12, Limit.sanbaiman, 6000)],
)  # fmt: skip
def test_limit_boundaries(han, limit, base):
    result = value(han, 30, load("mleague").hand, dealer=False, tsumo=False)
    assert (result.limit, result.base, result.points) == (limit, base, 4 * base)


# RULES.md section 3: han -> non-dealer ron, non-dealer tsumo (non-dealers, dealer), dealer ron, dealer tsumo
FU_LESS_TABLE = [
    (1, 1000, (300, 500), 1500, 500),
    (2, 2000, (500, 1000), 3000, 1000),
    (3, 4000, (1000, 2000), 6000, 2000),
    (4, 8000, (2000, 4000), 12000, 4000),
    (5, 8000, (2000, 4000), 12000, 4000),
    (6, 12000, (3000, 6000), 18000, 6000),
    (7, 12000, (3000, 6000), 18000, 6000),
    (8, 16000, (4000, 8000), 24000, 8000),
    (10, 16000, (4000, 8000), 24000, 8000),
    (11, 24000, (6000, 12000), 36000, 12000),
    (12, 24000, (6000, 12000), 36000, 12000),
    (13, 32000, (8000, 16000), 48000, 16000),
]


@pytest.mark.parametrize(("han", "ron", "tsumo", "dealer_ron", "dealer_tsumo"), FU_LESS_TABLE)
def test_fu_less_table(han, ron, tsumo, dealer_ron, dealer_tsumo):
    itsuka = load("itsuka-chuuren").hand
    assert value(han, 0, itsuka, dealer=False, tsumo=False).payments == Payments(ron=ron)
    assert value(han, 0, itsuka, dealer=False, tsumo=True).payments == Payments(
        dealer=tsumo[1], non_dealer=tsumo[0]
    )
    assert value(han, 0, itsuka, dealer=True, tsumo=False).payments == Payments(ron=dealer_ron)
    assert value(han, 0, itsuka, dealer=True, tsumo=True).payments == Payments(non_dealer=dealer_tsumo)


def test_fu_less_scored_hand():
    # pinfu only under itsuka-chuuren: 1 han -> 1000 whatever the fu
    assert win("itsuka-chuuren", **PINFU_HAND).points == 1000


# --------------------------------------------------------------------------- honba and deposits


def test_honba_and_deposits_any_winner():
    # pinfu 1 han 30 fu: 240 x 4 = 960 -> 1000; + 2 honba x 300 + 3 sticks x 1000 = 4600
    result = win("mleague", **PINFU_HAND, honba=2, deposits=3)
    assert (result.points, result.total, result.payments) == (1000, 4600, Payments(ron=1000))


def test_tsumo_payments_and_honba():
    # pinfu + menzen tsumo, 2 han 20 fu: base 320 -> non-dealers 400, dealer 700 (1500); + 300 honba
    result = win("mleague", **PINFU_HAND, tsumo=True, honba=1)
    assert result.payments == Payments(dealer=700, non_dealer=400)
    assert (result.points, result.total) == (1500, 1800)


def test_deposits_only_for_a_riichi_winner_under_itsuka():
    # itsuka-chuuren: deposit_claim riichi_winner_only. Without riichi: 1000 + 600 honba, sticks stay.
    assert win("itsuka-chuuren", **PINFU_HAND, honba=2, deposits=3).total == 1600
    # with riichi: riichi + pinfu = 2 han -> 2000 + 600 + 3000
    assert win("itsuka-chuuren", **PINFU_HAND, honba=2, deposits=3, riichi=True).total == 5600


# --------------------------------------------------------------------------- yakuman knobs

KOKUSHI_13 = dict(hand="19m19p19s12345677z", win_tile="7z")
SUUANKOU_TANKI = dict(hand="111m222p333s44455z", win_tile="5z")
JUNSEI = dict(hand="11123455678999m", win_tile="5m")
DAISUUSHII = dict(hand="55m222333444z", win_tile="5m", melds=[{"type": "pon", "tiles": "111z"}])


DOUBLES = [(KOKUSHI_13, "kokushi_13"), (SUUANKOU_TANKI, "suuankou_tanki"), (JUNSEI, "junsei_chuuren")]


@pytest.mark.parametrize(("request_", "name"), DOUBLES)
def test_double_yakuman_waits(request_, name):
    # mleague: not double, still named as such, 1x = 32000; itsuka: double, 26 han, 64000
    single = win("mleague", **request_)
    assert (single.yaku, single.yakuman, single.points) == (((name, 13),), 1, 32000)
    double = win("itsuka-chuuren", **request_)
    assert (double.yaku, double.yakuman, double.points) == (((name, 26),), 2, 64000)


def test_daisuushii_double_only_when_listed():
    assert win("itsuka-chuuren", **DAISUUSHII).yakuman == 1
    listed = rules("mleague", double_yakuman_waits=frozenset({"daisuushii"}))
    assert win(listed, **DAISUUSHII).yaku == (("daisuushii", 26),)


def test_yakuman_stacking():
    # 111z 222z 333z 444z concealed, won on the 5m pair: daisuushii + suuankou_tanki
    request = dict(hand="55m111222333444z", win_tile="5m")
    stacked = win("mleague", **request)
    assert sorted(stacked.yaku) == [("daisuushii", 13), ("suuankou_tanki", 13)]
    assert (stacked.yakuman, stacked.han, stacked.points) == (2, 26, 64000)
    single = win(rules("mleague", yakuman_stacking=False), **request)
    assert (single.yakuman, single.points) == (1, 32000)
    # itsuka: suuankou tanki double (26) + daisuushii single (13) = 3x; without stacking the larger: 2x
    assert win("itsuka-chuuren", **request).yakuman == 3
    assert win(rules("itsuka-chuuren", yakuman_stacking=False), **request).yaku == (("suuankou_tanki", 26),)


# --------------------------------------------------------------------------- local yaku and pao


def test_renhou_only_where_played():
    # itsuka: renhou = yakuman: 32000 (pinfu hidden); mleague: renhou adds nothing: pinfu 1000
    assert win("itsuka-chuuren", **PINFU_HAND, renhou=True).yaku == (("renhou", 13),)
    assert win("mleague", **PINFU_HAND, renhou=True).yaku == (("pinfu", 1),)


def test_local_yaku_valued_as_a_limit_sets_a_minimum():
    # renhou = mangan: pinfu 1 + the mangan floor (5 han) -> 5 han, mangan 8000
    ruleset = rules("mleague", local_yaku=replace(load("mleague").hand.local_yaku, renhou=LimitName.mangan))
    result = win(ruleset, **PINFU_HAND, renhou=True)
    assert (result.yaku, result.han, result.points) == ((("pinfu", 1), ("renhou", 5)), 5, 8000)


def test_daisharin():
    request = dict(hand="22334455667788p", win_tile="2p")
    assert win("itsuka-chuuren", **request).yaku == (("daisharin", 13),)
    regular = win("mleague", **request)  # 11 han (pinfu tanyao ryanpeikou chinitsu): 24000
    assert "daisharin" not in dict(regular.yaku) and regular.points == 24000


def test_paarenchan():
    # dealer's 8th consecutive win: yakuman, dealer ron 48000; the 7th: pinfu only, 1 han dealer ron 1500
    assert win("itsuka-chuuren", **PINFU_HAND, seat_wind="E", consecutive_wins=8).points == 48000
    assert win("itsuka-chuuren", **PINFU_HAND, seat_wind="E", consecutive_wins=7).points == 1500
    assert win("mleague", **PINFU_HAND, seat_wind="E", consecutive_wins=8).points == 1500
    # paarenchan does not make a hand without yaku legal
    no_yaku = dict(hand="123m45556p234789s", win_tile="2m", seat_wind="E", consecutive_wins=8)
    assert code("itsuka-chuuren", **no_yaku) == "no_yaku"


def test_nagashi_mangan():
    # itsuka: mangan paid as a tsumo: dealer 4000, non-dealers 2000 each
    result = win("itsuka-chuuren", hand="19m19p19s1234567z", nagashi=True)
    assert (result.yaku, result.payments, result.points) == (
        (("nagashi_mangan", 5),),
        Payments(dealer=4000, non_dealer=2000),
        8000,
    )
    # mleague has no nagashi mangan: a 13-tile claim is refused ...
    assert code("mleague", hand="19m19p19s1234567z", nagashi=True) == "not_allowed"
    # ... and on a full winning hand the flag adds nothing: pinfu only, 1 han 30 fu = 1000
    plain = win("mleague", **PINFU_HAND, nagashi=True)
    assert (plain.yaku, plain.points) == ((("pinfu", 1),), 1000)


def test_pao_part():
    request = dict(hand="123m11p555666777z", win_tile="1p", pao={"yaku": "daisangen", "from": "left"})
    assert win("mleague", **request).pao == PaoPart("daisangen", 1, 8000)
    assert win("itsuka-chuuren", **request).pao is None  # no pao in this ruleset
    assert win("mleague", **{**request, "pao": {"yaku": "suukantsu"}}).pao is None  # not in the hand


# --------------------------------------------------------------------------- atozuke

# RULES.md section 4 (seed 002): north seat, east round, open pon of west, 123m 78m ... waits 6m/9m.
KATA = dict(seat_wind="N", melds=[{"type": "pon", "tiles": "333z", "from": "left"}])
NO_KATA = rules("mleague", atozuke="no_kata_agari")


def test_kata_agari_example_of_002():
    # 9m gives chanta (allowed alone), 6m gives nothing: both are forbidden, ron and tsumo
    assert win("mleague", **KATA, hand="12378m11p999s9m", win_tile="9m").yaku == (("chanta", 1),)
    for tile in ("6m", "9m"):
        for tsumo in (False, True):
            assert code(NO_KATA, **KATA, hand=f"12378m11p999s{tile}", win_tile=tile, tsumo=tsumo) in (
                "kata_agari",
                "no_yaku",
            )
    assert code(NO_KATA, **KATA, hand="12378m11p999s9m", win_tile="9m") == "kata_agari"


def test_closed_west_triplet_tsumo_is_allowed():
    # west as a closed triplet: menzen tsumo is a yaku for every wait -> a 6m tsumo is allowed
    result = win(NO_KATA, hand="123678m11p999s333z", win_tile="6m", tsumo=True, seat_wind="N")
    assert result.yaku == (("menzen_tsumo", 1),)
    assert code(NO_KATA, hand="123678m11p999s333z", win_tile="6m", seat_wind="N") == "no_yaku"


def test_complete_sakizuke():
    # itsuka: open hand whose only yaku (chun) was not fixed at the first call (a chi)
    request = dict(hand="456789p11s777z", win_tile="1s", melds=[{"type": "chi", "tiles": "123m"}])
    assert code("itsuka-chuuren", **request) == "not_allowed"
    assert win("itsuka-chuuren", **request, first_call_yaku=["chun"]).points == 1000
    # first call a chun pon: fixed without first_call_yaku
    pon_first = dict(hand="123m456789p11s", win_tile="1s", melds=[{"type": "pon", "tiles": "777z"}])
    assert win("itsuka-chuuren", **pon_first).yaku == (("chun", 1),)
    # the same hand is fine where atozuke is allowed
    assert win("mleague", **request).yaku == (("chun", 1),)


def test_sakizuke_also_forbids_kata_agari():
    request = dict(KATA, hand="12378m11p999s9m", win_tile="9m", first_call_yaku=["chanta"])  # 13 + 1 tiles
    assert code("itsuka-chuuren", **request) == "kata_agari"


def test_kata_agari_skips_a_wait_that_cannot_be_drawn():
    # issue 23: 1122234555999m waits on 1m and 5m (and 3m, 4m); the fourth 5m is a dora indicator,
    # so 5m cannot be drawn and is no wait to check (it was refused as "5 copies of 5m").
    # Closed tsumo, seat west, round east; indicators 5m 6m 7z -> dora 6m 7m 1z: none held.
    # 1m completes 111m (11 pair 55m, or 22 pair 234m): menzen tsumo 1 + sanankou 2 (111 222 999, or
    # 111 555 999) + chinitsu 6 = 9 han: fu-less baiman (RULES.md section 3, 8-10 han),
    # non-dealer tsumo 4000 / 8000 = 16000; the same as mleague's baiman.
    request = dict(hand="11122234555999m", win_tile="1m", tsumo=True, seat_wind="W", dora_indicators="56m7z")
    for preset in ("itsuka-chuuren", "mleague"):
        result = win(preset, **request)
        assert dict(result.yaku) == {"menzen_tsumo": 1, "sanankou": 2, "chinitsu": 6}
        assert (result.han, result.limit, result.points) == (9, Limit.baiman, 16000)
        assert result.payments == Payments(dealer=8000, non_dealer=4000)
    # RULES.md section 4's example: 6m (no yaku) is a wait only while a 6m can be drawn; with all
    # four 6m shown as indicators the 9m ron is allowed: chanta (fixed at the call) 1 + dora 4 (each
    # indicator points at the 7m held) = 5 han: fu-less mangan, non-dealer ron 8000
    dead_six = dict(KATA, hand="12378m11p999s9m", win_tile="9m", first_call_yaku=["chanta"])
    assert code("itsuka-chuuren", **dead_six, dora_indicators="666m") == "kata_agari"  # one 6m left
    result = win("itsuka-chuuren", **dead_six, dora_indicators="6666m")
    assert (result.yaku, result.han, result.points) == ((("chanta", 1), ("dora", 4)), 5, 8000)
    assert win(NO_KATA, **KATA, hand="12378m11p999s9m", win_tile="9m", dora_indicators="6666m").yaku == (
        ("chanta", 1),
        ("dora", 4),
    )


# --------------------------------------------------------------------------- other prohibitions


def test_chiitoitsu_four_of_a_kind():
    # 1111z cannot be a set with 2233z: only seven pairs with a doubled pair, off by default
    request = dict(hand="55m66p77s11112233z", win_tile="3z")
    assert code("mleague", **request) == "not_allowed"
    allowed = win(rules("mleague", chiitoitsu_four_of_a_kind=True), **request)
    assert (allowed.yaku, allowed.fu, allowed.points) == ((("chiitoitsu", 2),), 25, 1600)


def test_chankan_of_a_closed_kan():
    kokushi = dict(KOKUSHI_13, chankan=True, chankan_kan="ankan")
    assert code("mleague", **kokushi) == "not_allowed"
    assert win(rules("mleague", chankan_on_closed_kan_for_kokushi=True), **kokushi).yakuman == 1
    other = dict(PINFU_HAND, chankan=True, chankan_kan="ankan")
    assert code(rules("mleague", chankan_on_closed_kan_for_kokushi=True), **other) == "not_allowed"


@pytest.mark.parametrize(
    ("request_", "expected"),
    [
        (dict(hand="123m45556p234789s", win_tile="2p"), "bad_tiles"),  # winning tile not in hand
        (dict(hand="123m45556p23478s", win_tile="4s"), "bad_tiles"),  # 13 tiles
        (dict(hand="11111m5556p23478s", win_tile="1m"), "bad_tiles"),  # 5 copies
        (dict(hand="123m456p11s", win_tile="1s", melds=[{"type": "pon", "tiles": "111s"}]), "bad_tiles"),
        (dict(hand="123m45556p234789s", win_tile="4x"), "bad_tiles"),
        (dict(hand="123m45556p234789s", win_tile="4s", mystery=True), "bad_request"),
        (dict(hand="123m45556p234789s", win_tile="4s", riichi="yes"), "bad_request"),
        (dict(hand="123m45556p234789s", win_tile="4s", honba=-1), "bad_request"),
        (dict(hand="123m45556p234789s", win_tile="4s", seat_wind="X"), "bad_request"),
        (dict(hand="456p22345678s", win_tile="8s", riichi=True, melds=[{"type": "chi", "tiles": "234m"}]),
         "inconsistent"),
        (dict(PINFU_HAND, ippatsu=True), "inconsistent"),
        (dict(PINFU_HAND, double_riichi=True, melds=[]), None),  # double riichi alone is fine
        (dict(PINFU_HAND, haitei=True), "inconsistent"),
        (dict(PINFU_HAND, tsumo=True, houtei=True), "inconsistent"),
        (dict(PINFU_HAND, rinshan=True), "inconsistent"),
        (dict(PINFU_HAND, tsumo=True, chankan=True), "inconsistent"),
        (dict(PINFU_HAND, tsumo=True, tenhou=True), "inconsistent"),  # seat south
        (dict(PINFU_HAND, tsumo=True, chiihou=True, seat_wind="E"), "inconsistent"),
        (dict(PINFU_HAND, tsumo=True, renhou=True), "inconsistent"),
        (dict(hand="123m45556p234789s", win_tile="5p", riichi=True), None),  # 5p: tanki on 55p+456p? a win
        (dict(hand="123m45557p234789s", win_tile="4s"), "not_a_win"),
        (dict(hand="123m45556p234789s", win_tile="2m"), "no_yaku"),
    ],
)  # fmt: skip
def test_error_codes(request_, expected):
    if expected is None:
        assert win("mleague", **request_).points > 0
    else:
        assert code("mleague", **request_) == expected


def test_ura_dora_only_for_riichi_and_red_fives_by_ruleset():
    # indicator 3p -> 4p, one 4p in hand; red 5p (0p) is a dora where the ruleset has red fives
    request = dict(hand="123m45506p234789s", win_tile="4s", ura_indicators="3p")
    assert win("mleague", **request).yaku == (("pinfu", 1), ("aka_dora", 1))
    assert win("mleague", **request, riichi=True).yaku == (
        ("riichi", 1),
        ("pinfu", 1),
        ("ura_dora", 1),
        ("aka_dora", 1),
    )
    # no red fives in itsuka-chuuren: a red five is a plain five
    assert win("itsuka-chuuren", **request).yaku == (("pinfu", 1),)


def test_a_suit_holds_as_many_red_fives_as_the_ruleset_has():
    # 123m 4 5 0 0 6p 234 789s, ron 4s: pinfu; two red 5p are two aka dora where the ruleset has two,
    # and refused where it has one (or none: a red five is then a plain five, and there is one)
    from taikai.hand.rules import RedFives

    request = dict(hand="123m45006p234789s", win_tile="4s")
    assert win(rules(aka_dora=RedFives(1, 2, 1)), **request).yaku == (("pinfu", 1), ("aka_dora", 2))
    for name in ("mleague", "itsuka-chuuren"):
        with pytest.raises(TaikaiError) as error:
            win(name, **request)
        assert (
            error.value.problems[0].code == "visible_reds"
            and dict(error.value.problems[0].params)["allowed"] == 1
        )


def test_results_are_ordered_by_points_then_han_then_fu():
    # pinfu ron: 1 han 30 fu 1000; the same with riichi: 2 han 30 fu 2000; the 11-han hand: 24000.
    plain, riichi, big = win(**PINFU_HAND), win(**PINFU_HAND, riichi=True), win(**ELEVEN_HAN)
    assert (plain.points, riichi.points, big.points) == (1000, 2000, 24000)
    assert max(riichi, big, plain) is big and sorted([big, plain, riichi]) == [plain, riichi, big]
    # equal points (mangan 8000): more han first, then more fu
    mangan = value(5, 30, load("mleague").hand, dealer=False, tsumo=False)

    def result(han: int, fu: int) -> HandResult:
        return HandResult(
            points=8000,
            han=han,
            fu=fu,
            yaku=(("riichi", 1),),
            yakuman=0,
            limit=mangan.limit,
            payments=mangan.payments,
            total=8000,
        )

    four_40, five_30, five_40 = result(4, 40), result(5, 30), result(5, 40)
    assert max(four_40, five_40, five_30) is five_40
    assert sorted([five_40, four_40, five_30]) == [four_40, five_30, five_40]


def test_yaku_plans_are_kept_by_ruleset_value_and_bounded():
    # issue 9: `--rules FILE` added one plan per line (one per ruleset object): a leak
    from taikai.hand.yaku import table
    from taikai.rules import from_toml

    text = 'name = "house"\nkiriage_mangan = true\n'
    first = table.plan_for(from_toml(text).hand)
    assert all(table.plan_for(from_toml(text).hand) is first for _ in range(50))  # equal values: one plan
    # rulesets that value every win alike (another name, tobi) share the plan
    assert table.plan_for(from_toml(text.replace("house", "other") + "tobi = true\n").hand) is first
    for number in range(3 * table.PLANS_KEPT):  # as many different rulesets as a long service may see
        table.plan_for(from_toml(f'name = "house"\nmin_han = {number + 1}\n').hand)
    assert table._plan.cache_info().currsize <= table.PLANS_KEPT
