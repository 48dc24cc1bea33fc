"""Offences found in an imported log's play: refused unless asked, else proposed; staff apply or
dismiss each, audited (the fake, SQLite and PostgreSQL stores).

The log is a real phoenix-room game (../shared/data/tenhou6, skipped when absent) whose E4-1 is a
kata-agari ron (seat 2, turn 57: its other wait, 9m, gives no yaku), moved to a private lobby so
that the log states only its length, red fives and open tanyao. The league plays the Tenhou rules
with kata-agari banned and made a chombo (-20.0 pt, the tenhou preset's chombo).
"""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest
from tests.services.conftest import ACTOR

from taikai.competitions import formats
from taikai.i18n import words
from taikai.rules import load, with_changes
from taikai.services.competitions import create_competition
from taikai.services.errors import BadRequest, Refused
from taikai.services.games import delete_game
from taikai.services.imports import import_files
from taikai.services.offences import apply_offence, dismiss_offence, game_offences
from taikai.services.unit_of_work import NotFound

KATA_AGARI = (
    Path(__file__).resolve().parents[3]
    / "shared"
    / "data"
    / "tenhou6"
    / "2019081518gm-00a9-0000-cce9d00c.json"
)
STRICT = {"atozuke": "no_kata_agari", "offences": {"wrong_win": "chombo"}}


@pytest.fixture
def lobby_log(tmp_path) -> Path:
    if not KATA_AGARI.is_file():
        pytest.skip(f"the tenhou.net/6 sample logs were not found at {KATA_AGARI.parent}")
    data = json.loads(KATA_AGARI.read_text("utf-8"))
    data["lobby"], data["rule"]["disp"] = 1234, "南喰赤"  # a private lobby's log: it states fewer rules
    path = tmp_path / "kata-agari.json"
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    return path


@pytest.fixture
def strict(store):
    ruleset = with_changes(load("tenhou"), STRICT)
    create_competition(
        store, ACTOR, "strict", "league", formats.load("hitonazo-m"), ruleset, rules_name="strict"
    )
    return store


def _imported(store, log: Path) -> str:
    summary = import_files(store, ACTOR, "strict", [log], add_players=True, propose_offences=True)
    assert summary.ok and summary.imported == 1
    (warning,) = summary.files[0].warnings
    assert warning.code == "offence_proposed"
    return summary.files[0].imported[0]


def test_a_kata_agari_log_is_refused_naming_the_offence(strict, lobby_log):
    summary = import_files(strict, ACTOR, "strict", [lobby_log], add_players=True)
    assert summary.imported == 0 and summary.refused_files == 1
    (problem,) = summary.files[0].refused
    assert problem.code == "log_offence"
    english, japanese = words(problem.reason, "en"), words(problem.reason, "ja")
    assert "East 4, 1 honba, turn 57, seat 2: a win the rules do not allow" in english
    assert (
        "kata-agari" in english
        and "(under the ruleset: chombo)" in english
        and "--propose-offences" in english
    )
    assert "東4局 1本場の57手目、2番席" in japanese and "チョンボ" in japanese
    with strict.unit_of_work(ACTOR, read_only=True) as uow:
        assert uow.games.list("strict") == [] and uow.players.list("strict") == []


def test_under_the_logs_own_rules_nothing_is_an_offence(store, lobby_log):
    create_competition(
        store, ACTOR, "plain", "league", formats.load("hitonazo-m"), load("tenhou"), rules_name="t"
    )
    summary = import_files(store, ACTOR, "plain", [lobby_log], add_players=True)
    assert summary.ok and summary.imported == 1 and summary.files[0].warnings == ()
    assert game_offences(store, ACTOR, "plain", summary.files[0].imported[0]) == []


def test_a_proposed_offence_applied_is_the_rulesets_chombo(strict, lobby_log):
    game = _imported(strict, lobby_log)
    (proposal,) = game_offences(strict, ACTOR, "strict", game)
    assert (proposal.number, proposal.status, proposal.offence.seat, proposal.offence.label) == (
        1,
        "proposed",
        2,
        "E4-1",
    )
    with strict.unit_of_work(ACTOR, read_only=True) as uow:
        before = uow.games.get("strict", game).result["scores"]
    assert before == [
        Decimal("-22.0"),
        Decimal("10.0"),
        Decimal("-39.0"),
        Decimal("51.0"),
    ]  # the log's own pt
    changed = apply_offence(strict, "test:referee", "strict", game, 1, "seen on the replay")
    # the tenhou preset's chombo: -20.0 pt on the offender's final score, the points as played
    assert changed.result["scores"] == [Decimal("-22.0"), Decimal("10.0"), Decimal("-59.0"), Decimal("51.0")]
    (proposal,) = game_offences(strict, ACTOR, "strict", game)
    assert proposal.status == "applied"
    with strict.unit_of_work(ACTOR, read_only=True) as uow:
        offence_log = uow.audit.entries("strict", entity="offence")
        game_log = uow.audit.entries("strict", entity="game", entity_id=game)
    assert [(e.action, e.actor) for e in offence_log] == [("create", ACTOR), ("update", "test:referee")]
    assert (offence_log[-1].old["status"], offence_log[-1].new["status"]) == ("proposed", "applied")
    assert offence_log[-1].reason == "seen on the replay" == game_log[-1].reason
    assert game_log[-1].old["result"]["scores"] != game_log[-1].new["result"]["scores"]
    with pytest.raises(Refused) as twice:  # decided once
        apply_offence(strict, ACTOR, "strict", game, 1)
    assert twice.value.code == "conflict" and "applied already" in words(twice.value, "en")


def test_a_proposed_offence_dismissed_needs_a_reason_and_pays_nothing(strict, lobby_log):
    game = _imported(strict, lobby_log)
    with pytest.raises(BadRequest) as no_reason:
        dismiss_offence(strict, ACTOR, "strict", game, 1, "  ")
    assert no_reason.value.reason.code == "offence_dismiss_reason"
    with strict.unit_of_work(ACTOR, read_only=True) as uow:
        before = uow.games.get("strict", game).result
    dismissed = dismiss_offence(strict, ACTOR, "strict", game, 1, "the league plays Tenhou's own yaku rules")
    assert (dismissed.status, dismissed.note) == ("dismissed", "the league plays Tenhou's own yaku rules")
    with strict.unit_of_work(ACTOR, read_only=True) as uow:
        assert uow.games.get("strict", game).result == before
        (entry,) = [e for e in uow.audit.entries("strict", entity="offence") if e.action == "update"]
    assert entry.new["note"] == entry.reason == "the league plays Tenhou's own yaku rules"
    with pytest.raises(Refused):
        apply_offence(strict, ACTOR, "strict", game, 1)
    with pytest.raises(NotFound) as missing:
        dismiss_offence(strict, ACTOR, "strict", game, 2, "no such")
    assert missing.value.code == "offence_not_found"


def test_a_deleted_game_takes_its_offences_with_it(strict, lobby_log):
    game = _imported(strict, lobby_log)
    delete_game(strict, ACTOR, "strict", game, "entered by mistake")
    with strict.unit_of_work(ACTOR, read_only=True) as uow:
        assert uow.offences.list("strict") == []


def test_a_stored_log_imported_again_is_skipped_not_refused_for_its_offence(strict, lobby_log):
    game = _imported(strict, lobby_log)
    again = import_files(strict, ACTOR, "strict", [lobby_log], add_players=True)  # without the option
    assert again.ok and again.imported == 0 and again.skipped == {"already_imported": 1}
    assert [p.number for p in game_offences(strict, ACTOR, "strict", game)] == [1]  # proposed once
