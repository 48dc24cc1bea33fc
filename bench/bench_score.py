"""Benchmark: taikai's hand scorer vs the ``mahjong`` 2.1 package's HandCalculator, same hands.

Two sets: the 6,204 official wins of the Tenhou archive in ../shared (read with
``taikai.importers.tenhou``), and a seeded random set of winning hands (closed and
with melds). Each side gets its inputs prepared beforehand (taikai: validated
WinRequest; mahjong: 136-id tiles, Meld objects, HandConfig) and is timed on
scoring only; taikai is also timed end to end from the contract JSON (validate
+ score + response). Prints hands/s and the ratio; checks both agree on points.

Rounds: "cold" empties every cache keyed by a whole hand or request before each
run (the headline; the scorer keeps none), "warm" empties nothing, "all" also
empties the tables keyed by small patterns (per-suit splits).

    python bench/bench_score.py [--archive PATH] [--random N] [--seed S] [--repeat R]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld as MahjongMeld

from taikai.contracts.score import parse_request, response
from taikai.errors import BadTiles, TaikaiError
from taikai.hand.request import MeldType, WinRequest
from taikai.hand.scorer import clear_caches, score
from taikai.rules import load
from taikai.tiles import Tile, format_tiles, kind_name, to_ids136

ARCHIVE = Path(__file__).resolve().parents[2] / "shared" / "data" / "tenhou" / "tenhou-houou-2020-4p.tar.xz"
RULES = load("tenhou")


def _options(aka_dora: bool) -> OptionalRules:
    """Tenhou's rules in the mahjong package's terms."""
    return OptionalRules(
        has_open_tanyao=True,
        has_aka_dora=aka_dora,
        has_double_yakuman=False,
        kiriage=False,
        kazoe_limit=HandConstants.KAZOE_LIMITED,
    )


#: Without a red five in the hand: four plain copies of a five can only be written with the red five's
#: 136-id, which the mahjong package would count as aka dora under ``has_aka_dora``.
OPTIONS, OPTIONS_NO_RED = _options(aka_dora=True), _options(aka_dora=False)
MELD_TYPES = {
    MeldType.chi: MahjongMeld.CHI,
    MeldType.pon: MahjongMeld.PON,
    MeldType.minkan: MahjongMeld.KAN,
    MeldType.kakan: MahjongMeld.SHOUMINKAN,
    MeldType.ankan: MahjongMeld.KAN,
}


# --------------------------------------------------------------------------- inputs


def tenhou_requests(archive: Path) -> list[dict[str, Any]]:
    from taikai.importers.tenhou import iter_wins

    return [request for request, _, _ in iter_wins(archive)]


def random_requests(count: int, seed: int) -> list[dict[str, Any]]:
    """Seeded random winning hands: 4 sets + a pair, some sets called, random situation."""
    rng = random.Random(seed)
    out: list[dict[str, Any]] = []
    while len(out) < count:
        request = _random_request(rng)
        try:
            score(parse_request(request), RULES)
        except TaikaiError:
            continue  # no yaku: draw again (both scorers are timed on legal wins)
        out.append(request)
    return out


def _random_request(rng: random.Random) -> dict[str, Any]:
    while True:
        counts = [0] * 34
        blocks = []
        for _ in range(4):
            if rng.random() < 0.4:
                kind = rng.randrange(34)
                blocks.append(("pon", [kind] * 3))
            else:
                start = rng.randrange(3) * 9 + rng.randrange(7)
                blocks.append(("chi", [start, start + 1, start + 2]))
        pair = rng.randrange(34)
        for _, kinds in blocks:
            for kind in kinds:
                counts[kind] += 1
        counts[pair] += 2
        if max(counts) <= 4:
            break
    called = [b for b in blocks if rng.random() < 0.25]
    concealed = [k for b in blocks if b not in called for k in b[1]] + [pair, pair]
    win = rng.choice(concealed)
    tsumo = rng.random() < 0.4
    return {
        "hand": format_tiles(Tile(k) for k in concealed),
        "melds": [{"type": t, "tiles": format_tiles(Tile(k) for k in ks)} for t, ks in called],
        "win_tile": kind_name(win),
        "tsumo": tsumo,
        "riichi": not called and rng.random() < 0.5,
        "seat_wind": rng.choice("ESWN"),
        "round_wind": rng.choice("ES"),
        "dora_indicators": kind_name(rng.randrange(34)),
    }


MahjongInput = tuple[list[int], int, list[MahjongMeld], list[int], HandConfig, list[int]]


def mahjong_inputs(request: WinRequest) -> MahjongInput:
    """The same win in the mahjong package's terms (136 ids, melds, config)."""
    meld_tiles = [list(m.tiles) for m in request.melds]
    tiles = list(request.hand) + [t for group in meld_tiles for t in group]
    try:  # keep the red-five ids for red fives (the mahjong package counts aka dora by id)
        all_ids = to_ids136(tiles)
    except BadTiles:  # four plain copies of a five: one must take the red id
        all_ids = to_ids136(tiles, red_fives=False)
    hand_ids = all_ids[: len(request.hand)]
    melds, start = [], len(request.hand)
    for meld, tiles in zip(request.melds, meld_tiles, strict=True):
        ids = all_ids[start : start + len(tiles)]
        start += len(tiles)
        melds.append(MahjongMeld(MELD_TYPES[meld.type], ids, opened=meld.is_open))
    assert request.win_tile is not None
    win = next(i for i, t in zip(hand_ids, request.hand, strict=True) if t.kind == request.win_tile.kind)
    dora = [t.kind * 4 + 3 for t in request.dora_indicators]
    ura = [t.kind * 4 + 3 for t in request.ura_indicators]
    config = HandConfig(
        is_tsumo=request.tsumo, is_riichi=request.in_riichi, is_ippatsu=request.ippatsu,
        is_rinshan=request.rinshan, is_chankan=request.chankan, is_haitei=request.haitei,
        is_houtei=request.houtei, is_daburu_riichi=request.double_riichi, is_tenhou=request.tenhou,
        is_chiihou=request.chiihou, player_wind=request.seat_wind, round_wind=request.round_wind,
        options=OPTIONS if any(request.facts.reds) else OPTIONS_NO_RED,
    )  # fmt: skip
    return all_ids, win, melds, dora, config, ura


# --------------------------------------------------------------------------- timing


#: What stays warm between rounds in a "cold" run: tables keyed by small patterns, never a whole hand.
WARM_TABLES = (
    "per-suit and honor decomposition patterns, per-ruleset yaku plans (yaku to ask per gate word, "
    "situational yaku per flag set, what each set of yaku found counts), han/fu value tables"
)


def cpu_seconds(run: Callable[[], int], cold: str = "") -> float:
    """CPU time of one run (``time.process_time``: other load on the machine does not count).

    ``cold``: "hand" empties every cache keyed by a whole hand or request first (the scorer keeps
    none today: this is the headline); "all" empties the pattern tables too.
    """
    if cold:
        clear_caches(patterns=cold == "all")
    start = time.process_time()
    run()
    return time.process_time() - start


def paired_rates(runs: dict[str, tuple[Callable[[], int], str]], hands: int, rounds: int) -> dict[str, float]:
    """Median hands/s of each run over ``rounds`` rounds; within a round the runs follow each other,
    so a change of machine load hits them alike."""
    times: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(rounds):
        for name, (run, cold) in runs.items():
            times[name].append(cpu_seconds(run, cold))
    return {name: hands / statistics.median(values) for name, values in times.items()}


def compare(label: str, contract: Sequence[dict[str, Any]], repeat: int) -> None:
    requests = [parse_request(r) for r in contract]
    inputs = [mahjong_inputs(r) for r in requests]

    def taikai_score() -> int:
        for request in requests:
            score(request, RULES)
        return len(requests)

    def taikai_json() -> int:
        for data in contract:
            response(score(parse_request(data), RULES))
        return len(contract)

    def mahjong_score() -> int:
        for tiles, win, melds, dora, config, ura in inputs:
            HandCalculator.estimate_hand_value(tiles, win, melds, dora, config, ura_dora_indicators=ura)
        return len(inputs)

    agree = sum(
        score(r, RULES).points
        == HandCalculator.estimate_hand_value(t, w, m, d, c, ura_dora_indicators=u).cost["total"]
        for r, (t, w, m, d, c, u) in zip(requests, inputs, strict=True)
    )
    rates = paired_rates(
        {
            "cold": (taikai_score, "hand"),
            "warm": (taikai_score, ""),
            "all": (taikai_score, "all"),
            "json": (taikai_json, "hand"),
            "mahjong": (mahjong_score, ""),
        },
        len(requests),
        repeat,
    )
    mahjong_rate = rates["mahjong"]
    print(f"{label}: {len(requests)} hands (points agree on {agree}); median of {repeat} rounds")
    print(f"  taikai score(), cold    {rates['cold']:10.0f} hands/s  (whole-hand caches emptied: headline)")
    print(f"  taikai score(), warm    {rates['warm']:10.0f} hands/s  (nothing emptied)")
    print(f"  taikai score(), all     {rates['all']:10.0f} hands/s  (pattern tables emptied too)")
    print(f"  taikai JSON end to end  {rates['json']:10.0f} hands/s  (validate + score + response, cold)")
    print(f"  mahjong HandCalculator  {mahjong_rate:10.0f} hands/s")
    cold, warm, every, end_to_end = (rates[name] / mahjong_rate for name in ("cold", "warm", "all", "json"))
    print(
        f"  taikai/mahjong ratio    {cold:10.1f}x cold, {warm:.1f}x warm, {every:.1f}x all emptied, "
        f"{end_to_end:.1f}x JSON"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--archive", type=Path, default=ARCHIVE)
    parser.add_argument("--random", type=int, default=3000, help="number of random winning hands")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--repeat", type=int, default=5, help="rounds (the median is reported)")
    args = parser.parse_args()
    import taikai

    mode = (
        "compiled by mypyc (TAIKAI_PURE=1 runs the Python sources)"
        if taikai.COMPILED
        else ("the Python sources (not compiled)")
    )
    print(f"taikai's scorer: {mode}")
    print(f"cold runs keep warm only tables keyed by small patterns: {WARM_TABLES}")
    if args.archive.is_file():
        compare("Tenhou wins", tenhou_requests(args.archive), args.repeat)
    else:
        print(f"(no Tenhou archive at {args.archive}: skipping the real wins)")
    compare(f"random wins (seed {args.seed})", random_requests(args.random, args.seed), args.repeat)


if __name__ == "__main__":
    main()
