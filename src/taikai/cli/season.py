"""`taikai season close|reopen` and `taikai championship withdraw|qualifier|final`: a stored league's
organizer actions (the others are ``taikai player blacklist|hide|reset`` and ``taikai game accept``).

Each is kept as an action of the league, with who took it and why, once the league runs with it
(:mod:`taikai.services.league`): a closed season's games cannot change until it is reopened.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Annotated

import typer

from taikai import bounds
from taikai.cli.common import Lang
from taikai.cli.stored import DbOption, ReasonOption, RequiredReason, Slug, league_action, say
from taikai.services.codes import Say

__all__ = ["register"]

Season = Annotated[str, typer.Argument(help="The season (YYYY-MM).")]
Year = Annotated[str, typer.Option("--year", help="The league year (named by its November: 2025).")]


def close(
    slug: Slug, season: Season, reason: ReasonOption = None, db: DbOption = None, lang_: Lang = None
) -> None:
    """Close a season: its standings are final; its games cannot change until it is reopened.

    Example: taikai season close spring-2025 2025-03 --reason "published on the club page"
    """
    league_action("close_season", slug, db, season=season, reason=reason)


def reopen(
    slug: Slug, season: Season, reason: RequiredReason, db: DbOption = None, lang_: Lang = None
) -> None:
    """Reopen a closed season so that its games may be corrected (close it again afterwards).

    Example: taikai season reopen spring-2025 2025-03 --reason "g12's points were mistyped"
    """
    league_action("reopen_season", slug, db, season=season, reason=reason)


def withdraw(
    slug: Slug,
    player: Annotated[str, typer.Argument(help="The player's id.")],
    year: Year,
    reason: ReasonOption = None,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """A player withdraws from the year's championship (the next players move up).

    Example: taikai championship withdraw spring-2025 p7 --year 2025
    """
    league_action("withdraw", slug, db, year=year, player=player, reason=reason)


def qualifier(
    slug: Slug,
    table: Annotated[str, typer.Argument(help="The qualifier: q1_1, q1_2, q1_3, q2, q3.")],
    places: Annotated[list[str], typer.Argument(help="Its players, 1st to 4th.")],
    year: Year,
    reason: ReasonOption = None,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """A championship qualifier's result: its players 1st to 4th.

    Example: taikai championship qualifier spring-2025 q1_1 p3 p9 p4 p1 --year 2025
    """
    league_action("qualifier_result", slug, db, year=year, table=table, places=places, reason=reason)


def _hanchan(text: str) -> dict[str, Decimal]:
    scores = {}
    for part in text.split(","):
        player, _, pt = part.partition("=")
        try:
            scores[player.strip()] = bounds.number(pt.strip())
        except bounds.OutOfBounds:
            raise typer.BadParameter(say(Say.cli_not_hanchan, value=text), param_hint="--hanchan") from None
    return scores


def final(
    slug: Slug,
    year: Year,
    hanchan: Annotated[
        list[str],
        typer.Option("--hanchan", metavar="P=PT,...", help="One hanchan's pt by player (repeat, in order)."),
    ],
    effective: Annotated[
        str | None,
        typer.Option("--effective-season", help="The season the special promotions take effect in."),
    ] = None,
    reason: ReasonOption = None,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """The championship final's hanchan, each player's pt in each.

    Example: taikai championship final spring-2025 --year 2025 --hanchan p1=30.5,p2=-10.0,p3=-5.5,p4=-15.0
    """
    played = [_hanchan(text) for text in hanchan]
    league_action(
        "final_result", slug, db, year=year, hanchan=played, effective_season=effective, reason=reason
    )


def register(app: typer.Typer) -> None:
    """Add ``taikai season`` and ``taikai championship`` to the main app."""
    season_app = typer.Typer(help="A stored league's seasons: close and reopen.", no_args_is_help=True)
    season_app.command("close")(close)
    season_app.command("reopen")(reopen)
    app.add_typer(season_app, name="season")
    championship_app = typer.Typer(help="A stored league's annual championship.", no_args_is_help=True)
    championship_app.command("withdraw")(withdraw)
    championship_app.command("qualifier")(qualifier)
    championship_app.command("final")(final)
    app.add_typer(championship_app, name="championship")
