"""A one-day tournament over the database: the draw, tables entered at their round and table (a repeat
is a no-op, another result a conflict), the final round formed by the engine, places and stars; the
registration with its lottery deciding who plays.

Scores worked by hand from the ron-of-20xx ruleset (return 30000, uma +50/+10/-10/-30 with the oka in
it, no rounding): [41000, 30000, 19000, 10000] settles to +61.0, +10.0, -21.0, -50.0 (41000 - 30000 =
+11.0, +50 uma; 30000: 0 + 10; 19000: -11 - 10; 10000: -20 - 30).
"""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone
from decimal import Decimal

import pytest
from tests.services.conftest import ACTOR, make_tournament

from taikai.competitions.tournament import BadEvent
from taikai.services import standings as standings_service
from taikai.services.errors import BadRequest, Refused
from taikai.services.tournament import (
    add_entry,
    decide_registration,
    enter_table,
    event_report,
    seat_rounds,
    withdraw_entry,
)

POINTS = (41000, 30000, 19000, 10000)
SCORES = (Decimal("61.0"), Decimal("10.0"), Decimal("-21.0"), Decimal("-50.0"))
JST = timezone(timedelta(hours=9))


def _play_preliminaries(store) -> dict[str, Decimal]:
    """Every preliminary table entered with POINTS, seats as drawn; each player's total by hand."""
    _, seating = seat_rounds(store, ACTOR, "ron", seed=5)
    totals: dict[str, Decimal] = {}
    for number, tables in enumerate(seating.rounds, start=1):
        for t, seats in enumerate(tables, start=1):
            entered = enter_table(store, ACTOR, "ron", number, t, POINTS)
            assert entered.game.seats == tuple(seats) and entered.scores == list(SCORES)
            for player, score in zip(seats, SCORES, strict=True):
                totals[player] = totals.get(player, Decimal(0)) + score
    return totals


def test_a_whole_event(ron):
    totals = _play_preliminaries(ron)
    _, report = event_report(ron, ACTOR, "ron")
    assert len(report.standings) == 5 and report.result is None
    assert {s.player: s.total for s in report.standings[-1]} == totals
    title, rest = report.final_tables
    ranked = [s.player for s in report.standings[-1]]
    assert set(title.seats) == set(ranked[:4]) and set(rest.seats) == set(ranked[4:])
    for table in (title, rest):  # carried: half the preliminary total, an odd tenth halved up
        for player in table.seats:
            assert table.carried[player] == (totals[player] / 2).quantize(Decimal("0.1"), "ROUND_HALF_UP")
    for table in (title, rest):
        enter_table(ron, ACTOR, "ron", 6, table.table, POINTS)
    _, report = event_report(ron, ACTOR, "ron")
    assert report.result is not None
    final = {p: title.carried[p] + score for p, score in zip(title.seats, SCORES, strict=True)}
    assert list(report.result.overall) == sorted(final, key=lambda p: -final[p])
    winner, second = report.result.overall[:2]
    assert report.result.qualified == winner and report.result.stars[second] == 5  # the format's stars


def test_a_table_again_is_a_no_op_and_another_result_a_conflict(ron):
    seat_rounds(ron, ACTOR, "ron", seed=5)
    first = enter_table(ron, ACTOR, "ron", 1, 1, POINTS)
    again = enter_table(ron, ACTOR, "ron", 1, 1, POINTS)
    assert again.repeated and again.game.id == first.game.id
    with pytest.raises(Refused) as other:
        enter_table(ron, ACTOR, "ron", 1, 1, (40000, 31000, 19000, 10000))
    assert other.value.key == "table_other_result" and other.value.params["game"] == first.game.id


def test_a_later_round_before_this_one_is_complete_is_refused_by_the_engine(ron):
    seat_rounds(ron, ACTOR, "ron", seed=5)
    enter_table(ron, ACTOR, "ron", 1, 1, POINTS)
    with pytest.raises(BadEvent):
        enter_table(ron, ACTOR, "ron", 2, 1, POINTS)
    with ron.unit_of_work(ACTOR, read_only=True) as uow:
        assert [(g.round, g.table) for g in uow.games.list("ron")] == [(1, 1)]


def test_tables_need_a_draw_or_seats_and_the_final_is_formed_first(ron):
    with pytest.raises(BadRequest) as undrawn:
        enter_table(ron, ACTOR, "ron", 1, 1, POINTS)
    assert undrawn.value.key == "table_not_drawn"
    seat_rounds(ron, ACTOR, "ron", seed=5)
    with pytest.raises(BadRequest) as unformed:
        enter_table(ron, ACTOR, "ron", 6, 1, POINTS)
    assert unformed.value.key == "final_not_formed"


def test_export_is_the_event_file_the_engine_reads(ron):
    _play_preliminaries(ron)
    data = standings_service.standings(ron, ACTOR, "ron")
    exported = standings_service.export(ron, ACTOR, "ron")
    assert exported["format"]["name"] == "ron-of-20xx" and exported["rules"]["name"] == "ron-of-20xx"
    assert [len(tables) for tables in exported["rounds"]] == [2] * 5
    assert data["final_tables"][0]["title"] is True


def test_the_registration_decides_who_plays(store):
    make_tournament(store, players=0)
    opens = datetime(2025, 2, 26, tzinfo=JST)
    for number in range(1, 27):  # 26 opening-day entries for 24 places: a lottery, two wait
        add_entry(
            store,
            ACTOR,
            "ron",
            f"Entrant {number}",
            submitted_at=opens + timedelta(minutes=number),
            profile="club member",
            birth_date=date(1990, 1, 1),
        )
    decided = decide_registration(store, ACTOR, "ron", opens, date(2025, 3, 20), seed=7)
    registration = decided.registration
    assert len(registration.players) == 24 and len(registration.waiting) == 2
    assert registration.lottery is not None and registration.lottery.seed == 7
    event, _ = event_report(store, ACTOR, "ron")
    assert [p.id for p in event.players] == list(registration.players)
    # a withdrawal after the opening day frees a place: the head of the waiting list plays
    withdraw_entry(store, ACTOR, "ron", registration.players[0], datetime(2025, 3, 1, tzinfo=JST))
    event, _ = event_report(store, ACTOR, "ron")
    assert registration.waiting[0] in {p.id for p in event.players}
    assert registration.players[0] not in {p.id for p in event.players}
