"""Readers of real game records (Tenhou mjlog XML first). Adapters: they only translate."""
