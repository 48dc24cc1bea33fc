"""Player statistics over the stored games (issue 21, item 6): a competition's, a month's, a player's
whole history.

Each stored game is read as the statistics read it (:class:`taikai.competitions.stats.GameResult`):
its settlement (the engine settles its stored table points again, or replays its stored record:
:func:`taikai.services.files.settlement`, :func:`~taikai.services.files.replay`), the final points as
played (busts), and, for a game recorded hand by hand, each hand of its replay
(:func:`taikai.competitions.stats.hand_results`). The figures are the core's
(:mod:`taikai.competitions.stats`), worded and rounded by :mod:`taikai.contracts.stats`.

- **Periods**: a month is the calendar month of the game's local date in the competition's time zone
  (a league's season, a cup's month); ``None`` is every game.
- **History**: a player's games in every competition where a player holds one of the player's
  platform accounts (``majsoul:...``, ``tenhou:...``: an account names one person); a player with no
  account has this competition only. Opponents met elsewhere are named ``SLUG/ID``.
- **Names**: a hidden name is hidden (:func:`taikai.services.files.public`), as on every page.
- Games waiting for confirmation count nowhere (:func:`taikai.services.files.load` leaves them out),
  nor does a game without a settlement (a record that stops at an impossible hand, or is not over).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

from taikai.competitions.stats import GameResult, SeatResult, hand_results, leaderboard, player_stats
from taikai.contracts import stats as stats_json
from taikai.contracts.jsonio import dumps_bytes
from taikai.services import files, public
from taikai.services.games import ruleset_of
from taikai.services.unit_of_work import NotFound, UnitOfWork
from taikai.services.values import Game

__all__ = [
    "DEFAULT_MIN_GAMES",
    "Keep",
    "Kept",
    "Played",
    "board",
    "board_drawn_key",
    "board_key",
    "board_rows",
    "game_results",
    "json_key",
    "kept_board",
    "kept_board_json",
    "kept_player",
    "kept_scores",
    "played",
    "player",
    "player_key",
    "scores",
    "scores_key",
]

Data = dict[str, Any]
#: The statistics leaderboard lists players with at least this many games unless asked otherwise.
DEFAULT_MIN_GAMES = 5


def _scored(game: Game) -> list[SeatResult] | None:
    """A game stored with settled scores only (a lobby log): places by score, equal scores sharing."""
    scores = (game.result or {}).get("scores")
    if scores is None or any(s is None for s in scores):
        return None
    order = sorted((Decimal(s) for s in scores), reverse=True)
    return [
        SeatResult(p, order.index(Decimal(s)) + 1, Decimal(s))
        for p, s in zip(game.seats, scores, strict=True)
    ]


def _game(game: Game, stored: files.Stored, rename: dict[str, str] | None = None) -> GameResult | None:
    """A stored game as the statistics read it (None: nothing of it can be counted)."""
    ruleset = ruleset_of(stored.competition)
    replayed = files.replay(game, ruleset)
    hands = None
    if replayed is not None:
        record, run = replayed
        settlement = run.settlement
        hands = hand_results(record, run, ruleset) if record.hands else None
        played = list(run.final.points)
    else:
        settlement = files.settlement(game, ruleset)
        played = list((game.result or {}).get("points") or [None] * len(game.seats))
    seats = [rename.get(p, p) if rename else p for p in game.seats]
    if settlement is not None:
        results = [
            SeatResult(p, r.place, r.score, points)
            for p, r, points in zip(seats, settlement.results, played, strict=True)
        ]
    else:
        scored = _scored(game)
        if scored is None:
            return None
        results = [SeatResult(p, s.place, s.score) for p, s in zip(seats, scored, strict=True)]
    return GameResult(game.id, game.played_at.isoformat(), tuple(results), hands)


def _month(game: Game, zone: ZoneInfo) -> str:
    return game.played_at.astimezone(zone).strftime("%Y-%m")


def game_results(
    stored: files.Stored, month: str | None = None, rename: dict[str, str] | None = None
) -> list[tuple[str, GameResult]]:
    """Every countable game of the competition (of ``month`` only, when given) with its month, by
    time played; ``rename`` names players otherwise (another competition's, in a history)."""
    zone = ZoneInfo(stored.competition.timezone)
    found = []
    for game in stored.games:
        when = _month(game, zone)
        if month is not None and when != month:
            continue
        result = _game(game, stored, rename)
        if result is not None:
            found.append((when, result))
    return found


def _names(stored: files.Stored, prefix: str = "") -> dict[str, str]:
    return {f"{prefix}{p.id}": p.name for p in files.public(stored).players}


@dataclass(frozen=True, slots=True)
class Played:
    """A competition's countable games as the statistics read them, with the players' names as shown
    and each player's games: what every answer of the competition is drawn from (a caller may keep it
    for the competition's revision: :data:`Keep`)."""

    slug: str
    names: dict[str, str]
    hidden: frozenset[str]
    games: tuple[tuple[str, GameResult], ...]  # (month, game), by time played
    by_player: dict[str, tuple[int, ...]]

    def of(self, player_id: str) -> list[tuple[str, GameResult]]:
        return [self.games[n] for n in self.by_player.get(player_id, ())]


def played(uow: UnitOfWork, slug: str) -> Played:
    """The competition's :class:`Played` (every stored game read and settled once)."""
    stored = files.load(uow, slug)
    games = tuple(game_results(stored))
    by_player: dict[str, list[int]] = {}
    for n, (_, game) in enumerate(games):
        for seat in game.seats:
            by_player.setdefault(seat.player, []).append(n)
    kept = {player: tuple(numbers) for player, numbers in by_player.items()}
    return Played(slug, _names(stored), files.hidden(stored), games, kept)


#: How a caller gives a competition's :class:`Played` (built in the unit of work, or kept by revision).
Keep = Callable[[UnitOfWork, str], Played]


def _linked(uow: UnitOfWork, slug: str, player_id: str) -> list[tuple[str, str, int | None]]:
    """(competition, player, revision) for every competition where a player holds one of the player's
    accounts, this competition first (its revision None: the caller has it): one statement."""
    return [(slug, player_id, None), *uow.players.linked(slug, player_id)]


def _renamed(game: GameResult, name: Callable[[str], str]) -> GameResult:
    seats = tuple(replace(seat, player=name(seat.player)) for seat in game.seats)
    return replace(game, seats=seats)


def _over_time(games: list[tuple[str, GameResult]], player_id: str) -> list[Data]:
    """Month by month: games, places, the 1st and 4th place rates, win and deal-in rates."""
    months: dict[str, list[GameResult]] = {}
    for month, game in games:
        months.setdefault(month, []).append(game)
    lines = []
    for month in sorted(months):
        figures = player_stats(months[month], player_id)
        placing = stats_json.placing_json(figures.placing)
        hands = stats_json.hands_json(figures.hands)
        lines.append(
            {
                "month": month,
                "games": placing["games"],
                "places": placing["places"],
                "average_place": placing["average_place"],
                "hands": hands["hands"],
                "wins": hands["wins"],
                "deal_in": hands["deal_in"],
            }
        )
    return lines


def player(
    uow: UnitOfWork,
    slug: str,
    player_id: str,
    month: str | None = None,
    history: bool = False,
    kept: Keep = played,
    linked: list[tuple[str, str, int | None]] | None = None,
) -> Data:
    """One player's statistics in the competition (``month``: that month only), or over the whole
    history (``history``: every competition linked by a platform account): the figures from final
    points (``placing``), hand results (``hands``) and the play (``play``), each with its sample, head
    to head, and the figures month by month over the whole scope, whatever ``month`` (``months``:
    the charts).
    ``kept`` gives each competition's games (:func:`played`: read now); ``linked`` the history's
    competitions when the caller has read them (:func:`_linked`)."""
    mine = kept(uow, slug)
    if player_id not in mine.names:
        raise NotFound("player_not_found", competition=slug, player=player_id)
    names = dict(mine.names)
    games = mine.of(player_id)
    counted = [slug]
    if history:
        for other_slug, other_id, _ in (linked or _linked(uow, slug, player_id))[1:]:
            other = kept(uow, other_slug)

            def name(p: str, there: str = other_slug, me: str = other_id) -> str:
                return player_id if p == me else f"{there}/{p}"

            games += [(when, _renamed(g, name)) for when, g in other.of(other_id)]
            names |= {name(p): shown for p, shown in other.names.items() if p != other_id}
            counted.append(other_slug)
    games.sort(key=lambda pair: pair[1].played_at)
    figures = player_stats([g for when, g in games if month is None or when == month], player_id)
    head = {
        "ok": True,
        "competition": slug,
        "scope": "history" if history else "competition",
        "month": month,
        "competitions": counted,
        "hidden": player_id in mine.hidden,
    }
    return head | stats_json.stats_json(figures, names) | {"months": _over_time(games, player_id)}


def board(
    uow: UnitOfWork,
    slug: str,
    min_games: int = DEFAULT_MIN_GAMES,
    month: str | None = None,
    kept: Keep = played,
) -> Data:
    """The competition's statistics leaderboard: every player with at least ``min_games`` games (of
    ``month``, when given), best average place first, each with a rank (equal average places share
    it) and the figures of :func:`player` but head to head; ``months`` lists the months with games."""
    mine = kept(uow, slug)
    games = [g for when, g in mine.games if month is None or when == month]
    lines = []
    for rank, figures in leaderboard(games, min_games):
        line = stats_json.stats_json(figures, mine.names)
        del line["head_to_head"]
        lines.append({"rank": rank} | line)
    return {
        "ok": True,
        "competition": slug,
        "month": month,
        "months": sorted({when for when, _ in mine.games}),
        "min_games": min_games,
        "players": lines,
    }


#: The columns of the leaderboard as CSV (each a catalog key ``web_stats_csv_COLUMN``).
BOARD_COLUMNS = (
    "rank",
    "player",
    "name",
    "games",
    "average_place",
    "first_pct",
    "second_pct",
    "third_pct",
    "fourth_pct",
    "average_score",
    "total_score",
    "busts",
    "hands",
    "win_pct",
    "tsumo_pct",
    "deal_in_pct",
    "riichi_pct",
    "win_value",
    "deal_in_value",
    "play_hands",
    "call_pct",
    "riichi_turn",
    "chasing_pct",
    "good_wait_riichi_pct",
    "dama_pct",
    "good_wait_win_pct",
    "start_shanten",
)


def board_rows(data: Data) -> list[list[Any]]:
    """The leaderboard's lines as rows of :data:`BOARD_COLUMNS` (numbers stay numbers)."""
    rows = []
    for line in data["players"]:
        placing, hands, play = line["placing"], line["hands"], line["play"]
        rows.append(
            [
                line["rank"],
                line["player"],
                line["name"],
                placing["games"],
                placing["average_place"]["value"],
                *(r["pct"] for r in placing["places"]),
                placing["average_score"]["value"],
                placing["total_score"],
                placing["busts"]["count"],
                hands["hands"],
                hands["wins"]["pct"],
                hands["tsumo"]["pct"],
                hands["deal_in"]["pct"],
                hands["riichi"]["pct"],
                hands["win_value"]["value"],
                hands["deal_in_value"]["value"],
                play["hands"],
                play["calls"]["pct"],
                play["riichi_turn"]["value"],
                play["chasing_riichi"]["pct"],
                play["good_wait_riichi"]["pct"],
                play["dama_wins"]["pct"],
                play["good_wait_win"]["pct"],
                play["start_shanten"]["value"],
            ]
        )
    return rows


# --------------------------------------------------------------------------- kept per revision


#: Competitions whose games are kept, and answers kept per competition.
SIZE, ANSWERS = 8, 256


class Kept:
    """Each competition's :class:`~taikai.services.stats.Played` at its latest revision asked for,
    and the answers drawn from it."""

    def __init__(self) -> None:
        self._kept: OrderedDict[str, tuple[int, Played, OrderedDict[Any, Any]]] = OrderedDict()
        self._lock = threading.Lock()

    def _entry(self, uow: UnitOfWork, slug: str) -> tuple[Played, OrderedDict[Any, Any]]:
        revision = public.revision(uow.competitions.revision, slug)
        with self._lock:
            kept = self._kept.get(slug)
            if kept is not None and kept[0] == revision:
                self._kept.move_to_end(slug)
                return kept[1], kept[2]
        games = played(uow, slug)
        answers: OrderedDict[Any, Any] = OrderedDict()
        with self._lock:
            kept = self._kept.get(slug)
            if kept is not None and kept[0] == revision:  # kept meanwhile: its answers too
                return kept[1], kept[2]
            if kept is None or kept[0] < revision:
                self._kept[slug] = (revision, games, answers)
                self._kept.move_to_end(slug)
                while len(self._kept) > SIZE:
                    self._kept.popitem(last=False)
        return games, answers

    def played(self, uow: UnitOfWork, slug: str) -> Played:
        """The competition's games at the revision ``uow`` sees (read in it when they are not kept)."""
        return self._entry(uow, slug)[0]

    def latest(self, slug: str, revision: int, key: tuple[Any, ...]) -> Any | None:
        """The answer kept by ``key`` with the competition's games at ``revision`` (None: not kept):
        what a request asks first, with the revision read in no unit of work (one statement)."""
        with self._lock:
            kept = self._kept.get(slug)
            if kept is None or kept[0] != revision or key not in kept[2]:
                return None
            kept[2].move_to_end(key)
            return kept[2][key]

    def answer(self, uow: UnitOfWork, slug: str, key: tuple[Any, ...], draw: Callable[[], Any]) -> Any:
        """``draw()``, an answer drawn from the competition's games alone, kept with them."""
        _, answers = self._entry(uow, slug)
        with self._lock:
            if key in answers:
                answers.move_to_end(key)
                return answers[key]
        drawn = draw()
        with self._lock:
            answers[key] = drawn
            while len(answers) > ANSWERS:
                answers.popitem(last=False)
        return drawn


def kept_board(uow: UnitOfWork, kept: Kept, slug: str, min_games: int, month: str | None) -> dict[str, Any]:
    """:func:`board`, kept with the competition's games at their revision."""
    return kept.answer(
        uow, slug, board_key(min_games, month), lambda: board(uow, slug, min_games, month, kept.played)
    )


def kept_board_json(uow: UnitOfWork, kept: Kept, slug: str, min_games: int, month: str | None) -> bytes:
    """:func:`kept_board` as JSON text, written once per revision."""
    return kept.answer(
        uow,
        slug,
        json_key(board_key(min_games, month)),
        lambda: dumps_bytes(kept_board(uow, kept, slug, min_games, month)),
    )


def board_key(min_games: int, month: str | None) -> tuple[Any, ...]:
    """What :func:`kept_board` keeps the leaderboard by (:meth:`Kept.latest` finds it)."""
    return ("board", min_games, month)


def json_key(key: tuple[Any, ...]) -> tuple[Any, ...]:
    """What the JSON text of the answer kept by ``key`` is kept by."""
    return ("json", *key)


def player_key(player_id: str, month: str | None) -> tuple[Any, ...]:
    """What :func:`kept_player` keeps a player's statistics in the competition by (a history is kept
    by the competitions it joins, read in a unit of work)."""
    return ("player", player_id, month)


def scores_key(player_id: str) -> tuple[Any, ...]:
    """What :func:`kept_scores` keeps a player's scores by."""
    return ("scores", player_id)


def board_drawn_key(min_games: int, month: str | None, key: tuple[Any, ...]) -> tuple[Any, ...]:
    """What :func:`kept_board_drawn` keeps its drawing by (:meth:`Kept.latest` finds it)."""
    return ("board.drawn", min_games, month, *key)


def kept_board_drawn(
    uow: UnitOfWork,
    kept: Kept,
    slug: str,
    min_games: int,
    month: str | None,
    key: tuple[Any, ...],
    draw: Callable[[Data, Data], Any],
) -> Any:
    """``draw(competition, board)`` of the competition (:func:`taikai.services.public.competition`) and
    :func:`kept_board`, kept with it (``key``: what else the drawing depends on, such as a page's
    language and number)."""
    return kept.answer(
        uow,
        slug,
        board_drawn_key(min_games, month, key),
        lambda: draw(public.competition(uow, slug), kept_board(uow, kept, slug, min_games, month)),
    )


def scores(played: Played, player_id: str) -> list[tuple[str, str, Decimal]]:
    """(game, played_at, score) of each countable game the player sat in, by time played: the
    player's running score (the player page's chart) without reading a game."""
    return [
        (game.game, game.played_at, seat.score)
        for _, game in played.of(player_id)
        for seat in game.seats
        if seat.player == player_id
    ]


def kept_scores(uow: UnitOfWork, kept: Kept, slug: str, player_id: str) -> list[tuple[str, str, Decimal]]:
    """:func:`scores`, kept with the competition's games at their revision."""
    return kept.answer(uow, slug, scores_key(player_id), lambda: scores(kept.played(uow, slug), player_id))


def _player_answer(
    uow: UnitOfWork, kept: Kept, slug: str, player_id: str, month: str | None, history: bool
) -> tuple[tuple[Any, ...], Callable[[], Data]]:
    """The key a player's answer is kept by, and how it is drawn (:func:`kept_player`)."""
    if not history:
        return player_key(player_id, month), lambda: player(uow, slug, player_id, month, False, kept.played)
    if player_id not in kept.played(uow, slug).names:
        raise NotFound("player_not_found", competition=slug, player=player_id)
    linked = _linked(uow, slug, player_id)  # this competition's revision is the kept games'
    return (
        ("history", player_id, month, tuple(linked)),
        lambda: player(uow, slug, player_id, month, True, kept.played, linked),
    )


def kept_player(
    uow: UnitOfWork, kept: Kept, slug: str, player_id: str, month: str | None, history: bool
) -> dict[str, Any]:
    """:func:`player`, kept with the competition's games at their revision; a history is kept there
    too, by the competitions it joins (read each time: an account may be added anywhere) and the
    revision of each (so a game added to any of them is counted)."""
    key, draw = _player_answer(uow, kept, slug, player_id, month, history)
    return kept.answer(uow, slug, key, draw)


def kept_player_json(
    uow: UnitOfWork, kept: Kept, slug: str, player_id: str, month: str | None, history: bool
) -> bytes:
    """:func:`kept_player` as JSON text, written once per answer kept."""
    key, draw = _player_answer(uow, kept, slug, player_id, month, history)
    return kept.answer(uow, slug, json_key(key), lambda: dumps_bytes(kept.answer(uow, slug, key, draw)))
