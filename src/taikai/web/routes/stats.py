"""Player statistics: a competition's statistics leaderboard (a page, its JSON and CSV) and a player's
statistics as JSON (the player's page shows them: :func:`taikai.web.routes.public.player_page`).

Every figure is the services' (:mod:`taikai.services.stats`, read in a read-only unit of work): the
routes read, word and draw; they decide nothing and read no repository.
"""

from __future__ import annotations

from typing import Annotated, Any
from urllib.parse import quote

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse, Response
from markupsafe import Markup

from taikai.contracts.csvout import write_csv
from taikai.services import public as data
from taikai.services import stats as stats_service
from taikai.web import statistics
from taikai.web.languages import language
from taikai.web.routes.public import ROWS, Month, PageNumber, PlayerId, Slug, _pages_of, _window
from taikai.web.routes.public_api import REFUSALS, _doc
from taikai.web.views import Format, page, read, zone_of

router = APIRouter()

MinGames = Annotated[
    int,
    Query(ge=1, le=10_000, description="List the players with at least this many games (default 5)."),
]
History = Annotated[
    bool,
    Query(description="Every competition where a player holds one of the player's platform accounts."),
]
#: A month, or empty for every month (the leaderboard's form sends its "all" choice so).
AnyMonth = Annotated[
    str | None, Query(pattern=r"^(\d{4}-\d{2})?$", description="A month, YYYY-MM (empty: every month).")
]
JSON = "application/json"


def _board(request: Request, slug: str, min_games: int, month: str | None) -> dict[str, Any]:
    return statistics.board(request, slug, min_games, month or None)


@router.get("/c/{slug}/stats", response_class=HTMLResponse, summary="A competition's statistics leaderboard")
def board_page(
    request: Request,
    slug: Slug,
    month: AnyMonth = None,
    min_games: MinGames = stats_service.DEFAULT_MIN_GAMES,
    page_number: Annotated[PageNumber, Query(alias="page")] = 1,
) -> HTMLResponse:
    """Every player with at least ``min_games`` games (of ``month``, YYYY-MM, when given), best
    average place first, with their rates; a hundred a page."""
    lang = language(request)

    def drawn(competition: dict[str, Any], board: dict[str, Any]) -> tuple[dict[str, Any], Any, Markup]:
        # the lines depend on the board, the language and the page alone (no session): drawn once a revision
        fmt = Format(lang, zone_of(competition))
        rows = _window(board["players"], page_number, ROWS)
        lines = request.app.state.web.templates[lang].get_template("_stats_rows.html")
        return (
            competition,
            board,
            Markup(lines.render(competition=competition, fmt=fmt, rows=rows, board=board)),
        )

    competition, board, rows_html = statistics.board_drawn(
        request, slug, min_games, month or None, (lang, page_number), drawn
    )
    return page(
        request,
        "stats.html",
        competition,
        board=board,
        rows_html=rows_html,
        page_number=page_number,
        pages=_pages_of(len(board["players"]), ROWS, page_number, slug),
    )


@router.get(
    "/api/competitions/{slug}/stats",
    **_doc(dict[str, Any], "The statistics leaderboard: players with at least min_games games"),
)
def board(
    request: Request, slug: Slug, month: Month = None, min_games: MinGames = stats_service.DEFAULT_MIN_GAMES
) -> Response:
    return Response(statistics.board_json(request, slug, min_games, month), media_type=JSON)


@router.get(
    "/api/competitions/{slug}/stats.csv",
    summary="The statistics leaderboard as CSV (UTF-8 with a BOM)",
    responses={200: {"content": {"text/csv": {}}, "description": "The leaderboard"}, **REFUSALS},
)
def board_csv(
    request: Request, slug: Slug, month: Month = None, min_games: MinGames = stats_service.DEFAULT_MIN_GAMES
) -> Response:
    """The leaderboard's lines, the header in the request's language, a hidden name hidden."""
    competition = read(request, data.competition, slug)
    fmt = Format(language(request), zone_of(competition))
    rows = stats_service.board_rows(_board(request, slug, min_games, month))
    names = stats_service.BOARD_COLUMNS.index("name")
    for row in rows:
        row[names] = fmt.name(row[names])
    header = [fmt.say(f"web_stats_csv_{column}") for column in stats_service.BOARD_COLUMNS]
    filename = f"{slug}-stats-{month or 'all'}.csv"
    disposition = f"attachment; filename=\"stats.csv\"; filename*=UTF-8''{quote(filename)}"
    return Response(
        write_csv([header, *rows]),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": disposition},
    )


@router.get(
    "/api/competitions/{slug}/players/{player}/stats",
    **_doc(dict[str, Any], "A player's statistics, each figure with its sample"),
)
def player(
    request: Request, slug: Slug, player: PlayerId, month: Month = None, history: History = False
) -> Response:
    """The player's figures in the competition (``month``: that month), or over every competition
    linked by a platform account (``history``)."""
    return Response(statistics.player_json(request, slug, player, month, history), media_type=JSON)
