"""`taikai settle`: settle finished games (CONTRACTS.md section 2), one JSON line per game."""

from __future__ import annotations

from typing import Any

import typer

from taikai.cli.common import fail, jsonl_stream
from taikai.contracts.settle import parse_request, settlement_json
from taikai.contracts.stream import Rulesets
from taikai.game.settle import settle

EXAMPLE = '{"rules": "mleague", "points": [48000, 31000, 12000, 9000]}'


def answer(data: dict[str, Any], rulesets: Rulesets) -> dict[str, Any]:
    """Answer one settle request (a refusal raises :class:`~taikai.errors.TaikaiError`)."""
    request = parse_request(data)
    settlement = settle(request.points, rulesets.get(request.rules), request.deposits, request.penalties)
    return {"ok": True, **settlement_json(settlement)}


def register(app: typer.Typer) -> None:
    """Add this module's commands to the main app."""

    @app.command("settle")
    def settle_command(
        jsonl: bool = typer.Option(
            False, "--jsonl", help="Read one game per JSON line on stdin.", metavar=""
        ),
        rules_name: str = typer.Option("mleague", "--rules", help="Default ruleset (name or TOML path)."),
    ) -> None:
        """Settle finished games: final points -> places -> pt (CONTRACTS.md section 2)."""
        if not jsonl:
            fail(f"use --jsonl and send one game per line, e.g. {EXAMPLE}")
        jsonl_stream(answer, rules_name)
