"""`taikai rules list|show|diff|check|reference` through the real Typer app."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taikai.cli.common import console
from taikai.cli.main import app
from taikai.rules import from_toml, load, preset_names

runner = CliRunner()


@pytest.fixture(autouse=True)
def wide_console() -> Iterator[None]:
    """Rich tables 200 columns wide, so that a description is not wrapped across lines."""
    saved = console._width  # the private field: restoring through the width property would fix it at 80
    console.width = 200
    yield
    console._width = saved


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, ["rules", *args])
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit), (
        f"traceback instead of a message: {result.exception!r}"
    )
    assert "Traceback" not in result.output
    return result.exit_code, result.output


def test_list_shows_every_preset_with_its_title() -> None:
    code, out = run("list")
    assert code == 0
    for name in preset_names():
        assert name in out
    assert "M-League" in out and "Hitonazo M" in out


def test_list_json_gives_name_title_source_seed_presets_first() -> None:
    code, out = run("list", "--json")
    rows = json.loads(out)
    assert code == 0
    assert [row["name"] for row in rows][:4] == ["mleague", "hitonazo-m", "ron-of-20xx", "itsuka-chuuren"]
    assert rows[0]["source"].startswith("seed 004")


def test_show_prints_fields_values_and_meanings() -> None:
    code, out = run("show", "itsuka-chuuren")
    assert code == 0
    assert "fu_mode" in out and "fu_less" in out
    assert "deposit_claim" in out and "riichi_winner_only" in out
    assert "Pinfu counts on a tsumo" in out  # a description from the model's docstrings


def test_show_json_is_the_plain_mapping() -> None:
    code, out = run("show", "ron-of-20xx", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["chombo"] == {"kind": "confiscate", "pt": -20.0, "intentional_multiplier": 3, "points": 12000}
    assert data["time_limit_minutes"] == 50


@pytest.mark.parametrize("name", preset_names())
def test_show_toml_loads_back_to_an_equal_ruleset(name: str) -> None:
    code, out = run("show", name, "--toml")
    assert code == 0
    assert from_toml(out) == load(name)


def test_show_a_toml_path(tmp_path: Path) -> None:
    file = tmp_path / "mine.toml"
    file.write_text('name = "mine"\ntitle = "My club"\nopen_tanyao = false\n')
    code, out = run("show", str(file))
    assert code == 0 and "My club" in out


def test_show_unknown_name_is_a_clear_error() -> None:
    code, out = run("show", "mleage")
    assert code == 1
    assert "no ruleset named 'mleage'" in out and "mleague" in out


def test_diff_shows_only_the_differing_fields_side_by_side() -> None:
    code, out = run("diff", "mleague", "hitonazo-m")
    assert code == 0
    assert "tie_policy" in out and "split" in out and "seat_order" in out
    assert "think_time.per_action" in out and "cards.red_pt" in out
    assert "kiriage_mangan" not in out and "start_points" not in out
    assert "5 fields differ" in out


def test_diff_json_and_identical_rulesets() -> None:
    code, out = run("diff", "mleague", "ron-of-20xx", "--json")
    assert code == 0
    assert {"field": "chombo.kind", "a": "pt", "b": "confiscate"} in json.loads(out)
    code, out = run("diff", "tenhou", "tenhou")
    assert code == 0 and "no field differs" in out


def test_check_a_good_file_says_ok_and_how_it_differs(tmp_path: Path) -> None:
    file = tmp_path / "club.toml"
    file.write_text(run("show", "mleague", "--toml")[1].replace('kuikae = "forbidden"', 'kuikae = "allowed"'))
    code, out = run("check", str(file))
    assert code == 0
    assert "ok" in out and "closest preset: mleague" in out and "kuikae" in out


def test_check_a_preset_copy_says_same_rules(tmp_path: Path) -> None:
    file = tmp_path / "copy.toml"
    file.write_text(run("show", "itsuka-chuuren", "--toml")[1])
    code, out = run("check", str(file))
    assert code == 0 and "same rules as the preset itsuka-chuuren" in out


def test_check_a_bad_file_names_each_field_and_exits_1(tmp_path: Path) -> None:
    file = tmp_path / "bad.toml"
    file.write_text('name = "bad"\nkiriage_manga = true\nlength = "long"\n')
    code, out = run("check", str(file))
    assert code == 1
    assert "'kiriage_manga'" in out and "did you mean" in out
    assert "'length'" in out
    assert "2 error(s)" in out


def test_check_an_impossible_combination_exits_1(tmp_path: Path) -> None:
    file = tmp_path / "combo.toml"
    file.write_text('name = "combo"\nreturn_points = 20000\n')
    code, out = run("check", str(file))
    assert code == 1 and "'return_points'" in out


def test_check_a_missing_file_or_broken_toml_exits_1(tmp_path: Path) -> None:
    assert run("check", str(tmp_path / "absent.toml"))[0] == 1
    broken = tmp_path / "broken.toml"
    broken.write_text("name = \n")
    code, out = run("check", str(broken))
    assert code == 1 and "not valid TOML" in out


def test_reference_prints_the_markdown_reference() -> None:
    code, out = run("reference")
    assert code == 0
    assert out.startswith("# Ruleset reference")
    assert "| `abortive_draws.sanchahou` |" in out


def test_check_answers_every_bad_file_with_one_error_and_json(tmp_path: Path) -> None:
    import os

    files = {"missing": tmp_path / "missing.toml", "folder": tmp_path / "folder", "fifo": tmp_path / "fifo"}
    files["folder"].mkdir()
    os.mkfifo(files["fifo"])
    for name, content in {
        "latin-1": b'name = "\xe9"\n',
        "gzip of a record": gzip.compress(b'{"rules": "mleague"}'),
        "truncated gzip": gzip.compress(b'name = "x"\n' * 100)[:25],
        "binary": bytes(range(256)),
        "deep": b"a = " + b"[" * 5000 + b"]" * 5000,
        "huge integer": b'name = "x"\nstart_points = ' + b"9" * 5000,
        "TOML error": b"name = \n",
        "not a ruleset": b'[project]\nname = "app"\npassword = "hunter2"\n',
    }.items():
        files[name] = tmp_path / f"{name.replace(' ', '-')}.toml"
        files[name].write_bytes(content)
    files["/dev/zero"] = Path("/dev/zero")
    for name, path in files.items():
        code, out = run("check", str(path))
        assert code == 1 and out.startswith("error: ") and "internal error" not in out, (name, out)
        assert len(out.splitlines()) == 1, (name, out)
        assert "hunter2" not in out and "999999999" not in out, name
        result = runner.invoke(app, ["rules", "check", str(path), "--json"])
        data = json.loads(result.stdout)
        assert (
            result.exit_code == 1
            and data["ok"] is False
            and data["error"]["code"] in ("bad_file", "bad_rules")
        )


def test_check_json_of_a_good_file(tmp_path: Path) -> None:
    file = tmp_path / "club.toml"
    file.write_text(run("show", "mleague", "--toml")[1].replace("tobi = false", "tobi = true"))
    result = runner.invoke(app, ["rules", "check", str(file), "--json"])
    assert json.loads(result.stdout) == {
        "ok": True,
        "name": "mleague",
        "title": "M-League",
        "closest_preset": "mleague",
        "differing_fields": ["tobi"],
    }


def test_show_and_diff_read_files_through_the_same_loader(tmp_path: Path) -> None:
    code, out = run("show", str(tmp_path / "absent.toml"))
    assert code == 1 and "no such file" in " ".join(out.split())
    code, out = run("diff", "mleague", "/dev/zero")
    assert code == 1 and "not a regular file (a device)" in " ".join(out.split())


def test_check_names_each_field_in_japanese(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('name = "x"\nlength = "hanchn"\nkiriage_manga = true\n')
    result = runner.invoke(app, ["rules", "check", str(bad), "--lang", "ja"])
    assert result.exit_code == 1
    assert "項目 'length': 'hanchan'、'tonpuusen' のいずれかにしてください（入力: 'hanchn'）" in result.output
    assert "項目 'kiriage_manga': 不明な項目です（'kiriage_mangan' のことですか？）" in result.output
    as_json = runner.invoke(app, ["rules", "check", str(bad), "--json", "--lang", "ja"])
    error = json.loads(as_json.stdout)["error"]
    assert error["code"] == "bad_rules" and len(error["message"].splitlines()) == 2
    assert "不明な項目です" in error["message"]
