"""The JSON API beside the pages (CONTRACTS.md section 7), with its OpenAPI schema."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter, Request
from fastapi.responses import Response
from pydantic import BaseModel

from taikai.contracts.jsonio import dumps_bytes
from taikai.services import public as data
from taikai.web.views import read

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
def competitions(request: Request) -> Response:
    """Every stored competition, in the order they were created: its slug, kind, name, and the
    names of its format and ruleset (written once by the JSON writer: the model documents it)."""
    listed = {"ok": True, "competitions": read(request, data.competitions)}
    return Response(dumps_bytes(listed), media_type="application/json")
