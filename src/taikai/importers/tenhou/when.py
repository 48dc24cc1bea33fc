"""When a Tenhou log's game was played, as the log says it (a log may say nothing: the import asks).

- A Tenhou log: its id (the tenhou.net/6 ``ref``, an mjlog's file name) begins with the JST hour
  (``2019021004gm-...``).
- A Mahjong Soul log converted to tenhou.net/6: its ``title[1]``, the game's end as the converter wrote
  it: Unix seconds (``1697285112``) or a date string (``2023/10/14 21:05:12``, ``10/14/2023, 9:05:12
  PM``, ``2023-10-14T12:05:12.000Z`` ...: a string without a zone is read in the competition's zone).
  The game's uuid (its ``ref``) begins with its date (``231014-...``, YYMMDD): a title time more than a
  day from it is refused, and a day-month order the string leaves open is decided by it.
- A log that says neither (an mjlog saved without its id, a bot's log) has no time: None.

>>> from zoneinfo import ZoneInfo
>>> uuid_date("231014-0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0")
datetime.date(2023, 10, 14)
>>> tokyo = ZoneInfo("Asia/Tokyo")
>>> titles = (1697285112, "2023/10/14 21:05:12", "10/14/2023, 9:05:12 PM", "14/10/2023, 21:05",
...           "2023-10-14T12:05:12.000Z")
>>> for title in titles:
...     print(title_time(title, tokyo, uuid_date("231014-ab"), "log"))
2023-10-14 12:05:12+00:00
2023-10-14 21:05:12+09:00
2023-10-14 21:05:12+09:00
2023-10-14 21:05:00+09:00
2023-10-14 12:05:12+00:00
>>> title_time("第1回戦", tokyo, None, "log") is None
True
"""

from __future__ import annotations

import re
import unicodedata
from datetime import UTC, date, datetime, timedelta, tzinfo

from taikai.importers.codes import ImportCode
from taikai.importers.csv_sheet import parse_time
from taikai.importers.tenhou.model import TenhouGame, fail, id_time

__all__ = ["played_at", "title_time", "uuid_date"]

_UUID = re.compile(r"(\d{2})(\d{2})(\d{2})-[0-9a-z]")
#: A time written month or day first (``10/14/2023, 9:05:12 PM``, ``14.10.2023 21:05``).
_NUMERIC = re.compile(
    r"(\d{1,2})[/.](\d{1,2})[/.](\d{4}),?\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(AM|PM)?", re.IGNORECASE
)
_FRACTION = re.compile(r"(:\d{2})\.\d+")
#: Unix seconds a title may hold: from 2000 to 2100 (anything else is not a time).
_SECONDS = (946_684_800, 4_102_444_800)
_SLACK = timedelta(days=1)  # a title's time against its uuid's date: the two may be in other zones


def uuid_date(ref: str) -> date | None:
    """The date a Mahjong Soul game uuid begins with (``231014-...`` is 2023-10-14), None if none."""
    found = _UUID.match(ref)
    if found is None:
        return None
    try:
        return date(2000 + int(found.group(1)), int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


def _numeric(text: str, zone: tzinfo, near: date | None) -> datetime | None:
    """A time written with the day and month as numbers first: the order a valid date and ``near``
    (the uuid's date) allow, None when both orders remain."""
    found = _NUMERIC.fullmatch(text)
    if found is None:
        return None
    first, second, year, hour, minute, seconds, half = found.groups()
    clock = int(hour) % 12 + (12 if half and half.upper() == "PM" else 0) if half else int(hour)
    times = []
    for month, day in ((first, second), (second, first)):
        try:
            when = datetime(
                int(year), int(month), int(day), clock, int(minute), int(seconds or 0), tzinfo=zone
            )
        except ValueError:
            continue
        if when not in times:
            times.append(when)
    if near is not None:
        times = [when for when in times if abs(when.date() - near) <= _SLACK]
    return times[0] if len(times) == 1 else None


def title_time(value: int | str, zone: tzinfo, near: date | None, name: str) -> datetime | None:
    """The time a converter wrote in a title (Unix seconds, or a date string read in ``zone``), None
    when it is no time; a time more than a day from ``near`` (the uuid's date) is a BadLog."""
    if isinstance(value, str) and value.strip().isdigit() and len(value.strip()) <= 12:
        value = int(value)
    if isinstance(value, int):
        when = datetime.fromtimestamp(value, UTC) if _SECONDS[0] <= value < _SECONDS[1] else None
    else:
        text = _FRACTION.sub(r"\1", unicodedata.normalize("NFKC", value).strip())
        when = parse_time(text, zone) or _numeric(text, zone, near)
    if when is not None and near is not None and abs(when.astimezone(zone).date() - near) > _SLACK:
        fail(f"{name} title", ImportCode.log_title_not_uuid, time=str(value)[:40], date=near.isoformat())
    return when


def played_at(game: TenhouGame, zone: tzinfo) -> datetime | None:
    """When ``game`` was played, as the log says it (see the module docstring); None: it does not say."""
    tenhou = id_time(game.game_id)
    if tenhou is not None:
        return tenhou
    if game.title_time is None:
        return None
    return title_time(game.title_time, zone, uuid_date(game.ref), game.name)
