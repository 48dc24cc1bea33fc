"""A league's organizer actions over the database: close and reopen a season, blacklist, hide a name,
reset a record, accept a maintenance-day game, championship results and withdrawals.

Each is stored as an action of the competition (its ``kind`` and ``data`` are the league file's
action, CONTRACTS.md section 3 and docs/league.md), with who took it and why (the audit log keeps
it too). What an action means is the engine's: the league file is run with the action in before
anything is committed, and what the contract or the engine refuses is refused with its reason.

Closing a season keeps the fingerprint of its accepted games (the league engine's
:func:`~taikai.competitions.league.closing.season_fingerprint`, of the games the engine accepts into
it). From then on, a change to a game of that season (added, edited, removed) is refused up front by
the engine, naming the games that differ, until the season is reopened.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

from taikai.competitions.league import season_fingerprint, season_games
from taikai.competitions.league.closing import in_force
from taikai.contracts import league as league_contract
from taikai.services import files
from taikai.services.codes import Say, kind_word
from taikai.services.errors import BadRequest, Refused
from taikai.services.games import verified
from taikai.services.unit_of_work import Store, UnitOfWork
from taikai.services.values import Action, Data, utc_text

__all__ = [
    "accept_game",
    "blacklist",
    "close_season",
    "final_result",
    "hide_name",
    "league_action",
    "qualifier_result",
    "reopen_season",
    "reset_record",
    "withdraw",
]


def _league(uow: UnitOfWork, slug: str) -> league_contract.LeagueInput:
    stored = files.load(uow, slug)
    if stored.competition.kind != "league":
        raise BadRequest.of(Say.not_a_league, competition=slug, kind=kind_word(stored.competition.kind))
    return league_contract.parse_league(files.competition_file(stored), files.ORIGIN)


def _act(uow: UnitOfWork, slug: str, kind: str, data: Data) -> Action:
    action = uow.actions.add(Action(slug, kind, data))
    verified(uow, slug)
    return action


def league_action(store: Store, actor: str, slug: str, kind: str, data: Data, reason: str | None) -> Action:
    """Store one organizer action of the league file (``kind`` its ``action``, ``data`` its other
    fields), once the league runs with it."""
    if kind not in files.LEAGUE_ACTIONS:
        raise BadRequest.of(Say.unknown_action, kind=kind, kinds=files.LEAGUE_ACTIONS)
    with store.unit_of_work(actor, reason) as uow:
        _league(uow, slug)
        return _act(uow, slug, kind, data)


def close_season(
    store: Store, actor: str, slug: str, season: str, reason: str | None = None, at: datetime | None = None
) -> Action:
    """Close ``season`` (YYYY-MM) at ``at`` (now by default): keep the fingerprint of the games the
    engine accepts into it."""
    with store.unit_of_work(actor, reason) as uow:
        read = _league(uow, slug)
        closes = in_force(read.league.actions, season)
        if closes:
            at = closes[-1].at.astimezone(ZoneInfo(read.league.format.timezone)).strftime("%Y-%m-%d %H:%M")
            raise Refused.of(Say.season_closed_already, competition=slug, season=season, at=at)
        games = season_games(read.league, season, read.ruleset)
        if not games:
            raise BadRequest.of(Say.season_without_games, competition=slug, season=season)
        data = {
            "season": season,
            "at": utc_text(at or uow.now()),
            "fingerprint": season_fingerprint(games),
        }
        return _act(uow, slug, "close_season", data)


def reopen_season(store: Store, actor: str, slug: str, season: str, reason: str) -> Action:
    """Reopen a closed ``season`` so that its games may change (closing it again takes a new
    fingerprint)."""
    with store.unit_of_work(actor, reason) as uow:
        read = _league(uow, slug)
        if not in_force(read.league.actions, season):
            raise Refused.of(Say.season_not_closed, competition=slug, season=season)
        return _act(
            uow, slug, "reopen_season", {"season": season, "at": uow.now().isoformat(), "reason": reason}
        )


def _optional(**fields: object) -> Data:
    return {name: value for name, value in fields.items() if value is not None}


def blacklist(
    store: Store, actor: str, slug: str, player: str, since: datetime | None = None, reason: str | None = None
) -> Action:
    """Blacklist a player (from ``since``: their games from then on are rejected)."""
    data = _optional(player=player, since=utc_text(since) if since is not None else None)
    return league_action(store, actor, slug, "blacklist", data, reason)


def hide_name(store: Store, actor: str, slug: str, player: str, reason: str | None = None) -> Action:
    """Hide a player's name in the public standings."""
    return league_action(store, actor, slug, "hide_name", {"player": player}, reason)


def reset_record(
    store: Store, actor: str, slug: str, player: str, season: str, reason: str | None = None
) -> Action:
    """Reset a player's record from ``season`` (the lowest-tier report's other remedy)."""
    return league_action(store, actor, slug, "reset_record", {"player": player, "season": season}, reason)


def accept_game(
    store: Store, actor: str, slug: str, game: str, season: str | None = None, reason: str | None = None
) -> Action:
    """Accept a game played on a maintenance day (into ``season``, default the season before it)."""
    return league_action(store, actor, slug, "accept_game", _optional(game=game, season=season), reason)


def withdraw(
    store: Store, actor: str, slug: str, year: str, player: str, reason: str | None = None
) -> Action:
    """A player withdraws from the year's championship."""
    return league_action(store, actor, slug, "withdraw", {"year": year, "player": player}, reason)


def qualifier_result(
    store: Store,
    actor: str,
    slug: str,
    year: str,
    table: str,
    places: Sequence[str],
    reason: str | None = None,
) -> Action:
    """A championship qualifier's result: its players 1st to 4th."""
    data = {"year": year, "table": table, "places": list(places)}
    return league_action(store, actor, slug, "qualifier_result", data, reason)


def final_result(
    store: Store,
    actor: str,
    slug: str,
    year: str,
    hanchan: Sequence[Mapping[str, Decimal]],
    effective_season: str | None = None,
    reason: str | None = None,
) -> Action:
    """The championship final's hanchan (each player's pt in each), and the season its special
    promotions take effect in."""
    data = _optional(
        year=year, hanchan=[dict(scores) for scores in hanchan], effective_season=effective_season
    )
    return league_action(store, actor, slug, "final_result", data, reason)
