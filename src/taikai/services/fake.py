"""An in-memory store with the unit-of-work port's behaviour, for testing services without a database.

It refuses what the database refuses (the same :class:`~taikai.services.unit_of_work.Conflict` and
:class:`~taikai.services.unit_of_work.NotFound` codes, checked in the same order), keeps JSON data
as a database gives it back (written and read again through :mod:`taikai.contracts.jsonio`: tuples
come back as lists, so a service cannot rely on what a database would not keep), writes the same
audit entries and counts up the same revisions. A unit of work works on a copy of the tables that
replaces them on commit: a rollback leaves nothing. tests/store runs one suite on this and on both
databases, so the three agree.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass, field, fields, replace
from datetime import datetime
from typing import Any, TypeVar

from taikai.contracts.jsonio import dumps, loads
from taikai.services.unit_of_work import (
    Actions,
    AuditLog,
    Clock,
    Competitions,
    Conflict,
    Games,
    NotFound,
    Offences,
    Players,
    Security,
    Staff,
    StandingsCache,
    UnitOfWork,
    utc_now,
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

V = TypeVar("V", Competition, Player, Game, Action, StaffAccount, OffenceProposal)

__all__ = ["FakeStore", "FakeUnitOfWork"]


def _json(data: Any) -> Any:
    """JSON data as a database keeps it."""
    return None if data is None else loads(dumps(data))


def _kept(value: V) -> V:
    """A value as a database keeps it: its JSON data written and read back."""
    return replace(
        value, **{f.name: _json(v) for f in fields(value) if isinstance(v := getattr(value, f.name), dict)}
    )


def _keep(table: dict[Any, V], key: Any, value: V) -> V:
    """Store ``value`` as a database would; give it back as the caller gave it (as the store does)."""
    table[key] = _kept(value)
    return value


@dataclass
class _Tables:
    competitions: dict[str, Competition] = field(default_factory=dict)
    players: dict[tuple[str, str], Player] = field(default_factory=dict)
    games: dict[tuple[str, str], Game] = field(default_factory=dict)
    actions: dict[int, Action] = field(default_factory=dict)
    staff: dict[str, StaffAccount] = field(default_factory=dict)
    audit: list[AuditEntry] = field(default_factory=list)
    standings: dict[tuple[str, str], tuple[int, Data]] = field(default_factory=dict)
    last_action: int = 0
    secrets: dict[str, str] = field(default_factory=dict)
    sessions: dict[str, StaffSession] = field(default_factory=dict)
    failures: list[LoginFailure] = field(default_factory=list)
    offences: dict[tuple[str, str, int], OffenceProposal] = field(default_factory=dict)

    def copy(self) -> _Tables:
        return _Tables(
            dict(self.competitions),
            dict(self.players),
            dict(self.games),
            dict(self.actions),
            dict(self.staff),
            list(self.audit),
            dict(self.standings),
            self.last_action,
            dict(self.secrets),
            dict(self.sessions),
            list(self.failures),
            dict(self.offences),
        )


class FakeStore:
    """Units of work over tables in memory (:class:`taikai.services.unit_of_work.Store`)."""

    def __init__(self, clock: Clock = utc_now) -> None:
        self.tables = _Tables()
        self.clock = clock

    def unit_of_work(
        self, actor: str, reason: str | None = None, *, read_only: bool = False
    ) -> FakeUnitOfWork:
        return FakeUnitOfWork(self, actor, reason, read_only=read_only)

    def revision(self, slug: str) -> int | None:
        return _revision(self.tables, slug)

    def summaries(self) -> list[CompetitionSummary]:
        return [
            CompetitionSummary(c.slug, c.kind, c.name, c.format_name, c.rules_name)
            for c in self.tables.competitions.values()
        ]

    def kept_standings(self, slug: str, version: str) -> Data | None:
        built = self.tables.standings.get((slug, version))
        fresh = built is not None and built[0] == _revision(self.tables, slug)
        return _json(built[1]) if built is not None and fresh else None


class FakeUnitOfWork(UnitOfWork):
    def __init__(
        self, store: FakeStore, actor: str, reason: str | None = None, *, read_only: bool = False
    ) -> None:
        super().__init__(actor, reason, store.clock, read_only=read_only)
        self._store = store
        self._tables: _Tables | None = None
        self.competitions = _Competitions(self)
        self.players = _Players(self)
        self.games = _Games(self)
        self.actions = _Actions(self)
        self.offences = _Offences(self)
        self.staff = _Staff(self)
        self.security = _Security(self)
        self.audit = _AuditLog(self)
        self.standings = _StandingsCache(self)

    @property
    def tables(self) -> _Tables:
        if self._tables is None:
            raise RuntimeError("use the unit of work inside its with block")
        return self._tables

    def _begin(self) -> None:
        self._tables = self._store.tables.copy()

    def _commit(self) -> None:
        self._store.tables = self.tables

    def _rollback(self) -> None:
        self._tables = None

    def _close(self) -> None:
        self._tables = None

    def _savepoint(self) -> _Tables:
        return self.tables.copy()

    def _rollback_to(self, mark: object) -> None:
        assert isinstance(mark, _Tables)
        self._tables = mark.copy()

    def _append_audit(self, entry: AuditEntry) -> None:
        audit = self.tables.audit
        audit.append(replace(entry, id=len(audit) + 1, old=_json(entry.old), new=_json(entry.new)))

    def _bump(self, competitions: list[str]) -> None:
        table = self.tables.competitions
        for slug in competitions:
            if slug in table:
                table[slug] = replace(table[slug], revision=table[slug].revision + 1)

    def _competition(self, slug: str) -> Competition:
        if slug not in self.tables.competitions:
            raise NotFound("competition_not_found", competition=slug)
        return self.tables.competitions[slug]


def _revision(tables: _Tables, slug: str) -> int | None:
    competition = tables.competitions.get(slug)
    return None if competition is None else competition.revision


class _Competitions(Competitions):
    _uow: FakeUnitOfWork

    def get(self, slug: str) -> Competition | None:
        return self._uow.tables.competitions.get(slug)

    def list(self) -> list[Competition]:
        return list(self._uow.tables.competitions.values())

    def revision(self, slug: str) -> int | None:
        return _revision(self._uow.tables, slug)

    def _insert(self, value: Competition) -> Competition:
        table = self._uow.tables.competitions
        if value.slug in table:
            raise Conflict("competition_exists", competition=value.slug)
        now = self._uow.now()
        return _keep(table, value.slug, replace(value, revision=0, created_at=now, updated_at=now))

    def _current(self, value: Competition) -> Competition:
        return self._uow._competition(value.slug)

    def _replace(self, old: Competition, new: Competition) -> Competition:
        stamped = replace(new, revision=old.revision, created_at=old.created_at, updated_at=self._uow.now())
        return _keep(self._uow.tables.competitions, new.slug, stamped)

    def _delete(self, old: Competition) -> None:
        tables = self._uow.tables
        del tables.competitions[old.slug]
        for name in ("players", "games", "standings", "offences"):
            rows = getattr(tables, name)
            for key in [key for key in rows if key[0] == old.slug]:
                del rows[key]
        for key in [key for key, action in tables.actions.items() if action.competition == old.slug]:
            del tables.actions[key]


class _Players(Players):
    _uow: FakeUnitOfWork

    def get(self, competition: str, id: str) -> Player | None:
        self._uow._competition(competition)
        return self._uow.tables.players.get((competition, id))

    def by_account(self, competition: str, account: str) -> Player | None:
        return next((p for p in self.list(competition) if account in p.accounts), None)

    def list(self, competition: str) -> list[Player]:
        self._uow._competition(competition)
        return [p for p in self._uow.tables.players.values() if p.competition == competition]

    def linked(self, competition: str, player: str) -> list[tuple[str, str, int]]:
        me = self.get(competition, player)
        found = []
        for other in self._uow.competitions.summaries():
            if me is None or other.slug == competition:
                continue
            for account in sorted(me.accounts):
                held = self.by_account(other.slug, account)
                if held is not None:
                    found.append((other.slug, held.id, _revision(self._uow.tables, other.slug)))
                    break
        return found

    def _check_accounts(self, value: Player) -> None:
        for account in value.accounts:
            holder = self.by_account(value.competition, account)
            if holder is not None and holder.id != value.id:
                raise Conflict(
                    "account_taken", competition=value.competition, account=account, player=holder.id
                )

    def _insert(self, value: Player) -> Player:
        self._uow._competition(value.competition)
        if (value.competition, value.id) in self._uow.tables.players:
            raise Conflict("player_exists", competition=value.competition, player=value.id)
        self._check_accounts(value)
        now = self._uow.now()
        return _keep(
            self._uow.tables.players,
            (value.competition, value.id),
            replace(value, created_at=now, updated_at=now),
        )

    def _current(self, value: Player) -> Player:
        self._uow._competition(value.competition)
        stored = self.get(value.competition, value.id)
        if stored is None:
            raise NotFound("player_not_found", competition=value.competition, player=value.id)
        return stored

    def _replace(self, old: Player, new: Player) -> Player:
        self._check_accounts(new)
        stamped = replace(new, created_at=old.created_at, updated_at=self._uow.now())
        return _keep(self._uow.tables.players, (new.competition, new.id), stamped)

    def _delete(self, old: Player) -> None:
        games = sum(1 for g in self._uow.games.list(old.competition) if old.id in g.seats)
        if games:
            raise Conflict("player_has_games", competition=old.competition, player=old.id, games=games)
        del self._uow.tables.players[old.competition, old.id]


class _Games(Games):
    _uow: FakeUnitOfWork

    def get(self, competition: str, id: str) -> Game | None:
        self._uow._competition(competition)
        return self._uow.tables.games.get((competition, id))

    def _find(self, competition: str, **fields: Any) -> Game | None:
        return next(
            (g for g in self.list(competition) if all(getattr(g, k) == v for k, v in fields.items())), None
        )

    def by_platform_id(self, competition: str, platform: str, platform_id: str) -> Game | None:
        return self._find(competition, platform=platform, platform_id=platform_id)

    def by_key(self, competition: str, key: str) -> Game | None:
        return self._find(competition, key=key)

    def platform_ids(self, competition: str, platform: str) -> set[str]:
        return {g.platform_id for g in self.list(competition) if g.platform == platform and g.platform_id}

    def ids(self, competition: str) -> set[str]:
        return {g.id for g in self.list(competition)}

    def _ordered(self, games: Iterable[Game]) -> list[Game]:
        entered = {key: index for index, key in enumerate(self._uow.tables.games)}
        return sorted(games, key=lambda g: (g.played_at, entered[g.competition, g.id]))

    def between(self, competition: str, start: datetime, end: datetime) -> list[Game]:
        return [g for g in self.list(competition) if start <= g.played_at < end]

    def list(self, competition: str) -> list[Game]:
        self._uow._competition(competition)
        return self._ordered(g for g in self._uow.tables.games.values() if g.competition == competition)

    def of_player(self, competition: str, player: str) -> list[tuple[str, dict[str, Any] | None]]:
        return [(g.id, g.result) for g in self.list(competition) if player in g.seats]

    def many(self, competition: str, ids: Collection[str]) -> list[Game]:
        wanted = set(ids)
        return [g for g in self.list(competition) if g.id in wanted]

    def count(self, competition: str) -> int:
        self._uow._competition(competition)
        return sum(1 for g in self._uow.tables.games.values() if g.competition == competition)

    def _check(self, value: Game) -> None:
        """Refuse what the database refuses, in the store's order: the seated players must exist;
        then the platform id, the key, the round and table must not be another game's."""
        slug = value.competition
        for seat in value.seats:
            if (slug, seat) not in self._uow.tables.players:
                raise NotFound("player_not_found", competition=slug, player=seat)
        others = [g for g in self.list(slug) if g.id != value.id]
        if value.platform is not None:
            for other in others:
                if (other.platform, other.platform_id) == (value.platform, value.platform_id):
                    raise Conflict(
                        "platform_game_stored",
                        competition=slug,
                        platform=value.platform,
                        platform_id=value.platform_id,
                        game=other.id,
                    )
        if value.key is not None:
            for other in others:
                if other.key == value.key:
                    raise Conflict("key_used", competition=slug, key=value.key, game=other.id)
        if value.round is not None:
            for other in others:
                if (other.round, other.table) == (value.round, value.table):
                    raise Conflict(
                        "table_entered", competition=slug, round=value.round, table=value.table, game=other.id
                    )

    def _insert(self, value: Game) -> Game:
        self._uow._competition(value.competition)
        if (value.competition, value.id) in self._uow.tables.games:
            raise Conflict("game_exists", competition=value.competition, game=value.id)
        self._check(value)
        now = self._uow.now()
        return _keep(
            self._uow.tables.games,
            (value.competition, value.id),
            replace(value, created_at=now, updated_at=now),
        )

    def _current(self, value: Game) -> Game:
        self._uow._competition(value.competition)
        stored = self.get(value.competition, value.id)
        if stored is None:
            raise NotFound("game_not_found", competition=value.competition, game=value.id)
        return stored

    def _replace(self, old: Game, new: Game) -> Game:
        self._check(new)
        stamped = replace(new, created_at=old.created_at, updated_at=self._uow.now())
        return _keep(self._uow.tables.games, (new.competition, new.id), stamped)

    def _delete(self, old: Game) -> None:
        tables = self._uow.tables
        del tables.games[old.competition, old.id]
        for key in [key for key in tables.offences if key[:2] == (old.competition, old.id)]:
            del tables.offences[key]


class _Offences(Offences):
    _uow: FakeUnitOfWork

    def get(self, competition: str, game: str, number: int) -> OffenceProposal | None:
        self._uow._competition(competition)
        return self._uow.tables.offences.get((competition, game, number))

    def list(self, competition: str, game: str | None = None) -> list[OffenceProposal]:
        self._uow._competition(competition)
        found = [
            o
            for o in self._uow.tables.offences.values()
            if o.competition == competition and game in (None, o.game)
        ]
        return sorted(found, key=lambda o: (o.game, o.number))

    def _insert(self, value: OffenceProposal) -> OffenceProposal:
        tables = self._uow.tables
        if (value.competition, value.game) not in tables.games:
            raise NotFound("game_not_found", competition=value.competition, game=value.game)
        key = (value.competition, value.game, value.number)
        if key in tables.offences:
            raise Conflict(
                "offence_exists", competition=value.competition, game=value.game, number=value.number
            )
        now = self._uow.now()
        return _keep(tables.offences, key, replace(value, created_at=now, updated_at=now))

    def _current(self, value: OffenceProposal) -> OffenceProposal:
        stored = self.get(value.competition, value.game, value.number)
        if stored is None:
            raise NotFound(
                "offence_not_found", competition=value.competition, game=value.game, number=value.number
            )
        return stored

    def _replace(self, old: OffenceProposal, new: OffenceProposal) -> OffenceProposal:
        stamped = replace(new, created_at=old.created_at, updated_at=self._uow.now())
        return _keep(self._uow.tables.offences, (new.competition, new.game, new.number), stamped)

    def _delete(self, old: OffenceProposal) -> None:
        del self._uow.tables.offences[old.competition, old.game, old.number]


class _Actions(Actions):
    _uow: FakeUnitOfWork

    def get(self, competition: str, id: int) -> Action | None:
        self._uow._competition(competition)
        action = self._uow.tables.actions.get(id)
        return action if action is not None and action.competition == competition else None

    def list(self, competition: str, kind: str | None = None) -> list[Action]:
        self._uow._competition(competition)
        return [
            a
            for a in self._uow.tables.actions.values()
            if a.competition == competition and (kind is None or a.kind == kind)
        ]

    def _insert(self, value: Action) -> Action:
        self._uow._competition(value.competition)
        tables = self._uow.tables
        tables.last_action += 1
        return _keep(tables.actions, tables.last_action, replace(value, id=tables.last_action))

    def _current(self, value: Action) -> Action:
        self._uow._competition(value.competition)
        stored = None if value.id is None else self.get(value.competition, value.id)
        if stored is None:
            raise NotFound("action_not_found", competition=value.competition, action=value.id)
        return stored

    def _replace(self, old: Action, new: Action) -> Action:
        return _keep(self._uow.tables.actions, old.id, new)

    def _delete(self, old: Action) -> None:
        del self._uow.tables.actions[old.id]  # type: ignore[arg-type]


class _Staff(Staff):
    _uow: FakeUnitOfWork

    def get(self, login: str) -> StaffAccount | None:
        return self._uow.tables.staff.get(login)

    def list(self) -> list[StaffAccount]:
        return list(self._uow.tables.staff.values())

    def _insert(self, value: StaffAccount) -> StaffAccount:
        if value.login in self._uow.tables.staff:
            raise Conflict("staff_exists", login=value.login)
        now = self._uow.now()
        return _keep(self._uow.tables.staff, value.login, replace(value, created_at=now, updated_at=now))

    def _current(self, value: StaffAccount) -> StaffAccount:
        stored = self.get(value.login)
        if stored is None:
            raise NotFound("staff_not_found", login=value.login)
        return stored

    def _replace(self, old: StaffAccount, new: StaffAccount) -> StaffAccount:
        stamped = replace(new, created_at=old.created_at, updated_at=self._uow.now())
        return _keep(self._uow.tables.staff, new.login, stamped)

    def _delete(self, old: StaffAccount) -> None:
        tables = self._uow.tables
        del tables.staff[old.login]
        tables.sessions = {k: s for k, s in tables.sessions.items() if s.login != old.login}


class _Security(Security):
    _uow: FakeUnitOfWork

    def _secret(self, name: str) -> str | None:
        return self._uow.tables.secrets.get(name)

    def _keep_secret(self, name: str, value: str) -> str:
        return self._uow.tables.secrets.setdefault(name, value)

    def _open(self, session: StaffSession, forget_before: datetime) -> None:
        tables = self._uow.tables
        if session.login not in tables.staff:
            raise NotFound("staff_not_found", login=session.login)
        tables.sessions = {k: s for k, s in tables.sessions.items() if s.created_at >= forget_before}
        if session.key_hash in tables.sessions or (session.replaced and self.replaced(session.replaced)):
            raise Conflict("refused_by_database", detail="a session with this key is kept")
        tables.sessions[session.key_hash] = session

    def session(self, key_hash: str) -> StaffSession | None:
        return self._uow.tables.sessions.get(key_hash)

    def replaced(self, key_hash: str) -> bool:
        return any(s.replaced == key_hash for s in self._uow.tables.sessions.values())

    def _close(self, key_hash: str, at: datetime) -> None:
        sessions = self._uow.tables.sessions
        session = sessions.get(key_hash)
        if session is not None and session.expires_at > at:
            sessions[key_hash] = replace(session, expires_at=at)

    def _fail(self, failure: LoginFailure, forget_before: datetime) -> None:
        tables = self._uow.tables
        tables.failures = [f for f in tables.failures if f.at >= forget_before] + [failure]

    def failures(
        self, since: datetime, *, login: str | None = None, address: str | None = None
    ) -> list[datetime]:
        return sorted(
            f.at
            for f in self._uow.tables.failures
            if f.at >= since
            and (login is None or f.login == login)
            and (address is None or f.address == address)
        )

    def _forgive(self, login: str) -> None:
        tables = self._uow.tables
        tables.failures = [f for f in tables.failures if f.login != login]


class _AuditLog(AuditLog):
    def __init__(self, uow: FakeUnitOfWork) -> None:
        self._uow = uow

    def entries(
        self, competition: str | None = None, *, entity: str | None = None, entity_id: str | None = None
    ) -> list[AuditEntry]:
        return [
            e
            for e in self._uow.tables.audit
            if (competition is None or e.competition == competition)
            and (entity is None or e.entity == entity)
            and (entity_id is None or e.entity_id == entity_id)
        ]


class _StandingsCache(StandingsCache):
    _uow: FakeUnitOfWork

    def _read(self, competition: str, version: str, revision: int) -> Data | None:
        built = self._uow.tables.standings.get((competition, version))
        return _json(built[1]) if built is not None and built[0] == revision else None

    def _write(self, competition: str, version: str, revision: int, data: Data) -> None:
        kept = self._uow.tables.standings.get((competition, version))
        if kept is None or kept[0] <= revision:  # as the store: an older build never replaces a newer one
            self._uow.tables.standings[competition, version] = (revision, _json(data))
