"""Offences found in a stored game's play, proposed to staff: applied with one action or dismissed.

An import stores a log whose play holds what the competition's ruleset makes an offence only when
asked (``propose_offences``); each offence (:class:`taikai.game.offences.Offence`) is then kept,
numbered in its game, with the status ``proposed`` (:func:`propose`). Staff then either apply the
ruleset's penalty (:func:`apply_offence`: the game's record with the penalty in it, settled again by
the fold and the settlement as any edit is) or dismiss it with a reason (:func:`dismiss_offence`).
Both are audited: the offence's old and new status, the game's old and new record and result, who
and why. Nothing is applied by itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from taikai.game.offences import Offence, applied
from taikai.reasons import Reason
from taikai.services.codes import Say
from taikai.services.errors import BadRequest, Refused
from taikai.services.games import change_record, stored_game
from taikai.services.unit_of_work import NotFound, Store, UnitOfWork
from taikai.services.values import NOTE_LENGTH, Game, OffenceProposal

__all__ = ["Proposal", "apply_offence", "dismiss_offence", "game_offences", "propose"]


@dataclass(frozen=True, slots=True)
class Proposal:
    """A stored offence as pages and commands show it: its number, the offence, its status."""

    number: int
    offence: Offence
    status: str
    note: str | None

    @property
    def reason(self) -> Reason:
        return self.offence.reason

    @property
    def status_reason(self) -> Reason:
        return _status(self.status)


def _status(status: str) -> Reason:
    return Reason(Say(f"offence_status_{status}"))


def _proposal(stored: OffenceProposal) -> Proposal:
    return Proposal(stored.number, Offence.of_data(stored.offence), stored.status, stored.note)


def propose(uow: UnitOfWork, slug: str, game: str, offences: Sequence[Offence]) -> None:
    """Keep each offence of a stored game as proposed (numbered from 1), in an open unit of work."""
    for number, offence in enumerate(offences, 1):
        uow.offences.add(OffenceProposal(slug, game, number, offence.data()))


def game_offences(store: Store, actor: str, slug: str, game: str) -> list[Proposal]:
    """A stored game's offences, by number (none for most games)."""
    with store.unit_of_work(actor, read_only=True) as uow:
        stored_game(uow, slug, game)
        return [_proposal(stored) for stored in uow.offences.list(slug, game)]


def _proposed(uow: UnitOfWork, slug: str, game: str, number: int) -> OffenceProposal:
    stored = uow.offences.get(slug, game, number)
    if stored is None:
        raise NotFound("offence_not_found", competition=slug, game=game, number=number)
    if stored.status != "proposed":
        raise Refused.of(Say.offence_decided, game=game, number=number, status=_status(stored.status))
    return stored


def apply_offence(store: Store, actor: str, slug: str, game: str, number: int, reason: str = "") -> Game:
    """Apply the ruleset's penalty for a proposed offence: the game's record with the penalty in its
    hand (:func:`taikai.game.offences.applied`), settled again and stored, the offence marked applied;
    the stored game. Refused (nothing changed) when the offence was decided before, or when the
    penalty cannot be written into the record (the offender won the hand)."""
    note = reason.strip()[:NOTE_LENGTH] or None
    with store.unit_of_work(actor, note or f"apply offence {number} of game {game}") as uow:
        stored = _proposed(uow, slug, game, number)
        offence = Offence.of_data(stored.offence)
        changed = change_record(uow, slug, game, lambda record: applied(record, offence))
        uow.offences.update(replace(stored, status="applied", note=note))
        return changed


def dismiss_offence(store: Store, actor: str, slug: str, game: str, number: int, reason: str) -> Proposal:
    """Dismiss a proposed offence with ``reason`` (required, at most 1000 characters): nothing is paid."""
    note = reason.strip()
    if not note:
        raise BadRequest.of(Say.offence_dismiss_reason)
    note = note[:NOTE_LENGTH]
    with store.unit_of_work(actor, note) as uow:
        stored = _proposed(uow, slug, game, number)
        return _proposal(uow.offences.update(replace(stored, status="dismissed", note=note)))
