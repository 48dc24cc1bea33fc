"""`taikai game show FILE`: replay a game record hand by hand, then its final result.

The record is JSON or TOML (docs/game-record.md). An impossible hand stops
the replay: the valid hands are still shown, then the error naming the hand.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from taikai.cli.common import console, dumps, err_console, fail, print_warnings
from taikai.errors import TaikaiError
from taikai.game.record import GameRecord, from_data, ruleset_of
from taikai.game.settle import Settlement
from taikai.game.table import GameRun, TableState, run

if TYPE_CHECKING:
    from taikai.importers.tenhou import TenhouGame


def read_record(path: Path) -> GameRecord:
    """Read and validate a record file (``.toml``, otherwise JSON); errors name the file and the field."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise TaikaiError(f"cannot read {path}: {error.strerror}", "bad_record") from None
    try:
        if path.suffix.lower() == ".toml":
            data = tomllib.loads(text, parse_float=Decimal)
        else:
            data = json.loads(text, parse_float=Decimal)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as error:
        raise TaikaiError(
            f"{path}: not valid {path.suffix.lstrip('.').upper() or 'JSON'}: {error}", "bad_record"
        ) from None
    return from_data(data, str(path))


def tenhou_log(path: Path) -> TenhouGame | None:
    """The Tenhou log in ``path`` (mjlog XML, gzipped or not, or tenhou.net/6 JSON), None for another file."""
    from taikai.contracts.files import read_text
    from taikai.importers import tenhou  # imported here: the other commands do not need the log reader

    text = read_text(path, tenhou.MAX_LOG_BYTES)
    return tenhou.read_log(text, path.name) if tenhou.format_of(text) else None


def _hand_json(number: int, before: TableState, after: TableState, riichi: Sequence[int]) -> dict[str, Any]:
    log = after.last
    assert log is not None
    return {
        "hand": number,
        "round": before.label,
        "dealer": before.dealer,
        "honba": before.honba,
        "deposits": before.deposits,
        "riichi": list(riichi),
        "kind": log.kind,
        "result": log.text,
        "winners": list(log.winners),
        "deltas": list(log.deltas),
        "points": list(after.points),
        "over": after.over,
    }


def _settlement_json(settlement: Settlement | None) -> dict[str, Any] | None:
    if settlement is None:
        return None
    return {
        "results": [
            {"seat": r.seat, "points": r.points, "place": r.place, "score": r.score}
            for r in settlement.results
        ],
        "residue": settlement.residue,
    }


def game_json(record: GameRecord, outcome: GameRun) -> dict[str, Any]:
    """The replay as data: every hand, the state at the end, the settlement, the error if any."""
    final = outcome.final
    data: dict[str, Any] = {
        "ok": outcome.error is None,
        "rules": record.rules,
        "players": list(record.players),
        "hands": [
            _hand_json(n, before, after, record.hands[n - 1].riichi)
            for n, (before, after) in enumerate(zip(outcome.states, outcome.states[1:], strict=False), 1)
        ],
        "over": final.over,
        "reason": final.reason,
        "points": list(final.points),
        "deposits": final.deposits,
        "result": _settlement_json(outcome.settlement),
    }
    if outcome.error is not None:
        data["error"] = {"code": outcome.error.code, "message": outcome.error.message}
    return data


def _signed(value: int) -> str:
    return f"{value:+d}" if value else ""


def _short(state: TableState) -> str:
    """``E2-1``: round wind, hand number, honba."""
    return f"{'ESWN'[state.round_wind]}{state.dealer + 1}-{state.honba}"


def _hands_table(record: GameRecord, outcome: GameRun) -> Table:
    table = Table(title=f"{record.rules}: hand by hand", title_justify="left")
    table.add_column("#", justify="right")
    table.add_column("hand", no_wrap=True)
    table.add_column("result", min_width=20)
    for name in record.players:
        table.add_column(escape(name), justify="right", no_wrap=True)
    table.add_row("", "start", "", *(f"{p}" for p in outcome.states[0].points))
    for number, (before, after) in enumerate(zip(outcome.states, outcome.states[1:], strict=False), 1):
        log = after.last
        assert log is not None
        text = log.text
        riichi = record.hands[number - 1].riichi
        if riichi:
            text = f"riichi {', '.join(f'seat {seat}' for seat in riichi)}; {text}"
        for seat, name in enumerate(record.players):
            text = text.replace(f"seat {seat}", name)
        text = escape(text)
        cells = [f"{p}\n[dim]{_signed(d)}[/]" for p, d in zip(after.points, log.deltas, strict=True)]
        table.add_row(str(number), _short(before), text, *cells)
    return table


def _result_table(record: GameRecord, settlement: Settlement) -> Table:
    table = Table(title="final result", title_justify="left")
    for column in ("place", "player", "points", "score"):
        table.add_column(column, justify="left" if column == "player" else "right")
    for r in sorted(settlement.results, key=lambda r: (r.place, r.seat)):
        table.add_row(str(r.place), escape(record.players[r.seat]), str(r.points), f"{r.score:+}")
    table.caption = f"residue {settlement.residue}"
    return table


def show(record: GameRecord, outcome: GameRun) -> None:
    """Print the replay with Rich."""
    if record.final is None:
        console.print(_hands_table(record, outcome))
    final = outcome.final
    if outcome.settlement is not None:
        console.print(f"game over: {final.reason}", highlight=False)
        console.print(_result_table(record, outcome.settlement))
    elif outcome.error is None:
        console.print(
            f"not over: next hand {final.label}, {final.deposits} deposit(s) on the table", highlight=False
        )


def register(app: typer.Typer) -> None:
    """Add this module's commands to the main app."""
    game_app = typer.Typer(help="Game records: replay hand by hand, settle.", no_args_is_help=True)
    app.add_typer(game_app, name="game")

    @game_app.command("show")
    def show_command(
        file: Annotated[
            Path,
            typer.Argument(help="A game record (.json or .toml, docs/game-record.md) or a Tenhou log."),
        ],
        as_json: bool = typer.Option(False, "--json", help="Print the replay as JSON."),
    ) -> None:
        """Replay a game record: who won what and the points after each hand, then the final result."""
        from taikai.importers import tenhou

        try:
            log = tenhou_log(file)
            record = read_record(file) if log is None else tenhou.record_of(log)
            ruleset = ruleset_of(record)
        except TaikaiError as error:
            fail(error.message)
        outcome = run(record, ruleset)
        if log is not None:  # the log's own end of the game is checked too, and its rules said
            outcome = replace(outcome, error=outcome.error or tenhou.check_final(log, outcome))
        if as_json:
            data = game_json(record, outcome)
            if log is not None:
                data["log_rules"] = log.rules.text if log.rules else None
                data["warnings"] = [warning.as_json() for warning in log.warnings]
            typer.echo(dumps(data))
        else:
            if log is not None:
                console.print(f"rules of the log: {escape(log.rules.text if log.rules else record.rules)}")
                print_warnings(log.warnings)
            show(record, outcome)
            if outcome.error is not None:
                err_console.print(f"[bold red]error:[/] {outcome.error.message}", highlight=False)
        if outcome.error is not None:
            raise typer.Exit(1)
