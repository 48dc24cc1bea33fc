"""taikai: run riichi mahjong competitions under the exact rules their organizers write down.

The core (``rules``, ``tiles``, ``hand``, ``game``, ``competitions``) is pure:
no I/O, no clock, deterministic. Adapters (``cli``, ``logs``) call it.
"""

__version__ = "0.1.0"
