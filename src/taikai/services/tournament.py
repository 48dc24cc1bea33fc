"""A one-day tournament's steps over the database: entries and withdrawals, the registration with its
lottery, the seat draw, entering a table, the final round's tables, the stars.

Every decision is the engine's (:mod:`taikai.competitions.tournament`), made from the files the
contract reads (docs/tournament.md), built from what is stored:

- an entry is a player whose ``data`` holds the entry form (``entry``: when it was submitted, the
  profile, the birth date, the discounts asked for) and the ``pro`` mark and ``key``;
- :func:`decide_registration` keeps the schedule and the lottery's seed (an action ``registration``)
  and gives the engine's decisions; from then on the event's players are the registration's lineup;
- :func:`seat_rounds` keeps the engine's draw of the preliminary rounds (an action ``seating``) for
  the registration's lineup as it stands, with the players it seats: from then on they are the
  event's players, so an entry or a withdrawal after the draw changes no seat (the day page says
  so) until the seats are drawn again, which is allowed until the first table is in; an entry once
  a table of the drawn rounds is in could play no round and is refused;
- :func:`enter_table` stores a table's result at its round and table, seated as drawn (the final
  round as the engine formed it) unless the seats are given;
- the final round's tables and the stars are the event report's (:func:`event_report`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime

from taikai.competitions.tournament import Event, EventReport, preliminary_draw, run_event
from taikai.competitions.tournament.registration import Entry, Registration
from taikai.competitions.tournament.seating import Seating
from taikai.contracts import tournament as contract
from taikai.errors import TaikaiError
from taikai.game.settle import Penalty
from taikai.services import files
from taikai.services.codes import Say, kind_word
from taikai.services.competitions import add_player
from taikai.services.errors import BadRequest
from taikai.services.games import Entered, GameEntry, _same_table, enter, verified
from taikai.services.unit_of_work import Store, UnitOfWork
from taikai.services.values import Action, Game, Player, utc_text

__all__ = [
    "Decided",
    "add_entry",
    "decide_registration",
    "drawn_table",
    "enter_table",
    "event_report",
    "round_started",
    "seat_rounds",
    "table_game",
    "withdraw_entry",
]

SEATING = files.SEATING


def _stored(uow: UnitOfWork, slug: str) -> files.Stored:
    stored = files.load(uow, slug)
    if stored.competition.kind != "tournament":
        raise BadRequest.of(Say.not_a_tournament, competition=slug, kind=kind_word(stored.competition.kind))
    return stored


def _event(stored: files.Stored) -> Event:
    return contract.parse_event(files.competition_file(stored), files.ORIGIN)


def event_report(store: Store, actor: str, slug: str) -> tuple[Event, EventReport]:
    """The event so far and the engine's report of it: standings, the final round's tables once the
    preliminary rounds are complete, places and stars once the final is."""
    with store.unit_of_work(actor, read_only=True) as uow:
        event = _event(_stored(uow, slug))
        return event, run_event(event.format, event.players, event.rounds, contract.event_ruleset(event))


def add_entry(
    store: Store,
    actor: str,
    slug: str,
    name: str,
    *,
    submitted_at: datetime | None,
    id: str | None = None,
    profile: str = "",
    birth_date: date | None = None,
    discounts: Sequence[str] = (),
    pro: bool = False,
    key: str | None = None,
    reason: str | None = None,
) -> Player:
    """An entry of the registration: a player with the entry form (the registration decides it).
    Refused once the seats are drawn and a table is in: no round could seat it."""
    with store.unit_of_work(actor, read_only=True) as uow:
        stored = _stored(uow, slug)
        tables_in = sorted((g.round, g.table or 0) for g in stored.games if g.round is not None)
        if stored.last(SEATING) is not None and tables_in:
            round, table = tables_in[0]
            raise BadRequest.of(Say.entry_after_tables, competition=slug, round=round, table=table)
    entry: dict[str, object] = {}
    if submitted_at is not None:
        entry["submitted_at"] = utc_text(submitted_at)
    if profile:
        entry["profile"] = profile
    if birth_date is not None:
        entry["birth_date"] = birth_date.isoformat()
    if discounts:
        entry["discounts"] = list(discounts)
    data = {"entry": entry, "pro": pro or None, "key": key}
    return add_player(store, actor, slug, name, id=id, data=data, reason=reason)


def withdraw_entry(
    store: Store, actor: str, slug: str, player: str, at: datetime, reason: str | None = None
) -> Action:
    """An entrant withdraws at ``at`` (the registration frees the place; the waiting list moves up)."""
    with store.unit_of_work(actor, reason) as uow:
        _stored(uow, slug)
        if uow.players.get(slug, player) is None:
            raise BadRequest.of(Say.no_such_entry, competition=slug, player=player)
        action = uow.actions.add(Action(slug, files.WITHDRAWAL, {"player": player, "at": utc_text(at)}))
        verified(uow, slug)
        return action


@dataclass(frozen=True, slots=True)
class Decided:
    """The engine's registration and the entries it decided (for its JSON: names, the title)."""

    registration: Registration
    entries: tuple[Entry, ...]
    title: str


def decide_registration(
    store: Store,
    actor: str,
    slug: str,
    opens_at: datetime,
    event_date: date,
    seed: int,
    reason: str | None = None,
) -> Decided:
    """Decide every entry (opening time, the opening-day lottery with ``seed``, the waiting list,
    withdrawals, fees) and keep the schedule and the seed: the event's players are then its lineup."""
    with store.unit_of_work(actor, reason) as uow:
        stored = _stored(uow, slug)
        if stored.last(SEATING) is not None:
            raise BadRequest.of(Say.registration_after_seating, competition=slug)
        data = {"opens_at": utc_text(opens_at), "event_date": event_date.isoformat(), "seed": seed}
        uow.actions.add(Action(slug, files.REGISTRATION, data))
        kept = files.decided_registration(files.load(uow, slug))
        assert kept is not None
        entered, decided = kept
        verified(uow, slug)
        return Decided(decided, entered.entries, entered.title)


def seat_rounds(
    store: Store, actor: str, slug: str, seed: int, reason: str | None = None
) -> tuple[Event, Seating]:
    """Draw the seats of every preliminary round for the registration's lineup as it stands (as few
    repeat opponents as the draw finds, professionals spread when the format says so) and keep the
    draw with the players it seats (the event's players from then on)."""
    with store.unit_of_work(actor, reason) as uow:
        stored = _stored(uow, slug)
        if any(game.round is not None for game in stored.games):
            raise BadRequest.of(Say.seating_after_tables, competition=slug)
        lineup = files.competition_file(stored) | {"players": files.lineup_players(stored)}
        event = contract.parse_event(lineup, files.ORIGIN)
        seating = preliminary_draw(event.format, event.players, seed)
        rounds = [[list(table) for table in tables] for tables in seating.rounds]
        players = [player.id for player in event.players]
        uow.actions.add(Action(slug, SEATING, {"seed": seed, "rounds": rounds, "players": players}))
        return event, seating


def _drawn_seats(uow: UnitOfWork, stored: files.Stored, round: int, table: int) -> tuple[str, ...]:
    """The seats of ``table`` in ``round``: from the draw for a preliminary round, from the engine's
    formation of the final round once the preliminary rounds are complete."""
    event = _event(stored)
    if round > event.format.preliminary_rounds + 1:  # no round after the final
        raise BadRequest.of(
            Say.table_not_drawn, competition=stored.competition.slug, round=round, table=table
        )
    if round <= event.format.preliminary_rounds:
        drawn = stored.last(SEATING)
        tables = drawn.data["rounds"][round - 1] if drawn is not None else []
        if not 1 <= table <= len(tables):
            raise BadRequest.of(
                Say.table_not_drawn, competition=stored.competition.slug, round=round, table=table
            )
        return tuple(tables[table - 1])
    report = run_event(event.format, event.players, event.rounds, contract.event_ruleset(event))
    formed = {t.table: t.seats for t in report.final_tables or ()}
    if table not in formed:
        raise BadRequest.of(
            Say.final_not_formed, competition=stored.competition.slug, round=round, table=table
        )
    return formed[table]


def round_started(stored: files.Stored, round: int) -> datetime | None:
    """When ``round`` started, as first kept (None: not started)."""
    started = [a for a in stored.actions if a.kind == files.ROUND_START and a.data["round"] == round]
    return datetime.fromisoformat(started[0].data["at"]) if started else None


def drawn_table(store: Store, actor: str, slug: str, round: int, table: int) -> tuple[str, ...] | None:
    """The seats of ``table`` in ``round`` as drawn (or as the engine formed the final round); None
    when that table is not drawn or formed (yet)."""
    with store.unit_of_work(actor, read_only=True) as uow:
        try:
            return _drawn_seats(uow, _stored(uow, slug), round, table)
        except TaikaiError:  # not drawn, not formed, or the event not yet complete enough to form it
            return None


def table_game(store: Store, actor: str, slug: str, round: int, table: int) -> Game | None:
    """The game entered at ``table`` of ``round`` (None: the table is not in)."""
    with store.unit_of_work(actor, read_only=True) as uow:
        return _same_table(uow, slug, round, table)


def enter_table(
    store: Store,
    actor: str,
    slug: str,
    round: int,
    table: int,
    points: Sequence[int],
    *,
    seats: Sequence[str] | None = None,
    deposits: int = 0,
    penalties: Sequence[Penalty] = (),
    played_at: datetime | None = None,
    key: str | None = None,
    reason: str | None = None,
    pending: bool = False,
) -> Entered:
    """Store a table's final points at its round and table (seated as drawn unless ``seats``), played
    at ``played_at`` (default: when the round started, else now); the same result again is a repeat,
    another result for an entered table a conflict; ``pending``: it waits for a second person's
    confirmation."""
    with store.unit_of_work(actor, reason) as uow:
        stored = _stored(uow, slug)
        sitting = tuple(seats) if seats is not None else _drawn_seats(uow, stored, round, table)
        entry = GameEntry(
            sitting,
            played_at if played_at is not None else round_started(stored, round),
            points=tuple(points),
            deposits=deposits,
            penalties=tuple(penalties),
            round=round,
            table=table,
        )
        entered = enter(uow, slug, entry, key=key, pending=pending)
        if not entered.repeated:
            verified(uow, slug, games_only=True)
        return entered
