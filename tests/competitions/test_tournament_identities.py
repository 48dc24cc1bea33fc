"""Silent cases of issue 9 and identities that connect (issue 10 item 5): a round pasted twice, one
person entered twice, seating a registration with professionals who fill the tables, a series of
events that number their players differently."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import pytest
from rich.cells import cell_len
from typer.testing import CliRunner

from taikai.cli.main import app
from taikai.competitions import formats
from taikai.competitions.formats import TournamentFormat
from taikai.competitions.tournament import Player, TableResult, run_event
from taikai.competitions.tournament.codes import Word, why
from taikai.competitions.tournament.registration import (
    Entry,
    Schedule,
    Status,
    Withdrawal,
    lineup,
    register,
)
from taikai.competitions.tournament.seating import BadPlayerCount, draw_rounds
from taikai.competitions.tournament.series import event_stars, run_series
from taikai.rules import load as load_rules

RULESET = load_rules("ron-of-20xx")  # the ruleset the format names
RON_OF_20XX = formats.load("ron-of-20xx", TournamentFormat)


def copied(**changes: object) -> TournamentFormat:
    """The preset with fields changed (a table's fields merged into it), validated like a format file."""
    data = formats.to_mapping(RON_OF_20XX)
    for key, value in changes.items():
        data[key] = data[key] | value if isinstance(value, dict) else value
    return formats.from_mapping(data, "copied format", TournamentFormat)


TWO_ROUNDS = copied(name="two", preliminary_rounds=2)
MINI = copied(name="mini", preliminary_rounds=1)
JST = timezone(timedelta(hours=9))
OPENING = datetime(2022, 2, 26, tzinfo=JST)  # seed 001: entries open on 26 February
SCHEDULE = Schedule(OPENING, date(2022, 3, 26))
# seed 001's professionals ("参加予定のプロ雀士")
PROS = ["松嶋桃", "竹内志央理", "春原夕香", "宮田信弥", "兵藤洋平", "池田佑", "佐々木康彦"]
runner = CliRunner()


def players(n: int) -> list[Player]:
    return [Player(f"p{i}", f"Name {i}") for i in range(1, n + 1)]


def table(seats: str, *points: int) -> TableResult:
    return TableResult(tuple(seats.split()), points)


# Worked by hand in tests/competitions/test_tournament.py: round 1 gives p1 61.0, p2 10.0, p5-p8
# 0.0 each, p3 -21.0, p4 -50.0; the final then places p6 p5 p1 p2 at the title table and p3 p7 p8 p4
# at table 2, so p6 qualifies and the stars are p5 5, p1 4, p2 4, p3 3, p7 2, p8 1, p4 1.
ROUND_1 = [table("p1 p2 p3 p4", 41000, 30000, 19000, 10000), table("p5 p6 p7 p8", 25000, 25000, 25000, 25000)]
FINAL = [table("p6 p5 p2 p1", 35000, 30000, 20000, 15000), table("p3 p4 p7 p8", 40000, 10000, 25000, 25000)]


# --- a round pasted twice ------------------------------------------------------------------------


def test_a_round_pasted_twice_is_accepted_with_a_warning() -> None:
    report = run_event(TWO_ROUNDS, players(8), [ROUND_1, ROUND_1], RULESET)
    assert [(w.code, w.message) for w in report.warnings] == [
        (
            "repeated_round",
            "round 2 has exactly the tables of round 1 (the same seats and points): pasted twice?",
        )
    ]
    assert dict(report.warnings[0].params) == {"round": 2, "earlier": 1}
    # accepted: the standings count it (p1 61.0 twice), so the organizer sees what it did
    assert report.standings[-1][0].player == "p1" and str(report.standings[-1][0].total) == "122.0"


def test_one_table_pasted_into_the_next_round_is_warned_about() -> None:
    round_2 = [ROUND_1[0], table("p5 p6 p8 p7", 25000, 25000, 25000, 25000)]  # table 2: other seats
    report = run_event(TWO_ROUNDS, players(8), [ROUND_1, round_2], RULESET)
    assert [w.code for w in report.warnings] == ["repeated_table"]
    assert report.warnings[0].message.startswith("round 2 table 1 is exactly round 1 table 1")


def test_the_same_players_with_other_points_or_seats_are_no_warning() -> None:
    round_2 = [
        table("p1 p2 p3 p4", 40000, 31000, 19000, 10000),  # the same seats, other points
        table("p6 p5 p7 p8", 25000, 25000, 25000, 25000),  # the same points, other seats
    ]
    assert run_event(TWO_ROUNDS, players(8), [ROUND_1, round_2], RULESET).warnings == ()


def test_the_cli_prints_and_lists_the_warning(tmp_path: Path) -> None:
    data = {
        "format": "ron-of-20xx",
        "players": [{"id": p.id, "name": p.name} for p in players(8)],
        "rounds": [[{"seats": list(t.seats), "points": list(t.points)} for t in ROUND_1]] * 2,
    }
    path = tmp_path / "event.json"
    path.write_text(json.dumps(data))
    answer = json.loads(runner.invoke(app, ["tournament", "run", str(path), "--json"]).stdout)
    assert [w["code"] for w in answer["warnings"]] == ["repeated_round"]
    readable = runner.invoke(app, ["tournament", "run", str(path)])
    assert readable.exit_code == 0
    assert "warning: round 2 has exactly the tables of round 1" in " ".join(readable.output.split())


# --- one person entered twice ----------------------------------------------------------------------


def entry(i: int, **fields) -> Entry:
    defaults = {"name": f"Entrant {i}", "profile": f"quiz club {i}", "birth_date": date(1990, 1, 1 + i % 28)}
    return Entry(f"e{i}", OPENING + timedelta(minutes=i), **(defaults | fields))


def test_the_same_person_under_two_ids_is_warned_about_and_both_stay() -> None:
    entries = [
        entry(1, name="Aki Tanaka", birth_date=date(1999, 4, 1)),
        entry(2, name="ＡＫＩ　ＴＡＮＡＫＡ", birth_date=date(1999, 4, 1)),  # full width: the same name
        entry(3, name="Ben", profile="quiz club", birth_date=date(1990, 1, 1)),
        entry(4, name="ben", profile="Quiz  Club", birth_date=date(1991, 1, 1)),  # same profile
        entry(5, key="m7"),
        entry(6, key="m7"),  # one member number twice
        entry(7, name="Chie", profile="a", birth_date=date(1990, 1, 1)),
        entry(8, name="Chie", profile="b", birth_date=date(1992, 1, 1)),  # two people called Chie
    ]
    result = register(entries, RON_OF_20XX, SCHEDULE, seed=1)
    assert [w.message for w in result.warnings] == [
        "entries e1 and e2 are probably the same person (the same name and birth date): both stay in "
        "the lottery unless the organizer withdraws one",
        "entries e3 and e4 are probably the same person (the same name and profile): both stay in the "
        "lottery unless the organizer withdraws one",
        "entries e5 and e6 are probably the same person (the same key): both stay in the lottery unless "
        "the organizer withdraws one",
    ]
    assert {w.code for w in result.warnings} == {"probable_same_person"}
    assert dict(result.warnings[0].params) == {
        "first": "e1",
        "second": "e2",
        "basis": why(Word.basis_birth_date),
    }
    assert set(result.players) == {e.id for e in entries}  # nobody is dropped


def test_no_warning_once_one_of_them_is_out() -> None:
    first, second = entry(1, name="Aki"), entry(2, name="Aki", birth_date=entry(1).birth_date)
    assert register([first, second], RON_OF_20XX, SCHEDULE, seed=1).warnings != ()
    withdrawn = register(
        [first, second], RON_OF_20XX, SCHEDULE, seed=1, withdrawals=[Withdrawal("e2", OPENING + timedelta(1))]
    )
    assert withdrawn.warnings == ()
    too_early = replace(second, submitted_at=OPENING - timedelta(minutes=1))  # invalid, then entered again
    assert register([first, too_early], RON_OF_20XX, SCHEDULE, seed=1).warnings == ()


# --- professionals who fill the tables ------------------------------------------------------------------


def seed_001(entrants: int) -> list[Entry]:
    """``entrants`` opening-day entries and the seven invited professionals (no entry time)."""
    pros = [Entry(f"pro{i}", None, name, pro=True) for i, name in enumerate(PROS, start=1)]
    return [entry(i) for i in range(1, entrants + 1)] + pros


def test_invited_professionals_need_no_entry_time() -> None:
    result = register(seed_001(0), RON_OF_20XX, SCHEDULE, seed=1)
    assert result.pros == tuple(f"pro{i}" for i in range(1, 8))
    assert {d.status for d in result.decisions.values()} == {Status.accepted}
    early = Entry("pro8", OPENING - timedelta(days=30), "Invited early", pro=True)
    assert register([early], RON_OF_20XX, SCHEDULE, seed=1).decisions["pro8"].status is Status.accepted


@pytest.mark.parametrize(("accepted", "playing"), [(24, 0), (23, 1), (22, 2), (21, 3)])
def test_professionals_fill_the_tables_to_a_multiple_of_four(accepted: int, playing: int) -> None:
    entries = seed_001(24)
    # 24 entrants; an entrant under 18 is refused and later ones withdraw after the opening day
    if accepted < 24:
        entries[23] = replace(entries[23], birth_date=date(2004, 3, 27))  # 17 on 26 March 2022
    leavers = [Withdrawal(f"e{i}", OPENING + timedelta(days=2)) for i in range(1, 24 - accepted)]
    result = register(entries, RON_OF_20XX, SCHEDULE, seed=1, withdrawals=leavers)
    assert len(result.players) == accepted and len(result.pros) == 7
    seated = lineup(result, entries, RON_OF_20XX)
    pros = [p for p in seated.players if p.pro]
    # the professionals in the registration's order (no entry time: by id) fill the last tables
    assert [p.id for p in pros] == [f"pro{i}" for i in range(1, playing + 1)]
    assert len(seated.players) == 24 and len(seated.staff) == 7 - playing
    assert [p.name for p in pros] == PROS[:playing]
    draw = draw_rounds([p.id for p in seated.players], 5, seed=3, pros=[p.id for p in pros])
    assert draw.repeats == 0
    for tables in draw.rounds:  # spread: never two professionals at one table
        assert all(sum(p.startswith("pro") for p in t) <= 1 for t in tables)


def test_too_few_professionals_is_refused_with_the_fix() -> None:
    entries = [entry(i) for i in range(1, 23)] + [Entry("pro1", None, "Momo", pro=True)]
    with pytest.raises(
        BadPlayerCount, match=r"22 accepted entrants need 2 professional\(s\) to fill tables of four, and 1"
    ):
        lineup(register(entries, RON_OF_20XX, SCHEDULE, seed=1), entries, RON_OF_20XX)


def registration_file(tmp_path: Path, entrants: int, title: str = "Ron of 2022春") -> Path:
    entries = [
        {
            "id": f"e{i}",
            "name": f"参加者{i}" if i != 7 else "とても長いお名前の参加者さんでございます",
            "submitted_at": (OPENING + timedelta(minutes=i)).isoformat(),
            "profile": "quiz",
            "birth_date": "1990-01-01",
            "key": f"m{i:03d}",
        }
        for i in range(1, entrants + 1)
    ]
    entries += [{"id": f"pro{i}", "name": name, "pro": True} for i, name in enumerate(PROS, start=1)]
    data = {
        "format": "ron-of-20xx",
        "title": title,
        "opens_at": OPENING.isoformat(),
        "event_date": "2022-03-26",
        "seed": 2022,
        "entries": entries,
    }
    path = tmp_path / "registration.json"
    path.write_text(json.dumps(data, ensure_ascii=False))
    return path


def test_seat_a_registration_names_on_every_sheet(tmp_path: Path) -> None:
    path = registration_file(tmp_path, 22)
    answer = json.loads(
        runner.invoke(app, ["tournament", "seat", "--registration", str(path), "--json"]).stdout
    )
    assert list(answer) == [
        "ok", "title", "rounds", "repeats", "lower_bound", "wind_spread", "seed", "names", "warnings"
    ]  # fmt: skip
    assert (
        answer["title"] == "Ron of 2022春" and len(answer["rounds"]) == 5
    )  # the format's preliminary rounds
    seated = {p for tables in answer["rounds"] for t in tables for p in t}
    assert seated == {f"e{i}" for i in range(1, 23)} | {"pro1", "pro2"} == set(answer["names"])
    assert answer["names"]["pro1"] == "松嶋桃" and answer["repeats"] == 0
    for tables in answer["rounds"]:
        assert all(sum(p.startswith("pro") for p in t) <= 1 for t in tables)
    sheets = runner.invoke(app, ["tournament", "seat", "--registration", str(path)], env={"COLUMNS": "80"})
    assert sheets.exit_code == 0 and sheets.output.splitlines()[0] == "Ron of 2022春"
    assert sheets.output.count("Round ") == 5 and "pro1 (pro)" in sheets.output
    assert "…" not in sheets.output and max(cell_len(line) for line in sheets.output.splitlines()) <= 80
    for name in ("参加者22", "松嶋桃", "竹内志央理"):
        assert sheets.output.count(name) == 5  # on every round's sheet
    assert "春原夕香" not in sheets.output  # the third professional stays staff


def test_seat_a_registration_writes_the_event_file_run_reads(tmp_path: Path) -> None:
    path = registration_file(tmp_path, 23)
    event = tmp_path / "event.json"
    out = runner.invoke(app, ["tournament", "seat", "--registration", str(path), "--event", str(event)])
    assert out.exit_code == 0
    written = json.loads(event.read_text())
    assert written["title"] == "Ron of 2022春" and len(written["players"]) == 24 and written["rounds"] == []
    assert written["players"][0] == {"id": "e1", "name": "参加者1", "key": "m001"}
    assert written["players"][-1] == {"id": "pro1", "name": "松嶋桃", "pro": True}
    run = runner.invoke(app, ["tournament", "run", str(event)])
    assert run.exit_code == 0 and "no round played yet" in run.output
    again = runner.invoke(app, ["tournament", "seat", "--registration", str(path), "--event", str(event)])
    assert again.exit_code == 1 and "exists already" in again.output


def test_seat_refuses_unbounded_operator_inputs() -> None:
    cases = [
        (
            ["--players", "100000", "--rounds", "5"],
            "100000 players: at most 1000 players can be seated in one event",
        ),
        (["--players", "8", "--rounds", "500"], "the number of rounds must be from 1 to 20, not 500"),
        (
            ["--players", "8", "--rounds", "5", "--steps", "10000000"],
            "the number of steps must be from 0 to 100000, not 10000000",
        ),
        (["--players", "8", "--rounds", "5", "--pros", "9"], "--pros must be from 0 to --players (8), not 9"),
        (["--players", "8"], "give --players and --rounds, or --registration FILE"),
    ]
    for args, message in cases:
        out = runner.invoke(app, ["tournament", "seat", *args, "--json"])
        assert out.exit_code == 1 and "Traceback" not in out.output
        assert json.loads(out.stdout)["error"]["message"] == message


# --- a series of events that number their players differently ----------------------------------


def keyed(mapping: dict[str, int]) -> list[Player]:
    """Players p1..p8 of one event; ``mapping[id]`` is the person (k1..k8, named Person 1..8)."""
    return [Player(f"p{i}", f"Person {mapping[f'p{i}']}", key=f"k{mapping[f'p{i}']}") for i in range(1, 9)]


def test_a_series_joins_events_on_the_organizers_key() -> None:
    spring = keyed({f"p{i}": i for i in range(1, 9)})
    summer = keyed({f"p{i}": 9 - i for i in range(1, 9)})  # the same people, numbered backwards
    stars = [
        event_stars(name, run_event(MINI, players_, [ROUND_1, FINAL], RULESET), players_)
        for name, players_ in (("spring", spring), ("summer", summer))
    ]
    # spring by key (ids = keys): winner k6; k5 5, k1 4, k2 4, k3 3, k7 2, k8 1, k4 1
    # summer: p_i is k(9-i): winner p6 = k3; p5 = k4 5, p1 = k8 4, p2 = k7 4, p3 = k6 3, p7 = k2 2,
    #   p8 = k1 1, p4 = k5 1
    assert stars[1].winner == "k3" and stars[1].stars == {
        "k4": 5,
        "k8": 4,
        "k7": 4,
        "k6": 3,
        "k2": 2,
        "k1": 1,
        "k5": 1,
    }
    result = run_series(stars, RON_OF_20XX, field_size=4)
    # totals: k4 1+5, k5 5+1, k7 2+4, k2 4+2 (6 each); k8 1+4, k1 4+1 (5); k6 0+3, k3 3+0 (3)
    # ties: best single event (k4 and k5 5, k7 and k2 4), then the latest event (k4 5 > k5 1,
    # k7 4 > k2 2, k8 4 > k1 1, k6 3 > k3 0)
    assert [(s.player, s.stars) for s in result.standings] == [
        ("k4", 6), ("k5", 6), ("k7", 6), ("k2", 6), ("k8", 5), ("k1", 5), ("k6", 3), ("k3", 3),
    ]  # fmt: skip
    # the field: the winners (k6 spring, k3 summer), then the best star totals
    assert result.field == ("k6", "k3", "k4", "k5")
    assert result.names["k4"] == "Person 4" and result.warnings == ()


def test_a_series_joined_by_event_ids_is_warned_about() -> None:
    spring = [replace(p, key=None) for p in keyed({f"p{i}": i for i in range(1, 9)})]
    summer = [replace(p, key=None) for p in keyed({f"p{i}": 9 - i for i in range(1, 9)})]
    stars = [
        event_stars(name, run_event(MINI, players_, [ROUND_1, FINAL], RULESET), players_)
        for name, players_ in (("spring", spring), ("summer", summer))
    ]
    result = run_series(stars, RON_OF_20XX, field_size=4)
    # joined by id, p5 adds up two different people: 5 + 5
    assert result.standings[0].player == "p5" and result.standings[0].stars == 10
    codes = [w.code for w in result.warnings]
    assert codes.count("key_names_differ") == 8 and codes.count("same_name_two_keys") == 4
    assert (
        "player key p1 has different names in different events (Person 1 (spring), Person 8 (summer)): "
        "two people under one key?"
    ) in [w.message for w in result.warnings]


def points(rng: random.Random) -> list[int]:
    cuts = sorted(rng.randrange(1001) for _ in range(3))
    return [100 * x for x in (cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 1000 - cuts[2])]


def whole_event(ids: list[str], keys: dict[str, str], seed: int) -> dict:
    """A whole ron-of-20xx event file for ``ids`` (each with its key), with random valid points."""
    rng = random.Random(seed)
    players_ = [Player(i, f"Person {keys[i]}", key=keys[i]) for i in ids]
    draw = draw_rounds(ids, 5, seed=seed)
    rounds = [[TableResult(t, tuple(points(rng))) for t in tables] for tables in draw.rounds]
    final = run_event(RON_OF_20XX, players_, rounds, RULESET).final_tables
    rounds.append([TableResult(t.seats, tuple(points(rng))) for t in final])
    return {
        "format": "ron-of-20xx",
        "players": [{"id": p.id, "name": p.name, "key": p.key} for p in players_],
        "rounds": [[{"seats": list(t.seats), "points": list(t.points)} for t in r] for r in rounds],
    }


def test_the_series_command_adds_up_stars_by_key_across_numberings(tmp_path: Path) -> None:
    keys = [f"m{i:03d}" for i in range(1, 25)]
    spring = whole_event([f"p{i}" for i in range(1, 25)], {f"p{i}": k for i, k in enumerate(keys, 1)}, 1)
    # autumn: the same 24 people numbered a1..a24 in another order, with their own results
    shuffled = random.Random(9).sample(keys, 24)
    autumn = whole_event([f"a{i}" for i in range(1, 25)], {f"a{i}": k for i, k in enumerate(shuffled, 1)}, 2)
    (tmp_path / "spring.json").write_text(json.dumps(spring))
    (tmp_path / "autumn.json").write_text(json.dumps(autumn))
    series = {
        "format": "ron-of-20xx",
        "field_size": 6,
        "events": [{"event": "spring", "file": "spring.json"}, {"event": "autumn", "file": "autumn.json"}],
    }
    (tmp_path / "series.json").write_text(json.dumps(series))
    answer = json.loads(
        runner.invoke(app, ["tournament", "series", str(tmp_path / "series.json"), "--json"]).stdout
    )
    # independent truth: each event's own run output, its ids turned into keys by its player list
    expected: dict[str, int] = {}
    for data in (spring, autumn):
        key = {p["id"]: p["key"] for p in data["players"]}
        (tmp_path / "one.json").write_text(json.dumps(data))
        result = json.loads(
            runner.invoke(app, ["tournament", "run", str(tmp_path / "one.json"), "--json"]).stdout
        )
        for player, stars in result["result"]["stars"].items():
            expected[key[player]] = expected.get(key[player], 0) + stars
    assert {s["player"]: s["stars"] for s in answer["standings"] if s["stars"]} == expected
    assert set(answer["names"]) == {s["player"] for s in answer["standings"]} <= set(keys)
    assert all(answer["names"][k] == f"Person {k}" for k in answer["names"]) and answer["warnings"] == []
