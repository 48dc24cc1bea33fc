"""Every code the stage engine produces: its decisions, errors and format refusals (no words here).

The stage section of the catalog (:mod:`taikai.i18n.messages` and the Japanese ``.po``) words each
code; :data:`ALL` lists them so that a test words every one in both languages.
"""

from __future__ import annotations

from enum import StrEnum

from taikai.errors import TaikaiError
from taikai.reasons import Reason

__all__ = ["ALL", "BadStages", "Fault", "Why", "why"]


class BadStages(TaikaiError):
    """Games, rosters or a request that contradict the stages of the competition."""

    code = "bad_stages"


class Why(StrEnum):
    """Decisions: who goes on, what is carried, why a tie went one way, who sits where."""

    stage_advances = "stage_advances"
    stage_out = "stage_out"
    stage_carried = "stage_carried"
    stage_tie = "stage_tie"
    stage_tie_entry = "stage_tie_entry"
    stage_short_run = "stage_short_run"
    stage_repeat_forced = "stage_repeat_forced"
    stage_routed = "stage_routed"
    stage_withdrew = "stage_withdrew"
    # the values a reason names
    carry_full = "carry_full"
    carry_half = "carry_half"
    halving_up = "halving_up"
    halving_down = "halving_down"
    halving_half_even = "halving_half_even"
    tiebreak_previous_total = "tiebreak_previous_total"
    tiebreak_previous_rank = "tiebreak_previous_rank"
    tiebreak_best_game = "tiebreak_best_game"
    tiebreak_latest_game = "tiebreak_latest_game"


class Fault(StrEnum):
    """Refusals of a format file (the validators) and of the engine's input."""

    # the format
    stage_top_field = "stage_top_field"
    stage_named_field = "stage_named_field"
    stage_best_field = "stage_best_field"
    stage_best_games = "stage_best_games"
    stage_tiebreak_twice = "stage_tiebreak_twice"
    stage_bracket_field = "stage_bracket_field"
    stage_bracket_carry = "stage_bracket_carry"
    format_team_size = "format_team_size"
    format_stage_twice = "format_stage_twice"
    format_first_stage = "format_first_stage"
    format_team_seating = "format_team_seating"
    stage_route_source = "stage_route_source"
    stage_routed_twice = "stage_routed_twice"
    stage_seeded_twice = "stage_seeded_twice"
    format_no_last_hanchan = "format_no_last_hanchan"
    # the competition
    entrant_twice = "entrant_twice"
    roster_unknown_team = "roster_unknown_team"
    roster_full = "roster_full"
    roster_span = "roster_span"
    named_unknown = "named_unknown"
    withdrawn_unknown = "withdrawn_unknown"
    # the games
    game_unknown_stage = "game_unknown_stage"
    game_stage_early = "game_stage_early"
    game_table_size = "game_table_size"
    game_not_entrant = "game_not_entrant"
    game_player_twice = "game_player_twice"
    game_team_twice = "game_team_twice"
    game_teams_missing = "game_teams_missing"
    game_not_on_roster = "game_not_on_roster"
    game_teammates = "game_teammates"
    game_too_many = "game_too_many"
    game_round_range = "game_round_range"
    game_round_twice = "game_round_twice"
    game_problem = "game_problem"
    # seating
    seat_stage_done = "seat_stage_done"
    seat_fixed = "seat_fixed"
    seat_not_ready = "seat_not_ready"
    seat_teams_apart = "seat_teams_apart"


#: every code of the stages, for the catalog tests
ALL: tuple[StrEnum, ...] = (*Why, *Fault)


def why(code: Why, /, **params: object) -> Reason:
    """The reason ``code`` with its parameters (raw values: ints, Decimals, ids, Reasons)."""
    return Reason.of(code.value, **params)
