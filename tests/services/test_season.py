"""The whole season of seed 000 over the database (tests/fixtures/majsoul): 30 players registered with
their Mahjong Soul accounts, the contest records imported batch by batch (a removed record, a batch
downloaded twice, a game on a maintenance day), the standings as the independent league oracle has
them (tests/fixtures/majsoul/expected.json), the season closed, a late correction refused until the
season is reopened. On the fake, SQLite and PostgreSQL.
"""

from __future__ import annotations

import json
import shlex
from decimal import Decimal
from pathlib import Path

import pytest

pytest.importorskip("taikai.competitions.league.closing", reason="the league's closed seasons (league2)")

from tests.services.conftest import ACTOR

from taikai.competitions import formats
from taikai.competitions.league import LeagueError
from taikai.contracts.formats import format_ruleset
from taikai.rules import load
from taikai.services import standings as standings_service
from taikai.services.competitions import add_player, create_competition
from taikai.services.games import edit_game
from taikai.services.imports import import_files
from taikai.services.league import accept_game, close_season, reopen_season
from taikai.services.unit_of_work import Store

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "majsoul"
SEASON = FIXTURES / "season"
EXPECTED = json.loads((FIXTURES / "expected.json").read_text(encoding="utf-8"))
PLAYERS = json.loads((FIXTURES / "players.json").read_text(encoding="utf-8"))
TIERS = {
    "p21": "C2",
    "p22": "C1",
    "p23": "B3",
    "p24": "B2",
    "p25": "B1",
    "p26": "A3",
    "p27": "A2",
    "p28": "A1",
    "p29": "S1",
    "p30": "S2",
}  # fmt: skip  (the league file's starting tiers)
STANDING = ("player", "rank", "score", "games", "tier", "promotion", "demotion", "next_tier")


def _league(store: Store, slug: str = "hitonazo", rules: str | None = None) -> None:
    fmt = formats.load("hitonazo-m")
    ruleset = load(rules) if rules else format_ruleset(fmt)
    create_competition(store, ACTOR, slug, "league", fmt, ruleset, rules_name=rules, name="Hitonazo M")


def _register(store: Store, slug: str = "hitonazo") -> None:
    for player in PLAYERS:
        data = {"tier": TIERS.get(player["id"])}
        account = f"majsoul:{player['account_id']}"
        add_player(store, ACTOR, slug, player["name"], id=player["id"], accounts=[account], data=data)


def _season_view(data: dict) -> list[dict]:
    """The decisions of every standing (the oracle writes pt as text: compared as exact decimals)."""
    return [
        {key: Decimal(standing[key]) if key == "score" else standing[key] for key in STANDING}
        for season in data["seasons"]
        for standing in season["standings"]
    ]


@pytest.fixture
def season(store: Store) -> Store:
    """The league with its 30 players and the four downloads imported one after the other."""
    _league(store)
    _register(store)
    return store


def test_the_season_batch_by_batch(season):
    summaries = {}
    for name in ("batch-1.json", "batch-2.json", "batch-2-again.json", "batch-3.json"):
        summary = import_files(season, ACTOR, "hitonazo", [SEASON / name])
        assert summary.ok, summary
        summaries[name] = summary.files[0]
    assert summaries["batch-2.json"].skipped == {"removed": 1}
    again = summaries["batch-2-again.json"]
    stored_before = len(summaries["batch-2.json"].imported)
    assert again.imported == () and again.skipped == {"removed": 1, "already_imported": stored_before}
    assert sum(len(s.imported) for s in summaries.values()) == 60  # 59 in the season, the 27th's game
    data = standings_service.standings(season, ACTOR, "hitonazo")
    expected = EXPECTED["seasons"]
    assert [s["season"] for s in data["seasons"]] == [s["season"] for s in expected]
    assert _season_view(data) == _season_view(EXPECTED)
    for ours, theirs in zip(data["seasons"], expected, strict=True):
        assert ours["champion"] == theirs["champion"] and ours["rank_champions"] == theirs["rank_champions"]
        assert ours["participants"] == theirs["participants"] and ours["void"] == theirs["void"]
    assert [y["championship"] for y in data["years"]] == [
        {**y["championship"], **{k: v for k, v in d["championship"].items() if k not in y["championship"]}}
        for y, d in zip(EXPECTED["years"], data["years"], strict=True)
    ]
    with season.unit_of_work(ACTOR, read_only=True) as uow:
        platform_id = {g.id: g.platform_id for g in uow.games.list("hitonazo")}
    rejected = [(platform_id[r["game"]], r["code"]) for r in data["rejected"]]
    assert rejected == [(r["game"], r["code"]) for r in EXPECTED["rejected"]]  # the maintenance-day game


def test_a_closed_season_refuses_a_late_correction_until_it_is_reopened(season):
    import_files(season, ACTOR, "hitonazo", sorted(SEASON.iterdir()))
    close_season(season, ACTOR, "hitonazo", "2025-03", reason="published")
    before = standings_service.standings(season, ACTOR, "hitonazo")
    with season.unit_of_work(ACTOR, read_only=True) as uow:
        game = uow.games.list("hitonazo")[0]
    points = game.record["points"]
    corrected = (points[0] - 100, points[1] + 100, *points[2:])
    with pytest.raises(LeagueError) as refused:
        edit_game(season, ACTOR, "hitonazo", game.id, "typo", points=corrected)
    assert refused.value.key == "league_closed_season_changed" and game.id in refused.value.params["games"]
    assert standings_service.standings(season, ACTOR, "hitonazo") == before  # nothing stored
    reopen_season(season, ACTOR, "hitonazo", "2025-03", reason="g1's points were mistyped")
    edit_game(season, ACTOR, "hitonazo", game.id, "typo", points=corrected)
    after = standings_service.standings(season, ACTOR, "hitonazo")
    assert after != before
    close_season(season, ACTOR, "hitonazo", "2025-03", reason="published again")
    with season.unit_of_work(ACTOR, read_only=True) as uow:
        kinds = [(a.kind, a.reason) for a in uow.actions.list("hitonazo")]
    assert kinds == [
        ("close_season", "published"),
        ("reopen_season", "g1's points were mistyped"),
        ("close_season", "published again"),
    ]


def test_a_maintenance_day_game_counts_once_accepted(season):
    import_files(season, ACTOR, "hitonazo", sorted(SEASON.iterdir()))
    data = standings_service.standings(season, ACTOR, "hitonazo")
    (rejected,) = data["rejected"]
    accept_game(season, ACTOR, "hitonazo", rejected["game"], reason="the lobby stayed open on the 27th")
    accepted = standings_service.standings(season, ACTOR, "hitonazo")
    assert accepted["rejected"] == []
    games = {s["player"]: s["games"] for s in accepted["seasons"][0]["standings"]}
    assert sum(games.values()) == 4 * 60


def test_unknown_accounts_refuse_the_file_with_the_command_for_each(store):
    _league(store)
    summary = import_files(store, ACTOR, "hitonazo", [SEASON / "batch-1.json"])
    (refused,) = summary.files
    assert not refused.ok and refused.imported == ()
    records = json.loads((SEASON / "batch-1.json").read_text(encoding="utf-8"))["data"]["record_list"]
    accounts = {f"majsoul:{a['account_id']}": a["nickname"] for r in records for a in r["accounts"]}
    assert {u.account: u.name for u in refused.unknown} == accounts  # each account once, by account
    for unknown in refused.unknown:
        assert unknown.command == shlex.join(
            ["taikai", "player", "add", "hitonazo", unknown.name, "--account", unknown.account]
        )
    gen = next(u for u in refused.unknown if u.name == "Gen")
    assert gen.command == f"taikai player add hitonazo Gen --account {gen.account}"
    with store.unit_of_work(ACTOR, read_only=True) as uow:
        assert uow.games.count("hitonazo") == 0 and uow.players.list("hitonazo") == []
    added = import_files(store, ACTOR, "hitonazo", [SEASON / "batch-1.json"], add_players=True)
    assert added.ok and added.files[0].added and added.imported == len(added.files[0].imported)


def test_scores_the_ruleset_does_not_reproduce_refuse_the_file_with_both_values(store):
    _league(store, rules="mleague")  # split ties: exactly the games with equal points differ
    _register(store)
    summary = import_files(store, ACTOR, "hitonazo", sorted(SEASON.iterdir()))
    refused = [f for f in summary.files if not f.ok]
    assert refused and all(p.code == "scores_differ" for f in refused for p in f.refused)
    assert "the platform's scores" in refused[0].refused[0].text and "taikai's" in refused[0].refused[0].text
    with store.unit_of_work(ACTOR, read_only=True) as uow:
        stored = uow.games.count("hitonazo")
    assert stored == sum(len(f.imported) for f in summary.files if f.ok)
