"""Issue 22: a staged competition through the command line, on a SQLite file: created from a format
file, teams and a roster change, games with their stage and teams, the standings (readable, JSON, in
both languages), refusals as one line without a traceback; and the staged file's own refusals.

The numbers (mleague: (points - 30000) / 1000 + uma +50 +10 -10 -30, half carried rounded up):
regular game 1: A 45000 -> +65.0, B 30000 -> +10.0, C 15000 -> -25.0, D 10000 -> -50.0.
The final (top 2) carries half: A 32.5, B 5.0. Final game: A2 20000 -> -20.0 (-10 -10), B2 40000 ->
+60.0 (+10 +50), C1 and D1 play for teams out of the final: refused.
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from taikai.cli.main import app
from taikai.contracts.staged import StagedFileError, parse_staged

runner = CliRunner()
FORMAT = """
name = "tiny-season"
kind = "staged"
ruleset = "mleague"
timezone = "Asia/Tokyo"
ranks = "teams"
team_size = 2

[[stages]]
name = "regular"
entry = "all"
games = 1
seating = "fixed"

[[stages]]
name = "final"
entry = "top"
top = 2
games = 1
seating = "fixed"
carry = "half"
tiebreaks = ["previous_total"]
"""


def run(*args: str, lang: str = "en") -> tuple[int, str]:
    result = runner.invoke(app, [*args, "--lang", lang])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output


@pytest.fixture
def db(tmp_path) -> str:
    (tmp_path / "tiny.toml").write_text(FORMAT, encoding="utf-8")
    url = f"sqlite:///{tmp_path}/t.db"
    fmt = str(tmp_path / "tiny.toml")
    assert run("competition", "create", "tiny", "--kind", "staged", "--format", fmt, "--db", url)[0] == 0
    for team in "AB":
        code, _ = run(
            "team", "add", "tiny", team, "--name", f"Team {team}", "--player", f"{team}1", "--db", url
        )
        assert code == 0
    for team in "CD":
        players = ["--player", f"{team}1", "--player", f"{team}2"]
        assert run("team", "add", "tiny", team, *players, "--db", url)[0] == 0
    return url


def game(url: str, stage: str, seats: str, teams: str, points: str, at: str) -> tuple[int, str]:
    return run(
        "game", "add", "tiny", "--stage", stage, "--seats", *seats.split(), "--teams", *teams.split(),
        "--points", *points.split(), "--at", at, "--db", url, "--json",
    )  # fmt: skip


def test_a_staged_competition_entered_and_shown_from_the_command_line(db):
    code, out = run("team", "join", "tiny", "A", "A2", "--from", "2", "--json", "--db", db)
    assert code == 0 and json.loads(out)["roster"][-1] == {
        "player": "p7", "name": "A2", "first": 2, "last": None, "substitute": False,
    }  # fmt: skip
    assert run("team", "join", "tiny", "B", "B2", "--from", "1", "--db", db)[0] == 0
    code, out = game(db, "regular", "A1 B1 C1 D1", "A B C D", "45000 30000 15000 10000", "2026-01-01 19:00")
    assert code == 0 and json.loads(out)["scores"] == [65.0, 10.0, -25.0, -50.0]
    code, out = game(db, "final", "A2 B2 C1 D1", "A B C D", "20000 40000 30000 10000", "2026-01-02 19:00")
    assert code == 1 and json.loads(out)["error"] == {
        "code": "bad_stages",
        "message": "game 2: C does not play stage final",
    }
    code, out = run("standings", "tiny", "--json", "--db", db)
    data = json.loads(out)
    final = data["stages"][1]
    assert [(r["entrant"], r["carried"], r["total"]) for r in final["standings"]] == [
        ("A", 32.5, 32.5),
        ("B", 5.0, 5.0),
    ]
    assert [r["advances"] for r in data["stages"][0]["standings"]] == [True, True, False, False]
    code, out = run("standings", "tiny", "--db", db)
    assert code == 0 and "stage final: 0 of 1 games played" in out.splitlines()
    assert "regular: C is 3 on -25.0, outside the top 2 who go on to final" in out.splitlines()
    code, out = run("standings", "tiny", "--db", db, lang="ja")
    assert "ステージfinal：全1試合中0試合終了" in out.splitlines() and "チーム内の個人成績" in out
    code, out = run("team", "leave", "tiny", "B", "B1", "--after", "0", "--db", db)
    assert code != 0 and "--after: a game number from 1 to 1000000" in out and "Traceback" not in out
    code, out = run("team", "list", "tiny", "--db", db, lang="ja")
    assert code == 0 and "  A2 (p7)：第2試合から" in out.splitlines()


def test_a_game_without_its_stage_and_a_team_added_twice_are_refused_in_words(db):
    code, out = run(
        "game", "add", "tiny", "--seats", "A1", "B1", "C1", "D1",
        "--points", "45000", "30000", "15000", "10000", "--db", db,
    )  # fmt: skip
    assert (
        code == 1
        and "error: tiny is a competition of stages: give the game's stage (one of regular, final)" in out
    )
    code, out = run("team", "add", "tiny", "A", "--db", db, lang="ja")
    assert code == 1 and "tinyにはすでにチームAがあります" in out


FILE = {
    "format": "mleague-season",
    "players": [{"id": "a"}, {"id": "b"}],
    "teams": [{"id": "T"}],
    "roster": [{"team": "T", "player": "a"}],
    "games": [],
}


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ({"players": [{"id": "a"}, {"id": "a"}]}, "field 'players[1].id': 'a' is listed twice"),
        ({"roster": [{"team": "T", "player": "z"}]}, "field 'roster[0].player': 'z' is not a player"),
        ({"teems": []}, "teems"),
        ({"roster": [{"team": "T", "player": "a", "first": 0}]}, "roster[0].first"),
    ],
)
def test_the_staged_file_refuses_what_is_not_one_naming_the_field(change, expected):
    with pytest.raises(StagedFileError) as raised:
        parse_staged(FILE | change, "f.json")
    assert expected in raised.value.message and raised.value.code == "bad_staged"


def test_the_staged_file_reads_its_teams_and_roster():
    staged = parse_staged(FILE, "f.json")
    assert staged.competitors.teams == ("T",) and staged.competitors.roster[0].player == "a"
    assert staged.format.stages[1].carry.value == "half" and staged.players == {"a": "a", "b": "b"}
    assert staged.format.stages[0].games == 96


SWISS = """
name = "spring-open"
kind = "staged"
ruleset = "mleague"
timezone = "Asia/Tokyo"
ranks = "players"

[[stages]]
name = "open"
entry = "all"
games = 2
seating = "swiss"
"""


def test_the_next_round_is_seated_from_the_command_line(tmp_path):
    """Round 1 of a Swiss stage is the entry order four at a time (tests/services/test_stage_seat.py)."""
    (tmp_path / "open.toml").write_text(SWISS, encoding="utf-8")
    url = f"sqlite:///{tmp_path}/o.db"
    assert run("competition", "create", "so", "--kind", "staged", "--format", str(tmp_path / "open.toml"),
               "--db", url)[0] == 0  # fmt: skip
    for name in ("Aki", "Ben", "Chi", "Dai", "Emi", "Fum", "Gen", "Hana"):
        assert run("player", "add", "so", name, "--db", url)[0] == 0
    code, out = run("stage", "seat", "so", "--seed", "3", "--json", "--db", url)
    seated = json.loads(out)
    assert code == 0 and (seated["stage"], seated["round"], seated["seed"], seated["repeats"]) == (
        "open",
        1,
        3,
        0,
    )
    assert [[s["name"] for s in t["seats"]] for t in seated["tables"]] == [
        ["Aki", "Ben", "Chi", "Dai"],
        ["Emi", "Fum", "Gen", "Hana"],
    ]
    code, out = run("stage", "seat", "so", "--seed", "3", "--db", url, lang="ja")
    assert code == 0 and out.splitlines() == [
        "ステージopen　第1回戦（シード3）：2卓",
        "  1卓：Aki / Ben / Chi / Dai",
        "  2卓：Emi / Fum / Gen / Hana",
    ]
    code, out = run(
        "game", "add", "so", "--stage", "open", "--round", "1", "--seats", "p1", "p2", "p3", "p4",
        "--points", "40000", "30000", "20000", "10000", "--db", url,
    )  # fmt: skip
    assert code == 0
    code, out = run("stage", "seat", "so", "--db", url, lang="ja")
    assert code != 0 and "ステージopen：第1回戦がまだ終わっていません" in out and "Traceback" not in out
