"""Each fu rule, with the breakdown worked out by hand (mleague, seat south, round east, ron unless said)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from taikai.contracts.score import parse_request
from taikai.hand.scorer import HandResult, score
from taikai.i18n import words
from taikai.rules import load


def win(rules: str = "mleague", **request: object) -> HandResult:
    return score(parse_request({"seat_wind": "S", **request}), load(rules).hand)


def english(result: HandResult) -> tuple[tuple[str, int], ...]:
    """The fu parts in English words (each part is a reason naming its tile)."""
    return tuple((words(reason), fu) for reason, fu in result.fu_breakdown)


PINFU_HAND = dict(hand="123m45556p234789s", win_tile="4s")  # 23s waiting 1s/4s, plain 55p pair

CASES = [
    # pinfu ron: 20 base + 10 closed ron = 30
    ("pinfu ron", PINFU_HAND, 30, [("base", 20), ("closed ron", 10)]),
    # pinfu tsumo: 20 flat, no tsumo fu
    ("pinfu tsumo", {**PINFU_HAND, "tsumo": True}, 20, [("base", 20)]),
    # 123m won on 2m: kanchan 2 -> 20 + 10 + 2 = 32 -> 40
    ("kanchan", dict(hand="123m45556p234789s", win_tile="2m", riichi=True), 40,
     [("base", 20), ("closed ron", 10), ("kanchan wait", 2)]),
    # 12m waiting 3m: penchan -> 40
    ("penchan", dict(hand="123m45556p234789s", win_tile="3m", riichi=True), 40,
     [("base", 20), ("closed ron", 10), ("penchan wait", 2)]),
    # 89s waiting 7s: penchan too
    ("penchan 7", dict(hand="123m45556p234789s", win_tile="7s", riichi=True), 40,
     [("base", 20), ("closed ron", 10), ("penchan wait", 2)]),
    # north pair (no value for south seat, east round) won on the pair: tanki 2 -> 32 -> 40
    ("tanki", dict(hand="123m456p123789s44z", win_tile="4z", riichi=True), 40,
     [("base", 20), ("closed ron", 10), ("tanki wait", 2)]),
    # closed simple triplet 2p 4 -> 34 -> 40
    ("closed simple triplet", dict(hand="123m22299p456789s", win_tile="4s", riichi=True), 40,
     [("base", 20), ("closed ron", 10), ("closed triplet 2p", 4)]),
    # minkan 2p 8, ankan 9s 32, pon green 4, 12m waiting 3m 2: 20 + 8 + 32 + 4 + 2 = 66 -> 70
    ("kans", dict(hand="12355m", win_tile="3m", melds=[
        {"type": "minkan", "tiles": "2222p", "from": "left"}, {"type": "ankan", "tiles": "9999s"},
        {"type": "pon", "tiles": "666z", "from": "right"}]), 70,
     [("base", 20), ("open kan 2p", 8), ("closed kan 9s", 32), ("open triplet 6z", 4), ("penchan wait", 2)]),
    # ankan 2p 16, closed east triplet 8, tanki 2: 20 + 10 + 16 + 8 + 2 = 56 -> 60
    ("closed kan and honor triplet", dict(hand="123m99p456s111z", win_tile="9p",
     melds=[{"type": "ankan", "tiles": "2222p"}]), 60,
     [("base", 20), ("closed ron", 10), ("closed triplet 1z", 8), ("closed kan 2p", 16), ("tanki wait", 2)]),
    # pon 2m 2, minkan 1p 16, pon red dragon 4: 20 + 2 + 16 + 4 = 42 -> 50
    ("open triplets", dict(hand="345s88p", win_tile="3s", melds=[
        {"type": "pon", "tiles": "222m"}, {"type": "minkan", "tiles": "1111p", "from": "across"},
        {"type": "pon", "tiles": "777z"}]), 50,
     [("base", 20), ("open triplet 2m", 2), ("open kan 1p", 16), ("open triplet 7z", 4)]),
    # dragon pair 2: 20 + 10 + 2 = 32 -> 40
    ("dragon pair", dict(hand="123m456p234789s55z", win_tile="4s", riichi=True), 40,
     [("base", 20), ("closed ron", 10), ("dragon pair 5z", 2)]),
    ("seat wind pair", dict(hand="123m456p234789s22z", win_tile="4s", riichi=True), 40,
     [("base", 20), ("closed ron", 10), ("seat wind pair 2z", 2)]),
    ("round wind pair", dict(hand="123m456p234789s11z", win_tile="4s", riichi=True), 40,
     [("base", 20), ("closed ron", 10), ("round wind pair 1z", 2)]),
    # open hand, all sequences, two-sided: 20 -> counts 30
    ("open pinfu", dict(hand="456p22345678s", win_tile="8s", melds=[{"type": "chi", "tiles": "234m"}]), 30,
     [("base", 20), ("open hand without fu", 10)]),
    ("chiitoitsu", dict(hand="1122m3344p5566s77z", win_tile="7z"), 25, [("chiitoitsu", 25)]),
    # ron on 3s opens the 3s triplet: 111m closed terminal 8, 222p closed 4, 333s open 2 -> 44 -> 50
    ("ron triplet is open", dict(hand="111789m22255p333s", win_tile="3s", riichi=True), 50,
     [("base", 20), ("closed ron", 10), ("closed triplet 1m", 8), ("closed triplet 2p", 4),
      ("open triplet 3s", 2)]),
    # the same on tsumo: 333s stays closed 4: 20 + 2 + 8 + 4 + 4 = 38 -> 40
    ("tsumo triplet is closed", dict(hand="111789m22255p333s", win_tile="3s", tsumo=True), 40,
     [("base", 20), ("tsumo", 2), ("closed triplet 1m", 8), ("closed triplet 2p", 4),
      ("closed triplet 3s", 4)]),
    ("kokushi has no fu", dict(hand="19m19p19s12345677z", win_tile="1m"), 0, []),
]  # fmt: skip


@pytest.mark.parametrize(("request_", "fu", "parts"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_fu(request_, fu, parts):
    result = win(**request_)
    assert result.fu == fu
    assert sorted(english(result)) == sorted(parts)


def test_double_wind_pair_fu_is_a_ruleset_field():
    # dealer (east seat, east round), east pair, closed 999m triplet, two-sided ron:
    # 20 + 10 + 8 + double wind pair. mleague (2): 40 -> 40 fu; tenhou (4): 42 -> 50 fu.
    request = dict(hand="999m123456p234s11z", win_tile="4s", riichi=True, seat_wind="E")
    assert win("mleague", **request).fu == 40
    tenhou = win("tenhou", **request)
    assert tenhou.fu == 50 and ("double wind pair 1z", 4) in english(tenhou)
    # 1 han 50 fu dealer ron: 50 x 2^3 = 400, x6 = 2400
    assert tenhou.points == 2400


def test_tsumo_pinfu_off_scores_menzen_tsumo_only_with_tsumo_fu():
    # pinfu shape tsumo with tsumo_pinfu off: menzen tsumo 1 han, 20 + 2 = 22 -> 30 fu:
    # non-dealer tsumo 30 x 2^3 = 240 -> 300 / 500 (1100). With pinfu: 2 han 20 fu -> 320 -> 400 / 700.
    off = replace(load("mleague").hand, tsumo_pinfu=False)
    request = parse_request({**PINFU_HAND, "tsumo": True, "seat_wind": "S"})
    result = score(request, off)
    assert result.yaku == (("menzen_tsumo", 1),) and result.fu == 30
    assert english(result) == (("base", 20), ("tsumo", 2))
    assert result.points == 1100
    assert score(request, load("mleague").hand).points == 1500


def test_fu_less_mode_reports_no_fu():
    result = win("itsuka-chuuren", **PINFU_HAND)
    assert result.fu == 0 and result.fu_breakdown == ()
