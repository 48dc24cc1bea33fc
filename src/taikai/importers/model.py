"""What an import reads from a file, whatever the platform: games, refusals, what was skipped.

Every reader (:mod:`.majsoul_contest`, :mod:`.tenhou_lobby`, :mod:`.csv_sheet`) turns one file into a
:class:`FileImport`: the :class:`ImportedGame` values it could read, a :class:`Refusal` for every game
(or for the whole file) it could not, and counts of what it skipped on purpose. Nothing here touches a
database; matching players to registered ones and skipping games already stored is the import
service's work, with the values given here.

A player is named as the file names them (:class:`PlayerRef`): by a platform account
(``majsoul:101``, ``tenhou:NAME``) where the platform has one, the nickname kept for messages only;
by the text on a score sheet (a registered player's id or name) otherwise.

>>> from datetime import UTC, datetime
>>> aki = PlayerRef("Aki", "majsoul:101")
>>> str(aki), str(PlayerRef("Aki"))
('Aki (majsoul:101)', 'Aki')
>>> missing = refusal("seat_missing", "record 2", part="accounts", seats=(1, 3))
>>> missing.message, i18n.words(missing.reason, "ja")
('record 2: accounts has no seat 1 / 3', 'record 2: accounts に席 1 / 3 がありません')
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from types import MappingProxyType
from typing import Any, Literal, get_args

from taikai import i18n
from taikai.errors import InputWarning, TaikaiError
from taikai.game.offences import Offence
from taikai.game.record import GameRecord
from taikai.importers.codes import WORDED_BY, ImportCode
from taikai.reasons import Reason

__all__ = [
    "PLATFORMS",
    "SOURCES",
    "THE_INPUT",
    "FileImport",
    "ImportedGame",
    "Place",
    "Platform",
    "PlayerRef",
    "Refusal",
    "Source",
    "UnknownFormat",
    "finish",
    "identity_digest",
    "refusal",
    "repeated_players",
    "warning",
]

#: Where a game was played; with the platform's game id it identifies an imported game.
Platform = Literal["majsoul", "tenhou", "csv"]
PLATFORMS: tuple[str, ...] = get_args(Platform)
#: The kinds of file taikai imports (the ``--source`` names of CONTRACTS.md section 7).
Source = Literal["majsoul-contest", "tenhou6", "tenhou", "tenhou-lobby", "csv"]
SOURCES: tuple[str, ...] = get_args(Source)
SEATS = 4


@dataclass(frozen=True, slots=True)
class PlayerRef:
    """A seat's player as the file names them.

    ``account`` is the platform account a registered player is matched by (``majsoul:101``,
    ``tenhou:NAME``); ``name`` is the nickname beside it, for messages only (Mahjong Soul nicknames
    collide across servers). A score sheet has no account: ``name`` is then the registered
    player's id or name written on the sheet.
    """

    name: str
    account: str | None = None

    def __str__(self) -> str:
        return f"{self.name} ({self.account})" if self.account else self.name


@dataclass(frozen=True, slots=True)
class ImportedGame:
    """One game read from a file, before it is matched to players and stored.

    - ``platform`` and ``game_id`` identify it (``game_id`` None on a score sheet);
    - ``played_at`` is aware (UTC from Mahjong Soul's Unix seconds, JST for Tenhou);
    - ``seats`` from the first dealer (seat 0 = East);
    - the result as the file gives it: final table ``points`` with the ``deposits`` left on the
      table, the platform's settled ``scores`` (exact pt), and/or a whole game ``record``;
    - ``log_hash``: a Tenhou log's identity from its content
      (:attr:`taikai.importers.tenhou.TenhouGame.play_hash`; None for the other sources): a renamed
      copy of a log has the same, another game saved under a log's name another;
    - ``extra``: what the file said that taikai does not use (a Mahjong Soul ``tag``, the
      accounts' ``remark``, a lobby's ``chip``, fields the platform added), kept as read;
    - ``offences``: what a log's play holds that the ruleset makes an offence (:mod:`taikai.game.offences`);
    - ``origin``: where in which file it was read ("march.json record 3"), for messages; not part
      of the game's value (two files holding the same game give equal games).
    """

    source: Source
    platform: Platform
    game_id: str | None
    played_at: datetime
    seats: tuple[PlayerRef, PlayerRef, PlayerRef, PlayerRef]
    points: tuple[int, int, int, int] | None = None
    deposits: int = 0
    scores: tuple[Decimal, Decimal, Decimal, Decimal] | None = None
    record: GameRecord | None = None
    log_hash: str | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)
    origin: str = field(default="", compare=False)
    offences: tuple[Offence, ...] = ()  # found in a log's play, proposed to staff when it is stored

    __hash__ = None  # type: ignore[assignment]  # ``extra`` holds lists and objects: compared, not hashed

    def __post_init__(self) -> None:
        if self.played_at.tzinfo is None:
            raise ValueError("an imported game's played_at must be aware (with its zone)")
        if len(self.seats) != SEATS or (self.points is not None and len(self.points) != SEATS):
            raise ValueError("an imported game has four seats (and four points)")
        if self.scores is not None and len(self.scores) != SEATS:
            raise ValueError("an imported game has four scores")
        if self.points is None and self.scores is None and self.record is None:
            raise ValueError("an imported game needs points, scores or a record")
        object.__setattr__(self, "extra", MappingProxyType(dict(self.extra)))


class Place(str):
    """Where in a file something was read (``day1.csv row 2``): its English words, which messages
    and tests compare, and :attr:`reason`, the same in a reason (any language)."""

    reason: Reason

    def __new__(cls, reason: Reason) -> Place:
        place = super().__new__(cls, i18n.words(reason))
        place.reason = reason
        return place

    @classmethod
    def of(cls, key: ImportCode, /, **params: object) -> Place:
        return cls(Reason(key, tuple(params.items())))


#: The input given as bytes (an upload), as messages name it.
THE_INPUT = Place(Reason(ImportCode.the_input))


def _param(value: object) -> object:
    """A parameter as a reason holds it: a place as its reason, sequences joined with ' / '."""
    if isinstance(value, Place):
        return value.reason
    if isinstance(value, tuple | list):
        return " / ".join(str(item) for item in value)
    return value


def _reason(key: str, where: str, params: tuple[tuple[str, object], ...]) -> Reason:
    return Reason(key, (("where", _param(where)), *((name, _param(value)) for name, value in params)))


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a game, or a whole file, cannot be imported: a stable code, where, and its parameters.

    ``where`` names the file and the place in it ("march.json record 3", "lobby.txt line 12",
    "sheet.csv row 5": a :class:`Place`); :attr:`reason` words it (the catalog's ``code``, or
    ``wording`` for a code worded two ways), :attr:`message` in English, starting with ``where``.
    """

    code: str
    where: str
    params: tuple[tuple[str, object], ...] = ()
    wording: str | None = None

    @property
    def reason(self) -> Reason:
        return _reason(self.wording or WORDED_BY.get(self.code, self.code), self.where, self.params)

    @property
    def message(self) -> str:
        """The English words."""
        return i18n.words(self.reason)

    def as_json(self, lang: str = i18n.DEFAULT) -> dict[str, str]:
        return {"code": self.code, "message": i18n.words(self.reason, lang)}


def refusal(code: str, where: str, wording: str | None = None, /, **params: object) -> Refusal:
    """The refusal ``code`` at ``where`` with its ``params`` (worded by the catalog's ``code``, or by
    ``wording``)."""
    return Refusal(code, where, tuple(params.items()), wording)


def warning(code: str, where: str, **params: object) -> InputWarning:
    """The warning ``code`` at ``where`` with its ``params``."""
    reason = _reason(code, where, tuple(params.items()))
    return InputWarning(code, "", reason.params)


def repeated_players(
    where: str, players: Sequence[PlayerRef], seat_names: Sequence[object] = tuple(range(SEATS))
) -> list[Refusal]:
    """A ``player_repeated`` refusal for each player (by account, else by name) in more than one seat."""
    keys = [ref.account or ref.name for ref in players]
    return [
        refusal(
            "player_repeated",
            where,
            player=str(players[keys.index(key)]),
            seats=tuple(name for name, other in zip(seat_names, keys, strict=True) if other == key),
        )
        for key, count in Counter(keys).items()
        if count > 1 and key
    ]


class UnknownFormat(TaikaiError):
    """A file whose content is none of the formats taikai imports; the message says what was expected."""

    code = "unknown_format"


@dataclass(frozen=True, slots=True)
class FileImport:
    """What one file gave: the games read, the refusals, what was skipped, what was not understood.

    - ``skipped``: why -> how many, for what a reader leaves out on purpose (``removed`` Mahjong Soul
      records, ``not_a_result_line`` in a lobby log, ``blank_row`` on a sheet, ``repeated_in_file``
      for a game the same file gives twice);
    - ``unknown_fields``: fields the platform wrote that taikai does not know, each listed once
      (not an error: platforms add fields; their values are kept in each game's ``extra``);
    - ``warnings``: accepted but probably wrong.

    A file with any refusal imports nothing (IMPORTS.md); every refusal is listed so that the
    organizer can mend them all at once.
    """

    origin: str
    source: Source
    games: Sequence[ImportedGame] = ()  # a tuple; a sheet's rows, read as they are gone through
    refused: tuple[Refusal, ...] = ()
    skipped: Mapping[str, int] = field(default_factory=dict)
    unknown_fields: tuple[str, ...] = ()
    warnings: tuple[InputWarning, ...] = ()

    @property
    def ok(self) -> bool:
        """Whether the file can be imported (no refusal)."""
        return not self.refused


def _identity(game: ImportedGame) -> tuple[object, ...]:
    """What makes two games of one file probably the same game (for files without game ids)."""
    return (game.played_at, game.seats, game.points, game.deposits, game.scores)


def identity_digest(game: ImportedGame) -> int:
    """:func:`_identity` in 8 bytes, for a reader that does not keep its games (a score sheet):
    equal for two games of the same identity (the time compared as an instant); two different
    games of one sheet share one with a chance of about 1 in 2**64 / rows**2."""
    played_at, *rest = _identity(game)
    text = repr((played_at.timestamp(), *rest))  # type: ignore[attr-defined]
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest())


def finish(
    origin: str,
    source: Source,
    games: Iterable[ImportedGame],
    refused: Iterable[Refusal] = (),
    skipped: Mapping[str, int] | None = None,
    unknown_fields: Iterable[str] = (),
    warnings: Iterable[InputWarning] = (),
) -> FileImport:
    """A reader's :class:`FileImport`; a game the file gives twice is skipped (same id, same content)
    or refused (same id, other content); games without an id that look alike get a warning."""
    kept: list[ImportedGame] = []
    refusals = list(refused)
    counts = dict(skipped or {})
    notes = list(warnings)
    by_id: dict[str, ImportedGame] = {}
    by_identity: dict[tuple[object, ...], ImportedGame] = {}
    for game in games:
        if game.game_id is not None:
            first = by_id.setdefault(game.game_id, game)
            if first is not game:
                if first == game:
                    counts["repeated_in_file"] = counts.get("repeated_in_file", 0) + 1
                else:
                    refusals.append(
                        refusal("repeated_game", game.origin, game_id=game.game_id, first=first.origin)
                    )
                continue
        else:
            similar = by_identity.setdefault(_identity(game), game)
            if similar is not game:
                notes.append(warning("duplicate_row", game.origin, first=similar.origin))
        kept.append(game)
    return FileImport(
        origin=origin,
        source=source,
        games=tuple(kept),
        refused=tuple(refusals),
        skipped=MappingProxyType({code: count for code, count in counts.items() if count}),
        unknown_fields=tuple(sorted(set(unknown_fields))),
        warnings=tuple(notes),
    )
