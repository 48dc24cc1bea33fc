"""A 13-season, 34-player league recomputed by `taikai league run --json`, against a fixture.

tests/fixtures/league/scenario.json is the league history; expected.json was
produced by oracle.py, an independent naive implementation of COMPETITIONS.md
section A that does not use the engine (make_scenario.py regenerates both).
"""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taikai.cli.main import app

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "league"


@pytest.fixture(scope="module")
def outcome():
    result = CliRunner().invoke(app, ["league", "run", "--json", str(FIXTURES / "scenario.json")])
    assert result.exit_code == 0, result.output
    actual = json.loads(result.stdout, parse_float=Decimal)
    expected = json.loads((FIXTURES / "expected.json").read_text(encoding="utf-8"), parse_float=Decimal)
    return actual, expected


def numbers(value):
    """Decimal strings of the fixture as Decimals, so 16.67 == 16.67 and 50.0 == 50.00."""
    if isinstance(value, str):
        return Decimal(value) if "." in value else value
    if isinstance(value, dict):
        return {k: numbers(v) for k, v in value.items()}
    if isinstance(value, list):
        return [numbers(v) for v in value]
    return value


def test_size(outcome):
    actual, _ = outcome
    assert len(actual["seasons"]) == 13
    assert len({s["player"] for season in actual["seasons"] for s in season["standings"]}) >= 30


def names_popped(rows, names):
    """The rows without their "name" (the oracle has none), each checked against the names map."""
    for row in rows:
        assert row.pop("name") == names[row["player"]]
    return rows


def test_every_season_matches_the_oracle(outcome):
    actual, expected = outcome
    assert [s["season"] for s in actual["seasons"]] == [s["season"] for s in expected["seasons"]]
    for got, want in zip(actual["seasons"], numbers(expected["seasons"]), strict=True):
        # every decision has its reason, in words and codes (the oracle compares the decisions themselves)
        assert all(row.pop("why") and row.pop("why_code") for row in got["standings"])
        for key in ("void_why", "void_why_code", "champion_why", "champion_why_code"):
            assert got.pop(key)
        for key in ("rank_champions_why", "rank_champions_why_code"):
            assert set(got.pop(key)) == set(got["rank_champions"])
        assert got.pop("provisional") is True  # the scenario closes no season
        names_popped(got["standings"], actual["names"])
        assert got == want, got["season"]


def test_years_ranking_and_championship_match_the_oracle(outcome):
    actual, expected = outcome
    for year in actual["years"]:
        names_popped(year["ranking"], actual["names"])
        names_popped(year["championship"].get("final_results", []), actual["names"])
        log, codes = year["championship"].pop("log"), year["championship"].pop("log_code")
        assert len(log) == len(codes) == len(year["championship"].pop("log_params"))
    assert actual["years"] == numbers(expected["years"])


def test_names_beside_ids(outcome):
    # every id the output names is in "names", with the file's name, or "(hidden)" for p34 (hide_name)
    actual, _ = outcome
    scenario = json.loads((FIXTURES / "scenario.json").read_text(encoding="utf-8"))
    registered = {p["id"]: p.get("name", p["id"]) for p in scenario["players"]}
    mentioned = {row["player"] for season in actual["seasons"] for row in season["standings"]}
    assert set(actual["names"]) == mentioned
    assert actual["names"] == {p: "(hidden)" if p == "p34" else registered[p] for p in mentioned}


def test_rejected_games(outcome):
    actual, expected = outcome
    assert [(r["game"], r["code"]) for r in actual["rejected"]] == [
        (r["game"], r["code"]) for r in expected["rejected"]
    ]


def test_hand_checked_points_of_the_scenario(outcome):
    actual, _ = outcome
    seasons = {s["season"]: s for s in actual["seasons"]}
    # 2025-02: 4 games among 8 players; nobody has 5 games -> void, nobody moves, no champion.
    february = seasons["2025-02"]
    assert february["void"] and february["champion"] is None
    assert all(r["promotion"] == r["demotion"] == 0 for r in february["standings"])
    # 2025-05: p27 and p28 play one game each, 30000/25000/25000/20000 from seat 0 -> +50.0 each:
    # equal totals share the better rank; the listing puts p27 (registered first) first.
    may = {r["player"]: r for r in seasons["2025-05"]["standings"]}
    assert may["p27"]["score"] == may["p28"]["score"] == Decimal("50.0")
    assert may["p27"]["rank"] == may["p28"]["rank"]
    # the final: carry = half the first three hanchan, total = carry + last; +3 for the winner,
    # applied from 2025-12: the champion's December tier is 3 steps above its November next tier.
    championship = actual["years"][0]["championship"]
    winner = championship["final_results"][0]
    assert winner["total"] == winner["carry"] + winner["last"] and winner["promotion"] == 3
    november = {r["player"]: r for r in seasons["2025-11"]["standings"]}
    december = {r["player"]: r for r in seasons["2025-12"]["standings"]}
    # in this scenario: the winner p12 ended November at D1 and starts December at C1 (D1 +3);
    # 3rd place p19 ended at S3 and starts at S4 (+1, S is open-ended).
    assert winner["player"] == "p12"
    assert (november["p12"]["next_tier"], december["p12"]["tier"]) == ("D1", "C1")
    third = championship["final_results"][2]
    assert third["player"] == "p19" and third["promotion"] == 1
    assert (november["p19"]["next_tier"], december["p19"]["tier"]) == ("S3", "S4")
