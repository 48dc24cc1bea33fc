"""The stage engine beyond M-League: the one-day tournament as stages (results unchanged), a Swiss
event, a team cup whose teammates never meet, a best-5-consecutive open, and the format's checks."""

from __future__ import annotations

import json
import random
from decimal import Decimal
from itertools import combinations
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from taikai.cli.main import app
from taikai.competitions import formats
from taikai.competitions.formats import FormatError, TournamentFormat
from taikai.competitions.formats.staged import StagedFormat, from_tournament
from taikai.competitions.stages.codes import BadStages
from taikai.competitions.stages.engine import (
    Competitors,
    Game,
    Member,
    Played,
    individual_standings,
    run_stages,
    settle_games,
)
from taikai.competitions.stages.seating import _TabuSwiss, next_round, swiss_tables
from taikai.competitions.tournament import Player, TableResult, preliminary_draw, run_event
from taikai.competitions.tournament.seating import count_repeats, draw_rounds
from taikai.i18n import words
from taikai.rules import load as load_rules

D = Decimal
RON = formats.load("ron-of-20xx", TournamentFormat)
RON_RULES = load_rules("ron-of-20xx")
MLEAGUE_RULES = load_rules("mleague")
runner = CliRunner()


def staged(**fields: object) -> StagedFormat:
    """A staged format of players (fields given replace these)."""
    data: dict[str, object] = {
        "kind": "staged",
        "name": "test",
        "ruleset": "mleague",
        "timezone": "Asia/Tokyo",
        "ranks": "players",
    }
    return formats.from_mapping(data | fields, "test format", StagedFormat)


def points(rng: random.Random) -> tuple[int, int, int, int]:
    """Final points of a table, coarse enough that totals often tie (multiples of 5000)."""
    while True:
        a, b, c = (rng.randrange(1, 11) * 5000 for _ in range(3))
        if 100_000 - a - b - c >= -10_000:
            return a, b, c, 100_000 - a - b - c


# --- the one-day tournament as stages ---------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_the_tournament_as_stages_gives_the_tournament_engines_results(seed: int) -> None:
    rng = random.Random(seed)
    size = (24, 16, 32, 24, 28, 24)[seed - 1]
    players = [Player(f"p{i}") for i in range(1, size + 1)]
    draw = preliminary_draw(RON, players, seed)
    rounds = [[TableResult(seats, points(rng)) for seats in tables] for tables in draw.rounds]
    before_final = run_event(RON, players, rounds, RON_RULES)
    assert before_final.final_tables is not None
    final = [TableResult(t.seats, points(rng)) for t in before_final.final_tables]
    report = run_event(RON, players, [*rounds, final], RON_RULES)
    assert report.result is not None

    fmt = from_tournament(RON)
    competitors = Competitors(players=tuple(p.id for p in players))
    games = [
        Game("preliminary", t.seats, t.points, round=r)
        for r, tables in enumerate(rounds, start=1)
        for t in tables
    ]
    played = settle_games(games, RON_RULES)
    stages = run_stages(fmt, competitors, played)
    preliminary = stages.stage("preliminary")
    assert preliminary is not None and preliminary.complete
    assert [(r.entrant, r.rank, r.total) for r in preliminary.rows] == [
        (s.player, s.rank, s.total) for s in before_final.standings[-1]
    ]
    seated = next_round(fmt, competitors, played, seed)
    assert (seated.stage, seated.round) == ("final", 1)
    assert seated.tables == tuple(t.seats for t in before_final.final_tables)

    played = settle_games([*games, *(Game("final", t.seats, t.points, round=1) for t in final)], RON_RULES)
    last = run_stages(fmt, competitors, played).stage("final")
    assert last is not None and last.complete
    assert [(r.entrant, r.rank, r.total) for r in last.rows] == [
        (s.player, s.rank, s.total) for s in report.standings[-1]
    ]
    assert last.in_table[1] == report.result.overall
    assert {n: seats for n, seats in last.in_table.items() if n != 1} == dict(report.result.in_table)
    carried = {p: c for t in before_final.final_tables for p, c in t.carried.items()}
    assert {r.entrant: r.carried for r in last.rows} == carried


# --- bands over more than one round ------------------------------------------------------------

BANDS = staged(stages=[{"name": "bands", "entry": "all", "games": 2, "seating": "bands"}])
TOP_DOWN = (40000, 30000, 20000, 10000)  # mleague: +60.0, +10.0, -20.0, -50.0 (uma 50/10/-10/-30)
BOTTOM_UP = (10000, 20000, 30000, 40000)


def test_bands_over_two_rounds_place_the_title_table_of_the_last_round_first() -> None:
    competitors = Competitors(players=tuple(f"p{i}" for i in range(1, 9)))
    first = next_round(BANDS, competitors, (), seed=0)
    assert first.tables == (("p1", "p2", "p3", "p4"), ("p5", "p6", "p7", "p8"))  # nobody has played
    games = [
        Game("bands", first.tables[0], TOP_DOWN, round=1),
        Game("bands", first.tables[1], BOTTOM_UP, round=1),
    ]
    # after round 1: p1 60, p8 60, p2 10, p7 10, p3 -20, p6 -20, p4 -50, p5 -50 (ties by the entry order)
    second = next_round(BANDS, competitors, settle_games(games, MLEAGUE_RULES), seed=0)
    assert second.tables[0] == ("p1", "p8", "p2", "p7")  # the title table of round 2: the top 4
    games += [Game("bands", second.tables[0], BOTTOM_UP, round=2)]
    games += [Game("bands", second.tables[1], TOP_DOWN, round=2)]
    report = run_stages(BANDS, competitors, settle_games(games, MLEAGUE_RULES)).stages[0]
    # totals: p7 10+60 = 70, p8 60-20 = 40, p2 10+10 = 20, p1 60-50 = 10 at the title table;
    # p3 -20+60 = 40, p6 -20+10 = -10, p4 -50-20 = -70, p5 -50-50 = -100 at table 2: p3's 40 does not
    # lift p3 above the title table, whose four take places 1-4
    assert report.complete
    assert [(r.entrant, r.rank, r.total) for r in report.rows] == [
        ("p7", 1, D("70.0")),
        ("p8", 2, D("40.0")),
        ("p2", 3, D("20.0")),
        ("p1", 4, D("10.0")),
        ("p3", 5, D("40.0")),
        ("p6", 6, D("-10.0")),
        ("p4", 7, D("-70.0")),
        ("p5", 8, D("-100.0")),
    ]
    assert report.in_table == {1: ("p7", "p8", "p2", "p1"), 2: ("p3", "p6", "p4", "p5")}


def test_bands_after_a_stage_seat_its_top_4_first_then_the_standings_of_the_stage() -> None:
    fmt = staged(
        stages=[
            {"name": "pre", "entry": "all", "games": 1, "seating": "fixed"},
            {"name": "bands", "entry": "all", "games": 2, "seating": "bands"},
        ]
    )
    competitors = Competitors(players=tuple(f"p{i}" for i in range(1, 9)))
    games = [
        Game("pre", ("p1", "p2", "p3", "p4"), BOTTOM_UP),
        Game("pre", ("p5", "p6", "p7", "p8"), TOP_DOWN),
    ]
    # pre: p4 60, p5 60, p3 10, p6 10, p2 -20, p7 -20, p1 -50, p8 -50: its top 4 p4 p5 p3 p6
    first = next_round(fmt, competitors, settle_games(games, MLEAGUE_RULES), seed=0)
    assert [set(table) for table in first.tables] == [{"p3", "p4", "p5", "p6"}, {"p1", "p2", "p7", "p8"}]
    games += [Game("bands", table, TOP_DOWN, round=1) for table in first.tables]
    # nothing carried; round 1 (seats in entry order): p3 60, p4 10, p5 -20, p6 -50 | p1 60, p2 10,
    # p7 -20, p8 -50; by total, then the entry order: p1 p3 p2 p4 | p5 p7 p6 p8
    second = next_round(fmt, competitors, settle_games(games, MLEAGUE_RULES), seed=0)
    assert second.tables == (("p1", "p3", "p2", "p4"), ("p5", "p7", "p6", "p8"))
    games += [Game("bands", second.tables[0], BOTTOM_UP, round=2)]
    games += [Game("bands", second.tables[1], TOP_DOWN, round=2)]
    report = run_stages(fmt, competitors, settle_games(games, MLEAGUE_RULES)).stage("bands")
    # p1 60-50 = 10, p3 60-20 = 40, p2 10+10 = 20, p4 10+60 = 70 at the title table;
    # p5 -20+60 = 40, p7 -20+10 = -10, p6 -50-20 = -70, p8 -50-50 = -100
    assert report is not None and report.complete
    assert [(r.entrant, r.total) for r in report.rows] == [
        ("p4", D("70.0")),
        ("p3", D("40.0")),
        ("p2", D("20.0")),
        ("p1", D("10.0")),
        ("p5", D("40.0")),
        ("p7", D("-10.0")),
        ("p6", D("-70.0")),
        ("p8", D("-100.0")),
    ]


# --- Swiss ------------------------------------------------------------------------------------

SWISS = staged(
    stages=[{"name": "swiss", "entry": "all", "games": 5, "seating": "swiss", "tiebreaks": ["best_game"]}]
)


def test_a_swiss_event_of_32_over_5_rounds_seats_by_standings_without_repeat_pairings() -> None:
    rng = random.Random(22)
    competitors = Competitors(players=tuple(f"p{i}" for i in range(1, 33)))
    games: list[Game] = []
    played: tuple[Played, ...] = ()
    rounds = []
    for number in range(1, 6):
        seated = next_round(SWISS, competitors, played, seed=0)
        assert (seated.stage, seated.round, seated.repeats) == ("swiss", number, 0)
        report = run_stages(SWISS, competitors, played).stage("swiss")
        assert report is not None
        standing = [row.entrant for row in report.rows]
        if number == 1:  # nobody has played: the entry order, four at a time
            assert seated.tables[:2] == (("p1", "p2", "p3", "p4"), ("p5", "p6", "p7", "p8"))
        # by standings: tables in standing order, players on average within 1.5 tables of the table
        # of their place (a seating that ignores the standings puts them 2.6 tables away)
        distance = 0
        for t, table in enumerate(seated.tables):
            places = [standing.index(p) for p in table]
            assert places == sorted(places)
            distance += sum(abs(place // 4 - t) for place in places)
        assert distance <= 1.5 * 32, (number, distance)
        means = [sum(standing.index(p) for p in table) for table in seated.tables]
        assert means == sorted(means)
        rounds.append(seated.tables)
        games += [Game("swiss", table, points(rng), round=number) for table in seated.tables]
        played = settle_games(games, MLEAGUE_RULES)
    assert count_repeats(rounds) == 0
    assert run_stages(SWISS, competitors, played).stages[0].complete


def test_swiss_round_2_of_32_by_hand() -> None:
    competitors = Competitors(players=tuple(f"p{i}" for i in range(1, 33)))
    first = next_round(SWISS, competitors, (), seed=0)
    assert first.tables == tuple(tuple(f"p{i}" for i in range(t, t + 4)) for t in range(1, 33, 4))
    games = [Game("swiss", table, TOP_DOWN, round=1) for table in first.tables]
    # every table 40000/30000/20000/10000 in seat order: the 8 East players (p1, p5, ... p29) 60.0,
    # the South 10.0, the West -20.0, the North -50.0; equal best games, so the entry order within each.
    # Four at a time, p1 p5 p9 p13 | p17 p21 p25 p29 | p2 p6 p10 p14 | ... no two met in round 1: the
    # standings four at a time are the tables
    second = next_round(SWISS, competitors, settle_games(games, MLEAGUE_RULES), seed=0)
    assert second.repeats == 0
    assert second.tables == tuple(
        tuple(f"p{i}" for i in range(start, start + 16, 4))
        for first in (1, 2, 3, 4)
        for start in (first, first + 16)
    )


def test_swiss_seating_avoids_the_repeats_of_the_standings_four_at_a_time() -> None:
    # round 1's tables were p1-p4, p5-p8, p9-p12, p13-p16 and the standings are p1 ... p16: four at
    # a time would seat every table again; each table takes one player of each instead
    players = [f"p{i}" for i in range(1, 17)]
    met = {frozenset(pair): 1 for i in range(0, 16, 4) for pair in combinations(players[i : i + 4], 2)}
    tables, repeats = swiss_tables(players, met)
    assert repeats == 0
    assert all(sorted(players.index(p) // 4 for p in table) == [0, 1, 2, 3] for table in tables)
    assert tables[0][0] == "p1" and sorted(p for t in tables for p in t) == sorted(players)


@settings(max_examples=25, deadline=None)
@given(
    tables=st.integers(min_value=2, max_value=8),
    meetings=st.lists(st.tuples(st.integers(0, 31), st.integers(0, 31)), max_size=60),
    swaps=st.lists(
        st.tuples(st.integers(0, 7), st.integers(0, 7), st.integers(0, 3), st.integers(0, 3)), max_size=6
    ),
)
def test_each_swiss_swap_changes_the_cost_by_what_the_search_reckons(
    tables: int, meetings: list[tuple[int, int]], swaps: list[tuple[int, int, int, int]]
) -> None:
    # the search reckons a swap's change from kept meetings by table; the cost found from scratch
    # after the swap must change by exactly that, after any swaps made before
    n = 4 * tables
    meet = [[0] * n for _ in range(n)]
    for a, b in meetings:
        if a < n and b < n and a != b:
            meet[a][b] += 1
            meet[b][a] += 1
    search = _TabuSwiss(meet)
    for t, u, i, j in swaps:
        t, u = sorted((t % tables, u % tables))
        if t == u:
            continue
        before = search._cost()
        for delta, _, _, p, q in search._pair(t, u):
            search._swap(t, u, p, q)
            assert search._cost() - before == delta
            search._swap(t, u, q, p)  # back
        p, q = search.tables[t][i], search.tables[u][j]
        search._swap(t, u, p, q)
    assert search.toward == [[sum(meet[p][x] for x in table) for table in search.tables] for p in range(n)]


# --- a team cup: teammates never at one table --------------------------------------------------

TEAM_CUP = staged(
    ranks="teams",
    team_size=4,
    substitutes=1,
    stages=[{"name": "cup", "entry": "all", "games": 4, "seating": "draw", "teammates_apart": True}],
)
CUP_TEAMS = tuple(f"T{i}" for i in range(1, 9))
CUP_ROSTER = (
    *(Member(team, f"{team}{letter}") for team in CUP_TEAMS for letter in "abcd"),
    Member("T1", "T1s", substitute=True),
)


def test_a_team_cup_seats_teammates_apart_and_ranks_teams_by_their_players_scores() -> None:
    rng = random.Random(7)
    competitors = Competitors(teams=CUP_TEAMS, roster=CUP_ROSTER)
    games: list[Game] = []
    team_of = {m.player: m.team for m in CUP_ROSTER}
    rounds = []
    for number in range(1, 5):
        seated = next_round(TEAM_CUP, competitors, settle_games(games, MLEAGUE_RULES), seed=3)
        assert seated.round == number
        for table in seated.tables:
            assert len({team_of[p] for p in table}) == 4, table
        rounds.append(seated.tables)
        for table in seated.tables:
            seats = tuple("T1s" if (number, p) == (2, "T1a") else p for p in table)  # the substitute plays
            games.append(
                Game("cup", seats, points(rng), teams=tuple(team_of[p] for p in seats), round=number)
            )
    assert count_repeats(rounds) == 0  # the rounds of one draw: nobody meets anybody twice
    played = settle_games(games, MLEAGUE_RULES)
    report = run_stages(TEAM_CUP, competitors, played)
    cup = report.stage("cup")
    assert cup is not None and cup.complete
    assert [row.games for row in cup.rows] == [16] * 8
    by_team: dict[str, Decimal] = {}
    for record in report.records:
        by_team[record.team] = by_team.get(record.team, D("0.0")) + record.score
    assert {row.entrant: row.total for row in cup.rows} == by_team
    assert [row.total for row in cup.rows] == sorted((row.total for row in cup.rows), reverse=True)
    substitute = next(r for r in report.records if r.player == "T1s")
    assert (substitute.team, substitute.games) == ("T1", 1)
    individuals = individual_standings(played)
    assert sum(total for _, total, _ in individuals) == sum(row.total for row in cup.rows)


def test_a_team_cup_round_by_hand() -> None:
    cup = staged(
        ranks="teams",
        team_size=4,
        stages=[{"name": "cup", "entry": "all", "games": 1, "seating": "draw", "teammates_apart": True}],
    )
    teams = ("A", "B", "C", "D")
    roster = tuple(Member(team, f"{team}{n}") for team in teams for n in range(4))
    # table k seats A's k-th player East, B's (k+1)-th South, C's (k+2)-th West, D's (k+3)-th North
    tables = [tuple(f"{team}{(k + i) % 4}" for i, team in enumerate(teams)) for k in range(4)]
    points = [
        (45000, 30000, 15000, 10000),  # 65.0, 10.0, -25.0, -50.0
        (38700, 31300, 20100, 9900),  # 58.7, 11.3, -19.9, -50.1
        (52000, 24000, 14000, 10000),  # 72.0, 4.0, -26.0, -50.0
        (33000, 27000, 21000, 19000),  # 53.0, 7.0, -19.0, -41.0
    ]
    games = [Game("cup", seats, p, teams=teams, round=1) for seats, p in zip(tables, points, strict=True)]
    report = run_stages(cup, Competitors(teams=teams, roster=roster), settle_games(games, MLEAGUE_RULES))
    # A 65.0 + 58.7 + 72.0 + 53.0 = 248.7; B 10.0 + 11.3 + 4.0 + 7.0 = 32.3;
    # C -25.0 - 19.9 - 26.0 - 19.0 = -89.9; D -50.0 - 50.1 - 50.0 - 41.0 = -191.1 (sum 0.0)
    assert report.stages[0].complete
    assert [(r.entrant, r.total, r.games) for r in report.stages[0].rows] == [
        ("A", D("248.7"), 4),
        ("B", D("32.3"), 4),
        ("C", D("-89.9"), 4),
        ("D", D("-191.1"), 4),
    ]


def test_two_teammates_at_one_table_are_refused_when_the_stage_keeps_them_apart() -> None:
    competitors = Competitors(teams=CUP_TEAMS, roster=CUP_ROSTER)
    seats = ("T1a", "T1b", "T2a", "T3a")
    game = Game("cup", seats, (40000, 30000, 20000, 10000), teams=("T1", "T1", "T2", "T3"), round=1)
    with pytest.raises(BadStages) as raised:
        run_stages(TEAM_CUP, competitors, settle_games([game], MLEAGUE_RULES))
    assert raised.value.reason is not None
    assert words(raised.value.reason, "en") == (
        "game 1: two players of team T1 share the table (teammates never meet in this stage)"
    )


def test_the_no_repeat_draw_keeps_groups_apart() -> None:
    players = [f"T{t}{x}" for t in range(1, 9) for x in "abcd"]
    groups = [[p for p in players if p.startswith(f"T{t}")] for t in range(1, 9)]
    draw = draw_rounds(players, 5, seed=11, apart=groups)
    for tables in draw.rounds:
        for table in tables:
            assert len({p[:2] for p in table}) == 4
    assert draw.repeats == 0 and draw.wind_spread <= 1
    # without groups, the same seed draws as before (the tournament's draws are unchanged)
    assert draw_rounds(players, 5, seed=11).rounds == draw_rounds(players, 5, seed=11, apart=()).rounds


# --- a best-5-consecutive open ----------------------------------------------------------------

OPEN = staged(
    stages=[
        {"name": "open", "entry": "all", "games": 6, "seating": "fixed", "counting": "best_run", "best": 5}
    ]
)


def settled(number: int, seats: str, *scores: str) -> Played:
    values = tuple(D(s) for s in scores)
    places = tuple(sorted(values, reverse=True).index(v) + 1 for v in values)
    return Played(number, "open", tuple(seats.split()), values, places)


def test_a_best_5_consecutive_open_counts_the_best_run_and_ranks_short_runs_below() -> None:
    games = [
        settled(1, "a b c d", "50.0", "10.0", "-20.0", "-40.0"),
        settled(2, "a b c d", "-60.0", "30.0", "20.0", "10.0"),
        settled(3, "a b c d", "40.0", "-10.0", "0.0", "-30.0"),
        settled(4, "a b c d", "30.0", "-20.0", "15.0", "-25.0"),
        settled(5, "a b c d", "20.0", "10.0", "-10.0", "-20.0"),
        settled(6, "a b c d", "-10.0", "20.0", "30.0", "-40.0"),
        *(settled(6 + n, "e f g h", "50.0", "10.0", "-20.0", "-40.0") for n in range(1, 5)),
    ]
    # best 5 consecutive (games 1-5 or 2-6):
    #   a: 50-60+40+30+20 = 80 | -60+40+30+20-10 = 20 -> 80 (sum of all 6: 70)
    #   b: 10+30-10-20+10 = 20 | 30-10-20+10+20 = 30 -> 30 (sum 40)
    #   c: -20+20+0+15-10 = 5 | 20+0+15-10+30 = 55 -> 55 (sum 35: below b by the sum)
    #   d: -40+10-30-25-20 = -105 | 10-30-25-20-40 = -105 -> -105
    # e f g h played 4 games, fewer than 5: below everyone with a run, by their sums 200, 40, -80, -160
    report = run_stages(OPEN, Competitors(players=tuple("abcdefgh")), games)
    rows = report.stages[0].rows
    assert [(r.entrant, r.rank, r.counted, r.games) for r in rows] == [
        ("a", 1, D("80.0"), 6),
        ("c", 2, D("55.0"), 6),
        ("b", 3, D("30.0"), 6),
        ("d", 4, D("-105.0"), 6),
        ("e", 5, D("200.0"), 4),
        ("f", 6, D("40.0"), 4),
        ("g", 7, D("-80.0"), 4),
        ("h", 8, D("-160.0"), 4),
    ]


# --- the format -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stages", "expected"),
    [
        (
            [{"name": "a", "entry": "top", "top": 4, "games": 1, "seating": "fixed"}],
            "the first stage a has no stage before it",
        ),
        (
            [
                {
                    "name": "a",
                    "entry": "all",
                    "games": 3,
                    "seating": "fixed",
                    "counting": "best_run",
                    "best": 5,
                }
            ],
            "stage a: best = 5 is more than the stage's 3 games",
        ),
        (
            [{"name": "a", "entry": "all", "games": 3, "seating": "fixed", "counting": "best_run"}],
            "stage a: give best (how many consecutive games count) exactly when counting = 'best_run'",
        ),
        (
            [
                {"name": "a", "entry": "all", "games": 3, "seating": "fixed"},
                {"name": "a", "entry": "top", "games": 3, "seating": "fixed", "top": 4},
            ],
            "two stages are named a",
        ),
    ],
    ids=["top-first", "best-over-games", "best-missing", "same-name"],
)
def test_a_format_that_contradicts_itself_is_refused_with_words(stages: list, expected: str) -> None:
    with pytest.raises(FormatError) as raised:
        staged(stages=stages)
    assert expected in raised.value.message


def test_taikai_formats_lists_shows_and_checks_a_staged_format(tmp_path: Path) -> None:
    listed = json.loads(runner.invoke(app, ["formats", "list", "--json"]).stdout)
    assert {"name": "mleague-season", "kind": "staged", "ruleset": "mleague"}.items() <= next(
        row for row in listed if row["name"] == "mleague-season"
    ).items()
    shown = runner.invoke(app, ["formats", "show", "mleague-season", "--toml"])
    assert shown.exit_code == 0 and shown.stdout.count("\n[[stages]]\n") == 3
    path = tmp_path / "mine.toml"
    path.write_text(shown.stdout.replace("top = 6", "top = 5", 1), "utf-8")
    check = runner.invoke(app, ["formats", "check", str(path)])
    assert check.exit_code == 0 and "staged format 'mleague-season'" in check.stdout
    assert "stages[1].top" in check.stdout
    path.write_text(shown.stdout.replace('entry = "all"', 'entry = "top"', 1), "utf-8")
    broken = runner.invoke(app, ["formats", "check", str(path), "--lang", "ja"])
    assert broken.exit_code == 1
    assert "ステージregular：top（進出数）は entry = 'top' のときだけ指定してください" in broken.output
