"""The fake agrees with the database: any sequence of game entries, edits and removals gets the same
answers (values or refusals, with the same codes and parameters) and leaves the same games and
audit log on the fake as on SQLite (and the same games of each player, and of some ids)."""

from __future__ import annotations

import uuid
from dataclasses import replace
from datetime import UTC, datetime, timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from taikai.services.fake import FakeStore
from taikai.services.unit_of_work import StoreError
from taikai.services.values import Competition, Game, Player
from taikai.store import open_store

PLAYERS = ("p1", "p2", "p3", "p4", "p5")

games = st.builds(
    dict,
    id=st.sampled_from(["g1", "g2", "g3"]),
    hour=st.integers(0, 3),
    # now and then an unregistered player (p9)
    seats=st.one_of(
        st.permutations(PLAYERS).map(lambda seats: tuple(seats[:4])),
        st.just(("p1", "p2", "p3", "p9")),
    ),
    platform_id=st.sampled_from([None, "u-1", "u-2"]),
    key=st.sampled_from([None, "k1", "k2"]),
    table=st.sampled_from([None, 1, 2]),
    points=st.lists(st.integers(-5000, 60000), min_size=4, max_size=4),
)
operations = st.lists(st.tuples(st.sampled_from(["add", "add", "update", "remove"]), games), max_size=12)


def _game(slug: str, entry: dict) -> Game:
    platform = None if entry["platform_id"] is None else "majsoul"
    round_ = None if entry["table"] is None else 1
    return Game(
        slug,
        entry["id"],
        datetime(2025, 3, 2, tzinfo=UTC) + timedelta(hours=entry["hour"]),
        entry["seats"],
        {"points": entry["points"]},
        "majsoul-contest" if platform else "manual",
        platform,
        entry["platform_id"],
        key=entry["key"],
        round=round_,
        table=entry["table"],
    )


def _run(store, slug: str, steps) -> list:
    with store.unit_of_work("setup") as uow:
        uow.competitions.add(Competition(slug, "league", "x", "hitonazo-m", {}, "hitonazo-m", {}))
        for player in PLAYERS:
            uow.players.add(Player(slug, player, player.upper()))
    answers: list = []
    for kind, entry in steps:
        game = _game(slug, entry)
        try:
            with store.unit_of_work("cli:aki", reason=kind) as uow:
                answers.append(getattr(uow.games, kind)(game))
        except StoreError as error:
            answers.append((error.code, error.params))
    with store.unit_of_work("check") as uow:
        answers.append(uow.games.list(slug))
        # a player's games by player, and games by id: the player page's reads
        answers.append([uow.games.of_player(slug, player) for player in PLAYERS])
        answers.append(uow.games.many(slug, ["g3", "g1"]))
        audit = [replace(e, id=0, at=None, competition=None) for e in uow.audit.entries(slug)]
        answers.append(audit)
    return answers


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=operations)
def test_the_fake_answers_as_sqlite_does(sqlite_url, steps):
    slug = f"c-{uuid.uuid4().hex[:8]}"  # one database for every example: a competition each
    store = open_store(sqlite_url)
    try:
        assert _run(FakeStore(), slug, steps) == _run(store, slug, steps)
    finally:
        store.close()


def _linked(store) -> list:
    """Four competitions; Aki holds two accounts in ``a``; ``b`` has both (two players), ``c`` the
    second only, ``d`` none of them."""
    with store.unit_of_work("setup") as uow:
        for slug in ("a", "b", "c", "d"):
            uow.competitions.add(Competition(slug, "league", "x", "hitonazo-m", {}, "hitonazo-m", {}))
        uow.players.add(Player("a", "aki", "Aki", accounts=("tenhou:aki", "majsoul:1")))
        uow.players.add(Player("b", "x1", "X1", accounts=("tenhou:aki",)))
        uow.players.add(Player("b", "x2", "X2", accounts=("majsoul:1",)))
        uow.players.add(Player("c", "y", "Y", accounts=("tenhou:aki",)))
        uow.players.add(Player("d", "z", "Z", accounts=("majsoul:2",)))
    with store.unit_of_work("check", read_only=True) as uow:
        return [uow.players.linked("a", "aki"), uow.players.linked("d", "z"), uow.players.linked("a", "none")]


def test_a_player_s_linked_competitions_are_the_same_on_the_fake(tmp_path):
    store = open_store(f"sqlite:///{tmp_path}/linked.db")
    try:
        found = _linked(store)
    finally:
        store.close()
    # b: the holder of the first account by account (majsoul:1 before tenhou:aki); each revision 1
    # (every competition changed by one unit of work)
    assert found == _linked(FakeStore()) == [[("b", "x2", 1), ("c", "y", 1)], [], []]
