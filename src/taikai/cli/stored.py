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

import functools
import getpass
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date, datetime
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer

from taikai.cli import common
from taikai.cli.common import dumps, error_response, escape, words
from taikai.errors import TaikaiError
from taikai.reasons import Reason
from taikai.services.codes import Say

if TYPE_CHECKING:
    from taikai.game.settle import Penalty
    from taikai.services.unit_of_work import Store

__all__ = [
    "AsJson",
    "DbOption",
    "PenaltyOption",
    "ReasonOption",
    "RequiredReason",
    "Slug",
    "action_words",
    "date_value",
    "echo",
    "handled",
    "moment",
    "opened",
    "penalties",
    "refuse",
    "say",
    "shown_time",
    "time_zone",
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
PenaltyOption = Annotated[
    list[str] | None,
    typer.Option(
        "--penalty",
        metavar="WIND:KIND",
        help="A penalty, by seat wind from the first dealer: W:chombo, S:chombo_intentional, "
        "N:red_card, E:pt:-10.0 (repeat; what each costs comes from the ruleset).",
    ),
]


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
        common.err_console.print(f"[bold red]error:[/] {escape(message)}", highlight=False, soft_wrap=True)
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


def actor() -> str:
    """Who acts, for the audit log: ``cli:`` and the operating-system user."""
    try:
        return f"cli:{getpass.getuser()}"
    except (KeyError, OSError):  # no user name in this environment
        return "cli"


def who() -> str:
    """Who acts, for the audit log (:func:`actor`)."""
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


def time_zone(store: Store, slug: str) -> Callable[[], str]:
    """The competition's time zone, read when first asked for (a time without an offset is in it),
    once."""

    @functools.cache
    def zone() -> str:
        from taikai.services.competitions import time_zone

        return time_zone(store, who(), slug)

    return zone


def moment(text: str | None, option: str, zone: Callable[[], str]) -> datetime | None:
    """A time given to ``option``: ``2026-02-26 10:00`` in the competition's time zone ``zone()``
    (:func:`taikai.services.competitions.local_time`), or ISO 8601 with an offset
    (``2026-02-26T10:00+09:00``)."""
    if text is None:
        return None
    try:
        value = datetime.fromisoformat(text.strip())
    except ValueError:
        raise typer.BadParameter(say(Say.cli_not_a_time, value=text), param_hint=option) from None
    if value.utcoffset() is not None:
        return value
    from taikai.services.competitions import local_time

    return local_time(value, zone())


def shown_time(at: datetime, zone: str) -> str:
    """A stored time as a message shows it: ISO 8601 in the competition's time zone."""
    from zoneinfo import ZoneInfo

    return at.astimezone(ZoneInfo(zone)).isoformat()


def penalties(written: list[str] | None) -> tuple[Penalty, ...]:
    """The ``--penalty WIND:KIND`` options (:func:`taikai.contracts.settle.penalty_of_text`)."""
    from taikai.contracts.settle import penalty_of_text

    return tuple(penalty_of_text(text) for text in written or ())


def date_value(text: str | None, option: str) -> date | None:
    """An ISO 8601 date (``2025-03-02``) given to ``option``."""
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise typer.BadParameter(say(Say.cli_not_a_date, value=text), param_hint=option) from None
