"""Migration of ruleset files written for an older schema version (STYLE.md point 5).

A ruleset mapping carries ``schema_version``. When the schema changes
incompatibly, :data:`SCHEMA_VERSION` goes up by one and a function taking a
mapping of the previous version to the new one is registered in
:data:`MIGRATIONS`; :func:`migrate` chains them, so a file of any older
version still loads. There is one version so far, hence no migration yet.

>>> migrate({"schema_version": 1, "name": "x"})
{'schema_version': 1, 'name': 'x'}
>>> migrate({"schema_version": 0, "name": "x"}, {0: lambda d: {**d, "title": "renamed"}}, 1)["title"]
'renamed'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from taikai.errors import RulesetError
from taikai.rules.codes import RulesCode
from taikai.rules.model import SCHEMA_VERSION

Migration = Callable[[dict[str, Any]], dict[str, Any]]

#: version v -> function turning a version-v mapping into a version v+1 mapping
MIGRATIONS: Mapping[int, Migration] = {}


def migrate(
    data: Mapping[str, Any],
    migrations: Mapping[int, Migration] = MIGRATIONS,
    current: int = SCHEMA_VERSION,
    origin: str = "ruleset",
) -> dict[str, Any]:
    """The mapping brought to the ``current`` schema version (a missing version means current).

    Raises :class:`RulesetError` naming ``schema_version`` for a version that is not a whole
    number, is newer than ``current``, or has no registered migration.
    """
    version = data.get("schema_version", current)
    if isinstance(version, bool) or not isinstance(version, int):
        raise RulesetError.of(RulesCode.schema_version_type, origin=origin, version=repr(version))
    if version > current:
        raise RulesetError.of(RulesCode.schema_version_newer, origin=origin, version=version, current=current)
    migrated = dict(data)
    while version < current:
        step = migrations.get(version)
        if step is None:
            raise RulesetError.of(
                RulesCode.schema_no_migration, origin=origin, version=version, current=current
            )
        migrated = {**step(migrated), "schema_version": version + 1}
        version += 1
    return migrated
