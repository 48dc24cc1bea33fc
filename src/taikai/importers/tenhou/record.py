"""A parsed Tenhou game as a game record of its official results (not its tiles).

Every hand becomes the record's hand: the accepted riichi (``REACH step=2``),
the wins with Tenhou's own han/fu (or yakuman count) and pao seat, or the
draw with its tenpai seats / abortive kind, and the points the record shows
after the hand (the next ``INIT``'s scores, the ``owari`` scores at the end),
which the engine checks. The ruleset is the ``tenhou`` preset; an east-only
game changes only ``length``. An adapter: it translates and holds no rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from taikai.game.record import GameRecord, from_data
from taikai.logs.tenhou import Agari, Riichi, Ryuukyoku, TenhouGame, TenhouHand

ABORTIVE_KINDS = {
    "yao9": "kyuushu_kyuuhai",
    "kaze4": "suufon_renda",
    "reach4": "suucha_riichi",
    "kan4": "suukaikan",
    "ron3": "sanchahou",
}


def rule_changes(game: TenhouGame) -> dict[str, Any]:
    """Field changes to the ``tenhou`` preset this game needs (east-only: ``length``)."""
    return {} if game.east_south else {"length": "tonpuusen"}


def _win(agari: Agari) -> dict[str, Any]:
    win: dict[str, Any] = {"seat": agari.who}
    expected = agari.expected()
    if agari.yakuman:
        win["yakuman"] = len(agari.yakuman)
    else:
        win["han"] = expected["han"]
        win["fu"] = agari.fu
    win["yaku"] = [name for name, _ in expected["yaku"]]
    if agari.pao_who is not None:
        win["pao"] = {"seat": agari.pao_who}
    return win


def _result(results: Sequence[Agari | Ryuukyoku]) -> dict[str, Any]:
    first = results[0]
    if isinstance(first, Ryuukyoku):
        if first.kind in ABORTIVE_KINDS:
            return {"type": "abortive", "kind": ABORTIVE_KINDS[first.kind]}
        nagashi = [seat for seat, delta in enumerate(first.deltas) if delta > 0] if first.kind == "nm" else []
        return {"type": "draw", "tenpai": list(first.tenpai), "nagashi": nagashi}
    wins = [r for r in results if isinstance(r, Agari)]
    if first.tsumo:
        return {"type": "tsumo", "win": _win(first)}
    return {"type": "ron", "discarder": first.from_who, "wins": [_win(w) for w in wins]}


def _points_after(game: TenhouGame, index: int) -> list[int]:
    if index + 1 < len(game.hands):
        return list(game.hands[index + 1].scores)
    # the owari scores include the leftover deposits given to the top: use the last result's own change
    last = game.hands[index].results[-1]
    return [before + delta for before, delta in zip(last.scores, last.deltas, strict=True)]


def _hand(game: TenhouGame, index: int, hand: TenhouHand) -> dict[str, Any]:
    riichi = [e.seat for e in hand.events if isinstance(e, Riichi) and e.step == 2]
    data: dict[str, Any] = {"result": _result(hand.results), "riichi": riichi, "note": hand.label}
    data["points"] = _points_after(game, index)
    return data


def record_of(game: TenhouGame) -> GameRecord:
    """The game record of a Tenhou game's official results, under the ``tenhou`` preset."""
    return from_data(
        {
            "rules": "tenhou",
            "rule_changes": rule_changes(game),
            "players": [player.name for player in game.players],
            "hands": [_hand(game, index, hand) for index, hand in enumerate(game.hands)],
        },
        game.name,
    )
