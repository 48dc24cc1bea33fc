"""Every refusal of the web app: a stable code, an HTTP status, and a catalog key with parameters.

A page answers with the error page in the visitor's language; the JSON API (and ``/health``) with
CONTRACTS.md's shape, ``{"ok": false, "error": {"code", "message"}}``, the message in the request's
language. Nothing else reaches a visitor: FastAPI's validation errors, Starlette's 404 and 405, a
database that fails (logged on the server with its words, answered as ``database_error``, which
names nothing of the database) and any unexpected failure (logged on the server, answered as
``internal_error``) go through :func:`install`. :data:`KEYS` lists every catalog key these answers
use (the catalog tests word each in both languages).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException

from taikai import i18n
from taikai.errors import TaikaiError
from taikai.services.unit_of_work import Conflict, NotFound, StoreError

__all__ = [
    "KEYS",
    "WebError",
    "database_unavailable",
    "install",
    "json_error",
    "unavailable",
    "wants_json",
]

log = logging.getLogger("taikai.web")


class WebError(Exception):
    """A request the web app refuses: ``code`` (stable, in the JSON), ``status``, and the catalog
    ``key`` and ``params`` of its message; ``headers`` go on the response (Retry-After)."""

    def __init__(
        self, status: int, code: str, key: str, headers: Mapping[str, str] | None = None, /, **params: Any
    ) -> None:
        super().__init__(key)
        self.status, self.code, self.key, self.params = status, code, key, params
        self.headers = dict(headers or {})


#: Problems FastAPI finds in a request's fields (pydantic error types) and the key that words each;
#: any other type is ``web_field_invalid``. The parameter ``limit`` comes from pydantic's context.
FIELD_PROBLEMS = {
    "missing": "web_field_missing",
    "string_too_long": "web_field_too_long",
    "string_too_short": "web_field_too_short",
    "int_parsing": "web_field_not_whole",
    "int_type": "web_field_not_whole",
    "int_from_float": "web_field_not_whole",
    "greater_than_equal": "web_field_too_small",
    "less_than_equal": "web_field_too_large",
}
LIMITS = ("max_length", "min_length", "ge", "le")

#: Starlette's own refusals (no route, a method the route does not take) by status.
HTTP_REFUSALS = {404: ("not_found", "web_not_found"), 405: ("method_not_allowed", "web_method_not_allowed")}

#: Every key an error answer can use besides those raised as WebError in the routes and auth
#: (which name theirs where they decide): the catalog tests render each.
KEYS = (
    *sorted(set(FIELD_PROBLEMS.values())),
    "web_field_invalid",
    "web_bad_request",
    "web_not_found",
    "web_method_not_allowed",
    "web_refused",
    "web_internal_error",
)


def database_unavailable() -> WebError:
    """What a visitor is told when the database fails: ``database_error``, naming nothing of the
    database (the server's log has what it said)."""
    return WebError(503, "database_error", "web_database_unavailable")


def wants_json(request: Request) -> bool:
    """The JSON API and the health endpoint answer in JSON; pages answer with a page."""
    path = request.url.path
    return path.startswith("/api/") or path == "/health"


def json_error(
    code: str, message: str, status: int, headers: Mapping[str, str] | None = None
) -> JSONResponse:
    return JSONResponse(
        {"ok": False, "error": {"code": code, "message": message}}, status_code=status, headers=headers
    )


def _field(location: tuple[Any, ...]) -> str:
    parts = [str(part) for part in location]
    if parts and parts[0] in ("body", "query", "path", "header", "cookie"):
        parts = parts[1:]
    return ".".join(parts) or "?"


def field_problems(error: RequestValidationError) -> list[tuple[str, dict[str, Any]]]:
    """Each problem FastAPI found as a catalog key and parameters (``field``, and ``limit``)."""
    problems = []
    for item in error.errors():
        key = FIELD_PROBLEMS.get(item.get("type", ""), "web_field_invalid")
        params: dict[str, Any] = {"field": _field(tuple(item.get("loc", ())))}
        context = item.get("ctx") or {}
        limits = [context[name] for name in LIMITS if name in context]
        if limits:
            params["limit"] = limits[0]
        problems.append((key, params))
    return problems


Render = Callable[[Request, int, str, str, Mapping[str, str]], Response]


def unavailable(error: TaikaiError) -> bool:
    """Whether a refusal is the database failing (a storage error that is neither :class:`NotFound`
    nor :class:`Conflict`: it cannot be reached, or failed): its words name the database (the URL's
    user, host, port and database) and what the driver said, which are for the server's log; a
    visitor is told :func:`database_unavailable`."""
    return isinstance(error, StoreError) and not isinstance(error, NotFound | Conflict)


def _status(error: TaikaiError) -> int:
    """A core or storage refusal that reached the app: what is not there, what is taken, input the
    core refuses (a database that fails is :func:`unavailable`)."""
    if isinstance(error, NotFound):
        return 404
    return 409 if isinstance(error, Conflict) else 400


def install(app: FastAPI, render: Render) -> None:
    """Answer every refusal through ``render(request, status, code, message, headers)`` (the error
    page or the JSON error), the message in the request's language."""
    from taikai.web.languages import language, words

    def answer(request: Request, error: WebError) -> Response:
        message = words(request, error.key, error.params)
        return render(request, error.status, error.code, message, error.headers)

    @app.exception_handler(TaikaiError)
    async def core_refused(request: Request, error: TaikaiError) -> Response:
        if unavailable(error):
            log.error("the database failed on %s %s: %s", request.method, request.url.path, error.message)
            return answer(request, database_unavailable())
        return render(request, _status(error), error.code, i18n.words(error, language(request)), {})

    @app.exception_handler(WebError)
    async def refused(request: Request, error: WebError) -> Response:
        return answer(request, error)

    @app.exception_handler(HTTPException)
    async def http_refused(request: Request, error: HTTPException) -> Response:
        code, key = HTTP_REFUSALS.get(error.status_code, ("refused", "web_refused"))
        params = {"path": request.url.path, "method": request.method, "status": error.status_code}
        return answer(request, WebError(error.status_code, code, key, error.headers, **params))

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, error: RequestValidationError) -> Response:
        problems = [words(request, key, params) for key, params in field_problems(error)]
        return answer(request, WebError(422, "bad_request", "web_bad_request", problems=problems))

    @app.exception_handler(Exception)
    async def failed(request: Request, error: Exception) -> Response:
        log.exception("taikai failed on %s %s", request.method, request.url.path)
        return answer(request, WebError(500, "internal_error", "web_internal_error"))
