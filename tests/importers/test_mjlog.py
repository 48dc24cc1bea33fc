"""Tests of the Tenhou mjlog reader: meld decoding by hand, a hand-made log, robustness, the real archive."""

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
from taikai.importers.tenhou import (
    Agari,
    BadLog,
    Call,
    Discard,
    Draw,
    NewDora,
    Riichi,
    Ryuukyoku,
    TenhouGame,
    iter_archive,
    iter_games,
    iter_wins,
    read_file,
)
from taikai.importers.tenhou.mjlog import TENHOU_YAKU_NAMES, decode_meld, read
from taikai.importers.tenhou.situation import flags_of, request
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


# --------------------------------------------------------------------------- the hand-made record


@pytest.fixture(scope="module")
def mini() -> TenhouGame:
    return read(MINI, "mini.xml")


def test_header_of_the_hand_made_record(mini):
    assert [p.name for p in mini.players] == ["Aki", "Ben", "あ", "Dee"]  # n0 is URL-encoded "Aki"
    # dan 16,16,17,18 are Tenhou's rank indexes: 16 = 七段 ... 18 = 九段
    assert mini.players[1].rate == Decimal("2100.50") and [p.dan for p in mini.players][2:] == [
        "八段",
        "九段",
    ]
    # type 169 = 0xA9 = phoenix 0xA0 + east-south 0x08 + vs humans 0x01; no 0x02/0x04: red fives, open tanyao
    assert mini.red_fives and mini.rules.type_flags == 169 and mini.rules.room == "phoenix"
    assert mini.rules.rule_changes == {} and len(mini.hands) == 2 and mini.cut is None
    assert (mini.format, mini.game_id) == ("mjlog", "mini")


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
    assert request(mini, hand, win) == {
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
        "renhou": False,
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
    request_ = request(mini, hand, win)
    # seat 2 calls seat 1's chun: the discarder sits on the caller's left; seat 2 is S when seat 1 deals
    assert request_["melds"] == [{"type": "minkan", "tiles": "7777z", "from": "left"}]
    assert (request_["hand"], request_["win_tile"], request_["seat_wind"]) == ("11m123p406789s", "9s", "S")
    assert (request_["tsumo"], request_["rinshan"], request_["dora_indicators"]) == (True, True, "34m")
    assert request_["ura_indicators"] == ""
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
    assert request(mini, hand, win)["pao"] == {"yaku": "daisangen", "from": "left"}
    assert [m["tiles"] for m in request(mini, hand, win)["melds"]] == ["555z", "666z", "7777z"]
    with pytest.raises(BadLog, match="no pao yakuman"):
        request(mini, hand, dataclasses.replace(hand.results[0], pao_who=1))


def test_exhaustive_draw_with_shown_hands():
    # the second hand ends in a draw instead: seats 2 and 3 show tenpai and get 1500 each from 0 and 1
    agari = MINI[MINI.index("<AGARI", MINI.index("<INIT", 500)) : MINI.index("</mjloggm>")]
    draw = (
        '<RYUUKYOKU ba="0,0" sc="250,-15,330,-15,170,15,250,15" '
        'hai2="0,1,36,40,44,84,88,92,96,100,132,133,134" hai3="56,57,58,60,61,62,64,65,66,68,69,70,72" '
        'owari="235,-6.5,315,41.5,185,-26.5,265,-8.5" />'
    )
    game = read(MINI.replace(agari, draw), "draw.xml")
    result = game.hands[1].results[0]
    assert isinstance(result, Ryuukyoku) and result.kind == "exhaustive"
    assert result.tenpai == (2, 3) and result.shown_hands[0] is None and len(result.shown_hands[2]) == 13
    assert result.deltas == (-1500, -1500, 1500, 1500)
    assert game.owari is not None and game.owari.scores == (23500, 31500, 18500, 26500)


def test_three_player_records_are_refused():
    with pytest.raises(BadLog, match=r"sanma.xml <GO> .*GO type 185 is a three-player game"):
        read(MINI.replace('type="169"', 'type="185"'), "sanma.xml")  # 185 = 169 + 0x10


# --------------------------------------------------------------------------- cut logs


def _cut_after(text: str, tag: str, count: int = 1) -> str:
    """``text`` up to the end of the ``count``-th ``tag`` (a tag name with its opening bracket)."""
    at = -1
    for _ in range(count):
        at = text.index(tag, at + 1)
    return text[: text.index(">", at) + 1]


def test_a_log_cut_inside_a_hand_keeps_the_hands_before_it():
    # cut after the discard of hand 2's first draw (<E135/>): hand 1 is complete, hand 2 has no result
    game = read(_cut_after(MINI, "<E135"), "cut.xml")
    assert len(game.hands) == 1 and game.owari is None
    assert (game.cut.hand, game.cut.label, game.cut.tag) == (2, "E2-0", "<E135>")
    (warning,) = game.warnings
    assert warning.code == "log_cut"
    assert warning.message == "cut.xml: the log stops in hand 2 (E2-0) after <E135>: hand 1 is replayed"


def test_a_log_cut_inside_a_tag_or_before_the_closing_root_is_read_up_to_there():
    inside = MINI[: MINI.index("<AGARI", MINI.index("<INIT", 500)) + 20]  # in the middle of hand 2's AGARI
    game = read(inside, "cut.xml")
    assert len(game.hands) == 1 and game.cut.hand == 2 and game.cut.tag == "<V104>"
    # the whole game without </mjloggm>: the owari was read, nothing is missing
    whole = read(MINI.removesuffix("</mjloggm>"), "open.xml")
    assert len(whole.hands) == 2 and whole.cut is None and whole.owari is not None


def test_a_log_cut_before_its_first_complete_hand_is_a_bad_log():
    # cut just after hand 1's AGARI: a second ron winner could follow, so hand 1 is not known complete
    with pytest.raises(BadLog, match=r"cut.xml: no complete hand in the log \(it stops after <AGARI>\)"):
        read(_cut_after(MINI, "<AGARI"), "cut.xml")
    with pytest.raises(BadLog, match="no GO, UN and INIT tags"):
        read(MINI[:120], "cut.xml")


def test_a_last_hand_without_a_result_in_a_complete_document_is_a_cut():
    game = read(MINI[: MINI.index("<AGARI", MINI.index("<INIT", 500))] + "</mjloggm>", "stopped.xml")
    assert len(game.hands) == 1 and game.cut.hand == 2


def test_a_gzipped_mjlog_reads_the_same(tmp_path):
    plain, packed = tmp_path / "mini.xml", tmp_path / "mini.mjlog"
    plain.write_text(MINI, encoding="utf-8")
    packed.write_bytes(gzip.compress(MINI.encode()))
    assert read_file(packed) == dataclasses.replace(read_file(plain), name="mini.mjlog")


# --------------------------------------------------------------------------- malformed logs


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ((' machi="125"', ""), "broken.xml <AGARI> (hand 1): <AGARI> has no machi attribute"),
        (("<T56/>", "<T136/>"), "broken.xml <T136> (hand 1): tile id 136 is not between 0 and 135"),
        (('who="1" fromWho="2"', 'who="4" fromWho="2"'), "<AGARI who=4> is not a seat 0-3"),
        (('ten="40,8000,1"', 'ten="40,8000,9"'), "is not fu, points and a limit code 0-5"),
        (('ten="40,8000,1"', 'ten="40,x,1"'), "<AGARI ten='40,x,1'> is not a list of integers"),
        (('yaku="21,2,2,1', 'yaku="99,2,2,1'), "<AGARI> has a yaku list that is not (id 0-54, han) pairs"),
        (('seed="0,0,0,3,4,112"', 'seed="0,0,0,3,4,136"'), "round, count or dora indicator out of range"),
        (('<TAIKYOKU oya="0"/>', '<TAIKYOKU oya="1"/>'), "the first dealer of a Tenhou log is seat 0"),
        (('oya="0" hai0', 'oya="2" hai0'), "<INIT oya=2> is not the dealer of round 0"),
        (('type="169"', 'type="2217"'), "GO type 2217 has bits taikai does not know (0x800)"),
        (('<N who="2" m="34563" />', '<N who="2" m="70000" />'), "m=70000 is not a 16-bit meld value"),
        (('<REACH who="1" step="1"/>', '<REACH who="1" step="3"/>'), "<REACH step=3> is not 1 or 2"),
        (("<T56/>", "<T56><D56/></T56>"), "<T56> holds other tags: mjlog tags are not nested"),
        (("mjloggm", "mjlog"), "root tag <mjlog> is not <mjloggm>: not a Tenhou mjlog"),
        (("<T56/>", "<T56/><&>"), "not well-formed XML"),
        (
            ("<T56/>", "<T56/><BYE who='1'/><WAIT/>"),
            "broken.xml <WAIT> (hand 1): <WAIT> is not a tag of an mjlog",
        ),
        (('owari="237,-6.3,', 'owari="237,-6.33,'), "holds the pt '-6.33', not a number with one decimal"),
    ],
)
def test_a_malformed_log_names_the_file_the_hand_and_the_tag(change, message):
    with pytest.raises(BadLog) as error:
        read(MINI.replace(*change), "broken.xml")
    assert error.value.code == "bad_log" and "broken.xml" in error.value.message
    assert message in error.value.message


def test_impossible_sequences_are_bad_logs():
    with pytest.raises(BadLog, match="before the first INIT"):
        read('<mjloggm ver="2.3"><T5/></mjloggm>', "early.xml")
    second_init = MINI.index("<INIT", 500)
    no_result = MINI[: MINI.index("<AGARI")] + MINI[second_init:]
    with pytest.raises(BadLog, match=r"<INIT> \(hand 1\): a hand \(INIT\) ends without AGARI or RYUUKYOKU"):
        read(no_result, "lost.xml")
    with pytest.raises(BadLog, match="<T0> comes after the end of the game"):
        read(MINI.replace("</mjloggm>", "<T0/></mjloggm>"), "late.xml")
    with pytest.raises(BadLog, match="no XML tag"):
        read("   ", "empty.xml")


_ATTRIBUTE = re.compile(r' [A-Za-z0-9]+="[^"]*"')


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_mangled_logs_raise_only_bad_logs(data):
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
            st.sampled_from(["", "x", "-1", "999", "1,2", "0,0,0,0,0,0,0,0,0", "1e999999", "nan", "9" * 5000])
        )
        replacement = "" if action == "delete" else f'{name}="{junk}"'
        text = text[: match.start()] + replacement + text[match.end() :]
    try:
        game = read(text, "mangled.xml")
        for hand in game.hands:
            for result in hand.results:
                if isinstance(result, Agari):
                    request(game, hand, result)
                    result.expected()
    except TaikaiError as error:
        assert error.code == "bad_log"
        assert "mangled.xml" in error.message or error.message.startswith("AGARI")


# --------------------------------------------------------------------------- the real archive


@pytest.fixture(scope="module")
def games(tenhou_archive) -> list[TenhouGame]:
    return list(iter_games(tenhou_archive))


def test_archive_counts(games):
    # README: 647 east-south games (GO type 169 = 0xA9) and 75 east-only fast games (225 = 0xE1)
    types = Counter(game.rules.type_flags for game in games)
    assert len(games) == 722 and types == {169: 647, 225: 75}
    traits = Counter(game.rules.traits[:2] for game in games)
    assert traits == {("east-south", "red fives"): 647, ("east only", "fast"): 75}
    assert {game.rules.room for game in games} == {"phoenix"} and all(game.cut is None for game in games)
    hands = [hand for game in games for hand in game.hands]
    assert len(hands) == 7344
    wins = [r for hand in hands for r in hand.results if isinstance(r, Agari)]
    assert len(wins) == 6204
    assert sum(w.tsumo for w in wins) == 2501 and sum(not w.tsumo for w in wins) == 3703
    winners = [sum(isinstance(r, Agari) for r in hand.results) for hand in hands]
    assert sum(n - 1 for n in winners if n > 1) == 42
    assert sum(bool(w.yakuman) for w in wins) == 5
    draws = Counter(r.kind for hand in hands for r in hand.results if isinstance(r, Ryuukyoku))
    assert draws == {"exhaustive": 1088, "yao9": 86, "kaze4": 5, "reach4": 2, "nm": 1}


def test_readme_worked_example(tenhou_archive):
    wanted = "2020010100gm-00a9-0000-03aa14b0"
    name, text = next((n, t) for n, t in iter_archive(tenhou_archive) if n.startswith(wanted))
    game = read(text, name)
    hand = game.hands[0]
    win = hand.results[0]
    request_ = request(game, hand, win)
    # hai 21,25,29 = 6m 7m 8m; 37,39,41,43,44,45 = 1p 1p 2p 2p 3p 3p; 77,81 = 2s 3s; 87 = 4s (machi);
    # 88 = red 5s, 89 = 5s. E1 dealer seat 0, so the winner seat 1 is South; the discarder seat 2 is
    # the next seat in turn order after the winner: the right (Tenhou's relative 1).
    # doraHai 93 = 6s, doraHaiUra 107 = 9s; ba="0,1": 0 honba, 1 deposit; REACH who=1 step 2 accepted
    # before the ron, on the winner's 8th discard (not double); seat 1 discarded after its next draw
    # (U125 E125), so no ippatsu.
    assert Counter(parse(request_.pop("hand"))) == Counter(parse("678m112233p234s05s"))
    assert request_ == {
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
        "renhou": False,
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


_FLAG_YAKU = ("ippatsu", "chankan", "rinshan", "haitei", "houtei", "double_riichi")


def test_derived_flags_agree_with_the_yaku_lists_on_every_win(games):
    checked = Counter()
    for game in games:
        for hand in game.hands:
            for win in hand.wins:
                flags, names = flags_of(hand, win), {name for name, _ in win.yaku}
                assert flags.tenhou == ("tenhou" in win.yakuman) and flags.chiihou == (
                    "chiihou" in win.yakuman
                )
                if win.yakuman:  # a yakuman lists no other yaku
                    continue
                for name in _FLAG_YAKU:
                    assert getattr(flags, name) == (name in names), (name, game.name, hand.label)
                    checked[name] += getattr(flags, name)
                assert (flags.riichi and not flags.double_riichi) == ("riichi" in names), (
                    game.name,
                    hand.label,
                )
                closed = not any(meld.is_open for meld in win.melds)
                assert (flags.tsumo and closed) == ("menzen_tsumo" in names), (game.name, hand.label)
                checked["renhou"] += flags.renhou  # Tenhou does not play renhou: nothing to check it with
    # not vacuous: each flag occurs, except chankan, which no win of the archive has (it is
    # checked on event lists in test_situation.py)
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
            top = min(range(4), key=lambda s: (-end[s], s))
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
                request_, expected = request(game, hand, win), win.expected()
                assert all(name in CONTRACT_YAKU for name, _ in expected["yaku"])
                # 14 tiles: closed tiles (red fives written 0) + 3 per meld (a kan's 4th is extra)
                assert len(parse(request_["hand"])) + 3 * len(request_["melds"]) == 14
                if number:  # the second ron winner collects no honba and no deposits
                    seconds += 1
                    assert (request_["honba"], request_["deposits"]) == (0, 0)
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
                assert len(win.ura_indicators) == (len(turned) if flags_of(hand, win).riichi else 0), (
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
