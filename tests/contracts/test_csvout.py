"""The one CSV writer (:mod:`taikai.contracts.csvout`): a text cell a spreadsheet would run as a
formula is written as text; numbers, negative ones too, stay numbers (issue 23)."""

from __future__ import annotations

import csv
import io
from decimal import Decimal

import pytest

from taikai.contracts.csvout import cell, write_csv


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t", "\r", "\n", "＝", "＋", "－", "＠"])
def test_a_text_cell_that_would_start_a_formula_is_text(start):
    text = f'{start}HYPERLINK("http://example.com")'
    assert cell(text) == "'" + text
    read = list(csv.reader(io.StringIO(write_csv([[text, "x"]]).decode("utf-8-sig"), newline="")))
    assert read == [["'" + text, "x"]]


@pytest.mark.parametrize(
    ("value", "written"),
    [
        (Decimal("-12.3"), "-12.3"),
        (-3, "-3"),
        (Decimal("0.0"), "0.0"),
        (None, ""),
        ("", ""),
        ("Aki", "Aki"),
        ("秋 =1+1", "秋 =1+1"),  # a formula only at the start
        ("'quoted", "'quoted"),
    ],
)
def test_numbers_and_plain_text_are_written_as_they_are(value, written):
    assert cell(value) == written


def test_the_file_is_utf8_with_a_bom_and_crlf_lines():
    data = write_csv([["Rank", "Name", "Score"], [1, "=cmd", Decimal("-12.3")]])
    assert data == "\ufeffRank,Name,Score\r\n1,'=cmd,-12.3\r\n".encode()
