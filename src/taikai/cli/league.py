"""`taikai league run FILE`: recompute a ranked monthly league (CONTRACTS.md section 3) and print it.

The adapter reads the league file (JSON), turns it into core values, calls
:func:`taikai.competitions.league.run_league` and prints Rich tables or the
JSON contract. It decides nothing about the league.
"""

from __future__ import annotations

import gc
import json
from collections.abc import Callable, Mapping
from datetime import datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from taikai import rules
from taikai.cli.common import console, dumps, fail
from taikai.competitions.league import (
    AcceptGame,
    Action,
    Blacklist,
    FinalResult,
    Game,
    HideName,
    League,
    LeagueConfig,
    LeagueError,
    LeagueResult,
    Player,
    QualifierResult,
    Rejected,
    ResetRecord,
    SeasonResult,
    Withdraw,
    YearResult,
    percent,
    run_league,
)
from taikai.errors import TaikaiError

PT = Decimal("0.1")
HIDDEN = "(hidden)"


# --------------------------------------------------------------------------- reading the file


def _text(data: Mapping[str, Any], key: str, where: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value:
        raise LeagueError(f"{where}: {key!r} must be a non-empty string")
    return value


def _moment(value: Any, where: str) -> datetime:
    if not isinstance(value, str):
        raise LeagueError(f"{where}: the time must be an ISO 8601 string like 2025-03-02T21:00:00+09:00")
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        raise LeagueError(f"{where}: {value!r} is not an ISO 8601 time") from None


def _pt(value: Any, where: str) -> Decimal:
    """A score read from JSON (exact decimal), with at most one decimal place."""
    if isinstance(value, bool) or not isinstance(value, int | Decimal):
        raise LeagueError(f"{where}: score {value!r} is not a number")
    score = Decimal(value)
    try:
        rounded = score.quantize(PT)
    except InvalidOperation:
        raise LeagueError(f"{where}: score {value} is out of range") from None
    if rounded != score:
        raise LeagueError(f"{where}: score {value} has more than one decimal place")
    return rounded


def _player(data: Any, index: int, config: LeagueConfig) -> Player:
    where = f"players[{index}]"
    if not isinstance(data, dict):
        raise LeagueError(f"{where} must be an object with an id")
    player_id = _text(data, "id", where)
    name = data.get("name", player_id)
    tier = data.get("tier")
    level = 0 if tier is None else config.parse_tier(str(tier))
    return Player(player_id, str(name), level)


def _game(data: Any, index: int) -> Game:
    if not isinstance(data, dict):
        raise LeagueError(f"games[{index}] must be an object")
    game_id = _text(data, "id", f"games[{index}]")
    where = f"game {game_id}"
    played_at = _moment(data.get("played_at"), where)
    if "scores" in data:
        scores = data["scores"]
        if not isinstance(scores, dict):
            raise LeagueError(f"{where}: 'scores' must map player ids to pt")
        return Game(game_id, played_at, tuple(scores), scores=tuple(_pt(v, where) for v in scores.values()))
    seats, points = data.get("seats"), data.get("points")
    if not isinstance(seats, list) or not isinstance(points, list):
        raise LeagueError(f"{where}: give 'seats' and 'points' (table points), or settled 'scores'")
    if len(seats) != len(points) or not all(isinstance(p, int) and not isinstance(p, bool) for p in points):
        raise LeagueError(f"{where}: 'points' must be one integer per seat")
    return Game(game_id, played_at, tuple(str(s) for s in seats), points=tuple(points))


def _hanchan(data: Any, where: str) -> dict[str, Decimal]:
    if not isinstance(data, dict):
        raise LeagueError(f"{where}: each hanchan maps player ids to pt")
    return {str(player): _pt(value, where) for player, value in data.items()}


def _strings(data: Any, where: str) -> tuple[str, ...]:
    if not isinstance(data, list) or not all(isinstance(item, str) for item in data):
        raise LeagueError(f"{where}: expected a list of player ids")
    return tuple(data)


def _year(data: Mapping[str, Any], where: str) -> str:
    """A league year, written 2025 or "2025"."""
    year = data.get("year")
    if isinstance(year, bool) or not isinstance(year, int | str) or not str(year).isdigit():
        raise LeagueError(f"{where}: 'year' must be a league year such as 2025")
    return str(year)


_ACTIONS: dict[str, Callable[[dict[str, Any], str], Action]] = {
    "blacklist": lambda d, w: Blacklist(
        _text(d, "player", w), _moment(d["since"], w) if d.get("since") is not None else None
    ),
    "hide_name": lambda d, w: HideName(_text(d, "player", w)),
    "reset_record": lambda d, w: ResetRecord(_text(d, "player", w), _text(d, "season", w)),
    "accept_game": lambda d, w: AcceptGame(_text(d, "game", w), d.get("season")),
    "withdraw": lambda d, w: Withdraw(_year(d, w), _text(d, "player", w)),
    "qualifier_result": lambda d, w: QualifierResult(
        _year(d, w), _text(d, "table", w), _strings(d.get("places"), w)
    ),
    "final_result": lambda d, w: FinalResult(
        _year(d, w),
        tuple(_hanchan(h, w) for h in d.get("hanchan") or ()),
        d.get("effective_season"),
    ),
}


def _action(data: Any, index: int) -> Action:
    where = f"actions[{index}]"
    kind = data.get("action") if isinstance(data, dict) else None
    if kind not in _ACTIONS:
        raise LeagueError(f"{where}: 'action' must be one of {', '.join(_ACTIONS)}")
    return _ACTIONS[kind](data, f"{where} ({kind})")


def _list(data: Mapping[str, Any], key: str, required: bool) -> list[Any]:
    if key not in data:
        if required:
            raise LeagueError(f"the league file has no {key!r} list")
        return []
    value = data[key]
    if not isinstance(value, list):
        raise LeagueError(f"{key!r} must be a list")
    return value


def parse_league(data: Any) -> tuple[League, list[Rejected]]:
    """Core values from a parsed league file; games that cannot even be read become rejected entries."""
    if not isinstance(data, dict):
        raise LeagueError("the league file must be a JSON object with players and games")
    default = LeagueConfig()
    config = LeagueConfig(
        format=str(data.get("format", default.format)),
        timezone=str(data.get("timezone", default.timezone)),
    )
    players = tuple(_player(p, i, config) for i, p in enumerate(_list(data, "players", True)))
    games: list[Game] = []
    rejected: list[Rejected] = []
    for index, raw in enumerate(_list(data, "games", False)):
        try:
            games.append(_game(raw, index))
        except LeagueError as error:
            game_id = raw.get("id") if isinstance(raw, dict) else None
            rejected.append(Rejected(str(game_id or f"games[{index}]"), "bad_game", error.message))
    actions = tuple(_action(a, i) for i, a in enumerate(_list(data, "actions", False)))
    return League(players, tuple(games), actions, config), rejected


def _load(path: Path) -> tuple[League, LeagueResult, list[Rejected]]:
    """Read, parse and run a league file; every problem becomes a LeagueError with the reason."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise LeagueError(f"cannot read {path}: {error.strerror}") from None
    try:
        data = json.loads(text, parse_float=Decimal)
    except json.JSONDecodeError as error:
        raise LeagueError(f"{path} is not valid JSON: {error.msg} (line {error.lineno})") from None
    league, unreadable = parse_league(data)
    ruleset = rules.load(league.config.format)
    # The parsed input (millions of objects for a big league) lives until the end: freeze it out of
    # the garbage collector's reach so the engine's own allocations do not rescan it again and again.
    gc.collect()
    gc.freeze()
    try:
        return league, run_league(league, ruleset), unreadable
    finally:
        gc.unfreeze()


# --------------------------------------------------------------------------- the JSON contract


def _pct(value: Any) -> Decimal:
    """Two decimals for display, written like 16.67 / 33.3 / 100.0."""
    rounded = percent(value)
    return rounded.quantize(PT) if rounded == rounded.quantize(PT) else rounded


def _season_json(season: SeasonResult, config: LeagueConfig) -> dict[str, Any]:
    return {
        "season": season.season,
        "participants": season.participants,
        "void": season.void,
        "standings": [
            {
                "player": s.player,
                "rank": s.rank,
                "score": s.score,
                "games": s.games,
                "top_pct": _pct(s.top_pct),
                "bottom_pct": _pct(s.bottom_pct),
                "tier": config.tier_name(s.tier),
                "promotion": s.promotion,
                "demotion": s.demotion,
                "next_tier": config.tier_name(s.next_tier),
                "why": s.why,
            }
            for s in season.standings
        ],
        "champion": season.champion,
        "rank_champions": dict(season.rank_champions),
        "annual_points": dict(season.annual_points),
    }


def _year_json(year: YearResult) -> dict[str, Any]:
    bracket = year.championship
    fields = {"final": list(bracket.fields["final"])}
    fields.update({table: list(players) for table, players in bracket.fields.items() if table != "final"})
    championship: dict[str, Any] = fields
    if bracket.final:
        championship["final_results"] = [
            {
                "player": f.player,
                "place": f.place,
                "carry": f.carry,
                "last": f.last,
                "total": f.total,
                "promotion": f.promotion,
            }
            for f in bracket.final
        ]
        championship["champion"] = bracket.champion
    return {
        "year": year.year,
        "ranking": [
            {
                "player": e.player,
                "points": e.points,
                "season_wins": e.season_wins,
                "rank_wins": e.rank_wins,
                "score": e.score,
                "games": e.games,
            }
            for e in year.ranking
        ],
        "championship": championship,
    }


def result_json(league: League, result: LeagueResult, unreadable: list[Rejected]) -> dict[str, Any]:
    """The CONTRACTS.md section 3 response."""
    rejected = [*unreadable, *result.rejected]
    return {
        "ok": True,
        "seasons": [_season_json(s, league.config) for s in result.seasons],
        "years": [_year_json(y) for y in result.years],
        "rejected": [{"game": r.game, "code": r.code, "message": r.message} for r in rejected],
    }


# --------------------------------------------------------------------------- Rich tables


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
        return f"[green]+{promotion} -> {next_tier}[/]"
    if demotion:
        return f"[red]-{demotion} -> {next_tier}[/]"
    return "="


def _season_table(season: SeasonResult, names: Mapping[str, str], config: LeagueConfig) -> Table:
    champions = ", ".join(f"{g} {names[p]}" for g, p in season.rank_champions.items() if p) or "none"
    champion = names[season.champion] if season.champion else "none"
    void = " - VOID: nobody moves" if season.void else ""
    table = Table(
        title=f"Season {season.season}: {season.participants} participants{void}",
        caption=f"champion: {champion}; in-rank champions: {champions}",
    )
    for column in ("rank", "player", "tier", "games", "score", "top %", "bottom %", "move", "why"):
        table.add_column(column, justify="right" if column in {"rank", "games", "score"} else "left")
    for s in season.standings:
        table.add_row(
            str(s.rank),
            names[s.player],
            shown_tier(s.tier, config),
            str(s.games),
            f"{s.score:+}",
            str(percent(s.top_pct)),
            str(percent(s.bottom_pct)),
            _movement(s.promotion, s.demotion, shown_tier(s.next_tier, config)),
            s.why,
        )
    return table


def _year_tables(year: YearResult, names: Mapping[str, str]) -> list[Table]:
    ranking = Table(title=f"League year {year.year} ({', '.join(year.seasons)})")
    for column in ("#", "player", "annual pt", "season wins", "rank wins", "score", "games"):
        ranking.add_column(column, justify="left" if column == "player" else "right")
    for index, e in enumerate(year.ranking, start=1):
        ranking.add_row(
            str(index),
            names[e.player],
            str(e.points),
            str(e.season_wins),
            str(e.rank_wins),
            f"{e.score:+}",
            str(e.games),
        )
    bracket = Table(title=f"Championship {year.year}")
    bracket.add_column("table")
    bracket.add_column("players")
    for table, players in year.championship.fields.items():
        bracket.add_row(table, ", ".join(names[p] for p in players) or "-")
    for f in year.championship.final:
        bracket.add_row(
            f"final #{f.place}",
            f"{names[f.player]}: {f.carry} carried + {f.last} = {f.total}; special promotion +{f.promotion}",
        )
    return [ranking, bracket]


def _names(league: League, result: LeagueResult) -> dict[str, str]:
    return {p.id: HIDDEN if p.id in result.hidden else p.name for p in league.players}


def _print_rejected(rejected: list[Rejected]) -> None:
    if not rejected:
        return
    table = Table(title="Rejected games")
    for column in ("game", "code", "reason"):
        table.add_column(column)
    for r in rejected:
        table.add_row(r.game, r.code, r.message)
    console.print(table)


def _print(league: League, result: LeagueResult, unreadable: list[Rejected], season: str | None) -> None:
    names = _names(league, result)
    seasons = [s for s in result.seasons if season is None or s.season == season]
    if season is not None and not seasons:
        fail(f"no season {season} in this league (seasons: {', '.join(s.season for s in result.seasons)})")
    if not seasons:
        console.print("No accepted game: no season to show.")
    for s in seasons:
        console.print(_season_table(s, names, league.config))
    if season is None:
        for year in result.years:
            for table in _year_tables(year, names):
                console.print(table)
    _print_rejected([*unreadable, *result.rejected])


def _report_json(league: League, result: LeagueResult) -> dict[str, Any]:
    return {
        "ok": True,
        "lowest_tier_twice": [{"player": r.player, "seasons": list(r.seasons)} for r in result.reports],
        "hidden": sorted(result.hidden),
        "log": list(result.log),
    }


# --------------------------------------------------------------------------- commands


def _run_file(path: Path, as_json: bool) -> tuple[League, LeagueResult, list[Rejected]]:
    try:
        return _load(path)
    except TaikaiError as error:
        if as_json:
            typer.echo(dumps({"ok": False, "error": {"code": error.code, "message": error.message}}))
            raise typer.Exit(1) from None
        fail(error.message)


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
        league, result, unreadable = _run_file(file, as_json)
        if as_json:
            typer.echo(dumps(result_json(league, result, unreadable)))
        else:
            _print(league, result, unreadable, season)

    @league_app.command("report")
    def report(
        file: Annotated[Path, typer.Argument(help="League history (JSON).")],
        as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    ) -> None:
        """For the organizer: two seasons in a row at the lowest tier, hidden names, the action log."""
        league, result, _ = _run_file(file, as_json)
        if as_json:
            typer.echo(dumps(_report_json(league, result)))
            return
        names = _names(league, result)
        table = Table(title="Two seasons in a row at the lowest tier (the organizer may hide or reset)")
        table.add_column("player")
        table.add_column("seasons")
        for r in result.reports:
            table.add_row(f"{names[r.player]} ({r.player})", " and ".join(r.seasons))
        console.print(table)
        for line in result.log:
            console.print(f"- {line}", highlight=False)

    app.add_typer(league_app, name="league")
