"""Issue 22: a tiny staged competition in a real browser on a 360 px phone, in Japanese (Playwright
driving Debian's chromium against ``taikai serve``): the stage with who goes on and the carried score,
the schedule, the teams, a team's page and a player's records; the staff's seated round of a team
cup (tests/web/test_staged_day.py's), its points form and its hand-by-hand form. Screenshots go to
``test-artifacts/web/`` (``staged-*.png``).

The numbers are tests/web/test_staged.py's: A +65.0, B +10.0, C -25.0, D -50.0 in the regular season;
A and B carry 32.5 and 5.0 into the final.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from tests.web.serving import served_at
from tests.web.test_browser import PASSWORD, browser_context, fits_the_phone, log_in, shot  # noqa: F401
from tests.web.test_staged import ACTOR, staged
from tests.web.test_staged_day import cup

from taikai.services.games import GameEntry, add_game
from taikai.services.stages import seat_round
from taikai.services.values import StaffAccount
from taikai.store import open_store
from taikai.web import hash_password

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
    cup(store)
    seat_round(store, ACTOR, "c", seed=9)
    with store.unit_of_work(ACTOR) as uow:
        uow.staff.add(StaffAccount("org", hash_password(PASSWORD), "organizer"))
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


def test_a_seated_round_and_its_forms_on_a_phone_in_japanese(browser_context, served):  # noqa: F811
    page = browser_context.new_page()
    log_in(page, served, "org")
    page.wait_for_url(f"{served}/staff")
    page.goto(f"{served}/lang/ja?next=/staff/c/c/stages")
    page.wait_for_selector("html[lang=ja]", state="attached")
    tables = page.locator("ol.tables li.row")
    assert tables.count() == 2 and "(Team " in tables.first.locator(".facts").inner_text()
    body = page.locator("body").inner_text()
    assert fits_the_phone(page) and "web_" not in body and "ステージcup　第1回戦" in body
    shot(page, "staged-seated-ja")
    tables.first.locator("a.mark").click()
    page.wait_for_selector("select[name=stage]")
    assert page.locator("select[name=stage]").input_value() == "cup"
    assert page.locator("input[name=round]").input_value() == "1"
    assert all(page.locator("select[name=team]").nth(i).input_value() for i in range(4))
    assert fits_the_phone(page)
    shot(page, "staged-seated-form-ja")
    page.goto(f"{served}/staff/c/c/hands?stage=cup&round=1&seat=p1&seat=p3&seat=p5&seat=p7"
              "&team=A&team=B&team=C&team=D")  # fmt: skip
    assert "Aki (Team A)" in page.locator("ol.seated").inner_text() and fits_the_phone(page)
    assert "web_" not in page.locator("body").inner_text()
    shot(page, "staged-hands-ja")
    page.close()
