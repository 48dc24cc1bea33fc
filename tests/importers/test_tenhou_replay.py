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
from taikai.i18n import words
from taikai.importers.tenhou import (
    BadLog,
    check_final,
    decided,
    iter_archive,
    iter_games,
    read_file,
    read_log,
    record_of,
    replay,
)
from taikai.importers.tenhou.mjlog import read
from taikai.importers.tenhou.rules import Era


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


# --------------------------------------------------------------------------- eras and result names


def _json_of(tenhou6_pairs, stem: str) -> dict:
    _, json = next(pair for pair in tenhou6_pairs if pair[0].stem.startswith(stem))
    return loads(json.read_text(encoding="utf-8"))


def _as_log(data: dict, name: str):
    return read_log(dumps(data), name)


def test_a_log_whose_date_does_not_decide_is_decided_by_its_own_final_pt(tenhou6_pairs):
    # the same games dated 2021 (between the evidence of 2020-02 and 2023) or not dated at all: the
    # 2023 tokujou log's unrounded pt decide "not rounded", a 2019 phoenix log's rounded ones "rounded"
    unrounded = _json_of(tenhou6_pairs, "2023053016")
    rounded = _json_of(tenhou6_pairs, "2019081518")
    for name in ("2021060112gm-0029-0000-e54b3b98.json", "saved-without-its-id.json"):
        game = decided(_as_log(dict(unrounded, ref=""), name))
        assert game.rules.era is Era.unrounded_by_result
        assert "final points not rounded, as its own final result shows" in words(game.rules.text)
        assert replay(game)[1].error is None
        other = decided(_as_log(dict(rounded, ref=""), name))
        assert other.rules.era in (Era.rounded_by_result, Era.either)
        assert replay(other)[1].error is None
    # a 2019 date decides "rounded": the 2023 log's unrounded pt then do not reproduce, and it is refused
    misdated = _as_log(dict(unrounded, ref="2019060112gm-0029-0000-e54b3b98"), "x.json")
    assert misdated.rules.era is Era.rounded and decided(misdated) is misdated
    problem = replay(misdated)[1].error
    assert problem is not None and "the log says +63.8 / -23.9 / +9.3 / -49.2" in problem.message


ABORTIVE_NAMES = {
    "九種九牌": "kyuushu_kyuuhai",
    "Kyuushu Kyuuhai": "kyuushu_kyuuhai",
    "四風連打": "suufon_renda",
    "Four Wind Abortion": "suufon_renda",
    "四槓散了": "suukaikan",
    "四開槓": "suukaikan",
    "三家和了": "sanchahou",
    "三家和": "sanchahou",
    "Triple Ron": "sanchahou",
}


@pytest.mark.parametrize(("name", "kind"), ABORTIVE_NAMES.items())
def test_every_abortive_draw_name_is_read(tenhou6_pairs, name, kind):
    # hand 2 of 2019080322gm ends in 九種九牌 (abortive: the dealer stays, one more honba); written with
    # each name Tenhou or a converter gives an abortive draw, the game replays to the same end
    data = _json_of(tenhou6_pairs, "2019080322")
    data["log"][1][16] = [name, *data["log"][1][16][1:]]
    game = _as_log(data, "2019080322gm-00a9-0000-81e85e04.json")
    record, outcome = replay(game)
    assert record.hands[1].result.kind == kind and outcome.error is None


def test_a_triple_ron_ends_the_hand_on_the_discard_taken(tenhou6_pairs):
    # hand 3 of 2019080322gm is a ron: written as Tenhou writes a triple ron (三家和了, no deltas), the
    # hand is an abortive draw and the log stops after it
    data = _json_of(tenhou6_pairs, "2019080322")
    del data["sc"]
    data["log"] = [*data["log"][:2], [*data["log"][2][:16], ["三家和了"]]]
    game = _as_log(data, "2019080322gm-00a9-0000-81e85e04.json")
    record, outcome = replay(game)
    assert record.hands[2].result.kind == "sanchahou" and outcome.error is None
    before, after = outcome.states[-2], outcome.states[-1]
    assert (after.round, after.honba) == (before.round, before.honba + 1)


def test_all_tenpai_and_all_noten_must_fit_the_hands(tenhou6_pairs):
    # hand 5 of 2019081518gm is 流局 with one seat tenpai (+3000): 全員聴牌 / 全員不聴 do not fit it
    data = _json_of(tenhou6_pairs, "2019081518")
    for name in ("全員聴牌", "All Noten"):
        data["log"][5][16] = [name, *data["log"][5][16][1:]]
        with pytest.raises(BadLog, match=f"{name} does not fit the hands: the seats tenpai are 3"):
            _as_log(data, "2019081518gm-00a9-0000-cce9d00c.json")
    data["log"][5][16] = ["流局", *data["log"][5][16][1:]]
    assert replay(_as_log(data, "2019081518gm-00a9-0000-cce9d00c.json"))[1].error is None
