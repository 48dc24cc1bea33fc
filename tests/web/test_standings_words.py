"""Engine results are kept once, in no language, and worded in the visitor's language at the edge.

The standings the services keep (the store's standings cache) hold each decision, rejection, warning
and note as its reason, a code and its parameters, never its words; the same kept object is worded
in Japanese and in English (:func:`taikai.contracts.wording.worded`), each exactly what the contract
writes in that language, and the web app's kept standings are built once for both languages.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from tests.web.stored import ACTOR, at, sample_record, stored  # noqa: F401 (the fixture)

from taikai.contracts.wording import MARK, worded
from taikai.services import files
from taikai.services import public as data
from taikai.services import standings as standings_service
from taikai.services.values import Game
from taikai.web.views import Snapshots

SLUGS = ("spring", "ron", "club")  # a league, a tournament, a cup


@pytest.fixture
def store(stored):  # noqa: F811 (the fixture imported above)
    record = sample_record("itsuka-chuuren")
    for hand in record["hands"]:  # the cup counts no fu
        for win in hand["result"].get("wins", [hand["result"].get("win", {})]):
            win.pop("fu", None)
    record["hands"][0]["points"] = [1, 2, 3, 4]  # the replay stops there: the cup rejects it, and says why
    with stored.unit_of_work(ACTOR, "stored before a check that now refuses it") as uow:
        uow.games.add(Game("club", "bad", at(29), ("c1", "c2", "c3", "c4"), {"record": record}))
    return stored


def _strings(node: Any) -> Iterator[str]:
    """Every text in ``node`` (keys and values)."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield key
            yield from _strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value)
    elif isinstance(node, str):
        yield node


def _said(kept: Any, words: Any) -> Iterator[str]:
    """The words ``words`` has where ``kept`` keeps a reason (the same shape otherwise)."""
    if isinstance(kept, dict) and MARK in kept:
        assert isinstance(words, str)
        yield words
    elif isinstance(kept, dict):
        assert isinstance(words, dict) and words.keys() == kept.keys()
        for key, value in kept.items():
            yield from _said(value, words[key])
    elif isinstance(kept, list):
        assert isinstance(words, list) and len(words) == len(kept)
        for value, text in zip(kept, words, strict=True):
            yield from _said(value, text)


def _kept(store, slug: str) -> Any:
    """What the store's standings cache holds for ``slug`` at its revision."""
    with store.unit_of_work("test:warm") as uow:  # a unit of work that may write keeps what it built
        standings_service.cached(uow, slug)
    with store.unit_of_work("test:read", read_only=True) as uow:
        revision = uow.competitions.require(slug).revision
        return uow.standings._read(slug, standings_service.VERSION, revision)


@pytest.mark.parametrize("slug", SLUGS)
def test_a_cached_standings_result_holds_no_words(store, slug):
    kept = _kept(store, slug)
    assert kept is not None  # kept under a version that names no language
    in_ja, in_en = worded(kept, "ja"), worded(kept, "en")
    with store.unit_of_work("test:read", read_only=True) as uow:
        loaded = files.load(uow, slug)
    # the same kept object, worded in each language, is what the contract writes in that language
    assert in_ja == files.standings_of(loaded, "ja") and in_en == files.standings_of(loaded, "en")
    said = {*_said(kept, in_ja), *_said(kept, in_en)}
    assert said and in_ja != in_en  # there were words to say, and they differ by language
    assert not said & set(_strings(kept))  # none of them is in what is kept


def test_the_standings_are_built_once_for_every_language(store, monkeypatch):
    built = []
    build = files.standings_of
    monkeypatch.setattr(files, "standings_of", lambda kept, lang: built.append(lang) or build(kept, lang))
    said = {lang: standings_service.standings(store, ACTOR, "spring", lang) for lang in ("ja", "en", "ja")}
    assert built == [None] and said["ja"] != said["en"]  # one build, in no language, worded twice
    kept = Snapshots()
    with data.reading(store, "test:read") as each:
        shots = {lang: kept.get(each, "ron", lang) for lang in ("ja", "en")}
    assert built == [None, None]  # the web app's kept standings: one build for both languages
    assert shots["ja"].standings == worded(_kept(store, "ron"), "ja")
    assert shots["en"].standings == worded(_kept(store, "ron"), "en")
