"""The peer of ``taikai score --jsonl``: the ``mahjong`` 2.1 package fed the same JSON lines.

Reads CONTRACTS.md section 1 requests on stdin, one per line; for each it builds the mahjong
package's input from the request alone (136-ids of the hand and the melds, Meld objects, a
HandConfig with the flags, winds, honba and sticks), scores it with ``HandCalculator`` and writes
one JSON answer (han, fu, points, total, yaku names, or the package's error). It imports nothing
from taikai, so that ``bench/bench_score_stream.py`` times the package and its input building only.

Tenhou's rules in the package's terms (as in bench/bench_score.py): open tanyao, red fives, no
double yakuman, no kiriage, kazoe yakuman. A hand without a red five is scored without aka dora
(four plain fives need the red five's id, which the package would count as aka dora).

    python bench/peer_mahjong_score.py < requests.jsonl > answers.jsonl
"""

from __future__ import annotations

import json
import sys

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld


def _options(aka_dora: bool) -> OptionalRules:
    return OptionalRules(
        has_open_tanyao=True,
        has_aka_dora=aka_dora,
        has_double_yakuman=False,
        kiriage=False,
        kazoe_limit=HandConstants.KAZOE_LIMITED,
    )


OPTIONS, OPTIONS_NO_RED = _options(True), _options(False)
SUIT_OFFSET = {"m": 0, "p": 9, "s": 18, "z": 27}
WINDS = {"E": 27, "S": 28, "W": 29, "N": 30}
MELD_TYPES = {
    "chi": Meld.CHI,
    "pon": Meld.PON,
    "minkan": Meld.KAN,
    "kakan": Meld.SHOUMINKAN,
    "ankan": Meld.KAN,
}


def tiles(text: str) -> list[tuple[int, bool]]:
    """(34-kind, red) of each tile of compact notation ("0" is a red five)."""
    out: list[tuple[int, bool]] = []
    digits: list[str] = []
    for char in text:
        if char.isdigit():
            digits.append(char)
            continue
        offset = SUIT_OFFSET[char]
        out.extend((offset + 4, True) if d == "0" else (offset + int(d) - 1, False) for d in digits)
        digits = []
    return out


def ids136(groups: list[list[tuple[int, bool]]], aka: bool) -> list[list[int]]:
    """Distinct 136-ids for every tile of the groups: a red five takes its kind's first copy (the red
    id); plain tiles take the free copies, the red id last (only when no red fives are played)."""
    used: dict[int, int] = {}
    out = []
    for group in groups:
        ids = []
        for kind, red in group:
            if red:
                ids.append(kind * 4)
                continue
            copy = used.get(kind, 1 if aka and kind in (4, 13, 22) else 0)
            used[kind] = copy + 1
            ids.append(kind * 4 + copy)
        out.append(ids)
    return out


def answer(request: dict) -> dict:
    hand = tiles(request["hand"])
    meld_tiles = [tiles(m["tiles"]) for m in request.get("melds", [])]
    aka = any(red for group in (hand, *meld_tiles) for _, red in group)
    hand_ids, *meld_ids = ids136([hand, *meld_tiles], aka)
    all_ids = hand_ids + [i for ids in meld_ids for i in ids]
    melds = [
        Meld(MELD_TYPES[m["type"]], ids, opened=m["type"] != "ankan")
        for m, ids in zip(request.get("melds", []), meld_ids, strict=True)
    ]
    win_kind = tiles(request["win_tile"])[0][0]
    win = next(i for i in hand_ids if i // 4 == win_kind)
    dora = [kind * 4 + 3 for kind, _ in tiles(request.get("dora_indicators", ""))]
    ura = [kind * 4 + 3 for kind, _ in tiles(request.get("ura_indicators", ""))]
    get = request.get
    config = HandConfig(
        is_tsumo=get("tsumo", False), is_riichi=get("riichi", False) or get("double_riichi", False),
        is_ippatsu=get("ippatsu", False), is_rinshan=get("rinshan", False), is_chankan=get("chankan", False),
        is_haitei=get("haitei", False), is_houtei=get("houtei", False),
        is_daburu_riichi=get("double_riichi", False), is_tenhou=get("tenhou", False),
        is_chiihou=get("chiihou", False), player_wind=WINDS[get("seat_wind", "E")],
        round_wind=WINDS[get("round_wind", "E")], tsumi_number=get("honba", 0),
        kyoutaku_number=get("deposits", 0), options=OPTIONS if aka else OPTIONS_NO_RED,
    )  # fmt: skip
    result = HandCalculator.estimate_hand_value(all_ids, win, melds, dora, config, ura_dora_indicators=ura)
    if result.error:
        return {"ok": False, "error": {"code": "refused", "message": str(result.error)}}
    return {
        "ok": True,
        "yaku": [
            {"name": yaku.name, "han": yaku.han_open if result.is_open_hand else yaku.han_closed}
            for yaku in result.yaku or ()
        ],
        "han": result.han,
        "fu": result.fu,
        "points": result.cost["main"] + 2 * result.cost["additional"]
        if get("tsumo")
        else result.cost["main"],
        "total": result.cost["total"],
    }


def main() -> None:
    write = sys.stdout.write
    for line in sys.stdin:
        write(json.dumps(answer(json.loads(line)), separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
