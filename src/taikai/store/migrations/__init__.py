"""Alembic's migrations of taikai's schema, run from code (:mod:`taikai.store.migrate`), never from
an alembic.ini in the current folder. versions/ holds one file per revision, oldest first."""
