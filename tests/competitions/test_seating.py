"""The seat draw: repeat targets of the issue, wind balance, professionals spread, determinism."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taikai.competitions.tournament.seating import (
    BadPlayerCount,
    count_repeats,
    draw_rounds,
    repeat_lower_bound,
    wind_counts,
)
from taikai.errors import TaikaiError


def ids(n: int) -> list[str]:
    return [f"p{i}" for i in range(1, n + 1)]


def assert_valid(draw, players: list[str], rounds: int) -> None:
    """Every round seats every player exactly once at tables of four."""
    assert len(draw.rounds) == rounds
    for tables in draw.rounds:
        assert all(len(table) == 4 for table in tables)
        assert sorted(p for table in tables for p in table) == sorted(players)


def independent_repeats(rounds) -> int:
    """Recount the repeats from scratch: meetings of each pair minus one, summed."""
    meetings = Counter(frozenset(pair) for tables in rounds for t in tables for pair in combinations(t, 2))
    return sum(count - 1 for count in meetings.values())


@pytest.mark.parametrize(("players", "rounds"), [(24, 5), (28, 5), (32, 6)])
def test_issue_targets_have_no_repeat_and_balanced_winds(players: int, rounds: int) -> None:
    draw = draw_rounds(ids(players), rounds, seed=2026)
    assert_valid(draw, ids(players), rounds)
    assert draw.repeats == 0 == independent_repeats(draw.rounds)
    # 5 or 6 rounds over 4 winds: the best possible is every wind once or twice (gap 1)
    assert draw.wind_spread == 1
    for counts in wind_counts(draw.rounds).values():
        assert max(counts) - min(counts) == 1 and sum(counts) == rounds


def test_eight_rounds_give_every_wind_exactly_twice() -> None:
    draw = draw_rounds(ids(64), 8, seed=3)
    assert draw.repeats == 0
    assert set(wind_counts(draw.rounds).values()) == {(2, 2, 2, 2)}


def test_same_seed_same_draw_other_seed_other_draw() -> None:
    first = draw_rounds(ids(24), 5, seed=11)
    assert draw_rounds(ids(24), 5, seed=11) == first
    assert draw_rounds(ids(24), 5, seed=12).rounds != first.rounds


def test_professionals_are_spread_one_per_table() -> None:
    # 7 professionals of seed 001 plus 25 players = 32 = 8 tables: never two professionals together
    players = ids(32)
    pros = set(players[-7:])
    draw = draw_rounds(players, 5, seed=5, pros=pros)
    assert draw.repeats == 0
    for tables in draw.rounds:
        assert all(sum(p in pros for p in table) <= 1 for table in tables)


def test_more_professionals_than_tables_are_dealt_evenly() -> None:
    players = ids(16)  # 4 tables, 6 professionals: two tables with 2, two with 1
    pros = set(players[:6])
    draw = draw_rounds(players, 3, seed=1, pros=pros)
    for tables in draw.rounds:
        assert sorted(sum(p in pros for p in table) for table in tables) == [1, 1, 2, 2]


def test_unavoidable_repeats_reach_the_lower_bound() -> None:
    # 8 players, 3 rounds: each meets 9 opponents among 7, so at least 2 extra each: 8*2/2 = 8
    draw = draw_rounds(ids(8), 3, seed=0)
    assert repeat_lower_bound(8, 3) == 8
    assert draw.repeats == 8 == independent_repeats(draw.rounds)


@pytest.mark.parametrize(
    ("count", "hint"), [(31, r"add 1 player\(s\)"), (26, "withdraw 2"), (3, "add 1"), (0, "add 4")]
)
def test_player_count_not_a_multiple_of_four_is_refused(count: int, hint: str) -> None:
    with pytest.raises(BadPlayerCount, match=hint):
        draw_rounds(ids(count), 5, seed=1)


def test_count_repeats_counts_meetings_beyond_the_first() -> None:
    # the same table three times: 6 pairs each met 3 times -> 6 * 2 = 12 repeats
    table = ("a", "b", "c", "d")
    assert count_repeats([[table], [table], [table]]) == 12


@settings(max_examples=15, deadline=None)
@given(tables=st.integers(1, 6), rounds=st.integers(1, 6), seed=st.integers(0, 10**6))
def test_any_draw_is_a_valid_partition_with_honest_counts(tables: int, rounds: int, seed: int) -> None:
    players = ids(4 * tables)
    draw = draw_rounds(players, rounds, seed=seed, max_steps=300)
    assert_valid(draw, players, rounds)
    assert draw.repeats == independent_repeats(draw.rounds) >= draw.lower_bound
    # the wind colouring guarantees a gap of at most one for every player, whatever the tables
    assert draw.wind_spread <= 1


@pytest.mark.parametrize(
    ("players", "rounds", "steps", "message"),
    [
        (1004, 5, 100, "1004 players: at most 1000 players can be seated in one event"),
        (8, 21, 100, "the number of rounds must be from 1 to 20, not 21"),
        (8, 0, 100, "the number of rounds must be from 1 to 20, not 0"),
        (8, 5, 100_001, "the number of steps must be from 0 to 100000, not 100001"),
    ],
)
def test_operator_inputs_are_bounded(players: int, rounds: int, steps: int, message: str) -> None:
    with pytest.raises(TaikaiError) as caught:
        draw_rounds(ids(players), rounds, seed=1, max_steps=steps)
    assert caught.value.message == message


def test_professionals_must_be_players_of_the_draw() -> None:
    with pytest.raises(TaikaiError, match="professional p99 is not a player of the draw"):
        draw_rounds(ids(8), 2, seed=1, pros=["p99"])


def test_a_watch_sees_every_step_and_changes_nothing() -> None:
    seen: list[int] = []

    def watch(steps, total):
        assert total == 300
        for step in steps:
            seen.append(step)
            yield step

    watched = draw_rounds(ids(8), 3, seed=4, max_steps=300, watch=watch)
    assert watched == draw_rounds(ids(8), 3, seed=4, max_steps=300)
    assert seen == list(range(1, watched.steps + 1))
