"""Mahjong Soul contest game records (IMPORTS.md section 1): reading, refusals, the cross-check."""

from __future__ import annotations

import copy
import json
from datetime import UTC, datetime
from decimal import Decimal

import pytest

from taikai.importers.checks import cross_check
from taikai.importers.majsoul_contest import read_contest, read_data
from taikai.importers.model import PlayerRef
from taikai.rules import load

HITONAZO = load("hitonazo-m")
MLEAGUE = load("mleague")


def contest_record(points=(31000, 16000, 43600, 9400), totals=(11000, -24000, 63600, -50600), **changes):
    """IMPORTS.md's example record completed to four seats (result.players in finishing order).

    Worked by hand under M-League (start 25000, return 30000, uma+oka 50/10/-10/-30): seat 2 43600
    -> 13.6 + 50 = 63.6 (the spec's 63600); seat 0 31000 -> 1.0 + 10 = 11.0; seat 1 16000 -> -14.0 -
    10 = -24.0; seat 3 9400 -> -20.6 - 30 = -50.6; the points add up to 100000, the scores to 0.
    """
    order = sorted(range(4), key=lambda seat: (-points[seat], seat))
    record = {
        "uuid": "250314-0f1e2d3c-4b5a-6978-8796-a5b4c3d2c3a9",
        "start_time": 1741950000,
        "end_time": 1741952700,
        "removed": False,
        "tag": "",
        "accounts": [
            {"account_id": 101 + seat, "nickname": name, "seat": seat, "remark": ""}
            for seat, name in enumerate(("Aki", "Ben", "Cho", "Dan"))
        ],
        "result": {
            "players": [
                {"seat": seat, "part_point_1": points[seat], "total_point": totals[seat]} for seat in order
            ]
        },
    }
    record.update(changes)
    return record


def read_one(record, ruleset=HITONAZO):
    return read_data([record], "march.json", ruleset)


def test_the_spec_example_worked_by_hand():
    read = read_one(contest_record())
    assert read.ok and read.source == "majsoul-contest"
    (game,) = read.games
    assert game.platform == "majsoul" and game.game_id == "250314-0f1e2d3c-4b5a-6978-8796-a5b4c3d2c3a9"
    assert game.seats[0] == PlayerRef("Aki", "majsoul:101")  # seat 0 is East
    assert [p.account for p in game.seats] == ["majsoul:101", "majsoul:102", "majsoul:103", "majsoul:104"]
    assert game.points == (31000, 16000, 43600, 9400) and game.deposits == 0
    assert game.scores == (Decimal("11.0"), Decimal("-24.0"), Decimal("63.6"), Decimal("-50.6"))
    assert [str(s) for s in game.scores] == ["11.0", "-24.0", "63.6", "-50.6"]  # one decimal place
    # end_time 1741952700 = 2025-03-14 11:45:00 UTC (20:45 JST), the time of the game
    assert game.played_at == datetime(2025, 3, 14, 11, 45, tzinfo=UTC)
    assert dict(game.extra) == {"start_time": 1741950000, "tag": "", "remarks": ["", "", "", ""]}
    assert cross_check(game, HITONAZO) is None


def test_both_shapes_and_text_or_bytes_give_the_same_games():
    record = contest_record()
    wrapped = json.dumps({"data": {"record_list": [record]}})
    bare = json.dumps([record])
    games = [read_contest(text, "x.json", HITONAZO).games for text in (wrapped, bare, wrapped.encode())]
    assert games[0] == games[1] == games[2] and len(games[0]) == 1


def test_accounts_are_joined_by_seat_whatever_their_order():
    record = contest_record()
    record["accounts"].reverse()
    (game,) = read_one(record).games
    assert [p.name for p in game.seats] == ["Aki", "Ben", "Cho", "Dan"]


def test_removed_records_are_skipped_and_counted_even_when_incomplete():
    removed = {"uuid": "gone", "removed": True}
    read = read_data([removed, contest_record()], "march.json", HITONAZO)
    assert read.ok and len(read.games) == 1 and dict(read.skipped) == {"removed": 1}


def test_unknown_fields_are_listed_once_and_kept():
    record = contest_record(config={"category": 2})
    for account in record["accounts"]:
        account["level"] = {"id": 10301, "score": 0}
    record["result"]["players"][0]["grading_score"] = 15
    record["result"]["elapsed"] = 2700
    other = copy.deepcopy(record) | {"uuid": "another"}
    read = read_data({"data": {"record_list": [record, other], "next_index": 2}}, "march.json", HITONAZO)
    assert read.ok and len(read.games) == 2
    assert read.unknown_fields == (
        "accounts[].level",
        "config",
        "data.next_index",
        "result.elapsed",
        "result.players[].grading_score",
    )
    extra = read.games[0].extra
    assert extra["config"] == {"category": 2} and extra["result"] == {"elapsed": 2700}
    assert extra["accounts"][0] == {"level": {"id": 10301, "score": 0}}
    # result.players[0] is the top (seat 2): its unknown field is kept under its seat
    assert extra["result.players"] == [{}, {}, {"grading_score": 15}, {}]


def test_a_tag_and_a_remark_are_kept():
    record = contest_record(tag="Table A")
    record["accounts"][1]["remark"] = "サブ垢"
    (game,) = read_one(record).games
    assert game.extra["tag"] == "Table A" and game.extra["remarks"] == ["", "サブ垢", "", ""]


def test_two_players_sharing_a_nickname_are_told_apart_by_account():
    record = contest_record()
    record["accounts"][3]["nickname"] = "Aki"  # the same nickname on another server
    (game,) = read_one(record).games
    assert game.seats[0].name == game.seats[3].name == "Aki"
    assert game.seats[0] != game.seats[3]
    assert str(game.seats[3]) == "Aki (majsoul:104)"


def _without(path):
    record = contest_record()
    *parents, last = path
    target = record
    for part in parents:
        target = target[part]
    del target[last]
    return record


@pytest.mark.parametrize(
    ("path", "named"),
    [
        (("uuid",), "uuid"),
        (("start_time",), "start_time"),
        (("end_time",), "end_time"),
        (("removed",), "removed"),
        (("tag",), "tag"),
        (("accounts",), "accounts"),
        (("result",), "result"),
        (("result", "players"), "result.players"),
        (("accounts", 1, "remark"), "accounts[1].remark"),
        (("accounts", 1, "nickname"), "accounts[1].nickname"),
        (("accounts", 2, "account_id"), "accounts[2].account_id"),
        (("accounts", 0, "seat"), "accounts[0].seat"),
        (("result", "players", 0, "part_point_1"), "result.players[0].part_point_1"),
        (("result", "players", 3, "total_point"), "result.players[3].total_point"),
    ],
)
def test_a_missing_documented_field_refuses_the_record(path, named):
    read = read_one(_without(path))
    assert not read.ok and not read.games
    (refusal,) = read.refused
    assert refusal.code == "missing_field"
    assert refusal.where.startswith("march.json record 1")
    assert refusal.message == f"{refusal.where}: the field {named} is missing"


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        (lambda r: r["accounts"][0].update(seat=True), "accounts[0].seat", "valid integer"),
        (lambda r: r["accounts"][0].update(seat=4), "accounts[0].seat", "less than or equal to 3"),
        (lambda r: r["accounts"][0].update(account_id="101"), "accounts[0].account_id", "valid integer"),
        (
            lambda r: r["result"]["players"][0].update(part_point_1=Decimal("43600.0")),
            "part_point_1",
            "integer",
        ),
        (lambda r: r.update(end_time=17419527000000), "end_time", "less than or equal"),
        (lambda r: r.update(removed="no"), "removed", "valid boolean"),
        (lambda r: r.update(uuid=""), "uuid", "at least 1 character"),
        (lambda r: r.update(accounts={"0": {}}), "accounts", "valid list"),
    ],
)
def test_a_field_of_the_wrong_type_refuses_the_record(change, field, words):
    record = contest_record()
    change(record)
    read = read_one(record)
    assert not read.ok and read.refused[0].code == "bad_field"
    assert field in read.refused[0].message and words in read.refused[0].message


def test_a_computer_seat_without_account_is_refused():
    record = contest_record()
    del record["accounts"][2]
    (refusal,) = read_one(record).refused
    assert refusal.code == "seat_missing" and refusal.message.endswith("accounts has no seat 2")


def test_a_repeated_seat_is_refused():
    record = contest_record()
    record["result"]["players"][1]["seat"] = 2  # two results for seat 2, none for seat 0
    messages = [r.message.split(": ", 1)[1] for r in read_one(record).refused]
    assert messages == ["result.players has no seat 0", "result.players lists seat 2 2 times"]


def test_one_account_in_two_seats_is_refused():
    record = contest_record()
    record["accounts"][1]["account_id"] = 101  # under another nickname: the account decides
    (refusal,) = read_one(record).refused
    assert refusal.code == "player_repeated" and "Aki (majsoul:101) sits in seats 0 / 1" in refusal.message


def test_points_that_do_not_add_up_are_refused_with_the_reason():
    read = read_one(contest_record(points=(31000, 16000, 43600, 8400)))
    (refusal,) = read.refused
    assert refusal.code == "points_inconsistent"
    assert "add up to 99000, but the table total is 100000" in refusal.message


def test_points_not_in_hundreds_are_refused():
    (refusal,) = read_one(contest_record(points=(31050, 16000, 43550, 9400))).refused
    assert refusal.code == "points_inconsistent" and "multiples of 100" in refusal.message


def test_one_bad_record_fails_the_file_but_every_problem_is_listed():
    bad = contest_record(points=(31000, 16000, 43600, 8400), uuid="bad-1")
    worse = _without(("end_time",)) | {"uuid": "bad-2"}
    read = read_data([contest_record(), bad, worse, "junk"], "march.json", HITONAZO)
    assert not read.ok and len(read.games) == 1
    assert [r.where for r in read.refused] == [
        "march.json record 2 (bad-1)",
        "march.json record 3 (bad-2)",
        "march.json record 4",
    ]
    assert read.refused[2].message == "march.json record 4: a record is an object, not a string"


def test_the_same_record_twice_in_a_file_is_skipped_other_content_refused():
    record = contest_record()
    read = read_data([record, copy.deepcopy(record)], "march.json", HITONAZO)
    assert read.ok and len(read.games) == 1 and dict(read.skipped) == {"repeated_in_file": 1}
    changed = contest_record(points=(31000, 9400, 43600, 16000), totals=(11000, -50600, 63600, -24000))
    read = read_data([record, changed], "march.json", HITONAZO)
    assert [r.code for r in read.refused] == ["repeated_game"]
    assert "was read before (march.json record 1" in read.refused[0].message


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ('{"data": {"records": []}}', 'a Mahjong Soul contest export is {"data": {"record_list": [...]}}'),
        ('"text"', "not a string"),
        ('{"data": [1, 2]', "not valid JSON"),
        ('{"uuid": 1, "uuid": 2}', 'the key "uuid" appears twice'),
    ],
)
def test_a_file_that_is_not_a_record_list_is_refused(content, words):
    read = read_contest(content, "march.json", HITONAZO)
    assert not read.ok and not read.games and words in read.refused[0].message


# --------------------------------------------------------------------------- the cross-check


def test_ties_are_decided_by_seat_order_as_on_the_platform():
    # 25000 / 25000 / 30000 / 20000 by hand: seat 2 first (0 + 50 = 50.0); seats 0 and 1 tie at
    # 25000 and seat 0, nearer East, takes second (-5.0 + 10 = 5.0), seat 1 third (-5.0 - 10 = -15.0);
    # seat 3 last (-10.0 - 30 = -40.0). Mahjong Soul's total_point: 5000, -15000, 50000, -40000.
    record = contest_record(points=(25000, 25000, 30000, 20000), totals=(5000, -15000, 50000, -40000))
    (game,) = read_one(record).games
    assert cross_check(game, HITONAZO) is None
    # M-League proper splits the tie: (10 - 10) / 2 = 0 each, so -5.0 / -5.0: refused side by side
    problem = cross_check(game, MLEAGUE)
    assert problem is not None and problem.code == "scores_differ"
    assert "the platform's scores 5.0 / -15.0 / 50.0 / -40.0 are not taikai's -5.0 / -5.0 / 50.0 / -40.0" in (
        problem.message
    )
    assert dict(problem.params)["ruleset"] == "mleague"


def test_a_three_way_tie_and_a_four_way_tie():
    # 40000 / 20000 x 3: seat 0 +60.0; seats 1, 2, 3 by seat: -10 + 10, -10 - 10, -10 - 30
    three = contest_record(points=(40000, 20000, 20000, 20000), totals=(60000, 0, -20000, -40000))
    # 25000 x 4: -5 + 50, -5 + 10, -5 - 10, -5 - 30
    four = contest_record(points=(25000,) * 4, totals=(45000, 5000, -15000, -35000), uuid="g4")
    for game in read_data([three, four], "ties.json", HITONAZO).games:
        assert cross_check(game, HITONAZO) is None
        assert cross_check(game, MLEAGUE) is not None


def test_a_tampered_total_point_is_refused_with_both_values():
    record = contest_record(totals=(11000, -24000, 64600, -51600))
    (game,) = read_one(record).games
    problem = cross_check(game, HITONAZO)
    assert problem is not None
    assert dict(problem.params)["platform"] == (
        Decimal("11.0"),
        Decimal("-24.0"),
        Decimal("64.6"),
        Decimal("-51.6"),
    )
    assert dict(problem.params)["taikai"] == (
        Decimal("11.0"),
        Decimal("-24.0"),
        Decimal("63.6"),
        Decimal("-50.6"),
    )
    assert "64.6" in problem.message and "63.6" in problem.message
    assert problem.where == "march.json record 1 (250314-0f1e2d3c-4b5a-6978-8796-a5b4c3d2c3a9)"


def test_a_score_finer_than_a_tenth_is_kept_exact_and_never_matches():
    (game,) = read_one(contest_record(totals=(11050, -24000, 63550, -50600))).games
    assert game.scores[0] == Decimal("11.05")
    assert cross_check(game, HITONAZO).code == "scores_differ"


def test_points_under_a_ruleset_with_other_start_points_are_refused_at_reading():
    thirty = load("hitonazo-m")
    thirty = thirty.model_copy(update={"start_points": 30000})
    (refusal,) = read_one(contest_record(), thirty).refused
    assert "table total is 120000" in refusal.message
