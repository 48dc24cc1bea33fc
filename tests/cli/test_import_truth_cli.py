"""`taikai import` tells the truth: a file refused for one disputed record prints and lists nothing as
imported (text and --json), names --accept-platform-scores, and with it stores the file, listing the
game taken with the platform's scores (in English and Japanese)."""

from __future__ import annotations

import json

import pytest
from tests.cli.test_organizer import _ok, taikai
from tests.importers.test_majsoul_contest import contest_record

HINT = {"en": "--accept-platform-scores", "ja": "--accept-platform-scores を付けて"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_disputed_record_refuses_the_file_truthfully_then_the_platforms_scores_are_taken(tmp_path, lang):
    db = f"sqlite:///{tmp_path}/taikai.db"
    _ok("competition", "create", "online", "--kind", "league", "--format", "hitonazo-m", "--db", db)
    disputed = contest_record(
        points=(25000, 25000, 30000, 20000),
        totals=(-5000, -5000, 50000, -40000),
        uuid="250315-0f1e2d3c-4b5a-6978-8796-a5b4c3d2c3b0",
    )
    path = tmp_path / "march.json"
    path.write_text(json.dumps([contest_record(), disputed]), encoding="utf-8")
    args = ("import", "online", str(path), "--add-players", "--db", db, "--lang", lang)
    refused = taikai(*args)
    assert refused.exit_code == 1 and HINT[lang] in refused.stdout
    shown = json.loads(taikai(*args, "--json").stdout)
    assert shown["imported"] == 0 and shown["files"][0]["imported"] == [] and shown["files"][0]["added"] == []
    taken = json.loads(taikai(*args, "--accept-platform-scores", "--json").stdout)
    (done,) = taken["files"]
    assert taken["imported"] == 2 and done["accepted_platform_scores"] == ["g2"]
    assert done["imported"] == ["g1", "g2"]
