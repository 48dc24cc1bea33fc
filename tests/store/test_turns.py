"""Writers of one competition take turns (on SQLite and PostgreSQL): what each decided on what it read
holds, however many write at once (docs/storage.md, "Writers take turns")."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from typing import Any

from taikai import rules
from taikai.competitions import formats
from taikai.errors import TaikaiError
from taikai.services.competitions import add_player, create_competition
from taikai.services.games import GameEntry, add_game
from taikai.store import open_store

AT_ONCE = 20


def at_once(send: Callable[[int], Any]) -> list[Any]:
    """``send(n)`` for each of :data:`AT_ONCE` threads, released together; its value or the code of
    its refusal."""
    start = threading.Barrier(AT_ONCE)

    def one(number: int) -> Any:
        start.wait()
        try:
            return send(number)
        except TaikaiError as error:
            return error.reason.code if error.reason is not None else error.code

    with ThreadPoolExecutor(AT_ONCE) as pool:
        return list(pool.map(one, range(AT_ONCE)))


def cup(url: str, players: int = 0) -> Any:
    store = open_store(url, connections=AT_ONCE)
    fmt = formats.load("itsuka-chuuren")
    create_competition(store, "test", "cup", "cup", fmt, rules.load(fmt.ruleset), name="Cup")
    for number in range(players):
        add_player(store, "test", "cup", f"Player {number}")
    return store


def test_players_added_at_once_each_get_an_id_of_their_own(database_url):
    store = cup(database_url)
    added = at_once(lambda n: add_player(store, "test", "cup", f"Entrant {n}").id)
    assert sorted(added) == sorted(f"p{n}" for n in range(1, AT_ONCE + 1))
    store.close()


def test_one_game_entered_at_once_without_a_key_is_stored_once(database_url):
    # no key: the same game (time, seats, points) entered again is refused as entered before
    store = cup(database_url, players=4)
    entry = GameEntry(
        ("p1", "p2", "p3", "p4"), datetime(2025, 3, 1, 12, tzinfo=UTC), points=(40000, 30000, 20000, 10000)
    )
    answers = at_once(lambda _: add_game(store, "test", "cup", entry).game.id)
    assert Counter(answers) == {"g1": 1, "game_entered_before": AT_ONCE - 1}
    store.close()
