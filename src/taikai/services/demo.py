"""The demo database of ``taikai demo``: a league, a tournament and a cup, made through the services.

Every row is stored by the organizer's services (create a competition, add players, enter games,
seat and enter tournament tables, close seasons), so the demo shows what the commands store. The
games are generated from a fixed seed (:data:`SEED`): each is a game of hands played out point by
point (a ron or a tsumo of a usual value, from 25,000 each), so the table points always add up and
look like real games; the same seed builds the same database.

- :data:`LEAGUE` (hitonazo-m): 24 players (eight starting at C3, who can be demoted) over three
  seasons (2026-09 to 2026-11, each ending on the 25th); the first two closed, so their promotions
  and demotions are final; the last one open (provisional);
- :data:`TOURNAMENT` (ron-of-20xx): 16 players, five preliminary rounds seated by the service's draw,
  the final round's tables as the engine formed them, all entered: the places and stars are out;
- :data:`CUP` (itsuka-chuuren): twelve players' games in the month 2026-11.

:data:`STEPS` are the steps in order (the command shows its progress over them); :func:`is_demo`
tells a demo database from another.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime, timedelta, timezone

from taikai.competitions import formats
from taikai.contracts.formats import format_ruleset
from taikai.services.competitions import add_player, create_competition
from taikai.services.games import GameEntry, enter, verified
from taikai.services.league import close_season
from taikai.services.tournament import enter_table, event_report, seat_rounds
from taikai.services.unit_of_work import Store, UnitOfWork

__all__ = ["ACTOR", "CUP", "LEAGUE", "SEED", "STEPS", "TOURNAMENT", "is_demo", "table_points"]

SEED = 2026
ACTOR = "taikai:demo"
LEAGUE, TOURNAMENT, CUP = "demo-league", "demo-tournament", "demo-cup"
JST = timezone(timedelta(hours=9))

#: The league's seasons (each ends on the 25th: its games are played from the 1st to the 24th) and
#: whether the demo closes it.
SEASONS = (("2026-09", True), ("2026-10", True), ("2026-11", False))
#: Given names the generated players get (with a family initial): Japanese and other names.
NAMES = (
    "Aki", "Ben", "Chie", "Dai", "Emi", "Fumio", "Goro", "Hana", "Isamu", "Jun", "Kaori", "Leo",
    "Mio", "Nao", "Osamu", "Pia", "Rin", "Sora", "Taro", "Umi", "Vera", "Wataru", "Yui", "Zen",
)  # fmt: skip
#: What a winning hand is worth (the loser's payment on a ron), from 1,000 to a haneman.
VALUES = (1000, 1300, 2000, 2600, 3900, 5200, 7700, 8000, 12000)


def table_points(rng: random.Random, start: int = 25000, hands: int = 9) -> tuple[int, ...]:
    """A game's final table points: ``hands`` hands from ``start`` each, every hand a ron (the loser
    pays the winner) or a tsumo (the others pay a third each, by the 100), never below 0. They add up
    to four times ``start`` (no stick is left on the table).

    >>> points = table_points(random.Random(1))
    >>> sum(points), all(p >= 0 for p in points)
    (100000, True)
    """
    points = [start] * 4
    for _ in range(hands):
        winner, value = rng.randrange(4), rng.choice(VALUES)
        if rng.random() < 0.6:
            payers = {rng.choice([seat for seat in range(4) if seat != winner]): value}
        else:
            share = -(-value // 300) * 100
            payers = {seat: share for seat in range(4) if seat != winner}
        if all(points[seat] >= paid for seat, paid in payers.items()):
            for seat, paid in payers.items():
                points[seat] -= paid
                points[winner] += paid
    return tuple(points)


def _players(store: Store, slug: str, count: int, tiers: dict[int, str] | None = None) -> list[str]:
    """``count`` players ``p1`` ... (player ``n`` starting at ``tiers[n]`` when given)."""
    ids = []
    for n in range(count):
        name = f"{NAMES[n % len(NAMES)]} {chr(ord('A') + (n * 7) % 26)}."
        data = {"tier": tiers[n]} if tiers and n in tiers else None
        ids.append(add_player(store, ACTOR, slug, name, id=f"p{n + 1}", data=data).id)
    return ids


def _games(uow: UnitOfWork, slug: str, players: list[str], when: list[datetime], rng: random.Random) -> None:
    """One game at each time of ``when``, in one unit of work: the players shuffled and seated four
    by four, shuffled again once all have sat (so everyone plays as often, give or take one)."""
    taken = uow.games.ids(slug)
    waiting: list[str] = []
    for played_at in when:
        if len(waiting) < 4:
            waiting = rng.sample(players, len(players))
        seats, waiting = tuple(waiting[:4]), waiting[4:]
        enter(uow, slug, GameEntry(seats, played_at, points=table_points(rng)), taken=taken)
    verified(uow, slug, games_only=True)


def _league(store: Store, rng: random.Random) -> None:
    fmt = formats.load("hitonazo-m")
    create_competition(store, ACTOR, LEAGUE, "league", fmt, format_ruleset(fmt), name="Hitonazo M league")
    players = _players(store, LEAGUE, 24, {n: "C3" for n in range(8)})  # eight start a group up
    for season, closed in SEASONS:
        year, month = (int(part) for part in season.split("-"))
        # 48 games: each player sits eight times, enough (5) to be ranked for promotion
        when = [datetime(year, month, 1 + n // 2, 20 + n % 2 * 2, tzinfo=JST) for n in range(48)]
        with store.unit_of_work(ACTOR, "demo games") as uow:
            _games(uow, LEAGUE, players, when, rng)
        if closed:
            close_season(store, ACTOR, LEAGUE, season, "the season's games are all in")


def _tournament(store: Store, rng: random.Random) -> None:
    fmt = formats.load("ron-of-20xx")
    create_competition(store, ACTOR, TOURNAMENT, "tournament", fmt, format_ruleset(fmt), name="Ron of 2026")
    _players(store, TOURNAMENT, 16)
    _, seating = seat_rounds(store, ACTOR, TOURNAMENT, seed=rng.randrange(1 << 30))
    day = datetime(2026, 11, 3, 10, tzinfo=JST)
    for number, tables in enumerate(seating.rounds, 1):
        for table in range(1, len(tables) + 1):
            played_at = day + timedelta(hours=number)
            enter_table(store, ACTOR, TOURNAMENT, number, table, table_points(rng), played_at=played_at)
    _, report = event_report(store, ACTOR, TOURNAMENT)
    final = len(seating.rounds) + 1
    for formed in report.final_tables or ():
        played_at = day + timedelta(hours=final)
        enter_table(store, ACTOR, TOURNAMENT, final, formed.table, table_points(rng), played_at=played_at)


def _cup(store: Store, rng: random.Random) -> None:
    fmt = formats.load("itsuka-chuuren")
    create_competition(store, ACTOR, CUP, "cup", fmt, format_ruleset(fmt), name="Itsuka cup, November")
    players = _players(store, CUP, 12)
    when = [datetime(2026, 11, 2 + n, 19, tzinfo=JST) for n in range(24)]
    with store.unit_of_work(ACTOR, "demo games") as uow:
        _games(uow, CUP, players, when, rng)


#: The steps of the build, in order: (what the step makes, the step).
STEPS: tuple[tuple[str, Callable[[Store, random.Random], None]], ...] = (
    (LEAGUE, _league),
    (TOURNAMENT, _tournament),
    (CUP, _cup),
)


def is_demo(store: Store) -> bool | None:
    """Whether the database holds the demo (True), nothing (None), or something else (False)."""
    with store.unit_of_work(ACTOR, read_only=True) as uow:
        slugs = {c.slug for c in uow.competitions.list()}
        if not slugs and not uow.staff.list():
            return None
        return slugs == {slug for slug, _ in STEPS}
