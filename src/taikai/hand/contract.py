"""Adapter between the JSON of CONTRACTS.md section 1 and the scorer's values.

>>> from taikai.hand.scorer import score
>>> from taikai.rules import load
>>> request = request_from_json({"hand": "234567m22p345s", "win_tile": "5s", "seat_wind": "S",
...     "melds": [{"type": "pon", "tiles": "666z", "from": "left"}], "honba": 1})
>>> result_to_json(score(request, load("mleague")))  # doctest: +NORMALIZE_WHITESPACE
{'ok': True, 'yaku': [{'name': 'hatsu', 'han': 1}], 'han': 1, 'fu': 30, 'yakuman': 0, 'limit': None,
 'points': 1000, 'payments': {'ron': 1000}, 'total': 1300}
"""

from __future__ import annotations

from typing import Any

from taikai.hand.request import WinRequest
from taikai.hand.scorer import HandResult


def request_from_json(data: object) -> WinRequest:
    """A validated request from its contract mapping (``rules`` is kept as ``WinRequest.rules``)."""
    return WinRequest.from_contract(data)


def result_to_json(result: HandResult) -> dict[str, Any]:
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
