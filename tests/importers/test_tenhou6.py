"""The tenhou.net/6 JSON reader: the same game as its mjlog (hand-made and real), Mahjong Soul, bad logs."""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from pathlib import Path

import pytest

from taikai.contracts.jsonio import dumps, loads
from taikai.game.play import Dora as PlayDora
from taikai.importers.tenhou import (
    Agari,
    BadLog,
    Call,
    Discard,
    Draw,
    NewDora,
    NotReproduced,
    Riichi,
    format_of,
    read_file,
    read_log,
    record_of,
    replay,
)
from taikai.importers.tenhou.situation import flags_of, request
from taikai.importers.tenhou.tenhou6 import YAKU_NAMES
from taikai.tiles import Tile

FIXTURES = Path(__file__).parent / "fixtures"
MINI_XML = FIXTURES / "tenhou_mini.xml"
MINI_JSON = FIXTURES / "tenhou6_mini.json"
MAJSOUL = FIXTURES / "majsoul_mini.json"


def _tile(tile_id: int) -> str:
    return str(Tile.from_id136(tile_id))


def _event(event) -> tuple:
    """An event by tile kinds and red fives: the ids of a tenhou.net/6 log are given by kind."""
    if isinstance(event, Draw):
        return ("draw", event.seat, _tile(event.tile), event.rinshan)
    if isinstance(event, Discard):
        return ("discard", event.seat, _tile(event.tile), event.tsumogiri)
    if isinstance(event, Call):
        meld = event.meld
        added = None if meld.added is None else _tile(meld.added)
        called = None if meld.called is None else _tile(meld.called)
        return ("call", event.seat, meld.type, tuple(map(_tile, meld.tiles)), meld.source, called, added)
    if isinstance(event, Riichi):
        return ("riichi", event.seat, event.step)
    assert isinstance(event, NewDora)
    return ("dora", _tile(event.indicator))


def _result(result) -> dict:
    """A result's fields, tiles by kind; ``fu`` left out (a tenhou.net/6 limit hand has none)."""
    fields = {name: getattr(result, name) for name in result.__slots__ if name != "fu"}
    for name in ("hand", "win_tile", "dora_indicators", "ura_indicators"):
        if name in fields:
            value = fields[name]
            fields[name] = sorted(map(_tile, value)) if isinstance(value, tuple) else _tile(value)
    if "melds" in fields:
        fields["melds"] = [(m.type, tuple(map(_tile, m.tiles)), m.source) for m in fields["melds"]]
    if "shown_hands" in fields:
        fields["shown_hands"] = [None if h is None else sorted(map(_tile, h)) for h in fields["shown_hands"]]
    return fields


def _without_kan_dora_order(record):
    """The record with each play's kan dora taken out of the events (the indicators kept in order): the
    hand-made mjlog turns one before its rinshan draw, Tenhou's own logs after it."""
    hands = []
    for hand in record.hands:
        play = hand.play
        events = tuple(e for e in play.events if not isinstance(e, PlayDora))
        hands.append(hand.model_copy(update={"play": dataclasses.replace(play, events=events), "note": ""}))
    return record.model_copy(update={"hands": tuple(hands)}), [h.play.indicators for h in record.hands]


def _same_game(xml, json) -> None:
    assert _without_kan_dora_order(record_of(xml)) == _without_kan_dora_order(record_of(json))
    assert (xml.players, xml.owari, xml.red_fives) == (json.players, json.owari, json.red_fives)
    assert xml.rules.rule_changes == json.rules.rule_changes and xml.rules.type_flags == json.rules.type_flags
    assert len(xml.hands) == len(json.hands)
    for hx, hj in zip(xml.hands, json.hands, strict=True):
        assert hx.label == hj.label and hx.scores == hj.scores, hx.label
        assert [_result(r) for r in hx.results] == [_result(r) for r in hj.results], hx.label
        for wx, wj in zip(hx.wins, hj.wins, strict=True):
            # the score request (tiles, melds, every situational flag) is the same from both files
            assert request(xml, hx, wx) == request(json, hj, wj), hx.label
            assert flags_of(hx, wx) == flags_of(hj, wj)


# --------------------------------------------------------------------------- the hand-made game


def test_the_hand_made_json_is_the_hand_made_mjlog():
    # tenhou6_mini.json was written by hand from tenhou_mini.xml: 136-ids to codes (16 -> 51, the red
    # 5m; 124 -> 45, haku), the moves into each seat's lists, the 4 han 40 fu mangan as "満貫8000点"
    xml, json = read_file(MINI_XML), read_file(MINI_JSON)
    _same_game(xml, json)
    # the mjlog lists hand 1's events in the same order; hand 2's kan dora comes after the rinshan draw
    # in the JSON replay, as Tenhou's own mjlogs write it (the hand-made mjlog has it before)
    assert [_event(e) for e in xml.hands[0].events] == [_event(e) for e in json.hands[0].events]
    assert [type(e).__name__ for e in json.hands[1].events] == ["Draw", "Discard", "Call", "Draw", "NewDora"]
    assert (json.format, xml.format) == ("tenhou6", "mjlog")


def test_a_limit_hand_without_fu_takes_the_fu_of_its_tiles():
    # hand 1 is "満貫8000点" at 4 han: the JSON gives no fu; the record needs it below 5 han, and the
    # hand's own tiles score 40 fu (234m 0m67m 234p 678s + the haku pair... 40 fu closed ron), the fu
    # the mjlog gives
    json = read_file(MINI_JSON)
    win = json.hands[0].wins[0]
    assert (win.fu, win.han, win.limit, win.points) == (None, 4, "mangan", 8000)
    first = record_of(json).hands[0].result.wins[0]
    assert (first.han, first.fu) == (4, 40)


def test_a_mahjong_soul_log_names_its_accounts_and_states_no_rules():
    game = read_file(MAJSOUL)
    assert game.rules is None and game.game_id == "250314-0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0"
    assert [p.account_id for p in game.players] == [101, 102, 103, 104]
    # its yaku are English ("Double Riichi(2飜)", "After a Kan(1飜)"): the same contract names
    assert game.hands[0].wins[0].yaku == read_file(MINI_XML).hands[0].wins[0].yaku
    with pytest.raises(BadLog, match="does not state rules taikai can read"):
        record_of(game)
    mjlog = _without_kan_dora_order(record_of(read_file(MINI_XML)))
    assert _without_kan_dora_order(record_of(game, "tenhou")) == mjlog


def test_a_log_replayed_under_other_rules_is_refused_with_both_ends():
    # the hand-made game ends after 2 hands (its owari); no ruleset plays a hanchan of 2 hands
    _, outcome = replay(read_file(MAJSOUL), "hitonazo-m")
    assert isinstance(outcome.error, NotReproduced) and outcome.error.code == "not_reproduced"
    assert "the log ends the game after hand 2, the engine plays on (East 3 next)" in outcome.error.message


def test_yaku_names_cover_every_contract_yaku_of_a_tenhou_log():
    names = set(YAKU_NAMES.values())
    # everything a Tenhou log can list (the local yaku daisharin, paarenchan and nagashi mangan are
    # not yaku of a win in a log: nagashi mangan is a draw)
    from taikai.importers.tenhou.mjlog import TENHOU_YAKU_NAMES

    assert set(TENHOU_YAKU_NAMES.values()) <= names


# --------------------------------------------------------------------------- the real logs


def test_each_real_json_is_its_mjlog(tenhou6_pairs):
    for xml_path, json_path in tenhou6_pairs:
        xml, json = read_file(xml_path), read_file(json_path)
        _same_game(xml, json)
        for hx, hj in zip(xml.hands, json.hands, strict=True):
            assert [_event(e) for e in hx.events] == [_event(e) for e in hj.events], (xml_path.name, hx.label)
        assert json.game_id == xml.game_id == xml_path.stem


def test_a_game_is_known_by_its_play_in_either_form_under_any_name(tenhou6_pairs):
    """The play hash (a log's identity when it is imported, issue 23): the mjlog and the JSON of one
    game, under any file name, have the same; the six games six; a game cut short another."""
    hashes = set()
    for xml_path, json_path in tenhou6_pairs:
        xml, json = read_file(xml_path), read_file(json_path)
        renamed = read_log(xml_path.read_text(encoding="utf-8"), "2019010100gm-00a9-0000-00000000.xml")
        assert xml.play_hash == json.play_hash == renamed.play_hash and renamed.game_id != xml.game_id
        assert dataclasses.replace(xml, hands=xml.hands[:-1]).play_hash != xml.play_hash
        hashes.add(xml.play_hash)
    assert len(hashes) == 6
    # the hand-made game: the JSON turns hand 2's kan dora after the rinshan draw, the mjlog before
    assert read_file(MINI_XML).play_hash == read_file(MINI_JSON).play_hash


def test_each_real_game_replays_to_its_pt_from_both_files(tenhou6_pairs):
    for paths in tenhou6_pairs:
        for path in paths:
            game = read_file(path)
            _, outcome = replay(game)
            assert outcome.error is None, (path.name, outcome.error)
            assert tuple(r.score for r in outcome.settlement.results) == game.owari.pt, path.name
            assert len(outcome.states) == len(game.hands) + 1


# --------------------------------------------------------------------------- cut and bad files


def _mini() -> dict:
    return loads(MINI_JSON.read_text(encoding="utf-8"))


def test_a_last_hand_without_its_result_is_a_cut():
    data = _mini()
    data["log"][1] = data["log"][1][:16]
    game = read_log(dumps(data), "cut.json")
    assert len(game.hands) == 1 and game.owari is None
    assert (game.cut.hand, game.cut.label) == (2, "E2-0")
    assert game.warnings[0].message == (
        "cut.json: the log stops in hand 2 (E2-0) after log[1] (no result): hand 1 is replayed"
    )
    _, outcome = replay(game)
    assert outcome.error is None and len(outcome.states) == 2 and not outcome.final.over


def _broken(change) -> str:
    data = _mini()
    change(data)
    return dumps(data)


def _set(path: tuple, value):
    def change(data):
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "bad.json: not valid JSON"),
        ('{"log": [], "log": []}', 'the key "log" appears twice'),
        ("[1, 2]", "bad.json: neither mjlog XML nor tenhou.net/6 JSON"),
        ('{"name": []}', 'bad.json: not a tenhou.net/6 log (an object with "log", "name", "sc" ...)'),
        (_broken(lambda d: d.update(names=d["name"])), "unknown field 'names' (did you mean 'name'?)"),
        (_broken(lambda d: d["log"][0].__delitem__(slice(2, 4))), "bad.json log[0]: has 15 parts, not 17"),
        (_broken(_set(("log", 0, 4, 0), 10)), "hand 1 (E1-0): 10 is not a tile code"),
        (_broken(_set(("log", 0, 7, 0), 11)), "hand 1 (E1-0): a fifth 1m comes into view"),
        (_broken(_set(("log", 0, 16, 2, 4), "立直X(1飜)")), "unknown yaku '立直X'"),
        (_broken(_set(("log", 0, 16, 2, 3), "8000")), "'8000' is not a score like '30符1飜1000点'"),
        (
            _broken(_set(("log", 1, 16, 2, 3), "40符2飜1300-2600点")),
            "the score says 2 han, the yaku add up to 3",
        ),
        (_broken(_set(("log", 0, 16, 1), [0, 9050, -9050, 0])), "are not multiples of 100"),
        (_broken(_set(("log", 0, 5), ["c262728"])), "seat 0 calls 'c262728' where it draws a tile"),
        (_broken(_set(("log", 1, 11), ["x47474747", 39])), "is not a call (c, p, m, a or k with tile codes)"),
        (_broken(_set(("log", 0, 16, 2, 1), 3)), "seat 1 cannot win on seat 3's tile"),
        (_broken(_set(("log", 0, 6), [29])), "29 is not in the hand"),
        (_broken(_set(("ratingc",), "PF3")), "PF3 is a three-player game"),
        (_broken(_set(("rule", "disp"), "鳳南喰")), "disp '鳳南喰' and the aka counts disagree on red fives"),
        (_broken(_set(("sc", 1), "x")), "'x' is not a number"),
        (_broken(_set(("log", 0, 16), ["流局X", [0, 0, 0, 0]])), "'流局X' is not a result this reader knows"),
        (_broken(lambda d: d["log"][0].__setitem__(16, d["log"][0][16][:1] or [])), "pairs"),
        (
            _broken(lambda d: d["log"].insert(0, d["log"][1][:16])),
            "hand 1 (E2-0): has no result, and hands follow",
        ),
    ],
)
def test_a_bad_json_log_is_a_bad_log_naming_the_hand_and_the_field(text, message):
    with pytest.raises(BadLog) as error:
        read_log(text, "bad.json")
    assert error.value.code == "bad_log" and "bad.json" in error.value.message
    assert message in error.value.message


def test_the_format_is_told_by_the_content():
    assert format_of(MINI_XML.read_text(encoding="utf-8")) == "mjlog"
    assert format_of(MINI_JSON.read_text(encoding="utf-8")) == "tenhou6"
    assert format_of('{"rules": "mleague", "hands": []}') is None  # a game record
    assert format_of("not a log") is None and format_of("{") is None
    with pytest.raises(BadLog, match=r"neither mjlog XML nor tenhou\.net/6 JSON"):
        read_log("hello", "x.txt")


def test_pt_are_exact_decimals():
    game = read_file(MINI_JSON)
    assert game.owari.pt == (Decimal("-6.3"), Decimal("40.4"), Decimal("-27.8"), Decimal("-6.3"))
    assert isinstance(game.hands[0].results[0], Agari)
    assert dataclasses.replace(game, cut=None) == game


def test_a_limit_hand_the_ruleset_scores_otherwise_is_not_reproduced():
    # hand 1's mangan is 4 han (double riichi 2, ippatsu 1, red five 1) at 40 fu; without red fives
    # (a copied ruleset) its tiles score 3 han 40 fu = 5200, not the log's 4 han 8000
    game = read_file(MINI_JSON)
    with pytest.raises(NotReproduced) as error:
        record_of(game, str(FIXTURES / "no_red.toml"))
    assert error.value.message == (
        "tenhou6_mini.json hand E1-0: seat 1's hand scores 3 han 5200 under no-red, the log says 4 han 8000"
    )
