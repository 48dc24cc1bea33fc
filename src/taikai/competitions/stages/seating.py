"""Seating a stage's next round: the no-repeat draw, bands by standings, Swiss by standings.

:func:`next_round` reads the report of the games so far (:func:`~.engine.run_stages`), finds the
stage being played and the round to seat, and seats it as the stage says:

- ``draw``: round r of the tournament's no-repeat draw of all the stage's rounds
  (:func:`taikai.competitions.tournament.seating.draw_rounds`, the same seed gives the same draw),
  teammates in groups the draw keeps apart;
- ``bands``: the tournament's final-round formation
  (:func:`taikai.competitions.tournament.event.form_final`) over the current standings;
- ``swiss``: :func:`swiss_tables` over the current standings.

A stage with a fixed schedule is seated by the organizer (refused here).

>>> tables, repeats = swiss_tables([f"p{i}" for i in range(1, 9)], {frozenset({"p1", "p2"}): 1})
>>> tables, repeats
((('p1', 'p3', 'p4', 'p5'), ('p2', 'p6', 'p7', 'p8')), 0)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from taikai.competitions.formats.staged import Ranks, Seating, StagedFormat
from taikai.competitions.stages.codes import BadStages, Fault, Why, why
from taikai.competitions.stages.engine import Competitors, Played, as_final, met_pairs, run_stages
from taikai.competitions.tournament.event import Standing, form_final
from taikai.competitions.tournament.seating import check_player_count, draw_rounds
from taikai.reasons import Reason

__all__ = ["NextRound", "next_round", "swiss_tables"]

SEATS = 4
Met = Mapping[frozenset[str], int]


@dataclass(frozen=True)
class NextRound:
    """The tables of the next round of a stage (seats E S W N), the repeat meetings they hold (pairs
    who shared a table earlier in the competition), and the decisions."""

    stage: str
    round: int
    tables: tuple[tuple[str, ...], ...]
    repeats: int
    notes: tuple[Reason, ...] = ()


def next_round(fmt: StagedFormat, competitors: Competitors, played: Sequence[Played], seed: int) -> NextRound:
    """The seating of the next round of the stage being played (see the module)."""
    report = run_stages(fmt, competitors, played)
    current = next((s for s in report.stages if not s.complete), None)
    if current is None:
        raise BadStages.of(Fault.seat_stage_done)
    stage = fmt.stage(current.stage)
    assert stage is not None
    if stage.seating is Seating.fixed:
        raise BadStages.of(Fault.seat_fixed, stage=stage.name)
    games = [g for g in played if g.stage == stage.name]
    start = games[0].number if games else len(played) + 1
    order = [row.entrant for row in current.rows]
    groups = _groups(fmt, competitors, order, start)
    players = [p for group in groups for p in group] if groups else order
    check_player_count(len(players))
    done = max((g.round or 0 for g in games), default=0)
    if done and sum(len(g.seats) for g in games if g.round == done) < len(players):
        raise BadStages.of(Fault.seat_not_ready, stage=stage.name, round=done)
    number = done + 1
    met = met_pairs(played)
    if groups and max(len(g) for g in groups) > len(players) // SEATS:
        raise BadStages.of(
            Fault.seat_teams_apart, most=max(len(g) for g in groups), tables=len(players) // SEATS
        )
    notes: tuple[Reason, ...] = ()
    if stage.seating is Seating.draw:
        apart = groups if stage.teammates_apart else ()
        draw = draw_rounds(players, stage.games, seed, apart=apart)
        tables = draw.rounds[number - 1]
    elif stage.seating is Seating.bands:
        standings = [Standing(row.entrant, row.rank, row.total) for row in current.rows]
        formed, notes = form_final(standings, as_final(stage), met)
        tables = tuple(table.seats for table in formed)
    else:
        tables, _ = swiss_tables(order, met)
    repeats = sum(met.get(frozenset(pair), 0) for table in tables for pair in combinations(table, 2))
    if repeats:
        notes = (*notes, why(Why.stage_repeat_forced, stage=stage.name, round=number, repeats=repeats))
    return NextRound(stage.name, number, tuple(tuple(t) for t in tables), repeats, notes)


def _groups(fmt: StagedFormat, competitors: Competitors, teams: Sequence[str], at: int) -> list[list[str]]:
    """In a team competition: each entering team's regular players on the roster at game ``at``."""
    if fmt.ranks is not Ranks.teams:
        return []
    return [
        [m.player for m in competitors.roster if m.team == team and not m.substitute and m.active(at)]
        for team in teams
    ]


def swiss_tables(order: Sequence[str], met: Met) -> tuple[tuple[tuple[str, ...], ...], int]:
    """Tables of four by standings (``order``, best first) and the repeat meetings they hold.

    Top down: each table takes the best player not yet seated, then, three times, the best-placed
    player who has met the table's players the fewest times. Then two players of different tables
    swap while that lowers (the meetings, how far players sit from the table of their standing).
    Seats are in standing order.
    """
    check_player_count(len(order))
    remaining = list(order)
    tables: list[list[str]] = []
    while remaining:
        table = [remaining.pop(0)]
        while len(table) < SEATS:
            best = min(range(len(remaining)), key=lambda i: (_meetings(remaining[i], table, met), i))
            table.append(remaining.pop(best))
        tables.append(table)
    position = {player: i for i, player in enumerate(order)}
    _improve(tables, met, position)
    seated = tuple(tuple(sorted(table, key=position.__getitem__)) for table in tables)
    repeats = sum(met.get(frozenset(pair), 0) for table in seated for pair in combinations(table, 2))
    return seated, repeats


def _meetings(player: str, table: Sequence[str], met: Met) -> int:
    return sum(met.get(frozenset((player, other)), 0) for other in table if other != player)


def _cost(t: int, table: Sequence[str], met: Met, position: Mapping[str, int]) -> tuple[int, int]:
    meetings = sum(met.get(frozenset(pair), 0) for pair in combinations(table, 2))
    return meetings, sum(abs(position[p] // SEATS - t) for p in table)


def _improve(tables: list[list[str]], met: Met, position: Mapping[str, int]) -> None:
    """Steepest descent over swaps of two players of different tables (see :func:`swiss_tables`)."""
    costs = [_cost(t, table, met, position) for t, table in enumerate(tables)]
    while True:
        best, best_gain = None, (0, 0)
        for t, u in combinations(range(len(tables)), 2):
            if costs[t][0] + costs[u][0] == 0 and u - t > 1:
                continue  # tables without repeats only trade places with their neighbours
            for i in range(SEATS):
                for j in range(SEATS):
                    new_t = [*tables[t][:i], tables[u][j], *tables[t][i + 1 :]]
                    new_u = [*tables[u][:j], tables[t][i], *tables[u][j + 1 :]]
                    ct, cu = _cost(t, new_t, met, position), _cost(u, new_u, met, position)
                    gain = (
                        costs[t][0] + costs[u][0] - ct[0] - cu[0],
                        costs[t][1] + costs[u][1] - ct[1] - cu[1],
                    )
                    if gain > best_gain:
                        best, best_gain = (t, u, new_t, new_u, ct, cu), gain
        if best is None:
            return
        t, u, new_t, new_u, ct, cu = best
        tables[t], tables[u], costs[t], costs[u] = new_t, new_u, ct, cu
