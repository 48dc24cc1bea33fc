"""A table's private page, opened by its table link (no account needed)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request
from fastapi.responses import HTMLResponse

from taikai.web.links import TableGrant, table_grant
from taikai.web.routes.entry import table_form

router = APIRouter()


@router.get(
    "/competitions/{slug}/rounds/{round}/tables/{table}/{token}",
    response_class=HTMLResponse,
    summary="A table's result entry (opened by its private link)",
)
def table_page(request: Request, grant: Annotated[TableGrant, Depends(table_grant)]) -> HTMLResponse:
    return table_form(request, grant)
