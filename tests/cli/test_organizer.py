"""The organizer's commands over a database (CONTRACTS.md section 7), end to end on SQLite: every
command has --help with an example; a refusal is one line and a non-zero exit (the contract's error
object with --json); `taikai export` then `cup run` / `tournament run` of the file prints exactly
`taikai standings --json`; the commands speak Japanese with --lang ja."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime

import pytest
from tests.store.conftest import (  # noqa: F401 (fixtures: each database, a schema of the test server)
    database_url,
    postgresql_url,
    postgresql_urls,
    sqlite_url,
)
from typer.testing import CliRunner

from taikai.cli.main import COMMANDS, app
from taikai.services import files
from taikai.services.codes import Say
from taikai.store import open_store

runner = CliRunner()
WIDE = {"COLUMNS": "1000"}

ORGANIZER = {
    "competition": ("create", "list"),
    "player": ("add", "list", "import", "blacklist", "hide", "reset"),
    "game": ("add", "edit", "delete", "accept"),
    "season": ("close", "reopen"),
    "championship": ("withdraw", "qualifier", "final"),
    "event": ("entry", "withdraw", "register", "seat", "table", "final"),
}
TOP = ("import", "standings", "export", "log")


def taikai(*args: str, env: dict[str, str] | None = None):
    return runner.invoke(app, list(args), env={**WIDE, "TAIKAI_LANG": "en", **(env or {})})


@pytest.fixture
def db(tmp_path) -> str:
    return f"sqlite:///{tmp_path}/taikai.db"


def _ok(*args: str, env: dict[str, str] | None = None) -> str:
    done = taikai(*args, env=env)
    assert done.exit_code == 0, done.output
    return done.stdout


@pytest.mark.parametrize(
    "command",
    [(group, name) for group, names in ORGANIZER.items() for name in names] + [(name,) for name in TOP],
)
def test_every_command_has_help_with_an_example(command):
    shown = taikai(*command, "--help")
    assert shown.exit_code == 0 and "Example: taikai " in shown.stdout, shown.output
    assert "--db" in shown.stdout and "--lang" in shown.stdout


def test_the_commands_are_mapped():
    for name in (*ORGANIZER, *TOP):
        assert name in COMMANDS


def _cup(db: str) -> None:
    _ok("competition", "create", "club", "--kind", "cup", "--format", "itsuka-chuuren", "--db", db)
    for name in ("Aki", "Ben", "Chie", "Dai"):
        _ok("player", "add", "club", name, "--db", db)


def _game(at: str, points: str, *extra: str) -> tuple[str, ...]:
    """``game add club`` of a game at ``at`` (March 2025, JST) with the ``points`` and 1 stick left."""
    seats = ("--seats", "Aki", "p2", "p3", "p4")
    return ("game", "add", "club", "--at", f"2025-03-{at}+09:00", *seats, "--points", *points.split(), *extra)


FIRST = "27000 22300 34400 15300"  # -3.0, -7.0, +4.0, -14.0 (tests/services/test_games.py by hand)
SWAPPED = "34400 22300 27000 15300"  # +4.0, -7.0, -3.0, -14.0


def test_a_cup_entered_by_hand_exports_the_file_that_runs_to_its_standings(db, tmp_path):
    _cup(db)
    stored = _ok(*_game("30T20:00", FIRST, "--deposits", "1", "--key", "t1", "--db", db))
    assert stored.startswith("club: stored game g1") and "p1 -3.0" in stored and "p3 +4.0" in stored
    again = _ok(*_game("30T20:00", FIRST, "--deposits", "1", "--key", "t1", "--db", db))
    assert again == "club: game g1 was stored with this key before: nothing changed\n"
    _ok(*_game("31T20:00", SWAPPED, "--deposits", "1", "--db", db))
    standings = _ok("standings", "club", "--json", "--db", db)
    _ok("export", "club", "--to", str(tmp_path / "club.json"), "--db", db)
    assert _ok("cup", "run", str(tmp_path / "club.json"), "--json") == standings
    scores = {s["player"]: s["score"] for s in json.loads(standings)["months"][0]["standings"]}
    assert scores == {"p1": 1.0, "p2": -14.0, "p3": 1.0, "p4": -28.0}  # -3 + 4, -7 - 7, 4 - 3, -14 - 14
    readable = _ok("standings", "club", "--db", db)
    assert "Chie (p3)" in readable and "month 2025-03" in readable


def test_a_refusal_is_one_line_and_the_json_error_object(db):
    _cup(db)
    refused = taikai(*_game("30T20:00", "27000 22300 33400 15300", "--db", db))  # 1,000 short
    assert refused.exit_code == 1 and refused.stdout == ""
    assert refused.stderr.startswith("error: ") and refused.stderr.count("\n") == 1
    missing = taikai("standings", "nowhere", "--json", "--db", db)
    assert missing.exit_code == 1
    assert json.loads(missing.stdout) == {
        "ok": False,
        "error": {"code": "competition_not_found", "message": "no competition 'nowhere'"},
    }


def test_an_edit_needs_a_reason_and_shows_in_the_log(db):
    _cup(db)
    _ok(*_game("30T20:00", FIRST, "--deposits", "1", "--db", db))
    edit = ("game", "edit", "club", "g1", "--points", *SWAPPED.split(), "--db", db)
    assert taikai(*edit).exit_code == 2  # --reason is required
    _ok(*edit, "--reason", "seats 1 and 3 swapped")
    log = json.loads(_ok("log", "club", "--json", "--db", db))["entries"]
    assert [(e["entity"], e["action"]) for e in log][-2:] == [("game", "create"), ("game", "update")]
    assert log[-1]["reason"] == "seats 1 and 3 swapped"
    readable = _ok("log", "club", "--db", db)
    assert "changed the game g1, because seats 1 and 3 swapped" in readable
    assert "record: " in readable  # the changed field, old -> new


def test_a_tournament_step_by_step_exports_the_event_file(db, tmp_path):
    _ok("competition", "create", "ron", "--kind", "tournament", "--format", "ron-of-20xx", "--db", db)
    for number in range(1, 9):
        _ok("player", "add", "ron", f"Player {number}", "--db", db)
    drawn = json.loads(_ok("event", "seat", "ron", "--seed", "3", "--json", "--db", db))
    assert len(drawn["rounds"]) == 5 and drawn["names"]["p1"] == "Player 1"
    for table in (1, 2):
        _ok("event", "table", "ron", "--round", "1", "--table", str(table), "--points", "41000", "30000",
            "19000", "10000", "--db", db)  # fmt: skip
    conflict = taikai("event", "table", "ron", "--round", "1", "--table", "1", "--points", "40000", "31000",
                      "19000", "10000", "--db", db)  # fmt: skip
    assert conflict.exit_code == 1 and "round 1 table 1 is entered already as game g1" in conflict.stderr
    standings = _ok("standings", "ron", "--json", "--db", db)
    _ok("export", "ron", "--to", str(tmp_path / "ron.json"), "--db", db)
    assert _ok("tournament", "run", str(tmp_path / "ron.json"), "--json") == standings
    final = _ok("event", "final", "ron", "--db", db)
    assert "formed once the 5 preliminary rounds are complete" in final


# --------------------------------------------------------------------------- times in the event's zone


def _stored(db: str, slug: str):
    store = open_store(db)
    try:
        with store.unit_of_work("test", read_only=True) as uow:
            return files.load(uow, slug)
    finally:
        store.close()


def test_a_game_typed_in_tokyo_time_is_stored_in_utc_and_lands_in_the_month_it_was_played(database_url):  # noqa: F811 - the fixture
    """itsuka-chuuren's zone is Asia/Tokyo: a game typed a week later as played at 23:30 on the last
    day of March is a March game, one typed at 00:30 on 1 April (still 31 March in UTC) an April one;
    the message shows each back in Tokyo time."""
    db = database_url
    _cup(db)
    seats = ("--seats", "p1", "p2", "p3", "p4", "--deposits", "1", "--db", db)
    march = _ok("game", "add", "club", "--at", "2026-03-31 23:30", "--points", *FIRST.split(), *seats)
    assert march.startswith("club: stored game g1 (2026-03-31T23:30:00+09:00)")
    april = _ok("game", "add", "club", "--at", "2026-04-01T00:30", "--points", *SWAPPED.split(), *seats)
    assert april.startswith("club: stored game g2 (2026-04-01T00:30:00+09:00)")
    played = {g.id: g.played_at for g in _stored(db, "club").games}
    assert played == {
        "g1": datetime(2026, 3, 31, 14, 30, tzinfo=UTC),
        "g2": datetime(2026, 3, 31, 15, 30, tzinfo=UTC),
    }
    months = json.loads(_ok("standings", "club", "--json", "--db", db))["months"]
    assert [(m["month"], {s["player"]: s["score"] for s in m["standings"]}["p1"]) for m in months] == [
        ("2026-03", -3.0),
        ("2026-04", 4.0),
    ]
    skipped = taikai("game", "add", "club", "--at", "2026-03-3", "--points", *FIRST.split(), *seats)
    assert skipped.exit_code == 2 and "in the competition's time zone" in skipped.output


def test_the_opening_day_is_a_day_in_tokyo_whatever_the_day_in_utc(database_url):  # noqa: F811 - the fixture
    """ron-of-20xx's zone is Asia/Tokyo: entries open at "2026-04-01 09:30" (00:30 UTC); an entry at
    23:50 that day is an opening-day entry, one at 00:10 on 2 April (still 1 April in UTC) is not."""
    db = database_url
    _ok(
        "competition",
        "create",
        "ron",
        "--kind",
        "tournament",
        "--format",
        "ron-of-20xx",
        "--db",
        db,
    )
    for name, at in (("Aki", "2026-04-01 09:30"), ("Ben", "2026-04-01 23:50"), ("Chie", "2026-04-02 00:10")):
        _ok("event", "entry", "ron", name, "--at", at, "--profile", "club", "--birth-date", "1990-01-01",
            "--db", db)  # fmt: skip
    asked = (
        "--opens-at",
        "2026-04-01 09:30",
        "--event-date",
        "2026-04-20",
        "--seed",
        "1",
        "--db",
        db,
    )
    decided = json.loads(_ok("event", "register", "ron", *asked, "--json"))
    reasons = {d["name"]: d["reason_code"] for d in decided["decisions"]}
    assert reasons == {"Aki": "entry_opening_day", "Ben": "entry_opening_day", "Chie": "entry_first_come"}
    chie = next(d for d in decided["decisions"] if d["name"] == "Chie")
    assert chie["reason_params"]["at"] == "2026-04-02T00:10+09:00"  # shown back in Tokyo time
    stored = _stored(db, "ron")
    assert stored.last(files.REGISTRATION).data["opens_at"] == "2026-04-01T00:30:00+00:00"
    entries = {p.name: p.data["entry"]["submitted_at"] for p in stored.players}
    assert entries["Chie"] == "2026-04-01T15:10:00+00:00"


def test_the_commands_speak_japanese(db):
    _ok("competition", "create", "club", "--kind", "cup", "--format", "itsuka-chuuren", "--db", db)
    added = _ok("player", "add", "club", "Aki", "--db", db, "--lang", "ja")
    assert added == "club：Akiをp1として登録しました\n"
    refused = taikai("standings", "nowhere", "--json", "--db", db, "--lang", "ja")
    assert json.loads(refused.stdout)["error"]["code"] == "competition_not_found"


def test_a_roster_is_imported_whole_or_not_at_all(db, tmp_path):
    """``taikai player import SLUG roster.csv`` (issue 24 item 7): every bad row listed in the
    command's language and nothing stored; then the whole roster, names as typed."""
    _ok("competition", "create", "spring", "--kind", "league", "--format", "hitonazo-m", "--db", db)
    roster = tmp_path / "roster.csv"
    roster.write_text(
        "name,accounts,tier\n山田\u3000太郎,majsoul:101 tenhou:Yamada,B2\nAki,majsoul:101,X\n", "utf-8"
    )
    refused = taikai("player", "import", "spring", str(roster), "--db", db, "--lang", "ja")
    assert refused.exit_code == 1 and "roster.csv 3行目：" in refused.stderr, refused.output
    assert "アカウントmajsoul:101は2行目にもあります" in refused.stderr and "'X'" in refused.stderr
    assert json.loads(_ok("player", "list", "spring", "--json", "--db", db))["players"] == []
    roster.write_text(
        "name,accounts,tier\n山田\u3000太郎,majsoul:101 tenhou:Yamada,B2\nAki,majsoul:102,\n", "utf-8"
    )
    done = _ok("player", "import", "spring", str(roster), "--db", db, "--lang", "ja")
    assert done.splitlines()[-1] == "spring：2人を登録しました（登録済み0人）"
    listed = json.loads(_ok("player", "list", "spring", "--json", "--db", db))["players"]
    assert listed[0] == {
        "player": "p1", "name": "山田\u3000太郎", "accounts": ["majsoul:101", "tenhou:Yamada"], "tier": "B2"
    }  # fmt: skip
    again = json.loads(_ok("player", "import", "spring", str(roster), "--json", "--db", db))
    assert again["added"] == [] and [p["player"] for p in again["registered"]] == ["p1", "p2"]
    missing = taikai("player", "import", "spring", str(tmp_path / "none.csv"), "--json", "--db", db)
    assert missing.exit_code == 1 and json.loads(missing.stdout)["error"]["code"] == "bad_file"


def test_the_audit_log_says_what_each_action_was(db):
    """Issue 24 item 5: ``closed season 2025-03, because ...``, a player by name, in both languages."""
    _ok("competition", "create", "spring", "--kind", "league", "--format", "hitonazo-m", "--db", db)
    for name in ("山田\u3000太郎", "Ben", "Chie", "Dai"):
        _ok("player", "add", "spring", name, "--db", db)
    seats = ("--seats", "p1", "p2", "p3", "p4", "--points", "48000", "31000", "12000", "9000")
    _ok("game", "add", "spring", "--at", "2025-03-02T21:00+09:00", *seats, "--db", db)
    hidden = _ok("player", "hide", "spring", "p1", "--reason", "asked to", "--db", db)
    assert hidden == "spring: hid the name of 山田\u3000太郎 (p1) (action 1)\n"
    _ok("season", "close", "spring", "2025-03", "--reason", "published on the club page", "--db", db)
    log = _ok("log", "spring", "--db", db).splitlines()
    assert log[-1].endswith(": closed season 2025-03 (action 2), because published on the club page")
    assert log[-2].endswith(": hid the name of 山田\u3000太郎 (p1) (action 1), because asked to")
    assert any(line.endswith(": created the player 山田\u3000太郎 (p1)") for line in log)
    japanese = _ok("log", "spring", "--db", db, "--lang", "ja").splitlines()
    assert japanese[-1].endswith(" シーズン2025-03を確定（操作2）（理由：published on the club page）")
    assert not any("close_season" in line or "hide_name" in line for line in log + japanese)


def test_export_refuses_to_overwrite(db, tmp_path):
    _cup(db)
    target = tmp_path / "club.json"
    target.write_text("{}")
    refused = taikai("export", "club", "--to", str(target), "--db", db)
    assert refused.exit_code == 1 and "add --force to overwrite it" in refused.stderr
    _ok("export", "club", "--to", str(target), "--force", "--db", db)
    assert json.loads(target.read_text())["format"]["name"] == "itsuka-chuuren"


def test_every_code_has_words_in_both_languages():
    from taikai import i18n
    from taikai.i18n.messages import MESSAGES

    for code in Say:
        template = MESSAGES[code]
        params = {name: f"<{name}>" for name in i18n.placeholders(template)}
        english, japanese = i18n.message(code, params, "en"), i18n.message(code, params, "ja")
        assert english == template.format(**params)
        assert japanese != english and all(f"<{name}>" in japanese for name in params), code


# --------------------------------------------------------------------------- penalties (--penalty WIND:KIND)


def test_a_ron_of_20xx_chombo_confiscates_12000_points_at_event_table(db):
    _ok("competition", "create", "ron", "--kind", "tournament", "--format", "ron-of-20xx", "--db", db)
    for number in range(1, 9):
        _ok("player", "add", "ron", f"Player {number}", "--db", db)
    _ok("event", "seat", "ron", "--seed", "3", "--db", db)
    table = ("event", "table", "ron", "--round", "1", "--table", "1", "--db", db)
    # 4 x 25000 less 12000 confiscated from North = 88000: points adding up to 100000 are refused
    full = taikai(*table, "--points", "41000", "30000", "19000", "10000", "--penalty", "N:chombo")
    assert full.exit_code == 1 and "the table total is 88000" in full.stderr
    stored = _ok(*table, "--points", "41000", "27000", "12000", "8000", "--penalty", "N:chombo")
    # return 30000, uma 50/10/-10/-30: +11+50, -3+10, -18-10, -22-30 (the 12000 paid to nobody)
    assert re.findall(r" p\d ([-+][\d.]+)", stored) == ["+61.0", "+7.0", "-28.0", "-52.0"]


def test_game_add_takes_each_penalty_the_ruleset_has_and_refuses_the_others(db):
    _ok("competition", "create", "lg", "--kind", "league", "--format", "hitonazo-m", "--db", db)
    for name in ("Aki", "Ben", "Chie", "Dai"):
        _ok("player", "add", "lg", name, "--db", db)
    game = (
        "game",
        "add",
        "lg",
        "--seats",
        "p1",
        "p2",
        "p3",
        "p4",
        "--points",
        "48000",
        "31000",
        "12000",
        "9000",
    )
    # RULES.md section 2: +68.0/+11.0/-28.0/-51.0; a chombo -20.0, x3 intentional, any pt as typed
    given = ("--penalty", "W:chombo", "--penalty", "e:chombo_intentional", "--penalty", "S:pt:-5.5")
    stored = _ok(*game, *given, "--db", db)
    assert "p1 +8.0, p2 +5.5, p3 -48.0, p4 -51.0" in stored
    red = taikai(*game, "--penalty", "N:red_card", "--db", db)  # hitonazo-m plays no cards
    assert red.exit_code == 1 and "ruleset hitonazo-m has no cards" in red.stderr
    for written in ("X:chombo", "N", "N:chombo:1:2"):
        wrong = taikai(*game, "--penalty", written, "--db", db)
        assert (
            wrong.exit_code == 1
            and f"--penalty: '{written}' is not a penalty: write WIND:KIND" in wrong.stderr
        )
    ja = taikai(*game, "--penalty", "N:foo", "--db", db, "--lang", "ja")
    assert ja.exit_code == 1 and "chombo" in ja.stderr and "foo" in ja.stderr
    assert _ok(*game, "--db", db).startswith("lg: stored game g2")  # nothing refused was stored


def test_a_chombo_paid_as_a_mangan_is_refused_beside_final_points(db):
    _cup(db)  # itsuka-chuuren: the offender pays a mangan during play, the final points hold it
    refused = taikai(*_game("30T20:00", FIRST, "--deposits", "1", "--penalty", "W:chombo", "--db", db))
    assert refused.exit_code == 1 and "a chombo is paid in points during play" in refused.stderr
    assert "enter the game hand by hand" in refused.stderr
    _ok(*_game("30T20:00", FIRST, "--deposits", "1", "--penalty", "W:pt:-10.0", "--db", db))
