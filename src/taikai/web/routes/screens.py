"""Screens for a projector at the venue (no login): the tables of the round being played and which
have finished, the standings, and the round's timer, in large type, each updating itself.

Each screen is a page whose one section asks for itself again every few seconds (htmx polling,
``hx-trigger="every 3s"``); asked by htmx (the ``HX-Request`` header) the route answers with that
section only, so the screen changes in place and never reloads. The timer counts down the ruleset's
``time_limit_minutes`` (the 50 minutes of seed 001) from the round's start and says time is called
when it runs out. The start is the ``start`` query parameter (an ISO 8601 time; without an offset it
is read in the competition's time zone) until the services store a round's start.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Annotated, Any
from urllib.parse import urlencode

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse

from taikai.services import day
from taikai.services import public as data
from taikai.services.competitions import local_time
from taikai.web.errors import WebError
from taikai.web.routes.public import PERIODS, Round, Slug
from taikai.web.views import Snapshot, drawn, now, page, read, reading

router = APIRouter(prefix="/c/{slug}/screen")

#: How often a screen asks for itself again (seconds): the tables and standings, the timer.
EVERY, TIMER_EVERY = 3, 1
Rows = Annotated[int, Query(ge=1, le=60, description="How many standings to show.")]
Start = Annotated[
    str | None,
    Query(
        max_length=40,
        description="When the round started: 2025-03-02T10:00:00+09:00 (no offset: local time).",
    ),
]


def _screen(
    request: Request, template: str, part: str, competition: dict[str, Any], **context: Any
) -> HTMLResponse:
    """The whole screen, or (asked by htmx) only its updating part."""
    shown = part if request.headers.get("HX-Request") == "true" else template
    return page(request, shown, competition, **context)


@router.get("", response_class=HTMLResponse, summary="The screens of a competition")
def screens(request: Request, slug: Slug) -> HTMLResponse:
    competition = read(request, data.competition, slug)
    return page(request, "screens.html", competition)


@router.get("/tables", response_class=HTMLResponse, summary="The round being played (projector)")
def tables(request: Request, slug: Slug) -> HTMLResponse:
    with reading(request) as each:
        competition = each(data.competition, slug)
        seated = each(data.being_played, slug) if competition["kind"] == "tournament" else None
    current = seated["current"] if seated else None
    done = sum(1 for table in current["tables"] if table["game"]) if current else 0
    return _screen(
        request,
        "screen_tables.html",
        "_screen_tables.html",
        competition,
        seatings=seated,
        current=current,
        done=done,
        every=EVERY,
    )


def _latest(kind: str, standings: dict[str, Any]) -> tuple[Any, list[dict[str, Any]]]:
    """What the standings screen shows: the latest season, round, month or stage begun, and its rows."""
    if kind == "staged":
        begun = [stage for stage in standings["stages"] if stage["begun"]]
        return (begun[-1]["stage"], begun[-1]["standings"]) if begun else (None, [])
    periods = {"league": "seasons", "tournament": "standings", "cup": "months"}[kind]
    if not standings[periods]:
        return None, []
    latest = standings[periods][-1]
    if kind == "tournament":
        return len(standings["standings"]), latest  # a tournament's standings: one list a round
    return latest[PERIODS[kind]], latest["standings"]


@router.get("/standings", response_class=HTMLResponse, summary="The standings (projector)")
async def standings(request: Request, slug: Slug, rows: Rows = 16) -> HTMLResponse:
    return await drawn(request, slug, _standings, rows)


def _standings(request: Request, shot: Snapshot, rows: int) -> HTMLResponse:
    period, lines = _latest(shot.competition["kind"], shot.standings)
    return _screen(
        request,
        "screen_standings.html",
        "_screen_standings.html",
        shot.competition,
        period=period,
        lines=lines[:rows],
        rows=rows,
        every=EVERY,
    )


def _start(value: str, competition: dict[str, Any]) -> datetime:
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise WebError(422, "bad_request", "web_bad_start", start=value) from None
    return local_time(moment, competition["timezone"])


@router.get("/timer", response_class=HTMLResponse, summary="The round's timer (projector)")
def timer(request: Request, slug: Slug, start: Start = None, round: Round = None) -> HTMLResponse:
    with reading(request) as each:
        competition = each(data.competition, slug)
        limit = each(data.rules_of, slug)["rules"].get("time_limit_minutes")
        began = _start(start, competition) if start else None
        if began is None and round is not None and competition["kind"] == "tournament":  # as staff started it
            began = each(day.starts, slug).get(round)
    clock: dict[str, Any] = {"limit": limit, "start": began, "called": False, "left": None, "elapsed": None}
    if began is not None:
        elapsed = max(now(request) - began, timedelta(0))
        clock["elapsed"] = _minutes_seconds(elapsed)
        if limit is not None:
            left = timedelta(minutes=limit) - elapsed
            clock.update(called=left <= timedelta(0), left=_minutes_seconds(max(left, timedelta(0))))
    query = urlencode(
        {name: value for name, value in (("start", start), ("round", round)) if value is not None}
    )
    return _screen(
        request,
        "screen_timer.html",
        "_screen_timer.html",
        competition,
        clock=clock,
        round=round,
        every=TIMER_EVERY,
        query=query,
    )


def _minutes_seconds(span: timedelta) -> str:
    """A span as the timer shows it: 49:05 (minutes can pass 99: 125:00)."""
    seconds = int(span.total_seconds())
    return f"{seconds // 60:02d}:{seconds % 60:02d}"
