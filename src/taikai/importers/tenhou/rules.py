"""The rules a Tenhou log states: its ``GO type`` bits (or the tenhou.net/6 ``rule.disp``) and lobby.

Every ranked room plays the ``tenhou`` preset's rules (checked on the 722
phoenix-room records) except what the log says differs: no red fives, no
open tanyao, the east-only length, and the room's final rounding. The
phoenix room rounds final points to 1000 (its 722 + 5 records); the tokujou
log of ``shared/data/tenhou6`` does not (63.8 / -23.9 / 9.3 / -49.2).
Rounding in the joukyu and ippan rooms and in private lobbies is read the
same way as tokujou's (no rounding); no record here shows it, so the replay
compares its settlement with the log's own final pt and refuses a
difference (:func:`taikai.importers.tenhou.record.check_final`).

``GO type`` bits (shared/data/tenhou/README.md; 0x20 and 0x80 name the room):

====== ==================================================
0x01   vs humans (clear: vs computers; same rules)
0x02   no red fives
0x04   no open tanyao (kuitan)
0x08   east-south game (clear: east only)
0x10   three players (refused: taikai plays four)
0x20   tokujou room (0x20 + 0x80: phoenix)
0x40   fast (think time only)
0x80   joukyu room
====== ==================================================

>>> rules = from_type(169, 0)
>>> rules.preset, rules.rule_changes, rules.room
('tenhou', {}, 'phoenix')
>>> from_type(41, 0).rule_changes
{'final_points_rounding': 'none'}
>>> from taikai.i18n import words
>>> print(words(from_type(225, 0).text))  # doctest: +NORMALIZE_WHITESPACE
tenhou + length = tonpuusen (GO type 225 = 0xE1, lobby 0: phoenix room, east only, fast, red fives,
open tanyao)
>>> from_disp("特南喰赤", 0) == from_type(41, 0, "rule.disp 特南喰赤")
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from taikai import rules
from taikai.errors import TaikaiError
from taikai.importers.codes import ImportCode
from taikai.reasons import Reason
from taikai.rules import Ruleset

__all__ = ["PRESET", "ROOMS", "LogRules", "from_disp", "from_type"]

PRESET = "tenhou"

VS_HUMANS, NO_RED, NO_KUITAN, EAST_SOUTH, SANMA, TOKUJOU, FAST, JOUKYU = (1 << bit for bit in range(8))
ROOM_BITS = TOKUJOU | JOUKYU

#: The room of each room-bit pattern, and its changes to the preset.
ROOMS: dict[int, tuple[str, dict[str, Any]]] = {
    TOKUJOU | JOUKYU: ("phoenix", {}),
    TOKUJOU: ("tokujou", {"final_points_rounding": "none"}),
    JOUKYU: ("joukyu", {"final_points_rounding": "none"}),
    0: ("ippan", {"final_points_rounding": "none"}),
}

#: The first character of a tenhou.net/6 ``rule.disp`` for each room (鳳南喰赤 = phoenix, east-south ...).
_DISP_ROOMS = {"鳳": TOKUJOU | JOUKYU, "特": TOKUJOU, "上": JOUKYU, "般": 0}
_DISP = re.compile(
    r"(?P<sanma>三)?(?P<room>[鳳特上般])(?P<length>[東南])(?P<kuitan>喰)?(?P<red>赤)?(?P<fast>速)?"
)


#: The rooms and traits of a log's rules, as codes of the catalog.
ROOM_CODES = {
    "phoenix": ImportCode.room_phoenix,
    "tokujou": ImportCode.room_tokujou,
    "joukyu": ImportCode.room_joukyu,
    "ippan": ImportCode.room_ippan,
}
TRAIT_CODES = {
    "east-south": ImportCode.trait_east_south,
    "east only": ImportCode.trait_east_only,
    "fast": ImportCode.trait_fast,
    "vs computers": ImportCode.trait_vs_computers,
    "red fives": ImportCode.trait_red_fives,
    "no red fives": ImportCode.trait_no_red_fives,
    "open tanyao": ImportCode.trait_open_tanyao,
    "no open tanyao": ImportCode.trait_no_open_tanyao,
}


class LogRulesError(TaikaiError):
    """A log whose rules taikai cannot play (three players, bits it does not know)."""

    code = "bad_log"


@dataclass(frozen=True, slots=True)
class LogRules:
    """The ruleset a log plays under: a preset and its changes, and what in the log says so.

    ``source`` is what the log said (``GO type 169`` or ``rule.disp 鳳南喰赤``),
    ``type_flags`` the GO type bits (rebuilt from ``rule.disp`` for a
    tenhou.net/6 log), ``lobby`` the lobby (0 = the ranked lobby), ``room``
    and ``traits`` what the bits mean.
    """

    preset: str
    rule_changes: Mapping[str, Any]
    source: str
    type_flags: int
    lobby: int
    room: str
    traits: tuple[str, ...] = ()

    @property
    def ruleset(self) -> Ruleset:
        """The ruleset: the preset with the log's changes."""
        return rules.with_changes(rules.load(self.preset), self.rule_changes)

    @property
    def text(self) -> Reason:
        """``tenhou + length = tonpuusen (GO type 225 = 0xE1, lobby 0: phoenix room, east only, ...)``"""
        changes = ", ".join(f"{key} = {_plain(value)}" for key, value in self.rule_changes.items())
        source = f"{self.source} = 0x{self.type_flags:02X}" if self.source.startswith("GO") else self.source
        traits = tuple(
            Reason(code) for code in (ROOM_CODES[self.room], *map(TRAIT_CODES.__getitem__, self.traits))
        )
        said = {"preset": self.preset, "source": source, "lobby": self.lobby, "traits": traits}
        if changes:
            return Reason.of(ImportCode.log_rules_changed, **said, changes=changes)
        return Reason.of(ImportCode.log_rules_text, **said)


def _plain(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key} = {item}" for key, item in value.items()) + "}"
    return str(value).lower() if isinstance(value, bool) else str(value)


def from_type(type_flags: int, lobby: int, source: str | None = None) -> LogRules:
    """The rules of GO type ``type_flags`` in ``lobby``; :class:`LogRulesError` for three players or bits
    taikai does not know. ``source`` says where the bits were read (default ``GO type N``)."""
    source = source or f"GO type {type_flags}"
    if type_flags & SANMA:
        raise LogRulesError.of(ImportCode.log_three_players, source=source)
    if not 0 <= type_flags <= 0xFF:
        raise LogRulesError.of(ImportCode.log_unknown_bits, source=source, bits=f"{type_flags & ~0xFF:X}")
    room, changes = ROOMS[type_flags & ROOM_BITS]
    changes = dict(changes)
    if not type_flags & EAST_SOUTH:
        changes["length"] = "tonpuusen"
    if type_flags & NO_RED:
        changes["aka_dora"] = {"m": 0, "p": 0, "s": 0}
    if type_flags & NO_KUITAN:
        changes["open_tanyao"] = False
    traits = (
        "east-south" if type_flags & EAST_SOUTH else "east only",
        *(("fast",) if type_flags & FAST else ()),
        *(() if type_flags & VS_HUMANS else ("vs computers",)),
        "no red fives" if type_flags & NO_RED else "red fives",
        "no open tanyao" if type_flags & NO_KUITAN else "open tanyao",
    )
    return LogRules(PRESET, dict(sorted(changes.items())), source, type_flags, lobby, room, traits)


def from_disp(disp: str, lobby: int) -> LogRules | None:
    """The rules of a tenhou.net/6 ``rule.disp`` (``鳳南喰赤``), or None when it names no Tenhou room
    (a Mahjong Soul log's ``玉の間南喰``)."""
    match = _DISP.fullmatch(disp)
    if match is None:
        return None
    flags = VS_HUMANS | _DISP_ROOMS[match["room"]]
    flags |= (EAST_SOUTH if match["length"] == "南" else 0) | (SANMA if match["sanma"] else 0)
    flags |= (0 if match["kuitan"] else NO_KUITAN) | (0 if match["red"] else NO_RED)
    flags |= FAST if match["fast"] else 0
    return from_type(flags, lobby, f"rule.disp {disp}")
