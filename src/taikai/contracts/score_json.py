"""The score request's JSON (CONTRACTS.md section 1) as typed msgspec Structs: a line is read into
them in C, types and sizes checked, unknown fields refused.

A field the line leaves out is :data:`~msgspec.UNSET` (its default is applied where the request is
built, :mod:`taikai.contracts.score`), so that the fields a line gives can be counted: a repeated
key, which any JSON decoder silently keeps once, leaves one field fewer than the line's members.
These Structs only say whether a line is well typed; a line they refuse is read again by
:func:`taikai.contracts.jsonio.loads` and the field checks of :mod:`taikai.contracts.score`, which
say what is wrong (the field named, the closest valid name for an unknown one). This module is not
compiled (msgspec reads its annotations at run time).
"""

from __future__ import annotations

from typing import Annotated, Final, Literal

import msgspec
from msgspec import UNSET, Meta, UnsetType

from taikai.contracts.fields import RULES_TEXT
from taikai.hand.request import MAX_MELDS

__all__ = ["DECODER", "NAME_TEXT", "TILE_TEXT", "YAKU_LISTED", "MeldFields", "PaoFields", "RequestFields"]

#: The longest tile string read (characters): 14 tiles written one by one with spaces take 42.
TILE_TEXT: Final = 64
NAME_TEXT: Final = 64  # a yaku name, a meld type, a direction
YAKU_LISTED: Final = 32  # first_call_yaku: more names than any hand holds

Tiles = Annotated[str, Meta(max_length=TILE_TEXT)]
Name = Annotated[str, Meta(max_length=NAME_TEXT)]
Count = Annotated[int, Meta(ge=0)]
Wind = Literal["E", "S", "W", "N"]


class MeldFields(msgspec.Struct, forbid_unknown_fields=True):
    type: Literal["chi", "pon", "minkan", "kakan", "ankan"]
    tiles: Tiles | UnsetType = UNSET
    from_: Name | UnsetType | None = msgspec.field(default=UNSET, name="from")


class PaoFields(msgspec.Struct, forbid_unknown_fields=True):
    yaku: Name
    from_: Name | UnsetType | None = msgspec.field(default=UNSET, name="from")


class RequestFields(msgspec.Struct, forbid_unknown_fields=True):
    """The fields of a score request, in the contract's order."""

    rules: Annotated[str, Meta(max_length=RULES_TEXT)] | UnsetType | None = UNSET
    hand: Tiles | UnsetType = UNSET
    melds: Annotated[list[MeldFields], Meta(max_length=MAX_MELDS)] | UnsetType = UNSET
    win_tile: Tiles | UnsetType = UNSET
    tsumo: bool | UnsetType = UNSET
    seat_wind: Wind | UnsetType = UNSET
    round_wind: Wind | UnsetType = UNSET
    dora_indicators: Tiles | UnsetType = UNSET
    ura_indicators: Tiles | UnsetType = UNSET
    riichi: bool | UnsetType = UNSET
    double_riichi: bool | UnsetType = UNSET
    ippatsu: bool | UnsetType = UNSET
    haitei: bool | UnsetType = UNSET
    houtei: bool | UnsetType = UNSET
    rinshan: bool | UnsetType = UNSET
    chankan: bool | UnsetType = UNSET
    tenhou: bool | UnsetType = UNSET
    chiihou: bool | UnsetType = UNSET
    renhou: bool | UnsetType = UNSET
    honba: Count | UnsetType = UNSET
    deposits: Count | UnsetType = UNSET
    consecutive_wins: Count | UnsetType = UNSET
    nagashi: bool | UnsetType = UNSET
    first_call_yaku: Annotated[list[Name], Meta(max_length=YAKU_LISTED)] | UnsetType | None = UNSET
    pao: PaoFields | UnsetType | None = UNSET
    chankan_kan: Name | UnsetType = UNSET


#: One line (bytes) -> :class:`RequestFields`; raises :class:`msgspec.MsgspecError` when it cannot.
DECODER: Final = msgspec.json.Decoder(RequestFields)
