"""An M-League-shaped season on the stage engine: 9 teams of 4, a regular season, a semifinal of the
top 6 carrying half, a final of the top 4 carrying half; every number worked by hand below.

The format is the ``mleague-season`` preset with shorter stages (4, 2 and 2 games per team instead
of 96, 20 and 16): the shape is data, so a copy changes only the game counts.

Scores under ``mleague`` (return 30000, uma with oka +50 +10 -10 -30, 100-point precision):
score = (points - 30000) / 1000 + uma of the place.
"""

from __future__ import annotations

import random
from decimal import Decimal
from itertools import combinations

import pytest

from taikai.competitions import formats
from taikai.competitions.carry import halve
from taikai.competitions.formats.staged import StagedFormat
from taikai.competitions.stages.codes import BadStages, Fault, Why
from taikai.competitions.stages.engine import Competitors, Game, Member, run_stages, settle_games
from taikai.i18n import words
from taikai.rules import load as load_rules

D = Decimal
PRESET = formats.load("mleague-season", StagedFormat)
RULESET = load_rules(PRESET.ruleset)
TEAMS = tuple(f"T{i}" for i in range(1, 10))


def shortened() -> StagedFormat:
    data = formats.to_mapping(PRESET)
    for stage, games in zip(data["stages"], (4, 2, 2), strict=True):
        stage["games"] = games
    return formats.from_mapping(data, "short season", StagedFormat)


FORMAT = shortened()

# Rosters: T1..T9 with players a..d; T9's d leaves after game 4 and e joins from game 5.
ROSTER = (
    *(
        Member(team, f"{team}{letter}", last=4 if (team, letter) == ("T9", "d") else None)
        for team in TEAMS
        for letter in "abcd"
    ),
    Member("T9", "T9e", first=5),
)
COMPETITORS = Competitors(teams=TEAMS, roster=ROSTER)


def game(stage: str, seats: str, *points: int) -> Game:
    """``seats``: "T1a T2b ..." (team and player letter) in seat order E S W N."""
    players = tuple(seats.split())
    return Game(stage, players, points, teams=tuple(p[:2] for p in players))


# Regular season: 9 games, each team 4 (teams k, k+1, k+3, k+7 mod 9 in game k); each team plays a,
# b, c, d in turn (T9: a, b, e, c: d left after game 4).
REGULAR = [
    # g1: T1 45000 -> +15+50 = 65.0; T2 30000 -> 0+10 = 10.0; T4 15000 -> -15-10 = -25.0;
    #     T8 10000 -> -20-30 = -50.0
    game("regular", "T1a T2a T4a T8a", 45000, 30000, 15000, 10000),
    # g2: T2 58.7 (38700: 8.7+50), T3 11.3 (31300: 1.3+10), T5 -19.9 (20100: -9.9-10),
    #     T9 -50.1 (9900: -20.1-30)
    game("regular", "T2b T3a T5a T9a", 38700, 31300, 20100, 9900),
    # g3: T3 72.0 (52000), T4 4.0 (24000: -6+10), T6 -26.0 (14000: -16-10), T1 -50.0 (10000)
    game("regular", "T3b T4b T6a T1b", 52000, 24000, 14000, 10000),
    # g4: T4 53.0 (33000: 3+50), T5 7.0 (27000: -3+10), T7 -19.0 (21000: -9-10), T2 -41.0 (19000: -11-30)
    game("regular", "T4c T5b T7a T2c", 33000, 27000, 21000, 19000),
    # g5: T5 65.0, T6 10.0, T8 -25.0, T3 -50.0 (as g1)
    game("regular", "T5c T6b T8b T3c", 45000, 30000, 15000, 10000),
    # g6: T6 58.7, T7 11.3, T9 -19.9, T4 -50.1 (as g2)
    game("regular", "T6c T7b T9b T4d", 38700, 31300, 20100, 9900),
    # g7: T7 72.0 (52000), T8 1.0 (21000: -9+10), T1 -23.0 (17000: -13-10), T5 -50.0 (10000)
    game("regular", "T7c T8c T1c T5d", 52000, 21000, 17000, 10000),
    # g8: T8 52.7 (32700: 2.7+50), T9 7.0 (27000: -3+10), T2 -19.0 (21000), T6 -40.7 (19300: -10.7-30)
    game("regular", "T8d T9e T2d T6d", 32700, 27000, 21000, 19300),
    # g9: T9 65.0, T1 10.0, T3 -25.0, T7 -50.0 (as g1)
    game("regular", "T9c T1d T3d T7d", 45000, 30000, 15000, 10000),
]
# Regular totals:
#   T1  65.0 - 50.0 - 23.0 + 10.0 =   2.0 (best game 65.0)
#   T2  10.0 + 58.7 - 41.0 - 19.0 =   8.7
#   T3  11.3 + 72.0 - 50.0 - 25.0 =   8.3
#   T4 -25.0 +  4.0 + 53.0 - 50.1 = -18.1
#   T5 -19.9 +  7.0 + 65.0 - 50.0 =   2.1
#   T6 -26.0 + 10.0 + 58.7 - 40.7 =   2.0 (best game 58.7)
#   T7 -19.0 + 11.3 + 72.0 - 50.0 =  14.3
#   T8 -50.0 - 25.0 +  1.0 + 52.7 = -21.3
#   T9 -50.1 - 19.9 +  7.0 + 65.0 =   2.0 (best game 65.0)
# (sum 0.0). T1, T6 and T9 tie on 2.0: no previous stage; best game T1 65.0 = T9 65.0 > T6 58.7;
# T1 before T9 by the entry order. Places: T7 T2 T3 T5 T1 T9 | T6 T4 T8: T6 is out of the top 6 by
# its best game.
# Semifinal carry, half rounded up (toward +infinity) to 0.1:
#   T7 14.3 -> 7.15 -> 7.2; T2 8.7 -> 4.35 -> 4.4; T3 8.3 -> 4.15 -> 4.2; T5 2.1 -> 1.05 -> 1.1;
#   T1 2.0 -> 1.0; T9 2.0 -> 1.0
SEMIFINAL = [
    # s1: T7 65.0, T2 10.0, T3 -25.0, T5 -50.0
    game("semifinal", "T7a T2a T3a T5a", 45000, 30000, 15000, 10000),
    # s2: T1 -19.9 (20100), T9 -50.1 (9900), T7 11.3 (31300), T2 58.7 (38700)
    game("semifinal", "T1a T9a T7b T2b", 20100, 9900, 31300, 38700),
    # s3: T3 -50.0 (10000), T5 10.0 (30000), T1 -20.0 (20000: -10-10), T9 60.0 (40000: 10+50)
    game("semifinal", "T3b T5b T1b T9b", 10000, 30000, 20000, 40000),
]
# Semifinal totals (carried + games):
#   T7 7.2 + 65.0 + 11.3 = 83.5; T2 4.4 + 10.0 + 58.7 = 73.1; T9 1.0 - 50.1 + 60.0 = 10.9;
#   T5 1.1 - 50.0 + 10.0 = -38.9; T1 1.0 - 19.9 - 20.0 = -38.9; T3 4.2 - 25.0 - 50.0 = -70.8
# T5 and T1 tie on -38.9 at the cut: the previous stage's total decides, T5 2.1 > T1 2.0.
# Final carry: T7 83.5 -> 41.75 -> 41.8; T2 73.1 -> 36.55 -> 36.6; T9 10.9 -> 5.45 -> 5.5;
#   T5 -38.9 -> -19.45 -> -19.4 (up: toward +infinity)
FINAL = [
    # f1: T7 -50.0 (10000), T2 -20.0 (20000), T9 10.0 (30000), T5 60.0 (40000)
    game("final", "T7c T2c T9c T5c", 10000, 20000, 30000, 40000),
    # f2: T5 58.7 (38700), T9 11.3 (31300), T2 -19.9 (20100), T7 -50.1 (9900)
    game("final", "T5d T9e T2d T7d", 38700, 31300, 20100, 9900),
]
# Final totals: T5 -19.4 + 60.0 + 58.7 = 99.3; T9 5.5 + 10.0 + 11.3 = 26.8;
#   T2 36.6 - 20.0 - 19.9 = -3.3; T7 41.8 - 50.0 - 50.1 = -58.3


def season(games: list[Game]):
    return run_stages(FORMAT, COMPETITORS, settle_games(games, RULESET))


def table(report, stage: str) -> list[tuple[str, int, Decimal, Decimal, int, bool | None]]:
    found = report.stage(stage)
    assert found is not None
    return [(r.entrant, r.rank, r.carried, r.total, r.games, r.advances) for r in found.rows]


def test_the_regular_season_ranks_teams_by_their_players_scores_and_cuts_at_six() -> None:
    report = season(REGULAR)
    assert table(report, "regular") == [
        ("T7", 1, D("0.0"), D("14.3"), 4, True),
        ("T2", 2, D("0.0"), D("8.7"), 4, True),
        ("T3", 3, D("0.0"), D("8.3"), 4, True),
        ("T5", 4, D("0.0"), D("2.1"), 4, True),
        ("T1", 5, D("0.0"), D("2.0"), 4, True),
        ("T9", 6, D("0.0"), D("2.0"), 4, True),
        ("T6", 7, D("0.0"), D("2.0"), 4, False),
        ("T4", 8, D("0.0"), D("-18.1"), 4, False),
        ("T8", 9, D("0.0"), D("-21.3"), 4, False),
    ]
    ties = [n.as_dict() for n in report.notes if n.code in (Why.stage_tie, Why.stage_tie_entry)]
    ties = [tie for tie in ties if tie["stage"] == "regular"]
    assert [(t["upper"], t["lower"], t.get("value"), t.get("other")) for t in ties] == [
        ("T1", "T9", None, None),  # equal best games (65.0): the entry order
        ("T9", "T6", D("65.0"), D("58.7")),  # the better single game
    ]
    semifinal = report.stage("semifinal")
    assert semifinal is not None and semifinal.entrants == ("T7", "T2", "T3", "T5", "T1", "T9")
    assert [r.carried for r in semifinal.rows] == [D(x) for x in ("7.2", "4.4", "4.2", "1.1", "1.0", "1.0")]
    out = next(n for n in report.notes if n.code == Why.stage_out)
    assert words(out, "en") == "regular: T6 is 7 on 2.0, outside the top 6 who go on to semifinal"
    assert words(out, "ja") == "regular：T6は2.0で7位、semifinalに進む上位6に入りません"


def test_the_semifinal_carries_half_and_breaks_the_tie_at_the_cut_by_the_regular_season() -> None:
    report = season(REGULAR + SEMIFINAL)
    assert table(report, "semifinal") == [
        ("T7", 1, D("7.2"), D("83.5"), 2, True),
        ("T2", 2, D("4.4"), D("73.1"), 2, True),
        ("T9", 3, D("1.0"), D("10.9"), 2, True),
        ("T5", 4, D("1.1"), D("-38.9"), 2, True),
        ("T1", 5, D("1.0"), D("-38.9"), 2, False),
        ("T3", 6, D("4.2"), D("-70.8"), 2, False),
    ]
    tie = next(n for n in report.notes if n.code == Why.stage_tie and n.as_dict()["stage"] == "semifinal")
    assert words(tie, "en") == (
        "semifinal: T5 ranks above T1 on equal total -38.9: higher total in the previous stage "
        "(2.1 against 2.0)"
    )
    final = report.stage("final")
    assert final is not None and [(r.entrant, r.carried) for r in final.rows] == [
        ("T7", D("41.8")),
        ("T2", D("36.6")),
        ("T9", D("5.5")),
        ("T5", D("-19.4")),
    ]


def test_the_final_decides_the_champion_and_the_records_sit_beside_the_team_table() -> None:
    report = season(REGULAR + SEMIFINAL + FINAL)
    assert table(report, "final") == [
        ("T5", 1, D("-19.4"), D("99.3"), 2, None),
        ("T9", 2, D("5.5"), D("26.8"), 2, None),
        ("T2", 3, D("36.6"), D("-3.3"), 2, None),
        ("T7", 4, D("41.8"), D("-58.3"), 2, None),
    ]
    assert all(stage.complete for stage in report.stages)
    records = {(r.team, r.player): r for r in report.records}
    # T5a: g2 -19.9 (3rd) and s1 -50.0 (4th)
    t5a = records[("T5", "T5a")]
    assert (t5a.games, t5a.score, t5a.places, t5a.best) == (2, D("-69.9"), (0, 0, 1, 1), D("-19.9"))
    # T9e, who joined in game 5: g8 7.0 (2nd) and f2 11.3 (2nd)
    t9e = records[("T9", "T9e")]
    assert (t9e.games, t9e.score, t9e.places, t9e.best) == (2, D("18.3"), (0, 2, 0, 0), D("11.3"))
    # a team's players' scores add up to the team's games: T9 regular 2.0 + semifinal 9.9 + final 21.3
    assert sum(r.score for r in report.records if r.team == "T9") == D("33.2")


def test_a_player_plays_for_a_team_only_while_on_its_roster() -> None:
    left = [*REGULAR[:7], game("regular", "T8d T9d T2d T6d", 32700, 27000, 21000, 19300)]
    with pytest.raises(BadStages) as raised:
        season(left)
    assert raised.value.reason is not None and raised.value.reason.code == Fault.game_not_on_roster
    assert words(raised.value.reason, "en") == "game 8: T9d is not on team T9's roster at that game"


ELIMINATED_T6 = game("semifinal", "T7a T2a T3a T6a", 45000, 30000, 15000, 10000)


@pytest.mark.parametrize(
    ("games", "fault"),
    [
        ([game("regular", "T1a T1b T4a T8a", 45000, 30000, 15000, 10000)], Fault.game_team_twice),
        ([*REGULAR, game("regular", "T1a T2a T4a T8a", 45000, 30000, 15000, 10000)], Fault.game_too_many),
        ([REGULAR[0], SEMIFINAL[0]], Fault.game_stage_early),
        ([*REGULAR, ELIMINATED_T6], Fault.game_not_entrant),
        ([game("playoff", "T1a T2a T4a T8a", 45000, 30000, 15000, 10000)], Fault.game_unknown_stage),
    ],
    ids=["two-players-of-a-team", "a-fifth-game", "semifinal-too-early", "eliminated-team", "no-such-stage"],
)
def test_games_that_break_the_season_are_refused(games: list[Game], fault: Fault) -> None:
    with pytest.raises(BadStages) as raised:
        season(games)
    assert raised.value.reason is not None and raised.value.reason.code == fault


def test_a_roster_larger_than_the_team_size_is_refused() -> None:
    crowded = Competitors(teams=TEAMS, roster=(*ROSTER, Member("T1", "T1e", first=3)))
    with pytest.raises(BadStages) as raised:
        run_stages(FORMAT, crowded, ())
    assert raised.value.reason is not None and raised.value.reason.as_dict() == {
        "team": "T1",
        "game": 3,
        "regulars": 5,
        "size": 4,
        "substitutes": 0,
        "most": 0,
    }


def test_the_preset_is_the_spec_season() -> None:
    assert [(s.name, s.top, s.games, s.carry.value, s.halving.value) for s in PRESET.stages] == [
        ("regular", None, 96, "none", "up"),
        ("semifinal", 6, 20, "half", "up"),
        ("final", 4, 16, "half", "up"),
    ]
    assert (PRESET.ruleset, PRESET.ranks.value, PRESET.team_size) == ("mleague", "teams", 4)
    assert [t.value for t in PRESET.stages[1].tiebreaks] == ["previous_total", "best_game"]


def test_a_whole_season_of_the_preset_216_30_and_16_games() -> None:
    rng = random.Random(2024)

    def played_by(teams: tuple[str, ...], stage: str, number: int) -> Game:
        cuts = sorted(rng.randrange(0, 1001) * 100 for _ in range(3))
        points = (cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 100_000 - cuts[2])
        return Game(stage, tuple(f"{t}{'abc'[number % 3]}" for t in teams), points, teams=teams)

    # regular: the 9 games of teams k, k+1, k+3, k+7 (mod 9) 24 times: 216 games, 96 a team
    regular = [
        played_by(tuple(TEAMS[(k + d) % 9] for d in (0, 1, 3, 7)), "regular", n)
        for n, k in enumerate([k for _ in range(24) for k in range(9)])
    ]
    report = run_stages(PRESET, COMPETITORS, settle_games(regular, RULESET))
    first = report.stages[0]
    assert first.complete and [r.games for r in first.rows] == [96] * 9
    # semifinal: every 4 of the 6, twice: 30 games, 20 a team
    six = tuple(r.entrant for r in first.rows[:6])
    semifinal = [played_by(four, "semifinal", n) for n, four in enumerate(2 * list(combinations(six, 4)))]
    games = regular + semifinal
    report = run_stages(PRESET, COMPETITORS, settle_games(games, RULESET))
    second = report.stage("semifinal")
    assert second is not None and second.complete and [r.games for r in second.rows] == [20] * 6
    assert {r.entrant: r.carried for r in second.rows} == {r.entrant: halve(r.total) for r in first.rows[:6]}
    final_four = tuple(r.entrant for r in second.rows[:4])
    assert [r.advances for r in second.rows] == [True] * 4 + [False] * 2
    games += [played_by(final_four, "final", n) for n in range(16)]
    report = run_stages(PRESET, COMPETITORS, settle_games(games, RULESET))
    last = report.stage("final")
    assert last is not None and last.complete and [r.games for r in last.rows] == [16] * 4
    assert {r.entrant: r.carried for r in last.rows} == {r.entrant: halve(r.total) for r in second.rows[:4]}
    assert [r.total for r in last.rows] == sorted((r.total for r in last.rows), reverse=True)
    assert len(games) == 216 + 30 + 16
