"""The game page lists the offences found in a game's play (docs/offences.md); staff apply the ruleset's
penalty or dismiss one with a reason from it; the public and the JSON see them, never the forms.

The game is the kata-agari log of tests/services/test_offences.py, imported through the staff import
page with "propose offences" ticked into a league that bans kata-agari and makes it a chombo."""

from __future__ import annotations

import pytest
from tests.services.test_offences import KATA_AGARI, STRICT
from tests.web.conftest import csrf_of, log_in

from taikai.competitions import formats
from taikai.rules import load, with_changes
from taikai.services.competitions import create_competition

JA = {"Accept-Language": "ja"}


@pytest.fixture
def strict(store, client, tmp_path):
    if not KATA_AGARI.is_file():
        pytest.skip(f"the tenhou.net/6 sample logs were not found at {KATA_AGARI.parent}")
    from tests.services.test_offences import lobby_log

    ruleset = with_changes(load("tenhou"), STRICT)
    create_competition(
        store, "test:org", "strict", "league", formats.load("hitonazo-m"), ruleset, rules_name="s"
    )
    log = lobby_log.__wrapped__(tmp_path)  # the fixture's edit of the real log
    assert log_in(client, "desk").status_code == 303
    token = csrf_of(client.get("/staff/c/strict/import").text)
    files = {"files": (log.name, log.read_bytes(), "application/json")}
    form = {"add_players": "true", "propose_offences": "true"}
    answer = client.post(f"/staff/c/strict/import?csrf_token={token}", data=form, files=files)
    assert answer.status_code == 200 and "g1: East 4, 1 honba, turn 57, seat 2" in answer.text
    assert "proposed to staff" in answer.text
    return client


def test_the_game_page_shows_the_offence_and_staff_apply_it(strict):
    page = strict.get("/c/strict/games/g1", headers=JA).text
    assert 'id="offences"' in page and "東4局 1本場の57手目、西 武藤千春" in page and "提案中" in page
    assert "offences." not in page  # the ruleset's field is not a word of the page
    assert "/offences/1/apply" in page and "/offences/1/dismiss" in page
    token = csrf_of(page)
    done = strict.post(
        "/staff/c/strict/games/g1/offences/1/apply", data={"csrf_token": token}, follow_redirects=False
    )
    assert done.status_code == 303 and done.headers["location"] == "/c/strict/games/g1#offences"
    page = strict.get("/c/strict/games/g1").text
    assert "applied" in page and "/offences/1/apply" not in page and "-59.0" in page
    (offence,) = strict.get("/api/competitions/strict/games/g1").json()["offences"]
    assert (offence["number"], offence["status"], offence["kind"], offence["seat"]) == (
        1,
        "applied",
        "wrong_win",
        2,
    )


def test_staff_dismiss_with_a_reason_and_the_public_sees_no_form(strict):
    token = csrf_of(strict.get("/c/strict/games/g1").text)
    path = "/staff/c/strict/games/g1/offences/1/dismiss"
    assert strict.post(path, data={"csrf_token": token, "reason": ""}).status_code == 422
    huge = "/staff/c/strict/games/g1/offences/99999999999999999999/dismiss"  # bounded before the store
    assert strict.post(huge, data={"csrf_token": token, "reason": "x"}).status_code == 422
    missing = strict.post(path.replace("/1/", "/2/"), data={"csrf_token": token, "reason": "x"})
    assert missing.status_code == 404
    answer = strict.post(
        path, data={"csrf_token": token, "reason": "the league plays Tenhou rules"}, follow_redirects=False
    )
    assert answer.status_code == 303
    page = strict.get("/c/strict/games/g1", headers=JA).text
    assert "却下済み" in page and "the league plays Tenhou rules" in page
    again = strict.post(path, data={"csrf_token": token, "reason": "twice"}, headers=JA)
    assert again.status_code == 400 and "すでに却下済み" in again.text
    strict.cookies.clear()
    public = strict.get("/c/strict/games/g1").text
    assert "dismissed" in public and "/dismiss" not in public
