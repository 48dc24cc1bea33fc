"""Competitions stored through the services, as the organizer's commands store them, for the public
pages' tests (numbers by hand).

- ``spring``, a league under the hitonazo-m preset (M-League scoring: 25,000 start, 30,000 return,
  uma +50 +10 -10 -30, so pt = (points - 30,000) / 1,000 + uma): six players, of whom ``p5``'s name
  is hidden by a ``hide_name`` action and ``p6``'s by the player's hidden flag; three games in the
  2025-03 season and one on a maintenance day (the 27th);
- ``ron``, a tournament under ron-of-20xx with eight players (``t8``'s name hidden): five
  preliminary rounds of two tables, the final round formed but not played;
- ``club``, a monthly cup under itsuka-chuuren with two games in March 2025.

The names of hidden players all contain :data:`SECRET`: no answer of the app may contain it.
:func:`stored` is the fixture of the stores holding them (import it with ``postgresql_urls``).
"""

from __future__ import annotations

import tomllib
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from importlib import resources

import pytest
from tests.store.conftest import postgresql_urls  # noqa: F401 (a fixture: a schema of the test server)

from taikai import rules
from taikai.competitions import formats
from taikai.contracts.formats import format_ruleset
from taikai.contracts.game import parse_record
from taikai.services.competitions import add_player, create_competition
from taikai.services.fake import FakeStore
from taikai.services.games import GameEntry, add_game
from taikai.services.league import hide_name
from taikai.services.tournament import enter_table, seat_rounds
from taikai.store import open_store

SECRET = "Secret"
JST = timezone(timedelta(hours=9))
ACTOR = "test:organizer"


def at(day: int, hour: int = 21, month: int = 3) -> datetime:
    return datetime(2025, month, day, hour, tzinfo=JST)


def sample_record(ruleset: str = "hitonazo-m") -> dict:
    """The sample game (src/taikai/examples/sample-game.toml) as record data, played under
    ``ruleset`` (the competition's: a record's ruleset must be the competition's)."""
    text = (resources.files("taikai.examples") / "sample-game.toml").read_text("utf-8")
    return tomllib.loads(text) | {"rules": ruleset}


def hide_flag(store, slug: str, player: str) -> None:
    """A player's ``hidden`` flag (the store keeps it; no service sets it yet)."""
    with store.unit_of_work(ACTOR, "a name hidden") as uow:
        uow.players.update(replace(uow.players.get(slug, player), hidden=True))


def league(store) -> None:
    fmt, ruleset = formats.load("hitonazo-m"), rules.load("hitonazo-m")
    create_competition(store, ACTOR, "spring", "league", fmt, ruleset, name="Spring league")
    for n, name in enumerate(["Aki", "Ben", "Chie", "Dai", f"Emi {SECRET}", f"Fumiko {SECRET}"], 1):
        add_player(store, ACTOR, "spring", name, id=f"p{n}")
    hide_flag(store, "spring", "p6")
    hide_name(store, ACTOR, "spring", "p5")
    four = ("p1", "p2", "p3", "p4")
    record = parse_record(sample_record(), "sample-game.toml", ruleset=ruleset)
    entries = [
        # p1 48,000: +18 + 50 = 68.0; p2 31,000: +1 + 10 = 11.0; p3 12,000: -18 - 10 = -28.0;
        # p4 9,000: -21 - 30 = -51.0
        GameEntry(four, at(2), points=(48000, 31000, 12000, 9000)),
        # p5 +10 + 50 = 60.0; p6 0 + 10 = 10.0; p1 -10 - 10 = -20.0; p2 -20 - 30 = -50.0
        GameEntry(("p5", "p6", "p1", "p2"), at(3), points=(40000, 30000, 20000, 10000)),
        GameEntry(four, at(5), record=record),
        GameEntry(four, at(27), points=(25000, 25000, 25000, 25000)),
    ]
    for entry in entries:
        add_game(store, ACTOR, "spring", entry)


#: Eight players; round r seats table 1 and table 2 (E S W N) from this rotation of the ids.
ROTATIONS = [
    ("t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8"),
    ("t1", "t5", "t2", "t6", "t3", "t7", "t4", "t8"),
    ("t1", "t6", "t3", "t8", "t2", "t5", "t4", "t7"),
    ("t1", "t7", "t4", "t6", "t2", "t8", "t3", "t5"),
    ("t1", "t8", "t2", "t7", "t3", "t6", "t4", "t5"),
]
#: Every preliminary table ends the same way: East 40,000, South 30,000, West 20,000, North 10,000
#: (pt +60.0, +10.0, -20.0, -50.0 under ron-of-20xx, M-League's scoring).
POINTS = [40000, 30000, 20000, 10000]
#: The final round as the standings form it after round 5 (places 1-4 at the title table, 5-8 at
#: table 2, each seated by the format's rule).
FINAL = [["t1", "t2", "t3", "t5"], ["t6", "t7", "t8", "t4"]]


def tournament(store, slug: str = "ron") -> None:
    """Eight players (``t8``'s name hidden by the flag); the seat draw kept, then every preliminary
    table entered at its round and table with the seats of :data:`ROTATIONS` (the organizer seats
    them so), the final round formed but not played."""
    fmt = formats.load("ron-of-20xx")
    create_competition(store, ACTOR, slug, "tournament", fmt, format_ruleset(fmt), name="Ron of 20XX")
    for n in range(1, 9):
        add_player(store, ACTOR, slug, f"Hana {SECRET}" if n == 8 else f"Player {n}", id=f"t{n}")
    hide_flag(store, slug, "t8")
    seat_rounds(store, ACTOR, slug, seed=1)
    for r, seats in enumerate(ROTATIONS, 1):
        for table in (1, 2):
            sat = seats[(table - 1) * 4 : table * 4]
            enter_table(store, ACTOR, slug, r, table, POINTS, seats=sat, played_at=at(1, 10 + r))


def final_round(store, slug: str = "ron") -> None:
    """The final round played: each table as formed (:data:`FINAL`) ends as :data:`POINTS`."""
    for table in (1, 2):
        enter_table(store, ACTOR, slug, 6, table, POINTS, played_at=at(1, 17))


def cup(store) -> None:
    fmt = formats.load("itsuka-chuuren")
    create_competition(store, ACTOR, "club", "cup", fmt, format_ruleset(fmt), name="Club cup")
    for n, name in enumerate(["Aki", "Ben", "Chie", "Dai"], 1):
        add_player(store, ACTOR, "club", name, id=f"c{n}")
    seats = ("c1", "c2", "c3", "c4")
    add_game(
        store, ACTOR, "club", GameEntry(seats, at(30, 20), points=(27000, 22300, 34400, 15300), deposits=1)
    )
    add_game(store, ACTOR, "club", GameEntry(seats, at(31, 21), points=(40000, 30000, 20000, 10000)))


def fill(store) -> None:
    """The three competitions, as the organizer's commands store them."""
    league(store)
    tournament(store)
    cup(store)


@pytest.fixture(params=["fake", "sqlite", "postgresql"])
def stored(request, tmp_path, clock):
    """The competitions on the fake store, a SQLite file, and PostgreSQL (when
    ``TAIKAI_TEST_POSTGRES_URL`` names a server: tests/store/conftest.py)."""
    if request.param == "fake":
        made = FakeStore(clock)
    elif request.param == "sqlite":
        made = open_store(f"sqlite:///{tmp_path}/t.db", clock)
    else:
        made = open_store(request.getfixturevalue("postgresql_urls")(), clock)
    fill(made)
    yield made
    if request.param != "fake":
        made.close()
