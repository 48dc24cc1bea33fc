"""Issue 21 item 1 in a real browser, on a 360 px phone in Japanese and in English: a win entered by its
han says whether the winner's hand was open, and the preview keeps it; the page of a game imported from
a log offers its play to download. Screenshots under ``test-artifacts/web/`` (``hands-open-*``,
``game-play-download-*``)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from tests.services.test_log_identity import TENHOU6, A
from tests.web.serving import served_at
from tests.web.test_entry_hands_browser import server  # noqa: F401 - a fixture

from taikai import rules
from taikai.competitions import formats
from taikai.services.competitions import create_competition
from taikai.services.imports import import_files
from taikai.store import open_store

from .test_browser import PHONE, browser_context, fits_the_phone, log_in, page, shot  # noqa: F401


def test_an_open_win_by_its_han_on_a_phone(page, server):  # noqa: F811
    page.set_viewport_size(PHONE)
    log_in(page, server, "org")
    page.wait_for_url(f"{server}/staff")
    for lang, label, choice in (
        ("ja", "副露の有無", "副露あり"),
        ("en", "Open or closed hand", "open hand"),
    ):
        page.goto(f"{server}/lang/{lang}?next=/staff/c/cup/hands")
        for seat, select in enumerate(page.locator("select[name=seat]").all()):
            select.select_option(f"p{seat + 1}")
        page.click("text=局を入力する" if lang == "ja" else "text=Enter the hands")
        page.wait_for_load_state()
        first = page.locator("fieldset.win").nth(0)
        assert label in first.inner_text()
        page.select_option("select[name=kind]", "ron")
        page.select_option("select[name=discarder]", "0")
        first.locator("select[name=winner]").select_option("1")
        first.locator("input[name=han]").fill("2")
        first.locator("select[name=open]").select_option(label=choice)
        assert fits_the_phone(page)
        shot(page, f"hands-open-{lang}-360")
        page.locator("button[formaction$='/hands/add']").click()
        page.wait_for_load_state()
        hands = json.loads(page.locator("input[name=hands]").get_attribute("value"))
        assert hands[-1]["result"]["wins"][0] == {"seat": 1, "han": 2, "open": True}
        shot(page, f"hands-open-added-{lang}-360")


@pytest.fixture(scope="module")
def houou_server(tmp_path_factory) -> Iterator[str]:
    """``taikai serve`` over a league under the `tenhou` rules with one phoenix-room log imported."""
    log = TENHOU6 / f"{A}.xml"
    if not log.is_file():
        pytest.skip(f"the tenhou.net/6 sample logs were not found at {TENHOU6}")
    url = f"sqlite:///{tmp_path_factory.mktemp('houou')}/taikai.db"
    store = open_store(url)
    fmt = formats.load("hitonazo-m")
    create_competition(store, "test", "houou", "league", fmt, rules.load("tenhou"), rules_name="tenhou")
    import_files(store, "test", "houou", [log], add_players=True)
    store.close()
    with served_at(url) as address:
        yield address


def test_an_imported_game_offers_its_play_on_a_phone(page, houou_server):  # noqa: F811
    page.set_viewport_size(PHONE)
    for lang, words in (("ja", "牌譜のダウンロード"), ("en", "The play, to download")):
        page.goto(f"{houou_server}/lang/{lang}?next=/c/houou/games/g1")
        downloads = page.locator("p.downloads")
        downloads.scroll_into_view_if_needed()
        assert words in downloads.inner_text() and fits_the_phone(page)
        shot(page, f"game-play-download-{lang}-360")
        with page.expect_download() as download:
            downloads.locator("a", has_text="mjai").click()
        assert download.value.suggested_filename == "g1.mjai.jsonl"
