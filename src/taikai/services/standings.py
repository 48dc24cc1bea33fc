"""A competition's standings, its export, its audit log.

Standings are never computed in SQL: :func:`standings` builds the competition's file from the stored
values, runs it through its contract and engine (:mod:`taikai.services.files`) and keeps the answer
in the store's standings cache, keyed by the competition's revision: any committed change counts the
revision up, so a cached answer is never served once what it was built from moved on. What is kept
is in no language: each decision, rejection, warning and note is kept as its reason (a code and its
parameters, :class:`taikai.contracts.wording.Wording` of no language), built once, and worded in a
visitor's language at the edge (:func:`taikai.contracts.wording.worded`).
:func:`export` is that file: ``taikai league|tournament|cup run`` of it prints the same standings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from taikai import __version__

if TYPE_CHECKING:  # the engines and contracts are imported when standings are built, not when read
    from taikai.services.unit_of_work import Store, UnitOfWork
    from taikai.services.values import AuditEntry, Data

__all__ = ["VERSION", "audit_log", "cached", "export", "fresh_standings", "standings"]

#: The builder's version in the cache: the output's form and the engines that made it.
VERSION = f"standings/3 taikai/{__version__}"  # 2: hidden names hidden (files.public); 3: no language


def standings(store: Store, actor: str, slug: str, lang: str = "en") -> Data:
    """The competition's standings JSON (CONTRACTS.md section 3, 4 or 5) in ``lang``: from the cache
    when it was built at the competition's current revision (read on its own: no unit of work),
    else built now and kept."""
    kept = store.kept_standings(slug, VERSION)
    if kept is not None:
        from taikai.contracts.wording import worded

        return worded(kept, lang)
    with store.unit_of_work(actor) as uow:
        return cached(uow, slug, lang)


def cached(uow: UnitOfWork, slug: str, lang: str | None = None) -> Data:
    """:func:`standings` in an open unit of work (the web app reads a page in one): a read-only one
    serves the cache but keeps nothing it built. As kept, in no language (each word its reason), or
    worded in ``lang``."""
    uow.competitions.require(slug)

    def build() -> Data:
        from taikai.services import files

        return files.standings_of(files.load(uow, slug), None)

    kept = uow.standings.cached(slug, VERSION, build)
    if lang is None:
        return kept
    from taikai.contracts.wording import worded

    return worded(kept, lang)


def fresh_standings(store: Store, actor: str, slug: str, lang: str = "en") -> Data:
    """The standings built from the stored games now, not from the cache (what the cache must equal)."""
    from taikai.services import files

    with store.unit_of_work(actor, read_only=True) as uow:
        return files.standings_of(files.load(uow, slug), lang)


def export(store: Store, actor: str, slug: str) -> Data:
    """The competition as its input file (section 3, 4 or 5), the format and the ruleset inline."""
    from taikai.services import files

    with store.unit_of_work(actor, read_only=True) as uow:
        return files.competition_file(files.load(uow, slug))


def audit_log(store: Store, actor: str, slug: str) -> list[AuditEntry]:
    """Every change of the competition, oldest first (who, when, what, old and new, the reason)."""
    with store.unit_of_work(actor, read_only=True) as uow:
        uow.competitions.require(slug)
        return uow.audit.entries(slug)
