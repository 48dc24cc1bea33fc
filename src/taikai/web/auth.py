"""Staff accounts in the web app: passwords, logins limited by rate, sessions, roles.

- Passwords are hashed with argon2 (:func:`hash_password`); a login verifies against the stored
  hash, and an unknown login is verified against a dummy hash, so the time taken does not tell
  which logins exist.
- Every visitor has a session key in the ``taikai_session`` cookie (signed with a timestamp,
  HttpOnly, SameSite=Lax, Secure over https): anonymous keys are kept nowhere and bind the CSRF
  token of the login form (a request with one reads nothing of the sessions stored); logging in
  issues a new key, and only the SHA-256 of a logged-in key is stored (``uow.security``), with the
  key it replaced, so the same login form sent again (a replay) is refused. Logging out ends the
  stored session and issues a new anonymous key.
- Failed logins are counted in the database (every process serving it agrees): after
  ``login_limit`` failures of one login, or ``address_limit`` from one address, within the window,
  logging in is refused (429, saying for how long) until fewer remain in the window; a refused
  attempt checks no password and counts nothing more. An attempt is counted before its password
  is checked, in turns with every other attempt (the store's ``security.attempt``), and forgiven
  when it logs in: attempts sent at once check no more passwords than the limits allow.
- Roles are dependencies: :func:`require_staff` (any active account), :func:`require_organizer`;
  an organizer can do everything staff can.
"""

from __future__ import annotations

import hashlib
import math
import secrets
from dataclasses import replace
from datetime import datetime, timedelta
from functools import cache
from typing import Annotated

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from fastapi import Depends, Request
from itsdangerous import BadSignature, TimestampSigner

from taikai.services.unit_of_work import Conflict
from taikai.services.values import LoginFailure, StaffAccount, StaffSession
from taikai.web.errors import WebError

__all__ = [
    "COOKIE",
    "ROLES",
    "Organizer",
    "Staff",
    "Visitor",
    "current_staff",
    "hash_password",
    "log_in",
    "log_out",
    "require_organizer",
    "require_staff",
    "session_key",
    "staff_known",
]

COOKIE = "taikai_session"
#: How a session key begins: one issued by a login (its session is stored), or an anonymous one
#: (nothing is stored of it). A key of neither kind (issued before the kinds) is looked up.
LOGGED_IN, ANONYMOUS = "s.", "a."
#: Roles by what they may do: each role may do what the roles after it may.
ROLES = ("organizer", "staff")
PASSWORD_MIN, PASSWORD_MAX = 8, 1024
#: Who the unit of work of a login or logout says acts (a login as typed may be anything).
ACTOR = "web:login"


def hash_password(password: str, hasher: PasswordHasher | None = None) -> str:
    """The argon2 hash of ``password`` (what a staff account stores)."""
    return (hasher or PasswordHasher()).hash(password)


@cache
def _dummy_hash(hasher: PasswordHasher) -> str:
    return hasher.hash(secrets.token_urlsafe(16))


def _verified(hasher: PasswordHasher, stored: str, password: str) -> bool:
    try:
        return hasher.verify(stored, password)
    except (VerificationError, InvalidHashError):
        return False


def _hash(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


# --------------------------------------------------------------------------- the session cookie


class Keys:
    """Session keys in cookies: signed with the app's secret and the time they were issued."""

    def __init__(self, secret: str, max_age: int) -> None:
        self._signer = TimestampSigner(secret, salt="taikai.session")
        self._max_age = max_age

    def new(self, logged_in: bool = False) -> tuple[str, str]:
        """A fresh key and its cookie value: a key a login opens a session with, or an anonymous
        one (which no session is ever opened with, so no request with it looks for one)."""
        key = (LOGGED_IN if logged_in else ANONYMOUS) + secrets.token_urlsafe(32)
        return key, self._signer.sign(key).decode()

    def read(self, cookie: str | None) -> str | None:
        """The key of a cookie value; None if absent, altered or older than a session lasts."""
        if not cookie or len(cookie) > 200:
            return None
        try:
            return self._signer.unsign(cookie, max_age=self._max_age).decode()
        except (BadSignature, UnicodeDecodeError):
            return None


def session_key(request: Request) -> str:
    """The session key of this request: its cookie's (read by the app's session middleware), or a
    new anonymous key, sent back as the cookie, made when first asked for (a CSRF token, a login):
    an answer that uses no session (the JSON API) signs no key and sets no cookie."""
    key: str | None = getattr(request.state, "session_key", None)
    if key is None:
        key, request.state.new_cookie = request.app.state.web.keys.new()
        request.state.session_key = key
    return key


def _anonymous(request: Request) -> bool:
    """Whether the request's session has logged nobody in (it has none yet, or an anonymous key)."""
    key = getattr(request.state, "session_key", None)
    return key is None or key.startswith(ANONYMOUS)


def _issue(request: Request, logged_in: bool = False) -> str:
    """Give the visitor a new session key (sent as the cookie with the response)."""
    key, cookie = request.app.state.web.keys.new(logged_in)
    request.state.session_key, request.state.new_cookie = key, cookie
    request.state.staff = None
    return key


# --------------------------------------------------------------------------- who is logged in


def staff_known(request: Request) -> bool:
    """Whether :func:`current_staff` answers without reading the database: the session has logged
    nobody in, or this request has read its login already."""
    return hasattr(request.state, "staff") or _anonymous(request)


def current_staff(request: Request) -> StaffAccount | None:
    """The active staff account logged in with this request's session, if any."""
    if not hasattr(request.state, "staff"):
        if _anonymous(request):
            request.state.staff = None
            return None
        web = request.app.state.web
        with web.store.unit_of_work(ACTOR, read_only=True) as uow:
            session = uow.security.session(_hash(session_key(request)))
            account = uow.staff.get(session.login) if session is not None else None
        alive = session is not None and session.expires_at > web.settings.clock()
        request.state.staff = account if alive and account is not None and account.active else None
    return request.state.staff


Visitor = Annotated[StaffAccount | None, Depends(current_staff)]


def require_staff(staff: Visitor, request: Request) -> StaffAccount:
    """The logged-in staff account (any role); a visitor not logged in is refused (401)."""
    if staff is None:
        raise WebError(401, "login_required", "web_login_required", next=request.url.path)
    return staff


def require_organizer(staff: Annotated[StaffAccount, Depends(require_staff)]) -> StaffAccount:
    """The logged-in organizer; staff of another role are refused (403)."""
    if ROLES.index(staff.role) > ROLES.index("organizer"):
        raise WebError(403, "forbidden", "web_organizer_only")
    return staff


Staff = Annotated[StaffAccount, Depends(require_staff)]
Organizer = Annotated[StaffAccount, Depends(require_organizer)]


# --------------------------------------------------------------------------- logging in and out


def _limited(failures: list[datetime], limit: int, window: timedelta) -> datetime | None:
    """Until when ``failures`` (oldest first, all within the window) refuse a login: while
    ``limit`` of them remain in the window, so until the limit-th newest leaves it."""
    return failures[-limit] + window if len(failures) >= limit else None


def log_in(request: Request, login: str, password: str) -> StaffAccount:
    """Log the visitor in as ``login`` (a new session key; the old one is spent), or refuse: 403
    for a login form sent again after it logged in, 429 while the login or the address is limited,
    401 for a wrong login or password (counted).

    The attempt is counted as failed before its password is checked, in the unit of work that reads
    the failures before it (:meth:`~taikai.services.unit_of_work.Security.attempt`: attempts take
    turns), and forgiven when it logs in: attempts at once check no more passwords than the limits
    allow."""
    web = request.app.state.web
    settings = web.settings
    now = settings.clock()
    since = now - settings.login_window
    address = (request.client.host if request.client else "") or "unknown"
    spent = _hash(session_key(request))
    with web.store.unit_of_work(ACTOR) as uow:
        if uow.security.replaced(spent):
            raise WebError(403, "login_replayed", "web_login_replayed")
        counted = uow.security.attempt(LoginFailure(login, address, now), since, forget_before=since)
        limits = (
            ("web_login_limited", settings.login_limit),
            ("web_address_limited", settings.address_limit),
        )
        for (key, limit), failures in zip(limits, counted, strict=True):
            until = _limited(failures, limit, settings.login_window)
            if until is not None and until > now:  # the unit of work rolls back: nothing is counted
                seconds = max(1, math.ceil((until - now).total_seconds()))
                headers = {"Retry-After": str(seconds)}
                raise WebError(429, "rate_limited", key, headers, minutes=math.ceil(seconds / 60))
        account = uow.staff.get(login)
    hasher = settings.hasher
    if account is None or not account.active:
        _verified(hasher, _dummy_hash(hasher), password)  # as long as a real check takes
        raise WebError(401, "login_failed", "web_login_failed")  # counted already
    if not _verified(hasher, account.password_hash, password):
        raise WebError(401, "login_failed", "web_login_failed")
    try:
        with web.store.unit_of_work(ACTOR, "password rehashed") as uow:
            key = _issue(request, logged_in=True)
            session = StaffSession(_hash(key), account.login, now, now + settings.session_length, spent)
            uow.security.open(session, forget_before=now - settings.session_length)
            uow.security.forgive(account.login)
            if hasher.check_needs_rehash(account.password_hash):
                uow.staff.update(replace(account, password_hash=hasher.hash(password)))
    except Conflict:  # the same form sent twice at once: the other one logged in
        raise WebError(403, "login_replayed", "web_login_replayed") from None
    return account


def log_out(request: Request) -> None:
    """End the visitor's session (if any) and give them a new anonymous key."""
    web = request.app.state.web
    with web.store.unit_of_work(ACTOR) as uow:
        uow.security.close(_hash(session_key(request)), web.settings.clock())
    _issue(request)
