"""Staff pages: the staff home, the staff accounts (organizers), table links for a round."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Annotated

from fastapi import APIRouter, Form, Request
from fastapi.responses import HTMLResponse, RedirectResponse

from taikai.services import competitions as competition_service
from taikai.services import staff as staff_service
from taikai.services.errors import Refused
from taikai.services.unit_of_work import NotFound
from taikai.web.app import render
from taikai.web.auth import Organizer, Staff
from taikai.web.errors import WebError

router = APIRouter(prefix="/staff")

MAX_TABLES = 200
MAX_HOURS = 72


def actor(staff: Staff) -> str:
    """Who the audit log says acted: ``web:`` and the login."""
    return f"web:{staff.login}"[:200]


@router.get("", response_class=HTMLResponse, summary="The staff home")
def staff_home(request: Request, staff: Staff) -> HTMLResponse:
    competitions = competition_service.list_competitions(request.app.state.web.store, actor(staff))
    return render(request, "staff.html", competitions=competitions)  # links to each one's staff pages


@router.get("/accounts", response_class=HTMLResponse, summary="The staff accounts (organizers only)")
def accounts(request: Request, organizer: Organizer) -> HTMLResponse:
    listed = staff_service.accounts(request.app.state.web.store, actor(organizer))
    return render(request, "accounts.html", accounts=listed)


@router.post("/accounts/{login}/disable", summary="Disable a staff account (organizers only)")
def disable(request: Request, login: str, organizer: Organizer) -> RedirectResponse:
    store, who = request.app.state.web.store, actor(organizer)
    try:
        staff_service.disable_account(store, who, login, "disabled in the web app", by=organizer.login)
    except Refused as refused:
        raise WebError(409, "refused", refused.key) from None
    except NotFound:
        raise WebError(404, "staff_not_found", "web_no_staff", login=login) from None
    return RedirectResponse("/staff/accounts", status_code=303)


def round_links(
    request: Request, slug: str, round: int, tables: int, expires: datetime
) -> list[tuple[int, str]]:
    """Each table of ``round`` (1 to ``tables``) and the full address of its table link, valid until
    ``expires``: this site's address as the request reached it (a phone opens it from its QR code)."""
    base = str(request.base_url).rstrip("/")
    links = request.app.state.web.links
    return [(table, base + links.table_link(slug, round, table, expires)) for table in range(1, tables + 1)]


def _tournaments(request: Request, staff: Staff) -> list:
    competitions = competition_service.list_competitions(request.app.state.web.store, actor(staff))
    return [c for c in competitions if c.kind == "tournament"]


@router.get("/links", response_class=HTMLResponse, summary="Make table links for a round")
def links_page(request: Request, staff: Staff) -> HTMLResponse:
    shown = {"tournaments": _tournaments(request, staff), "chosen": None, "round": None, "expires": None}
    return render(request, "links.html", links=None, **shown)


@router.post("/links", response_class=HTMLResponse, summary="Make table links for a round")
def make_links(
    request: Request,
    staff: Staff,
    competition: Annotated[str, Form(min_length=1, max_length=64)],
    round: Annotated[int, Form(ge=1, le=1000)],
    tables: Annotated[int, Form(ge=1, le=MAX_TABLES)],
    hours: Annotated[int, Form(ge=1, le=MAX_HOURS)] = 12,
) -> HTMLResponse:
    web = request.app.state.web
    tournaments = _tournaments(request, staff)
    chosen = next((c for c in tournaments if c.slug == competition), None)
    if chosen is None:
        raise WebError(404, "competition_not_found", "web_no_tournament", competition=competition)
    expires = web.settings.clock() + timedelta(hours=hours)
    made = round_links(request, chosen.slug, round, tables, expires)
    return render(
        request,
        "links.html",
        tournaments=tournaments,
        links=made,
        chosen=chosen,
        round=round,
        expires=expires,
    )
