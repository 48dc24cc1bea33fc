"""`taikai score`: score one hand (readable) or a stream of contract requests (``--jsonl``)."""

from __future__ import annotations

import sys
from typing import Any

import typer
from rich.table import Table

from taikai.cli.common import console, dumps, error_response, fail, jsonl_loop, load_rules
from taikai.contracts.rules import load_ruleset
from taikai.errors import TaikaiError
from taikai.hand.contract import request_from_json, result_to_json
from taikai.hand.scorer import HandResult, score

DEFAULT_RULES = "mleague"
MELD_OPTION = typer.Option(None, "--meld", help="A meld TYPE:TILES[:FROM] in call order, e.g. pon:666z:left.")


def handle_request(data: dict[str, Any], default_rules: str = DEFAULT_RULES) -> dict[str, Any]:
    """One contract request -> one contract response (errors raise :class:`TaikaiError`)."""
    name = data.get("rules") or default_rules
    if not isinstance(name, str):
        raise TaikaiError(f'field "rules" must be a ruleset name or path, not {name!r}', "bad_request")
    ruleset = load_ruleset(name, base=None)
    return result_to_json(score(request_from_json(data), ruleset))


def parse_meld(text: str) -> dict[str, str]:
    """``pon:666z:left`` (``from`` optional) -> a contract meld."""
    parts = text.split(":")
    if len(parts) not in (2, 3):
        raise TaikaiError(f"--meld {text!r}: write TYPE:TILES[:FROM], e.g. pon:666z:left", "bad_request")
    meld = {"type": parts[0], "tiles": parts[1]}
    if len(parts) == 3:
        meld["from"] = parts[2]
    return meld


def print_result(result: HandResult, data: dict[str, Any]) -> None:
    how = "tsumo" if data["tsumo"] else "ron"
    table = Table(title=f"{data['hand']}, {how} on {data['win_tile']}", show_header=True)
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
    fu = f" {result.fu} fu" if result.fu else ""
    console.print(f"[bold]{result.han} han{fu}{yakuman}{limit}: {result.points} points[/]")
    payments = ", ".join(f"{who} pays {amount}" for who, amount in result.payments.as_dict().items())
    payments = payments.replace("ron pays", "the discarder pays").replace("non_dealer", "each non-dealer")
    console.print(f"payments: {payments}")
    console.print(f"total with honba and deposits: [bold]{result.total}[/]")
    if result.pao:
        console.print(f"pao: {result.pao.yaku} ({result.pao.yakuman}x yakuman, base {result.pao.base})")


def register(app: typer.Typer) -> None:
    """Add ``taikai score`` to the main app."""

    @app.command("score")
    def score_command(
        hand: str = typer.Argument(None, help="Concealed tiles with the winning tile, e.g. 234567m22p345s."),
        win: str = typer.Option("", "--win", help="The winning tile, e.g. 6z."),
        seat: str = typer.Option("E", "--seat", help="Seat wind E S W N (E = dealer)."),
        round_: str = typer.Option("E", "--round", help="Round wind E S W N."),
        dora: str = typer.Option("", "--dora", help="Dora indicators."),
        ura: str = typer.Option("", "--ura", help="Ura dora indicators."),
        meld: list[str] | None = MELD_OPTION,
        honba: int = typer.Option(0, "--honba", min=0),
        deposits: int = typer.Option(0, "--deposits", min=0, help="Riichi sticks on the table."),
        tsumo: bool = typer.Option(False, "--tsumo"),
        riichi: bool = typer.Option(False, "--riichi"),
        double_riichi: bool = typer.Option(False, "--double-riichi"),
        ippatsu: bool = typer.Option(False, "--ippatsu"),
        haitei: bool = typer.Option(False, "--haitei"),
        houtei: bool = typer.Option(False, "--houtei"),
        rinshan: bool = typer.Option(False, "--rinshan"),
        chankan: bool = typer.Option(False, "--chankan"),
        tenhou: bool = typer.Option(False, "--tenhou"),
        chiihou: bool = typer.Option(False, "--chiihou"),
        renhou: bool = typer.Option(False, "--renhou"),
        nagashi: bool = typer.Option(False, "--nagashi"),
        rules_name: str = typer.Option(DEFAULT_RULES, "--rules", help="Preset name or ruleset TOML path."),
        jsonl: bool = typer.Option(False, "--jsonl", help="Read contract requests as JSON lines on stdin."),
        json_out: bool = typer.Option(False, "--json", help="Print the contract response as JSON."),
    ) -> None:
        """Score a winning hand: yaku, fu, limit, payments; or why the win is not allowed."""
        if jsonl:
            load_rules(rules_name)
            jsonl_loop(lambda data: handle_request(data, rules_name))
            return
        if not hand:
            fail("give a HAND (e.g. taikai score 234567m22p345s --win 5s) or --jsonl")
        flags = dict(
            tsumo=tsumo, riichi=riichi, double_riichi=double_riichi, ippatsu=ippatsu, haitei=haitei,
            houtei=houtei, rinshan=rinshan, chankan=chankan, tenhou=tenhou, chiihou=chiihou,
            renhou=renhou, nagashi=nagashi,
        )  # fmt: skip
        ruleset = load_rules(rules_name)
        try:
            data: dict[str, Any] = {
                "hand": hand,
                "melds": [parse_meld(m) for m in meld or []],
                "win_tile": win,
                "seat_wind": seat,
                "round_wind": round_,
                "dora_indicators": dora,
                "ura_indicators": ura,
                "honba": honba,
                "deposits": deposits,
                **flags,
            }
            result = score(request_from_json(data), ruleset)
        except TaikaiError as error:
            if json_out:
                sys.stdout.write(dumps(error_response(error.code, error.message)) + "\n")
                raise typer.Exit(1) from None
            fail(f"{error.message} (code {error.code})")
        if json_out:
            sys.stdout.write(dumps(result_to_json(result)) + "\n")
        else:
            print_result(result, data)
