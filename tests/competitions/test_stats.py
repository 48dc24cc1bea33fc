"""Player statistics worked by hand (issue 21 item 6): final points only, hand results, the play.

Every expected number below is derived in the comments from the games as written, not from the code.
"""

from __future__ import annotations

import tomllib
from decimal import Decimal
from fractions import Fraction
from importlib import resources
from pathlib import Path

import pytest

from taikai import rules
from taikai.competitions.play_stats import SeatPlay
from taikai.competitions.stats import (
    GameResult,
    HandResult,
    HeadToHead,
    Mean,
    Rate,
    SeatResult,
    Streaks,
    hand_results,
    leaderboard,
    player_stats,
)
from taikai.contracts.game import parse_record
from taikai.contracts.stats import fixed, stats_json
from taikai.game.table import run
from taikai.importers.tenhou import read_file
from taikai.importers.tenhou.record import record_of


def seats(*rows: tuple[str, int, str, int | None]) -> tuple[SeatResult, ...]:
    return tuple(SeatResult(p, place, Decimal(score), points) for p, place, score, points in rows)


# Four games, given out of time order (the streaks read them in time order: g1 g2 g3 g4).
G1 = GameResult(
    "g1",
    "2025-03-01T12:00:00+00:00",
    seats(
        ("a", 1, "68.0", 48000), ("b", 2, "11.0", 31000), ("c", 3, "-28.0", 12000), ("d", 4, "-51.0", 9000)
    ),
)
G2 = GameResult(  # a busts: -2,000 final points
    "g2",
    "2025-03-02T12:00:00+00:00",
    seats(
        ("a", 4, "-62.0", -2000), ("b", 1, "70.0", 50000), ("c", 2, "10.0", 30000), ("d", 3, "-18.0", 22000)
    ),
)
G3 = GameResult(
    "g3",
    "2025-03-03T12:00:00+00:00",
    seats(
        ("a", 2, "10.0", 30000), ("b", 3, "-20.0", 20000), ("c", 1, "55.0", 45000), ("d", 4, "-45.0", 5000)
    ),
)
G4 = GameResult(  # settled scores only (no points): a and b share 1st (tie_policy split)
    "g4",
    "2025-03-04T12:00:00+00:00",
    seats(("a", 1, "45.3", None), ("b", 1, "45.3", None), ("c", 3, "-30.3", None), ("d", 4, "-60.3", None)),
)
GAMES = [G3, G1, G4, G2]


def test_final_points_worked_by_hand() -> None:
    s = player_stats(GAMES, "a").placing
    # a's places in time order: 1, 4, 2, 1
    assert s.games == 4
    assert s.places == (Rate(2, 4), Rate(1, 4), Rate(0, 4), Rate(1, 4))
    assert s.average_place.value == 2  # (1 + 4 + 2 + 1) / 4 = 8 / 4
    # 68.0 - 62.0 + 10.0 + 45.3 = 61.3; / 4 = 15.325
    assert s.total_score == Decimal("61.3")
    assert s.average_score.value == Fraction("15.325")
    assert s.busts == Rate(1, 3)  # g2's -2,000, of the three games with points (g4 has none)
    assert s.best == (Decimal("68.0"), "g1")
    assert s.worst == (Decimal("-62.0"), "g2")
    # 1st: runs of 1 (g1) and 1 (g4); 1st or 2nd: g3 g4 = 2; no 4th: g3 g4 = 2
    assert s.streaks == Streaks(first=1, top_two=2, no_last=2)


def test_head_to_head_worked_by_hand() -> None:
    against = {h.opponent: h for h in player_stats(GAMES, "a").head_to_head}
    # b: g1 above (68.0 - 11.0 = 57.0), g2 below (-62.0 - 70.0 = -132.0), g3 above (10.0 + 20.0 = 30.0),
    # g4 level (0.0): 57 - 132 + 30 = -45.0
    assert against["b"] == HeadToHead("b", 4, 2, 1, 1, Decimal("-45.0"))
    # d: g1 above (68.0 + 51.0 = 119.0), g2 below (a 4th, d 3rd: -62.0 + 18.0 = -44.0), g3 above
    # (10.0 + 45.0 = 55.0), g4 above (45.3 + 60.3 = 105.6): 119 - 44 + 55 + 105.6 = 235.6
    assert against["d"] == HeadToHead("d", 4, 3, 1, 0, Decimal("235.6"))


def test_a_player_without_games_has_empty_samples() -> None:
    s = player_stats(GAMES, "z")
    assert s.placing.games == 0 and s.placing.average_place.value is None
    assert s.hands.wins == Rate(0, 0) and s.hands.wins.value is None


def test_leaderboard_by_average_place_with_a_minimum() -> None:
    # average places: a 8/4 = 2; b (2 + 1 + 3 + 1) / 4 = 1.75; c (3 + 2 + 1 + 3) / 4 = 2.25; d (4+3+4+4)/4
    ranked = [(rank, s.player, s.placing.average_place.value) for rank, s in leaderboard(GAMES, 4)]
    assert ranked == [
        (1, "b", Fraction(7, 4)),
        (2, "a", Fraction(2)),
        (3, "c", Fraction(9, 4)),
        (4, "d", Fraction(15, 4)),
    ]
    assert leaderboard(GAMES, 5) == []  # nobody has five games
    # g4 alone: a and b share 1st and rank 1; c is 3rd
    assert [(r, s.player) for r, s in leaderboard([G4], 1)] == [(1, "a"), (1, "b"), (3, "c"), (4, "d")]


def test_json_rounds_at_the_edge_only() -> None:
    line = stats_json(player_stats(GAMES, "a"), {"a": "Aki"})
    placing = line["placing"]
    assert placing["average_score"] == {"value": Decimal("15.3"), "of": 4}  # 15.325 -> 15.3
    assert placing["average_place"] == {"value": Decimal("2.00"), "of": 4}
    assert placing["busts"] == {"count": 1, "of": 3, "pct": Decimal("33.33")}  # 1/3
    assert placing["places"][0] == {"count": 2, "of": 4, "pct": Decimal("50.00")}
    assert line["name"] == "Aki" and line["head_to_head"][0]["name"] == "b"
    assert fixed(Fraction(1, 8), 2) == Decimal("0.13")  # half up, not to even
    assert fixed(Fraction(-5, 2), 0) == Decimal("-3")


# --------------------------------------------------------------------------- hand results


def sample_game(ruleset: str = "mleague") -> tuple:
    text = (resources.files("taikai.examples") / "sample-game.toml").read_text("utf-8")
    played = rules.load(ruleset)
    record = parse_record(tomllib.loads(text), "sample-game.toml", ruleset=played)
    return record, run(record, played), played


def test_hand_results_of_the_sample_game() -> None:
    record, replay, ruleset = sample_game()
    hands = hand_results(record, replay, ruleset)
    assert len(hands) == 10
    # E1: Aki (0) riichi, rons Chie: 5,800 (3 han 30 fu, dealer); Aki also takes back the stick
    assert hands[0] == HandResult(0, "ron", (0,), (0,), (5800,), 2, 5800, (), (None,))
    # E1-2: Ben tsumo by tiles, no melds (closed): 2,000 (1,100 from the dealer less 2 honba) + 600 honba
    assert hands[2].values == (2600,) and hands[2].open == (False,)
    # E2: Dai riichi, Chie rons Dai's haneman: 12,000 (Dai's stick is not part of the value)
    assert hands[3].values == (12000,) and hands[3].dealt == 12000
    # E4-1: Aki tsumo mangan off the dealer Dai: 4,000 + 2,000 + 2,000 + 300 honba
    assert hands[5].values == (8300,)
    assert hands[4] == HandResult(2, "draw")  # E3: nobody tenpai


def test_hand_figures_worked_by_hand() -> None:
    record, replay, ruleset = sample_game()
    settled = replay.settlement
    game = GameResult(
        "s1",
        "2025-03-05T12:00:00+00:00",
        tuple(
            SeatResult(p, r.place, r.score, r.points)
            for p, r in zip(("aki", "ben", "chie", "dai"), settled.results, strict=True)
        ),
        hand_results(record, replay, ruleset),
    )
    aki = player_stats([game], "aki").hands
    assert (aki.games, aki.hands) == (1, 10)
    assert aki.wins == Rate(2, 10)  # E1 ron, E4-1 tsumo
    assert aki.tsumo == Rate(1, 2)
    assert aki.deal_in == Rate(1, 10)  # S1: Ben rons Aki
    assert aki.win_value.value == 7050  # (5,800 + 8,300) / 2
    assert aki.deal_in_value.value == 2600
    assert aki.riichi == Rate(1, 10)
    assert aki.riichi_outcomes == (Rate(1, 1), Rate(0, 1), Rate(0, 1), Rate(0, 1))  # won
    assert aki.tenpai_at_draw == Rate(2, 4)  # draws E1-1 (tenpai), E3, S3, S4 (tenpai)
    assert aki.dealer_wins == Rate(1, 4)  # dealer in E1, E1-1, E1-2, S1; won E1
    assert aki.open_wins == Rate(0, 0)  # both wins entered by han: their melds are not known
    dai = player_stats([game], "dai").hands
    assert dai.riichi_outcomes == (Rate(0, 1), Rate(1, 1), Rate(0, 1), Rate(0, 1))  # dealt in at E2
    assert dai.deal_in_value.value == 12000
    ben = player_stats([game], "ben").hands
    assert ben.closed_wins == Rate(1, 1) and ben.open_wins == Rate(0, 1)
    # Ben: E1-2 tsumo 2,600, S1 ron 2,600 (2 han 40 fu off Aki the dealer); dealt in S2 (1,000)
    assert ben.wins == Rate(2, 10) and ben.win_value.value == 2600
    assert ben.deal_in_value.value == 1000


def test_an_open_win_and_a_double_ron() -> None:
    ruleset = rules.load("tenhou")  # double ron; honba and sticks to the first winner after the discarder
    record = parse_record(
        {
            "rules": "tenhou",
            "hands": [
                # dealer tenpai: East 1, 1 honba next
                {"result": {"type": "draw", "tenpai": [0]}},
                # Dai (3) riichi; Ben (1) deals in to Chie (2) and Dai: Chie first after Ben takes the
                # honba (300) and Dai's stick: 1,000 + 300 = 1,300; Dai 3 han 30 fu = 3,900
                {
                    "riichi": [3],
                    "result": {
                        "type": "ron",
                        "discarder": 1,
                        "wins": [{"seat": 3, "han": 3, "fu": 30}, {"seat": 2, "han": 1, "fu": 30}],
                    },
                },
                # East 2: Chie (2) hatsu with an open pon, 1 han 30 fu off Aki: 1,000
                {
                    "result": {
                        "type": "ron",
                        "discarder": 0,
                        "wins": [
                            {
                                "seat": 2,
                                "request": {
                                    "hand": "234567m22p345s",
                                    "melds": [{"type": "pon", "tiles": "666z", "from": "left"}],
                                    "win_tile": "5s",
                                },
                            }
                        ],
                    }
                },
            ],
        },
        "two-hands",
        ruleset=ruleset,
    )
    hands = hand_results(record, run(record, ruleset), ruleset)
    assert hands[1].winners == (2, 3) and hands[1].values == (1300, 3900) and hands[1].dealt == 5200
    assert hands[2].open == (True,) and hands[2].values == (1000,)
    game = GameResult("x", "2025-03-01T00:00:00+00:00", seats(*[(p, 1, "0", 25000) for p in "abcd"]), hands)
    chie = player_stats([game], "c").hands
    assert chie.wins == Rate(2, 3) and chie.open_wins == Rate(1, 1)  # the han entry's melds are unknown
    assert chie.win_value.value == Fraction(2300, 2)  # (1,300 + 1,000) / 2
    ben = player_stats([game], "b").hands
    assert ben.deal_in == Rate(1, 3) and ben.deal_in_value.value == 5200  # one deal-in, two winners


def test_an_open_win_entered_by_han_counts_as_open() -> None:
    ruleset = rules.load("tenhou")
    record = parse_record(
        {
            "version": 2,
            "rules": "tenhou",
            "hands": [
                # East 1: Chie (2) rons Aki, 1 han 30 fu, entered by han with "open" given by staff
                {
                    "result": {
                        "type": "ron",
                        "discarder": 0,
                        "wins": [{"seat": 2, "han": 1, "fu": 30, "open": True}],
                    }
                },
                # East 2: Chie rons Aki again, closed, entered by han
                {
                    "result": {
                        "type": "ron",
                        "discarder": 0,
                        "wins": [{"seat": 2, "han": 1, "fu": 30, "open": False}],
                    }
                },
            ],
        },
        "open-by-han",
        ruleset=ruleset,
    )
    hands = hand_results(record, run(record, ruleset), ruleset)
    assert hands[0].open == (True,) and hands[1].open == (False,)
    game = GameResult("x", "2025-03-01T00:00:00+00:00", seats(*[(p, 1, "0", 25000) for p in "abcd"]), hands)
    chie = player_stats([game], "c").hands
    assert chie.open_wins == Rate(1, 2) and chie.closed_wins == Rate(1, 2)


# --------------------------------------------------------------------------- the play

# Two hands of a hand-made game recorded move by move (record version 2), East 1 and East 1 with one
# honba (Aki, the dealer, won the first). The figures of each seat are worked out beside each hand.
PLAYED_HANDS = [
    {
        # Aki (0): 23m456p234s78s11z5z: sets 456p 234s, partials 23m 78s, a pair: 8 - 4 - 2 - 1 = shanten 1.
        # Ben (1): 19m19p19s2345567z: twelve of kokushi's kinds and a pair: 13 - 12 - 1 = shanten 0.
        # Chie (2): 123m678m13p456s2z3z: three sets, 13p, no pair: 8 - 6 - 1 = shanten 1.
        # Dai (3): 147m258p369s1234z: no pair, no partial; chiitoitsu 6 - 0 = shanten 6 (the least).
        "start": ["23m456p234s78s11z5z", "19m19p19s2345567z", "123m678m13p456s2z3z", "147m258p369s1234z"],
        "dora": "1p",
        "events": [
            [0, "draw", "9s"],
            [0, "discard", "5z"],
            [1, "pon", "555z", "5z", 0],  # Ben opens his hand
            [1, "discard", "9m"],
            [2, "draw", "2z"],
            [2, "discard", "3z"],
            [3, "draw", "5m"],
            [3, "tsumogiri", "5m"],
            # Aki's 2nd discard declares riichi on 23m456p234s789s11z: 1m or 4m, two kinds (good shape)
            [0, "draw", "6z"],
            [0, "tsumogiri", "6z", "riichi"],
            [1, "draw", "8p"],
            [1, "tsumogiri", "8p"],
            # Chie chases on her 2nd discard: 123m678m13p456s22z waits on 2p alone (kanchan)
            [2, "draw", "7z"],
            [2, "tsumogiri", "7z", "riichi"],
            [3, "draw", "5p"],
            [3, "discard", "1m"],  # Aki rons 1m: its wait at the win is 1m-4m, good shape
        ],
    },
    {
        # Aki: 123456789p12s9m3z: three sets, 12s, no pair: shanten 1.
        # Ben: 78m123s456s79s11z5z: two sets, 78m 79s, a pair: 8 - 4 - 2 - 1 = shanten 1.
        # Chie: 2468m2467p2468s4z: six partials, at most four count: 8 - 4 = shanten 4.
        # Dai: 1111m234p567s88p3z: sets 111m 234p 567s, a pair: 8 - 6 - 1 = shanten 1.
        "start": ["123456789p12s9m3z", "78m123s456s79s11z5z", "2468m2467p2468s4z", "1111m234p567s88p3z"],
        "dora": "9s",
        "events": [
            [0, "draw", "3s"],
            [0, "discard", "9m"],
            [1, "chi", "789m", "9m", 0],  # Ben opens his hand again
            [1, "discard", "5z"],
            [2, "draw", "6z"],
            [2, "tsumogiri", "6z"],
            [3, "draw", "7z"],
            [3, "ankan", "1111m"],  # a closed kan: Dai's hand stays closed
            [3, "rinshan", "8p"],
            [3, "discard", "7z"],  # 234p567s888p3z: a tanki on 3z, one kind
            [0, "draw", "5z"],
            [0, "tsumogiri", "5z"],
            [1, "draw", "2z"],
            [1, "tsumogiri", "2z"],
            [2, "draw", "7z"],
            [2, "tsumogiri", "7z"],
            [3, "draw", "3z"],  # Dai tsumo, no call, no riichi: a dama win on one kind
        ],
    },
]


def played_game():
    ruleset = rules.load("tenhou")
    record = parse_record(
        {
            "version": 2,
            "rules": "tenhou",
            "hands": [
                {
                    "riichi": [0, 2],
                    "result": {"type": "ron", "discarder": 3, "wins": [{"seat": 0, "han": 2, "fu": 40}]},
                    "play": PLAYED_HANDS[0],
                },
                {
                    "result": {"type": "tsumo", "win": {"seat": 3, "han": 1, "fu": 40}},
                    "play": PLAYED_HANDS[1],
                },
            ],
        },
        "played",
        ruleset=ruleset,
    )
    hands = hand_results(record, run(record, ruleset), ruleset)
    return GameResult("p1", "2025-03-06T12:00:00+00:00", seats(*[(p, 1, "0", 25000) for p in "abcd"]), hands)


def test_seats_of_a_hand_from_its_play() -> None:
    first, second = (hand.play for hand in played_game().hands)
    aki, ben, chie, dai = first
    assert (aki.called, aki.start_shanten, aki.riichi_turn, aki.chasing) == (False, 1, 2, False)
    assert (aki.riichi_waits, aki.win_waits) == (2, 2)  # 1m 4m
    assert (ben.called, ben.start_shanten, ben.riichi_turn) == (True, 0, None)
    assert (chie.riichi_turn, chie.chasing, chie.riichi_waits, chie.start_shanten) == (2, True, 1, 1)
    assert (dai.start_shanten, dai.win_waits) == (6, None)
    assert second[3] == SeatPlay(called=False, start_shanten=1, win_waits=1)  # the ankan opens nothing
    assert [seat.start_shanten for seat in second] == [1, 1, 4, 1]


def test_play_figures_worked_by_hand() -> None:
    game = played_game()
    record, replay, ruleset = sample_game()  # kept by han and fu: no play, counts nothing here
    unplayed = GameResult(
        "s1", "2025-03-05T12:00:00+00:00", game.seats, hand_results(record, replay, ruleset)
    )
    a, b, c, d = (player_stats([game, unplayed], p).play for p in "abcd")
    assert (a.games, a.hands) == (1, 2)
    assert a.calls == Rate(0, 2) and b.calls == Rate(2, 2) and d.calls == Rate(0, 2)  # pon, chi; ankan
    assert a.riichi_turn == Mean(2, 1) and c.riichi_turn == Mean(2, 1) and b.riichi_turn.value is None
    assert a.first_riichi == Rate(1, 1) and a.chasing_riichi == Rate(0, 1)
    assert c.first_riichi == Rate(0, 1) and c.chasing_riichi == Rate(1, 1)
    assert a.good_wait_riichi == Rate(1, 1) and c.good_wait_riichi == Rate(0, 1)  # 1m-4m; 2p alone
    assert a.dama_wins == Rate(0, 1) and d.dama_wins == Rate(1, 1)  # a riichi win; no call, no riichi
    assert a.good_wait_win == Rate(1, 1) and d.good_wait_win == Rate(0, 1)  # 1m-4m; tanki 3z
    # starting shanten: Aki (1 + 1) / 2, Ben (0 + 1) / 2, Chie (1 + 4) / 2, Dai (6 + 1) / 2
    assert [s.start_shanten.value for s in (a, b, c, d)] == [
        1,
        Fraction(1, 2),
        Fraction(5, 2),
        Fraction(7, 2),
    ]
    # the play tells whether a win entered by han was open: both wins here were closed
    assert player_stats([game], "a").hands.closed_wins == Rate(1, 1)
    assert player_stats([game], "d").hands.open_wins == Rate(0, 1)
    line = stats_json(player_stats([game], "d"), {})["play"]
    assert line["start_shanten"] == {"value": Decimal("3.50"), "of": 2}
    assert line["dama_wins"] == {"count": 1, "of": 1, "pct": Decimal("100.00")}


TENHOU6 = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "tenhou6"


def test_the_play_of_real_logs_holds_together() -> None:
    """The six tenhou.net/6 logs of ../shared: every riichi was declared in tenpai (a wait of one kind
    or more) and every win on a wait; one first riichi in a hand with riichi, the others chasing; every
    paid riichi stick a declared riichi; starting shanten 0 to 6; each figure's sample as defined."""
    logs = sorted(TENHOU6.glob("*.json"))
    if len(logs) != 6:
        pytest.skip(f"the tenhou.net/6 sample logs were not found at {TENHOU6}")
    games, riichi = [], 0
    for number, log in enumerate(logs):
        record = record_of(read_file(log))
        ruleset = record.ruleset
        hands = hand_results(record, run(record, ruleset), ruleset)
        for hand in hands:
            assert hand.play is not None
            declared = [s for s, seat in enumerate(hand.play) if seat.riichi_turn is not None]
            riichi += len(declared)
            assert set(hand.riichi) <= set(declared)
            assert sum(not hand.play[s].chasing for s in declared) == (1 if declared else 0)
            assert all(hand.play[s].riichi_waits >= 1 for s in declared)
            assert all(hand.play[s].win_waits >= 1 for s in hand.winners)
            assert all(0 <= seat.start_shanten <= 6 for seat in hand.play)
        games.append(
            GameResult(log.stem, f"2025-01-0{number + 1}", seats(*[(p, 1, "0", 0) for p in "abcd"]), hands)
        )
    figures = [player_stats(games, p).play for p in "abcd"]
    assert sum(f.hands for f in figures) == 4 * sum(len(g.hands) for g in games)
    assert sum(f.first_riichi.of for f in figures) == riichi > 0
    for f in figures:
        assert f.games == 6 and f.calls.of == f.start_shanten.of == f.hands
        assert f.first_riichi.count + f.chasing_riichi.count == f.riichi_turn.of == f.good_wait_riichi.of
        assert f.dama_wins.of == f.good_wait_win.of


def test_a_nagashi_mangan_reads_without_a_win() -> None:
    """A nagashi mangan's claimant is among the hand's winners (it is paid) but won nothing: its hand
    is neither open nor closed (a phoenix-room log of ../shared holds one: its statistics failed)."""
    ruleset = rules.load("tenhou")
    record = parse_record(
        {"rules": "tenhou", "hands": [{"result": {"type": "draw", "tenpai": [], "nagashi": [2]}}]},
        "nagashi",
        ruleset=ruleset,
    )
    (hand,) = hand_results(record, run(record, ruleset), ruleset)
    # a mangan off the dealer Aki (4,000) and the two others (2,000 each), as a tsumo pays
    assert (hand.kind, hand.winners, hand.values, hand.open) == ("draw", (2,), (8000,), (None,))
