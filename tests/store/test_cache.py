"""The standings cache: what an engine built is served again only while nothing it read changed."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from taikai.services.values import Action


class Builder:
    """Stands for a league engine: sums each player's first-place points from the stored games,
    counting how often it had to run."""

    def __init__(self, uow):
        self.uow = uow
        self.runs = 0

    def __call__(self):
        self.runs += 1
        tops = {}
        for game in self.uow.games.list("spring"):
            tops[game.seats[0]] = tops.get(game.seats[0], 0) + game.record["points"][0]
        return {"tops": tops, "pt": Decimal("12.3")}


def standings(store, version="league/1"):
    with store.unit_of_work("web:anyone") as uow:
        build = Builder(uow)
        data = uow.standings.cached("spring", version, build)
    return data, build.runs


def test_served_from_the_cache_until_a_game_changes(seeded, make):
    with seeded.unit_of_work("cli:aki") as uow:
        uow.games.add(make.game("g1"))
    assert standings(seeded) == ({"tops": {"p1": 48000}, "pt": Decimal("12.3")}, 1)
    assert standings(seeded) == ({"tops": {"p1": 48000}, "pt": Decimal("12.3")}, 0)  # cached, exact pt
    # an edit moves the standings: the cache is never served stale
    with seeded.unit_of_work("cli:aki", reason="wrong seats") as uow:
        g1 = uow.games.get("spring", "g1")
        uow.games.update(replace(g1, seats=("p2", "p1", "p3", "p4")))
    assert standings(seeded) == ({"tops": {"p2": 48000}, "pt": Decimal("12.3")}, 1)
    assert standings(seeded)[1] == 0


def test_any_change_in_the_competition_invalidates(seeded, make):
    standings(seeded)
    for change in (
        lambda uow: uow.players.update(make.player(3, hidden=True)),
        lambda uow: uow.actions.add(Action("spring", "close_season")),
        lambda uow: uow.competitions.update(make.competition(format={"timezone": "UTC"})),
    ):
        with seeded.unit_of_work("cli:aki") as uow:
            change(uow)
        assert standings(seeded)[1] == 1
        assert standings(seeded)[1] == 0


def test_another_builder_version_builds_its_own(seeded):
    assert standings(seeded, "league/1")[1] == 1
    assert standings(seeded, "league/2")[1] == 1
    assert standings(seeded, "league/1")[1] == 0
    assert standings(seeded, "league/2")[1] == 0


def test_a_unit_of_work_that_changed_the_competition_bypasses_the_cache(seeded, make):
    standings(seeded)
    with seeded.unit_of_work("cli:aki") as uow:
        uow.games.add(make.game("g1"))
        build = Builder(uow)
        # the new game is seen (not the cached standings without it) ...
        assert uow.standings.cached("spring", "league/1", build)["tops"] == {"p1": 48000}
        uow.standings.cached("spring", "league/1", build)
        assert build.runs == 2
    # ... and what it built was not kept under the revision before the game
    assert standings(seeded) == ({"tops": {"p1": 48000}, "pt": Decimal("12.3")}, 1)


def test_a_rebuild_equals_the_cached_standings(seeded, make):
    with seeded.unit_of_work("cli:aki") as uow:
        for hour in range(1, 9):
            uow.games.add(
                make.game(f"g{hour}", hour=hour, seats=make.seats[hour % 4 :] + make.seats[: hour % 4])
            )
    cached, _ = standings(seeded)
    with seeded.unit_of_work("cli:aki") as uow:
        rebuilt = Builder(uow)()
    assert rebuilt == cached == standings(seeded)[0]


def test_a_read_only_unit_of_work_serves_the_cache_and_keeps_nothing(seeded, make):
    with seeded.unit_of_work("web:anyone", read_only=True) as uow:
        build = Builder(uow)
        uow.standings.cached("spring", "league/1", build)
    assert build.runs == 1
    assert standings(seeded)[1] == 1  # nothing was kept: built again, and kept now
    with seeded.unit_of_work("web:anyone", read_only=True) as uow:
        build = Builder(uow)
        uow.standings.cached("spring", "league/1", build)
        with pytest.raises(RuntimeError, match="read-only"):
            uow.games.add(make.game("g1"))
    assert build.runs == 0


def test_a_slow_build_at_an_older_revision_never_replaces_a_newer_one(seeded):
    # two builders raced: the one that read revision 3 finishes after the one that read revision 5
    with seeded.unit_of_work("web:anyone") as uow:
        uow.standings._write("spring", "league/1", 5, {"built": "at 5"})
        uow.standings._write("spring", "league/1", 3, {"built": "at 3"})
        assert uow.standings._read("spring", "league/1", 5) == {"built": "at 5"}
        assert uow.standings._read("spring", "league/1", 3) is None


def test_the_store_reads_kept_standings_alone_while_they_are_current(seeded, make):
    """``store.kept_standings`` (one statement, no unit of work: ``taikai standings``) is what the
    cache serves at the competition's current revision, exact pt included, and nothing once a
    change moved the revision on, for another builder version or for no such competition."""
    assert seeded.kept_standings("spring", "league/1") is None  # nothing built yet
    with seeded.unit_of_work("cli:aki") as uow:
        uow.games.add(make.game("g1"))
    data, _ = standings(seeded)
    assert data == {"tops": {"p1": 48000}, "pt": Decimal("12.3")}
    assert seeded.kept_standings("spring", "league/1") == data
    assert isinstance(seeded.kept_standings("spring", "league/1")["pt"], Decimal)
    assert seeded.kept_standings("spring", "league/2") is None
    assert seeded.kept_standings("autumn", "league/1") is None
    with seeded.unit_of_work("cli:aki") as uow:
        uow.games.add(make.game("g2"))
    assert seeded.kept_standings("spring", "league/1") is None  # stale: never served
    assert standings(seeded)[1] == 1
    assert seeded.kept_standings("spring", "league/1") == standings(seeded)[0]
