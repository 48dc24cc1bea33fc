"""Public pages: the competitions (the home page), the language switch, logging in and out, health."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Form, Query, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse

from taikai import __version__, i18n
from taikai.errors import TaikaiError
from taikai.services import public as data
from taikai.web.app import render
from taikai.web.auth import PASSWORD_MAX, current_staff, log_in, log_out
from taikai.web.errors import WebError, database_unavailable
from taikai.web.languages import COOKIE as LANGUAGE_COOKIE
from taikai.web.languages import words
from taikai.web.views import read

router = APIRouter()

LOGIN_MAX = 200
YEAR = 365 * 24 * 3600


def local(path: str | None, default: str = "/") -> str:
    """``path`` if it is a path on this site (a redirect never leaves it), else ``default``.

    >>> local("/staff"), local("//evil.example/"), local("https://evil.example/"), local(None)
    ('/staff', '/', '/', '/')
    """
    if not path or not path.startswith("/") or path.startswith("//") or "\\" in path or len(path) > 500:
        return default
    return path


@router.get("/", response_class=HTMLResponse, summary="The competitions (the home page)")
def home(request: Request) -> HTMLResponse:
    return render(request, "competitions.html", competitions=read(request, data.competitions))


@router.get("/lang/{lang}", summary="Switch the language of the pages")
def switch_language(
    request: Request, lang: str, next: Annotated[str | None, Query(max_length=500)] = None
) -> RedirectResponse:
    if lang not in i18n.LANGUAGES:
        raise WebError(404, "not_found", "web_not_found", path=request.url.path)
    response = RedirectResponse(local(next), status_code=303)
    response.set_cookie(LANGUAGE_COOKIE, lang, max_age=YEAR, samesite="lax", path="/")
    return response


@router.get("/login", response_class=HTMLResponse, summary="The staff login page")
def login_page(request: Request, next: Annotated[str | None, Query(max_length=500)] = None) -> HTMLResponse:
    if current_staff(request) is not None:
        return RedirectResponse(local(next, "/staff"), status_code=303)  # type: ignore[return-value]
    return render(request, "login.html", next=local(next, "/staff"), error=None, login="")


@router.post("/login", response_class=HTMLResponse, summary="Log in as staff")
def login(
    request: Request,
    login: Annotated[str, Form(min_length=1, max_length=LOGIN_MAX)],
    password: Annotated[str, Form(min_length=1, max_length=PASSWORD_MAX)],
    next: Annotated[str | None, Form(max_length=500)] = None,
) -> HTMLResponse:
    try:
        log_in(request, login, password)
    except WebError as refused:
        message = words(request, refused.key, refused.params)
        page = render(
            request, "login.html", refused.status, next=local(next, "/staff"), error=message, login=login
        )
        page.headers.update(refused.headers)
        return page
    return RedirectResponse(local(next, "/staff"), status_code=303)  # type: ignore[return-value]


@router.post("/logout", summary="Log out")
def logout(request: Request) -> RedirectResponse:
    log_out(request)
    return RedirectResponse("/", status_code=303)


@router.get("/health", summary="Whether the app and its database answer")
def health(request: Request) -> JSONResponse:
    try:
        competitions = len(data.read(request.app.state.web.store, "web:health", data.competitions))
    except TaikaiError:
        raise database_unavailable() from None
    return JSONResponse({"ok": True, "version": __version__, "competitions": competitions})
