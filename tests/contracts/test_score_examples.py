"""CONTRACTS.md section 1: the response's exact fields and order, and request validation."""

from __future__ import annotations

import pytest

from taikai.contracts.score import parse_request, response
from taikai.errors import TaikaiError
from taikai.hand.scorer import score
from taikai.rules import load

RESPONSE_FIELDS = ["ok", "yaku", "han", "fu", "yakuman", "limit", "points", "payments", "total"]


def respond(request: dict, rules: str = "mleague") -> dict:
    return response(score(parse_request(request), load(rules).hand))


def test_ron_response_shape():
    # the contract's example situation, made consistent (11 concealed tiles with one pon):
    # hatsu 1 han, dora indicator 1m -> 2m held once; 20 + open honor pon 4 = 24 -> 30 fu;
    # 2 han 30 fu non-dealer ron: 30 x 2^4 x 4 = 1920 -> 2000
    request = {
        "rules": "mleague", "hand": "234567m22p345s", "win_tile": "5s",
        "melds": [{"type": "pon", "tiles": "666z", "from": "left"}], "tsumo": False,
        "seat_wind": "S", "round_wind": "E", "dora_indicators": "1m", "ura_indicators": "",
        "riichi": False, "double_riichi": False, "ippatsu": False, "haitei": False, "houtei": False,
        "rinshan": False, "chankan": False, "tenhou": False, "chiihou": False, "renhou": False,
        "honba": 0, "deposits": 0,
    }  # fmt: skip
    response = respond(request)
    assert list(response) == RESPONSE_FIELDS
    assert response["yaku"] == [{"name": "hatsu", "han": 1}, {"name": "dora", "han": 1}]
    assert (response["han"], response["fu"], response["yakuman"], response["limit"]) == (2, 30, 0, None)
    assert response["payments"] == {"ron": 2000} and response["total"] == 2000


def test_tsumo_payment_shapes():
    # pinfu + tsumo 2 han 20 fu: non-dealer 400/700; dealer: 2 x 320 = 640 -> 700 each (2100)
    hand = {"hand": "123m45556p234789s", "win_tile": "4s", "tsumo": True}
    assert respond({**hand, "seat_wind": "S"})["payments"] == {"dealer": 700, "non_dealer": 400}
    dealer = respond({**hand, "seat_wind": "E"})
    assert dealer["payments"] == {"non_dealer": 700} and dealer["points"] == 2100


def test_yakuman_response():
    response = respond({"hand": "19m19p19s12345677z", "win_tile": "7z", "seat_wind": "S"}, "itsuka-chuuren")
    assert response["yaku"] == [{"name": "kokushi_13", "han": 26}]
    assert (response["yakuman"], response["limit"], response["points"]) == (2, "yakuman", 64000)


def test_pao_is_reported_when_it_applies():
    request = {"hand": "123m11p555666777z", "win_tile": "1p", "seat_wind": "S",
               "pao": {"yaku": "daisangen", "from": "across"}}  # fmt: skip
    assert respond(request)["pao"] == {"yaku": "daisangen", "yakuman": 1, "base": 8000}


@pytest.mark.parametrize(
    ("request_", "code", "words"),
    [
        ({"hand": 123, "win_tile": "1m"}, "bad_request", "string"),
        ({"hand": "123m", "win_tile": "1m", "melds": "pon"}, "bad_request", "list"),
        ({"hand": "123m", "win_tile": "1m", "melds": [{"type": "peng", "tiles": "111z"}]}, "bad_request",
         "type"),
        ({"hand": "1234m", "win_tile": "1m", "melds": [{"type": "chi", "tiles": "135m"}]}, "bad_tiles",
         "consecutive"),
        ({"hand": "123m45556p234789s", "win_tile": "14s"}, "bad_tiles", "one tile"),
        ({"hand": "123m45556p234789s", "win_tile": "4s", "pao": "daisangen"}, "bad_request", "pao"),
        ({"hand": "123m45556p234789s", "win_tile": "4s", "first_call_yaku": "chun"}, "bad_request",
         "first_call_yaku"),
        ({"hand": "123m45556p234789s", "win_tile": "4s", "dora_indicators": "123456m"}, "bad_tiles", "5"),
        ({"hand": "123m45556p234789s", "win_tile": "4s", "first_call_yaku": ["yakuhai"]}, "bad_request",
         "yakuhai"),
        ({"hand": "123m45556p234789s", "win_tile": "4s", "pao": {"yaku": "big_dragons"}}, "bad_request",
         "big_dragons"),
    ],
)  # fmt: skip
def test_bad_requests_name_the_problem(request_, code, words):
    with pytest.raises(TaikaiError) as error:
        parse_request(request_)
    assert error.value.code == code and words in error.value.message
