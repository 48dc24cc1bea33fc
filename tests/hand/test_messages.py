"""Every message key of tiles, win requests, the scorer, the score contract and the streams has words
in English and Japanese (the keys enumerated from taikai.hand.codes, the one place that lists them)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from taikai import i18n
from taikai.hand.codes import KEYS
from taikai.i18n.messages import MESSAGES
from taikai.reasons import Reason

SOURCES = Path(i18n.__file__).resolve().parents[1]
#: The files whose errors and words are keyed in taikai.hand.codes.
FILES = [
    "tiles.py",
    *(f"hand/{name}" for name in ("request.py", "scorer.py", "fu.py", "shanten.py")),
    *(f"contracts/{name}" for name in ("score.py", "fields.py", "jsonio.py", "stream.py")),
    "cli/score.py",
]
#: A key where an error, a reason or a warning is built: ``X.of("key"``, ``Reason("key"``, the
#: scorer's ``_refused(code, "key"``, ``JsonError("key"``.
RAISED = re.compile(r'(?:\.of|JsonError|Reason|_refused)\(\s*(?:"[a-z_]+",\s*)?"([a-z_]+)"')


def sample(key: str) -> dict[str, object]:
    """Parameters for a key's template: numbers, and a nested reason where a template words one."""
    return {name: Reason.of("shown_list") if name in ("problem", "value") else 3 for name in KEYS[key]}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("key", list(KEYS))
def test_every_key_is_worded_in_both_languages(key, lang):
    template = MESSAGES.get(key)
    assert template is not None, f"{key}: no template in taikai.i18n.messages"
    assert i18n.placeholders(template) == set(KEYS[key]), key
    words = i18n.message(key, sample(key), lang)
    assert words and "{" not in words.replace("{\\", "")
    if lang == "ja" and template.strip() and not template.startswith("{"):
        assert i18n.text(template, "ja") != template, f"{key}: no Japanese"


def test_every_key_the_sources_build_is_listed():
    found = set()
    for name in FILES:
        found |= set(RAISED.findall((SOURCES / name).read_text("utf-8")))
    codes = {"bad_request", "bad_tiles", "not_a_win", "no_yaku", "kata_agari", "not_allowed", "inconsistent"}
    assert found - codes <= set(KEYS), sorted(found - codes - set(KEYS))
    assert len(found) > 60  # the pattern still finds the keys


def test_flags_that_contradict_each_other_are_one_reason_of_several_parts_in_each_language():
    from taikai.contracts.score import parse_request
    from taikai.errors import Inconsistent

    # ippatsu without riichi, and haitei on a ron: two problems of one request
    with pytest.raises(Inconsistent) as raised:
        parse_request({"hand": "123m45556p234789s", "win_tile": "4s", "ippatsu": True, "haitei": True})
    assert i18n.words(raised.value, "en") == "haitei needs a tsumo win; ippatsu without riichi"
    assert i18n.words(raised.value, "ja") == (
        "矛盾があります: haitei はツモ和了でだけ成立します、リーチのない一発"
    )
