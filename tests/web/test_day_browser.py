"""The tournament day and the league seasons in a real browser (Playwright on Debian's chromium, as
tests/web/test_browser.py): an organizer decides the registration, seats the rounds, opens the print
view (print media emulated; a screenshot saved under test-artifacts/web/), closes a league season,
and the public seasons page drops "provisional"."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime, timedelta, timezone

import pytest
from tests.web.serving import served_at
from tests.web.test_browser import ARTIFACTS, PASSWORD, browser_context, fits_the_phone, log_in  # noqa: F401

from taikai.competitions import formats
from taikai.contracts.formats import format_ruleset
from taikai.services import games, tournament
from taikai.services.competitions import add_player, create_competition
from taikai.services.games import GameEntry
from taikai.services.values import StaffAccount
from taikai.store import open_store
from taikai.web import hash_password

JST = timezone(timedelta(hours=9))
ACTOR = "test:setup"


def _fill(store) -> None:
    """A tournament ``day`` with eight entrants, a league ``hito`` with a game in 2025-03, an organizer."""
    fmt = formats.load("ron-of-20xx")
    create_competition(store, ACTOR, "day", "tournament", fmt, format_ruleset(fmt), name="Ron of 2025")
    opens = datetime(2025, 2, 26, 10, tzinfo=JST)
    for number in range(1, 9):
        tournament.add_entry(
            store,
            ACTOR,
            "day",
            f"Entrant {number}",
            submitted_at=opens + timedelta(minutes=number),
            profile="club member",
            birth_date=date(1990, 1, 1),
        )
    league = formats.load("hitonazo-m")
    create_competition(store, ACTOR, "hito", "league", league, format_ruleset(league), name="Hito league")
    for name in ("Aki", "Ben", "Chie", "Dai"):
        add_player(store, ACTOR, "hito", name)
    played = datetime(2025, 3, 2, 21, tzinfo=JST)
    entry = GameEntry(("p1", "p2", "p3", "p4"), played, points=(48000, 31000, 12000, 9000))
    games.add_game(store, ACTOR, "hito", entry)
    with store.unit_of_work(ACTOR) as uow:
        uow.staff.add(StaffAccount("org", hash_password(PASSWORD), "organizer"))


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("day")
    url = f"sqlite:///{folder}/taikai.db"
    store = open_store(url)
    _fill(store)
    store.close()
    with served_at(url) as address:
        yield address


@pytest.fixture
def page(browser_context, server):  # noqa: F811 (browser_context is the fixture imported above)
    browser_context.clear_cookies()
    opened = browser_context.new_page()
    yield opened
    opened.close()


def test_an_organizer_seats_a_round_prints_it_and_closes_a_season(page, server):
    log_in(page, server, "org")
    page.goto(f"{server}/staff")
    page.click("a[href='/staff/c/day/day']")
    page.fill("#lottery input[name=opens_at]", "2025-02-26T10:00")  # in Tokyo, the event's zone
    page.fill("#lottery input[name=event_date]", "2025-03-20")
    page.click("#lottery button[type=submit]")
    page.locator("#seat").wait_for()
    assert page.locator("[data-status=accepted]").count() == 8
    page.click("#seat button[type=submit]")
    page.locator("article.round").first.wait_for()
    assert page.locator("article.round").count() == 5 and fits_the_phone(page)
    page.screenshot(path=str(ARTIFACTS / "day-rounds.png"), full_page=True)
    page.click("#round-1 a.button")
    page.locator("section.table-sheet").first.wait_for()  # the print view has loaded
    assert (
        page.locator("section.table-sheet").count() == 2 and page.locator("section.score-slip").count() == 2
    )
    page.emulate_media(media="print")
    assert not page.locator("header.top").is_visible() and not page.locator("#print-sheets").is_visible()
    assert page.locator("section.table-sheet").first.is_visible()
    breaks = page.locator("section.sheet").first.evaluate("e => getComputedStyle(e).breakAfter")
    assert breaks == "page"  # one sheet per page
    page.screenshot(path=str(ARTIFACTS / "day-print.png"), full_page=True)
    page.emulate_media(media="screen")

    page.goto(f"{server}/staff/c/hito/seasons")
    assert page.locator("[data-season='2025-03'][data-status=provisional]").count() == 1
    page.click("[data-season='2025-03'] form button[type=submit]")
    page.locator("[data-season='2025-03'][data-status=closed]").wait_for()
    assert page.locator("[data-season='2025-03'][data-status=closed]").count() == 1
    page.screenshot(path=str(ARTIFACTS / "day-seasons.png"), full_page=True)
    public = page.goto(f"{server}/c/hito/seasons")
    assert public.status == 200
    assert page.locator(".mark.closed").count() == 1 and page.locator(".mark.provisional").count() == 0
