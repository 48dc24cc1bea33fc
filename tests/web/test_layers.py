"""One door per use case: the web app reaches the store only through the services.

Every module of ``taikai.web`` is read as Python source (its syntax tree) and imported in a fresh
interpreter: none imports a module of ``taikai.store`` (directly or through what it imports), none
opens a unit of work or holds one (``.unit_of_work``, a ``uow``, ``UnitOfWork``): the services
(``taikai.services``) open them, one per use case, and the pages ask them.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import taikai.web

WEB = Path(taikai.web.__file__).parent
MODULES = sorted(WEB.rglob("*.py"))
STORE = "taikai.store"
#: What only code that opens units of work or reads repositories names.
UNIT_OF_WORK = {"unit_of_work", "uow", "UnitOfWork"}


def _name(path: Path) -> str:
    parts = path.relative_to(WEB.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(path: Path) -> list[str]:
    """Every module the source of ``path`` imports (relative imports resolved)."""
    module, found = _name(path), []
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = (
                ".".join(package.split(".")[: len(package.split(".")) - node.level + 1]) if node.level else ""
            )
            named = ".".join(part for part in (base, node.module) if part)
            found += [named] + [f"{named}.{alias.name}" for alias in node.names]
    return found


def test_the_web_app_has_modules_to_check():
    names = {_name(path) for path in MODULES}
    assert {"taikai.web.app", "taikai.web.auth", "taikai.web.views", "taikai.web.routes.entry"} <= names


@pytest.mark.parametrize("path", MODULES, ids=lambda path: _name(path))
def test_no_module_of_the_web_app_imports_a_store_module(path):
    store = [name for name in _imported(path) if name == STORE or name.startswith(STORE + ".")]
    assert store == [], f"{_name(path)} imports {store}: reach the store through a service"


@pytest.mark.parametrize("path", MODULES, ids=lambda path: _name(path))
def test_no_module_of_the_web_app_opens_or_holds_a_unit_of_work(path):
    tree = ast.parse(path.read_text("utf-8"))
    named = [
        (node.lineno, word)
        for node in ast.walk(tree)
        for word in (
            (node.attr,)
            if isinstance(node, ast.Attribute)
            else (node.id,)
            if isinstance(node, ast.Name)
            else (node.arg,)
            if isinstance(node, ast.arg)
            else tuple(alias.asname or alias.name for alias in node.names)
            if isinstance(node, ast.ImportFrom | ast.Import)
            else ()
        )
        if word in UNIT_OF_WORK
    ]
    assert named == [], f"{_name(path)} names {named}: open units of work in a service"


def test_importing_every_module_of_the_web_app_loads_no_store_module():
    names = [_name(path) for path in MODULES]
    script = (
        "import importlib, sys\n"
        f"for name in {names!r}:\n"
        "    importlib.import_module(name)\n"
        f"print(sorted(m for m in sys.modules if m == {STORE!r} or m.startswith({STORE!r} + '.')))\n"
    )
    ran = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == "[]"
