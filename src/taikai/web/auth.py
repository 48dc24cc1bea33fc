"""Staff in the web app: the session cookie, who is logged in, logging in and out, roles.

- Accounts, passwords (argon2), sessions and the limits on failed logins are the staff service's
  (:mod:`taikai.services.staff`): this module gives it the cookie's key (only its SHA-256: the key
  is never stored), the request's address and the settings, and words its refusals (401 a wrong
  login or password, 403 a login form sent again, 429 while the login or the address is limited,
  saying for how long).
- Every visitor has a session key in the ``taikai_session`` cookie (signed with a timestamp,
  HttpOnly, SameSite=Lax, Secure over https): anonymous keys are kept nowhere and bind the CSRF
  token of the login form (a request with one reads nothing of the sessions stored); logging in
  issues a new key, whose session the service keeps with the key it replaced, so the same login
  form sent again (a replay) is refused. Logging out ends the stored session and issues a new
  anonymous key.
- Roles are dependencies: :func:`require_staff` (any active account), :func:`require_organizer`;
  an organizer can do everything staff can.
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Annotated

from fastapi import Depends, Request
from itsdangerous import BadSignature, TimestampSigner

from taikai.services import staff as staff_service
from taikai.services.staff import LoginLimits, LoginRefused, hash_password
from taikai.services.values import LoginFailure, StaffAccount
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
        key_hash = _hash(session_key(request))
        request.state.staff = staff_service.logged_in(web.store, ACTOR, key_hash, web.settings.clock())
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


#: The status, code and (for the limits) Retry-After header of each refusal of a login.
REFUSALS = {
    "staff_login_failed": (401, "login_failed"),
    "staff_login_replayed": (403, "login_replayed"),
    "staff_login_limited": (429, "rate_limited"),
    "staff_address_limited": (429, "rate_limited"),
}


def log_in(request: Request, login: str, password: str) -> StaffAccount:
    """Log the visitor in as ``login`` (a new session key; the old one is spent), or refuse: 403
    for a login form sent again after it logged in, 429 while the login or the address is limited,
    401 for a wrong login or password (counted): :func:`taikai.services.staff.log_in`."""
    web = request.app.state.web
    settings = web.settings
    address = (request.client.host if request.client else "") or "unknown"
    limits = LoginLimits(
        settings.login_limit, settings.address_limit, settings.login_window, settings.session_length
    )
    key, cookie = web.keys.new(logged_in=True)
    try:
        account = staff_service.log_in(
            web.store,
            ACTOR,
            LoginFailure(login, address, settings.clock()),
            password,
            spent=_hash(session_key(request)),
            new_key=_hash(key),
            limits=limits,
            hasher=settings.hasher,
        )
    except LoginRefused as refused:
        status, code = REFUSALS[refused.key]
        seconds = refused.params.get("seconds")
        headers = {"Retry-After": str(seconds)} if seconds is not None else {}
        raise WebError(status, code, refused.key, headers, **refused.params) from None
    request.state.session_key, request.state.new_cookie = key, cookie
    request.state.staff = None
    return account


def log_out(request: Request) -> None:
    """End the visitor's session (if any) and give them a new anonymous key."""
    web = request.app.state.web
    staff_service.log_out(web.store, ACTOR, _hash(session_key(request)), web.settings.clock())
    _issue(request)
