"""`taikai demo`: the README's first command builds the demo database through the services and serves
it (here ``--no-serve``: the pages are asked through the app); ``--tour`` is the console tour."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from taikai import i18n
from taikai.cli.demo import DemoCode
from taikai.cli.main import app
from taikai.services import demo
from taikai.services.competitions import create_competition
from taikai.services.standings import standings
from taikai.store import open_store
from taikai.web import create_app

PARAMS = {
    "database": "x.db",
    "login": "organizer",
    "password": "pw",
    "league": "l",
    "tournament": "t",
    "cup": "c",
}


def test_the_tour_scores_hands_and_settles_the_sample_game() -> None:
    result = CliRunner().invoke(app, ["demo", "--tour"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    # riichi pinfu tanyao + dora 1 ron, 30 fu: kiriage mangan 8000 (mleague) vs 7700 (tenhou);
    # fu-less 3 han non-dealer ron = 4000 (RULES.md table 3)
    assert "4 han 30 fu (mangan): 8000 points" in result.output
    assert "4 han 30 fu: 7700 points" in result.output
    assert "3 han: 4000 points" in result.output
    assert "kata_agari" in result.output
    assert "game over" in result.output
    assert "residue 0.0" in result.output


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[str, str]:
    """The demo built by the command into a new SQLite file: (its URL, what the command printed)."""
    url = f"sqlite:///{tmp_path_factory.mktemp('demo')}/taikai-demo.db"
    result = CliRunner().invoke(app, ["demo", "--no-serve", "--db", url])
    assert result.exit_code == 0, result.output
    return url, result.output


def _standings(url: str, slug: str) -> dict:
    store = open_store(url)
    try:
        return standings(store, "test", slug)
    finally:
        store.close()


def test_the_demo_league_has_closed_seasons_with_promotions_and_an_open_one(built):
    url, printed = built
    assert "Staff login: organizer, password " in printed and url in printed
    seasons = _standings(url, demo.LEAGUE)["seasons"]
    assert [(s["season"], s["provisional"]) for s in seasons] == [
        ("2026-09", False),
        ("2026-10", False),
        ("2026-11", True),
    ]
    closed = [line for s in seasons[:2] for line in s["standings"]]
    assert any(line["promotion"] for line in closed) and any(
        line["demotion"] for line in seasons[1]["standings"]
    )
    assert all(line["games"] >= 5 for s in seasons for line in s["standings"])  # ranked: 5 games needed


def test_the_demo_tournament_is_over_with_its_final_tables_and_stars(built):
    event = _standings(built[0], demo.TOURNAMENT)
    assert len(event["standings"]) == 6 and len(event["final_tables"]) == 4  # 5 rounds + the final
    result = event["result"]
    assert result["qualified"] is not None and sorted(result["stars"].values())[-1] == 5  # 2nd overall: 5


def test_the_demo_cup_has_its_month(built):
    months = _standings(built[0], demo.CUP)["months"]
    assert [m["month"] for m in months] == ["2026-11"] and len(months[0]["standings"]) == 12


def test_the_demo_s_pages_answer_in_both_languages(built):
    store = open_store(built[0])
    try:
        client = TestClient(create_app(store))
        for headers in ({}, {"Accept-Language": "ja"}):
            for slug in (demo.LEAGUE, demo.TOURNAMENT, demo.CUP):
                for path in ("", "/players", "/games", "/rules"):
                    answer = client.get(f"/c/{slug}{path}", headers=headers)
                    assert answer.status_code == 200, (slug, path, answer.text[:300])
        japanese = client.get(f"/c/{demo.LEAGUE}", headers={"Accept-Language": "ja"}).text
        assert "暫定" in japanese and re.search(r"昇級|降級", japanese)
    finally:
        store.close()


def test_the_demo_is_kept_rebuilt_with_fresh_and_another_database_never_touched(built, tmp_path):
    url, _ = built
    again = CliRunner().invoke(app, ["demo", "--no-serve", "--db", url])
    assert (
        again.exit_code == 0
        and "served as it was built" in again.output
        and "Staff login" not in again.output
    )
    rebuilt = CliRunner().invoke(app, ["demo", "--no-serve", "--fresh", "--db", url])
    assert rebuilt.exit_code == 0 and "Staff login: organizer, password " in rebuilt.output
    other = f"sqlite:///{tmp_path}/league.db"
    store = open_store(other)
    from taikai.competitions import formats
    from taikai.contracts.formats import format_ruleset

    fmt = formats.load("itsuka-chuuren")
    create_competition(store, "test", "mine", "cup", fmt, format_ruleset(fmt))
    store.close()
    refused = CliRunner().invoke(app, ["demo", "--no-serve", "--fresh", "--db", other])
    assert refused.exit_code == 1 and "holds other data than the demo" in refused.output
    store = open_store(other)
    with store.unit_of_work("test", read_only=True) as uow:
        assert [c.slug for c in uow.competitions.list()] == ["mine"]
    store.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_word_of_the_demo_has_a_message_in_both_languages(lang):
    english = {code: i18n.message(code, PARAMS, "en") for code in DemoCode}
    for code in DemoCode:
        said = i18n.message(code, PARAMS, lang)
        assert said and said != code.value and "{" not in said
        assert lang == "en" or said != english[code], f"{code}: no Japanese"
