"""Importing files into a stored competition (IMPORTS.md): one unit of work per file.

For each file (a folder gives each of its files, a Tenhou archive each of its logs): the source is
detected by its content unless given; the importers read it (:mod:`taikai.importers`); its players
are matched by platform account (``majsoul:ACCOUNT_ID``, ``tenhou:NAME``; a score sheet's by id or
name), never by a Mahjong Soul nickname alone; games already stored are skipped and counted (by the
platform and its game id; a sheet's rows by their content; a Tenhou log by its content, never by
its file's name: :func:`_stored_log`); every other game is checked again by the engine under the
competition's ruleset before it is stored:

- Mahjong Soul contest records: the table points settled and compared with the platform's score
  (a difference refused with both values side by side);
- Tenhou logs (mjlog, tenhou.net/6): a log whose rules differ from the competition's is refused with
  the fields that differ (an east-only log in an east-south league), never replayed under the wrong
  rules; every other log is replayed hand by hand and must end with the log's own pt;
- Tenhou lobby lines: settled scores that must sum to zero;
- score sheets: the table points settled.

Unknown accounts or names refuse the file, each listed with the command that registers it, unless
``add_players``. Any refusal, and any refusal of the competition's contract or engine once the games
are in, imports nothing of that file: its unit of work is rolled back (a killed import leaves nothing
half stored either). The summary says, per file, what was imported, skipped and refused, and why.
"""

from __future__ import annotations

import shlex
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar
from zoneinfo import ZoneInfo

from taikai.contracts import archives
from taikai.contracts.files import DEFAULT_LIMIT, FileError, read_bytes
from taikai.contracts.jsonio import decode_utf8
from taikai.errors import InputWarning, TaikaiError
from taikai.game.offences import Offence, offence_of
from taikai.game.record import GameRecord
from taikai.game.table import run
from taikai.importers import sources, tenhou
from taikai.importers.checks import cross_check
from taikai.importers.csv_sheet import parse_time
from taikai.importers.model import FileImport, ImportedGame, PlayerRef, Refusal, Source, UnknownFormat
from taikai.importers.tenhou.moves import replay_moves
from taikai.reasons import Reason
from taikai.rules import Ruleset
from taikai.services.codes import Say
from taikai.services.errors import BadRequest
from taikai.services.files import PLATFORM_SCORES
from taikai.services.games import GameEntry, enter, entered_data, next_id, ruleset_of, verified
from taikai.services.offences import propose
from taikai.services.unit_of_work import Store, UnitOfWork
from taikai.services.values import Competition, Game, Player

__all__ = [
    "Asked",
    "FileSummary",
    "ImportSummary",
    "Problem",
    "Unknown",
    "at_time",
    "import_files",
    "import_uploads",
    "inputs",
]

T = TypeVar("T")
Watch = Callable[[Iterable[T], int], Iterable[T]]

#: What one file given to an import may unpack to: 256 MiB in all (as any file read), 10,000 entries,
#: a log (or any member) at most 16 MiB (:mod:`taikai.contracts.archives`).
ARCHIVE_LIMITS = archives.Limits(unpacked=DEFAULT_LIMIT, entries=10_000, member=tenhou.MAX_LOG_BYTES)
TENHOU_SOURCES = ("tenhou", "tenhou6")


@dataclass(frozen=True, slots=True)
class Problem:
    """Why a game or a file was refused: a code, where (the file and the place in it) and either a
    reason of the catalog or (from the importers, not yet in the catalog) an English message."""

    code: str
    where: str
    reason: Reason | None = None
    text: str = ""

    @classmethod
    def of(cls, code: str, where: str, **params: object) -> Problem:
        return cls(code, where, Reason.of(code, where=where, **params))

    @classmethod
    def refusal(cls, refusal: Refusal) -> Problem:
        """An importer's refusal, worded by the catalog in the reader's language."""
        return cls(refusal.code, refusal.where, refusal.reason, text=refusal.message)

    @classmethod
    def error(cls, error: TaikaiError, where: str) -> Problem:
        """An engine's or a contract's error about the game at ``where``."""
        if error.reason is None:
            return cls(error.code, where, Reason.of(Say.import_problem, where=where, problem=error.message))
        return cls(error.code, where, Reason.of(Say.import_problem, where=where, problem=error.reason))


@dataclass(frozen=True, slots=True)
class Unknown:
    """A player the file names whom the competition does not have, and the command that registers them."""

    name: str
    account: str | None
    command: str


@dataclass(frozen=True, slots=True)
class FileSummary:
    """What one file gave: the games stored (their ids), what was skipped (why -> how many), the refusals,
    the unknown players, the players added, the warnings. Nothing of a file with a refusal is stored:
    its ``imported`` and ``added`` are then empty (the summary lists only what was stored)."""

    file: str
    source: str | None
    imported: tuple[str, ...] = ()
    skipped: dict[str, int] = field(default_factory=dict)
    refused: tuple[Problem, ...] = ()
    unknown: tuple[Unknown, ...] = ()
    added: tuple[tuple[str, str], ...] = ()  # (id, name) of each player the import registered
    warnings: tuple[InputWarning, ...] = ()
    accepted: tuple[str, ...] = ()  # the games of ``imported`` stored with the platform's scores

    @property
    def ok(self) -> bool:
        return not self.refused and not self.unknown


@dataclass(frozen=True, slots=True)
class ImportSummary:
    """Every file's summary, in the order they were imported."""

    files: tuple[FileSummary, ...]

    @property
    def imported(self) -> int:
        return sum(len(f.imported) for f in self.files)

    @property
    def skipped(self) -> dict[str, int]:
        total: Counter[str] = Counter()
        for summary in self.files:
            total.update(summary.skipped)
        return dict(total)

    @property
    def refused_files(self) -> int:
        return sum(not f.ok for f in self.files)

    @property
    def ok(self) -> bool:
        return all(f.ok for f in self.files)


@dataclass(frozen=True, slots=True)
class Asked:
    """What the organizer asks of an import: register unknown players (``add_players``), the time of
    logs that carry none (``at``: a log that carries its own keeps it), and the platform's scores for
    a game whose settled scores differ from taikai's (``accept_platform_scores``: stored with the
    platform's, both values kept in the game's result and so in the audit log), and a log whose play
    holds what the ruleset makes an offence (``propose_offences``: stored with each offence proposed
    to staff, :mod:`taikai.services.offences`; without it the file is refused naming each offence)."""

    add_players: bool = False
    at: str | None = None
    accept_platform_scores: bool = False
    propose_offences: bool = False


# --------------------------------------------------------------------------- what to read


@dataclass(frozen=True, slots=True)
class Input:
    """One file to import: its name in messages and its content (or why it cannot be read)."""

    name: str
    content: bytes = b""
    error: Problem | None = None


def _member_name(archive: str, member: str) -> str:
    """An archive's member as an import names it: its path in the archive after the archive's name."""
    return f"{archive}/{member}" if member else archive


def _members(name: str, unpacked: archives.Unpacked) -> Iterator[Input]:
    """Every regular file of an archive, in name order, each an input of its own (``archive/member``),
    then every entry that was dropped (too large, not a regular file, past the archive's bounds),
    each refused with why."""
    for member in sorted(unpacked.members, key=lambda m: m.name):
        yield Input(_member_name(name, member.name), member.content)
    for dropped in unpacked.dropped:
        where = _member_name(name, dropped.name)
        problem = Reason.of(Say.import_problem, where=where, problem=dropped.reason)
        yield Input(where, error=Problem(dropped.reason.code, where, problem))


def _file(path: Path) -> Iterator[Input]:
    name = str(path)
    try:
        data = read_bytes(path, DEFAULT_LIMIT, gunzip=False)
    except FileError as error:
        yield Input(name, error=Problem.error(error, name))
        return
    yield from _content(name, data)


def _content(name: str, data: bytes) -> Iterator[Input]:
    """The inputs of one file's bytes: each log of an archive, else the file (gzip or xz unpacked),
    bounded by :data:`ARCHIVE_LIMITS` (:func:`taikai.contracts.archives.unpack`)."""
    try:
        unpacked = archives.unpack(data, name, ARCHIVE_LIMITS)
    except FileError as error:
        yield Input(name, error=Problem.error(error, name))
        return
    if unpacked.archive:
        yield from _members(name, unpacked)
    else:
        yield Input(name, unpacked.members[0].content)


def inputs(paths: Sequence[str | Path]) -> list[Input]:
    """The files to import: each file given, every file of a folder given (sorted, hidden ones left
    out), every log of a Tenhou archive (``.tar.xz``: told by its content)."""
    found: list[Input] = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            for detected in sources.scan_folder(path):
                found.extend(_file(detected.path))
        else:
            found.extend(_file(path))
    return found


# --------------------------------------------------------------------------- reading a file


def _zone(competition: Competition) -> ZoneInfo:
    return ZoneInfo(competition.timezone)


def at_time(text: str, competition: Competition) -> datetime:
    """The time an organizer gives logs that carry none (``--at``, the import page's field): a date and
    a time as a score sheet's (``2025-03-02 19:00``, ``2025/3/2 19:00``, with or without its offset),
    read in the competition's time zone; BadRequest naming the forms when it is none of them."""
    when = parse_time(text[:64], _zone(competition))
    if when is None:
        raise BadRequest.of(Say.import_bad_at, value=text[:64], zone=_zone(competition).key)
    return when


class _Refuse(Exception):
    """A file refused while it is read (a log that cannot count)."""

    def __init__(
        self, problem: Problem, source: Source | None = None, more: tuple[Problem, ...] = ()
    ) -> None:
        self.problem, self.source, self.more = problem, source, more

    @property
    def problems(self) -> tuple[Problem, ...]:
        return (self.problem, *self.more)


def _log_record(game: tenhou.TenhouGame, competition: Competition, ruleset: Ruleset) -> GameRecord:
    """A log's record, under the competition's ruleset: a log that states its rules must state the
    competition's where it states them (refused with the fields that differ; a lobby's log states only
    its length, red fives, open tanyao and final rounding: :meth:`~taikai.importers.tenhou.LogRules
    .differences`); one that states none (a Mahjong Soul log) is replayed under the competition's
    ruleset, shipped or not, and refused only if it does not reproduce."""
    if game.rules is not None:
        differences = game.rules.differences(ruleset)
        if differences:
            shown = tuple(f"{name} {theirs} (the log: {ours})" for name, ours, theirs in differences)
            raise _Refuse(
                Problem.of(
                    Say.log_rules_differ,
                    game.name,
                    log=game.rules.text,
                    ruleset=competition.rules_name,
                    fields=shown,
                )
            )
    record = tenhou.record_of(game, ruleset)
    # the record names the competition's ruleset, which it is (a record's rules are a name and changes)
    return record.model_copy(update={"rules": ruleset.name, "rule_changes": {}, "base": ruleset})


def _same_names(game: tenhou.TenhouGame) -> list[str]:
    """The names a Tenhou log gives more than one seat (its anonymous ``NoName``): such seats cannot be
    told apart by a ``tenhou:NAME`` account (a Mahjong Soul log's seats are told by their accounts)."""
    if any(player.account_id is not None for player in game.players):
        return []
    names = Counter(player.name for player in game.players)
    return [name for name, count in names.items() if count > 1]


def _offences(
    game: tenhou.TenhouGame, record: GameRecord, ruleset: Ruleset, where: str, propose: bool
) -> tuple[Offence, ...]:
    """A log's play replayed move by move under the competition's ruleset (:func:`replay_moves`):
    every action legal and every hand's result the log's. An action the engine refuses that the
    ruleset makes an offence (:func:`taikai.game.offences.offence_of`) is kept, to be proposed to
    staff when ``propose``; anything else refuses the file (:class:`_Refuse`, each problem named)."""
    refused: list[Problem] = []
    found: list[Offence] = []
    hands = {hand.label: index for index, hand in enumerate(game.hands)}
    for problem in replay_moves(game, ruleset).problems:
        illegal = problem.params.get("problem") if problem.code == "not_reproduced" else None
        offence = None
        index = hands.get(str(illegal.as_dict().get("hand"))) if isinstance(illegal, Reason) else None
        if isinstance(illegal, Reason) and index is not None and index < len(record.hands):
            offence = offence_of(illegal, ruleset, index, record.hands[index].result)
        if offence is None:
            refused.append(Problem.error(problem, where))
        elif propose:
            found.append(offence)
        else:
            refused.append(Problem.of(Say.log_offence, where, offence=offence.reason))
    if refused:
        raise _Refuse(refused[0], more=tuple(refused[1:]))
    return tuple(found)


def _log_game(
    item: Input,
    source: Source,
    competition: Competition,
    ruleset: Ruleset,
    at: datetime | None,
    propose_offences: bool = False,
    known: Callable[[str], bool] | None = None,
) -> FileImport:
    """A Tenhou log as the file's one game, replayed hand by hand under the competition's ruleset and
    ending where the log ends, with the log's own pt, and move by move (:func:`_offences`; not a log
    the competition holds already, ``known`` by its play hash: it is skipped); a log whose final
    rounding its date does not decide is imported with the rounding its own pt show, which a warning
    names."""
    try:
        game = tenhou.decided(tenhou.read_log(decode_utf8(item.content, item.name), Path(item.name).name))
        record = _log_record(game, competition, ruleset)
        played_at = tenhou.played_at(game, _zone(competition))
    except TaikaiError as error:
        raise _Refuse(Problem.error(error, item.name)) from None
    problem = tenhou.check_final(game, run(record, ruleset))
    if problem is not None:
        raise _Refuse(Problem.error(problem, item.name))
    stored = known is not None and known(game.play_hash)
    offences = () if stored else _offences(game, record, ruleset, item.name, propose_offences)
    if played_at is None:
        if at is None:
            raise _Refuse(Problem.of(Say.log_has_no_time, item.name, log=game.game_id))
        played_at = at
    same = _same_names(game)
    if same:
        raise _Refuse(Problem.of(Say.log_same_name_seats, item.name, names=tuple(same)))
    majsoul = any(player.account_id is not None for player in game.players)
    seats = tuple(
        PlayerRef(p.name, f"majsoul:{p.account_id}" if majsoul else f"tenhou:{p.name}") for p in game.players
    )
    imported = ImportedGame(
        source=source,
        platform="majsoul" if majsoul else "tenhou",
        game_id=game.game_id,
        played_at=played_at,
        seats=seats,  # type: ignore[arg-type]
        record=record,
        log_hash=game.play_hash,
        origin=item.name,
        offences=offences,
    )
    warnings = ()
    if game.rules is not None and game.rules.era in tenhou.BY_RESULT:
        era = Reason(tenhou.ERA_CODES[game.rules.era])
        warnings = (InputWarning.of(Say.log_rounding_by_result, log=item.name, era=era),)
    return FileImport(item.name, source, games=(imported,), warnings=warnings)


def _read(
    item: Input,
    source: Source | None,
    competition: Competition,
    ruleset: Ruleset,
    at: datetime | None,
    propose_offences: bool = False,
    known: Callable[[str], bool] | None = None,
) -> FileImport:
    """What the file gives; :class:`_Refuse` for a file that cannot be read as any source."""
    try:
        if source is None:
            source = sources.sniff(item.content, item.name)[0]
        if source in TENHOU_SOURCES:
            try:
                return _log_game(item, source, competition, ruleset, at, propose_offences, known)
            except _Refuse as refused:  # the summary says what the file was read as
                raise _Refuse(refused.problem, source, refused.more) from None
        return sources.read(item.content, ruleset, _zone(competition), source, item.name)
    except (UnknownFormat, FileError) as error:
        raise _Refuse(Problem.error(error, item.name)) from None


# --------------------------------------------------------------------------- players


def _command(slug: str, ref: PlayerRef) -> str:
    words = ["taikai", "player", "add", slug, ref.name]
    if ref.account is not None:
        words += ["--account", ref.account]
    return shlex.join(words)


class _Players:
    """The competition's players by account, id and name, and the ones an import adds."""

    def __init__(self, uow: UnitOfWork, slug: str) -> None:
        self.uow, self.slug = uow, slug
        self.players = uow.players.list(slug)
        self.by_account = {account: p.id for p in self.players for account in p.accounts}
        self.by_id = {p.id: p.id for p in self.players}
        names = Counter(p.name for p in self.players)
        self.by_name = {p.name: p.id for p in self.players if names[p.name] == 1}
        self.added: list[tuple[str, str]] = []

    def find(self, ref: PlayerRef) -> str | None:
        if ref.account is not None:
            return self.by_account.get(ref.account)
        return self.by_id.get(ref.name) or self.by_name.get(ref.name)

    def add(self, ref: PlayerRef) -> str:
        player_id = next_id(self.by_id.keys(), "p")  # a view: not a copy for each player added
        accounts = (ref.account,) if ref.account is not None else ()
        self.uow.players.add(Player(self.slug, player_id, ref.name, accounts=accounts))
        self.by_id[player_id] = player_id
        if ref.account is not None:
            self.by_account[ref.account] = player_id
        else:
            self.by_name[ref.name] = player_id
        self.added.append((player_id, ref.name))
        return player_id


# --------------------------------------------------------------------------- one file


def _entry(game: ImportedGame, seats: tuple[str, ...]) -> GameEntry:
    if game.record is not None:
        return GameEntry(seats, game.played_at, record=game.record)
    if game.points is not None:
        return GameEntry(seats, game.played_at, points=game.points, deposits=game.deposits)
    return GameEntry(seats, game.played_at, scores=game.scores)


class _StoredBefore:
    """What was stored before the file: the platform ids of each of the file's platforms, and the
    content hashes of the stored games (a score sheet has no game ids: its rows already stored are
    known by their content); each read when the file first needs it (a sheet's rows are read again
    at every pass over them)."""

    def __init__(self, uow: UnitOfWork, slug: str) -> None:
        self.uow, self.slug = uow, slug
        self._ids: dict[str, set[str]] = {}
        self._hashes: set[str] | None = None

    def has(self, game: ImportedGame) -> bool:
        """Whether the game's platform id is stored (a log is known by its content instead)."""
        if game.game_id is None or game.log_hash is not None:
            return False
        if game.platform not in self._ids:
            self._ids[game.platform] = self.uow.games.platform_ids(self.slug, game.platform)
        return game.game_id in self._ids[game.platform]

    def hashes(self) -> set[str]:
        if self._hashes is None:
            self._hashes = {g.content_hash for g in self.uow.games.list(self.slug)}
        return self._hashes


def _unknown(read: FileImport, players: _Players, slug: str) -> tuple[Unknown, ...]:
    """The players the file names that the competition does not have, each once."""
    found: dict[str, PlayerRef] = {}
    for game in read.games:
        for ref in game.seats:
            if players.find(ref) is None:
                found.setdefault(ref.account or ref.name, ref)
    return tuple(Unknown(ref.name, ref.account, _command(slug, ref)) for ref in found.values())


def _content_hash(slug: str, game: ImportedGame, entry: GameEntry) -> str:
    return Game(slug, "-", game.played_at, entry.seats, entered_data(entry)).content_hash


@dataclass
class _Storing:
    """The games of one file going in: what is stored, skipped and refused so far."""

    imported: list[str] = field(default_factory=list)
    skipped: Counter[str] = field(default_factory=Counter)
    refused: list[Problem] = field(default_factory=list)
    warnings: list[InputWarning] = field(default_factory=list)
    accepted: list[str] = field(default_factory=list)  # stored with the platform's scores


#: The key of a game imported from a log: its content's hash (:attr:`ImportedGame.log_hash`), so that
#: a competition holds each log once, whatever its file is named and whichever form it is in.
LOG_KEY = "log:"
_ANY_TIME = datetime(2000, 1, 1, tzinfo=UTC)


def _entered(game: Game) -> str:
    """What a game enters, its time aside (a log's time is read from its file's name)."""
    return replace(game, played_at=_ANY_TIME).content_hash


@dataclass
class _Unkeyed:
    """The logs stored before logs were known by their content (no key), by what they enter: read once
    per import, when a log is not known by its content nor by its id (a renamed copy of one of them)."""

    slug: str
    games: dict[str, str] | None = None  # what a game enters -> its id

    def find(self, uow: UnitOfWork, candidate: Game) -> Game | None:
        if self.games is None:
            stored = uow.games.list(self.slug)
            self.games = {_entered(g): g.id for g in stored if g.key is None and g.source in TENHOU_SOURCES}
        entered = _entered(candidate)
        found = self.games.get(entered)
        game = uow.games.get(self.slug, found) if found is not None else None
        return game if game is not None and game.key is None and _entered(game) == entered else None


def _stored_log(
    uow: UnitOfWork, slug: str, game: ImportedGame, entry: GameEntry, key: str, unkeyed: _Unkeyed
) -> Game | None:
    """The stored game that a log is, known by its content (``key``), or None for a new game; a log
    whose id is a stored log's with other content is refused, naming both (:class:`_Refuse`).

    A log stored before logs were known by their content has no key: it is this log when it enters
    the same (the seats and the record, its time aside), under this log's id or another (a renamed
    copy), and is given the key. A game of another source under the same id (a Mahjong Soul contest
    record of the game) is the platform's own record of this game."""
    stored = uow.games.by_key(slug, key)
    if stored is not None:
        return stored
    assert game.game_id is not None
    candidate = Game(slug, "-", game.played_at, entry.seats, entered_data(entry))
    named = uow.games.by_platform_id(slug, game.platform, game.game_id)
    if named is None:
        named = unkeyed.find(uow, candidate)
        if named is None:
            return None
    elif named.source not in TENHOU_SOURCES:
        return named
    elif named.key is not None or _entered(named) != _entered(candidate):
        raise _Refuse(Problem.of(Say.log_id_other_game, game.origin, log=game.game_id, game=named.id))
    return uow.games.update(replace(named, key=key))


def _log_known(uow: UnitOfWork, slug: str, game: ImportedGame, entry: GameEntry, done: _Storing,
               unkeyed: _Unkeyed) -> bool:  # fmt: skip
    """Whether a log is stored already (skipped, counted, and named when it was stored under another
    id); a log refused by :func:`_stored_log` is counted refused."""
    assert game.log_hash is not None
    try:
        stored = _stored_log(uow, slug, game, entry, LOG_KEY + game.log_hash, unkeyed)
    except _Refuse as refused:
        done.refused.append(refused.problem)
        return True
    if stored is None:
        return False
    done.skipped["already_imported"] += 1
    if (stored.platform, stored.platform_id) != (game.platform, game.game_id):
        stored_as = stored.platform_id or stored.id
        done.warnings.append(
            InputWarning.of(Say.log_stored_before, log=game.origin, game=stored.id, stored=stored_as)
        )
    return True


def _accepted(game: ImportedGame, problem: Refusal, seats: tuple[str, ...]) -> tuple[GameEntry, dict]:
    """A game whose settled scores differ from the platform's, entered with the platform's scores when
    the organizer asks: the entry, and the mark its result keeps (both values and the points)."""
    params = dict(problem.params)
    assert game.scores is not None and game.points is not None
    mark = {
        "platform": [str(score) for score in game.scores],
        "taikai": [str(score) for score in params["taikai"]],  # type: ignore[attr-defined]
        "points": list(game.points),
        "ruleset": params["ruleset"],
    }
    return GameEntry(seats, game.played_at, scores=game.scores), {PLATFORM_SCORES: mark}


def _store(
    uow: UnitOfWork,
    slug: str,
    read: FileImport,
    players: _Players,
    ruleset: Ruleset,
    unkeyed: _Unkeyed,
    accept: bool = False,
) -> _Storing:
    stored = _StoredBefore(uow, slug)
    taken = uow.games.ids(slug)
    done = _Storing(skipped=Counter(read.skipped))
    for game in read.games:
        if stored.has(game):
            done.skipped["already_imported"] += 1
            continue
        seats = tuple(players.find(ref) or "" for ref in game.seats)
        entry, marks = _entry(game, seats), None
        problem = cross_check(game, ruleset)
        if problem is not None and accept and problem.code == "scores_differ":
            entry, marks = _accepted(game, problem, seats)
        elif problem is not None:
            done.refused.append(Problem.refusal(problem))
            continue
        if game.log_hash is not None and _log_known(uow, slug, game, entry, done, unkeyed):
            continue
        if game.game_id is None and _content_hash(slug, game, entry) in stored.hashes():
            done.skipped["already_imported"] += 1
            continue
        platform = game.platform if game.game_id is not None else None
        key = LOG_KEY + game.log_hash if game.log_hash is not None else None
        try:
            entered = enter(
                uow,
                slug,
                entry,
                key=key,
                source=game.source,
                platform=platform,
                platform_id=game.game_id,
                taken=taken,
                ruleset=ruleset,
                marks=marks,
            )
        except TaikaiError as error:
            done.refused.append(Problem.error(error, game.origin or read.origin))
            continue
        done.imported.append(entered.game.id)
        if game.offences:  # proposed to staff, never applied here
            propose(uow, slug, entered.game.id, game.offences)
            done.warnings.extend(
                InputWarning.of(Say.offence_proposed, game=entered.game.id, offence=offence.reason)
                for offence in game.offences
            )
        if marks is not None:
            done.accepted.append(entered.game.id)
    return done


def _one_file(
    uow: UnitOfWork,
    slug: str,
    item: Input,
    source: Source | None,
    asked: Asked,
    at: datetime | None,
    unkeyed: _Unkeyed,
) -> FileSummary:
    competition = uow.competitions.require(slug)
    if competition.kind == "tournament":
        raise BadRequest.of(Say.import_into_tournament, competition=slug)
    if item.error is not None:
        return FileSummary(item.name, None, refused=(item.error,))
    ruleset = ruleset_of(competition)  # once for the file: its reading and its games

    def known(digest: str) -> bool:  # a log the competition holds is skipped: not replayed again
        return uow.games.by_key(slug, LOG_KEY + digest) is not None

    try:
        read = _read(item, source, competition, ruleset, at, asked.propose_offences, known)
    except _Refuse as refused:
        return FileSummary(item.name, refused.source or source, refused=refused.problems)
    summary = FileSummary(item.name, read.source, skipped=dict(read.skipped), warnings=read.warnings)
    if read.refused:
        return replace(summary, refused=tuple(Problem.refusal(r) for r in read.refused))
    players = _Players(uow, slug)
    unknown = _unknown(read, players, slug)
    if unknown and not asked.add_players:
        return replace(summary, unknown=unknown)
    for listed in unknown:
        players.add(PlayerRef(listed.name, listed.account))
    done = _store(uow, slug, read, players, ruleset, unkeyed, asked.accept_platform_scores)
    if not done.refused and done.imported:
        try:
            verified(uow, slug, games_only=True)
        except TaikaiError as error:
            done.refused.append(Problem.error(error, item.name))
    return replace(
        summary,
        imported=tuple(done.imported),
        skipped=dict(done.skipped),
        refused=tuple(done.refused),
        added=tuple(players.added),
        warnings=(*summary.warnings, *done.warnings),
        accepted=tuple(done.accepted),
    )


class _RolledBack(Exception):
    """Ends a file's unit of work without committing anything of it."""

    def __init__(self, summary: FileSummary) -> None:
        self.summary = summary


def import_files(
    store: Store,
    actor: str,
    slug: str,
    paths: Sequence[str | Path],
    *,
    source: Source | None = None,
    add_players: bool = False,
    watch: Watch[Input] | None = None,
    at: str | None = None,
    accept_platform_scores: bool = False,
    propose_offences: bool = False,
) -> ImportSummary:
    """Import every file of ``paths`` (files, folders, Tenhou archives) into the competition ``slug``,
    each in a unit of work of its own (see the module docstring). ``watch`` wraps the loop over the
    files (a progress bar); ``add_players``, ``at``, ``accept_platform_scores`` and ``propose_offences``
    are :class:`Asked`."""
    asked = Asked(add_players, at, accept_platform_scores, propose_offences)
    return _import(store, actor, slug, inputs(paths), source, asked, watch)


def import_uploads(
    store: Store,
    actor: str,
    slug: str,
    uploads: Sequence[tuple[str, bytes]],
    *,
    source: Source | None = None,
    add_players: bool = False,
    at: str | None = None,
    accept_platform_scores: bool = False,
    propose_offences: bool = False,
) -> ImportSummary:
    """Import files given as (name, content) (a web upload, bounded by the caller) as
    :func:`import_files` imports files: an archive gives each of its logs, gzip is unpacked."""
    items = [item for name, data in uploads for item in _content(name, data)]
    asked = Asked(add_players, at, accept_platform_scores, propose_offences)
    return _import(store, actor, slug, items, source, asked, None)


def _import(
    store: Store,
    actor: str,
    slug: str,
    items: list[Input],
    source: Source | None,
    asked: Asked,
    watch: Watch[Input] | None,
) -> ImportSummary:
    summaries = []
    unkeyed = _Unkeyed(slug)
    at = None
    if asked.at is not None:  # read once, before any file is stored: a time that is none stops it all
        with store.unit_of_work(actor, read_only=True) as uow:
            at = at_time(asked.at, uow.competitions.require(slug))
    for item in watch(items, len(items)) if watch is not None else items:
        try:
            with store.unit_of_work(actor, reason=f"import {item.name}") as uow:
                summary = _one_file(uow, slug, item, source, asked, at, unkeyed)
                if not summary.ok:
                    raise _RolledBack(summary)
        except _RolledBack as rolled_back:  # nothing of the file is stored: the summary says so
            summary = replace(rolled_back.summary, imported=(), added=(), accepted=())
        summaries.append(summary)
    return ImportSummary(tuple(summaries))
