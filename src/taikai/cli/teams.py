"""`taikai team add|join|leave|list`: the teams and rosters of a stored staged competition; `taikai
stage seat`: its next round seated by the engine (docs/stages.md).

Thin adapter over :mod:`taikai.services.stages`: a roster membership runs from one game number of the
competition (its games numbered from 1 in the order played) to another; the stage engine refuses a
roster beyond the format's team size or a change that contradicts a game played.
"""

from __future__ import annotations

from typing import Annotated, Any

import typer

from taikai.cli.common import Lang, dumps
from taikai.cli.stored import (
    AsJson,
    DbOption,
    ReasonOption,
    Slug,
    echo,
    handled,
    opened,
    say,
    who,
    words,
)
from taikai.services.codes import Say

__all__ = ["register"]

TeamId = Annotated[str, typer.Argument(help="The team's id (what games name: drivers).")]
PlayerArg = Annotated[str, typer.Argument(help="The player's id, or a name (a new name is registered).")]


def _team_json(team: Any) -> dict[str, Any]:
    return {
        "team": team.id,
        "name": team.name,
        "roster": [
            {"player": m.player, "name": m.name, "first": m.first, "last": m.last, "substitute": m.substitute}
            for m in team.roster
        ],
    }


def _show(team: Any) -> None:
    echo(say(Say.cli_team_roster, team=team.id, name=team.name))
    for m in team.roster:
        who_ = f"{m.name} ({m.player})" if m.name != m.player else m.player
        if m.last is None:
            line = say(Say.cli_team_member, player=who_, first=m.first)
        else:
            line = say(Say.cli_team_member_until, player=who_, first=m.first, last=m.last)
        echo("  " + (say(Say.cli_team_substitute, member=line) if m.substitute else line))


def _answer(team: Any, slug: str, as_json: bool) -> None:
    if as_json:
        typer.echo(dumps({"ok": True, **_team_json(team)}))
        return
    echo(say(Say.cli_team_added, team=team.id, competition=slug))
    _show(team)


def add(
    slug: Slug,
    team: TeamId,
    name: Annotated[str | None, typer.Option("--name", help="The team's name (default: its id).")] = None,
    player: Annotated[
        list[str] | None,
        typer.Option("--player", metavar="NAME", help="A player of its roster (id or name); repeat it."),
    ] = None,
    first: Annotated[int, typer.Option("--from", metavar="GAME", help="On the roster from this game.")] = 1,
    reason: ReasonOption = None,
    as_json: AsJson = False,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Add a team to a staged competition of teams, with the players of its roster.

    Example: taikai team add mleague-2025 drivers --name "Akasaka Drivers" --player Sonoda
    --player Suzuki --player Watanabe --player Asami
    """
    from taikai.services.stages import add_team

    store = opened(db, as_json)
    with handled(as_json):
        made = add_team(store, who(), slug, team, name=name, players=player or (), first=first, reason=reason)
    _answer(made, slug, as_json)


def join(
    slug: Slug,
    team: TeamId,
    player: PlayerArg,
    first: Annotated[int, typer.Option("--from", metavar="GAME", help="Plays for the team from this game.")],
    substitute: Annotated[bool, typer.Option("--substitute", help="As a substitute.")] = False,
    reason: ReasonOption = None,
    as_json: AsJson = False,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Put a player on a team's roster from a game number of the competition (a roster change).

    Example: taikai team join mleague-2025 drivers Hinata --from 97 --reason "joins for the semifinal"
    """
    from taikai.services.stages import join_team

    store = opened(db, as_json)
    with handled(as_json):
        changed = join_team(
            store, who(), slug, team, player, first=first, substitute=substitute, reason=reason
        )
    _answer(changed, slug, as_json)


def leave(
    slug: Slug,
    team: TeamId,
    player: PlayerArg,
    last: Annotated[int, typer.Option("--after", metavar="GAME", help="The last game played for the team.")],
    reason: ReasonOption = None,
    as_json: AsJson = False,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Take a player off a team's roster after a game number of the competition (a roster change).

    Example: taikai team leave mleague-2025 drivers Asami --after 96 --reason "retires"
    """
    from taikai.services.stages import leave_team

    store = opened(db, as_json)
    with handled(as_json):
        changed = leave_team(store, who(), slug, team, player, last=last, reason=reason)
    _answer(changed, slug, as_json)


def list_command(slug: Slug, as_json: AsJson = False, db: DbOption = None, lang_: Lang = None) -> None:
    """The teams of a staged competition, each with its whole roster.

    Example: taikai team list mleague-2025 --json
    """
    from taikai.services.stages import list_teams

    store = opened(db, as_json)
    with handled(as_json):
        teams = list_teams(store, who(), slug)
    if as_json:
        typer.echo(dumps({"ok": True, "teams": [_team_json(t) for t in teams]}))
        return
    if not teams:
        echo(say(Say.cli_team_none, competition=slug))
    for team in teams:
        _show(team)


def _seated_json(seated: Any) -> dict[str, Any]:
    return {
        "stage": seated.stage,
        "round": seated.round,
        "seed": seated.seed,
        "repeats": seated.repeats,
        "tables": [
            {
                "table": t.table,
                "seats": [
                    {"player": p, "name": n, **({"team": team} if team else {})}
                    for p, n, team in zip(t.seats, t.names, t.teams, strict=True)
                ],
                "game": t.game,
            }
            for t in seated.tables
        ],
        "notes": [{"code": note.code, "message": words(note)} for note in seated.notes],
    }


def seat(
    slug: Slug,
    seed: Annotated[
        int, typer.Option("--seed", help="The seed of a draw (the same seed, the same tables).")
    ] = 0,
    reason: ReasonOption = None,
    as_json: AsJson = False,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Seat the next round of the stage being played (its draw, bands or Swiss) and keep it: the staff
    points form of each table is then filled with its stage, round, seats and teams.

    Example: taikai stage seat spring-open --seed 7 --json
    """
    from taikai.services.stages import seat_round

    store = opened(db, as_json)
    with handled(as_json):
        seated = seat_round(store, who(), slug, seed=seed, reason=reason)
    if as_json:
        typer.echo(dumps({"ok": True, **_seated_json(seated)}))
        return
    echo(
        say(
            Say.cli_stage_seated,
            stage=seated.stage,
            round=seated.round,
            seed=seated.seed,
            tables=len(seated.tables),
        )
    )
    for t in seated.tables:
        shown = [f"{n} ({team})" if team else n for n, team in zip(t.names, t.teams, strict=True)]
        echo("  " + say(Say.cli_stage_table, table=t.table, seats=" / ".join(shown)))
    for note in seated.notes:
        echo("  " + words(note))


def register(app: typer.Typer) -> None:
    """Add ``taikai team`` to the main app."""
    team_app = typer.Typer(help="The teams and rosters of a stored staged competition.", no_args_is_help=True)
    team_app.command("add")(add)
    team_app.command("join")(join)
    team_app.command("leave")(leave)
    team_app.command("list")(list_command)
    app.add_typer(team_app, name="team")
    stage_app = typer.Typer(help="Seat the next round of a stored staged competition.", no_args_is_help=True)
    stage_app.command("seat")(seat)
    app.add_typer(stage_app, name="stage")
