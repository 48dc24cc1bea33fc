"""Competition format files the operator names: a preset name, a TOML path, or a path a file names.

The core (:mod:`taikai.competitions.formats`) parses format text; only this adapter opens format
files, and only regular files (through :mod:`taikai.contracts.files`, at most 1 MiB):

- a path given on the command line is read as given;
- a path named inside another file (a cup file's ``format``) is read relative to that file's folder
  and must stay inside it: an absolute path, ``..`` or a symbolic link out of the folder is refused
  without saying whether the file exists.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from pathlib import Path
from typing import Any, TypeVar

from taikai import rules
from taikai.competitions import formats
from taikai.competitions.formats import FormatError, FormatModel
from taikai.contracts.codes import ContractCode
from taikai.contracts.files import read_text
from taikai.contracts.rules import load_ruleset, names_a_file
from taikai.errors import RulesetError, TaikaiError
from taikai.rules import Ruleset

__all__ = ["FORMAT_FILE_LIMIT", "file_ruleset", "format_ruleset", "load_format"]

FORMAT_FILE_LIMIT = 1024 * 1024  # a format is a few dozen lines

F = TypeVar("F", bound=FormatModel)


def _inside(name: str, base: Path, where: str) -> Path:
    """The file ``name`` names relative to the folder ``base``, refused when it leaves that folder."""
    relative = Path(name)
    presets = tuple(formats.preset_names())
    refused = FormatError.of(ContractCode.format_outside, where=where, name=name, presets=presets)
    if relative.is_absolute() or ".." in relative.parts:
        raise refused
    path = base / relative
    if not path.resolve().is_relative_to(base.resolve()):
        raise refused
    return path


def load_format(name_or_path: str, model: type[F], *, base: Path | None = None, where: str = "format") -> F:
    """The format a name gives: a shipped preset, or a TOML file (relative to ``base`` when a file
    names it; see the module docstring), of kind ``model``. ``where`` names the field that gave it."""
    if name_or_path in formats.preset_names():
        return formats.load(name_or_path, model)
    path = _inside(name_or_path, base, where) if base is not None else Path(name_or_path)
    if path.suffix != ".toml" and not path.exists():
        presets = tuple(formats.preset_names())
        close = difflib.get_close_matches(name_or_path, presets, n=1)
        if close:
            raise FormatError.of(
                ContractCode.no_format_close, where=where, name=name_or_path, close=close[0], presets=presets
            )
        raise FormatError.of(ContractCode.no_format, where=where, name=name_or_path, presets=presets)
    return formats.from_toml(read_text(path, FORMAT_FILE_LIMIT), str(path), model)


def file_ruleset(given: str | Mapping[str, Any], *, base: Path | None, where: str) -> Ruleset:
    """The ruleset a competition file's ``rules`` plays its format under instead of the format's own
    (``taikai competition create --rules``): a preset, a ruleset file inside ``base`` (the file's folder;
    none without one), or the ruleset itself, inline (what an export of a stored competition writes).
    ``where`` names the field."""
    if isinstance(given, Mapping):
        return rules.from_mapping(given, where)
    if base is None and names_a_file(given):
        raise RulesetError.of(
            "rules_file_without_folder", where=where, value=given, presets=tuple(rules.preset_names())
        )
    return load_ruleset(given, base=base)


def format_ruleset(value: FormatModel, where: str = "format") -> Ruleset:
    """The ruleset a format names (``ruleset``): a preset, or a ruleset file.

    The one place a format's ruleset is loaded: through :func:`taikai.rules.load` until the ruleset
    file adapter (``taikai.contracts.rules.load_ruleset(name, base=the format file's folder)``) exists.
    """
    try:
        return rules.load(value.ruleset)
    except TaikaiError as error:
        raise FormatError.wrapping(error, ContractCode.format_ruleset, where=where, name=value.name) from None
