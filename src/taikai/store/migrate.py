"""Schema revisions: where a database stands, bringing it to the newest, refusing it at another.

Alembic runs from code with the migrations shipped in the package (``taikai.store:migrations``);
there is no alembic.ini. A schema change runs in one transaction (:func:`schema_change`): on SQLite
with foreign keys off while tables are rebuilt and checked (``PRAGMA foreign_key_check``) before the
commit, on PostgreSQL under an advisory lock so that two processes do not upgrade at once.

A maintainer adds a revision after changing :mod:`taikai.store.models` with
``python -m taikai.store.migrations "what changed"`` (:func:`new_revision`; docs/storage.md).
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from sqlalchemy import Connection, Engine, inspect, text

from taikai.store.engine import DEFAULT_URL, DatabaseError, engine_for, shown, snapshot

# Alembic is imported when a schema changes or its revisions are read, not to open a database at the
# newest revision (:func:`check_current`): a third of the start-up of ``taikai standings``
if TYPE_CHECKING:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

__all__ = [
    "State",
    "alembic_config",
    "check_current",
    "current_revision",
    "head_revision",
    "revisions",
    "run_downgrade",
    "run_upgrade",
    "schema_change",
    "state",
    "upgrade",
]

SCRIPT_LOCATION = "taikai.store:migrations"
VERSION_TABLE = "alembic_version"
#: The revisions, one file each, named by the revision's number (:func:`new_revision`).
VERSIONS = Path(__file__).parent / "migrations" / "versions"
_LOCK = 0x7A1CA1  # PostgreSQL advisory lock key of taikai's schema changes

State = Literal["new", "current", "outdated", "newer", "foreign"]


def alembic_config(connection: Connection | None = None) -> Config:
    """Alembic's configuration for taikai's migrations, on ``connection`` (see migrations/env.py)."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", SCRIPT_LOCATION)
    config.attributes["connection"] = connection
    return config


def _scripts() -> ScriptDirectory:
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(alembic_config())


def revisions() -> list[str]:
    """Every revision, oldest first."""
    return [script.revision for script in reversed(list(_scripts().walk_revisions()))]


def head_revision() -> str:
    """The newest revision: what this taikai's models are. Read from the names of the revisions'
    files, without Alembic (:func:`new_revision` names each by its number; tests/store/
    test_database.py holds it to Alembic's head): opening a database checks it every time."""
    return max(path.name.partition("_")[0] for path in VERSIONS.glob("[0-9][0-9][0-9][0-9]_*.py"))


def current_revision(connection: Connection) -> str | None:
    """The revision the database is at (None: never migrated)."""
    from alembic.runtime.migration import MigrationContext

    return MigrationContext.configure(connection).get_current_revision()


def _at_newest(connection: Connection) -> bool:
    """The database is at the newest revision: its version table holds that revision alone (read
    as Alembic reads it, without importing Alembic)."""
    if not inspect(connection).has_table(VERSION_TABLE):
        return False
    held = connection.execute(text(f"SELECT version_num FROM {VERSION_TABLE}")).scalars().all()
    return held == [head_revision()]


def state(connection: Connection) -> tuple[State, str | None]:
    """Where the database stands, with its revision: ``new`` (no tables), ``current`` (the newest),
    ``outdated`` (an older revision), ``newer`` (one this taikai does not know), ``foreign``
    (tables, but no taikai revision)."""
    current = current_revision(connection)
    if current is None:
        tables = set(inspect(connection).get_table_names()) - {VERSION_TABLE}
        return ("foreign" if tables else "new"), None
    if current == head_revision():
        return "current", current
    return ("outdated" if current in revisions() else "newer"), current


@contextmanager
def schema_change(engine: Engine) -> Iterator[Connection]:
    """A connection in one transaction for changing the schema (committed when the block ends)."""
    with engine.connect() as connection:
        sqlite = connection.dialect.name == "sqlite"
        driver = connection.connection.driver_connection
        if sqlite:  # outside any transaction: SQLite ignores the pragma inside one
            driver.execute("PRAGMA foreign_keys = OFF")  # type: ignore[union-attr]
        try:
            with connection.begin():
                if not sqlite:
                    connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _LOCK})
                yield connection
                if sqlite:
                    broken = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                    if broken:
                        raise DatabaseError(
                            "database_failed",
                            url=shown(engine.url),
                            reason=f"{len(broken)} rows refer to missing rows (table {broken[0][0]})",
                        )
        finally:
            if sqlite:
                driver.execute("PRAGMA foreign_keys = ON")  # type: ignore[union-attr]


def run_upgrade(connection: Connection, target: str = "head") -> None:
    """Migrate the database on ``connection`` (inside the caller's transaction) to ``target``."""
    from alembic import command

    command.upgrade(alembic_config(connection), target)


def run_downgrade(connection: Connection, target: str) -> None:
    """Migrate the database on ``connection`` back to ``target`` (``base``: no taikai table)."""
    from alembic import command

    command.downgrade(alembic_config(connection), target)


def upgrade(engine: Engine) -> tuple[str | None, str]:
    """Create or upgrade the database to the newest revision; the revisions before and after.

    A database that is not taikai's, or at a revision this taikai does not know, is refused.
    """
    with schema_change(engine) as connection:
        where, before = state(connection)
        _refuse(engine, where, before)
        if where != "current":
            run_upgrade(connection)
    return before, head_revision()


def _refuse(engine: Engine, where: State, current: str | None) -> None:
    if where == "foreign":
        raise DatabaseError("not_taikai", url=shown(engine.url))
    if where == "newer":
        raise DatabaseError("database_newer", url=shown(engine.url), current=current)


def check_current(engine: Engine) -> None:
    """Make sure the database is at the newest revision: a new one (no tables: a SQLite file not
    there yet) is created; one at an older revision is refused with what to run."""
    with engine.connect().execution_options(**snapshot(engine)) as connection:
        if _at_newest(connection):  # the usual case, answered without Alembic
            return
        where, current = state(connection)
    _refuse(engine, where, current)
    if where == "new":
        upgrade(engine)
    elif where == "outdated":
        url = shown(engine.url)
        option = "" if engine.url.render_as_string(hide_password=False) == DEFAULT_URL else f" --db {url}"
        raise DatabaseError(
            "database_outdated", url=url, current=current, head=head_revision(), option=option
        )


def new_revision(message: str) -> Path:
    """A maintainer's step: write versions/NNNN_*.py with what the models have and the migrations
    lack (Alembic's autogenerate against a scratch SQLite database at the newest revision)."""
    from alembic import command

    number = f"{len(revisions()) + 1:04d}"
    with tempfile.TemporaryDirectory() as folder:
        engine = engine_for(f"sqlite:///{folder}/scratch.db")
        upgrade(engine)
        with engine.begin() as connection:
            script = command.revision(alembic_config(connection), message, autogenerate=True, rev_id=number)
        engine.dispose()
    assert script is not None and not isinstance(script, list)
    return Path(script.path)
