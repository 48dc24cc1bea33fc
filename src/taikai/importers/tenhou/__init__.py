"""Tenhou logs: mjlog XML and tenhou.net/6 JSON (Tenhou's, and Mahjong Soul logs converted to it).

One package for both formats: they are two spellings of one game (each file
of ``shared/data/tenhou6`` exists in both), read into the same values
(:mod:`.model`) by two readers (:mod:`.mjlog`, :mod:`.tenhou6`), so the
situation of a hand (:mod:`.situation`), the rules a log states
(:mod:`.rules`) and the game record (:mod:`.record`) are written once.

The calls other parts make::

    game = read_file(path)           # or read_log(text, name): the format is told by the content
    game.rules.text                  # the ruleset the log states, and where it says so
    game = decided(game)             # its final rounding decided by its own result when its date does not
    played_at(game, zone)            # when it was played, as the log says (None: it does not)
    game.warnings                    # a log cut before the end of the game: where it stops
    record = record_of(game)         # the game record; record_of(game, "mleague") under another ruleset
    record, run = replay(game)       # replayed by the engine; run.error if it differs from the log

Every problem is a :class:`BadLog` (code ``bad_log``) naming the file, the
hand and the tag or field; a file that cannot be read is a
:class:`~taikai.contracts.files.FileError`.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from taikai.contracts.files import read_text
from taikai.contracts.jsonio import JsonError, loads
from taikai.importers.codes import ImportCode
from taikai.importers.tenhou import mjlog, tenhou6
from taikai.importers.tenhou.mjlog import iter_archive
from taikai.importers.tenhou.model import (
    Agari,
    BadLog,
    Call,
    Cut,
    Discard,
    Draw,
    Meld,
    NewDora,
    Owari,
    Player,
    Riichi,
    Ryuukyoku,
    TenhouGame,
    TenhouHand,
)
from taikai.importers.tenhou.record import NotReproduced, check_final, decided, record_of, replay
from taikai.importers.tenhou.rules import BY_RESULT, ERA_CODES, Era, LogRules
from taikai.importers.tenhou.situation import request
from taikai.importers.tenhou.when import played_at

__all__ = [
    "BY_RESULT",
    "ERA_CODES",
    "MAX_LOG_BYTES",
    "Agari",
    "BadLog",
    "Call",
    "Cut",
    "Discard",
    "Draw",
    "Era",
    "LogRules",
    "Meld",
    "NewDora",
    "NotReproduced",
    "Owari",
    "Player",
    "Riichi",
    "Ryuukyoku",
    "TenhouGame",
    "TenhouHand",
    "check_final",
    "decided",
    "format_of",
    "iter_archive",
    "iter_games",
    "iter_wins",
    "played_at",
    "read_file",
    "read_log",
    "record_of",
    "replay",
]

MAX_LOG_BYTES = mjlog.MAX_LOG_BYTES


def format_of(text: str) -> str | None:
    """``"mjlog"`` for XML, ``"tenhou6"`` for a JSON object with a ``log`` list, None for anything else
    (a game record, say)."""
    start = text.lstrip()[:1]
    if start == "<":
        return "mjlog"
    if start == "{":
        try:
            data = loads(text)
        except JsonError:
            return None
        return "tenhou6" if isinstance(data, dict) and isinstance(data.get("log"), list) else None
    return None


def read_log(text: str, name: str = "") -> TenhouGame:
    """A log's text, mjlog XML or tenhou.net/6 JSON (told by the content, not the file name)."""
    start = text.lstrip()[:1]
    if start == "<":
        return mjlog.read(text, name)
    if start == "{":
        return tenhou6.read(text, name)
    raise BadLog.of(ImportCode.log_neither, name=name or "log")


def read_file(path: str | Path) -> TenhouGame:
    """A log file (a gzipped ``.mjlog`` as Tenhou serves them too), read through
    :func:`taikai.contracts.files.read_text`."""
    return read_log(read_text(path, MAX_LOG_BYTES), Path(path).name)


def iter_games(archive: str | Path) -> Iterator[TenhouGame]:
    """Every game of a .tar(.xz/.gz) archive of mjlogs, in file-name order."""
    for name, text in iter_archive(archive):
        yield mjlog.read(text, name)


def iter_wins(archive: str | Path) -> Iterator[tuple[dict, dict, str]]:
    """(score request, the log's own result, label "file#E1-0#1") for every win of an archive."""
    for game in iter_games(archive):
        for hand in game.hands:
            for number, win in enumerate(hand.wins, 1):
                yield request(game, hand, win), win.expected(), f"{game.name}#{hand.label}#{number}"
