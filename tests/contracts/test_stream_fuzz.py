"""A bounded, seeded fuzz of both streams: valid requests mutated in their bytes, types, sizes, depth
and encodings. Every line must get exactly one answer, valid JSON, and never ``internal_error``.

``FUZZ_LINES`` (environment) raises the number of lines per stream for a longer run by hand.
"""

from __future__ import annotations

import copy
import io
import json
import os
import random
from collections.abc import Callable
from decimal import Decimal
from functools import partial
from typing import Any

import pytest

from taikai.cli import score as score_cli
from taikai.cli import settle as settle_cli
from taikai.contracts.score import parse_line, parse_request
from taikai.contracts.stream import HandRulesets, Rulesets, answer_lines, request_object
from taikai.errors import TaikaiError

LINES = int(os.environ.get("FUZZ_LINES", "4000"))

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

STRANGE_VALUES: list[Any] = [
    None, True, False, 0, -1, 1, 3, 99, 101, 201, 2**31, 2**63, 2**64 + 1, 10**30, -(10**40),
    Decimal("1.5"), Decimal("-0.0"), Decimal("1e999999"), Decimal("-1e-999999"), Decimal("-10.05"),
    Decimal("100.0"), "", "x", "E", "1m", "0m0m", "5555m", "9" * 5000, "1" * 40_000 + "m", "m" * 300,
    "\u3000", "東", "\ud83c\udc04", "\x00", "a\nb", [], [1, 2], ["chanta"] * 40, {}, {"yaku": "daisangen"},
    [[[[[[]]]]]], {"type": "pon", "tiles": "111z", "zz": 1}, [{"seat": 9, "kind": "chombo"}],
    [{"seat": 0, "kind": "pt", "pt": Decimal("100")}], [{"seat": 0, "kind": "chombo", "pt": Decimal("-5")}],
    "/dev/stdin", "/dev/zero", "mleague.toml", "tenhou",
]  # fmt: skip
JUNK = [b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\x0b", "\u3000".encode(), b"\x00", b",", b"}", b'"',
        b"\\", b"\\u", b"\\ud800", b"NaN", b"1e999999", b"-1E99999999999999999999", b"-", b"\r",
        b"\xef\xbb\xbf"]  # fmt: skip
KEYS = ["penalty", "hnad", "riichi ", "RIICHI", "\ud800", "\udfff", "", "x" * 1000, "melds", "pt", "seat"]


def _mutate_value(rng: random.Random, request: dict[str, Any]) -> dict[str, Any]:
    request = copy.deepcopy(request)
    choice = rng.random()
    keys = list(request)
    if choice < 0.45 and keys:
        request[rng.choice(keys)] = rng.choice(STRANGE_VALUES)
    elif choice < 0.6 and keys:
        del request[rng.choice(keys)]
    elif choice < 0.75:
        request[rng.choice(KEYS)] = rng.choice(STRANGE_VALUES)
    elif choice < 0.9 and keys:  # inside a nested value: a meld, a penalty, pao
        nested = [v for v in request.values() if isinstance(v, list | dict) and v]
        if nested:
            target = rng.choice(nested)
            item = rng.choice(target) if isinstance(target, list) else target
            if isinstance(item, dict):
                item[rng.choice([*item, *KEYS])] = rng.choice(STRANGE_VALUES)
            elif isinstance(target, list):
                target[rng.randrange(len(target))] = rng.choice(STRANGE_VALUES)
    else:
        for _ in range(rng.randrange(2, 6)):
            request = _mutate_value(rng, request)
    return request


def _encode(rng: random.Random, request: Any) -> bytes:
    """JSON text of a request (exact decimals; lone surrogates kept as they are, escaped or raw)."""
    decimals: list[str] = []

    def number(value: object) -> str:
        assert isinstance(value, Decimal)
        decimals.append(str(value))
        return f"@decimal{len(decimals) - 1}@"

    text = json.dumps(request, ensure_ascii=rng.random() < 0.5, default=number)
    for index, written in enumerate(decimals):
        text = text.replace(f'"@decimal{index}@"', written)
    return text.encode("utf-8", "surrogatepass")


def _mutate_bytes(rng: random.Random, line: bytes) -> bytes:
    choice = rng.random()
    data = bytearray(line)
    position = rng.randrange(len(data) + 1)
    if choice < 0.2 and data:
        data[rng.randrange(len(data))] = rng.randrange(256)
    elif choice < 0.4:
        data[position:position] = rng.choice(JUNK)
    elif choice < 0.55:
        del data[position:]
    elif choice < 0.7:
        depth = rng.choice([10, 1000, 100_000])
        data = bytearray(b"[" * depth + bytes(data) + b"]" * depth)
    elif choice < 0.8 and data.startswith(b"{"):  # a repeated key
        data[1:1] = b'"hand": "1m", "hand": "2m", '
    elif choice < 0.9:
        data[position:position] = b"9" * rng.choice([20, 400, 5000])
    else:
        data = bytearray(
            rng.choice([b"", b" ", b"\t", b"\r", b"{}", b"[]", b"null", b"0", b'"x"', b"{" * 50])
        )
    return bytes(data).replace(b"\n", b" ")


def fuzz_lines(seed: int, requests: list[dict[str, Any]], count: int) -> list[bytes]:
    rng = random.Random(seed)
    lines = []
    for _ in range(count):
        request = rng.choice(requests)
        if rng.random() < 0.7:
            request = _mutate_value(rng, request)
        line = _encode(rng, request)
        if rng.random() < 0.5:
            line = _mutate_bytes(rng, line)
        lines.append(line.replace(b"\n", b" "))
    return lines


#: How each stream reads a line (the score stream decodes it straight into typed fields).
READ = {"score": parse_line, "settle": request_object}


def responder(name: str) -> Callable[[bytes], dict[str, Any]]:
    """The answer of one line of stream ``name``, as its command gives it."""
    module, read = (score_cli if name == "score" else settle_cli), READ[name]
    rulesets = (HandRulesets if name == "score" else Rulesets)("mleague")
    return lambda line: module.answer(read(line), rulesets)


def check_stream(answer: Callable[[bytes], dict[str, Any]], lines: list[bytes]) -> list[dict[str, Any]]:
    out = io.BytesIO()
    answer_lines(answer, io.BytesIO(b"\n".join(lines) + b"\n"), out)
    answers = [json.loads(line) for line in out.getvalue().decode("utf-8").split("\n")[:-1]]
    assert len(answers) == len(lines)
    failures = [
        (line[:200], answer["error"]["message"])
        for line, answer in zip(lines, answers, strict=True)
        if not answer["ok"] and answer["error"]["code"] == "internal_error"
    ]
    assert not failures, failures[:5]
    assert all(isinstance(answer["ok"], bool) for answer in answers)
    return answers


@pytest.mark.parametrize(
    ("name", "requests", "seed"),
    [("score", SCORE_REQUESTS, 20240), ("settle", SETTLE_REQUESTS, 20241)],
)
def test_fuzzed_lines_are_each_answered_without_internal_error(name, requests, seed):
    answers = check_stream(responder(name), fuzz_lines(seed, requests, LINES))
    # the fuzz reaches both sides: some mutated requests are still valid, most are refused
    assert 0 < sum(a["ok"] for a in answers) < len(answers)


def test_the_seed_requests_are_valid():
    rng = random.Random(0)
    for name, requests in (("score", SCORE_REQUESTS), ("settle", SETTLE_REQUESTS)):
        answers = check_stream(responder(name), [_encode(rng, request) for request in requests])
        assert all(a["ok"] for a in answers), answers


def _outcome(read: Callable[[], object]) -> object:
    try:
        return read()
    except TaikaiError as error:
        return (error.code, error.message)


def test_the_typed_line_decoder_reads_every_fuzzed_line_as_the_checked_reader_does():
    # parse_line decodes a line straight into typed fields (msgspec) and leaves what it refuses or
    # cannot vouch for (a repeated key) to loads + parse_request: the same request or the same error
    lines = fuzz_lines(20242, SCORE_REQUESTS, LINES)
    lines += [
        b'{"hand": "123m456p789s1122z", "win_tile": "1z", "hand": "1m"}',
        b'{"melds": [{"type": "pon", "type": "chi"}]}',
    ]
    for line in lines:
        checked = _outcome(partial(lambda text: parse_request(request_object(text)), line))
        assert _outcome(partial(parse_line, line)) == checked, line
