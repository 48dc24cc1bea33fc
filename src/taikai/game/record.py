"""The game record: a game as typed values (schema version 1, documented in docs/game-record.md).

A record names its ruleset, the four players in seat order from the first
dealer, and the hands in the order they were played, each with its result.
Records are frozen pydantic values holding typed values: the ruleset ``rules``
names (``base``: a preset is loaded here, a ruleset file is read by the contract
that read the record) and the validated ``rule_changes`` merged into it
(:attr:`GameRecord.ruleset`), wins scored from a
:class:`~taikai.hand.request.WinRequest`, penalties.
Files and mappings are read and written by :mod:`taikai.contracts.game`; this
module only says what a record may hold:

- the shape: one way to give a win's value, seats 0-3, distinct riichi, tenpai
  and winning seats, at most 4 kans, names and strings of a bounded length;
- what the ruleset allows (:func:`record_problems`): han and fu that some hand has
  (:func:`taikai.game.payments.han_fu_problem`), at most the yakuman the ruleset can
  stack, points a table can hold (:func:`points_limit`).

What depends on the table (the dealer, the points so far) is checked by the fold
(:mod:`taikai.game.table`) when the hand is played.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    InstanceOf,
    StrictBool,
    StrictInt,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from taikai import rules
from taikai.errors import TaikaiError
from taikai.game.codes import GameCode
from taikai.game.codes import seat as seat_word
from taikai.game.payments import MAX_HAN, han_fu_problem, max_yakuman
from taikai.game.play import Play, play_problems
from taikai.game.settle import SEAT_RANGE, Penalty, PenaltyKind, points_limit, table_total
from taikai.hand.request import WinRequest
from taikai.reasons import Reason
from taikai.rules import Ruleset
from taikai.rules.validation import Problem, invalid, problems_error, shown

__all__ = [
    "PLAY_VERSION",
    "RECORD_VERSION",
    "RECORD_VERSIONS",
    "TABLE_FIELDS",
    "GameRecord",
    "Hand",
    "RecordError",
    "RecordRequest",
    "Win",
    "points_limit",
    "record_problems",
    "ruleset_of",
]

RECORD_VERSION = 1  # the version of a record that does not say (every record before version 2)
PLAY_VERSION = 2  # a record that keeps the play of its hands (and whether a winner's hand was open)
RECORD_VERSIONS = (RECORD_VERSION, PLAY_VERSION)
Seat = Annotated[StrictInt, Field(ge=0, le=3)]
Name = Annotated[str, Field(min_length=1, max_length=64)]
AbortiveKind = Literal["kyuushu_kyuuhai", "suufon_renda", "suucha_riichi", "suukaikan", "sanchahou"]
MAX_KANS = 4
#: the fields of a scorer request that the table fills in (a request may state them; they are checked)
TABLE_FIELDS = ("seat_wind", "round_wind", "tsumo", "honba", "deposits", "consecutive_wins")


class RecordError(TaikaiError):
    """A record that does not follow the schema."""

    code = "bad_record"


class _Value(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


@dataclass(frozen=True, slots=True)
class RecordRequest:
    """A win's scorer request as a record holds it: the request, and which of the fields the table
    fills in (:data:`TABLE_FIELDS`) the record stated — those are checked against the table, the
    others are filled from it. The contract reads it (:mod:`taikai.contracts.game`) before the table
    is known; the fold completes it and checks its flags again."""

    request: WinRequest
    stated: frozenset[str] = frozenset()


def _distinct(value: tuple[int, ...]) -> tuple[int, ...]:
    if len(set(value)) != len(value):
        raise invalid(GameCode.seat_twice, seats=value)
    return value


#: seats listed at most once each (riichi, tenpai, nagashi)
DistinctSeats = Annotated[tuple[Seat, ...], Field(max_length=4), AfterValidator(_distinct)]


class TsumoPayments(_Value):
    """What each payer paid on a tsumo entered as points (honba not included)."""

    dealer: StrictInt | None = Field(None, gt=0, description="non-dealer tsumo: what the dealer paid")
    non_dealer: StrictInt = Field(gt=0, description="what each non-dealer paid")


class PaoClaim(_Value):
    """Pao (responsibility payment): the responsible seat and, for han entries, the yakuman under pao."""

    seat: Seat
    yakuman: StrictInt | None = Field(None, ge=1, description="yakuman of the hand under pao (default 1)")


class Win(_Value):
    """One winner and the value of the hand, given in exactly one way.

    - ``request``: a scorer request (CONTRACTS.md section 1); the scorer values it;
    - ``han`` and ``fu`` (or ``yakuman``) entered by staff, ``yaku`` names for the log;
    - ``points`` (a ron: what the discarder paid) or ``payments`` (a tsumo), when only the value is known.
    """

    seat: Seat
    request: InstanceOf[RecordRequest] | None = None
    han: StrictInt | None = Field(None, ge=1, le=MAX_HAN)
    fu: StrictInt | None = Field(None, ge=0)
    yakuman: StrictInt = Field(0, ge=0)
    yaku: tuple[str, ...] = Field((), max_length=40)
    points: StrictInt | None = Field(None, gt=0)
    payments: TsumoPayments | None = None
    pao: PaoClaim | None = None
    open: StrictBool | None = Field(None, description="version 2: the winner's hand was open (None: unsaid)")

    @field_validator("yaku")
    @classmethod
    def _yaku_names(cls, names: tuple[str, ...]) -> tuple[str, ...]:
        from taikai.hand.yaku.table import NAMES  # the one list of yaku names

        for name in names:
            if name not in NAMES:
                raise _unknown_yaku(name, NAMES)
        return names

    @model_validator(mode="after")
    def _one_value(self) -> Win:
        given = [
            name
            for name, present in (
                ("request", self.request is not None),
                ("han/yakuman", self.han is not None or self.yakuman > 0),
                ("points", self.points is not None),
                ("payments", self.payments is not None),
            )
            if present
        ]
        if not given:
            raise invalid(GameCode.win_value_none)
        if len(given) > 1:
            raise invalid(GameCode.win_value_several, given=tuple(given))
        if self.han is not None and self.yakuman:
            raise invalid(GameCode.han_and_yakuman)
        if self.fu is not None and self.han is None:
            raise invalid(GameCode.fu_without_han)
        if self.open is not None and self.request is not None:
            raise invalid(GameCode.open_and_request)
        if self.pao is not None and self.pao.seat == self.seat:
            raise invalid(GameCode.pao_own_win, seat=seat_word(self.seat))
        if self.pao is not None and self.pao.yakuman and self.pao.yakuman > max(self.yakuman, 1):
            raise invalid(GameCode.pao_more_yakuman, under=shown(self.pao.yakuman), whole=self.yakuman or 1)
        return self


def _unknown_yaku(name: str, names: Sequence[str]) -> PydanticCustomError:
    """'tsumo' is not a yaku name (did you mean 'menzen_tsumo'?): a name holding it as a word, or the
    closest spelling."""
    import difflib

    words = [known for known in names if name in known.split("_")]
    close = words[:1] or difflib.get_close_matches(name, names, n=1)
    if close:
        return invalid(GameCode.unknown_yaku_close, name=shown(name), close=close[0])
    return invalid(GameCode.unknown_yaku, name=shown(name))


class Ron(_Value):
    """A ron: the discarder and one winner (or several: double/triple ron, head bump by the ruleset)."""

    type: Literal["ron"]
    discarder: Seat
    wins: tuple[Win, ...] = Field(min_length=1, max_length=3)

    @model_validator(mode="after")
    def _seats(self) -> Ron:
        seats = tuple(w.seat for w in self.wins)
        if len(set(seats)) != len(seats):
            raise invalid(GameCode.ron_seat_twice, seats=seats)
        if self.discarder in seats:
            raise invalid(GameCode.ron_own_discard, seat=seat_word(self.discarder))
        return self


class Tsumo(_Value):
    """A tsumo win."""

    type: Literal["tsumo"]
    win: Win


class Draw(_Value):
    """An exhaustive draw: who was tenpai, nagashi mangan claims, a last dealer's noten declaration."""

    type: Literal["draw"]
    tenpai: DistinctSeats = ()
    nagashi: DistinctSeats = ()
    dealer_declared_noten: StrictBool = False


class Abortive(_Value):
    """An abortive draw of one kind; what it does comes from ``abortive_draws``."""

    type: Literal["abortive"]
    kind: AbortiveKind


class Chombo(_Value):
    """A chombo that ended the hand (paid by ``chombo.kind``; the hand is replayed)."""

    type: Literal["chombo"]
    seat: Seat
    intentional: StrictBool = False


Result = Annotated[Ron | Tsumo | Draw | Abortive | Chombo, Field(discriminator="type")]


class ChomboClaim(_Value):
    """A chombo that does not void the hand (a noten riichi or a short hand found at the draw)."""

    seat: Seat
    intentional: StrictBool = False


class Hand(_Value):
    """One hand: what happened during it, then its result."""

    result: Result
    riichi: DistinctSeats = Field((), description="seats whose riichi was accepted (stick paid)")
    deposits: tuple[Seat, ...] = Field((), max_length=12, description="1000-point penalty deposits")
    kans: StrictInt = Field(0, ge=0, le=MAX_KANS, description="kans declared in the hand (at most 4)")
    chombo: tuple[ChomboClaim, ...] = Field((), max_length=4, description="chombo beside the result")
    time_called: StrictBool = Field(False, description="time was called during this hand: it is the last")
    points: tuple[StrictInt, StrictInt, StrictInt, StrictInt] | None = Field(
        None, description="points after the hand, checked"
    )
    note: str = Field("", max_length=1000)
    play: InstanceOf[Play] | None = Field(None, description="version 2: the hand's play (game.play)")


class PenaltyEntry(_Value):
    """A penalty outside the hands: a red card, or ``pt`` with its (negative) pt; chombo come from the
    hands, and every penalty but ``pt`` takes its value from the ruleset (the settlement's
    :class:`~taikai.game.settle.Penalty` checks the values)."""

    seat: Seat
    kind: PenaltyKind
    pt: Decimal | None = None

    @model_validator(mode="after")
    def _a_penalty(self) -> PenaltyEntry:
        try:
            self.penalty()
        except TaikaiError as error:  # GameCode.in_field: the penalty's field and the problem
            raise problems_error([Problem(str(error.params["field"]), error.params["problem"])]) from None
        return self

    def penalty(self) -> Penalty:
        """The settlement's penalty."""
        return Penalty(self.seat, self.kind, self.pt)


class Final(_Value):
    """A game recorded by its final points only."""

    points: tuple[StrictInt, StrictInt, StrictInt, StrictInt]
    deposits: StrictInt = Field(0, ge=0)


class GameRecord(_Value):
    """A game: its ruleset, players from the first dealer, hands in order (or only the final points).

    ``rules`` and ``rule_changes`` are kept as the record wrote them; ``base`` is the ruleset ``rules``
    names (given by the contract for a ruleset file, loaded here for a preset) and :attr:`ruleset`
    the one the game is played under (``base`` with ``rule_changes`` merged in depth).
    """

    version: StrictInt = RECORD_VERSION
    rules: str = Field("mleague", min_length=1, max_length=255)
    rule_changes: dict[str, Any] = Field(default_factory=dict)
    base: Ruleset
    players: tuple[Name, Name, Name, Name] = ("East", "South", "West", "North")
    hands: tuple[Hand, ...] = ()
    penalties: tuple[PenaltyEntry, ...] = Field((), max_length=64)
    final: Final | None = None

    @model_validator(mode="before")
    @classmethod
    def _preset(cls, data: Any) -> Any:
        """A record built from values names a preset: it is loaded here (no file is read)."""
        if isinstance(data, dict) and "base" not in data:
            return {**data, "base": rules.load(str(data.get("rules", "mleague")))}
        return data

    @field_validator("version")
    @classmethod
    def _version(cls, version: int) -> int:
        if version not in RECORD_VERSIONS:
            supported = ", ".join(map(str, RECORD_VERSIONS))
            raise invalid(GameCode.record_version, version=version, supported=supported)
        return version

    @model_validator(mode="after")
    def _check(self) -> GameRecord:
        if self.final is not None and self.hands:
            raise invalid(GameCode.hands_and_final)
        problems = record_problems(self)
        if problems:
            raise problems_error(problems)
        return self

    @property
    def ruleset(self) -> Ruleset:
        """The ruleset the game is played under: ``base`` with ``rule_changes`` merged in depth."""
        return rules.with_changes(self.base, self.rule_changes)


def ruleset_of(record: GameRecord) -> Ruleset:
    """The ruleset the record plays under (``record.ruleset``)."""
    return record.ruleset


# --------------------------------------------------------------------------- what the ruleset allows


def _win_problems(win: Win, where: str, tsumo: bool, ruleset: Ruleset) -> Iterator[Problem]:
    if win.han is not None:
        problem = han_fu_problem(win.han, win.fu, tsumo, ruleset)
        if problem is not None:
            yield Problem(f"{where}.fu", problem)
    most = max_yakuman(ruleset)
    if win.yakuman > most:
        yield Problem(
            f"{where}.yakuman", Reason.of(GameCode.yakuman_too_many, yakuman=shown(win.yakuman), most=most)
        )


def _points_problems(points: Sequence[int], where: str, ruleset: Ruleset) -> Iterator[Problem]:
    limit = points_limit(ruleset)
    if any(abs(p) > limit for p in points):
        yield Problem(where, Reason.of(GameCode.seat_points_range, limit=limit, tables=SEAT_RANGE))
    elif sum(points) > table_total(ruleset):
        yield Problem(where, Reason.of(GameCode.points_above_table, total=table_total(ruleset)))


def _wins(result: Result) -> tuple[tuple[str, Win], ...]:
    """A result's wins with their paths below the result."""
    if isinstance(result, Tsumo):
        return (("win", result.win),)
    if isinstance(result, Ron):
        return tuple((f"wins[{index}]", win) for index, win in enumerate(result.wins))
    return ()


def _version_problems(record: GameRecord) -> Iterator[Problem]:
    """What only a record of version 2 keeps (a play, whether a hand was open), in a version 1 one."""
    for number, hand in enumerate(record.hands):
        if hand.play is not None:
            field = f"hands[{number}].play"
            yield Problem(field, Reason.of(GameCode.needs_version_2, field=field))
        for where, win in _wins(hand.result):
            if win.open is not None:
                field = f"hands[{number}].result.{where}.open"
                yield Problem(field, Reason.of(GameCode.needs_version_2, field=field))


def record_problems(record: GameRecord) -> list[Problem]:
    """Values the record's ruleset cannot have: han and fu, yakuman multiples, points (paths below the
    record, e.g. ``hands[2].result.wins[0].fu``); what a version 1 record cannot keep; a play that
    cannot be (:func:`taikai.game.play.play_problems`)."""
    ruleset = record.ruleset
    problems: list[Problem] = []
    if record.version < PLAY_VERSION:
        problems += _version_problems(record)
    for number, hand in enumerate(record.hands):
        if hand.play is not None:
            problems += [Problem(f"hands[{number}].play.{where}", p) for where, p in play_problems(hand.play)]
        result = hand.result
        if isinstance(result, Tsumo):
            problems += _win_problems(result.win, f"hands[{number}].result.win", True, ruleset)
        elif isinstance(result, Ron):
            for index, win in enumerate(result.wins):
                problems += _win_problems(win, f"hands[{number}].result.wins[{index}]", False, ruleset)
        if hand.points is not None:
            problems += _points_problems(hand.points, f"hands[{number}].points", ruleset)
    if record.final is not None:
        problems += _points_problems(record.final.points, "final.points", ruleset)
        most = points_limit(ruleset) // ruleset.riichi_deposit
        if record.final.deposits > most:
            problems.append(Problem("final.deposits", Reason.of(GameCode.final_deposits, most=most)))
    return problems
