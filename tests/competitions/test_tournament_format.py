"""The tournament format as data: the preset, its TOML, its errors, and copied formats whose changed
fields change exactly the results worked by hand below."""

from __future__ import annotations

import json
import random
from datetime import date, datetime, timedelta, timezone
from decimal import Decimal
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taikai.cli.main import app
from taikai.competitions import formats
from taikai.competitions.formats import FormatError, TournamentFormat
from taikai.competitions.tournament import Player, Standing, TableResult, form_final, run_event
from taikai.competitions.tournament.codes import Why, why
from taikai.competitions.tournament.registration import (
    Entry,
    Schedule,
    Status,
    Withdrawal,
    lineup,
    register,
)
from taikai.competitions.tournament.seating import BadPlayerCount
from taikai.contracts.formats import format_ruleset

D = Decimal
RON = formats.load("ron-of-20xx", TournamentFormat)
RULESET = format_ruleset(RON)
JST = timezone(timedelta(hours=9))
OPENING = datetime(2022, 2, 26, tzinfo=JST)  # seed 001: entries open on 26 February
SCHEDULE = Schedule(OPENING, date(2022, 3, 26))
runner = CliRunner()


def copied(**changes: object) -> TournamentFormat:
    """The preset with fields changed (a table's fields merged into it), validated like a format file."""
    data = formats.to_mapping(RON)
    for key, value in changes.items():
        data[key] = data[key] | value if isinstance(value, dict) else value
    return formats.from_mapping(data, "copied format", TournamentFormat)


def edited_toml(*edits: tuple[str, str]) -> str:
    """``taikai formats show ron-of-20xx --toml`` with lines replaced, as an organizer copies it."""
    out = runner.invoke(app, ["formats", "show", "ron-of-20xx", "--toml"])
    assert out.exit_code == 0
    text = out.stdout
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new)
    return text


def table(seats: str, *points: int) -> TableResult:
    return TableResult(tuple(seats.split()), points)


def players(n: int, pros: tuple[str, ...] = ()) -> list[Player]:
    return [Player(f"p{i}", f"Name {i}", pro=f"p{i}" in pros) for i in range(1, n + 1)]


# --- the preset and its TOML ---------------------------------------------------------------------


def test_the_preset_holds_seed_001s_values() -> None:
    assert (RON.kind, RON.ruleset, RON.capacity, RON.preliminary_rounds, RON.rounds) == (
        "tournament",
        "ron-of-20xx",
        24,
        5,
        6,
    )
    assert (RON.registration.fee, RON.discounts.amounts, RON.registration.age_limit) == (
        5000,
        {"student": 1000},
        18,
    )
    assert (RON.final.carry.value, RON.final.halving.value, RON.final.tables.value) == (
        "half",
        "up",
        "serpentine",
    )
    assert (RON.stars.winner_qualifies, RON.stars.overall, RON.stars.in_table) == (
        True,
        (0, 5, 4, 4),
        (3, 2, 1, 1),
    )
    assert (RON.pros.play.value, RON.pros.spread, RON.pros.eligible, RON.pros.fee) == ("fill", True, False, 0)
    assert RULESET.time_limit_minutes == 50  # the game's time limit is the ruleset's (seed 001: 50 minutes)


def test_show_toml_loads_back_equal_and_a_copy_checks(tmp_path: Path) -> None:
    text = edited_toml()
    assert formats.from_toml(text, "copy.toml", TournamentFormat) == RON
    assert "# What each player's preliminary total brings into the final" in text and "student = 1000" in text
    path = tmp_path / "mine.toml"
    path.write_text(edited_toml(("overall = [0, 5, 4, 4]", "overall = [0, 6, 4, 4]")))
    check = runner.invoke(app, ["formats", "check", str(path)])
    assert check.exit_code == 0 and "tournament format" in check.stdout and "stars.overall" in check.stdout
    diff = json.loads(runner.invoke(app, ["formats", "diff", "ron-of-20xx", str(path), "--json"]).stdout)
    assert diff == [{"field": "stars.overall", "a": [0, 5, 4, 4], "b": [0, 6, 4, 4]}]
    listed = json.loads(runner.invoke(app, ["formats", "list", "--json"]).stdout)
    assert {"name": "ron-of-20xx", "kind": "tournament", "ruleset": "ron-of-20xx"}.items() <= next(
        row for row in listed if row["name"] == "ron-of-20xx"
    ).items()


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (
            ("[stars]\n", "[stars]\noveral = [0, 6, 4, 4]\n"),
            "field 'stars.overal': unknown field (did you mean",
        ),
        (("capacity = 24", "capacity = 3"), "field 'capacity': Input should be greater than or equal to 4"),
        (("overall = [0, 5, 4, 4]", "overall = [0, 5, 4]"), "field 'stars.overall[3]': missing"),
        (('tables = "serpentine"', 'tables = "in_order"'), "avoid_repeats needs bands to swap in"),
        (('tables = "serpentine"', 'tables = "serpent"'), "field 'final.tables'"),
        (("student = 1000", "student = -1"), "discount 'student': a whole number of yen"),
        (("student = 1000", '"night owl" = 500'), "discount name 'night owl'"),
        (('play = "fill"', 'play = "some"'), "field 'pros.play'"),
        (("age_limit = 18", "age_limt = 18"), "field 'registration.age_limt': unknown field (did you mean"),
        (("[warnings]\n", "[warnings]\nsame_persons = []\n"), "did you mean 'warnings.same_person'"),
    ],
)
def test_a_bad_field_is_named(edit: tuple[str, str], message: str) -> None:
    with pytest.raises(FormatError) as caught:
        formats.from_toml(edited_toml(edit), "mine.toml", TournamentFormat)
    assert caught.value.message.startswith("mine.toml: ") and message in caught.value.message


def test_a_missing_table_is_named() -> None:
    data = formats.to_mapping(RON)
    del data["pros"]
    with pytest.raises(FormatError, match="field 'pros': missing"):
        formats.from_mapping(data, "mine.toml", TournamentFormat)


# --- copied formats change exactly the expected results --------------------------------------------

# ron-of-20xx games: return 30000, uma +50 +10 -10 -30, ties split (RULES.md; seed 001's スコア).
# 41000/30000/19000/10000 in seat order -> +61.0, +10.0, -21.0, -50.0; four times 25000 -> 0.0 each.
ROUND_1 = [table("p1 p2 p3 p4", 41000, 30000, 19000, 10000), table("p5 p6 p7 p8", 25000, 25000, 25000, 25000)]
FINAL = [table("p6 p5 p2 p1", 35000, 30000, 20000, 15000), table("p3 p4 p7 p8", 40000, 10000, 25000, 25000)]
MINI = {"name": "mini", "preliminary_rounds": 1}
# After round 1 (tests/competitions/test_tournament.py): p1 61.0, p2 10.0, p5 p6 p7 p8 0.0 (player
# list order), p3 -21.0, p4 -50.0. Title table p1 p2 p5 p6, table 2 p7 p8 p3 p4. The final's scores:
# p6 +55.0, p5 +10.0, p2 -20.0, p1 -45.0; p3 +60.0, p4 -50.0, p7 and p8 -5.0 each (2nd-3rd split).


def test_stars_for_overall_2nd_from_5_to_6_change_that_award_only(tmp_path: Path) -> None:
    # carried + final: p6 0+55 = 55.0, p5 0+10 = 10.0, p1 30.5-45 = -14.5, p2 5.0-20 = -15.0; so p6
    # qualifies and p5, overall 2nd, earns 5 stars under the preset and 6 under the copy
    (tmp_path / "six.toml").write_text(
        edited_toml(
            ("overall = [0, 5, 4, 4]", "overall = [0, 6, 4, 4]"),
            ("preliminary_rounds = 5", "preliminary_rounds = 1"),
        )
    )
    (tmp_path / "five.toml").write_text(edited_toml(("preliminary_rounds = 5", "preliminary_rounds = 1")))
    results = {}
    for name in ("five", "six"):
        event = {
            "format": f"{name}.toml",  # a format file in the event file's folder
            "players": [{"id": p.id, "name": p.name} for p in players(8)],
            "rounds": [
                [{"seats": list(t.seats), "points": list(t.points)} for t in r] for r in (ROUND_1, FINAL)
            ],
        }
        (tmp_path / f"{name}.json").write_text(json.dumps(event))
        out = runner.invoke(app, ["tournament", "run", str(tmp_path / f"{name}.json"), "--json"])
        assert out.exit_code == 0, out.output
        results[name] = json.loads(out.stdout)
    five, six = results["five"]["result"], results["six"]["result"]
    assert five["stars"] == {"p5": 5, "p1": 4, "p2": 4, "p3": 3, "p7": 2, "p8": 1, "p4": 1}
    assert six["stars"] == {**five["stars"], "p5": 6}
    assert {k: v for k, v in six.items() if k != "stars"} == {k: v for k, v in five.items() if k != "stars"}
    assert results["six"]["standings"] == results["five"]["standings"]


# Four preliminary rounds (8 players; A = 41000/30000/19000/10000, B = 25000 each):
#   round 1: p1 p2 p3 p4 A, p5 p6 p7 p8 A   -> p1 61, p2 10, p3 -21, p4 -50, p5 61, p6 10, p7 -21, p8 -50
#   round 2: p1 p5 p4 p8 B, p2 p6 p3 p7 A   -> p2 +61, p6 +10, p3 -21, p7 -50
#   rounds 3 and 4: B everywhere
FOUR = [
    [table("p1 p2 p3 p4", 41000, 30000, 19000, 10000), table("p5 p6 p7 p8", 41000, 30000, 19000, 10000)],
    [table("p1 p5 p4 p8", *[25000] * 4), table("p2 p6 p3 p7", 41000, 30000, 19000, 10000)],
    [table("p1 p6 p3 p8", *[25000] * 4), table("p5 p2 p7 p4", *[25000] * 4)],
    [table("p1 p7 p2 p8", *[25000] * 4), table("p5 p3 p6 p4", *[25000] * 4)],
]
# the fifth round: the formed final of the copy (title p2 p1 p5 p6, table 2 p3 p4 p8 p7)
FIFTH = [table("p2 p1 p5 p6", 41000, 30000, 19000, 10000), table("p3 p4 p8 p7", 10000, 19000, 30000, 41000)]


def test_four_preliminary_rounds_make_round_5_the_final() -> None:
    copy = copied(preliminary_rounds=4)
    report = run_event(copy, players(8), [*FOUR, FIFTH], RULESET)
    # totals after round 4: p2 71.0, p1 61.0, p5 61.0 (p1 and p5 equal in every round: player list),
    # p6 20.0, p3 -42.0, p4 -50.0, p8 -50.0 (equal in every round), p7 -71.0
    fourth = [(s.player, s.total) for s in report.standings[3]]
    assert fourth == [
        ("p2", D("71.0")), ("p1", D("61.0")), ("p5", D("61.0")), ("p6", D("20.0")),
        ("p3", D("-42.0")), ("p4", D("-50.0")), ("p8", D("-50.0")), ("p7", D("-71.0")),
    ]  # fmt: skip
    title, other = report.final_tables
    # halved: 71.0 -> 35.5, 61.0 -> 30.5, 20.0 -> 10.0; -42.0 -> -21.0, -50.0 -> -25.0, -71.0 -> -35.5
    assert dict(title.carried) == {"p2": D("35.5"), "p1": D("30.5"), "p5": D("30.5"), "p6": D("10.0")}
    assert dict(other.carried) == {"p3": D("-21.0"), "p4": D("-25.0"), "p8": D("-25.0"), "p7": D("-35.5")}
    # the final: p2 35.5+61 = 96.5, p1 30.5+10 = 40.5, p5 30.5-21 = 9.5, p6 10.0-50 = -40.0;
    # table 2: p7 -35.5+61 = 25.5, p8 -25.0+10 = -15.0, p4 -25.0-21 = -46.0, p3 -21.0-50 = -71.0
    result = report.result
    assert result.overall == ("p2", "p1", "p5", "p6") and result.in_table == {2: ("p7", "p8", "p4", "p3")}
    assert result.qualified == "p2"
    assert result.stars == {"p1": 5, "p5": 4, "p6": 4, "p7": 3, "p8": 2, "p4": 1, "p3": 1}
    assert why(Why.tie_player_list, round=4, upper="p1", lower="p5", total=D("61.0")) in report.notes
    # the preset reads the same five rounds as five preliminary rounds: the final still to play
    preset = run_event(RON, players(8), [*FOUR, FIFTH], RULESET)
    assert len(preset.standings) == 5 and preset.result is None and preset.final_tables is not None


def opening_day(count: int) -> list[Entry]:
    return [
        Entry(f"e{i}", OPENING + timedelta(minutes=i), f"Entrant {i}", "quiz club", date(1990, 1, 1))
        for i in range(1, count + 1)
    ]


def test_a_capacity_of_20_draws_lots_where_24_did_not(tmp_path: Path) -> None:
    entries = opening_day(24)
    preset = register(entries, RON, SCHEDULE, seed=2022)
    assert len(preset.players) == 24 and preset.lottery is None
    result = register(entries, copied(capacity=20), SCHEDULE, seed=2022)
    # 24 opening-day entries for 20 places: the lottery shuffles e1..e24 (listed by time) with the seed
    listed = [e.id for e in entries]
    random.Random(2022).shuffle(listed)
    assert result.players == tuple(listed[:20]) and result.waiting == tuple(listed[20:])
    assert result.decisions[listed[20]].reason == why(
        Why.entry_lottery_waiting, entries=24, capacity=20, seed=2022, number=21
    )
    # through the command, with the copy as a format file beside the registration file
    (tmp_path / "twenty.toml").write_text(edited_toml(("capacity = 24", "capacity = 20")))
    data = {
        "format": "twenty.toml",
        "opens_at": OPENING.isoformat(),
        "event_date": "2022-03-26",
        "seed": 2022,
        "entries": [
            {"id": e.id, "name": e.name, "submitted_at": e.submitted_at.isoformat(), "profile": e.profile}
            | {"birth_date": e.birth_date.isoformat()}
            for e in entries
        ],
    }
    (tmp_path / "registration.json").write_text(json.dumps(data))
    answer = json.loads(
        runner.invoke(app, ["tournament", "register", str(tmp_path / "registration.json"), "--json"]).stdout
    )
    assert answer["players"] == listed[:20] and answer["waiting"] == listed[20:]
    assert answer["lottery"] == {
        "seed": 2022,
        "capacity": 20,
        "entries": [e.id for e in entries],
        "drawn": listed,
    }


def test_a_format_file_outside_the_files_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "mine.toml").write_text(edited_toml())
    inner = tmp_path / "events"
    inner.mkdir()
    (inner / "event.json").write_text(json.dumps({"format": "../mine.toml", "players": []}))
    out = runner.invoke(app, ["tournament", "run", str(inner / "event.json"), "--json"])
    answer = json.loads(out.stdout)
    assert out.exit_code == 1 and answer["ok"] is False
    assert "neither a format preset nor a path inside the folder" in answer["error"]["message"]


def test_carry_full_or_none_changes_the_overall_places() -> None:
    # full: p1 61.0-45 = 16.0, p2 10.0-20 = -10.0, p6 0+55 = 55.0, p5 0+10 = 10.0 -> p6 p1 p5 p2
    full = run_event(copied(**MINI, final={"carry": "full"}), players(8), [ROUND_1, FINAL], RULESET)
    assert full.result.overall == ("p6", "p1", "p5", "p2")
    assert dict(full.final_tables[0].carried) == {
        "p1": D("61.0"),
        "p2": D("10.0"),
        "p5": D("0.0"),
        "p6": D("0.0"),
    }
    # none: only the final counts: p6 55.0, p5 10.0, p2 -20.0, p1 -45.0
    none = run_event(copied(**MINI, final={"carry": "none"}), players(8), [ROUND_1, FINAL], RULESET)
    assert none.result.overall == ("p6", "p5", "p2", "p1")
    # table 2 under none: p3 60.0, p7 and p8 -5.0 (p7 5th before the final, p8 6th), p4 -50.0
    assert none.result.in_table == {2: ("p3", "p7", "p8", "p4")}


def ranked(n: int) -> list[Standing]:
    # total of rank k: 120 - 7.3 k (112.7, 105.4, 98.1, 90.8, ...)
    return [Standing(f"p{k}", k, D(120) - D("7.3") * k) for k in range(1, n + 1)]


def test_halving_and_formation_fields() -> None:
    # halving down: 112.7 -> 56.3 (up: 56.4); 105.4 -> 52.7 either way
    down, _ = form_final(ranked(24), copied(final={"halving": "down"}).final)
    assert list(down[0].carried.values()) == [D("56.3"), D("52.7"), D("49.0"), D("45.4")]
    # cyclic: bands 5-9, 10-14, 15-19, 20-24 dealt forwards: table 2 = 5, 10, 15, 20
    cyclic, _ = form_final(ranked(24), copied(final={"tables": "cyclic"}).final)
    assert cyclic[1].seats == ("p5", "p10", "p15", "p20") and cyclic[5].seats == ("p9", "p14", "p19", "p24")
    # in order: table 2 = 5-8, table 6 = 21-24 (no bands, no swaps)
    in_order, _ = form_final(ranked(24), copied(final={"tables": "in_order", "avoid_repeats": False}).final)
    assert [t.seats for t in in_order[1:3]] == [("p5", "p6", "p7", "p8"), ("p9", "p10", "p11", "p12")]
    # avoid_repeats off: the serpentine stands even where pairs met before
    met = {frozenset(("p5", "p14")): 1}
    kept, notes = form_final(ranked(24), copied(final={"avoid_repeats": False}).final, met)
    assert kept[1].seats == ("p5", "p14", "p15", "p24") and notes == ()


def test_the_winner_need_not_qualify() -> None:
    report = run_event(
        copied(**MINI, stars={"winner_qualifies": False}), players(8), [ROUND_1, FINAL], RULESET
    )
    assert (
        report.result.qualified is None
        and report.result.overall[0] == "p6"
        and "p6" not in report.result.stars
    )


def test_professionals_passed_over_are_noted() -> None:
    # p6 (a pro) wins the title table: p5 qualifies, p1 takes 5 stars, p2 4 (test_tournament.py)
    report = run_event(copied(**MINI), players(8, pros=("p6",)), [ROUND_1, FINAL], RULESET)
    assert report.result.qualified == "p5"
    assert why(Why.award_skips_pro, table=1, place=1, player="p6") in report.notes


def seed_001(entrants: int, pros: int) -> list[Entry]:
    names = ["松嶋桃", "竹内志央理", "春原夕香", "宮田信弥", "兵藤洋平", "池田佑", "佐々木康彦", "Guest"]
    return opening_day(entrants) + [
        Entry(f"pro{i}", None, names[i - 1], pro=True) for i in range(1, pros + 1)
    ]


def test_every_professional_plays_when_the_format_says_all() -> None:
    every = copied(pros={"play": "all"})
    # seed 001 read literally: 24 entrants and the 7 professionals play: 31 cannot fill tables
    entries = seed_001(24, 7)
    with pytest.raises(BadPlayerCount) as caught:
        lineup(register(entries, every, SCHEDULE, seed=1), entries, every)
    assert caught.value.message == (
        "24 accepted entrants and 7 professionals are 31 players, not a multiple of four: invite 1 more "
        "professional(s) or withdraw 3 entrant(s)"
    )
    entries = seed_001(24, 8)
    seated = lineup(register(entries, every, SCHEDULE, seed=1), entries, every)
    assert len(seated.players) == 32 and seated.staff == ()
    # the preset (fill): 24 entrants fill 6 tables, every professional stays staff
    filled = lineup(register(entries, RON, SCHEDULE, seed=1), entries, RON)
    assert len(filled.players) == 24 and len(filled.staff) == 8


def test_without_a_waiting_list_entries_are_refused_as_full() -> None:
    no_list = copied(registration={"waiting_list": False})
    entries = opening_day(26)
    late = Entry("late", OPENING + timedelta(days=2), "Late", "quiz", date(1990, 1, 1))
    result = register([*entries, late], no_list, SCHEDULE, seed=3)
    drawn = [e.id for e in entries]
    random.Random(3).shuffle(drawn)
    assert result.players == tuple(drawn[:24]) and result.waiting == ()
    assert result.decisions[drawn[24]].status is Status.refused
    assert result.decisions[drawn[25]].reason == why(
        Why.entry_lottery_refused, entries=26, capacity=24, seed=3, number=26
    )
    assert result.decisions["late"].reason == why(Why.entry_full_refused, at="2022-02-28T00:00+09:00")
    # a withdrawal frees a place for the next entry that arrives (no one is promoted)
    leaver = Withdrawal(drawn[0], OPENING + timedelta(days=1))
    freed = register([*entries, late], no_list, SCHEDULE, seed=3, withdrawals=[leaver])
    assert freed.players[-1] == "late" and freed.decisions["late"].reason == why(
        Why.entry_first_come, at="2022-02-28T00:00+09:00", place=24
    )


def test_without_the_opening_day_lottery_the_first_24_come_first() -> None:
    entries = opening_day(26)
    result = register(entries, copied(registration={"opening_day_lottery": False}), SCHEDULE, seed=3)
    assert result.players == tuple(f"e{i}" for i in range(1, 25)) and result.waiting == ("e25", "e26")
    assert result.lottery is None
    assert result.decisions["e24"].reason == why(Why.entry_first_come, at="2022-02-26T00:24+09:00", place=24)


def test_fees_discounts_profile_and_warnings_fields() -> None:
    fmt = copied(
        discounts={"early": 500},
        registration={"profile_required": False},
        pros={"fee": 2000},
        warnings={"same_person": []},
    )
    at = OPENING + timedelta(hours=1)
    entries = [
        Entry("a", at, "Aki", "", date(1990, 1, 1), ("student", "early")),
        Entry("b", at, "Aki", "", date(1990, 1, 1)),  # the same name and birth date: no warning asked for
        Entry("pro", None, "Momo", pro=True),
    ]
    result = register(entries, fmt, SCHEDULE, seed=0)
    assert result.decisions["a"].fee == 3500 and result.decisions["a"].discounts == ("student", "early")
    assert result.decisions["b"].fee == 5000 and result.decisions["pro"].fee == 2000
    assert result.warnings == ()
    # the preset: a profile is required, and the same name and birth date is warned of
    bare = [Entry(e.id, e.submitted_at, e.name, e.profile, e.birth_date, (), e.pro) for e in entries]
    assert register(bare, RON, SCHEDULE, seed=0).decisions["a"].reason == why(Why.entry_no_profile)
    with_profiles = [Entry(e.id, e.submitted_at, e.name, "quiz", e.birth_date, (), e.pro) for e in entries]
    assert [w.code for w in register(with_profiles, RON, SCHEDULE, seed=0).warnings] == [
        "probable_same_person"
    ]


def test_repeated_tables_warning_can_be_switched_off() -> None:
    quiet = copied(preliminary_rounds=2, warnings={"repeated_tables": False})
    assert run_event(quiet, players(8), [ROUND_1, ROUND_1], RULESET).warnings == ()
    loud = copied(preliminary_rounds=2)
    assert [w.code for w in run_event(loud, players(8), [ROUND_1, ROUND_1], RULESET).warnings] == [
        "repeated_round"
    ]


def test_an_event_file_written_from_a_registration_names_its_format_file(tmp_path: Path) -> None:
    (tmp_path / "twenty.toml").write_text(edited_toml(("capacity = 24", "capacity = 20")))
    entries = [
        {
            "id": e.id,
            "submitted_at": e.submitted_at.isoformat(),
            "profile": "quiz",
            "birth_date": "1990-01-01",
        }
        for e in opening_day(20)
    ]
    data = {"format": "twenty.toml", "opens_at": OPENING.isoformat(), "event_date": "2022-03-26", "seed": 1}
    (tmp_path / "registration.json").write_text(json.dumps(data | {"entries": entries}))
    seat = ["tournament", "seat", "--registration", str(tmp_path / "registration.json"), "--steps", "50"]
    out = runner.invoke(app, [*seat, "--event", str(tmp_path / "event.json")])
    assert out.exit_code == 0, out.output
    written = json.loads((tmp_path / "event.json").read_text())
    assert written["format"] == "twenty.toml" and len(written["players"]) == 20
    assert runner.invoke(app, ["tournament", "run", str(tmp_path / "event.json")]).exit_code == 0
    # written elsewhere, the event file could not name the format file inside its own folder
    (tmp_path / "elsewhere").mkdir()
    away = runner.invoke(app, [*seat, "--event", str(tmp_path / "elsewhere" / "event.json"), "--json"])
    assert away.exit_code == 1 and "write the event file next to the format file" in away.stdout
    assert not (tmp_path / "elsewhere" / "event.json").exists()
