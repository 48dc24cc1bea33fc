"""`taikai init`, `taikai db backup`, `taikai db restore`, and the --db option other commands share."""

from __future__ import annotations

import json

import pytest
import typer
from typer.testing import CliRunner

from taikai.cli.db import DbOption, open_database
from taikai.cli.main import app
from taikai.store import migrate, open_store
from taikai.store.migrate import head_revision, revisions

runner = CliRunner()
WIDE = {"COLUMNS": "1000"}  # errors are one line; a narrow terminal would wrap them


def taikai(*args, env=None):
    return runner.invoke(app, list(args), env={**WIDE, **(env or {})})


def test_init_creates_then_upgrades_nothing(database_url):
    created = taikai("init", "--db", database_url)
    assert created.exit_code == 0, created.output
    assert f"at schema revision {head_revision()}" in created.stdout and created.stdout.startswith("created ")
    again = taikai("init", env={"TAIKAI_DATABASE_URL": database_url})  # the variable stands for --db
    assert again.exit_code == 0
    assert f"is at schema revision {head_revision()}, the newest: nothing to do" in again.stdout


def test_init_makes_taikai_db_here_by_default(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("TAIKAI_DATABASE_URL", raising=False)
    assert taikai("init").stdout == f"created sqlite:///taikai.db at schema revision {head_revision()}\n"
    assert (tmp_path / "taikai.db").is_file()


def test_backup_then_restore_elsewhere(sqlite_url, tmp_path, make):
    store = make.seed(open_store(sqlite_url))
    with store.unit_of_work("cli:aki") as uow:
        uow.games.add(make.game("g1"))
    store.close()
    path = tmp_path / "season.json.gz"
    wrote = taikai("db", "backup", str(path), "--db", sqlite_url)
    assert wrote.exit_code == 0, wrote.output
    # 1 competition, 6 players, 1 game with 4 seats, and 8 audit entries (7 in the setup, 1 game),
    # tables in the order they are restored (a table after those it refers to)
    assert wrote.stdout == (
        f"wrote {path}: 20 rows (audit_log 8, competitions 1, games 1, players 6, game_seats 4)\n"
    )
    copy = f"sqlite:///{tmp_path}/copy.db"
    restored = taikai("db", "restore", str(path), "--db", copy)
    assert restored.exit_code == 0, restored.output
    assert restored.stdout.startswith(f"restored {path} into {copy}: 20 rows")
    again = taikai("db", "restore", str(path), "--db", copy)
    assert again.exit_code == 1 and again.stdout == ""
    assert (
        again.stderr.count("\n") == 1 and "is not empty (21 rows)" in again.stderr
    )  # 20 + the restore entry
    assert "add --replace" in again.stderr
    replaced = taikai("db", "restore", str(path), "--db", copy, "--replace")
    assert replaced.exit_code == 0 and "20 rows" in replaced.stdout
    kept = taikai("db", "backup", str(path), "--db", sqlite_url)
    assert kept.exit_code == 1 and "already exists" in kept.stderr
    assert taikai("db", "backup", str(path), "--db", sqlite_url, "--force").exit_code == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["init", "--db", "league.db"], "'league.db' is not a database URL: write sqlite:///league.db"),
        (["init", "--db", "mysql://x@y/z"], "taikai stores in SQLite (sqlite:///FILE) or in PostgreSQL"),
        (["init", "--db", "postgresql+psycopg2://x@y/z"], "in PostgreSQL through psycopg 3 (postgresql://"),
        (["db", "restore", "missing.json"], "cannot read missing.json: no such file"),
        (
            ["db", "backup", "out.json", "--db", "sqlite:///not-there.db"],
            "is new or not there: there is nothing",
        ),
    ],
)
def test_errors_are_one_line(tmp_path, monkeypatch, args, message):
    monkeypatch.chdir(tmp_path)
    result = taikai(*args)
    assert result.exit_code == 1
    assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1
    assert message in result.stderr and "Traceback" not in result.output


def test_a_file_that_is_not_a_backup(tmp_path):
    (tmp_path / "league.json").write_text(json.dumps({"players": []}))
    result = taikai("db", "restore", str(tmp_path / "league.json"), "--db", f"sqlite:///{tmp_path}/x.db")
    assert result.exit_code == 1
    assert f'{tmp_path / "league.json"} is not a taikai backup: no "format": "taikai-backup"' in result.stderr


@pytest.mark.parametrize("command", [["init"], ["db", "backup"], ["db", "restore"]])
def test_every_command_has_help_with_an_example(command):
    result = taikai(*command, "--help")
    assert result.exit_code == 0
    assert "Example: taikai " in result.stdout and "TAIKAI_DATABASE_URL" in result.stdout


# --------------------------------------------------------------------------- the shared option

probe = typer.Typer()


@probe.command()
def players(db: DbOption = None) -> None:
    """A command over the database, as the organizer's commands will be."""
    store = open_database(db)
    with store.unit_of_work("cli:test") as uow:
        typer.echo(f"{len(uow.competitions.list())} competitions")
    store.close()


def test_commands_open_the_database_from_the_option_or_the_variable(sqlite_url):
    assert runner.invoke(probe, ["--db", sqlite_url]).stdout == "0 competitions\n"
    assert runner.invoke(probe, [], env={"TAIKAI_DATABASE_URL": sqlite_url}).stdout == "0 competitions\n"


def test_commands_refuse_an_older_database_with_what_to_run(sqlite_url, monkeypatch):
    taikai("init", "--db", sqlite_url)
    monkeypatch.setattr(migrate, "head_revision", lambda: "9000")
    monkeypatch.setattr(migrate, "revisions", lambda: [*revisions(), "9000"])
    result = runner.invoke(probe, ["--db", sqlite_url], env=WIDE)
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr == (
        f"error: the database {sqlite_url} is at schema revision {head_revision()}, this taikai needs 9000: "
        f"run `taikai init --db {sqlite_url}` to upgrade it "
        f"(back it up first with `taikai db backup FILE --db {sqlite_url}`)\n"
    )
