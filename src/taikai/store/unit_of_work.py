"""The SQL store: :class:`SqlStore` opens units of work over one engine (SQLite or PostgreSQL).

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
from functools import cached_property
from types import TracebackType
from typing import Any, TypeVar

from sqlalchemy import Connection, Engine, Executable, Result, Select, insert, select, update
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from taikai.services.unit_of_work import Clock, Conflict, NotFound, UnitOfWork, utc_now
from taikai.services.values import AuditEntry
from taikai.store.engine import (
    CONNECTIONS,
    autocommit_engine,
    engine_for,
    failure,
    once_more,
    reason,
    snapshot,
)
from taikai.store.migrate import check_current, upgrade
from taikai.store.models import AuditRow, CompetitionRow, PlayerRow
from taikai.store.repositories import (
    REVISION,
    SqlActions,
    SqlAuditLog,
    SqlCompetitions,
    SqlGames,
    SqlPlayers,
    SqlSecurity,
    SqlStaff,
    SqlStandingsCache,
)

__all__ = ["SqlStore", "SqlUnitOfWork", "initialise", "open_store"]

T = TypeVar("T", bound=tuple[Any, ...])


class SqlStore:
    """Units of work over ``engine`` (:class:`taikai.services.unit_of_work.Store`); use
    :func:`open_store`, which checks the schema first."""

    def __init__(self, engine: Engine, clock: Clock = utc_now) -> None:
        self.engine = engine
        self.clock = clock
        self._writers = sessionmaker(engine, expire_on_commit=False)
        snapshots = engine.execution_options(**snapshot(engine))
        self._readers = sessionmaker(snapshots, expire_on_commit=False)
        # reads of one statement: on SQLite (in the process) a snapshot as any reader's
        self._one_read = snapshots if engine.dialect.name == "sqlite" else autocommit_engine(engine)

    def unit_of_work(
        self, actor: str, reason: str | None = None, *, read_only: bool = False
    ) -> SqlUnitOfWork:
        return SqlUnitOfWork(self, actor, reason, read_only=read_only)

    def session(self, read_only: bool = False) -> Session:
        return (self._readers if read_only else self._writers)()

    def revision(self, slug: str) -> int | None:
        try:
            try:
                return self._read_revision(slug)
            except SQLAlchemyError as error:
                if not once_more(error):
                    raise
                return self._read_revision(slug)  # on a new connection
        except SQLAlchemyError as error:
            raise failure(self.engine.url, error) from None

    @cached_property
    def _revision_statement(self) -> tuple[str, bool]:
        """:data:`REVISION` as the driver reads it (its text, and whether it takes its parameter by
        position), compiled on first use: opening a store configures no ORM mapping."""
        compiled = REVISION.compile(dialect=self.engine.dialect)
        return str(compiled), compiled.positional

    def _read_revision(self, slug: str) -> int | None:
        """The statement on a kept connection, through the driver's own cursor: SQLAlchemy's
        connection, its events and its statement cache cost eight times the statement itself, and
        every request of the web app reads it (on SQLite the connection is in autocommit, as on
        PostgreSQL: one statement sees the database at one moment). A failure is met again through
        SQLAlchemy on the same connection, which says what it is (a dropped connection let go); a
        connection that cannot be made is made again by SQLAlchemy, which says why."""
        failed = self._one_read.dialect.loaded_dbapi.Error
        try:
            kept = self._one_read.raw_connection()
        except failed:  # the driver's own error: SQLAlchemy's connect() wraps it as a DBAPIError
            with self._one_read.connect() as connection:
                return connection.scalar(REVISION, {"slug": slug})
        try:
            cursor = kept.cursor()
            try:
                sql, positional = self._revision_statement
                cursor.execute(sql, (slug,) if positional else {"slug": slug})
                row = cursor.fetchone()
            finally:
                cursor.close()
        except failed:
            with Connection(self._one_read, connection=kept) as connection:  # closing it gives `kept` back
                return connection.scalar(REVISION, {"slug": slug})
        except BaseException:
            kept.close()
            raise
        kept.close()
        return None if row is None else int(row[0])

    def close(self) -> None:
        """Close the store's connections (on PostgreSQL, of both its pools)."""
        if self._one_read.pool is not self.engine.pool:
            self._one_read.dispose()
        self.engine.dispose()


def open_store(url: str | None = None, clock: Clock = utc_now, connections: int = CONNECTIONS) -> SqlStore:
    """The store at ``url`` (default: the SQLite file taikai.db here), at the newest schema
    revision: a new database is created; one at an older revision is refused with what to run.
    ``connections``: how many it keeps open (as many as the units of work at once)."""
    engine = engine_for(url, connections)
    try:
        check_current(engine)
    except SQLAlchemyError as error:
        engine.dispose()
        raise failure(engine.url, error, "cannot_connect") from None
    except BaseException:
        engine.dispose()
        raise
    return SqlStore(engine, clock)


def initialise(url: str | None = None) -> tuple[str | None, str]:
    """``taikai init``: create or upgrade the database to the newest revision; the revisions
    before (None: it was new) and after."""
    engine = engine_for(url)
    try:
        return upgrade(engine)
    except SQLAlchemyError as error:
        raise failure(engine.url, error, "cannot_connect") from None
    finally:
        engine.dispose()


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
