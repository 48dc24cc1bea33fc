"""Portable backups: every table of a database as one JSON document, with its schema revision.

The same document comes out of SQLite and PostgreSQL, and goes into either (docs/storage.md gives
the format)::

    {"format": "taikai-backup", "version": 1, "revision": "0001", "taikai": "0.1.0",
     "created_at": "2025-03-31T12:00:00+00:00",
     "tables": {"competitions": {"columns": ["pk", "slug", ...], "rows": [[1, "spring", ...]]}, ...}}

Rows are lists in the order of ``columns``; times are ISO 8601 in UTC; JSON columns are JSON
values (pt exact). The standings cache is left out (it is rebuilt from the games), as is Alembic's
own table (``revision`` says where the schema was).

- :func:`dump` reads every table in one transaction (a snapshot: a backup taken while someone
  writes is the database at one moment). A database at an older revision can be backed up too:
  that is when a backup matters most, before ``taikai init`` upgrades it.
- :func:`restore` loads a backup into an empty or new database, or replaces everything with
  ``replace=True``, in one transaction: the schema is built at the backup's revision, the rows
  go in, then the migrations bring it to the newest revision (an older backup is migrated forward
  as a database would be). Anything wrong and the database is left as it was.
"""

from __future__ import annotations

import gzip
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any, ClassVar

from sqlalchemy import JSON, Connection, DateTime, Engine, MetaData, Table, func, insert, select, text
from sqlalchemy.exc import SQLAlchemyError

from taikai import __version__
from taikai.contracts.files import DEFAULT_LIMIT, read_bytes
from taikai.contracts.jsonio import dumps_bytes, loads
from taikai.reasons import Reason
from taikai.services.unit_of_work import Clock, StoreError, utc_now
from taikai.store.engine import DatabaseError, failure, reason, shown, snapshot
from taikai.store.migrate import VERSION_TABLE, revisions, run_downgrade, run_upgrade, schema_change, state
from taikai.store.models import AuditRow, UtcDateTime

__all__ = ["FORMAT", "VERSION", "BackupError", "dump", "read_backup", "restore", "write_backup"]

FORMAT = "taikai-backup"
VERSION = 1
LEFT_OUT = {VERSION_TABLE, "standings_cache", "staff_sessions", "login_failures"}  # derived or passing
LIMIT = 8 * DEFAULT_LIMIT  # 2 GiB: a backup may be larger than any input file


class BackupError(StoreError):
    """A backup that cannot be written or restored; the database is left as it was."""

    code = "backup_error"
    CODES: ClassVar[tuple[str, ...]] = (
        "backup_exists",
        "cannot_write",
        "not_a_backup",
        "backup_version",
        "backup_newer",
        "backup_table",
        "database_not_empty",
        "restore_refused",
        "nothing_to_back_up",
    )
    #: The words a backup's problems are made of (not codes of their own: ``reason`` and ``problem``).
    PARTS: ClassVar[tuple[str, ...]] = (
        "backup_no_format",
        "backup_no_revision",
        "backup_no_tables",
        "table_shape",
        "table_columns",
        "table_rows",
        "table_unknown",
        "table_missing",
        "table_columns_differ",
    )


# --------------------------------------------------------------------------- reading the tables


@contextmanager
def _snapshot(engine: Engine) -> Iterator[Connection]:
    """One read-only transaction that sees the database at one moment."""
    with engine.connect().execution_options(**snapshot(engine)) as connection, connection.begin():
        yield connection


def _tables(connection: Connection) -> MetaData:
    """The tables as the database has them (any revision), with taikai's column types: times in
    UTC, JSON through jsonio with None as SQL NULL."""
    metadata = MetaData()
    metadata.reflect(connection)
    for table in metadata.tables.values():
        for column in table.columns:
            if isinstance(column.type, DateTime):
                column.type = UtcDateTime()
            elif isinstance(column.type, JSON):
                column.type = JSON(none_as_null=True)
    return metadata


def _backed_up(metadata: MetaData) -> list[Table]:
    return [table for table in metadata.sorted_tables if table.name not in LEFT_OUT]


def _plain(value: Any) -> Any:
    return value.isoformat() if isinstance(value, datetime) else value


def dump(engine: Engine, clock: Clock = utc_now) -> dict[str, Any]:
    """Every table of the database (see the module docstring), read in one transaction."""
    if engine.dialect.name == "sqlite" and engine.url.database and not Path(engine.url.database).exists():
        raise BackupError("nothing_to_back_up", url=shown(engine.url))  # connecting would make the file
    try:
        with _snapshot(engine) as connection:
            where, revision = state(connection)
            if where == "new":
                raise BackupError("nothing_to_back_up", url=shown(engine.url))
            if where == "foreign":
                raise DatabaseError("not_taikai", url=shown(engine.url))
            tables: dict[str, Any] = {}
            for table in _backed_up(_tables(connection)):
                rows = connection.execute(select(table).order_by(*table.primary_key.columns))
                tables[str(table.name)] = {  # reflected names are str subclasses: plain text here
                    "columns": [str(column.name) for column in table.columns],
                    "rows": [[_plain(value) for value in row] for row in rows],
                }
    except SQLAlchemyError as error:
        raise failure(engine.url, error) from None
    return {
        "format": FORMAT,
        "version": VERSION,
        "revision": revision,
        "taikai": __version__,
        "created_at": clock().isoformat(),
        "tables": tables,
    }


def write_backup(
    engine: Engine, path: str | Path, *, force: bool = False, clock: Clock = utc_now
) -> dict[str, int]:
    """Write :func:`dump` to ``path`` (gzipped when it ends in ``.gz``), atomically; the rows per
    table. An existing file is kept unless ``force``."""
    path = Path(path)
    if path.exists() and not force:
        raise BackupError("backup_exists", path=str(path))
    backup = dump(engine, clock)
    data = dumps_bytes(backup)
    if path.name.endswith(".gz"):
        data = gzip.compress(data, mtime=0)
    scratch = None
    try:  # a file of its own (readable by its owner only: it holds password hashes), then renamed
        handle, scratch = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(scratch, path)
    except OSError as error:
        if scratch is not None and os.path.exists(scratch):
            os.unlink(scratch)
        raise BackupError(
            "cannot_write", path=str(path), reason=(error.strerror or str(error)).lower()
        ) from None
    return {name: len(table["rows"]) for name, table in backup["tables"].items()}


# --------------------------------------------------------------------------- restoring


def read_backup(path: str | Path) -> dict[str, Any]:
    """A backup file (gzipped or not), checked for its shape: format, version, revision, tables."""
    where = str(path)
    backup = loads(read_bytes(path, LIMIT), where)
    if not isinstance(backup, dict) or backup.get("format") != FORMAT:
        raise BackupError("not_a_backup", path=where, reason=Reason.of("backup_no_format", format=FORMAT))
    if backup.get("version") != VERSION:
        raise BackupError("backup_version", path=where, version=backup.get("version"))
    revision = backup.get("revision")
    if not isinstance(revision, str):
        raise BackupError("not_a_backup", path=where, reason=Reason("backup_no_revision"))
    if revision not in revisions():
        raise BackupError("backup_newer", path=where, revision=revision)
    tables = backup.get("tables")
    if not isinstance(tables, dict):
        raise BackupError("not_a_backup", path=where, reason=Reason("backup_no_tables"))
    for name, table in tables.items():
        if not isinstance(table, dict) or set(table) != {"columns", "rows"}:
            raise BackupError("backup_table", path=where, table=name, problem=Reason("table_shape"))
        columns, rows = table["columns"], table["rows"]
        if not isinstance(columns, list) or not all(isinstance(c, str) for c in columns):
            raise BackupError("backup_table", path=where, table=name, problem=Reason("table_columns"))
        if not isinstance(rows, list) or not all(
            isinstance(r, list) and len(r) == len(columns) for r in rows
        ):
            problem = Reason.of("table_rows", count=len(columns))
            raise BackupError("backup_table", path=where, table=name, problem=problem)
    return backup


def _row_count(connection: Connection, metadata: MetaData) -> int:
    return sum(
        connection.scalar(select(func.count()).select_from(table)) or 0
        for table in metadata.tables.values()
        if table.name != VERSION_TABLE
    )


def _value(table: Table, name: str, value: Any) -> Any:
    if isinstance(table.columns[name].type, UtcDateTime) and isinstance(value, str):
        moment = datetime.fromisoformat(value)
        if moment.utcoffset() is None:
            raise ValueError(f"table {table.name!r}, column {name!r}: the time {value!r} has no time zone")
        return moment
    return value


def _load(connection: Connection, metadata: MetaData, backup: dict[str, Any], path: str) -> dict[str, int]:
    tables = backup["tables"]
    known = {table.name: table for table in _backed_up(metadata)}
    for name in tables:
        if name not in known:
            problem = Reason.of("table_unknown", revision=backup["revision"])
            raise BackupError("backup_table", path=path, table=name, problem=problem)
    counts: dict[str, int] = {}
    for name, table in known.items():
        if name not in tables:
            raise BackupError("backup_table", path=path, table=name, problem=Reason("table_missing"))
        columns = tables[name]["columns"]
        if sorted(columns) != sorted(c.name for c in table.columns):
            problem = Reason.of("table_columns_differ", columns=str(columns))
            raise BackupError("backup_table", path=path, table=name, problem=problem)
        rows = [
            {c: _value(table, c, v) for c, v in zip(columns, row, strict=True)}
            for row in tables[name]["rows"]
        ]
        if rows:
            connection.execute(insert(table), rows)
        counts[name] = len(rows)
    if connection.dialect.name == "postgresql":
        _restart_sequences(connection, metadata)
    return counts


def _restart_sequences(connection: Connection, metadata: MetaData) -> None:
    """PostgreSQL: serial keys go on after the restored ones (the rows came in with their keys)."""
    quote = connection.dialect.identifier_preparer.quote
    for table in _backed_up(metadata):
        if len(table.primary_key.columns) == 1:
            (column,) = table.primary_key.columns
            connection.execute(
                text(
                    "SELECT setval(pg_get_serial_sequence(:table, :column), "
                    f"COALESCE(MAX({quote(column.name)}), 0) + 1, false) FROM {quote(table.name)}"
                ),
                {"table": table.name, "column": column.name},
            )


def restore(
    engine: Engine,
    backup: dict[str, Any],
    *,
    path: str = "the backup",
    replace: bool = False,
    actor: str = "taikai",
    clock: Clock = utc_now,
) -> dict[str, int]:
    """Load ``backup`` (:func:`read_backup`) into the database; the rows per table. The database must
    be new or empty unless ``replace``; the audit log gains one ``restore`` entry by ``actor``."""
    url = shown(engine.url)
    try:
        with schema_change(engine) as connection:
            where, current = state(connection)
            if where == "foreign":
                raise DatabaseError("not_taikai", url=url)
            if where == "newer":
                raise DatabaseError("database_newer", url=url, current=current)
            existing = MetaData()
            existing.reflect(connection)
            rows = _row_count(connection, existing)
            if rows and not replace:
                raise BackupError("database_not_empty", url=url, rows=rows)
            run_downgrade(connection, "base")  # taikai's tables go, as its migrations made them
            run_upgrade(connection, backup["revision"])
            counts = _load(connection, _tables(connection), backup, path)
            run_upgrade(connection)
            connection.execute(
                insert(AuditRow),
                {
                    "at": clock(),
                    "actor": actor,
                    "competition": None,
                    "entity": "database",
                    "entity_id": Path(path).name,
                    "action": "restore",
                    "old": None,
                    "new": {"backup": Path(path).name, "revision": backup["revision"], "rows": counts},
                    "reason": "replaced from a backup" if rows else "restored from a backup",
                },
            )
    except SQLAlchemyError as error:
        raise BackupError("restore_refused", path=path, url=url, reason=reason(error)) from None
    except ValueError as error:
        if isinstance(error, StoreError):
            raise
        raise BackupError("restore_refused", path=path, url=url, reason=str(error)) from None
    return counts
