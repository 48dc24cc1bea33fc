"""The JSON reader's two paths give one reading: msgspec's (most lines of a stream) answers only
what the standard library's reader would answer the same way; everything else is left to it."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taikai.contracts.jsonio import _UNDECIDED, JsonError, _checked, _clean, loads

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-(10**30), 10**30)
    | st.decimals(allow_nan=False, allow_infinity=False, places=2, min_value=-(10**9), max_value=10**9)
    | st.text(st.characters(codec="utf-8"), max_size=12)
    | st.text(st.characters(min_codepoint=0xD7F0, max_codepoint=0xE010), max_size=3)  # lone surrogates too
    | st.sampled_from(["a:b", "::", "\\", '"', ":", ""])
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4) | st.just("k:"), inner, max_size=4)
    ),
    max_leaves=20,
)


def _written(value, ascii_only: bool) -> str:
    """JSON text with exact decimals (json.dumps writes Decimal only through a placeholder)."""
    decimals: list[str] = []

    def number(item):
        decimals.append(str(item))
        return f"@{len(decimals) - 1}@"

    text = json.dumps(value, ensure_ascii=ascii_only, default=number)
    for index, written in enumerate(decimals):
        text = text.replace(f'"@{index}@"', written)
    return text


def _reading(text: str | bytes):
    """The reference reading: the value, or the refusal's message."""
    try:
        return ("value", _checked(text, "the input"))
    except JsonError as error:
        return ("refused", error.message)


@settings(max_examples=400)
@given(VALUES, st.booleans(), st.data())
def test_the_fast_path_agrees_with_the_reference(value, ascii_only, data):
    text = _written(value, ascii_only)
    # mutations: a repeated key, a stray character, a cut
    mutation = data.draw(st.sampled_from(["none", "repeat", "insert", "cut"]))
    if mutation == "repeat" and text.startswith("{") and len(text) > 2:
        text = '{"k": 1, "k": 2, ' + text[1:]
    elif mutation == "insert":
        position = data.draw(st.integers(0, len(text)))
        text = text[:position] + data.draw(
            st.sampled_from([":", ",", "\x0b", "\u3000", "\ufeff", " ", "1", '"'])
        )
        text += _written(value, ascii_only)[position:]
    elif mutation == "cut":
        text = text[: data.draw(st.integers(0, len(text)))]
    for form in (text, text.encode("utf-8", "surrogatepass")):
        fast = _clean(form)
        if fast is not _UNDECIDED:
            assert _reading(form) == ("value", fast)
        assert _reading(form) == _reading_of_loads(form)


def _reading_of_loads(text):
    try:
        return ("value", loads(text))
    except JsonError as error:
        return ("refused", error.message)


@pytest.mark.parametrize(
    "text",
    [
        '{"a": 1, "a": 2}',
        '{"a": {"b": 1, "b": 2}}',
        '{"a": "x:y", "a": 1}',
        '[{"k": 1}, {"k": 2, "k": 3}]',
        '{"t:1": "20:00", "t:1": "21:00"}',
        # an escaped colon in a kept string would make up for the lost member's colon
        '{"a": "x\\u003a", "a": 1}',
        '{"a": "x\\u003A", "b": {"a": 1, "a": 2}}',
    ],
)
def test_a_repeated_key_is_never_read_by_the_fast_path(text):
    assert _clean(text) is _UNDECIDED and _clean(text.encode()) is _UNDECIDED
    with pytest.raises(JsonError, match="appears twice"):
        loads(text)


def test_the_fast_path_reads_a_stream_line_exactly():
    line = b'{"rules": "tenhou", "pt": -10.0, "honba": 3, "hand": "123m", "melds": [{"type": "pon"}]}'
    value = _clean(line)
    assert value == {
        "rules": "tenhou",
        "pt": Decimal("-10.0"),
        "honba": 3,
        "hand": "123m",
        "melds": [{"type": "pon"}],
    }
    assert str(value["pt"]) == "-10.0" and type(value["honba"]) is int
    # colons inside strings (a game's time) are counted with the strings: still the fast path
    assert _clean(b'{"played_at": "2025-03-01T20:00:00+09:00", "a:b": ":"}') == {
        "played_at": "2025-03-01T20:00:00+09:00",
        "a:b": ":",
    }
    # a colon written as an escape leaves the text to the other reader, which reads the same value
    assert _clean(b'{"note": "a\\u003ab"}') is _UNDECIDED and loads(b'{"note": "a\\u003ab"}') == {
        "note": "a:b"
    }
