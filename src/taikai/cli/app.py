"""The typer application: every command of ``taikai``, its groups, and how they show their flags.

:func:`taikai.cli.main.build_app` builds it (this module is imported only then: ``taikai score
--jsonl`` runs without typer, :mod:`taikai.cli.stream`); :func:`table_app` is the application of
``taikai --help`` and ``taikai --version``, which imports no command's module.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from typing import Any

import typer
from typer.core import TyperCommand, TyperGroup

from taikai import __version__
from taikai.cli.main import COMMANDS

__all__ = ["Command", "Group", "build_app", "table_app"]


def _version(value: bool) -> None:
    if value:
        typer.echo(f"taikai {__version__}")
        raise typer.Exit()


def _bare_flags(params: list[Any]) -> list[Any]:
    """A flag (``--json``, ``--help``) shown without a value's type: it takes none (``--json=true`` is
    refused, so the help must not show ``--json <bool>``)."""
    for param in params:
        if getattr(param, "is_flag", False) and param.metavar is None:
            param.metavar = ""
    return params


class Command(TyperCommand):
    """Every command of taikai: flags shown as flags in its help."""

    def get_params(self, ctx: Any) -> list[Any]:
        return _bare_flags(super().get_params(ctx))


class Group(TyperGroup):
    """Every group of commands of taikai (``taikai``, ``taikai league`` ...): flags shown as flags."""

    def get_params(self, ctx: Any) -> list[Any]:
        return _bare_flags(super().get_params(ctx))


def _with_classes(application: typer.Typer) -> None:
    """Make every command and group of ``application`` a :class:`Command` or a :class:`Group` (those
    that typer would make a plain ``TyperCommand`` or ``TyperGroup``)."""
    for command in application.registered_commands:
        if command.cls in (None, TyperCommand):
            command.cls = Command
    for group in application.registered_groups:
        for info in (group, group.typer_instance.info if group.typer_instance else None):
            if info is not None and (
                info.cls is None or info.cls is TyperGroup or not isinstance(info.cls, type)
            ):
                info.cls = Group
        if group.typer_instance is not None:
            _with_classes(group.typer_instance)


def _root() -> typer.Typer:
    """The application without its commands: ``taikai --version`` and ``taikai --help``."""
    application = typer.Typer(
        name="taikai",
        help="Run riichi mahjong competitions under the exact rules their organizers write down.",
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        cls=Group,
    )

    @application.callback()
    def main(
        version: bool = typer.Option(
            False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
        ),
    ) -> None:
        """Run riichi mahjong competitions under the exact rules their organizers write down."""

    return application


def build_app(modules: Iterable[str] | None = None) -> typer.Typer:
    """The application with the commands of ``modules`` (every command when None)."""
    application = _root()
    names = dict.fromkeys(e.module for e in COMMANDS.values()) if modules is None else dict.fromkeys(modules)
    for name in names:
        importlib.import_module(f"taikai.cli.{name}").register(application)
    place = {name: at for at, name in enumerate(COMMANDS)}  # the help lists them in the table's order
    application.registered_commands.sort(key=lambda c: place.get(c.name or "", len(place)))
    application.registered_groups.sort(key=lambda g: place.get(g.name or "", len(place)))
    _with_classes(application)
    return application


def _stand_in() -> None:
    """A command of :func:`table_app`: never run (a command line that names a command runs the
    application of its module, :func:`taikai.cli.main.run`)."""


def table_app() -> typer.Typer:
    """The application as ``taikai``, ``taikai --help`` and ``taikai --version`` show it, without
    importing any command's module: each command a stand-in with its line of help from
    :data:`~taikai.cli.main.COMMANDS` (tests/cli/test_main.py: the same help as :func:`build_app`'s)."""
    application = _root()
    for name, entry in COMMANDS.items():
        application.command(name, help=entry.help)(_stand_in)
    _with_classes(application)
    return application
