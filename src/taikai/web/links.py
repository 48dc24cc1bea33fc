"""Private result-entry links for the tables of a tournament round: no account needed.

A link's token is signed with the app's secret (itsdangerous) and names the competition, the
round, the table and when it expires; the URL names the same table, so a token is valid for that
table of that round only:
``/competitions/SLUG/rounds/ROUND/tables/TABLE/TOKEN``. A token that does not verify (mistyped,
altered, signed with another secret), is past its expiry, or is for another table is refused (403)
with which of the three it is.

>>> from datetime import UTC, datetime
>>> links = TableLinks("secret", lambda: datetime(2025, 3, 2, 9, tzinfo=UTC))
>>> url = links.table_link("ron-2025", 1, 3, datetime(2025, 3, 2, 18, tzinfo=UTC))
>>> url.startswith("/competitions/ron-2025/rounds/1/tables/3/")
True
>>> links.grant("ron-2025", 1, 3, url.rsplit("/", 1)[1], "Asia/Tokyo").table
3
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Annotated, Any
from urllib.parse import quote

from fastapi import Path, Request
from itsdangerous import BadSignature, URLSafeSerializer

from taikai.competitions.zone import EARLIER_TIMEZONE
from taikai.services import competitions as competition_service
from taikai.services.unit_of_work import Clock
from taikai.web.errors import WebError
from taikai.web.languages import moment

__all__ = ["TableGrant", "TableLinks", "table_grant"]

REFUSED = 403


@dataclass(frozen=True, slots=True)
class TableGrant:
    """What a valid table link lets its holder do: enter the result of this one table."""

    competition: str
    round: int
    table: int
    expires: datetime


class TableLinks:
    """Makes and checks table links with the app's secret and clock."""

    def __init__(self, secret: str, clock: Clock) -> None:
        self._serializer = URLSafeSerializer(secret, salt="taikai.table-link")
        self._clock = clock

    def table_link(self, competition: str, round: int, table: int, expires: datetime) -> str:
        """The path of the private entry page of ``table`` in ``round`` of ``competition``, valid
        until ``expires`` (an aware datetime)."""
        if expires.utcoffset() is None:
            raise ValueError("a table link's expiry needs a time zone")
        for name, number in (("round", round), ("table", table)):
            if isinstance(number, bool) or not isinstance(number, int) or number < 1:
                raise ValueError(f"a table link's {name} must be a whole number from 1, not {number!r}")
        token = self._serializer.dumps([competition, round, table, int(expires.timestamp())])
        return f"/competitions/{quote(competition, safe='')}/rounds/{round}/tables/{table}/{token}"

    def grant(self, competition: str, round: int, table: int, token: str, zone: str) -> TableGrant:
        """What ``token`` grants on the page of this table, or a refusal saying why (an expiry in the
        competition's time zone ``zone``)."""
        try:
            signed: Any = self._serializer.loads(token)
            named, for_round, for_table, until = signed
            expires = datetime.fromtimestamp(until, UTC)
        except (BadSignature, ValueError, TypeError, OverflowError, OSError):
            raise WebError(REFUSED, "table_link_refused", "web_link_invalid") from None
        if (named, for_round, for_table) != (competition, round, table):
            raise WebError(
                REFUSED,
                "table_link_refused",
                "web_link_foreign",
                competition=named,
                round=for_round,
                table=for_table,
            )
        if self._clock() >= expires:
            raise WebError(REFUSED, "table_link_refused", "web_link_expired", expires=moment(expires, zone))
        return TableGrant(competition, round, table, expires)


def table_grant(
    request: Request,
    slug: Annotated[str, Path(max_length=64)],
    round: Annotated[int, Path(ge=1, le=1000)],
    table: Annotated[int, Path(ge=1, le=10_000)],
    token: Annotated[str, Path(max_length=500)],
) -> TableGrant:
    """The dependency of a table's private pages: the grant of the URL's token for the URL's
    table, or the refusal (403); the competition must exist (404)."""
    web = request.app.state.web
    found = competition_service.find_competition(web.store, "web:table-link", slug)
    zone = found.timezone if found is not None else EARLIER_TIMEZONE  # the token is checked first
    grant = web.links.grant(slug, round, table, token, zone)
    if found is None:
        raise WebError(404, "competition_not_found", "web_no_competition", competition=slug)
    return grant
