"""Every example of docs/contracts.md is what the command prints, so the document cannot go stale.

An example is an HTML comment naming the command, then fenced blocks:

    <!-- example: taikai settle --jsonl -->          the next block is stdin, the one after the output
    <!-- example file=league.json: taikai league run league.json --json -->
                                                     the next block is written to league.json first
    <!-- example none: taikai tournament seat ... --> no input: the next block is the output
    <!-- session club -->                            the next ```sh block: commands run (each must
                                                     succeed) in the folder of session ``club``
    <!-- example session=club ...: taikai ... -->    the command runs in that session's folder

Options before the colon may also be ``text`` (the output is readable text, compared line by line),
``part=KEY.INDEX...`` (the block shows only that part of the
output, e.g. ``entries.-1``) and ``mask=KEY`` (the values of KEY, e.g. a log's clock times, are
compared as "…"). Each output block holds one or more JSON values, indented for reading; each is
compared, written compactly by ``msgspec.json.format``, with one line the command printed: the
very text, numbers digit for digit.

``python tests/test_docs_contracts.py`` rewrites every output block from what the commands print
now (run it after changing an output, and read the diff).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import sys
from dataclasses import dataclass, field
from pathlib import Path

import msgspec
import pytest
from typer.testing import CliRunner

from taikai.cli.main import app
from taikai.contracts import jsonio
from taikai.hand.yaku.table import NAMES

DOC = Path(__file__).resolve().parents[1] / "docs" / "contracts.md"
MARKER = re.compile(r"<!-- (example|session)([^:>]*)(?::\s*(.*?))? -->\n")
FENCE = re.compile(r"```[a-z]*\n(.*?)```\n", re.S)
WIDTH = 100  # an output line longer than this is broken over lines
ENV = {"TAIKAI_LANG": None, "TAIKAI_DATABASE_URL": None, "COLUMNS": "100"}


@dataclass
class Example:
    command: str
    options: dict[str, str]
    stdin: str | None = None
    input_block: str | None = None
    output: str = ""
    output_span: tuple[int, int] = (0, 0)
    setup: list[str] = field(default_factory=list)  # the sh lines of a session


def _options(text: str) -> dict[str, str]:
    words = text.split()
    return {word.partition("=")[0]: word.partition("=")[2] for word in words}


def examples(text: str) -> list[Example]:
    """The examples and sessions of the document, in its order."""
    found: list[Example] = []
    for marker in MARKER.finditer(text):
        kind, options, command = marker.group(1), _options(marker.group(2)), marker.group(3) or ""
        blocks = FENCE.finditer(text, marker.end())
        if kind == "session":
            lines = [line for line in next(blocks).group(1).splitlines() if line.startswith("taikai ")]
            found.append(Example("", {"session": next(iter(options), "")}, setup=lines))
            continue
        example = Example(command, options)
        if "none" not in options:
            block = next(blocks)
            if "file" in options:
                example.input_block = block.group(1)
            else:
                example.stdin = block.group(1)
        out = next(blocks)
        example.output, example.output_span = out.group(1), out.span(1)
        found.append(example)
    return found


def run(example: Example, folder: Path) -> str:
    """What the example's command prints on stdout, run in ``folder`` (its input file written there)."""
    if example.input_block is not None:
        (folder / example.options["file"]).write_text(example.input_block, encoding="utf-8")
    return invoke(example.command, folder, example.stdin)


def invoke(command: str, folder: Path, stdin: str | None = None, check: bool = False) -> str:
    words = shlex.split(command)
    assert words[0] == "taikai", command
    old = Path.cwd()
    os.chdir(folder)
    try:
        result = CliRunner().invoke(app, words[1:], input=stdin, env=ENV)
    finally:
        os.chdir(old)
    assert result.exception is None or isinstance(result.exception, SystemExit), (command, result.output)
    if check:
        assert result.exit_code == 0, (command, result.output)
    return result.stdout


def shown(printed: str, example: Example) -> list[str]:
    """The lines the example shows: the printed lines (of JSON unless ``text``), cut to ``part``,
    masked by ``mask``."""
    lines = [line.rstrip() for line in printed.splitlines() if line.strip()]
    if "text" in example.options:
        return lines
    if "part" in example.options:
        value = jsonio.loads(lines[-1])
        for step in example.options["part"].split("."):
            value = value[int(step)] if isinstance(value, list) else value[step]
        lines = [jsonio.dumps(value)]
    if "mask" in example.options:
        key = re.escape(json.dumps(example.options["mask"]))
        lines = [re.sub(rf"{key}:\"[^\"]*\"", f'{key}:"…"', line) for line in lines]
    return lines


def values(block: str) -> list[str]:
    """The JSON values of an output block, each written compactly, exactly as its text says."""
    decoder, out, at = json.JSONDecoder(), [], 0
    while at < len(block):
        if block[at].isspace():
            at += 1
            continue
        _, end = decoder.raw_decode(block, at)
        out.append(msgspec.json.format(block[at:end].encode(), indent=-1).decode())
        at = end
    return out


def spaced(value: object) -> str:
    """A JSON value on one line, with a space after each comma and colon."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{jsonio.dumps(k)}: {spaced(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(map(spaced, value)) + "]"
    return jsonio.dumps(value)


def indented(value: object, depth: int = 0) -> str:
    """A JSON value for reading: what fits in :data:`WIDTH` on one line stays whole, the rest opens up."""
    line = spaced(value)
    if len(line) + depth <= WIDTH or not isinstance(value, (dict, list)) or not value:
        return line
    pad = " " * (depth + 2)
    if isinstance(value, dict):
        items = [f"{pad}{jsonio.dumps(k)}: {indented(v, depth + 2)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * depth + "}"
    return "[\n" + ",\n".join(pad + indented(v, depth + 2) for v in value) + "\n" + " " * depth + "]"


class Sessions:
    """The folders of the document's sessions (and one of its own for each example outside them)."""

    def __init__(self, root: Path) -> None:
        self.root, self.count = root, 0

    def folder(self, example: Example) -> Path:
        name = example.options.get("session")
        if not name:
            self.count += 1
            name = f"example-{self.count}"
        folder = self.root / name
        folder.mkdir(exist_ok=True)
        return folder

    def play(self, example: Example) -> str | None:
        """Run a session's setup (None) or an example (what it prints)."""
        folder = self.folder(example)
        for command in example.setup:
            invoke(command, folder, check=True)
        return None if example.setup else run(example, folder)


def test_the_document_has_an_example_of_every_format():
    found = examples(DOC.read_text(encoding="utf-8"))
    commands = " ".join([example.command for example in found] + [line for e in found for line in e.setup])
    for command in ("score --jsonl", "score ", "settle --jsonl", "game show", "league run", "tournament run",
                    "tournament seat", "tournament register", "tournament series", "cup run", "standings",
                    "export", "import", "log", "player list", "rules check", "formats check"):  # fmt: skip
        assert f"taikai {command}" in commands, command


def test_every_example_prints_what_the_document_shows(tmp_path):
    sessions = Sessions(tmp_path)
    for example in examples(DOC.read_text(encoding="utf-8")):
        printed = sessions.play(example)
        if printed is not None:
            expected = example.output.splitlines() if "text" in example.options else values(example.output)
            assert shown(printed, example) == expected, example.command


def test_the_yaku_names_are_the_scorers():
    text = DOC.read_text(encoding="utf-8")
    block = FENCE.search(text, text.index("<!-- yaku names -->")).group(1)
    assert block.split() == list(NAMES)


def test_the_reader_of_output_blocks_is_exact():
    # the compact text is compared, not parsed values: 68.0 is not 68, key order counts
    assert values('{"a": 68.0,\n "b": [1, 2]}\n{"ok": true}') == ['{"a":68.0,"b":[1,2]}', '{"ok":true}']
    assert values('{"a": 68}') != values('{"a": 68.0}')
    line = jsonio.dumps({"names": {f"p{i}": "Aki" * 5 for i in range(12)}, "ok": True})
    assert values(indented(jsonio.loads(line))) == [line]


def update(path: Path = DOC) -> None:
    """Rewrite every output block of the document from what its command prints now."""
    import tempfile

    text = path.read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory() as root:
        sessions = Sessions(Path(root))
        replacements = []
        for example in examples(text):
            printed = sessions.play(example)
            if printed is not None:
                lines = shown(printed, example)
                if "text" not in example.options:
                    lines = [indented(jsonio.loads(line)) for line in lines]
                block = "\n".join(lines) + "\n"
                replacements.append((example.output_span, block))
    for (start, end), block in reversed(replacements):
        text = text[:start] + block + text[end:]
    path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    update(Path(sys.argv[1]) if len(sys.argv) > 1 else DOC)
    pytest.main([__file__, "-q"])
