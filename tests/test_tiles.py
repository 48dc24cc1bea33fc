"""Tiles: compact notation, counts, 136-ids, and the errors for bad tiles."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from taikai import tiles
from taikai.errors import BadTiles
from taikai.tiles import Tile


def test_parse_reads_suits_honors_and_red_fives() -> None:
    parsed = tiles.parse("19m05p7z")
    assert [t.kind for t in parsed] == [0, 8, 13, 13, 33]
    assert [t.red for t in parsed] == [False, False, True, False, False]


def test_contract_example_multiset() -> None:
    # CONTRACTS.md: "123m055p" = 1m 2m 3m 5p 5p 0p
    counts = tiles.to_counts(tiles.parse("123m055p"))
    assert counts[0] == counts[1] == counts[2] == 1
    assert counts[13] == 3
    assert sum(t.red for t in tiles.parse("123m055p")) == 1


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("11111m", "5 copies of 1m"),
        ("123x", "'123x'"),
        ("123", "'123'"),
        ("8z", "8z is not a tile"),
        ("0z", "0z is not a tile"),
        ("00m", "2 red 5m"),
        ("m123", "cannot read 'm123'"),
    ],
)
def test_bad_tiles_name_the_problem(text: str, fragment: str) -> None:
    with pytest.raises(BadTiles) as info:
        tiles.parse(text)
    assert fragment in str(info.value)
    assert info.value.code == "bad_tiles"


def test_non_string_is_bad_tiles() -> None:
    with pytest.raises(BadTiles):
        tiles.parse(123)  # type: ignore[arg-type]


def test_format_sorts_and_groups() -> None:
    assert tiles.format_tiles(tiles.parse("7z1z9s0s5s1m")) == "1m509s17z"


def test_dora_indicator_wraps() -> None:
    # 9m -> 1m, 9p -> 1p, N -> E, chun (red) -> haku (white), 5s -> 6s
    pairs = {"9m": "1m", "9p": "1p", "4z": "1z", "7z": "5z", "5s": "6s", "3z": "4z", "5z": "6z"}
    for indicator, dora in pairs.items():
        (ind,) = tiles.parse(indicator)
        assert tiles.kind_name(tiles.dora_from_indicator(ind.kind)) == dora


def test_ids136_red_fives() -> None:
    # ids 16, 52, 88 are the red 5m, 5p, 5s; kind = id // 4
    assert Tile.from_id136(16) == Tile(4, red=True)
    assert Tile.from_id136(17) == Tile(4)
    assert Tile.from_id136(16, red_fives=False) == Tile(4)
    assert Tile.from_id136(135) == Tile(33)
    assert tiles.to_ids136(tiles.parse("0m5m")) == [16, 17]
    with pytest.raises(BadTiles):
        Tile.from_id136(136)


def test_red_on_a_non_five_is_rejected() -> None:
    with pytest.raises(BadTiles):
        Tile(3, red=True)


def test_wind_kind() -> None:
    assert [tiles.wind_kind(w) for w in "ESWN"] == [27, 28, 29, 30]
    with pytest.raises(BadTiles):
        tiles.wind_kind("X")


_all_tiles = [Tile(k) for k in range(34) for _ in range(4 if k not in tiles.FIVES else 3)] + [
    Tile(k, red=True) for k in tiles.FIVES
]


@given(st.lists(st.sampled_from(range(len(_all_tiles))), unique=True, max_size=20))
def test_notation_round_trips(indexes: list[int]) -> None:
    chosen = [_all_tiles[i] for i in indexes]
    text = tiles.format_tiles(chosen)
    again = tiles.parse(text)
    assert sorted(again, key=lambda t: (t.kind, t.red)) == sorted(chosen, key=lambda t: (t.kind, t.red))
    assert tiles.format_tiles(again) == text
    ids = tiles.to_ids136(again)
    assert len(set(ids)) == len(ids)
    assert sorted((Tile.from_id136(i) for i in ids), key=lambda t: (t.kind, t.red)) == sorted(
        again, key=lambda t: (t.kind, t.red)
    )


@given(st.text(alphabet="0123456789mpsz xq", max_size=30))
def test_parse_never_crashes(text: str) -> None:
    try:
        result = tiles.parse(text)
    except BadTiles:
        return
    assert all(isinstance(t, Tile) for t in result)
