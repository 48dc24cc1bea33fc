"""Tests of the situation derivation: the flags of a win from event lists worked by hand, tenpai, pao."""

from __future__ import annotations

from taikai.importers.tenhou import Call, Discard, Draw, Riichi
from taikai.importers.tenhou.mjlog import decode_meld
from taikai.importers.tenhou.situation import LIVE_WALL_DRAWS, derive_flags, is_tenpai_hand


def _cycle(count: int, start: int = 0) -> list:
    """``count`` turns of draw + discard going round the table from seat ``start``."""
    events: list = []
    for turn in range(count):
        seat = (start + turn) % 4
        events += [Draw(seat, turn % 136), Discard(seat, turn % 136, tsumogiri=True)]
    return events


def test_haitei_is_the_seventieth_live_draw():
    # 70 = 136 - 14 dead wall - 52 dealt. 69 full turns, then seat 69 % 4 = 1 draws the last tile.
    events = [*_cycle(69), Draw(1, 0)]
    assert derive_flags(events, 1, 1, 0).haitei
    assert not derive_flags([*events[:-3], Draw(0, 0)], 0, 0, 0).haitei  # the 69th draw is not the last


def test_a_kan_shortens_the_live_wall_by_one():
    # seat 0 makes a closed kan and takes a replacement: 68 more live draws end the wall (1 + 68 = 70 - 1).
    kan = [Draw(0, 1), Call(0, decode_meld(27648)), Draw(0, 2, rinshan=True), Discard(0, 2)]
    events = kan + _cycle(67, start=1) + [Draw(0, 3)]
    assert derive_flags(events, 0, 0, 0).haitei
    # the same draw without the kan is only the 69th live draw
    assert not derive_flags([Draw(0, 1), Discard(0, 1), *events[4:]], 0, 0, 0).haitei


def test_houtei_is_a_ron_on_the_discard_after_the_last_draw():
    events = _cycle(70)
    assert derive_flags(events, 2, 1, 0).houtei
    assert not derive_flags(events[:-2], 2, 0, 0).houtei


def test_ippatsu_ends_with_the_riichi_players_next_discard_or_any_call():
    riichi = [Draw(0, 1), Riichi(0, 1), Discard(0, 1), Riichi(0, 2)]
    round_ = _cycle(3, start=1)
    assert derive_flags([*riichi, *round_, Draw(0, 5)], 0, 0, 0).ippatsu  # tsumo on the next draw
    assert derive_flags([*riichi, *round_[:2]], 0, 1, 0).ippatsu  # ron before it
    after = [*riichi, *round_, Draw(0, 5), Discard(0, 5), Draw(1, 6), Discard(1, 6)]
    assert not derive_flags(after, 0, 1, 0).ippatsu
    pon = [*riichi, Draw(1, 6), Discard(1, 6), Call(3, decode_meld(51754)), Discard(3, 7)]
    assert not derive_flags(pon, 0, 3, 0).ippatsu
    assert derive_flags(pon, 0, 3, 0).riichi


def test_double_riichi_needs_the_first_discard_and_no_call_before():
    first = [Draw(0, 1), Riichi(0, 1), Discard(0, 1), Riichi(0, 2)]
    assert derive_flags([*first, Draw(1, 2), Discard(1, 2)], 0, 1, 0).double_riichi
    late = [
        Draw(0, 1),
        Discard(0, 1),
        *_cycle(3, start=1),
        Draw(0, 5),
        Riichi(0, 1),
        Discard(0, 5),
        Riichi(0, 2),
    ]
    flags = derive_flags([*late, Draw(1, 6), Discard(1, 6)], 0, 1, 0)
    assert flags.riichi and not flags.double_riichi
    called = [Draw(3, 1), Discard(3, 1), Call(0, decode_meld(51754)), Discard(0, 2), *first[:1]]
    called += [Riichi(1, 1), Discard(1, 3), Riichi(1, 2)]
    assert not derive_flags([*called, Draw(2, 4), Discard(2, 4)], 1, 2, 0).double_riichi


def test_riichi_not_accepted_when_the_declaring_discard_is_ronned():
    events = [Draw(0, 1), Riichi(0, 1), Discard(0, 1)]
    assert not derive_flags(events, 1, 0, 0).riichi


def test_tenhou_chiihou_and_rinshan_and_chankan():
    assert derive_flags([Draw(2, 1)], 2, 2, 2).tenhou
    assert derive_flags([Draw(0, 1), Discard(0, 1), Draw(1, 2)], 1, 1, 0).chiihou
    after_call = [Draw(0, 1), Discard(0, 1), Call(2, decode_meld(51754)), Discard(2, 3), Draw(3, 2)]
    assert not derive_flags(after_call, 3, 3, 0).chiihou
    rinshan = [Draw(0, 1), Call(0, decode_meld(27648)), Draw(0, 2, rinshan=True)]
    assert derive_flags(rinshan, 0, 0, 0).rinshan
    chankan = [Draw(1, 1), Call(1, decode_meld(51762))]
    flags = derive_flags(chankan, 3, 1, 0)
    assert flags.chankan and not flags.houtei
    assert not derive_flags([Draw(1, 1), Call(1, decode_meld(27648))], 3, 1, 0).chankan  # not on a closed kan


def test_a_robbed_added_kan_does_not_end_ippatsu():
    # seat 0 declares riichi; seat 1 adds to a pon and seat 0 robs the kan: the kan never completed,
    # so it is chankan + ippatsu; a completed kan (seat 1 draws its replacement) ends the chance
    riichi = [Draw(0, 1), Riichi(0, 1), Discard(0, 1), Riichi(0, 2), Draw(1, 133)]
    robbed = derive_flags([*riichi, Call(1, decode_meld(51762))], 0, 1, 0)
    assert robbed.chankan and robbed.ippatsu
    completed = [*riichi, Call(1, decode_meld(51762)), Draw(1, 5, rinshan=True), Discard(1, 5)]
    flags = derive_flags(completed, 0, 1, 0)
    assert not flags.chankan and not flags.ippatsu


def test_renhou_is_a_non_dealers_ron_before_its_first_draw():
    # the dealer's first discard ronned by seat 2, who has not drawn yet: renhou (whether it pays is
    # the ruleset's local_yaku.renhou; Tenhou does not play it)
    assert derive_flags([Draw(0, 1), Discard(0, 1)], 2, 0, 0).renhou
    # after its own first draw, or after any call, or for the dealer, it is not
    drawn = [Draw(0, 1), Discard(0, 1), Draw(1, 2), Discard(1, 2), Draw(2, 3), Discard(2, 3), Draw(3, 5)]
    assert not derive_flags([*drawn, Discard(3, 5)], 2, 3, 0).renhou
    called = [Draw(0, 1), Discard(0, 1), Call(1, decode_meld(51754)), Discard(1, 4)]
    assert not derive_flags(called, 2, 1, 0).renhou
    assert not derive_flags([Draw(1, 1), Discard(1, 1)], 1, 1, 1).renhou  # a tsumo is never renhou


def test_the_live_wall_holds_seventy_draws():
    assert LIVE_WALL_DRAWS == 136 - 14 - 4 * 13


def test_tenpai_counts_the_melds_tiles_for_a_wait_on_tiles_all_held():
    # 111m 234p 567p 789s and 9m (id 32): a tanki on 9m
    closed = [0, 1, 2, 40, 44, 48, 52, 56, 60, 96, 100, 104, 32]
    assert is_tenpai_hand(closed, [])
    # the 13 tiles 1111m 234p 567p 789s: the four 1m are all held, no other wait: not tenpai (karaten)
    four = [0, 1, 2, 3, 40, 44, 48, 52, 56, 60, 96, 100, 104]
    assert not is_tenpai_hand(four, [])
    # a tanki on 1m beside an open pon of 1m holds all four copies: not tenpai either
    pon = decode_meld((0 * 3) << 9 | 3 << 5 | 8 | 3)  # pon of 1m (copies 0-2), called from the left
    assert not is_tenpai_hand([3, 40, 44, 48, 52, 56, 60, 96, 100, 104], [pon])
