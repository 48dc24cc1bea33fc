"""The staff entry pages in a real browser on a phone (390 x 844): a staff member enters a game by
points and the public standings show it; a table's private link enters that table's result (its
players as drawn, also on a 360 px phone in Japanese).

Chromium and ``taikai serve`` as in tests/web/test_browser.py (its fixtures); the database here holds
a cup and a tournament created through the services, with four players each (the tournament's seats
drawn).
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

from .test_browser import PASSWORD, browser_context, log_in, page, shot  # noqa: F401 - fixtures
from .test_browser import PHONE as SMALL_PHONE

PHONE = {"width": 390, "height": 844}
NAMES = ("Aki", "Ben", "Chie", "Dai")


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[str]:
    """``taikai serve`` over a database with a cup, a tournament, their players and two accounts."""
    url = f"sqlite:///{tmp_path_factory.mktemp('entry')}/taikai.db"
    store = open_store(url)
    for slug, kind, preset in (("cup", "cup", "itsuka-chuuren"), ("open", "tournament", "ron-of-20xx")):
        fmt = formats.load(preset)
        create_competition(store, "test", slug, kind, fmt, rules.load(fmt.ruleset), name=slug.title())
        for name in NAMES:
            add_player(store, "test", slug, name)
    seat_rounds(store, "test", "open", 3)
    fmt = formats.load("ron-of-20xx")  # a tournament whose entries come in on its day page
    create_competition(store, "test", "ron", "tournament", fmt, rules.load(fmt.ruleset), name="Ron")
    with store.unit_of_work("test:setup") as uow:
        for login, role in (("org", "organizer"), ("desk", "staff")):
            uow.staff.add(StaffAccount(login, hash_password(PASSWORD), role))
    store.close()
    with served_at(url) as address:
        yield address


def fits(page, phone: dict[str, int] = PHONE) -> bool:  # noqa: F811 - the fixture's name
    return page.evaluate("document.documentElement.scrollWidth") <= phone["width"]


def first_table_link(page, server: str, competition: str) -> str:  # noqa: F811 - the fixture's name
    """The organizer makes round 1's table links of ``competition`` on the links page, then logs out
    (the table's players are no staff): the first link."""
    log_in(page, server, "org")
    page.wait_for_url(f"{server}/staff")
    page.click("text=Table links")
    page.select_option("select[name=competition]", competition)
    page.fill("input[name=round]", "1")
    page.fill("input[name=tables]", "1")
    page.click("text=Make the links")
    link = page.locator("a.url").first.get_attribute("href")
    page.click("text=Log out")
    return link


def fill_game(page, points: tuple[int, ...]) -> None:  # noqa: F811
    seats = page.locator("select[name=seat]")
    for seat in range(4):
        if seats.count():
            seats.nth(seat).select_option(f"p{seat + 1}")
        page.locator("input[name=points]").nth(seat).fill(str(points[seat]))


def test_staff_enter_a_game_on_a_phone_and_the_public_standings_show_it(page, server):  # noqa: F811
    page.set_viewport_size(PHONE)
    log_in(page, server, "desk")
    page.wait_for_url(f"{server}/staff")
    page.click("text=Competitions: players and games")
    page.click("text=Cup")
    page.click("text=Enter a game by final points")
    assert fits(page)
    fill_game(page, (45000, 30000, 15000, 10000))
    shot(page, "entry-points-form")
    page.click("text=Record the game")
    assert page.locator("[role=status]").inner_text() == "Recorded as game g1."
    # itsuka-chuuren: 30000 returned, no uma: (45000 - 30000) / 1000 = 15.0 ... (10000 - 30000) / 1000
    assert page.locator(".score").all_inner_texts() == [
        "45000 · 15.0",
        "30000 · 0.0",
        "15000 · -15.0",
        "10000 · -20.0",
    ]
    shot(page, "entry-points-saved")
    page.go_back()
    page.click("text=Record the game")  # the same form again (its token): still one game
    assert "already recorded as g1" in page.locator("[role=status]").inner_text()
    page.goto(f"{server}/c/cup")
    standings = page.locator("main").inner_text()
    assert "Aki" in standings and "15.0" in standings and "-20.0" in standings and fits(page)
    shot(page, "entry-public-standings")


def test_a_table_link_enters_its_result_on_a_phone(page, server):  # noqa: F811
    page.set_viewport_size(PHONE)
    link = first_table_link(page, server, "open")
    # on a 360 px phone in Japanese: the four players as drawn, by wind and name, nothing to choose
    page.set_viewport_size(SMALL_PHONE)
    page.goto(f"{server}/lang/ja?next={link.removeprefix(server)}")
    assert page.locator("h1").inner_text() == "第1回戦 1卓" and fits(page, SMALL_PHONE)
    seated = page.request.get(f"{server}/api/competitions/open/seatings").json()
    names = [seated["names"][p] for p in seated["rounds"][0]["tables"][0]["seats"]]
    labels = page.locator("fieldset.points label").all_inner_texts()
    assert [label.strip() for label in labels] == [f"{w} {n}" for w, n in zip("東南西北", names, strict=True)]
    assert page.locator("select[name=seat]").count() == 0
    shot(page, "entry-table-form-ja-360")
    page.goto(f"{server}/lang/en?next={link.removeprefix(server)}")
    page.set_viewport_size(PHONE)
    assert page.locator("h1").inner_text() == "Round 1, table 1" and fits(page)
    fill_game(page, (40000, 30000, 20000, 10000))
    shot(page, "entry-table-form")
    page.click("text=Record this table's result")
    assert page.locator("[role=status]").inner_text() == "Recorded as game g1."
    shot(page, "entry-table-saved")


def test_the_hand_value_is_shown_in_place_before_the_hand_is_kept(page, server):  # noqa: F811
    page.set_viewport_size(PHONE)
    log_in(page, server, "desk")
    page.wait_for_url(f"{server}/staff")
    page.goto(f"{server}/lang/ja?next=/staff/c/cup/hands")
    seats = page.locator("select[name=seat]")
    for seat in range(4):
        seats.nth(seat).select_option(f"p{seat + 1}")
    page.click("text=局を入力する")  # the players first: every seat is then named by wind and name
    page.select_option("select[name=kind]", "ron")
    page.locator("select[name=winner]").first.select_option("1")
    page.select_option("select[name=discarder]", "0")
    page.locator("input[name=hand]").first.fill("123m456p789s234s55p")
    page.locator("input[name=win_tile]").first.fill("5p")
    page.locator("input[name=riichi]").nth(1).check()
    page.click("text=点数を確認")  # htmx: the preview replaces its section, the page stays
    result = page.locator("#preview .result")
    result.wait_for()
    # riichi only (a tanki wait on 5p, no pinfu); itsuka-chuuren counts no fu: 1 han, 1000 from East
    assert result.inner_text() == "南 Ben ロン（放銃 東 Aki）: 1翻（立直）" and fits(page)
    assert page.locator("input[name=hand]").first.input_value() == "123m456p789s234s55p"  # nothing reloaded
    shot(page, "entry-hand-preview")
    page.click("text=この局を追加")
    assert page.locator(".so-far li").count() == 1


def test_staff_upload_a_sheet_through_the_import_form(page, server, tmp_path):  # noqa: F811
    """The upload form sends its CSRF token in its address (the body is read only after the token
    and the login are checked): a browser's multipart post imports the file."""
    sheet = tmp_path / "day.csv"
    sheet.write_text(
        "played_at,east,south,west,north,east_points,south_points,west_points,north_points\n"
        "2025-03-09 21:00,Aki,Ben,Chie,Dai,48000,31000,12000,9000\n"
    )
    log_in(page, server, "desk")
    page.wait_for_url(f"{server}/staff")
    page.goto(f"{server}/staff/c/cup/import")
    page.set_input_files("input[name=files]", str(sheet))
    page.click("form[enctype='multipart/form-data'] button[type=submit]")
    page.wait_for_selector(".summary")
    assert "1 imported, 0 skipped, 0 files refused" in page.locator(".summary h2").inner_text()
    shot(page, "entry-import-uploaded")


def test_times_are_typed_and_shown_in_tokyo_on_a_360_px_phone_in_japanese(page, server):  # noqa: F811
    """A game typed a week later as played at 23:30 on the last day of March, an entry at 23:50 on
    the opening day and the opening "2026-04-01 09:30", typed as the organizer types them in
    Tokyo (the event's zone, named beside each field) and shown back the same, never in UTC."""
    page.set_viewport_size(SMALL_PHONE)
    log_in(page, server, "org")
    page.wait_for_url(f"{server}/staff")
    page.goto(f"{server}/lang/ja?next=/staff/c/cup/games/new")
    label = page.locator("label", has=page.locator("input[name=played_at]")).inner_text()
    assert label.strip() == "対局日時（Asia/Tokyo）" and fits(page, SMALL_PHONE)
    page.fill("input[name=played_at]", "2026-03-31T23:30")
    fill_game(page, (45000, 30000, 15000, 10000))
    shot(page, "time-points-form-ja-360")
    page.click("text=対局を記録")
    played = page.locator("p.played")
    assert played.inner_text() == "対局日時：2026-03-31 23:30" and fits(page, SMALL_PHONE)
    shot(page, "time-points-saved-ja-360")
    months = page.request.get(f"{server}/api/competitions/cup/standings").json()["months"]
    assert "2026-03" in [m["month"] for m in months]
    page.goto(f"{server}/staff/c/ron/day")
    page.click("summary:has-text('エントリーを追加')")
    page.fill("input[name=name]", "Aki")
    page.fill("input[name=submitted_at]", "2026-04-01T23:50")
    page.fill("input[name=birth_date]", "1990-01-01")
    page.fill("input[name=profile]", "club")
    assert "Asia/Tokyo" in page.locator("label", has=page.locator("input[name=submitted_at]")).inner_text()
    page.click("form[action$='/entries'] button[type=submit]")
    page.fill("input[name=opens_at]", "2026-04-01T09:30")
    page.fill("input[name=event_date]", "2026-04-20")
    assert "Asia/Tokyo" in page.locator("label", has=page.locator("input[name=opens_at]")).inner_text()
    shot(page, "time-lottery-form-ja-360")
    page.click("#lottery button[type=submit]")
    text = page.locator("main").inner_text()
    assert "受付開始 2026-04-01 09:30" in text and "2026-04-01 23:50" in text and "UTC" not in text
    assert fits(page, SMALL_PHONE)
    shot(page, "time-day-decided-ja-360")
