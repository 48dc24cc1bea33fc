"""The app factory: :func:`create_app` builds the FastAPI app over a store; nothing happens at import.

Everything the app needs is passed in: the store (a :class:`taikai.store.SqlStore`, or the fake in
tests), and :class:`~taikai.web.settings.WebSettings` (the clock, the secret, the default language,
the security limits). The secret, when not given, is the database's own (made on first use).
"""

from __future__ import annotations

import asyncio
import logging
import re
import secrets as random_secrets
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from dataclasses import dataclass
from importlib import resources
from typing import Any
from weakref import WeakKeyDictionary

from anyio import to_thread
from fastapi import Depends, FastAPI, Request
from fastapi.responses import HTMLResponse, Response
from jinja2 import Environment
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from taikai import __version__, i18n
from taikai.errors import TaikaiError
from taikai.services import staff as staff_service
from taikai.services.shared import Shared, SharedStore, done, sharing
from taikai.services.unit_of_work import Store
from taikai.web import csrf, text
from taikai.web.auth import COOKIE, Keys, current_staff
from taikai.web.bodies import Bodies, BodyTooLarge, too_large
from taikai.web.errors import WebError, database_unavailable, install, json_error, unavailable, wants_json
from taikai.web.languages import environments, language, words
from taikai.web.links import TableLinks
from taikai.web.settings import WebSettings
from taikai.web.text import Utf8Forms

__all__ = ["WebState", "create_app", "render"]

#: The files under /static/ (read once when the app is made: a request names one of these, never a path).
STATIC = {
    "htmx.min.js": "text/javascript",
    "taikai.css": "text/css",
    "entry.css": "text/css",  # the staff entry forms
    "day_print.css": "text/css",  # the tournament day's table sheets and score slips
    "day_print.js": "text/javascript",  # their Print button (no inline script is allowed)
}
SECRET_NAME = "web"
log = logging.getLogger("taikai.web")
#: Sent with every answer: no framing, no sniffing, no referrer (table links carry their token in
#: the path), scripts and styles from this site only.
SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "frame-ancestors 'none'; form-action 'self'; base-uri 'none'"
    ),
}


@dataclass(frozen=True)
class WebState:
    """What the routes reach through ``request.app.state.web``."""

    store: SharedStore  # every request's services share one unit of work of it
    settings: WebSettings
    secret: str
    keys: Keys
    links: TableLinks
    templates: Mapping[str, Environment]


def _secret(store: Store, settings: WebSettings) -> str:
    if settings.secret is not None:
        return settings.secret
    return staff_service.secret(store, "web:start", SECRET_NAME, lambda: random_secrets.token_urlsafe(48))


def render(request: Request, template: str, status: int = 200, **context: Any) -> HTMLResponse:
    """A page: ``template`` in the request's language, with what every page shows (the staff
    logged in, the CSRF token, the path for the language switch)."""
    web: WebState = request.app.state.web
    page = web.templates[language(request)].get_template(template)
    html = page.render(
        staff=current_staff(request),
        csrf_token=csrf.token(request),
        path=request.url.path,
        version=__version__,
        **context,
    )
    return HTMLResponse(html, status_code=status)


def _refusal(request: Request, status: int, code: str, message: str, headers: Mapping[str, str]) -> Response:
    if wants_json(request):
        return json_error(code, message, status, headers)
    try:
        page = render(request, "error.html", status, code=code, message=message, http_status=status)
        page.headers.update(headers)
        return page
    except Exception:  # the page itself failed (the database is down): the words alone
        log.exception("the error page failed on %s %s", request.method, request.url.path)
        return HTMLResponse(message, status_code=status, headers=dict(headers))


#: A GET's answer drawn before FastAPI's routing and parameters, given the request and the match of
#: its path: a route's own answer to the same request when it is one that route draws from what the
#: app keeps (no unit of work, no worker thread), else None and the route answers
#: (:func:`taikai.web.routes.public_api.quick_standings`, :func:`taikai.web.routes.api.quick_competitions`).
Quick = Callable[[Request, "re.Match[str]"], "Response | None"]

#: :data:`SECURITY_HEADERS` as an answer's raw headers, made once.
_SECURITY_RAW = [(name.lower().encode(), value.encode()) for name, value in SECURITY_HEADERS.items()]
_SECURITY_NAMES = frozenset(name for name, _ in _SECURITY_RAW)


class Sessions:
    """Every request's session key (its cookie's; a new anonymous key, sent back as the cookie, is
    made when a route first asks for one: :func:`taikai.web.auth.session_key`) and the headers every
    answer carries (:data:`SECURITY_HEADERS`, ``Content-Language``).

    A plain ASGI middleware: it adds headers to the answer as it passes (Starlette's
    ``@app.middleware("http")`` runs each request through a task and memory streams of its own, a
    third of a cheap request's time), to its raw list of headers in one pass (Starlette's
    ``MutableHeaders`` scans the list again for each header it sets: with the new anonymous key
    each cookie-less request signed, a quarter of a kept standings answer's CPU in process).

    It makes each request one unit of work (:mod:`taikai.services.shared`), committed before the
    answer is sent. The requests that may write take turns in the process, here, in the event loop,
    once their body is in and before anything else of them runs (:meth:`_in_turn`): a request that
    writes holds its unit of work (on
    SQLite the database's writer lock) from its login's read to its commit, across the worker
    threads of its dependencies and route, so a writer waiting for the lock in one of those threads
    while every other thread waited too would leave the holder none to go on in."""

    def __init__(
        self,
        app: ASGIApp,
        state: WebState,
        refuse: Callable[[Request, WebError], Response],
        quick: Sequence[tuple[re.Pattern[str], Quick]] = (),
    ) -> None:
        self.app = app
        self.state = state
        self.refuse = refuse
        self.quick = quick
        self._turns: WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Lock] = WeakKeyDictionary()

    def _turn(self) -> asyncio.Lock:
        """The turn of the requests that write, in this event loop."""
        loop = asyncio.get_running_loop()
        turn = self._turns.get(loop)
        if turn is None:
            turn = self._turns[loop] = asyncio.Lock()
        return turn

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request = Request(scope)  # its state is the scope's: what the routes' requests see
        key = self.state.keys.read(request.cookies.get(COOKIE))
        if key is not None:
            request.state.session_key = key
        shared = self.state.store.request(scope["method"])
        failed: Exception | None = None  # the commit of the request's unit of work

        async def with_headers(message: Message) -> None:
            nonlocal failed
            if message["type"] == "http.response.start":
                if not shared.ended:  # the answer is ready: what the request did is committed first
                    try:
                        await _finished(shared)
                    except Exception as failure:
                        failed = failure
                if failed is not None:
                    return
                raw = [pair for pair in message.get("headers", ()) if pair[0].lower() not in _SECURITY_NAMES]
                if not any(name.lower() == b"content-language" for name, _ in raw):
                    raw.append((b"content-language", language(request).encode()))
                new_cookie = getattr(request.state, "new_cookie", None)  # a new key's, a login's, a logout's
                if new_cookie is not None:
                    raw.append((b"set-cookie", self._cookie(request, new_cookie).encode("latin-1")))
                message["headers"] = raw + _SECURITY_RAW
            elif failed is not None:  # the body of an answer that is not sent
                return
            await send(message)

        token = sharing(shared)
        try:
            await self._answer(request, shared, receive, with_headers)
        except BaseException:
            if shared.opened:
                await _ended(shared.abandon)
            raise
        finally:
            done(token)
        if failed is not None:  # the answer is the commit's failure
            answer = await to_thread.run_sync(self._failure, request, failed)
            failed = None
            await answer(scope, receive, with_headers)

    async def _answer(self, request: Request, shared: Shared, receive: Receive, send: Send) -> None:
        """The request answered: quickly (:meth:`_quick`), or by the app, in turn if it may write."""
        scope = request.scope
        answer = self._quick(request) if scope["method"] == "GET" else None
        if answer is not None:
            await answer(scope, receive, send)
        elif shared.writes:
            await self._in_turn(scope, receive, send)
        else:
            await self.app(scope, receive, send)

    async def _in_turn(self, scope: Scope, receive: Receive, send: Send) -> None:
        """The app's answer to a request that may write, taking its turn (:meth:`_turn`) once its
        body is in (FastAPI reads a request's whole body before its dependencies and route: a slow
        upload keeps no other writer waiting)."""
        turn, held = self._turn(), False

        async def received() -> Message:
            nonlocal held
            message = await receive()
            if not held and message["type"] == "http.request" and not message.get("more_body", False):
                await turn.acquire()
                held = True
            return message

        try:
            await self.app(scope, received, send)
        finally:
            if held:
                turn.release()

    def _quick(self, request: Request) -> Response | None:
        """The quick answer of a GET (:data:`Quick`), or None: the app's routes answer."""
        path = request.url.path
        for pattern, answer in self.quick:
            found = pattern.match(path)
            if found is not None:
                return answer(request, found)
        return None

    def _failure(self, request: Request, error: Exception) -> Response:
        """The answer of a request whose unit of work failed to commit (it is rolled back)."""
        if not isinstance(error, TaikaiError) or not unavailable(error):
            raise error
        log.error("the database failed on %s %s: %s", request.method, request.url.path, error.message)
        return self.refuse(request, database_unavailable())

    def _cookie(self, request: Request, value: str) -> str:
        """The Set-Cookie header of a new session key (written by Starlette's own cookie code)."""
        settings = self.state.settings
        secure = settings.secure_cookies
        jar = Response()
        jar.set_cookie(
            COOKIE,
            value,
            max_age=int(settings.session_length.total_seconds()),
            httponly=True,
            samesite="lax",
            secure=request.url.scheme == "https" if secure is None else secure,
            path="/",
        )
        return jar.headers["set-cookie"]


#: The worker threads that end the requests' units of work that write: not the routes' (a route's
#: thread may be waiting for the lock that a request being ended holds: on SQLite the writer's, until
#: it commits; with every route thread waiting so, the commit would wait for one).
_ENDING = ThreadPoolExecutor(4, thread_name_prefix="taikai-commit")


async def _ended(end: Callable[[], None]) -> None:
    await asyncio.get_running_loop().run_in_executor(_ENDING, end)


async def _finished(shared: Shared) -> None:
    """Commit the request's unit of work, if it opened one: one that wrote in a thread of
    :data:`_ENDING` (it waits for the database to keep it); a read-only one here, in the event loop,
    as a kept page's revision is read (its commit writes nothing: shorter than the hop to a thread
    and back)."""
    if shared.writing:
        await _ended(shared.finish)
    else:
        shared.finish()


async def _checks(request: Request) -> None:
    """What every request passes before its route: the CSRF token of a request that changes
    something (:func:`taikai.web.csrf.check`), then its form's text (:func:`taikai.web.text.check`).
    One dependency of the app, not two: FastAPI solves each of every request anew."""
    await csrf.check(request)
    await text.check(request)


def create_app(store: Store, settings: WebSettings | None = None) -> FastAPI:
    """The web app over ``store``: public pages, staff pages, table links and the JSON API."""
    from taikai.web.routes import (
        api,
        day,
        entry,
        entry_hands,
        pages,
        public,
        public_api,
        screens,
        seasons,
        staff,
        staged_day,
        stats,
        tables,
    )

    settings = settings or WebSettings()
    secret = _secret(store, settings)
    state = WebState(
        store=SharedStore(store),
        settings=settings,
        secret=secret,
        keys=Keys(secret, max_age=int(settings.session_length.total_seconds())),
        links=TableLinks(secret, settings.clock),
        templates=environments(),
    )

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        to_thread.current_default_thread_limiter().total_tokens = settings.threads
        yield

    app = FastAPI(
        lifespan=lifespan,
        title="taikai",
        version=__version__,
        description="Riichi mahjong competitions under the rules their organizers write down.",
        openapi_url="/api/openapi.json",
        docs_url=None,  # the interactive pages load scripts from a CDN: the schema alone is served
        redoc_url=None,
        dependencies=[Depends(_checks)],
        # taikai sets up no OpenTelemetry: FastAPI's native telemetry off, every request skips
        # looking for the providers it would report to
        telemetry={"tracing": False, "metrics": False, "logs": False},
    )
    app.state.web = state
    files = resources.files("taikai.web") / "static"
    static = {name: (files.joinpath(name).read_bytes(), kind) for name, kind in STATIC.items()}

    app.add_middleware(Utf8Forms)  # inside Bodies: it reads only the bytes a body may have

    def refuse(request: Request, error: WebError) -> Response:
        message = words(request, error.key, error.params)
        return _refusal(request, error.status, error.code, message, error.headers)

    async def body_too_large(request: Request, error: Exception) -> Response:
        assert isinstance(error, BodyTooLarge)
        return refuse(request, too_large(error.limit))

    app.add_middleware(Bodies, settings=settings, refuse=refuse)  # inside Sessions: it knows the session
    quick = [
        (api.QUICK_COMPETITIONS, api.quick_competitions),
        (public_api.QUICK_STANDINGS, public_api.quick_standings),
    ]
    app.add_middleware(Sessions, state=state, refuse=refuse, quick=quick)
    app.add_exception_handler(BodyTooLarge, body_too_large)

    @app.get("/static/{name}", include_in_schema=False)
    def static_file(name: str) -> Response:
        if name not in static:
            raise WebError(404, "not_found", "web_not_found", path=f"/static/{name}")
        content, kind = static[name]
        return Response(content, media_type=kind, headers={"Cache-Control": "public, max-age=3600"})

    install(app, _refusal)
    # the visitors' pages and API first: FastAPI tries every route of each router in turn, in this
    # order, for every request (two routers' paths never overlap: tests/web/test_routes.py)
    for module in (
        public_api,
        public,
        stats,
        screens,
        api,
        pages,
        tables,
        staff,
        entry,
        entry_hands,
        day,
        staged_day,
        seasons,
    ):
        app.include_router(module.router)
    i18n.translations("ja")  # read the catalog now, not during the first Japanese request
    return app
