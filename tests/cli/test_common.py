"""The JSON-lines commands' wiring (cli.common.jsonl_stream): --rules read first, stdin and stdout.

The loop itself is tested in tests/contracts/test_stream.py.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
from decimal import Decimal

import pytest
from typer.testing import CliRunner

from taikai.cli.common import dumps
from taikai.cli.main import app

runner = CliRunner()
TAIKAI = [
    sys.executable,
    "-c",
    "from taikai.cli.main import run; run()",
]  # the console script, in this Python
#: A valid request of each stream command, one line each.
STREAM_LINES = {
    "score": json.dumps({"hand": "123m45556p234789s", "win_tile": "4s", "seat_wind": "S"}),
    "settle": json.dumps({"points": [48000, 31000, 12000, 9000]}),
}


def test_a_bad_rules_option_ends_the_command_before_any_line():
    for option, words in (
        ("/dev/zero", "not a regular file"),
        ("nope", "no ruleset named"),
        ("./no.toml", "no such file"),
    ):
        result = runner.invoke(app, ["settle", "--jsonl", "--rules", option], input='{"points": [1]}\n')
        assert result.exit_code == 1 and words in result.output and "Traceback" not in result.output
        assert result.stdout.count("{") == 0


def test_a_rules_file_that_is_not_a_ruleset_is_not_echoed(tmp_path):
    secret = tmp_path / "secret.toml"
    secret.write_text('password = "hunter2"\n')
    result = runner.invoke(app, ["score", "--jsonl", "--rules", str(secret)], input="")
    assert result.exit_code == 1 and "hunter2" not in result.output


def test_exit_status_0_whatever_the_lines_hold():
    lines = b'\xff\n{"points": "x"}\n\n[]\n{"a": 1, "a": 1}\n'
    result = subprocess.run([*TAIKAI, "settle", "--jsonl"], input=lines, capture_output=True, timeout=60)
    assert result.returncode == 0 and b"error" not in result.stderr
    assert [json.loads(line)["ok"] for line in result.stdout.splitlines()] == [False] * 5


def test_a_reader_that_goes_away_ends_the_stream_quietly():
    line = STREAM_LINES["score"] + "\n"
    process = subprocess.Popen(
        [*TAIKAI, "score", "--jsonl"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    process.stdout.close()  # `| head -0`: nobody reads the answers
    _, err = process.communicate((line * 20_000).encode(), timeout=120)
    assert b"Traceback" not in err and b"internal error" not in err and b"BrokenPipe" not in err
    assert process.returncode == 1


def test_decimals_are_written_exactly() -> None:
    assert dumps([Decimal("19.1"), Decimal("-0.1"), Decimal("100.0")]) == "[19.1,-0.1,100.0]"


def test_under_python_u_each_answer_comes_before_the_next_line_is_asked():
    # PYTHONUNBUFFERED makes stdout a raw file; the stream writes through a buffer of its own and
    # still flushes before it waits for input: a writer that waits for each answer gets it
    for command, line in STREAM_LINES.items():
        process = subprocess.Popen(
            [*TAIKAI, command, "--jsonl"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        answers = []
        for _ in range(3):
            process.stdin.write((line + "\n").encode())
            process.stdin.flush()
            ready, _, _ = select.select([process.stdout], [], [], 60)
            assert ready, f"{command}: no answer while the writer waits"
            answers.append(json.loads(process.stdout.readline()))
        process.stdin.close()
        assert process.stdout.read() == b"" and process.wait(timeout=60) == 0
        assert [answer["ok"] for answer in answers] == [True] * 3
        assert answers[0] == answers[2] and b"Traceback" not in process.stderr.read()
        process.stdout.close()
        process.stderr.close()


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (a device that is always full)")
def test_answers_that_cannot_be_written_end_the_stream_with_why():
    for unbuffered in ("", "1"):
        environment = {**os.environ, "PYTHONUNBUFFERED": unbuffered}
        for command, line in STREAM_LINES.items():
            with open("/dev/full", "wb") as full:
                result = subprocess.run(
                    [*TAIKAI, command, "--jsonl"],
                    input=(line + "\n").encode(),
                    stdout=full,
                    stderr=subprocess.PIPE,
                    env=environment,
                    timeout=60,
                )
            err = result.stderr.decode()
            assert result.returncode == 1, (command, unbuffered, err)
            assert err.strip() == "error: cannot write the answers: no space left on device", err
