"""A competition's ruleset and format field by field, each field's meaning in the page's language.

The models' docstrings are the English meaning of each field; each field also has a catalog key
(:func:`doc_key`: ``web_doc_rules_uma__first``, ``web_doc_tournament_final__carry``) whose English
template is that docstring and whose Japanese is in the catalog, so the rules page says what each
field means in either language. :func:`doc_keys` enumerates every field of the ruleset and of every
kind of format (the catalog tests word each, and check each English template against its
docstring).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from pydantic import BaseModel

from taikai import rules
from taikai.competitions import formats
from taikai.rules.describe import field_docs, to_toml
from taikai.services.values import COMPETITION_KINDS

__all__ = ["MODELS", "SUMMARY_KEYS", "described", "doc_key", "doc_keys", "stored_toml", "summary"]

#: What a rules page describes, by area: the ruleset, and each kind of format a competition is
#: stored with.
MODELS: dict[str, type[BaseModel]] = {
    "rules": rules.Ruleset,
    **{kind: model for kind, model in formats.KINDS.items() if kind in COMPETITION_KINDS},
}


def doc_key(area: str, name: str) -> str:
    """The catalog key of a field's meaning (a dotted name's dots written ``__``)."""
    return f"web_doc_{area}_{name.replace('.', '__')}"


def doc_keys() -> dict[str, str]:
    """Every field's key and its English meaning (the model's docstring), for every area."""
    return {
        doc_key(area, name): doc.description
        for area, model in MODELS.items()
        for name, doc in field_docs(model).items()
    }


def _value(value: Any) -> dict[str, Any]:
    """How a value is shown: ``text`` as it is written in a ruleset file, or a ``word`` key."""
    if value is None:
        return {"word": "web_value_unset"}
    if isinstance(value, bool):
        return {"word": "web_value_yes" if value else "web_value_no"}
    if isinstance(value, list | dict) and not value:
        return {"word": "web_value_none"}
    if isinstance(value, list):
        return {"text": ", ".join(str(item) for item in value)}
    return {"text": str(value)}


def _documented(name: str) -> str:
    """The documented name of a field: an item of a list of tables without its index.

    >>> _documented("stages[1].carry"), _documented("uma.first")
    ('stages.carry', 'uma.first')
    """
    return re.sub(r"\[\d+\]", "", name)


def _rows(area: str, model: type[BaseModel], value: BaseModel) -> Iterator[dict[str, Any]]:
    """A row per field (the tables as headings before their fields), in the model's order."""
    docs = field_docs(model)
    flat = rules.flat_fields(value)
    headed: set[str] = set()
    for name, item in flat.items():
        parent = name.rpartition(".")[0]
        if parent and parent not in headed:
            headed.add(parent)
            yield {"name": parent, "key": doc_key(area, _documented(parent)), "heading": True}
        documented = _documented(name)  # a list's tables (stages[0].name) share one meaning (stages.name)
        key = doc_key(area, documented) if documented in docs else None  # a table of names: its heading says
        yield {"name": name, "key": key, "heading": False, **_value(item)}


def described(stored: Mapping[str, Any]) -> dict[str, Any]:
    """The rows of a competition's stored ruleset and format (:func:`taikai.services.public.rules_of`);
    a format of a kind with no model here has no rows."""
    ruleset = rules.from_mapping(stored["rules"], f"competition {stored['competition']}: its stored ruleset")
    model = formats.KINDS.get(stored["kind"])
    format_rows: list[dict[str, Any]] = []
    if model is not None:
        origin = f"competition {stored['competition']}: its stored format"
        fmt = formats.written(stored["format"], origin, model)
        format_rows = list(_rows(stored["kind"], model, fmt))
    return {"rules_rows": list(_rows("rules", rules.Ruleset, ruleset)), "format_rows": format_rows}


#: The catalog keys :func:`summary` words a competition's rules with.
SUMMARY_KEYS = (
    "web_rules_summary_hanchan",
    "web_rules_summary_tonpuusen",
    "web_rules_summary_open_tanyao_yes",
    "web_rules_summary_open_tanyao_no",
    "web_rules_summary_ron_atamahane",
    "web_rules_summary_ron_double",
    "web_rules_summary_ron_triple",
    "web_rules_summary_tobi_yes",
    "web_rules_summary_tobi_no",
)


def summary(stored: Mapping[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """What a player needs to know of a competition's ruleset and format, a sentence each (a catalog
    key and its parameters, worded by the page): the game's length, the points, the placement pt,
    the red fives, open tanyao, several rons on one tile, tobi; a tournament's rounds and what its
    winner earns."""
    r = rules.from_mapping(stored["rules"], f"competition {stored['competition']}: its stored ruleset")
    said: list[tuple[str, dict[str, Any]]] = [
        (f"web_rules_summary_{r.length.value}", {}),
        ("web_rules_summary_points", {"start": f"{r.start_points:,}", "returned": f"{r.return_points:,}"}),
        (
            "web_rules_summary_uma",
            {place: f"{pt:+}" for place, pt in zip(_PLACES, r.uma.by_place(), strict=True)},
        ),
    ]
    red = r.aka_dora.m + r.aka_dora.p + r.aka_dora.s
    said += [("web_rules_summary_red", {"count": red})] if red else []
    said += [
        ("web_rules_summary_open_tanyao_" + ("yes" if r.open_tanyao else "no"), {}),
        (f"web_rules_summary_ron_{r.multiple_ron.value}", {}),
        ("web_rules_summary_tobi_" + ("yes" if r.tobi else "no"), {}),
    ]
    if stored["kind"] == "tournament":
        fmt = formats.written(stored["format"], "format", formats.KINDS["tournament"])
        rounds = {"preliminary": fmt.preliminary_rounds, "capacity": fmt.capacity}
        said.append(("web_rules_summary_tournament", rounds))
        said += [("web_rules_summary_winner_qualifies", {})] if fmt.stars.winner_qualifies else []
    return said


_PLACES = ("first", "second", "third", "fourth")


def stored_toml(stored: Mapping[str, Any], part: str) -> str:
    """The stored ruleset (``part`` ``rules``) or format (``format``) of a competition as a complete,
    commented TOML file (:func:`taikai.rules.describe.to_toml`,
    :func:`taikai.competitions.formats.to_toml`)."""
    origin = f"competition {stored['competition']}: its stored {part}"
    if part == "rules":
        return to_toml(rules.from_mapping(stored["rules"], origin))
    return formats.to_toml(formats.written(stored["format"], origin))  # as stored before zones too
