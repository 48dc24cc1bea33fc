"""The game page's offences on a 360 px phone in Japanese: the kata-agari of an imported log proposed
(where, what, the rule and its cost), staff apply the penalty from the page and the score changes."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from tests.services.test_offences import KATA_AGARI, STRICT
from tests.web.serving import served_at

from taikai.competitions import formats
from taikai.rules import load, with_changes
from taikai.services.competitions import create_competition
from taikai.services.imports import import_files
from taikai.services.values import StaffAccount
from taikai.store import open_store
from taikai.web import hash_password

from .test_browser import PASSWORD, PHONE, browser_context, fits_the_phone, log_in, page, shot  # noqa: F401


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[str]:
    if not KATA_AGARI.is_file():
        pytest.skip(f"the tenhou.net/6 sample logs were not found at {KATA_AGARI.parent}")
    folder = tmp_path_factory.mktemp("offences")
    data = json.loads(KATA_AGARI.read_text("utf-8"))
    data["lobby"], data["rule"]["disp"] = 1234, "南喰赤"  # as tests/services/test_offences.py edits it
    log = folder / "kata-agari.json"
    log.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    url = f"sqlite:///{folder}/taikai.db"
    store = open_store(url)
    ruleset = with_changes(load("tenhou"), STRICT)
    create_competition(store, "test", "strict", "league", formats.load("hitonazo-m"), ruleset, rules_name="s")
    assert import_files(store, "test", "strict", [log], add_players=True, propose_offences=True).imported == 1
    with store.unit_of_work("test:setup") as uow:
        uow.staff.add(StaffAccount("desk", hash_password(PASSWORD), "staff"))
    store.close()
    with served_at(url) as address:
        yield address


def test_staff_apply_an_offence_from_the_game_page_on_a_phone(page, server):  # noqa: F811
    log_in(page, server, "desk")
    page.wait_for_url(f"{server}/staff")
    page.goto(f"{server}/lang/ja?next=/c/strict/games/g1")
    offence = page.locator("#offences .offence").inner_text()
    assert (
        "東4局 1本場の57手目、西 武藤千春" in offence
        and "片和了り" in offence
        and "チョンボ" in offence
        and "提案中" in offence
    )
    assert "a win the rules" not in offence
    assert fits_the_phone(page)
    shot(page, "game-offence-ja")
    page.click("#offences form button:has-text('罰則を適用')")
    page.wait_for_selector("#offences [data-status=applied]")
    assert "適用済み" in page.locator("#offences .offence").inner_text()
    assert "-59.0" in page.locator("ol.result").inner_text()
    assert fits_the_phone(page)
    shot(page, "game-offence-applied-ja")
