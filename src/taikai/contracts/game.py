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

from collections.abc import Mapping, Sequence
from decimal import Decimal
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from taikai import i18n, rules
from taikai.contracts.codes import ContractCode
from taikai.contracts.files import read_text
from taikai.contracts.jsonio import JsonError
from taikai.contracts.jsonio import loads as json_loads
from taikai.contracts.play import PlayProblems, play_data, read_play, tiles_text
from taikai.contracts.rules import load_ruleset, names_a_file
from taikai.contracts.score import parse_request
from taikai.contracts.settle import settlement_json
from taikai.errors import InputWarning, TaikaiError
from taikai.game.codes import GameCode
from taikai.game.record import TABLE_FIELDS, GameRecord, RecordError, RecordRequest, Win
from taikai.game.settle import Settlement
from taikai.game.state import TableState
from taikai.game.table import GameRun
from taikai.hand.request import Meld, WinRequest
from taikai.reasons import Reason
from taikai.rules.codes import RulesCode
from taikai.rules.validation import shown, validation_error
from taikai.tiles import EAST

if TYPE_CHECKING:
    from taikai.importers.tenhou import TenhouGame

__all__ = [
    "RECORD_LIMIT",
    "GameWords",
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
HINT = Reason(ContractCode.record_field_hint)


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
        log = tenhou.decided(tenhou.read_log(text, Path(origin).name))
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
            toml = toml_error.params.get("problem", toml_error.problems[0])
            json = json_error.problems[0]
            raise RecordError.of(ContractCode.record_neither, origin=origin, toml=toml, json=json) from None
    return parse_record(data, origin, base=base), None


def loads_record(text: str, origin: str = "record", *, base: Path | None = None) -> GameRecord:
    """The record of a text (see :func:`loads_game`)."""
    return loads_game(text, origin, base=base)[0]


def _json(text: str, origin: str) -> Any:
    try:
        return json_loads(text, origin)
    except JsonError as error:
        raise RecordError.wrapping(error, RulesCode.file_problem, origin=origin) from None


def _score_request(data: object) -> WinRequest:
    """The one place a scorer request is read."""
    return parse_request(data)


def _record_request(data: object, tsumo: bool) -> RecordRequest:
    """A win's request, read before the table is known: ``tsumo`` comes from the result and, until
    the table fills it in, the seat wind is the one the request's flags need (the dealer's for
    tenhou, a non-dealer's for chiihou and renhou); the fold fills in every table field."""
    if not isinstance(data, Mapping):
        raise RecordError.of(ContractCode.request_not_an_object, kind=_kind(data))
    if "rules" in data:
        raise RecordError.of(ContractCode.request_has_rules)
    provisional = {
        "tsumo": tsumo,
        "seat_wind": "S" if data.get("chiihou") is True or data.get("renhou") is True else "E",
    }
    stated = frozenset(name for name in TABLE_FIELDS if name in data)
    return RecordRequest(_score_request({**provisional, **data}), stated)


Problems = list[tuple[str, Reason | str]]  # (field, problem)


def _read_win(win: Any, where: str, tsumo: bool, problems: Problems) -> Any:
    """A win as written, its request read (a problem is noted with the request's field path)."""
    if not isinstance(win, Mapping) or "request" not in win:
        return win
    try:
        return {**win, "request": _record_request(win["request"], tsumo)}
    except TaikaiError as error:
        problems += [(f"{where}.request", problem) for problem in error.problems]
        return win


def _read_result(result: Any, where: str, problems: Problems) -> Any:
    if not isinstance(result, Mapping):
        return result
    if result.get("type") == "tsumo" and "win" in result:
        return {**result, "win": _read_win(result["win"], f"{where}.win", True, problems)}
    if result.get("type") == "ron" and isinstance(result.get("wins"), list):
        wins = [_read_win(win, f"{where}.wins[{i}]", False, problems) for i, win in enumerate(result["wins"])]
        return {**result, "wins": wins}
    return result


def _read_hand(hand: Any, where: str, problems: Problems) -> Any:
    """A hand as written with its wins' requests and its ``play`` read (problems noted)."""
    if not isinstance(hand, Mapping):
        return hand
    if "result" in hand:
        hand = {**hand, "result": _read_result(hand["result"], f"{where}.result", problems)}
    if "play" in hand:
        try:
            hand = {**hand, "play": read_play(hand["play"])}
        except PlayProblems as error:
            problems += [(f"{where}.play.{field}".rstrip("."), problem) for field, problem in error.problems]
    return hand


def _with_requests(hands: Any, origin: str, at: str) -> Any:
    """The hands as written with each win's ``request`` read into a :class:`RecordRequest` and each
    ``play`` into a :class:`~taikai.game.play.Play`."""
    if not isinstance(hands, list):
        return hands
    problems: Problems = []
    out = [_read_hand(hand, _path(at, f"hands[{number}]"), problems) for number, hand in enumerate(hands)]
    if problems:
        raise RecordError.of_lines(
            [
                Reason.of(RulesCode.field_problem, origin=origin, field=field, problem=p)
                for field, p in problems
            ]
        )
    return out


def _path(at: str, path: str) -> str:
    return f"{at}.{path}" if at else path


def _ruleset(
    data: Mapping[str, Any], origin: str, base: Path | None, at: str, named: rules.Ruleset | None
) -> tuple[rules.Ruleset, Any]:
    """The ruleset ``rules`` names and the ``rule_changes`` to merge into it (checked: they merge)."""
    name = data.get("rules", "mleague")
    field = _path(at, "rules")
    if not isinstance(name, str):
        raise _field_error(origin, field, Reason.of(ContractCode.record_rules_type, value=shown(name)))
    if named is None and base is None and names_a_file(name):
        raise _field_error(origin, field, Reason.of(ContractCode.record_rules_preset, value=shown(name)))
    try:
        ruleset = named if named is not None else load_ruleset(name, base=base)
    except TaikaiError as error:
        raise RecordError.wrapping(error, RulesCode.field_problem, origin=origin, field=field) from None
    changes = data.get("rule_changes", {})
    if not isinstance(changes, Mapping):
        problem = Reason.of(ContractCode.record_changes_type, value=shown(changes))
        raise _field_error(origin, _path(at, "rule_changes"), problem)
    rules.with_changes(ruleset, changes, f"{origin}: {_path(at, 'rule_changes')}")  # its errors named here
    return ruleset, changes


def _field_error(origin: str, field: str, problem: Reason) -> RecordError:
    return RecordError.of(RulesCode.field_problem, origin=origin, field=field, problem=problem)


def _kind(value: Any) -> Reason | str:
    """What a JSON or TOML value is, in words."""
    if isinstance(value, bool) or value is None:
        return Reason(ContractCode.json_bool_or_null)
    if isinstance(value, int | float | Decimal):
        return Reason(ContractCode.json_number)
    kinds = {str: ContractCode.json_string, list: ContractCode.json_list}
    return Reason(kinds[type(value)]) if type(value) in kinds else type(value).__name__


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
        problem = Reason.of(ContractCode.record_not_an_object, kind=_kind(data))
        if at:
            raise _field_error(origin, at, problem)
        raise RecordError.of(RulesCode.file_problem, origin=origin, problem=problem)
    for name in ("ruleset", "base"):  # the record names its ruleset with rules
        if name in data:
            raise _field_error(origin, _path(at, name), Reason(ContractCode.record_names_its_rules))
    named, changes = _ruleset(data, origin, base, at, ruleset)
    fields = {**data, "rule_changes": dict(changes), "base": named}
    if "hands" in data:
        fields["hands"] = _with_requests(data["hands"], origin, at)
    try:
        return GameRecord.model_validate(fields)
    except ValidationError as error:
        raise validation_error(RecordError, error, origin, GameRecord, hint=HINT, at=at) from None


# --------------------------------------------------------------------------- writing


def _meld_data(meld: Meld) -> dict[str, Any]:
    data = {"type": meld.type.value, "tiles": tiles_text(meld.tiles)}
    return data | ({"from": meld.from_} if meld.from_ is not None else {})


_FLAGS = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou",
          "chiihou", "renhou", "nagashi")  # fmt: skip


def _request_data(recorded: RecordRequest) -> dict[str, Any]:
    """A request as the contract writes it (CONTRACTS.md section 1): what differs from the defaults,
    and the table fields the record stated."""
    r = recorded.request
    data: dict[str, Any] = {"hand": tiles_text(r.hand)}
    if r.win_tile is not None:
        data["win_tile"] = str(r.win_tile)
    if r.melds:
        data["melds"] = [_meld_data(meld) for meld in r.melds]
    for name, tiles in (("dora_indicators", r.dora_indicators), ("ura_indicators", r.ura_indicators)):
        if tiles:
            data[name] = tiles_text(tiles)
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
        written = _plain(hand.model_dump(exclude_defaults=True, exclude={"result", "play"}))
        if hand.play is not None:
            written["play"] = play_data(hand.play)
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


# --------------------------------------------------------------------------- words


Worded = Reason | TaikaiError | InputWarning | str


class GameWords:
    """A game's reasons, errors and warnings in words, in ``lang`` (:mod:`taikai.i18n`).

    The game core names a seat by the reason :func:`taikai.game.codes.seat` ("seat 0") and yaku by
    their contract names (a parameter ``yaku``): given the players' ``names`` in seat order, seats
    are shown as the names; yaku names are in ``lang`` (立直 for ``riichi``). A reason in parts is
    joined by the catalog's ``reason_parts``.

    >>> from taikai.game.codes import seat, seats
    >>> words = GameWords("ja", ("Aki", "Ben", "Chie", "Dai"))
    >>> value = Reason.of(GameCode.value_han_fu, han=2, fu=40)
    >>> value = Reason.of(GameCode.value_with_yaku, value=value, yaku=("riichi", "pinfu"))
    >>> words(Reason.of(GameCode.log_ron, seat=seat(0), from_seat=seat(2), value=value))
    'Aki ロン（放銃 Chie）: 2翻40符（立直、平和）'
    >>> GameWords("en")(Reason.of(GameCode.log_head_bump, seats=seats((2, 3))))
    'head bump: seat 2, seat 3 not paid'
    """

    def __init__(self, lang: str = i18n.DEFAULT, names: Sequence[str] | None = None) -> None:
        self.lang = lang
        self.names = names
        self.separator = i18n.message(GameCode.reason_parts, {}, lang)

    def __call__(self, item: Worded) -> str:
        if isinstance(item, str):
            return item
        if isinstance(item, Reason):
            if item.code == GameCode.seat and self.names is not None:
                return self.names[int(str(item.as_dict()["number"]))]
            params = {name: self._param(name, value) for name, value in item.params}
            return i18n.message(item.code, params, self.lang)
        if isinstance(item, TaikaiError):
            return "\n".join(self(problem) for problem in item.problems)
        if item.text:
            return item.text
        return self(Reason(item.code, item.params))

    def parts(self, parts: Sequence[Reason]) -> str:
        """A reason in parts as one text."""
        return self.separator.join(map(self, parts))

    def _param(self, name: str, value: object) -> object:
        if isinstance(value, Reason):
            return self(value)
        if isinstance(value, tuple | list) and name == "yaku":
            return tuple(i18n.yaku_name(str(yaku), self.lang) for yaku in value)
        if isinstance(value, tuple | list):
            return tuple(self(item) if isinstance(item, Reason) else item for item in value)
        return value


def _hand_json(
    number: int, before: TableState, after: TableState, riichi: tuple[int, ...], words: GameWords
) -> dict[str, Any]:
    log = after.last
    assert log is not None
    return {
        "hand": number,
        "round": words(before.label),
        "round_code": before.label.code,
        "dealer": before.dealer,
        "honba": before.honba,
        "deposits": before.deposits,
        "riichi": list(riichi),
        "kind": log.kind,
        "result": words.parts(log.parts),
        "result_code": [part.code for part in log.parts],
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
        return [InputWarning.of(ContractCode.game_not_over, next_hand=final.label)]
    return []


def replay_json(
    record: GameRecord, outcome: GameRun, log: TenhouGame | None = None, lang: str = i18n.DEFAULT
) -> dict[str, Any]:
    """The replay as data: every hand, the state at the end, the settlement, the error if any; for a
    Tenhou log also ``log_rules``, the rules the log states and where.

    Seats are numbers (0 = the first dealer); ``players`` gives each seat's name, and every object
    with a ``seat`` also has its ``name``. Words are in ``lang``; each text field (``round``,
    ``result``, ``reason``) has its codes beside it (``round_code`` ...).
    """
    final = outcome.final
    words = GameWords(lang)
    data: dict[str, Any] = {
        "ok": outcome.error is None,
        "rules": record.rules,
        "ruleset": record.ruleset.name,
        "players": list(record.players),
        "hands": [
            _hand_json(n, before, after, record.hands[n - 1].riichi, words)
            for n, (before, after) in enumerate(pairwise(outcome.states), 1)
        ],
        "over": final.over,
        "reason": words(final.reason) if final.reason is not None else "",
        "reason_code": final.reason.code if final.reason is not None else None,
        "points": list(final.points),
        "deposits": final.deposits,
        "result": _settlement_json(outcome.settlement, record.players),
        "warnings": [
            {"code": warning.code, "message": words(warning)}
            for warning in replay_warnings(record, outcome, log)
        ],
    }
    if log is not None:
        data["log_rules"] = words(log.rules.text) if log.rules else None
    if outcome.error is not None:
        data["error"] = {"code": outcome.error.code, "message": words(outcome.error)}
    return data
