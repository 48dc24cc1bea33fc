"""Competition engines over settled games: league, tournament, seating, series."""
