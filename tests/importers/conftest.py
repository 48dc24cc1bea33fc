"""The tenhou.net/6 sample logs of ../shared (each game as mjlog XML and as JSON); skipped when absent."""

from __future__ import annotations

from pathlib import Path

import pytest

TENHOU6 = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "tenhou6"


@pytest.fixture(scope="session")
def tenhou6_pairs() -> list[tuple[Path, Path]]:
    """(mjlog, JSON) of the 6 games of shared/data/tenhou6, in name order."""
    pairs = [(xml, xml.with_suffix(".json")) for xml in sorted(TENHOU6.glob("*.xml"))]
    if len(pairs) != 6:
        pytest.skip(f"the tenhou.net/6 sample logs were not found at {TENHOU6}")
    return pairs
