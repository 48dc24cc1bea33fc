"""Benchmark (a long fuzz, not a test): both streams and the web forms and table links under the
mutator of tests/fuzz.py, at the sizes issue 23 asks for and beyond, with what was measured.

- streams: ``--lines`` lines per stream and seed (default 20,000), seeds ``--seeds`` (default the
  two of tests/contracts/test_stream_fuzz.py), through the streams' own loop
  (``taikai.contracts.stream.answer_lines``) with each line's answer timed in CPU seconds;
- web: ``--requests`` mutated requests per form (default 1,000) of each form of
  tests/web/fuzz_forms.py (a game by points, a table link, a player, a hand preview, a competition).

Printed: a row per stream and seed, and per web seed: requests, answers by kind or status, the
internal errors (5xx), the longest answer in bytes, the slowest line or request in CPU seconds, the
CPU time of the run. The exit status is 1 when a bound was broken (an internal error, an answer
longer than its bound, a line or request over a second).

    python bench/fuzz_inputs.py [--lines 20000] [--seeds 20240 20241] [--requests 1000] [--web-seeds 23 2023]
"""

from __future__ import annotations

import argparse
import io
import json
import logging
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository: tests/ is importable

from tests.contracts.test_stream_fuzz import (
    ANSWER_BOUND,
    LINE_SECONDS,
    SCORE_REQUESTS,
    SETTLE_REQUESTS,
    responder,
)
from tests.fuzz import fuzz_lines
from tests.web.fuzz_forms import PAGE_BOUND, SECONDS, fuzz

from taikai.contracts.stream import answer_lines


def stream_row(name: str, seed: int, lines: int) -> tuple[list[str], bool]:
    requests = SCORE_REQUESTS if name == "score" else SETTLE_REQUESTS
    fuzzed = fuzz_lines(seed, requests, lines)
    answer = responder(name)
    slowest = 0.0

    def timed(line: bytes) -> dict:
        nonlocal slowest
        start = time.process_time()
        try:
            return answer(line)
        finally:
            slowest = max(slowest, time.process_time() - start)

    out = io.BytesIO()
    start = time.process_time()
    answer_lines(timed, io.BytesIO(b"\n".join(fuzzed) + b"\n"), out)
    cpu = time.process_time() - start
    written = out.getvalue().split(b"\n")[:-1]
    answers = [json.loads(line) for line in written]
    ok = sum(a["ok"] for a in answers)
    internal = sum(not a["ok"] and a["error"]["code"] == "internal_error" for a in answers)
    longest = max(map(len, written))
    broken = len(answers) != lines or internal > 0 or longest > ANSWER_BOUND or slowest > LINE_SECONDS
    row = [f"{name} stream", str(seed), f"{lines:,}", f"{ok:,} ok, {len(answers) - ok - internal:,} refused",
           str(internal), f"{longest:,}", f"{slowest:.3f}", f"{cpu:.1f}"]  # fmt: skip
    return row, broken


def web_row(seed: int, requests: int) -> tuple[list[str], bool]:
    start = time.process_time()
    outcome = fuzz(seed, requests)
    cpu = time.process_time() - start
    statuses = ", ".join(f"{status}: {count:,}" for status, count in sorted(outcome.statuses.items()))
    internal = sum(count for status, count in outcome.statuses.items() if status >= 500)
    for failure in outcome.failures[:5]:
        print("  broken:", failure[:300], file=sys.stderr)
    row = ["web forms, table links", str(seed), f"{outcome.requests:,}", statuses, str(internal),
           f"{outcome.longest[0]:,}", f"{outcome.slowest[0]:.3f}", f"{cpu:.1f}"]  # fmt: skip
    return row, bool(outcome.failures)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lines", type=int, default=20_000)
    parser.add_argument("--seeds", type=int, nargs="+", default=[20240, 20241])
    parser.add_argument("--requests", type=int, default=1_000)
    parser.add_argument("--web-seeds", type=int, nargs="+", default=[23, 2023])
    args = parser.parse_args()
    logging.disable(logging.CRITICAL)  # the app logs each refused request
    head = [
        "input",
        "seed",
        "requests",
        "answers",
        "5xx / internal",
        "longest (B)",
        "slowest (CPU s)",
        "CPU s",
    ]
    print(f"bounds: stream answer <= {ANSWER_BOUND:,} B, page <= {PAGE_BOUND:,} B, "
          f"<= {LINE_SECONDS} / {SECONDS} CPU s a line / a request")  # fmt: skip
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    broken = False
    rows = [(stream_row, (name, seed, args.lines)) for name in ("score", "settle") for seed in args.seeds]
    rows += [(web_row, (seed, args.requests)) for seed in args.web_seeds if args.requests > 0]
    for make, arguments in rows:
        row, failed = make(*arguments)  # type: ignore[operator]
        broken |= failed
        print("| " + " | ".join(row) + " |", flush=True)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
