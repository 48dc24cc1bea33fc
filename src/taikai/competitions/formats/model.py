"""The models of competition formats (COMPETITIONS.md section E): every choice of a competition as data.

A format is a frozen pydantic model read from TOML like a ruleset. Every kind of
format (the cup here; the league and the tournament to come) derives from
:class:`FormatModel`, which holds what all of them share: the schema version,
the ``kind`` that says which model a file is, the name, and the ruleset the
games are settled with. An engine reads a format's fields, never its name.

Adding a kind: a model deriving from :class:`FormatModel` with ``kind:
Literal["league"] = "league"`` in a module of its own (as :mod:`.cup`), one
entry in :data:`taikai.competitions.formats.KINDS`, presets in ``presets/``
with that ``kind``.
"""

from __future__ import annotations

import difflib
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from pydantic import BaseModel, ConfigDict, Field, field_validator

from taikai.rules.codes import RulesCode
from taikai.rules.validation import invalid

FORMAT_SCHEMA_VERSION = 1


class FormatModel(BaseModel):
    """What every competition format has."""

    # attribute docstrings become field descriptions: `taikai formats show` and the TOML comments print them
    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)

    schema_version: int = FORMAT_SCHEMA_VERSION
    """Version of the format schema (this taikai reads version 1)."""
    kind: str
    """Which competition the format runs (each kind is a model of its own)."""
    name: str = Field(..., min_length=1, max_length=64)
    """Short name used on the command line and in competition files, e.g. itsuka-chuuren."""
    title: str = Field("", max_length=200)
    """Human title."""
    source: str = Field("", max_length=500)
    """Where the format comes from (document, date)."""
    ruleset: str = Field(..., min_length=1, max_length=200)
    """The ruleset every game is settled with: a preset name (`taikai rules list`) or the path of a
    ruleset TOML file."""

    @field_validator("schema_version")
    @classmethod
    def _current_schema(cls, value: int) -> int:
        if value != FORMAT_SCHEMA_VERSION:
            raise invalid(RulesCode.format_version, version=value, current=FORMAT_SCHEMA_VERSION)
        return value


@cache
def _zone_names() -> tuple[str, ...]:
    return tuple(sorted(available_timezones()))


def check_timezone(name: str) -> str:
    """An IANA time zone name the system knows, or a ValueError (a validator's refusal, in the
    catalog's words) suggesting the closest one."""
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        close = difflib.get_close_matches(name, _zone_names(), n=1)
        if close:
            raise invalid(RulesCode.format_unknown_zone_close, zone=name, close=close[0]) from None
        raise invalid(RulesCode.format_unknown_zone, zone=name) from None
    return name
