"""A Ron of 20XX day end to end in a real browser (Playwright on Debian's chromium, as
tests/web/test_browser.py), the organizer on a 360 px phone in Japanese and the tables' players on
theirs: entries on the opening day with their times typed in Tokyo (the event's zone: an entry at
08:00 on the 27th is a later one, first come first served, though it is still the 26th in UTC), the
lottery, the seats drawn, five rounds started on the day page and entered through table links (one
table with a chombo: 12000 points confiscated, the table adding up to 88000), the projector showing
the round being played between rounds, the final formed and entered, its stars, and the series page
across this event and last year's. Every page visited is checked in both languages
(tests/web/days.py).

The store holds what is not the point of the day: last year's event (played through the services),
this year's first 24 entries, the staff accounts.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import date, datetime, timedelta, timezone

import pytest
from tests.web.days import Day, phones  # noqa: F401 (the fixture)
from tests.web.serving import served_at
from tests.web.test_browser import PASSWORD, log_in

from taikai.competitions import formats
from taikai.contracts.formats import format_ruleset
from taikai.services import tournament
from taikai.services.competitions import create_competition
from taikai.services.demo import table_points
from taikai.services.values import StaffAccount
from taikai.store import open_store
from taikai.web import hash_password

JST = timezone(timedelta(hours=9))
ACTOR = "test:setup"
SLUG, LAST = "ron-2026", "ron-2025"
NAME = "ロン・オブ・2026 本戦"
FAMILY = ("佐々木", "高橋", "渡辺", "伊藤", "山本", "中村", "小林", "加藤")
GIVEN = ("康彦", "美咲", "翔太")
#: The 24 entries the store holds (member numbers M01 ...): all on the opening day.
STORED = [f"{FAMILY[n % 8]} {GIVEN[n // 8]}" for n in range(24)]
OPENS = datetime(2026, 2, 26, 10, tzinfo=JST)
#: Entries typed on the day page: (name, member number, submitted at as typed, in Tokyo).
TYPED = (
    ("岡田 光", "M25", "2026-02-26T23:30"),  # the opening day's last minutes: in the lottery
    ("森 圭", "M26", "2026-02-26T10:00"),  # the opening instant: in the lottery
    ("石井 蓮", "M27", "2026-02-27T08:00"),  # the 27th in Tokyo (the 26th in UTC): first come
    ("前田 湊", "M28", "2026-02-27T08:05"),
)
#: The chombo table: round 3, table 2, South confiscated 12000 points at the table.
CHOMBO = (3, 2, 1)
CHOMBO_POINTS = (38000, 14000, 21000, 15000)


def _last_year(store) -> None:
    """Ron of 2025: sixteen of this year's players (the same member numbers), played through."""
    fmt = formats.load("ron-of-20xx")
    name = "ロン・オブ・2025 本戦"
    create_competition(store, ACTOR, LAST, "tournament", fmt, format_ruleset(fmt), name=name)
    opens = datetime(2025, 2, 26, 10, tzinfo=JST)
    for n, name in enumerate(STORED[:16]):
        tournament.add_entry(
            store, ACTOR, LAST, name, submitted_at=opens + timedelta(minutes=n), profile="クイズ研究会",
            birth_date=date(1990, 1, 1 + n), key=f"M{n + 1:02d}",
        )  # fmt: skip
    tournament.decide_registration(store, ACTOR, LAST, opens, date(2025, 3, 20), seed=5)
    _, seating = tournament.seat_rounds(store, ACTOR, LAST, seed=9)
    rng = random.Random(2025)
    for number, tables in enumerate(seating.rounds, 1):
        for table in range(1, len(tables) + 1):
            tournament.enter_table(store, ACTOR, LAST, number, table, table_points(rng))
    _, report = tournament.event_report(store, ACTOR, LAST)
    for formed in report.final_tables or ():
        tournament.enter_table(store, ACTOR, LAST, len(seating.rounds) + 1, formed.table, table_points(rng))


@pytest.fixture(scope="module")
def served(tmp_path_factory) -> Iterator[tuple[str, str]]:
    """``taikai serve`` over last year's event, this year's with 24 opening-day entries, an organizer:
    (its address, the database's URL)."""
    url = f"sqlite:///{tmp_path_factory.mktemp('tournament-day')}/taikai.db"
    store = open_store(url)
    _last_year(store)
    fmt = formats.load("ron-of-20xx")
    create_competition(store, ACTOR, SLUG, "tournament", fmt, format_ruleset(fmt), name=NAME)
    for n, name in enumerate(STORED):
        tournament.add_entry(
            store, ACTOR, SLUG, name, submitted_at=OPENS + timedelta(minutes=20 * n), profile="クイズ研究会",
            birth_date=date(1990, 1, 1 + n), key=f"M{n + 1:02d}",
        )  # fmt: skip
    with store.unit_of_work(ACTOR) as uow:
        uow.staff.add(StaffAccount("org", hash_password(PASSWORD), "organizer"))
    store.close()
    with served_at(url) as address:
        yield address, url


def _round_links(page, day: Day, number: int) -> list[str]:
    """The organizer starts round ``number`` on the day page and makes its table links."""
    page.goto(f"{day.base}/staff/c/{SLUG}/day#round-{number}")
    page.locator(f"#round-{number} form[action$='/day/start'] button").click()
    page.locator(f"#round-{number} a[href*='screen/timer']").wait_for()
    page.locator(f"#round-{number} form[action='/staff/links'] button").click()
    page.locator("ol.links a.url").first.wait_for()
    if number == 1:
        day.check(page, "links", other=False)  # a post's answer
    return [link.get_attribute("href") for link in page.locator("ol.links a.url").all()]


def _enter(player, day: Day, link: str, points, *, chombo: int | None = None, check: str = "") -> str:
    """A table's player enters the final points through the table link: the saved page's status."""
    player.goto(link)
    if check:
        day.check(player, f"{check}-form")
    for seat, value in enumerate(points):
        player.locator("input[name=points]").nth(seat).fill(str(value))
    if chombo is not None:
        player.click("details.penalties summary")
        player.locator("input[name=penalty_chombo]").nth(chombo).fill("1")
        if check:
            day.check(player, f"{check}-penalty", other=False)  # the same form, its penalties open
    player.click("form.entry button[type=submit]")
    status = player.locator("[role=status]")
    status.wait_for()
    if chombo is not None:  # the four add up to 88,000: the chombo's 12,000 went to nobody
        assert sum(points) == 100000 - 12000
        assert player.locator(".mark.penalty").all_inner_texts() == ["チョンボ"]
    if check:
        day.check(player, f"{check}-saved", other=False)
    return status.inner_text()


def test_a_ron_of_20xx_day_from_the_entries_to_the_series(phones, served):  # noqa: F811
    base, url = served
    organizer, player = phones
    day = Day("tournament", base, allowed=(NAME, *STORED, *(name for name, _, _ in TYPED)))
    log_in(organizer, base, "org")
    organizer.wait_for_url(f"{base}/staff")
    organizer.goto(f"{base}/lang/ja?next=/staff/c/{SLUG}/day")
    player.goto(f"{base}/lang/ja?next=/")
    day.check(organizer, "day-entries")
    for name, key, submitted in TYPED:
        organizer.click("summary:has-text('エントリーを追加')")
        organizer.fill("input[name=name]", name)
        organizer.fill("input[name=submitted_at]", submitted)  # in Tokyo, as the label says
        organizer.fill("input[name=profile]", "クイズ研究会")
        organizer.fill("input[name=birth_date]", "1995-05-05")
        organizer.fill("input[name=key]", key)
        organizer.click("form[action$='/entries'] button[type=submit]")
        organizer.locator(f".entries li:has-text('{name}')").wait_for()
    opens = organizer.locator("label", has=organizer.locator("input[name=opens_at]")).inner_text()
    assert "Asia/Tokyo" in opens
    organizer.fill("#lottery input[name=opens_at]", "2026-02-26T10:00")
    organizer.fill("#lottery input[name=event_date]", "2026-03-20")
    organizer.fill("#lottery input[name=seed]", "7")
    day.check(organizer, "day-typed", other=False)
    organizer.click("#lottery button[type=submit]")
    organizer.locator("#seat").wait_for()
    registration = organizer.locator("#registration").inner_text()
    assert "受付開始 2026-02-26 10:00" in registration and "UTC" not in registration
    assert organizer.locator("[data-status=accepted]").count() == 24
    assert "26" in organizer.locator("#registration .status").inner_text()  # the lottery: 26 for 24
    later = [organizer.locator(f".entries li:has-text('{name}')") for name, _, _ in TYPED[2:]]
    assert [row.get_attribute("data-status") for row in later] == ["waiting", "waiting"]
    assert "2026-02-27 08:00" in later[0].inner_text()
    day.check(organizer, "day-lottery")
    organizer.fill("#seat input[name=seed]", "3")
    organizer.click("#seat button[type=submit]")
    organizer.locator("#round-5").wait_for()
    day.check(organizer, "day-seated")

    rng = random.Random(2026)
    for number in range(1, 6):
        links = _round_links(organizer, day, number)
        assert len(links) == 6
        player.goto(f"{base}/c/{SLUG}/screen/tables")  # the projector: the round being played
        assert player.locator(".screen-part h1").inner_text().startswith(f"{number}回戦")
        assert player.locator(".progress").inner_text() == "6卓中0卓終了"
        if number in (1, 3):
            day.check(player, f"projector-round-{number}")
        for table, link in enumerate(links, 1):
            if (number, table) == CHOMBO[:2]:
                said = _enter(player, day, link, CHOMBO_POINTS, chombo=CHOMBO[2], check="chombo-table")
                chombo_link = link
            else:
                said = _enter(player, day, link, table_points(rng), check="table" if table == 1 else "")
            assert said.startswith("対局g"), said
    player.goto(chombo_link)  # the link again: the result recorded, how to ask for a correction
    assert player.locator("[data-recorded]").count() == 1
    assert player.locator("ol.result li").nth(CHOMBO[2]).locator("[data-kind=chombo]").count() == 1
    day.check(player, "chombo-table-used")

    _round_links(organizer, day, 6)  # the final, as the standings formed it
    final_links = [a.get_attribute("href") for a in organizer.locator("ol.links a.url").all()]
    organizer.goto(f"{base}/staff/c/{SLUG}/day/final")
    day.check(organizer, "final-formed")
    for table, link in enumerate(final_links, 1):
        _enter(player, day, link, table_points(rng), check="final-table" if table == 1 else "")
    organizer.goto(f"{base}/staff/c/{SLUG}/day/final")
    store = open_store(url)
    _, report = tournament.event_report(store, ACTOR, SLUG)
    store.close()
    result = organizer.locator("ol.result li")
    assert result.count() == 4  # the overall top four, by the stars
    first = report.result.overall[0]
    assert result.nth(0).get_attribute("data-player") == first
    assert result.nth(0).locator(".mark.qualified").count() == 1
    for line in result.all()[:4]:
        stars = report.result.stars.get(line.get_attribute("data-player"), 0)
        assert f"★{stars}" in line.locator(".score").inner_text() or str(stars) in line.inner_text()
    day.check(organizer, "final-stars")
    organizer.goto(f"{base}/staff/c/{SLUG}/day")
    day.check(organizer, "day-done")
    organizer.goto(f"{base}/c/{SLUG}")
    day.check(organizer, "standings")
    organizer.goto(f"{base}/c/{SLUG}/rounds?round=3")
    day.check(organizer, "rounds")
    organizer.goto(f"{base}/c/{SLUG}/series")
    series = organizer.locator("main").inner_text()
    assert "ロン・オブ・2025 本戦" in series and NAME in series
    day.check(organizer, "series")
    day.done()
