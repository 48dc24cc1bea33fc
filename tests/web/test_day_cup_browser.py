"""A club cup's games entered hand by hand end to end in a real browser (Playwright on Debian's
chromium, as tests/web/test_browser.py), the organizer on a 360 px phone in Japanese: seed 002's cup
(the itsuka-chuuren preset: hanchan, no fu, up to three winners, play goes on into the West round
until someone ends a round at 30,000) with its four players (the store: not the point of the day).

A game played a week ago, typed in Tokyo time, with a double ron in East 1 and nobody at 30,000
after South 4: it goes into the West round, and lands in the month it was played. A second game,
today's, ends after South 4. The public pages show both, each in its month. Every page visited is
checked in both languages (tests/web/days.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from tests.web.days import Day, phones  # noqa: F401 (the fixture)
from tests.web.serving import served_at
from tests.web.test_browser import PASSWORD, log_in
from tests.web.test_entry_hands_browser import fill_east_1_double_ron

from taikai.competitions import formats
from taikai.contracts.formats import format_ruleset
from taikai.services.competitions import add_player, create_competition
from taikai.services.values import StaffAccount
from taikai.store import open_store
from taikai.web import hash_password

SLUG = "itsuka"
NAME = "いつか九蓮杯"
NAMES = ("佐藤 あき", "鈴木 べん", "田中 ちえ", "高木 だい")
TOKYO = ZoneInfo("Asia/Tokyo")


@pytest.fixture(scope="module")
def served(tmp_path_factory) -> Iterator[str]:
    """``taikai serve`` over the cup, its four players and an organizer."""
    url = f"sqlite:///{tmp_path_factory.mktemp('cup-day')}/taikai.db"
    store = open_store(url)
    fmt = formats.load("itsuka-chuuren")
    create_competition(store, "test:setup", SLUG, "cup", fmt, format_ruleset(fmt), name=NAME)
    for name in NAMES:
        add_player(store, "test:setup", SLUG, name)
    with store.unit_of_work("test:setup") as uow:
        uow.staff.add(StaffAccount("org", hash_password(PASSWORD), "organizer"))
    store.close()
    with served_at(url) as address:
        yield address


def _seats(page, day: Day, played_at: str = "") -> None:
    """A new game on the hands page: the four players as East, South, West, North, then the hands."""
    page.goto(f"{day.base}/staff/c/{SLUG}/hands")
    for seat, select in enumerate(page.locator("select[name=seat]").all()):
        select.select_option(f"p{seat + 1}")
    page.click("text=局を入力する")
    page.locator("ol.seated").wait_for()
    if played_at:
        page.fill("input[name=played_at]", played_at)  # in Tokyo, as its label says


def _add(page, kind: str = "draw", han: str = "", **choices: str) -> None:
    """The next hand: its result, the seats chosen (``discarder="0"``), a winner's han; added."""
    page.select_option("select[name=kind]", kind)
    for name, value in choices.items():
        page.locator(f"select[name={name}]").first.select_option(value)
    if han:
        page.locator("fieldset.win").nth(0).locator("input[name=han]").fill(han)
    page.click("text=この局を追加")
    page.wait_for_load_state()


def _draws_until_over(page, most: int) -> int:
    """Draws, nobody tenpai, until the game is over: how many."""
    for count in range(1, most + 1):
        _add(page, "draw")
        if page.locator(".so-far .note.over").count():
            return count
    raise AssertionError(f"the game is not over after {most} draws")


def test_a_cup_month_entered_hand_by_hand_in_japanese(phones, served):  # noqa: F811
    organizer, _ = phones
    day = Day("cup", served, allowed=(NAME, *NAMES))
    log_in(organizer, served, "org")
    organizer.wait_for_url(f"{served}/staff")
    organizer.goto(f"{served}/lang/ja?next=/staff/c/{SLUG}/hands")
    day.check(organizer, "hands-players")
    week_ago = datetime.now(UTC).astimezone(TOKYO).replace(hour=20, minute=30) - timedelta(days=7)
    _seats(organizer, day, week_ago.strftime("%Y-%m-%dT%H:%M"))
    label = organizer.locator("label", has=organizer.locator("input[name=played_at]")).inner_text()
    assert "Asia/Tokyo" in label
    assert organizer.locator("input[name=fu]").count() == 0  # itsuka-chuuren counts no fu
    # East 1: Aki deals in 2p to two winners. Ben: 234567m 345s, a 2p tanki, a pon of hatsu from
    # the left: hatsu, 1 han = 1,000. Chie, in riichi: 123456789m 13p 55s, riichi + ittsu, 3 han =
    # 4,000, her stick back (the first winner after Aki takes the sticks; Ben declared none: the
    # ruleset gives each riichi back to its winner).
    organizer.locator("input[name=riichi]").nth(2).check()
    organizer.select_option("select[name=discarder]", "0")
    fill_east_1_double_ron(organizer)
    organizer.click("text=点数を確認")
    organizer.locator("#preview .result").wait_for()
    changes = organizer.locator("#preview .changes li").all_inner_texts()
    assert changes == [
        f"東 {NAMES[0]}：-5,000 → 20,000",
        f"南 {NAMES[1]}：+1,000 → 26,000",
        f"西 {NAMES[2]}：+4,000 → 29,000",
        f"北 {NAMES[3]}：+0 → 25,000",
    ]
    day.check(organizer, "double-ron-preview", other=False)  # a post's answer, in place
    organizer.click("text=この局を追加")
    organizer.wait_for_load_state()
    # East 2 to South 4: seven draws, nobody tenpai: nobody at 30,000, the West round is played
    for _ in range(7):
        _add(organizer, "draw")
    assert organizer.locator(".so-far .note.over").count() == 0
    # West 1 (seven honba): Chie rons Dai for 1 han: 1,000 + 7 x 300 = 3,100, to 32,100
    _add(organizer, "ron", han="1", discarder="3", winner="2")
    so_far = organizer.locator(".so-far li")
    assert "西1局" in so_far.nth(8).inner_text(), so_far.nth(8).inner_text()
    assert f"{NAMES[2]} 32,100" in so_far.nth(8).inner_text()
    draws = _draws_until_over(organizer, 6)  # the West round played to its end: Chie at 30,000+
    assert draws == 3 and "西4局" in so_far.nth(11).inner_text()
    day.check(organizer, "west-over", other=False)
    organizer.click("text=対局を記録")
    assert organizer.locator("[role=status]").inner_text() == "対局g1として記録しました。"
    played = organizer.locator("p.played").inner_text()
    assert week_ago.strftime("%Y-%m-%d 20:30") in played
    day.check(organizer, "saved-west", other=False)

    # today's game: Ben rons Dai for a mangan (5 han: 8,000) in East 1, to 33,000; after South 4
    # (seven draws) the game is over
    _seats(organizer, day)
    _add(organizer, "ron", han="5", discarder="3", winner="1")
    assert _draws_until_over(organizer, 12) == 7
    organizer.click("text=対局を記録")
    assert organizer.locator("[role=status]").inner_text() == "対局g2として記録しました。"

    organizer.goto(f"{served}/c/{SLUG}/games/g1")
    hands = organizer.locator("li.hand")
    assert hands.count() == 12
    page_text = organizer.locator("main").inner_text()
    assert "西" in page_text and "符" not in page_text
    day.check(organizer, "game-west")
    organizer.goto(f"{served}/c/{SLUG}")
    day.check(organizer, "cup")
    month = week_ago.strftime("%Y-%m")
    months = organizer.request.get(f"{served}/api/competitions/{SLUG}/standings").json()["months"]
    assert month in [m["month"] for m in months]
    organizer.goto(f"{served}/c/{SLUG}/games")
    day.check(organizer, "games")
    organizer.goto(f"{served}/c/{SLUG}/players/p3")
    day.check(organizer, "player")
    day.done()
