"""`taikai game show LOG`: a Tenhou log (mjlog, gzipped or not, or tenhou.net/6 JSON), its rules and cuts."""

from __future__ import annotations

import gzip
from decimal import Decimal
from pathlib import Path

from typer.testing import CliRunner

from taikai.cli.main import app
from taikai.contracts.jsonio import loads

runner = CliRunner()
FIXTURES = Path(__file__).parent / "fixtures"


def test_show_prints_the_rules_of_a_log(tenhou6_pairs):
    xml, _ = next(pair for pair in tenhou6_pairs if pair[0].stem.startswith("2023053016"))
    result = runner.invoke(app, ["game", "show", str(xml)])
    assert result.exit_code == 0, result.output
    # the console's width is fixed when it is made (80 in tests): compare the words, not the wrapping
    assert "rules of the log: tenhou + final_points_rounding = none (GO type 41 = 0x29, lobby 0: tokujou" in (
        " ".join(result.stdout.split())
    )


def test_show_json_of_a_json_log_and_of_a_gzipped_mjlog(tenhou6_pairs, tmp_path):
    xml, json = tenhou6_pairs[3]  # 2019103023gm: the pao double yakuman
    packed = tmp_path / "game.mjlog"
    packed.write_bytes(gzip.compress(xml.read_bytes()))
    outputs = []
    for path in (json, packed):
        result = runner.invoke(app, ["game", "show", str(path), "--json"])
        assert result.exit_code == 0, result.output
        data = loads(result.stdout)
        assert data["ok"] and data["warnings"] == [] and data["log_rules"].startswith("tenhou (")
        assert [r["score"] for r in data["result"]["results"]] == [
            Decimal(v) for v in ("96.0", "-9.0", "-105.0", "18.0")
        ]
        outputs.append({key: value for key, value in data.items() if key != "log_rules"})
    assert outputs[0] == outputs[1]  # the same replay from the JSON and from the gzipped mjlog


def test_show_a_cut_log_warns_where_it_stops(tmp_path):
    text = (FIXTURES / "tenhou_mini.xml").read_text(encoding="utf-8")
    path = tmp_path / "cut.xml"
    path.write_text(text[: text.index("<E135/>") + 7], encoding="utf-8")
    result = runner.invoke(app, ["game", "show", str(path)])
    assert result.exit_code == 0, result.output
    assert "warning: cut.xml: the log stops in hand 2 (E2-0) after <E135>" in " ".join(result.stderr.split())
    assert "not over: next hand" in result.stdout
    data = loads(runner.invoke(app, ["game", "show", str(path), "--json"]).stdout)
    assert [w["code"] for w in data["warnings"]] == ["log_cut"] and len(data["hands"]) == 1


def test_show_a_log_whose_end_is_not_reproduced_is_an_error():
    # the hand-made game ends after 2 hands; the engine plays on: exit 1 with the reason
    result = runner.invoke(app, ["game", "show", str(FIXTURES / "tenhou6_mini.json")])
    assert result.exit_code == 1
    assert "the log ends the game after hand 2, the engine plays on" in " ".join(result.stderr.split())


def test_show_a_bad_log_is_one_clear_line(tmp_path):
    path = tmp_path / "bad.mjlog"
    path.write_bytes(gzip.compress(b"<mjloggm><GO type='185' lobby='0'/></mjloggm>"))
    result = runner.invoke(app, ["game", "show", str(path)])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert "bad.mjlog <GO> (hand 0): GO type 185 is a three-player game" in " ".join(result.stderr.split())
