"""The monthly club cup (COMPETITIONS.md C): a month's games settled under the format's ruleset.

Pure: the cup's format, its ruleset, players and games in; standings per month,
rejected games and warnings out. Nothing is chosen by the format's name: the
engine reads ``timezone``, ``period``, ``ties`` and ``far_months`` from the format and every
game rule from the ruleset.

- A game gives its final table points (with the ``deposits`` left on the table
  and any ``penalties``), settled by :func:`taikai.game.settle.settle`, or a
  whole game record, replayed by :func:`taikai.game.table.run`.
- A game belongs to the calendar month of its local date in the cup's time zone
  (a time without an offset is read in that zone); every day counts.
- A player's month score is the sum of the settled scores of their games that
  month; ``places`` counts 1st, 2nd, 3rd and 4th places (a place shared under
  ``tie_policy = split`` counts for each player sharing it).
- A game that cannot count is rejected with a code and a reason, never dropped.

>>> from taikai import rules
>>> from taikai.competitions import formats
>>> cup = Cup(formats.load("itsuka-chuuren", formats.CupFormat), rules.load("itsuka-chuuren"),
...           tuple(Player(p, p.upper()) for p in ("a", "b", "c", "d")),
...           (Game("g1", datetime.fromisoformat("2025-03-30T20:00+09:00"), ("a", "b", "c", "d"),
...                 points=(27000, 22300, 34400, 15300), deposits=1),))
>>> (march,) = run_cup(cup).months
>>> for s in march.standings:
...     print(s.rank, s.player, s.score, s.games, s.places)
1 c 4.0 1 (1, 0, 0, 0)
2 a -3.0 1 (0, 1, 0, 0)
3 b -7.0 1 (0, 0, 1, 0)
4 d -14.0 1 (0, 0, 0, 1)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

from taikai.competitions.formats import CupFormat, Period, Ties
from taikai.competitions.suspicious import duplicate_warnings, far_period_warnings, month_index
from taikai.errors import InputWarning, TaikaiError
from taikai.game.record import GameRecord
from taikai.game.settle import Penalty, Settlement, settle
from taikai.game.table import run
from taikai.i18n import words
from taikai.reasons import Reason
from taikai.rules import Ruleset
from taikai.rules.model import ChomboKind

__all__ = [
    "CODES",
    "Cup",
    "CupResult",
    "Game",
    "MonthResult",
    "Player",
    "Rejected",
    "SettledGame",
    "Standing",
    "run_cup",
]

SEATS = 4


# --------------------------------------------------------------------------- inputs


@dataclass(frozen=True, slots=True)
class Player:
    """A registered player: the id games name and the name outputs show beside it."""

    id: str
    name: str


@dataclass(frozen=True, slots=True)
class Game:
    """One game: the players in seat order from the first dealer, and either ``points`` or ``record``.

    ``points`` are the final table points in seat order; ``deposits`` the riichi sticks left on the
    table; ``penalties`` as in a settle request. A ``record`` carries its own sticks and penalties.
    """

    id: str
    played_at: datetime
    seats: tuple[str, ...]
    points: tuple[int, ...] | None = None
    deposits: int = 0
    penalties: tuple[Penalty, ...] = ()
    record: GameRecord | None = None

    def __post_init__(self) -> None:
        if (self.points is None) == (self.record is None):
            raise ValueError(f"game {self.id}: give either points or a record")
        if self.record is not None and (self.deposits or self.penalties):
            raise ValueError(f"game {self.id}: a record carries its own deposits and penalties")


@dataclass(frozen=True, slots=True)
class Cup:
    """A cup: its format, the ruleset its games are settled with, the players and the games."""

    format: CupFormat
    ruleset: Ruleset
    players: tuple[Player, ...]
    games: tuple[Game, ...]


# --------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class Rejected:
    """A game that does not count: its id, a stable code and the reason (the settlement's or the replay's
    own error when they refused the game)."""

    game: str
    code: str
    reason: Reason | TaikaiError

    @property
    def message(self) -> str:
        """The English words."""
        return words(self.reason)


@dataclass(frozen=True, slots=True)
class SettledGame:
    """A game that counts: its month and its settlement (results in seat order)."""

    game: str
    month: str
    played_at: datetime
    seats: tuple[str, ...]
    settlement: Settlement


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's month: rank (equal scores share the better rank), score, games, places 1st..4th."""

    player: str
    rank: int
    score: Decimal
    games: int
    places: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MonthResult:
    """A month's standings, best first, and the games that counted, in the input order."""

    month: str
    standings: tuple[Standing, ...]
    games: tuple[SettledGame, ...]


@dataclass(frozen=True, slots=True)
class CupResult:
    """Every month with games, in order; the rejected games in the input order; the warnings."""

    months: tuple[MonthResult, ...]
    rejected: tuple[Rejected, ...]
    warnings: tuple[InputWarning, ...]


#: Every code the cup engine gives, with the names of its parameters (the catalog words each one; the
#: settlement's and the replay's own errors keep their codes: ``inconsistent``, ``bad_record`` ...).
CODES: dict[str, tuple[str, ...]] = {
    "game_id_repeated": ("game",),
    "four_players_needed": ("seats",),
    "unregistered_players": ("players",),
    "cup_record_unfinished": ("hands",),
    "record_players_differ": ("game", "record", "seats"),
    "chombo_paid_in_points": ("game", "seat", "kind"),
    "far_month": ("month", "games", "count", "gap", "nearest"),
}


# --------------------------------------------------------------------------- one game


def period_of(moment: datetime, zone: ZoneInfo, period: Period) -> str:
    """The standings period of a game's (aware) time: ``YYYY-MM`` of its local date for a month."""
    local = moment.astimezone(zone)
    return {Period.month: f"{local.year:04d}-{local.month:02d}"}[period]


def _settled(game: Game, ruleset: Ruleset) -> tuple[Settlement, tuple[int, ...]] | Rejected:
    """The game's settlement and its final points before rounding, or why it cannot count."""
    if game.points is not None:
        try:
            return settle(game.points, ruleset, game.deposits, game.penalties), game.points
        except TaikaiError as error:
            return Rejected(game.id, error.code, error)
    assert game.record is not None
    replay = run(game.record, ruleset)
    if replay.error is not None:
        return Rejected(game.id, "bad_record", replay.error)
    if replay.settlement is None:
        return Rejected(
            game.id, "unfinished_record", Reason.of("cup_record_unfinished", hands=replay.final.hands)
        )
    return replay.settlement, replay.final.points


def _seat_problem(game: Game, known: dict[str, Player], seen: set[str]) -> Rejected | None:
    """Why the game cannot be entered (a repeated id, its seats), or None."""
    if game.id in seen:
        return Rejected(game.id, "duplicate_game", Reason.of("game_id_repeated", game=game.id))
    seen.add(game.id)
    if len(game.seats) != SEATS or len(set(game.seats)) != SEATS:
        return Rejected(game.id, "bad_game", Reason.of("four_players_needed", seats=game.seats))
    unknown = tuple(player for player in game.seats if player not in known)
    if unknown:
        return Rejected(game.id, "unknown_player", Reason.of("unregistered_players", players=unknown))
    return None


def _game_warnings(game: Game, known: dict[str, Player], ruleset: Ruleset) -> list[InputWarning]:
    """What is probably wrong with a game that counts: a record naming its players otherwise than the
    seats (which is right?), a chombo listed with final points under ``chombo.kind = mangan_payment``
    (it changes nothing: the payment is in the points already, or was forgotten)."""
    warnings = []
    if game.record is not None:
        named = tuple(game.record.players)
        if named not in (game.seats, tuple(known[p].name for p in game.seats)):
            warnings.append(
                InputWarning.of("record_players_differ", game=game.id, record=named, seats=game.seats)
            )
    for penalty in game.penalties:
        if (
            penalty.kind in ("chombo", "chombo_intentional")
            and ruleset.chombo.kind is ChomboKind.mangan_payment
        ):
            kind = ruleset.chombo.kind.value
            warnings.append(
                InputWarning.of("chombo_paid_in_points", game=game.id, seat=penalty.seat, kind=kind)
            )
    return warnings


# --------------------------------------------------------------------------- standings


def _standings(games: Sequence[SettledGame], order: dict[str, int], ties: Ties) -> tuple[Standing, ...]:
    """Each player's month: the sum of their scores, games and places, ranked best first."""
    scores: dict[str, Decimal] = {}
    counts: dict[str, int] = {}
    places: dict[str, list[int]] = {}
    for game in games:
        for player, result in zip(game.seats, game.settlement.results, strict=True):
            scores[player] = scores.get(player, Decimal("0.0")) + result.score
            counts[player] = counts.get(player, 0) + 1
            places.setdefault(player, [0] * SEATS)[result.place - 1] += 1

    def merit(player: str) -> tuple[Decimal | int, ...]:
        """What ranks a player higher, most important first (equal merit: the same rank)."""
        if ties is Ties.count_back:
            return (scores[player], *places[player][: SEATS - 1])
        return (scores[player],)

    ranked = sorted(scores, key=lambda p: (tuple(-value for value in merit(p)), order[p]))
    standings: list[Standing] = []
    for index, player in enumerate(ranked):
        tied = standings and merit(ranked[index - 1]) == merit(player)
        rank = standings[-1].rank if tied else index + 1
        standings.append(Standing(player, rank, scores[player], counts[player], tuple(places[player])))
    return tuple(standings)


# --------------------------------------------------------------------------- the cup


def run_cup(cup: Cup, track: Callable[[Sequence[Game]], Iterable[Game]] | None = None) -> CupResult:
    """Settle every game, group the ones that count by month and rank each month's players.

    ``track`` wraps the loop over the games (an adapter's progress bar); the result does not depend on it.
    """
    fmt = cup.format
    zone = ZoneInfo(fmt.timezone)
    known = {player.id: player for player in cup.players}
    seen: set[str] = set()
    settled: list[SettledGame] = []
    rejected: list[Rejected] = []
    warnings: list[InputWarning] = []
    results: list[tuple[object, ...]] = []  # what a probable duplicate repeats: final points and sticks
    for game in track(cup.games) if track is not None else cup.games:
        outcome = _seat_problem(game, known, seen) or _settled(game, cup.ruleset)
        if isinstance(outcome, Rejected):
            rejected.append(outcome)
            continue
        settlement, final_points = outcome
        warnings += _game_warnings(game, known, cup.ruleset)
        moment = game.played_at if game.played_at.tzinfo is not None else game.played_at.replace(tzinfo=zone)
        settled.append(
            SettledGame(game.id, period_of(moment, zone, fmt.period), moment, game.seats, settlement)
        )
        results.append((final_points, game.deposits))
    moments, seats, ids = (
        [g.played_at for g in settled],
        [g.seats for g in settled],
        [g.game for g in settled],
    )
    warnings += [warning for _, warning in duplicate_warnings(moments, seats, results, ids)]
    months = [g.month for g in settled]
    warnings += [
        warning for _, warning in far_period_warnings(months, ids, fmt.far_months, "far_month", "month")
    ]
    order = {player.id: index for index, player in enumerate(cup.players)}
    by_month: dict[str, list[SettledGame]] = {}
    for game in settled:
        by_month.setdefault(game.month, []).append(game)
    months = tuple(
        MonthResult(month, _standings(by_month[month], order, fmt.ties), tuple(by_month[month]))
        for month in sorted(by_month, key=month_index)
    )
    return CupResult(months, tuple(rejected), tuple(warnings))
