"""The JSON API behind the public pages, and the standings as CSV (CONTRACTS.md section 7).

``GET /api/competitions/SLUG/standings`` is the JSON of ``taikai standings SLUG --json`` (section 3,
4 or 5 by the competition's kind); beside it the players, a player, the games, a game, the rules,
a tournament's seatings and series table. Every answer is written by the one JSON writer
(:mod:`taikai.contracts.jsonio`: pt stay exact), every refusal is the contract's error object, and
every shape is in the OpenAPI schema (the models below document the answers; the answers
themselves are the data's, written once). The CSV is written by the one CSV writer
(:mod:`taikai.contracts.csvout`: UTF-8 with a byte order mark, so Excel reads Japanese names; a text
cell that would start a formula written as text), its header in the request's language.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Annotated, Any, Literal
from urllib.parse import quote

from fastapi import APIRouter, Query, Request
from fastapi.responses import Response
from pydantic import BaseModel, ConfigDict
from starlette.datastructures import QueryParams

from taikai.contracts.csvout import write_csv
from taikai.contracts.jsonio import dumps_bytes
from taikai.errors import TaikaiError
from taikai.services import public as data
from taikai.web.errors import WebError
from taikai.web.languages import language
from taikai.web.routes.api import ErrorBody
from taikai.web.routes.public import (
    GameId,
    Month,
    PlayerId,
    Round,
    Season,
    Slug,
    Stage,
    begun_stages,
    chosen,
    period,
)
from taikai.web.views import (
    CSV_COLUMNS,
    Format,
    Snapshot,
    drawn,
    kept_snapshot,
    read,
    read_kept,
    zone_of,
)

router = APIRouter(prefix="/api/competitions/{slug}")

REFUSALS: dict[int | str, dict[str, Any]] = {code: {"model": ErrorBody} for code in (400, 404, 422, 500)}
JSON = "application/json"


def _json(value: Any) -> Response:
    return Response(dumps_bytes(value), media_type=JSON)


# --------------------------------------------------------------------------- the shapes (OpenAPI)


class _Shape(BaseModel):
    """A documented answer: the fields listed, and any the contract adds beside them (``why_code``)."""

    model_config = ConfigDict(extra="allow")


class Warning(_Shape):
    code: str
    message: str


class RejectedGame(_Shape):
    game: str
    code: str
    message: str


class LeagueLine(_Shape):
    player: str
    name: str
    rank: int
    score: Decimal
    games: int
    top_pct: Decimal
    bottom_pct: Decimal
    tier: str
    promotion: int
    demotion: int
    next_tier: str
    why: str


class Season_(_Shape):
    season: str
    participants: int
    void: bool
    standings: list[LeagueLine]
    champion: str | None
    rank_champions: dict[str, str | None]
    annual_points: dict[str, Decimal]


class AnnualLine(_Shape):
    player: str
    name: str
    points: Decimal
    season_wins: int
    rank_wins: int
    score: Decimal
    games: int


class Year_(_Shape):
    year: str
    ranking: list[AnnualLine]
    championship: dict[str, Any]


class LeagueStandings(_Shape):
    """CONTRACTS.md section 3: a league's seasons, years, rejected games, warnings, names."""

    ok: Literal[True]
    seasons: list[Season_]
    years: list[Year_]
    rejected: list[RejectedGame]
    warnings: list[Warning]
    names: dict[str, str]
    total: int | None = None  # with a season and a limit: the season's lines
    offset: int | None = None


class RoundLine(_Shape):
    player: str
    name: str
    rank: int
    total: Decimal


class FinalTable(_Shape):
    table: int
    title: bool
    seats: list[str]
    carried: dict[str, Decimal]


class EventResult(_Shape):
    overall: list[str]
    in_table: dict[str, list[str]]
    stars: dict[str, int]
    qualified: str | None


class TournamentStandings(_Shape):
    """CONTRACTS.md section 4: standings after each round, the final tables, the result."""

    ok: Literal[True]
    standings: list[list[RoundLine]]
    final_tables: list[FinalTable] | None = None
    result: EventResult | None = None
    names: dict[str, str]
    warnings: list[Warning]


class CupLine(_Shape):
    player: str
    name: str
    rank: int
    score: Decimal
    games: int
    places: list[int]


class Month_(_Shape):
    month: str
    standings: list[CupLine]


class CupStandings(_Shape):
    """CONTRACTS.md section 5: each month's standings, rejected games, warnings."""

    ok: Literal[True]
    months: list[Month_]
    rejected: list[RejectedGame]
    warnings: list[Warning]


class PlayerItem(_Shape):
    player: str
    name: str
    hidden: bool


class PlayerList(_Shape):
    ok: Literal[True]
    players: list[PlayerItem]


class SeatLine(_Shape):
    seat: int
    player: str
    name: str
    points: int | None
    place: int | None
    score: Decimal | None


class GameLine(_Shape):
    game: str
    played_at: str
    round: int | None
    table: int | None
    source: str
    recorded: bool
    seats: list[SeatLine]


class GameList(_Shape):
    ok: Literal[True]
    total: int
    offset: int
    games: list[GameLine]


class Hand(_Shape):
    hand: int
    wind: int
    dealer: int
    honba: int
    deposits: int
    riichi: list[int]
    kind: str
    winners: list[int]
    discarder: int | None
    deltas: list[int]
    points: list[int]


class GameAnswer(GameLine):
    ok: Literal[True]
    hands: list[Hand] | None
    final: dict[str, Any] | None
    error: Warning | None
    platform_scores: dict[str, Any] | None = None  # stored with the platform's scores: both values
    offences: list[dict[str, Any]] = []  # found in its play (docs/offences.md): number, status, kind ...


class PlayerAnswer(_Shape):
    ok: Literal[True]
    player: str
    name: str
    hidden: bool
    kind: str
    games: list[dict[str, Any]]


class RulesAnswer(_Shape):
    ok: Literal[True]
    competition: str
    kind: str
    format_name: str
    format: dict[str, Any]
    rules_name: str
    rules: dict[str, Any]


def _doc(model: Any, summary: str) -> dict[str, Any]:
    return {"summary": summary, "responses": {200: {"model": model, "description": summary}, **REFUSALS}}


# --------------------------------------------------------------------------- the answers


def _one_season(
    standings: dict[str, Any], season: dict[str, Any], offset: int, limit: int | None
) -> dict[str, Any]:
    """A league's standings cut to one season: ``seasons`` holds it alone, ``years`` is empty (the
    whole standings have them) and ``names`` names the players the season mentions. With ``limit``
    or ``offset``, the season's lines are ``limit`` of them (all, without) from ``offset`` (a page of
    the table, as the season page shows it), its ``annual_points`` those lines' players', and
    ``total`` counts every line."""
    window: dict[str, Any] = {}
    if offset or limit is not None:
        lines = season["standings"]
        shown = lines[offset : None if limit is None else offset + limit]
        players = {line["player"] for line in shown}
        points = {p: v for p, v in season["annual_points"].items() if p in players}
        season = season | {"standings": shown, "annual_points": points}
        window = {"total": len(lines), "offset": offset}
    mentioned = {line["player"] for line in season["standings"]} | set(season["annual_points"])
    mentioned |= {season["champion"], *season["rank_champions"].values()}
    names = {p: n for p, n in standings["names"].items() if p in mentioned}
    return standings | {"seasons": [season], "years": [], "names": names} | window


@router.get("/standings", **_doc(LeagueStandings | TournamentStandings | CupStandings, "The standings"))
async def standings(
    request: Request,
    slug: Slug,
    season: Season = None,
    offset: Annotated[
        int | None, Query(ge=0, le=10_000_000, description="With season: the first line.")
    ] = None,
    limit: Annotated[int | None, Query(ge=1, le=1000, description="With season: how many lines.")] = None,
) -> Response:
    """Exactly ``taikai standings SLUG --json`` (words in the request's language); ``season`` cuts a
    league's to that season (``years`` then empty), and ``offset``/``limit`` to a page of its lines
    (``total`` then counts them all)."""
    window = season is not None and limit is not None  # a window of a season's lines: bounded
    return await drawn(request, slug, _standings, season, offset, limit, bounded=window)


#: The path of the standings, for :func:`quick_standings`.
QUICK_STANDINGS = re.compile(r"^/api/competitions/([^/]{1,64})/standings$")
_PLAIN_SEASON = re.compile(r"^[0-9]{4}-[0-9]{2}$")
_PLAIN_NUMBER = re.compile(r"^[0-9]{1,8}$")


def _plain(query: QueryParams) -> tuple[str, int, int] | None:
    """The season, offset and limit of a window of a season's lines, when the query holds exactly
    these, each once and plainly valid (ASCII digits within the route's bounds); else None."""
    items = query.multi_items()
    sent = dict(items)
    if len(items) != len(sent) or not {"season", "limit"} <= set(sent) <= {"season", "offset", "limit"}:
        return None
    season, offset, limit = sent["season"], sent.get("offset", "0"), sent["limit"]
    if not (_PLAIN_SEASON.match(season) and _PLAIN_NUMBER.match(offset) and _PLAIN_NUMBER.match(limit)):
        return None
    first, count = int(offset), int(limit)
    return (season, first, count) if first <= 10_000_000 and 1 <= count <= 1000 else None


def quick_standings(request: Request, path: re.Match[str]) -> Response | None:
    """A window of a league season's lines (``?season=...&limit=...``, the season page's hundred)
    drawn from the standings kept at the competition's revision, before FastAPI's routing and
    parameters (which cost a kept window two thirds of its CPU in process): the route's own answer,
    the same bytes (:func:`_standings`). None, and the route answers, for anything else: standings
    not kept, a competition that is not there, a query that is not plainly valid or that the route
    refuses."""
    window = _plain(request.query_params)
    if window is None:
        return None
    try:
        kept = kept_snapshot(request, path.group(1))
        return None if kept is None else _standings(request, kept, *window)
    except (WebError, TaikaiError):
        return None


def _standings(
    request: Request, shot: Snapshot, season: str | None, offset: int | None, limit: int | None
) -> Response:
    slug = shot.competition["slug"]
    if season is None:
        for name, value in (("offset", offset), ("limit", limit)):
            if value is not None:
                raise WebError(422, "bad_request", "web_window_needs_season", field=name, competition=slug)
        return Response(shot.json, media_type=JSON)
    if shot.competition["kind"] != "league":
        raise WebError(422, "bad_request", "web_season_not_league", competition=slug)
    one = chosen(shot.standings["seasons"], "season", season, "web_no_season", slug)
    first = offset or 0
    text = shot.part(
        ("season.json", season, first, limit),
        lambda: dumps_bytes(_one_season(shot.standings, one, first, limit)),
    )
    return Response(text, media_type=JSON)


@router.get("/players", **_doc(PlayerList, "The players"))
def players(request: Request, slug: Slug) -> Response:
    return _json(read(request, data.players, slug))


@router.get("/players/{player}", **_doc(PlayerAnswer, "A player: games and standings lines"))
def player(request: Request, slug: Slug, player: PlayerId) -> Response:
    return _json(read_kept(request, slug, data.player, player)[1])  # every game: kept per revision


@router.get("/games", **_doc(GameList, "The games"))
def games(
    request: Request,
    slug: Slug,
    offset: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
) -> Response:
    """The games by time played, ``limit`` of them from ``offset`` (``total`` counts them all)."""
    return _json(read(request, data.games, slug, offset, limit))


@router.get("/games/{game}", **_doc(GameAnswer, "A game, hand by hand when recorded so"))
def game(request: Request, slug: Slug, game: GameId) -> Response:
    return _json(read(request, data.game, slug, game))


@router.get("/rules", **_doc(RulesAnswer, "The stored ruleset and format"))
def rules(request: Request, slug: Slug) -> Response:
    return _json(read(request, data.rules_of, slug))


@router.get("/seatings", **_doc(dict[str, Any], "A tournament's rounds as seated"))
def seatings(request: Request, slug: Slug) -> Response:
    return _json(read(request, data.seatings, slug))


@router.get("/series", **_doc(dict[str, Any], "The star table of a tournament's series"))
def series(request: Request, slug: Slug) -> Response:
    return _json(read(request, data.series, slug, language(request)))


# --------------------------------------------------------------------------- CSV


def _csv_rows(
    kind: str, standings: dict[str, Any], asked: str | int | None, slug: str
) -> tuple[str, list[list[Any]]]:
    """The period shown (its name for the file) and its rows, the columns of :data:`CSV_COLUMNS`."""
    columns = CSV_COLUMNS[kind]
    if kind == "league":
        season = chosen(standings["seasons"], "season", asked, "web_no_season", slug)
        lines = season["standings"] if season else []
        return season["season"] if season else "none", [[line[c] for c in columns] for line in lines]
    if kind == "tournament":
        rounds = [{"round": n, "lines": lines} for n, lines in enumerate(standings["standings"], 1)]
        after = chosen(rounds, "round", asked, "web_no_round", slug)
        lines = after["lines"] if after else []
        return f"round-{after['round']}" if after else "none", [[line[c] for c in columns] for line in lines]
    if kind == "staged":
        stage = chosen(begun_stages(standings), "stage", asked, "web_no_stage", slug)
        lines = stage["standings"] if stage else []
        return stage["stage"] if stage else "none", [[line[c] for c in columns] for line in lines]
    month = chosen(standings["months"], "month", asked, "web_no_month", slug)
    lines = month["standings"] if month else []
    return month["month"] if month else "none", [
        [*(line[c] for c in columns[:-4]), *line["places"]] for line in lines
    ]


@router.get(
    "/standings.csv",
    summary="The standings as CSV (UTF-8 with a BOM)",
    responses={
        200: {"content": {"text/csv": {}}, "description": "A season, round, month or stage"},
        **REFUSALS,
    },
)
async def standings_csv(
    request: Request,
    slug: Slug,
    season: Season = None,
    round: Round = None,
    month: Month = None,
    stage: Stage = None,
) -> Response:
    """A league's season (``season``, the latest by default), a tournament's standings after a round
    (``round``), a cup's month (``month``), a staged competition's stage (``stage``, the latest
    begun); a hidden name stays hidden."""
    return await drawn(
        request, slug, _standings_csv, season, round, month, stage, bounded=False
    )  # every line


def _standings_csv(
    request: Request,
    shot: Snapshot,
    season: str | None,
    round: int | None,
    month: str | None,
    stage: str | None = None,
) -> Response:
    slug = shot.competition["slug"]
    kind = shot.competition["kind"]
    asked = period(kind, slug, season=season, round=round, month=month, stage=stage)
    fmt = Format(language(request), zone_of(shot.competition))
    shown, rows = _csv_rows(kind, shot.standings, asked, slug)
    if kind == "staged":  # who goes on, in words (empty: not decided yet)
        at = CSV_COLUMNS[kind].index("advances")
        for row in rows:
            row[at] = (
                None if row[at] is None else fmt.say("web_stage_advances" if row[at] else "web_stage_out")
            )
    names = CSV_COLUMNS[kind].index("name")
    for row in rows:
        row[names] = fmt.name(row[names])
    header = [fmt.say(f"web_csv_{column}") for column in CSV_COLUMNS[kind]]
    filename = f"{slug}-{shown}.csv"
    disposition = f"attachment; filename=\"standings.csv\"; filename*=UTF-8''{quote(filename)}"
    return Response(
        write_csv([header, *rows]),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": disposition},
    )
