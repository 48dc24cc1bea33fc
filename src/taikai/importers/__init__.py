"""Importers: the files organizers have (platform logs, score sheets) turned into core values.

Adapters: they read and translate, and hold no rule; every imported game is
replayed by the engine before anything trusts it. :mod:`taikai.importers.tenhou`
reads Tenhou mjlog XML and tenhou.net/6 JSON (also Mahjong Soul logs converted
to it).
"""
