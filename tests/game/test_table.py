"""The table engine: every rule of a hand result, worked by hand from RULES.md and the seeds."""

from __future__ import annotations

from decimal import Decimal

import pytest

from taikai.contracts.game import GameWords, parse_record
from taikai.game.record import RecordError
from taikai.game.table import HandError, apply, run, start
from taikai.i18n import words
from taikai.rules import load

NOTEN = {"result": {"type": "draw"}}  # everybody noten: no payments, the dealer passes, honba + 1


def play(rules, *hands, **record):
    data = {"rules": rules, "hands": list(hands), **record}
    ruleset = load(rules)
    return run(parse_record(data), ruleset)


def ron(discarder, *wins, **extra):
    return {"result": {"type": "ron", "discarder": discarder, "wins": list(wins)}, **extra}


def tsumo(win, **extra):
    return {"result": {"type": "tsumo", "win": win}, **extra}


def draw(tenpai=(), **extra):
    result = {"type": "draw", "tenpai": list(tenpai)}
    result.update({k: extra.pop(k) for k in ("nagashi", "dealer_declared_noten") if k in extra})
    return {"result": result, **extra}


def points(outcome, index=-1):
    return list(outcome.states[index].points)


# --------------------------------------------------------------------------- wins, honba, deposits


def test_ron_with_honba_and_deposit():
    # hand 1: dealer tenpai alone: +3000, others -1000 -> 28000 24000 24000 24000; renchan, 1 honba
    # hand 2: seat 1 riichi (-1000), rons seat 2 with 3 han 30 fu = 30 x 2^5 x 4 = 3840 -> 3900,
    #   + 300 honba from seat 2, + the 1000 stick: seat 1 24000 - 1000 + 3900 + 300 + 1000 = 28200
    out = play("mleague", draw([0]), ron(2, {"seat": 1, "han": 3, "fu": 30}, riichi=[1]))
    assert out.error is None
    assert points(out, 1) == [28000, 24000, 24000, 24000]
    assert (out.states[1].round, out.states[1].honba) == (0, 1)
    assert points(out) == [28000, 28200, 19800, 24000]
    # a non-dealer win: the deal passes to seat 1, honba back to 0, the sticks are taken
    assert (out.final.round, out.final.honba, out.final.deposits, out.final.dealer) == (1, 0, 0, 1)


def test_non_dealer_tsumo_with_two_honba():
    # two noten draws: dealer seat 2, 2 honba. seat 0 tsumo 2 han 30 fu: base 480 -> 500 / dealer 1000;
    # honba 100 from each payer per honba: 500+200, 500+200, 1000+200 -> +2600
    out = play("mleague", NOTEN, NOTEN, tsumo({"seat": 0, "han": 2, "fu": 30}))
    assert points(out) == [27600, 24300, 23800, 24300]


def test_dealer_tsumo_mangan_renchan_and_paarenchan_count():
    # dealer mangan tsumo: 4000 all -> 37000; renchan with 1 honba; twice in a row: streak 2;
    # second: 4000 + 100 each -> +12300; a tenpai draw renchan breaks the streak of wins
    mangan = tsumo({"seat": 0, "han": 5})
    out = play("mleague", mangan, mangan, draw([0]))
    assert points(out, 1) == [37000, 21000, 21000, 21000]
    assert [s.streak for s in out.states] == [0, 1, 2, 0]
    assert points(out, 2) == [49300, 16900, 16900, 16900]
    assert out.final.honba == 3 and out.final.dealer == 0


def test_noten_payments_one_two_three_tenpai():
    out = play("mleague", draw([1]), draw([1, 2]), draw([0, 1, 2]))
    # 1 tenpai: +3000, -1000 x3; 2: +1500 x2, -1500 x2; 3: +1000 x3, -3000
    assert points(out, 1) == [24000, 28000, 24000, 24000]
    assert points(out, 2) == [22500, 29500, 25500, 22500]
    assert points(out, 3) == [23500, 30500, 26500, 19500]


def test_penalty_deposit_of_001_goes_to_the_next_winner():
    # ron-of-20xx: a cancelled call costs 1000 to the table; seat 3 wins 1000 (1 han 30 fu ron) + the stick
    out = play("ron-of-20xx", NOTEN, ron(0, {"seat": 3, "han": 1, "fu": 30}, deposits=[2]))
    # 1 honba from the draw: +300
    assert points(out) == [25000 - 1300, 25000, 24000, 25000 + 1000 + 300 + 1000]


# --------------------------------------------------------------------------- multiple ron


def test_head_bump_under_mleague():
    # seat 2 discards; seats 0 and 3 both call ron: seat 3 is first after seat 2 and wins alone
    out = play("mleague", ron(2, {"seat": 0, "points": 8000}, {"seat": 3, "points": 3900}))
    assert points(out) == [25000, 25000, 21100, 28900]
    assert out.final.last.winners == (3,)
    assert "head bump: seat 0 not paid" in GameWords().parts(out.final.last.parts)


def test_double_ron_itsuka_honba_to_first_and_riichi_winner_only():
    # itsuka: one noten draw (1 honba, dealer seat 1). Seat 0 discards; seats 2 (riichi) and 1 win.
    # seat 1 is first after seat 0: takes the 300 honba; the deposits (seat 2's stick) may only go to a
    # riichi winner: seat 2. Fu-less: 2 han non-dealer ron 2000; 3 han dealer (seat 1) ron 6000.
    hand = ron(0, {"seat": 2, "han": 2}, {"seat": 1, "han": 3}, riichi=[2])
    out = play("itsuka-chuuren", NOTEN, hand)
    # seat 0: -2000 - 6000 - 300; seat 1: +6300; seat 2: -1000 + 2000 + 1000
    assert points(out) == [16700, 31300, 27000, 25000]
    # the dealer (seat 1) won: renchan, honba 1 -> 2
    assert (out.final.dealer, out.final.honba) == (1, 2)


def test_deposits_stay_when_the_winner_did_not_riichi_under_itsuka():
    # seat 3 riichi, seat 1 wins 1 han by ron from seat 0 without riichi: the stick stays (2000 - 1000)
    out = play("itsuka-chuuren", ron(0, {"seat": 1, "han": 1}, riichi=[3]))
    assert points(out) == [24000, 26000, 25000, 24000] and out.final.deposits == 1
    # next hand seat 3 wins with riichi and takes both sticks: 1000 ron + 2000
    out = play(
        "itsuka-chuuren", ron(0, {"seat": 1, "han": 1}, riichi=[3]), ron(0, {"seat": 3, "han": 1}, riichi=[3])
    )
    assert points(out) == [23000, 26000, 25000, 26000] and out.final.deposits == 0


def test_tenhou_double_ron_and_triple_ron_is_an_abortive_draw():
    hand = ron(0, {"seat": 1, "points": 1000}, {"seat": 2, "points": 2000}, {"seat": 3, "points": 3900})
    out = play("tenhou", hand)
    # sanchahou: redeal with a honba, nothing paid
    assert points(out) == [25000] * 4 and out.final.honba == 1 and out.final.dealer == 0
    out = play("tenhou", ron(0, {"seat": 1, "points": 1000}, {"seat": 3, "points": 3900}))
    assert points(out) == [20100, 26000, 25000, 28900]


# --------------------------------------------------------------------------- pao


def test_pao_tsumo_pao_player_pays_all_with_honba():
    # 1 honba (noten draw). Seat 2 (non-dealer) tsumo daisangen, pao seat 3: 32000 + 300 from seat 3
    out = play("mleague", NOTEN, tsumo({"seat": 2, "yakuman": 1, "pao": {"seat": 3}}))
    assert points(out) == [25000, 25000, 57300, -7300]


def test_pao_ron_half_each_honba_with_pao():
    # after a noten draw seat 1 deals (1 honba). It rons seat 0's discard: a dealer daisangen 48000 under
    # pao of seat 3: 24000 each, the 300 honba from seat 3
    out = play("mleague", NOTEN, ron(0, {"seat": 1, "yakuman": 1, "pao": {"seat": 3}}))
    assert points(out) == [1000, 73300, 25000, 700]


def test_pao_part_only_of_a_double_yakuman():
    # non-dealer double yakuman (daisangen + tsuuiisou) 64000; pao on the daisangen part only.
    # ron from seat 0, pao seat 3: pao part 32000 -> 16000 + 16000; the rest 32000 from seat 0
    out = play("mleague", ron(0, {"seat": 1, "yakuman": 2, "pao": {"seat": 3, "yakuman": 1}}))
    assert points(out) == [25000 - 48000, 25000 + 64000, 25000, 25000 - 16000]
    # tsumo: pao seat 3 pays the 32000 part; the other 32000 as a tsumo: dealer 16000, non-dealers 8000
    out = play("mleague", tsumo({"seat": 1, "yakuman": 2, "pao": {"seat": 3, "yakuman": 1}}))
    assert points(out) == [25000 - 16000, 25000 + 64000, 25000 - 8000, 25000 - 32000 - 8000]


def test_pao_of_the_discarder_pays_the_whole_part():
    out = play("mleague", ron(3, {"seat": 1, "yakuman": 1, "pao": {"seat": 3}}))
    assert points(out) == [25000, 57000, 25000, -7000]


# --------------------------------------------------------------------------- chombo


def test_chombo_pt_under_mleague_is_a_settlement_penalty():
    # the hand is replayed (same dealer, same honba); seat 2's riichi stick goes back
    hands = [{"result": {"type": "chombo", "seat": 2}, "riichi": [2]}] + [NOTEN] * 8
    out = play("mleague", *hands)
    assert out.states[1].points == (25000,) * 4 and out.states[1].round == 0 and out.states[1].deposits == 0
    assert out.final.over
    # all 25000: places split; -5 + 5 = 0 each, seat 2 -20 -> residue -20.0
    assert [str(r.score) for r in out.settlement.results] == ["0.0", "0.0", "-20.0", "0.0"]
    assert out.settlement.residue == Decimal("-20.0")


def test_chombo_confiscation_under_ron_of_20xx():
    # 12000 removed from seat 1: the table holds 88000; settlement accepts it (the chombo implies it)
    hands = [{"result": {"type": "chombo", "seat": 1}}] + [NOTEN] * 8
    out = play("ron-of-20xx", *hands)
    assert points(out, 1) == [25000, 13000, 25000, 25000]
    assert out.final.confiscated == 12000
    # seats 0, 2, 3 tie for first at 25000: -5 + (50 + 10 - 10)/3 = 16.7/16.7/16.6 -> 11.7, 11.7, 11.6;
    # seat 1: 13000 -> -17 - 30 = -47.0; residue -12.0 (the confiscated points)
    assert [str(r.score) for r in out.settlement.results] == ["11.7", "-47.0", "11.7", "11.6"]


def test_chombo_mangan_payment_under_itsuka():
    # non-dealer seat 2 pays a mangan: 2000 to each non-dealer, 4000 to the dealer (seat 0)
    out = play("itsuka-chuuren", {"result": {"type": "chombo", "seat": 2}})
    assert points(out) == [29000, 27000, 17000, 27000]
    # the dealer pays 4000 to each
    out = play("itsuka-chuuren", {"result": {"type": "chombo", "seat": 0}})
    assert points(out) == [13000, 29000, 29000, 29000]


# --------------------------------------------------------------------------- abortive draws


def test_abortive_draws_follow_the_ruleset():
    nine = {"result": {"type": "abortive", "kind": "kyuushu_kyuuhai"}, "riichi": []}
    # itsuka: redeal without a honba
    out = play("itsuka-chuuren", nine)
    assert (out.final.round, out.final.honba) == (0, 0)
    # tenhou: redeal with a honba; a riichi stick paid before stays on the table
    out = play("tenhou", {"result": {"type": "abortive", "kind": "suucha_riichi"}, "riichi": [0, 1, 2, 3]})
    assert (out.final.round, out.final.honba, out.final.deposits) == (0, 1, 4)
    # mleague: not a draw at all
    out = play("mleague", nine)
    assert "not an abortive draw under this ruleset" in str(out.error)
    # itsuka: four riichi play on
    assert play("itsuka-chuuren", {"result": {"type": "abortive", "kind": "suucha_riichi"}}).error is not None


def test_nagashi_mangan_tenhou_replaces_noten_payments():
    # seat 1 nagashi mangan (non-dealer): 2000 / 2000 / 4000 from the dealer; seat 3 tenpai gets nothing
    out = play("tenhou", draw([3], nagashi=[1]))
    assert points(out) == [21000, 33000, 23000, 23000]
    assert play("mleague", draw([3], nagashi=[1])).error is not None


# --------------------------------------------------------------------------- the end of the game


def test_mleague_ends_after_south_4_and_settles_with_leftover_deposits():
    # 8 hands of noten draws, the last with a riichi stick (seat 0 tenpai in riichi, alone: +3000)
    out = play("mleague", *([NOTEN] * 7), draw([0], riichi=[0]))
    assert out.final.over and words(out.final.reason) == "the last hand is over"
    assert points(out) == [27000, 24000, 24000, 24000] and out.final.deposits == 1
    # the top takes the stick in pt: -3 + 50 + 1 = 48.0; the others -6 + 10 - 10 - 30 split 3 ways: -10
    assert [str(r.score) for r in out.settlement.results] == ["48.0", "-16.0", "-16.0", "-16.0"]


def test_hand_after_the_end_is_rejected_and_the_valid_part_kept():
    out = play("mleague", *([NOTEN] * 9))
    assert isinstance(out.error, HandError)
    assert str(out.error).startswith("hand 9 (")
    assert "already over" in str(out.error)
    assert len(out.states) == 9 and out.settlement is None


def test_last_dealer_renchan_always_continues_in_mleague_but_stops_in_tenhou():
    # seat 3 is the South 4 dealer; a dealer win leaves seat 3 leading with 25000 + 12000 = 37000
    hands = [*([NOTEN] * 7), tsumo({"seat": 3, "han": 5})]
    out = play("mleague", *hands)
    assert not out.final.over and words(out.final.label) == "South 4, 8 honba"
    out = play("tenhou", *hands)
    assert out.final.over and "agariyame" in words(out.final.reason)


def test_tenhou_sudden_death_west_round():
    # all noten through South 4: nobody holds 30000 -> West 1 (8 honba); a 1000 ron + 2400 honba leaves
    # seat 2 at 28400: play on (West 2); a 2000 ron then takes seat 2 to 30400: the game ends at once
    first = ron(1, {"seat": 2, "points": 1000})
    out = play("tenhou", *([NOTEN] * 8), first)
    assert not out.final.over and words(out.final.label) == "West 2"
    out = play("tenhou", *([NOTEN] * 8), first, ron(1, {"seat": 2, "points": 2000}))
    assert out.final.over and points(out)[2] == 30400
    assert words(out.final.reason) == "someone holds 30000 at the end"
    # after West 4 the game ends whatever the points (extension_rounds = 1)
    out = play("tenhou", *([NOTEN] * 12))
    assert out.final.over and words(out.final.reason) == "the last extension hand is over"


def test_itsuka_full_round_extension():
    # nobody at 30000 after South 4: West 1-4 are all played even if someone reaches 30000 in West 1
    hands = [*([NOTEN] * 8), ron(1, {"seat": 2, "han": 4}), NOTEN, NOTEN]
    out = play("itsuka-chuuren", *hands)
    assert not out.final.over and words(out.final.label).startswith("West 4")
    out = play("itsuka-chuuren", *hands, NOTEN)
    assert out.final.over
    # nobody at 30000 after West 4: North
    out = play("itsuka-chuuren", *([NOTEN] * 12))
    assert not out.final.over and words(out.final.label).startswith("North 1")
    # after North 4, back to East
    out = play("itsuka-chuuren", *([NOTEN] * 16))
    assert not out.final.over and words(out.final.label).startswith("East 1")


def test_tobi_ends_tenhou_but_not_mleague():
    # seat 1 pays a dealer yakuman: 25000 - 48000 < 0
    hand = ron(1, {"seat": 0, "yakuman": 1})
    assert play("tenhou", hand).final.over
    out = play("mleague", hand)
    assert not out.final.over and points(out) == [73000, -23000, 25000, 25000]


def test_time_called_makes_the_hand_the_last():
    hand = ron(1, {"seat": 0, "han": 1, "fu": 30}, time_called=True)
    out = play("ron-of-20xx", hand)  # the dealer won: renchan, but time was called
    assert out.final.over and words(out.final.reason).startswith("time called")
    assert play("mleague", hand).error is not None


def test_last_dealer_may_declare_noten():
    # South 4: the dealer (seat 3) declares noten although tenpai: pays as noten, the game ends
    out = play("mleague", *([NOTEN] * 7), draw([1], dealer_declared_noten=True))
    assert out.final.over and points(out) == [24000, 28000, 24000, 24000]
    # before the last hand it is not allowed
    assert play("mleague", draw([], dealer_declared_noten=True)).error is not None


# --------------------------------------------------------------------------- impossible hands


@pytest.mark.parametrize(
    ("hand", "reason"),
    [
        (ron(1, {"seat": 2, "points": 1000}, points=[25000, 24000, 26000, 24000]), "do not add up"),
        (draw([0], riichi=[1]), "not tenpai"),
        (tsumo({"seat": 1, "points": 1000}), "needs payments"),
        (tsumo({"seat": 1, "payments": {"dealer": 1000, "non_dealer": 500}}), "dealer tsumo"),
        # seat 1 deals East 2: a dealer ron pays 1500, 2000, 2400 ... (1 han 30 fu: 30 x 8 x 6 = 1440)
        (ron(2, {"seat": 1, "points": 1000}), "no hand is paid 1000 as a dealer ron here"),
    ],
)
def test_impossible_hands_name_the_hand_and_the_reason(hand, reason):
    out = play("mleague", NOTEN, hand)
    assert out.error is not None and reason in str(out.error)
    assert str(out.error).startswith("hand 2 (East 2, 1 honba)")
    assert len(out.states) == 2  # the start and the valid first hand


@pytest.mark.parametrize(
    ("hand", "field", "reason"),
    [
        (ron(1, {"seat": 1, "points": 1000}), "hands[1].result", "cannot ron its own discard"),
        (ron(1, {"seat": 2, "points": 1000}, kans=5), "hands[1].kans", "less than or equal to 4"),
        (ron(1, {"seat": 2, "points": 1000}, riichi=[3, 3]), "hands[1].riichi", "a seat is listed twice"),
        (ron(1, {"seat": 2, "han": 2}), "hands[1].result.wins[0].fu", "2 han needs its fu"),
    ],
)
def test_impossible_records_name_the_field(hand, field, reason):
    with pytest.raises(RecordError) as error:
        play("mleague", NOTEN, hand)
    assert f"field {field!r}: " in error.value.message and reason in error.value.message


def test_riichi_with_too_few_points():
    # seat 1 pays a dealer sanbaiman ron (11 han: 6000 x 6 = 36000) and is at -11000; its riichi next
    # hand is refused under itsuka (riichi_with_negative_points = false) and allowed under mleague
    down = ron(1, {"seat": 0, "han": 11})
    out = play("itsuka-chuuren", down, ron(2, {"seat": 3, "han": 1}, riichi=[1]))
    assert out.error is not None and "riichi_with_negative_points" in str(out.error)
    out = play("mleague", down, ron(2, {"seat": 3, "han": 1, "fu": 30}, riichi=[1]))
    assert out.error is None and points(out)[1] == -12000


def test_preview_is_the_same_pure_function():
    ruleset = load("mleague")
    state = start(ruleset)
    hand = parse_record({"hands": [tsumo({"seat": 0, "han": 1, "fu": 30})]}).hands[0]
    assert apply(state, hand, ruleset) == apply(state, hand, ruleset)
    assert state.points == (25000,) * 4  # nothing changed


def test_record_by_final_points_settles_directly():
    out = run(
        parse_record({"rules": "mleague", "final": {"points": [48000, 31000, 12000, 9000]}}), load("mleague")
    )
    assert [str(r.score) for r in out.settlement.results] == ["68.0", "11.0", "-28.0", "-51.0"]


def test_extension_last_hands_under_full_rounds():
    # itsuka after 8 noten draws: West 1. A noten declaration is refused in West 2, allowed in West 4
    west2 = [*([NOTEN] * 9), draw([], dealer_declared_noten=True)]
    assert "only the dealer of the last hand" in str(play("itsuka-chuuren", *west2).error)
    west4 = [*([NOTEN] * 11), draw([], dealer_declared_noten=True)]
    out = play("itsuka-chuuren", *west4)
    assert out.error is None and words(out.final.label).startswith("North 1")  # nobody at 30000: north


@pytest.mark.parametrize(
    ("rules", "deltas", "pt", "intentional_pt"),
    [
        # pt kinds: no points move; -20.0 pt (x3 intentional in M-League and Hitonazo M, x1 on Tenhou)
        ("mleague", [0, 0, 0, 0], "-20.0", "-60.0"),
        ("hitonazo-m", [0, 0, 0, 0], "-20.0", "-60.0"),
        ("tenhou", [0, 0, 0, 0], "-20.0", "-20.0"),
        # confiscate: 12000 from the offender (seat 1), paid to nobody; no pt
        ("ron-of-20xx", [0, -12000, 0, 0], "0.0", "0.0"),
        # mangan payment by seat 1 (non-dealer): 4000 to the dealer, 2000 to each other; no pt
        ("itsuka-chuuren", [4000, -8000, 2000, 2000], "0.0", "0.0"),
    ],
)
def test_each_presets_chombo(rules, deltas, pt, intentional_pt):
    from taikai.game.settle import Penalty, penalty_pt

    out = play(rules, {"result": {"type": "chombo", "seat": 1}})
    assert [p - 25000 for p in points(out)] == deltas
    assert (out.final.round, out.final.honba) == (0, 0)  # replayed: same dealer, same honba
    ruleset = load(rules)
    assert str(penalty_pt(Penalty(1, "chombo"), ruleset)) == pt
    assert str(penalty_pt(Penalty(1, "chombo_intentional"), ruleset)) == intentional_pt


def test_chombo_beside_a_result_noten_riichi_at_the_draw():
    # itsuka (002 lists a noten riichi at the draw as chombo): seat 1 riichi but noten; seat 2 tenpai alone.
    # The draw stands: +3000 / -1000 x3; seat 1 also pays a mangan: 4000 to the dealer, 2000 to seats 2, 3.
    # seat 0: 25000 - 1000 + 4000 = 28000; seat 1: 25000 - 1000 (stick) - 1000 - 8000 = 15000;
    # seat 2: 25000 + 3000 + 2000 = 30000; seat 3: 25000 - 1000 + 2000 = 26000; one stick on the table
    hand = draw([2], riichi=[1], chombo=[{"seat": 1}])
    out = play("itsuka-chuuren", hand)
    assert points(out) == [28000, 15000, 30000, 26000] and out.final.deposits == 1
    assert (out.final.dealer, out.final.honba) == (1, 1)  # a normal draw: the dealer (noten) passes
    # mleague: the same draw, and a -20.0 pt penalty for seat 1 in the settlement
    out = play("mleague", hand)
    assert points(out) == [24000, 23000, 28000, 24000]
    assert [(p.seat, p.kind) for p in out.final.chombo] == [(1, "chombo")]
    # without the chombo the record is impossible
    assert "not tenpai" in str(play("mleague", draw([2], riichi=[1])).error)
