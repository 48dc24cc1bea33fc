"""Replay validation: the official results of 722 real Tenhou games through the game engine.

For every game, the result of every hand (AGARI han/fu/yakuman and pao seat,
RYUUKYOKU tenpai seats or abortive kind, accepted riichi; never the tiles) is
fed to the engine under the ``tenhou`` preset (east-only games: the same
ruleset with ``length = tonpuusen``). Each hand carries the points the record
shows after it, which the engine checks; the game must end exactly where the
record ends; the settlement must reproduce Tenhou's ``owari`` pt.
"""

from __future__ import annotations

from collections import Counter

import pytest

from taikai.game.record import ruleset_of
from taikai.game.table import run

tenhou = pytest.importorskip("taikai.logs.tenhou")
replay = pytest.importorskip("taikai.logs.tenhou_replay")


@pytest.fixture(scope="module")
def games(tenhou_archive):
    return list(tenhou.iter_games(tenhou_archive))


def test_every_game_replays_to_its_score_chain_end_and_owari(games):
    counts: Counter[str] = Counter()
    problems = []
    for game in games:
        record = replay.record_of(game)
        outcome = run(record, ruleset_of(record))
        counts["hands"] += len(outcome.states) - 1
        for state in outcome.states[1:]:
            counts[state.last.kind] += 1
            counts["paid winners"] += len(state.last.winners) if state.last.kind in ("ron", "tsumo") else 0
        if outcome.error is not None:  # a hand whose points differ, or a hand after the engine's end
            problems.append(f"{game.name}: {outcome.error}")
            continue
        if not outcome.final.over:
            problems.append(f"{game.name}: the record ends at {outcome.final.label}, the engine plays on")
            continue
        pt = tuple(result.score for result in outcome.settlement.results)
        if pt != tuple(game.owari.pt):
            problems.append(f"{game.name}: settled {pt}, Tenhou {game.owari.pt}")
            continue
        counts["games"] += 1
        counts[outcome.final.reason] += 1
    assert problems == []
    # the README's counts: 722 games, 7,344 hands
    assert counts["games"] == 722
    assert counts["hands"] == 7344
    # 6,204 official wins (2,501 tsumo; 3,703 ron incl. 42 second winners of a double ron),
    # 1,089 exhaustive draws (one with nagashi mangan), 93 abortive draws (86 + 5 + 2)
    assert counts["paid winners"] == 6204 and counts["tsumo"] == 2501
    assert counts["ron"] == 3703 - 42
    assert (counts["draw"], counts["abortive"]) == (1089, 93)
    # the record exercises the end rules: tobi and agariyame/tenpaiyame happen in real games
    assert counts["tobi: a player went below zero"] > 0
    assert counts["the last dealer leads and stops (agariyame/tenpaiyame)"] > 0


def test_a_changed_result_is_caught_at_its_hand(games):
    game = games[0]
    record = replay.record_of(game)
    first = record.hands[0]
    # shift 100 points in the expected chain of the first hand: the engine names hand 1
    points = list(first.points)
    points[0] += 100
    points[1] -= 100
    bad = record.model_copy(
        update={"hands": (first.model_copy(update={"points": tuple(points)}), *record.hands[1:])}
    )
    outcome = run(bad, ruleset_of(bad))
    assert outcome.error is not None and "hand 1 " in str(outcome.error)
    assert len(outcome.states) == 1  # the start state is kept
