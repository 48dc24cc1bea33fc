"""A tournament day as the staff see it, and its one step the other services did not have: a round's start.

:func:`day` reads everything stored of a tournament into :class:`Day`: the entries and
withdrawals, the registration as the engine decides it (when the organizer decided one), the seat
draw, which tables are in, when each round started, and the engine's report once the rounds are
seated (standings, the final round's tables with their carried scores, places and stars). Every
decision in it is the engine's (:mod:`taikai.services.tournament` stores what it decides from).

:func:`start_round` keeps when a round started (an action ``round_start``: the timer screen
counts down from it); a round starts once, so asking again keeps the first time.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from taikai.competitions.tournament import Event, EventReport, run_event
from taikai.competitions.tournament.registration import register
from taikai.contracts import tournament as contract
from taikai.services import files
from taikai.services.tournament import SEATING, Decided
from taikai.services.tournament import _stored as _stored  # the tournament or its refusal
from taikai.services.unit_of_work import Store, UnitOfWork
from taikai.services.values import Action, Player

__all__ = ["ROUND_START", "Day", "Seated", "day", "round_start", "start_round"]

ROUND_START = "round_start"


@dataclass(frozen=True, slots=True)
class Seated:
    """The seat draw as kept: its seed and each preliminary round's tables (player ids, E S W N)."""

    seed: int
    rounds: tuple[tuple[tuple[str, ...], ...], ...]


@dataclass(frozen=True, slots=True)
class Day:
    """Everything stored of one tournament day, with the engine's decisions on it."""

    slug: str
    title: str
    timezone: str | None  # the time zone the format names (None: none)
    players: tuple[Player, ...]
    withdrawals: Mapping[str, datetime]
    registration: Decided | None
    schedule: Mapping[str, object] | None  # opens_at, event_date, seed as the organizer gave them
    seating: Seated | None
    tables_in: Mapping[tuple[int, int], str]  # (round, table) -> the game entered there
    starts: Mapping[int, datetime]
    event: Event | None  # once the rounds are seated or a table is in
    report: EventReport | None

    @property
    def names(self) -> dict[str, str]:
        return {player.id: player.name for player in self.players}

    def tables(self, round: int) -> tuple[tuple[str, ...], ...]:
        """The tables of ``round``: the draw's for a preliminary round, the engine's final tables
        once formed; () when the round is not seated."""
        if self.event is None:
            return ()
        if round <= self.event.format.preliminary_rounds:
            if self.seating is None or round > len(self.seating.rounds):
                return ()
            return self.seating.rounds[round - 1]
        if round == self.event.format.preliminary_rounds + 1 and self.report and self.report.final_tables:
            return tuple(table.seats for table in self.report.final_tables)
        return ()


def _started(uow: UnitOfWork, slug: str, round: int) -> datetime | None:
    """When ``round`` started, as first kept (None: not started)."""
    _stored(uow, slug)
    started = [a for a in uow.actions.list(slug, ROUND_START) if a.data["round"] == round]
    return datetime.fromisoformat(started[0].data["at"]) if started else None


def _decided(stored: files.Stored) -> Decided | None:
    registration = files.registration_file(stored)
    if registration is None:
        return None
    entered = contract.parse_registration(registration, files.ORIGIN)
    decided = register(entered.entries, entered.format, entered.schedule, entered.seed, entered.withdrawals)
    return Decided(decided, entered.entries, entered.title)


def day(store: Store, actor: str, slug: str) -> Day:
    """The tournament ``slug`` as its day stands (NotFound when not stored; not a tournament refused)."""
    with store.unit_of_work(actor, read_only=True) as uow:
        stored = _stored(uow, slug)
    drawn = stored.last(SEATING)
    seating = None
    if drawn is not None:
        rounds = tuple(tuple(tuple(table) for table in tables) for tables in drawn.data["rounds"])
        seating = Seated(drawn.data["seed"], rounds)
    games = [game for game in stored.games if game.round is not None and game.table is not None]
    event = report = None
    if seating is not None or games:
        event = contract.parse_event(files.competition_file(stored), files.ORIGIN)
        report = run_event(event.format, event.players, event.rounds, contract.event_ruleset(event))
    registered = stored.last(files.REGISTRATION)
    return Day(
        slug=slug,
        title=stored.competition.name,
        timezone=stored.competition.format.get("timezone"),
        players=stored.players,
        withdrawals={
            a.data["player"]: datetime.fromisoformat(a.data["at"])
            for a in stored.actions
            if a.kind == files.WITHDRAWAL
        },
        registration=_decided(stored),
        schedule=dict(registered.data) if registered is not None else None,
        seating=seating,
        tables_in={(g.round, g.table): g.id for g in games},  # type: ignore[misc]
        starts={
            a.data["round"]: datetime.fromisoformat(a.data["at"])
            for a in stored.actions
            if a.kind == ROUND_START
        },
        event=event,
        report=report,
    )


def round_start(store: Store, actor: str, slug: str, round: int) -> datetime | None:
    """When ``round`` of the tournament started (None: not started)."""
    with store.unit_of_work(actor, read_only=True) as uow:
        return _started(uow, slug, round)


def start_round(
    store: Store, actor: str, slug: str, round: int, at: datetime | None = None, reason: str | None = None
) -> tuple[datetime, bool]:
    """Keep that ``round`` started at ``at`` (now by default); (the start, whether it was new): a
    round started before keeps its first start, so a retried request changes nothing."""
    with store.unit_of_work(actor, reason) as uow:
        started = _started(uow, slug, round)
        if started is not None:
            return started, False
        when = at or uow.now()
        uow.actions.add(Action(slug, ROUND_START, {"round": round, "at": when.isoformat()}))
        return when, True
