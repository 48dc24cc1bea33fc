"""`taikai import SLUG FILE_OR_DIR...`: platform files into a stored competition (docs/imports.md).

Each file in its own unit of work (:mod:`taikai.services.imports`); a progress bar over the files on
a terminal; a summary (imported, skipped, refused with reasons, unknown players with the command
that registers each), readable or ``--json``. The exit status is 1 when a file was refused.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from taikai.cli.common import Lang, dumps, print_warnings, progress, words
from taikai.cli.stored import AsJson, DbOption, Slug, echo, handled, opened, say, who
from taikai.services.codes import Say

if TYPE_CHECKING:
    from taikai.services.imports import FileSummary, ImportSummary, Problem
    from taikai.services.unit_of_work import Store

__all__ = ["register"]

SOURCES = ("majsoul-contest", "tenhou6", "tenhou", "tenhou-lobby", "csv")


def _source(value: str | None) -> str | None:
    if value is not None and value not in SOURCES:
        raise typer.BadParameter(
            say(Say.cli_unknown_source, source=value, sources=SOURCES), param_hint="--source"
        )
    return value


def _problem_words(problem: Problem) -> str:
    return words(problem.reason) if problem.reason is not None else problem.text


def _file_json(summary: FileSummary) -> dict[str, Any]:
    return {
        "file": summary.file,
        "source": summary.source,
        "imported": list(summary.imported),
        "skipped": dict(summary.skipped),
        "refused": [{"code": str(p.code), "message": _problem_words(p)} for p in summary.refused],
        "unknown": [{"name": u.name, "account": u.account, "command": u.command} for u in summary.unknown],
        "added": [{"player": player, "name": name} for player, name in summary.added],
        "accepted_platform_scores": list(summary.accepted),
        "warnings": [{"code": w.code, "message": words(w)} for w in summary.warnings],
    }


def _summary_json(summary: ImportSummary) -> dict[str, Any]:
    return {
        "ok": True,
        "imported": summary.imported,
        "skipped": summary.skipped,
        "refused_files": summary.refused_files,
        "files": [_file_json(f) for f in summary.files],
    }


def _counts(skipped: dict[str, int]) -> tuple[str, ...]:
    return tuple(
        say(Say.cli_skipped_count, count=count, why=say(Say(f"skipped_{why}")))
        for why, count in skipped.items()
    )


def _accepted_words(store: Store, slug: str, game: str) -> str:
    """A game stored with the platform's scores, with taikai's beside them (as its result keeps them)."""
    from taikai.services.files import PLATFORM_SCORES

    with store.unit_of_work(who(), read_only=True) as uow:
        stored = uow.games.get(slug, game)
    mark = ((stored.result or {}) if stored is not None else {}).get(PLATFORM_SCORES, {})
    return say(
        Say.cli_import_accepted,
        game=game,
        platform=" / ".join(mark.get("platform", ())),
        taikai=" / ".join(mark.get("taikai", ())),
        ruleset=mark.get("ruleset", ""),
    )


def _print(summary: ImportSummary, store: Store, slug: str) -> None:
    for done in summary.files:
        if done.ok:
            echo(
                say(
                    Say.cli_import_file,
                    file=done.file,
                    imported=len(done.imported),
                    skipped=_counts(done.skipped),
                )
            )
        else:
            echo(say(Say.cli_import_refused, file=done.file))
        for problem in done.refused:
            echo("  " + _problem_words(problem))
        for game in done.accepted:
            echo("  " + _accepted_words(store, slug, game))
        for unknown in done.unknown:
            player = f"{unknown.name} ({unknown.account})" if unknown.account else unknown.name
            echo("  " + say(Say.cli_unknown_player, player=player, command=unknown.command))
        for player, name in done.added:
            echo("  " + say(Say.cli_player_added_by_import, player=player, name=name))
        print_warnings(done.warnings)
    if any(problem.code == "scores_differ" for done in summary.files for problem in done.refused):
        echo(say(Say.cli_import_accept_hint))
    echo(
        say(
            Say.cli_import_summary,
            imported=summary.imported,
            files=len(summary.files),
            skipped=sum(summary.skipped.values()),
            refused=summary.refused_files,
        )
    )


def import_command(
    slug: Slug,
    files: Annotated[
        list[Path],
        typer.Argument(
            help="Files or folders (every file in a folder and its subfolders; a .tar.xz of logs)."
        ),
    ],
    source: Annotated[
        str | None,
        typer.Option(
            "--source", help=f"The files' kind, when not told by their content: {', '.join(SOURCES)}."
        ),
    ] = None,
    add_players: Annotated[
        bool,
        typer.Option(
            "--add-players", help="Register unknown names or accounts instead of refusing the file."
        ),
    ] = False,
    at: Annotated[
        str | None,
        typer.Option(
            "--at",
            metavar="TIME",
            help="When logs that carry no time were played (2025-03-02 19:00, in the competition's "
            "time zone); a log that carries its own time keeps it.",
        ),
    ] = None,
    accept_platform_scores: Annotated[
        bool,
        typer.Option(
            "--accept-platform-scores",
            help="Store a game whose settled scores differ from taikai's with the platform's scores "
            "(both kept in the audit log, the game marked).",
        ),
    ] = False,
    propose_offences: Annotated[
        bool,
        typer.Option(
            "--propose-offences",
            help="Store a log whose play holds what the ruleset makes an offence (a furiten ron, a "
            "kata-agari win ...), each offence proposed to staff (taikai game offences); without it "
            "such a log is refused.",
        ),
    ] = False,
    as_json: AsJson = False,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Import platform files: Mahjong Soul contest records, Tenhou logs, lobby lines, score sheets.

    Example: taikai import spring-2025 downloads/ --source majsoul-contest
    """
    from taikai.services.imports import import_files

    store = opened(db, as_json)
    with handled(as_json):
        summary = import_files(
            store,
            who(),
            slug,
            files,
            source=_source(source),  # type: ignore[arg-type]
            add_players=add_players,
            at=at,
            accept_platform_scores=accept_platform_scores,
            propose_offences=propose_offences,
            watch=lambda items, total: progress(items, total, say(Say.cli_importing, competition=slug)),
        )
    if as_json:
        typer.echo(dumps(_summary_json(summary)))
    else:
        _print(summary, store, slug)
    if not summary.ok:
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    """Add ``taikai import`` to the main app."""
    app.command("import")(import_command)
