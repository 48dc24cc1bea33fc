"""JSON-lines streams: one JSON answer per input line, in order, whatever the line holds.

``taikai score --jsonl`` and ``taikai settle --jsonl`` read requests on standard input, one per
line, and write one answer per line (CONTRACTS.md). :func:`answer_lines` is their loop:

- the input is read as bytes; every line gets exactly one answer: a blank line, bytes that are
  not UTF-8, text that is not JSON (``\\x0b``, U+3000), a lone surrogate, a huge number, deep
  nesting, a line longer than :data:`MAX_LINE` bytes each get a ``bad_request`` answer (valid
  JSON: the raw bytes of a line are never echoed);
- a request the handler refuses gets ``{"ok": false, "error": {"code", "message"}}``, the
  message in the stream's language (``--lang``); a failure of taikai itself gets
  ``internal_error`` on its line, and the stream goes on;
- answers are written through the output's buffer: flushed after each line only on a terminal,
  otherwise when the input has nothing more to read yet (an interactive writer gets each answer
  before it sends the next line) and at the end;
- only a failure to read the input stops the stream (:class:`InputError`).

:class:`Rulesets` gives a request its ruleset: a preset by name or the ruleset of ``--rules``
(read once, when the stream starts); a stream never opens a path a request names.
:class:`HandRulesets` gives the same as the hand scorer reads them (``Ruleset.hand``).
"""

from __future__ import annotations

import difflib
import select
from collections.abc import Callable, Iterator
from io import BufferedIOBase
from typing import TYPE_CHECKING, Any, Final, Generic, TypeVar

from taikai.contracts.jsonio import dumps_bytes, loads
from taikai.contracts.rules import load_hand_rules, load_ruleset
from taikai.errors import BadRequest, RulesetError, TaikaiError
from taikai.i18n import words
from taikai.reasons import Reason
from taikai.rules import shipped
from taikai.tiles import quoted

if TYPE_CHECKING:
    from taikai.hand.rules import HandRules
    from taikai.rules import Ruleset

__all__ = [
    "MAX_LINE",
    "HandRulesets",
    "InputError",
    "Rulesets",
    "StreamRulesets",
    "answer_lines",
    "error_json",
    "request_object",
]

MAX_LINE: Final = 1 << 20  # bytes in a line: a request needs well under a kilobyte
_CHUNK: Final = 1 << 16
_JSON_SPACE: Final = b" \t\r\n"

Answer = Callable[[bytes], dict[str, Any]]  # one line (not empty, not too long) -> its answer


class InputError(TaikaiError):
    """The input stream cannot be read (the one thing that ends a stream early)."""

    def __init__(self, message: str | Reason) -> None:  # the code given here: mypyc drops a class attribute
        super().__init__(message, "bad_input")


def error_json(code: str, message: str) -> dict[str, Any]:
    return {"ok": False, "error": {"code": code, "message": message}}


# --------------------------------------------------------------------------- rulesets


R = TypeVar("R")


class StreamRulesets(Generic[R]):
    """The rulesets a stream's requests may name, in the form ``R`` the stream reads them: the
    presets, and the operator's ``--rules``.

    ``option`` (a preset name or a ruleset file: :func:`taikai.contracts.rules.load_ruleset`) is
    read once, here. A request's ``"rules"`` must be a preset name or exactly ``option``; anything
    else is refused (``bad_rules``) without touching the file system.
    """

    def __init__(self, option: str) -> None:
        self.option = option
        self.presets = shipped.preset_names()
        self.loaded: dict[str, R] = {}
        self.default = self._named(option)

    def get(self, name: str | None) -> R:
        """The ruleset a request names (None: the stream's default)."""
        if name is None or name == self.option:
            return self.default
        found = self.loaded.get(name)
        if found is None:
            if name not in self.presets:
                raise RulesetError(self._unknown(name))
            found = self.loaded[name] = self._named(name)
        return found

    def _named(self, name: str) -> R:
        """The ruleset of a preset name or of the operator's ``--rules``."""
        raise NotImplementedError

    def _unknown(self, name: str) -> Reason:
        close = difflib.get_close_matches(name, self.presets, n=1)
        shown = quoted(name)
        if close:
            return Reason.of("stream_rules_close", name=shown, close=close[0], presets=self.presets,
                             option=self.option)  # fmt: skip
        return Reason.of("stream_rules_unknown", name=shown, presets=self.presets, option=self.option)


class Rulesets(StreamRulesets["Ruleset"]):
    """The rulesets of a stream (see :class:`StreamRulesets`), validated (``settle --jsonl``)."""

    def _named(self, name: str) -> Ruleset:
        return load_ruleset(name, base=None)


class HandRulesets(StreamRulesets["HandRules"]):
    """The rulesets of a stream as the hand scorer reads them (``Ruleset.hand``: ``score --jsonl``).
    A preset's are ready made (:func:`taikai.contracts.rules.load_hand_rules`): a stream scoring
    under presets validates no ruleset, and starts without importing pydantic."""

    def _named(self, name: str) -> HandRules:
        return load_hand_rules(name, base=None)


# --------------------------------------------------------------------------- the loop


def request_object(line: bytes) -> dict[str, Any]:
    """One line of a stream as a JSON object (:func:`taikai.contracts.jsonio.loads`, strict): the
    reading of a stream whose contract has no faster one."""
    value = loads(line)
    if not isinstance(value, dict):
        raise BadRequest.of("stream_not_object")
    return value


def answer_lines(answer: Answer, source: BufferedIOBase, sink: BufferedIOBase, lang: str = "en") -> None:
    """Write to ``sink`` one JSON answer line for every line of ``source`` (see the module docstring).

    ``answer`` gets each line (its bytes, without the newline; never empty or too long) and returns
    its answer; it raises :class:`TaikaiError` to refuse one, worded in ``lang``. Raises
    :class:`InputError` when ``source`` cannot be read (the answers written so far are flushed first).
    """
    each_line = _is_terminal(sink)
    try:
        for line in _lines(source, sink.flush):
            sink.write(_answer(answer, line, lang))
            if each_line:
                sink.flush()
    finally:
        sink.flush()


def _answer(answer: Answer, line: bytes | None, lang: str) -> bytes:
    """One answer line (bytes, newline included) for one input line (None: a line too long)."""
    try:
        if line is None:
            raise BadRequest.of("stream_line_too_long", limit=MAX_LINE)
        if line[:1] != b"{" and not line.strip(_JSON_SPACE):  # a request's line starts with its "{"
            raise BadRequest.of("stream_empty_line")
        response = answer(line)
    except TaikaiError as error:
        response = error_json(error.code, words(error, lang))
    except Exception as error:  # a bug in taikai: this line says so, the stream goes on
        failure = Reason.of("stream_internal_error", kind=type(error).__name__)
        response = error_json("internal_error", words(failure, lang))
    try:
        return dumps_bytes(response) + b"\n"
    except Exception as error:  # an answer taikai cannot write (a bug): say so on its line
        failure = Reason.of("stream_cannot_write", kind=type(error).__name__)
        return dumps_bytes(error_json("internal_error", words(failure, lang))) + b"\n"


def _lines(source: BufferedIOBase, before_waiting: Callable[[], object]) -> Iterator[bytes | None]:
    """The lines of ``source`` without their newline; None for a line longer than :data:`MAX_LINE`
    (its bytes are dropped as they come). ``before_waiting`` is called before a read that would wait."""
    pending = bytearray()
    too_long = False
    while True:
        if _would_wait(source):
            before_waiting()
        try:
            chunk = source.read1(_CHUNK)
        except OSError as error:
            reason = (error.strerror or str(error)).lower()
            raise InputError(Reason.of("stream_cannot_read", reason=reason)) from None
        if not chunk:
            break
        start = 0
        while (end := chunk.find(b"\n", start)) >= 0:
            if too_long or len(pending) + end - start > MAX_LINE:
                yield None
            elif pending:
                pending += chunk[start:end]
                yield bytes(pending)
            else:
                yield chunk[start:end]
            pending.clear()
            too_long = False
            start = end + 1
        if not too_long:
            pending += chunk[start:]
            if len(pending) > MAX_LINE:
                too_long = True
                pending.clear()
    if too_long:
        yield None
    elif pending:
        yield bytes(pending)


def _would_wait(source: BufferedIOBase) -> bool:
    """Whether reading ``source`` now would wait for its writer (a pipe or terminal with nothing in it)."""
    try:
        fd = source.fileno()
    except (OSError, ValueError):  # not a file (a test's BytesIO): never waits
        return False
    try:
        ready, _, _ = select.select([fd], [], [], 0)
    except (OSError, ValueError):  # cannot tell (a pipe on Windows): as if it would
        return True
    return not ready


def _is_terminal(sink: BufferedIOBase) -> bool:
    try:
        return sink.isatty()
    except (OSError, ValueError):
        return False
