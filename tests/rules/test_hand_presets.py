"""The hand scorer's rules (``Ruleset.hand``) and the presets' ready-made ones (taikai.rules.hand_presets)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from dataclasses import fields, replace
from pathlib import Path

import pytest

from taikai.contracts.rules import load_hand_rules
from taikai.contracts.stream import HandRulesets
from taikai.errors import RulesetError
from taikai.hand.rules import FIELDS, HandRules, LocalYakuLimits, RedFives
from taikai.rules import Ruleset, from_toml, hand_presets, load, preset_names, shipped, with_changes

ROOT = Path(__file__).resolve().parents[2]


def _generator():
    spec = importlib.util.spec_from_file_location("gen_hand_presets", ROOT / "tools" / "gen_hand_presets.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_ready_made_hand_rules_are_the_ones_the_generator_writes():
    generator = _generator()
    assert generator.TARGET.read_text("utf-8") == generator.generated(), (
        "src/taikai/rules/hand_presets.py is out of date: run python tools/gen_hand_presets.py"
    )


@pytest.mark.parametrize("name", preset_names())
def test_every_preset_has_ready_made_hand_rules_equal_to_its_validated_ones(name):
    assert hand_presets.PRESETS[name] == load(name).hand
    assert load_hand_rules(name, base=None) is hand_presets.PRESETS[name]  # its file is the same


def test_the_ready_made_presets_are_the_shipped_ones():
    assert sorted(hand_presets.PRESETS) == sorted(hand_presets.SOURCES) == sorted(preset_names())


def test_each_hand_field_is_the_ruleset_field_of_the_same_name():
    changed = with_changes(
        load("mleague"),
        {
            "min_han": 2, "open_tanyao": False, "double_wind_pair_fu": 4, "kazoe_yakuman": True,
            "double_yakuman_waits": ["kokushi_13"], "pao": ["daisangen"], "honba_points": 1500,
            "aka_dora": {"m": 0, "p": 2, "s": 1}, "local_yaku": {"renhou": "baiman"},
            "deposit_claim": "riichi_winner_only", "atozuke": "complete_sakizuke",
        },
    )  # fmt: skip
    hand = changed.hand
    assert set(FIELDS) <= set(Ruleset.model_fields)
    for name in FIELDS:
        value, given = getattr(hand, name), getattr(changed, name)
        if isinstance(value, RedFives | LocalYakuLimits):
            assert {f.name: getattr(value, f.name) for f in fields(value)} == dict(given), name
        else:
            assert value == given, name
    assert (hand.min_han, hand.aka_dora, hand.local_yaku.renhou) == (2, RedFives(0, 2, 1), "baiman")


def test_rulesets_that_value_every_win_alike_have_equal_hand_rules():
    mleague = load("mleague")
    other = with_changes(mleague, {"name": "other", "tobi": True, "uma": {"first": 40, "second": 20}})
    assert other.hand == mleague.hand and hash(other.hand) == hash(mleague.hand)
    assert with_changes(mleague, {"kiriage_mangan": False}).hand != mleague.hand


@pytest.mark.parametrize("changed", ["SOURCES", "MODEL"])
def test_a_preset_or_model_changed_since_the_hand_rules_were_made_is_validated_again(monkeypatch, changed):
    # an edited preset file or ruleset model (a checkout not regenerated): not taken on trust
    stale = replace(hand_presets.PRESETS["tenhou"], min_han=5)
    monkeypatch.setitem(hand_presets.PRESETS, "tenhou", stale)
    if changed == "SOURCES":
        monkeypatch.setitem(hand_presets.SOURCES, "tenhou", hand_presets.SOURCES["tenhou"] ^ 1)
    else:
        monkeypatch.setattr(hand_presets, "MODEL", hand_presets.MODEL ^ 1)
    assert load_hand_rules("tenhou", base=None) == load("tenhou").hand != stale
    monkeypatch.undo()
    monkeypatch.setitem(hand_presets.PRESETS, "tenhou", stale)  # the same file and model: taken
    assert load_hand_rules("tenhou", base=None) is stale


def test_a_preset_without_ready_made_rules_is_validated(monkeypatch):
    monkeypatch.delitem(hand_presets.PRESETS, "tenhou")  # a preset added, the file not regenerated
    assert load_hand_rules("tenhou", base=None) == load("tenhou").hand
    assert HandRulesets("mleague").get("tenhou") == load("tenhou").hand


def test_a_missing_preset_file_is_refused_as_any_unknown_preset(monkeypatch):
    listed = shipped.preset_names()

    def unreadable(name: str) -> bytes:
        raise FileNotFoundError(name)

    monkeypatch.setattr(shipped, "preset_names", lambda: tuple(name for name in listed if name != "tenhou"))
    monkeypatch.setattr(shipped, "preset_bytes", unreadable)
    with pytest.raises(RulesetError, match="no ruleset named 'tenhou'"):  # not an OSError: worded
        load_hand_rules("tenhou", base=None)
    with pytest.raises(RulesetError) as refused:
        HandRulesets("mleague" if "mleague" in listed else listed[0]).get("tenhou")
    assert refused.value.code == "bad_rules"


def test_a_ruleset_file_gives_its_validated_hand_rules(tmp_path: Path):
    path = tmp_path / "house.toml"
    path.write_text('name = "house"\nmin_han = 2\n')
    rules = load_hand_rules(str(path), base=None)
    assert isinstance(rules, HandRules) and rules == from_toml(path.read_text()).hand and rules.min_han == 2


#: A score stream in a fresh process, which says at the end which modules of pydantic it imported.
PROBE = (
    "import atexit, json, sys\n"
    "loaded = lambda: sorted(m for m in sys.modules if m.startswith('pydantic'))\n"
    "atexit.register(lambda: sys.stderr.write(json.dumps(loaded())))\n"
    "from taikai.cli.main import run\n"
    "sys.exit(run())\n"
)


def _stream(rules: str, lines: list[dict]) -> tuple[list[dict], list[str]]:
    result = subprocess.run(
        [sys.executable, "-c", PROBE, "score", "--jsonl", "--rules", rules],
        input="".join(json.dumps(line) + "\n" for line in lines), capture_output=True, text=True,
        timeout=120, check=True,
    )  # fmt: skip
    return [json.loads(line) for line in result.stdout.splitlines()], json.loads(result.stderr)


def test_a_score_stream_under_presets_validates_no_ruleset(tmp_path: Path):
    # pinfu 1000 under every preset (its lines name each one), and under the option's (no name)
    pinfu = {"hand": "123m45556p234789s", "win_tile": "4s", "seat_wind": "S"}
    lines = [pinfu, *({**pinfu, "rules": name} for name in preset_names()), {**pinfu, "rules": "tenhoo"}]
    answers, imported = _stream("tenhou", lines)
    assert [answer.get("points") for answer in answers] == [1000] * (1 + len(preset_names())) + [None]
    assert answers[-1]["error"]["code"] == "bad_rules"  # an unknown name, refused as before
    assert imported == []  # pydantic is not even imported
    path = tmp_path / "house.toml"  # a ruleset file is validated
    path.write_text('name = "house"\nmin_han = 2\n')
    answers, imported = _stream(str(path), [pinfu, {**pinfu, "riichi": True}])
    assert [answer.get("error", {}).get("code") for answer in answers] == ["no_yaku", None]
    assert "pydantic" in imported


def test_the_package_gives_the_names_of_its_loading_module_on_first_use():
    import taikai.rules as package
    from taikai.rules import loading

    assert set(package.__all__) == set(loading.__all__) and set(package.__all__) <= set(dir(package))
    assert all(getattr(package, name) is getattr(loading, name) for name in package.__all__)
    with pytest.raises(AttributeError):
        _ = package.no_such_name
