"""The game record contract: formats by content, strict fields, values bounded by the ruleset, round trips."""

from __future__ import annotations

import gzip
import tomllib
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from hypothesis import given, settings
from hypothesis import strategies as st

from taikai.contracts.game import (
    loads_record,
    parse_record,
    read_game,
    read_record,
    record_data,
    replay_json,
)
from taikai.contracts.jsonio import dumps, loads
from taikai.errors import RulesetError, TaikaiError
from taikai.game.record import RecordError
from taikai.game.table import run

FIXTURES = Path(__file__).resolve().parents[1] / "importers" / "fixtures"
RECORD = {
    "rules": "mleague",
    "players": ["Aki", "Ben", "Chie", "Dan"],
    "hands": [
        {"riichi": [1], "result": {"type": "ron", "discarder": 2, "wins": [{"seat": 1, "han": 3, "fu": 30}]}}
    ],
}


def ron(*wins: dict[str, Any], discarder: int = 2, **hand: Any) -> dict[str, Any]:
    return {"result": {"type": "ron", "discarder": discarder, "wins": list(wins)}, **hand}


def tsumo(win: dict[str, Any], **hand: Any) -> dict[str, Any]:
    return {"result": {"type": "tsumo", "win": win}, **hand}


def refusal(data: dict[str, Any], origin: str = "g.json") -> str:
    with pytest.raises(TaikaiError) as caught:
        parse_record(data, origin)
    return caught.value.message


# --------------------------------------------------------------------------- formats by content


def test_json_toml_and_gzip_are_told_by_content_not_name(tmp_path: Path) -> None:
    expected = parse_record(RECORD)
    as_toml = tmp_path / "game.json"  # TOML in a file named .json
    as_toml.write_text(tomli_w.dumps(RECORD))
    as_json = tmp_path / "game.toml"
    as_json.write_text(dumps(RECORD))
    packed = tmp_path / "game.txt"
    packed.write_bytes(gzip.compress(dumps(RECORD).encode()))
    for path in (as_toml, as_json, packed):
        assert read_record(path) == expected


def test_a_tenhou_log_plain_or_gzipped_as_tenhou_serves_it(tmp_path: Path) -> None:
    xml = (FIXTURES / "tenhou_mini.xml").read_bytes()
    plain = read_record(FIXTURES / "tenhou_mini.xml")
    # a log id of 2019: final points rounded, as the undated log's own result decides (a log of 2024
    # would be read unrounded: docs/tenhou.md)
    packed = tmp_path / "2019010100gm-00a9-0000-aaaaaaaa.mjlog"
    packed.write_bytes(gzip.compress(xml))
    assert read_record(packed) == plain and plain.ruleset.name == "tenhou"


def test_a_tenhou_net_6_log_goes_to_the_tenhou_reader() -> None:
    record, log = read_game(FIXTURES / "tenhou6_mini.json")
    assert log is not None and record.ruleset.name == "tenhou" and record.hands
    with pytest.raises(TaikaiError, match="no complete hand in the log"):
        loads_record('{"name": ["a", "b", "c", "d"], "rule": {}, "log": []}', "t.json")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('{"rules": "mleague", "rules": "tenhou"}', 'the key "rules" appears twice'),
        ("[1, 2]", "a game record is an object (a TOML table), not a list"),
        ("[" * 100000 + "]" * 100000, "neither TOML nor JSON"),
        ('{"version": ' + "1" * 5000 + "}", "a number of 5,000 characters is too long"),
        ("version = 1\nversion = 2\n", "not valid TOML"),
        ('{"players": [NaN]}', "not valid JSON"),
    ],
)
def test_text_that_is_no_record_is_one_clear_error(text: str, words: str) -> None:
    with pytest.raises(TaikaiError) as caught:
        loads_record(text, "g.json")
    assert words in caught.value.message and "1111111111" not in caught.value.message


# --------------------------------------------------------------------------- strict fields


@pytest.mark.parametrize(
    ("data", "field", "words"),
    [
        ({"hand": []}, "hand", "did you mean 'hands'?"),
        ({"ruleset": "tenhou"}, "ruleset", "did you mean 'rules'?"),
        (
            {"hands": [{"result": {"type": "draw"}, "richi": [0]}]},
            "hands[0].richi",
            "did you mean 'hands[0].riichi'",
        ),
        ({"hands": [ron({"seat": 1, "hann": 2, "fu": 30})]}, "hands[0].result.wins[0].hann", "did you mean"),
        (
            {"hands": [{"result": {"type": "ron", "discard": 2, "wins": []}}]},
            "hands[0].result.discard",
            "did you mean 'hands[0].result.discarder'",
        ),
        (
            {"hands": [{"result": {"type": "win"}}]},
            "hands[0].result",
            "does not match any of the expected tags",
        ),
        (
            {"hands": [tsumo({"seat": 0, "han": 1, "fu": 30, "yaku": ["tsumo"]})]},
            "hands[0].result.win.yaku",
            "did you mean 'menzen_tsumo'",
        ),
        (
            {"penalties": [{"seat": 1, "kind": "chombo", "pts": -5}]},
            "penalties[0].pts",
            "did you mean 'penalties[0].pt'",
        ),
        ({"final": {"points": [25000] * 4, "deposit": 1}}, "final.deposit", "did you mean 'final.deposits'"),
    ],
)
def test_unknown_fields_are_refused_with_the_closest_name(
    data: dict[str, Any], field: str, words: str
) -> None:
    message = refusal(data)
    assert f"g.json: field {field!r}: " in message and words in message


def test_types_are_strict() -> None:
    assert "hands[0].riichi[0]" in refusal({"hands": [{"result": {"type": "draw"}, "riichi": [True]}]})
    assert "hands[0].kans" in refusal({"hands": [{"result": {"type": "draw"}, "kans": "2"}]})
    assert "field 'rules': a preset name or a ruleset file" in refusal({"rules": 5})
    assert "field 'rule_changes': a table of ruleset fields" in refusal({"rule_changes": ["tobi"]})


def test_every_problem_is_one_line() -> None:
    message = refusal(
        {"players": ["", "b", "c", "d"], "hands": [{"result": {"type": "draw", "tenpai": [0, 0]}}]}
    )
    assert [line.split("'")[1] for line in message.splitlines()] == ["players[0]", "hands[0].result.tenpai"]


def test_long_values_are_shortened_in_messages() -> None:
    message = refusal({"players": ["x" * 5000, "b", "c", "d"]})
    assert "xxxxxxxxxx… (5000 characters)" in message and len(message) < 300


# --------------------------------------------------------------------------- values a table can have


@pytest.mark.parametrize(
    ("rules", "hand", "field", "words"),
    [
        ("mleague", ron({"seat": 1, "han": 2, "fu": 37}), "wins[0].fu", "37 is not a fu count"),
        ("mleague", ron({"seat": 1, "han": 1, "fu": 25}), "wins[0].fu", "25 fu is chiitoitsu"),
        ("mleague", ron({"seat": 1, "han": 3, "fu": 20}), "wins[0].fu", "a ron has at least 30 fu"),
        ("mleague", tsumo({"seat": 1, "han": 1, "fu": 20}), "win.fu", "at least 2 han"),
        ("mleague", ron({"seat": 1, "han": 2}), "wins[0].fu", "2 han needs its fu"),
        ("mleague", ron({"seat": 1, "han": 101}), "wins[0].han", "less than or equal to 100"),
        ("itsuka-chuuren", ron({"seat": 1, "han": 2, "fu": 30}), "wins[0].fu", "fu_mode is fu_less"),
        ("mleague", ron({"seat": 1, "yakuman": 5}), "wins[0].yakuman", "no hand reaches more than 4 here"),
        ("itsuka-chuuren", ron({"seat": 1, "yakuman": 7}), "wins[0].yakuman", "more than 6 here"),
        ("mleague", ron({"seat": 1, "yakuman": 10**18}), "wins[0].yakuman", "no hand reaches more than 4"),
        ("mleague", ron({"seat": 1, "yakuman": 10**50}), "wins[0].yakuman", "a number of 51 digits yakuman"),
        (
            "mleague",
            ron({"seat": 1, "yakuman": 2, "pao": {"seat": 3, "yakuman": 3}}),
            "wins[0]",
            "3 yakuman under pao",
        ),
        (
            "mleague",
            ron({"seat": 1, "yakuman": 1, "pao": {"seat": 1}}),
            "wins[0]",
            "responsible (pao) for its own",
        ),
        (
            "mleague",
            ron({"seat": 1, "points": 8000}, {"seat": 1, "points": 8000}),
            "",
            "the same seat won twice",
        ),
        ("mleague", ron({"seat": 2, "points": 8000}), "", "cannot ron its own discard"),
        (
            "mleague",
            ron({"seat": 1, "han": 1, "fu": 30, "yakuman": 1}),
            "wins[0]",
            "give han or yakuman, not both",
        ),
        ("mleague", ron({"seat": 1, "han": 1, "fu": 30, "points": 1000}), "wins[0]", "exactly one way"),
    ],
)
def test_impossible_wins_are_refused_naming_the_field(rules, hand, field, words) -> None:
    message = refusal({"rules": rules, "hands": [hand]})
    path = "hands[0].result" + (f".{field}" if field else "")
    assert f"field {path!r}: " in message and words in message, message
    assert "0" * 40 not in message


@pytest.mark.parametrize(
    ("hand", "words"),
    [
        (
            ron({"seat": 1, "points": 1234}),
            "no hand is paid 1234 as a non-dealer ron here (the nearest: 1000, 1300)",
        ),
        (ron({"seat": 0, "points": 1000}), "no hand is paid 1000 as a dealer ron here"),
        (ron({"seat": 1, "points": 10**18}), "no hand is paid 1000000000000000000 as a non-dealer ron"),
        (ron({"seat": 1, "points": 10**50}), "no hand is paid a number of 51 digits"),
        (tsumo({"seat": 1, "payments": {"dealer": 10**15, "non_dealer": 10**15}}), "as a non-dealer tsumo"),
        (tsumo({"seat": 0, "payments": {"non_dealer": 4100}}), "no hand is paid 4100 as a dealer tsumo"),
    ],
)
def test_points_no_hand_is_paid_are_refused_at_their_hand(hand, words) -> None:
    outcome = run(parse_record({"hands": [hand]}))
    assert outcome.error is not None and str(outcome.error).startswith("hand 1 (East 1): seat ")
    assert words in str(outcome.error), outcome.error


def test_payable_points_are_paid() -> None:
    outcome = run(parse_record({"hands": [ron({"seat": 1, "points": 1300})]}))
    assert outcome.error is None and outcome.final.points == (25000, 26300, 23700, 25000)


@pytest.mark.parametrize(
    ("data", "field", "words"),
    [
        (
            {"hands": [ron({"seat": 1, "points": 1000}, points=[10**30, 0, 0, 0])]},
            "hands[0].points",
            "within -400000 and 400000",
        ),
        (
            {"hands": [ron({"seat": 1, "points": 1000}, points=[60000, 60000, 0, 0])]},
            "hands[0].points",
            "more than the table holds (100000)",
        ),
        ({"final": {"points": [10**29, -(10**29), 0, 100000]}}, "final.points", "within -400000 and 400000"),
        ({"final": {"points": [25000] * 4, "deposits": 10**30}}, "final.deposits", "at most 400 sticks"),
        ({"hands": [{"result": {"type": "draw"}, "kans": 5}]}, "hands[0].kans", "less than or equal to 4"),
        (
            {"hands": [{"result": {"type": "draw", "tenpai": [0]}, "riichi": [0, 0]}]},
            "hands[0].riichi",
            "a seat is listed twice",
        ),
        (
            {"hands": [{"result": {"type": "draw", "nagashi": [2, 2]}}]},
            "hands[0].result.nagashi",
            "listed twice",
        ),
        ({"penalties": [{"seat": 1, "kind": "pt", "pt": 100}]}, "penalties[0].pt", "a negative amount"),
        ({"penalties": [{"seat": 1, "kind": "pt", "pt": "-10.05"}]}, "penalties[0].pt", "one decimal place"),
        (
            {"penalties": [{"seat": 1, "kind": "pt", "pt": -(10**30)}]},
            "penalties[0].pt",
            "at most 1000.0 pt away",
        ),
        (
            {"penalties": [{"seat": 1, "kind": "chombo", "pt": -10}]},
            "penalties[0].pt",
            "takes its value from the ruleset",
        ),
        ({"penalties": [{"seat": 1, "kind": "pt"}]}, "penalties[0].pt", "kind pt needs its pt amount"),
        ({"players": ["a" * 65, "b", "c", "d"]}, "players[0]", "at most 64 characters"),
    ],
)
def test_counts_and_points_beyond_a_table_are_refused(data, field, words) -> None:
    message = refusal(data)
    assert f"field {field!r}: " in message and words in message, message


def test_points_are_settled_exactly_or_refused() -> None:
    # 28+ digit points never reach the settlement (Decimal's 28 digits would round them)
    assert "within -400000 and 400000" in refusal(
        {"final": {"points": [10**28 + 1, -(10**28) + 99999, 0, 0]}}
    )
    record = parse_record({"rules": "mleague", "final": {"points": [48000, 31000, 12000, 9000]}})
    assert [r.score for r in run(record).settlement.results] == [
        Decimal(v) for v in ("68.0", "11.0", "-28.0", "-51.0")
    ]


# --------------------------------------------------------------------------- requests in records

HAND = {"hand": "123m456p789s234s55p", "win_tile": "4s"}  # closed, ryanmen on 4s: pinfu


def test_a_request_is_read_when_the_record_is_read() -> None:
    win = parse_record({"hands": [ron({"seat": 1, "request": HAND})]}).hands[0].result.wins[0]
    assert win.request is not None and str(win.request.request.win_tile) == "4s"
    assert win.request.stated == frozenset()
    message = refusal({"hands": [ron({"seat": 1, "request": {**HAND, "hand": "123m"}})]})
    assert message.startswith("g.json: field 'hands[0].result.wins[0].request': hand has 3 tiles")
    message = refusal({"hands": [ron({"seat": 1, "request": {**HAND, "rules": "tenhou"}})]})
    assert "plays under the record's rules" in message
    assert "is an object" in refusal({"hands": [ron({"seat": 1, "request": "123m"})]})


def test_a_request_needs_no_table_field_and_its_flags_are_checked_against_the_table() -> None:
    # haitei needs a tsumo: the result says tsumo, the request need not; East 1 seat 1 tsumo 2000/1000
    # pinfu + tsumo + haitei = 3 han 20 fu: 20 x 32 = 640 -> 700 / 1300 (dealer)
    haitei = tsumo({"seat": 1, "request": {**HAND, "haitei": True}})
    outcome = run(parse_record({"hands": [haitei]}))
    assert outcome.error is None and outcome.final.points == (23700, 27700, 24300, 24300)
    # chiihou is a non-dealer's: seat 0 deals East 1, so it is refused when the hand is played
    chiihou = tsumo({"seat": 0, "request": {**HAND, "chiihou": True}})
    outcome = run(parse_record({"hands": [chiihou]}))
    assert "hand 1 (East 1): seat 0's request: chiihou is a non-dealer's win" in str(outcome.error)
    # a table field the request states must agree with the table
    stated = ron({"seat": 1, "request": {**HAND, "honba": 2}})
    outcome = run(parse_record({"hands": [stated]}))
    assert "says honba = 2, the table says 0" in str(outcome.error)


# --------------------------------------------------------------------------- ruleset files


def test_a_ruleset_file_is_looked_for_in_the_records_folder(tmp_path: Path) -> None:
    (tmp_path / "club.toml").write_text('name = "club"\nopen_tanyao = false\n')
    path = tmp_path / "game.json"
    path.write_text(dumps({"rules": "club.toml"}))
    assert read_record(path).ruleset.open_tanyao is False
    path.write_text(dumps({"rules": "../club.toml"}))
    with pytest.raises(
        RecordError, match=r"field 'rules': ruleset '\.\./club\.toml': a ruleset named by a file"
    ):
        read_record(path)
    # a record that is no file of its own names presets only
    with pytest.raises(RecordError, match="no ruleset named 'club'"):
        parse_record({"rules": "club"})
    with pytest.raises(
        RecordError, match=r"field 'rules': cannot read /nonexistent/club\.toml: no such file"
    ):
        parse_record({"rules": "club.toml"}, base=Path("/nonexistent"))
    with pytest.raises(RulesetError, match="rule_changes: field 'tobii'"):
        parse_record({"rule_changes": {"tobii": True}})


# --------------------------------------------------------------------------- round trips

seats = st.integers(0, 3)


@st.composite
def wins(draw, seat: int, tsumo_win: bool) -> dict[str, Any]:
    kind = draw(st.sampled_from(["han", "limit", "yakuman", "request", "points"]))
    win: dict[str, Any] = {"seat": seat}
    if kind == "han":
        win |= {"han": draw(st.integers(1, 4)), "fu": draw(st.sampled_from([30, 40, 50, 60]))}
        win["yaku"] = draw(st.lists(st.sampled_from(["riichi", "tanyao", "dora", "haku"]), max_size=3))
    elif kind == "limit":
        win["han"] = draw(st.integers(5, 13))
    elif kind == "yakuman":
        win["yakuman"] = draw(st.integers(1, 4))
        pao = draw(st.sampled_from([None, *[s for s in range(4) if s != seat]]))
        if pao is not None:
            win["pao"] = {"seat": pao, "yakuman": 1}
    elif kind == "request":
        extra = draw(
            st.sampled_from(
                [
                    {},
                    {"dora_indicators": "3m"},
                    {"seat_wind": "S"},
                    {
                        "melds": [{"type": "ankan", "tiles": "1111z"}],
                        "hand": "123m456p789s55p",
                        "win_tile": "5p",
                    },
                ]
            )
        )
        win["request"] = HAND | extra
    elif tsumo_win:
        win["payments"] = {"dealer": 2000, "non_dealer": 1000}
    else:
        win["points"] = draw(st.sampled_from([1000, 3900, 8000, 12000]))
    return win


@st.composite
def records(draw) -> dict[str, Any]:
    hands = []
    for _ in range(draw(st.integers(0, 5))):
        kind = draw(st.sampled_from(["ron", "tsumo", "draw", "abortive", "chombo"]))
        if kind == "ron":
            discarder = draw(seats)
            others = [s for s in range(4) if s != discarder]
            winners = draw(st.lists(st.sampled_from(others), min_size=1, max_size=3, unique=True))
            result = {"type": "ron", "discarder": discarder, "wins": [draw(wins(s, False)) for s in winners]}
        elif kind == "tsumo":
            result = {"type": "tsumo", "win": draw(wins(draw(seats), True))}
        elif kind == "draw":
            result = {"type": "draw", "tenpai": draw(st.lists(seats, unique=True))}
        elif kind == "abortive":
            result = {"type": "abortive", "kind": "kyuushu_kyuuhai"}
        else:
            result = {"type": "chombo", "seat": draw(seats), "intentional": draw(st.booleans())}
        hand = {"result": result, "riichi": draw(st.lists(seats, unique=True, max_size=2))}
        if draw(st.booleans()):
            hand |= {"kans": draw(st.integers(0, 4)), "note": draw(st.text(max_size=8)), "time_called": False}
        hands.append(hand)
    data: dict[str, Any] = {
        "rules": draw(st.sampled_from(["mleague", "tenhou", "ron-of-20xx"])),
        "hands": hands,
    }
    data["rule_changes"] = draw(
        st.sampled_from([{}, {"length": "tonpuusen"}, {"uma": {"first": 45}, "tobi": False}])
    )
    data["penalties"] = draw(
        st.lists(
            st.builds(
                lambda s, pt: {"seat": s, "kind": "pt", "pt": pt},
                seats,
                st.sampled_from([Decimal("-5.0"), Decimal("-0.5")]),
            ),
            max_size=2,
        )
    )
    if draw(st.booleans()):
        data["players"] = draw(st.lists(st.text(min_size=1, max_size=10), min_size=4, max_size=4))
    return data


@settings(max_examples=120, deadline=None)
@given(records())
def test_a_written_record_reads_back_equal_through_json_and_toml(data: dict[str, Any]) -> None:
    record = parse_record(data)
    written = record_data(record)
    assert parse_record(loads(dumps(written))) == record
    assert parse_record(tomllib.loads(tomli_w.dumps(written), parse_float=Decimal)) == record
    assert record_data(parse_record(written)) == written


@settings(max_examples=60, deadline=None)
@given(records())
def test_the_replay_json_reads_back_to_equal_data(data: dict[str, Any]) -> None:
    record = parse_record(data)
    replay = replay_json(record, run(record))
    assert loads(dumps(replay)) == loads(dumps(loads(dumps(replay))))
    assert loads(dumps(replay)) == _lists(replay)
    assert replay["players"] == list(record.players)
    if replay["result"] is not None:
        assert [r["name"] for r in replay["result"]["results"]] == list(record.players)


def _lists(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _lists(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_lists(item) for item in value]
    return value
