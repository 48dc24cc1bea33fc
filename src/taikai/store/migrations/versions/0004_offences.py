"""Offences found in stored games' play, proposed to staff (issue 21, item 4).

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "offences",
        sa.Column("pk", sa.Integer(), nullable=False),
        sa.Column("game_pk", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("offence", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("note", sa.String(length=1000), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("status IN ('proposed', 'applied', 'dismissed')", name="ck_offences_status"),
        sa.ForeignKeyConstraint(
            ["game_pk"], ["games.pk"], name="fk_offences_game_pk_games", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("pk", name="pk_offences"),
        sa.UniqueConstraint("game_pk", "number", name="uq_offences_game_pk_number"),
    )


def downgrade() -> None:
    op.drop_table("offences")
