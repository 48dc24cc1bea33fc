"""The unit-of-work port: what the services need of storage, and nothing of how it is stored.

A :class:`Store` opens units of work; a :class:`UnitOfWork` is one transaction, used as a context
manager: it commits when the block ends normally and rolls back on any exception, so nothing is
ever half stored (an import of one file is one unit of work). Its repositories take and return the
frozen values of :mod:`taikai.services.values`.

Every mutation goes through a repository's ``add``, ``update`` or ``remove``, and those write the
audit log themselves (who, when, what, the value before and after, the reason): a service cannot
forget to. They also mark the competition changed, and committing counts up its ``revision``, which
is what the standings cache is checked against (:meth:`StandingsCache.cached`: a cache built at an
older revision is never served).

Two implementations: :class:`taikai.store.SqlStore` (SQLite or PostgreSQL) and
:class:`taikai.services.fake.FakeStore` (in memory, for service tests); the same tests run on all
three (tests/store).

>>> from taikai.services.fake import FakeStore
>>> store = FakeStore()
>>> with store.unit_of_work("cli:aki", reason="new season") as uow:
...     _ = uow.competitions.add(Competition("spring", "league", "Spring league", "hitonazo-m", {},
...                                          "hitonazo-m", {}))
>>> with store.unit_of_work("cli:aki") as uow:
...     [(e.action, e.entity, e.entity_id, e.reason) for e in uow.audit.entries("spring")]
[('create', 'competition', 'spring', 'new season')]
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Collection
from dataclasses import replace
from datetime import UTC, datetime
from types import TracebackType
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from taikai.errors import TaikaiError
from taikai.reasons import Reason
from taikai.services.values import (
    TEXT_LENGTH,
    Action,
    AuditEntry,
    Competition,
    CompetitionSummary,
    Data,
    Game,
    LoginFailure,
    OffenceProposal,
    Player,
    StaffAccount,
    StaffSession,
    Stored,
    audit_data,
)

__all__ = [
    "Actions",
    "AuditLog",
    "Clock",
    "Competitions",
    "Conflict",
    "Games",
    "NotFound",
    "Offences",
    "Part",
    "Players",
    "Security",
    "Staff",
    "StandingsCache",
    "Store",
    "StoreError",
    "UnitOfWork",
    "utc_now",
]

Clock = Callable[[], datetime]


def utc_now() -> datetime:
    """The default clock of a store (services and tests inject their own)."""
    return datetime.now(UTC)


# --------------------------------------------------------------------------- errors


class StoreError(TaikaiError):
    """A request storage refuses: a stable ``code`` (one of the class's :attr:`CODES`, each the key
    of its message in the catalogs, section "store and services") and the ``params`` it is about."""

    code = "store_error"
    CODES: ClassVar[tuple[str, ...]] = ()

    def __init__(self, code: str, **params: Any) -> None:
        if code not in self.CODES:
            raise ValueError(f"{type(self).__name__} has no code {code!r}")  # a defect, not input
        super().__init__(Reason(code, tuple(params.items())), code)


class NotFound(StoreError):
    """No stored value with that identity."""

    CODES: ClassVar[tuple[str, ...]] = (
        "competition_not_found",
        "player_not_found",
        "game_not_found",
        "action_not_found",
        "staff_not_found",
        "offence_not_found",
    )


class Conflict(StoreError):
    """A value whose identity or unique field is taken, or a removal that would orphan others."""

    CODES: ClassVar[tuple[str, ...]] = (
        "competition_exists",
        "player_exists",
        "account_taken",
        "game_exists",
        "platform_game_stored",
        "key_used",
        "table_entered",
        "staff_exists",
        "offence_exists",
        "player_has_games",
        "refused_by_database",
    )


# --------------------------------------------------------------------------- repositories

V = TypeVar("V", Competition, Player, Game, Action, StaffAccount, OffenceProposal)


class Repository(ABC, Generic[V]):
    """The mutations of one kind of value; each is written to the audit log of its unit of work.

    Implementations provide ``_insert``, ``_current``, ``_replace`` and ``_delete``; a value's
    identity is its ``ref()`` (a competition's slug, a player's or game's id in its competition,
    an action's id, a staff login), never a database key. Every read or write naming a
    competition that is not stored raises :class:`NotFound` (``competition_not_found``).
    """

    def __init__(self, uow: UnitOfWork) -> None:
        self._uow = uow

    def add(self, value: V) -> V:
        """Store a new value and return it as stored; :class:`Conflict` if its identity or a unique
        field is taken, :class:`NotFound` if it refers to what is not stored."""
        self._uow._writable()
        stored = self._insert(value)
        self._uow._audited("create", None, stored)
        return stored

    def update(self, value: V) -> V:
        """Replace the stored value of the same identity (:class:`NotFound` if none); unchanged
        content writes nothing."""
        self._uow._writable()
        old = self._current(value)
        if old == value:
            return old
        stored = self._replace(old, value)
        self._uow._audited("update", old, stored)
        return stored

    def remove(self, value: V) -> V:
        """Remove the stored value of the same identity and return it (:class:`NotFound` if none)."""
        self._uow._writable()
        old = self._current(value)
        self._delete(old)
        self._uow._audited("delete", old, None)
        return old

    @abstractmethod
    def _insert(self, value: V) -> V: ...

    @abstractmethod
    def _current(self, value: V) -> V: ...

    @abstractmethod
    def _replace(self, old: V, new: V) -> V: ...

    @abstractmethod
    def _delete(self, old: V) -> None: ...


class Competitions(Repository[Competition]):
    @abstractmethod
    def get(self, slug: str) -> Competition | None: ...

    @abstractmethod
    def list(self) -> list[Competition]:
        """Every competition, in the order they were created."""

    def summaries(self) -> list[CompetitionSummary]:
        """:meth:`list` without each competition's format and ruleset, in the same order: what a
        list of competitions shows (a store reads just those columns)."""
        return [CompetitionSummary(c.slug, c.kind, c.name, c.format_name, c.rules_name) for c in self.list()]

    @abstractmethod
    def revision(self, slug: str) -> int | None:
        """The competition's revision alone (None: no such competition): what a reader of kept
        standings asks on every request, so it reads one column."""

    def require(self, slug: str) -> Competition:
        """The competition, or :class:`NotFound`."""
        competition = self.get(slug)
        if competition is None:
            raise NotFound("competition_not_found", competition=slug)
        return competition


class Players(Repository[Player]):
    @abstractmethod
    def get(self, competition: str, id: str) -> Player | None: ...

    @abstractmethod
    def by_account(self, competition: str, account: str) -> Player | None:
        """The player of the competition with this platform account (``majsoul:123456``)."""

    @abstractmethod
    def list(self, competition: str) -> list[Player]:
        """The competition's players, in the order they were added."""

    @abstractmethod
    def linked(self, competition: str, player: str) -> list[tuple[str, str, int]]:
        """Each other competition (in the order they were created) where a player holds one of the
        player's platform accounts: its slug, that player's id (the holder of the player's first
        account, by account, held there) and its revision. One statement (a player's whole history
        is asked for on every request of it)."""


class Games(Repository[Game]):
    @abstractmethod
    def get(self, competition: str, id: str) -> Game | None: ...

    @abstractmethod
    def by_platform_id(self, competition: str, platform: str, platform_id: str) -> Game | None: ...

    @abstractmethod
    def by_key(self, competition: str, key: str) -> Game | None:
        """The game entered with this idempotency key (compare ``content_hash`` to tell a repeat
        from a conflict)."""

    @abstractmethod
    def platform_ids(self, competition: str, platform: str) -> set[str]:
        """The platform game ids already stored (an import skips them)."""

    @abstractmethod
    def ids(self, competition: str) -> set[str]:
        """The ids of the competition's games (a new game's id is one not among them)."""

    @abstractmethod
    def between(self, competition: str, start: datetime, end: datetime) -> list[Game]:
        """Games played at or after ``start`` and before ``end``, by time then entry order."""

    @abstractmethod
    def list(self, competition: str) -> list[Game]:
        """Every game of the competition, by time played then entry order."""

    @abstractmethod
    def of_player(self, competition: str, player: str) -> list[tuple[str, dict[str, Any] | None]]:
        """Each game the player sat in, by time played then entry order: its id and its stored
        ``result`` (small: what a page of the player's games is chosen by, without the records)."""

    @abstractmethod
    def many(self, competition: str, ids: Collection[str]) -> list[Game]:
        """The games of these ids, by time played then entry order."""

    @abstractmethod
    def count(self, competition: str) -> int: ...


class Actions(Repository[Action]):
    """Organizer's actions; an action's time, actor and reason left out are the unit of work's."""

    def _filled(self, value: Action) -> Action:
        uow = self._uow
        return replace(
            value,
            at=value.at if value.at is not None else uow.now(),
            actor=value.actor if value.actor is not None else uow.actor,
            reason=value.reason if value.reason is not None else uow.reason,
        )

    def add(self, value: Action) -> Action:
        return super().add(self._filled(value))

    def update(self, value: Action) -> Action:
        return super().update(self._filled(value))

    @abstractmethod
    def get(self, competition: str, id: int) -> Action | None: ...

    @abstractmethod
    def list(self, competition: str, kind: str | None = None) -> list[Action]:
        """The competition's actions (of one kind), in the order they were taken."""


class Offences(Repository[OffenceProposal]):
    """The offences found in stored games' play, proposed to staff (:mod:`taikai.services.offences`);
    a game's are removed with it."""

    @abstractmethod
    def get(self, competition: str, game: str, number: int) -> OffenceProposal | None: ...

    @abstractmethod
    def list(self, competition: str, game: str | None = None) -> list[OffenceProposal]:
        """The competition's offences (of one game), by game and number."""


class Staff(Repository[StaffAccount]):
    @abstractmethod
    def get(self, login: str) -> StaffAccount | None: ...

    @abstractmethod
    def list(self) -> list[StaffAccount]: ...


class Security(ABC):
    """What the web app keeps to let staff in: its secrets, the staff sessions, the failed logins.

    Not audited and not part of any competition (a login changes no standings; a secret must not
    be copied into the audit log); writing needs a unit of work that is not read only.
    """

    def __init__(self, uow: UnitOfWork) -> None:
        self._uow = uow

    def secret(self, name: str, make: Callable[[], str]) -> str:
        """The secret called ``name``; made by ``make()`` and kept the first time it is asked for."""
        kept = self._secret(name)
        if kept is None:
            self._uow._writable()
            kept = self._keep_secret(name, make())
        return kept

    def open(self, session: StaffSession, forget_before: datetime) -> None:
        """Keep a new session (and forget the sessions begun before ``forget_before``: long enough
        ago that the keys they replaced have expired too)."""
        self._uow._writable()
        self._open(session, forget_before)

    @abstractmethod
    def session(self, key_hash: str) -> StaffSession | None:
        """The session of a cookie's key hash, expired or not (the caller compares the time)."""

    @abstractmethod
    def replaced(self, key_hash: str) -> bool:
        """Whether a kept session replaced the key of this hash (a login made with it)."""

    def close(self, key_hash: str, at: datetime) -> None:
        """End a session at ``at`` (logging out); it is kept until forgotten, so that the key it
        replaced stays spent. An unknown or ended session is left as it is."""
        self._uow._writable()
        self._close(key_hash, at)

    def attempt(
        self, attempt: LoginFailure, since: datetime, forget_before: datetime
    ) -> tuple[list[datetime], list[datetime]]:
        """Count a login ``attempt`` as failed before its password is checked (one that then logs
        in is forgiven: :meth:`forgive`), and give the failed logins of its login and of its address
        since ``since`` before it, which a limit is decided on (a refused attempt rolls the unit of
        work back: it counts nothing).

        Attempts take turns: another unit of work counting one waits until this one ends, so two
        attempts at once (in any processes) never both read the failures before either is counted,
        and no more passwords are checked than a limit allows."""
        self._uow._writable()
        self._take_turn()
        counted = (self.failures(since, login=attempt.login), self.failures(since, address=attempt.address))
        self._fail(attempt, forget_before)
        return counted

    @abstractmethod
    def failures(
        self, since: datetime, *, login: str | None = None, address: str | None = None
    ) -> list[datetime]:
        """When the failed logins of ``login`` (or from ``address``) since ``since`` were, oldest first."""

    def forgive(self, login: str) -> None:
        """Forget the failed logins of ``login`` (after it logged in)."""
        self._uow._writable()
        self._forgive(login)

    @abstractmethod
    def _secret(self, name: str) -> str | None: ...

    @abstractmethod
    def _keep_secret(self, name: str, value: str) -> str:
        """Keep ``value`` as the secret ``name`` and return what is kept (another process may have
        kept one first: then that one)."""

    @abstractmethod
    def _open(self, session: StaffSession, forget_before: datetime) -> None: ...

    @abstractmethod
    def _close(self, key_hash: str, at: datetime) -> None: ...

    @abstractmethod
    def _fail(self, failure: LoginFailure, forget_before: datetime) -> None: ...

    def _take_turn(self) -> None:  # noqa: B027 - optional: where writers take turns already
        """Wait until no other unit of work is counting a login attempt (:meth:`attempt`)."""

    @abstractmethod
    def _forgive(self, login: str) -> None: ...


class AuditLog(ABC):
    """The audit log, read only: entries are written by the repositories' mutations."""

    @abstractmethod
    def entries(
        self, competition: str | None = None, *, entity: str | None = None, entity_id: str | None = None
    ) -> list[AuditEntry]:
        """Entries (of one competition, entity kind, entity), oldest first."""


class StandingsCache(ABC):
    """Standings kept beside the games they were built from, served only while nothing changed."""

    def __init__(self, uow: UnitOfWork) -> None:
        self._uow = uow

    def cached(self, competition: str, version: str, build: Callable[[], Data]) -> Data:
        """``build()``'s standings of the competition, from the cache when they were built at its
        current revision by the same ``version`` of the builder (name the output and the code's
        version in it: a new engine must not serve an old engine's standings).

        The revision is read before ``build`` reads any game, so an entry is labelled with a
        revision at or before the games it saw: a game committed meanwhile makes it stale, never
        wrongly fresh. Inside a unit of work that changed the competition the cache is bypassed;
        a read-only unit of work serves the cache but keeps nothing it built.
        """
        if competition in self._uow._touched:
            return build()
        revision = self._uow.competitions.require(competition).revision
        hit = self._read(competition, version, revision)
        if hit is not None:
            return hit
        data = build()
        if not self._uow.read_only:
            self._write(competition, version, revision, data)
        return data

    @abstractmethod
    def _read(self, competition: str, version: str, revision: int) -> Data | None: ...

    @abstractmethod
    def _write(self, competition: str, version: str, revision: int, data: Data) -> None: ...


# --------------------------------------------------------------------------- the unit of work


class UnitOfWork(ABC):
    """One transaction over every repository: commits when its ``with`` block ends normally, rolls
    back on any exception (a failed commit rolls back too). Enter it once.

    ``actor`` (who: ``cli:aki``, ``web:staff-login``) and ``reason`` go into every audit entry and
    every action of the unit of work. A ``read_only`` unit of work changes nothing: it reads one
    snapshot without waiting for writers (a web page shown while an import runs).
    """

    competitions: Competitions
    players: Players
    games: Games
    actions: Actions
    offences: Offences
    staff: Staff
    security: Security
    audit: AuditLog
    standings: StandingsCache

    def __init__(
        self, actor: str, reason: str | None = None, clock: Clock = utc_now, *, read_only: bool = False
    ) -> None:
        if not isinstance(actor, str) or not actor or len(actor) > TEXT_LENGTH:
            raise ValueError(f"a unit of work needs who acts (at most {TEXT_LENGTH} characters)")
        self.actor = actor
        self.reason = reason
        self.read_only = read_only
        self._clock = clock
        self._touched: set[str] = set()
        self._entered = False

    def now(self) -> datetime:
        """The store's clock, in UTC."""
        moment = self._clock()
        if moment.utcoffset() is None:
            raise ValueError("the clock must give datetimes with a time zone")
        return moment.astimezone(UTC)

    def __enter__(self) -> Self:
        if self._entered:
            raise RuntimeError("a unit of work is entered once; open another")
        self._entered = True
        self._begin()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        try:
            if kind is None:
                if self._touched:
                    self._bump(sorted(self._touched))
                self._commit()
            else:
                self._rollback()
        except BaseException:
            self._rollback()
            raise
        finally:
            self._close()

    def part(self, actor: str, reason: str | None = None) -> Part:
        """A part of this (entered) unit of work, used as a unit of work is: ``with uow.part(actor,
        reason) as same:``. What the part writes is audited with its ``actor`` and ``reason``; an
        exception leaving the part undoes what the part wrote (a savepoint, in a unit of work that
        writes) and goes on out of it, and the unit of work goes on: one request's services share one
        unit of work, each its own part (:mod:`taikai.services.shared`), an import of several files
        stores every file but the one refused, as in a unit of work of its own."""
        return Part(self, actor, reason)

    def failure(self, error: BaseException) -> BaseException | None:
        """What a failure inside the unit of work is raised as when it ends (a database's own error
        as a :class:`StoreError` of one line; None: as it is)."""
        return None

    def _writable(self) -> None:
        if self.read_only:
            raise RuntimeError("a read-only unit of work changes nothing: open one to write")

    def _audited(self, action: str, old: Stored | None, new: Stored | None) -> None:
        value = new if new is not None else old
        assert value is not None
        competition, entity_id = value.ref()
        entry = AuditEntry(
            id=0,  # given by the store
            at=self.now(),
            actor=self.actor,
            competition=competition,
            entity=value.ENTITY,
            entity_id=entity_id,
            action=action,
            old=audit_data(old),
            new=audit_data(new),
            reason=self.reason,
        )
        self._append_audit(entry)
        if competition is not None:
            self._touched.add(competition)

    @abstractmethod
    def _begin(self) -> None: ...

    @abstractmethod
    def _commit(self) -> None: ...

    @abstractmethod
    def _rollback(self) -> None: ...

    def _close(self) -> None:  # noqa: B027 - optional: the fake has nothing to release
        pass

    def _savepoint(self) -> object:
        """Mark what is written so far (:meth:`part`); the mark is given to :meth:`_release` or
        :meth:`_rollback_to`."""
        raise NotImplementedError(f"{type(self).__name__} has no savepoints")

    def _release(self, mark: object) -> None:  # noqa: B027 - optional: a savepoint that needs no release
        """Keep what was written since ``mark``."""

    def _rollback_to(self, mark: object) -> None:
        """Undo what was written since ``mark``."""
        raise NotImplementedError(f"{type(self).__name__} has no savepoints")

    @abstractmethod
    def _append_audit(self, entry: AuditEntry) -> None: ...

    @abstractmethod
    def _bump(self, competitions: list[str]) -> None:
        """Count up the revision of each competition (the last step before committing)."""


class Part:
    """A part of an entered unit of work (:meth:`UnitOfWork.part`): entered, it is the unit of work
    itself, acting for the part's actor and reason."""

    def __init__(self, uow: UnitOfWork, actor: str, reason: str | None) -> None:
        if not isinstance(actor, str) or not actor or len(actor) > TEXT_LENGTH:
            raise ValueError(f"a unit of work needs who acts (at most {TEXT_LENGTH} characters)")
        self._uow, self._acting = uow, (actor, reason)
        self._outer: tuple[str, str | None] = (uow.actor, uow.reason)
        self._touched: set[str] = set()
        self._mark: object = None

    def __enter__(self) -> UnitOfWork:
        uow = self._uow
        if not uow._entered:
            raise RuntimeError("a part is of an entered unit of work")
        self._outer = (uow.actor, uow.reason)
        if not uow.read_only:  # a read-only one writes nothing to undo
            self._touched = set(uow._touched)
            self._mark = uow._savepoint()
        uow.actor, uow.reason = self._acting
        return uow

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        uow = self._uow
        uow.actor, uow.reason = self._outer
        if kind is None:
            if self._mark is not None:
                uow._release(self._mark)
            return
        if self._mark is not None:
            uow._touched = self._touched
            try:
                uow._rollback_to(self._mark)
            except BaseException as failed:  # the transaction is gone: the unit of work can only end
                raise uow.failure(failed) or failed from error
        if error is not None:
            translated = uow.failure(error)
            if translated is not None:
                raise translated from None


class Store(Protocol):
    """Where units of work come from: :class:`taikai.store.SqlStore`, or the fake for tests."""

    def unit_of_work(
        self, actor: str, reason: str | None = None, *, read_only: bool = False
    ) -> UnitOfWork: ...

    def revision(self, slug: str) -> int | None:
        """The competition's revision read on its own, in no unit of work (None: no such
        competition): what a reader of kept standings asks on every request. A reader of anything
        else reads it in its unit of work (``uow.competitions.revision``), with what it reads."""
        ...

    def summaries(self) -> list[CompetitionSummary]:
        """Every competition's summary (``uow.competitions.summaries()``), in the order they were
        created, read on its own in no unit of work (one statement): what ``GET /api/competitions``
        answers on every request."""
        ...

    def kept_standings(self, slug: str, version: str) -> Data | None:
        """The standings kept for the competition by ``version`` of the builder at its current
        revision, read on their own in no unit of work (None: none kept at this revision, or no such
        competition): what :func:`taikai.services.standings.standings` serves before it opens one."""
        ...
