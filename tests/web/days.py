"""What the organizer's days in a browser (tests/web/test_day_*_browser.py) check on every page they
visit: the page fits a 360 px phone and shows no raw catalog key, no unfilled ``{placeholder}`` and,
in Japanese, no English sentence; in the day's language and in the other one. A screenshot of each is
saved under ``test-artifacts/web/days/`` to be looked at.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from urllib.parse import quote

import pytest
from tests.web.test_browser import ARTIFACTS, CHROMIUM, FLAGS, PHONE, need_chromium
from tests.web.test_browser_width import OVERFLOW

from taikai.i18n.messages import MESSAGES

SHOTS = ARTIFACTS / "days"
#: A word of snake_case (a code, a catalog or JSON key) and an unfilled template parameter.
SNAKE = re.compile(r"(?<![\w/.-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w/-])")
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
#: Three English words in a row (in a Japanese page: a text left untranslated).
ENGLISH = re.compile(r"[A-Za-z]{2,}(?:[ '’-]+[A-Za-z]{2,}){2,}")
#: What a page shows in words: its visible text, its title, the hints of its fields and buttons.
SHOWN = """() => [document.title, document.body.innerText,
  ...[...document.querySelectorAll('[placeholder],[title],[aria-label],input[type=submit]')]
    .map(e => [e.getAttribute('placeholder'), e.getAttribute('title'), e.getAttribute('aria-label'),
               e.type === 'submit' ? e.value : null].filter(Boolean).join(' '))].join('\\n')"""
URL = re.compile(r"https?://\S+")


def raw_words(text: str, lang: str, allowed: tuple[str, ...] = ()) -> list[str]:
    """The raw keys, unfilled parameters and (in Japanese) English sentences of a page's text;
    ``allowed`` are texts the organizer typed (names) that may look like either."""
    for typed in allowed:
        text = text.replace(typed, " ")
    text = URL.sub(" ", text)
    found = [f"key {word}" for word in SNAKE.findall(text)]
    found += [f"parameter {word}" for word in PLACEHOLDER.findall(text)]
    if lang == "ja":
        found += [f"English {words!r}" for words in ENGLISH.findall(text)]
    return found


def test_raw_words_finds_keys_parameters_and_english():
    """The check itself: a catalog key, an unfilled parameter and an English sentence are found; a
    Japanese page's names, times and URLs are not."""
    key = next(iter(MESSAGES))
    page = f"順位 {key} ・ 参加{{count}}人 ・ the season is closed ・ https://x.test/a_b Eri_m 2025-03-02"
    assert raw_words(page, "ja") == [f"key {key}", "parameter {count}", "English 'the season is closed'"]
    assert raw_words(page, "en", allowed=(key,)) == ["parameter {count}"]
    assert raw_words("第1回戦 東 Aki 41,000 (Hitonazo M)", "ja") == []


@dataclass
class Day:
    """The pages an organizer's day visits: ``check`` each one as it is shown."""

    name: str
    base: str
    #: Texts typed by the organizer (names) that may look like a key or like English.
    allowed: tuple[str, ...] = ()
    problems: list[str] = field(default_factory=list)
    shots: int = 0

    def __post_init__(self) -> None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        for old in SHOTS.glob(f"{self.name}-*.png"):  # an earlier run's
            old.unlink()

    def check(self, page, what: str, *, other: bool = True) -> None:
        """The page shown now, in its language and (``other``: by its address) in the other one; the
        page is left in its first language. Problems are kept, to be asserted at the end."""
        lang = page.evaluate("document.documentElement.lang")
        self._one(page, what, lang)
        if other:
            address = page.url.removeprefix(self.base)
            back = "en" if lang == "ja" else "ja"
            for shown in (back, lang):
                response = page.goto(f"{self.base}/lang/{shown}?next={quote(address, safe='/?=&')}")
                if response.status != 200:
                    self.problems.append(f"{what} ({shown}): {response.status}")
                if shown == back:
                    self._one(page, what, shown)

    def _one(self, page, what: str, lang: str) -> None:
        self.shots += 1
        page.screenshot(path=str(SHOTS / f"{self.name}-{self.shots:02d}-{what}-{lang}.png"), full_page=True)
        width = page.evaluate("document.documentElement.scrollWidth")
        if width > PHONE["width"]:
            self.problems.append(f"{what} ({lang}): {width} px wide ({page.evaluate(OVERFLOW)})")
        found = raw_words(page.evaluate(SHOWN), lang, self.allowed)
        if found:
            self.problems.append(f"{what} ({lang}): {found}")

    def done(self) -> None:
        assert not self.problems, "\n".join(self.problems)


@pytest.fixture(scope="module")
def phones() -> Iterator[tuple]:
    """Two 360 px phones of one chromium, each a context of its own (its own cookies): the
    organizer's and a table's player's (a page of each)."""
    need_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS, headless=True)
        pages = tuple(
            browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, locale="ja-JP").new_page()
            for _ in range(2)
        )
        yield pages
        browser.close()
