"""A series of events (COMPETITIONS.md section D): stars add up, the champions event field.

The field of the champions event is every event winner (once, in event order)
and then the best star totals until ``field_size`` players are in. Winners
always qualify, even when they alone exceed the field size. Players with
equal star totals are ordered by (docs/tournament.md):

1. the most stars won at one event;
2. the stars won at the latest event, then the one before, and so on;
3. a lot drawn with ``random.Random(seed)`` (the seed is recorded).

Professionals are left out of the star ranking and the field unless the
format's ``pros.eligible`` is set (RULES.md section 6: default no).

Players are joined across events by their *series key*: the ``key`` the
organizer gives each player (a member number), or the event's player id when
there is none, so two events may number their players differently. A key that
carries different names in different events (``key_names_differ``: two people
under one key, or events joined by ids that mean different people) and one
name under two keys (``same_name_two_keys``: one person whose stars are split)
are warned about; so is an event with the winner and stars of an earlier one
(``repeated_event``: the same event listed twice under two names), when the
format's ``warnings.series_identities`` is set. One name listed twice is refused.

>>> from taikai.competitions.formats import load
>>> fmt = load("ron-of-20xx", TournamentFormat)
>>> one = EventStars("spring", winner="w", stars={"a": 5, "b": 4})
>>> run_series([one], fmt, field_size=2).field
('w', 'a')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations, pairwise

from taikai.competitions.formats.tournament import TournamentFormat
from taikai.competitions.tournament.codes import BadRequest, Fault, Warn, Why, Word, warn, why
from taikai.competitions.tournament.event import EventReport, Player
from taikai.competitions.tournament.registration import same_person_key
from taikai.errors import InputWarning, TaikaiError
from taikai.reasons import Reason

__all__ = ["BadSeries", "EventStars", "SeriesResult", "SeriesStanding", "event_stars", "run_series"]


class BadSeries(TaikaiError):
    """A series that cannot be run (an event listed twice, an event without a result)."""

    code = "bad_event"


@dataclass(frozen=True)
class EventStars:
    """What one event gave the series: its winner (qualified), the stars earned, its professionals
    and the players' names, every player named by series key."""

    event: str
    winner: str | None
    stars: Mapping[str, int]
    pros: frozenset[str] = field(default_factory=frozenset)
    names: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class SeriesStanding:
    """A player's line in the series: star total, best single event, wins, and the decision."""

    player: str
    stars: int
    best: int
    wins: tuple[str, ...]
    qualified: bool
    reason: Reason


@dataclass(frozen=True)
class SeriesResult:
    """The star table (best first), the champions event field, notes on ties, the seed of the lot,
    the name of every player of the star table (from the latest event that names the player; "" for
    none) and warnings about identities."""

    standings: tuple[SeriesStanding, ...]
    field: tuple[str, ...]
    notes: tuple[Reason, ...]
    seed: int
    names: Mapping[str, str] = field(default_factory=dict)
    warnings: tuple[InputWarning, ...] = ()


def event_stars(event: str, report: EventReport, players: Sequence[Player]) -> EventStars:
    """The series' view of a finished event (its report from :func:`run_event`), by series key."""
    if report.result is None:
        raise BadSeries.of(Fault.series_no_result, event=event)
    key = {p.id: p.series_key for p in players}
    result = report.result
    return EventStars(
        event,
        None if result.qualified is None else key[result.qualified],
        {key[p]: n for p, n in result.stars.items()},
        frozenset(p.series_key for p in players if p.pro),
        {p.series_key: p.name for p in players if p.name},
    )


def run_series(
    events: Sequence[EventStars], fmt: TournamentFormat, field_size: int, seed: int = 0
) -> SeriesResult:
    """Sum the stars of ``events`` (in date order) and fill the champions event field."""
    if field_size < 1:
        raise BadRequest.of(Fault.series_field_size, size=field_size)
    names = [e.event for e in events]
    twice = next((name for name in names if names.count(name) > 1), None)
    if twice is not None:
        raise BadSeries.of(Fault.series_event_twice, event=twice)
    pros = frozenset().union(*(e.pros for e in events)) if not fmt.pros.eligible else frozenset()
    per_event = [{p: n for p, n in e.stars.items() if p not in pros} for e in events]
    winners = list(dict.fromkeys(e.winner for e in events if e.winner and e.winner not in pros))
    players = sorted({p for stars in per_event for p in stars} | set(winners))
    lots = _lots(players, seed)

    def key(player: str) -> tuple:
        history = [stars.get(player, 0) for stars in per_event]
        return (-sum(history), -max(history, default=0), [-n for n in reversed(history)], lots[player])

    ranked = sorted(players, key=key)
    by_stars = [p for p in ranked if p not in winners]
    places = max(0, field_size - len(winners))
    chosen = set(winners) | set(by_stars[:places])
    latest_first = [e.event for e in reversed(events)]
    notes = [_tie_note(a, b, key, latest_first, seed) for a, b in pairwise(ranked) if key(a)[0] == key(b)[0]]
    standings = tuple(
        SeriesStanding(
            player=p,
            stars=-key(p)[0],
            best=-key(p)[1],
            wins=tuple(e.event for e in events if e.winner == p),
            qualified=p in chosen,
            reason=_reason(p, winners, by_stars, places, -key(p)[0]),
        )
        for p in ranked
    )
    field = tuple(winners) + tuple(by_stars[:places])
    latest = {key: name for e in events for key, name in e.names.items()}  # the latest event's name wins
    named = {player: latest.get(player, "") for player in ranked}
    warnings = _repeated_events(events) + _identity_warnings(events) if fmt.warnings.series_identities else ()
    return SeriesResult(standings, field, tuple(notes), seed, named, warnings)


def _repeated_events(events: Sequence[EventStars]) -> tuple[InputWarning, ...]:
    """An event whose winner, stars and professionals are those of an earlier one: listed twice?"""
    first: dict[tuple, str] = {}
    warnings = []
    for e in events:
        content = (e.winner, tuple(sorted(e.stars.items())), e.pros)
        if content in first:
            warnings.append(warn(Warn.repeated_event, event=e.event, earlier=first[content]))
        first.setdefault(content, e.event)
    return tuple(warnings)


def _identity_warnings(events: Sequence[EventStars]) -> tuple[InputWarning, ...]:
    """Keys named differently in different events, and one name under two keys."""
    given: dict[str, dict[str, tuple[str, str]]] = {}  # key -> compared name -> (name, event) first seen
    for e in events:
        for key, name in e.names.items():
            compared = same_person_key(name)
            if compared:
                given.setdefault(key, {}).setdefault(compared, (name, e.event))
    warnings = []
    keys_of: dict[str, list[str]] = {}  # compared name -> keys
    for key, variants in given.items():
        if len(variants) > 1:
            names = tuple(
                why(Word.name_in_event, name=name, event=event) for name, event in variants.values()
            )
            warnings.append(warn(Warn.key_names_differ, key=key, names=names))
        for compared in variants:
            keys_of.setdefault(compared, []).append(key)
    pairs: dict[tuple[str, str], str] = {}
    for compared, keys in keys_of.items():
        for first, second in combinations(keys, 2):
            pairs.setdefault((first, second), given[first][compared][0])
    warnings += [warn(Warn.same_name_two_keys, first=a, second=b, name=n) for (a, b), n in pairs.items()]
    return tuple(warnings)


def _lots(players: Sequence[str], seed: int) -> dict[str, float]:
    """One lot per player (sorted ids, so the same seed always draws the same lots)."""
    rng = random.Random(seed)
    return {player: rng.random() for player in sorted(players)}


def _tie_note(a: str, b: str, key: Callable[[str], tuple], latest_first: Sequence[str], seed: int) -> Reason:
    ka, kb = key(a), key(b)
    pair = {"upper": a, "lower": b, "stars": -ka[0]}
    if ka[1] != kb[1]:
        return why(Why.series_tie_best, **pair, best=-ka[1], other=-kb[1])
    if ka[2] != kb[2]:
        back = next(i for i, (x, y) in enumerate(zip(ka[2], kb[2], strict=True)) if x != y)
        return why(
            Why.series_tie_event, **pair, event=latest_first[back], score=-ka[2][back], other=-kb[2][back]
        )
    return why(Why.series_tie_lot, **pair, seed=seed)


def _reason(player: str, winners: Sequence[str], by_stars: Sequence[str], places: int, stars: int) -> Reason:
    if player in winners:
        return why(Why.series_winner, stars=stars)
    place = by_stars.index(player) + 1
    if place <= places:
        return why(Why.series_star_place, stars=stars, place=place, places=places)
    if places == 0:
        return why(Why.series_winners_fill, stars=stars)
    return why(Why.series_outside, stars=stars, place=place, places=places)
