"""`taikai game show FILE`: replay a game record hand by hand, then its final result.

The record is JSON or TOML (docs/game-record.md) or a Tenhou log, recognised by
content (:mod:`taikai.contracts.game`). A file that cannot be read or parsed is one
error line (with ``--json``: ``{"ok": false, "error": ...}`` on stdout), exit 1. An
impossible hand stops the replay: the valid hands are still shown, then the error
naming the hand.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.markup import escape
from rich.measure import Measurement
from rich.table import Table

from taikai.cli.codes import CliCode
from taikai.cli.common import Lang, console, dumps, err_console, fail_error, lang, print_warnings, say
from taikai.contracts.game import GameWords, read_game, replay_json, replay_warnings
from taikai.errors import TaikaiError
from taikai.game.codes import GameCode
from taikai.game.codes import seats as seat_words
from taikai.game.record import GameRecord
from taikai.game.settle import Settlement
from taikai.game.table import GameRun, run
from taikai.reasons import Reason

if TYPE_CHECKING:
    from taikai.importers.tenhou import TenhouGame


def _signed(value: int) -> str:
    return f"{value:+d}" if value else ""


def _hands_table(record: GameRecord, outcome: GameRun, headers: list[str], words: GameWords) -> Table:
    table = Table(title=escape(say(CliCode.hand_by_hand, rules=record.rules)), title_justify="left")
    table.add_column("#", justify="right")
    table.add_column(say(CliCode.column_hand), no_wrap=True)
    table.add_column(say(CliCode.column_result), min_width=20, overflow="fold")
    states = outcome.states
    for seat, header in enumerate(headers):  # a column is never narrower than its widest points
        widest = max(len(f"{s.points[seat]}") for s in states)
        widest = max([widest, *(len(_signed(s.last.deltas[seat])) for s in states[1:] if s.last)])
        table.add_column(escape(header), justify="right", no_wrap=True, min_width=widest)
    table.add_row("", say(CliCode.start), "", *(f"{p}" for p in states[0].points))
    for number, (before, after) in enumerate(pairwise(states), 1):
        log = after.last
        assert log is not None
        riichi = record.hands[number - 1].riichi
        parts = (Reason.of(GameCode.log_riichi, seats=seat_words(riichi)),) if riichi else ()
        cells = [f"{p}\n[dim]{_signed(d)}[/]" for p, d in zip(after.points, log.deltas, strict=True)]
        result = "\n".join(map(words, parts + log.parts))  # each part on its own line
        table.add_row(str(number), before.name, escape(result), *cells)
    return table


def _fitting_hands_table(record: GameRecord, outcome: GameRun) -> tuple[Table, str | None]:
    """The hands table with the players' names as headers when it fits the console; otherwise with
    ``seat 0`` ... ``seat 3`` and a line naming the seats (a name is never cut)."""
    words = GameWords(lang(), record.players)
    table = _hands_table(record, outcome, list(record.players), words)
    if Measurement.get(console, console.options.update(width=10_000), table).minimum <= console.width:
        return table, None
    numbered = GameWords(lang())  # seats by number in the table, the legend names them
    seats = [numbered(Reason.of(GameCode.seat, number=seat)) for seat in range(4)]
    legend = ", ".join(f"{seat} {name}" for seat, name in zip(seats, record.players, strict=True))
    return _hands_table(record, outcome, seats, numbered), legend


def _result_table(record: GameRecord, settlement: Settlement) -> Table:
    table = Table(title=say(CliCode.final_result), title_justify="left")
    table.add_column(say(CliCode.column_place), justify="right")
    table.add_column(say(CliCode.column_player), justify="left")
    table.add_column(say(CliCode.column_points), justify="right")
    table.add_column(say(CliCode.column_score), justify="right")
    for r in sorted(settlement.results, key=lambda r: (r.place, r.seat)):
        table.add_row(str(r.place), escape(record.players[r.seat]), str(r.points), f"{r.score:+}")
    table.caption = say(CliCode.residue, residue=settlement.residue)
    return table


def show(record: GameRecord, outcome: GameRun, log: TenhouGame | None = None) -> None:
    """Print the replay with Rich in the command's language (warnings on stderr); a Tenhou log's
    rules first."""
    words = GameWords(lang(), record.players)
    if log is not None:
        rules = words(log.rules.text) if log.rules else record.rules
        console.print(escape(say(CliCode.rules_of_the_log, rules=rules)), highlight=False)
    if record.final is None:
        table, legend = _fitting_hands_table(record, outcome)
        if legend is not None:
            console.print(escape(legend), highlight=False)
        console.print(table)
    final = outcome.final
    if outcome.settlement is not None:
        reason = words(final.reason) if final.reason is not None else ""
        console.print(escape(say(CliCode.game_over, reason=reason)), highlight=False)
        console.print(_result_table(record, outcome.settlement))
    elif outcome.error is None:
        line = say(CliCode.not_over, hand=words(final.label), deposits=final.deposits)
        console.print(escape(line), highlight=False)
    print_warnings(replay_warnings(record, outcome, log))


def register(app: typer.Typer) -> None:
    """Add this module's commands to the main app."""
    game_app = typer.Typer(help="Game records: replay hand by hand, settle.", no_args_is_help=True)
    app.add_typer(game_app, name="game")

    @game_app.command("show")
    def show_command(
        file: Annotated[
            Path,
            typer.Argument(
                help="A game record (JSON or TOML, docs/game-record.md) or a Tenhou log (mjlog, gzipped "
                "or not, or tenhou.net/6 JSON), recognised by its content."
            ),
        ],
        as_json: bool = typer.Option(False, "--json", help="Print the replay as JSON."),
        lang_: Lang = None,
    ) -> None:
        """Replay a game record: who won what and the points after each hand, then the final result."""
        try:
            record, log = read_game(file)
        except TaikaiError as error:
            fail_error(error, as_json)
        outcome = run(record)
        if log is not None:  # the log's own end of the game is checked too
            from taikai.importers.tenhou import check_final

            outcome = replace(outcome, error=outcome.error or check_final(log, outcome))
        if as_json:
            typer.echo(dumps(replay_json(record, outcome, log, lang())))
        else:
            show(record, outcome, log)
            if outcome.error is not None:
                error = GameWords(lang(), record.players)(outcome.error)
                err_console.print(
                    f"[bold red]{escape(say(CliCode.error_label))}[/] {escape(error)}", highlight=False
                )
        if outcome.error is not None:
            raise typer.Exit(1)
