"""Why the core decided something: a code and its parameters, never words.

A :class:`Reason` is built where a decision is made (a promotion, a rejected game, a lottery draw)
and carried in the result; adapters word it in English or Japanese (:func:`taikai.i18n.message`).

>>> why = Reason.of("not_enough_games", games=2, needed=5)
>>> why.code, why.as_dict()
('not_enough_games', {'games': 2, 'needed': 5})
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Reason:
    """A decision's code (stable snake_case, the key of the message catalogs) and its parameters."""

    code: str
    params: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, code: str, /, **params: object) -> Reason:
        return cls(code, tuple(params.items()))

    def as_dict(self) -> dict[str, object]:
        return dict(self.params)
