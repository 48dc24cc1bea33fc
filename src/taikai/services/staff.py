"""Staff accounts and their logins: the accounts (``taikai staff``, the web app's accounts page),
who a session lets in, logging in and out, and the web app's kept secret.

Passwords are checked here against the stored argon2 hash with the caller's ``hasher`` (an unknown
login against a dummy hash, so the time taken does not tell which logins exist); only the SHA-256 of
a session key reaches this module (the key itself is the web app's cookie). Failed logins are
counted in the store (every process serving it agrees): after ``limits.login`` failures of one
login, or ``limits.address`` from one address, within ``limits.window``, a login is refused until
fewer remain in the window; a refused attempt checks no password and counts nothing more. An
attempt is counted before its password is checked, in turns with every other attempt
(:meth:`~taikai.services.unit_of_work.Security.attempt`), and forgiven when it logs in.

Refusals are :class:`LoginRefused` (``staff_login_failed``, ``staff_login_replayed``,
``staff_login_limited`` / ``staff_address_limited`` with the ``minutes`` and ``seconds`` to wait),
:class:`~taikai.services.errors.Refused` (``staff_disable_self``) and
:class:`~taikai.services.unit_of_work.NotFound` (``staff_not_found``).
"""

from __future__ import annotations

import math
import secrets
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from functools import cache

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from taikai.services.codes import Say
from taikai.services.errors import Refused, ServiceError
from taikai.services.unit_of_work import Conflict, NotFound, Store
from taikai.services.values import LoginFailure, StaffAccount, StaffSession

__all__ = [
    "LoginLimits",
    "LoginRefused",
    "accounts",
    "add_account",
    "disable_account",
    "hash_password",
    "log_in",
    "log_out",
    "logged_in",
    "secret",
]


class LoginRefused(ServiceError):
    """A login refused: a wrong login or password (counted), a login form sent again, or too many
    failed logins of the login or from the address (nothing counted)."""

    code = "login_refused"


@dataclass(frozen=True, slots=True)
class LoginLimits:
    """How many failed logins of one ``login`` or from one ``address`` within ``window`` refuse the
    next, and how long a session lasts."""

    login: int
    address: int
    window: timedelta
    session: timedelta


# --------------------------------------------------------------------------- the accounts


def hash_password(password: str, hasher: PasswordHasher | None = None) -> str:
    """The argon2 hash of ``password`` (what a staff account stores)."""
    return (hasher or PasswordHasher()).hash(password)


def accounts(store: Store, actor: str) -> list[StaffAccount]:
    """Every staff account, in the order they were added."""
    with store.unit_of_work(actor, read_only=True) as uow:
        return uow.staff.list()


def add_account(store: Store, actor: str, account: StaffAccount, reason: str | None = None) -> StaffAccount:
    """Store a new staff account (:class:`~taikai.services.unit_of_work.Conflict` when its login is taken)."""
    with store.unit_of_work(actor, reason) as uow:
        return uow.staff.add(account)


def disable_account(
    store: Store, actor: str, login: str, reason: str | None = None, *, by: str | None = None
) -> StaffAccount:
    """Disable the account ``login`` (it can no longer log in; its sessions end at their next
    request) and return it as it was; one already disabled is left as it is. ``by``: the login of
    the staff member asking, who cannot disable their own account (``staff_disable_self``: another
    organizer can, or the command line)."""
    if by is not None and login == by:
        raise Refused.of(Say.staff_disable_self, login=login)
    with store.unit_of_work(actor, reason) as uow:
        account = uow.staff.get(login)
        if account is None:
            raise NotFound("staff_not_found", login=login)
        if account.active:
            uow.staff.update(replace(account, active=False))
        return account


# --------------------------------------------------------------------------- logging in and out


def secret(store: Store, actor: str, name: str, make: Callable[[], str]) -> str:
    """The secret ``name`` kept in the store, made by ``make()`` and kept the first time it is asked
    for (every process serving the store agrees on it)."""
    with store.unit_of_work(actor) as uow:
        return uow.security.secret(name, make)


def logged_in(store: Store, actor: str, key_hash: str, now: datetime) -> StaffAccount | None:
    """The active staff account a session key (its SHA-256) lets in at ``now``, if any."""
    with store.unit_of_work(actor, read_only=True) as uow:
        session = uow.security.session(key_hash)
        account = uow.staff.get(session.login) if session is not None else None
    alive = session is not None and session.expires_at > now
    return account if alive and account is not None and account.active else None


@cache
def _dummy_hash(hasher: PasswordHasher) -> str:
    return hasher.hash(secrets.token_urlsafe(16))


def _verified(hasher: PasswordHasher, stored: str, password: str) -> bool:
    try:
        return hasher.verify(stored, password)
    except (VerificationError, InvalidHashError):
        return False


def _limited(failures: list[datetime], limit: int, window: timedelta) -> datetime | None:
    """Until when ``failures`` (oldest first, all within the window) refuse a login: while
    ``limit`` of them remain in the window, so until the limit-th newest leaves it."""
    return failures[-limit] + window if len(failures) >= limit else None


def _counted(
    store: Store, actor: str, spent: str, attempt: LoginFailure, limits: LoginLimits
) -> StaffAccount | None:
    """Count ``attempt`` as failed (refused, counting nothing, when it is a replay or limited) and
    read the account it names."""
    now, since = attempt.at, attempt.at - limits.window
    with store.unit_of_work(actor) as uow:
        if uow.security.replaced(spent):
            raise LoginRefused.of(Say.staff_login_replayed)
        counted = uow.security.attempt(attempt, since, forget_before=since)
        for (key, limit), failures in zip(
            ((Say.staff_login_limited, limits.login), (Say.staff_address_limited, limits.address)),
            counted,
            strict=True,
        ):
            until = _limited(failures, limit, limits.window)
            if until is not None and until > now:  # the unit of work rolls back: nothing is counted
                seconds = max(1, math.ceil((until - now).total_seconds()))
                raise LoginRefused.of(key, minutes=math.ceil(seconds / 60), seconds=seconds)
        return uow.staff.get(attempt.login)


def log_in(
    store: Store,
    actor: str,
    attempt: LoginFailure,
    password: str,
    *,
    spent: str,
    new_key: str,
    limits: LoginLimits,
    hasher: PasswordHasher,
) -> StaffAccount:
    """Log ``attempt.login`` in with ``password`` from ``attempt.address`` at ``attempt.at``: a
    session for the key whose SHA-256 is ``new_key``, replacing the key ``spent`` (its SHA-256; a
    login sent again with it is refused), or :class:`LoginRefused`.

    Two units of work: the attempt is counted in the first, the password is checked between them
    (argon2 takes a while: the other attempts need not wait for it) and the session opened in the
    second, which forgives the counted attempt and rehashes a password hashed under other parameters.
    In the web app they are two parts of the request's one (:mod:`taikai.services.shared`), committed
    once: a wrong password's attempt stays counted (it is refused outside both), a replayed or limited
    one is undone with its part; the next login's attempt waits for this one's commit.
    """
    account = _counted(store, actor, spent, attempt, limits)
    if account is None or not account.active:
        _verified(hasher, _dummy_hash(hasher), password)  # as long as a real check takes
        raise LoginRefused.of(Say.staff_login_failed)  # counted already
    if not _verified(hasher, account.password_hash, password):
        raise LoginRefused.of(Say.staff_login_failed)
    now = attempt.at
    try:
        with store.unit_of_work(actor, "password rehashed") as uow:
            uow.security.open(
                StaffSession(new_key, account.login, now, now + limits.session, spent),
                forget_before=now - limits.session,
            )
            uow.security.forgive(account.login)
            if hasher.check_needs_rehash(account.password_hash):
                uow.staff.update(replace(account, password_hash=hasher.hash(password)))
    except Conflict:  # the same form sent twice at once: the other one logged in
        raise LoginRefused.of(Say.staff_login_replayed) from None
    return account


def log_out(store: Store, actor: str, key_hash: str, at: datetime) -> None:
    """End the session of a key (its SHA-256) at ``at``; an unknown or ended one is left as it is."""
    with store.unit_of_work(actor) as uow:
        uow.security.close(key_hash, at)
