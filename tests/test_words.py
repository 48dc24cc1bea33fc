"""Issue 24, item 5: one word for one thing in the Japanese catalog. A player is プレイヤー (not
選手), a month of a league is シーズン (not 節: 節 only numbers a section of a document, 1節), a
league's level is ランク (not 段位)."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from taikai import i18n

#: The other word for the same thing, and what may hold it without meaning that thing.
OTHER_WORDS = {
    "選手": re.compile(r"選手(?!権)"),
    "節": re.compile(r"(?<![0-9第])節"),
    "段位": re.compile(r"段位"),
}


@pytest.fixture(scope="module")
def japanese() -> list[str]:
    path = i18n.resources.files("taikai.i18n") / "locale" / "ja" / "LC_MESSAGES" / "taikai.po"
    with path.open("rb") as handle:
        return [entry.string for entry in read_po(handle, locale="ja") if entry.id and entry.string]


@pytest.mark.parametrize("word", OTHER_WORDS)
def test_one_word_for_one_thing(japanese, word):
    found = [text for text in japanese if OTHER_WORDS[word].search(text)]
    assert found == [], f"{word} in: {found[:5]}"
