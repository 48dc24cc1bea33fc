"""Creating and listing competitions; registering players and their platform accounts.

A competition keeps its format and its whole ruleset as data (``taikai.competitions.formats
.to_mapping``, ``taikai.rules.to_mapping``) as they were when it was created: a later change to a
preset never rewrites it. The format and the ruleset come in as values (the command line or the
web app read the names or files the organizer gave); ``--rules`` plays the format under another
ruleset.

What a format reads of a player besides the name is kept in the player's ``data``: a league's
starting ``tier``, a tournament's ``pro`` mark and ``key`` (the organizer's identity of the
person), a tournament entry's form (``entry``). Each change is checked by running the competition's
file through its contract (a tier the league's format does not have is refused naming the field).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

from taikai import bounds, rules
from taikai.competitions import formats
from taikai.competitions.formats import FormatModel
from taikai.reasons import Reason
from taikai.rules import Ruleset
from taikai.services.codes import Say, kind_word
from taikai.services.errors import BadRequest
from taikai.services.games import next_id, verified
from taikai.services.unit_of_work import NotFound, Store
from taikai.services.values import (
    ACCOUNT_LENGTH,
    COMPETITION_KINDS,
    ID_LENGTH,
    NAME_LENGTH,
    Competition,
    Data,
    Player,
)
from taikai.tiles import quoted

__all__ = [
    "KIND_FIELDS",
    "add_player",
    "checked_accounts",
    "checked_data",
    "checked_name",
    "create_competition",
    "list_competitions",
    "list_players",
    "local_time",
    "time_zone",
    "update_player",
]

#: What each kind of competition reads of a player (its file's player fields besides id and name).
KIND_FIELDS: dict[str, tuple[str, ...]] = {
    "league": ("tier",),
    "tournament": ("pro", "key", "entry"),
    "cup": (),
    "staged": (),
}


def create_competition(
    store: Store,
    actor: str,
    slug: str,
    kind: str,
    fmt: FormatModel,
    ruleset: Ruleset,
    *,
    format_name: str | None = None,
    rules_name: str | None = None,
    name: str | None = None,
    reason: str | None = None,
) -> Competition:
    """Store a new competition of ``kind`` playing ``fmt`` under ``ruleset`` (the format's own, or
    another: ``--rules``); ``format_name`` and ``rules_name`` are what the organizer named them
    (default: their names), kept for display. ``slug`` is :data:`taikai.bounds.SLUG_PATTERN`
    (lowercase letters, digits and hyphens): a competition stored before that rule with another
    slug is still read by every command, and listed on the web without a link."""
    if not bounds.is_slug(slug):  # a slug is part of every address of the competition's pages
        raise BadRequest.of(Say.bad_slug, slug=quoted(slug), pattern=bounds.SLUG_PATTERN)
    if kind not in COMPETITION_KINDS:
        raise BadRequest.of(Say.unknown_kind, kind=kind, kinds=tuple(map(kind_word, COMPETITION_KINDS)))
    if fmt.kind != kind:
        raise BadRequest.of(
            Say.format_of_other_kind, format=fmt.name, format_kind=kind_word(fmt.kind), kind=kind_word(kind)
        )
    competition = Competition(
        slug=_text(slug, Say.field_slug, ID_LENGTH),
        kind=kind,
        name=checked_name(name if name is not None else slug),
        format_name=format_name or fmt.name,
        format=formats.to_mapping(fmt),
        rules_name=rules_name or ruleset.name,
        rules=rules.to_mapping(ruleset),
    )
    with store.unit_of_work(actor, reason) as uow:
        stored = uow.competitions.add(competition)
        verified(uow, slug)
        return stored


def time_zone(store: Store, actor: str, slug: str) -> str:
    """The time zone the competition's times are typed and shown in (:attr:`Competition.timezone`)."""
    with store.unit_of_work(actor, read_only=True) as uow:
        return uow.competitions.require(slug).timezone


def local_time(moment: datetime, zone: str) -> datetime:
    """A time as the organizer typed it: one with an offset as it is, one without in the competition's
    time zone ``zone`` ("2026-02-26 10:00" in Asia/Tokyo is 01:00 UTC). Where the clocks change, a
    time they skip is refused and a time they show twice is the first.

    >>> local_time(datetime(2026, 2, 26, 10), "Asia/Tokyo").isoformat()
    '2026-02-26T10:00:00+09:00'
    >>> local_time(datetime(2026, 3, 29, 1, 30), "Europe/London")
    Traceback (most recent call last):
    ...
    taikai.services.errors.BadRequest: 2026-03-29 01:30 does not exist in Europe/London: the clocks skip it
    """
    if moment.utcoffset() is not None:
        return moment
    placed = moment.replace(tzinfo=ZoneInfo(zone), fold=0)
    if placed.astimezone(UTC).astimezone(placed.tzinfo).replace(tzinfo=None) != moment:
        raise BadRequest.of(Say.time_skipped, time=moment.isoformat(" ", "minutes"), zone=zone)
    return placed


def find_competition(store: Store, actor: str, slug: str) -> Competition | None:
    """The competition ``slug`` as stored, None when there is none."""
    with store.unit_of_work(actor, read_only=True) as uow:
        return uow.competitions.get(slug)


def list_competitions(store: Store, actor: str) -> list[Competition]:
    """Every competition, in the order they were created."""
    with store.unit_of_work(actor, read_only=True) as uow:
        return uow.competitions.list()


def _text(value: str, field: Say, most: int) -> str:
    """An id or a slug: printable text on one line (no control character, no line break)."""
    if not value or len(value) > most or not value.isprintable():
        raise BadRequest.of(Say.bad_text, field=Reason(field), most=most)
    return value


def checked_name(value: str) -> str:
    """A name (a player's, a competition's): any text of 1 to :data:`NAME_LENGTH` characters on one
    line (:func:`taikai.bounds.is_name`: every script, full-width spaces as well, no control
    character or line break); the one place names are checked."""
    if len(value) > NAME_LENGTH or not bounds.is_name(value):
        raise BadRequest.of(Say.name_refused, most=NAME_LENGTH)
    return value


def checked_accounts(accounts: Sequence[str]) -> tuple[str, ...]:
    for account in accounts:
        platform, _, name = account.partition(":")
        if not platform or not name or len(account) > ACCOUNT_LENGTH:
            raise BadRequest.of(Say.account_not_platform, account=account)
    if len(set(accounts)) != len(accounts):
        raise BadRequest.of(Say.account_twice, account=next(a for a in accounts if accounts.count(a) > 1))
    return tuple(accounts)


def checked_data(kind: str, data: Data) -> Data:
    allowed = KIND_FIELDS[kind]
    for field, value in data.items():
        if field not in allowed and value is not None:
            raise BadRequest.of(Say.player_field_not_for_kind, field=field, kind=kind_word(kind))
    return {field: value for field, value in data.items() if value is not None}


def add_player(
    store: Store,
    actor: str,
    slug: str,
    name: str,
    *,
    id: str | None = None,
    accounts: Sequence[str] = (),
    data: Data | None = None,
    reason: str | None = None,
) -> Player:
    """Register a player of the competition (``id`` default: the first free ``p1``, ``p2`` ...) with
    platform accounts (``majsoul:123456``, ``tenhou:NAME``) and what its format reads (``data``:
    ``tier`` for a league; ``pro``, ``key``, ``entry`` for a tournament)."""
    with store.unit_of_work(actor, reason) as uow:
        competition = uow.competitions.require(slug)
        players = uow.players.list(slug)
        player = Player(
            slug,
            _text(id, Say.field_id, ID_LENGTH) if id is not None else next_id({p.id for p in players}, "p"),
            checked_name(name),
            accounts=checked_accounts(accounts),
            data=checked_data(competition.kind, data or {}),
        )
        stored = uow.players.add(player)
        verified(uow, slug)
        return stored


def update_player(
    store: Store,
    actor: str,
    slug: str,
    player_id: str,
    reason: str,
    *,
    name: str | None = None,
    accounts: Sequence[str] | None = None,
    data: dict[str, Any] | None = None,
) -> Player:
    """Change a player's name, accounts or data (what is given replaces what was there)."""
    with store.unit_of_work(actor, reason) as uow:
        competition = uow.competitions.require(slug)
        player = uow.players.get(slug, player_id)
        if player is None:
            raise NotFound("player_not_found", competition=slug, player=player_id)
        changed = replace(
            player,
            name=checked_name(name) if name is not None else player.name,
            accounts=checked_accounts(accounts) if accounts is not None else player.accounts,
            data=checked_data(competition.kind, {**player.data, **data}) if data is not None else player.data,
        )
        stored = uow.players.update(changed)
        verified(uow, slug)
        return stored


def list_players(store: Store, actor: str, slug: str) -> list[Player]:
    """The competition's players, in the order they were registered."""
    with store.unit_of_work(actor, read_only=True) as uow:
        uow.competitions.require(slug)
        return uow.players.list(slug)
