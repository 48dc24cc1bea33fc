"""Competitions stored as the services store them, for the public pages' tests (numbers by hand).

- ``spring``, a league under the hitonazo-m preset (M-League scoring: 25,000 start, 30,000 return,
  uma +50 +10 -10 -30, so pt = (points - 30,000) / 1,000 + uma): six players, of whom ``p5``'s name
  is hidden by a ``hide_name`` action and ``p6``'s by the player's hidden flag; three games in the
  2025-03 season and one on a maintenance day (the 27th);
- ``ron``, a tournament under ron-of-20xx with eight players (``t8``'s name hidden): five
  preliminary rounds of two tables, the final round seated but not played;
- ``club``, a monthly cup under itsuka-chuuren with two games in March 2025.

The names of hidden players all contain :data:`SECRET`: no answer of the app may contain it.
:func:`stored` is the fixture of the stores holding them (import it with ``postgresql_urls``).
"""

from __future__ import annotations

import tomllib
from datetime import datetime, timedelta, timezone
from importlib import resources

import pytest
from tests.store.conftest import postgresql_urls  # noqa: F401 (a fixture: a schema of the test server)

from taikai import rules
from taikai.competitions import formats
from taikai.services.fake import FakeStore
from taikai.services.values import Action, Competition, Game, Player
from taikai.store import open_store

SECRET = "Secret"
JST = timezone(timedelta(hours=9))


def at(day: int, hour: int = 21, month: int = 3) -> datetime:
    return datetime(2025, month, day, hour, tzinfo=JST)


def sample_record() -> dict:
    """The sample game (src/taikai/examples/sample-game.toml) as a stored record: its hands."""
    text = (resources.files("taikai.examples") / "sample-game.toml").read_text("utf-8")
    record = tomllib.loads(text)
    return {"version": record["version"], "hands": record["hands"]}


def league(uow) -> None:
    uow.competitions.add(
        Competition(
            "spring",
            "league",
            "Spring league",
            "hitonazo-m",
            {"timezone": "Asia/Tokyo"},
            "hitonazo-m",
            rules.to_mapping(rules.load("hitonazo-m")),
        )
    )
    for n, name in enumerate(["Aki", "Ben", "Chie", "Dai", f"Emi {SECRET}", f"Fumiko {SECRET}"], 1):
        uow.players.add(Player("spring", f"p{n}", name, hidden=n == 6))
    uow.actions.add(Action("spring", "hide_name", {"player": "p5"}))
    games = [
        # p1 48,000: +18 + 50 = 68.0; p2 31,000: +1 + 10 = 11.0; p3 12,000: -18 - 10 = -28.0;
        # p4 9,000: -21 - 30 = -51.0
        ("g1", at(2), ("p1", "p2", "p3", "p4"), {"points": [48000, 31000, 12000, 9000], "deposits": 0}),
        # p5 +10 + 50 = 60.0; p6 0 + 10 = 10.0; p1 -10 - 10 = -20.0; p2 -20 - 30 = -50.0
        ("g2", at(3), ("p5", "p6", "p1", "p2"), {"points": [40000, 30000, 20000, 10000], "deposits": 0}),
        ("g3", at(5), ("p1", "p2", "p3", "p4"), sample_record()),
        ("g4", at(27), ("p1", "p2", "p3", "p4"), {"points": [25000, 25000, 25000, 25000], "deposits": 0}),
    ]
    for game_id, played, seats, record in games:
        uow.games.add(Game("spring", game_id, played, seats, record))


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
#: The final round as seated after round 5 (the final tables of the standings: places 1-4 at the
#: title table, 5-8 at table 2).
FINAL = [["t1", "t2", "t3", "t5"], ["t6", "t7", "t8", "t4"]]


def tournament(uow) -> None:
    uow.competitions.add(
        Competition(
            "ron",
            "tournament",
            "Ron of 20XX",
            "ron-of-20xx",
            rules.to_mapping(formats.load("ron-of-20xx")),
            "ron-of-20xx",
            rules.to_mapping(rules.load("ron-of-20xx")),
        )
    )
    for n in range(1, 9):
        uow.players.add(Player("ron", f"t{n}", f"Hana {SECRET}" if n == 8 else f"Player {n}", hidden=n == 8))
    for r, seats in enumerate(ROTATIONS, 1):
        for table in (1, 2):
            sat = seats[(table - 1) * 4 : table * 4]
            uow.games.add(
                Game(
                    "ron",
                    f"r{r}t{table}",
                    at(1, 10 + r),
                    sat,
                    {"points": POINTS, "deposits": 0},
                    round=r,
                    table=table,
                )
            )
    uow.actions.add(Action("ron", "seat_round", {"round": 6, "tables": FINAL}))


def cup(uow) -> None:
    uow.competitions.add(
        Competition(
            "club",
            "cup",
            "Club cup",
            "itsuka-chuuren",
            rules.to_mapping(formats.load("itsuka-chuuren")),
            "itsuka-chuuren",
            rules.to_mapping(rules.load("itsuka-chuuren")),
        )
    )
    for n, name in enumerate(["Aki", "Ben", "Chie", "Dai"], 1):
        uow.players.add(Player("club", f"c{n}", name))
    uow.games.add(
        Game(
            "club",
            "m1",
            at(30, 20),
            ("c1", "c2", "c3", "c4"),
            {"points": [27000, 22300, 34400, 15300], "deposits": 1},
        )
    )
    uow.games.add(
        Game("club", "m2", at(31, 21), ("c1", "c2", "c3", "c4"), {"points": [40000, 30000, 20000, 10000]})
    )


def fill(store) -> None:
    with store.unit_of_work("test:setup") as uow:
        league(uow)
        tournament(uow)
        cup(uow)


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
