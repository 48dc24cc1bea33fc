"""Storage: SQLAlchemy models, Alembic migrations, the unit of work and backups (an adapter).

:func:`open_store` gives a :class:`SqlStore` (SQLite by default, PostgreSQL with a
``postgresql://`` URL) implementing the port of :mod:`taikai.services.unit_of_work`;
:func:`initialise` is ``taikai init``; :mod:`.backup` writes and restores portable backups.
Nothing connects at import. docs/storage.md describes the tables and the backup format.
"""

from taikai.store.engine import DEFAULT_URL, DatabaseError, database_url, engine_for
from taikai.store.unit_of_work import SqlStore, SqlUnitOfWork, initialise, open_store

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
