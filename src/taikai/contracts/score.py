"""CONTRACTS.md section 1: a score request's JSON -> :class:`WinRequest`; a result -> the response.

:func:`parse_request` checks what JSON can get wrong (unknown fields, types, shapes, sizes) and
builds the core's :class:`~taikai.hand.request.WinRequest`, which checks the rest (copies of the
visible tiles, tile counts, bounds of the counts, flags that contradict each other). Every error
names its field. :func:`parse_line` reads one line of the stream straight into typed fields
(:mod:`taikai.contracts.score_json`, decoded in C) and leaves a line it cannot vouch for to
:func:`parse_request`: the same request or the same error. :func:`response` writes the answer of
a scored win.

>>> from taikai.hand.scorer import score
>>> from taikai.rules import load
>>> request = parse_request({"hand": "234567m22p345s", "win_tile": "5s", "seat_wind": "S",
...     "melds": [{"type": "pon", "tiles": "666z", "from": "left"}], "honba": 1})
>>> response(score(request, load("mleague").hand))  # doctest: +NORMALIZE_WHITESPACE
{'ok': True, 'yaku': [{'name': 'hatsu', 'han': 1}], 'han': 1, 'fu': 30, 'yakuman': 0, 'limit': None,
 'points': 1000, 'payments': {'ron': 1000}, 'total': 1300}
>>> parse_request({"hand": "234567m22p345s", "win_tile": "5s", "ripchi": True})
Traceback (most recent call last):
...
taikai.errors.BadRequest: unknown field 'ripchi' (did you mean 'riichi'?)
"""

from __future__ import annotations

from typing import Any, Final

import msgspec
from msgspec import UNSET
from msgspec.structs import astuple

from taikai.contracts.fields import RULES_TEXT, Shape, count, described, flag, in_context, items, text
from taikai.contracts.jsonio import long_digits
from taikai.contracts.score_json import (
    DECODER,
    NAME_TEXT,
    TILE_TEXT,
    YAKU_LISTED,
    MeldFields,
    PaoFields,
    RequestFields,
)
from taikai.contracts.stream import HandRulesets, request_object
from taikai.errors import BadRequest, BadTiles, TaikaiError
from taikai.hand.request import MAX_MELDS, Meld, MeldType, Pao, WinRequest
from taikai.hand.scorer import HandResult, score
from taikai.tiles import EAST, WIND_LETTERS, Tile, parse

__all__ = ["FIELDS", "TILE_TEXT", "answer", "meld_of_text", "parse_line", "parse_request", "response"]

#: The request's fields in the contract's order.
FIELDS = (
    "rules", "hand", "melds", "win_tile", "tsumo", "seat_wind", "round_wind", "dora_indicators",
    "ura_indicators", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
    "tenhou", "chiihou", "renhou", "honba", "deposits", "consecutive_wins", "nagashi", "first_call_yaku",
    "pao", "chankan_kan",
)  # fmt: skip
REQUEST: Final = Shape("shape_score_request", FIELDS)
MELD: Final = Shape("shape_meld", ("type", "tiles", "from"))
PAO: Final = Shape("shape_pao", ("yaku", "from"))
_FLAGS: Final = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
                 "tenhou", "chiihou", "renhou", "nagashi")  # fmt: skip
_COUNTS: Final = ("honba", "deposits", "consecutive_wins")
_TILE_FIELDS: Final = ("hand", "win_tile", "dora_indicators", "ura_indicators")

_UNSET: Final = UNSET  # read as a static of the compiled module
_WINDS: Final = {letter: EAST + index for index, letter in enumerate(WIND_LETTERS)}
_MELD_TYPES: Final = {meld_type.value: meld_type for meld_type in MeldType}


# --------------------------------------------------------------------------- reading


def parse_line(line: bytes) -> WinRequest:
    """A checked :class:`WinRequest` from one JSON line of the score stream.

    The line is decoded straight into :class:`~taikai.contracts.score_json.RequestFields` (types,
    sizes and field names checked by msgspec, in C). A line that decoder refuses, or that repeats a
    key (it gives fewer fields than the line's ``:`` count), is read as any JSON text is
    (:func:`request_object`) and checked by :func:`parse_request`, whose error names the field.
    """
    try:
        fields: RequestFields | None = DECODER.decode(line)
    except msgspec.MsgspecError:  # not JSON, a wrong type, an unknown field, too long: said below
        fields = None
    if fields is None or _given(fields) != line.count(b":") or long_digits(line):
        return parse_request(request_object(line))
    return _request(fields)


def parse_request(data: object) -> WinRequest:
    """A checked :class:`WinRequest` from a request object; :class:`TaikaiError` naming the field."""
    _check(data)
    try:
        fields = msgspec.convert(data, RequestFields)
    except msgspec.ValidationError as error:  # a shape the checks above let through (not expected)
        raise BadRequest.of("request_shape", problem=str(error)) from None
    return _request(fields)


def _check(data: object) -> None:
    """What JSON can get wrong in a request object (unknown fields, types, sizes), each error naming
    its field; what is left is checked as the request is built."""
    fields = REQUEST.fields(data)
    get = fields.get
    for name in _TILE_FIELDS:
        if name in fields:
            text(fields[name], name, TILE_TEXT)
    for name in _FLAGS:
        if name in fields:
            flag(fields[name], name)
    for name in _COUNTS:
        if name in fields:
            count(fields[name], name)
    for name in ("seat_wind", "round_wind"):
        value = get(name, "E")
        if not isinstance(value, str) or value not in _WINDS:
            raise BadRequest.of("wind_field", field=name, value=described(value))
    for index, raw in enumerate(items(get("melds", []), "melds", MAX_MELDS)):
        _check_meld(f"melds[{index}]", raw)
    if "chankan_kan" in fields:
        text(fields["chankan_kan"], "chankan_kan", NAME_TEXT)
    if get("rules") is not None:
        text(fields["rules"], "rules", RULES_TEXT)
    _check_extras(fields)


def _check_extras(fields: dict[str, Any]) -> None:
    """The fields of house rules: first_call_yaku and pao (null: not given)."""
    if fields.get("first_call_yaku") is not None:
        names = items(fields["first_call_yaku"], "first_call_yaku", YAKU_LISTED)
        for index, name in enumerate(names):
            text(name, f"first_call_yaku[{index}]", NAME_TEXT)
    if fields.get("pao") is not None:
        pao = PAO.fields(fields["pao"], "pao")
        text(pao.get("yaku"), "pao.yaku", NAME_TEXT)
        if pao.get("from") is not None:
            text(pao["from"], "pao.from", NAME_TEXT)


def _check_meld(where: str, raw: object) -> None:
    fields = MELD.fields(raw, where)
    type_name = fields.get("type")
    if not isinstance(type_name, str) or type_name not in _MELD_TYPES:
        raise BadRequest.of("meld_type_field", field=f"{where}.type", value=described(type_name))
    if "tiles" in fields:
        text(fields["tiles"], f"{where}.tiles", TILE_TEXT)
    if fields.get("from") is not None:
        text(fields["from"], f"{where}.from", NAME_TEXT)


def _given(fields: RequestFields) -> int:
    """How many fields (at every depth) a decoded request gives."""
    values: tuple[object, ...] = astuple(fields)  # typed: iterated by index, not as any iterable
    given = 0
    for value in values:
        if value is not _UNSET:
            given += 1
    melds = fields.melds
    if isinstance(melds, list):
        for meld in melds:
            given += 1 + (meld.tiles is not _UNSET) + (meld.from_ is not _UNSET)
    pao = fields.pao
    if type(pao) is PaoFields:  # not isinstance: on a Struct class it takes the interpreter's slow path
        given += 1 + (pao.from_ is not _UNSET)
    return given


# --------------------------------------------------------------------------- building


def _request(fields: RequestFields) -> WinRequest:
    """The :class:`WinRequest` of well-typed fields (a field not given takes the contract's default);
    the request checks the rest (copies, counts, bounds, flags that contradict each other)."""
    # the fields as locals at once (FIELDS' order, the Struct's): read one by one, each is a Python
    # attribute lookup (a Struct is not a native class of the compiled module)
    (
        rules, hand, melds, win_tile, tsumo, seat_wind, round_wind, dora_indicators, ura_indicators,
        riichi, double_riichi, ippatsu, haitei, houtei, rinshan, chankan, tenhou, chiihou, renhou,
        honba, deposits, consecutive_wins, nagashi, first_call_yaku, pao, chankan_kan,
    ) = astuple(fields)  # fmt: skip
    winning = _tiles(win_tile, "win_tile")
    if len(winning) > 1:
        raise BadTiles.of("win_tile_one", count=len(winning))
    return WinRequest(
        _tiles(hand, "hand"),
        winning[0] if winning else None,
        melds=_melds(melds),
        tsumo=tsumo is True,
        seat_wind=_wind(seat_wind),
        round_wind=_wind(round_wind),
        dora_indicators=_tiles(dora_indicators, "dora_indicators"),
        ura_indicators=_tiles(ura_indicators, "ura_indicators"),
        riichi=riichi is True,
        double_riichi=double_riichi is True,
        ippatsu=ippatsu is True,
        haitei=haitei is True,
        houtei=houtei is True,
        rinshan=rinshan is True,
        chankan=chankan is True,
        tenhou=tenhou is True,
        chiihou=chiihou is True,
        renhou=renhou is True,
        honba=_count(honba),
        deposits=_count(deposits),
        consecutive_wins=_count(consecutive_wins),
        nagashi=nagashi is True,
        first_call_yaku=_first_call_yaku(first_call_yaku),
        pao=_pao(pao),
        chankan_kan=chankan_kan if isinstance(chankan_kan, str) else "kakan",
        rules=rules if isinstance(rules, str) else None,
    )


def _tiles(value: object, name: str) -> tuple[Tile, ...]:
    """The tiles of a compact-notation field ("" when not given; copies are counted by the request,
    over every field)."""
    return parse(value, checked=False, field=name) if isinstance(value, str) else ()


def _wind(value: object) -> int:
    return _WINDS[value] if isinstance(value, str) else EAST


def _count(value: object) -> int:
    return value if isinstance(value, int) else 0


def _melds(value: object) -> tuple[Meld, ...]:
    if not isinstance(value, list):
        return ()
    return tuple(_meld(f"melds[{index}]", meld) for index, meld in enumerate(value))


def _meld(where: str, meld: MeldFields) -> Meld:
    tiles = _tiles(meld.tiles, f"{where}.tiles")
    called_from = meld.from_ if isinstance(meld.from_, str) else None
    try:
        return Meld(_MELD_TYPES[meld.type], tiles, called_from)
    except TaikaiError as error:  # its shape, or where it was called from
        raise in_context(error, where) from None


def _first_call_yaku(value: object) -> tuple[str, ...] | None:
    return tuple(value) if isinstance(value, list) else None


def _pao(value: object) -> Pao | None:
    if type(value) is not PaoFields:
        return None
    try:
        return Pao(value.yaku, value.from_ if isinstance(value.from_, str) else None)
    except TaikaiError as error:  # where it was called from
        raise in_context(error, "pao") from None


# --------------------------------------------------------------------------- answering


def meld_of_text(text: str) -> dict[str, str] | None:
    """A meld written ``TYPE:TILES[:FROM]`` (``pon:666z:left``; the command line's ``--meld``, a form's
    melds) as the request's meld object; None when it is not of that shape (its values are checked
    with the request's, as any meld's)."""
    parts = text.split(":")
    if len(parts) not in (2, 3) or not all(parts):
        return None
    meld = {"type": parts[0], "tiles": parts[1]}
    if len(parts) == 3:
        meld["from"] = parts[2]
    return meld


def answer(request: WinRequest, rulesets: HandRulesets) -> dict[str, Any]:
    """The contract answer of one request under the ruleset it names (the stream's default when it
    names none); a refusal raises :class:`TaikaiError`."""
    return response(score(request, rulesets.get(request.rules)))


# --------------------------------------------------------------------------- writing


def response(result: HandResult) -> dict[str, Any]:
    """The contract response: ok, yaku, han, fu, yakuman, limit, points, payments, total (+ pao when set)."""
    out: dict[str, Any] = {
        "ok": True,
        "yaku": [{"name": name, "han": han} for name, han in result.yaku],
        "han": result.han,
        "fu": result.fu,
        "yakuman": result.yakuman,
        "limit": result.limit.value if result.limit else None,
        "points": result.points,
        "payments": result.payments.as_dict(),
        "total": result.total,
    }
    if result.pao is not None:
        out["pao"] = {"yaku": result.pao.yaku, "yakuman": result.pao.yakuman, "base": result.pao.base}
    return out
