"""`taikai demo`: a tour on the embedded defaults — example hands under several rulesets, then a game."""

from __future__ import annotations

from importlib import resources
from typing import Any

import typer
from rich.rule import Rule

from taikai import rules
from taikai.cli.common import console
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
EXAMPLE_HANDS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    (
        "riichi tsumo pinfu tanyao with a red five, M-League rules: mangan",
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
        "riichi pinfu tanyao dora 1, 30 fu ron under M-League: kiriage mangan pays 8000",
        "mleague",
        {**RIICHI_PINFU_TANYAO, "dora_indicators": "1m"},
    ),
    (
        "the same hand under Tenhou rules: no kiriage, 4 han 30 fu = 7700",
        "tenhou",
        {**RIICHI_PINFU_TANYAO, "dora_indicators": "1m"},
    ),
    (
        "riichi pinfu tanyao under the fu-less table of the Itsuka wa Chuuren cup: 3 han = 4000",
        "itsuka-chuuren",
        RIICHI_PINFU_TANYAO,
    ),
    (
        "002's kata-agari example: 9m gives chanta but 6m no yaku, so the win is refused",
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


def _hands() -> None:
    for title, name, data in EXAMPLE_HANDS:
        console.print(Rule(f"{title} [dim]({name})[/]"))
        try:
            request = parse_request({"tsumo": False, **data})
            result = score(request, rules.load(name))
        except TaikaiError as error:
            console.print(f"[yellow]not allowed[/] ({error.code}): {error.message}", highlight=False)
            continue
        print_result(result, request)


def _game() -> None:
    text = (resources.files("taikai.examples") / "sample-game.toml").read_text("utf-8")
    record = loads_record(text, "sample-game.toml")
    console.print(Rule("a sample game under M-League rules, replayed and settled"))
    show(record, run(record))


def register(app: typer.Typer) -> None:
    """Add ``taikai demo`` to the main app."""

    @app.command("demo")
    def demo() -> None:
        """Score example hands under several rulesets, then replay and settle a sample game."""
        _hands()
        _game()
        console.print(
            "\nNext: [bold]taikai rules list[/], [bold]taikai score --help[/], "
            "[bold]taikai game show FILE[/], [bold]taikai settle --jsonl[/]."
        )
