"""Who collects the honba and the deposits: one rule (taikai.rules.claims) for the table and the scorer."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from taikai.contracts.score import parse_request
from taikai.game.record import Hand
from taikai.game.state import TableState
from taikai.game.table import apply
from taikai.hand.scorer import score
from taikai.rules import load
from taikai.rules.claims import claimants, collects_deposits

ANY_WINNER, RIICHI_ONLY = (
    load("mleague"),
    load("itsuka-chuuren"),
)  # deposit_claim: any_winner, riichi_winner_only


@given(
    winners=st.permutations(range(4)).flatmap(lambda seats: st.integers(1, 3).map(lambda n: seats[:n])),
    riichi=st.sets(st.integers(0, 3)),
    riichi_only=st.booleans(),
)
def test_the_first_winner_takes_the_honba_and_the_first_who_may_the_deposits(winners, riichi, riichi_only):
    ruleset = RIICHI_ONLY if riichi_only else ANY_WINNER
    claims = claimants(ruleset, winners, riichi)
    assert claims.honba == (winners[0],)
    eligible = [seat for seat in winners if seat in riichi or not riichi_only]
    assert claims.deposits == (eligible[0] if eligible else None)


def test_a_double_ron_pays_the_honba_to_the_first_winner_and_the_sticks_to_the_riichi_winner():
    # itsuka-chuuren (fu-less, double ron, riichi_winner_only), East 1 with 1 honba and 1 stick left;
    # seat 0 (the dealer) declares riichi and both seat 3 and seat 0 ron seat 1's discard. In turn
    # order after seat 1, seat 3 comes first: the honba (300) go to seat 3; seat 3 is not in riichi,
    # so the sticks (1 left + seat 0's riichi = 2000) go to seat 0. 1 han: base 250 -> dealer ron 1500,
    # non-dealer ron 1000.
    # seat 0: 25000 - 1000 + 1500 + 2000 = 27500; seat 1: 25000 - 1500 - 1000 - 300 = 22200;
    # seat 3: 24000 + 1000 + 300 = 25300
    hand = Hand.model_validate(
        {
            "riichi": [0],
            "result": {"type": "ron", "discarder": 1, "wins": [{"seat": 0, "han": 1}, {"seat": 3, "han": 1}]},
        }
    )
    after = apply(TableState(points=(25000, 25000, 25000, 24000), honba=1, deposits=1), hand, RIICHI_ONLY)
    assert after.points == (27500, 22200, 25000, 25300) and after.deposits == 0


def test_mahjong_soul_pays_the_honba_to_every_winner_of_a_multiple_ron():
    # majsoul-ranked (multiple_ron = triple, multiple_ron_honba = each_winner), East 1 with 2 honba and
    # 1 stick left; seats 2, 3 and 0 ron seat 1's discard, each 40 fu 1 han (a non-dealer ron pays
    # 1300, the dealer's 2000). Every winner takes 600 (2 x 300) from seat 1; the stick goes to seat 2,
    # the first winner after seat 1.
    # seat 0 (the dealer): 25000 + 2000 + 600 = 27600; seat 2: 25000 + 1300 + 600 + 1000 = 27900;
    # seat 3: 24000 + 1300 + 600 = 25900; seat 1: 25000 - 2000 - 1300 - 1300 - 3 x 600 = 18600
    ruleset = load("majsoul-ranked")
    wins = [{"seat": seat, "han": 1, "fu": 40} for seat in (2, 3, 0)]
    hand = Hand.model_validate({"result": {"type": "ron", "discarder": 1, "wins": wins}})
    after = apply(TableState(points=(25000, 25000, 25000, 24000), honba=2, deposits=1), hand, ruleset)
    assert after.points == (27600, 18600, 27900, 25900) and after.deposits == 0
    assert claimants(ruleset, (2, 3, 0), ()) == ((2, 3, 0), 2)


def test_the_scorer_counts_the_deposits_only_for_a_winner_who_may_collect_them():
    # 234567m345p66s + 888s: tanyao (1 han) 1000 as a non-dealer ron under the fu-less table;
    # 2 sticks on the table: a riichi winner takes them (+2000, riichi adds 1 han: 2000), a winner
    # without riichi leaves them under riichi_winner_only and takes them under any_winner
    request = {"hand": "234567m345p66888s", "win_tile": "8s", "seat_wind": "S", "deposits": 2}
    quiet = score(parse_request(request), RIICHI_ONLY.hand)
    in_riichi = score(parse_request({**request, "riichi": True}), RIICHI_ONLY.hand)
    assert (quiet.points, quiet.total) == (1000, 1000)
    assert (in_riichi.points, in_riichi.total) == (2000, 4000)
    assert not collects_deposits(RIICHI_ONLY, False) and collects_deposits(ANY_WINNER, False)
