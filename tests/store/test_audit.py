"""The audit log: every mutation through a unit of work writes one entry (who, when, what, old and
new, reason), on every backend, without the caller asking for it."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

from taikai.services.values import SECRET, Action, StaffAccount


def _mutate_everything(store, make):
    """Create, update and delete one value of every kind, in three units of work."""
    with store.unit_of_work("cli:aki", reason="opening") as uow:
        uow.competitions.add(make.competition())
        for number in range(1, 5):
            uow.players.add(make.player(number))
        uow.games.add(make.game("g1"))
        action = uow.actions.add(Action("spring", "hide_name", {"player": "p2"}))
        uow.staff.add(StaffAccount("ben", "argon2:old", "staff"))
    with store.unit_of_work("web:ben", reason="typo") as uow:
        uow.competitions.update(make.competition(name="Spring league 2025"))
        uow.players.update(make.player(1, name="Aki", accounts=("majsoul:101",)))
        uow.games.update(make.game("g1", record={"points": [31000, 48000, 12000, 9000], "deposits": 0}))
        uow.actions.update(replace(action, data={"player": "p3"}))
        uow.staff.update(StaffAccount("ben", "argon2:new", "organizer"))
    with store.unit_of_work("cli:aki", reason="withdrawn") as uow:
        uow.games.remove(make.game("g1"))
        uow.players.remove(make.player(4))
        uow.actions.remove(replace(action, data={}))
        uow.staff.remove(StaffAccount("ben", "-"))
        uow.competitions.remove(make.competition())
    return action.id


def test_every_mutation_kind_is_audited(store, make, clock):
    action_id = _mutate_everything(store, make)
    with store.unit_of_work("cli:aki") as uow:
        entries = uow.audit.entries()
    created = [(e.entity, e.entity_id) for e in entries if e.action == "create"]
    assert created == [("competition", "spring")] + [("player", f"p{n}") for n in range(1, 5)] + [
        ("game", "g1"),
        ("action", str(action_id)),
        ("staff", "ben"),
    ]
    updated = [(e.entity, e.actor, e.reason) for e in entries if e.action == "update"]
    assert updated == [
        (kind, "web:ben", "typo") for kind in ("competition", "player", "game", "action", "staff")
    ]
    deleted = [e.entity for e in entries if e.action == "delete"]
    assert deleted == ["game", "player", "action", "staff", "competition"]
    assert len(entries) == 8 + 5 + 5
    assert [e.id for e in entries] == sorted(e.id for e in entries) and len({e.id for e in entries}) == 18
    # times come from the store's clock (one second a read), in order, in UTC
    assert all(e.at.tzinfo is UTC and e.at > datetime(2025, 3, 1, tzinfo=UTC) for e in entries)
    assert [e.at for e in entries] == sorted(e.at for e in entries)


def test_entries_hold_the_value_before_and_after(store, make):
    _mutate_everything(store, make)
    with store.unit_of_work("cli:aki") as uow:
        (created, edited, removed) = uow.audit.entries("spring", entity="game", entity_id="g1")
        (player_edit,) = [e for e in uow.audit.entries("spring", entity="player") if e.action == "update"]
        staff = uow.audit.entries(entity="staff")
    assert created.old is None and removed.new is None
    assert created.new["record"] == {"points": [48000, 31000, 12000, 9000], "deposits": 0}
    assert edited.old == created.new
    assert edited.new["record"]["points"] == [31000, 48000, 12000, 9000]
    assert removed.old == edited.new
    assert edited.new["played_at"] == "2025-03-02T21:00:00+00:00"
    assert edited.new["seats"] == ["p1", "p2", "p3", "p4"]
    assert "created_at" not in edited.new  # bookkeeping is not content
    assert (player_edit.old["name"], player_edit.new["name"]) == ("Player 1", "Aki")
    assert (player_edit.old["accounts"], player_edit.new["accounts"]) == ([], ["majsoul:101"])
    # a password hash never reaches the log; that it changed does (the role changed beside it)
    assert {e.old["password_hash"] if e.old else SECRET for e in staff} == {SECRET}
    assert staff[1].old["role"] == "staff" and staff[1].new["role"] == "organizer"
    assert all(e.new is None or e.new["password_hash"] == SECRET for e in staff)


def test_entries_by_competition_outlive_it(store, make):
    _mutate_everything(store, make)
    with store.unit_of_work("cli:aki") as uow:
        spring = uow.audit.entries("spring")
        everything = uow.audit.entries()
    # staff accounts belong to no competition
    assert len(spring) == len(everything) - 3
    assert spring[-1].action == "delete" and spring[-1].entity == "competition"


def test_nothing_changed_writes_nothing_and_a_rollback_writes_nothing(store, make):
    make.seed(store)
    with store.unit_of_work("cli:aki") as uow:
        before = len(uow.audit.entries())
        uow.players.update(make.player(1))  # the same content
    try:
        with store.unit_of_work("cli:aki") as uow:
            uow.players.update(make.player(1, name="Aki"))
            assert len(uow.audit.entries()) == before + 1  # seen inside the unit of work
            raise KeyError("abandon")
    except KeyError:
        pass
    with store.unit_of_work("cli:aki") as uow:
        assert len(uow.audit.entries()) == before
