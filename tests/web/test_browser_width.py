"""Every page of the web app, public and staff, in English and Japanese, on a 360 px phone: nothing is
wider than the phone (``document.documentElement.scrollWidth`` <= 360), and a screenshot of each is
saved under ``test-artifacts/web/width/`` to be looked at.

The database is the demo's (:mod:`taikai.services.demo`: a league of three seasons, a finished
tournament, a cup) and a tournament day under way (:func:`day_under_way`: entries with Japanese
names, a discount and two entries that are probably one person, the registration decided, the seats
drawn, round 1 started, one table of it in). Every HTML page the app routes is visited: a page added
without a visit here fails :func:`test_every_page_of_the_app_is_visited`.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta, timezone

import pytest
from fastapi.responses import HTMLResponse
from fastapi.routing import APIRoute
from tests.web.serving import served_at
from tests.web.test_browser import ARTIFACTS, PASSWORD, PHONE, browser_context, log_in  # noqa: F401 (a fixture)

from taikai.competitions import formats
from taikai.contracts.formats import format_ruleset
from taikai.services import day as day_service
from taikai.services import demo, tournament
from taikai.services.competitions import create_competition
from taikai.services.fake import FakeStore
from taikai.services.values import StaffAccount
from taikai.store import open_store
from taikai.web import WebSettings, create_app, hash_password

JST = timezone(timedelta(hours=9))
ACTOR = "test:setup"
DAY = "venue-day"
SHOTS = ARTIFACTS / "width"
#: Entrants of the day under way: Japanese names, two that are probably one person (the same name
#: and birth date), one with the student discount.
ENTRANTS = (
    "佐々木康彦", "高橋 美咲", "渡辺 翔太", "伊藤 さくら", "山本 大輔", "中村 あかり", "小林 健一",
    "加藤 由美", "吉田 拓海", "山田 花子", "松本 直樹", "佐々木 康彦",
)  # fmt: skip


def day_under_way(store) -> None:
    """A ron-of-20xx day: twelve entries (one a student, two probably one person), the registration
    decided, the seats drawn, round 1 started and its table 1 in."""
    fmt = formats.load("ron-of-20xx")
    name = "ロン・オブ・2026 本戦"
    create_competition(store, ACTOR, DAY, "tournament", fmt, format_ruleset(fmt), name=name)
    opens = datetime(2026, 2, 26, 10, tzinfo=JST)
    for number, name in enumerate(ENTRANTS, 1):
        tournament.add_entry(
            store,
            ACTOR,
            DAY,
            name,
            submitted_at=opens + timedelta(minutes=number),
            profile="クイズ研究会",
            birth_date=date(1990, 1, 1) if number in (1, 12) else date(1990, 1, number),
            discounts=("student",) if number == 2 else (),
        )
    tournament.decide_registration(store, ACTOR, DAY, opens, date(2026, 3, 20), seed=7)
    tournament.seat_rounds(store, ACTOR, DAY, seed=3)
    day_service.start_round(store, ACTOR, DAY, 1, datetime(2026, 3, 20, 10, tzinfo=JST))
    tournament.enter_table(store, ACTOR, DAY, 1, 1, (41000, 30000, 19000, 10000))


@pytest.fixture(scope="module")
def served(tmp_path_factory) -> Iterator[str]:
    """``taikai serve`` over the demo and the day under way, with an organizer."""
    url = f"sqlite:///{tmp_path_factory.mktemp('width')}/taikai.db"
    store = open_store(url)
    rng = random.Random(demo.SEED)
    for _, step in demo.STEPS:
        step(store, rng)
    day_under_way(store)
    with store.unit_of_work(ACTOR) as uow:
        uow.staff.add(StaffAccount("org", hash_password(PASSWORD), "organizer"))
    store.close()
    with served_at(url) as address:
        yield address


#: Every page: a name (its screenshot's) and its path, by the route it is of.
PAGES = {
    "/": [("home", "/")],
    "/login": [("login", "/login")],
    "/c/{slug}": [
        ("league", f"/c/{demo.LEAGUE}"),
        ("tournament", f"/c/{demo.TOURNAMENT}"),
        ("tournament-day", f"/c/{DAY}"),
        ("cup", f"/c/{demo.CUP}"),
    ],
    "/c/{slug}/seasons": [("seasons", f"/c/{demo.LEAGUE}/seasons")],
    "/c/{slug}/years/{year}": [("year", f"/c/{demo.LEAGUE}/years/2026")],
    "/c/{slug}/rounds": [("rounds", f"/c/{demo.TOURNAMENT}/rounds"), ("rounds-day", f"/c/{DAY}/rounds")],
    "/c/{slug}/series": [("series", f"/c/{demo.TOURNAMENT}/series")],
    "/c/{slug}/players": [("players", f"/c/{demo.LEAGUE}/players")],
    "/c/{slug}/players/{player}": [
        ("player-league", f"/c/{demo.LEAGUE}/players/p1"),
        ("player-tournament", f"/c/{demo.TOURNAMENT}/players/p1"),
        ("player-day", f"/c/{DAY}/players/p1"),
    ],
    "/c/{slug}/games": [("games", f"/c/{demo.LEAGUE}/games")],
    "/c/{slug}/stats": [
        ("stats", f"/c/{demo.LEAGUE}/stats"),
        ("stats-cup", f"/c/{demo.CUP}/stats?min_games=1"),
    ],
    "/c/{slug}/games/{game}": [("game", f"/c/{demo.LEAGUE}/games/g1")],
    "/c/{slug}/rules": [
        ("rules", f"/c/{demo.TOURNAMENT}/rules"),
        ("rules-league", f"/c/{demo.LEAGUE}/rules"),
    ],
    "/c/{slug}/screen": [("screens", f"/c/{DAY}/screen")],
    "/c/{slug}/screen/tables": [("screen-tables", f"/c/{DAY}/screen/tables")],
    "/c/{slug}/screen/standings": [("screen-standings", f"/c/{demo.LEAGUE}/screen/standings")],
    "/c/{slug}/screen/timer": [("screen-timer", f"/c/{DAY}/screen/timer?round=1")],
    "/staff": [("staff", "/staff")],
    "/staff/accounts": [("accounts", "/staff/accounts")],
    "/staff/links": [("links", "/staff/links")],
    "/staff/competitions": [("staff-competitions", "/staff/competitions")],
    "/staff/competitions/new": [("competition-new", "/staff/competitions/new")],
    "/staff/c/{slug}": [("staff-league", f"/staff/c/{demo.LEAGUE}"), ("staff-day", f"/staff/c/{DAY}")],
    "/staff/c/{slug}/players/{player_id}": [("staff-player", f"/staff/c/{DAY}/players/p1")],
    "/staff/c/{slug}/games/new": [
        ("game-new", f"/staff/c/{demo.CUP}/games/new"),
        ("game-new-table", f"/staff/c/{DAY}/games/new?round=1&table=2"),
    ],
    "/staff/c/{slug}/games/{game_id}": [("game-edit", f"/staff/c/{demo.LEAGUE}/games/g1")],
    "/staff/c/{slug}/import": [("import", f"/staff/c/{demo.LEAGUE}/import")],
    "/staff/c/{slug}/hands": [("hands", f"/staff/c/{demo.CUP}/hands")],
    "/staff/c/{slug}/day": [("day", f"/staff/c/{DAY}/day")],
    "/staff/c/{slug}/day/print": [("day-print", f"/staff/c/{DAY}/day/print?round=1")],
    "/staff/c/{slug}/day/final": [("day-final", f"/staff/c/{demo.TOURNAMENT}/day/final")],
    "/staff/c/{slug}/seasons": [("staff-seasons", f"/staff/c/{demo.LEAGUE}/seasons")],
}
#: Pages drawn by a link or a form rather than an address of their own (visited by :func:`_forms`).
DRAWN = {"/competitions/{slug}/rounds/{round}/tables/{table}/{token}", "/lang/{lang}"}


def test_every_page_of_the_app_is_visited():
    """Each route answering a page (HTML, GET) is in :data:`PAGES` (or drawn by a form or link)."""
    app = create_app(FakeStore(lambda: datetime.now(UTC)), WebSettings(secret="s"))
    routed = {
        route.path
        for route in app.routes
        if isinstance(route, APIRoute) and "GET" in route.methods and route.response_class is HTMLResponse
    }
    assert routed - set(PAGES) - DRAWN == set()


OVERFLOW = """() => [...document.querySelectorAll('body *')]
  .filter(e => e.getBoundingClientRect().right > 360.5)
  .map(e => e.tagName.toLowerCase()
    + (e.className && typeof e.className === 'string' ? '.' + e.className : '')
    + ' ' + Math.round(e.getBoundingClientRect().right) + ' ' + (e.textContent || '').trim().slice(0, 40))
  .slice(0, 8)"""


def _fits(page, name: str, lang: str) -> str | None:
    """The page's width problem (None: it fits the phone), after its screenshot."""
    page.screenshot(path=str(SHOTS / f"{lang}-{name}.png"), full_page=True)
    width = page.evaluate("document.documentElement.scrollWidth")
    if width <= PHONE["width"]:
        return None
    return f"{lang} {name}: {width} px ({page.evaluate(OVERFLOW)})"


def _every_page(page, served: str, lang: str) -> Iterator[str]:
    """Log in as the organizer in ``lang``, then visit every page, naming each once it is shown:
    each routed page of :data:`PAGES`, then those a form or a link draws (the table links made, a
    table's page by its link, unused and used, the error page)."""
    page.goto(f"{served}/lang/{lang}?next=/login")  # the language's cookie, then the login
    log_in(page, served, "org")
    page.wait_for_url(f"{served}/staff")
    for pages in PAGES.values():
        for name, path in pages:
            response = page.goto(f"{served}{path}")
            assert response.status == 200, (path, response.status)
            assert page.evaluate("document.documentElement.lang") == lang, path
            yield name
    page.goto(f"{served}/staff/c/{DAY}/day")
    page.locator("#round-1 form[action='/staff/links'] button").click()
    page.locator("ol.links a.url").first.wait_for()
    yield "links-made"
    used, unused = (page.locator("ol.links a.url").nth(n).get_attribute("href") for n in (0, 1))
    page.goto(unused)
    yield "table-link"
    page.goto(used)
    yield "table-link-used"
    assert page.goto(f"{served}/c/no-such-competition").status == 404
    yield "not-found"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_page_fits_a_360px_phone(browser_context, served, lang):  # noqa: F811
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser_context.clear_cookies()
    page = browser_context.new_page()
    wide = [_fits(page, name, lang) for name in _every_page(page, served, lang)]
    page.close()
    problems = [problem for problem in wide if problem]
    assert not problems, "\n".join(problems)
