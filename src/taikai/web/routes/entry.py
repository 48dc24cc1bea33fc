"""Staff pages that set up a competition and enter, correct, confirm and import its games.

Every decision is the services' (:mod:`taikai.services`): this module reads the form (FastAPI and
pydantic check each field's type and bounds), calls a service, and shows its answer or its refusal
in the page's language beside the field it is about, keeping what was typed. Every entry form carries
an idempotency token (``key``, a hidden field made when the form is drawn): the services store a
game once per key, so a submission retried on a flaky network shows the game already recorded.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Annotated, Any
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Depends, File, Form, Path, Query, Request, UploadFile
from fastapi.responses import HTMLResponse, RedirectResponse
from pydantic import StringConstraints

from taikai import bounds, i18n
from taikai.competitions import formats
from taikai.contracts.formats import FORMAT_FILE_LIMIT, format_ruleset
from taikai.contracts.jsonio import decode_utf8
from taikai.errors import TaikaiError
from taikai.game.settle import (
    Penalty,
    PenaltyKind,
    confiscated_points,
    penalty_pt,
    points_penalty_kinds,
    table_total,
)
from taikai.rules import Ruleset
from taikai.rules.model import ChomboKind
from taikai.services import competitions as competition_service
from taikai.services import day as day_service
from taikai.services import games as game_service
from taikai.services import imports as import_service
from taikai.services import offences as offence_service
from taikai.services import roster as roster_service
from taikai.services import stages as stages_service
from taikai.services import tournament as tournament_service
from taikai.services.codes import Say
from taikai.services.values import COMPETITION_KINDS, Competition, Game, Player
from taikai.web.app import render
from taikai.web.auth import Organizer, Staff
from taikai.web.errors import WebError, unavailable
from taikai.web.languages import language
from taikai.web.links import TableGrant, table_grant
from taikai.web.routes.day import Moment, form_time, local_field
from taikai.web.routes.staff import actor
from taikai.web.views import Format

__all__ = ["played_at", "played_now", "router", "staged_choices", "table_form"]

router = APIRouter()

SEATS = 4
TABLE_ACTOR = "web:table-link"
UTC = ZoneInfo("UTC")  # the table page shows scores, no time of day
MAX_UPLOADS = 20
#: The most one uploaded file may hold (held in memory while it is imported; a month of Tenhou logs
#: as a .tar.xz is a few MiB).
UPLOAD_LIMIT = 16 * 1024 * 1024
#: Where a refusal of the services is shown: the field a catalog key is about (else above the form).
FIELD_OF_KEY = {
    "player_not_found": "seats",
    "web_entry_seat_missing": "seats",
    "in_field": "penalties",
    "web_entry_not_pt": "penalties",
}
FIELD_OF_PREFIX = (("settle_", "points"), ("penalty_", "penalties"))


# --------------------------------------------------------------------------- reading what is stored


def _store(request: Request) -> Any:
    return request.app.state.web.store


def _competition(request: Request, slug: str) -> Competition:
    found = competition_service.find_competition(_store(request), "web:staff", slug)
    if found is None:
        raise WebError(404, "competition_not_found", "web_no_competition", competition=slug)
    return found


def _players(request: Request, slug: str) -> list[Player]:
    return competition_service.list_players(_store(request), "web:staff", slug)


def _game(request: Request, slug: str, game_id: str) -> Game:
    return game_service.game(_store(request), "web:staff", slug, game_id)


def _said(request: Request, error: TaikaiError) -> str:
    """A refusal in the page's words, beside the form; a database that failed is the app's answer
    (:func:`~taikai.web.errors.unavailable`: its words are for the server's log)."""
    if unavailable(error):
        raise error
    return i18n.words(error, language(request))


def _field(error: TaikaiError) -> str:
    """The form field a refusal is about (``form``: the whole form)."""
    key = error.reason.code if error.reason is not None else error.code
    if key in FIELD_OF_KEY:
        return FIELD_OF_KEY[key]
    return next((name for prefix, name in FIELD_OF_PREFIX if str(key).startswith(prefix)), "form")


def _words(request: Request, key: str, **params: Any) -> str:
    return i18n.message(key, params, language(request))


def _refusal(request: Request, error: TaikaiError) -> dict[str, str]:
    return {_field(error): _said(request, error)}


# --------------------------------------------------------------------------- a competition and its players


@router.get("/staff/competitions", response_class=HTMLResponse, summary="The competitions, for staff")
def competitions_page(request: Request, staff: Staff) -> HTMLResponse:
    listed = competition_service.list_competitions(_store(request), actor(staff))
    return render(request, "entry_competitions.html", competitions=listed)


@router.get("/staff/competitions/new", response_class=HTMLResponse, summary="Create a competition")
def new_competition(request: Request, organizer: Organizer) -> HTMLResponse:
    return _competition_form(request, {}, {})


def _competition_form(request: Request, typed: dict[str, Any], errors: dict[str, str]) -> HTMLResponse:
    presets = [(name, formats.load(name).kind) for name in formats.preset_names()]
    presets = [(name, kind) for name, kind in presets if kind in COMPETITION_KINDS]
    status = 422 if errors else 200
    return render(
        request,
        "entry_competition_new.html",
        status,
        presets=presets,
        kinds=list(COMPETITION_KINDS),
        typed=typed,
        errors=errors,
    )


def _format_upload(upload: UploadFile | None) -> tuple[str, bytes] | None:
    if upload is None or not upload.filename:
        return None
    content = upload.file.read(FORMAT_FILE_LIMIT + 1)
    if len(content) > FORMAT_FILE_LIMIT:
        raise WebError(
            422, "bad_request", "web_entry_upload_too_large", file=upload.filename, most=FORMAT_FILE_LIMIT
        )
    return upload.filename, content


@router.post("/staff/competitions", response_class=HTMLResponse, summary="Create a competition")
def create_competition(
    request: Request,
    organizer: Organizer,
    slug: Annotated[str, Form(min_length=1, max_length=64)],
    kind: Annotated[str, Form(max_length=20)],
    name: Annotated[str, Form(max_length=200)] = "",
    format: Annotated[str, Form(max_length=100)] = "",
    format_file: Annotated[UploadFile | None, File()] = None,
) -> Any:
    typed = {"slug": slug, "kind": kind, "name": name, "format": format}
    uploaded = _format_upload(format_file)
    if kind not in COMPETITION_KINDS:
        return _competition_form(request, typed, {"kind": _words(request, "web_entry_pick_kind")})
    if uploaded is None and not format:
        return _competition_form(request, typed, {"format": _words(request, "web_entry_format_missing")})
    try:
        if uploaded is not None:
            format_name, content = uploaded
            text = decode_utf8(content, format_name)
            fmt = formats.from_toml(text, format_name, formats.KINDS[kind])
        else:
            fmt, format_name = formats.load(format, formats.KINDS[kind]), format
        made = competition_service.create_competition(
            _store(request),
            actor(organizer),
            slug,
            kind,
            fmt,
            format_ruleset(fmt),
            format_name=format_name,
            name=name or None,
        )
    except TaikaiError as error:
        field_name = "format" if error.code in ("bad_format", "bad_file") else "form"
        if error.key == "bad_slug":
            field_name = "slug"
        return _competition_form(request, typed, {field_name: _said(request, error)})
    return RedirectResponse(f"/staff/c/{made.slug}", status_code=303)


@router.get("/staff/c/{slug}", response_class=HTMLResponse, summary="A competition's staff page")
def competition_page(
    request: Request,
    staff: Staff,
    slug: str,
    added: Annotated[int | None, Query(ge=0, le=roster_service.ROSTER_LIMIT)] = None,
    registered: Annotated[int, Query(ge=0, le=roster_service.ROSTER_LIMIT)] = 0,
) -> HTMLResponse:
    """The competition's staff page; after a roster, how many players it registered (``added``) and
    how many it found registered already."""
    done = None if added is None else _words(request, "web_roster_done", added=added, registered=registered)
    return _competition_page(request, slug, {}, {}, roster_done=done)


def _competition_page(
    request: Request,
    slug: str,
    typed: dict[str, Any],
    errors: dict[str, str],
    status: int = 200,
    roster_done: str | None = None,
) -> HTMLResponse:
    competition = _competition(request, slug)
    store = _store(request)
    return render(
        request,
        "entry_competition.html",
        422 if errors else status,
        competition=competition,
        players=_players(request, slug),
        pending=game_service.pending_games(store, "web:staff", slug),
        confirmation=game_service.confirmation_required(store, "web:staff", slug),
        typed=typed,
        errors=errors,
        roster_done=roster_done,
    )


def _accounts(text: str) -> list[str]:
    return text.split()


def _player_data(competition: Competition, tier: str, pro: bool) -> dict[str, Any]:
    if competition.kind == "league":
        return {"tier": tier or None}
    if competition.kind == "tournament":
        return {"pro": True if pro else None}
    return {}


@router.post("/staff/c/{slug}/players", response_class=HTMLResponse, summary="Register a player")
def add_player(
    request: Request,
    staff: Staff,
    slug: str,
    name: Annotated[str, Form(min_length=1, max_length=200)],
    id: Annotated[str, Form(max_length=64)] = "",
    accounts: Annotated[str, Form(max_length=2000)] = "",
    tier: Annotated[str, Form(max_length=64)] = "",
    pro: Annotated[bool, Form()] = False,
) -> Any:
    competition = _competition(request, slug)
    try:
        competition_service.add_player(
            _store(request),
            actor(staff),
            slug,
            name,
            id=id or None,
            accounts=_accounts(accounts),
            data=_player_data(competition, tier, pro),
        )
    except TaikaiError as error:
        typed = {"name": name, "id": id, "accounts": accounts, "tier": tier, "pro": pro}
        return _competition_page(request, slug, typed, {"player": _said(request, error)})
    return RedirectResponse(f"/staff/c/{slug}#players", status_code=303)


@router.post(
    "/staff/c/{slug}/players/import", response_class=HTMLResponse, summary="Register players from a roster"
)
def import_roster(request: Request, staff: Staff, slug: str, roster: Annotated[UploadFile, File()]) -> Any:
    """A roster file (CSV: ``name``, ``accounts``, ``tier``) checked whole, then every player registered
    (:func:`taikai.services.roster.import_roster`), or every problem listed beside the form."""
    _competition(request, slug)
    name = (roster.filename or "roster.csv")[:200]
    content = roster.file.read(roster_service.ROSTER_LIMIT + 1)  # the service refuses what is larger
    try:
        done = roster_service.import_roster(_store(request), actor(staff), slug, content, name)
    except TaikaiError as error:
        return _competition_page(request, slug, {}, {"roster": _said(request, error)})
    counts = f"added={len(done.added)}&registered={len(done.registered)}"
    return RedirectResponse(f"/staff/c/{slug}?{counts}#players", status_code=303)


@router.get("/staff/c/{slug}/players/{player_id}", response_class=HTMLResponse, summary="Edit a player")
def player_page(request: Request, staff: Staff, slug: str, player_id: str) -> HTMLResponse:
    return _player_form(request, slug, player_id, None, {})


def _player_form(
    request: Request, slug: str, player_id: str, typed: dict[str, Any] | None, errors: dict[str, str]
) -> HTMLResponse:
    competition = _competition(request, slug)
    player = next((p for p in _players(request, slug) if p.id == player_id), None)
    if player is None:
        raise WebError(404, "player_not_found", "web_entry_no_player", player=player_id)
    shown = typed or {
        "name": player.name,
        "accounts": " ".join(player.accounts),
        "tier": player.data.get("tier") or "",
        "pro": bool(player.data.get("pro")),
        "reason": "",
    }
    return render(
        request,
        "entry_player.html",
        422 if errors else 200,
        competition=competition,
        player=player,
        typed=shown,
        errors=errors,
    )


@router.post("/staff/c/{slug}/players/{player_id}", response_class=HTMLResponse, summary="Edit a player")
def edit_player(
    request: Request,
    staff: Staff,
    slug: str,
    player_id: str,
    name: Annotated[str, Form(min_length=1, max_length=200)],
    reason: Annotated[str, Form(min_length=1, max_length=500)],
    accounts: Annotated[str, Form(max_length=2000)] = "",
    tier: Annotated[str, Form(max_length=64)] = "",
    pro: Annotated[bool, Form()] = False,
) -> Any:
    competition = _competition(request, slug)
    try:
        competition_service.update_player(
            _store(request),
            actor(staff),
            slug,
            player_id,
            reason,
            name=name,
            accounts=_accounts(accounts),
            data=_player_data(competition, tier, pro),
        )
    except TaikaiError as error:
        typed = {"name": name, "accounts": accounts, "tier": tier, "pro": pro, "reason": reason}
        return _player_form(request, slug, player_id, typed, {"form": _said(request, error)})
    return RedirectResponse(f"/staff/c/{slug}#players", status_code=303)


@router.post("/staff/c/{slug}/confirmation", summary="Ask a second person to confirm each game")
def set_confirmation(
    request: Request, organizer: Organizer, slug: str, required: Annotated[bool, Form()] = False
) -> RedirectResponse:
    _competition(request, slug)
    game_service.set_confirmation(_store(request), actor(organizer), slug, required)
    return RedirectResponse(f"/staff/c/{slug}", status_code=303)


# --------------------------------------------------------------------------- a game by its final points


#: The penalties a points form counts, a number of each per seat (``penalty_chombo``: four counts
#: in seat order); which of them a form offers is the ruleset's (:func:`points_penalty_kinds`). A
#: ``pt`` penalty is typed (``penalty``: four amounts in seat order).
COUNTED = ("chombo", "chombo_intentional", "red_card")
#: The words of each penalty kind (``web_penalty_<kind>``; a ``pt`` penalty's with its amount).
PENALTY_WORDS = (
    "web_penalty_chombo",
    "web_penalty_chombo_intentional",
    "web_penalty_red_card",
    "web_penalty_pt",
)
#: One count: a digit, or empty (none).
Count = Annotated[str, StringConstraints(max_length=1, pattern="^[0-9]?$")]


@dataclass(frozen=True, slots=True)
class PointsForm:
    """What the entry-by-points form sends (each field's type and bounds checked by FastAPI)."""

    seat: list[str]
    points: list[int]
    key: str
    deposits: int = 0
    penalty: list[str] = field(default_factory=list)
    round: int | None = None
    table: int | None = None
    played_at: str = ""
    counted: dict[str, list[str]] = field(default_factory=dict)
    stage: str = ""
    team: list[str] = field(default_factory=list)

    @property
    def typed(self) -> dict[str, Any]:
        return {
            "stage": self.stage,
            "team": self.team,
            "seat": self.seat,
            "points": self.points,
            "deposits": self.deposits,
            "penalty": self.penalty,
            "round": self.round,
            "table": self.table,
            "played_at": self.played_at,
            **{f"penalty_{kind}": counts for kind, counts in self.counted.items()},
        }


def points_form(
    points: Annotated[list[int], Form(max_length=SEATS)],
    key: Annotated[str, Form(min_length=8, max_length=64)],
    seat: Annotated[list[str], Form(max_length=SEATS)] = [],  # noqa: B006 - FastAPI copies defaults
    deposits: Annotated[int, Form(ge=0, le=400)] = 0,
    penalty: Annotated[list[str], Form(max_length=SEATS)] = [],  # noqa: B006
    at_round: Annotated[int | None, Form(alias="round", ge=1, le=1000)] = None,
    at_table: Annotated[int | None, Form(alias="table", ge=1, le=10_000)] = None,
    played_at: Moment = "",
    penalty_chombo: Annotated[list[Count], Form(max_length=SEATS)] = [],  # noqa: B006
    penalty_chombo_intentional: Annotated[list[Count], Form(max_length=SEATS)] = [],  # noqa: B006
    penalty_red_card: Annotated[list[Count], Form(max_length=SEATS)] = [],  # noqa: B006
    stage: Annotated[str, Form(max_length=32)] = "",
    team: Annotated[list[Annotated[str, StringConstraints(max_length=64)]], Form(max_length=SEATS)] = [],  # noqa: B006
) -> PointsForm:
    """The form's fields; each point a whole number within the bounds of one table (``round``,
    ``table`` and ``played_at`` of a staff form; a table link's come from its link), each penalty
    count one digit; a staged competition's ``stage``, the ``team`` of each seat and the stage's
    ``round``."""
    for value in points:
        if abs(value) > 400_000:
            raise WebError(422, "bad_request", "web_entry_points_out_of_range", points=value)
    counts = (penalty_chombo, penalty_chombo_intentional, penalty_red_card)
    counted = {kind: list(given) for kind, given in zip(COUNTED, counts, strict=True) if given}
    seats = [s.strip() for s in seat]
    teams = [t.strip() for t in team]
    return PointsForm(
        seats,
        points,
        key,
        deposits,
        penalty,
        at_round,
        at_table,
        played_at.strip(),
        counted,
        stage.strip(),
        teams,
    )


class FormProblem(Exception):
    """A problem of the form the services would not word (a seat left empty, a pt that is no number)."""

    def __init__(self, field_name: str, key: str, **params: Any) -> None:
        super().__init__(key)
        self.field, self.key, self.params = field_name, key, params

    def beside(self, request: Request) -> dict[str, str]:
        """The problem in the page's words, beside its field."""
        return {self.field: _words(request, self.key, **self.params)}


def _seats(form: PointsForm, required: bool = True) -> tuple[str, ...] | None:
    if not required and not any(form.seat):
        return None
    if len(form.seat) != SEATS or not all(form.seat):
        raise FormProblem("seats", "web_entry_seat_missing")
    twice = [seat for seat in form.seat if form.seat.count(seat) > 1]
    if twice:
        raise FormProblem("seats", "web_entry_seat_twice", player=twice[0])
    return tuple(form.seat)


def _penalties(form: PointsForm) -> tuple[Penalty, ...]:
    """The penalties the form gives: each counted kind as many times as its count, then each pt typed
    (the services refuse a kind the ruleset does not have)."""
    found = [
        Penalty(seat, kind)  # type: ignore[arg-type] - a kind of COUNTED
        for kind, counts in form.counted.items()
        for seat, count in enumerate(counts[:SEATS])
        for _ in range(int(count or 0))
    ]
    for seat, text in enumerate(form.penalty[:SEATS]):
        if not text.strip():
            continue
        try:
            pt = bounds.number(text.strip())  # NaN, infinities, -1e999999999: refused as read
        except bounds.OutOfBounds:
            raise FormProblem("penalties", "web_entry_not_pt", value=text[:20]) from None
        found.append(Penalty(seat, "pt", pt))  # the core checks the amount (negative, one place)
    return tuple(found)


def new_key() -> str:
    """A fresh idempotency token for a form."""
    return secrets.token_urlsafe(16)


def played_now(request: Request, competition: Competition) -> str:
    """A form's "played at" as first drawn: now, in the competition's time zone; empty for a
    tournament (its table is then played at its round's start)."""
    if competition.kind == "tournament":
        return ""
    return local_field(request.app.state.web.settings.clock(), ZoneInfo(competition.timezone))


def played_at(competition: Competition, text: str) -> datetime | None:
    """The form's "played at" in the competition's time zone (None when left empty: the services'
    default), or a :class:`FormProblem` beside the field."""
    if not text:
        return None
    try:
        return form_time(text, "played_at", ZoneInfo(competition.timezone))
    except (WebError, TaikaiError) as error:  # not a time; a time the clocks skip
        raise FormProblem("played_at", error.key, **error.params) from None


def chombo_cost(request: Request, ruleset: Ruleset, kind: PenaltyKind) -> str:
    """A penalty of ``kind`` and what one costs under ``ruleset``, in the page's words: チョンボ（12,000点
    没収）, Chombo (-20.0 pt), チョンボ（満貫払い）."""
    one = Penalty(0, kind)
    taken = confiscated_points(one, ruleset)
    if taken:
        value = _words(request, "web_penalty_confiscated", points=f"{taken:,}")
    elif kind != "red_card" and ruleset.chombo.kind is ChomboKind.mangan_payment:
        value = _words(request, "web_penalty_mangan")
    else:
        value = _words(request, "web_penalty_pt_value", pt=penalty_pt(one, ruleset))
    return _words(request, "web_penalty_costs", name=_words(request, f"web_penalty_{kind}"), value=value)


def penalty_choices(request: Request, competition: Competition) -> dict[str, Any]:
    """What a points form offers for penalties under the competition's ruleset, in the page's words:
    each counted kind (``chombo`` ...) with what one costs, and a note on how a chombo shows in the
    final points (a confiscation: the four add up to less; a mangan payment: they hold it)."""
    ruleset = game_service.ruleset_of(competition)
    kinds = [
        (kind, chombo_cost(request, ruleset, kind)) for kind in points_penalty_kinds(ruleset) if kind != "pt"
    ]
    note = None
    if any(confiscated_points(Penalty(0, kind), ruleset) for kind, _ in kinds):
        taken = confiscated_points(Penalty(0, "chombo"), ruleset)
        note = _words(
            request, "web_entry_confiscation_note", total=f"{table_total(ruleset):,}", points=f"{taken:,}"
        )
    elif ruleset.chombo.kind is ChomboKind.mangan_payment:
        note = _words(request, "web_entry_chombo_in_play")
    return {"kinds": kinds, "note": note}


def staged_choices(request: Request, competition: Competition) -> dict[str, Any] | None:
    """A staged competition's stages to choose from and its teams (a competition of teams; else
    none), for a form's stage, round and seats' teams (the points and the hand-by-hand forms)."""
    if competition.kind != "staged":
        return None
    teams = stages_service.list_teams(_store(request), "web:staff", competition.slug)
    stages = [stage["name"] for stage in competition.format["stages"]]
    return {"stages": stages, "teams": teams, "names": {team.id: team.name for team in teams}}


def _points_page(
    request: Request, slug: str, typed: dict[str, Any], errors: dict[str, str], key: str | None = None
) -> HTMLResponse:
    competition = _competition(request, slug)
    players = _players(request, slug)
    if competition.kind == "tournament" and typed.get("round") and typed.get("table"):
        players, typed = _at_table(request, slug, players, typed)
    return render(
        request,
        "entry_game_new.html",
        422 if errors else 200,
        competition=competition,
        staged=staged_choices(request, competition),
        players=players,
        typed={"played_at": played_now(request, competition), **typed},
        errors=errors,
        key=key or new_key(),
        penalties=penalty_choices(request, competition),
    )


def _at_table(
    request: Request, slug: str, players: list[Player], typed: dict[str, Any]
) -> tuple[list[Player], dict[str, Any]]:
    """A tournament table's form: its round's players only, its seats as drawn unless typed (a round
    not seated yet: every player, nothing chosen)."""
    tables = day_service.day(_store(request), "web:staff", slug).tables(typed["round"])
    if not tables:
        return players, typed
    playing = {player for table in tables for player in table}
    if not typed.get("seat") and typed["table"] <= len(tables):
        typed = typed | {"seat": list(tables[typed["table"] - 1])}
    return [player for player in players if player.id in playing], typed


@router.get("/staff/c/{slug}/games/new", response_class=HTMLResponse, summary="Enter a game by points")
def new_game(
    request: Request,
    staff: Staff,
    slug: str,
    round: Annotated[int | None, Query(ge=1, le=1000)] = None,
    table: Annotated[int | None, Query(ge=1, le=10_000)] = None,
    stage: Annotated[str | None, Query(min_length=1, max_length=32)] = None,
) -> HTMLResponse:
    """The form; a tournament's ``round`` and ``table`` (the day page's "enter result") fill in the
    round, the table and its seats as drawn, and the seat lists hold that round's players only; a
    staged competition's ``stage``, ``round`` and ``table`` (a round the engine seated) fill in the
    stage, the round, the table's seats and each seat's team."""
    if stage is not None and round and table:
        return _points_page(request, slug, _staged_table(request, slug, stage, round, table), {})
    return _points_page(request, slug, {"round": round, "table": table} if round and table else {}, {})


def _staged_table(request: Request, slug: str, stage: str, round: int, table: int) -> dict[str, Any]:
    """A seated table of a staged competition's round as the form's typed fields (a table not seated:
    the stage and the round only)."""
    typed: dict[str, Any] = {"stage": stage, "round": round}
    for seated in stages_service.seated_rounds(_store(request), "web:staff", slug):
        if (seated.stage, seated.round) == (stage, round) and table <= len(seated.tables):
            found = seated.tables[table - 1]
            typed |= {"seat": list(found.seats)}
            if any(found.teams):
                typed |= {"team": list(found.teams)}
    return typed


def _saved(request: Request, slug: str, entered: game_service.Entered, again: str) -> HTMLResponse:
    """The game recorded; ``again`` the form to enter another ("": none is offered)."""
    competition = _competition(request, slug)
    names = {p.id: p.name for p in _players(request, slug)}
    return render(
        request,
        "entry_game_saved.html",
        competition=competition,
        game=entered.game,
        names=names,
        repeated=entered.repeated,
        pending=game_service.pending_by(entered.game) is not None,
        again=again,
    )


def _enter(
    request: Request, who: str, slug: str, form: PointsForm, grant: TableGrant | None
) -> tuple[game_service.Entered | None, dict[str, str]]:
    """The form's game stored, or nothing and the refusal worded beside its field."""
    try:
        return _store_game(request, who, slug, form, grant), {}
    except FormProblem as problem:
        return None, problem.beside(request)
    except TaikaiError as error:
        return None, _refusal(request, error)


def _store_game(
    request: Request, who: str, slug: str, form: PointsForm, grant: TableGrant | None
) -> game_service.Entered:
    """Store the form's game (a tournament's table through its service), or raise the refusal."""
    store = _store(request)
    pending = game_service.confirmation_required(store, who, slug)
    penalties = _penalties(form)
    when = played_at(_competition(request, slug), form.played_at)
    if grant is not None:  # a table link: its round and table, its players as drawn, played at the
        # round's start; the form chooses none of them
        if form.seat or form.round is not None or form.table is not None or form.played_at:
            raise FormProblem("form", "web_table_fixed", round=grant.round, table=grant.table)
        round, table, seats = grant.round, grant.table, None
    else:
        round, table = form.round, form.table
        seats = _seats(form, required=False)
    if form.stage:  # a staged competition's game: its stage, its seats' teams, the stage's round
        teams = tuple(form.team) if any(form.team) else ()
        entry = game_service.GameEntry(
            _seats(form) or (),
            when,
            points=tuple(form.points),
            deposits=form.deposits,
            penalties=penalties,
            stage=form.stage,
            teams=teams,
            round=round,
        )
        return game_service.add_game(store, who, slug, entry, key=form.key, pending=pending)
    if round is not None and table is not None:
        return tournament_service.enter_table(
            store,
            who,
            slug,
            round,
            table,
            form.points,
            seats=seats,
            deposits=form.deposits,
            penalties=penalties,
            played_at=when,
            key=form.key,
            pending=pending,
        )
    if (round is None) != (table is None):
        raise FormProblem("table", "web_entry_round_and_table")
    entry = game_service.GameEntry(
        _seats(form) or (), when, points=tuple(form.points), deposits=form.deposits, penalties=penalties
    )
    return game_service.add_game(store, who, slug, entry, key=form.key, pending=pending)


@router.post("/staff/c/{slug}/games", response_class=HTMLResponse, summary="Enter a game by points")
def enter_game(
    request: Request, staff: Staff, slug: str, form: Annotated[PointsForm, Depends(points_form)]
) -> HTMLResponse:
    _competition(request, slug)
    entered, errors = _enter(request, actor(staff), slug, form, None)
    if entered is None:
        return _points_page(request, slug, form.typed, errors, form.key)
    return _saved(request, slug, entered, f"/staff/c/{slug}/games/new")


# --------------------------------------------------------------------------- the table link's form


def _drawn(request: Request, grant: TableGrant) -> tuple[str, ...] | None:
    """The players of the link's table as drawn (or as the engine formed the final round)."""
    return tournament_service.drawn_table(
        _store(request), TABLE_ACTOR, grant.competition, grant.round, grant.table
    )


def table_form(
    request: Request,
    grant: TableGrant,
    typed: dict[str, Any] | None = None,
    errors: dict[str, str] | None = None,
    key: str | None = None,
    status: int | None = None,
) -> HTMLResponse:
    """A table's private page: the entry-by-points form of that round and table only, its four
    players as drawn by wind and name (nothing to choose); a table not seated yet says so; a table
    whose result is in shows the result recorded and how to ask the staff for a correction."""
    competition = _competition(request, grant.competition)
    names = {p.id: p.name for p in _players(request, grant.competition)}
    recorded = tournament_service.table_game(
        _store(request), TABLE_ACTOR, grant.competition, grant.round, grant.table
    )
    seats = recorded.seats if recorded is not None else _drawn(request, grant)
    seated = None
    if seats is not None:
        seated = [f"{_words(request, f'web_wind_{i}')} {names.get(p, p)}" for i, p in enumerate(seats)]
    result = None
    _pt = Format(language(request), UTC).pt
    if recorded is not None and seated is not None:  # each seat, its final points, score, penalties
        got = recorded.result or {}
        result = [
            (
                seat,
                _words(request, "web_table_result_points", points=f"{points:,}", score=_pt(score))
                if points is not None
                else _pt(score),
                [p for p in got.get("penalties", []) if p["seat"] == number],
            )
            for number, (seat, points, score) in enumerate(
                zip(seated, got.get("points") or [None] * SEATS, got.get("scores", []), strict=False)
            )
        ]
    if status is None and errors:
        status = 409 if recorded is not None else 422  # entered meanwhile: the page shows the result
    return render(
        request,
        "table.html",
        status or 200,
        grant=grant,
        competition=competition,
        seated=seated,
        recorded=recorded,
        result=result,
        pending=recorded is not None and game_service.pending_by(recorded) is not None,
        typed=typed or {},
        errors=errors or {},
        key=key or new_key(),
        penalties=penalty_choices(request, competition),
    )


@router.post(
    "/competitions/{slug}/rounds/{round}/tables/{table}/{token}",
    response_class=HTMLResponse,
    summary="Enter a table's result (by its private link)",
)
def enter_table_result(
    request: Request,
    grant: Annotated[TableGrant, Depends(table_grant)],
    form: Annotated[PointsForm, Depends(points_form)],
) -> HTMLResponse:
    if _drawn(request, grant) is None:  # not seated yet: nothing to enter, the page says so
        return table_form(request, grant, form.typed, key=form.key, status=409)
    entered, errors = _enter(request, TABLE_ACTOR, grant.competition, form, grant)
    if entered is None:
        return table_form(request, grant, form.typed, errors, form.key)
    return _saved(request, grant.competition, entered, "")  # a table's one result: nothing to enter next


# --------------------------------------------------------------------------- correcting, deleting, confirming


def _edit_page(
    request: Request, slug: str, game: Game, typed: dict[str, Any] | None, errors: dict[str, str]
) -> HTMLResponse:
    competition = _competition(request, slug)
    shown = typed or {
        "seat": list(game.seats),
        "points": list(game.record.get("points", [])),
        "deposits": game.record.get("deposits", 0),
        "played_at": local_field(game.played_at, ZoneInfo(competition.timezone)),
        "reason": "",
    }
    return render(
        request,
        "entry_game_edit.html",
        422 if errors else 200,
        competition=competition,
        game=game,
        players=_players(request, slug),
        typed=shown,
        errors=errors,
        by_points="points" in game.record,
        pending_by=game_service.pending_by(game),
    )


@router.get("/staff/c/{slug}/games/{game_id}", response_class=HTMLResponse, summary="Correct a game")
def game_page(request: Request, staff: Staff, slug: str, game_id: str) -> HTMLResponse:
    return _edit_page(request, slug, _game(request, slug, game_id), None, {})


@router.post("/staff/c/{slug}/games/{game_id}", response_class=HTMLResponse, summary="Correct a game")
def edit_game(
    request: Request,
    staff: Staff,
    slug: str,
    game_id: str,
    reason: Annotated[str, Form(min_length=1, max_length=500)],
    seat: Annotated[list[str], Form(min_length=SEATS, max_length=SEATS)],
    points: Annotated[list[int], Form(max_length=SEATS)] = [],  # noqa: B006
    deposits: Annotated[int | None, Form(ge=0, le=400)] = None,
    played: Annotated[str, Form(alias="played_at", max_length=40)] = "",
) -> Any:
    game = _game(request, slug, game_id)
    typed = {"seat": seat, "points": points, "deposits": deposits or 0, "played_at": played, "reason": reason}
    competition = _competition(request, slug)
    unchanged = local_field(game.played_at, ZoneInfo(competition.timezone))  # as the form showed it
    try:
        game_service.edit_game(
            _store(request),
            actor(staff),
            slug,
            game_id,
            reason,
            played_at=played_at(competition, "" if played.strip() == unchanged else played.strip()),
            seats=tuple(s.strip() for s in seat),
            points=tuple(points) if points else None,
            deposits=deposits,
        )
    except FormProblem as problem:
        return _edit_page(request, slug, game, typed, problem.beside(request))
    except TaikaiError as error:
        return _edit_page(request, slug, game, typed, _refusal(request, error))
    return RedirectResponse(f"/staff/c/{slug}/games/{game_id}?saved=1", status_code=303)


@router.post("/staff/c/{slug}/games/{game_id}/delete", response_class=HTMLResponse, summary="Delete a game")
def delete_game(
    request: Request,
    staff: Staff,
    slug: str,
    game_id: str,
    reason: Annotated[str, Form(min_length=1, max_length=500)],
) -> Any:
    game = _game(request, slug, game_id)
    try:
        game_service.delete_game(_store(request), actor(staff), slug, game_id, reason)
    except TaikaiError as error:
        return _edit_page(request, slug, game, None, {"delete": _said(request, error)})
    return RedirectResponse(f"/staff/c/{slug}?deleted={game_id}", status_code=303)


@router.post("/staff/c/{slug}/games/{game_id}/confirm", response_class=HTMLResponse, summary="Confirm a game")
def confirm_game(request: Request, staff: Staff, slug: str, game_id: str) -> Any:
    try:
        game_service.confirm_game(_store(request), actor(staff), slug, game_id)
    except TaikaiError as error:
        if error.reason is not None and error.reason.code == Say.game_confirm_by_another:
            raise WebError(409, "refused", error.reason.code, **error.params) from None  # the error page
        game = _game(request, slug, game_id)
        return _edit_page(request, slug, game, None, {"confirm": _said(request, error)})
    return RedirectResponse(f"/staff/c/{slug}#pending", status_code=303)


#: An offence's number in its game (an import finds at most one per hand).
OffenceNumber = Annotated[int, Path(ge=1, le=10_000)]


@router.post(
    "/staff/c/{slug}/games/{game_id}/offences/{number}/apply",
    response_class=HTMLResponse,
    summary="Apply the ruleset's penalty for an offence found in a game's play",
)
def apply_offence(
    request: Request,
    staff: Staff,
    slug: str,
    game_id: str,
    number: OffenceNumber,
    reason: Annotated[str, Form(max_length=500)] = "",
) -> Any:
    offence_service.apply_offence(_store(request), actor(staff), slug, game_id, number, reason)
    return RedirectResponse(f"/c/{slug}/games/{game_id}#offences", status_code=303)


@router.post(
    "/staff/c/{slug}/games/{game_id}/offences/{number}/dismiss",
    response_class=HTMLResponse,
    summary="Dismiss an offence found in a game's play, with the reason",
)
def dismiss_offence(
    request: Request,
    staff: Staff,
    slug: str,
    game_id: str,
    number: OffenceNumber,
    reason: Annotated[str, Form(min_length=1, max_length=500)],
) -> Any:
    offence_service.dismiss_offence(_store(request), actor(staff), slug, game_id, number, reason)
    return RedirectResponse(f"/c/{slug}/games/{game_id}#offences", status_code=303)


# --------------------------------------------------------------------------- importing uploaded files


def _summary_shown(request: Request, summary: import_service.ImportSummary) -> list[dict[str, Any]]:
    lang = language(request)
    return [
        {
            "file": done.file,
            "source": done.source,
            "ok": done.ok,
            "imported": done.imported,
            "skipped": done.skipped,
            "refused": [i18n.words(p.reason, lang) if p.reason is not None else p.text for p in done.refused],
            "unknown": done.unknown,
            "added": done.added,
            "warnings": [i18n.words(w, lang) for w in done.warnings],
            "accepted": done.accepted,
            "platform_scores": any(p.code == "scores_differ" for p in done.refused),
        }
        for done in summary.files
    ]


@router.get("/staff/c/{slug}/import", response_class=HTMLResponse, summary="Import files")
def import_page(request: Request, staff: Staff, slug: str) -> HTMLResponse:
    return render(
        request, "entry_import.html", competition=_competition(request, slug), summary=None, totals=None
    )


@router.post("/staff/c/{slug}/import", response_class=HTMLResponse, summary="Import files")
def import_upload(
    request: Request,
    staff: Staff,
    slug: str,
    files: Annotated[list[UploadFile], File()],
    add_players: Annotated[bool, Form()] = False,
    at: Annotated[str, Form(max_length=64)] = "",
    accept_platform_scores: Annotated[bool, Form()] = False,
    propose_offences: Annotated[bool, Form()] = False,
) -> HTMLResponse:
    competition = _competition(request, slug)
    uploads = _uploads(files)
    summary = import_service.import_uploads(
        _store(request),
        actor(staff),
        slug,
        uploads,
        add_players=add_players,
        at=at.strip() or None,
        accept_platform_scores=accept_platform_scores,
        propose_offences=propose_offences,
    )
    totals = {
        "imported": summary.imported,
        "skipped": sum(summary.skipped.values()),
        "refused": summary.refused_files,
    }
    return render(
        request,
        "entry_import.html",
        competition=competition,
        summary=_summary_shown(request, summary),
        totals=totals,
    )


def _uploads(files: Sequence[UploadFile]) -> list[tuple[str, bytes]]:
    """Each uploaded file's name and content, each at most what a file read may be."""
    if len(files) > MAX_UPLOADS:
        raise WebError(422, "bad_request", "web_entry_too_many_files", most=MAX_UPLOADS)
    read = []
    for upload in files:
        name = (upload.filename or "upload")[:200]
        content = upload.file.read(UPLOAD_LIMIT + 1)
        if len(content) > UPLOAD_LIMIT:
            raise WebError(422, "bad_request", "web_entry_upload_too_large", file=name, most=UPLOAD_LIMIT)
        read.append((name, content))
    return read
