"""Mahjong Soul contest game records (IMPORTS.md section 1): the JSON the contest pages return.

A file is ``{"data": {"record_list": [...]}}`` or the bare list. Each record names the four
``accounts`` and the ``result.players``, joined by ``seat`` (seat 0 is the first dealer, East):

- ``part_point_1`` is the final table points (leftover riichi sticks already in the top's points,
  as the platform pays them: the game's ``deposits`` is 0);
- ``total_point / 1000`` is the platform's settled score (pt);
- ``end_time`` (Unix seconds) is when the game was played (an aware UTC time);
- ``removed: true`` records (deleted by the organizer) are skipped and counted.

Every documented field must be there, of its type (a JSON ``true`` is not a seat, ``43600.0`` is not
a number of points); a seat missing or repeated, an account in two seats, or points the
competition's ruleset cannot settle refuse the record with the reason. Fields the platform adds are
not errors: they are listed once in :attr:`FileImport.unknown_fields` and their values kept in each
game's ``extra``.

>>> from taikai.rules import load
>>> record = {"uuid": "250314-0f1e", "start_time": 1741950000, "end_time": 1741952700,
...     "removed": False, "tag": "", "result": {"players": [
...         {"seat": s, "part_point_1": p, "total_point": t}
...         for s, p, t in ((2, 43600, 63600), (0, 31000, 11000), (3, 16000, -24000), (1, 9400, -50600))]},
...     "accounts": [{"account_id": 101 + s, "nickname": "ABCD"[s], "seat": s, "remark": ""}
...                  for s in range(4)]}
>>> read = read_data({"data": {"record_list": [record]}}, "march.json", load("hitonazo-m"))
>>> game = read.games[0]
>>> [str(p) for p in game.seats], game.points, [str(s) for s in game.scores]
(['A (majsoul:101)', 'B (majsoul:102)', 'C (majsoul:103)', 'D (majsoul:104)'], (31000, 9400, 43600, 16000), \
['11.0', '-50.6', '63.6', '-24.0'])
>>> game.played_at.isoformat(), game.origin
('2025-03-14T11:45:00+00:00', 'march.json record 1 (250314-0f1e)')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from decimal import Decimal
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from taikai.contracts.codes import ContractCode
from taikai.contracts.jsonio import JsonError, loads
from taikai.importers.checks import points_problem
from taikai.importers.codes import ImportCode
from taikai.importers.model import (
    FileImport,
    ImportedGame,
    Place,
    PlayerRef,
    Refusal,
    finish,
    refusal,
    repeated_players,
)
from taikai.reasons import Reason
from taikai.rules import Ruleset
from taikai.rules.validation import value_problem

__all__ = ["read_contest", "read_data"]

SOURCE = "majsoul-contest"
SEATS = range(4)
#: Unix seconds from 2000 to 2200: anything else is not when a game was played.
UnixTime = Annotated[int, Field(ge=946_684_800, le=7_258_118_400)]
#: Table points a game can end with (far beyond any real game, within any field's range).
TablePoints = Annotated[int, Field(ge=-10_000_000, le=10_000_000)]
Seat = Annotated[int, Field(ge=0, le=3)]


class _Open(BaseModel):
    """A platform object: documented fields strict and required, other fields kept (``model_extra``)."""

    model_config = ConfigDict(extra="allow", strict=True, frozen=True)

    def unknown(self) -> dict[str, Any]:
        return dict(self.model_extra or {})


class _Account(_Open):
    account_id: int = Field(ge=1, le=10**15)
    nickname: str
    seat: Seat
    remark: str


class _Player(_Open):
    seat: Seat
    part_point_1: TablePoints
    total_point: int = Field(ge=-(10**10), le=10**10)


class _Result(_Open):
    players: list[_Player]


class _Record(_Open):
    uuid: str = Field(min_length=1, max_length=200)
    start_time: UnixTime
    end_time: UnixTime
    removed: bool
    tag: str
    accounts: list[_Account]
    result: _Result


def read_contest(content: bytes | str, origin: str, ruleset: Ruleset) -> FileImport:
    """The games of a contest export (the file's text or bytes) under the competition's ``ruleset``."""
    try:
        data = loads(content, origin)
    except JsonError as error:
        return finish(origin, SOURCE, (), [refusal("not_json", origin, problem=error.problems[0])])
    return read_data(data, origin, ruleset)


def _record_list(data: Any) -> tuple[list[Any] | None, list[str]]:
    """The records of either shape, and the envelope's unknown field paths; None for another shape."""
    if isinstance(data, list):
        return data, []
    if isinstance(data, dict) and isinstance(data.get("data"), dict):
        inner = data["data"]
        if isinstance(inner.get("record_list"), list):
            unknown = [key for key in data if key != "data"]
            unknown += [f"data.{key}" for key in inner if key != "record_list"]
            return inner["record_list"], unknown
    return None, []


def _found(data: Any) -> Reason:
    """What a value is, in words."""
    if isinstance(data, dict):
        if not data:
            return Reason(ImportCode.found_empty_object)
        return Reason.of(ImportCode.found_object, fields=", ".join(sorted(data)[:5]))
    kinds = {str: ContractCode.json_string, bool: ImportCode.found_boolean, type(None): ImportCode.found_null,
             list: ContractCode.json_list}  # fmt: skip
    return Reason(kinds.get(type(data), ContractCode.json_number))


def read_data(data: Any, origin: str, ruleset: Ruleset) -> FileImport:
    """The games of an already parsed contest export (see :func:`read_contest`)."""
    records, unknown = _record_list(data)
    if records is None:
        return finish(origin, SOURCE, (), [refusal("not_a_record_list", origin, found=_found(data))])
    games: list[ImportedGame] = []
    refused: list[Refusal] = []
    removed = 0
    for index, raw in enumerate(records, 1):
        uuid = raw.get("uuid") if isinstance(raw, dict) else None
        shown = isinstance(uuid, str) and 0 < len(uuid) <= 200  # a valid uuid names the record
        where = (
            Place.of(ImportCode.at_record_uuid, file=origin, number=index, uuid=uuid)
            if shown
            else Place.of(ImportCode.at_record, file=origin, number=index)
        )
        if isinstance(raw, dict) and raw.get("removed") is True:
            removed += 1
            continue
        unknown += _unknown_paths(raw)
        read = _read_record(raw, where, ruleset)
        if isinstance(read, ImportedGame):
            games.append(read)
        else:
            refused += read
    return finish(origin, SOURCE, games, refused, {"removed": removed}, unknown)


def _where_in(loc: Sequence[Any]) -> str:
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else f".{part}" if text else str(part)
    return text


def _schema_refusals(error: ValidationError, where: str) -> list[Refusal]:
    found = []
    for item in error.errors():
        path = _where_in(item["loc"])
        if item["type"] == "missing":
            found.append(refusal("missing_field", where, field=path))
        else:
            field = path or Reason(ImportCode.the_record)
            found.append(refusal("bad_field", where, field=field, problem=value_problem(item)))
    return found


def _seat_refusals(part: str, seats: Sequence[int], where: str) -> Iterator[Refusal]:
    counts = Counter(seats)
    missing = tuple(seat for seat in SEATS if seat not in counts)
    if missing:
        yield refusal("seat_missing", where, part=part, seats=missing)
    for seat, count in sorted(counts.items()):
        if count > 1:
            yield refusal("seat_repeated", where, part=part, seat=seat, count=count)


def _read_record(raw: Any, where: str, ruleset: Ruleset) -> ImportedGame | list[Refusal]:
    if not isinstance(raw, dict):
        return [refusal("not_an_object", where, found=_found(raw))]
    try:
        record = _Record.model_validate(raw)
    except ValidationError as error:
        return _schema_refusals(error, where)
    refused = [
        *_seat_refusals("accounts", [a.seat for a in record.accounts], where),
        *_seat_refusals("result.players", [p.seat for p in record.result.players], where),
    ]
    if refused:
        return refused
    account = {a.seat: a for a in record.accounts}
    player = {p.seat: p for p in record.result.players}
    seats = tuple(PlayerRef(account[s].nickname, f"majsoul:{account[s].account_id}") for s in SEATS)
    refused += repeated_players(where, seats)
    points = tuple(player[s].part_point_1 for s in SEATS)
    problem = points_problem(points, 0, ruleset, where)
    if problem is not None:
        refused.append(problem)
    if refused:
        return refused
    return ImportedGame(
        source=SOURCE,
        platform="majsoul",
        game_id=record.uuid,
        played_at=datetime.fromtimestamp(record.end_time, UTC),
        seats=seats,
        points=points,
        scores=tuple(_pt(player[s].total_point) for s in SEATS),
        extra=_extra(record, account, player),
        origin=where,
    )


def _pt(total_point: int) -> Decimal:
    """``total_point / 1000`` exactly, with one decimal place when that is exact (63600 -> 63.6)."""
    if total_point % 100 == 0:
        return Decimal(total_point // 100).scaleb(-1)
    return Decimal(total_point).scaleb(-3)


def _extra(record: _Record, account: dict[int, _Account], player: dict[int, _Player]) -> dict[str, Any]:
    """What the record says that taikai does not use: documented fields, then the platform's others.

    ``accounts`` and ``result.players`` hold the unknown fields of each seat (seat order).
    """
    extra: dict[str, Any] = {
        "start_time": record.start_time,
        "tag": record.tag,
        "remarks": [account[s].remark for s in SEATS],
        **record.unknown(),
    }
    if any(account[s].unknown() for s in SEATS):
        extra["accounts"] = [account[s].unknown() for s in SEATS]
    if record.result.unknown():
        extra["result"] = record.result.unknown()
    if any(player[s].unknown() for s in SEATS):
        extra["result.players"] = [player[s].unknown() for s in SEATS]
    return extra


def _keys(value: Any) -> list[str]:
    return list(value) if isinstance(value, dict) else []


def _items(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _unknown_paths(raw: Any) -> list[str]:
    """The field paths of a raw record that the format does not document (``accounts[].level``)."""
    record = raw if isinstance(raw, dict) else {}
    result = record.get("result")
    paths = [key for key in record if key not in _Record.model_fields]
    paths += [f"result.{key}" for key in _keys(result) if key not in _Result.model_fields]
    for part, model, items in (
        ("accounts", _Account, _items(record.get("accounts"))),
        ("result.players", _Player, _items(result.get("players")) if isinstance(result, dict) else []),
    ):
        paths += [f"{part}[].{key}" for item in items for key in _keys(item) if key not in model.model_fields]
    return paths
