"""The one-day tournament engine: standings, halving, final-round formation, places, stars."""

from __future__ import annotations

import random
from dataclasses import replace
from decimal import Decimal
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taikai.competitions import formats
from taikai.competitions.formats import FormatError, TournamentFormat
from taikai.competitions.tournament import (
    BadEvent,
    Halving,
    Player,
    Standing,
    TableResult,
    awards,
    form_final,
    halve,
    preliminary_draw,
    run_event,
    standings_after,
)
from taikai.competitions.tournament.codes import Why, why
from taikai.competitions.tournament.seating import BadPlayerCount, draw_rounds
from taikai.errors import TaikaiError
from taikai.rules import load as load_rules

D = Decimal
RON_OF_20XX = formats.load("ron-of-20xx", TournamentFormat)


def copied(**changes: object) -> TournamentFormat:
    """The preset with fields changed (a table's fields merged into it), validated like a format file."""
    data = formats.to_mapping(RON_OF_20XX)
    for key, value in changes.items():
        data[key] = data[key] | value if isinstance(value, dict) else value
    return formats.from_mapping(data, "copied format", TournamentFormat)


MINI = copied(name="mini", preliminary_rounds=1)  # 1 preliminary round + the final

RULESET = load_rules("ron-of-20xx")  # the ruleset the format names


def players(n: int, pros: tuple[str, ...] = ()) -> list[Player]:
    return [Player(f"p{i}", pro=f"p{i}" in pros) for i in range(1, n + 1)]


def table(seats: str, *points: int) -> TableResult:
    return TableResult(tuple(seats.split()), points)


# Round 1 (ron-of-20xx: return 30000, uma +50 +10 -10 -30, ties split):
#   p1 p2 p3 p4 41000/30000/19000/10000 -> +11+50 = 61.0, 0+10 = 10.0, -11-10 = -21.0, -20-30 = -50.0
#   p5 p6 p7 p8 25000 each -> -5.0 each + (50+10-10-30)/4 = +5.0 -> 0.0 each (a four-way tie)
ROUND_1 = [table("p1 p2 p3 p4", 41000, 30000, 19000, 10000), table("p5 p6 p7 p8", 25000, 25000, 25000, 25000)]
# Final (title p6 p5 p2 p1): 35000/30000/20000/15000 -> +5+50 = 55.0, 0+10 = 10.0, -10-10 = -20.0,
#   -15-30 = -45.0
# Table 2 (p3 p4 p7 p8): 40000/10000/25000/25000 -> p3 +10+50 = 60.0, p4 -20-30 = -50.0,
#   p7 and p8 share 2nd-3rd: -5.0 + (10-10)/2 = -5.0 each
FINAL = [table("p6 p5 p2 p1", 35000, 30000, 20000, 15000), table("p3 p4 p7 p8", 40000, 10000, 25000, 25000)]


def test_halving_rule_for_odd_tenths() -> None:
    # up (the default): x.x5 goes toward +infinity, so a negative total loses less
    assert [halve(D(t)) for t in ("61.0", "12.3", "-12.3", "0.1", "-0.1")] == [
        D("30.5"),
        D("6.2"),
        D("-6.1"),
        D("0.1"),
        D("0.0"),
    ]
    assert halve(D("-0.1")).as_tuple().sign == 0  # never "-0.0"
    assert halve(D("12.3"), Halving.down) == D("6.1") and halve(D("-12.3"), Halving.down) == D("-6.2")
    assert halve(D("12.1"), Halving.half_even) == D("6.0") and halve(D("12.3"), Halving.half_even) == D("6.2")


@settings(max_examples=60)
@given(tenths=st.integers(-20000, 20000), rule=st.sampled_from(list(Halving)))
def test_halving_is_exact_to_a_tenth_and_off_by_at_most_half_a_tenth(tenths: int, rule: Halving) -> None:
    total = D(tenths) / 10
    carried = halve(total, rule)
    assert carried == carried.quantize(D("0.1"))
    assert abs(2 * carried - total) <= D("0.1")
    if tenths % 2 == 0:
        assert 2 * carried == total
    if rule is Halving.up:
        assert 2 * carried - total in (D("0.0"), D("0.1"))


def test_mini_event_standings_final_tables_places_and_stars() -> None:
    before = run_event(MINI, players(8), [ROUND_1], RULESET)
    (after_1,) = before.standings
    # p5..p8 all 0.0 with the same round score: the player list decides, and a note says so
    assert [(s.player, s.total) for s in after_1] == [
        ("p1", D("61.0")),
        ("p2", D("10.0")),
        ("p5", D("0.0")),
        ("p6", D("0.0")),
        ("p7", D("0.0")),
        ("p8", D("0.0")),
        ("p3", D("-21.0")),
        ("p4", D("-50.0")),
    ]
    assert [s.rank for s in after_1] == list(range(1, 9))
    assert why(Why.tie_player_list, round=1, upper="p5", lower="p6", total=D("0.0")) in before.notes
    title, other = before.final_tables
    assert title.title and title.seats == ("p1", "p2", "p5", "p6")
    assert dict(title.carried) == {"p1": D("30.5"), "p2": D("5.0"), "p5": D("0.0"), "p6": D("0.0")}
    assert not other.title and other.seats == ("p7", "p8", "p3", "p4")
    assert dict(other.carried) == {"p7": D("0.0"), "p8": D("0.0"), "p3": D("-10.5"), "p4": D("-25.0")}
    assert before.result is None

    report = run_event(MINI, players(8), [ROUND_1, FINAL], RULESET)
    result = report.result
    # carried + final: p6 0+55 = 55.0, p5 0+10 = 10.0, p1 30.5-45 = -14.5, p2 5.0-20 = -15.0
    assert result.overall == ("p6", "p5", "p1", "p2")
    # p3 -10.5+60 = 49.5; p7 and p8 both 0.0-5.0 = -5.0: p7 was 5th before the final, p8 6th; p4 -75.0
    assert result.in_table == {2: ("p3", "p7", "p8", "p4")}
    assert result.qualified == "p6"
    assert result.stars == {"p5": 5, "p1": 4, "p2": 4, "p3": 3, "p7": 2, "p8": 1, "p4": 1}
    assert why(Why.tie_final, upper="p7", lower="p8", total=D("-5.0"), place=5, other=6) in report.notes
    final = report.standings[-1]
    assert [(s.player, s.rank, s.total) for s in final] == [
        ("p6", 1, D("55.0")),
        ("p5", 2, D("10.0")),
        ("p1", 3, D("-14.5")),
        ("p2", 4, D("-15.0")),
        ("p3", 5, D("49.5")),
        ("p7", 6, D("-5.0")),
        ("p8", 7, D("-5.0")),
        ("p4", 8, D("-75.0")),
    ]


def test_ineligible_professionals_pass_their_awards_down() -> None:
    result = run_event(MINI, players(8, pros=("p6", "p7")), [ROUND_1, FINAL], RULESET).result
    # p6 (pro) won: the next eligible player p5 qualifies, p1 takes 5, p2 4; p7 (pro) 2nd at table 2
    assert result.overall == ("p6", "p5", "p1", "p2") and result.qualified == "p5"
    assert result.stars == {"p1": 5, "p2": 4, "p3": 3, "p8": 2, "p4": 1}
    eligible = copied(name="mini", preliminary_rounds=1, pros={"eligible": True})
    assert (
        run_event(eligible, players(8, pros=("p6", "p7")), [ROUND_1, FINAL], RULESET).result.qualified == "p6"
    )


def test_standings_over_two_rounds_and_countback_ties() -> None:
    fmt = copied(preliminary_rounds=2)
    round_2 = [
        table("p5 p6 p1 p2", 41000, 30000, 19000, 10000),
        table("p3 p4 p7 p8", 25000, 25000, 25000, 25000),
    ]
    standings = run_event(fmt, players(8), [ROUND_1, round_2], RULESET).standings[-1]
    # p5 0.0+61.0 = 61.0; p1 61.0-21.0 = 40.0; p6 0.0+10.0 = 10.0; p7, p8 0.0 (equal in both rounds:
    # player list); p3 -21.0+0.0 = -21.0; p2 10.0-50.0 = -40.0; p4 -50.0+0.0 = -50.0
    assert [s.player for s in standings] == ["p5", "p1", "p6", "p7", "p8", "p3", "p2", "p4"]
    # countback: a, b, c all 20.0 after two rounds; b has the best round 2 (30.0), then c (0.0), then a
    scores = {"a": [D("30.0"), D("-10.0")], "b": [D("-10.0"), D("30.0")], "c": [D("20.0"), D("0.0")]}
    ranked, notes = standings_after(["a", "b", "c"], scores, 2)
    assert [s.player for s in ranked] == ["b", "c", "a"]
    assert notes[0] == why(
        Why.tie_countback,
        round=2,
        upper="b",
        lower="c",
        total=D("20.0"),
        decider=2,
        score=D("30.0"),
        other=D("0.0"),
    )
    # equal latest round: the round before decides
    scores = {"a": [D("5.0"), D("10.0")], "b": [D("-5.0"), D("20.0")], "c": [D("15.0"), D("0.0")]}
    assert [s.player for s in standings_after(["a", "b", "c"], scores, 2)[0]] == ["b", "a", "c"]


def ranked(n: int) -> list[Standing]:
    # total of rank k: 120 - 7.3 k (112.7, 105.4, 98.1, 90.8, ... -26.0, -33.3, ...)
    return [Standing(f"p{k}", k, D(120) - D("7.3") * k) for k in range(1, n + 1)]


def test_final_formation_for_24_players() -> None:
    tables, notes = form_final(ranked(24), RON_OF_20XX.final)
    assert notes == ()
    # title: places 1-4 carried halved: 112.7 -> 56.35 -> 56.4, 105.4 -> 52.7, 98.1 -> 49.1, 90.8 -> 45.4
    assert tables[0].seats == ("p1", "p2", "p3", "p4")
    assert list(tables[0].carried.values()) == [D("56.4"), D("52.7"), D("49.1"), D("45.4")]
    # 20 others, bands of 5: 5-9 forwards, 10-14 backwards, 15-19 forwards, 20-24 backwards
    assert [t.seats for t in tables[1:]] == [
        ("p5", "p14", "p15", "p24"),
        ("p6", "p13", "p16", "p23"),
        ("p7", "p12", "p17", "p22"),
        ("p8", "p11", "p18", "p21"),
        ("p9", "p10", "p19", "p20"),
    ]
    assert [t.table for t in tables] == [1, 2, 3, 4, 5, 6] and [t.title for t in tables].count(True) == 1
    # table 5: 8: 61.6 -> 30.8; 11: 39.7 -> 19.85 -> 19.9; 18: -11.4 -> -5.7; 21: -33.3 -> -16.65 -> -16.6
    assert dict(tables[4].carried) == {"p8": D("30.8"), "p11": D("19.9"), "p18": D("-5.7"), "p21": D("-16.6")}
    # the serpentine gives every other table the same sum of places: 5+14+15+24 = 58
    assert {sum(int(p[1:]) for p in t.seats) for t in tables[1:]} == {58}


def test_final_formation_for_28_players() -> None:
    tables, _ = form_final(ranked(28), RON_OF_20XX.final)
    # 24 others, bands of 6: 5-10, 11-16 (reversed), 17-22, 23-28 (reversed)
    assert tables[1].seats == ("p5", "p16", "p17", "p28")
    # 5: 83.5 -> 41.75 -> 41.8; 16: 3.2 -> 1.6; 17: -4.1 -> -2.05 -> -2.0 (up); 28: -84.4 -> -42.2
    assert dict(tables[1].carried) == {"p5": D("41.8"), "p16": D("1.6"), "p17": D("-2.0"), "p28": D("-42.2")}
    assert dict(tables[0].carried) == {"p1": D("56.4"), "p2": D("52.7"), "p3": D("49.1"), "p4": D("45.4")}
    assert tables[6].seats == ("p10", "p11", "p22", "p23")
    assert len(tables) == 7 and {sum(int(p[1:]) for p in t.seats) for t in tables[1:]} == {66}


def test_final_formation_avoids_repeats_keeping_the_bands() -> None:
    met = {frozenset(("p5", "p14")): 1, frozenset(("p6", "p13")): 2}
    tables, notes = form_final(ranked(24), RON_OF_20XX.final, met)
    serpentine, _ = form_final(ranked(24), RON_OF_20XX.final)
    pairs = {frozenset(pair) for t in tables for pair in combinations(t.seats, 2)}
    assert not pairs & set(met)
    moved = {p for a, b in zip(tables, serpentine, strict=True) for p in a.seats if p not in b.seats}
    assert len(moved) == 2  # one swap inside a band repairs both tables
    (swap,) = notes
    assert swap.code == "final_swap" and {swap.as_dict()["first"], swap.as_dict()["second"]} == moved
    assert swap.as_dict()["before"] == 3 and swap.as_dict()["after"] == 0  # 1 + 2 meetings gone
    band = {f"p{k}": (k - 5) // 5 for k in range(5, 25)}
    assert all(sorted(band[p] for p in t.seats) == [0, 1, 2, 3] for t in tables[1:])


def test_star_table_of_seed_001() -> None:
    eligible = {p: True for p in "abcdefgh"}
    stars, qualified, notes = awards("abcd", {2: "efgh"}, RON_OF_20XX.stars, eligible)
    assert qualified == "a" and notes == ()
    assert stars == {"b": 5, "c": 4, "d": 4, "e": 3, "f": 2, "g": 1, "h": 1}


def random_points(rng: random.Random) -> tuple[int, ...]:
    cuts = sorted(rng.randrange(1001) for _ in range(3))
    return tuple(100 * x for x in (cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 1000 - cuts[2]))


def play(n: int, seed: int) -> tuple[list[Player], list[list[TableResult]]]:
    """A whole ron-of-20xx event: 5 drawn rounds with random (valid) points, then the formed final."""
    rng = random.Random(seed)
    entrants = players(n)
    draw = draw_rounds([p.id for p in entrants], 5, seed=seed)
    rounds = [[TableResult(t, random_points(rng)) for t in tables] for tables in draw.rounds]
    final_tables = run_event(RON_OF_20XX, entrants, rounds, RULESET).final_tables
    rounds.append([TableResult(t.seats, random_points(rng)) for t in reversed(final_tables)])
    return entrants, rounds


@pytest.mark.parametrize("n", [24, 28])
def test_whole_event_invariants(n: int) -> None:
    entrants, rounds = play(n, seed=n)
    report = run_event(RON_OF_20XX, entrants, rounds, RULESET)
    assert len(report.standings) == 6 and all(len(s) == n for s in report.standings)
    fifth = report.standings[4]
    assert {p for p in report.final_tables[0].seats} == {s.player for s in fifth[:4]}
    for t in report.final_tables:
        assert all(t.carried[p] == halve(next(s.total for s in fifth if s.player == p)) for p in t.seats)
    result = report.result
    assert set(result.overall) == set(report.final_tables[0].seats)
    assert sorted(result.in_table) == list(
        range(2, n // 4 + 1)
    )  # numbered as formed, whatever the file order
    assert sum(result.stars.values()) == 5 + 4 + 4 + (n // 4 - 1) * (3 + 2 + 1 + 1)
    assert result.qualified == result.overall[0] and result.qualified not in result.stars
    # the totals add up: every preliminary score plus the final score, zero-sum per game
    assert sum(s.total for s in report.standings[4]) == 0


def test_a_round_in_progress_is_not_ranked() -> None:
    report = run_event(MINI, players(8), [ROUND_1, FINAL[:1]], RULESET)
    assert len(report.standings) == 1 and report.result is None and report.in_progress == 2


@pytest.mark.parametrize(
    ("rounds", "message"),
    [
        ([ROUND_1[:1], ROUND_1], "round 1 is incomplete"),
        ([ROUND_1, FINAL, FINAL], "3 rounds given"),
        ([[table("p1 p2 p3 p9", 25000, 25000, 25000, 25000), ROUND_1[1]]], "p9 is not a player"),
        ([[ROUND_1[0], table("p1 p6 p7 p8", 25000, 25000, 25000, 25000)]], "p1 seated twice"),
        (
            [ROUND_1, [table("p1 p2 p3 p6", *[25000] * 4), table("p5 p4 p7 p8", *[25000] * 4)]],
            "no title table",
        ),
    ],
)
def test_bad_events_are_refused_with_the_reason(rounds, message: str) -> None:
    with pytest.raises(BadEvent, match=message):
        run_event(MINI, players(8), rounds, RULESET)


def test_points_that_do_not_add_up_are_inconsistent() -> None:
    with pytest.raises(TaikaiError, match=r"round 1 table 1: the points add up to 99000"):
        run_event(MINI, players(8), [[table("p1 p2 p3 p4", 41000, 30000, 19000, 9000), ROUND_1[1]]], RULESET)


def test_player_count_not_a_multiple_of_four_is_refused() -> None:
    with pytest.raises(BadPlayerCount, match="31 players"):
        run_event(RON_OF_20XX, players(31), [], RULESET)


def test_unknown_format_names_the_known_ones() -> None:
    with pytest.raises(FormatError, match="did you mean 'ron-of-20xx'"):
        formats.load("ron-of-2099", TournamentFormat)


def test_a_key_names_one_player_of_an_event() -> None:
    entrants = [replace(p, key="m1" if p.id in ("p3", "p7") else None) for p in players(8)]
    with pytest.raises(BadEvent, match="players p3 and p7 have the same key m1"):
        run_event(MINI, entrants, [ROUND_1], RULESET)


@settings(max_examples=30, deadline=None)
@given(
    tables=st.integers(1, 12),
    tenths=st.lists(st.integers(-3000, 3000), min_size=48, max_size=48),
    pairs=st.lists(st.tuples(st.integers(1, 48), st.integers(1, 48)), max_size=60),
)
def test_final_formation_invariants(tables: int, tenths: list[int], pairs: list[tuple[int, int]]) -> None:
    n = 4 * tables
    totals = sorted((D(t) / 10 for t in tenths[:n]), reverse=True)
    standings = [Standing(f"p{k}", k, total) for k, total in enumerate(totals, start=1)]
    met = {frozenset((f"p{a}", f"p{b}")): 1 for a, b in pairs if a != b and max(a, b) <= n}
    formed, _ = form_final(standings, RON_OF_20XX.final, met)
    serpentine, _ = form_final(standings, RON_OF_20XX.final)
    assert formed[0].seats == ("p1", "p2", "p3", "p4")
    assert sorted(p for t in formed for p in t.seats) == sorted(s.player for s in standings)
    others = tables - 1
    for t in formed[1:]:
        # one player of each band of `others` places
        assert sorted((int(p[1:]) - 5) // others for p in t.seats) == [0, 1, 2, 3]
        assert all(t.carried[p] == halve(standings[int(p[1:]) - 1].total) for p in t.seats)

    def meetings(formation) -> int:
        return sum(frozenset(pair) in met for t in formation for pair in combinations(t.seats, 2))

    assert meetings(formed) <= meetings(serpentine)


def test_preliminary_draw_of_the_format_spreads_the_professionals() -> None:
    # seed 001: 24 players + 7 professionals, one more professional to fill 8 tables
    entrants = players(32, pros=tuple(f"p{i}" for i in range(25, 33)))
    draw = preliminary_draw(RON_OF_20XX, entrants, seed=2022)
    assert len(draw.rounds) == 5 and draw.repeats == 0 and draw.seed == 2022
    assert all(sum(p in {e.id for e in entrants if e.pro} for p in t) == 1 for r in draw.rounds for t in r)
