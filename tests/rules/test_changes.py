"""rule_changes are merged in depth: a change to one field of a table keeps the rest of the preset's table."""

from __future__ import annotations

from decimal import Decimal
from itertools import permutations

import pytest

from taikai.contracts.game import parse_record
from taikai.errors import RulesetError
from taikai.rules import flat_fields, load, preset_names, with_changes

IDENTITY = {"name", "title", "source"}


def nested(fields):
    """Dotted fields as nested tables."""
    out = {}
    for path, value in fields:
        *tables, key = path.split(".")
        target = out
        for table in tables:
            target = target.setdefault(table, {})
        target[key] = value
    return out


def test_tenhou_suukaikan_redeal_keeps_the_four_other_abortive_draws():
    # the first example: a shallow merge turned the four other abortive draws off
    tenhou = load("tenhou")
    changed = with_changes(tenhou, {"abortive_draws": {"suukaikan": "redeal"}})
    assert changed.abortive_draws.suukaikan.value == "redeal"
    for kind in ("kyuushu_kyuuhai", "suufon_renda", "suucha_riichi", "sanchahou"):
        assert getattr(changed.abortive_draws, kind) == getattr(tenhou.abortive_draws, kind)
        assert getattr(changed.abortive_draws, kind).value == "redeal_honba"  # the preset's value
    # nothing else moved
    differ = {key for key, value in flat_fields(changed).items() if flat_fields(tenhou)[key] != value}
    assert differ == {"abortive_draws.suukaikan"}


def test_itsuka_renhou_mangan_keeps_daisharin_paarenchan_and_nagashi():
    # the second example: a shallow merge switched off daisharin, paarenchan and nagashi mangan
    record = parse_record({"rules": "itsuka-chuuren", "rule_changes": {"local_yaku": {"renhou": "mangan"}}})
    local = record.ruleset.local_yaku
    assert local.renhou.value == "mangan"
    assert (local.daisharin.value, local.paarenchan.value, local.nagashi_mangan.value) == (
        "yakuman",
        "yakuman",
        "mangan",
    )
    assert record.rule_changes == {"local_yaku": {"renhou": "mangan"}}  # kept as written


def test_the_tenhou_example_through_a_record():
    record = parse_record({"rules": "tenhou", "rule_changes": {"abortive_draws": {"suukaikan": "redeal"}}})
    assert record.ruleset == with_changes(load("tenhou"), {"abortive_draws": {"suukaikan": "redeal"}})
    assert record.ruleset.abortive_draws.kyuushu_kyuuhai.value == "redeal_honba"


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        (
            {"abortive_draws": {"suukaikans": "redeal"}},
            "g.json: rule_changes: field 'abortive_draws.suukaikans': unknown field "
            "(did you mean 'abortive_draws.suukaikan'?)",
        ),
        ({"kiriage_manga": True}, "field 'kiriage_manga': unknown field (did you mean 'kiriage_mangan'?)"),
        (
            {"suukaikan": "redeal"},
            "field 'suukaikan': unknown field here (it belongs in the [abortive_draws]",
        ),
        ({"abortive_draws": {"suukaikan": "sometimes"}}, "field 'abortive_draws.suukaikan': Input should be"),
        ({"uma": {"first": "lots"}}, "field 'uma.first': Input should be a valid decimal"),
    ],
)
def test_bad_changes_get_the_rulesets_messages(changes, message):
    with pytest.raises(RulesetError) as caught:
        parse_record({"rules": "tenhou", "rule_changes": changes}, "g.json")
    assert message in caught.value.message


def test_a_change_that_contradicts_the_rest_is_refused():
    # sanchahou applies only with double ron: mleague plays atamahane
    with pytest.raises(RulesetError, match=r"field 'abortive_draws\.sanchahou': applies only with"):
        with_changes(load("mleague"), {"abortive_draws": {"sanchahou": "redeal"}})


def test_a_whole_table_is_replaced_only_by_null_or_set_where_there_was_none():
    mleague, hitonazo = load("mleague"), load("hitonazo-m")
    assert with_changes(mleague, {"cards": None}).cards is None
    # hitonazo-m has no cards: a change to one field creates the table with its defaults
    cards = with_changes(hitonazo, {"cards": {"red_pt": Decimal("-10.0")}}).cards
    assert cards is not None and (cards.red_pt, cards.yellow_per_red) == (Decimal("-10.0"), 2)
    with pytest.raises(RulesetError, match=r"field 'think_time\.bank': missing \(required\)"):
        with_changes(mleague, {"think_time": {"per_action": 5}})


def test_no_changes_is_the_preset_itself():
    assert with_changes(load("tenhou"), {}) is load("tenhou")


@pytest.mark.parametrize(("a", "b"), list(permutations(preset_names(), 2)))
def test_one_preset_changed_into_another_by_its_differing_fields(a, b):
    # every differing field of b, written as nested changes onto a, gives b (but its name and title)
    first, second = load(a), load(b)
    before = flat_fields(first)
    fields = [
        (key, value)
        for key, value in flat_fields(second).items()
        if key not in before or before[key] != value
    ]
    changes = nested((key, value) for key, value in fields if key not in IDENTITY)
    changed = with_changes(first, changes)
    assert {k: v for k, v in flat_fields(changed).items() if k not in IDENTITY} == {
        k: v for k, v in flat_fields(second).items() if k not in IDENTITY
    }
