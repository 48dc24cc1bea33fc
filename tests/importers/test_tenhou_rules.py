"""The rules a Tenhou log states: GO type bits and tenhou.net/6 rule.disp, checked against the logs here."""

from __future__ import annotations

from datetime import date

import pytest

from taikai.game.record import GameRecord, ruleset_of
from taikai.i18n import words
from taikai.importers.tenhou.rules import Era, LogRulesError, era_of, from_disp, from_type
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


def test_the_rounding_is_the_eras_in_every_room_and_lobby():
    # every dated log up to 2020-02 rounds to 1000, in every room and lobby; every 2023 log does not
    # (shared/data/tenhou6/2023053016gm, 特南喰赤: 63.8 / -23.9 / 9.3 / -49.2)
    rooms = {0x09: "ippan", 0x89: "joukyu", 0x29: "tokujou", 0xA9: "phoenix"}
    for flags, room in rooms.items():
        for lobby in (0, 1234):
            old = from_type(flags, lobby, played=date(2010, 4, 1))
            last = from_type(flags, lobby, played=date(2020, 2, 29))
            new = from_type(flags, lobby, played=date(2023, 1, 1))
            assert old.room == room and (old.era, last.era, new.era) == (
                Era.rounded,
                Era.rounded,
                Era.unrounded,
            )
            assert _ruleset(old).final_points_rounding is Rounding.shisha_gonyuu
            assert _ruleset(new).final_points_rounding is Rounding.none
    assert (era_of(date(2020, 3, 1)), era_of(date(2022, 12, 31)), era_of(None)) == (Era.undecided,) * 3
    # an undecided log tries both (rounded first) and states no rounding until its result decides
    undecided = from_type(0x29, 0, played=date(2021, 6, 1))
    assert [v.era for v in undecided.variants()] == [Era.rounded_by_result, Era.unrounded_by_result]
    assert undecided.variants()[1].rule_changes == {"final_points_rounding": "none"}
    assert "final rounding not known from its date" in words(undecided.text)


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
    assert words(from_type(225, 7, played=date(2019, 5, 1)).text) == (
        "tenhou + length = tonpuusen (GO type 225 = 0xE1, lobby 7: phoenix room, east only, fast, "
        "red fives, open tanyao, final points rounded to 1000 (Tenhou until 2020-02))"
    )
    text = words(from_type(0x28, 0).text)
    assert text.endswith(
        "tokujou room, east-south, vs computers, red fives, open tanyao, "
        "final rounding not known from its date)"
    )


def test_rule_disp_names_the_same_rules_as_the_go_type():
    # the tenhou.net/6 JSON of each mjlog here: 鳳南喰赤 <-> 169, 特南喰赤 <-> 41
    assert from_disp("鳳南喰赤", 0).type_flags == 169 and from_disp("特南喰赤", 0).type_flags == 41
    assert from_disp("鳳東喰赤速", 0).type_flags == 225
    assert from_disp("般南", 0, played=date(2023, 2, 1)).rule_changes == {
        "aka_dora": {"m": 0, "p": 0, "s": 0},
        "final_points_rounding": "none",
        "open_tanyao": False,
    }
    assert from_disp("鳳南喰赤暗", 0).traits[-1] == "dark"  # 暗: a display option, the same rules
    assert from_disp("玉の間南喰", 0) is None  # a Mahjong Soul room: no Tenhou rules


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: from_type(185, 0), "GO type 185 is a three-player game: taikai plays four players"),
        (lambda: from_type(0x8A9, 0), "GO type 2217 has bits taikai does not know (0x800)"),
        (lambda: from_type(0x2A9, 0), "GO type 681 is a chip game (祝儀, 2 chips a bonus)"),
        (lambda: from_type(0x6A9, 0), "GO type 1705 is a chip game (祝儀, 5 chips a bonus)"),
        (lambda: from_disp("若南喰赤", 0), "rule.disp 若南喰赤 is a chip game (祝儀, 2 chips a bonus)"),
        (lambda: from_disp("般南喰赤祝5", 0), "rule.disp 般南喰赤祝5 is a chip game (祝儀, 5 chips a bonus)"),
        (lambda: from_disp("三鳳南喰赤", 0), "rule.disp 三鳳南喰赤 is a three-player game"),
    ],
)
def test_rules_taikai_cannot_play_are_refused(call, message):
    with pytest.raises(LogRulesError) as error:
        call()
    assert error.value.code == "bad_log" and message in error.value.message


def test_a_lobby_states_only_its_length_red_fives_tanyao_and_rounding():
    # a private lobby plays start points, uma ... of its own that its log does not state: only the
    # fields it states are compared with the competition's ruleset; a ranked room's log states them all
    from taikai.rules import load, with_changes

    lobby_uma = with_changes(
        load("tenhou"), {"uma": {"first": 50.0, "second": 10.0, "third": -10.0, "fourth": -50.0}}
    )
    played = date(2019, 5, 1)
    assert from_type(169, 1234, played=played).differences(lobby_uma) == []
    ranked = from_type(169, 0, played=played).differences(lobby_uma)
    assert ranked and {row[0].split(".")[0] for row in ranked} == {"uma"}
    east_only = from_type(0xA1, 1234, played=played).differences(lobby_uma)
    assert [row[0] for row in east_only] == ["length"]
    # an undecided log's rounding is not compared until its own pt decide it
    undecided = from_type(169, 0, played=date(2021, 1, 1))
    assert undecided.differences(with_changes(load("tenhou"), {"final_points_rounding": "none"})) == []
