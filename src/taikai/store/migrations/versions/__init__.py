"""The schema revisions (Alembic reads every other file here; this one makes the folder ship)."""
