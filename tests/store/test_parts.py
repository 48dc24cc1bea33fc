"""Parts of a unit of work (:meth:`UnitOfWork.part`) and one request's shared unit of work
(:mod:`taikai.services.shared`), on the fake, SQLite and PostgreSQL: a part that fails undoes what it
wrote and the unit of work goes on; each part writes the audit log with its own actor and reason; the
request's services share one transaction, committed once, or rolled back whole."""

from __future__ import annotations

import pytest

from taikai.services.shared import SharedStore, done, sharing
from taikai.services.unit_of_work import Conflict

from .conftest import player, seed


class Refused(Exception):
    pass


def _ids(store) -> list[str]:
    with store.unit_of_work("test", read_only=True) as uow:
        return [p.id for p in uow.players.list("spring")]


def test_a_part_that_fails_undoes_what_it_wrote_and_the_unit_of_work_goes_on(store):
    seed(store, players=2)
    before = store.revision("spring")
    with store.unit_of_work("cli:aki", "roster") as uow:
        with uow.part("web:desk", "first") as same:
            assert same is uow
            uow.players.add(player(3))
        with pytest.raises(Refused), uow.part("web:desk", "second"):
            uow.players.add(player(4))
            raise Refused
        with pytest.raises(Conflict), uow.part("web:desk", "third"):
            uow.players.add(player(5))
            uow.players.add(player(3))  # taken: refused, and player 5 with it
        uow.players.add(player(6))
        assert (uow.actor, uow.reason) == ("cli:aki", "roster")
    assert _ids(store) == ["p1", "p2", "p3", "p6"]
    with store.unit_of_work("test", read_only=True) as uow:
        entries = [(e.entity_id, e.actor, e.reason) for e in uow.audit.entries("spring")][-2:]
    assert entries == [("p3", "web:desk", "first"), ("p6", "cli:aki", "roster")]
    assert store.revision("spring") == before + 1  # counted up once, at the commit


def test_a_request_s_services_share_one_unit_of_work_committed_once(store):
    seed(store, players=2)
    shared_store = SharedStore(store)
    shared = shared_store.request("POST")
    token = sharing(shared)
    try:
        with shared_store.unit_of_work("web:desk", read_only=True) as uow:
            assert not uow.read_only  # a request that may write: one unit of work that writes
            uow.players.get("spring", "p1")
        with shared_store.unit_of_work("web:desk", "added") as again:
            assert again is uow
            again.players.add(player(3))
        with pytest.raises(Refused), shared_store.unit_of_work("web:desk", "refused") as again:
            again.players.add(player(4))
            raise Refused
        assert _ids(store) == ["p1", "p2"]  # nothing committed before the request ends
    finally:
        done(token)
    shared.finish()
    assert _ids(store) == ["p1", "p2", "p3"]
    with shared_store.unit_of_work("test", read_only=True) as uow:  # outside a request: the store's own
        assert uow.read_only


def test_a_failed_request_changes_nothing(store):
    seed(store, players=2)
    shared_store = SharedStore(store)
    shared = shared_store.request("POST")
    token = sharing(shared)
    try:
        with shared_store.unit_of_work("web:desk", "added") as uow:
            uow.players.add(player(3))
    finally:
        done(token)
    shared.abandon()
    assert _ids(store) == ["p1", "p2"]
    assert not shared.opened and shared.ended


def test_a_read_request_reads_one_snapshot_and_opens_no_unit_of_work_until_asked(store):
    seed(store, players=2)
    shared = SharedStore(store).request("GET")
    assert not shared.opened
    token = sharing(shared)
    try:
        with SharedStore(store).unit_of_work("web:public", read_only=True) as uow:
            assert uow.read_only and shared.opened
    finally:
        done(token)
    shared.finish()
    assert not shared.opened
