"""What only a real database can show, on SQLite and PostgreSQL: connections, schema revisions,
constraint errors, concurrent writers, and a process killed half way through an import."""

from __future__ import annotations

import contextlib
import subprocess
import sys
import textwrap
import threading
import time

import pytest
from alembic import command
from sqlalchemy import Engine, event, inspect, text
from sqlalchemy.engine import make_url

from taikai.services.unit_of_work import Conflict
from taikai.store import DatabaseError, engine_for, initialise, open_store
from taikai.store import migrate as migrations
from taikai.store.migrate import (
    alembic_config,
    head_revision,
    revisions,
    run_downgrade,
    run_upgrade,
    schema_change,
)
from taikai.store.models import Base, PlayerRow

TABLES = {table.name for table in Base.metadata.sorted_tables}


def _revision(url: str) -> str | None:
    engine = engine_for(url)
    with engine.connect() as connection:
        revision = migrations.current_revision(connection)
    engine.dispose()
    return revision


# --------------------------------------------------------------------------- connections


def test_sqlite_connections_have_foreign_keys_wal_and_a_busy_timeout(sqlite_url):
    store = open_store(sqlite_url)
    reader = store.engine.execution_options(taikai_snapshot=True)  # BEGIN, not BEGIN IMMEDIATE
    for _ in range(2):  # every connection, not only the first
        with reader.connect() as first, reader.connect() as second:
            for connection in (first, second):
                assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
                assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
                assert connection.exec_driver_sql("PRAGMA busy_timeout").scalar() == 30_000
    store.close()


def test_postgresql_urls_use_psycopg_3(postgresql_url):
    plain = postgresql_url.replace("postgresql+psycopg://", "postgresql://")
    engine = engine_for(plain)
    assert engine.url.drivername == "postgresql+psycopg"
    with engine.connect() as connection:
        assert connection.dialect.driver == "psycopg"
        # no prepared statements: a plan kept from when the games table was empty made each game
        # added in one unit of work scan every game added before it (engine_for says more)
        assert connection.connection.dbapi_connection.prepare_threshold is None
        # a server that does not answer is an error within seconds (unless the URL says otherwise)
        assert connection.connection.dbapi_connection.info.get_parameters()["connect_timeout"] == "10"
    engine.dispose()
    told = engine_for(plain + ("&" if "?" in plain else "?") + "connect_timeout=3")
    with told.connect() as connection:
        assert connection.connection.dbapi_connection.info.get_parameters()["connect_timeout"] == "3"
    told.dispose()


def test_the_one_statement_reads_have_a_pool_of_their_own_one_larger(postgresql_url):
    store = open_store(postgresql_url, connections=3)
    one_read = store._one_read  # the revision's engine: each request thread, and the event loop
    assert one_read.pool is not store.engine.pool and one_read.pool.size() == 4
    with one_read.connect() as connection:
        assert connection.connection.dbapi_connection.info.get_parameters()["connect_timeout"] == "10"
        assert connection.connection.dbapi_connection.autocommit
    store.close()


def test_a_revision_read_on_a_connection_the_server_dropped_is_read_again(postgresql_url, make):
    store = make.seed(open_store(postgresql_url))
    assert store.revision("spring") == 1  # its connection now waits in the pool of one-statement reads
    admin = engine_for(postgresql_url)
    others = (
        "FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname = current_database()"
        " AND query LIKE 'SELECT competitions.revision%'"
    )
    # what a restarted server does to every connection it had (in autocommit: a transaction would
    # see pg_stat_activity as it was when it began)
    with admin.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
        assert connection.scalar(text(f"SELECT count(pg_terminate_backend(pid)) {others}")) == 1
        for _ in range(100):  # the backend ends a moment after it is told to
            if connection.scalar(text(f"SELECT count(*) {others}")) == 0:
                break
            time.sleep(0.05)
        else:
            pytest.fail("the backend did not end")
    admin.dispose()
    with store.unit_of_work("test") as uow:
        uow.games.add(make.game("g1"))
    disconnects = []
    listener = lambda context: disconnects.append(context.is_disconnect)  # noqa: E731
    event.listen(Engine, "handle_error", listener)
    try:
        assert store.revision("spring") == 2  # read again on a new connection: the latest value
    finally:
        event.remove(Engine, "handle_error", listener)
    assert disconnects == [True]  # the dropped connection was met, once
    store.close()


def test_connections_used_at_once_stay_open_for_the_next_requests(database_url, make):
    # taikai serve keeps as many as its threads: one beyond those kept would be opened for one use
    # and closed (on PostgreSQL a new server process each time)
    store = make.seed(open_store(database_url, connections=8))
    together = threading.Barrier(8)
    failures: list[BaseException] = []

    def read() -> None:
        try:
            with store.unit_of_work("test", read_only=True) as uow:
                uow.competitions.require("spring")
                together.wait(timeout=30)  # eight units of work open at once
            assert store.revision("spring") == 1
        except BaseException as error:  # said below, in the test's thread
            failures.append(error)

    threads = [threading.Thread(target=read) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not failures and not any(thread.is_alive() for thread in threads)
    assert store.engine.pool.checkedin() == 8  # none closed after its use
    store.close()


def test_a_sqlite_database_in_memory_opens(make):
    for url in ("sqlite://", "sqlite:///:memory:"):  # its pool (one connection per thread) has no size
        store = make.seed(open_store(url))
        assert store.revision("spring") == 1 and store.revision("autumn") is None
        store.close()


def test_a_sqlite_file_that_cannot_be_opened_is_one_line(tmp_path):
    with pytest.raises(DatabaseError) as missing:
        open_store(f"sqlite:///{tmp_path}/no/such/folder/taikai.db")
    assert missing.value.code == "cannot_connect"
    where = f"sqlite:///{tmp_path}/no/such/folder/taikai.db"
    assert missing.value.message == f"cannot open the database {where}: unable to open database file"


def test_a_postgresql_server_that_refuses_is_one_line_without_the_password(postgresql_url):
    wrong = make_url(postgresql_url).set(password="wrong-password").render_as_string(hide_password=False)
    with pytest.raises(DatabaseError) as refused:
        open_store(wrong)
    assert refused.value.code == "cannot_connect"
    assert "wrong-password" not in refused.value.message and "\n" not in refused.value.message
    assert refused.value.message.startswith("cannot open the database postgresql+psycopg://")
    assert ":***@" in refused.value.message


# --------------------------------------------------------------------------- revisions


def test_a_new_database_is_created_at_the_newest_revision(database_url):
    assert _revision(database_url) is None
    open_store(database_url).close()  # created on first use
    assert _revision(database_url) == head_revision()
    engine = engine_for(database_url)
    with engine.connect() as connection:
        assert set(inspect(connection).get_table_names()) >= TABLES
    engine.dispose()
    assert initialise(database_url) == (head_revision(), head_revision())  # init again: nothing to do


def test_init_creates_then_does_nothing(database_url):
    assert initialise(database_url) == (None, head_revision())
    assert initialise(database_url) == (head_revision(), head_revision())


def test_models_and_migrations_agree(database_url):
    # alembic check: autogenerate finds nothing the models have and the migrations lack
    initialise(database_url)
    engine = engine_for(database_url)
    with engine.begin() as connection:
        command.check(alembic_config(connection))
    engine.dispose()


def test_upgrade_from_the_first_revision_keeps_the_data(database_url):
    """A database made at revision 1 (rows written in that revision's own columns) upgrades to the
    newest revision with its data."""
    engine = engine_for(database_url)
    with schema_change(engine) as connection:
        run_upgrade(connection, revisions()[0])
        connection.execute(
            text(
                "INSERT INTO competitions (slug, kind, name, format_name, format, rules_name, rules, "
                "revision, created_at, updated_at) VALUES ('old', 'cup', 'Old cup', 'itsuka-chuuren', '{}', "
                "'itsuka-chuuren', '{\"oka\": 0}', 4, '2024-01-01 00:00:00', '2024-01-01 00:00:00')"
            )
        )
    engine.dispose()
    assert _revision(database_url) == revisions()[0]
    assert initialise(database_url) == (revisions()[0], head_revision())
    store = open_store(database_url)
    with store.unit_of_work("test") as uow:
        old = uow.competitions.require("old")
    store.close()
    assert (old.kind, old.rules, old.revision) == ("cup", {"oka": 0}, 4)


def test_downgrade_to_nothing_and_up_again(database_url):
    initialise(database_url)
    engine = engine_for(database_url)
    with schema_change(engine) as connection:
        run_downgrade(connection, "base")
        assert not TABLES & set(inspect(connection).get_table_names())
    engine.dispose()
    assert initialise(database_url) == (None, head_revision())


def test_the_newest_revision_is_alembics_head():
    """The head read from the revisions' file names (opening a database checks it without importing
    Alembic) is the head Alembic finds by reading every revision."""
    from alembic.script import ScriptDirectory

    assert head_revision() == ScriptDirectory.from_config(alembic_config()).get_current_head()


def test_a_database_at_the_newest_revision_opens_without_alembic(database_url, make):
    store = make.seed(open_store(database_url))
    store.close()
    code = textwrap.dedent(f"""
        import sys
        from taikai.store import open_store
        store = open_store({database_url!r})
        print(store.revision("spring"), sorted({{m.split(".")[0] for m in sys.modules}} & {{"alembic"}}))
        store.close()
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stdout.split() == ["1", "[]"], done.stderr


def test_a_database_at_an_older_revision_is_refused_with_what_to_run(database_url, monkeypatch):
    initialise(database_url)
    # as if this taikai had a revision 9000 after the database's
    monkeypatch.setattr(migrations, "head_revision", lambda: "9000")
    monkeypatch.setattr(migrations, "revisions", lambda: [*revisions(), "9000"])
    with pytest.raises(DatabaseError) as outdated:
        open_store(database_url)
    assert outdated.value.code == "database_outdated"
    message = outdated.value.message
    assert f"is at schema revision {head_revision()}, this taikai needs 9000" in message
    assert "run `taikai init --db " in message and "taikai db backup FILE --db " in message


def test_the_default_database_is_named_in_no_option(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    initialise(None)
    assert (tmp_path / "taikai.db").is_file()
    monkeypatch.setattr(migrations, "head_revision", lambda: "9000")
    monkeypatch.setattr(migrations, "revisions", lambda: [*revisions(), "9000"])
    with pytest.raises(DatabaseError, match=r"run `taikai init` to upgrade it \(back it up first"):
        open_store(None)


def test_a_newer_or_foreign_database_is_refused(database_url):
    initialise(database_url)
    engine = engine_for(database_url)
    with engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = 'abc123'"))
    for attempt in (open_store, initialise):
        with pytest.raises(DatabaseError) as newer:
            attempt(database_url)
        assert newer.value.code == "database_newer"
    with engine.begin() as connection:
        connection.execute(text("DROP TABLE alembic_version"))
    with pytest.raises(DatabaseError) as foreign:
        open_store(database_url)
    assert foreign.value.code == "not_taikai"
    engine.dispose()


# --------------------------------------------------------------------------- constraints


def test_a_constraint_error_leaves_nothing_half_stored(database_url, make):
    store = make.seed(open_store(database_url))
    with pytest.raises(Conflict) as refused, store.unit_of_work("test") as uow:
        uow.competitions.add(make.competition("autumn"))
        uow.players.add(make.player(1, slug="autumn"))
        uow.games.add(make.game("g1"))
        # a row the repositories' checks never saw (another writer's, in a race): the database refuses it
        uow.session.add(
            PlayerRow(
                competition_pk=uow.competition_pk("autumn"), id="p1", name="again", hidden=False, data={}
            )
        )
        uow.flush()
    assert refused.value.code == "refused_by_database"
    with store.unit_of_work("test") as uow:
        assert uow.competitions.get("autumn") is None
        assert uow.games.count("spring") == 0
        assert [e.competition for e in uow.audit.entries()] == ["spring"] * 7  # the setup's only
    store.close()


def test_a_refused_unit_of_work_cannot_be_committed(database_url, make):
    store = make.seed(open_store(database_url))
    with pytest.raises(DatabaseError) as failed, store.unit_of_work("test") as uow:
        uow.games.add(make.game("g1"))
        uow.session.execute(text("UPDATE competitions SET kind = 'bowling'"))  # a check constraint
    # the statement was refused; the unit of work ended with it, in one line
    assert "\n" not in failed.value.message and "ck_competitions_kind" in failed.value.message
    with pytest.raises(DatabaseError), store.unit_of_work("test") as uow:
        uow.games.add(make.game("g2"))
        uow.session.add(
            PlayerRow(competition_pk=uow.competition_pk("spring"), id="p1", name="x", hidden=False, data={})
        )
        with contextlib.suppress(Conflict):  # a caller that swallows the refusal still cannot commit
            uow.flush()
    with store.unit_of_work("test") as uow:
        assert uow.games.count("spring") == 0
        assert uow.competitions.require("spring").kind == "league"
    store.close()


# --------------------------------------------------------------------------- concurrent writers


def test_two_writers_at_once(database_url, make):
    """The second writer of the same competition slug waits or loses, never overwrites: on SQLite
    it waits for the first to commit and then sees it; on PostgreSQL the unique index stops it."""
    store = open_store(database_url)
    first_added, first_may_commit = threading.Event(), threading.Event()

    def first() -> None:
        with store.unit_of_work("first") as uow:
            uow.competitions.add(make.competition("shared", name="first"))
            first_added.set()
            first_may_commit.wait(10)

    writer = threading.Thread(target=first)
    writer.start()
    assert first_added.wait(10)
    outcome: list[str] = []

    def second() -> None:
        try:
            with store.unit_of_work("second") as uow:
                uow.competitions.add(make.competition("shared", name="second"))
        except Conflict as error:
            outcome.append(error.code)

    loser = threading.Thread(target=second)
    loser.start()
    time.sleep(0.3)
    assert outcome == []  # still waiting for the first
    first_may_commit.set()
    writer.join(10)
    loser.join(10)
    expected = "competition_exists" if database_url.startswith("sqlite") else "refused_by_database"
    assert outcome == [expected]
    with store.unit_of_work("test") as uow:
        assert uow.competitions.require("shared").name == "first"
    store.close()


def test_a_reader_does_not_wait_for_a_writer(database_url, make):
    store = make.seed(open_store(database_url))
    added, done = threading.Event(), threading.Event()

    def writer() -> None:
        with store.unit_of_work("importer") as uow:
            uow.games.add(make.game("g1"))
            added.set()
            done.wait(10)

    thread = threading.Thread(target=writer)
    thread.start()
    assert added.wait(10)
    started = time.monotonic()
    with store.unit_of_work("web", read_only=True) as uow:
        assert uow.games.count("spring") == 0  # the snapshot: the import is not committed
    assert time.monotonic() - started < 5
    done.set()
    thread.join(10)
    with store.unit_of_work("web", read_only=True) as uow:
        assert uow.games.count("spring") == 1
    store.close()


# --------------------------------------------------------------------------- killed half way

IMPORTER = textwrap.dedent(
    """
    import sys
    from datetime import UTC, datetime, timedelta
    from taikai.services.values import Game
    from taikai.store import open_store

    store = open_store(sys.argv[1])
    with store.unit_of_work("importer", reason="a big file") as uow:
        for number in range(100_000):
            at = datetime(2025, 3, 1, tzinfo=UTC) + timedelta(minutes=number)
            uow.games.add(Game("spring", f"g{number}", at, ("p1", "p2", "p3", "p4"), {"points": [1, 2, 3, 4]},
                               "tenhou", "tenhou", f"log-{number}"))
            if number % 100 == 99:
                print(number + 1, flush=True)
    print("committed", flush=True)
    """
)


def test_a_process_killed_half_way_through_an_import_leaves_nothing(database_url, make):
    make.seed(open_store(database_url)).close()
    importer = subprocess.Popen(
        [sys.executable, "-c", IMPORTER, database_url],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert importer.stdout is not None
    stored = 0
    while stored < 1000:  # a thousand games written in its transaction, flushed to the database
        line = importer.stdout.readline()
        assert line, importer.stderr.read() if importer.stderr else "the importer stopped"
        stored = int(line)
    importer.kill()  # SIGKILL: no cleanup, no rollback by the process
    importer.wait(30)
    store = open_store(database_url)
    with store.unit_of_work("test") as uow:
        assert uow.games.count("spring") == 0
        assert not [e for e in uow.audit.entries() if e.actor == "importer"]
        uow.games.add(make.game("g1"))  # the database is not left locked or damaged
    with store.unit_of_work("test") as uow:
        assert uow.games.count("spring") == 1
    if database_url.startswith("sqlite"):
        with store.engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA integrity_check").scalar() == "ok"
    store.close()
