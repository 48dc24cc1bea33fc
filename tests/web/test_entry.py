"""The staff entry pages: creating a competition, players, games by points, by hand, by a table link,
corrections, a second person's confirmation, imports by upload; and every refusal they give."""

from __future__ import annotations

import gzip
import html
import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from tests.archives import packed

from taikai import i18n, rules
from taikai.competitions import formats
from taikai.contracts import archives
from taikai.services import competitions as competition_service
from taikai.services import day as day_service
from taikai.services import games as game_service
from taikai.services import imports
from taikai.services import league as league_service
from taikai.services import standings as standings_service
from taikai.services import tournament as tournament_service
from taikai.services.competitions import create_competition
from taikai.store.engine import DatabaseError
from taikai.web.routes import entry, entry_hands

from .conftest import EVERY_STORE, csrf_of, log_in

SHARED = Path(__file__).resolve().parents[3] / "shared"
SEATS = ["p1", "p2", "p3", "p4"]
KEY = re.compile(r'name="key" value="([^"]+)"')
ERROR = re.compile(r'class="error" role="alert" data-field="([a-z_0-9]+)">([^<]*)<')


def key_of(page: str) -> str:
    found = KEY.search(page)
    assert found, "the form has no idempotency key"
    return found.group(1)


def errors_of(page: str) -> dict[str, str]:
    return {field: html.unescape(text) for field, text in ERROR.findall(page)}


def games(store, slug: str) -> list:
    with store.unit_of_work("test", read_only=True) as uow:
        return uow.games.list(slug)


def create(client: TestClient, slug: str, kind: str, fmt: str, **more) -> object:
    token = csrf_of(client.get("/staff/competitions/new").text)
    form = {"csrf_token": token, "slug": slug, "kind": kind, "format": fmt, "name": slug.title(), **more}
    return client.post("/staff/competitions", data=form, follow_redirects=False)


def competition_with_players(
    client: TestClient, slug: str = "cup", kind: str = "cup", fmt: str = "itsuka-chuuren"
):
    """A competition created through the pages, with Aki, Ben, Chie and Dai (p1 to p4)."""
    assert create(client, slug, kind, fmt).status_code == 303
    token = csrf_of(client.get(f"/staff/c/{slug}").text)
    for name in ("Aki", "Ben", "Chie", "Dai"):
        form = {"csrf_token": token, "name": name, "accounts": f"tenhou:{name}"}
        assert client.post(f"/staff/c/{slug}/players", data=form, follow_redirects=False).status_code == 303
    return token


def points_form(client: TestClient, slug: str, points, **more) -> dict:
    page = client.get(f"/staff/c/{slug}/games/new").text
    return {
        "csrf_token": csrf_of(page),
        "key": key_of(page),
        "seat": SEATS,
        "points": points,
        "deposits": 0,
        **more,
    }


@pytest.fixture
def organizer(client) -> TestClient:
    assert log_in(client, "org").status_code == 303
    return client


# --------------------------------------------------------------------------- refusals before anything is done


@pytest.mark.parametrize(
    "path",
    [
        "/staff/competitions",
        "/staff/competitions/new",
        "/staff/c/spring",
        "/staff/c/spring/games/new",
        "/staff/c/spring/hands",
        "/staff/c/spring/import",
    ],
)
def test_the_entry_pages_need_a_login(client, path):
    page = client.get(path)
    assert page.status_code == 401 and 'name="password"' in page.text


def test_creating_a_competition_is_for_organizers(client, store):
    log_in(client, "desk")
    assert client.get("/staff/competitions/new").status_code == 403
    refused = create(client, "new-cup", "cup", "itsuka-chuuren")
    assert (refused.status_code == 403 and "forbidden" in refused.text) or refused.status_code == 403
    with store.unit_of_work("test", read_only=True) as uow:
        assert uow.competitions.get("new-cup") is None


@pytest.mark.parametrize("token", [None, "0" * 64])
def test_a_game_without_its_csrf_token_is_refused_and_nothing_stored(organizer, store, token):
    competition_with_players(organizer)
    form = points_form(organizer, "cup", [45000, 30000, 15000, 10000])
    form.pop("csrf_token")
    if token:
        form["csrf_token"] = token
    answer = organizer.post("/staff/c/cup/games", data=form)
    assert answer.status_code == 403 and "csrf" not in answer.text.lower().split("<title>")[0]
    assert games(store, "cup") == []


# --------------------------------------------------------------------------- a competition and its players


def test_an_organizer_creates_a_competition_from_a_preset_and_registers_players(organizer, store):
    competition_with_players(organizer)
    with store.unit_of_work("test", read_only=True) as uow:
        made = uow.competitions.get("cup")
        players = uow.players.list("cup")
    assert (made.kind, made.format_name, made.rules_name) == ("cup", "itsuka-chuuren", "itsuka-chuuren")
    assert (players[0].id, players[0].name, players[0].accounts) == ("p1", "Aki", ("tenhou:Aki",))
    page = organizer.get("/staff/c/cup").text
    assert "Aki" in page and "tenhou:Dai" in page


def test_a_format_file_is_uploaded_and_stored_in_the_database(organizer, store):
    text = formats.to_toml(formats.load("itsuka-chuuren"))
    token = csrf_of(organizer.get("/staff/competitions/new").text)
    form = {"slug": "mine", "kind": "cup", "name": "Mine"}
    files = {"format_file": ("my-cup.toml", text.encode(), "application/toml")}
    sent = organizer.post(
        f"/staff/competitions?csrf_token={token}", data=form, files=files, follow_redirects=False
    )
    assert sent.status_code == 303
    with store.unit_of_work("test", read_only=True) as uow:
        made = uow.competitions.get("mine")
    assert made.format_name == "my-cup.toml" and made.format == formats.to_mapping(
        formats.load("itsuka-chuuren")
    )


def test_a_broken_format_file_is_refused_beside_its_field_and_nothing_stored(organizer, store):
    token = csrf_of(organizer.get("/staff/competitions/new").text)
    form = {"slug": "broken", "kind": "cup", "name": "Broken"}
    files = {"format_file": ("broken.toml", b"kind = 'cup'\nnot toml [", "application/toml")}
    page = organizer.post(f"/staff/competitions?csrf_token={token}", data=form, files=files)
    assert page.status_code == 422 and "format" in errors_of(page.text)
    assert 'value="broken"' in page.text  # what was typed is kept
    with store.unit_of_work("test", read_only=True) as uow:
        assert uow.competitions.get("broken") is None


def test_a_format_of_another_kind_or_a_slug_taken_is_refused(organizer, store):
    page = create(organizer, "wrong", "league", "itsuka-chuuren")
    assert (
        page.status_code == 422
        and "is a format for a cup, not for a league" in errors_of(page.text)["format"]
    )
    organizer.cookies.set("taikai_lang", "ja")
    taken = create(organizer, "spring", "cup", "itsuka-chuuren")
    assert taken.status_code == 422 and "spring" in errors_of(taken.text)["form"]
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", errors_of(taken.text)["form"])  # in the page's language
    with store.unit_of_work("test", read_only=True) as uow:
        assert uow.competitions.get("wrong") is None and uow.competitions.get("spring").kind == "league"


def test_a_player_with_a_malformed_account_is_refused_and_nothing_stored(organizer, store):
    token = competition_with_players(organizer)
    page = organizer.post(
        "/staff/c/cup/players", data={"csrf_token": token, "name": "Eri", "accounts": "majsoul123"}
    )
    assert page.status_code == 422 and "majsoul123" in errors_of(page.text)["player"]
    assert 'value="Eri"' in page.text
    assert len(game_service.pending_games(store, "t", "cup")) == 0
    with store.unit_of_work("test", read_only=True) as uow:
        assert [p.name for p in uow.players.list("cup")] == ["Aki", "Ben", "Chie", "Dai"]


def test_a_player_is_edited_with_a_reason_kept_in_the_audit_log(organizer, store):
    token = competition_with_players(organizer)
    form = {
        "csrf_token": token,
        "name": "Aki T.",
        "accounts": "tenhou:Aki majsoul:1234",
        "reason": "her new account",
    }
    assert organizer.post("/staff/c/cup/players/p1", data=form, follow_redirects=False).status_code == 303
    entries = standings_service.audit_log(store, "t", "cup")
    assert entries[-1].reason == "her new account" and sorted(entries[-1].new["accounts"]) == [
        "majsoul:1234",
        "tenhou:Aki",
    ]
    missing = organizer.post("/staff/c/cup/players/p1", data={k: v for k, v in form.items() if k != "reason"})
    assert missing.status_code == 422 and "reason" in missing.text


# --------------------------------------------------------------------------- a game by points


def test_a_game_by_points_is_settled_and_a_replay_records_it_once(organizer, store):
    competition_with_players(organizer)
    form = points_form(organizer, "cup", [45000, 30000, 15000, 10000])
    saved = organizer.post("/staff/c/cup/games", data=form)
    # itsuka-chuuren: 30000 returned, no uma, no oka: (45000 - 30000) / 1000 = 15.0, then 0.0, -15.0, -20.0
    assert saved.status_code == 200 and "Recorded as game g1." in saved.text
    assert re.findall(r'class="score">([^<]*)<', saved.text) == [
        "45000 · 15.0",
        "30000 · 0.0",
        "15000 · -15.0",
        "10000 · -20.0",
    ]
    again = organizer.post("/staff/c/cup/games", data=form)  # the same token: a retry on a flaky network
    assert again.status_code == 200 and "already recorded as g1" in again.text
    assert [g.id for g in games(store, "cup")] == ["g1"]
    other = organizer.post("/staff/c/cup/games", data=form | {"points": [44000, 31000, 15000, 10000]})
    assert other.status_code == 422 and "g1" in errors_of(other.text)["form"]
    assert len(games(store, "cup")) == 1
    standings = standings_service.standings(store, "t", "cup")
    assert standings["months"][0]["standings"][0] == {
        "player": "p1",
        "name": "Aki",
        "rank": 1,
        "score": 15.0,
        "games": 1,
        "places": [1, 0, 0, 0],
    }


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        ({"points": [45000, 30000, 15000, 9000]}, "points", "add up to 99000"),
        ({"seat": ["p1", "p1", "p3", "p4"]}, "seats", "p1 is seated twice"),
        ({"seat": ["p1", "p2", "p3", "p9"]}, "seats", "no player 'p9'"),
        ({"penalty": ["", "abc", "", ""]}, "penalties", "abc is not a pt amount"),
        ({"penalty": ["", "10.0", "", ""]}, "penalties", "negative"),
    ],
)
def test_a_refused_game_shows_why_beside_the_field_keeps_what_was_typed_and_stores_nothing(
    organizer, store, change, field, words
):
    competition_with_players(organizer)
    form = points_form(organizer, "cup", [45000, 30000, 15000, 10000]) | change
    page = organizer.post("/staff/c/cup/games", data=form)
    assert page.status_code == 422
    shown = errors_of(page.text)
    assert field in shown and words in shown[field], shown
    assert 'value="45000"' in page.text and key_of(page.text) == form["key"]
    assert games(store, "cup") == []


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"points": ["abc", 1, 2, 3]}, "points.0"),
        ({"key": ""}, "key"),
        ({"points": [500000, 0, 0, 0]}, "500000"),
    ],
)
def test_malformed_points_are_a_clear_message_never_a_traceback(organizer, store, change, words):
    competition_with_players(organizer)
    form = points_form(organizer, "cup", [45000, 30000, 15000, 10000]) | change
    page = organizer.post("/staff/c/cup/games", data=form)
    assert page.status_code == 422 and words in html.unescape(page.text) and "Traceback" not in page.text
    assert games(store, "cup") == []


# --------------------------------------------------------------------------- a second person's confirmation


def test_with_confirmation_a_game_counts_only_once_another_staff_member_confirms_it(app, store):
    organizer, desk = TestClient(app), TestClient(app)
    log_in(organizer, "org")
    log_in(desk, "desk")
    token = competition_with_players(organizer)
    assert (
        desk.post(
            "/staff/c/cup/confirmation",
            data={"csrf_token": csrf_of(desk.get("/staff").text), "required": "true"},
        ).status_code
        == 403
    )
    organizer.post("/staff/c/cup/confirmation", data={"csrf_token": token, "required": "true"})
    saved = desk.post("/staff/c/cup/games", data=points_form(desk, "cup", [45000, 30000, 15000, 10000]))
    assert "does not count in the standings yet" in saved.text
    # the standings through the services (the public pages' own builder in taikai.services.public is being
    # replaced by them on another branch)
    assert standings_service.standings(store, "t", "cup")["months"] == []
    assert [g.id for g in game_service.pending_games(store, "t", "cup")] == ["g1"]
    desk_token = csrf_of(desk.get("/staff/c/cup/games/g1").text)
    refused = desk.post("/staff/c/cup/games/g1/confirm", data={"csrf_token": desk_token})
    assert refused.status_code == 409 and "another staff member" in refused.text
    assert (
        organizer.post(
            "/staff/c/cup/games/g1/confirm", data={"csrf_token": token}, follow_redirects=False
        ).status_code
        == 303
    )
    assert game_service.pending_games(store, "t", "cup") == []
    assert standings_service.standings(store, "t", "cup")["months"][0]["standings"][0]["score"] == 15.0


# --------------------------------------------------------------------------- correcting and deleting


def test_a_game_is_corrected_and_deleted_with_a_reason_in_the_audit_log(organizer, store):
    token = competition_with_players(organizer)
    organizer.post("/staff/c/cup/games", data=points_form(organizer, "cup", [45000, 30000, 15000, 10000]))
    page = organizer.get("/staff/c/cup/games/g1")
    assert page.status_code == 200 and 'value="45000"' in page.text
    form = {"csrf_token": token, "seat": SEATS, "points": [40000, 35000, 15000, 10000], "deposits": 0}
    assert organizer.post("/staff/c/cup/games/g1", data=form).status_code == 422  # no reason
    assert games(store, "cup")[0].record["points"] == [45000, 30000, 15000, 10000]
    done = organizer.post(
        "/staff/c/cup/games/g1", data=form | {"reason": "slip misread"}, follow_redirects=False
    )
    assert done.status_code == 303
    assert games(store, "cup")[0].result["scores"] == [10.0, 5.0, -15.0, -20.0]
    assert standings_service.audit_log(store, "t", "cup")[-1].reason == "slip misread"
    deleted = organizer.post(
        "/staff/c/cup/games/g1/delete",
        data={"csrf_token": token, "reason": "entered twice"},
        follow_redirects=False,
    )
    assert deleted.status_code == 303 and games(store, "cup") == []
    last = standings_service.audit_log(store, "t", "cup")[-1]
    assert (last.action, last.reason) == ("delete", "entered twice")


# --------------------------------------------------------------------------- when a game was played


def played(store, slug: str) -> dict[str, datetime]:
    return {g.id: g.played_at for g in games(store, slug)}


def months(store, slug: str) -> list[tuple[str, list[str]]]:
    """Each month of a cup with the games it counted."""
    shown = standings_service.standings(store, "t", slug)["months"]
    return [(m["month"], sorted(s["player"] for s in m["standings"] if s["games"])) for m in shown]


@EVERY_STORE
def test_a_game_entered_a_week_later_in_tokyo_time_lands_in_the_month_it_was_played(organizer, store, clock):
    """itsuka-chuuren's zone is Asia/Tokyo. A week into April, the form offers now in Tokyo time; a
    game typed as played at 23:30 on 31 March is stored at 14:30 UTC, shown back at 23:30 and counted
    in March; a correction to 00:30 on 1 April (still 31 March in UTC) moves it to April."""
    clock.now = datetime(2026, 4, 7, 3, 0, tzinfo=UTC)  # 12:00 in Tokyo
    assert log_in(organizer, "org").status_code == 303  # a session of that day
    token = competition_with_players(organizer)
    page = organizer.get("/staff/c/cup/games/new", headers={"Accept-Language": "ja"}).text
    assert 'name="played_at" type="datetime-local" value="2026-04-07T12:00"' in page and "対局日時" in page
    assert "UTC" not in page
    form = points_form(organizer, "cup", [45000, 30000, 15000, 10000], played_at="2026-03-31T23:30")
    saved = organizer.post("/staff/c/cup/games", data=form)
    assert saved.status_code == 200 and "Played 2026-03-31 23:30" in saved.text
    today = points_form(organizer, "cup", [44000, 31000, 15000, 10000], played_at="2026-04-07 12:00")
    assert organizer.post("/staff/c/cup/games", data=today).status_code == 200
    assert played(store, "cup") == {
        "g1": datetime(2026, 3, 31, 14, 30, tzinfo=UTC),
        "g2": datetime(2026, 4, 7, 3, 0, tzinfo=UTC),
    }
    assert [month for month, _ in months(store, "cup")] == ["2026-03", "2026-04"]
    assert "2026-03-31 23:30" in organizer.get("/c/cup/games/g1").text  # the public game page
    edit = organizer.get("/staff/c/cup/games/g1").text
    assert 'name="played_at" type="datetime-local" value="2026-03-31T23:30"' in edit
    fixed = {"csrf_token": token, "seat": SEATS, "points": [45000, 30000, 15000, 10000], "deposits": 0}
    nothing = fixed | {"played_at": "2026-03-31T23:30", "reason": "points checked"}  # the time as shown
    assert organizer.post("/staff/c/cup/games/g1", data=nothing, follow_redirects=False).status_code == 303
    assert played(store, "cup")["g1"] == datetime(2026, 3, 31, 14, 30, tzinfo=UTC)
    moved = fixed | {"played_at": "2026-04-01T00:30", "reason": "the slip's date misread"}
    assert organizer.post("/staff/c/cup/games/g1", data=moved, follow_redirects=False).status_code == 303
    assert played(store, "cup")["g1"] == datetime(2026, 3, 31, 15, 30, tzinfo=UTC)
    assert [month for month, _ in months(store, "cup")] == ["2026-04"]
    bad = organizer.post("/staff/c/cup/games", data=points_form(organizer, "cup", [1, 2], played_at="31/3"))
    assert bad.status_code == 422 and "played_at" in errors_of(bad.text)


@EVERY_STORE
def test_a_table_link_records_its_game_at_the_round_s_start_and_takes_no_time(app, organizer, store, clock):
    link = tournament_link(app, organizer, clock)
    start = datetime(2025, 3, 2, 8, 30, tzinfo=UTC)
    day_service.start_round(store, "test", "open", 1, start)
    visitor = TestClient(app)
    page = visitor.get(link).text
    assert 'name="played_at"' not in page
    refused = visitor.post(link, data=link_form(page, played_at="2025-03-02T20:00"))
    assert refused.status_code == 422 and "with its players as drawn" in errors_of(refused.text)["form"]
    assert visitor.post(link, data=link_form(page)).status_code == 200
    assert played(store, "open") == {"g1": start}


def test_a_game_of_a_closed_season_cannot_be_corrected_and_the_page_says_why(organizer, store):
    token = competition_with_players(organizer, "league", "league", "hitonazo-m")
    organizer.post(
        "/staff/c/league/games", data=points_form(organizer, "league", [45000, 30000, 15000, 10000])
    )
    league_service.close_season(store, "test", "league", "2025-03")
    form = {
        "csrf_token": token,
        "seat": SEATS,
        "points": [40000, 35000, 15000, 10000],
        "deposits": 0,
        "reason": "late",
    }
    page = organizer.post("/staff/c/league/games/g1", data=form)
    assert page.status_code == 422 and "2025-03" in errors_of(page.text)["form"]
    assert games(store, "league")[0].record["points"] == [45000, 30000, 15000, 10000]


# --------------------------------------------------------------------------- the table link


def tournament_link(app, organizer, clock, round: int = 1, table: int = 1, hours: int = 2) -> str:
    """A table link of ``open`` (ron-of-20xx), its eight players (p1 to p8) drawn with seed 5."""
    competition_with_players(organizer, "open", "tournament", "ron-of-20xx")
    store = app.state.web.store
    for name in ("Eri", "Fumi", "Gen", "Hana"):
        competition_service.add_player(store, "test", "open", name)
    tournament_service.seat_rounds(store, "test", "open", 5)
    return app.state.web.links.table_link("open", round, table, clock() + timedelta(hours=hours))


def drawn(store, round: int = 1) -> tuple[tuple[str, ...], ...]:
    """The tables of ``round`` of ``open`` as the draw seated them."""
    return tuple(tournament_service.drawn_table(store, "test", "open", round, table) for table in (1, 2))


def link_form(page: str, **more) -> dict:
    """A table link's page filled in: East 45,000, South 30,000, West 15,000, North 10,000."""
    return {
        "csrf_token": csrf_of(page),
        "key": key_of(page),
        "points": [45000, 30000, 15000, 10000],
        "deposits": 0,
        **more,
    }


def test_a_table_link_enters_its_own_table_only_once(app, organizer, store, clock):
    link = tournament_link(app, organizer, clock)
    visitor = TestClient(app)
    page = visitor.get(link)
    assert page.status_code == 200 and 'name="points"' in page.text and 'name="seat"' not in page.text
    names = {p.id: p.name for p in competition_service.list_players(store, "test", "open")}
    for wind, player in zip("ESWN", drawn(store)[0], strict=True):
        assert f"{wind} {names[player]}" in page.text  # the four players as drawn, by wind and name
    form = link_form(page.text)
    saved = visitor.post(link, data=form)
    assert saved.status_code == 200 and "Recorded as game g1." in saved.text
    assert "Enter another" not in saved.text  # a player's table has one result: nothing more to enter
    again = visitor.post(link, data=form)
    assert "already recorded" in again.text
    [game] = games(store, "open")
    assert (game.round, game.table, game.seats) == (1, 1, drawn(store)[0])


def test_enter_result_from_the_day_page_fills_in_round_table_and_seats_of_that_round(
    app, organizer, store, clock
):
    tournament_link(app, organizer, clock)
    late = competition_service.add_player(store, "test", "open", "Late")  # after the draw: in no round
    day = organizer.get("/staff/c/open/day").text
    assert 'href="/staff/c/open/games/new?round=1&amp;table=2"' in day
    page = organizer.get("/staff/c/open/games/new?round=1&table=2").text
    assert 'name="round" type="number" min="1" max="1000" value="1"' in page
    assert 'name="table" type="number" min="1" max="10000" value="2"' in page
    chosen = re.findall(r'<option value="([^"]+)" selected>', page)
    assert tuple(chosen) == drawn(store)[1]  # East, South, West, North as drawn
    offered = set(re.findall(r'<option value="([^"]+)"', page))
    assert offered == set(drawn(store)[0] + drawn(store)[1]) and late.id not in offered
    form = points_form(organizer, "open", [45000, 30000, 15000, 10000], round=1, table=2, seat=chosen)
    assert organizer.post("/staff/c/open/games", data=form).status_code == 200
    [game] = games(store, "open")
    assert (game.round, game.table, game.seats) == (1, 2, drawn(store)[1])
    every = organizer.get("/staff/c/open/games/new").text  # not from a table: every player, none chosen
    assert late.id in set(re.findall(r'<option value="([^"]+)"', every)) and " selected>" not in every


def test_a_table_link_used_shows_the_result_and_how_to_ask_for_a_correction(app, organizer, store, clock):
    link = tournament_link(app, organizer, clock)
    visitor = TestClient(app)
    form = link_form(visitor.get(link).text)
    assert visitor.post(link, data=form).status_code == 200
    names = {p.id: p.name for p in competition_service.list_players(store, "test", "open")}
    east, *_, north = drawn(store)[0]
    page = visitor.get(link)  # the link opened again (another player's phone): the result, no form
    assert page.status_code == 200 and 'name="points"' not in page.text
    assert "The result of round 1, table 1 is in:" in page.text
    assert f'E {names[east]}</span> <span class="score">45,000 points · +' in page.text
    assert f'N {names[north]}</span> <span class="score">10,000 points · -' in page.text
    assert "do not enter it again: tell a staff member “round 1, table 1 needs a correction”" in page.text
    japanese = visitor.get(link, headers={"Accept-Language": "ja"}).text
    assert "第1回戦 1卓の結果は入力済みです" in japanese and "45,000点" in japanese
    assert "スタッフに「第1回戦 1卓の結果を訂正してください」とお伝えください" in japanese
    other = visitor.post(link, data=form | {"key": "k" * 16, "points": [40000, 35000, 15000, 10000]})
    assert other.status_code == 409 and "45,000 points" in other.text and "needs a correction" in other.text
    assert [g.record["points"] for g in games(store, "open")] == [[45000, 30000, 15000, 10000]]


@EVERY_STORE
def test_a_table_link_records_its_drawn_table_whatever_seats_a_form_sends(app, organizer, store, clock):
    """A form posting another table's players (or a round and table) through a table link is refused
    and stores nothing; the link's table is then recorded with its drawn players, and the other
    table's own result still records."""
    link = tournament_link(app, organizer, clock)
    first, second = drawn(store)
    visitor = TestClient(app)
    page = visitor.get(link).text
    for forged in ({"seat": list(second)}, {"seat": list(first)}, {"round": 3, "table": 2}):
        refused = visitor.post(link, data=link_form(page, **forged))
        assert refused.status_code == 422, forged
        assert "with its players as drawn" in errors_of(refused.text)["form"]
    assert games(store, "open") == []
    assert visitor.post(link, data=link_form(page)).status_code == 200
    other = app.state.web.links.table_link("open", 1, 2, clock() + timedelta(hours=2))
    saved = visitor.post(other, data=link_form(visitor.get(other).text))
    assert saved.status_code == 200 and "Recorded as game g2." in saved.text
    assert [(g.round, g.table, g.seats) for g in games(store, "open")] == [(1, 1, first), (1, 2, second)]


@EVERY_STORE
def test_a_table_link_enters_a_ron_of_20xx_chombo_as_12000_points_confiscated(app, organizer, store, clock):
    link = tournament_link(app, organizer, clock)
    visitor = TestClient(app)
    page = visitor.get(link).text
    assert "Chombo (12,000 points confiscated)" in page and 'name="penalty_chombo"' in page
    assert "the four adding up to 100,000 less 12,000 per chombo" in page
    assert 'name="penalty_red_card"' not in page  # ron-of-20xx plays no cards
    # North's chombo took 12000 from the table: 45000 + 30000 + 10000 + 3000 = 88000
    played = link_form(page, points=[45000, 30000, 10000, 3000])
    forgotten = visitor.post(link, data=played)  # the chombo not entered: the points are 12000 short
    assert forgotten.status_code == 422 and "the table total is 100000" in errors_of(forgotten.text)["points"]
    saved = visitor.post(link, data=played | {"penalty_chombo": ["", "0", "", "1"]})
    assert saved.status_code == 200 and "Recorded as game g1." in saved.text, errors_of(saved.text)
    [game] = games(store, "open")
    # return 30000, uma +50/+10/-10/-30: 15 + 50, 0 + 10, -20 - 10, -27 - 30; the 12000 paid to nobody
    assert game.result["scores"] == [65.0, 10.0, -30.0, -57.0]
    assert game.result["penalties"] == [{"seat": 3, "kind": "chombo"}]
    assert 'data-kind="chombo"' in saved.text
    used = visitor.get(link).text  # the link again: the result with North's chombo (why 88,000)
    assert "The result of round 1, table 1 is in:" in used and used.count('data-kind="chombo"') == 1
    assert re.search(r"N [^<]*</span>\s*<span class=\"mark penalty\" data-kind=\"chombo\">Chombo<", used)
    visitor.cookies.set("taikai_lang", "ja")
    japanese = visitor.get(app.state.web.links.table_link("open", 1, 2, clock() + timedelta(hours=2))).text
    assert (
        "チョンボ（12,000点没収）" in japanese and "100,000点からチョンボ1回につき12,000点少なく" in japanese
    )


@EVERY_STORE
def test_the_staff_form_offers_each_penalty_of_the_ruleset(organizer, store):
    competition_with_players(organizer, "lg", "league", "hitonazo-m")
    page = organizer.get("/staff/c/lg/games/new").text
    assert "Chombo (-20.0 pt)" in page and "Intentional chombo (-60.0 pt)" in page
    assert 'name="penalty_red_card"' not in page  # hitonazo-m plays no cards
    counted = {"penalty_chombo": ["", "", "1", ""], "penalty_chombo_intentional": ["1", "", "", ""]}
    form = points_form(organizer, "lg", [48000, 31000, 12000, 9000], **counted, penalty=["", "-5.5", "", ""])
    saved = organizer.post("/staff/c/lg/games", data=form)
    assert saved.status_code == 200, errors_of(saved.text)
    # RULES.md section 2: +68.0/+11.0/-28.0/-51.0, then -60.0 (x3), -5.5 typed, -20.0
    [game] = games(store, "lg")
    assert game.result["scores"] == [8.0, 5.5, -48.0, -51.0]
    red = points_form(organizer, "lg", [48000, 31000, 12000, 9000], penalty_red_card=["1", "", "", ""])
    refused = organizer.post("/staff/c/lg/games", data=red)
    assert (
        refused.status_code == 422
        and "ruleset hitonazo-m has no cards" in errors_of(refused.text)["penalties"]
    )
    competition_with_players(organizer)  # itsuka-chuuren: a chombo is a mangan paid during play
    cup = organizer.get("/staff/c/cup/games/new").text
    assert 'name="penalty_chombo"' not in cup and "the final points hold it already" in cup
    paid = points_form(organizer, "cup", [45000, 30000, 15000, 10000], penalty_chombo=["1", "", "", ""])
    refused = organizer.post("/staff/c/cup/games", data=paid)
    assert refused.status_code == 422 and "enter the game hand by hand" in " ".join(
        errors_of(refused.text).values()
    )
    assert len(games(store, "lg")) == 1 and games(store, "cup") == []


def test_a_table_link_of_a_table_not_seated_says_so_and_records_nothing(app, organizer, store, clock):
    link = tournament_link(app, organizer, clock, round=6)  # the final: formed once round 5 is in
    visitor = TestClient(app)
    page = visitor.get(link)
    assert page.status_code == 200 and 'name="points"' not in page.text
    assert "Round 6, table 1 is not seated yet" in page.text
    japanese = visitor.get(link, headers={"Accept-Language": "ja"}).text
    assert "第6回戦 1卓はまだ座席が決まっていません" in japanese
    token = csrf_of(visitor.get("/login").text)
    form = {"csrf_token": token, "key": "k" * 16, "points": [45000, 30000, 15000, 10000]}
    posted = visitor.post(link, data=form)
    assert posted.status_code == 409 and "is not seated yet" in posted.text
    assert games(store, "open") == []


def test_a_table_link_whose_database_fails_is_told_so_without_naming_the_database(
    app, organizer, store, clock, monkeypatch
):
    # the database fails as the result is stored: the visitor is told database_error, not the
    # refusal beside the form that names the database's user, host, port and name
    link = tournament_link(app, organizer, clock)
    visitor = TestClient(app)
    form = link_form(visitor.get(link).text)
    opened = store.unit_of_work

    def failing(actor, reason=None, *, read_only=False):
        if not read_only:
            url = "postgresql+psycopg://warden@db.example:5433/ledger"
            raise DatabaseError("database_failed", url=url, reason="server closed the connection")
        return opened(actor, reason, read_only=read_only)

    monkeypatch.setattr(store, "unit_of_work", failing)
    answer = visitor.post(link, data=form)
    assert answer.status_code == 503 and 'data-code="database_error"' in answer.text
    assert not any(word in answer.text for word in ("warden", "db.example", "5433", "ledger", "closed"))
    assert games(store, "open") == []


def test_an_expired_or_foreign_table_link_records_nothing(app, organizer, store, clock):
    link = tournament_link(app, organizer, clock)
    visitor = TestClient(app)
    page = visitor.get(link)
    form = link_form(page.text)
    foreign = visitor.post(link.replace("/tables/1/", "/tables/2/"), data=form)
    assert foreign.status_code == 403 and "not for this table" in foreign.text
    clock.advance(hours=3)
    expired = visitor.post(link, data=form)
    assert expired.status_code == 403 and "expired" in expired.text
    assert games(store, "open") == []


# --------------------------------------------------------------------------- hand by hand


def hands_form(client: TestClient, slug: str, **hand) -> dict:
    page = client.get(f"/staff/c/{slug}/hands", params={"seat": SEATS}).text  # the players first
    return {"csrf_token": csrf_of(page), "key": key_of(page), "seat": SEATS, "hands": "[]", **hand}


def hands_of(page: str) -> str:
    return html.unescape(re.search(r'name="hands" value="([^"]*)"', page).group(1))


def test_the_preview_shows_the_hand_value_in_the_page_language(organizer):
    competition_with_players(organizer)
    organizer.cookies.set("taikai_lang", "ja")
    # South (seat 1) in riichi rons East's 5p: 123m 456p 789s 234s + 55p pair, a tanki wait (no pinfu):
    # riichi only, 1 han; itsuka-chuuren counts no fu (fu_less): a 1-han non-dealer ron is 1000.
    form = hands_form(
        organizer,
        "cup",
        kind="ron",
        winner="1",
        discarder="0",
        hand="123m456p789s234s55p",
        win_tile="5p",
        riichi=["1"],
    )
    preview = organizer.post("/staff/c/cup/hands/preview", data=form, headers={"HX-Request": "true"})
    assert preview.status_code == 200 and "<html" not in preview.text
    assert "南 Ben ロン（放銃 東 Aki）: 1翻（立直）" in preview.text  # each seat by wind and name
    # East pays 1000; South pays its 1000 stick, takes it back and the 1000: +1000
    assert "東 Aki：-1,000 → 24,000" in preview.text and "南 Ben：+1,000 → 26,000" in preview.text


def test_an_open_hand_with_its_melds_and_a_yakuman_are_valued(organizer):
    competition_with_players(organizer)
    # South rons East's 2p with 234567m 22p 345s and a pon of hatsu (6z) called from the left:
    # hatsu only, 1 han; fu-less itsuka-chuuren pays a 1-han non-dealer ron 1000
    open_hand = hands_form(
        organizer,
        "cup",
        kind="ron",
        winner="1",
        discarder="0",
        hand="234567m22p345s",
        meld_type="pon",
        meld_tiles="666z",
        meld_from="left",
        win_tile="2p",
    )
    preview = organizer.post("/staff/c/cup/hands/preview", data=open_hand)
    assert preview.status_code == 200, errors_of(preview.text)
    assert "1 han (hatsu)" in preview.text
    assert "E Aki: -1,000 → 24,000" in preview.text and "S Ben: +1,000 → 26,000" in preview.text
    # the same hand closed would be 11 tiles short of a hand: the melds are what complete it
    closed = organizer.post(
        "/staff/c/cup/hands/preview", data=open_hand | {"meld_type": "", "meld_tiles": ""}
    )
    assert closed.status_code == 422
    # a yakuman given as such (not as 13 han): a non-dealer's yakuman ron is 32000
    yakuman = hands_form(organizer, "cup", kind="ron", winner="1", discarder="0", yakuman="1")
    valued = organizer.post("/staff/c/cup/hands/preview", data=yakuman)
    assert valued.status_code == 200 and "E Aki: -32,000 → -7,000" in valued.text
    # valued two ways: one of them would be dropped without a word, so the form says so
    twice = organizer.post("/staff/c/cup/hands/preview", data=open_hand | {"han": "3"})
    assert twice.status_code == 422 and errors_of(twice.text) == {
        "han": "Han: value a win one way only: by its tiles, by han and fu, or as a yakuman."
    }
    both = organizer.post("/staff/c/cup/hands/preview", data=yakuman | {"han": "13"})
    assert both.status_code == 422 and list(errors_of(both.text)) == ["han"]
    bad = organizer.post("/staff/c/cup/hands/preview", data=open_hand | {"meld_type": ""})
    assert bad.status_code == 422
    assert errors_of(bad.text) == {"melds": "Melds: 666z: choose the meld's type (chi, pon or a kan)."}


def test_a_triple_ron_with_an_open_yakuman_entered_by_its_melds(organizer):
    competition_with_players(organizer)  # itsuka-chuuren: multiple_ron = triple, no fu
    page = organizer.get("/staff/c/cup/hands", params={"seat": SEATS}).text
    assert page.count('<fieldset class="win"') == 3 and 'name="fu"' not in page
    assert ">E Aki</option>" in page and ">N Dai</option>" in page  # seats by wind and name
    # East deals in 5p to three: South's daisangen, open (a pon of each dragon, one from each
    # player), 123m 55p concealed: a yakuman, 32,000 from a non-dealer; West and North 1 han each,
    # 1,000 under fu-less itsuka-chuuren. East pays 34,000: 25,000 - 34,000 = -9,000.
    melds = {
        "meld_type": ["pon", "pon", "pon", ""] + [""] * 8,
        "meld_tiles": ["555z", "666z", "777z", ""] + [""] * 8,
        "meld_from": ["left", "across", "right", ""] + [""] * 8,
    }
    wins = {"winner": ["1", "2", "3"], "hand": ["123m55p", "", ""], "win_tile": ["5p", "", ""]}
    form = hands_form(organizer, "cup", kind="ron", discarder="0", han=["", "1", "1"], **wins, **melds)
    preview = organizer.post("/staff/c/cup/hands/preview", data=form)
    assert preview.status_code == 200, errors_of(preview.text)
    changes = re.findall(r"<li>([^<]*→[^<]*)</li>", html.unescape(preview.text))
    assert changes == [
        "E Aki: -34,000 → -9,000",
        "S Ben: +32,000 → 57,000",
        "W Chie: +1,000 → 26,000",
        "N Dai: +1,000 → 26,000",
    ]
    # a tsumo has one winner: a second is refused beside its field, never dropped
    tsumo = organizer.post("/staff/c/cup/hands/preview", data=form | {"kind": "tsumo", "discarder": ""})
    assert tsumo.status_code == 422 and errors_of(tsumo.text) == {
        "winner2": "Winner 2, Winner: a tsumo has one winner."
    }


def test_a_head_bump_ruleset_offers_one_winner_and_the_fu(organizer):
    competition_with_players(organizer, "lg", "league", "hitonazo-m")  # atamahane, fu counted
    page = organizer.get("/staff/c/lg/hands", params={"seat": SEATS}).text
    assert page.count('<fieldset class="win"') == 1 and 'name="fu"' in page


def test_the_game_page_shows_the_final_points_as_played_beside_the_rounded_ones(organizer, client):
    competition_with_players(organizer)
    form = points_form(organizer, "cup", [22300, 33000, 30000, 14700])
    assert organizer.post("/staff/c/cup/games", data=form).status_code == 200
    page = html.unescape(client.get("/c/cup/games/g1").text)
    # itsuka-chuuren rounds each final toward the 30,000 returned: 22,300 counts as 23,000 (-7.0)
    assert "final points 22,300 (counted as 23,000)" in page
    assert "final points 33,000 (counted" not in page and "final points 33,000" in page


def test_a_refused_hand_says_why_and_a_tampered_hands_field_is_refused(organizer, store):
    competition_with_players(organizer)
    form = hands_form(organizer, "cup", kind="ron", winner="1", discarder="1", han="2", fu="30")
    page = organizer.post("/staff/c/cup/hands/preview", data=form)
    assert page.status_code == 422 and errors_of(page.text)
    tampered = organizer.post("/staff/c/cup/hands/add", data=form | {"hands": '{"hands": 1, "hands": 2}'})
    assert tampered.status_code == 422 and "start the game again" in tampered.text
    missing = organizer.post("/staff/c/cup/hands/add", data=form | {"discarder": ""})
    assert "discarder" in errors_of(missing.text)
    assert games(store, "cup") == []


def test_a_game_entered_hand_by_hand_is_saved_as_a_record_and_replayed(organizer, store):
    competition_with_players(organizer)
    # East 1: South rons West for 13 han (a counted yakuman, 32000): 25000 + 32000 = 57000, West -7000
    # (itsuka-chuuren plays on below zero). Then seven draws, nobody tenpai: the deal passes to South 4
    # and the game ends there, someone having the 30000 returned.
    form = hands_form(organizer, "cup", kind="ron", winner="1", discarder="2", han="13")
    page = organizer.post("/staff/c/cup/hands/add", data=form)
    for _ in range(7):
        assert page.status_code == 200, errors_of(page.text)
        draw = {"hands": hands_of(page.text), "kind": "draw", "winner": "", "discarder": "", "han": ""}
        page = organizer.post("/staff/c/cup/hands/add", data=form | draw)
    hands = hands_of(page.text)
    assert len(json.loads(hands)) == 8 and 'name="kind"' not in page.text  # over: no next hand asked
    unfinished = organizer.post(
        "/staff/c/cup/hands", data=form | {"hands": json.dumps(json.loads(hands)[:3])}
    )
    assert unfinished.status_code == 422 and "do not finish the game" in unfinished.text
    saved = organizer.post(
        "/staff/c/cup/hands", data=form | {"hands": hands, "played_at": "2025-02-28T23:30"}
    )
    assert saved.status_code == 200 and "Recorded as game g1." in saved.text
    [game] = games(store, "cup")
    # typed in Tokyo time (itsuka-chuuren's zone) two days back: stored in UTC, a February game
    assert game.played_at == datetime(2025, 2, 28, 14, 30, tzinfo=UTC)
    assert "Played 2025-02-28 23:30" in saved.text
    assert game.result["points"] == [25000, 57000, -7000, 25000]
    # 30000 returned, no uma: (57000 - 30000) / 1000 = 27.0; East and North -5.0; West -37.0
    assert game.result["scores"] == [-5.0, 27.0, -37.0, -5.0]
    assert (
        organizer.post("/staff/c/cup/hands", data=form | {"hands": hands}).text.count("already recorded") == 1
    )


def test_the_time_typed_for_a_game_entered_hand_by_hand_stays_as_hands_are_added(organizer):
    competition_with_players(organizer)
    form = hands_form(organizer, "cup", kind="draw", played_at="2025-02-28T23:30")
    page = organizer.post("/staff/c/cup/hands/add", data=form)
    assert page.status_code == 200, errors_of(page.text)
    assert 'name="played_at" type="datetime-local" value="2025-02-28T23:30"' in page.text


# --------------------------------------------------------------------------- import by upload


def upload(client: TestClient, slug: str, files: list, **more):
    """Files sent as the import page's form sends them: its CSRF token in the form's address."""
    token = csrf_of(client.get(f"/staff/c/{slug}/import").text)
    return client.post(f"/staff/c/{slug}/import?csrf_token={token}", data=more, files=files)


def test_an_unreadable_upload_is_listed_as_refused_with_its_reason(organizer, store):
    competition_with_players(organizer)
    page = upload(organizer, "cup", [("files", ("notes.txt", b"\x00\x01 not a record", "text/plain"))])
    assert page.status_code == 200 and "notes.txt" in page.text
    assert "0 imported, 0 skipped, 1 files refused" in page.text and 'class="error"' in page.text
    assert games(store, "cup") == []


def test_an_upload_too_large_is_refused_before_it_is_read(organizer, store, monkeypatch):
    competition_with_players(organizer)
    monkeypatch.setattr(entry, "UPLOAD_LIMIT", 10)
    page = upload(organizer, "cup", [("files", ("big.json", b"x" * 11, "application/json"))])
    assert page.status_code == 422 and "big.json" in page.text and games(store, "cup") == []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_an_uploaded_archive_names_every_entry_it_drops_with_why(organizer, store, monkeypatch, lang):
    competition_with_players(organizer)
    sheet = b"played_at,east,south,west,north,east_points,south_points,west_points,north_points\n"
    sheet += b"2025-03-02 21:00,p1,p2,p3,p4,48000,31000,12000,9000\n"
    archive = packed([("day.csv", sheet), ("latest", "->day.csv"), ("big.xml", 3 * 1024 * 1024)])
    monkeypatch.setattr(imports, "ARCHIVE_LIMITS", archives.Limits(member=1024 * 1024), raising=False)
    organizer.cookies.set("taikai_lang", lang)
    page = upload(organizer, "cup", [("files", ("logs.tar.xz", archive, "application/x-xz"))])
    text = html.unescape(page.text)
    assert page.status_code == 200 and len(games(store, "cup")) == 1
    expected = {
        "en": ("larger than 1 MiB: not read", "not a regular file (a link): not read"),
        "ja": (
            "1 MiB を超えるため読み込んでいません",
            "通常のファイルではないため（リンク）読み込んでいません",
        ),
    }[lang]
    assert "logs.tar.xz/big.xml" in text and expected[0] in text
    assert "logs.tar.xz/latest" in text and expected[1] in text


@pytest.mark.skipif(not (SHARED / "data" / "tenhou6").is_dir(), reason="../shared is absent")
def test_tenhou_logs_are_uploaded_and_their_unknown_players_listed(organizer, store):
    competition_with_players(organizer)
    log = sorted((SHARED / "data" / "tenhou6").glob("*.json"))[0]
    page = upload(organizer, "cup", [("files", (log.name, log.read_bytes(), "application/json"))])
    assert page.status_code == 200 and log.name in page.text
    # the log's rules (tenhou's east-south red) are not itsuka-chuuren's: refused with the fields that differ,
    # or its players are unknown here: either way nothing is stored and the page says why
    assert "1 files refused" in page.text and games(store, "cup") == []


# --------------------------------------------------------------------------- words in both languages


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_result_and_abortive_draw_has_words(lang):
    for key in (*entry_hands.RESULT_WORDS, *entry_hands.ABORTIVE_WORDS):
        text = i18n.message(key, {}, lang)
        assert text and text != key
    assert len(entry_hands.RESULT_WORDS) == len(entry_hands.RESULTS)
    assert len(entry_hands.ABORTIVE_WORDS) == len(entry_hands.ABORTIVE)


@pytest.mark.skipif(not (SHARED / "data" / "tenhou6").is_dir(), reason="../shared is absent")
def test_a_tenhou_log_uploaded_gzipped_is_imported_with_its_players_registered(organizer, store):
    fmt = formats.load("hitonazo-m")
    league = "tenhou-league"
    create_competition(store, "test", league, "league", fmt, rules.load("tenhou"), rules_name="tenhou")
    log = sorted((SHARED / "data" / "tenhou6").glob("*.json"))[0]
    files = [("files", (log.name + ".gz", gzip.compress(log.read_bytes()), "application/gzip"))]
    refused = upload(organizer, league, files)
    assert "players are not registered" in refused.text and games(store, league) == []
    page = upload(organizer, league, files, add_players="true")
    assert page.status_code == 200 and "1 imported, 0 skipped, 0 files refused" in page.text, page.text
    [game] = games(store, league)
    assert game.platform_id == log.stem and len(game.seats) == 4
    again = upload(organizer, league, files)  # the same log again: skipped, not stored twice
    assert "0 imported, 1 skipped" in again.text and len(games(store, league)) == 1


def test_a_competition_without_a_format_is_refused_beside_the_field(organizer, store):
    page = create(organizer, "nothing", "cup", "")
    assert page.status_code == 422 and "choose a preset" in errors_of(page.text)["format"]
    with store.unit_of_work("test", read_only=True) as uow:
        assert uow.competitions.get("nothing") is None


PAGES = (
    "/staff/competitions",
    "/staff/competitions/new",
    "/staff/c/cup",
    "/staff/c/cup/players/p1",
    "/staff/c/cup/games/new",
    "/staff/c/cup/games/g1",
    "/staff/c/cup/hands",
    "/staff/c/cup/import",
)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_entry_page_speaks_the_chosen_language(organizer, lang):
    competition_with_players(organizer)
    organizer.post("/staff/c/cup/games", data=points_form(organizer, "cup", [45000, 30000, 15000, 10000]))
    organizer.cookies.set("taikai_lang", lang)
    for path in PAGES:
        page = organizer.get(path)
        assert page.status_code == 200 and f'<html lang="{lang}">' in page.text, path
        main = html.unescape(page.text.split("<main>", 1)[1].split("</main>", 1)[0])
        assert "web_entry_" not in main, path
        japanese = re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", main) is not None
        assert japanese == (lang == "ja"), path  # the names here are Latin: Japanese is the pages' own words


# --------------------------------------------------------------------------- a roster (issue 24 item 7)


def roster_upload(client: TestClient, slug: str, content: bytes, name: str = "roster.csv"):
    """A roster sent as the competition page's form sends it: its CSRF token in the form's address."""
    token = csrf_of(client.get(f"/staff/c/{slug}").text)
    files = [("roster", (name, content, "text/csv"))]
    return client.post(
        f"/staff/c/{slug}/players/import?csrf_token={token}", files=files, follow_redirects=False
    )


@EVERY_STORE
def test_a_roster_upload_registers_every_player_or_lists_every_bad_row(organizer, store):
    assert create(organizer, "newleague", "league", "hitonazo-m").status_code == 303
    organizer.cookies.set("taikai_lang", "ja")
    page = organizer.get("/staff/c/newleague")
    assert "名簿（CSV）からプレイヤーを登録" in page.text and 'name="roster"' in page.text
    bad = "name,accounts,tier\n山田\u3000太郎,majsoul:101,B2\nAki,majsoul:101,Z9\nBen\x07,,\n"
    refused = roster_upload(organizer, "newleague", bad.encode())
    assert refused.status_code == 422
    listed = re.search(r'<ul class="error" role="alert" data-field="roster">(.*?)</ul>', refused.text, re.S)
    lines = [html.unescape(line) for line in re.findall(r"<li>([^<]*)</li>", listed.group(1))]
    assert [line.split("：")[0] for line in lines] == ["roster.csv 3行目"] * 2 + ["roster.csv 4行目"]
    assert "アカウントmajsoul:101は2行目にもあります" in lines[1]
    assert competition_service.list_players(store, "test", "newleague") == []
    good = "name,accounts,tier\n山田\u3000太郎,majsoul:101 tenhou:Yamada,B2\nAki,majsoul:102,\n"
    done = roster_upload(organizer, "newleague", good.encode("utf-8-sig"))
    assert done.status_code == 303
    assert done.headers["location"] == "/staff/c/newleague?added=2&registered=0#players"
    said = organizer.get(done.headers["location"]).text
    assert "名簿：2人を登録しました（登録済み0人）。" in said
    players = competition_service.list_players(store, "test", "newleague")
    assert [(p.id, p.name, p.accounts, p.data) for p in players] == [
        ("p1", "山田\u3000太郎", ("majsoul:101", "tenhou:Yamada"), {"tier": "B2"}),
        ("p2", "Aki", ("majsoul:102",), {}),
    ]
    assert "山田\u3000太郎" in organizer.get("/staff/c/newleague").text


def test_a_roster_upload_beyond_its_bound_is_refused_unread(organizer, store):
    competition_with_players(organizer)
    refused = roster_upload(organizer, "cup", b"name\n" + b"A" * (4 * 1024 * 1024))
    assert refused.status_code == 422 and "roster.csv: a roster is at most 4 MiB" in refused.text
    assert len(competition_service.list_players(store, "test", "cup")) == 4
