"""The README, docs/ and every --help text point only at files that are in the repository.

A path is a word starting with one of the repository's folders (``docs/rules.md``, ``bench/``,
``src/taikai/rules/model.py``); it must exist. The specification's files (``CONTRACTS.md``,
``RULES.md`` ...) are not in the repository: docs/ may cite them as sources, but the README and the
command line's help, where a user looks for what to read, point to docs/ instead.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from typing import Any

import pytest
from typer.main import get_command
from typer.testing import CliRunner

from taikai.cli.main import COMMANDS, app

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("docs", "examples", "bench", "tests", "tools", "src", ".ci")
PATH = re.compile(rf"(?<![\w./-])((?:{'|'.join(re.escape(f) for f in FOLDERS)})/[\w./*-]*)")
SPEC = re.compile(r"\b[A-Z]+\.md\b")
SPEC_ALLOWED = {"README.md"}  # the repository's own upper-case file


def paths(text: str) -> list[str]:
    """The repository paths a text mentions (trailing punctuation left out).

    >>> paths("see docs/rules.md, `bench/` and src/taikai/x.py: not taikai.docs/y")
    ['docs/rules.md', 'bench/', 'src/taikai/x.py']
    """
    return [match.rstrip(".,:;") for match in PATH.findall(text)]


def missing(text: str) -> list[str]:
    """The paths of ``text`` that are not in the repository (a ``*`` matches as a glob)."""
    return [p for p in paths(text) if not (any(ROOT.glob(p)) if "*" in p else (ROOT / p).exists())]


def spec_names(text: str) -> list[str]:
    return [name for name in SPEC.findall(text) if name not in SPEC_ALLOWED]


def help_texts() -> dict[str, str]:
    """The --help text of every command and group of ``taikai``, by command line."""
    root = get_command(app)
    found: dict[str, str] = {}

    def walk(command: Any, words: list[str]) -> None:
        result = CliRunner().invoke(app, [*words, "--help"], env={"COLUMNS": "200", "TAIKAI_LANG": "en"})
        assert result.exit_code == 0, (words, result.output)
        found[" ".join(["taikai", *words])] = result.output
        if hasattr(command, "commands"):  # a group (typer has its own click: no isinstance)
            for name, sub in command.commands.items():
                walk(sub, [*words, name])

    walk(root, [])
    return found


DOCS = sorted([ROOT / "README.md", *(ROOT / "docs").glob("*.md")])
CLI_SOURCES = sorted((ROOT / "src" / "taikai" / "cli").glob("*.py"))


@pytest.mark.parametrize("path", DOCS + CLI_SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_files_mention_only_existing_paths(path):
    assert missing(path.read_text(encoding="utf-8")) == []


def test_every_help_text_mentions_only_existing_files():
    texts = help_texts()
    assert "taikai league run" in texts and "taikai tournament seat" in texts
    for command, text in texts.items():
        assert missing(text) == [], command
        assert spec_names(text) == [], command


@pytest.mark.parametrize("path", [ROOT / "README.md", *CLI_SOURCES], ids=lambda p: str(p.relative_to(ROOT)))
def test_the_readme_and_the_commands_point_to_docs_not_to_the_specification(path):
    assert spec_names(path.read_text(encoding="utf-8")) == []


def test_the_scan_finds_a_missing_path():
    assert missing("read docs/nothing-here.md and docs/rules.md") == ["docs/nothing-here.md"]
    assert spec_names("CONTRACTS.md section 3, README.md") == ["CONTRACTS.md"]


def test_the_readme_examples_are_command_lines_taikai_reads():
    """Each example of the README's command table names a command and options that exist (parsed, not run)."""
    root = get_command(app)
    rows = re.findall(r"^\| `(\w+)` \|.*\| `([^`]*)` \|$", (ROOT / "README.md").read_text(), re.M)
    assert sorted(name for name, _ in rows) == sorted(COMMANDS), "one row for every command"
    for name, example in rows:
        line = example.replace("\\|", "|").split("| ")[-1]  # the taikai part of `echo ... | taikai ...`
        words = shlex.split(line.partition(" > ")[0])
        assert words[:2] == ["taikai", name], example
        command, at = root, 1
        while hasattr(command, "commands") and at < len(words) and words[at] in command.commands:
            command, at = command.commands[words[at]], at + 1
        command.make_context(" ".join(words[:at]), words[at:])  # raises on an unknown option or argument
