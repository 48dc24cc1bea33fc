"""CONTRACTS.md section 2: a settle request's JSON -> :class:`SettleRequest`; a settlement -> JSON.

:func:`parse_penalty` reads the penalties of every format that carries them (settle lines,
tournament tables, cup games); :func:`settlement_json` writes a settlement wherever one is shown
(the settle stream, a replayed game). What JSON can get wrong is checked here; the values (a seat,
a pt penalty's sign and size, points the table can hold) by the core's values and ``settle``.

>>> from taikai.game.settle import settle
>>> from taikai.rules import load
>>> request = parse_request({"points": [48000, 31000, 12000, 9000],
...                          "penalties": [{"seat": 2, "kind": "chombo"}]})
>>> settlement_json(settle(request.points, load("mleague"), request.deposits, request.penalties))
... # doctest: +NORMALIZE_WHITESPACE
{'results': [{'seat': 0, 'points': 48000, 'place': 1, 'score': Decimal('68.0')},
             {'seat': 1, 'points': 31000, 'place': 2, 'score': Decimal('11.0')},
             {'seat': 2, 'points': 12000, 'place': 3, 'score': Decimal('-48.0')},
             {'seat': 3, 'points': 9000, 'place': 4, 'score': Decimal('-51.0')}],
 'residue': Decimal('-20.0')}
>>> from taikai.contracts.jsonio import loads
>>> parse_penalty(loads('{"seat": 2, "kind": "chombo", "pt": -5.0}'), "penalties[0]")
Traceback (most recent call last):
...
taikai.errors.Inconsistent: penalties[0].pt: a chombo takes its value from the ruleset: give no pt
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any, get_args

from taikai import bounds
from taikai.contracts.codes import ContractCode
from taikai.contracts.fields import RULES_TEXT, Shape, at, count, integer, items, shown, text
from taikai.errors import BadRequest, TaikaiError
from taikai.game.codes import GameCode
from taikai.game.settle import PENALTY_KINDS, Penalty, PenaltyKind, Settlement, SettleRequest
from taikai.tiles import WIND_LETTERS, quoted

__all__ = ["FIELDS", "parse_penalty", "parse_request", "penalty_json", "penalty_of_text", "settlement_json"]

FIELDS = ("rules", "points", "deposits", "penalties")
REQUEST = Shape("a settle request", FIELDS)
PENALTY = Shape("a penalty", ("seat", "kind", "pt"))
POINTS_LISTED = 16  # a list this long is refused unread (the game itself checks for one per seat)
PENALTIES_LISTED = 100  # more penalties than any game gives
_KINDS: dict[str, PenaltyKind] = {kind: kind for kind in get_args(PenaltyKind)}


def parse_request(data: object) -> SettleRequest:
    """A :class:`SettleRequest` from a request object; :class:`TaikaiError` naming the field."""
    fields = REQUEST.fields(data)
    if "points" not in fields:
        raise BadRequest.of(ContractCode.settle_points_missing)
    points = items(fields["points"], "points", POINTS_LISTED)
    penalties = items(fields.get("penalties", []), "penalties", PENALTIES_LISTED)
    rules = fields.get("rules")
    return SettleRequest(
        points=tuple(integer(value, f"points[{seat}]") for seat, value in enumerate(points)),
        deposits=count(fields.get("deposits", 0), "deposits"),
        penalties=tuple(parse_penalty(raw, f"penalties[{index}]") for index, raw in enumerate(penalties)),
        rules=None if rules is None else text(rules, "rules", RULES_TEXT),
    )


def parse_penalty(data: object, where: str = "") -> Penalty:
    """One penalty object (``{"seat": 2, "kind": "chombo"}``, ``{"seat": 1, "kind": "pt", "pt": -10.0}``).

    ``where`` is its path in the request (``penalties[0]``), named in every error; a caller that
    names the place itself leaves it empty (the errors then name the penalty's own fields).
    """
    fields = PENALTY.fields(data, where)
    kind_name = fields.get("kind")
    kind = _KINDS.get(kind_name) if isinstance(kind_name, str) else None
    if kind is None:
        field = at(where, "kind")
        raise BadRequest.of(
            ContractCode.penalty_kind_choice, field=field, kinds=PENALTY_KINDS, value=shown(kind_name)
        )
    if "seat" not in fields:
        raise BadRequest.of(ContractCode.penalty_seat_missing, field=at(where, "seat"))
    seat = integer(fields["seat"], at(where, "seat"))
    pt = fields.get("pt")
    if pt is not None and (not isinstance(pt, int | Decimal) or isinstance(pt, bool)):
        raise BadRequest.of(ContractCode.penalty_pt_type, field=at(where, "pt"), value=shown(pt))
    try:
        return Penalty(seat=seat, kind=kind, pt=None if pt is None else Decimal(pt))
    except TaikaiError as error:  # GameCode.in_field: the penalty's own field, placed in the request
        problem = error.params["problem"]
        raise type(error).of(
            GameCode.in_field, field=at(where, str(error.params["field"])), problem=problem
        ) from None


#: The most characters of a penalty written as text (``N:pt:-1000.0``, with room to spare).
PENALTY_TEXT = 40


def penalty_of_text(written: str, where: str = "--penalty") -> Penalty:
    """A penalty written ``WIND:KIND`` (``W:chombo``, ``S:red_card``) or ``WIND:pt:AMOUNT``
    (``N:pt:-10.0``): the seat by its wind (E S W N from the first dealer) and a kind of section 2,
    read as :func:`parse_penalty` reads the JSON ``{"seat": 2, "kind": "chombo"}``; ``where`` (the
    option) is named in every error.

    >>> penalty_of_text("W:chombo"), penalty_of_text("n:pt:-10.0")
    (Penalty(seat=2, kind='chombo', pt=None), Penalty(seat=3, kind='pt', pt=Decimal('-10.0')))
    >>> penalty_of_text("W:pt")
    Traceback (most recent call last):
    ...
    taikai.errors.Inconsistent: --penalty.pt: a penalty of kind pt needs its pt amount (e.g. -10.0)
    """
    parts = written.strip().split(":") if len(written) <= PENALTY_TEXT else []
    wind = parts[0].upper() if parts else ""
    if len(parts) not in (2, 3) or len(wind) != 1 or wind not in WIND_LETTERS:
        raise BadRequest.of(ContractCode.penalty_text, field=where, value=quoted(written))
    data: dict[str, Any] = {"seat": WIND_LETTERS.index(wind), "kind": parts[1]}
    if len(parts) == 3:
        try:
            data["pt"] = bounds.number(parts[2])
        except bounds.OutOfBounds:
            field = at(where, "pt")
            raise BadRequest.of(ContractCode.penalty_pt_type, field=field, value=quoted(parts[2])) from None
    return parse_penalty(data, where)


def penalty_json(penalty: Penalty) -> dict[str, Any]:
    """A penalty as every contract writes it (the inverse of :func:`parse_penalty`): ``pt`` only for a
    ``pt`` penalty."""
    data: dict[str, Any] = {"seat": penalty.seat, "kind": penalty.kind}
    if penalty.pt is not None:
        data["pt"] = penalty.pt
    return data


def settlement_json(settlement: Settlement, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The results in seat order and the residue (the settle answer adds ``"ok": true`` in front);
    with ``names`` (the players in seat order) each result carries its player's name after the seat."""
    return {
        "results": [
            {
                "seat": r.seat,
                **({"name": names[r.seat]} if names is not None else {}),
                "points": r.points,
                "place": r.place,
                "score": r.score,
            }
            for r in settlement.results
        ],
        "residue": settlement.residue,
    }
