"""Properties: the scorer answers every input (a result or a TaikaiError), and agrees with the
independent ``mahjong`` package on random closed winning hands under comparable settings."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from taikai.contracts.score import parse_request
from taikai.errors import TaikaiError
from taikai.hand.decompose import decompose
from taikai.hand.scorer import score
from taikai.rules import load, preset_names
from taikai.tiles import format_counts, kind_name

FLAGS = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou",
         "chiihou", "renhou")  # fmt: skip


@st.composite
def any_fourteen(draw):
    counts = [0] * 34
    while sum(counts) < 14:
        kind = draw(st.integers(0, 33))
        if counts[kind] < 4:
            counts[kind] += 1
    return counts


@st.composite
def winning_hand(draw):
    """Four sets and a pair (sequences or triplets), at most 4 copies of a kind."""
    counts = [0] * 34
    for _ in range(4):
        if draw(st.booleans()):
            counts[draw(st.integers(0, 33))] += 3
        else:
            start = draw(st.integers(0, 2)) * 9 + draw(st.integers(0, 6))
            for kind in (start, start + 1, start + 2):
                counts[kind] += 1
    counts[draw(st.integers(0, 33))] += 2
    if max(counts) > 4:
        return draw(winning_hand())
    return counts


def request_for(counts, win, **extra) -> dict:
    return {"hand": format_counts(counts), "win_tile": kind_name(win), **extra}


CODES = {"bad_tiles", "not_a_win", "no_yaku", "kata_agari", "not_allowed", "inconsistent"}


@settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example],
)
@given(
    any_fourteen() | winning_hand(),
    st.data(),
    st.sampled_from(preset_names()),
    st.lists(st.sampled_from(FLAGS), max_size=3),
)
def test_scoring_answers_every_fourteen_tiles(counts, data, rules, flag_list):
    flags = dict.fromkeys(flag_list, True)
    win = data.draw(st.sampled_from([k for k in range(34) if counts[k]]))
    seat = data.draw(st.sampled_from("ESWN"))
    try:
        result = score(parse_request(request_for(counts, win, seat_wind=seat, **flags)), load(rules).hand)
    except TaikaiError as error:
        assert error.code in {
            "bad_tiles",
            "not_a_win",
            "no_yaku",
            "kata_agari",
            "not_allowed",
            "inconsistent",
        }
        return
    assert result.han >= 1 and result.points > 0 and result.total >= result.points
    assert result.payments.total(seat == "E") == result.points
    assert result.yakuman == 0 or result.han == 13 * result.yakuman


# --------------------------------------------------------------------------- mahjong package cross-check

mahjong_hand = pytest.importorskip("mahjong.hand_calculating.hand")
mahjong_config = pytest.importorskip("mahjong.hand_calculating.hand_config")
mahjong_meld = pytest.importorskip("mahjong.meld")

# Knobs set alike on both sides: open tanyao on, no red fives (none in these hands), no double yakuman,
# kiriage and kazoe per ruleset. Knobs that differ and are avoided: mleague scores a double wind pair
# 2 fu (mahjong: 4), so mleague is compared with double_wind_pair_fu = 4; no dora indicators.
SETTINGS = {
    "tenhou": dict(kiriage=False, kazoe_limit=mahjong_config.HandConstants.KAZOE_LIMITED),
    "mleague": dict(kiriage=True, kazoe_limit=mahjong_config.HandConstants.KAZOE_SANBAIMAN),
}


def mahjong_value(counts, win, tsumo, riichi, seat, round_, rules):
    tiles = [kind * 4 + copy for kind in range(34) for copy in range(counts[kind])]
    options = mahjong_config.OptionalRules(
        has_open_tanyao=True, has_aka_dora=False, has_double_yakuman=False, **SETTINGS[rules]
    )
    config = mahjong_config.HandConfig(
        is_tsumo=tsumo, is_riichi=riichi, player_wind=27 + seat, round_wind=27 + round_, options=options
    )
    response = mahjong_hand.HandCalculator.estimate_hand_value(tiles, win * 4, config=config)
    if response.error:
        return "no_yaku" if "no_yaku" in response.error else response.error
    if any(y.is_yakuman for y in response.yaku):
        return ("yakuman", response.cost["total"])
    return (response.han, response.fu, response.cost["total"])


def mine_value(request: dict, ruleset) -> tuple | str:
    try:
        result = score(parse_request(request), ruleset)
    except TaikaiError as error:
        return error.code
    return ("yakuman", result.points) if result.yakuman else (result.han, result.fu, result.points)


@pytest.mark.parametrize("rules", sorted(SETTINGS))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(counts=winning_hand(), data=st.data(), tsumo=st.booleans(), riichi=st.booleans(),
       seat=st.integers(0, 3), round_=st.integers(0, 1))  # fmt: skip
def test_agrees_with_the_mahjong_package(rules, counts, data, tsumo, riichi, seat, round_):
    win = data.draw(st.sampled_from([k for k in range(34) if counts[k]]))
    ruleset = replace(load(rules).hand, double_wind_pair_fu=4)
    request = request_for(counts, win, tsumo=tsumo, riichi=riichi, seat_wind="ESWN"[seat],
                          round_wind="ESWN"[round_])  # fmt: skip
    assert mine_value(request, ruleset) == mahjong_value(counts, win, tsumo, riichi, seat, round_, rules)


@st.composite
def open_hand(draw):
    """A winning hand with 1-3 called sets (chi or pon, no kan): (concealed counts, melds)."""
    concealed = draw(winning_hand())
    melds = []
    for _ in range(draw(st.integers(1, 3))):
        sequences = [k for k in range(27) if k % 9 <= 6 and all(concealed[k + i] for i in range(3))]
        triplets = [k for k in range(34) if concealed[k] >= 3]
        options = [("chi", k) for k in sequences] + [("pon", k) for k in triplets]
        if sum(concealed) <= 5 or not options:
            break
        kind_of_meld, start = draw(st.sampled_from(options))
        kinds = [start, start + 1, start + 2] if kind_of_meld == "chi" else [start] * 3
        rest = list(concealed)
        for kind in kinds:
            rest[kind] -= 1
        if not decompose(tuple(rest)):
            break  # keep the concealed part complete
        concealed = rest
        melds.append((kind_of_meld, kinds))
    return concealed, melds


@pytest.mark.parametrize("rules", sorted(SETTINGS))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand=open_hand(), data=st.data(), tsumo=st.booleans(), seat=st.integers(0, 3))
def test_open_hands_agree_with_the_mahjong_package(rules, hand, data, tsumo, seat):
    concealed, melds = hand
    win = data.draw(st.sampled_from([k for k in range(34) if concealed[k]]))
    ruleset = replace(load(rules).hand, double_wind_pair_fu=4)
    request = request_for(concealed, win, tsumo=tsumo, seat_wind="ESWN"[seat], melds=[
        {"type": t, "tiles": format_counts([kinds.count(k) for k in range(34)])} for t, kinds in melds
    ])  # fmt: skip
    tiles, used = [], [0] * 34
    for kind in [k for k in range(34) for _ in range(concealed[k])] + [k for _, ks in melds for k in ks]:
        tiles.append(kind * 4 + used[kind])
        used[kind] += 1
    mahjong_melds, start = [], sum(concealed)
    for meld_type, _ in melds:
        ids = tiles[start : start + 3]
        start += 3
        kind = mahjong_meld.Meld.CHI if meld_type == "chi" else mahjong_meld.Meld.PON
        mahjong_melds.append(mahjong_meld.Meld(kind, ids, opened=True))
    assert mine_value(request, ruleset) == mahjong_open_value(tiles, win, mahjong_melds, tsumo, seat, rules)


def mahjong_open_value(tiles, win, melds, tsumo, seat, rules):
    options = mahjong_config.OptionalRules(
        has_open_tanyao=True, has_aka_dora=False, has_double_yakuman=False, **SETTINGS[rules]
    )
    config = mahjong_config.HandConfig(is_tsumo=tsumo, player_wind=27 + seat, round_wind=27, options=options)
    response = mahjong_hand.HandCalculator.estimate_hand_value(tiles, win * 4, melds, config=config)
    if response.error:
        return "no_yaku" if "no_yaku" in response.error else response.error
    if any(y.is_yakuman for y in response.yaku):
        return ("yakuman", response.cost["total"])
    return (response.han, response.fu, response.cost["total"])
