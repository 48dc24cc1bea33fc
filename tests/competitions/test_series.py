"""A series of three events: stars summed, winners first, then star totals with the tie rules."""

from __future__ import annotations

import pytest

from taikai.competitions import formats
from taikai.competitions.formats import TournamentFormat
from taikai.competitions.tournament import Player, TableResult, run_event
from taikai.competitions.tournament.codes import Why, why
from taikai.competitions.tournament.series import EventStars, event_stars, run_series
from taikai.errors import TaikaiError
from taikai.rules import load as load_rules

RON_OF_20XX = formats.load("ron-of-20xx", TournamentFormat)


def copied(**changes: object) -> TournamentFormat:
    """The preset with fields changed (a table's fields merged into it), validated like a format file."""
    data = formats.to_mapping(RON_OF_20XX)
    for key, value in changes.items():
        data[key] = data[key] | value if isinstance(value, dict) else value
    return formats.from_mapping(data, "copied format", TournamentFormat)


# Stars by event (seed 001 table: 2nd 5, 3rd-4th 4, in-table 3/2/1/1; the winner qualifies, no stars)
SPRING = EventStars("spring", "w1", {"a": 5, "b": 4, "c": 4, "d": 3, "e": 2})
SUMMER = EventStars("summer", "w2", {"b": 5, "a": 3, "pro1": 4, "e": 2}, frozenset({"pro1"}))
AUTUMN = EventStars("autumn", "w1", {"c": 5, "pro1": 5, "d": 4, "e": 3, "w2": 3, "a": 1}, frozenset({"pro1"}))
EVENTS = [SPRING, SUMMER, AUTUMN]

RULESET = load_rules("ron-of-20xx")  # the ruleset the format names


def test_three_events_field_winners_then_stars() -> None:
    result = run_series(EVENTS, RON_OF_20XX, field_size=6)
    # totals: a 5+3+1 = 9, b 4+5 = 9, c 4+5 = 9, d 3+4 = 7, e 2+2+3 = 7, w2 3 (pro1 left out)
    # a, b, c tie at 9 with best 5 each: latest event (autumn) c 5, a 1, b 0 -> c, a, b
    # d and e tie at 7: best single event d 4, e 3 -> d
    assert [(s.player, s.stars) for s in result.standings] == [
        ("c", 9),
        ("a", 9),
        ("b", 9),
        ("d", 7),
        ("e", 7),
        ("w2", 3),
        ("w1", 0),
    ]
    # w1 won twice but takes one place; then 4 places by stars
    assert result.field == ("w1", "w2", "c", "a", "b", "d")
    standing = {s.player: s for s in result.standings}
    assert standing["w1"].wins == ("spring", "autumn") and standing["w1"].reason == why(
        Why.series_winner, stars=0
    )
    assert not standing["e"].qualified
    assert standing["e"].reason == why(Why.series_outside, stars=7, place=5, places=4)
    assert standing["a"].reason == why(Why.series_star_place, stars=9, place=2, places=4)
    assert (
        why(Why.series_tie_event, upper="c", lower="a", stars=9, event="autumn", score=5, other=1)
        in result.notes
    )
    assert why(Why.series_tie_best, upper="d", lower="e", stars=7, best=4, other=3) in result.notes


def test_professionals_count_only_when_eligible() -> None:
    assert "pro1" not in {s.player for s in run_series(EVENTS, RON_OF_20XX, field_size=6).standings}
    eligible = run_series(EVENTS, copied(pros={"eligible": True}), field_size=6)
    # pro1 4+5 = 9, best 5, autumn 5 like c; summer pro1 4, c 0 -> pro1 above c
    assert eligible.field == ("w1", "w2", "pro1", "c", "a", "b")


def test_winners_always_qualify_even_beyond_the_field_size() -> None:
    result = run_series(EVENTS, RON_OF_20XX, field_size=1)
    assert result.field == ("w1", "w2")
    assert {s.player: s.reason for s in result.standings}["c"] == why(Why.series_winners_fill, stars=9)


def test_a_complete_tie_is_decided_by_a_recorded_lot() -> None:
    events = [EventStars("one", "w", {"x": 4, "y": 4})]
    result = run_series(events, RON_OF_20XX, field_size=2, seed=11)
    assert result.seed == 11 and len(result.field) == 2
    assert result.notes[-1].code == "series_tie_lot" and result.notes[-1].as_dict()["seed"] == 11
    assert run_series(events, RON_OF_20XX, field_size=2, seed=11) == result
    both = {run_series(events, RON_OF_20XX, field_size=2, seed=s).field[1] for s in range(20)}
    assert both == {"x", "y"}  # the lot really depends on the seed


def test_event_stars_from_a_finished_event() -> None:
    fmt = copied(preliminary_rounds=1)
    players = [Player(f"p{i}", pro=i == 8) for i in range(1, 9)]
    round_1 = [
        TableResult(("p1", "p2", "p3", "p4"), (41000, 30000, 19000, 10000)),
        TableResult(("p5", "p6", "p7", "p8"), (40000, 30000, 20000, 10000)),
    ]
    # after round 1: p1 61.0, p5 60.0, p2 10.0, p6 10.0 (title); p3 -21.0, p7 -20.0 -> p7, p3, p8, p4
    final = [
        TableResult(("p1", "p5", "p2", "p6"), (40000, 30000, 20000, 10000)),
        TableResult(("p7", "p3", "p8", "p4"), (40000, 30000, 20000, 10000)),
    ]
    report = run_event(fmt, players, [round_1, final], RULESET)
    stars = event_stars("spring", report, players)
    assert stars.winner == "p1" and stars.pros == frozenset({"p8"})
    # table 2: p7 1st (3), p3 2nd (2), p8 is a pro: p4 takes the 3rd-place award (1)
    assert stars.stars == {"p5": 5, "p2": 4, "p6": 4, "p7": 3, "p3": 2, "p4": 1}
    with pytest.raises(TaikaiError, match="no result yet"):
        event_stars("summer", run_event(fmt, players, [round_1], RULESET), players)


def test_an_event_listed_twice_is_warned_about_and_a_name_twice_refused() -> None:
    again = EventStars("autumn", SPRING.winner, dict(SPRING.stars))  # spring's file under another name
    result = run_series([SPRING, again], RON_OF_20XX, field_size=2)
    assert [(w.code, w.message) for w in result.warnings] == [
        (
            "repeated_event",
            "event autumn has exactly the winner and stars of event spring: the same event listed twice?",
        )
    ]
    with pytest.raises(TaikaiError, match="event spring is listed twice in the series"):
        run_series([SPRING, SPRING], RON_OF_20XX, field_size=2)
    quiet = run_series([SPRING, again], copied(warnings={"series_identities": False}), field_size=2)
    assert quiet.warnings == () and quiet.field == result.field
