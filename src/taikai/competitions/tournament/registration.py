"""Registration for a one-day tournament (COMPETITIONS.md section B), every decision with its reason.

The engine takes the entries with their timestamps, the withdrawals, the event's
:class:`Schedule` (opening time and event day), the format and a seed; it reads
no clock. Every choice is a field of the format's ``registration`` (and
``capacity``, ``discounts``, ``pros``, ``warnings``). In order:

1. Each entry is checked: submitted before the opening -> ``invalid``; no
   profile (when the format requires one), or under the age limit on the event
   day (or no birth date while there is a limit) -> ``refused``. Invited
   professionals are accepted outside the capacity: the organizer invited them,
   so they need no entry time and no profile, and an age limit refuses one only
   for a birth date given under it.
2. With ``opening_day_lottery``, the valid entries of the opening day (the
   calendar day of the opening time in the format's ``timezone``) are all accepted when
   they fit the capacity; otherwise a lottery with ``random.Random(seed)``
   shuffles them (listed by time, then id, before the shuffle): the first
   ``capacity`` play, the rest wait in the lottery's order (or are refused
   without a ``waiting_list``). The lottery is kept as a value
   (:class:`Lottery`) so anyone can draw it again.
3. Later entries (every entry, without the lottery) and the withdrawals are
   applied in time order: an entry takes a free place (first come, first
   served) or joins the end of the waiting list (is refused as full without
   one); a withdrawal frees the place, which goes to the head of the waiting
   list.
4. Two entries still in play (accepted or waiting) that are probably one person
   (the format's ``warnings.same_person``: the same key, or the same name and
   birth date, or the same name and profile; names compared without case, width
   or spaces) get a warning ``probable_same_person`` naming both. Both stay:
   only the organizer knows whether they are two people, and withdraws one if not.

:func:`lineup` then says who plays: the accepted entrants and the professionals
the format's ``pros.play`` says (only those who fill the tables to a multiple of
four, COMPETITIONS.md E, or every one); the other professionals stay staff.

>>> from datetime import datetime, timezone
>>> from taikai.competitions.formats import load
>>> fmt = load("ron-of-20xx", TournamentFormat)
>>> opening = datetime(2022, 2, 25, 15, tzinfo=timezone.utc)  # 00:00 on the 26th in Tokyo
>>> entry = Entry("a", opening, profile="quiz club", birth_date=date(1990, 1, 1))
>>> result = register([entry], fmt, Schedule(opening, date(2022, 3, 26)), seed=7)
>>> result.players, result.decisions["a"].reason.code, result.decisions["a"].fee
(('a',), 'entry_opening_day', 5000)
"""

from __future__ import annotations

import difflib
import random
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime
from enum import StrEnum
from itertools import combinations
from zoneinfo import ZoneInfo

from taikai.competitions.formats.tournament import ProsPlay, SamePerson, TournamentFormat
from taikai.competitions.tournament.codes import Fault, Warn, Why, Word, warn, why
from taikai.competitions.tournament.event import Player
from taikai.competitions.tournament.seating import BadPlayerCount
from taikai.errors import InputWarning, TaikaiError
from taikai.reasons import Reason

__all__ = [
    "BadRegistration",
    "Decision",
    "Entry",
    "Lineup",
    "Lottery",
    "Registration",
    "Schedule",
    "Status",
    "Withdrawal",
    "age_on",
    "lineup",
    "register",
    "same_person_key",
]


class Status(StrEnum):
    """Where an entry stands."""

    accepted = "accepted"
    waiting = "waiting"
    refused = "refused"  # a valid-time entry that does not qualify (age, profile) or finds no place
    invalid = "invalid"  # submitted before the opening time
    withdrawn = "withdrawn"

    @property
    def word(self) -> Reason:
        """The status in words (its own catalog entry)."""
        return why(Word(f"status_{self.value}"))


BASES: tuple[SamePerson, ...] = ("key", "birth_date", "profile")  # the order a basis is reported in


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
class Schedule:
    """An event's registration dates: entries open at ``opens_at`` (an instant: the opening day is its
    calendar day in the format's time zone), ages are taken on ``event_date``."""

    opens_at: datetime
    event_date: date


@dataclass(frozen=True)
class Decision:
    """A decision on an entry: its status, why, the fee due (yen) and the discounts that made it
    while it holds a place, and its place on the waiting list. In the log, ``status`` None marks
    a withdrawal that changed nothing."""

    entry: str
    status: Status | None
    reason: Reason
    fee: int | None = None
    discounts: tuple[str, ...] = ()
    position: int | None = None


@dataclass(frozen=True)
class Lottery:
    """The opening-day lottery: ``entries`` as listed before the shuffle (by submission time, then
    id), ``drawn`` in the order ``random.Random(seed).shuffle`` put them; the first ``capacity``
    drawn play."""

    seed: int
    capacity: int
    entries: tuple[str, ...]
    drawn: tuple[str, ...]


@dataclass(frozen=True)
class Registration:
    """The outcome: players in order of acceptance, professionals (by entry time, then id; those
    without a time last), waiting list, the latest decision on each entry, every decision in the
    order made (the log), the lottery if one was drawn, and warnings about probable duplicates."""

    seed: int
    players: tuple[str, ...]
    pros: tuple[str, ...]
    waiting: tuple[str, ...]
    decisions: Mapping[str, Decision]
    log: tuple[Decision, ...]
    lottery: Lottery | None = None
    warnings: tuple[InputWarning, ...] = ()


@dataclass(frozen=True)
class Lineup:
    """Who plays (the accepted entrants, then the professionals who play) and the staff (the
    professionals who do not play), as the event's players."""

    players: tuple[Player, ...]
    staff: tuple[Player, ...]


class BadRegistration(TaikaiError):
    """Registration input that cannot be decided (naive times, duplicate ids, unknown discounts)."""

    code = "bad_registration"


def age_on(birth: date, day: date) -> int:
    """Whole years from ``birth`` to ``day`` (a birthday on ``day`` counts).

    >>> age_on(date(2004, 3, 26), date(2022, 3, 26)), age_on(date(2004, 3, 27), date(2022, 3, 26))
    (18, 17)
    """
    return day.year - birth.year - ((day.month, day.day) < (birth.month, birth.day))


def same_person_key(name: str) -> str:
    """A name as the same-person checks compare it: NFKC (full-width letters and spaces folded),
    case folded, without any white space ("Aki Tanaka", "aki  tanaka" and "ＡＫＩ　ＴＡＮＡＫＡ" are
    one name; so are "佐々木 康彦" and "佐々木康彦").

    >>> same_person_key(" Aki  Tanaka") == same_person_key("ＡＫＩ　ＴＡＮＡＫＡ")
    True
    """
    return "".join(unicodedata.normalize("NFKC", name).casefold().split())


def register(
    entries: Sequence[Entry],
    fmt: TournamentFormat,
    schedule: Schedule,
    seed: int,
    withdrawals: Sequence[Withdrawal] = (),
) -> Registration:
    """Decide every entry (see the module docstring); the seed is recorded in the result."""
    _check(entries, withdrawals, fmt, schedule)
    desk = _Desk(fmt, schedule)
    opens = schedule.opens_at
    ordered = sorted(entries, key=lambda e: (e.submitted_at is None, e.submitted_at or opens, e.id))
    valid = [e for e in ordered if desk.screen(e)]
    opening_day: list[Entry] = []
    if fmt.registration.opening_day_lottery:
        opening_day = [e for e in valid if desk.day(e.submitted_at) == desk.day(opens)]
        desk.opening_day(opening_day, seed)
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
        lottery=desk.lottery,
        warnings=_same_people(in_play, fmt.warnings.same_person),
    )


def lineup(result: Registration, entries: Sequence[Entry], fmt: TournamentFormat) -> Lineup:
    """The players of the seat draw: the accepted entrants, then the professionals (in the
    registration's order) that ``fmt.pros.play`` says: as many as fill the tables to a multiple
    of four, or all of them; the others stay staff. Each is a :class:`Player` with the entry's
    id, name, key and professional mark.

    Tables that cannot be filled (too few professionals, or every professional playing makes no
    multiple of four) are refused with :class:`BadPlayerCount` and the fix.
    """
    entrants, pros = len(result.players), len(result.pros)
    if fmt.pros.play is ProsPlay.all:
        need = pros
        total = entrants + pros
        if total < 4 or total % 4:
            short = 4 - total if total < 4 else -total % 4
            raise BadPlayerCount.of(
                Fault.lineup_uneven, entrants=entrants, pros=pros, total=total, short=short, extra=total % 4
            )
    else:
        need = 4 - entrants if entrants < 4 else -entrants % 4
        if need > pros:
            params = {"entrants": entrants, "need": need, "pros": pros, "short": need - pros}
            if entrants > 4:
                raise BadPlayerCount.of(Fault.lineup_short_or_withdraw, **params, extra=(entrants + pros) % 4)
            raise BadPlayerCount.of(Fault.lineup_short, **params)
    by_id = {e.id: e for e in entries}

    def player(entry_id: str) -> Player:
        entry = by_id[entry_id]
        return Player(entry.id, entry.name, entry.pro, entry.key)

    playing = (*result.players, *result.pros[:need])
    return Lineup(tuple(map(player, playing)), tuple(map(player, result.pros[need:])))


def _same_people(entries: Sequence[Entry], bases: frozenset[SamePerson]) -> tuple[InputWarning, ...]:
    """``probable_same_person`` for every pair of ``entries`` that share what ``bases`` names: a
    key, or a name and a birth date or a profile (names and profiles compared by
    :func:`same_person_key`)."""
    groups: dict[tuple[str, str], list[Entry]] = {}
    for entry in entries:
        name = same_person_key(entry.name)
        if entry.key is not None and "key" in bases:
            groups.setdefault(("key", entry.key), []).append(entry)
        if name and bases - {"key"}:
            groups.setdefault(("name", name), []).append(entry)
    found: dict[tuple[str, str], SamePerson] = {}
    for (kind, _), group in groups.items():
        for first, second in combinations(group, 2):
            basis = "key" if kind == "key" else _same_beyond_name(first, second, bases)
            if basis is not None:
                found.setdefault((first.id, second.id), basis)
    return tuple(
        warn(Warn.probable_same_person, first=first, second=second, basis=why(Word(f"basis_{basis}")))
        for (first, second), basis in found.items()
    )


def _same_beyond_name(first: Entry, second: Entry, bases: frozenset[SamePerson]) -> SamePerson | None:
    if "birth_date" in bases and first.birth_date is not None and first.birth_date == second.birth_date:
        return "birth_date"
    profile = same_person_key(first.profile)
    if "profile" in bases and profile and profile == same_person_key(second.profile):
        return "profile"
    return None


def _check(
    entries: Sequence[Entry], withdrawals: Sequence[Withdrawal], fmt: TournamentFormat, schedule: Schedule
) -> None:
    untimed = [e.id for e in entries if e.submitted_at is None and not e.pro]
    if untimed:
        raise BadRegistration.of(Fault.entry_untimed, entry=untimed[0])
    times = [
        schedule.opens_at,
        *(e.submitted_at for e in entries if e.submitted_at),
        *(w.at for w in withdrawals),
    ]
    if any(t.tzinfo is None or t.utcoffset() is None for t in times):
        raise BadRegistration.of(Fault.entry_naive_time)
    ids = [e.id for e in entries]
    if len(set(ids)) != len(ids):
        twice = sorted({i for i in ids if ids.count(i) > 1})
        raise BadRegistration.of(Fault.entry_id_twice, entry=twice[0])
    known = fmt.discounts.amounts
    for entry in entries:
        unknown = [d for d in entry.discounts if d not in known]
        if unknown:
            close = difflib.get_close_matches(unknown[0], list(known), n=1)
            raise BadRegistration.of(
                Fault.entry_unknown_discount, entry=entry.id, discount=unknown[0], known=tuple(close or known)
            )


class _Desk:
    """The registration desk's state while the events are applied (private, mutable, local)."""

    def __init__(self, fmt: TournamentFormat, schedule: Schedule) -> None:
        self.fmt, self.schedule = fmt, schedule
        self.zone = ZoneInfo(fmt.timezone)
        self.entries: dict[str, Entry] = {}
        self.players: list[str] = []
        self.pros: list[str] = []
        self.waiting: list[str] = []
        self.decisions: dict[str, Decision] = {}
        self.log: list[Decision] = []
        self.lottery: Lottery | None = None

    def day(self, moment: datetime | None) -> date | None:
        """The calendar day of ``moment`` in the event's time zone."""
        return None if moment is None else moment.astimezone(self.zone).date()

    def stamp(self, moment: datetime) -> str:
        """A time as the reasons give it: ISO to the minute, in the event's time zone."""
        return moment.astimezone(self.zone).isoformat(timespec="minutes")

    def decide(self, entry: Entry, status: Status, reason: Reason) -> None:
        fee, discounts = self.fee(entry) if status is Status.accepted else (None, ())
        position = self.waiting.index(entry.id) + 1 if status is Status.waiting else None
        decision = Decision(entry.id, status, reason, fee, discounts, position)
        self.decisions[entry.id] = decision
        self.log.append(decision)

    def fee(self, entry: Entry) -> tuple[int, tuple[str, ...]]:
        """The fee due and the discounts applied (an invited professional pays the professionals' fee)."""
        if entry.pro:
            return self.fmt.pros.fee, ()
        amounts = self.fmt.discounts.amounts
        return max(0, self.fmt.registration.fee - sum(amounts[d] for d in entry.discounts)), entry.discounts

    def refusal(self, entry: Entry) -> tuple[Status, Reason] | None:
        """Why an entry is invalid or refused, or None when it may take part (an invited professional
        skips the checks of the entry form: time, profile, a birth date to show)."""
        rules = self.fmt.registration
        if not entry.pro:
            assert entry.submitted_at is not None  # _check: only professionals may have no time
            if entry.submitted_at < self.schedule.opens_at:
                at, opening = self.stamp(entry.submitted_at), self.stamp(self.schedule.opens_at)
                return Status.invalid, why(Why.entry_before_opening, at=at, opening=opening)
            if rules.profile_required and not entry.profile.strip():
                return Status.refused, why(Why.entry_no_profile)
        limit = rules.age_limit
        if limit is None:
            return None
        if entry.birth_date is None:
            return None if entry.pro else (Status.refused, why(Why.entry_no_birth_date, limit=limit))
        age = age_on(entry.birth_date, self.schedule.event_date)
        if age < limit:
            day = self.schedule.event_date.isoformat()
            return Status.refused, why(Why.entry_under_age, age=age, day=day, limit=limit)
        return None

    def screen(self, entry: Entry) -> bool:
        """Decide the entries that never reach the lottery; True for a valid amateur entry."""
        self.entries[entry.id] = entry
        refusal = self.refusal(entry)
        if refusal is not None:
            self.decide(entry, *refusal)
            return False
        if entry.pro:
            self.pros.append(entry.id)
            self.decide(entry, Status.accepted, why(Why.entry_invited_pro))
            return False
        return True

    def opening_day(self, entries: Sequence[Entry], seed: int) -> None:
        capacity = self.fmt.capacity
        if len(entries) <= capacity:
            for entry in entries:
                self.players.append(entry.id)
                reason = why(Why.entry_opening_day, entries=len(entries), capacity=capacity)
                self.decide(entry, Status.accepted, reason)
            return
        drawn = list(entries)
        random.Random(seed).shuffle(drawn)
        self.lottery = Lottery(seed, capacity, tuple(e.id for e in entries), tuple(e.id for e in drawn))
        lot = {"entries": len(entries), "capacity": capacity, "seed": seed}
        for number, entry in enumerate(drawn, start=1):
            if number <= capacity:
                self.players.append(entry.id)
                self.decide(entry, Status.accepted, why(Why.entry_lottery_drawn, **lot, number=number))
            elif self.fmt.registration.waiting_list:
                self.waiting.append(entry.id)
                self.decide(entry, Status.waiting, why(Why.entry_lottery_waiting, **lot, number=number))
            else:
                self.decide(entry, Status.refused, why(Why.entry_lottery_refused, **lot, number=number))

    def late_entry(self, entry: Entry) -> None:
        assert entry.submitted_at is not None  # later entries are amateur entries, which carry a time
        at = self.stamp(entry.submitted_at)
        if len(self.players) < self.fmt.capacity:
            self.players.append(entry.id)
            self.decide(entry, Status.accepted, why(Why.entry_first_come, at=at, place=len(self.players)))
        elif self.fmt.registration.waiting_list:
            self.waiting.append(entry.id)
            self.decide(entry, Status.waiting, why(Why.entry_full_waiting, at=at))
        else:
            self.decide(entry, Status.refused, why(Why.entry_full_refused, at=at))

    def withdraw(self, withdrawal: Withdrawal) -> None:
        entry = self.entries.get(withdrawal.id)
        at = self.stamp(withdrawal.at)
        decision = self.decisions.get(withdrawal.id)  # none yet for an entry submitted later
        status = decision.status if decision else None
        if entry is None or status not in (Status.accepted, Status.waiting):
            self.log.append(Decision(withdrawal.id, None, why(Why.entry_withdrawal_ignored, at=at)))
            return
        for group in (self.players, self.pros, self.waiting):
            if entry.id in group:
                group.remove(entry.id)
        self.decide(entry, Status.withdrawn, why(Why.entry_withdrew, at=at))
        if status is Status.accepted and not entry.pro and self.waiting:
            promoted = self.entries[self.waiting.pop(0)]
            self.players.append(promoted.id)
            self.decide(promoted, Status.accepted, why(Why.entry_promoted, entry=entry.id, at=at))
        self.waiting_positions()

    def waiting_positions(self) -> None:
        """Renumber the waiting list after it changed."""
        for position, waiting in enumerate(self.waiting, start=1):
            self.decisions[waiting] = replace(self.decisions[waiting], position=position)
