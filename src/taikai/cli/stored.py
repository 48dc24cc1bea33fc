"""What the organizer's commands over the database share (docs/contracts.md section 7).

The options every one of them takes (``--db``, ``--lang``, ``--json`` where it prints JSON,
``--reason`` where it changes something), the store they open, who acts (for the audit log), and
how a refusal ends a command: one line on stderr with a non-zero exit status (never wrapped by the
console: a path stays whole), or with ``--json`` the contract's error object on stdout
(``{"ok": false, "error": {"code", "message"}}``, exit status 1). Words come from the catalog in the
command's language (:func:`say`).

The database layer is imported when a command runs, not when the command line is built: ``taikai
game show`` (whose group these commands join) pays nothing for it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, datetime
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer
from rich.markup import escape

from taikai.cli.common import dumps, err_console, error_response, words
from taikai.errors import TaikaiError
from taikai.reasons import Reason
from taikai.services.codes import Say

if TYPE_CHECKING:
    from taikai.services.unit_of_work import Store

__all__ = [
    "AsJson",
    "DbOption",
    "ReasonOption",
    "RequiredReason",
    "Slug",
    "action_words",
    "date_value",
    "echo",
    "handled",
    "moment",
    "opened",
    "refuse",
    "say",
    "who",
]

DbOption = Annotated[
    str | None,
    typer.Option(
        "--db",
        envvar="TAIKAI_DATABASE_URL",
        show_envvar=True,
        metavar="URL",
        help="The database: sqlite:///FILE or postgresql://USER@HOST/NAME (default: sqlite:///taikai.db).",
    ),
]
Slug = Annotated[str, typer.Argument(help="The competition's slug (its short name: spring-2025).")]
AsJson = Annotated[bool, typer.Option("--json", help="Print JSON.")]
ReasonOption = Annotated[str | None, typer.Option("--reason", help="Why (kept in the audit log).")]
RequiredReason = Annotated[str, typer.Option("--reason", help="Why (kept in the audit log).")]


def say(code: str, **params: object) -> str:
    """A message of the catalog in the command's language."""
    return words(Reason.of(code, **params))


def echo(text: str) -> None:
    """One line of readable output, as it is (no markup, never wrapped by the console)."""
    typer.echo(text)


def refuse(error: TaikaiError, as_json: bool = False) -> NoReturn:
    """End the command with the error: the contract's error object with ``--json``, else one line."""
    message = words(error)
    if as_json:
        typer.echo(dumps(error_response(str(error.code), message)))
    else:
        err_console.print(f"[bold red]error:[/] {escape(message)}", highlight=False, soft_wrap=True)
    raise typer.Exit(1)


@contextmanager
def handled(as_json: bool = False) -> Iterator[None]:
    """Any refusal inside ends the command (:func:`refuse`)."""
    try:
        yield
    except TaikaiError as error:
        refuse(error, as_json)


def opened(db: str | None, as_json: bool = False) -> Store:
    """The store of ``--db`` (created at the newest schema revision on first use)."""
    from taikai.store import open_store

    with handled(as_json):
        return open_store(db)


def who() -> str:
    """Who acts, for the audit log."""
    from taikai.cli.db import actor

    return actor()


#: The parameters of a kept action that name a player by id.
_PLAYER_FIELDS = ("player",)


def action_words(kind: str, data: dict[str, Any], names: dict[str, str] | None = None) -> Reason:
    """What a kept action (a league's, a tournament's) was, in the catalog's words: ``closed season
    2025-03``, ``hid the name of Aki (p2)``; a player by name and id when ``names`` has them."""
    if kind == "entry_confirmation":
        return Reason(
            Say.action_entry_confirmation_on if data.get("required") else Say.action_entry_confirmation_off
        )
    key = f"action_{kind}"
    if key not in Say.__members__:
        return Reason.of(Say.action_other, kind=kind)
    params = dict(data)
    for field in _PLAYER_FIELDS:
        player = params.get(field)
        if isinstance(player, str) and names and player in names:
            params[field] = Reason.of(Say.named_id, name=names[player], id=player)
    return Reason(Say(key), tuple(params.items()))


def league_action(action: str, slug: str, db: str | None, **fields: Any) -> None:
    """Store a league action through ``taikai.services.league.<action>`` and say what was kept."""
    from taikai.services import league
    from taikai.services.competitions import list_players

    store = opened(db)
    with handled():
        taken = getattr(league, action)(store, who(), slug, **fields)
        names = {p.id: p.name for p in list_players(store, who(), slug)}
    what = action_words(taken.kind, taken.data, names)
    echo(say(Say.cli_action_kept, competition=slug, action=what, id=taken.id))


def moment(text: str | None, option: str) -> datetime | None:
    """An ISO 8601 time with its offset (``2025-03-02T21:00+09:00``) given to ``option``."""
    if text is None:
        return None
    try:
        value = datetime.fromisoformat(text)
    except ValueError:
        raise typer.BadParameter(say(Say.cli_not_a_time, value=text), param_hint=option) from None
    if value.utcoffset() is None:
        raise typer.BadParameter(say(Say.cli_time_without_offset, value=text), param_hint=option)
    return value


def date_value(text: str | None, option: str) -> date | None:
    """An ISO 8601 date (``2025-03-02``) given to ``option``."""
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise typer.BadParameter(say(Say.cli_not_a_date, value=text), param_hint=option) from None
