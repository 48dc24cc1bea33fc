"""The SQL store's units of work: :class:`SqlStore` (:mod:`taikai.store.sql`) opens them over one
engine (SQLite or PostgreSQL), importing this module (SQLAlchemy's ORM, the models) on first use.

A unit of work is one SQLAlchemy session in one transaction (on SQLite ``BEGIN IMMEDIATE``: a
second writer waits for the first instead of failing half way; on PostgreSQL a writer claims each
competition it reads, :meth:`SqlUnitOfWork.claimed`, so the writers of one competition take turns
too; a read-only one reads a snapshot, :func:`~taikai.store.engine.snapshot`, and waits for no
writer). A process killed in the middle
leaves nothing of it: the transaction was never committed. A database failure ends the unit of work
with a :class:`~taikai.store.engine.DatabaseError` in one line, after the rollback.

>>> import tempfile
>>> from taikai.services.values import Competition
>>> store = open_store(f"sqlite:///{tempfile.mkdtemp()}/league.db")
>>> spring = Competition("spring", "league", "Spring", "hitonazo-m", {}, "hitonazo-m", {})
>>> with store.unit_of_work("cli:aki") as uow:
...     _ = uow.competitions.add(spring)
>>> with store.unit_of_work("cli:aki") as uow:
...     uow.competitions.require("spring").revision
1
>>> store.close()
"""

from __future__ import annotations

from collections.abc import Iterable
from types import TracebackType
from typing import Any, TypeVar

from sqlalchemy import Executable, Result, Select, insert, select, update
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session, SessionTransaction

from taikai.services.unit_of_work import Conflict, NotFound, UnitOfWork
from taikai.services.values import AuditEntry
from taikai.store.engine import failure, reason
from taikai.store.models import AuditRow, CompetitionRow, PlayerRow
from taikai.store.repositories import (
    SqlActions,
    SqlAuditLog,
    SqlCompetitions,
    SqlGames,
    SqlOffences,
    SqlPlayers,
    SqlSecurity,
    SqlStaff,
    SqlStandingsCache,
)
from taikai.store.sql import SqlStore, initialise, open_store

__all__ = ["SqlStore", "SqlUnitOfWork", "initialise", "open_store"]

T = TypeVar("T", bound=tuple[Any, ...])


def _refused(error: IntegrityError) -> Conflict:
    return Conflict("refused_by_database", detail=reason(error))


#: The audit entry's fields stored as they are (the store gives the ``id``).
AUDITED = ("at", "actor", "competition", "entity", "entity_id", "action", "old", "new", "reason")
INSERT_AUDIT = insert(AuditRow.__table__)


class SqlUnitOfWork(UnitOfWork):
    def __init__(
        self, store: SqlStore, actor: str, reason: str | None = None, *, read_only: bool = False
    ) -> None:
        super().__init__(actor, reason, store.clock, read_only=read_only)
        self._store = store
        self._session: Session | None = None
        self._competitions: dict[str, int] = {}
        self._players: dict[tuple[int, str], int] = {}
        self.competitions = SqlCompetitions(self)
        self.players = SqlPlayers(self)
        self.games = SqlGames(self)
        self.actions = SqlActions(self)
        self.offences = SqlOffences(self)
        self.staff = SqlStaff(self)
        self.security = SqlSecurity(self)
        self.audit = SqlAuditLog(self)
        self.standings = SqlStandingsCache(self)

    @property
    def session(self) -> Session:
        if self._session is None:
            raise RuntimeError("use the unit of work inside its with block")
        return self._session

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        try:
            super().__exit__(kind, error, trace)
        except SQLAlchemyError as failed:
            raise failure(self._store.engine.url, failed) from None
        if isinstance(error, SQLAlchemyError):
            raise failure(self._store.engine.url, error) from None

    def failure(self, error: BaseException) -> BaseException | None:
        if isinstance(error, SQLAlchemyError):
            return failure(self._store.engine.url, error)
        return None

    def _savepoint(self) -> SessionTransaction:
        return self.session.begin_nested()

    def _release(self, mark: object) -> None:
        assert isinstance(mark, SessionTransaction)
        mark.commit()

    def _rollback_to(self, mark: object) -> None:
        assert isinstance(mark, SessionTransaction)
        mark.rollback()
        self.forget()  # a key read or given after the mark may be gone with it

    def _begin(self) -> None:
        self._session = self._store.session(self.read_only)

    def _commit(self) -> None:
        self.session.commit()

    def _rollback(self) -> None:
        if self._session is not None:
            self._session.rollback()

    def _close(self) -> None:
        if self._session is not None:
            self._session.close()
            self._session = None

    def _append_audit(self, entry: AuditEntry) -> None:
        self.execute(INSERT_AUDIT, {name: getattr(entry, name) for name in AUDITED})

    def _bump(self, competitions: list[str]) -> None:
        self.session.execute(
            update(CompetitionRow)
            .where(CompetitionRow.slug.in_(competitions))
            .values(revision=CompetitionRow.revision + 1)
            .execution_options(synchronize_session=False)
        )

    # ------------------------------------------------------------------ helpers of the repositories

    def flush(self) -> None:
        """Write what is pending; a constraint the checks did not foresee (a race) is a Conflict."""
        try:
            self.session.flush()
        except IntegrityError as error:
            raise _refused(error) from None

    def execute(
        self, statement: Executable, rows: dict[str, Any] | list[dict[str, Any]] | None = None
    ) -> Result[Any]:
        """Run a statement (once for each of ``rows``); a refused constraint is a Conflict, as in flush."""
        try:
            return self.session.execute(statement, rows)
        except IntegrityError as error:
            raise _refused(error) from None

    def claimed(self, query: Select[T]) -> Select[T]:
        """``query`` of a competition's row, which a unit of work that writes claims: on PostgreSQL
        the row is locked (``FOR NO KEY UPDATE``, the lock committing takes to count up its revision)
        until the unit of work ends, so the writers of one competition take turns, as every writer
        does on SQLite (``BEGIN IMMEDIATE``). What a writer decides on what it read (the next free
        game or player id, a key or a table already entered, the same game entered twice) cannot be
        undone by another writer of the competition meanwhile: each reads after the one before it
        committed (READ COMMITTED reads what was committed when each statement starts)."""
        if self.read_only:
            return query
        return query.with_for_update(key_share=True).execution_options(populate_existing=True)

    def competition_pk(self, slug: str) -> int:
        """The database key of a competition (:class:`NotFound` if there is none); a unit of work
        that writes claims the competition first (:meth:`claimed`)."""
        if slug not in self._competitions:
            pk = self.session.scalar(
                self.claimed(select(CompetitionRow.pk).where(CompetitionRow.slug == slug))
            )
            if pk is None:
                raise NotFound("competition_not_found", competition=slug)
            self._competitions[slug] = pk
        return self._competitions[slug]

    def player_pks(self, competition_pk: int, ids: Iterable[str]) -> dict[str, int]:
        """The database keys of the players of a competition with these ids (missing ones left out)."""
        wanted = set(ids)
        missing = [i for i in wanted if (competition_pk, i) not in self._players]
        if missing:
            query = select(PlayerRow.id, PlayerRow.pk).where(
                PlayerRow.competition_pk == competition_pk, PlayerRow.id.in_(missing)
            )
            for player, pk in self.session.execute(query):
                self._players[competition_pk, player] = pk
        return {i: self._players[competition_pk, i] for i in wanted if (competition_pk, i) in self._players}

    def forget(self) -> None:
        """Drop the keys remembered in this unit of work (after a removal)."""
        self._competitions.clear()
        self._players.clear()
