"""The presets shipped with taikai: their names and their files, read as bytes, validated nowhere here.

The one place that locates the presets folder (:mod:`taikai.rules.loading` validates what it reads
here; :func:`taikai.contracts.rules.load_hand_rules` compares it with the ready-made rules of
:mod:`taikai.rules.hand_presets`). Importing it imports no model.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

__all__ = ["MODEL_SOURCES", "model_bytes", "preset_bytes", "preset_names"]

#: The modules of :mod:`taikai.rules` that decide what a preset's file gives (fields, defaults,
#: validators, migrations, the values of the kinds): the ready-made rules are checked against them.
MODEL_SOURCES = ("kinds.py", "migrate.py", "model.py")


@cache
def preset_names() -> tuple[str, ...]:
    """The presets' names, sorted (the folder is listed once per process)."""
    folder = resources.files("taikai.rules") / "presets"
    return tuple(sorted(p.name.removesuffix(".toml") for p in folder.iterdir() if p.name.endswith(".toml")))


def preset_bytes(name: str) -> bytes:
    """The file of the preset ``name`` (one of :func:`preset_names`); OSError when it cannot be read."""
    return (resources.files("taikai.rules") / "presets" / f"{name}.toml").read_bytes()


def model_bytes() -> bytes:
    """The sources of :data:`MODEL_SOURCES`, one after the other; OSError when one cannot be read."""
    folder = resources.files("taikai.rules")
    return b"".join((folder / name).read_bytes() for name in MODEL_SOURCES)
