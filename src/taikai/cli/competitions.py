"""`taikai competition create|list` and `taikai player add|list|import|blacklist|hide|reset`: a stored
competition and its players (docs/contracts.md section 7).

Thin adapter: the format and ruleset files are read by the contracts, everything else is a call of
:mod:`taikai.services`; each line printed comes from the catalog in the command's language.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from taikai.cli.common import Lang, dumps, words
from taikai.cli.stored import (
    AsJson,
    DbOption,
    ReasonOption,
    Slug,
    echo,
    handled,
    league_action,
    moment,
    opened,
    say,
    time_zone,
    who,
)
from taikai.services.codes import Say, kind_word
from taikai.services.values import COMPETITION_KINDS, Competition, Player

__all__ = ["register"]

Kind = Annotated[
    str,
    typer.Option(
        "--kind", help=f"What the competition is: {', '.join(COMPETITION_KINDS)}.", show_default=False
    ),
]
PlayerId = Annotated[str, typer.Argument(help="The player's id.")]


def _kind(value: str) -> str:
    if value not in COMPETITION_KINDS:
        raise typer.BadParameter(
            say(Say.unknown_kind, kind=value, kinds=tuple(map(kind_word, COMPETITION_KINDS))),
            param_hint="--kind",
        )
    return value


# --------------------------------------------------------------------------- competition


def create(
    slug: Slug,
    kind: Kind,
    format_: Annotated[
        str, typer.Option("--format", metavar="NAME|FILE", help="A format preset, or a format file (.toml).")
    ],
    rules_: Annotated[
        str | None,
        typer.Option(
            "--rules", metavar="NAME|FILE", help="Play the format under this ruleset instead of its own."
        ),
    ] = None,
    name: Annotated[
        str | None, typer.Option("--name", help="The competition's name (default: the slug).")
    ] = None,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Create a competition: the format and the whole ruleset are kept as they are today.

    Example: taikai competition create tenhou-2020 --kind league --format hitonazo-m --rules tenhou
    """
    from taikai.competitions import formats
    from taikai.contracts.formats import format_ruleset, load_format
    from taikai.contracts.rules import load_ruleset
    from taikai.services.competitions import create_competition

    store = opened(db)
    with handled():
        fmt = load_format(format_, formats.KINDS[_kind(kind)])
        ruleset = load_ruleset(rules_, base=None) if rules_ is not None else format_ruleset(fmt)
        made = create_competition(
            store, who(), slug, kind, fmt, ruleset, format_name=format_, rules_name=rules_, name=name
        )
    echo(say(Say.cli_competition_created, **_shown(made)))


def _json(competition: Competition) -> dict[str, Any]:
    return {
        "competition": competition.slug,
        "kind": competition.kind,
        "name": competition.name,
        "format": competition.format_name,
        "rules": competition.rules_name,
    }


def _shown(competition: Competition) -> dict[str, Any]:
    """A competition as the messages show it (its kind in words)."""
    return _json(competition) | {"kind": kind_word(competition.kind)}


def list_command(as_json: AsJson = False, db: DbOption = None, lang_: Lang = None) -> None:
    """List the stored competitions.

    Example: taikai competition list --json
    """
    from taikai.services.competitions import list_competitions

    store = opened(db, as_json)
    with handled(as_json):
        found = list_competitions(store, who())
    if as_json:
        listed = [_json(c) | {"revision": c.revision} for c in found]
        typer.echo(dumps({"ok": True, "competitions": listed}))
        return
    if not found:
        echo(say(Say.cli_no_competitions))
    for competition in found:
        echo(say(Say.cli_competition_line, **_shown(competition)))


# --------------------------------------------------------------------------- player


def add(
    slug: Slug,
    name: Annotated[str, typer.Argument(help="The player's name, as the standings show it.")],
    id: Annotated[
        str | None, typer.Option("--id", help="The player's id (default: the first free p1, p2 ...).")
    ] = None,
    account: Annotated[
        list[str] | None,
        typer.Option(
            "--account",
            metavar="PLATFORM:ACCOUNT",
            help="A platform account: majsoul:123456, tenhou:NAME (repeat).",
        ),
    ] = None,
    tier: Annotated[
        str | None, typer.Option("--tier", help="A league: the tier the player starts at (B2).")
    ] = None,
    pro: Annotated[bool, typer.Option("--pro", help="A tournament: an invited professional.")] = False,
    key: Annotated[
        str | None,
        typer.Option("--key", help="A tournament: the organizer's identity of the person (a member number)."),
    ] = None,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Register a player of a competition and their platform accounts.

    Example: taikai player add spring-2025 Aki --account majsoul:101 --tier B2
    """
    from taikai.services.competitions import add_player

    store = opened(db)
    data = {"tier": tier, "pro": pro or None, "key": key}
    with handled():
        player = add_player(store, who(), slug, name, id=id, accounts=account or (), data=data)
    echo(say(Say.cli_player_added, competition=slug, player=player.id, name=player.name))


def _player_json(player: Player) -> dict[str, Any]:
    return {"player": player.id, "name": player.name, "accounts": list(player.accounts), **player.data}


def list_players_command(
    slug: Slug, as_json: AsJson = False, db: DbOption = None, lang_: Lang = None
) -> None:
    """List a competition's players, their accounts and what the format reads of them.

    Example: taikai player list spring-2025 --json
    """
    from taikai.services.competitions import list_players

    store = opened(db, as_json)
    with handled(as_json):
        players = list_players(store, who(), slug)
    if as_json:
        typer.echo(dumps({"ok": True, "players": [_player_json(p) for p in players]}))
        return
    if not players:
        echo(say(Say.cli_no_players, competition=slug))
    for player in players:
        extra = [f"{field}={value}" for field, value in player.data.items() if field != "entry"]
        echo("  ".join([player.id, player.name, *player.accounts, *extra]))


def import_roster_command(
    slug: Slug,
    file: Annotated[
        Path,
        typer.Argument(
            help="The roster (CSV): columns name, accounts (platform:id separated by spaces), tier."
        ),
    ],
    reason: ReasonOption = None,
    as_json: AsJson = False,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Register a competition's players and their platform accounts from a CSV file, checked whole
    before anything is stored (one bad row refuses the file, every bad row listed).

    Example: taikai player import spring-2025 roster.csv
    """
    from taikai.contracts.files import read_bytes
    from taikai.services.roster import ROSTER_LIMIT, import_roster

    store = opened(db, as_json)
    with handled(as_json):
        content = read_bytes(file, ROSTER_LIMIT + 1, gunzip=False)
        roster = import_roster(store, who(), slug, content, file.name, reason)
    notes = [words(note) for note in roster.warnings]
    if as_json:
        added = [_player_json(p) for p in roster.added]
        registered = [_player_json(p) for p in roster.registered]
        typer.echo(dumps({"ok": True, "added": added, "registered": registered, "warnings": notes}))
        return
    for note in notes:
        echo(say(Say.cli_warning, message=note))
    for player in roster.added:
        echo(say(Say.cli_player_added, competition=slug, player=player.id, name=player.name))
    echo(
        say(
            Say.cli_roster_imported,
            competition=slug,
            added=len(roster.added),
            registered=len(roster.registered),
        )
    )


def blacklist(
    slug: Slug,
    player: PlayerId,
    since: Annotated[
        str | None,
        typer.Option(
            "--since", help="From this time (in the league's time zone, or with an offset); default: always."
        ),
    ] = None,
    reason: ReasonOption = None,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """A league: blacklist a player (their games are not accepted).

    Example: taikai player blacklist spring-2025 p7 --reason "abusive chat"
    """
    when = None
    if since is not None:
        with handled():
            when = moment(since, "--since", time_zone(opened(db), slug))
    league_action("blacklist", slug, db, player=player, since=when, reason=reason)


def hide(
    slug: Slug, player: PlayerId, reason: ReasonOption = None, db: DbOption = None, lang_: Lang = None
) -> None:
    """A league: hide a player's name in the public standings.

    Example: taikai player hide spring-2025 p7 --reason "asked to"
    """
    league_action("hide_name", slug, db, player=player, reason=reason)


def reset(
    slug: Slug,
    player: PlayerId,
    season: Annotated[str, typer.Option("--season", help="The season the record starts again at (YYYY-MM).")],
    reason: ReasonOption = None,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """A league: reset a player's record from a season (the lowest-tier report's other remedy).

    Example: taikai player reset spring-2025 p7 --season 2025-04
    """
    league_action("reset_record", slug, db, player=player, season=season, reason=reason)


def register(app: typer.Typer) -> None:
    """Add ``taikai competition`` and ``taikai player`` to the main app."""
    competition_app = typer.Typer(help="Stored competitions (the database).", no_args_is_help=True)
    competition_app.command("create")(create)
    competition_app.command("list")(list_command)
    app.add_typer(competition_app, name="competition")
    player_app = typer.Typer(help="The players of a stored competition.", no_args_is_help=True)
    player_app.command("add")(add)
    player_app.command("list")(list_players_command)
    player_app.command("import")(import_roster_command)
    player_app.command("blacklist")(blacklist)
    player_app.command("hide")(hide)
    player_app.command("reset")(reset)
    app.add_typer(player_app, name="player")
