"""Decompositions: hand-counted cases and the invariant that every split recomposes the hand."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from taikai.hand.decompose import SEQ, block_kinds, decompose, is_chiitoitsu, is_kokushi
from taikai.tiles import parse, to_counts


def counts(text: str) -> tuple[int, ...]:
    return tuple(to_counts(parse(text)))


def test_triple_sequences_or_triplets():
    # 111222333m 99p: three triplets or three 123m sequences
    assert decompose(counts("111222333m99p")) == ((9 + 8, (0, 1, 2)), (9 + 8, (SEQ, SEQ, SEQ)))


def test_nine_gates_split():
    # 11123455678999m: only the 55 pair works: 111 234 678 999 (pair 11 leaves 23455678999:
    # 234 5 ... no; pair 99 leaves 1112345567 8 9: 111 234 556? no)
    assert decompose(counts("11123455678999m")) == ((4, (0, 8, SEQ + 1, SEQ + 5)),)
    # 11123456789999m: pair 11 -> 123 456 789 999; pair 99 leaves 111 2345678 99, which does not split
    assert decompose(counts("11123456789999m")) == ((0, (8, SEQ, SEQ + 3, SEQ + 6)),)


def test_not_complete():
    assert decompose(counts("12345678m12345s1z")) == ()
    assert decompose(counts("19m19p19s1234567z")) == ()  # 13 tiles: no 3n + 2


def test_seven_pairs_and_orphans():
    assert is_chiitoitsu(counts("1122m3344p5566s77z"))
    assert not is_chiitoitsu(counts("1111m3344p5566s77z"))
    assert is_chiitoitsu(counts("1111m3344p5566s77z"), four_of_a_kind=True)
    assert is_kokushi(counts("19m19p19s12345677z"))
    assert not is_kokushi(counts("19m19p19s12345666z"))  # no 7z


SET_CHOICES = [k for k in range(34)] + [SEQ + k for k in range(27) if k % 9 <= 6]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(SET_CHOICES), min_size=4, max_size=4), st.integers(0, 33))
def test_every_split_recomposes_and_the_built_one_is_found(sets, pair):
    hand = [0] * 34
    for block in sets:
        for kind in block_kinds(block):
            hand[kind] += 1
    hand[pair] += 2
    if max(hand) > 4:
        return
    splits = decompose(tuple(hand))
    assert (pair, tuple(sorted(sets))) in splits
    for split_pair, split_sets in splits:
        rebuilt = [0] * 34
        rebuilt[split_pair] += 2
        for block in split_sets:
            for kind in block_kinds(block):
                rebuilt[kind] += 1
        assert rebuilt == hand
