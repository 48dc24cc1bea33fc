"""The web forms and the table links fuzzed with the streams' mutator (tests/web/fuzz_forms.py): no
5xx, no answer longer than its bound, no request over a second of CPU time. ``FUZZ_REQUESTS``
(environment) changes the requests per form; bench/fuzz_inputs.py runs more."""

from __future__ import annotations

import os

import pytest
from tests.web.fuzz_forms import fuzz

REQUESTS = int(os.environ.get("FUZZ_REQUESTS", "150"))


@pytest.mark.parametrize("seed", [23, 2023])
def test_fuzzed_forms_and_table_links_never_fail_and_stay_within_their_bounds(seed):
    outcome = fuzz(seed, REQUESTS)
    assert not outcome.failures, outcome.failures[:5]
    # the fuzz reaches both sides: forms taken or shown again, and refusals
    assert any(status < 400 for status in outcome.statuses) and any(400 <= s < 500 for s in outcome.statuses)
