"""Registration for a one-day tournament (COMPETITIONS.md section B), every decision with its reason.

The engine takes the entries with their timestamps, the withdrawals, the
opening time and a seed; it reads no clock. In order:

1. Each entry is checked: submitted before the opening -> ``invalid``; no
   profile, or under the age limit on the event day (or no birth date while
   there is a limit) -> ``refused``. Invited professionals are accepted outside
   the capacity: the organizer invited them, so they need no entry time and no
   profile, and an age limit refuses one only for a birth date given under it.
2. The valid entries of the opening day (the calendar day of the opening time,
   in its time zone) are all accepted when they fit the capacity; otherwise a
   lottery with ``random.Random(seed)`` shuffles them (listed by time, then
   id, before the shuffle): the first ``capacity`` play, the rest form the
   waiting list in the lottery's order.
3. Later entries and the withdrawals are applied in time order: an entry takes
   a free seat (first come, first served) or joins the end of the waiting
   list; a withdrawal frees the seat, which goes to the head of the waiting
   list.
4. Two entries still in play (accepted or waiting) that are probably one person
   (the same key, or the same name and birth date, or the same name and
   profile; names compared without case, width or spaces) get a warning
   ``probable_same_person`` naming both. Both stay: only the organizer knows
   whether they are two people, and withdraws one if not.

:func:`lineup` then says who plays: the accepted entrants, and when they are
not a multiple of four, enough professionals to fill the tables (COMPETITIONS.md
E: "pros are basically staff too"); the other professionals stay staff.

>>> from datetime import datetime, timezone
>>> opening = datetime(2022, 2, 26, tzinfo=timezone.utc)
>>> entry = Entry("a", opening, profile="quiz club")
>>> register([entry], RegistrationRules(opening, opening.date(), age_limit=None), seed=7).players
('a',)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from enum import StrEnum
from itertools import combinations

from taikai.competitions.tournament.event import Player, TournamentFormat
from taikai.competitions.tournament.notices import notice, same_person_key
from taikai.competitions.tournament.seating import BadPlayerCount
from taikai.errors import InputWarning, TaikaiError

__all__ = [
    "Decision",
    "Entry",
    "Lineup",
    "Registration",
    "RegistrationRules",
    "Status",
    "Withdrawal",
    "lineup",
    "register",
    "rules_for",
]


class Status(StrEnum):
    """Where an entry stands."""

    accepted = "accepted"
    waiting = "waiting"
    refused = "refused"  # a valid-time entry that does not qualify (age, profile)
    invalid = "invalid"  # submitted before the opening time
    withdrawn = "withdrawn"


@dataclass(frozen=True)
class Entry:
    """One entry form: ``submitted_at`` must carry its time zone (an invited professional may have
    none); ``discounts`` name fee discounts; ``key`` is the organizer's stable identity of the
    person (a member number), carried into the event and the series."""

    id: str
    submitted_at: datetime | None
    name: str = ""
    profile: str = ""
    birth_date: date | None = None
    discounts: tuple[str, ...] = ()
    pro: bool = False  # an invited professional (outside the capacity)
    key: str | None = None


@dataclass(frozen=True)
class Withdrawal:
    """A player (or waiting entry) leaving at ``at``."""

    id: str
    at: datetime


@dataclass(frozen=True)
class RegistrationRules:
    """The event's registration settings (seed 001: 24 places, 5000 yen, students 1000 off, 18+)."""

    opens_at: datetime
    event_date: date
    capacity: int = 24
    age_limit: int | None = 18
    fee: int = 5000
    discounts: Mapping[str, int] = field(default_factory=lambda: {"student": 1000})
    profile_required: bool = True
    pro_fee: int = 0  # invited professionals are staff as well (seed 001); no fee by default


@dataclass(frozen=True)
class Decision:
    """The latest decision on an entry, why, and the fee due (yen) while it holds a place."""

    entry: str
    status: Status
    reason: str
    fee: int | None = None
    position: int | None = None  # place on the waiting list (current)


@dataclass(frozen=True)
class Registration:
    """The outcome: players in order of acceptance, professionals (by entry time, then id; those
    without a time last), waiting list, decisions, log, and warnings about probable duplicates."""

    seed: int
    players: tuple[str, ...]
    pros: tuple[str, ...]
    waiting: tuple[str, ...]
    decisions: Mapping[str, Decision]
    log: tuple[str, ...]
    warnings: tuple[InputWarning, ...] = ()


@dataclass(frozen=True)
class Lineup:
    """Who plays (the accepted entrants, then the professionals who fill the tables) and the staff
    (the professionals who do not play), as the event's players."""

    players: tuple[Player, ...]
    staff: tuple[Player, ...]


def rules_for(fmt: TournamentFormat, opens_at: datetime, event_date: date) -> RegistrationRules:
    """The registration settings of a tournament format, with the opening time and event day."""
    return RegistrationRules(
        opens_at=opens_at,
        event_date=event_date,
        capacity=fmt.capacity,
        age_limit=fmt.age_limit,
        fee=fmt.fee,
        discounts=dict(fmt.discounts),
    )


class BadRegistration(TaikaiError):
    """Registration input that cannot be decided (naive times, duplicate ids, unknown discounts)."""

    code = "bad_registration"


def age_on(birth: date, day: date) -> int:
    """Whole years from ``birth`` to ``day`` (a birthday on ``day`` counts).

    >>> age_on(date(2004, 3, 26), date(2022, 3, 26)), age_on(date(2004, 3, 27), date(2022, 3, 26))
    (18, 17)
    """
    return day.year - birth.year - ((day.month, day.day) < (birth.month, birth.day))


def register(
    entries: Sequence[Entry],
    rules: RegistrationRules,
    seed: int,
    withdrawals: Sequence[Withdrawal] = (),
) -> Registration:
    """Decide every entry (see the module docstring); the seed is recorded in the result."""
    _check(entries, withdrawals, rules)
    desk = _Desk(rules)
    ordered = sorted(entries, key=lambda e: (e.submitted_at is None, e.submitted_at or rules.opens_at, e.id))
    valid = [e for e in ordered if desk.screen(e)]
    opening_day = [e for e in valid if _day(e.submitted_at, rules) == rules.opens_at.date()]
    desk.opening_day(opening_day, random.Random(seed))
    later = [(e.submitted_at, 0, e) for e in valid if e not in opening_day]
    events = sorted([*later, *((w.at, 1, w) for w in withdrawals)], key=lambda ev: (ev[0], ev[1], ev[2].id))
    for _, _, event in events:
        if isinstance(event, Entry):
            desk.late_entry(event)
        else:
            desk.withdraw(event)
    in_play = [e for e in ordered if desk.decisions[e.id].status in (Status.accepted, Status.waiting)]
    return Registration(
        seed=seed,
        players=tuple(desk.players),
        pros=tuple(desk.pros),
        waiting=tuple(desk.waiting),
        decisions=dict(desk.decisions),
        log=tuple(desk.log),
        warnings=_same_people(in_play),
    )


def lineup(result: Registration, entries: Sequence[Entry]) -> Lineup:
    """The players of the seat draw: the accepted entrants, then as many professionals (in the
    registration's order) as fill the tables to a multiple of four; the others stay staff. Each
    is a :class:`Player` with the entry's id, name, key and professional mark.

    An impossible fill (too few professionals) is refused with :class:`BadPlayerCount`.
    """
    entrants = len(result.players)
    need = 4 - entrants if entrants < 4 else -entrants % 4
    if need > len(result.pros):
        short = need - len(result.pros)
        hint = f"invite {short} more professional{'s' * (short != 1)}"
        if entrants > 4:
            hint += f" or withdraw {(entrants + len(result.pros)) % 4} entrant(s)"
        raise BadPlayerCount(
            f"{entrants} accepted entrants need {need} professional{'s' * (need != 1)} to fill tables "
            f"of four, and {len(result.pros)} are registered: {hint}"
        )
    by_id = {e.id: e for e in entries}

    def player(entry_id: str) -> Player:
        entry = by_id[entry_id]
        return Player(entry.id, entry.name, entry.pro, entry.key)

    playing = (*result.players, *result.pros[:need])
    return Lineup(tuple(map(player, playing)), tuple(map(player, result.pros[need:])))


def _same_people(entries: Sequence[Entry]) -> tuple[InputWarning, ...]:
    """``probable_same_person`` for every pair of ``entries`` that share a key, or a name and a birth
    date or a profile (names and profiles compared by :func:`same_person_key`)."""
    groups: dict[tuple[str, str], list[Entry]] = {}
    for entry in entries:
        name = same_person_key(entry.name)
        if entry.key is not None:
            groups.setdefault(("key", entry.key), []).append(entry)
        if name:
            groups.setdefault(("name", name), []).append(entry)
    found: dict[tuple[str, str], str] = {}
    for (kind, _), group in groups.items():
        for first, second in combinations(group, 2):
            basis = "key" if kind == "key" else _same_beyond_name(first, second)
            if basis is not None:
                found.setdefault((first.id, second.id), basis)
    return tuple(
        notice("probable_same_person", first=first, second=second, basis=basis)
        for (first, second), basis in found.items()
    )


def _same_beyond_name(first: Entry, second: Entry) -> str | None:
    if first.birth_date is not None and first.birth_date == second.birth_date:
        return "birth_date"
    if same_person_key(first.profile) and same_person_key(first.profile) == same_person_key(second.profile):
        return "profile"
    return None


def _check(entries: Sequence[Entry], withdrawals: Sequence[Withdrawal], rules: RegistrationRules) -> None:
    untimed = [e.id for e in entries if e.submitted_at is None and not e.pro]
    if untimed:
        raise BadRegistration(
            f"entry {untimed[0]!r} has no submission time (only an invited professional may have none)"
        )
    times = [
        rules.opens_at,
        *(e.submitted_at for e in entries if e.submitted_at),
        *(w.at for w in withdrawals),
    ]
    if any(t.tzinfo is None or t.utcoffset() is None for t in times):
        raise BadRegistration("every time must carry its time zone (e.g. 2022-02-26T00:00:00+09:00)")
    ids = [e.id for e in entries]
    if len(set(ids)) != len(ids):
        twice = sorted({i for i in ids if ids.count(i) > 1})
        raise BadRegistration(f"entry id {twice[0]!r} is used twice")
    unknown = sorted({d for e in entries for d in e.discounts if d not in rules.discounts})
    if unknown:
        raise BadRegistration(
            f"unknown discount {unknown[0]!r} (known: {', '.join(sorted(rules.discounts))})"
        )


def _refusal(entry: Entry, rules: RegistrationRules) -> tuple[Status, str] | None:
    """Why an entry is invalid or refused, or None when it may take part (an invited professional
    skips the checks of the entry form: time, profile, a birth date to show)."""
    limit = rules.age_limit
    if not entry.pro:
        assert entry.submitted_at is not None  # _check: only professionals may have no time
        if entry.submitted_at < rules.opens_at:
            when, opening = _stamp(entry.submitted_at, rules), _stamp(rules.opens_at, rules)
            return Status.invalid, f"submitted {when}, before the opening {opening}"
        if rules.profile_required and not entry.profile.strip():
            return Status.refused, "the entry has no profile"
    if limit is None:
        return None
    if entry.birth_date is None:
        if entry.pro:
            return None
        return Status.refused, f"no birth date given; the event is for {limit}+"
    age = age_on(entry.birth_date, rules.event_date)
    if age < limit:
        return Status.refused, f"{age} on the event day {rules.event_date}; the event is for {limit}+"
    return None


def _day(moment: datetime, rules: RegistrationRules) -> date:
    return moment.astimezone(rules.opens_at.tzinfo).date()


def _stamp(moment: datetime, rules: RegistrationRules) -> str:
    return moment.astimezone(rules.opens_at.tzinfo).isoformat(timespec="minutes")


class _Desk:
    """The registration desk's state while the events are applied (private, mutable, local)."""

    def __init__(self, rules: RegistrationRules) -> None:
        self.rules = rules
        self.entries: dict[str, Entry] = {}
        self.players: list[str] = []
        self.pros: list[str] = []
        self.waiting: list[str] = []
        self.decisions: dict[str, Decision] = {}
        self.log: list[str] = []

    def decide(self, entry: Entry, status: Status, reason: str) -> None:
        fee = self.fee(entry) if status is Status.accepted else None
        position = self.waiting.index(entry.id) + 1 if status is Status.waiting else None
        self.decisions[entry.id] = Decision(entry.id, status, reason, fee, position)
        extra = f" (fee {fee} yen)" if fee is not None else f" (position {position})" if position else ""
        self.log.append(f"{entry.id}: {status.value}: {reason}{extra}")

    def fee(self, entry: Entry) -> int:
        if entry.pro:
            return self.rules.pro_fee
        return max(0, self.rules.fee - sum(self.rules.discounts[d] for d in entry.discounts))

    def screen(self, entry: Entry) -> bool:
        """Decide the entries that never reach the lottery; True for a valid amateur entry."""
        self.entries[entry.id] = entry
        refusal = _refusal(entry, self.rules)
        if refusal is not None:
            self.decide(entry, *refusal)
            return False
        if entry.pro:
            self.pros.append(entry.id)
            self.decide(entry, Status.accepted, "invited professional, outside the capacity")
            return False
        return True

    def opening_day(self, entries: Sequence[Entry], rng: random.Random) -> None:
        capacity = self.rules.capacity
        if len(entries) <= capacity:
            for entry in entries:
                self.players.append(entry.id)
                reason = f"opening-day entry ({len(entries)} within the capacity {capacity})"
                self.decide(entry, Status.accepted, reason)
            return
        drawn = list(entries)
        rng.shuffle(drawn)
        for number, entry in enumerate(drawn, start=1):
            lot = f"opening-day lottery ({len(entries)} entries for {capacity} places): drawn {number}"
            if number <= capacity:
                self.players.append(entry.id)
                self.decide(entry, Status.accepted, lot)
            else:
                self.waiting.append(entry.id)
                self.decide(entry, Status.waiting, f"{lot}, on the waiting list")

    def late_entry(self, entry: Entry) -> None:
        assert entry.submitted_at is not None  # later entries are amateur entries, which carry a time
        when = _stamp(entry.submitted_at, self.rules)
        if len(self.players) < self.rules.capacity:
            self.players.append(entry.id)
            self.decide(
                entry, Status.accepted, f"first come, first served: {when}, place {len(self.players)}"
            )
        else:
            self.waiting.append(entry.id)
            self.decide(entry, Status.waiting, f"full at {when}: end of the waiting list")

    def withdraw(self, withdrawal: Withdrawal) -> None:
        entry = self.entries.get(withdrawal.id)
        when = _stamp(withdrawal.at, self.rules)
        decision = self.decisions.get(withdrawal.id)  # none yet for an entry submitted later
        status = decision.status if decision else None
        if entry is None or status not in (Status.accepted, Status.waiting):
            self.log.append(f"{withdrawal.id}: withdrawal at {when} ignored: no place or waiting entry")
            return
        for group in (self.players, self.pros, self.waiting):
            if entry.id in group:
                group.remove(entry.id)
        self.decide(entry, Status.withdrawn, f"withdrew at {when}")
        if status is Status.accepted and not entry.pro and self.waiting:
            promoted = self.entries[self.waiting.pop(0)]
            self.players.append(promoted.id)
            reason = f"promoted from the waiting list when {entry.id} withdrew at {when}"
            self.decide(promoted, Status.accepted, reason)
        self.waiting_positions()

    def waiting_positions(self) -> None:
        """Renumber the waiting list after it changed."""
        for position, waiting in enumerate(self.waiting, start=1):
            self.decisions[waiting] = replace(self.decisions[waiting], position=position)
