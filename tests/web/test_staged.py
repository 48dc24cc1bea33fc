"""Issue 22: a staged competition on the web, on the fake and a SQLite file. Created from the
new-competition page, a game entered with the staff's points form (its stage and each seat's team),
the stage and team pages, the CSV and the JSON API; wrong stages and teams refused.

Numbers (mleague: (points - 30000) / 1000 + uma +50 +10 -10 -30; the final carries half, rounded up):
game 1, regular: Aki (A) 45000 -> +65.0, Ben (B) 30000 -> +10.0, Chie (C) 15000 -> -25.0, Dai (D)
10000 -> -50.0. A and B (the top 2) carry 32.5 and 5.0 into the final.
"""

from __future__ import annotations

import html
import json
import re

from taikai.competitions import formats
from taikai.competitions.formats.staged import StagedFormat
from taikai.contracts.jsonio import dumps_bytes
from taikai.rules import load as load_rules
from taikai.services import standings as standings_service
from taikai.services.competitions import add_player, create_competition
from taikai.services.stages import add_team

from .conftest import csrf_of, log_in
from .test_entry import errors_of, key_of

ACTOR = "test:setup"


def tiny() -> StagedFormat:
    """The mleague-season preset with one regular game per team and a final of the top 2."""
    data = formats.to_mapping(formats.load("mleague-season", StagedFormat))
    data["stages"] = data["stages"][::2]  # regular, final
    data["stages"][0]["games"] = data["stages"][1]["games"] = 1
    data["stages"][1]["top"] = 2
    data["team_size"] = 2
    return formats.from_mapping(data, "tiny", StagedFormat)


def staged(store) -> None:
    fmt = tiny()
    create_competition(store, ACTOR, "m", "staged", fmt, load_rules(fmt.ruleset), name="M")
    for team, name in zip("ABCD", ("Aki", "Ben", "Chie", "Dai"), strict=True):
        add_player(store, ACTOR, "m", name)
        add_team(store, ACTOR, "m", team, name=f"Team {team}", players=[name])


def text(page: str) -> str:
    page = re.sub(r"(?s)<head>.*?</head>", "", page)
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", page)))


def test_an_organizer_enters_a_staged_game_with_the_points_form_and_the_pages_show_it(client, store):
    staged(store)
    assert log_in(client, "org").status_code == 303
    page = client.get("/staff/c/m/games/new", headers={"Accept-Language": "ja"}).text
    assert 'name="stage"' in page and text(page).count("チームを選択") == 4
    form = {
        "csrf_token": csrf_of(page),
        "key": key_of(page),
        "stage": "regular",
        "seat": ["p1", "p2", "p3", "p4"],
        "team": ["A", "B", "C", "B"],  # Dai plays for B: not on its roster
        "points": [45000, 30000, 15000, 10000],
        "deposits": 0,
    }
    refused = client.post("/staff/c/m/games", data=form, headers={"Accept-Language": "ja"})
    assert refused.status_code == 422
    assert "第1戦：Daiはその時点でチームTeam Bに登録されていません" in errors_of(refused.text).values()
    saved = client.post("/staff/c/m/games", data=form | {"team": ["A", "B", "C", "D"]})
    assert saved.status_code == 200
    stage = text(client.get("/c/m", headers={"Accept-Language": "ja"}).text)
    assert "ステージ final" in stage and "1 Team A +32.5 持ち越し +32.5 · このステージ 0.0 · 0戦" in stage
    assert "全1試合中0試合終了、残り1試合" in stage and "web_" not in stage
    # the decisions name the teams and word the carry: no id, no raw "half" or "up"
    assert "final：Team Aは前ステージの65.0から32.5を持ち越し（半分を持ち越し、0.1単位に切り上げ）" in stage
    regular = text(client.get("/c/m?stage=regular").text)
    assert "1 Team A goes on +65.0" in regular and "4 Team D out -50.0" in regular
    team = text(client.get("/c/m/teams/A", headers={"Accept-Language": "ja"}).text)
    assert "Aki 第1試合から" in team and "1 Aki +65.0 1戦 · 1着1 2着0 3着0 4着0 · 最高 +65.0" in team
    assert "Team D -50.0 Stage regular · place 4 of 4 · Dai" in text(client.get("/c/m/teams").text)
    player = text(client.get("/c/m/players/p1").text)
    assert "Team A +65.0 games 1" in player
    csv = client.get("/api/competitions/m/standings.csv?stage=regular", headers={"Accept-Language": "ja"})
    lines = csv.content.decode("utf-8-sig").splitlines()
    assert lines[0] == "順位,プレイヤーまたはチームのID,名前,持ち越し,このステージ,合計,対局数,勝ち上がり"
    assert lines[1:] == [
        "1,A,Team A,0.0,65.0,65.0,1,勝ち上がり",
        "2,B,Team B,0.0,10.0,10.0,1,勝ち上がり",
        "3,C,Team C,0.0,-25.0,-25.0,1,敗退",
        "4,D,Team D,0.0,-50.0,-50.0,1,敗退",
    ]
    api = client.get("/api/competitions/m/standings").json()
    assert api == json.loads(dumps_bytes(standings_service.standings(store, ACTOR, "m")))  # --json's


def test_a_stage_or_team_that_is_not_there_is_not_found(client, store):
    staged(store)
    assert client.get("/c/m?stage=final").status_code == 404  # not begun
    assert client.get("/c/m?stage=Final").status_code == 422
    assert client.get("/c/m?month=2025-03").status_code == 422
    assert client.get("/c/m/teams/Z").status_code == 404
    cup = formats.load("itsuka-chuuren")
    create_competition(store, ACTOR, "club", "cup", cup, load_rules(cup.ruleset))
    assert client.get("/c/club/teams").status_code == 404  # a cup has no teams
    assert client.get("/api/competitions/m/standings.csv?stage=final").status_code == 404
    assert "No stage has begun yet." not in client.get("/c/m").text  # the regular season has begun
