"""Stages and teams (COMPETITIONS.md F): a competition as a sequence of stages, as data.

- :mod:`.engine`: entrants, carried totals, standings of every stage (players or teams), individual
  records, who goes on, and the decisions as codes;
- :mod:`.seating`: the seating of a stage's next round (the no-repeat draw, bands, Swiss);
- :mod:`.codes`: every code the stages produce.

The format is :class:`taikai.competitions.formats.staged.StagedFormat` (preset ``mleague-season``).
"""
