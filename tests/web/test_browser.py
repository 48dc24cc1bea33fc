"""The web app in a real browser: Playwright driving Debian's chromium against `taikai serve`.

The server is the real command (``taikai serve --port 0``, a subprocess) over a temporary SQLite
database; the browser is ``/usr/bin/chromium`` (the Playwright browser download is not used).
Screenshots of each page are saved under ``test-artifacts/web/`` (gitignored; CI keeps them).
These tests skip when chromium is absent, unless ``TAIKAI_REQUIRE_BROWSER=1`` (CI) makes that a
failure.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.web.serving import served_at

from taikai import rules
from taikai.services.values import Competition, StaffAccount
from taikai.store import open_store
from taikai.web import hash_password

CHROMIUM = Path("/usr/bin/chromium")
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "web"
#: What chromium needs on these machines (no sandbox as root, no GPU, no network of its own).
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = {"width": 360, "height": 740}
PASSWORD = "venue password"


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[str]:
    """``taikai serve`` on a free port over a new database with a tournament and two accounts."""
    folder = tmp_path_factory.mktemp("serve")
    url = f"sqlite:///{folder}/taikai.db"
    store = open_store(url)
    with store.unit_of_work("test:setup") as uow:
        ruleset = rules.to_mapping(rules.load("ron-of-20xx"))  # the table link offers its penalties
        uow.competitions.add(
            Competition("ron", "tournament", "Ron of 20XX", "ron-of-20xx", {}, "ron-of-20xx", ruleset)
        )
        for login, role in (("org", "organizer"), ("desk", "staff"), ("target", "staff")):
            uow.staff.add(StaffAccount(login, hash_password(PASSWORD), role))
    store.close()
    with served_at(url) as address:
        yield address


def need_chromium() -> None:
    """Skip the test when Debian's chromium is missing, or fail it where TAIKAI_REQUIRE_BROWSER says
    the browser must be there (CI)."""
    if not CHROMIUM.exists():
        if os.environ.get("TAIKAI_REQUIRE_BROWSER"):
            pytest.fail(f"TAIKAI_REQUIRE_BROWSER is set but {CHROMIUM} is missing (apt-get install chromium)")
        pytest.skip(f"the browser tests need Debian's chromium at {CHROMIUM} (apt-get install chromium)")


@pytest.fixture(scope="module")
def browser_context():
    """A phone-sized chromium context (a fresh profile)."""
    need_chromium()
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile,
            executable_path=str(CHROMIUM),
            args=FLAGS,
            headless=True,
            viewport=PHONE,
            is_mobile=True,
            has_touch=True,
            locale="en-US",
        )
        yield context
        context.close()


@pytest.fixture
def page(browser_context, server):
    browser_context.clear_cookies()
    opened = browser_context.new_page()
    yield opened
    opened.close()


def shot(page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def fits_the_phone(page) -> bool:
    """Nothing is wider than the 360 px screen (no sideways scrolling)."""
    return page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def log_in(page, server: str, login: str, password: str = PASSWORD) -> None:
    page.goto(f"{server}/login")
    page.fill("input[name=login]", login)
    page.fill("input[name=password]", password)
    page.click("button[type=submit]")


def test_a_staff_member_logs_in_on_a_phone_and_sees_the_staff_pages(page, server):
    page.goto(server)
    assert page.locator("h1").inner_text() == "Competitions" and fits_the_phone(page)
    shot(page, "competitions")
    page.goto(f"{server}/login")
    shot(page, "login")
    log_in(page, server, "desk")
    page.wait_for_url(f"{server}/staff")
    staff_nav = page.locator("nav.staff")
    assert staff_nav.is_visible() and staff_nav.locator("a").all_inner_texts() == [
        "Competitions: players and games",
        "Table links",
    ]
    assert page.locator(".who .login").inner_text() == "desk (staff)" and fits_the_phone(page)
    shot(page, "staff-home")
    page.click("text=Log out")
    page.wait_for_url(f"{server}/")
    assert page.locator("text=Log in").is_visible()


def test_wrong_passwords_are_limited(page, server):
    for _ in range(5):
        log_in(page, server, "target", "not the password")
        assert page.locator(".error").inner_text() == "Wrong login or password."
    log_in(page, server, "target")  # the right password, too late
    assert (
        page.locator(".error")
        .inner_text()
        .startswith("Too many failed logins for this account: try again in")
    )
    assert fits_the_phone(page)
    shot(page, "login-limited")


def test_the_language_switch_turns_the_pages_japanese_and_back(page, server):
    page.goto(server)
    page.click("a.lang")
    page.wait_for_selector("html[lang=ja]", state="attached")  # waits through the navigation
    assert (
        page.locator("h1").inner_text() == "大会・リーグ" and page.locator("a.lang").inner_text() == "English"
    )
    assert page.locator(".kind").inner_text() == "大会" and fits_the_phone(page)
    shot(page, "competitions-ja")
    page.goto(f"{server}/login")  # the choice is kept
    assert page.locator("h1").inner_text() == "スタッフログイン"
    shot(page, "login-ja")
    page.click("a.lang")
    page.wait_for_selector("html[lang=en]", state="attached")
    assert page.locator("h1").inner_text() == "Staff login"


def test_a_table_link_opens_its_table_and_a_tampered_one_is_refused(page, server):
    log_in(page, server, "org")
    page.wait_for_url(f"{server}/staff")
    page.click("text=Table links")
    page.fill("input[name=round]", "2")
    page.fill("input[name=tables]", "3")
    page.click("text=Make the links")
    links = page.locator("a.url")
    assert links.count() == 3 and fits_the_phone(page)
    shot(page, "table-links")
    link = links.nth(1).get_attribute("href")
    page.click("text=Log out")
    page.goto(link)  # no account needed
    assert page.locator("h1").inner_text() == "Round 2, table 2" and fits_the_phone(page)
    shot(page, "table-page")
    tampered = link[:-4] + ("AAAA" if not link.endswith("AAAA") else "BBBB")
    response = page.goto(tampered)
    assert response.status == 403
    assert page.locator(".error").inner_text() == "This table link is not valid: it was mistyped or altered."
    shot(page, "table-link-refused")
    foreign = page.goto(link.replace("/tables/2/", "/tables/3/"))
    assert foreign.status == 403 and "not for this table" in page.locator(".error").inner_text()
