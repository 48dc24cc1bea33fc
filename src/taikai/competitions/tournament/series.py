"""A series of events (COMPETITIONS.md section D): stars add up, the champions event field.

The field of the champions event is every event winner (once, in event order)
and then the best star totals until ``field_size`` players are in. Winners
always qualify, even when they alone exceed the field size. Players with
equal star totals are ordered by (docs/tournament.md):

1. the most stars won at one event;
2. the stars won at the latest event, then the one before, and so on;
3. a lot drawn with ``random.Random(seed)`` (the seed is recorded).

Professionals are left out of the star ranking and the field unless
``pros_eligible`` is set (RULES.md section 6: default no).

>>> one = EventStars("spring", winner="w", stars={"a": 5, "b": 4})
>>> run_series([one], field_size=2).field
('w', 'a')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from taikai.competitions.tournament.event import EventReport, Player
from taikai.errors import TaikaiError

__all__ = ["EventStars", "SeriesResult", "SeriesStanding", "event_stars", "run_series"]


@dataclass(frozen=True)
class EventStars:
    """What one event gave the series: its winner (qualified) and the stars earned."""

    event: str
    winner: str | None
    stars: Mapping[str, int]
    pros: frozenset[str] = field(default_factory=frozenset)


@dataclass(frozen=True)
class SeriesStanding:
    """A player's line in the series: star total, best single event, wins, and the decision."""

    player: str
    stars: int
    best: int
    wins: tuple[str, ...]
    qualified: bool
    reason: str


@dataclass(frozen=True)
class SeriesResult:
    """The star table (best first), the champions event field, notes on ties, the seed of the lot."""

    standings: tuple[SeriesStanding, ...]
    field: tuple[str, ...]
    notes: tuple[str, ...]
    seed: int


def event_stars(event: str, report: EventReport, players: Sequence[Player]) -> EventStars:
    """The series' view of a finished event (its report from :func:`run_event`)."""
    if report.result is None:
        raise TaikaiError(f"event {event} has no result yet (its final round is not complete)", "bad_event")
    pros = frozenset(p.id for p in players if p.pro)
    return EventStars(event, report.result.qualified, dict(report.result.stars), pros)


def run_series(
    events: Sequence[EventStars], field_size: int, pros_eligible: bool = False, seed: int = 0
) -> SeriesResult:
    """Sum the stars of ``events`` (in date order) and fill the champions event field."""
    if field_size < 1:
        raise TaikaiError(f"the field size must be at least 1, not {field_size}", "bad_request")
    pros = frozenset().union(*(e.pros for e in events)) if not pros_eligible else frozenset()
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
    notes = [_tie_note(a, b, key) for a, b in pairwise(ranked) if key(a)[0] == key(b)[0]]
    standings = tuple(
        SeriesStanding(
            player=p,
            stars=-key(p)[0],
            best=-key(p)[1],
            wins=tuple(e.event for e in events if e.winner == p),
            qualified=p in chosen,
            reason=_reason(p, winners, by_stars, places, key),
        )
        for p in ranked
    )
    field = tuple(winners) + tuple(by_stars[:places])
    return SeriesResult(standings, field, tuple(notes), seed)


def _lots(players: Sequence[str], seed: int) -> dict[str, float]:
    """One lot per player (sorted ids, so the same seed always draws the same lots)."""
    rng = random.Random(seed)
    return {player: rng.random() for player in sorted(players)}


def _tie_note(a: str, b: str, key: Callable[[str], tuple]) -> str:
    ka, kb = key(a), key(b)
    head = f"{a} ranks above {b} on equal {-ka[0]} stars"
    if ka[1] != kb[1]:
        return f"{head}: more stars at one event ({-ka[1]} against {-kb[1]})"
    if ka[2] != kb[2]:
        back = next(i for i, (x, y) in enumerate(zip(ka[2], kb[2], strict=True)) if x != y)
        return f"{head}: more stars at the {_nth(back)} event ({-ka[2][back]} against {-kb[2][back]})"
    return f"{head}: equal everywhere, decided by lot"


def _nth(back: int) -> str:
    return "latest" if back == 0 else f"latest but {back}"


def _reason(
    player: str, winners: Sequence[str], by_stars: Sequence[str], places: int, key: Callable[[str], tuple]
) -> str:
    stars = -key(player)[0]
    if player in winners:
        return f"event winner ({stars} stars)"
    place = by_stars.index(player) + 1
    if place <= places:
        return f"{stars} stars: star place {place} of {places}"
    if places == 0:
        return f"{stars} stars: the winners fill the field"
    return f"{stars} stars: star place {place}, {places} place(s) by stars"
