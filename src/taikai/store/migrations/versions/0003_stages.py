"""Staged competitions (COMPETITIONS.md F): the kind ``staged`` is stored.

Teams and their rosters are the organizer's actions (``team``, ``roster``: docs/stages.md), a game's
stage, round and the team of each seat are kept with what was entered (its ``record``): the one
change to the tables is the kinds a competition may be.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02
"""

from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

BEFORE = "kind IN ('league', 'tournament', 'cup')"
AFTER = "kind IN ('league', 'tournament', 'cup', 'staged')"


def _kinds(condition: str) -> None:
    with op.batch_alter_table("competitions") as batch:
        batch.drop_constraint("ck_competitions_kind", type_="check")
        batch.create_check_constraint("ck_competitions_kind", condition)


def upgrade() -> None:
    _kinds(AFTER)


def downgrade() -> None:
    op.execute("DELETE FROM competitions WHERE kind = 'staged'")
    _kinds(BEFORE)
