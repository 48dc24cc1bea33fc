"""The statistics the pages and the API show: the services' (:mod:`taikai.services.stats`), kept per
competition revision in :class:`taikai.services.stats.Kept` (one per app), read in the request's unit
of work.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

from fastapi import Request

from taikai.services import stats as stats_service
from taikai.web.views import latest_revision, read

__all__ = ["board", "board_drawn", "board_json", "player", "player_json", "scores"]

T = TypeVar("T")

_MADE = threading.Lock()


def _kept(request: Request) -> stats_service.Kept:
    state = request.app.state
    with _MADE:
        kept = getattr(state, "statistics", None)
        if kept is None:
            kept = state.statistics = stats_service.Kept()
    return kept


def _latest(
    request: Request, slug: str, key: tuple[Any, ...] | None, reader: Callable[..., T], *args: Any
) -> T:
    """The answer kept by ``key`` at the competition's latest revision (one statement, no unit of
    work), or ``reader(uow, kept, slug, *args)`` in a read-only unit of work (``key`` None: always)."""
    kept = _kept(request)
    if key is not None:
        found = kept.latest(slug, latest_revision(request, slug), key)
        if found is not None:
            return found  # type: ignore[no-any-return]
    return read(request, reader, kept, slug, *args)


def board(request: Request, slug: str, min_games: int, month: str | None) -> dict[str, Any]:
    """The statistics leaderboard (:func:`taikai.services.stats.board`)."""
    key = stats_service.board_key(min_games, month)
    return _latest(request, slug, key, stats_service.kept_board, min_games, month)


def board_json(request: Request, slug: str, min_games: int, month: str | None) -> bytes:
    """The statistics leaderboard as JSON text (written once per revision)."""
    key = stats_service.json_key(stats_service.board_key(min_games, month))
    return _latest(request, slug, key, stats_service.kept_board_json, min_games, month)


def board_drawn(
    request: Request,
    slug: str,
    min_games: int,
    month: str | None,
    key: tuple[Any, ...],
    draw: Callable[[dict[str, Any], dict[str, Any]], T],
) -> T:
    """``draw(competition, board)`` of the statistics leaderboard, kept with it per revision and
    ``key``: when it is kept, the competition's revision is the one statement the request costs."""
    kept_by = stats_service.board_drawn_key(min_games, month, key)
    return _latest(request, slug, kept_by, stats_service.kept_board_drawn, min_games, month, key, draw)


def player_json(request: Request, slug: str, player_id: str, month: str | None, history: bool) -> bytes:
    """A player's statistics as JSON text (written once per answer kept)."""
    key = None if history else stats_service.json_key(stats_service.player_key(player_id, month))
    return _latest(request, slug, key, stats_service.kept_player_json, player_id, month, history)


def scores(request: Request, slug: str, player_id: str) -> list[tuple[str, str, Any]]:
    """(game, played_at, score) of each game the player sat in that the statistics count, by time
    (:func:`taikai.services.stats.kept_scores`)."""
    return _latest(request, slug, stats_service.scores_key(player_id), stats_service.kept_scores, player_id)


def player(request: Request, slug: str, player_id: str, month: str | None, history: bool) -> dict[str, Any]:
    """A player's statistics (:func:`taikai.services.stats.player`)."""
    key = None if history else stats_service.player_key(player_id, month)
    return _latest(request, slug, key, stats_service.kept_player, player_id, month, history)
