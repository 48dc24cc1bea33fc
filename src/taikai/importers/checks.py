"""Checks of an imported game against the competition's ruleset (no database needed).

- :func:`points_problem`: table points that the ruleset cannot settle (they do not add up to the
  table total, are not multiples of 100, are beyond what a table holds ...), as a refusal; the rule itself is
  :func:`taikai.game.settle.settle`'s.
- :func:`cross_check`: the platform's settled scores against taikai's settlement of the same final
  points (IMPORTS.md section 1: a difference is refused with both values side by side).

>>> from datetime import UTC, datetime
>>> from decimal import Decimal
>>> from taikai.rules import load
>>> from taikai.importers.model import ImportedGame, PlayerRef
>>> seats = tuple(PlayerRef(name, f"majsoul:{n}") for n, name in enumerate("ABCD", 101))
>>> scores = tuple(Decimal(s) for s in ("5.0", "-15.0", "50.0", "-40.0"))
>>> game = ImportedGame("majsoul-contest", "majsoul", "g1", datetime(2025, 3, 2, tzinfo=UTC), seats,
...     points=(25000, 25000, 30000, 20000), scores=scores)
>>> cross_check(game, load("hitonazo-m")) is None   # equal points: the seat nearer East ranks higher
True
>>> print(cross_check(game, load("mleague")).message)  # doctest: +NORMALIZE_WHITESPACE
g1: the platform's scores 5.0 / -15.0 / 50.0 / -40.0 are not taikai's -5.0 / -5.0 / 50.0 / -40.0
under mleague (seat order from East; points 25000 / 25000 / 30000 / 20000)
"""

from __future__ import annotations

from collections.abc import Sequence

from taikai.errors import BadRequest, Inconsistent
from taikai.game.settle import Settlement, settle
from taikai.importers.model import ImportedGame, Refusal, refusal
from taikai.rules import Ruleset

__all__ = ["cross_check", "points_problem"]


def _settle(points: Sequence[int], deposits: int, ruleset: Ruleset, where: str) -> Settlement | Refusal:
    try:
        return settle(points, ruleset, deposits)
    except (Inconsistent, BadRequest) as error:  # points that do not fit together, or a table
        return refusal("points_inconsistent", where, problem=error.problems[0])


def points_problem(points: Sequence[int], deposits: int, ruleset: Ruleset, where: str) -> Refusal | None:
    """Why ``ruleset`` cannot settle these final points (with ``deposits`` left on the table), or None."""
    settled = _settle(points, deposits, ruleset, where)
    return settled if isinstance(settled, Refusal) else None


def cross_check(game: ImportedGame, ruleset: Ruleset) -> Refusal | None:
    """The platform's ``scores`` against the settlement of ``points`` under ``ruleset``; None when equal.

    A game that gives only points or only scores has nothing to compare (None). On a difference
    the refusal ``scores_differ`` carries both, seat by seat from East.
    """
    if game.points is None or game.scores is None:
        return None
    where = game.origin or game.game_id or "the game"
    settled = _settle(game.points, game.deposits, ruleset, where)
    if isinstance(settled, Refusal):
        return settled
    ours = tuple(result.score for result in settled.results)
    if ours == game.scores:
        return None
    return refusal(
        "scores_differ", where, platform=game.scores, taikai=ours, ruleset=ruleset.name, points=game.points
    )
