"""What the public pages and the JSON API read: every answer of a page comes through here.

Each function takes a unit of work (``store.unit_of_work(actor, read_only=True)``) and returns plain
data (dicts, lists, ints, exact ``Decimal`` pt): nothing of the database, nothing of the pages. It is
the one seam between the web app and what lies under it: the services (issue 11) take over these
bodies, and no other module of the web app reads the store's repositories or runs an engine.

Until then each is written here over the store, minimally: a competition's standings are its contract
input built from the stored players, games and actions, run through the engine and written by the
contract (:func:`standings` is what ``taikai standings SLUG --json`` prints: CONTRACTS.md section 3, 4
or 5), kept in the store's standings cache (``uow.standings.cached``). The engines read the format and
the ruleset stored with the competition, never a preset of the same name, so a later change to a
preset does not rewrite a past competition.

Names: a player whose name is hidden (the player's ``hidden`` flag, or a league's ``hide_name``
action) is :data:`HIDDEN` in everything returned here, standings included: the engines are given that
name, never the real one, so no page, title, chart or download can show it.

What is read as stored (docs/storage.md; the services store it so): a game's ``record`` is the table
points entered (``{"points": [...], "deposits": N, "penalties": [...]}``), settled scores (``{"scores":
{"p1": 12.3, ...}}``) or a whole game record (docs/game-record.md, replayed under the competition's
ruleset); an action's ``kind`` and ``data`` are a league file action's; a player's ``data`` holds a
league's starting ``tier`` and a tournament's ``pro`` and ``key``; a tournament round seated before
its results are in is an action of kind :data:`SEATING` (``{"round": 2, "tables": [["p1", ...]]}``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from itertools import pairwise
from typing import Any

from taikai import i18n, rules
from taikai.competitions import formats
from taikai.competitions.cup import Cup, run_cup
from taikai.competitions.cup import Game as CupGame
from taikai.competitions.cup import Player as CupPlayer
from taikai.competitions.formats import CupFormat, FormatModel, TournamentFormat
from taikai.competitions.league import run_league
from taikai.competitions.tournament import Player as EventPlayer
from taikai.competitions.tournament import TableResult, run_event
from taikai.competitions.tournament.series import EventStars, run_series
from taikai.contracts import tournament as tournament_contract
from taikai.contracts.cup import cup_json
from taikai.contracts.game import parse_record
from taikai.contracts.league import HIDDEN, league_json, parse_league
from taikai.contracts.settle import parse_penalty
from taikai.errors import Inconsistent
from taikai.game.record import GameRecord, Ron, Tsumo
from taikai.game.settle import Penalty, Settlement, settle
from taikai.game.table import GameRun, TableState, penalties_of, run
from taikai.rules import Ruleset
from taikai.services import values
from taikai.services.unit_of_work import NotFound, UnitOfWork

__all__ = [
    "HIDDEN",
    "SEATING",
    "competition",
    "competitions",
    "game",
    "games",
    "player",
    "players",
    "rules_of",
    "seatings",
    "series",
    "standings",
]

#: The cache version of the standings built here: a new builder never serves an old one's standings.
VERSION = "web-standings-1"
#: The action kind of a tournament round seated before its results are in.
SEATING = "seat_round"
#: What a hand's replay says it was (``taikai.game.table.HandLog.kind``): the pages word each.
HAND_KINDS = ("ron", "tsumo", "draw", "abortive", "chombo")

Data = dict[str, Any]


# --------------------------------------------------------------------------- what is stored


@dataclass(frozen=True)
class _Stored:
    """A competition, its players and the name each is shown by (:data:`HIDDEN` when hidden)."""

    competition: values.Competition
    players: tuple[values.Player, ...]
    hidden: frozenset[str]
    names: Mapping[str, str]

    def name(self, player: str) -> str:
        """The name shown for ``player`` (an id no player has is shown as the id)."""
        return self.names.get(player, player)

    def seats(self, seats: Iterable[str]) -> list[Data]:
        return [{"player": p, "name": self.name(p)} for p in seats]


def _load(uow: UnitOfWork, slug: str) -> _Stored:
    competition = uow.competitions.require(slug)
    players = tuple(uow.players.list(slug))
    hidden = {p.id for p in players if p.hidden}
    hidden.update(str(a.data.get("player")) for a in uow.actions.list(slug, "hide_name"))
    names = {p.id: HIDDEN if p.id in hidden else p.name for p in players}
    return _Stored(competition, players, frozenset(hidden), names)


def _ruleset(competition: values.Competition) -> Ruleset:
    """The whole ruleset stored with the competition."""
    return rules.from_mapping(competition.rules, f"competition {competition.slug}: its stored ruleset")


def _format(competition: values.Competition, model: type[FormatModel]) -> Any:
    """The format stored with the competition (as data), of the model its kind runs."""
    return formats.from_mapping(
        competition.format, f"competition {competition.slug}: its stored format", model
    )


def _summary(c: values.Competition) -> Data:
    return {"slug": c.slug, "kind": c.kind, "name": c.name, "format": c.format_name, "rules": c.rules_name}


def competitions(uow: UnitOfWork) -> list[Data]:
    """Every competition, in the order they were created: slug, kind, name, format and rules names."""
    return [_summary(c) for c in uow.competitions.list()]


def competition(uow: UnitOfWork, slug: str) -> Data:
    """One competition's summary, its ``revision`` (counted up by every change to anything of it) and
    the ``timezone`` its format names (None: none); :class:`NotFound` (``competition_not_found``)
    when there is none."""
    c = uow.competitions.require(slug)
    return _summary(c) | {"revision": c.revision, "timezone": c.format.get("timezone")}


# --------------------------------------------------------------------------- games as entered


def _penalty_data(penalty: Penalty) -> Data:
    return {"seat": penalty.seat, "kind": penalty.kind} | (
        {"pt": penalty.pt} if penalty.pt is not None else {}
    )


def _record(game: values.Game, ruleset: Ruleset) -> GameRecord | None:
    """The whole game record a game was stored with (None for points or scores entered), played
    under the competition's ruleset."""
    if "points" in game.record or "scores" in game.record:
        return None
    data = {"players": list(game.seats), **game.record, "rules": ruleset.name}
    return parse_record(data, f"game {game.id}", ruleset=ruleset)


@dataclass(frozen=True)
class _Table:
    """A game as the engines take it: final table points, sticks left and penalties (entered, or the
    final state of its record's replay), or the settled scores it was entered with."""

    points: tuple[int, ...] | None
    deposits: int = 0
    penalties: tuple[Penalty, ...] = ()
    scores: tuple[Decimal, ...] | None = None
    record: GameRecord | None = None
    replay: GameRun | None = None


def _table(game: values.Game, ruleset: Ruleset) -> _Table:
    entered = game.record
    if "scores" in entered:
        return _Table(None, scores=tuple(Decimal(str(entered["scores"][p])) for p in game.seats))
    record = _record(game, ruleset)
    if record is None:
        where = f"game {game.id}: penalties"
        penalties = tuple(
            parse_penalty(p, f"{where}[{i}]") for i, p in enumerate(entered.get("penalties", ()))
        )
        return _Table(tuple(entered["points"]), entered.get("deposits", 0), penalties)
    replay = run(record, ruleset)
    final = replay.final
    return _Table(final.points, final.deposits, penalties_of(record, final), record=record, replay=replay)


def _counted(game: values.Game, ruleset: Ruleset) -> _Table:
    """A game as the standings count it: a whole record must replay to its settlement (the services
    replay every record before storing it; a stored one that does not is refused, never counted
    with the points it reached)."""
    table = _table(game, ruleset)
    if table.replay is not None and table.replay.settlement is None:
        raise Inconsistent.of("web_record_unfinished", game=game.id)
    return table


def _settlement(table: _Table, ruleset: Ruleset) -> Settlement | None:
    """The game settled under the ruleset (None for scores entered, or a record that does not end)."""
    if table.replay is not None:
        return table.replay.settlement
    return None if table.points is None else settle(table.points, ruleset, table.deposits, table.penalties)


# --------------------------------------------------------------------------- standings


def standings(uow: UnitOfWork, slug: str, lang: str = i18n.DEFAULT) -> Data:
    """The competition's standings: the JSON of ``taikai standings SLUG --json`` (CONTRACTS.md
    section 3 for a league, 4 for a tournament, 5 for a cup), words in ``lang``."""
    build = _BUILDERS[uow.competitions.require(slug).kind]
    return uow.standings.cached(slug, f"{VERSION}:{lang}", lambda: build(_load(uow, slug), uow, lang))


def _league(stored: _Stored, uow: UnitOfWork, lang: str) -> Data:
    competition = stored.competition
    ruleset = _ruleset(competition)
    file: Data = {"format": competition.format_name}
    if "timezone" in competition.format:
        file["timezone"] = competition.format["timezone"]
    file["players"] = [
        {"id": p.id, "name": stored.name(p.id)} | ({"tier": p.data["tier"]} if "tier" in p.data else {})
        for p in stored.players
    ]
    file["games"] = [_league_game(g, ruleset) for g in uow.games.list(competition.slug)]
    file["actions"] = [{"action": a.kind, **a.data} for a in uow.actions.list(competition.slug)]
    league, warnings, unreadable = parse_league(file, f"competition {competition.slug}")
    return league_json(league, run_league(league, ruleset), unreadable, warnings)


def _league_game(game: values.Game, ruleset: Ruleset) -> Data:
    entry: Data = {"id": game.id, "played_at": game.played_at.isoformat()}
    table = _counted(game, ruleset)
    if table.scores is not None:
        return entry | {"scores": dict(zip(game.seats, table.scores, strict=True))}
    entry |= {"seats": list(game.seats), "points": list(table.points or ())}
    if table.deposits:
        entry["deposits"] = table.deposits
    if table.penalties:
        entry["penalties"] = [_penalty_data(p) for p in table.penalties]
    return entry


def _placed(
    uow: UnitOfWork, stored: _Stored, ruleset: Ruleset
) -> tuple[dict[int, dict[int, Any]], list[str]]:
    """A tournament's games by round and table (each as ``(game, table)``), and those placed nowhere."""
    placed: dict[int, dict[int, Any]] = {}
    loose = []
    for g in uow.games.list(stored.competition.slug):
        if g.round is None or g.table is None:
            loose.append(g.id)
        else:
            placed.setdefault(g.round, {})[g.table] = (g, _counted(g, ruleset))
    return placed, loose


def _event_players(stored: _Stored) -> tuple[EventPlayer, ...]:
    return tuple(
        EventPlayer(p.id, stored.name(p.id), bool(p.data.get("pro", False)), p.data.get("key"))
        for p in stored.players
    )


def _tournament(stored: _Stored, uow: UnitOfWork, lang: str) -> Data:
    ruleset = _ruleset(stored.competition)
    placed, loose = _placed(uow, stored, ruleset)
    rounds = [
        [
            TableResult(tuple(g.seats), tuple(t.points or ()), t.deposits, t.penalties)
            for g, t in (tables[n] for n in sorted(tables))
        ]
        for tables in (placed.get(r, {}) for r in range(1, max(placed, default=0) + 1))
    ]
    players = _event_players(stored)
    fmt = _format(stored.competition, TournamentFormat)
    out = tournament_contract.report_json(run_event(fmt, players, rounds, ruleset), players, lang)
    out["warnings"] += [
        {"code": "game_without_table", "message": i18n.message("web_game_without_table", {"game": g}, lang)}
        for g in loose
    ]
    return out


def _cup(stored: _Stored, uow: UnitOfWork, lang: str) -> Data:
    ruleset = _ruleset(stored.competition)
    games = []
    for g in uow.games.list(stored.competition.slug):
        t = _table(g, ruleset)
        if t.record is not None:
            games.append(CupGame(g.id, g.played_at, tuple(g.seats), record=t.record))
        else:
            games.append(CupGame(g.id, g.played_at, tuple(g.seats), t.points, t.deposits, t.penalties))
    players = tuple(CupPlayer(p.id, stored.name(p.id)) for p in stored.players)
    cup = Cup(_format(stored.competition, CupFormat), ruleset, players, tuple(games))
    return cup_json(cup, run_cup(cup))


_BUILDERS: dict[str, Callable[[_Stored, UnitOfWork, str], Data]] = {
    "league": _league,
    "tournament": _tournament,
    "cup": _cup,
}


def seatings(uow: UnitOfWork, slug: str) -> Data:
    """A tournament's rounds as seated: each round's tables in order, each with its seats (E S W N)
    and, once its game is entered, the game's id and table points (``None`` before).

    A round's tables are its seating (an action of kind :data:`SEATING`) and the games entered for
    it; a table entered with other seats than its seating shows the seats entered.
    """
    stored = _load(uow, slug)
    rounds: dict[int, dict[int, Data]] = {}
    for action in uow.actions.list(slug, SEATING):
        rounds[int(action.data["round"])] = {
            n: {"table": n, "seats": list(seats), "game": None, "points": None}
            for n, seats in enumerate(action.data["tables"], 1)
        }
    placed, _ = _placed(uow, stored, _ruleset(stored.competition))
    for number, tables in placed.items():
        for n, (g, t) in tables.items():
            points = None if t.points is None else list(t.points)
            rounds.setdefault(number, {})[n] = {
                "table": n,
                "seats": list(g.seats),
                "game": g.id,
                "points": points,
            }
    mentioned = sorted({p for tables in rounds.values() for t in tables.values() for p in t["seats"]})
    return {
        "ok": True,
        "rounds": [{"round": r, "tables": [rounds[r][n] for n in sorted(rounds[r])]} for r in sorted(rounds)],
        "names": {p: stored.name(p) for p in mentioned},
    }


def series(uow: UnitOfWork, slug: str, lang: str = i18n.DEFAULT) -> Data:
    """The star table of the series the tournament belongs to: every stored tournament of the same
    format with a result, in the order they were created, players joined by their series key
    (COMPETITIONS.md D). Each line: the key, the name, the stars, the most at one event and the
    events won; ``events`` lists the tournaments counted.

    The champions event's field is not drawn here: its size is the series' choice, which nothing
    stores yet.
    """
    this = uow.competitions.require(slug)
    fmt = _format(this, TournamentFormat)
    events: list[EventStars] = []
    for c in uow.competitions.list():
        if c.kind != "tournament" or c.format_name != this.format_name:
            continue
        result = standings(uow, c.slug, lang).get("result")
        if result is None:
            continue
        stored = _load(uow, c.slug)
        key = {p.id: p.series_key for p in _event_players(stored)}
        winner = result.get("qualified")
        events.append(
            EventStars(
                c.slug,
                None if winner is None else key[winner],
                {key[p]: int(n) for p, n in result["stars"].items()},
                frozenset(key[p.id] for p in stored.players if p.data.get("pro", False)),
                {key[p.id]: stored.name(p.id) for p in stored.players},
            )
        )
    table = run_series(events, fmt, field_size=max(1, len({p for e in events for p in e.stars})))
    return {
        "ok": True,
        "events": [e.event for e in events],
        "standings": [
            {
                "player": s.player,
                "name": table.names.get(s.player, s.player),
                "stars": s.stars,
                "best": s.best,
                "wins": list(s.wins),
            }
            for s in table.standings
        ],
    }


# --------------------------------------------------------------------------- players and games


def players(uow: UnitOfWork, slug: str) -> Data:
    """The competition's players in the order they were added: id, name (hidden ones hidden) and
    whether the name is hidden."""
    stored = _load(uow, slug)
    return {
        "ok": True,
        "players": [
            {"player": p.id, "name": stored.name(p.id), "hidden": p.id in stored.hidden}
            for p in stored.players
        ],
    }


def _results(game: values.Game, table: _Table, settlement: Settlement | None) -> list[Data]:
    """Each seat's final points, place and score (None where the game does not say)."""
    if settlement is not None:
        return [{"points": r.points, "place": r.place, "score": r.score} for r in settlement.results]
    if table.scores is not None:
        order = sorted(table.scores, reverse=True)
        return [{"points": None, "place": order.index(s) + 1, "score": s} for s in table.scores]
    points = table.points or (None,) * len(game.seats)
    return [{"points": p, "place": None, "score": None} for p in points]


def _game_line(stored: _Stored, game: values.Game, ruleset: Ruleset) -> Data:
    table = _table(game, ruleset)
    results = _results(game, table, _settlement(table, ruleset))
    return {
        "game": game.id,
        "played_at": game.played_at,
        "round": game.round,
        "table": game.table,
        "source": game.source,
        "recorded": table.record is not None and bool(table.record.hands),
        "seats": [
            {"seat": n, **s, **r}
            for n, (s, r) in enumerate(zip(stored.seats(game.seats), results, strict=True))
        ],
    }


def games(uow: UnitOfWork, slug: str, offset: int = 0, limit: int | None = None) -> Data:
    """The competition's games by time played (``limit`` of them from ``offset``), each with its
    seats: player, name, final points, place and score."""
    stored = _load(uow, slug)
    ruleset = _ruleset(stored.competition)
    every = uow.games.list(slug)
    shown = every[offset:] if limit is None else every[offset : offset + limit]
    return {
        "ok": True,
        "total": len(every),
        "offset": offset,
        "games": [_game_line(stored, g, ruleset) for g in shown],
    }


def _wins(hand_result: Any) -> list[Data]:
    wins = (
        hand_result.wins
        if isinstance(hand_result, Ron)
        else (hand_result.win,)
        if isinstance(hand_result, Tsumo)
        else ()
    )
    return [
        {"seat": w.seat, "han": w.han, "fu": w.fu, "yakuman": w.yakuman, "yaku": list(w.yaku)} for w in wins
    ]


def _hands(record: GameRecord, replay: GameRun) -> list[Data]:
    """Every hand the replay played: when (the round's wind 0-3 = E S W N, the dealer's number, honba,
    sticks on the table), riichi, the result's kind, winners, discarder and values, each seat's change
    in points and the points after."""
    hands = []
    for number, (before, after) in enumerate(pairwise(replay.states), 1):
        hand, log = record.hands[number - 1], after.last
        assert log is not None
        hands.append(
            {
                "hand": number,
                "wind": before.round_wind,
                "dealer": before.dealer,
                "honba": before.honba,
                "deposits": before.deposits,
                "riichi": list(hand.riichi),
                "kind": log.kind,
                "winners": list(log.winners),
                "discarder": hand.result.discarder if isinstance(hand.result, Ron) else None,
                "wins": _wins(hand.result),
                "deltas": list(log.deltas),
                "points": list(after.points),
                "time_called": hand.time_called,
            }
        )
    return hands


def _final(state: TableState) -> Data:
    return {"over": state.over, "points": list(state.points), "deposits": state.deposits}


def game(uow: UnitOfWork, slug: str, game_id: str) -> Data:
    """One game: its seats (player, name, final points, place, score) and, when it was recorded hand
    by hand, every hand (the replay under the competition's ruleset) and the state at the end; a
    replay that stops at an impossible hand carries its ``error`` (code and English message)."""
    stored = _load(uow, slug)
    found = uow.games.get(slug, game_id)
    if found is None:
        raise NotFound("game_not_found", competition=slug, game=game_id)
    ruleset = _ruleset(stored.competition)
    out = {"ok": True} | _game_line(stored, found, ruleset)
    table = _table(found, ruleset)
    replay, record = table.replay, table.record
    recorded = replay is not None and record is not None and bool(record.hands)
    out["hands"] = _hands(record, replay) if recorded else None  # type: ignore[arg-type]
    out["final"] = _final(replay.final) if recorded else None  # type: ignore[union-attr]
    error = replay.error if replay is not None else None
    out["error"] = None if error is None else {"code": error.code, "message": error.message}
    return out


def _lines(standings_data: Data, kind: str, player_id: str) -> Data:
    """The player's lines in the standings: a league's seasons (with the tier before and after), a
    tournament's rounds, a cup's months."""
    if kind == "league":
        return {
            "seasons": [
                {
                    "season": s["season"],
                    "provisional": s.get("provisional", True),
                    "participants": s["participants"],
                }
                | line
                for s in standings_data["seasons"]
                for line in s["standings"]
                if line["player"] == player_id
            ]
        }
    if kind == "tournament":
        return {
            "rounds": [
                {"round": n, "participants": len(after)} | line
                for n, after in enumerate(standings_data["standings"], 1)
                for line in after
                if line["player"] == player_id
            ]
        }
    return {
        "months": [
            {"month": m["month"], "participants": len(m["standings"])} | line
            for m in standings_data["months"]
            for line in m["standings"]
            if line["player"] == player_id
        ]
    }


def player(uow: UnitOfWork, slug: str, player_id: str, standings_data: Data | None = None) -> Data:
    """One player: the name (hidden when hidden), every game the player sat in (by time, with the
    seat's points, place and score, and the code of the standings' rejection when they did not count
    it), and the player's lines in the standings (a league's seasons, a tournament's rounds, a cup's
    months). ``standings_data`` is the competition's standings when the caller has them already
    (:func:`standings` otherwise)."""
    stored = _load(uow, slug)
    if player_id not in {p.id for p in stored.players}:
        raise NotFound("player_not_found", competition=slug, player=player_id)
    table = standings(uow, slug) if standings_data is None else standings_data
    ruleset = _ruleset(stored.competition)
    rejected = {r["game"]: r["code"] for r in table.get("rejected", ())}
    lines = []
    for g in uow.games.list(slug):
        if player_id in g.seats:
            line = _game_line(stored, g, ruleset)
            seat = line["seats"][g.seats.index(player_id)]
            mine = {key: seat[key] for key in ("seat", "points", "place", "score")}
            lines.append(line | mine | {"rejected": rejected.get(g.id)})
    kind = stored.competition.kind
    return {
        "ok": True,
        "player": player_id,
        "name": stored.name(player_id),
        "hidden": player_id in stored.hidden,
        "kind": kind,
        "games": lines,
    } | _lines(table, kind, player_id)


def rules_of(uow: UnitOfWork, slug: str) -> Data:
    """The ruleset and the format stored with the competition, as data (every field), with the names
    they were created from."""
    c = uow.competitions.require(slug)
    return {
        "ok": True,
        "competition": c.slug,
        "kind": c.kind,
        "format_name": c.format_name,
        "format": c.format,
        "rules_name": c.rules_name,
        "rules": c.rules,
    }
