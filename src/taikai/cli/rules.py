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
from taikai.cli.codes import CliCode
from taikai.cli.common import Lang, console, dumps, err_console, fail_error, load_rules, say, words
from taikai.contracts.rules import read_ruleset_file
from taikai.errors import TaikaiError
from taikai.rules import Ruleset
from taikai.rules.describe import field_docs, markdown_reference, to_toml

app = typer.Typer(help="List, show, compare and check rulesets.", no_args_is_help=True)

#: the four seed presets first, in the specification's order, then the others alphabetically
SEED_ORDER = ("mleague", "hitonazo-m", "ron-of-20xx", "itsuka-chuuren")

AsJson = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]


def ordered_presets() -> list[str]:
    """Preset names, the seed presets first."""
    names = rules.preset_names()
    return [n for n in SEED_ORDER if n in names] + [n for n in names if n not in SEED_ORDER]


def value_text(value: Any) -> str:
    """A field's value in a table (Rich markup): as TOML writes it, ``unset`` and ``none`` in words."""
    if value is None:
        return f"[dim]{escape(say(CliCode.unset))}[/]"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return escape(", ".join(map(str, value))) or f"[dim]{escape(say(CliCode.none))}[/]"
    if isinstance(value, Decimal):
        return format(value, "f")
    return escape(str(value))


def fields_table(title: str, rows: dict[str, Any], descriptions: dict[str, str]) -> Table:
    """Every field, its value and what it means (``rules show``, ``formats show``)."""
    table = Table(title=escape(title), expand=True)
    table.add_column(say(CliCode.column_field), no_wrap=True, style="bold")
    table.add_column(say(CliCode.column_value), overflow="fold", ratio=1)
    table.add_column(say(CliCode.column_meaning), ratio=2)
    for field, value in rows.items():
        table.add_row(field, value_text(value), escape(descriptions.get(field, "")))
    return table


def diff_table(first: str, second: str, rows: list[tuple[str, Any, Any]]) -> Table | str:
    """The fields that differ side by side (``rules diff``, ``formats diff``), or a line saying none does."""
    if not rows:
        return escape(say(CliCode.no_field_differs, a=first, b=second))
    table = Table(title=escape(say(CliCode.fields_differ, count=len(rows))))
    table.add_column(say(CliCode.column_field), no_wrap=True, style="bold")
    table.add_column(escape(first), ratio=1, overflow="fold")
    table.add_column(escape(second), ratio=1, overflow="fold")
    for field, value_a, value_b in rows:
        table.add_row(field, value_text(value_a), value_text(value_b))
    return table


def print_file_errors(file: Path, error: TaikaiError, count_one: bool = False) -> None:
    """Every problem of a file on its own line, then how many there are when there are several (or
    one, with ``count_one``): ``rules|formats check``."""
    lines = words(error).splitlines()
    label = escape(say(CliCode.error_label))
    for line in lines:
        err_console.print(f"[bold red]{label}[/] {escape(line)}", highlight=False, soft_wrap=True)
    if len(lines) > 1 or count_one:
        count = say(CliCode.errors_count, file=str(file), count=len(lines))
        err_console.print(escape(count), highlight=False, soft_wrap=True)


@app.command("list")
def list_presets(as_json: AsJson = False, lang_: Lang = None) -> None:
    """The shipped presets: name, title and source."""
    presets = [rules.load(name) for name in ordered_presets()]
    if as_json:
        typer.echo(dumps([{"name": r.name, "title": r.title, "source": r.source} for r in presets]))
        return
    headers = (say(CliCode.column_name), say(CliCode.column_title), say(CliCode.column_source))
    table = Table(*headers, title=say(CliCode.ruleset_presets))
    for ruleset in presets:
        table.add_row(ruleset.name, escape(ruleset.title), escape(ruleset.source))
    console.print(table)


@app.command()
def show(
    name: Annotated[str, typer.Argument(help="A preset name or the path of a ruleset TOML file.")],
    toml: Annotated[bool, typer.Option("--toml", help="Print a TOML file to copy and edit.")] = False,
    as_json: AsJson = False,
    lang_: Lang = None,
) -> None:
    """Every field of a ruleset with its value and meaning."""
    ruleset = load_rules(name)
    if toml:
        typer.echo(to_toml(ruleset), nl=False)
        return
    if as_json:
        typer.echo(dumps(rules.to_mapping(ruleset)))
        return
    descriptions = {name: doc.description for name, doc in field_docs().items()}
    console.print(fields_table(f"{ruleset.name}: {ruleset.title}", rules.flat_fields(ruleset), descriptions))
    if ruleset.source:
        console.print(escape(say(CliCode.source_line, source=ruleset.source)), highlight=False)


@app.command("diff")
def diff_rulesets(
    a: Annotated[str, typer.Argument(help="First ruleset (preset name or TOML path).")],
    b: Annotated[str, typer.Argument(help="Second ruleset (preset name or TOML path).")],
    as_json: AsJson = False,
    lang_: Lang = None,
) -> None:
    """Only the fields whose values differ, side by side."""
    first, second = load_rules(a), load_rules(b)
    rows = rules.diff(first, second)
    if as_json:
        typer.echo(dumps([{"field": f, "a": va, "b": vb} for f, va, vb in rows]))
        return
    console.print(diff_table(first.name, second.name, rows), highlight=False)


def _closest_preset(ruleset: Ruleset) -> tuple[str, list[str]]:
    """The preset with the fewest differing fields, and those fields."""
    diffs = {name: [row[0] for row in rules.diff(rules.load(name), ruleset)] for name in ordered_presets()}
    best = min(diffs, key=lambda name: len(diffs[name]))
    return best, diffs[best]


@app.command()
def check(
    file: Annotated[Path, typer.Argument(help="The ruleset TOML file to validate.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
    lang_: Lang = None,
) -> None:
    """Validate a ruleset file: 'ok' and a summary, or every error naming its field (exit code 1)."""
    try:
        ruleset = read_ruleset_file(file)
    except TaikaiError as error:
        if as_json:
            fail_error(error, as_json=True)
        print_file_errors(file, error)
        raise typer.Exit(1) from None
    closest, fields = _closest_preset(ruleset)
    if as_json:
        summary = {"ok": True, "name": ruleset.name, "title": ruleset.title, "closest_preset": closest}
        typer.echo(dumps(summary | {"differing_fields": fields}))
        return
    ok = say(CliCode.ruleset_ok, file=str(file), name=ruleset.name, title=ruleset.title)
    console.print(f"[green]{escape(ok)}[/]", highlight=False)
    if fields:
        line = say(CliCode.closest_preset, preset=closest, count=len(fields), fields=tuple(fields))
    else:
        line = say(CliCode.same_rules, preset=closest)
    console.print(escape(line), highlight=False)


@app.command()
def reference(lang_: Lang = None) -> None:
    """Print the markdown reference of every field and preset (docs/rules.md)."""
    typer.echo(markdown_reference({name: rules.load(name) for name in ordered_presets()}), nl=False)


def register(main: typer.Typer) -> None:
    """Add this module's commands to the main app."""
    main.add_typer(app, name="rules")
