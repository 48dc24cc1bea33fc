"""Request bodies: bounded before anything reads them; an upload read only for logged-in staff.

:class:`Bodies` is an ASGI middleware (inside the session middleware, so the session key is
known): the one place where the app decides how much of a request body it reads, before FastAPI,
a form parser or a route sees a byte of it.

- Every body of a POST, PUT, PATCH or DELETE is bounded: an upload (``multipart/form-data``) by
  ``WebSettings.upload_limit`` (64 MiB: the files of one import), any other (a form, the JSON API)
  by ``WebSettings.body_limit`` (1 MiB). A body declared larger (``Content-Length``) is refused
  with 413 before a byte of it is read; one sent without a length (chunked) is counted as it is
  read and refused with 413 when it passes the limit.
- An upload is read only once its CSRF token and its login are checked: the token must come with
  the request line or its headers (the form's ``action`` carries ``?csrf_token=...``; htmx sends
  ``X-CSRF-Token``), the session must be a staff login. Otherwise the request is refused (403,
  401) before a byte of the body is read. (FastAPI reads a form, and spools its files to disk,
  before any dependency of the route runs: the routes' own checks would come after the body.)

The refusals are the app's error pages or JSON errors, in the visitor's language.
"""

from __future__ import annotations

from collections.abc import Callable

from anyio import to_thread
from fastapi import Request
from fastapi.responses import Response
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from taikai.web import csrf
from taikai.web.auth import current_staff, require_staff
from taikai.web.errors import WebError
from taikai.web.settings import WebSettings

__all__ = ["Bodies", "BodyTooLarge", "is_upload", "too_large"]


def is_upload(request: Request) -> bool:
    """Whether the request's body is a multipart form (files), told as Starlette's parser tells it."""
    return csrf.body_kind(request) == csrf.UPLOAD


def too_large(limit: int) -> WebError:
    """The refusal of a body over ``limit`` bytes."""
    return WebError(413, "body_too_large", "web_body_too_large", mib=max(1, limit // (1024 * 1024)))


class BodyTooLarge(HTTPException):
    """Raised while a body is read, once it passes its limit (FastAPI lets an HTTPException from
    reading a body through as it is); answered by :func:`too_large`'s refusal."""

    def __init__(self, limit: int) -> None:
        super().__init__(413)
        self.limit = limit


def _declared(request: Request) -> int | None:
    try:
        return int(request.headers["content-length"])
    except (KeyError, ValueError):
        return None  # no length (chunked), or one the server itself refuses


class Bodies:
    """See the module docstring. ``refuse`` answers a :class:`WebError` (the app's error page or
    JSON error)."""

    def __init__(
        self, app: ASGIApp, settings: WebSettings, refuse: Callable[[Request, WebError], Response]
    ) -> None:
        self.app = app
        self.settings = settings
        self.refuse = refuse

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in csrf.SAFE:
            await self.app(scope, receive, send)
            return
        request = Request(scope)
        upload = is_upload(request)
        limit = self.settings.upload_limit if upload else self.settings.body_limit
        try:
            declared = _declared(request)
            if declared is not None and declared > limit:
                raise too_large(limit)
            if upload:
                await csrf.check(request)  # an upload's token is never looked for in its body
                require_staff(await to_thread.run_sync(current_staff, request), request)
        except WebError as error:
            await self.refuse(request, error)(scope, receive, send)
            return
        read = 0

        async def bounded() -> Message:
            nonlocal read
            message = await receive()
            if message["type"] == "http.request":
                read += len(message.get("body", b""))
                if read > limit:
                    raise BodyTooLarge(limit)
            return message

        await self.app(scope, bounded, send)
