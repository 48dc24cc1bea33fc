"""The one-day tournament (COMPETITIONS.md B and D), a pure engine over plain data and its format.

- :mod:`.registration`: entries, the opening-day lottery, the waiting list, withdrawals, fees;
- :mod:`.seating`: rounds of tables with as few repeat opponents as possible;
- :mod:`.event`: standings after every round, the final round from the carried totals, places, stars;
- :mod:`.series`: stars across events and the champions event's field;
- :mod:`.codes`: every code these decide with (reasons, warnings, errors, the sheets' words).

Every choice is a field of the :class:`~taikai.competitions.formats.TournamentFormat` the caller
passes (the preset ``ron-of-20xx`` holds seed 001's); no engine has a format of its own.
"""

from taikai.competitions.tournament.event import *  # noqa: F403  (the package's public names)
from taikai.competitions.tournament.event import __all__  # noqa: F401
