"""taikai: run riichi mahjong competitions under the exact rules their organizers write down.

The core (``rules``, ``tiles``, ``hand``, ``game``, ``competitions``) is pure:
no I/O, no clock, deterministic. Adapters (``cli``, ``importers``) call it.

The hand scorer and the tiles and requests it reads may run compiled (mypyc, at install time) or
from their Python sources: see :mod:`taikai._compiled`. ``COMPILED`` says which.
"""

from pathlib import Path

from taikai._compiled import choose

__version__ = "0.1.0"
COMPILED = choose(Path(__file__).parent, __name__)
