"""Issue 22: a tiny staged competition in a real browser on a 360 px phone, in Japanese (Playwright
driving Debian's chromium against ``taikai serve``): the stage with who goes on and the carried score,
the schedule, the teams, a team's page and a player's records. Screenshots go to
``test-artifacts/web/`` (``staged-*.png``).

The numbers are tests/web/test_staged.py's: A +65.0, B +10.0, C -25.0, D -50.0 in the regular season;
A and B carry 32.5 and 5.0 into the final.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from tests.web.serving import served_at
from tests.web.test_browser import browser_context, fits_the_phone, shot  # noqa: F401 (the fixture)
from tests.web.test_staged import ACTOR, staged

from taikai.services.games import GameEntry, add_game
from taikai.store import open_store

PAGES = {
    "stage": "/c/m",
    "regular": "/c/m?stage=regular",
    "teams": "/c/m/teams",
    "team": "/c/m/teams/A",
    "player": "/c/m/players/p1",
}


@pytest.fixture(scope="module")
def served(tmp_path_factory) -> Iterator[str]:
    url = f"sqlite:///{tmp_path_factory.mktemp('staged')}/taikai.db"
    store = open_store(url)
    staged(store)
    played = datetime(2026, 1, 5, 10, tzinfo=UTC)
    seats, teams, points = ("p1", "p2", "p3", "p4"), ("A", "B", "C", "D"), (45000, 30000, 15000, 10000)
    add_game(store, ACTOR, "m", GameEntry(seats, played, points=points, stage="regular", teams=teams))
    store.close()
    with served_at(url) as address:
        yield address


def test_a_staged_competition_on_a_phone_in_japanese(browser_context, served):  # noqa: F811
    page = browser_context.new_page()
    page.goto(f"{served}/lang/ja?next=/c/m")
    page.wait_for_selector("html[lang=ja]", state="attached")
    first = page.locator("section.stage li.row").first
    assert first.locator(".pname").inner_text().split() == ["Team", "A"]
    assert first.locator(".facts").inner_text() == "持ち越し +32.5 · このステージ 0.0 · 0戦"
    assert "全1試合中0試合終了、残り1試合" in page.locator("section.schedule").inner_text()
    for name, path in PAGES.items():
        page.goto(f"{served}{path}")
        body = page.locator("body").inner_text()
        assert fits_the_phone(page), name
        assert "web_" not in body and "stage_" not in body and "Stage" not in body, name
        shot(page, f"staged-{name}-ja")
    page.goto(f"{served}/c/m?stage=regular")
    marks = page.locator("section.stage li.row .mark").all_inner_texts()
    assert marks == ["勝ち上がり", "勝ち上がり", "敗退", "敗退"]
    page.goto(f"{served}/c/m/teams/A")
    assert "1戦 · 1着1 2着0 3着0 4着0 · 最高 +65.0" in page.locator("section.team").inner_text()
    page.close()
