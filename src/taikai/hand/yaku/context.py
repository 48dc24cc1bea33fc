"""The one input every yaku predicate takes: a frozen :class:`WinContext`.

A context is one *interpretation* of a win: a decomposition of the hand
(sets and pair, or seven pairs, or thirteen orphans) together with the set the
winning tile completes, its wait shape, the melds, the winds, the flags and
the ruleset. Tile kinds are ints 0-33 (see :mod:`taikai.tiles`); a sequence is
named by its lowest kind.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from taikai.hand.request import WinRequest
from taikai.hand.rules import HandRules


class Form(StrEnum):
    standard = "standard"  # four sets and a pair
    chiitoitsu = "chiitoitsu"  # seven pairs
    kokushi = "kokushi"  # thirteen orphans


class Wait(StrEnum):
    ryanmen = "ryanmen"  # open wait: 23 waiting on 1 or 4
    kanchan = "kanchan"  # closed wait: 13 waiting on 2
    penchan = "penchan"  # edge wait: 12 waiting on 3, 89 waiting on 7
    shanpon = "shanpon"  # two pairs, one becomes a triplet
    tanki = "tanki"  # single wait on the pair
    kokushi = "kokushi"  # thirteen orphans (single or 13-sided)


def _mask(kinds: range | tuple[int, ...]) -> int:
    return sum(1 << k for k in kinds)


#: Bit masks over kinds (bit k = kind k), compared with :attr:`WinContext.mask`.
MAN, PIN, SOU = _mask(range(0, 9)), _mask(range(9, 18)), _mask(range(18, 27))
SUITS = (MAN, PIN, SOU)
HONORS = _mask(range(27, 34))
TERMINALS = _mask((0, 8, 9, 17, 18, 26))
TERMINALS_HONORS = TERMINALS | HONORS
GREEN = _mask((19, 20, 21, 23, 25, 32))  # 2 3 4 6 8 sou and green dragon


@dataclass(frozen=True, init=False)
class WinContext:
    """One interpretation of a win, with everything a yaku or the fu count may read.

    - ``sequences``: lowest kinds of every sequence (called chi included).
    - ``triplets``: kinds of every triplet or kan (called ones included).
    - ``kans``: kinds of every kan.
    - ``concealed_triplets``: triplets and closed kans neither called nor
      completed by a ron (a triplet completed by ron counts as open).
    - ``pair``: the pair's kind (-1 for seven pairs; the doubled kind of thirteen orphans).
    - ``win``: the winning tile's kind; ``wait``: the shape it completed.
    - ``hand_counts``: the concealed tiles by kind (winning tile included);
      ``mask``: bit ``k`` set when kind ``k`` is in the hand or the melds.

    What is the same for every reading of a request (all 34 counts, the
    red fives, the flags) is read from ``request`` and ``request.facts``.
    A frozen value built by name (keyword-only ``__init__``, written out as
    :class:`~taikai.hand.request.WinRequest`'s: mypyc compiles the class, so the scorer's inner loop
    builds one with a direct call and every predicate reads its fields directly).
    """

    request: WinRequest
    ruleset: HandRules
    form: Form
    pair: int
    sequences: tuple[int, ...]
    triplets: tuple[int, ...]
    kans: tuple[int, ...]
    concealed_triplets: int
    open_triplets: frozenset[int]
    win: int
    wait: Wait
    menzen: bool
    tsumo: bool
    seat_wind: int
    round_wind: int
    hand_counts: tuple[int, ...]
    mask: int

    def __init__(
        self,
        *,
        request: WinRequest,
        ruleset: HandRules,
        form: Form,
        pair: int,
        sequences: tuple[int, ...],
        triplets: tuple[int, ...],
        kans: tuple[int, ...],
        concealed_triplets: int,
        open_triplets: frozenset[int],
        win: int,
        wait: Wait,
        menzen: bool,
        tsumo: bool,
        seat_wind: int,
        round_wind: int,
        hand_counts: tuple[int, ...],
        mask: int,
    ) -> None:
        object.__setattr__(self, "request", request)
        object.__setattr__(self, "ruleset", ruleset)
        object.__setattr__(self, "form", form)
        object.__setattr__(self, "pair", pair)
        object.__setattr__(self, "sequences", sequences)
        object.__setattr__(self, "triplets", triplets)
        object.__setattr__(self, "kans", kans)
        object.__setattr__(self, "concealed_triplets", concealed_triplets)
        object.__setattr__(self, "open_triplets", open_triplets)
        object.__setattr__(self, "win", win)
        object.__setattr__(self, "wait", wait)
        object.__setattr__(self, "menzen", menzen)
        object.__setattr__(self, "tsumo", tsumo)
        object.__setattr__(self, "seat_wind", seat_wind)
        object.__setattr__(self, "round_wind", round_wind)
        object.__setattr__(self, "hand_counts", hand_counts)
        object.__setattr__(self, "mask", mask)
