"""The statistics the pages and the API show, kept per competition revision.

Every answer is the services' (:mod:`taikai.services.stats`). What they are drawn from, each
competition's games read and settled once (:class:`taikai.services.stats.Played`), is kept here for
the competition's revision, as the standings are (:class:`taikai.web.views.Snapshots`): each request
reads the revision (one column) and draws from what was read at that revision, or reads it once. A
change counts the revision up, so nothing stale is served. The answers of one competition (a
leaderboard, a player's figures in it) are kept with it; a history's, which reads other competitions
too, is drawn each time from their kept games.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from fastapi import Request

from taikai.contracts.jsonio import dumps_bytes
from taikai.services import stats as stats_service
from taikai.services.unit_of_work import UnitOfWork
from taikai.web import data
from taikai.web.views import read

__all__ = ["Kept", "board", "board_json", "player"]

#: Competitions whose games are kept, and answers kept per competition.
SIZE, ANSWERS = 8, 256


class Kept:
    """Each competition's :class:`~taikai.services.stats.Played` at its latest revision asked for,
    and the answers drawn from it."""

    def __init__(self) -> None:
        self._kept: OrderedDict[str, tuple[int, stats_service.Played, OrderedDict[Any, Any]]] = OrderedDict()
        self._lock = threading.Lock()

    def _entry(self, uow: UnitOfWork, slug: str) -> tuple[stats_service.Played, OrderedDict[Any, Any]]:
        revision = data.revision(uow.competitions.revision, slug)
        with self._lock:
            kept = self._kept.get(slug)
            if kept is not None and kept[0] == revision:
                self._kept.move_to_end(slug)
                return kept[1], kept[2]
        played = stats_service.played(uow, slug)
        answers: OrderedDict[Any, Any] = OrderedDict()
        with self._lock:
            kept = self._kept.get(slug)
            if kept is None or kept[0] <= revision:
                self._kept[slug] = (revision, played, answers)
                self._kept.move_to_end(slug)
                while len(self._kept) > SIZE:
                    self._kept.popitem(last=False)
        return played, answers

    def played(self, uow: UnitOfWork, slug: str) -> stats_service.Played:
        """The competition's games at the revision ``uow`` sees (read in it when they are not kept)."""
        return self._entry(uow, slug)[0]

    def answer(self, uow: UnitOfWork, slug: str, key: tuple[Any, ...], draw: Callable[[], Any]) -> Any:
        """``draw()``, an answer drawn from the competition's games alone, kept with them."""
        _, answers = self._entry(uow, slug)
        with self._lock:
            if key in answers:
                answers.move_to_end(key)
                return answers[key]
        drawn = draw()
        with self._lock:
            answers[key] = drawn
            while len(answers) > ANSWERS:
                answers.popitem(last=False)
        return drawn


_MADE = threading.Lock()


def _kept(request: Request) -> Kept:
    state = request.app.state
    with _MADE:
        kept = getattr(state, "statistics", None)
        if kept is None:
            kept = state.statistics = Kept()
    return kept


def board(request: Request, slug: str, min_games: int, month: str | None) -> dict[str, Any]:
    """The statistics leaderboard (:func:`taikai.services.stats.board`)."""
    kept = _kept(request)

    def reader(uow: UnitOfWork) -> dict[str, Any]:
        return kept.answer(
            uow,
            slug,
            ("board", min_games, month),
            lambda: stats_service.board(uow, slug, min_games, month, kept.played),
        )

    return read(request, reader)


def board_json(request: Request, slug: str, min_games: int, month: str | None) -> bytes:
    """The statistics leaderboard as JSON text (written once per revision)."""
    kept = _kept(request)

    def reader(uow: UnitOfWork) -> bytes:
        def draw() -> bytes:
            return dumps_bytes(
                kept.answer(
                    uow,
                    slug,
                    ("board", min_games, month),
                    lambda: stats_service.board(uow, slug, min_games, month, kept.played),
                )
            )

        return kept.answer(uow, slug, ("board.json", min_games, month), draw)

    return read(request, reader)


def player(request: Request, slug: str, player_id: str, month: str | None, history: bool) -> dict[str, Any]:
    """A player's statistics (:func:`taikai.services.stats.player`)."""
    kept = _kept(request)

    def reader(uow: UnitOfWork) -> dict[str, Any]:
        def draw() -> dict[str, Any]:
            return stats_service.player(uow, slug, player_id, month, history, kept.played)

        if history:  # other competitions' games too: drawn from theirs each time
            return draw()
        return kept.answer(uow, slug, ("player", player_id, month), draw)

    return read(request, reader)
