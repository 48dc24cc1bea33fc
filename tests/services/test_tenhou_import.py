"""The 722 Tenhou games of ../shared/data/tenhou imported into a league played under the `tenhou` rules
(skipped cleanly when ../shared is absent): every east-south log replayed hand by hand and stored, the
75 east-only logs refused with that reason (not replayed under the wrong length), players added from
the logs, and standings whose scores are each log's own final pt."""

from __future__ import annotations

from collections import Counter, defaultdict
from decimal import Decimal

import pytest

pytest.importorskip("taikai.competitions.league.closing", reason="the league format (league2)")

from tests.services.conftest import ACTOR

from taikai.competitions import formats
from taikai.importers import tenhou
from taikai.rules import load
from taikai.services import standings as standings_service
from taikai.services.competitions import create_competition
from taikai.services.imports import import_files
from taikai.store import open_store


@pytest.fixture
def store(tmp_path):
    # SQLite only: the in-memory fake answers as SQLite does (tests/store/test_fake_agrees.py), and
    # two imports of the 722 games on each store took a CI worker minutes
    sql = open_store(f"sqlite:///{tmp_path}/taikai.db")
    yield sql
    sql.close()


def test_the_722_games_under_the_tenhou_rules(store, tenhou_archive):
    fmt = formats.load("hitonazo-m")
    create_competition(store, ACTOR, "houou", "league", fmt, load("tenhou"), rules_name="tenhou")
    summary = import_files(store, ACTOR, "houou", [tenhou_archive], add_players=True)
    assert len(summary.files) == 722 and summary.imported == 647 and summary.refused_files == 75
    refused = [problem for f in summary.files for problem in f.refused]
    assert len(refused) == 75 and {p.code for p in refused} == {"log_rules_differ"}
    assert all(dict(p.reason.params)["fields"] == ("length hanchan (the log: tonpuusen)",) for p in refused)
    # every log's own final pt (the platform's settlement, <owari>), summed by player
    expected: dict[str, Decimal] = defaultdict(Decimal)
    games: Counter[str] = Counter()
    for game in tenhou.iter_games(tenhou_archive):
        if game.rules.rule_changes.get("length") == "tonpuusen":
            continue
        for player, pt in zip(game.players, game.owari.pt, strict=True):
            expected[player.name] += pt
            games[player.name] += 1
    data = standings_service.standings(store, ACTOR, "houou")
    (season,) = data["seasons"]  # every game was played on 2020-01-01 (JST): the January season
    assert season["season"] == "2020-01"
    scores = {s["name"]: s["score"] for s in season["standings"]}
    assert scores == dict(expected)
    assert {s["name"]: s["games"] for s in season["standings"]} == dict(games)
    again = import_files(store, ACTOR, "houou", [tenhou_archive], add_players=True)
    assert again.imported == 0 and again.skipped == {"already_imported": 647}
