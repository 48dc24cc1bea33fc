"""`taikai demo`: a tour on the embedded defaults — example hands under several rulesets, then a game."""

from __future__ import annotations

from importlib import resources
from typing import Any

import typer
from rich.markup import escape
from rich.rule import Rule

from taikai import rules
from taikai.cli.codes import CliCode
from taikai.cli.common import Lang, console, say, words
from taikai.cli.game import show
from taikai.cli.score import print_result
from taikai.contracts.game import loads_record
from taikai.contracts.score import parse_request
from taikai.errors import TaikaiError
from taikai.game.table import run
from taikai.hand.scorer import score

# A closed non-dealer ron: 234m 567m 345p 678s + 88s, 8s completing 67s (ryanmen).
RIICHI_PINFU_TANYAO: dict[str, Any] = {
    "hand": "234m567m345p678s88s",
    "win_tile": "8s",
    "riichi": True,
    "seat_wind": "W",
    "round_wind": "E",
}

# (what it shows, ruleset, request): each hand is scored by the same code as `taikai score`.
EXAMPLE_HANDS: tuple[tuple[CliCode, str, dict[str, Any]], ...] = (
    (
        CliCode.demo_mangan,
        "mleague",
        {
            "hand": "234m067p345s23488s",
            "win_tile": "2s",
            "tsumo": True,
            "riichi": True,
            "seat_wind": "S",
            "round_wind": "E",
            "dora_indicators": "1z",
        },
    ),
    (
        CliCode.demo_kiriage,
        "mleague",
        {**RIICHI_PINFU_TANYAO, "dora_indicators": "1m"},
    ),
    (
        CliCode.demo_no_kiriage,
        "tenhou",
        {**RIICHI_PINFU_TANYAO, "dora_indicators": "1m"},
    ),
    (
        CliCode.demo_fu_less,
        "itsuka-chuuren",
        RIICHI_PINFU_TANYAO,
    ),
    (
        CliCode.demo_kata_agari,
        "itsuka-chuuren",
        {
            "hand": "123m789m123p11s",
            "melds": [{"type": "pon", "tiles": "333z", "from": "left"}],
            "win_tile": "9m",
            "seat_wind": "N",
            "round_wind": "E",
            "first_call_yaku": ["chanta"],
        },
    ),
)


#: What to try after the tour.
NEXT = ("taikai rules list", "taikai score --help", "taikai game show FILE", "taikai settle --jsonl")


def _hands() -> None:
    for title, name, data in EXAMPLE_HANDS:
        console.print(Rule(f"{escape(say(title))} [dim]({name})[/]"))
        try:
            request = parse_request({"tsumo": False, **data})
            result = score(request, rules.load(name))
        except TaikaiError as error:
            refused = say(CliCode.demo_refused, code=error.code, message=words(error))
            console.print(f"[yellow]{escape(refused)}[/]", highlight=False)
            continue
        print_result(result, request)


def _game() -> None:
    text = (resources.files("taikai.examples") / "sample-game.toml").read_text("utf-8")
    record = loads_record(text, "sample-game.toml")
    console.print(Rule(escape(say(CliCode.demo_game))))
    show(record, run(record))


def register(app: typer.Typer) -> None:
    """Add ``taikai demo`` to the main app."""

    @app.command("demo")
    def demo(lang_: Lang = None) -> None:
        """Score example hands under several rulesets, then replay and settle a sample game."""
        _hands()
        _game()
        commands = (
            "taikai rules list",
            "taikai score --help",
            "taikai game show FILE",
            "taikai settle --jsonl",
        )
        console.print("\n" + escape(say(CliCode.demo_next, commands=commands)))
