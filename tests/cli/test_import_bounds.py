"""`taikai import` names every entry an archive drops, with why, in its summary: text and --json,
English and Japanese (issue 23)."""

from __future__ import annotations

import json

import pytest
from tests.archives import packed
from tests.cli.test_organizer import _cup, taikai

MIB = 1024 * 1024
SHEET = (
    b"played_at,east,south,west,north,east_points,south_points,west_points,north_points\n"
    b"2025-03-02 21:00,p1,p2,p3,p4,48000,31000,12000,9000\n"
)
WORDS = {
    "en": ("logs.tar.xz/big.xml", "larger than 16 MiB: not read"),
    "ja": ("logs.tar.xz/big.xml", "16 MiB を超えるため読み込んでいません"),
}


@pytest.fixture
def db(tmp_path) -> str:
    return f"sqlite:///{tmp_path}/taikai.db"


@pytest.fixture
def archive(tmp_path, monkeypatch):
    """A .tar.xz of a sheet and of a 17 MiB member (a log may be 16 MiB), in the current folder."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "logs.tar.xz").write_bytes(packed([("day.csv", SHEET), ("big.xml", 17 * MIB)]))
    return "logs.tar.xz"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_summary_names_a_dropped_member_with_why(db, archive, lang):
    _cup(db)
    done = taikai("import", "club", archive, "--db", db, "--lang", lang)
    assert done.exit_code == 1, done.output  # a file refused
    where, why = WORDS[lang]
    assert where in done.stdout and why in done.stdout, done.stdout
    shown = json.loads(taikai("import", "club", archive, "--db", db, "--lang", lang, "--json").stdout)
    (dropped,) = [f for f in shown["files"] if f["file"] == where]
    assert dropped["refused"] == [
        {"code": "member_too_large", "message": f"{where}：{why}" if lang == "ja" else f"in {where}: {why}"}
    ]
    assert shown["refused_files"] == 1 and [f["file"] for f in shown["files"]] == [
        "logs.tar.xz/day.csv",
        where,
    ]
