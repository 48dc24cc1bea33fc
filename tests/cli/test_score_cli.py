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


def test_seat_is_required_and_the_error_says_how():
    # issue 9: without --seat the hand was silently scored as the dealer's
    result = runner.invoke(app, ["score", "123m45556p234789s", "--win", "4s"])
    assert result.exit_code == 1
    assert "--seat E, S, W or N" in result.output and "--seat S" in result.output  # with an example


def test_flags_take_no_value_and_help_shows_none():
    help_text = runner.invoke(app, ["score", "--help"], env={"COLUMNS": "200"}).output
    for flag in ("--tsumo", "--riichi", "--double-riichi", "--ippatsu", "--nagashi", "--jsonl", "--json"):
        (line,) = [row for row in help_text.splitlines() if f" {flag} " in row]
        assert "<bool>" not in line, line
    tsumo = runner.invoke(
        app, ["score", "123m45556p234789s", "--win", "4s", "--seat", "S", "--tsumo", "--json"]
    )
    assert json.loads(tsumo.stdout)["payments"] == {"dealer": 700, "non_dealer": 400}


def test_readable_output_at_80_columns_keeps_tile_strings_whole():
    melds = ["chi:123m:left", "pon:777z:across", "minkan:9999s:right", "kakan:1111z:left"]
    args = ["score", "11p", *(f"--meld={meld}" for meld in melds), "--win", "1p", "--seat", "S", "--tsumo"]
    for columns in ("80", "40"):
        result = runner.invoke(app, args, env={"COLUMNS": columns})
        assert result.exit_code == 0, result.output
        lines = result.output.splitlines()
        assert all(len(line) <= int(columns) for line in lines)
        for tiles in ("123m", "777z", "9999s", "1111z", "60 fu"):
            assert any(tiles in line for line in lines), (tiles, lines)


def test_json_option_answers_a_usage_error_in_json():
    result = runner.invoke(app, ["score", "123m45556p234789s", "--win", "4s", "--json"])
    assert result.exit_code == 1
    error = json.loads(result.stdout)
    assert (
        error["ok"] is False
        and error["error"]["code"] == "bad_request"
        and "--seat" in error["error"]["message"]
    )


def test_readable_output_in_japanese():
    # the readable breakdown of test_readable_breakdown in Japanese: yaku names (役牌 發, ドラ), the
    # fu parts (明刻 6z), the value and the payments; 2 han 30 fu non-dealer ron: 2000, + 1 honba 2300
    result = runner.invoke(
        app,
        ["score", "234567m22p345s", "--win", "5s", "--seat", "S", "--meld", "pon:666z:left", "--dora", "1m",
         "--honba", "1", "--lang", "ja"],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    for text in ("役牌 發", "ドラ", "明刻 6z", "2翻 30符", "2000点", "放銃者が 2000 点", "2300点"):
        assert text in result.output, text
    assert "hatsu" not in result.output and "points" not in result.output


def test_a_refusal_in_japanese():
    result = runner.invoke(app, ["score", "123m45556p234789s", "--win", "2m", "--seat", "S", "--lang", "ja"])
    assert result.exit_code == 1
    assert "役がありません" in result.output and "no_yaku" in result.output  # the contract's code beside


def test_jsonl_errors_in_the_chosen_language_and_yaku_names_stay_contract_names():
    lines = [json.dumps({**PINFU, "riichi": True}), json.dumps({**PINFU, "ripchi": True}), "[1]"]
    result = runner.invoke(app, ["score", "--jsonl", "--lang", "ja"], input="\n".join(lines) + "\n")
    assert result.exit_code == 0
    ok, unknown, listed = (json.loads(line) for line in result.stdout.splitlines())
    assert [entry["name"] for entry in ok["yaku"]] == ["riichi", "pinfu"]
    assert unknown["error"] == {
        "code": "bad_request",
        "message": "フィールド 'ripchi' はありません（'riichi' のことですか？）",
    }
    assert listed["error"]["code"] == "bad_request" and "JSON オブジェクト" in listed["error"]["message"]
    english = runner.invoke(app, ["score", "--jsonl"], input=lines[1] + "\n", env={"TAIKAI_LANG": "en"})
    assert json.loads(english.stdout)["error"]["message"] == "unknown field 'ripchi' (did you mean 'riichi'?)"


def test_the_settle_stream_speaks_the_chosen_language_too():
    result = runner.invoke(app, ["settle", "--jsonl"], input="[1]\n", env={"TAIKAI_LANG": "ja"})
    assert result.exit_code == 0
    assert "JSON オブジェクト" in json.loads(result.stdout)["error"]["message"]
    flagged = runner.invoke(app, ["settle", "--jsonl", "--lang", "ja"], input="\n")
    assert json.loads(flagged.stdout)["error"]["message"].startswith("空の行です")
