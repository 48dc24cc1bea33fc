"""CSRF protection: every request that changes something carries a token bound to the session.

The token is an HMAC of the visitor's session key under the app's secret: a page puts it in each
form (``csrf_token``, :func:`token`; an upload form in its ``action``, ``?csrf_token=``, as its body
is read only after the check) and htmx sends it as the ``X-CSRF-Token`` header (the base layout
sets ``hx-headers``). :func:`check` runs before every route of the app (a dependency of the
app itself, so no route can forget it): a POST, PUT, PATCH or DELETE without the token, or with
another session's, is refused with 403 before its route runs, so nothing is done. Logging in and
out changes the session key, so a token of before is no longer valid after.
"""

from __future__ import annotations

import hashlib
import hmac

from fastapi import Request
from python_multipart.multipart import parse_options_header
from starlette.datastructures import FormData

from taikai.web.auth import session_key
from taikai.web.errors import WebError

__all__ = ["FIELD", "HEADER", "check", "token"]

FIELD = "csrf_token"
HEADER = "x-csrf-token"
SAFE = frozenset({"GET", "HEAD", "OPTIONS"})
FORM, UPLOAD = b"application/x-www-form-urlencoded", b"multipart/form-data"


def body_kind(request: Request) -> bytes:
    """The media type of the request's body, as Starlette's form parser reads it (lower case)."""
    content_type, _ = parse_options_header(request.headers.get("content-type", ""))
    return content_type


def token(request: Request) -> str:
    """The CSRF token of the request's session (for its forms)."""
    secret = request.app.state.web.secret.encode()
    return hmac.new(secret, b"csrf:" + session_key(request).encode(), hashlib.sha256).hexdigest()


async def check(request: Request) -> None:
    """Refuse a request that changes something without its session's token (403). An upload's
    token comes with its address (``?csrf_token=``) or the header, never from its body: the body is
    read only after the token is checked (:mod:`taikai.web.bodies`)."""
    if request.method in SAFE:
        return
    sent = request.headers.get(HEADER)
    content_type = body_kind(request)
    if sent is None and content_type == UPLOAD:
        sent = request.query_params.get(FIELD)
    elif sent is None and content_type == FORM:
        form: FormData = await request.form()  # FastAPI reads the same parsed form for the route
        field = form.get(FIELD)
        sent = field if isinstance(field, str) else None
    if not sent:
        raise WebError(403, "csrf_failed", "web_csrf_missing")
    if not hmac.compare_digest(sent.encode(), token(request).encode()):
        raise WebError(403, "csrf_failed", "web_csrf_invalid")
