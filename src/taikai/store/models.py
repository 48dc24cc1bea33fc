"""The tables (SQLAlchemy 2 typed declarative models); migrations/ creates and upgrades them.

Every table has an integer surrogate key ``pk`` (foreign keys point at it) and the public identity
the services use (a competition's ``slug``, a player's or game's ``id`` unique in its competition).
JSON columns hold what the engines read, written and read through :mod:`taikai.contracts.jsonio`;
times are stored in UTC (:class:`UtcDateTime`: ``timestamptz`` on PostgreSQL, UTC text on SQLite).
Standings are never computed here: ``standings_cache`` keeps what an engine built, with the
competition revision it was built at.

A change here needs a new revision in migrations/versions (docs/storage.md says how); a test
checks that the models and the migrations agree.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    DateTime,
    Dialect,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

from taikai.services.values import (
    ACCOUNT_LENGTH,
    HASH_LENGTH,
    ID_LENGTH,
    KIND_LENGTH,
    NAME_LENGTH,
    NOTE_LENGTH,
    SLUG_LENGTH,
    TEXT_LENGTH,
)

__all__ = [
    "AccountRow",
    "ActionRow",
    "AuditRow",
    "Base",
    "CompetitionRow",
    "GameRow",
    "LoginFailureRow",
    "OffenceRow",
    "PlayerRow",
    "SeatRow",
    "SecretRow",
    "SessionRow",
    "StaffRow",
    "StandingsRow",
    "UtcDateTime",
]

#: Constraint names fixed once, so that migrations can name what they alter on every backend.
NAMING = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_N_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class UtcDateTime(TypeDecorator[datetime]):
    """An aware datetime stored as its UTC instant; read back in UTC. A naive datetime is refused."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.utcoffset() is None:
            raise ValueError(f"a time without a time zone cannot be stored: {value.isoformat()}")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def _json() -> JSON:
    return JSON(none_as_null=True)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)
    type_annotation_map: ClassVar[dict[Any, Any]] = {datetime: UtcDateTime()}


class CompetitionRow(Base):
    __tablename__ = "competitions"
    __table_args__ = (CheckConstraint("kind IN ('league', 'tournament', 'cup', 'staged')", name="kind"),)

    pk: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(SLUG_LENGTH), unique=True)
    kind: Mapped[str] = mapped_column(String(KIND_LENGTH))
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    format_name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    format: Mapped[Any] = mapped_column(_json())
    rules_name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    rules: Mapped[Any] = mapped_column(_json())
    revision: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime]
    updated_at: Mapped[datetime]


class PlayerRow(Base):
    __tablename__ = "players"
    __table_args__ = (UniqueConstraint("competition_pk", "id"),)

    pk: Mapped[int] = mapped_column(primary_key=True)
    competition_pk: Mapped[int] = mapped_column(ForeignKey("competitions.pk", ondelete="CASCADE"))
    id: Mapped[str] = mapped_column(String(ID_LENGTH))
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    hidden: Mapped[bool] = mapped_column(Boolean, default=False)
    data: Mapped[Any] = mapped_column(_json())
    created_at: Mapped[datetime]
    updated_at: Mapped[datetime]

    accounts: Mapped[list[AccountRow]] = relationship(
        back_populates="player",
        cascade="all, delete-orphan",
        passive_deletes=True,
        order_by="AccountRow.account",
    )


class AccountRow(Base):
    """A platform account (``majsoul:123456``), registered to one player of a competition."""

    __tablename__ = "player_accounts"

    competition_pk: Mapped[int] = mapped_column(
        ForeignKey("competitions.pk", ondelete="CASCADE"), primary_key=True
    )
    account: Mapped[str] = mapped_column(String(ACCOUNT_LENGTH), primary_key=True)
    player_pk: Mapped[int] = mapped_column(ForeignKey("players.pk", ondelete="CASCADE"), index=True)

    player: Mapped[PlayerRow] = relationship(back_populates="accounts")


class GameRow(Base):
    __tablename__ = "games"
    __table_args__ = (
        UniqueConstraint("competition_pk", "id"),
        UniqueConstraint("competition_pk", "platform", "platform_id"),
        UniqueConstraint("competition_pk", "key"),
        UniqueConstraint("competition_pk", "round", "table"),
        CheckConstraint("(platform IS NULL) = (platform_id IS NULL)", name="platform_id"),
        CheckConstraint('(round IS NULL) = ("table" IS NULL)', name="round_table"),
        Index(None, "competition_pk", "played_at"),
        Index(None, "competition_pk", "content_hash"),
    )

    pk: Mapped[int] = mapped_column(primary_key=True)
    competition_pk: Mapped[int] = mapped_column(ForeignKey("competitions.pk", ondelete="CASCADE"))
    id: Mapped[str] = mapped_column(String(ID_LENGTH))
    played_at: Mapped[datetime]
    source: Mapped[str] = mapped_column(String(KIND_LENGTH))
    platform: Mapped[str | None] = mapped_column(String(KIND_LENGTH))
    platform_id: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    record: Mapped[Any] = mapped_column(_json())
    result: Mapped[Any | None] = mapped_column(_json(), nullable=True)
    key: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    content_hash: Mapped[str] = mapped_column(String(HASH_LENGTH))
    round: Mapped[int | None]
    table: Mapped[int | None]
    created_at: Mapped[datetime]
    updated_at: Mapped[datetime]

    seats: Mapped[list[SeatRow]] = relationship(
        back_populates="game", cascade="all, delete-orphan", passive_deletes=True, order_by="SeatRow.seat"
    )


class SeatRow(Base):
    """Who sat where in a game (seat 0 is the first dealer); a seated player cannot be removed."""

    __tablename__ = "game_seats"

    game_pk: Mapped[int] = mapped_column(ForeignKey("games.pk", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(primary_key=True, autoincrement=False)
    player_pk: Mapped[int] = mapped_column(ForeignKey("players.pk"), index=True)

    game: Mapped[GameRow] = relationship(back_populates="seats")


class OffenceRow(Base):
    """An offence found in a stored game's play, proposed to staff (``taikai.services.offences``):
    numbered in its game, removed with it."""

    __tablename__ = "offences"
    __table_args__ = (
        UniqueConstraint("game_pk", "number"),
        CheckConstraint("status IN ('proposed', 'applied', 'dismissed')", name="status"),
    )

    pk: Mapped[int] = mapped_column(primary_key=True)
    game_pk: Mapped[int] = mapped_column(ForeignKey("games.pk", ondelete="CASCADE"))
    number: Mapped[int]
    offence: Mapped[Any] = mapped_column(_json())
    status: Mapped[str] = mapped_column(String(KIND_LENGTH))
    note: Mapped[str | None] = mapped_column(String(NOTE_LENGTH))
    created_at: Mapped[datetime]
    updated_at: Mapped[datetime]


class ActionRow(Base):
    __tablename__ = "actions"

    pk: Mapped[int] = mapped_column(primary_key=True)
    competition_pk: Mapped[int] = mapped_column(ForeignKey("competitions.pk", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(KIND_LENGTH))
    data: Mapped[Any] = mapped_column(_json())
    at: Mapped[datetime]
    actor: Mapped[str] = mapped_column(String(TEXT_LENGTH))
    reason: Mapped[str | None] = mapped_column(Text)


class StaffRow(Base):
    __tablename__ = "staff_accounts"
    __table_args__ = (CheckConstraint("role IN ('organizer', 'staff')", name="role"),)

    pk: Mapped[int] = mapped_column(primary_key=True)
    login: Mapped[str] = mapped_column(String(TEXT_LENGTH), unique=True)
    password_hash: Mapped[str] = mapped_column(String(NAME_LENGTH))
    role: Mapped[str] = mapped_column(String(KIND_LENGTH))
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    created_at: Mapped[datetime]
    updated_at: Mapped[datetime]


class SecretRow(Base):
    """A secret of this database (the web app's signing key), made on first use."""

    __tablename__ = "secrets"

    pk: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(KIND_LENGTH), unique=True)
    value: Mapped[str] = mapped_column(String(NAME_LENGTH))
    created_at: Mapped[datetime]


class SessionRow(Base):
    """A staff member logged in to the web app: the SHA-256 of the cookie's key, never the key,
    and of the key it replaced (a login sent again with that key is a replay)."""

    __tablename__ = "staff_sessions"

    pk: Mapped[int] = mapped_column(primary_key=True)
    key_hash: Mapped[str] = mapped_column(String(HASH_LENGTH), unique=True)
    staff_pk: Mapped[int] = mapped_column(ForeignKey("staff_accounts.pk", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(index=True)
    expires_at: Mapped[datetime]
    replaced_hash: Mapped[str | None] = mapped_column(String(HASH_LENGTH), unique=True)

    staff: Mapped[StaffRow] = relationship()


class LoginFailureRow(Base):
    """A failed web login (the login as typed, the address): the rate limit counts them."""

    __tablename__ = "login_failures"
    __table_args__ = (Index(None, "login", "at"), Index(None, "address", "at"))

    pk: Mapped[int] = mapped_column(primary_key=True)
    login: Mapped[str] = mapped_column(String(TEXT_LENGTH))
    address: Mapped[str] = mapped_column(String(TEXT_LENGTH))
    at: Mapped[datetime] = mapped_column(index=True)


class AuditRow(Base):
    """One mutation. ``competition`` is the slug as text, not a key: the log outlives what it logs."""

    __tablename__ = "audit_log"
    __table_args__ = (
        CheckConstraint("action IN ('create', 'update', 'delete', 'restore')", name="action"),
        Index(None, "competition", "pk"),
    )

    pk: Mapped[int] = mapped_column(primary_key=True)
    at: Mapped[datetime]
    actor: Mapped[str] = mapped_column(String(TEXT_LENGTH))
    competition: Mapped[str | None] = mapped_column(String(SLUG_LENGTH))
    entity: Mapped[str] = mapped_column(String(KIND_LENGTH))
    entity_id: Mapped[str] = mapped_column(String(TEXT_LENGTH))
    action: Mapped[str] = mapped_column(String(KIND_LENGTH))
    old: Mapped[Any | None] = mapped_column(_json(), nullable=True)
    new: Mapped[Any | None] = mapped_column(_json(), nullable=True)
    reason: Mapped[str | None] = mapped_column(Text)


class StandingsRow(Base):
    """Standings an engine built (``data``), at the competition's ``revision``, by a builder
    ``version``: derived data, rebuilt from the games whenever the revision moved on."""

    __tablename__ = "standings_cache"

    competition_pk: Mapped[int] = mapped_column(
        ForeignKey("competitions.pk", ondelete="CASCADE"), primary_key=True
    )
    version: Mapped[str] = mapped_column(String(TEXT_LENGTH), primary_key=True)
    revision: Mapped[int]
    data: Mapped[Any] = mapped_column(_json())
    built_at: Mapped[datetime]
