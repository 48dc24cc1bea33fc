"""Adding, editing and deleting games: each settled or replayed by the engine before it is stored.

An organizer enters a game as its final table points (with the sticks left on the table and any
penalties), as a whole game record, or, from a lobby log, as settled scores (:class:`GameEntry`).
:func:`settle_entry` has the engine settle or replay it under the competition's stored ruleset (a
game it refuses is refused with its reason, nothing stored) and gives what is stored: the entry as
data (``record``) and its settlement (``result``: the final table points, deposits and penalties,
and the scores), from which the competition's file is written (:mod:`taikai.services.files`).

After every change the competition's file is run through its contract and engine
(:func:`verified`): what they refuse (a tournament round entered before the last one is complete, a
game of a closed league season changed) is refused with their reason and nothing is stored.

A game entered ``pending`` (a competition that asks a second person to confirm each game, see
:func:`confirmation_required`) keeps who entered it in its result (``"pending": {"by": actor}``);
the competition's file leaves it out (:func:`taikai.services.files.load`), so it counts nowhere until
:func:`confirm_game` removes the mark. The content hash does not cover the result: a retried entry
with the same key is the same game, pending or confirmed.

Entering is idempotent with a ``key``: the same key and content again changes nothing and says so
(``repeated``), the same key with other content is refused; a tournament table already entered
with the same result is a repeat, with another result a conflict (never an overwrite).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from decimal import Decimal
from typing import Any

from taikai import rules
from taikai.contracts.game import parse_record, record_data
from taikai.contracts.settle import parse_penalty, penalty_json
from taikai.game.record import GameRecord
from taikai.game.settle import Penalty, Settlement, check_points_penalties, settle
from taikai.game.table import penalties_of, run
from taikai.rules import Ruleset
from taikai.services import files
from taikai.services.codes import Say
from taikai.services.errors import BadRequest, Refused
from taikai.services.unit_of_work import NotFound, Store, UnitOfWork
from taikai.services.values import ID_LENGTH, Action, Competition, Data, Game
from taikai.tiles import quoted

__all__ = [
    "CONFIRMATION",
    "Entered",
    "GameEntry",
    "add_game",
    "change_record",
    "confirm_game",
    "confirmation_required",
    "delete_game",
    "edit_game",
    "enter",
    "entered_data",
    "next_id",
    "pending_by",
    "pending_games",
    "ruleset_of",
    "set_confirmation",
    "settle_entry",
    "stored_game",
    "verified",
]


@dataclass(frozen=True, slots=True)
class GameEntry:
    """One game as the organizer (or an import) gives it.

    ``seats``: player ids from the first dealer (East); exactly one of ``points`` (final table
    points in seat order, with ``deposits`` left on the table and ``penalties``), ``record`` (a
    whole game record) or ``scores`` (settled pt in seat order, from a lobby log). ``played_at``
    None is now; ``round`` and ``table`` place a tournament table. In a staged competition ``stage``
    names the game's stage, ``teams`` the team each seat plays for (a team competition) and ``round``
    the stage's round (a stage seated by rounds; no ``table``): kept with what was entered.
    """

    seats: tuple[str, ...]
    played_at: datetime | None = None
    points: tuple[int, ...] | None = None
    deposits: int = 0
    penalties: tuple[Penalty, ...] = ()
    record: GameRecord | None = None
    scores: tuple[Decimal, ...] | None = None
    round: int | None = None
    table: int | None = None
    stage: str | None = None
    teams: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        given = [name for name in ("points", "record", "scores") if getattr(self, name) is not None]
        if len(given) != 1:
            raise BadRequest.of(Say.game_entry_one_way)
        if self.points is None and (self.deposits or self.penalties):
            raise BadRequest.of(Say.game_entry_points_only)


@dataclass(frozen=True, slots=True)
class Entered:
    """A game as stored (``repeated``: it was stored before with this key or at this table, and
    nothing changed)."""

    game: Game
    repeated: bool = False

    @property
    def scores(self) -> list[Decimal]:
        return list((self.game.result or {}).get("scores", []))


def ruleset_of(competition: Competition) -> Ruleset:
    """The competition's ruleset, as stored when it was created."""
    return rules.from_mapping(competition.rules, f"competition {competition.slug}: its ruleset")


def _result(points: Sequence[int], deposits: int, penalties: Sequence[Penalty], settled: Settlement) -> Data:
    result: Data = {"points": list(points), "deposits": deposits}
    if penalties:
        result["penalties"] = [penalty_json(p) for p in penalties]
    return result | {"scores": [seat.score for seat in settled.results]}


def _replayed(record: GameRecord, ruleset: Ruleset) -> Data:
    """A record's result, replayed under ``ruleset`` (which its own ruleset must be)."""
    differences = rules.diff(record.ruleset, ruleset)
    if differences:
        raise BadRequest.of(
            Say.record_rules_differ,
            record=record.ruleset.name,
            ruleset=ruleset.name,
            fields=tuple(field for field, _, _ in differences),
        )
    outcome = run(record, ruleset)
    if outcome.error is not None:
        raise outcome.error
    if outcome.settlement is None:
        raise BadRequest.of(Say.record_unfinished, hands=len(record.hands), next=outcome.final.label)
    final = outcome.final
    return _result(final.points, final.deposits, penalties_of(record, final), outcome.settlement)


def entered_data(entry: GameEntry) -> Data:
    """What was entered, as stored (a game's ``record``): the points, the record or the scores; a
    staged competition's game with its stage, its seats' teams and its round."""
    data: Data
    if entry.record is not None:
        data = {"record": record_data(entry.record)}
    elif entry.scores is not None:
        data = {"scores": list(entry.scores)}
    else:
        assert entry.points is not None
        data = {"points": list(entry.points), "deposits": entry.deposits}
        if entry.penalties:
            data["penalties"] = [penalty_json(p) for p in entry.penalties]
    if entry.stage is not None:
        data["stage"] = entry.stage
        if entry.teams:
            data["teams"] = list(entry.teams)
        if entry.round is not None:
            data["round"] = entry.round
    return data


def settle_entry(entry: GameEntry, ruleset: Ruleset) -> tuple[Data, Data]:
    """(record, result) of ``entry`` settled or replayed by the engine under ``ruleset``: what is
    stored. The engine's error when it refuses the game (points that do not add up, a record that
    does not replay, one not finished)."""
    if entry.record is not None:
        result = _replayed(entry.record, ruleset)
    elif entry.scores is not None:
        if sum(entry.scores) != 0:
            raise BadRequest.of(Say.scores_not_zero, scores=entry.scores, total=sum(entry.scores))
        result = {"scores": list(entry.scores)}
    else:
        assert entry.points is not None
        check_points_penalties(entry.penalties, ruleset)
        settled = settle(entry.points, ruleset, entry.deposits, entry.penalties)
        result = _result(entry.points, entry.deposits, entry.penalties, settled)
    return entered_data(entry), result


def next_id(taken: Collection[str], prefix: str = "g") -> str:
    """The first ``g1``, ``g2`` ... not ``taken``."""
    number = len(taken) + 1
    while f"{prefix}{number}" in taken:
        number += 1
    return f"{prefix}{number}"


def verified(uow: UnitOfWork, slug: str, *, games_only: bool = False) -> None:
    """After a change (of games only: ``games_only``): the error of the competition's contract or
    engine (nothing is then committed) when they refuse what is now stored
    (:func:`taikai.services.files.check`).

    After a change of games only, the competition is read back only where its engine can refuse
    games as they are now (:func:`taikai.services.files.guards_games`): each game was settled or
    replayed as it was entered, so a league with no closed season or a cup has nothing more to say,
    and an import of many files does not read every stored game again after each file."""
    if games_only and not files.guards_games(uow, slug):
        return
    files.check(files.load(uow, slug), games_only=games_only)


def _same_table(uow: UnitOfWork, slug: str, round: int, table: int) -> Game | None:
    return next((g for g in uow.games.list(slug) if (g.round, g.table) == (round, table)), None)


def _same_content(uow: UnitOfWork, slug: str, game: Game) -> Game | None:
    """A stored game of the same content (time, seats, what was entered), entered without a key."""
    digest = game.content_hash
    return next((g for g in uow.games.list(slug) if g.content_hash == digest), None)


def _seat_ids(uow: UnitOfWork, slug: str, seats: Sequence[str]) -> tuple[str, ...]:
    """Seats given by player id, or by a name only one player has (else left for the store to refuse)."""
    players = uow.players.list(slug)
    ids = {p.id for p in players}
    if all(seat in ids for seat in seats):
        return tuple(seats)
    named: dict[str, list[str]] = {}
    for player in players:
        named.setdefault(player.name, []).append(player.id)
    return tuple(seat if seat in ids or len(named.get(seat, ())) != 1 else named[seat][0] for seat in seats)


def enter(
    uow: UnitOfWork,
    slug: str,
    entry: GameEntry,
    *,
    key: str | None = None,
    source: str = "manual",
    platform: str | None = None,
    platform_id: str | None = None,
    id: str | None = None,
    taken: set[str] | None = None,
    pending: bool = False,
    ruleset: Ruleset | None = None,
    marks: Mapping[str, Any] | None = None,
) -> Entered:
    """Store one game in an open unit of work (settled first; see the module docstring).

    ``taken``: the game ids of the competition, when the caller keeps them (an import adds many);
    ``pending``: the game waits for a second person's confirmation (the unit of work's actor entered it);
    ``ruleset``: the competition's, when the caller has read it (an import reads it once, not once a
    game: reading the competition and building its ruleset cost more than storing a game);
    ``marks``: kept in the game's result as they are (an import's platform scores and taikai's).
    """
    if ruleset is None:
        ruleset = ruleset_of(uow.competitions.require(slug))
    if len(set(entry.seats)) != len(entry.seats):
        raise BadRequest.of(Say.player_seated_twice, competition=slug, seats=list(entry.seats))
    for seat in entry.seats:  # no player has such an id: refused as the store refuses an unknown one
        if not seat or len(seat) > ID_LENGTH:
            raise NotFound("player_not_found", competition=slug, player=quoted(seat))
    record, result = settle_entry(entry, ruleset)
    if pending:
        result[files.PENDING] = {"by": uow.actor}
    result.update(marks or {})
    played_at = entry.played_at
    earlier = uow.games.by_key(slug, key) if key is not None else None
    if played_at is None:
        played_at = earlier.played_at if earlier is not None else uow.now()
    ids = taken if taken is not None else uow.games.ids(slug)
    game = Game(
        slug,
        id or (earlier.id if earlier is not None else next_id(ids)),
        played_at,
        entry.seats,
        record,
        source=source,
        platform=platform,
        platform_id=platform_id,
        result=result,
        key=key,
        round=entry.round if entry.stage is None else None,  # a stage's round is kept in the record
        table=entry.table,
    )
    if earlier is not None:
        if earlier.content_hash == game.content_hash:
            return Entered(earlier, repeated=True)
        raise Refused.of(Say.key_other_content, competition=slug, key=key, game=earlier.id)
    if entry.round is not None and entry.table is not None:
        there = _same_table(uow, slug, entry.round, entry.table)
        if there is not None:
            if there.content_hash == replace(game, played_at=there.played_at).content_hash:
                return Entered(there, repeated=True)
            raise Refused.of(
                Say.table_other_result, competition=slug, round=entry.round, table=entry.table, game=there.id
            )
    elif key is None and source == "manual":
        twin = _same_content(uow, slug, game)
        if twin is not None:
            raise Refused.of(Say.game_entered_before, competition=slug, game=twin.id)
    stored = uow.games.add(game)
    ids.add(stored.id)
    return Entered(stored)


def add_game(
    store: Store,
    actor: str,
    slug: str,
    entry: GameEntry,
    *,
    key: str | None = None,
    reason: str | None = None,
    pending: bool = False,
) -> Entered:
    """Settle and store one game (a repeat with the same key or at the same table stores nothing);
    ``pending``: it waits for a second person's confirmation."""
    with store.unit_of_work(actor, reason) as uow:
        competition = uow.competitions.require(slug)
        if competition.kind == "staged" and entry.stage is None:
            stages = tuple(stage["name"] for stage in competition.format.get("stages", ()))
            raise BadRequest.of(Say.game_stage_missing, competition=slug, stages=stages)
        stage_only = (
            entry.stage is not None or entry.teams or (entry.round is not None and entry.table is None)
        )
        if competition.kind != "staged" and stage_only:
            raise BadRequest.of(Say.game_stage_not_staged, competition=slug)
        entry = replace(entry, seats=_seat_ids(uow, slug, entry.seats))
        entered = enter(uow, slug, entry, key=key, pending=pending, ruleset=ruleset_of(competition))
        if not entered.repeated:
            verified(uow, slug, games_only=True)
        return entered


def _entry_of(game: Game, ruleset: Ruleset) -> GameEntry:
    """What was entered for a stored game, as an entry again."""
    data = game.record
    where: dict[str, Any] = {"played_at": game.played_at, "round": game.round, "table": game.table}
    if "stage" in data:
        where |= {"stage": data["stage"], "teams": tuple(data.get("teams", ())), "round": data.get("round")}
    if "record" in data:
        record = parse_record(data["record"], f"game {game.id}", ruleset=ruleset)
        return GameEntry(game.seats, record=record, **where)
    if "scores" in data:
        return GameEntry(game.seats, scores=tuple(data["scores"]), **where)
    penalties = tuple(parse_penalty(penalty) for penalty in data.get("penalties", []))
    return GameEntry(
        game.seats, points=tuple(data["points"]), deposits=data["deposits"], penalties=penalties, **where
    )


def stored_game(uow: UnitOfWork, slug: str, game_id: str) -> Game:
    """The stored game, or :class:`~taikai.services.unit_of_work.NotFound`."""
    game = uow.games.get(slug, game_id)
    if game is None:
        raise NotFound("game_not_found", competition=slug, game=game_id)
    return game


def game_export(uow: UnitOfWork, slug: str, game_id: str, format: str) -> str:
    """A stored game's play as text in ``format`` (mjai, tenhou6: :func:`taikai.contracts.exports
    .export_text`), in an open unit of work; refused for a game entered without its hands, or a hand
    without its play."""
    from taikai.contracts.exports import export_text

    competition = uow.competitions.require(slug)
    entry = _entry_of(stored_game(uow, slug, game_id), ruleset_of(competition))
    if entry.record is None:
        raise BadRequest.of(Say.export_not_a_record, game=game_id)
    return export_text(entry.record, format)


def exported_game(store: Store, actor: str, slug: str, game_id: str, format: str) -> str:
    """:func:`game_export` in a read-only unit of work."""
    with store.unit_of_work(actor, read_only=True) as uow:
        return game_export(uow, slug, game_id, format)


def edit_game(
    store: Store,
    actor: str,
    slug: str,
    game_id: str,
    reason: str,
    *,
    played_at: datetime | None = None,
    seats: tuple[str, ...] | None = None,
    points: tuple[int, ...] | None = None,
    deposits: int | None = None,
    record: GameRecord | None = None,
) -> Game:
    """Change a stored game (what is given replaces what was entered), settled again and checked as
    a new one would be; the audit log keeps the old and the new with ``reason``."""
    with store.unit_of_work(actor, reason) as uow:
        old = stored_game(uow, slug, game_id)
        ruleset = ruleset_of(uow.competitions.require(slug))
        was = _entry_of(old, ruleset)
        if (points is not None or deposits is not None) and (was.points is None or record is not None):
            raise BadRequest.of(Say.game_points_not_entered, competition=slug, game=game_id)
        given = {"played_at": played_at, "seats": seats, "points": points, "deposits": deposits}
        entry = replace(was, **{name: value for name, value in given.items() if value is not None})
        if record is not None:
            entry = replace(entry, record=record, points=None, scores=None, deposits=0, penalties=())
        return _stored_again(uow, slug, old, entry, ruleset)


def _stored_again(uow: UnitOfWork, slug: str, old: Game, entry: GameEntry, ruleset: Ruleset) -> Game:
    """``old`` entered again as ``entry``: settled, stored (audited) and checked as a new game."""
    data, result = settle_entry(entry, ruleset)
    if pending_by(old) is not None:  # a correction confirms nothing: it still waits
        result[files.PENDING] = (old.result or {})[files.PENDING]
    assert entry.played_at is not None
    new = replace(old, played_at=entry.played_at, seats=entry.seats, record=data, result=result)
    stored = uow.games.update(new)
    verified(uow, slug, games_only=True)
    return stored


def change_record(
    uow: UnitOfWork, slug: str, game_id: str, change: Callable[[GameRecord], GameRecord]
) -> Game:
    """A stored game entered as a whole record, entered again with ``change(record)`` (its penalties
    changed, say) in an open unit of work: settled, stored (audited) and checked as :func:`edit_game`
    does."""
    old = stored_game(uow, slug, game_id)
    ruleset = ruleset_of(uow.competitions.require(slug))
    was = _entry_of(old, ruleset)
    assert was.record is not None, "only a game entered as a record is changed so"
    return _stored_again(uow, slug, old, replace(was, record=change(was.record)), ruleset)


def delete_game(store: Store, actor: str, slug: str, game_id: str, reason: str) -> Game:
    """Remove a stored game (the audit log keeps it, with ``reason``)."""
    with store.unit_of_work(actor, reason) as uow:
        removed = uow.games.remove(stored_game(uow, slug, game_id))
        verified(uow, slug, games_only=True)
        return removed


# --------------------------------------------------------------------------- a second person's confirmation

#: The action that keeps whether a competition's games wait for a second person (``{"required": bool}``).
CONFIRMATION = "entry_confirmation"


def pending_by(game: Game) -> str | None:
    """Who entered ``game`` when it waits for confirmation (the actor), else None."""
    pending = (game.result or {}).get(files.PENDING)
    return pending.get("by") if isinstance(pending, dict) else None


def confirmation_required(store: Store, actor: str, slug: str) -> bool:
    """Whether a game entered in ``slug`` waits for a second person's confirmation (default: no)."""
    with store.unit_of_work(actor, read_only=True) as uow:
        uow.competitions.require(slug)
        kept = uow.actions.list(slug, CONFIRMATION)
    return bool(kept and kept[-1].data.get("required"))


def set_confirmation(
    store: Store, actor: str, slug: str, required: bool, reason: str | None = None
) -> Action:
    """Keep whether the games of ``slug`` wait for a second person's confirmation from now on."""
    with store.unit_of_work(actor, reason) as uow:
        uow.competitions.require(slug)
        return uow.actions.add(Action(slug, CONFIRMATION, {"required": required}))


def pending_games(store: Store, actor: str, slug: str) -> list[Game]:
    """The games of ``slug`` waiting for confirmation, oldest first."""
    with store.unit_of_work(actor, read_only=True) as uow:
        uow.competitions.require(slug)
        return [game for game in uow.games.list(slug) if pending_by(game) is not None]


def game(store: Store, actor: str, slug: str, game_id: str) -> Game:
    """The stored game ``game_id`` of ``slug`` (:class:`NotFound` when there is none)."""
    with store.unit_of_work(actor, read_only=True) as uow:
        return stored_game(uow, slug, game_id)


def confirm_game(store: Store, actor: str, slug: str, game_id: str, reason: str | None = None) -> Game:
    """Count a pending game from now on (checked by the competition's contract and engine as a new
    game is), confirmed by a second person: the ``actor`` who entered it is refused
    (``game_confirm_by_another``)."""
    with store.unit_of_work(actor, reason) as uow:
        game = stored_game(uow, slug, game_id)
        by = pending_by(game)
        if by is None:
            return game
        if by == actor:
            raise Refused.of(Say.game_confirm_by_another, game=game_id)
        result = {name: value for name, value in (game.result or {}).items() if name != files.PENDING}
        stored = uow.games.update(replace(game, result=result))
        verified(uow, slug, games_only=True)
        return stored
