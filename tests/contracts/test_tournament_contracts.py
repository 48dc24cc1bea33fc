"""The tournament's files and outputs (taikai.contracts.tournament): strict parsing with the field
named, and every writer's output read back to the values it was written from."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta, timezone
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taikai.competitions import formats
from taikai.competitions.formats import TournamentFormat
from taikai.competitions.tournament import Event, Player, TableResult, run_event
from taikai.competitions.tournament.registration import Entry, Withdrawal, register
from taikai.competitions.tournament.seating import draw_rounds
from taikai.competitions.tournament.series import EventStars, run_series
from taikai.contracts import jsonio
from taikai.contracts.formats import format_ruleset
from taikai.contracts.tournament import (
    ContractError,
    event_file,
    parse_event,
    parse_registration,
    parse_registration_output,
    parse_report_output,
    parse_seating_output,
    parse_series_output,
    read_event,
    read_series,
    registration_json,
    report_json,
    seating_json,
    series_json,
)
from taikai.errors import InputWarning, TaikaiError
from taikai.game.settle import Penalty

JST = timezone(timedelta(hours=9))
RON_OF_20XX = formats.load("ron-of-20xx", TournamentFormat)
RULESET = format_ruleset(RON_OF_20XX)


def through_text(data: object) -> object:
    """What another program reads: the one writer's text, parsed by the one strict reader."""
    return jsonio.loads(jsonio.dumps(data))


def event(**changes: object) -> dict:
    base = {
        "format": "ron-of-20xx",
        "players": [{"id": f"p{i}", "name": f"N{i}"} for i in range(1, 5)],
        "rounds": [[{"seats": ["p1", "p2", "p3", "p4"], "points": [41000, 30000, 19000, 10000]}]],
    }
    return base | changes


def registration(**changes: object) -> dict:
    base = {
        "format": "ron-of-20xx",
        "opens_at": "2022-02-26T00:00:00+09:00",
        "event_date": "2022-03-26",
        "seed": 1,
        "entries": [{"id": "e1", "submitted_at": "2022-02-26T09:00:00+09:00", "profile": "quiz"}],
    }
    return base | changes


def refused(parse, data: object) -> str:
    with pytest.raises(TaikaiError) as caught:
        parse(data)
    return caught.value.message


# --- strict input --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        # issue 9: "penalty" instead of "penalties" made a -10 pt penalty vanish
        (
            {"rounds": [[{"seats": ["p1", "p2", "p3", "p4"], "points": [25000] * 4, "penalty": [{}]}]]},
            "field 'rounds[0][0].penalty': unknown field (did you mean 'rounds[0][0].penalties'?)",
        ),
        (
            {"players": [{"id": "p1", "nmae": "Aki"}]},
            "field 'players[0].nmae': unknown field (did you mean 'players[0].name'?)",
        ),
        ({"player": []}, "field 'player': unknown field (did you mean 'players'?)"),
        ({"zzz": 1}, "field 'zzz': unknown field (valid: format, rules, title, players, rounds)"),
        (
            {"format": "ron-of-20xy"},
            "field 'format': no format named 'ron-of-20xy' (did you mean 'ron-of-20xx'?)",
        ),
        ({"players": [{"id": "p 1"}]}, "field 'players[0].id': an id or key has no spaces"),
        ({"players": [{"id": "p1", "pro": 1}]}, "field 'players[0].pro': Input should be a valid boolean"),
        ({"players": [{"id": "p1", "name": "A\nB"}]}, "field 'players[0].name': a name is one line"),
        (
            {"rounds": [[{"seats": ["p1", "p2", "p3", "p4"], "points": [25000, 25000, 25000, True]}]]},
            "field 'rounds[0][0].points[3]': Input should be a valid integer (got True)",
        ),
        (
            {"rounds": [[{"seats": ["p1", "p2", "p3", "p4"], "points": [10**7, 0, 0, 0]}]]},
            "field 'rounds[0][0].points[0]': Input should be less than or equal to 1000000",
        ),
        (
            {"rounds": [[{"seats": ["p1", "p2", "p3"], "points": [25000] * 4}]]},
            "field 'rounds[0][0].seats': List should have at least 4 items",
        ),
        (
            {"rounds": [[{"seats": ["p1", "p2", "p3", "p4"], "points": [25000] * 4, "deposits": -1}]]},
            "field 'rounds[0][0].deposits': Input should be greater than or equal to 0",
        ),
        (
            {
                "rounds": [
                    [{"seats": ["p1", "p2", "p3", "p4"], "points": [25000] * 4, "penalties": [{"seat": 1}]}]
                ]
            },
            "field 'rounds[0][0].penalties[0]': kind must be one of",
        ),
        (
            {
                "rounds": [
                    [
                        {
                            "seats": ["p1", "p2", "p3", "p4"],
                            "points": [25000] * 4,
                            "penalties": [{"seat": 1, "kind": "pt", "pt": Decimal("-1E+40")}],
                        }
                    ]
                ]
            },
            "field 'rounds[0][0].penalties[0]': pt: at most 1000.0 pt away",
        ),
        (
            {"players": [{"id": f"p{i}"} for i in range(1001)]},
            "field 'players': List should have at most 1000",
        ),
    ],
)
def test_event_file_problems_name_the_field(changes: dict, message: str) -> None:
    assert message in refused(parse_event, event(**changes))


def test_many_problems_are_listed_up_to_five() -> None:
    bad = event(players=[{"id": f"p {i}"} for i in range(9)])
    lines = refused(parse_event, bad).splitlines()
    assert len(lines) == 6 and lines[-1] == "event file: and 4 more problems"


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"opens_at": "2022-02-26T00:00:00"}, "field 'opens_at': Input should have timezone info"),
        ({"event_date": 20220326}, "field 'event_date': an ISO date or time is a string, not int"),
        ({"seed": "1"}, "field 'seed': Input should be a valid integer"),
        ({"seed": 2**64}, "field 'seed': Input should be less than or equal to"),
        (
            {"entries": [{"id": "e1", "submited_at": "x"}]},
            "'entries[0].submited_at': unknown field (did you mean",
        ),
        (
            {"entries": [{"id": "e1", "birth_date": "1990-02-30"}]},
            "field 'entries[0].birth_date': Input should be",
        ),
        ({"withdrawals": [{"id": "e1"}]}, "field 'withdrawals[0].at': missing (required)"),
        ({"entrys": []}, "field 'entrys': unknown field (did you mean 'entries'?)"),
    ],
)
def test_registration_file_problems_name_the_field(changes: dict, message: str) -> None:
    assert message in refused(parse_registration, registration(**changes))


def test_a_professional_may_leave_out_the_entry_time_an_entrant_may_not() -> None:
    parsed = parse_registration(registration(entries=[{"id": "pro1", "name": "Momo", "pro": True}]))
    assert parsed.entries == (Entry("pro1", None, "Momo", pro=True),)
    untimed = parse_registration(registration(entries=[{"id": "e1", "profile": "quiz"}]))
    with pytest.raises(TaikaiError, match="entry e1 has no submission time"):
        register(untimed.entries, untimed.format, untimed.schedule, untimed.seed)


def test_files_are_read_strictly(tmp_path: Path) -> None:
    path = tmp_path / "event.json"
    path.write_text('{"format": "ron-of-20xx", "players": [], "players": []}')
    with pytest.raises(
        jsonio.JsonError, match=r'event.json: not valid JSON: the key "players" appears twice'
    ):
        read_event(path)
    path.write_text('{"format": "ron-of-20xx", "players": [{"id": "p1", "name": "Aki", "key": "m1"}]}')
    assert read_event(path).players == (Player("p1", "Aki", key="m1"),)
    with pytest.raises(TaikaiError, match="not a regular file"):
        read_event(tmp_path)


def test_a_series_names_event_files_inside_its_folder(tmp_path: Path) -> None:
    series = tmp_path / "series.json"
    for name in ("/etc/passwd", "../outside.json", "..\\outside.json"):
        series.write_text(
            json.dumps(
                {"format": "ron-of-20xx", "field_size": 2, "events": [{"event": "spring", "file": name}]}
            )
        )
        with pytest.raises(ContractError, match=r"field 'events\[0\].file': an event file is named relative"):
            read_series(series)
    both = {"event": "spring", "file": "spring.json", "stars": {"a": 1}}
    series.write_text(json.dumps({"format": "ron-of-20xx", "field_size": 2, "events": [both]}))
    with pytest.raises(ContractError, match=r"'events\[0\]': an event is a file or its stars, not both"):
        read_series(series)
    series.write_text(json.dumps({"feild_size": 2, "events": []}))
    with pytest.raises(ContractError, match="'feild_size': unknown field \\(did you mean 'field_size'"):
        read_series(series)


# --- writers read back -----------------------------------------------------------------------------

#: A name as the contract has it: empty, or a name of taikai.bounds.is_name (not spaces alone).
NAMES = st.text(st.characters(exclude_categories=("C", "Z")) | st.just(" "), max_size=12).filter(
    lambda name: not name or not name.isspace()
)
IDS = st.text("abcdefghijklmnopqrstuvwxyz0123456789-_", min_size=1, max_size=6)


def penalties() -> st.SearchStrategy[Penalty]:
    pt = st.integers(-300, -1).map(lambda tenths: Decimal(tenths) / 10)
    other = st.sampled_from(["chombo", "chombo_intentional", "red_card"])
    return st.one_of(
        st.builds(Penalty, st.integers(0, 3), st.just("pt"), pt),
        st.builds(Penalty, st.integers(0, 3), other),
    )


@st.composite
def events(draw: st.DrawFn) -> Event:
    ids = draw(st.lists(IDS, min_size=4, max_size=12, unique=True))
    keys = draw(st.lists(IDS, min_size=len(ids), max_size=len(ids), unique=True))
    players = tuple(
        Player(i, draw(NAMES), draw(st.booleans()), draw(st.sampled_from([None, k])))
        for i, k in zip(ids, keys, strict=True)
    )
    table = st.builds(
        TableResult,
        st.permutations(ids).map(lambda p: tuple(p[:4])),
        st.tuples(*[st.integers(-(10**6), 10**6)] * 4),
        st.integers(0, 100),
        st.lists(penalties(), max_size=2).map(tuple),
    )
    rounds = draw(st.lists(st.lists(table, max_size=3).map(tuple), max_size=6).map(tuple))
    return Event(RON_OF_20XX, players, rounds, draw(NAMES))


@settings(max_examples=60, deadline=None)
@given(events())
def test_event_file_parses_back_to_the_same_event(value: Event) -> None:
    assert parse_event(through_text(event_file(value))) == value


def plain(report_or_result):
    """The value with its warnings as the JSON carries them: codes and their words, no parameters."""
    warnings = tuple(InputWarning(w.code, w.message) for w in report_or_result.warnings)
    return replace(report_or_result, warnings=warnings)


@settings(max_examples=25, deadline=None)
@given(tables=st.integers(1, 4), rounds=st.integers(1, 4), seed=st.integers(0, 10**6), named=st.booleans())
def test_seat_output_parses_back(tables: int, rounds: int, seed: int, named: bool) -> None:
    players = [Player(f"p{i}", f"Name {i}") for i in range(1, 4 * tables + 1)] if named else []
    seating = draw_rounds([f"p{i}" for i in range(1, 4 * tables + 1)], rounds, seed, max_steps=50)
    title = "Ron of 2022春" if named else ""
    rounds_back, repeats, names, title_back = parse_seating_output(
        through_text(seating_json(seating, players, title))
    )
    assert (rounds_back, repeats, title_back) == (seating.rounds, seating.repeats, title)
    assert names == {p.id: p.name for p in players}


def random_points(rng: random.Random) -> tuple[int, ...]:
    cuts = sorted(rng.randrange(1001) for _ in range(3))
    return tuple(100 * x for x in (cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 1000 - cuts[2]))


@settings(max_examples=20, deadline=None)
@given(tables=st.integers(1, 4), played=st.integers(0, 6), seed=st.integers(0, 10**6), paste=st.booleans())
def test_run_output_parses_back(tables: int, played: int, seed: int, paste: bool) -> None:
    rng = random.Random(seed)
    players = [Player(f"p{i}", f"Name {i}", pro=i == 1) for i in range(1, 4 * tables + 1)]
    draw = draw_rounds([p.id for p in players], 5, seed, max_steps=50)
    rounds = [[TableResult(t, random_points(rng)) for t in tables_] for tables_ in draw.rounds][:played]
    if paste and 1 <= len(rounds) < 5:
        rounds.insert(1, rounds[0])  # a round pasted twice: the output carries its warning
    if len(rounds) == 5:
        final = run_event(RON_OF_20XX, players, rounds, RULESET).final_tables
        rounds.append([TableResult(t.seats, random_points(rng)) for t in final])
    report = run_event(RON_OF_20XX, players, rounds, RULESET)
    back, names = parse_report_output(through_text(report_json(report, players)))
    assert back == plain(replace(report, in_progress=None))
    assert names == {p.id: p.name for p in players}
    assert [w.code for w in report.warnings] == (["repeated_round"] if paste and 1 <= played < 5 else [])


OPENING = datetime(2022, 2, 26, tzinfo=JST)


@st.composite
def entries(draw: st.DrawFn) -> list[Entry]:
    count = draw(st.integers(0, 30))
    people = ["Aki", "Ben", "Chie", "Dan", "Emi", "Fumi"]  # few names: probable same people appear
    out = []
    for i in range(count):
        pro = draw(st.booleans()) and i % 5 == 0
        minutes = draw(st.integers(-60, 3 * 24 * 60))
        out.append(
            Entry(
                f"e{i}",
                None if pro and draw(st.booleans()) else OPENING + timedelta(minutes=minutes),
                name=f"{draw(st.sampled_from(people))}{draw(st.sampled_from(['', ' Tanaka']))}",
                profile=draw(st.sampled_from(["quiz club", "quiz", ""])),
                birth_date=draw(
                    st.sampled_from([None, date(1990, 1, 1), date(1999, 5, 5), date(2010, 1, 1)])
                ),
                discounts=draw(st.sampled_from([(), ("student",)])),
                pro=pro,
                key=draw(st.sampled_from([None, f"m{i}", "m0"])),
            )
        )
    return out


@settings(max_examples=40, deadline=None)
@given(entered=entries(), seed=st.integers(0, 2**32), leavers=st.lists(st.integers(0, 29), max_size=3))
def test_register_output_parses_back(entered: list[Entry], seed: int, leavers: list[int]) -> None:
    parsed = parse_registration(registration())
    withdrawals = [Withdrawal(f"e{i}", OPENING + timedelta(days=5, minutes=i)) for i in leavers]
    result = register(entered, parsed.format, parsed.schedule, seed, withdrawals)
    back, names = parse_registration_output(through_text(registration_json(result, entered, "Ron")))
    unknown = {w.id: "" for w in withdrawals if w.id not in {e.id for e in entered}}  # named in the log
    assert back == plain(result) and names == {e.id: e.name for e in entered} | unknown


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.builds(
            EventStars,
            IDS,
            st.none() | IDS,
            st.dictionaries(IDS, st.integers(0, 5), max_size=8),
            st.frozensets(IDS, max_size=2),
            st.dictionaries(IDS, NAMES, max_size=8),
        ),
        min_size=1,
        max_size=4,
        unique_by=lambda e: e.event,
    ),
    st.integers(1, 8),
    st.booleans(),
    st.integers(0, 100),
)
def test_series_output_parses_back(stars: list[EventStars], size: int, eligible: bool, seed: int) -> None:
    fmt = RON_OF_20XX.model_copy(update={"pros": RON_OF_20XX.pros.model_copy(update={"eligible": eligible})})
    result = run_series(stars, fmt, size, seed)
    assert parse_series_output(through_text(series_json(result))) == plain(result)


def test_outputs_name_every_id_they_mention() -> None:
    players = [Player(f"p{i}", f"N{i}") for i in range(1, 9)]
    rounds = [
        [TableResult(("p1", "p2", "p3", "p4"), (41000, 30000, 19000, 10000))],
    ]
    out = report_json(run_event(RON_OF_20XX, players[:4], rounds, RULESET), players[:4])
    assert out["standings"][0][0] == {"player": "p1", "name": "N1", "rank": 1, "total": Decimal("61.0")}
    assert out["names"] == {"p1": "N1", "p2": "N2", "p3": "N3", "p4": "N4"} and out["warnings"] == []
    moment = datetime(2022, 2, 26, 1, tzinfo=UTC)
    entered = [Entry("e1", moment, "Aki", "quiz", date(1990, 1, 1))]
    parsed = parse_registration(registration())
    answer = registration_json(register(entered, parsed.format, parsed.schedule, 1), entered)
    assert answer["decisions"][0]["entry"] == "e1" and answer["decisions"][0]["name"] == "Aki"
    assert answer["names"] == {"e1": "Aki"}


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)


def leaves(value: object, path: tuple = ()) -> list[tuple]:
    """Every path to a value inside ``value`` (itself included)."""
    found = [path]
    if isinstance(value, dict):
        found += [p for key, item in value.items() for p in leaves(item, (*path, key))]
    elif isinstance(value, list):
        found += [p for i, item in enumerate(value) for p in leaves(item, (*path, i))]
    return found


def with_value(value: object, path: tuple, new: object) -> object:
    if not path:
        return new
    head, *rest = path
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[head] = with_value(copy[head], tuple(rest), new)
    return copy


@settings(max_examples=150, deadline=None)
@given(data=st.data(), new=JSON)
def test_any_value_anywhere_in_an_event_file_is_answered_with_a_taikai_error(data, new) -> None:
    valid = event(
        players=[{"id": f"p{i}", "name": f"N{i}", "pro": i == 4, "key": f"k{i}"} for i in range(1, 5)],
        rounds=[
            [
                {
                    "seats": ["p1", "p2", "p3", "p4"],
                    "points": [41000, 30000, 19000, 10000],
                    "deposits": 0,
                    "penalties": [{"seat": 1, "kind": "pt", "pt": Decimal("-10.0")}],
                }
            ]
        ],
    )
    path = data.draw(st.sampled_from(leaves(valid)))
    changed = with_value(valid, path, new)
    try:
        parsed = parse_event(changed)
        run_event(parsed.format, parsed.players, parsed.rounds, RULESET)
    except TaikaiError:
        pass  # a clear refusal; anything else (a KeyError, a TypeError) fails the test
