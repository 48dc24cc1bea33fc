"""CONTRACTS.md section 2 read strictly: every silent case of issue 9 refused, naming its field."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from taikai.cli.settle import answer
from taikai.contracts.jsonio import dumps, loads
from taikai.contracts.settle import parse_penalty, parse_request, settlement_json
from taikai.contracts.stream import Rulesets
from taikai.errors import TaikaiError
from taikai.game.settle import SeatResult, Settlement

RULESETS = Rulesets("mleague")
GAME = {"points": [48000, 31000, 12000, 9000]}


def settled(line: str) -> dict:
    """The answer to one JSON line, read as the stream reads it (exact decimals)."""
    try:
        return answer(loads(line), RULESETS)
    except TaikaiError as error:
        return {"ok": False, "error": {"code": error.code, "message": error.message}}


def message(line: str) -> str:
    result = settled(line)
    assert result["ok"] is False, result
    return result["error"]["message"]


def test_penalty_instead_of_penalties_is_refused_not_dropped():
    # issue 9: the -10 pt penalty vanished
    line = '{"points": [25000, 25000, 25000, 25000], "penalty": [{"seat": 1, "kind": "pt", "pt": -10.0}]}'
    assert message(line) == "unknown field 'penalty' (did you mean 'penalties'?)"
    assert message('{"points": [25000, 25000, 25000, 25000], "deposit": 1}').startswith(
        "unknown field 'deposit' (did you mean 'deposits'?)"
    )


@pytest.mark.parametrize(
    ("penalty", "words"),
    [
        ('{"seat": 1, "kind": "pt", "pt": 100}', "penalties[0].pt: a penalty takes pt away"),
        ('{"seat": 1, "kind": "pt", "pt": 0.0}', "penalties[0].pt: a penalty takes pt away"),
        ('{"seat": 1, "kind": "pt", "pt": -10.05}', "penalties[0].pt: one decimal place at most"),
        ('{"seat": 1, "kind": "pt", "pt": -1000.1}', "penalties[0].pt: at most 1000.0 pt away"),
        ('{"seat": 1, "kind": "pt", "pt": -1e400}',
         "not valid JSON here: the number '-1e400' is out of bounds"),  # issue 23: refused as read
        ('{"seat": 1, "kind": "pt"}', "penalties[0].pt: a penalty of kind pt needs its pt amount"),
        ('{"seat": 1, "kind": "pt", "pt": "-10"}', "penalties[0].pt must be a number"),
        ('{"seat": 1, "kind": "chombo", "pt": -5.0}', "penalties[0].pt: a chombo takes its value"),
        ('{"seat": 1, "kind": "chombo_intentional", "pt": -60.0}', "penalties[0].pt: a chombo_intentional"),
        ('{"seat": 1, "kind": "red_card", "pt": -20.0}', "penalties[0].pt: a red_card takes its value"),
        ('{"seat": 4, "kind": "chombo"}', "penalties[0].seat: a seat 0-3, not 4"),
        ('{"kind": "chombo"}', "penalties[0].seat: missing"),
        ('{"seat": 1, "kind": "yellow"}', "penalties[0].kind must be one of chombo, chombo_intentional"),
        ('{"seat": 1, "kind": "chombo", "reason": "x"}', "penalties[0]: unknown field 'reason'"),
        ('[1]', "penalties[0] must be a JSON object, not a list"),
    ],
)  # fmt: skip
def test_penalties_are_checked_and_named(penalty, words):
    text = message(f'{{"points": [25000, 25000, 25000, 25000], "penalties": [{penalty}]}}')
    assert text.startswith(words), text


def test_a_pt_penalty_applies_exactly():
    # a four-way tie under mleague: (25000 - 30000) / 1000 = -5.0 each, plus a quarter of the uma
    # (50 + 10 - 10 - 30) / 4 = 5.0: 0.0 each; the penalty takes 10.0 from seat 1 (the residue too)
    result = settled(
        '{"points": [25000, 25000, 25000, 25000], "penalties": [{"seat": 1, "kind": "pt", "pt": -10.0}]}'
    )
    assert [r["score"] for r in result["results"]] == [Decimal(v) for v in ("0.0", "-10.0", "0.0", "0.0")]
    assert result["residue"] == Decimal("-10.0")


@pytest.mark.parametrize(
    ("points", "words"),
    [
        ("[48000, 31000, 21000]", "points: 3 given, one per seat is needed (4)"),
        ("[25000, 25000, 25000, 25000, 0]", "points: 5 given, one per seat is needed (4)"),
        # issue 9: "table points are multiples of 100: [48, 31, 12, 9]" said nothing of what was meant
        ("[48, 31, 12, 9]", "points: table points are multiples of 100, not 48, 31, 12, 9 "
                            "(did you mean 48000, 31000, 12000, 9000?)"),
        ("[48050, 31000, 12000, 8950]", "points: table points are multiples of 100, not 48050, 8950"),
        ("[480, 310, 120, 90]", "(did you mean 48000, 31000, 12000, 9000?)"),
        ("[48000.0, 31000, 12000, 9000]", "points[0] must be a whole number, not 48000.0"),
        ('"48000 31000 12000 9000"', "points must be a list"),
        ("[1e17, 0, 0, 0]", "points[0] must be a whole number"),
        ("[1e30, 0, 0, 0]", "the number '1e30' is out of bounds"),  # issue 23: beyond every field
        # issue 9: points beyond 28 digits were settled with silently rounded scores
        ("[100000000000000000, -99999999999999999, 0, 0]",
         "points[0]: beyond what a table can hold: at most 400000 away from 0"),
        ("[100000000000000000000000000000000, -99999999999999999999999999999900000, 0, 0]",
         "the number '100000000000000000000000000000000' is out of bounds"),
        ("[48000, 31000, 12000, 8000]", "the points add up to 99000, but the table total is 100000"),
    ],
)  # fmt: skip
def test_points_say_what_is_wrong_and_what_was_meant(points, words):
    assert words in message(f'{{"points": {points}}}')


def test_values_beyond_a_table_are_bad_requests_naming_the_field():
    # issue 9: "numbers beyond any table's range answered as bad_request with the field named"
    for line in (
        '{"points": [1000000, -900000, 0, 0]}',
        '{"points": [25000, 25000, 25000, 25000], "deposits": 101}',
    ):
        result = settled(line)
        assert result["error"]["code"] == "bad_request", result
    assert settled('{"points": [48000, 31000, 12000, 8000]}')["error"]["code"] == "inconsistent"


def test_deposits_are_bounded_by_the_sticks_a_table_holds():
    assert settled('{"points": [25000, 25000, 25000, 0], "deposits": 25}')["ok"]
    assert message('{"points": [25000, 25000, 25000, 25000], "deposits": 101}') == (
        "deposits: from 0 to 100 sticks of 1000 (the table total 100000), not 101"
    )
    large = message('{"points": [25000, 25000, 25000, 25000], "deposits": ' + "9" * 18 + "}")
    assert large.startswith("deposits: from 0 to 100 sticks")
    huge = message('{"points": [25000, 25000, 25000, 25000], "deposits": ' + "9" * 4000 + "}")
    assert huge.startswith("not valid JSON here: a number of 4,000 characters is too long")  # never printed
    assert message('{"points": [25000, 25000, 25000, 25000], "deposits": -1}').startswith(
        "deposits must be a whole number >= 0"
    )


def test_points_missing_and_request_not_an_object():
    assert message("{}").startswith("points: missing")
    with pytest.raises(TaikaiError, match="a settle request must be a JSON object"):
        parse_request([1, 2])


def test_parse_penalty_is_shared_and_names_its_place():
    penalty = parse_penalty({"seat": 1, "kind": "pt", "pt": Decimal("-10.0")}, "rounds[0][1].penalties[0]")
    assert (penalty.seat, penalty.kind, penalty.pt) == (1, "pt", Decimal("-10.0"))
    with pytest.raises(TaikaiError, match=r"^rounds\[0\]\[1\].penalties\[0\].seat: a seat 0-3"):
        parse_penalty({"seat": -1, "kind": "chombo"}, "rounds[0][1].penalties[0]")


SCORES = st.decimals(min_value=-1000, max_value=1000, places=1, allow_nan=False, allow_infinity=False)
SETTLEMENTS = st.builds(
    Settlement,
    results=st.tuples(
        *[
            st.builds(SeatResult, st.just(seat), st.integers(-400_000, 400_000), st.integers(1, 4), SCORES)
            for seat in range(4)
        ]
    ),
    residue=SCORES,
)


@given(SETTLEMENTS)
def test_the_settlement_written_parses_back_to_equal_values(settlement):
    written = {"ok": True, **settlement_json(settlement)}
    read = loads(dumps(written))
    assert read == written
    assert all(
        str(a["score"]) == str(b["score"]) for a, b in zip(read["results"], written["results"], strict=True)
    )
