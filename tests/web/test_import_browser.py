"""The import page on a 360 px phone in Japanese: a Mahjong Soul contest file with one disputed record
is refused whole (nothing imported, the checkbox named), then imported with the platform's scores
ticked (the game marked on its page); an mjlog saved without its id takes the "played at" field."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from tests.importers.conftest import TENHOU6
from tests.importers.test_majsoul_contest import contest_record
from tests.web.serving import served_at

from taikai import rules
from taikai.competitions import formats
from taikai.services.competitions import create_competition
from taikai.services.values import StaffAccount
from taikai.store import open_store
from taikai.web import hash_password

from .test_browser import PASSWORD, PHONE, browser_context, fits_the_phone, log_in, page, shot  # noqa: F401

REAL = TENHOU6 / "2019021004gm-00a9-0000-e2f6516d.xml"


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[str]:
    url = f"sqlite:///{tmp_path_factory.mktemp('import')}/taikai.db"
    store = open_store(url)
    fmt = formats.load("hitonazo-m")
    create_competition(store, "test", "online", "league", fmt, rules.load("hitonazo-m"), name="Online")
    create_competition(
        store, "test", "tn", "league", fmt, rules.load("tenhou"), rules_name="tenhou", name="Tn"
    )
    with store.unit_of_work("test:setup") as uow:
        uow.staff.add(StaffAccount("desk", hash_password(PASSWORD), "staff"))
    store.close()
    with served_at(url) as address:
        yield address


def _upload(page, server, slug, path, *, accept=False, at=""):  # noqa: F811 - the fixture's name
    page.goto(f"{server}/staff/c/{slug}/import")
    page.set_input_files("input[name=files]", str(path))
    page.check("input[name=add_players]")
    if accept:
        page.check("input[name=accept_platform_scores]")
    if at:
        page.fill("input[name=at]", at)
    page.click("form[enctype='multipart/form-data'] button[type=submit]")
    page.wait_for_selector(".summary")
    return page.locator(".summary").inner_text()


def test_a_disputed_file_then_the_platforms_scores_and_a_log_without_time(page, server, tmp_path):  # noqa: F811
    disputed = contest_record(
        points=(25000, 25000, 30000, 20000),
        totals=(-5000, -5000, 50000, -40000),
        uuid="250315-0f1e2d3c-4b5a-6978-8796-a5b4c3d2c3b0",
    )
    march = tmp_path / "march.json"
    march.write_text(json.dumps([contest_record(), disputed]), encoding="utf-8")
    log_in(page, server, "desk")
    page.wait_for_url(f"{server}/staff")
    page.goto(f"{server}/lang/ja?next=/staff/c/online/import")
    form = page.locator("form.stack").inner_text()
    assert "対局日時" in form and "プラットフォームの成績で登録する" in form
    refused = _upload(page, server, "online", march)
    assert "取り込み0件" in refused and "取り込めなかったファイル1件" in refused
    assert "「プラットフォームの成績で登録する」にチェック" in refused
    assert "the platform's" not in refused  # the refusal itself in Japanese too
    assert fits_the_phone(page)
    shot(page, "import-disputed-ja")
    taken = _upload(page, server, "online", march, accept=True)
    assert "対局g2：プラットフォームの成績で登録しました" in taken
    shot(page, "import-accepted-ja")
    page.goto(f"{server}/c/online/games/g2")
    mark = page.locator("[data-code=platform_scores]").inner_text()
    assert "-5.0 / -5.0 / 50.0 / -40.0" in mark and "5.0 / -15.0 / 50.0 / -40.0" in mark
    assert "30,000" in page.locator(".result").inner_text() or "30000" in page.locator(".result").inner_text()
    assert fits_the_phone(page)
    shot(page, "import-game-marked-ja")
    page.goto(f"{server}/lang/en?next=/staff/c/online/import")
    again = _upload(page, server, "online", march)  # everything is stored already: skipped, counted
    assert "0 imported, 2 skipped, 0 files refused" in again
    page.goto(f"{server}/c/online/games/g2")
    assert "Stored with the platform's scores" in page.locator("[data-code=platform_scores]").inner_text()
    shot(page, "import-game-marked-en")
    page.goto(f"{server}/lang/ja?next=/staff")
    if not REAL.is_file():
        pytest.skip(f"the tenhou.net/6 sample logs were not found at {TENHOU6}")
    saved = tmp_path / "saved.mjlog"
    saved.write_bytes(REAL.read_bytes())
    without = _upload(page, server, "tn", saved)
    assert "--at" in without and "対局日時" in without and "tenhouとして読み込み" in without
    shot(page, "import-no-time-ja")
    with_time = _upload(page, server, "tn", saved, at="2025/3/2 19:00")
    assert "取り込み1件" in with_time and "丸める" in with_time
    shot(page, "import-at-ja")
