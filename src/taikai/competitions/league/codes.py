"""Every code the league engine gives, in one place: decisions (a standing's why, a season's void and
champions), rejected games, warnings, the organizer actions' log and errors, each with the names of its
parameters. The catalog (:mod:`taikai.i18n.messages`) words each one in English and Japanese; the
catalog tests render every code listed here in both languages.
"""

from __future__ import annotations

__all__ = ["CODES"]

#: code -> the names of its parameters
CODES: dict[str, tuple[str, ...]] = {
    # a standing's why (season.py)
    "not_enough_games": ("games", "needed"),
    "league_shared_rank": ("rank", "players"),
    "league_top_met": ("games", "top", "limit"),
    "league_small_field": ("games", "top", "participants", "below"),
    "league_top_missed": ("games", "top", "limit"),
    "league_pool_first": ("groups",),
    "league_steps_capped": ("steps",),
    "league_demoted": ("bottom", "limit", "steps"),
    "league_saved_by_promotion": ("bottom", "limit"),
    "league_void_stays": ("bottom", "limit"),
    "league_stays": (),
    # a season's decisions (season.py)
    "league_void_season": ("participants",),
    "league_season_counts": ("qualified", "participants"),
    "league_champion": ("player", "rank"),
    "league_no_champion": (),
    "league_rank_champion": ("group", "player", "rank"),
    "league_rank_champion_lower": ("group", "player", "player_group"),
    "league_no_rank_champion": ("group",),
    # rejected games (intake.py)
    "game_id_repeated": ("game",),
    "four_players_needed": ("seats",),
    "league_game_no_result": (),
    "league_game_points_and_scores": (),
    "league_game_scores_with_deposits": (),
    "league_game_scores_with_penalties": (),
    "league_game_score_count": ("scores", "players"),
    "league_game_score_not_pt": ("score", "most"),
    "unregistered_players": ("players",),
    "league_game_blacklisted": ("player",),
    "league_game_maintenance": ("day", "timezone", "first"),
    "league_game_no_ruleset": (),
    # warnings (intake.py)
    "scores_not_zero_sum": ("game", "total"),
    "far_season": ("season", "gap", "nearest", "games", "count"),
    # the organizer's actions, as applied (intake.py, engine.py, annual.py)
    "league_log_blacklist": ("player",),
    "league_log_blacklist_since": ("player", "since"),
    "league_log_hide_name": ("player",),
    "league_log_accept_game": ("game", "day", "season"),
    "league_log_accept_unused": ("game",),
    "league_log_reset": ("player", "before", "after", "season"),
    "league_log_special_promotion": ("steps", "year", "place", "player", "before", "after", "season"),
    "league_log_close": ("season", "at"),
    "league_log_reopen": ("season", "at", "reason"),
    "league_log_reopen_unused": ("season", "at", "reason"),
    "league_withdrew_before_qualifiers": ("year", "player"),
    "league_withdrew_not_finalist": ("year", "player"),
    "league_finalist_not_replaced": ("year", "player"),
    "league_finalist_replaced": ("year", "player", "replacement"),
    "league_qualifier_result": ("year", "table", "places"),
    "league_final_result": ("year", "players", "totals"),
    # errors (model.py, intake.py, annual.py, engine.py)
    "league_no_such_tier": ("level",),
    "league_unknown_tier": ("tier", "examples"),
    "league_bad_season": ("field", "value"),
    "league_action_player": ("index", "action", "player"),
    "league_withdrawal_after_final": ("player", "year"),
    "league_withdrawal_during_qualifiers": ("player", "year"),
    "league_unknown_table": ("table", "year", "tables"),
    "league_result_twice": ("table", "year"),
    "league_result_too_early": ("table", "year", "feeders"),
    "league_result_players": ("table", "year", "places", "players"),
    "league_final_twice": ("year",),
    "league_final_too_early": ("year",),
    "league_final_hanchan": ("year", "first", "last", "given"),
    "league_final_players": ("year", "players", "finalists"),
    "league_promotion_inside_year": ("year", "season"),
    "league_player_twice": ("player",),
    "league_year_without_seasons": ("year",),
    "league_closed_season_changed": ("season", "at", "games", "count"),
}
