"""Issue 23, finding 14: a competition's slug is a documented pattern (taikai.bounds.SLUG_PATTERN),
enforced where a competition is created, for the command line and the web alike; competitions
stored with another slug before the rule are still read."""

from __future__ import annotations

import pytest

from taikai import bounds, rules
from taikai.competitions import formats
from taikai.contracts.formats import format_ruleset
from taikai.services.competitions import add_player, create_competition, list_competitions, list_players
from taikai.services.errors import BadRequest
from taikai.services.values import Competition

from .conftest import ACTOR


def _create(store, slug: str):
    fmt = formats.load("itsuka-chuuren")
    return create_competition(store, ACTOR, slug, "cup", fmt, format_ruleset(fmt))


@pytest.mark.parametrize(
    "slug", ["a/b", "..", ".", "a?b=1", "a#b", "Spring", "a b", "-cup", "秋", "", "x" * 65]
)
def test_a_slug_outside_the_pattern_is_refused_naming_the_pattern_and_nothing_is_stored(store, slug):
    with pytest.raises(BadRequest) as refused:
        _create(store, slug)
    assert refused.value.key == "bad_slug"
    assert f"a slug is 1 to 64 lowercase letters a-z, digits and hyphens, from a letter or a digit " \
           f"({bounds.SLUG_PATTERN})" in refused.value.message  # fmt: skip
    assert list_competitions(store, ACTOR) == []


@pytest.mark.parametrize("slug", ["club", "cup-2025", "2025", "a", "x" * 64])
def test_a_slug_of_the_pattern_is_taken(store, slug):
    assert _create(store, slug).slug == slug


def test_a_competition_stored_with_another_slug_before_the_rule_is_still_read_and_changed(store):
    fmt = formats.load("itsuka-chuuren")
    format_, rules_ = formats.to_mapping(fmt), rules.to_mapping(format_ruleset(fmt))
    with store.unit_of_work("test:setup") as uow:
        uow.competitions.add(
            Competition("a/b", "cup", "Old", "itsuka-chuuren", format_, "itsuka-chuuren", rules_)
        )
    add_player(store, ACTOR, "a/b", "Aki")
    assert [p.name for p in list_players(store, ACTOR, "a/b")] == ["Aki"]
    assert [c.slug for c in list_competitions(store, ACTOR)] == ["a/b"]
