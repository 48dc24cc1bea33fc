"""Record version 2: the play of a hand and a win's open flag, what version 1 refuses, and the play's
JSON read back exactly (hypothesis)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taikai.contracts.game import parse_record, record_data
from taikai.contracts.jsonio import dumps, loads
from taikai.contracts.play import play_data, read_play
from taikai.game.play import Call, Discard, Dora, Draw, Play, closed_hands, play_problems
from taikai.game.record import RecordError
from taikai.tiles import FIVES, Tile, parse

START = ["123456789m1234p", "123456789p1234s", "123456789s1234z", "0m22334466s1177z"]
PLAY = {"start": START, "dora": "1z", "events": [[0, "draw", "5z"], [0, "tsumogiri", "5z", "riichi"]]}
WIN = {"seat": 1, "han": 2, "fu": 30}
HAND = {"riichi": [0], "result": {"type": "ron", "discarder": 0, "wins": [WIN]}}


def _record(version: int | None, hand: dict) -> dict:
    return ({"version": version} if version is not None else {}) | {"rules": "mleague", "hands": [hand]}


def test_a_version_2_record_keeps_the_play_and_open():
    hand = HAND | {"play": PLAY, "result": {**HAND["result"], "wins": [WIN | {"open": True}]}}
    record = parse_record(_record(2, hand))
    assert record.hands[0].play.events[1] == Discard(0, Tile(31), tsumogiri=True, riichi=True)
    assert record.hands[0].result.wins[0].open is True
    data = record_data(record)
    assert data["hands"][0]["play"] == PLAY and data["hands"][0]["result"]["wins"][0]["open"] is True
    assert parse_record(loads(dumps(data))) == record


@pytest.mark.parametrize(
    ("hand", "field"),
    [
        (HAND | {"play": PLAY}, "hands[0].play"),
        (
            HAND | {"result": {**HAND["result"], "wins": [WIN | {"open": False}]}},
            "hands[0].result.wins[0].open",
        ),
    ],
)
def test_a_version_1_record_refuses_what_only_version_2_keeps(hand, field):
    for version in (None, 1):
        with pytest.raises(
            RecordError, match=re.escape(f"field '{field}': {field} is kept by records of version 2")
        ):
            parse_record(_record(version, hand))


def test_a_version_1_record_is_written_back_as_it_was():
    data = _record(None, HAND)
    written = record_data(parse_record(data))
    assert written["version"] == 1 and "play" not in written["hands"][0]
    assert parse_record(written) == parse_record(data)


def test_open_is_not_given_beside_a_request():
    win = {"seat": 1, "open": True, "request": {"hand": "123456789m11122z", "win_tile": "2z"}}
    with pytest.raises(RecordError, match="open is told by the request's melds"):
        parse_record(_record(2, {"result": {"type": "ron", "discarder": 0, "wins": [win]}}))


@pytest.mark.parametrize(
    ("events", "message"),
    [
        ([[1, "discard", "5z"]], "events[0]': seat 1 plays 5z, which is not in its hand"),
        (
            [[0, "draw", "5z"], [0, "tsumogiri", "1m"]],
            "events[1]': seat 0's tsumogiri 1m is not the tile it just",
        ),
        ([[3, "pon", "111z", "1z", 3]], "events[0]': seat 3's pon needs the seat the tile came from"),
        ([[2, "chi", "123m", "1m", 1]], "events[0]': seat 2 plays 2m, which is not in its hand"),
        ([[0, "draw", "1z"], [0, "draw", "1z"]], "events': 6 copies of 1z among the tiles of the hand"),
        ([[0, "drop", "1z"]], "events[0]': cannot read [0, 'drop', '1z']"),
        ([[0, [1], "5z"]], "events[0]': cannot read [0, [1], '5z']"),
        ([[0, {"a": 1}, "5z"]], "events[0]': cannot read [0, {'a': 1}, '5z']"),
    ],
)
def test_a_play_that_cannot_be_is_refused_with_its_field(events, message):
    hand = HAND | {"play": PLAY | {"events": events}}
    with pytest.raises(RecordError, match=re.escape(f"field 'hands[0].play.{message}")):
        parse_record(_record(2, hand))


def test_a_play_is_bounded():
    hand = HAND | {"play": PLAY | {"events": [[0, "draw", "1m"]] * 401}}
    with pytest.raises(RecordError, match=re.escape("'hands[0].play.events': a list of at most 400 events")):
        parse_record(_record(2, hand))


def test_closed_hands_follow_draws_discards_and_calls():
    start = tuple(parse(tiles) for tiles in START)
    pon = Call(3, "pon", parse("111z"), parse("1z")[0], 2)
    play = Play(start, parse("9m")[0], (Draw(2, parse("1z")[0]), Discard(2, parse("1z")[0], True), pon))
    assert list(play_problems(play)) == []
    assert sorted(closed_hands(play)[3], key=str) == sorted(parse("0m22334466s77z"), key=str)


# --------------------------------------------------------------------------- JSON round trip

tiles = st.builds(Tile, st.integers(0, 33)) | st.sampled_from([Tile(kind, red=True) for kind in FIVES])
seats = st.integers(0, 3)
events = st.one_of(
    st.builds(Draw, seats, tiles, st.booleans()),
    st.builds(Discard, seats, tiles, st.booleans(), st.booleans()),
    st.builds(Dora, tiles),
    st.builds(
        lambda s, t, c, f: Call(s, "chi", t, c, f), seats, st.tuples(tiles, tiles, tiles), tiles, seats
    ),
    st.builds(
        lambda s, t, c, f, a: Call(s, "kakan", t, c, f, a),
        seats,
        st.tuples(tiles, tiles, tiles, tiles),
        tiles,
        seats,
        tiles,
    ),
    st.builds(lambda s, t: Call(s, "ankan", t), seats, st.tuples(tiles, tiles, tiles, tiles)),
)
plays = st.builds(
    Play,
    st.tuples(*[st.lists(tiles, min_size=13, max_size=13).map(tuple)] * 4),
    tiles,
    st.lists(events, max_size=40).map(tuple),
    st.lists(tiles, max_size=5).map(tuple),
    st.lists(st.tuples(*[st.integers(-50_000, 50_000)] * 4), max_size=3).map(tuple),
)


@settings(max_examples=200, deadline=None)
@given(plays)
def test_a_play_reads_back_from_its_json_exactly(play):
    assert read_play(loads(dumps(play_data(play)))) == play
