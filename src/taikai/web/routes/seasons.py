"""Staff pages of a league's seasons: each season's status (provisional, or closed: when and by whom),
closing one (at a time, now by default) and reopening one (with a reason), organizers only.

Closing and reopening are the services' (:func:`taikai.services.league.close_season`,
:func:`~taikai.services.league.reopen_season`): once closed, the public season table is final and a
change to a game of the season is refused by the services until it is reopened. A retried form does
nothing twice: the same close (the time the form was drawn with) or the same reopening (its reason)
again is recognised as done; another close of a closed season is refused by the services.
"""

from __future__ import annotations

from typing import Annotated
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Form, Path, Request
from fastapi.responses import HTMLResponse, RedirectResponse

from taikai.services import competitions as competition_service
from taikai.services import league
from taikai.services import seasons as seasons_service
from taikai.web.app import render
from taikai.web.auth import Organizer, Staff
from taikai.web.errors import WebError
from taikai.web.routes.day import Moment, Slug, form_time, local_field
from taikai.web.routes.staff import actor

router = APIRouter(prefix="/staff/c/{slug}/seasons")

Season = Annotated[str, Path(pattern=r"^\d{4}-\d{2}$")]


def _status(request: Request, staff: Staff, slug: str, season: str) -> seasons_service.SeasonStatus:
    listed = seasons_service.seasons(request.app.state.web.store, actor(staff), slug)
    found = next((status for status in listed if status.season == season), None)
    if found is None:
        raise WebError(404, "not_found", "web_no_season", competition=slug, season=season)
    return found


def _zone(request: Request, staff: Staff, slug: str):
    return ZoneInfo(competition_service.time_zone(request.app.state.web.store, actor(staff), slug))


@router.get("", response_class=HTMLResponse, summary="A league's seasons: close or reopen (staff)")
def seasons_page(request: Request, staff: Staff, slug: Slug) -> HTMLResponse:
    listed = seasons_service.seasons(request.app.state.web.store, actor(staff), slug)
    zone = _zone(request, staff, slug)
    now = local_field(request.app.state.web.settings.clock(), zone)
    return render(request, "season_page.html", slug=slug, seasons=listed, now_local=now, zone=zone.key)


@router.post("/{season}/close", summary="Close a season (organizers)")
def close(
    request: Request,
    organizer: Organizer,
    slug: Slug,
    season: Season,
    at: Moment,
    reason: Annotated[str, Form(max_length=500)] = "",
) -> RedirectResponse:
    when = form_time(at, "at", _zone(request, organizer, slug))
    status = _status(request, organizer, slug, season)
    if status.closed != when:  # closed at this time already: the same form again does nothing
        league.close_season(
            request.app.state.web.store, actor(organizer), slug, season, reason or None, at=when
        )
    return RedirectResponse(f"/staff/c/{slug}/seasons", status_code=303)


@router.post("/{season}/reopen", summary="Reopen a closed season (organizers)")
def reopen(
    request: Request,
    organizer: Organizer,
    slug: Slug,
    season: Season,
    reason: Annotated[str, Form(min_length=1, max_length=500)],
) -> RedirectResponse:
    status = _status(request, organizer, slug, season)
    if not (status.provisional and status.reopened == reason):  # reopened for this reason already
        league.reopen_season(request.app.state.web.store, actor(organizer), slug, season, reason)
    return RedirectResponse(f"/staff/c/{slug}/seasons", status_code=303)
