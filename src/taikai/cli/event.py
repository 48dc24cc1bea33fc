"""`taikai event entry|withdraw|register|seat|table|final`: a stored one-day tournament, step by step
(the file commands are ``taikai tournament ...``).

Every decision is the tournament engine's (:mod:`taikai.services.tournament`); the JSON outputs are
the tournament contract's (:mod:`taikai.contracts.tournament`), in the command's language.
"""

from __future__ import annotations

from typing import Annotated

import typer

from taikai.cli.common import Lang, dumps, lang, print_warnings, words
from taikai.cli.stored import (
    AsJson,
    DbOption,
    PenaltyOption,
    ReasonOption,
    Slug,
    date_value,
    echo,
    handled,
    moment,
    opened,
    penalties,
    say,
    time_zone,
    who,
)
from taikai.services.codes import Say

__all__ = ["register"]

At = Annotated[
    str,
    typer.Option(
        "--at", metavar="TIME", help="When: 2025-03-01T10:00 in the event's time zone, or with an offset."
    ),
]
Seed = Annotated[int, typer.Option("--seed", help="The seed (the same seed gives the same draw).")]


def entry(
    slug: Slug,
    name: Annotated[str, typer.Argument(help="The entrant's name.")],
    at: Annotated[
        str | None,
        typer.Option(
            "--at",
            metavar="TIME",
            help="When the entry was submitted (in the event's time zone, or with an offset).",
        ),
    ] = None,
    id: Annotated[str | None, typer.Option("--id", help="The entry's id (default: p1, p2 ...).")] = None,
    profile: Annotated[str, typer.Option("--profile", help="The entry form's profile.")] = "",
    birth_date: Annotated[
        str | None, typer.Option("--birth-date", help="YYYY-MM-DD (an age limit checks it).")
    ] = None,
    discount: Annotated[
        list[str] | None, typer.Option("--discount", help="A fee discount asked for (repeat).")
    ] = None,
    pro: Annotated[bool, typer.Option("--pro", help="An invited professional.")] = False,
    key: Annotated[str | None, typer.Option("--key", help="The organizer's identity of the person.")] = None,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Enter a player for the registration (decided by `taikai event register`).

    Example: taikai event entry ron-2025 Aki --at 2025-02-26T00:03+09:00 --profile "club member"
    """
    from taikai.services.tournament import add_entry

    store = opened(db)
    with handled():
        player = add_entry(
            store,
            who(),
            slug,
            name,
            submitted_at=moment(at, "--at", time_zone(store, slug)),
            id=id,
            profile=profile,
            birth_date=date_value(birth_date, "--birth-date"),
            discounts=discount or (),
            pro=pro,
            key=key,
        )
    echo(say(Say.cli_player_added, competition=slug, player=player.id, name=player.name))


def withdraw(
    slug: Slug,
    player: Annotated[str, typer.Argument(help="The entry's id.")],
    at: At,
    reason: ReasonOption = None,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """An entrant withdraws (the waiting list moves up).

    Example: taikai event withdraw ron-2025 p7 --at 2025-03-01T10:00+09:00
    """
    from taikai.services.tournament import withdraw_entry

    store = opened(db)
    with handled():
        when = moment(at, "--at", time_zone(store, slug))
        taken = withdraw_entry(store, who(), slug, player, when, reason)  # type: ignore[arg-type]
    echo(say(Say.cli_action_kept, competition=slug, action=taken.kind, id=taken.id))


def register_command(
    slug: Slug,
    opens_at: Annotated[
        str,
        typer.Option(
            "--opens-at",
            metavar="TIME",
            help="When entries open (in the event's time zone, or with an offset).",
        ),
    ],
    event_date: Annotated[
        str, typer.Option("--event-date", metavar="DATE", help="The event's day (YYYY-MM-DD).")
    ],
    seed: Seed,
    as_json: AsJson = False,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Decide the entries: the opening time, the opening-day lottery, the waiting list, fees.

    Example: taikai event register ron-2025 --opens-at 2025-02-26T00:00+09:00 --event-date 2025-03-20 --seed 7
    """
    from taikai.contracts.tournament import registration_json
    from taikai.services.tournament import decide_registration

    store = opened(db, as_json)
    with handled(as_json):
        opens = moment(opens_at, "--opens-at", time_zone(store, slug))
        day = date_value(event_date, "--event-date")
        decided = decide_registration(store, who(), slug, opens, day, seed)  # type: ignore[arg-type]
    out = registration_json(decided.registration, decided.entries, decided.title, lang())
    if as_json:
        typer.echo(dumps(out))
        return
    for d in out["decisions"]:
        echo(f"{d['entry']:<8} {d['status'] or '-':<9} {d['name']}")
        echo(f"         {d['reason']}")
    print_warnings(decided.registration.warnings)


def seat(slug: Slug, seed: Seed, as_json: AsJson = False, db: DbOption = None, lang_: Lang = None) -> None:
    """Draw the seats of every preliminary round (as few repeat opponents as possible) and keep them.

    Example: taikai event seat ron-2025 --seed 11
    """
    from taikai.contracts.tournament import seating_json
    from taikai.services.tournament import seat_rounds

    store = opened(db, as_json)
    with handled(as_json):
        event, seating = seat_rounds(store, who(), slug, seed)
    if as_json:
        typer.echo(dumps(seating_json(seating, event.players, event.title, (), lang())))
        return
    for number, tables in enumerate(seating.rounds, start=1):
        for t, players in enumerate(tables, start=1):
            echo(say(Say.cli_drawn_table, round=number, table=t, seats=tuple(players)))
    echo(say(Say.cli_draw_repeats, repeats=seating.repeats, seed=seating.seed))


def table(
    slug: Slug,
    round: Annotated[int, typer.Option("--round", help="The round (1 ...).")],
    table: Annotated[int, typer.Option("--table", help="The table (1 ...).")],
    points: Annotated[
        tuple[int, int, int, int],
        typer.Option("--points", metavar="P P P P", help="Final table points, E S W N."),
    ],
    seats: Annotated[
        tuple[str, str, str, str] | None,
        typer.Option("--seats", metavar="A B C D", help="The players E S W N (default: as drawn or formed)."),
    ] = None,
    deposits: Annotated[int, typer.Option("--deposits", help="Riichi sticks left on the table.")] = 0,
    penalty: PenaltyOption = None,
    key: Annotated[str | None, typer.Option("--key", help="Makes the entry idempotent.")] = None,
    at: Annotated[
        str | None,
        typer.Option(
            "--at",
            metavar="TIME",
            help="When it was played, in the event's time zone or with an offset (default: the round's "
            "start).",
        ),
    ] = None,
    db: DbOption = None,
    lang_: Lang = None,
) -> None:
    """Enter a table's result; the same result again changes nothing, another one is refused.

    A chombo under ron-of-20xx confiscates 12000 points: the four points then add up to 88000.

    Example: taikai event table ron-2025 --round 1 --table 3 --points 41000 27000 12000 8000
    --penalty N:chombo
    """
    from taikai.services.tournament import enter_table

    store = opened(db)
    with handled():
        entered = enter_table(
            store,
            who(),
            slug,
            round,
            table,
            points,
            seats=seats,
            deposits=deposits,
            penalties=penalties(penalty),
            played_at=moment(at, "--at", time_zone(store, slug)),
            key=key,
        )
    game = entered.game
    if entered.repeated:
        echo(say(Say.cli_table_repeated, competition=slug, round=round, table=table, game=game.id))
    else:
        shown = tuple(f"{p} {score:+}" for p, score in zip(game.seats, entered.scores, strict=True))
        stored = {"competition": slug, "round": round, "table": table, "game": game.id}
        echo(say(Say.cli_table_stored, **stored, scores=shown))


def final(slug: Slug, as_json: AsJson = False, db: DbOption = None, lang_: Lang = None) -> None:
    """The final round's tables as the engine forms them (carried totals), and once it is played the
    places and stars.

    Example: taikai event final ron-2025
    """
    from taikai.contracts.tournament import report_json
    from taikai.services.tournament import event_report

    store = opened(db, as_json)
    with handled(as_json):
        event, report = event_report(store, who(), slug)
    out = report_json(report, event.players, lang())
    if as_json:
        typer.echo(dumps({key: out[key] for key in ("ok", "final_tables", "result", "names") if key in out}))
        return
    names = out["names"]
    if report.final_tables is None:
        echo(say(Say.cli_final_not_yet, rounds=event.format.preliminary_rounds))
    for formed in report.final_tables or ():
        seats = tuple(f"{names.get(p, p)} ({p}) {formed.carried[p]}" for p in formed.seats)
        echo(say(Say.cli_tournament_final_table, table=formed.table, seats=seats))
    if report.result is not None:
        echo(say(Say.cli_tournament_overall, players=tuple(names.get(p, p) for p in report.result.overall)))
        stars = tuple(f"{names.get(p, p)} {n}" for p, n in report.result.stars.items())
        echo(say(Say.cli_final_stars, stars=stars))
    for note in report.notes:
        echo("  " + words(note))


def register(app: typer.Typer) -> None:
    """Add ``taikai event`` to the main app."""
    event_app = typer.Typer(help="A stored one-day tournament, step by step.", no_args_is_help=True)
    event_app.command("entry")(entry)
    event_app.command("withdraw")(withdraw)
    event_app.command("register")(register_command)
    event_app.command("seat")(seat)
    event_app.command("table")(table)
    event_app.command("final")(final)
    app.add_typer(event_app, name="event")
