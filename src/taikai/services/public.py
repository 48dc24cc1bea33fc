"""What the public pages, the screens and the JSON API read: every answer of a page comes through here.

Each reader takes a unit of work and returns plain data (dicts, lists, ints, exact ``Decimal`` pt):
nothing of the database, nothing of the pages. The web app holds no unit of work: it opens one
per request with :func:`reading` and asks the :class:`Reading` for what it shows, ``reading(
competition, slug)``, ``reading(standings, slug)`` ..., all at one revision; nothing here decides a
rule, settles a game or builds standings itself:

- standings are the services' (:func:`taikai.services.standings.cached`: what ``taikai standings SLUG
  --json`` prints, CONTRACTS.md section 3, 4 or 5, kept in the store's standings cache by revision);
- a game's points, places and scores are its stored settlement (:func:`taikai.services.files
  .settlement`), its hands the replay of its stored record (:func:`taikai.services.files.replay`);
- a tournament's rounds are the seat draw the tournament service keeps (its ``seating`` action), the
  final round's tables as the standings formed them, and the tables entered.

Names: a hidden name (the player's ``hidden`` flag, or a league's ``hide_name`` action) is
:data:`HIDDEN` in everything returned here; the standings come hidden from the services
(:func:`taikai.services.files.public`), and the rest reads the same :func:`taikai.services.files.hidden`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from itertools import pairwise
from typing import Any, TypeVar

from taikai import i18n
from taikai.competitions.tournament import Event
from taikai.competitions.tournament.series import EventStars, run_series
from taikai.contracts import tournament as tournament_contract
from taikai.contracts.league import HIDDEN
from taikai.game.codes import GameCode
from taikai.game.record import GameRecord, Ron
from taikai.game.settle import Settlement
from taikai.game.state import HandLog
from taikai.game.table import GameRun, TableState
from taikai.reasons import Reason
from taikai.rules import Ruleset
from taikai.services import day, files
from taikai.services import standings as standings_service
from taikai.services.games import ruleset_of, stored_game
from taikai.services.tournament import SEATING
from taikai.services.unit_of_work import NotFound, Store, UnitOfWork
from taikai.services.values import Competition, CompetitionSummary, Game

__all__ = [
    "HIDDEN",
    "Reading",
    "being_played",
    "competition",
    "competitions",
    "game",
    "games",
    "latest_revision",
    "listed",
    "player",
    "player_page",
    "players",
    "read",
    "reading",
    "revision",
    "rules_of",
    "seatings",
    "series",
    "standings",
]

#: The action that hides a player's name (:func:`taikai.services.files.hidden`).
HIDE = "hide_name"
#: What a hand's replay says it was (``taikai.game.table.HandLog.kind``): the pages word each.
HAND_KINDS = ("ron", "tsumo", "draw", "abortive", "chombo")

Data = dict[str, Any]
T = TypeVar("T")


class Reading:
    """One read-only unit of work of a request: each reader of this module called in it, so that
    everything a page shows is read at one revision."""

    def __init__(self, uow: UnitOfWork) -> None:
        self._uow = uow

    def __call__(self, reader: Callable[..., T], *args: Any) -> T:
        """``reader(uow, *args)``: a reader of this module (or of the services) in this unit of work."""
        return reader(self._uow, *args)

    def revision(self, slug: str) -> int:
        """The competition's revision as this unit of work sees it (:func:`revision`)."""
        return revision(self._uow.competitions.revision, slug)


@contextmanager
def reading(store: Store, actor: str) -> Iterator[Reading]:
    """A :class:`Reading` over a read-only unit of work of ``store`` (it serves the standings cache
    and writes nothing)."""
    with store.unit_of_work(actor, read_only=True) as uow:
        yield Reading(uow)


def read(store: Store, actor: str, reader: Callable[..., T], *args: Any) -> T:
    """``reader(uow, *args)`` in a read-only unit of work of its own."""
    with reading(store, actor) as each:
        return each(reader, *args)


def latest_revision(store: Store, slug: str) -> int:
    """The competition's latest revision read in no unit of work (one statement: what a reader of
    kept standings asks on every request)."""
    return revision(store.revision, slug)


def _names(stored: files.Stored) -> dict[str, str]:
    """Each player's name as shown (:data:`HIDDEN` when hidden: as the standings show it)."""
    return {p.id: p.name for p in files.public(stored).players}


def _seats(names: dict[str, str], seats: Any) -> list[Data]:
    return [{"player": p, "name": names.get(p, p)} for p in seats]


def _summary(c: Competition | CompetitionSummary) -> Data:
    return {"slug": c.slug, "kind": c.kind, "name": c.name, "format": c.format_name, "rules": c.rules_name}


def competitions(uow: UnitOfWork) -> list[Data]:
    """Every competition, in the order they were created: slug, kind, name, format and rules names."""
    return [_summary(c) for c in uow.competitions.summaries()]


def listed(store: Store) -> list[Data]:
    """:func:`competitions` read in no unit of work (one statement: ``store.summaries()``), what
    ``GET /api/competitions`` answers on every request."""
    return [_summary(c) for c in store.summaries()]


def competition(uow: UnitOfWork, slug: str) -> Data:
    """One competition's summary, its ``revision`` (counted up by every change to anything of it) and
    the ``timezone`` its times are shown in (its format's); :class:`NotFound` (``competition_not_found``)
    when there is none."""
    c = uow.competitions.require(slug)
    return _summary(c) | {"revision": c.revision, "timezone": c.timezone}


def revision(read: Callable[[str], int | None], slug: str) -> int:
    """The competition's revision alone, as ``read`` reads it (``uow.competitions.revision`` in a
    unit of work, ``store.revision`` in none: one column, what kept standings are checked by);
    :class:`NotFound` (``competition_not_found``) when there is none."""
    found = read(slug)
    if found is None:
        raise NotFound("competition_not_found", competition=slug)
    return found


def standings(uow: UnitOfWork, slug: str, lang: str | None = i18n.DEFAULT) -> Data:
    """The competition's standings: the JSON of ``taikai standings SLUG --json`` (CONTRACTS.md
    section 3 for a league, 4 for a tournament, 5 for a cup), words in ``lang``; in no language
    (``lang`` None) as the services keep them, each word its reason, for the edge to word
    (:func:`taikai.contracts.wording.worded`)."""
    return standings_service.cached(uow, slug, lang)


def seatings(uow: UnitOfWork, slug: str) -> Data:
    """A tournament's rounds as seated: each round's tables in order, each with its seats (E S W N)
    and, once its game is entered, the game's id and table points (``None`` before).

    The preliminary rounds are the tournament service's seat draw, the final round the tables the
    standings formed once the preliminary rounds are complete; a table entered with other seats than
    drawn shows the seats entered.
    """
    stored = files.load(uow, slug)
    drawn = stored.last(SEATING)
    seated: list[list[Any]] = list(drawn.data["rounds"]) if drawn is not None else []
    if stored.competition.kind == "tournament" and stored.games:
        final = standings(uow, slug, None).get("final_tables") or ()  # no words in them
        seated += [[t["seats"] for t in final]] if final else []
    rounds: dict[int, dict[int, Data]] = {
        r: {
            n: {"table": n, "seats": list(seats), "game": None, "points": None}
            for n, seats in enumerate(tables, 1)
        }
        for r, tables in enumerate(seated, 1)
    }
    for g in stored.games:
        if g.round is not None and g.table is not None:
            points = (g.result or {}).get("points")
            rounds.setdefault(g.round, {})[g.table] = {
                "table": g.table,
                "seats": list(g.seats),
                "game": g.id,
                "points": None if points is None else list(points),
            }
    names = _names(stored)
    mentioned = sorted({p for tables in rounds.values() for t in tables.values() for p in t["seats"]})
    return {
        "ok": True,
        "rounds": [{"round": r, "tables": [rounds[r][n] for n in sorted(rounds[r])]} for r in sorted(rounds)],
        "names": {p: names.get(p, p) for p in mentioned},
    }


def being_played(uow: UnitOfWork, slug: str) -> Data:
    """A tournament's rounds as seated (:func:`seatings`) and, as ``current``, the round being played
    (started and not complete: :func:`taikai.services.day.being_played`), None before any round is
    seated."""
    seated = seatings(uow, slug)
    rounds = seated["rounds"]
    counts = [(r["round"], len(r["tables"]), sum(1 for t in r["tables"] if t["game"])) for r in rounds]
    playing = day.being_played(counts, day.starts(uow, slug))
    return seated | {"current": next((r for r in rounds if r["round"] == playing), None)}


def _event(uow: UnitOfWork, slug: str) -> Event:
    """A tournament as its event file reads (names hidden as the standings hide them)."""
    return tournament_contract.parse_event(
        files.competition_file(files.public(files.load(uow, slug))), files.ORIGIN
    )


def series(uow: UnitOfWork, slug: str, lang: str = i18n.DEFAULT) -> Data:
    """The star table of the series the tournament belongs to: every stored tournament of the same format
    with a result, in the order they were created, players joined by their series key (COMPETITIONS.md D).
    Each line: the key, the name, the stars, the most at one event, the events won (by name; by name and
    slug where two share a name), whether the player qualifies for the champions event and why (the
    engine's reason); ``events`` lists the tournaments counted, ``field`` the champions event's size as
    the format says (``stars.champions_field``; None: the winners qualify, no other place is drawn),
    ``notes`` the ties and ``warnings`` the identity warnings (a key with two names, a name under two
    keys) when the format asks for them. A hidden name is never compared, nor shown.
    """
    this = uow.competitions.require(slug)
    fmt = _event(uow, slug).format
    events: list[EventStars] = []
    counted = []
    for c in uow.competitions.list():
        if c.kind != "tournament" or c.format_name != this.format_name:
            continue
        result = standings(uow, c.slug, None).get("result")  # no words in it
        if result is not None:
            counted.append((c, result))
    named = [c.name for c, _ in counted]
    for c, result in counted:
        event = _event(uow, c.slug)
        key = {p.id: p.series_key for p in event.players}
        winner = result.get("qualified")
        events.append(
            EventStars(
                c.name if named.count(c.name) == 1 else f"{c.name} ({c.slug})",  # an event by its name
                None if winner is None else key[winner],
                {key[p]: int(n) for p, n in result["stars"].items()},
                frozenset(key[p.id] for p in event.players if p.pro),
                {key[p.id]: p.name for p in event.players if p.name != HIDDEN},
            )
        )
    size = fmt.stars.champions_field
    winners = {e.winner for e in events if e.winner is not None}
    table = run_series(events, fmt, field_size=size or max(1, len(winners)))
    names = {player: table.names.get(player) or HIDDEN for player in (s.player for s in table.standings)}
    return {
        "ok": True,
        "events": [c.slug for c, _ in counted],
        "field": size,
        "winner_qualifies": fmt.stars.winner_qualifies,
        "standings": [
            {
                "player": s.player,
                "name": names[s.player],
                "stars": s.stars,
                "best": s.best,
                "wins": list(s.wins),
                "qualified": s.qualified and (size is not None or s.player in winners),
                "why": i18n.words(s.reason, lang) if size is not None or s.player in winners else "",
            }
            for s in table.standings
        ],
        "notes": [
            {"code": n.code, "message": i18n.words(n, lang), "params": n.as_dict()} for n in table.notes
        ],
        "warnings": [{"code": w.code, "message": i18n.words(w, lang)} for w in table.warnings],
        "names": names,
    }


# --------------------------------------------------------------------------- players and games


def players(uow: UnitOfWork, slug: str) -> Data:
    """The competition's players in the order they were added: id, name (hidden ones hidden) and
    whether the name is hidden."""
    stored = files.load(uow, slug)
    names, hide = _names(stored), files.hidden(stored)
    return {
        "ok": True,
        "players": [{"player": p.id, "name": names[p.id], "hidden": p.id in hide} for p in stored.players],
    }


def _results(game: Game, settlement: Settlement | None) -> list[Data]:
    """Each seat's final points, place and score (None where the game does not say): the settlement,
    or the settled scores a lobby log gave (no table points; places by score, equal scores sharing)."""
    if settlement is not None:
        return [{"points": r.points, "place": r.place, "score": r.score} for r in settlement.results]
    scores = list((game.result or {}).get("scores", [None] * len(game.seats)))
    order = sorted((s for s in scores if s is not None), reverse=True)
    return [{"points": None, "place": None if s is None else order.index(s) + 1, "score": s} for s in scores]


def _as_played(game: Game) -> list[Data]:
    """Each seat's final points as played (before the ruleset's rounding: 24,400 where the score
    counts 25,000) and the penalties given, from what was stored when the game was settled."""
    result = game.result or {}
    played = result.get("points") or [None] * len(game.seats)
    given = result.get("penalties", ())
    return [
        {"played": played[n], "penalties": [p for p in given if p.get("seat") == n]}
        for n in range(len(game.seats))
    ]


def _game_line(names: dict[str, str], game: Game, ruleset: Ruleset) -> Data:
    results = _results(game, files.settlement(game, ruleset))
    return {
        "game": game.id,
        "played_at": game.played_at,
        "round": game.round,
        "table": game.table,
        "source": game.source,
        "recorded": bool(game.record.get("record", {}).get("hands")),
        "seats": [
            {"seat": n, **s, **r, **p}
            for n, (s, r, p) in enumerate(
                zip(_seats(names, game.seats), results, _as_played(game), strict=True)
            )
        ],
    }


def games(uow: UnitOfWork, slug: str, offset: int = 0, limit: int | None = None) -> Data:
    """The competition's games by time played (``limit`` of them from ``offset``), each with its
    seats: player, name, final points, place and score."""
    stored = files.load(uow, slug)
    names, ruleset = _names(stored), ruleset_of(stored.competition)
    every = stored.games
    shown = every[offset:] if limit is None else every[offset : offset + limit]
    return {
        "ok": True,
        "total": len(every),
        "offset": offset,
        "games": [_game_line(names, g, ruleset) for g in shown],
    }


def _value(value: Reason) -> Data:
    """A win's value as the engine gave it (:mod:`taikai.game.payments`: han and fu, a yakuman
    multiple or points, the yaku, the pao seat, the kan caller who pays a rinshan win), as data."""
    params = dict(value.params)
    if value.code in (GameCode.value_pao, GameCode.value_kan_caller, GameCode.value_with_yaku):
        inner = _value(params["value"])  # type: ignore[arg-type]
        if value.code == GameCode.value_pao:
            return inner | {"pao": _seat_number(params["seat"])}
        if value.code == GameCode.value_kan_caller:
            return inner | {"kan_caller": _seat_number(params["seat"])}
        return inner | {"yaku": list(params["yaku"])}  # type: ignore[call-overload]
    if value.code == GameCode.value_yakuman:
        return {"yakuman": 1}
    if value.code == GameCode.value_yakuman_times:
        return {"yakuman": params["count"]}
    known = ("han", "fu", "points")
    return {name: params[name] for name in known if name in params}


def _seat_number(seat: object) -> int:
    assert isinstance(seat, Reason) and seat.code == GameCode.seat
    return int(str(seat.as_dict()["number"]))


def _wins(log: HandLog) -> list[Data]:
    """Each paid winner and the value the engine gave the win (by tiles, han and fu, or points)."""
    return [
        {"seat": _seat_number(part.as_dict()["seat"]), "han": None, "fu": None, "yakuman": 0, "yaku": []}
        | _value(part.as_dict()["value"])  # type: ignore[arg-type]
        for part in log.parts
        if part.code in (GameCode.log_ron, GameCode.log_tsumo)
    ]


def _chombo(log: HandLog) -> list[Data]:
    """Each chombo the hand gave (its result, or beside an exhaustive draw)."""
    return [
        {
            "seat": _seat_number(part.as_dict()["seat"]),
            "intentional": part.code == GameCode.log_chombo_intentional,
        }
        for part in log.parts
        if part.code in (GameCode.log_chombo, GameCode.log_chombo_intentional)
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
                "wins": _wins(log),
                "chombo": _chombo(log),
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
    stored = files.load(uow, slug)
    found = stored_game(uow, slug, game_id)
    ruleset = ruleset_of(stored.competition)
    out = {"ok": True} | _game_line(_names(stored), found, ruleset)
    replayed = files.replay(found, ruleset)
    record, replay = replayed if replayed is not None else (None, None)
    recorded = replay is not None and record is not None and bool(record.hands)
    out["hands"] = _hands(record, replay) if recorded else None  # type: ignore[arg-type]
    out["final"] = _final(replay.final) if recorded else None  # type: ignore[union-attr]
    # imported from a log: its play can be downloaded (mjai, tenhou.net/6)
    out["play"] = recorded and all(hand.play is not None for hand in record.hands)  # type: ignore[union-attr]
    error = replay.error if replay is not None else None
    out["error"] = None if error is None else {"code": error.code, "message": error.message}
    # an import stored it with the platform's scores (taikai's differ): both, as the import kept them
    # offences found in its play, proposed to staff (services.offences): what, where, the status
    kept = uow.offences.list(slug, game_id)
    out["offences"] = [{"number": o.number, "status": o.status, "note": o.note} | o.offence for o in kept]
    mark = out["platform_scores"] = (found.result or {}).get(files.PLATFORM_SCORES)
    if mark is not None:  # stored by its scores: its final points are the ones the import kept
        for seat, points in zip(out["seats"], mark["points"], strict=False):
            seat["points"] = seat.get("points") if seat.get("points") is not None else points
    return out


def _lines(standings_data: Data, kind: str, player_id: str) -> Data:
    """The player's lines in the standings: a league's seasons (with the tier before and after), a
    tournament's rounds, a cup's months, a staged competition's stages (players ranked) and records
    within each team played for."""
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
    if kind == "staged":
        return {
            "stages": [
                {"stage": s["stage"], "participants": len(s["standings"])} | line
                for s in standings_data["stages"]
                for line in s["standings"]
                if line["entrant"] == player_id
            ],
            "records": [r for r in standings_data["records"] if r["player"] == player_id],
        }
    return {
        "months": [
            {"month": m["month"], "participants": len(m["standings"])} | line
            for m in standings_data["months"]
            for line in m["standings"]
            if line["player"] == player_id
        ]
    }


def _player(
    uow: UnitOfWork, slug: str, player_id: str, table: Data | None, page: tuple[int, int] | None
) -> Data:
    """:func:`player` and ``total`` (``page``: its number from the latest games and its size, None:
    every game), reading only the player's games (by player in the store) and the names."""
    competition = uow.competitions.require(slug)
    if uow.players.get(slug, player_id) is None:
        raise NotFound("player_not_found", competition=slug, player=player_id)
    # the games the player sat in, waiting for confirmation left out (they count nowhere: files.load)
    mine = [
        game for game, result in uow.games.of_player(slug, player_id) if files.PENDING not in (result or {})
    ]
    total = len(mine)
    if page is not None:
        number, size = page
        end = max(0, len(mine) - (number - 1) * size)
        mine = mine[max(0, end - size) : end]
    table = standings(uow, slug) if table is None else table
    # the names as every page shows them: the players and what hides a name (no game is read for it)
    named = files.Stored(competition, tuple(uow.players.list(slug)), (), tuple(uow.actions.list(slug, HIDE)))
    names, ruleset = _names(named), ruleset_of(competition)
    rejected = {r["game"]: r["code"] for r in table.get("rejected", ())}
    lines = []
    for g in uow.games.many(slug, mine):
        line = _game_line(names, g, ruleset)
        seat = line["seats"][g.seats.index(player_id)]
        mine_only = {key: seat[key] for key in ("seat", "points", "place", "score")}
        lines.append(line | mine_only | {"rejected": rejected.get(g.id)})
    kind = competition.kind
    return {
        "ok": True,
        "player": player_id,
        "name": names[player_id],
        "hidden": player_id in files.hidden(named),
        "kind": kind,
        "games": lines,
        "total": total,
    } | _lines(table, kind, player_id)


def player(uow: UnitOfWork, slug: str, player_id: str, standings_data: Data | None = None) -> Data:
    """One player: the name (hidden when hidden), every game the player sat in (by time, with the
    seat's points, place and score, and the code of the standings' rejection when they did not count
    it), and the player's lines in the standings (a league's seasons, a tournament's rounds, a cup's
    months). ``standings_data`` is the competition's standings when the caller has them already
    (:func:`standings` otherwise)."""
    shown = _player(uow, slug, player_id, standings_data, None)
    del shown["total"]  # every game is in it
    return shown


def player_page(
    uow: UnitOfWork, slug: str, player_id: str, number: int, size: int, standings_data: Data | None = None
) -> Data:
    """:func:`player` with one page of the player's games: page ``number`` (1 on) of ``size`` games
    counted from the latest (page 1 the latest ``size``), by time, and ``total``, how many games the
    player sat in; only those games are read (a player of a league of 100,000 games reads a hundred)."""
    return _player(uow, slug, player_id, standings_data, (number, size))


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
