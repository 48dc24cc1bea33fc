"""A hand's play in a record file (version 2, docs/game-record.md "The play"): read and written.

Tiles in the compact notation of CONTRACTS.md (``0m`` ``0p`` ``0s`` red fives); an event is a list
``[seat, verb, ...]`` (``["dora", tile]`` for a kan dora). Every field is bounded here, the one place
a play is read; what a play must hold (tiles in hand, copies) is checked by the record
(:func:`taikai.game.play.play_problems`).

>>> data = {"start": ["123456789m1234p", "123456789p1234s", "123456789s1234z", "0m22334466s1177z"],
...         "dora": "1z", "events": [[0, "draw", "5z"], [0, "tsumogiri", "5z", "riichi"]]}
>>> play = read_play(data)
>>> play.events[1]
Discard(seat=0, tile=Tile('5z'), tsumogiri=True, riichi=True)
>>> play_data(play) == data
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from taikai.contracts.codes import ContractCode
from taikai.errors import TaikaiError
from taikai.game.play import MAX_EVENTS, Call, Discard, Dora, Draw, Event, Play
from taikai.reasons import Reason
from taikai.rules.validation import shown
from taikai.tiles import Tile, parse

__all__ = ["PlayProblems", "play_data", "read_play", "tiles_text"]

FIELDS = ("start", "dora", "events", "ura", "deltas")
DISCARDS = {"discard": False, "tsumogiri": True}
DRAWS = {"draw": False, "rinshan": True}
CALLS = ("chi", "pon", "minkan", "kakan", "ankan")
MAX_TILES_TEXT = 40  # a start hand, a meld: a few tiles
MAX_URA = 5
MAX_RESULTS = 3
MAX_DELTA = 10_000_000


class PlayProblems(Exception):
    """A play that cannot be read: (the field below the play, the problem) pairs."""

    def __init__(self, problems: list[tuple[str, Reason | str]]) -> None:
        super().__init__(problems)
        self.problems = problems


def tiles_text(tiles: tuple[Tile, ...]) -> str:
    """Compact notation in the order given (``3m2m1m`` stays in that order: ``321m``)."""
    text, suit = "", ""
    for tile in tiles:
        digit, letter = str(tile)
        if suit and letter != suit:
            text += suit
        text, suit = text + digit, letter
    return text + suit


def _bad(field: str, value: Any) -> PlayProblems:
    return PlayProblems([(field, Reason.of(ContractCode.play_value, value=shown(value)))])


def _tiles(field: str, value: Any, count: int | None = None) -> tuple[Tile, ...]:
    if not isinstance(value, str) or len(value) > MAX_TILES_TEXT:
        raise _bad(field, value)
    try:
        tiles = parse(value, checked=False, field=field)
    except TaikaiError as error:
        raise PlayProblems([(field, error.problems[0])]) from None
    if count is not None and len(tiles) != count:
        raise _bad(field, value)
    return tiles


def _tile(field: str, value: Any) -> Tile:
    return _tiles(field, value, 1)[0]


def _seat(field: str, value: Any) -> int:
    if type(value) is not int or not 0 <= value <= 3:
        raise _bad(field, value)
    return value


def _event(field: str, value: Any) -> Event:
    if not isinstance(value, list) or len(value) < 2 or not isinstance(value[1], str):
        raise _bad(field, value)
    if value[0] == "dora" and len(value) == 2:
        return Dora(_tile(field, value[1]))
    seat, verb, rest = _seat(field, value[0]), value[1], value[2:]
    if verb in DRAWS and len(rest) == 1:
        return Draw(seat, _tile(field, rest[0]), DRAWS[verb])
    if verb in DISCARDS and rest and rest[1:] in ([], ["riichi"]):
        return Discard(seat, _tile(field, rest[0]), DISCARDS[verb], len(rest) == 2)
    if verb == "ankan" and len(rest) == 1:
        return Call(seat, verb, _tiles(field, rest[0]))
    if verb in CALLS and verb != "ankan" and len(rest) == (4 if verb == "kakan" else 3):
        added = _tile(field, rest[3]) if verb == "kakan" else None
        return Call(seat, verb, _tiles(field, rest[0]), _tile(field, rest[1]), _seat(field, rest[2]), added)
    raise _bad(field, value)


def _deltas(field: str, value: Any) -> tuple[tuple[int, ...], ...]:
    if not isinstance(value, list) or len(value) > MAX_RESULTS:
        raise _bad(field, value)
    for deltas in value:
        if not isinstance(deltas, list) or len(deltas) != 4:
            raise _bad(field, deltas)
        if any(type(d) is not int or abs(d) > MAX_DELTA for d in deltas):
            raise _bad(field, deltas)
    return tuple(tuple(deltas) for deltas in value)


def read_play(data: Any) -> Play:
    """A play as a record file writes it; :class:`PlayProblems` naming each field it cannot read."""
    if isinstance(data, Play):
        return data
    if not isinstance(data, Mapping):
        raise _bad("", data)
    unknown = [name for name in data if name not in FIELDS]
    if unknown:
        problem = Reason.of(ContractCode.play_field, fields=", ".join(FIELDS))
        raise PlayProblems([(str(unknown[0])[:40], problem)])
    for name in ("start", "dora", "events"):
        if name not in data:
            raise PlayProblems([(name, Reason.of(ContractCode.play_missing, field=name))])
    start, events = data["start"], data["events"]
    if not isinstance(start, list) or len(start) != 4:
        raise _bad("start", start)
    if not isinstance(events, list) or len(events) > MAX_EVENTS:
        raise PlayProblems([("events", Reason.of(ContractCode.play_events, most=MAX_EVENTS))])
    ura = _tiles("ura", data.get("ura", ""))
    if len(ura) > MAX_URA:
        raise _bad("ura", data["ura"])
    return Play(
        start=tuple(_tiles(f"start[{seat}]", hand) for seat, hand in enumerate(start)),
        dora=_tile("dora", data["dora"]),
        events=tuple(_event(f"events[{index}]", event) for index, event in enumerate(events)),
        ura=ura,
        deltas=_deltas("deltas", data.get("deltas", [])),
    )


def _event_data(event: Event) -> list[Any]:
    if isinstance(event, Dora):
        return ["dora", str(event.tile)]
    if isinstance(event, Draw):
        return [event.seat, "rinshan" if event.rinshan else "draw", str(event.tile)]
    if isinstance(event, Discard):
        verb = "tsumogiri" if event.tsumogiri else "discard"
        return [event.seat, verb, str(event.tile), *(["riichi"] if event.riichi else [])]
    data: list[Any] = [event.seat, event.type, tiles_text(event.tiles)]
    if event.type != "ankan":
        data += [str(event.called), event.from_seat]
    if event.type == "kakan":
        data.append(str(event.added))
    return data


def play_data(play: Play) -> dict[str, Any]:
    """The play as plain data (it reads back to an equal play)."""
    data: dict[str, Any] = {
        "start": [tiles_text(hand) for hand in play.start],
        "dora": str(play.dora),
        "events": [_event_data(event) for event in play.events],
    }
    if play.ura:
        data["ura"] = tiles_text(play.ura)
    if play.deltas:
        data["deltas"] = [list(deltas) for deltas in play.deltas]
    return data
