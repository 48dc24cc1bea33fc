"""The whole engine over a history: season windows, rejected games, organizer actions, tier carry-over."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

import pytest

from taikai.competitions import formats
from taikai.competitions.formats import LeagueFormat
from taikai.competitions.league import (
    AcceptGame,
    Blacklist,
    FinalResult,
    Game,
    HideName,
    League,
    LeagueError,
    Player,
    QualifierResult,
    ResetRecord,
    ladder,
    run_league,
)
from taikai.contracts.wording import Wording
from taikai.rules import load

FORMAT = formats.load("hitonazo-m", LeagueFormat)
TIERS = ladder(FORMAT)
HITONAZO = load("hitonazo-m")
WORDS = Wording("en")
D = Decimal
SCORES = (D("50.0"), D("10.0"), D("-20.0"), D("-40.0"))


def at(text: str) -> datetime:
    return datetime.fromisoformat(text)


def roster(count: int, **tiers: str) -> tuple[Player, ...]:
    return tuple(
        Player(f"p{i}", f"Player {i}", TIERS.parse_tier(tiers.get(f"p{i}", "D3")))
        for i in range(1, count + 1)
    )


def game(game_id: str, when: str, seats=("p1", "p2", "p3", "p4"), scores=SCORES) -> Game:
    return Game(game_id, at(when), tuple(seats), scores=scores)


def test_season_window_in_the_league_time_zone():
    games = (
        game("last-minute", "2025-03-25T23:59:59+09:00"),
        game("maintenance", "2025-03-26T00:00:00+09:00"),
        # 15:30 UTC on the 25th is 00:30 on the 26th in Tokyo
        game("utc", "2025-03-25T15:30:00+00:00"),
        game("first", "2025-04-01T00:00:00+09:00"),
        game("naive", "2025-04-30T10:00:00"),  # no offset: read in Asia/Tokyo -> maintenance
    )
    result = run_league(League(FORMAT, roster(4), games))
    assert [(s.season, s.standings[0].games) for s in result.seasons] == [("2025-03", 1), ("2025-04", 1)]
    assert [(r.game, r.code) for r in result.rejected] == [
        ("maintenance", "maintenance"),
        ("utc", "maintenance"),
        ("naive", "maintenance"),
    ]
    assert "in the maintenance period (day 26 to the month's end)" in result.rejected[0].message
    assert result.rejected[0].reason.code == "league_game_maintenance"


def test_organizer_override_accepts_a_maintenance_game():
    games = (game("g1", "2025-03-02T21:00:00+09:00"), game("late", "2025-03-28T21:00:00+09:00"))
    result = run_league(League(FORMAT, roster(4), games, (AcceptGame("late"),)))
    assert not result.rejected and result.seasons[0].standings[0].games == 2
    into_april = run_league(League(FORMAT, roster(4), games, (AcceptGame("late", "2025-04"),)))
    assert [s.season for s in into_april.seasons] == ["2025-03", "2025-04"]
    assert [WORDS(entry) for entry in into_april.log] == [
        "accept game late of 2025-03-28 (maintenance period) into season 2025-04"
    ]
    unused = run_league(League(FORMAT, roster(4), games[:1], (AcceptGame("g1"),)))
    assert [WORDS(entry) for entry in unused.log] == [
        "accept_game g1: no such game in a maintenance period (no effect)"
    ]


def test_blacklisted_players_games_are_refused_from_the_time_given():
    games = (
        game("before", "2025-03-02T21:00:00+09:00"),
        game("after", "2025-03-10T21:00:00+09:00"),
        game("clean", "2025-03-11T21:00:00+09:00", ("p1", "p2", "p3", "p5")),
    )
    result = run_league(League(FORMAT, roster(5), games, (Blacklist("p4", at("2025-03-05T00:00:00+09:00")),)))
    assert [(r.game, r.code) for r in result.rejected] == [("after", "blacklisted")]
    assert {s.player: s.games for s in result.seasons[0].standings}["p4"] == 1


def test_bad_games_are_rejected_with_a_code():
    games = (
        game("ok", "2025-03-02T21:00:00+09:00"),
        game("ok", "2025-03-03T21:00:00+09:00"),
        game("ghost", "2025-03-03T21:00:00+09:00", ("p1", "p2", "p3", "nobody")),
        game("three", "2025-03-03T21:00:00+09:00", ("p1", "p2", "p3")),
        Game(
            "sum",
            at("2025-03-04T21:00:00+09:00"),
            ("p1", "p2", "p3", "p4"),
            points=(48000, 31000, 12000, 8000),
        ),
        Game("empty", at("2025-03-04T21:00:00+09:00"), ("p1", "p2", "p3", "p4")),
    )
    codes = [(r.game, r.code) for r in run_league(League(FORMAT, roster(4), games), HITONAZO).rejected]
    assert codes == [
        ("ok", "duplicate_game"),
        ("ghost", "unknown_player"),
        ("three", "bad_game"),
        ("sum", "inconsistent"),
        ("empty", "bad_game"),
    ]


def test_points_beyond_a_table_are_rejected_as_settle_rejects_them():
    # hitonazo-m: a table of 4 x 25,000 = 100,000 points; a seat may hold at most 4 tables (400,000)
    # and the sticks left are at most 100,000 / 1,000 = 100. Both games add up, both are impossible.
    games = (
        Game("far", at("2025-03-04T21:00:00+09:00"), ("p1", "p2", "p3", "p4"), (500_000, -400_000, 0, 0)),
        Game(
            "sticks",
            at("2025-03-05T21:00:00+09:00"),
            ("p1", "p2", "p3", "p4"),
            (25_000, 25_000, 25_000, -76_000),
            deposits=101,
        ),
        game("ok", "2025-03-06T21:00:00+09:00"),
    )
    result = run_league(League(FORMAT, roster(4), games), HITONAZO)
    assert [(r.game, r.code) for r in result.rejected] == [("far", "bad_request"), ("sticks", "bad_request")]
    assert [s.games for s in result.seasons[0].standings] == [1, 1, 1, 1]


@pytest.mark.parametrize("when", ["2025-03-03T21:00:00+09:00", "2025-03-27T21:00:00+09:00"])
@pytest.mark.parametrize(
    "seats", [("p1", "p1", "p2", "p3"), ("p1", "p2", "p3", "p3"), ("p4", "p2", "p3", "p4")]
)
def test_a_repeated_seat_is_a_bad_game_before_anything_else(seats, when):
    # Otherwise clean input (the bulk path) with one game seating a player twice, inside the
    # season window or in the maintenance period: "bad_game" is checked before the window.
    games = (game("ok", "2025-03-02T21:00:00+09:00"), game("twice", when, seats))
    result = run_league(League(FORMAT, roster(4), games))
    assert [(r.game, r.code) for r in result.rejected] == [("twice", "bad_game")]
    assert {s.player: s.games for s in result.seasons[0].standings} == {f"p{i}": 1 for i in range(1, 5)}


def test_table_points_are_settled_with_the_format_ruleset():
    # hitonazo-m: 25000/30000, uma +50 (oka included) +10 -10 -30, ties by seat order.
    # 30000 30000 25000 15000: seat 0 first: 0 + 50 = 50.0; seat 1: 0 + 10 = 10.0;
    # seat 2: -5 - 10 = -15.0; seat 3: -15 - 30 = -45.0.
    g = Game(
        "g1", at("2025-03-02T21:00:00+09:00"), ("p3", "p1", "p4", "p2"), points=(30000, 30000, 25000, 15000)
    )
    scores = {
        s.player: s.score for s in run_league(League(FORMAT, roster(4), (g,)), HITONAZO).seasons[0].standings
    }
    assert scores == {"p3": D("50.0"), "p1": D("10.0"), "p4": D("-15.0"), "p2": D("-45.0")}


def test_tiers_carry_over_and_players_without_games_stay():
    # March: p1 wins 5 games among p1-p4 (N = 4): top 25% and best of D -> +2 (D3 -> D1).
    # p5 (C2) plays no game in March and stays C2; in April p5 plays.
    march = tuple(game(f"m{i}", f"2025-03-{i + 1:02d}T21:00:00+09:00") for i in range(5))
    april = (game("a1", "2025-04-02T21:00:00+09:00", ("p5", "p2", "p3", "p4")),)
    result = run_league(League(FORMAT, roster(5, p5="C2"), march + april))
    march_result, april_result = result.seasons
    assert TIERS.tier_name(march_result.standings[0].next_tier) == "D1"
    assert "p5" not in {s.player for s in march_result.standings}
    assert "p5" not in march_result.annual_points  # 0 without games
    assert {s.player: TIERS.tier_name(s.tier) for s in april_result.standings}["p5"] == "C2"


def test_reset_hide_and_the_lowest_tier_report():
    # p1..p4 play 1 game each in March and April: void seasons, everybody stays at D3 -> two seasons
    # in a row at the lowest tier for all four. p5 (B1) is reset from April: D3 in April.
    games = (
        game("m1", "2025-03-02T21:00:00+09:00"),
        game("a1", "2025-04-02T21:00:00+09:00", ("p5", "p2", "p3", "p4")),
    )
    actions = (ResetRecord("p5", "2025-04"), HideName("p2"))
    result = run_league(League(FORMAT, roster(5, p5="B1"), games, actions))
    april = {s.player: s for s in result.seasons[1].standings}
    assert TIERS.tier_name(april["p5"].tier) == "D3"
    assert result.hidden == {"p2"}
    assert {(r.player, r.seasons) for r in result.reports} == {
        (p, ("2025-03", "2025-04")) for p in ("p2", "p3", "p4")
    }
    assert "record reset by the organizer: p5 B1 -> D3 from 2025-04" in map(WORDS, result.log)


def test_actions_must_name_registered_players():
    with pytest.raises(
        LeagueError, match=r"actions\[0\] \(hide_name\) names 'zz', who is not a registered player"
    ):
        run_league(League(FORMAT, roster(4), (), (HideName("zz"),)))


def test_special_promotion_applies_to_the_next_year():
    # 2025 league year: 18 players, each plays 1 game in Nov 2025 -> void, annual ranking by tier
    # points then season score; a bracket played out; the winner is +3 from D3 -> C3 in Dec 2025.
    players = roster(16)
    scores = [(D("50.0") - 10 * i, D("10.0"), D("-20.0"), D("-40.0") + 10 * i) for i in range(4)]
    nov = tuple(
        game(f"n{i}", "2025-11-02T21:00:00+09:00", [f"p{4 * i + k}" for k in range(1, 5)], scores[i])
        for i in range(4)
    )
    year = run_league(League(FORMAT, players, nov)).years[0]
    ranked = [e.player for e in year.ranking]
    fields = year.championship.fields
    q = {t: list(fields[t]) for t in ("q1_1", "q1_2", "q1_3")}
    actions = [
        QualifierResult("2025", "q1_1", tuple(q["q1_1"])),
        QualifierResult("2025", "q1_2", tuple(q["q1_2"])),
        QualifierResult("2025", "q1_3", tuple(q["q1_3"])),
    ]
    q2 = (q["q1_1"][2], q["q1_2"][0], q["q1_2"][1], q["q1_3"][0])
    actions.append(QualifierResult("2025", "q2", q2))
    q3 = (q["q1_1"][0], q["q1_1"][1], q2[0], q2[1])
    actions.append(QualifierResult("2025", "q3", q3))
    finalists = [ranked[0], ranked[1], q3[0], q3[1]]
    winner = finalists[3]
    hanchan = tuple({p: (D("40.0") if p == winner else D("0.0")) for p in finalists} for _ in range(4))
    dec = game("d1", "2025-12-02T21:00:00+09:00", [winner, *[p for p in ranked if p not in finalists][:3]])
    result = run_league(League(FORMAT, players, (*nov, dec), (*actions, FinalResult("2025", hanchan))))
    assert result.years[0].championship.champion == winner
    december = {s.player: s for s in result.seasons[-1].standings}
    assert TIERS.tier_name(december[winner].tier) == "C3"
    assert result.seasons[-1].season == "2025-12" and result.years[-1].year == "2026"


def test_an_accept_game_that_applied_is_logged_once_as_applied():
    # the override lets the game in; the log says so and nothing else (it once also said "no effect")
    games = (game("g1", "2025-03-02T21:00:00+09:00"), game("late", "2025-03-28T21:00:00+09:00"))
    result = run_league(League(FORMAT, roster(4), games, (AcceptGame("late"),)))
    assert [entry.code for entry in result.log] == ["league_log_accept_game"]


def test_the_lowest_tier_report_counts_the_formats_seasons():
    # p1..p4 play one game in each of March, April and May: void seasons, all stay at D3. With the
    # preset's 2 seasons each is reported in April (March-April) and in May (April-May); a copy asking
    # for 3 seasons reports each once, in May (March-May).
    games = tuple(game(f"g{m}", f"2025-0{m}-02T21:00:00+09:00") for m in (3, 4, 5))
    two = run_league(League(FORMAT, roster(4), games)).reports
    assert [(r.player, r.seasons) for r in two if r.player == "p1"] == [
        ("p1", ("2025-03", "2025-04")),
        ("p1", ("2025-04", "2025-05")),
    ]
    three = formats.from_mapping(formats.to_mapping(FORMAT) | {"lowest_tier_seasons": 3}, "x", LeagueFormat)
    reports = run_league(League(three, roster(4), games)).reports
    assert [(r.player, r.seasons) for r in reports] == [
        (f"p{i}", ("2025-03", "2025-04", "2025-05")) for i in range(1, 5)
    ]


def test_the_league_and_the_cup_warn_alike_with_their_formats_thresholds():
    # one game in each of 2025-01 and 2025-02, one in 2025-06: 4 months from the main run. The
    # league (far_season_months 3) warns; the cup (far_months 6) does not; the same probable duplicate
    # (same time, seats and result under two ids) is found by both, with the same code and words.
    from taikai.competitions.cup import Cup, run_cup
    from taikai.competitions.cup import Game as CupGame
    from taikai.competitions.cup import Player as CupPlayer
    from taikai.competitions.formats import CupFormat

    points = (48000, 31000, 12000, 9000)
    when = ["2025-01-02T21:00:00+09:00", "2025-01-02T21:00:00+09:00", "2025-02-02T21:00:00+09:00"]
    when.append("2025-06-02T21:00:00+09:00")
    ids = ["a", "a-again", "b", "c"]
    games = tuple(
        Game(i, at(w), ("p1", "p2", "p3", "p4"), points=points) for i, w in zip(ids, when, strict=True)
    )
    league = run_league(League(FORMAT, roster(4), games), HITONAZO).warnings
    cup = run_cup(
        Cup(
            formats.load("itsuka-chuuren", CupFormat),
            load("itsuka-chuuren"),
            tuple(CupPlayer(f"p{i}", f"P{i}") for i in range(1, 5)),
            tuple(CupGame(g.id, g.played_at, g.seats, points=points) for g in games),
        )
    ).warnings
    assert [w.code for w in league] == ["probable_duplicate", "far_season"]
    assert dict(league[1].params) == {
        "season": "2025-06",
        "games": ("c",),
        "count": 1,
        "gap": 4,
        "nearest": "2025-02",
    }
    assert cup == league[:1]  # the same warning: code, parameters and words
