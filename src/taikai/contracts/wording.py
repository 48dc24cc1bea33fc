"""Decisions, errors and warnings in words for the league's and the cup's outputs, in one language, or
in none: kept as values and worded at the edge.

The JSON contracts and the readable outputs word every code through :class:`Wording`, so that both
say the same: each distinct reason is worded once (a league of 100,000 players repeats most of its
reasons), a reason in parts is joined by the catalog's separator (``reason_parts``: "; " in English,
"、" in Japanese), and a reason whose parameter is an error (a penalty's refusal inside a rejected game)
has that error worded first (a parameter that is a reason is worded by :func:`taikai.i18n.message`).

``Wording(None)`` words nothing: where the words would be it writes the reasons themselves, as JSON
(``{"$words": [{"$reason": [code, {params}]}, ...]}``), so that standings are built and kept once,
in no language, and :func:`worded` writes the same output in each visitor's language from them.

>>> from taikai.reasons import Reason
>>> why = (Reason.of("not_enough_games", games=2, needed=5), Reason("league_stays"))
>>> Wording("ja").parts(why)
'2戦（昇級には5戦が必要）、残留'
>>> kept = {"why": Wording(None).parts(why)}
>>> kept["why"]["$words"][0]
{'$reason': ['not_enough_games', {'games': 2, 'needed': 5}]}
>>> worded(kept, "ja"), worded(kept, "en")
({'why': '2戦（昇級には5戦が必要）、残留'}, {'why': '2 games, 5 needed for promotion; stays'})
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from typing import Any

from taikai import i18n
from taikai.errors import InputWarning, TaikaiError
from taikai.reasons import Reason

__all__ = ["CODES", "MARK", "Wording", "say", "worded"]

#: the message keys worded here, with their parameters
CODES: dict[str, tuple[str, ...]] = {"reason_parts": ()}
#: The key of words kept as reasons (:class:`Wording` of no language); ``"$join": "lines"``
#: beside it joins them one a line (an error of several problems) instead of by ``reason_parts``.
MARK = "$words"

Worded = Reason | TaikaiError | InputWarning
NODES = (dict, list)
Words = str | dict[str, Any]


def _param(value: object) -> object:
    """A reason's parameter as JSON that :func:`_value` reads back as it was."""
    if isinstance(value, Reason):
        return {"$reason": [value.code, {key: _param(inner) for key, inner in value.params}]}
    if isinstance(value, TaikaiError):  # as Wording words it: by its reason, else its English message
        return _param(value.reason) if value.reason is not None else value.message
    if isinstance(value, list | tuple):
        return [_param(inner) for inner in value]
    if isinstance(value, datetime):
        return {"$datetime": value.isoformat()}
    if isinstance(value, date):
        return {"$date": value.isoformat()}
    return value


def _value(value: Any) -> Any:
    """A parameter kept by :func:`_param`, as it was (lists as tuples)."""
    if type(value) is dict and len(value) == 1:
        ((key, inner),) = value.items()
        if key == "$reason":
            code, params = inner
            return Reason(code, tuple((name, _value(each)) for name, each in params.items()))
        if key == "$datetime":
            return datetime.fromisoformat(inner)
        if key == "$date":
            return date.fromisoformat(inner)
    if type(value) is list:
        return tuple(_value(each) for each in value)
    return value


def _kept(item: Worded) -> object:
    """What :class:`Wording` words, kept as a value (an error without a reason: its English words)."""
    if isinstance(item, TaikaiError):
        return _param(item.reason) if item.reason is not None else item.message
    if isinstance(item, InputWarning):
        return item.text or _param(Reason(item.code, tuple(item.params)))
    return _param(item)


def say(item: Worded, lang: str | None) -> Words:
    """:func:`taikai.i18n.words` of ``item`` in ``lang``, or (``lang`` None) the item kept as a value
    that :func:`worded` words as :func:`taikai.i18n.words` does."""
    if lang is not None:
        return i18n.words(item, lang)
    if isinstance(item, TaikaiError) and item.lines:
        return {MARK: [_param(line) for line in item.lines], "$join": "lines"}
    return {MARK: [_kept(item)]}


class Wording:
    """Words in ``lang`` for reasons, errors and warnings, or (``lang`` None) the reasons kept as
    values (see the module docstring)."""

    def __init__(self, lang: str | None = i18n.DEFAULT) -> None:
        self.lang = lang
        self.separator = i18n.message("reason_parts", {}, lang) if lang is not None else ""
        self.cache: dict[tuple[str, tuple[tuple[str, object], ...]], str] = {}

    def __call__(self, item: Worded) -> Any:
        if self.lang is None:
            return {MARK: [_kept(item)]}
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

    def parts(self, why: Sequence[Reason]) -> Any:
        """A reason in parts as one text."""
        if self.lang is None:
            return {MARK: [_kept(part) for part in why]}
        return self(why[0]) if len(why) == 1 else self.separator.join(map(self, why))

    def kept(self, words: dict[str, Any]) -> str:
        """Words kept as values (a :data:`MARK` object) in this wording's language."""
        texts = [self(part) if type(part) is Reason else str(part) for part in map(_value, words[MARK])]
        if words.get("$join") == "lines":
            return "\n".join(texts)
        return texts[0] if len(texts) == 1 else self.separator.join(texts)


def worded(data: Any, lang: str) -> Any:
    """``data`` (the JSON of a contract written by ``Wording(None)`` or :func:`say` of no language)
    with every word kept as a value written in ``lang``: what the contract writes in ``lang``."""
    words = Wording(lang)
    said: dict[str, str] = {}  # each distinct kept reason worded once (most repeat)

    def walk(node: Any) -> Any:  # a dict or a list (a leaf is taken as it is, without a call)
        if type(node) is list:
            return [walk(value) if type(value) in NODES else value for value in node]
        if MARK in node:
            key = repr(node)
            text = said.get(key)
            if text is None:
                said[key] = text = words.kept(node)
            return text
        return {key: walk(value) if type(value) in NODES else value for key, value in node.items()}

    return walk(data) if type(data) in NODES else data
