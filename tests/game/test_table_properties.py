"""Hypothesis: points are conserved hand by hand except by stated confiscations; pt sum to the residue."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from taikai.contracts.game import parse_record
from taikai.game.settle import penalty_pt
from taikai.game.table import apply, run
from taikai.rules import load
from taikai.rules.model import ChomboKind, FuMode

PRESETS = ["mleague", "hitonazo-m", "ron-of-20xx", "itsuka-chuuren", "tenhou"]
seats = st.integers(0, 3)
NOTEN = {"result": {"type": "draw"}}


@st.composite
def wins(draw, seat, fu_less):
    kind = draw(st.sampled_from(["han", "yakuman", "points"]))
    win = {"seat": seat}
    if kind == "han":
        win["han"] = draw(st.integers(1, 13))
        if not fu_less:
            win["fu"] = draw(st.sampled_from([30, 40, 50]))
    elif kind == "yakuman":
        win["yakuman"] = draw(st.integers(1, 2))
        pao = draw(st.sampled_from([None, *[s for s in range(4) if s != seat]]))
        if pao is not None:
            win["pao"] = {"seat": pao}
    else:  # a ron both a dealer and a non-dealer can be paid under every preset
        win["points"] = draw(st.sampled_from([12000, 24000]))
    return win


@st.composite
def hands(draw, fu_less):
    kind = draw(st.sampled_from(["ron", "tsumo", "draw", "chombo", "abortive"]))
    riichi = draw(st.lists(seats, unique=True, max_size=3))
    if kind == "ron":
        discarder = draw(seats)
        winners = draw(st.lists(seats.filter(lambda s: s != discarder), min_size=1, max_size=3, unique=True))
        result = {"type": "ron", "discarder": discarder, "wins": [draw(wins(s, fu_less)) for s in winners]}
    elif kind == "tsumo":
        win = draw(wins(draw(seats), fu_less))
        if "points" in win:  # a tsumo by points needs its payments: use han
            win = {"seat": win["seat"], "han": 5}
        result = {"type": "tsumo", "win": win}
    elif kind == "draw":
        tenpai = draw(st.lists(seats, unique=True))
        riichi = [s for s in riichi if s in tenpai]
        result = {"type": "draw", "tenpai": tenpai}
    elif kind == "chombo":
        result = {"type": "chombo", "seat": draw(seats), "intentional": draw(st.booleans())}
    else:
        result = {"type": "abortive", "kind": draw(st.sampled_from(["kyuushu_kyuuhai", "suufon_renda"]))}
    return {"result": result, "riichi": riichi, "deposits": draw(st.lists(seats, max_size=1))}


def confiscation(hand, ruleset):
    result = hand["result"]
    if result["type"] != "chombo" or ruleset.chombo.kind is not ChomboKind.confiscate:
        return 0
    return ruleset.chombo.points * (ruleset.chombo.intentional_multiplier if result["intentional"] else 1)


def noten_to_end(name, given_hands, ruleset):
    """How many noten draws bring a valid unfinished game to its end (so that most games settle)."""
    outcome = run(parse_record({"rules": name, "hands": given_hands}), ruleset)
    state, count = outcome.final, 0
    noten = parse_record({"hands": [NOTEN]}).hands[0]
    while outcome.error is None and not state.over and count < 24:
        state, count = apply(state, noten, ruleset), count + 1
    return count


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(PRESETS), st.data())
def test_points_are_conserved_except_confiscations(name, data):
    ruleset = load(name)
    fu_less = ruleset.fu_mode is FuMode.fu_less
    given_hands = data.draw(st.lists(hands(fu_less), min_size=1, max_size=14))
    given_hands = given_hands + [NOTEN] * noten_to_end(name, given_hands, ruleset)
    outcome = run(parse_record({"rules": name, "hands": given_hands}), ruleset)
    stick = ruleset.riichi_deposit
    for before, after, hand in zip(outcome.states, outcome.states[1:], given_hands, strict=False):
        table_before = sum(before.points) + before.deposits * stick
        table_after = sum(after.points) + after.deposits * stick
        assert table_before - table_after == confiscation(hand, ruleset)
    if outcome.settlement is not None:
        scores = [r.score for r in outcome.settlement.results]
        assert outcome.settlement.residue == sum(scores)
        if name != "itsuka-chuuren":  # no rounding loss, leftover sticks go to the top
            # zero-sum except the chombo pt and the confiscated points (1000 points = 1.0 pt)
            penalties = sum((penalty_pt(p, ruleset) for p in outcome.final.chombo), Decimal("0.0"))
            assert outcome.settlement.residue == penalties - Decimal(outcome.final.confiscated) / 1000
