"""The values a unit of work stores and returns: competitions, players, games, actions, staff, audit.

They are frozen and plain: public identities (a competition's slug, a player's id, a game's id),
aware datetimes (normalised to UTC: a database keeps the instant, not the offset it was typed
with), and JSON data (``dict``/``list``/``str``/``int``/``Decimal``/``bool``/``None``: what the
contracts layer reads and writes) for what the engines read — a ruleset mapping, a format, a game
record, a settled result. No database key appears here; the store maps them.

Fields marked ``compare=False`` (times a store sets, a competition's revision) are bookkeeping: two
values that differ only there are the same content, and the audit log leaves them out.

>>> from datetime import datetime, timezone, timedelta
>>> game = Game("spring", "g1", datetime(2025, 3, 2, 21, tzinfo=timezone(timedelta(hours=9))),
...             ("p1", "p2", "p3", "p4"), {"points": [48000, 31000, 12000, 9000]})
>>> game.played_at.isoformat()
'2025-03-02T12:00:00+00:00'
>>> len(game.content_hash)
64
>>> Player("spring", "p1", "Aki", accounts=("majsoul123",))
Traceback (most recent call last):
...
ValueError: player 'p1': account 'majsoul123' must be PLATFORM:ACCOUNT (majsoul:123456, tenhou:NAME)
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, fields
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any, ClassVar, Final

from taikai.competitions.zone import timezone_of
from taikai.contracts.jsonio import dumps_bytes

__all__ = [
    "COMPETITION_KINDS",
    "STAFF_ROLES",
    "Action",
    "AuditEntry",
    "Competition",
    "Data",
    "Game",
    "LoginFailure",
    "OffenceProposal",
    "Player",
    "StaffAccount",
    "StaffSession",
    "Stored",
    "audit_data",
    "utc_text",
]

Data = dict[str, Any]

COMPETITION_KINDS = ("league", "tournament", "cup", "staged")
STAFF_ROLES = ("organizer", "staff")
OFFENCE_STATUSES = ("proposed", "applied", "dismissed")
AUDIT_ACTIONS = ("create", "update", "delete", "restore")

#: Longest text each kind of field holds (the database columns are declared with the same bounds).
SLUG_LENGTH = 64
ID_LENGTH = 64
NAME_LENGTH = 200
ACCOUNT_LENGTH = 200
KIND_LENGTH = 32
TEXT_LENGTH = 200  # source, platform, platform ids, keys, actors, logins
HASH_LENGTH = 64  # a SHA-256 in hex
NOTE_LENGTH = 1000  # why staff dismissed an offence


def _text(value: object, what: str, limit: int, *, optional: bool = False) -> None:
    if value is None and optional:
        return
    if not isinstance(value, str) or not value or len(value) > limit:
        raise ValueError(f"{what} must be a non-empty text of at most {limit} characters, not {value!r}")


def _utc(value: object, what: str) -> datetime:
    if not isinstance(value, datetime) or value.utcoffset() is None:
        raise ValueError(f"{what} must be a datetime with a time zone, not {value!r}")
    return value.astimezone(UTC)


def utc_text(moment: datetime) -> str:
    """An instant as the JSON data of an action or an entry keeps it: ISO 8601 in UTC, as the
    database keeps a game's time (the competition's time zone shows it).

    >>> from datetime import timedelta, timezone
    >>> utc_text(datetime(2026, 4, 1, 9, 30, tzinfo=timezone(timedelta(hours=9))))
    '2026-04-01T00:30:00+00:00'
    """
    return _utc(moment, "a time").isoformat()


def _set(value: object, name: str, new: object) -> None:
    object.__setattr__(value, name, new)  # normalising a frozen value in __post_init__


def _stamps(value: Stored) -> None:
    for name in ("created_at", "updated_at"):
        stamp = getattr(value, name)
        if stamp is not None:
            _set(value, name, _utc(stamp, name))


_SCALARS: Final = frozenset({str, int, bool, float, Decimal, type(None)})


def _plain(value: Any) -> Any:
    """JSON-ready data: datetimes as ISO 8601 text, tuples as lists, keys sorted (a canonical form).

    A game's record with its play holds tens of thousands of numbers: a scalar item is taken as it
    is without a call (this runs for every game stored, twice: its content hash and its audit)."""
    if isinstance(value, dict):
        return {
            key: (item if type(item) in _SCALARS else _plain(item)) for key, item in sorted(value.items())
        }
    if isinstance(value, list | tuple):
        return [item if type(item) in _SCALARS else _plain(item) for item in value]
    if isinstance(value, datetime):
        return value.isoformat()
    return value


@dataclass(frozen=True, slots=True)
class Competition:
    """A league, tournament or cup: its format and ruleset kept as data, as they were when created.

    ``format_name`` and ``rules_name`` are the preset (or file) names, kept for display;
    ``format`` and ``rules`` (``taikai.rules.to_mapping``) are what the engines read, so a later
    change to a preset never rewrites a past competition. ``revision`` counts the committed units
    of work that changed the competition or anything in it (the standings cache is keyed by it).
    """

    ENTITY: ClassVar[str] = "competition"

    slug: str
    kind: str
    name: str
    format_name: str
    format: Data
    rules_name: str
    rules: Data
    revision: int = field(default=0, compare=False)
    created_at: datetime | None = field(default=None, compare=False)
    updated_at: datetime | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        _text(self.slug, "a competition's slug", SLUG_LENGTH)
        if self.kind not in COMPETITION_KINDS:
            raise ValueError(
                f"competition {self.slug!r}: kind {self.kind!r} is not one of {COMPETITION_KINDS}"
            )
        _text(self.name, f"competition {self.slug!r}: the name", NAME_LENGTH)
        _text(self.format_name, f"competition {self.slug!r}: the format's name", NAME_LENGTH)
        _text(self.rules_name, f"competition {self.slug!r}: the ruleset's name", NAME_LENGTH)
        _stamps(self)

    def ref(self) -> tuple[str | None, str]:
        return self.slug, self.slug

    @property
    def timezone(self) -> str:
        """The IANA time zone the competition's times are typed, shown and decided in: its format's
        (a format stored before every kind named one: :data:`taikai.competitions.zone.EARLIER_TIMEZONE`)."""
        return timezone_of(self.format)


@dataclass(frozen=True, slots=True)
class CompetitionSummary:
    """What a list of competitions shows of each (the competitions page, ``GET /api/competitions``,
    ``/health``): a :class:`Competition` without its format and ruleset, which a list need not read
    (reading them back cost a list of three competitions a millisecond of CPU a request)."""

    slug: str
    kind: str
    name: str
    format_name: str
    rules_name: str


@dataclass(frozen=True, slots=True)
class Player:
    """A player of one competition; ``accounts`` are platform accounts (``majsoul:123456``,
    ``tenhou:NAME``), each registered to at most one player of the competition; ``data`` holds what a
    format reads of a player besides the name (a league's starting ``tier``, a tournament's ``pro``)."""

    ENTITY: ClassVar[str] = "player"

    competition: str
    id: str
    name: str
    hidden: bool = False
    accounts: tuple[str, ...] = ()
    data: Data = field(default_factory=dict)
    created_at: datetime | None = field(default=None, compare=False)
    updated_at: datetime | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        _text(self.id, "a player's id", ID_LENGTH)
        _text(self.name, f"player {self.id!r}: the name", NAME_LENGTH)
        for account in self.accounts:
            _text(account, f"player {self.id!r}: an account", ACCOUNT_LENGTH)
            platform, _, name = account.partition(":")
            if not platform or not name:
                raise ValueError(
                    f"player {self.id!r}: account {account!r} must be PLATFORM:ACCOUNT "
                    "(majsoul:123456, tenhou:NAME)"
                )
        if len(set(self.accounts)) != len(self.accounts):
            raise ValueError(f"player {self.id!r}: an account is listed twice")
        _set(self, "accounts", tuple(sorted(self.accounts)))
        _stamps(self)

    def ref(self) -> tuple[str | None, str]:
        return self.competition, self.id


@dataclass(frozen=True, slots=True)
class Game:
    """A stored game: who sat where (player ids, seat order from the first dealer), when, and the
    record as data (the table points entered, or a whole game record), with where it came from.

    ``source`` is the file format or ``manual``; ``platform`` and ``platform_id`` (both or neither)
    identify a platform's game, once per competition; ``key`` is an organizer's idempotency key,
    once per competition; ``round`` and ``table`` place a tournament table (both or neither), once
    per competition; ``result`` is the settled result as data.
    """

    ENTITY: ClassVar[str] = "game"

    competition: str
    id: str
    played_at: datetime
    seats: tuple[str, ...]
    record: Data
    source: str = "manual"
    platform: str | None = None
    platform_id: str | None = None
    result: Data | None = None
    key: str | None = None
    round: int | None = None
    table: int | None = None
    created_at: datetime | None = field(default=None, compare=False)
    updated_at: datetime | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        _text(self.id, "a game's id", ID_LENGTH)
        where = f"game {self.id!r}"
        _set(self, "played_at", _utc(self.played_at, f"{where}: the time played"))
        _set(self, "seats", tuple(self.seats))
        if not self.seats:
            raise ValueError(f"{where}: no seats")
        for seat in self.seats:
            _text(seat, f"{where}: a seat's player id", ID_LENGTH)
        _text(self.source, f"{where}: the source", KIND_LENGTH)
        _text(self.platform, f"{where}: the platform", KIND_LENGTH, optional=True)
        _text(self.platform_id, f"{where}: the platform's game id", TEXT_LENGTH, optional=True)
        if (self.platform is None) != (self.platform_id is None):
            raise ValueError(f"{where}: a platform and the platform's game id go together")
        _text(self.key, f"{where}: the key", TEXT_LENGTH, optional=True)
        for name in ("round", "table"):
            number = getattr(self, name)
            if number is not None and (isinstance(number, bool) or not isinstance(number, int) or number < 1):
                raise ValueError(f"{where}: {name} must be a whole number from 1, not {number!r}")
        if (self.round is None) != (self.table is None):
            raise ValueError(f"{where}: a round and a table go together")
        _stamps(self)

    def ref(self) -> tuple[str | None, str]:
        return self.competition, self.id

    @property
    def content_hash(self) -> str:
        """SHA-256 of what was entered (time, seats, record, round and table), not of the id or
        the settled result: the same content under one idempotency key is the same entry."""
        content = {
            "played_at": self.played_at,
            "seats": self.seats,
            "record": self.record,
            "round": self.round,
            "table": self.table,
        }
        return hashlib.sha256(dumps_bytes(_plain(content))).hexdigest()


@dataclass(frozen=True, slots=True)
class Action:
    """An organizer's action on a competition (close a season, blacklist, accept a game ...): its
    ``kind``, its ``data``, when it takes effect, who took it and why. ``id`` is given by the store;
    ``at``, ``actor`` and ``reason`` left out are the unit of work's time, actor and reason."""

    ENTITY: ClassVar[str] = "action"

    competition: str
    kind: str
    data: Data = field(default_factory=dict)
    at: datetime | None = None
    actor: str | None = None
    reason: str | None = None
    id: int | None = None

    def __post_init__(self) -> None:
        _text(self.kind, "an action's kind", KIND_LENGTH)
        if self.at is not None:
            _set(self, "at", _utc(self.at, f"action {self.kind!r}: the time"))
        _text(self.actor, f"action {self.kind!r}: who", TEXT_LENGTH, optional=True)

    def ref(self) -> tuple[str | None, str]:
        return self.competition, str(self.id)


@dataclass(frozen=True, slots=True)
class OffenceProposal:
    """An offence found in a stored game's play (``offence``: :meth:`taikai.game.offences.Offence.data`),
    numbered from 1 in its game, proposed to staff: ``status`` proposed until staff apply the
    ruleset's penalty (applied) or dismiss it (dismissed, with ``note``: why)."""

    ENTITY: ClassVar[str] = "offence"

    competition: str
    game: str
    number: int
    offence: Data
    status: str = "proposed"
    note: str | None = None
    created_at: datetime | None = field(default=None, compare=False)
    updated_at: datetime | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        _text(self.game, "an offence's game", ID_LENGTH)
        where = f"game {self.game!r}: offence {self.number!r}"
        if isinstance(self.number, bool) or not isinstance(self.number, int) or self.number < 1:
            raise ValueError(f"{where}: its number must be a whole number from 1")
        if self.status not in OFFENCE_STATUSES:
            raise ValueError(f"{where}: status {self.status!r} is not one of {OFFENCE_STATUSES}")
        _text(self.note, f"{where}: the note", NOTE_LENGTH, optional=True)
        _stamps(self)

    def ref(self) -> tuple[str | None, str]:
        return self.competition, f"{self.game}/{self.number}"


@dataclass(frozen=True, slots=True)
class StaffAccount:
    """A login for the web app: ``password_hash`` (never the password; never in the audit log),
    ``role`` organizer or staff, ``active`` (a deactivated account cannot log in)."""

    ENTITY: ClassVar[str] = "staff"

    login: str
    password_hash: str = field(metadata={"secret": True})
    role: str = "staff"
    active: bool = True
    created_at: datetime | None = field(default=None, compare=False)
    updated_at: datetime | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        _text(self.login, "a staff login", TEXT_LENGTH)
        _text(self.password_hash, f"staff {self.login!r}: the password hash", NAME_LENGTH)
        if self.role not in STAFF_ROLES:
            raise ValueError(f"staff {self.login!r}: role {self.role!r} is not one of {STAFF_ROLES}")
        _stamps(self)

    def ref(self) -> tuple[str | None, str]:
        return None, self.login


@dataclass(frozen=True, slots=True)
class StaffSession:
    """A staff member logged in to the web app: the SHA-256 of the session cookie's key (the key
    itself is never stored), whose session it is, until when it lets them in, and the SHA-256 of
    the key the browser had before logging in (``replaced``: a login sent again with it is a
    replay)."""

    key_hash: str
    login: str
    created_at: datetime
    expires_at: datetime
    replaced: str | None = None

    def __post_init__(self) -> None:
        _text(self.key_hash, "a session's key hash", HASH_LENGTH)
        _text(self.replaced, "the hash of the key a session replaced", HASH_LENGTH, optional=True)
        _text(self.login, "a session's login", TEXT_LENGTH)
        _set(self, "created_at", _utc(self.created_at, "a session's start"))
        _set(self, "expires_at", _utc(self.expires_at, "a session's expiry"))


@dataclass(frozen=True, slots=True)
class LoginFailure:
    """A failed web login: the login tried (as typed), from which address, when."""

    login: str
    address: str
    at: datetime

    def __post_init__(self) -> None:
        _text(self.login, "a failed login's name", TEXT_LENGTH)
        _text(self.address, "a failed login's address", TEXT_LENGTH)
        _set(self, "at", _utc(self.at, "a failed login's time"))


Stored = Competition | Player | Game | Action | StaffAccount | OffenceProposal


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One mutation: who, when, what (``entity`` and ``entity_id``, within ``competition``), the
    ``action`` (create, update, delete; restore for a database restored from a backup), the value
    before and after (``audit_data``), and the reason given."""

    id: int
    at: datetime
    actor: str
    competition: str | None
    entity: str
    entity_id: str
    action: str
    old: Data | None
    new: Data | None
    reason: str | None


SECRET = "(secret)"


def audit_data(value: Stored | None) -> Data | None:
    """A value as the audit log keeps it: its content fields as JSON data (bookkeeping fields left
    out, secrets masked)."""
    if value is None:
        return None
    data: Data = {}
    for item in fields(value):
        if item.compare:
            data[item.name] = SECRET if item.metadata.get("secret") else _plain(getattr(value, item.name))
    return data
