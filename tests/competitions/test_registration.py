"""Registration of seed 001: opening time, opening-day lottery, first come first served, withdrawals,
age limit, fees."""

from __future__ import annotations

import random
from datetime import UTC, date, datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taikai.competitions import formats
from taikai.competitions.formats import TournamentFormat
from taikai.competitions.tournament.codes import Why, why
from taikai.competitions.tournament.registration import (
    BadRegistration,
    Decision,
    Entry,
    Lottery,
    Schedule,
    Status,
    Withdrawal,
    age_on,
    register,
)

JST = timezone(timedelta(hours=9))
OPENING = datetime(2022, 2, 26, 0, 0, tzinfo=JST)  # seed 001: entries open on 26 February
EVENT_DAY = date(2022, 3, 26)
SCHEDULE = Schedule(OPENING, EVENT_DAY)
RULES = formats.load("ron-of-20xx", TournamentFormat)  # 24 places, 5000 yen, students 1000 off, 18+
ADULT = date(1990, 1, 1)


def copied(**changes: object) -> TournamentFormat:
    """The preset with fields changed (a table's fields merged into it), validated like a format file."""
    data = formats.to_mapping(RULES)
    for key, value in changes.items():
        data[key] = data[key] | value if isinstance(value, dict) else value
    return formats.from_mapping(data, "copied format", TournamentFormat)


def entry(i: int, at: datetime, **fields) -> Entry:
    defaults = {"profile": "quiz club", "birth_date": ADULT}
    return Entry(f"e{i}", at, **(defaults | fields))


def opening_day(count: int, start: int = 1) -> list[Entry]:
    return [entry(i, OPENING + timedelta(minutes=i)) for i in range(start, start + count)]


def statuses(result) -> dict[str, Status]:
    return {key: d.status for key, d in result.decisions.items()}


def test_opening_day_under_capacity_accepts_all_then_first_come_first_served() -> None:
    first_day = opening_day(20)
    next_days = [entry(100 + i, OPENING + timedelta(days=1, hours=i)) for i in range(6)]
    result = register(first_day + next_days, RULES, SCHEDULE, seed=1)
    assert result.players == (*tuple(f"e{i}" for i in range(1, 21)), "e100", "e101", "e102", "e103")
    # the 25th and 26th valid entries find the event full: waiting list in order of arrival
    assert result.waiting == ("e104", "e105")
    assert result.decisions["e105"].position == 2
    assert result.decisions["e105"].reason == why(Why.entry_full_waiting, at="2022-02-27T05:00+09:00")
    assert result.decisions["e3"].reason == why(Why.entry_opening_day, entries=20, capacity=24)
    # the 21st to 24th places went first come, first served: e103 arrived 27 Feb 03:00, place 24
    assert result.decisions["e103"].reason == why(Why.entry_first_come, at="2022-02-27T03:00+09:00", place=24)
    assert result.lottery is None


def test_opening_day_over_capacity_draws_lots_reproducibly() -> None:
    entries = opening_day(30)
    result = register(entries, RULES, SCHEDULE, seed=2022)
    assert len(result.players) == 24 and len(result.waiting) == 6 and result.seed == 2022
    assert set(result.players) | set(result.waiting) == {e.id for e in entries}
    # same seed, same lottery; another seed, another lottery; the entry order does not matter
    assert register(list(reversed(entries)), RULES, SCHEDULE, seed=2022) == result
    assert register(entries, RULES, SCHEDULE, seed=2023).players != result.players
    loser = result.waiting[0]
    assert result.decisions[loser].position == 1
    lot = {"entries": 30, "capacity": 24, "seed": 2022}
    assert result.decisions[loser].reason == why(Why.entry_lottery_waiting, **lot, number=25)
    # the lottery as a value: the entries as listed (by time: e1 .. e30) shuffled once with the seed
    listed = [f"e{i}" for i in range(1, 31)]
    random.Random(2022).shuffle(listed)
    assert result.lottery == Lottery(2022, 24, tuple(f"e{i}" for i in range(1, 31)), tuple(listed))
    assert result.players == tuple(listed[:24]) and result.waiting == tuple(listed[24:])
    assert result.decisions[listed[0]].reason == why(Why.entry_lottery_drawn, **lot, number=1)
    # a later entry queues behind the lottery's waiting list
    late = entry(99, OPENING + timedelta(days=2))
    assert register([*entries, late], RULES, SCHEDULE, seed=2022).waiting == (*result.waiting, "e99")


def test_exactly_capacity_on_the_opening_day_needs_no_lottery() -> None:
    result = register(opening_day(24), RULES, SCHEDULE, seed=5)
    assert result.players == tuple(f"e{i}" for i in range(1, 25)) and not result.waiting


def test_entries_before_the_opening_are_invalid_with_the_reason() -> None:
    early = entry(1, OPENING - timedelta(seconds=1))  # 25 February 23:59:59, "up to the 25th is invalid"
    on_time = entry(2, OPENING)
    result = register([early, on_time], RULES, SCHEDULE, seed=0)
    assert statuses(result) == {"e1": Status.invalid, "e2": Status.accepted}
    before = why(Why.entry_before_opening, at="2022-02-25T23:59+09:00", opening="2022-02-26T00:00+09:00")
    assert result.decisions["e1"].reason == before


def test_opening_day_is_the_calendar_day_in_the_opening_time_zone() -> None:
    # 27 Feb 08:59 JST is still 26 Feb in UTC but not the opening day in Tokyo: first come first served
    entries = opening_day(30)
    after_midnight = entry(50, datetime(2022, 2, 26, 23, 59, tzinfo=UTC))  # 27 Feb 08:59 JST
    result = register([*entries, after_midnight], RULES, SCHEDULE, seed=1)
    assert result.waiting[-1] == "e50"


def test_withdrawal_promotes_the_head_of_the_waiting_list() -> None:
    entries = opening_day(26)
    drawn = register(entries, RULES, SCHEDULE, seed=9)
    leaver, head, second = drawn.players[3], drawn.waiting[0], drawn.waiting[1]
    result = register(
        entries, RULES, SCHEDULE, seed=9, withdrawals=[Withdrawal(leaver, OPENING + timedelta(days=3))]
    )
    assert result.decisions[leaver].status is Status.withdrawn
    assert head in result.players and result.decisions[head].status is Status.accepted
    at = "2022-03-01T00:00+09:00"
    assert result.decisions[head].reason == why(Why.entry_promoted, entry=leaver, at=at)
    assert result.decisions[leaver].reason == why(Why.entry_withdrew, at=at)
    assert result.decisions[head].fee == 5000
    assert result.waiting == (second,) and result.decisions[second].position == 1
    assert len(result.players) == 24


def test_withdrawal_before_the_entry_itself_is_ignored() -> None:
    late = entry(1, OPENING + timedelta(days=2))
    result = register(
        [late], RULES, SCHEDULE, seed=0, withdrawals=[Withdrawal("e1", OPENING + timedelta(days=1))]
    )
    ignored = Decision("e1", None, why(Why.entry_withdrawal_ignored, at="2022-02-27T00:00+09:00"))
    assert result.players == ("e1",) and result.log[0] == ignored


def test_withdrawal_from_the_waiting_list_and_a_free_place_for_a_later_entry() -> None:
    entries = opening_day(24)
    withdrawals = [Withdrawal("e5", OPENING + timedelta(days=1))]
    late = entry(60, OPENING + timedelta(days=2))
    result = register([*entries, late], RULES, SCHEDULE, seed=0, withdrawals=withdrawals)
    # e5 left before e60 arrived and nobody was waiting: e60 takes the free place
    assert "e5" not in result.players and "e60" in result.players and not result.waiting
    ignored = register(
        entries, RULES, SCHEDULE, seed=0, withdrawals=[Withdrawal("nobody", OPENING + timedelta(days=1))]
    )
    assert ignored.log[-1] == Decision(
        "nobody", None, why(Why.entry_withdrawal_ignored, at="2022-02-27T00:00+09:00")
    )


def test_age_limit_refuses_minors_on_the_event_day() -> None:
    at = OPENING + timedelta(hours=1)
    turns_18_that_day = entry(1, at, birth_date=date(2004, 3, 26))
    turns_18_next_day = entry(2, at, birth_date=date(2004, 3, 27))
    no_birth_date = entry(3, at, birth_date=None)
    result = register([turns_18_that_day, turns_18_next_day, no_birth_date], RULES, SCHEDULE, seed=0)
    assert statuses(result) == {"e1": Status.accepted, "e2": Status.refused, "e3": Status.refused}
    assert result.decisions["e2"].reason == why(Why.entry_under_age, age=17, day="2022-03-26", limit=18)
    assert result.decisions["e3"].reason == why(Why.entry_no_birth_date, limit=18)
    no_limit = copied(registration={"age_limit": None})
    assert register([turns_18_next_day, no_birth_date], no_limit, SCHEDULE, seed=0).players == ("e2", "e3")
    assert (
        age_on(date(2000, 2, 29), date(2018, 2, 28)) == 17
        and age_on(date(2000, 2, 29), date(2018, 3, 1)) == 18
    )


def test_fee_and_discounts_are_recorded() -> None:
    at = OPENING + timedelta(hours=2)
    result = register(
        [entry(1, at), entry(2, at, discounts=("student",)), entry(3, at, pro=True)], RULES, SCHEDULE, seed=0
    )
    assert [result.decisions[f"e{i}"].fee for i in (1, 2, 3)] == [5000, 4000, 0]
    assert [result.decisions[f"e{i}"].discounts for i in (1, 2, 3)] == [(), ("student",), ()]
    assert result.pros == ("e3",) and result.players == ("e1", "e2")
    with pytest.raises(BadRegistration, match=r"entry e4: unknown discount senior \(known: student\)"):
        register([entry(4, at, discounts=("senior",))], RULES, SCHEDULE, seed=0)


def test_professionals_are_outside_the_capacity() -> None:
    pros = [entry(200 + i, OPENING + timedelta(hours=5), pro=True) for i in range(7)]
    result = register(opening_day(30) + pros, RULES, SCHEDULE, seed=3)
    assert len(result.players) == 24 and len(result.pros) == 7


def test_missing_profile_and_bad_input() -> None:
    result = register([entry(1, OPENING, profile="  ")], RULES, SCHEDULE, seed=0)
    assert result.decisions["e1"].status is Status.refused
    assert result.decisions["e1"].reason == why(Why.entry_no_profile)
    with pytest.raises(BadRegistration, match="time zone"):
        register([Entry("x", datetime(2022, 2, 26), profile="q", birth_date=ADULT)], RULES, SCHEDULE, seed=0)
    with pytest.raises(BadRegistration, match="entry id e1 is used twice"):
        register([entry(1, OPENING), entry(1, OPENING)], RULES, SCHEDULE, seed=0)


@settings(max_examples=40, deadline=None)
@given(
    minutes=st.lists(st.integers(-600, 6 * 24 * 60), max_size=45),
    leavers=st.lists(st.tuples(st.integers(0, 44), st.integers(-600, 8 * 24 * 60)), max_size=6),
    seed=st.integers(0, 2**32),
)
def test_every_entry_gets_exactly_one_standing_and_the_capacity_holds(minutes, leavers, seed) -> None:
    entries = [entry(i, OPENING + timedelta(minutes=m)) for i, m in enumerate(minutes)]
    withdrawals = [Withdrawal(f"e{i}", OPENING + timedelta(minutes=m)) for i, m in leavers]
    result = register(entries, RULES, SCHEDULE, seed=seed, withdrawals=withdrawals)
    assert len(result.players) <= RULES.capacity
    assert set(result.decisions) == {e.id for e in entries}
    assert not set(result.players) & set(result.waiting)
    by_status = {status: {k for k, d in result.decisions.items() if d.status is status} for status in Status}
    assert by_status[Status.accepted] == set(result.players) and by_status[Status.waiting] == set(
        result.waiting
    )
    # a waiting list only exists when the event is full
    assert not result.waiting or len(result.players) == RULES.capacity
    assert [result.decisions[w].position for w in result.waiting] == list(range(1, len(result.waiting) + 1))
