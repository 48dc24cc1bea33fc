"""What every command shares: rulesets, errors and warnings, progress bars, the JSON-lines loop."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Annotated, Any, NoReturn, TypeVar

import typer

from taikai import i18n
from taikai.cli.codes import CliCode
from taikai.contracts.jsonio import dumps as dumps  # the one writer, for every command
from taikai.errors import InputWarning, TaikaiError

# the rulesets' models and the stream's contract are imported by the commands that use them: a
# command over the database (`taikai standings`) starts without them
if TYPE_CHECKING:
    from rich.console import Console

    from taikai.contracts.stream import StreamRulesets
    from taikai.rules import Ruleset

    console: Console  # Rich's console on stdout, and on stderr: made on first use (__getattr__)
    err_console: Console


def __getattr__(name: str) -> Any:
    """``console`` and ``err_console``, made (and Rich imported) on first use: a command that
    prints no markup (``taikai standings``, ``taikai --version``) starts without Rich."""
    if name not in ("console", "err_console"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from rich.console import Console

    globals().update(console=Console(), err_console=Console(stderr=True))
    return globals()[name]


def _stderr() -> Console:
    """:data:`err_console` (made now if it is not yet)."""
    return globals()["err_console"] if "err_console" in globals() else __getattr__("err_console")


def escape(text: str) -> str:
    """``text`` with Rich's markup escaped (Rich imported when markup is printed)."""
    from rich.markup import escape as escaped

    return escaped(text)


class _Language:
    """The language this command speaks (set by every command's ``--lang``, else ``TAIKAI_LANG``)."""

    chosen: str | None = None


def _choose_language(value: str | None) -> str | None:
    try:
        _Language.chosen = i18n.resolve(value)
    except TaikaiError as error:
        raise typer.BadParameter(error.message) from None
    return value


#: Add ``lang: Lang = None`` to a command: ``--lang ja|en`` (default ``TAIKAI_LANG``, else English).
Lang = Annotated[
    str | None,
    typer.Option(
        "--lang",
        help="Language of messages and reasons: en or ja (default: TAIKAI_LANG, else en).",
        callback=_choose_language,
        is_eager=True,
        expose_value=False,
        show_default=False,
    ),
]


def lang() -> str:
    """The language of the command being run."""
    return _Language.chosen or i18n.resolve(None)


def words(item: Any) -> str:
    """A reason, an error or a warning in the command's language."""
    return i18n.words(item, lang())


def say(key: str, /, **params: object) -> str:
    """The catalog message ``key`` with ``params`` in the command's language (readable output)."""
    return i18n.message(key, params, lang())


def fail(message: str, code: int = 1) -> NoReturn:
    """Print a readable error (no traceback; one line, never wrapped: a path stays whole) and exit."""
    label = escape(say(CliCode.error_label))
    _stderr().print(f"[bold red]{label}[/] {message}", highlight=False, soft_wrap=True)
    raise typer.Exit(code)


def fail_error(error: TaikaiError, as_json: bool = False) -> NoReturn:
    """End the command with ``error`` in the command's language: with ``as_json`` the contract's
    error object on stdout, else one readable line per problem on stderr; exit status 1."""
    if as_json:
        typer.echo(dumps(error_response(error.code, words(error))))
        raise typer.Exit(1)
    for line in words(error).splitlines():
        _stderr().print(
            f"[bold red]{escape(say(CliCode.error_label))}[/] {escape(line)}", highlight=False, soft_wrap=True
        )
    raise typer.Exit(1)


def print_warnings(warnings: Sequence[InputWarning]) -> None:
    """Readable output: one line per warning, on stderr (stdout stays the command's result)."""
    label = escape(say(CliCode.warning_label))
    for warning in warnings:
        _stderr().print(f"[bold yellow]{label}[/] {escape(words(warning))}", highlight=False, soft_wrap=True)


T = TypeVar("T")


def progress(items: Iterable[T], total: int | None, description: str) -> Iterator[T]:
    """``items`` with a Rich progress bar on stderr, shown only when stderr is a terminal.

    Use it on any loop that can run longer than a second or two (imports, big files, replays);
    piped or captured output never gets the bar.
    """
    if not _stderr().is_terminal:
        yield from items
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, console=_stderr(), transient=True) as bar:
        task = bar.add_task(description, total=total)
        for item in items:
            yield item
            bar.advance(task)


def load_rules(name_or_path: str) -> Ruleset:
    """A ruleset for a command option; a bad name or file ends the command with the reason."""
    from taikai.contracts.rules import load_ruleset

    try:
        return load_ruleset(name_or_path, base=None)
    except TaikaiError as error:
        fail_error(error)


def error_response(code: str, message: str) -> dict[str, Any]:
    from taikai.contracts.stream import error_json

    return error_json(code, message)


def jsonl_stream(
    answer: Callable[[Any, Any], dict[str, Any]],
    rules_option: str,
    read: Callable[[bytes], Any] | None = None,
    rulesets_of: type[StreamRulesets[Any]] | None = None,
) -> None:
    """A JSON-lines command on stdin and stdout (:func:`taikai.contracts.stream.answer_lines`):
    ``--rules`` read once, then one answer per line, errors worded in the command's language;
    ``answer`` gets each request (the line read by ``read``: a JSON object unless told) and the
    rulesets (``rulesets_of``: validated unless told).

    A bad ``--rules`` or an input that cannot be read ends the command with the reason (exit 1);
    a reader that closes the output ends it quietly (exit 1).
    """
    from taikai.cli.stream import OutputError, answer_stdin
    from taikai.contracts.stream import InputError, Rulesets, request_object

    try:
        rulesets = (rulesets_of or Rulesets)(rules_option)
    except TaikaiError as error:
        fail_error(error)
    try:
        status = answer_stdin(answer, rulesets, lang(), read or request_object)
    except (InputError, OutputError) as error:
        fail_error(error)
    if status:
        raise typer.Exit(status)
