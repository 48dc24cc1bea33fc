"""What every command shares: ruleset option parsing, error printing, the JSON-lines loop."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable
from decimal import Decimal
from typing import Any, NoReturn, TextIO

import typer
from rich.console import Console

from taikai import rules
from taikai.contracts.jsonio import dumps
from taikai.errors import TaikaiError
from taikai.rules import Ruleset

console = Console()
err_console = Console(stderr=True)


def fail(message: str, code: int = 1) -> NoReturn:
    """Print a readable error (no traceback) and exit."""
    err_console.print(f"[bold red]error:[/] {message}", highlight=False)
    raise typer.Exit(code)


def load_rules(name_or_path: str) -> Ruleset:
    """A ruleset for a command option; a bad name or file ends the command with the reason."""
    try:
        return rules.load(name_or_path)
    except TaikaiError as error:
        fail(error.message)


def error_response(code: str, message: str) -> dict[str, Any]:
    return {"ok": False, "error": {"code": code, "message": message}}


def jsonl_loop(
    handle: Callable[[dict[str, Any]], dict[str, Any]],
    lines: Iterable[str] | None = None,
    out: TextIO | None = None,
) -> None:
    """Answer one JSON line per input line, in order; a bad line gets an error and the stream goes on.

    ``handle`` gets the parsed request object and returns the response
    mapping; a :class:`TaikaiError` becomes ``{"ok": false, "error": ...}``
    with its code. Blank lines are skipped.
    """
    out = out or sys.stdout
    for line in lines if lines is not None else sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line, parse_float=Decimal)
        except json.JSONDecodeError as error:
            response = error_response("bad_request", f"not a JSON object: {error.msg}")
        else:
            if not isinstance(request, dict):
                response = error_response("bad_request", "each line must be a JSON object")
            else:
                try:
                    response = handle(request)
                except TaikaiError as error:
                    response = error_response(error.code, error.message)
                except (ValueError, TypeError, KeyError) as error:
                    response = error_response("bad_request", f"{type(error).__name__}: {error}")
                except Exception as error:  # a bug in taikai: answer this line, keep the stream going
                    response = error_response(
                        "internal_error", f"taikai failed on this request ({type(error).__name__}: {error})"
                    )
        out.write(dumps(response) + "\n")
        out.flush()
