"""Shanten, waits and tenpai: hand-worked cases, boundaries and properties."""

from __future__ import annotations

import pytest

from taikai.errors import BadTiles
from taikai.hand.shanten import is_complete, is_tenpai, waits
from taikai.tiles import kind_of, parse, to_counts


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


def test_is_complete_rejects_a_waiting_size() -> None:
    with pytest.raises(BadTiles, match="13 tiles"):
        is_complete(c("123m456p789s1122z"))


def test_kind_helper() -> None:
    assert kinds("25m") == [kind_of(2, "m"), kind_of(5, "m")]
