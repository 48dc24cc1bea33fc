"""The league year: annual ranking tie-breaks, the championship bracket, withdrawals, the final."""

from __future__ import annotations

from decimal import Decimal

import pytest

from taikai.competitions import formats
from taikai.competitions.formats import LeagueFormat
from taikai.competitions.league.annual import annual_ranking, championship, final_standings, year_of
from taikai.competitions.league.model import (
    AnnualEntry,
    FinalResult,
    LeagueError,
    QualifierResult,
    SeasonResult,
    Standing,
    Withdraw,
)
from taikai.contracts.wording import Wording
from taikai.reasons import Reason

CONFIG = formats.load("hitonazo-m", LeagueFormat)
WORDS = Wording("en")
NO_REASON = Reason("league_no_champion")
D = Decimal


def hand_season(
    name: str,
    lines: dict[str, tuple[str, str, int]],
    champion: str | None = None,
    rank_champions: dict[str, str | None] | None = None,
) -> SeasonResult:
    """A season given directly: player -> (annual points, season score, games)."""
    standings = tuple(
        Standing(p, 1, D(score), games, 1, 0, 0, 0, 0, False, ()) for p, (_, score, games) in lines.items()
    )
    champions = {"D": None, "C": None, "B": None, "A": None, "S": None, **(rank_champions or {})}
    points = {p: D(pts) for p, (pts, _, _) in lines.items()}
    why = dict.fromkeys(champions, NO_REASON)
    return SeasonResult(
        name, len(lines), False, standings, champion, champions, points, NO_REASON, NO_REASON, why
    )


ORDER = {p: i for i, p in enumerate(["p1", "p2", "p3", "p4", "p5", "p6"])}


def test_year_runs_december_to_november():
    assert [year_of(s, CONFIG) for s in ("2024-11", "2024-12", "2025-01", "2025-11", "2025-12")] == [
        "2024",
        "2025",
        "2025",
        "2025",
        "2026",
    ]


def test_annual_points_add_up_over_seasons():
    s1 = hand_season("2024-12", {"p1": ("61.0", "90.0", 5), "p2": ("1.0", "-90.0", 5)}, "p1", {"D": "p1"})
    s2 = hand_season("2025-01", {"p1": ("1.2", "10.0", 2)})
    (first, second) = annual_ranking([s1, s2], ORDER)
    assert first == AnnualEntry("p1", D("62.2"), 1, 1, D("100.0"), 7)
    assert second == AnnualEntry("p2", D("1.0"), 0, 0, D("-90.0"), 5)


def test_each_tie_break_in_turn():
    # Every pair below has 60.0 annual points; each pair differs first at the named tie-break.
    s1 = hand_season(
        "2024-12",
        {
            "p1": ("60.0", "0.0", 1),  # 1 season win (below)
            "p2": ("60.0", "0.0", 1),  # 0 season wins, 6 rank wins (below)
            "p3": ("60.0", "0.0", 1),  # 0 / 5 rank wins, season score 30.0 (s2)
            "p4": ("60.0", "0.0", 1),  # 0 / 5 rank wins, season score 20.0, 3 games
            "p5": ("60.0", "0.0", 1),  # same as p4 but 2 games
            "p6": ("60.0", "0.0", 1),  # same as p5: registration order decides (p5 first)
        },
        champion="p1",
    )
    s2 = hand_season(
        "2025-01",
        {
            "p3": ("0.0", "30.0", 1),
            "p4": ("0.0", "20.0", 2),
            "p5": ("0.0", "20.0", 1),
            "p6": ("0.0", "20.0", 1),
        },
    )
    wins = {"p2": 6, "p3": 5, "p4": 5, "p5": 5, "p6": 5}
    extra = []
    for player, count in wins.items():
        extra += [hand_season(f"2025-{2 + i:02d}-{player}", {}, None, {"D": player}) for i in range(count)]
    ranking = annual_ranking([s1, s2, *extra], ORDER)
    assert [e.player for e in ranking] == ["p1", "p2", "p3", "p4", "p5", "p6"]
    assert [(e.season_wins, e.rank_wins, e.score, e.games) for e in ranking] == [
        (1, 0, D("0.0"), 1),
        (0, 6, D("0.0"), 1),
        (0, 5, D("30.0"), 2),
        (0, 5, D("20.0"), 3),
        (0, 5, D("20.0"), 2),
        (0, 5, D("20.0"), 2),
    ]
    # the fallback is registration order: listing p6 first makes it win the last tie
    reversed_order = {**ORDER, "p6": -1}
    assert [e.player for e in annual_ranking([s1, s2, *extra], reversed_order)][-2:] == ["p6", "p5"]


# --------------------------------------------------------------------------- bracket


def ranking_of(count: int) -> tuple[AnnualEntry, ...]:
    return tuple(AnnualEntry(f"r{i}", D(100 - i), 0, 0, D(0), 1) for i in range(1, count + 1))


def players(*numbers: int) -> tuple[str, ...]:
    return tuple(f"r{n}" for n in numbers)


def test_seeding_of_the_top_fourteen():
    bracket = championship("2025", ranking_of(20), [], CONFIG)
    assert bracket.fields == {
        "q1_1": players(3, 4, 5, 6),
        "q1_2": players(7, 8, 9, 10),
        "q1_3": players(11, 12, 13, 14),
        "final": players(1, 2),
    }


def test_short_ranking_gives_short_fields():
    bracket = championship("2025", ranking_of(8), [], CONFIG)
    assert bracket.fields["q1_2"] == players(7, 8) and bracket.fields["q1_3"] == ()


QUALIFIERS = [
    QualifierResult("2025", "q1_1", players(5, 3, 6, 4)),  # r5, r3 -> Q3; r6 -> Q2
    QualifierResult("2025", "q1_2", players(10, 7, 8, 9)),  # r10, r7 -> Q2
    QualifierResult("2025", "q1_3", players(14, 11, 12, 13)),  # r14 -> Q2
    QualifierResult("2025", "q2", players(14, 6, 10, 7)),  # r14, r6 -> Q3
    QualifierResult("2025", "q3", players(6, 3, 5, 14)),  # r6, r3 -> final; r5 then r14 are next
]


def test_qualifier_routes():
    bracket = championship("2025", ranking_of(14), QUALIFIERS, CONFIG)
    assert bracket.fields["q2"] == players(6, 10, 7, 14)
    assert bracket.fields["q3"] == players(5, 3, 14, 6)
    assert bracket.fields["final"] == players(1, 2, 6, 3)


def test_q2_is_shown_only_once_its_feeders_are_in():
    partial = championship("2025", ranking_of(14), QUALIFIERS[:2], CONFIG)
    assert "q2" not in partial.fields and "q3" not in partial.fields
    assert championship("2025", ranking_of(14), QUALIFIERS[:3], CONFIG).fields["q2"] == players(6, 10, 7, 14)


def test_withdrawals_before_the_qualifiers_move_the_next_players_up():
    # r1 (seeded) and r8 withdraw: r2, r3 are seeded; q1_1 = r4-r7; q1_2 = r9-r12; q1_3 = r13-r16.
    actions = [Withdraw("2025", "r1"), Withdraw("2025", "r8")]
    bracket = championship("2025", ranking_of(20), actions, CONFIG)
    assert bracket.fields["final"] == players(2, 3)
    assert bracket.fields["q1_1"] == players(4, 5, 6, 7)
    assert bracket.fields["q1_2"] == players(9, 10, 11, 12)
    assert bracket.fields["q1_3"] == players(13, 14, 15, 16)


def test_finalist_withdrawal_after_the_qualifiers_takes_the_next_from_q3():
    # Q3 places: r6, r3 (finalists), then r5, r14. r1 withdraws: r5 moves up; then r3: r14 moves up.
    actions = [*QUALIFIERS, Withdraw("2025", "r1"), Withdraw("2025", "r3")]
    bracket = championship("2025", ranking_of(14), actions, CONFIG)
    assert bracket.fields["final"] == players(5, 2, 6, 14)
    assert "championship 2025: finalist r3 withdrew after the qualifiers: r14 moves up" in map(
        WORDS, bracket.log
    )


def test_withdrawal_during_the_qualifiers_is_refused():
    with pytest.raises(LeagueError, match="during the qualifiers"):
        championship("2025", ranking_of(14), [QUALIFIERS[0], Withdraw("2025", "r9")], CONFIG)


def test_qualifier_results_are_checked():
    with pytest.raises(LeagueError, match="its players are r3, r4, r5, r6"):
        championship("2025", ranking_of(14), [QualifierResult("2025", "q1_1", players(3, 4, 5, 7))], CONFIG)
    with pytest.raises(LeagueError, match="before the results of its feeder tables"):
        championship("2025", ranking_of(14), [QualifierResult("2025", "q2", players(6, 10, 7, 14))], CONFIG)
    with pytest.raises(LeagueError, match="unknown qualifier table"):
        championship("2025", ranking_of(14), [QualifierResult("2025", "q9", ())], CONFIG)


def test_final_halves_the_first_three_hanchan():
    # Three hanchan: a +50.0 +50.0 +10.1 = 110.1 -> 55.05, halved up to 0.1 pt -> 55.1;
    # b 0 +30 +30 = 60 -> 30.0; c -20 -40 -20 = -80 -> -40.0;
    # d -30.0 -40.0 -20.1 = -90.1 -> -45.05, halved up (toward +infinity) -> -45.0.
    # Last hanchan: a -30.0 -> 25.1; b +50.0 -> 80.0; c +10.0 -> -30.0; d -30.0 -> -75.0.
    # Places: b, a, c, d -> special promotions +3, +2, +1, +1.
    hanchan = [
        {"a": D("50.0"), "b": D("0.0"), "c": D("-20.0"), "d": D("-30.0")},
        {"a": D("50.0"), "b": D("30.0"), "c": D("-40.0"), "d": D("-40.0")},
        {"a": D("10.1"), "b": D("30.0"), "c": D("-20.0"), "d": D("-20.1")},
        {"a": D("-30.0"), "b": D("50.0"), "c": D("10.0"), "d": D("-30.0")},
    ]
    result = final_standings(hanchan, ["a", "b", "c", "d"], ["a", "b", "c", "d"], CONFIG)
    assert [(f.player, f.carry, f.total, f.place, f.promotion) for f in result] == [
        ("b", D("30.0"), D("80.0"), 1, 3),
        ("a", D("55.1"), D("25.1"), 2, 2),
        ("c", D("-40.0"), D("-30.0"), 3, 1),
        ("d", D("-45.0"), D("-75.0"), 4, 1),
    ]


def test_final_tie_goes_to_the_better_annual_rank():
    hanchan = [{"a": D("0.0"), "b": D("0.0"), "c": D("0.0"), "d": D("0.0")}] * 4
    result = final_standings(hanchan, ["a", "b", "c", "d"], ["c", "a", "d", "b"], CONFIG)
    assert [f.player for f in result] == ["c", "a", "d", "b"]


def test_final_needs_the_finalists_and_the_hanchan_count():
    final = FinalResult("2025", ({"r1": D(0)},) * 4)
    with pytest.raises(LeagueError, match="before the qualifiers ended"):
        championship("2025", ranking_of(14), [final], CONFIG)
    with pytest.raises(LeagueError, match="needs 3 \\+ 1 hanchan"):
        championship("2025", ranking_of(14), [*QUALIFIERS, FinalResult("2025", ())], CONFIG)
    with pytest.raises(LeagueError, match="the finalists are r1, r2, r6, r3"):
        championship("2025", ranking_of(14), [*QUALIFIERS, final], CONFIG)
