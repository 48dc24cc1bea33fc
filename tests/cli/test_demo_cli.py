"""`taikai demo`: the README's first command runs end to end on the shipped data."""

from __future__ import annotations

from typer.testing import CliRunner

from taikai.cli.main import app


def test_demo_scores_hands_and_settles_the_sample_game() -> None:
    result = CliRunner().invoke(app, ["demo"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    # riichi pinfu tanyao + dora 1 ron, 30 fu: kiriage mangan 8000 (mleague) vs 7700 (tenhou);
    # fu-less 3 han non-dealer ron = 4000 (RULES.md table 3)
    assert "4 han 30 fu (mangan): 8000 points" in result.output
    assert "4 han 30 fu: 7700 points" in result.output
    assert "3 han: 4000 points" in result.output
    assert "kata_agari" in result.output
    assert "game over" in result.output
    assert "residue 0.0" in result.output
