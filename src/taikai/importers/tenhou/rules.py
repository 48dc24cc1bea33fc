"""The rules a Tenhou log states: its ``GO type`` bits (or the tenhou.net/6 ``rule.disp``), its lobby
and its date.

Every Tenhou room and lobby plays the ``tenhou`` preset's rules (checked on the 722 phoenix-room
records) except what the log says differs: no red fives, no open tanyao, the east-only length. The
final rounding of the points is Tenhou's of the time, not the room's: every dated log up to 2020-02
rounds its final points to 1000 in every room and lobby (ippan, joukyu, tokujou, phoenix, private
lobbies: the 722 + 5 phoenix records here, and the owners' held-out logs of the other rooms), every
2023 log tried does not (the tokujou log of ``shared/data/tenhou6``, 2023-05: 63.8 / -23.9 / 9.3 /
-49.2; a phoenix log of 2023-10: 48.2 / -35.3 / -17.1 / 4.2). A log dated between, or not dated at
all, is ``undecided``: :func:`taikai.importers.tenhou.record.decided` takes the variant that
reproduces the log's own final pt.

``GO type`` bits (shared/data/tenhou/README.md; docs/tenhou.md):

======= ==================================================
0x01    vs humans (clear: vs computers; same rules)
0x02    no red fives
0x04    no open tanyao (kuitan)
0x08    east-south game (clear: east only)
0x10    three players (refused: taikai plays four)
0x20    tokujou room (0x20 + 0x80: phoenix)
0x40    fast (think time only)
0x80    joukyu room
0x100   暗: a display option (no rule changes)
0x200   祝儀: chips paid for red fives, ippatsu, ura dora ... (refused: taikai plays no chips)
0x400   5 chips a bonus (clear: 2), with 0x200
======= ==================================================

A lobby (``lobby`` > 0: a private or tournament lobby) may play rules of its own that the log does
not state (start points, uma ...): a lobby's log states only its length, red fives, open tanyao and
(by its date) the rounding; the competition's ruleset gives the rest (:meth:`LogRules.differences`).

>>> rules = from_type(169, 0, played=date(2020, 1, 1))
>>> rules.preset, rules.rule_changes, rules.room, rules.era
('tenhou', {}, 'phoenix', <Era.rounded: 'rounded'>)
>>> from_type(41, 0, played=date(2023, 5, 30)).rule_changes
{'final_points_rounding': 'none'}
>>> from_type(41, 0, played=date(2021, 6, 1)).era
<Era.undecided: 'undecided'>
>>> from taikai.i18n import words
>>> print(words(from_type(225, 0, played=date(2020, 1, 1)).text))  # doctest: +NORMALIZE_WHITESPACE
tenhou + length = tonpuusen (GO type 225 = 0xE1, lobby 0: phoenix room, east only, fast, red fives,
open tanyao, final points rounded to 1000 (Tenhou until 2020-02))
>>> from_disp("特南喰赤", 0) == from_type(41, 0, "rule.disp 特南喰赤")
True
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from enum import StrEnum
from typing import Any

from taikai import rules
from taikai.errors import TaikaiError
from taikai.importers.codes import ImportCode
from taikai.reasons import Reason
from taikai.rules import Ruleset

__all__ = [
    "BY_RESULT",
    "ERA_CODES",
    "PRESET",
    "ROOMS",
    "ROUNDED_UNTIL",
    "UNROUNDED_FROM",
    "Era",
    "LogRules",
    "era_of",
    "from_disp",
    "from_type",
]

PRESET = "tenhou"

VS_HUMANS, NO_RED, NO_KUITAN, EAST_SOUTH, SANMA, TOKUJOU, FAST, JOUKYU = (1 << bit for bit in range(8))
DARK, CHIPS, FIVE_CHIPS = 0x100, 0x200, 0x400
ROOM_BITS = TOKUJOU | JOUKYU
KNOWN_BITS = 0x7FF

#: The last day of the evidence that Tenhou rounds the final points to 1000 (every dated log up to
#: 2020-02, in every room and lobby), and the first day of the evidence that it does not (every 2023
#: log tried). Logs between are undecided: their own final pt decide.
ROUNDED_UNTIL = date(2020, 2, 29)
UNROUNDED_FROM = date(2023, 1, 1)

#: The room of each room-bit pattern.
ROOMS: dict[int, str] = {TOKUJOU | JOUKYU: "phoenix", TOKUJOU: "tokujou", JOUKYU: "joukyu", 0: "ippan"}

#: The first character of a tenhou.net/6 ``rule.disp`` for each room (鳳南喰赤 = phoenix, east-south
#: ...); a chip room (若銀琥孔) has the room bits of the rank it stands for and chips.
_DISP_ROOMS = {"鳳": TOKUJOU | JOUKYU, "特": TOKUJOU, "上": JOUKYU, "般": 0}
_CHIP_ROOMS = {"孔": TOKUJOU | JOUKYU, "琥": TOKUJOU, "銀": JOUKYU, "若": 0}
_DISP = re.compile(
    r"(?P<sanma>三)?(?P<room>[鳳特上般孔琥銀若])(?P<length>[東南])(?P<kuitan>喰)?(?P<red>赤)?"
    r"(?P<fast>速)?(?P<dark>暗)?(?P<chips>祝(?P<count>\d*))?"
)


class Era(StrEnum):
    """How a log's final points are rounded, by its date (or, when its date does not tell, by its
    own final pt)."""

    rounded = "rounded"  # dated up to 2020-02: to 1000
    unrounded = "unrounded"  # dated 2023 or later: not rounded
    undecided = "undecided"  # dated between, or not dated: not decided yet
    rounded_by_result = "rounded_by_result"  # undecided by its date; its own pt are the rounded ones
    unrounded_by_result = "unrounded_by_result"  # ... the unrounded ones
    either = "either"  # undecided by its date; both give its own pt (its final points are in 1000s)

    @property
    def rounds(self) -> bool | None:
        """Whether the log's points are rounded (None: not known, or it does not matter)."""
        if self in (Era.rounded, Era.rounded_by_result):
            return True
        if self in (Era.unrounded, Era.unrounded_by_result):
            return False
        return None


#: The eras a log's own final pt decided (its date does not): an import says which it took.
BY_RESULT = frozenset({Era.rounded_by_result, Era.unrounded_by_result, Era.either})


def era_of(played: date | None) -> Era:
    """The rounding of a log played on ``played`` (None: a log that does not say when)."""
    if played is None or ROUNDED_UNTIL < played < UNROUNDED_FROM:
        return Era.undecided
    return Era.rounded if played <= ROUNDED_UNTIL else Era.unrounded


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
    "dark": ImportCode.trait_dark,
}
ERA_CODES = {
    Era.rounded: ImportCode.era_rounded,
    Era.unrounded: ImportCode.era_unrounded,
    Era.undecided: ImportCode.era_undecided,
    Era.rounded_by_result: ImportCode.era_rounded_by_result,
    Era.unrounded_by_result: ImportCode.era_unrounded_by_result,
    Era.either: ImportCode.era_either,
}
#: What a lobby's log states of its rules (the rest is the lobby's own: the competition's ruleset).
LOBBY_STATES = ("length", "aka_dora", "open_tanyao")
ROUNDING = "final_points_rounding"


class LogRulesError(TaikaiError):
    """A log whose rules taikai cannot play (three players, chips, bits it does not know)."""

    code = "bad_log"


@dataclass(frozen=True, slots=True)
class LogRules:
    """The ruleset a log plays under: a preset and its changes, and what in the log says so.

    ``source`` is what the log said (``GO type 169`` or ``rule.disp 鳳南喰赤``),
    ``type_flags`` the GO type bits (rebuilt from ``rule.disp`` for a
    tenhou.net/6 log), ``lobby`` the lobby (0 = the ranked lobby), ``room``
    and ``traits`` what the bits mean, ``era`` how its final points are
    rounded (its ``rule_changes`` hold the rounding once it is known; an
    undecided log's are the preset's, rounded).
    """

    preset: str
    rule_changes: Mapping[str, Any]
    source: str
    type_flags: int
    lobby: int
    room: str
    traits: tuple[str, ...] = ()
    era: Era = Era.undecided

    @property
    def ruleset(self) -> Ruleset:
        """The ruleset: the preset with the log's changes."""
        return rules.with_changes(rules.load(self.preset), self.rule_changes)

    def differences(self, ruleset: Ruleset) -> list[tuple[str, Any, Any]]:
        """The fields the log states that ``ruleset`` plays otherwise: (field, the log's, the ruleset's).

        A ranked-room log states every field; a lobby's log only its length, red fives and open tanyao
        (:data:`LOBBY_STATES`); either states the final rounding once its date or result decides it."""
        rows = []
        for row in rules.diff(self.ruleset, ruleset):
            field = row[0].split(".")[0]
            if field == ROUNDING and self.era.rounds is None:
                continue
            if field == "offences":  # what a competition makes of broken rules, not how the game was played
                continue
            if self.lobby and field not in (*LOBBY_STATES, ROUNDING):
                continue
            rows.append(row)
        return rows

    def variants(self) -> tuple[LogRules, ...]:
        """The rules decided each way (rounded, then not), for an undecided log; else just these."""
        if self.era is not Era.undecided:
            return (self,)
        return (self.decided(Era.rounded_by_result), self.decided(Era.unrounded_by_result))

    def decided(self, era: Era) -> LogRules:
        """These rules with the rounding of ``era``."""
        changes = {key: value for key, value in self.rule_changes.items() if key != ROUNDING}
        if era.rounds is False:
            changes[ROUNDING] = "none"
        return dataclasses.replace(self, rule_changes=dict(sorted(changes.items())), era=era)

    @property
    def text(self) -> Reason:
        """``tenhou + length = tonpuusen (GO type 225 = 0xE1, lobby 0: phoenix room, east only, ...)``"""
        changes = ", ".join(f"{key} = {_plain(value)}" for key, value in self.rule_changes.items())
        source = f"{self.source} = 0x{self.type_flags:02X}" if self.source.startswith("GO") else self.source
        traits = tuple(
            Reason(code)
            for code in (
                ROOM_CODES[self.room],
                *map(TRAIT_CODES.__getitem__, self.traits),
                ERA_CODES[self.era],
            )
        )
        said = {"preset": self.preset, "source": source, "lobby": self.lobby, "traits": traits}
        if changes:
            return Reason.of(ImportCode.log_rules_changed, **said, changes=changes)
        return Reason.of(ImportCode.log_rules_text, **said)


def _plain(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key} = {item}" for key, item in value.items()) + "}"
    return str(value).lower() if isinstance(value, bool) else str(value)


def from_type(
    type_flags: int, lobby: int, source: str | None = None, *, played: date | None = None
) -> LogRules:
    """The rules of GO type ``type_flags`` in ``lobby`` for a log played on ``played`` (None: not
    dated); :class:`LogRulesError` for three players, chips or bits taikai does not know. ``source``
    says where the bits were read (default ``GO type N``)."""
    source = source or f"GO type {type_flags}"
    if type_flags & SANMA:
        raise LogRulesError.of(ImportCode.log_three_players, source=source)
    if not 0 <= type_flags <= KNOWN_BITS:
        raise LogRulesError.of(
            ImportCode.log_unknown_bits, source=source, bits=f"{type_flags & ~KNOWN_BITS:X}"
        )
    if type_flags & CHIPS:
        chips = 5 if type_flags & FIVE_CHIPS else 2
        raise LogRulesError.of(ImportCode.log_chips, source=source, chips=chips)
    if type_flags & FIVE_CHIPS:
        raise LogRulesError.of(ImportCode.log_unknown_bits, source=source, bits=f"{FIVE_CHIPS:X}")
    changes: dict[str, Any] = {}
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
        *(("dark",) if type_flags & DARK else ()),
    )
    room = ROOMS[type_flags & ROOM_BITS]
    found = LogRules(PRESET, dict(sorted(changes.items())), source, type_flags, lobby, room, traits)
    era = era_of(played)
    return found if era is Era.undecided else found.decided(era)


def from_disp(disp: str, lobby: int, *, played: date | None = None) -> LogRules | None:
    """The rules of a tenhou.net/6 ``rule.disp`` (``鳳南喰赤``), or None when it names no Tenhou room
    (a Mahjong Soul log's ``玉の間南喰``)."""
    match = _DISP.fullmatch(unicodedata.normalize("NFKC", disp))
    if match is None:
        return None
    chips = match["chips"] is not None or match["room"] in _CHIP_ROOMS
    flags = VS_HUMANS | {**_DISP_ROOMS, **_CHIP_ROOMS}[match["room"]]
    flags |= (EAST_SOUTH if match["length"] == "南" else 0) | (SANMA if match["sanma"] else 0)
    flags |= (0 if match["kuitan"] else NO_KUITAN) | (0 if match["red"] else NO_RED)
    flags |= (FAST if match["fast"] else 0) | (DARK if match["dark"] else 0)
    if chips:
        flags |= CHIPS | (FIVE_CHIPS if match["count"] == "5" else 0)
    return from_type(flags, lobby, f"rule.disp {disp}", played=played)
