"""`taikai score`: score one hand (readable) or a stream of contract requests (``--jsonl``)."""

from __future__ import annotations

import sys
from typing import Any, NoReturn

import typer
from rich.markup import escape

from taikai.cli.common import Lang, console, dumps, fail, fail_error, jsonl_stream, lang, words
from taikai.cli.stream import SCORE_RULES
from taikai.contracts.rules import load_ruleset
from taikai.contracts.score import answer, meld_of_text, parse_line, parse_request, response
from taikai.contracts.stream import HandRulesets
from taikai.errors import BadRequest, TaikaiError
from taikai.hand.request import WinRequest
from taikai.hand.scorer import HandResult, score
from taikai.i18n import yaku_name
from taikai.reasons import Reason
from taikai.tiles import format_tiles

MELD_OPTION = typer.Option(None, "--meld", help="A meld TYPE:TILES[:FROM] in call order, e.g. pon:666z:left.")
SEAT_EXAMPLE = "taikai score 234567m22p345s --win 5s --seat S"
#: The words of each payment of the contract's ``payments`` (its keys).
PAYERS = {"ron": "cli_pays_ron", "dealer": "cli_pays_dealer", "non_dealer": "cli_pays_non_dealer"}


def parse_meld(text: str) -> dict[str, str]:
    """``--meld pon:666z:left`` (``from`` optional) -> a contract meld."""
    meld = meld_of_text(text)
    if meld is None:
        raise BadRequest.of("cli_meld_format", text=repr(text))
    return meld


def _title(request: WinRequest) -> str:
    """The hand as shown above its yaku: tiles, melds and the winning tile (tile strings never cut)."""
    melds = "".join(f" + {meld.type.value} {format_tiles(meld.tiles)}" for meld in request.melds)
    key = "cli_title_tsumo" if request.tsumo else "cli_title_ron"
    return words(Reason.of(key, hand=format_tiles(request.hand) + melds, tile=str(request.win_tile or "-")))


def _value(result: HandResult) -> str:
    """The value line: han, fu, yakuman, limit and points, in the command's language."""
    parts = [Reason.of("cli_han", han=result.han)]
    if result.fu:
        parts.append(Reason.of("cli_fu", fu=result.fu))
    if result.yakuman:
        parts.append(Reason.of("cli_yakuman", yakuman=result.yakuman))
    value = " ".join(words(part) for part in parts)
    if result.limit:
        value += words(Reason.of("cli_limit", limit=Reason.of(f"limit_{result.limit.value}")))
    return words(Reason.of("cli_points", value=value, points=result.points))


def print_result(result: HandResult, request: WinRequest) -> None:
    """The readable breakdown: yaku, fu parts, value, payments (it stays readable at 80 columns), in
    the command's language (yaku names as 立直 in Japanese)."""
    from rich.table import Table  # only the readable output draws tables

    language = lang()
    console.print(_title(request), highlight=False)  # wrapped between tile strings, never inside one
    table = Table(show_header=True)
    table.add_column(words(Reason.of("cli_yaku_header")))
    table.add_column(words(Reason.of("cli_han_header")), justify="right")
    for name, han in result.yaku:
        table.add_row(yaku_name(name, language), str(han))
    console.print(table)
    if result.fu_breakdown:
        fu = Table(show_header=True)
        fu.add_column(words(Reason.of("cli_fu_header")))
        fu.add_column("", justify="right")
        for part, value in result.fu_breakdown:
            fu.add_row(words(part), str(value))
        fu.add_row(f"[bold]{words(Reason.of('cli_fu_total'))}[/]", f"[bold]{result.fu}[/]")
        console.print(fu)
    console.print(f"[bold]{_value(result)}[/]", highlight=False)
    payments = [Reason.of(PAYERS[who], amount=amount) for who, amount in result.payments.as_dict().items()]
    console.print(words(Reason.of("cli_payments", payments=payments)), highlight=False)
    console.print(f"[bold]{words(Reason.of('cli_total', total=result.total))}[/]", highlight=False)
    if result.pao:
        pao = Reason.of("cli_pao", yaku=yaku_name(result.pao.yaku, language), yakuman=result.pao.yakuman,
                        base=result.pao.base)  # fmt: skip
        console.print(words(pao), highlight=False)


def _refuse(error: TaikaiError, json_out: bool) -> NoReturn:
    """End the command with an error: the contract's error object with ``--json``, else readable,
    the contract's code beside the words (but for a usage error, bad_request)."""
    if json_out or error.code == "bad_request":
        fail_error(error, json_out)
    fail(escape(words(Reason.of("cli_error_code", message=words(error), code=error.code))))


def _flag(name: str, help_text: str) -> Any:
    """A flag option: given or not (no value after it, so --help shows none)."""
    return typer.Option(False, name, help=help_text)


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
        rules_name: str = typer.Option(SCORE_RULES, "--rules", help="Preset name or ruleset TOML path."),
        jsonl: bool = _flag("--jsonl", "Read contract requests as JSON lines on stdin."),
        json_out: bool = _flag("--json", "Print the contract response as JSON."),
        lang_: Lang = None,
    ) -> None:
        """Score a winning hand: yaku, fu, limit, payments; or why the win is not allowed."""
        if jsonl:
            jsonl_stream(answer, rules_name, read=parse_line, rulesets_of=HandRulesets)
            return
        if not hand:
            _refuse(BadRequest.of("cli_hand_needed", example=SEAT_EXAMPLE), json_out)
        if seat is None:
            _refuse(BadRequest.of("cli_seat_needed", example=SEAT_EXAMPLE), json_out)
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
            result = score(request, ruleset.hand)
        except TaikaiError as error:
            _refuse(error, json_out)
        if json_out:
            sys.stdout.write(dumps(response(result)) + "\n")
        else:
            print_result(result, request)
