"""The stage engine (COMPETITIONS.md F): a competition of stages, of players or of teams.

A pure function of the format, the competitors (players in entry order, teams, rosters) and the games
played (settled with the format's ruleset by :func:`settle_games`): :func:`run_stages` finds each
stage's entrants (everybody, the top N of the stage before, the named ones, or a bracket's seeded
places of the entry list and places of earlier stages), what each carries
from the stage before (all, half by the halving rule, nothing: :func:`taikai.competitions.carry.halve`),
what counts of its games (the sum, or the best N consecutive games), and ranks them by total with the
stage's tie-break chain, then the entry order. A stage starts when the one before is complete (a
bracket stage: when every stage it takes players from is).

In a team competition each game seats players, each playing for a team (the team's choice, entered
with the game); a player plays for a team while on its roster (rosters change between games: a
membership runs from one game number of the competition to another); the team's score is the sum of
its players' scores, and every player has a record within the team (games, score, places, best game).

Every decision is a :class:`~taikai.reasons.Reason` in ``notes``: who goes on and who is out at a
cut, what was carried, every tie the chain broke and how.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from itertools import combinations, pairwise

from taikai.competitions.formats.staged import Counting, Entry, Ranks, Seating, Stage, StagedFormat, Tiebreak
from taikai.competitions.formats.tournament import Carry, Final, Formation
from taikai.competitions.stages.codes import BadStages, Fault, Why, why
from taikai.competitions.tournament.event import carried
from taikai.errors import TaikaiError
from taikai.game.settle import Penalty, settle
from taikai.reasons import Reason
from taikai.rules import Ruleset

__all__ = [
    "Competitors",
    "Game",
    "Member",
    "Played",
    "Record",
    "Report",
    "Row",
    "StageReport",
    "as_final",
    "individual_standings",
    "met_pairs",
    "run_stages",
    "settle_games",
]

ZERO = Decimal("0.0")
SEATS = 4


@dataclass(frozen=True)
class Member:
    """``player`` is on ``team``'s roster from game ``first`` to game ``last`` of the competition
    (numbered from 1 in the order played; ``last`` None: to the end); a ``substitute`` counts against
    the format's substitutes, not its team size."""

    team: str
    player: str
    first: int = 1
    last: int | None = None
    substitute: bool = False

    def active(self, number: int) -> bool:
        return self.first <= number and (self.last is None or number <= self.last)


@dataclass(frozen=True)
class Competitors:
    """Who plays: the players in entry order (the last tie-break), the teams in entry order, the
    rosters (a team competition), and who withdrew: (entrant, stage) pairs, the entrant entering
    neither that stage nor any after it (the next in line takes its place)."""

    players: tuple[str, ...] = ()
    teams: tuple[str, ...] = ()
    roster: tuple[Member, ...] = ()
    withdrawn: tuple[tuple[str, str], ...] = ()

    def memberships(self) -> dict[tuple[str, str], list[Member]]:
        """The roster by (team, player)."""
        found: dict[tuple[str, str], list[Member]] = {}
        for member in self.roster:
            found.setdefault((member.team, member.player), []).append(member)
        return found

    def by_team(self) -> dict[str, list[Member]]:
        """The roster by team."""
        found: dict[str, list[Member]] = {}
        for member in self.roster:
            found.setdefault(member.team, []).append(member)
        return found


@dataclass(frozen=True)
class Game:
    """A game as entered: its stage, the players in seat order E S W N, their final points, the team
    each plays for (a team competition) and the stage's round (stages seated by rounds)."""

    stage: str
    seats: tuple[str, ...]
    points: tuple[int, ...]
    teams: tuple[str, ...] = ()
    round: int | None = None
    deposits: int = 0
    penalties: tuple[Penalty, ...] = ()


@dataclass(frozen=True)
class Played:
    """A settled game: number (from 1, in the order played), scores and places by seat."""

    number: int
    stage: str
    seats: tuple[str, ...]
    scores: tuple[Decimal, ...]
    places: tuple[int, ...]
    teams: tuple[str, ...] = ()
    round: int | None = None


@dataclass(frozen=True)
class Row:
    """A line of a stage's standings: the entrant (a player or a team), its place, what it carried,
    what counted of its games, its total, its games, and whether it goes on (None: not decided)."""

    entrant: str
    rank: int
    carried: Decimal
    counted: Decimal
    total: Decimal
    games: int
    advances: bool | None = None


@dataclass(frozen=True)
class StageReport:
    """One stage begun: its entrants, standings, whether it is complete, and (bands) the places at
    each table of its last round, by table number (table 1 the title table)."""

    stage: str
    entrants: tuple[str, ...]
    rows: tuple[Row, ...]
    complete: bool
    in_table: Mapping[int, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Record:
    """A player's record within a team (team "" when players rank themselves): games, score, the
    number of 1st, 2nd, 3rd and 4th places, and the best game."""

    player: str
    team: str
    games: int
    score: Decimal
    places: tuple[int, int, int, int]
    best: Decimal | None


@dataclass(frozen=True)
class Report:
    """Every stage begun, every player's record, and the decisions."""

    stages: tuple[StageReport, ...]
    records: tuple[Record, ...]
    notes: tuple[Reason, ...]

    def stage(self, name: str) -> StageReport | None:
        return next((s for s in self.stages if s.stage == name), None)


# --- settling ---------------------------------------------------------------------------------


def settle_games(games: Sequence[Game], ruleset: Ruleset) -> tuple[Played, ...]:
    """Every game settled with ``ruleset`` (numbered from 1); a table of the wrong size or points that
    do not add up is refused with the game's number."""
    played = []
    for number, game in enumerate(games, start=1):
        if len(game.seats) != SEATS or len(game.points) != SEATS:
            raise BadStages.of(Fault.game_table_size, game=number)
        try:
            settlement = settle(game.points, ruleset, game.deposits, game.penalties)
        except TaikaiError as error:
            problem = error.reason if error.reason is not None else error.message
            raise BadStages.of(Fault.game_problem, game=number, problem=problem) from None
        played.append(
            Played(
                number,
                game.stage,
                game.seats,
                tuple(r.score for r in settlement.results),
                tuple(r.place for r in settlement.results),
                game.teams,
                game.round,
            )
        )
    return tuple(played)


# --- the whole competition --------------------------------------------------------------------


def run_stages(fmt: StagedFormat, competitors: Competitors, played: Sequence[Played]) -> Report:
    """Every stage's entrants and standings, the records and the decisions (see the module)."""
    teams = fmt.ranks is Ranks.teams
    order = _check_competitors(fmt, competitors)
    withdrawn = _withdrawn(fmt, competitors, order)
    by_stage = _by_stage(fmt, played)
    reports: list[StageReport] = []
    notes: list[Reason] = []
    ranked_of: dict[str, _Ranked] = {}  # the stages begun
    complete_of: dict[str, bool] = {}
    for index, stage in enumerate(fmt.stages):
        games = by_stage.get(stage.name, [])
        if not all(complete_of.get(source, False) for source in _sources(fmt, index)):
            if games:
                raise BadStages.of(Fault.game_stage_early, game=games[0].number, stage=stage.name)
            continue
        after = index and stage.entry is not Entry.bracket
        previous = ranked_of[fmt.stages[index - 1].name] if after else None
        out = {e for e, at in withdrawn.items() if at <= index}
        entrants = _entrants(stage, order, previous, ranked_of, out)
        start = games[0].number if games else len(played) + 1
        seated = _seated(fmt, stage, competitors, entrants, start)
        _check_games(fmt, stage, competitors, entrants, seated, games)
        carried_in = _carry(stage, entrants, previous, notes)
        scores = _scores(games, teams, entrants)
        ranked = _rank(stage, entrants, order, carried_in, scores, previous, notes)
        expected = {e: stage.games * (len(seated[e]) if seated else 1) for e in entrants}
        complete = bool(entrants) and all(len(scores[e]) == expected[e] for e in entrants)
        if complete and stage.counting is Counting.best_run:
            assert stage.best is not None
            notes += [
                why(Why.stage_short_run, stage=stage.name, entrant=e, games=len(scores[e]), best=stage.best)
                for e in entrants
                if len(scores[e]) < stage.best
            ]
        if stage.seating is Seating.bands:
            title = _title(stage, entrants, order, carried_in, games, previous)
            ranked, in_table = _title_first(ranked, title, games, complete)
        else:
            in_table = {}
        rows = tuple(
            Row(e, rank, carried_in[e], ranked.counted[e], ranked.total[e], len(scores[e]))
            for rank, e in enumerate(ranked.order, start=1)
        )
        reports.append(StageReport(stage.name, entrants, rows, complete, in_table))
        ranked_of[stage.name], complete_of[stage.name] = ranked, complete
    reports = _goes_on(fmt, reports, withdrawn, notes)
    records = _records(played, teams)
    return Report(tuple(reports), records, tuple(notes))


def _goes_on(
    fmt: StagedFormat, reports: list[StageReport], withdrawn: Mapping[str, int], notes: list[Reason]
) -> list[StageReport]:
    """Who of each complete stage goes on to the stages that take players from it (the next stage's
    top N, a bracket's routed places): those who enter them once they have begun, otherwise those the
    places send who have not withdrawn; a decision for each (``stage_advances``, ``stage_out``,
    ``stage_routed``, ``stage_withdrew``)."""
    begun = {report.stage: report for report in reports}
    decided = []
    for index, stage in enumerate(fmt.stages):
        report = begun.get(stage.name)
        if report is None:
            continue
        takers = [
            later
            for number, later in enumerate(fmt.stages)
            if (later.entry is Entry.top and number == index + 1)
            or any(s == stage.name for s, _ in later.routes)
        ]
        if not report.complete or not takers:
            decided.append(report)
            continue
        rows = []
        for row in report.rows:
            placed = [
                later
                for later in takers
                if (later.top is not None and row.rank <= later.top) or (stage.name, row.rank) in later.routes
            ]
            if all(later.name in begun for later in takers):
                entering = [later for later in takers if row.entrant in begun[later.name].entrants]
            else:
                entering = placed if withdrawn.get(row.entrant, len(fmt.stages)) > index + 1 else []
            rows.append(replace(row, advances=bool(entering)))
            pair = {"stage": stage.name, "entrant": row.entrant, "rank": row.rank, "total": row.total}
            if entering and entering[0].entry is Entry.top:
                notes.append(why(Why.stage_advances, **pair, top=entering[0].top, next=entering[0].name))
            elif entering:
                notes.append(why(Why.stage_routed, **pair, next=entering[0].name))
            elif placed:
                notes.append(why(Why.stage_withdrew, **pair, next=placed[0].name))
            elif takers[0].entry is Entry.top:
                notes.append(why(Why.stage_out, **pair, top=takers[0].top, next=takers[0].name))
        decided.append(replace(report, rows=tuple(rows)))
    return decided


def individual_standings(played: Iterable[Played]) -> tuple[tuple[str, Decimal, int], ...]:
    """Every player's (player, total score, games), best total first (then the player id): the
    standings of the same games counted for individuals (what a bench sets beside team standings)."""
    total: dict[str, Decimal] = {}
    count: dict[str, int] = {}
    for game in played:
        for player, score in zip(game.seats, game.scores, strict=True):
            total[player] = total.get(player, ZERO) + score
            count[player] = count.get(player, 0) + 1
    return tuple(sorted(((p, total[p], count[p]) for p in total), key=lambda row: (-row[1], row[0])))


def met_pairs(played: Iterable[Played]) -> dict[frozenset[str], int]:
    """How often each pair of players has shared a table in ``played``."""
    met: dict[frozenset[str], int] = {}
    for game in played:
        for pair in combinations(game.seats, 2):
            key = frozenset(pair)
            met[key] = met.get(key, 0) + 1
    return met


def as_final(stage: Stage) -> Final:
    """A stage's carry and bands as the tournament's final-round fields (the one formation and carry
    rule, :func:`taikai.competitions.tournament.event.form_final` and ``carried``)."""
    avoid = stage.avoid_repeats and stage.formation is not Formation.in_order
    return Final(carry=stage.carry, halving=stage.halving, tables=stage.formation, avoid_repeats=avoid)


# --- checks -----------------------------------------------------------------------------------


def _check_competitors(fmt: StagedFormat, competitors: Competitors) -> tuple[str, ...]:
    """The entry order of whom the standings rank; repeated ids and rosters beyond the format's sizes
    are refused."""
    order = competitors.teams if fmt.ranks is Ranks.teams else competitors.players
    seen: set[str] = set()
    for entrant in order:
        if entrant in seen:
            raise BadStages.of(Fault.entrant_twice, entrant=entrant)
        seen.add(entrant)
    if fmt.ranks is not Ranks.teams:
        return order
    for member in competitors.roster:
        if member.team not in seen:
            raise BadStages.of(Fault.roster_unknown_team, team=member.team, player=member.player)
        if member.first < 1 or (member.last is not None and member.last < member.first):
            raise BadStages.of(Fault.roster_span, team=member.team, player=member.player)
    assert fmt.team_size is not None
    teams = competitors.by_team()
    for member in competitors.roster:
        at = member.first
        mates = [m for m in teams[member.team] if m.active(at)]
        regulars = sum(not m.substitute for m in mates)
        subs = len(mates) - regulars
        if regulars > fmt.team_size or subs > fmt.substitutes:
            raise BadStages.of(
                Fault.roster_full,
                team=member.team,
                game=at,
                regulars=regulars,
                size=fmt.team_size,
                substitutes=subs,
                most=fmt.substitutes,
            )
    return order


def _withdrawn(fmt: StagedFormat, competitors: Competitors, order: Sequence[str]) -> dict[str, int]:
    """Each entrant who withdrew and the index of the first stage it does not enter (an unknown
    entrant or stage is refused)."""
    names = [stage.name for stage in fmt.stages]
    found: dict[str, int] = {}
    for entrant, stage in competitors.withdrawn:
        if entrant not in order or stage not in names:
            raise BadStages.of(Fault.withdrawn_unknown, entrant=entrant, stage=stage)
        found[entrant] = min(found.get(entrant, len(names)), names.index(stage))
    return found


def _by_stage(fmt: StagedFormat, played: Sequence[Played]) -> dict[str, list[Played]]:
    by_stage: dict[str, list[Played]] = {}
    for game in played:
        if fmt.stage(game.stage) is None:
            stages = tuple(s.name for s in fmt.stages)
            raise BadStages.of(Fault.game_unknown_stage, game=game.number, stage=game.stage, stages=stages)
        by_stage.setdefault(game.stage, []).append(game)
    return by_stage


def _seated(
    fmt: StagedFormat, stage: Stage, competitors: Competitors, entrants: Sequence[str], start: int
) -> dict[str, tuple[str, ...]]:
    """In a team competition whose stage seats players (draw): each entering team's regular players
    on the roster at the stage's first game; otherwise empty (each entrant plays ``games`` games)."""
    if fmt.ranks is not Ranks.teams or stage.seating is Seating.fixed:
        return {}
    return {
        team: tuple(
            m.player for m in competitors.roster if m.team == team and not m.substitute and m.active(start)
        )
        for team in entrants
    }


def _check_games(
    fmt: StagedFormat,
    stage: Stage,
    competitors: Competitors,
    entrants: Sequence[str],
    seated: Mapping[str, tuple[str, ...]],
    games: Sequence[Played],
) -> None:
    """Each game of the stage against the stage's rules (entrants, rosters, rounds, game counts)."""
    teams = fmt.ranks is Ranks.teams
    memberships = competitors.memberships() if teams else {}
    allowed = set(entrants)
    rounds: dict[int, set[str]] = {}
    count: dict[str, int] = {}
    for game in games:
        n = game.number
        if len(set(game.seats)) != SEATS:
            raise BadStages.of(Fault.game_player_twice, game=n)
        if teams:
            _check_team_game(stage, memberships, allowed, game)
            players_of = game.teams
        else:
            players_of = game.seats
            strangers = [p for p in game.seats if p not in allowed]
            if strangers:
                raise BadStages.of(Fault.game_not_entrant, game=n, entrant=strangers[0], stage=stage.name)
        if stage.seating is not Seating.fixed:
            if game.round is None or not 1 <= game.round <= stage.games:
                raise BadStages.of(Fault.game_round_range, game=n, stage=stage.name, rounds=stage.games)
            at_round = rounds.setdefault(game.round, set())
            twice = sorted(at_round.intersection(game.seats))
            if twice:
                raise BadStages.of(Fault.game_round_twice, game=n, player=twice[0], round=game.round)
            at_round.update(game.seats)
        for entrant in players_of:
            count[entrant] = count.get(entrant, 0) + 1
            most = stage.games * (len(seated[entrant]) if seated else 1)
            if count[entrant] > most:
                raise BadStages.of(Fault.game_too_many, game=n, entrant=entrant, stage=stage.name, most=most)


def _check_team_game(
    stage: Stage, memberships: Mapping[tuple[str, str], list[Member]], allowed: set[str], game: Played
) -> None:
    n = game.number
    if len(game.teams) != SEATS:
        raise BadStages.of(Fault.game_teams_missing, game=n)
    strangers = [t for t in game.teams if t not in allowed]
    if strangers:
        raise BadStages.of(Fault.game_not_entrant, game=n, entrant=strangers[0], stage=stage.name)
    for player, team in zip(game.seats, game.teams, strict=True):
        if not any(m.active(n) for m in memberships.get((team, player), ())):
            raise BadStages.of(Fault.game_not_on_roster, game=n, player=player, team=team)
    if len(set(game.teams)) != SEATS:
        twice = next(t for t in game.teams if game.teams.count(t) > 1)
        if stage.seating is Seating.fixed:
            raise BadStages.of(Fault.game_team_twice, game=n, team=twice)
        if stage.teammates_apart:
            raise BadStages.of(Fault.game_teammates, game=n, team=twice)


# --- entrants, carry, standings ---------------------------------------------------------------


@dataclass(frozen=True)
class _Ranked:
    """A stage's standings as the next stage reads them."""

    order: tuple[str, ...]
    counted: Mapping[str, Decimal]
    total: Mapping[str, Decimal]

    def rank(self, entrant: str) -> int:
        return self.order.index(entrant) + 1


def _sources(fmt: StagedFormat, index: int) -> tuple[str, ...]:
    """The stages that must be complete before stage ``index`` begins: those it takes players from
    (a bracket stage), otherwise the stage before it."""
    stage = fmt.stages[index]
    if stage.entry is Entry.bracket:
        return tuple(dict.fromkeys(source for source, _ in stage.routes))
    return (fmt.stages[index - 1].name,) if index else ()


def _entrants(
    stage: Stage,
    order: Sequence[str],
    previous: _Ranked | None,
    ranked_of: Mapping[str, _Ranked],
    out: set[str],
) -> tuple[str, ...]:
    """Who enters ``stage``, without those who withdrew (``out``): the place of one who withdrew goes
    to the next of the previous standings (top), or of the stages a bracket stage takes players from
    (the best placed not entering, those stages in the order of its routes)."""
    if stage.entry is Entry.bracket:
        found = [order[seed - 1] for seed in stage.seeds if seed <= len(order)]
        for source, place in stage.routes:
            standing = ranked_of[source].order
            if place <= len(standing):
                found.append(standing[place - 1])
        twice = [e for e in found if found.count(e) > 1]
        if twice:
            raise BadStages.of(Fault.entrant_twice, entrant=twice[0])
        sources = dict.fromkeys(source for source, _ in stage.routes)
        waiting = (e for source in sources for e in ranked_of[source].order)
        for index, entrant in enumerate(found):
            if entrant in out:
                found[index] = next((e for e in waiting if e not in found and e not in out), entrant)
        return tuple(e for e in found if e not in out)
    if stage.entry is Entry.all:
        return tuple(e for e in order if e not in out)
    if stage.entry is Entry.named:
        known = set(order)
        strangers = [e for e in stage.named if e not in known]
        if strangers:
            raise BadStages.of(Fault.named_unknown, stage=stage.name, entrant=strangers[0])
        return tuple(e for e in order if e in set(stage.named) and e not in out)
    assert previous is not None and stage.top is not None
    return tuple(e for e in previous.order if e not in out)[: stage.top]


def _carry(
    stage: Stage, entrants: Sequence[str], previous: _Ranked | None, notes: list[Reason]
) -> dict[str, Decimal]:
    if previous is None or stage.carry is Carry.none:
        return dict.fromkeys(entrants, ZERO)
    final = as_final(stage)
    brought = {e: carried(previous.total[e], final) if e in previous.total else ZERO for e in entrants}
    notes += [
        why(
            Why.stage_carried,
            stage=stage.name,
            entrant=e,
            total=previous.total.get(e, ZERO),
            carried=brought[e],
            rule=_carry_rule(stage),
        )
        for e in entrants
    ]
    return brought


def _carry_rule(stage: Stage) -> Reason:
    """The carry of a stage as a value the adapters word: all of it, or half with its rounding."""
    if stage.carry is Carry.full:
        return Reason(Why.carry_full)
    return Reason.of(Why.carry_half, halving=Reason(f"halving_{stage.halving.value}"))


def _scores(games: Sequence[Played], teams: bool, entrants: Sequence[str]) -> dict[str, list[Decimal]]:
    """Each entrant's scores in the stage in the order played (by round, then by game number)."""
    scores: dict[str, list[Decimal]] = {e: [] for e in entrants}
    for game in sorted(games, key=lambda g: (g.round or 0, g.number)):
        for player, team, score in zip(game.seats, game.teams or game.seats, game.scores, strict=True):
            scores[team if teams else player].append(score)
    return scores


def _counted(stage: Stage, scores: Sequence[Decimal]) -> Decimal:
    """What counts of an entrant's scores: all of them, or the best run of ``best`` consecutive games
    (an entrant with fewer games: the sum of what it played)."""
    if stage.counting is Counting.sum or stage.best is None or len(scores) <= stage.best:
        return sum(scores, ZERO)
    n = stage.best
    run = best = sum(scores[:n], ZERO)
    for i in range(n, len(scores)):
        run += scores[i] - scores[i - n]
        best = max(best, run)
    return best


def _link(
    tiebreak: Tiebreak, entrant: str, scores: Mapping[str, Sequence[Decimal]], previous: _Ranked | None
) -> tuple:
    """The value one tie-break link sorts an entrant by (smaller first)."""
    if tiebreak is Tiebreak.previous_total:
        return (-previous.total[entrant],) if previous and entrant in previous.total else (0,)
    if tiebreak is Tiebreak.previous_rank:
        return (previous.rank(entrant),) if previous and entrant in previous.total else (0,)
    if tiebreak is Tiebreak.best_game:
        return (-max(scores[entrant]),) if scores[entrant] else (1,)
    return tuple(-s for s in reversed(scores[entrant]))


def _rank(
    stage: Stage,
    entrants: Sequence[str],
    order: Sequence[str],
    carried_in: Mapping[str, Decimal],
    scores: Mapping[str, Sequence[Decimal]],
    previous: _Ranked | None,
    notes: list[Reason],
    group: Sequence[str] | None = None,
) -> _Ranked:
    """Entrants by (full run, total, the tie-break chain, entry order); a note for each tie."""
    counted = {e: _counted(stage, scores[e]) for e in entrants}
    total = {e: carried_in[e] + counted[e] for e in entrants}
    index = {e: i for i, e in enumerate(order)}
    short = stage.counting is Counting.best_run and stage.best is not None

    def key(e: str) -> tuple:
        missing = short and len(scores[e]) < (stage.best or 0)
        links = tuple(_link(t, e, scores, previous) for t in stage.tiebreaks)
        return (missing, -total[e], links, index[e])

    ranked = tuple(sorted(group if group is not None else entrants, key=key))
    for upper, lower in pairwise(ranked):
        if total[upper] == total[lower] and key(upper)[0] == key(lower)[0]:
            notes.append(_tie_note(stage, upper, lower, total[upper], scores, previous))
    return _Ranked(ranked, counted, total)


def _tie_note(
    stage: Stage,
    upper: str,
    lower: str,
    total: Decimal,
    scores: Mapping[str, Sequence[Decimal]],
    previous: _Ranked | None,
) -> Reason:
    pair = {"stage": stage.name, "upper": upper, "lower": lower, "total": total}
    for tiebreak in stage.tiebreaks:
        a, b = _link(tiebreak, upper, scores, previous), _link(tiebreak, lower, scores, previous)
        if a != b:
            shown = _shown(tiebreak, upper, lower, scores, previous)
            return why(
                Why.stage_tie, **pair, by=Reason(f"tiebreak_{tiebreak.value}"), value=shown[0], other=shown[1]
            )
    return why(Why.stage_tie_entry, **pair)


def _shown(
    tiebreak: Tiebreak,
    upper: str,
    lower: str,
    scores: Mapping[str, Sequence[Decimal]],
    previous: _Ranked | None,
) -> tuple[object, object]:
    """The two values that decided a tie, as a reason shows them."""
    if tiebreak is Tiebreak.previous_total and previous is not None:
        return previous.total[upper], previous.total[lower]
    if tiebreak is Tiebreak.previous_rank and previous is not None:
        return previous.rank(upper), previous.rank(lower)
    if tiebreak is Tiebreak.best_game:
        return max(scores[upper]), max(scores[lower])
    for a, b in zip(reversed(scores[upper]), reversed(scores[lower]), strict=False):
        if a != b:
            return a, b
    return len(scores[upper]), len(scores[lower])


def _title(
    stage: Stage,
    entrants: Sequence[str],
    order: Sequence[str],
    carried_in: Mapping[str, Decimal],
    games: Sequence[Played],
    previous: _Ranked | None,
) -> tuple[str, ...]:
    """A stage seated in bands: the title table of its last round played (of its first round before
    any game), the top 4 of the standings entering that round: in round 1 the previous stage's
    standings (the stage's own, with what it carried, when it is the first), later the stage's
    standings after the rounds before."""
    last = max((g.round or 0 for g in games), default=0)
    if last <= 1 and previous is not None:
        return tuple(e for e in previous.order if e in set(entrants))[:SEATS]
    before = _scores([g for g in games if (g.round or 0) < last], False, entrants)
    return _rank(stage, entrants, order, carried_in, before, previous, []).order[:SEATS]


def _title_first(
    ranked: _Ranked, title_players: Sequence[str], games: Sequence[Played], complete: bool
) -> tuple[_Ranked, dict[int, tuple[str, ...]]]:
    """A stage seated in bands: each round seats the top 4 of the standings entering it at the title
    table (``title_players``, see :func:`_title`). Before any game they head the standings (the next
    round seats by them); once the stage is complete, the last round's title table takes places 1-4
    and the others follow by total; in between, the standings go by total. Each table of the last
    round places its players in that order (table 1 the title table, the others in the order played)."""
    title = set(title_players)
    order = list(ranked.order)
    if complete or not games:
        order = [e for e in order if e in title] + [e for e in order if e not in title]
    place = {e: i for i, e in enumerate(order)}
    last = max((g.round or 0 for g in games), default=0)
    tables = sorted((g.seats for g in games if (g.round or 0) == last), key=lambda s: set(s) != title)
    in_table = {n: tuple(sorted(seats, key=place.__getitem__)) for n, seats in enumerate(tables, start=1)}
    return _Ranked(tuple(order), ranked.counted, ranked.total), in_table


# --- records ----------------------------------------------------------------------------------


def _records(played: Sequence[Played], teams: bool) -> tuple[Record, ...]:
    """Every player's record within each team played for (team "" without teams), in first-game order."""
    games: dict[tuple[str, str], list[tuple[Decimal, int]]] = {}
    for game in played:
        for seat, player in enumerate(game.seats):
            team = game.teams[seat] if teams else ""
            games.setdefault((player, team), []).append((game.scores[seat], game.places[seat]))
    records = []
    for (player, team), results in games.items():
        places = [0, 0, 0, 0]
        for _, place in results:
            places[place - 1] += 1
        records.append(
            Record(
                player,
                team,
                len(results),
                sum((score for score, _ in results), ZERO),
                (places[0], places[1], places[2], places[3]),
                max(score for score, _ in results),
            )
        )
    return tuple(records)
