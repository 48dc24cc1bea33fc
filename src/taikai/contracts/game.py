"""Game records in and out (docs/game-record.md): files, mappings, the replay JSON of ``taikai game show``.

- :func:`read_record` reads a record file; its format is recognised by its content, not its name:
  a Tenhou log (mjlog XML, gzipped as Tenhou serves ``.mjlog`` files, or plain), a JSON record,
  or a TOML record. The file is read through :mod:`taikai.contracts.files` (a regular file,
  at most :data:`RECORD_LIMIT` bytes), JSON through :mod:`taikai.contracts.jsonio` (a repeated
  key, NaN, a huge number, deep nesting refused).
- :func:`parse_record` validates a mapping into a :class:`~taikai.game.record.GameRecord`: the
  ruleset (``rules`` and the deep-merged ``rule_changes``, a file only inside ``base``), each win's
  scorer request (a :class:`~taikai.hand.request.WinRequest`), and every value against the
  ruleset; every problem names its field, an unknown field with the closest valid name.
- :func:`record_data` writes a record back as a mapping (JSON or TOML), :func:`replay_json` the
  replay of a record.

>>> record = parse_record({"rules": "mleague", "players": ["A", "B", "C", "D"], "hands": [
...     {"riichi": [0], "result": {"type": "ron", "discarder": 2, "wins": [{"seat": 0, "han": 2, "fu": 40}]}},
...     {"result": {"type": "draw", "tenpai": [1]}}]})
>>> record.hands[0].result.wins[0].han, record.hands[1].result.tenpai, record.ruleset.name
(2, (1,), 'mleague')
>>> parse_record({"hands": [{"result": {"type": "draw"}, "richi": [0]}]}, "g")
Traceback (most recent call last):
...
taikai.game.record.RecordError: g: field 'hands[0].richi': unknown field (did you mean 'hands[0].riichi'?)
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from taikai import rules
from taikai.contracts.files import read_text
from taikai.contracts.jsonio import JsonError
from taikai.contracts.jsonio import loads as json_loads
from taikai.contracts.rules import load_ruleset, names_a_file
from taikai.contracts.score import parse_request
from taikai.contracts.settle import settlement_json
from taikai.errors import InputWarning, TaikaiError
from taikai.game.record import TABLE_FIELDS, GameRecord, RecordError, RecordRequest, Win
from taikai.game.settle import Settlement
from taikai.game.state import TableState
from taikai.game.table import GameRun
from taikai.hand.request import Meld, WinRequest
from taikai.rules.validation import problem_lines, shown
from taikai.tiles import EAST, Tile

if TYPE_CHECKING:
    from taikai.importers.tenhou import TenhouGame

__all__ = [
    "RECORD_LIMIT",
    "loads_game",
    "loads_record",
    "parse_record",
    "read_game",
    "read_record",
    "record_data",
    "replay_json",
    "replay_warnings",
]

RECORD_LIMIT = 16 * 1024 * 1024  # 16 MiB: a long game's record is a few dozen KB, a Tenhou log ~50 KB
HINT = "not a record field; docs/game-record.md lists them"


# --------------------------------------------------------------------------- reading


def read_game(path: str | Path) -> tuple[GameRecord, TenhouGame | None]:
    """Read and validate a record file (a Tenhou log, JSON or TOML: recognised by content), with the
    Tenhou log it came from when it is one (its rules, its warnings, its own end of the game).

    A ruleset file the record names is looked for in the record's own folder only.
    """
    path = Path(path)
    return loads_game(read_text(path, RECORD_LIMIT), str(path), base=path.parent)


def read_record(path: str | Path) -> GameRecord:
    """The record of a file (see :func:`read_game`)."""
    return read_game(path)[0]


def loads_game(
    text: str, origin: str = "record", *, base: Path | None = None
) -> tuple[GameRecord, TenhouGame | None]:
    """A record from its text, told apart by content: a Tenhou log (mjlog XML, or tenhou.net/6 JSON:
    an object with a ``log`` list) goes to the Tenhou reader; otherwise a JSON object (``{``) or
    TOML (``[`` may open a TOML table or a JSON list: TOML is tried first, then JSON)."""
    from taikai.importers import tenhou  # imported here: the other records do not need the log reader

    if tenhou.format_of(text) is not None:
        log = tenhou.read_log(text, Path(origin).name)
        return tenhou.record_of(log), log
    if text.lstrip()[:1] == "{":
        return parse_record(_json(text, origin), origin, base=base), None
    try:
        data = rules.parse_toml(text, origin, error=RecordError)
    except RecordError as toml_error:
        if text.lstrip()[:1] != "[":
            raise
        try:
            data = json_loads(text, origin)
        except JsonError as json_error:
            toml = toml_error.message.removeprefix(f"{origin}: ")
            raise RecordError(f"{origin}: neither TOML nor JSON: {toml}; {json_error.message}") from None
    return parse_record(data, origin, base=base), None


def loads_record(text: str, origin: str = "record", *, base: Path | None = None) -> GameRecord:
    """The record of a text (see :func:`loads_game`)."""
    return loads_game(text, origin, base=base)[0]


def _json(text: str, origin: str) -> Any:
    try:
        return json_loads(text, origin)
    except JsonError as error:
        raise RecordError(f"{origin}: {error.message}") from None


def _score_request(data: object) -> WinRequest:
    """The one place a scorer request is read."""
    return parse_request(data)


def _record_request(data: object, tsumo: bool) -> RecordRequest:
    """A win's request, read before the table is known: ``tsumo`` comes from the result and, until
    the table fills it in, the seat wind is the one the request's flags need (the dealer's for
    tenhou, a non-dealer's for chiihou and renhou); the fold fills in every table field."""
    if not isinstance(data, Mapping):
        raise RecordError(f"a request is an object (CONTRACTS.md section 1), not {_kind(data)}")
    if "rules" in data:
        raise RecordError("a request in a record plays under the record's rules: remove its 'rules'")
    provisional = {
        "tsumo": tsumo,
        "seat_wind": "S" if data.get("chiihou") is True or data.get("renhou") is True else "E",
    }
    stated = frozenset(name for name in TABLE_FIELDS if name in data)
    return RecordRequest(_score_request({**provisional, **data}), stated)


def _read_win(win: Any, where: str, tsumo: bool, problems: list[str]) -> Any:
    """A win as written, its request read (a problem is noted with the request's field path)."""
    if not isinstance(win, Mapping) or "request" not in win:
        return win
    try:
        return {**win, "request": _record_request(win["request"], tsumo)}
    except TaikaiError as error:
        problems.append(f"field '{where}.request': {error.message}")
        return win


def _read_result(result: Any, where: str, problems: list[str]) -> Any:
    if not isinstance(result, Mapping):
        return result
    if result.get("type") == "tsumo" and "win" in result:
        return {**result, "win": _read_win(result["win"], f"{where}.win", True, problems)}
    if result.get("type") == "ron" and isinstance(result.get("wins"), list):
        wins = [_read_win(win, f"{where}.wins[{i}]", False, problems) for i, win in enumerate(result["wins"])]
        return {**result, "wins": wins}
    return result


def _with_requests(hands: Any, origin: str, at: str) -> Any:
    """The hands as written with each win's ``request`` read into a :class:`RecordRequest`."""
    if not isinstance(hands, list):
        return hands
    problems: list[str] = []
    out = [
        {**hand, "result": _read_result(hand["result"], _path(at, f"hands[{number}].result"), problems)}
        if isinstance(hand, Mapping) and "result" in hand
        else hand
        for number, hand in enumerate(hands)
    ]
    if problems:
        raise RecordError("\n".join(f"{origin}: {problem}" for problem in problems))
    return out


def _path(at: str, path: str) -> str:
    return f"{at}.{path}" if at else path


def _ruleset(
    data: Mapping[str, Any], origin: str, base: Path | None, at: str, named: rules.Ruleset | None
) -> tuple[rules.Ruleset, Any]:
    """The ruleset ``rules`` names and the ``rule_changes`` to merge into it (checked: they merge)."""
    name = data.get("rules", "mleague")
    where = f"{origin}: field {_path(at, 'rules')!r}"
    if not isinstance(name, str):
        raise RecordError(f"{where}: a preset name or a ruleset file, not {shown(name)}")
    if named is None and base is None and names_a_file(name):
        raise RecordError(f"{where}: {shown(name)}: a record that is no file of its own names a preset")
    try:
        ruleset = named if named is not None else load_ruleset(name, base=base)
    except TaikaiError as error:
        raise RecordError(f"{where}: {error.message}") from None
    changes = data.get("rule_changes", {})
    if not isinstance(changes, Mapping):
        raise RecordError(
            f"{origin}: field {_path(at, 'rule_changes')!r}: a table of ruleset fields, not {shown(changes)}"
        )
    rules.with_changes(ruleset, changes, f"{origin}: {_path(at, 'rule_changes')}")  # its errors named here
    return ruleset, changes


def _kind(value: Any) -> str:
    """What a JSON or TOML value is, in words."""
    if isinstance(value, bool) or value is None:
        return "true, false or null"
    if isinstance(value, int | float | Decimal):
        return "a number"
    return {str: "a string", list: "a list"}.get(type(value), type(value).__name__)


def parse_record(
    data: Any,
    origin: str = "record",
    *,
    base: Path | None = None,
    at: str = "",
    ruleset: rules.Ruleset | None = None,
) -> GameRecord:
    """Validate a mapping (parsed JSON or TOML) into a record (see the module docstring).

    ``base``: the folder of the file the record came from; a ruleset file named by ``rules`` must be
    inside it. Without it (a record that is not a file of its own) ``rules`` names a preset, unless
    the caller read the ruleset ``rules`` names already (``ruleset``: a file the operator named). ``at``:
    where the record is in the file it came from (``games[1].record``), put before every field named.
    Raises :class:`RecordError` (or :class:`~taikai.errors.RulesetError` for ``rule_changes``)
    with one line per problem, each naming its field.
    """
    if not isinstance(data, Mapping):
        where = f"{origin}: field {at!r}" if at else origin
        raise RecordError(f"{where}: a game record is an object (a TOML table), not {_kind(data)}")
    for name in ("ruleset", "base"):  # the record names its ruleset with rules
        if name in data:
            raise RecordError(f"{origin}: field {_path(at, name)!r}: unknown field (did you mean 'rules'?)")
    named, changes = _ruleset(data, origin, base, at, ruleset)
    fields = {**data, "rule_changes": dict(changes), "base": named}
    if "hands" in data:
        fields["hands"] = _with_requests(data["hands"], origin, at)
    try:
        return GameRecord.model_validate(fields)
    except ValidationError as error:
        raise RecordError("\n".join(problem_lines(error, origin, GameRecord, hint=HINT, at=at))) from None


# --------------------------------------------------------------------------- writing


def _tiles_text(tiles: tuple[Tile, ...]) -> str:
    """Compact notation in the order given (``3m2m1m`` stays in that order: ``321m``)."""
    text, suit = "", ""
    for tile in tiles:
        digit, letter = str(tile)
        if suit and letter != suit:
            text += suit
        text, suit = text + digit, letter
    return text + suit


def _meld_data(meld: Meld) -> dict[str, Any]:
    data = {"type": meld.type.value, "tiles": _tiles_text(meld.tiles)}
    return data | ({"from": meld.from_} if meld.from_ is not None else {})


_FLAGS = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou",
          "chiihou", "renhou", "nagashi")  # fmt: skip


def _request_data(recorded: RecordRequest) -> dict[str, Any]:
    """A request as the contract writes it (CONTRACTS.md section 1): what differs from the defaults,
    and the table fields the record stated."""
    r = recorded.request
    data: dict[str, Any] = {"hand": _tiles_text(r.hand)}
    if r.win_tile is not None:
        data["win_tile"] = str(r.win_tile)
    if r.melds:
        data["melds"] = [_meld_data(meld) for meld in r.melds]
    for name, tiles in (("dora_indicators", r.dora_indicators), ("ura_indicators", r.ura_indicators)):
        if tiles:
            data[name] = _tiles_text(tiles)
    data.update({name: True for name in _FLAGS if getattr(r, name)})
    if r.first_call_yaku is not None:
        data["first_call_yaku"] = list(r.first_call_yaku)
    if r.pao is not None:
        data["pao"] = {"yaku": r.pao.yaku} | ({"from": r.pao.from_} if r.pao.from_ is not None else {})
    if r.chankan_kan != "kakan":
        data["chankan_kan"] = r.chankan_kan
    for name in TABLE_FIELDS:
        if name in recorded.stated:
            value = getattr(r, name)
            data[name] = "ESWN"[value - EAST] if name in ("seat_wind", "round_wind") else value
    return data


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, tuple | list):
        return [_plain(item) for item in value]
    return value


def _win_data(win: Win) -> dict[str, Any]:
    data = _plain(win.model_dump(exclude_defaults=True, exclude={"request"}))
    return data | ({"request": _request_data(win.request)} if win.request is not None else {})


def record_data(record: GameRecord) -> dict[str, Any]:
    """The record as plain data (defaults left out, pt exact), ready for JSON or TOML; it reads back
    to an equal record."""
    data: dict[str, Any] = {"version": record.version, "rules": record.rules}
    if record.rule_changes:
        data["rule_changes"] = _plain(record.rule_changes)
    rest = {"version", "rules", "rule_changes", "base", "hands"}
    data.update(_plain(record.model_dump(exclude_defaults=True, exclude=rest)))
    hands = []
    for hand in record.hands:
        written = _plain(hand.model_dump(exclude_defaults=True, exclude={"result"}))
        result = hand.result
        fields = _plain(result.model_dump(exclude_defaults=True, exclude={"win", "wins"}))
        fields["type"] = result.type
        if result.type == "tsumo":
            fields["win"] = _win_data(result.win)
        elif result.type == "ron":
            fields["wins"] = [_win_data(win) for win in result.wins]
        hands.append({"result": fields, **written})
    if hands:
        data["hands"] = hands
    return data


def _hand_json(number: int, before: TableState, after: TableState, riichi: tuple[int, ...]) -> dict[str, Any]:
    log = after.last
    assert log is not None
    return {
        "hand": number,
        "round": before.label,
        "dealer": before.dealer,
        "honba": before.honba,
        "deposits": before.deposits,
        "riichi": list(riichi),
        "kind": log.kind,
        "result": log.text,
        "winners": list(log.winners),
        "deltas": list(log.deltas),
        "points": list(after.points),
        "over": after.over,
    }


def _settlement_json(settlement: Settlement | None, players: tuple[str, ...]) -> dict[str, Any] | None:
    """The settlement (CONTRACTS.md section 2's results, each with the player's name)."""
    return None if settlement is None else settlement_json(settlement, players)


def replay_warnings(
    record: GameRecord, outcome: GameRun, log: TenhouGame | None = None
) -> list[InputWarning]:
    """Input accepted but probably wrong: a Tenhou log's own warnings (a log cut before its end), or a
    record of hands that ends before the game does."""
    if log is not None:
        return list(log.warnings)
    final = outcome.final
    if outcome.error is None and not final.over:
        message = f"the record ends before the game is over (next hand: {final.label}); no settlement"
        return [InputWarning("game_not_over", message, (("next_hand", final.label),))]
    return []


def replay_json(record: GameRecord, outcome: GameRun, log: TenhouGame | None = None) -> dict[str, Any]:
    """The replay as data: every hand, the state at the end, the settlement, the error if any; for a
    Tenhou log also ``log_rules``, the rules the log states and where.

    Seats are numbers (0 = the first dealer); ``players`` gives each seat's name, and every object
    with a ``seat`` also has its ``name``.
    """
    final = outcome.final
    data: dict[str, Any] = {
        "ok": outcome.error is None,
        "rules": record.rules,
        "ruleset": record.ruleset.name,
        "players": list(record.players),
        "hands": [
            _hand_json(n, before, after, record.hands[n - 1].riichi)
            for n, (before, after) in enumerate(pairwise(outcome.states), 1)
        ],
        "over": final.over,
        "reason": final.reason,
        "points": list(final.points),
        "deposits": final.deposits,
        "result": _settlement_json(outcome.settlement, record.players),
        "warnings": [warning.as_json() for warning in replay_warnings(record, outcome, log)],
    }
    if log is not None:
        data["log_rules"] = log.rules.text if log.rules else None
    if outcome.error is not None:
        data["error"] = {"code": outcome.error.code, "message": outcome.error.message}
    return data
