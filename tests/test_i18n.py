"""The message catalogs: every code and every yaku name has words in both languages."""

from __future__ import annotations

import pytest
from babel.messages.pofile import read_po

from taikai import i18n
from taikai.hand.yaku.table import NAMES
from taikai.i18n.messages import MESSAGES


@pytest.fixture(scope="module")
def japanese():
    path = i18n.resources.files("taikai.i18n") / "locale" / "ja" / "LC_MESSAGES" / "taikai.po"
    with path.open("rb") as handle:
        return read_po(handle, locale="ja")


def test_every_template_is_translated_with_the_same_parameters(japanese):
    for code, template in MESSAGES.items():
        entry = japanese.get(template)
        assert entry is not None and entry.string, f"{code}: no Japanese for {template!r}"
        assert not entry.fuzzy, f"{code}: the Japanese is marked fuzzy"
        assert i18n.placeholders(entry.string) == i18n.placeholders(template), code


def test_every_yaku_has_a_japanese_name(japanese):
    for name in NAMES:
        entry = japanese.get(name, context=i18n.YAKU)
        assert entry is not None and entry.string and entry.string != name, name
    assert i18n.yaku_name("pinfu", "ja") == "平和"
    assert i18n.yaku_name("tanyao", "ja") == "断幺九"
    assert i18n.yaku_name("pinfu", "en") == "pinfu"


def test_the_catalog_has_no_stale_entries(japanese):
    templates = set(MESSAGES.values())
    for entry in japanese:
        if not entry.id:
            continue  # the header
        if entry.context == i18n.YAKU:
            assert entry.id in NAMES, f"a yaku the scorer does not know: {entry.id}"
        else:
            assert entry.id in templates, f"no code uses {entry.id!r} any more"


@pytest.mark.parametrize(
    ("given", "env", "expected"),
    [(None, None, "en"), ("ja", None, "ja"), (None, "ja_JP.UTF-8", "ja"), ("en-US", "ja", "en")],
)
def test_language_choice(monkeypatch, given, env, expected):
    if env is None:
        monkeypatch.delenv("TAIKAI_LANG", raising=False)
    else:
        monkeypatch.setenv("TAIKAI_LANG", env)
    assert i18n.resolve(given) == expected


def test_unknown_language_is_refused():
    with pytest.raises(i18n.UnknownLanguage, match="taikai speaks en and ja"):
        i18n.resolve("fr")
