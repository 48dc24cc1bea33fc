"""What the web app is given: its clock, its secret, its default language, its security limits."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta

from argon2 import PasswordHasher

from taikai import i18n
from taikai.services.unit_of_work import Clock, utc_now

__all__ = ["WebSettings"]


@dataclass(frozen=True)
class WebSettings:
    """Everything :func:`taikai.web.create_app` needs besides the store; the defaults serve a venue.

    - ``clock``: the time (sessions, table links and the login limit read it; tests move it).
    - ``secret``: the key that signs cookies, CSRF tokens and table links; None (the default)
      takes the database's own, made on first use and kept in it, so that every process serving
      the database agrees and a restart keeps sessions and printed table links valid.
    - ``language``: the language of a visitor whose browser asks for neither of taikai's.
    - ``session_hours``: how long a staff login lasts (a tournament day).
    - ``login_limit`` / ``address_limit``: failed logins of one login / from one address within
      ``login_window_minutes`` after which logging in is refused until fewer remain in the window.
    - ``secure_cookies``: None sets the cookie's Secure flag when the request came over https
      (behind a proxy: uvicorn's ``--proxy-headers``); True or False forces it.
    - ``hasher``: argon2's parameters for new password hashes (tests pass cheaper ones; a login
      with a hash made under other parameters rehashes it).
    - ``body_limit`` / ``upload_limit``: the most bytes of a request body, of an upload
      (``multipart/form-data``) and of any other; a larger one is refused (413) before it is read
      (:mod:`taikai.web.bodies`).
    - ``threads``: how many requests a process works on at once, each in a thread of its own (the
      others wait their turn). More only fight over Python's one interpreter lock: at 50 clients
      at once, 40 threads (Starlette's default) took a page 1.7 ms of CPU and 4 took 1.4 ms.
    """

    clock: Clock = utc_now
    secret: str | None = None
    language: str = i18n.DEFAULT
    session_hours: int = 12
    login_limit: int = 5
    address_limit: int = 20
    login_window_minutes: int = 15
    secure_cookies: bool | None = None
    hasher: PasswordHasher = field(default_factory=PasswordHasher)
    threads: int = 8
    body_limit: int = 1024 * 1024
    upload_limit: int = 64 * 1024 * 1024

    def __post_init__(self) -> None:
        if self.language not in i18n.LANGUAGES:
            raise ValueError(f"language {self.language!r} is not one of {i18n.LANGUAGES}")
        for name in (
            "session_hours",
            "login_limit",
            "address_limit",
            "login_window_minutes",
            "body_limit",
            "upload_limit",
        ):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1")

    @property
    def session_length(self) -> timedelta:
        return timedelta(hours=self.session_hours)

    @property
    def login_window(self) -> timedelta:
        return timedelta(minutes=self.login_window_minutes)
