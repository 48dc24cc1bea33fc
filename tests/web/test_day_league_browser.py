"""The league organizer's month end to end in a real browser (Playwright on Debian's chromium, as
tests/web/test_browser.py), on a 360 px phone in Japanese: seed 000's league (the hitonazo-m preset)
with its 30 players registered (the store: not the point of the day), the month's Mahjong Soul
contest records (tests/fixtures/majsoul/season) imported through the staff import page in three
batches (and the second batch downloaded again, in English: all skipped), the standings as the
independent league oracle has them, the season closed through the staff seasons page, the public
pages saying so. Every page visited is checked in both languages (tests/web/days.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

import pytest
from tests.services.test_season import EXPECTED, PLAYERS, SEASON, _league, _register
from tests.web.days import Day, test_raw_words_finds_keys_parameters_and_english  # noqa: F401 (run here)
from tests.web.serving import served_at
from tests.web.test_browser import PASSWORD, browser_context, log_in  # noqa: F401 (the fixture)

from taikai.services.values import StaffAccount
from taikai.store import open_store
from taikai.web import hash_password

SLUG = "hitonazo"
NAMES = {player["id"]: player["name"] for player in PLAYERS}


@pytest.fixture(scope="module")
def served(tmp_path_factory) -> Iterator[str]:
    """``taikai serve`` over the league, its 30 players (with their Mahjong Soul accounts and starting
    tiers) and an organizer."""
    url = f"sqlite:///{tmp_path_factory.mktemp('league-day')}/taikai.db"
    store = open_store(url)
    _league(store, SLUG)
    _register(store, SLUG)
    with store.unit_of_work("test:setup") as uow:
        uow.staff.add(StaffAccount("org", hash_password(PASSWORD), "organizer"))
    store.close()
    with served_at(url) as address:
        yield address


def _import(page, day: Day, batch: str) -> str:
    """The organizer uploads one download on the import page: the summary shown."""
    page.goto(f"{day.base}/staff/c/{SLUG}/import")
    page.set_input_files("input[name=files]", str(SEASON / batch))
    page.click("form[enctype='multipart/form-data'] button[type=submit]")
    page.wait_for_selector(".summary")
    day.check(page, f"import-{batch.removesuffix('.json')}", other=False)  # a post's answer
    return page.locator(".summary").inner_text()


def test_a_month_of_contest_records_to_a_closed_season_in_japanese(browser_context, served):  # noqa: F811
    browser_context.clear_cookies()
    page = browser_context.new_page()
    day = Day("league", served, allowed=tuple(NAMES.values()))
    log_in(page, served, "org")
    page.wait_for_url(f"{served}/staff")
    page.goto(f"{served}/lang/ja?next=/staff/c/{SLUG}")
    day.check(page, "staff-league")
    page.goto(f"{served}/staff/c/{SLUG}/import")
    day.check(page, "import")

    first = _import(page, day, "batch-1.json")
    second = _import(page, day, "batch-2.json")
    third = _import(page, day, "batch-3.json")
    imported = [int(text.split("取り込み")[1].split("件")[0]) for text in (first, second, third)]
    assert sum(imported) == 60, (first, second, third)  # 59 games of the season, the 27th's game
    assert "取り込めなかったファイル0件" in third
    page.goto(f"{served}/lang/en?next=/staff/c/{SLUG}/import")
    again = _import(page, day, "batch-2-again.json")
    assert f"0 imported, {imported[1] + 1} skipped, 0 files refused" in again  # with the removed one
    page.goto(f"{served}/lang/ja?next=/c/{SLUG}")

    expected = EXPECTED["seasons"][0]
    rows = page.locator("ol.league li.row")
    assert rows.count() == expected["participants"]
    for row, standing in zip(rows.all(), expected["standings"], strict=True):
        assert row.get_attribute("data-player") == standing["player"]
        assert row.locator(".rank").inner_text() == str(standing["rank"])
        assert Decimal(row.locator(".score").inner_text()) == Decimal(standing["score"])
        assert f"{standing['games']}戦" in row.locator(".facts").inner_text()
    assert page.locator(".mark.provisional").count() >= 1
    assert NAMES[expected["champion"]] in page.locator("main").inner_text()
    day.check(page, "standings")

    page.goto(f"{served}/staff")
    day.check(page, "staff")
    page.click(f"a[href='/staff/c/{SLUG}/seasons']")  # the staff home's link to the seasons
    season = page.locator("[data-season='2025-03']")
    assert season.get_attribute("data-status") == "provisional"
    day.check(page, "staff-seasons")
    season.locator("input[name=at]").fill("2025-03-28T12:00")  # in Tokyo, the league's zone
    season.locator("input[name=reason]").fill("3月の全対局を取り込み済み")
    season.locator("button[type=submit]").click()
    page.locator("[data-season='2025-03'][data-status=closed]").wait_for()
    closed = page.locator("[data-season='2025-03']").inner_text()
    assert "2025-03-28 12:00" in closed and "org" in closed and "3月の全対局を取り込み済み" in closed
    day.check(page, "staff-seasons-closed")

    page.goto(f"{served}/c/{SLUG}/seasons")
    assert page.locator(".mark.closed").count() == 1 and page.locator(".mark.provisional").count() == 0
    day.check(page, "seasons")
    page.goto(f"{served}/c/{SLUG}")
    assert page.locator(".mark.provisional").count() == 0
    day.check(page, "standings-closed")
    page.goto(f"{served}/c/{SLUG}/years/2025")
    day.check(page, "year")
    page.goto(f"{served}/c/{SLUG}/games")
    day.check(page, "games")
    page.goto(f"{served}/c/{SLUG}/games/g1")
    assert page.locator(".source").inner_text() == "取り込み元：雀魂の大会記録"
    day.check(page, "game")
    page.goto(f"{served}/c/{SLUG}/players/{expected['champion']}")
    day.check(page, "champion")
    page.goto(f"{served}/staff/c/{SLUG}")
    day.check(page, "staff-league-closed")
    page.close()
    day.done()
