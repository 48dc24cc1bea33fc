"""`taikai rules`: list, show, compare and check rulesets (presets or TOML files).

Ruleset files are read by :mod:`taikai.contracts.rules` (regular files, 1 MiB at most); a file
that cannot be read or is not a ruleset gets one error line and exit status 1.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from taikai import rules
from taikai.cli.common import console, dumps, err_console, error_response, load_rules
from taikai.contracts.rules import read_ruleset_file
from taikai.errors import TaikaiError
from taikai.rules import Ruleset
from taikai.rules.describe import field_docs, markdown_reference, to_toml

app = typer.Typer(help="List, show, compare and check rulesets.", no_args_is_help=True)

#: the four seed presets first, in RULES.md's order, then the others alphabetically
SEED_ORDER = ("mleague", "hitonazo-m", "ron-of-20xx", "itsuka-chuuren")

AsJson = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]


def ordered_presets() -> list[str]:
    """Preset names, the seed presets first."""
    names = rules.preset_names()
    return [n for n in SEED_ORDER if n in names] + [n for n in names if n not in SEED_ORDER]


def _text(value: Any) -> str:
    if value is None:
        return "[dim]unset[/]"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return escape(", ".join(map(str, value))) or "[dim]none[/]"
    if isinstance(value, Decimal):
        return format(value, "f")
    return escape(str(value))


@app.command("list")
def list_presets(as_json: AsJson = False) -> None:
    """The shipped presets: name, title and source."""
    presets = [rules.load(name) for name in ordered_presets()]
    if as_json:
        typer.echo(dumps([{"name": r.name, "title": r.title, "source": r.source} for r in presets]))
        return
    table = Table("name", "title", "source", title="Ruleset presets")
    for ruleset in presets:
        table.add_row(ruleset.name, escape(ruleset.title), escape(ruleset.source))
    console.print(table)


@app.command()
def show(
    name: Annotated[str, typer.Argument(help="A preset name or the path of a ruleset TOML file.")],
    toml: Annotated[bool, typer.Option("--toml", help="Print a TOML file to copy and edit.")] = False,
    as_json: AsJson = False,
) -> None:
    """Every field of a ruleset with its value and meaning."""
    ruleset = load_rules(name)
    if toml:
        typer.echo(to_toml(ruleset), nl=False)
        return
    if as_json:
        typer.echo(dumps(rules.to_mapping(ruleset)))
        return
    docs = field_docs()
    table = Table(title=escape(f"{ruleset.name}: {ruleset.title}"), expand=True)
    table.add_column("field", no_wrap=True, style="bold")
    table.add_column("value", overflow="fold", ratio=1)
    table.add_column("meaning", ratio=2)
    for field, value in rules.flat_fields(ruleset).items():
        doc = docs.get(field)
        table.add_row(field, _text(value), escape(doc.description) if doc else "")
    console.print(table)
    if ruleset.source:
        console.print(f"source: {escape(ruleset.source)}", highlight=False)


@app.command("diff")
def diff_rulesets(
    a: Annotated[str, typer.Argument(help="First ruleset (preset name or TOML path).")],
    b: Annotated[str, typer.Argument(help="Second ruleset (preset name or TOML path).")],
    as_json: AsJson = False,
) -> None:
    """Only the fields whose values differ, side by side."""
    first, second = load_rules(a), load_rules(b)
    rows = rules.diff(first, second)
    if as_json:
        typer.echo(dumps([{"field": f, "a": va, "b": vb} for f, va, vb in rows]))
        return
    if not rows:
        console.print(f"{escape(first.name)} and {escape(second.name)}: no field differs", highlight=False)
        return
    table = Table(title=f"{len(rows)} fields differ")
    table.add_column("field", no_wrap=True, style="bold")
    table.add_column(escape(first.name), ratio=1, overflow="fold")
    table.add_column(escape(second.name), ratio=1, overflow="fold")
    for field, value_a, value_b in rows:
        table.add_row(field, _text(value_a), _text(value_b))
    console.print(table)


def _closest_preset(ruleset: Ruleset) -> tuple[str, list[str]]:
    """The preset with the fewest differing fields, and those fields."""
    diffs = {name: [row[0] for row in rules.diff(rules.load(name), ruleset)] for name in ordered_presets()}
    best = min(diffs, key=lambda name: len(diffs[name]))
    return best, diffs[best]


@app.command()
def check(
    file: Annotated[Path, typer.Argument(help="The ruleset TOML file to validate.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
) -> None:
    """Validate a ruleset file: 'ok' and a summary, or every error naming its field (exit code 1)."""
    try:
        ruleset = read_ruleset_file(file)
    except TaikaiError as error:
        if as_json:
            typer.echo(dumps(error_response(error.code, error.message)))
            raise typer.Exit(1) from None
        lines = error.message.splitlines()
        for line in lines:
            err_console.print(f"[bold red]error:[/] {escape(line)}", highlight=False, soft_wrap=True)
        if len(lines) > 1:
            err_console.print(f"{escape(str(file))}: {len(lines)} errors", highlight=False, soft_wrap=True)
        raise typer.Exit(1) from None
    closest, fields = _closest_preset(ruleset)
    if as_json:
        summary = {"ok": True, "name": ruleset.name, "title": ruleset.title, "closest_preset": closest}
        typer.echo(dumps(summary | {"differing_fields": fields}))
        return
    console.print(
        f"[green]ok[/]: {escape(str(file))}: ruleset {escape(repr(ruleset.name))} ({escape(ruleset.title)})"
    )
    if fields:
        console.print(f"closest preset: {closest}; {len(fields)} field(s) differ: {', '.join(fields)}")
    else:
        console.print(f"same rules as the preset {closest}")


@app.command()
def reference() -> None:
    """Print the markdown reference of every field and preset (docs/rules.md)."""
    typer.echo(markdown_reference({name: rules.load(name) for name in ordered_presets()}), nl=False)


def register(main: typer.Typer) -> None:
    """Add this module's commands to the main app."""
    main.add_typer(app, name="rules")
