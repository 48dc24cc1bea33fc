"""Entering a game hand by hand: each hand added one at a time, its value shown before it is kept.

The page has two steps: the four players first (a plain GET form), then the hands, every seat named
by its wind and player (東 Aki) in the choices, the preview, the hands so far and every refusal.

The hands being built live in the form (a hidden JSON field, ``hands``), never in the server's
memory: every post reads them again strictly (:mod:`taikai.contracts.jsonio`) and replays them with
the new hand as a game record (docs/game-record.md) under the competition's ruleset, through the
record contract and the table engine, so a hand the engine refuses is refused with its reason and a
tampered field is refused like any record. The form offers what the ruleset has: one winner per ron
under a head bump, two or three under ``multiple_ron`` ``double`` / ``triple``; a winner valued by
its tiles (the concealed tiles and up to four melds, each by its type, tiles and who it was called
from), by han (and fu, unless the ruleset counts none) or as a yakuman; a chombo as the ruleset pays
it (intentional where that counts more). The preview (htmx) answers with the replayed hand, or the
refusal and its reason beside the field it is about. The whole game is stored through
:func:`taikai.services.games.add_game`, which replays it again.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Form, Query, Request
from fastapi.responses import HTMLResponse
from pydantic import StringConstraints

from taikai.contracts.game import GameWords, parse_record, replay_json
from taikai.contracts.jsonio import dumps, loads
from taikai.errors import TaikaiError
from taikai.game.codes import GameCode
from taikai.game.record import PLAY_VERSION
from taikai.game.table import run
from taikai.reasons import Reason
from taikai.rules.codes import RulesCode
from taikai.rules.model import FuMode, MultipleRon, Ruleset
from taikai.services import games as game_service
from taikai.services.values import Player
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
    chombo_cost,
    new_key,
    played_at,
    played_now,
    staged_choices,
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
#: A meld's type and where it was called from (each worded ``web_meld_<value>``).
MELD_TYPES = ("chi", "pon", "minkan", "kakan", "ankan")
MELD_FROM = ("left", "across", "right")
MELD_WORDS = (
    "web_meld_chi",
    "web_meld_pon",
    "web_meld_minkan",
    "web_meld_kakan",
    "web_meld_ankan",
    "web_meld_from_left",
    "web_meld_from_across",
    "web_meld_from_right",
)
MAX_HANDS = 200
MAX_HANDS_TEXT = 200_000
TILES = 40
#: The most winners of one hand (a triple ron); how many the form offers is the ruleset's.
WINS = 3
#: The melds of one winner: four calls leave a single tile to wait on.
MELDS = 4
#: One meld's tiles (``5555p``, ``0555p``), with room for a typo the request then names.
MELD_TILES = 10

Seat = Annotated[str, StringConstraints(max_length=1, pattern="^[0-3]?$")]
Tiles = Annotated[str, StringConstraints(max_length=TILES)]
WinTile = Annotated[str, StringConstraints(max_length=4)]
Small = Annotated[str, StringConstraints(max_length=3, pattern="^[0-9]{0,3}$")]
MeldType = Annotated[str, StringConstraints(pattern="^(|chi|pon|minkan|kakan|ankan)$")]
MeldTiles = Annotated[str, StringConstraints(max_length=MELD_TILES)]
MeldFrom = Annotated[str, StringConstraints(pattern="^(|left|across|right)$")]
#: Whether a winner's hand entered by its han, fu or yakuman was open (empty: not said).
OpenChoice = Annotated[str, StringConstraints(pattern="^(|open|closed)$")]
OPEN_CHOICES = ("open", "closed")
#: The fields of a winner (the first winner's named as they are; the second's ``hand2`` ...).
WIN_FIELDS = ("winner", "hand", "melds", "win_tile", "han", "fu", "yakuman", "open")
#: The fields the page shows a refusal beside; any other refusal is shown above the next hand.
PLACED = frozenset(
    {"form", "seats", "hand", "discarder", "chombo", "riichi", "tenpai"}
    | {f"{name}{n}" for name in WIN_FIELDS for n in ("", "2", "3")}
)
#: The words of a field named in a refusal (``winner``: 和了者).
FIELD_WORDS = {
    "winner": "web_entry_winner",
    "discarder": "web_entry_discarder",
    "hand": "web_entry_field_hand",
    "melds": "web_entry_field_melds",
    "win_tile": "web_entry_win_tile",
    "han": "web_entry_han",
    "fu": "web_entry_fu",
    "yakuman": "web_entry_field_yakuman",
    "open": "web_entry_open",
    "chombo": "web_entry_chombo_seat",
    "tenpai": "web_entry_tenpai_seats",
    "seats": "web_entry_seats",
}


def win_field(name: str, index: int) -> str:
    """The form field ``name`` of the winner at ``index`` (``hand``, ``hand2``, ``hand3``)."""
    return f"{name}{index + 1}" if index else name


@dataclass(frozen=True, slots=True)
class WinForm:
    """One winner's block of the form: who, and the hand's value (its tiles, han and fu, a yakuman)."""

    winner: int | None = None
    hand: str = ""
    win_tile: str = ""
    melds: tuple[tuple[str, str, str], ...] = ()
    han: int | None = None
    fu: int | None = None
    yakuman: int | None = None
    open: str = ""  # "open", "closed", or "" (not said)

    @property
    def given(self) -> bool:
        values = (self.hand, self.win_tile, self.melds, self.han, self.fu, self.yakuman, self.open)
        return self.winner is not None or any(value not in (None, "", ()) for value in values)

    def meld(self, row: int) -> tuple[str, str, str]:
        """The meld of ``row`` as typed (type, tiles, from), empty when none."""
        return self.melds[row] if row < len(self.melds) else ("", "", "")


@dataclass(frozen=True, slots=True)
class StagePick:
    """A staged competition's game: its stage, the team each seat plays for (a competition of teams)
    and the stage's round, chosen with the players and carried through every step of the form."""

    stage: str = ""
    team: tuple[str, ...] = ()
    round: int | None = None

    def typed(self) -> dict[str, Any]:
        return {"stage": self.stage, "team": list(self.team), "round": self.round}


StageName = Annotated[str, StringConstraints(max_length=32)]
TeamId = Annotated[str, StringConstraints(max_length=64)]


def stage_pick(stage: str, team: Sequence[str], round: int | None) -> StagePick:
    teams = tuple(t.strip() for t in team)
    return StagePick(stage.strip(), teams if any(teams) else (), round)


@dataclass(frozen=True, slots=True)
class HandForm:
    """The page's fields: the seats, the hands so far (JSON), the key, and the next hand."""

    seat: list[str]
    hands: str
    key: str
    kind: str = "ron"
    discarder: int | None = None
    wins: tuple[WinForm, ...] = ()
    dora: str = ""
    ura: str = ""
    riichi: list[int] = field(default_factory=list)
    tenpai: list[int] = field(default_factory=list)
    abortive: str = ABORTIVE[0]
    chombo: int | None = None
    intentional: bool = False
    played_at: str = ""
    pick: StagePick = StagePick()

    def win(self, index: int) -> WinForm:
        """The winner block at ``index`` as typed (empty when none)."""
        return self.wins[index] if index < len(self.wins) else WinForm()


def _at(values: Sequence[str], index: int) -> str:
    return values[index].strip() if index < len(values) else ""


def _number(text: str) -> int | None:
    return int(text) if text else None


def _blocks(
    winner: Sequence[str],
    hand: Sequence[str],
    win_tile: Sequence[str],
    han: Sequence[str],
    fu: Sequence[str],
    yakuman: Sequence[str],
    meld_type: Sequence[str],
    meld_tiles: Sequence[str],
    meld_from: Sequence[str],
    opened: Sequence[str] = (),
) -> tuple[WinForm, ...]:
    """The winner blocks in the order the page shows them (each list holds one value a block; the
    meld lists :data:`MELDS` a block), the rows of melds left empty dropped."""
    blocks = []
    for index in range(WINS):
        rows = (
            (_at(meld_type, n), _at(meld_tiles, n), _at(meld_from, n))
            for n in range(index * MELDS, (index + 1) * MELDS)
        )
        blocks.append(
            WinForm(
                _number(_at(winner, index)),
                _at(hand, index),
                _at(win_tile, index),
                tuple(row for row in rows if row[0] or row[1]),
                _number(_at(han, index)),
                _number(_at(fu, index)),
                _number(_at(yakuman, index)),
                _at(opened, index),
            )
        )
    return tuple(blocks)


def hand_form(
    hands: Annotated[str, Form(max_length=MAX_HANDS_TEXT)],
    key: Annotated[str, Form(min_length=8, max_length=64)],
    seat: Annotated[list[str], Form(max_length=SEATS)] = [],  # noqa: B006 - FastAPI copies defaults
    kind: Annotated[str, Form(pattern="^(ron|tsumo|draw|abortive|chombo)$")] = "ron",
    discarder: Annotated[int | None, Form(ge=0, le=3)] = None,
    winner: Annotated[list[Seat], Form(max_length=WINS)] = [],  # noqa: B006
    hand: Annotated[list[Tiles], Form(max_length=WINS)] = [],  # noqa: B006
    win_tile: Annotated[list[WinTile], Form(max_length=WINS)] = [],  # noqa: B006
    han: Annotated[list[Small], Form(max_length=WINS)] = [],  # noqa: B006
    fu: Annotated[list[Small], Form(max_length=WINS)] = [],  # noqa: B006
    yakuman: Annotated[list[Small], Form(max_length=WINS)] = [],  # noqa: B006
    meld_type: Annotated[list[MeldType], Form(max_length=WINS * MELDS)] = [],  # noqa: B006
    meld_tiles: Annotated[list[MeldTiles], Form(max_length=WINS * MELDS)] = [],  # noqa: B006
    meld_from: Annotated[list[MeldFrom], Form(max_length=WINS * MELDS)] = [],  # noqa: B006
    opened: Annotated[list[OpenChoice], Form(alias="open", max_length=WINS)] = [],  # noqa: B006
    dora: Annotated[str, Form(max_length=TILES)] = "",
    ura: Annotated[str, Form(max_length=TILES)] = "",
    riichi: Annotated[list[int], Form(max_length=SEATS)] = [],  # noqa: B006
    tenpai: Annotated[list[int], Form(max_length=SEATS)] = [],  # noqa: B006
    abortive: Annotated[str, Form(max_length=30)] = ABORTIVE[0],
    chombo: Annotated[int | None, Form(ge=0, le=3)] = None,
    intentional: Annotated[bool, Form()] = False,
    played_at: Moment = "",
    stage: Annotated[StageName, Form()] = "",
    team: Annotated[list[TeamId], Form(max_length=SEATS)] = [],  # noqa: B006
    at_round: Annotated[int | None, Form(alias="round", ge=1, le=1000)] = None,
) -> HandForm:
    """The form's fields, each bounded here (a seat 0-3, at most three digits of han, fu or yakuman,
    a meld's type and where it came from among their values); the values by the record."""
    wins = _blocks(winner, hand, win_tile, han, fu, yakuman, meld_type, meld_tiles, meld_from, opened)
    return HandForm(
        [s.strip() for s in seat],
        hands,
        key,
        kind,
        discarder,
        wins,
        dora.strip(),
        ura.strip(),
        sorted(set(riichi)),
        sorted(set(tenpai)),
        abortive,
        chombo,
        intentional,
        played_at.strip(),
        stage_pick(stage, team, at_round),
    )


Hand = dict[str, Any]


class FieldProblem(Exception):
    """A field of the next hand the form cannot use: the field, and the catalog key saying why with
    its parameters (a field the result needs left empty, a field the result has no use for, a win
    valued two ways)."""

    def __init__(self, field_name: str, key: str, **params: str) -> None:
        super().__init__(field_name)
        self.field, self.key, self.params = field_name, key, params


def needed(field_name: str) -> FieldProblem:
    """A field the chosen result needs was left empty."""
    return FieldProblem(field_name, "web_entry_hand_needs")


def _meld(row: tuple[str, str, str], where: str) -> dict[str, str]:
    kind, tiles, called_from = row
    if not kind:
        raise FieldProblem(where, "web_entry_meld_type", tiles=tiles)
    if not tiles:
        raise FieldProblem(where, "web_entry_meld_tiles", meld=kind)
    return {"type": kind, "tiles": tiles} | ({"from": called_from} if called_from else {})


def _win(form: HandForm, index: int) -> dict[str, Any]:
    block = form.wins[index]
    if block.winner is None:
        raise needed(win_field("winner", index))
    win: dict[str, Any] = {"seat": block.winner}
    tiles = bool(block.hand or block.win_tile or block.melds)
    values = [
        name for name, given in (("hand", tiles), ("yakuman", block.yakuman), ("han", block.han)) if given
    ]
    values += ["fu"] if block.fu is not None and "han" not in values else []
    if len(values) > 1:  # one would be dropped without a word: said instead
        raise FieldProblem(win_field(values[1], index), "web_entry_valued_twice")
    if tiles and block.open:  # the melds say whether the hand was open
        raise FieldProblem(win_field("open", index), "web_entry_open_by_melds")
    if block.open:
        win["open"] = block.open == "open"
    if tiles:
        if not block.hand:
            raise needed(win_field("hand", index))
        if not block.win_tile:
            raise needed(win_field("win_tile", index))
        request: dict[str, Any] = {"hand": block.hand, "win_tile": block.win_tile}
        if form.dora:
            request["dora_indicators"] = form.dora
        if form.ura:
            request["ura_indicators"] = form.ura
        if block.melds:
            request["melds"] = [_meld(row, win_field("melds", index)) for row in block.melds]
        if block.winner in form.riichi:
            request["riichi"] = True
        return win | {"request": request}
    if block.yakuman is not None:
        return win | {"yakuman": block.yakuman}
    if block.han is None:
        raise needed(win_field("hand", index))
    return win | {"han": block.han} | ({"fu": block.fu} if block.fu is not None else {})


def _unused(form: HandForm, given: list[int]) -> None:
    """A field the chosen result has no use for is refused, never dropped without a word."""
    fields = {
        "discarder": form.discarder is not None and form.kind != "ron",
        win_field("winner", given[-1] if given else 0): bool(given) and form.kind not in ("ron", "tsumo"),
        "tenpai": bool(form.tenpai) and form.kind != "draw",
        "chombo": form.chombo is not None and form.kind not in ("draw", "chombo"),
    }
    for name, unused in fields.items():
        if unused:
            raise FieldProblem(name, "web_entry_not_for_result")
    if form.kind == "tsumo" and len(given) > 1:
        raise FieldProblem(win_field("winner", given[1]), "web_entry_tsumo_one_winner")


def next_hand(form: HandForm) -> Hand:
    """The hand the form describes, as a game record writes it."""
    hand: Hand = {"riichi": form.riichi} if form.riichi else {}
    given = [index for index, block in enumerate(form.wins) if block.given]
    _unused(form, given)
    chombo = {"seat": form.chombo} | ({"intentional": True} if form.intentional else {})
    if form.kind in ("ron", "tsumo") and not given:
        raise needed("winner")
    if form.kind == "ron":
        if form.discarder is None:
            raise needed("discarder")
        wins = [_win(form, index) for index in given]
        return hand | {"result": {"type": "ron", "discarder": form.discarder, "wins": wins}}
    if form.kind == "tsumo":
        return hand | {"result": {"type": "tsumo", "win": _win(form, given[0])}}
    if form.kind == "draw":
        beside = {"chombo": [chombo]} if form.chombo is not None else {}
        return hand | {"result": {"type": "draw", "tenpai": form.tenpai}} | beside
    if form.kind == "abortive":
        return hand | {"result": {"type": "abortive", "kind": form.abortive}}
    if form.chombo is None:
        raise needed("chombo")
    return hand | {"result": {"type": "chombo"} | chombo}


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


# --------------------------------------------------------------------------- the seats, by wind and name


def _chosen(players: Sequence[Player], seats: Sequence[str]) -> str | None:
    """Why ``seats`` are not four of the competition's players, each once (a catalog key), or None."""
    known = {p.id for p in players}
    if len(seats) != SEATS or not all(seat in known for seat in seats):
        return "web_entry_seat_missing"
    if len(set(seats)) != SEATS:
        return "web_entry_seats_distinct"
    return None


def labels(request: Request, players: Sequence[Player], seats: Sequence[str]) -> list[str]:
    """Each seat as the page names it: its wind and its player (東 Aki), the wind alone when none."""
    names = {p.id: p.name for p in players}
    shown = []
    for index in range(SEATS):
        wind = _words(request, f"web_wind_{index}")
        player = seats[index] if index < len(seats) else ""
        shown.append(f"{wind} {names[player]}" if player in names else wind)
    return shown


# --------------------------------------------------------------------------- replaying and refusals


@dataclass(frozen=True, slots=True)
class Table:
    """What every page of a game needs: the competition's ruleset, its players, the seats chosen and
    how the page names them."""

    ruleset: Ruleset
    players: list[Player]
    seats: list[str]
    labels: list[str]


def _table(request: Request, slug: str, seats: list[str]) -> Table:
    players = _players(request, slug)
    ruleset = game_service.ruleset_of(_competition(request, slug))
    return Table(ruleset, players, seats, labels(request, players, seats))


def _wins_of(hand: Hand) -> list[Any]:
    """The wins of a hand as the form wrote it."""
    result = hand.get("result", {}) if isinstance(hand, dict) else {}
    wins = result.get("wins") if isinstance(result, dict) else None
    win = result.get("win") if isinstance(result, dict) else None
    return [w for w in (wins if isinstance(wins, list) else [win]) if isinstance(w, dict)]


def _record(table: Table, hands: list[Hand]) -> Any:
    names = {p.id: p.name for p in table.players}
    players = [names.get(seat, f"{i + 1}") for i, seat in enumerate(table.seats[:SEATS])]
    players += [str(i + 1) for i in range(len(players), SEATS)]
    data = {"rules": table.ruleset.name, "players": players, "hands": hands}
    if any("open" in win for hand in hands for win in _wins_of(hand)):
        data["version"] = PLAY_VERSION  # whether a hand was open is kept by version 2
    return parse_record(data, "hands", ruleset=table.ruleset)


def replay(request: Request, table: Table, hands: list[Hand]) -> dict[str, Any]:
    """The hands replayed under the competition's ruleset (the record contract's JSON, in the page's
    language, each hand's result naming each seat by its wind and player); the contract's error when
    the record cannot be read."""
    record = _record(table, hands)
    outcome = run(record, table.ruleset)
    replayed = replay_json(record, outcome, lang=language(request))
    named = GameWords(language(request), table.labels)
    for hand, state in zip(replayed["hands"], outcome.states[1:], strict=True):
        assert state.last is not None  # every state after the first follows a hand
        hand["result"] = named.parts(state.last.parts)
    if outcome.error is not None:
        replayed["refused"] = outcome.error
    return replayed


class HandRefused(Exception):
    """The engine refused the hands (the record, or the fold at a hand)."""

    def __init__(self, error: TaikaiError) -> None:
        super().__init__(error.code)
        self.error = error


#: A record's field path below the hands: which hand, and the field of that hand's result.
_PATH = re.compile(r"hands\[(\d+)\](?:\.result(?:\.(?:wins\[(\d+)\]|win)(?:\.(\w+))?)?|\.(\w+))?")
#: The form field of a win's own field in the record (its ``request`` is its tiles).
_WIN_FIELD = {"request": "hand", "seat": "winner", "han": "han", "fu": "fu", "yakuman": "yakuman"}


def _placed(path: str, last: int) -> str | None:
    """The form field of the next hand (``last``) a problem of the record's field ``path`` is about;
    None when it is about another part of the record."""
    found = _PATH.fullmatch(path)
    if found is None or int(found.group(1)) != last:
        return None
    win, name, own = found.group(2), found.group(3), found.group(4)
    if own in ("riichi", "chombo"):
        return own
    if name is not None or win is not None:
        return win_field(_WIN_FIELD.get(name or "", "hand"), int(win or 0))
    return "hand"


def _located(reason: Reason, last: int) -> tuple[str, Reason]:
    """A problem of the next hand (``last``) without its path, beside the field it is about; a
    problem of another part of the record (the hands so far) whole, above the form."""
    params = dict(reason.params)
    problem = params.get("problem")
    if reason.code == RulesCode.field_problem and isinstance(problem, Reason):
        where = _placed(str(params["field"]), last)
        return ("form", reason) if where is None else (where, problem)
    if reason.code == GameCode.hand_problem and isinstance(problem, Reason):
        return ("hand", problem) if params.get("number") == last + 1 else ("form", reason)
    return "form", reason


def _problem(request: Request, error: Exception, table: Table, last: int) -> dict[str, str]:
    """A refusal in the page's words, by the field it is about; every seat by its wind and player."""
    if isinstance(error, FieldProblem):
        base = re.sub(r"[23]$", "", error.field)
        what = _words(request, FIELD_WORDS.get(base, "web_entry_field_hand"))
        if base != error.field:  # a field of the second or third winner
            winner = _words(request, "web_entry_win_number", number=error.field[-1])
            what = _words(request, "web_entry_win_field", winner=winner, field=what)
        return {error.field: _words(request, error.key, field=what, **error.params)}
    if isinstance(error, HandsUnreadable):
        return {"form": _words(request, "web_entry_hands_not_list")}
    refused = error.error if isinstance(error, HandRefused) else error
    assert isinstance(refused, TaikaiError)
    if unavailable(refused):  # the app's answer: the database's words are for the server's log
        raise refused
    words = GameWords(language(request), table.labels)
    found: dict[str, list[str]] = {}
    for problem in refused.problems:
        where, reason = _located(problem, last)
        found.setdefault(where if where in PLACED else "hand", []).append(words(reason))
    return {where: " ".join(said) for where, said in found.items()}


PROBLEMS = (FieldProblem, HandsUnreadable, HandRefused, TaikaiError)


# --------------------------------------------------------------------------- the pages


def _page(
    request: Request,
    slug: str,
    table: Table,
    form: HandForm | None,
    hands: list[Hand],
    errors: dict[str, str],
    key: str | None = None,
    played_at: str | None = None,
    pick: StagePick | None = None,
) -> HTMLResponse:
    """The page; ``played_at``: when the game was played as typed so far (the next hand's empty form
    keeps it), else now in the competition's time zone; ``pick``: a staged competition's stage, teams
    and round (default: the form's)."""
    if pick is None:
        pick = form.pick if form is not None else StagePick()
    competition = _competition(request, slug)
    step = _chosen(table.players, table.seats)
    replayed = None
    if hands and step is None:
        try:
            replayed = replay(request, table, hands)
        except TaikaiError as error:  # the hands so far were altered: said, and the game starts again
            errors = {**errors, **_problem(request, error, table, len(hands))}
            hands = []
    ruleset = table.ruleset
    blocks = {MultipleRon.atamahane: 1, MultipleRon.double: 2, MultipleRon.triple: 3}[ruleset.multiple_ron]
    intentional = ruleset.chombo.intentional_multiplier > 1
    return render(
        request,
        "entry_hands.html",
        422 if errors else 200,
        competition=competition,
        staged=staged_choices(request, competition),
        pick=pick.typed(),
        played_now=played_at if played_at is not None else played_now(request, competition),
        players=table.players,
        seats=table.seats,
        labels=table.labels,
        seated=step is None,
        hands_text=dumps(hands),
        replayed=replayed,
        form=form,
        errors=errors,
        placed=PLACED,
        key=key or (form.key if form is not None else new_key()),
        results=RESULTS,
        abortive_kinds=ABORTIVE,
        win_blocks=blocks,
        melds=MELDS,
        meld_types=MELD_TYPES,
        meld_from=MELD_FROM,
        fu_less=ruleset.fu_mode is FuMode.fu_less,
        chombo_cost=chombo_cost(request, ruleset, "chombo"),
        intentional_cost=chombo_cost(request, ruleset, "chombo_intentional") if intentional else None,
    )


@router.get("", response_class=HTMLResponse, summary="Enter a game hand by hand")
def hands_page(
    request: Request,
    staff: Staff,
    slug: str,
    seat: Annotated[list[str], Query(max_length=SEATS)] = [],  # noqa: B006 - FastAPI copies defaults
    stage: Annotated[StageName, Query()] = "",
    team: Annotated[list[TeamId], Query(max_length=SEATS)] = [],  # noqa: B006
    round: Annotated[int | None, Query(ge=1, le=1000)] = None,
) -> HTMLResponse:
    """The players first (``?seat=p1&seat=p2...``, from the first dealer; a staged competition's
    ``stage``, each seat's ``team`` and the stage's ``round`` with them), then the hands."""
    seats = [s.strip()[:64] for s in seat]
    table = _table(request, slug, seats)
    step = _chosen(table.players, seats) if seats else None
    errors = {"seats": _words(request, step)} if step is not None else {}
    return _page(request, slug, table, None, [], errors, pick=stage_pick(stage, team, round))


def _with_next(request: Request, table: Table, form: HandForm) -> tuple[list[Hand], dict[str, Any]]:
    """The hands so far and the next one, and their replay (which must reach the next hand)."""
    hands = [*hands_so_far(form), next_hand(form)]
    replayed = replay(request, table, hands)
    if "refused" in replayed:
        raise HandRefused(replayed["refused"])
    return hands, replayed


def _seated(request: Request, slug: str, form: HandForm) -> Table:
    """The game's table: the seats posted must be four of the competition's players, each once."""
    table = _table(request, slug, form.seat)
    step = _chosen(table.players, form.seat)
    if step is not None:
        raise FieldProblem("seats", step)
    return table


@router.post("/preview", response_class=HTMLResponse, summary="The next hand's value, before it is kept")
def preview(
    request: Request, staff: Staff, slug: str, form: Annotated[HandForm, Depends(hand_form)]
) -> HTMLResponse:
    table = _table(request, slug, form.seat)
    last = 0
    try:
        table = _seated(request, slug, form)
        last = len(hands_so_far(form))
        _, replayed = _with_next(request, table, form)
    except PROBLEMS as error:
        errors = _problem(request, error, table, last)
        return render(request, "entry_hand_preview.html", 422, hand=None, errors=errors, labels=table.labels)
    hand = replayed["hands"][-1]
    return render(request, "entry_hand_preview.html", hand=hand, errors={}, labels=table.labels)


@router.post("/add", response_class=HTMLResponse, summary="Keep the next hand in the form")
def add_hand(
    request: Request, staff: Staff, slug: str, form: Annotated[HandForm, Depends(hand_form)]
) -> HTMLResponse:
    table = _table(request, slug, form.seat)
    kept: list[Hand] = []
    try:
        table = _seated(request, slug, form)
        kept = hands_so_far(form)
        hands, _ = _with_next(request, table, form)
    except PROBLEMS as error:
        return _page(request, slug, table, form, kept, _problem(request, error, table, len(kept)))
    # the next hand starts empty; the game's time stays as typed
    return _page(
        request, slug, table, None, hands, {}, key=form.key, played_at=form.played_at, pick=form.pick
    )


@router.post("/undo", response_class=HTMLResponse, summary="Take the last hand back out of the form")
def undo_hand(
    request: Request, staff: Staff, slug: str, form: Annotated[HandForm, Depends(hand_form)]
) -> HTMLResponse:
    table = _table(request, slug, form.seat)
    try:
        hands = hands_so_far(form)[:-1]
    except HandsUnreadable as error:
        return _page(request, slug, table, form, [], _problem(request, error, table, 0))
    return _page(request, slug, table, form, hands, {})


@router.post("", response_class=HTMLResponse, summary="Record the game of the hands entered")
def save_hands(
    request: Request, staff: Staff, slug: str, form: Annotated[HandForm, Depends(hand_form)]
) -> HTMLResponse:
    table = _table(request, slug, form.seat)
    hands: list[Hand] = []
    try:
        table = _seated(request, slug, form)
        hands = hands_so_far(form)
        record = _record(table, hands)
        when = played_at(_competition(request, slug), form.played_at)
        entry = game_service.GameEntry(
            tuple(form.seat),
            when,
            record=record,
            stage=form.pick.stage or None,
            teams=form.pick.team,
            round=form.pick.round,
        )
        store = _store(request)
        pending = game_service.confirmation_required(store, actor(staff), slug)
        entered = game_service.add_game(store, actor(staff), slug, entry, key=form.key, pending=pending)
    except HandsUnreadable as error:
        return _page(request, slug, table, form, [], _problem(request, error, table, 0))
    except FormProblem as problem:
        return _page(request, slug, table, form, hands, problem.beside(request))
    except (FieldProblem, TaikaiError) as error:
        errors = _problem(request, error, table, len(hands))
        return _page(request, slug, table, form, hands, {"form": " ".join(errors.values())})
    return _saved(request, slug, entered, f"/staff/c/{slug}/hands")
