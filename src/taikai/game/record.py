"""The game record: a game as plain data (schema version 1, documented in docs/game-record.md).

A record names its ruleset, the four players in seat order from the first
dealer, and the hands in the order they were played, each with its result.
Records are frozen pydantic values: :func:`from_data` validates a mapping
parsed from JSON or TOML and names the bad field; :func:`to_data` gives the
mapping back (stable, diffable).

>>> record = from_data({"rules": "mleague", "players": ["A", "B", "C", "D"], "hands": [
...     {"riichi": [0], "result": {"type": "ron", "discarder": 2, "wins": [{"seat": 0, "han": 2, "fu": 40}]}},
...     {"result": {"type": "draw", "tenpai": [1]}}]})
>>> record.hands[0].result.wins[0].han, record.hands[1].result.tenpai
(2, (1,))
"""

from __future__ import annotations

from decimal import Decimal
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from taikai import rules
from taikai.errors import TaikaiError
from taikai.game.settle import Penalty, PenaltyKind
from taikai.rules import Ruleset

RECORD_VERSION = 1
Seat = Annotated[int, Field(ge=0, le=3)]
AbortiveKind = Literal["kyuushu_kyuuhai", "suufon_renda", "suucha_riichi", "suukaikan", "sanchahou"]


class RecordError(TaikaiError):
    """A record that does not follow the schema."""

    code = "bad_record"


class _Value(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TsumoPayments(_Value):
    """What each payer paid on a tsumo entered as points (honba not included)."""

    dealer: int | None = Field(None, gt=0, description="non-dealer tsumo: what the dealer paid")
    non_dealer: int = Field(gt=0, description="what each non-dealer paid")


class PaoClaim(_Value):
    """Pao (responsibility payment): the responsible seat and, for han entries, the yakuman under pao."""

    seat: Seat
    yakuman: int | None = Field(None, ge=1, description="yakuman of the hand under pao (default 1)")


class Win(_Value):
    """One winner and the value of the hand, given in exactly one way.

    - ``request``: a scorer request (CONTRACTS.md section 1); the scorer values it;
    - ``han`` and ``fu`` (or ``yakuman``) entered by staff, ``yaku`` names for the log;
    - ``points`` (a ron: what the discarder paid) or ``payments`` (a tsumo), when only the value is known.
    """

    seat: Seat
    request: dict[str, Any] | None = None
    han: int | None = Field(None, ge=1)
    fu: int | None = Field(None, ge=20, le=110)
    yakuman: int = Field(0, ge=0)
    yaku: tuple[str, ...] = ()
    points: int | None = Field(None, gt=0)
    payments: TsumoPayments | None = None
    pao: PaoClaim | None = None

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
        if len(given) != 1:
            raise ValueError(
                "give the hand's value in exactly one way: request, han (+fu) or yakuman, points (ron) "
                f"or payments (tsumo); got {', '.join(given) or 'none'}"
            )
        if self.han is not None and self.yakuman:
            raise ValueError("give han or yakuman, not both")
        return self


class Ron(_Value):
    """A ron: the discarder and one winner (or several: double/triple ron, head bump by the ruleset)."""

    type: Literal["ron"]
    discarder: Seat
    wins: tuple[Win, ...] = Field(min_length=1, max_length=3)


class Tsumo(_Value):
    """A tsumo win."""

    type: Literal["tsumo"]
    win: Win


class Draw(_Value):
    """An exhaustive draw: who was tenpai, nagashi mangan claims, a last dealer's noten declaration."""

    type: Literal["draw"]
    tenpai: tuple[Seat, ...] = ()
    nagashi: tuple[Seat, ...] = ()
    dealer_declared_noten: bool = False


class Abortive(_Value):
    """An abortive draw of one kind; what it does comes from ``abortive_draws``."""

    type: Literal["abortive"]
    kind: AbortiveKind


class Chombo(_Value):
    """A chombo that ended the hand (paid by ``chombo.kind``; the hand is replayed)."""

    type: Literal["chombo"]
    seat: Seat
    intentional: bool = False


Result = Annotated[Ron | Tsumo | Draw | Abortive | Chombo, Field(discriminator="type")]


class ChomboClaim(_Value):
    """A chombo that does not void the hand (a noten riichi or a short hand found at the draw)."""

    seat: Seat
    intentional: bool = False


class Hand(_Value):
    """One hand: what happened during it, then its result."""

    result: Result
    riichi: tuple[Seat, ...] = Field((), description="seats whose riichi was accepted (stick paid)")
    deposits: tuple[Seat, ...] = Field((), description="1000-point penalty deposits (a call cancelled)")
    kans: int = Field(0, ge=0, description="kans declared in the hand")
    chombo: tuple[ChomboClaim, ...] = Field((), description="chombo paid beside the result (it stands)")
    time_called: bool = Field(False, description="time was called during this hand: it is the last")
    points: tuple[int, int, int, int] | None = Field(None, description="points after the hand, checked")
    note: str = ""


class PenaltyEntry(_Value):
    """A pt penalty outside the hands (red card, pt); chombo come from the hands."""

    seat: Seat
    kind: PenaltyKind
    pt: Decimal | None = None

    def penalty(self) -> Penalty:
        """The settlement's penalty."""
        return Penalty(self.seat, self.kind, self.pt)


class Final(_Value):
    """A game recorded by its final points only."""

    points: tuple[int, int, int, int]
    deposits: int = Field(0, ge=0)


class GameRecord(_Value):
    """A game: ruleset, players from the first dealer, hands in order (or only the final points)."""

    version: int = RECORD_VERSION
    rules: str = "mleague"
    rule_changes: dict[str, Any] = Field(default_factory=dict)
    players: tuple[str, str, str, str] = ("East", "South", "West", "North")
    hands: tuple[Hand, ...] = ()
    penalties: tuple[PenaltyEntry, ...] = ()
    final: Final | None = None

    @model_validator(mode="after")
    def _check(self) -> GameRecord:
        if self.version != RECORD_VERSION:
            raise ValueError(f"record version {self.version} is not supported (this taikai reads 1)")
        if self.final is not None and self.hands:
            raise ValueError("give either hands or final points, not both")
        return self


def _where(loc: tuple[Any, ...]) -> str:
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else f".{part}" if text else str(part)
    return text or "(record)"


def from_data(data: Any, origin: str = "record") -> GameRecord:
    """Validate a mapping (parsed JSON or TOML) into a record; :class:`RecordError` names the field."""
    if not isinstance(data, dict):
        raise RecordError(f"{origin}: a game record is an object, not {type(data).__name__}")
    try:
        return GameRecord.model_validate(data)
    except ValidationError as error:
        lines = [
            f"{origin}: {_where(tuple(item['loc']))}: {item['msg'].removeprefix('Value error, ')}"
            for item in error.errors()
        ]
        raise RecordError("\n".join(lines)) from None


def to_data(record: GameRecord) -> dict[str, Any]:
    """The record as plain data (defaults left out), ready for JSON or TOML."""
    return record.model_dump(mode="json", exclude_defaults=True) | {"version": record.version}


def ruleset_of(record: GameRecord) -> Ruleset:
    """The record's ruleset: the named preset (or file) with the record's ``rule_changes`` applied."""
    base = rules.load(record.rules)
    if not record.rule_changes:
        return base
    return rules.from_mapping(rules.to_mapping(base) | record.rule_changes, f"{record.rules} + rule_changes")
