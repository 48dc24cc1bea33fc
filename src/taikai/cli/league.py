"""`taikai league run FILE` and `taikai league report FILE`: a ranked monthly league (CONTRACTS.md section 3).

The adapter reads the league file (:mod:`taikai.contracts.files`, :mod:`taikai.contracts.jsonio`),
turns it into core values (:mod:`taikai.contracts.league`), calls
:func:`taikai.competitions.league.run_league` and prints the JSON contract or readable text. It
decides nothing about the league.

The readable output is plain text laid out for any width (80 columns and piped included): the
columns of numbers first, the player's name and id last, each reason on a line of its own below
its player, wrapped at words and never cut.
"""

from __future__ import annotations

import gc
import textwrap
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer

from taikai.cli.common import console, dumps, fail, print_warnings, progress
from taikai.competitions.league import (
    League,
    LeagueConfig,
    LeagueResult,
    Rejected,
    SeasonResult,
    YearResult,
    run_league,
)
from taikai.competitions.league.season import percent_text
from taikai.contracts.files import read_bytes
from taikai.contracts.jsonio import dumps_bytes, loads
from taikai.contracts.league import HIDDEN, league_json, league_ruleset, parse_league, shown_names
from taikai.errors import InputWarning, TaikaiError

Loaded = tuple[League, LeagueResult, list[Rejected], list[InputWarning]]


# --------------------------------------------------------------------------- running a file


@contextmanager
def _collector_paused() -> Iterator[None]:
    """The garbage collector off while a command runs, back as it was after.

    A league file of 200,000 games parses into millions of objects, and the engine builds
    hundreds of thousands more, none of them in a reference cycle: reference counting frees them
    all, and the collector's passes over them only cost time (a quarter of a league run).
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        # The collector counts allocations even while it is off: turned on again as it is, it would
        # at once pass over every object built meanwhile. Freezing and unfreezing moves them into the
        # oldest generation and clears that count (nothing is lost: they are freed by reference counts).
        gc.freeze()
        gc.unfreeze()
        if enabled:
            gc.enable()


def _load(path: Path) -> Loaded:
    """Read, parse and run a league file (a progress bar over the phases on a terminal)."""
    value: Any = path
    phases: list[Callable[[Any], Any]] = [
        lambda path: loads(read_bytes(path), str(path)),
        lambda data: parse_league(data, str(path)),
        _run_parsed,
    ]
    for phase in progress(phases, len(phases), f"league {path.name}"):
        value = phase(value)
    return value  # type: ignore[no-any-return]


def _run_parsed(parsed: tuple[League, list[InputWarning], list[Rejected]]) -> Loaded:
    league, warnings, unreadable = parsed
    return league, run_league(league, league_ruleset(league)), unreadable, warnings


def _run_file(path: Path, as_json: bool) -> Loaded:
    try:
        return _load(path)
    except TaikaiError as error:
        if as_json:
            typer.echo(dumps({"ok": False, "error": {"code": error.code, "message": error.message}}))
            raise typer.Exit(1) from None
        fail(error.message)


# --------------------------------------------------------------------------- readable text


def _wrapped(text: str, indent: str, width: int, first: str | None = None) -> Iterator[str]:
    """``text`` after ``first`` (default ``indent``), wrapped at spaces to ``width``, the next lines after
    ``indent`` (a word longer than a line stays whole)."""
    first = indent if first is None else first
    if len(first) + len(text) <= width:
        yield first + text
        return
    yield from textwrap.wrap(
        text,
        width,
        initial_indent=first,
        subsequent_indent=indent,
        break_long_words=False,
        break_on_hyphens=False,
    )


def _roman(number: int) -> str:
    numerals = ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))
    text = ""
    for value, letters in numerals:
        count, number = divmod(number, value)
        text += letters * count
    return text


def shown_tier(level: int, config: LeagueConfig) -> str:
    """A tier as players see it: S tiers in roman numerals (SI, SII ...)."""
    name = config.tier_name(level)
    group = config.groups[config.group_of(level)]
    return f"{group.name}{_roman(int(name[len(group.name) :]))}" if group.levels is None else name


def _movement(promotion: int, demotion: int, next_tier: str) -> str:
    if promotion:
        return f"+{promotion} -> {next_tier}"
    if demotion:
        return f"-{demotion} -> {next_tier}"
    return "="


class _Labels(dict[str, str]):
    """Player id -> "Name (id)" ("(hidden)" alone for a hidden name), made on first use."""

    def __init__(self, names: Mapping[str, str]) -> None:
        super().__init__()
        self.names = names

    def __missing__(self, player: str) -> str:
        name = self.names[player]
        self[player] = label = name if name == HIDDEN else f"{name} ({player})"
        return label


SEASON_HEAD = (
    f"{'rank':>4}  {'tier':<5} {'games':>5} {'score':>9} {'top':>7} {'bottom':>8}  {'move':<11} player"
)


def _row(numbers: str, label: str, width: int) -> Iterator[str]:
    """A row of numbers ending with the player, who goes on the lines below when the row is too long."""
    if len(numbers) + 1 + len(label) <= width:
        yield f"{numbers} {label}"
    else:
        yield numbers.rstrip()
        yield from _wrapped(label, "      ", width)


def _season_lines(season: SeasonResult, labels: _Labels, config: LeagueConfig, width: int) -> Iterator[str]:
    void = " - VOID: nobody moves" if season.void else ""
    yield f"Season {season.season}: {season.participants} participants{void}"
    champion = labels[season.champion] if season.champion else "none"
    champions = ", ".join(f"{g} {labels[p]}" for g, p in season.rank_champions.items() if p) or "none"
    yield from _wrapped(f"champion: {champion}; in-rank champions: {champions}", "", width)
    yield SEASON_HEAD
    tier = {level: shown_tier(level, config) for level in {s.tier for s in season.standings}}
    tier.update({level: shown_tier(level, config) for level in {s.next_tier for s in season.standings}})
    n = season.participants
    for s in season.standings:
        move = _movement(s.promotion, s.demotion, tier[s.next_tier])
        row = (
            f"{s.rank:>4}  {tier[s.tier]:<5} {s.games:>5} {s.score:>+9} {percent_text(s.rank, n):>7} "
            f"{percent_text(s.bottom_rank, n):>8}  {move:<11}"
        )
        yield from _row(row, labels[s.player], width)
        yield from _wrapped(s.why, "      ", width)
    yield ""


def _year_lines(year: YearResult, labels: _Labels, width: int) -> Iterator[str]:
    yield from _wrapped(f"League year {year.year} ({', '.join(year.seasons)})", "", width)
    yield f"{'#':>5} {'annual pt':>9} {'season wins':>11} {'rank wins':>9} {'score':>9} {'games':>5}  player"
    for place, e in enumerate(year.ranking, start=1):
        row = f"{place:>5} {e.points:>9} {e.season_wins:>11} {e.rank_wins:>9} {e.score:>+9} {e.games:>5} "
        yield from _row(row, labels[e.player], width)
    yield ""
    yield f"Championship {year.year}"
    for table, players in year.championship.fields.items():
        yield from _wrapped(f"{table}: {', '.join(labels[p] for p in players) or '-'}", "", width)
    for f in year.championship.final:
        yield from _wrapped(
            f"final #{f.place}: {labels[f.player]}: {f.carry} carried + {f.last} = {f.total}; "
            f"special promotion +{f.promotion}",
            "",
            width,
        )
    yield ""


def _rejected_lines(rejected: Sequence[Rejected], width: int) -> Iterator[str]:
    if not rejected:
        return
    yield f"Rejected games ({len(rejected):,})"
    for r in rejected:
        yield f"{r.game}  {r.code}"
        yield from _wrapped(r.message, "      ", width)


def _echo(lines: Iterable[str]) -> None:
    typer.echo("\n".join(lines))


def _print(loaded: Loaded, season: str | None) -> None:
    league, result, unreadable, warnings = loaded
    labels = _Labels(shown_names(league, result))
    width = console.width
    seasons = [s for s in result.seasons if season is None or s.season == season]
    if season is not None and not seasons:
        fail(f"no season {season} in this league (seasons: {', '.join(s.season for s in result.seasons)})")
    if not seasons:
        typer.echo("No accepted game: no season to show.")
    for item in progress(seasons, len(seasons), "printing seasons"):
        _echo(_season_lines(item, labels, league.config, width))
    if season is None:
        for year in result.years:
            _echo(_year_lines(year, labels, width))
    _echo(_rejected_lines([*unreadable, *result.rejected], width))
    print_warnings([*warnings, *result.warnings])


def _report_json(result: LeagueResult, names: Mapping[str, str]) -> dict[str, Any]:
    mentioned = {r.player for r in result.reports} | result.hidden
    return {
        "ok": True,
        "lowest_tier_twice": [{"player": r.player, "seasons": list(r.seasons)} for r in result.reports],
        "hidden": sorted(result.hidden),
        "log": list(result.log),
        "names": {player: name for player, name in names.items() if player in mentioned},
    }


# --------------------------------------------------------------------------- commands


def register(app: typer.Typer) -> None:
    """Add ``taikai league run`` and ``taikai league report`` to the main app."""
    league_app = typer.Typer(help="The ranked monthly league (seed 000, Hitonazo M).", no_args_is_help=True)

    @league_app.command("run")
    def run(
        file: Annotated[
            Path, typer.Argument(help="League history: players, games, organizer actions (JSON).")
        ],
        as_json: Annotated[
            bool, typer.Option("--json", help="Print the CONTRACTS.md section 3 JSON.")
        ] = False,
        season: Annotated[
            str | None, typer.Option("--season", help="Print only this season (YYYY-MM).")
        ] = None,
    ) -> None:
        """Recompute every season, movement, champion, annual ranking and championship bracket."""
        with _collector_paused():
            loaded = _run_file(file, as_json)
            if as_json:
                league, result, unreadable, warnings = loaded
                typer.echo(dumps_bytes(league_json(league, result, unreadable, warnings)))
            else:
                _print(loaded, season)

    @league_app.command("report")
    def report(
        file: Annotated[Path, typer.Argument(help="League history (JSON).")],
        as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    ) -> None:
        """For the organizer: two seasons in a row at the lowest tier, hidden names, the action log."""
        with _collector_paused():
            league, result, _, warnings = _run_file(file, as_json)
        names = {p.id: p.name for p in league.players}  # the organizer sees every name
        if as_json:
            typer.echo(dumps(_report_json(result, names)))
            return
        width = console.width
        lines = ["Two seasons in a row at the lowest tier (the organizer may hide or reset):"]
        for r in result.reports:
            lines.extend(_wrapped(f"{names[r.player]} ({r.player}): {' and '.join(r.seasons)}", "  ", width))
        lines.append("Organizer actions:")
        for line in result.log:
            lines.extend(_wrapped(line, "  ", width, first="- "))
        _echo(lines)
        print_warnings(warnings)

    app.add_typer(league_app, name="league")
