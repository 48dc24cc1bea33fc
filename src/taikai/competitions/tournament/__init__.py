"""The one-day tournament (COMPETITIONS.md B and D), a pure engine over plain data.

- :mod:`.registration`: entries, the opening-day lottery, the waiting list, withdrawals, fees;
- :mod:`.seating`: rounds of tables with as few repeat opponents as possible;
- :mod:`.event`: standings after every round, the final round from the halved totals, places, stars;
- :mod:`.series`: stars across events and the champions event's field.
"""

from taikai.competitions.tournament.event import *  # noqa: F403  (the package's public names)
from taikai.competitions.tournament.event import __all__  # noqa: F401
