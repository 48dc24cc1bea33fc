"""A record's play exported: mjai JSON lines (what Mortal and mjai-reviewer read) and tenhou.net/6 JSON.

Both need every hand's play (a version 2 record, as the Tenhou imports store it) and take the table
between hands (round, dealer, honba, sticks, points) from the fold (:func:`taikai.game.table.run`),
so nothing about the table is written twice. A hand without its play, or a record the fold refuses,
is an :class:`ExportError` naming the hand.

mjai tiles: ``1m``-``9m`` (``5mr`` the red five), ``E S W N P F C`` for the honors. The riichi stick
is accepted (``reach_accepted``) for the seats of the hand's ``riichi`` list, after the declaring
discard. tenhou.net/6: tiles 11-19, 21-29, 31-39, 41-47, red fives 51-53; a win's entry is ``[who,
from, pao, "value", "yaku(han)", ...]``: each yaku as Tenhou writes it (``立直(1飜)``, ``役牌 發(1飜)``,
``自風 西(1飜)``, ``国士無双(役満)``, ``ドラ(2飜)``). A win the scorer values (a request) gives its own
yaku and han; a win recorded by han and yaku names (an import) takes each yaku's han from the yaku
table (closed or open by the winner's calls) and the dora, red fives and ura dora counted on the
winner's tiles; when those do not add up to the recorded han, the yaku are left out rather than
written wrong.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from taikai.contracts.codes import ContractCode
from taikai.contracts.jsonio import dumps
from taikai.errors import TaikaiError
from taikai.game.payments import table_request
from taikai.game.play import Call, Discard, Dora, Draw, Play, closed_hands
from taikai.game.record import GameRecord, Hand, Ron, Tsumo, Win
from taikai.game.state import TableState
from taikai.game.table import run
from taikai.hand.rules import HandRules
from taikai.hand.score import Limit, limit_for
from taikai.hand.scorer import score
from taikai.hand.yaku.table import BY_NAME
from taikai.rules.kinds import FuMode
from taikai.rules.validation import shown
from taikai.tiles import EAST, Tile, dora_from_indicator, suit_of

__all__ = [
    "FORMATS",
    "ExportError",
    "export_text",
    "mjai_events",
    "mjai_tile",
    "tenhou6_code",
    "tenhou6_data",
]

FORMATS = ("mjai", "tenhou6")
HONORS = "ESWNPFC"
MJAI_CALLS = {"chi": "chi", "pon": "pon", "minkan": "daiminkan", "kakan": "kakan", "ankan": "ankan"}
ABORTIVE_NAMES = {
    "kyuushu_kyuuhai": "九種九牌",
    "suufon_renda": "四風連打",
    "suucha_riichi": "四家立直",
    "suukaikan": "四槓散了",
    "sanchahou": "三家和了",
}


class ExportError(TaikaiError):
    """A record that cannot be exported (a hand without its play, a record the fold refuses)."""

    code = "cannot_export"


def mjai_tile(tile: Tile) -> str:
    """``5mr`` for a red five, ``E`` ... ``C`` for the honors."""
    if tile.kind >= 27:
        return HONORS[tile.kind - 27]
    return f"{tile.kind % 9 + 1}{'mps'[suit_of(tile.kind)]}{'r' if tile.red else ''}"


def tenhou6_code(tile: Tile) -> int:
    """11-19, 21-29, 31-39, 41-47; 51-53 for the red fives."""
    if tile.red:
        return 51 + suit_of(tile.kind)
    return (suit_of(tile.kind) + 1) * 10 + tile.kind % 9 + 1


def _hands(record: GameRecord) -> list[tuple[TableState, Hand, Play]]:
    """Each hand with the table before it and its play."""
    outcome = run(record)
    if outcome.error is not None:
        raise ExportError.wrapping(outcome.error, ContractCode.export_refused)
    out = []
    for number, (hand, before) in enumerate(zip(record.hands, outcome.states, strict=False), 1):
        if hand.play is None:
            raise ExportError.of(ContractCode.export_no_play, hand=number, label=before.name)
        out.append((before, hand, hand.play))
    return out


# --------------------------------------------------------------------------- mjai


def _winners(hand: Hand) -> tuple[tuple[Win, int], ...]:
    """Each win of the hand with the seat that paid it (the winner itself on a tsumo)."""
    if isinstance(hand.result, Tsumo):
        return ((hand.result.win, hand.result.win.seat),)
    if isinstance(hand.result, Ron):
        return tuple((win, hand.result.discarder) for win in hand.result.wins)
    return ()


def _last_tile(play: Play) -> Tile | None:
    """The tile a win takes: the last one drawn, discarded or added to a kan."""
    for event in reversed(play.events):
        if isinstance(event, Draw | Discard):
            return event.tile
        if isinstance(event, Call) and event.type == "kakan":
            return event.added
    return None


def _mjai_hand(before: TableState, hand: Hand, play: Play) -> Iterator[dict[str, Any]]:
    yield {
        "type": "start_kyoku",
        "bakaze": "ESWN"[before.round_wind],
        "dora_marker": mjai_tile(play.dora),
        "kyoku": before.dealer + 1,
        "honba": before.honba,
        "kyotaku": before.deposits,
        "oya": before.dealer,
        "scores": list(before.points),
        "tehais": [[mjai_tile(tile) for tile in tiles] for tiles in play.start],
    }
    for event in play.events:
        if isinstance(event, Draw):
            yield {"type": "tsumo", "actor": event.seat, "pai": mjai_tile(event.tile)}
        elif isinstance(event, Discard):
            if event.riichi:
                yield {"type": "reach", "actor": event.seat}
            pai = mjai_tile(event.tile)
            yield {"type": "dahai", "actor": event.seat, "pai": pai, "tsumogiri": event.tsumogiri}
            if event.riichi and event.seat in hand.riichi:
                yield {"type": "reach_accepted", "actor": event.seat}
        elif isinstance(event, Dora):
            yield {"type": "dora", "dora_marker": mjai_tile(event.tile)}
        else:
            call: dict[str, Any] = {"type": MJAI_CALLS[event.type], "actor": event.seat}
            if event.type != "ankan":
                call["target"] = event.from_seat
                call["pai"] = mjai_tile(event.added if event.added is not None else event.called)
            yield call | {"consumed": [mjai_tile(tile) for tile in event.consumed]}
    deltas = list(play.deltas)
    winners = _winners(hand)
    if winners:
        pai = _last_tile(play)
        for index, (win, target) in enumerate(winners):
            hora: dict[str, Any] = {"type": "hora", "actor": win.seat, "target": target}
            if pai is not None:
                hora["pai"] = mjai_tile(pai)
            if index < len(deltas):
                hora["deltas"] = list(deltas[index])
            if play.ura:
                hora["ura_markers"] = [mjai_tile(tile) for tile in play.ura]
            yield hora
    else:
        yield {"type": "ryukyoku"} | ({"deltas": list(deltas[0])} if deltas else {})
    yield {"type": "end_kyoku"}


def mjai_events(record: GameRecord) -> Iterator[dict[str, Any]]:
    """The game as mjai events, one JSON object a line when written."""
    hands = _hands(record)
    yield {"type": "start_game", "names": list(record.players)}
    for before, hand, play in hands:
        yield from _mjai_hand(before, hand, play)
    yield {"type": "end_game"}


# --------------------------------------------------------------------------- tenhou.net/6


def _call_text(call: Call, pon: Call | None) -> str:
    """A call as tenhou.net/6 writes it: the letter before the called tile, placed by where it came
    from (left first, across second, right last); an ankan's ``a`` before its last tile; a kakan's
    ``k`` before its added tile, in the place of its pon's called tile."""
    # a chi's tiles by kind; a pon's or a kan's by code (a red five, 51-53, last)
    codes = [f"{code}" for code in map(tenhou6_code, call.consumed)]
    if call.type != "chi":
        codes = sorted(codes)
    if call.type == "ankan":
        return "".join(codes[:3]) + "a" + codes[3]
    if call.type == "kakan":
        added = f"k{tenhou6_code(call.added)}" if call.added is not None else "k"
        if pon is None or pon.called is None:
            return added + "".join(codes)
        place = _place(pon)
        tiles = [f"{code}" for code in sorted(map(tenhou6_code, pon.consumed))]
        tiles.insert(place, f"{tenhou6_code(pon.called)}")
        return "".join(tiles[:place]) + added + "".join(tiles[place:])
    letter = {"chi": "c", "pon": "p", "minkan": "m"}[call.type]
    called = f"{letter}{tenhou6_code(call.called)}" if call.called is not None else letter
    place = _place(call)
    return "".join(codes[:place]) + called + "".join(codes[place:])


def _place(call: Call) -> int:
    """Where the called tile goes among the meld's tiles: 0 from the left, 1 from across, last from
    the right."""
    if call.from_seat is None:
        return 0
    offset = (call.from_seat - call.seat) % 4
    return {3: 0, 2: 1}.get(offset, len(call.tiles) - 1)


#: How tenhou.net/6 writes a limit before the points (a counted yakuman is written as a yakuman).
LIMIT_TEXT = {
    Limit.mangan: "満貫",
    Limit.haneman: "跳満",
    Limit.baiman: "倍満",
    Limit.sanbaiman: "三倍満",
    Limit.yakuman: "役満",
    Limit.kazoe_yakuman: "役満",
}


def _value_prefix(win: Win, rules: HandRules) -> str:
    """``30符2飜``, ``満貫``, ``役満``: the hand's value under ``rules`` (the scorer's limit table)."""
    if win.han is None and not win.yakuman:
        return ""
    limit, _ = limit_for(win.han or 0, win.fu or 0, rules, win.yakuman)
    if limit is None and win.fu is None and rules.fu_mode is not FuMode.fu_less:
        limit = Limit.mangan  # a limit hand the log gives without its fu
    if limit is not None:
        return LIMIT_TEXT[limit]
    return f"{win.han}飜" if win.fu is None else f"{win.fu}符{win.han}飜"


def _value_text(
    win: Win, target: int, deltas: tuple[int, ...] | None, before: TableState, first: bool, rules: HandRules
) -> str:
    """``30符2飜2000点``, ``満貫2000-4000点``, ``役満16000点∀``: the value and what was paid (honba
    taken out, as the fold pays them: :mod:`taikai.game.payments`)."""
    prefix = _value_prefix(win, rules)
    if deltas is None or win.pao is not None:  # the payments follow pao, not the value
        return prefix
    honba = rules.honba_points * (before.honba if first else 0)
    if target != win.seat:
        return f"{prefix}{-deltas[target] - honba}点"
    paid = {seat: -delta - honba // 3 for seat, delta in enumerate(deltas) if seat != win.seat}
    if win.seat == before.dealer:
        return f"{prefix}{max(paid.values())}点∀"
    dealer = paid.get(before.dealer, 0)
    others = [value for seat, value in paid.items() if seat != before.dealer]
    return f"{prefix}{min(others, default=0)}-{dealer}点"


#: How tenhou.net/6 writes each yaku (the winds and the dragons take their tile after a space).
TENHOU6_YAKU = {
    **{"menzen_tsumo": "門前清自摸和", "riichi": "立直", "ippatsu": "一発", "chankan": "槍槓"},
    **{"rinshan": "嶺上開花", "haitei": "海底摸月", "houtei": "河底撈魚", "pinfu": "平和"},
    **{"tanyao": "断幺九", "iipeikou": "一盃口", "seat_wind": "自風", "round_wind": "場風"},
    **{"haku": "役牌 白", "hatsu": "役牌 發", "chun": "役牌 中", "double_riichi": "両立直"},
    **{"chiitoitsu": "七対子", "chanta": "混全帯幺九", "ittsu": "一気通貫", "sanshoku": "三色同順"},
    **{"sanshoku_doukou": "三色同刻", "sankantsu": "三槓子", "toitoi": "対々和", "sanankou": "三暗刻"},
    **{"shousangen": "小三元", "honroutou": "混老頭", "ryanpeikou": "二盃口", "junchan": "純全帯幺九"},
    **{"honitsu": "混一色", "chinitsu": "清一色", "renhou": "人和", "tenhou": "天和", "chiihou": "地和"},
    **{"daisangen": "大三元", "suuankou": "四暗刻", "suuankou_tanki": "四暗刻単騎", "tsuuiisou": "字一色"},
    **{
        "ryuuiisou": "緑一色",
        "chinroutou": "清老頭",
        "chuuren": "九蓮宝燈",
        "junsei_chuuren": "純正九蓮宝燈",
    },
    **{
        "kokushi": "国士無双",
        "kokushi_13": "国士無双１３面",
        "daisuushii": "大四喜",
        "shousuushii": "小四喜",
    },
    **{"suukantsu": "四槓子", "daisharin": "大車輪", "paarenchan": "八連荘", "nagashi_mangan": "流し満貫"},
    **{"dora": "ドラ", "ura_dora": "裏ドラ", "aka_dora": "赤ドラ"},
}
_WIND_NAMES = "東南西北"
_DORA = ("dora", "aka_dora", "ura_dora")


def _yaku_text(name: str, han: int | None, seat_wind: int, round_wind: int) -> str:
    """``立直(1飜)``, ``自風 西(1飜)``, ``大三元(役満)`` (``han`` None: a yakuman)."""
    text = TENHOU6_YAKU[name]
    if name in ("seat_wind", "round_wind"):
        text += " " + _WIND_NAMES[seat_wind if name == "seat_wind" else round_wind]
    return f"{text}(役満)" if han is None else f"{text}({han}飜)"


def _winner_tiles(play: Play, seat: int, tsumo: bool) -> tuple[list[Tile], bool]:
    """The winner's tiles (closed, the winning tile, its melds) and whether its hand is open."""
    tiles = list(closed_hands(play)[seat])
    if not tsumo and (last := _last_tile(play)) is not None:
        tiles.append(last)
    calls = [event for event in play.events if isinstance(event, Call) and event.seat == seat]
    added = {call.tiles[0].kind for call in calls if call.type == "kakan"}
    for call in calls:
        if not (call.type == "pon" and call.tiles[0].kind in added):
            tiles += call.tiles
    return tiles, any(call.type != "ankan" for call in calls)


def _counted_yaku(win: Win, play: Play, tsumo: bool) -> list[tuple[str, int | None]] | None:
    """Each of a recorded win's yaku with its han (None: a yakuman); None when they do not add up to
    the recorded han (a yaku whose han the table does not give, dora not found on the tiles)."""
    tiles, is_open = _winner_tiles(play, win.seat, tsumo)
    if win.open is not None:
        is_open = win.open
    indicators = {
        "dora": play.indicators,
        "ura_dora": play.ura if {"riichi", "double_riichi"} & set(win.yaku) else (),
    }
    out: list[tuple[str, int | None]] = []
    for name in win.yaku:
        if name in indicators:
            kinds = [dora_from_indicator(tile.kind) for tile in indicators[name]]
            han: int | None = sum(kinds.count(tile.kind) for tile in tiles)
        elif name == "aka_dora":
            han = sum(tile.red for tile in tiles)
        elif name in BY_NAME and BY_NAME[name].local is None:
            spec = BY_NAME[name]
            han = None if spec.yakuman else (spec.open if is_open else spec.closed)
        else:
            return None
        out.append((name, han))
    if win.yakuman:
        return out if all(han is None for _, han in out) else None
    return out if sum(han or 0 for _, han in out) == win.han and all(out_han for _, out_han in out) else None


def _yaku_texts(
    before: TableState, hand: Hand, win: Win, play: Play, tsumo: bool, rules: HandRules
) -> list[str]:
    """A win's yaku as tenhou.net/6 writes them (nothing when they cannot be told: see the module)."""
    if win.request is not None:
        request = table_request(win, before, hand, tsumo=tsumo)
        scored = score(request, rules)
        found: list[tuple[str, int | None]] | None = [
            (name, None if scored.yakuman else han) for name, han in scored.yaku if han or scored.yakuman
        ]
        seat_wind, round_wind = request.seat_wind - EAST, request.round_wind - EAST
    else:
        found = _counted_yaku(win, play, tsumo)
        seat_wind, round_wind = before.seat_wind(win.seat), before.round_wind
    if found is None or any(name not in TENHOU6_YAKU for name, _ in found):
        return []
    return [_yaku_text(name, han, seat_wind, round_wind) for name, han in found]


def _tenhou6_result(before: TableState, hand: Hand, play: Play, rules: HandRules) -> list[Any]:
    deltas = list(play.deltas)
    winners = _winners(hand)
    if winners:
        out: list[Any] = ["和了"]
        for index, (win, target) in enumerate(winners):
            these = deltas[index] if index < len(deltas) else None
            pao = win.pao.seat if win.pao is not None else win.seat
            text = _value_text(win, target, these, before, index == 0, rules)
            yaku = _yaku_texts(before, hand, win, play, target == win.seat, rules)
            out += [list(these or (0, 0, 0, 0)), [win.seat, target, pao, text, *yaku]]
        return out
    result = hand.result
    if result.type == "abortive":
        return [ABORTIVE_NAMES[result.kind]]  # nothing is paid
    if result.type == "draw" and result.nagashi:
        return ["流し満貫", *(list(d) for d in deltas)]
    return ["流局", *([list(deltas[0])] if deltas else [])]


def _tenhou6_hand(before: TableState, hand: Hand, play: Play, rules: HandRules) -> list[Any]:
    draws: list[list[Any]] = [[], [], [], []]
    discards: list[list[Any]] = [[], [], [], []]
    pons: dict[tuple[int, int], Call] = {}
    for event in play.events:
        if isinstance(event, Draw):
            draws[event.seat].append(tenhou6_code(event.tile))
        elif isinstance(event, Discard):
            code: Any = 60 if event.tsumogiri else tenhou6_code(event.tile)
            discards[event.seat].append(f"r{code}" if event.riichi else code)
        elif isinstance(event, Call):
            if event.type == "pon":
                pons[event.seat, event.tiles[0].kind] = event
            text = _call_text(event, pons.get((event.seat, event.tiles[0].kind)))
            if event.type in ("ankan", "kakan"):
                discards[event.seat].append(text)
            else:
                draws[event.seat].append(text)
                if event.type == "minkan":
                    discards[event.seat].append(0)
    seats: list[Any] = []
    for seat in range(4):
        seats += [[tenhou6_code(tile) for tile in play.start[seat]], draws[seat], discards[seat]]
    return [
        [before.round, before.honba, before.deposits],
        list(before.points),
        [tenhou6_code(tile) for tile in play.indicators],
        [tenhou6_code(tile) for tile in play.ura],
        *seats,
        _tenhou6_result(before, hand, play, rules),
    ]


def tenhou6_data(record: GameRecord) -> dict[str, Any]:
    """The game as a tenhou.net/6 JSON object (``name``, ``rule``, ``log``)."""
    hands = _hands(record)
    red = any(tile.red for _, _, play in hands for tiles in play.start for tile in tiles) or any(
        isinstance(event, Draw | Dora) and event.tile.red for _, _, play in hands for event in play.events
    )
    return {
        "title": ["", ""],
        "name": list(record.players),
        "rule": {"disp": record.ruleset.name, "aka": int(red)},
        "log": [_tenhou6_hand(before, hand, play, record.ruleset.hand) for before, hand, play in hands],
    }


def export_text(record: GameRecord, format: str) -> str:
    """The game as text: ``mjai`` one compact JSON object a line, ``tenhou6`` one JSON object."""
    if format == "mjai":
        return "".join(dumps(event) + "\n" for event in mjai_events(record))
    if format == "tenhou6":
        return dumps(tenhou6_data(record)) + "\n"
    raise ExportError.of(ContractCode.export_format, format=shown(format), formats=", ".join(FORMATS))
