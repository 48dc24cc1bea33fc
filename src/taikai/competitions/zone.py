"""A competition's time zone: what its format names, and what a format written before every kind named
one is read in.

Every kind of format names the IANA time zone its times are typed, shown and decided in
(``timezone``: a league's seasons, a cup's months, a tournament's opening day); a format file
without one is refused, naming the field. Formats taikai wrote before every kind had the field are
still read: a tournament's format had no time zone and a cup's left unset was Asia/Tokyo, so such a
format, stored with a competition or written inline in a competition file (what ``taikai export``
writes), is read in :data:`EARLIER_TIMEZONE`. A league's format always named its zone.

Nothing here is imported but the standard library: the stored values (:mod:`taikai.services.values`)
read a competition's zone through it without loading the format models.

>>> timezone_of({"kind": "tournament"}), timezone_of({"kind": "cup", "timezone": "UTC"})
('Asia/Tokyo', 'UTC')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["EARLIER_KINDS", "EARLIER_TIMEZONE", "timezone_of"]

#: The time zone of a format written before every kind named one (ron-of-20xx's and the cup's default).
EARLIER_TIMEZONE = "Asia/Tokyo"
#: The kinds whose formats could be written without a time zone.
EARLIER_KINDS = ("cup", "tournament")


def timezone_of(written: Mapping[str, Any]) -> str:
    """The time zone a format as taikai wrote it names (``written``: the format as a mapping, e.g. a
    stored competition's), or :data:`EARLIER_TIMEZONE` for one written without it."""
    zone = written.get("timezone")
    return zone if isinstance(zone, str) else EARLIER_TIMEZONE
