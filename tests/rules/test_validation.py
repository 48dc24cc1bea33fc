"""Loading bad rulesets: every error names the file and the field; impossible combinations; migration."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from taikai.contracts.rules import read_ruleset_file
from taikai.errors import RulesetError, TaikaiError
from taikai.rules import from_mapping, from_toml, load, to_mapping
from taikai.rules.migrate import MIGRATIONS, migrate
from taikai.rules.model import SCHEMA_VERSION, Ruleset, combination_problems


def base() -> dict[str, Any]:
    """mleague as a plain mapping, to change one field at a time."""
    return to_mapping(load("mleague"))


def error_of(data: dict[str, Any], origin: str = "my.toml") -> str:
    with pytest.raises(RulesetError) as caught:
        from_mapping(data, origin)
    assert caught.value.code == "bad_rules"
    return caught.value.message


def with_change(path: str, value: Any) -> dict[str, Any]:
    data = base()
    *tables, key = path.split(".")
    target = data
    for table in tables:
        target = target[table]
    target[key] = value
    return data


# --- single fields ------------------------------------------------------------------


def test_wrong_type_names_file_and_field_like_the_brief_example(tmp_path: Path) -> None:
    file = tmp_path / "myrules.toml"
    file.write_text('name = "mine"\n[uma]\nfirst = "abc"\nsecond = 10.0\nthird = -10.0\nfourth = -30.0\n')
    with pytest.raises(RulesetError) as caught:
        read_ruleset_file(file)
    assert f"{file}: field 'uma.first': Input should be a valid decimal" in caught.value.message


@pytest.mark.parametrize(
    ("path", "value", "words"),
    [
        ("length", "hanchan2", "'hanchan' or 'tonpuusen'"),
        ("start_points", "many", "valid integer"),
        ("start_points", 25050, "multiple of 100"),
        ("return_points", 0, "greater than 0"),
        ("tobi", "maybe", "valid boolean"),
        ("double_wind_pair_fu", 3, "2 or 4"),
        ("aka_dora.m", 5, "less than or equal to 4"),
        ("honba_points", 100, "multiple of 300"),
        ("noten_payment_total", 1000, "multiple of 600"),
        ("chombo.pt", Decimal("20.0"), "less than or equal to 0"),
        ("uma.second", Decimal("10.05"), "decimal place"),
        ("local_yaku.renhou", "double", "'mangan'"),
    ],
)
def test_a_bad_value_names_its_field(path: str, value: Any, words: str) -> None:
    message = error_of(with_change(path, value))
    assert message.startswith(f"my.toml: field {path!r}: ")
    assert words in message


def test_a_bad_list_item_names_the_field_and_the_item() -> None:
    message = error_of(with_change("pao", ["daisangen", "chinroutou"]))
    assert message.startswith("my.toml: field 'pao[") and "'daisangen'" in message


def test_unknown_field_suggests_the_closest_name() -> None:
    data = base()
    data["kiriage_manga"] = True
    assert error_of(data) == "my.toml: field 'kiriage_manga': unknown field (did you mean 'kiriage_mangan'?)"


def test_unknown_field_in_a_table_suggests_within_that_table() -> None:
    data = base()
    data["uma"]["frist"] = data["uma"].pop("first")
    message = error_of(data)
    assert "field 'uma.frist': unknown field (did you mean 'uma.first'?)" in message
    assert "field 'uma.first': missing (required)" in message


def test_a_table_field_at_the_top_level_says_which_table() -> None:
    data = base()
    data["sanchahou"] = "off"
    assert "field 'sanchahou': unknown field here (it belongs in the [abortive_draws] table)" in error_of(
        data
    )


def test_unknown_field_with_nothing_close() -> None:
    data = base()
    data["zzzz"] = 1
    assert "field 'zzzz': unknown field (not a ruleset field" in error_of(data)


def test_missing_name_is_reported() -> None:
    data = base()
    del data["name"]
    assert "field 'name': missing (required)" in error_of(data)


def test_every_error_is_reported_one_per_line() -> None:
    data = with_change("tobi", "maybe")
    data["length"] = "long"
    assert len(error_of(data).splitlines()) == 2


def test_invalid_toml_and_missing_file(tmp_path: Path) -> None:
    with pytest.raises(RulesetError, match=r"^x.toml: not valid TOML"):
        from_toml("name = ", "x.toml")
    with pytest.raises(TaikaiError, match=r"cannot read .*absent\.toml: no such file"):
        read_ruleset_file(tmp_path / "absent.toml")


def test_unknown_preset_name_suggests_one() -> None:
    with pytest.raises(RulesetError, match=r"no ruleset named 'mleage' \(did you mean 'mleague'\?\)"):
        load("mleage")


def test_pt_are_exact_decimals_with_one_place() -> None:
    # TOML floats are read as Decimal (never float): 0.1 stays exactly 0.1; 50 becomes 50.0
    text = 'name = "x"\n[uma]\nfirst = 50\nsecond = 0.1\nthird = -0.1\nfourth = -30.0\n'
    uma = from_toml(text).uma
    assert uma.by_place() == (Decimal("50.0"), Decimal("0.1"), Decimal("-0.1"), Decimal("-30.0"))
    assert str(uma.first) == "50.0"


# --- impossible combinations ----------------------------------------------------------

COMBINATIONS = [
    # (changes, field named): each change alone is a valid value; together with the rest it is not
    ({"return_points": 20000}, "return_points"),
    ({"uma": {"first": 10, "second": 50, "third": -10, "fourth": -30}}, "uma"),
    ({"uma": {"first": 50, "second": 10, "third": -30, "fourth": -10}}, "uma"),
    ({"kan_dora": False}, "kan_ura"),
    ({"ura_dora": False}, "kan_ura"),
    ({"kan_dora": False, "kan_ura": False, "kan_dora_timing": "after_discard"}, "kan_dora_timing"),
    ({"abortive_draws": {"sanchahou": "redeal_honba"}}, "abortive_draws.sanchahou"),  # with atamahane
    ({"multiple_ron": "triple", "abortive_draws": {"sanchahou": "redeal"}}, "abortive_draws.sanchahou"),
    ({"extension_target": 30000}, "extension_target"),
    ({"chombo": {"kind": "confiscate", "points": 0}}, "chombo.points"),
    ({"chombo": {"kind": "pt", "pt": 0}}, "chombo.pt"),
    ({"fu_mode": "fu_less", "kiriage_mangan": True}, "kiriage_mangan"),
    ({"fu_mode": "fu_less", "kiriage_mangan": False, "double_wind_pair_fu": 4}, "double_wind_pair_fu"),
]


@pytest.mark.parametrize(("changes", "field"), COMBINATIONS)
def test_impossible_combination_names_the_field(changes: dict[str, Any], field: str) -> None:
    data = {"name": "combo", **changes}
    message = error_of(data)
    assert message.startswith(f"my.toml: field {field!r}: "), message
    assert len(message.splitlines()) == 1


def test_several_combination_problems_are_all_reported() -> None:
    data = {"name": "x", "return_points": 20000, "kan_dora": False, "extension_target": 30000}
    lines = error_of(data).splitlines()
    assert [line.split("'")[1] for line in lines] == ["return_points", "extension_target", "kan_ura"]


def test_the_allowed_neighbours_of_each_combination_load() -> None:
    # the boundary on the other side of each rule: equal start/return, flat uma, no kan ura without
    # kan dora, sanchahou with double ron, target with an extension, confiscating some points
    for changes in (
        {"return_points": 25000},
        {"uma": {"first": 0, "second": 0, "third": 0, "fourth": 0}},
        {"kan_dora": False, "kan_ura": False},
        {"multiple_ron": "double", "abortive_draws": {"sanchahou": "redeal_honba"}},
        {"extension": "sudden_death", "extension_target": 30000},
        {"chombo": {"kind": "confiscate", "points": 100}},
        {"chombo": {"kind": "confiscate", "pt": 0}},  # pt is not used by confiscate
        {"fu_mode": "fu_less", "kiriage_mangan": False},
    ):
        from_mapping({"name": "ok", **changes})


def test_double_yakuman_waits_without_stacking_is_a_valid_ruleset() -> None:
    # not a contradiction: a 13-sided kokushi still counts double on its own; stacking is about
    # adding DIFFERENT yakuman. So this combination is deliberately accepted.
    ruleset = from_mapping({"name": "x", "double_yakuman_waits": ["kokushi_13"], "yakuman_stacking": False})
    assert combination_problems(ruleset) == []


def test_python_construction_checks_the_same_combinations() -> None:
    with pytest.raises(ValueError, match="return_points: 20000 is below start_points"):
        Ruleset(name="x", return_points=20000)


# --- schema version and migration -------------------------------------------------------


def test_no_migration_is_registered_for_the_first_version() -> None:
    assert SCHEMA_VERSION == 1 and dict(MIGRATIONS) == {}


def test_fake_old_version_is_migrated_step_by_step() -> None:
    # pretend schema 3 is current: v1 named the field "kuitan", v2 renamed it to open_tanyao,
    # and v3 stored uma as a list
    def v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
        data = dict(data)
        data["open_tanyao"] = data.pop("kuitan")
        return data

    def v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
        first, second, third, fourth = data.pop("uma_list")
        return {**data, "uma": {"first": first, "second": second, "third": third, "fourth": fourth}}

    old = {"schema_version": 1, "name": "old", "kuitan": False, "uma_list": [30, 10, -10, -30]}
    new = migrate(old, {1: v1_to_v2, 2: v2_to_v3}, current=3)
    assert new == {
        "schema_version": 3,
        "name": "old",
        "open_tanyao": False,
        "uma": {"first": 30, "second": 10, "third": -10, "fourth": -30},
    }
    assert old["kuitan"] is False  # the caller's mapping is left alone


def test_a_migrated_mapping_loads_through_the_real_loader(monkeypatch: pytest.MonkeyPatch) -> None:
    import taikai.rules.loading as rules_module

    def rename_kuitan(data: dict[str, Any]) -> dict[str, Any]:
        data = dict(data)
        data["open_tanyao"] = data.pop("kuitan")
        return data

    def fake_migrate(data: dict[str, Any], origin: str = "ruleset") -> dict[str, Any]:
        return migrate(data, {0: rename_kuitan}, SCHEMA_VERSION, origin)

    monkeypatch.setattr(rules_module, "migrate", fake_migrate)
    ruleset = from_mapping({"schema_version": 0, "name": "old", "kuitan": False})
    assert ruleset.open_tanyao is False and ruleset.schema_version == SCHEMA_VERSION


@pytest.mark.parametrize(
    ("version", "words"),
    [
        (0, "no migration from version 0"),
        (SCHEMA_VERSION + 1, f"version {SCHEMA_VERSION + 1} is newer than this taikai reads"),
        ("1", "must be a whole number"),
        (True, "must be a whole number"),
    ],
)
def test_bad_schema_versions_name_the_field(version: Any, words: str) -> None:
    message = error_of({"schema_version": version, "name": "x"})
    assert message.startswith("my.toml: field 'schema_version': ") and words in message


def test_a_file_without_schema_version_is_read_as_the_current_one() -> None:
    assert from_mapping({"name": "x"}).schema_version == SCHEMA_VERSION
