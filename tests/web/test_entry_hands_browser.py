"""Issue 24 items 2 and 3 in a real browser, on a 360 px phone in Japanese: a chombo entered through
a Ron of 20XX table link (12,000 points confiscated), and a cup game entered hand by hand with a
double ron, an open hand entered by its melds, a refusal the preview shows with its reason, a chombo
paid as a mangan, and the game page showing the final points as played beside the rounded figure.

Chromium and ``taikai serve`` as in tests/web/test_browser.py (its fixtures); screenshots under
``test-artifacts/web/`` (look at them: ``entry-chombo-*``, ``hands-*``).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.web.serving import served_at

from taikai import rules
from taikai.competitions import formats
from taikai.services.competitions import add_player, create_competition
from taikai.services.tournament import seat_rounds
from taikai.services.values import StaffAccount
from taikai.store import open_store
from taikai.web import hash_password

from .test_browser import PASSWORD, PHONE, browser_context, log_in, page, shot  # noqa: F401 - fixtures

NAMES = ("Aki", "Ben", "Chie", "Dai")
TOURNAMENT_NAMES = (*NAMES, "Eri", "Fumi", "Gen", "Hana")


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[str]:
    """``taikai serve`` over a database with a cup (four players) and a tournament (eight, the seats
    of its rounds drawn), and a staff account."""
    url = f"sqlite:///{tmp_path_factory.mktemp('hands')}/taikai.db"
    store = open_store(url)
    for slug, kind, preset, names in (
        ("cup", "cup", "itsuka-chuuren", NAMES),
        ("open", "tournament", "ron-of-20xx", TOURNAMENT_NAMES),
    ):
        fmt = formats.load(preset)
        create_competition(store, "test", slug, kind, fmt, rules.load(fmt.ruleset), name=slug.title())
        for name in names:
            add_player(store, "test", slug, name)
    seat_rounds(store, "test", "open", 5)
    with store.unit_of_work("test:setup") as uow:
        uow.staff.add(StaffAccount("org", hash_password(PASSWORD), "organizer"))
    store.close()
    with served_at(url) as address:
        yield address


def fits(page) -> bool:  # noqa: F811 - the fixture's name
    return page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_a_chombo_is_entered_on_a_table_link_on_a_phone_in_japanese(page, server):  # noqa: F811
    page.set_viewport_size(PHONE)
    log_in(page, server, "org")
    page.wait_for_url(f"{server}/staff")
    page.click("text=Table links")
    page.select_option("select[name=competition]", "open")
    page.fill("input[name=round]", "1")
    page.fill("input[name=tables]", "1")
    page.click("text=Make the links")
    link = page.locator("a.url").first.get_attribute("href")
    page.click("text=Log out")  # the table's players are no staff
    page.goto(f"{server}/lang/ja?next={link.removeprefix(server)}")
    assert page.locator("h1").inner_text() == "第1回戦 1卓" and fits(page)
    seats = [label.strip() for label in page.locator("fieldset.points label").all_inner_texts()]
    # ron-of-20xx confiscates 12,000 points a chombo: North's chombo, the four add up to 88,000
    page.locator("details.penalties summary").click()
    note = page.locator("details.penalties .note").inner_text()
    assert "12,000点没収" in note and "100,000点" in note
    north = page.locator("fieldset.penalty-seat").nth(3)
    assert north.locator("legend").inner_text() == seats[3]
    labels = north.locator("label").all_inner_texts()
    assert [label.strip() for label in labels] == [
        "チョンボ（12,000点没収）",
        "故意のチョンボ（36,000点没収）",
        "その他のペナルティ（pt。例：-10.0）",
    ]
    for seat, points in enumerate((41000, 27000, 12000, 8000)):
        page.locator("input[name=points]").nth(seat).fill(str(points))
    north.locator("input[name=penalty_chombo]").fill("1")
    assert fits(page)
    shot(page, "entry-chombo-table-link-ja-360")
    page.click("form.entry button[type=submit]")
    assert page.locator("[role=status]").inner_text() == "対局g1として記録しました。"
    # 30,000 returned, uma +50/+10/-10/-30: 11.0+50 = 61.0, -3.0+10 = 7.0, -18.0-10 = -28.0,
    # -22.0-30 = -52.0 (the 12,000 confiscated are paid to nobody: the four sum to -12.0)
    assert [s.strip() for s in page.locator(".score").all_inner_texts()] == [
        "41000 · 61.0",
        "27000 · 7.0",
        "12000 · -28.0",
        "8000 · -52.0",
    ]
    assert page.locator(".mark.penalty").inner_text() == "チョンボ" and fits(page)
    shot(page, "entry-chombo-table-saved-ja-360")
