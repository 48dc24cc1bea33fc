"""Backups: every table out as JSON and back in, the same on SQLite and PostgreSQL, either way."""

from __future__ import annotations

import gzip
import json
from dataclasses import replace
from decimal import Decimal

import pytest
from sqlalchemy import text

from taikai.contracts.files import FileError
from taikai.contracts.jsonio import JsonError
from taikai.services.values import Action, StaffAccount
from taikai.store import DatabaseError, engine_for, initialise, open_store
from taikai.store.backup import BackupError, dump, read_backup, restore, write_backup
from taikai.store.migrate import head_revision, revisions


def _season(store, make):
    """A little of everything: two competitions, players with accounts, games (one edited, one
    deleted), actions, a staff account; an audit log of it all; a cached standings entry."""
    make.seed(store)
    with store.unit_of_work("cli:aki", reason="week 1") as uow:
        uow.players.update(
            make.player(1, name="Aki", accounts=("majsoul:101", "tenhou:Aki"), data={"tier": "B2"})
        )
        for hour in range(9, 13):
            uow.games.add(
                make.game(
                    f"g{hour}",
                    hour=hour,
                    record={"scores": {"p1": Decimal("12.3"), "p2": Decimal("-12.3")}},
                    result={"residue": Decimal("0.0")},
                    platform="majsoul",
                    platform_id=f"u-{hour}",
                )
            )
        uow.actions.add(Action("spring", "close_season", {"season": "2025-03"}))
        uow.staff.add(StaffAccount("aki", "argon2:secret", "organizer"))
        uow.competitions.add(make.competition("cup", kind="cup", name="月例カップ"))
    with store.unit_of_work("cli:aki", reason="typo") as uow:
        g9 = uow.games.get("spring", "g9")
        uow.games.update(replace(g9, seats=("p4", "p3", "p2", "p1"), key="sheet-1"))
        uow.games.remove(uow.games.get("spring", "g10"))
    with store.unit_of_work("web:ben") as uow:
        uow.standings.cached("spring", "league/1", lambda: {"cached": True})


def _contents(store):
    """Everything the port can read, for comparing two databases."""
    with store.unit_of_work("test", read_only=True) as uow:
        return {
            "competitions": [(c, c.revision) for c in uow.competitions.list()],
            "players": {c.slug: uow.players.list(c.slug) for c in uow.competitions.list()},
            "games": {c.slug: uow.games.list(c.slug) for c in uow.competitions.list()},
            "actions": {c.slug: uow.actions.list(c.slug) for c in uow.competitions.list()},
            "staff": [(s, s.password_hash) for s in uow.staff.list()],
            "audit": [e for e in uow.audit.entries() if e.entity != "database"],
        }


@pytest.fixture(
    params=["sqlite->sqlite", "postgresql->postgresql", "sqlite->postgresql", "postgresql->sqlite"]
)
def two_databases(request, tmp_path):
    """A database to back up and another to restore into, of each pair of backends."""

    def url(kind: str, name: str) -> str:
        if kind == "sqlite":
            return f"sqlite:///{tmp_path}/{name}.db"
        return request.getfixturevalue("postgresql_urls")()

    source, target = request.param.split("->")
    return url(source, "from"), url(target, "to")


def test_round_trip_between_backends(two_databases, make, tmp_path):
    source_url, target_url = two_databases
    source = open_store(source_url)
    _season(source, make)
    counts = write_backup(source.engine, tmp_path / "season.json")
    target = open_store(target_url)
    restored = restore(
        target.engine, read_backup(tmp_path / "season.json"), path="season.json", actor="cli:aki"
    )
    assert restored == counts
    assert _contents(target) == _contents(source)
    with target.unit_of_work("cli:aki") as uow:
        # the cache is not in a backup: the standings are built again from the games
        assert uow.standings.cached("spring", "league/1", lambda: {"rebuilt": True}) == {"rebuilt": True}
        # the restored database goes on: new keys do not collide with the restored ones
        uow.games.add(make.game("g99", platform="majsoul", platform_id="u-99"))
        uow.actions.add(Action("spring", "reopen_season", {"season": "2025-03"}))
        (restored_entry,) = uow.audit.entries(entity="database")
    assert (restored_entry.action, restored_entry.actor, restored_entry.entity_id) == (
        "restore",
        "cli:aki",
        "season.json",
    )
    assert restored_entry.new == {"backup": "season.json", "revision": head_revision(), "rows": counts}
    source.close()
    target.close()


def test_the_backup_document(sqlite_url, make, tmp_path, clock):
    store = open_store(sqlite_url, clock)
    _season(store, make)
    counts = write_backup(store.engine, tmp_path / "season.json", clock=clock)
    raw = (tmp_path / "season.json").read_text()
    backup = json.loads(raw, parse_float=Decimal)
    assert set(backup) == {"format", "version", "revision", "taikai", "created_at", "tables"}
    assert (backup["format"], backup["version"], backup["revision"]) == ("taikai-backup", 1, head_revision())
    # every table but the cache (rebuilt from the games), Alembic's (the revision says it), the web's
    # sessions and failed logins (passing; a restored database starts with none)
    tables = {
        "competitions",
        "players",
        "player_accounts",
        "games",
        "game_seats",
        "offences",
        "actions",
        "staff_accounts",
        "secrets",
    }
    assert set(backup["tables"]) == {*tables, "audit_log"}
    # four games added, one removed; four seats each
    assert counts["games"] == 3 and counts["game_seats"] == 12 and counts["competitions"] == 2
    games = backup["tables"]["games"]
    first = dict(zip(games["columns"], games["rows"][0], strict=True))
    assert first["played_at"] == "2025-03-02T09:00:00+00:00"  # times in UTC, ISO 8601
    assert first["record"] == {"scores": {"p1": Decimal("12.3"), "p2": Decimal("-12.3")}}
    assert '"p1":12.3' in raw and '"residue":0.0' in raw  # pt written exactly, never through a float
    assert "月例カップ" in raw  # UTF-8, not escaped
    store.close()


def test_a_gzipped_backup(sqlite_url, make, tmp_path):
    store = open_store(sqlite_url)
    _season(store, make)
    write_backup(store.engine, tmp_path / "season.json.gz")
    write_backup(store.engine, tmp_path / "season.json")
    assert (tmp_path / "season.json.gz").read_bytes()[:2] == b"\x1f\x8b"
    plain, packed = read_backup(tmp_path / "season.json"), read_backup(tmp_path / "season.json.gz")
    assert {k: v for k, v in plain.items() if k != "created_at"} == {
        k: v for k, v in packed.items() if k != "created_at"
    }
    assert (
        json.loads(gzip.decompress((tmp_path / "season.json.gz").read_bytes()))["format"] == "taikai-backup"
    )
    store.close()


def test_a_backup_is_one_snapshot(database_url, make, tmp_path):
    """A backup taken while an import is under way has none of it, and does not wait for it."""
    import threading

    store = make.seed(open_store(database_url))
    added, done = threading.Event(), threading.Event()

    def importer() -> None:
        with store.unit_of_work("importer") as uow:
            uow.games.add(make.game("g1"))
            added.set()
            done.wait(10)

    thread = threading.Thread(target=importer)
    thread.start()
    assert added.wait(10)
    counts = write_backup(store.engine, tmp_path / "during.json")
    done.set()
    thread.join(10)
    assert counts["games"] == 0 and counts["players"] == 6
    assert write_backup(store.engine, tmp_path / "after.json")["games"] == 1
    store.close()


def test_restore_refuses_a_database_with_rows_unless_replacing(database_url, make, tmp_path):
    source = open_store(f"sqlite:///{tmp_path}/source.db")
    _season(source, make)
    write_backup(source.engine, tmp_path / "season.json")
    target = open_store(database_url)
    with target.unit_of_work("cli:ben") as uow:
        uow.competitions.add(make.competition("other"))
    backup = read_backup(tmp_path / "season.json")
    with pytest.raises(BackupError) as refused:
        restore(target.engine, backup)
    assert refused.value.code == "database_not_empty"
    assert "add --replace to replace everything in it" in refused.value.message
    restore(target.engine, backup, replace=True)
    assert _contents(target) == _contents(source)
    with target.unit_of_work("cli:ben") as uow:
        assert uow.competitions.get("other") is None
        assert uow.audit.entries(entity="database")[0].reason == "replaced from a backup"
    # an initialised database with no rows counts as empty
    initialise(f"sqlite:///{tmp_path}/empty.db")
    empty = engine_for(f"sqlite:///{tmp_path}/empty.db")
    restore(empty, backup)
    empty.dispose()
    source.close()
    target.close()


def test_a_restore_that_fails_leaves_the_database_as_it_was(database_url, make, tmp_path):
    source = open_store(f"sqlite:///{tmp_path}/source.db")
    _season(source, make)
    write_backup(source.engine, tmp_path / "season.json")
    backup = read_backup(tmp_path / "season.json")
    competitions = backup["tables"]["competitions"]
    competitions["rows"].append(list(competitions["rows"][0]))  # the same competition twice
    target = open_store(database_url)
    with target.unit_of_work("cli:ben") as uow:
        uow.competitions.add(make.competition("other"))
    before = _contents(target)
    with pytest.raises(BackupError) as refused:
        restore(target.engine, backup, path="season.json", replace=True)
    assert refused.value.code == "restore_refused"
    assert refused.value.message.startswith("season.json cannot be restored into ")
    assert refused.value.message.endswith("(the database is unchanged)") and "\n" not in refused.value.message
    assert _contents(target) == before  # the tables dropped and rebuilt in that transaction are back
    source.close()
    target.close()


def test_backup_files_are_checked(sqlite_url, make, tmp_path):
    store = open_store(sqlite_url)
    _season(store, make)
    path = tmp_path / "season.json"
    write_backup(store.engine, path)
    with pytest.raises(BackupError, match="already exists: choose another file, or add --force"):
        write_backup(store.engine, path)
    assert path.stat().st_mode & 0o077 == 0  # readable by its owner only
    with pytest.raises(BackupError, match=r"cannot write .*no such file or directory"):
        write_backup(store.engine, tmp_path / "no" / "folder.json")
    write_backup(store.engine, path, force=True)
    good = json.loads(path.read_text(), parse_float=Decimal)

    def broken(change) -> str:
        data = json.loads(json.dumps(good, default=str), parse_float=Decimal)
        change(data)
        (tmp_path / "broken.json").write_text(json.dumps(data, default=str))
        with pytest.raises(BackupError) as refused:
            restore(engine_for(f"sqlite:///{tmp_path}/new.db"), read_backup(tmp_path / "broken.json"))
        return refused.value.message

    assert "not a taikai backup" in broken(lambda d: d.pop("format"))
    assert broken(lambda d: d.update(version=2)).endswith(
        "a backup of format version 2; this taikai reads version 1"
    )
    assert "schema revision 9999, which this taikai does not know" in broken(
        lambda d: d.update(revision="9999")
    )
    assert "table 'games' rows must be lists of 15 values" in broken(
        lambda d: d["tables"]["games"]["rows"][0].pop()
    )
    assert "table 'scores' is not in revision" in broken(
        lambda d: d["tables"].update(scores={"columns": [], "rows": []})
    )
    assert "table 'actions' is missing" in broken(lambda d: d["tables"].pop("actions"))
    assert "has columns" in broken(lambda d: d["tables"]["actions"]["columns"].__setitem__(0, "id"))
    assert "has no time zone" in broken(
        lambda d: d["tables"]["actions"]["rows"][0].__setitem__(4, "2025-03-01T00:00:00")
    )
    (tmp_path / "text.json").write_text("not json")
    with pytest.raises(JsonError):
        read_backup(tmp_path / "text.json")
    with pytest.raises(FileError):
        read_backup(tmp_path / "missing.json")
    store.close()


def test_nothing_to_back_up_in_a_new_database(database_url, tmp_path):
    with pytest.raises(BackupError, match="is new or not there: there is nothing to back up"):
        write_backup(engine_for(database_url), tmp_path / "x.json")
    assert not (tmp_path / "x.json").exists()
    assert not (tmp_path / "taikai.db").exists()  # a SQLite file is not made by looking for it


def test_a_database_at_an_older_revision_can_be_backed_up(database_url, make, tmp_path, monkeypatch):
    from taikai.store import migrate

    store = make.seed(open_store(database_url))
    monkeypatch.setattr(migrate, "head_revision", lambda: "9000")
    monkeypatch.setattr(migrate, "revisions", lambda: [*revisions(), "9000"])
    with pytest.raises(DatabaseError):
        open_store(database_url)
    # before `taikai init` upgrades it: the backup keeps its revision
    assert write_backup(store.engine, tmp_path / "old.json")["players"] == 6
    assert read_backup(tmp_path / "old.json")["revision"] == revisions()[-1]
    store.close()


def test_a_foreign_database_is_not_backed_up_or_replaced(database_url, tmp_path, make):
    engine = engine_for(database_url)
    with engine.begin() as connection:
        connection.execute(text("CREATE TABLE invoices (id INTEGER PRIMARY KEY)"))
    with pytest.raises(DatabaseError, match="not a taikai database"):
        dump(engine)
    source = open_store(f"sqlite:///{tmp_path}/source.db")
    _season(source, make)
    write_backup(source.engine, tmp_path / "season.json")
    with pytest.raises(DatabaseError, match="not a taikai database"):
        restore(engine, read_backup(tmp_path / "season.json"), replace=True)
    engine.dispose()
    source.close()
