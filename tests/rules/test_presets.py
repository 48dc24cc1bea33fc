"""Each shipped preset against RULES.md section 1, field by field.

The expected values below are transcribed from the spec's table (and, where it
defers to them, the seed documents), NOT from the TOML files: a preset that
drifts from the spec fails here. The table's row is named in each comment.
"""

from __future__ import annotations

from decimal import Decimal as D
from typing import Any

import pytest

from taikai.rules import diff, flat_fields, load, preset_names

# RULES.md section 1, column "mleague (004)", row by row.
MLEAGUE: dict[str, Any] = {
    "length": "hanchan",
    "start_points": 25000,  # start_points / return_points: 25000 / 30000
    "return_points": 30000,
    "uma.first": D("50.0"),  # uma: +50 +10 -10 -30 (oka included)
    "uma.second": D("10.0"),
    "uma.third": D("-10.0"),
    "uma.fourth": D("-30.0"),
    "final_points_rounding": "none",
    "tie_policy": "split",
    "leftover_deposits": "to_top",
    "deposit_claim": "any_winner",
    "aka_dora.m": 1,  # aka_dora: 1 each of 5m 5p 5s
    "aka_dora.p": 1,
    "aka_dora.s": 1,
    "ippatsu": True,  # ippatsu, ura dora, kan dora, kan ura: on
    "ura_dora": True,
    "kan_dora": True,
    "kan_ura": True,
    "kan_dora_timing": "immediate",  # immediate, all kan types
    "min_han": 1,
    "open_tanyao": True,
    "tsumo_pinfu": True,
    "double_wind_pair_fu": 2,
    "fu_mode": "standard",
    "kiriage_mangan": True,
    "kazoe_yakuman": False,  # OFF: 11+ han = sanbaiman
    "double_yakuman_waits": [],  # OFF
    "yakuman_stacking": True,
    "chiitoitsu_four_of_a_kind": False,
    "local_yaku.renhou": None,  # local yaku: none
    "local_yaku.daisharin": None,
    "local_yaku.paarenchan": None,
    "local_yaku.nagashi_mangan": None,
    "atozuke": "allowed",
    "multiple_ron": "atamahane",
    "abortive_draws.kyuushu_kyuuhai": "off",  # abortive_draws: none
    "abortive_draws.suufon_renda": "off",
    "abortive_draws.suucha_riichi": "off",
    "abortive_draws.suukaikan": "off",
    "abortive_draws.sanchahou": "off",
    "chankan_on_closed_kan_for_kokushi": False,
    "tobi": False,
    "agariyame": False,
    "tenpaiyame": False,
    "last_hand_dealer_may_declare_noten": True,
    "renchan_on": "win_or_tenpai",  # dealer win or dealer tenpai at exhaustive draw
    "honba_points": 300,
    "noten_payment_total": 3000,
    "formal_tenpai": True,
    "karaten": "not_tenpai",
    "riichi_with_negative_points": True,
    "riichi_when_no_draws_left": True,  # yes, except by discarding the haitei tile
    "furiten_riichi": True,
    "kuikae": "forbidden",
    "pao": ["daisangen", "daisuushii", "suukantsu"],
    "pao_split": "half",  # ron: pao player and discarder half each
    "rinshan_after_minkan": "tsumo",
    "extension": "none",
    "extension_target": None,  # no extension, no target
    "time_limit_minutes": None,
    "yakuman_pao_rule_for_multiple": "part_only",  # pao applies to that part only
    "chombo.kind": "pt",  # -20.0 pt on the final score (x3 if intentional)
    "chombo.pt": D("-20.0"),
    "chombo.intentional_multiplier": 3,
    "cards.yellow_per_red": 2,  # yellow: 2 in one day = red = -20.0 pt
    "cards.red_pt": D("-20.0"),
    "think_time": None,  # online only: -
}

# The other columns, as their differences from the mleague column.
HITONAZO_M = {
    **MLEAGUE,
    "tie_policy": "seat_order",  # closer to the first dealer ranks higher (000 section 2)
    "cards": None,  # cards: -
    "think_time.per_action": 10,  # think_time: 10 + 20 s
    "think_time.bank": 20,
}
for key in ("cards.yellow_per_red", "cards.red_pt", "think_time"):
    HITONAZO_M.pop(key)

RON_OF_20XX = {
    **MLEAGUE,
    "time_limit_minutes": 50,  # 50; the hand in progress when the limit passes is the last
    "chombo.kind": "confiscate",  # 12000 points confiscated from the offender (paid to nobody)
    "chombo.points": 12000,
    "cards": None,
}
for key in ("cards.yellow_per_red", "cards.red_pt", "chombo.pt"):
    RON_OF_20XX.pop(key)

ITSUKA_CHUUREN = {
    **MLEAGUE,
    "uma.first": D("0.0"),  # uma: none (0 0 0 0)
    "uma.second": D("0.0"),
    "uma.third": D("0.0"),
    "uma.fourth": D("0.0"),
    "final_points_rounding": "toward_return",  # below 30000 round UP to 1000, at/above DOWN
    "leftover_deposits": "lost",
    "deposit_claim": "riichi_winner_only",
    "aka_dora.m": 0,  # aka_dora: none (not stated)
    "aka_dora.p": 0,
    "aka_dora.s": 0,
    "open_tanyao": False,
    "tsumo_pinfu": False,
    "fu_mode": "fu_less",  # table 3
    "kiriage_mangan": False,  # (fu-less): kiriage has no meaning
    "kazoe_yakuman": True,
    "double_yakuman_waits": ["junsei_chuuren", "kokushi_13", "suuankou_tanki"],  # daisuushii single
    "local_yaku.renhou": "yakuman",
    "local_yaku.daisharin": "yakuman",
    "local_yaku.paarenchan": "yakuman",
    "local_yaku.nagashi_mangan": "mangan",
    "atozuke": "complete_sakizuke",  # kata-agari forbidden and complete sakizuke
    "multiple_ron": "triple",  # double and triple ron allowed; triple ron is not an abortive draw
    "abortive_draws.kyuushu_kyuuhai": "redeal",  # redeal, honba NOT added
    "abortive_draws.suufon_renda": "redeal",
    "abortive_draws.suukaikan": "redeal_honba",  # "draw" (an abortive draw: honba added, 002 line 110)
    "abortive_draws.suucha_riichi": "off",  # play on
    "abortive_draws.sanchahou": "off",  # not a draw
    "riichi_with_negative_points": False,  # no (standard)
    "riichi_when_no_draws_left": False,  # "standard": a riichi needs a draw left
    "kuikae": "allowed",  # pon and chi
    "pao": [],  # none stated
    "extension": "full_rounds",  # west 1-4, north 1-4, east again ... until someone ends a round at 30000+
    "extension_target": 30000,
    "chombo.kind": "mangan_payment",  # offender pays mangan: 4000 all / 2000-2000-4000
    "cards": None,
}
for key in ("cards.yellow_per_red", "cards.red_pt", "chombo.pt", "chombo.intentional_multiplier"):
    ITSUKA_CHUUREN.pop(key)

SPEC = {
    "mleague": MLEAGUE,
    "hitonazo-m": HITONAZO_M,
    "ron-of-20xx": RON_OF_20XX,
    "itsuka-chuuren": ITSUKA_CHUUREN,
}


@pytest.mark.parametrize("name", sorted(SPEC))
def test_seed_preset_has_the_spec_values(name: str) -> None:
    fields = flat_fields(load(name))
    wrong = {
        key: (fields.get(key, "missing"), want) for key, want in SPEC[name].items() if fields.get(key) != want
    }
    assert not wrong, f"{name}: field: (preset, spec) = {wrong}"


def test_every_rules_md_row_is_checked_for_every_seed_preset() -> None:
    # each seed preset's expectations cover the same rows (nothing silently skipped in one column)
    rows = {key.split(".")[0] for key in MLEAGUE}
    for name, expected in SPEC.items():
        assert {key.split(".")[0] for key in expected} == rows, name


def test_all_presets_load_and_are_named_after_their_file() -> None:
    names = preset_names()
    assert set(SPEC) <= set(names)
    for name in names:
        assert load(name).name == name


def test_mleague_and_hitonazo_m_differ_only_by_tie_policy_cards_and_think_time() -> None:
    # RULES.md: hitonazo-m is "same" as mleague on every row except tie_policy (seat_order),
    # cards (- : no cards online) and think_time (10 + 20 s).
    fields = {row[0] for row in diff(load("mleague"), load("hitonazo-m"))}
    assert fields == {
        "tie_policy",
        "cards.yellow_per_red",
        "cards.red_pt",
        "think_time.per_action",
        "think_time.bank",
    }


def test_ron_of_20xx_differs_from_mleague_by_time_limit_chombo_offences_and_cards() -> None:
    fields = {row[0] for row in diff(load("mleague"), load("ron-of-20xx"))}
    offences = {
        f"offences.{name}" for name in ("furiten_ron", "wrong_win", "noten_riichi", "riichi_kan", "kuikae")
    }
    assert fields == {"time_limit_minutes", "chombo.kind", "cards.yellow_per_red", "cards.red_pt"} | offences


def test_mleague_uma_includes_the_oka() -> None:
    # 004: oka 20000 = 4 x (30000 - 25000); uma 10-30 -> +50 +10 -10 -30 sums to the oka, 20.0 pt
    ruleset = load("mleague")
    oka = D(4 * (ruleset.return_points - ruleset.start_points)) / 1000
    assert sum(ruleset.uma.by_place()) == oka == D("20.0")


TENHOU = {
    # the Tenhou ranked rules the task names (the end-of-game fields belong to the game engine)
    "open_tanyao": True,
    "aka_dora.m": 1,
    "aka_dora.p": 1,
    "aka_dora.s": 1,
    "kiriage_mangan": False,  # 30 fu 4 han = 7700 in the records
    "kazoe_yakuman": True,
    "double_yakuman_waits": [],
    "yakuman_stacking": True,
    "multiple_ron": "double",
    "abortive_draws.kyuushu_kyuuhai": "redeal_honba",  # Tenhou's draw types yao9, kaze4, reach4, kan4, ron3
    "abortive_draws.suufon_renda": "redeal_honba",
    "abortive_draws.suucha_riichi": "redeal_honba",
    "abortive_draws.suukaikan": "redeal_honba",
    "abortive_draws.sanchahou": "redeal_honba",
    "double_wind_pair_fu": 4,
    "kan_dora_timing": "after_discard",
    "riichi_with_negative_points": False,
    "riichi_when_no_draws_left": False,
    "pao": ["daisangen", "daisuushii"],
    "chankan_on_closed_kan_for_kokushi": True,
    "local_yaku.renhou": None,
    "local_yaku.nagashi_mangan": "mangan",  # the records' "nm" draw
}


def test_tenhou_preset_has_tenhou_ranked_rules() -> None:
    fields = flat_fields(load("tenhou"))
    assert {key: fields.get(key) for key in TENHOU} == TENHOU
