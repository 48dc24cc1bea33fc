"""`taikai league run FILE [--json]` and `taikai league report`: the contract and readable errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

from typer.testing import CliRunner

from taikai.cli.main import app

runner = CliRunner()

# The CONTRACTS.md section 3 example, plus p3-p6 registered and one maintenance game.
EXAMPLE = {
    "format": "hitonazo-m",
    "timezone": "Asia/Tokyo",
    "players": [
        {"id": f"p{i}", "name": n} for i, n in enumerate(["Aki", "Ben", "Cho", "Dan", "Eri", "Fu"], 1)
    ],
    "games": [
        {
            "id": "g1",
            "played_at": "2025-03-02T21:00:00+09:00",
            "seats": ["p1", "p2", "p3", "p4"],
            "points": [48000, 31000, 12000, 9000],
        },
        {
            "id": "g2",
            "played_at": "2025-03-03T22:10:00+09:00",
            "scores": {"p1": 12.3, "p2": -5.0, "p5": 20.0, "p6": -27.3},
        },
        {
            "id": "g9",
            "played_at": "2025-03-27T22:10:00+09:00",
            "scores": {"p1": 1.0, "p2": -1.0, "p5": 0, "p6": 0},
        },
    ],
}


def run(tmp_path: Path, data, *args: str):
    path = tmp_path / "league.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return runner.invoke(app, ["league", *args, str(path)])


def test_json_contract(tmp_path):
    result = run(tmp_path, EXAMPLE, "run", "--json")
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout, parse_float=Decimal)
    assert set(out) == {"ok", "seasons", "years", "rejected", "warnings", "names"} and out["ok"] is True
    (season,) = out["seasons"]
    assert set(season) == {
        "season", "participants", "void", "standings", "champion", "rank_champions", "annual_points",
        "provisional", "void_why", "void_why_code", "champion_why", "champion_why_code",
        "rank_champions_why", "rank_champions_why_code",
    }  # fmt: skip
    assert season["provisional"] is True  # no close_season action
    assert season["void_why_code"] == "league_void_season"
    assert season["champion_why_code"] == "league_no_champion"
    assert (season["season"], season["participants"], season["void"]) == ("2025-03", 6, True)
    first = season["standings"][0]
    # p1: g1 settled under hitonazo-m (48000 -> +18 + 50 = 68.0) plus 12.3 in g2 = 80.3, rank 1 of 6.
    assert first == {
        "player": "p1",
        "name": "Aki",
        "rank": 1,
        "score": Decimal("80.3"),
        "games": 2,
        "top_pct": Decimal("16.67"),
        "bottom_pct": Decimal("100.0"),
        "tier": "D3",
        "promotion": 0,
        "demotion": 0,
        "next_tier": "D3",
        "why": "2 games, 5 needed for promotion",
        "why_code": ["not_enough_games"],
    }
    assert '"score":80.3' in result.stdout and '"bottom_pct":100.0' in result.stdout
    assert season["champion"] is None
    assert season["rank_champions"] == {"D": None, "C": None, "B": None, "A": None, "S": None}
    assert season["annual_points"]["p1"] == Decimal("1.0")
    (year,) = out["years"]
    assert year["year"] == "2025" and set(year) == {"year", "ranking", "championship"}
    assert set(year["ranking"][0]) == {
        "player",
        "name",
        "points",
        "season_wins",
        "rank_wins",
        "score",
        "games",
    }
    assert list(year["championship"])[:4] == ["final", "q1_1", "q1_2", "q1_3"]
    assert out["rejected"][0]["game"] == "g9" and out["rejected"][0]["code"] == "maintenance"
    assert out["warnings"] == [] and out["names"] == {p["id"]: p["name"] for p in EXAMPLE["players"]}


def test_readable_tables(tmp_path):
    data = {
        **EXAMPLE,
        "players": [
            *EXAMPLE["players"][:4],
            {"id": "p5", "name": "Eri", "tier": "S2"},
            EXAMPLE["players"][5],
        ],
    }
    data["actions"] = [{"action": "hide_name", "player": "p6"}]
    result = run(tmp_path, data, "run")
    assert result.exit_code == 0, result.output
    assert "Season 2025-03" in result.stdout and "Aki" in result.stdout
    assert "SII" in result.stdout and "(hidden)" in result.stdout and "Fu" not in result.stdout.split()
    assert "maintenance" in result.stdout


def test_report(tmp_path):
    data = {**EXAMPLE, "actions": [{"action": "blacklist", "player": "p6"}]}
    result = run(tmp_path, data, "report", "--json")
    out = json.loads(result.stdout)
    assert out["ok"] and out["log"] == ["blacklist p6: games with them are refused"]


def test_errors_without_traceback(tmp_path):
    cases = [
        ("{", "not valid JSON"),
        ({"games": []}, "no 'players' list"),
        ({"players": [{"id": "a", "tier": "E1"}]}, "unknown tier 'E1'"),
        ({"players": [{"id": "a"}], "actions": [{"action": "explode"}]}, "'explode' is not an action"),
        ({"players": [{"id": "a"}], "format": "nope"}, "nope"),
    ]
    for data, message in cases:
        result = run(tmp_path, data, "run")
        assert result.exit_code == 1 and message in result.output and "Traceback" not in result.output
        as_json = run(tmp_path, data, "run", "--json")
        assert json.loads(as_json.stdout)["ok"] is False


def test_unreadable_games_are_rejected_not_fatal(tmp_path):
    data = {
        "players": EXAMPLE["players"],
        "games": [
            {"id": "t", "played_at": "yesterday", "scores": {}},
            {
                "id": "d",
                "played_at": "2025-03-02T21:00:00+09:00",
                "scores": {"p1": 1.25, "p2": 0, "p3": 0, "p4": 0},
            },
            {
                "id": "p6",
                "played_at": "2025-03-02T21:00:00+09:00",
                "seats": ["p1", "p2", "p3", "p6"],
                "points": [25000, 25000, 25000, 25000],
            },
        ],
        "actions": [{"action": "blacklist", "player": "p6"}],
    }
    out = json.loads(run(tmp_path, data, "run", "--json").stdout)
    assert [(r["game"], r["code"]) for r in out["rejected"]] == [
        ("t", "bad_game"),
        ("d", "bad_game"),
        ("p6", "blacklisted"),
    ]


def _command(tmp_path: Path, data, *args: str, columns: int = 80) -> subprocess.CompletedProcess[str]:
    """`taikai league ...` in a subprocess, piped, at ``columns`` columns."""
    path = tmp_path / "league.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    env = {**os.environ, "COLUMNS": str(columns), "PYTHONIOENCODING": "utf-8"}
    code = "import sys; from taikai.cli.main import run; sys.argv[0] = 'taikai'; run()"
    return subprocess.run(
        [sys.executable, "-c", code, "league", *args, str(path)], capture_output=True, text=True, env=env
    )


def test_readable_output_at_80_columns_piped(tmp_path):
    long_name = "Bartholomew Featherstonehaugh-Cholmondeley"
    players = [*EXAMPLE["players"], {"id": "p7", "name": long_name}]
    again = {**EXAMPLE["games"][0], "id": "g1-again"}
    long = {**EXAMPLE["games"][0], "id": "g3", "seats": ["p7", "p2", "p3", "p4"]}
    data = {**EXAMPLE, "players": players, "games": [*EXAMPLE["games"], again, long]}
    done = _command(tmp_path, data, "run")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "…" not in done.stdout and "Traceback" not in done.stderr
    assert all(
        len(line) <= 80 for line in lines if " " in line.strip()
    )  # only one unbreakable word may be longer
    assert any(line.rstrip().endswith("Aki (p1)") for line in lines)  # the name beside the id
    assert f"      {long_name} (p7)" in lines  # a long name on the line below its row
    # every reason whole, under its player: the maintenance reason of g9 reads on in full
    text = " ".join(line.strip() for line in lines)
    assert "it belongs to no season unless the organizer accepts it" in text
    assert "3 games, 5 needed for promotion" in text
    # the warning (the same game twice) on stderr, not in the result
    assert "warning: games g1 and g1-again have the same players" in " ".join(done.stderr.split())


def test_json_errors_of_a_file_that_cannot_be_read(tmp_path):
    for data in ("{", '{"players": [], "players": []}', "[1]"):
        path = tmp_path / "league.json"
        path.write_text(data, encoding="utf-8")
        result = runner.invoke(app, ["league", "run", "--json", str(path)])
        out = json.loads(result.stdout)
        assert result.exit_code == 1 and out["ok"] is False and set(out["error"]) == {"code", "message"}
    missing = runner.invoke(app, ["league", "run", "--json", str(tmp_path / "nothing.json")])
    assert json.loads(missing.stdout)["error"] == {
        "code": "bad_file",
        "message": f"cannot read {tmp_path / 'nothing.json'}: no such file",
    }
    device = runner.invoke(app, ["league", "run", "--json", "/dev/zero"])
    assert (
        json.loads(device.stdout)["error"]["message"]
        == "cannot read /dev/zero: not a regular file (a device)"
    )
