"""One unit of work per request (issue 24, item 8): every route of the app, public or staff, logged in
or not, reading or writing, opens at most one unit of work of the store (one transaction, committed
once): the login read for the page, the page's reads and a form's writes share it
(:mod:`taikai.services.shared`).

The app is served over a store that counts the units of work opened on it, on a SQLite file with the
competitions of :mod:`tests.web.stored` (a league, a tournament, a cup); every route of every router
is asked at least once (the test fails for a route it does not ask). A staff member's request reads
the login, so each opens exactly one (but the JSON API's competitions and standings, which show no
login); the competitions and the standings kept are read in none."""

from __future__ import annotations

import importlib
import io
import pkgutil
import re
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from tests.web.conftest import CHEAP, PASSWORD, csrf_of, log_in, settings
from tests.web.stored import fill

from taikai.services.fake import FakeStore, FakeUnitOfWork
from taikai.services.values import StaffAccount
from taikai.store import open_store
from taikai.store.engine import DatabaseError
from taikai.web import create_app, hash_password
from taikai.web import routes as web_routes


class Counting:
    """A store that counts the units of work opened on it."""

    def __init__(self, store) -> None:
        self.store, self.opened = store, 0

    def unit_of_work(self, actor, reason=None, *, read_only=False):
        self.opened += 1
        return self.store.unit_of_work(actor, reason, read_only=read_only)

    def revision(self, slug):
        return self.store.revision(slug)

    def kept_standings(self, slug, version):
        return self.store.kept_standings(slug, version)

    def summaries(self):
        return self.store.summaries()


def _accounts(store) -> None:
    with store.unit_of_work("test:setup") as uow:
        uow.staff.add(StaffAccount("org", hash_password(PASSWORD, CHEAP), "organizer"))
        uow.staff.add(StaffAccount("desk", hash_password(PASSWORD, CHEAP), "staff"))


@pytest.fixture(params=["sqlite", "fake"])
def served(request, tmp_path, clock):
    store = open_store(f"sqlite:///{tmp_path}/t.db", clock) if request.param == "sqlite" else FakeStore(clock)
    fill(store)
    _accounts(store)
    counting = Counting(store)
    app = create_app(counting, settings(clock))
    yield app, counting
    if request.param == "sqlite":
        store.close()


class Asked:
    """Every request sent and the units of work it opened."""

    def __init__(self, app, counting) -> None:
        self.client, self.counting, self.seen = TestClient(app), counting, []

    def __call__(self, method: str, path: str, **sent):
        self.counting.opened = 0
        answer = self.client.request(method, path, follow_redirects=False, **sent)
        self.seen.append((method, path.split("?")[0], answer.status_code, self.counting.opened))
        assert answer.status_code < 500, (method, path, answer.status_code, answer.text[:300])
        return answer


#: Pages answered without the database: static files, the schema, the language switch.
NO_DATABASE = ("/static/", "/api/openapi.json", "/lang/")
#: The JSON API's answers read in no unit of work (it shows no login): the competitions (one
#: statement), the standings and statistics kept.
KEPT = re.compile(r"^/api/competitions(/[^/]+/(standings(\.csv)?|stats(\.csv)?|players/[^/]+/stats))?$")


def _public(ask: Asked, link: str) -> None:
    for path in (
        "/",
        "/health",
        "/login",
        "/lang/en?next=/",
        "/static/taikai.css",
        "/api/openapi.json",
        "/c/spring",
        "/c/spring/seasons",
        "/c/spring/years/2025",
        "/c/ron/rounds",
        "/c/ron/series",
        "/c/spring/players",
        "/c/spring/players/p1",
        "/c/spring/players/p1?history=true",
        "/c/spring/games",
        "/c/spring/games/g1",
        "/c/spring/games/g1/play.mjai",
        "/c/spring/rules",
        "/c/spring/rules.toml",
        "/c/spring/stats",
        "/c/spring/teams",  # not a competition of teams: refused, in one unit of work too
        "/c/spring/teams/A",
        "/c/ron/screen",
        "/c/ron/screen/tables",
        "/c/ron/screen/standings",
        "/c/ron/screen/timer?start=2025-03-01T10:00:00%2B09:00",
        "/api/competitions",
        "/api/competitions/spring/standings",
        "/api/competitions/spring/standings?season=2025-03&limit=2",
        "/api/competitions/spring/standings.csv",
        "/api/competitions/spring/players",
        "/api/competitions/spring/players/p1",
        "/api/competitions/spring/players/p1/stats",
        "/api/competitions/spring/games",
        "/api/competitions/spring/games/g1",
        "/api/competitions/spring/rules",
        "/api/competitions/ron/seatings",
        "/api/competitions/ron/series",
        "/api/competitions/spring/stats",
        "/api/competitions/spring/stats.csv",
        link,
    ):
        ask("GET", path)


def _staff(ask: Asked, app, clock) -> None:
    token = csrf_of(ask("GET", "/staff/c/club").text)
    for path in (
        "/staff",
        "/staff/accounts",
        "/staff/links",
        "/staff/competitions",
        "/staff/competitions/new",
        "/staff/c/club/players/c1",
        "/staff/c/club/games/new",
        "/staff/c/club/games/g1",
        "/staff/c/club/import",
        "/staff/c/club/hands",
        "/staff/c/ron/day",
        "/staff/c/ron/day/print?round=1",
        "/staff/c/ron/day/final",
        "/staff/c/spring/seasons",
        "/staff/c/spring/stages",  # not a competition of stages: refused
    ):
        ask("GET", path)
    form = {"csrf_token": token}
    created = ask(
        "POST",
        "/staff/competitions",
        data=form | {"slug": "cup2", "kind": "cup", "format": "itsuka-chuuren", "name": "Cup 2"},
    )
    assert created.status_code == 303
    for name in ("Aki", "Ben", "Chie", "Dai"):
        added = ask("POST", "/staff/c/cup2/players", data=form | {"name": name, "accounts": f"tenhou:{name}"})
        assert added.status_code == 303
    roster = io.BytesIO(b"name,accounts\nEmi,tenhou:Emi\n")
    ask(
        "POST",
        "/staff/c/cup2/players/import",
        data=form,
        files={"roster": ("roster.csv", roster, "text/csv")},
    )
    edited = ask("POST", "/staff/c/club/players/c1", data=form | {"name": "Aki Sato", "reason": "full name"})
    assert edited.status_code == 303
    assert ask("POST", "/staff/c/club/confirmation", data=form | {"required": "false"}).status_code == 303
    page = ask("GET", "/staff/c/club/games/new").text
    key = page.split('name="key" value="', 1)[1].split('"', 1)[0]
    game = {
        "key": key,
        "seat": ["c1", "c2", "c3", "c4"],
        "points": [45000, 30000, 15000, 10000],
        "deposits": 0,
    }
    assert ask("POST", "/staff/c/club/games", data=form | game).status_code == 200
    assert ask("POST", "/staff/c/club/games", data=form | game).status_code == 200  # the same form again
    corrected = form | {
        "reason": "typo",
        "seat": ["c1", "c2", "c3", "c4"],
        "points": [44000, 31000, 15000, 10000],
    }
    assert ask("POST", "/staff/c/club/games/g3", data=corrected).status_code == 303
    ask("POST", "/staff/c/club/games/g3/confirm", data=form)
    assert ask("POST", "/staff/c/club/games/g3/delete", data=form | {"reason": "void"}).status_code == 303
    for decision in ("apply", "dismiss"):  # no offence proposed: refused
        ask("POST", f"/staff/c/club/games/g1/offences/1/{decision}", data=form | {"reason": "seen"})
    ask("POST", "/staff/c/spring/stages/seat", data=form | {"seed": "1"})
    upload = io.BytesIO(b"not a log")
    ask("POST", "/staff/c/club/import", data=form, files={"files": ("x.json", upload, "application/json")})
    for step in ("/preview", "/add", "/undo", ""):
        ask("POST", f"/staff/c/club/hands{step}", data=form | {"seat": ["c1", "c2", "c3", "c4"]})
    for step in ("/entries", "/withdrawals", "/lottery", "/seating", "/start"):
        ask("POST", f"/staff/c/ron/day{step}", data=form | {"round": "6", "name": "Ida"})
    closed = ask("POST", "/staff/c/spring/seasons/2025-03/close", data=form | {"at": "2025-04-01 00:00"})
    assert closed.status_code == 303
    reopened = ask("POST", "/staff/c/spring/seasons/2025-03/reopen", data=form | {"reason": "a late game"})
    assert reopened.status_code == 303
    links = ask("POST", "/staff/links", data=form | {"competition": "ron", "round": "6", "tables": "2"})
    assert links.status_code == 200 and "/tables/2/" in links.text
    assert ask("POST", "/staff/accounts/desk/disable", data=form).status_code == 303


def _routes() -> list:
    found = []
    for info in pkgutil.iter_modules(web_routes.__path__):
        router = importlib.import_module(f"{web_routes.__name__}.{info.name}").router
        found += [(method, route) for route in router.routes for method in route.methods or ()]
    return found


def test_every_request_opens_at_most_one_unit_of_work(served, clock):
    app, counting = served
    ask = Asked(app, counting)
    link = app.state.web.links.table_link("ron", 6, 1, clock() + timedelta(hours=2))
    _public(ask, link)  # a visitor
    anonymous = len(ask.seen)
    assert log_in(ask.client, "org").status_code == 303
    ask("GET", "/login")
    token = csrf_of(ask("GET", "/staff").text)
    _public(ask, link)  # the same pages, logged in: the login is read in the page's unit of work
    page = ask("GET", link).text
    table = {"csrf_token": csrf_of(page), "points": [45000, 30000, 15000, 10000], "deposits": 0}
    table["key"] = page.split('name="key" value="', 1)[1].split('"', 1)[0]
    assert ask("POST", link, data=table).status_code == 200  # the final's first table, by its link
    _staff(ask, app, clock)
    ask("POST", "/login", data={"login": "desk", "password": "wrong", "csrf_token": token})
    assert ask("POST", "/logout", data={"csrf_token": csrf_of(ask("GET", "/").text)}).status_code == 303

    many = [seen for seen in ask.seen if seen[3] > 1]
    assert many == [], f"requests that opened more than one unit of work: {many}"
    logged_in = [
        seen
        for seen in ask.seen[anonymous:]
        if not seen[1].startswith(NO_DATABASE) and not KEPT.match(seen[1])
    ]
    other = [seen for seen in logged_in if seen[3] != 1]
    assert other == [], f"requests of a staff member that read the login in no unit of work: {other}"
    unasked = [
        (method, route.path)
        for method, route in _routes()
        if method != "HEAD"
        and not any(m == method and route.path_regex.match(path) for m, path, _, _ in ask.seen)
    ]
    assert unasked == []


def test_a_commit_that_fails_is_the_request_s_failure_and_stores_nothing(clock, monkeypatch, caplog):
    """The request's unit of work is committed before its answer is sent: a commit that fails
    (the database gone at that moment) is answered 503 ``database_error``, naming nothing of the
    database, and the form's player is not stored."""
    store = FakeStore(clock)
    fill(store)
    _accounts(store)
    client = TestClient(create_app(store, settings(clock)))
    assert log_in(client, "org").status_code == 303
    token = csrf_of(client.get("/staff/c/club").text)

    def down(uow) -> None:
        raise DatabaseError("database_failed", url="db.example", reason="disk full")

    monkeypatch.setattr(FakeUnitOfWork, "_commit", down)
    answer = client.post("/staff/c/club/players", data={"csrf_token": token, "name": "Emi"})
    assert answer.status_code == 503 and "database_error" in answer.text
    assert "disk full" not in answer.text and "disk full" in caplog.text
    assert answer.headers["x-frame-options"] == "DENY"  # sent as every answer is
    monkeypatch.undo()
    with store.unit_of_work("test", read_only=True) as uow:
        assert "Emi" not in {p.name for p in uow.players.list("club")}
