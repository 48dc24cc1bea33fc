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
    order = [row.entrant for row in current.rows]  # the current standings
    groups = _groups(fmt, competitors, current.entrants, start)  # the draw's players in a stable order
    players = [p for group in groups for p in group] if groups else list(current.entrants)
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

    The tables start as the standings four at a time; then a tabu search swaps two players of
    different tables, each step the swap that lowers most (or raises least) the cost: the repeat
    meetings first, then how far players sit from the places of their table (the sum over players of
    the squared distance between their place and the middle of their table's places, so that many
    short moves beat one long one, and the next places are taken first). A moved player stays
    put for a few steps; the search keeps the best tables seen and stops when it has not improved
    for :data:`PATIENCE` steps (or after :data:`SWISS_STEPS`). The tables are then numbered by their
    players' places (table 1 the best), and seats are in standing order. The same input always
    gives the same tables.
    """
    check_player_count(len(order))
    index = {player: i for i, player in enumerate(order)}
    meet = [[0] * len(order) for _ in order]
    for pair, times in met.items():
        if len(pair) == 2 and pair <= index.keys():
            a, b = (index[p] for p in pair)
            meet[a][b] = meet[b][a] = times
    best = _TabuSwiss(meet).run()
    best.sort(key=sum)  # table 1 the best places
    seated = tuple(tuple(order[i] for i in sorted(table)) for table in best)
    repeats = sum(meet[a][b] for table in best for a, b in combinations(table, 2))
    return seated, repeats


SWISS_STEPS = 2000  # most steps of one Swiss seating
PATIENCE = 60  # steps without a better seating before the search stops
SWISS_TENURE = 4  # steps a moved player stays put
WINDOW = 3  # tables without repeats swap players only with tables this near
REPEAT = 10**12  # one repeat meeting outweighs every distance of a field within the seat draw's bound


def _far(place: int, table: int) -> int:
    """How far place ``place`` (from 0) sits from table ``table``'s places: the squared distance to
    the middle of its places, in half places (an integer)."""
    return (2 * place - (2 * SEATS * table + SEATS - 1)) ** 2


class _TabuSwiss:
    """The Swiss tabu search over players 0..n-1 (their places); table t's home is places 4t-4t+3.

    A swap's change of cost is found in constant time from ``far[p][t]`` (how far p sits from table
    t's places) and ``toward[p][t]`` (p's meetings with the players at table t, updated after each
    swap); the swaps of a pair of tables are kept, sorted, until a swap changes one of the two."""

    def __init__(self, meet: list[list[int]]) -> None:
        n = len(meet)
        self.meet = meet
        self.tables = [list(range(i, i + SEATS)) for i in range(0, n, SEATS)]
        self.repeats = [self._repeats(table) for table in self.tables]
        count = len(self.tables)
        self.far = [[_far(p, t) for t in range(count)] for p in range(n)]
        self.toward = [[sum(meet[p][x] for x in table) for table in self.tables] for p in range(n)]

    def _repeats(self, table: Sequence[int]) -> int:
        return sum(self.meet[a][b] for a, b in combinations(table, 2))

    def _cost(self) -> int:
        distance = sum(self.far[p][t] for t, table in enumerate(self.tables) for p in table)
        return sum(self.repeats) * REPEAT + distance

    def _swap(self, t: int, u: int, p: int, q: int) -> None:
        """p (table t) and q (table u) change tables."""
        table_t, table_u = self.tables[t], self.tables[u]
        table_t[table_t.index(p)], table_u[table_u.index(q)] = q, p
        self.repeats[t], self.repeats[u] = self._repeats(table_t), self._repeats(table_u)
        meet_p, meet_q = self.meet[p], self.meet[q]
        for x, row in enumerate(self.toward):
            change = meet_q[x] - meet_p[x]
            if change:
                row[t] += change
                row[u] -= change

    def _pair(self, t: int, u: int) -> list[tuple[int, int, int, int, int]]:
        """Every swap of a player of table t (p) with one of table u (q), as (change of the cost,
        p's seat, q's seat, p, q), smallest change first (then the seats, as the tables hold them).
        The change is ``leave(p) + arrive(q) - 2 * meet[p][q] * REPEAT``: what p's moving alone to u
        changes (meetings times :data:`REPEAT`, then the distances), what q's moving alone to t changes,
        and the meeting of p and q counted in both but not made."""
        toward, far, meet = self.toward, self.far, self.meet
        arrive = [(toward[q][t] - toward[q][u]) * REPEAT + far[q][t] - far[q][u] for q in self.tables[u]]
        swaps = []
        for i, p in enumerate(self.tables[t]):
            meet_p, toward_p, far_p = meet[p], toward[p], far[p]
            leave = (toward_p[u] - toward_p[t]) * REPEAT + far_p[u] - far_p[t]
            for j, q in enumerate(self.tables[u]):
                swaps.append((leave + arrive[j] - 2 * meet_p[q] * REPEAT, i, j, p, q))
        swaps.sort()
        return swaps

    def run(self) -> list[list[int]]:
        """The search. The swaps of each pair of tables are kept from step to step: a swap changes
        only the swaps of pairs with one of its two tables, which are found again when next needed."""
        count = len(self.tables)
        swaps: dict[tuple[int, int], list[tuple[int, int, int, int, int]]] = {}  # found when first needed
        cost = best_cost = self._cost()
        least = cost - sum(self.repeats) * REPEAT  # the standings four at a time, without repeats
        best = [list(table) for table in self.tables]
        tabu = [0] * (len(self.tables) * SEATS)
        last_best = 0
        for step in range(1, SWISS_STEPS + 1):
            if best_cost == least or step - last_best > PATIENCE:
                break
            move = None
            for t in range(count):
                for u in range(t + 1, count):
                    if u - t > WINDOW and not (self.repeats[t] or self.repeats[u]):
                        continue
                    pair = swaps.get((t, u))
                    if pair is None:
                        pair = swaps[t, u] = self._pair(t, u)
                    for delta, _, _, p, q in pair:  # the first allowed swap of the pair, if better
                        if move is not None and delta >= move[0]:
                            break
                        if (tabu[p] < step and tabu[q] < step) or cost + delta < best_cost:
                            move = (delta, t, u, p, q)
                            break
            if move is None:
                break
            delta, t, u, p, q = move
            self._swap(t, u, p, q)
            for key in [key for key in swaps if t in key or u in key]:
                del swaps[key]
            tabu[p] = tabu[q] = step + SWISS_TENURE
            cost += delta
            if cost < best_cost:
                best_cost, last_best = cost, step
                best = [list(table) for table in self.tables]
        return best
