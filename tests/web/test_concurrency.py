"""Requests at once against `taikai serve` (a subprocess, two worker processes) on SQLite and PostgreSQL.

- 50 different games sent at once are all stored, each under an id of its own; 50 copies of one
  form (one idempotency key) store one game, and every other copy is told it was already recorded.
- 40 wrong passwords at once for one login check no more passwords than the login limit allows, and
  40 at once from one address no more than the address limit.

PostgreSQL runs when ``TAIKAI_TEST_POSTGRES_URL`` names a server (tests/store/conftest.py).
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx2
import pytest
from tests.store.conftest import database_url, postgresql_url, postgresql_urls, sqlite_url  # noqa: F401
from tests.web.conftest import CHEAP, PASSWORD, csrf_of
from tests.web.serving import served_at

from taikai import rules
from taikai.competitions import formats
from taikai.services.competitions import add_player, create_competition
from taikai.services.values import StaffAccount
from taikai.store import open_store
from taikai.web import WebSettings, hash_password

AT_ONCE = 50
ATTEMPTS = 40
SEATS = ("p1", "p2", "p3", "p4")


def at_once(count: int, send: Callable[[int], Any]) -> list[Any]:
    """``send(0)`` ... ``send(count - 1)``, each in a thread of its own, all released together."""
    start = threading.Barrier(count)

    def one(number: int) -> Any:
        start.wait()
        return send(number)

    with ThreadPoolExecutor(count) as pool:
        return list(pool.map(one, range(count)))


@pytest.fixture
def served(database_url) -> Iterator[tuple[str, str]]:  # noqa: F811 - the fixture of tests/store
    """(the database URL, the address of ``taikai serve --workers 2`` over it) with a cup of four
    players, an organizer ``org`` and staff ``desk0`` ... (their password :data:`PASSWORD`)."""
    store = open_store(database_url)
    fmt = formats.load("itsuka-chuuren")
    create_competition(store, "test", "cup", "cup", fmt, rules.load(fmt.ruleset), name="Cup")
    for name in ("Aki", "Ben", "Chie", "Dai"):
        add_player(store, "test", "cup", name)
    with store.unit_of_work("test:setup") as uow:
        uow.staff.add(StaffAccount("org", hash_password(PASSWORD, CHEAP), "organizer"))
        for number in range(ATTEMPTS):  # hashed cheaply: a wrong password is checked in no time
            uow.staff.add(StaffAccount(f"desk{number}", hash_password(PASSWORD, CHEAP), "staff"))
    store.close()
    with served_at(database_url, "--workers", "2") as address:
        yield database_url, address


def logged_in(address: str) -> tuple[dict[str, str], str]:
    """The cookies of a session logged in as ``org``, and the CSRF token of its forms."""
    with httpx2.Client(base_url=address, timeout=60) as browser:
        token = csrf_of(browser.get("/login").text)
        form = {"login": "org", "password": PASSWORD, "csrf_token": token}
        assert browser.post("/login", data=form).status_code == 303
        page = browser.get("/staff/c/cup/games/new")
        return dict(browser.cookies), csrf_of(page.text)


def told(page: httpx2.Response) -> str:
    """What the answer to an entry said: ``recorded``, ``repeated`` or ``refused``."""
    if page.status_code == 200 and 'class="note saved"' in page.text:
        return "recorded"
    if page.status_code == 200 and 'class="note repeated"' in page.text:
        return "repeated"
    return "refused"


def stored_games(url: str) -> list[Any]:
    store = open_store(url)
    try:
        with store.unit_of_work("test", read_only=True) as uow:
            return uow.games.list("cup")
    finally:
        store.close()


def test_games_sent_at_once_are_all_stored_and_copies_of_one_form_are_one_game(served):
    url, address = served
    cookies, token = logged_in(address)

    def enter(key: str, number: int) -> str:
        # a different result for each number: 40,000 + 100n / 30,000 / 20,000 - 100n / 10,000
        points = [40000 + 100 * number, 30000, 20000 - 100 * number, 10000]
        form: dict[str, Any] = {"csrf_token": token, "key": key, "seat": list(SEATS), "points": points}
        with httpx2.Client(base_url=address, cookies=cookies, timeout=120) as client:
            return told(client.post("/staff/c/cup/games", data=form))

    different = at_once(AT_ONCE, lambda n: enter(f"different-{n:03}", n))
    assert Counter(different) == {"recorded": AT_ONCE}
    games = stored_games(url)
    assert len(games) == AT_ONCE and len({g.id for g in games}) == AT_ONCE
    assert {g.key for g in games} == {f"different-{n:03}" for n in range(AT_ONCE)}

    copies = at_once(AT_ONCE, lambda n: enter("one-form-copied", AT_ONCE))
    assert Counter(copies) == {"recorded": 1, "repeated": AT_ONCE - 1}
    assert [g.key for g in stored_games(url)].count("one-form-copied") == 1
    assert len(stored_games(url)) == AT_ONCE + 1


def attempts(address: str, logins: Callable[[int], str], count: int) -> Counter[int]:
    """``count`` wrong passwords sent at once (from one login form: a wrong password spends no
    session), by the status of their answers: 401 a password checked, 429 refused unchecked."""
    with httpx2.Client(base_url=address, timeout=60) as browser:
        token = csrf_of(browser.get("/login").text)
        cookies = dict(browser.cookies)

    def attempt(number: int) -> int:
        form = {"login": logins(number), "password": "wrong password", "csrf_token": token}
        with httpx2.Client(base_url=address, cookies=cookies, timeout=120) as browser:
            return browser.post("/login", data=form).status_code

    return Counter(at_once(count, attempt))


def test_wrong_passwords_at_once_check_no_more_than_the_login_limit(served):
    _, address = served
    limit = WebSettings().login_limit
    assert attempts(address, lambda _: "org", ATTEMPTS) == {401: limit, 429: ATTEMPTS - limit}


def test_wrong_passwords_at_once_from_one_address_check_no_more_than_its_limit(served):
    _, address = served
    limit = WebSettings().address_limit
    assert attempts(address, lambda n: f"desk{n}", ATTEMPTS) == {401: limit, 429: ATTEMPTS - limit}
