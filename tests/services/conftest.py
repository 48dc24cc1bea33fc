"""The services on each store: the fake unit of work, SQLite, and PostgreSQL when a server is given
(the storage tests' backends, tests/store/conftest.py), and competitions to work on."""

from __future__ import annotations

import pytest
from tests.store import conftest as backends

from taikai.competitions import formats
from taikai.contracts.formats import format_ruleset
from taikai.rules import load
from taikai.services.competitions import add_player, create_competition
from taikai.services.unit_of_work import Store

ACTOR = "test:organizer"

# the storage tests' backends: the fake, a SQLite file, PostgreSQL (skipped without a server)
clock, sqlite_url, postgresql_urls, postgresql_url = (
    backends.clock,
    backends.sqlite_url,
    backends.postgresql_urls,
    backends.postgresql_url,
)
store = backends.store


def make_cup(store: Store, slug: str = "club", players: int = 4, rules: str | None = None) -> Store:
    """A cup of the itsuka-chuuren format (under ``rules`` when given) with players p1..pN."""
    fmt = formats.load("itsuka-chuuren")
    ruleset = load(rules) if rules is not None else format_ruleset(fmt)
    create_competition(store, ACTOR, slug, "cup", fmt, ruleset, rules_name=rules, name="Club cup")
    for number in range(1, players + 1):
        add_player(store, ACTOR, slug, f"Player {number}")
    return store


def make_tournament(store: Store, slug: str = "ron", players: int = 8) -> Store:
    """A one-day tournament of the ron-of-20xx format with players p1..pN."""
    fmt = formats.load("ron-of-20xx")
    create_competition(store, ACTOR, slug, "tournament", fmt, format_ruleset(fmt), name="Ron of 2025")
    for number in range(1, players + 1):
        add_player(store, ACTOR, slug, f"Player {number}")
    return store


@pytest.fixture
def club(store: Store) -> Store:
    """``store`` with the cup ``club`` (itsuka-chuuren) and players p1..p4."""
    return make_cup(store)


@pytest.fixture
def ron(store: Store) -> Store:
    """``store`` with the tournament ``ron`` (ron-of-20xx) and players p1..p8."""
    return make_tournament(store)
