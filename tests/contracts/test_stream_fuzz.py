"""A seeded fuzz of both streams: valid requests mutated in their bytes, types, sizes, depth and
encodings (the mutator of tests/fuzz.py), 20,000 lines per stream and seed, two seeds. Every line
gets exactly one answer, valid JSON, never ``internal_error``, at most :data:`ANSWER_BOUND` bytes
long, within :data:`LINE_SECONDS` of CPU time.

``FUZZ_LINES`` (environment) changes the number of lines per stream and seed; bench/fuzz_inputs.py
runs more seeds and longer, and prints what it measured.
"""

from __future__ import annotations

import gc
import io
import json
import os
import random
import time
from collections.abc import Callable
from decimal import Decimal
from functools import partial
from typing import Any

import pytest
from tests.fuzz import encode, fuzz_lines

from taikai.cli import score as score_cli
from taikai.cli import settle as settle_cli
from taikai.contracts.score import parse_line, parse_request
from taikai.contracts.stream import HandRulesets, Rulesets, answer_lines, request_object
from taikai.errors import TaikaiError

LINES = int(os.environ.get("FUZZ_LINES", "20000"))
SEEDS = (20240, 20241)
#: The longest answer line (bytes): the longest a valid request's answer or a refusal takes is well
#: under a kilobyte; a refusal never echoes what was sent beyond a few characters.
ANSWER_BOUND = 4096
#: The most CPU time one line may take (seconds).
LINE_SECONDS = 1.0

SCORE_REQUESTS: list[dict[str, Any]] = [
    {"hand": "234567m22p345s", "melds": [{"type": "pon", "tiles": "666z", "from": "left"}], "win_tile": "5s",
     "seat_wind": "S", "round_wind": "E", "dora_indicators": "1m", "honba": 1, "deposits": 2},
    {"hand": "123m45556p234789s", "win_tile": "4s", "riichi": True, "ippatsu": True, "tsumo": True,
     "ura_indicators": "3p", "seat_wind": "W"},
    {"hand": "19m19p19s12345677z", "win_tile": "7z", "seat_wind": "E", "rules": "itsuka-chuuren"},
    {"hand": "123m11p", "melds": [{"type": "pon", "tiles": "555z"}, {"type": "pon", "tiles": "666z"},
     {"type": "ankan", "tiles": "7777z"}], "win_tile": "1p", "pao": {"yaku": "daisangen", "from": "across"}},
    {"hand": "11123455678999m", "win_tile": "5m", "double_riichi": True, "rules": "tenhou",
     "consecutive_wins": 8, "chankan": True, "chankan_kan": "kakan"},
    {"hand": "123m789m123p11s", "melds": [{"type": "pon", "tiles": "333z", "from": "left"}], "win_tile": "9m",
     "seat_wind": "N", "first_call_yaku": ["chanta"]},
    {"hand": "1m9m1p9p1s9s1z2z3z4z5z6z7z", "nagashi": True, "rules": "itsuka-chuuren"},
]  # fmt: skip
SETTLE_REQUESTS: list[dict[str, Any]] = [
    {"rules": "mleague", "points": [48000, 31000, 12000, 9000], "deposits": 0,
     "penalties": [{"seat": 2, "kind": "chombo"}]},
    {"points": [32000, 32000, 32000, 3000], "deposits": 1},
    {"rules": "ron-of-20xx", "points": [48000, 31000, 0, 9000], "penalties": [{"seat": 2, "kind": "chombo"}]},
    {"points": [25000] * 4, "penalties": [{"seat": 1, "kind": "pt", "pt": Decimal("-10.0")}]},
    {"rules": "itsuka-chuuren", "points": [24400, 31600, 34000, 10000]},
]  # fmt: skip

#: How each stream reads a line (the score stream decodes it straight into typed fields).
READ = {"score": parse_line, "settle": request_object}


def responder(name: str) -> Callable[[bytes], dict[str, Any]]:
    """The answer of one line of stream ``name``, as its command gives it."""
    module, read = (score_cli if name == "score" else settle_cli), READ[name]
    rulesets = (HandRulesets if name == "score" else Rulesets)("mleague")
    return lambda line: module.answer(read(line), rulesets)


def check_stream(answer: Callable[[bytes], dict[str, Any]], lines: list[bytes]) -> list[dict[str, Any]]:
    """Every line answered once, in valid JSON, never ``internal_error``, within the bounds of length
    and time; the answers."""
    seconds: list[tuple[float, bytes]] = []

    def timed(line: bytes) -> dict[str, Any]:
        start = time.process_time()
        try:
            return answer(line)
        finally:
            seconds.append((time.process_time() - start, line[:200]))

    out = io.BytesIO()
    gc.collect()  # the heap earlier tests of this worker left is not a line's cost (a full pass: 1.4 s)
    answer_lines(timed, io.BytesIO(b"\n".join(lines) + b"\n"), out)
    written = out.getvalue().split(b"\n")[:-1]
    answers = [json.loads(line) for line in written]
    assert len(answers) == len(lines)
    failures = [
        (line[:200], answer["error"]["message"])
        for line, answer in zip(lines, answers, strict=True)
        if not answer["ok"] and answer["error"]["code"] == "internal_error"
    ]
    assert not failures, failures[:5]
    assert all(isinstance(answer["ok"], bool) for answer in answers)
    longest = max(range(len(written)), key=lambda index: len(written[index]))
    assert len(written[longest]) <= ANSWER_BOUND, (lines[longest][:200], written[longest][:300])
    slowest = max(seconds, default=(0.0, b""))
    assert slowest[0] <= LINE_SECONDS, slowest
    return answers


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize(("name", "requests"), [("score", SCORE_REQUESTS), ("settle", SETTLE_REQUESTS)])
def test_fuzzed_lines_are_each_answered_without_internal_error(name, requests, seed):
    answers = check_stream(responder(name), fuzz_lines(seed, requests, LINES))
    # the fuzz reaches both sides: some mutated requests are still valid, most are refused
    assert 0 < sum(a["ok"] for a in answers) < len(answers)


def test_the_seed_requests_are_valid():
    rng = random.Random(0)
    for name, requests in (("score", SCORE_REQUESTS), ("settle", SETTLE_REQUESTS)):
        answers = check_stream(responder(name), [encode(rng, request) for request in requests])
        assert all(a["ok"] for a in answers), answers


def _outcome(read: Callable[[], object]) -> object:
    try:
        return read()
    except TaikaiError as error:
        return (error.code, error.message)


def test_the_typed_line_decoder_reads_every_fuzzed_line_as_the_checked_reader_does():
    # parse_line decodes a line straight into typed fields (msgspec) and leaves what it refuses or
    # cannot vouch for (a repeated key) to loads + parse_request: the same request or the same error
    lines = fuzz_lines(20242, SCORE_REQUESTS, min(LINES, 4000))
    lines += [
        b'{"hand": "123m456p789s1122z", "win_tile": "1z", "hand": "1m"}',
        b'{"melds": [{"type": "pon", "type": "chi"}]}',
    ]
    for line in lines:
        checked = _outcome(partial(lambda text: parse_request(request_object(text)), line))
        assert _outcome(partial(parse_line, line)) == checked, line
