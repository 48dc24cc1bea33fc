"""Alembic's environment: taikai passes the connection (:func:`taikai.store.migrate.alembic_config`).

Migrations run inside the caller's transaction (on SQLite with foreign keys off, checked before
commit), so an upgrade that fails leaves the database as it was. SQLite alters tables in batch mode
(a copy of the table), the only way it can.
"""

from typing import Any

from alembic import context

from taikai.store.models import Base, UtcDateTime


def _render(kind: str, value: Any, autogen: Any) -> str | bool:
    """Write taikai's column types as plain SQLAlchemy types: a revision never imports the models."""
    if kind == "type" and isinstance(value, UtcDateTime):
        return "sa.DateTime(timezone=True)"
    return False


connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("taikai's migrations run from code: use `taikai init`, not the alembic command")
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=True,
    compare_type=True,
    compare_server_default=True,
    render_item=_render,
)
with context.begin_transaction():
    context.run_migrations()
