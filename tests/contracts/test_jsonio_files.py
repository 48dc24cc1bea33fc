"""The strict JSON reader, the one writer and the bounded file reader."""

from __future__ import annotations

import gzip
import json
import os
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from taikai.bounds import LARGEST
from taikai.contracts.files import FileError, read_bytes, read_text
from taikai.contracts.jsonio import JsonError, dumps, loads


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('{"a": 1, "b": {"c": 2, "c": 3}}', 'the key "c" appears twice'),
        ("[1, 2", "line 1, column 6"),
        ("[NaN]", "NaN is not a number JSON allows"),
        ("[Infinity]", "Infinity is not a number JSON allows"),
        ("[" + "9" * 5000 + "]", "a number of 5,000 characters is too long"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"\\ud800": 1}', "lone surrogate"),
        ('["x\\udc00"]', "lone surrogate"),
        ("\x0b{}", "not valid JSON"),
        ("\u3000{}", "not valid JSON"),
        ('{"a": 1} {"b": 2}', "extra text after the JSON value"),
        ("", "not valid JSON"),
    ],
)
def test_refused_with_a_message(text, words):
    with pytest.raises(JsonError) as caught:
        loads(text)
    assert words in caught.value.message
    assert caught.value.code == "bad_request"


def test_invalid_utf8_bytes_are_refused():
    with pytest.raises(JsonError, match="not UTF-8 text"):
        loads(b'{"\xff": 1}')


def test_decimals_are_exact_and_pairs_of_surrogates_are_text():
    value = loads('{"pt": 12345678901234567.1, "x": 1e-3, "name": "\\ud83c\\udc04", "i": 7}')
    assert value == {"pt": Decimal("12345678901234567.1"), "x": Decimal("0.001"), "name": "🀄", "i": 7}
    assert type(value["i"]) is int


def test_bytes_with_a_byte_order_mark():
    assert loads("\ufeff[1]".encode()) == [1]


def test_writer_keeps_pt_exact():
    assert dumps(
        {"score": Decimal("-57.0"), "tiny": Decimal("0.1"), "big": Decimal("123456789012345678.9")}
    ) == ('{"score":-57.0,"tiny":0.1,"big":123456789012345678.9}')
    with pytest.raises(TypeError):
        dumps({"when": object()})


json_values = st.recursive(  # numbers within taikai.bounds: at most 18 digits before the point
    st.none()
    | st.booleans()
    | st.integers(-(LARGEST - 1), LARGEST - 1)
    | st.decimals(-(10**17), 10**17, allow_nan=False, allow_infinity=False, places=1)
    | st.text(st.characters(blacklist_categories=("Cs",))),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=5), children, max_size=4)
    ),
    max_leaves=20,
)


@given(json_values)
def test_writer_output_reads_back_equal(value):
    assert loads(dumps(value)) == value
    assert json.loads(dumps(value), parse_float=Decimal) == value


def test_read_text_regular_file_and_gzip(tmp_path):
    plain = tmp_path / "a.json"
    plain.write_text("[1]", encoding="utf-8")
    packed = tmp_path / "a.mjlog"
    packed.write_bytes(gzip.compress(b"<mjloggm/>"))
    assert read_text(plain) == "[1]"
    assert read_text(packed) == "<mjloggm/>"
    assert read_bytes(packed, gunzip=False).startswith(b"\x1f\x8b")


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda p: p, "not a regular file (a folder)"),
        (lambda p: p / "missing.json", "no such file"),
        (lambda p: (os.mkfifo(p / "fifo"), p / "fifo")[1], "not a regular file (a pipe)"),
    ],
)
def test_refused_files(tmp_path, make, words):
    with pytest.raises(FileError) as caught:
        read_text(make(tmp_path))
    assert words in caught.value.message


def test_size_bounds_and_gzip_bombs(tmp_path):
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2000)
    with pytest.raises(FileError, match="larger than 1000 bytes"):
        read_bytes(big, limit=1000)
    bomb = tmp_path / "bomb.gz"
    bomb.write_bytes(gzip.compress(b"0" * 10_000))
    with pytest.raises(FileError, match="unpacks to more than 1000 bytes"):
        read_bytes(bomb, limit=1000)
    truncated = tmp_path / "cut.gz"
    truncated.write_bytes(gzip.compress(b"0" * 10_000)[:20])
    with pytest.raises(FileError, match="truncated"):
        read_bytes(truncated)


def test_not_utf8_names_the_byte_not_the_contents(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_bytes(b"password=hunter2\n\xff")
    with pytest.raises(FileError) as caught:
        read_text(secret)
    assert "byte 18" in caught.value.message
    assert "hunter2" not in caught.value.message
