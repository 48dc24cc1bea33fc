"""The console script loads only the module of the command it runs; every command is mapped."""

from __future__ import annotations

import subprocess
import sys

import typer
from typer.testing import CliRunner

from taikai.cli.main import COMMANDS, build_app


def _names(application: typer.Typer) -> set[str]:
    commands = {info.name or info.callback.__name__ for info in application.registered_commands}
    groups = {info.name for info in application.registered_groups}
    return commands | groups


def test_every_command_is_mapped_to_the_module_that_registers_it():
    assert _names(build_app()) == set(COMMANDS)
    for name, module in COMMANDS.items():
        assert name in _names(build_app([module])), (name, module)


def test_the_score_stream_does_not_import_the_database_layer():
    code = (
        "import sys; from taikai.cli import main; sys.argv = ['taikai', 'score', '--help'];\n"
        "try:\n    main.run()\nexcept SystemExit:\n    pass\n"
        "print('sqlalchemy' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().endswith("False")


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
