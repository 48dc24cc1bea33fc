"""`taikai settle`: settle finished games (CONTRACTS.md section 2), one JSON line per game."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import typer

from taikai.cli.common import fail, jsonl_loop
from taikai.contracts.rules import load_ruleset
from taikai.errors import TaikaiError
from taikai.game.settle import PENALTY_KINDS, Penalty, Settlement, settle


class BadRequest(TaikaiError):
    """A request whose shape is wrong (a missing or mistyped field)."""

    code = "bad_request"


def _int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadRequest(f"{what} must be an integer, not {value!r}")
    return value


def parse_penalty(data: Any) -> Penalty:
    if not isinstance(data, dict):
        raise BadRequest(f"a penalty is an object with seat and kind, not {data!r}")
    kind = data.get("kind")
    if kind not in PENALTY_KINDS:
        raise BadRequest(f"penalty kind must be one of {', '.join(PENALTY_KINDS)}, not {kind!r}")
    pt = data.get("pt")
    if pt is not None and (isinstance(pt, bool) or not isinstance(pt, int | Decimal)):
        raise BadRequest(f"penalty pt must be a number, not {pt!r}")
    return Penalty(
        seat=_int(data.get("seat"), "penalty seat"),
        kind=kind,
        pt=None if pt is None else Decimal(pt),
    )


def settlement_json(settlement: Settlement) -> dict[str, Any]:
    """The contract's response for a settlement."""
    return {
        "ok": True,
        "results": [
            {"seat": r.seat, "points": r.points, "place": r.place, "score": r.score}
            for r in settlement.results
        ],
        "residue": settlement.residue,
    }


def handle(request: dict[str, Any], default_rules: str = "mleague") -> dict[str, Any]:
    """Answer one settle request (CONTRACTS.md section 2)."""
    ruleset = load_ruleset(str(request.get("rules", default_rules)), base=None)
    points = request.get("points")
    if not isinstance(points, list):
        raise BadRequest("points must be a list of the four final table points")
    penalties = request.get("penalties", [])
    if not isinstance(penalties, list):
        raise BadRequest("penalties must be a list")
    settlement = settle(
        [_int(p, "points") for p in points],
        ruleset,
        deposits=_int(request.get("deposits", 0), "deposits"),
        penalties=[parse_penalty(p) for p in penalties],
    )
    return settlement_json(settlement)


def register(app: typer.Typer) -> None:
    """Add this module's commands to the main app."""

    @app.command("settle")
    def settle_command(
        jsonl: bool = typer.Option(False, "--jsonl", help="Read one game per JSON line on stdin."),
        rules_name: str = typer.Option("mleague", "--rules", help="Default ruleset (name or TOML path)."),
    ) -> None:
        """Settle finished games: final points -> places -> pt (CONTRACTS.md section 2)."""
        if not jsonl:
            fail(
                "use --jsonl and send one game per line, e.g. "
                '{"rules": "mleague", "points": [48000, 31000, 12000, 9000]}'
            )
        jsonl_loop(lambda request: handle(request, rules_name))
