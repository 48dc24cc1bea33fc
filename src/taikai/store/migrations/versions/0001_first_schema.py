"""The first schema: competitions, players and their accounts, games and their seats, organizer
actions, staff accounts, the audit log and the standings cache.

Revision ID: 0001
Revises:
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def _time(name: str) -> sa.Column:
    return sa.Column(name, sa.DateTime(timezone=True), nullable=False)


def _json(name: str, nullable: bool = False) -> sa.Column:
    return sa.Column(name, sa.JSON(none_as_null=True), nullable=nullable)


def _text(name: str, length: int, nullable: bool = False) -> sa.Column:
    return sa.Column(name, sa.String(length=length), nullable=nullable)


def _pk() -> sa.Column:
    return sa.Column("pk", sa.Integer(), nullable=False)


def _competition_fk(table: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        ["competition_pk"],
        ["competitions.pk"],
        name=f"fk_{table}_competition_pk_competitions",
        ondelete="CASCADE",
    )


def upgrade() -> None:
    op.create_table(
        "audit_log",
        _pk(),
        _time("at"),
        _text("actor", 200),
        _text("competition", 64, nullable=True),
        _text("entity", 32),
        _text("entity_id", 200),
        _text("action", 32),
        _json("old", nullable=True),
        _json("new", nullable=True),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.CheckConstraint("action IN ('create', 'update', 'delete', 'restore')", name="ck_audit_log_action"),
        sa.PrimaryKeyConstraint("pk", name="pk_audit_log"),
    )
    op.create_index("ix_audit_log_competition_pk", "audit_log", ["competition", "pk"])
    op.create_table(
        "competitions",
        _pk(),
        _text("slug", 64),
        _text("kind", 32),
        _text("name", 200),
        _text("format_name", 200),
        _json("format"),
        _text("rules_name", 200),
        _json("rules"),
        sa.Column("revision", sa.Integer(), nullable=False),
        _time("created_at"),
        _time("updated_at"),
        sa.CheckConstraint("kind IN ('league', 'tournament', 'cup')", name="ck_competitions_kind"),
        sa.PrimaryKeyConstraint("pk", name="pk_competitions"),
        sa.UniqueConstraint("slug", name="uq_competitions_slug"),
    )
    op.create_table(
        "staff_accounts",
        _pk(),
        _text("login", 200),
        _text("password_hash", 200),
        _text("role", 32),
        sa.Column("active", sa.Boolean(), nullable=False),
        _time("created_at"),
        _time("updated_at"),
        sa.CheckConstraint("role IN ('organizer', 'staff')", name="ck_staff_accounts_role"),
        sa.PrimaryKeyConstraint("pk", name="pk_staff_accounts"),
        sa.UniqueConstraint("login", name="uq_staff_accounts_login"),
    )
    op.create_table(
        "actions",
        _pk(),
        sa.Column("competition_pk", sa.Integer(), nullable=False),
        _text("kind", 32),
        _json("data"),
        _time("at"),
        _text("actor", 200),
        sa.Column("reason", sa.Text(), nullable=True),
        _competition_fk("actions"),
        sa.PrimaryKeyConstraint("pk", name="pk_actions"),
    )
    op.create_index("ix_actions_competition_pk", "actions", ["competition_pk"])
    op.create_table(
        "games",
        _pk(),
        sa.Column("competition_pk", sa.Integer(), nullable=False),
        _text("id", 64),
        _time("played_at"),
        _text("source", 32),
        _text("platform", 32, nullable=True),
        _text("platform_id", 200, nullable=True),
        _json("record"),
        _json("result", nullable=True),
        _text("key", 200, nullable=True),
        _text("content_hash", 64),
        sa.Column("round", sa.Integer(), nullable=True),
        sa.Column("table", sa.Integer(), nullable=True),
        _time("created_at"),
        _time("updated_at"),
        sa.CheckConstraint("(platform IS NULL) = (platform_id IS NULL)", name="ck_games_platform_id"),
        sa.CheckConstraint('(round IS NULL) = ("table" IS NULL)', name="ck_games_round_table"),
        _competition_fk("games"),
        sa.PrimaryKeyConstraint("pk", name="pk_games"),
        sa.UniqueConstraint("competition_pk", "id", name="uq_games_competition_pk_id"),
        sa.UniqueConstraint("competition_pk", "key", name="uq_games_competition_pk_key"),
        sa.UniqueConstraint(
            "competition_pk", "platform", "platform_id", name="uq_games_competition_pk_platform_platform_id"
        ),
        sa.UniqueConstraint("competition_pk", "round", "table", name="uq_games_competition_pk_round_table"),
    )
    op.create_index("ix_games_competition_pk_content_hash", "games", ["competition_pk", "content_hash"])
    op.create_index("ix_games_competition_pk_played_at", "games", ["competition_pk", "played_at"])
    op.create_table(
        "players",
        _pk(),
        sa.Column("competition_pk", sa.Integer(), nullable=False),
        _text("id", 64),
        _text("name", 200),
        sa.Column("hidden", sa.Boolean(), nullable=False),
        _json("data"),
        _time("created_at"),
        _time("updated_at"),
        _competition_fk("players"),
        sa.PrimaryKeyConstraint("pk", name="pk_players"),
        sa.UniqueConstraint("competition_pk", "id", name="uq_players_competition_pk_id"),
    )
    op.create_table(
        "standings_cache",
        sa.Column("competition_pk", sa.Integer(), nullable=False),
        _text("version", 200),
        sa.Column("revision", sa.Integer(), nullable=False),
        _json("data"),
        _time("built_at"),
        _competition_fk("standings_cache"),
        sa.PrimaryKeyConstraint("competition_pk", "version", name="pk_standings_cache"),
    )
    op.create_table(
        "game_seats",
        sa.Column("game_pk", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("player_pk", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_pk"], ["games.pk"], name="fk_game_seats_game_pk_games", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(["player_pk"], ["players.pk"], name="fk_game_seats_player_pk_players"),
        sa.PrimaryKeyConstraint("game_pk", "seat", name="pk_game_seats"),
    )
    op.create_index("ix_game_seats_player_pk", "game_seats", ["player_pk"])
    op.create_table(
        "player_accounts",
        sa.Column("competition_pk", sa.Integer(), nullable=False),
        _text("account", 200),
        sa.Column("player_pk", sa.Integer(), nullable=False),
        _competition_fk("player_accounts"),
        sa.ForeignKeyConstraint(
            ["player_pk"], ["players.pk"], name="fk_player_accounts_player_pk_players", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("competition_pk", "account", name="pk_player_accounts"),
    )
    op.create_index("ix_player_accounts_player_pk", "player_accounts", ["player_pk"])


def downgrade() -> None:
    for table in (
        "player_accounts",
        "game_seats",
        "standings_cache",
        "players",
        "games",
        "actions",
        "staff_accounts",
        "competitions",
        "audit_log",
    ):
        op.drop_table(table)
