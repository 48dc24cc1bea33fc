"""A table's private page, opened by its table link (no account needed)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request
from fastapi.responses import HTMLResponse

from taikai.web.app import render
from taikai.web.links import TableGrant, table_grant

router = APIRouter()


@router.get(
    "/competitions/{slug}/rounds/{round}/tables/{table}/{token}",
    response_class=HTMLResponse,
    summary="A table's result entry (opened by its private link)",
)
def table_page(request: Request, grant: Annotated[TableGrant, Depends(table_grant)]) -> HTMLResponse:
    with request.app.state.web.store.unit_of_work("web:table-link", read_only=True) as uow:
        competition = uow.competitions.require(grant.competition)
    return render(request, "table.html", grant=grant, competition=competition)
