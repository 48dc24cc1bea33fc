"""Every error code taikai can answer with is in the docs (docs/*.md, written as `code`).

The codes are found in the sources, not listed by hand:

- each error class's own ``code`` (a storage error's are its ``CODES``: it is always made with one);
- a code given where an error is made: ``TaikaiError(reason, "bad_option")``, ``code="..."``, the
  scorer's ``_refused("no_yaku", ...)``;
- every code of the web app's answers: ``WebError(status, "code", ...)`` and Starlette's refusals.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
from collections.abc import Iterator
from pathlib import Path

import taikai
from taikai.errors import TaikaiError
from taikai.services.unit_of_work import StoreError
from taikai.web.errors import HTTP_REFUSALS

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "src" / "taikai"
#: Functions that make an error from a code they are given, and which argument it is.
MAKERS = {"WebError": 1, "_refused": 0}


def _classes(cls: type[TaikaiError]) -> Iterator[type[TaikaiError]]:
    for sub in cls.__subclasses__():
        yield sub
        yield from _classes(sub)


def _error_classes() -> list[type[TaikaiError]]:
    for module in pkgutil.walk_packages(taikai.__path__, "taikai."):
        if ".migrations" not in module.name:  # Alembic's scripts run only under Alembic
            importlib.import_module(module.name)
    return list(_classes(TaikaiError))


def _class_codes(classes: list[type[TaikaiError]]) -> dict[str, str]:
    found = {}
    for cls in classes:
        if issubclass(cls, StoreError):
            found |= dict.fromkeys(cls.CODES, cls.__name__)
        elif "code" in vars(cls):
            found[cls.code] = cls.__name__
    return found


def _given_codes(classes: list[type[TaikaiError]]) -> dict[str, str]:
    """The codes written where an error is made: ``Class(message, "code")``, ``code="code"``."""
    makers = MAKERS | {cls.__name__: 1 for cls in (TaikaiError, *classes)}
    found = {}
    for path in SOURCES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            given = [k.value for k in node.keywords if k.arg == "code"] if name in makers else []
            if name in makers and len(node.args) > makers[name]:
                given.append(node.args[makers[name]])
            for value in given:
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    found[value.value] = f"{path.relative_to(SOURCES)}:{node.lineno}"
    return found


def test_every_error_code_taikai_can_answer_with_is_documented():
    classes = _error_classes()
    codes = _class_codes(classes) | _given_codes(classes)
    codes |= {code: "taikai.web.errors.HTTP_REFUSALS" for code, _ in HTTP_REFUSALS.values()}
    codes["refused"] = "taikai.web.errors (another HTTP refusal)"
    assert len(codes) > 60  # the search found the codes
    documented = "\n".join(path.read_text("utf-8") for path in (ROOT / "docs").glob("*.md"))
    missing = {code: where for code, where in sorted(codes.items()) if f"`{code}`" not in documented}
    assert not missing, f"error codes no doc names (write each as `code` in docs/*.md): {missing}"
