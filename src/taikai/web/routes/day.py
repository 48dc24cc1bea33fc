"""Staff pages of a tournament day: registration and the lottery, the seat draw, table sheets and score
slips to print, each round's progress and start, the final round and the stars.

Every step is a service (:mod:`taikai.services.tournament`, :mod:`taikai.services.day`); every
decision shown is the engine's, worded from its codes in the page's language. Who may do what:
organizers decide the lottery, draw the seats and see the final's formation; any staff member takes
entries and withdrawals, starts a round, sees the progress and prints.

A retried form (a flaky venue network) does nothing twice: each form carries what decides it, made
when the page was drawn (the entry's id, the lottery's and the draw's seed, the time), so the same
form again is recognised as done and nothing more is stored; another decision once one is kept (a
second lottery) is refused.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from datetime import date, datetime, timedelta
from typing import Annotated, Any
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Form, Path, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse

from taikai import i18n
from taikai.errors import InputWarning
from taikai.reasons import Reason
from taikai.services import day as day_service
from taikai.services import tournament
from taikai.services.competitions import local_time
from taikai.services.games import next_id
from taikai.services.values import utc_text
from taikai.web import naming
from taikai.web.app import render
from taikai.web.auth import Organizer, Staff
from taikai.web.errors import WebError
from taikai.web.languages import language
from taikai.web.routes.staff import MAX_HOURS, actor, round_links

router = APIRouter(prefix="/staff/c/{slug}/day")

Slug = Annotated[str, Path(min_length=1, max_length=64)]
Text = Annotated[str, Form(max_length=200)]
Moment = Annotated[str, Form(max_length=40)]
RoundNumber = Annotated[int, Form(ge=1, le=1000)]
#: Seeds the page makes for the organizer (who may type another): 0 to 2**31 - 1.
SEEDS = 2**31


def _zone(state: day_service.Day) -> ZoneInfo:
    return ZoneInfo(state.timezone)


def form_time(value: str, field: str, zone: ZoneInfo) -> datetime:
    """A time from a form: a browser's ``datetime-local`` or typed ``2026-02-26 10:00``, read in the
    competition's time zone (:func:`taikai.services.competitions.local_time`), or ISO 8601 with an offset."""
    try:
        moment = datetime.fromisoformat(value.strip())
    except ValueError:
        raise WebError(422, "bad_request", "web_day_bad_time", field=field, value=value) from None
    return local_time(moment, zone.key)


def _date(value: str, field: str) -> date:
    try:
        return date.fromisoformat(value.strip())
    except ValueError:
        raise WebError(422, "bad_request", "web_day_bad_date", field=field, value=value) from None


def _state(request: Request, staff: Staff, slug: str) -> day_service.Day:
    return day_service.day(request.app.state.web.store, actor(staff), slug)


def local_field(at: datetime, zone: ZoneInfo) -> str:
    """A time as a ``datetime-local`` field shows it, in the event's zone."""
    return at.astimezone(zone).replace(tzinfo=None).isoformat(timespec="minutes")


def _words(request: Request) -> Callable[[Any], str]:
    """A decision of the engine (a Reason) in the page's language, for the templates."""
    lang = language(request)
    return lambda item: i18n.words(item, lang)


def _named(names: dict[str, str]) -> Callable[[InputWarning], InputWarning]:
    """A warning of the registration naming its entries by id and name (``p3 Aki``), for the page."""

    def named(warning: InputWarning) -> InputWarning:
        shown = {
            k: f"{v} {names[v]}" if k in ("first", "second") and v in names else v for k, v in warning.params
        }
        return InputWarning(warning.code, warning.text, tuple(shown.items()))

    return named


def _noted(request: Request, names: dict[str, str]) -> Callable[[Reason], str]:
    """A note of the engine (a tie decided, a final table swap) worded with its players' names."""
    lang = language(request)
    return lambda note: naming.named(note.code, note.as_dict(), names, lang)


def _back(slug: str, part: str = "") -> RedirectResponse:
    return RedirectResponse(f"/staff/c/{slug}/day{part}", status_code=303)


def _rounds(state: day_service.Day) -> list[dict[str, Any]]:
    """Each seated round: its tables (seats, entered or playing), how many are in, its start."""
    if state.event is None:
        return []
    shown = []
    for number in range(1, state.event.format.preliminary_rounds + 2):
        tables = state.tables(number)
        if not tables:
            continue
        listed = [
            {"table": t, "seats": seats, "game": state.tables_in.get((number, t))}
            for t, seats in enumerate(tables, start=1)
        ]
        done = sum(1 for table in listed if table["game"] is not None)
        final = number > state.event.format.preliminary_rounds
        shown.append(
            {
                "round": number,
                "tables": listed,
                "done": done,
                "final": final,
                "start": state.starts.get(number),
            }
        )
    return shown


@router.get("", response_class=HTMLResponse, summary="Run a tournament day (staff)")
def day_page(request: Request, staff: Staff, slug: Slug) -> HTMLResponse:
    state = _state(request, staff, slug)
    zone = _zone(state)
    now = request.app.state.web.settings.clock()
    return render(
        request,
        "day_page.html",
        day=state,
        names=state.names,
        rounds=_rounds(state),
        words=_words(request),
        named=_named(state.names),
        next_entry=next_id({player.id for player in state.players}, "p"),
        new_seed=secrets.randbelow(SEEDS),
        now_local=local_field(now, zone),
        today=now.astimezone(zone).date().isoformat(),
        zone=zone.key,
    )


@router.post("/entries", summary="Add an entry to the registration (staff)")
def add_entry(
    request: Request,
    staff: Staff,
    slug: Slug,
    id: Annotated[str, Form(min_length=1, max_length=64)],
    name: Annotated[str, Form(min_length=1, max_length=200)],
    submitted_at: Moment = "",
    profile: Text = "",
    birth_date: Annotated[str, Form(max_length=10)] = "",
    key: Annotated[str, Form(max_length=64)] = "",
    pro: Annotated[bool, Form()] = False,
    discounts: Annotated[list[str], Form(max_length=10)] = [],  # noqa: B006 (FastAPI copies it)
) -> RedirectResponse:
    state = _state(request, staff, slug)
    unknown = [name for name in discounts if name not in state.discounts]
    if unknown:  # the form offers the format's discounts only
        known, discount = tuple(state.discounts), unknown[0]
        raise WebError(422, "bad_request", "entry_unknown_discount", entry=id, discount=discount, known=known)
    there = next((player for player in state.players if player.id == id), None)
    if there is not None:  # the same form again: it was added; another entry under its id: refused
        if there.name != name:
            raise WebError(409, "refused", "web_day_entry_id_taken", id=id, name=there.name)
        return _back(slug)
    tournament.add_entry(
        request.app.state.web.store,
        actor(staff),
        slug,
        name,
        id=id,
        submitted_at=form_time(submitted_at, "submitted_at", _zone(state)) if submitted_at.strip() else None,
        profile=profile,
        birth_date=_date(birth_date, "birth_date") if birth_date.strip() else None,
        pro=pro,
        key=key or None,
        discounts=tuple(dict.fromkeys(discounts)),
    )
    return _back(slug)


@router.post("/withdrawals", summary="Withdraw an entry (staff)")
def withdraw(
    request: Request,
    staff: Staff,
    slug: Slug,
    player: Annotated[str, Form(min_length=1, max_length=64)],
    at: Moment,
) -> RedirectResponse:
    state = _state(request, staff, slug)
    if player not in state.withdrawals:  # withdrawn already: the same form again does nothing
        tournament.withdraw_entry(
            request.app.state.web.store, actor(staff), slug, player, form_time(at, "at", _zone(state))
        )
    return _back(slug)


@router.post("/lottery", summary="Decide the registration with its lottery (organizers)")
def lottery(
    request: Request,
    organizer: Organizer,
    slug: Slug,
    opens_at: Moment,
    event_date: Annotated[str, Form(min_length=1, max_length=10)],
    seed: Annotated[int, Form(ge=0, lt=SEEDS)],
) -> RedirectResponse:
    state = _state(request, organizer, slug)
    opens, held = form_time(opens_at, "opens_at", _zone(state)), _date(event_date, "event_date")
    asked = {"opens_at": utc_text(opens), "event_date": held.isoformat(), "seed": seed}  # as stored
    if state.schedule is not None:  # decided once: the same form again is done, another refused
        if state.schedule != asked:
            raise WebError(409, "refused", "web_day_lottery_decided", seed=state.schedule["seed"])
        return _back(slug, "#registration")
    tournament.decide_registration(request.app.state.web.store, actor(organizer), slug, opens, held, seed)
    return _back(slug, "#registration")


@router.post("/seating", summary="Draw the seats of the preliminary rounds (organizers)")
def seating(
    request: Request, organizer: Organizer, slug: Slug, seed: Annotated[int, Form(ge=0, lt=SEEDS)]
) -> RedirectResponse:
    state = _state(request, organizer, slug)
    if state.seating is None or state.seating.seed != seed:  # the same seed again: drawn already
        tournament.seat_rounds(request.app.state.web.store, actor(organizer), slug, seed)
    return _back(slug, "#rounds")


@router.post("/start", summary="Start a round: its timer counts from now (staff)")
def start(request: Request, staff: Staff, slug: Slug, round: RoundNumber) -> RedirectResponse:
    day_service.start_round(request.app.state.web.store, actor(staff), slug, round)
    return _back(slug, f"#round-{round}")


@router.get("/print", response_class=HTMLResponse, summary="A round's table sheets and score slips (staff)")
def print_view(
    request: Request,
    staff: Staff,
    slug: Slug,
    round: Annotated[int, Query(ge=1, le=1000)],
    hours: Annotated[int, Query(ge=1, le=MAX_HOURS)] = 12,
) -> HTMLResponse:
    """Each table's sheet (with its table link as a QR code, valid ``hours`` from now) and score slip."""
    state = _state(request, staff, slug)
    shown = next((r for r in _rounds(state) if r["round"] == round), None)
    if shown is None:
        raise WebError(404, "not_found", "web_day_round_not_seated", round=round)
    carried = {}
    if shown["final"] and state.report is not None and state.report.final_tables:
        carried = {p: v for table in state.report.final_tables for p, v in table.carried.items()}
    expires = request.app.state.web.settings.clock() + timedelta(hours=hours)
    links = dict(round_links(request, slug, round, len(shown["tables"]), expires))
    return render(
        request,
        "day_print.html",
        day=state,
        names=state.names,
        shown=shown,
        carried=carried,
        links=links,
        expires=expires,
        hours=hours,
    )


@router.get(
    "/final", response_class=HTMLResponse, summary="The final round's formation and the stars (organizers)"
)
def final(request: Request, organizer: Organizer, slug: Slug) -> HTMLResponse:
    state = _state(request, organizer, slug)
    report = state.report
    preliminary = state.event.format.preliminary_rounds if state.event is not None else 0
    standings = report.standings[preliminary - 1] if report and len(report.standings) >= preliminary else ()
    return render(
        request,
        "day_final.html",
        day=state,
        names=state.names,
        report=report,
        standings=standings,
        noted=_noted(request, state.names),
    )
