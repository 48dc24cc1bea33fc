"""Errors the core reports to its callers, and warnings about input it accepted.

Every error carries a stable ``code`` (the codes of CONTRACTS.md: ``bad_tiles``, ``inconsistent`` ...)
and what went wrong: a :class:`~taikai.reasons.Reason` (a message key of the catalogs and its
parameters, worded by the adapters in English or Japanese, see :mod:`taikai.i18n`), or, in code not
yet moved to the catalogs, an English message. Adapters turn errors into JSON lines or readable text;
they never let a traceback reach a user.

>>> error = Inconsistent(Reason.of("not_enough_games", games=2, needed=5))
>>> error.code, error.key, error.params, error.message
('inconsistent', 'not_enough_games', {'games': 2, 'needed': 5}, '2 games, 5 needed for promotion')

An error may hold several problems found at once (every field of a file that is wrong), one
line each (:meth:`TaikaiError.of_lines`); an error met inside another task is placed in it with
:meth:`TaikaiError.within` (the outer template gets the inner reason as its ``problem``), each
line kept, the class and the code unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Self

from taikai.reasons import Reason


def _english(key: str, params: dict[str, object]) -> str:
    # the English words are the catalog's msgids: no file is read (taikai.i18n imports this module)
    from taikai.i18n import message

    return message(key, params)


class TaikaiError(ValueError):
    """A request the core cannot answer: a contract error ``code`` and the reason (or an English message)."""

    code: str = "error"

    def __init__(self, message: str | Reason, code: str | None = None) -> None:
        self.reason = message if isinstance(message, Reason) else None
        self.params: dict[str, object] = self.reason.as_dict() if self.reason is not None else {}
        #: every problem, one line each, when the error holds several (``reason`` is the first)
        self.lines: tuple[Reason, ...] = ()
        super().__init__(message if isinstance(message, str) else message.code)
        if code is not None:
            self.code = code

    @classmethod
    def of(cls, key: str, /, **params: object) -> Self:
        """The error of a catalog message key with its parameters (the contract code is the class's)."""
        return cls(Reason(key, tuple(params.items())))

    @classmethod
    def of_lines(cls, lines: Sequence[Reason], code: str | None = None) -> Self:
        """One error holding several problems (at least one), worded one line each."""
        error = cls.__new__(cls)
        TaikaiError.__init__(error, lines[0], code)
        error.lines = tuple(lines) if len(lines) > 1 else ()
        return error

    @classmethod
    def wrapping(cls, error: TaikaiError, key: str, /, **params: object) -> Self:
        """An error of this class holding each problem of ``error`` as the ``problem`` of the
        template ``key`` (with ``params``): ``RecordError.wrapping(error, "field_problem", ...)``."""
        return cls.of_lines(
            tuple(Reason(key, (*params.items(), ("problem", line))) for line in error.problems)
        )

    def within(self, key: str, /, **params: object) -> Self:
        """This error placed in a larger task (see :meth:`wrapping`); the class and the contract
        code stay."""
        error = type(self).wrapping(self, key, **params)
        error.code = self.code
        return error

    @property
    def problems(self) -> tuple[Reason | str, ...]:
        """Each problem: the lines, the reason, or the English message of an error not yet moved to
        the catalogs (what a message that names this error shows)."""
        if self.lines:
            return self.lines
        return (self.reason,) if self.reason is not None else (self.message,)

    @property
    def key(self) -> str:
        """The message key: the reason's code, or the contract code for an English message."""
        return self.reason.code if self.reason is not None else self.code

    @property
    def message(self) -> str:
        """The English words (one line per problem)."""
        if self.lines:
            return "\n".join(_english(line.code, line.as_dict()) for line in self.lines)
        if self.reason is not None:
            return _english(self.reason.code, self.params)
        return str(self.args[0]) if self.args else ""

    def __str__(self) -> str:
        return self.message


class BadTiles(TaikaiError):
    """Tiles that cannot be parsed, a 5th copy, or a wrong count."""

    code = "bad_tiles"


class Inconsistent(TaikaiError):
    """Input that contradicts itself (riichi with an open hand, points that do not add up)."""

    code = "inconsistent"


class RulesetError(TaikaiError):
    """A ruleset file or field that is not valid."""

    code = "bad_rules"


class BadRequest(TaikaiError):
    """A request whose shape is wrong: a field missing, of the wrong type, or beyond its bounds."""

    code = "bad_request"


class NotAllowed(TaikaiError):
    """What the ruleset forbids (a penalty it has no rule for, a yaku it does not play)."""

    code = "not_allowed"


@dataclass(frozen=True, slots=True)
class InputWarning:
    """Input that is accepted but is probably wrong (the same game under two ids, a season far away).

    ``code`` is stable (snake_case) and is the catalog's message key; ``params`` are the values the
    words are built from. ``text`` is an English wording given by code not yet moved to the catalogs
    (empty otherwise: then :attr:`message` comes from the catalog). JSON outputs list warnings as
    ``{"code", "message"}`` under ``warnings`` (CONTRACTS.md section 6); readable outputs print them.
    """

    code: str
    text: str = ""
    params: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, code: str, /, **params: object) -> InputWarning:
        return cls(code, "", tuple(params.items()))

    @property
    def message(self) -> str:
        """The English words."""
        return self.text or _english(self.code, dict(self.params))

    def as_json(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message}
