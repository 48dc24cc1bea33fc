"""Issue 21 item 1 in a real browser, on a 360 px phone in Japanese and in English: a win entered by its
han says whether the winner's hand was open, and the preview keeps it. Screenshots under
``test-artifacts/web/`` (``hands-open-*``)."""

from __future__ import annotations

import json

from tests.web.test_entry_hands_browser import server  # noqa: F401 - a fixture

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
