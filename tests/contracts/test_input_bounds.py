"""Issue 23: numbers, nesting and text bounded where they are read (taikai.bounds), through the real
entry points: `taikai settle --jsonl`, the league file, game records, format files and the command
line's arguments, each in a process of its own (a number written out in full took a gigabyte)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from importlib import resources
from pathlib import Path

import pytest

from taikai import bounds, i18n
from taikai.contracts.jsonio import JsonError, loads
from taikai.reasons import Reason

RUN = "import sys; from taikai.cli.main import run; sys.argv[0] = 'taikai'; run()"
#: Numbers no field holds, as the issue sent them: written out in full, each is a gigabyte.
HUGE = ["-1e999999999", "1e-999999999", "0e-999999999", "-1E+99999999999999999999"]
#: The longest refusal: the template and a few characters of what was sent.
SHORT = 600


def taikai(
    *args: str | bytes, stdin: bytes = b"", cwd: Path | None = None
) -> tuple[subprocess.CompletedProcess, float]:
    """A ``taikai`` command in a process of its own (its arguments may be bytes), and its seconds."""
    env = {**os.environ, "TAIKAI_LANG": "en", "COLUMNS": "200"}
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", RUN, *args], input=stdin, capture_output=True, cwd=cwd, env=env, timeout=120
    )
    return done, time.monotonic() - start


def penalty_line(pt: str) -> bytes:
    return b'{"points": [25000, 25000, 25000, 25000], "penalties": [{"seat": 0, "kind": "pt", "pt": %s}]}' % (
        pt.encode()
    )


# --------------------------------------------------------------------------- finding 2: numbers


def test_a_settle_line_with_a_huge_exponent_or_nan_is_refused_short_and_at_once():
    lines = [penalty_line(pt) for pt in [*HUGE, "NaN", "-Infinity"]]
    done, seconds = taikai("settle", "--jsonl", stdin=b"\n".join(lines) + b"\n")
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(answers) == len(lines) and seconds < 20, (done.stderr[-500:], seconds)
    for answer, line in zip(answers, done.stdout.splitlines(), strict=True):
        assert answer["ok"] is False and answer["error"]["code"] == "bad_request", answer
        assert len(line) < SHORT, line[:SHORT]
    first = answers[0]["error"]["message"]
    assert first.startswith("not valid JSON here: the number '-1e999999999' is out of bounds"), first
    assert "18 digits before its point" in first and "(line 1, column 88)" in first
    assert "NaN is not a number JSON allows" in answers[4]["error"]["message"]


def test_a_league_file_with_a_huge_penalty_is_refused_naming_the_number(tmp_path):
    game = {
        "id": "g1",
        "played_at": "2025-03-02T21:00:00+09:00",
        "seats": ["p1", "p2", "p3", "p4"],
        "points": [25000, 25000, 25000, 25000],
        "penalties": [{"seat": 0, "kind": "pt", "pt": 0}],
    }
    players = [{"id": f"p{n}", "name": name} for n, name in enumerate(["Aki", "Ben", "Chie", "Dai"], 1)]
    text = json.dumps({"format": "hitonazo-m", "timezone": "Asia/Tokyo", "players": players, "games": [game]})
    (tmp_path / "league.json").write_text(text.replace('"pt": 0}', '"pt": -1e999999999}'), "utf-8")
    done, seconds = taikai("league", "run", "league.json", "--json", cwd=tmp_path)
    assert done.returncode == 1 and len(done.stdout) < SHORT and seconds < 20, done.stdout[:SHORT]
    error = json.loads(done.stdout)["error"]
    assert "the number '-1e999999999' is out of bounds" in error["message"], error


def test_a_game_record_in_toml_with_a_huge_penalty_is_refused(tmp_path):
    sample = (resources.files("taikai.examples") / "sample-game.toml").read_text("utf-8")
    players = 'players = ["Aki", "Ben", "Chie", "Dai"]'
    huge = players + '\npenalties = [{ seat = 1, kind = "pt", pt = -1e999999999 }]'
    (tmp_path / "g.toml").write_text(sample.replace(players, huge), "utf-8")
    done, seconds = taikai("game", "show", "g.toml", "--json", cwd=tmp_path)
    assert done.returncode == 1 and len(done.stdout) < SHORT and seconds < 20, done.stdout[:SHORT]
    assert "not valid TOML here: the number '-1e999999999' is out of bounds" in done.stdout.decode()


@pytest.mark.parametrize("text", ["nan", "-inf", "1e19", "0.0000000000000000001"])
def test_a_toml_number_that_is_not_finite_or_out_of_bounds_is_refused_before_validation(tmp_path, text):
    (tmp_path / "mine.toml").write_text(f'schema_version = 1\nname = "mine"\nstart_points = {text}\n')
    done, _ = taikai("rules", "check", "mine.toml", "--json", cwd=tmp_path)
    error = json.loads(done.stdout)["error"]
    assert error["code"] == "bad_rules" and "not valid TOML here" in error["message"], error


def test_a_refusal_never_writes_a_number_out_in_full():
    # the one place a parameter becomes words (taikai.i18n.message) caps it, whatever made the value
    from decimal import Decimal

    for huge in (Decimal("-1e999999999"), Decimal("1e-999999999"), -(10**5000)):
        words = i18n.message("penalty_pt_too_large", {"most": Decimal("1000.0"), "pt": huge}, "en")
        assert len(words) < 100 and "a number of" in words, words[:200]
    assert len(i18n.message("web_no_competition", {"competition": "x" * 100_000}, "en")) < 300


def test_numbers_within_the_bounds_are_read_exactly():
    from decimal import Decimal

    read = loads('{"pt": -10.0, "ms": 1740916800000, "x": 123456789012345678}')
    assert read == {"pt": Decimal("-10.0"), "ms": 1740916800000, "x": 123456789012345678}
    small = loads("[0.000000000000000001, 1e17, -0.0]")
    assert small == [Decimal("1e-18"), Decimal("1e17"), Decimal("-0.0")]
    # exactly as written: the digits and exponent kept (-10.0 is not -10, -0.0 keeps its sign)
    assert [str(n) for n in (read["pt"], *small)] == ["-10.0", "1E-18", "1E+17", "-0.0"]
    for refused in ("[1e18]", "[1234567890123456789]", "[0.0000000000000000001]", "[0e-19]"):
        with pytest.raises(JsonError, match="is out of bounds"):
            loads(refused)


# --------------------------------------------------------------------------- finding 12: nesting


def test_a_format_file_nested_2000_deep_is_refused_with_a_message(tmp_path):
    (tmp_path / "deep.toml").write_text("kind = " + "[" * 2000 + "]" * 2000 + "\n", "utf-8")
    done, _ = taikai("formats", "check", "deep.toml", cwd=tmp_path)
    assert done.returncode == 1 and b"internal error" not in done.stderr, done.stderr[-500:]
    assert b"deep.toml: not valid TOML here: nested too deeply" in done.stderr


@pytest.mark.parametrize("depth", [bounds.MAX_DEPTH + 1, 500, 2000])
def test_a_league_file_nested_beyond_the_bound_is_refused_at_its_reading(tmp_path, depth):
    players = "[" * depth + "]" * depth
    (tmp_path / "league.json").write_text(f'{{"format": "hitonazo-m", "players": {players}, "games": []}}')
    done, _ = taikai("league", "run", "league.json", "--json", cwd=tmp_path)
    error = json.loads(done.stdout)["error"]
    assert "nested too deeply" in error["message"], error


def test_a_game_record_nested_beyond_the_bound_is_refused(tmp_path):
    depth = bounds.MAX_DEPTH + 1
    (tmp_path / "g.toml").write_text(f"version = 1\nplayers = {'[' * depth}{']' * depth}\n", "utf-8")
    done, _ = taikai("game", "show", "g.toml", "--json", cwd=tmp_path)
    assert "g.toml: not valid TOML here: nested too deeply" in json.loads(done.stdout)["error"]["message"]


def test_nesting_up_to_the_bound_is_read():
    depth = bounds.MAX_DEPTH
    assert loads("[" * depth + "]" * depth) is not None
    assert loads('["' + "[" * 1000 + '"]') == ["[" * 1000]  # brackets in a string are not nesting


# --------------------------------------------------------------------------- finding 15: text


def test_a_command_argument_that_is_not_utf8_is_refused_naming_it(tmp_path):
    db = f"sqlite:///{tmp_path}/taikai.db"
    assert taikai("init", "--db", db)[0].returncode == 0
    cup = ("competition", "create", "club", "--kind", "cup", "--format", "itsuka-chuuren", "--db", db)
    created, _ = taikai(*cup)
    assert created.returncode == 0, created.stderr
    done, _ = taikai("player", "add", "club", b"Aki\xff", "--db", db)
    assert done.returncode == 2, done.stderr
    assert b"argument 4, 'Aki\xef\xbf\xbd', is not UTF-8 text (byte 4 cannot be read)" in done.stderr
    listed, _ = taikai("player", "list", "club", "--json", "--db", db)
    assert json.loads(listed.stdout)["players"] == []


def test_a_reason_that_is_not_utf8_is_refused_before_anything_is_stored(tmp_path):
    db = f"sqlite:///{tmp_path}/taikai.db"
    assert taikai("init", "--db", db)[0].returncode == 0
    for args in (
        ("competition", "create", "club", "--kind", "cup", "--format", "itsuka-chuuren", "--db", db),
        ("player", "add", "club", "Aki", "--db", db),
    ):
        assert taikai(*args)[0].returncode == 0
    done, _ = taikai("player", "hide", "club", "p1", "--reason", b"typo \xe3\x81", "--db", db)
    assert done.returncode == 2 and b"is not UTF-8 text" in done.stderr, done.stderr[-500:]
    assert b"internal error" not in done.stderr


@pytest.mark.parametrize(
    ("read", "text", "code"),
    [
        (bounds.number, "NaN", "number_not_a_number"),
        (bounds.number, "1e99", "number_out_of_bounds"),
        (bounds.number, "9" * 41, "number_too_long"),
        (bounds.whole, "1.5", "number_not_whole"),
    ],
)
def test_each_refusal_of_a_number_has_words_in_both_languages(read, text, code):
    with pytest.raises(bounds.OutOfBounds) as refused:
        read(text)
    reason: Reason = refused.value.reason
    assert reason.code == code
    english, japanese = (i18n.message(code, reason.as_dict(), lang) for lang in ("en", "ja"))
    assert english != japanese and "{" not in japanese


# --------------------------------------------------------------------------- finding 14: slugs


@pytest.mark.parametrize("slug", ["a/b", "..", "a?b=1"])
def test_the_command_line_refuses_a_slug_outside_the_pattern_naming_it(tmp_path, slug):
    db = f"sqlite:///{tmp_path}/taikai.db"
    assert taikai("init", "--db", db)[0].returncode == 0
    done, _ = taikai("competition", "create", slug, "--kind", "cup", "--format", "itsuka-chuuren", "--db", db)
    assert done.returncode == 1, done.stderr
    said = done.stderr.decode()
    assert f"the slug '{slug}' cannot be used" in said and bounds.SLUG_PATTERN in said, said
    listed, _ = taikai("competition", "list", "--json", "--db", db)
    assert json.loads(listed.stdout)["competitions"] == []
