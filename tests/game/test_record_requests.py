"""Wins given as scorer requests inside a record, and the record schema (JSON/TOML round trip, errors)."""

from __future__ import annotations

import tomllib
from decimal import Decimal

import pytest
import tomli_w

from taikai.contracts.game import GameWords, parse_record, record_data
from taikai.game.record import RecordError
from taikai.game.table import run

# 123m 456p 789s 23s+4s 55p, closed, ron on 4s (ryanmen): riichi 1 + pinfu 1 = 2 han 30 fu
HAND = {"hand": "123m456p789s234s55p", "win_tile": "4s"}


def play(rules, *hands):
    return run(parse_record({"rules": rules, "hands": list(hands)}))


def test_a_scored_request_pays_like_the_table_says():
    # seat 1 (south) riichi, ron from seat 2: 30 x 2^(2+2) x 4 = 1920 -> 2000; + its own stick back
    win = {"seat": 1, "request": HAND | {"riichi": True}}
    out = play("mleague", {"riichi": [1], "result": {"type": "ron", "discarder": 2, "wins": [win]}})
    assert out.error is None, out.error
    assert out.final.points == (25000, 27000, 23000, 25000)
    assert "riichi" in GameWords().parts(out.final.last.parts) and "pinfu" in GameWords().parts(
        out.final.last.parts
    )


def test_a_request_that_contradicts_the_table_is_refused():
    win = {"seat": 1, "request": HAND | {"riichi": True, "seat_wind": "E"}}
    out = play("mleague", {"riichi": [1], "result": {"type": "ron", "discarder": 2, "wins": [win]}})
    assert "seat_wind" in str(out.error) and str(out.error).startswith("hand 1 (East 1)")
    # riichi in the request but not in the hand's riichi list
    win = {"seat": 1, "request": HAND | {"riichi": True}}
    out = play("mleague", {"result": {"type": "ron", "discarder": 2, "wins": [win]}})
    assert "riichi" in str(out.error)


def test_paarenchan_counts_consecutive_dealer_wins():
    # itsuka: the dealer wins 7 times (1 han tsumo, fu-less: 500 all), the 8th win is scored from a request
    # with consecutive_wins filled in by the table (8): paarenchan = yakuman, dealer tsumo 16000 all
    # + 7 honba (100 each) -> +16700 from each
    small = {"result": {"type": "tsumo", "win": {"seat": 0, "han": 1}}}
    eighth = {"result": {"type": "tsumo", "win": {"seat": 0, "request": HAND | {"tsumo": True}}}}
    out = play("itsuka-chuuren", *[small] * 7, eighth)
    assert out.error is None, out.error
    assert out.states[7].streak == 7
    before, after = out.states[7].points, out.final.points
    assert [a - b for a, b in zip(after, before, strict=True)] == [50100, -16700, -16700, -16700]


def test_record_round_trip_json_and_toml():
    data = {
        "rules": "tenhou",
        "rule_changes": {"length": "tonpuusen"},
        "players": ["a", "b", "c", "d"],
        "hands": [
            {
                "riichi": [0],
                "result": {"type": "ron", "discarder": 1, "wins": [{"seat": 0, "han": 2, "fu": 40}]},
            },
            {"result": {"type": "abortive", "kind": "kyuushu_kyuuhai"}},
        ],
        "penalties": [{"seat": 2, "kind": "pt", "pt": "-5.0"}],
    }
    record = parse_record(data)
    assert parse_record(record_data(record)) == record
    assert parse_record(tomllib.loads(tomli_w.dumps(record_data(record)), parse_float=Decimal)) == record
    assert record.ruleset.length.value == "tonpuusen"
    assert record_data(record)["version"] == 1


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"version": 3}, "version 3 is not supported (this taikai reads 1, 2)"),
        ({"hands": [{"result": {"type": "ron", "discarder": 1, "wins": [{"seat": 0}]}}]}, "exactly one way"),
        ({"hands": [{"result": {"type": "draw", "tenpai": [4]}}]}, "hands[0].result.tenpai[0]"),
        ({"hands": [{"result": {"type": "win"}}]}, "hands[0].result"),
        ({"final": {"points": [25000] * 4}, "hands": [{"result": {"type": "draw"}}]}, "not both"),
    ],
)
def test_schema_errors_name_the_field(data, message):
    with pytest.raises(RecordError) as error:
        parse_record(data)
    assert message in error.value.message


def test_pao_from_a_scored_request():
    # seat 1 (non-dealer) rons seat 0 with daisangen; the third dragon pon came from the right (seat 2):
    # pao of seat 2. 32000: half from the discarder (seat 0), half from seat 2
    request = {
        "hand": "123m55p",
        "win_tile": "5p",
        "melds": [
            {"type": "pon", "tiles": "555z", "from": "left"},
            {"type": "pon", "tiles": "666z", "from": "across"},
            {"type": "pon", "tiles": "777z", "from": "right"},
        ],
        "pao": {"yaku": "daisangen", "from": "right"},
    }
    out = play(
        "mleague", {"result": {"type": "ron", "discarder": 0, "wins": [{"seat": 1, "request": request}]}}
    )
    assert out.error is None, out.error
    assert out.final.points == (9000, 57000, 9000, 25000)
    assert "pao: seat 2" in GameWords().parts(out.final.last.parts)


@pytest.mark.parametrize(
    ("rule", "points"),
    [("tsumo", (24300, 25000 + 1500, 24600, 24600)), ("kan_caller_pays", (23500, 26500, 25000, 25000))],
)
def test_a_rinshan_win_after_an_open_kan_in_a_record(rule, points):
    # seat 1 called seat 0's 1m (from its left) for a kan and won on the replacement 7s (tanki): rinshan
    # 1 han 40 fu (20 + 16 open terminal kan + 2 tanki + 2 tsumo): 700 from the dealer, 400 from each
    # other seat; kan_caller_pays: seat 0, whose discard made the kan, pays all 1500
    melds = [{"type": "minkan", "tiles": "1111m", "from": "left"}]
    request = {"hand": "123p789p234s77s", "win_tile": "7s", "melds": melds, "rinshan": True}
    record = parse_record(
        {
            "rules": "mleague",
            "rule_changes": {"rinshan_after_minkan": rule},
            "hands": [{"result": {"type": "tsumo", "win": {"seat": 1, "request": request}}}],
        }
    )
    out = run(record)
    assert out.error is None, out.error
    assert out.final.points == points
