"""The web app's security in the port (uow.security), the same on the fake, SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import timedelta

import pytest
from tests.store.conftest import START

from taikai.services.unit_of_work import Conflict, NotFound
from taikai.services.values import LoginFailure, StaffAccount, StaffSession

HOUR = timedelta(hours=1)


def _staff(store, login="aki"):
    with store.unit_of_work("test") as uow:
        uow.staff.add(StaffAccount(login, "$argon2id$v=19$m=8,t=1,p=1$c2FsdA$aGFzaA"))


def test_a_secret_is_made_once(store):
    with store.unit_of_work("test") as uow:
        first = uow.security.secret("web", lambda: "made first")
        assert uow.security.secret("web", lambda: "made again") == "made first"
    with store.unit_of_work("test", read_only=True) as uow:
        assert uow.security.secret("web", lambda: "never") == first
    with store.unit_of_work("test", read_only=True) as uow, pytest.raises(RuntimeError, match="read-only"):
        uow.security.secret("other", lambda: "a read-only unit of work makes none")


def test_sessions_open_end_and_are_forgotten(store):
    _staff(store)
    one = StaffSession("a" * 64, "aki", START, START + 12 * HOUR, replaced="b" * 64)
    with store.unit_of_work("test") as uow:
        uow.security.open(one, forget_before=START - 12 * HOUR)
    with store.unit_of_work("test") as uow:
        assert uow.security.session("a" * 64) == one
        assert uow.security.replaced("b" * 64) and not uow.security.replaced("a" * 64)
        uow.security.close("a" * 64, START + HOUR)
    with store.unit_of_work("test") as uow:
        ended = uow.security.session("a" * 64)
        assert ended.expires_at == START + HOUR and uow.security.replaced("b" * 64)  # kept, ended
        later = StaffSession("c" * 64, "aki", START + 13 * HOUR, START + 25 * HOUR)
        uow.security.open(later, forget_before=START + HOUR)  # begun before: forgotten
    with store.unit_of_work("test", read_only=True) as uow:
        assert uow.security.session("a" * 64) is None and not uow.security.replaced("b" * 64)
        assert uow.security.session("c" * 64) == later
        assert uow.audit.entries(entity="staff") and len(uow.audit.entries()) == 1  # sessions: not audited


def test_a_session_needs_its_account_and_a_fresh_replaced_key(store):
    _staff(store)
    with store.unit_of_work("test") as uow, pytest.raises(NotFound):
        uow.security.open(StaffSession("a" * 64, "nobody", START, START + HOUR), forget_before=START)
    with store.unit_of_work("test") as uow:
        uow.security.open(StaffSession("a" * 64, "aki", START, START + HOUR, "b" * 64), forget_before=START)
    with pytest.raises(Conflict), store.unit_of_work("test") as uow:
        uow.security.open(StaffSession("c" * 64, "aki", START, START + HOUR, "b" * 64), forget_before=START)
    with store.unit_of_work("test", read_only=True) as uow:
        assert uow.security.session("c" * 64) is None


def test_removing_an_account_removes_its_sessions(store):
    _staff(store)
    with store.unit_of_work("test") as uow:
        uow.security.open(StaffSession("a" * 64, "aki", START, START + HOUR), forget_before=START)
    with store.unit_of_work("test") as uow:
        uow.staff.remove(uow.staff.get("aki"))
    with store.unit_of_work("test", read_only=True) as uow:
        assert uow.security.session("a" * 64) is None


def test_failed_logins_are_counted_by_login_and_address_and_forgotten(store):
    minute = timedelta(minutes=1)
    with store.unit_of_work("test") as uow:
        for n, (login, address) in enumerate([("aki", "10.0.0.1"), ("aki", "10.0.0.2"), ("ben", "10.0.0.1")]):
            uow.security.attempt(LoginFailure(login, address, START + n * minute), START, forget_before=START)
    with store.unit_of_work("test") as uow:
        assert uow.security.failures(START, login="aki") == [START, START + minute]
        assert uow.security.failures(START, address="10.0.0.1") == [START, START + 2 * minute]
        assert uow.security.failures(START + minute, login="aki") == [START + minute]
        uow.security.forgive("aki")
        uow.security.attempt(
            LoginFailure("cy", "10.0.0.3", START + 20 * minute), START, forget_before=START + 2 * minute
        )
    with store.unit_of_work("test", read_only=True) as uow:
        assert uow.security.failures(START, login="aki") == []
        assert uow.security.failures(START) == [START + 2 * minute, START + 20 * minute]


def test_an_attempt_is_counted_with_the_failures_before_it_unless_rolled_back(store):
    minute = timedelta(minutes=1)
    with store.unit_of_work("test") as uow:
        uow.security.attempt(LoginFailure("aki", "10.0.0.1", START), START, forget_before=START)
        counted = uow.security.attempt(LoginFailure("aki", "10.0.0.2", START + minute), START, START)
        assert counted == ([START], [])  # before it: aki's one failure, none from 10.0.0.2
    with pytest.raises(RuntimeError), store.unit_of_work("test") as uow:
        uow.security.attempt(LoginFailure("aki", "10.0.0.2", START + 2 * minute), START, START)
        raise RuntimeError("refused: the unit of work rolls back")
    with store.unit_of_work("test", read_only=True) as uow:
        assert uow.security.failures(START, login="aki") == [START, START + minute]
        with pytest.raises(RuntimeError, match="read-only"):
            uow.security.attempt(LoginFailure("aki", "10.0.0.2", START), START, START)
