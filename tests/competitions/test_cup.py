"""The monthly club cup engine (COMPETITIONS.md C) on games worked out by hand.

Every number below is computed in the comments from RULES.md sections 2-5 and the itsuka-chuuren
ruleset: 25000 start, 30000 return, no uma or oka, final points rounded toward 30000 to a multiple
of 1000 (24400 -> 25000, 31600 -> 31000), fu-less values (RULES.md table 3: non-dealer ron 1 han 1000,
2 han 2000, 3 han 4000, 4-5 han 8000; dealer ron 1500, 3000, 6000, 12000; non-dealer tsumo 1 han
300/500), honba 300, double and triple ron paid separately, riichi sticks collected only by a winner
who declared riichi, sticks left at the end lost, chombo paid as a mangan (dealer 4000 all; non-dealer
2000/2000 and 4000 to the dealer), and a west round (then north ...) when nobody holds 30000 after
south 4, stopping only at the end of a round.

A game's scores add up to -20.0 (four players each give back 5000 more than they started with) plus
what rounding adds or removes.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any

from taikai import rules
from taikai.competitions import formats
from taikai.competitions.cup import Cup, CupResult, Game, Player, run_cup
from taikai.competitions.formats import CupFormat
from taikai.contracts.game import parse_record as from_data
from taikai.game.settle import Penalty

RULESET = rules.load("itsuka-chuuren")
FORMAT = formats.load("itsuka-chuuren", CupFormat)
PLAYERS = tuple(Player(f"p{i}", name) for i, name in enumerate(["Aki", "Ben", "Chie", "Dan", "Eri"], 1))
NOTEN = {"result": {"type": "draw", "tenpai": []}}  # an exhaustive draw, everybody noten: nothing paid


def pt(text: str) -> Decimal:
    return Decimal(text)


# --------------------------------------------------------------------------- the records, hand by hand

# G1: a double ron and a lost riichi stick. Seats p1 p2 p3 p4 (seat 0 = the first dealer).
G1_HANDS: list[dict[str, Any]] = [
    # East 1, dealer seat 0: seat 2 declares riichi (25000 -> 24000, one stick on the table); seat 1
    # deals into seat 0 (dealer, 3 han: 6000) and seat 3 (2 han: 2000) at once: seat 1 pays 8000.
    # Neither winner declared riichi: the stick stays on the table (deposit_claim riichi_winner_only).
    # 25000 + 6000 = 31000, 25000 - 8000 = 17000, 24000, 25000 + 2000 = 27000 (+ 1000 on the table).
    {
        "riichi": [2],
        "result": {"type": "ron", "discarder": 1, "wins": [{"seat": 0, "han": 3}, {"seat": 3, "han": 2}]},
        "points": [31000, 17000, 24000, 27000],
    },
    # East 1, 1 honba (the dealer won): seat 1 tsumo 1 han: 300 from each non-dealer, 500 from the
    # dealer, plus 100 each for the honba: seat 0 pays 600, seats 2 and 3 pay 400, seat 1 gains 1400.
    # Seat 1 did not declare riichi: the stick still stays.
    {"result": {"type": "tsumo", "win": {"seat": 1, "han": 1}}, "points": [30400, 18400, 23600, 26600]},
    # East 2 to South 4: seven draws, everybody noten; the deal passes each time. After south 4 seat 0
    # holds 30400 >= 30000: the game ends, the stick on the table is lost (leftover_deposits lost).
    *[NOTEN] * 7,
]
# Settlement: 30400 -> 30000 (at/above 30000 round down) = 0.0; 18400 -> 19000 (below: round up) =
# -11.0; 23600 -> 24000 = -6.0; 26600 -> 27000 = -3.0. The table holds 99000 + 1 stick = 100000.
G1_SCORES = {"p1": pt("0.0"), "p2": pt("-11.0"), "p3": pt("-6.0"), "p4": pt("-3.0")}
G1_PLACES = {"p1": 1, "p4": 2, "p3": 3, "p2": 4}

# G2: chombo paid as a mangan, twice. Seats p5 p1 p2 p3.
G2_HANDS: list[dict[str, Any]] = [
    # East 1, dealer seat 0: seat 1 declares riichi, then seat 2 (non-dealer) commits a chombo: the hand
    # is void (seat 1's stick goes back) and seat 2 pays a mangan: 2000 to seats 1 and 3, 4000 to the
    # dealer. 25000 + 4000, 25000 + 2000, 25000 - 8000, 25000 + 2000.
    {"riichi": [1], "result": {"type": "chombo", "seat": 2}, "points": [29000, 27000, 17000, 27000]},
    # East 1 replayed (same dealer, honba 0): seat 3 ron 4 han (mangan, 8000) from seat 2.
    {
        "result": {"type": "ron", "discarder": 2, "wins": [{"seat": 3, "han": 4}]},
        "points": [29000, 27000, 9000, 35000],
    },
    # East 2, dealer seat 1: the dealer commits a chombo and pays 4000 to each of the others.
    # 29000 + 4000, 27000 - 12000, 9000 + 4000, 35000 + 4000.
    {"result": {"type": "chombo", "seat": 1}, "points": [33000, 15000, 13000, 39000]},
    # East 2 replayed to South 4: seven noten draws; seat 3 holds 39000 after south 4: the game ends.
    *[NOTEN] * 7,
]
# Settlement (all multiples of 1000: no rounding): +3.0, -15.0, -17.0, +9.0. The chombo cost points
# during play; under chombo.kind mangan_payment they add no pt penalty.
G2_SCORES = {"p5": pt("3.0"), "p1": pt("-15.0"), "p2": pt("-17.0"), "p3": pt("9.0")}
G2_PLACES = {"p3": 1, "p5": 2, "p1": 3, "p2": 4}

# G3: a west-round extension, and a riichi winner collecting every stick. Seats p4 p5 p1 p2.
G3_HANDS: list[dict[str, Any]] = [
    # East 1 to East 4: four noten draws (honba 1, 2, 3, 4).
    *[NOTEN] * 4,
    # South 1, 4 honba, dealer seat 0: the dealer declares riichi (stick on the table) and is the only
    # tenpai player at the draw: 1000 from each of the others. Dealer tenpai: renchan, 5 honba.
    # 25000 - 1000 + 3000 = 27000, the others 24000.
    {"riichi": [0], "result": {"type": "draw", "tenpai": [0]}, "points": [27000, 24000, 24000, 24000]},
    # South 1 again to South 4: four noten draws (honba 6, 7, 8, 9). After south 4 nobody holds
    # 30000 (27000 at most): the west round is played.
    *[NOTEN] * 4,
    # West 1, dealer seat 0: a noten draw (honba 10).
    NOTEN,
    # West 2, 10 honba, dealer seat 1: seat 2 declares riichi and wins by ron from seat 3 with 3 han:
    # 4000 + 10 x 300 = 7000 from seat 3, and both sticks on the table (seat 0's and its own) = 2000:
    # 24000 - 1000 + 7000 + 2000 = 32000; seat 3: 24000 - 7000 = 17000.
    {
        "riichi": [2],
        "result": {"type": "ron", "discarder": 3, "wins": [{"seat": 2, "han": 3}]},
        "points": [27000, 24000, 32000, 17000],
    },
    # Seat 2 now holds 32000, but the extension plays whole rounds: West 3 and West 4 are played
    # (two noten draws) and the game ends after West 4.
    NOTEN,
    NOTEN,
]
# Settlement: 27000 = -3.0, 24000 = -6.0, 32000 = +2.0, 17000 = -13.0.
G3_SCORES = {"p4": pt("-3.0"), "p5": pt("-6.0"), "p1": pt("2.0"), "p2": pt("-13.0")}
G3_PLACES = {"p1": 1, "p4": 2, "p5": 3, "p2": 4}

# G4, by final points (the document's own examples): seats p3 p4 p5 p1, 24400 / 31600 / 29000 / 15000
# (= 100000). 24400 -> 25000 = -5.0; 31600 -> 31000 = +1.0; 29000 = -1.0; 15000 = -15.0.
G4_SCORES = {"p3": pt("-5.0"), "p4": pt("1.0"), "p5": pt("-1.0"), "p1": pt("-15.0")}

# March, summed by hand (each player's games):
#   p1 Aki:  G1 0.0 + G2 -15.0 + G3 +2.0 + G4 -15.0 = -28.0, 4 games, places 1st 3rd 1st 4th
#   p2 Ben:  G1 -11.0 + G2 -17.0 + G3 -13.0 = -41.0, 3 games, 4th 4th 4th
#   p3 Chie: G1 -6.0 + G2 +9.0 + G4 -5.0 = -2.0, 3 games, 3rd 1st 3rd
#   p4 Dan:  G1 -3.0 + G3 -3.0 + G4 +1.0 = -5.0, 3 games, 2nd 2nd 1st
#   p5 Eri:  G2 +3.0 + G3 -6.0 + G4 -1.0 = -4.0, 3 games, 2nd 3rd 2nd
# Total -80.0 = 4 games x -20.0.
MARCH = [
    ("p3", 1, "-2.0", 3, (1, 0, 2, 0)),
    ("p5", 2, "-4.0", 3, (0, 2, 1, 0)),
    ("p4", 3, "-5.0", 3, (1, 2, 0, 0)),
    ("p1", 4, "-28.0", 4, (2, 0, 1, 1)),
    ("p2", 5, "-41.0", 3, (0, 0, 0, 3)),
]

# G5 at 2025-03-31T15:30Z = 2025-04-01 00:30 in Tokyo: April. Seats p1 p2 p3 p4, 30000 / 30000 / 25000
# / 15000 and a -10.0 pt penalty for seat 1. The two 30000 share 1st place (tie_policy split; no uma to
# share): 0.0 and 0.0 - 10.0 = -10.0; 25000 = -5.0 (3rd); 15000 = -15.0 (4th).
# G6 on 2025-04-12: seats p5 p3 p2 p1, 40000 / 25000 / 20000 / 15000: +10.0, -5.0, -10.0, -15.0.
# April: p1 0.0 - 15.0 = -15.0 (1st, 4th); p2 -10.0 - 10.0 = -20.0 (1st, 3rd); p3 -5.0 - 5.0 = -10.0
# (3rd, 2nd); p4 -15.0 (4th); p5 +10.0 (1st). p1 and p4 are equal at -15.0: they share 3rd place and
# p2 is 5th (listed in registration order: p1 before p4).
APRIL = [
    ("p5", 1, "10.0", 1, (1, 0, 0, 0)),
    ("p3", 2, "-10.0", 2, (0, 1, 1, 0)),
    ("p1", 3, "-15.0", 2, (1, 0, 0, 1)),
    ("p4", 3, "-15.0", 1, (0, 0, 0, 1)),
    ("p2", 5, "-20.0", 2, (1, 0, 1, 0)),
]


def at(text: str) -> datetime:
    return datetime.fromisoformat(text)


def record_game(game_id: str, when: str, seats: tuple[str, ...], hands: list[dict[str, Any]]) -> Game:
    data = {"rules": "itsuka-chuuren", "players": list(seats), "hands": hands}
    return Game(game_id, at(when), seats, record=from_data(data))


def points_game(
    game_id: str, when: str, seats: tuple[str, ...], points: tuple[int, ...], **extra: Any
) -> Game:
    return Game(game_id, at(when), seats, points=points, **extra)


GAMES = (
    record_game("G1", "2025-03-26T19:00:00+09:00", ("p1", "p2", "p3", "p4"), G1_HANDS),
    record_game("G2", "2025-03-28T20:00:00+09:00", ("p5", "p1", "p2", "p3"), G2_HANDS),
    points_game("G4", "2025-03-29T20:00:00+09:00", ("p3", "p4", "p5", "p1"), (24400, 31600, 29000, 15000)),
    record_game("G3", "2025-03-31T21:00:00+09:00", ("p4", "p5", "p1", "p2"), G3_HANDS),
    points_game(
        "G5",
        "2025-03-31T15:30:00+00:00",
        ("p1", "p2", "p3", "p4"),
        (30000, 30000, 25000, 15000),
        penalties=(Penalty(1, "pt", pt("-10.0")),),
    ),
    points_game("G6", "2025-04-12T20:00:00+09:00", ("p5", "p3", "p2", "p1"), (40000, 25000, 20000, 15000)),
)


def cup(games: tuple[Game, ...] = GAMES, fmt: CupFormat = FORMAT) -> Cup:
    return Cup(fmt, RULESET, PLAYERS, games)


def rows(month: Any) -> list[tuple[str, int, str, int, tuple[int, ...]]]:
    return [(s.player, s.rank, str(s.score), s.games, s.places) for s in month.standings]


def by_player(settled: Any) -> dict[str, Decimal]:
    return {player: r.score for player, r in zip(settled.seats, settled.settlement.results, strict=True)}


# --------------------------------------------------------------------------- each game, then the months


def test_each_game_settles_to_the_scores_worked_by_hand() -> None:
    result = run_cup(cup())
    assert result.rejected == () and result.warnings == ()
    settled = {game.game: game for month in result.months for game in month.games}
    for name, scores in (("G1", G1_SCORES), ("G2", G2_SCORES), ("G3", G3_SCORES), ("G4", G4_SCORES)):
        assert by_player(settled[name]) == scores, name
        assert settled[name].settlement.residue == pt("-20.0")
    for name, places in (("G1", G1_PLACES), ("G2", G2_PLACES), ("G3", G3_PLACES)):
        got = {p: r.place for p, r in zip(settled[name].seats, settled[name].settlement.results, strict=True)}
        assert got == places, name


def test_the_lost_stick_and_the_double_ron() -> None:
    from taikai.game.table import run

    replay = run(GAMES[0].record, RULESET)  # type: ignore[arg-type]
    first = replay.states[1]
    assert first.last is not None and first.last.winners == (3, 0)  # seat 3 comes first after seat 1
    assert first.deposits == 1  # neither winner declared riichi: the stick stays
    assert replay.final.deposits == 1 and replay.final.reason == "someone holds 30000 at the end"
    assert [r.points for r in replay.settlement.results] == [30000, 19000, 24000, 27000]  # type: ignore[union-attr]


def test_the_west_round_is_played_to_its_end() -> None:
    from taikai.game.table import run

    replay = run(GAMES[3].record, RULESET)  # type: ignore[arg-type]
    labels = [state.label.split(",")[0] for state in replay.states[:-1]]
    assert labels[-4:] == ["West 1", "West 2", "West 3", "West 4"]
    assert replay.final.over and replay.final.deposits == 0
    # cut after West 2 (seat 2 already holds 32000) the game is not over: full rounds, not sudden death
    cut = record_game("G3-cut", "2025-03-31T21:00:00+09:00", ("p4", "p5", "p1", "p2"), G3_HANDS[:11])
    (rejected,) = run_cup(cup((cut,))).rejected
    assert (rejected.game, rejected.code) == ("G3-cut", "unfinished_record")
    assert "after hand 11" in rejected.message


def test_march_standings_count_days_26_to_31() -> None:
    march, april = run_cup(cup()).months
    assert march.month == "2025-03" and april.month == "2025-04"
    assert [g.game for g in march.games] == ["G1", "G2", "G4", "G3"]  # the 26th, 28th, 29th and 31st
    assert rows(march) == MARCH


def test_a_game_after_midnight_in_tokyo_counts_in_the_next_month_and_ties_share_the_better_rank() -> None:
    months = run_cup(cup()).months
    assert [g.game for g in months[1].games] == ["G5", "G6"]
    assert rows(months[1]) == APRIL


def test_each_month_only_adds_its_own_games() -> None:
    full = run_cup(cup()).months
    march_only = run_cup(cup(tuple(g for g in GAMES if g.id in {"G1", "G2", "G3", "G4"}))).months
    assert [rows(m) for m in march_only] == [rows(full[0])]


# --------------------------------------------------------------------------- copied formats


def copied(**changes: Any) -> CupFormat:
    return formats.from_mapping(
        formats.to_mapping(FORMAT) | {"name": "my-cup", **changes}, "my-cup", CupFormat
    )


def test_a_copied_format_with_another_time_zone_moves_the_midnight_game() -> None:
    # In UTC, G5 (2025-03-31T15:30Z) is played on March 31: March gains it, April keeps only G6.
    # March: p1 -28.0 + 0.0 = -28.0; p2 -41.0 - 10.0 = -51.0; p3 -2.0 - 5.0 = -7.0; p4 -5.0 - 15.0 =
    # -20.0; p5 -4.0. April: G6 alone.
    march, april = run_cup(cup(fmt=copied(timezone="UTC"))).months
    assert [g.game for g in march.games] == ["G1", "G2", "G4", "G3", "G5"]
    assert rows(march) == [
        ("p5", 1, "-4.0", 3, (0, 2, 1, 0)),
        ("p3", 2, "-7.0", 4, (1, 0, 3, 0)),
        ("p4", 3, "-20.0", 4, (1, 2, 0, 1)),
        ("p1", 4, "-28.0", 5, (3, 0, 1, 1)),
        ("p2", 5, "-51.0", 4, (1, 0, 0, 3)),
    ]
    assert [(s.player, s.rank, str(s.score)) for s in april.standings] == [
        ("p5", 1, "10.0"),
        ("p3", 2, "-5.0"),
        ("p2", 3, "-10.0"),
        ("p1", 4, "-15.0"),
    ]


def test_a_copied_format_that_counts_back_breaks_the_tie() -> None:
    # April: p1 and p4 both -15.0; p1 has one 1st place, p4 none: p1 3rd, p4 4th.
    april = run_cup(cup(fmt=copied(ties="count_back"))).months[1]
    assert [(s.player, s.rank) for s in april.standings] == [
        ("p5", 1),
        ("p3", 2),
        ("p1", 3),
        ("p4", 4),
        ("p2", 5),
    ]
    assert run_cup(cup(fmt=copied(ties="shared"))).months == run_cup(cup()).months


def test_count_back_still_shares_a_rank_when_places_are_equal_too() -> None:
    # Two games with p1 and p2 swapping 1st and 2nd by the same margin: equal scores, equal places.
    one = points_game("a", "2025-05-01T20:00+09:00", ("p1", "p2", "p3", "p4"), (35000, 33000, 20000, 12000))
    two = points_game("b", "2025-05-02T20:00+09:00", ("p2", "p1", "p3", "p4"), (35000, 33000, 20000, 12000))
    (may,) = run_cup(cup((one, two), copied(ties="count_back"))).months
    # p1: +5.0 + 3.0 = +8.0, p2: +3.0 + 5.0 = +8.0, both one 1st and one 2nd
    assert [(s.player, s.rank, str(s.score)) for s in may.standings][:2] == [
        ("p1", 1, "8.0"),
        ("p2", 1, "8.0"),
    ]


# --------------------------------------------------------------------------- rejected games, warnings


def test_games_that_cannot_count_are_rejected_with_a_code_never_dropped() -> None:
    games = (
        points_game("ok", "2025-03-02T20:00+09:00", ("p1", "p2", "p3", "p4"), (24400, 31600, 29000, 15000)),
        points_game("ok", "2025-03-03T20:00+09:00", ("p1", "p2", "p3", "p4"), (25000, 25000, 25000, 25000)),
        points_game(
            "twice", "2025-03-04T20:00+09:00", ("p1", "p1", "p3", "p4"), (25000, 25000, 25000, 25000)
        ),
        points_game(
            "stranger", "2025-03-05T20:00+09:00", ("p1", "p2", "p3", "p9"), (25000, 25000, 25000, 25000)
        ),
        # 24400 + 31600 + 29000 + 16000 = 101000: not the table's 100000
        points_game("sum", "2025-03-06T20:00+09:00", ("p1", "p2", "p3", "p4"), (24400, 31600, 29000, 16000)),
        # one stick was left on the table, but the points add up to 100000: the stick is not there
        points_game(
            "stick",
            "2025-03-07T20:00+09:00",
            ("p1", "p2", "p3", "p4"),
            (24400, 31600, 29000, 15000),
            deposits=1,
        ),
        # the record says the points after an all-noten draw moved: the replay stops at hand 1
        record_game(
            "replay",
            "2025-03-08T20:00+09:00",
            ("p1", "p2", "p3", "p4"),
            [{"result": {"type": "draw"}, "points": [26000, 24000, 25000, 25000]}],
        ),
    )
    result = run_cup(cup(games))
    assert [(r.game, r.code) for r in result.rejected] == [
        ("ok", "duplicate_game"),
        ("twice", "bad_game"),
        ("stranger", "unknown_player"),
        ("sum", "inconsistent"),
        ("stick", "inconsistent"),
        ("replay", "bad_record"),
    ]
    messages = {r.game: r.message for r in result.rejected}
    assert "p9" in messages["stranger"] and "101000" in messages["sum"]
    assert "hand 1" in messages["replay"] and "do not add up" in messages["replay"]
    (march,) = result.months
    assert [g.game for g in march.games] == ["ok"]  # the first entry of "ok" counts


def test_the_same_game_under_two_ids_is_counted_with_a_warning() -> None:
    first = points_game(
        "g1", "2025-03-02T20:00+09:00", ("p1", "p2", "p3", "p4"), (24400, 31600, 29000, 15000)
    )
    again = points_game(
        "g1-copy", "2025-03-02T20:00+09:00", ("p1", "p2", "p3", "p4"), (24400, 31600, 29000, 15000)
    )
    later = points_game(
        "g2", "2025-03-02T23:00+09:00", ("p1", "p2", "p3", "p4"), (24400, 31600, 29000, 15000)
    )
    result = run_cup(cup((first, again, later)))
    (warning,) = result.warnings
    assert warning.code == "probable_duplicate" and dict(warning.params) == {
        "first": "g1",
        "second": "g1-copy",
    }
    assert "g1 and g1-copy" in warning.message
    assert result.months[0].standings[0].games == 3  # all three count


def test_a_month_far_from_the_others_gets_a_warning() -> None:
    def game(game_id: str, when: str) -> Game:
        return points_game(game_id, when, ("p1", "p2", "p3", "p4"), (25000, 25000, 25000, 25000))

    # 2025-01 .. 2025-03, and one game typed 2026-03: 12 months after 2025-03.
    games = (
        *(game(f"g{m}", f"2025-0{m}-10T20:00+09:00") for m in (1, 2, 3)),
        game("typo", "2026-03-10T20:00+09:00"),
    )
    result = run_cup(cup(games))
    (warning,) = result.warnings
    assert warning.code == "far_month"
    assert dict(warning.params)["month"] == "2026-03" and dict(warning.params)["gap"] == 12
    assert dict(warning.params)["games"] == ("typo",) and dict(warning.params)["count"] == 1
    assert "(games typo: 1 in all)" in warning.message and "2025-03" in warning.message
    assert [m.month for m in result.months] == ["2025-01", "2025-02", "2025-03", "2026-03"]  # still counted
    # 2025-01 and 2025-06 are 5 months apart: less than the preset's far_months (6), no warning; a copy
    # with far_months = 5 warns of the smaller group (a tie on games: the earlier group is the main one)
    close = (game("a", "2025-01-10T20:00+09:00"), game("b", "2025-06-10T20:00+09:00"))
    assert run_cup(cup(close)).warnings == ()
    (warning,) = run_cup(cup(close, copied(far_months=5))).warnings
    assert dict(warning.params)["month"] == "2025-06" and dict(warning.params)["gap"] == 5


def test_a_record_naming_other_players_than_the_seats_gets_a_warning() -> None:
    hands = G1_HANDS
    by_name = Game(
        "n",
        at("2025-03-26T19:00+09:00"),
        ("p1", "p2", "p3", "p4"),
        record=from_data(
            {"rules": "itsuka-chuuren", "players": ["Aki", "Ben", "Chie", "Dan"], "hands": hands}
        ),
    )
    swapped = Game(
        "s",
        at("2025-03-27T19:00+09:00"),
        ("p1", "p2", "p3", "p4"),
        record=from_data(
            {"rules": "itsuka-chuuren", "players": ["Ben", "Aki", "Chie", "Dan"], "hands": hands}
        ),
    )
    (warning,) = run_cup(cup((by_name, swapped))).warnings
    assert warning.code == "record_players_differ" and dict(warning.params)["game"] == "s"


def test_a_chombo_listed_with_final_points_is_counted_with_a_warning() -> None:
    # Under itsuka-chuuren the chombo is a mangan paid at the table: the final points already hold it
    # (G2's points after its two chombo), so the penalty changes no score.
    with_chombo = points_game(
        "c",
        "2025-03-28T20:00+09:00",
        ("p5", "p1", "p2", "p3"),
        (33000, 15000, 13000, 39000),
        penalties=(Penalty(2, "chombo"),),
    )
    result = run_cup(cup((with_chombo,)))
    (warning,) = result.warnings
    assert warning.code == "chombo_paid_in_points" and dict(warning.params) == {
        "game": "c",
        "seat": 2,
        "kind": "mangan_payment",
    }
    assert by_player(result.months[0].games[0]) == G2_SCORES


def test_a_time_without_an_offset_is_read_in_the_cups_time_zone() -> None:
    naive = points_game("n", "2025-03-31T23:30:00", ("p1", "p2", "p3", "p4"), (25000, 25000, 25000, 25000))
    (month,) = run_cup(cup((naive,))).months
    assert month.month == "2025-03"
    (month,) = run_cup(cup((naive,), copied(timezone="America/New_York"))).months
    assert month.month == "2025-03" and month.games[0].played_at.utcoffset().total_seconds() == -4 * 3600  # type: ignore[union-attr]


def test_nothing_is_chosen_by_the_format_name() -> None:
    renamed = copied(name="hitonazo-m", title="another name")
    assert run_cup(cup(fmt=renamed)).months == run_cup(cup()).months


def test_a_cup_without_games_has_no_month() -> None:
    assert run_cup(cup(())) == CupResult(months=(), rejected=(), warnings=())


def test_docs_name_every_code_the_engine_gives() -> None:
    from pathlib import Path

    from taikai.competitions import cup as engine
    from taikai.competitions import suspicious

    text = (Path(__file__).parents[2] / "docs" / "cup.md").read_text(encoding="utf-8")
    rejections = [
        "duplicate_game",
        "bad_game",
        "unknown_player",
        "bad_record",
        "unfinished_record",
        "inconsistent",
    ]
    warnings = ["record_players_differ", "chombo_paid_in_points", "far_month", *suspicious.CODES]
    for code in [*rejections, *warnings]:
        assert f"`{code}`" in text, code
    assert set(warnings) <= {*engine.CODES, *suspicious.CODES}
