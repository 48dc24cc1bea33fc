"""Issue 24 items 2 and 3 in a real browser, on a 360 px phone in Japanese: a chombo entered through
a Ron of 20XX table link (12,000 points confiscated), and a cup game entered hand by hand with a
double ron, an open hand entered by its melds, a refusal the preview shows with its reason, a chombo
paid as a mangan, and the game page showing the final points as played beside the rounded figure.

Chromium and ``taikai serve`` as in tests/web/test_browser.py (its fixtures); screenshots under
``test-artifacts/web/`` (look at them: ``entry-chombo-*``, ``hands-*``).
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

from .test_browser import PASSWORD, PHONE, browser_context, fits_the_phone, log_in, page, shot  # noqa: F401
from .test_entry_browser import first_table_link

NAMES = ("Aki", "Ben", "Chie", "Dai")
TOURNAMENT_NAMES = (*NAMES, "Eri", "Fumi", "Gen", "Hana")


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[str]:
    """``taikai serve`` over a database with a cup (four players) and a tournament (eight, the seats
    of its rounds drawn), and a staff account."""
    url = f"sqlite:///{tmp_path_factory.mktemp('hands')}/taikai.db"
    store = open_store(url)
    for slug, kind, preset, names in (
        ("cup", "cup", "itsuka-chuuren", NAMES),
        ("open", "tournament", "ron-of-20xx", TOURNAMENT_NAMES),
    ):
        fmt = formats.load(preset)
        create_competition(store, "test", slug, kind, fmt, rules.load(fmt.ruleset), name=slug.title())
        for name in names:
            add_player(store, "test", slug, name)
    seat_rounds(store, "test", "open", 5)
    with store.unit_of_work("test:setup") as uow:
        uow.staff.add(StaffAccount("org", hash_password(PASSWORD), "organizer"))
    store.close()
    with served_at(url) as address:
        yield address


def test_a_chombo_is_entered_on_a_table_link_on_a_phone_in_japanese(page, server):  # noqa: F811
    page.set_viewport_size(PHONE)
    link = first_table_link(page, server, "open")
    page.goto(f"{server}/lang/ja?next={link.removeprefix(server)}")
    assert page.locator("h1").inner_text() == "第1回戦 1卓" and fits_the_phone(page)
    seats = [label.strip() for label in page.locator("fieldset.points label").all_inner_texts()]
    # ron-of-20xx confiscates 12,000 points a chombo: North's chombo, the four add up to 88,000
    page.locator("details.penalties summary").click()
    note = page.locator("details.penalties .note").inner_text()
    assert "12,000点没収" in note and "100,000点" in note
    north = page.locator("fieldset.penalty-seat").nth(3)
    assert north.locator("legend").inner_text() == seats[3]
    labels = north.locator("label").all_inner_texts()
    assert [label.strip() for label in labels] == [
        "チョンボ（12,000点没収）",
        "故意のチョンボ（36,000点没収）",
        "その他のペナルティ（pt。例：-10.0）",
    ]
    for seat, points in enumerate((41000, 27000, 12000, 8000)):
        page.locator("input[name=points]").nth(seat).fill(str(points))
    north.locator("input[name=penalty_chombo]").fill("1")
    assert fits_the_phone(page)
    shot(page, "entry-chombo-table-link-ja-360")
    page.click("form.entry button[type=submit]")
    assert page.locator("[role=status]").inner_text() == "対局g1として記録しました。"
    # 30,000 returned, uma +50/+10/-10/-30: 11.0+50 = 61.0, -3.0+10 = 7.0, -18.0-10 = -28.0,
    # -22.0-30 = -52.0 (the 12,000 confiscated are paid to nobody: the four sum to -12.0)
    assert [s.strip() for s in page.locator(".score").all_inner_texts()] == [
        "41000 · 61.0",
        "27000 · 7.0",
        "12000 · -28.0",
        "8000 · -52.0",
    ]
    assert page.locator(".mark.penalty").inner_text() == "チョンボ" and fits_the_phone(page)
    shot(page, "entry-chombo-table-saved-ja-360")


def test_the_staff_form_offers_the_chombo_on_a_phone_in_english(page, server):  # noqa: F811
    page.set_viewport_size(PHONE)
    log_in(page, server, "org")
    page.wait_for_url(f"{server}/staff")
    page.goto(f"{server}/lang/en?next=/staff/c/open/games/new")
    page.locator("details.penalties summary").click()
    labels = page.locator("fieldset.penalty-seat").first.locator("label").all_inner_texts()
    assert [label.strip() for label in labels] == [
        "Chombo (12,000 points confiscated)",
        "Intentional chombo (36,000 points confiscated)",
        "Other penalty in pt (e.g. -10.0)",
    ]
    assert fits_the_phone(page)
    shot(page, "entry-chombo-staff-form-en-360")


def _add(page, kind: str = "draw", **choices: str) -> None:  # noqa: F811 - the fixture's name
    """The next hand: its result and the seats chosen (``discarder="0"``), added."""
    page.select_option("select[name=kind]", kind)
    for name, value in choices.items():
        page.locator(f"select[name={name}]").first.select_option(value)
    page.click("text=この局を追加")
    page.wait_for_load_state()


def fill_east_1_double_ron(form) -> None:
    """The two wins of East 1 on the hand-by-hand form (the discarder and riichi chosen before):
    Ben's open 234567m 345s 2p tanki with a pon of hatsu from the left; Chie's 123456789m 13p 55s,
    both on 2p."""
    first = form.locator("fieldset.win").nth(0)
    first.locator("select[name=winner]").select_option("1")
    first.locator("input[name=hand]").fill("234567m22p345s")
    first.locator("input[name=win_tile]").fill("2p")
    first.locator("details.melds summary").click()
    first.locator("select[name=meld_type]").first.select_option("pon")
    first.locator("input[name=meld_tiles]").first.fill("666z")
    first.locator("select[name=meld_from]").first.select_option("left")
    form.locator("details.win.more summary").first.click()
    second = form.locator("fieldset.win").nth(1)
    second.locator("select[name=winner]").select_option("2")
    second.locator("input[name=hand]").fill("123456789m123p55s")
    second.locator("input[name=win_tile]").fill("2p")


def test_a_cup_game_is_entered_hand_by_hand_on_a_phone_in_japanese(page, server):  # noqa: F811
    page.set_viewport_size(PHONE)
    log_in(page, server, "org")
    page.wait_for_url(f"{server}/staff")
    page.goto(f"{server}/lang/ja?next=/staff/c/cup/hands")
    # the players first, so that every seat after is named by its wind and player
    for seat, select in enumerate(page.locator("select[name=seat]").all()):
        select.select_option(f"p{seat + 1}")
    page.click("text=局を入力する")
    labels = ["東 Aki", "南 Ben", "西 Chie", "北 Dai"]
    assert page.locator("ol.seated li").all_inner_texts() == labels and fits_the_phone(page)
    discarder = page.locator("select[name=discarder] option").all_inner_texts()
    assert discarder[1:] == labels  # by wind and name, never a number
    assert page.locator("input[name=fu]").count() == 0  # itsuka-chuuren counts no fu
    assert page.locator("fieldset.win").count() == 3  # multiple_ron = triple: up to three winners
    # East 1: Aki deals in 2p to two winners (double ron). Ben's hand is open: 234567m 345s, a 2p
    # tanki, and a pon of hatsu called from the left: hatsu, 1 han = 1,000 (fu-less). Chie, in
    # riichi, holds 123456789m 13p 55s: riichi + ittsu, 3 han = 4,000, and takes her own stick back
    # (riichi_winner_only: Ben, the first winner after Aki, declared no riichi).
    page.locator("input[name=riichi]").nth(2).check()
    page.select_option("select[name=discarder]", "1")  # wrong: Ben himself, refused below
    fill_east_1_double_ron(page)
    page.click("text=点数を確認")  # htmx: a refusal (422) is shown in place with its reason
    refused = page.locator("#preview .error")
    refused.first.wait_for()
    assert refused.first.inner_text() == "南 Ben は自分の捨て牌でロンできません" and fits_the_phone(page)
    shot(page, "hands-refused-ja-360")
    page.select_option("select[name=discarder]", "0")
    page.click("text=点数を確認")
    page.locator("#preview .result").wait_for()
    result = page.locator("#preview .result").inner_text()
    assert "南 Ben ロン（放銃 東 Aki）: 1翻" in result and "西 Chie ロン（放銃 東 Aki）: 3翻" in result
    assert page.locator("#preview .changes li").all_inner_texts() == [
        "東 Aki：-5,000 → 20,000",
        "南 Ben：+1,000 → 26,000",
        "西 Chie：+4,000 → 29,000",
        "北 Dai：+0 → 25,000",
    ]
    assert fits_the_phone(page)
    shot(page, "hands-double-ron-preview-ja-360")
    page.click("text=この局を追加")
    page.wait_for_load_state()
    # East 2: Dai's chombo, a mangan paid: 2,000 to each non-dealer, 4,000 to Ben (the dealer)
    _add(page, "chombo", chombo="3")
    # East 2 again: a draw with Ben alone tenpai (+3,000, the others -1,000), a honba; then Aki rons
    # Dai for 1 han at 1 honba: 1,000 + 300
    page.locator("input[name=tenpai]").nth(1).check()
    _add(page, "draw")
    _add(page, "ron", discarder="3", winner="0")  # no value yet: refused beside the field
    assert "手牌：この結果には入力が必要です。" in page.locator("fieldset.win .error").first.inner_text()
    page.locator("fieldset.win").nth(0).locator("input[name=han]").fill("1")
    _add(page, "ron", discarder="3", winner="0")
    # six draws, nobody tenpai: South 4 ends the game (Ben holds 33,000, at least the 30,000 returned)
    for _ in range(6):
        _add(page, "draw")
    so_far = page.locator(".so-far li")
    assert so_far.count() == 10 and "チョンボ" in so_far.nth(1).inner_text()
    assert page.locator(".so-far .note.over").is_visible() and fits_the_phone(page)
    shot(page, "hands-game-over-ja-360")
    page.click("text=対局を記録")
    assert page.locator("[role=status]").inner_text() == "対局g1として記録しました。"
    # Aki 22,300, Ben 33,000, Chie 30,000, Dai 14,700; rounded toward the 30,000 returned: 23,000
    # (-7.0), 33,000 (+3.0), 30,000 (0.0), 15,000 (-15.0); no uma
    assert [s.strip() for s in page.locator(".score").all_inner_texts()] == [
        "22300 · -7.0",
        "33000 · 3.0",
        "30000 · 0.0",
        "14700 · -15.0",
    ]
    page.click("text=対局の公開ページ")
    rows = page.locator("ol.result .facts").all_inner_texts()
    assert rows[0].startswith("最終持ち点 22,300 （精算 23,000）")
    assert rows[3].startswith("最終持ち点 14,700 （精算 15,000）")
    wins = page.locator("li.hand").first.locator("p.win").all_inner_texts()
    assert wins[0].startswith("和了：Ben ← Aki · 1翻") and "發" in wins[0]
    assert wins[1].startswith("和了：Chie ← Aki · 3翻") and "一気通貫" in wins[1]
    assert "翻" in wins[0] and "符" not in "".join(wins) and fits_the_phone(page)
    shot(page, "hands-game-page-ja-360")
