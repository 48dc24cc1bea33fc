"""The staged format (COMPETITIONS.md F): a competition as a sequence of stages, of players or of teams.

A stage says who enters it, how many games each entrant plays, how its tables are seated, what
counts, what is carried from the stage before and how ties are broken; the engine
(:mod:`taikai.competitions.stages`) reads these fields, never the format's name. The preset
``mleague-season`` is M-League's season (9 teams, regular season, semifinal, final).

>>> from taikai.competitions.formats import load
>>> fmt = load("mleague-season", StagedFormat)
>>> fmt.ranks.value, fmt.team_size
('teams', 4)
>>> [(s.name, s.top, s.games, s.carry.value) for s in fmt.stages]
[('regular', None, 96, 'none'), ('semifinal', 6, 20, 'half'), ('final', 4, 16, 'half')]
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictStr, field_validator, model_validator

from taikai.competitions.carry import Halving
from taikai.competitions.formats.league import FINAL, LeagueFormat
from taikai.competitions.formats.model import FormatModel, check_timezone
from taikai.competitions.formats.tournament import Carry, Formation, TournamentFormat
from taikai.competitions.stages.codes import Fault
from taikai.rules.validation import invalid

__all__ = [
    "LAST",
    "Counting",
    "Entry",
    "Ranks",
    "Seating",
    "Stage",
    "StagedFormat",
    "Tiebreak",
    "from_league",
    "from_tournament",
]

MAX_STAGES = 20
MAX_GAMES = 1000  # games an entrant plays in one stage
MAX_TOP = 1000
MAX_TEAM = 64  # players on one roster at a time
Name = Annotated[StrictStr, Field(min_length=1, max_length=32, pattern=r"^[a-z][a-z0-9_-]*$")]
Id = Annotated[StrictStr, Field(min_length=1, max_length=64)]


class Ranks(StrEnum):
    """Who the standings rank."""

    players = "players"  # each player for themselves
    teams = "teams"  # teams, by the sum of their players' scores (each game seats one player of a team)


class Entry(StrEnum):
    """Who enters a stage."""

    all = "all"  # every player (or team) of the competition
    top = "top"  # the top N of the previous stage's standings
    named = "named"  # the players (or teams) the stage names
    bracket = "bracket"  # places of the entry list (``seeds``), then places of earlier stages (``routes``)


class Seating(StrEnum):
    """How a stage's tables are seated."""

    draw = "draw"  # the no-repeat draw of all the stage's rounds (a recorded seed), as a tournament's
    bands = "bands"  # by standings each round: a title table of the top 4, the rest dealt in bands
    swiss = "swiss"  # by current standings each round, top down, avoiding repeat opponents
    fixed = "fixed"  # the organizer's schedule: any tables, checked only against the stage's rules


class Counting(StrEnum):
    """What counts of an entrant's games in a stage."""

    sum = "sum"  # the sum of every settled score
    best_run = "best_run"  # the best sum of ``best`` consecutive games (fewer games: ranked below)


class Tiebreak(StrEnum):
    """One link of a stage's tie-break chain (the entry order decides what the chain leaves equal)."""

    previous_total = "previous_total"  # the higher total of the previous stage
    previous_rank = "previous_rank"  # the better place of the previous stage
    best_game = "best_game"  # the better single-game score in the stage
    latest_game = "latest_game"  # the higher score in the latest game, then the one before ...


class _Table(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)


class Stage(_Table):
    """One stage: entry, length, seating, counting, carry and tie-breaks."""

    name: Name
    """The stage's short name (games name their stage by it), e.g. regular, semifinal, final."""
    entry: Entry
    """Who enters: all (everybody), top (the top ``top`` of the previous stage), named (``named``) or
    bracket (the places ``seeds`` of the entry list, then the places ``routes`` of earlier stages)."""
    top: int | None = Field(None, ge=1, le=MAX_TOP)
    """With entry = top: how many of the previous stage's standings go on."""
    named: tuple[Id, ...] = ()
    """With entry = named: the players (or teams) who enter."""
    seeds: tuple[Annotated[int, Field(ge=1, le=MAX_TOP)], ...] = Field((), max_length=MAX_TOP)
    """With entry = bracket: the places of the competition's entry list who enter (a league's annual
    ranking: [3, 4, 5, 6]); places beyond the list enter nobody."""
    routes: tuple[tuple[Name, Annotated[int, Field(ge=1, le=MAX_TOP)]], ...] = Field((), max_length=MAX_TOP)
    """With entry = bracket: who enters after the seeds, [stage, place] each (["q1_1", 1]: the 1st of
    stage q1_1), from earlier stages; the stage begins when every stage it takes players from is
    complete (a stage with seeds only, at once)."""
    games: int = Field(..., ge=1, le=MAX_GAMES)
    """Games each entrant plays in the stage: one a round when players are seated (draw, bands, swiss;
    in a team competition every player of an entering team), or per team with a fixed schedule of
    teams (M-League's regular season: 96)."""
    seating: Seating
    """How tables are seated: draw (no-repeat draw of every round), bands (by standings, a title
    table of the top 4 and the rest in bands), swiss (by current standings, avoiding repeat
    opponents) or fixed (the organizer's schedule)."""
    formation: Formation = Formation.serpentine
    """With bands: how places 5 on are dealt (serpentine, cyclic or in_order, as a tournament's final)."""
    avoid_repeats: bool = True
    """With bands (serpentine or cyclic): players of one band swap tables while that lowers the number
    of pairs who met earlier in the competition."""
    teammates_apart: bool = True
    """In a team competition whose stage seats players: two players of one team never share a table."""
    counting: Counting = Counting.sum
    """What counts: sum (every game) or best_run (the best ``best`` consecutive games)."""
    best: int | None = Field(None, ge=1, le=MAX_GAMES)
    """With counting = best_run: how many consecutive games count."""
    carry: Carry = Carry.none
    """What each entrant's total of the previous stage brings: half (halved by ``halving``), full or none."""
    halving: Halving = Halving.up
    """How a total with an odd tenth is halved to 0.1 pt: up (toward +infinity), down or half_even."""
    tiebreaks: tuple[Tiebreak, ...] = ()
    """Equal totals are ordered by these in turn (previous_total, previous_rank, best_game,
    latest_game); what they leave equal, by the order of the competition's entry list."""

    @model_validator(mode="after")
    def _consistent(self) -> Stage:
        if (self.entry is Entry.top) != (self.top is not None):
            raise invalid(Fault.stage_top_field, stage=self.name)
        if (self.entry is Entry.named) != bool(self.named):
            raise invalid(Fault.stage_named_field, stage=self.name)
        if (self.entry is Entry.bracket) != bool(self.seeds or self.routes):
            raise invalid(Fault.stage_bracket_field, stage=self.name)
        if self.entry is Entry.bracket and self.carry is not Carry.none:
            raise invalid(Fault.stage_bracket_carry, stage=self.name)
        if (self.counting is Counting.best_run) != (self.best is not None):
            raise invalid(Fault.stage_best_field, stage=self.name)
        if self.best is not None and self.best > self.games:
            raise invalid(Fault.stage_best_games, stage=self.name, best=self.best, games=self.games)
        if len(set(self.tiebreaks)) != len(self.tiebreaks):
            raise invalid(Fault.stage_tiebreak_twice, stage=self.name)
        return self


class StagedFormat(FormatModel):
    """A competition as a sequence of stages (COMPETITIONS.md F), of players or of teams."""

    kind: Literal["staged"] = "staged"
    """Which competition the format runs: staged (a sequence of stages, of players or of teams)."""
    timezone: str
    """The time zone of the competition's times (an IANA name such as Asia/Tokyo)."""
    ranks: Ranks
    """Who the standings rank: players, or teams (each game seats players, each for one team)."""
    team_size: int | None = Field(None, ge=1, le=MAX_TEAM)
    """With ranks = teams: the most regular players on a team's roster at one time."""
    substitutes: int = Field(0, ge=0, le=MAX_TEAM)
    """With ranks = teams: the most substitutes on a roster at one time (they play for the team, and
    their games count for it)."""
    stages: tuple[Stage, ...] = Field(..., min_length=1, max_length=MAX_STAGES)
    """The stages in order (a ``[[stages]]`` table each)."""

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        return check_timezone(value)

    @model_validator(mode="after")
    def _stages(self) -> StagedFormat:
        if (self.ranks is Ranks.teams) != (self.team_size is not None):
            raise invalid(Fault.format_team_size)
        names = [stage.name for stage in self.stages]
        twice = sorted({name for name in names if names.count(name) > 1})
        if twice:
            raise invalid(Fault.format_stage_twice, stage=twice[0])
        first = self.stages[0]
        if first.entry is Entry.top or first.carry is not Carry.none:
            raise invalid(Fault.format_first_stage, stage=first.name)
        for stage in self.stages:
            if self.ranks is Ranks.teams and stage.seating in (Seating.bands, Seating.swiss):
                raise invalid(Fault.format_team_seating, stage=stage.name, seating=stage.seating.value)
        self._bracket()
        return self

    def _bracket(self) -> None:
        """Routes come from earlier stages, and no place is seeded or routed twice."""
        seeded: set[int] = set()
        routed: set[tuple[str, int]] = set()
        for index, stage in enumerate(self.stages):
            earlier = {s.name for s in self.stages[:index]}
            for seed in stage.seeds:
                if seed in seeded:
                    raise invalid(Fault.stage_seeded_twice, place=seed)
                seeded.add(seed)
            for source, place in stage.routes:
                if source not in earlier:
                    raise invalid(Fault.stage_route_source, stage=stage.name, source=source)
                if (source, place) in routed:
                    raise invalid(Fault.stage_routed_twice, source=source, place=place)
                routed.add((source, place))

    def stage(self, name: str) -> Stage | None:
        """The stage of that name (None when there is none)."""
        return next((stage for stage in self.stages if stage.name == name), None)


def from_tournament(fmt: TournamentFormat) -> StagedFormat:
    """The one-day tournament (COMPETITIONS.md B) as stages: its preliminary rounds seated by the
    no-repeat draw (ties by the latest round that differs), then a final round in bands from the
    standings (a title table of the top 4) with the tournament's carry, halving and formation (ties
    by the preliminary place). Its results are the tournament engine's.

    >>> from taikai.competitions.formats import load
    >>> staged = from_tournament(load("ron-of-20xx", TournamentFormat))
    >>> [(s.name, s.games, s.seating.value, s.carry.value) for s in staged.stages]
    [('preliminary', 5, 'draw', 'none'), ('final', 1, 'bands', 'half')]
    """
    preliminary = Stage(
        name="preliminary",
        entry=Entry.all,
        games=fmt.preliminary_rounds,
        seating=Seating.draw,
        tiebreaks=(Tiebreak.latest_game,),
    )
    final = Stage(
        name="final",
        entry=Entry.all,
        games=1,
        seating=Seating.bands,
        formation=fmt.final.tables,
        avoid_repeats=fmt.final.avoid_repeats,
        carry=fmt.final.carry,
        halving=fmt.final.halving,
        tiebreaks=(Tiebreak.previous_rank,),
    )
    return StagedFormat(
        name=fmt.name,
        title=fmt.title,
        source=fmt.source,
        ruleset=fmt.ruleset,
        timezone=fmt.timezone,
        ranks=Ranks.players,
        stages=(preliminary, final),
    )


LAST = "final-last"  # the championship's hanchan after the final's halved carry (no table is named so)


def from_league(fmt: LeagueFormat) -> StagedFormat:
    """The league's annual championship bracket (COMPETITIONS.md A) as stages of the players in the
    order of the year's annual ranking: each qualifier table a stage of its ``qualifier_hanchan`` games
    (its seeded places of the ranking, then the places routed to it), the final's first
    ``final_hanchan`` games a stage, and its ``last_hanchan`` games a stage of the same players carrying
    half (the bracket's halving); every stage seated by the organizer, ties by the annual ranking. Its
    results are the league engine's (the qualifiers' places by their total scores; a withdrawal before
    the qualifiers: the entry list without the player; after them: the player withdrawn before
    ``final``, q3's next taking a finalist's place). A final without hanchan after the carry is refused
    (``format_no_last_hanchan``).

    >>> from taikai.competitions.formats import load
    >>> staged = from_league(load("hitonazo-m", LeagueFormat))
    >>> [(s.name, s.seeds, s.routes) for s in staged.stages][:2]
    [('q1_1', (3, 4, 5, 6), ()), ('q1_2', (7, 8, 9, 10), ())]
    >>> [(s.name, s.seeds, s.routes, s.games) for s in staged.stages][-3]
    ('q3', (), (('q1_1', 1), ('q1_1', 2), ('q2', 1), ('q2', 2)), 1)
    >>> [(s.name, s.seeds, s.routes, s.games) for s in staged.stages][-2]
    ('final', (1, 2), (('q3', 1), ('q3', 2)), 3)
    >>> [(s.name, s.entry.value, s.top, s.games, s.carry.value) for s in staged.stages][-1]
    ('final-last', 'top', 4, 1, 'half')
    """
    from taikai.competitions.formats import FormatError  # the package imports this module

    bracket = fmt.championship
    if not bracket.last_hanchan:
        raise FormatError.of(Fault.format_no_last_hanchan)
    seeds: dict[str, list[int]] = {}
    place = 1
    for table, count in bracket.seeding:
        seeds[table] = list(range(place, place + count))
        place += count
    stages = [
        Stage(
            name=table,
            entry=Entry.bracket,
            seeds=tuple(seeds.get(table, ())),
            routes=tuple((source, rank) for source, rank, target in bracket.routes if target == table),
            games=bracket.final_hanchan if table == FINAL else bracket.qualifier_hanchan,
            seating=Seating.fixed,
        )
        for table in _played_order(bracket.tables, bracket.routes)
    ]
    last = Stage(
        name=LAST,
        entry=Entry.top,
        top=len(stages[-1].seeds) + len(stages[-1].routes),
        games=bracket.last_hanchan,
        seating=Seating.fixed,
        carry=Carry.half,
        halving=bracket.halving,
    )
    return StagedFormat(
        name=fmt.name,
        title=fmt.title,
        source=fmt.source,
        ruleset=fmt.ruleset,
        timezone=fmt.timezone,
        ranks=Ranks.players,
        stages=(*stages, last),
    )


def _played_order(tables: Sequence[str], routes: Sequence[tuple[str, int, str]]) -> list[str]:
    """``tables`` (the final last) reordered so that each comes after every table sending players to
    it, otherwise in the given order (tables in a cycle are left in order, for the format to refuse)."""
    feeders = {table: {source for source, _, target in routes if target == table} for table in tables}
    placed: list[str] = []
    waiting = list(tables)
    while waiting:
        ready = next((t for t in waiting if feeders[t] <= set(placed)), waiting[0])
        placed.append(ready)
        waiting.remove(ready)
    return placed
