"""The SQL store, opened without SQLAlchemy's ORM: :func:`open_store`, :func:`initialise`, and the
reads of one statement a reader of kept standings asks (:meth:`SqlStore.revision`,
:meth:`SqlStore.kept_standings`). Its units of work (:mod:`taikai.store.unit_of_work`: the ORM
session, the models, the repositories) are imported when the first one is opened: ``taikai
standings SLUG`` served from the standings cache imports none of them.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from sqlalchemy import JSON, Connection, Engine, Executable, text
from sqlalchemy.exc import SQLAlchemyError

from taikai.services.unit_of_work import Clock, utc_now
from taikai.services.values import CompetitionSummary
from taikai.store.engine import CONNECTIONS, autocommit_engine, engine_for, failure, once_more, snapshot
from taikai.store.migrate import check_current, upgrade

if TYPE_CHECKING:
    from sqlalchemy.orm import Session, sessionmaker

    from taikai.services.values import Data
    from taikai.store.unit_of_work import SqlUnitOfWork

__all__ = ["KEPT_STANDINGS", "SUMMARIES", "SqlStore", "initialise", "open_store"]

#: The standings kept for a competition (``:slug``) by one version of the builder (``:version``) at
#: the competition's current revision, in one statement (one moment of the database). The tables
#: and columns are the models' (:class:`taikai.store.models.StandingsRow`, ``CompetitionRow``),
#: named here so that the read imports no ORM; tests/store/test_port.py holds it to the cache
#: read in a unit of work.
KEPT_STANDINGS = text(
    "SELECT standings_cache.data FROM standings_cache"
    " JOIN competitions ON competitions.pk = standings_cache.competition_pk"
    " WHERE competitions.slug = :slug AND standings_cache.version = :version"
    " AND standings_cache.revision = competitions.revision"
).columns(data=JSON(none_as_null=True))


#: Every competition's summary (the columns of :class:`~taikai.services.values.CompetitionSummary`), in
#: the order they were created, in one statement: named here so that the read imports no ORM
#: (tests/store/test_summaries.py holds it to the repository's ``summaries``).
SUMMARIES = text("SELECT slug, kind, name, format_name, rules_name FROM competitions ORDER BY pk")


class SqlStore:
    """Units of work over ``engine`` (:class:`taikai.services.unit_of_work.Store`); use
    :func:`open_store`, which checks the schema first."""

    def __init__(self, engine: Engine, clock: Clock = utc_now) -> None:
        self.engine = engine
        self.clock = clock
        self._snapshots = engine.execution_options(**snapshot(engine))
        # reads of one statement: on SQLite (in the process) a snapshot as any reader's
        self._one_read = self._snapshots if engine.dialect.name == "sqlite" else autocommit_engine(engine)

    def unit_of_work(
        self, actor: str, reason: str | None = None, *, read_only: bool = False
    ) -> SqlUnitOfWork:
        from taikai.store.unit_of_work import SqlUnitOfWork  # the ORM, on first use

        return SqlUnitOfWork(self, actor, reason, read_only=read_only)

    @cached_property
    def _sessions(self) -> tuple[sessionmaker[Session], sessionmaker[Session]]:
        """The sessions of units of work that write, and of read-only ones (made on first use)."""
        from sqlalchemy.orm import sessionmaker

        return (
            sessionmaker(self.engine, expire_on_commit=False),
            sessionmaker(self._snapshots, expire_on_commit=False),
        )

    def session(self, read_only: bool = False) -> Session:
        return self._sessions[read_only]()

    def kept_standings(self, slug: str, version: str) -> Data | None:
        """The standings kept for the competition at its current revision by ``version`` of the
        builder (:data:`KEPT_STANDINGS`, one statement on a connection of :meth:`revision`'s, no
        unit of work: no ORM), or None (none kept at this revision, or no such competition)."""
        try:
            try:
                return self._read_kept(slug, version)
            except SQLAlchemyError as error:
                if not once_more(error):
                    raise
                return self._read_kept(slug, version)  # on a new connection
        except SQLAlchemyError as error:
            raise failure(self.engine.url, error) from None

    def _read_kept(self, slug: str, version: str) -> Data | None:
        with self._one_read.connect() as connection:
            data: Data | None = connection.scalar(KEPT_STANDINGS, {"slug": slug, "version": version})
            return data

    def summaries(self) -> list[CompetitionSummary]:
        """Every competition's summary (:data:`SUMMARIES`, one statement on a connection of
        :meth:`revision`'s, no unit of work: no ORM), in the order they were created."""
        try:
            try:
                return self._read_summaries()
            except SQLAlchemyError as error:
                if not once_more(error):
                    raise
                return self._read_summaries()  # on a new connection
        except SQLAlchemyError as error:
            raise failure(self.engine.url, error) from None

    def _read_summaries(self) -> list[CompetitionSummary]:
        with self._one_read.connect() as connection:
            return [CompetitionSummary(*row) for row in connection.execute(SUMMARIES)]

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
    def _revision_statement(self) -> tuple[Executable, str, bool]:
        """:data:`taikai.store.repositories.REVISION`, and as the driver reads it (its text, and
        whether it takes its parameter by position), compiled on first use: opening a store
        imports and configures no ORM mapping."""
        from taikai.store.repositories import REVISION

        compiled = REVISION.compile(dialect=self.engine.dialect)
        return REVISION, str(compiled), compiled.positional

    def _read_revision(self, slug: str) -> int | None:
        """The statement on a kept connection, through the driver's own cursor: SQLAlchemy's
        connection, its events and its statement cache cost eight times the statement itself, and
        every request of the web app reads it (on SQLite the connection is in autocommit, as on
        PostgreSQL: one statement sees the database at one moment). A failure is met again through
        SQLAlchemy on the same connection, which says what it is (a dropped connection let go); a
        connection that cannot be made is made again by SQLAlchemy, which says why."""
        statement, sql, positional = self._revision_statement
        failed = self._one_read.dialect.loaded_dbapi.Error
        try:
            kept = self._one_read.raw_connection()
        except failed:  # the driver's own error: SQLAlchemy's connect() wraps it as a DBAPIError
            with self._one_read.connect() as connection:
                return connection.scalar(statement, {"slug": slug})
        try:
            cursor = kept.cursor()
            try:
                cursor.execute(sql, (slug,) if positional else {"slug": slug})
                row = cursor.fetchone()
            finally:
                cursor.close()
        except failed:
            with Connection(self._one_read, connection=kept) as connection:  # closing it gives `kept` back
                return connection.scalar(statement, {"slug": slug})
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
