"""Issue 22: a staged competition's next round seated from the staff page, its tables shown with names,
a table's points form filled with its stage, round, seats and teams (tests/services/test_stage_seat.py
works the seating by hand: round 1 of the Swiss open is the entry order four at a time)."""

from __future__ import annotations

from taikai.competitions import formats
from taikai.competitions.formats.staged import StagedFormat
from taikai.rules import load as load_rules
from taikai.services.competitions import create_competition
from taikai.services.stages import add_team

from .conftest import csrf_of, log_in
from .test_entry import errors_of, games, hands_of, key_of
from .test_staged import text

ACTOR = "test:setup"


def cup(store) -> None:
    stage = {"name": "cup", "entry": "all", "games": 2, "seating": "draw", "teammates_apart": True}
    data = {"name": "cup", "kind": "staged", "ruleset": "mleague", "timezone": "Asia/Tokyo"}
    made = formats.from_mapping(
        data | {"ranks": "teams", "team_size": 2, "stages": [stage]}, "c", StagedFormat
    )
    create_competition(store, ACTOR, "c", "staged", made, load_rules(made.ruleset), name="Cup")
    for team, pair in zip("ABCD", ("Aki Ben", "Chi Dai", "Emi Fum", "Gen Hana"), strict=True):
        add_team(store, ACTOR, "c", team, name=f"Team {team}", players=pair.split())


def test_an_organizer_seats_the_next_round_and_enters_a_table_from_it(client, store):
    cup(store)
    assert log_in(client, "org").status_code == 303
    ja = {"Accept-Language": "ja"}
    page = client.get("/staff/c/c/stages", headers=ja).text
    assert "まだ席を決めた回戦はありません" in text(page)
    seated = client.post(
        "/staff/c/c/stages/seat",
        data={"csrf_token": csrf_of(page), "seed": 9},
        headers=ja,
        follow_redirects=False,
    )
    assert seated.status_code == 303
    shown = text(client.get("/staff/c/c/stages", headers=ja).text)
    assert "ステージcup 第1回戦" in shown and "シード" in shown and "web_" not in shown
    assert "席順 Cup 公開ページ" in shown  # the competition by its name
    for team in "ABCD":
        assert shown.count(f"(Team {team})") == 2  # each player with their team's name, never an id
    page = client.get("/staff/c/c/games/new?stage=cup&round=1&table=1").text
    assert 'name="round" type="number" min="1" max="1000" value="1"' in page
    assert '<option value="cup" selected>' in page
    assert page.count(" selected>Team ") == 4  # each seat's team chosen
    again = client.post(
        "/staff/c/c/stages/seat",
        data={"csrf_token": csrf_of(page), "seed": 9},
        headers=ja,
        follow_redirects=False,
    )
    assert again.status_code == 303  # the same seed: the kept round, nothing more
    refused = client.post(
        "/staff/c/c/stages/seat", data={"csrf_token": csrf_of(page), "seed": -1}, headers=ja
    )
    assert refused.status_code == 422


def test_staff_who_are_not_organizers_see_the_tables_but_do_not_seat(client, store):
    cup(store)
    assert log_in(client, "desk").status_code == 303
    page = client.get("/staff/c/c/stages").text
    assert 'action="/staff/c/c/stages/seat"' not in page


def test_a_staged_game_is_entered_hand_by_hand_with_its_stage_teams_and_round(client, store):
    """The players first, with the stage, each seat's team and the round; carried through every hand.
    East 1: South (Chi) rons West (Emi) for 13 han; then seven draws, nobody tenpai: the deal passes
    to South 4 and the game ends (tests/web/test_entry.py's game)."""
    cup(store)
    assert log_in(client, "org").status_code == 303
    seats = ["p1", "p3", "p5", "p7"]  # Aki (A), Chi (B), Emi (C), Gen (D)
    pick = {"stage": "cup", "team": ["A", "B", "C", "D"], "round": 1}
    first = client.get("/staff/c/c/hands", params={"seat": seats} | pick, headers={"Accept-Language": "ja"})
    assert first.status_code == 200 and "game_stage_missing" not in first.text
    shown = text(first.text)
    assert "東 Aki (Team A)" in shown and "南 Chi (Team B)" in shown and "ステージcup 第1回戦" in shown
    assert '<input type="hidden" name="stage" value="cup">' in first.text
    form = {"csrf_token": csrf_of(first.text), "key": key_of(first.text), "seat": seats, "hands": "[]"}
    form |= pick | {"kind": "ron", "winner": "1", "discarder": "2", "han": "13"}
    page = client.post("/staff/c/c/hands/add", data=form)
    for _ in range(7):
        assert page.status_code == 200, errors_of(page.text)
        assert '<input type="hidden" name="team" value="D">' in page.text  # carried hand after hand
        draw = {"hands": hands_of(page.text), "kind": "draw", "winner": "", "discarder": "", "han": ""}
        page = client.post("/staff/c/c/hands/add", data=form | draw)
    saved = client.post("/staff/c/c/hands", data=form | {"hands": hands_of(page.text)})
    assert saved.status_code == 200, errors_of(saved.text)
    [game] = games(store, "c")
    assert (game.record["stage"], game.record["teams"], game.record["round"]) == ("cup", list("ABCD"), 1)
    assert "record" in game.record and game.result["points"][1] > 25000  # Chi's yakuman


def test_the_hand_by_hand_form_of_a_staged_competition_asks_for_the_stage(client, store):
    cup(store)
    assert log_in(client, "org").status_code == 303
    page = client.get("/staff/c/c/hands").text
    assert '<select name="stage" required>' in page and page.count('<select name="team" required>') == 4
