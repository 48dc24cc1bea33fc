"""The JSON-lines loop of the stream commands, and ``taikai score --jsonl`` run without typer.

:func:`answer_stdin` is the loop of every stream command (``score --jsonl``, ``settle --jsonl``:
:func:`taikai.cli.common.jsonl_stream`). :func:`run` is the console script's first step
(:func:`taikai.cli.main.run`): a command line that is exactly ``taikai score --jsonl`` with
``--rules`` and ``--lang`` (in any order, each at most once, ``--opt VALUE`` or ``--opt=VALUE``)
is answered here, before typer, click and rich are imported (a third of the stream's start-up).
Any other command line, and any option the stream refuses (an unknown ruleset, an unknown
language), is left to the typer application, which reads it again and answers as always: the same
help, the same errors, the same exit statuses.
"""

from __future__ import annotations

import contextlib
import gc
import io
import os
import sys
from collections.abc import Callable
from typing import Any

from taikai.contracts.stream import HandRulesets, InputError, StreamRulesets, answer_lines, request_object
from taikai.errors import TaikaiError
from taikai.reasons import Reason

__all__ = ["SCORE_RULES", "OutputError", "answer_stdin", "run"]

#: The default ``--rules`` of ``taikai score``.
SCORE_RULES = "mleague"
_VALUED = ("--rules", "--lang")


class OutputError(TaikaiError):
    """The answers cannot be written (a full disk, a failing device): the stream ends, and says so."""

    def __init__(self, message: str | Reason) -> None:
        super().__init__(message, "bad_output")


def answer_stdin(
    answer: Callable[[Any, Any], dict[str, Any]],
    rulesets: StreamRulesets[Any],
    lang: str,
    read: Callable[[bytes], Any] = request_object,
) -> int:
    """One answer on stdout for every line of stdin (:func:`taikai.contracts.stream.answer_lines`),
    errors worded in ``lang``; ``answer`` gets each request (the line read by ``read``: a JSON object
    unless told) and the rulesets. The exit status: 0; 1 when the reader closed the output (it is
    told nothing more); 130 on Ctrl-C (the answers so far were written). Raises :class:`InputError`
    when stdin cannot be read, :class:`OutputError` when stdout cannot be written.
    """
    sys.stdout.flush()
    gc.freeze()  # what the command built so far lives to the end: the stream's collections skip it
    sink = sys.stdout.buffer
    # under `python -u` (PYTHONUNBUFFERED) stdout is a raw file: one write call per answer. The
    # stream flushes on its own terms (answer_lines: at a terminal each line, before it would wait
    # for input, at the end), so its answers go through a buffer of their own on the same file
    own = open(sink.fileno(), "wb", closefd=False) if isinstance(sink, io.RawIOBase) else None  # noqa: SIM115
    try:
        answer_lines(lambda line: answer(read(line), rulesets), sys.stdin.buffer, own or sink, lang)
    except BrokenPipeError:  # the reader went away (`| head`): nothing more to say to it
        _stdout_to_nothing()
        return 1
    except OSError as error:  # the answers cannot be written (a full disk): the command says why
        _stdout_to_nothing()
        reason = (error.strerror or str(error)).lower()
        raise OutputError(Reason.of("stream_cannot_write_output", reason=reason)) from None
    except KeyboardInterrupt:  # Ctrl-C at a terminal
        return 130
    finally:
        if own is not None:  # flushed already, or its reader went away: closing it leaves stdout open
            with contextlib.suppress(OSError):
                own.close()
    return 0


def _stdout_to_nothing() -> None:
    """Point stdout at the null device: what it still holds is not written, and not complained of
    as Python exits."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def score_options(argv: list[str]) -> dict[str, str] | None:
    """The ``--rules`` and ``--lang`` of a command line that is exactly ``score --jsonl`` with them
    (None for any other command line: typer reads those)."""
    if argv[:1] != ["score"]:
        return None
    options: dict[str, str] = {}
    words = iter(argv[1:])
    for word in words:
        name, equals, value = word.partition("=")
        if name in options or (name == "--jsonl" and equals):
            return None  # an option given twice, a value given to the flag
        if name == "--jsonl":
            options[name] = ""
            continue
        if name not in _VALUED:
            return None
        if not equals:
            value = next(words, "-")
        if value.startswith("-"):  # no value, or one that looks like an option: typer decides
            return None
        options[name] = value
    return options if "--jsonl" in options else None


def run(argv: list[str]) -> int | None:
    """Answer ``taikai score --jsonl`` (see the module docstring) and give its exit status; None when
    the command line is another one, or its options are refused (the typer application says why)."""
    options = score_options(argv)
    if options is None:
        return None
    from taikai import i18n
    from taikai.contracts.score import answer, parse_line

    try:
        language = i18n.resolve(options.get("--lang"))
        rulesets = HandRulesets(options.get("--rules", SCORE_RULES))
    except TaikaiError:
        return None
    try:
        return answer_stdin(answer, rulesets, language, read=parse_line)
    except (InputError, OutputError) as error:  # said as every command says an error (rich imported only now)
        import typer

        from taikai.cli import common

        common._choose_language(options.get("--lang"))  # what --lang does before a command runs
        try:
            common.fail_error(error)
        except typer.Exit as end:
            return int(end.exit_code)
