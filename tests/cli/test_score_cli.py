"""`taikai score`: the JSON-lines contract (a bad line in the middle) and the readable output."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from taikai.cli.main import app

runner = CliRunner()

PINFU = {"hand": "123m45556p234789s", "win_tile": "4s", "seat_wind": "S"}


def test_jsonl_one_line_out_per_line_in_and_bad_lines_do_not_stop_the_stream():
    lines = [
        json.dumps({**PINFU, "riichi": True}),  # riichi + pinfu 2 han 30 fu: 480 x 4 = 1920 -> 2000
        "this is not json",
        json.dumps({**PINFU, "hand": "123m45556p234789s5s"}),  # 15 tiles
        json.dumps({**PINFU, "rules": "itsuka-chuuren"}),  # fu-less 1 han ron: 1000
        json.dumps({**PINFU, "win_tile": "2m"}),  # no yaku
        json.dumps({**PINFU, "rules": "no-such-rules"}),
    ]
    result = runner.invoke(app, ["score", "--jsonl", "--rules", "tenhou"], input="\n".join(lines) + "\n")
    assert result.exit_code == 0
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(out) == len(lines)
    assert out[0]["ok"] and out[0]["points"] == 2000 and out[0]["fu"] == 30
    assert out[1]["error"]["code"] == "bad_request"
    assert out[2]["error"]["code"] == "bad_tiles"
    assert out[3]["ok"] and out[3]["fu"] == 0 and out[3]["points"] == 1000
    assert out[4]["error"]["code"] == "no_yaku"
    assert out[5]["error"]["code"] == "bad_rules" and "no-such-rules" in out[5]["error"]["message"]


def test_request_rules_win_over_the_option():
    # 4 han 30 fu: tenhou 7700 (no kiriage), mleague 8000 (kiriage)
    request = {"hand": "234m456p22345678s", "win_tile": "8s", "riichi": True, "dora_indicators": "1m",
               "seat_wind": "S"}  # fmt: skip
    lines = json.dumps(request) + "\n" + json.dumps({**request, "rules": "mleague"}) + "\n"
    result = runner.invoke(app, ["score", "--jsonl", "--rules", "tenhou"], input=lines)
    assert [json.loads(line)["points"] for line in result.stdout.splitlines()] == [7700, 8000]


def test_readable_breakdown():
    result = runner.invoke(
        app,
        ["score", "234567m22p345s", "--win", "5s", "--seat", "S", "--meld", "pon:666z:left", "--dora", "1m",
         "--honba", "1"],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    for text in ("hatsu", "dora", "open triplet 6z", "2 han 30 fu", "2000 points", "2300"):
        assert text in result.output


def test_refused_win_exits_1_with_the_reason_and_no_traceback():
    result = runner.invoke(app, ["score", "123m45556p234789s", "--win", "2m", "--seat", "S"])
    assert result.exit_code == 1
    assert "no yaku" in result.output and "Traceback" not in result.output
    bad = runner.invoke(app, ["score", "123m45556p234789s", "--win", "4s", "--seat", "S", "--meld", "pon"])
    assert bad.exit_code == 1 and "TYPE:TILES" in bad.output


def test_json_option():
    result = runner.invoke(app, ["score", "123m45556p234789s", "--win", "4s", "--seat", "S", "--json"])
    assert json.loads(result.stdout) == {
        "ok": True, "yaku": [{"name": "pinfu", "han": 1}], "han": 1, "fu": 30, "yakuman": 0, "limit": None,
        "points": 1000, "payments": {"ron": 1000}, "total": 1000,
    }  # fmt: skip
