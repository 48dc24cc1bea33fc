"""`taikai settle --jsonl`: CONTRACTS.md section 2, one line per game, errors on their line."""

from __future__ import annotations

import json
from decimal import Decimal

from typer.testing import CliRunner

from taikai.cli.main import app

runner = CliRunner()


def settle_lines(*requests, args=()):
    lines = "\n".join(r if isinstance(r, str) else json.dumps(r) for r in requests) + "\n"
    result = runner.invoke(app, ["settle", "--jsonl", *args], input=lines)
    assert result.exit_code == 0, result.output
    return [json.loads(line, parse_float=Decimal) for line in result.stdout.splitlines()]


def test_contract_example_exactly():
    request = {
        "rules": "mleague",
        "points": [48000, 31000, 12000, 9000],
        "deposits": 0,
        "penalties": [{"seat": 2, "kind": "chombo"}],
    }
    result = runner.invoke(app, ["settle", "--jsonl"], input=json.dumps(request) + "\n")
    # the contract's response, byte for byte (scores written as exact decimals)
    assert result.stdout == (
        '{"ok":true,"results":[{"seat":0,"points":48000,"place":1,"score":68.0},'
        '{"seat":1,"points":31000,"place":2,"score":11.0},'
        '{"seat":2,"points":12000,"place":3,"score":-48.0},'
        '{"seat":3,"points":9000,"place":4,"score":-51.0}],"residue":-20.0}\n'
    )


def test_stream_goes_on_after_bad_lines_in_order():
    out = settle_lines(
        {"points": [32000, 32000, 32000, 3000], "deposits": 1},
        "not json",
        {"points": [48000, 31000, 12000, 8000]},
        {"rules": "nope", "points": [25000] * 4},
        {
            "rules": "ron-of-20xx",
            "points": [48000, 31000, 0, 9000],
            "penalties": [{"seat": 2, "kind": "chombo"}],
        },
        {"points": [25000] * 4, "penalties": [{"seat": 1, "kind": "pt", "pt": -10.0}]},
        {"points": [25000] * 4, "penalties": [{"seat": 1, "kind": "yellow"}]},
    )
    assert [r["ok"] for r in out] == [True, False, False, False, True, True, False]
    # 32000 x3 with one stick: 19.1 / 19.0 / 18.9 and -57.0
    assert [r["score"] for r in out[0]["results"]] == [Decimal(v) for v in ("19.1", "19.0", "18.9", "-57.0")]
    assert [r["place"] for r in out[0]["results"]] == [1, 1, 1, 4]
    assert out[1]["error"]["code"] == "bad_request"
    assert out[2]["error"]["code"] == "inconsistent" and "99000" in out[2]["error"]["message"]
    assert out[3]["error"]["code"] == "bad_rules"
    # the chombo implies the 12000 confiscation: the table total 88000 is accepted; residue -12.0
    assert out[4]["residue"] == Decimal("-12.0")
    assert out[5]["results"][1]["score"] == Decimal("-10.0") and out[5]["residue"] == Decimal("-10.0")
    assert out[6]["error"]["code"] == "bad_request"


def test_default_rules_option_and_request_rules_win():
    line = {"points": [24400, 31600, 34000, 10000]}
    (itsuka,) = settle_lines(line, args=["--rules", "itsuka-chuuren"])
    assert [r["points"] for r in itsuka["results"]] == [25000, 31000, 34000, 10000]
    (mleague,) = settle_lines(dict(line, rules="mleague"), args=["--rules", "itsuka-chuuren"])
    assert [r["points"] for r in mleague["results"]] == [24400, 31600, 34000, 10000]


def test_without_jsonl_a_readable_error():
    result = runner.invoke(app, ["settle"])
    assert result.exit_code == 1 and "--jsonl" in result.output and "Traceback" not in result.output


def test_errors_in_the_chosen_language_with_the_same_codes():
    # 48000 + 31000 + 12000 + 8000 = 99000, not the table's 100000: inconsistent in both languages
    bad = {"points": [48000, 31000, 12000, 8000]}
    english, japanese = settle_lines(bad), settle_lines(bad, args=("--lang", "ja"))
    assert english[0]["error"]["code"] == japanese[0]["error"]["code"] == "inconsistent"
    assert "the table total is 100000" in english[0]["error"]["message"]
    assert "卓の合計は 100000 です" in japanese[0]["error"]["message"]
    good = {"points": [48000, 31000, 12000, 9000]}
    assert settle_lines(good, args=("--lang", "ja")) == settle_lines(good)  # numbers have no language
