"""Each yaku, positive and negative, on hands worked out by hand.

Unless said otherwise: mleague rules, seat south (non-dealer), round east, ron,
no dora. ``names`` is the set of yaku names the scorer reports.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from taikai.contracts.score import parse_request
from taikai.errors import TaikaiError
from taikai.hand.scorer import HandResult, score
from taikai.hand.yaku import NAMES, SUPPRESSES, YAKU
from taikai.rules import load


def win(rules: str = "mleague", **request: object) -> HandResult:
    return score(parse_request({"seat_wind": "S", **request}), load(rules).hand)


def names(result: HandResult) -> set[str]:
    return {name for name, _ in result.yaku}


def pon(tiles: str) -> dict[str, str]:
    return {"type": "pon", "tiles": tiles, "from": "left"}


# (id, request, yaku that must be present with their han, yaku that must be absent)
CASES = [
    # 123m 456p 55p 234s 789s, 23s waiting 1s/4s: pinfu (closed, 4 sequences, plain pair, two-sided)
    ("pinfu", dict(hand="123m45556p234789s", win_tile="4s"), {"pinfu": 1}, {"tanyao", "menzen_tsumo"}),
    ("menzen_tsumo", dict(hand="123m45556p234789s", win_tile="4s", tsumo=True), {"menzen_tsumo": 1}, set()),
    # the same shape won on 3s as 3s-completes-234 is two-sided too, but 123m won on 2m is a closed wait
    (
        "no pinfu on kanchan",
        dict(hand="123m45556p234789s", win_tile="2m", riichi=True),
        {"riichi": 1},
        {"pinfu"},
    ),
    ("riichi", dict(hand="123m45556p234789s", win_tile="4s", riichi=True), {"riichi": 1}, {"double_riichi"}),
    (
        "double_riichi hides riichi",
        dict(hand="123m45556p234789s", win_tile="4s", riichi=True, double_riichi=True),
        {"double_riichi": 2},
        {"riichi"},
    ),
    (
        "ippatsu",
        dict(hand="123m45556p234789s", win_tile="4s", riichi=True, ippatsu=True),
        {"ippatsu": 1},
        set(),
    ),
    ("haitei", dict(hand="123m45556p234789s", win_tile="4s", tsumo=True, haitei=True), {"haitei": 1}, set()),
    ("houtei", dict(hand="123m45556p234789s", win_tile="4s", houtei=True), {"houtei": 1}, set()),
    ("chankan", dict(hand="123m45556p234789s", win_tile="4s", chankan=True), {"chankan": 1}, set()),
    # 22p 345s 678s, with 234m 456p: every tile a simple
    ("tanyao", dict(hand="234m456p22345678s", win_tile="8s"), {"tanyao": 1, "pinfu": 1}, set()),
    (
        "open tanyao",
        dict(hand="456p22345678s", win_tile="8s", melds=[{"type": "chi", "tiles": "234m"}]),
        {"tanyao": 1},
        {"pinfu"},
    ),
    # 112233m: 123m twice, won on 1m (23m waiting 1m/4m)
    ("iipeikou", dict(hand="112233m456p11789s", win_tile="1m"), {"iipeikou": 1, "pinfu": 1}, set()),
    # 112233m 445566p 99s won on the pair: ryanpeikou (3) beats chiitoitsu (2) and hides iipeikou
    (
        "ryanpeikou",
        dict(hand="112233m445566p99s", win_tile="9s"),
        {"ryanpeikou": 3},
        {"iipeikou", "chiitoitsu"},
    ),
    ("seat_wind", dict(hand="123m11456p789s222z", win_tile="2z"), {"seat_wind": 1}, {"round_wind"}),
    ("round_wind", dict(hand="123m11456p789s111z", win_tile="1z"), {"round_wind": 1}, {"seat_wind"}),
    (
        "double wind",
        dict(hand="123m11456p789s111z", win_tile="1z", seat_wind="E"),
        {"round_wind": 1, "seat_wind": 1},
        set(),
    ),
    ("haku", dict(hand="123m11456p789s555z", win_tile="5z"), {"haku": 1}, set()),
    ("hatsu", dict(hand="123m11456p789s666z", win_tile="6z"), {"hatsu": 1}, set()),
    ("chun", dict(hand="123m11456p789s777z", win_tile="7z"), {"chun": 1}, set()),
    (
        "no yakuhai for a north triplet",
        dict(hand="123m11456p789s444z", win_tile="4z", riichi=True),
        {"riichi": 1},
        {"seat_wind", "round_wind"},
    ),
    ("chiitoitsu", dict(hand="1122m3344p5566s77z", win_tile="7z"), {"chiitoitsu": 2}, set()),
    # 123m 789p 123s 444z 99s: a terminal or honor everywhere, honors present
    ("chanta", dict(hand="123m789p12399s444z", win_tile="9s"), {"chanta": 2}, {"junchan"}),
    ("open chanta", dict(hand="123m789p12399s", win_tile="9s", melds=[pon("444z")]), {"chanta": 1}, set()),
    # 123m 789p 123s 789s 99s: terminals everywhere, no honors
    ("junchan", dict(hand="123m789p12378999s", win_tile="9s"), {"junchan": 3, "pinfu": 1}, {"chanta"}),
    ("ittsu", dict(hand="123456789m234p11s", win_tile="1m"), {"ittsu": 2, "pinfu": 1}, set()),
    (
        "open ittsu",
        dict(hand="456789m234p11s", win_tile="4m", melds=[{"type": "chi", "tiles": "123m"}]),
        {"ittsu": 1},
        set(),
    ),
    ("sanshoku", dict(hand="12399m123p123456s", win_tile="6s"), {"sanshoku": 2, "pinfu": 1}, set()),
    # 222m 222p 222s 345s 88p: three concealed triplets, all simples
    (
        "sanshoku_doukou",
        dict(hand="222m22288p222345s", win_tile="5s"),
        {"sanshoku_doukou": 2, "sanankou": 2, "tanyao": 1},
        set(),
    ),
    # open 999m; 111p 222s 444z concealed, won on the 6s pair
    (
        "toitoi",
        dict(hand="111p22266s444z", win_tile="6s", melds=[pon("999m")]),
        {"toitoi": 2, "sanankou": 2},
        set(),
    ),
    # 111m 789m 222p 55p 333s: a ron on 3s opens that triplet: 2 concealed only
    (
        "no sanankou on shanpon ron",
        dict(hand="111789m22255p333s", win_tile="3s", riichi=True),
        {"riichi": 1},
        {"sanankou"},
    ),
    (
        "sanankou on shanpon tsumo",
        dict(hand="111789m22255p333s", win_tile="3s", tsumo=True),
        {"sanankou": 2, "menzen_tsumo": 1},
        set(),
    ),
    (
        "sankantsu",
        dict(
            hand="456s77z",
            win_tile="7z",
            melds=[
                {"type": "ankan", "tiles": "1111m"},
                {"type": "minkan", "tiles": "2222p", "from": "left"},
                {"type": "kakan", "tiles": "3333s", "from": "right"},
            ],
        ),
        {"sankantsu": 2},
        {"toitoi"},
    ),
    # a closed kan keeps the hand closed: menzen tsumo too
    (
        "rinshan",
        dict(
            hand="234m789p456s77z",
            win_tile="7z",
            tsumo=True,
            rinshan=True,
            melds=[{"type": "ankan", "tiles": "1111m"}],
        ),
        {"rinshan": 1, "menzen_tsumo": 1},
        set(),
    ),
    # 123m 456p 555z 666z 77z: two dragon triplets and a dragon pair
    (
        "shousangen",
        dict(hand="123m456p55566677z", win_tile="4p"),
        {"shousangen": 2, "haku": 1, "hatsu": 1},
        set(),
    ),
    # open 111m; 999p 111s 111z concealed, 99s pair: only terminals and honors
    (
        "honroutou",
        dict(hand="999p11199s111z", win_tile="9s", melds=[pon("111m")]),
        {"honroutou": 2, "toitoi": 2, "sanankou": 2, "round_wind": 1},
        {"chanta"},
    ),
    (
        "honitsu",
        dict(hand="12345678999m111z", win_tile="1z"),
        {"honitsu": 3, "ittsu": 2, "round_wind": 1},
        {"chinitsu"},
    ),
    (
        "open honitsu",
        dict(hand="12345678999m", win_tile="9m", melds=[pon("111z")]),
        {"honitsu": 2, "ittsu": 1},
        set(),
    ),
    (
        "chinitsu hides honitsu",
        dict(hand="11223344556677m", win_tile="1m"),
        {"chinitsu": 6, "ryanpeikou": 3, "pinfu": 1},
        {"honitsu"},
    ),
]


@pytest.mark.parametrize(("request_", "present", "absent"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_yaku(request_, present, absent):
    result = win(**request_)
    entries = dict(result.yaku)
    for name, han in present.items():
        assert entries.get(name) == han, f"{name} should be {han} han in {result.yaku}"
    assert not absent & names(result), result.yaku


YAKUMAN_CASES = [
    ("daisangen", dict(hand="123m11p555666777z", win_tile="1p"), {"daisangen"}),
    ("suuankou", dict(hand="111m222p333s44455z", win_tile="4z", tsumo=True), {"suuankou"}),
    ("suuankou_tanki", dict(hand="111m222p333s44455z", win_tile="5z"), {"suuankou_tanki"}),
    ("tsuuiisou", dict(hand="11122233366z", win_tile="6z", melds=[pon("555z")]), {"tsuuiisou"}),
    ("ryuuiisou", dict(hand="22334466688s666z", win_tile="8s"), {"ryuuiisou"}),
    ("chinroutou", dict(hand="999m111999p99s", win_tile="9s", melds=[pon("111m")]), {"chinroutou"}),
    # 13 tiles before the win 1112345567899m: not the pure nine-sided wait
    ("chuuren", dict(hand="11123455678999m", win_tile="9m"), {"chuuren"}),
    ("junsei_chuuren", dict(hand="11123455678999m", win_tile="5m"), {"junsei_chuuren"}),
    ("kokushi", dict(hand="19m19p19s12345677z", win_tile="1m"), {"kokushi"}),
    ("kokushi_13", dict(hand="19m19p19s12345677z", win_tile="7z"), {"kokushi_13"}),
    ("daisuushii", dict(hand="55m222333444z", win_tile="5m", melds=[pon("111z")]), {"daisuushii"}),
    ("shousuushii", dict(hand="123m22233344z", win_tile="4z", melds=[pon("111z")]), {"shousuushii"}),
    (
        "suukantsu",
        dict(
            hand="55p",
            win_tile="5p",
            melds=[
                {"type": "ankan", "tiles": "1111m"},
                {"type": "minkan", "tiles": "2222p", "from": "left"},
                {"type": "kakan", "tiles": "3333s", "from": "right"},
                {"type": "ankan", "tiles": "4444z"},
            ],
        ),
        {"suukantsu"},
    ),
    (
        "tenhou",
        dict(hand="123m45556p234789s", win_tile="4s", tsumo=True, tenhou=True, seat_wind="E"),
        {"tenhou"},
    ),
    ("chiihou", dict(hand="123m45556p234789s", win_tile="4s", tsumo=True, chiihou=True), {"chiihou"}),
]


@pytest.mark.parametrize(("request_", "expected"), [c[1:] for c in YAKUMAN_CASES],
                         ids=[c[0] for c in YAKUMAN_CASES])  # fmt: skip
def test_yakuman_hide_everything_else(request_, expected):
    # mleague counts no double yakuman: each listed yakuman is 13 han, 1x
    result = win(**request_)
    assert names(result) == expected
    assert result.yakuman == len(expected) and result.han == 13 * len(expected)


def test_suuankou_on_shanpon_ron_is_toitoi_sanankou():
    # 111m 222p 333s 44z 55z, ron on 4z: the 4z triplet is open -> 3 concealed: toitoi + sanankou
    result = win(hand="111m222p333s44455z", win_tile="4z")
    assert names(result) == {"toitoi", "sanankou"} and result.yakuman == 0


def test_no_tanyao_open_without_kuitan():
    request = dict(hand="456p22345678s", win_tile="8s", melds=[{"type": "chi", "tiles": "234m"}])
    with pytest.raises(TaikaiError) as error:
        win("itsuka-chuuren", **request)
    assert error.value.code == "no_yaku"


def test_ippatsu_needs_the_ruleset():
    rules = replace(load("mleague").hand, ippatsu=False)
    request = parse_request(
        dict(hand="123m45556p234789s", win_tile="4s", riichi=True, ippatsu=True, seat_wind="S")
    )
    assert "ippatsu" not in names(score(request, rules))


def test_every_contract_name_is_known_and_suppression_uses_real_names():
    contract_names = {spec.name for spec in YAKU}
    assert set(NAMES) == contract_names | {"dora", "ura_dora", "aka_dora", "nagashi_mangan"}
    for hider, hidden in SUPPRESSES.items():
        assert hider in contract_names and hidden <= contract_names
