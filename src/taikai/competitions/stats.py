"""Player statistics from final points and from hand results (issue 21, item 6).

Pure: games in (each seat's place, score and final points; the hands where a game was entered or
imported hand by hand), figures out. Every figure carries its sample (a :class:`Rate` is a count of
a number of games or hands, a :class:`Mean` a total over a count), so a page or an answer can say
"3 of 12 hands" and round only at the edge: rates are exact fractions, scores exact decimals.

What one seat's games say:

- **final points**: how often each place (1st to 4th; a place shared under ``tie_policy = split``
  counts for each player sharing it), the average place and score, busts (final points below zero,
  of the games whose points are known: a lobby log may give settled scores only), the best and worst
  score, the longest runs of 1st places, of 1st or 2nd places and of games without a 4th place, and
  head to head against every opponent met (games together, finished above, below, level on place,
  and the sum of score differences);
- **hand results**: win, tsumo (of wins) and deal-in rates, the average win and deal-in value, the
  riichi rate and what each riichi came to (won, dealt in, exhaustive draw, other), tenpai at the
  exhaustive draws, wins as dealer (of hands as dealer), open and closed wins (of the wins whose
  hand is known: a win valued by its tiles, or whose play is kept; han or points entered say nothing
  of the melds, unless staff said whether the hand was open);
- **the play** (the hands whose record keeps the play: imported Tenhou and tenhou.net/6 logs): the
  call rate (hands with a chi, pon or open kan), the mean riichi turn, first and chasing riichi, dama
  wins (no call, no riichi) of the wins, good-shape waits (two kinds or more) at riichi and at the
  win, the mean starting shanten; each seat's hand read by :mod:`taikai.competitions.play_stats`,
  where each is defined.

A win's value is what the other players paid the winner for it, honba included, riichi sticks not;
a deal-in's value what the discarder paid the winners (the same rule), so the two averages are the
same kind of number.

>>> seats = lambda *rows: tuple(SeatResult(p, place, Decimal(s), pts) for p, place, s, pts in rows)
>>> g1 = GameResult("g1", "2025-03-02T12:00:00+00:00",
...                 seats(("a", 1, "68.0", 48000), ("b", 2, "11.0", 31000),
...                       ("c", 3, "-28.0", 12000), ("d", 4, "-51.0", 9000)))
>>> s = player_stats([g1], "a")
>>> s.placing.games, s.placing.places[0].count, s.placing.average_place.value
(1, 1, Fraction(1, 1))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from itertools import pairwise

from taikai.competitions.play_stats import SeatPlay, seats_of_play
from taikai.game.record import Draw, GameRecord, Ron, Tsumo, Win
from taikai.game.state import sticks_in_play
from taikai.game.table import GameRun
from taikai.rules import Ruleset
from taikai.rules.claims import claimants

__all__ = [
    "HAND_KINDS",
    "RIICHI_OUTCOMES",
    "GameResult",
    "HandResult",
    "HandStats",
    "HeadToHead",
    "Mean",
    "Placing",
    "PlayStats",
    "PlayerStats",
    "Rate",
    "SeatResult",
    "Streaks",
    "hand_results",
    "leaderboard",
    "player_stats",
]

#: What a hand's result was (as the game's replay says: :class:`taikai.game.state.HandLog`).
HAND_KINDS = ("ron", "tsumo", "draw", "abortive", "chombo")
#: What a riichi came to: the riichi player won, dealt in, the hand ended in an exhaustive draw, or
#: anything else (another player's win, an abortive draw, a chombo).
RIICHI_OUTCOMES = ("win", "deal_in", "draw", "other")
PLACES = 4


# --------------------------------------------------------------------------- what goes in


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat of a game: the player, the place (shared under split), the score in pt, the final
    table points as played (None when the game gives settled scores only)."""

    player: str
    place: int
    score: Decimal
    points: int | None = None


@dataclass(frozen=True, slots=True)
class HandResult:
    """One hand as its replay played it (seats 0-3 as the game's, from the first dealer).

    ``values`` is each winner's value (what the others paid it, honba in, riichi sticks out),
    ``dealt`` what the discarder paid (0 when nobody dealt in), ``tenpai`` the seats tenpai at an
    exhaustive draw, ``open`` whether each winner's hand was open (None: not known), ``play`` what
    the hand's play says of each seat (None: the record keeps no play).
    """

    dealer: int
    kind: str
    riichi: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    values: tuple[int, ...] = ()
    discarder: int | None = None
    dealt: int = 0
    tenpai: tuple[int, ...] = ()
    open: tuple[bool | None, ...] = ()
    play: tuple[SeatPlay, ...] | None = None


@dataclass(frozen=True, slots=True)
class GameResult:
    """A game: its id, when it was played (ISO 8601: the order of the streaks), its seats from the
    first dealer, and its hands when it was recorded hand by hand (None otherwise)."""

    game: str
    played_at: str
    seats: tuple[SeatResult, ...]
    hands: tuple[HandResult, ...] | None = None


# --------------------------------------------------------------------------- what comes out


@dataclass(frozen=True, slots=True)
class Rate:
    """``count`` of ``of`` (games, hands, wins ...); the rate an exact fraction (None of none)."""

    count: int
    of: int

    @property
    def value(self) -> Fraction | None:
        return Fraction(self.count, self.of) if self.of else None


@dataclass(frozen=True, slots=True)
class Mean:
    """``total`` over ``of`` items; the mean exact (None of none)."""

    total: Decimal | int
    of: int

    @property
    def value(self) -> Fraction | None:
        return Fraction(self.total) / self.of if self.of else None


@dataclass(frozen=True, slots=True)
class Streaks:
    """The longest runs of consecutive games: 1st places, 1st or 2nd places, no 4th place."""

    first: int = 0
    top_two: int = 0
    no_last: int = 0


@dataclass(frozen=True, slots=True)
class Placing:
    """The figures from final points (each rate of ``games``; busts of the games with points)."""

    games: int
    places: tuple[Rate, Rate, Rate, Rate]
    average_place: Mean
    average_score: Mean
    busts: Rate
    best: tuple[Decimal, str] | None  # the score and its game
    worst: tuple[Decimal, str] | None
    streaks: Streaks

    @property
    def total_score(self) -> Decimal:
        return Decimal(self.average_score.total)


@dataclass(frozen=True, slots=True)
class HandStats:
    """The figures from hand results, over ``games`` games recorded hand by hand, ``hands`` hands."""

    games: int
    hands: int
    wins: Rate
    tsumo: Rate  # of wins
    deal_in: Rate
    win_value: Mean  # over wins
    deal_in_value: Mean  # over deal-ins
    riichi: Rate
    riichi_outcomes: tuple[Rate, Rate, Rate, Rate]  # RIICHI_OUTCOMES, each of the riichi
    tenpai_at_draw: Rate  # of exhaustive draws
    dealer_wins: Rate  # of hands as dealer
    open_wins: Rate  # of the wins whose hand is known
    closed_wins: Rate


@dataclass(frozen=True, slots=True)
class PlayStats:
    """The figures from the play, over ``games`` games and ``hands`` hands whose play is kept (the
    riichi and wins here are those of these hands)."""

    games: int
    hands: int
    calls: Rate  # hands with a call, of hands
    riichi_turn: Mean  # over riichi
    first_riichi: Rate  # of riichi
    chasing_riichi: Rate  # of riichi
    dama_wins: Rate  # of wins
    good_wait_riichi: Rate  # of riichi
    good_wait_win: Rate  # of wins
    start_shanten: Mean  # over hands


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """Against one opponent: games together, finished above, below, level; the sum of the player's
    score less the opponent's in those games."""

    opponent: str
    games: int
    above: int
    below: int
    level: int
    difference: Decimal


@dataclass(frozen=True, slots=True)
class PlayerStats:
    player: str
    placing: Placing
    hands: HandStats
    play: PlayStats
    head_to_head: tuple[HeadToHead, ...] = ()


# --------------------------------------------------------------------------- one pass over the games


@dataclass(slots=True)
class _Tally:
    """One player's running counts (filled game by game, in time order)."""

    games: int = 0
    places: list[int] = field(default_factory=lambda: [0] * PLACES)
    place_sum: int = 0
    score_sum: Decimal = Decimal(0)
    with_points: int = 0
    busts: int = 0
    best: tuple[Decimal, str] | None = None
    worst: tuple[Decimal, str] | None = None
    runs: list[int] = field(default_factory=lambda: [0, 0, 0])  # current: first, top two, no last
    longest: list[int] = field(default_factory=lambda: [0, 0, 0])
    hand_games: int = 0
    hands: int = 0
    wins: int = 0
    tsumo: int = 0
    deal_ins: int = 0
    win_value: int = 0
    deal_in_value: int = 0
    riichi: int = 0
    outcomes: list[int] = field(default_factory=lambda: [0] * len(RIICHI_OUTCOMES))
    draws: int = 0
    tenpai: int = 0
    dealer_hands: int = 0
    dealer_wins: int = 0
    open_wins: int = 0
    closed_wins: int = 0
    play_games: int = 0
    play_hands: int = 0
    calls: int = 0
    play_riichi: int = 0
    riichi_turns: int = 0
    chasing: int = 0
    riichi_good: int = 0
    play_wins: int = 0
    dama_wins: int = 0
    win_good: int = 0
    start_shanten: int = 0
    opponents: dict[str, list[Decimal]] | None = None  # games, above, below, level, difference

    def seat(self, game: GameResult, seat: SeatResult) -> None:
        self.games += 1
        if 1 <= seat.place <= PLACES:
            self.places[seat.place - 1] += 1
        self.place_sum += seat.place
        self.score_sum += seat.score
        if seat.points is not None:
            self.with_points += 1
            self.busts += seat.points < 0
        if self.best is None or seat.score > self.best[0]:
            self.best = (seat.score, game.game)
        if self.worst is None or seat.score < self.worst[0]:
            self.worst = (seat.score, game.game)
        for n, kept in enumerate((seat.place == 1, seat.place <= 2, seat.place < PLACES)):
            self.runs[n] = self.runs[n] + 1 if kept else 0
            self.longest[n] = max(self.longest[n], self.runs[n])

    def against(self, mine: SeatResult, other: SeatResult) -> None:
        assert self.opponents is not None
        line = self.opponents.setdefault(other.player, [Decimal(0)] * 5)
        line[0] += 1
        line[1 if mine.place < other.place else 2 if mine.place > other.place else 3] += 1
        line[4] += mine.score - other.score

    def hand(self, hand: HandResult, seat: int) -> None:
        self.hands += 1
        dealer = hand.dealer == seat
        self.dealer_hands += dealer
        won = seat in hand.winners
        if won:
            at = hand.winners.index(seat)
            self.wins += 1
            self.tsumo += hand.kind == "tsumo"
            self.win_value += hand.values[at] if at < len(hand.values) else 0
            self.dealer_wins += dealer
            shown = hand.open[at] if at < len(hand.open) else None
            self.open_wins += shown is True
            self.closed_wins += shown is False
        dealt = hand.kind == "ron" and hand.discarder == seat and bool(hand.winners)
        if dealt:
            self.deal_ins += 1
            self.deal_in_value += hand.dealt
        if hand.kind == "draw":
            self.draws += 1
            self.tenpai += seat in hand.tenpai
        if seat in hand.riichi:
            self.riichi += 1
            outcome = 0 if won else 1 if dealt else 2 if hand.kind == "draw" else 3
            self.outcomes[outcome] += 1
        if hand.play is not None:
            self.played(hand.play[seat])

    def played(self, mine: SeatPlay) -> None:
        self.play_hands += 1
        self.calls += mine.called
        self.start_shanten += mine.start_shanten
        if mine.riichi_turn is not None:
            self.play_riichi += 1
            self.riichi_turns += mine.riichi_turn
            self.chasing += mine.chasing
            self.riichi_good += mine.riichi_good is True
        if mine.win_waits is not None:  # a win by ron or tsumo
            self.play_wins += 1
            self.dama_wins += not mine.called and mine.riichi_turn is None
            self.win_good += mine.win_good is True

    def frozen(self, player: str) -> PlayerStats:
        games, hands = self.games, self.hands
        placing = Placing(
            games=games,
            places=tuple(Rate(n, games) for n in self.places),  # type: ignore[arg-type]
            average_place=Mean(self.place_sum, games),
            average_score=Mean(self.score_sum, games),
            busts=Rate(self.busts, self.with_points),
            best=self.best,
            worst=self.worst,
            streaks=Streaks(*self.longest),
        )
        known = self.open_wins + self.closed_wins
        hand_stats = HandStats(
            games=self.hand_games,
            hands=hands,
            wins=Rate(self.wins, hands),
            tsumo=Rate(self.tsumo, self.wins),
            deal_in=Rate(self.deal_ins, hands),
            win_value=Mean(self.win_value, self.wins),
            deal_in_value=Mean(self.deal_in_value, self.deal_ins),
            riichi=Rate(self.riichi, hands),
            riichi_outcomes=tuple(Rate(n, self.riichi) for n in self.outcomes),  # type: ignore[arg-type]
            tenpai_at_draw=Rate(self.tenpai, self.draws),
            dealer_wins=Rate(self.dealer_wins, self.dealer_hands),
            open_wins=Rate(self.open_wins, known),
            closed_wins=Rate(self.closed_wins, known),
        )
        riichi = self.play_riichi
        play_stats = PlayStats(
            games=self.play_games,
            hands=self.play_hands,
            calls=Rate(self.calls, self.play_hands),
            riichi_turn=Mean(self.riichi_turns, riichi),
            first_riichi=Rate(riichi - self.chasing, riichi),
            chasing_riichi=Rate(self.chasing, riichi),
            dama_wins=Rate(self.dama_wins, self.play_wins),
            good_wait_riichi=Rate(self.riichi_good, riichi),
            good_wait_win=Rate(self.win_good, self.play_wins),
            start_shanten=Mean(self.start_shanten, self.play_hands),
        )
        opponents = tuple(
            HeadToHead(who, int(n), int(above), int(below), int(level), difference)
            for who, (n, above, below, level, difference) in sorted((self.opponents or {}).items())
        )
        return PlayerStats(player, placing, hand_stats, play_stats, opponents)


def _tally(games: Iterable[GameResult], only: str | None) -> dict[str, _Tally]:
    """Every player's tally (``only``: that player's alone, with head to head), games in time order."""
    tallies: dict[str, _Tally] = {}
    for game in sorted(games, key=lambda g: g.played_at):
        for number, seat in enumerate(game.seats):
            if only is not None and seat.player != only:
                continue
            tally = tallies.get(seat.player)
            if tally is None:
                tally = tallies[seat.player] = _Tally(opponents={} if only is not None else None)
            tally.seat(game, seat)
            if only is not None:
                for other in game.seats:
                    if other.player != seat.player:
                        tally.against(seat, other)
            if game.hands is not None:
                tally.hand_games += 1
                tally.play_games += any(hand.play is not None for hand in game.hands)
                for hand in game.hands:
                    tally.hand(hand, number)
    return tallies


def player_stats(games: Iterable[GameResult], player: str) -> PlayerStats:
    """``player``'s figures over ``games`` (those the player did not sit in count nothing), with head
    to head against every opponent met."""
    tally = _tally(games, player).get(player) or _Tally(opponents={})
    return tally.frozen(player)


def _order(stats: PlayerStats) -> tuple[Fraction, int, str]:
    place = stats.placing.average_place.value
    return (place if place is not None else Fraction(PLACES + 1), -stats.placing.games, stats.player)


def leaderboard(games: Iterable[GameResult], min_games: int) -> list[tuple[int, PlayerStats]]:
    """Every player with at least ``min_games`` games and their rank: best average place first (equal
    average places share the better rank; more games first among them, then by id); one pass over the
    games, no head to head."""
    tallies = _tally(games, None)
    shown = sorted((t.frozen(p) for p, t in tallies.items() if t.games >= min_games), key=_order)
    ranked: list[tuple[int, PlayerStats]] = []
    for number, stats in enumerate(shown, 1):
        level = ranked and ranked[-1][1].placing.average_place.value == stats.placing.average_place.value
        ranked.append((ranked[-1][0] if level else number, stats))
    return ranked


# --------------------------------------------------------------------------- hands from a replay


def _open(win: Win, played: SeatPlay | None) -> bool | None:
    """Whether the winner's hand was open: as staff gave it, or known from a win valued by its tiles
    (its melds), or from the hand's play (a call)."""
    if win.open is not None:
        return win.open
    if win.request is not None:
        return any(meld.is_open for meld in win.request.request.melds)
    return None if played is None else played.called


def hand_results(record: GameRecord, replay: GameRun, ruleset: Ruleset) -> tuple[HandResult, ...]:
    """Each hand the replay played, as the statistics read it: the log's deltas less the riichi sticks
    (those paid in the hand, those a winner collected: :func:`taikai.rules.claims.claimants`, the one
    rule of who takes them) give what each winner was paid and what the discarder paid; a hand whose
    play is kept, what the play says of each seat (:func:`taikai.competitions.play_stats.seats_of_play`)."""
    quads = ruleset.chiitoitsu_four_of_a_kind
    hands = []
    for hand, (before, after) in zip(record.hands, pairwise(replay.states), strict=False):
        log = after.last
        assert log is not None
        stick = ruleset.riichi_deposit
        paid = [stick * (hand.riichi.count(s) + hand.deposits.count(s)) for s in range(PLACES)]
        if log.kind == "chombo":  # a void hand: its riichi sticks went back
            paid = [stick * hand.deposits.count(s) for s in range(PLACES)]
        own = [delta + paid[s] for s, delta in enumerate(log.deltas)]  # the hand's change, no sticks paid
        result, winners = hand.result, log.winners
        collector = claimants(ruleset, winners, hand.riichi).deposits if winners else None
        values = tuple(
            own[w] - (sticks_in_play(before, hand) * stick if w == collector else 0) for w in winners
        )
        wins: dict[int, Win] = {}
        if isinstance(result, Ron):
            wins = {w.seat: w for w in result.wins}
        elif isinstance(result, Tsumo):
            wins = {result.win.seat: result.win}
        discarder = result.discarder if isinstance(result, Ron) and log.kind == "ron" else None
        # the wins' seats: a nagashi mangan's claimant is among the log's winners, not a win's
        play = None if hand.play is None else seats_of_play(hand.play, tuple(wins), quads=quads)
        hands.append(
            HandResult(
                dealer=before.dealer,
                kind=log.kind,
                riichi=tuple(hand.riichi),
                winners=tuple(winners),
                values=values,
                discarder=discarder,
                dealt=-own[discarder] if discarder is not None else 0,
                tenpai=tuple(result.tenpai) if isinstance(result, Draw) and log.kind == "draw" else (),
                open=tuple(_open(wins[w], play[w] if play else None) if w in wins else None for w in winners),
                play=play,
            )
        )
    return tuple(hands)
