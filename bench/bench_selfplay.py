"""Benchmark: self-play games per second under every shipped preset, beside a floor, with the
invariants of issue 21 counted over every game.

    python bench/bench_selfplay.py                      # 50 games per preset (a minute or two)
    python bench/bench_selfplay.py --games 2000         # the large run: thousands per preset
    python bench/bench_selfplay.py --presets itsuka-chuuren --games 500 --check-tiles
    python bench/bench_selfplay.py --games 20 --riichienv   # riichienv replays the mjai export too

Per preset, in one process (CPU time, ``time.process_time``):

- self-play: :func:`taikai.game.selfplay.play_game` with the built-in player, seeds 0 .. N-1;
- the floor: the same tables (each hand's table before it) dealt again and played by a random legal
  player (each action drawn among :func:`legal_actions`, a win whenever one is legal, a call now and
  then): the engine and the fold without the built-in player's choices, per action (random play
  seldom ends a cup game: whole games would not compare);
- the checks (timed apart): the fold run again on each record (:func:`taikai.game.table.run`: the same
  final table, a settlement) and the record's play replayed move by move
  (:func:`taikai.game.replay.replay_record`: no disagreement).

With ``--riichienv`` the records, written by taikai's mjai export, are also replayed by riichienv's
``MjaiReplay`` (not timed): it plays Tenhou's rules, so under a preset whose rules differ (riichi
with negative points or fewer than four draws left, as M-League allows) it refuses games that are
legal there; under Tenhou's and Mahjong Soul's presets a refusal is a disagreement to look at.

Counted, the goal being zero failures: games, hands, actions; illegal actions (the engine refuses
them: a failure), tile-count failures (``--check-tiles``: the 136 tiles after every step), points
not conserved (the fold checks it after every hand: a failure), games that end otherwise than the
fold of their record says, replay disagreements; the end reasons and the rounds reached (the cup's
West and North).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from taikai.contracts.exports import export_text
from taikai.errors import TaikaiError
from taikai.game.engine import HandState, Phase, Respond, Ron, Tsumo, Wall, legal_actions
from taikai.game.replay import replay_record
from taikai.game.selfplay import choose, play_game, play_hand
from taikai.game.table import run
from taikai.rules import load
from taikai.rules.shipped import preset_names


def random_player(seed: int) -> Callable[[HandState], object]:
    """A random legal player: a win whenever one is legal, else any legal action (a call 1 in 4)."""
    rng = random.Random(seed)

    def chooser(state: HandState):
        legal = legal_actions(state)
        if state.phase in (Phase.turn, Phase.called):
            options = legal[state.actor]
            wins = [a for a in options if isinstance(a, Tsumo)]
            return wins[0] if wins else rng.choice(options)
        if state.phase is Phase.declare:  # the last dealer's noten declaration: one seat decides
            return rng.choice(legal[state.actor])
        rons = tuple(o for opts in legal.values() for o in opts if isinstance(o, Ron))
        if rons:
            return Respond(rons)
        calls = [rng.choice(opts) for opts in legal.values() if rng.random() < 0.25]
        return Respond(tuple(calls[:1]))

    return chooser


def _tiles_once(state: HandState) -> bool:
    wall, held = state.wall, Counter()
    for own in state.seats:
        held.update(own.hand)
        held.update(own.discards)
        for meld in own.melds:
            held.update(meld.tiles)
            if meld.called is not None:
                held[meld.called] -= 1
    held.update(wall.live[state.live_drawn :])
    held.update(wall.rinshan[len(state.kans) :])
    held.update(wall.indicators)
    held.update(wall.ura)
    return sorted(held.elements()) == list(range(136))


def _code(error: TaikaiError) -> str:
    """The error's code, the problem's inside a hand's (what the fold or the engine refused)."""
    reason = error.reason
    while reason is not None and isinstance(dict(reason.params).get("problem"), type(reason)):
        reason = dict(reason.params)["problem"]
    return str(reason.code if reason is not None else error.code)


def riichienv_desyncs(records: list) -> tuple[int, int, list[str]]:
    """The self-played records as taikai's mjai export writes them, replayed by riichienv's
    ``MjaiReplay`` (Tenhou's rules): steps, games it refused, the first refusals."""
    from riichienv import MjaiReplay

    steps, refused, first = 0, 0, []
    with tempfile.TemporaryDirectory() as folder:
        for number, game in enumerate(records):
            path = Path(folder) / f"{number}.jsonl"
            path.write_text(export_text(game.record, "mjai"))
            try:
                for kyoku in MjaiReplay.from_jsonl(str(path)).take_kyokus():
                    steps += sum(1 for _ in kyoku.steps(0))
            except ValueError as error:  # riichienv's desync
                refused += 1
                if len(first) < 2:
                    first.append(str(error).splitlines()[2].strip())
    return steps, refused, first


def bench_preset(preset: str, games: int, check_tiles: bool, riichienv: bool = False) -> dict:
    ruleset = load(preset)
    counts: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    reached: Counter[str] = Counter()
    records = []

    def checked(state: HandState):
        if not _tiles_once(state):
            counts["tile failures"] += 1
        return choose(state)

    chooser = checked if check_tiles else choose
    started = time.process_time()
    for seed in range(games):
        try:
            game = play_game(ruleset, seed, chooser, rules=preset)
        except TaikaiError as error:  # an illegal action, points not conserved, an endless game
            counts[f"failed: {_code(error)}"] += 1
            continue
        records.append(game)
        counts["games"] += 1
        counts["hands"] += len(game.record.hands)
        counts["actions"] += game.actions
        reasons[str(game.final.reason.code)] += 1
        for wind in sorted({table.name[0] for table in game.tables[:-1]}):
            reached[wind] += 1
    played = time.process_time() - started

    started = time.process_time()
    floor_actions = 0
    for seed, game in enumerate(records):  # the same tables, dealt again, played by the random player
        rng = random.Random(seed)
        chooser = random_player(seed)
        for table in game.tables[:-1]:
            try:
                floor_actions += play_hand(table, ruleset, Wall.shuffled(rng, table.dealer), chooser)[2]
            except TaikaiError as error:
                counts[f"floor failed: {_code(error)}"] += 1
    floor = time.process_time() - started

    started = time.process_time()
    for game in records:
        again = run(game.record)
        if again.error is not None or again.final != game.final or again.settlement is None:
            counts["end disagreements"] += 1
        counts["replay disagreements"] += len(replay_record(game.record).problems)
    checks = time.process_time() - started
    other = riichienv_desyncs(records) if riichienv else None
    return {
        "riichienv": other,
        "preset": preset,
        "counts": counts,
        "reasons": reasons,
        "reached": reached,
        "played": played,
        "floor": floor,
        "floor_actions": floor_actions,
        "checks": checks,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="games per preset (default 50)")
    parser.add_argument("--presets", nargs="*", default=None, help="presets (default: every shipped one)")
    parser.add_argument("--check-tiles", action="store_true", help="count the 136 tiles after every step")
    parser.add_argument(
        "--riichienv", action="store_true", help="replay the records in riichienv too (Tenhou's rules)"
    )
    args = parser.parse_args(argv)
    if not 1 <= args.games <= 100_000:
        parser.error("--games: 1 to 100000")
    presets = args.presets or preset_names()
    failures = 0
    print(
        f"self-play, {args.games} games per preset (CPU seconds; floor: the same tables, random legal play)"
    )
    print(
        f"{'preset':16} {'games/s':>8} {'hands/s':>8} {'actions/s':>9} {'floor act/s':>11}"
        f" {'us/action':>9} {'floor us':>8} {'ratio':>6} {'checks s':>8}"
    )
    results = [bench_preset(preset, args.games, args.check_tiles, args.riichienv) for preset in presets]
    for result in results:
        counts = result["counts"]
        played, floor = result["played"], result["floor"]
        per_action = 1e6 * played / max(counts["actions"], 1)
        per_floor = 1e6 * floor / max(result["floor_actions"], 1)
        print(
            f"{result['preset']:16} {counts['games'] / played:8.1f} {counts['hands'] / played:8.1f}"
            f" {counts['actions'] / played:9.0f} {result['floor_actions'] / floor:11.0f}"
            f" {per_action:9.1f} {per_floor:8.1f} {per_action / per_floor:6.2f} {result['checks']:8.1f}"
        )
    print()
    for result in results:
        counts = result["counts"]
        bad = {k: v for k, v in counts.items() if k not in ("games", "hands", "actions") and v}
        failures += sum(v for k, v in bad.items() if not k.startswith("floor"))
        print(
            f"{result['preset']}: {counts['games']} games, {counts['hands']} hands,"
            f" {counts['actions']} actions"
        )
        print(f"  failures {dict(bad) or 0}")
        print(f"  ends {dict(result['reasons'])}; rounds reached {dict(result['reached'])}")
        if result["riichienv"] is not None:
            steps, refused, first = result["riichienv"]
            print(f"  riichienv (Tenhou's rules): {steps} steps, {refused} games refused {first or ''}")
    print(f"\nself-play failures in all: {failures} (the floor's are listed, not counted)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
