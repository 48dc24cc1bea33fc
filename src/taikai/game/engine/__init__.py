"""The tile-level engine: a hand as a pure state machine under any ruleset.

>>> import random
>>> from taikai.rules import load
>>> from taikai.game.state import start
>>> ruleset = load("mleague")
>>> state, events = deal(start(ruleset), ruleset, Wall.shuffled(random.Random(1)))
>>> state.phase.value, state.actor, len(state.seats[0].hand)
('turn', 0, 14)
"""

from taikai.game.engine.codes import EngineCode
from taikai.game.engine.model import (
    Action,
    Ankan,
    Called,
    Chi,
    Daiminkan,
    Declare,
    Discard,
    Discarded,
    DoraShown,
    Drew,
    Ended,
    Event,
    HandState,
    IllegalAction,
    Kakan,
    Kyuushu,
    Meld,
    Phase,
    Pon,
    Respond,
    RiichiAccepted,
    Ron,
    SeatState,
    Tsumo,
    Wall,
)
from taikai.game.engine.play import deal, legal_actions, problem, step

__all__ = [
    "Action",
    "Ankan",
    "Called",
    "Chi",
    "Daiminkan",
    "Declare",
    "Discard",
    "Discarded",
    "DoraShown",
    "Drew",
    "Ended",
    "EngineCode",
    "Event",
    "HandState",
    "IllegalAction",
    "Kakan",
    "Kyuushu",
    "Meld",
    "Phase",
    "Pon",
    "Respond",
    "RiichiAccepted",
    "Ron",
    "SeatState",
    "Tsumo",
    "Wall",
    "deal",
    "legal_actions",
    "problem",
    "step",
]
