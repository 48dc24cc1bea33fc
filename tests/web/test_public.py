"""The public pages and the JSON API (no login): numbers worked by hand, the contract's JSON exactly,
both languages, hidden names nowhere, every refusal with its code and the field it is about.

The competitions are tests/web/stored.py's (a league, a tournament, a cup), on the fake store, a
SQLite file and PostgreSQL (when a server is given).
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import replace
from datetime import timedelta
from decimal import Decimal

import pytest
from fastapi.testclient import TestClient
from tests.web.conftest import CHEAP, PASSWORD, START, log_in, settings
from tests.web.stored import FINAL, POINTS, ROTATIONS, SECRET, fill, postgresql_urls, stored  # noqa: F401

from taikai import rules
from taikai.competitions import formats
from taikai.competitions.cup import run_cup
from taikai.competitions.league import run_league
from taikai.competitions.tournament import run_event
from taikai.contracts import tournament as tournament_contract
from taikai.contracts.cup import cup_json, parse_cup
from taikai.contracts.jsonio import dumps, loads
from taikai.contracts.league import league_json, parse_league
from taikai.services.competitions import update_player
from taikai.services.fake import FakeStore
from taikai.services.games import GameEntry, edit_game, enter
from taikai.services.values import StaffAccount
from taikai.web import create_app, hash_password, views

JA = {"Accept-Language": "ja"}


@pytest.fixture
def client(stored, clock) -> TestClient:  # noqa: F811 (the fixture imported above)
    return TestClient(create_app(stored, settings(clock)))


def json_of(answer) -> dict:
    """An answer's JSON read as the contract says: pt as exact decimals."""
    return loads(answer.text)


def plain(value) -> object:
    """A value as its JSON says it (tuples as lists, decimals exact)."""
    return loads(dumps(value))


# --------------------------------------------------------------------------- the contract's JSON


def test_a_league_s_standings_are_its_file_run_through_the_contract(client):
    """The league file written by hand from tests/web/stored.py (hidden names as the standings show
    them) gives exactly the API's JSON."""
    names = ["Aki", "Ben", "Chie", "Dai", "(hidden)", "(hidden)"]
    four = ["p1", "p2", "p3", "p4"]
    file = {
        "format": "hitonazo-m",
        "timezone": "Asia/Tokyo",
        "players": [{"id": f"p{n}", "name": name} for n, name in enumerate(names, 1)],
        "games": [
            {"id": "g1", "played_at": "2025-03-02T12:00:00+00:00", "seats": four,
             "points": [48000, 31000, 12000, 9000]},
            {"id": "g2", "played_at": "2025-03-03T12:00:00+00:00", "seats": ["p5", "p6", "p1", "p2"],
             "points": [40000, 30000, 20000, 10000]},
            # the sample game's final points (src/taikai/examples/sample-game.toml), no stick left
            {"id": "g3", "played_at": "2025-03-05T12:00:00+00:00", "seats": four,
             "points": [37300, 27100, 29400, 6200]},
            {"id": "g4", "played_at": "2025-03-27T12:00:00+00:00", "seats": four, "points": [25000] * 4},
        ],
        "actions": [{"action": "hide_name", "player": "p5"}],
    }  # fmt: skip
    read = parse_league(file)
    expected = league_json(read, run_league(read.league, rules.load("hitonazo-m")))
    answer = client.get("/api/competitions/spring/standings")
    assert answer.status_code == 200 and answer.headers["content-type"] == "application/json"
    assert json_of(answer) == plain(expected)
    # pt are exact in the text: p1 = 68.0 (g1) - 20.0 (g2) + 57.3 (g3: (37,300 - 30,000) / 1,000 + 50)
    assert '"player":"p1","name":"Aki","rank":1,"score":105.3,' in answer.text
    assert '"rejected":[{"game":"g4","code":"maintenance"' in answer.text  # the 27th is maintenance


def test_a_tournament_s_standings_are_its_event_file_run_through_the_contract(client):
    event = {
        "format": "ron-of-20xx",
        "players": [{"id": f"t{n}", "name": "(hidden)" if n == 8 else f"Player {n}"} for n in range(1, 9)],
        "rounds": [
            [{"seats": list(seats[:4]), "points": POINTS}, {"seats": list(seats[4:]), "points": POINTS}]
            for seats in ROTATIONS
        ],
    }
    parsed = tournament_contract.parse_event(event)
    report = run_event(parsed.format, parsed.players, parsed.rounds, rules.load("ron-of-20xx"))
    for lang, headers in (("en", {}), ("ja", JA)):
        expected = tournament_contract.report_json(report, parsed.players, lang)
        assert json_of(client.get("/api/competitions/ron/standings", headers=headers)) == plain(expected)
    after_five = json_of(client.get("/api/competitions/ron/standings"))["standings"][4]
    # t1 sat East at every table (40,000: +10 + 50 = +60.0) five times; t2 S, W, E, E, W = 10 - 20 + 60
    # + 60 - 20; t3 W, E, W, W, E = -20 + 60 - 20 - 20 + 60; t5 E, S, S, N, N = 60 + 10 + 10 - 50 - 50
    assert [(s["player"], s["total"]) for s in after_five[:4]] == [
        ("t1", Decimal("300.0")),
        ("t2", Decimal("90.0")),
        ("t3", Decimal("60.0")),
        ("t5", Decimal("-20.0")),
    ]
    final = json_of(client.get("/api/competitions/ron/standings"))["final_tables"]
    assert final[0]["seats"] == FINAL[0] and final[0]["carried"]["t1"] == Decimal("150.0")  # halved


def test_a_cup_s_standings_are_its_file_run_through_the_contract(client):
    cup = parse_cup(
        {
            "format": "itsuka-chuuren",
            "players": [{"id": f"c{n}", "name": n_} for n, n_ in enumerate(("Aki", "Ben", "Chie", "Dai"), 1)],
            "games": [
                {"id": "g1", "played_at": "2025-03-30T11:00:00+00:00", "seats": ["c1", "c2", "c3", "c4"],
                 "points": [27000, 22300, 34400, 15300], "deposits": 1},
                {"id": "g2", "played_at": "2025-03-31T12:00:00+00:00", "seats": ["c1", "c2", "c3", "c4"],
                 "points": [40000, 30000, 20000, 10000]},
            ],
        }
    )  # fmt: skip
    answer = json_of(client.get("/api/competitions/club/standings"))
    assert answer == plain(cup_json(cup, run_cup(cup)))
    # itsuka-chuuren rounds toward 30,000 by the 1,000 and has no uma: g1 27,000 -> -3.0, 22,300 ->
    # 23,000 -7.0, 34,400 -> 34,000 +4.0, 15,300 -> 16,000 -14.0; g2 +10.0, 0.0, -10.0, -20.0
    month = answer["months"][0]["standings"]
    assert [(s["player"], s["score"]) for s in month] == [
        ("c1", Decimal("7.0")),
        ("c3", Decimal("-6.0")),
        ("c2", Decimal("-7.0")),
        ("c4", Decimal("-34.0")),
    ]


def test_a_season_alone_and_the_names_it_mentions(client):
    whole = json_of(client.get("/api/competitions/spring/standings"))
    one = json_of(client.get("/api/competitions/spring/standings", params={"season": "2025-03"}))
    assert one["seasons"] == whole["seasons"] and one["years"] == [] and one["rejected"] == whole["rejected"]
    assert one["names"] == {
        p: n for p, n in whole["names"].items() if p in {"p1", "p2", "p3", "p4", "p5", "p6"}
    }


#: The league's answers drawn from its standings alone: of a size bounded whatever the league's
#: (drawn in the event loop when kept), and of one that grows with it (drawn in a worker thread).
BOUNDED = (
    "/c/spring",
    "/c/spring/seasons",
    "/c/spring/screen/standings",
    "/api/competitions/spring/standings?season=2025-03&limit=1",
)
GROWING = (
    "/c/spring/years/2025",
    "/api/competitions/spring/standings",
    "/api/competitions/spring/standings?season=2025-03",
    "/api/competitions/spring/standings.csv",
)


def test_kept_standings_are_drawn_in_the_event_loop_and_a_build_or_a_login_in_a_thread(
    client,
    stored,  # noqa: F811 (the fixture imported above)
    monkeypatch,
):
    hops, opened, revisions = [], [], []
    hop, unit_of_work, revision = views.run_in_threadpool, stored.unit_of_work, stored.revision

    async def counted(work, *args):
        hops.append(1)
        return await hop(work, *args)

    monkeypatch.setattr(views, "run_in_threadpool", counted)
    monkeypatch.setattr(stored, "unit_of_work", lambda *a, **kw: opened.append(1) or unit_of_work(*a, **kw))
    monkeypatch.setattr(stored, "revision", lambda slug: revisions.append(slug) or revision(slug))
    first = {path: client.get(path) for path in BOUNDED + GROWING}
    assert all(answer.status_code == 200 for answer in first.values()), first
    # the first built the standings in a thread; the others drew the kept ones, the growing in a thread
    assert len(hops) == 1 + len(GROWING)
    for counts in (hops, opened, revisions):
        counts.clear()
    again = {path: client.get(path) for path in BOUNDED + GROWING}
    assert all(again[path].content == first[path].content for path in first)
    assert len(hops) == len(GROWING)  # the bounded ones in the event loop
    # each read the revision once and nothing else (no unit of work: the thread drew the kept ones)
    assert opened == [] and revisions == ["spring"] * len(first)

    # a change counts the revision up: the next answer builds again (in a thread), and shows it
    edit_game(stored, "test:write", "spring", "g1", "a correction", seats=("p2", "p1", "p3", "p4"))
    hops.clear()
    changed = client.get(BOUNDED[-1])
    assert len(hops) == 1 and changed.content != first[BOUNDED[-1]].content

    # a staff member logged in: the page reads the login, in a thread
    with stored.unit_of_work("test:setup") as uow:
        uow.staff.add(StaffAccount("org", hash_password(PASSWORD, CHEAP), "organizer"))
    assert log_in(client, "org").status_code == 303
    hops.clear()
    staff_page = client.get("/c/spring")
    assert staff_page.status_code == 200 and '<span class="login">' in staff_page.text and len(hops) == 1
    assert client.get("/c/nothing").status_code == 404 and len(hops) == 1  # refused before any hop


def test_a_page_of_a_seasons_lines(client):
    # the season of spring ranks p1 p5 p6 p3 p2 p4 (test_the_league_table_in_english_and_japanese)
    one = json_of(client.get("/api/competitions/spring/standings", params={"season": "2025-03"}))
    page = json_of(
        client.get(
            "/api/competitions/spring/standings", params={"season": "2025-03", "offset": 1, "limit": 2}
        )
    )
    season, cut = one["seasons"][0], page["seasons"][0]
    assert [line["player"] for line in cut["standings"]] == ["p5", "p6"]
    assert cut["standings"] == season["standings"][1:3] and page["total"] == 6 and page["offset"] == 1
    assert cut["annual_points"] == {
        p: season["annual_points"][p] for p in ("p5", "p6") if p in season["annual_points"]
    }
    assert {k: v for k, v in cut.items() if k not in ("standings", "annual_points")} == {
        k: v for k, v in season.items() if k not in ("standings", "annual_points")
    }
    mentioned = {"p5", "p6", season["champion"], *season["rank_champions"].values()} - {None}
    assert page["names"] == {p: n for p, n in one["names"].items() if p in mentioned}
    past = json_of(
        client.get(
            "/api/competitions/spring/standings", params={"season": "2025-03", "offset": 6, "limit": 2}
        )
    )
    assert past["seasons"][0]["standings"] == [] and past["total"] == 6
    rest = json_of(
        client.get("/api/competitions/spring/standings", params={"season": "2025-03", "offset": 4})
    )
    assert [line["player"] for line in rest["seasons"][0]["standings"]] == ["p2", "p4"]  # no limit: the rest


# --------------------------------------------------------------------------- the pages


def test_the_league_table_in_english_and_japanese(client):
    english = client.get("/c/spring")
    assert english.status_code == 200 and "<h2>Season 2025-03</h2>" in english.text
    assert "provisional (the season is not closed)" in english.text and "participants 6" in english.text
    ranks = re.findall(r'data-player="(p\d)"', english.text)
    assert ranks == ["p1", "p5", "p6", "p3", "p2", "p4"]  # 105.3, 60.0, 10.0, -18.6, -51.9, -104.8
    assert '<span class="score">+105.3</span>' in english.text and "-104.8" in english.text
    assert "3 games, 5 needed for promotion" in english.text  # the why, from the standings
    japanese = client.get("/c/spring", headers=JA)
    assert "2025-03 シーズン" in japanese.text and "暫定（シーズン未確定）" in japanese.text
    assert "（非公開）" in japanese.text and "上位16.67%" in japanese.text and "残留" in japanese.text


def test_the_seasons_and_a_league_year(client):
    seasons = client.get("/c/spring/seasons")
    assert seasons.status_code == 200 and 'href="/c/spring?season=2025-03"' in seasons.text
    year = client.get("/c/spring/years/2025", headers=JA)
    assert year.status_code == 200 and "2025年度" in year.text and "年間王者決定戦" in year.text
    # everyone who played in 2025-03 stayed at D3 (1.0 annual pt each): ties go to the higher season
    # score (105.3, 60.0, 10.0, -18.6, -51.9, -104.8): the first two seeded into the final, then q1_1
    assert year.text.count("1.0pt") == 6
    # the bracket's tables in words, never the format's keys (issue 24 item 5)
    assert ">決勝<" in year.text and ">予選1-1<" in year.text
    assert not re.search(r">\s*(final|q1_1|log|log_code|log_params)\S*<", year.text)
    english = client.get("/c/spring/years/2025")
    assert ">Final table<" in english.text and ">Qualifier 1-1<" in english.text
    bracket = json_of(client.get("/api/competitions/spring/standings"))["years"][0]["championship"]
    assert bracket["final"] == ["p1", "p5"] and bracket["q1_1"] == ["p6", "p3", "p2", "p4"]


def test_a_tournament_s_notes_name_players_never_ids(client):
    """Issue 24 item 5: the engine's decisions (ties, final-table swaps) on the page by name."""
    for headers in ({}, JA):
        page = client.get("/c/ron", headers=headers).text
        notes = re.findall(r'<li data-code="(?:tie_|final_)[a-z_]*">([^<]*)</li>', page)
        assert notes and not any(re.search(r"\bt\d+\b", note) for note in notes), notes
        assert any("Player 1" in note for note in notes) and SECRET not in page


def test_a_tournament_s_pages(client):
    page = client.get("/c/ron", params={"round": 2})
    assert page.status_code == 200 and "After round 2" in page.text and "Title table" in page.text
    seated = client.get("/c/ron/rounds")
    assert "Round 6" in seated.text and seated.text.count("playing") == 2
    first = client.get("/c/ron/rounds", params={"round": 1}, headers=JA)
    assert "1回戦" in first.text and first.text.count("終了") == 2 and "40,000" in first.text
    series = client.get("/c/ron/series")
    assert series.status_code == 200 and "No event of this series has a result yet." in series.text


def test_a_cup_month(client):
    page = client.get("/c/club")
    assert (
        "Month 2025-03" in page.text and "1st 1 · 2nd 1 · 3rd 0 · 4th 0" in page.text
    )  # Aki: g2 1st, g1 2nd
    assert "月度" in client.get("/c/club", headers=JA).text


def test_a_player_page_has_the_games_a_chart_and_the_tiers(client):
    page = client.get("/c/spring/players/p1")
    assert page.status_code == 200 and "<title>Aki · Spring league · taikai</title>" in page.text
    assert page.text.count('class="card game"') == 4  # g1 g2 g3 and g4 (which does not count)
    assert "g4 does not count (maintenance)" in page.text
    svg = re.search(r"<svg .*?</svg>", page.text, re.S).group(0)
    assert '<title id="chart-title">Running score of Aki</title>' in svg
    # the running score after g1, g2, g3: 68.0, 48.0, 105.3 (g4 is not counted): three points
    assert svg.count("<circle") == 3 and "+105.3" in svg
    assert "D3 → D3" in page.text and "rank 1 of 6" in page.text


def test_a_game_hand_by_hand(client):
    page = client.get("/c/spring/games/g3")
    assert page.status_code == 200 and page.text.count('class="card hand"') == 10
    api = json_of(client.get("/api/competitions/spring/games/g3"))
    first = api["hands"][0]
    # East 1: Aki (dealer, riichi) rons Chie 3 han 30 fu, 5,800; Aki's own stick comes back
    assert (first["wind"], first["dealer"], first["kind"], first["winners"], first["discarder"]) == (
        0,
        0,
        "ron",
        [0],
        2,
    )
    assert first["deltas"] == [5800, 0, -5800, 0] and first["points"] == [30800, 25000, 19200, 25000]
    assert [s["points"] for s in api["seats"]] == [37300, 27100, 29400, 6200] and api["final"]["over"]
    # M-League: (37,300 - 30,000) / 1,000 + 50 = 57.3; 27,100 3rd -2.9 - 10; 29,400 2nd -0.6 + 10; 6,200 4th
    assert [s["score"] for s in api["seats"]] == [Decimal(x) for x in ("57.3", "-12.9", "9.4", "-53.8")]
    japanese = client.get("/c/spring/games/g3", headers=JA).text
    assert (
        "東1局" in japanese and "立直・平和・ドラ" in japanese and "1本場" in japanese and "流局" in japanese
    )
    # where the game came from, in words: never the source's code (``manual``)
    assert '<span class="source">entered by hand</span>' in page.text
    assert '<span class="source">手入力</span>' in japanese and "manual" not in japanese


def test_every_source_of_a_game_is_worded():
    from taikai.importers.model import SOURCES

    assert set(views.SOURCES) == {"manual", *SOURCES}


def test_the_rules_page_says_every_field_in_both_languages(client):
    english = client.get("/c/ron/rules")
    assert '<code>time_limit_minutes</code> = <span class="value">50</span>' in english.text
    assert "Minutes after the start: the hand in progress when they pass is the last" in english.text
    assert '<code>final.carry</code> = <span class="value">half</span>' in english.text
    japanese = client.get("/c/ron/rules", headers=JA)
    assert "開始からの分数：過ぎたときに進行中の局が最終局になります。" in japanese.text
    assert "予選の合計を最終戦に持ち越す方法" in japanese.text
    assert json_of(client.get("/api/competitions/ron/rules"))["rules"]["time_limit_minutes"] == 50


def test_the_rules_page_says_the_rules_in_words_with_the_files_to_download(client):
    """Issue 24 item 5: a player reads the ruleset and format in sentences (both languages); an
    organizer downloads the TOML files, which read back as what is stored."""
    summary = re.compile(r'<section class="summary">(.*?)</section>', re.S)
    japanese = summary.search(client.get("/c/ron/rules", headers=JA).text).group(1)
    for said in (
        "半荘戦",
        "持ち点は25,000点で、30,000点返し",
        "1着+50.0",
        "赤ドラ：3枚",
        "予選5回戦のあと最終戦",
    ):
        assert said in japanese, said
    assert not re.search(r"[a-z]+_[a-z_]+", japanese)  # no field name, no code value
    english = summary.search(client.get("/c/spring/rules").text).group(1)
    assert "Everyone starts with 25,000 points; the score counts from 30,000 points." in english
    kept = json_of(client.get("/api/competitions/ron/rules"))
    ruleset = client.get("/c/ron/rules.toml")
    assert ruleset.status_code == 200 and "ron-of-20xx.toml" in ruleset.headers["content-disposition"]
    assert rules.to_mapping(rules.from_toml(ruleset.text)) == plain(kept["rules"])
    fmt = client.get("/c/ron/format.toml")
    assert formats.to_mapping(formats.from_toml(fmt.text)) == plain(kept["format"])
    assert client.get("/c/ron/other.toml").status_code == 422


def test_a_tournament_stored_before_formats_named_a_time_zone_has_its_rules_page(client):
    """A format stored before every kind named its zone is read in Asia/Tokyo (formats.written) by
    the rules page and its download, as by every other page."""
    store = client.app.state.web.store
    with store.unit_of_work("test:setup") as uow:
        ron = uow.competitions.require("ron")
        uow.competitions.update(replace(ron, format={k: v for k, v in ron.format.items() if k != "timezone"}))
    assert client.get("/c/ron/rules", headers=JA).status_code == 200
    fmt = client.get("/c/ron/format.toml")
    assert fmt.status_code == 200 and formats.from_toml(fmt.text).timezone == "Asia/Tokyo"


def test_long_tables_are_read_a_page_at_a_time(clock):
    store = FakeStore(clock)
    fill(store)
    with store.unit_of_work("test") as uow:
        for n in range(1, 131):  # 130 more games of p1-p4, a minute apart: the games' list has 134
            entry = GameEntry(("p1", "p2", "p3", "p4"), START + timedelta(minutes=n), points=(25000,) * 4)
            enter(uow, "spring", entry, id=f"x{n}")
    client = TestClient(create_app(store, settings(clock)))
    first = client.get("/c/spring/games")
    assert first.text.count('class="card game"') == 100 and "page 1 of 2" in first.text
    second = client.get("/c/spring/games", params={"page": 2})
    assert second.text.count('class="card game"') == 34 and 'rel="prev"' in second.text
    api = json_of(client.get("/api/competitions/spring/games", params={"offset": 130, "limit": 10}))
    assert api["total"] == 134 and len(api["games"]) == 4


# --------------------------------------------------------------------------- CSV


def test_the_standings_as_csv_with_a_bom_in_the_visitor_language(client):
    answer = client.get("/api/competitions/spring/standings.csv", headers=JA)
    assert answer.status_code == 200 and answer.headers["content-type"] == "text/csv; charset=utf-8"
    assert (
        answer.content.startswith("\ufeff".encode())
        and "spring-2025-03.csv" in answer.headers["content-disposition"]
    )
    rows = list(csv.reader(io.StringIO(answer.content.decode("utf-8-sig"))))
    assert rows[0][:4] == ["順位", "プレイヤーID", "名前", "ランク"]
    assert rows[1][:3] == ["1", "p1", "Aki"] and rows[1][8] == "105.3" and rows[2][2] == "（非公開）"
    tournament = list(
        csv.reader(io.StringIO(client.get("/api/competitions/ron/standings.csv").text.lstrip("\ufeff")))
    )
    assert tournament[0] == ["Rank", "Player id", "Name", "Total"] and tournament[1] == [
        "1",
        "t1",
        "Player 1",
        "300.0",
    ]
    cup = client.get("/api/competitions/club/standings.csv", params={"month": "2025-03"}).text
    assert "1,c1,Aki,7.0,2,1,1,0,0" in cup


#: Names a spreadsheet would run as formulas (OWASP's "CSV injection"): p1-p4 of the league.
FORMULAS = ['=HYPERLINK("http://example.com/x","Aki")', "+cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0",
            "@SUM(1)"]  # fmt: skip


def test_csv_cells_that_would_start_a_formula_are_written_as_text(stored, clock):  # noqa: F811
    """Issue 23: every player's name is written behind a single quote (text in a spreadsheet), while
    the negative scores stay numbers (p3 -18.6, p2 -51.9, p4 -104.8: the test above's league)."""
    for n, name in enumerate(FORMULAS, 1):
        update_player(stored, "test:organizer", "spring", f"p{n}", "a formula as a name", name=name)
    answer = TestClient(create_app(stored, settings(clock))).get("/api/competitions/spring/standings.csv")
    rows = list(csv.reader(io.StringIO(answer.content.decode("utf-8-sig"))))
    by_id = {row[1]: row for row in rows[1:]}
    assert [by_id[f"p{n}"][2] for n in range(1, 5)] == ["'" + name for name in FORMULAS]
    assert [by_id[player][8] for player in ("p1", "p3", "p2", "p4")] == ["105.3", "-18.6", "-51.9", "-104.8"]
    assert "\r\n4,p3,'-2+3+cmd|' /C calc'!A0,D3,D3,0,0,2,-18.6,66.67,50.0," in answer.text


# --------------------------------------------------------------------------- hidden names


def _every_answer(client) -> list[tuple[str, str]]:
    paths = ["/", "/api/competitions"]
    every = (
        ("spring", ["p1", "p5", "p6"], ["g1", "g2", "g3"]),
        ("ron", ["t8"], ["g2"]),  # round 1's table 2, the second game entered
        ("club", ["c1"], ["g1"]),
    )
    for slug, players, games in every:
        base, api = f"/c/{slug}", f"/api/competitions/{slug}"
        paths += [
            base,
            f"{base}/players",
            f"{base}/games",
            f"{base}/rules",
            f"{base}/screen",
            f"{base}/screen/standings",
        ]
        paths += [
            f"{api}/standings",
            f"{api}/standings.csv",
            f"{api}/players",
            f"{api}/games",
            f"{api}/rules",
        ]
        paths += [f"{base}/players/{p}" for p in players] + [f"{api}/players/{p}" for p in players]
        paths += [f"{base}/games/{g}" for g in games] + [f"{api}/games/{g}" for g in games]
    paths += [
        "/c/spring/seasons",
        "/c/spring/years/2025",
        "/c/ron/rounds",
        "/c/ron/series",
        "/c/ron/screen/tables",
    ]
    paths += ["/api/competitions/ron/seatings", "/api/competitions/ron/series", "/c/ron?round=1"]
    return [(path, lang) for path in paths for lang in ("en", "ja")]


def test_a_hidden_name_is_in_no_page_title_chart_download_or_answer(client):
    seen = 0
    for path, lang in _every_answer(client):
        answer = client.get(path, headers={"Accept-Language": lang})
        assert answer.status_code == 200, (path, answer.text[:300])
        assert SECRET not in answer.content.decode("utf-8"), path
        seen += 1
    assert seen > 80
    hidden = client.get("/c/spring/players/p6")
    assert "<title>(name not shown) · Spring league · taikai</title>" in hidden.text
    assert json_of(client.get("/api/competitions/spring/players"))["players"][5] == {
        "player": "p6",
        "name": "(hidden)",
        "hidden": True,
    }


# --------------------------------------------------------------------------- refusals


@pytest.mark.parametrize(
    ("path", "status", "code", "english", "japanese"),
    [
        ("/c/nope", 404, "competition_not_found", "There is no competition nope.", None),
        ("/api/competitions/nope/standings", 404, "competition_not_found", "There is no competition nope.",
         None),
        ("/api/competitions/spring/players/zz", 404, "player_not_found", "spring has no player zz.",
         "spring にプレイヤー zz はいません。"),
        ("/api/competitions/spring/games/zz", 404, "game_not_found", "spring has no game zz.", None),
        ("/api/competitions/spring/standings?season=2024-01", 404, "not_found",
         "spring has no season 2024-01.", None),
        ("/api/competitions/spring/standings?season=March", 422, "bad_request", "season", None),
        ("/api/competitions/ron/standings?season=2025-03", 422, "bad_request", "season: ron is not a league.",
         None),
        ("/api/competitions/spring/standings?limit=10", 422, "bad_request",
         "limit: a page of lines is one season's; give season=YYYY-MM as well.",
         "limit：行のページは1シーズン"),
        ("/api/competitions/spring/standings?season=2025-03&limit=0", 422, "bad_request", "limit: at least 1",
         None),
        ("/api/competitions/ron/standings.csv?month=2025-03", 422, "bad_request",
         "month: the standings of ron are chosen by round.", None),
        ("/api/competitions/spring/players/" + "x" * 65, 422, "bad_request", "player: at most 64 characters",
         None),
        ("/api/competitions/spring/games?limit=5000", 422, "bad_request", "limit: at most 1000", None),
        ("/api/competitions/ron/standings.csv?round=0", 422, "bad_request", "round: at least 1", None),
        ("/c/spring/years/25", 422, "bad_request", "year: not a valid value", None),
        ("/c/club/years/2025", 404, "not_found", "club is not a league.", None),
        ("/c/spring/rounds", 404, "not_found", "spring is not a tournament.", None),
        ("/c/ron?round=9", 404, "not_found", "ron has no round 9.", None),
        ("/c/spring/games?page=0", 422, "bad_request", "page: at least 1", None),
        ("/c/spring/games?page=2", 404, "not_found", "spring: this list has no page 2.", None),
        ("/c/ron?season=2025-03", 422, "bad_request", "season: the standings of ron are chosen by round.",
         None),
        ("/c/ron/screen/timer?start=soon", 422, "bad_request", "start: soon is not a time", None),
    ],
)  # fmt: skip
def test_refused_requests_say_why(client, path, status, code, english, japanese):
    answer = client.get(path)
    assert answer.status_code == status, answer.text[:300]
    if path.startswith("/api/"):
        body = answer.json()
        assert body["ok"] is False and body["error"]["code"] == code
        message = body["error"]["message"]
    else:
        assert f'data-code="{code}"' in answer.text
        message = answer.text
    assert "Traceback" not in answer.text
    if english:
        assert english in message
    if japanese:
        assert japanese in client.get(path, headers=JA).json()["error"]["message"]


def test_the_api_is_in_the_openapi_schema(client):
    schema = client.get("/api/openapi.json").json()
    paths = schema["paths"]
    for path in (
        "standings",
        "standings.csv",
        "players",
        "players/{player}",
        "games",
        "games/{game}",
        "rules",
    ):
        assert f"/api/competitions/{{slug}}/{path}" in paths, path
    standings = paths["/api/competitions/{slug}/standings"]["get"]["responses"]
    shapes = standings["200"]["content"]["application/json"]["schema"]["anyOf"]
    assert {s["$ref"].rsplit("/", 1)[1] for s in shapes} == {
        "LeagueStandings",
        "TournamentStandings",
        "CupStandings",
    }
    assert standings["404"]["content"]["application/json"]["schema"]["$ref"].endswith("/ErrorBody")
    assert (
        "/c/{slug}" in paths
        and "text/csv"
        in paths["/api/competitions/{slug}/standings.csv"]["get"]["responses"]["200"]["content"]
    )


def test_nothing_a_request_sends_is_a_server_path(client):
    for sent in ("..%2F..%2Fetc%2Fpasswd", "%2e%2e", "/etc/passwd"):
        answer = client.get(f"/api/competitions/{sent}/rules")
        assert answer.status_code == 404 and "root:" not in answer.text


# --------------------------------------------------------------------------- screens


def test_the_timer_counts_the_ruleset_s_minutes_from_the_round_s_start(client):
    # the app's clock stands at 2025-03-02 09:00 UTC; ron-of-20xx has time_limit_minutes = 50
    running = client.get("/c/ron/screen/timer", params={"start": "2025-03-02T08:40:00+00:00", "round": 3})
    assert '<p class="clock" role="timer">30:00</p>' in running.text and "left of 50 minutes" in running.text
    assert "<h1" not in running.text.split("<main", 1)[0] and "Round 3" in running.text
    assert 'hx-get="/c/ron/screen/timer?start=2025-03-02T08%3A40%3A00%2B00%3A00&amp;round=3"' in running.text
    assert 'hx-trigger="every 1s"' in running.text
    # no offset: read in the competition's time zone (a tournament stored without one: Asia/Tokyo)
    naive = client.get("/c/ron/screen/timer", params={"start": "2025-03-02T17:40:00"})
    assert "30:00" in naive.text
    called = client.get("/c/ron/screen/timer", params={"start": "2025-03-02T08:10:00+00:00"}, headers=JA)
    assert "時間です" in called.text and "00:00" in called.text and "進行中の局が最終局です。" in called.text
    assert "The round has not started." in client.get("/c/ron/screen/timer").text
    # hitonazo-m names no time limit: the time since the start
    league = client.get("/c/spring/screen/timer", params={"start": "2025-03-02T08:15:30+00:00"})
    assert "44:30" in league.text and "No time limit" in league.text


def test_a_screen_asked_by_htmx_answers_with_its_part_only(client):
    whole = client.get("/c/ron/screen/tables")
    assert whole.text.startswith("<!doctype html>") and 'hx-trigger="every 3s"' in whole.text
    assert "0 of 2 tables finished" in whole.text and whole.text.count('<li class="screen-table') == 2
    part = client.get("/c/ron/screen/tables", headers={"HX-Request": "true"})
    assert part.text.lstrip().startswith('<section id="screen-part"') and "<html" not in part.text
    standings = client.get("/c/ron/screen/standings", params={"rows": 3}, headers={"HX-Request": "true"})
    assert standings.text.count("<li>") == 3 and "After round 5" in standings.text
    assert "No round is seated or played yet." in client.get("/c/spring/screen/tables").text
