"""Replay validation: the official results of real Tenhou games through the engine, under each log's rules.

For every game, the result of every hand (han/fu or yakuman and pao seat,
tenpai seats or abortive kind, accepted riichi; never the tiles) is fed to
the engine under the ruleset the log states (its GO type: the 75 east-only
games play ``length = tonpuusen``). Each hand carries the points the log
shows after it, which the engine checks; the game must end exactly where the
log ends; the settlement must reproduce the log's own pt.
"""

from __future__ import annotations

import gzip
from collections import Counter

import pytest

from taikai.contracts.jsonio import dumps, loads
from taikai.game.record import ruleset_of
from taikai.game.table import run
from taikai.importers.tenhou import (
    BadLog,
    check_final,
    iter_archive,
    iter_games,
    read_file,
    read_log,
    record_of,
    replay,
)
from taikai.importers.tenhou.mjlog import read


@pytest.fixture(scope="module")
def games(tenhou_archive):
    return list(iter_games(tenhou_archive))


def test_every_game_replays_to_its_score_chain_end_and_owari(games):
    counts: Counter[str] = Counter()
    problems = []
    for game in games:
        record, outcome = replay(game)
        counts["hands"] += len(outcome.states) - 1
        for state in outcome.states[1:]:
            counts[state.last.kind] += 1
            counts["paid winners"] += len(state.last.winners) if state.last.kind in ("ron", "tsumo") else 0
        if outcome.error is not None:  # a hand whose points differ, the end, or the pt
            problems.append(f"{game.name}: {outcome.error}")
            continue
        counts["games"] += 1
        counts[outcome.final.reason.code] += 1
        counts[record.rule_changes.get("length", "hanchan")] += 1
    assert problems == []
    # the README's counts: 722 games (647 east-south, 75 east-only), 7,344 hands
    assert (counts["games"], counts["hanchan"], counts["tonpuusen"]) == (722, 647, 75)
    assert counts["hands"] == 7344
    # 6,204 official wins (2,501 tsumo; 3,703 ron incl. 42 second winners of a double ron),
    # 1,089 exhaustive draws (one with nagashi mangan), 93 abortive draws (86 + 5 + 2)
    assert counts["paid winners"] == 6204 and counts["tsumo"] == 2501
    assert counts["ron"] == 3703 - 42
    assert (counts["draw"], counts["abortive"]) == (1089, 93)
    # the logs exercise the end rules: tobi and agariyame/tenpaiyame happen in real games
    assert counts["end_tobi"] > 0
    assert counts["end_dealer_stops"] > 0


def test_east_only_games_play_tonpuusen_by_their_go_type(games):
    # GO type 225 (0xE1) has no east-south bit: the record plays tonpuusen, and under the hanchan the
    # preset alone gives, such a game does not end where the log ends
    east = next(game for game in games if game.rules.type_flags == 225)
    record = record_of(east)
    assert (record.rules, dict(record.rule_changes)) == ("tenhou", {"length": "tonpuusen"})
    outcome = run(record, ruleset_of(record))
    assert outcome.error is None and outcome.final.over
    as_hanchan = record.model_copy(update={"rule_changes": {}})
    other = run(as_hanchan, ruleset_of(as_hanchan))
    assert other.error is not None or not other.final.over


def test_a_changed_result_is_caught_at_its_hand(games):
    record = record_of(games[0])
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


def test_a_log_cut_at_several_places_replays_its_complete_hands(tenhou_archive):
    name, text = next(iter_archive(tenhou_archive))
    whole = read(text, name)
    starts = [index for index in range(len(text)) if text.startswith("<INIT", index)]
    assert len(starts) == len(whole.hands) > 4

    def after_first_discard(k: int) -> str:  # the text up to hand k's first discard
        return text[: text.index("/>", text.index("<D", starts[k - 1])) + 2]

    # inside hand 1 no hand is complete: a bad log, said clearly
    with pytest.raises(BadLog, match="no complete hand in the log"):
        read(after_first_discard(1), name)
    # inside hand k: hands 1..k-1 are complete; the engine replays them exactly (their points
    # checked) and the game is not over
    for k in (2, 3, len(starts) // 2, len(starts)):
        game = read(after_first_discard(k), name)
        assert game.hands == whole.hands[: k - 1] and game.cut.hand == k
        assert game.cut.label == whole.hands[k - 1].label
        assert game.warnings[0].code == "log_cut" and f"in hand {k} " in game.warnings[0].message
        _, outcome = replay(game)
        assert outcome.error is None and len(outcome.states) == k and not outcome.final.over
    # cut just before hand 4's INIT: hand 3 has its result, but a second ron winner could have
    # followed, so hand 3 is not replayed either
    game = read(text[: starts[3]], name)
    assert game.hands == whole.hands[:2] and (game.cut.hand, game.cut.label) == (3, whole.hands[2].label)


# --------------------------------------------------------------------------- the tenhou.net/6 samples


def test_the_pao_double_yakuman_charges_the_pao_seat_the_whole_hand(tenhou6_pairs):
    # 2019103023gm, East 4, 3 honba (hand 7): seat 0 tsumo daisangen + tsuuiisou (2 yakuman, non-dealer:
    # 2 x 32,000 = 64,000) with seat 2 liable (pao). Tenhou's deltas: +64,900 / 0 / -64,900 / 0 =
    # the whole 64,000 and the 3 x 300 honba from the pao seat. yakuman_pao_rule_for_multiple = whole.
    xml, json = next(pair for pair in tenhou6_pairs if pair[0].stem.startswith("2019103023"))
    for path in (xml, json):
        game = read_file(path)
        win = game.hands[6].wins[0]
        assert (win.yakuman, win.yakuman_count, win.pao_who) == (("daisangen", "tsuuiisou"), 2, 2)
        record, outcome = replay(game)
        assert outcome.error is None
        assert outcome.states[7].last.deltas == (64900, 0, -64900, 0)
        # the defect: charging the pao seat only its own yakuman refuses the game at that hand
        part_only = record.model_copy(update={"rule_changes": {"yakuman_pao_rule_for_multiple": "part_only"}})
        refused = run(part_only, ruleset_of(part_only))
        assert refused.error is not None and refused.error.message.startswith("hand 7 (East 4, 3 honba)")


def test_the_tokujou_log_is_settled_without_rounding(tenhou6_pairs):
    # 2023053016gm (GO type 41 = tokujou, 特南喰赤): final points 53,800 / 16,100 / 29,300 / 800 settle
    # unrounded as (53.8 - 30) + 40 = 63.8, (16.1 - 30) - 10 = -23.9, (29.3 - 30) + 10 = 9.3,
    # (0.8 - 30) - 20 = -49.2, the log's own owari
    xml, json = next(pair for pair in tenhou6_pairs if pair[0].stem.startswith("2023053016"))
    for path in (xml, json):
        game = read_file(path)
        record, outcome = replay(game)
        assert dict(record.rule_changes) == {"final_points_rounding": "none"}
        assert [str(r.score) for r in outcome.settlement.results] == ["63.8", "-23.9", "9.3", "-49.2"]
        assert outcome.error is None
        # under the phoenix room's rounding the settlement differs, and the replay says so
        rounded = record_of(game, "tenhou")
        other = run(rounded, ruleset_of(rounded))
        assert [str(r.score) for r in other.settlement.results] == ["64.0", "-24.0", "9.0", "-49.0"]

        problem = check_final(game, other)
        assert problem is not None and problem.code == "not_reproduced"
        assert (
            "settles +64.0 / -24.0 / +9.0 / -49.0, the log says +63.8 / -23.9 / +9.3 / -49.2"
            in problem.message
        )


def test_a_gzipped_copy_reads_the_same(tenhou6_pairs, tmp_path):
    for paths in tenhou6_pairs:
        for path in paths:
            packed = tmp_path / (path.name + ".gz")
            packed.write_bytes(gzip.compress(path.read_bytes()))
            assert read_file(packed).hands == read_file(path).hands
            assert record_of(read_file(packed)) == record_of(read_file(path))


def test_a_json_log_cut_at_each_hand_replays_the_hands_before(tenhou6_pairs):
    _, json = tenhou6_pairs[0]
    data = loads(json.read_text(encoding="utf-8"))
    whole = read_file(json)
    for k in range(2, len(data["log"]) + 1):
        cut = dict(data, log=[*data["log"][: k - 1], data["log"][k - 1][:16]])
        game = read_log(dumps(cut), json.name)
        assert game.hands == whole.hands[: k - 1] and game.cut.hand == k
        _, outcome = replay(game)
        assert outcome.error is None and len(outcome.states) == k
