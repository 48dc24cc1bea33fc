"""CONTRACTS.md section 1 read strictly: every silent case of issue 9 refused, naming its field."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from taikai.contracts.jsonio import dumps, loads
from taikai.contracts.score import TILE_TEXT, parse_request, response
from taikai.errors import TaikaiError
from taikai.hand.request import MAX_DEPOSITS, MAX_HONBA, Meld, MeldType, WinRequest
from taikai.hand.score import Limit, Payments
from taikai.hand.scorer import HandResult, PaoPart, score
from taikai.rules import load
from taikai.tiles import SOUTH, parse

PINFU = {"hand": "123m45556p234789s", "win_tile": "4s", "seat_wind": "S"}
TAIKAI = [sys.executable, "-c", "from taikai.cli.main import run; run()"]


def refused(data: object) -> TaikaiError:
    with pytest.raises(TaikaiError) as caught:
        parse_request(data)
    return caught.value


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        ({**PINFU, "ripchi": True}, "unknown field 'ripchi' (did you mean 'riichi'?)"),
        ({**PINFU, "dora": "1m"}, "unknown field 'dora' (did you mean 'dora_indicators'?)"),
        ({**PINFU, "zzz": 1}, "unknown field 'zzz' (the fields are rules, hand, melds,"),
        ({**PINFU, "hand": "123m456p234789s", "melds": [{"type": "chi", "tile": "123m"}]},
         "melds[0]: unknown field 'tile' (did you mean 'tiles'?)"),
        ({**PINFU, "pao": {"yaku": "daisangen", "form": "left"}},
         "pao: unknown field 'form' (did you mean 'from'?)"),
    ],
)  # fmt: skip
def test_unknown_fields_are_refused_with_the_closest_name(request_, message):
    error = refused(request_)
    assert error.code == "bad_request" and error.message.startswith(message)


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("riichi", 1, "riichi must be true or false, not 1"),
        ("riichi", "true", "riichi must be true or false, not 'true' (a string)"),
        ("tsumo", None, "tsumo must be true or false, not null"),
        ("honba", -1, "honba must be a whole number >= 0, not -1"),
        ("honba", Decimal("1.0"), "honba must be a whole number >= 0, not 1.0"),
        ("deposits", True, "deposits must be a whole number >= 0, not true"),
        ("hand", 123, "hand must be a string, not 123"),
        ("hand", None, "hand must be a string, not null"),
        ("seat_wind", "east", "seat_wind must be one of E S W N, not 'east' (a string)"),
        ("melds", "pon", "melds must be a list, not 'pon' (a string)"),
        ("melds", [{}] * 5, "melds must have at most 4 items, not 5"),
        ("melds", [{"type": "peng", "tiles": "111z"}], "melds[0].type must be one of chi, pon"),
        ("melds", [{"type": "pon", "tiles": "111z", "from": 2}], "melds[0].from must be a string, not 2"),
        (
            "melds",
            [{"type": "pon", "tiles": "111z", "from": "up"}],
            "melds[0]: from must be left, across or right",
        ),
        ("melds", [{"type": "chi", "tiles": "135m"}], "melds[0]: a chi must be three consecutive tiles"),
        ("first_call_yaku", "chun", "first_call_yaku must be a list, not 'chun'"),
        ("first_call_yaku", ["yakuhai"], "first_call_yaku: unknown yaku name(s) 'yakuhai'"),
        ("pao", "daisangen", "pao must be a JSON object, not 'daisangen'"),
        ("pao", {"yaku": "big_dragons"}, "pao: unknown yaku name(s) 'big_dragons'"),
        ("rules", 3, "rules must be a string, not 3"),
        ("chankan_kan", "minkan", 'chankan_kan: "kakan" or "ankan", not \'minkan\''),
        ("win_tile", "14s", "win_tile must be one tile, not 2"),
    ],
)
def test_each_wrong_value_names_its_field(field, value, message):
    error = refused({**PINFU, field: value})
    assert error.message.startswith(message), error.message


def test_a_number_too_long_to_show_is_not_echoed():
    error = refused({**PINFU, "honba": -(10**4000)})
    assert error.message == "honba must be a whole number >= 0, not a number of 4001 digits"


@pytest.mark.parametrize(
    ("field", "bound"), [("honba", MAX_HONBA), ("deposits", MAX_DEPOSITS), ("consecutive_wins", MAX_HONBA)]
)
def test_counts_are_bounded_by_what_a_table_holds(field, bound):
    assert getattr(parse_request({**PINFU, field: bound}), field) == bound
    error = refused({**PINFU, field: bound + 1})
    assert error.code == "bad_request"
    assert error.message == f"{field}: {bound + 1} is more than a table reaches (at most {bound})"
    assert refused({**PINFU, field: 10**30}).message.endswith(
        f"is more than a table reaches (at most {bound})"
    )


def test_dora_and_ura_indicators_count_as_visible_copies():
    # issue 9: four 1m dora and four ura beside four 1m in the hand (twelve copies) scored a chuuren
    chuuren = {"hand": "11112345678999m", "win_tile": "1m", "riichi": True, "seat_wind": "S"}
    assert score(parse_request(chuuren), load("mleague").hand).yakuman == 1
    for dora, ura, copies in (("1111m", "1111m", 12), ("1m", "", 5), ("", "1m", 5)):
        error = refused({**chuuren, "dora_indicators": dora, "ura_indicators": ura})
        assert error.code == "bad_tiles"
        assert error.message == (
            f"the hand, melds, dora and ura indicators hold {copies} copies of 1m: there are only 4"
        )
    # three 1m in the hand and melds: one indicator 1m fits (the fourth copy)
    assert parse_request({**PINFU, "hand": "111m45556p234789s", "dora_indicators": "1m"})


def test_red_fives_per_suit_as_the_ruleset_has_over_every_visible_tile():
    # a red 5p in the hand and one as an indicator: two in sight. How many a suit holds is the
    # ruleset's (aka_dora), so the scorer refuses it where there is one and scores it where there are two
    from taikai.rules import with_changes

    request = parse_request({"hand": "123m40666p234789s", "win_tile": "4s", "dora_indicators": "0p"})
    with pytest.raises(TaikaiError) as caught:
        score(request, load("mleague").hand)
    assert caught.value.code == "bad_tiles" and "2 red 5p: the ruleset has 1" in caught.value.message
    two = with_changes(load("mleague"), {"aka_dora": {"p": 2}}).hand
    assert ("aka_dora", 1) in score(request, two).yaku  # the red five in the hand; the indicator is not held


def test_tile_strings_are_bounded_and_parsed_in_linear_time():
    assert parse_request({**PINFU, "hand": " ".join("123m45556p234789s").ljust(TILE_TEXT)})
    error = refused({**PINFU, "hand": "1" * (TILE_TEXT + 1)})
    assert error.message == f"hand must be at most {TILE_TEXT} characters, not {TILE_TEXT + 1}"
    # issue 9: a 40 KB digit run took 8-15 s (the regex backtracked); now refused by its length,
    # and the parser itself is linear: 400 KB of digits are read in well under a second
    from taikai.tiles import parse as parse_tiles

    started = time.process_time()
    with pytest.raises(TaikaiError, match=r"digits must be followed by m, p, s or z"):
        parse_tiles("1" * 400_000)
    assert time.process_time() - started < 1.0


def test_the_core_builds_a_request_from_typed_values():
    pon = Meld(MeldType.pon, parse("666z"), "left")
    typed = WinRequest(parse("234567m22p345s"), parse("5s")[0], melds=(pon,), seat_wind=SOUTH, honba=1)
    from_json = parse_request({"hand": "234567m22p345s", "win_tile": "5s", "seat_wind": "S", "honba": 1,
                               "melds": [{"type": "pon", "tiles": "666z", "from": "left"}]})  # fmt: skip
    assert typed == from_json
    with pytest.raises(TaikaiError, match="honba: 101 is more than a table reaches"):
        WinRequest(parse("234567m22p345s"), parse("5s")[0], melds=(pon,), honba=101)


def test_requests_are_frozen():
    request = parse_request(PINFU)
    with pytest.raises(AttributeError):
        request.honba = 3  # type: ignore[misc]


# --------------------------------------------------------------------------- the same field in every process

#: Requests with several problems each: which one is named must not depend on the hash seed.
MANY_PROBLEMS = [
    {**PINFU, "zeta": 1, "alpha": 2, "penalty": 3},
    {**PINFU, "riichi": 1, "ippatsu": "x", "haitei": None},
    {**PINFU, "honba": 101, "deposits": 201, "consecutive_wins": 999},
    {**PINFU, "tenhou": True, "chiihou": True, "renhou": True, "haitei": True, "houtei": True},
    {"hand": "1111m2222m", "win_tile": "9m", "dora_indicators": "12345m6m", "melds": [{}, {}, {}, {}, {}]},
]


@pytest.mark.parametrize("command", ["score", "settle"])
def test_errors_name_the_same_field_whatever_the_hash_seed(command):
    settle_lines = [
        {"points": [1, 2, 3], "penaltys": [], "deposit": 1},
        {"points": [25000] * 4, "x": 1, "y": 2},
        {"points": [25000] * 4, "penalties": [{"seat": 9, "kind": "pt", "pt": 5}]},
    ]
    lines = "".join(json.dumps(r) + "\n" for r in (MANY_PROBLEMS if command == "score" else settle_lines))
    outputs = set()
    for seed in ("1", "2", "3"):
        result = subprocess.run(
            [*TAIKAI, command, "--jsonl"], input=lines.encode(), capture_output=True, timeout=60,
            env={"PYTHONHASHSEED": seed, "PATH": "/usr/bin:/bin"},
        )  # fmt: skip
        assert result.returncode == 0
        outputs.add(result.stdout)
    assert len(outputs) == 1
    assert all(not json.loads(line)["ok"] for line in outputs.pop().splitlines())


# --------------------------------------------------------------------------- the response


def test_response_fields_and_order():
    result = score(parse_request(PINFU), load("mleague").hand)
    assert list(response(result)) == [
        "ok",
        "yaku",
        "han",
        "fu",
        "yakuman",
        "limit",
        "points",
        "payments",
        "total",
    ]


YAKU_NAMES = st.sampled_from(["riichi", "pinfu", "dora", "chun", "kokushi_13", "aka_dora"])
RESULTS = st.builds(
    HandResult,
    points=st.integers(0, 10**6),
    han=st.integers(0, 200),
    fu=st.integers(0, 140),
    yaku=st.lists(st.tuples(YAKU_NAMES, st.integers(0, 26)), max_size=12).map(tuple),
    yakuman=st.integers(0, 8),
    limit=st.none() | st.sampled_from(list(Limit)),
    payments=st.builds(
        Payments,
        st.none() | st.integers(0, 10**6),
        st.none() | st.integers(0, 10**6),
        st.none() | st.integers(0, 10**6),
    ),
    total=st.integers(0, 10**7),
    pao=st.none() | st.builds(PaoPart, YAKU_NAMES, st.integers(1, 6), st.integers(8000, 48000)),
)


@given(RESULTS)
def test_the_response_written_parses_back_to_equal_values(result):
    written = response(result)
    assert loads(dumps(written)) == written


def test_the_request_struct_keeps_the_contract_order_of_the_fields():
    # contracts.score._request unpacks the decoded Struct in this order
    from taikai.contracts.score import FIELDS
    from taikai.contracts.score_json import RequestFields

    assert RequestFields.__struct_encode_fields__ == FIELDS
