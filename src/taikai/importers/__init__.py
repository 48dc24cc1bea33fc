"""Importers: the files organizers have (platform exports, lobby logs, score sheets) -> core values."""
