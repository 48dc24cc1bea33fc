"""`taikai standings SLUG`, `taikai export SLUG --to FILE`, `taikai log SLUG`: what a stored
competition shows (docs/contracts.md section 7).

``standings --json`` is exactly what ``taikai league run`` / ``tournament run`` / ``cup run`` print
for the exported file (the services build that file and run it; :mod:`taikai.services.standings`).
The readable standings are laid out from that JSON, one line per player, long words on lines of
their own (never cut).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Annotated, Any

import typer

from taikai.cli.common import Lang, dumps, lang, words
from taikai.cli.stored import AsJson, DbOption, Slug, action_words, echo, handled, opened, say, who
from taikai.contracts.jsonio import dumps_bytes
from taikai.reasons import Reason
from taikai.services.codes import Say

__all__ = ["register"]


# --------------------------------------------------------------------------- readable standings


def _named(player: str, names: Mapping[str, str]) -> str:
    name = names.get(player)
    return f"{name} ({player})" if name and name != player else player


def _who(row: Mapping[str, Any]) -> str:
    """The player of a row that carries its name."""
    return _named(row["player"], {row["player"]: row["name"]})


def _league_lines(data: Mapping[str, Any]) -> Iterator[str]:
    names = data.get("names", {})
    for season in data["seasons"]:
        yield say(Say.cli_league_season, season=season["season"], participants=season["participants"])
        if season.get("void"):
            yield "  " + say(Say.cli_league_void)
        for s in season["standings"]:
            move = f"{s['tier']} -> {s['next_tier']}"
            yield f"{s['rank']:>4} {move:<12} {s['games']:>3} {s['score']:>+8} {_who(s)}"
            yield f"       {s['why']}"
        champion = season.get("champion")
        yield "  " + say(Say.cli_league_champion, player=_named(champion, names) if champion else "-")
    for year in data.get("years", []):
        yield say(Say.cli_league_year, year=year["year"])
        for place, entry in enumerate(year["ranking"], start=1):
            yield f"{place:>4} {entry['points']:>8} {_who(entry)}"


def _tournament_lines(data: Mapping[str, Any]) -> Iterator[str]:
    names = data.get("names", {})
    if data["standings"]:
        yield say(Say.cli_tournament_after, round=len(data["standings"]))
        for s in data["standings"][-1]:
            yield f"{s['rank']:>4} {s['total']:>+8} {_named(s['player'], names)}"
    for table in data.get("final_tables", []):
        seats = tuple(f"{_named(p, names)} {table['carried'][p]}" for p in table["seats"])
        yield say(Say.cli_tournament_final_table, table=table["table"], seats=seats)
    result = data.get("result")
    if result is not None:
        overall = tuple(_named(p, names) for p in result["overall"])
        yield say(Say.cli_tournament_overall, players=overall)
        stars = tuple(f"{_named(p, names)} {n}" for p, n in result["stars"].items())
        yield say(Say.cli_tournament_stars, stars=stars, qualified=_named(result["qualified"] or "-", names))


def _cup_lines(data: Mapping[str, Any]) -> Iterator[str]:
    for month in data["months"]:
        yield say(Say.cli_cup_month, month=month["month"])
        for s in month["standings"]:
            places = "/".join(map(str, s["places"]))
            yield f"{s['rank']:>4} {s['score']:>+8} {s['games']:>3} {places:<9} {_who(s)}"


def _staged_lines(data: Mapping[str, Any]) -> Iterator[str]:
    for stage in data["stages"]:
        name, played, total = stage["stage"], stage["played"], stage["total"]
        if not stage["begun"]:
            yield say(Say.cli_staged_not_begun, stage=name)
            continue
        if total is None:
            yield say(Say.cli_staged_stage, stage=name, played=played)
        else:
            yield say(Say.cli_staged_stage_of, stage=name, played=played, total=total)
        for s in stage["standings"]:
            mark = {True: "+", False: "-", None: " "}[s["advances"]]
            yield (
                f"{s['rank']:>4}{mark} {s['total']:>+8} {s['carried']:>+8} {s['games']:>4} "
                f"{_named(s['entrant'], {s['entrant']: s['name']})}"
            )
    if data["ranks"] == "teams" and data["records"]:
        yield say(Say.cli_staged_records)
        team = None
        for r in data["records"]:
            if r["team"] != team:
                team = r["team"]
                yield "  " + say(Say.cli_staged_team, team=_named(team, {team: r["team_name"]}))
            places = "/".join(map(str, r["places"]))
            yield f"    {r['score']:>+8} {r['games']:>4} {places:<9} {_who(r)}"
    for note in data["notes"]:  # every decision: who goes on, what was carried, how ties went
        yield note["message"]


_LINES = {
    "league": _league_lines,
    "tournament": _tournament_lines,
    "cup": _cup_lines,
    "staged": _staged_lines,
}


def _print(kind: str, data: Mapping[str, Any]) -> None:
    for line in _LINES[kind](data):
        echo(line)
    for rejected in data.get("rejected", []):
        echo(say(Say.cli_rejected, game=rejected["game"], message=rejected["message"]))
    for warning in data.get("warnings", []):
        echo(say(Say.cli_warning, message=warning["message"]))


def standings_command(slug: Slug, as_json: AsJson = False, db: DbOption = None, lang_: Lang = None) -> None:
    """The standings of a stored competition, computed by its engine from the stored games.

    With --json: exactly docs/contracts.md section 3 (a league), 4 (a tournament), 5 (a cup) or the
    staged output (a competition of stages).

    Example: taikai standings spring-2025 --json
    """
    from taikai.services.standings import standings

    store = opened(db, as_json)
    with handled(as_json):
        data = standings(store, who(), slug, lang())
    if as_json:
        typer.echo(dumps_bytes(data))
    else:
        _print(_kind(data), data)


def _kind(data: Mapping[str, Any]) -> str:
    """Which output it is, by its shape: seasons (section 3), months (section 5), stages (docs/stages.md),
    rounds (section 4)."""
    if "stages" in data:
        return "staged"
    return "league" if "seasons" in data else "cup" if "months" in data else "tournament"


def export_command(
    slug: Slug,
    to: Annotated[Path, typer.Option("--to", metavar="FILE.json", help="The file to write.")],
    force: Annotated[bool, typer.Option("--force", help="Overwrite FILE if it exists.")] = False,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Write the competition as its input file (the format and the ruleset inline).

    `taikai league run FILE --json` (or tournament run, cup run) of it prints exactly
    `taikai standings SLUG --json`.

    Example: taikai export spring-2025 --to spring-2025.json
    """
    from taikai.services.errors import BadRequest
    from taikai.services.standings import export

    store = opened(db)
    with handled():
        data = export(store, who(), slug)
        if to.exists() and not force:
            raise BadRequest.of(Say.cli_export_exists, path=str(to))
        try:
            to.write_bytes(dumps_bytes(data) + b"\n")
        except OSError as error:
            raise BadRequest.of(
                Say.cli_export_unwritable, path=str(to), problem=error.strerror or ""
            ) from None
    echo(say(Say.cli_exported, competition=slug, path=str(to)))


def _entry_json(entry: Any) -> dict[str, Any]:
    return {
        "id": entry.id,
        "at": entry.at.isoformat(),
        "actor": entry.actor,
        "entity": entry.entity,
        "entity_id": entry.entity_id,
        "action": entry.action,
        "old": entry.old,
        "new": entry.new,
        "reason": entry.reason,
    }


def _changes(old: Mapping[str, Any] | None, new: Mapping[str, Any] | None) -> Iterator[str]:
    """The fields an update changed, ``field: old -> new`` (a creation or deletion: nothing)."""
    if old is None or new is None:
        return
    for field in new:
        if old.get(field) != new[field]:
            yield f"{field}: {dumps(old.get(field))} -> {dumps(new[field])}"


def log_command(slug: Slug, as_json: AsJson = False, db: DbOption = None, lang_: Lang = None) -> None:
    """The audit log of a competition: who changed what, when, the old and new values, and why.

    Example: taikai log spring-2025 --json
    """
    from taikai.services.standings import audit_log

    store = opened(db, as_json)
    with handled(as_json):
        entries = audit_log(store, who(), slug)
    if as_json:
        typer.echo(dumps({"ok": True, "entries": [_entry_json(e) for e in entries]}))
        return
    names = {e.entity_id: (e.new or e.old or {}).get("name", "") for e in entries if e.entity == "player"}
    for entry in entries:
        what = Reason.of(
            Say(f"audit_{entry.action}"), entity=Reason(Say(f"entity_{entry.entity}")), id=entry.entity_id
        )
        if entry.entity == "player" and names.get(entry.entity_id):
            named = Reason.of(Say.named_id, name=names[entry.entity_id], id=entry.entity_id)
            what = Reason.of(Say(f"audit_{entry.action}"), entity=Reason(Say.entity_player), id=named)
        if entry.entity == "action" and entry.action == "create" and entry.new:
            done = action_words(str(entry.new.get("kind")), entry.new.get("data") or {}, names)
            what = Reason.of(Say.audit_action, what=done, id=entry.entity_id)
        if entry.reason:
            what = Reason.of(Say.audit_because, what=what, reason=entry.reason)
        echo(f"{entry.at.isoformat()} {entry.actor}: {words(what)}")
        for change in _changes(entry.old, entry.new):
            echo(f"    {change}")


def register(app: typer.Typer) -> None:
    """Add ``taikai standings``, ``taikai export`` and ``taikai log`` to the main app."""
    app.command("standings")(standings_command)
    app.command("export")(export_command)
    app.command("log")(log_command)
