"""Loading rulesets: the shipped presets, parsing, validation, changes, plain data and diffs.

Every name here is also a name of :mod:`taikai.rules` (``taikai.rules.load``), which imports this
module when one of them is first used.

>>> load("mleague").kiriage_mangan
True
>>> sorted(preset_names())[:2]
['hitonazo-m', 'itsuka-chuuren']
>>> from_mapping({"name": "x", "kiriage_manga": True}, "x.toml")
Traceback (most recent call last):
...
taikai.errors.RulesetError: x.toml: field 'kiriage_manga': unknown field (did you mean 'kiriage_mangan'?)
"""

from __future__ import annotations

import difflib
import tomllib
from collections.abc import Mapping
from enum import Enum
from functools import cache
from typing import Any

from pydantic import BaseModel, ValidationError

from taikai import bounds
from taikai.errors import RulesetError, TaikaiError
from taikai.reasons import Reason
from taikai.rules import shipped
from taikai.rules.codes import RulesCode
from taikai.rules.migrate import migrate
from taikai.rules.model import SCHEMA_VERSION, Ruleset
from taikai.rules.validation import shown, validation_error

__all__ = [
    "SCHEMA_VERSION",
    "Ruleset",
    "RulesetError",
    "diff",
    "flat_fields",
    "from_mapping",
    "from_toml",
    "load",
    "parse_toml",
    "preset_names",
    "to_mapping",
    "with_changes",
]


def preset_names() -> list[str]:
    """Names of the presets shipped with the package (the folder is listed once per process)."""
    return list(shipped.preset_names())


# --- loading ------------------------------------------------------------------

#: what an unknown field with no close name is told
HINT = Reason(RulesCode.ruleset_field_hint)


def from_mapping(data: Mapping[str, Any], origin: str = "ruleset") -> Ruleset:
    """Validate a mapping (parsed TOML or JSON) into a :class:`Ruleset`, migrating older versions."""
    if not isinstance(data, Mapping):
        raise RulesetError.of(RulesCode.ruleset_not_a_table, origin=origin, kind=type(data).__name__)
    try:
        return Ruleset.model_validate(migrate(data, origin=origin))
    except ValidationError as error:
        raise validation_error(RulesetError, error, origin, Ruleset, hint=HINT) from None


def parse_toml(text: str, origin: str = "ruleset", error: type[TaikaiError] = RulesetError) -> dict[str, Any]:
    """TOML text as a mapping, pt read as exact decimals (never floats); ``error`` (a
    :class:`RulesetError` unless told) when it is not TOML: the message gives the line and column,
    never the text. Every TOML file is read here (rulesets, formats, game records), its numbers and
    its nesting within :mod:`taikai.bounds` (``nan`` and ``inf`` are refused)."""
    try:
        data = tomllib.loads(text, parse_float=bounds.number)
        if bounds.too_deep(data):
            raise error.of(RulesCode.toml_too_deep, origin=origin)
        bounds.checked_wholes(data)
    except tomllib.TOMLDecodeError as problem:  # tomllib's words (the line and column) are English
        raise error.of(RulesCode.toml_invalid, origin=origin, problem=str(problem)) from None
    except RecursionError:
        raise error.of(RulesCode.toml_too_deep, origin=origin) from None
    except bounds.OutOfBounds as refused:
        raise error.of(RulesCode.toml_bounds, origin=origin, problem=refused.reason) from None
    except TaikaiError:
        raise
    except ValueError:  # an integer with more digits than Python converts
        raise error.of(RulesCode.toml_number, origin=origin) from None
    return data


def from_toml(text: str, origin: str = "ruleset") -> Ruleset:
    """Parse and validate ruleset TOML text (see :func:`parse_toml` and :func:`from_mapping`)."""
    return from_mapping(parse_toml(text, origin), origin)


@cache
def _preset(name: str) -> Ruleset:
    text = shipped.preset_bytes(name).decode("utf-8")
    return from_toml(text, f"preset {name}")


def load(name: str) -> Ruleset:
    """A preset shipped with taikai, by name. Ruleset files are read by :mod:`taikai.contracts.rules`."""
    if name in shipped.preset_names():
        return _preset(name)
    close = difflib.get_close_matches(str(name), preset_names(), n=1)
    presets = tuple(preset_names())
    if close:
        raise RulesetError.of(RulesCode.no_preset_close, name=shown(name), close=close[0], presets=presets)
    raise RulesetError.of(RulesCode.no_preset, name=shown(name), presets=presets)


def _merged(base: Mapping[str, Any], changes: Mapping[str, Any]) -> dict[str, Any]:
    """``base`` with ``changes`` merged in depth: a table of changes keeps the base table's other fields."""
    merged = dict(base)
    for key, value in changes.items():
        below = merged.get(key)
        if isinstance(value, Mapping) and isinstance(below, Mapping):
            merged[key] = _merged(below, value)
        else:
            merged[key] = value
    return merged


def with_changes(base: Ruleset, changes: Mapping[str, Any], origin: str = "rule_changes") -> Ruleset:
    """``base`` with some fields changed; a change to one field of a table keeps the table's others.

    The changed ruleset is validated like a ruleset file (unknown fields get the closest valid name).

    >>> tenhou = load("tenhou")
    >>> changed = with_changes(tenhou, {"abortive_draws": {"suukaikan": "redeal"}})
    >>> changed.abortive_draws.suukaikan.value, changed.abortive_draws.sanchahou.value
    ('redeal', 'redeal_honba')
    >>> with_changes(tenhou, {"abortive_draws": {"suukaikans": "off"}}, "x")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    taikai.errors.RulesetError: x: field 'abortive_draws.suukaikans': unknown field (did you mean ...?)
    """
    if not isinstance(changes, Mapping):
        raise RulesetError.of(RulesCode.changes_not_a_table, origin=origin, kind=type(changes).__name__)
    if not changes:
        return base
    return from_mapping(_merged(to_mapping(base), changes), origin)


# --- plain data, diffs ------------------------------------------------------------


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, frozenset | set):
        return sorted(_plain(item) for item in value)
    if isinstance(value, tuple):
        return [_plain(item) for item in value]
    if isinstance(value, Enum):
        return value.value
    return value


def to_mapping(ruleset: BaseModel) -> dict[str, Any]:
    """The ruleset (or any model of this kind: a competition format) as plain data: enums as strings,
    sets as sorted lists, tuples as lists, pt as exact Decimal.

    >>> to_mapping(load("mleague"))["uma"]["first"]
    Decimal('50.0')
    """
    return _plain(ruleset.model_dump())


def _flatten(data: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in data.items():
        if isinstance(value, dict) and value:
            out.update(_flatten(value, f"{prefix}{key}."))
        elif isinstance(value, list) and value and all(isinstance(item, dict) for item in value):
            for index, item in enumerate(value):  # a list of tables (a format's tier groups)
                out.update(_flatten(item, f"{prefix}{key}[{index}]."))
        else:
            out[f"{prefix}{key}"] = value
    return out


def flat_fields(ruleset: BaseModel) -> dict[str, Any]:
    """Every field as ``dotted.name -> value`` (for tables and diffs)."""
    return _flatten(to_mapping(ruleset))


def diff(a: BaseModel, b: BaseModel) -> list[tuple[str, Any, Any]]:
    """Fields whose values differ, as (field, value in a, value in b); names and titles excluded.

    >>> for row in diff(load("mleague"), load("ron-of-20xx")):
    ...     print(*row)
    time_limit_minutes None 50
    chombo.kind pt confiscate
    offences.furiten_ron chombo no_win
    offences.wrong_win chombo no_win
    offences.noten_riichi chombo no_win
    offences.riichi_kan chombo no_win
    offences.kuikae no_win none
    cards.yellow_per_red 2 None
    cards.red_pt -20.0 None
    """
    fa, fb = flat_fields(a), flat_fields(b)
    skip = {"name", "title", "source"}
    order = list({**fa, **fb})
    return [
        (key, fa.get(key), fb.get(key))
        for key in sorted(fa.keys() | fb.keys(), key=order.index)
        if key not in skip and fa.get(key) != fb.get(key)
    ]
