"""Seat draws for the rounds before a final: few repeat opponents, balanced seat winds.

The draw is a pure function of the players, the number of rounds and a seed.
It works in two stages:

1. **Who sits together** (a seeded tabu search). Every round starts as a
   random partition into tables of four (professionals dealt evenly over the
   tables when they are to be spread). The cost is the number of *repeats*:
   every meeting of a pair beyond its first. Each step takes up to ``SAMPLE``
   conflicts (a player, in a round, sitting with someone met more than once),
   weighs every swap of such a player with a player of another table of the
   same round (professionals only with professionals when they are spread, so
   the spread never breaks) and makes the best swap whose players are not
   tabu (a tabu swap is allowed when it beats the best draw seen). After
   ``STALL`` steps without a new best the search restarts from the best draw
   with a few random swaps. It stops at the lower bound
   (:func:`repeat_lower_bound`) or after ``max_steps`` steps and returns the
   best draw it saw.
2. **Who sits where** (seat winds). Each table's seats are ordered by a proper
   4-edge-colouring of the graph joining (player, block of four rounds) to
   (round, table): every player sits every wind once in each block of four
   rounds, so no player's wind counts differ by more than one.

The same players, rounds and seed always give the same draw. The operator's inputs are bounded
(:data:`MAX_PLAYERS`, :data:`MAX_ROUNDS`, :data:`MAX_STEPS`): the search keeps a meeting count per
pair of players, so 100,000 players would need 10^10 of them; the bounds are refused with a message.

>>> draw = draw_rounds([f"p{i}" for i in range(1, 17)], 3, seed=1)
>>> len(draw.rounds), len(draw.rounds[0]), draw.repeats, draw.wind_spread
(3, 4, 0, 1)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from taikai.competitions.tournament.codes import BadRequest, Fault
from taikai.errors import TaikaiError

__all__ = [
    "MAX_PLAYERS",
    "MAX_ROUNDS",
    "MAX_STEPS",
    "WINDS",
    "BadPlayerCount",
    "Seating",
    "count_repeats",
    "draw_rounds",
    "repeat_lower_bound",
    "wind_counts",
    "wind_spread",
]

WINDS = ("E", "S", "W", "N")

Table = tuple[str, str, str, str]
Round = tuple[Table, ...]

TENURE = 6  # a moved player stays put for TENURE to 2 * TENURE steps in that round
STALL = 400  # steps without a new best before restarting from the best with a perturbation
PERTURBATION = 6  # random swaps of that perturbation
SAMPLE = 8  # conflicts (round, player) whose swaps one step weighs

MAX_PLAYERS = 1000  # players of one draw (the pair counts are players^2; 1000 x 20 rounds takes ~6 s)
MAX_ROUNDS = 20  # rounds of one draw
MAX_STEPS = 100_000  # search steps (a step costs ~0.15 ms at 24 players, ~15 ms at 1000 x 20)

Watch = Callable[[Iterator[int], int], Iterable[int]]
"""Wraps the search's steps (an iterator of step numbers and the most steps), e.g. with a progress bar."""


class BadPlayerCount(TaikaiError):
    """A draw for a number of players that does not fill tables of four."""

    code = "bad_player_count"


@dataclass(frozen=True)
class Seating:
    """A drawn set of rounds, with its quality measures.

    ``rounds[r][t]`` is table ``t + 1`` of round ``r + 1``, its players in seat
    order E S W N. ``repeats`` counts every meeting of a pair beyond the first;
    ``lower_bound`` is the fewest repeats any draw could have; ``wind_spread``
    is the largest gap, over players, between the wind a player sat most and
    the wind the player sat least.
    """

    seed: int
    rounds: tuple[Round, ...]
    repeats: int
    lower_bound: int
    wind_spread: int
    steps: int


def check_player_count(count: int) -> None:
    """Refuse a number of players that cannot fill tables of four (with what to do about it), or more
    than :data:`MAX_PLAYERS`."""
    if count > MAX_PLAYERS:
        raise BadPlayerCount.of(Fault.seat_too_many, count=count, most=MAX_PLAYERS)
    if count < 4:
        raise BadPlayerCount.of(Fault.seat_too_few, count=count, short=4 - count)
    if count % 4:
        raise BadPlayerCount.of(Fault.seat_uneven, count=count, short=-count % 4, extra=count % 4)


def repeat_lower_bound(players: int, rounds: int) -> int:
    """A lower bound of the repeats: each player meets 3 per round among ``players - 1`` others.

    It is reached by the usual event sizes (zero repeats) but is not tight when tables are few
    (8 players twice cannot do better than 4 repeats, where the bound says 0).

    >>> repeat_lower_bound(24, 5), repeat_lower_bound(8, 3), repeat_lower_bound(4, 2)
    (0, 8, 6)
    """
    extra_per_player = max(0, 3 * rounds - (players - 1))
    return players * extra_per_player // 2


def count_repeats(rounds: Iterable[Iterable[Sequence[str]]]) -> int:
    """Every meeting of a pair of players beyond the first, over all the tables given.

    >>> count_repeats([[("a", "b", "c", "d")], [("a", "b", "c", "d")]])
    6
    """
    meetings: dict[tuple[str, str], int] = {}
    for tables in rounds:
        for table in tables:
            for pair in combinations(sorted(table), 2):
                meetings[pair] = meetings.get(pair, 0) + 1
    return sum(count - 1 for count in meetings.values())


def wind_counts(rounds: Iterable[Iterable[Sequence[str]]]) -> dict[str, tuple[int, int, int, int]]:
    """How many times each player sat E, S, W and N."""
    counts: dict[str, list[int]] = {}
    for tables in rounds:
        for table in tables:
            for wind, player in enumerate(table):
                counts.setdefault(player, [0, 0, 0, 0])[wind] += 1
    return {player: (c[0], c[1], c[2], c[3]) for player, c in counts.items()}


def wind_spread(rounds: Iterable[Iterable[Sequence[str]]]) -> int:
    """The largest (most sat wind - least sat wind) over the players."""
    return max((max(c) - min(c) for c in wind_counts(rounds).values()), default=0)


def draw_rounds(
    players: Sequence[str],
    rounds: int,
    seed: int,
    pros: Collection[str] = (),
    spread_pros: bool = True,
    max_steps: int = 10_000,
    watch: Watch | None = None,
    apart: Sequence[Collection[str]] = (),
) -> Seating:
    """Draw ``rounds`` rounds of tables of four for ``players`` (see the module docstring).

    ``pros`` (players of the draw) are spread evenly over the tables of every round when
    ``spread_pros`` is set. A player count that is not a positive multiple of four, or beyond
    :data:`MAX_PLAYERS`, is refused with :class:`BadPlayerCount`; rounds and steps beyond their
    bounds with a :class:`~taikai.competitions.tournament.codes.BadRequest`. ``watch`` sees the
    search's steps go by (a progress bar). ``apart`` names groups of players (the players of one
    team) of whom no two ever share a table; each group must be no larger than the number of tables
    (the caller checks it).
    """
    check_player_count(len(players))
    if len(set(players)) != len(players):
        raise BadRequest.of(Fault.seat_player_twice)
    _check_bound(Fault.seat_rounds_bound, rounds, 1, MAX_ROUNDS)
    _check_bound(Fault.seat_steps_bound, max_steps, 0, MAX_STEPS)
    pro_set = set(pros)
    strangers = sorted(pro_set - set(players))
    if strangers:
        raise BadRequest.of(Fault.seat_stranger_pro, player=strangers[0])
    classes = [1 if spread_pros and player in pro_set else 0 for player in players]
    index = {player: i for i, player in enumerate(players)}
    groups = [-1] * len(players)
    for g, group in enumerate(apart):
        for player in group:
            groups[index[player]] = g
    bound = repeat_lower_bound(len(players), rounds)
    search = _PairSearch(len(players), rounds, classes, random.Random(seed), groups if apart else None)
    for _ in (watch or _unwatched)(search.steps(bound, max_steps), max_steps):
        pass
    best, steps = search.best, search.step
    seated = _balance_winds(best, len(players))
    named = tuple(tuple(tuple(players[i] for i in table) for table in tables) for tables in seated)
    return Seating(
        seed=seed,
        rounds=named,  # type: ignore[arg-type]
        repeats=count_repeats(named),
        lower_bound=bound,
        wind_spread=wind_spread(named),
        steps=steps,
    )


def _check_bound(fault: Fault, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        raise BadRequest.of(fault, low=low, high=high, value=value)


def _unwatched(steps: Iterator[int], total: int) -> Iterator[int]:
    return steps


class _PairSearch:
    """The tabu search over table memberships (players are ints 0..n-1)."""

    def __init__(
        self, n: int, rounds: int, classes: list[int], rng: random.Random, groups: list[int] | None = None
    ) -> None:
        self.n, self.rng, self.classes, self.groups = n, rng, classes, groups
        self.tables = [self._initial_round(n // 4) for _ in range(rounds)]
        self.where = [[0] * n for _ in range(rounds)]
        for r, tables in enumerate(self.tables):
            for t, table in enumerate(tables):
                for p in table:
                    self.where[r][p] = t
        self.meet = [[0] * n for _ in range(n)]
        self.bad: set[tuple[int, int]] = set()
        self.cost = 0
        for tables in self.tables:
            for table in tables:
                for a, b in combinations(table, 2):
                    self._change(a, b, 1)

    def _initial_round(self, count: int) -> list[list[int]]:
        """A random partition; the players of class 1 (spread professionals) dealt round-robin first."""
        tables: list[list[int]] = [[] for _ in range(count)]
        order = list(range(count))
        self.rng.shuffle(order)
        players = [p for p in range(self.n)]
        self.rng.shuffle(players)
        players.sort(key=lambda p: -self.classes[p])
        if self.groups is not None:  # each group's players one after another: dealt to different tables
            groups = self.groups
            shuffled = sorted(set(groups))
            self.rng.shuffle(shuffled)
            rank = {g: i for i, g in enumerate(shuffled)}
            players.sort(key=lambda p: (-self.classes[p], groups[p] < 0, rank[groups[p]]))
        slot = 0
        for p in players:
            while len(tables[order[slot % count]]) == 4:
                slot += 1
            tables[order[slot % count]].append(p)
            slot += 1
        return tables

    def _change(self, a: int, b: int, step: int) -> None:
        before = self.meet[a][b]
        after = before + step
        self.meet[a][b] = self.meet[b][a] = after
        self.cost += max(0, after - 1) - max(0, before - 1)
        pair = (a, b) if a < b else (b, a)
        if after >= 2:
            self.bad.add(pair)
        else:
            self.bad.discard(pair)

    def _delta(self, p: int, q: int, mates_p: list[int], mates_q: list[int]) -> int:
        """Change of the cost if p and q (of different tables of one round) swap."""
        meet_p, meet_q = self.meet[p], self.meet[q]
        delta = 0
        for x in mates_p:  # p leaves x, q joins x
            delta += (meet_q[x] >= 1) - (meet_p[x] >= 2)
        for y in mates_q:
            delta += (meet_p[y] >= 1) - (meet_q[y] >= 2)
        return delta

    def _swap(self, r: int, p: int, q: int) -> None:
        tp, tq = self.where[r][p], self.where[r][q]
        table_p, table_q = self.tables[r][tp], self.tables[r][tq]
        for x in table_p:
            if x != p:
                self._change(p, x, -1)
                self._change(q, x, 1)
        for y in table_q:
            if y != q:
                self._change(q, y, -1)
                self._change(p, y, 1)
        table_p[table_p.index(p)] = q
        table_q[table_q.index(q)] = p
        self.where[r][p], self.where[r][q] = tq, tp

    def _mates(self, r: int, p: int, q: int) -> tuple[list[int], list[int]]:
        """The players at p's and at q's table in round r, but p and q."""
        table_p, table_q = self.tables[r][self.where[r][p]], self.tables[r][self.where[r][q]]
        return [x for x in table_p if x != p], [y for y in table_q if y != q]

    def _conflicts(self) -> list[tuple[int, int]]:
        """Every (round, player) where the player sits with somebody met more than once."""
        found = set()
        for a, b in self.bad:
            for r, where in enumerate(self.where):
                if where[a] == where[b]:
                    found.update(((r, a), (r, b)))
        return sorted(found)

    def _swaps(self, r: int, p: int) -> Iterable[tuple[int, int]]:
        """Every allowed swap partner q of p in round r, with the cost change."""
        tp = self.where[r][p]
        mates_p = [x for x in self.tables[r][tp] if x != p]
        class_p = self.classes[p]
        for t, table in enumerate(self.tables[r]):
            if t != tp:
                for i, q in enumerate(table):
                    mates_q = table[:i] + table[i + 1 :]
                    if self.classes[q] == class_p and self._apart(p, q, mates_p, mates_q):
                        yield q, self._delta(p, q, mates_p, mates_q)

    def _apart(self, p: int, q: int, mates_p: list[int], mates_q: list[int]) -> bool:
        """Whether p and q may swap without two players of one group at a table."""
        groups = self.groups
        if groups is None:
            return True
        gp, gq = groups[p], groups[q]
        return (gp < 0 or all(groups[y] != gp for y in mates_q)) and (
            gq < 0 or all(groups[x] != gq for x in mates_p)
        )

    def _best_move(self, tabu: list[list[int]], step: int) -> tuple[int, int, int] | None:
        """The best non-tabu swap over all conflicts (tabu is lifted when a move beats the best cost)."""
        best_delta, best, ties = 0, None, 0
        conflicts = self._conflicts()
        if len(conflicts) > SAMPLE:
            conflicts = self.rng.sample(conflicts, SAMPLE)
        for r, p in conflicts:
            for q, delta in self._swaps(r, p):
                if (tabu[r][p] > step or tabu[r][q] > step) and self.cost + delta >= self.best_cost:
                    continue
                if best is None or delta < best_delta:
                    best_delta, best, ties = delta, (r, p, q), 1
                elif delta == best_delta:
                    ties += 1
                    if self.rng.randrange(ties) == 0:
                        best = (r, p, q)
        return best

    def _load(self, tables: list[list[list[int]]]) -> None:
        """Make ``tables`` the current draw (recomputing meetings and the cost)."""
        self.tables = [[list(t) for t in round_tables] for round_tables in tables]
        self.where = [[0] * self.n for _ in self.tables]
        for r, round_tables in enumerate(self.tables):
            for t, table in enumerate(round_tables):
                for p in table:
                    self.where[r][p] = t
        self.meet = [[0] * self.n for _ in range(self.n)]
        self.bad = set()
        self.cost = 0
        for round_tables in self.tables:
            for table in round_tables:
                for a, b in combinations(table, 2):
                    self._change(a, b, 1)

    def _perturb(self, swaps: int) -> None:
        """A few random swaps (same class) to leave a plateau."""
        for _ in range(swaps):
            r = self.rng.randrange(len(self.tables))
            p = self.rng.randrange(self.n)
            partners = [q for q in range(self.n) if self.where[r][q] != self.where[r][p]]
            partners = [q for q in partners if self.classes[q] == self.classes[p]]
            if self.groups is not None:
                partners = [q for q in partners if self._apart(p, q, *self._mates(r, p, q))]
            if partners:
                self._swap(r, p, self.rng.choice(partners))

    def steps(self, bound: int, max_steps: int) -> Iterator[int]:
        """Search until the cost reaches ``bound`` or ``max_steps`` steps, yielding each step's number;
        afterwards ``best`` holds the best tables seen and ``step`` the steps taken.

        After ``STALL`` steps without a new best, the search restarts from the best draw with a
        few random swaps.
        """
        self.best_cost = self.cost
        self.best = [[list(t) for t in tables] for tables in self.tables]
        tabu = [[0] * self.n for _ in self.tables]
        self.step = last_best = 0
        while self.cost > bound and self.step < max_steps:
            self.step += 1
            step = self.step
            move = self._best_move(tabu, step)
            if move is not None:
                r, p, q = move
                self._swap(r, p, q)
                tabu[r][p] = tabu[r][q] = step + TENURE + self.rng.randrange(TENURE)
            if self.cost < self.best_cost:
                self.best_cost, last_best = self.cost, step
                self.best = [[list(t) for t in tables] for tables in self.tables]
            elif step - last_best > STALL:
                self._load(self.best)
                self._perturb(PERTURBATION)
                last_best = step
            yield step


def _balance_winds(rounds: list[list[list[int]]], n: int) -> list[list[tuple[int, ...]]]:
    """Order each table's seats (E S W N) so that every player sits every wind once in each block of
    four rounds (so any player's wind counts differ by at most one).

    This is a proper 4-edge-colouring of the bipartite graph joining (player, block of four rounds)
    to (round, table); each colour is a wind. Such a graph has degree at most 4, so König's
    theorem guarantees the colouring; edges are coloured one by one, swapping two colours along
    an alternating path when the free colours of the two ends differ.
    """
    colouring = _EdgeColouring()
    for r, tables in enumerate(rounds):
        for t, table in enumerate(tables):
            for p in sorted(table):
                colouring.add(("p", p, r // 4), ("t", r, t))
    seated: list[list[tuple[int, ...]]] = []
    for r, tables in enumerate(rounds):
        seated.append([])
        for t in range(len(tables)):
            seats = colouring.edges_at(("t", r, t))
            seated[-1].append(tuple(seats[w][1] for w in range(4)))
    return seated


Vertex = tuple[str, int, int]


class _EdgeColouring:
    """Incremental proper edge colouring with 4 colours of a bipartite graph of degree <= 4."""

    def __init__(self) -> None:
        self.at: dict[Vertex, list[Vertex | None]] = {}

    def _slots(self, vertex: Vertex) -> list[Vertex | None]:
        return self.at.setdefault(vertex, [None, None, None, None])

    def add(self, u: Vertex, v: Vertex) -> None:
        a = self._slots(u).index(None)
        b = self._slots(v).index(None)
        if self.at[v][a] is not None:
            self._flip_path(v, a, b)
        self.at[u][a], self.at[v][a] = v, u

    def _flip_path(self, start: Vertex, a: int, b: int) -> None:
        """Swap colours a and b along the path from ``start`` whose edges alternate a, b, a ..."""
        path = []
        vertex: Vertex | None = start
        colour = a
        while vertex is not None:
            other = self.at[vertex][colour]
            if other is None:
                break
            path.append((vertex, other, colour))
            vertex, colour = other, b if colour == a else a
        for x, y, colour in path:
            self.at[x][colour] = self.at[y][colour] = None
        for x, y, colour in path:
            flipped = b if colour == a else a
            self.at[x][flipped], self.at[y][flipped] = y, x

    def edges_at(self, vertex: Vertex) -> list[Vertex]:
        """The far end of each colour's edge at ``vertex`` (all four colours must be used)."""
        ends = self.at[vertex]
        if any(end is None for end in ends):
            raise AssertionError("a table without four coloured seats")
        return [end for end in ends if end is not None]
