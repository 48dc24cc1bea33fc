"""Database URLs and engines: SQLite by default, PostgreSQL through psycopg 3.

- :func:`database_url` reads the ``--db`` value (the command line reads ``TAIKAI_DATABASE_URL``
  into it): none means the SQLite file ``taikai.db`` in the current folder; ``postgresql://`` and
  ``postgres://`` select the psycopg 3 driver (``postgresql+psycopg://``).
- :func:`engine_for` makes the engine: every JSON column is written and read by
  :mod:`taikai.contracts.jsonio` (exact pt); on SQLite every connection gets foreign keys on, WAL,
  a busy timeout, and transactions taikai begins itself (``BEGIN IMMEDIATE`` for a unit of work,
  so two writers queue instead of failing half way; a plain ``BEGIN`` for a read-only snapshot).

Nothing connects at import; an engine connects when first used.

>>> database_url(None)
'sqlite:///taikai.db'
>>> database_url("postgresql://aki@db.example/league")
'postgresql+psycopg://aki@db.example/league'
>>> database_url("league.db")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
taikai.store.engine.DatabaseError: 'league.db' is not a database URL: write sqlite:///league.db for ...
"""

from __future__ import annotations

import os
from typing import Any, ClassVar

from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError, SQLAlchemyError

from taikai.contracts.jsonio import dumps, loads
from taikai.services.unit_of_work import StoreError

__all__ = [
    "CONNECTIONS",
    "DEFAULT_URL",
    "DatabaseError",
    "autocommit_engine",
    "database_url",
    "engine_for",
    "failure",
    "once_more",
    "reason",
    "shown",
    "snapshot",
]

DEFAULT_URL = "sqlite:///taikai.db"
BUSY_TIMEOUT_MS = 30_000  # a second writer waits this long for the first to commit
#: The URL schemes taikai takes, and the driver each selects.
_DRIVERS = {
    "sqlite": "sqlite",
    "sqlite+pysqlite": "sqlite+pysqlite",
    "postgresql": "postgresql+psycopg",
    "postgres": "postgresql+psycopg",
    "postgresql+psycopg": "postgresql+psycopg",
}


class DatabaseError(StoreError):
    """A database taikai cannot use: a bad URL, no connection, a schema at another revision."""

    code = "database_error"
    CODES: ClassVar[tuple[str, ...]] = (
        "bad_url",
        "unsupported_url",
        "cannot_connect",
        "database_outdated",
        "database_newer",
        "not_taikai",
        "database_failed",
    )


def database_url(value: str | None) -> str:
    """The SQLAlchemy URL to use: ``value`` (the ``--db`` option), or the default SQLite file."""
    text = (value or DEFAULT_URL).strip()
    if "://" not in text:
        raise DatabaseError("bad_url", url=text)
    try:
        url = make_url(text)
    except ArgumentError:
        raise DatabaseError("bad_url", url=text) from None
    if url.drivername not in _DRIVERS:
        raise DatabaseError("unsupported_url", url=shown(url))
    return url.set(drivername=_DRIVERS[url.drivername]).render_as_string(hide_password=False)


def shown(url: str | URL) -> str:
    """A URL as messages show it (no password)."""
    return make_url(url).render_as_string(hide_password=True)


def reason(error: SQLAlchemyError) -> str:
    """What the database said, in one line (the driver's first line, without SQLAlchemy's notes)."""
    lines = str(getattr(error, "orig", None) or error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


def failure(url: str | URL, error: SQLAlchemyError, code: str = "database_failed") -> DatabaseError:
    """A database's failure as one clear line: never a traceback, never a password."""
    return DatabaseError(code, url=shown(url), reason=reason(error))


#: Connections an engine keeps open, unless told: SQLAlchemy's five were fewer than the web server's
#: eight threads (``taikai serve --threads``), and a connection beyond those kept is opened for one
#: use and closed (PostgreSQL starts a process for each; SQLite's are set up with three PRAGMAs).
CONNECTIONS = 8


def engine_for(url: str | None, connections: int = CONNECTIONS) -> Engine:
    """An engine for ``url`` (see :func:`database_url`), set up for taikai's transactions, keeping
    ``connections`` open (as many as the requests a process works on at once)."""
    text = database_url(url)
    try:
        parsed = make_url(text)
        if parsed.get_backend_name() != "sqlite":
            return _postgresql(parsed, connections, overflow=connections, pool_pre_ping=True)
        in_memory = parsed.database in (None, "", ":memory:") or parsed.query.get("mode") == "memory"
        engine = create_engine(
            text,
            json_serializer=dumps,
            json_deserializer=loads,
            connect_args={"timeout": BUSY_TIMEOUT_MS / 1000},
            # a database in memory lives in one connection per thread (SQLAlchemy's pool for it)
            **({} if in_memory else {"pool_size": connections, "max_overflow": connections}),
        )
    except (ArgumentError, NoSuchModuleError) as error:
        raise failure(text, error, "cannot_connect") from None
    _sqlite_setup(engine)
    return engine


def autocommit_engine(engine: Engine) -> Engine:
    """For a PostgreSQL ``engine``, the engine of reads of one statement, which need no transaction
    (a competition's revision, asked on every page request): a pool of its own, one larger than
    ``engine``'s, of connections in autocommit (no BEGIN, no COMMIT) that are not pinged before each
    use; a statement on a connection the server dropped is run once more (:func:`once_more`).
    Pinging, beginning and committing were three of the four round trips of a page."""
    return _postgresql(
        engine.url,
        # each request thread reads one statement at a time, and so does the web server's event loop
        engine.pool.size() + 1,
        overflow=0,
        isolation_level="AUTOCOMMIT",
        pool_reset_on_return=None,  # nothing is begun, so nothing to roll back
    )


#: Seconds a PostgreSQL server has to accept a connection (libpq's ``connect_timeout``), unless the
#: URL or PGCONNECT_TIMEOUT says: a server that does not answer is an error within seconds (a time
#: for each of its addresses), not after the system's TCP retries of minutes. (It bounds connecting,
#: not a statement on a connection whose server has stopped answering.)
CONNECT_TIMEOUT = 10


def _postgresql(url: URL, connections: int, overflow: int, **options: Any) -> Engine:
    told = "connect_timeout" in url.query or "PGCONNECT_TIMEOUT" in os.environ
    timeout = {} if told else {"connect_timeout": CONNECT_TIMEOUT}
    return create_engine(
        url,
        json_serializer=dumps,
        json_deserializer=loads,
        pool_size=connections,
        max_overflow=overflow,
        # no server-side prepared statements: psycopg prepares a query run five times, and
        # PostgreSQL then keeps the plan it made for the tables as they were (a game's key looked up
        # by scanning every game added in the same unit of work: an import of 9,000 games took 58 s
        # instead of 42 s, and 100,000 hours); a plan for each query costs tens of microseconds, and
        # works behind PgBouncer's transaction pooling too
        connect_args={"prepare_threshold": None, **timeout},
        **options,
    )


def once_more(error: SQLAlchemyError) -> bool:
    """Whether a read that failed with ``error`` is worth running once more: its connection was
    dropped by the database (restarted, or closed idle ones), and SQLAlchemy has let it go."""
    return isinstance(error, DBAPIError) and error.connection_invalidated


def snapshot(engine: Engine) -> dict[str, Any]:
    """Execution options of a read-only transaction that sees the database at one moment: on SQLite
    a deferred ``BEGIN`` (WAL gives it a snapshot at its first read, while a writer goes on), on
    PostgreSQL ``REPEATABLE READ, READ ONLY``."""
    if engine.dialect.name == "sqlite":
        return {"taikai_snapshot": True}
    return {"isolation_level": "REPEATABLE READ", "postgresql_readonly": True}


def _sqlite_setup(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # the driver begins nothing: "begin" below does
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection: Connection) -> None:
        snapshot = connection.get_execution_options().get("taikai_snapshot", False)
        connection.exec_driver_sql("BEGIN" if snapshot else "BEGIN IMMEDIATE")
