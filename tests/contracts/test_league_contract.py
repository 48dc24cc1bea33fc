"""The league file contract (CONTRACTS.md sections 3 and 6): strict reading, the silent cases, writers."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta, timezone
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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
    Withdraw,
    run_league,
)
from taikai.contracts.jsonio import JsonError, dumps, dumps_bytes, loads, loads_typed
from taikai.contracts.league import _DECODER, league_file, league_json, parse_league, parse_league_bytes
from taikai.contracts.wording import Wording
from taikai.errors import TaikaiError
from taikai.game.settle import Penalty

D = Decimal
PLAYERS = [{"id": f"p{i}", "name": name} for i, name in enumerate(["Aki", "Ben", "Cho", "Dan", "Eri"], 1)]
SEATS = ["p1", "p2", "p3", "p4"]


def league(*games, **top):
    return {"format": "hitonazo-m", "timezone": "Asia/Tokyo", "players": PLAYERS, "games": list(games), **top}


def table(game_id="g1", when="2025-03-02T21:00:00+09:00", points=(48000, 31000, 12000, 9000), **extra):
    return {"id": game_id, "played_at": when, "seats": SEATS, "points": list(points), **extra}


def settled(
    game_id="s1", when="2025-03-03T21:00:00+09:00", scores=("12.3", "-5.0", "20.0", "-27.3"), **extra
):
    return {
        "id": game_id,
        "played_at": when,
        "scores": dict(zip(SEATS, map(D, scores), strict=True)),
        **extra,
    }


HITONAZO = formats.load("hitonazo-m", LeagueFormat)
WORDS = Wording("en")
GAME_FIELDS_NAMED = ("id", "played_at", "seats", "points", "scores", "deposits", "penalties")


def run(data):
    """The section 3 JSON of a league file given as parsed JSON (through the strict reader and writer)."""
    read = parse_league(loads(dumps(data)), "league.json")
    return loads(dumps(league_json(read, run_league(read.league, read.ruleset))))


def scores_of(out):
    return {row["player"]: row["score"] for season in out["seasons"] for row in season["standings"]}


# --------------------------------------------------------------------------- strict reading


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({**league(), "player": []}, "the league file: unknown field 'player' (did you mean 'players'?)"),
        ({"games": []}, "has no 'players' list"),
        (
            league(players=[{"id": "p1", "nmae": "Aki"}]),
            "players[0]: unknown field 'nmae' (did you mean 'name'?)",
        ),
        (league(players=[{"id": ""}]), "players[0].id: an id is a string of 1 to 64 characters"),
        (league(players=[{"id": "p" * 65}]), "players[0].id: an id is a string of 1 to 64 characters"),
        (league(players=[{"id": 7}]), "players[0].id: an id is a string of 1 to 64 characters, not 7"),
        (league(players=[{"id": "p1", "tier": "E1"}]), "players[0].tier: unknown tier 'E1'"),
        (league(players=[{"id": "p1", "tier": 3}]), "players[0].tier: a tier is a string like D3"),
        (
            league(actions=[{"action": "blacklist", "plyer": "p1"}]),
            "actions[0] (blacklist): unknown field 'plyer' (did you mean 'player'?)",
        ),
        (league(actions=[{"action": "blacklst", "player": "p1"}]), "(did you mean 'blacklist'?)"),
        (
            league(actions=[{"action": "blacklist", "player": "p1", "since": "soon"}]),
            "actions[0] (blacklist).since: 'soon' is not an ISO 8601 time",
        ),
        (
            league(actions=[{"action": "withdraw", "player": "p1", "year": 25}]),
            "withdraw).year: a league year",
        ),
        (
            league(actions=[{"action": "final_result", "year": 2025, "hanchan": [{"p1": D("1.25")}]}]),
            "final_result).hanchan[0].p1: Decimal('1.25') is not a score in pt",
        ),
        (league(timezone="Mars/Olympus"), "unknown time zone 'Mars/Olympus'"),
    ],
)
def test_the_file_is_refused_with_the_field_named(data, message):
    with pytest.raises(LeagueError) as error:
        read = parse_league(loads(dumps(data)), "the league file")
        run_league(read.league, read.ruleset)
    assert message in error.value.message


def test_a_format_file_is_read_only_from_the_league_files_folder(tmp_path):
    # without the league file's folder, only a preset: a path is refused before anything is opened
    with pytest.raises(LeagueError, match=r"format: no preset named '/dev/zero': presets are hitonazo-m"):
        parse_league(league(format="/dev/zero"), "league.json")
    # in its folder: a preset's close name is suggested, and a path out of the folder is refused
    with pytest.raises(TaikaiError, match="did you mean 'hitonazo-m'"):
        parse_league(league(format="hitonazo"), "league.json", base=tmp_path)
    with pytest.raises(TaikaiError, match="neither a format preset nor a path inside the folder"):
        parse_league(league(format="../x.toml"), "league.json", base=tmp_path)


BAD_GAMES = [
    (table(deposit=1), "unknown field 'deposit' (did you mean 'deposits'?)"),
    (table(penalty=[]), "unknown field 'penalty' (did you mean 'penalties'?)"),
    ({**table(), "id": ""}, "id: a string of 1 to 64 characters, not ''"),
    (table(when="2025-03-02 9pm"), "played_at: '2025-03-02 9pm' is not an ISO 8601 time"),
    (table(when=20250302), "played_at: 20250302 is not an ISO 8601 time"),
    (table(points=(48000, 31000, 12000, 9000.0)), "points: one integer per seat"),
    (table(points=(48000, 31000, 12000, True)), "points: one integer per seat"),
    (table(points=(10**7, 31000, 12000, 9000)), "at most 1,000,000 either way"),
    ({**table(), "seats": ["p1", "p2", "p3", ""]}, "seats: a list of player ids"),
    (table(deposits=-1), "deposits: the riichi sticks left on the table, 0 to 1000, not -1"),
    (table(deposits=1.0), "deposits: the riichi sticks left on the table, 0 to 1000"),
    (
        settled(scores=("12.25", "0", "0", "-12.25")),
        "scores.p1: Decimal('12.25') is not a score",
    ),
    (settled(scores=("10000.1", "0", "0", "0")), "scores.p1: Decimal('10000.1') is not a score"),
    ({k: v for k, v in table().items() if k != "seats"}, "'points' are given without 'seats'"),
    ({**settled(), "seats": SEATS}, "'seats' are given without 'points'"),
    (
        {"id": "g1", "played_at": "2025-03-02T21:00:00+09:00"},
        "give 'seats' and 'points' (table points), or",
    ),
    ({"id": "g1", "seats": SEATS, "points": [25000] * 4}, "'played_at' is missing"),
    ("g1", "a game is an object, not 'g1'"),
]


@pytest.mark.parametrize(("game", "message"), BAD_GAMES)
def test_a_game_that_cannot_be_read_is_a_bad_game_naming_the_field(game, message):
    out = run(league(game, table("ok", when="2025-03-04T21:00:00+09:00")))
    (rejected,) = out["rejected"]
    assert rejected["code"] == "bad_game" and message in rejected["message"]
    assert scores_of(out)["p1"] == D("68.0")  # the other game still counts


def test_a_repeated_key_refuses_the_file():
    text = '{"players": [{"id": "p1", "id": "p2"}], "games": []}'
    with pytest.raises(ValueError, match='the key "id" appears twice'):
        loads(text)


def _both_ways(data):
    """A file's text read straight into typed fields, and read by loads and parse_league."""
    text = dumps_bytes(data)
    return parse_league_bytes(text, "league.json"), parse_league(loads(text), "league.json")


@pytest.mark.parametrize("game", [game for game, _ in BAD_GAMES])
def test_a_file_read_into_typed_fields_gives_what_loads_gives(game):
    # games of every field (table points with sticks, with a penalty; settled scores), then one bad
    # game: the typed fields refuse most bad games (the file is then read by loads), not all of them
    clean = league(
        table("t1", deposits=1, points=(48000, 31000, 12000, 8000)),
        table("t2", penalties=[{"seat": 1, "kind": "chombo"}]),
        settled(),
    )
    assert loads_typed(dumps_bytes(clean), _DECODER) is not None  # the typed path is taken
    typed, loaded = _both_ways(clean)
    assert typed == loaded and len(typed.league.games) == 3 and typed.unreadable == ()
    typed, loaded = _both_ways({**clean, "games": [*clean["games"], game]})
    assert typed == loaded and len(typed.unreadable) == 1  # the bad game


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**7), 10**7)
    | st.decimals(-1000, 1000, places=2)
    | st.text("p12:-T+0 ", max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.sampled_from(SEATS), inner, max_size=4),
    max_leaves=8,
)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from([*GAME_FIELDS_NAMED, "deposit", "extra"]), json_values, st.booleans())
def test_a_mutated_game_is_read_into_typed_fields_as_loads_reads_it(field, value, drop):
    # one game of a clean file with a field given any JSON value (or left out): the typed fields and
    # loads give the same league, the same unreadable games, or the same refusal
    games = [table("t1"), settled(), table("t3", when="2025-03-05T21:00:00+09:00")]
    games[2] = {k: v for k, v in games[2].items() if k != field} if drop else {**games[2], field: value}
    text = dumps_bytes(league(*games))
    outcomes = []
    for read in (
        lambda: parse_league_bytes(text, "league.json"),
        lambda: parse_league(loads(text), "league.json"),
    ):
        try:
            got = read()
        except TaikaiError as error:
            outcomes.append((error.code, error.message))
        else:  # a reason may hold an error (a penalty's), equal only to itself: compared in words
            unreadable = [(r.game, r.code, WORDS(r.reason)) for r in got.unreadable]
            outcomes.append((got.league, got.ruleset, got.warnings, unreadable))
    assert outcomes[0] == outcomes[1]


@pytest.mark.parametrize(
    "text",
    [
        '{"players": [], "games": [{"id": "g1", "id": "g2", "played_at": "2025-03-02T21:00:00+09:00"}]}',
        '{"players": [], "players": [], "games": []}',
        '{"players": [{"id": "p1", "id": "p2"}], "games": []}',
    ],
)
def test_a_repeated_key_refuses_the_file_read_into_typed_fields(text):
    # typed fields keep the last of a repeated key, as every decoder does: the colons count them
    assert loads_typed(text.encode(), _DECODER) is None
    with pytest.raises(JsonError, match="appears twice"):
        parse_league_bytes(text.encode())


def test_a_time_without_an_offset_is_read_in_the_league_time_zone():
    # 2025-03-25T23:30 in Tokyo is in the season; the same wall time in UTC is 08:30 on the 26th in Tokyo.
    naive, utc = table("naive", when="2025-03-25T23:30:00"), table("utc", when="2025-03-25T23:30:00+00:00")
    out = run(league(naive, utc))
    assert [(r["game"], r["code"]) for r in out["rejected"]] == [("utc", "maintenance")]
    assert out["seasons"][0]["standings"][0]["games"] == 1


def test_missing_format_and_timezone_are_assumed_with_a_warning():
    out = run({"players": PLAYERS, "games": [table()]})
    # the format is assumed, and with it its time zone (the format's own, without a warning of its own)
    assert out["warnings"] == [
        {"code": "assumed_default", "message": "league.json gives no 'format': hitonazo-m assumed"}
    ]


# --------------------------------------------------------------------------- the silent cases, decided


def test_a_game_with_both_points_and_scores_is_refused_saying_which_to_keep():
    out = run(league({**table(), "scores": settled()["scores"]}))
    (rejected,) = out["rejected"]
    assert (rejected["game"], rejected["code"]) == ("g1", "bad_game")
    assert "gives both table points and settled scores: keep 'points'" in rejected["message"]
    assert "or 'scores' if it was settled elsewhere" in rejected["message"]
    assert out["seasons"] == []


def test_deposits_on_a_game_are_settled_as_leftover_sticks():
    # hitonazo-m (25000 start, 30000 return, uma +50/+10/-10/-30, leftover deposits to the top):
    # 47000 31000 12000 9000 with 1 stick left adds up to 99000 = 100000 - 1000.
    # p1: (47000 - 30000) / 1000 = 17.0 + 50 + 1.0 (the stick) = 68.0; p2: 1.0 + 10 = 11.0;
    # p3: -18.0 - 10 = -28.0; p4: -21.0 - 30 = -51.0 (sum 0.0).
    out = run(league(table(points=(47000, 31000, 12000, 9000), deposits=1)))
    assert scores_of(out) == {"p1": D("68.0"), "p2": D("11.0"), "p3": D("-28.0"), "p4": D("-51.0")}
    # without the stick the same points do not add up: refused, not silently settled
    out = run(league(table(points=(47000, 31000, 12000, 9000))))
    assert out["rejected"][0]["code"] == "inconsistent" and "99000" in out["rejected"][0]["message"]


def test_penalties_on_a_game_are_settled_with_the_ruleset():
    # hitonazo-m chombo: -20.0 pt on the final score. 48000 31000 12000 9000: p4 -51.0 - 20.0 = -71.0.
    out = run(league(table(penalties=[{"seat": 3, "kind": "chombo"}])))
    assert scores_of(out) == {"p1": D("68.0"), "p2": D("11.0"), "p3": D("-28.0"), "p4": D("-71.0")}


@pytest.mark.parametrize("extra", [{"deposits": 1}, {"penalties": [{"seat": 0, "kind": "chombo"}]}])
def test_deposits_or_penalties_beside_settled_scores_are_refused(extra):
    out = run(league(settled(**extra)))
    (rejected,) = out["rejected"]
    assert rejected["code"] == "bad_game"
    assert f"settled scores with {next(iter(extra))}: " in rejected["message"]


def test_scores_that_do_not_add_up_to_zero_are_counted_with_a_warning():
    # 12.3 - 5.0 + 20.0 - 47.3 = -20.0: a chombo of -20.0 settled elsewhere can do that
    out = run(league(settled(scores=("12.3", "-5.0", "20.0", "-47.3"))))
    assert out["rejected"] == []
    assert out["warnings"] == [
        {
            "code": "scores_not_zero_sum",
            "message": "game s1: the scores add up to -20.0, not 0.0 "
            "(a penalty? the game is counted as given)",
        }
    ]
    assert scores_of(out)["p4"] == D("-47.3")


def test_a_game_pasted_again_under_a_new_id_is_counted_with_a_warning_naming_both():
    again = {**table(), "id": "g1-again"}
    other_time = table("g2", when="2025-03-02T21:01:00+09:00")
    out = run(league(table(), table("g0", when="2025-03-01T20:00:00+09:00"), again, other_time))
    assert [w["code"] for w in out["warnings"]] == ["probable_duplicate"]
    assert out["warnings"][0]["message"].startswith(
        "games g1 and g1-again have the same players, time and result"
    )
    assert out["seasons"][0]["standings"][0]["games"] == 4  # counted as given
    # the same game given once as table points and once as its settled scores is found too
    as_scores = settled(
        "g1-scores", when="2025-03-02T21:00:00+09:00", scores=("68.0", "11.0", "-28.0", "-51.0")
    )
    out = run(league(table(), as_scores))
    assert out["warnings"][0]["message"].startswith("games g1 and g1-scores")


def test_a_season_far_from_all_the_others_is_warned_of_naming_the_game():
    # 2026-03 among 2025-01 .. 2025-04 seasons: a year typed wrong (2025-03 meant)
    games = [table(f"g{m}", when=f"2025-0{m}-02T21:00:00+09:00") for m in range(1, 5)]
    typo = table("g17", when="2026-03-02T21:00:00+09:00")
    out = run(league(*games, typo))
    assert out["warnings"] == [
        {
            "code": "far_season",
            "message": "season 2026-03 is 11 months from the nearest other season 2025-04: a year or month "
            "typed wrong? (counted as given; games g17: 1 in all)",
        }
    ]
    assert [s["season"] for s in out["seasons"]][-1] == "2026-03"
    # consecutive seasons with a one-month gap are no warning
    assert run(league(*games[:2], table("g9", when="2025-04-02T21:00:00+09:00")))["warnings"] == []


def test_repeated_and_unknown_players_and_maintenance_games_stay_rejections_with_codes():
    twice = {**table("twice"), "seats": ["p1", "p2", "p3", "p1"]}
    stranger = {**table("stranger"), "seats": ["p1", "p2", "p3", "zed"]}
    late = table("late", when="2025-03-27T21:00:00+09:00")
    out = run(league(twice, stranger, late, table()))
    assert [(r["game"], r["code"]) for r in out["rejected"]] == [
        ("twice", "bad_game"),
        ("stranger", "unknown_player"),
        ("late", "maintenance"),
    ]
    assert "needs four different players" in out["rejected"][0]["message"]
    assert "unregistered player(s) zed" in out["rejected"][1]["message"]


# --------------------------------------------------------------------------- names beside ids


def test_every_id_comes_with_its_name():
    out = run(league(table(), settled(), actions=[{"action": "hide_name", "player": "p2"}]))
    rows = out["seasons"][0]["standings"]
    assert {(r["player"], r["name"]) for r in rows} == {
        ("p1", "Aki"),
        ("p2", "(hidden)"),
        ("p3", "Cho"),
        ("p4", "Dan"),
    }
    assert out["names"] == {"p1": "Aki", "p2": "(hidden)", "p3": "Cho", "p4": "Dan"}
    assert all("name" in e for e in out["years"][0]["ranking"])


# --------------------------------------------------------------------------- writers parse back

ids = st.text("abcdefgh0123456789_-", min_size=1, max_size=8)
moments = st.datetimes(datetime(2000, 1, 1), datetime(2099, 12, 31)).map(lambda d: d.replace(microsecond=0))
zones = st.sampled_from([None, UTC, timezone(timedelta(hours=9)), timezone(timedelta(hours=-5, minutes=-30))])
pts = st.integers(-100_000, 100_000).map(lambda tenths: D(tenths).scaleb(-1))


@st.composite
def leagues(draw):
    roster = draw(st.lists(ids, min_size=4, max_size=8, unique=True))
    players = tuple(
        Player(p, draw(st.text(min_size=1, max_size=10)), draw(st.integers(0, 16))) for p in roster
    )
    games = []
    for index in range(draw(st.integers(0, 6))):
        seats = tuple(draw(st.permutations(roster))[:4])
        when = draw(moments).replace(tzinfo=draw(zones))
        if draw(st.booleans()):
            points = tuple(
                draw(st.lists(st.integers(-1000, 1000).map(lambda p: p * 100), min_size=4, max_size=4))
            )
            penalties = tuple(
                draw(st.lists(st.builds(Penalty, st.integers(0, 3), st.just("chombo")), max_size=2))
            )
            games.append(Game(f"g{index}", when, seats, points, None, draw(st.integers(0, 3)), penalties))
        else:
            games.append(
                Game(f"g{index}", when, seats, scores=tuple(draw(st.lists(pts, min_size=4, max_size=4))))
            )
    actions = [
        HideName(draw(st.sampled_from(roster))),
        Blacklist(draw(st.sampled_from(roster)), draw(st.none() | moments)),
        ResetRecord(draw(st.sampled_from(roster)), "2025-04"),
        AcceptGame("g0", draw(st.none() | st.just("2025-03"))),
        Withdraw("2025", draw(st.sampled_from(roster))),
        QualifierResult("2025", "q1_1", tuple(roster[:4])),
        FinalResult("2025", ({roster[0]: draw(pts)}, {}), draw(st.none() | st.just("2025-12"))),
    ]
    return League(HITONAZO, players, tuple(games), tuple(draw(st.permutations(actions))[:3]))


@settings(max_examples=80, deadline=None)
@given(leagues())
def test_the_league_file_writer_parses_back_to_an_equal_league(original):
    text = dumps(league_file(original))
    read = parse_league(loads(text), "export.json")
    assert (read.league, read.warnings, read.unreadable) == (original, (), ())
    typed = parse_league_bytes(text.encode(), "export.json")  # straight into typed fields
    assert (typed.league, typed.warnings, typed.unreadable) == (original, (), ())


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000))
def test_league_json_parses_back_to_equal_values(seed):
    rng = random.Random(seed)
    roster = [{"id": f"p{i}", "name": f"Player {i}"} for i in range(8)]
    games = []
    for index in range(30):
        seats = rng.sample([p["id"] for p in roster], 4)
        first = rng.randrange(-50, 600) * 100
        points = [first, 25000, 30000, 100_000 - first - 55000]
        when = f"2025-0{rng.randrange(1, 4)}-{rng.randrange(1, 29):02d}T21:00:00+09:00"
        games.append({"id": f"g{index}", "played_at": when, "seats": seats, "points": points})
    out = league_json(*_run({"players": roster, "games": games}))
    assert loads(dumps(out)) == out
    assert json.loads(dumps(out), parse_float=D) == out


def _run(data):
    read = parse_league(data, "league.json")
    return read, run_league(read.league, read.ruleset)


def test_a_time_outside_the_years_a_league_can_have_is_a_bad_game():
    # 9999-12 has no following month to end its season window; year 25 is a typo for 2025
    for when in ("9999-12-02T21:00:00+09:00", "0025-03-02T21:00:00+09:00"):
        out = run(league(table(when=when), table("ok", when="2025-03-04T21:00:00+09:00")))
        assert out["rejected"][0]["message"].endswith("(years 1900-2999)")
