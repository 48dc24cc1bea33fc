"""`taikai demo`: a demo database served by the web app; `taikai demo --tour`: example hands and a game.

``taikai demo`` builds the demo database (default ``./taikai-demo.db``, or ``--db URL``) through the
services (:mod:`taikai.services.demo`: a league, a one-day tournament and a cup), adds an organizer
account with a password made now and printed once, and serves it with ``taikai serve``'s code until
Ctrl+C (``--no-serve``: build only). A database that holds anything else is never touched; a demo
database is served as it is, or built again with ``--fresh`` (a SQLite file only: it is deleted).

``--tour`` is the console tour on the embedded defaults: example hands under several rulesets, then
a sample game replayed and settled.
"""

from __future__ import annotations

import random
import secrets
from enum import StrEnum
from importlib import resources
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.rule import Rule

from taikai import rules
from taikai.cli.codes import CliCode
from taikai.cli.common import Lang, console, fail, progress, say, words
from taikai.cli.db import open_database
from taikai.cli.game import show
from taikai.cli.score import print_result
from taikai.contracts.game import loads_record
from taikai.contracts.score import parse_request
from taikai.errors import TaikaiError
from taikai.game.table import run
from taikai.hand.scorer import score
from taikai.services import demo as built
from taikai.services.values import StaffAccount

#: The demo database when ``--db`` is not given.
DEFAULT_DB = "sqlite:///taikai-demo.db"
#: The demo's organizer account.
LOGIN = "organizer"


class DemoCode(StrEnum):
    """The words of ``taikai demo`` (catalog section "web seam")."""

    building = "demo_building"
    not_demo = "demo_not_demo"
    fresh_not_file = "demo_fresh_not_file"
    built = "demo_built"
    kept = "demo_kept"
    login = "demo_login"
    stays = "demo_stays"


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
            result = score(request, rules.load(name).hand)
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


def _sqlite_file(url: str) -> Path | None:
    """The file of a SQLite URL (None for another database or an in-memory one)."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    return Path(parsed.database) if parsed.get_backend_name() == "sqlite" and parsed.database else None


def _tour() -> None:
    _hands()
    _game()
    console.print("\n" + escape(say(CliCode.demo_next, commands=NEXT)))


def _build(url: str, fresh: bool) -> str | None:
    """The demo in the database at ``url`` (built now unless it is there and not ``fresh``): the
    organizer's password when it was built now, None when the demo was kept; any other database
    ends the command untouched."""
    from taikai.services.staff import add_account, hash_password

    store = open_database(url)
    try:
        found = built.is_demo(store)
        if found is False:
            fail(escape(say(DemoCode.not_demo, database=url)))
        if found and not fresh:
            return None
        if found:
            path = _sqlite_file(url)
            if path is None:
                fail(escape(say(DemoCode.fresh_not_file, database=url)))
            store.close()
            path.unlink()
            store = open_database(url)
        rng = random.Random(built.SEED)
        for _, step in progress(built.STEPS, len(built.STEPS), say(DemoCode.building)):
            step(store, rng)
        password = secrets.token_urlsafe(12)
        add_account(
            store,
            built.ACTOR,
            StaffAccount(LOGIN, hash_password(password), "organizer"),
            "the demo's organizer",
        )
        return password
    finally:
        store.close()


def register(app: typer.Typer) -> None:
    """Add ``taikai demo`` to the main app."""

    @app.command("demo")
    def demo(
        db: Annotated[
            str | None,
            typer.Option(
                "--db",
                metavar="URL",
                help="The demo database: sqlite:///FILE or postgresql://USER@HOST/NAME "
                "(default: sqlite:///taikai-demo.db, the file ./taikai-demo.db).",
            ),
        ] = None,
        fresh: Annotated[bool, typer.Option("--fresh", help="Build the demo database again.")] = False,
        serve_it: Annotated[bool, typer.Option("--serve/--no-serve", help="Serve it once built.")] = True,
        port: Annotated[
            int, typer.Option("--port", min=0, max=65535, help="The port (0: any free one).")
        ] = 8000,
        tour: Annotated[
            bool, typer.Option("--tour", help="Score example hands and replay a game instead.")
        ] = False,
        lang_: Lang = None,
    ) -> None:
        """Build a demo database (a league, a tournament, a cup) and serve it in the browser.

        Example: taikai demo --port 8080
        """
        if tour:
            _tour()
            return
        url = db or DEFAULT_DB
        password = _build(url, fresh)
        slugs = {"league": built.LEAGUE, "tournament": built.TOURNAMENT, "cup": built.CUP}
        typer.echo(say(DemoCode.built, database=url, **slugs))
        if password is None:
            typer.echo(say(DemoCode.kept, database=url, login=LOGIN))
        else:
            typer.echo(say(DemoCode.login, login=LOGIN, password=password))
        typer.echo(say(DemoCode.stays, database=url))
        if serve_it:
            from taikai.cli.serve import serve

            serve(port=port, db=url, lang_=lang_)
