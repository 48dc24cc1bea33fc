"""Independent review of the scorer on hands not used elsewhere, every preset, worked by hand.

Conventions: seat south (non-dealer), round east, ron, no dora unless said otherwise.
Standard fu mode: base = fu x 2^(han+2); non-dealer ron 4 x base, dealer ron 6 x base, rounded up to 100;
tsumo: non-dealers base, dealer 2 x base (dealer tsumo: 2 x base each). Fu-less: RULES.md section 3 table.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from taikai.contracts.score import parse_request
from taikai.errors import TaikaiError
from taikai.hand.score import Payments
from taikai.hand.scorer import HandResult, PaoPart, score
from taikai.rules import load

PRESETS = ("mleague", "hitonazo-m", "ron-of-20xx", "itsuka-chuuren", "tenhou")
STANDARD_KIRIAGE = ("mleague", "hitonazo-m", "ron-of-20xx")  # standard fu, kiriage on, no kazoe


def win(ruleset: str, **request: object) -> HandResult:
    return score(parse_request({"seat_wind": "S", **request}), load(ruleset).hand)


def code(ruleset: str, **request: object) -> str:
    with pytest.raises(TaikaiError) as error:
        win(ruleset, **request)
    return error.value.code


def summary(result: HandResult) -> tuple:
    return result.han, result.fu, result.points, dict(result.yaku)


# --------------------------------------------------------------------------- triplets and the ron tile

# 111m 678m 777p 33s + 55s, ron 5s: the ron completes a shanpon, so 555s counts as an OPEN triplet.
SHANPON = dict(hand="111678m777p33555s", win_tile="5s", riichi=True)


@pytest.mark.parametrize("preset", ("mleague", "tenhou", "ron-of-20xx"))
def test_shanpon_ron_triplet_is_open(preset):
    # ron: riichi 1 han; fu 20 + 10 (closed ron) + 8 (111m closed terminal) + 4 (777p closed) + 2 (555s open)
    # = 44 -> 50; base 50 x 8 = 400 -> 1600. Only two closed triplets: no sanankou.
    assert summary(win(preset, **SHANPON)) == (1, 50, 1600, {"riichi": 1})
    # tsumo: 555s is closed -> sanankou 2 + riichi 1 + menzen tsumo 1 = 4 han;
    # fu 20 + 2 (tsumo) + 8 + 4 + 4 = 38 -> 40 -> 4 han 40 fu = 2560 base -> mangan 2000/4000
    result = win(preset, **SHANPON, tsumo=True)
    assert (result.han, result.fu, result.payments, result.points) == (
        4,
        40,
        Payments(dealer=4000, non_dealer=2000),
        8000,
    )
    assert "sanankou" in dict(result.yaku)


@pytest.mark.parametrize("preset", PRESETS)
def test_suuankou_only_on_tsumo_when_the_win_completes_a_shanpon(preset):
    request = dict(hand="111m777p99p333555s", win_tile="5s")
    ron = win(preset, **request)
    # ron: toitoi 2 + sanankou 2 = 4 han (mangan 8000 in every mode: 4 han 50 fu, or fu-less 4-5 han)
    assert (ron.yakuman, ron.han, ron.points, dict(ron.yaku)) == (0, 4, 8000, {"toitoi": 2, "sanankou": 2})
    tsumo = win(preset, **request, tsumo=True)  # four closed triplets: suuankou, 8000/16000
    assert (dict(tsumo.yaku), tsumo.points) == ({"suuankou": 13}, 32000)


# --------------------------------------------------------------------------- pinfu and its readings

# 344556m: the 4m win reads as 3(4)5 kanchan + 456, or 345 + (4)56 ryanmen: the best reading wins.
AMBIGUOUS_WAIT = dict(hand="344556m678p23499s", win_tile="4m", riichi=True)


@pytest.mark.parametrize("preset", ("mleague", "hitonazo-m", "tenhou"))
def test_best_reading_takes_pinfu_over_kanchan(preset):
    # ron: riichi + pinfu 2 han 30 fu = 480 x 4 = 1920 -> 2000 (kanchan reading: 1 han 40 fu = 1300)
    assert summary(win(preset, **AMBIGUOUS_WAIT)) == (2, 30, 2000, {"riichi": 1, "pinfu": 1})
    # tsumo: 3 han 20 fu: base 640 -> 700/1300 = 2700 (kanchan reading: 2 han 30 fu = 500/1000)
    result = win(preset, **AMBIGUOUS_WAIT, tsumo=True)
    assert (result.han, result.fu, result.points) == (3, 20, 2700)


# chi 234m; 567m 345p 66s + 78s, 6s: open, all sequences, two-sided wait (or 6s tanki: 22 fu, also 30)
OPEN_PINFU = dict(hand="567m345p66678s", win_tile="6s", melds=[{"type": "chi", "tiles": "234m"}])


@pytest.mark.parametrize("preset", ("mleague", "hitonazo-m", "ron-of-20xx", "tenhou"))
def test_open_pinfu_shape_is_30_fu(preset):
    # ron: 20 fu raised to 30 (open pinfu shape); tanyao 1 han 30 fu = 240 x 4 = 960 -> 1000
    assert summary(win(preset, **OPEN_PINFU)) == (1, 30, 1000, {"tanyao": 1})
    # tsumo: 20 + 2 = 22 -> 30: 240 -> 300 / 500 = 1100
    result = win(preset, **OPEN_PINFU, tsumo=True)
    assert (result.fu, result.payments, result.points) == (30, Payments(dealer=500, non_dealer=300), 1100)


def test_kuitan_off_under_itsuka():
    assert code("itsuka-chuuren", **OPEN_PINFU) == "no_yaku"


PINFU = dict(hand="123m45556p234789s", win_tile="4s")  # pinfu only, 4s completes 234s two-sided


@pytest.mark.parametrize("preset", ("mleague", "hitonazo-m", "ron-of-20xx", "tenhou"))
def test_tsumo_pinfu_on(preset):
    # menzen tsumo + pinfu = 2 han 20 fu: base 320 -> 400 / 700 = 1500
    result = win(preset, **PINFU, tsumo=True)
    assert (result.han, result.fu, result.points) == (2, 20, 1500)
    assert dict(result.yaku) == {"menzen_tsumo": 1, "pinfu": 1}


def test_tsumo_pinfu_off_under_itsuka():
    # menzen tsumo only: 1 han fu-less = 300 / 500 = 1100; dealer with riichi: 2 han = 1000 all = 3000
    result = win("itsuka-chuuren", **PINFU, tsumo=True)
    assert (dict(result.yaku), result.points) == ({"menzen_tsumo": 1}, 1100)
    dealer = win("itsuka-chuuren", **PINFU, tsumo=True, riichi=True, seat_wind="E")
    assert (dealer.han, dealer.payments, dealer.points) == (2, Payments(non_dealer=1000), 3000)
    assert win("itsuka-chuuren", **PINFU).yaku == (("pinfu", 1),)  # ron keeps pinfu: 1 han = 1000


def test_tsumo_pinfu_off_with_standard_fu():
    # a ruleset with tsumo_pinfu off but standard fu: the pinfu shape tsumo is 20 + 2 = 22 -> 30 fu,
    # menzen tsumo 1 han 30 fu: 240 -> 300 / 500 = 1100; ron keeps pinfu 1 han 30 fu = 1000
    ruleset = replace(load("mleague").hand, tsumo_pinfu=False)
    result = score(parse_request({"seat_wind": "S", **PINFU, "tsumo": True}), ruleset)
    assert (result.yaku, result.fu, result.points) == ((("menzen_tsumo", 1),), 30, 1100)


# --------------------------------------------------------------------------- fu and limits


@pytest.mark.parametrize("preset", ("mleague", "hitonazo-m", "ron-of-20xx", "tenhou"))
def test_chiitoitsu_is_25_fu(preset):
    request = dict(hand="1133m5577p2288s44z", win_tile="4z")
    # 2 han 25 fu: base 25 x 16 = 400: ron 1600, dealer ron 2400
    assert summary(win(preset, **request)) == (2, 25, 1600, {"chiitoitsu": 2})
    assert win(preset, **request, seat_wind="E").points == 2400
    # tsumo 3 han 25 fu: base 800 -> 800 / 1600 = 3200
    assert win(preset, **request, tsumo=True).payments == Payments(dealer=1600, non_dealer=800)


# 111m 234p 999p 111s 55s, 4p ron with riichi: sanankou 2 + riichi 1 = 3 han;
# fu 20 + 10 + 8 + 8 + 8 = 54 -> 60.  Base 60 x 32 = 1920.
SIXTY_FU = dict(hand="111m234999p11155s", win_tile="4p", riichi=True)


def test_kiriage_3_han_60_fu():
    for preset in STANDARD_KIRIAGE:
        result = win(preset, **SIXTY_FU)
        assert (result.han, result.fu, result.points, result.limit) == (3, 60, 8000, "mangan")
        assert win(preset, **SIXTY_FU, seat_wind="E").points == 12000
    # tenhou (no kiriage): 1920 x 4 = 7680 -> 7700; dealer 1920 x 6 = 11520 -> 11600
    assert (win("tenhou", **SIXTY_FU).points, win("tenhou", **SIXTY_FU, seat_wind="E").points) == (
        7700,
        11600,
    )
    assert win("itsuka-chuuren", **SIXTY_FU).points == 4000  # fu-less 3 han


# riichi + pinfu + tanyao + dora (indicator 1m -> 2m) = 4 han 30 fu, dealer ron
FOUR_THIRTY = dict(hand="234m22567p345678s", win_tile="3s", riichi=True, dora_indicators="1m", seat_wind="E")


def test_dealer_4_han_30_fu():
    for preset in STANDARD_KIRIAGE:
        assert win(preset, **FOUR_THIRTY).points == 12000  # kiriage mangan
    assert win("tenhou", **FOUR_THIRTY).points == 11600  # 30 x 64 = 1920 x 6 = 11520 -> 11600
    assert win("itsuka-chuuren", **FOUR_THIRTY).points == 12000  # fu-less 4 han dealer ron


@pytest.mark.parametrize(("preset", "fu"), [("mleague", 40), ("hitonazo-m", 40), ("tenhou", 50)])
def test_double_wind_pair_fu(preset, fu):
    # dealer, round east, pair 11z: 20 + 10 + 8 (111m closed) + pair 2 = 40 (mleague)
    # or pair 4: 42 -> 50 (tenhou)
    # 1 han riichi, dealer ron: 40 fu 320 x 6 = 1920 -> 2000; 50 fu 400 x 6 = 2400
    result = win(preset, hand="111m567p345678s11z", win_tile="3s", riichi=True, seat_wind="E")
    assert (result.fu, result.points) == (fu, {40: 2000, 50: 2400}[fu])


def test_13_han_sanbaiman_or_kazoe():
    # 22334455667788m tsumo by the dealer with riichi, indicator 1m (2m x2):
    # mleague: tsumo 1 + riichi 1 + pinfu 1 + tanyao 1 + ryanpeikou 3 + chinitsu 6 + dora 2 = 15
    # -> sanbaiman 12000 all
    # itsuka: no pinfu on tsumo -> 14 han -> kazoe yakuman 16000 all (table 3); tenhou: kazoe 16000 all
    request = dict(
        hand="22334455667788m", win_tile="2m", tsumo=True, riichi=True, dora_indicators="1m", seat_wind="E"
    )
    mleague = win("mleague", **request)
    assert (mleague.han, mleague.limit, mleague.payments) == (15, "sanbaiman", Payments(non_dealer=12000))
    itsuka = win("itsuka-chuuren", **request)
    assert (itsuka.han, itsuka.limit, itsuka.points) == (14, "kazoe_yakuman", 48000)
    assert win("tenhou", **request).limit == "kazoe_yakuman"


# --------------------------------------------------------------------------- honba, deposits, flags


def test_honba_and_deposits_on_tsumo():
    # pinfu tsumo 400/700 = 1500; 2 honba = 600 paid 200 by each of 3; 1 deposit = 1000: total 3100
    result = win("mleague", **PINFU, tsumo=True, honba=2, deposits=1)
    assert (result.payments, result.points, result.total) == (
        Payments(dealer=700, non_dealer=400),
        1500,
        3100,
    )
    # itsuka: 1100 + 600; the deposit stays (no riichi); with riichi 2 han 500/1000 = 2000 + 600 + 1000
    assert win("itsuka-chuuren", **PINFU, tsumo=True, honba=2, deposits=1).total == 1700
    assert win("itsuka-chuuren", **PINFU, tsumo=True, riichi=True, honba=2, deposits=1).total == 3600


def test_double_riichi_ippatsu_ura():
    # double riichi is one 2-han entry: + pinfu = 3 han 30 fu = 3900; + ippatsu 4 han 30 fu = kiriage 8000
    assert dict(win("mleague", **PINFU, riichi=True, double_riichi=True).yaku) == {
        "double_riichi": 2,
        "pinfu": 1,
    }
    assert win("mleague", **PINFU, double_riichi=True).points == 3900
    assert win("mleague", **PINFU, double_riichi=True, ippatsu=True).points == 8000
    assert win("tenhou", **PINFU, double_riichi=True, ippatsu=True).points == 7700  # 1920 x 4
    # ura indicator 1m -> 2m (one in hand): counts with riichi only: 3 han 30 fu = 3900, else pinfu 1000
    assert win("mleague", **PINFU, riichi=True, ura_indicators="1m").points == 3900
    assert win("mleague", **PINFU, ura_indicators="1m").points == 1000


def test_kan_dora_indicators_and_red_fives():
    # ankan 1111m, 456p 55p 234s 789s, riichi ron 4s; indicators 9s (1s: none) and 4p (5p x3) -> dora 3,
    # ura 9p (1p: none) and 3s (4s x1) -> ura 1: 5 han -> mangan. fu 20 + 10 + 32 = 62 -> 70.
    kan = dict(hand="45556p234789s", win_tile="4s", melds=[{"type": "ankan", "tiles": "1111m"}], riichi=True)
    result = win("mleague", **kan, dora_indicators="9s4p", ura_indicators="9p3s")
    assert (result.fu, result.points, dict(result.yaku)) == (
        70, 8000, {"riichi": 1, "dora": 3, "ura_dora": 1})  # fmt: skip
    # red 5p: aka dora 1 under mleague (riichi pinfu aka 3 han 30 fu 3900); itsuka has no red fives (2000)
    red = dict(hand="123m40556p234789s", win_tile="4s", riichi=True)
    assert dict(win("mleague", **red).yaku)["aka_dora"] == 1
    assert (win("mleague", **red).points, win("itsuka-chuuren", **red).points) == (3900, 2000)


@pytest.mark.parametrize(
    "request_",
    [
        dict(hand="45556p234789s", win_tile="4s", melds=[{"type": "ankan", "tiles": "1111m"}], tsumo=True,
             rinshan=True, haitei=True),
        dict(hand="45556p234789s", win_tile="4s", melds=[{"type": "ankan", "tiles": "1111m"}], rinshan=True),
        dict(PINFU, chankan=True, houtei=True),  # a kan's tile is not the last discard
        dict(PINFU, tsumo=True, haitei=True, houtei=True),
        dict(PINFU, tsumo=True, seat_wind="E", tenhou=True, riichi=True),  # no discard before tenhou
        dict(PINFU, tsumo=True, chiihou=True, double_riichi=True),
        dict(PINFU, renhou=True, riichi=True),
        dict(OPEN_PINFU, ippatsu=True, riichi=True),
        dict(OPEN_PINFU, double_riichi=True),
    ],
)  # fmt: skip
def test_flag_contradictions(request_):
    for preset in PRESETS:
        assert code(preset, **request_) == "inconsistent"


def test_situational_yaku():
    # chankan + pinfu 2 han 30 fu = 2000; haitei tsumo + pinfu 3 han 20 fu = 700/1300; houtei ron 2000
    assert win("mleague", **PINFU, chankan=True).points == 2000
    assert win("mleague", **PINFU, tsumo=True, haitei=True).points == 2700
    assert win("mleague", **PINFU, houtei=True).points == 2000
    # rinshan on an ankan hand, riichi: tsumo 1 + riichi 1 + rinshan 1 = 3 han, fu 20 + 2 + 32 = 54 -> 60 ->
    # kiriage mangan 8000; tenhou 60 x 32 = 1920 -> 2000 / 3900 = 7900
    kan = dict(hand="45556p234789s", win_tile="4s", melds=[{"type": "ankan", "tiles": "1111m"}], riichi=True)
    assert win("mleague", **kan, tsumo=True, rinshan=True).points == 8000
    assert win("tenhou", **kan, tsumo=True, rinshan=True).points == 7900


# --------------------------------------------------------------------------- yakuman


@pytest.mark.parametrize("preset", PRESETS)
def test_single_yakuman_shapes(preset):
    pons = [{"type": "pon", "tiles": "111z"}, {"type": "pon", "tiles": "222z"}]
    kans = [{"type": "minkan", "tiles": "1111m"}, {"type": "minkan", "tiles": "2222p"},
            {"type": "ankan", "tiles": "3333s"}, {"type": "kakan", "tiles": "4444z"}]  # fmt: skip
    cases = {
        "ryuuiisou": dict(hand="22334444666888s", win_tile="2s"),  # no hatsu
        "chuuren": dict(hand="11123456788999m", win_tile="9m"),  # held 1112345678899m: not the 9-wait
        "kokushi": dict(hand="19m19p19s12345677z", win_tile="1m"),  # held with the 77z pair: single wait
        "daisuushii": dict(hand="333444z55m", win_tile="5m", melds=pons),
        "shousuushii": dict(hand="333z44z567m", win_tile="6m", melds=pons),
        "suukantsu": dict(hand="55s", win_tile="5s", melds=kans),
        "chinroutou": dict(hand="999m111p999p11s", win_tile="1s", melds=[{"type": "pon", "tiles": "111m"}]),
    }
    for name, request in cases.items():
        if request.get("melds"):  # itsuka (complete sakizuke): the yakuman was fixed at the first call
            request["first_call_yaku"] = [name]
        result = win(preset, **request)  # one yakuman, non-dealer ron 32000
        assert (dict(result.yaku), result.yakuman, result.points) == ({name: 13}, 1, 32000), name


@pytest.mark.parametrize(("preset", "doubled"), [(p, p == "itsuka-chuuren") for p in PRESETS])
def test_double_yakuman_waits(preset, doubled):
    cases = {
        "suuankou_tanki": dict(hand="111m33399p555777s", win_tile="9p"),
        "junsei_chuuren": dict(hand="11123455678999m", win_tile="5m"),
        "kokushi_13": dict(hand="19m19p19s12345677z", win_tile="7z"),  # held 13 different: 13-wait
    }
    han, points = (26, 64000) if doubled else (13, 32000)
    for name, request in cases.items():
        result = win(preset, **request)
        assert (dict(result.yaku), result.points) == ({name: han}, points), name


@pytest.mark.parametrize("preset", PRESETS)
def test_yakuman_stacking_and_pao(preset):
    # pon 555z (left), pon 666z (across, pao), 777z 111z closed, 2z tanki: daisangen + tsuuiisou = 64000
    melds = [
        {"type": "pon", "tiles": "555z", "from": "left"},
        {"type": "pon", "tiles": "666z", "from": "across"},
    ]
    request = dict(hand="77711122z", win_tile="2z", melds=melds, pao={"yaku": "daisangen", "from": "across"})
    result = win(preset, **request, honba=1)
    assert (dict(result.yaku), result.points, result.total) == (
        {"daisangen": 13, "tsuuiisou": 13},
        64000,
        64300,
    )
    has_pao = "daisangen" in load(preset).pao
    assert result.pao == (PaoPart("daisangen", 1, 8000) if has_pao else None)


@pytest.mark.parametrize("preset", PRESETS)
def test_sankantsu_and_honroutou_toitoi(preset):
    kans = [{"type": "minkan", "tiles": t} for t in ("2222m", "3333p", "4444s")]
    result = win(preset, hand="678p55s", win_tile="8p", melds=kans, first_call_yaku=["sankantsu"])
    # tanyao 1 + sankantsu 2 = 3 han; fu 20 + 3 x 8 = 44 -> 50: 1600 x 4 = 6400 (fu-less 3 han 4000);
    # without kuitan (itsuka) sankantsu alone 2 han = 2000
    expected = {"itsuka-chuuren": (2, 2000)}.get(preset, (3, 6400))
    assert (result.han, result.points) == expected
    pons = [{"type": "pon", "tiles": "111m"}, {"type": "pon", "tiles": "999p"}]
    # 9s ron completes the 99s/44z shanpon: toitoi 2 + honroutou 2 (no chanta) = 4 han, fu 4 + 4 + 8 + 4 = 40
    result = win(preset, hand="111999s44z", win_tile="9s", melds=pons, first_call_yaku=["toitoi"])
    assert (dict(result.yaku), result.points) == ({"toitoi": 2, "honroutou": 2}, 8000)


# --------------------------------------------------------------------------- local yaku and atozuke


def test_local_yaku_only_under_itsuka():
    assert win("itsuka-chuuren", **PINFU, renhou=True).points == 32000
    assert win("itsuka-chuuren", hand="22334455667788p", win_tile="2p").yaku == (("daisharin", 13),)
    assert win("itsuka-chuuren", **PINFU, seat_wind="E", consecutive_wins=8).points == 48000
    for preset in ("mleague", "hitonazo-m", "ron-of-20xx", "tenhou"):
        assert win(preset, **PINFU, renhou=True).yaku == (("pinfu", 1),)
        assert win(preset, **PINFU, seat_wind="E", consecutive_wins=8).points == 1500
        # 22334455667788p: pinfu 1 + tanyao 1 + ryanpeikou 3 + chinitsu 6 = 11 han -> sanbaiman 24000
        assert win(preset, hand="22334455667788p", win_tile="2p").points == 24000


# north seat, east round (RULES.md section 4): closed 123m 789m 11p 999s 333z (west, not a yakuhai)
KATA_CLOSED = dict(hand="123789m11p999s333z", win_tile="9m", seat_wind="N")


def test_kata_agari_closed_hand_variants():
    # ron 9m without riichi: chanta, but a 6m ron would have no yaku -> kata_agari
    assert code("itsuka-chuuren", **KATA_CLOSED) == "kata_agari"
    # with riichi every wait has a yaku: riichi 1 + closed chanta 2 = 3 han = 4000
    assert win("itsuka-chuuren", **KATA_CLOSED, riichi=True).points == 4000
    # tsumo 9m: menzen tsumo 1 + chanta 2 = 3 han = 1000 / 2000
    assert win("itsuka-chuuren", **KATA_CLOSED, tsumo=True).payments == Payments(dealer=2000, non_dealer=1000)
    # mleague allows the ron: chanta 2 han, fu 20 + 10 + 8 (333z) + 8 (999s) = 46 -> 50: 3200
    assert win("mleague", **KATA_CLOSED).points == 3200


def test_kata_agari_situational_yaku_hold_for_every_wait():
    # houtei (or chankan, haitei) would be a yaku on any wait won the same way: the 6m ron is allowed
    six = dict(KATA_CLOSED, hand="123678m11p999s333z", win_tile="6m")
    assert dict(win("itsuka-chuuren", **six, houtei=True).yaku) == {"houtei": 1}  # 1 han = 1000
    assert win("itsuka-chuuren", **KATA_CLOSED, chankan=True).points == 4000  # chankan 1 + chanta 2
    # haitei tsumo 6m: menzen tsumo 1 + haitei 1 = 2 han = 500 / 1000
    assert win("itsuka-chuuren", **six, tsumo=True, haitei=True).payments == Payments(
        dealer=1000, non_dealer=500
    )


# open: pon 333z; 123m 79m 11p 999s waits on 8m only (kanchan): chanta open 1 han
SAKIZUKE = dict(hand="123789m11p999s", win_tile="8m", seat_wind="N", melds=[{"type": "pon", "tiles": "333z"}])


def test_complete_sakizuke_single_wait():
    assert code("itsuka-chuuren", **SAKIZUKE) == "not_allowed"  # no first_call_yaku: not fixed
    assert code("itsuka-chuuren", **SAKIZUKE, first_call_yaku=[]) == "not_allowed"
    assert win("itsuka-chuuren", **SAKIZUKE, first_call_yaku=["chanta"]).points == 1000  # fu-less 1 han
    # mleague: atozuke allowed; fu 20 + 4 (333z open) + 8 (999s) + 2 (kanchan) = 34 -> 40: 1300
    assert win("mleague", **SAKIZUKE).points == 1300


# --------------------------------------------------------------------------- errors


@pytest.mark.parametrize(
    ("request_", "expected"),
    [
        (dict(hand="11m45556p234789s", win_tile="4s", melds=[{"type": "pon", "tiles": "111m"}]), "bad_tiles"),
        (dict(hand="123m4556p234789s", win_tile="4s"), "bad_tiles"),  # 13 tiles
        (dict(hand="123m45556p234789s", win_tile="1p"), "bad_tiles"),  # win tile not in the hand
        (dict(hand="123m45556p234789x", win_tile="4s"), "bad_tiles"),
        (dict(hand="123m45556p234789s", win_tile="4s", melds=[{"type": "pon", "tiles": "123z"}]),
         "bad_tiles"),
        (dict(hand="123m45557p234789s", win_tile="4s"), "not_a_win"),
        (dict(hand="123m45556p234789s", win_tile="2m"), "no_yaku"),
        (dict(hand="1133m5577p2222s44z", win_tile="4z"), "not_allowed"),  # chiitoitsu with 2222s
    ],
)  # fmt: skip
def test_error_codes_on_every_preset(request_, expected):
    for preset in PRESETS:
        assert code(preset, **request_) == expected, preset
