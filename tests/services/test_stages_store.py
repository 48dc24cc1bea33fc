"""Issue 22, items 2 and 4: a staged competition stored, entered and shown, on every store (the fake,
SQLite, PostgreSQL when a server is given).

The season is tests/competitions/test_stages_mleague.py's, entered through the services: the
``mleague-season`` preset shortened to 4, 2 and 2 games per team, 9 teams of 4, T9's d leaving after
game 4 and e joining from game 5 (here as roster changes made during the season). Every number below
is worked by hand there (scores under ``mleague``: (points - 30000) / 1000 + uma +50 +10 -10 -30).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from taikai import i18n
from taikai.competitions import formats
from taikai.competitions.formats.staged import StagedFormat
from taikai.competitions.stages.codes import BadStages, Fault
from taikai.rules import load as load_rules
from taikai.services import files
from taikai.services import standings as standings_service
from taikai.services.competitions import create_competition
from taikai.services.errors import BadRequest
from taikai.services.games import GameEntry, add_game, edit_game
from taikai.services.stages import add_team, join_team, leave_team, list_teams
from taikai.services.unit_of_work import Store

from .conftest import ACTOR, make_cup

D = Decimal
TEAMS = tuple(f"T{i}" for i in range(1, 10))
START = datetime(2026, 1, 5, 10, tzinfo=UTC)


def shortened() -> StagedFormat:
    data = formats.to_mapping(formats.load("mleague-season", StagedFormat))
    for stage, games in zip(data["stages"], (4, 2, 2), strict=True):
        stage["games"] = games
    return formats.from_mapping(data, "short season", StagedFormat)


FORMAT = shortened()
P = (45000, 30000, 15000, 10000)
REGULAR = [
    ("T1a T2a T4a T8a", P),
    ("T2b T3a T5a T9a", (38700, 31300, 20100, 9900)),
    ("T3b T4b T6a T1b", (52000, 24000, 14000, 10000)),
    ("T4c T5b T7a T2c", (33000, 27000, 21000, 19000)),
    ("T5c T6b T8b T3c", P),
    ("T6c T7b T9b T4d", (38700, 31300, 20100, 9900)),
    ("T7c T8c T1c T5d", (52000, 21000, 17000, 10000)),
    ("T8d T9e T2d T6d", (32700, 27000, 21000, 19300)),
    ("T9c T1d T3d T7d", P),
]
SEMIFINAL = [
    ("T7a T2a T3a T5a", P),
    ("T1a T9a T7b T2b", (20100, 9900, 31300, 38700)),
    ("T3b T5b T1b T9b", (10000, 30000, 20000, 40000)),
]
FINAL = [
    ("T7c T2c T9c T5c", (10000, 20000, 30000, 40000)),
    ("T5d T9e T2d T7d", (38700, 31300, 20100, 9900)),
]


def entry(stage: str, seats: str, points: tuple[int, ...], number: int) -> GameEntry:
    players = tuple(seats.split())
    when = START + timedelta(days=number)
    return GameEntry(players, when, points=points, stage=stage, teams=tuple(p[:2] for p in players))


def season(store: Store, slug: str = "ml") -> Store:
    create_competition(store, ACTOR, slug, "staged", FORMAT, load_rules(FORMAT.ruleset), name="M season")
    for team in TEAMS:
        add_team(store, ACTOR, slug, team, name=f"Team {team[1]}", players=[f"{team}{x}" for x in "abcd"])
    return store


def enter(store: Store, games: list[tuple[str, tuple[int, ...]]], stage: str, start: int) -> None:
    for number, (seats, points) in enumerate(games, start=start):
        add_game(store, ACTOR, "ml", entry(stage, seats, points, number))


def table(data: dict, stage: str) -> list[tuple]:
    found = next(s for s in data["stages"] if s["stage"] == stage)
    return [(r["entrant"], r["rank"], r["carried"], r["total"], r["advances"]) for r in found["standings"]]


def test_a_season_entered_game_by_game_with_a_roster_change_gives_the_hand_worked_standings(store):
    season(store)
    enter(store, REGULAR[:4], "regular", 1)
    leave_team(store, ACTOR, "ml", "T9", "T9d", last=4, reason="d leaves after game 4")
    join_team(store, ACTOR, "ml", "T9", "T9e", first=5, reason="e joins")
    enter(store, REGULAR[4:], "regular", 5)
    enter(store, SEMIFINAL, "semifinal", 10)
    enter(store, FINAL, "final", 13)
    data = standings_service.standings(store, ACTOR, "ml")
    assert table(data, "regular") == [
        ("T7", 1, D("0.0"), D("14.3"), True),
        ("T2", 2, D("0.0"), D("8.7"), True),
        ("T3", 3, D("0.0"), D("8.3"), True),
        ("T5", 4, D("0.0"), D("2.1"), True),
        ("T1", 5, D("0.0"), D("2.0"), True),
        ("T9", 6, D("0.0"), D("2.0"), True),
        ("T6", 7, D("0.0"), D("2.0"), False),
        ("T4", 8, D("0.0"), D("-18.1"), False),
        ("T8", 9, D("0.0"), D("-21.3"), False),
    ]
    assert table(data, "semifinal")[3:5] == [  # the tie at the cut: the regular season's total
        ("T5", 4, D("1.1"), D("-38.9"), True),
        ("T1", 5, D("1.0"), D("-38.9"), False),
    ]
    assert table(data, "final") == [
        ("T5", 1, D("-19.4"), D("99.3"), None),
        ("T9", 2, D("5.5"), D("26.8"), None),
        ("T2", 3, D("36.6"), D("-3.3"), None),
        ("T7", 4, D("41.8"), D("-58.3"), None),
    ]
    assert [(s["stage"], s["played"], s["total"], s["complete"]) for s in data["stages"]] == [
        ("regular", 9, 9, True),
        ("semifinal", 3, 3, True),
        ("final", 2, 2, True),
    ]
    records = {(r["team"], r["name"]): r for r in data["records"]}
    t9e = records[("T9", "T9e")]  # joined in game 5: g8 7.0 (2nd) and f2 11.3 (2nd)
    assert (t9e["games"], t9e["score"], t9e["places"], t9e["best"]) == (2, D("18.3"), [0, 2, 0, 0], D("11.3"))
    assert sum(r["score"] for r in data["records"] if r["team"] == "T9") == D("33.2")
    t9 = next(t for t in list_teams(store, ACTOR, "ml") if t.id == "T9")
    assert [(m.name, m.first, m.last) for m in t9.roster] == [
        ("T9a", 1, None),
        ("T9b", 1, None),
        ("T9c", 1, None),
        ("T9d", 1, 4),
        ("T9e", 5, None),
    ]
    # the stored competition as its file gives the same standings (taikai export, then a run of it)
    exported = standings_service.export(store, ACTOR, "ml")
    with store.unit_of_work(ACTOR, read_only=True) as uow:
        kept = standings_service.cached(uow, "ml")
    assert files.run_file("staged", exported, None) == kept


def test_what_contradicts_the_stages_is_refused_in_both_languages_and_nothing_is_stored(store):
    season(store)
    enter(store, REGULAR[:2], "regular", 1)
    seats, teams = ("T3b", "T4b", "T6a", "T1d"), ("T3", "T4", "T6", "T9")  # T1's d seated for T9
    with pytest.raises(BadStages) as raised:
        add_game(store, ACTOR, "ml", GameEntry(seats, START, points=P, stage="regular", teams=teams))
    assert raised.value.reason is not None and raised.value.reason.code == Fault.game_not_on_roster
    with pytest.raises(BadStages) as raised:
        add_game(store, ACTOR, "ml", entry("semifinal", "T7a T2a T3a T5a", P, 3))
    assert raised.value.reason is not None and raised.value.reason.code == Fault.game_stage_early
    assert i18n.words(raised.value, "en").startswith(
        "game 3: stage semifinal has not begun: the stage before"
    )
    with pytest.raises(BadStages) as raised:  # a fifth regular player of T1 from game 3
        join_team(store, ACTOR, "ml", "T1", "Newcomer", first=3)
    assert raised.value.reason is not None and raised.value.reason.code == Fault.roster_full
    with pytest.raises(BadStages) as raised:  # T2b played game 2 for T2: cannot have left after game 1
        leave_team(store, ACTOR, "ml", "T2", "T2b", last=1)
    assert raised.value.reason is not None and raised.value.reason.code == Fault.game_not_on_roster
    assert (
        i18n.words(raised.value, "ja") == "第2戦：T2bはその時点でチームTeam 2に登録されていません"
    )  # p6 and T2 by name
    with pytest.raises(BadRequest) as asked:
        add_game(store, ACTOR, "ml", GameEntry(("T1a", "T2a", "T4a", "T8a"), START, points=P))
    assert asked.value.reason is not None and asked.value.reason.code == "game_stage_missing"
    assert i18n.words(asked.value, "ja") == (
        "mlはステージ制の大会です：試合のステージ（regular、semifinal、finalのいずれか）を指定してください"
    )
    with pytest.raises(BadRequest) as asked:
        add_team(store, ACTOR, "ml", "T1", players=["Someone"])
    assert asked.value.reason is not None and asked.value.reason.code == "team_exists"
    with pytest.raises(BadRequest) as asked:
        leave_team(store, ACTOR, "ml", "T1", "T2a", last=3)
    assert asked.value.reason is not None and asked.value.reason.code == "not_on_roster"
    data = standings_service.standings(store, ACTOR, "ml")
    assert data["stages"][0]["played"] == 2 and len(data["teams"]) == 9
    assert all(r["name"] != "Newcomer" and r["last"] is None for t in data["teams"] for r in t["roster"])


def test_a_game_edited_keeps_its_stage_and_teams(store):
    season(store)
    enter(store, REGULAR[:1], "regular", 1)
    edit_game(store, ACTOR, "ml", "g1", "typo", points=(30000, 45000, 15000, 10000))
    data = standings_service.standings(store, ACTOR, "ml")
    assert table(data, "regular")[:2] == [
        ("T2", 1, D("0.0"), D("65.0"), None),
        ("T1", 2, D("0.0"), D("10.0"), None),
    ]


def test_other_kinds_have_no_stages_or_teams(store):
    make_cup(store)
    with pytest.raises(BadRequest) as asked:
        add_game(store, ACTOR, "club", GameEntry(("p1", "p2", "p3", "p4"), START, points=P, stage="regular"))
    assert asked.value.reason is not None and asked.value.reason.code == "game_stage_not_staged"
    with pytest.raises(BadRequest) as asked:
        add_team(store, ACTOR, "club", "T1")
    assert asked.value.reason is not None and asked.value.reason.code == "not_a_team_competition"
