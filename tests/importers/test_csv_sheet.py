"""CSV score sheets (IMPORTS.md section 5): header, names or ids, integer points, times, encodings."""

from __future__ import annotations

import tracemalloc
from datetime import UTC, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest

from taikai.importers import csv_sheet
from taikai.importers.csv_sheet import read_sheet
from taikai.importers.model import PlayerRef
from taikai.rules import load

TOKYO = ZoneInfo("Asia/Tokyo")
HEADER = "played_at,east,south,west,north,east_points,south_points,west_points,north_points,deposits"
ROWS = [
    "2025-03-02 21:00,Aki,Ben,Cho,Dan,48000,31000,12000,9000,0",
    # CONTRACTS.md section 5's cup game: 27000 + 22300 + 34400 + 15300 = 99000, and the one stick
    # left on the table makes the 100000 of four 25000 starts
    "2025-03-30 20:00,p1,p2,p3,p4,27000,22300,34400,15300,1",
]
RULES = load("itsuka-chuuren")


def sheet(*rows, header=HEADER):
    return "\n".join([header, *rows]) + "\n"


def read(text, zone=TOKYO, ruleset=RULES):
    return read_sheet(text, "day1.csv", ruleset, zone)


def test_rows_read_by_hand():
    result = read(sheet(*ROWS))
    assert result.ok and result.source == "csv"
    first, second = result.games
    assert first.platform == "csv" and first.game_id is None and first.scores is None
    assert first.seats == (PlayerRef("Aki"), PlayerRef("Ben"), PlayerRef("Cho"), PlayerRef("Dan"))
    assert first.points == (48000, 31000, 12000, 9000) and first.deposits == 0
    assert first.played_at == datetime(2025, 3, 2, 21, 0, tzinfo=TOKYO)  # no zone: the competition's
    assert [p.name for p in second.seats] == ["p1", "p2", "p3", "p4"]  # ids work as well as names
    assert second.points == (27000, 22300, 34400, 15300) and second.deposits == 1
    assert [g.origin for g in result.games] == ["day1.csv row 2", "day1.csv row 3"]


def test_the_deposits_column_is_optional_and_an_empty_cell_is_none():
    without = sheet(
        "2025-03-02 21:00,Aki,Ben,Cho,Dan,48000,31000,12000,9000", header=HEADER[: -len(",deposits")]
    )
    empty = sheet("2025-03-02 21:00,Aki,Ben,Cho,Dan,48000,31000,12000,9000,")
    assert read(without).games == read(empty).games and read(empty).games[0].deposits == 0


def test_columns_in_any_order_and_case_with_spaces():
    header = " EAST_points , east,south,west,north,south_points,west_points,north_points,Played_At"
    (game,) = read(sheet("48000,Aki,Ben,Cho,Dan,31000,12000,9000,2025-03-02 21:00", header=header)).games
    assert game.points == (48000, 31000, 12000, 9000) and game.seats[0].name == "Aki"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2025-03-02 21:00", datetime(2025, 3, 2, 21, 0, tzinfo=TOKYO)),
        ("2025/3/2 21:00:30", datetime(2025, 3, 2, 21, 0, 30, tzinfo=TOKYO)),  # Excel's Japanese form
        ("2025-03-02T12:00:00Z", datetime(2025, 3, 2, 12, 0, tzinfo=UTC)),
        ("2025-03-02T21:00:00+09:00", datetime(2025, 3, 2, 21, 0, tzinfo=timezone(timedelta(hours=9)))),
        ("2025-03-02 07:00-0500", datetime(2025, 3, 2, 7, 0, tzinfo=timezone(timedelta(hours=-5)))),
    ],
)
def test_times_with_a_zone_or_in_the_competitions_zone(text, expected):
    (game,) = read(sheet(f"{text},Aki,Ben,Cho,Dan,48000,31000,12000,9000,0")).games
    assert game.played_at == expected and game.played_at.utcoffset() == expected.utcoffset()


def test_the_zone_parameter_is_used_for_times_without_one():
    row = "2025-03-25 23:30,Aki,Ben,Cho,Dan,48000,31000,12000,9000,0"
    tokyo, utc = read(sheet(row)).games[0], read(sheet(row), zone=UTC).games[0]
    assert tokyo.played_at.astimezone(UTC) == datetime(2025, 3, 25, 14, 30, tzinfo=UTC)
    assert utc.played_at - tokyo.played_at == timedelta(hours=9)


def test_a_byte_order_mark_is_dropped():
    text = sheet(*ROWS)
    assert read(("\ufeff" + text).encode()).games == read(text.encode()).games == read(text).games


def test_excels_shift_jis_export_is_read_with_a_warning():
    text = sheet("2025/3/2 21:00,佐藤,ひなた,ＡＢＣ,Ⅱ世,48000,31000,12000,9000,0")
    result = read(text.encode("cp932"))
    assert result.ok and [p.name for p in result.games[0].seats] == ["佐藤", "ひなた", "ＡＢＣ", "Ⅱ世"]
    assert [w.code for w in result.warnings] == ["read_as_shift_jis"]
    assert "Shift-JIS" in result.warnings[0].message


def test_other_encodings_are_refused_with_what_to_do():
    result = read(sheet("2025/3/2 21:00,Zoë,Ben,Cho,Dan,48000,31000,12000,9000,0").encode("latin-1"))
    (refusal,) = result.refused
    # the header line is 91 bytes with its newline, "2025/3/2 21:00,Zo" 17 more: "ë" is byte 109
    assert refusal.code == "not_text" and not result.games
    assert refusal.message == (
        "day1.csv: not UTF-8 text (byte 109 cannot be read); save the sheet as 'CSV UTF-8'"
    )


@pytest.mark.parametrize(
    ("header", "code", "message"),
    [
        (
            HEADER.replace("west,", "wets,"),
            "unknown_column",
            "day1.csv row 1: unknown column 'wets' (did you mean 'west'?)",
        ),
        (
            HEADER.replace("deposits", "deposit"),
            "unknown_column",
            "unknown column 'deposit' (did you mean 'deposits'?)",
        ),
        (HEADER + ",table", "unknown_column", "unknown column 'table' (the columns are played_at, east"),
        (HEADER.replace("deposits", "east"), "repeated_column", "the column 'east' appears twice"),
        (HEADER.replace(",north_points", ""), "missing_column", "the header has no column north_points"),
        (HEADER.replace(",", ";"), "wrong_separator", "columns are separated by commas"),
    ],
)
def test_header_problems_refuse_the_file(header, code, message):
    result = read(sheet(*ROWS, header=header))
    assert not result.ok and not result.games
    assert result.refused[0].code == code and message in result.refused[0].message


def test_a_sheet_without_header_or_rows():
    assert read("").refused[0].code == "no_header"
    assert read("\n\n").refused[0].message.startswith("day1.csv: the sheet has no header row (played_at,east")
    header_only = read(HEADER + "\n")
    assert header_only.ok and not header_only.games


@pytest.mark.parametrize(
    ("row", "code", "words"),
    [
        (
            "2025-03-02 21:00,Aki,Ben,Cho,Dan,48000,31000,12000,8000,0",
            "points_inconsistent",
            "add up to 99000",
        ),
        ("2025-03-02 21:00,Aki,Ben,Cho,Dan,48000,31000,12000,9050,-", "bad_deposits", "deposits '-'"),
        (
            "2025-03-02 21:00,Aki,Ben,Cho,Dan,48000.5,31000,12000,9000,0",
            "bad_points",
            "east_points '48000.5'",
        ),
        (
            '2025-03-02 21:00,Aki,Ben,Cho,Dan,"48,000",31000,12000,9000,0',
            "bad_points",
            "'48,000' is not a whole",
        ),
        ("2025-03-02 21:00,Aki,Ben,Cho,Dan,480000000,31000,12000,9000,0", "bad_points", "'480000000'"),
        (
            "2025-03-02,Aki,Ben,Cho,Dan,48000,31000,12000,9000,0",
            "bad_time",
            "played_at '2025-03-02' is not a time",
        ),
        ("2025-02-30 21:00,Aki,Ben,Cho,Dan,48000,31000,12000,9000,0", "bad_time", "such as 2025-03-02 21:00"),
        (
            "2025-03-02 21:00+25:00,Aki,Ben,Cho,Dan,48000,31000,12000,9000,0",
            "bad_time",
            "'2025-03-02 21:00+25:00'",
        ),
        (
            "2025-03-02 21:00,Aki,Ben,Aki,Dan,48000,31000,12000,9000,0",
            "player_repeated",
            "Aki sits in seats east / west",
        ),
        ("2025-03-02 21:00,Aki,,Cho,Dan,48000,31000,12000,9000,0", "empty_cell", "south is empty"),
        (
            "2025-03-02 21:00,Aki,Ben,Cho,Dan,48000,31000,12000,9000",
            "wrong_cell_count",
            "9 cells, but the header has 10",
        ),
        ("2025-03-02 21:00,Aki,Ben,Cho,Dan,48000,31000,12000,9000,0,x", "wrong_cell_count", "11 cells"),
    ],
)
def test_one_bad_row_refuses_the_file_with_its_row_number(row, code, words):
    result = read(sheet(ROWS[0], "", row))
    assert not result.ok
    refusal = result.refused[0]
    assert refusal.code == code and refusal.where == "day1.csv row 4", refusal.message
    assert words in refusal.message


def test_trailing_empty_cells_and_blank_rows_are_accepted():
    result = read(sheet(ROWS[0] + ",,", ",,,,,,,,,", "", ROWS[1]))
    assert result.ok and len(result.games) == 2 and dict(result.skipped) == {"blank_row": 2}
    assert result.games[1].origin == "day1.csv row 5"


def test_a_quoted_cell_over_two_lines_keeps_row_numbers_of_the_file():
    result = read(sheet('2025-03-02 21:00,"Aki\nSato",Ben,Cho,Dan,48000,31000,12000,9000,0', "bad"))
    assert result.games[0].seats[0].name == "Aki\nSato"
    assert result.refused[0].where == "day1.csv row 4"


def test_the_same_row_twice_is_accepted_with_a_warning():
    result = read(sheet(ROWS[0], ROWS[0]))
    assert result.ok and len(result.games) == 2
    (warning,) = result.warnings
    assert warning.code == "duplicate_row"
    assert (
        warning.message == "day1.csv row 3: the same game as day1.csv row 2 (same time, players and points)"
    )


def test_points_are_checked_against_the_competitions_ruleset():
    thirty = RULES.model_copy(update={"start_points": 30000})
    result = read(sheet(ROWS[0]), ruleset=thirty)
    assert "the table total is 120000" in result.refused[0].message


def test_refusals_and_warnings_in_both_languages():
    # row 2 adds up to 99000 under ron-of-20xx (no stick left): refused with the settlement's words
    result = read(
        sheet("2025-03-02 21:00,Aki,Ben,Cho,Dan,48000,31000,12000,8000,0"), ruleset=load("ron-of-20xx")
    )
    (refused,) = result.refused
    assert refused.code == "points_inconsistent" and refused.where == "day1.csv row 2"
    assert refused.as_json()["message"].startswith("day1.csv row 2: the points add up to 99000")
    japanese = refused.as_json("ja")
    assert japanese["code"] == "points_inconsistent"
    assert japanese["message"].startswith("day1.csv の2行目: 点数の合計が 99000 ですが")


# --------------------------------------------------------------------------- large sheets (issue 23)


def _rows(count: int) -> list[str]:
    """``count`` different games (a minute apart) of Aki, Ben, Cho and Dan."""
    row = "2025-03-02 {:02d}:{:02d}:{:02d},Aki,Ben,Cho,Dan,48000,31000,12000,9000,0"
    return [row.format(n // 60 % 24, n % 60, n // 1440 % 60) for n in range(count)]


def _peak(content: bytes) -> int:
    """The most memory held while a sheet is read and its games gone through once (as an import does)."""
    tracemalloc.start()
    try:
        result = read(content)
        assert result.ok and sum(1 for _ in result.games) == len(result.games)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_a_sheet_is_streamed_memory_growing_by_a_digest_a_row_not_by_its_games():
    small, large = (sheet(*_rows(count)).encode() for count in (1_000, 10_000))
    per_row = (_peak(large) - _peak(small)) / 9_000
    # a row is 64 bytes of text and some 2 KB as a game read: what grows is an 8-byte digest a row
    # (the duplicates' check), 100 to 170 bytes with Python's dictionary around it
    assert per_row < 200, f"{per_row:.0f} bytes held a row"


def test_the_games_of_a_sheet_are_read_again_at_each_pass_and_compare_as_read():
    result = read(sheet(*ROWS, *_rows(3)))
    first, again = list(result.games), list(result.games)
    assert first == again and len(first) == len(result.games) == 5 and result.games == tuple(first)
    assert result.games[-1] == first[-1] and list(result.games[1:3]) == first[1:3]


def test_a_sheet_larger_than_a_sheet_can_be_is_refused_before_a_row_is_read(monkeypatch):
    content = sheet(*ROWS).encode()
    monkeypatch.setattr(csv_sheet, "SHEET_LIMIT", len(content) - 1)
    monkeypatch.setattr(csv_sheet, "_read_row", None)  # no row is read
    (refusal,) = read(content).refused
    assert refusal.code == "sheet_too_large" and refusal.where == "day1.csv"
    assert refusal.message.startswith("day1.csv: larger than 0 MiB, more than a score sheet holds")
    assert "成績表" in refusal.as_json("ja")["message"]
    monkeypatch.undo()
    assert csv_sheet.SHEET_LIMIT == 16 * 1024 * 1024


def test_the_first_hundred_bad_rows_are_listed_and_the_rest_counted():
    bad = [row.replace(",0", ",-") for row in _rows(250)]
    result = read(sheet(*bad))
    assert len(result.refused) == 101 and not result.ok
    assert [r.code for r in result.refused[:100]] == ["bad_deposits"] * 100
    assert result.refused[99].where == "day1.csv row 101"
    more = result.refused[100]
    assert (
        more.code == "more_refused"
        and more.message == "day1.csv: 150 more refused (the first 100 are listed)"
    )
    assert (
        more.as_json("ja")["message"]
        == "day1.csv：ほかに 150 件を受け付けません（最初の 100 件を表示しています）"
    )


def test_a_header_of_many_unknown_columns_lists_the_first_hundred():
    header = HEADER + "".join(f",extra{n}" for n in range(500))
    result = read(sheet(header=header))
    assert len(result.refused) == 101 and result.refused[100].code == "more_refused"
    assert "400 more refused" in result.refused[100].message
