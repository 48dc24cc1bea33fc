"""The JSON-lines loop every contract command shares: one answer per line, whatever happens."""

from __future__ import annotations

import io
import json
from decimal import Decimal

from taikai.cli.common import dumps, jsonl_loop
from taikai.errors import BadTiles


def _handle(request: dict) -> dict:
    kind = request["kind"]
    if kind == "ok":
        return {"ok": True, "score": Decimal("-57.0")}
    if kind == "tiles":
        raise BadTiles("a 5th copy of 1m")
    if kind == "bug":
        raise IndexError("list index out of range")
    return {"ok": True}


def test_every_line_is_answered_in_order_and_the_stream_goes_on() -> None:
    lines = [
        '{"kind": "ok"}',
        "not json",
        "[1, 2]",
        "",
        '{"kind": "tiles"}',
        '{"kind": "bug"}',
        '{"kind": "x"}',
    ]
    out = io.StringIO()
    jsonl_loop(_handle, lines, out)
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    codes = [a.get("error", {}).get("code") for a in answers]
    # the blank line is skipped; six answers for six requests
    assert codes == [None, "bad_request", "bad_request", "bad_tiles", "internal_error", None]
    assert answers[3]["error"]["message"] == "a 5th copy of 1m"
    assert out.getvalue().splitlines()[0] == '{"ok":true,"score":-57.0}'


def test_decimals_are_written_exactly() -> None:
    assert dumps([Decimal("19.1"), Decimal("-0.1"), Decimal("100.0")]) == "[19.1,-0.1,100.0]"
