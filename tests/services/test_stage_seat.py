"""Issue 22: a stored staged competition's next round seated by the engine (services.stages.seat_round),
kept with its seed, on every store.

The Swiss open: 8 players (Aki p1 ... Hana p8), one stage of 2 rounds seated by standings. Round 1:
everyone at 0, the entry order four at a time: Aki Ben Chi Dai / Emi Fum Gen Hana. Each table
40000 30000 20000 10000 under mleague ((points - 30000) / 1000 + uma +50 +10 -10 -30): +60, +10, -20,
-50. The standings entering round 2 (ties by entry order): Aki Emi Ben Fum Chi Gen Dai Hana; four at a
time they hold 4 repeat meetings (Aki-Ben, Emi-Fum; Chi-Dai, Gen-Hana), and no seating of two tables
of 8 players who met in two groups of 4 holds fewer (each table takes two of one group: 2 + 2 pairs).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from taikai import i18n
from taikai.competitions import formats
from taikai.competitions.formats.staged import StagedFormat
from taikai.competitions.stages.codes import BadStages, Fault
from taikai.rules import load as load_rules
from taikai.services import standings as standings_service
from taikai.services.competitions import add_player, create_competition
from taikai.services.errors import BadRequest
from taikai.services.games import GameEntry, add_game
from taikai.services.stages import MAX_SEED, add_team, seat_round, seated_rounds
from taikai.services.unit_of_work import Store

from .conftest import ACTOR

NAMES = ("Aki", "Ben", "Chi", "Dai", "Emi", "Fum", "Gen", "Hana")
START = datetime(2026, 3, 1, 10, tzinfo=UTC)
POINTS = (40000, 30000, 20000, 10000)


def fmt(seating: str, ranks: str = "players") -> StagedFormat:
    stage = {"name": "open", "entry": "all", "games": 2, "seating": seating}
    data = {"name": "open", "kind": "staged", "ruleset": "mleague", "ranks": ranks, "stages": [stage]}
    data["timezone"] = "Asia/Tokyo"
    if ranks == "teams":
        data["team_size"] = 2
        stage["teammates_apart"] = True
    return formats.from_mapping(data, "open", StagedFormat)


def open_(store: Store, seating: str = "swiss") -> Store:
    made = fmt(seating)
    create_competition(store, ACTOR, "o", "staged", made, load_rules(made.ruleset), name="Open")
    for name in NAMES:
        add_player(store, ACTOR, "o", name)
    return store


def play(store: Store, round_: int, tables) -> None:
    for number, table in enumerate(tables, start=1):
        when = START + timedelta(hours=round_, minutes=number)
        add_game(store, ACTOR, "o", GameEntry(table, when, points=POINTS, stage="open", round=round_))


def test_a_swiss_open_is_seated_round_by_round_and_kept(store):
    open_(store)
    first = seat_round(store, ACTOR, "o", seed=5)
    assert (first.stage, first.round, first.repeats) == ("open", 1, 0)
    assert [t.names for t in first.tables] == [NAMES[:4], NAMES[4:]]
    assert seat_round(store, ACTOR, "o", seed=5) == first  # a retried form: the kept seating
    play(store, 1, [first.tables[0].seats])
    retried = seat_round(store, ACTOR, "o", seed=5)  # the kept round, its first table entered
    assert [t.seats for t in retried.tables] == [t.seats for t in first.tables]
    assert [t.game is not None for t in retried.tables] == [True, False]
    with pytest.raises(BadStages) as early:  # one table in: the round is not complete
        seat_round(store, ACTOR, "o", seed=6)
    assert early.value.reason.code == Fault.seat_not_ready
    assert i18n.words(early.value.reason, "ja") == "ステージopen：第1回戦がまだ終わっていません"
    play(store, 1, [first.tables[1].seats])
    [kept] = seated_rounds(store, ACTOR, "o")
    assert [t.game is not None for t in kept.tables] == [True, True]
    second = seat_round(store, ACTOR, "o", seed=5)
    assert second.round == 2 and second.repeats == 4
    assert [t.names for t in second.tables] == [("Aki", "Emi", "Ben", "Fum"), ("Chi", "Gen", "Dai", "Hana")]
    assert [n.code for n in second.notes] == ["stage_repeat_forced"]
    assert [(s.round, [t.game for t in s.tables]) for s in seated_rounds(store, ACTOR, "o")] == [
        (1, [kept.tables[0].game, kept.tables[1].game]),
        (2, [None, None]),
    ]
    play(store, 2, [t.seats for t in second.tables])
    with pytest.raises(BadStages) as done:
        seat_round(store, ACTOR, "o", seed=5)
    assert done.value.reason.code == Fault.seat_stage_done


def test_a_draw_seated_again_with_another_seed_replaces_the_round_not_begun(store):
    open_(store, "draw")
    first = seat_round(store, ACTOR, "o", seed=1)
    again = seat_round(store, ACTOR, "o", seed=2)
    assert again.round == 1 and again.seed == 2
    assert sorted(p for t in again.tables for p in t.seats) == [f"p{i}" for i in range(1, 9)]
    assert [(s.round, s.seed) for s in seated_rounds(store, ACTOR, "o")] == [(1, 2)]
    assert first.seed == 1


def test_a_team_draw_keeps_teammates_apart_and_names_each_seat_s_team(store):
    made = fmt("draw", "teams")
    create_competition(store, ACTOR, "o", "staged", made, load_rules(made.ruleset), name="Cup")
    for team, pair in zip("ABCD", ("Aki Ben", "Chi Dai", "Emi Fum", "Gen Hana"), strict=True):
        add_team(store, ACTOR, "o", team, name=f"Team {team}", players=pair.split())
    seated = seat_round(store, ACTOR, "o", seed=9)
    team_of = {
        "Aki": "A",
        "Ben": "A",
        "Chi": "B",
        "Dai": "B",
        "Emi": "C",
        "Fum": "C",
        "Gen": "D",
        "Hana": "D",
    }
    for table in seated.tables:
        assert sorted(table.teams) == ["A", "B", "C", "D"]  # teammates apart: one of each team
        assert [team_of[n] for n in table.names] == list(table.teams)
    # the schedule of a team stage seated by draw: 4 teams x 2 regular players = 8 players, 2 games
    # each (one a round), 4 to a table: 8 x 2 / 4 = 4 games
    [stage] = standings_service.standings(store, ACTOR, "o")["stages"]
    assert (stage["played"], stage["total"]) == (0, 4)
    table = seated.tables[0]
    entry = GameEntry(table.seats, START, points=POINTS, stage="open", teams=table.teams, round=1)
    add_game(store, ACTOR, "o", entry)
    [stage] = standings_service.standings(store, ACTOR, "o")["stages"]
    assert (stage["played"], stage["total"], stage["complete"]) == (1, 4, False)


def test_refusals_fixed_schedules_and_bad_seeds(store):
    open_(store, "fixed")
    with pytest.raises(BadStages) as fixed:
        seat_round(store, ACTOR, "o", seed=0)
    assert fixed.value.reason.code == Fault.seat_fixed
    assert i18n.words(fixed.value.reason, "ja") == "ステージopenは日程が決まっています。卓は主催者が組みます"
    for seed in (-1, MAX_SEED + 1, True):
        with pytest.raises(BadRequest) as bad:
            seat_round(store, ACTOR, "o", seed=seed)
        assert bad.value.reason.code == "seat_seed"
    assert seated_rounds(store, ACTOR, "o") == []
