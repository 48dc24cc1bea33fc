"""`taikai formats`: list, show, compare and check competition formats (presets or TOML files)."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from taikai.cli.common import console, dumps, err_console, fail
from taikai.competitions import formats
from taikai.competitions.formats import FormatModel
from taikai.contracts.formats import format_ruleset, load_format
from taikai.errors import TaikaiError

app = typer.Typer(help="List, show, compare and check competition formats.", no_args_is_help=True)

AsJson = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]
NameOrPath = Annotated[str, typer.Argument(help="A preset name or the path of a format TOML file.")]


def _load(name_or_path: str) -> FormatModel:
    """A format of any kind for a command argument; a bad name or file ends the command with the reason."""
    try:
        return load_format(name_or_path, FormatModel)
    except TaikaiError as error:
        fail(escape(error.message))


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
    """The shipped formats: name, kind, ruleset, title (and source, with --json)."""
    presets = [formats.load(name) for name in formats.preset_names()]
    rows = [
        {"name": f.name, "kind": f.kind, "ruleset": f.ruleset, "title": f.title, "source": f.source}
        for f in presets
    ]
    if as_json:
        typer.echo(dumps(rows))
        return
    table = Table("name", "kind", "ruleset", "title", title="Competition format presets")
    for row in rows:
        table.add_row(escape(row["name"]), row["kind"], escape(row["ruleset"]), escape(row["title"]))
    console.print(table)


@app.command()
def show(
    name: NameOrPath,
    toml: Annotated[bool, typer.Option("--toml", help="Print a TOML file to copy and edit.")] = False,
    as_json: AsJson = False,
) -> None:
    """Every field of a format with its value and meaning."""
    value = _load(name)
    if toml:
        typer.echo(formats.to_toml(value), nl=False)
        return
    if as_json:
        typer.echo(dumps(formats.to_mapping(value)))
        return
    docs = formats.docs(type(value))
    table = Table(title=escape(f"{value.name}: {value.title}"), expand=True)
    table.add_column("field", no_wrap=True, style="bold")
    table.add_column("value", overflow="fold", ratio=1)
    table.add_column("meaning", ratio=2)
    for field, item in formats.flat_fields(value).items():
        doc = docs.get(re.sub(r"\[\d+\]", "", field))  # groups[2].name: the doc of groups.name
        table.add_row(field, _text(item), escape(doc.description) if doc else "")
    console.print(table)
    if value.source:
        console.print(f"source: {escape(value.source)}", highlight=False)


@app.command("diff")
def diff_formats(
    a: Annotated[str, typer.Argument(help="First format (preset name or TOML path).")],
    b: Annotated[str, typer.Argument(help="Second format (preset name or TOML path).")],
    as_json: AsJson = False,
) -> None:
    """Only the fields whose values differ, side by side."""
    first, second = _load(a), _load(b)
    rows = formats.diff(first, second)
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


def _closest_preset(value: FormatModel) -> tuple[str, list[str]] | None:
    """The preset of the same kind with the fewest differing fields, and those fields."""
    same_kind = [formats.load(name) for name in formats.preset_names()]
    diffs = {p.name: [row[0] for row in formats.diff(p, value)] for p in same_kind if p.kind == value.kind}
    if not diffs:
        return None
    best = min(diffs, key=lambda name: len(diffs[name]))
    return best, diffs[best]


@app.command()
def check(file: Annotated[Path, typer.Argument(help="The format TOML file to validate.")]) -> None:
    """Validate a format file and the ruleset it names: 'ok' and a summary, or every error (exit code 1)."""
    try:
        value = load_format(str(file), FormatModel)
        ruleset = format_ruleset(value, str(file))
    except TaikaiError as error:
        lines = error.message.splitlines()
        for line in lines:
            err_console.print(f"[bold red]error:[/] {escape(line)}", highlight=False, soft_wrap=True)
        err_console.print(f"{escape(str(file))}: {len(lines)} error(s)", highlight=False, soft_wrap=True)
        raise typer.Exit(1) from None
    console.print(
        f"[green]ok[/]: {escape(str(file))}: {value.kind} format {escape(repr(value.name))} "
        f"({escape(value.title)}), ruleset {escape(ruleset.name)}",
        highlight=False,
    )
    closest = _closest_preset(value)
    if closest is None:
        return
    name, fields = closest
    if fields:
        console.print(f"closest preset: {name}; {len(fields)} field(s) differ: {', '.join(fields)}")
    else:
        console.print(f"same format as the preset {name}")


def register(main: typer.Typer) -> None:
    """Add this module's commands to the main app."""
    main.add_typer(app, name="formats")
