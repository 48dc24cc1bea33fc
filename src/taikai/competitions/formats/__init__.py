"""Competition formats as data (COMPETITIONS.md section E): models, shipped presets, loading, TOML.

A format is a TOML file whose ``kind`` says which model it is (``cup``; the
league and tournament formats join :data:`KINDS` the same way). Every problem is
reported with the origin and the field, an unknown field with the closest valid
name, by the same code that reports ruleset files
(:func:`taikai.rules.validation.validation_error`), each problem a catalog key with its parameters.

This package reads only its own presets; a format file the operator names is
read by the adapter (:mod:`taikai.contracts.formats`) and parsed here with
:func:`from_toml`.

>>> cup = load("itsuka-chuuren", CupFormat)
>>> cup.ruleset, cup.timezone, cup.period.value, cup.ties.value
('itsuka-chuuren', 'Asia/Tokyo', 'month', 'shared')
>>> from_toml(to_toml(cup)) == cup
True
>>> from_mapping({"kind": "cup", "name": "x", "ruleset": "mleague", "timezon": "UTC"}, "x.toml")
Traceback (most recent call last):
...
taikai.competitions.formats.FormatError: x.toml: field 'timezone': missing (required)
x.toml: field 'timezon': unknown field (did you mean 'timezone'?)
"""

from __future__ import annotations

import difflib
from functools import cache
from importlib import resources
from typing import Any, TypeVar, overload

from pydantic import ValidationError

from taikai import rules
from taikai.competitions.formats.cup import CupFormat, Period, Ties
from taikai.competitions.formats.league import LeagueFormat
from taikai.competitions.formats.model import FORMAT_SCHEMA_VERSION, FormatModel
from taikai.competitions.formats.staged import StagedFormat
from taikai.competitions.formats.tournament import TournamentFormat
from taikai.competitions.zone import EARLIER_KINDS, EARLIER_TIMEZONE
from taikai.errors import TaikaiError
from taikai.reasons import Reason
from taikai.rules.codes import RulesCode
from taikai.rules.describe import FieldDoc, field_docs, model_toml
from taikai.rules.validation import shown, validation_error

__all__ = [
    "FORMAT_SCHEMA_VERSION",
    "KINDS",
    "CupFormat",
    "FormatError",
    "FormatModel",
    "LeagueFormat",
    "Period",
    "StagedFormat",
    "Ties",
    "TournamentFormat",
    "diff",
    "docs",
    "expect",
    "flat_fields",
    "from_mapping",
    "from_toml",
    "kind_name",
    "load",
    "preset_names",
    "to_mapping",
    "to_toml",
    "written",
]

#: every kind of format, by the value of its ``kind`` field
KINDS: dict[str, type[FormatModel]] = {
    "cup": CupFormat,
    "league": LeagueFormat,
    "tournament": TournamentFormat,
    "staged": StagedFormat,
}

F = TypeVar("F", bound=FormatModel)


class FormatError(TaikaiError):
    """A format file or field that is not valid, or a format of the wrong kind."""

    code = "bad_format"


def kind_name(model: type[FormatModel]) -> str:
    """The ``kind`` value of a format model (``CupFormat`` -> ``cup``)."""
    return next(name for name, kind in KINDS.items() if kind is model)


def preset_names() -> list[str]:
    """Names of the format presets shipped with the package (every kind)."""
    folder = resources.files("taikai.competitions.formats") / "presets"
    return sorted(p.name.removesuffix(".toml") for p in folder.iterdir() if p.name.endswith(".toml"))


# --- loading ------------------------------------------------------------------------


def _model_for(data: dict[str, Any], origin: str) -> type[FormatModel]:
    """The model the ``kind`` field names."""
    kind = data.get("kind")
    if isinstance(kind, str) and kind in KINDS:
        return KINDS[kind]
    kinds = ", ".join(KINDS)
    if kind is None:
        raise FormatError.of(RulesCode.format_kind_missing, origin=origin, kinds=kinds)
    close = difflib.get_close_matches(kind, list(KINDS), n=1) if isinstance(kind, str) else []
    if close:
        raise FormatError.of(
            RulesCode.format_kind_unknown_close, origin=origin, kind=shown(kind), close=close[0], kinds=kinds
        )
    raise FormatError.of(RulesCode.format_kind_unknown, origin=origin, kind=shown(kind), kinds=kinds)


def expect(value: FormatModel, model: type[F], origin: str | Reason) -> F:
    """``value`` if it is a format of kind ``model``; otherwise a :class:`FormatError` saying which it
    is (each kind in words: the catalog's ``kind_league``, ``kind_tournament``, ``kind_cup``)."""
    if not isinstance(value, model):
        raise FormatError.of(
            RulesCode.format_wrong_kind,
            origin=origin,
            name=value.name,
            kind=Reason(f"kind_{value.kind}"),
            wanted=Reason(f"kind_{kind_name(model)}"),
        )
    return value


@overload
def from_mapping(data: Any, origin: str = ...) -> FormatModel: ...
@overload
def from_mapping(data: Any, origin: str, model: type[F]) -> F: ...
def from_mapping(data: Any, origin: str = "format", model: type[F] | None = None) -> F | FormatModel:
    """Validate a mapping (parsed TOML) into the format its ``kind`` names (checked against ``model``)."""
    if not isinstance(data, dict):
        raise FormatError.of(RulesCode.format_not_a_table, origin=origin, type=type(data).__name__)
    kind = _model_for(data, origin)
    listing = Reason.of(RulesCode.format_field_hint, kind=data["kind"])
    try:
        value = kind.model_validate(data)
    except ValidationError as error:
        raise validation_error(FormatError, error, origin, kind, hint=listing) from None
    return value if model is None else expect(value, model, origin)


@overload
def written(data: Any, origin: str = ...) -> FormatModel: ...
@overload
def written(data: Any, origin: str, model: type[F]) -> F: ...
def written(data: Any, origin: str = "format", model: type[F] | None = None) -> F | FormatModel:
    """A format as taikai wrote it: a stored competition's, or one inline in a competition file (what
    ``taikai export`` writes). One written before every kind named its time zone (a tournament's, a
    cup's left unset) is read in :data:`~taikai.competitions.zone.EARLIER_TIMEZONE`; a format file
    (:func:`from_toml`) must name it.

    >>> fmt = to_mapping(load("ron-of-20xx"))
    >>> del fmt["timezone"]
    >>> written(fmt, "stored").timezone
    'Asia/Tokyo'
    """
    if isinstance(data, dict) and data.get("kind") in EARLIER_KINDS and "timezone" not in data:
        data = {**data, "timezone": EARLIER_TIMEZONE}
    return from_mapping(data, origin, model) if model is not None else from_mapping(data, origin)


@overload
def from_toml(text: str, origin: str = ...) -> FormatModel: ...
@overload
def from_toml(text: str, origin: str, model: type[F]) -> F: ...
def from_toml(text: str, origin: str = "format", model: type[F] | None = None) -> F | FormatModel:
    """Parse and validate format TOML text (numbers with a fraction are exact decimals, never floats)."""
    return from_mapping(rules.parse_toml(text, origin, FormatError), origin, model)


@cache
def _preset(name: str) -> FormatModel:
    text = (resources.files("taikai.competitions.formats") / "presets" / f"{name}.toml").read_text("utf-8")
    return from_toml(text, f"format preset {name}")


@overload
def load(name: str) -> FormatModel: ...
@overload
def load(name: str, model: type[F]) -> F: ...
def load(name: str, model: type[F] | None = None) -> F | FormatModel:
    """A shipped preset by name (checked to be of kind ``model`` when given)."""
    if name not in preset_names():
        close = difflib.get_close_matches(name, preset_names(), n=1)
        presets = ", ".join(preset_names())
        if close:
            raise FormatError.of(RulesCode.format_no_preset_close, name=name, close=close[0], presets=presets)
        raise FormatError.of(RulesCode.format_no_preset, name=name, presets=presets)
    value = _preset(name)
    return (
        value if model is None else expect(value, model, Reason.of(RulesCode.format_preset_origin, name=name))
    )


# --- plain data, TOML, diffs ------------------------------------------------------------


def to_mapping(value: FormatModel) -> dict[str, Any]:
    """The format as plain data (enums as strings)."""
    return rules.to_mapping(value)


def flat_fields(value: FormatModel) -> dict[str, Any]:
    """Every field as ``dotted.name -> value``."""
    return rules.flat_fields(value)


def diff(a: FormatModel, b: FormatModel) -> list[tuple[str, Any, Any]]:
    """Fields whose values differ, as (field, value in a, value in b); names and titles excluded."""
    return rules.diff(a, b)


def docs(model: type[FormatModel]) -> dict[str, FieldDoc]:
    """Every field of a format model with the values it takes and its meaning."""
    return field_docs(model)


def to_toml(value: FormatModel) -> str:
    """A complete, commented TOML file of the format; loading it gives back an equal format."""
    title = f"{value.title or value.name}" + (f" ({value.source})" if value.source else "")
    intro = (
        f"Every field of a taikai {value.kind} format: change any value, then `taikai formats check FILE`."
    )
    return model_toml(value, title, intro)
