"""Benchmark: move-by-move replay of the 722 Tenhou games of ../shared/data/tenhou (and the 6 of
../shared/data/tenhou6), side by side with riichienv when it is installed.

    python bench/bench_replay_moves.py             # every game, 1 round
    python bench/bench_replay_moves.py --games 100 --rounds 3
    python bench/bench_replay_moves.py --shared /work/shared   # the data elsewhere than ../shared

Each round, in one process (CPU time, ``time.process_time``):

- the floor: reading the logs (``taikai.importers.tenhou``: parsing every draw, discard and call);
- taikai: :func:`taikai.importers.tenhou.moves.replay_moves` on the parsed games: every action
  checked legal by the engine, every hand's result compared with the log's (the disagreements are
  counted and listed by kind: the goal is zero);
- riichienv (``pip install riichienv``, a Rust engine) when importable: the same games written as
  mjai JSON lines by taikai's mjai export (:func:`mjai_text` below: the game's record, with its play,
  through :mod:`taikai.contracts.exports`) and replayed move by move by ``MjaiReplay``
  (``Kyoku.steps(0)``: riichienv's env steps through every action of each hand, building seat 0's
  observations; it raises on a desync); writing the files is not timed;
- the pure-Python engines of PyPI, when importable (``pip install jansou pyriichi``), each on the
  games it replays (and taikai timed again on that subset when it is not every game); a game it
  cannot replay is counted by the kind of its refusal and left out of both times:

  - jansou (``jansou.io.replay.replay_paifu``): the same Tenhou XML (the archive's members; for
    ../shared/data/tenhou6 the .xml beside each .json) parsed by ``jansou.io.mjlog.parse_mjlog``
    (not timed), then every round driven through jansou's live game flow (``deal_steps``): every
    decision point offered with its legal menu, the log's choice resolved into it, every engine
    event checked against the log (a divergence raises ``ReplayError``);
  - pyriichi (``pyriichi.RuleEngine``): it reads no log, so each hand is dealt from a wall laid out
    from taikai's parsed game (:func:`pyriichi_wall`) and every draw, discard, riichi, call, pass and
    win is fed to ``execute_action`` (which checks it against the actions it offers); its own draws
    must be the log's tiles and each win's han and fu the log's. It runs only on the first
    ``--pyriichi-games`` games (default 2): it takes about a minute a game (it looks for every tenpai
    discard at each draw by a recursive search, ``Hand.calculate_tenpai_discards``). It refuses most
    games at some hand (e.g. the first game's E1: it still gives ippatsu on a ron after the riichi
    player's next discard), so it is also reported by the hand: its actions a second on the hands it
    replayed to their end, beside taikai's on every game.

    python bench/bench_replay_moves.py --games 100 --pyriichi-games 3
    python bench/bench_replay_moves.py --no-peers      # riichienv only

Prints the times, actions per second and the ratios (taikai / floor, taikai / riichienv, taikai / each
pure-Python peer on the games it replays).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from taikai.contracts.exports import export_text
from taikai.importers.tenhou import iter_games, read_file
from taikai.importers.tenhou.mjlog import iter_archive
from taikai.importers.tenhou.model import Call, Discard, Draw, NewDora, Riichi, TenhouGame
from taikai.importers.tenhou.moves import replay_moves
from taikai.importers.tenhou.record import record_of
from taikai.tiles import RED_IDS_136

SHARED = Path(__file__).resolve().parents[2] / "shared"
ARCHIVE = Path("tenhou") / "tenhou-houou-2020-4p.tar.xz"
TENHOU6 = Path("tenhou6")


def read_all(limit: int | None, data: Path) -> list[TenhouGame]:
    games = []
    for number, game in enumerate(iter_games(data / ARCHIVE)):
        if limit is not None and number >= limit:
            break
        games.append(game)
    games += [read_file(path) for path in sorted((data / TENHOU6).glob("*.json"))]
    return games


def replay_all(games: list[TenhouGame]) -> tuple[int, int, Counter[str]]:
    actions, hands, kinds = 0, 0, Counter()
    for game in games:
        run = replay_moves(game)
        actions += run.actions
        hands += run.hands
        for problem in run.problems:
            inner = problem.params.get("problem")
            kinds[getattr(inner, "code", problem.reason.code)] += 1
    return hands, actions, kinds


# --------------------------------------------------------------------------- mjai, for riichienv


def mjai_text(game: TenhouGame) -> str:
    """``game`` as mjai JSON lines by taikai's own export (:func:`taikai.contracts.exports.export_text`
    on the game's record, :func:`taikai.importers.tenhou.record.record_of`: the record keeps the play)."""
    return export_text(record_of(game), "mjai")


def riichienv_round(paths: list[Path]) -> int:
    from riichienv import MjaiReplay

    steps = 0
    for path in paths:
        replay = MjaiReplay.from_jsonl(str(path))
        for kyoku in replay.take_kyokus():
            for _ in kyoku.steps(0):  # the hand replayed move by move (its observations for seat 0)
                steps += 1
    return steps


# --------------------------------------------------------------------------- the pure-Python peers


def mjlog_texts(limit: int | None, data: Path) -> list[bytes]:
    """The Tenhou XML of the games :func:`read_all` reads, in the same order (the tenhou6 games by the
    .xml beside each .json)."""
    texts = []
    for number, (_, text) in enumerate(iter_archive(data / ARCHIVE)):
        if limit is not None and number >= limit:
            break
        texts.append(text.encode())
    texts += [path.with_suffix(".xml").read_bytes() for path in sorted((data / TENHOU6).glob("*.json"))]
    return texts


@dataclass
class PeerRun:
    """One peer's round: the games it replayed (their indices), its CPU time on them and the steps it
    took, and the games it refused, counted by kind."""

    replayed: list[int] = field(default_factory=list)
    seconds: float = 0.0
    steps: int = 0
    refused: Counter[str] = field(default_factory=Counter)


def kind_of(error: Exception) -> str:
    """A refusal's kind: its type and its code (pyriichi's errors: with the action refused) or its message
    without the place (jansou's: round, event)."""
    code = getattr(error, "code", None)
    if isinstance(code, str):
        action = getattr(error, "params", {}).get("action")
        return f"{type(error).__name__}: {code}" + (f" ({action.name})" if action is not None else "")
    text = str(error).split(": ", 1)[-1] if str(error).startswith("round ") else str(error)
    return f"{type(error).__name__}: {text[:90]}"


def peer_round(games: list, replay: Callable[[object], int]) -> PeerRun:
    """``replay`` (a game's replay, returning its steps, raising on a refusal) on every game, each game
    timed alone: only the games replayed to their end count."""
    run = PeerRun()
    for number, game in enumerate(games):
        start = time.process_time()
        try:
            steps = replay(game)
        except Exception as error:  # a peer's refusal or desync, of whatever type it raises
            run.refused[kind_of(error)] += 1
            continue
        run.seconds += time.process_time() - start
        run.steps += steps
        run.replayed.append(number)
    return run


def jansou_games(texts: list[bytes], games: list[TenhouGame], args: argparse.Namespace) -> list:
    from jansou.io.mjlog import parse_mjlog

    return [parse_mjlog(text) for text in texts]


def jansou_replay(paifu) -> int:
    from jansou.io.replay import replay_paifu

    return sum(1 for _ in replay_paifu(paifu))


# pyriichi has no log reader: each hand is dealt from a wall built from taikai's parsed log and the
# log's actions are fed to ``RuleEngine.execute_action`` one by one.

PYRIICHI_END = ("exhaustive", "nm")


class Desync(Exception):
    """pyriichi's state is not the log's (its words name what differs)."""


def pyriichi_wall(hand) -> tuple[list, list, list, list, dict]:
    """(live wall, rinshan, dora indicators, ura indicators, pyriichi tile by 136-id) laid out as
    pyriichi's ``TileSet`` deals and draws: one tile a seat at a time from seat 0 (13 rounds), the
    dealer's 14th (the log's first draw), then the log's draws in order; the unseen tiles fill the
    rest. The dead wall's slots hold the log's replacement draws and indicators."""
    from pyriichi import Suit, Tile

    suits = (Suit.MANZU, Suit.PINZU, Suit.SOUZU, Suit.HONORS)
    tiles = {i: Tile(suits[i // 36], i // 4 % 9 + 1, is_red_dora=i in RED_IDS_136) for i in range(136)}
    live = [hand.starting_hands[seat][row] for row in range(13) for seat in range(4)]
    draws = [event for event in hand.events if isinstance(event, Draw)]
    live += [event.tile for event in draws if not event.rinshan]
    rinshan = [event.tile for event in draws if event.rinshan]
    dora = list(hand.dora_indicators) + [
        event.indicator for event in hand.events if isinstance(event, NewDora)
    ]
    ura = list(next((win.ura_indicators for win in hand.wins if win.ura_indicators), ()))
    unseen = iter(sorted(set(range(136)) - set(live) - set(rinshan) - set(dora) - set(ura)))
    live += [next(unseen) for _ in range(122 - len(live))]
    rinshan += [next(unseen) for _ in range(4 - len(rinshan))]
    dora += [next(unseen) for _ in range(5 - len(dora))]
    ura += [next(unseen) for _ in range(5 - len(ura))]
    return live, rinshan, dora, ura, tiles


def pyriichi_deal(hand):
    """A ``RuleEngine`` at the start of ``hand``: the log's table, its wall dealt."""
    from pyriichi import RuleEngine, RulesetConfig, TileSet
    from pyriichi.game_state import GameState, Wind

    engine = RuleEngine(4)
    rules = RulesetConfig(head_bump_only=False, allow_double_ron=True)
    engine._game_state = state = GameState(list(hand.scores), 4, rules)
    state.set_round(list(Wind)[min(hand.round_index // 4, 3)], hand.round_index % 4 + 1)
    state.set_dealer(hand.dealer)
    state._honba, state._riichi_sticks = hand.honba, hand.deposits
    engine.start_round()
    live, rinshan, dora, ura, tiles = pyriichi_wall(hand)
    wall = TileSet([tiles[i] for i in range(136)])
    wall._tiles = [tiles[i] for i in live]
    wall._rinshan_tiles = [tiles[i] for i in rinshan]
    wall._dora_indicators = [tiles[i] for i in dora]
    wall._ura_dora_indicators = [tiles[i] for i in ura]
    engine._tile_set = wall
    engine.deal()
    return engine, tiles


def pyriichi_answer(engine, answers: dict) -> None:
    """Answer the open call window: ``answers`` (seat -> action, tile, options) for the seats that act,
    a pass for every other seat offered something."""
    from pyriichi import GameAction

    waiting = dict(engine.waiting_for_actions)
    if engine.get_current_player() in waiting and len(waiting) == 1 and not answers:
        return  # the seat to play: no window is open
    for seat in waiting:
        if seat not in answers:
            engine.execute_action(seat, GameAction.PASS)
    for seat, (action, tile, options) in answers.items():
        engine.execute_action(seat, action, tile, **options)


def pyriichi_hand(hand) -> int:
    """Replay one hand on pyriichi, returning the actions fed; raises on a refusal or a desync."""
    from pyriichi import GameAction

    engine, tiles = pyriichi_deal(hand)
    steps, riichi = 0, set()
    for event in hand.events[1:]:  # the dealer's first draw is dealt (pyriichi deals the dealer 14)
        steps += 1
        if isinstance(event, Draw):  # pyriichi draws by itself: check it drew the log's tile
            pyriichi_answer(engine, {})  # the last discard's window: nobody called
            drawn = engine.get_hand(event.seat).last_drawn_tile
            if engine.get_current_player() != event.seat or drawn is not tiles[event.tile]:
                raise Desync("not the log's draw")
        elif isinstance(event, Riichi):
            if event.step == 1:
                riichi.add(event.seat)
        elif isinstance(event, Discard):
            pyriichi_answer(engine, {})
            action = GameAction.DECLARE_RIICHI if event.seat in riichi else GameAction.DISCARD
            riichi.discard(event.seat)
            engine.execute_action(event.seat, action, tiles[event.tile])
        elif isinstance(event, Call):
            meld = event.meld
            if meld.type in ("chi", "pon", "minkan"):
                action = {"chi": GameAction.CHI, "pon": GameAction.PON, "minkan": GameAction.KAN}[meld.type]
                options = {}
                if meld.type == "chi":
                    options["sequence"] = [tiles[i] for i in meld.tiles if i != meld.called]
                pyriichi_answer(engine, {event.seat: (action, None, options)})
            elif meld.type == "kakan":
                engine.execute_action(event.seat, GameAction.KAN, tiles[meld.added])
            else:
                engine.execute_action(event.seat, GameAction.DECLARE_ANKAN, tiles[meld.tiles[0]])
        else:
            steps -= 1  # a new dora: pyriichi turns it by itself
    return steps + pyriichi_end(engine, hand, tiles)


def pyriichi_end(engine, hand, tiles) -> int:
    """Feed the hand's end (the wins, kyuushu kyuuhai) and check pyriichi's result is the log's."""
    from pyriichi import GameAction, GamePhase

    wins = hand.wins
    if not wins:
        kind = hand.results[0].kind
        if kind == "yao9":
            engine.execute_action(hand.results[-1].tenpai[0], GameAction.DECLARE_KYUUSHU_KYUUHAI)
            return 1
        pyriichi_answer(engine, {})
        if kind in PYRIICHI_END and engine.get_phase() != GamePhase.RYUUKYOKU:
            raise Desync(f"no exhaustive draw at the log's ({kind})")
        if kind not in PYRIICHI_END and engine.check_ryuukyoku() is None:
            raise Desync(f"no abortive draw ({kind})")
        return 0
    if engine.get_phase() == GamePhase.WINNING:  # a replacement draw's win, taken by pyriichi itself
        return 0
    if wins[0].tsumo:
        result = engine.execute_action(wins[0].who, GameAction.TSUMO, tiles[wins[0].win_tile])
    else:
        answers = {win.who: (GameAction.RON, None, {}) for win in wins}
        waiting = dict(engine.waiting_for_actions)
        for seat in waiting:
            if seat not in answers:
                engine.execute_action(seat, GameAction.PASS)
        for seat in answers:
            result = engine.execute_action(seat, GameAction.RON)
    for win in wins:
        value = result.win_results.get(win.who) if result.win_results else None
        if value is None:
            raise Desync("not the log's winner")
        if not win.yakuman_count and (value.han, value.fu) != (win.han, win.fu or value.fu):
            raise Desync("not the log's han and fu")
    return len(wins)


def pyriichi_games(texts: list[bytes], games: list[TenhouGame], args: argparse.Namespace) -> list:
    return games[: args.pyriichi_games]


#: pyriichi by the hand (it refuses most games at one hand or another): the hands it replayed to
#: their end, their CPU time and actions, and the hands it refused, by kind
PYRIICHI_HANDS = PeerRun()


def pyriichi_replay(game: TenhouGame) -> int:
    """Every hand of ``game`` (each timed alone, into :data:`PYRIICHI_HANDS`); raises the first
    hand's refusal, if any, once all are tried."""
    steps, refusal = 0, None
    for hand in game.hands:
        start = time.process_time()
        try:
            steps += (done := pyriichi_hand(hand))
        except Exception as error:  # pyriichi's refusal or a desync
            PYRIICHI_HANDS.refused[kind_of(error)] += 1
            refusal = refusal or error
            continue
        PYRIICHI_HANDS.seconds += time.process_time() - start
        PYRIICHI_HANDS.steps += done
        PYRIICHI_HANDS.replayed.append(hand.round_index)
    if refusal is not None:
        raise refusal
    return steps


def installed(module: str) -> bool:
    try:
        __import__(module)
    except ImportError:
        return False
    return True


#: name -> (what is timed, its games from the XML texts or taikai's games (not timed), one game's replay)
PEERS: dict[
    str, tuple[str, Callable[[list[bytes], list[TenhouGame], argparse.Namespace], list], Callable]
] = {
    "jansou": ("replay_paifu, its live flow", jansou_games, jansou_replay),
    "pyriichi": ("RuleEngine.execute_action, action by action", pyriichi_games, pyriichi_replay),
}


def report_peer(name: str, how: str, runs: list[PeerRun], games: list[TenhouGame], replay: float) -> None:
    """Print a peer's median time beside taikai's on the same games (timed again on the subset)."""
    run = runs[len(runs) // 2]
    tried = len(run.replayed) + sum(run.refused.values())
    print(f"{name} ({how}): replays {len(run.replayed)} of the {tried} games it was given", end="")
    print(f"; refused {sum(run.refused.values())}" if run.refused else "")
    for kind, count in run.refused.most_common():
        print(f"  {count}: {kind}")
    if not run.replayed:
        return
    if len(run.replayed) < len(games):
        subset = [games[number] for number in run.replayed]
        start = time.process_time()
        replay_all(subset)
        replay = time.process_time() - start
    seconds = statistics.median(peer.seconds for peer in runs)
    print(
        f"  {seconds:.2f} s ({run.steps:,} decisions, {run.steps / seconds:,.0f}/s);",
        f"taikai on the same games {replay:.2f} s; taikai / {name} = {replay / seconds:.2f}x",
    )


def report_pyriichi_hands(rounds: int, actions: int, replay: float) -> None:
    """pyriichi by the hand (summed over the rounds): its actions a second beside taikai's."""
    run = PYRIICHI_HANDS
    tried = len(run.replayed) + sum(run.refused.values())
    print(
        f"  by the hand: pyriichi replays {len(run.replayed) // rounds} of the {tried // rounds} hands",
        end="",
    )
    print(f"; refused {sum(run.refused.values()) // rounds}:" if run.refused else "")
    for kind, count in run.refused.most_common():
        print(f"    {count // rounds}: {kind}")
    if run.replayed:
        pace, ours = run.steps / run.seconds, actions / replay
        print(
            f"  {run.seconds / rounds:.2f} s for {run.steps // rounds:,} actions ({pace:,.1f}/s);",
            f"taikai {ours:,.0f}/s on every game: pyriichi / taikai time an action = {ours / pace:,.0f}x",
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="the first N games of the archive")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--shared", type=Path, default=SHARED, help="the shared folder (default ../shared)")
    parser.add_argument("--no-peers", action="store_true", help="riichienv only, not the pure-Python peers")
    parser.add_argument(
        "--pyriichi-games",
        type=int,
        default=2,
        help="pyriichi on the first N games only (about a minute each)",
    )
    args = parser.parse_args()
    data = args.shared / "data"
    if not (data / ARCHIVE).is_file():
        print(f"no Tenhou archive at {data / ARCHIVE}", file=sys.stderr)
        return 1
    parse_times, replay_times, other_times = [], [], []
    have_riichienv = installed("riichienv")
    peers = {name: peer for name, peer in PEERS.items() if not args.no_peers and installed(name)}
    texts = mjlog_texts(args.games, data) if peers else []
    peer_games: dict[str, list] = {}
    peer_runs: dict[str, list[PeerRun]] = {name: [] for name in peers}
    with tempfile.TemporaryDirectory() as folder:
        paths: list[Path] = []
        for _ in range(args.rounds):
            start = time.process_time()
            games = read_all(args.games, data)
            parse_times.append(time.process_time() - start)
            start = time.process_time()
            hands, actions, kinds = replay_all(games)
            replay_times.append(time.process_time() - start)
            if have_riichienv:
                if not paths:
                    for number, game in enumerate(games):
                        path = Path(folder) / f"{number}.jsonl"
                        path.write_text(mjai_text(game))
                        paths.append(path)
                start = time.process_time()
                riichienv_round(paths)
                other_times.append(time.process_time() - start)
            for name, (_, prepare, replay) in peers.items():
                if name not in peer_games:
                    peer_games[name] = prepare(texts, games, args)  # not timed
                peer_runs[name].append(peer_round(peer_games[name], replay))
    parse, replay = statistics.median(parse_times), statistics.median(replay_times)
    print(f"{len(games)} games, {hands} hands, {actions} actions; disagreements: {sum(kinds.values())}")
    for kind, count in kinds.most_common():
        print(f"  {kind}: {count}")
    print(f"floor (reading the logs): {parse:.2f} s")
    print(
        f"taikai move-by-move replay: {replay:.2f} s, {actions / replay:,.0f} actions/s,",
        f"{replay / parse:.1f}x the floor",
    )
    if other_times:
        other = statistics.median(other_times)
        print(
            f"riichienv (MjaiReplay, Kyoku.steps(0)): {other:.2f} s;",
            f"taikai / riichienv = {replay / other:.1f}x",
        )
    else:
        print("riichienv: not installed (pip install riichienv) - compared with the floor only")
    for name, (how, _, _) in peers.items():
        report_peer(name, how, peer_runs[name], games, replay)
        if name == "pyriichi":
            report_pyriichi_hands(args.rounds, actions, replay)
    for name in PEERS.keys() - peers.keys():
        print(f"{name}: not run (pip install {name}, or --no-peers)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
