"""A record's play replayed through the engine (:func:`taikai.game.replay.replay_record`): the same
check for an imported record (real Tenhou logs, made records by :func:`record_of`) and a self-played
one, and an edited play refused with the engine's code, the hand, the turn and the seat.

The real logs are ``../shared/data`` (skipped when absent): the 6 tenhou.net/6 games and every
36th of the 722 phoenix-room games.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from tests.conftest import sampled_games

from taikai.game import play
from taikai.game.codes import GameCode
from taikai.game.codes import seat as seat_word
from taikai.game.replay import replay_record
from taikai.game.selfplay import play_game
from taikai.hand.shanten import shanten
from taikai.i18n import words
from taikai.importers.tenhou import read_file
from taikai.importers.tenhou.record import record_of
from taikai.rules import load
from taikai.tiles import to_counts

TENHOU6 = Path(__file__).resolve().parents[3] / "shared" / "data" / "tenhou6"


def test_imported_tenhou6_records_replay_from_their_play():
    paths = sorted(TENHOU6.glob("*.json"))
    if not paths:
        pytest.skip(f"tenhou.net/6 logs not found in {TENHOU6}")
    runs = [replay_record(record_of(read_file(path))) for path in paths]
    assert [str(p) for run in runs for p in run.problems] == []
    assert sum(run.hands for run in runs) == 70
    assert sum(run.actions for run in runs) > 70 * 50


def test_a_sample_of_the_phoenix_records_replays_from_their_play(tenhou_archive):
    games = sampled_games(tenhou_archive, 36)
    runs = [replay_record(record_of(game)) for game in games]
    assert len(games) == 21
    assert [str(p) for run in runs for p in run.problems] == []


def _riichi_out_of_tenpai(record):
    """The record with one discard of a hand's play turned into a riichi that leaves the hand not
    tenpai (its first discard in a hand whose start is two or more from tenpai); where it is."""
    for number, hand in enumerate(record.hands):
        for index, event in enumerate(hand.play.events):
            if not isinstance(event, play.Discard) or event.riichi:
                continue
            held = play.closed_hands(dataclasses.replace(hand.play, events=hand.play.events[:index]))
            tiles = list(held[event.seat])
            tiles.remove(event.tile)
            if shanten(to_counts(tiles)) < 2:
                continue
            events = list(hand.play.events)
            events[index] = dataclasses.replace(event, riichi=True)
            edited = hand.model_copy(update={"play": dataclasses.replace(hand.play, events=tuple(events))})
            hands = (*record.hands[:number], edited, *record.hands[number + 1 :])
            return record.model_copy(update={"hands": hands}), number + 1, event.seat
    raise AssertionError("no discard to edit")


def test_a_riichi_out_of_tenpai_in_a_play_is_refused_with_the_hand_turn_and_seat():
    record = play_game(load("mleague"), 5).record
    edited, number, seat = _riichi_out_of_tenpai(record)
    problems = replay_record(edited).problems
    assert len(problems) == 1
    refused = problems[0]
    assert refused.code == "not_reproduced" and refused.reason.code == GameCode.replay_illegal
    assert refused.params["number"] == number
    illegal = refused.params["problem"]
    assert illegal.code == "engine_illegal"
    assert dict(illegal.params)["seat"] == seat_word(seat)
    assert dict(illegal.params)["problem"].code == "engine_riichi_not_tenpai"
    for lang in ("en", "ja"):
        assert "engine_" not in words(refused.reason, lang) and "replay_" not in words(refused.reason, lang)
