"""Issue 23 through the web app: numbers, nesting, slugs and text bounded where a form is read, on
the fake, SQLite and PostgreSQL. A refused request answers at once, briefly, with the field named,
and stores nothing."""

from __future__ import annotations

import html
import re
import time

import pytest
from fastapi.testclient import TestClient
from tests.store.conftest import postgresql_urls  # noqa: F401 (a fixture: a schema of the test server)
from tests.web.test_entry import (
    competition_with_players,
    create,
    errors_of,
    games,
    link_form,
    organizer,  # noqa: F401 (a fixture)
    points_form,
    tournament_link,
)

from taikai import bounds
from taikai.services.values import Competition

from .conftest import EVERY_STORE, csrf_of

#: What a refused request may take: a page of a few kilobytes, answered within a second of CPU time.
PAGE_BYTES = 100_000
SECONDS = 1.0
#: Penalties no table gives, as the issue sent them (written out in full, the first is a gigabyte).
HOSTILE_PT = ["-1e999999999", "-1e99999999", "1e-999999999", "0e-999999999", "NaN", "-Infinity", "sNaN"]


pytestmark = EVERY_STORE


def timed_post(client: TestClient, url: str, **sent):
    """The answer and the CPU time it took (the app runs in this process: a loaded machine's wait
    is not the request's cost), as tests/web/fuzz_forms.py measures."""
    start = time.process_time()
    answer = client.post(url, **sent)
    return answer, time.process_time() - start


# --------------------------------------------------------------------------- finding 2: numbers


@pytest.mark.parametrize("pt", HOSTILE_PT)
def test_a_penalty_no_table_gives_is_refused_beside_its_field_at_once(organizer, store, pt):  # noqa: F811
    competition_with_players(organizer)
    form = points_form(organizer, "cup", [25000, 25000, 25000, 25000], penalty=[pt, "", "", ""])
    page, seconds = timed_post(organizer, "/staff/c/cup/games", data=form)
    assert page.status_code == 422 and len(page.content) < PAGE_BYTES and seconds < SECONDS, (
        page.status_code,
        len(page.content),
        seconds,
    )
    assert "is not a pt amount" in errors_of(page.text)["penalties"]
    assert games(store, "cup") == []


@pytest.mark.parametrize("pt", HOSTILE_PT)
def test_a_table_link_refuses_such_a_penalty_without_a_login(app, organizer, store, clock, pt):  # noqa: F811
    link = tournament_link(app, organizer, clock)
    visitor = TestClient(app)
    form = link_form(visitor.get(link).text) | {"penalty": [pt, "", "", ""]}
    page, seconds = timed_post(visitor, link, data=form)
    assert page.status_code == 422 and len(page.content) < PAGE_BYTES and seconds < SECONDS, (
        page.status_code,
        len(page.content),
        seconds,
    )
    assert "is not a pt amount" in errors_of(page.text)["penalties"]
    assert games(store, "open") == []


def test_a_penalty_within_the_bounds_is_still_entered(organizer, store):  # noqa: F811
    competition_with_players(organizer)
    form = points_form(organizer, "cup", [25000, 25000, 25000, 25000], penalty=["-10.0", "", "", ""])
    assert organizer.post("/staff/c/cup/games", data=form).status_code == 200
    [game] = games(store, "cup")
    assert game.record["penalties"] == [{"seat": 0, "kind": "pt", "pt": bounds.number("-10.0")}]


# --------------------------------------------------------------------------- finding 12: nesting


def test_a_format_file_nested_2000_deep_is_refused_beside_its_field(organizer, store):  # noqa: F811
    token = csrf_of(organizer.get("/staff/competitions/new").text)
    form = {"slug": "deep", "kind": "cup", "name": "Deep"}  # the token in the address, as the form sends it
    files = {"format_file": ("deep.toml", b"kind = " + b"[" * 2000 + b"]" * 2000, "application/toml")}
    page, seconds = timed_post(organizer, f"/staff/competitions?csrf_token={token}", data=form, files=files)
    assert page.status_code == 422 and seconds < SECONDS
    assert "deep.toml: not valid TOML here: nested too deeply" in errors_of(page.text)["format"]
    with store.unit_of_work("test", read_only=True) as uow:
        assert uow.competitions.get("deep") is None


# --------------------------------------------------------------------------- finding 14: slugs


def test_the_form_asks_for_the_pattern_as_a_browser_reads_it(organizer):  # noqa: F811
    page = organizer.get("/staff/competitions/new").text
    assert 'name="slug" required maxlength="64" pattern="[a-z0-9][a-z0-9\\-]{0,63}"' in page


@pytest.mark.parametrize("slug", ["a/b", "..", "a?b=1", "Spring", "a b", "-x", "秋", "x" * 65])
def test_a_slug_outside_the_pattern_is_refused_beside_its_field_naming_the_pattern(organizer, store, slug):  # noqa: F811
    page = create(organizer, slug, "cup", "itsuka-chuuren")
    assert page.status_code == 422, page.status_code
    if len(slug) <= 64:  # a longer one is refused by the form's own bound, before the service
        said = errors_of(page.text)["slug"]
        assert "a slug is 1 to 64 lowercase letters a-z, digits and hyphens" in said
        assert bounds.SLUG_PATTERN in said
    with store.unit_of_work("test", read_only=True) as uow:
        assert [c.slug for c in uow.competitions.list()] == ["ron", "spring"]


def test_competitions_stored_with_a_slug_outside_the_pattern_are_listed_without_a_link(
    client,
    organizer,  # noqa: F811
    store,
):
    with store.unit_of_work("test:setup") as uow:  # stored before the pattern was enforced
        for slug in ("a/b", "a?b=1", ".."):
            uow.competitions.add(Competition(slug, "cup", f"Old {slug}", "itsuka-chuuren", {}, "x", {}))
    for page, prefix in (
        (TestClient(client.app).get("/"), "/c/"),
        (organizer.get("/staff/competitions"), "/staff/c/"),
    ):
        assert page.status_code == 200
        text = html.unescape(page.text)
        assert f'href="{prefix}spring"' in text and "Old a/b" in text and "Old a?b=1" in text
        assert f'href="{prefix}a' not in text and f'href="{prefix}..' not in text
        assert "Its slug a?b=1 is not lowercase letters, digits and hyphens" in text


# --------------------------------------------------------------------------- finding 15: text


def test_a_name_that_is_not_utf8_is_refused_naming_its_field(organizer, store):  # noqa: F811
    token = competition_with_players(organizer)
    for body in (b"name=Eri%FF&accounts=", b"name=Eri\xff&accounts=", b"na%E3me=x&name=Eri"):
        sent = b"csrf_token=" + token.encode() + b"&" + body
        headers = {"content-type": "application/x-www-form-urlencoded"}
        page = organizer.post("/staff/c/cup/players", content=sent, headers=headers, follow_redirects=False)
        assert page.status_code == 400, (body, page.status_code)
        assert re.search(r"The field (name|na\ufffdme) is not UTF-8 text", html.unescape(page.text)), (
            page.text
        )
    with store.unit_of_work("test", read_only=True) as uow:
        assert [p.name for p in uow.players.list("cup")] == ["Aki", "Ben", "Chie", "Dai"]


def multipart(fields: list[tuple[bytes, bytes, bytes | None]]) -> tuple[bytes, dict[str, str]]:
    """A multipart form body of (name, value, file name or None) parts, written byte for byte."""
    boundary = b"taikai-test-boundary"
    parts = []
    for name, value, filename in fields:
        disposition = b'form-data; name="' + name + b'"'
        if filename is not None:
            disposition += b'; filename="' + filename + b'"'
        parts.append(
            b"--" + boundary + b"\r\nContent-Disposition: " + disposition + b"\r\n\r\n" + value + b"\r\n"
        )
    body = b"".join(parts) + b"--" + boundary + b"--\r\n"
    return body, {"content-type": "multipart/form-data; boundary=" + boundary.decode()}


@pytest.mark.parametrize(
    ("changed", "field"),
    [((b"name", b"Club \xff", None), "name"), ((b"format_file", b"", b"cup\xff.toml"), "format_file")],
)
def test_a_multipart_form_with_a_field_or_a_file_name_that_is_not_utf8_is_refused(
    organizer,  # noqa: F811
    store,
    changed,
    field,
):
    url = f"/staff/competitions?csrf_token={csrf_of(organizer.get('/staff/competitions/new').text)}"
    fields = [(b"slug", b"club", None), (b"kind", b"cup", None), (b"format", b"itsuka-chuuren", None)]
    fields.append(changed)
    body, headers = multipart(fields)
    page = organizer.post(url, content=body, headers=headers, follow_redirects=False)
    assert page.status_code == 400 and f"The field {field} is not UTF-8 text" in html.unescape(page.text)
    with store.unit_of_work("test", read_only=True) as uow:
        assert uow.competitions.get("club") is None
    body, headers = multipart([*fields[:-1], (b"name", "秋の杯".encode(), None)])
    made = organizer.post(url, content=body, headers=headers, follow_redirects=False)
    assert made.status_code == 303
    with store.unit_of_work("test", read_only=True) as uow:
        assert uow.competitions.get("club").name == "秋の杯"
