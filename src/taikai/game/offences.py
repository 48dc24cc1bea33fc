"""Offences in recorded play: what the ruleset makes of a broken rule, proposed to staff, never imposed.

The move-by-move engine refuses an action a ruleset does not allow (``engine_illegal``: the hand,
the turn, the seat and the problem). Some of those refusals are what a rule document defines as an
offence when it happens at a table (002: a ron in furiten, a win on a tile that gives no yaku,
a noten riichi at the draw; 001: the cases of アガリ放棄; M-League: an ankan after riichi that changes
the wait): a log holding one is a record of that offence, not a broken file. Which refusal is an
offence and what it costs comes from ``Ruleset.offences`` (``none``: not an offence, the log is
refused as illegal play).

Pure: :func:`offence_of` judges one engine refusal, :func:`applied` gives the record with the
ruleset's penalty in it (the fold pays a chombo as ``chombo.kind`` says; a lost right to win makes
the offender noten at the draw). Nothing here stores or decides for staff.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from taikai.errors import TaikaiError
from taikai.game.codes import seat as seat_word
from taikai.game.engine.codes import EngineCode
from taikai.game.record import ChomboClaim, Draw, GameRecord, Hand, Result
from taikai.game.record import Ron as RonResult
from taikai.game.record import Tsumo as TsumoResult
from taikai.game.state import hand_label
from taikai.reasons import Reason
from taikai.rules import Ruleset
from taikai.rules.kinds import OffenceCost

__all__ = ["Offence", "OffenceCode", "OffenceError", "OffenceKind", "applied", "offence_of"]


class OffenceKind(StrEnum):
    """The offences recorded play can hold; each is the field of ``Ruleset.offences`` of its name."""

    furiten_ron = "furiten_ron"
    wrong_win = "wrong_win"
    noten_riichi = "noten_riichi"
    riichi_kan = "riichi_kan"
    kuikae = "kuikae"


class OffenceCode(StrEnum):
    """The message keys of offences (catalog section "offences")."""

    offence = "offence"  # hand {hand}, turn {turn}, {seat}: {kind}: {problem} ({rule} = {cost})
    furiten_ron = "offence_furiten_ron"
    wrong_win = "offence_wrong_win"
    noten_riichi = "offence_noten_riichi"
    riichi_kan = "offence_riichi_kan"
    kuikae = "offence_kuikae"
    cost_chombo = "offence_cost_chombo"
    cost_no_win = "offence_cost_no_win"
    cannot_apply = "offence_cannot_apply"  # {offence}: the offender won the hand
    riichi_at_draw = "offence_riichi_at_draw"  # {offence}: the offender is in riichi at the draw


#: The engine's refusal that each offence is (a win on a tile that does not complete the hand is a
#: wrong win as much as one the scorer refuses).
_BY_PROBLEM: dict[str, OffenceKind] = {
    EngineCode.furiten: OffenceKind.furiten_ron,
    EngineCode.win_refused: OffenceKind.wrong_win,
    EngineCode.not_complete: OffenceKind.wrong_win,
    EngineCode.riichi_not_tenpai: OffenceKind.noten_riichi,
    EngineCode.kan_riichi: OffenceKind.riichi_kan,
    EngineCode.kuikae: OffenceKind.kuikae,
}


class OffenceError(TaikaiError):
    """A penalty that cannot be applied to the record as it is (staff edit the hand instead)."""

    code = "offence_cannot_apply"


@dataclass(frozen=True, slots=True)
class Offence:
    """One offence: its kind, what the ruleset makes it cost, where (the hand's index in the game and
    its label, the turn, the seat) and the engine's words for what was done."""

    kind: OffenceKind
    cost: OffenceCost
    hand: int
    label: str
    turn: int
    seat: int
    problem: Reason

    @property
    def rule(self) -> str:
        """The ruleset field that makes it an offence."""
        return f"offences.{self.kind.value}"

    def data(self) -> dict[str, object]:
        """The offence as JSON data (:meth:`of_data` reads it back)."""
        return {
            "kind": self.kind.value,
            "cost": self.cost.value,
            "hand": self.hand,
            "label": self.label,
            "turn": self.turn,
            "seat": self.seat,
            "problem": _plain(self.problem),
        }

    @classmethod
    def of_data(cls, data: Mapping[str, Any]) -> Offence:
        return cls(
            OffenceKind(data["kind"]),
            OffenceCost(data["cost"]),
            int(data["hand"]),
            str(data["label"]),
            int(data["turn"]),
            int(data["seat"]),
            _reason(data["problem"]),
        )

    @property
    def reason(self) -> Reason:
        """The offence in words: where, what, and the rule with its cost."""
        return Reason.of(
            OffenceCode.offence,
            hand=hand_label(self.label),
            turn=self.turn,
            seat=seat_word(self.seat),
            kind=Reason(OffenceCode[self.kind.value]),
            problem=self.problem,
            rule=self.rule,
            cost=Reason(OffenceCode[f"cost_{self.cost.value}"]),
        )


def _plain(value: object) -> object:
    if isinstance(value, Reason):
        return {"code": str(value.code), "params": {key: _plain(item) for key, item in value.params}}
    if isinstance(value, tuple | list):
        return [_plain(item) for item in value]
    return value


def _value(value: object) -> object:
    if isinstance(value, Mapping):
        return _reason(value)
    if isinstance(value, list):
        return tuple(_value(item) for item in value)
    return value


def _reason(data: Mapping[str, Any]) -> Reason:
    return Reason(str(data["code"]), tuple((key, _value(item)) for key, item in data["params"].items()))


def offence_of(illegal: Reason, ruleset: Ruleset, hand: int, result: Result | None) -> Offence | None:
    """The offence an engine refusal (``engine_illegal``, in the ``hand``-th hand of a game that ended
    with ``result``) is under ``ruleset``, or None when the ruleset does not make it one."""
    if illegal.code != EngineCode.illegal:
        return None
    params = illegal.as_dict()
    problem = params.get("problem")
    if not isinstance(problem, Reason) or problem.code not in _BY_PROBLEM:
        return None
    kind = _BY_PROBLEM[problem.code]
    cost = OffenceCost(getattr(ruleset.offences, kind.value))
    if cost is OffenceCost.none:
        return None
    at_draw_only = kind is OffenceKind.noten_riichi and ruleset.offences.noten_riichi_at_draw_only
    if at_draw_only and not isinstance(result, Draw):
        return None
    seat = params["seat"]
    number = seat.as_dict()["number"] if isinstance(seat, Reason) else seat
    assert isinstance(number, int)
    turn = params["turn"]
    assert isinstance(turn, int)
    return Offence(kind, cost, hand, str(params["hand"]), turn, number, problem)


def _won(result: Result, seat: int) -> bool:
    if isinstance(result, RonResult):
        return any(win.seat == seat for win in result.wins)
    return isinstance(result, TsumoResult) and result.win.seat == seat


def _penalized(hand: Hand, offence: Offence) -> Hand:
    if offence.cost is OffenceCost.chombo:
        return hand.model_copy(update={"chombo": (*hand.chombo, ChomboClaim(seat=offence.seat))})
    # no_win: no win, no call for the rest of the hand, noten at the draw
    result = hand.result
    if _won(result, offence.seat):
        raise OffenceError.of(OffenceCode.cannot_apply, offence=offence.reason)
    if isinstance(result, Draw) and offence.seat in result.tenpai:
        if offence.seat in hand.riichi:
            raise OffenceError.of(OffenceCode.riichi_at_draw, offence=offence.reason)
        tenpai = tuple(seat for seat in result.tenpai if seat != offence.seat)
        return hand.model_copy(update={"result": result.model_copy(update={"tenpai": tenpai})})
    return hand


def applied(record: GameRecord, offence: Offence) -> GameRecord:
    """``record`` with the ruleset's penalty for ``offence`` in its hand: a chombo beside the hand's
    result (paid by ``chombo.kind``), or, for a lost right to win, the offender noten at an exhaustive
    draw (a hand the offender won cannot be rewritten: :class:`OffenceError`). The points after each
    hand from the offence on are no longer the log's: they are left to the fold."""
    hands = list(record.hands)
    hands[offence.hand] = _penalized(hands[offence.hand], offence)
    for index in range(offence.hand, len(hands)):
        if hands[index].points is not None:
            hands[index] = hands[index].model_copy(update={"points": None})
    return record.model_copy(update={"hands": tuple(hands)})
