"""Rulesets: the declarative model, the shipped presets, parsing, validation and changes.

Every problem in a ruleset is reported with its origin and the field it is
about, one line each (``myrules.toml: field 'uma.first': Input should be a
valid decimal``); an unknown field suggests the closest valid name
(:mod:`taikai.rules.validation`, shared by every format). This package reads
no file but its own presets: ruleset files are opened by
:mod:`taikai.contracts.rules`, which hands their text to :func:`from_toml`.

- :mod:`taikai.rules.model`: the model (:class:`Ruleset`, on pydantic);
- :mod:`taikai.rules.kinds`: the values of its fields (plain enums);
- :mod:`taikai.rules.loading`: presets, parsing, validation, changes and diffs, the functions
  named here (``taikai.rules.load``);
- :mod:`taikai.rules.shipped`: the presets' names and files;
- :mod:`taikai.rules.hand_presets`: the hand scorer's rules of each preset, ready made.

Importing this package imports none of them: the names of ``loading`` are imported on first use,
so that the modules the hand scorer needs (``kinds``, ``claims``, ``shipped``, ``hand_presets``)
load without pydantic (``taikai score --jsonl`` under presets does not import it).

>>> from taikai import rules
>>> rules.load("mleague").kiriage_mangan
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from taikai.errors import RulesetError

if TYPE_CHECKING:
    from taikai.rules.loading import (
        SCHEMA_VERSION,
        Ruleset,
        diff,
        flat_fields,
        from_mapping,
        from_toml,
        load,
        parse_toml,
        preset_names,
        to_mapping,
        with_changes,
    )

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


def __getattr__(name: str) -> Any:
    """A name of :mod:`taikai.rules.loading`, imported on first use (then kept here)."""
    if name in __all__:
        from taikai.rules import loading

        value = globals()[name] = getattr(loading, name)
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
