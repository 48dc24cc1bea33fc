"""The choice between the scorer's compiled modules and their Python sources (taikai._compiled)."""

from __future__ import annotations

import os
import subprocess
import sys
import warnings
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from taikai._compiled import choose, compiled_modules


def _package(tmp_path: Path, name: str) -> Path:
    """A package with a source ``mod.py`` and a fake compiled ``mod<suffix>`` beside it."""
    package = tmp_path / name
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "mod.py").write_text("WHERE = 'source'\n")
    (package / "plain.py").write_text("")
    (package / f"mod{EXTENSION_SUFFIXES[0]}").write_bytes(b"not a real extension")
    return package


def test_compiled_modules_are_the_sources_with_an_extension_beside_them(tmp_path):
    package = _package(tmp_path, "pkg_a")
    assert compiled_modules(package, "pkg_a") == {"pkg_a.mod": package / "mod.py"}


def test_a_stale_extension_is_not_used_and_the_sources_run(tmp_path, monkeypatch):
    package = _package(tmp_path, "pkg_b")
    old = (package / "mod.py").stat().st_mtime - 60
    os.utime(package / f"mod{EXTENSION_SUFFIXES[0]}", (old, old))  # built a minute before the edit
    monkeypatch.delenv("TAIKAI_PURE", raising=False)
    monkeypatch.syspath_prepend(str(tmp_path))
    before = list(sys.meta_path)
    try:
        with pytest.warns(RuntimeWarning, match="older than the source"):
            assert choose(package, "pkg_b") is False
        import pkg_b.mod  # the fake extension would fail to load: the source is imported instead

        assert pkg_b.mod.WHERE == "source"
    finally:
        sys.meta_path[:] = before
        for name in ("pkg_b.mod", "pkg_b"):
            sys.modules.pop(name, None)


def test_fresh_extensions_are_used(tmp_path, monkeypatch):
    package = _package(tmp_path, "pkg_c")
    monkeypatch.delenv("TAIKAI_PURE", raising=False)
    before = list(sys.meta_path)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert choose(package, "pkg_c") is True
    assert sys.meta_path == before


def test_taikai_pure_runs_the_sources_without_a_warning(tmp_path, monkeypatch):
    package = _package(tmp_path, "pkg_d")
    monkeypatch.setenv("TAIKAI_PURE", "1")
    before = list(sys.meta_path)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            assert choose(package, "pkg_d") is False
    finally:
        sys.meta_path[:] = before


def test_the_installed_scorer_reports_what_runs():
    """In a fresh interpreter: TAIKAI_PURE=1 imports scorer.py; otherwise the compiled module when
    the install built one."""
    code = "import taikai, taikai.hand.scorer as s; print(taikai.COMPILED, s.__file__)"
    env = {**os.environ, "TAIKAI_PURE": "1"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    compiled, path = out.stdout.split()
    assert compiled == "False" and path.endswith("scorer.py")
    env.pop("TAIKAI_PURE")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    compiled, path = out.stdout.split()
    assert (compiled == "True") == (not path.endswith(".py"))
