"""The JSON-lines loop both streams share: one answer per line, whatever the line holds."""

from __future__ import annotations

import io
import json
import os
import select
import subprocess
import sys
import time
from decimal import Decimal
from pathlib import Path

import pytest

from taikai.contracts.rules import load_ruleset
from taikai.contracts.stream import MAX_LINE, HandRulesets, Rulesets, answer_lines, request_object
from taikai.errors import BadTiles, TaikaiError
from taikai.rules import load

TAIKAI = [
    sys.executable,
    "-c",
    "from taikai.cli.main import run; run()",
]  # the console script, in this Python


def _echo(line: bytes) -> dict:
    kind = request_object(line).get("kind")
    if kind == "tiles":
        raise BadTiles("a 5th copy of 1m")
    if kind == "bug":
        raise IndexError("list index out of range")
    if kind == "unwritable":
        return {"ok": True, "value": object()}
    return {"ok": True, "score": Decimal("-57.0")}


def run(data: bytes, answer=_echo) -> list[dict]:
    out = io.BytesIO()
    answer_lines(answer, io.BytesIO(data), out)
    text = out.getvalue().decode("utf-8")  # every answer is valid UTF-8 ...
    assert text.endswith("\n") or not text
    return [json.loads(line) for line in text.splitlines()]  # ... and valid JSON


def codes(answers: list[dict]) -> list[str | None]:
    return [a.get("error", {}).get("code") for a in answers]


def test_every_line_gets_one_answer_in_order():
    lines = [
        b'{"kind": "ok"}',
        b"not json",
        b"[1, 2]",
        b"",  # a blank line is answered too: answers stay in step with the lines
        b"   \t",
        b'{"kind": "tiles"}',
        b'{"kind": "bug"}',
        b'{"kind": "unwritable"}',
        b'{"kind": "ok"}',
    ]
    answers = run(b"\n".join(lines) + b"\n")
    assert codes(answers) == [
        None, "bad_request", "bad_request", "bad_request", "bad_request", "bad_tiles", "internal_error",
        "internal_error", None,
    ]  # fmt: skip
    assert answers[5]["error"]["message"] == "a 5th copy of 1m"
    assert "empty line" in answers[3]["error"]["message"]


@pytest.mark.parametrize(
    ("line", "words"),
    [
        (b"\x0b{}", "not valid JSON"),  # a vertical tab is not JSON whitespace
        ("\u3000{}".encode(), "not valid JSON"),  # nor is an ideographic space
        (b'{"\xff\xfe": 1}', "not UTF-8"),
        (b'{"\\ud800": 1}', "lone surrogate"),
        (b'{"a": "\\udfff"}', "lone surrogate"),
        (b"[" + b"9" * 5000 + b"]", "a number of 5,000 characters is too long"),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (b'{"a": 1, "a": 2}', "appears twice"),
        (b"\xef\xbb\xbf[1]", "JSON object"),  # a byte-order mark is dropped; a list is not a request
    ],
)
def test_lines_that_are_not_a_request_get_a_json_answer(line, words):
    (answer,) = run(line + b"\n")
    assert answer["ok"] is False and answer["error"]["code"] == "bad_request"
    assert words in answer["error"]["message"]


def test_raw_bytes_are_never_echoed():
    (answer,) = run(b'{"\xc3\x28": 1}\n')  # an invalid two-byte sequence
    assert "\\xc3" not in json.dumps(answer) and "byte 3" in answer["error"]["message"]


def test_a_line_too_long_is_answered_and_the_next_one_read():
    long_line = b'{"a": "' + b"x" * (MAX_LINE + 10) + b'"}'
    answers = run(long_line + b"\n" + b'{"kind": "ok"}\n' + long_line)  # the last line has no newline
    assert codes(answers) == ["bad_request", None, "bad_request"]
    assert "longer than" in answers[0]["error"]["message"]


def test_a_1mb_line_under_the_limit_is_read():
    line = json.dumps({"kind": "ok", "pad": "x" * 1_000_000}).encode()
    assert len(line) < MAX_LINE
    assert codes(run(line + b"\n" + line)) == [None, None]


def test_the_last_line_needs_no_newline_and_crlf_is_fine():
    assert codes(run(b'{"kind": "ok"}\r\n{"kind": "tiles"}')) == [None, "bad_tiles"]


def test_lines_split_across_reads():
    class Trickle(io.BytesIO):
        def read1(self, size: int = -1) -> bytes:
            return super().read1(3)  # three bytes at a time: every line spans several reads

    out = io.BytesIO()
    answer_lines(_echo, Trickle(b'{"kind": "ok"}\n\n{"kind": "tiles"}\n'), out)
    assert codes([json.loads(line) for line in out.getvalue().splitlines()]) == [
        None,
        "bad_request",
        "bad_tiles",
    ]


def test_interactive_writer_gets_each_answer_before_sending_the_next_line():
    # a pipe in and a pipe out: the stream must flush when its input has nothing more yet
    request = json.dumps({"hand": "123m45556p234789s", "win_tile": "4s", "seat_wind": "S"}).encode() + b"\n"
    process = subprocess.Popen(
        [*TAIKAI, "score", "--jsonl"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    try:
        for _ in range(3):
            process.stdin.write(request)
            process.stdin.flush()
            ready, _, _ = select.select([process.stdout], [], [], 30)
            assert ready, "no answer while the input stays open"
            assert json.loads(process.stdout.readline())["points"] == 1000
    finally:
        process.stdin.close()
        process.wait(30)
    assert process.returncode == 0


def test_output_is_not_flushed_per_line_when_it_is_not_a_terminal():
    flushes = []

    class Counting(io.BytesIO):
        def flush(self) -> None:
            flushes.append(len(self.getvalue()))

    answer_lines(_echo, io.BytesIO(b'{"kind": "ok"}\n' * 100), Counting())
    assert flushes == [flushes[-1]]  # once, at the end


def test_an_unreadable_input_ends_the_stream_after_flushing():
    class Broken(io.BytesIO):
        def read1(self, size: int = -1) -> bytes:
            if self.tell():
                raise OSError(5, "Input/output error")
            return super().read1(15)

    out = io.BytesIO()
    with pytest.raises(TaikaiError, match="cannot read the input"):
        answer_lines(_echo, Broken(b'{"kind": "ok"}\n{"kind": "ok"}\n'), out)
    assert out.getvalue().count(b"\n") == 1


# --------------------------------------------------------------------------- rulesets

#: The rulesets of a stream, validated (settle) and as the hand scorer reads them (score), and what
#: each gives for a ruleset.
KINDS = [
    pytest.param(Rulesets, lambda ruleset: ruleset, id="validated"),
    pytest.param(HandRulesets, lambda ruleset: ruleset.hand, id="hand"),
]


@pytest.mark.parametrize(("kind", "view"), KINDS)
def test_a_request_never_opens_a_path(tmp_path: Path, monkeypatch, kind, view):
    rulesets = kind("mleague")
    opened = []
    real_open = os.open
    monkeypatch.setattr(os, "open", lambda *args, **kw: opened.append(args) or real_open(*args, **kw))
    for name in ("/dev/stdin", "/dev/zero", str(tmp_path / "fifo"), "mleague.toml", "../x.toml", "tenhou "):
        with pytest.raises(TaikaiError) as caught:
            rulesets.get(name)
        assert caught.value.code == "bad_rules" and "never reads a file" in caught.value.message
    assert opened == []
    assert rulesets.get("tenhou") == view(load("tenhou")) and rulesets.get(None) == view(load("mleague"))


def test_a_fifo_named_by_a_request_is_refused_at_once(tmp_path: Path):
    fifo = tmp_path / "rules.toml"
    os.mkfifo(fifo)
    line = json.dumps({"rules": str(fifo), "points": [25000] * 4}) + "\n"
    started = time.monotonic()
    result = subprocess.run(
        [*TAIKAI, "settle", "--jsonl"], input=line.encode(), capture_output=True,
        timeout=60,
    )  # fmt: skip
    assert time.monotonic() - started < 30
    assert json.loads(result.stdout)["error"]["code"] == "bad_rules"


@pytest.mark.parametrize(("kind", "view"), KINDS)
def test_the_rules_option_is_read_once_and_named_exactly(tmp_path: Path, monkeypatch, kind, view):
    path = tmp_path / "house.toml"
    path.write_text('name = "house"\nkiriage_mangan = false\n')
    house = view(load_ruleset(str(path), base=None))  # read before the reads are counted
    reads = []
    import taikai.contracts.rules as loader

    real = loader.read_text
    monkeypatch.setattr(loader, "read_text", lambda *args: reads.append(args) or real(*args))
    rulesets = kind(str(path))
    for _ in range(3):
        assert rulesets.get(str(path)) == house and rulesets.get(None) == house
    assert len(reads) == 1
    with pytest.raises(TaikaiError, match="never reads a file"):
        rulesets.get("house.toml")  # not exactly the option's value


@pytest.mark.parametrize("kind", [Rulesets, HandRulesets])
def test_the_presets_folder_is_not_listed_per_line(monkeypatch, kind):
    from taikai.rules import shipped

    listed = []
    real = shipped.preset_names
    monkeypatch.setattr(shipped, "preset_names", lambda: listed.append(1) or real())
    rulesets = kind("mleague")
    lines = b'{"rules": "tenhou"}\n{"rules": "mleague"}\n{}\n'
    run(lines, lambda request: {"ok": rulesets.get(request.get("rules")) is not None})
    once = len(listed)  # the stream's list, and the loader's for each preset it loads
    answers = run(lines * 100, lambda request: {"ok": rulesets.get(request.get("rules")) is not None})
    assert len(answers) == 300 and len(listed) == once


@pytest.mark.parametrize("kind", [Rulesets, HandRulesets])
def test_the_rules_option_must_be_a_regular_file(kind):
    with pytest.raises(TaikaiError, match="not a regular file"):
        kind("/dev/zero")
