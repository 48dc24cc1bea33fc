"""A league's seasons on staff pages: the status of each, closing (at a time, now by default) and
reopening (a reason required), organizers only; the public season table stops being provisional;
a game of a closed season cannot change until it is reopened.

The league: hitonazo-m (M-League scoring: 30,000 return, uma +50/+10/-10/-30), four players and
two games in March 2025 (JST), entered through the services.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from fastapi.testclient import TestClient
from tests.web.conftest import csrf_of, log_in, settings

from taikai.competitions import formats
from taikai.competitions.league.model import LeagueError
from taikai.contracts.formats import format_ruleset
from taikai.services import games, standings
from taikai.services.competitions import add_player, create_competition
from taikai.services.games import GameEntry
from taikai.services.seasons import seasons
from taikai.web.app import create_app

SLUG = "hito"
ACTOR = "test:setup"
JST = timezone(timedelta(hours=9))
POINTS = (48000, 31000, 12000, 9000)  # +68.0, +11.0, -28.0, -51.0 (18 + 50, 1 + 10, -18 - 10, -21 - 30)


@pytest.fixture
def web(store, clock):
    fmt = formats.load("hitonazo-m")
    create_competition(store, ACTOR, SLUG, "league", fmt, format_ruleset(fmt), name="Hito league")
    for name in ("Aki", "Ben", "Chie", "Dai"):
        add_player(store, ACTOR, SLUG, name)
    for day in (2, 3):
        played = datetime(2025, 3, day, 21, tzinfo=JST)
        games.add_game(store, ACTOR, SLUG, GameEntry(("p1", "p2", "p3", "p4"), played, points=POINTS))
    return TestClient(create_app(store, settings(clock)))


def as_(client: TestClient, login: str) -> str:
    assert log_in(client, login).status_code == 303
    return csrf_of(client.get(f"/staff/c/{SLUG}/seasons").text)


def post(client: TestClient, path: str, token: str, **form):
    data = {"csrf_token": token, **form}
    return client.post(f"/staff/c/{SLUG}/seasons{path}", data=data, follow_redirects=False)


def status(client: TestClient):
    (only,) = seasons(client.app.state.web.store, ACTOR, SLUG)
    return only


def test_the_seasons_need_a_login_and_closing_an_organizer(web):
    assert web.get(f"/staff/c/{SLUG}/seasons").status_code == 401
    token = as_(web, "desk")
    page = web.get(f"/staff/c/{SLUG}/seasons").text
    assert 'data-season="2025-03" data-status="provisional"' in page and "/close" not in page
    refused = post(web, "/2025-03/close", token, at="2025-04-01T10:00")
    assert refused.status_code == 403 and status(web).provisional


def provisional(client: TestClient) -> bool:
    """The season table's ``provisional`` as the services give it (what the public pages show)."""
    return standings.standings(client.app.state.web.store, ACTOR, SLUG)["seasons"][0]["provisional"]


def test_an_organizer_closes_and_the_season_table_is_no_longer_provisional(web):
    assert provisional(web) is True
    token = as_(web, "org")
    page = web.get(f"/staff/c/{SLUG}/seasons").text
    assert 'name="at" type="datetime-local" value="2025-03-02T18:00"' in page  # now, in Tokyo
    for _ in range(2):  # the same form again: closed once
        assert post(web, "/2025-03/close", token, at="2025-04-01T10:00").status_code == 303
    closed = status(web)
    assert closed.closed == datetime(2025, 4, 1, 10, tzinfo=JST) and closed.closed_by == "web:org"
    with web.app.state.web.store.unit_of_work(ACTOR, read_only=True) as uow:
        assert len(uow.actions.list(SLUG, "close_season")) == 1
    page = web.get(f"/staff/c/{SLUG}/seasons").text
    assert "closed 2025-04-01 10:00 by web:org" in page
    assert provisional(web) is False
    again = post(web, "/2025-03/close", token, at="2025-04-02T10:00")  # another close: the services refuse
    assert again.status_code == 400 and "season 2025-03 was closed at 2025-04-01 10:00" in again.text


def test_the_reason_a_season_was_closed_is_shown_beside_the_close(web):
    token = as_(web, "org")
    closed = post(web, "/2025-03/close", token, at="2025-04-01T10:00", reason="every game is in")
    assert closed.status_code == 303
    assert status(web).closed_reason == "every game is in"
    assert "closed 2025-04-01 10:00 by web:org: every game is in" in web.get(f"/staff/c/{SLUG}/seasons").text


def test_a_game_of_a_closed_season_is_refused_until_reopened(web):
    token = as_(web, "org")
    assert post(web, "/2025-03/close", token, at="2025-04-01T10:00").status_code == 303
    store = web.app.state.web.store
    with pytest.raises(LeagueError) as refused:  # the engine refuses it, naming the game
        games.edit_game(store, ACTOR, SLUG, "g1", "typo", points=(47000, 32000, 12000, 9000))
    assert refused.value.key == "league_closed_season_changed"
    missing = post(web, "/2025-03/reopen", token, reason="")
    assert missing.status_code == 422 and "reason" in missing.text and not status(web).provisional
    for _ in range(2):
        assert post(web, "/2025-03/reopen", token, reason="a typo in g1").status_code == 303
    reopened = status(web)
    assert reopened.provisional and reopened.reopened == "a typo in g1" and reopened.reopened_by == "web:org"
    games.edit_game(store, ACTOR, SLUG, "g1", "typo", points=(47000, 32000, 12000, 9000))
    assert "last reopened by web:org: a typo in g1" in web.get(f"/staff/c/{SLUG}/seasons").text


@pytest.mark.parametrize(
    ("path", "form", "status_code"),
    [
        ("/2025-3/close", {"at": "2025-04-01T10:00"}, 422),
        ("/2025-03/close", {"at": "soon"}, 422),
        ("/2025-03/close", {}, 422),
        ("/2024-01/close", {"at": "2025-04-01T10:00"}, 404),
        ("/2025-03/reopen", {"reason": "not closed"}, 400),  # the services: it is not closed
    ],
)
def test_malformed_or_impossible_forms_are_refused(web, path, form, status_code):
    token = as_(web, "org")
    assert post(web, path, token, **form).status_code == status_code
    assert status(web).provisional


def test_the_page_speaks_japanese(web):
    as_(web, "org")
    page = web.get(f"/staff/c/{SLUG}/seasons", headers={"Accept-Language": "ja"}).text
    assert "シーズンの確定・再開" in page and "節" not in page and "2025-03を確定" in page
    assert web.get("/staff/c/day/seasons").status_code == 404


def test_the_public_season_page_drops_provisional_after_the_close(web):
    assert "web_provisional" not in web.get(f"/c/{SLUG}/seasons").text
    assert web.get(f"/api/competitions/{SLUG}/standings").json()["seasons"][0]["provisional"] is True
    token = as_(web, "org")
    assert post(web, "/2025-03/close", token, at="2025-04-01T10:00").status_code == 303
    assert web.get(f"/api/competitions/{SLUG}/standings").json()["seasons"][0]["provisional"] is False
    page = web.get(f"/c/{SLUG}/seasons").text
    assert 'class="mark closed"' in page and 'class="mark provisional"' not in page
