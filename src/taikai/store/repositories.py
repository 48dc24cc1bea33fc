"""The port's repositories over SQLAlchemy: values in, rows written; rows read, values out.

Each mutation checks what the database would refuse first (the same :class:`Conflict` and
:class:`NotFound` codes as the fake, in the same order), so a refused value leaves the unit of work
usable; the database's own constraints stay the last word (a race the writers' turns do not cover,
:meth:`SqlUnitOfWork.claimed`, ends in ``refused_by_database`` and a rollback). Every mutation is
flushed at once, so a later read in the same unit of work sees it and a constraint error is raised
where the value was given.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Sequence
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import ColumnElement, Row, Select, bindparam, delete, func, insert, select, text, update
from sqlalchemy.orm import aliased, selectinload

from taikai.services.unit_of_work import (
    Actions,
    AuditLog,
    Competitions,
    Conflict,
    Games,
    NotFound,
    Offences,
    Players,
    Security,
    Staff,
    StandingsCache,
)
from taikai.services.values import (
    Action,
    AuditEntry,
    Competition,
    CompetitionSummary,
    Data,
    Game,
    LoginFailure,
    OffenceProposal,
    Player,
    StaffAccount,
    StaffSession,
)
from taikai.store.models import (
    AccountRow,
    ActionRow,
    AuditRow,
    CompetitionRow,
    GameRow,
    LoginFailureRow,
    OffenceRow,
    PlayerRow,
    SeatRow,
    SecretRow,
    SessionRow,
    StaffRow,
    StandingsRow,
)

if TYPE_CHECKING:
    from taikai.store.unit_of_work import SqlUnitOfWork

GAMES = GameRow.__table__
SEATS = SeatRow.__table__
INSERT_GAME = insert(GAMES)  # built once: the values come as parameters
INSERT_SEATS = insert(SEATS)
#: What a login attempt waits for on PostgreSQL (:meth:`SqlSecurity._take_turn`): the mode that
#: conflicts with itself and with writing the table, not with reading it.
LOCK_FAILURES = text(f"LOCK TABLE {LoginFailureRow.__tablename__} IN SHARE ROW EXCLUSIVE MODE")


def _competition(row: CompetitionRow) -> Competition:
    return Competition(
        row.slug,
        row.kind,
        row.name,
        row.format_name,
        row.format,
        row.rules_name,
        row.rules,
        row.revision,
        row.created_at,
        row.updated_at,
    )


#: A competition's revision (what kept standings are checked by, on every page request).
REVISION = select(CompetitionRow.revision).where(CompetitionRow.slug == bindparam("slug"))


#: The columns of a :class:`CompetitionSummary` (not the format and ruleset: JSON read back and checked).
SUMMARY = (
    CompetitionRow.slug,
    CompetitionRow.kind,
    CompetitionRow.name,
    CompetitionRow.format_name,
    CompetitionRow.rules_name,
)
SUMMARIES = select(*SUMMARY).order_by(CompetitionRow.pk)


def _linked() -> Select[tuple[str, str, int]]:
    """:meth:`SqlPlayers.linked`'s statement (built once: an ORM statement costs a millisecond to build)."""
    me, holder, accounts = aliased(PlayerRow), aliased(PlayerRow), AccountRow
    here = select(CompetitionRow.pk).where(CompetitionRow.slug == bindparam("slug")).scalar_subquery()
    mine = select(accounts.account).join(me, me.pk == accounts.player_pk)
    others = select(CompetitionRow.pk).where(CompetitionRow.slug != bindparam("slug"))
    return (
        select(CompetitionRow.slug, holder.id, CompetitionRow.revision)
        .select_from(accounts)
        .join(holder, holder.pk == accounts.player_pk)
        .join(CompetitionRow, CompetitionRow.pk == accounts.competition_pk)
        # by the accounts' key (competition, account) on both: lookups, never a scan of the accounts
        .where(
            accounts.competition_pk.in_(others),
            accounts.account.in_(mine.where(me.competition_pk == here, me.id == bindparam("player"))),
        )
        .order_by(CompetitionRow.pk, accounts.account)
    )


#: Each other competition where a player holds one of the player's accounts (``slug``, ``player``).
LINKED = _linked()


class SqlCompetitions(Competitions):
    _uow: SqlUnitOfWork

    def _row(self, slug: str) -> CompetitionRow | None:
        query = self._uow.claimed(select(CompetitionRow).where(CompetitionRow.slug == slug))
        return self._uow.session.scalars(query).one_or_none()

    def get(self, slug: str) -> Competition | None:
        row = self._row(slug)
        return None if row is None else _competition(row)

    def list(self) -> list[Competition]:
        return [
            _competition(row)
            for row in self._uow.session.scalars(select(CompetitionRow).order_by(CompetitionRow.pk))
        ]

    def summaries(self) -> list[CompetitionSummary]:
        # on the session's connection, as revision(): columns of Core, no ORM state
        return [CompetitionSummary(*row) for row in self._uow.session.connection().execute(SUMMARIES)]

    def revision(self, slug: str) -> int | None:
        # on the session's connection: a column of Core, no ORM state
        return self._uow.session.connection().scalar(REVISION, {"slug": slug})

    def _insert(self, value: Competition) -> Competition:
        if self._row(value.slug) is not None:
            raise Conflict("competition_exists", competition=value.slug)
        now = self._uow.now()
        row = CompetitionRow(
            slug=value.slug,
            kind=value.kind,
            name=value.name,
            format_name=value.format_name,
            format=value.format,
            rules_name=value.rules_name,
            rules=value.rules,
            revision=0,
            created_at=now,
            updated_at=now,
        )
        self._uow.session.add(row)
        self._uow.flush()
        return _competition(row)

    def _current(self, value: Competition) -> Competition:
        return self.require(value.slug)

    def _replace(self, old: Competition, new: Competition) -> Competition:
        row = self._row(old.slug)
        assert row is not None
        for name in ("kind", "name", "format_name", "format", "rules_name", "rules"):
            setattr(row, name, getattr(new, name))
        row.updated_at = self._uow.now()
        self._uow.flush()
        return _competition(row)

    def _delete(self, old: Competition) -> None:
        # the database removes what belongs to it (ON DELETE CASCADE)
        self._uow.session.execute(delete(CompetitionRow).where(CompetitionRow.slug == old.slug))
        self._uow.forget()


def _player(slug: str, row: PlayerRow) -> Player:
    return Player(
        slug,
        row.id,
        row.name,
        row.hidden,
        tuple(a.account for a in row.accounts),
        row.data,
        row.created_at,
        row.updated_at,
    )


#: A player's columns as :meth:`SqlPlayers.list` reads them (and its ``pk``, to match its accounts).
ROSTER = (
    PlayerRow.pk,
    PlayerRow.id,
    PlayerRow.name,
    PlayerRow.hidden,
    PlayerRow.data,
    PlayerRow.created_at,
    PlayerRow.updated_at,
)


class SqlPlayers(Players):
    _uow: SqlUnitOfWork

    def _rows(self, slug: str, *where: ColumnElement[bool]) -> Sequence[PlayerRow]:
        pk = self._uow.competition_pk(slug)
        query = (
            select(PlayerRow)
            .where(PlayerRow.competition_pk == pk, *where)
            .order_by(PlayerRow.pk)
            .options(selectinload(PlayerRow.accounts))  # the accounts of every player in one more query
        )
        return self._uow.session.scalars(query).all()

    def get(self, competition: str, id: str) -> Player | None:
        rows = self._rows(competition, PlayerRow.id == id)
        return _player(competition, rows[0]) if rows else None

    def by_account(self, competition: str, account: str) -> Player | None:
        pk = self._uow.competition_pk(competition)
        held = select(AccountRow.player_pk).where(
            AccountRow.competition_pk == pk, AccountRow.account == account
        )
        rows = self._rows(competition, PlayerRow.pk.in_(held.scalar_subquery()))
        return _player(competition, rows[0]) if rows else None

    def list(self, competition: str) -> list[Player]:
        # columns, not ORM rows: every import of a file and every page reads a roster whole
        pk = self._uow.competition_pk(competition)
        accounts: dict[int, list[str]] = defaultdict(list)
        held = select(AccountRow.player_pk, AccountRow.account).where(AccountRow.competition_pk == pk)
        for player_pk, account in self._uow.session.execute(held.order_by(AccountRow.account)):
            accounts[player_pk].append(account)
        rows = self._uow.session.execute(
            select(*ROSTER).where(PlayerRow.competition_pk == pk).order_by(PlayerRow.pk)
        )
        return [
            Player(competition, id, name, hidden, tuple(accounts.get(player_pk, ())), data, created, updated)
            for player_pk, id, name, hidden, data, created, updated in rows
        ]

    def linked(self, competition: str, player: str) -> list[tuple[str, str, int]]:
        rows = self._uow.session.connection().execute(LINKED, {"slug": competition, "player": player})
        found: dict[str, tuple[str, str, int]] = {}
        for slug, id, revision in rows:
            found.setdefault(slug, (slug, id, revision))  # the holder of the first account, by account
        return list(found.values())

    def _check_accounts(self, value: Player, competition_pk: int) -> None:
        if not value.accounts:
            return
        query = (
            select(AccountRow.account, PlayerRow.id)
            .join(PlayerRow, AccountRow.player_pk == PlayerRow.pk)
            .where(AccountRow.competition_pk == competition_pk, AccountRow.account.in_(value.accounts))
            .where(PlayerRow.id != value.id)
            .order_by(AccountRow.account)
        )
        taken = self._uow.session.execute(query).first()
        if taken is not None:
            raise Conflict("account_taken", competition=value.competition, account=taken[0], player=taken[1])

    def _insert(self, value: Player) -> Player:
        pk = self._uow.competition_pk(value.competition)
        if self._rows(value.competition, PlayerRow.id == value.id):
            raise Conflict("player_exists", competition=value.competition, player=value.id)
        self._check_accounts(value, pk)
        now = self._uow.now()
        row = PlayerRow(
            competition_pk=pk,
            id=value.id,
            name=value.name,
            hidden=value.hidden,
            data=value.data,
            created_at=now,
            updated_at=now,
            accounts=[AccountRow(competition_pk=pk, account=a) for a in value.accounts],
        )
        self._uow.session.add(row)
        self._uow.flush()
        return _player(value.competition, row)

    def _current(self, value: Player) -> Player:
        stored = self.get(value.competition, value.id)
        if stored is None:
            raise NotFound("player_not_found", competition=value.competition, player=value.id)
        return stored

    def _replace(self, old: Player, new: Player) -> Player:
        pk = self._uow.competition_pk(new.competition)
        self._check_accounts(new, pk)
        (row,) = self._rows(new.competition, PlayerRow.id == new.id)
        row.name, row.hidden, row.data = new.name, new.hidden, new.data
        row.updated_at = self._uow.now()
        kept = [a for a in row.accounts if a.account in new.accounts]
        known = {a.account for a in kept}
        row.accounts = kept + [
            AccountRow(competition_pk=pk, account=a) for a in new.accounts if a not in known
        ]
        self._uow.flush()
        return _player(new.competition, row)

    def _delete(self, old: Player) -> None:
        (row,) = self._rows(old.competition, PlayerRow.id == old.id)
        games = self._uow.session.scalar(select(func.count()).where(SeatRow.player_pk == row.pk)) or 0
        if games:
            raise Conflict("player_has_games", competition=old.competition, player=old.id, games=games)
        self._uow.session.delete(row)
        self._uow.flush()
        self._uow.forget()


def _game(slug: str, row: Row[Any], seats: Sequence[str]) -> Game:
    return Game(
        slug,
        row.id,
        row.played_at,
        tuple(seats),
        row.record,
        row.source,
        row.platform,
        row.platform_id,
        row.result,
        row.key,
        row.round,
        row.table,
        row.created_at,
        row.updated_at,
    )


class SqlGames(Games):
    _uow: SqlUnitOfWork

    def _games(self, slug: str, *where: ColumnElement[bool]) -> list[Game]:
        """The competition's games that match, by time then entry order: two queries, any count."""
        pk = self._uow.competition_pk(slug)
        chosen = (GAMES.c.competition_pk == pk, *where)
        session = self._uow.session
        rows = session.execute(select(GAMES).where(*chosen).order_by(GAMES.c.played_at, GAMES.c.pk)).all()
        if not rows:
            return []
        seated = (
            select(SeatRow.game_pk, PlayerRow.id)
            .join(PlayerRow, SeatRow.player_pk == PlayerRow.pk)
            .join(GAMES, SeatRow.game_pk == GAMES.c.pk)
            .where(*chosen)
            .order_by(SeatRow.game_pk, SeatRow.seat)
        )
        seats: dict[int, list[str]] = defaultdict(list)
        for game_pk, player in session.execute(seated):
            seats[game_pk].append(player)
        return [_game(slug, row, seats[row.pk]) for row in rows]

    def _one(self, slug: str, *where: ColumnElement[bool]) -> Game | None:
        games = self._games(slug, *where)
        return games[0] if games else None

    def get(self, competition: str, id: str) -> Game | None:
        return self._one(competition, GAMES.c.id == id)

    def by_platform_id(self, competition: str, platform: str, platform_id: str) -> Game | None:
        return self._one(competition, GAMES.c.platform == platform, GAMES.c.platform_id == platform_id)

    def by_key(self, competition: str, key: str) -> Game | None:
        return self._one(competition, GAMES.c.key == key)

    def platform_ids(self, competition: str, platform: str) -> set[str]:
        pk = self._uow.competition_pk(competition)
        query = select(GAMES.c.platform_id).where(GAMES.c.competition_pk == pk, GAMES.c.platform == platform)
        return set(self._uow.session.scalars(query))

    def ids(self, competition: str) -> set[str]:
        pk = self._uow.competition_pk(competition)
        return set(self._uow.session.scalars(select(GAMES.c.id).where(GAMES.c.competition_pk == pk)))

    def between(self, competition: str, start: datetime, end: datetime) -> list[Game]:
        return self._games(competition, GAMES.c.played_at >= start, GAMES.c.played_at < end)

    def list(self, competition: str) -> list[Game]:
        return self._games(competition)

    def of_player(self, competition: str, player: str) -> list[tuple[str, dict[str, Any] | None]]:
        pk = self._uow.competition_pk(competition)
        query = (
            select(GAMES.c.id, GAMES.c.result)
            .join(SeatRow, SeatRow.game_pk == GAMES.c.pk)
            .join(PlayerRow, SeatRow.player_pk == PlayerRow.pk)
            .where(GAMES.c.competition_pk == pk, PlayerRow.competition_pk == pk, PlayerRow.id == player)
            .order_by(GAMES.c.played_at, GAMES.c.pk)
        )
        return [(id, result) for id, result in self._uow.session.execute(query)]

    def many(self, competition: str, ids: Collection[str]) -> list[Game]:
        wanted = list(ids)
        return self._games(competition, GAMES.c.id.in_(wanted)) if wanted else []

    def count(self, competition: str) -> int:
        pk = self._uow.competition_pk(competition)
        return self._uow.session.scalar(select(func.count()).where(GAMES.c.competition_pk == pk)) or 0

    def _seat_pks(self, value: Game, competition_pk: int) -> list[int]:
        pks = self._uow.player_pks(competition_pk, value.seats)
        for seat in value.seats:
            if seat not in pks:
                raise NotFound("player_not_found", competition=value.competition, player=seat)
        return [pks[seat] for seat in value.seats]

    def _check(self, value: Game, competition_pk: int) -> None:
        """The platform id, key, round and table must not be another game's (refused in that order)."""
        slug = value.competition
        others = (GAMES.c.competition_pk == competition_pk, GAMES.c.id != value.id)

        def taken(*where: ColumnElement[bool]) -> str | None:
            query = select(GAMES.c.id).where(*others, *where).order_by(GAMES.c.pk).limit(1)
            return self._uow.session.scalar(query)

        if value.platform is not None and (
            game := taken(GAMES.c.platform == value.platform, GAMES.c.platform_id == value.platform_id)
        ):
            raise Conflict(
                "platform_game_stored",
                competition=slug,
                platform=value.platform,
                platform_id=value.platform_id,
                game=game,
            )
        if value.key is not None and (game := taken(GAMES.c.key == value.key)):
            raise Conflict("key_used", competition=slug, key=value.key, game=game)
        if value.round is not None and (
            game := taken(GAMES.c.round == value.round, GAMES.c["table"] == value.table)
        ):
            raise Conflict("table_entered", competition=slug, round=value.round, table=value.table, game=game)

    @staticmethod
    def _columns(value: Game) -> dict[str, Any]:
        return {
            "id": value.id,
            "played_at": value.played_at,
            "source": value.source,
            "platform": value.platform,
            "platform_id": value.platform_id,
            "record": value.record,
            "result": value.result,
            "key": value.key,
            "content_hash": value.content_hash,
            "round": value.round,
            "table": value.table,
        }

    def _seat(self, game_pk: int, seats: list[int]) -> None:
        rows = [{"game_pk": game_pk, "seat": seat, "player_pk": pk} for seat, pk in enumerate(seats)]
        self._uow.execute(INSERT_SEATS, rows)

    # games are written by the thousand in an import: Core statements, no ORM bookkeeping

    def _insert(self, value: Game) -> Game:
        pk = self._uow.competition_pk(value.competition)
        exists = select(GAMES.c.pk).where(GAMES.c.competition_pk == pk, GAMES.c.id == value.id)
        if self._uow.session.scalar(exists) is not None:
            raise Conflict("game_exists", competition=value.competition, game=value.id)
        seats = self._seat_pks(value, pk)
        self._check(value, pk)
        now = self._uow.now()
        statement = insert(GAMES).values(
            competition_pk=pk, created_at=now, updated_at=now, **self._columns(value)
        )
        self._seat(self._uow.execute(statement).inserted_primary_key[0], seats)
        return replace(value, created_at=now, updated_at=now)

    def _current(self, value: Game) -> Game:
        stored = self.get(value.competition, value.id)
        if stored is None:
            raise NotFound("game_not_found", competition=value.competition, game=value.id)
        return stored

    def _replace(self, old: Game, new: Game) -> Game:
        pk = self._uow.competition_pk(new.competition)
        seats = self._seat_pks(new, pk)
        self._check(new, pk)
        now = self._uow.now()
        game_pk = self._uow.session.scalar(
            select(GAMES.c.pk).where(GAMES.c.competition_pk == pk, GAMES.c.id == new.id)
        )
        self._uow.execute(
            update(GAMES).where(GAMES.c.pk == game_pk).values(updated_at=now, **self._columns(new))
        )
        self._uow.execute(delete(SEATS).where(SEATS.c.game_pk == game_pk))
        self._seat(game_pk, seats)
        return replace(new, created_at=old.created_at, updated_at=now)

    def _delete(self, old: Game) -> None:
        pk = self._uow.competition_pk(old.competition)
        self._uow.execute(delete(GAMES).where(GAMES.c.competition_pk == pk, GAMES.c.id == old.id))


def _offence(slug: str, game: str, row: OffenceRow) -> OffenceProposal:
    return OffenceProposal(
        slug, game, row.number, row.offence, row.status, row.note, row.created_at, row.updated_at
    )


class SqlOffences(Offences):
    _uow: SqlUnitOfWork

    def _rows(self, slug: str, *where: ColumnElement[bool]) -> list[tuple[OffenceRow, str]]:
        pk = self._uow.competition_pk(slug)
        query = (
            select(OffenceRow, GAMES.c.id)
            .join(GAMES, OffenceRow.game_pk == GAMES.c.pk)
            .where(GAMES.c.competition_pk == pk, *where)
            .order_by(GAMES.c.id, OffenceRow.number)
        )
        return [(row, game) for row, game in self._uow.session.execute(query)]

    def get(self, competition: str, game: str, number: int) -> OffenceProposal | None:
        rows = self._rows(competition, GAMES.c.id == game, OffenceRow.number == number)
        return _offence(competition, rows[0][1], rows[0][0]) if rows else None

    def list(self, competition: str, game: str | None = None) -> list[OffenceProposal]:
        where = () if game is None else (GAMES.c.id == game,)
        return [_offence(competition, id, row) for row, id in self._rows(competition, *where)]

    def _insert(self, value: OffenceProposal) -> OffenceProposal:
        pk = self._uow.competition_pk(value.competition)
        game_pk = self._uow.session.scalar(
            select(GAMES.c.pk).where(GAMES.c.competition_pk == pk, GAMES.c.id == value.game)
        )
        if game_pk is None:
            raise NotFound("game_not_found", competition=value.competition, game=value.game)
        if self.get(value.competition, value.game, value.number) is not None:
            raise Conflict(
                "offence_exists", competition=value.competition, game=value.game, number=value.number
            )
        now = self._uow.now()
        row = OffenceRow(
            game_pk=game_pk,
            number=value.number,
            offence=value.offence,
            status=value.status,
            note=value.note,
            created_at=now,
            updated_at=now,
        )
        self._uow.session.add(row)
        self._uow.flush()
        return replace(value, created_at=now, updated_at=now)

    def _current(self, value: OffenceProposal) -> OffenceProposal:
        stored = self.get(value.competition, value.game, value.number)
        if stored is None:
            raise NotFound(
                "offence_not_found", competition=value.competition, game=value.game, number=value.number
            )
        return stored

    def _replace(self, old: OffenceProposal, new: OffenceProposal) -> OffenceProposal:
        ((row, _),) = self._rows(old.competition, GAMES.c.id == old.game, OffenceRow.number == old.number)
        now = self._uow.now()
        row.offence, row.status, row.note, row.updated_at = new.offence, new.status, new.note, now
        self._uow.flush()
        return replace(new, created_at=old.created_at, updated_at=now)

    def _delete(self, old: OffenceProposal) -> None:
        ((row, _),) = self._rows(old.competition, GAMES.c.id == old.game, OffenceRow.number == old.number)
        self._uow.session.delete(row)
        self._uow.flush()


def _action(slug: str, row: ActionRow) -> Action:
    return Action(slug, row.kind, row.data, row.at, row.actor, row.reason, row.pk)


class SqlActions(Actions):
    _uow: SqlUnitOfWork

    def _rows(self, slug: str, *where: ColumnElement[bool]) -> Sequence[ActionRow]:
        pk = self._uow.competition_pk(slug)
        query = select(ActionRow).where(ActionRow.competition_pk == pk, *where).order_by(ActionRow.pk)
        return self._uow.session.scalars(query).all()

    def get(self, competition: str, id: int) -> Action | None:
        rows = self._rows(competition, ActionRow.pk == id)
        return _action(competition, rows[0]) if rows else None

    def list(self, competition: str, kind: str | None = None) -> list[Action]:
        where = () if kind is None else (ActionRow.kind == kind,)
        return [_action(competition, row) for row in self._rows(competition, *where)]

    def _insert(self, value: Action) -> Action:
        row = ActionRow(competition_pk=self._uow.competition_pk(value.competition))
        self._fill(row, value)
        self._uow.session.add(row)
        self._uow.flush()
        return _action(value.competition, row)

    @staticmethod
    def _fill(row: ActionRow, value: Action) -> None:
        assert value.at is not None and value.actor is not None  # filled by Actions
        row.kind, row.data, row.at, row.actor, row.reason = (
            value.kind,
            value.data,
            value.at,
            value.actor,
            value.reason,
        )

    def _current(self, value: Action) -> Action:
        stored = None if value.id is None else self.get(value.competition, value.id)
        if stored is None:
            raise NotFound("action_not_found", competition=value.competition, action=value.id)
        return stored

    def _replace(self, old: Action, new: Action) -> Action:
        (row,) = self._rows(old.competition, ActionRow.pk == old.id)
        self._fill(row, new)
        self._uow.flush()
        return _action(new.competition, row)

    def _delete(self, old: Action) -> None:
        self._uow.session.execute(delete(ActionRow).where(ActionRow.pk == old.id))


def _staff(row: StaffRow) -> StaffAccount:
    return StaffAccount(row.login, row.password_hash, row.role, row.active, row.created_at, row.updated_at)


class SqlStaff(Staff):
    _uow: SqlUnitOfWork

    def _row(self, login: str) -> StaffRow | None:
        return self._uow.session.scalars(select(StaffRow).where(StaffRow.login == login)).one_or_none()

    def get(self, login: str) -> StaffAccount | None:
        row = self._row(login)
        return None if row is None else _staff(row)

    def list(self) -> list[StaffAccount]:
        return [_staff(row) for row in self._uow.session.scalars(select(StaffRow).order_by(StaffRow.pk))]

    def _insert(self, value: StaffAccount) -> StaffAccount:
        if self._row(value.login) is not None:
            raise Conflict("staff_exists", login=value.login)
        now = self._uow.now()
        row = StaffRow(
            login=value.login,
            password_hash=value.password_hash,
            role=value.role,
            active=value.active,
            created_at=now,
            updated_at=now,
        )
        self._uow.session.add(row)
        self._uow.flush()
        return _staff(row)

    def _current(self, value: StaffAccount) -> StaffAccount:
        stored = self.get(value.login)
        if stored is None:
            raise NotFound("staff_not_found", login=value.login)
        return stored

    def _replace(self, old: StaffAccount, new: StaffAccount) -> StaffAccount:
        row = self._row(old.login)
        assert row is not None
        row.password_hash, row.role, row.active = new.password_hash, new.role, new.active
        row.updated_at = self._uow.now()
        self._uow.flush()
        return _staff(row)

    def _delete(self, old: StaffAccount) -> None:
        self._uow.session.execute(delete(StaffRow).where(StaffRow.login == old.login))


def _upsert(uow: SqlUnitOfWork) -> Any:
    """The dialect's INSERT, which has ``on_conflict_do_*`` (SQLite and PostgreSQL both do; each
    imported with its dialect only: a command on SQLite loads nothing of PostgreSQL's)."""
    if uow.session.bind.dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as postgresql_insert

        return postgresql_insert
    from sqlalchemy.dialects.sqlite import insert as sqlite_insert

    return sqlite_insert


class SqlSecurity(Security):
    _uow: SqlUnitOfWork

    def _secret(self, name: str) -> str | None:
        return self._uow.session.scalar(select(SecretRow.value).where(SecretRow.name == name))

    def _keep_secret(self, name: str, value: str) -> str:
        statement = _upsert(self._uow)(SecretRow).values(name=name, value=value, created_at=self._uow.now())
        self._uow.session.execute(statement.on_conflict_do_nothing(index_elements=[SecretRow.name]))
        kept = self._secret(name)  # another process's, if it kept one first
        assert kept is not None
        return kept

    def _open(self, session: StaffSession, forget_before: datetime) -> None:
        staff_pk = self._uow.session.scalar(select(StaffRow.pk).where(StaffRow.login == session.login))
        if staff_pk is None:
            raise NotFound("staff_not_found", login=session.login)
        self._uow.session.execute(delete(SessionRow).where(SessionRow.created_at < forget_before))
        self._uow.execute(
            insert(SessionRow).values(
                key_hash=session.key_hash,
                staff_pk=staff_pk,
                created_at=session.created_at,
                expires_at=session.expires_at,
                replaced_hash=session.replaced,
            )
        )

    def session(self, key_hash: str) -> StaffSession | None:
        query = (
            select(
                SessionRow.key_hash,
                StaffRow.login,
                SessionRow.created_at,
                SessionRow.expires_at,
                SessionRow.replaced_hash,
            )
            .join(SessionRow.staff)
            .where(SessionRow.key_hash == key_hash)
        )
        row = self._uow.session.execute(query).one_or_none()
        return None if row is None else StaffSession(*row)

    def replaced(self, key_hash: str) -> bool:
        query = select(SessionRow.pk).where(SessionRow.replaced_hash == key_hash)
        return self._uow.session.scalar(query) is not None

    def _close(self, key_hash: str, at: datetime) -> None:
        self._uow.session.execute(
            update(SessionRow)
            .where(SessionRow.key_hash == key_hash, SessionRow.expires_at > at)
            .values(expires_at=at)
        )

    def _take_turn(self) -> None:
        # SQLite's writers take turns already (BEGIN IMMEDIATE); on PostgreSQL a lock of the table
        # that only counting takes (it lets readers and a backup read), until the unit of work ends
        if self._uow.session.bind.dialect.name == "postgresql":
            self._uow.session.execute(LOCK_FAILURES)

    def _fail(self, failure: LoginFailure, forget_before: datetime) -> None:
        self._uow.session.execute(delete(LoginFailureRow).where(LoginFailureRow.at < forget_before))
        self._uow.execute(
            insert(LoginFailureRow).values(login=failure.login, address=failure.address, at=failure.at)
        )

    def failures(
        self, since: datetime, *, login: str | None = None, address: str | None = None
    ) -> list[datetime]:
        query = select(LoginFailureRow.at).where(LoginFailureRow.at >= since).order_by(LoginFailureRow.at)
        if login is not None:
            query = query.where(LoginFailureRow.login == login)
        if address is not None:
            query = query.where(LoginFailureRow.address == address)
        return list(self._uow.session.scalars(query))

    def _forgive(self, login: str) -> None:
        self._uow.session.execute(delete(LoginFailureRow).where(LoginFailureRow.login == login))


def _entry(row: AuditRow) -> AuditEntry:
    return AuditEntry(
        row.pk,
        row.at,
        row.actor,
        row.competition,
        row.entity,
        row.entity_id,
        row.action,
        row.old,
        row.new,
        row.reason,
    )


class SqlAuditLog(AuditLog):
    def __init__(self, uow: SqlUnitOfWork) -> None:
        self._uow = uow

    def entries(
        self, competition: str | None = None, *, entity: str | None = None, entity_id: str | None = None
    ) -> list[AuditEntry]:
        query = select(AuditRow).order_by(AuditRow.pk)
        for column, wanted in (
            (AuditRow.competition, competition),
            (AuditRow.entity, entity),
            (AuditRow.entity_id, entity_id),
        ):
            if wanted is not None:
                query = query.where(column == wanted)
        return [_entry(row) for row in self._uow.session.scalars(query)]


class SqlStandingsCache(StandingsCache):
    _uow: SqlUnitOfWork

    def _read(self, competition: str, version: str, revision: int) -> Data | None:
        query = select(StandingsRow.data).where(
            StandingsRow.competition_pk == self._uow.competition_pk(competition),
            StandingsRow.version == version,
            StandingsRow.revision == revision,
        )
        return self._uow.session.scalar(query)

    def _write(self, competition: str, version: str, revision: int, data: Data) -> None:
        statement = _upsert(self._uow)(StandingsRow).values(
            competition_pk=self._uow.competition_pk(competition),
            version=version,
            revision=revision,
            data=data,
            built_at=self._uow.now(),
        )
        excluded = statement.excluded
        self._uow.session.execute(
            statement.on_conflict_do_update(
                index_elements=[StandingsRow.competition_pk, StandingsRow.version],
                set_={"revision": excluded.revision, "data": excluded.data, "built_at": excluded.built_at},
                where=StandingsRow.revision <= excluded.revision,  # a slow, older build never wins
            )
        )
