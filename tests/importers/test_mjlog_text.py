"""Issue 23, finding 15: a Tenhou log's player names are percent-encoded UTF-8; bytes that are not
UTF-8 are refused naming the log and the attribute, never stored as U+FFFD."""

from __future__ import annotations

from pathlib import Path

import pytest

from taikai.importers.tenhou import BadLog
from taikai.importers.tenhou.mjlog import read

MINI = (Path(__file__).parent / "fixtures" / "tenhou_mini.xml").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", ["%41%6B%FF", "%E3%81", "%C0%80"])
def test_a_name_that_is_not_utf8_is_refused_naming_the_log_and_the_attribute(name):
    with pytest.raises(BadLog) as refused:
        read(MINI.replace('n0="%41%6B%69"', f'n0="{name}"'), "names.xml")
    assert refused.value.message.startswith("names.xml <UN>")
    assert "<UN n0> is not a name in UTF-8" in refused.value.message


def test_a_name_in_utf8_is_read():
    game = read(MINI.replace('n0="%41%6B%69"', 'n0="%E7%A7%8B"'), "names.xml")
    assert game.players[0].name == "秋"
