"""One season of the ranked league: standings, exact percentiles, movement with reasons, champions.

Six players of D3, the first with 5 games (the document's own example):

>>> from decimal import Decimal as D
>>> totals = {f"p{i}": (D(60 - 20 * i), 5 if i == 1 else 2) for i in range(1, 7)}
>>> season = compute_season("2025-03", totals, {}, {p: i for i, p in enumerate(totals)}, LeagueConfig())
>>> first = season.standings[0]
>>> first.rank, percent(first.top_pct), first.next_tier, first.why
(1, Decimal('16.67'), 2, '5 games, top 16.67% <= 60%: +1; rank 1 among D: +1')
>>> season.champion, season.rank_champions["D"], season.annual_points["p1"]
('p1', 'p1', Decimal('61.0'))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from taikai.competitions.league_model import GroupRule, LeagueConfig, SeasonResult, Standing

HUNDREDTH = Decimal("0.01")


def percent(value: Fraction) -> Decimal:
    """A fraction as a percentage rounded half up to two decimals, for display only.

    >>> percent(Fraction(1, 6)), percent(Fraction(2, 6)), percent(Fraction(1))
    (Decimal('16.67'), Decimal('33.33'), Decimal('100.00'))
    """
    return (Decimal(value.numerator) * 100 / Decimal(value.denominator)).quantize(HUNDREDTH, ROUND_HALF_UP)


def _pct_text(value: Fraction) -> str:
    return f"{percent(value)}%"


def _limit_text(value: Fraction) -> str:
    """A rule's threshold without trailing zeros (60%, 33.33%)."""
    return f"{percent(value).normalize():f}%"


@dataclass(frozen=True, slots=True)
class _Row:
    player: str
    score: Decimal
    games: int
    rank: int
    tied: int  # how many others share the rank
    tier: int
    group: int


def _rank_rows(
    totals: Mapping[str, tuple[Decimal, int]],
    tiers: Mapping[str, int],
    order: Mapping[str, int],
    config: LeagueConfig,
) -> list[_Row]:
    """Participants best first; equal scores share the better rank (listed: more games, then registration)."""
    ordered = sorted(totals, key=lambda p: (-totals[p][0], -totals[p][1], order[p]))
    ranks: list[int] = []
    for index, player in enumerate(ordered):
        same = index and totals[player][0] == totals[ordered[index - 1]][0]
        ranks.append(ranks[-1] if same else index + 1)
    counts: dict[int, int] = {}
    for rank in ranks:
        counts[rank] = counts.get(rank, 0) + 1
    rows = []
    for player, rank in zip(ordered, ranks, strict=True):
        tier = tiers.get(player, 0)
        score, games = totals[player]
        rows.append(_Row(player, score, games, rank, counts[rank] - 1, tier, config.group_of(tier)))
    return rows


def _pool_best(rows: list[_Row], group_count: int) -> list[Decimal | None]:
    """Best season score among players of each group and every lower group."""
    best: list[Decimal | None] = [None] * group_count
    for row in rows:
        current = best[row.group]
        if current is None or row.score > current:
            best[row.group] = row.score
    running: Decimal | None = None
    for index, value in enumerate(best):
        if value is not None and (running is None or value > running):
            running = value
        best[index] = running
    return best


@dataclass(frozen=True, slots=True)
class _Verdict:
    qualified: bool
    steps: int
    demote: bool
    parts: tuple[str, ...]


def _games(count: int) -> str:
    return f"{count} game{'' if count == 1 else 's'}"


def _step1(row: _Row, rule: GroupRule, n: int) -> tuple[bool, str]:
    """Step 1: games needed and the top percentile (or rank 1 in a small field)."""
    if row.games < rule.games_needed:
        return False, f"{_games(row.games)}, {rule.games_needed} needed for promotion"
    top = Fraction(row.rank, n)
    head = f"{_games(row.games)}, top {_pct_text(top)}"
    if top <= rule.promote_top:
        return True, f"{head} <= {_limit_text(rule.promote_top)}: +1"
    if rule.rank1_below is not None and n < rule.rank1_below and row.rank == 1:
        return True, f"{head}, rank 1 with {n} < {rule.rank1_below} participants: +1"
    return False, f"{head} > {_limit_text(rule.promote_top)}"


def _verdict(row: _Row, n: int, pool_best: list[Decimal | None], config: LeagueConfig) -> _Verdict:
    rule = config.groups[row.group]
    qualified, text = _step1(row, rule, n)
    parts = [text]
    steps = 1 if qualified else 0
    if qualified and row.score == pool_best[row.group]:
        names = ", ".join(g.name for g in config.groups[: row.group + 1])
        steps += 1
        parts.append(f"rank 1 among {names}: +1")
    steps = min(steps, config.max_steps)
    demote = False
    if rule.demote_bottom is None:
        return _Verdict(qualified, steps, demote, tuple(parts))
    bottom = Fraction(n - row.rank + 1, n)
    if bottom <= rule.demote_bottom:
        limit = f"bottom {_pct_text(bottom)} <= {_limit_text(rule.demote_bottom)}"
        demote = not qualified
        parts.append(f"{limit}: -1" if demote else f"{limit}, but promotion beats demotion")
    return _Verdict(qualified, steps, demote, tuple(parts))


def _standing(row: _Row, verdict: _Verdict, n: int, void: bool, config: LeagueConfig) -> Standing:
    parts = list(verdict.parts)
    if row.tied:
        parts.insert(0, f"shares rank {row.rank} with {row.tied} other{'s' if row.tied > 1 else ''}")
    promotion, demotion = verdict.steps, int(verdict.demote)
    if void and verdict.demote:
        parts[-1] = parts[-1].removesuffix(": -1") + ", but the season is void: stays"
        demotion = 0
    if not promotion and not demotion and not void:
        parts.append("stays")
    next_tier = config.step(row.tier, promotion - demotion)
    return Standing(
        player=row.player,
        rank=row.rank,
        score=row.score,
        games=row.games,
        top_pct=Fraction(row.rank, n),
        bottom_pct=Fraction(n - row.rank + 1, n),
        tier=row.tier,
        promotion=promotion,
        demotion=demotion,
        next_tier=next_tier,
        qualified=verdict.qualified,
        why="; ".join(parts),
    )


def _champions(standings: list[Standing], config: LeagueConfig) -> tuple[str | None, dict[str, str | None]]:
    """Season champion (best qualified) and each group's in-rank champion.

    Group X's champion is the best qualified player of X or a lower group, only
    if that player is in X.
    """
    names = [g.name for g in config.groups]
    best_upto: list[Standing | None] = [None] * len(names)
    champion: str | None = None
    for standing in standings:
        if not standing.qualified:
            continue
        champion = champion or standing.player
        group = config.group_of(standing.tier)
        for index in range(group, len(names)):
            if best_upto[index] is None:
                best_upto[index] = standing
    rank_champions: dict[str, str | None] = {}
    for index, name in enumerate(names):
        best = best_upto[index]
        inside = best is not None and config.group_of(best.tier) == index
        rank_champions[name] = best.player if best is not None and inside else None
    return champion, rank_champions


def _annual_points(
    standings: list[Standing],
    champion: str | None,
    rank_champions: dict[str, str | None],
    config: LeagueConfig,
) -> dict[str, Decimal]:
    """Tier points (before movement) + season champion + in-rank champion, stacked."""
    points = {s.player: config.annual_tier_points(s.tier) for s in standings}
    if champion is not None:
        points[champion] += config.season_champion_points
    for player in rank_champions.values():
        if player is not None:
            points[player] += config.rank_champion_points
    return points


def compute_season(
    season: str,
    totals: Mapping[str, tuple[Decimal, int]],
    tiers: Mapping[str, int],
    order: Mapping[str, int],
    config: LeagueConfig,
) -> SeasonResult:
    """Standings, movement, champions and annual points of one season.

    ``totals`` maps each participant to (season score, games); ``tiers`` gives
    tier levels at the season's end before movement (missing: lowest);
    ``order`` is the registration order, the last tie-break of the listing.
    """
    rows = _rank_rows(totals, tiers, order, config)
    n = len(rows)
    best = _pool_best(rows, len(config.groups))
    verdicts = [_verdict(row, n, best, config) for row in rows]
    void = not any(v.qualified for v in verdicts)
    if void:
        verdicts = [_Verdict(False, 0, v.demote, v.parts) for v in verdicts]
    standings = [_standing(row, v, n, void, config) for row, v in zip(rows, verdicts, strict=True)]
    champion, rank_champions = _champions(standings, config)
    return SeasonResult(
        season=season,
        participants=n,
        void=void,
        standings=tuple(standings),
        champion=champion,
        rank_champions=rank_champions,
        annual_points=_annual_points(standings, champion, rank_champions, config),
    )
