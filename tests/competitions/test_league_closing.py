"""Closed seasons: the fingerprint of a season's games, a refused edit, reopening, provisional standings."""

from __future__ import annotations

import json
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from taikai.cli.main import app
from taikai.competitions import formats
from taikai.competitions.formats import LeagueFormat
from taikai.competitions.league import (
    CloseSeason,
    Game,
    League,
    LeagueError,
    Player,
    ReopenSeason,
    run_league,
    season_fingerprint,
    season_games,
)
from taikai.competitions.league.closing import differences, parse_fingerprint
from taikai.game.settle import Penalty
from taikai.rules import load

runner = CliRunner()
FORMAT = formats.load("hitonazo-m", LeagueFormat)
RULESET = load("hitonazo-m")
PLAYERS = tuple(Player(f"p{i}", f"Player {i}") for i in range(1, 6))
SEATS = ("p1", "p2", "p3", "p4")
D = Decimal


def at(text: str) -> datetime:
    return datetime.fromisoformat(text)


def game(game_id: str, day: int, month: int = 3, seats: tuple[str, ...] = SEATS, **result: Any) -> Game:
    result = result or {"points": (48000, 31000, 12000, 9000)}
    return Game(game_id, at(f"2025-{month:02d}-{day:02d}T21:00:00+09:00"), seats, **result)


MARCH = (game("g1", 2), game("g2", 3, points=(40000, 30000, 20000, 10000)))
APRIL = (game("a1", 2, month=4),)


# --------------------------------------------------------------------------- the fingerprint


def test_the_fingerprint_does_not_depend_on_the_order_of_the_games():
    assert season_fingerprint(MARCH) == season_fingerprint(reversed(MARCH))
    assert parse_fingerprint(season_fingerprint(MARCH)).keys() == {"g1", "g2"}  # type: ignore[union-attr]
    assert season_fingerprint(()) == "v1" and parse_fingerprint("v1") == {}


@pytest.mark.parametrize(
    "edited",
    [
        game("g1", 2, points=(47000, 32000, 12000, 9000)),
        game("g1", 4),
        game("g1", 2, seats=("p2", "p1", "p3", "p4")),
        game("g1", 2, points=(47000, 31000, 12000, 9000), deposits=1),
        game("g1", 2, penalties=(Penalty(3, "chombo"),)),
        game("g1", 2, points=None, scores=(D("68.0"), D("11.0"), D("-28.0"), D("-51.0"))),
    ],
)
def test_any_edit_of_a_game_changes_the_fingerprint_and_names_the_game(edited):
    fingerprint = season_fingerprint(MARCH)
    assert season_fingerprint((edited, MARCH[1])) != fingerprint
    assert differences(fingerprint, (edited, MARCH[1])) == ("g1",)


def test_the_same_instant_written_in_another_offset_is_the_same_game():
    utc = MARCH[0]._replace(played_at=at("2025-03-02T12:00:00+00:00"))
    assert season_fingerprint((utc, MARCH[1])) == season_fingerprint(MARCH)


def test_added_and_removed_games_are_named():
    fingerprint = season_fingerprint(MARCH)
    assert differences(fingerprint, (*MARCH, game("g3", 4))) == ("g3",)
    assert differences(fingerprint, MARCH[1:]) == ("g1",)
    renamed = MARCH[0]._replace(id="g1b")
    assert differences(fingerprint, (renamed, MARCH[1])) == ("g1", "g1b")
    odd = game("a b;c=d", 5)  # an id with the fingerprint's separators in it
    assert differences(season_fingerprint((*MARCH, odd)), (*MARCH, odd)) == ()
    assert parse_fingerprint(season_fingerprint((odd,))) is not None


# --------------------------------------------------------------------------- the engine


def close(season: str, games: tuple[Game, ...], when: str = "2025-04-01T10:00:00+09:00") -> CloseSeason:
    league = League(FORMAT, PLAYERS, games)
    return CloseSeason(season, at(when), season_fingerprint(season_games(league, season, RULESET)))


def run(games: tuple[Game, ...], *actions: CloseSeason | ReopenSeason):
    return run_league(League(FORMAT, PLAYERS, games, actions), RULESET)


def test_a_closed_season_is_final_and_the_others_provisional():
    games = (*MARCH, *APRIL)
    result = run(games, close("2025-03", games))
    march, april = result.seasons
    assert (march.provisional, march.closed) == (False, at("2025-04-01T10:00:00+09:00"))
    assert april.provisional and april.closed is None
    assert [entry.code for entry in result.log] == ["league_log_close"]


def test_a_changed_closed_season_is_refused_naming_the_games_until_it_is_reopened():
    closing = close("2025-03", MARCH)
    # an edited game, an added game and a removed game after the close: the league is refused
    edited = (game("g1", 2, points=(47000, 32000, 12000, 9000)), MARCH[1], game("g9", 20))
    with pytest.raises(LeagueError) as refused:
        run(edited[:1] + edited[2:], closing)
    assert refused.value.key == "league_closed_season_changed"
    assert refused.value.params == {
        "season": "2025-03",
        "at": "2025-04-01T10:00:00+09:00",
        "games": ("g1", "g2", "g9"),  # g1 edited, g2 removed, g9 added
        "count": 3,
    }
    assert "its games have changed since: g1, g2, g9 (3 in all)" in refused.value.message
    # a game moved out of the season (to April) differs for March too
    moved = (MARCH[0], MARCH[1]._replace(played_at=at("2025-04-03T21:00:00+09:00")))
    with pytest.raises(LeagueError, match="changed since: g2 "):
        run(moved, closing)
    # reopened (a later action), the edit is accepted and the season is provisional again
    reopen = ReopenSeason("2025-03", at("2025-04-02T09:00:00+09:00"), "g1 was entered wrong")
    result = run(edited, closing, reopen)
    assert result.seasons[0].provisional
    log = [(entry.code, entry.as_dict().get("reason")) for entry in result.log]
    assert log == [("league_log_close", None), ("league_log_reopen", "g1 was entered wrong")]
    # closed again with the edit: final again; the old close no longer counts
    again = close("2025-03", edited, "2025-04-03T10:00:00+09:00")
    result = run(edited, closing, reopen, again)
    assert not result.seasons[0].provisional and result.seasons[0].closed == again.at
    # the same edit under a close that no reopen undid is refused even after a later close
    with pytest.raises(LeagueError, match="closed at 2025-04-01T10:00:00"):
        run(edited, closing, again)


def test_reopening_a_season_that_is_not_closed_has_no_effect_but_is_logged():
    reopen = ReopenSeason("2025-03", at("2025-04-02T09:00:00+09:00"), "why not")
    result = run(MARCH, reopen)
    assert result.seasons[0].provisional
    assert [entry.code for entry in result.log] == ["league_log_reopen_unused"]


# --------------------------------------------------------------------------- the commands


def _file(tmp_path: Path, games: list[dict[str, Any]]) -> Path:
    path = tmp_path / "league.json"
    data = {
        "format": "hitonazo-m",
        "players": [{"id": p.id, "name": p.name} for p in PLAYERS],
        "games": games,
    }
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return path


def _game(game_id: str, day: int, points: list[int], month: int = 3) -> dict[str, Any]:
    when = f"2025-{month:02d}-{day:02d}T21:00:00+09:00"
    return {"id": game_id, "played_at": when, "seats": list(SEATS), "points": points}


def league(*args: str):
    return runner.invoke(app, ["league", *args])


def test_close_a_refused_edit_reopen_and_close_again(tmp_path: Path):
    games = [_game("g1", 2, [48000, 31000, 12000, 9000]), _game("a1", 2, [40000, 30000, 20000, 10000], 4)]
    path = _file(tmp_path, games)
    done = league("close", str(path), "--season", "2025-03", "--at", "2025-04-01T10:00:00+09:00")
    assert done.exit_code == 0, done.output
    assert "season 2025-03 closed at 2025-04-01T10:00:00+09:00 (accepted games: 1)" in done.stdout
    data = json.loads(path.read_text(encoding="utf-8"))
    (action,) = data["actions"]
    assert action["action"] == "close_season" and action["season"] == "2025-03"
    assert action["fingerprint"].startswith("v1;g1=") and data["games"] == games
    out = json.loads(league("run", str(path), "--json").stdout)
    assert [(s["season"], s["provisional"]) for s in out["seasons"]] == [
        ("2025-03", False),
        ("2025-04", True),
    ]
    readable = league("run", str(path)).stdout
    assert "Season 2025-03: 4 participants (closed at 2025-04-01T10:00:00+09:00)" in readable
    assert "Season 2025-04: 4 participants (provisional: not closed yet)" in readable
    # closing it twice is refused
    twice = league("close", str(path), "--season", "2025-03")
    assert twice.exit_code == 1 and "season 2025-03 is already closed" in twice.output
    # an edit of the closed season: every run is refused, naming the game
    data["games"][0]["points"] = [47000, 32000, 12000, 9000]
    path.write_text(json.dumps(data), encoding="utf-8")
    refused = league("run", str(path), "--json")
    error = json.loads(refused.stdout)["error"]
    assert refused.exit_code == 1 and error["code"] == "bad_league"
    assert error["message"].startswith(
        "season 2025-03 was closed at 2025-04-01T10:00:00+09:00, and its games"
    )
    assert "changed since: g1 (1 in all)" in error["message"]
    ja = json.loads(league("run", str(path), "--json", "--lang", "ja").stdout)["error"]["message"]
    assert (
        ja.startswith("シーズン2025-03は2025-04-01T10:00:00+09:00に確定されていますが")
        and "g1（計1局）" in ja
    )
    # reopened with a reason: the edit counts, the season is provisional again
    reopened = league("reopen", str(path), "--season", "2025-03", "--reason", "g1 was mistyped")
    assert reopened.exit_code == 0, reopened.output
    out = json.loads(league("run", str(path), "--json").stdout)
    assert out["seasons"][0]["provisional"] is True
    log = json.loads(league("report", str(path), "--json").stdout)
    assert log["log_code"] == ["league_log_close", "league_log_reopen"]
    assert log["log"][1].endswith(": g1 was mistyped")
    # closed again
    again = league("close", str(path), "--season", "2025-03", "--at", "2025-04-03T10:00:00+09:00")
    assert again.exit_code == 0, again.output
    out = json.loads(league("run", str(path), "--json").stdout)
    assert out["seasons"][0]["provisional"] is False
    assert [a["action"] for a in json.loads(path.read_text())["actions"]] == [
        "close_season",
        "reopen_season",
        "close_season",
    ]


def test_close_and_reopen_refuse_what_cannot_be_done(tmp_path: Path):
    path = _file(tmp_path, [_game("g1", 2, [48000, 31000, 12000, 9000])])
    before = path.read_bytes()
    none = league("close", str(path), "--season", "2025-05")
    assert none.exit_code == 1 and "no accepted game in season 2025-05: nothing to close" in none.output
    not_closed = league("reopen", str(path), "--season", "2025-03", "--reason", "x")
    assert not_closed.exit_code == 1 and "season 2025-03 is not closed" in not_closed.output
    assert path.read_bytes() == before  # nothing written
    japanese = league("close", str(path), "--season", "2025-05", "--lang", "ja")
    assert "シーズン2025-05に受け付けた対局がないため確定できません" in " ".join(japanese.output.split())


def test_a_fingerprint_taikai_did_not_write_is_refused_with_the_field(tmp_path: Path):
    path = _file(tmp_path, [_game("g1", 2, [48000, 31000, 12000, 9000])])
    data = json.loads(path.read_text())
    data["actions"] = [
        {"action": "close_season", "season": "2025-03", "at": "2025-04-01", "fingerprint": "abc"}
    ]
    path.write_text(json.dumps(data))
    error = json.loads(league("run", str(path), "--json").stdout)["error"]
    assert (
        error["message"] == "actions[0] (close_season).fingerprint: not a fingerprint taikai writes "
        "(`taikai league close` computes it)"
    )
