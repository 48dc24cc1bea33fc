"""Mahjong Soul game logs converted to tenhou.net/6, imported hand by hand under the competition's
ruleset: ``majsoul-ranked``, and ``majsoul-contest`` changed as an organizer changes it (a contest
that starts at 30000). The file is written from the format out of a real game of shared/data/tenhou6
(2019021004gm, 10 hands): its rules left unstated (a Mahjong Soul room's ``rule.disp``), a
``playerMapping`` with account ids, the game's uuid as ``ref`` and its time in ``title``; its final pt
are Mahjong Soul's, worked by hand from the final points 4400 / 7100 / 40700 / 47800:
(points - 25000) / 1000 + uma 15/5/-5/-15 -> -35.6 / -22.9 / +20.7 / +37.8."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest
from tests.importers.conftest import TENHOU6
from tests.services.conftest import ACTOR

from taikai.competitions import formats
from taikai.i18n import words
from taikai.rules import load, with_changes
from taikai.services.competitions import create_competition
from taikai.services.imports import import_files

UUID = "190210-0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0"


def converted(title_time, start: int = 25000) -> dict:
    path = TENHOU6 / "2019021004gm-00a9-0000-e2f6516d.json"
    if not path.is_file():
        pytest.skip(f"the tenhou.net/6 sample logs were not found at {TENHOU6}")
    data = json.loads(path.read_text(encoding="utf-8"))
    for key in ("ratingc", "lobby", "dan", "rate", "sx"):
        data.pop(key)
    data["rule"] = {"disp": "玉の間南喰赤", "aka53": 1, "aka52": 1, "aka51": 1}
    data["playerMapping"] = [{"nickname": n, "account_id": 7000 + i} for i, n in enumerate(data["name"])]
    data["ref"], data["title"] = UUID, ["Spring cup", title_time]
    extra = start - 25000  # a contest that starts at 30000: every hand's points 5000 higher
    for hand in data["log"]:
        hand[1] = [points + extra for points in hand[1]]
    finals = [points + extra for points in (4400, 7100, 40700, 47800)]
    data["sc"] = [value for pair in zip(finals, (-35.6, -22.9, 20.7, 37.8), strict=True) for value in pair]
    return data


def _league(store, slug, ruleset):
    create_competition(
        store, ACTOR, slug, "league", formats.load("hitonazo-m"), ruleset, rules_name=ruleset.name
    )


def _import(store, slug, tmp_path, data, name="game.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return import_files(store, ACTOR, slug, [path], add_players=True)


def _stored(store, slug):
    with store.unit_of_work(ACTOR, read_only=True) as uow:
        return uow.games.list(slug), uow.players.list(slug)


@pytest.mark.parametrize(
    ("title", "played"),
    [
        (
            "2019/02/10 04:45:00",
            datetime(2019, 2, 10, 4, 45, tzinfo=ZoneInfo("Asia/Tokyo")),
        ),  # the league's zone
        (1549741500, datetime(2019, 2, 9, 19, 45, tzinfo=UTC)),  # Unix seconds
    ],
)
def test_a_ranked_game_log_imports_hand_by_hand_under_majsoul_ranked(store, tmp_path, title, played):
    _league(store, "ranked", load("majsoul-ranked"))
    summary = _import(store, "ranked", tmp_path, converted(title))
    assert summary.ok and summary.imported == 1, summary.files[0].refused
    (game,), players = _stored(store, "ranked")
    assert (game.platform, game.platform_id, game.played_at) == ("majsoul", UUID, played)
    assert sorted(a for p in players for a in p.accounts) == [f"majsoul:{7000 + i}" for i in range(4)]
    assert [str(s) for s in game.result["scores"]] == ["-35.6", "-22.9", "20.7", "37.8"]


def test_a_contest_that_starts_at_30000_is_its_ruleset_changed_as_data(store, tmp_path):
    contest = with_changes(load("majsoul-contest"), {"start_points": 30000, "return_points": 30000})
    _league(store, "contest", contest)
    summary = _import(store, "contest", tmp_path, converted("2019/02/10 04:45:00", start=30000))
    assert summary.ok and summary.imported == 1, summary.files[0].refused
    (game,), _ = _stored(store, "contest")
    assert [str(s) for s in game.result["scores"]] == ["-35.6", "-22.9", "20.7", "37.8"]
    # the same game under the shipped settings (start 25000) does not reproduce: refused, nothing stored
    _league(store, "usual", load("majsoul-contest"))
    refused = _import(store, "usual", tmp_path, converted("2019/02/10 04:45:00", start=30000))
    assert refused.imported == 0 and _stored(store, "usual")[0] == []


def test_a_log_replayed_under_other_rules_is_refused_and_a_title_far_from_its_uuid_too(store, tmp_path):
    _league(store, "other", load("hitonazo-m"))  # another uma: the log's own pt are not reproduced
    refused = _import(store, "other", tmp_path, converted("2019/02/10 04:45:00"))
    (problem,) = refused.files[0].refused
    assert problem.code == "not_reproduced" and refused.imported == 0
    _league(store, "ranked", load("majsoul-ranked"))
    far = _import(store, "ranked", tmp_path, converted("2019/03/10 04:45:00"))
    (problem,) = far.files[0].refused
    assert "is more than a day from 2019-02-10, the date the game's uuid begins with" in words(problem.reason)
