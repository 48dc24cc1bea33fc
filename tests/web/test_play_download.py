"""The page of a game imported from a log offers its play to download (mjai, tenhou.net/6), the same
text as ``taikai game export``; a game without its play has no link and its address is 404."""

from __future__ import annotations

import pytest
from tests.services.test_log_identity import TENHOU6, A
from tests.web.conftest import EVERY_STORE

from taikai.competitions import formats
from taikai.contracts.exports import export_text
from taikai.importers import tenhou
from taikai.rules import load
from taikai.services.competitions import create_competition
from taikai.services.imports import import_files

JA = {"Accept-Language": "ja"}


def _houou(store) -> None:
    """A league under the `tenhou` rules (the phoenix-room logs')."""
    fmt = formats.load("hitonazo-m")
    create_competition(store, "test:org", "houou", "league", fmt, load("tenhou"), rules_name="tenhou")


@EVERY_STORE
def test_an_imported_game_offers_its_play(store, client):
    path = TENHOU6 / f"{A}.xml"
    if not path.is_file():
        pytest.skip(f"the tenhou.net/6 sample logs were not found at {TENHOU6}")
    _houou(store)
    assert import_files(store, "test:org", "houou", [path], add_players=True).imported == 1
    page = client.get("/c/houou/games/g1", headers=JA).text
    assert "牌譜のダウンロード" in page and 'href="/c/houou/games/g1/play.mjai"' in page
    record = tenhou.record_of(tenhou.decided(tenhou.read_file(path)))
    for format, ending in (("mjai", "mjai.jsonl"), ("tenhou6", "tenhou6.json")):
        response = client.get(f"/c/houou/games/g1/play.{format}")
        assert response.status_code == 200 and response.text == export_text(record, format)
        assert f"g1.{ending}" in response.headers["content-disposition"]
    assert client.get("/c/houou/games/g1/play.mjson").status_code == 422  # not a format


def test_a_game_of_final_points_has_no_play(store, client):
    from datetime import UTC, datetime

    from taikai.services.competitions import add_player
    from taikai.services.games import GameEntry, add_game

    _houou(store)
    for number in range(1, 5):
        add_player(store, "test:org", "houou", f"Player {number}")
    entry = GameEntry(
        ("p1", "p2", "p3", "p4"), datetime(2025, 3, 2, 12, tzinfo=UTC), points=(40000, 30000, 20000, 10000)
    )
    add_game(store, "test:org", "houou", entry)
    assert "play.mjai" not in client.get("/c/houou/games/g1").text
    response = client.get("/c/houou/games/g1/play.mjai", headers=JA)
    assert response.status_code == 404 and "ダウンロードできる牌譜がありません" in response.text
