"""`taikai formats`: list, show, compare and check competition formats (presets or TOML files)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table

from taikai.cli.codes import CliCode
from taikai.cli.common import Lang, console, dumps, fail_error, say
from taikai.cli.rules import diff_table, fields_table, print_file_errors
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
        fail_error(error)


@app.command("list")
def list_presets(as_json: AsJson = False, lang_: Lang = None) -> None:
    """The shipped formats: name, kind, ruleset, title (and source, with --json)."""
    presets = [formats.load(name) for name in formats.preset_names()]
    rows = [
        {"name": f.name, "kind": f.kind, "ruleset": f.ruleset, "title": f.title, "source": f.source}
        for f in presets
    ]
    if as_json:
        typer.echo(dumps(rows))
        return
    headers = [say(code) for code in (CliCode.column_name, CliCode.column_kind, CliCode.column_ruleset)]
    table = Table(*headers, say(CliCode.column_title), title=say(CliCode.format_presets))
    for row in rows:
        table.add_row(escape(row["name"]), row["kind"], escape(row["ruleset"]), escape(row["title"]))
    console.print(table)


@app.command()
def show(
    name: NameOrPath,
    toml: Annotated[bool, typer.Option("--toml", help="Print a TOML file to copy and edit.")] = False,
    as_json: AsJson = False,
    lang_: Lang = None,
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
    rows = formats.flat_fields(value)
    # groups[2].name has the doc of groups.name
    descriptions = {
        field: doc.description for field in rows if (doc := docs.get(re.sub(r"\[\d+\]", "", field)))
    }
    console.print(fields_table(f"{value.name}: {value.title}", rows, descriptions))
    if value.source:
        console.print(escape(say(CliCode.source_line, source=value.source)), highlight=False)


@app.command("diff")
def diff_formats(
    a: Annotated[str, typer.Argument(help="First format (preset name or TOML path).")],
    b: Annotated[str, typer.Argument(help="Second format (preset name or TOML path).")],
    as_json: AsJson = False,
    lang_: Lang = None,
) -> None:
    """Only the fields whose values differ, side by side."""
    first, second = _load(a), _load(b)
    rows = formats.diff(first, second)
    if as_json:
        typer.echo(dumps([{"field": f, "a": va, "b": vb} for f, va, vb in rows]))
        return
    console.print(diff_table(first.name, second.name, rows), highlight=False)


def _closest_preset(value: FormatModel) -> tuple[str, list[str]] | None:
    """The preset of the same kind with the fewest differing fields, and those fields."""
    same_kind = [formats.load(name) for name in formats.preset_names()]
    diffs = {p.name: [row[0] for row in formats.diff(p, value)] for p in same_kind if p.kind == value.kind}
    if not diffs:
        return None
    best = min(diffs, key=lambda name: len(diffs[name]))
    return best, diffs[best]


@app.command()
def check(
    file: Annotated[Path, typer.Argument(help="The format TOML file to validate.")], lang_: Lang = None
) -> None:
    """Validate a format file and the ruleset it names: 'ok' and a summary, or every error (exit code 1)."""
    try:
        value = load_format(str(file), FormatModel)
        ruleset = format_ruleset(value, str(file))
    except TaikaiError as error:
        print_file_errors(file, error, count_one=True)
        raise typer.Exit(1) from None
    ok = say(CliCode.format_ok, file=str(file), kind=value.kind, name=value.name, title=value.title,
             ruleset=ruleset.name)  # fmt: skip
    console.print(f"[green]{escape(ok)}[/]", highlight=False)
    closest = _closest_preset(value)
    if closest is None:
        return
    name, fields = closest
    if fields:
        line = say(CliCode.closest_preset, preset=name, count=len(fields), fields=tuple(fields))
    else:
        line = say(CliCode.same_format, preset=name)
    console.print(escape(line), highlight=False)


def register(main: typer.Typer) -> None:
    """Add this module's commands to the main app."""
    main.add_typer(app, name="formats")
