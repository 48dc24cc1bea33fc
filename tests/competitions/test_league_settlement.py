"""settle_many (the league's settlement of every game at once) gives exactly the numbers of settle()."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from taikai.errors import TaikaiError
from taikai.game.settle import Penalty, settle, settle_many
from taikai.rules import load, preset_names

RULESETS = {name: load(name) for name in preset_names()}
# points near the usual values make ties and rounding edges (24400, 30500 ...) frequent
near = st.sampled_from([25000, 30000, 24400, 24500, 30500, 31600, 0, -1500]) | st.integers(-600, 900).map(
    lambda hundreds: hundreds * 100
)


@st.composite
def games(draw, ruleset):
    deposits = draw(st.sampled_from([0, 0, 0, 1, 2, -1]))
    three = draw(st.lists(near, min_size=3, max_size=3))
    total = 4 * ruleset.start_points - deposits * ruleset.riichi_deposit
    points = [*three, total - sum(three) + draw(st.sampled_from([0] * 20 + [50, 100, -1000]))]
    if draw(st.integers(0, 30)) == 0:
        points = points[:3]
    penalties = draw(st.lists(st.builds(Penalty, st.integers(0, 3), st.just("chombo")), max_size=1))
    return points, deposits, tuple(penalties) if draw(st.integers(0, 5)) == 0 else ()


def _one(points, deposits, penalties, ruleset):
    try:
        return tuple(int(r.score.scaleb(1)) for r in settle(points, ruleset, deposits, penalties).results)
    except TaikaiError as error:
        return (error.code, error.message)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(RULESETS)), st.data())
def test_settle_many_is_settle_for_every_game(name, data):
    ruleset = RULESETS[name]
    batch = data.draw(st.lists(games(ruleset), min_size=1, max_size=40))
    many = settle_many(batch, ruleset)
    got = [(o.code, o.message) if isinstance(o, TaikaiError) else o for o in many]
    assert got == [_one(*game, ruleset) for game in batch]
