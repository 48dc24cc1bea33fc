"""Every code the one-day tournament produces: its decisions, warnings, errors and the words of its sheets.

The engines decide with codes and parameters, never words: a decision is a
:class:`~taikai.reasons.Reason` built with :func:`why`, a warning an
:class:`~taikai.errors.InputWarning` built with :func:`warn`, an error a
:class:`~taikai.errors.TaikaiError` built with ``Error.of(Fault.x.value, ...)``. The
tournament section of the catalog (:mod:`taikai.i18n.messages` and the Japanese ``.po``) words
each code; :data:`ALL` lists them so that a test renders every one in both languages.

>>> from taikai.i18n import words
>>> reason = why(Why.entry_under_age, age=17, day="2022-03-26", limit=18)
>>> words(reason, "en")
'17 on the event day 2022-03-26; the event is for 18+'
>>> words(reason, "ja")
'大会当日（2022-03-26）に17歳（18歳未満は参加できません）'
"""

from __future__ import annotations

from enum import StrEnum

from taikai.errors import InputWarning, TaikaiError
from taikai.reasons import Reason

__all__ = ["ALL", "BadRequest", "Fault", "Warn", "Why", "Word", "located", "warn", "why"]


class BadRequest(TaikaiError):
    """A request out of bounds or missing what it needs (a seat draw's rounds, a series' field size,
    command options that do not go together)."""

    code = "bad_request"


class Why(StrEnum):
    """Decisions: why an entry stands where it does, why a tie went one way, who got an award."""

    # registration
    entry_opening_day = "entry_opening_day"
    entry_lottery_drawn = "entry_lottery_drawn"
    entry_lottery_waiting = "entry_lottery_waiting"
    entry_lottery_refused = "entry_lottery_refused"
    entry_first_come = "entry_first_come"
    entry_full_waiting = "entry_full_waiting"
    entry_full_refused = "entry_full_refused"
    entry_promoted = "entry_promoted"
    entry_withdrew = "entry_withdrew"
    entry_withdrawal_ignored = "entry_withdrawal_ignored"
    entry_before_opening = "entry_before_opening"
    entry_no_profile = "entry_no_profile"
    entry_no_birth_date = "entry_no_birth_date"
    entry_under_age = "entry_under_age"
    entry_invited_pro = "entry_invited_pro"
    # standings, the final round, awards
    tie_countback = "tie_countback"
    tie_player_list = "tie_player_list"
    tie_final = "tie_final"
    final_swap = "final_swap"
    award_skips_pro = "award_skips_pro"
    # series
    series_winner = "series_winner"
    series_star_place = "series_star_place"
    series_winners_fill = "series_winners_fill"
    series_outside = "series_outside"
    series_tie_best = "series_tie_best"
    series_tie_event = "series_tie_event"
    series_tie_lot = "series_tie_lot"


class Warn(StrEnum):
    """Warnings: input accepted but probably wrong (the code is the warning's stable code)."""

    repeated_round = "repeated_round"
    repeated_table = "repeated_table"
    probable_same_person = "probable_same_person"
    repeated_event = "repeated_event"
    key_names_differ = "key_names_differ"
    same_name_two_keys = "same_name_two_keys"


class Fault(StrEnum):
    """Errors: the message key of every refusal (the error's class gives the contract code)."""

    # the event
    event_player_twice = "event_player_twice"
    event_key_twice = "event_key_twice"
    event_too_many_rounds = "event_too_many_rounds"
    event_table_size = "event_table_size"
    event_stranger = "event_stranger"
    event_seated_twice = "event_seated_twice"
    event_incomplete_round = "event_incomplete_round"
    event_no_title_table = "event_no_title_table"
    event_table_problem = "event_table_problem"
    # seat draws
    seat_too_many = "seat_too_many"
    seat_too_few = "seat_too_few"
    seat_uneven = "seat_uneven"
    seat_player_twice = "seat_player_twice"
    seat_rounds_bound = "seat_rounds_bound"
    seat_steps_bound = "seat_steps_bound"
    seat_stranger_pro = "seat_stranger_pro"
    seat_need_players = "seat_need_players"
    seat_pros_bound = "seat_pros_bound"
    seat_registration_players = "seat_registration_players"
    seat_event_needs_registration = "seat_event_needs_registration"
    seat_event_exists = "seat_event_exists"
    seat_event_unwritable = "seat_event_unwritable"
    seat_event_format = "seat_event_format"
    # registration and lineup
    entry_untimed = "entry_untimed"
    entry_naive_time = "entry_naive_time"
    entry_id_twice = "entry_id_twice"
    entry_unknown_discount = "entry_unknown_discount"
    lineup_short = "lineup_short"
    lineup_short_or_withdraw = "lineup_short_or_withdraw"
    lineup_uneven = "lineup_uneven"
    # series
    series_no_result = "series_no_result"
    series_field_size = "series_field_size"
    series_event_twice = "series_event_twice"
    series_event_problem = "series_event_problem"
    # files
    file_problem = "file_problem"
    file_not_object = "file_not_object"
    file_field_problem = "file_field_problem"
    file_number_range = "file_number_range"
    file_event_outside = "file_event_outside"
    file_more_problems = "file_more_problems"
    file_fields_hint = "file_fields_hint"
    value_id = "value_id"
    value_name = "value_name"
    value_iso_text = "value_iso_text"


class Word(StrEnum):
    """Words of the readable outputs, and the words of the values a reason names (a status, a basis)."""

    status_accepted = "status_accepted"
    status_waiting = "status_waiting"
    status_refused = "status_refused"
    status_invalid = "status_invalid"
    status_withdrawn = "status_withdrawn"
    basis_key = "basis_key"
    basis_birth_date = "basis_birth_date"
    basis_profile = "basis_profile"
    name_in_event = "name_in_event"
    sheet_round = "sheet_round"
    sheet_table = "sheet_table"
    sheet_wind_e = "sheet_wind_e"
    sheet_wind_s = "sheet_wind_s"
    sheet_wind_w = "sheet_wind_w"
    sheet_wind_n = "sheet_wind_n"
    sheet_pro = "sheet_pro"
    sheet_draw_summary = "sheet_draw_summary"
    sheet_time_limit = "sheet_time_limit"
    sheet_no_time_limit = "sheet_no_time_limit"
    sheet_standings = "sheet_standings"
    sheet_rank = "sheet_rank"
    sheet_player = "sheet_player"
    sheet_name = "sheet_name"
    sheet_total = "sheet_total"
    sheet_in_progress = "sheet_in_progress"
    sheet_no_round = "sheet_no_round"
    sheet_final = "sheet_final"
    sheet_title_table = "sheet_title_table"
    sheet_result = "sheet_result"
    sheet_place = "sheet_place"
    sheet_stars = "sheet_stars"
    sheet_overall_place = "sheet_overall_place"
    sheet_table_place = "sheet_table_place"
    sheet_qualified = "sheet_qualified"
    sheet_note = "sheet_note"
    sheet_registration = "sheet_registration"
    sheet_registration_of = "sheet_registration_of"
    sheet_entry = "sheet_entry"
    sheet_status = "sheet_status"
    sheet_fee = "sheet_fee"
    sheet_reason = "sheet_reason"
    sheet_waiting_at = "sheet_waiting_at"
    sheet_fee_yen = "sheet_fee_yen"
    sheet_fee_discounted = "sheet_fee_discounted"
    sheet_registration_summary = "sheet_registration_summary"
    sheet_lottery = "sheet_lottery"
    sheet_series = "sheet_series"
    sheet_wins = "sheet_wins"
    sheet_champions_event = "sheet_champions_event"
    sheet_field = "sheet_field"


#: every code of the tournament, for the catalog tests
ALL: tuple[StrEnum, ...] = (*Why, *Warn, *Fault, *Word)


def why(code: Why | Word, /, **params: object) -> Reason:
    """The reason ``code`` with its parameters (raw values: ints, Decimals, ids, tuples, Reasons)."""
    return Reason.of(code.value, **params)


def warn(code: Warn, /, **params: object) -> InputWarning:
    """The warning ``code`` with its parameters."""
    return InputWarning.of(code.value, **params)


def located(error: TaikaiError, code: Fault, /, **params: object) -> TaikaiError:
    """``error`` again (its class and contract code) with where it happened: the message ``code``,
    whose ``problem`` is the error's own reason, worded in the same language."""
    problem = error.reason if error.reason is not None else error.message
    wrapped = type(error)(Reason.of(code.value, **params, problem=problem))
    wrapped.code = error.code
    return wrapped
