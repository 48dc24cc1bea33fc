"""`taikai init`, `taikai db backup FILE`, `taikai db restore FILE`: the database itself.

Each prints one plain line (never wrapped: a path stays whole) or one error line.

Also what every command over the database shares (docs/contracts.md section 7): the ``--db`` option
(:data:`DbOption`, read from ``TAIKAI_DATABASE_URL`` when not given), :func:`open_database` (the
store at the newest schema revision, or one clear line and exit status 1) and :func:`actor` (who
the audit log says acted).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from taikai.cli.common import Lang, fail_error
from taikai.cli.stored import DbOption, actor
from taikai.errors import TaikaiError
from taikai.store import SqlStore, engine_for, initialise, open_store
from taikai.store.backup import read_backup, restore, write_backup
from taikai.store.engine import CONNECTIONS, database_url, shown

__all__ = ["DbOption", "actor", "open_database", "register"]


def open_database(db: str | None, connections: int = CONNECTIONS) -> SqlStore:
    """The store for a command's ``--db`` (keeping ``connections`` open); a database that cannot be
    used ends the command with why (and what to run, for one at an older schema revision)."""
    try:
        return open_store(db, connections=connections)
    except TaikaiError as error:
        fail_error(error)


def _rows(counts: dict[str, int]) -> str:
    listed = ", ".join(f"{table} {count}" for table, count in counts.items() if count)
    return f"{sum(counts.values())} rows" + (f" ({listed})" if listed else "")


def init(db: DbOption = None, lang_: Lang = None) -> None:
    """Create the database, or upgrade it to this taikai's newest schema revision.

    Example: taikai init --db postgresql://aki@localhost/league
    """
    try:
        where = shown(database_url(db))
        before, after = initialise(db)
    except TaikaiError as error:
        fail_error(error)
    if before is None:
        typer.echo(f"created {where} at schema revision {after}")
    elif before != after:
        typer.echo(f"upgraded {where} from schema revision {before} to {after}")
    else:
        typer.echo(f"{where} is at schema revision {after}, the newest: nothing to do")


def backup(
    file: Annotated[Path, typer.Argument(help="The backup to write (JSON; gzipped when it ends in .gz).")],
    db: DbOption = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite FILE if it exists.")] = False,
    lang_: Lang = None,
) -> None:
    """Write every table of the database to FILE, as the database is at one moment.

    The same JSON comes from SQLite and PostgreSQL, and restores into either (docs/storage.md).

    Example: taikai db backup season-2025-03.json.gz
    """
    try:
        engine = engine_for(db)
        try:
            counts = write_backup(engine, file, force=force)
        finally:
            engine.dispose()
    except TaikaiError as error:
        fail_error(error)
    typer.echo(f"wrote {file}: {_rows(counts)}")


def restore_command(
    file: Annotated[Path, typer.Argument(help="A backup written by `taikai db backup` (JSON, or gzipped).")],
    db: DbOption = None,
    replace: Annotated[
        bool, typer.Option("--replace", help="Replace everything in a database that is not empty.")
    ] = False,
    lang_: Lang = None,
) -> None:
    """Load a backup into an empty or new database, or replace everything in it with --replace.

    All or nothing; a backup of an older schema revision is brought to the newest.

    Example: taikai db restore season-2025-03.json.gz --db sqlite:///copy.db
    """
    try:
        backup_data = read_backup(file)
        engine = engine_for(db)
        try:
            counts = restore(engine, backup_data, path=str(file), replace=replace, actor=actor())
        finally:
            engine.dispose()
    except TaikaiError as error:
        fail_error(error)
    typer.echo(f"restored {file} into {shown(engine.url)}: {_rows(counts)}")


def register(app: typer.Typer) -> None:
    """Add ``taikai init`` and ``taikai db backup|restore`` to the main app."""
    app.command("init")(init)
    db_app = typer.Typer(help="Back up and restore the database.", no_args_is_help=True)
    db_app.command("backup")(backup)
    db_app.command("restore")(restore_command)
    app.add_typer(db_app, name="db")
