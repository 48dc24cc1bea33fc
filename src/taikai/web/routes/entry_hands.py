"""Entering a game hand by hand: each hand added one at a time, its value shown before it is kept.

The hands being built live in the form (a hidden JSON field, ``hands``), never in the server's
memory: every post reads them again strictly (:mod:`taikai.contracts.jsonio`) and replays them with
the new hand as a game record (docs/game-record.md) under the competition's ruleset, through the
record contract and the table engine, so a hand the engine refuses is refused with its reason and a
tampered field is refused like any record. The preview (htmx) answers with the replayed hand: the
result in the page's language (yaku, han and fu, who paid), each seat's change and points. The
whole game is stored through :func:`taikai.services.games.add_game`, which replays it again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Form, Request
from fastapi.responses import HTMLResponse

from taikai import i18n
from taikai.contracts.game import GameWords, parse_record, replay_json
from taikai.contracts.jsonio import dumps, loads
from taikai.contracts.score import meld_of_text
from taikai.errors import TaikaiError
from taikai.game.table import run
from taikai.services import games as game_service
from taikai.web.app import render
from taikai.web.auth import Staff
from taikai.web.errors import unavailable
from taikai.web.languages import language
from taikai.web.routes.day import Moment
from taikai.web.routes.entry import (
    SEATS,
    FormProblem,
    _competition,
    _players,
    _saved,
    _store,
    _words,
    new_key,
    played_at,
    played_now,
)
from taikai.web.routes.staff import actor

__all__ = ["RESULTS", "router"]

router = APIRouter(prefix="/staff/c/{slug}/hands")

#: How a hand can end (each worded ``web_entry_result_<kind>``), and the abortive draws.
RESULTS = ("ron", "tsumo", "draw", "abortive", "chombo")
RESULT_WORDS = (
    "web_entry_result_ron",
    "web_entry_result_tsumo",
    "web_entry_result_draw",
    "web_entry_result_abortive",
    "web_entry_result_chombo",
)
ABORTIVE = ("kyuushu_kyuuhai", "suufon_renda", "suucha_riichi", "suukaikan", "sanchahou")
ABORTIVE_WORDS = (
    "web_entry_abortive_kyuushu_kyuuhai",
    "web_entry_abortive_suufon_renda",
    "web_entry_abortive_suucha_riichi",
    "web_entry_abortive_suukaikan",
    "web_entry_abortive_sanchahou",
)
MAX_HANDS = 200
MAX_HANDS_TEXT = 200_000
TILES = 40
#: Four melds of up to ``ankan:5555p:across`` each, with the spaces between them.
MELDS_TEXT = 100


@dataclass(frozen=True, slots=True)
class HandForm:
    """The page's fields: the seats, the hands so far (JSON), the key, and the next hand."""

    seat: list[str]
    hands: str
    key: str
    kind: str = "ron"
    winner: int | None = None
    discarder: int | None = None
    hand: str = ""
    melds: str = ""
    win_tile: str = ""
    dora: str = ""
    ura: str = ""
    han: int | None = None
    fu: int | None = None
    yakuman: int | None = None
    riichi: list[int] = field(default_factory=list)
    tenpai: list[int] = field(default_factory=list)
    abortive: str = ABORTIVE[0]
    chombo: int | None = None
    played_at: str = ""


def hand_form(
    hands: Annotated[str, Form(max_length=MAX_HANDS_TEXT)],
    key: Annotated[str, Form(min_length=8, max_length=64)],
    seat: Annotated[list[str], Form(max_length=SEATS)] = [],  # noqa: B006 - FastAPI copies defaults
    kind: Annotated[str, Form(pattern="^(ron|tsumo|draw|abortive|chombo)$")] = "ron",
    winner: Annotated[int | None, Form(ge=0, le=3)] = None,
    discarder: Annotated[int | None, Form(ge=0, le=3)] = None,
    hand: Annotated[str, Form(max_length=TILES)] = "",
    melds: Annotated[str, Form(max_length=MELDS_TEXT)] = "",
    win_tile: Annotated[str, Form(max_length=4)] = "",
    dora: Annotated[str, Form(max_length=TILES)] = "",
    ura: Annotated[str, Form(max_length=TILES)] = "",
    han: Annotated[int | None, Form(ge=1, le=100)] = None,
    fu: Annotated[int | None, Form(ge=20, le=140)] = None,
    yakuman: Annotated[int | None, Form(ge=1, le=6)] = None,
    riichi: Annotated[list[int], Form(max_length=SEATS)] = [],  # noqa: B006
    tenpai: Annotated[list[int], Form(max_length=SEATS)] = [],  # noqa: B006
    abortive: Annotated[str, Form(max_length=30)] = ABORTIVE[0],
    chombo: Annotated[int | None, Form(ge=0, le=3)] = None,
    played_at: Moment = "",
) -> HandForm:
    return HandForm(
        [s.strip() for s in seat],
        hands,
        key,
        kind,
        winner,
        discarder,
        hand.strip(),
        melds.strip(),
        win_tile.strip(),
        dora.strip(),
        ura.strip(),
        han,
        fu,
        yakuman,
        sorted(set(riichi)),
        sorted(set(tenpai)),
        abortive,
        chombo,
        played_at.strip(),
    )


Hand = dict[str, Any]


class FieldProblem(Exception):
    """A field of the next hand the form cannot use: the field, and the catalog key saying why with
    its parameters (a field the result needs left empty, a meld not written ``TYPE:TILES[:FROM]``, a
    win valued two ways)."""

    def __init__(self, field_name: str, key: str, **params: str) -> None:
        super().__init__(field_name)
        self.field, self.key, self.params = field_name, key, params


def needed(field_name: str) -> FieldProblem:
    """A field the chosen result needs was left empty."""
    return FieldProblem(field_name, "web_entry_hand_needs", field=field_name)


def _win(form: HandForm) -> dict[str, Any]:
    if form.winner is None:
        raise needed("winner")
    win: dict[str, Any] = {"seat": form.winner}
    values = [name for name in ("hand", "yakuman", "han") if getattr(form, name)]
    values += ["fu"] if form.fu is not None and "han" not in values else []
    if len(values) > 1:  # one would be dropped without a word: said instead
        raise FieldProblem(values[1], "web_entry_valued_twice", field=values[1])
    if form.hand:
        request: dict[str, Any] = {"hand": form.hand, "win_tile": form.win_tile}
        if not form.win_tile:
            raise needed("win_tile")
        if form.dora:
            request["dora_indicators"] = form.dora
        if form.ura:
            request["ura_indicators"] = form.ura
        if form.melds:
            request["melds"] = _melds(form.melds)
        if form.winner in form.riichi:
            request["riichi"] = True
        return win | {"request": request}
    if form.yakuman is not None:
        return win | {"yakuman": form.yakuman}
    if form.han is None:
        raise needed("hand")
    return win | {"han": form.han} | ({"fu": form.fu} if form.fu is not None else {})


def _melds(text: str) -> list[dict[str, str]]:
    """The melds field: melds written ``TYPE:TILES[:FROM]``, in call order, apart by spaces."""
    melds = []
    for written in text.replace(",", " ").split():
        meld = meld_of_text(written)
        if meld is None:
            raise FieldProblem("melds", "web_entry_meld_format", meld=written)
        melds.append(meld)
    return melds


def next_hand(form: HandForm) -> Hand:
    """The hand the form describes, as a game record writes it."""
    hand: Hand = {"riichi": form.riichi} if form.riichi else {}
    if form.kind == "ron":
        if form.discarder is None:
            raise needed("discarder")
        return hand | {"result": {"type": "ron", "discarder": form.discarder, "wins": [_win(form)]}}
    if form.kind == "tsumo":
        return hand | {"result": {"type": "tsumo", "win": _win(form)}}
    if form.kind == "draw":
        return hand | {"result": {"type": "draw", "tenpai": form.tenpai}}
    if form.kind == "abortive":
        return hand | {"result": {"type": "abortive", "kind": form.abortive}}
    if form.chombo is None:
        raise needed("chombo")
    return hand | {"result": {"type": "chombo", "seat": form.chombo}}


class HandsUnreadable(Exception):
    """The hidden field of the hands so far is not a list of hands (altered, or cut)."""


def hands_so_far(form: HandForm) -> list[Hand]:
    try:
        hands = loads(form.hands or "[]", "hands")
    except TaikaiError:
        raise HandsUnreadable from None
    if not isinstance(hands, list) or len(hands) > MAX_HANDS or not all(isinstance(h, dict) for h in hands):
        raise HandsUnreadable
    return hands


def _record_data(request: Request, slug: str, seats: list[str], hands: list[Hand]) -> dict[str, Any]:
    competition = _competition(request, slug)
    names = {p.id: p.name for p in _players(request, slug)}
    players = [names.get(seat, seat) if seat else f"{i + 1}" for i, seat in enumerate(seats)]
    players += [str(i + 1) for i in range(len(players), SEATS)]
    return {"rules": competition.rules_name, "players": players, "hands": hands}


def replay(request: Request, slug: str, seats: list[str], hands: list[Hand]) -> dict[str, Any]:
    """The hands replayed under the competition's ruleset (the record contract's JSON, in the page's
    language, each hand's result naming the players chosen); the contract's error when the record
    cannot be read."""
    ruleset = game_service.ruleset_of(_competition(request, slug))
    record = parse_record(_record_data(request, slug, seats, hands), "hands", ruleset=ruleset)
    outcome = run(record, ruleset)
    replayed = replay_json(record, outcome, lang=language(request))
    named = GameWords(language(request), record.players)
    for hand, state in zip(replayed["hands"], outcome.states[1:], strict=True):
        assert state.last is not None  # every state after the first follows a hand
        hand["result"] = named.parts(state.last.parts)
    return replayed


def _page(
    request: Request, slug: str, form: HandForm | None, hands: list[Hand], errors: dict[str, str]
) -> HTMLResponse:
    seats = form.seat if form is not None else []
    replayed = replay(request, slug, seats, hands) if hands else None
    competition = _competition(request, slug)
    return render(
        request,
        "entry_hands.html",
        422 if errors else 200,
        competition=competition,
        played_now=played_now(request, competition),
        players=_players(request, slug),
        seats=seats,
        hands_text=dumps(hands),
        replayed=replayed,
        form=form,
        errors=errors,
        key=form.key if form is not None else new_key(),
        results=RESULTS,
        abortive_kinds=ABORTIVE,
    )


@router.get("", response_class=HTMLResponse, summary="Enter a game hand by hand")
def hands_page(request: Request, staff: Staff, slug: str) -> HTMLResponse:
    return _page(request, slug, None, [], {})


def _with_next(request: Request, slug: str, form: HandForm) -> tuple[list[Hand], dict[str, Any]]:
    """The hands so far and the next one, and their replay (which must reach the next hand)."""
    hands = [*hands_so_far(form), next_hand(form)]
    replayed = replay(request, slug, form.seat, hands)
    if "error" in replayed:
        raise HandRefused(replayed["error"]["message"])
    return hands, replayed


class HandRefused(Exception):
    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def _problem(request: Request, error: Exception) -> dict[str, str]:
    if isinstance(error, FieldProblem):
        return {error.field: _words(request, error.key, **error.params)}
    if isinstance(error, HandsUnreadable):
        return {"form": _words(request, "web_entry_hands_not_list")}
    if isinstance(error, HandRefused):
        return {"hand": error.message}
    assert isinstance(error, TaikaiError)
    if unavailable(error):  # the app's answer: the database's words are for the server's log
        raise error
    return {"hand": i18n.words(error, language(request))}


PROBLEMS = (FieldProblem, HandsUnreadable, HandRefused, TaikaiError)


@router.post("/preview", response_class=HTMLResponse, summary="The next hand's value, before it is kept")
def preview(
    request: Request, staff: Staff, slug: str, form: Annotated[HandForm, Depends(hand_form)]
) -> HTMLResponse:
    try:
        _, replayed = _with_next(request, slug, form)
    except PROBLEMS as error:
        return render(request, "entry_hand_preview.html", 422, hand=None, errors=_problem(request, error))
    return render(request, "entry_hand_preview.html", hand=replayed["hands"][-1], errors={})


@router.post("/add", response_class=HTMLResponse, summary="Keep the next hand in the form")
def add_hand(
    request: Request, staff: Staff, slug: str, form: Annotated[HandForm, Depends(hand_form)]
) -> HTMLResponse:
    try:
        hands, _ = _with_next(request, slug, form)
    except PROBLEMS as error:
        kept = hands_so_far(form) if not isinstance(error, HandsUnreadable) else []
        return _page(request, slug, form, kept, _problem(request, error))
    return _page(request, slug, form, hands, {})


@router.post("", response_class=HTMLResponse, summary="Record the game of the hands entered")
def save_hands(
    request: Request, staff: Staff, slug: str, form: Annotated[HandForm, Depends(hand_form)]
) -> HTMLResponse:
    try:
        hands = hands_so_far(form)
        ruleset = game_service.ruleset_of(_competition(request, slug))
        record = parse_record(_record_data(request, slug, form.seat, hands), "hands", ruleset=ruleset)
        if len(form.seat) != SEATS or not all(form.seat):
            raise needed("seats")
        when = played_at(_competition(request, slug), form.played_at)
        entry = game_service.GameEntry(tuple(form.seat), when, record=record)
        store = _store(request)
        pending = game_service.confirmation_required(store, actor(staff), slug)
        entered = game_service.add_game(store, actor(staff), slug, entry, key=form.key, pending=pending)
    except HandsUnreadable as error:
        return _page(request, slug, form, [], _problem(request, error))
    except FormProblem as problem:
        return _page(request, slug, form, hands, problem.beside(request))
    except (FieldProblem, TaikaiError) as error:
        errors = _problem(request, error)
        return _page(request, slug, form, hands, {"form": next(iter(errors.values()))})
    return _saved(request, slug, entered, f"/staff/c/{slug}/hands")
