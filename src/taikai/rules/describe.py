"""Rulesets as text: field documentation, complete TOML files, the markdown reference.

Everything here is read from the model itself (types, constraints, attribute
docstrings), so the CLI, the TOML a user copies and docs/rules.md can never
disagree with what the loader accepts.

>>> docs = field_docs()
>>> docs["kuikae"].values
'forbidden | allowed'
>>> docs["uma.first"].values
'pt (one decimal place)'
>>> from taikai.rules import from_toml, load
>>> from_toml(to_toml(load("tenhou"))) == load("tenhou")
True
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum
from functools import cache
from types import NoneType, UnionType
from typing import Any, Literal, Union, get_args, get_origin

import annotated_types as at
import tomli_w
from pydantic import BaseModel
from pydantic.fields import FieldInfo

from taikai.rules import flat_fields, to_mapping
from taikai.rules.model import Ruleset

__all__ = ["FieldDoc", "field_docs", "markdown_reference", "model_toml", "to_toml"]


@dataclass(frozen=True)
class FieldDoc:
    """One field of the ruleset: dotted name, the values it takes, what it means."""

    name: str
    values: str
    description: str


def _clean(text: str | None) -> str:
    return " ".join((text or "").split())


def _constraints(info: FieldInfo) -> str:
    words = (
        (at.Gt, "gt", "> {}"),
        (at.Ge, "ge", ">= {}"),
        (at.Lt, "lt", "< {}"),
        (at.Le, "le", "<= {}"),
        (at.MultipleOf, "multiple_of", "multiple of {}"),
    )
    return ", ".join(
        template.format(getattr(item, attr))
        for item in info.metadata
        for kind, attr, template in words
        if isinstance(item, kind)
    )


def _values_of(annotation: Any) -> str:
    """The values a type allows, in words."""
    args = get_args(annotation)
    if get_origin(annotation) in (Union, UnionType) and NoneType in args:
        inner = next(arg for arg in args if arg is not NoneType)
        return f"{_values_of(inner)}, or unset"
    if get_origin(annotation) is Literal:
        return " | ".join(str(arg) for arg in args)
    if get_origin(annotation) is frozenset:
        return f"list of: {', '.join(str(arg) for arg in get_args(args[0]))}"
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return " | ".join(member.value for member in annotation)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return "table"
    names = {bool: "true | false", int: "integer", str: "text", Decimal: "pt (one decimal place)"}
    return names.get(annotation, str(annotation))


def _model_of(annotation: Any) -> type[BaseModel] | None:
    for candidate in (annotation, *get_args(annotation)):
        if isinstance(candidate, type) and issubclass(candidate, BaseModel):
            return candidate
    return None


@cache
def _docstrings(model: type[BaseModel]) -> dict[str, str]:
    """The attribute docstrings of ``model``'s fields, read by pydantic's reader of them: a model
    whose config does not read them as the class is built (the ruleset's) gets its descriptions so."""
    from pydantic._internal._docs_extraction import extract_docstrings_from_cls

    return extract_docstrings_from_cls(model, use_inspect=True)


def _walk(model: type[BaseModel], prefix: str = "") -> Iterator[FieldDoc]:
    for name, info in model.model_fields.items():
        values = _values_of(info.annotation)
        limits = _constraints(info)
        description = info.description or _docstrings(model).get(name)
        yield FieldDoc(prefix + name, f"{values} ({limits})" if limits else values, _clean(description))
        inner = _model_of(info.annotation)
        if inner is not None:
            yield from _walk(inner, f"{prefix}{name}.")


@cache
def _all_docs(model: type[BaseModel]) -> tuple[FieldDoc, ...]:
    return tuple(_walk(model))


def field_docs(model: type[BaseModel] = Ruleset) -> dict[str, FieldDoc]:
    """Every field of :class:`Ruleset` (or of another model read from TOML: a competition format), tables
    and their fields dotted, in the model's order."""
    return {doc.name: doc for doc in _all_docs(model)}


# --- TOML ---------------------------------------------------------------------------


def _literal(value: Any) -> str:
    if isinstance(value, Decimal):
        return format(value, "f")
    if isinstance(value, list):
        return "[" + ", ".join(_literal(item) for item in value) + "]"
    return tomli_w.dumps({"v": value}).removeprefix("v = ").rstrip("\n")


def _comment(text: str) -> list[str]:
    """TOML comment lines (control characters, which TOML forbids in comments, become spaces)."""
    text = "".join(char if char.isprintable() else " " for char in text)
    return textwrap.wrap(text, width=100, initial_indent="# ", subsequent_indent="# ") if text else []


def _tables(value: Any) -> bool:
    """A list of tables (written as ``[[name]]`` blocks, as a competition format's tier groups)."""
    return isinstance(value, list) and bool(value) and all(isinstance(item, dict) for item in value)


def _lines(data: dict[str, Any], docs: dict[str, FieldDoc], prefix: str, comments: bool = True) -> list[str]:
    lines: list[str] = []
    for key, value in data.items():
        doc = docs.get(prefix + key)  # None for an entry of a table of names (a format's discounts)
        if isinstance(value, dict) or _tables(value) or (doc is not None and doc.values.startswith("table")):
            continue
        lines += _comment(doc.description) if doc is not None and comments else []
        lines.append(f"{key} = {_literal(value)}" if value is not None else f"# {key} =  (unset)")
    return lines


def to_toml(ruleset: Ruleset) -> str:
    """A complete, commented TOML file of the ruleset; loading it gives back an equal ruleset."""
    title = f"{ruleset.title or ruleset.name}" + (f" ({ruleset.source})" if ruleset.source else "")
    return model_toml(
        ruleset, title, "Every field of a taikai ruleset: change any value, then `taikai rules check FILE`."
    )


def model_toml(value: BaseModel, title: str, intro: str) -> str:
    """A complete TOML file of a model read from TOML (a ruleset, a competition format): ``title`` and
    ``intro`` as comments, then every field with its description as a comment, tables last."""
    model = type(value)
    docs, data = field_docs(model), to_mapping(value)
    lines = [*_comment(title), *_comment(intro), "", *_lines(data, docs, "")]
    for table, item in data.items():
        if isinstance(item, dict) or (item is None and _model_of(model.model_fields[table].annotation)):
            lines += ["", *_comment(docs[table].description)]
            if item is None:
                lines.append(f"# [{table}]  (unset)")
            else:
                lines += [f"[{table}]", *_lines(item, docs, f"{table}.")]
        elif _tables(item):
            lines += ["", *_comment(docs[table].description)]
            for index, entry in enumerate(item):  # each field's comment once, in the first table
                fields = _lines(entry, docs, f"{table}.", comments=not index)
                lines += [*([""] if index else []), f"[[{table}]]", *fields]
    return "\n".join(lines) + "\n"


# --- markdown reference ----------------------------------------------------------------


def _cell(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "none"
    return str(value).replace("|", "\\|")


def markdown_reference(presets: dict[str, Ruleset]) -> str:
    """docs/rules.md: every field with its values and meaning, then the value each preset takes."""
    docs = field_docs()
    out = [
        "# Ruleset reference",
        "",
        "Generated from the model by `taikai rules reference` (do not edit by hand: edit the",
        "attribute docstrings in src/taikai/rules/model.py and regenerate). A ruleset is a TOML",
        "file; `taikai rules show NAME --toml` prints a complete one to copy and edit, and",
        "`taikai rules check FILE` validates it. RULES.md section 1 is the specification.",
        "",
        "Wherever a ruleset is named (`--rules`, a record's or a competition file's `rules`), it is a",
        "preset name or the path of such a file: a name ending in `.toml` or holding a `/`. A path on",
        "the command line is used as typed; a path in a file is read from that file's own folder and",
        "must stay inside it (no absolute path, no `..`, no symlink out). Ruleset files are regular",
        "files of at most 1 MiB (gzip unpacked); a TOML file whose keys are mostly not ruleset fields",
        "is refused as not a ruleset file, without its keys or values in the message. A game record's",
        '`rule_changes` are merged in depth: `{abortive_draws = {suukaikan = "redeal"}}` changes that',
        "one field and keeps the table's others (docs/game-record.md).",
        "",
        "The commands speak English or Japanese (`--lang ja|en`, else `TAIKAI_LANG`): `taikai rules",
        "check FILE --lang ja` words every problem in Japanese and names the same fields, and the",
        "`--json` error keeps its code (`bad_rules`). The meanings below are English.",
        "",
        "A rule that several parts apply is written once: who collects the riichi deposits and the",
        "honba of a win (`deposit_claim`; on a multiple ron the honba go to the first winner after the",
        "discarder, or to each winner with `multiple_ron_honba = each_winner`, the deposits to the first",
        "such winner who may collect them) is",
        "`taikai.rules.claims`, used by the scorer, the game table and the Tenhou log reader; how much",
        "one chombo costs (`chombo.*`) is `Chombo.times`, `Chombo.confiscated` and `Chombo.penalty_pt`.",
        "",
        "## Fields",
        "",
        "| field | values | meaning |",
        "|---|---|---|",
        *(f"| `{d.name}` | {_cell(d.values)} | {_cell(d.description)} |" for d in docs.values()),
        "",
        "## What each preset takes",
        "",
        "| field | " + " | ".join(presets) + " |",
        "|---|" + "---|" * len(presets),
    ]
    flats = {name: flat_fields(ruleset) for name, ruleset in presets.items()}
    for name in docs:
        if name in {"name", "title", "source"} or docs[name].values.startswith("table"):
            continue
        out.append(f"| `{name}` | " + " | ".join(_cell(flat.get(name)) for flat in flats.values()) + " |")
    out += ["", "## Sources", ""]
    out += [f"- `{name}`: {ruleset.title}. {ruleset.source}" for name, ruleset in presets.items()]
    return "\n".join(out) + "\n"
