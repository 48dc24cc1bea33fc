"""`taikai game show`: a whole game worked by hand, JSON and TOML records, errors without tracebacks."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import tomli_w
from typer.testing import CliRunner

from taikai.cli.main import app

runner = CliRunner()
FIXTURES = Path(__file__).resolve().parents[1] / "importers" / "fixtures"
NOTEN = {"result": {"type": "draw"}}

# A whole M-League game, worked by hand (points after each hand):
#  1 E1-0 Ben riichi, ron from Chie 3 han 30 fu = 3900 (+ his stick back) -> 25000 28900 21100 25000
#  2 E2-0 Ben (dealer) tsumo 5 han: 4000 all                             -> 21000 40900 17100 21000
#  3 E2-1 draw, Aki and Ben tenpai: +1500 each, -1500 each               -> 22500 42400 15600 19500
#  4 E2-2 Chie ron from Dan 8000 + 2 honba 600                           -> 22500 42400 24200 10900
#  5-9 E3-0 .. S3-4: five noten draws (the deal passes, honba grows)
# 10 S4-5 Aki riichi, tenpai alone: -1000 + 3000, others -1000; 1 stick left -> 24500 41400 23200 9900
# Settlement: Ben 1st +11.4 + 50 + 1.0 (the stick) = 62.4; Aki +(-5.5 + 10) = 4.5;
# Chie -6.8 - 10 = -16.8; Dan -20.1 - 30 = -50.1; sum 0.0
GAME = {
    "version": 1,
    "rules": "mleague",
    "players": ["Aki", "Ben", "Chie", "Dan"],
    "hands": [
        {
            "riichi": [1],
            "result": {"type": "ron", "discarder": 2, "wins": [{"seat": 1, "han": 3, "fu": 30}]},
        },
        {"result": {"type": "tsumo", "win": {"seat": 1, "han": 5}}},
        {"result": {"type": "draw", "tenpai": [0, 1]}},
        {"result": {"type": "ron", "discarder": 3, "wins": [{"seat": 2, "points": 8000}]}},
        *[NOTEN] * 5,
        {"riichi": [0], "result": {"type": "draw", "tenpai": [0]}},
    ],
}


def test_show_json_worked_game(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(GAME))
    result = runner.invoke(app, ["game", "show", str(path), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout, parse_float=Decimal)
    assert data["ok"] and data["over"]
    assert [h["points"] for h in data["hands"][:4]] == [
        [25000, 28900, 21100, 25000],
        [21000, 40900, 17100, 21000],
        [22500, 42400, 15600, 19500],
        [22500, 42400, 24200, 10900],
    ]
    assert [h["round"] for h in data["hands"]][-1] == "South 4, 5 honba"
    assert data["points"] == [24500, 41400, 23200, 9900] and data["deposits"] == 1
    scores = [r["score"] for r in data["result"]["results"]]
    assert scores == [Decimal("4.5"), Decimal("62.4"), Decimal("-16.8"), Decimal("-50.1")]
    assert data["result"]["residue"] == Decimal("0.0")


def test_show_table_and_toml_give_the_same(tmp_path):
    path = tmp_path / "game.toml"
    path.write_text(tomli_w.dumps(GAME))
    result = runner.invoke(app, ["game", "show", str(path)])
    assert result.exit_code == 0, result.output
    assert "Ben ron from Chie" in result.stdout
    assert "final result" in result.stdout and "+62.4" in result.stdout
    as_json = runner.invoke(app, ["game", "show", str(path), "--json"])
    assert json.loads(as_json.stdout)["points"] == [24500, 41400, 23200, 9900]


def test_a_bad_hand_keeps_the_valid_part(tmp_path):
    bad = dict(GAME, hands=[*GAME["hands"], NOTEN])  # a hand after the end
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    result = runner.invoke(app, ["game", "show", str(path), "--json"])
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert not data["ok"] and len(data["hands"]) == 10
    assert data["error"]["message"].startswith("hand 11 (")
    text = runner.invoke(app, ["game", "show", str(path)])
    assert text.exit_code == 1 and "Traceback" not in text.output
    assert "already over" in text.output and "Ben" in text.output


def test_schema_errors_name_the_field(tmp_path):
    path = tmp_path / "typo.json"
    path.write_text(
        json.dumps({"players": ["a", "b", "c", "d"], "hands": [{"result": {"type": "draw"}, "richi": [0]}]})
    )
    result = runner.invoke(app, ["game", "show", str(path)])
    assert result.exit_code == 1 and "hands[0].richi" in result.output and "Traceback" not in result.output
    missing = runner.invoke(app, ["game", "show", str(tmp_path / "nope.json")])
    assert missing.exit_code == 1 and "cannot read" in missing.output


def test_show_a_tenhou_log(tenhou_archive, tmp_path):
    # a real game (E1 ... S4, agariyame); the engine's settlement equals the owari pt in the log
    import re
    import tarfile

    with tarfile.open(tenhou_archive) as archive:
        member = next(m for m in archive if m.isfile() and "0b366d75" in m.name)
        text = archive.extractfile(member).read().decode()
    path = tmp_path / "game.xml"
    path.write_text(text)
    result = runner.invoke(app, ["game", "show", str(path), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout, parse_float=Decimal)
    owari = re.search(r'owari="([^"]*)"', text).group(1).split(",")
    assert [r["score"] for r in data["result"]["results"]] == [Decimal(v) for v in owari[1::2]]


def test_a_game_recorded_by_final_points(tmp_path):
    # ron-of-20xx: seat 2's chombo confiscated 12000, the table holds 88000: 68.0, 11.0, -60.0, -31.0
    record = {"rules": "ron-of-20xx", "final": {"points": [48000, 31000, 0, 9000]}}
    record["penalties"] = [{"seat": 2, "kind": "chombo"}]
    path = tmp_path / "final.json"
    path.write_text(json.dumps(record))
    data = json.loads(runner.invoke(app, ["game", "show", str(path), "--json"]).stdout, parse_float=Decimal)
    assert [r["score"] for r in data["result"]["results"]] == [
        Decimal(v) for v in ("68.0", "11.0", "-60.0", "-31.0")
    ]
    assert data["hands"] == [] and data["result"]["residue"] == Decimal("-12.0")
    text = runner.invoke(app, ["game", "show", str(path)])
    assert text.exit_code == 0 and "recorded by final points" in text.stdout


# --------------------------------------------------------------------------- bad files, narrow terminals


def _bad_files(folder):
    """Every kind of file that is no record, made in ``folder`` (name -> path)."""
    import gzip
    import os

    made = {"missing": folder / "missing.json", "folder": folder / "folder", "fifo": folder / "fifo"}
    made["folder"].mkdir()
    os.mkfifo(made["fifo"])
    for name, content in {
        "latin-1": b'{"players": ["\xe9"]}',
        "truncated gzip": gzip.compress(json.dumps(GAME).encode())[:30],
        "binary": bytes(range(256)),
        "deep JSON": b"{" + b'"a": [' * 50000 + b"]" * 50000 + b"}",
        "huge integer": b'{"version": ' + b"9" * 5000 + b"}",
        "repeated key": b'{"rules": "mleague", "rules": "tenhou"}',
        "TOML error": b'rules = "mleague"\nplayers = [\n',
        "deep TOML": b"a = " + b"[" * 5000 + b"]" * 5000,
        "huge TOML integer": b"version = " + b"9" * 5000,
        "not a record": b'{"name": "x"}',
    }.items():
        made[name] = folder / f"{name.replace(' ', '-')}.json"
        made[name].write_bytes(content)
    made["/dev/zero"] = "/dev/zero"
    return made


def test_every_bad_file_is_one_clear_error_never_an_internal_error(tmp_path):
    for name, path in _bad_files(tmp_path).items():
        result = runner.invoke(app, ["game", "show", str(path)])
        assert result.exit_code == 1, (name, result.output)
        assert result.exception is None or isinstance(result.exception, SystemExit), (name, result.exception)
        assert result.output.startswith("error: ") and "internal error" not in result.output, name
        assert "999999999" not in result.output and "Traceback" not in result.output, name
        as_json = runner.invoke(app, ["game", "show", str(path), "--json"])
        data = json.loads(as_json.stdout)
        assert as_json.exit_code == 1 and data["ok"] is False, name
        assert set(data["error"]) == {"code", "message"} and data["error"]["code"] in (
            "bad_file",
            "bad_record",
        ), (name, data)


def test_a_gzipped_record_and_a_gzipped_tenhou_log_are_read(tmp_path):
    import gzip

    path = tmp_path / "game.json.gz"
    path.write_bytes(gzip.compress(json.dumps(GAME).encode()))
    data = json.loads(runner.invoke(app, ["game", "show", str(path), "--json"]).stdout)
    assert data["ok"] and data["points"] == [24500, 41400, 23200, 9900]
    log = tmp_path / "2024010100gm-00a9-0000-aaaaaaaa.mjlog"  # as Tenhou serves it
    log.write_bytes(gzip.compress((FIXTURES / "tenhou_mini.xml").read_bytes()))
    data = json.loads(runner.invoke(app, ["game", "show", str(log), "--json"]).stdout)
    assert data["ruleset"] == "tenhou" and data["players"][1] == "Ben"


def test_the_replay_json_names_every_seat(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(GAME))
    data = json.loads(runner.invoke(app, ["game", "show", str(path), "--json"]).stdout)
    assert [(r["seat"], r["name"]) for r in data["result"]["results"]] == list(enumerate(GAME["players"]))
    assert data["warnings"] == []
    short = tmp_path / "short.json"
    short.write_text(json.dumps(dict(GAME, hands=GAME["hands"][:2])))
    data = json.loads(runner.invoke(app, ["game", "show", str(short), "--json"]).stdout)
    assert data["ok"] and data["result"] is None
    assert data["warnings"] == [
        {"code": "game_not_over", "message": "the record ends before the game is over (next hand: East 2, "
         "1 honba); no settlement"}
    ]  # fmt: skip


def test_readable_at_80_columns_with_long_names(tmp_path, monkeypatch):
    from taikai.cli.common import console

    monkeypatch.setattr(console, "_width", 80)  # the private field: the width property would stay set
    names = ["Akiyoshi Takahashi-Nakamura", "Benjamin Oyelaran-Whitfield", "Chie", "Dan"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(dict(GAME, players=names)))
    result = runner.invoke(app, ["game", "show", str(path)])
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert max(len(line) for line in lines) <= 80 and "…" not in result.stdout
    # the names do not fit as headers: the seats are named once above the table, in full
    legend = " ".join(result.stdout.split("mleague: hand by hand")[0].split())
    assert (
        legend
        == "seat 0 Akiyoshi Takahashi-Nakamura, seat 1 Benjamin Oyelaran-Whitfield, seat 2 Chie, seat 3 Dan"
    )
    assert "┃ seat 0 ┃" in result.stdout
    assert "Akiyoshi Takahashi-Nakamura" in result.stdout.split("final result")[1]  # the result table
    # short names are the headers themselves
    path.write_text(json.dumps(GAME))
    table = runner.invoke(app, ["game", "show", str(path)]).stdout
    assert table.startswith("mleague: hand by hand") and "Aki ┃" in table and "seat 0" not in table


def test_show_in_japanese_with_codes_beside_the_words(tmp_path, monkeypatch):
    monkeypatch.delenv("TAIKAI_LANG", raising=False)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(GAME))
    english = json.loads(runner.invoke(app, ["game", "show", str(path), "--json"]).stdout)
    japanese = json.loads(runner.invoke(app, ["game", "show", str(path), "--json", "--lang", "ja"]).stdout)
    first, ja_first = english["hands"][0], japanese["hands"][0]
    # hand 1: seat 1 (Ben) ron from seat 2 (Chie), 3 han 30 fu
    assert first["round"] == "East 1" and ja_first["round"] == "東1局"
    assert first["result"] == "seat 1 ron from seat 2: 3 han 30 fu"
    assert ja_first["result"] == "1番席 ロン（放銃 2番席）: 3翻30符"
    assert first["result_code"] == ja_first["result_code"] == ["log_ron"]
    assert japanese["hands"][-1]["round"] == "南4局 5本場" and japanese["reason"] == "オーラスが終わりました"
    assert english["reason_code"] == japanese["reason_code"] == "end_last_hand"
    assert {k: v for k, v in first.items() if k not in ("round", "result")} == {
        k: v for k, v in ja_first.items() if k not in ("round", "result")
    }
    text = runner.invoke(app, ["game", "show", str(path), "--lang", "ja"], env={"COLUMNS": "120"})
    assert "Ben ロン（放銃 Chie）" in text.stdout and "最終結果" in text.stdout and "+62.4" in text.stdout


def test_the_language_comes_from_taikai_lang_too(tmp_path):
    bad = dict(GAME, hands=[*GAME["hands"], NOTEN])  # a hand after the end
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    result = runner.invoke(app, ["game", "show", str(path), "--json"], env={"TAIKAI_LANG": "ja"})
    error = json.loads(result.stdout)["error"]
    # hand 11 would be West 1 (the noten draw of South 4 passed the deal), after the game ended
    assert error["code"] == "inconsistent"
    assert error["message"] == "第11局（西1局 6本場）: 対局はすでに終わっています（オーラスが終わりました）"
