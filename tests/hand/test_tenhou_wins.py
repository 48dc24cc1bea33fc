"""Every official win of the 722 Tenhou phoenix games, scored with the ``tenhou`` preset.

The records are the truth (an independent scorer reproduces all of them):
han, fu, points and the yaku list (as a multiset, zero-han dora entries
dropped by the reader) must match on every one of the 6,204 wins.
"""

from __future__ import annotations

from collections import Counter

import pytest

from taikai.contracts.score import parse_request, response
from taikai.hand.scorer import score
from taikai.rules import load

tenhou_reader = pytest.importorskip("taikai.importers.tenhou")

EXPECTED_WINS = 6204  # shared/data/tenhou/README.md: 3,703 ron + 2,501 tsumo


def _mismatch(request: dict, expected: dict) -> str | None:
    try:
        got = response(score(parse_request(request), load("tenhou").hand))
    except Exception as error:  # report every kind of failure with the record's label
        return f"raised {error!r}"
    for field in ("han", "fu", "points"):
        if got[field] != expected[field]:
            return f"{field}: got {got[field]}, Tenhou {expected[field]} (yaku {got['yaku']})"
    mine = Counter((y["name"], y["han"]) for y in got["yaku"])
    theirs = Counter(tuple(y) for y in expected["yaku"])
    if mine != theirs:
        return f"yaku: got {sorted(mine.elements())}, Tenhou {sorted(theirs.elements())}"
    return None


def test_all_tenhou_wins_match(tenhou_archive):
    failures = []
    count = 0
    limits = Counter()
    for request, expected, label in tenhou_reader.iter_wins(tenhou_archive):
        count += 1
        limits[expected["limit"]] += 1
        problem = _mismatch(request, expected)
        if problem:
            failures.append(f"{label}: {problem}")
    print(f"scored {count} Tenhou wins, {len(failures)} mismatches; limits {dict(limits)}")
    assert count == EXPECTED_WINS
    assert not failures, "\n".join(failures[:20])
