"""A win entered by staff with its han (or yakuman) keeps whether the winner's hand was open: the
record of the game is then of version 2; a win entered by its tiles says it through its melds."""

from __future__ import annotations

import json

from tests.web.test_entry import (  # noqa: F401 - organizer is a fixture
    competition_with_players,
    errors_of,
    games,
    hands_form,
    hands_of,
    organizer,
)


def test_a_han_entry_keeps_whether_the_hand_was_open(organizer, store):  # noqa: F811
    competition_with_players(organizer)
    form = hands_form(organizer, "cup", kind="ron", winner="1", discarder="2", han="13", open="open")
    page = organizer.post("/staff/c/cup/hands/add", data=form)
    assert page.status_code == 200, errors_of(page.text)
    assert json.loads(hands_of(page.text))[0]["result"]["wins"][0]["open"] is True
    for _ in range(7):
        draw = {
            "hands": hands_of(page.text),
            "kind": "draw",
            "winner": "",
            "discarder": "",
            "han": "",
            "open": "",
        }
        page = organizer.post("/staff/c/cup/hands/add", data=form | draw)
        assert page.status_code == 200, errors_of(page.text)
    saved = organizer.post("/staff/c/cup/hands", data=form | {"hands": hands_of(page.text), "open": ""})
    assert saved.status_code == 200, errors_of(saved.text)
    [game] = games(store, "cup")
    record = game.record["record"]
    assert record["version"] == 2 and record["hands"][0]["result"]["wins"][0]["open"] is True


def test_open_beside_the_tiles_is_refused_in_the_page_language(organizer):  # noqa: F811
    competition_with_players(organizer)
    organizer.cookies.set("taikai_lang", "ja")
    tiles = {"hand": "123m456p789s234s55p", "win_tile": "5p"}
    form = hands_form(organizer, "cup", kind="ron", winner="1", discarder="0", open="closed", **tiles)
    page = organizer.post("/staff/c/cup/hands/preview", data=form)
    assert page.status_code == 422
    assert "副露の有無は手牌の副露でわかります" in errors_of(page.text)["open"]
    closed = organizer.post("/staff/c/cup/hands/add", data=form | {"hand": "", "win_tile": "", "han": "2"})
    assert json.loads(hands_of(closed.text))[0]["result"]["wins"][0]["open"] is False
