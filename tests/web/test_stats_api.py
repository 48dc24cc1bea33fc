"""Player statistics through the JSON API and CSV (issue 21 item 6), over tests/web/stored.py's
competitions on the fake store, a SQLite file and PostgreSQL: numbers worked by hand, the samples
beside them, hidden names nowhere, formula-safe CSV cells, every refusal with its code.

The league ``spring`` (hitonazo-m: pt = (points - 30,000) / 1,000 + uma 50 10 -10 -30, places by
seat when points are level) holds, for Aki (p1):

- g1 48,000: 1st, +68.0;  g2 20,000: 3rd, -20.0;
- g3 the sample game (hand by hand, 10 hands): 37,300, 1st, +7.3 + 50 = +57.3;
- g4 25,000 x 4: 1st by seat, -5.0 + 50 = +45.0.
"""

from __future__ import annotations

import csv
import io
from decimal import Decimal

import pytest
from fastapi.testclient import TestClient
from tests.services.test_log_identity import TENHOU6, A
from tests.web.conftest import settings
from tests.web.stored import ACTOR, SECRET, at, postgresql_urls, stored  # noqa: F401 (fixtures)

from taikai.competitions import formats
from taikai.contracts.jsonio import loads
from taikai.rules import load
from taikai.services import stats as stats_service
from taikai.services.competitions import create_competition, update_player
from taikai.services.games import GameEntry, add_game
from taikai.services.imports import import_files
from taikai.services.public import read
from taikai.web import create_app

JA = {"Accept-Language": "ja"}
API = "/api/competitions"


@pytest.fixture
def client(stored, clock) -> TestClient:  # noqa: F811 (the fixture imported above)
    return TestClient(create_app(stored, settings(clock)))


def get(client, path: str, **params) -> dict:
    answer = client.get(path, params=params)
    assert answer.status_code == 200, answer.text
    return loads(answer.text)  # pt as exact decimals


def rate(count: int, of: int, pct: str | None) -> dict:
    return {"count": count, "of": of, "pct": None if pct is None else Decimal(pct)}


def test_a_players_statistics_worked_by_hand(client):
    found = get(client, f"{API}/spring/players/p1/stats")
    assert (found["player"], found["name"], found["scope"], found["competitions"]) == (
        "p1",
        "Aki",
        "competition",
        ["spring"],
    )
    placing = found["placing"]
    assert placing["games"] == 4
    assert placing["places"] == [
        rate(3, 4, "75.00"),
        rate(0, 4, "0.00"),
        rate(1, 4, "25.00"),
        rate(0, 4, "0.00"),
    ]
    assert placing["average_place"] == {"value": Decimal("1.50"), "of": 4}  # (1 + 3 + 1 + 1) / 4
    # 68.0 - 20.0 + 57.3 + 45.0 = 150.3; / 4 = 37.575 -> 37.6
    assert placing["total_score"] == Decimal("150.3")
    assert placing["average_score"] == {"value": Decimal("37.6"), "of": 4}
    assert placing["busts"] == rate(0, 4, "0.00")
    assert placing["best"] == {"score": Decimal("68.0"), "game": "g1"}
    assert placing["worst"] == {"score": Decimal("-20.0"), "game": "g2"}
    assert placing["streaks"] == {"first": 2, "top_two": 2, "no_last": 4}  # 1 3 1 1
    hands = found["hands"]  # the sample game's ten hands (tests/competitions/test_stats.py)
    assert (hands["games"], hands["hands"]) == (1, 10)
    assert hands["wins"] == rate(2, 10, "20.00") and hands["deal_in"] == rate(1, 10, "10.00")
    assert hands["win_value"] == {"value": Decimal("7050"), "of": 2}  # (5,800 + 8,300) / 2
    assert hands["riichi_outcomes"]["win"] == rate(1, 1, "100.00")
    assert hands["open_wins"] == rate(0, 0, None)  # by han: the melds are not known
    ben = {h["player"]: h for h in found["head_to_head"]}["p2"]
    # g1 68.0 - 11.0, g2 -20.0 + 50.0, g3 57.3 + 12.9 (Ben -12.9), g4 45.0 - 5.0 (Ben 2nd: -5 + 10)
    assert ben == {
        "player": "p2",
        "name": "Ben",
        "games": 4,
        "above": 4,
        "below": 0,
        "level": 0,
        "difference": Decimal("197.2"),
    }
    assert [m["month"] for m in found["months"]] == ["2025-03"]


def test_a_month_and_the_whole_history_by_account(client, stored):  # noqa: F811
    assert get(client, f"{API}/spring/players/p1/stats", month="2025-04")["placing"]["games"] == 0
    update_player(stored, ACTOR, "spring", "p1", "one person", accounts=["tenhou:Aki"])
    alone = get(client, f"{API}/spring/players/p1/stats", history="true")  # kept at this revision
    assert alone["competitions"] == ["spring"] and alone["placing"]["games"] == 4
    # Aki holds the same Tenhou account in the cup (c1), a change of the cup alone: its two games join
    # the history kept before
    update_player(stored, ACTOR, "club", "c1", "one person", accounts=["tenhou:Aki"])
    found = get(client, f"{API}/spring/players/p1/stats", history="true")
    assert found["scope"] == "history" and found["competitions"] == ["spring", "club"]
    # the cup: 27,000 2nd (Chie 34,400 1st), 40,000 1st: places 1 3 1 1 2 1 over six games
    placing = found["placing"]
    assert placing["games"] == 6 and placing["places"][0] == rate(4, 6, "66.67")
    assert placing["average_place"] == {"value": Decimal("1.50"), "of": 6}  # 9 / 6
    opponents = {h["player"]: h["name"] for h in found["head_to_head"]}
    assert opponents["club/c3"] == "Chie" and opponents["p3"] == "Chie" and "club/c1" not in opponents
    # a game added to the cup alone is counted in the history kept before it
    add_game(
        stored, ACTOR, "club", GameEntry(("c1", "c2", "c3", "c4"), at(9), points=(40000, 30000, 20000, 10000))
    )
    again = get(client, f"{API}/spring/players/p1/stats", history="true")
    assert again["placing"]["games"] == 7 and again["placing"]["places"][0] == rate(5, 7, "71.43")


def test_the_leaderboard_with_a_minimum_of_games(client):
    board = get(client, f"{API}/spring/stats", min_games=3)
    # at least 3 games: Aki 6/4 = 1.50; Chie (3 + 2 + 3) / 3 = 2.67; Ben (2 + 4 + 3 + 2) / 4 = 2.75;
    # Dai (4 + 4 + 4) / 3 = 4.00 (the hidden p5 and p6 have one game each)
    lines = [
        (line["rank"], line["player"], line["placing"]["average_place"]["value"]) for line in board["players"]
    ]
    assert lines == [
        (1, "p1", Decimal("1.50")),
        (2, "p3", Decimal("2.67")),
        (3, "p2", Decimal("2.75")),
        (4, "p4", Decimal("4.00")),
    ]
    assert "head_to_head" not in board["players"][0]
    default = get(client, f"{API}/spring/stats")
    assert default["min_games"] == 5 and default["players"] == []  # nobody has five games
    assert default["months"] == ["2025-03"]
    assert get(client, f"{API}/spring/stats", min_games=1, month="2025-04")["players"] == []


def test_the_leaderboard_as_csv_in_japanese_with_formula_safe_names(client, stored):  # noqa: F811
    update_player(stored, ACTOR, "spring", "p4", "a formula as a name", name="=HYPERLINK(1)")
    answer = client.get(f"{API}/spring/stats.csv", params={"min_games": 3}, headers=JA)
    assert answer.status_code == 200 and answer.headers["content-type"] == "text/csv; charset=utf-8"
    assert (
        answer.content.startswith(b"\xef\xbb\xbf")
        and "spring-stats-all.csv" in answer.headers["content-disposition"]
    )
    rows = list(csv.reader(io.StringIO(answer.content.decode("utf-8-sig"))))
    assert rows[0][:5] == ["順位", "プレイヤーID", "名前", "対局数", "平均順位"]
    assert rows[1][:10] == ["1", "p1", "Aki", "4", "1.50", "75.00", "0.00", "25.00", "0.00", "37.6"]
    # Dai: -51.0, -28.0 + ... the average stays a number (-46.6), the name is text behind a quote
    assert rows[4][1:3] == ["p4", "'=HYPERLINK(1)"] and rows[4][9] == "-46.6"
    # Dai's hands: no win (empty average win), dealt in once for 12,000
    assert rows[4][12:19] == ["10", "0.00", "", "10.00", "10.00", "", "12000"]
    # no game here keeps its play: no hand counted there, every rate and mean of it empty
    assert rows[4][19:] == ["0", "", "", "", "", "", "", ""]


def test_hidden_names_are_hidden_in_every_statistics_answer(client):
    for path in (
        f"{API}/spring/players/p1/stats",
        f"{API}/spring/players/p5/stats",
        f"{API}/spring/stats?min_games=1",
        f"{API}/spring/stats.csv?min_games=1",
        "/c/spring/stats?min_games=1",
        "/c/spring/players/p1",
    ):
        for headers in ({}, JA):
            answer = client.get(path, headers=headers)
            assert answer.status_code == 200 and SECRET not in answer.text, path
    assert get(client, f"{API}/spring/players/p6/stats")["name"] == "(hidden)"


@pytest.mark.parametrize(
    ("path", "status", "code", "field"),
    [
        (f"{API}/spring/stats?min_games=0", 422, "bad_request", "min_games"),
        (f"{API}/spring/stats.csv?month=2025-3", 422, "bad_request", "month"),
        (f"{API}/spring/players/p1/stats?month=march", 422, "bad_request", "month"),
        (f"{API}/spring/players/nobody/stats", 404, "player_not_found", None),
        (f"{API}/nothing/stats", 404, "competition_not_found", None),
    ],
)
def test_refusals(client, path, status, code, field):
    answer = client.get(path)
    assert answer.status_code == status and answer.json()["error"]["code"] == code
    if field is not None:
        assert field in answer.json()["error"]["message"]


def test_the_statistics_are_in_the_openapi_schema(client):
    paths = client.get("/api/openapi.json").json()["paths"]
    for path in ("stats", "stats.csv", "players/{player}/stats"):
        assert f"{API}/{{slug}}/{path}" in paths, path
    assert "/c/{slug}/stats" in paths


def test_a_change_is_seen_at_once(client, stored):  # noqa: F811
    """The games the statistics are drawn from are kept for the competition's revision: a game added
    counts in the next answer."""
    before = get(client, f"{API}/spring/stats", min_games=4)
    assert [line["player"] for line in before["players"]] == ["p1", "p2"]  # four games each
    assert get(client, f"{API}/spring/players/p3/stats")["placing"]["games"] == 3
    entry = GameEntry(("p3", "p4", "p1", "p2"), at(6), points=(40000, 30000, 20000, 10000))
    add_game(stored, ACTOR, "spring", entry)
    after = get(client, f"{API}/spring/stats", min_games=4)
    # Chie 4 games now: (3 + 2 + 3 + 1) / 4 = 2.25; Dai (4 + 4 + 4 + 2) / 4 = 3.50; Aki (1 + 3 + 1 + 1 +
    # 3) / 5 = 1.80; Ben (2 + 4 + 3 + 2 + 4) / 5 = 3.00
    assert [line["player"] for line in after["players"]] == ["p1", "p3", "p2", "p4"]
    assert get(client, f"{API}/spring/players/p3/stats")["placing"]["games"] == 4


def test_the_leaderboard_page_shows_a_hundred_a_page(client):
    shown = client.get("/c/spring/stats", params={"min_games": 1})
    assert shown.status_code == 200 and shown.text.count('<li class="row">') == 6
    assert client.get("/c/spring/stats", params={"min_games": 1, "page": 2}).status_code == 404
    assert client.get("/c/spring/stats", params={"month": ""}).status_code == 200  # the form's "every month"


def _houou(store) -> str:
    """A league under the `tenhou` rules holding the tenhou.net/6 log A (its play kept); skipped when
    ../shared is absent."""
    path = TENHOU6 / f"{A}.json"
    if not path.is_file():
        pytest.skip(f"the tenhou.net/6 sample logs were not found at {TENHOU6}")
    fmt = formats.load("hitonazo-m")
    create_competition(store, ACTOR, "houou", "league", fmt, load("tenhou"), rules_name="tenhou")
    assert import_files(store, ACTOR, "houou", [path], add_players=True).imported == 1
    return "houou"


def test_the_figures_from_the_play_of_an_imported_log(client, stored):  # noqa: F811
    slug = _houou(stored)
    board = get(client, f"{API}/{slug}/stats", min_games=1)
    ids = {line["name"]: line["player"] for line in board["players"]}
    # Read from the log's tenhou.net/6 JSON by hand. HN-Koda (South at the start): calls (chi "c",
    # pon "p" in the takes) in hands 1, 5, 7, 9, 10 of 10; riichi on the 5th discard (hand 2), the 9th
    # (hand 4) and the 11th (hand 6, after あがれる間6s's on its 7th: chasing): (5 + 9 + 11) / 3
    play = get(client, f"{API}/{slug}/players/{ids['HN-Koda']}/stats")["play"]
    assert (play["games"], play["hands"]) == (1, 10)
    assert play["calls"] == rate(5, 10, "50.00")
    assert play["riichi_turn"] == {"value": Decimal("8.33"), "of": 3}
    assert play["first_riichi"] == rate(2, 3, "66.67") and play["chasing_riichi"] == rate(1, 3, "33.33")
    # あがれる間6s: calls in hands 1, 4, 7 (the ankan of hand 5 opens nothing)
    other = get(client, f"{API}/{slug}/players/{ids['あがれる間6s']}/stats")["play"]
    assert other["calls"] == rate(3, 10, "30.00")
    answer = client.get(f"{API}/{slug}/stats.csv", params={"min_games": 1}, headers=JA)
    rows = list(csv.reader(io.StringIO(answer.content.decode("utf-8-sig"))))
    assert rows[0][19:22] == ["牌譜の局数", "副露率%", "立直巡目（平均）"]
    koda = next(row for row in rows if row[2] == "HN-Koda")
    assert koda[19:23] == ["10", "50.00", "8.33", "33.33"]


def test_a_whole_history_is_kept_until_a_competition_it_joins_changes(stored):  # noqa: F811
    kept = stats_service.Kept()

    def history() -> dict:
        return read(stored, ACTOR, stats_service.kept_player, kept, "spring", "p1", None, True)

    update_player(stored, ACTOR, "spring", "p1", "one person", accounts=["tenhou:Aki"])
    update_player(stored, ACTOR, "club", "c1", "one person", accounts=["tenhou:Aki"])
    first = history()
    assert history() is first  # drawn once
    add_game(
        stored, ACTOR, "club", GameEntry(("c1", "c2", "c3", "c4"), at(9), points=(40000, 30000, 20000, 10000))
    )
    again = history()
    assert again is not first and again["placing"]["games"] == first["placing"]["games"] + 1
    assert history() is again
