"""``store.summaries()``: every competition's summary read on its own, in no unit of work (what
``GET /api/competitions`` answers), is what a unit of work's ``competitions.summaries()`` reads, on
the fake, SQLite and PostgreSQL: in the order they were created, a renamed one as renamed, a new
one at once."""

from __future__ import annotations

from dataclasses import replace

from .conftest import competition


def test_the_summaries_read_alone_are_the_unit_of_work_s(store):
    assert store.summaries() == []
    with store.unit_of_work("test:setup") as uow:
        uow.competitions.add(competition("spring"))
        uow.competitions.add(competition("autumn", kind="cup", name="Autumn cup"))
    with store.unit_of_work("test", "renamed") as uow:
        uow.competitions.update(replace(uow.competitions.require("spring"), name="Spring league 2025"))
    alone = store.summaries()
    with store.unit_of_work("test", read_only=True) as uow:
        assert alone == uow.competitions.summaries()
    assert [(c.slug, c.kind, c.name) for c in alone] == [
        ("spring", "league", "Spring league 2025"),
        ("autumn", "cup", "Autumn cup"),
    ]
