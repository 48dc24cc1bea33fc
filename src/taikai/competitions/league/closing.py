"""Closed seasons: a fingerprint of a season's accepted games, and what differs from it later.

The organizer closes a season (``close_season``) when its standings are published; the action keeps
the fingerprint of the season's accepted games. A league whose games of a closed season no longer
match it (a game added, edited or removed since) is refused, naming the games that differ, until a
later ``reopen_season`` action reopens the season. The database's services use the same function to
refuse such edits up front.

A fingerprint is ``v1`` followed by ``;id=digest`` for each game in id order (the id percent-encoded,
the digest 12 hex digits of BLAKE2b over the game's content), so that the games that differ can be
named:

>>> from datetime import datetime
>>> from taikai.competitions.league.model import Game
>>> game = Game("g1", datetime.fromisoformat("2025-03-02T21:00:00+09:00"), ("a", "b", "c", "d"),
...             points=(48000, 31000, 12000, 9000))
>>> season_fingerprint([game])
'v1;g1=faadfa720c22'
>>> differences(season_fingerprint([game]), [game._replace(points=(47000, 32000, 12000, 9000))])
('g1',)
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC
from hashlib import blake2b
from urllib.parse import quote, unquote

from taikai.competitions.league.model import Action, CloseSeason, Game, ReopenSeason, score_tenths

__all__ = [
    "FINGERPRINT_VERSION",
    "differences",
    "game_digest",
    "in_force",
    "parse_fingerprint",
    "season_fingerprint",
]

FINGERPRINT_VERSION = "v1"
_FIELD = "\x1f"  # between a game's fields in the digested text (no id or kind holds it)


def _pt_tenths(value: object) -> str:
    return "" if value is None else str(score_tenths(value))  # type: ignore[arg-type]


def game_digest(game: Game) -> str:
    """12 hex digits of a game's content: id, time (an instant in UTC; a time without an offset as
    written), seats, table points or settled scores (in 0.1 pt), deposits and penalties."""
    moment = game.played_at.astimezone(UTC) if game.played_at.tzinfo is not None else game.played_at
    text = _FIELD.join(
        (
            game.id,
            moment.isoformat(),
            ",".join(game.seats),
            "-" if game.points is None else ",".join(map(str, game.points)),
            "-" if game.scores is None else ",".join(map(_pt_tenths, game.scores)),
            str(game.deposits),
            ",".join(f"{p.seat}:{p.kind}:{_pt_tenths(p.pt)}" for p in game.penalties),
        )
    )
    return blake2b(text.encode("utf-8"), digest_size=6).hexdigest()


def season_fingerprint(games: Iterable[Game]) -> str:
    """The fingerprint of a season's accepted games (their order does not matter)."""
    entries = sorted((game.id, game_digest(game)) for game in games)
    return FINGERPRINT_VERSION + "".join(f";{quote(game, safe='')}={digest}" for game, digest in entries)


def parse_fingerprint(text: str) -> dict[str, str] | None:
    """The game ids and digests of a fingerprint, or None if it is not one taikai writes."""
    version, *entries = text.split(";")
    if version != FINGERPRINT_VERSION:
        return None
    digests = {}
    for entry in entries:
        game, _, digest = entry.partition("=")
        if not game or len(digest) != 12 or digest.strip("0123456789abcdef"):
            return None
        digests[unquote(game)] = digest
    return digests


def differences(fingerprint: str, games: Iterable[Game]) -> tuple[str, ...]:
    """The ids of the games added, edited or removed since ``fingerprint`` was taken, in id order."""
    before = parse_fingerprint(fingerprint) or {}
    now = {game.id: game_digest(game) for game in games}
    return tuple(sorted(game for game in before.keys() | now.keys() if before.get(game) != now.get(game)))


def in_force(actions: Iterable[Action], season: str) -> tuple[CloseSeason, ...]:
    """The closes of ``season`` that no later reopen undid, in order (every one must still match: a second
    close without a reopen does not hide an edit made before it). The last one's time is the close's."""
    closes: list[CloseSeason] = []
    for action in actions:
        if isinstance(action, ReopenSeason) and action.season == season:
            closes = []
        elif isinstance(action, CloseSeason) and action.season == season:
            closes.append(action)
    return tuple(closes)
