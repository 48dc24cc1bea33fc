"""`taikai tournament seat|run`: the JSON of CONTRACTS.md section 4 and the readable sheets."""

from __future__ import annotations

import json
import random
import re
from decimal import Decimal
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taikai.cli.main import app
from taikai.competitions import formats
from taikai.competitions.formats import TournamentFormat
from taikai.competitions.tournament import Player, TableResult, run_event
from taikai.competitions.tournament.seating import draw_rounds
from taikai.rules import load as load_rules

runner = CliRunner()

RULESET = load_rules("ron-of-20xx")  # the ruleset the format names
RON_OF_20XX = formats.load("ron-of-20xx", TournamentFormat)


def invoke(*args: str):
    return runner.invoke(app, ["tournament", *args])


def said(result) -> str:
    """The command's whole output with Rich's line wrapping undone."""
    return " ".join(result.output.split())


def test_seat_json_is_the_contract() -> None:
    out = invoke("seat", "--players", "24", "--rounds", "5", "--seed", "7", "--json")
    assert out.exit_code == 0
    data = json.loads(out.stdout)
    assert list(data) == ["ok", "rounds", "repeats", "lower_bound", "wind_spread", "seed", "warnings"]
    assert data["ok"] is True and data["repeats"] == 0 and len(data["rounds"]) == 5
    assert (data["lower_bound"], data["wind_spread"], data["seed"]) == (0, 1, 7)
    for tables in data["rounds"]:
        assert sorted(p for t in tables for p in t) == sorted(f"p{i}" for i in range(1, 25))
        assert all(len(t) == 4 for t in tables)
    again = invoke("seat", "--players", "24", "--rounds", "5", "--seed", "7", "--json")
    assert again.stdout == out.stdout


def test_seat_sheets_are_readable() -> None:
    out = invoke("seat", "--players", "8", "--rounds", "2", "--seed", "1", "--steps", "50")
    assert out.exit_code == 0
    assert "Round 2" in out.stdout and "seed 1" in out.stdout and "lower bound" in out.stdout
    assert re.search(r"E\s.*S\s.*W\s.*N", out.stdout)


def test_seat_refuses_a_count_that_does_not_fill_tables() -> None:
    out = invoke("seat", "--players", "30", "--rounds", "5")
    assert out.exit_code == 1 and "Traceback" not in out.output
    assert "30 players cannot fill tables of four: add 2 player(s)" in said(out)
    data = json.loads(invoke("seat", "--players", "30", "--rounds", "5", "--json").stdout)
    assert data["ok"] is False and data["error"]["code"] == "bad_player_count"


def points(rng: random.Random) -> list[int]:
    cuts = sorted(rng.randrange(1001) for _ in range(3))
    return [100 * x for x in (cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 1000 - cuts[2])]


@pytest.fixture
def event_file(tmp_path: Path) -> Path:
    """A whole 24-player ron-of-20xx event (one professional) as the contract's FILE."""
    rng = random.Random(24)
    ids = [f"p{i}" for i in range(1, 25)]
    players = [{"id": p, "name": f"Name {p}"} for p in ids[:-1]] + [{"id": "p24", "name": "Pro", "pro": True}]
    draw = draw_rounds(ids, 5, seed=3)
    rounds = [[{"seats": list(t), "points": points(rng)} for t in tables] for tables in draw.rounds]
    core_rounds = [[TableResult(tuple(t["seats"]), tuple(t["points"])) for t in r] for r in rounds]
    core_players = [Player(p["id"], p["name"], p.get("pro", False)) for p in players]
    final = run_event(RON_OF_20XX, core_players, core_rounds, RULESET).final_tables
    rounds.append([{"seats": list(t.seats), "points": points(rng)} for t in final])
    path = tmp_path / "event.json"
    path.write_text(json.dumps({"format": "ron-of-20xx", "players": players, "rounds": rounds}))
    return path


def test_run_json_is_the_contract(event_file: Path) -> None:
    out = invoke("run", str(event_file), "--json")
    assert out.exit_code == 0, out.output
    data = json.loads(out.stdout, parse_float=Decimal)
    assert list(data) == ["ok", "standings", "final_tables", "result", "notes", "names", "warnings"]
    assert len(data["standings"]) == 6
    assert all(list(s) == ["player", "name", "rank", "total"] for r in data["standings"] for s in r)
    assert data["names"]["p24"] == "Pro" and data["standings"][0][0]["name"].startswith(("Name", "Pro"))
    # pt are written with exactly one decimal place
    pts = [s["total"] for r in data["standings"] for s in r]
    pts += [c for t in data["final_tables"] for c in t["carried"].values()]
    assert all(isinstance(pt, Decimal) and pt.as_tuple().exponent == -1 for pt in pts)
    title = data["final_tables"][0]
    assert list(title) == ["table", "title", "seats", "carried"] and title["title"] is True
    assert title["seats"] == [s["player"] for s in data["standings"][4][:4]]
    result = data["result"]
    assert list(result) == ["overall", "in_table", "stars", "qualified"]
    assert list(result["in_table"]) == ["2", "3", "4", "5", "6"]
    assert set(result["overall"]) == set(title["seats"])
    if result["qualified"] != "p24":
        assert result["qualified"] == result["overall"][0]
    assert "p24" not in result["stars"]  # professionals earn no stars by default


def test_run_partial_event_has_only_standings(tmp_path: Path) -> None:
    example = {
        "format": "ron-of-20xx",
        "players": [{"id": f"p{i}"} for i in range(1, 8)] + [{"id": "p25", "name": "Pro A", "pro": True}],
        "rounds": [
            [
                {"seats": ["p1", "p2", "p3", "p4"], "points": [41000, 30000, 19000, 10000]},
                {"seats": ["p5", "p6", "p7", "p25"], "points": [25000, 25000, 25000, 25000]},
            ]
        ],
    }
    path = tmp_path / "event.json"
    path.write_text(json.dumps(example))
    out = invoke("run", str(path), "--json")
    assert out.stdout.startswith('{"ok":true,"standings":[[{"player":"p1","name":"","rank":1,"total":61.0}')
    assert list(json.loads(out.stdout)) == ["ok", "standings", "notes", "names", "warnings"]


def test_run_readable_output_has_sheets_and_result(event_file: Path) -> None:
    out = invoke("run", str(event_file))
    assert out.exit_code == 0
    for text in ("Standings after round 6", "Final round", "title", "Result", "qualified", "p24 (pro)"):
        assert text in out.stdout


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json", "bad.json: not valid JSON"),
        ('{"format": "nope", "players": [], "rounds": []}', "no format named 'nope'"),
        ('{"format": "ron-of-20xx", "players": [{"name": "x"}]}', "field 'players[0].id': missing"),
    ],
)
def test_run_bad_files_give_a_clear_error(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    out = invoke("run", str(path))
    assert out.exit_code == 1 and message in said(out) and "Traceback" not in out.output
    data = json.loads(invoke("run", str(path), "--json").stdout)
    assert data["ok"] is False and message in data["error"]["message"]
    missing = invoke("run", str(tmp_path / "missing.json"))
    assert missing.exit_code == 1 and "cannot read" in said(missing)


def test_register_file_decides_every_entry(tmp_path: Path) -> None:
    entries = [
        {"id": f"e{i}", "submitted_at": f"2022-02-26T{i % 24:02d}:00:00+09:00", "profile": "quiz"}
        | {"birth_date": "1995-05-05", "discounts": ["student"] if i == 1 else []}
        for i in range(1, 27)
    ]
    entries.append({"id": "early", "submitted_at": "2022-02-25T23:59:00+09:00", "profile": "q"})
    data = {
        "format": "ron-of-20xx",
        "opens_at": "2022-02-26T00:00:00+09:00",
        "event_date": "2022-03-26",
        "seed": 5,
        "entries": entries,
        "withdrawals": [{"id": "e2", "at": "2022-03-01T00:00:00+09:00"}],
    }
    path = tmp_path / "registration.json"
    path.write_text(json.dumps(data))
    out = json.loads(invoke("register", str(path), "--json").stdout)
    assert out["ok"] is True and out["seed"] == 5
    assert len(out["players"]) == 24 and len(out["players"]) + len(out["waiting"]) == 25
    decisions = {d["entry"]: d for d in out["decisions"]}
    assert decisions["early"]["status"] == "invalid" and decisions["e2"]["status"] == "withdrawn"
    if "e1" in out["players"]:
        assert decisions["e1"]["fee"] == 4000
    readable = invoke("register", str(path))
    assert readable.exit_code == 0 and "24 players, 0 professionals, 1 waiting" in said(readable)
    data["seed"] = "x"
    path.write_text(json.dumps(data))
    assert "field 'seed': Input should be a valid integer (got 'x')" in said(invoke("register", str(path)))


def test_series_file_with_an_event_file_and_a_summary(tmp_path: Path, event_file: Path) -> None:
    series = {
        "format": "ron-of-20xx",
        "field_size": 4,
        "events": [
            {"event": "spring", "file": event_file.name},
            {"event": "summer", "winner": "p99", "stars": {"p98": 12}},
        ],
    }
    path = tmp_path / "series.json"
    path.write_text(json.dumps(series))
    out = json.loads(invoke("series", str(path), "--json").stdout)
    spring = json.loads(invoke("run", str(event_file), "--json").stdout)["result"]
    winners = [w for w in (spring["qualified"], "p99") if w]
    assert out["field"][: len(winners)] == winners and "p98" in out["field"] and len(out["field"]) == 4
    assert "p24" not in {s["player"] for s in out["standings"]}  # the professional of the event
    readable = invoke("series", str(path))
    assert readable.exit_code == 0 and "field:" in readable.stdout
