"""settle_many (the league's settlement of every game at once) gives exactly the numbers of settle()."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from taikai.errors import TaikaiError
from taikai.game.settle import Penalty, settle, settle_many, table_total
from taikai.rules import load, preset_names

RULESETS = {name: load(name) for name in preset_names()}
# points near the usual values make ties and rounding edges (24400, 30500 ...) frequent
near = st.sampled_from([25000, 30000, 24400, 24500, 30500, 31600, 0, -1500]) | st.integers(-600, 900).map(
    lambda hundreds: hundreds * 100
)


@st.composite
def games(draw, ruleset):
    # beyond what a table holds, now and then: a seat past points_limit (4 x the table total, here the
    # fourth seat pays for it), more sticks than the table's points make (settle refuses both)
    bound, most = 4 * table_total(ruleset), table_total(ruleset) // ruleset.riichi_deposit
    deposits = draw(st.sampled_from([0, 0, 0, 1, 2, -1, most, most + 1]))
    far = st.sampled_from([bound, bound + 100, -bound - 100])
    three = draw(st.lists(near | far if draw(st.integers(0, 10)) == 0 else near, min_size=3, max_size=3))
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


def test_settle_many_refuses_what_a_table_cannot_hold():
    """The two games settle refuses but the fast path once settled (a seat at 500,000 under a table total
    of 100,000, whose bound is 400,000; 101 sticks where the table's 100,000 points make 100)."""
    ruleset = RULESETS["hitonazo-m"]
    batch = [((500_000, -400_000, 0, 0), 0, ()), ((25_000, 25_000, 25_000, -76_000), 101, ())]
    assert [o.code for o in settle_many(batch, ruleset)] == ["bad_request", "bad_request"]
    assert [_one(*game, ruleset)[0] for game in batch] == ["bad_request", "bad_request"]
