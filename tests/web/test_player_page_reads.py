"""The player page reads the player's games only, a hundred a page (issue 21 item 6: a player of a
league of 100,000 games read every game of the league on every request): on the fake and SQLite."""

from __future__ import annotations

import re
from datetime import timedelta
from decimal import Decimal

import pytest
from tests.web.conftest import START

from taikai import rules
from taikai.competitions import formats
from taikai.contracts.jsonio import loads
from taikai.services import files, public
from taikai.services.competitions import add_player, create_competition
from taikai.services.values import Game

#: Aki's games and the others' (Aki not seated): more than a page of Aki's, and games Aki never sees.
MINE, OTHERS = 130, 40
POINTS = [40000, 30000, 20000, 10000]


@pytest.fixture
def league(store):
    """A league ``big`` (hitonazo-m: M-League scoring) of five players: Aki (p1) in 130 games, in
    each seat in turn, and 40 games of the four others."""
    fmt, ruleset = formats.load("hitonazo-m"), rules.load("hitonazo-m")
    create_competition(store, "test:setup", "big", "league", fmt, ruleset, name="Big league")
    for n, name in enumerate(("Aki", "Ben", "Chie", "Dai", "Eri"), 1):
        add_player(store, "test:setup", "big", name, id=f"p{n}")
    with store.unit_of_work("test:setup") as uow:
        four = ["p1", "p2", "p3", "p4"]
        for n in range(MINE):
            seats = tuple(four[n % 4 :] + four[: n % 4])
            at = START + timedelta(minutes=10 * n)
            uow.games.add(Game("big", f"a{n:03}", at, seats, {}, result={"points": POINTS}))
        for n in range(OTHERS):
            at = START + timedelta(minutes=10 * n + 5)
            seats = ("p2", "p3", "p4", "p5")
            uow.games.add(Game("big", f"o{n:03}", at, seats, {}, result={"points": POINTS}))
    return store


def test_the_page_shows_a_hundred_of_the_player_s_games_the_latest_first(league, client):
    first, second = client.get("/c/big/players/p1"), client.get("/c/big/players/p1?page=2")
    assert first.status_code == second.status_code == 200
    listed = [page.text.split('<ul class="cards games">')[-1] for page in (first, second)]
    cards = [re.findall(r'href="/c/big/games/(\w+)"', text) for text in listed]
    # the latest first: a129 ... a030 on page 1, a029 ... a000 on page 2; never a game of the others
    assert cards[0] == [f"a{n:03}" for n in range(129, 29, -1)]
    assert cards[1] == [f"a{n:03}" for n in range(29, -1, -1)]
    assert "130 games" in first.text and "page 1 of 2" in first.text.lower()
    assert client.get("/c/big/players/p1?page=3").status_code == 404
    # the running score is every game's, on every page. M-League: 40,000 1st +10 + 50 = 60.0, 30,000
    # 2nd 0 + 10 = 10.0, 20,000 3rd -10 - 10 = -20.0, 10,000 4th -20 - 30 = -50.0; Aki sits 1st, 4th,
    # 3rd, 2nd in turn (a cycle sums to 0): 32 cycles and a000-like 1st and 4th, 60.0 - 50.0 = +10.0
    every = loads(client.get("/api/competitions/big/players/p1").text)["games"]
    assert len(every) == MINE and sum(Decimal(g["score"]) for g in every) == Decimal("10.0")
    svg = [re.search(r"<svg .*?</svg>", page.text, re.S).group(0) for page in (first, second)]
    assert svg[0] == svg[1] and "total +10.0" in first.text


def test_a_page_reads_its_games_and_no_other(league, client, monkeypatch):
    client.get("/c/big/players/p1")  # the standings and the statistics kept for this revision
    loaded, lined = [], []
    load, line = files.load, public._game_line
    monkeypatch.setattr(files, "load", lambda *args: loaded.append(args) or load(*args))
    monkeypatch.setattr(public, "_game_line", lambda *args: lined.append(args[1].id) or line(*args))
    page = client.get("/c/big/players/p1?page=2")
    assert page.status_code == 200
    # nothing loads the competition's games; the page's 30 games are the only ones read and settled
    assert loaded == [] and sorted(lined) == [f"a{n:03}" for n in range(30)]
    # asked again at the same revision: kept with the standings, nothing read again
    assert client.get("/c/big/players/p1?page=2").text == page.text and len(lined) == 30
