"""The words of the readable output of ``taikai settle``, ``game``, ``rules``, ``formats`` and ``demo``.

Each member is a message key of the catalogs (:mod:`taikai.i18n.messages`, section "game, rules,
records, settle"); a command shows one with :func:`taikai.cli.common.say`.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["CliCode"]


class CliCode(StrEnum):
    # --- every command (taikai.cli.common)
    error_label = "cli_error_label"
    argument_not_utf8 = "cli_argument_not_utf8"
    warning_label = "cli_warning_label"
    settle_needs_jsonl = "cli_settle_needs_jsonl"
    # --- taikai game show
    hand_by_hand = "cli_hand_by_hand"
    column_hand = "cli_column_hand"
    column_result = "cli_column_result"
    start = "cli_start"
    final_result = "cli_final_result"
    column_place = "cli_column_place"
    column_player = "cli_column_player"
    column_points = "cli_column_points"
    column_score = "cli_column_score"
    residue = "cli_residue"
    rules_of_the_log = "cli_rules_of_the_log"
    game_over = "cli_game_over"
    not_over = "cli_not_over"
    # --- taikai rules, taikai formats
    column_field = "cli_column_field"
    column_value = "cli_column_value"
    column_meaning = "cli_column_meaning"
    column_name = "cli_column_name"
    column_title = "cli_column_title"
    column_source = "cli_column_source"
    column_kind = "cli_column_kind"
    column_ruleset = "cli_column_ruleset"
    ruleset_presets = "cli_ruleset_presets"
    format_presets = "cli_format_presets"
    source_line = "cli_source_line"
    unset = "cli_unset"
    none = "cli_none"
    no_field_differs = "cli_no_field_differs"
    fields_differ = "cli_fields_differ"
    errors_count = "cli_errors_count"
    ruleset_ok = "cli_ruleset_ok"
    closest_preset = "cli_closest_preset"
    same_rules = "cli_same_rules"
    format_ok = "cli_format_ok"
    same_format = "cli_same_format"
    # --- taikai demo
    demo_mangan = "cli_demo_mangan"
    demo_kiriage = "cli_demo_kiriage"
    demo_no_kiriage = "cli_demo_no_kiriage"
    demo_fu_less = "cli_demo_fu_less"
    demo_kata_agari = "cli_demo_kata_agari"
    demo_refused = "cli_demo_refused"
    demo_game = "cli_demo_game"
    demo_next = "cli_demo_next"
