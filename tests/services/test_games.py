"""Entering games: settled before they are stored, idempotent keys, refusals, edits, the audit log,
the standings cache (on the fake, SQLite and PostgreSQL).

The numbers are worked by hand from the itsuka-chuuren ruleset (RULES.md, the preset): return 30000
points, no uma, no oka, final points rounded toward the return (below 30000 up to the next 1000, at
or above it down), leftover deposits lost. So [27000, 22300, 34400, 15300] with 1 stick left is
27000 -> -3.0, 22300 -> 23000 -> -7.0, 34400 -> 34000 -> +4.0, 15300 -> 16000 -> -14.0
(CONTRACTS.md section 5's example: 24400 -> -5.0 the same way).
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from decimal import Decimal

import pytest
from tests.services.conftest import ACTOR, make_cup

from taikai.errors import Inconsistent
from taikai.services import standings as standings_service
from taikai.services.errors import BadRequest, Refused
from taikai.services.games import (
    GameEntry,
    add_game,
    confirm_game,
    delete_game,
    edit_game,
    pending_games,
    set_confirmation,
)
from taikai.services.unit_of_work import Conflict, NotFound

JST = timezone(timedelta(hours=9))
AT = datetime(2025, 3, 30, 20, tzinfo=JST)
SEATS = ("p1", "p2", "p3", "p4")
POINTS = (27000, 22300, 34400, 15300)


def _entry(points=POINTS, at=AT, seats=SEATS, deposits=1) -> GameEntry:
    return GameEntry(seats, at, points=points, deposits=deposits)


def _scores(store, slug="club"):
    data = standings_service.standings(store, ACTOR, slug)
    return {s["player"]: s["score"] for month in data["months"] for s in month["standings"]}


def test_a_game_is_settled_before_it_is_stored(club):
    entered = add_game(club, ACTOR, "club", _entry())
    assert entered.game.id == "g1" and not entered.repeated
    assert entered.scores == [Decimal("-3.0"), Decimal("-7.0"), Decimal("4.0"), Decimal("-14.0")]
    assert entered.game.record == {"points": list(POINTS), "deposits": 1}
    assert entered.game.result["points"] == list(POINTS) and entered.game.result["deposits"] == 1
    assert _scores(club) == {
        "p1": Decimal("-3.0"),
        "p2": Decimal("-7.0"),
        "p3": Decimal("4.0"),
        "p4": Decimal("-14.0"),
    }


def test_a_player_seated_twice_is_refused_and_nothing_is_stored(club):
    with pytest.raises(BadRequest, match="four different players, got p1, p1, p3, p4") as refused:
        add_game(club, ACTOR, "club", _entry(seats=("p1", "p1", "p3", "p4")))
    assert refused.value.code == "bad_request"
    with club.unit_of_work(ACTOR, read_only=True) as uow:
        assert uow.games.count("club") == 0


def test_points_that_do_not_settle_are_refused_and_nothing_is_stored(club):
    with pytest.raises(Inconsistent):  # 98,000 on the table with 1 stick: 1,000 short of 100,000
        add_game(club, ACTOR, "club", _entry(points=(27000, 22300, 33400, 15300)))
    with club.unit_of_work(ACTOR, read_only=True) as uow:
        assert uow.games.count("club") == 0


def test_a_repeated_key_is_a_no_op_and_other_content_under_it_is_refused(club):
    first = add_game(club, ACTOR, "club", _entry(), key="day1-t1")
    again = add_game(club, ACTOR, "club", _entry(), key="day1-t1")
    assert again.repeated and again.game.id == first.game.id
    with pytest.raises(Refused) as other:
        add_game(club, ACTOR, "club", _entry(points=(34400, 22300, 27000, 15300)), key="day1-t1")
    assert other.value.key == "key_other_content" and other.value.params["game"] == "g1"
    with club.unit_of_work(ACTOR, read_only=True) as uow:
        assert [g.id for g in uow.games.list("club")] == ["g1"]
        assert len(uow.audit.entries("club", entity="game")) == 1  # the repeat wrote nothing


def test_the_same_game_again_without_a_key_is_refused(club):
    add_game(club, ACTOR, "club", _entry())
    with pytest.raises(Refused) as twice:
        add_game(club, ACTOR, "club", _entry())
    assert twice.value.key == "game_entered_before"
    add_game(club, ACTOR, "club", _entry(at=AT + timedelta(hours=1)))  # another game: another time


def test_seats_by_name_and_unknown_players(club):
    entered = add_game(club, ACTOR, "club", _entry(seats=("Player 1", "p2", "p3", "p4")))
    assert entered.game.seats == SEATS
    with pytest.raises(NotFound) as unknown:
        add_game(club, ACTOR, "club", _entry(seats=("p1", "p2", "p3", "p9"), at=AT + timedelta(days=1)))
    assert unknown.value.code == "player_not_found"


def test_an_edit_moves_the_standings_and_the_log_keeps_old_new_and_reason(club):
    add_game(club, ACTOR, "club", _entry())
    assert _scores(club)["p1"] == Decimal("-3.0")
    edit_game(club, ACTOR, "club", "g1", "seats 1 and 3 swapped", points=(34400, 22300, 27000, 15300))
    assert _scores(club)["p1"] == Decimal("4.0") and _scores(club)["p3"] == Decimal("-3.0")
    delete_game(club, ACTOR, "club", "g1", "entered in the wrong cup")
    assert _scores(club) == {}
    with club.unit_of_work(ACTOR, read_only=True) as uow:
        log = uow.audit.entries("club", entity="game", entity_id="g1")
    assert [(e.action, e.reason) for e in log] == [
        ("create", None),
        ("update", "seats 1 and 3 swapped"),
        ("delete", "entered in the wrong cup"),
    ]
    assert log[1].old["record"]["points"] == list(POINTS)
    assert log[1].new["record"]["points"] == [34400, 22300, 27000, 15300]


def test_editing_a_game_that_is_not_there(club):
    with pytest.raises(NotFound):
        edit_game(club, ACTOR, "club", "g404", "typo", points=POINTS)


def test_every_mutation_leaves_an_audit_entry(club):
    with club.unit_of_work(ACTOR, read_only=True) as uow:
        made = [(e.entity, e.entity_id, e.action) for e in uow.audit.entries("club")]
    assert made == [("competition", "club", "create")] + [("player", f"p{n}", "create") for n in range(1, 5)]


def test_the_cache_serves_what_a_fresh_build_gives_and_never_a_stale_answer(club):
    add_game(club, ACTOR, "club", _entry())
    cached = standings_service.standings(club, ACTOR, "club")
    assert standings_service.standings(club, ACTOR, "club") == cached
    assert standings_service.fresh_standings(club, ACTOR, "club") == cached
    add_game(club, ACTOR, "club", _entry(points=(34400, 22300, 27000, 15300), at=AT + timedelta(days=1)))
    moved = standings_service.standings(club, ACTOR, "club")
    assert moved != cached and moved == standings_service.fresh_standings(club, ACTOR, "club")


def test_one_way_of_giving_a_game():
    with pytest.raises(BadRequest) as both:
        GameEntry(SEATS, AT, points=POINTS, scores=(Decimal(0),) * 4)
    assert both.value.key == "game_entry_one_way"


def test_the_store_refuses_a_second_competition_of_the_same_slug(club):
    with pytest.raises(Conflict):
        make_cup(club)


def test_a_pending_game_is_confirmed_by_another_person_only(club):
    set_confirmation(club, ACTOR, "club", True)
    add_game(club, "web:desk", "club", _entry(), pending=True)
    with pytest.raises(Refused) as refused:
        confirm_game(club, "web:desk", "club", "g1")
    assert refused.value.key == "game_confirm_by_another" and refused.value.params == {"game": "g1"}
    assert [g.id for g in pending_games(club, ACTOR, "club")] == ["g1"]  # nothing stored
    confirm_game(club, "web:org", "club", "g1")
    assert pending_games(club, ACTOR, "club") == []
    assert _scores(club)["p3"] == Decimal("4.0")
