"""``python -m taikai.store.migrations "what changed"``: write the next revision's file
(:func:`taikai.store.migrate.new_revision`), for a maintainer to read and edit."""

import sys

from taikai.store.migrate import new_revision

if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit('usage: python -m taikai.store.migrations "what changed"')
    print(f"wrote {new_revision(sys.argv[1])}: read it, edit it, and test the upgrade (tests/store)")
