"""Every message key the store, the services and the organizer's commands give: one place.

Errors the services raise (``BadRequest.of(Say.unknown_kind, ...)``), what an import refuses, and
the words of the organizer's commands; each is worded in English and Japanese by the catalog's
"store and services" section (``taikai.i18n.messages``, the Japanese ``.po``). The tests render
every member in both languages.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Say"]


class Say(StrEnum):
    """A message key (the value is the key of ``taikai.i18n.messages.MESSAGES``)."""

    # the services' refusals
    unknown_kind = "unknown_kind"
    format_of_other_kind = "format_of_other_kind"
    bad_text = "bad_text"
    account_not_platform = "account_not_platform"
    account_twice = "account_twice"
    player_field_not_for_kind = "player_field_not_for_kind"
    game_entry_one_way = "game_entry_one_way"
    record_rules_differ = "record_rules_differ"
    record_unfinished = "record_unfinished"
    scores_not_zero = "scores_not_zero"
    key_other_content = "key_other_content"
    table_other_result = "table_other_result"
    game_entered_before = "game_entered_before"
    game_points_not_entered = "game_points_not_entered"
    game_has_no_points = "game_has_no_points"
    game_has_no_table = "game_has_no_table"
    not_a_league = "not_a_league"
    not_a_tournament = "not_a_tournament"
    unknown_action = "unknown_action"
    season_closed_already = "season_closed_already"
    season_not_closed = "season_not_closed"
    season_without_games = "season_without_games"
    no_such_entry = "no_such_entry"
    registration_after_seating = "registration_after_seating"
    seating_after_tables = "seating_after_tables"
    table_not_drawn = "table_not_drawn"
    final_not_formed = "final_not_formed"
    # what an import refuses
    import_into_tournament = "import_into_tournament"
    import_problem = "import_problem"
    unreadable_archive = "unreadable_archive"
    log_rules_differ = "log_rules_differ"
    log_needs_preset = "log_needs_preset"
    log_has_no_time = "log_has_no_time"
