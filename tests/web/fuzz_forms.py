"""A fuzz of the web forms and the table links with the mutator of the streams (tests/fuzz.py):
valid forms mutated in their values (:func:`~tests.fuzz.mutate_value`), written as a form body
(strings that are not text written as the bytes they stand for), then mutated in their bytes
(:func:`~tests.fuzz.mutate_bytes`: junk, cuts, depth, numbers no field holds); and the table
link's round, table and token changed. Each answer is checked: no 5xx, at most :data:`PAGE_BOUND`
bytes, at most :data:`SECONDS` of CPU time.

Used by tests/web/test_fuzz_forms.py (a few hundred requests) and bench/fuzz_inputs.py (longer).
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote, urlencode

from fastapi.testclient import TestClient
from tests.fuzz import HOSTILE_NUMBERS, encode, mutate_bytes, mutate_value
from tests.web.conftest import Clock, csrf_of, fill, log_in, settings
from tests.web.test_entry import SEATS, competition_with_players, tournament_link

from taikai.services.fake import FakeStore
from taikai.web import create_app

#: The longest answer (bytes): a page of the app is a few dozen kilobytes.
PAGE_BOUND = 200_000
#: The most CPU time one request may take (seconds).
SECONDS = 1.0


def _field(value: Any) -> list[str]:
    """A mutated value as the form fields a browser would send (none for null)."""
    if value is None:
        return []
    if isinstance(value, list):
        return [item for part in value for item in _field(part)] if value else [""]
    if isinstance(value, dict):
        return [json.dumps(value, default=str)]
    if isinstance(value, bool):
        return ["true" if value else "false"]
    return [str(value)]


def form_body(form: dict[str, Any]) -> bytes:
    """A form's urlencoded body; a string holding surrogates is written as the bytes it stands for
    (invalid UTF-8, as a browser set to another encoding would send)."""
    pairs = [(key, item) for key, value in form.items() for item in _field(value)]
    return urlencode(pairs, encoding="utf-8", errors="surrogatepass").encode("ascii")


@dataclass
class Target:
    """One form: where it is posted, by whom, and a valid form to mutate (``make``: a fresh one)."""

    name: str
    client: TestClient
    url: str
    make: Callable[[random.Random], dict[str, Any]]
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Outcome:
    """What a fuzz saw: the requests, their statuses, the slowest and the longest answer."""

    requests: int = 0
    statuses: dict[int, int] = field(default_factory=dict)
    slowest: tuple[float, str] = (0.0, "")
    longest: tuple[int, str] = (0, "")
    failures: list[str] = field(default_factory=list)


def _key(rng: random.Random) -> str:
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(16))


def targets() -> list[Target]:
    """The app over the fake store, an organizer logged in, a cup with four players and a
    tournament's table link; the forms to fuzz."""
    clock = Clock()
    store = FakeStore(clock)
    fill(store)
    app = create_app(store, settings(clock))
    organizer = TestClient(app, raise_server_exceptions=False)
    assert log_in(organizer, "org").status_code == 303
    token = competition_with_players(organizer)
    link = tournament_link(app, organizer, clock, hours=24)
    visitor = TestClient(app, raise_server_exceptions=False)
    visitor_token = csrf_of(visitor.get(link).text)

    def points(rng: random.Random) -> dict[str, Any]:
        return {"csrf_token": token, "key": _key(rng), "seat": SEATS, "points": [45000, 30000, 15000, 10000],
                "deposits": 0, "penalty": ["-10.0", "-5.0", "-1.0", "-2.0"]}  # fmt: skip

    def table(rng: random.Random) -> dict[str, Any]:  # its seats are the draw's
        form = {**points(rng), "csrf_token": visitor_token}
        del form["seat"]
        return form

    def player(rng: random.Random) -> dict[str, Any]:
        return {"csrf_token": token, "name": rng.choice(["Eri", "秋", "Fumi"]), "accounts": "tenhou:Eri"}

    def hands(rng: random.Random) -> dict[str, Any]:
        record = [{"riichi": [1], "result": {"type": "ron", "discarder": 0, "wins": [{"seat": 1, "han": 1}]}}]
        return {"csrf_token": token, "key": _key(rng), "seat": SEATS, "hands": encode(rng, record).decode(
            "utf-8", "surrogatepass"), "kind": "ron", "winner": "1", "discarder": "0",
            "hand": "123m456p789s234s55p", "win_tile": "5p", "riichi": ["1"], "han": "1"}  # fmt: skip

    def competition(rng: random.Random) -> dict[str, Any]:
        return {"csrf_token": token, "slug": f"c-{_key(rng)}", "kind": "cup", "format": "itsuka-chuuren",
                "name": "Fuzz cup"}  # fmt: skip

    return [
        Target("points", organizer, "/staff/c/cup/games", points),
        Target("table link", visitor, link, table),
        Target("player", organizer, "/staff/c/cup/players", player),
        Target("hands", organizer, "/staff/c/cup/hands/preview", hands, {"HX-Request": "true"}),
        Target("competition", organizer, "/staff/competitions", competition),
    ]


def _link_url(rng: random.Random, url: str) -> str:
    """A table link with its round, table or token changed: a number no field holds, junk."""
    parts = url.split("/")  # /competitions/{slug}/rounds/{round}/tables/{table}/{token}
    where = rng.choice([4, 6, 7, 2])
    junk = rng.choice([*(n.decode() for n in HOSTILE_NUMBERS), "0", "-1", "%FF", "x" * 3000, "..", "%00"])
    parts[where] = junk if where != 7 or rng.random() < 0.5 else parts[7][:-1] + quote(junk[:5])
    return "/".join(parts)


def request(rng: random.Random, target: Target) -> tuple[str, str, bytes]:
    """One mutated request of ``target``: its method, url and body."""
    form = target.make(rng)
    if rng.random() < 0.8:
        form = mutate_value(rng, form)
        if rng.random() < 0.9:  # mostly with the session's token: the form is read, not refused
            form["csrf_token"] = target.make(rng)["csrf_token"]
    body = form_body(form)
    if rng.random() < 0.5:
        body = mutate_bytes(rng, body)
    url = target.url
    if target.name == "table link" and rng.random() < 0.3:
        url = _link_url(rng, url)
        if rng.random() < 0.5:
            return "GET", url, b""
    return "POST", url, body


def fuzz(seed: int, count: int, only: list[Target] | None = None) -> Outcome:
    """``count`` mutated requests of each form (``only``: these forms), and what they were answered."""
    rng = random.Random(seed)
    outcome = Outcome()
    for target in only or targets():
        for _ in range(count):
            method, url, body = request(rng, target)
            headers = {"content-type": "application/x-www-form-urlencoded", **target.headers}
            if rng.random() < 0.7:  # the token as htmx sends it: the body's mutations reach the form
                headers["x-csrf-token"] = target.make(rng)["csrf_token"]
            start = time.process_time()
            answer = target.client.request(method, url, content=body or None, headers=headers)
            seconds = time.process_time() - start
            outcome.requests += 1
            outcome.statuses[answer.status_code] = outcome.statuses.get(answer.status_code, 0) + 1
            what = f"{target.name} {method} {url[:80]} {body[:200]!r}"
            outcome.slowest = max(outcome.slowest, (seconds, what))
            outcome.longest = max(outcome.longest, (len(answer.content), what))
            if answer.status_code >= 500 or len(answer.content) > PAGE_BOUND or seconds > SECONDS:
                outcome.failures.append(f"{answer.status_code} {len(answer.content)} {seconds:.2f}s {what}")
    return outcome
