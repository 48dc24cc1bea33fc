"""CONTRACTS.md section 1: a score request's JSON -> :class:`WinRequest`; a result -> the response.

:func:`parse_request` checks what JSON can get wrong (unknown fields, types, shapes, sizes) and
builds the core's :class:`~taikai.hand.request.WinRequest`, which checks the rest (copies of the
visible tiles, tile counts, bounds of the counts, flags that contradict each other). Every error
names its field. :func:`response` writes the answer of a scored win.

>>> from taikai.hand.scorer import score
>>> from taikai.rules import load
>>> request = parse_request({"hand": "234567m22p345s", "win_tile": "5s", "seat_wind": "S",
...     "melds": [{"type": "pon", "tiles": "666z", "from": "left"}], "honba": 1})
>>> response(score(request, load("mleague")))  # doctest: +NORMALIZE_WHITESPACE
{'ok': True, 'yaku': [{'name': 'hatsu', 'han': 1}], 'han': 1, 'fu': 30, 'yakuman': 0, 'limit': None,
 'points': 1000, 'payments': {'ron': 1000}, 'total': 1300}
>>> parse_request({"hand": "234567m22p345s", "win_tile": "5s", "ripchi": True})
Traceback (most recent call last):
...
taikai.errors.TaikaiError: unknown field 'ripchi' (did you mean 'riichi'?)
"""

from __future__ import annotations

from typing import Any, Final

from taikai.contracts.fields import (
    RULES_TEXT,
    Shape,
    bad_request,
    count,
    flag,
    in_context,
    items,
    shown,
    text,
)
from taikai.errors import BadTiles, TaikaiError
from taikai.hand.request import MAX_MELDS, Meld, MeldType, Pao, WinRequest
from taikai.hand.scorer import HandResult
from taikai.tiles import EAST, WIND_LETTERS, Tile, parse

__all__ = ["FIELDS", "TILE_TEXT", "parse_request", "response"]

#: The request's fields in the contract's order.
FIELDS = (
    "rules", "hand", "melds", "win_tile", "tsumo", "seat_wind", "round_wind", "dora_indicators",
    "ura_indicators", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
    "tenhou", "chiihou", "renhou", "honba", "deposits", "consecutive_wins", "nagashi", "first_call_yaku",
    "pao", "chankan_kan",
)  # fmt: skip
REQUEST: Final = Shape("a score request", FIELDS)
MELD: Final = Shape("a meld", ("type", "tiles", "from"))
PAO: Final = Shape("pao", ("yaku", "from"))

#: The longest tile string read (characters): 14 tiles written one by one with spaces take 42.
TILE_TEXT: Final = 64
NAME_TEXT: Final = 64  # a yaku name, a ruleset name, a meld type, a direction
YAKU_LISTED: Final = 32  # first_call_yaku: more names than any hand holds

_WINDS: Final = {letter: EAST + index for index, letter in enumerate(WIND_LETTERS)}
_MELD_TYPES: Final = {meld_type.value: meld_type for meld_type in MeldType}


def parse_request(data: object) -> WinRequest:
    """A checked :class:`WinRequest` from a request object; :class:`TaikaiError` naming the field."""
    fields = REQUEST.fields(data)
    get = fields.get
    win_tile = _tiles(get("win_tile", ""), "win_tile")
    if len(win_tile) > 1:
        raise TaikaiError(f"win_tile must be one tile, not {len(win_tile)}", "bad_tiles")
    rules = get("rules")
    return WinRequest(
        _tiles(get("hand", ""), "hand"),
        win_tile[0] if win_tile else None,
        melds=_melds(get("melds", [])),
        tsumo=flag(get("tsumo", False), "tsumo"),
        seat_wind=_wind(get("seat_wind", "E"), "seat_wind"),
        round_wind=_wind(get("round_wind", "E"), "round_wind"),
        dora_indicators=_tiles(get("dora_indicators", ""), "dora_indicators"),
        ura_indicators=_tiles(get("ura_indicators", ""), "ura_indicators"),
        riichi=flag(get("riichi", False), "riichi"),
        double_riichi=flag(get("double_riichi", False), "double_riichi"),
        ippatsu=flag(get("ippatsu", False), "ippatsu"),
        haitei=flag(get("haitei", False), "haitei"),
        houtei=flag(get("houtei", False), "houtei"),
        rinshan=flag(get("rinshan", False), "rinshan"),
        chankan=flag(get("chankan", False), "chankan"),
        tenhou=flag(get("tenhou", False), "tenhou"),
        chiihou=flag(get("chiihou", False), "chiihou"),
        renhou=flag(get("renhou", False), "renhou"),
        honba=count(get("honba", 0), "honba"),
        deposits=count(get("deposits", 0), "deposits"),
        consecutive_wins=count(get("consecutive_wins", 0), "consecutive_wins"),
        nagashi=flag(get("nagashi", False), "nagashi"),
        first_call_yaku=_first_call_yaku(get("first_call_yaku")),
        pao=_pao(get("pao")),
        chankan_kan=text(get("chankan_kan", "kakan"), "chankan_kan", NAME_TEXT),
        rules=None if rules is None else text(rules, "rules", RULES_TEXT),
    )


def _tiles(value: object, name: str) -> tuple[Tile, ...]:
    """The tiles of a compact-notation field (copies are counted by the request, over every field)."""
    written = text(value, name, TILE_TEXT)
    try:
        return parse(written, checked=False)
    except BadTiles as error:
        raise in_context(error, name) from None


def _wind(value: object, name: str) -> int:
    kind = _WINDS.get(value) if isinstance(value, str) else None
    if kind is None:
        raise bad_request(f"{name} must be one of E S W N, not {shown(value)}")
    return kind


def _melds(value: object) -> tuple[Meld, ...]:
    return tuple(_meld(index, raw) for index, raw in enumerate(items(value, "melds", MAX_MELDS)))


def _meld(index: int, raw: object) -> Meld:
    where = f"melds[{index}]"
    fields = MELD.fields(raw, where)
    type_name = fields.get("type")
    meld_type = _MELD_TYPES.get(type_name) if isinstance(type_name, str) else None
    if meld_type is None:
        raise bad_request(
            f"{where}.type must be one of chi, pon, minkan, kakan, ankan, not {shown(type_name)}"
        )
    tiles = _tiles(fields.get("tiles", ""), f"{where}.tiles")
    source = fields.get("from")
    called_from = None if source is None else text(source, f"{where}.from", NAME_TEXT)
    try:
        return Meld(meld_type, tiles, called_from)
    except TaikaiError as error:  # its shape, or where it was called from
        raise in_context(error, where) from None


def _first_call_yaku(value: object) -> tuple[str, ...] | None:
    if value is None:
        return None
    names = items(value, "first_call_yaku", YAKU_LISTED)
    return tuple(text(name, f"first_call_yaku[{index}]", NAME_TEXT) for index, name in enumerate(names))


def _pao(value: object) -> Pao | None:
    if value is None:
        return None
    fields = PAO.fields(value, "pao")
    yaku = text(fields.get("yaku"), "pao.yaku", NAME_TEXT)
    source = fields.get("from")
    called_from = None if source is None else text(source, "pao.from", NAME_TEXT)
    try:
        return Pao(yaku, called_from)
    except TaikaiError as error:  # where it was called from
        raise in_context(error, "pao") from None


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
