"""Staff page of a staged competition's rounds: the next round seated by the engine (its draw, bands
or Swiss), each seated round's tables with their players' and teams' names, each table's result
entered through the points form filled with its stage, round, seats and teams.

Every step is a service (:func:`taikai.services.stages.seat_round`,
:func:`~taikai.services.stages.seated_rounds`); a refusal (a stage with a fixed schedule, a round not
complete) is the engine's ``bad_stages`` reason, worded in the page's language. A retried form (the
same seed) does nothing twice.
"""

from __future__ import annotations

import secrets
from typing import Annotated

from fastapi import APIRouter, Form, Path, Request
from fastapi.responses import HTMLResponse, RedirectResponse

from taikai import i18n
from taikai.services import stages as stages_service
from taikai.services.competitions import find_competition
from taikai.web import naming
from taikai.web.app import render
from taikai.web.auth import Organizer, Staff
from taikai.web.languages import language
from taikai.web.routes.staff import actor

router = APIRouter(prefix="/staff/c/{slug}/stages")

Slug = Annotated[str, Path(min_length=1, max_length=64)]


@router.get("", response_class=HTMLResponse, summary="A staged competition's seated rounds (staff)")
def stages_page(request: Request, staff: Staff, slug: Slug) -> HTMLResponse:
    store = request.app.state.web.store
    seated = stages_service.seated_rounds(store, actor(staff), slug)
    competition = find_competition(store, actor(staff), slug)
    teams = {team.id: team.name for team in stages_service.list_teams(store, actor(staff), slug)}
    names = {
        player: name
        for shown in seated
        for table in shown.tables
        for player, name in zip(table.seats, table.names, strict=True)
    }
    lang = language(request)
    return render(
        request,
        "staged_day.html",
        slug=slug,
        title=competition.name if competition is not None else slug,
        seated=list(reversed(seated)),  # the latest round first
        teams=teams,
        noted=lambda note: naming.named(note.code, note.as_dict(), names | teams, lang),
        words=lambda item: i18n.words(item, lang),
        new_seed=secrets.randbelow(stages_service.MAX_SEED + 1),
    )


@router.post("/seat", summary="Seat the next round of the stage being played (organizers)")
def seat(
    request: Request,
    organizer: Organizer,
    slug: Slug,
    seed: Annotated[int, Form(ge=0, le=stages_service.MAX_SEED)],
) -> RedirectResponse:
    stages_service.seat_round(request.app.state.web.store, actor(organizer), slug, seed=seed)
    return RedirectResponse(f"/staff/c/{slug}/stages", status_code=303)
