"""A tournament day as the staff see it, and its one step the other services did not have: a round's start.

:func:`day` reads everything stored of a tournament into :class:`Day`: the entries and
withdrawals, the registration as the engine decides it (when the organizer decided one), the seat
draw, which tables are in, when each round started, and the engine's report once the rounds are
seated (standings, the final round's tables with their carried scores, places and stars). Every
decision in it is the engine's (:mod:`taikai.services.tournament` stores what it decides from).

Once the seats are drawn the event's players are the draw's: an entry accepted after the draw (or a
reserve moved up) is not seated, an entrant who withdrew after it keeps the seat, until the seats are
drawn again (:attr:`Day.unseated`, :attr:`Day.unplaying`); :attr:`Day.draw_refused` says why a draw
now would be refused (the engine's lineup: tables of four it cannot fill).

:func:`start_round` keeps when a round started (an action ``round_start``: the timer screen
counts down from it); a round starts once, so asking again keeps the first time. :func:`being_played`
says which round the venue is playing (the projector's tables screen shows it).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from taikai.competitions.tournament import Event, EventReport, run_event
from taikai.competitions.tournament.seating import check_player_count
from taikai.contracts import tournament as contract
from taikai.errors import TaikaiError
from taikai.services import files
from taikai.services.tournament import SEATING, Decided
from taikai.services.tournament import _stored as _stored  # the tournament or its refusal
from taikai.services.unit_of_work import Store, UnitOfWork
from taikai.services.values import Action, Player, utc_text

__all__ = ["ROUND_START", "Day", "Seated", "being_played", "day", "round_start", "start_round", "starts"]

ROUND_START = files.ROUND_START


@dataclass(frozen=True, slots=True)
class Seated:
    """The seat draw as kept: its seed, each preliminary round's tables (player ids, E S W N) and the
    players it seats (the event's players)."""

    seed: int
    rounds: tuple[tuple[tuple[str, ...], ...], ...]
    players: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Day:
    """Everything stored of one tournament day, with the engine's decisions on it."""

    slug: str
    title: str
    timezone: str  # the time zone of the event (its format's)
    discounts: Mapping[str, int]  # the format's fee discounts: yen off by name
    players: tuple[Player, ...]
    withdrawals: Mapping[str, datetime]
    registration: Decided | None
    schedule: Mapping[str, object] | None  # opens_at, event_date, seed as the organizer gave them
    seating: Seated | None
    tables_in: Mapping[tuple[int, int], str]  # (round, table) -> the game entered there
    starts: Mapping[int, datetime]
    event: Event | None  # once the rounds are seated or a table is in
    report: EventReport | None
    draw_refused: TaikaiError | None  # why a draw now would be refused (None: it would seat them)

    @property
    def names(self) -> dict[str, str]:
        return {player.id: player.name for player in self.players}

    @property
    def underway(self) -> bool:
        """Whether a table is in: the seats can no longer be drawn again."""
        return bool(self.tables_in)

    @property
    def unseated(self) -> frozenset[str]:
        """The entrants who play (accepted; every player without a registration) but are not in the
        kept draw: accepted or moved up after it."""
        if self.seating is None:
            return frozenset()
        if self.registration is not None:
            playing = frozenset(self.registration.registration.players)
        else:
            playing = frozenset(player.id for player in self.players)
        return playing - frozenset(self.seating.players)

    @property
    def unplaying(self) -> frozenset[str]:
        """The players the kept draw seats who no longer play (withdrawn after it)."""
        if self.seating is None or self.registration is None:
            return frozenset()
        decided = self.registration.registration
        return frozenset(self.seating.players) - frozenset((*decided.players, *decided.pros))

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
    return starts(uow, slug).get(round)


def starts(uow: UnitOfWork, slug: str) -> dict[int, datetime]:
    """When each round started, as first kept (a round not started is not in it)."""
    kept: dict[int, datetime] = {}
    for action in uow.actions.list(slug, ROUND_START):
        kept.setdefault(action.data["round"], datetime.fromisoformat(action.data["at"]))
    return kept


def being_played(rounds: Sequence[tuple[int, int, int]], started: Collection[int]) -> int | None:
    """The round the venue is playing, of the rounds seated as ``(round, tables, tables in)`` in
    order: the latest started and not complete; when none is, the first not complete (the next to
    be played: its players look for their seats); when every round is complete, the last. None
    when no round is seated.

    >>> rounds = [(1, 6, 0), (2, 6, 0), (3, 6, 0)]
    >>> being_played(rounds, {1}), being_played(rounds, set())
    (1, 1)
    >>> being_played([(1, 6, 6), (2, 6, 1), (3, 6, 0)], {1, 2}), being_played([(1, 6, 6), (2, 6, 0)], {1})
    (2, 2)
    >>> being_played([(1, 6, 5), (2, 6, 0)], {1, 2}), being_played([(1, 2, 2), (2, 2, 2)], {1, 2})
    (2, 2)
    """
    open_rounds = [number for number, tables, done in rounds if done < tables]
    playing = [number for number in open_rounds if number in started]
    if playing:
        return playing[-1]
    if open_rounds:
        return open_rounds[0]
    return rounds[-1][0] if rounds else None


def _decided(stored: files.Stored) -> Decided | None:
    kept = files.decided_registration(stored)
    if kept is None:
        return None
    entered, decided = kept
    return Decided(decided, entered.entries, entered.title)


def _draw_refused(stored: files.Stored) -> TaikaiError | None:
    """Why a seat draw now would be refused (the lineup's tables of four), None when it would not."""
    try:
        check_player_count(len(files.lineup_players(stored)))
    except TaikaiError as error:
        return error
    return None


def day(store: Store, actor: str, slug: str) -> Day:
    """The tournament ``slug`` as its day stands (NotFound when not stored; not a tournament refused)."""
    with store.unit_of_work(actor, read_only=True) as uow:
        stored = _stored(uow, slug)
    drawn = stored.last(SEATING)
    seating = None
    if drawn is not None:
        rounds = tuple(tuple(tuple(table) for table in tables) for tables in drawn.data["rounds"])
        seating = Seated(drawn.data["seed"], rounds, files.drawn_players(stored) or ())
    games = [game for game in stored.games if game.round is not None and game.table is not None]
    event = report = None
    if seating is not None or games:
        event = contract.parse_event(files.competition_file(stored), files.ORIGIN)
        report = run_event(event.format, event.players, event.rounds, contract.event_ruleset(event))
    registered = stored.last(files.REGISTRATION)
    return Day(
        slug=slug,
        title=stored.competition.name,
        timezone=stored.competition.timezone,
        discounts=dict(stored.competition.format.get("discounts") or {}),
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
        draw_refused=_draw_refused(stored) if stored.players else None,
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
        uow.actions.add(Action(slug, ROUND_START, {"round": round, "at": utc_text(when)}))
        return when, True
