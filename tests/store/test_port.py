"""The unit-of-work port, on each backend (the fake, SQLite, PostgreSQL): the same calls, the same
answers, the same refusals. A service tested on the fake behaves the same on a database."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta, timezone
from decimal import Decimal

import pytest

from taikai.services.unit_of_work import Conflict, NotFound
from taikai.services.values import Action, CompetitionSummary, StaffAccount

JST = timezone(timedelta(hours=9))


def test_competition_round_trip_keeps_format_and_rules_as_data(store, make):
    spring = make.competition(rules={"uma": {"first": Decimal("30.0")}, "names": ("a", "b")})
    with store.unit_of_work("cli:aki") as uow:
        stored = uow.competitions.add(spring)
    with store.unit_of_work("cli:aki") as uow:
        again = uow.competitions.require("spring")
        assert uow.competitions.list() == [again]
    assert stored == spring and stored.rules["names"] == ("a", "b")  # given back as given
    # pt come back exact; a tuple comes back as the JSON list a database keeps
    assert again.rules == {"uma": {"first": Decimal("30.0")}, "names": ["a", "b"]}
    assert str(again.rules["uma"]["first"]) == "30.0"
    assert again.format == {"timezone": "Asia/Tokyo"}
    assert stored.created_at == again.created_at is not None
    with store.unit_of_work("cli:aki") as uow:
        assert uow.competitions.get("autumn") is None
        with pytest.raises(NotFound) as missing:
            uow.competitions.require("autumn")
    assert missing.value.code == "competition_not_found"
    assert missing.value.message == "no competition 'autumn'"


def test_competition_summaries_are_the_list_without_format_and_rules(store, make):
    with store.unit_of_work("cli:aki") as uow:
        uow.competitions.add(make.competition(rules={"uma": {"first": Decimal("30.0")}}))
        uow.competitions.add(make.competition("autumn", kind="cup", name="Autumn cup", rules_name="mine"))
    with store.unit_of_work("cli:aki", read_only=True) as uow:
        listed, summaries = uow.competitions.list(), uow.competitions.summaries()
    assert summaries == [
        CompetitionSummary(c.slug, c.kind, c.name, c.format_name, c.rules_name) for c in listed
    ]
    assert [(s.slug, s.kind, s.rules_name) for s in summaries] == [
        ("spring", "league", "hitonazo-m"),
        ("autumn", "cup", "mine"),
    ]


def test_a_list_of_competitions_reads_no_format_nor_ruleset(database_url, make):
    """The summaries (what the competitions page, the API's list and /health show) read neither a
    competition's format nor its ruleset: JSON read back and checked, a millisecond a request."""
    from sqlalchemy import event

    from taikai.store import open_store

    store = open_store(database_url)
    with store.unit_of_work("cli:aki") as uow:
        uow.competitions.add(make.competition())
    statements: list[str] = []
    event.listen(store.engine, "before_cursor_execute", lambda *args: statements.append(args[2]))
    with store.unit_of_work("cli:aki", read_only=True) as uow:
        assert [s.slug for s in uow.competitions.summaries()] == ["spring"]
    store.close()
    read = [s for s in statements if "FROM competitions" in s]
    assert read and not any(
        word in s for s in read for word in ("competitions.format,", "competitions.rules,")
    )


def test_times_keep_the_instant_in_utc(seeded, make):
    # 21:00 in Tokyo (+09:00) is 12:00 UTC; the +09:00 is not kept, the instant is
    tokyo = datetime(2025, 3, 2, 21, 0, tzinfo=JST)
    with seeded.unit_of_work("cli:aki") as uow:
        uow.games.add(make.game("g1", played_at=tokyo))
    with seeded.unit_of_work("cli:aki") as uow:
        stored = uow.games.get("spring", "g1")
    assert stored.played_at == tokyo
    assert stored.played_at.isoformat() == "2025-03-02T12:00:00+00:00"


def test_players_by_account_and_in_order_added(seeded, make):
    with seeded.unit_of_work("cli:aki") as uow:
        uow.players.add(make.player(10, accounts=("tenhou:Aki", "majsoul:101"), data={"tier": "B2"}))
        uow.players.add(make.player(7, hidden=True))
    with seeded.unit_of_work("cli:aki") as uow:
        aki = uow.players.by_account("spring", "majsoul:101")
        assert aki == uow.players.by_account("spring", "tenhou:Aki") == uow.players.get("spring", "p10")
        assert uow.players.by_account("spring", "majsoul:102") is None
        assert [p.id for p in uow.players.list("spring")] == ["p1", "p2", "p3", "p4", "p5", "p6", "p10", "p7"]
        assert uow.players.get("spring", "p7").hidden is True
    assert aki.accounts == ("majsoul:101", "tenhou:Aki")  # kept sorted
    assert aki.data == {"tier": "B2"}


def test_player_accounts_change(seeded, make):
    with seeded.unit_of_work("cli:aki") as uow:
        p1 = uow.players.update(make.player(1, accounts=("majsoul:101", "tenhou:Aki")))
    with seeded.unit_of_work("cli:aki") as uow:
        uow.players.update(replace(p1, accounts=("majsoul:101", "majsoul:999"), name="Aki"))
    with seeded.unit_of_work("cli:aki") as uow:
        assert uow.players.by_account("spring", "tenhou:Aki") is None
        assert uow.players.by_account("spring", "majsoul:999").name == "Aki"
        # an account given up can be registered to another player
        uow.players.update(make.player(2, accounts=("tenhou:Aki",)))
        assert uow.players.by_account("spring", "tenhou:Aki").id == "p2"


def test_games_queries(seeded, make):
    with seeded.unit_of_work("cli:aki") as uow:
        uow.games.add(make.game("late", hour=23))
        uow.games.add(make.game("early", hour=9, platform="majsoul", platform_id="250302-a"))
        uow.games.add(make.game("same-time-b", hour=12, key="sheet-2"))
        uow.games.add(make.game("same-time-a", hour=12, platform="majsoul", platform_id="250302-b"))
        uow.games.add(make.game("tenhou", hour=15, platform="tenhou", platform_id="2019103023gm-00a9"))
    with seeded.unit_of_work("cli:aki") as uow:
        games = uow.games
        # by time, then in the order entered
        assert [g.id for g in games.list("spring")] == [
            "early",
            "same-time-b",
            "same-time-a",
            "tenhou",
            "late",
        ]
        noon = datetime(2025, 3, 2, 12, tzinfo=UTC)
        # from 12:00 included to 23:00 excluded
        window = games.between("spring", noon, noon + timedelta(hours=11))
        assert [g.id for g in window] == ["same-time-b", "same-time-a", "tenhou"]
        assert games.by_platform_id("spring", "majsoul", "250302-b").id == "same-time-a"
        assert games.by_platform_id("spring", "tenhou", "250302-b") is None
        assert games.by_key("spring", "sheet-2").id == "same-time-b"
        assert games.by_key("spring", "sheet-3") is None
        assert games.platform_ids("spring", "majsoul") == {"250302-a", "250302-b"}
        assert games.count("spring") == 5
        assert games.ids("spring") == {g.id for g in games.list("spring")} and len(games.ids("spring")) == 5
        assert games.get("spring", "late").seats == make.seats


def test_game_content_round_trips_exactly(seeded, make):
    record = {"scores": {"p1": Decimal("12.3"), "p2": Decimal("-5.0")}, "deposits": 1, "penalties": []}
    result = {"results": [{"seat": 0, "score": Decimal("-57.0")}], "residue": Decimal("0.0")}
    entered = make.game("g1", record=record, result=result, key="k1", round=2, table=3)
    with seeded.unit_of_work("cli:aki") as uow:
        uow.games.add(entered)
    with seeded.unit_of_work("cli:aki") as uow:
        stored = uow.games.get("spring", "g1")
    assert stored == entered
    assert stored.content_hash == entered.content_hash
    assert str(stored.result["results"][0]["score"]) == "-57.0"
    assert (stored.round, stored.table, stored.key, stored.source) == (2, 3, "k1", "manual")


def test_game_edit_and_delete(seeded, make):
    with seeded.unit_of_work("cli:aki") as uow:
        g1 = uow.games.add(make.game("g1"))
    with seeded.unit_of_work("cli:aki", reason="seats were swapped") as uow:
        edited = uow.games.update(
            replace(g1, seats=("p2", "p1", "p3", "p5"), record={"points": [1, 2, 3, 4]})
        )
    assert edited.created_at == g1.created_at and edited.updated_at > g1.updated_at
    with seeded.unit_of_work("cli:aki") as uow:
        assert uow.games.get("spring", "g1").seats == ("p2", "p1", "p3", "p5")
        # p4 no longer plays: it can go; p5 now plays: it cannot
        uow.players.remove(make.player(4))
        with pytest.raises(Conflict) as seated:
            uow.players.remove(make.player(5))
        uow.games.remove(g1)
        assert uow.games.get("spring", "g1") is None
        uow.players.remove(make.player(5))
    assert seated.value.code == "player_has_games"
    assert seated.value.params == {"competition": "spring", "player": "p5", "games": 1}


def test_unknown_competition_and_players_are_not_found(seeded, make):
    with seeded.unit_of_work("cli:aki") as uow:
        with pytest.raises(NotFound) as competition:
            uow.games.list("autumn")
        with pytest.raises(NotFound) as seat:
            uow.games.add(make.game("g1", seats=("p1", "p2", "p3", "p99")))
        with pytest.raises(NotFound) as edit:
            uow.games.update(make.game("g404"))
        with pytest.raises(NotFound) as player:
            uow.players.add(make.player(1, slug="autumn"))
    assert competition.value.code == player.value.code == "competition_not_found"
    assert seat.value.code == "player_not_found" and seat.value.params["player"] == "p99"
    assert edit.value.message == "spring: no game 'g404'"


@pytest.mark.parametrize(
    ("first", "second", "code", "params"),
    [
        ({}, {}, "game_exists", {"game": "g1"}),
        (
            {"platform": "majsoul", "platform_id": "u-1"},
            {"platform": "majsoul", "platform_id": "u-1"},
            "platform_game_stored",
            {"platform": "majsoul", "platform_id": "u-1", "game": "g1"},
        ),
        ({"key": "k"}, {"key": "k"}, "key_used", {"key": "k", "game": "g1"}),
        (
            {"round": 1, "table": 2},
            {"round": 1, "table": 2},
            "table_entered",
            {"round": 1, "table": 2, "game": "g1"},
        ),
        # the platform is checked before the key
        (
            {"key": "k", "platform": "tenhou", "platform_id": "t"},
            {"key": "k", "platform": "tenhou", "platform_id": "t"},
            "platform_game_stored",
            {"platform": "tenhou", "platform_id": "t", "game": "g1"},
        ),
    ],
)
def test_unique_per_competition(seeded, make, first, second, code, params):
    with seeded.unit_of_work("cli:aki") as uow:
        uow.games.add(make.game("g1", **first))
    with seeded.unit_of_work("cli:aki") as uow:
        with pytest.raises(Conflict) as refused:
            uow.games.add(make.game("g1" if code == "game_exists" else "g2", **second))
        # the refusal came before anything was written: the unit of work goes on and commits
        uow.games.add(make.game("g3"))
    assert refused.value.code == code
    assert refused.value.params == {"competition": "spring", **params}
    with seeded.unit_of_work("cli:aki") as uow:
        assert [g.id for g in uow.games.list("spring")] == ["g1", "g3"]


def test_the_same_platform_id_key_and_table_in_another_competition(seeded, make):
    same = {"platform": "majsoul", "platform_id": "u-1", "key": "k", "round": 1, "table": 1}
    with seeded.unit_of_work("cli:aki") as uow:
        uow.competitions.add(make.competition("autumn"))
        for number in range(1, 5):
            uow.players.add(make.player(number, slug="autumn"))
        uow.games.add(make.game("g1", **same))
        uow.games.add(make.game("g1", slug="autumn", **same))
    with seeded.unit_of_work("cli:aki") as uow:
        assert uow.games.by_key("autumn", "k").competition == "autumn"
        assert uow.games.by_key("spring", "k").competition == "spring"


def test_an_edit_cannot_take_another_games_key(seeded, make):
    with seeded.unit_of_work("cli:aki") as uow:
        uow.games.add(make.game("g1", key="a"))
        g2 = uow.games.add(make.game("g2", key="b"))
        with pytest.raises(Conflict) as refused:
            uow.games.update(replace(g2, key="a"))
        # keeping its own key is no conflict
        uow.games.update(replace(g2, record={"points": [0, 0, 0, 0]}))
    assert refused.value.params["game"] == "g1"


@pytest.mark.parametrize(
    ("add", "code"),
    [
        (lambda uow, make: uow.competitions.add(make.competition()), "competition_exists"),
        (lambda uow, make: uow.players.add(make.player(1)), "player_exists"),
        (lambda uow, make: uow.players.add(make.player(9, accounts=("majsoul:1",))), "account_taken"),
        (lambda uow, make: uow.staff.add(StaffAccount("aki", "x")), "staff_exists"),
    ],
)
def test_other_identities_are_unique(seeded, make, add, code):
    with seeded.unit_of_work("cli:aki") as uow:
        uow.players.update(make.player(1, accounts=("majsoul:1",)))
        uow.staff.add(StaffAccount("aki", "argon2:abc", "organizer"))
    with seeded.unit_of_work("cli:aki") as uow, pytest.raises(Conflict) as refused:
        add(uow, make)
    assert refused.value.code == code


def test_rollback_on_an_exception_leaves_nothing(seeded, make):
    with pytest.raises(RuntimeError, match="half way"), seeded.unit_of_work("cli:aki") as uow:
        uow.competitions.add(make.competition("autumn"))
        uow.players.add(make.player(1, slug="autumn"))
        uow.games.add(make.game("g1"))
        raise RuntimeError("half way")
    with seeded.unit_of_work("cli:aki") as uow:
        assert uow.competitions.get("autumn") is None
        assert uow.games.count("spring") == 0
        assert uow.competitions.require("spring").revision == 1  # not counted up by the failed one
        assert [e.entity for e in uow.audit.entries()].count("game") == 0


def test_revision_counts_committed_units_of_work_that_changed_the_competition(seeded, make):
    with seeded.unit_of_work("cli:aki") as uow:
        assert uow.competitions.require("spring").revision == 1  # the setup
        uow.games.add(make.game("g1"))
        uow.games.add(make.game("g2"))
    with seeded.unit_of_work("cli:aki") as uow:
        assert uow.competitions.require("spring").revision == 2  # one unit of work, two games
        uow.staff.add(StaffAccount("aki", "x"))  # not the competition's
        uow.games.update(make.game("g1"))  # no change: nothing written
    with seeded.unit_of_work("cli:aki") as uow:
        assert uow.competitions.require("spring").revision == 2
        uow.actions.add(Action("spring", "close_season", {"season": "2025-03"}))
    with seeded.unit_of_work("cli:aki") as uow:
        assert uow.competitions.require("spring").revision == 3
        # the revision alone (what the pages read on every request) is the competition's
        assert uow.competitions.revision("spring") == 3
        assert uow.competitions.revision("autumn") is None
    # and read by the store in no unit of work (what a page with kept standings asks)
    assert seeded.revision("spring") == 3 and seeded.revision("autumn") is None


def test_actions_take_the_unit_of_works_time_actor_and_reason(seeded, clock):
    with seeded.unit_of_work("cli:aki", reason="month over") as uow:
        closed = uow.actions.add(Action("spring", "close_season", {"season": "2025-03"}))
        own = uow.actions.add(
            Action(
                "spring",
                "blacklist",
                {"player": "p3"},
                datetime(2025, 3, 9, tzinfo=UTC),
                "web:ben",
                "cheating",
            )
        )
    with seeded.unit_of_work("cli:aki") as uow:
        assert uow.actions.list("spring") == [closed, own]
        assert uow.actions.list("spring", "blacklist") == [own]
        assert uow.actions.get("spring", closed.id) == closed
        uow.actions.remove(own)
        assert uow.actions.list("spring") == [closed]
    assert (closed.actor, closed.reason) == ("cli:aki", "month over")
    assert closed.at is not None and closed.at.tzinfo is UTC
    assert (own.actor, own.reason, own.at) == ("web:ben", "cheating", datetime(2025, 3, 9, tzinfo=UTC))
    assert closed.id != own.id


def test_staff_accounts(store):
    with store.unit_of_work("cli:aki") as uow:
        uow.staff.add(StaffAccount("ben", "argon2:1", "staff"))
        aki = uow.staff.add(StaffAccount("aki", "argon2:2", "organizer"))
    with store.unit_of_work("cli:aki") as uow:
        uow.staff.update(replace(aki, active=False))
        assert [s.login for s in uow.staff.list()] == ["ben", "aki"]
        assert uow.staff.get("aki").active is False
        uow.staff.remove(uow.staff.get("ben"))
        assert uow.staff.get("ben") is None


def test_removing_a_competition_removes_what_is_in_it(seeded, make):
    with seeded.unit_of_work("cli:aki") as uow:
        uow.games.add(make.game("g1", key="k"))
        uow.actions.add(Action("spring", "close_season"))
    with seeded.unit_of_work("cli:aki") as uow:
        uow.competitions.remove(make.competition())
    with seeded.unit_of_work("cli:aki") as uow:
        assert uow.competitions.list() == []
        uow.competitions.add(make.competition())
        assert uow.players.list("spring") == [] and uow.games.list("spring") == []
        assert uow.actions.list("spring") == []
        uow.players.add(make.player(1))  # the old p1 and its accounts are gone


def test_a_unit_of_work_is_entered_once(store):
    uow = store.unit_of_work("cli:aki")
    with uow:
        pass
    with pytest.raises(RuntimeError, match="entered once"), uow:
        pass
    with pytest.raises(ValueError, match="who acts"):
        store.unit_of_work("")
