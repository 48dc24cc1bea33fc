"""The league format (COMPETITIONS.md A and E): the ranked monthly league's every number and choice.

Tier groups are listed lowest first (``[[groups]]`` tables in TOML); a tier is its group's name and
a number (D3 is the lowest tier of D, D1 its highest); only the last group may be open-ended (S1,
S2 ... without end). Percentages are written as percents (``promote_top = 60`` is 60%) and decided
exactly. The engine (:mod:`taikai.competitions.league`) reads these fields, never the format's name.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, field_validator, model_validator

from taikai.competitions.carry import Halving
from taikai.competitions.formats.model import FormatModel, check_timezone
from taikai.reasons import Reason
from taikai.rules.codes import RulesCode
from taikai.rules.validation import Problem, problems_error

__all__ = ["ChampionshipFormat", "LeagueFormat", "TierGroup"]

Percent = Annotated[Decimal, Field(ge=0, le=100, decimal_places=2)]
Pt = Annotated[Decimal, Field(ge=0, le=10_000, decimal_places=1)]
TableName = Annotated[StrictStr, Field(min_length=1, max_length=16, pattern=r"^[a-z][a-z0-9_]*$")]
FINAL = "final"  # the championship's last table: its leader after the last hanchan is the annual champion


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)


class TierGroup(_Part):
    """One tier group (D, C, B, A, S) with its promotion, demotion and annual points rules."""

    name: Annotated[StrictStr, Field(pattern=r"^[A-Z]{1,3}$")]
    """The group's name: one to three capital letters; its tiers are the name and a number (D3, D2, D1)."""
    levels: Annotated[StrictInt, Field(ge=1, le=100)] | None = None
    """Tiers in the group (3: D3 D2 D1, the highest numbered lowest); unset: open-ended (S1, S2, S3 ...
    upwards without end), only for the last group."""
    games_needed: Annotated[StrictInt, Field(ge=0, le=10_000)]
    """Step 1 of a promotion needs at least this many games in the season."""
    promote_top: Percent
    """Step 1 also needs a top percentile (rank / participants) at most this percent."""
    small_field_below: Annotated[StrictInt, Field(ge=2, le=10_000)] | None = None
    """The small-field rule: with fewer participants than this, season rank 1 meets step 1 whatever its
    top percentile (seed 000: 7 for A and S, whose 15% a field of 6 cannot reach); unset: no such rule."""
    demote_bottom: Percent | None = None
    """Demotion by one step at a bottom percentile ((participants - rank + 1) / participants) at most this
    percent; unset: the group is never demoted. A player meeting step 1 is never demoted."""
    annual_points: Annotated[tuple[Pt, ...], Field(min_length=1, max_length=100)]
    """Annual points of a season played in each tier of the group (before movement), lowest tier first;
    an open-ended group's last value serves every higher tier."""


class ChampionshipFormat(_Part):
    """The annual championship: who enters which table, who goes on, the final and special promotions."""

    seeding: Annotated[
        tuple[tuple[TableName, Annotated[StrictInt, Field(ge=1, le=100)]], ...], Field(min_length=1)
    ]
    """The tables the annual ranking enters, in ranking order: [table, players] pairs (the first 2 to the
    final, the next 4 to q1_1 ...)."""
    routes: tuple[tuple[TableName, Annotated[StrictInt, Field(ge=1, le=100)], TableName], ...]
    """Who goes on: [table, place, next table] (["q1_1", 1, "q3"]: q1_1's 1st plays q3); a table's players
    are its seeded players, then the players routed to it in this order."""
    qualifier_hanchan: Annotated[StrictInt, Field(ge=1, le=100)]
    """Hanchan played at each qualifier table (the organizer enters the places)."""
    final_hanchan: Annotated[StrictInt, Field(ge=1, le=100)]
    """Hanchan of the final before the totals are halved and carried."""
    last_hanchan: Annotated[StrictInt, Field(ge=0, le=100)]
    """Hanchan played after the carry-over; the leader after them is the annual champion."""
    halving: Halving
    """How a total with an odd tenth is halved to 0.1 pt: up (toward +infinity: 12.3 -> 6.2, -12.3 ->
    -6.1), down (toward -infinity) or half_even (to the even tenth)."""
    special_promotion: Annotated[tuple[Annotated[StrictInt, Field(ge=0, le=100)], ...], Field(max_length=100)]
    """Steps of special promotion by final place, 1st first (places beyond the list: none); they take
    effect from the first season of the next league year."""

    @property
    def tables(self) -> tuple[str, ...]:
        """Every table in play order (seeded tables first, then as the routes reach them), the final last."""
        names = [table for table, _ in self.seeding]
        for source, _, target in self.routes:
            for name in (source, target):
                if name not in names:
                    names.append(name)
        return (*(n for n in names if n != FINAL), FINAL)

    @model_validator(mode="after")
    def _bracket(self) -> ChampionshipFormat:
        problems = []
        if FINAL not in (*(t for t, _ in self.seeding), *(target for _, _, target in self.routes)):
            problems.append(Problem("routes", Reason.of(RulesCode.format_no_route_to_final, final=FINAL)))
        for index, (source, place, _) in enumerate(self.routes):
            if source == FINAL:
                problems.append(
                    Problem(f"routes[{index}]", Reason.of(RulesCode.format_final_routes_on, final=FINAL))
                )
            if (source, place) in ((s, p) for s, p, _ in self.routes[:index]):
                twice = Reason.of(RulesCode.format_routed_twice, table=source, place=place)
                problems.append(Problem(f"routes[{index}]", twice))
        if len({table for table, _ in self.seeding}) != len(self.seeding):
            problems.append(Problem("seeding", Reason(RulesCode.format_seeded_twice)))
        if problems:
            raise problems_error(problems)
        return self


class LeagueFormat(FormatModel):
    """The ranked monthly league (COMPETITIONS.md A): seasons, tiers, promotion and demotion, champions,
    annual points and the annual championship."""

    kind: Literal["league"] = "league"
    """Which competition the format runs: league (the ranked monthly league)."""
    timezone: str
    """The time zone a game's time is read in to find its season (an IANA name such as Asia/Tokyo); a
    league file's own timezone replaces it."""
    season_last_day: Annotated[StrictInt, Field(ge=1, le=31)]
    """Days 1 to this of each month are the month's season; the days after it are maintenance days: a game
    played then belongs to no season unless the organizer accepts it (a month without that day is all
    season)."""
    year_first_month: Annotated[StrictInt, Field(ge=1, le=12)]
    """The first month of a league year (12: December to November); a year is named by the year of its last
    month."""
    max_steps: Annotated[StrictInt, Field(ge=1, le=100)]
    """At most this many steps of promotion in one season (step 1 and step 2 add up)."""
    demotion_steps: Annotated[StrictInt, Field(ge=1, le=100)]
    """Steps down for a player demoted in a season."""
    season_champion_points: Pt
    """Annual points for the season champion (the best-ranked player who meets a promotion condition)."""
    rank_champion_points: Pt
    """Annual points for a group's in-rank champion; they add up with the tier's and the season champion's."""
    lowest_alias: Annotated[StrictStr, Field(pattern=r"^[A-Z]{1,3}$")] | None = None
    """Another name of the lowest tier in a league file (seed 000's "rank E" is D3); unset: none."""
    lowest_tier_seasons: Annotated[StrictInt, Field(ge=1, le=100)]
    """The organizer's report lists players who end this many calendar-consecutive seasons at the lowest
    tier (the organizer may hide the name or reset the record)."""
    far_season_months: Annotated[StrictInt, Field(ge=1, le=1200)]
    """A season at least this many months away from the main run of seasons (the longest run of seasons
    less than this apart) gets a warning: a year typed wrong? Its games still count."""
    groups: Annotated[tuple[TierGroup, ...], Field(min_length=1, max_length=26)]
    """The tier groups from the lowest up ([[groups]] tables); everybody starts at the lowest tier. Step 2
    of a promotion is season rank 1 among the players of the group and every lower group."""
    championship: ChampionshipFormat
    """The annual championship of the top of the year's ranking."""

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        return check_timezone(value)

    @model_validator(mode="after")
    def _ladder(self) -> LeagueFormat:
        problems = []
        names = [group.name for group in self.groups]
        for index, group in enumerate(self.groups):
            where = f"groups[{index}]"
            if group.name in names[:index]:
                problems.append(
                    Problem(f"{where}.name", Reason.of(RulesCode.format_group_twice, group=group.name))
                )
            if group.levels is None and index < len(self.groups) - 1:
                problems.append(Problem(f"{where}.levels", Reason(RulesCode.format_group_open)))
            if group.levels is not None and len(group.annual_points) != group.levels:
                problems.append(
                    Problem(
                        f"{where}.annual_points",
                        Reason.of(
                            RulesCode.format_group_points, values=len(group.annual_points), tiers=group.levels
                        ),
                    )
                )
        if self.lowest_alias is not None and self.lowest_alias in names:
            alias = Reason.of(RulesCode.format_alias_is_group, alias=self.lowest_alias)
            problems.append(Problem("lowest_alias", alias))
        if problems:
            raise problems_error(problems)
        return self
