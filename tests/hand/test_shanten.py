"""Shanten, waits and tenpai: hand-worked cases, boundaries and properties."""

from __future__ import annotations

from array import array
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mahjong.shanten import Shanten

from taikai.errors import BadTiles
from taikai.hand.shanten import (
    is_complete,
    is_tenpai,
    shanten,
    shanten_chiitoitsu,
    shanten_kokushi,
    shanten_regular,
    ukeire,
    waits,
)
from taikai.importers.tenhou import Agari, Call, Discard, Draw, Ryuukyoku, TenhouGame, iter_archive, read_log
from taikai.rules.model import Karaten
from taikai.tiles import TERMINALS_AND_HONORS, Tile, kind_of, parse, to_counts


def c(text: str) -> list[int]:
    return to_counts(parse(text))


def kinds(text: str) -> list[int]:
    """Sorted kinds of some tiles written in compact notation."""
    return sorted({t.kind for t in parse(text)})


# ---------------------------------------------------------------- complete hands


@pytest.mark.parametrize(
    "hand",
    [
        "123m456p789s11122z",  # sets and a pair of south
        "11223344556677z",  # chiitoitsu of honors
        "19m19p19s12345677z",  # kokushi with a pair of chun
        "111222333m44455s",  # same tiles read as sequences or triplets
        "22z",  # four melds called: the pair alone
        "11123m",  # three melds called
    ],
)
def test_complete(hand: str) -> None:
    assert is_complete(c(hand))


@pytest.mark.parametrize(
    "hand",
    [
        "11112233445566z",  # 1111z is not two pairs for chiitoitsu, and 1z cannot be a set with one left
        "123m456p789s11123z",  # 3z single
        "22334m",  # three melds called: no set and pair in 22334m
    ],
)
def test_not_complete(hand: str) -> None:
    assert not is_complete(c(hand))


def test_not_complete_kokushi_missing_an_orphan() -> None:
    # 1m 9m 1p 9p 1s 9s E S W N haku hatsu hatsu + 2m: no chun, and 2m is not an orphan.
    assert not is_complete(c("129m19p19s1234566z"))


# ---------------------------------------------------------------- waits


def test_waits_nobetan() -> None:
    # 2345m: 2 + 345 or 234 + 5, so 2m and 5m; the rest are three finished sets.
    assert waits(c("2345m123p456p789s")) == kinds("25m")


def test_waits_five_kinds() -> None:
    # 3456777m: +2 -> 234 567 77; +3 -> 33 456 777; +5 -> 345 567 77;
    # +6 -> 345 66 777; +8 -> 345 678 77; 4m and 7m complete nothing.
    assert waits(c("3456777m123p456p")) == kinds("23568m")


def test_waits_shanpon_honors() -> None:
    assert waits(c("123m456p789s1122z")) == kinds("12z")


def test_waits_kokushi_thirteen() -> None:
    assert waits(c("19m19p19s1234567z")) == kinds("19m19p19s1234567z")


def test_waits_chiitoitsu_tanki() -> None:
    assert waits(c("112233m445566p7z")) == kinds("7z")


def test_chiitoitsu_four_of_a_kind_rule() -> None:
    # With the rule, 1111m counts as two pairs: 1111m 3344p 5566s + 7z is a 7z tanki, and
    # 1111m 2233p 4455s 7z has pairs 11m 11m 22p 33p 44s 55s: six, so tenpai too.
    quads = {"chiitoitsu_four_of_a_kind": True}
    assert waits(c("1111m3344p5566s7z")) == []
    assert waits(c("1111m3344p5566s7z"), **quads) == kinds("7z")
    assert shanten_chiitoitsu(c("1111m2233p4455s7z"), **quads) == 0
    assert is_complete(c("11112233445566z"), **quads)
    # 111m + five pairs: the fourth 1m completes two pairs of 1m (not karaten: it is not held).
    assert kind_of(1, "m") in waits(c("1112233445566m"), **quads)
    assert is_tenpai(c("111m3344p5566s77z"), **quads)
    assert not is_tenpai(c("111m3344p5566s77z"))


def test_chiitoitsu_needs_distinct_pairs() -> None:
    # 1111m 2233p 4455s 7z: six "pairs" counting 1111m twice; chiitoitsu wants distinct pairs and
    # no regular reading exists (2233p needs 1p or 4p twice over), so there is no wait at all.
    assert waits(c("1111m2233p4455s7z")) == []


def test_waits_fifth_copy_is_listed() -> None:
    # 1111m + 234p 567p 789s: 111m and a tanki on 1m, which would be a fifth copy.
    assert waits(c("1111m234p567p789s")) == kinds("1m")


# ---------------------------------------------------------------- tenpai and karaten


def test_karaten_only_wait_is_not_tenpai() -> None:
    hand = c("1111m234p567p789s")
    assert not is_tenpai(hand)
    assert is_tenpai(hand, karaten="tenpai")


def test_karaten_through_a_called_meld() -> None:
    # Pon of 1m called; concealed 1m tanki: 3 held in the meld + 1 in hand = all four.
    hand = c("1m234p567p789s")
    assert is_tenpai(hand)
    assert not is_tenpai(hand, held=c("111m"))
    assert is_tenpai(hand, held=c("111p"))


def test_one_live_wait_is_enough() -> None:
    # 1111234m: +1m -> 111 11 234 (fifth 1m: karaten); +4m -> 111 123 44 (live).
    hand = c("1111234m456p789p")
    assert waits(hand) == kinds("14m")
    assert is_tenpai(hand)


# ---------------------------------------------------------------- validation


@pytest.mark.parametrize(
    ("counts", "fragment"),
    [
        ([0] * 33, "34 entries"),
        ([5] + [0] * 33, "between 0 and 4"),
        ([-1, 2] + [0] * 32, "between 0 and 4"),
        ([1] * 12 + [0] * 22, "12 tiles"),
        ([1] * 14 + [0] * 20, "14 tiles"),
    ],
)
def test_waits_rejects_bad_counts(counts: list[int], fragment: str) -> None:
    with pytest.raises(BadTiles, match=fragment):
        waits(counts)


@pytest.mark.parametrize(
    ("counts", "fragment"),
    [
        ([0] * 35, "34 entries"),
        ([0] * 33 + [5], "5 copies of 7z"),
        ([0] * 9 + [-1] + [0] * 24, "-1 copies of 1p"),
        (["2"] + [0] * 33, "'2' copies of 1m"),
        ([1.5] + [0] * 33, "1.5 copies of 1m"),
        ([4, 4, 4, 3] + [0] * 30, "15 tiles"),
        ([3, 3, 3, 3] + [0] * 30, "12 tiles"),
    ],
)
def test_shanten_rejects_bad_counts(counts: list, fragment: str) -> None:
    with pytest.raises(BadTiles, match=fragment):
        shanten(counts)


def test_shanten_accepts_tuples_arrays_and_ruleset_enum() -> None:
    assert shanten(tuple(c("123m456p78s11z46m7z"))) == 1
    assert shanten(array("q", c("123m456p78s11z46m7z"))) == 1  # 8-byte items, not a byte buffer
    assert waits(array("q", c("2345m123p456p789s"))) == kinds("25m")
    hand = c("1111m234p567p789s")
    assert is_tenpai(hand, karaten=Karaten.tenpai)
    assert not is_tenpai(hand, karaten=Karaten.not_tenpai)
    with pytest.raises(BadTiles, match="karaten must be"):
        is_tenpai(hand, karaten="maybe")
    with pytest.raises(BadTiles, match="held: "):
        is_tenpai(hand, held=c("1m"))


def test_is_complete_rejects_a_waiting_size() -> None:
    with pytest.raises(BadTiles, match="13 tiles"):
        is_complete(c("123m456p789s1122z"))


def test_kind_helper() -> None:
    assert kinds("25m") == [kind_of(2, "m"), kind_of(5, "m")]


# ---------------------------------------------------------------- shanten, hand-worked
# Shanten = 3m + 1 - (most tiles of the hand inside one complete target), m = sets needed;
# equivalently 8 - 2*sets - taatsu - pair for a closed hand with at most 4 blocks.


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # sets 123m 456p, taatsu 78s and 46m, pair 11z: 8 - 2*2 - 2 - 1 = 1; 7z is left over.
        ("123m456p78s11z46m7z", 1),
        # sets 123m 456p, taatsu 78s, pair 11z, and 5m 9m 7z are lone (5m-9m is no taatsu): 8 - 4 - 1 - 1 = 2.
        ("123m456p78s11z59m7z", 2),
        # three sets and four lone honors: one honor becomes the pair, one the 4th set (kept 11 of 13).
        ("123m456p789s1234z", 2),
        # 111m and a lone 1m: the pair would be a fifth 1m, so the only wait is dead and the hand
        # must change a tile: 1-shanten (the mahjong package agrees).
        ("1111m234p567p789s", 1),
        ("1111z234p567p789s", 1),
        # four triplets of honors and a tanki on haku.
        ("1112223334445z", 0),
        # complete: seven pairs; and sets with a pair.
        ("1133557799m1155p", -1),
        ("123m456p789s11122z", -1),
    ],
)
def test_shanten_hand_worked(hand: str, expected: int) -> None:
    assert shanten(c(hand)) == expected


def test_chiitoitsu_six_pairs_is_tenpai() -> None:
    assert shanten_chiitoitsu(c("1122m3344p5566s7z")) == 0


def test_chiitoitsu_quad_counts_once() -> None:
    # Pairs 1111m (one pair only), 22p 33p 44s 55s: 5 pairs and 6 kinds. Keep 5 pairs, 7z and a new
    # kind: 11 of 13 tiles, so 2-shanten (6 - 5 + (7 - 6)).
    assert shanten_chiitoitsu(c("1111m2233p4455s7z")) == 2


def test_kokushi_thirteen_and_twelve() -> None:
    assert shanten_kokushi(c("19m19p19s1234567z")) == 0
    # 12 orphan kinds, no pair, 5m useless: keep 12 of 13 -> 1-shanten.
    assert shanten_kokushi(c("159m19p19s123456z")) == 1
    assert shanten(c("159m19p19s123456z")) == 1


def test_called_melds() -> None:
    assert shanten_regular(c("123m456p1z"), melds=2) == 0  # two sets and a tanki
    assert shanten(c("123m456p1z")) == 0  # melds inferred from 7 tiles
    assert shanten(c("1z")) == 0  # four melds called, tanki
    assert shanten(c("12z")) == 0  # four melds called, two lone honors: draw a match
    assert shanten(c("22z")) == -1
    assert waits(c("1123m")) == kinds("14m")  # 11 + 23m, or 123m + 1m tanki


def test_chiitoitsu_and_kokushi_only_closed() -> None:
    with pytest.raises(BadTiles, match="closed hand"):
        shanten_chiitoitsu(c("1122m3344p56z"))
    with pytest.raises(BadTiles, match="closed hand"):
        shanten_kokushi(c("19m19p19s1z"))
    # Five pairs with one meld called: no chiitoitsu. Regular (3 sets and a pair): pair 55s, 123m 123m
    # (need 33m) and one set holding at most two of 3344p: 8 of 10 tiles kept, 10 - 8 = 2.
    assert shanten(c("1122m3344p55s")) == 2


def test_shanten_regular_rejects_wrong_melds() -> None:
    with pytest.raises(BadTiles, match="with 0 called melds holds 13, 14"):
        shanten_regular(c("123m456p1z"))
    with pytest.raises(BadTiles, match="called melds must be 0 to 4"):
        shanten_regular(c("123m456p1z"), melds=7)


# ---------------------------------------------------------------- ukeire


def test_ukeire_nobetan_with_visible() -> None:
    # 2345m: 2m and 5m; one of each is in hand, and one 5m lies in a discard pond.
    hand = c("2345m123p456p789s")
    assert ukeire(hand) == {kind_of(2, "m"): 3, kind_of(5, "m"): 3}
    assert ukeire(hand, visible=c("5m")) == {kind_of(2, "m"): 3, kind_of(5, "m"): 2}


def test_ukeire_one_shanten() -> None:
    # 123m 456p | 78s 46m | 11z | 7z is 1-shanten (8 - 2*2 - 2 - 1). 6s or 9s finish 78s and 5m finishes
    # 46m: three sets, a taatsu and the pair -> tenpai. 1z (111z) or 7z (a second pair) add a block
    # past the cap of four (3 sets + 2 taatsu, or 2 sets + 2 taatsu + 2 pairs): still 1-shanten.
    hand = c("123m456p78s11z46m7z")
    assert ukeire(hand) == {kind_of(5, "m"): 4, kind_of(6, "s"): 4, kind_of(9, "s"): 4}


def test_ukeire_skips_kinds_held_four_times() -> None:
    hand = c("1111m234p567p789s")
    assert kind_of(1, "m") not in ukeire(hand)
    # 1-shanten (the 1m tanki would be a fifth copy). Any other kind lowers it: draw 2m, discard a 1m,
    # and 111m + three sets wait on 2m as a tanki. A fifth 1m cannot be drawn, so 1m is not listed.
    assert ukeire(hand) == {kind: 4 - hand[kind] for kind in range(1, 34)}


def test_ukeire_rejects_too_many_visible() -> None:
    with pytest.raises(BadTiles, match="visible: "):
        ukeire(c("1111m234p567p789s"), visible=c("1m"))


# ---------------------------------------------------------------- properties

_SIZES = (1, 2, 4, 5, 7, 8, 10, 11, 13, 14)


@st.composite
def hands(draw: st.DrawFn, sizes: tuple[int, ...] = _SIZES) -> list[int]:
    """A valid count vector: tiles from the 136 of a window of kinds (so quads and shapes occur)."""
    size = draw(st.sampled_from(sizes))
    low = draw(st.integers(0, 33))
    width = draw(st.integers(1, 34))
    window = list(range(4 * low, 4 * min(34, low + width)))
    if len(window) < size:
        window = list(range(136))
    ids = draw(st.lists(st.sampled_from(window), min_size=size, max_size=size, unique=True))
    return to_counts(Tile.from_id136(i) for i in ids)


@st.composite
def near_complete(draw: st.DrawFn) -> list[int]:
    """A complete hand of random sets and a pair minus one tile (13 - 3k tiles, often tenpai)."""
    melds = draw(st.integers(0, 4))
    counts = [0] * 34
    shapes = [(k, k, k) for k in range(34)] + [(k, k + 1, k + 2) for k in range(27) if k % 9 < 7]
    for _ in range(4 - melds):
        shape = draw(st.sampled_from(shapes))
        for k in shape:
            counts[k] += 1
    pair = draw(st.integers(0, 33))
    counts[pair] += 2
    if max(counts) > 4:
        counts = [min(n, 4) for n in counts]
        excess = sum(counts) - (14 - 3 * melds)
        assert excess <= 0
        for k in range(34):  # refill to size with the lowest kinds that have room
            while excess < 0 and counts[k] < 4:
                counts[k] += 1
                excess += 1
    drop = draw(st.sampled_from([k for k in range(34) if counts[k]]))
    counts[drop] -= 1
    return counts


def brute_complete(counts: list[int], quads: bool = False) -> bool:
    """Independent check by recursive search (any counts, 5 copies included).

    ``quads``: four of a kind makes two chiitoitsu pairs.
    """
    total = sum(counts)
    if total == 14 and sorted(x for x in counts if x) == [2] * 7:
        return True
    if quads and total == 14 and set(counts) <= {0, 2, 4}:
        return True
    orphans = [counts[k] for k in TERMINALS_AND_HONORS]
    if total == 14 and min(orphans) >= 1 and sum(orphans) == 14:
        return True
    return total % 3 == 2 and _splits(list(counts), pair=True)


def _splits(counts: list[int], pair: bool) -> bool:
    first = next((k for k in range(34) if counts[k]), None)
    if first is None:
        return not pair
    options: list[tuple[int, ...]] = [(first,) * 3]
    if pair:
        options.append((first,) * 2)
    if first < 27 and first % 9 < 7:
        options.append((first, first + 1, first + 2))
    for shape in options:
        if all(counts[k] >= shape.count(k) for k in shape):
            for k in shape:
                counts[k] -= 1
            ok = _splits(counts, pair and len(shape) == 3)
            for k in shape:
                counts[k] += 1
            if ok:
                return True
    return False


def plus(counts: list[int], kind: int) -> list[int]:
    out = list(counts)
    out[kind] += 1
    return out


@settings(max_examples=300, deadline=None)
@given(hands())
def test_shanten_equals_mahjong_package(counts: list[int]) -> None:
    assert shanten(counts) == Shanten.calculate_shanten(counts)


@settings(max_examples=200, deadline=None)
@given(near_complete())
def test_near_complete_equals_mahjong_package(counts: list[int]) -> None:
    assert shanten(counts) == Shanten.calculate_shanten(counts)


@st.composite
def pairs_minus_one(draw: st.DrawFn) -> list[int]:
    """Seven pairs from a few kinds (a kind may give two: four of a kind) minus one tile."""
    low = draw(st.integers(0, 27))
    chosen = draw(st.lists(st.integers(low, low + 6), min_size=7, max_size=7))
    counts = [0] * 34
    for kind in chosen:
        counts[kind] = min(4, counts[kind] + 2)
    for kind in range(34):  # a kind chosen three times or more: top up with fresh pairs
        while sum(counts) < 14 and counts[kind] == 0:
            counts[kind] = 2
    drop = draw(st.sampled_from([k for k in range(34) if counts[k]]))
    counts[drop] -= 1
    return counts


_WAITING = st.one_of(hands(sizes=(1, 4, 7, 10, 13)), near_complete(), pairs_minus_one())


@settings(max_examples=250, deadline=None)
@given(_WAITING, st.booleans())
def test_waits_are_the_completing_kinds(counts: list[int], quads: bool) -> None:
    expected = [t for t in range(34) if brute_complete(plus(counts, t), quads)]
    assert waits(counts, chiitoitsu_four_of_a_kind=quads) == expected
    for t in range(34):
        if counts[t] < 4:
            grown = plus(counts, t)
            assert is_complete(grown, chiitoitsu_four_of_a_kind=quads) == (t in expected)
            assert (shanten(grown, chiitoitsu_four_of_a_kind=quads) == -1) == (t in expected)


@settings(max_examples=200, deadline=None)
@given(_WAITING, st.booleans())
def test_tenpai_is_shanten_zero_and_ukeire_are_live_waits(counts: list[int], quads: bool) -> None:
    rule = {"chiitoitsu_four_of_a_kind": quads}
    live = [t for t in waits(counts, **rule) if counts[t] < 4]
    assert is_tenpai(counts, **rule) == bool(live) == (shanten(counts, **rule) == 0)
    if live:
        assert sorted(ukeire(counts, **rule)) == live


@settings(max_examples=150, deadline=None)
@given(st.one_of(hands(sizes=(1, 4, 7, 10, 13)), near_complete()))
def test_one_draw_lowers_shanten_by_at_most_one(counts: list[int]) -> None:
    # Bellman equations of the draw/discard distance: a draw lowers shanten by at most 1 and the
    # best draw by exactly 1; a discard from the result gets back to the best 13-tile shanten.
    now = shanten(counts)
    after = {t: shanten(plus(counts, t)) for t in range(34) if counts[t] < 4}
    assert min(after.values()) == now - 1
    assert all(value >= now - 1 for value in after.values())
    best = min(after, key=after.__getitem__)
    grown = plus(counts, best)
    if after[best] >= 0:
        back = [shanten([n - (k == d) for k, n in enumerate(grown)]) for d in range(34) if grown[d]]
        assert min(back) == after[best]


@settings(max_examples=100, deadline=None)
@given(hands(sizes=(2, 5, 8, 11, 14)), st.booleans())
def test_complete_is_shanten_minus_one(counts: list[int], quads: bool) -> None:
    rule = {"chiitoitsu_four_of_a_kind": quads}
    assert is_complete(counts, **rule) == (shanten(counts, **rule) == -1) == brute_complete(counts, quads)


# ---------------------------------------------------------------- real records

_GAME_STRIDE = 4  # a deterministic quarter of the 722 games keeps this test at a few seconds


def _replay_exhaustive_draws(game: TenhouGame) -> list[tuple[list[int], list[int], bool]]:
    """(concealed counts, meld tile counts, Tenhou's tenpai verdict) per seat at each exhaustive draw."""
    out = []
    for hand in game.hands:
        concealed = [to_counts(Tile.from_id136(i) for i in tiles) for tiles in hand.starting_hands]
        held = [[0] * 34 for _ in range(4)]
        for event in hand.events:
            if isinstance(event, Draw):
                concealed[event.seat][event.tile // 4] += 1
            elif isinstance(event, Discard):
                concealed[event.seat][event.tile // 4] -= 1
            elif isinstance(event, Call):
                meld = event.meld
                moved = (meld.added,) if meld.type == "kakan" else meld.tiles
                for tile in moved:
                    if tile != meld.called or meld.type == "kakan":
                        concealed[event.seat][tile // 4] -= 1
                    held[event.seat][tile // 4] += 1
        for result in hand.results:
            if isinstance(result, Ryuukyoku) and result.kind == "exhaustive":
                out.extend((concealed[s], held[s], s in result.tenpai) for s in range(4))
    return out


def test_tenhou_records_tenpai_and_wins(tenhou_archive: Path) -> None:
    # Tenhou shows the hands of the tenpai players at an exhaustive draw (and, like RULES.md, does
    # not count karaten): our verdict must match theirs for every seat. Every win's closed tiles
    # must be complete, and the win tile must be among the waits of the hand without it.
    # (Run over all 722 games once by hand: 4,352 verdicts and 6,204 wins, no mismatch.)
    verdicts = wins = 0
    for number, (name, text) in enumerate(iter_archive(tenhou_archive)):
        if number % _GAME_STRIDE:
            continue
        game = read_log(text, name)
        for concealed, held, shown in _replay_exhaustive_draws(game):
            assert is_tenpai(concealed, held=held) == shown, (name, concealed, held)
            verdicts += 1
        for hand in game.hands:
            for win in (r for r in hand.results if isinstance(r, Agari)):
                closed = to_counts(Tile.from_id136(i) for i in win.hand)
                assert is_complete(closed), (name, hand.label)
                closed[win.win_tile // 4] -= 1
                assert win.win_tile // 4 in waits(closed), (name, hand.label)
                wins += 1
    assert verdicts > 500 and wins > 1000


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(-1, 6), min_size=32, max_size=36), st.one_of(st.none(), st.integers(-1, 5)))
def test_any_input_answers_or_raises_bad_tiles(counts: list[int], melds: int | None) -> None:
    # Whatever the vector, each function answers or raises BadTiles with a message: never an
    # IndexError or another exception.
    calls = [
        lambda: shanten(counts, melds),
        lambda: shanten_regular(counts, melds or 0),
        lambda: shanten_chiitoitsu(counts),
        lambda: shanten_kokushi(counts),
        lambda: is_complete(counts),
        lambda: waits(counts),
        lambda: is_tenpai(counts),
        lambda: ukeire(counts),
    ]
    for call in calls:
        try:
            call()
        except BadTiles as error:
            assert error.message and error.code == "bad_tiles"
