"""The JSON API beside the pages (CONTRACTS.md section 7), with its OpenAPI schema."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter, Request
from pydantic import BaseModel

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
    kind: Literal["league", "tournament", "cup"]
    name: str
    format: str
    rules: str


class CompetitionList(BaseModel):
    ok: Literal[True]
    competitions: list[CompetitionItem]


REFUSALS = {code: {"model": ErrorBody} for code in (404, 422, 500)}


@router.get("/competitions", response_model=CompetitionList, responses=REFUSALS, summary="Every competition")
def competitions(request: Request) -> CompetitionList:
    """Every stored competition, in the order they were created: its slug, kind, name, and the
    names of its format and ruleset."""
    with request.app.state.web.store.unit_of_work("web:api", read_only=True) as uow:
        stored = uow.competitions.list()
    items = [
        CompetitionItem(slug=c.slug, kind=c.kind, name=c.name, format=c.format_name, rules=c.rules_name)  # type: ignore[arg-type]
        for c in stored
    ]
    return CompetitionList(ok=True, competitions=items)
