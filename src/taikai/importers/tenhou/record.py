"""A Tenhou game as a game record (version 2) of its official results and its play, and its replay.

Every hand becomes the record's hand: its play (:mod:`.play`: start hands, draws, discards, calls,
dora, the results' deltas), the accepted riichi, the wins with the
log's own value and pao seat, or the draw with its tenpai seats or abortive
kind, and the points the log shows after the hand (the next hand's start,
the last result's own change at the end), which the engine checks. A win's
value is its yakuman count, or its han with the fu when the fu decides the
value (below 5 han): a tenhou.net/6 limit hand gives no fu, so a mangan of 3
or 4 han takes the fu of the hand's own tiles, scored by taikai under the
log's rules, which must pay what the log says. So the mjlog and the
tenhou.net/6 JSON of one game give the same record.

The ruleset is the log's (:mod:`~taikai.importers.tenhou.rules`), or the one
the caller names (a competition's, or a Mahjong Soul log's, which states no
rules taikai reads). :func:`replay` runs the record and compares the end with
the platform's own (``owari``): a difference is an error with both values.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from taikai.contracts.game import parse_record
from taikai.contracts.rules import load_ruleset
from taikai.contracts.score import parse_request
from taikai.errors import TaikaiError
from taikai.game.record import PLAY_VERSION, GameRecord
from taikai.game.table import GameRun, run
from taikai.hand.scorer import score
from taikai.importers.codes import ImportCode
from taikai.importers.tenhou.model import Agari, BadLog, Ryuukyoku, TenhouGame, TenhouHand
from taikai.importers.tenhou.play import play_of
from taikai.importers.tenhou.rules import Era
from taikai.importers.tenhou.situation import request, riichi_seats
from taikai.reasons import Reason
from taikai.rules import Ruleset, with_changes

__all__ = ["ABORTIVE_KINDS", "NotReproduced", "check_final", "decided", "points_after", "record_of", "replay"]

#: Tenhou's abortive draw types -> the record's abortive kinds.
ABORTIVE_KINDS = {
    "yao9": "kyuushu_kyuuhai",
    "kaze4": "suufon_renda",
    "reach4": "suucha_riichi",
    "kan4": "suukaikan",
    "ron3": "sanchahou",
}


class NotReproduced(TaikaiError):
    """A log whose end the engine does not reproduce under the ruleset it was replayed with."""

    code = "not_reproduced"


def _rules_of(game: TenhouGame, rules: str | Ruleset | None) -> tuple[str | Ruleset, dict[str, Any]]:
    if rules is not None:
        return rules, {}
    if game.rules is None:
        raise BadLog.of(ImportCode.log_states_no_rules, name=game.name)
    return game.rules.preset, dict(game.rules.rule_changes)


def _limit_fu(game: TenhouGame, hand: TenhouHand, agari: Agari, ruleset: Ruleset) -> int:
    """The fu of a limit hand the log gives no fu for, from its tiles (the log's value must follow)."""
    where = Reason.of(ImportCode.log_win_of_seat, log=game.name, hand=hand.label, seat=agari.who)
    try:
        result = score(parse_request(request(game, hand, agari, ruleset)), ruleset.hand)
    except TaikaiError as error:
        raise NotReproduced.of(
            ImportCode.log_not_a_win, where=where, ruleset=ruleset.name, problem=error.problems[0]
        ) from None
    if result.points != agari.points or result.han != agari.han:
        raise NotReproduced.of(
            ImportCode.log_scores_differently,
            where=where,
            han=result.han,
            points=result.points,
            ruleset=ruleset.name,
            log_han=agari.han,
            log_points=agari.points,
        )
    return result.fu


def _win(game: TenhouGame, hand: TenhouHand, agari: Agari, ruleset: Ruleset) -> dict[str, Any]:
    win: dict[str, Any] = {"seat": agari.who}
    if agari.yakuman_count:
        win["yakuman"] = agari.yakuman_count
    else:
        win["han"] = agari.han
        if agari.han < 5:
            win["fu"] = agari.fu if agari.fu is not None else _limit_fu(game, hand, agari, ruleset)
    win["yaku"] = [name for name, _ in agari.yaku] + list(agari.yakuman)
    if agari.pao_who is not None:
        win["pao"] = {"seat": agari.pao_who}
    return win


def _result(game: TenhouGame, hand: TenhouHand, ruleset: Ruleset) -> dict[str, Any]:
    first = hand.results[0]
    if isinstance(first, Ryuukyoku):
        if first.kind in ABORTIVE_KINDS:
            return {"type": "abortive", "kind": ABORTIVE_KINDS[first.kind]}
        nagashi = [seat for seat, delta in enumerate(first.deltas) if delta > 0] if first.kind == "nm" else []
        return {"type": "draw", "tenpai": list(first.tenpai), "nagashi": nagashi}
    if first.tsumo:
        return {"type": "tsumo", "win": _win(game, hand, first, ruleset)}
    wins = [_win(game, hand, agari, ruleset) for agari in hand.wins]
    return {"type": "ron", "discarder": first.from_who, "wins": wins}


def points_after(game: TenhouGame, index: int) -> list[int]:
    """The points after hand ``index`` as the log shows them (the next hand's start, else the last
    result's)."""
    if index + 1 < len(game.hands):
        return list(game.hands[index + 1].scores)
    # the final scores include the leftover deposits given to the top: use the last result's own change
    last = game.hands[index].results[-1]
    return [before + delta for before, delta in zip(last.scores, last.deltas, strict=True)]


def _hand(game: TenhouGame, index: int, ruleset: Ruleset) -> dict[str, Any]:
    hand = game.hands[index]
    return {
        "result": _result(game, hand, ruleset),
        "riichi": list(riichi_seats(hand.events)),
        "note": hand.label,
        "points": points_after(game, index),
        "play": play_of(game, hand),
    }


def record_of(game: TenhouGame, rules: str | Ruleset | None = None) -> GameRecord:
    """The game record of ``game``'s official results, under the log's rules or under ``rules``: a
    ruleset, or its name (a preset or a path, as a record's ``rules``); BadLog when neither gives one
    (a Mahjong Soul log states none)."""
    rules_of, changes = _rules_of(game, rules)
    if isinstance(rules_of, Ruleset):
        named, name = rules_of, rules_of.name
    else:
        named, name = load_ruleset(rules_of, base=None), rules_of  # the log's preset, or the one named
    ruleset = with_changes(named, changes)  # the record's own merge
    return parse_record(
        {
            "version": PLAY_VERSION,
            "rules": name,
            "rule_changes": changes,
            "players": [player.name for player in game.players],
            "hands": [_hand(game, index, ruleset) for index in range(len(game.hands))],
        },
        game.name,
        ruleset=named,
    )


def _pt(values: Sequence[Any]) -> str:
    return " / ".join(f"{value:+}" for value in values)


def check_final(game: TenhouGame, outcome: GameRun) -> TaikaiError | None:
    """Whether the replay ends the game where the log does, with the log's own pt (None: it does, or
    there is nothing to compare: the replay failed already, or the log stops before its end)."""
    if outcome.error is not None or game.owari is None:
        return None
    if outcome.settlement is None:
        return NotReproduced.of(
            ImportCode.log_ends_engine_plays_on,
            log=game.name,
            hands=len(game.hands),
            next=outcome.final.label,
        )
    pt = tuple(result.score for result in outcome.settlement.results)
    if pt != game.owari.pt:
        return NotReproduced.of(
            ImportCode.log_pt_differ, log=game.name, replay=_pt(pt), pt=_pt(game.owari.pt)
        )
    return None


def _reproduces(game: TenhouGame) -> bool:
    try:
        outcome = run(record_of(game))
    except TaikaiError:
        return False
    return outcome.error is None and check_final(game, outcome) is None


def decided(game: TenhouGame) -> TenhouGame:
    """``game`` with its final rounding decided when its date does not decide it (a log of 2020-03 to
    2022, or one without a date): by its own final pt, the variant that reproduces them (its rules'
    ``era`` says which, or that either does); unchanged when its date decides, when it states no
    rules, when it stops before its end, or when neither variant reproduces it (the replay then
    says why)."""
    rules = game.rules
    if rules is None or game.owari is None or len(rules.variants()) == 1:
        return game
    found = [variant for variant in rules.variants() if _reproduces(dataclasses.replace(game, rules=variant))]
    if not found:
        return game
    era = found[0].era if len(found) == 1 else Era.either
    return dataclasses.replace(game, rules=rules.decided(era))


def replay(game: TenhouGame, rules: str | Ruleset | None = None) -> tuple[GameRecord, GameRun]:
    """The record of ``game`` (see :func:`record_of`; under the log's rules, its rounding decided by
    :func:`decided`) run by the engine; the run's error says where the replay and the log part (a
    hand's points, or the end of the game and its pt)."""
    if rules is None:
        game = decided(game)
    record = record_of(game, rules)
    outcome = run(record)
    problem = check_final(game, outcome)
    return record, outcome if problem is None else dataclasses.replace(outcome, error=problem)
