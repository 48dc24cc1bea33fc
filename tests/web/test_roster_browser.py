"""Issue 24, items 5 and 7 in a real browser on a 360 px phone, in Japanese: a roster uploaded on the
competition's staff page (every bad row listed, then every player registered, a name with a
full-width space as typed), and a league year's bracket in words (決勝, 予選1-1), never the format's
keys. Screenshots go to ``test-artifacts/web/`` (see test_browser.py)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from tests.web.serving import served_at
from tests.web.stored import fill, final_round, tournament
from tests.web.test_browser import ARTIFACTS, PASSWORD, browser_context, fits_the_phone, log_in, page, shot  # noqa: F401

from taikai.competitions import formats
from taikai.contracts.formats import format_ruleset
from taikai.services.competitions import create_competition, update_player
from taikai.services.values import StaffAccount
from taikai.store import open_store
from taikai.web import hash_password

BAD = "name,accounts,tier\n山田\u3000太郎,majsoul:101,B2\n佐藤 花子,majsoul:101,Z9\n"
GOOD = "name,accounts,tier\n山田\u3000太郎,majsoul:101 tenhou:Yamada,B2\n佐藤 花子,majsoul:102,\n"


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[str]:
    """``taikai serve`` over a database with tests/web/stored.py's competitions, a new league
    ``autumn`` without players, and an organizer's account."""
    url = f"sqlite:///{tmp_path_factory.mktemp('roster')}/taikai.db"
    store = open_store(url)
    fill(store)
    fmt = formats.load("hitonazo-m")
    create_competition(store, "test", "autumn", "league", fmt, format_ruleset(fmt), name="秋リーグ")
    with store.unit_of_work("test", "accounts") as uow:
        uow.staff.add(StaffAccount("org", hash_password(PASSWORD), "organizer"))
    tournament(store, "ron2")  # a series of two events, a champions event of 4, a key with two names
    final_round(store, "ron")
    final_round(store, "ron2")
    update_player(store, "test", "ron2", "t3", "a typo", name="Player 3b")
    with store.unit_of_work("test", "the champions event's size") as uow:
        for slug in ("ron", "ron2"):
            c = uow.competitions.require(slug)
            stars = {**c.format["stars"], "champions_field": 4}
            uow.competitions.update(replace(c, format={**c.format, "stars": stars}))
    store.close()
    with served_at(url) as address:
        yield address


def _japanese(page, server: str) -> None:  # noqa: F811
    host = server.split("//", 1)[1].split(":")[0]
    page.context.add_cookies([{"name": "taikai_lang", "value": "ja", "domain": host, "path": "/"}])


def test_a_roster_uploaded_on_a_phone_in_japanese(page, server, tmp_path):  # noqa: F811
    log_in(page, server, "org")
    page.wait_for_url(f"{server}/staff")
    _japanese(page, server)
    page.goto(f"{server}/staff/c/autumn")
    form = page.locator("form#roster")
    assert form.locator("h3").inner_text() == "名簿（CSV）からプレイヤーを登録" and fits_the_phone(page)
    assert form.locator("pre.sample").inner_text().splitlines() == [
        "name,accounts,tier",
        "山田\u3000太郎,majsoul:123456 tenhou:NAME,B2",
    ]
    roster = tmp_path / "名簿.csv"
    roster.write_text(BAD, "utf-8")
    form.locator("input[type=file]").set_input_files(str(roster))
    form.locator("button[type=submit]").click()
    problems = page.locator("ul.error[data-field=roster] li")
    problems.first.wait_for()
    assert problems.count() == 2 and all(t.startswith("名簿.csv 3行目：") for t in problems.all_inner_texts())
    assert fits_the_phone(page)
    form.scroll_into_view_if_needed()
    shot(page, "roster-refused-ja")
    roster.write_text(GOOD, "utf-8")
    page.locator("form#roster input[type=file]").set_input_files(str(roster))
    page.locator("form#roster button[type=submit]").click()
    page.wait_for_url(f"{server}/staff/c/autumn?added=2&registered=0#players")
    assert page.locator("#players p.saved").inner_text() == "名簿：2人を登録しました（登録済み0人）。"
    names = page.locator("#players ul.rows li .what a").all_inner_texts()
    assert names == ["山田\u3000太郎", "佐藤 花子"] and fits_the_phone(page)
    shot(page, "roster-registered-ja")


def test_a_league_year_s_bracket_in_words_on_a_phone(page, server):  # noqa: F811
    _japanese(page, server)
    page.goto(f"{server}/c/spring/years/2025")
    titles = page.locator(".bracket .card h4").all_inner_texts()
    assert titles[:2] == ["決勝", "予選1-1"] or set(titles) >= {"決勝", "予選1-1"}, titles
    assert "final" not in page.locator(".bracket").inner_text() and fits_the_phone(page)
    shot(page, "league-year-ja")


def test_the_series_says_who_qualifies_and_what_to_check_on_a_phone(page, server):  # noqa: F811
    _japanese(page, server)
    page.goto(f"{server}/c/ron/series")
    assert "4人で戦うチャンピオン大会" in page.locator("p.purpose").inner_text()
    qualified = page.locator("ol.rows li.row:has(.qualified) .pname").all_inner_texts()
    assert len(qualified) == 4 and "Player 1" in qualified and fits_the_phone(page)
    warnings = page.locator("ul.warnings li").all_inner_texts()
    assert any("Player 3b" in w for w in warnings), warnings
    shot(page, "series-ja")


def test_the_rules_page_in_words_on_a_phone(page, server):  # noqa: F811
    _japanese(page, server)
    page.goto(f"{server}/c/ron/rules")
    said = page.locator("section.summary li").all_inner_texts()
    assert said[0] == "1試合は半荘戦（東場と南場）です。" and fits_the_phone(page)
    assert page.locator("a[href='/c/ron/rules.toml']").inner_text() == "ルール"
    page.set_viewport_size({"width": 360, "height": 900})
    page.screenshot(path=str(ARTIFACTS / "rules-ja.png"))  # the top: what a player reads first
