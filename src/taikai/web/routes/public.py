"""The public pages of a competition (no login): standings, seasons and years, rounds, players,
games, rules. Every page reads through :mod:`taikai.services.public` (standings through the snapshot kept
per revision, :func:`taikai.web.views.snapshot`) and shows names as the data gives them: a hidden
name is hidden everywhere.
"""

from __future__ import annotations

from decimal import Decimal
from itertools import accumulate
from typing import Annotated, Any
from urllib.parse import quote

from fastapi import APIRouter, Path, Query, Request
from fastapi.responses import HTMLResponse, Response
from markupsafe import Markup

from taikai.contracts.codes import ContractCode
from taikai.contracts.exports import ExportError
from taikai.services import public as data
from taikai.services.codes import Say
from taikai.services.errors import BadRequest
from taikai.services.games import game_export
from taikai.web import charts, statistics
from taikai.web.errors import WebError
from taikai.web.fields import described, stored_toml, summary
from taikai.web.languages import language
from taikai.web.views import (
    Format,
    Snapshot,
    chart,
    drawn,
    page,
    part,
    read,
    read_kept,
    reading,
    snapshot,
    zone_of,
)

router = APIRouter(prefix="/c/{slug}")

#: Rows of a standings table per page (a league of thousands is read a page at a time).
ROWS = 100
#: Games per page of a competition's games.
GAMES = 100

Slug = Annotated[str, Path(min_length=1, max_length=64, description="The competition's slug.")]
PlayerId = Annotated[str, Path(min_length=1, max_length=64, description="The player's id.")]
GameId = Annotated[str, Path(min_length=1, max_length=64, description="The game's id.")]
Season = Annotated[str | None, Query(pattern=r"^\d{4}-\d{2}$", description="A league season, YYYY-MM.")]
Month = Annotated[str | None, Query(pattern=r"^\d{4}-\d{2}$", description="A cup month, YYYY-MM.")]
Year = Annotated[str, Path(pattern=r"^\d{4}$", description="A league year, YYYY.")]
Round = Annotated[int | None, Query(ge=1, le=100, description="A tournament round (1 on).")]
Stage = Annotated[
    str | None,
    Query(max_length=32, pattern=r"^[a-z][a-z0-9_-]*$", description="A stage of a staged competition."),
]
TeamId = Annotated[str, Path(min_length=1, max_length=64, description="The team's id.")]
PageNumber = Annotated[int, Query(ge=1, le=100_000, description="The page of a long table (1 on).")]


def _pages_of(count: int, size: int, number: int, slug: str) -> int:
    """How many pages ``count`` rows fill (at least one); page ``number`` past the last is not found."""
    pages = max(1, -(-count // size))
    if number > pages:
        raise WebError(404, "not_found", "web_no_page", competition=slug, page=number)
    return pages


def _window(rows: list[Any], number: int, size: int) -> list[Any]:
    return rows[(number - 1) * size : number * size]


#: The query parameter that chooses a period of the standings, by the competition's kind.
PERIODS = {"league": "season", "tournament": "round", "cup": "month", "staged": "stage"}


def period(kind: str, slug: str, **given: Any) -> Any:
    """The period asked for (``season``, ``round`` or ``month``, by ``kind``; None: the latest); one
    of another kind is refused, never ignored."""
    wanted = PERIODS[kind]
    for name, value in given.items():
        if value is not None and name != wanted:
            raise WebError(
                422, "bad_request", "web_period_not_of_kind", field=name, competition=slug, wanted=wanted
            )
    return given.get(wanted)


def chosen(items: list[dict[str, Any]], key: str, wanted: str | int | None, missing: str, slug: str) -> Any:
    """The item whose ``key`` is ``wanted`` (the last when none is asked for), or a 404 whose
    message is the catalog key ``missing`` (with the competition and ``key``)."""
    if wanted is None:
        return items[-1] if items else None
    found = next((item for item in items if item[key] == wanted), None)
    if found is None:
        raise WebError(404, "not_found", missing, competition=slug, **{key: wanted})
    return found


# --------------------------------------------------------------------------- the standings


@router.get("", response_class=HTMLResponse, summary="A competition's standings")
async def standings_page(
    request: Request,
    slug: Slug,
    season: Season = None,
    month: Month = None,
    round: Round = None,
    stage: Stage = None,
    page_number: Annotated[PageNumber, Query(alias="page")] = 1,
) -> HTMLResponse:
    """A league's season table (the latest season unless ``season``), a tournament's standings
    after a round (the latest unless ``round``) with its final tables and result, a cup's month, a
    staged competition's stage (the latest begun unless ``stage``) with the schedule."""
    return await drawn(request, slug, _standings_page, season, month, round, stage, page_number)


def _standings_page(
    request: Request,
    shot: Snapshot,
    season: str | None,
    month: str | None,
    round: int | None,
    stage: str | None,
    page_number: int,
) -> HTMLResponse:
    competition, standings = shot.competition, shot.standings
    slug = competition["slug"]
    kind = competition["kind"]
    asked = period(kind, slug, season=season, round=round, month=month, stage=stage)
    if kind == "staged":
        current = chosen(begun_stages(standings), "stage", asked, "web_no_stage", slug)
        return page(request, "staged.html", competition, standings=standings, stage=current)
    if kind == "league":
        current = chosen(standings["seasons"], "season", asked, "web_no_season", slug)
        rows = current["standings"] if current else []
        pages = _pages_of(len(rows), ROWS, page_number, slug)
        content = part(
            request,
            shot,
            "_league_season.html",
            (current and current["season"], page_number),
            season=current,
            rows=_window(rows, page_number, ROWS),
            page_number=page_number,
            pages=pages,
        )
        return page(request, "league.html", competition, season=current, content=content)
    if kind == "tournament":
        rounds = [{"round": n, "standings": s} for n, s in enumerate(standings["standings"], 1)]
        current = chosen(rounds, "round", asked, "web_no_round", slug)
        return page(
            request, "tournament.html", competition, standings=standings, rounds=rounds, current=current
        )
    current = chosen(standings["months"], "month", asked, "web_no_month", slug)
    return page(request, "cup.html", competition, standings=standings, month=current)


def begun_stages(standings: dict[str, Any]) -> list[dict[str, Any]]:
    """The stages of a staged competition's standings that have begun, in order."""
    return [stage for stage in standings["stages"] if stage["begun"]]


#: What a page of one kind of competition says of a competition of another kind.
NOT_OF_KIND = {
    "league": "web_not_a_league",
    "tournament": "web_not_a_tournament",
    "staged": "web_not_a_team_competition",
}


@router.get("/teams", response_class=HTMLResponse, summary="A staged competition's teams")
async def teams_page(request: Request, slug: Slug) -> HTMLResponse:
    return await drawn(request, slug, _teams_page)


def _team_rows(standings: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each team's line of the latest stage it played (its place and total there)."""
    rows: dict[str, dict[str, Any]] = {}
    for stage in begun_stages(standings):
        for row in stage["standings"]:
            rows[row["entrant"]] = row | {"stage": stage["stage"]}
    return rows


def _teams_page(request: Request, shot: Snapshot) -> HTMLResponse:
    competition, standings = _of_kind(shot, "staged")
    if standings["ranks"] != "teams":
        raise WebError(404, "not_found", NOT_OF_KIND["staged"], competition=competition["slug"])
    return page(request, "teams.html", competition, standings=standings, rows=_team_rows(standings))


@router.get("/teams/{team}", response_class=HTMLResponse, summary="A team: its roster and records")
async def team_page(request: Request, slug: Slug, team: TeamId) -> HTMLResponse:
    return await drawn(request, slug, _team_page, team)


def _team_page(request: Request, shot: Snapshot, team_id: str) -> HTMLResponse:
    competition, standings = _of_kind(shot, "staged")
    team = next((t for t in standings.get("teams", ()) if t["team"] == team_id), None)
    if team is None:
        raise WebError(404, "not_found", "web_no_team", competition=competition["slug"], team=team_id)
    records = [r for r in standings["records"] if r["team"] == team_id]
    lines = [
        {"stage": stage["stage"], "participants": len(stage["standings"])} | row
        for stage in begun_stages(standings)
        for row in stage["standings"]
        if row["entrant"] == team_id
    ]
    return page(request, "team.html", competition, team=team, records=records, lines=lines)


def _of_kind(shot: Snapshot, kind: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The competition and its standings, when it is of ``kind`` (league or tournament); 404 otherwise."""
    if shot.competition["kind"] != kind:
        raise WebError(404, "not_found", NOT_OF_KIND[kind], competition=shot.competition["slug"])
    return shot.competition, shot.standings


@router.get("/seasons", response_class=HTMLResponse, summary="A league's seasons")
async def seasons_page(request: Request, slug: Slug) -> HTMLResponse:
    return await drawn(request, slug, _seasons_page)


def _seasons_page(request: Request, shot: Snapshot) -> HTMLResponse:
    competition, standings = _of_kind(shot, "league")
    return page(request, "seasons.html", competition, standings=standings)


@router.get(
    "/years/{year}", response_class=HTMLResponse, summary="A league year: annual points, the championship"
)
async def year_page(request: Request, slug: Slug, year: Year) -> HTMLResponse:
    return await drawn(request, slug, _year_page, year, bounded=False)  # the year's every player


#: What a year's championship holds besides its tables (CONTRACTS.md section 3).
NOT_TABLES = frozenset({"final_results", "champion", "log", "log_code", "log_params"})


def _year_page(request: Request, shot: Snapshot, year: str) -> HTMLResponse:
    competition, standings = _of_kind(shot, "league")
    found = chosen(standings["years"], "year", year, "web_no_year", competition["slug"])
    championship = found["championship"]
    bracket = [(table, players) for table, players in championship.items() if table not in NOT_TABLES]
    log = [
        {"code": code, "message": message, "params": params}
        for code, message, params in zip(
            championship.get("log_code", ()),
            championship.get("log", ()),
            championship.get("log_params", ()),
            strict=False,
        )
    ]
    return page(request, "year.html", competition, standings=standings, year=found, bracket=bracket, log=log)


@router.get("/rounds", response_class=HTMLResponse, summary="A tournament's seatings (table sheets)")
def rounds_page(request: Request, slug: Slug, round: Round = None) -> HTMLResponse:
    competition, _ = _of_kind(snapshot(request, slug), "tournament")
    seated = read(request, data.seatings, slug)
    current = chosen(seated["rounds"], "round", round, "web_no_round", slug)
    return page(request, "rounds.html", competition, seatings=seated, current=current)


@router.get("/series", response_class=HTMLResponse, summary="The series table of a tournament's format")
def series_page(request: Request, slug: Slug) -> HTMLResponse:
    competition, _ = _of_kind(snapshot(request, slug), "tournament")
    table = read(request, data.series, slug, language(request))
    return page(request, "series.html", competition, series=table)


# --------------------------------------------------------------------------- players and games


@router.get("/players", response_class=HTMLResponse, summary="A competition's players")
def players_page(
    request: Request, slug: Slug, page_number: Annotated[PageNumber, Query(alias="page")] = 1
) -> HTMLResponse:
    with reading(request) as each:
        competition = each(data.competition, slug)
        listed = each(data.players, slug)["players"]
    return page(
        request,
        "players.html",
        competition,
        players=_window(listed, page_number, ROWS * 2),
        page_number=page_number,
        pages=_pages_of(len(listed), ROWS * 2, page_number, slug),
    )


@router.get("/players/{player}", response_class=HTMLResponse, summary="A player: games, score chart, tiers")
def player_page(
    request: Request,
    slug: Slug,
    player: PlayerId,
    month: Month = None,
    history: Annotated[bool, Query(description="Statistics over the player's whole history.")] = False,
    page_number: Annotated[PageNumber, Query(alias="page")] = 1,
) -> HTMLResponse:
    """The player's games (a hundred a page, the latest first), running score and standings lines,
    and statistics (the competition's, a ``month``'s, or the whole ``history``'s:
    :mod:`taikai.services.stats`). Only the page's games are read, and kept with the standings (a
    game kept with its play is replayed to be settled: once per revision, not per request); the
    running score is drawn from the statistics kept per revision (each game's score as they settle it)."""
    shot, shown = read_kept(request, slug, data.player_page, player, page_number, GAMES)
    competition = shot.competition
    pages = _pages_of(shown["total"], GAMES, page_number, slug)
    lang = language(request)
    fmt = Format(lang, zone_of(competition))
    name = fmt.name(shown["name"])

    def games_drawn() -> tuple[Markup, Decimal | None, Markup]:
        # the chart and the page of games depend on the revision, the language and the page alone
        rejected = {r["game"] for r in shot.standings.get("rejected", ())}
        scores = statistics.scores(request, slug, player)
        counted = [(at, score) for game, at, score in scores if game not in rejected]
        totals = list(accumulate((score for _, score in counted), initial=Decimal(0)))[1:]
        line = chart(fmt, fmt.say("web_chart_title", name=name), [at for at, _ in counted], totals)
        asked = {"month": month, "history": "true" if history else None}
        query = "".join(f"{key}={quote(value)}&" for key, value in asked.items() if value)
        games = request.app.state.web.templates[lang].get_template("_player_games.html")
        listed = games.render(
            competition=competition,
            fmt=fmt,
            player=shown,
            page_number=page_number,
            pages=pages,
            pager=f"/c/{quote(slug)}/players/{quote(player)}?{query}",
        )
        return line, totals[-1] if totals else None, Markup(listed)

    line, total, games_html = shot.part(("player.drawn", player, page_number, month, history), games_drawn)
    figures = statistics.player(request, slug, player, month, history)

    def stats_drawn() -> Markup:
        place_chart = charts.places(
            fmt, fmt.say("web_stats_places_title", name=name), figures["placing"]["places"], "places-title"
        )
        rate_chart, lines = charts.rates(
            fmt, fmt.say("web_stats_rates_title", name=name), figures["months"], "rates-title"
        )
        section = request.app.state.web.templates[lang].get_template("_stats.html")
        return Markup(
            section.render(
                competition=competition,
                fmt=fmt,
                player=shown,
                stats=figures,
                place_chart=place_chart,
                rate_chart=rate_chart,
                rate_lines=lines,
            )
        )

    # a history joins other competitions' revisions: drawn each time; the competition's, once a revision
    stats_html = stats_drawn() if history else shot.part(("player.stats", player, month), stats_drawn)
    return page(
        request,
        "player.html",
        competition,
        player=shown,
        name=name,
        chart=line,
        total=total,
        stats_html=stats_html,
        games_html=games_html,
    )


@router.get("/games", response_class=HTMLResponse, summary="A competition's games")
def games_page(
    request: Request, slug: Slug, page_number: Annotated[PageNumber, Query(alias="page")] = 1
) -> HTMLResponse:
    with reading(request) as each:
        competition = each(data.competition, slug)
        listed = each(data.games, slug, (page_number - 1) * GAMES, GAMES)
    return page(
        request,
        "games.html",
        competition,
        games=listed["games"],
        page_number=page_number,
        pages=_pages_of(listed["total"], GAMES, page_number, slug),
        total=listed["total"],
    )


@router.get(
    "/games/{game}", response_class=HTMLResponse, summary="A game: final points and scores, hand by hand"
)
def game_page(request: Request, slug: Slug, game: GameId) -> HTMLResponse:
    with reading(request) as each:
        competition = each(data.competition, slug)
        shown = each(data.game, slug, game)
    return page(request, "game.html", competition, game=shown)


#: The refusals of a game that keeps no play to export (any other failure is answered as itself).
NO_PLAY = {Say.export_not_a_record, ContractCode.export_no_play}

#: The downloads of a game's play: the media type and the file name's ending of each format.
PLAY_FILES = {"mjai": ("application/x-ndjson", "mjai.jsonl"), "tenhou6": ("application/json", "tenhou6.json")}


@router.get("/games/{game}/play.{format}", summary="A game's play as mjai JSON lines or tenhou.net/6 JSON")
def game_play(
    request: Request, slug: Slug, game: GameId, format: Annotated[str, Path(pattern="^(mjai|tenhou6)$")]
) -> Response:
    """The play of a game imported from a log (docs/game-record.md, Exports); 404 for a game that keeps
    no play (entered by its points, or hand by hand)."""
    try:
        text = read(request, game_export, slug, game, format)
    except (BadRequest, ExportError) as error:  # a game entered without its hands, a hand without its play
        if error.key not in NO_PLAY:
            raise
        raise WebError(404, error.code, "web_no_play", game=game) from None
    media, ending = PLAY_FILES[format]
    disposition = f"attachment; filename=\"play.{ending}\"; filename*=UTF-8''{quote(f'{game}.{ending}')}"
    return Response(
        text.encode("utf-8"),
        media_type=f"{media}; charset=utf-8",
        headers={"Content-Disposition": disposition},
    )


@router.get(
    "/rules", response_class=HTMLResponse, summary="A competition's ruleset and format, field by field"
)
def rules_page(request: Request, slug: Slug) -> HTMLResponse:
    with reading(request) as each:
        competition = each(data.competition, slug)
        stored = each(data.rules_of, slug)
    return page(
        request, "rules.html", competition, stored=stored, summary=summary(stored), **described(stored)
    )


#: The files of a competition's rules page offers for download, and how each is written.
TOML_FILES = {"rules": "rules_name", "format": "format_name"}


@router.get("/{part}.toml", summary="A competition's ruleset or format as a TOML file (for organizers)")
def rules_toml(
    request: Request, slug: Slug, part: Annotated[str, Path(pattern="^(rules|format)$")]
) -> Response:
    """The stored ruleset (``rules.toml``) or format (``format.toml``), a complete commented TOML file
    that ``taikai rules check`` / ``taikai formats check`` read back as it is stored."""
    stored = read(request, data.rules_of, slug)
    text = stored_toml(stored, part)
    filename = f"{stored[TOML_FILES[part]]}.toml"
    disposition = f"attachment; filename=\"{part}.toml\"; filename*=UTF-8''{quote(filename)}"
    return Response(
        text.encode("utf-8"),
        media_type="application/toml; charset=utf-8",
        headers={"Content-Disposition": disposition},
    )
