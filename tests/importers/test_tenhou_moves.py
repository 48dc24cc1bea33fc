"""Move-by-move replay of real Tenhou logs through the engine, and real logs edited to break a rule.

The validation set is ``../shared/data`` (skipped when absent): the 6 tenhou.net/6 games (each as
mjlog and JSON) and a deterministic sample of the 722 phoenix-room games (every 12th; the whole set
is replayed by ``bench/bench_replay_moves.py``). Every action must be legal and every hand's result
(winners and values, draw kind and tenpai seats, points after the hand) the log's.

The edited logs are real ones changed in one place: a call by a seat that cannot make it, a ron in
furiten (another copy of the winning tile let pass in between), a riichi discarding a tile that
leaves the hand not tenpai; and a real kata-agari win replayed under rules that ban it. Each is
refused with the engine's code, the hand, the turn and the seat.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from tests.conftest import sampled_games

from taikai.hand.shanten import shanten
from taikai.i18n import words
from taikai.importers.tenhou import read_file
from taikai.importers.tenhou.model import Agari, Call, Discard, Draw, Riichi, TenhouGame
from taikai.importers.tenhou.moves import replay_moves
from taikai.reasons import Reason
from taikai.rules import with_changes


@pytest.fixture(scope="module")
def tenhou6_games(tenhou6_pairs) -> list[TenhouGame]:
    return [read_file(path) for pair in tenhou6_pairs for path in pair]


def test_the_tenhou6_games_replay_move_by_move(tenhou6_games):
    runs = [replay_moves(game) for game in tenhou6_games]
    assert [str(p) for run in runs for p in run.problems] == []
    assert sum(run.hands for run in runs) == 2 * 70
    assert sum(run.actions for run in runs) > 2 * 70 * 50  # every draw, discard and call was an action


def test_a_sample_of_the_phoenix_games_replays_move_by_move(tenhou_archive):
    games = sampled_games(tenhou_archive, 12)
    runs = [replay_moves(game) for game in games]
    assert len(games) == 61
    assert [str(p) for run in runs for p in run.problems] == []


def _edited(game: TenhouGame, index: int, events: list) -> TenhouGame:
    hands = list(game.hands)
    hands[index] = dataclasses.replace(hands[index], events=tuple(events))
    return dataclasses.replace(game, hands=tuple(hands))


def _refusal(game: TenhouGame) -> dict:
    """The one refusal of a replay: the engine's problem and where (hand, turn, seat)."""
    problems = replay_moves(game).problems
    assert len(problems) == 1, [str(p) for p in problems]
    assert problems[0].code == "not_reproduced"
    illegal = problems[0].params["problem"]
    assert illegal.code == "engine_illegal"
    for lang in ("en", "ja"):
        assert "engine_" not in words(problems[0].reason, lang)
    return illegal.as_dict()


def test_an_illegal_call_is_refused(tenhou6_games):
    game = tenhou6_games[0]
    index, at = next(
        (index, at)
        for index, hand in enumerate(game.hands)
        for at, e in enumerate(hand.events)
        if isinstance(e, Call) and e.meld.type == "chi"
    )
    events = list(game.hands[index].events)
    call = events[at]
    events[at] = dataclasses.replace(call, seat=(call.seat + 1) % 4)  # the chi from across the table
    found = _refusal(_edited(game, index, events))
    assert found["problem"].code == "engine_chi_not_left"
    assert found["hand"] == game.hands[index].label
    assert found["seat"].as_dict() == {"number": (call.seat + 1) % 4}
    assert found["turn"] == 1 + sum(isinstance(e, Discard) for e in events[:at])


def _furiten_edit(game: TenhouGame) -> tuple[int, list, int] | None:
    """A ron hand where, between the winner's last discard and the ron, another seat's tsumogiri can
    become an unseen copy of the winning tile: (hand index, edited events, winner)."""
    for index, hand in enumerate(game.hands):
        wins = hand.wins
        if len(wins) != 1 or wins[0].tsumo:
            continue
        win: Agari = wins[0]
        events = list(hand.events)
        last = max(i for i, e in enumerate(events) if isinstance(e, Discard) and e.seat == win.who)
        shown = {t for start in hand.starting_hands for t in start}
        shown |= {e.tile for e in events if isinstance(e, Draw | Discard)} | set(win.dora_indicators)
        shown |= set(win.ura_indicators)
        unseen = [t for t in range(win.win_tile // 4 * 4, win.win_tile // 4 * 4 + 4) if t not in shown]
        for i in range(last + 1, len(events) - 2):
            draw, discard = events[i], events[i + 1]
            if (
                unseen
                and isinstance(draw, Draw)
                and isinstance(discard, Discard)
                and not draw.rinshan
                and draw.seat != win.who
                and discard.tsumogiri
                and not any(isinstance(e, Riichi) for e in events[i - 1 : i + 3])
            ):
                events[i] = Draw(draw.seat, unseen[0])
                events[i + 1] = Discard(draw.seat, unseen[0], tsumogiri=True)
                return index, events, win.who
    return None


def test_a_furiten_ron_is_refused(tenhou6_games):
    found = next(edit for game in tenhou6_games if (edit := _furiten_edit(game)) is not None)
    game = next(game for game in tenhou6_games if _furiten_edit(game) == found)
    index, events, winner = found
    refusal = _refusal(_edited(game, index, events))
    assert refusal["problem"].code == "engine_furiten"
    assert refusal["seat"].as_dict() == {"number": winner}
    assert refusal["hand"] == game.hands[index].label


def _noten_riichi_edit(game: TenhouGame) -> tuple[int, list, int, int] | None:
    """A riichi by a seat without calls, its discard changed to a tile that leaves it not tenpai."""
    for index, hand in enumerate(game.hands):
        events = list(hand.events)
        for at, event in enumerate(events):
            if not (isinstance(event, Riichi) and event.step == 1):
                continue
            seat = event.seat
            if any(isinstance(e, Call) and e.seat == seat for e in events[:at]):
                continue
            held = list(hand.starting_hands[seat])
            for e in events[:at]:
                if isinstance(e, Draw) and e.seat == seat:
                    held.append(e.tile)
                elif isinstance(e, Discard) and e.seat == seat:
                    held.remove(e.tile)
            for tile in held:
                counts = [0] * 34
                for t in held:
                    counts[t // 4] += 1
                counts[tile // 4] -= 1
                if shanten(counts) > 0:
                    discard = events[at + 1]
                    assert isinstance(discard, Discard)
                    events[at + 1] = Discard(seat, tile, tsumogiri=False)
                    return index, events, seat, 1 + sum(isinstance(e, Discard) for e in events[:at])
    return None


def test_a_riichi_out_of_tenpai_is_refused(tenhou6_games):
    game = tenhou6_games[0]
    index, events, seat, turn = _noten_riichi_edit(game)
    refusal = _refusal(_edited(game, index, events))
    assert refusal["problem"].code == "engine_riichi_not_tenpai"
    assert (refusal["hand"], refusal["turn"], refusal["seat"].as_dict()) == (
        game.hands[index].label,
        turn,
        {"number": seat},
    )


def test_a_kata_agari_win_is_refused_where_the_ruleset_bans_it(tenhou6_games):
    # 2019081518gm-...-cce9d00c, E4-1: seat 2's ron is kata-agari (its other wait, 9m, gives no
    # yaku), which Tenhou allows; under the same rules with no_kata_agari the win is refused
    (game,) = [g for g in tenhou6_games if g.name == "2019081518gm-00a9-0000-cce9d00c.json"]
    assert replay_moves(game).problems == ()
    banned = with_changes(game.rules.ruleset, {"atozuke": "no_kata_agari"})
    problems = replay_moves(game, banned).problems
    assert len(problems) == 1, [str(p) for p in problems]
    refusal = problems[0].params["problem"].as_dict()
    assert (refusal["hand"], refusal["turn"], refusal["seat"].as_dict()) == ("E4-1", 57, {"number": 2})
    assert refusal["problem"].code == "engine_win_refused"
    assert refusal["problem"].as_dict()["problem"] == Reason.of("score_kata_agari_ron", tile="9m")
    assert "kata-agari" in words(problems[0].reason, "en") and "片和了り" in words(problems[0].reason, "ja")


def test_a_result_other_than_the_logs_is_a_disagreement(tenhou6_games):
    game = tenhou6_games[0]
    index = next(i for i, hand in enumerate(game.hands) if hand.wins)
    hand = game.hands[index]
    win = hand.results[0]
    changed = dataclasses.replace(hand, results=(dataclasses.replace(win, points=win.points + 1000),))
    game = dataclasses.replace(game, hands=(*game.hands[:index], changed, *game.hands[index + 1 :]))
    problems = replay_moves(game).problems
    assert len(problems) == 1
    assert problems[0].params["what"].code == "moves_what_value"
    assert problems[0].params["hand"] == hand.label


def test_a_dora_indicator_turned_elsewhere_is_a_disagreement(tenhou6_games):
    game, index, at = next(
        (game, index, at)
        for game in tenhou6_games
        for index, hand in enumerate(game.hands)
        for at, event in enumerate(hand.events)
        if type(event).__name__ == "NewDora"
    )
    events = list(game.hands[index].events)
    events.insert(at + 2, events.pop(at))  # the new indicator two events later
    problems = replay_moves(_edited(game, index, events)).problems
    assert [p.params["what"].code for p in problems] == ["moves_what_draws"]


@pytest.mark.parametrize(
    ("kind", "missing", "code"), [("pon", "called", "moves_no_called"), ("kakan", "added", "moves_no_added")]
)
def test_a_call_without_its_tile_is_refused_not_asserted(tenhou6_games, kind, missing, code):
    game, index, at = next(
        (game, index, at)
        for game in tenhou6_games
        for index, hand in enumerate(game.hands)
        for at, event in enumerate(hand.events)
        if isinstance(event, Call) and event.meld.type == kind
    )
    events = list(game.hands[index].events)
    call = events[at]
    events[at] = dataclasses.replace(call, meld=dataclasses.replace(call.meld, **{missing: None}))
    problems = replay_moves(_edited(game, index, events)).problems
    assert len(problems) == 1
    assert problems[0].params["where"].as_dict()["hand"] == game.hands[index].label
    assert problems[0].params["problem"].as_dict() == {"seat": call.seat}
    assert problems[0].params["problem"].code == code
    for lang in ("en", "ja"):
        assert "moves_" not in words(problems[0].reason, lang)


def test_a_triple_ron_is_the_logs_abortive_draw():
    # Hand-made: the dealer (0) draws 9p and discards 3p, on which all three others wait (1: 45p,
    # 2: 24p, 3: 45p, each a closed tanyao): three rons, an abortive draw (sanchahou) in the log
    # (RYUUKYOKU type="ron3") and under the log's rules (the fold's result).
    game = read_file(Path(__file__).parent / "fixtures" / "tenhou_ron3.xml")
    run = replay_moves(game)
    assert [str(p) for p in run.problems] == []
    assert (run.hands, run.actions) == (1, 2)  # the discard, the answer of three rons


def test_the_dealers_streak_is_carried_from_hand_to_hand(tenhou6_pairs):
    """The log's table does not say the dealer's streak (paarenchan): the replay carries it. In
    2019081518gm the dealer of South 1 wins S1-0, S1-1 and S1-2: the third win is the dealer's third
    in a row, and the streak after it is 3; the next dealer starts again from 0."""
    from taikai.importers.tenhou.moves import _replayed

    game = read_file(tenhou6_pairs[2][0])
    ended = [end for _, end, _ in _replayed(game, game.rules.ruleset)]
    labels = [hand.label for hand in game.hands]
    first = labels.index("S1-0")
    assert labels[first : first + 3] == ["S1-0", "S1-1", "S1-2"]
    results = [ended[first + n].hand.result for n in range(3)]
    wins = [result.win if result.type == "tsumo" else result.wins[0] for result in results]
    assert [win.request.request.consecutive_wins for win in wins] == [1, 2, 3]
    assert [ended[first + n].after.streak for n in range(4)] == [1, 2, 3, 0]
