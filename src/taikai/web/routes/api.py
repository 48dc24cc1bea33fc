"""The JSON API beside the pages (CONTRACTS.md section 7), with its OpenAPI schema."""

from __future__ import annotations

import re
from typing import Literal

from fastapi import APIRouter, Request
from fastapi.responses import Response
from pydantic import BaseModel

from taikai.contracts.jsonio import dumps_bytes
from taikai.errors import TaikaiError
from taikai.services import public as data

router = APIRouter(prefix="/api")


class ErrorDetail(BaseModel):
    code: str
    message: str


class ErrorBody(BaseModel):
    """Every refusal of the API (CONTRACTS.md): the message in the request's language."""

    ok: Literal[False]
    error: ErrorDetail


class CompetitionItem(BaseModel):
    slug: str
    kind: Literal["league", "tournament", "cup", "staged"]
    name: str
    format: str
    rules: str


class CompetitionList(BaseModel):
    ok: Literal[True]
    competitions: list[CompetitionItem]


REFUSALS = {code: {"model": ErrorBody} for code in (404, 422, 500)}


@router.get(
    "/competitions",
    responses={200: {"model": CompetitionList, "description": "Every competition"}, **REFUSALS},
    summary="Every competition",
)
async def competitions(request: Request) -> Response:
    """Every stored competition, in the order they were created: its slug, kind, name, and the
    names of its format and ruleset (written once by the JSON writer: the model documents it). Read
    in one statement in no unit of work (:func:`taikai.services.public.listed`), here in the event
    loop, as a kept page's revision is: shorter than the hop to a worker thread and back."""
    return _competitions(request)


def _competitions(request: Request) -> Response:
    listed = {"ok": True, "competitions": data.listed(request.app.state.web.store)}
    return Response(dumps_bytes(listed), media_type="application/json")


#: The path of :func:`quick_competitions`.
QUICK_COMPETITIONS = re.compile(r"^/api/competitions$")


def quick_competitions(request: Request, path: re.Match[str]) -> Response | None:
    """``GET /api/competitions`` answered before FastAPI's routing (which costs it more than its
    statement): the route's own answer (it takes no parameter); None, and the route answers (the
    same failure, worded), when the database fails."""
    try:
        return _competitions(request)
    except TaikaiError:
        return None
