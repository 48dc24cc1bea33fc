"""One season: ranks, exact percentiles, promotion and demotion at their boundaries, void, champions.

Numbers are worked out by hand from COMPETITIONS.md section A and seed 000
sections 3 and 4; the working is in the comments.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest

from taikai.competitions import formats
from taikai.competitions.formats import LeagueFormat
from taikai.competitions.league.model import LeagueError, ladder
from taikai.competitions.league.season import compute_season, percent
from taikai.contracts.wording import Wording

HITONAZO = formats.load("hitonazo-m", LeagueFormat)
TIERS = ladder(HITONAZO)
WORDS = Wording("en")


def copied(groups: dict[int, dict[str, Any]] | None = None, **changes: Any) -> LeagueFormat:
    """A copy of the preset with some fields changed (``groups``: group index -> its changed fields),
    validated as a format file is."""
    data = formats.to_mapping(HITONAZO) | {"name": "copy", **changes}
    data["groups"] = [group | (groups or {}).get(index, {}) for index, group in enumerate(data["groups"])]
    return formats.from_mapping(data, "copy.toml", LeagueFormat)


def season(rows: list[tuple[str, str, int, str]], fmt: LeagueFormat = HITONAZO):
    """rows: (player, score, games, tier name), in registration order."""
    scores = {p: Decimal(score) for p, score, _, _ in rows}
    games = {p: count for p, _, count, _ in rows}
    tiers = {p: ladder(fmt).parse_tier(tier) for p, _, _, tier in rows}
    order = {p: i for i, (p, *_) in enumerate(rows)}
    return compute_season("2025-03", scores, games, tiers, order, fmt)


def why(standing) -> str:
    """A standing's reason in English."""
    return WORDS.parts(standing.why)


def by_player(result):
    return {s.player: s for s in result.standings}


def six(tier: str, games: int = 9):
    """The document's six participants, all in one tier, scores 60, 40, ..., -40."""
    return season([(f"p{i}", str(80 - 20 * i), games, tier) for i in range(1, 7)])


# --------------------------------------------------------------------------- percentiles


def test_document_example_percentiles():
    # Seed 000 section 3: N = 6, 1st is top 16.67%, 2nd top 33.33%; the last is 100%.
    # Section 4: 6th is bottom 16.67%, 5th bottom 33.33%; the first is bottom 100%.
    result = six("D3")
    tops = [s.top_pct for s in result.standings]
    bottoms = [s.bottom_pct for s in result.standings]
    assert tops == [Fraction(r, 6) for r in range(1, 7)]
    assert bottoms == [Fraction(7 - r, 6) for r in range(1, 7)]
    assert [percent(t.numerator, t.denominator) for t in tops[:2]] == [Decimal("16.67"), Decimal("33.33")]
    assert percent(1, 6) == Decimal("16.67") and percent(2, 6) == Decimal("33.33")
    assert percent(6, 6) == Decimal("100.0")


@pytest.mark.parametrize(
    ("tier", "qualified"),
    [
        # 1st (16.67%) meets every group's condition: S and A only through "rank 1 when N < 7".
        # 2nd (33.33%) meets C (45%) and D (60%), not B (30%). 3rd (50%) meets only D. 4th (66.67%) none.
        ("S1", {"p1"}),
        ("A2", {"p1"}),
        ("B1", {"p1"}),
        ("C3", {"p1", "p2"}),
        ("D2", {"p1", "p2", "p3"}),
    ],
)
def test_document_example_who_meets_promotion(tier, qualified):
    result = six(tier)
    assert {s.player for s in result.standings if s.qualified} == qualified


@pytest.mark.parametrize(
    ("tier", "demoted"),
    [
        # bottom pct: 6th 1/6, 5th 2/6, 4th 3/6, 3rd 4/6.
        ("D1", set()),  # D is never demoted
        ("C1", {"p6"}),  # 1/6 <= 20% < 2/6
        ("B2", {"p5", "p6"}),  # 2/6 <= 35% < 3/6
        ("A3", {"p4", "p5", "p6"}),  # exactly 3/6 = 50% is demoted
        ("S2", {"p4", "p5", "p6"}),  # 3/6 <= 65% < 4/6
    ],
)
def test_document_example_who_is_demoted(tier, demoted):
    result = six(tier)
    assert {s.player for s in result.standings if s.demotion} == demoted


# --------------------------------------------------------------------------- promotion boundaries


def test_exactly_sixty_percent_and_exactly_five_games():
    # N = 5 in D3: rank 3 is top 3/5 = exactly 60% -> +1 with exactly 5 games; rank 4 is 80%.
    # p2 has 4 games: 40% would qualify but 5 games are needed.
    result = season(
        [
            ("p1", "50.0", 5, "D3"),
            ("p2", "30.0", 4, "D3"),
            ("p3", "10.0", 5, "D3"),
            ("p4", "-40.0", 5, "D3"),
            ("p5", "-50.0", 9, "D3"),
        ]
    )
    s = by_player(result)
    assert s["p3"].top_pct == Fraction(3, 5) and s["p3"].promotion == 1
    assert why(s["p3"]) == "5 games, top 60.0% <= 60%: +1"
    assert s["p4"].promotion == 0 and why(s["p4"]) == "5 games, top 80.0% > 60%; stays"
    assert s["p2"].promotion == 0 and why(s["p2"]) == "4 games, 5 needed for promotion; stays"
    assert [r.code for r in s["p2"].why] == ["not_enough_games", "league_stays"]
    # p1: 20% <= 60% and the best score of group D -> +2, D3 -> D1.
    assert (s["p1"].promotion, TIERS.tier_name(s["p1"].next_tier)) == (2, "D1")


def test_b_and_c_need_their_own_game_counts():
    # N = 10; B needs 7 games and top 30%; C needs 5 games and top 45%.
    rows = [(f"x{i}", str(100 - i), 9, "D3") for i in range(1, 11)]
    rows[0] = ("b7", "200.0", 7, "B3")  # rank 1, exactly 7 games: qualifies
    rows[1] = ("b6", "199.0", 6, "B3")  # rank 2, 6 games: does not
    rows[2] = ("c5", "198.0", 5, "C1")  # rank 3, 30% <= 45%, exactly 5 games
    s = by_player(season(rows))
    assert s["b7"].qualified and not s["b6"].qualified and s["c5"].qualified
    # b7: 10% <= 30% and best of D, C, B -> +2 (B3 -> B1). c5: rank 1 among D, C? b7 and b6 are in B,
    # so c5 is the best of D and C -> +2 (C1 -> B2).
    assert TIERS.tier_name(s["b7"].next_tier) == "B1"
    assert TIERS.tier_name(s["c5"].next_tier) == "B2"


def test_fifteen_percent_boundary_for_a():
    # N = 20 in A: rank 3 is exactly 15% -> +1; rank 4 is 20% -> nothing.
    rows = [(f"a{i}", str(100 - i), 9, "A2") for i in range(1, 21)]
    s = by_player(season(rows))
    assert s["a3"].promotion == 1 and s["a4"].promotion == 0
    assert s["a1"].promotion == 2  # also rank 1 among D..A


def test_rank_one_rule_below_seven_participants():
    # A with N = 6: rank 1 is 16.67% > 15%, qualifies only by "rank 1 when N < 7".
    six_players = six("A1")
    first = six_players.standings[0]
    assert first.qualified and "rank 1 with 6 < 7 participants" in why(first)
    assert first.why[0].code == "league_small_field"
    # Without that rule (a copied format) nobody qualifies: the season is void.
    no_rule_format = copied({3: {"small_field_below": None}, 4: {"small_field_below": None}})
    no_rule = season([(f"p{i}", str(80 - 20 * i), 9, "A1") for i in range(1, 7)], no_rule_format)
    assert no_rule.void and not any(s.qualified for s in no_rule.standings)
    assert no_rule.void_why.code == "league_void_season"
    # N = 7: rank 1 is 1/7 = 14.29% <= 15%, by percentile; rank 2 (28.57%) does not qualify.
    seven = season([(f"p{i}", str(80 - 20 * i), 9, "A1") for i in range(1, 8)])
    assert why(seven.standings[0]).startswith("9 games, top 14.29% <= 15%")
    assert not seven.standings[1].qualified


def test_second_step_pools_by_group():
    # N = 10. s1 (S) is rank 1. c1 (C) rank 2: 20% <= 45%, the best of D and C -> +2.
    # d1 (D) rank 3: 30% <= 60%, the best of D alone -> +2. d2 rank 4: 40% -> +1 only.
    # b1 (B) rank 5: 50% > 30% -> nothing. s1: 10% <= 15%, rank 1 of everybody -> +2.
    rows = [
        ("s1", "90", 9, "S1"),
        ("c1", "80", 9, "C2"),
        ("d1", "70", 9, "D3"),
        ("d2", "60", 9, "D3"),
        ("b1", "50", 9, "B2"),
    ] + [(f"z{i}", str(-i), 9, "D3") for i in range(5)]
    s = by_player(season(rows))
    assert [s[p].promotion for p in ("s1", "c1", "d1", "d2", "b1")] == [2, 2, 2, 1, 0]
    assert [TIERS.tier_name(s[p].next_tier) for p in ("s1", "c1", "d1")] == ["S3", "B3", "D1"]
    assert "rank 1 among D, C: +1" in why(s["c1"])


def test_max_steps_is_a_cap():
    rows = [(f"p{i}", str(80 - 20 * i), 9, "D3") for i in range(1, 7)]
    capped = by_player(season(rows, copied(max_steps=1)))
    assert capped["p1"].promotion == 1
    assert why(capped["p1"]).endswith("rank 1 among D: +1; promotion capped at +1 in a season")


# --------------------------------------------------------------------------- demotion, void, ladder


def test_promotion_beats_demotion():
    # With C at promote 60% / demote 60% (config), N = 5 rank 3 is top 60% and bottom 60%:
    # it meets both, so it is promoted and not demoted.
    rows = [(f"p{i}", str(50 - 10 * i), 5, "C3") for i in range(1, 6)]
    s = by_player(season(rows, copied({1: {"promote_top": 60, "demote_bottom": 60}})))
    assert (s["p3"].promotion, s["p3"].demotion) == (1, 0)
    assert "but promotion beats demotion" in why(s["p3"])
    assert s["p4"].demotion == 1


def test_void_season_nobody_moves():
    # Nobody has 5 games: no promotion condition is met, so the C player at the bottom stays.
    rows = [(f"p{i}", str(30 - 10 * i), 4, "D3") for i in range(1, 6)] + [("c", "-90", 4, "C1")]
    result = season(rows)
    assert result.void and result.champion is None
    assert all(v is None for v in result.rank_champions.values())
    bottom = by_player(result)["c"]
    assert (bottom.demotion, bottom.next_tier) == (0, bottom.tier)
    assert why(bottom).endswith("but the season is void: stays")
    # tier points are still given: D3 1.0, C1 2.2
    assert result.annual_points == {**{f"p{i}": Decimal("1.0") for i in range(1, 6)}, "c": Decimal("2.2")}


def test_ladder_edges():
    assert TIERS.tier_name(TIERS.step(TIERS.parse_tier("S1"), -1)) == "A1"
    assert TIERS.tier_name(TIERS.step(TIERS.parse_tier("C3"), -1)) == "D1"
    assert TIERS.tier_name(TIERS.step(TIERS.parse_tier("A1"), 2)) == "S2"
    assert TIERS.tier_name(TIERS.step(TIERS.parse_tier("S9"), 2)) == "S11"
    assert TIERS.step(0, -1) == 0
    with pytest.raises(LeagueError, match="unknown tier 'E1'"):
        TIERS.parse_tier("E1")
    with pytest.raises(LeagueError):
        TIERS.parse_tier("D4")


def test_ties_share_the_better_rank():
    # 10, 10, 5, 5, 5, 0 -> ranks 1 1 3 3 3 6; the listing puts more games first.
    rows = [("a", "10", 5, "D3"), ("b", "10", 6, "D3"), ("c", "5", 5, "D3")]
    rows += [("d", "5", 5, "D3"), ("e", "5", 5, "D3"), ("f", "0", 5, "D3")]
    result = season(rows)
    assert [(s.player, s.rank) for s in result.standings] == [
        ("b", 1),
        ("a", 1),
        ("c", 3),
        ("d", 3),
        ("e", 3),
        ("f", 6),
    ]
    # both firsts are rank 1 among D: +2 each; the three thirds are top 3/6 = 50% <= 60%.
    s = by_player(result)
    assert s["a"].promotion == s["b"].promotion == 2
    assert s["e"].promotion == 1 and why(s["e"]).startswith("rank 3 shared by 3 players; 5 games, top 50.0%")


# --------------------------------------------------------------------------- champions and annual points


def test_champions_when_a_lower_group_player_tops_the_field():
    # N = 10. d (D3) is rank 1 and qualifies; c (C1) rank 2 qualifies (20% <= 45%); a (A1) rank 3 does not
    # (30% > 15%); s (S1) rank 4 does not. Season champion d. D champion d. C, B, A, S: the best qualified
    # player at or below each group is d, who is in D -> no champion for C, B, A, S.
    rows = [("d", "90", 5, "D3"), ("c", "80", 5, "C1"), ("a", "70", 9, "A1"), ("s", "60", 9, "S1")]
    rows += [(f"z{i}", str(-i), 5, "D3") for i in range(6)]
    result = season(rows)
    assert result.champion == "d"
    assert result.rank_champions == {"D": "d", "C": None, "B": None, "A": None, "S": None}
    # annual points: d 1.0 + 50 + 10 = 61.0; c 2.2 (C1), a 4.2 (A1), s 5.0 (any S).
    pts = result.annual_points
    assert (pts["d"], pts["c"], pts["a"], pts["s"]) == (
        Decimal("61.0"),
        Decimal("2.2"),
        Decimal("4.2"),
        Decimal("5.0"),
    )


def test_rank_champion_of_own_group_when_higher_group_wins():
    # N = 10. s (S2) rank 1, 10% <= 15%: season champion and S champion (best qualified at or below S).
    # b (B2) rank 2, 20% <= 30%: the best qualified at or below B and at or below A (a is not qualified)
    # -> B champion, A none. c (C3) rank 4 (40% <= 45%) -> C champion. d (D1) rank 5 (50% <= 60%) -> D.
    rows = [("s", "90", 9, "S2"), ("b", "80", 7, "B2"), ("a", "70", 9, "A3"), ("c", "60", 5, "C3")]
    rows += [("d", "50", 5, "D1")] + [(f"z{i}", str(-i), 1, "D3") for i in range(5)]
    result = season(rows)
    assert result.champion == "s"
    assert result.rank_champions == {"D": "d", "C": "c", "B": "b", "A": None, "S": "s"}
    # s: S 5.0 + 50 + 10 = 65.0; b: B2 3.1 + 10 = 13.1; d: D1 1.2 + 10 = 11.2; a (A3): 4.0; z: D3 1.0
    assert result.annual_points["s"] == Decimal("65.0")
    assert result.annual_points["b"] == Decimal("13.1")
    assert result.annual_points["d"] == Decimal("11.2")
    assert result.annual_points["a"] == Decimal("4.0")
