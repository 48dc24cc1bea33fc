"""A stored competition as its contract file, and its standings through that file.

The one way standings are made (no rule in SQL, none here): the competition's file (CONTRACTS.md
section 3, 4 or 5: the dict ``taikai export`` writes) is built from the stored values, parsed by the
file contract and run by the engine, exactly as ``taikai league run`` / ``tournament run`` / ``cup
run`` do with the exported file. The file carries the format and the whole ruleset inline, as they
were stored when the competition was created, so a later change to a preset changes nothing.

Names: the standings are built from the file of :func:`public` (every hidden name, by the player's
``hidden`` flag or a league's ``hide_name`` action, is :data:`~taikai.contracts.league.HIDDEN`), so
no output made from them (``taikai standings``, the public pages) can show one; :func:`competition_file`
itself (``taikai export``, the organizer's file) keeps the names.

A game's settlement and replay for display (:func:`settlement`, :func:`replay`) are the engine's, of
what was stored (the stored record read by the game contract).

A tournament's event file lists the players of its seat draw once the seats are drawn (kept with
the draw: an entry or a withdrawal after it changes no seat until the seats are drawn again),
before that the players of its registration's lineup when the organizer decided a registration
(:mod:`taikai.services.tournament`), else every registered player.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from taikai.competitions.cup import run_cup
from taikai.competitions.league import run_league
from taikai.competitions.tournament import run_event
from taikai.competitions.tournament.registration import Registration, lineup, register
from taikai.contracts import cup as cup_contract
from taikai.contracts import league as league_contract
from taikai.contracts import staged as staged_contract
from taikai.contracts import tournament as tournament_contract
from taikai.contracts.game import parse_record
from taikai.contracts.league import HIDDEN
from taikai.contracts.settle import parse_penalty
from taikai.errors import TaikaiError
from taikai.game.record import GameRecord
from taikai.game.settle import Settlement, settle
from taikai.game.table import GameRun, run
from taikai.rules import Ruleset
from taikai.services.codes import Say
from taikai.services.errors import BadRequest
from taikai.services.unit_of_work import UnitOfWork
from taikai.services.values import Action, Competition, Data, Game, Player

__all__ = [
    "ORIGIN",
    "PENDING",
    "PLATFORM_SCORES",
    "ROSTER",
    "TEAM",
    "Stored",
    "check",
    "competition_file",
    "decided_registration",
    "drawn_players",
    "event_players",
    "guards_games",
    "hidden",
    "lineup_players",
    "load",
    "public",
    "registration_file",
    "replay",
    "run_file",
    "settlement",
    "standings_of",
]

ORIGIN = "the stored competition"  # the origin the contracts name in a message about the file

#: The organizer's actions a league file carries (their ``kind`` is the file's ``action``).
LEAGUE_ACTIONS = (
    "blacklist",
    "hide_name",
    "reset_record",
    "accept_game",
    "withdraw",
    "qualifier_result",
    "final_result",
    "close_season",
    "reopen_season",
)
#: The mark in a game's result of a game waiting for a second person's confirmation (it counts nowhere).
PENDING = "pending"
#: The mark in a game's result of a game an import stored with the platform's scores (taikai settles
#: its points otherwise): the platform's scores, taikai's, the points and the ruleset.
PLATFORM_SCORES = "platform_scores"
#: A tournament's registration (its schedule and the lottery's seed), an entry's withdrawal, and the
#: seat draw of its preliminary rounds (the seed, each round's tables, the players drawn).
REGISTRATION, WITHDRAWAL, SEATING = "registration", "withdrawal", "seating"
#: A staged competition's team (``{"team", "name"}``) and a roster membership (``{"team", "player",
#: "first", "last", "substitute"}``: from game ``first`` to game ``last`` of the competition).
TEAM, ROSTER = "team", "roster"
#: A staged competition's round seated by the engine (``{"stage", "round", "seed", "tables",
#: "repeats", "notes"}``: each table's players, seats E S W N; each note ``{"code", "params"}``).
STAGE_SEATING = "stage_seating"
#: When a tournament round started (``{"round", "at"}``: the timer counts from it, a table is played at it).
ROUND_START = "round_start"


@dataclass(frozen=True, slots=True)
class Stored:
    """Everything stored of one competition, as the file is built from it."""

    competition: Competition
    players: tuple[Player, ...]
    games: tuple[Game, ...]
    actions: tuple[Action, ...]

    def last(self, kind: str) -> Action | None:
        """The latest action of ``kind`` (None when there is none)."""
        found = [action for action in self.actions if action.kind == kind]
        return found[-1] if found else None


def load(uow: UnitOfWork, slug: str) -> Stored:
    """The competition ``slug`` with its players, games and actions (NotFound when not stored); a game
    waiting for a second person's confirmation (:data:`PENDING` in its result) is left out: it counts nowhere
    until confirmed."""
    competition = uow.competitions.require(slug)
    return Stored(
        competition,
        tuple(uow.players.list(slug)),
        tuple(game for game in uow.games.list(slug) if PENDING not in (game.result or {})),
        tuple(uow.actions.list(slug)),
    )


def hidden(stored: Stored) -> frozenset[str]:
    """The players whose name is hidden: by the player's ``hidden`` flag or a ``hide_name`` action."""
    hide = {player.id for player in stored.players if player.hidden}
    hide.update(str(action.data.get("player")) for action in stored.actions if action.kind == "hide_name")
    return frozenset(hide)


def public(stored: Stored) -> Stored:
    """The competition as the public sees it: every hidden name :data:`HIDDEN`."""
    hide = hidden(stored)
    players = tuple(replace(p, name=HIDDEN) if p.id in hide else p for p in stored.players)
    return replace(stored, players=players)


# --------------------------------------------------------------------------- games as a file writes them


def _table(game: Game) -> dict[str, Any]:
    """A game's final table points, deposits and penalties (as settled when it was stored)."""
    result = game.result or {}
    if "points" not in result:
        raise BadRequest.of(Say.game_has_no_points, game=game.id, competition=game.competition)
    table: dict[str, Any] = {"points": list(result["points"])}
    if result.get("deposits"):
        table["deposits"] = result["deposits"]
    if result.get("penalties"):
        table["penalties"] = list(result["penalties"])
    return table


def _league_game(game: Game) -> dict[str, Any]:
    data: dict[str, Any] = {"id": game.id, "played_at": game.played_at.isoformat()}
    result = game.result or {}
    if "points" not in result and "scores" in result:
        return data | {"scores": dict(zip(game.seats, result["scores"], strict=True))}
    return data | {"seats": list(game.seats), **_table(game)}


def _cup_game(game: Game) -> dict[str, Any]:
    data: dict[str, Any] = {"id": game.id, "played_at": game.played_at.isoformat(), "seats": list(game.seats)}
    if "record" in game.record:
        return data | {"record": game.record["record"]}
    return data | _table(game)


def _head(competition: Competition) -> dict[str, Any]:
    """The format and the ruleset as stored, inline (a preset changed since changes nothing)."""
    return {"format": competition.format, "rules": competition.rules}


# --------------------------------------------------------------------------- the three files


def _league_file(stored: Stored) -> dict[str, Any]:
    players = []
    for player in stored.players:
        entry = {"id": player.id, "name": player.name}
        if player.data.get("tier") is not None:
            entry["tier"] = player.data["tier"]
        players.append(entry)
    actions = [
        {"action": action.kind, **action.data} for action in stored.actions if action.kind in LEAGUE_ACTIONS
    ]
    return _head(stored.competition) | {
        "players": players,
        "games": [_league_game(game) for game in stored.games],
        "actions": actions,
    }


def _cup_file(stored: Stored) -> dict[str, Any]:
    return _head(stored.competition) | {
        "players": [{"id": p.id, "name": p.name} for p in stored.players],
        "games": [_cup_game(game) for game in stored.games],
    }


def _entrant(player: Player) -> dict[str, Any]:
    """A registered player as the event file lists them (a tournament's pro mark and key)."""
    data: dict[str, Any] = {"id": player.id, "name": player.name}
    if player.data.get("pro"):
        data["pro"] = True
    if player.data.get("key") is not None:
        data["key"] = player.data["key"]
    return data


def registration_file(stored: Stored) -> dict[str, Any] | None:
    """A tournament's registration file (docs/tournament.md): the schedule and seed the organizer gave,
    every entry and withdrawal; None before a registration was decided."""
    decided = stored.last(REGISTRATION)
    if decided is None:
        return None
    entries = []
    for player in stored.players:
        entry = _entrant(player) | dict(player.data.get("entry", {}))
        entries.append(entry)
    withdrawals = [
        {"id": a.data["player"], "at": a.data["at"]} for a in stored.actions if a.kind == WITHDRAWAL
    ]
    return {
        "format": stored.competition.format,  # a registration settles no game: no ruleset
        "title": stored.competition.name,
        **decided.data,
        "entries": entries,
        "withdrawals": withdrawals,
    }


def decided_registration(
    stored: Stored,
) -> tuple[tournament_contract.RegistrationFile, Registration] | None:
    """A tournament's registration file as read and the engine's decisions on it (None before a
    registration was decided); what the engine cannot decide (an entry without a time) is refused."""
    registration = registration_file(stored)
    if registration is None:
        return None
    entered = tournament_contract.parse_registration(registration, ORIGIN)
    decided = register(entered.entries, entered.format, entered.schedule, entered.seed, entered.withdrawals)
    return entered, decided


def lineup_players(stored: Stored) -> list[dict[str, Any]]:
    """Who a seat draw seats now: the registration's lineup (decided by the engine: a lineup that
    cannot fill tables of four is refused with the fix), else every player."""
    decided = decided_registration(stored)
    if decided is None:
        return [_entrant(player) for player in stored.players]
    entered, registration = decided
    seated = lineup(registration, entered.entries, entered.format).players
    return [tournament_contract.player_json(player) for player in seated]


def drawn_players(stored: Stored) -> tuple[str, ...] | None:
    """The players of the seat draw, in the event's order (None before a draw): as kept with the
    draw, or, for a draw kept without them, the players its first round seats in the lineup's order."""
    drawn = stored.last(SEATING)
    if drawn is None:
        return None
    if "players" in drawn.data:
        return tuple(drawn.data["players"])
    try:
        order = [player["id"] for player in lineup_players(stored)]
    except TaikaiError:  # the registration changed since: the stored order then
        order = []
    order += [player.id for player in stored.players if player.id not in order]
    seated = {player for table in drawn.data["rounds"][0] for player in table}
    return tuple(player for player in order if player in seated)


def event_players(stored: Stored) -> list[dict[str, Any]]:
    """The event's players: the seat draw's once the seats are drawn (an entry or a withdrawal since
    changes no seat), else who a draw would seat (:func:`lineup_players`)."""
    drawn = drawn_players(stored)
    if drawn is None:
        return lineup_players(stored)
    by_id = {player.id: player for player in stored.players}
    return [_entrant(by_id[player]) for player in drawn]


def _event_file(stored: Stored) -> dict[str, Any]:
    rounds: dict[int, list[Game]] = defaultdict(list)
    for game in stored.games:
        if game.round is None or game.table is None:
            raise BadRequest.of(Say.game_has_no_table, game=game.id, competition=game.competition)
        rounds[game.round].append(game)
    tables = [
        [{"seats": list(game.seats), **_table(game)} for game in sorted(rounds[number], key=_table_number)]
        for number in range(1, max(rounds, default=0) + 1)
    ]
    return _head(stored.competition) | {
        "title": stored.competition.name,
        "players": event_players(stored),
        "rounds": tables,
    }


def _table_number(game: Game) -> int:
    return game.table or 0


def _staged_game(game: Game) -> dict[str, Any]:
    """A staged game: its stage, seats, the team of each seat and the stage's round (kept with what
    was entered), and its final table."""
    data: dict[str, Any] = {
        "id": game.id,
        "played_at": game.played_at.isoformat(),
        "stage": game.record.get("stage", ""),
        "seats": list(game.seats),
    }
    if game.record.get("teams"):
        data["teams"] = list(game.record["teams"])
    if game.record.get("round") is not None:
        data["round"] = game.record["round"]
    return data | _table(game)


def _staged_file(stored: Stored) -> dict[str, Any]:
    teams = [{"id": a.data["team"], "name": a.data["name"]} for a in stored.actions if a.kind == TEAM]
    roster = [
        {key: a.data[key] for key in ("team", "player", "first", "last", "substitute")}
        for a in stored.actions
        if a.kind == ROSTER
    ]
    return _head(stored.competition) | {
        "title": stored.competition.name,
        "players": [{"id": p.id, "name": p.name} for p in stored.players],
        "teams": teams,
        "roster": roster,
        "games": [_staged_game(game) for game in stored.games],
    }


_FILES: dict[str, Callable[[Stored], dict[str, Any]]] = {
    "league": _league_file,
    "tournament": _event_file,
    "cup": _cup_file,
    "staged": _staged_file,
}


def competition_file(stored: Stored) -> dict[str, Any]:
    """The competition as its input file (section 3, 4 or 5): what ``taikai export`` writes."""
    return _FILES[stored.competition.kind](stored)


# --------------------------------------------------------------------------- standings through the file


@dataclass(frozen=True, slots=True)
class _Kind:
    """How a kind of competition's file is read (its contract), run (its engine) and answered (its
    JSON); ``guards_games``: whether the engine can refuse the stored games as they are now (a league:
    once a season was closed; a tournament: its rounds; a cup never refuses, it rejects)."""

    parse: Callable[[Data], Any]
    run: Callable[[Any], Any]
    answer: Callable[[Any, Any, str | None], Data]
    guards_games: Callable[[Stored], bool]


def _run_event(event: Any) -> Any:
    return run_event(
        event.format, event.players, event.rounds, tournament_contract.event_ruleset(event, ORIGIN)
    )


_KINDS: dict[str, _Kind] = {
    "league": _Kind(
        lambda data: league_contract.parse_league(data, ORIGIN),
        lambda read: run_league(read.league, read.ruleset),
        league_contract.league_json,
        lambda stored: stored.last("close_season") is not None,
    ),
    "tournament": _Kind(
        lambda data: tournament_contract.parse_event(data, ORIGIN),
        _run_event,
        lambda event, report, lang: tournament_contract.report_json(report, event.players, lang),
        lambda stored: True,
    ),
    "cup": _Kind(
        lambda data: cup_contract.parse_cup(data, ORIGIN),
        run_cup,
        cup_contract.cup_json,
        lambda stored: False,
    ),
    "staged": _Kind(
        lambda data: staged_contract.parse_staged(data, ORIGIN),
        staged_contract.run_staged,
        staged_contract.staged_json,
        lambda stored: True,
    ),
}


def guards_games(uow: UnitOfWork, slug: str) -> bool:
    """Whether the engine of the competition ``slug`` can refuse its games as they are stored now (a
    league once a season was closed, a tournament), read from its actions alone."""
    competition = uow.competitions.require(slug)
    return _KINDS[competition.kind].guards_games(Stored(competition, (), (), tuple(uow.actions.list(slug))))


def run_file(kind: str, data: Data, lang: str | None) -> Data:
    """The standings JSON of a competition file of ``kind``, in ``lang``: the file contract parses it,
    the engine runs it (the same output as ``taikai league|tournament|cup run FILE --json``). In no
    language (``lang`` None) every word is kept as its reason (:func:`taikai.contracts.wording.worded`
    writes them in a language)."""
    how = _KINDS[kind]
    parsed = how.parse(data)
    return how.answer(parsed, how.run(parsed), lang)


def standings_of(stored: Stored, lang: str | None) -> Data:
    """The standings of a stored competition: its :func:`public` file run through its contract and
    engine (their error when they refuse what is stored)."""
    return run_file(stored.competition.kind, competition_file(public(stored)), lang)


# --------------------------------------------------------------------------- one game, for display


def replay(game: Game, ruleset: Ruleset) -> tuple[GameRecord, GameRun] | None:
    """A game stored as a whole record: the record (read by the game contract) and its replay under
    ``ruleset`` (its ``error`` says where an impossible hand stops it); None for points or scores."""
    if "record" not in game.record:
        return None
    record = parse_record(game.record["record"], f"game {game.id}", ruleset=ruleset)
    return record, run(record, ruleset)


def settlement(game: Game, ruleset: Ruleset) -> Settlement | None:
    """The stored game settled by the engine (each seat's points, place and score): its record's
    replay, or its table points settled; None for settled scores entered (they have no table)."""
    replayed = replay(game, ruleset)
    if replayed is not None:
        return replayed[1].settlement
    result = game.result or {}
    if "points" not in result:
        return None
    where = f"game {game.id}: penalties"
    penalties = tuple(parse_penalty(p, f"{where}[{i}]") for i, p in enumerate(result.get("penalties", ())))
    return settle(tuple(result["points"]), ruleset, result.get("deposits", 0), penalties)


def check(stored: Stored, *, games_only: bool = False) -> None:
    """Refuse what the competition's contract or engine refuses (their error), before it is committed.

    The competition's file is read by its contract and run by its engine; after a change to games only
    (``games_only``), the engine runs where it can refuse games (:class:`_Kind`). A tournament whose
    tables are not entered yet is only read (its players may not fill tables of four yet: the engine
    decides nothing before the first table), and its registration decided by the engine once the
    organizer decided one (an entry it cannot decide, such as one without a time, is refused).
    """
    how = _KINDS[stored.competition.kind]
    if stored.competition.kind == "tournament" and not any(game.round for game in stored.games):
        everyone = [_entrant(player) for player in stored.players]
        how.parse(_head(stored.competition) | {"players": everyone})
        decided_registration(stored)  # the registration engine refuses an entry it cannot decide
        return
    parsed = how.parse(competition_file(stored))
    if not games_only or how.guards_games(stored):
        how.run(parsed)
