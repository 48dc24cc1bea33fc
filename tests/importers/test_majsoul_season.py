"""The generated season of seed 000 (tests/fixtures/majsoul): read, cross-checked, and as the league sees it.

The records' ``total_point`` were computed by make_season.py's own Mahjong Soul settlement, not by
taikai: taikai's settlement under hitonazo-m must agree with every one of them.
"""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path
from types import ModuleType
from zoneinfo import ZoneInfo

import pytest
from typer.testing import CliRunner

from taikai.cli.main import app
from taikai.importers.checks import cross_check
from taikai.importers.model import FileImport
from taikai.importers.sources import read
from taikai.rules import load

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "majsoul"
SEASON = FIXTURES / "season"
HITONAZO = load("hitonazo-m")
TOKYO = ZoneInfo("Asia/Tokyo")
BATCHES = ("batch-1.json", "batch-2.json", "batch-3.json")


def _make_season() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_season", FIXTURES / "make_season.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def batches() -> dict[str, FileImport]:
    return {path.name: read(path, HITONAZO, TOKYO) for path in sorted(SEASON.iterdir())}


@pytest.fixture(scope="module")
def players() -> list[dict]:
    return json.loads((FIXTURES / "players.json").read_text(encoding="utf-8"))


def test_the_committed_files_are_what_the_generator_writes():
    maker = _make_season()
    for name, content in maker.build().items():
        assert (FIXTURES / name).read_text(encoding="utf-8") == maker.text_of(name, content), name


def test_the_generators_settlement_worked_by_hand():
    maker = _make_season()
    # 48000 31000 12000 9000: (points - 30000) + uma 30/10/-10/-30 (x1000), oka 20000 to the top
    assert maker.platform_total_point([48000, 31000, 12000, 9000]) == [68000, 11000, -28000, -51000]
    # equal points: the seat nearer East first (seat 1 second, seat 3 third)
    assert maker.platform_total_point([20000, 30000, 20000, 30000]) == [-20000, 50000, -40000, 10000]


def test_every_batch_reads_without_refusal(batches):
    assert all(result.ok and result.source == "majsoul-contest" for result in batches.values())
    assert {name: len(result.games) for name, result in batches.items()} == {
        "batch-1.json": 31,
        "batch-2.json": 21,
        "batch-2-again.json": 21,
        "batch-3.json": 8,
    }
    assert dict(batches["batch-2.json"].skipped) == {"removed": 1}
    assert dict(batches["batch-2-again.json"].skipped) == {"removed": 1}
    assert batches["batch-1.json"].unknown_fields == (
        "accounts[].avatar_id",
        "accounts[].level",
        "accounts[].verified",
        "config",
        "result.players[].gold",
        "result.players[].grading_score",
        "result.players[].part_point_2",
    )


def test_the_repeated_batch_holds_the_same_games(batches):
    again, first = batches["batch-2-again.json"].games, batches["batch-2.json"].games
    assert len(again) == 21
    assert sorted(again, key=lambda g: g.game_id) == sorted(first, key=lambda g: g.game_id)


def test_every_game_agrees_with_the_platform_under_hitonazo_m(batches):
    games = [game for result in batches.values() for game in result.games]
    assert [cross_check(game, HITONAZO) for game in games] == [None] * len(games)


def test_under_split_ties_exactly_the_tied_games_differ(batches):
    mleague = load("mleague")
    games = {game.game_id: game for name in BATCHES for game in batches[name].games}
    tied = {gid for gid, game in games.items() if len(set(game.points)) < 4}
    assert len(tied) >= 5
    differ = {gid for gid, game in games.items() if cross_check(game, mleague) is not None}
    assert differ == tied


def test_a_tampered_total_point_is_refused_with_both_values(tmp_path):
    records = json.loads((SEASON / "batch-3.json").read_text(encoding="utf-8"))
    record = records["data"]["record_list"][2]
    top = record["result"]["players"][0]
    second = record["result"]["players"][1]
    top["total_point"] += 1000  # the platform's top 1.0 pt richer, the second 1.0 poorer
    second["total_point"] -= 1000
    (tmp_path / "tampered.json").write_text(json.dumps(records), encoding="utf-8")
    result = read(tmp_path / "tampered.json", HITONAZO, TOKYO)
    problems = [p for p in (cross_check(game, HITONAZO) for game in result.games) if p is not None]
    (problem,) = problems
    params = dict(problem.params)
    seat = top["seat"]
    assert params["platform"][seat] - params["taikai"][seat] == 1
    assert params["taikai"][seat] == Decimal(top["part_point_1"] - 30000) / 1000 + 50  # the top's 1st place
    assert problem.where == f"tampered.json record 3 ({record['uuid']})"


def test_every_seat_is_a_registered_account_and_nicknames_collide(batches, players):
    accounts = {f"majsoul:{p['account_id']}": p for p in players}
    assert len(players) == 30 and len(accounts) == 30
    seats = {ref for result in batches.values() for game in result.games for ref in game.seats}
    assert {ref.account for ref in seats} <= set(accounts)
    hinata = {ref.account for ref in seats if ref.name == "ひなた"}
    assert len(hinata) == 2  # one nickname, two accounts on two servers: two players
    assert {accounts[a]["server"] for a in hinata} == {"jp", "en"}


def test_games_per_player_exercise_the_promotion_conditions(batches, players):
    by_account = {f"majsoul:{p['account_id']}": p["id"] for p in players}
    games = {game.game_id: game for name in BATCHES for game in batches[name].games}
    in_season = [g for g in games.values() if g.played_at.astimezone(TOKYO).day <= 25]
    assert len(games) == 60 and len(in_season) == 59
    counts = Counter(by_account[ref.account] for game in in_season for ref in game.seats)
    assert len(counts) == 30
    assert min(counts.values()) < 5 and {5, 7} <= set(counts.values())
    assert sum(count >= 9 for count in counts.values()) >= 10


def test_the_time_traps(batches):
    games = sorted((g for name in BATCHES for g in batches[name].games), key=lambda g: g.played_at)
    first, *_, before_close, late = games
    # ends 00:20 JST on March 1st: still February 28th in UTC, in the March season all the same
    assert first.played_at == datetime(2025, 2, 28, 15, 20, tzinfo=UTC)
    assert first.played_at.astimezone(TOKYO).day == 1
    assert before_close.played_at.astimezone(TOKYO) == datetime(2025, 3, 25, 23, 50, tzinfo=TOKYO)
    assert late.played_at.astimezone(TOKYO).date().isoformat() == "2025-03-27"  # maintenance


def test_the_league_file_is_the_batches_as_read(batches, players):
    league = json.loads((FIXTURES / "league.json").read_text(encoding="utf-8"))
    by_account = {f"majsoul:{p['account_id']}": p["id"] for p in players}
    read_games = {
        game.game_id: {
            "id": game.game_id,
            "played_at": game.played_at.astimezone(TOKYO).isoformat(),
            "seats": [by_account[ref.account] for ref in game.seats],
            "points": list(game.points),
        }
        for name in BATCHES
        for game in batches[name].games
    }
    assert {game["id"]: game for game in league["games"]} == read_games
    late = next(gid for gid, game in read_games.items() if game["played_at"].startswith("2025-03-27"))
    expected = json.loads((FIXTURES / "expected.json").read_text(encoding="utf-8"))
    assert expected["rejected"] == [{"game": late, "code": "maintenance"}]


def test_the_league_engine_agrees_with_the_oracles_expected_standings():
    """What the storage task will check after importing the batches: taikai's league on league.json."""
    result = CliRunner().invoke(app, ["league", "run", "--json", str(FIXTURES / "league.json")])
    assert result.exit_code == 0, result.output
    (season,) = json.loads(result.stdout)["seasons"]
    (expected,) = json.loads((FIXTURES / "expected.json").read_text(encoding="utf-8"))["seasons"]
    keys = ("player", "rank", "score", "games", "tier", "promotion", "demotion", "next_tier")
    assert [[str(row[k]) for k in keys] for row in season["standings"]] == [
        [str(row[k]) for k in keys] for row in expected["standings"]
    ]
    assert (season["champion"], season["rank_champions"]) == (
        expected["champion"],
        expected["rank_champions"],
    )
    moved = Counter(
        (row["tier"], row["next_tier"]) for row in season["standings"] if row["tier"] != row["next_tier"]
    )
    assert ("A1", "S1") in moved and ("S1", "A1") in moved and ("D3", "D1") in moved  # up, down, two steps
