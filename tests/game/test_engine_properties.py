"""Random legal play through the engine keeps its invariants under every shipped preset (a small
property test; self-play at scale is a benchmark).

Each example deals a seeded wall and plays a whole hand choosing among :func:`legal_actions` only
(a win whenever one is legal, calls now and then): every chosen action is accepted, the 136 tiles
are all somewhere after every step (hands, melds, discards and the wall, each once), each seat's
waits (kept from step to step) are those worked out from scratch, and the hand ends with the
table's points and sticks adding up to what the table started with.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from taikai.game.engine import Phase, Respond, Ron, Tsumo, Wall, deal, legal_actions, step
from taikai.game.state import start
from taikai.hand.shanten import shanten, waits
from taikai.rules import load
from taikai.rules.shipped import preset_names

PRESETS = preset_names()  # every shipped preset


def _tiles_once(state) -> bool:
    wall = state.wall
    held = Counter()
    for own in state.seats:
        held.update(own.hand)
        held.update(own.discards)
        for meld in own.melds:
            held.update(meld.tiles)
            if meld.called is not None:
                held[meld.called] -= 1  # a called discard is in the meld and in the discards
    held.update(wall.live[state.live_drawn :])
    held.update(wall.rinshan[len(state.kans) :])
    held.update(wall.indicators)
    held.update(wall.ura)
    return sorted(held.elements()) == list(range(136))


def _waits_as_from_scratch(state) -> bool:
    """Each seat's waits, kept from step to step (not worked out again on a discard of the drawn
    kind, nor far from tenpai), are the waits of its closed tiles worked out from scratch."""
    for own in state.seats:
        if len(own.hand) % 3 != 1:
            continue  # the seat holds its draw (or a called tile's replacement): waits are of before
        counts = [0] * 34
        for tile in own.hand:
            counts[tile // 4] += 1
        four = state.ruleset.chiitoitsu_four_of_a_kind
        exact = (
            ()
            if shanten(counts, chiitoitsu_four_of_a_kind=four) > 0
            else tuple(waits(counts, chiitoitsu_four_of_a_kind=four))
        )
        if own.waits != exact:
            return False
    return True


def _choose(state, rng: random.Random):
    legal = legal_actions(state)
    if state.phase in (Phase.turn, Phase.called, Phase.declare):
        options = legal[state.actor]
        wins = [a for a in options if isinstance(a, Tsumo)]
        return wins[0] if wins else rng.choice(options)
    rons = tuple(o for opts in legal.values() for o in opts if isinstance(o, Ron))
    if rons:
        return Respond(rons)
    calls = [rng.choice(opts) for opts in legal.values() if rng.random() < 0.3]
    return Respond(tuple(calls[:1]))


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(PRESETS), dealer=st.integers(0, 3))
def test_random_legal_play_keeps_the_tiles_and_the_points(seed, preset, dealer):
    ruleset = load(preset)
    rng = random.Random(seed)
    table = start(ruleset)
    table = type(table)(points=table.points, round=dealer)
    state, _ = deal(table, ruleset, Wall.shuffled(rng, dealer))
    steps = 0
    while state.phase is not Phase.over:
        state, _ = step(state, _choose(state, rng))
        assert _tiles_once(state)
        assert _waits_as_from_scratch(state)
        steps += 1
        assert steps < 400
    after = state.ended.after
    assert sum(after.points) + after.deposits * ruleset.riichi_deposit == 4 * ruleset.start_points
