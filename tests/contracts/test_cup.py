"""The cup file (CONTRACTS.md section 5): strict reading, the JSON output, the file written back, the CLI."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime, timedelta, timezone
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from taikai.cli.main import app
from taikai.competitions.cup import Cup, Game, Player, run_cup
from taikai.contracts.cup import CupFileError, cup_file, cup_json, parse_cup, read_cup
from taikai.contracts.jsonio import dumps, loads
from taikai.game.settle import Penalty

runner = CliRunner()
NOTEN = {"result": {"type": "draw", "tenpai": []}}

# g2's record: East 1, seat 2 wins 4 han (mangan, 8000) by ron from seat 0; seven noten draws to south 4;
# seat 2 holds 33000 >= 30000, so the game ends. 17000 / 25000 / 33000 / 25000.
RECORD = {
    "hands": [
        {"result": {"type": "ron", "discarder": 0, "wins": [{"seat": 2, "han": 4}]}},
        *[NOTEN] * 7,
    ]
}
# The example of CONTRACTS.md section 5, with a real record for g2.
EXAMPLE: dict[str, Any] = {
    "format": "itsuka-chuuren",
    "timezone": "Asia/Tokyo",
    "players": [{"id": f"p{i}", "name": n} for i, n in enumerate(["Aki", "Ben", "Chie", "Dan"], 1)],
    "games": [
        {
            "id": "g1",
            "played_at": "2025-03-30T20:00:00+09:00",
            "seats": ["p1", "p2", "p3", "p4"],
            "points": [27000, 22300, 34400, 15300],
            "deposits": 1,
        },
        {
            "id": "g2",
            "played_at": "2025-03-31T21:00:00+09:00",
            "seats": ["p1", "p2", "p3", "p4"],
            "record": RECORD,
        },
    ],
}
# g1 (itsuka-chuuren: rounded toward 30000, no uma, the stick left on the table lost): 27000 = -3.0 (2nd);
# 22300 -> 23000 = -7.0 (3rd); 34400 -> 34000 = +4.0 (1st); 15300 -> 16000 = -14.0 (4th).
# g2: 17000 = -13.0 (4th); 25000 = -5.0 twice (seats 1 and 3 share 2nd place, tie_policy split); 33000 = +3.0.
# March: p3 +4.0 + 3.0 = +7.0 (two 1st); p2 -7.0 - 5.0 = -12.0 (3rd, 2nd); p1 -3.0 - 13.0 = -16.0 (2nd,
# 4th); p4 -14.0 - 5.0 = -19.0 (4th, 2nd).
EXPECTED = {
    "ok": True,
    "months": [
        {
            "month": "2025-03",
            "standings": [
                {
                    "player": "p3",
                    "name": "Chie",
                    "rank": 1,
                    "score": Decimal("7.0"),
                    "games": 2,
                    "places": [2, 0, 0, 0],
                },
                {
                    "player": "p2",
                    "name": "Ben",
                    "rank": 2,
                    "score": Decimal("-12.0"),
                    "games": 2,
                    "places": [0, 1, 1, 0],
                },
                {
                    "player": "p1",
                    "name": "Aki",
                    "rank": 3,
                    "score": Decimal("-16.0"),
                    "games": 2,
                    "places": [0, 1, 0, 1],
                },
                {
                    "player": "p4",
                    "name": "Dan",
                    "rank": 4,
                    "score": Decimal("-19.0"),
                    "games": 2,
                    "places": [0, 1, 0, 1],
                },
            ],
        }
    ],
    "rejected": [],
    "warnings": [],
}


def changed(**top: Any) -> dict[str, Any]:
    return {**EXAMPLE, **top}


def with_game(index: int, **fields: Any) -> dict[str, Any]:
    games = [dict(game) for game in EXAMPLE["games"]]
    games[index].update(fields)
    for key in [k for k, v in games[index].items() if v is None]:
        del games[index][key]
    return changed(games=games)


def error_of(data: Any) -> str:
    with pytest.raises(CupFileError) as caught:
        parse_cup(data, "cup.json")
    assert caught.value.code == "bad_cup"
    return caught.value.message


# --------------------------------------------------------------------------- the output


def test_the_section_5_example_gives_the_worked_standings() -> None:
    cup = parse_cup(EXAMPLE, "cup.json")
    out = cup_json(cup, run_cup(cup))
    assert out == EXPECTED
    text = dumps(out)
    assert '"score":7.0' in text and '"score":-12.0' in text  # exact pt, one decimal place
    assert list(out) == ["ok", "months", "rejected", "warnings"]


def test_rejected_games_and_warnings_in_the_output() -> None:
    games = [
        *EXAMPLE["games"],
        {**EXAMPLE["games"][0], "id": "g1-again"},  # the same game under another id: a warning
        {**EXAMPLE["games"][0], "id": "g9", "seats": ["p1", "p2", "p3", "p9"]},
    ]
    cup = parse_cup(changed(games=games), "cup.json")
    out = cup_json(cup, run_cup(cup))
    assert out["rejected"] == [
        {"game": "g9", "code": "unknown_player", "message": "unregistered player(s) p9"}
    ]
    (warning,) = out["warnings"]
    assert warning["code"] == "probable_duplicate" and "g1 and g1-again" in warning["message"]
    assert set(warning) == {"code", "message"}


def test_the_file_timezone_replaces_the_formats() -> None:
    # g2 at 2025-03-31T21:00+09:00 is 2025-03-31 08:00 in New York (March); g1 likewise. A game at
    # 2025-04-01T08:00+09:00 is March 31 19:00 in New York: still March there, April in Tokyo.
    early = {**EXAMPLE["games"][0], "id": "g3", "played_at": "2025-04-01T08:00:00+09:00"}
    tokyo = parse_cup(changed(games=[*EXAMPLE["games"], early]), "cup.json")
    new_york = parse_cup(changed(games=[*EXAMPLE["games"], early], timezone="America/New_York"), "cup.json")
    assert new_york.format.timezone == "America/New_York" and tokyo.format.timezone == "Asia/Tokyo"
    assert [m.month for m in run_cup(tokyo).months] == ["2025-03", "2025-04"]
    assert [m.month for m in run_cup(new_york).months] == ["2025-03"]


# --------------------------------------------------------------------------- strict reading


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (changed(gamse=[]), "cup.json: field 'gamse': unknown field (did you mean 'games'?)"),
        (
            changed(players=[{"id": "p1", "nmae": "Aki"}]),
            "field 'players[0].nmae': unknown field (did you mean 'players[0].name'?)",
        ),
        (
            with_game(0, pionts=[1]),
            "field 'games[0].pionts': unknown field (did you mean 'games[0].points'?)",
        ),
        (
            with_game(0, deposit=1),
            "field 'games[0].deposit': unknown field (did you mean 'games[0].deposits'?)",
        ),
        (
            with_game(1, penalty=[]),
            "field 'games[1].penalty': unknown field (did you mean 'games[1].penalties'?)",
        ),
        ({k: v for k, v in EXAMPLE.items() if k != "format"}, "field 'format': missing (required)"),
        (
            with_game(0, points=["27000", 22300, 34400, 15300]),
            "field 'games[0].points[0]': Input should be a valid integer",
        ),
        (
            with_game(0, points=[Decimal("27000.0"), 22300, 34400, 15300]),
            "field 'games[0].points[0]': Input should be a valid integer",
        ),
        (
            with_game(0, points=[True, 22300, 34400, 15300]),
            "field 'games[0].points[0]': Input should be a valid integer",
        ),
        (
            with_game(0, points=[27000, 22300, 34400]),
            "field 'games[0].points': Tuple should have at least 4 items",
        ),
        (
            with_game(0, points=[10**30, 0, 0, 0]),
            "field 'games[0].points[0]': Input should be less than or equal to 10000000",
        ),
        (with_game(0, deposits=-1), "field 'games[0].deposits': Input should be greater than or equal to 0"),
        (
            with_game(0, seats=["p1", "p2", "p3"]),
            "field 'games[0].seats': Tuple should have at least 4 items",
        ),
        (
            with_game(0, seats=["p1", "p2", "p3", ""]),
            "field 'games[0].seats[3]': String should have at least 1 character",
        ),
        (with_game(0, id="x" * 65), "field 'games[0].id': String should have at most 64 characters"),
        (with_game(0, played_at="30/03/2025 20:00"), "field 'games[0].played_at': not an ISO 8601 time"),
        (with_game(0, played_at=1743332400), "field 'games[0].played_at': not an ISO 8601 time"),
        (with_game(0, record=RECORD), "field 'games[0]': give the final table 'points' or a game 'record'"),
        (
            with_game(0, points=None, record=RECORD),
            "field 'games[0]': 'deposits' and 'penalties' go with 'points'",
        ),
        (with_game(1, record=None), "field 'games[1]': give the final table 'points' or a game 'record'"),
        (
            changed(timezone="Asia/Tokio"),
            "field 'timezone': unknown time zone 'Asia/Tokio' (did you mean 'Asia/Tokyo'?)",
        ),
        (changed(players={"p1": "Aki"}), "field 'players': Input should be a valid tuple"),
    ],
)
def test_a_bad_field_is_refused_naming_it(data: dict[str, Any], words: str) -> None:
    assert words in error_of(data)


def test_a_repeated_player_and_bad_penalties_are_refused() -> None:
    twice = changed(players=[*EXAMPLE["players"], {"id": "p2", "name": "Ben again"}])
    assert "field 'players[4].id': 'p2' is listed twice" in error_of(twice)
    bad = with_game(0, penalties=[{"seat": 1, "kind": "yellow"}])
    assert "cup.json: penalty 'games[0].penalties[0]': kind must be one of" in error_of(bad)
    good = parse_cup(with_game(0, penalties=[{"seat": 1, "kind": "pt", "pt": Decimal("-10.0")}]), "cup.json")
    assert good.games[0].penalties == (Penalty(1, "pt", Decimal("-10.0")),)


def test_a_record_is_played_under_the_cups_ruleset() -> None:
    mleague = with_game(1, record={**RECORD, "rules": "mleague"})
    assert "field 'games[1].record.rules': 'mleague' is not the cup's ruleset 'itsuka-chuuren'" in error_of(
        mleague
    )
    changes = with_game(1, record={**RECORD, "rule_changes": {"tobi": True}})
    assert (
        "field 'games[1].record.rule_changes': a cup's games are played under its format's ruleset"
        in error_of(changes)
    )
    same = parse_cup(with_game(1, record={**RECORD, "rules": "itsuka-chuuren"}), "cup.json")
    assert same.games[1].record is not None and same.games[1].record.rules == "itsuka-chuuren"
    default = parse_cup(EXAMPLE, "cup.json").games[1].record
    assert (
        default is not None
        and default.rules == "itsuka-chuuren"
        and default.players == ("p1", "p2", "p3", "p4")
    )
    typo = with_game(1, record={"hands": [{"result": {"type": "tsumo", "win": {"seat": 1, "hna": 1}}}]})
    assert "cup.json: field 'games[1].record.hands[0].result.win.hna': unknown field" in error_of(typo)


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("itsuka", "field 'format': no format named 'itsuka' (did you mean 'itsuka-chuuren'?)"),
        (
            "../cup.toml",
            "field 'format': '../cup.toml' is neither a format preset nor a path inside the folder",
        ),
    ],
)
def test_an_unknown_format_is_refused_naming_the_field(name: str, words: str, tmp_path: Path) -> None:
    with pytest.raises(Exception) as caught:
        parse_cup(changed(format=name), "cup.json", base=tmp_path)
    assert words in str(caught.value)


def test_a_copied_format_file_next_to_the_cup_file(tmp_path: Path) -> None:
    # The copy plays in UTC: g2 (2025-03-31T21:00+09:00 = 12:00 UTC) stays in March, but a game at
    # 2025-04-01T08:00+09:00 (= March 31, 23:00 UTC) moves from April to March.
    (tmp_path / "club.toml").write_text(
        'kind = "cup"\nname = "club"\nruleset = "itsuka-chuuren"\ntimezone = "UTC"\n', encoding="utf-8"
    )
    early = {**EXAMPLE["games"][0], "id": "g3", "played_at": "2025-04-01T08:00:00+09:00"}
    data = {
        k: v
        for k, v in changed(format="club.toml", games=[*EXAMPLE["games"], early]).items()
        if k != "timezone"
    }
    (tmp_path / "cup.json").write_text(json.dumps(data), encoding="utf-8")
    cup = read_cup(tmp_path / "cup.json")
    assert cup.format.name == "club" and [m.month for m in run_cup(cup).months] == ["2025-03"]


def test_json_and_file_problems(tmp_path: Path) -> None:
    path = tmp_path / "cup.json"
    path.write_text('{"format": "itsuka-chuuren", "format": "x", "players": []}', encoding="utf-8")
    with pytest.raises(CupFileError, match='the key "format" appears twice'):
        read_cup(path)
    path.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(CupFileError, match="a cup file is a JSON object"):
        read_cup(path)
    with pytest.raises(Exception, match="no such file"):
        read_cup(tmp_path / "missing.json")
    with pytest.raises(Exception, match="not a regular file"):
        read_cup(tmp_path)


# --------------------------------------------------------------------------- the file written back


def test_the_example_written_back_reads_back_equal() -> None:
    cup = parse_cup(EXAMPLE, "cup.json")
    again = parse_cup(loads(dumps(cup_file(cup))), "again.json")
    assert again == cup
    assert cup_file(cup)["format"] == "itsuka-chuuren" and cup_file(cup, "club.toml")["format"] == "club.toml"


ids = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789-_", min_size=1, max_size=8)
offsets = st.sampled_from(
    [None, UTC, timezone(timedelta(hours=9)), timezone(timedelta(hours=-5, minutes=-30))]
)
moments = st.builds(
    lambda base, tz: base.replace(tzinfo=tz),
    st.datetimes(min_value=datetime(2000, 1, 1), max_value=datetime(2099, 12, 31)),
    offsets,
)
penalties = st.one_of(
    st.builds(Penalty, st.integers(0, 3), st.sampled_from(["chombo", "chombo_intentional"])),
    st.builds(
        lambda seat, tenths: Penalty(seat, "pt", Decimal(-tenths).scaleb(-1)),
        st.integers(0, 3),
        st.integers(1, 999),
    ),
)


@st.composite
def cups(draw: st.DrawFn) -> Cup:
    players = draw(st.lists(ids, min_size=4, max_size=8, unique=True))
    names = [draw(st.text(min_size=1, max_size=12)) for _ in players]
    games = []
    for number in range(draw(st.integers(0, 6))):
        seats = tuple(draw(st.permutations(players))[:4])
        when = draw(moments)
        if draw(st.booleans()):
            points = tuple(draw(st.lists(st.integers(-(10**7), 10**7), min_size=4, max_size=4)))
            extra = draw(st.lists(penalties, max_size=2))
            games.append(
                Game(
                    f"g{number}",
                    when,
                    seats,
                    points=points,
                    deposits=draw(st.integers(0, 9)),
                    penalties=tuple(extra),
                )
            )
        else:
            game = parse_cup(with_game(1, seats=list(seats)) | {"players": [{"id": p} for p in players]}, "x")
            games.append(Game(f"g{number}", when, seats, record=game.games[1].record))
    base = parse_cup(EXAMPLE, "x")
    return Cup(
        base.format,
        base.ruleset,
        tuple(Player(p, n) for p, n in zip(players, names, strict=True)),
        tuple(games),
    )


@settings(max_examples=60, deadline=None)
@given(cups())
def test_any_cup_written_as_a_file_reads_back_equal(cup: Cup) -> None:
    assert parse_cup(loads(dumps(cup_file(cup))), "written.json") == cup


# --------------------------------------------------------------------------- `taikai cup run`


def invoke(tmp_path: Path, data: Any, *args: str, columns: int = 80) -> Any:
    path = tmp_path / "cup.json"
    path.write_text(data if isinstance(data, str) else dumps(data), encoding="utf-8")
    env = {"COLUMNS": str(columns)}
    result = runner.invoke(app, ["cup", "run", str(path), *args], env=env)
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit), (
        f"traceback instead of a message: {result.exception!r}"
    )
    return result


def test_run_json_prints_the_contract(tmp_path: Path) -> None:
    result = invoke(tmp_path, EXAMPLE, "--json")
    assert result.exit_code == 0
    assert loads(result.stdout) == EXPECTED


def test_run_json_with_a_bad_file_prints_ok_false_and_exits_1(tmp_path: Path) -> None:
    result = invoke(tmp_path, changed(gamse=[]), "--json")
    assert result.exit_code == 1
    assert loads(result.stdout) == {
        "ok": False,
        "error": {
            "code": "bad_cup",
            "message": f"{tmp_path / 'cup.json'}: field 'gamse': unknown field (did you mean 'games'?)",
        },
    }
    result = invoke(tmp_path, "{not json", "--json")
    assert result.exit_code == 1 and loads(result.stdout)["error"]["code"] == "bad_cup"
    missing = runner.invoke(app, ["cup", "run", str(tmp_path / "nope.json"), "--json"])
    assert missing.exit_code == 1 and loads(missing.stdout)["error"]["code"] == "bad_file"


def test_run_prints_readable_tables_at_80_columns(tmp_path: Path) -> None:
    long_name = "Chie Yamanaka-Oshiroyama"
    players = [*EXAMPLE["players"][:2], {"id": "p3", "name": long_name}, EXAMPLE["players"][3]]
    stranger = {**EXAMPLE["games"][0], "id": "g9", "seats": ["p1", "p2", "p3", "p9"]}
    result = invoke(tmp_path, changed(players=players, games=[*EXAMPLE["games"], stranger]), "--games")
    assert result.exit_code == 0
    out = result.stdout
    assert all(len(line) <= 80 for line in out.splitlines())
    assert "…" not in out
    assert "2025-03" in out and "+7.0" in out and "-19.0" in out
    assert long_name.split()[0] in out and "(p3)" in out
    assert "rejected g9 (unknown_player): unregistered player(s) p9" in " ".join(out.split())
    assert "Games of 2025-03" in out and "34000 #1 +4.0" in out


def test_run_prints_warnings_and_selects_a_month(tmp_path: Path) -> None:
    again = {**EXAMPLE["games"][0], "id": "g1-again"}
    result = invoke(tmp_path, changed(games=[*EXAMPLE["games"], again]), "--month", "2025-03")
    assert result.exit_code == 0
    assert "warning:" in result.stderr and "g1 and g1-again" in " ".join(result.stderr.split())
    result = invoke(tmp_path, EXAMPLE, "--month", "2025-04")
    assert result.exit_code == 1 and "no games in 2025-04 (months with games: 2025-03)" in " ".join(
        result.stderr.split()
    )
    result = invoke(tmp_path, EXAMPLE, "--month", "2025-03", "--json")
    assert result.exit_code == 0 and loads(result.stdout) == EXPECTED
    result = invoke(tmp_path, EXAMPLE, "--month", "2025-04", "--json")
    assert result.exit_code == 1 and loads(result.stdout)["error"]["code"] == "unknown_month"
    result = invoke(tmp_path, EXAMPLE, "--games", "--json")
    assert result.exit_code == 1 and loads(result.stdout)["error"]["code"] == "bad_option"


def test_run_a_bad_file_readable_is_one_clear_line(tmp_path: Path) -> None:
    result = invoke(tmp_path, changed(gamse=[]))
    assert result.exit_code == 1
    assert "did you mean 'games'" in " ".join(result.stderr.split()) and "Traceback" not in result.output


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_run_a_device_is_refused(tmp_path: Path) -> None:
    result = runner.invoke(app, ["cup", "run", "/dev/zero", "--json"])
    assert result.exit_code == 1 and loads(result.stdout)["error"]["code"] == "bad_file"
