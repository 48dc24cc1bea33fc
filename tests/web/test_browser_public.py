"""The public pages and the projector screens in a real browser (Playwright driving Debian's chromium
against ``taikai serve`` over a SQLite file holding tests/web/stored.py's competitions).

Screenshots of each page go to ``test-artifacts/web/`` (as in test_browser.py); without chromium these
tests skip, unless ``TAIKAI_REQUIRE_BROWSER=1``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from playwright.sync_api import expect
from tests.web.serving import served_at
from tests.web.stored import FINAL, POINTS, SECRET, fill
from tests.web.test_browser import browser_context, fits_the_phone, shot  # noqa: F401 (the fixture)

from taikai.services.tournament import enter_table
from taikai.store import open_store

PROJECTOR = {"width": 1280, "height": 720}


@pytest.fixture(scope="module")
def served(tmp_path_factory) -> Iterator[tuple[str, str]]:
    """``taikai serve`` on a free port over a new database with the stored competitions: (its
    address, the database's URL)."""
    url = f"sqlite:///{tmp_path_factory.mktemp('public')}/taikai.db"
    store = open_store(url)
    fill(store)
    store.close()
    with served_at(url) as address:
        yield address, url


@pytest.fixture
def page(browser_context, served):  # noqa: F811 (the fixture imported above)
    browser_context.clear_cookies()
    opened = browser_context.new_page()
    yield opened
    opened.close()


def no_secret(page) -> bool:
    return SECRET not in page.content()


def test_the_league_standings_on_a_phone_in_english_and_japanese(page, served):
    base, _ = served
    page.goto(f"{base}/c/spring")
    assert page.locator("section.season h2").inner_text() == "Season 2025-03"
    rows = page.locator("ol.league li.row")
    assert rows.count() == 6 and rows.nth(0).locator(".pname").inner_text() == "Aki"
    assert rows.nth(0).locator(".score").inner_text() == "+105.3"
    assert rows.nth(1).locator(".pname").inner_text() == "(name not shown)"
    assert page.locator(".mark.provisional").is_visible() and fits_the_phone(page) and no_secret(page)
    shot(page, "league")
    page.click("a.lang")
    page.wait_for_function("document.documentElement.lang === 'ja'")
    assert page.locator("section.season h2").inner_text() == "2025-03 シーズン"
    assert rows.nth(1).locator(".pname").inner_text() == "（非公開）"
    assert "3戦" in rows.nth(0).inner_text() and "残留" in rows.nth(0).inner_text()
    assert fits_the_phone(page) and no_secret(page)
    shot(page, "league-ja")
    page.click("a.lang")  # back to English for the other tests' cookies (cleared anyway)


def test_the_main_pages_fit_the_phone_and_hide_hidden_names(page, served):
    base, _ = served
    pages = {
        "player": "/c/spring/players/p1",
        "player-hidden": "/c/spring/players/p6",
        "game-hand-by-hand": "/c/spring/games/g3",
        "games": "/c/spring/games",
        "seasons": "/c/spring/seasons",
        "year": "/c/spring/years/2025",
        "tournament": "/c/ron",
        "seatings": "/c/ron/rounds?round=5",
        "series": "/c/ron/series",
        "cup": "/c/club",
        "rules": "/c/ron/rules",
        "screens": "/c/ron/screen",
    }
    for name, path in pages.items():
        response = page.goto(f"{base}{path}")
        assert response.status == 200, path
        assert fits_the_phone(page), path
        assert no_secret(page), path
        shot(page, name)
    page.goto(f"{base}/c/spring/players/p1")
    assert page.locator("svg.chart polyline.score").count() == 1
    assert page.locator("svg.chart title#chart-title").text_content() == "Running score of Aki"


def test_the_tables_screen_updates_itself_when_a_game_is_added(page, served):
    base, url = served
    page.set_viewport_size(PROJECTOR)
    page.goto(f"{base}/c/ron/screen/tables")
    progress = page.locator(".progress")
    assert progress.inner_text() == "0 of 2 tables finished"
    assert page.locator(".screen-table.done").count() == 0
    page.evaluate("window.loadedOnce = true")  # gone if the page reloaded
    shot(page, "screen-tables")
    store = open_store(url)  # the staff enter table 1 of the final round (the test plays the service)
    entered = enter_table(store, "test:staff", "ron", 6, 1, POINTS)  # seated as the final was formed
    store.close()
    assert list(entered.game.seats) == FINAL[0]
    expect(progress).to_have_attribute("data-done", "1", timeout=20_000)  # htmx asks every 3 s
    assert progress.inner_text() == "1 of 2 tables finished"
    assert page.locator(".screen-table.done").count() == 1
    assert page.evaluate("window.loadedOnce === true"), "the screen reloaded instead of updating in place"
    shot(page, "screen-tables-updated")


def test_the_timer_counts_down_the_ruleset_s_50_minutes_and_calls_time(page, served):
    base, _ = served
    page.set_viewport_size(PROJECTOR)
    began = (datetime.now(UTC) - timedelta(minutes=10)).isoformat(timespec="seconds")
    page.goto(f"{base}/c/ron/screen/timer?round=6&start={began.replace('+', '%2B')}")
    clock = page.locator(".clock")
    assert re.fullmatch(r"(39|40):\d\d", clock.inner_text()), clock.inner_text()
    first = clock.inner_text()
    expect(clock).not_to_have_text(first, timeout=10_000)  # it counts down by itself
    shot(page, "screen-timer")
    late = (datetime.now(UTC) - timedelta(minutes=51)).isoformat(timespec="seconds")
    page.goto(f"{base}/c/ron/screen/timer?round=6&start={late.replace('+', '%2B')}")
    assert page.locator(".time-called").inner_text() == "Time is called" and clock.inner_text() == "00:00"
    shot(page, "screen-time-called")
    page.goto(f"{base}/c/ron/screen/standings")
    assert page.locator("ol.screen-standings li").count() == 8 and no_secret(page)
    shot(page, "screen-standings")
