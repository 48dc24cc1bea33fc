"""Record version 2 keeps the play of Tenhou logs (issue 21, item 1): the same play from an mjlog and
from its tenhou.net/6 JSON, exported back to tenhou.net/6 as the given file, to mjai with every hand's
tiles conserved (the 722 games of ../shared, skipped cleanly when absent), and read back unchanged."""

from __future__ import annotations

from collections import Counter

import pytest
from tests.conftest import sampled_games

from taikai.contracts.exports import ExportError, export_text, mjai_events, tenhou6_data
from taikai.contracts.game import parse_record, record_data
from taikai.contracts.jsonio import dumps, loads
from taikai.game.play import Call, Discard, Dora, Draw, play_problems
from taikai.game.table import run
from taikai.importers import tenhou

LIVE_WALL = 70  # 136 tiles less 52 dealt and 14 in the dead wall


def _record(path):
    return tenhou.record_of(tenhou.decided(tenhou.read_file(path)))


def test_the_mjlog_and_the_json_of_a_game_give_the_same_play(tenhou6_pairs):
    for xml, json in tenhou6_pairs:
        mjlog, tenhou6 = _record(xml), _record(json)
        assert mjlog.version == 2
        assert [hand.play for hand in mjlog.hands] == [hand.play for hand in tenhou6.hands], xml.name
        for hand in mjlog.hands:
            assert list(play_problems(hand.play)) == []


def test_riichi_tsumogiri_calls_and_kan_dora_are_kept(tenhou6_pairs):
    events = [event for xml, _ in tenhou6_pairs for hand in _record(xml).hands for event in hand.play.events]
    riichi = [event for event in events if isinstance(event, Discard) and event.riichi]
    calls = Counter(event.type for event in events if isinstance(event, Call))
    assert riichi and any(event.tsumogiri for event in events if isinstance(event, Discard))
    assert {"chi", "pon", "ankan"} <= set(calls) and any(isinstance(event, Dora) for event in events)
    assert all(
        c.from_seat is not None and c.from_seat != c.seat for c in events if isinstance(c, Call) and c.called
    )


def test_the_tenhou6_export_of_an_mjlog_is_the_given_json(tenhou6_pairs):
    for xml, json in tenhou6_pairs:
        mine = tenhou6_data(_record(xml))["log"]
        given = loads(json.read_text(encoding="utf-8"))["log"]
        assert len(mine) == len(given)
        for number, (ours, theirs) in enumerate(zip(mine, given, strict=True)):
            where = f"{xml.name} hand {number + 1}"
            assert ours[:-1] == theirs[:-1], where  # start, points, dora, ura, hands, draws, discards
            result, log_result = ours[-1], theirs[-1]
            assert result[0] == log_result[0] and result[1::2] == log_result[1::2], where  # deltas
            for win, log_win in zip(result[2::2], log_result[2::2], strict=True):
                assert win[:3] == log_win[:3], where  # who, from, pao
                if log_win[0] == log_win[2]:  # the value text (a pao win's payments are not the value's)
                    assert win[3] == log_win[3], where


def test_a_record_with_its_play_reads_back_the_same(tenhou6_pairs):
    for xml, _ in tenhou6_pairs:
        record = _record(xml)
        data = record_data(record)
        again = parse_record(loads(dumps(data)), xml.name)
        assert again == record and record_data(again) == data


def _mjai_hands_conserve(lines: list[dict]) -> int:
    """Follow mjai events: every discard and every called tile is in its seat's hand; each hand's tiles
    seen (dealt, drawn, indicators) fit the 136 tiles. Returns the number of hands."""
    hands_seen = 0
    closed: list[Counter] = []
    seen: Counter = Counter()
    draws = 0
    for event in lines:
        kind = event["type"]
        if kind == "start_kyoku":
            hands_seen += 1
            closed = [Counter(tiles) for tiles in event["tehais"]]
            assert all(len(tiles) == 13 for tiles in event["tehais"])
            seen = Counter(tile for tiles in event["tehais"] for tile in tiles) + Counter(
                [event["dora_marker"]]
            )
            draws = 0
        elif kind == "tsumo":
            closed[event["actor"]][event["pai"]] += 1
            seen[event["pai"]] += 1
            draws += 1
        elif kind == "dora":
            seen[event["dora_marker"]] += 1
        elif kind in ("dahai", "kakan"):
            hand = closed[event["actor"]]
            assert hand[event["pai"]] > 0, event
            hand[event["pai"]] -= 1
        elif kind in ("chi", "pon", "daiminkan", "ankan"):
            hand = closed[event["actor"]]
            for tile in event["consumed"]:
                assert hand[tile] > 0, event
                hand[tile] -= 1
        elif kind == "end_kyoku":
            assert draws <= LIVE_WALL + 4  # the live wall and the four replacement tiles
            assert sum(seen.values()) <= 136
            for tile, count in seen.items():
                assert count <= (1 if tile.endswith("r") else 4 - (tile[0] == "5" and f"{tile}r" in seen)), (
                    tile
                )
    assert lines[0]["type"] == "start_game" and lines[-1]["type"] == "end_game"
    return hands_seen


def test_half_the_722_games_convert_and_export_to_mjai_with_their_tiles_conserved(tenhou_archive):
    # every other game (all 722 and the 6 go through the export in bench/bench_replay_moves.py)
    games = hands = 0
    for game in sampled_games(tenhou_archive, 2):
        record = tenhou.record_of(game)
        for hand in record.hands:
            assert list(play_problems(hand.play)) == [], (game.name, hand.note)
            live = sum(1 for e in hand.play.events if isinstance(e, Draw) and not e.rinshan)
            rinshan = sum(1 for e in hand.play.events if isinstance(e, Draw) and e.rinshan)
            assert live + rinshan <= LIVE_WALL, (game.name, hand.note)
        lines = [loads(line) for line in export_text(record, "mjai").splitlines()]
        assert _mjai_hands_conserve(lines) == len(record.hands), game.name
        games, hands = games + 1, hands + len(record.hands)
    assert games == 361 and hands > 3500


def test_riichienv_replays_the_mjai_export(tenhou6_pairs, tmp_path):
    riichienv = pytest.importorskip("riichienv")
    for xml, _ in tenhou6_pairs:
        record = _record(xml)
        path = tmp_path / f"{xml.stem}.mjson"
        path.write_text(export_text(record, "mjai"), encoding="utf-8")
        kyokus = list(riichienv.MjaiReplay.from_jsonl(str(path)).take_kyokus())
        after = [list(state.points) for state in run(record).states[1:]]
        assert [list(kyoku.end_scores) for kyoku in kyokus] == after, xml.name


def test_the_mjai_export_marks_riichi_and_its_stick(tenhou6_pairs):
    record = _record(tenhou6_pairs[0][0])
    events = list(mjai_events(record))
    reach = [i for i, e in enumerate(events) if e["type"] == "reach"]
    assert reach
    for index in reach:
        assert events[index + 1]["type"] == "dahai" and events[index + 1]["actor"] == events[index]["actor"]
    accepted = sum(1 for e in events if e["type"] == "reach_accepted")
    assert accepted == sum(len(hand.riichi) for hand in record.hands)
    hand = record.hands[0]
    no_play = record.model_copy(update={"hands": (hand.model_copy(update={"play": None}), *record.hands[1:])})
    with pytest.raises(ExportError, match="keeps its result only"):
        export_text(no_play, "mjai")


def test_a_value_is_written_by_the_rulesets_limits():
    """The value text of a tenhou.net/6 export follows the record's ruleset, not Tenhou's alone."""
    from taikai.contracts.exports import _value_prefix
    from taikai.game.record import Win
    from taikai.rules import load

    tenhou, mleague, cup = (load(name).hand for name in ("tenhou", "mleague", "itsuka-chuuren"))
    # 30 fu 4 han: base 30 x 2^6 = 1,920, under 2,000: no limit under Tenhou's rules; a mangan where
    # kiriage mangan rounds 1,920 up (mleague)
    assert _value_prefix(Win(seat=1, han=4, fu=30), tenhou) == "30符4飜"
    assert _value_prefix(Win(seat=1, han=4, fu=30), mleague) == "満貫"
    # 13 han: a counted yakuman where kazoe yakuman is played (Tenhou), a sanbaiman where not (mleague)
    assert _value_prefix(Win(seat=1, han=13, fu=30), tenhou) == "役満"
    assert _value_prefix(Win(seat=1, han=13, fu=30), mleague) == "三倍満"
    # 2 han and no fu under a fu-less ruleset (the club cup): below every limit
    assert _value_prefix(Win(seat=1, han=2), cup) == "2飜"


def test_the_tenhou6_export_writes_each_yaku_as_the_log_does(tenhou6_pairs):
    """Both readings of each of the 6 real games (mjlog and tenhou.net/6) export every win's yaku
    strings as the given JSON writes them (names, winds, dragons, dora, red fives, ura, yakuman)."""
    written = 0
    for xml, json in tenhou6_pairs:
        given = loads(json.read_text(encoding="utf-8"))["log"]
        for path in (xml, json):
            mine = tenhou6_data(_record(path))["log"]
            for number, (ours, theirs) in enumerate(zip(mine, given, strict=True)):
                for win, log_win in zip(ours[-1][2::2], theirs[-1][2::2], strict=True):
                    assert win[4:] == log_win[4:], f"{path.name} hand {number + 1}"
                    written += len(win) - 4
    assert written > 200  # 59 wins in the 6 games, none left without its yaku


def test_a_scored_win_writes_the_scorers_yaku():
    """A win given as a scorer request is scored again with the table's winds: seat 2 is West in
    East 1, its West triplet a seat wind; riichi, the wind, and three dora (555p under a 4p indicator)."""
    from taikai.contracts.exports import _yaku_texts
    from taikai.game.state import start

    request = {"hand": "123m789s555p333z44m", "win_tile": "4m", "riichi": True, "dora_indicators": "4p"}
    win = {"seat": 2, "request": request}
    record = parse_record(
        {
            "rules": "mleague",
            "hands": [{"riichi": [2], "result": {"type": "ron", "discarder": 1, "wins": [win]}}],
        }
    )
    hand = record.hands[0]
    texts = _yaku_texts(start(record.ruleset), hand, hand.result.wins[0], None, False, record.ruleset.hand)
    assert texts == ["立直(1飜)", "自風 西(1飜)", "ドラ(3飜)"]
