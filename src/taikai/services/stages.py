"""A staged competition's teams and rosters (docs/stages.md): stored, changed, listed.

A team and each roster membership are the organizer's actions (:data:`taikai.services.files.TEAM`,
:data:`~taikai.services.files.ROSTER`), kept with who, when and why: a membership runs from one game
number of the competition (its games numbered from 1 in the order played) to another, so a roster
changes during a season without rewriting a game played before. After every change the
competition's file is run through the stage engine (:func:`taikai.services.games.verified`): what
it refuses (a roster beyond the team size, a player leaving before a game they played for the team)
is refused with its ``bad_stages`` reason and nothing is stored.

The games themselves are entered as every game is (:func:`taikai.services.games.add_game`), with
their stage and the team each seat plays for.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from taikai.competitions import formats
from taikai.competitions.formats.staged import Ranks, StagedFormat
from taikai.competitions.stages.codes import BadStages, Fault
from taikai.competitions.stages.seating import next_round
from taikai.contracts import staged as staged_contract
from taikai.reasons import Reason
from taikai.services import files
from taikai.services.codes import Say
from taikai.services.competitions import checked_name
from taikai.services.errors import BadRequest
from taikai.services.files import ROSTER, STAGE_SEATING, TEAM
from taikai.services.games import next_id, verified
from taikai.services.unit_of_work import NotFound, Store, UnitOfWork
from taikai.services.values import ID_LENGTH, Action, Competition, Player

__all__ = [
    "MAX_SEED",
    "Membership",
    "SeatedRound",
    "SeatedTable",
    "Team",
    "add_team",
    "join_team",
    "leave_team",
    "list_teams",
    "seat_round",
    "seated_rounds",
    "staged_format",
]

#: The largest seed of a seating (the staff page draws one from 0 to it).
MAX_SEED = 2**31 - 1


@dataclass(frozen=True, slots=True)
class Membership:
    """``player`` on the team's roster from game ``first`` to game ``last`` (None: to the end)."""

    player: str
    name: str
    first: int
    last: int | None
    substitute: bool


@dataclass(frozen=True, slots=True)
class Team:
    """A team of a staged competition and its roster, every membership in the order made."""

    id: str
    name: str
    roster: tuple[Membership, ...]


def staged_format(competition: Competition) -> StagedFormat:
    """The stored staged competition's format; any other kind is refused."""
    if competition.kind != "staged":
        raise BadRequest.of(Say.not_a_team_competition, competition=competition.slug)
    return formats.from_mapping(competition.format, competition.format_name, StagedFormat)


def _team_competition(uow: UnitOfWork, slug: str) -> Competition:
    competition = uow.competitions.require(slug)
    if staged_format(competition).ranks is not Ranks.teams:
        raise BadRequest.of(Say.not_a_team_competition, competition=slug)
    return competition


def _teams(uow: UnitOfWork, slug: str) -> dict[str, Action]:
    return {action.data["team"]: action for action in uow.actions.list(slug, TEAM)}


def _player(uow: UnitOfWork, slug: str, players: list[Player], given: str, *, register: bool) -> str:
    """A player by id, or by a name only one player has; an unknown name is registered (``register``)
    or refused."""
    if any(p.id == given for p in players):
        return given
    named = [p.id for p in players if p.name == given]
    if len(named) == 1:
        return named[0]
    if not register or named:
        raise NotFound("player_not_found", competition=slug, player=given)
    added = uow.players.add(Player(slug, next_id({p.id for p in players}, "p"), checked_name(given)))
    players.append(added)
    return added.id


def _member(team: str, player: str, first: int, substitute: bool) -> dict[str, object]:
    return {"team": team, "player": player, "first": first, "last": None, "substitute": substitute}


def _game_number(value: int, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 1_000_000:
        raise BadRequest.of(Say.team_game_number, field=field, most=1_000_000)
    return value


def add_team(
    store: Store,
    actor: str,
    slug: str,
    team: str,
    *,
    name: str | None = None,
    players: Sequence[str] = (),
    first: int = 1,
    reason: str | None = None,
) -> Team:
    """Add a team (``name`` default: its id) with ``players`` on its roster from game ``first``: each
    a player's id or name; a name no player has is registered as a new player of the competition."""
    _game_number(first, "--from")
    if not team or len(team) > ID_LENGTH or not team.isprintable() or team.strip() != team:
        raise BadRequest.of(Say.bad_text, field=Say.field_id, most=ID_LENGTH)
    with store.unit_of_work(actor, reason) as uow:
        _team_competition(uow, slug)
        if team in _teams(uow, slug):
            raise BadRequest.of(Say.team_exists, competition=slug, team=team)
        uow.actions.add(Action(slug, TEAM, {"team": team, "name": checked_name(name or team)}))
        known = uow.players.list(slug)
        ids = [_player(uow, slug, known, given, register=True) for given in players]
        if len(set(ids)) != len(ids):
            raise BadRequest.of(Say.team_player_twice, team=team)
        for player in ids:
            uow.actions.add(Action(slug, ROSTER, _member(team, player, first, False)))
        verified(uow, slug)
        return _listed(uow, slug)[team]


def join_team(
    store: Store,
    actor: str,
    slug: str,
    team: str,
    player: str,
    *,
    first: int,
    substitute: bool = False,
    reason: str | None = None,
) -> Team:
    """Put ``player`` (id or name; a new name is registered) on ``team``'s roster from game ``first``
    (a ``substitute`` counts against the format's substitutes, not its team size)."""
    _game_number(first, "--from")
    with store.unit_of_work(actor, reason) as uow:
        _team_competition(uow, slug)
        if team not in _teams(uow, slug):
            raise BadRequest.of(Say.team_not_found, competition=slug, team=team)
        known = uow.players.list(slug)
        found = _player(uow, slug, known, player, register=True)
        uow.actions.add(Action(slug, ROSTER, _member(team, found, first, substitute)))
        verified(uow, slug)
        return _listed(uow, slug)[team]


def leave_team(
    store: Store, actor: str, slug: str, team: str, player: str, *, last: int, reason: str | None = None
) -> Team:
    """End ``player``'s open membership of ``team`` after game ``last`` (they played for the team up
    to and including that game)."""
    _game_number(last, "--after")
    with store.unit_of_work(actor, reason) as uow:
        _team_competition(uow, slug)
        if team not in _teams(uow, slug):
            raise BadRequest.of(Say.team_not_found, competition=slug, team=team)
        found = _player(uow, slug, uow.players.list(slug), player, register=False)
        open_ = [
            a
            for a in uow.actions.list(slug, ROSTER)
            if a.data["team"] == team and a.data["player"] == found and a.data["last"] is None
        ]
        if not open_:
            raise BadRequest.of(Say.not_on_roster, competition=slug, team=team, player=found)
        membership = open_[-1]
        uow.actions.update(replace(membership, data={**membership.data, "last": last}))
        verified(uow, slug)
        return _listed(uow, slug)[team]


def _listed(uow: UnitOfWork, slug: str) -> dict[str, Team]:
    names = {p.id: p.name for p in uow.players.list(slug)}
    roster: dict[str, list[Membership]] = {}
    for action in uow.actions.list(slug, ROSTER):
        data = action.data
        member = Membership(
            data["player"],
            names.get(data["player"], data["player"]),
            data["first"],
            data["last"],
            data["substitute"],
        )
        roster.setdefault(data["team"], []).append(member)
    return {
        team: Team(team, action.data["name"], tuple(roster.get(team, ())))
        for team, action in _teams(uow, slug).items()
    }


def list_teams(store: Store, actor: str, slug: str) -> list[Team]:
    """The teams of a staged competition, in the order added, each with its whole roster."""
    with store.unit_of_work(actor, read_only=True) as uow:
        staged_format(uow.competitions.require(slug))
        return list(_listed(uow, slug).values())


# --------------------------------------------------------------------------- seating the next round


@dataclass(frozen=True, slots=True)
class SeatedTable:
    """A table of a seated round: its players (seats E S W N), their names, the team each plays for
    (a competition of teams; else empty) and the game entered for it (None: not yet)."""

    table: int
    seats: tuple[str, ...]
    names: tuple[str, ...]
    teams: tuple[str, ...]
    game: str | None


@dataclass(frozen=True, slots=True)
class SeatedRound:
    """A round of a stage seated by the engine (:func:`seat_round`), kept with its seed."""

    stage: str
    round: int
    seed: int
    tables: tuple[SeatedTable, ...]
    repeats: int
    notes: tuple[Reason, ...]


def _seated(stored: files.Stored, action: Action) -> SeatedRound:
    data = action.data
    names = {p.id: p.name for p in stored.players}
    games = [g for g in stored.games if g.record.get("stage") == data["stage"]]
    tables = []
    for number, (seats, teams) in enumerate(zip(data["tables"], data["teams"], strict=True), start=1):
        entered = next(
            (g.id for g in games if g.record.get("round") == data["round"] and set(g.seats) == set(seats)),
            None,
        )
        tables.append(
            SeatedTable(number, tuple(seats), tuple(names.get(p, p) for p in seats), tuple(teams), entered)
        )
    notes = tuple(Reason.of(note["code"], **note["params"]) for note in data["notes"])
    return SeatedRound(data["stage"], data["round"], data["seed"], tuple(tables), data["repeats"], notes)


def seated_rounds(store: Store, actor: str, slug: str) -> list[SeatedRound]:
    """The rounds of a staged competition seated by the engine, in the order seated (a round seated
    again: its latest seating only)."""
    with store.unit_of_work(actor, read_only=True) as uow:
        staged_format(uow.competitions.require(slug))
        stored = files.load(uow, slug)
    kept: dict[tuple[str, int], Action] = {}
    for action in stored.actions:
        if action.kind == STAGE_SEATING:
            kept[(action.data["stage"], action.data["round"])] = action
    return [_seated(stored, action) for action in kept.values()]


def seat_round(store: Store, actor: str, slug: str, *, seed: int, reason: str | None = None) -> SeatedRound:
    """Seat the next round of the stage being played (the stage's draw, bands or Swiss:
    :func:`taikai.competitions.stages.seating.next_round`) and keep it with its ``seed``. The same
    round asked again with the same seed is the kept seating (a retried form, even once some of its
    games are in); with another seed, before any of its games is entered, it is seated again. A stage
    with a fixed schedule, a round not yet complete, every stage complete: refused with the engine's
    ``bad_stages`` reason."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise BadRequest.of(Say.seat_seed, field="--seed", most=MAX_SEED)
    with store.unit_of_work(actor, reason) as uow:
        staged_format(uow.competitions.require(slug))
        stored = files.load(uow, slug)
        staged = staged_contract.parse_staged(files.competition_file(stored), files.ORIGIN)
        played = staged_contract.settled(staged)
        try:
            seated = next_round(staged.format, staged.competitors, played, seed)
        except BadStages as error:  # a retried form once the round's first games are in: the kept round
            again = _kept(stored, error.params.get("stage"), error.params.get("round"))
            unfinished = error.reason is not None and error.reason.code == Fault.seat_not_ready
            if unfinished and again is not None and again.data["seed"] == seed:
                return _seated(stored, again)
            raise
        at = len(played) + 1  # the roster a seat plays for: the one of the round's first game
        team_of = {m.player: m.team for m in staged.competitors.roster if m.active(at) and not m.substitute}
        teams = [
            [team_of.get(p, "") if staged.format.ranks is Ranks.teams else "" for p in table]
            for table in seated.tables
        ]
        data = {
            "stage": seated.stage,
            "round": seated.round,
            "seed": seed,
            "tables": [list(table) for table in seated.tables],
            "teams": teams,
            "repeats": seated.repeats,
            "notes": [{"code": note.code, "params": note.as_dict()} for note in seated.notes],
        }
        kept = _kept(stored, seated.stage, seated.round)
        if kept is not None and kept.data["seed"] == seed:
            return _seated(stored, kept)
        if kept is not None:
            action = uow.actions.update(replace(kept, data=data))
        else:
            action = uow.actions.add(Action(slug, STAGE_SEATING, data))
        return _seated(stored, action)


def _kept(stored: files.Stored, stage: object, round: object) -> Action | None:
    """The kept seating of ``stage``'s round ``round`` (None: not seated)."""
    found = [
        a
        for a in stored.actions
        if a.kind == STAGE_SEATING and (a.data["stage"], a.data["round"]) == (stage, round)
    ]
    return found[-1] if found else None
