"""One season of the ranked league: standings, exact percentiles, movement with reasons, champions.

Six players of D3, the first with 5 games (the document's own example):

>>> from decimal import Decimal as D
>>> from taikai.competitions import formats
>>> hitonazo = formats.load("hitonazo-m", formats.LeagueFormat)
>>> scores = {f"p{i}": D(60 - 20 * i) for i in range(1, 7)}
>>> games = {p: 5 if p == "p1" else 2 for p in scores}
>>> order = {p: i for i, p in enumerate(scores)}
>>> season = compute_season("2025-03", scores, games, {}, order, hitonazo)
>>> first = season.standings[0]
>>> first.rank, percent(first.rank, first.participants), first.next_tier, [r.code for r in first.why]
(1, Decimal('16.67'), 2, ['league_top_met', 'league_pool_first'])
>>> season.champion, season.rank_champions["D"], season.annual_points["p1"]
('p1', 'p1', Decimal('61.0'))

Each decision is made first (steps earned, promotion, demotion), then its reason is written from the
decided values (:func:`_why` decides nothing). Percentiles are decided exactly (integer
cross-multiplication, the same as comparing fractions) and rounded only for display, by
:func:`percent`, the one place a percentage is computed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import IntEnum
from functools import cache, partial
from itertools import repeat

from taikai.competitions.formats import LeagueFormat
from taikai.competitions.formats.league import TierGroup
from taikai.competitions.league.model import SeasonResult, Standing, Why, ladder, percent_limit
from taikai.reasons import Reason


@cache
def percent(part: int, whole: int) -> Decimal:
    """``part / whole`` as a percentage rounded half up to two decimals, for display and reasons only
    (decisions compare exact fractions); a second decimal of 0 is not written (33.3, 100.0).

    >>> percent(1, 6), percent(2, 6), percent(3, 5), percent(1, 8), percent(6, 6)
    (Decimal('16.67'), Decimal('33.33'), Decimal('60.0'), Decimal('12.5'), Decimal('100.0'))
    """
    hundredths = (part * 20000 + whole) // (2 * whole)
    if hundredths % 10 == 0:
        return Decimal(hundredths // 10).scaleb(-1)
    return Decimal(hundredths).scaleb(-2)


class Step1(IntEnum):
    """How a participant's step 1 (the group's promotion condition) was decided."""

    short_of_games = 0
    top_missed = 1
    top_met = 2
    small_field = 3  # season rank 1 in a field smaller than the group's small_field_below


class Bottom(IntEnum):
    """The demotion test's outcome."""

    clear = 0  # not in the demotion zone (or the group is never demoted)
    demoted = 1
    saved_by_promotion = 2
    void_season = 3


@dataclass(frozen=True, slots=True)
class _Group:
    """A group's rule with its thresholds prepared for exact integer comparison."""

    rule: TierGroup
    pool: tuple[str, ...]  # the groups of step 2: this group and every lower one
    top: tuple[int, int]  # promote_top as (numerator, denominator)
    bottom: tuple[int, int] | None

    def step1(self, rank: int, games: int, n: int) -> Step1:
        """Step 1: games needed and the top percentile (rank / n at most promote_top), or rank 1 in a
        small field."""
        if games < self.rule.games_needed:
            return Step1.short_of_games
        numerator, denominator = self.top
        if rank * denominator <= numerator * n:
            return Step1.top_met
        below = self.rule.small_field_below
        return Step1.small_field if below is not None and n < below and rank == 1 else Step1.top_missed

    def in_bottom(self, rank: int, n: int) -> bool:
        """(n - rank + 1) / n at most demote_bottom, exactly."""
        if self.bottom is None:
            return False
        numerator, denominator = self.bottom
        return (n - rank + 1) * denominator <= numerator * n


def _group(index: int, fmt: LeagueFormat) -> _Group:
    rule = fmt.groups[index]
    top = percent_limit(rule.promote_top)
    bottom = None if rule.demote_bottom is None else percent_limit(rule.demote_bottom)
    return _Group(
        rule,
        tuple(g.name for g in fmt.groups[: index + 1]),
        (top.numerator, top.denominator),
        None if bottom is None else (bottom.numerator, bottom.denominator),
    )


_new_standing = partial(tuple.__new__, Standing)  # C-level construction of the named tuple
_STAYS = Reason("league_stays")


def _ranked(
    scores: Mapping[str, Decimal], games: Mapping[str, int], order: Mapping[str, int]
) -> tuple[list[str], list[Decimal], list[int]]:
    """Participants best first, their scores and ranks; equal scores share the better rank.

    Equal scores are listed by more games, then registration order (stable
    passes, last key first, with C-level keys).
    """
    ordered = sorted(scores, key=order.__getitem__)
    ordered.sort(key=games.__getitem__, reverse=True)
    ordered.sort(key=scores.__getitem__, reverse=True)
    score_list = list(map(scores.__getitem__, ordered))
    ranks: list[int] = []
    append = ranks.append
    previous: Decimal | None = None
    rank = 0
    for index, score in enumerate(score_list, start=1):
        if score != previous or index == 1:
            rank, previous = index, score
        append(rank)
    return ordered, score_list, ranks


def _pool_best(scores: list[Decimal], groups: list[int], group_count: int) -> list[Decimal | None]:
    """Best season score among players of each group and every lower group."""
    best: list[Decimal | None] = [None] * group_count
    for score, group in zip(scores, groups, strict=True):
        current = best[group]
        if current is None or score > current:
            best[group] = score
    running: Decimal | None = None
    for index, value in enumerate(best):
        if value is not None and (running is None or value > running):
            running = value
        best[index] = running
    return best


def _why(
    group: _Group,
    rank: int,
    tied: int,
    games: int,
    n: int,
    step1: Step1,
    earned: int,
    promotion: int,
    bottom: Bottom,
    demotion: int,
    void: bool,
) -> Why:
    """The reason of a participant's decided movement, in parts (it decides nothing)."""
    rule = group.rule
    parts = [Reason("league_shared_rank", (("rank", rank), ("players", tied + 1)))] if tied else []
    if step1 is Step1.short_of_games:
        parts.append(Reason("not_enough_games", (("games", games), ("needed", rule.games_needed))))
    elif step1 is Step1.small_field:
        params = (
            ("games", games),
            ("top", percent(rank, n)),
            ("participants", n),
            ("below", rule.small_field_below),
        )
        parts.append(Reason("league_small_field", params))
    else:
        code = "league_top_met" if step1 is Step1.top_met else "league_top_missed"
        parts.append(Reason(code, (("games", games), ("top", percent(rank, n)), ("limit", rule.promote_top))))
    if earned == 2:
        parts.append(Reason("league_pool_first", (("groups", group.pool),)))
    if earned > promotion and promotion:
        parts.append(Reason("league_steps_capped", (("steps", promotion),)))
    if bottom is not Bottom.clear:
        test = (("bottom", percent(n - rank + 1, n)), ("limit", rule.demote_bottom))
        if bottom is Bottom.demoted:
            parts.append(Reason("league_demoted", (*test, ("steps", demotion))))
        elif bottom is Bottom.saved_by_promotion:
            parts.append(Reason("league_saved_by_promotion", test))
        else:
            parts.append(Reason("league_void_stays", test))
    elif not promotion and not void:
        parts.append(_STAYS)
    return tuple(parts)


def _champions(
    standings: list[Standing], group_of: Mapping[int, int], fmt: LeagueFormat
) -> tuple[str | None, Reason, dict[str, str | None], dict[str, Reason]]:
    """Season champion (best qualified) and each group's in-rank champion, with their reasons.

    Group X's champion is the best qualified player of X or a lower group, only
    if that player is in X. Standings are already in order (equal scores: more
    games, then registration), so "best" is the first one met.
    """
    names = [g.name for g in fmt.groups]
    best_upto: list[Standing | None] = [None] * len(names)
    first: Standing | None = None
    for standing in standings:
        if not standing.qualified:
            continue
        first = first or standing
        for index in range(group_of[standing.tier], len(names)):
            if best_upto[index] is None:
                best_upto[index] = standing
    if first is None:
        champion, champion_why = None, Reason("league_no_champion")
    else:
        champion, champion_why = (
            first.player,
            Reason.of("league_champion", player=first.player, rank=first.rank),
        )
    rank_champions: dict[str, str | None] = {}
    why: dict[str, Reason] = {}
    for index, name in enumerate(names):
        best = best_upto[index]
        if best is None:
            rank_champions[name], why[name] = None, Reason.of("league_no_rank_champion", group=name)
        elif group_of[best.tier] == index:
            rank_champions[name] = best.player
            why[name] = Reason.of("league_rank_champion", group=name, player=best.player, rank=best.rank)
        else:
            rank_champions[name] = None
            below = names[group_of[best.tier]]
            why[name] = Reason.of(
                "league_rank_champion_lower", group=name, player=best.player, player_group=below
            )
    return champion, champion_why, rank_champions, why


def _annual_points(
    standings: list[Standing],
    champion: str | None,
    rank_champions: dict[str, str | None],
    fmt: LeagueFormat,
) -> dict[str, Decimal]:
    """Tier points (before movement) + season champion + in-rank champion, stacked."""
    tiers = ladder(fmt)
    by_tier = {tier: tiers.annual_tier_points(tier) for tier in {s.tier for s in standings}}
    points = {s.player: by_tier[s.tier] for s in standings}
    if champion is not None:
        points[champion] += fmt.season_champion_points
    for player in rank_champions.values():
        if player is not None:
            points[player] += fmt.rank_champion_points
    return points


def compute_season(
    season: str,
    scores: Mapping[str, Decimal],
    games: Mapping[str, int],
    tiers: Mapping[str, int],
    order: Mapping[str, int],
    fmt: LeagueFormat,
) -> SeasonResult:
    """Standings, movement, champions and annual points of one season under the format ``fmt``.

    ``scores`` and ``games`` give each participant's season score and game
    count; ``tiers`` the tier levels at the season's end before movement
    (missing: lowest); ``order`` the registration order, the last tie-break of
    the listing and of champions.
    """
    ladder_ = ladder(fmt)
    groups = [_group(index, fmt) for index in range(len(fmt.groups))]
    ordered, score_list, ranks = _ranked(scores, games, order)
    n = len(ordered)
    game_list = list(map(games.__getitem__, ordered))
    tier_list = list(map(tiers.get, ordered, repeat(0)))
    group_of = {level: ladder_.group_of(level) for level in set(tier_list)}
    group_list = list(map(group_of.__getitem__, tier_list))
    best = _pool_best(score_list, group_list, len(groups))
    step1s = [
        groups[g].step1(rank, count, n) for rank, count, g in zip(ranks, game_list, group_list, strict=True)
    ]
    qualified = [step1 >= Step1.top_met for step1 in step1s]
    void = not any(qualified)
    shared = Counter(ranks)
    step = cache(ladder_.step)
    max_steps, demotion_steps = fmt.max_steps, fmt.demotion_steps
    standings = []
    for player, rank, score, count, tier, g, step1, met in zip(
        ordered, ranks, score_list, game_list, tier_list, group_list, step1s, qualified, strict=True
    ):
        group = groups[g]
        earned = (2 if score == best[g] else 1) if met else 0
        promotion = 0 if void else min(earned, max_steps)
        bottom = Bottom.clear
        if group.in_bottom(rank, n):
            bottom = Bottom.saved_by_promotion if met else Bottom.void_season if void else Bottom.demoted
        demotion = demotion_steps if bottom is Bottom.demoted else 0
        why = _why(group, rank, shared[rank] - 1, count, n, step1, earned, promotion, bottom, demotion, void)
        row = (
            player,
            rank,
            score,
            count,
            n,
            tier,
            promotion,
            demotion,
            step(tier, promotion - demotion),
            met,
            why,
        )
        standings.append(_new_standing(row))
    champion, champion_why, rank_champions, rank_champions_why = _champions(standings, group_of, fmt)
    void_why = (
        Reason.of("league_void_season", participants=n)
        if void
        else Reason.of("league_season_counts", qualified=sum(qualified), participants=n)
    )
    return SeasonResult(
        season=season,
        participants=n,
        void=void,
        standings=tuple(standings),
        champion=champion,
        rank_champions=rank_champions,
        annual_points=_annual_points(standings, champion, rank_champions, fmt),
        void_why=void_why,
        champion_why=champion_why,
        rank_champions_why=rank_champions_why,
    )
