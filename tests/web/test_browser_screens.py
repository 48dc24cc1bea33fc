"""The projector's tables screen at a venue of twelve tables, in a real browser (Playwright driving
Debian's chromium, as tests/web/test_browser.py) on a 1920x1080 projector: it shows the round being
played (round 1 while round 1 is played, not the last round drawn), and its twelve tables fit the
screen without scrolling, names and points whole. Screenshots go to ``test-artifacts/web/``.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone

import pytest
from playwright.sync_api import expect
from tests.web.serving import served_at
from tests.web.test_browser import ARTIFACTS, CHROMIUM, FLAGS, need_chromium

from taikai.competitions import formats
from taikai.contracts.formats import format_ruleset
from taikai.services import day, tournament
from taikai.services.competitions import add_player, create_competition
from taikai.store import open_store

PROJECTOR = {"width": 1920, "height": 1080}
JST = timezone(timedelta(hours=9))
ACTOR = "test:setup"
SLUG = "big-day"
#: Family and given names put together into 48 players' names, some of them long.
FAMILY = ("佐々木", "長谷川", "高橋", "渡辺", "伊藤", "山本", "中村", "小林")
GIVEN = ("康彦", "美咲", "翔太郎", "さくら", "大輔", "あかり")
POINTS = (41000, 30000, 19000, 10000)


@pytest.fixture(scope="module")
def served(tmp_path_factory) -> Iterator[tuple[str, str]]:
    """A ron-of-20xx day of 48 players (twelve tables a round): seats drawn for the five rounds,
    round 1 started and three of its tables in. (The address, the database's URL.) The last test
    enters the rest of round 1."""
    url = f"sqlite:///{tmp_path_factory.mktemp('screens')}/taikai.db"
    store = open_store(url)
    fmt = formats.load("ron-of-20xx")
    create_competition(store, ACTOR, SLUG, "tournament", fmt, format_ruleset(fmt), name="ロン・オブ・2026")
    for number in range(48):
        add_player(store, ACTOR, SLUG, f"{FAMILY[number % 8]} {GIVEN[number // 8]}")
    tournament.seat_rounds(store, ACTOR, SLUG, seed=11)
    day.start_round(store, ACTOR, SLUG, 1, datetime(2026, 3, 20, 10, tzinfo=JST))
    for table in (1, 2, 3):
        tournament.enter_table(store, ACTOR, SLUG, 1, table, POINTS)
    store.close()
    with served_at(url) as address:
        yield address, url


@pytest.fixture
def projector(served) -> Iterator:
    """A page of a desktop chromium whose window is the projector's 1920x1080."""
    need_chromium()
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS, headless=True)
        yield browser.new_page(viewport=PROJECTOR)
        browser.close()


#: What the screen shows, measured at once (htmx swaps the tables in every 3 s): the page's size, each
#: table's box, the tables whose text does not fit them, each seat line's height.
MEASURE = """() => {
  const tables = [...document.querySelectorAll('.screen-table')];
  const seats = [...document.querySelectorAll('.screen-table ol li')];
  return {
    page: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
    boxes: tables.map(t => {
      const r = t.getBoundingClientRect();
      return [r.left, r.top, r.right, r.bottom];
    }),
    overflowing: [...tables, ...seats].filter(e => e.scrollWidth > e.clientWidth + 1)
      .map(e => e.textContent.trim()),
    heights: seats.map(e => e.getBoundingClientRect().height),
  };
}"""


def test_twelve_tables_fit_a_1920x1080_projector_without_scrolling(projector, served):
    base, _ = served
    width, height = PROJECTOR["width"], PROJECTOR["height"]
    for lang in ("en", "ja"):
        projector.goto(f"{base}/lang/{lang}?next=/c/{SLUG}/screen/tables")
        shown = projector.evaluate(MEASURE)
        assert len(shown["boxes"]) == 12 and projector.locator(".screen-table.done .points").count() == 12
        assert shown["page"][0] <= width and shown["page"][1] <= height, (lang, shown["page"])
        for left, top, right, bottom in shown["boxes"]:
            assert left >= 0 and right <= width and top >= 0 and bottom <= height, (lang, shown["boxes"])
        assert shown["overflowing"] == [], lang  # every name and point shown whole
        heights = shown["heights"]  # each seat on one line
        assert len(heights) == 48 and max(heights) < 1.6 * min(heights), (lang, heights)
        projector.screenshot(path=str(ARTIFACTS / f"screen-12-tables-{lang}.png"))


def test_the_projector_shows_round_1_while_round_1_is_played(projector, served):
    base, url = served
    projector.goto(f"{base}/lang/ja?next=/c/{SLUG}/screen/tables")
    heading = projector.locator(".screen-part h1")
    assert heading.inner_text().startswith("1回戦"), heading.inner_text()
    assert projector.locator(".progress").inner_text() == "12卓中3卓終了"
    assert projector.locator(".screen-table.done").count() == 3
    projector.screenshot(path=str(ARTIFACTS / "screen-round-1-ja.png"))
    store = open_store(url)  # the other nine tables come in: round 1 is complete, round 2 is next
    for table in range(4, 13):
        tournament.enter_table(store, ACTOR, SLUG, 1, table, POINTS)
    store.close()
    expect(heading).to_contain_text("2回戦", timeout=20_000)  # htmx asks every 3 s
    assert projector.locator(".progress").inner_text() == "12卓中0卓終了"
