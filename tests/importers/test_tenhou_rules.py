"""The rules a Tenhou log states: GO type bits and tenhou.net/6 rule.disp, checked against the logs here."""

from __future__ import annotations

import pytest

from taikai.game.record import GameRecord, ruleset_of
from taikai.i18n import words
from taikai.importers.tenhou.rules import LogRulesError, from_disp, from_type
from taikai.rules.model import Length, PaoMultiple, Rounding


def _ruleset(rules):
    return ruleset_of(GameRecord(rules=rules.preset, rule_changes=dict(rules.rule_changes)))


def test_the_phoenix_room_plays_the_preset():
    # 169 = 0xA9 = 0x80 + 0x20 (phoenix) + 0x08 (east-south) + 0x01 (vs humans): the 647 hanchan here
    rules = from_type(169, 0)
    assert (rules.preset, rules.rule_changes, rules.room) == ("tenhou", {}, "phoenix")
    ruleset = _ruleset(rules)
    assert ruleset.length is Length.hanchan and ruleset.final_points_rounding is Rounding.shisha_gonyuu
    # Tenhou charges the pao seat a whole double yakuman (shared/data/tenhou6, 2019103023gm, East 4)
    assert ruleset.yakuman_pao_rule_for_multiple is PaoMultiple.whole


def test_an_east_only_game_is_tonpuusen():
    # 225 = 0xE1 = phoenix + fast 0x40 + vs humans, no 0x08: the 75 east-only games here
    rules = from_type(225, 0)
    assert rules.rule_changes == {"length": "tonpuusen"} and "fast" in rules.traits
    assert _ruleset(rules).length is Length.tonpuusen


def test_the_rooms_and_their_rounding():
    # 41 = 0x29 = tokujou 0x20 + east-south + vs humans: shared/data/tenhou6/2023053016gm (特南喰赤),
    # whose owari 63.8 / -23.9 / 9.3 / -49.2 is not rounded
    tokujou = from_type(41, 0)
    assert (tokujou.room, tokujou.rule_changes) == ("tokujou", {"final_points_rounding": "none"})
    assert from_type(0x89, 0).room == "joukyu" and from_type(0x09, 0).room == "ippan"
    assert _ruleset(tokujou).final_points_rounding is Rounding.none


def test_no_red_fives_and_no_open_tanyao():
    # 0xAF = phoenix + no red 0x02 + no kuitan 0x04 + east-south + vs humans
    rules = from_type(0xAF, 0)
    assert rules.rule_changes == {"aka_dora": {"m": 0, "p": 0, "s": 0}, "open_tanyao": False}
    ruleset = _ruleset(rules)
    assert (ruleset.aka_dora.m, ruleset.aka_dora.p, ruleset.aka_dora.s, ruleset.open_tanyao) == (
        0,
        0,
        0,
        False,
    )
    assert rules.traits == ("east-south", "no red fives", "no open tanyao")


def test_the_text_says_which_ruleset_and_where_it_comes_from():
    assert words(from_type(225, 7).text) == (
        "tenhou + length = tonpuusen (GO type 225 = 0xE1, lobby 7: phoenix room, east only, fast, "
        "red fives, open tanyao)"
    )
    text = words(from_type(0x28, 0).text)
    assert text.endswith("tokujou room, east-south, vs computers, red fives, open tanyao)")


def test_rule_disp_names_the_same_rules_as_the_go_type():
    # the tenhou.net/6 JSON of each mjlog here: 鳳南喰赤 <-> 169, 特南喰赤 <-> 41
    assert from_disp("鳳南喰赤", 0).type_flags == 169 and from_disp("特南喰赤", 0).type_flags == 41
    assert from_disp("鳳東喰赤速", 0).type_flags == 225
    assert from_disp("般南", 0).rule_changes == {
        "aka_dora": {"m": 0, "p": 0, "s": 0},
        "final_points_rounding": "none",
        "open_tanyao": False,
    }
    assert from_disp("玉の間南喰", 0) is None  # a Mahjong Soul room: no Tenhou rules


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: from_type(185, 0), "GO type 185 is a three-player game: taikai plays four players"),
        (lambda: from_type(0x1A9, 0), "GO type 425 has bits taikai does not know (0x100)"),
        (lambda: from_disp("三鳳南喰赤", 0), "rule.disp 三鳳南喰赤 is a three-player game"),
    ],
)
def test_rules_taikai_cannot_play_are_refused(call, message):
    with pytest.raises(LogRulesError) as error:
        call()
    assert error.value.code == "bad_log" and message in error.value.message
