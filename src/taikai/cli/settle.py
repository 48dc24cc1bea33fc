"""`taikai settle`: settle finished games (docs/contracts.md section 2), one JSON line per game."""

from __future__ import annotations

from typing import Any

import typer
from rich.markup import escape

from taikai.cli.codes import CliCode
from taikai.cli.common import Lang, error_response, fail, jsonl_stream, say, words
from taikai.contracts.settle import parse_request, settlement_json
from taikai.contracts.stream import Rulesets
from taikai.errors import TaikaiError
from taikai.game.settle import settle

EXAMPLE = '{"rules": "mleague", "points": [48000, 31000, 12000, 9000]}'


def answer(data: dict[str, Any], rulesets: Rulesets) -> dict[str, Any]:
    """Answer one settle request (a refusal raises :class:`~taikai.errors.TaikaiError`)."""
    request = parse_request(data)
    settlement = settle(request.points, rulesets.get(request.rules), request.deposits, request.penalties)
    return {"ok": True, **settlement_json(settlement)}


def _worded(data: dict[str, Any], rulesets: Rulesets) -> dict[str, Any]:
    """:func:`answer`, a refusal answered in the command's language (the stream words its own)."""
    try:
        return answer(data, rulesets)
    except TaikaiError as error:
        return error_response(error.code, words(error))


def register(app: typer.Typer) -> None:
    """Add this module's commands to the main app."""

    @app.command("settle")
    def settle_command(
        jsonl: bool = typer.Option(
            False, "--jsonl", help="Read one game per JSON line on stdin.", metavar=""
        ),
        rules_name: str = typer.Option("mleague", "--rules", help="Default ruleset (name or TOML path)."),
        lang_: Lang = None,
    ) -> None:
        """Settle finished games: final points -> places -> pt (docs/contracts.md section 2)."""
        if not jsonl:
            fail(escape(say(CliCode.settle_needs_jsonl, example=EXAMPLE)))
        jsonl_stream(_worded, rules_name)
