"""Errors the core reports to its callers.

Every error carries a stable ``code`` (the codes of CONTRACTS.md) and a human
message. Adapters turn them into JSON lines or readable text; they never let a
traceback reach a user.
"""

from __future__ import annotations

from dataclasses import dataclass


class TaikaiError(ValueError):
    """A request the core cannot answer, with a contract error code."""

    code: str = "error"

    def __init__(self, message: str, code: str | None = None) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code

    @property
    def message(self) -> str:
        return str(self.args[0]) if self.args else ""


class BadTiles(TaikaiError):
    """Tiles that cannot be parsed, a 5th copy, or a wrong count."""

    code = "bad_tiles"


class Inconsistent(TaikaiError):
    """Input that contradicts itself (riichi with an open hand, points that do not add up)."""

    code = "inconsistent"


class RulesetError(TaikaiError):
    """A ruleset file or field that is not valid."""

    code = "bad_rules"


@dataclass(frozen=True, slots=True)
class InputWarning:
    """Input that is accepted but is probably wrong (the same game under two ids, a season far away).

    ``code`` is stable (snake_case); ``params`` are the values the message is built from, so that an
    adapter can word it in another language; ``message`` is the English wording. JSON outputs list
    them as ``{"code", "message"}`` under ``warnings`` (CONTRACTS.md section 6); readable outputs
    print them.
    """

    code: str
    message: str
    params: tuple[tuple[str, object], ...] = ()

    def as_json(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message}
