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
>>> refusal("seat_missing", "record 2", part="accounts", seats=(1, 3)).message
'record 2: accounts has no seat 1 / 3'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from types import MappingProxyType
from typing import Any, Literal, get_args

from taikai.errors import InputWarning, TaikaiError
from taikai.game.record import GameRecord

__all__ = [
    "PLATFORMS",
    "SOURCES",
    "FileImport",
    "ImportedGame",
    "Platform",
    "PlayerRef",
    "Refusal",
    "Source",
    "UnknownFormat",
    "finish",
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
    - ``extra``: what the file said that taikai does not use (a Mahjong Soul ``tag``, the
      accounts' ``remark``, a lobby's ``chip``, fields the platform added), kept as read;
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
    extra: Mapping[str, Any] = field(default_factory=dict)
    origin: str = field(default="", compare=False)

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


#: Every refusal's wording, built in this one place from its parameters (a later issue moves these
#: into the message catalogs); ``where`` is always given.
MESSAGES: dict[str, str] = {
    # the file as a whole
    "not_json": "{where}: {problem}",
    "not_text": "{where}: not UTF-8 text (byte {byte} cannot be read){hint}",
    "bad_csv": "{where}: not a readable CSV file ({problem})",
    "not_a_record_list": (
        '{where}: a Mahjong Soul contest export is {{"data": {{"record_list": [...]}}}} or a list of '
        "records, not {found}"
    ),
    "no_header": "{where}: the sheet has no header row ({expected})",
    "unknown_column": "{where}: unknown column {column!r}{hint}",
    "repeated_column": "{where}: the column {column!r} appears twice",
    "missing_column": "{where}: the header has no column {columns}",
    "wrong_separator": "{where}: the header is one cell {header!r}; columns are separated by commas",
    # one game (a record, a line, a row)
    "not_an_object": "{where}: a record is an object, not {found}",
    "missing_field": "{where}: the field {field} is missing",
    "bad_field": "{where}: {field}: {problem}",
    "seat_missing": "{where}: {part} has no seat {seats}",
    "seat_repeated": "{where}: {part} lists seat {seat} {count} times",
    "player_repeated": "{where}: {player} sits in seats {seats}",
    "bad_time": "{where}: {field} {value!r} is not a time ({expected})",
    "points_inconsistent": "{where}: {problem}",
    "repeated_game": "{where}: the game id {game_id} was read before ({first}) with other content",
    "missing_key": "{where}: the result line has no {key}=",
    "repeated_key": "{where}: {key}= appears twice",
    "bad_names": "{where}: un= has {count} names, not 4",
    "bad_name": "{where}: the name {value!r} in un= cannot be read ({problem})",
    "bad_scores": "{where}: sc= {value!r} is not four scores in pt (such as -45.9,9.7,-15.2,51.4)",
    "scores_not_zero_sum": "{where}: the scores {scores} add up to {total}, not 0.0",
    "wrong_cell_count": "{where}: {count} cells, but the header has {expected}",
    "empty_cell": "{where}: {column} is empty",
    "bad_points": "{where}: {column} {value!r} is not a whole number of table points",
    "bad_deposits": "{where}: deposits {value!r} is not a count of 1000-point sticks (0 or more)",
    # the cross-check of a platform's scores
    "scores_differ": (
        "{where}: the platform's scores {platform} are not taikai's {taikai} under {ruleset} "
        "(seat order from East; points {points})"
    ),
}

#: Every warning's wording, in the same way.
WARNINGS: dict[str, str] = {
    "read_as_shift_jis": "{where}: not UTF-8; read as Excel's Shift-JIS (cp932) export",
    "probable_duplicate": "{where}: the same game as {first} (same time, players and points)",
}


def _text(value: object) -> object:
    """A parameter as the messages show it: sequences joined with ' / '."""
    if isinstance(value, tuple | list):
        return " / ".join(str(item) for item in value)
    return value


def _render(templates: Mapping[str, str], code: str, params: Mapping[str, object]) -> str:
    return templates[code].format(**{name: _text(value) for name, value in params.items()})


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a game, or a whole file, cannot be imported: a stable code, its parameters, the wording.

    ``where`` names the file and the place in it ("march.json record 3", "lobby.txt line 12",
    "sheet.csv row 5"); ``message`` starts with it.
    """

    code: str
    where: str
    message: str
    params: tuple[tuple[str, object], ...] = ()

    def as_json(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message}


def refusal(code: str, where: str, **params: object) -> Refusal:
    """The refusal ``code`` at ``where``, its message built from ``params`` (see :data:`MESSAGES`)."""
    message = _render(MESSAGES, code, {"where": where, **params})
    return Refusal(code, where, message, tuple(params.items()))


def warning(code: str, where: str, **params: object) -> InputWarning:
    """The warning ``code`` at ``where``, its message built from ``params`` (see :data:`WARNINGS`)."""
    message = _render(WARNINGS, code, {"where": where, **params})
    return InputWarning(code, message, (("where", where), *params.items()))


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
    games: tuple[ImportedGame, ...] = ()
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
                notes.append(warning("probable_duplicate", game.origin, first=similar.origin))
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
