"""The quick answer of the standings API (:func:`taikai.web.routes.public_api.quick_standings`): a
window of a season's lines drawn from the kept standings before FastAPI's routing and parameters is
the route's own answer, byte for byte and header for header; anything it does not answer plainly
goes the route's way (the same refusals)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from tests.web.conftest import settings
from tests.web.stored import league

from taikai.services import public as data
from taikai.services.fake import FakeStore
from taikai.web import create_app
from taikai.web.routes import api, public_api

WINDOWS = (
    "season=2025-03&limit=2",
    "season=2025-03&offset=1&limit=2",
    "limit=1000&season=2025-03&offset=0",
    "season=2025-03&offset=10000000&limit=1",
)
#: The route answers these (each differs from a plain window): the same answers as before.
NOT_QUICK = (
    "season=2025-03&limit=0",
    "season=2025-03&limit=1001",
    "season=2025-03&offset=10000001&limit=1",
    "season=2025-03&limit=%EF%BC%91",  # a full-width digit
    "season=2025-3&limit=1",
    "season=2024-01&limit=1",  # no such season: 404
    "season=2025-03&limit=1&limit=2",
    "season=2025-03&offset=1",  # no limit: the whole season (unbounded)
    "offset=1&limit=2",
)


@pytest.fixture
def served(clock, monkeypatch):
    store = FakeStore(clock)
    league(store)
    taken = []
    quick = public_api.quick_standings

    def counted(request, path):
        answer = quick(request, path)
        taken.append(answer is not None)
        return answer

    monkeypatch.setattr(public_api, "quick_standings", counted)
    return TestClient(create_app(store, settings(clock))), taken


def _same(one, other) -> None:
    assert (one.status_code, one.content) == (other.status_code, other.content)
    drop = {"content-length", "date", "set-cookie"}
    assert {k: v for k, v in one.headers.items() if k not in drop} == {
        k: v for k, v in other.headers.items() if k not in drop
    }


@pytest.mark.parametrize("query", WINDOWS)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_kept_window_is_answered_quickly_as_the_route_answers_it(served, query, lang):
    client, taken = served
    path = f"/api/competitions/spring/standings?{query}"
    headers = {"accept-language": lang}
    first = client.get(path, headers=headers)  # builds the standings: the route answers
    assert taken == [False] and first.status_code == 200
    quick = client.get(path, headers=headers)
    assert taken == [False, True]
    routed = client.get(path + "&other=1", headers=headers)  # a parameter the route ignores
    assert taken == [False, True, False]
    _same(quick, first)
    _same(quick, routed)
    assert quick.headers["content-language"] == lang and quick.headers["x-frame-options"] == "DENY"


@pytest.mark.parametrize("query", NOT_QUICK)
def test_what_is_not_a_plain_window_is_the_route_s(served, query):
    client, taken = served
    client.get("/api/competitions/spring/standings?season=2025-03&limit=1")  # kept from here on
    answer = client.get(f"/api/competitions/spring/standings?{query}")
    assert taken[-1] is False and answer.status_code < 500


def test_a_competition_that_is_not_there_is_the_route_s_404(served):
    client, taken = served
    answer = client.get("/api/competitions/nowhere/standings?season=2025-03&limit=1")
    assert answer.status_code == 404 and answer.json()["error"]["code"] == "competition_not_found"
    assert taken == [False]


def test_the_competitions_are_answered_quickly_as_the_services_list_them(clock, monkeypatch):
    store = FakeStore(clock)
    league(store)
    taken = []
    quick = api.quick_competitions
    monkeypatch.setattr(api, "quick_competitions", lambda r, p: taken.append(1) or quick(r, p))
    client = TestClient(create_app(store, settings(clock)))
    answer = client.get("/api/competitions", headers={"accept-language": "ja"})
    assert taken == [1] and answer.status_code == 200
    with store.unit_of_work("test", read_only=True) as uow:
        assert answer.json() == {"ok": True, "competitions": data.competitions(uow)}
    assert answer.headers["content-type"] == "application/json" and answer.headers["content-language"] == "ja"
