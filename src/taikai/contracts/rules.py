"""Ruleset files the operator names: where they may be, how they are read, what errors say.

A ruleset is named by a preset name (``mleague``) or by the path of a TOML file.
Only this module opens ruleset files, and only these:

- a path given on the command line (``--rules PATH``, ``taikai rules check FILE``):
  ``base=None``, the path as the operator typed it;
- a path written in a record, league, event or cup file: ``base`` is that file's own
  folder, and the path must stay inside it — relative, without ``..``, and not a
  symlink leading out. A path that leaves the folder, as written or through a link,
  gets the same message, which never tells whether something exists there.

A string is a path when it is not a preset name and ends in ``.toml`` or holds a
``/``; anything else is an unknown preset (with the closest name). Files are read
through :mod:`taikai.contracts.files` (regular files only, at most
:data:`RULESET_LIMIT` bytes, gzip unpacked). A file whose keys are mostly not
ruleset fields is "not a ruleset file": its keys and values are never echoed.

>>> load_ruleset("tenhou", base=None).name
'tenhou'
>>> load_ruleset("../secret.toml", base=Path("/srv/league"))
Traceback (most recent call last):
...
taikai.errors.RulesetError: ruleset '../secret.toml': a ruleset named by a file must be a path inside that \
file's folder (/srv/league): relative, without '..', not through a link out
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping
from functools import cache
from pathlib import Path, PurePath
from typing import TYPE_CHECKING, Any

from taikai import rules
from taikai.contracts.files import read_text
from taikai.errors import RulesetError
from taikai.rules import hand_presets, shipped
from taikai.rules.codes import RulesCode

if TYPE_CHECKING:
    from taikai.hand.rules import HandRules
    from taikai.rules import Ruleset

__all__ = ["RULESET_LIMIT", "load_hand_rules", "load_ruleset", "names_a_file", "read_ruleset_file"]

RULESET_LIMIT = 1024 * 1024  # 1 MiB: a complete ruleset with comments is about 8 KB


def names_a_file(name: str) -> bool:
    """Whether a ruleset name is a path (it ends in ``.toml`` or holds a ``/``) rather than a preset's."""
    return name not in rules.preset_names() and (name.endswith(".toml") or "/" in name or "\\" in name)


def _inside(name: str, base: Path) -> Path:
    """The file ``name`` in ``base``; refused when it leaves it (as written: before the file system is
    looked at; or through a link)."""
    pure = PurePath(name)
    outside = pure.is_absolute() or "\\" in name or ".." in pure.parts or name.startswith("~")
    if not outside:
        folder = base.resolve()
        path = base / pure
        if path.resolve().is_relative_to(folder):
            return path
    from taikai.rules.validation import shown

    raise RulesetError.of(RulesCode.ruleset_outside, name=shown(name), base=str(base))


def _looks_like_a_ruleset(data: Mapping[str, Any]) -> bool:
    """At least half of the top-level keys are ruleset fields (and there is one)."""
    known = sum(1 for key in data if key in rules.Ruleset.model_fields)
    return known > 0 and 2 * known >= len(data)


def read_ruleset_file(path: str | Path) -> Ruleset:
    """Read and validate the ruleset file at ``path`` (the operator named it)."""
    origin = str(path)
    text = read_text(path, RULESET_LIMIT)
    data = rules.parse_toml(text, origin)
    if not _looks_like_a_ruleset(data):
        raise RulesetError.of(RulesCode.not_a_ruleset_file, origin=origin)
    return rules.from_mapping(data, origin)


def load_ruleset(name_or_path: str, *, base: Path | None) -> Ruleset:
    """A preset by name, or a ruleset file by path (see the module docstring for which paths).

    ``base``: None for a name the operator gave (a path is used as typed); the folder of the file
    that names the ruleset otherwise (a path must stay inside it).
    """
    if not isinstance(name_or_path, str):
        raise RulesetError.of(RulesCode.ruleset_name_type, kind=type(name_or_path).__name__)
    if not names_a_file(name_or_path):
        return rules.load(name_or_path)
    path = Path(name_or_path) if base is None else _inside(name_or_path, base)
    return read_ruleset_file(path)


def load_hand_rules(name_or_path: str, *, base: Path | None) -> HandRules:
    """The hand scorer's rules (``Ruleset.hand``) of a preset or a ruleset file, named as for
    :func:`load_ruleset`.

    A preset's are ready made (:mod:`taikai.rules.hand_presets`: nothing is validated, pydantic is
    not imported) when its file and the ruleset model are the ones they were made from (the same
    CRC-32s); otherwise, and for a file, the ruleset is loaded and validated.

    >>> load_hand_rules("tenhou", base=None) == load_ruleset("tenhou", base=None).hand
    True
    """
    ready = hand_presets.PRESETS.get(name_or_path) if isinstance(name_or_path, str) else None
    if ready is not None and _made_from(name_or_path):
        return ready
    return load_ruleset(name_or_path, base=base).hand


def _made_from(name: str) -> bool:
    """Whether the ready-made rules of preset ``name`` come from its file and the model as they are
    (a checkout edited since they were generated is validated again; so is an unreadable file)."""
    try:
        return (
            _model_crc() == hand_presets.MODEL
            and zlib.crc32(shipped.preset_bytes(name)) == hand_presets.SOURCES[name]
        )
    except OSError:
        return False


@cache
def _model_crc() -> int:
    return zlib.crc32(shipped.model_bytes())
