"""Importers: the files organizers have (platform exports and logs, lobby lines, score sheets) -> core values.

Adapters: they read and translate, and hold no rule; every imported game is settled or replayed by
the engine before anything trusts it.

- :mod:`.tenhou`: Tenhou mjlog XML and tenhou.net/6 JSON (also Mahjong Soul logs converted to it);
- :mod:`.majsoul_contest`, :mod:`.tenhou_lobby`, :mod:`.csv_sheet`: contest records, lobby result
  lines, score sheets, into :class:`.model.ImportedGame`;
- :mod:`.sources`: which of these a file is, by its content.
"""
