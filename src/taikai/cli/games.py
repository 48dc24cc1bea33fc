"""`taikai game add|edit|delete|accept`: the games of a stored competition (docs/contracts.md section 7).

These join the ``game`` group of :mod:`taikai.cli.game` (``game show``), which this module registers
first. Each game is settled or replayed by the engine before it is stored (:mod:`taikai.services
.games`); a repeat with the same ``--key`` stores nothing and says so.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from taikai.cli import game as game_show
from taikai.cli.common import Lang, dumps
from taikai.cli.stored import (
    AsJson,
    DbOption,
    PenaltyOption,
    ReasonOption,
    RequiredReason,
    Slug,
    echo,
    handled,
    moment,
    opened,
    penalties,
    say,
    shown_time,
    time_zone,
    who,
)
from taikai.services.codes import Say

__all__ = ["register"]

GameId = Annotated[str, typer.Argument(help="The game's id (g12).")]
Seats = Annotated[
    tuple[str, str, str, str] | None,
    typer.Option(
        "--seats", metavar="A B C D", help="The players from the first dealer (East): ids or names."
    ),
]
Points = Annotated[
    tuple[int, int, int, int] | None,
    typer.Option("--points", metavar="P P P P", help="Final table points in the same order."),
]
Deposits = Annotated[
    int | None, typer.Option("--deposits", help="Riichi sticks left on the table at the end.")
]
At = Annotated[
    str | None,
    typer.Option(
        "--at",
        metavar="TIME",
        help="When it was played: 2025-03-02T21:00 in the competition's time zone, or with an offset "
        "(default: now).",
    ),
]
Stage = Annotated[
    str | None, typer.Option("--stage", metavar="NAME", help="A staged competition: the game's stage.")
]
Teams = Annotated[
    tuple[str, str, str, str] | None,
    typer.Option(
        "--teams", metavar="T T T T", help="A staged competition of teams: the team each seat plays for."
    ),
]
StageRound = Annotated[
    int | None,
    typer.Option("--round", metavar="N", help="A staged competition: the stage's round (seated by rounds)."),
]
RecordFile = Annotated[
    Path | None,
    typer.Option("--record", metavar="FILE", help="A whole game record (JSON, TOML or a Tenhou log)."),
]


def _read_record(path: Path | None) -> Any:
    if path is None:
        return None
    from taikai.contracts.game import read_game

    return read_game(path)[0]


def _report(entered: Any, slug: str, as_json: bool, zone: str) -> None:
    game = entered.game
    if as_json:
        out = {"ok": True, "game": game.id, "repeated": entered.repeated, "seats": list(game.seats)}
        typer.echo(dumps(out | {"scores": entered.scores}))
        return
    if entered.repeated:
        echo(say(Say.cli_game_repeated, competition=slug, game=game.id))
        return
    shown = tuple(f"{player} {score:+}" for player, score in zip(game.seats, entered.scores, strict=True))
    at = shown_time(game.played_at, zone)
    echo(say(Say.cli_game_stored, competition=slug, game=game.id, at=at, scores=shown))


def add(
    slug: Slug,
    at: At = None,
    seats: Seats = None,
    points: Points = None,
    deposits: Deposits = None,
    penalty: PenaltyOption = None,
    key: Annotated[
        str | None,
        typer.Option("--key", help="Makes the entry idempotent: the same key again changes nothing."),
    ] = None,
    record: RecordFile = None,
    stage: Stage = None,
    teams: Teams = None,
    round_: StageRound = None,
    as_json: AsJson = False,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Add a game by its final points (or a whole record), settled before it is stored; played at
    --at (in the competition's time zone), by default now. In a staged competition: its --stage, the
    --teams each seat plays for, and the stage's --round when it is seated by rounds.

    Example: taikai game add spring-2025 --at "2025-03-02 21:00" --seats p1 p2 p3 p4
    --points 48000 31000 12000 9000 --penalty W:chombo --key 2025-03-02-t1

    Example: taikai game add mleague-2025 --stage regular --seats Sonoda Hori Kayamori Tada
    --teams drivers sakura pirates phoenix --points 45000 30000 15000 10000
    """
    from taikai.services.games import GameEntry, add_game

    store = opened(db, as_json)
    zone = time_zone(store, slug)
    with handled(as_json):
        played_at = moment(at, "--at", zone)
        given: dict[str, Any] = {"deposits": deposits or 0, "penalties": penalties(penalty)}
        if stage is not None or teams is not None or round_ is not None:
            given |= {"stage": stage, "teams": tuple(teams or ()), "round": round_}
        loaded = _read_record(record)
        if loaded is not None:  # deposits and penalties are refused beside a record (it has its own)
            entry = GameEntry(seats or loaded.players, played_at, record=loaded, **given)
        else:
            if seats is None or points is None:
                raise typer.BadParameter(say(Say.cli_game_needs_points))
            entry = GameEntry(seats, played_at, points=points, **given)
        entered = add_game(store, who(), slug, entry, key=key)
        shown = zone()
    _report(entered, slug, as_json, shown)


def edit(
    slug: Slug,
    game: GameId,
    reason: RequiredReason,
    at: At = None,
    seats: Seats = None,
    points: Points = None,
    deposits: Deposits = None,
    record: RecordFile = None,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Correct a stored game (what is given replaces what was entered); settled again first.

    Example: taikai game edit spring-2025 g12 --points 47000 32000 12000 9000 --reason "typo in seat 1"
    """
    from taikai.services.games import edit_game

    store = opened(db)
    with handled():
        changed = edit_game(
            store,
            who(),
            slug,
            game,
            reason,
            played_at=moment(at, "--at", time_zone(store, slug)),
            seats=seats,
            points=points,
            deposits=deposits,
            record=_read_record(record),
        )
    echo(say(Say.cli_game_changed, competition=slug, game=changed.id))


def delete(slug: Slug, game: GameId, reason: RequiredReason, db: DbOption = None, lang_: Lang = None) -> None:
    """Delete a stored game (the audit log keeps it).

    Example: taikai game delete spring-2025 g12 --reason "entered twice"
    """
    from taikai.services.games import delete_game

    store = opened(db)
    with handled():
        removed = delete_game(store, who(), slug, game, reason)
    echo(say(Say.cli_game_deleted, competition=slug, game=removed.id))


def accept(
    slug: Slug,
    game: GameId,
    season: Annotated[
        str | None,
        typer.Option("--season", help="The season it counts in (YYYY-MM; default: the one before)."),
    ] = None,
    reason: ReasonOption = None,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """A league: accept a game played on a maintenance day.

    Example: taikai game accept spring-2025 g31 --reason "server outage on the 25th"
    """
    from taikai.services.league import accept_game

    store = opened(db)
    with handled():
        taken = accept_game(store, who(), slug, game, season=season, reason=reason)
    echo(say(Say.cli_action_kept, competition=slug, action=taken.kind, id=taken.id))


def export(
    slug: Slug,
    game: GameId,
    format: Annotated[
        str, typer.Option("--format", metavar="mjai|tenhou6", help="mjai JSON lines or tenhou.net/6 JSON.")
    ],
    to: Annotated[
        Path | None, typer.Option("--to", metavar="FILE", help="Write it to FILE (default: standard output).")
    ] = None,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Export a game imported from a log, with its play: mjai JSON lines (what Mortal and
    mjai-reviewer read) or tenhou.net/6 JSON.

    Example: taikai game export spring-2025 g12 --format mjai --to g12.mjson
    """
    from taikai.services.games import exported_game

    store = opened(db)
    with handled():
        text = exported_game(store, who(), slug, game, format)
    if to is None:
        typer.echo(text, nl=False)
    else:
        to.write_text(text, encoding="utf-8")


Number = Annotated[
    int, typer.Argument(min=1, help="The offence's number in its game (taikai game offences).")
]


def offences(slug: Slug, game: GameId, db: DbOption = None, lang_: Lang = None) -> None:
    """The offences found in a stored game's play: what, where, the rule and its cost, the status.

    Example: taikai game offences club-2025 g12
    """
    from taikai.services.offences import game_offences

    store = opened(db)
    with handled():
        found = game_offences(store, who(), slug, game)
    if not found:
        echo(say(Say.cli_no_offences, game=game))
    for proposal in found:
        echo(say(Say.cli_offence_line, number=proposal.number, offence=proposal.reason,
                 status=proposal.status_reason))  # fmt: skip
        if proposal.note:
            echo("  " + proposal.note)


def offence_apply(
    slug: Slug,
    game: GameId,
    number: Number,
    reason: ReasonOption = None,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Apply the ruleset's penalty for a proposed offence (the game is settled again; audited).

    Example: taikai game offence-apply club-2025 g12 1
    """
    from taikai.services.offences import apply_offence

    store = opened(db)
    with handled():
        apply_offence(store, who(), slug, game, number, reason or "")
    echo(say(Say.cli_offence_applied, game=game, number=number))


def offence_dismiss(
    slug: Slug, game: GameId, number: Number, reason: RequiredReason, db: DbOption = None, lang_: Lang = None
) -> None:
    """Dismiss a proposed offence, with the reason (audited; nothing is paid).

    Example: taikai game offence-dismiss club-2025 g12 1 --reason "the table agreed it was a misread"
    """
    from taikai.services.offences import dismiss_offence

    store = opened(db)
    with handled():
        dismiss_offence(store, who(), slug, game, number, reason)
    echo(say(Say.cli_offence_dismissed, game=game, number=number))


def register(app: typer.Typer) -> None:
    """Add ``taikai game`` (``show`` and the stored games' ``add|edit|delete|accept``) to the main app."""
    game_show.register(app)
    group = next(info.typer_instance for info in app.registered_groups if info.name == "game")
    assert group is not None
    group.command("add")(add)
    group.command("edit")(edit)
    group.command("delete")(delete)
    group.command("accept")(accept)
    group.command("export")(export)
    group.command("offences")(offences)
    group.command("offence-apply")(offence_apply)
    group.command("offence-dismiss")(offence_dismiss)
