"""Rulesets as text: every field documented, TOML dumps that load back equal, the reference doc."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from taikai.errors import RulesetError
from taikai.rules import from_mapping, from_toml, load, preset_names, to_mapping
from taikai.rules.describe import field_docs, markdown_reference, to_toml
from taikai.rules.model import (
    AbortiveDraw,
    Atozuke,
    ChomboKind,
    Extension,
    FuMode,
    KanDoraTiming,
    LimitName,
    MultipleRon,
    Rounding,
    Ruleset,
    TiePolicy,
)

ROOT = Path(__file__).resolve().parents[2]


def test_every_field_has_a_description_and_values() -> None:
    docs = field_docs()
    undocumented = [d.name for d in docs.values() if len(d.description) < 8]
    assert not undocumented
    assert all(d.values for d in docs.values())


def test_field_docs_cover_every_model_field_including_tables() -> None:
    docs = field_docs()
    assert set(Ruleset.model_fields) <= set(docs)
    assert {"uma.first", "abortive_draws.sanchahou", "chombo.points", "think_time.bank"} <= set(docs)


def test_values_are_read_from_the_types() -> None:
    docs = field_docs()
    assert docs["multiple_ron"].values == "atamahane | double | triple"
    assert docs["double_wind_pair_fu"].values == "2 | 4"
    assert docs["pao"].values == "list of: daisangen, daisuushii, suukantsu"
    assert docs["extension_target"].values.startswith("integer, or unset")
    assert docs["start_points"].values == "integer (> 0, multiple of 100)"
    assert docs["tobi"].values == "true | false"


@pytest.mark.parametrize("name", preset_names())
def test_toml_dump_of_every_preset_loads_back_equal(name: str) -> None:
    ruleset = load(name)
    text = to_toml(ruleset)
    assert from_toml(text) == ruleset
    assert "# Points each player starts with." in text  # the descriptions travel as comments


def test_unset_optional_fields_are_commented_out() -> None:
    text = to_toml(load("mleague"))
    assert "# [think_time]  (unset)" in text
    assert "# time_limit_minutes =  (unset)" in text
    assert "\nthink_time" not in text


# --- hypothesis: any valid ruleset survives the TOML round trip --------------------------

pts = st.integers(-900, 900).map(lambda tenths: Decimal(tenths) / 10)


@st.composite
def rulesets(draw: st.DrawFn) -> Ruleset:
    """Random rulesets over the enumerated fields; invalid combinations are discarded."""
    uma = sorted((draw(pts) for _ in range(4)), reverse=True)
    start = draw(st.integers(1, 500)) * 100
    data: dict[str, Any] = {
        "name": draw(st.text("abcdefghijklmnopqrstuvwxyz-", min_size=1, max_size=12)),
        "title": draw(st.text(max_size=20)),
        "start_points": start,
        "return_points": start + draw(st.integers(0, 100)) * 100,
        "uma": dict(zip(("first", "second", "third", "fourth"), uma, strict=True)),
        "final_points_rounding": draw(st.sampled_from(Rounding)),
        "tie_policy": draw(st.sampled_from(TiePolicy)),
        "extension": draw(st.sampled_from(Extension)),
        "time_limit_minutes": draw(st.none() | st.integers(1, 300)),
        "tobi": draw(st.booleans()),
        "honba_points": draw(st.integers(0, 5)) * 300,
        "aka_dora": {suit: draw(st.integers(0, 4)) for suit in "mps"},
        "kan_dora_timing": draw(st.sampled_from(KanDoraTiming)),
        "double_wind_pair_fu": draw(st.sampled_from([2, 4])),
        "fu_mode": draw(st.sampled_from(FuMode)),
        "kiriage_mangan": draw(st.booleans()),
        "double_yakuman_waits": draw(
            st.lists(st.sampled_from(["kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"]))
        ),
        "local_yaku": {"renhou": draw(st.none() | st.sampled_from(LimitName))},
        "atozuke": draw(st.sampled_from(Atozuke)),
        "multiple_ron": draw(st.sampled_from(MultipleRon)),
        "abortive_draws": {"sanchahou": draw(st.sampled_from(AbortiveDraw))},
        "pao": draw(st.lists(st.sampled_from(["daisangen", "daisuushii", "suukantsu"]))),
        "chombo": {"kind": draw(st.sampled_from(ChomboKind)), "pt": draw(pts.filter(lambda p: p < 0))},
        "cards": draw(st.none() | st.just({"yellow_per_red": 2, "red_pt": Decimal("-20.0")})),
        "think_time": draw(
            st.none() | st.builds(dict, per_action=st.integers(0, 60), bank=st.integers(0, 60))
        ),
    }
    if data["extension"] != "none":
        data["extension_target"] = draw(st.none() | st.integers(1, 800).map(lambda n: n * 100))
    if data["multiple_ron"] != "double":  # keep most examples valid: these pairs are rejected
        data["abortive_draws"]["sanchahou"] = "off"
    if data["fu_mode"] == "fu_less":
        data.update(kiriage_mangan=False, double_wind_pair_fu=2)
    try:
        return from_mapping(data)
    except RulesetError:
        assume(False)
        raise


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(rulesets())
def test_any_ruleset_dumped_to_toml_loads_back_equal(ruleset: Ruleset) -> None:
    again = from_toml(to_toml(ruleset))
    assert again == ruleset
    assert to_mapping(again) == to_mapping(ruleset)


# --- docs/rules.md is the generated reference --------------------------------------------


def test_docs_rules_md_is_the_generated_reference() -> None:
    from taikai.cli.rules import ordered_presets

    path = ROOT / "docs" / "rules.md"
    expected = markdown_reference({name: load(name) for name in ordered_presets()})
    assert path.read_text(encoding="utf-8") == expected, "regenerate: taikai rules reference > docs/rules.md"
