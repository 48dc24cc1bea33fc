"""The mutator of the fuzz tests: valid requests changed in their values, types, sizes, depth and
encodings (:func:`mutate_value`), then in their bytes (:func:`mutate_bytes`).

One mutator for every fuzz: the two streams (tests/contracts/test_stream_fuzz.py), the web forms and
table links (tests/web/test_fuzz_forms.py), and the long runs of bench/fuzz_inputs.py.
"""

from __future__ import annotations

import copy
import json
import random
import re
from decimal import Decimal
from typing import Any

STRANGE_VALUES: list[Any] = [
    None, True, False, 0, -1, 1, 3, 99, 101, 201, 2**31, 2**63, 2**64 + 1, 10**30, -(10**40),
    Decimal("1.5"), Decimal("-0.0"), Decimal("1e999999"), Decimal("-1e-999999"), Decimal("-10.05"),
    Decimal("100.0"), Decimal("-1e999999999"), Decimal("NaN"), "NaN", "-1e999999999",
    "", "x", "E", "1m", "0m0m", "5555m", "9" * 5000, "1" * 40_000 + "m", "m" * 300,
    "\u3000", "東", "\ud83c\udc04", "\x00", "a\nb", [], [1, 2], ["chanta"] * 40, {}, {"yaku": "daisangen"},
    [[[[[[]]]]]], {"type": "pon", "tiles": "111z", "zz": 1}, [{"seat": 9, "kind": "chombo"}],
    [{"seat": 0, "kind": "pt", "pt": Decimal("100")}], [{"seat": 0, "kind": "chombo", "pt": Decimal("-5")}],
    "/dev/stdin", "/dev/zero", "mleague.toml", "tenhou",
]  # fmt: skip
JUNK = [b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\x0b", "\u3000".encode(), b"\x00", b",", b"}", b'"',
        b"\\", b"\\u", b"\\ud800", b"NaN", b"1e999999", b"-1E99999999999999999999", b"-", b"\r",
        b"\xef\xbb\xbf"]  # fmt: skip
KEYS = ["penalty", "hnad", "riichi ", "RIICHI", "\ud800", "\udfff", "", "x" * 1000, "melds", "pt", "seat"]


def mutate_value(rng: random.Random, request: dict[str, Any]) -> dict[str, Any]:
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
            request = mutate_value(rng, request)
    return request


def encode(rng: random.Random, request: Any) -> bytes:
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


#: Numbers no field holds: beyond every bound, not finite, too long (issue 23: a pt of -1e999999999
#: was accepted, then written out in full in its refusal).
HOSTILE_NUMBERS = [
    b"-1e999999999", b"1e-999999999", b"0e-999999999", b"-1e99999", b"-1E+99999999999999999999", b"NaN",
    b"-Infinity", b"9" * 19, b"-" + b"9" * 40, b"1e18", b"-1e17", b"1.5e3", b"-0.0",
]  # fmt: skip
_NUMBER = re.compile(rb"(?<![\w.\"])-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?(?![\w.])")


def mutate_bytes(rng: random.Random, line: bytes) -> bytes:
    choice = rng.random()
    data = bytearray(line)
    position = rng.randrange(len(data) + 1)
    numbers = list(_NUMBER.finditer(line)) if choice < 0.15 else []
    if numbers:  # a number of the request replaced by one no field holds
        found = rng.choice(numbers)
        data[found.start() : found.end()] = rng.choice(HOSTILE_NUMBERS)
    elif choice < 0.3 and data:
        data[rng.randrange(len(data))] = rng.randrange(256)
    elif choice < 0.45:
        data[position:position] = rng.choice(JUNK)
    elif choice < 0.55:
        del data[position:]
    elif choice < 0.7:
        depth = rng.choice([10, 40, 1000, 100_000])
        data = bytearray(b"[" * depth + bytes(data) + b"]" * depth)
    elif choice < 0.78 and data.startswith(b"{"):  # a repeated key
        data[1:1] = b'"hand": "1m", "hand": "2m", '
    elif choice < 0.88:
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
            request = mutate_value(rng, request)
        line = encode(rng, request)
        if rng.random() < 0.5:
            line = mutate_bytes(rng, line)
        lines.append(line.replace(b"\n", b" "))
    return lines
