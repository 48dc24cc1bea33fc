"""One season of the ranked league: standings, exact percentiles, movement with reasons, champions.

Six players of D3, the first with 5 games (the document's own example):

>>> from decimal import Decimal as D
>>> scores = {f"p{i}": D(60 - 20 * i) for i in range(1, 7)}
>>> games = {p: 5 if p == "p1" else 2 for p in scores}
>>> order = {p: i for i, p in enumerate(scores)}
>>> season = compute_season("2025-03", scores, games, {}, order, LeagueConfig())
>>> first = season.standings[0]
>>> first.rank, percent(first.top_pct), first.next_tier, first.why
(1, Decimal('16.67'), 2, '5 games, top 16.67% <= 60%: +1; rank 1 among D: +1')
>>> season.champion, season.rank_champions["D"], season.annual_points["p1"]
('p1', 'p1', Decimal('61.0'))

Percentiles are decided exactly (integer cross-multiplication, the same as
comparing fractions) and rounded only for display.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import cache, partial
from itertools import repeat

from taikai.competitions.league.model import GroupRule, LeagueConfig, SeasonResult, Standing


def hundredths(part: int, whole: int) -> int:
    """``part / whole`` as a percentage in hundredths, rounded half up: the one rounding of a percentage.

    For display only (decisions compare exact fractions).

    >>> hundredths(1, 6), hundredths(3, 5), hundredths(1, 8), hundredths(1, 1)
    (1667, 6000, 1250, 10000)
    """
    return (part * 20000 + whole) // (2 * whole)


def percent(value: Fraction) -> Decimal:
    """A fraction as a percentage rounded half up to two decimals, for display only.

    >>> percent(Fraction(1, 6)), percent(Fraction(2, 6)), percent(Fraction(1))
    (Decimal('16.67'), Decimal('33.33'), Decimal('100.00'))
    """
    return Decimal(hundredths(value.numerator, value.denominator)).scaleb(-2)


def percent_text(part: int, whole: int) -> str:
    """``part / whole`` as a percentage text rounded half up to two decimals (as :func:`percent`).

    >>> percent_text(1, 6), percent_text(3, 5), percent_text(1, 8)
    ('16.67%', '60.00%', '12.50%')
    """
    value = hundredths(part, whole)
    return f"{value // 100}.{value % 100:02d}%"


def _limit_text(value: Fraction) -> str:
    """A rule's threshold without trailing zeros (60%, 33.33%)."""
    return f"{percent(value).normalize():f}%"


def _games(count: int) -> str:
    return f"{count} game{'' if count == 1 else 's'}"


@dataclass(frozen=True, slots=True)
class _Group:
    """A group's rule with its thresholds prepared for exact integer comparison and its texts."""

    rule: GroupRule
    pool: str  # "D, C": the groups of the second step
    top_text: str  # "60%"
    bottom_text: str
    top: tuple[int, int]  # promote_top as (numerator, denominator)
    bottom: tuple[int, int] | None

    def top_ok(self, rank: int, n: int) -> bool:
        """rank / n <= promote_top, exactly."""
        numerator, denominator = self.top
        return rank * denominator <= numerator * n

    def bottom_ok(self, rank: int, n: int) -> bool:
        """(n - rank + 1) / n <= demote_bottom, exactly."""
        if self.bottom is None:
            return False
        numerator, denominator = self.bottom
        return (n - rank + 1) * denominator <= numerator * n

    def qualifies(self, rank: int, games: int, n: int) -> bool:
        """Step 1: games needed and the top percentile, or rank 1 in a small field."""
        if games < self.rule.games_needed:
            return False
        below = self.rule.rank1_below
        return self.top_ok(rank, n) or (below is not None and n < below and rank == 1)


def _group(index: int, config: LeagueConfig) -> _Group:
    rule = config.groups[index]
    pool = ", ".join(g.name for g in config.groups[: index + 1])
    top = (rule.promote_top.numerator, rule.promote_top.denominator)
    if rule.demote_bottom is None:
        return _Group(rule, pool, _limit_text(rule.promote_top), "", top, None)
    bottom = (rule.demote_bottom.numerator, rule.demote_bottom.denominator)
    return _Group(rule, pool, _limit_text(rule.promote_top), _limit_text(rule.demote_bottom), top, bottom)


_new_standing = partial(tuple.__new__, Standing)  # C-level construction of the named tuple


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


def _steps(group: _Group, rank: int, games: int, n: int, score: Decimal, best: Decimal | None) -> int:
    """Steps earned (before the cap): 0, 1 (step 1) or 2 (also rank 1 of the pool)."""
    if not group.qualifies(rank, games, n):
        return 0
    return 2 if score == best else 1


def _why(
    group: _Group, rank: int, tied: int, games: int, n: int, steps: int, promotion: int, void: bool
) -> tuple[str, int]:
    """(the one-line reason, demotion) of a participant whose earned steps and promotion are known."""
    rule = group.rule
    parts = [f"shares rank {rank} with {tied} other{'s' if tied > 1 else ''}"] if tied else []
    if games < rule.games_needed:
        parts.append(f"{_games(games)}, {rule.games_needed} needed for promotion")
    else:
        head = f"{_games(games)}, top {percent_text(rank, n)}"
        if group.top_ok(rank, n):
            parts.append(f"{head} <= {group.top_text}: +1")
        elif steps:
            parts.append(f"{head}, rank 1 with {n} < {rule.rank1_below} participants: +1")
        else:
            parts.append(f"{head} > {group.top_text}")
        if steps == 2:
            parts.append(f"rank 1 among {group.pool}: +1")
    demotion = 0
    if group.bottom_ok(rank, n):
        limit = f"bottom {percent_text(n - rank + 1, n)} <= {group.bottom_text}"
        if steps:
            parts.append(f"{limit}, but promotion beats demotion")
        elif void:
            parts.append(f"{limit}, but the season is void: stays")
        else:
            parts.append(f"{limit}: -1")
            demotion = 1
    if not promotion and not demotion and not void:
        parts.append("stays")
    return "; ".join(parts), demotion


def _champions(
    standings: list[Standing], group_of: Mapping[int, int], config: LeagueConfig
) -> tuple[str | None, dict[str, str | None]]:
    """Season champion (best qualified) and each group's in-rank champion.

    Group X's champion is the best qualified player of X or a lower group, only
    if that player is in X. Standings are already in order (equal scores: more
    games, then registration), so "best" is the first one met.
    """
    names = [g.name for g in config.groups]
    best_upto: list[Standing | None] = [None] * len(names)
    champion: str | None = None
    for standing in standings:
        if not standing.qualified:
            continue
        champion = champion or standing.player
        for index in range(group_of[standing.tier], len(names)):
            if best_upto[index] is None:
                best_upto[index] = standing
    rank_champions: dict[str, str | None] = {}
    for index, name in enumerate(names):
        best = best_upto[index]
        rank_champions[name] = best.player if best is not None and group_of[best.tier] == index else None
    return champion, rank_champions


def _annual_points(
    standings: list[Standing],
    champion: str | None,
    rank_champions: dict[str, str | None],
    config: LeagueConfig,
) -> dict[str, Decimal]:
    """Tier points (before movement) + season champion + in-rank champion, stacked."""
    by_tier = {tier: config.annual_tier_points(tier) for tier in {s.tier for s in standings}}
    points = {s.player: by_tier[s.tier] for s in standings}
    if champion is not None:
        points[champion] += config.season_champion_points
    for player in rank_champions.values():
        if player is not None:
            points[player] += config.rank_champion_points
    return points


def compute_season(
    season: str,
    scores: Mapping[str, Decimal],
    games: Mapping[str, int],
    tiers: Mapping[str, int],
    order: Mapping[str, int],
    config: LeagueConfig,
) -> SeasonResult:
    """Standings, movement, champions and annual points of one season.

    ``scores`` and ``games`` give each participant's season score and game
    count; ``tiers`` the tier levels at the season's end before movement
    (missing: lowest); ``order`` the registration order, the last tie-break of
    the listing and of champions.
    """
    groups = [_group(index, config) for index in range(len(config.groups))]
    ordered, score_list, ranks = _ranked(scores, games, order)
    n = len(ordered)
    game_list = list(map(games.__getitem__, ordered))
    tier_list = list(map(tiers.get, ordered, repeat(0)))
    group_of = {level: config.group_of(level) for level in set(tier_list)}
    group_list = list(map(group_of.__getitem__, tier_list))
    best = _pool_best(score_list, group_list, len(groups))
    steps = [
        _steps(groups[g], rank, count, n, score, best[g])
        for rank, count, score, g in zip(ranks, game_list, score_list, group_list, strict=True)
    ]
    void = not any(steps)
    shared = Counter(ranks)
    step = cache(config.step)
    max_steps = config.max_steps
    standings = []
    for player, rank, score, count, tier, g, earned in zip(
        ordered, ranks, score_list, game_list, tier_list, group_list, steps, strict=True
    ):
        promotion = 0 if void else min(earned, max_steps)
        why, demotion = _why(groups[g], rank, shared[rank] - 1, count, n, earned, promotion, void)
        standings.append(
            _new_standing(
                (
                    player,
                    rank,
                    score,
                    count,
                    n,
                    tier,
                    promotion,
                    demotion,
                    step(tier, promotion - demotion),
                    earned > 0,
                    why,
                )
            )
        )
    champion, rank_champions = _champions(standings, group_of, config)
    return SeasonResult(
        season=season,
        participants=n,
        void=void,
        standings=tuple(standings),
        champion=champion,
        rank_champions=rank_champions,
        annual_points=_annual_points(standings, champion, rank_champions, config),
    )
