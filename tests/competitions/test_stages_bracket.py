"""The league's annual championship bracket (COMPETITIONS.md A) as stages (``from_league``): the same
fields, places, halved carries and champion as the league engine, and the bracket fields' checks."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest

from taikai.competitions import formats
from taikai.competitions.formats import FormatError, LeagueFormat
from taikai.competitions.formats.league import FINAL
from taikai.competitions.formats.staged import LAST, StagedFormat, from_league
from taikai.competitions.league.annual import championship
from taikai.competitions.league.model import AnnualEntry, FinalResult, QualifierResult, Withdraw
from taikai.competitions.stages.codes import BadStages, Fault, Why
from taikai.competitions.stages.engine import Competitors, Game, Played, run_stages, settle_games
from taikai.i18n import words
from taikai.rules import load as load_rules

D = Decimal
HITONAZO = formats.load("hitonazo-m", LeagueFormat)
BRACKET = from_league(HITONAZO)
RULES = load_rules(HITONAZO.ruleset)
YEAR = "2025"


def ranking_of(players: list[str]) -> tuple[AnnualEntry, ...]:
    return tuple(AnnualEntry(p, D(500 - i), 0, 0, D(0), 1) for i, p in enumerate(players))


def distinct_points(rng: random.Random) -> tuple[int, int, int, int]:
    """Four different final points adding up to 100,000 (no tie at a qualifier table)."""
    while True:
        a, b, c = (rng.randrange(1, 60) * 1000 for _ in range(3))
        d = 100_000 - a - b - c
        if len({a, b, c, d}) == 4 and d >= -20_000:
            return a, b, c, d


def final_points(rng: random.Random, step: int) -> tuple[int, int, int, int]:
    """Final points in steps of ``step``: 10,000 makes the final's totals often tie (the annual ranking
    decides), 100 gives scores with odd tenths (the halving rounds)."""
    while True:
        a, b, c = (rng.randrange(0, 50_000 // step + 1) * step for _ in range(3))
        if 100_000 - a - b - c >= -10_000:
            return a, b, c, 100_000 - a - b - c


def stage_entrants(competitors: Competitors, games: list[Game], stage: str) -> tuple[str, ...]:
    report = run_stages(BRACKET, competitors, settle_games(games, RULES)).stage(stage)
    assert report is not None, stage
    return report.entrants


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6, 7, 8, 9])
def test_the_championship_as_stages_gives_the_league_engines_results(seed: int) -> None:
    rng = random.Random(seed)
    players = [f"p{i}" for i in range(1, rng.randint(14, 20) + 1)]
    rng.shuffle(players)  # the year's annual ranking
    withdrawn = rng.sample(players[:16], rng.randint(0, min(2, len(players) - 14)))
    actions: list[Withdraw | QualifierResult | FinalResult] = [Withdraw(YEAR, p) for p in withdrawn]
    ranking = ranking_of(players)
    # the entry list of the stages: the ranking without who withdrew before the qualifiers
    competitors = Competitors(players=tuple(p for p in players if p not in withdrawn))
    games: list[Game] = []
    qualifiers = [s.name for s in BRACKET.stages if s.name not in (FINAL, LAST)]
    first_round = [t for t in qualifiers if t.startswith("q1_")]
    rng.shuffle(first_round)  # the first tables may be played in any order
    for table in [*first_round, *(t for t in qualifiers if t not in first_round)]:
        fields = championship(YEAR, ranking, actions, HITONAZO).fields
        entrants = stage_entrants(competitors, games, table)
        assert entrants == fields[table], (table, entrants, fields[table])
        seats = list(entrants)
        rng.shuffle(seats)
        points = distinct_points(rng)
        games.append(Game(table, tuple(seats), points))
        # the organizer's places, by hand: the higher final points first
        places = tuple(p for _, p in sorted(zip(points, seats, strict=True), reverse=True))
        actions.append(QualifierResult(YEAR, table, places))
        report = run_stages(BRACKET, competitors, settle_games(games, RULES)).stage(table)
        assert report is not None and report.complete
        assert tuple(r.entrant for r in report.rows) == places
    if not seed % 3:  # after the qualifiers: a finalist withdraws, and perhaps q3's 3rd (next in line)
        q3 = actions[-1]
        assert isinstance(q3, QualifierResult) and q3.table == "q3"
        finalists = championship(YEAR, ranking, actions, HITONAZO).fields[FINAL]
        late = [rng.choice(finalists), *q3.places[2:3]][: rng.randint(1, 2)]
        actions += [Withdraw(YEAR, p) for p in late]
        competitors = Competitors(competitors.players, withdrawn=tuple((p, FINAL) for p in late))
        assert not set(late) & set(championship(YEAR, ranking, actions, HITONAZO).fields[FINAL])
    finalists = championship(YEAR, ranking, actions, HITONAZO).fields[FINAL]
    assert stage_entrants(competitors, games, FINAL) == finalists
    if seed % 4:
        step = 10_000 if seed % 2 else 100
        final_games = [Game(FINAL, finalists, final_points(rng, step)) for _ in range(3)]
        last_game = Game(LAST, finalists, final_points(rng, step))
        played = settle_games([*games, *final_games, last_game], RULES)
    else:  # two finalists tie: 20.0 x 3 = 60.0 -> 30.0, +0.0; 0.0 x 3 -> 0.0, +30.0 (the ranking decides)
        a, b, c, d = rng.sample(finalists, 4)
        n = len(games)
        played = (
            *settle_games(games, RULES),
            *(played_game(n + i, FINAL, {a: "20.0", b: "0.0", c: "-10.0", d: "-10.0"}) for i in (1, 2, 3)),
            played_game(n + 4, LAST, {a: "0.0", b: "30.0", c: "-10.0", d: "-20.0"}),
        )
    hanchan = tuple(dict(zip(g.seats, g.scores, strict=True)) for g in played[-4:])
    actions.append(FinalResult(YEAR, hanchan))
    league = championship(YEAR, ranking, actions, HITONAZO)

    report = run_stages(BRACKET, competitors, played)
    last = report.stage(LAST)
    assert last is not None and last.complete
    assert [(r.entrant, r.rank, r.carried, r.counted, r.total) for r in last.rows] == [
        (s.player, s.place, s.carry, s.last, s.total) for s in league.final
    ]
    assert last.rows[0].entrant == league.champion
    if not seed % 4:
        assert len({row.total for row in last.rows}) == 3  # the tie the annual ranking broke
    assert all(stage.complete for stage in report.stages)


def played_game(number: int, stage: str, scores: dict[str, str]) -> Played:
    """A settled game given by its scores (places by score)."""
    values = [D(v) for v in scores.values()]
    places = tuple(sorted(values, reverse=True).index(v) + 1 for v in values)
    return Played(number, stage, tuple(scores), tuple(values), places)


def test_a_bracket_by_hand_routes_the_places_and_halves_the_final() -> None:
    # r1 ... r14 in the order of the annual ranking: r1 and r2 seeded into the final, r3-r6 play q1_1,
    # r7-r10 q1_2, r11-r14 q1_3
    competitors = Competitors(players=tuple(f"r{i}" for i in range(1, 15)))
    games = [
        played_game(1, "q1_2", {"r7": "30.0", "r8": "-10.0", "r9": "20.0", "r10": "-40.0"}),  # r7, r9 -> q2
        played_game(
            2, "q1_1", {"r3": "-5.0", "r4": "40.0", "r5": "10.0", "r6": "-45.0"}
        ),  # r4, r5 -> q3; r3 -> q2
        played_game(3, "q1_3", {"r11": "0.0", "r12": "-20.0", "r13": "5.0", "r14": "15.0"}),  # r14 -> q2
    ]
    report = run_stages(BRACKET, competitors, games)
    q2 = report.stage("q2")
    assert q2 is not None and q2.entrants == ("r3", "r7", "r9", "r14")  # q1_1's 3rd, then q1_2's, q1_3's
    q1_1 = report.stage("q1_1")
    assert q1_1 is not None and [r.advances for r in q1_1.rows] == [True, True, True, False]
    routed = [n for n in report.notes if n.code == Why.stage_routed and dict(n.params)["entrant"] == "r7"]
    assert [words(n, "en") for n in routed] == ["q1_2: r7 is 1 on 30.0 and goes on to q2"]
    games += [
        played_game(4, "q2", {"r3": "12.0", "r7": "-2.0", "r9": "30.0", "r14": "-40.0"}),  # r9, r3 -> q3
        played_game(5, "q3", {"r4": "-20.0", "r5": "25.0", "r9": "15.0", "r3": "-20.0"}),  # r5, r9 -> final
    ]
    final = run_stages(BRACKET, competitors, games).stage(FINAL)
    assert final is not None and final.entrants == ("r1", "r2", "r5", "r9")
    # the league's worked final (tests/competitions/test_league_annual.py), a = r5, b = r1, c = r9, d = r2:
    # after three hanchan r5 110.1 -> halved up 55.1; r1 60.0 -> 30.0; r9 -80.0 -> -40.0;
    # r2 -90.1 -> -45.05, halved up (toward +infinity) -45.0; the last hanchan: r5 -30.0 -> 25.1,
    # r1 +50.0 -> 80.0, r9 +10.0 -> -30.0, r2 -30.0 -> -75.0
    games += [
        played_game(6, FINAL, {"r5": "50.0", "r1": "0.0", "r9": "-20.0", "r2": "-30.0"}),
        played_game(7, FINAL, {"r5": "50.0", "r1": "30.0", "r9": "-40.0", "r2": "-40.0"}),
        played_game(8, FINAL, {"r5": "10.1", "r1": "30.0", "r9": "-20.0", "r2": "-20.1"}),
        played_game(9, LAST, {"r5": "-30.0", "r1": "50.0", "r9": "10.0", "r2": "-30.0"}),
    ]
    last = run_stages(BRACKET, competitors, games).stage(LAST)
    assert last is not None and last.complete
    assert [(r.entrant, r.carried, r.total) for r in last.rows] == [
        ("r1", D("30.0"), D("80.0")),
        ("r5", D("55.1"), D("25.1")),
        ("r9", D("-40.0"), D("-30.0")),
        ("r2", D("-45.0"), D("-75.0")),
    ]


def test_a_bracket_stage_waits_for_the_stages_it_takes_players_from() -> None:
    competitors = Competitors(players=tuple(f"r{i}" for i in range(1, 15)))
    games = [
        played_game(1, "q1_1", {"r3": "-5.0", "r4": "40.0", "r5": "10.0", "r6": "-45.0"}),
        played_game(2, "q1_2", {"r7": "30.0", "r8": "-10.0", "r9": "20.0", "r10": "-40.0"}),
        played_game(3, "q2", {"r3": "12.0", "r7": "-2.0", "r9": "30.0", "r11": "-40.0"}),  # q1_3 not played
    ]
    with pytest.raises(BadStages) as raised:
        run_stages(BRACKET, competitors, games)
    assert raised.value.reason is not None and raised.value.reason.code == Fault.game_stage_early
    assert words(raised.value.reason, "en").startswith("game 3: stage q2 has not begun")


def test_a_final_without_hanchan_after_the_carry_is_refused() -> None:
    data = HITONAZO.model_dump(mode="json")
    data["championship"]["last_hanchan"] = 0
    with pytest.raises(FormatError) as raised:
        from_league(formats.from_mapping(data, "test", LeagueFormat))
    assert "stages cannot express a total that is only halved" in raised.value.message


BRACKET_STAGE = {"name": "b", "entry": "bracket", "games": 1, "seating": "fixed"}


@pytest.mark.parametrize(
    ("stages", "expected"),
    [
        ([{**BRACKET_STAGE}], "stage b: give seeds or routes (who enters) exactly when entry = 'bracket'"),
        ([{**BRACKET_STAGE, "seeds": [1, 2, 3, 4], "carry": "half"}], "stage b: a bracket stage takes"),
        (
            [{"name": "a", "entry": "all", "games": 1, "seating": "fixed", "seeds": [1]}],
            "stage a: give seeds or routes (who enters) exactly when entry = 'bracket'",
        ),
        (
            [{**BRACKET_STAGE, "seeds": [1, 2, 3, 4], "routes": [["c", 1]]}],
            "stage b: routes take players from c, which is not a stage before it",
        ),
        (
            [
                {**BRACKET_STAGE, "name": "a", "seeds": [1, 2, 3, 4]},
                {**BRACKET_STAGE, "seeds": [4, 5, 6, 7]},
            ],
            "place 4 of the entry list is seeded twice",
        ),
        (
            [
                {**BRACKET_STAGE, "name": "a", "seeds": [1, 2, 3, 4]},
                {**BRACKET_STAGE, "seeds": [5, 6, 7], "routes": [["a", 1]]},
                {**BRACKET_STAGE, "name": "c", "seeds": [8, 9, 10], "routes": [["a", 1]]},
            ],
            "place 1 of stage a is routed twice",
        ),
    ],
    ids=["no-entrants", "carry", "seeds-without-bracket", "unknown-source", "seeded-twice", "routed-twice"],
)
def test_bracket_fields_that_contradict_themselves_are_refused_with_words(
    stages: list, expected: str
) -> None:
    data = {"kind": "staged", "name": "t", "ruleset": "mleague", "timezone": "Asia/Tokyo", "ranks": "players"}
    with pytest.raises(FormatError) as raised:
        formats.from_mapping(data | {"stages": stages}, "test format", StagedFormat)
    assert expected in raised.value.message


def test_who_withdraws_before_a_cut_gives_the_place_to_the_next() -> None:
    fmt = formats.from_mapping(
        {
            "kind": "staged",
            "name": "t",
            "ruleset": "mleague",
            "timezone": "Asia/Tokyo",
            "ranks": "players",
            "stages": [
                {"name": "heat", "entry": "all", "games": 1, "seating": "fixed"},
                {"name": "top", "entry": "top", "top": 4, "games": 1, "seating": "fixed"},
            ],
        },
        "test format",
        StagedFormat,
    )
    games = [
        played_game(1, "heat", {"a": "60.0", "b": "10.0", "c": "-20.0", "d": "-50.0"}),
        played_game(2, "heat", {"e": "50.0", "f": "20.0", "g": "-30.0", "h": "-40.0"}),
    ]
    # heat: a 60.0, e 50.0, f 20.0, b 10.0 | c -20.0, g -30.0, ...: e withdraws, c (5th) goes on
    competitors = Competitors(players=tuple("abcdefgh"), withdrawn=(("e", "top"),))
    report = run_stages(fmt, competitors, games)
    top = report.stage("top")
    assert top is not None and top.entrants == ("a", "f", "b", "c")
    heat = report.stage("heat")
    assert heat is not None and [(r.entrant, r.advances) for r in heat.rows[:6]] == [
        ("a", True),
        ("e", False),
        ("f", True),
        ("b", True),
        ("c", True),
        ("g", False),
    ]
    decisions = [words(n, "en") for n in report.notes if n.as_dict().get("entrant") in ("e", "c", "g")]
    assert decisions == [
        "heat: e is 2 on 50.0, which goes on to top, but has withdrawn: the next in line takes the place",
        "heat: c is 5 on -20.0 and goes on to top (the top 4)",
        "heat: g is 6 on -30.0, outside the top 4 who go on to top",
    ]
    with pytest.raises(BadStages) as raised:
        run_stages(fmt, Competitors(players=tuple("abcdefgh"), withdrawn=(("e", "final"),)), games)
    assert raised.value.reason is not None
    assert (
        words(raised.value.reason, "en") == "e withdraws before stage final: no such entrant or no such stage"
    )
    assert (
        words(raised.value.reason, "ja")
        == "eがステージfinalの前に辞退：そのエントリーまたはステージがありません"
    )
