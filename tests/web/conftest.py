"""The web app over a store (the fake and a SQLite file; PostgreSQL too for a test that asks for it with
:data:`EVERY_STORE`), a clock the tests move, cheap password hashes."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from argon2 import PasswordHasher
from fastapi.testclient import TestClient
from tests.store.conftest import postgresql_urls  # noqa: F401 (a fixture: a schema of the test server)

from taikai import rules
from taikai.services.fake import FakeStore
from taikai.services.values import Competition, StaffAccount
from taikai.store import open_store
from taikai.web import WebSettings, create_app, hash_password

#: argon2 with the least work: the tests hash and verify many passwords (the app's default is argon2's).
CHEAP = PasswordHasher(time_cost=1, memory_cost=8, parallelism=1)
PASSWORD = "correct horse"
START = datetime(2025, 3, 2, 9, 0, tzinfo=UTC)


class Clock:
    """The time the app sees: it stands still until a test moves it."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def clock() -> Clock:
    return Clock()


def fill(store) -> None:
    """Two competitions and three staff accounts (an organizer, a staff member, a disabled one)."""
    with store.unit_of_work("test:setup") as uow:
        # each with its ruleset: the entry forms offer the penalties it has
        ron, tenhou = (rules.to_mapping(rules.load(name)) for name in ("ron-of-20xx", "tenhou"))
        uow.competitions.add(
            Competition("ron", "tournament", "Ron of 20XX", "ron-of-20xx", {}, "ron-of-20xx", ron)
        )
        uow.competitions.add(
            Competition("spring", "league", "Spring league", "hitonazo-m", {}, "tenhou", tenhou)
        )
        uow.staff.add(StaffAccount("org", hash_password(PASSWORD, CHEAP), "organizer"))
        uow.staff.add(StaffAccount("desk", hash_password(PASSWORD, CHEAP), "staff"))
        uow.staff.add(StaffAccount("gone", hash_password(PASSWORD, CHEAP), "staff", active=False))


#: A test marked with it runs on PostgreSQL as well (when ``TAIKAI_TEST_POSTGRES_URL`` names a server).
EVERY_STORE = pytest.mark.parametrize("store", ["fake", "sqlite", "postgresql"], indirect=True)


@pytest.fixture(params=["fake", "sqlite"])
def store(request, tmp_path, clock) -> Iterator:
    """The fake, then a SQLite file (PostgreSQL under :data:`EVERY_STORE`), each with :func:`fill`'s
    competitions and accounts."""
    if request.param == "fake":
        made = FakeStore(clock)
    elif request.param == "postgresql":
        made = open_store(request.getfixturevalue("postgresql_urls")(), clock)
    else:
        made = open_store(f"sqlite:///{tmp_path}/taikai.db", clock)
    fill(made)
    yield made
    if request.param != "fake":
        made.close()


def settings(clock: Clock, **changes) -> WebSettings:
    return WebSettings(**{"clock": clock, "hasher": CHEAP, **changes})


@pytest.fixture
def app(store, clock):
    return create_app(store, settings(clock))


@pytest.fixture
def client(app) -> TestClient:
    return TestClient(app)


CSRF = re.compile(r'name="csrf_token" value="([0-9a-f]+)"')


def csrf_of(page: str) -> str:
    """The CSRF token a page put in its forms."""
    found = CSRF.search(page)
    assert found, "the page has no form with a CSRF token"
    return found.group(1)


def log_in(client: TestClient, login: str, password: str = PASSWORD, **headers: str):
    token = csrf_of(client.get("/login").text)
    form = {"login": login, "password": password, "csrf_token": token}
    return client.post("/login", data=form, headers=headers, follow_redirects=False)
