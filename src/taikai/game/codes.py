"""Every code the game core words: its errors, why a game ended, what a hand did.

Each member is a message key of the catalogs (:mod:`taikai.i18n.messages`, section "game, rules,
records, settle"): the core builds ``SomeError.of(GameCode.x, **params)`` or
``Reason.of(GameCode.x, **params)`` and the adapters word it in English or Japanese. A seat is
the reason :func:`seat` ("seat 0", 0 = the first dealer), which an adapter that knows the players
may show as a name; a parameter named ``yaku`` holds yaku names of CONTRACTS.md section 1.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from taikai.reasons import Reason

__all__ = ["GameCode", "seat", "seats"]


class GameCode(StrEnum):
    in_field = "in_field"
    # --- settlement and penalties (game.settle)
    penalty_kind = "penalty_kind"
    penalty_seat = "penalty_seat"
    penalty_pt_from_ruleset = "penalty_pt_from_ruleset"
    penalty_pt_needed = "penalty_pt_needed"
    penalty_pt_positive = "penalty_pt_positive"
    penalty_pt_too_large = "penalty_pt_too_large"
    penalty_pt_places = "penalty_pt_places"
    penalty_no_cards = "penalty_no_cards"
    penalty_paid_in_play = "penalty_paid_in_play"
    settle_seat_count = "settle_seat_count"
    settle_points_range = "settle_points_range"
    settle_deposits_range = "settle_deposits_range"
    settle_not_hundreds = "settle_not_hundreds"
    settle_not_hundreds_meant = "settle_not_hundreds_meant"
    settle_total = "settle_total"
    # --- the fold (game.table): a hand the record cannot contain
    hand_problem = "hand_problem"
    table_holds = "table_holds"
    game_over = "game_over"
    selfplay_long_game = "selfplay_long_game"
    selfplay_long_hand = "selfplay_long_hand"
    # --- a record's play replayed through the engine (game.replay)
    replay_illegal = "replay_illegal"
    replay_differs = "replay_differs"
    replay_hand = "replay_hand"
    replay_tile_copies = "replay_tile_copies"
    replay_what_draws = "replay_what_draws"
    replay_what_end = "replay_what_end"
    replay_what_result = "replay_what_result"
    replay_what_table = "replay_what_table"
    no_time_limit = "no_time_limit"
    riichi_without_points = "riichi_without_points"
    noten_but_tenpai = "noten_but_tenpai"
    noten_not_allowed = "noten_not_allowed"
    noten_in_riichi = "noten_in_riichi"
    riichi_not_tenpai = "riichi_not_tenpai"
    nagashi_not_played = "nagashi_not_played"
    abortive_not_played = "abortive_not_played"
    points_disagree = "points_disagree"
    # --- a win's value (game.payments)
    request_disagrees = "request_disagrees"
    request_riichi = "request_riichi"
    request_refused = "request_refused"
    pao_not_yakuman = "pao_not_yakuman"
    pao_not_played = "pao_not_played"
    pao_wrong_yaku = "pao_wrong_yaku"
    tsumo_needs_payments = "tsumo_needs_payments"
    dealer_tsumo_payments = "dealer_tsumo_payments"
    non_dealer_tsumo_payments = "non_dealer_tsumo_payments"
    ron_needs_points = "ron_needs_points"
    not_payable_tsumo = "not_payable_tsumo"
    not_payable_ron = "not_payable_ron"
    win_dealer_tsumo = "win_dealer_tsumo"
    win_non_dealer_tsumo = "win_non_dealer_tsumo"
    win_dealer_ron = "win_dealer_ron"
    win_non_dealer_ron = "win_non_dealer_ron"
    fu_less_no_fu = "fu_less_no_fu"
    han_needs_fu = "han_needs_fu"
    fu_not_a_count = "fu_not_a_count"
    fu_20_ron = "fu_20_ron"
    fu_20_not_counted = "fu_20_not_counted"
    fu_20_one_han = "fu_20_one_han"
    fu_25_han = "fu_25_han"
    fu_most_tsumo = "fu_most_tsumo"
    fu_most_ron = "fu_most_ron"
    # --- the record's values (game.record)
    seat_twice = "seat_twice"
    unknown_yaku = "unknown_yaku"
    unknown_yaku_close = "unknown_yaku_close"
    win_value_none = "win_value_none"
    win_value_several = "win_value_several"
    han_and_yakuman = "han_and_yakuman"
    fu_without_han = "fu_without_han"
    pao_own_win = "pao_own_win"
    pao_more_yakuman = "pao_more_yakuman"
    ron_seat_twice = "ron_seat_twice"
    ron_own_discard = "ron_own_discard"
    record_version = "record_version"
    hands_and_final = "hands_and_final"
    yakuman_too_many = "yakuman_too_many"
    seat_points_range = "seat_points_range"
    points_above_table = "points_above_table"
    final_deposits = "final_deposits"
    # --- the play of a hand (game.play, record version 2)
    needs_version_2 = "needs_version_2"
    play_seat = "play_seat"
    play_start_seats = "play_start_seats"
    play_start_tiles = "play_start_tiles"
    play_copies = "play_copies"
    play_copies_red = "play_copies_red"
    play_not_in_hand = "play_not_in_hand"
    play_tsumogiri = "play_tsumogiri"
    play_call_type = "play_call_type"
    play_call_tiles = "play_call_tiles"
    play_call_from = "play_call_from"
    play_deltas = "play_deltas"
    open_and_request = "open_and_request"
    # --- why a game ended (TableState.reason)
    end_tobi = "end_tobi"
    end_time_called = "end_time_called"
    end_dealer_stops = "end_dealer_stops"
    end_sudden_death = "end_sudden_death"
    end_last_hand = "end_last_hand"
    end_last_extension = "end_last_extension"
    end_target = "end_target"
    end_final_points = "end_final_points"
    # --- the round and what a hand did (TableState.label, HandLog.parts)
    round_label = "round_label"
    round_label_honba = "round_label_honba"
    wind_east = "wind_east"
    wind_south = "wind_south"
    wind_west = "wind_west"
    wind_north = "wind_north"
    seat = "seat"
    log_tsumo = "log_tsumo"
    log_ron = "log_ron"
    log_head_bump = "log_head_bump"
    log_draw_tenpai = "log_draw_tenpai"
    log_draw_noten = "log_draw_noten"
    log_draw_nagashi = "log_draw_nagashi"
    log_abortive = "log_abortive"
    log_chombo = "log_chombo"
    log_chombo_intentional = "log_chombo_intentional"
    log_riichi = "log_riichi"
    value_han = "value_han"
    value_han_fu = "value_han_fu"
    value_yakuman = "value_yakuman"
    value_yakuman_times = "value_yakuman_times"
    value_points = "value_points"
    value_with_yaku = "value_with_yaku"
    value_pao = "value_pao"
    abortive_kyuushu_kyuuhai = "abortive_kyuushu_kyuuhai"
    abortive_suufon_renda = "abortive_suufon_renda"
    abortive_suucha_riichi = "abortive_suucha_riichi"
    abortive_suukaikan = "abortive_suukaikan"
    abortive_sanchahou = "abortive_sanchahou"
    reason_parts = "reason_parts"


def seat(number: int) -> Reason:
    """A seat in words: ``seat 0`` (the adapters may show the player's name instead)."""
    return Reason.of(GameCode.seat, number=number)


def seats(numbers: Iterable[int]) -> tuple[Reason, ...]:
    return tuple(seat(number) for number in numbers)
