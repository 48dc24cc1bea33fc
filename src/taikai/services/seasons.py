"""A league's seasons as the organizer closes and reopens them: each season's status, as the engine
reads the stored actions (provisional until closed), with when and by whom it was closed and why it
was last reopened (the actions keep who took them)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from taikai.competitions.league import run_league
from taikai.competitions.league.closing import in_force
from taikai.contracts import league as league_contract
from taikai.services import files
from taikai.services.codes import Say, kind_word
from taikai.services.errors import BadRequest
from taikai.services.unit_of_work import Store

__all__ = ["SeasonStatus", "seasons"]


@dataclass(frozen=True, slots=True)
class SeasonStatus:
    """One season: ``closed`` the time of the close in force (None: provisional), ``closed_by`` who
    closed it, ``closed_reason`` why (None: no reason given); ``reopened`` the reason of its last
    reopening, ``reopened_by`` who did."""

    season: str
    participants: int
    void: bool
    closed: datetime | None
    closed_by: str | None
    reopened: str | None
    reopened_by: str | None
    closed_reason: str | None = None

    @property
    def provisional(self) -> bool:
        return self.closed is None


def seasons(store: Store, actor: str, slug: str) -> list[SeasonStatus]:
    """The seasons of the league ``slug``, oldest first."""
    with store.unit_of_work(actor, read_only=True) as uow:
        stored = files.load(uow, slug)
    if stored.competition.kind != "league":
        raise BadRequest.of(Say.not_a_league, competition=slug, kind=kind_word(stored.competition.kind))
    read = league_contract.parse_league(files.competition_file(stored), files.ORIGIN)
    result = run_league(read.league, read.ruleset)
    kept = [a for a in stored.actions if a.kind in ("close_season", "reopen_season")]
    statuses = []
    for season in result.seasons:
        closes = in_force(read.league.actions, season.season)
        mine = [a for a in kept if a.data["season"] == season.season]
        close = next((a for a in reversed(mine) if a.kind == "close_season"), None) if closes else None
        reopen = next((a for a in reversed(mine) if a.kind == "reopen_season"), None)
        statuses.append(
            SeasonStatus(
                season.season,
                season.participants,
                season.void,
                season.closed,
                close.actor if close is not None else None,
                reopen.data["reason"] if reopen is not None else None,
                reopen.actor if reopen is not None else None,
                close.reason if close is not None else None,
            )
        )
    return statuses
