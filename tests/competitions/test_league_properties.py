"""Invariants of a season and of a whole history, over random inputs (hypothesis)."""

from __future__ import annotations

import itertools
import random
from datetime import datetime, timedelta
from decimal import Decimal
from fractions import Fraction
from zoneinfo import ZoneInfo

from hypothesis import given, settings
from hypothesis import strategies as st

from taikai.competitions import formats
from taikai.competitions.formats import LeagueFormat
from taikai.competitions.league import Game, League, Player, ladder, run_league
from taikai.competitions.league.season import compute_season
from taikai.errors import TaikaiError
from taikai.game.settle import settle
from taikai.rules import load

CONFIG = formats.load("hitonazo-m", LeagueFormat)
TIERS = ladder(CONFIG)
HITONAZO = load("hitonazo-m")

rows = st.lists(
    st.tuples(
        st.integers(-300, 300),  # score in tenths of pt, small range to force ties
        st.integers(1, 12),  # games
        st.integers(0, 16),  # tier level (D3 .. S5)
    ),
    min_size=1,
    max_size=25,
)


def run_season(data):
    scores = {f"p{i}": Decimal(score).scaleb(-1) for i, (score, _, _) in enumerate(data)}
    games = {f"p{i}": count for i, (_, count, _) in enumerate(data)}
    tiers = {f"p{i}": tier for i, (_, _, tier) in enumerate(data)}
    return compute_season("2025-03", scores, games, tiers, {p: i for i, p in enumerate(scores)}, CONFIG)


@settings(max_examples=150, deadline=None)
@given(rows)
def test_season_invariants(data):
    result = run_season(data)
    n = result.participants
    standings = result.standings
    assert n == len(data) == len(standings)
    for before, after in itertools.pairwise(standings):
        assert before.score >= after.score
        assert before.rank == after.rank if before.score == after.score else after.rank > before.rank
    for s in standings:
        assert s.rank == 1 + sum(other.score > s.score for other in standings)  # shared better rank
        assert s.top_pct == Fraction(s.rank, n) and s.bottom_pct == Fraction(n - s.rank + 1, n)
        assert 0 <= s.promotion <= CONFIG.max_steps and s.demotion in (0, 1)
        assert not (s.promotion and s.demotion)
        assert not (s.qualified and s.demotion)  # promotion beats demotion
        assert s.promotion == 0 or s.qualified
        assert s.next_tier == TIERS.step(s.tier, s.promotion - s.demotion)
        if TIERS.group_name(s.tier) == "D":
            assert s.demotion == 0
    assert result.void == (not any(s.qualified for s in standings))
    if result.void:
        assert all(s.promotion == s.demotion == 0 for s in standings) and result.champion is None


@settings(max_examples=150, deadline=None)
@given(rows)
def test_champions_and_annual_points(data):
    result = run_season(data)
    qualified = [s for s in result.standings if s.qualified]
    if qualified:
        best = min(s.rank for s in qualified)
        champion = next(s for s in result.standings if s.player == result.champion)
        assert champion.qualified and champion.rank == best
    for group, player in result.rank_champions.items():
        if player is None:
            continue
        winner = next(s for s in result.standings if s.player == player)
        assert TIERS.group_name(winner.tier) == group and winner.qualified
        # nobody qualified at or below the group ranks better
        index = [g.name for g in TIERS.groups].index(group)
        assert all(s.rank >= winner.rank for s in qualified if TIERS.group_of(s.tier) <= index)
    expected = sum((TIERS.annual_tier_points(s.tier) for s in result.standings), Decimal(0))
    expected += CONFIG.season_champion_points * (result.champion is not None)
    expected += CONFIG.rank_champion_points * sum(p is not None for p in result.rank_champions.values())
    assert sum(result.annual_points.values(), Decimal(0)) == expected


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000))
def test_game_order_does_not_change_the_result(seed):
    rng = random.Random(seed)
    players = tuple(Player(f"p{i}", f"P{i}", rng.randrange(0, 14)) for i in range(12))
    start = datetime.fromisoformat("2025-01-01T12:00:00+09:00")
    games = []
    for index in range(60):
        seats = rng.sample([p.id for p in players], 4)
        first = Decimal(rng.randrange(0, 800)).scaleb(-1)
        scores = (first, Decimal("5.0"), Decimal("-10.0"), -first + Decimal("5.0"))
        games.append(
            Game(f"g{index}", start + timedelta(days=rng.randrange(0, 120)), tuple(seats), scores=scores)
        )
    shuffled = games[:]
    rng.shuffle(shuffled)
    one = run_league(League(CONFIG, players, tuple(games)))
    two = run_league(League(CONFIG, players, tuple(shuffled)))
    assert one.seasons == two.seasons and one.years == two.years
    assert sorted(r.game for r in one.rejected) == sorted(r.game for r in two.rejected)


def _naive_intake(games, roster, ruleset):
    """Each game on its own, checks in the documented order, settle() per game: (sums, refusals)."""
    zone = ZoneInfo(CONFIG.timezone)
    seen, refused, sums = set(), [], {}
    for game in games:
        local = game.played_at.astimezone(zone)
        if game.id in seen:
            refused.append((game.id, "duplicate_game"))
            continue
        seen.add(game.id)
        if len(set(game.seats)) != 4:
            refused.append((game.id, "bad_game"))
        elif not set(game.seats) <= set(roster):
            refused.append((game.id, "unknown_player"))
        elif local.day > CONFIG.season_last_day:
            refused.append((game.id, "maintenance"))
        else:
            try:
                scores = game.scores or [r.score for r in settle(game.points, ruleset, game.deposits).results]
            except TaikaiError as error:
                refused.append((game.id, error.code))
                continue
            season = sums.setdefault(f"{local.year:04d}-{local.month:02d}", {})
            for player, score in zip(game.seats, scores, strict=True):
                total, count = season.get(player, (Decimal("0.0"), 0))
                season[player] = (total + score, count + 1)
    return sums, refused


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000))
def test_the_intake_agrees_with_checking_each_game_on_its_own(seed):
    # One path for every game (table points with deposits, settled scores, maintenance days, repeated
    # ids and seats, strangers, points that do not add up) against a naive game-by-game oracle.
    rng = random.Random(seed)
    roster = tuple(f"p{i}" for i in range(9))
    start = datetime.fromisoformat("2025-02-20T12:00:00+09:00")
    games = []
    for index in range(60):
        seats = rng.sample([*roster, "stranger"] if rng.random() < 0.05 else roster, 4)
        if rng.random() < 0.05:
            seats[3] = seats[0]
        when = start + timedelta(days=rng.randrange(0, 40), minutes=rng.randrange(0, 1440))
        if rng.random() < 0.5:
            first = Decimal(rng.randrange(-400, 800)).scaleb(-1)
            game = Game(
                f"g{index}", when, tuple(seats), scores=(first, Decimal("0.0"), Decimal("-0.5"), -first)
            )
        else:
            deposits = rng.choice((0, 0, 1, 2))
            points = [rng.randrange(-50, 600) * 100, rng.choice((25000, 30000)), rng.randrange(0, 400) * 100]
            points.append(100_000 - 1000 * deposits - sum(points) + rng.choice((0,) * 19 + (100,)))
            game = Game(f"g{index}", when, tuple(seats), points=tuple(points), deposits=deposits)
        games.append(game)
    games += [games[0], games[7]]
    players = tuple(Player(p, p) for p in roster)
    result = run_league(League(CONFIG, players, tuple(games)), HITONAZO)
    sums, refused = _naive_intake(games, roster, HITONAZO)
    assert [(r.game, r.code) for r in result.rejected] == refused
    got = {s.season: {r.player: (r.score, r.games) for r in s.standings} for s in result.seasons}
    assert got == sums
