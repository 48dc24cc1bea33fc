"""The console script loads only the module of the command it runs; every command is mapped, and
``taikai --help`` lists them from the table without importing any command's module."""

from __future__ import annotations

import subprocess
import sys

import pytest
import typer
from typer.testing import CliRunner

from taikai.cli.app import table_app
from taikai.cli.main import COMMANDS, build_app


def _names(application: typer.Typer) -> set[str]:
    commands = {info.name or info.callback.__name__ for info in application.registered_commands}
    groups = {info.name for info in application.registered_groups}
    return commands | groups


def test_every_command_is_mapped_to_the_module_that_registers_it():
    assert _names(build_app()) == set(COMMANDS)
    for name, entry in COMMANDS.items():
        assert name in _names(build_app([entry.module])), (name, entry.module)


@pytest.mark.parametrize("args", [["--help"], [], ["--version"], ["no-such-command"], ["--no-such-option"]])
@pytest.mark.parametrize("columns", ["60", "100", "200"])
def test_the_table_of_commands_shows_what_the_whole_application_shows(args: list[str], columns: str):
    """``taikai --help`` lists the table's commands and lines of help: exactly the whole application's
    help (every command, its help, their order), at any width; the same for --version and a mistake."""
    runner = CliRunner()
    whole = runner.invoke(build_app(), args, env={"COLUMNS": columns})
    table = runner.invoke(table_app(), args, env={"COLUMNS": columns})
    assert (table.exit_code, table.output) == (whole.exit_code, whole.output)


@pytest.mark.parametrize("args", [["--help"], ["--version"], []])
def test_help_and_version_import_no_command_module(args: list[str]):
    """``taikai``, ``taikai --help`` and ``taikai --version`` import typer and nothing of a command:
    no command module, no ruleset, no pydantic, no database layer, no web app."""
    code = (
        f"import sys; from taikai.cli import main; sys.argv = ['taikai', *{args!r}]\n"
        "try:\n    main.run()\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m.startswith(('taikai.cli.', 'taikai.rules', 'pydantic',"
        " 'sqlalchemy', 'fastapi', 'alembic'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.splitlines()[-1] == "['taikai.cli.app', 'taikai.cli.main']", out


def test_the_score_stream_does_not_import_the_database_layer():
    code = (
        "import sys; from taikai.cli import main; sys.argv = ['taikai', 'score', '--help'];\n"
        "try:\n    main.run()\nexcept SystemExit:\n    pass\n"
        "print('sqlalchemy' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().endswith("False")


#: What a command over the database that reads kept standings does not use (of the contracts, it
#: uses only the JSON reader and writer).
#: What it may import of those: JSON, and a competition's time zone (the standard library's only).
#: the kept standings are in no language: ``contracts.wording`` words them in the command's
USED_BY_STANDINGS = (
    "taikai.contracts.jsonio",
    "taikai.contracts.wording",
    "taikai.competitions",
    "taikai.competitions.zone",
)
UNUSED_BY_STANDINGS = (
    "rich",
    "alembic",
    "fastapi",
    "taikai.rules",
    "taikai.competitions",
    "taikai.contracts.",
)


def _standings_imports(tmp_path, prefixes, allowed=()):
    """The modules starting with one of ``prefixes`` (but ``allowed``) that ``taikai standings
    SLUG`` of a stored league imports when it reads the standings cache (its second run)."""
    from taikai.competitions import formats
    from taikai.contracts.formats import format_ruleset
    from taikai.services.competitions import create_competition
    from taikai.store import open_store

    url = f"sqlite:///{tmp_path}/taikai.db"
    store = open_store(url)
    fmt = formats.load("hitonazo-m")
    create_competition(store, "test", "spring", "league", fmt, format_ruleset(fmt), name="Spring")
    store.close()
    code = (
        "import sys; from taikai.cli import main\n"
        f"sys.argv = ['taikai', 'standings', 'spring', '--db', {url!r}]\n"
        "try:\n    main.run()\nexcept SystemExit as end:\n    assert not end.code, end.code\n"
        f"print(sorted(m for m in sys.modules if m.startswith({prefixes!r}) and m not in {allowed!r}))"
    )
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True) for _ in range(2)]
    assert runs[1].returncode == 0, runs[1].stderr
    return runs[1].stdout.splitlines()[-1]


def test_the_standings_of_a_stored_competition_import_no_engine_nor_rich(tmp_path):
    """``taikai standings SLUG`` read from the standings cache (its second run) imports no engine, no
    ruleset, no migration tool, no web app and no Rich (it prints plain lines)."""
    assert _standings_imports(tmp_path, UNUSED_BY_STANDINGS, USED_BY_STANDINGS) == "[]"


def test_kept_standings_are_read_without_the_orm(tmp_path):
    """Kept standings are read in one statement (``SqlStore.kept_standings``): no ORM session, no
    model, no repository (SQLAlchemy's ORM and taikai's models were a fifth of the command's CPU)."""
    unused = (
        "sqlalchemy.orm",
        "taikai.store.models",
        "taikai.store.repositories",
        "taikai.store.unit_of_work",
    )
    assert _standings_imports(tmp_path, unused) == "[]"


def _paths(command, path=()):
    """The path of the command and of every command under it (``("league", "run")`` ...)."""
    yield path
    for name, child in getattr(command, "commands", {}).items():
        yield from _paths(child, (*path, name))


def test_flags_are_shown_as_flags_in_every_help():
    """A flag takes no value (``--json=true`` is refused), so no help shows a type beside one; the
    options that take a value keep theirs."""
    application = build_app()
    paths = list(_paths(typer.main.get_command(application)))
    runner = CliRunner()
    helps = {path: runner.invoke(application, [*path, "--help"], env={"COLUMNS": "100"}) for path in paths}
    assert len(helps) > 40 and any("<int" in answer.output for answer in helps.values())
    for path, answer in helps.items():
        assert answer.exit_code == 0 and "--help" in answer.output, " ".join(path)
        assert "<bool>" not in answer.output, " ".join(path)
