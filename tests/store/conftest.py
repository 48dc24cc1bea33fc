"""Backends for the storage tests: the fake, a SQLite file, and PostgreSQL when a server is given.

PostgreSQL runs when ``TAIKAI_TEST_POSTGRES_URL`` names a database the tests may create schemas in
(.ci/run starts one: ``postgresql://taikai:taikai@localhost:5432/taikai_test``); each test gets a
schema of its own, dropped afterwards. Without the URL those tests are skipped with that reason,
unless ``TAIKAI_REQUIRE_POSTGRES=1`` (CI) makes the absence a failure.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import text

from taikai.services.fake import FakeStore
from taikai.services.unit_of_work import Store
from taikai.services.values import Competition, Game, Player
from taikai.store import engine_for, open_store

POSTGRES_URL = os.environ.get("TAIKAI_TEST_POSTGRES_URL")
SKIP_REASON = (
    "PostgreSQL tests need TAIKAI_TEST_POSTGRES_URL=postgresql://USER:PASSWORD@HOST/DATABASE "
    "(.ci/run starts a server and sets it)"
)

START = datetime(2025, 3, 1, tzinfo=UTC)


class Clock:
    """A clock that moves one second each time it is read (audit times are checkable)."""

    def __init__(self) -> None:
        self.reads = 0

    def __call__(self) -> datetime:
        self.reads += 1
        return START + timedelta(seconds=self.reads)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def sqlite_url(tmp_path) -> str:
    return f"sqlite:///{tmp_path}/taikai.db"


@pytest.fixture
def postgresql_urls() -> Iterator[Callable[[], str]]:
    """Makes URLs whose connections work in a fresh schema of the test server (dropped afterwards)."""
    if not POSTGRES_URL:
        if os.environ.get("TAIKAI_REQUIRE_POSTGRES") == "1":
            pytest.fail(f"TAIKAI_REQUIRE_POSTGRES=1 but no server: {SKIP_REASON}")
        pytest.skip(SKIP_REASON)
    admin = engine_for(POSTGRES_URL)
    made: list[str] = []

    def new() -> str:
        schema = f"test_{uuid.uuid4().hex[:12]}"
        with admin.begin() as connection:
            connection.execute(text(f'CREATE SCHEMA "{schema}"'))
        made.append(schema)
        url = admin.url.update_query_dict({"options": f"-csearch_path={schema}"})
        return url.render_as_string(hide_password=False)

    yield new
    with admin.begin() as connection:
        for schema in made:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
    admin.dispose()


@pytest.fixture
def postgresql_url(postgresql_urls) -> str:
    return postgresql_urls()


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request) -> str:
    """Each database backend in turn."""
    return request.getfixturevalue(f"{request.param}_url")


@pytest.fixture(params=["fake", "sqlite", "postgresql"])
def store(request, clock) -> Iterator[Store]:
    """Each implementation of the port in turn: the fake, SQLite, PostgreSQL."""
    if request.param == "fake":
        yield FakeStore(clock)
        return
    sql = open_store(request.getfixturevalue(f"{request.param}_url"), clock)
    yield sql
    sql.close()


# --------------------------------------------------------------------------- values for the tests

SEATS = ("p1", "p2", "p3", "p4")


def competition(slug: str = "spring", **changes: Any) -> Competition:
    values: dict[str, Any] = {
        "slug": slug,
        "kind": "league",
        "name": "Spring league",
        "format_name": "hitonazo-m",
        "format": {"timezone": "Asia/Tokyo"},
        "rules_name": "hitonazo-m",
        "rules": {"uma": {"first": "30.0"}, "oka": 0},
    }
    return Competition(**{**values, **changes})


def player(number: int, slug: str = "spring", **changes: Any) -> Player:
    values: dict[str, Any] = {"competition": slug, "id": f"p{number}", "name": f"Player {number}"}
    return Player(**{**values, **changes})


def game(id: str, hour: int = 21, slug: str = "spring", **changes: Any) -> Game:
    values: dict[str, Any] = {
        "competition": slug,
        "id": id,
        "played_at": datetime(2025, 3, 2, hour, tzinfo=UTC),
        "seats": SEATS,
        "record": {"points": [48000, 31000, 12000, 9000], "deposits": 0},
    }
    return Game(**{**values, **changes})


def seed(store: Store, players: int = 6) -> Store:
    """A competition ``spring`` with players p1..pN."""
    with store.unit_of_work("test:setup") as uow:
        uow.competitions.add(competition())
        for number in range(1, players + 1):
            uow.players.add(player(number))
    return store


class Make:
    """The value builders above, for the test modules (``make.game("g1")``)."""

    competition = staticmethod(competition)
    player = staticmethod(player)
    game = staticmethod(game)
    seed = staticmethod(seed)
    seats = SEATS


@pytest.fixture
def make() -> type[Make]:
    return Make


@pytest.fixture
def seeded(store: Store) -> Store:
    """``store`` with the competition ``spring`` and players p1..p6."""
    return seed(store)
