"""Accepted games that are probably wrong, the same way for the league and the cup.

Both engines count these games as given and warn (:class:`~taikai.errors.InputWarning`, a code and
its parameters):

- ``probable_duplicate``: two games with the same time, the same players in the same seats and the same
  result (what the engine compares: settled scores, final points and sticks ...) under two ids;
- a far period (the league's ``far_season``, the cup's ``far_month``): a month at least ``far``
  months from the main run of months (the run of months less than ``far`` apart with the most games;
  the earliest on a tie): a year typed wrong? ``far`` is a field of each format.

>>> months, ids = ["2025-01", "2025-02", "2026-02"], ["a", "b", "c"]
>>> warnings = far_period_warnings(months, ids, 6, "far_month", "month")
>>> [(position, warning.code, dict(warning.params)["gap"]) for position, warning in warnings]
[(2, 'far_month', 12)]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Sequence
from itertools import compress, repeat
from operator import itemgetter

from taikai.errors import InputWarning

__all__ = ["CODES", "NAMED_GAMES", "duplicate_warnings", "far_period_warnings", "month_index"]

#: the codes given here, with their parameters (each engine names its far period's: far_season, far_month)
CODES: dict[str, tuple[str, ...]] = {"probable_duplicate": ("first", "second")}

#: at most this many game ids are named in one warning (the count says how many there are)
NAMED_GAMES = 5


def month_index(period: str) -> int:
    """Months since year 0 of a ``YYYY-MM`` period, to order and compare periods."""
    year, month = period.split("-")
    return int(year) * 12 + int(month) - 1


def duplicate_warnings(
    moments: Sequence[Hashable],
    seats: Sequence[Sequence[str]],
    results: Sequence[Hashable],
    ids: Sequence[str],
) -> list[tuple[int, InputWarning]]:
    """A ``probable_duplicate`` warning, with the position of the later game, for each game with the same
    moment, seats and result as an earlier one (the lists give each game's, in input order)."""
    # only games of the same moment and first dealer can be the same game: the full key is built for those
    moment_and_dealer = list(zip(moments, map(itemgetter(0), seats), strict=True))
    counts = Counter(moment_and_dealer)
    if len(counts) == len(moment_and_dealer):
        return []
    shared = set(compress(counts, map(int.__gt__, counts.values(), repeat(1))))  # in C: most keys are single
    first: dict[tuple[object, ...], int] = {}
    found = []
    for position in compress(range(len(ids)), map(shared.__contains__, moment_and_dealer)):
        key = (moments[position], tuple(seats[position]), results[position])
        if key in first:
            found.append(
                (position, InputWarning.of("probable_duplicate", first=ids[first[key]], second=ids[position]))
            )
        else:
            first[key] = position
    return found


def far_period_warnings(
    periods: Sequence[str], ids: Sequence[str], far: int, code: str, name: str
) -> list[tuple[int, InputWarning]]:
    """A warning ``code`` for each period at least ``far`` months from the main run, with the position of
    its first game: the period (as the parameter ``name``), its games (the first :data:`NAMED_GAMES`
    ids) and their ``count``, the ``gap`` in months to the ``nearest`` period of the main run."""
    count = Counter(periods)
    runs: list[list[str]] = []
    for period in sorted(count, key=month_index):
        if runs and month_index(period) - month_index(runs[-1][-1]) < far:
            runs[-1].append(period)
        else:
            runs.append([period])
    if len(runs) < 2:
        return []
    main = max(runs, key=lambda run: sum(map(count.__getitem__, run)))  # the earliest on a tie
    found = []
    for period in (period for run in runs if run is not main for period in run):
        nearest = min(main, key=lambda other: abs(month_index(other) - month_index(period)))
        positions = [i for i, other in enumerate(periods) if other == period]
        params = {
            name: period,
            "games": tuple(ids[i] for i in positions[:NAMED_GAMES]),
            "count": len(positions),
            "gap": abs(month_index(nearest) - month_index(period)),
            "nearest": nearest,
        }
        found.append((positions[0], InputWarning.of(code, **params)))
    return found
