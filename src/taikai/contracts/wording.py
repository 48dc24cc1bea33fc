"""Decisions, errors and warnings in words for the league's and the cup's outputs, in one language.

The JSON contracts and the readable outputs word every code through :class:`Wording`, so that both
say the same: each distinct reason is worded once (a league of 100,000 players repeats most of its
reasons), a reason in parts is joined by the catalog's separator (``reason_parts``: "; " in English,
"、" in Japanese), and a reason whose parameter is an error (a penalty's refusal inside a rejected game)
has that error worded first (a parameter that is a reason is worded by :func:`taikai.i18n.message`).

>>> from taikai.reasons import Reason
>>> words = Wording("ja")
>>> words.parts((Reason.of("not_enough_games", games=2, needed=5), Reason("league_stays")))
'2戦（昇級には5戦が必要）、残留'
"""

from __future__ import annotations

from collections.abc import Sequence

from taikai import i18n
from taikai.errors import InputWarning, TaikaiError
from taikai.reasons import Reason

__all__ = ["CODES", "Wording"]

#: the message keys worded here, with their parameters
CODES: dict[str, tuple[str, ...]] = {"reason_parts": ()}

Worded = Reason | TaikaiError | InputWarning


class Wording:
    """Words in ``lang`` for reasons, errors and warnings (see the module docstring)."""

    def __init__(self, lang: str = i18n.DEFAULT) -> None:
        self.lang = lang
        self.separator = i18n.message("reason_parts", {}, lang)
        self.cache: dict[tuple[str, tuple[tuple[str, object], ...]], str] = {}

    def __call__(self, item: Worded) -> str:
        if type(item) is Reason:
            key = item.code, item.params  # what a reason equals by, hashed in C (Reason's hash is Python's)
            try:
                text = self.cache.get(key)
            except TypeError:  # a parameter that is a list: worded each time
                return self._reason(item)
            if text is None:
                self.cache[key] = text = self._reason(item)
            return text
        if isinstance(item, TaikaiError) and item.reason is not None:
            return self(item.reason)
        return i18n.words(item, self.lang)

    def _reason(self, reason: Reason) -> str:
        params = dict(reason.params)
        for key, value in reason.params:
            if isinstance(value, TaikaiError):  # a reason parameter is worded by taikai.i18n itself
                params[key] = self(value)
        return i18n.message(reason.code, params, self.lang)

    def parts(self, why: Sequence[Reason]) -> str:
        """A reason in parts as one text."""
        return self(why[0]) if len(why) == 1 else self.separator.join(map(self, why))
