"""Tenhou lobby log lines (IMPORTS.md section 3): one game per result line, settled scores only.

::

    [2021/11/16 09:14:59] lobby=18935&type=0241&un=Aranlyde,point,wolfos,LY1nX&sc=-45.9,9.7,-15.2,51.4

- the time in brackets is JST;
- ``un`` the four names in seat order, percent-encoded (UTF-8) in the raw log;
- ``sc`` the settled pt in the same order (the lobby's own uma): they must add up to 0.0;
- ``lobby``, ``type``, ``chip`` and anything else are kept as written in the game's ``extra``.

A line is a result line when it starts with a bracketed time and its fields include ``un=`` or
``sc=``; other lines (blank lines aside) are skipped and counted. A malformed result line is refused
with its line number. The log has no game id: a game's id is made of the lobby, the time and the
four names as written (``un``), so the same line pasted twice is the same game.

>>> read = read_lobby("[2021/11/16 09:14:59] lobby=18935&type=0241&un=Aranlyde,point,wolfos,"
...     "LY1nX&sc=-45.9,9.7,-15.2,51.4&chip=-3,2,-1,2\\n#END\\n", "lobby.txt")
>>> game = read.games[0]
>>> [str(p) for p in game.seats][:2], [str(s) for s in game.scores], game.played_at.isoformat()
(['Aranlyde (tenhou:Aranlyde)', 'point (tenhou:point)'], ['-45.9', '9.7', '-15.2', '51.4'], \
'2021-11-16T09:14:59+09:00')
>>> dict(game.extra), dict(read.skipped), game.game_id
({'lobby': '18935', 'type': '0241', 'chip': '-3,2,-1,2'}, {'not_a_result_line': 1}, \
'18935/20211116091459/Aranlyde,point,wolfos,LY1nX')
"""

from __future__ import annotations

import re
from datetime import datetime
from decimal import Decimal
from urllib.parse import unquote
from zoneinfo import ZoneInfo

from taikai.importers.codes import ImportCode
from taikai.importers.model import (
    FileImport,
    ImportedGame,
    Place,
    PlayerRef,
    Refusal,
    finish,
    refusal,
    repeated_players,
)
from taikai.reasons import Reason

__all__ = ["JST", "read_lobby"]

SOURCE = "tenhou-lobby"
JST = ZoneInfo("Asia/Tokyo")
KNOWN_KEYS = ("lobby", "type", "un", "sc", "chip")
_LINE = re.compile(r"\[(?P<time>[^\]]*)\]\s*(?P<body>.*)")
_TIME = "%Y/%m/%d %H:%M:%S"
_SCORE = re.compile(r"[+-]?\d{1,6}(?:\.\d)?")
UNIT = Decimal("0.1")


def _is_result(body: str) -> bool:
    return any(part.startswith(("un=", "sc=")) for part in body.split("&"))


def read_lobby(content: bytes | str, origin: str) -> FileImport:
    """The games of a lobby log (the file's text or bytes)."""
    if isinstance(content, bytes):
        try:
            content = content.decode("utf-8").removeprefix("\ufeff")
        except UnicodeDecodeError as error:
            return finish(origin, SOURCE, (), [refusal("not_text", origin, byte=error.start + 1)])
    games: list[ImportedGame] = []
    refused: list[Refusal] = []
    unknown: list[str] = []
    other = 0
    for number, line in enumerate(content.splitlines(), 1):
        match = _LINE.match(line.strip())
        if match is None or not _is_result(match["body"]):
            other += bool(line.strip())
            continue
        read = _read_line(
            match["time"], match["body"], Place.of(ImportCode.at_line, file=origin, number=number)
        )
        if isinstance(read, ImportedGame):
            games.append(read)
            unknown += [key for key in read.extra if key not in KNOWN_KEYS]
        else:
            refused += read
    return finish(origin, SOURCE, games, refused, {"not_a_result_line": other}, unknown)


def _fields(body: str, where: str) -> tuple[dict[str, str], list[Refusal]]:
    fields: dict[str, str] = {}
    refused = []
    for part in filter(None, body.split("&")):  # an empty part ("a=1&&b=2") says nothing
        key, _, value = part.partition("=")
        if key in fields:
            refused.append(refusal("repeated_key", where, key=key))
        fields[key] = value
    refused += [refusal("missing_key", where, key=key) for key in ("un", "sc") if key not in fields]
    return fields, refused


def _names(text: str, where: str) -> tuple[list[str], list[Refusal]]:
    parts = text.split(",")
    names, refused = [], []
    for raw in parts:
        try:
            name = unquote(raw, errors="strict")
        except UnicodeDecodeError:
            refused.append(refusal("bad_name", where, value=raw, problem=Reason(ImportCode.name_not_utf8)))
            continue
        if not name.strip():
            refused.append(refusal("bad_name", where, value=raw, problem=Reason(ImportCode.name_empty)))
        names.append(name)
    if len(parts) != 4:
        refused.append(refusal("bad_names", where, count=len(parts)))
    return names, refused


def _scores(text: str, where: str) -> tuple[tuple[Decimal, ...], list[Refusal]]:
    parts = text.split(",")
    if len(parts) != 4 or not all(_SCORE.fullmatch(part) for part in parts):
        return (), [refusal("bad_scores", where, value=text)]
    scores = tuple(Decimal(part).quantize(UNIT) for part in parts)
    total = sum(scores, Decimal("0.0"))
    if total != 0:
        return scores, [refusal("lobby_scores_not_zero_sum", where, scores=scores, total=total)]
    return scores, []


def _read_line(time: str, body: str, where: str) -> ImportedGame | list[Refusal]:
    refused: list[Refusal] = []
    try:
        played_at = datetime.strptime(time, _TIME).replace(tzinfo=JST)
    except ValueError:
        played_at = None
        refused.append(
            refusal(
                "bad_time",
                where,
                field=Reason(ImportCode.the_time),
                value=time,
                expected="YYYY/MM/DD hh:mm:ss",
            )
        )
    fields, problems = _fields(body, where)
    refused += problems
    names, problems = _names(fields["un"], where) if "un" in fields else ([], [])
    refused += problems
    scores, problems = _scores(fields["sc"], where) if "sc" in fields else ((), [])
    refused += problems
    seats = tuple(PlayerRef(name, f"tenhou:{name}") for name in names)
    if len(seats) == len(names) == 4:  # a wrong count is refused already (bad_names)
        refused += repeated_players(where, seats)
    if refused or played_at is None:
        return refused
    return ImportedGame(
        source=SOURCE,
        platform="tenhou",
        game_id=f"{fields.get('lobby', '')}/{played_at:%Y%m%d%H%M%S}/{fields['un']}",
        played_at=played_at,
        seats=seats,
        scores=scores,
        extra={key: value for key, value in fields.items() if key not in ("un", "sc")},
        origin=where,
    )
