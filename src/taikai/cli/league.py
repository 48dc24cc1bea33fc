"""`taikai league run|report|close|reopen FILE`: a ranked monthly league (docs/contracts.md section 3).

The adapter reads the league file (:mod:`taikai.contracts.league`), calls
:func:`taikai.competitions.league.run_league` and prints the JSON contract or readable text, in the
language of ``--lang``. It decides nothing about the league; ``close`` and ``reopen`` append an
organizer action to the file (the time is the clock's unless ``--at`` gives it).

The readable output is plain text laid out for any width (80 columns and piped included): the
columns of numbers first, the player's name and id last, each reason on a line of its own below
its player, wrapped at words (and between Japanese characters) and never cut.
"""

from __future__ import annotations

import gc
import os
import tempfile
import textwrap
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.cells import cell_len, get_character_cell_size
from rich.markup import escape

from taikai import i18n
from taikai.cli.common import Lang, console, dumps, fail, lang, print_warnings, progress
from taikai.competitions.league import (
    CloseSeason,
    Ladder,
    LeagueError,
    LeagueResult,
    Rejected,
    ReopenSeason,
    SeasonResult,
    YearResult,
    ladder,
    percent,
    run_league,
    season_fingerprint,
    season_games,
)
from taikai.competitions.league.closing import in_force, parse_fingerprint
from taikai.contracts.files import read_bytes
from taikai.contracts.jsonio import dumps_bytes, loads
from taikai.contracts.league import (
    FIRST_YEAR,
    HIDDEN,
    LAST_YEAR,
    MAX_TEXT,
    LeagueInput,
    action_file,
    league_json,
    parse_league,
    parse_league_bytes,
    report_json,
    shown_names,
)
from taikai.contracts.wording import Wording
from taikai.errors import TaikaiError
from taikai.rules.validation import shown

#: Every message key the command's own words use, with its parameters (the catalog tests word each one).
LABELS: dict[str, tuple[str, ...]] = {
    "league_text_season": ("season", "participants"),
    "league_text_season_closed": ("season", "participants", "at"),
    "league_text_champions": ("champion", "champions"),
    "none_listed": (),
    "league_text_season_head": (),
    "league_text_year": ("year", "seasons"),
    "league_text_year_head": (),
    "league_text_championship": ("year",),
    "league_text_table": ("table", "players"),
    "league_text_final": ("place", "player", "carry", "last", "total", "promotion"),
    "league_text_rejected": ("count",),
    "league_text_no_season": (),
    "league_text_unknown_season": ("season", "seasons"),
    "league_text_lowest_tier": ("seasons",),
    "league_text_lowest_tier_player": ("player", "seasons"),
    "league_text_actions": (),
    "league_text_closed": ("season", "at", "games", "file"),
    "league_text_reopened": ("season", "at", "file"),
    "league_close_no_season": ("season", "seasons"),
    "league_close_already": ("season", "at"),
    "league_reopen_not_closed": ("season",),
    "league_file_compressed": ("file",),
}


def _text(key: str, **params: Any) -> str:
    return i18n.message(key, params, lang())


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


Loaded = tuple[LeagueInput, LeagueResult]


def _load(path: Path) -> Loaded:
    """Read, parse and run a league file (a progress bar over the phases on a terminal)."""
    value: Any = path
    phases: list[Callable[[Any], Any]] = [
        read_bytes,
        lambda raw: parse_league_bytes(raw, str(path), base=path.parent),
        lambda read: (read, run_league(read.league, read.ruleset)),
    ]
    for phase in progress(phases, len(phases), f"league {path.name}"):
        value = phase(value)
    return value  # type: ignore[no-any-return]


def _refuse(error: TaikaiError, as_json: bool) -> NoReturn:
    """End the command: ``{"ok": false, "error": ...}`` on stdout with --json, else a readable error."""
    words = Wording(lang())
    if as_json:
        typer.echo(dumps({"ok": False, "error": {"code": error.code, "message": words(error)}}))
        raise typer.Exit(1)
    fail(escape(words(error)))


def _run_file(path: Path, as_json: bool) -> Loaded:
    try:
        return _load(path)
    except TaikaiError as error:
        _refuse(error, as_json)


# --------------------------------------------------------------------------- readable text


#: never at the start of a line: they stay with what they close
CLOSERS = frozenset("、。，．）」』】：；！？")


def _pieces(text: str) -> list[str]:
    """``text`` as the pieces a line may break between: runs of ASCII non-spaces (ids, numbers, words),
    single spaces, single other characters (a line may break between Japanese characters), a closing
    mark kept with the piece before it."""
    pieces: list[str] = []
    word = False  # the last piece is a run of ASCII non-spaces still growing
    for char in text:
        if char.isascii() and not char.isspace():
            if word:
                pieces[-1] += char
            else:
                pieces.append(char)
            word = True
            continue
        word = False
        if char in CLOSERS and pieces and not pieces[-1].isspace():
            pieces[-1] += char
        else:
            pieces.append(char)
    return pieces


def _wrapped(text: str, indent: str, width: int, first: str | None = None) -> Iterator[str]:
    """``text`` after ``first`` (default ``indent``), wrapped to ``width`` columns, the next lines after
    ``indent`` (a word longer than a line stays whole)."""
    first = indent if first is None else first
    if cell_len(first) + cell_len(text) <= width:
        yield first + text
        return
    if text.isascii():
        yield from textwrap.wrap(
            text,
            width,
            initial_indent=first,
            subsequent_indent=indent,
            break_long_words=False,
            break_on_hyphens=False,
        )
        return
    line, used = first, cell_len(first)
    for piece in _pieces(text):
        size = sum(map(get_character_cell_size, piece))
        if used + size > width and line.strip():
            yield line.rstrip()
            line, used = indent, len(indent)
            if piece.isspace():
                continue
        line, used = line + piece, used + size
    if line.strip():
        yield line.rstrip()


def _roman(number: int) -> str:
    numerals = ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))
    text = ""
    for value, letters in numerals:
        count, number = divmod(number, value)
        text += letters * count
    return text


def shown_tier(level: int, tiers: Ladder) -> str:
    """A tier as players see it: an open-ended group's tiers in roman numerals (SI, SII ...)."""
    name = tiers.tier_name(level)
    group = tiers.groups[tiers.group_of(level)]
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


def _cells(text: str, width: int, right: bool) -> str:
    """``text`` padded to ``width`` columns (a Japanese character takes two)."""
    pad = " " * max(0, width - cell_len(text))
    return pad + text if right else text + pad


def _head(key: str, layout: Sequence[tuple[int, bool]]) -> str:
    """A header row: the catalog's labels (``a|b|c``) laid out as the columns of the rows below."""
    labels = _text(key).split("|")
    return " ".join(
        _cells(label, width, right) for label, (width, right) in zip(labels, layout, strict=False)
    )


# rank, tier, games, score, top, bottom, move, then the player (as the rows below)
SEASON_LAYOUT = ((4, True), (6, False), (6, True), (9, True), (7, True), (8, True), (11, False), (0, False))
YEAR_LAYOUT = ((5, True), (9, True), (12, True), (12, True), (9, True), (6, True), (0, False))


def _row(numbers: str, label: str, width: int) -> Iterator[str]:
    """A row of numbers ending with the player, who goes on the lines below when the row is too long."""
    if len(numbers) + 1 + cell_len(label) <= width:
        yield f"{numbers} {label}"
    else:
        yield numbers.rstrip()
        yield from _wrapped(label, "      ", width)


def _season_lines(
    season: SeasonResult, labels: _Labels, tiers: Ladder, words: Wording, width: int
) -> Iterator[str]:
    n = season.participants
    if season.closed is None:
        head = _text("league_text_season", season=season.season, participants=n)
    else:
        head = _text(
            "league_text_season_closed", season=season.season, participants=n, at=season.closed.isoformat()
        )
    yield from _wrapped(head, "", width)
    if season.void:
        yield from _wrapped(words(season.void_why), "", width)
    none = _text("none_listed")
    champion = labels[season.champion] if season.champion else none
    champions = [f"{group} {labels[p]}" for group, p in season.rank_champions.items() if p]
    yield from _wrapped(
        _text("league_text_champions", champion=champion, champions=champions or none), "", width
    )
    yield _head("league_text_season_head", SEASON_LAYOUT)
    levels = {s.tier for s in season.standings} | {s.next_tier for s in season.standings}
    tier = {level: shown_tier(level, tiers) for level in levels}
    for s in season.standings:
        move = _movement(s.promotion, s.demotion, tier[s.next_tier])
        top, bottom = f"{percent(s.rank, n)}%", f"{percent(n - s.rank + 1, n)}%"
        row = f"{s.rank:>4} {tier[s.tier]:<6} {s.games:>6} {s.score:>+9} {top:>7} {bottom:>8} {move:<11}"
        yield from _row(row, labels[s.player], width)
        yield from _wrapped(words.parts(s.why), "      ", width)
    yield ""


def _year_lines(year: YearResult, labels: _Labels, words: Wording, width: int) -> Iterator[str]:
    yield from _wrapped(_text("league_text_year", year=year.year, seasons=year.seasons), "", width)
    yield _head("league_text_year_head", YEAR_LAYOUT)
    for place, e in enumerate(year.ranking, start=1):
        row = f"{place:>5} {e.points:>9} {e.season_wins:>12} {e.rank_wins:>12} {e.score:>+9} {e.games:>6}"
        yield from _row(row, labels[e.player], width)
    yield ""
    yield _text("league_text_championship", year=year.year)
    none = _text("none_listed")
    for table, players in year.championship.fields.items():
        shown = [labels[p] for p in players] or none
        yield from _wrapped(_text("league_text_table", table=table, players=shown), "", width)
    for f in year.championship.final:
        params = {"carry": f.carry, "last": f.last, "total": f.total, "promotion": f.promotion}
        yield from _wrapped(
            _text("league_text_final", place=f.place, player=labels[f.player], **params), "", width
        )
    for entry in year.championship.log:
        yield from _wrapped(words(entry), "  ", width, first="- ")
    yield ""


def _rejected_lines(rejected: Sequence[Rejected], words: Wording, width: int) -> Iterator[str]:
    if not rejected:
        return
    yield _text("league_text_rejected", count=len(rejected))
    for r in rejected:
        yield f"{r.game}  {r.code}"
        yield from _wrapped(words(r.reason), "      ", width)


def _echo(lines: Iterable[str]) -> None:
    typer.echo("\n".join(lines))


def _print(loaded: Loaded, season: str | None) -> None:
    read, result = loaded
    league = read.league
    labels = _Labels(shown_names(league, result))
    words = Wording(lang())
    tiers = ladder(league.format)
    width = console.width
    seasons = [s for s in result.seasons if season is None or s.season == season]
    if season is not None and not seasons:
        fail(
            escape(
                _text(
                    "league_text_unknown_season",
                    season=season,
                    seasons=[s.season for s in result.seasons] or "-",
                )
            )
        )
    if not seasons:
        typer.echo(_text("league_text_no_season"))
    for item in progress(seasons, len(seasons), "printing seasons"):
        _echo(_season_lines(item, labels, tiers, words, width))
    if season is None:
        for year in result.years:
            _echo(_year_lines(year, labels, words, width))
    _echo(_rejected_lines([*read.unreadable, *result.rejected], words, width))
    print_warnings([*read.warnings, *result.warnings])


def _print_report(loaded: Loaded) -> None:
    read, result = loaded
    names = {p.id: p.name for p in read.league.players}  # the organizer sees every name
    words = Wording(lang())
    width = console.width
    lines = [
        *_wrapped(_text("league_text_lowest_tier", seasons=read.league.format.lowest_tier_seasons), "", width)
    ]
    for r in result.reports:
        text = _text(
            "league_text_lowest_tier_player", player=f"{names[r.player]} ({r.player})", seasons=r.seasons
        )
        lines.extend(_wrapped(text, "  ", width))
    lines.append(_text("league_text_actions"))
    for entry in result.log:
        lines.extend(_wrapped(words(entry), "  ", width, first="- "))
    _echo(lines)
    print_warnings([*read.warnings, *result.warnings])


# --------------------------------------------------------------------------- organizer actions


def _now(at: str | None) -> datetime:
    """The action's time: ``--at`` (ISO 8601), else now (to the second, with the local offset)."""
    if at is None:
        return datetime.now().astimezone().replace(microsecond=0)
    try:
        return datetime.fromisoformat(at)
    except ValueError:
        raise LeagueError.of(
            "league_not_time", field="--at", value=shown(at), first=FIRST_YEAR, last=LAST_YEAR
        ) from None


def _append(path: Path, data: dict[str, Any], action: CloseSeason | ReopenSeason) -> None:
    """Write the league file back with ``action`` at the end of its actions (a whole new file replaces
    it at once: an interrupted write leaves the old file)."""
    data = {**data, "actions": [*data.get("actions", []), action_file(action)]}
    folder = path.resolve().parent
    handle, scratch = tempfile.mkstemp(prefix=f".{path.name}.", dir=folder)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(dumps_bytes(data))
        os.replace(scratch, path)
    except BaseException:
        Path(scratch).unlink(missing_ok=True)
        raise


def _organizer_action(
    path: Path, season: str, make: Callable[[LeagueInput], CloseSeason | ReopenSeason]
) -> None:
    """Read the league file, make the action from it, append it to the file."""
    raw = read_bytes(path, gunzip=False)
    if raw[:2] == b"\x1f\x8b":
        raise LeagueError.of("league_file_compressed", file=str(path))
    data = loads(raw, str(path))
    action = make(parse_league(data, str(path), base=path.parent))
    _append(path, data, action)
    if isinstance(action, CloseSeason):
        games = len(parse_fingerprint(action.fingerprint) or ())
        typer.echo(
            _text("league_text_closed", season=season, at=action.at.isoformat(), games=games, file=str(path))
        )
    else:
        typer.echo(_text("league_text_reopened", season=season, at=action.at.isoformat(), file=str(path)))


def _closing(season: str, at: str | None) -> Callable[[LeagueInput], CloseSeason]:
    """The close_season action of a league that runs, for a season with games that is not closed."""

    def make(read: LeagueInput) -> CloseSeason:
        closes = in_force(read.league.actions, season)
        if closes:
            raise LeagueError.of("league_close_already", season=season, at=closes[-1].at.isoformat())
        seasons = tuple(s.season for s in run_league(read.league, read.ruleset).seasons)
        if season not in seasons:
            raise LeagueError.of("league_close_no_season", season=season, seasons=seasons or ("-",))
        return CloseSeason(
            season, _now(at), season_fingerprint(season_games(read.league, season, read.ruleset))
        )

    return make


def _reopening(season: str, at: str | None, reason: str) -> Callable[[LeagueInput], ReopenSeason]:
    """The reopen_season action of a league whose ``season`` is closed (its games may have changed since:
    the league is not run)."""

    def make(read: LeagueInput) -> ReopenSeason:
        if not in_force(read.league.actions, season):
            raise LeagueError.of("league_reopen_not_closed", season=season)
        if not 0 < len(reason) <= MAX_TEXT:
            raise LeagueError.of("league_not_text", field="--reason", value=shown(reason), most=MAX_TEXT)
        return ReopenSeason(season, _now(at), reason)

    return make


# --------------------------------------------------------------------------- commands

FileArgument = Annotated[
    Path, typer.Argument(help="League history: players, games, organizer actions (JSON).")
]
SeasonOption = Annotated[str, typer.Option("--season", help="The season (YYYY-MM).")]
AtOption = Annotated[
    str | None, typer.Option("--at", help="The action's time (ISO 8601; default: now).", show_default=False)
]


def register(app: typer.Typer) -> None:
    """Add ``taikai league run|report|close|reopen`` to the main app."""
    league_app = typer.Typer(help="The ranked monthly league (seed 000, Hitonazo M).", no_args_is_help=True)

    @league_app.command("run")
    def run(
        file: FileArgument,
        as_json: Annotated[
            bool, typer.Option("--json", help="Print the docs/contracts.md section 3 JSON.")
        ] = False,
        season: Annotated[
            str | None, typer.Option("--season", help="Print only this season (YYYY-MM).")
        ] = None,
        lang_: Lang = None,
    ) -> None:
        """Recompute every season, movement, champion, annual ranking and championship bracket."""
        with _collector_paused():
            loaded = _run_file(file, as_json)
            if as_json:
                typer.echo(dumps_bytes(league_json(*loaded, lang())))
            else:
                _print(loaded, season)

    @league_app.command("report")
    def report(
        file: FileArgument,
        as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
        lang_: Lang = None,
    ) -> None:
        """For the organizer: players at the lowest tier season after season, hidden names, the action log."""
        with _collector_paused():
            loaded = _run_file(file, as_json)
        if as_json:
            typer.echo(dumps(report_json(*loaded, lang())))
        else:
            _print_report(loaded)

    @league_app.command("close")
    def close(file: FileArgument, season: SeasonOption, at: AtOption = None, lang_: Lang = None) -> None:
        """Close a season: its standings are published; a later change to its games is refused until it is
        reopened. Appends a close_season action (with the fingerprint of the season's games) to FILE."""

        try:
            _organizer_action(file, season, _closing(season, at))
        except TaikaiError as error:
            _refuse(error, False)

    @league_app.command("reopen")
    def reopen(
        file: FileArgument,
        season: SeasonOption,
        reason: Annotated[
            str, typer.Option("--reason", help="Why the season is reopened (kept in the log).")
        ],
        at: AtOption = None,
        lang_: Lang = None,
    ) -> None:
        """Reopen a closed season so that its games may change. Appends a reopen_season action to FILE."""

        try:
            _organizer_action(file, season, _reopening(season, at, reason))
        except TaikaiError as error:
            _refuse(error, False)

    app.add_typer(league_app, name="league")
