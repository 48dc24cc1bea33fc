"""The one-day tournament of seed 001 (COMPETITIONS.md section B): rounds, final round, stars.

A pure engine over the tables played so far: :func:`run_event` settles every
table with the format's ruleset, ranks the players after every round, forms
the final round from the standings after the preliminary rounds (totals
carried as the format's ``final`` says) and, once the final is played, places
the players and gives the format's stars. Every decision a tie or the
formation made is a :class:`~taikai.reasons.Reason` in ``notes``.

Ties (docs/tournament.md): players with equal totals are ordered by the
higher score in the latest round, then the round before, and so on; players
still equal keep the order of the event's player list (the registration
order). After the final, equal carried + final totals are ordered by the
preliminary standing.

A table identical to a table of an earlier round (the same seats in the same
order and the same points, deposits and penalties) is accepted with a warning
(``repeated_table``, or ``repeated_round`` when a whole round repeats one) when
the format's ``warnings.repeated_tables`` is set: with a draw that avoids repeat
opponents it is almost surely a round pasted twice, but four players who finish
two games alike may be real.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from itertools import combinations, pairwise

from taikai.competitions.carry import Halving, halve
from taikai.competitions.formats.tournament import Carry, Final, Formation, Stars, TournamentFormat
from taikai.competitions.tournament.codes import Fault, Warn, Why, located, warn, why
from taikai.competitions.tournament.seating import Seating, check_player_count, draw_rounds
from taikai.errors import InputWarning, TaikaiError
from taikai.game.settle import Penalty, settle
from taikai.reasons import Reason
from taikai.rules import Ruleset

__all__ = [
    "BadEvent",
    "Event",
    "EventReport",
    "EventResult",
    "FinalTable",
    "Halving",
    "Player",
    "Standing",
    "TableResult",
    "TournamentFormat",
    "awards",
    "carried",
    "form_final",
    "halve",
    "preliminary_draw",
    "run_event",
    "standings_after",
]

ZERO = Decimal("0.0")
TITLE_TABLE = 1


class BadEvent(TaikaiError):
    """An event file that contradicts itself or the format."""

    code = "bad_event"


@dataclass(frozen=True)
class Player:
    """A player of the event; ``pro`` marks an invited professional.

    ``key`` is the stable identity the organizer controls (a member number): a series joins the
    players of its events on it, so events may number their players differently. Without a key a
    player is known to the series by the event's id.
    """

    id: str
    name: str = ""
    pro: bool = False
    key: str | None = None

    @property
    def series_key(self) -> str:
        """The identity a series joins on: the key, or the event's id when there is none."""
        return self.key if self.key is not None else self.id


@dataclass(frozen=True)
class TableResult:
    """One played table: seats E S W N, final table points in the same order."""

    seats: tuple[str, ...]
    points: tuple[int, ...]
    deposits: int = 0
    penalties: tuple[Penalty, ...] = ()


@dataclass(frozen=True)
class Event:
    """An event so far (the event file of CONTRACTS.md section 4): its format, the players in
    registration order and the rounds played, each a list of tables; ``ruleset``: the one its tables
    are settled under when not the format's (an event file's ``rules``)."""

    format: TournamentFormat
    players: tuple[Player, ...]
    rounds: tuple[tuple[TableResult, ...], ...] = ()
    title: str = ""
    ruleset: Ruleset | None = None


@dataclass(frozen=True)
class Standing:
    """A player's place after a round: strict rank (ties broken, see the module) and total pt."""

    player: str
    rank: int
    total: Decimal


@dataclass(frozen=True)
class FinalTable:
    """A table of the final round; ``carried`` is what each player's preliminary total brings."""

    table: int
    title: bool
    seats: tuple[str, ...]
    carried: Mapping[str, Decimal]


@dataclass(frozen=True)
class EventResult:
    """Places and awards after the final round: ``stars`` lists the players who earned any."""

    overall: tuple[str, ...]
    in_table: Mapping[int, tuple[str, ...]]
    stars: Mapping[str, int]
    qualified: str | None


@dataclass(frozen=True)
class EventReport:
    """Everything :func:`run_event` decides: standings per completed round, the final, the notes
    (every tie broken, every swap of the final formation, every award a professional passed on),
    and warnings about input that is accepted but probably wrong."""

    standings: tuple[tuple[Standing, ...], ...]
    final_tables: tuple[FinalTable, ...] | None
    result: EventResult | None
    notes: tuple[Reason, ...]
    in_progress: int | None = None  # the round being played (some tables still missing)
    warnings: tuple[InputWarning, ...] = ()


def preliminary_draw(fmt: TournamentFormat, players: Sequence[Player], seed: int) -> Seating:
    """The seat draw of all the preliminary rounds (professionals spread when the format says so)."""
    pros = [p.id for p in players if p.pro]
    return draw_rounds([p.id for p in players], fmt.preliminary_rounds, seed, pros, fmt.pros.spread)


# --- standings -------------------------------------------------------------------------------


def standings_after(
    order: Sequence[str], scores: Mapping[str, Sequence[Decimal]], rounds: int
) -> tuple[list[Standing], list[Reason]]:
    """Standings after ``rounds`` rounds and a note for every tie the tie-break decided.

    ``order`` is the event's player list (the last tie-break); ``scores[p]``
    is p's score in each round played.
    """
    index = {player: i for i, player in enumerate(order)}

    def key(player: str) -> tuple:
        latest_first = [-score for score in reversed(scores[player][:rounds])]
        return (-sum(scores[player][:rounds], ZERO), latest_first, index[player])

    ranked = sorted(order, key=key)
    standings = [
        Standing(player, rank, sum(scores[player][:rounds], ZERO))
        for rank, player in enumerate(ranked, start=1)
    ]
    notes = [
        _tie_note(upper, lower, scores, rounds)
        for upper, lower in pairwise(standings)
        if upper.total == lower.total
    ]
    return standings, notes


def _tie_note(
    upper: Standing, lower: Standing, scores: Mapping[str, Sequence[Decimal]], rounds: int
) -> Reason:
    pair = {"round": rounds, "upper": upper.player, "lower": lower.player, "total": upper.total}
    for r in range(rounds - 1, -1, -1):
        a, b = scores[upper.player][r], scores[lower.player][r]
        if a != b:
            return why(Why.tie_countback, **pair, decider=r + 1, score=a, other=b)
    return why(Why.tie_player_list, **pair)


# --- final round -----------------------------------------------------------------------------


def carried(total: Decimal, final: Final) -> Decimal:
    """What a preliminary total brings into the final round (the format's ``final.carry``).

    >>> from taikai.competitions.formats import load
    >>> final = load("ron-of-20xx", TournamentFormat).final
    >>> carried(Decimal("12.3"), final), carried(Decimal("-12.3"), final)
    (Decimal('6.2'), Decimal('-6.1'))
    """
    if final.carry is Carry.half:
        return halve(total, final.halving)
    if final.carry is Carry.full:
        return total
    return ZERO


def form_final(
    standings: Sequence[Standing],
    final: Final,
    met: Mapping[frozenset[str], int] | None = None,
) -> tuple[tuple[FinalTable, ...], tuple[Reason, ...]]:
    """The final round's tables from the standings after the preliminary rounds, and a note for
    every swap that avoided a repeat meeting.

    Table 1 (the title table) takes places 1-4. The remaining players are dealt as
    ``final.tables`` says: cut into four bands of one player per table and dealt to tables 2, 3,
    ... alternately forwards and backwards (serpentine) or always forwards (cyclic), or seated by
    standing four at a time (in_order). With bands and ``final.avoid_repeats``, two players of the
    same band then swap tables while that lowers the number of pairs at the final tables who
    already met (``met``: meetings per pair before the final); ties keep the table closest to the
    dealt one. Seats are in standing order; ``carried`` follows ``final.carry``.
    """
    order = [s.player for s in standings]
    check_player_count(len(order))
    brought = {s.player: carried(s.total, final) for s in standings}
    rest = order[4:]
    if final.tables is Formation.in_order:
        others = [rest[i : i + 4] for i in range(0, len(rest), 4)]
    else:
        others = _bands(rest, serpentine=final.tables is Formation.serpentine)
    notes: tuple[Reason, ...] = ()
    if met and final.avoid_repeats:
        others, notes = _fewer_repeats(others, met)
    rank = {player: i for i, player in enumerate(order)}
    tables = []
    for number, players in enumerate([order[:4], *others], start=1):
        seats = tuple(sorted(players, key=rank.__getitem__))
        tables.append(FinalTable(number, number == TITLE_TABLE, seats, {p: brought[p] for p in seats}))
    return tuple(tables), notes


def _bands(rest: Sequence[str], serpentine: bool) -> list[list[str]]:
    """Deal four bands of ``len(rest) / 4`` players over as many tables, every other band backwards
    when ``serpentine``.

    >>> _bands(["a", "b", "c", "d", "e", "f", "g", "h"], serpentine=True)
    [['a', 'd', 'e', 'h'], ['b', 'c', 'f', 'g']]
    >>> _bands(["a", "b", "c", "d", "e", "f", "g", "h"], serpentine=False)
    [['a', 'c', 'e', 'g'], ['b', 'd', 'f', 'h']]
    """
    count = len(rest) // 4
    tables: list[list[str]] = [[] for _ in range(count)]
    for band in range(4):
        players = rest[band * count : (band + 1) * count]
        if serpentine and band % 2:
            players = players[::-1]
        for table, player in zip(tables, players, strict=True):
            table.append(player)
    return tables


def _meetings(table: Sequence[str], met: Mapping[frozenset[str], int]) -> int:
    return sum(met.get(frozenset(pair), 0) for pair in combinations(table, 2))


def _fewer_repeats(
    tables: list[list[str]], met: Mapping[frozenset[str], int]
) -> tuple[list[list[str]], tuple[Reason, ...]]:
    """Steepest descent over same-band swaps: (meetings, players away from their dealt table)
    decreasing; a note for every swap made (tables numbered from 2, bands from 1)."""
    home = {player: t for t, table in enumerate(tables) for player in table}
    tables = [list(table) for table in tables]
    notes: list[Reason] = []

    def cost(t: int, table: Sequence[str]) -> tuple[int, int]:
        return _meetings(table, met), sum(home[p] != t for p in table)

    while True:
        best, best_gain = None, (0, 0)
        for t, u in combinations(range(len(tables)), 2):
            for band in range(4):
                a, b = tables[t][band], tables[u][band]
                new_t = [*tables[t][:band], b, *tables[t][band + 1 :]]
                new_u = [*tables[u][:band], a, *tables[u][band + 1 :]]
                before = _add(cost(t, tables[t]), cost(u, tables[u]))
                after = _add(cost(t, new_t), cost(u, new_u))
                gain = (before[0] - after[0], before[1] - after[1])
                if gain > best_gain:
                    best, best_gain = (t, u, band, new_t, new_u, before[0], after[0]), gain
        if best is None:
            return tables, tuple(notes)
        t, u, band, new_t, new_u, before_met, after_met = best
        notes.append(
            why(
                Why.final_swap,
                first=tables[t][band],
                table=t + 1 + TITLE_TABLE,
                second=tables[u][band],
                other_table=u + 1 + TITLE_TABLE,
                band=band + 1,
                before=before_met,
                after=after_met,
            )
        )
        tables[t], tables[u] = new_t, new_u


def _add(x: tuple[int, int], y: tuple[int, int]) -> tuple[int, int]:
    return x[0] + y[0], x[1] + y[1]


# --- awards ----------------------------------------------------------------------------------


def awards(
    overall: Sequence[str],
    in_table: Mapping[int, Sequence[str]],
    stars: Stars,
    eligible: Mapping[str, bool],
) -> tuple[dict[str, int], str | None, tuple[Reason, ...]]:
    """Stars earned, the qualified player and a note for every ineligible player passed over.

    The awards of a table go to its eligible players in place order: an
    ineligible player (a professional when the format says so) is skipped and
    the players below move up to the award. Overall 1st (the title table's first
    eligible player) qualifies when ``stars.winner_qualifies``; a place worth 0
    stars earns none (and is not listed).
    """
    earned: dict[str, int] = {}
    qualified = None
    notes: list[Reason] = []
    tables = {TITLE_TABLE: overall, **in_table}
    for number in sorted(tables):
        placed = tables[number]
        notes += [
            why(Why.award_skips_pro, table=number, place=place, player=player)
            for place, player in enumerate(placed, start=1)
            if not eligible[player]
        ]
        winners = [p for p in placed if eligible[p]]
        table_stars = stars.overall if number == TITLE_TABLE else stars.in_table
        if number == TITLE_TABLE and stars.winner_qualifies and winners:
            qualified = winners[0]
        earned.update((player, award) for player, award in zip(winners, table_stars, strict=False) if award)
    return earned, qualified, tuple(notes)


# --- the whole event -------------------------------------------------------------------------


def run_event(
    fmt: TournamentFormat,
    players: Sequence[Player],
    rounds: Sequence[Sequence[TableResult]],
    ruleset: Ruleset,
) -> EventReport:
    """Recompute the event from the tables played so far (see the module docstring).

    ``ruleset`` settles every table (the one the format names, ``fmt.ruleset``). Every round but
    the last given must seat every player once; the last may still miss tables (it is then in
    progress and not ranked). The final round's title table must hold places 1-4 of the
    preliminary standings.
    """
    order = _check_players(players)
    complete = _check_rounds(fmt, order, rounds)
    warnings = _repeated_tables(rounds) if fmt.warnings.repeated_tables else ()
    scores = _scores(order, rounds[:complete], ruleset)
    standings: list[tuple[Standing, ...]] = []
    notes: list[Reason] = []
    for r in range(1, min(complete, fmt.preliminary_rounds) + 1):
        ranked, tie_notes = standings_after(order, scores, r)
        standings.append(tuple(ranked))
        notes.extend(tie_notes)
    final_tables = result = None
    if complete >= fmt.preliminary_rounds:
        met = _met(rounds[: fmt.preliminary_rounds])
        final_tables, formation_notes = form_final(standings[-1], fmt.final, met)
        notes.extend(formation_notes)
    if complete == fmt.rounds:
        assert final_tables is not None
        final_standing, result, final_notes = _after_final(
            fmt, players, standings[-1], final_tables, rounds[-1], scores
        )
        standings.append(final_standing)
        notes.extend(final_notes)
    in_progress = complete + 1 if complete < len(rounds) else None
    return EventReport(tuple(standings), final_tables, result, tuple(notes), in_progress, warnings)


def _scores(
    order: Sequence[str], rounds: Sequence[Sequence[TableResult]], ruleset: Ruleset
) -> dict[str, list[Decimal]]:
    """Every player's settled score in each round."""
    scores: dict[str, list[Decimal]] = {p: [] for p in order}
    for r, tables in enumerate(rounds, start=1):
        for t, table in enumerate(tables, start=1):
            try:
                settlement = settle(list(table.points), ruleset, table.deposits, table.penalties)
            except TaikaiError as error:
                raise located(error, Fault.event_table_problem, round=r, table=t) from None
            for player, result in zip(table.seats, settlement.results, strict=True):
                scores[player].append(result.score)
    return scores


def _check_players(players: Sequence[Player]) -> list[str]:
    """The player ids in order; a repeated id or key is refused (a key names one person)."""
    order = [p.id for p in players]
    seen: set[str] = set()
    twice = [p for p in order if p in seen or seen.add(p)]  # type: ignore[func-returns-value]
    if twice:
        raise BadEvent.of(Fault.event_player_twice, player=twice[0])
    holder: dict[str, str] = {}
    for player in players:
        if player.key is not None:
            other = holder.setdefault(player.key, player.id)
            if other != player.id:
                raise BadEvent.of(Fault.event_key_twice, first=other, second=player.id, key=player.key)
    check_player_count(len(order))
    return order


def _repeated_tables(rounds: Sequence[Sequence[TableResult]]) -> tuple[InputWarning, ...]:
    """A warning for every table that is a table of an earlier round again (one for a whole round)."""
    first_seen: dict[TableResult, tuple[int, int]] = {}
    warnings: list[InputWarning] = []
    for r, tables in enumerate(rounds, start=1):
        earlier = [first_seen.get(table) for table in tables]
        same_rounds = {where[0] for where in earlier if where is not None}
        if tables and None not in earlier and len(same_rounds) == 1:
            (q,) = same_rounds
            if len(tables) == len(rounds[q - 1]):
                warnings.append(warn(Warn.repeated_round, round=r, earlier=q))
                continue
        for t, where in enumerate(earlier, start=1):
            if where is not None:
                q, u = where
                warnings.append(warn(Warn.repeated_table, round=r, table=t, earlier=q, earlier_table=u))
        for t, table in enumerate(tables, start=1):
            first_seen.setdefault(table, (r, t))
    return tuple(warnings)


def _check_rounds(
    fmt: TournamentFormat, order: Sequence[str], rounds: Sequence[Sequence[TableResult]]
) -> int:
    """The number of complete rounds (errors for anything the event cannot contain)."""
    if len(rounds) > fmt.rounds:
        raise BadEvent.of(Fault.event_too_many_rounds, given=len(rounds), format=fmt.name, rounds=fmt.rounds)
    known = set(order)
    for r, tables in enumerate(rounds, start=1):
        seated: list[str] = []
        for t, table in enumerate(tables, start=1):
            if len(table.seats) != 4 or len(table.points) != 4:
                raise BadEvent.of(Fault.event_table_size, round=r, table=t)
            strangers = [p for p in table.seats if p not in known]
            if strangers:
                raise BadEvent.of(Fault.event_stranger, round=r, table=t, player=strangers[0])
            seated.extend(table.seats)
        twice = tuple(sorted({p for p in seated if seated.count(p) > 1}))
        if twice:
            raise BadEvent.of(Fault.event_seated_twice, round=r, players=twice)
        if len(seated) < len(order):
            if r < len(rounds):
                missing = tuple(p for p in order if p not in set(seated))
                raise BadEvent.of(Fault.event_incomplete_round, round=r, players=missing)
            return r - 1
    return len(rounds)


def _met(rounds: Sequence[Sequence[TableResult]]) -> dict[frozenset[str], int]:
    met: dict[frozenset[str], int] = {}
    for tables in rounds:
        for table in tables:
            for pair in combinations(table.seats, 2):
                key = frozenset(pair)
                met[key] = met.get(key, 0) + 1
    return met


def _after_final(
    fmt: TournamentFormat,
    players: Sequence[Player],
    preliminary: Sequence[Standing],
    final_tables: Sequence[FinalTable],
    played: Sequence[TableResult],
    scores: Mapping[str, Sequence[Decimal]],
) -> tuple[tuple[Standing, ...], EventResult, list[Reason]]:
    """Overall and in-table places by carried + final score, the standings after the final, the stars."""
    position = {s.player: s.rank for s in preliminary}
    brought = {p: c for table in final_tables for p, c in table.carried.items()}
    total = {p: brought[p] + scores[p][fmt.preliminary_rounds] for p in brought}
    title_players = set(final_tables[0].seats)
    numbered = _number_final_tables(played, final_tables)

    def placed(group: Sequence[str]) -> list[str]:
        return sorted(group, key=lambda p: (-total[p], position[p]))

    overall = placed(numbered[TITLE_TABLE])
    in_table = {n: tuple(placed(seats)) for n, seats in numbered.items() if n != TITLE_TABLE}
    rest = placed([p for p in total if p not in title_players])
    final = tuple(Standing(p, rank, total[p]) for rank, p in enumerate([*overall, *rest], start=1))
    eligible = {p.id: fmt.pros.eligible or not p.pro for p in players}
    stars, qualified, award_notes = awards(overall, in_table, fmt.stars, eligible)
    notes = [
        why(Why.tie_final, upper=a, lower=b, total=total[a], place=position[a], other=position[b])
        for group in [overall, *in_table.values()]
        for a, b in pairwise(group)
        if total[a] == total[b]
    ]
    result = EventResult(tuple(overall), in_table, stars, qualified)
    return final, result, [*notes, *award_notes]


def _number_final_tables(
    played: Sequence[TableResult], formed: Sequence[FinalTable]
) -> dict[int, tuple[str, ...]]:
    """The played final tables by number: a played table with the players of a formed table takes
    its number; tables that differ from the formation take the unused numbers in the file's order.
    The title table (places 1-4) must have been played as formed.
    """
    number_of = {frozenset(table.seats): table.table for table in formed}
    if not any(number_of.get(frozenset(t.seats)) == TITLE_TABLE for t in played):
        raise BadEvent.of(Fault.event_no_title_table, players=formed[0].seats)
    numbered = {number_of[frozenset(t.seats)]: t.seats for t in played if frozenset(t.seats) in number_of}
    spare = iter(n for n in range(1, len(formed) + 1) if n not in numbered)
    numbered |= {next(spare): t.seats for t in played if frozenset(t.seats) not in number_of}
    return dict(sorted(numbered.items()))
