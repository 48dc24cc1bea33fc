"""Storage: SQLAlchemy models, Alembic migrations, the unit of work and backups (an adapter).

:func:`open_store` gives a :class:`SqlStore` (SQLite by default, PostgreSQL with a
``postgresql://`` URL) implementing the port of :mod:`taikai.services.unit_of_work`;
:func:`initialise` is ``taikai init``; :mod:`.backup` writes and restores portable backups.
Nothing connects at import, and SQLAlchemy's ORM is imported with the first unit of work
(:mod:`taikai.store.sql`).
"""

from typing import Any

from taikai.store.engine import DEFAULT_URL, DatabaseError, database_url, engine_for
from taikai.store.sql import SqlStore, initialise, open_store

__all__ = [
    "DEFAULT_URL",
    "DatabaseError",
    "SqlStore",
    "SqlUnitOfWork",
    "database_url",
    "engine_for",
    "initialise",
    "open_store",
]


def __getattr__(name: str) -> Any:
    if name == "SqlUnitOfWork":  # the ORM's: imported when asked for
        from taikai.store.unit_of_work import SqlUnitOfWork

        return SqlUnitOfWork
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
