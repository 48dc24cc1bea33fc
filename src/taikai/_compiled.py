"""Which code runs the scorer: its modules compiled by mypyc at install time, or their sources.

``setup.py`` compiles the hand scorer's modules (the same Python files, type-checked) into
extension modules placed beside them; Python then imports those first. Compiled modules call each
other directly, so they are used all together or not at all:

- ``TAIKAI_PURE=1`` in the environment runs the Python sources (tracebacks with line numbers; the
  test suite runs both ways);
- a compiled module older than its source (an editable install edited since it was built) is not
  used: the sources run, with a warning to reinstall.

This is loading machinery, not domain code: it reads file dates once, at import.
"""

from __future__ import annotations

import os
import sys
import warnings
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from pathlib import Path
from types import ModuleType

#: Seconds a source may be newer than its extension and still match it (an install writes both).
SLACK = 2.0


def compiled_modules(package: Path, prefix: str) -> dict[str, Path]:
    """Module name -> source file, for every source of ``package`` with an extension module beside it
    (each folder is listed once; no file is looked up one by one: this runs at every start)."""
    found = {}
    for folder, subfolders, names in os.walk(package):
        subfolders[:] = [name for name in subfolders if name != "__pycache__"]
        present = set(names)
        for name in names:
            if name.endswith(".py") and any(name[:-3] + suffix in present for suffix in EXTENSION_SUFFIXES):
                source = Path(folder, name)
                parts = source.relative_to(package).with_suffix("").parts
                found[".".join((prefix, *parts))] = source
    return found


def _extension(source: Path) -> Path | None:
    """The extension module built from ``source``, if there is one."""
    return next((p for s in EXTENSION_SUFFIXES if (p := source.with_name(source.stem + s)).exists()), None)


def _built(source: Path) -> float:
    extension = _extension(source)
    return extension.stat().st_mtime if extension is not None else 0.0


class _Sources:
    """Import the named modules from their Python sources, not from their compiled form (a finder of
    ``sys.meta_path``; importlib's abstract base class is not imported: it costs every start)."""

    def __init__(self, sources: dict[str, Path]) -> None:
        self.sources = sources

    def find_spec(
        self, fullname: str, path: object = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        source = self.sources.get(fullname)
        if source is None:
            return None
        from importlib.util import spec_from_file_location  # only when the sources run

        return spec_from_file_location(fullname, source)


def choose(package: Path, prefix: str) -> bool:
    """Use the compiled modules of ``package`` unless TAIKAI_PURE is set or one is stale; True when
    they are used."""
    modules = compiled_modules(package, prefix)
    stale = [name for name, source in modules.items() if _built(source) + SLACK < source.stat().st_mtime]
    pure = os.environ.get("TAIKAI_PURE", "") not in ("", "0")
    if modules and (stale or pure):
        if stale and not pure:
            warnings.warn(
                f"compiled {', '.join(sorted(stale))} older than the source: running the Python sources "
                "(run `python -m pip install -e .` again to compile)",
                RuntimeWarning,
                stacklevel=2,
            )
        sys.meta_path.insert(0, _Sources(modules))
        return False
    return bool(modules)
