"""`taikai score --jsonl` starts without typer (taikai.cli.stream) and answers exactly as the typer
application does: the same lines, the same errors, the same exit statuses, on every command line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from taikai.cli.stream import score_options

#: The console script (taikai.cli.main.run), and the typer application alone (no fast path).
CONSOLE = "import sys; sys.argv[0] = 'taikai'; from taikai.cli.main import run; run()"
TYPER = "import sys; sys.argv[0] = 'taikai'; from taikai.cli.main import build_app; build_app(['score'])()"

PINFU = {"hand": "123m45556p234789s", "win_tile": "4s", "seat_wind": "S"}
# 4 han 30 fu: tenhou 7700 (no kiriage), mleague 8000 (kiriage); a refusal in the chosen language
LINES = "\n".join([
    json.dumps(PINFU),
    json.dumps({"hand": "234m456p22345678s", "win_tile": "8s", "riichi": True, "dora_indicators": "1m",
                "seat_wind": "S"}),
    json.dumps({**PINFU, "win_tile": "2m"}),
    "not json",
]) + "\n"  # fmt: skip


def _run(code: str, args: list[str], stdin: str | int = LINES, env: dict[str, str] | None = None):
    """(exit status, stdout, stderr) of ``code`` run with ``args``, fed ``stdin`` (text or a file
    descriptor)."""
    feed = {"input": stdin} if isinstance(stdin, str) else {"stdin": stdin}
    command = [sys.executable, "-c", code, *args]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120, **feed)
    return done.returncode, done.stdout, done.stderr


@pytest.mark.parametrize(
    "args",
    [
        ["score", "--jsonl"],
        ["score", "--jsonl", "--rules", "tenhou"],
        ["score", "--rules=tenhou", "--jsonl", "--lang=ja"],
        ["score", "--lang", "ja", "--jsonl"],
        ["score", "--jsonl", "--rules", "no-such-rules"],  # refused: typer says why
        ["score", "--jsonl", "--rules", "mleague.toml"],
        ["score", "--jsonl", "--lang", "fr"],
        ["score", "--jsonl", "--rules"],
        ["score", "--jsonl", "--help"],
        ["score", "--jsonl=1"],
        ["score", "--jsonl", "--jsonl"],
        ["score", "--jsonl", "--rules", "tenhou", "--rules", "mleague"],
    ],
)
def test_the_console_script_answers_as_the_typer_application(args: list[str]):
    assert _run(CONSOLE, args) == _run(TYPER, args)


def test_a_ruleset_file_and_a_bad_taikai_lang_as_the_typer_application(tmp_path: Path):
    rules = tmp_path / "house.toml"
    rules.write_text('name = "house"\nkiriage_mangan = true\n')
    args = ["score", "--jsonl", "--rules", str(rules)]
    assert _run(CONSOLE, args) == _run(TYPER, args)
    env = {**os.environ, "TAIKAI_LANG": "xx"}
    assert _run(CONSOLE, ["score", "--jsonl"], env=env) == _run(TYPER, ["score", "--jsonl"], env=env)


def test_an_unreadable_input_as_the_typer_application(tmp_path: Path):
    # stdin open for writing only: reading it fails (EBADF), the command ends with the reason, exit 1
    unreadable = os.open(tmp_path / "out", os.O_WRONLY | os.O_CREAT)
    try:
        fast = _run(CONSOLE, ["score", "--jsonl", "--lang", "ja"], stdin=unreadable)
        full = _run(TYPER, ["score", "--jsonl", "--lang", "ja"], stdin=unreadable)
    finally:
        os.close(unreadable)
    assert fast == full and fast[0] == 1 and fast[2]


def test_the_stream_starts_without_typer_click_or_rich():
    code = (
        "import sys; sys.argv = ['taikai', 'score', '--jsonl', '--rules', 'tenhou']\n"
        "from taikai.cli.main import run\n"
        "try:\n    run()\nexcept SystemExit:\n    pass\n"
        "loaded = {m.split('.')[0] for m in sys.modules}\n"
        "print(sorted(loaded & {'typer', 'click', 'rich', 'sqlalchemy'}), file=sys.stderr)"
    )
    status, out, err = _run(code, [], stdin=json.dumps(PINFU) + "\n")
    assert status == 0 and json.loads(out)["points"] == 1000 and err.strip() == "[]", err


@pytest.mark.parametrize(
    ("argv", "options"),
    [
        (["score", "--jsonl"], {"--jsonl": ""}),
        (["score", "--rules", "x.toml", "--jsonl"], {"--rules": "x.toml", "--jsonl": ""}),
        (["score", "--jsonl", "--rules=", "--lang=ja"], {"--jsonl": "", "--rules": "", "--lang": "ja"}),
        (["score"], None),
        (["score", "--rules", "tenhou"], None),  # no --jsonl: the readable command
        (["score", "123m", "--jsonl"], None),
        (["score", "--jsonl", "--json"], None),
        (["score", "--jsonl", "--rules", "--lang"], None),  # a value that looks like an option
        (["settle", "--jsonl"], None),
        (["--version"], None),
    ],
)
def test_which_command_lines_start_without_typer(argv: list[str], options):
    assert score_options(argv) == options
