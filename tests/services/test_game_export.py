"""A Tenhou log imported into a competition keeps its play in the store (the fake, SQLite and
PostgreSQL), and the stored game exports to mjai and tenhou.net/6 as the log's own record does; a game
entered by its final points has no play to export."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from tests.services.conftest import ACTOR
from tests.services.test_log_identity import TENHOU6, A, games, houou, imported  # noqa: F401 - fixture
from typer.testing import CliRunner

from taikai.contracts.exports import export_text
from taikai.contracts.jsonio import loads
from taikai.importers import tenhou
from taikai.services.errors import BadRequest
from taikai.services.games import GameEntry, add_game, exported_game


def test_a_stored_log_exports_its_play(houou):  # noqa: F811 - the fixture
    path = TENHOU6 / f"{A}.xml"
    assert imported(houou, path).imported == 1
    (game,) = games(houou)
    stored = game.record["record"]
    assert stored["version"] == 2 and all("play" in hand for hand in stored["hands"])
    record = tenhou.record_of(tenhou.decided(tenhou.read_file(path)))
    for format in ("mjai", "tenhou6"):
        assert exported_game(houou, ACTOR, "houou", game.id, format) == export_text(record, format)
    given = loads((TENHOU6 / f"{A}.json").read_text(encoding="utf-8"))["log"]
    assert [hand[:-1] for hand in loads(exported_game(houou, ACTOR, "houou", game.id, "tenhou6"))["log"]] == [
        hand[:-1] for hand in given
    ]


def test_a_game_of_final_points_has_no_play_to_export(houou):  # noqa: F811 - the fixture
    from taikai.services.competitions import add_player

    for number in range(1, 5):
        add_player(houou, ACTOR, "houou", f"Player {number}")
    at = datetime(2019, 2, 10, 12, tzinfo=UTC)
    entry = GameEntry(("p1", "p2", "p3", "p4"), at, points=(40000, 30000, 20000, 10000))
    game = add_game(houou, ACTOR, "houou", entry).game
    with pytest.raises(BadRequest, match="no play to export"):
        exported_game(houou, ACTOR, "houou", game.id, "mjai")


def test_taikai_game_export_writes_the_file(tmp_path):
    from taikai.cli.main import app

    if not (TENHOU6 / f"{A}.xml").is_file():
        pytest.skip(f"the tenhou.net/6 sample logs were not found at {TENHOU6}")
    db = f"sqlite:///{tmp_path}/t.db"
    runner = CliRunner()
    steps = [
        ["competition", "create", "h", "--kind", "league", "--format", "hitonazo-m", "--rules", "tenhou"],
        ["import", "h", str(TENHOU6 / f"{A}.xml"), "--add-players"],
        ["game", "export", "h", "g1", "--format", "mjai", "--to", str(tmp_path / "g1.mjson")],
    ]
    for step in steps:
        result = runner.invoke(app, [*step, "--db", db])
        assert result.exit_code == 0, result.output
    lines = (tmp_path / "g1.mjson").read_text(encoding="utf-8").splitlines()
    assert loads(lines[0])["type"] == "start_game" and loads(lines[-1]) == {"type": "end_game"}
    result = runner.invoke(app, ["game", "export", "h", "g1", "--format", "mjson", "--db", db])
    assert result.exit_code == 1 and "'mjson' is not an export format (mjai, tenhou6)" in result.output
