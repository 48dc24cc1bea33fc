"""`taikai score`: score one hand (readable) or a stream of contract requests (``--jsonl``)."""

from __future__ import annotations

import sys
from typing import Any, NoReturn

import typer
from rich.table import Table

from taikai.cli.common import console, dumps, error_response, fail, jsonl_stream
from taikai.contracts.rules import load_ruleset
from taikai.contracts.score import parse_request, response
from taikai.contracts.stream import Rulesets
from taikai.errors import TaikaiError
from taikai.hand.request import WinRequest
from taikai.hand.scorer import HandResult, score
from taikai.tiles import format_tiles

DEFAULT_RULES = "mleague"
MELD_OPTION = typer.Option(None, "--meld", help="A meld TYPE:TILES[:FROM] in call order, e.g. pon:666z:left.")
SEAT_EXAMPLE = "taikai score 234567m22p345s --win 5s --seat S"


def answer(data: dict[str, Any], rulesets: Rulesets) -> dict[str, Any]:
    """One contract request -> one contract response (a refusal raises :class:`TaikaiError`)."""
    request = parse_request(data)
    return response(score(request, rulesets.get(request.rules)))


def parse_meld(text: str) -> dict[str, str]:
    """``pon:666z:left`` (``from`` optional) -> a contract meld."""
    parts = text.split(":")
    if len(parts) not in (2, 3):
        raise TaikaiError(f"--meld {text!r}: write TYPE:TILES[:FROM], e.g. pon:666z:left", "bad_request")
    meld = {"type": parts[0], "tiles": parts[1]}
    if len(parts) == 3:
        meld["from"] = parts[2]
    return meld


def _title(request: WinRequest) -> str:
    """The hand as shown above its yaku: tiles, melds and the winning tile (tile strings never cut)."""
    melds = "".join(f" + {meld.type.value} {format_tiles(meld.tiles)}" for meld in request.melds)
    how = "tsumo" if request.tsumo else "ron"
    return f"{format_tiles(request.hand)}{melds}, {how} on {request.win_tile or '-'}"


def print_result(result: HandResult, request: WinRequest) -> None:
    """The readable breakdown: yaku, fu parts, value, payments (it stays readable at 80 columns)."""
    console.print(_title(request), highlight=False)  # wrapped between tile strings, never inside one
    table = Table(show_header=True)
    table.add_column("yaku")
    table.add_column("han", justify="right")
    for name, han in result.yaku:
        table.add_row(name, str(han))
    console.print(table)
    if result.fu_breakdown:
        fu = Table(show_header=True)
        fu.add_column("fu")
        fu.add_column("", justify="right")
        for reason, value in result.fu_breakdown:
            fu.add_row(reason, str(value))
        fu.add_row("[bold]total (rounded up to 10)[/]", f"[bold]{result.fu}[/]")
        console.print(fu)
    limit = f" ({result.limit.value})" if result.limit else ""
    yakuman = f", {result.yakuman}x yakuman" if result.yakuman else ""
    fu_text = f" {result.fu} fu" if result.fu else ""
    console.print(f"[bold]{result.han} han{fu_text}{yakuman}{limit}: {result.points} points[/]")
    payments = ", ".join(f"{who} pays {amount}" for who, amount in result.payments.as_dict().items())
    payments = payments.replace("ron pays", "the discarder pays").replace("non_dealer", "each non-dealer")
    console.print(f"payments: {payments}")
    console.print(f"total with honba and deposits: [bold]{result.total}[/]")
    if result.pao:
        console.print(f"pao: {result.pao.yaku} ({result.pao.yakuman}x yakuman, base {result.pao.base})")


def _refuse(message: str, json_out: bool, code: str = "bad_request") -> NoReturn:
    """End the command with an error: the contract's error object with ``--json``, else readable."""
    if json_out:
        sys.stdout.write(dumps(error_response(code, message)) + "\n")
        raise typer.Exit(1)
    fail(f"{message} (code {code})" if code != "bad_request" else message)


def _flag(name: str, help_text: str) -> Any:
    """A flag option: given or not (no value after it, so --help shows none)."""
    return typer.Option(False, name, help=help_text, metavar="")


def register(app: typer.Typer) -> None:
    """Add ``taikai score`` to the main app."""

    @app.command("score")
    def score_command(
        hand: str = typer.Argument(None, help="Concealed tiles with the winning tile, e.g. 234567m22p345s."),
        win: str = typer.Option("", "--win", help="The winning tile, e.g. 6z."),
        seat: str = typer.Option(None, "--seat", help="Seat wind E S W N (E = the dealer). Required."),
        round_: str = typer.Option("E", "--round", help="Round wind E S W N."),
        dora: str = typer.Option("", "--dora", help="Dora indicators."),
        ura: str = typer.Option("", "--ura", help="Ura dora indicators."),
        meld: list[str] | None = MELD_OPTION,
        honba: int = typer.Option(0, "--honba", min=0, help="Honba sticks."),
        deposits: int = typer.Option(0, "--deposits", min=0, help="Riichi sticks on the table."),
        tsumo: bool = _flag("--tsumo", "A tsumo (self-drawn) win; without it, a ron."),
        riichi: bool = _flag("--riichi", "The winner declared riichi."),
        double_riichi: bool = _flag("--double-riichi", "The winner declared double riichi."),
        ippatsu: bool = _flag("--ippatsu", "Won within one go-around of riichi."),
        haitei: bool = _flag("--haitei", "Tsumo on the last tile of the wall."),
        houtei: bool = _flag("--houtei", "Ron on the last discard."),
        rinshan: bool = _flag("--rinshan", "Tsumo on a kan's replacement tile."),
        chankan: bool = _flag("--chankan", "Ron on a tile added to a kan."),
        tenhou: bool = _flag("--tenhou", "The dealer's win on the first draw."),
        chiihou: bool = _flag("--chiihou", "A non-dealer's tsumo on the first draw."),
        renhou: bool = _flag("--renhou", "A non-dealer's ron before the first draw."),
        nagashi: bool = _flag("--nagashi", "A nagashi mangan claim."),
        rules_name: str = typer.Option(DEFAULT_RULES, "--rules", help="Preset name or ruleset TOML path."),
        jsonl: bool = _flag("--jsonl", "Read contract requests as JSON lines on stdin."),
        json_out: bool = _flag("--json", "Print the contract response as JSON."),
    ) -> None:
        """Score a winning hand: yaku, fu, limit, payments; or why the win is not allowed."""
        if jsonl:
            jsonl_stream(answer, rules_name)
            return
        if not hand:
            _refuse(f"give a HAND (e.g. {SEAT_EXAMPLE}) or --jsonl", json_out)
        if seat is None:
            seat_needed = (
                f"give the winner's seat wind with --seat E, S, W or N (E = the dealer), e.g. {SEAT_EXAMPLE}"
            )
            _refuse(seat_needed, json_out)
        flags = dict(
            tsumo=tsumo, riichi=riichi, double_riichi=double_riichi, ippatsu=ippatsu, haitei=haitei,
            houtei=houtei, rinshan=rinshan, chankan=chankan, tenhou=tenhou, chiihou=chiihou,
            renhou=renhou, nagashi=nagashi,
        )  # fmt: skip
        try:
            ruleset = load_ruleset(rules_name, base=None)
            request = parse_request({
                "hand": hand, "melds": [parse_meld(m) for m in meld or []], "win_tile": win,
                "seat_wind": seat, "round_wind": round_, "dora_indicators": dora, "ura_indicators": ura,
                "honba": honba, "deposits": deposits, **flags,
            })  # fmt: skip
            result = score(request, ruleset)
        except TaikaiError as error:
            _refuse(error.message, json_out, error.code)
        if json_out:
            sys.stdout.write(dumps(response(result)) + "\n")
        else:
            print_result(result, request)
