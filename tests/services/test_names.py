"""Issue 24, item 5: a name is any text without control characters or line breaks (every script,
full-width spaces), checked in one place (:func:`taikai.bounds.is_name`) for every kind of
competition, and refused in the user's words."""

from __future__ import annotations

import pytest

from taikai import i18n
from taikai.competitions import formats
from taikai.contracts.formats import format_ruleset
from taikai.services import standings as standings_service
from taikai.services.competitions import add_player, create_competition, list_players, update_player
from taikai.services.errors import BadRequest

from .conftest import ACTOR

PRESETS = {"league": "hitonazo-m", "tournament": "ron-of-20xx", "cup": "itsuka-chuuren"}
#: Names people have: a Japanese name typed with a full-width space, other scripts, marks.
NAMES = ["山田\u3000太郎", "김민준", "Zoë O'Neill", "Đặng Thị Mai", "محمد", "🀄 Aki", "  Aki  B.  ", "Анна"]
#: Not names: line breaks of every kind, control characters, nothing but spaces.
NOT_NAMES = [
    "Ben\nC.",
    "Ben\r\nC.",
    "a\u2028b",
    "a\u2029b",
    "tab\there",
    "bell\x07",
    "\x85x",
    "\u3000",
    " ",
    "",
]


def _competition(store, kind: str):
    fmt = formats.load(PRESETS[kind])
    return create_competition(store, ACTOR, kind, kind, fmt, format_ruleset(fmt))


@pytest.mark.parametrize("kind", PRESETS)
def test_every_name_people_have_is_registered_and_shown_as_typed(store, kind):
    _competition(store, kind)
    for name in NAMES:
        add_player(store, ACTOR, kind, name)
    assert [p.name for p in list_players(store, ACTOR, kind)] == NAMES
    with store.unit_of_work(ACTOR, read_only=True) as uow:  # the competition's file reads back whole
        standings_service.cached(uow, kind, "ja")


@pytest.mark.parametrize("name", NOT_NAMES)
def test_a_name_with_a_line_break_or_a_control_character_is_refused_in_words(store, name):
    _competition(store, "tournament")
    with pytest.raises(BadRequest) as refused:
        add_player(store, ACTOR, "tournament", name)
    assert refused.value.key == "name_refused"
    japanese = i18n.words(refused.value, "ja")
    assert "名前は1行で" in japanese and "全角スペース" in japanese
    assert list_players(store, ACTOR, "tournament") == []


def test_a_name_changed_to_one_with_a_full_width_space_is_kept(store):
    _competition(store, "league")
    add_player(store, ACTOR, "league", "Yamada")
    changed = update_player(store, ACTOR, "league", "p1", "the name as written", name="山田\u3000太郎")
    assert changed.name == "山田\u3000太郎"
    with pytest.raises(BadRequest):
        update_player(store, ACTOR, "league", "p1", "a typo", name="山田\n太郎")


def test_a_competition_name_is_a_name_too(store):
    fmt = formats.load("ron-of-20xx")
    made = create_competition(
        store, ACTOR, "ron", "tournament", fmt, format_ruleset(fmt), name="Ron of 2026\u3000春"
    )
    assert made.name == "Ron of 2026\u3000春"
    with pytest.raises(BadRequest) as refused:
        create_competition(store, ACTOR, "ron2", "tournament", fmt, format_ruleset(fmt), name="Ron\nof 2026")
    assert refused.value.key == "name_refused"
