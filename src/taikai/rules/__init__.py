"""Rulesets: the declarative model, the shipped presets, loading and validation.

Every problem in a ruleset file is reported with the file and the field it is
about, one line each (``myrules.toml: field 'uma.first': Input should be a
valid decimal``); an unknown field suggests the closest valid name.

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
from decimal import Decimal
from enum import Enum
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, get_args

from pydantic import BaseModel, ValidationError

from taikai.errors import RulesetError
from taikai.rules.migrate import migrate
from taikai.rules.model import SCHEMA_VERSION, Problem, Ruleset

__all__ = [
    "SCHEMA_VERSION",
    "Ruleset",
    "RulesetError",
    "diff",
    "flat_fields",
    "from_mapping",
    "from_toml",
    "load",
    "load_file",
    "preset_names",
    "to_mapping",
    "validation_message",
]


def preset_names() -> list[str]:
    """Names of the presets shipped with the package."""
    folder = resources.files("taikai.rules") / "presets"
    return sorted(p.name.removesuffix(".toml") for p in folder.iterdir() if p.name.endswith(".toml"))


# --- error messages ---------------------------------------------------------------


def _model_in(annotation: Any) -> type[BaseModel] | None:
    """The pydantic model inside a field's type (``Cards | None`` -> Cards), if any."""
    for candidate in (annotation, *get_args(annotation)):
        if isinstance(candidate, type) and issubclass(candidate, BaseModel):
            return candidate
    return None


def _names_at(path: tuple[str | int, ...], model: type[BaseModel]) -> list[str]:
    """Valid field names in the table at ``path`` of ``model`` ([] when the path is not a table); a list
    index (``games[3]``) stays in the list's item model."""
    current: type[BaseModel] | None = model
    for part in path:
        if isinstance(part, int):
            continue
        field = current.model_fields.get(part) if current else None
        current = _model_in(field.annotation) if field else None
    return list(current.model_fields) if current else []


def _tables_with(name: str, model: type[BaseModel]) -> list[str]:
    """Tables (one level down) that have a field called ``name``."""
    return [table for table in model.model_fields if name in _names_at((table,), model)]


#: what an unknown ruleset field's message points to
RULESET_FIELDS = "not a ruleset field; `taikai rules show mleague` lists them all"


def _unknown_field(loc: tuple[str | int, ...], model: type[BaseModel], listing: str) -> str:
    *parent, key = loc
    key = str(key)
    close = difflib.get_close_matches(key, _names_at(tuple(parent), model), n=1, cutoff=0.6)
    if close:
        return f"unknown field (did you mean {_where((*parent, close[0]))!r}?)"
    tables = _tables_with(key, model)
    if tables:
        return f"unknown field here (it belongs in the [{tables[0]}] table)"
    return f"unknown field ({listing})"


def _where(loc: tuple[Any, ...]) -> str:
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else f".{part}" if text else str(part)
    return text or "(top level)"


def _lines(item: dict[str, Any], origin: str, model: type[BaseModel], listing: str) -> list[str]:
    if item["type"] == "impossible_combination":
        problems: list[Problem] = item["ctx"]["problems"]
        return [f"{origin}: field {p.field!r}: {p.message}" for p in problems]
    loc = tuple(item["loc"])
    message = item["msg"].removeprefix("Value error, ")
    if item["type"] == "extra_forbidden":
        message = _unknown_field(loc, model, listing)
    elif item["type"] != "missing" and not isinstance(item.get("input"), dict | list):
        message += f" (got {item.get('input')!r})"
    return [f"{origin}: field {_where(loc)!r}: {message}"]


def validation_message(
    error: ValidationError, origin: str, model: type[BaseModel] = Ruleset, listing: str = RULESET_FIELDS
) -> str:
    """One line per problem of a pydantic model read from a file: the origin, the field, the reason.

    Shared by every model loaded from TOML (rulesets, competition formats): an unknown field gets the
    closest valid name of ``model`` (or the table it belongs in, or ``listing``); a model validator's
    ``impossible_combination`` error lists each :class:`~taikai.rules.model.Problem` on its own line.
    """
    return "\n".join(line for item in error.errors() for line in _lines(item, origin, model, listing))


# --- loading ------------------------------------------------------------------


def from_mapping(data: dict[str, Any], origin: str = "ruleset") -> Ruleset:
    """Validate a mapping (parsed TOML or JSON) into a :class:`Ruleset`, migrating older versions."""
    if not isinstance(data, dict):
        raise RulesetError(f"{origin}: a ruleset must be a table of fields, not {type(data).__name__}")
    try:
        return Ruleset.model_validate(migrate(data, origin=origin))
    except ValidationError as error:
        raise RulesetError(validation_message(error, origin)) from None


def from_toml(text: str, origin: str = "ruleset") -> Ruleset:
    """Parse and validate ruleset TOML text; pt are read as exact decimals (never floats)."""
    try:
        data = tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as error:
        raise RulesetError(f"{origin}: not valid TOML: {error}") from None
    return from_mapping(data, origin)


def load_file(path: str | Path) -> Ruleset:
    """Load and validate a ruleset TOML file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise RulesetError(f"cannot read ruleset file {path}: {reason}") from None
    return from_toml(text, str(path))


@cache
def _preset(name: str) -> Ruleset:
    text = (resources.files("taikai.rules") / "presets" / f"{name}.toml").read_text("utf-8")
    return from_toml(text, f"preset {name}")


def load(name_or_path: str | Path) -> Ruleset:
    """A preset by name, or a ruleset TOML file by path."""
    if isinstance(name_or_path, str) and name_or_path in preset_names():
        return _preset(name_or_path)
    path = Path(name_or_path)
    if path.suffix == ".toml" or path.exists():
        return load_file(path)
    close = difflib.get_close_matches(str(name_or_path), preset_names(), n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else ""
    raise RulesetError(
        f"no ruleset named {str(name_or_path)!r}{hint}: presets are {', '.join(preset_names())}, "
        "or give the path of a .toml file"
    )


# --- plain data, diffs ------------------------------------------------------------


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, frozenset | set):
        return sorted(_plain(item) for item in value)
    if isinstance(value, Enum):
        return value.value
    return value


def to_mapping(ruleset: BaseModel) -> dict[str, Any]:
    """The ruleset (or any model of this kind: a competition format) as plain data: enums as strings,
    sets as sorted lists, pt as exact Decimal.

    >>> to_mapping(load("mleague"))["uma"]["first"]
    Decimal('50.0')
    """
    return _plain(ruleset.model_dump())


def _flatten(data: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in data.items():
        if isinstance(value, dict) and value:
            out.update(_flatten(value, f"{prefix}{key}."))
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
