"""Player statistics in a real browser on a 360 px phone, in Japanese and English (Playwright driving
Debian's chromium against ``taikai serve`` over tests/web/stored.py's competitions): the player page's
statistics section with its two charts, the figures from the play of an imported tenhou.net/6 log, and
the statistics leaderboard. Screenshots go to
``test-artifacts/web/`` (``stats-*.png``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.services.test_log_identity import TENHOU6, A
from tests.web.serving import served_at
from tests.web.stored import ACTOR, SECRET, at, fill
from tests.web.test_browser import browser_context, fits_the_phone, shot  # noqa: F401 (the fixture)

from taikai.competitions import formats
from taikai.rules import load
from taikai.services.competitions import create_competition
from taikai.services.games import GameEntry, add_game
from taikai.services.imports import import_files
from taikai.store import open_store


@pytest.fixture(scope="module")
def served(tmp_path_factory) -> Iterator[str]:
    url = f"sqlite:///{tmp_path_factory.mktemp('stats')}/taikai.db"
    store = open_store(url)
    fill(store)
    # a second month, so the rates have a line: Aki 4th (-21 - 30 = -51.0), Ben 1st, Chie 2nd, Dai 3rd
    april = GameEntry(("p1", "p2", "p3", "p4"), at(2, month=4), points=(9000, 48000, 31000, 12000))
    add_game(store, ACTOR, "spring", april)
    log = TENHOU6 / f"{A}.json"
    if log.is_file():  # the play's figures (the test needing them skips otherwise)
        fmt = formats.load("hitonazo-m")
        create_competition(store, ACTOR, "houou", "league", fmt, load("tenhou"), rules_name="tenhou")
        assert import_files(store, ACTOR, "houou", [log], add_players=True).imported == 1
    store.close()
    with served_at(url) as address:
        yield address


@pytest.fixture
def page(browser_context, served):  # noqa: F811 (the fixture imported above)
    browser_context.clear_cookies()
    opened = browser_context.new_page()
    yield opened
    opened.close()


def stat(page, label: str) -> str:
    """The value and sample of the statistic tile labelled ``label``."""
    tile = page.locator("li.stat", has=page.locator(".label", has_text=label)).first
    return tile.locator(".value").inner_text() + " | " + tile.locator(".sample").inner_text()


def test_a_players_statistics_on_a_phone_in_japanese(page, served):
    page.goto(f"{served}/lang/ja?next=/c/spring/players/p1")
    page.wait_for_selector("html[lang=ja]", state="attached")
    section = page.locator("section.stats")
    assert section.locator("h3").inner_text() == "統計"
    # Aki: 1st, 3rd, 1st, 1st (the 25,000 x 4 game: places by seat) in 2025-03, 4th in 2025-04:
    # (1 + 3 + 1 + 1 + 4) / 5 = 2.00
    assert stat(page, "平均順位") == "2.00 | 5戦"
    assert stat(page, "トップ率") == "60.00% | 5戦中3回"
    assert stat(page, "連続ラス回避最多") == "4戦 | 5戦"
    # the sample game (hand by hand): Aki won 2 of its 10 hands, dealt in once
    assert stat(page, "和了率") == "20.00% | 10局中2回"
    assert stat(page, "放銃率") == "10.00% | 10局中1回"
    assert stat(page, "平均打点") == "7,050 | 和了2回"
    assert section.locator("svg.chart.places rect.bar").count() == 4
    assert "1着" in section.locator("svg.chart.places").inner_html()
    # the rates by month: 1st 3 of 4 then 0 of 1, 4th 0 then 1 of 1 (no hands in April: no win line)
    assert section.locator("svg.chart.rates polyline").count() == 2
    assert section.locator("ul.legend").inner_text().split() == ["トップ率", "ラス率"]
    assert fits_the_phone(page) and SECRET not in page.content()
    section.screenshot(path="test-artifacts/web/stats-player-ja.png")
    shot(page, "stats-player-page-ja")


def test_a_players_statistics_in_english_and_by_month(page, served):
    page.goto(f"{served}/c/spring/players/p1?month=2025-03#stats")
    assert page.locator("section.stats .meta").first.inner_text().startswith("Games of 2025-03")
    assert stat(page, "Average place") == "1.50 | over 4 games"  # March alone
    assert stat(page, "Riichi: won") == "100.00% | 1 of 1 riichi"
    assert fits_the_phone(page)
    page.locator("section.stats").screenshot(path="test-artifacts/web/stats-player-en.png")


def test_the_figures_from_the_play_on_a_phone_in_japanese(page, served):
    if not (TENHOU6 / f"{A}.json").is_file():
        pytest.skip(f"the tenhou.net/6 sample logs were not found at {TENHOU6}")
    page.goto(f"{served}/lang/ja?next=/c/houou/stats?min_games=1")
    page.wait_for_selector("html[lang=ja]", state="attached")
    koda = page.locator("ol.stats-rows li.row", has_text="HN-Koda")
    assert "牌譜10局・副露率50.00%・立直巡目8.33" in koda.inner_text() and fits_the_phone(page)
    shot(page, "stats-board-play-ja")
    koda.locator(".pname a").first.click()
    section = page.locator("section.stats")
    assert "牌譜から" in section.locator("h4").all_inner_texts()
    # HN-Koda (tests/web/test_stats_api.py reads them from the log): calls in 5 of 10 hands, riichi on
    # the 5th, 9th and 11th discards
    assert stat(page, "副露率") == "50.00% | 10局中5回"
    assert stat(page, "平均立直巡目") == "8.33 | 立直3回"
    assert stat(page, "追っかけ立直") == "33.33% | 立直3回中1回"
    assert fits_the_phone(page)
    section.screenshot(path="test-artifacts/web/stats-play-ja.png")


def test_the_statistics_leaderboard_on_a_phone(page, served):
    page.goto(f"{served}/lang/ja?next=/c/spring/stats")
    page.wait_for_selector("html[lang=ja]", state="attached")
    assert page.locator("section.stats-board h2").inner_text() == "統計ランキング"
    rows = page.locator("ol.stats-rows li.row")
    assert rows.count() == 2  # five games or more (the default): Aki, Ben
    page.fill("input[name=min_games]", "3")
    page.click("form.pick button")
    page.wait_for_url("**/c/spring/stats?min_games=3*")
    # at least 3 games: Aki 10 / 5 = 2.00, Ben (2 + 4 + 3 + 2 + 1) / 5 = 2.40, Chie (3 + 2 + 3 + 2) / 4
    # = 2.50, Dai (4 + 4 + 4 + 3) / 4 = 3.75
    assert [rows.nth(n).locator(".pname").inner_text() for n in range(rows.count())] == [
        "Aki",
        "Ben",
        "Chie",
        "Dai",
    ]
    assert rows.nth(0).locator(".score").inner_text() == "2.00"
    assert "トップ率60.00%" in rows.nth(0).inner_text() and "和了率20.00%" in rows.nth(0).inner_text()
    assert fits_the_phone(page) and SECRET not in page.content()
    shot(page, "stats-board-ja")
    page.click("a.lang")
    page.wait_for_selector("html[lang=en]", state="attached")
    assert page.locator("section.stats-board h2").inner_text() == "Statistics leaderboard"
    assert fits_the_phone(page)
    shot(page, "stats-board-en")
