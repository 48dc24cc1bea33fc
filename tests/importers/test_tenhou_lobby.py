"""Tenhou lobby log lines (IMPORTS.md section 3): settled scores in seat order, JST, zero sum."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import pytest

from taikai.importers.model import PlayerRef
from taikai.importers.tenhou_lobby import JST, read_lobby

SPEC_LINE = (
    "[2021/11/16 09:14:59] lobby=18935&type=0241&un=Aranlyde,point,wolfos,LY1nX"
    "&sc=-45.9,9.7,-15.2,51.4&chip=-3,2,-1,2"
)


def test_the_spec_example_worked_by_hand():
    read = read_lobby(SPEC_LINE + "\n", "lobby.txt")
    assert read.ok and read.source == "tenhou-lobby"
    (game,) = read.games
    assert game.platform == "tenhou" and game.points is None
    assert game.seats[0] == PlayerRef("Aranlyde", "tenhou:Aranlyde")
    assert [p.name for p in game.seats] == ["Aranlyde", "point", "wolfos", "LY1nX"]
    # -45.9 + 9.7 - 15.2 + 51.4 = 0.0: settled pt of the lobby, accepted as they are
    assert game.scores == (Decimal("-45.9"), Decimal("9.7"), Decimal("-15.2"), Decimal("51.4"))
    # the bracketed time is JST: 09:14:59 JST is 00:14:59 UTC
    assert game.played_at == datetime(2021, 11, 16, 9, 14, 59, tzinfo=JST)
    assert game.played_at.astimezone(UTC) == datetime(2021, 11, 16, 0, 14, 59, tzinfo=UTC)
    assert dict(game.extra) == {"lobby": "18935", "type": "0241", "chip": "-3,2,-1,2"}
    assert game.origin == "lobby.txt line 1"


def test_names_are_percent_decoded():
    line = "[2021/11/16 09:14:59] lobby=1&un=%E3%81%82%E3%81%84,a%2Cb,c%26d,%25&sc=1.0,-1.0,0.5,-0.5"
    (game,) = read_lobby(line, "lobby.txt").games
    assert [p.name for p in game.seats] == ["あい", "a,b", "c&d", "%"]
    assert game.seats[0].account == "tenhou:あい"


def test_whole_scores_get_one_decimal_place():
    (game,) = read_lobby("[2021/11/16 09:14:59] un=a,b,c,d&sc=52,-2,+0,-50", "x").games
    assert [str(s) for s in game.scores] == ["52.0", "-2.0", "0.0", "-50.0"]


def test_lines_that_are_not_results_are_skipped_and_counted():
    log = "\n".join(
        [
            "# lobby 18935 log",
            "",
            "[2021/11/16 09:00:01] start lobby=18935",
            SPEC_LINE,
            "[2021/11/16 09:20:00] chat=hello",
            "   ",
            SPEC_LINE.replace("09:14:59", "10:02:13"),
        ]
    )
    read = read_lobby(log.encode(), "lobby.txt")
    assert read.ok and [g.origin for g in read.games] == ["lobby.txt line 4", "lobby.txt line 7"]
    assert dict(read.skipped) == {"not_a_result_line": 3}  # blank lines are not counted


def test_the_same_line_twice_is_the_same_game():
    read = read_lobby(f"{SPEC_LINE}\n{SPEC_LINE}\n", "lobby.txt")
    assert len(read.games) == 1 and dict(read.skipped) == {"repeated_in_file": 1}
    assert read.games[0].game_id == "18935/20211116091459/Aranlyde,point,wolfos,LY1nX"


def test_unknown_fields_are_kept_and_listed():
    read = read_lobby(SPEC_LINE + "&rate=1800", "lobby.txt")
    assert read.ok and read.unknown_fields == ("rate",) and read.games[0].extra["rate"] == "1800"


@pytest.mark.parametrize(
    ("line", "code", "words"),
    [
        (SPEC_LINE.replace("51.4", "51.5"), "lobby_scores_not_zero_sum", "add up to 0.1, not 0.0"),
        (SPEC_LINE.replace(",LY1nX", ""), "bad_names", "un= has 3 names, not 4"),
        (SPEC_LINE.replace("sc=-45.9", "sc=abc"), "bad_scores", "'abc,9.7,-15.2,51.4' is not four scores"),
        (SPEC_LINE.replace("-45.9", "-45.95"), "bad_scores", "not four scores in pt"),
        (SPEC_LINE.replace("2021/11/16", "2021/13/40"), "bad_time", "'2021/13/40 09:14:59' is not a time"),
        (SPEC_LINE.replace("&sc=-45.9,9.7,-15.2,51.4", ""), "missing_key", "the result line has no sc="),
        (
            SPEC_LINE.replace("lobby=18935&type=0241&un=Aranlyde,point,wolfos,LY1nX&", ""),
            "missing_key",
            "no un=",
        ),
        (SPEC_LINE + "&sc=1.0,-1.0,0.0,0.0", "repeated_key", "sc= appears twice"),
        (SPEC_LINE.replace("wolfos", "%FF"), "bad_name", "'%FF' in un= cannot be read"),
        (SPEC_LINE.replace("wolfos", ""), "bad_name", "empty"),
        (SPEC_LINE.replace("wolfos", "point"), "player_repeated", "point (tenhou:point) sits in seats 1 / 2"),
    ],
)
def test_a_malformed_result_line_is_refused_with_its_number(line, code, words):
    read = read_lobby(f"# header\n{SPEC_LINE.replace('09:14', '08:00')}\n{line}\n", "lobby.txt")
    assert not read.ok
    assert len(read.games) == 1  # the good line is read; the file still fails
    refusal = read.refused[0]
    assert refusal.code == code and refusal.where == "lobby.txt line 3"
    assert refusal.message.startswith("lobby.txt line 3: ") and words in refusal.message


def test_a_file_that_is_not_utf8_is_refused():
    read = read_lobby(b"[2021/11/16 09:14:59] un=\xff", "lobby.txt")
    assert [r.code for r in read.refused] == ["not_text"] and "byte 26" in read.refused[0].message
