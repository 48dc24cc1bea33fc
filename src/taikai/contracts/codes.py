"""Every code the contracts of the game core word: files, settle requests, game records, formats.

Each member is a message key of the catalogs (:mod:`taikai.i18n.messages`, section "game, rules,
records, settle"); the problems of a file read into a model are :class:`~taikai.rules.codes.RulesCode`'s.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["ContractCode"]


class ContractCode(StrEnum):
    # --- reading a file (taikai.contracts.files)
    file_missing = "file_missing"
    file_os_error = "file_os_error"
    file_not_regular = "file_not_regular"
    file_not_folder = "file_not_folder"
    file_too_large = "file_too_large"
    gzip_too_large = "gzip_too_large"
    gzip_damaged = "gzip_damaged"
    gzip_truncated = "gzip_truncated"
    xz_too_large = "xz_too_large"
    xz_damaged = "xz_damaged"
    xz_truncated = "xz_truncated"
    xz_memory = "xz_memory"
    file_not_utf8 = "file_not_utf8"
    kind_folder = "kind_folder"
    kind_pipe = "kind_pipe"
    kind_socket = "kind_socket"
    kind_device = "kind_device"
    kind_not_a_file = "kind_not_a_file"
    kind_link = "kind_link"
    # --- an archive's entries (taikai.contracts.archives)
    member_too_large = "member_too_large"
    member_not_regular = "member_not_regular"
    archive_too_many_entries = "archive_too_many_entries"
    archive_too_large = "archive_too_large"
    archive_header_too_large = "archive_header_too_large"
    archive_damaged = "archive_damaged"
    size_mib = "size_mib"
    size_bytes = "size_bytes"
    # --- a settle request (taikai.contracts.settle)
    settle_points_missing = "settle_points_missing"
    penalty_kind_choice = "penalty_kind_choice"
    penalty_seat_missing = "penalty_seat_missing"
    penalty_pt_type = "penalty_pt_type"
    penalty_text = "penalty_text"
    # --- a game record (taikai.contracts.game)
    record_field_hint = "record_field_hint"
    record_neither = "record_neither"
    record_not_an_object = "record_not_an_object"
    record_names_its_rules = "record_names_its_rules"
    record_rules_type = "record_rules_type"
    record_rules_preset = "record_rules_preset"
    record_changes_type = "record_changes_type"
    request_not_an_object = "request_not_an_object"
    request_has_rules = "request_has_rules"
    json_bool_or_null = "json_bool_or_null"
    json_number = "json_number"
    json_string = "json_string"
    json_list = "json_list"
    game_not_over = "game_not_over"
    play_value = "play_value"
    play_field = "play_field"
    play_missing = "play_missing"
    play_events = "play_events"
    export_refused = "export_refused"
    export_no_play = "export_no_play"
    export_format = "export_format"
    # --- a competition format named by a file (taikai.contracts.formats)
    format_outside = "format_outside"
    no_format = "no_format"
    no_format_close = "no_format_close"
    format_ruleset = "format_ruleset"
