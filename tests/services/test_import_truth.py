"""An import's summary tells the truth: a refused file stores nothing and lists nothing as imported; a
game whose settled scores differ from the platform's is stored with the platform's scores only when
the organizer asks (``accept_platform_scores``), both values kept in its result and the audit log; a
log that carries no time takes ``--at`` (and is refused without it, naming the option); a log that
names the same player in two seats (Tenhou's NoName) is refused with what to do."""

from __future__ import annotations

import json
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from tests.importers.conftest import TENHOU6
from tests.importers.test_majsoul_contest import contest_record
from tests.services.conftest import ACTOR

from taikai.competitions import formats
from taikai.errors import TaikaiError
from taikai.i18n import words
from taikai.rules import load
from taikai.services import public as data
from taikai.services.competitions import create_competition
from taikai.services.imports import import_files

REAL = "2019021004gm-00a9-0000-e2f6516d.xml"  # a phoenix game of shared/data/tenhou6


@pytest.fixture
def league(store):
    fmt = formats.load("hitonazo-m")
    create_competition(store, ACTOR, "online", "league", fmt, load("hitonazo-m"), rules_name="hitonazo-m")
    return store


def _games(store):
    with store.unit_of_work(ACTOR, read_only=True) as uow:
        return uow.games.list("online"), uow.players.list("online"), uow.audit.entries("online")


def _disputed_file(tmp_path):
    # record 1 is settled as hitonazo-m settles it; record 2's platform scores are M-League's (the
    # contest's own uma), -5.0 / -5.0 / +50.0 / -40.0 where hitonazo-m gives +5.0 / -15.0 (seat order ties)
    good = contest_record()  # hitonazo-m settles it as the platform: 11.0 / -24.0 / 63.6 / -50.6
    disputed = contest_record(
        points=(25000, 25000, 30000, 20000),
        totals=(-5000, -5000, 50000, -40000),
        uuid="250315-0f1e2d3c-4b5a-6978-8796-a5b4c3d2c3b0",
    )
    path = tmp_path / "march.json"
    path.write_text(json.dumps([good, disputed]), encoding="utf-8")
    return path


def test_a_file_with_one_disputed_record_is_refused_whole_then_imported_with_the_platforms_scores(
    league, tmp_path
):
    path = _disputed_file(tmp_path)
    refused = import_files(league, ACTOR, "online", [path], add_players=True)
    (done,) = refused.files
    assert [p.code for p in done.refused] == ["scores_differ"]
    # nothing stored, and the summary lists nothing stored: no game, no player added
    assert (refused.imported, done.imported, done.added, done.accepted) == (0, (), (), ())
    games, players, _ = _games(league)
    assert games == [] and players == []

    taken = import_files(league, ACTOR, "online", [path], add_players=True, accept_platform_scores=True)
    (done,) = taken.files
    assert done.ok and len(done.imported) == 2 and len(done.accepted) == 1
    games, players, audit = _games(league)
    assert {g.id for g in games} == set(done.imported) and len(players) == 4
    (accepted,) = [g for g in games if g.id in done.accepted]
    mark = accepted.result["platform_scores"]
    assert mark["platform"] == ["-5.0", "-5.0", "50.0", "-40.0"]
    assert mark["taikai"] == ["5.0", "-15.0", "50.0", "-40.0"] and mark["ruleset"] == "hitonazo-m"
    assert [str(s) for s in accepted.result["scores"]] == ["-5.0", "-5.0", "50.0", "-40.0"]
    (created,) = [e for e in audit if e.entity == "game" and e.entity_id == accepted.id]
    assert created.action == "create" and "platform_scores" in json.dumps(created.new, default=str)
    with league.unit_of_work(ACTOR, read_only=True) as uow:
        shown = data.game(uow, "online", accepted.id)
    assert shown["platform_scores"] == mark


@pytest.fixture
def real_log() -> str:
    path = TENHOU6 / REAL
    if not path.is_file():
        pytest.skip(f"the tenhou.net/6 sample logs were not found at {TENHOU6}")
    return path.read_text(encoding="utf-8")


def _undated_log(tmp_path, text):
    path = tmp_path / "saved.mjlog"  # an mjlog saved without its log id: no time
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def tenhou_league(store):
    fmt = formats.load("hitonazo-m")
    create_competition(store, ACTOR, "online", "league", fmt, load("tenhou"), rules_name="tenhou")
    return store


def test_a_log_without_a_time_is_refused_naming_at_and_imported_with_it(tenhou_league, tmp_path, real_log):
    path = _undated_log(tmp_path, real_log)
    refused = import_files(tenhou_league, ACTOR, "online", [path], add_players=True)
    (problem,) = refused.files[0].refused
    assert problem.code == "log_has_no_time" and "--at TIME" in words(problem.reason)
    assert "--at" in words(problem.reason, "ja") and refused.imported == 0
    with pytest.raises(TaikaiError, match="--at yesterday is not a time"):
        import_files(tenhou_league, ACTOR, "online", [path], add_players=True, at="yesterday")
    done = import_files(tenhou_league, ACTOR, "online", [path], add_players=True, at="2025/3/2 19:00")
    assert done.imported == 1
    (game,) = _games(tenhou_league)[0]
    assert game.played_at == datetime(2025, 3, 2, 19, 0, tzinfo=ZoneInfo("Asia/Tokyo"))  # the league's zone


def test_a_log_that_carries_its_time_keeps_it(tenhou_league, tmp_path, real_log):
    path = tmp_path / "2019021004gm-00a9-0000-e2f6516d.mjlog"
    path.write_text(real_log, encoding="utf-8")
    done = import_files(tenhou_league, ACTOR, "online", [path], add_players=True, at="2025-03-02 19:00")
    assert done.imported == 1
    (game,) = _games(tenhou_league)[0]
    assert game.played_at == datetime(2019, 2, 10, 4, tzinfo=ZoneInfo("Asia/Tokyo"))


def test_a_log_naming_one_player_in_two_seats_is_refused_with_what_to_do(tenhou_league, tmp_path, real_log):
    text = real_log
    n0, n1 = (text.split(f' n{seat}="')[1].split('"')[0] for seat in (0, 1))
    path = _undated_log(tmp_path, text.replace(f'n0="{n0}" n1="{n1}"', 'n0="NoName" n1="NoName"'))
    refused = import_files(tenhou_league, ACTOR, "online", [path], add_players=True, at="2025-03-02 19:00")
    (problem,) = refused.files[0].refused
    assert problem.code == "log_same_name_seats"
    assert "import the log saved with the players' own names" in words(problem.reason)
    assert _games(tenhou_league)[0] == []
