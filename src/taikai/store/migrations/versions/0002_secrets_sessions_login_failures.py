"""The web app's security: the database's secrets, staff sessions, failed logins.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def _time(name: str) -> sa.Column:
    return sa.Column(name, sa.DateTime(timezone=True), nullable=False)


def _text(name: str, length: int) -> sa.Column:
    return sa.Column(name, sa.String(length=length), nullable=False)


def _pk() -> sa.Column:
    return sa.Column("pk", sa.Integer(), nullable=False)


def upgrade() -> None:
    op.create_table(
        "secrets",
        _pk(),
        _text("name", 32),
        _text("value", 200),
        _time("created_at"),
        sa.PrimaryKeyConstraint("pk", name="pk_secrets"),
        sa.UniqueConstraint("name", name="uq_secrets_name"),
    )
    op.create_table(
        "staff_sessions",
        _pk(),
        _text("key_hash", 64),
        sa.Column("staff_pk", sa.Integer(), nullable=False),
        _time("created_at"),
        _time("expires_at"),
        sa.Column("replaced_hash", sa.String(length=64), nullable=True),
        sa.ForeignKeyConstraint(
            ["staff_pk"],
            ["staff_accounts.pk"],
            name="fk_staff_sessions_staff_pk_staff_accounts",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("pk", name="pk_staff_sessions"),
        sa.UniqueConstraint("key_hash", name="uq_staff_sessions_key_hash"),
        sa.UniqueConstraint("replaced_hash", name="uq_staff_sessions_replaced_hash"),
    )
    op.create_index("ix_staff_sessions_staff_pk", "staff_sessions", ["staff_pk"])
    op.create_index("ix_staff_sessions_created_at", "staff_sessions", ["created_at"])
    op.create_table(
        "login_failures",
        _pk(),
        _text("login", 200),
        _text("address", 200),
        _time("at"),
        sa.PrimaryKeyConstraint("pk", name="pk_login_failures"),
    )
    op.create_index("ix_login_failures_login_at", "login_failures", ["login", "at"])
    op.create_index("ix_login_failures_address_at", "login_failures", ["address", "at"])
    op.create_index("ix_login_failures_at", "login_failures", ["at"])


def downgrade() -> None:
    for table in ("login_failures", "staff_sessions", "secrets"):
        op.drop_table(table)
