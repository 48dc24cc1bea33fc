"""Tests of the Tenhou mjlog reader: meld decoding by hand, a hand-made record, the real archive."""

from __future__ import annotations

import dataclasses
import gzip
import io
import re
import tarfile
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taikai.errors import TaikaiError
from taikai.logs.tenhou import (
    TENHOU_YAKU_NAMES,
    Agari,
    Call,
    Discard,
    Draw,
    NewDora,
    Riichi,
    Ryuukyoku,
    TenhouGame,
    decode_meld,
    derive_flags,
    iter_archive,
    iter_games,
    iter_wins,
    parse_game,
)
from taikai.tiles import parse

FIXTURE = Path(__file__).parent / "fixtures" / "tenhou_mini.xml"
MINI = FIXTURE.read_text(encoding="utf-8")
CONTRACT_YAKU = set(
    [
        "menzen_tsumo",
        "riichi",
        "ippatsu",
        "chankan",
        "rinshan",
        "haitei",
        "houtei",
        "pinfu",
        "tanyao",
        "iipeikou",
        "seat_wind",
        "round_wind",
        "haku",
        "hatsu",
        "chun",
        "double_riichi",
        "chiitoitsu",
        "chanta",
        "ittsu",
        "sanshoku",
        "sanshoku_doukou",
        "sankantsu",
        "toitoi",
        "sanankou",
        "shousangen",
        "honroutou",
        "ryanpeikou",
        "junchan",
        "honitsu",
        "chinitsu",
        "renhou",
        "tenhou",
        "chiihou",
        "daisangen",
        "suuankou",
        "suuankou_tanki",
        "tsuuiisou",
        "ryuuiisou",
        "chinroutou",
        "chuuren",
        "junsei_chuuren",
        "kokushi",
        "kokushi_13",
        "daisuushii",
        "shousuushii",
        "suukantsu",
        "dora",
        "ura_dora",
        "aka_dora",
    ]
)


# --------------------------------------------------------------------------- melds, worked by hand


def test_chi_decoded_from_the_bit_layout():
    # 3m-4m-5m from the left, calling the 4m, copies 0, 1, 2:
    # t = 7*0 + (3-1) = 2; bits 10-15 = 2*3 + 1 = 7 -> 7168; chi bit 4;
    # copies at bits 3-4, 5-6, 7-8: 0 + (1 << 5) + (2 << 7) = 288; source 3 (left).
    # m = 7168 + 288 + 4 + 3 = 7463; ids 3m = 2*4+0 = 8, 4m = 3*4+1 = 13, 5m = 4*4+2 = 18.
    meld = decode_meld(7463)
    assert (meld.type, meld.tiles, meld.called, meld.source_name) == ("chi", (8, 13, 18), 13, "left")
    assert meld.from_seat(0) == 3


def test_chi_of_sou_uses_the_suit_offset():
    # 7s-8s-9s calling the 9s, copies 3, 3, 3: t = 7*2 + 6 = 20; 20*3 + 2 = 62 -> 62 << 10 = 63488;
    # copies 3 + (3 << 2) + (3 << 4) = 63 -> << 3 = 504; m = 63488 + 504 + 4 + 3 = 63999.
    # ids: 7s kind 24 -> 99, 8s kind 25 -> 103, 9s kind 26 -> 107.
    meld = decode_meld(63999)
    assert meld.tiles == (99, 103, 107)
    assert meld.called == 107


def test_pon_decoded_from_the_bit_layout():
    # pon of red dragons (kind 33) from across, calling index 2, copy 1 left out:
    # bits 9-15 = 33*3 + 2 = 101 -> 51712; pon bit 8; unused copy 1 << 5 = 32; source 2.
    # m = 51712 + 32 + 8 + 2 = 51754; the three tiles are 132, 134, 135; index 2 -> 135.
    meld = decode_meld(51754)
    assert (meld.type, meld.tiles, meld.called, meld.added, meld.source_name) == (
        "pon",
        (132, 134, 135),
        135,
        None,
        "across",
    )
    assert meld.from_seat(3) == 1


def test_added_kan_decoded_from_the_bit_layout():
    # the same pon upgraded: bit 16 instead of bit 8 -> m = 51712 + 32 + 16 + 2 = 51762.
    # all four red dragons; the added tile is the copy left out of the pon: 33*4 + 1 = 133.
    meld = decode_meld(51762)
    assert (meld.type, meld.tiles, meld.called, meld.added) == ("kakan", (132, 133, 134, 135), 135, 133)
    assert meld.is_kan and meld.is_open


def test_open_kan_decoded_from_the_bit_layout():
    # open kan of 5p called from the right: the called id 53 in bits 8-15 -> 13568, source 1: m = 13569.
    meld = decode_meld(13569)
    assert (meld.type, meld.tiles, meld.called, meld.source_name) == ("minkan", (52, 53, 54, 55), 53, "right")


def test_closed_kan_decoded_from_the_bit_layout():
    # closed kan of East: id 108 in bits 8-15 -> 27648, source 0.
    meld = decode_meld(27648)
    assert (meld.type, meld.tiles, meld.called, meld.source_name) == (
        "ankan",
        (108, 109, 110, 111),
        None,
        None,
    )
    assert not meld.is_open
    assert meld.from_seat(2) is None


@pytest.mark.parametrize(
    "m",
    [
        -1,
        1 << 16,
        (21 * 3) << 10 | 4 | 3,  # chi start 21 is past 7s-8s-9s
        (34 * 3) << 9 | 8 | 1,  # pon of kind 34
        4 | 0,  # chi from a closed source
        136 << 8 | 1,  # kan of tile id 136
    ],
)
def test_impossible_meld_values_are_bad_logs(m):
    with pytest.raises(TaikaiError) as error:
        decode_meld(m)
    assert error.value.code == "bad_log"


def _encode_chi(kind: int, copies: tuple[int, int, int], called: int) -> int:
    """The README's chi layout, written independently of the decoder: source is always 3 (left)."""
    t = 7 * (kind // 9) + kind % 9
    return (t * 3 + called) << 10 | copies[0] << 3 | copies[1] << 5 | copies[2] << 7 | 0x4 | 3


@settings(max_examples=200, deadline=None)
@given(
    suit=st.integers(0, 2),
    start=st.integers(0, 6),
    copies=st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 3)),
    called=st.integers(0, 2),
)
def test_chi_round_trip(suit, start, copies, called):
    kind = 9 * suit + start
    meld = decode_meld(_encode_chi(kind, copies, called))
    assert meld.tiles == tuple((kind + i) * 4 + copies[i] for i in range(3))
    assert meld.called == meld.tiles[called] and meld.source_name == "left"


@settings(max_examples=200, deadline=None)
@given(kind=st.integers(0, 33), fourth=st.integers(0, 3), called=st.integers(0, 2), source=st.integers(1, 3))
def test_pon_and_added_kan_round_trip(kind, fourth, called, source):
    packed = (kind * 3 + called) << 9 | fourth << 5 | source
    pon, kakan = decode_meld(packed | 0x8), decode_meld(packed | 0x10)
    assert set(pon.tiles) | {kind * 4 + fourth} == set(kakan.tiles) == set(range(kind * 4, kind * 4 + 4))
    assert pon.called == kakan.called == pon.tiles[called] != kakan.added == kind * 4 + fourth
    assert pon.source == kakan.source == source and pon.from_seat(0) == source


@settings(max_examples=200, deadline=None)
@given(tile=st.integers(0, 135), source=st.integers(0, 3))
def test_kans_round_trip(tile, source):
    meld = decode_meld(tile << 8 | source)
    assert meld.type == ("ankan" if source == 0 else "minkan")
    assert meld.tiles == tuple(range(tile // 4 * 4, tile // 4 * 4 + 4))
    assert meld.called == (None if source == 0 else tile)


def test_every_tenhou_yaku_id_has_a_contract_name():
    assert sorted(TENHOU_YAKU_NAMES) == list(range(55))
    assert set(TENHOU_YAKU_NAMES.values()) <= CONTRACT_YAKU
    assert TENHOU_YAKU_NAMES[12] == "seat_wind" and TENHOU_YAKU_NAMES[15] == "round_wind"
    assert TENHOU_YAKU_NAMES[41] == "suuankou_tanki" and TENHOU_YAKU_NAMES[48] == "kokushi_13"


# --------------------------------------------------------------------------- derived flags on event lists


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


# --------------------------------------------------------------------------- the hand-made record


@pytest.fixture(scope="module")
def mini() -> TenhouGame:
    return parse_game(MINI, "mini.xml")


def test_header_of_the_hand_made_record(mini):
    assert [p.name for p in mini.players] == ["Aki", "Ben", "あ", "Dee"]
    assert mini.players[1].rate == Decimal("2100.50") and mini.players[3].dan == 18
    # type 169 = 0xA9 = phoenix 0xA0 + east-south 0x08 + vs humans 0x01; no 0x02/0x04: red fives, open tanyao
    assert (mini.red_fives, mini.open_tanyao, mini.east_south, mini.fast) == (True, True, True, False)
    assert mini.first_dealer == 0 and len(mini.hands) == 2


def test_double_riichi_ippatsu_ron_of_the_hand_made_record(mini):
    hand = mini.hands[0]
    win = hand.results[0]
    assert hand.label == "E1-0" and hand.dora_indicators == (112,)
    assert [type(e).__name__ for e in hand.events] == [
        "Draw",
        "Discard",
        "Draw",
        "Riichi",
        "Discard",
        "Riichi",
        "Draw",
        "Discard",
    ]
    # seat 1 declares on its first discard (no call before): double riichi; seat 2 deals in before
    # seat 1 draws again: ippatsu. Seat 2 sits right of seat 1: from "right". Dealer 0, so seat 1 is S.
    assert win.request(hand, mini) == {
        "rules": "tenhou",
        "hand": "234067m234p678s55z",
        "melds": [],
        "win_tile": "5z",
        "tsumo": False,
        "seat_wind": "S",
        "round_wind": "E",
        "dora_indicators": "2z",
        "ura_indicators": "3z",
        "riichi": True,
        "double_riichi": True,
        "ippatsu": True,
        "haitei": False,
        "houtei": False,
        "rinshan": False,
        "chankan": False,
        "tenhou": False,
        "chiihou": False,
        "honba": 0,
        "deposits": 1,
    }
    # yaku="21,2,2,1,52,0,54,1,53,0": double riichi 2 + ippatsu 1 + aka 1 = 4 han; 40 fu -> 8000 mangan.
    assert win.expected() == {
        "han": 4,
        "fu": 40,
        "points": 8000,
        "limit": "mangan",
        "yakuman": 0,
        "yaku": [["double_riichi", 2], ["ippatsu", 1], ["aka_dora", 1]],
    }
    # sc in hundreds: seat 1 had 24000 after its stick and gains 8000 + the 1000 deposit
    assert win.scores == (25000, 24000, 25000, 25000) and win.deltas == (0, 9000, -8000, 0)


def test_rinshan_after_an_open_kan_of_the_hand_made_record(mini):
    hand = mini.hands[1]
    win = hand.results[0]
    assert hand.dealer == 1 and hand.dora_indicators == (8, 12)
    request = win.request(hand, mini)
    # seat 2 calls seat 1's chun: the discarder sits on the caller's left; seat 2 is S when seat 1 deals
    assert request["melds"] == [{"type": "minkan", "tiles": "7777z", "from": "left"}]
    assert (request["hand"], request["win_tile"], request["seat_wind"]) == ("11m123p406789s", "9s", "S")
    assert (request["tsumo"], request["rinshan"], request["dora_indicators"]) == (True, True, "34m")
    assert request["ura_indicators"] == ""
    assert win.expected()["yaku"] == [["rinshan", 1], ["chun", 1], ["aka_dora", 1]]
    assert mini.owari is not None
    assert mini.owari.scores == (23700, 30400, 22200, 23700)
    assert mini.owari.pt == (Decimal("-6.3"), Decimal("40.4"), Decimal("-27.8"), Decimal("-6.3"))


def test_score_chain_of_the_hand_made_record(mini):
    _check_score_chain(mini)


def test_pao_is_found_from_the_melds(mini):
    # seat 2 wins with haku and hatsu pons and the chun kan; seat 1 (on seat 2's left) fed the third
    hand = mini.hands[1]
    haku = decode_meld((31 * 3) << 9 | 8 | 3)  # pon of kind 31 called from the left
    hatsu = decode_meld((32 * 3) << 9 | 8 | 2)  # pon of kind 32 called from across
    win = dataclasses.replace(hand.results[0], melds=(haku, hatsu, *hand.results[0].melds), pao_who=1)
    assert win.request(hand, mini)["pao"] == {"yaku": "daisangen", "from": "left"}
    assert [m["tiles"] for m in win.request(hand, mini)["melds"]] == ["555z", "666z", "7777z"]
    with pytest.raises(TaikaiError, match="no pao yakuman"):
        dataclasses.replace(hand.results[0], pao_who=1).request(hand, mini)


def test_exhaustive_draw_with_shown_hands():
    # the second hand ends in a draw instead: seats 2 and 3 show tenpai and get 1500 each from 0 and 1
    agari = MINI[MINI.index("<AGARI", MINI.index("<INIT", 500)) : MINI.index("</mjloggm>")]
    draw = (
        '<RYUUKYOKU ba="0,0" sc="250,-15,330,-15,170,15,250,15" '
        'hai2="0,1,36,40,44,84,88,92,96,100,132,133,134" hai3="56,57,58,60,61,62,64,65,66,68,69,70,72" '
        'owari="235,-6.5,315,41.5,185,-26.5,265,-8.5" />'
    )
    game = parse_game(MINI.replace(agari, draw), "draw.xml")
    result = game.hands[1].results[0]
    assert isinstance(result, Ryuukyoku) and result.kind == "exhaustive"
    assert result.tenpai == (2, 3) and result.shown_hands[0] is None and len(result.shown_hands[2]) == 13
    assert result.deltas == (-1500, -1500, 1500, 1500)
    assert game.owari is not None and game.owari.scores == (23500, 31500, 18500, 26500)


def test_three_player_records_are_refused():
    with pytest.raises(TaikaiError, match="three-player"):
        parse_game(MINI.replace('type="169"', 'type="185"'), "sanma.xml")  # 185 = 169 + 0x10


# --------------------------------------------------------------------------- robustness


def test_truncated_record_names_the_file():
    with pytest.raises(TaikaiError) as error:
        parse_game(MINI[:500], "cut.xml")
    assert error.value.code == "bad_log" and "cut.xml" in error.value.message


def test_missing_attribute_names_the_file_and_the_tag():
    broken = MINI.replace(' machi="125"', "")
    with pytest.raises(TaikaiError) as error:
        parse_game(broken, "broken.xml")
    assert error.value.code == "bad_log"
    assert "broken.xml" in error.value.message and "<AGARI>" in error.value.message
    assert "machi" in error.value.message


def test_events_before_the_first_hand_are_bad_logs():
    with pytest.raises(TaikaiError, match="before the first INIT"):
        parse_game('<mjloggm ver="2.3"><T5/></mjloggm>', "early.xml")


_ATTRIBUTE = re.compile(r' [A-Za-z0-9]+="[^"]*"')


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_mangled_records_raise_only_taikai_errors(data):
    text = MINI
    attributes = list(_ATTRIBUTE.finditer(text))
    action = data.draw(st.sampled_from(["truncate", "drop_tag", "delete", "replace"]))
    if action == "truncate":
        text = text[: data.draw(st.integers(0, len(text)))]
    elif action == "drop_tag":
        tag = data.draw(st.sampled_from(list(re.finditer(r"<[A-Z][^<>]*/>", text))))
        text = text[: tag.start()] + text[tag.end() :]
    else:
        match = data.draw(st.sampled_from(attributes))
        name = match.group().split("=")[0]
        junk = data.draw(
            st.sampled_from(["", "x", "-1", "999", "1,2", "0,0,0,0,0,0,0,0,0", "1e999999", "nan"])
        )
        replacement = "" if action == "delete" else f'{name}="{junk}"'
        text = text[: match.start()] + replacement + text[match.end() :]
    try:
        game = parse_game(text, "mangled.xml")
        for hand in game.hands:
            for result in hand.results:
                if isinstance(result, Agari):
                    result.request(hand, game)
                    result.expected()
    except TaikaiError as error:
        assert error.code == "bad_log"
        assert "mangled.xml" in error.message or error.message.startswith("AGARI")


# --------------------------------------------------------------------------- the real archive


@pytest.fixture(scope="module")
def games(tenhou_archive) -> list[TenhouGame]:
    return list(iter_games(tenhou_archive))


def test_archive_counts(games):
    types = Counter(game.type_flags for game in games)
    assert len(games) == 722 and types == {169: 647, 225: 75}
    assert sum(game.east_south for game in games) == 647
    assert sum(game.fast and not game.east_south for game in games) == 75
    hands = [hand for game in games for hand in game.hands]
    assert len(hands) == 7344
    wins = [r for hand in hands for r in hand.results if isinstance(r, Agari)]
    assert len(wins) == 6204
    assert sum(w.flags.tsumo for w in wins) == 2501 and sum(not w.flags.tsumo for w in wins) == 3703
    winners = [sum(isinstance(r, Agari) for r in hand.results) for hand in hands]
    assert sum(n - 1 for n in winners if n > 1) == 42
    assert sum(bool(w.yakuman) for w in wins) == 5
    draws = Counter(r.kind for hand in hands for r in hand.results if isinstance(r, Ryuukyoku))
    assert draws == {"exhaustive": 1088, "yao9": 86, "kaze4": 5, "reach4": 2, "nm": 1}


def test_readme_worked_example(tenhou_archive):
    wanted = "2020010100gm-00a9-0000-03aa14b0"
    name, text = next((n, t) for n, t in iter_archive(tenhou_archive) if n.startswith(wanted))
    game = parse_game(text, name)
    hand = game.hands[0]
    win = hand.results[0]
    request = win.request(hand, game)
    # hai 21,25,29 = 6m 7m 8m; 37,39,41,43,44,45 = 1p 1p 2p 2p 3p 3p; 77,81 = 2s 3s; 87 = 4s (machi);
    # 88 = red 5s, 89 = 5s. E1 dealer seat 0, so the winner seat 1 is South; the discarder seat 2 is
    # the next seat in turn order after the winner: the right (Tenhou's relative 1).
    # doraHai 93 = 6s, doraHaiUra 107 = 9s; ba="0,1": 0 honba, 1 deposit; REACH who=1 step 2 accepted
    # before the ron, on the winner's 8th discard (not double); seat 1 discarded after its next draw
    # (U125 E125), so no ippatsu.
    assert Counter(parse(request.pop("hand"))) == Counter(parse("678m112233p234s05s"))
    assert request == {
        "rules": "tenhou",
        "melds": [],
        "win_tile": "4s",
        "tsumo": False,
        "seat_wind": "S",
        "round_wind": "E",
        "dora_indicators": "6s",
        "ura_indicators": "9s",
        "riichi": True,
        "double_riichi": False,
        "ippatsu": False,
        "haitei": False,
        "houtei": False,
        "rinshan": False,
        "chankan": False,
        "tenhou": False,
        "chiihou": False,
        "honba": 0,
        "deposits": 1,
    }
    assert (win.who, win.from_who) == (1, 2)
    assert win.expected() == {
        "han": 4,
        "fu": 30,
        "points": 7700,
        "limit": None,  # no kiriage: 4 han 30 fu stays 7700
        "yakuman": 0,
        "yaku": [["riichi", 1], ["pinfu", 1], ["iipeikou", 1], ["aka_dora", 1]],
    }
    assert win.deltas[1] == 8700  # 7700 + the one deposit


_FLAG_YAKU = {"ippatsu": 2, "chankan": 3, "rinshan": 4, "haitei": 5, "houtei": 6, "double_riichi": 21}


def test_derived_flags_agree_with_the_yaku_ids_on_every_win(games):
    checked = Counter()
    for game in games:
        for hand in game.hands:
            for win in (r for r in hand.results if isinstance(r, Agari)):
                flags, ids, yakuman = win.flags, {i for i, _ in win.yaku}, set(win.yakuman)
                assert flags.tenhou == (37 in yakuman) and flags.chiihou == (38 in yakuman), win
                if yakuman:  # a yakuman record lists no other yaku
                    continue
                for name, yaku_id in _FLAG_YAKU.items():
                    assert getattr(flags, name) == (yaku_id in ids), (name, game.name, hand.label)
                    checked[name] += getattr(flags, name)
                assert (flags.riichi and not flags.double_riichi) == (1 in ids), (game.name, hand.label)
                closed = not any(meld.is_open for meld in win.melds)
                assert (flags.tsumo and closed) == (0 in ids), (game.name, hand.label)
    # not vacuous: each flag occurs, except chankan, which no win of the archive has (it is
    # checked on event lists above)
    assert checked["chankan"] == 0
    assert all(checked[name] > 0 for name in _FLAG_YAKU if name != "chankan"), checked


def _check_score_chain(game: TenhouGame) -> None:
    for index, hand in enumerate(game.hands):
        sticks = [0] * 4
        for event in hand.events:
            if isinstance(event, Riichi) and event.step == 2:
                sticks[event.seat] += 1000
        after_sticks = tuple(s - d for s, d in zip(hand.scores, sticks, strict=True))
        assert hand.results[0].scores == after_sticks, (game.name, hand.label)
        end = tuple(after_sticks[s] + sum(r.deltas[s] for r in hand.results) for s in range(4))
        if index + 1 < len(game.hands):
            assert end == game.hands[index + 1].scores, (game.name, hand.label)
        else:  # deposits left on the table go to the top (ties: nearer the first dealer)
            top = min(range(4), key=lambda s: (-end[s], (s - game.first_dealer) % 4))
            final = [*end]
            final[top] += 100_000 - sum(end)
            assert game.owari is not None and game.owari.scores == tuple(final), game.name


def test_score_chain_over_the_archive(games):
    for game in games:
        _check_score_chain(game)
        assert sum(game.owari.pt) == 0


def test_called_tiles_are_the_previous_discard(games):
    # a call takes the last discard (a riichi acceptance may stand between them); a draw ends that chance
    calls = 0
    for game in games:
        for hand in game.hands:
            last_discard = None
            for event in hand.events:
                if isinstance(event, Discard):
                    last_discard = event
                elif isinstance(event, Draw):
                    last_discard = None
                elif isinstance(event, Call) and event.meld.type in ("chi", "pon", "minkan"):
                    assert last_discard is not None and last_discard.tile == event.meld.called
                    assert event.meld.from_seat(event.seat) == last_discard.seat
                    calls += 1
    assert calls > 10_000


def test_iter_wins_reads_an_archive_in_name_order(tmp_path):
    # two copies of the hand-made record: one plain, one gzipped as Tenhou serves .mjlog files
    archive = tmp_path / "mini.tar.xz"
    with tarfile.open(archive, "w:xz") as tar:
        for name, data in [("logs/b.xml", MINI.encode()), ("logs/a.mjlog", gzip.compress(MINI.encode()))]:
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    assert [name for name, _ in iter_archive(archive)] == ["a.mjlog", "b.xml"]
    wins = list(iter_wins(archive))
    assert [label for _, _, label in wins] == [
        "a.mjlog#E1-0#1",
        "a.mjlog#E2-0#1",
        "b.xml#E1-0#1",
        "b.xml#E2-0#1",
    ]
    assert wins[0][1]["points"] == 8000 and wins[1][0]["rinshan"]


def test_unreadable_archive_is_a_bad_log(tmp_path):
    path = tmp_path / "not.tar.xz"
    path.write_bytes(b"not an archive")
    with pytest.raises(TaikaiError) as error:
        list(iter_archive(path))
    assert error.value.code == "bad_log" and "not.tar.xz" in error.value.message


def test_requests_of_the_archive_use_contract_names(games):
    seconds = 0
    for game in games:
        for hand in game.hands:
            wins = [r for r in hand.results if isinstance(r, Agari)]
            for number, win in enumerate(wins):
                request, expected = win.request(hand, game), win.expected()
                assert all(name in CONTRACT_YAKU for name, _ in expected["yaku"])
                # 14 tiles: closed tiles (red fives written 0) + 3 per meld (a kan's 4th is extra)
                assert len(parse(request["hand"])) + 3 * len(request["melds"]) == 14
                if number:  # the second ron winner collects no honba and no deposits
                    seconds += 1
                    assert (request["honba"], request["deposits"]) == (0, 0)
                    assert win.deltas[win.who] == win.points
    assert seconds == 42


def test_dora_indicators_of_a_win_are_those_turned_before_it(games):
    for game in games:
        for hand in game.hands:
            turned = [hand.dora_indicators[0]]
            for event in hand.events:
                if isinstance(event, NewDora):
                    turned.append(event.indicator)
            for win in (r for r in hand.results if isinstance(r, Agari)):
                assert win.dora_indicators == tuple(turned), (game.name, hand.label)
                assert len(win.ura_indicators) == (len(turned) if win.flags.riichi else 0), (
                    game.name,
                    hand.label,
                )


def test_tenpai_seats_of_exhaustive_draws_match_the_payments(games):
    # shown hands are the tenpai hands: with 1-3 of them, they gain and the others pay; with 0 or 4 nobody
    draws = 0
    for game in games:
        for hand in game.hands:
            for result in hand.results:
                if isinstance(result, Ryuukyoku) and result.kind == "exhaustive":
                    draws += 1
                    gains = tuple(seat for seat, delta in enumerate(result.deltas) if delta > 0)
                    assert gains == (result.tenpai if 0 < len(result.tenpai) < 4 else ()), (
                        game.name,
                        hand.label,
                    )
    assert draws == 1088
