"""Rulesets: the declarative model, the shipped presets, loading and validation.

>>> load("mleague").kiriage_mangan
True
>>> sorted(preset_names())[:2]
['hitonazo-m', 'itsuka-chuuren']
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from taikai.errors import RulesetError
from taikai.rules.model import SCHEMA_VERSION, Ruleset

__all__ = [
    "SCHEMA_VERSION",
    "Ruleset",
    "RulesetError",
    "diff",
    "from_mapping",
    "load",
    "load_file",
    "preset_names",
    "to_mapping",
]


def preset_names() -> list[str]:
    """Names of the presets shipped with the package."""
    folder = resources.files("taikai.rules") / "presets"
    return sorted(p.name.removesuffix(".toml") for p in folder.iterdir() if p.name.endswith(".toml"))


def _format_validation(error: ValidationError, origin: str) -> str:
    lines = []
    for item in error.errors():
        field = ".".join(str(part) for part in item["loc"]) or "(ruleset)"
        message = item["msg"]
        if item["type"] == "extra_forbidden":
            message = "unknown field (not a ruleset field; check the spelling)"
        lines.append(f"{origin}: field {field!r}: {message}")
    return "\n".join(lines)


def from_mapping(data: dict[str, Any], origin: str = "ruleset") -> Ruleset:
    """Validate a mapping (parsed TOML or JSON) into a :class:`Ruleset`."""
    try:
        return Ruleset.model_validate(data)
    except ValidationError as error:
        raise RulesetError(_format_validation(error, origin)) from None


def load_file(path: str | Path) -> Ruleset:
    """Load and validate a ruleset TOML file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise RulesetError(f"cannot read ruleset file {path}: {error.strerror}") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise RulesetError(f"{path}: not valid TOML: {error}") from None
    return from_mapping(data, str(path))


@cache
def _preset(name: str) -> Ruleset:
    text = (resources.files("taikai.rules") / "presets" / f"{name}.toml").read_text("utf-8")
    return from_mapping(tomllib.loads(text), f"preset {name}")


def load(name_or_path: str | Path) -> Ruleset:
    """A preset by name, or a ruleset TOML file by path."""
    if isinstance(name_or_path, str) and name_or_path in preset_names():
        return _preset(name_or_path)
    path = Path(name_or_path)
    if path.suffix == ".toml" or path.exists():
        return load_file(path)
    raise RulesetError(
        f"no ruleset named {str(name_or_path)!r}: presets are {', '.join(preset_names())}, "
        "or give the path of a .toml file"
    )


def to_mapping(ruleset: Ruleset) -> dict[str, Any]:
    """The ruleset as plain data (enums as strings, sets as sorted lists, pt as floats for TOML)."""
    data = ruleset.model_dump(mode="json")
    for key in ("double_yakuman_waits", "pao"):
        data[key] = sorted(data[key])
    return data


def _flatten(data: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in data.items():
        if isinstance(value, dict):
            out.update(_flatten(value, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = value
    return out


def flat_fields(ruleset: Ruleset) -> dict[str, Any]:
    """Every field as ``dotted.name -> value`` (for tables and diffs)."""
    return _flatten(to_mapping(ruleset))


def diff(a: Ruleset, b: Ruleset) -> list[tuple[str, Any, Any]]:
    """Fields whose values differ, as (field, value in a, value in b); names and titles excluded."""
    fa, fb = flat_fields(a), flat_fields(b)
    skip = {"name", "title", "source"}
    return [
        (key, fa.get(key), fb.get(key))
        for key in sorted(fa.keys() | fb.keys(), key=list({**fa, **fb}).index)
        if key not in skip and fa.get(key) != fb.get(key)
    ]
