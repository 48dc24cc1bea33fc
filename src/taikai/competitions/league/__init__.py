"""The ranked monthly league (COMPETITIONS.md A): a pure engine over a league history.

- :mod:`.model`: the format's configuration, the inputs (players, games, organizer actions) and results;
- :mod:`.intake`: games into seasons (the season window, maintenance days, rejections);
- :mod:`.season`: one season's standings, tier movement and champions;
- :mod:`.annual`: annual points, the year's ranking and the championship bracket;
- :mod:`.engine`: :func:`run_league`, the whole history recomputed.
"""

from taikai.competitions.league.engine import *  # noqa: F403  (the package's public names)
from taikai.competitions.league.engine import __all__  # noqa: F401
