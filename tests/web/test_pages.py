"""The pages, the JSON API and every refusal: clear words in the request's language, nothing done."""

from __future__ import annotations

import re
import socket
from datetime import timedelta
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from tests.web.conftest import START, csrf_of, log_in, settings

from taikai import i18n
from taikai.i18n.messages import MESSAGES
from taikai.services.fake import FakeStore
from taikai.services.values import COMPETITION_KINDS, STAFF_ROLES
from taikai.store.engine import engine_for
from taikai.store.unit_of_work import SqlStore
from taikai.web import create_app
from taikai.web.errors import KEYS
from taikai.web.languages import COOKIE as LANGUAGE_COOKIE
from taikai.web.views import made_keys

WEB = Path(i18n.__file__).parents[1] / "web"
SERVE = Path(i18n.__file__).parents[1] / "cli" / "serve.py"


def test_the_home_page_lists_the_competitions_in_english_and_japanese(client):
    english = client.get("/")
    assert english.status_code == 200 and '<html lang="en">' in english.text
    assert "Ron of 20XX" in english.text and "Tournament" in english.text and "rules tenhou" in english.text
    japanese = client.get("/", headers={"Accept-Language": "fr-CH, ja;q=0.8, en;q=0.5"})
    assert '<html lang="ja">' in japanese.text and "大会・リーグ" in japanese.text
    assert "ルール：tenhou" in japanese.text and japanese.headers["content-language"] == "ja"


def test_an_empty_store_says_so():
    client = TestClient(create_app(FakeStore(), settings(lambda: START)))
    assert "No competitions yet." in client.get("/").text
    assert client.get("/api/competitions").json() == {"ok": True, "competitions": []}


def test_the_language_switch_sets_a_cookie_and_stays_on_this_site(client):
    switched = client.get("/lang/ja", params={"next": "/login"}, follow_redirects=False)
    assert switched.status_code == 303 and switched.headers["location"] == "/login"
    assert client.cookies.get(LANGUAGE_COOKIE) == "ja"
    page = client.get("/login", headers={"Accept-Language": "en"})  # the choice beats the browser
    assert '<html lang="ja">' in page.text and "スタッフログイン" in page.text
    assert 'href="/lang/en?next=/login"' in page.text and ">English<" in page.text
    for away in ("//evil.example/", "https://evil.example/", "/\\evil.example"):
        assert (
            client.get("/lang/en", params={"next": away}, follow_redirects=False).headers["location"] == "/"
        )
    assert client.get("/lang/fr").status_code == 404


def test_every_answer_carries_the_security_headers(client):
    headers = client.get("/").headers
    assert headers["x-frame-options"] == "DENY" and headers["referrer-policy"] == "no-referrer"
    assert "script-src 'self'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff"


def test_static_files_are_named_never_a_path(client):
    htmx = client.get("/static/htmx.min.js")
    assert htmx.status_code == 200 and htmx.headers["content-type"].startswith("text/javascript")
    assert "htmx" in htmx.text[:200]
    assert client.get("/static/taikai.css").headers["content-type"].startswith("text/css")
    for name in ("app.py", "..%2Fapp.py", "../templates/base.html", "%2e%2e%2fsettings.py"):
        assert client.get(f"/static/{name}").status_code == 404


def test_the_api_lists_the_competitions_with_their_format_and_rules(client):
    answer = client.get("/api/competitions")
    assert answer.status_code == 200
    assert answer.json() == {
        "ok": True,
        "competitions": [
            {
                "slug": "ron",
                "kind": "tournament",
                "name": "Ron of 20XX",
                "format": "ron-of-20xx",
                "rules": "ron-of-20xx",
            },
            {
                "slug": "spring",
                "kind": "league",
                "name": "Spring league",
                "format": "hitonazo-m",
                "rules": "tenhou",
            },
        ],
    }


def test_the_openapi_schema_documents_the_api_and_its_error_shape(client):
    schema = client.get("/api/openapi.json").json()
    assert "/api/competitions" in schema["paths"]
    assert {"CompetitionList", "ErrorBody"} <= set(schema["components"]["schemas"])
    assert client.get("/docs").status_code == 404  # the interactive page would load a CDN


def test_the_api_refuses_in_the_contract_shape_in_the_request_language(client):
    english = client.get("/api/nothing")
    assert english.status_code == 404
    assert english.json() == {
        "ok": False,
        "error": {"code": "not_found", "message": "There is no page at /api/nothing."},
    }
    japanese = client.get("/api/nothing", headers={"Accept-Language": "ja"})
    assert japanese.json()["error"]["message"] == "/api/nothing というページはありません。"
    wrong = client.post("/api/competitions", headers={"X-CSRF-Token": csrf_of(client.get("/login").text)})
    assert wrong.status_code == 405 and wrong.json()["error"]["code"] == "method_not_allowed"


def test_health_answers_with_the_database(client):
    assert client.get("/health").json() == {"ok": True, "version": "0.1.0", "competitions": 2}


class Broken(FakeStore):
    """A store whose database fails once the app is made."""

    broken = False

    def unit_of_work(self, actor, reason=None, *, read_only=False):
        if self.broken:
            raise RuntimeError("disk on fire")
        return super().unit_of_work(actor, reason, read_only=read_only)

    def summaries(self):  # what GET /api/competitions reads, in no unit of work
        if self.broken:
            raise RuntimeError("disk on fire")
        return super().summaries()


def test_an_unexpected_failure_is_one_clear_line_never_a_traceback():
    store = Broken()
    client = TestClient(create_app(store, settings(lambda: START)), raise_server_exceptions=False)
    store.broken = True
    page = client.get("/")
    assert page.status_code == 500 and "taikai failed on this request" in page.text
    assert "Traceback" not in page.text and "disk on fire" not in page.text
    api = client.get("/api/competitions")
    assert api.json()["error"] == {
        "code": "internal_error",
        "message": "taikai failed on this request; the failure is logged on the server.",
    }


def test_health_says_when_the_database_does_not_answer(tmp_path):
    from taikai.store import open_store

    store = open_store(f"sqlite:///{tmp_path}/gone.db")
    client = TestClient(create_app(store, settings(lambda: START)))
    (tmp_path / "gone.db").unlink()
    (tmp_path / "gone.db").mkdir()  # the file is no longer a database
    store.engine.dispose()
    answer = client.get("/health")
    assert answer.status_code == 503
    assert answer.json()["error"] == {"code": "database_error", "message": "The database does not answer."}


def _closed_port() -> int:
    with socket.socket() as listening:
        listening.bind(("127.0.0.1", 0))
        return listening.getsockname()[1]


@pytest.mark.parametrize("kind", ["postgresql", "sqlite"])
def test_a_database_that_fails_is_told_to_visitors_without_naming_it(kind, caplog):
    # a server that no longer answers (a closed port) or a file that cannot be opened: every page,
    # the API, the login form and a table link say database_error (docs/web.md) and nothing of the
    # database; the server's log keeps what the database said, for its operator
    port = _closed_port()
    url, internals = {
        "postgresql": (
            f"postgresql://warden:pw@127.0.0.1:{port}/ledger",
            ["warden", "ledger", "127.0.0.1", str(port)],
        ),
        "sqlite": ("sqlite:////nonexistent-vault/ledger.db", ["nonexistent-vault", "ledger"]),
    }[kind]
    store = SqlStore(engine_for(url))
    app = create_app(store, settings(lambda: START, secret="s" * 48))
    client = TestClient(app)
    link = app.state.web.links.table_link("ron", 1, 1, START + timedelta(days=1))
    token = csrf_of(client.get("/login").text)
    answers = [
        *(
            client.get(path)
            for path in ("/", "/c/ron", "/api/competitions", "/api/competitions/ron/standings")
        ),
        client.get(link),
        client.post("/login", data={"login": "org", "password": "x" * 8, "csrf_token": token}),
    ]
    documented = (Path(i18n.__file__).parents[3] / "docs" / "web.md").read_text()
    assert "| `database_error` | 503 |" in documented
    for answer in answers:
        assert answer.status_code == 503, answer.url
        if answer.headers["content-type"].startswith("application/json"):
            assert answer.json()["error"] == {
                "code": "database_error",
                "message": "The database does not answer.",
            }
        else:
            assert (
                'data-code="database_error"' in answer.text and "The database does not answer." in answer.text
            )
        for internal in internals:
            assert internal not in answer.text, (answer.url, internal)
    assert all(internal in caplog.text for internal in internals)  # the operator's hint
    store.close()


# --------------------------------------------------------------------------- CSRF


@pytest.mark.parametrize("path", ["/logout", "/login", "/staff/links", "/staff/accounts/desk/disable"])
def test_a_form_without_its_token_is_refused_before_anything_is_done(client, store, path):
    log_in(client, "org")
    missing = client.post(path, data={"login": "org", "password": "x", "competition": "ron"})
    assert missing.status_code == 403 and "sent without its security token" in missing.text
    wrong = client.post(path, data={"csrf_token": "0" * 64, "login": "org", "password": "x"})
    assert wrong.status_code == 403 and "security token is wrong or out of date" in wrong.text
    assert client.get("/staff").status_code == 200  # still logged in: /logout did nothing
    with store.unit_of_work("test", read_only=True) as uow:
        assert uow.staff.get("desk").active


def test_a_token_of_another_session_is_refused_and_the_header_is_accepted(app):
    one, other = TestClient(app), TestClient(app)
    log_in(one, "desk")
    foreign = csrf_of(other.get("/login").text)
    assert one.post("/logout", data={"csrf_token": foreign}).status_code == 403
    own = csrf_of(one.get("/staff").text)
    assert one.post("/logout", headers={"X-CSRF-Token": own}, follow_redirects=False).status_code == 303


def test_the_token_changes_when_logging_in(client):
    before = csrf_of(client.get("/login").text)
    log_in(client, "desk")
    assert client.post("/logout", data={"csrf_token": before}).status_code == 403


def test_a_refusal_is_in_the_visitor_language(client):
    client.cookies.set(LANGUAGE_COOKIE, "ja")
    refused = client.post("/logout", data={})
    assert refused.status_code == 403 and "セキュリティトークンがありません" in refused.text


# --------------------------------------------------------------------------- pages behind a login


def test_a_staff_page_without_a_login_shows_the_login_form(client):
    page = client.get("/staff/links")
    assert page.status_code == 401 and "Log in as staff to see this page." in page.text
    assert 'name="next" value="/staff/links"' in page.text


def test_the_login_page_goes_to_where_it_was_asked_from(client):
    token = csrf_of(client.get("/login?next=/staff/links").text)
    form = {"login": "desk", "password": "correct horse", "csrf_token": token, "next": "/staff/links"}
    assert client.post("/login", data=form, follow_redirects=False).headers["location"] == "/staff/links"


@pytest.mark.parametrize(
    ("form", "expected"),
    [
        ({"login": "org"}, "password: missing (required)"),
        ({"login": "x" * 201, "password": "p"}, "login: at most 200 characters"),
    ],
)
def test_a_malformed_login_names_the_field(client, form, expected):
    token = csrf_of(client.get("/login").text)
    refused = client.post("/login", data={**form, "csrf_token": token})
    assert refused.status_code == 422 and expected in refused.text


# --------------------------------------------------------------------------- table links


def test_staff_make_the_links_of_a_round(client, clock):
    log_in(client, "desk")
    page = client.get("/staff/links")
    assert (
        '<option value="ron">Ron of 20XX</option>' in page.text and "spring" not in page.text
    )  # tournaments
    made = client.post(
        "/staff/links",
        data={"csrf_token": csrf_of(page.text), "competition": "ron", "round": 2, "tables": 3, "hours": 10},
    )
    assert made.status_code == 200
    links = re.findall(
        r'class="url" href="(http://testserver/competitions/ron/rounds/2/tables/\d/[^"]+)"', made.text
    )
    assert len(links) == 3 and "valid until 2025-03-03 04:00" in made.text  # 09:00 UTC + 10 hours, in Tokyo
    opened = client.get(links[2].removeprefix("http://testserver"))
    assert opened.status_code == 200 and "Round 2, table 3" in opened.text


@pytest.mark.parametrize(
    ("form", "expected"),
    [
        ({"round": "two", "tables": 3}, "round: not a whole number"),
        ({"round": 1, "tables": 500}, "tables: at most 200"),
        ({"round": 0, "tables": 1}, "round: at least 1"),
        ({"tables": 1}, "round: missing (required)"),
    ],
)
def test_a_malformed_links_form_names_the_field(client, form, expected):
    log_in(client, "desk")
    token = csrf_of(client.get("/staff/links").text)
    refused = client.post("/staff/links", data={"csrf_token": token, "competition": "ron", **form})
    assert refused.status_code == 422 and expected in refused.text


def test_links_for_a_competition_that_is_no_tournament_are_refused(client):
    log_in(client, "desk")
    token = csrf_of(client.get("/staff/links").text)
    refused = client.post(
        "/staff/links", data={"csrf_token": token, "competition": "spring", "round": 1, "tables": 1}
    )
    assert refused.status_code == 404 and "There is no tournament spring." in refused.text


def _link(app, clock, round=1, table=4, hours=8, slug="ron"):
    return app.state.web.links.table_link(slug, round, table, clock() + timedelta(hours=hours))


def test_a_table_link_opens_its_table_without_an_account(app, clock):
    client = TestClient(app)
    page = client.get(_link(app, clock))
    assert page.status_code == 200 and "Round 1, table 4" in page.text and "Ron of 20XX" in page.text
    assert "until 2025-03-03 02:00" in page.text and "valid for no other table" in page.text
    japanese = client.get(_link(app, clock), headers={"Accept-Language": "ja"})
    assert "第1回戦 4卓" in japanese.text


def test_a_tampered_foreign_or_expired_table_link_is_refused(app, clock):
    client = TestClient(app)
    link = _link(app, clock)
    tampered = link[:-3] + ("x" if link[-3] != "x" else "y") + link[-2:]
    refused = client.get(tampered)
    assert refused.status_code == 403 and "This table link is not valid" in refused.text
    token = link.rsplit("/", 1)[1]
    for other in ("/competitions/ron/rounds/1/tables/5/", "/competitions/ron/rounds/2/tables/4/"):
        foreign = client.get(other + token)
        assert foreign.status_code == 403
        assert "This link is for round 1, table 4 of ron, not for this table." in foreign.text
    clock.advance(hours=8)
    expired = client.get(link)
    assert expired.status_code == 403 and "This table link expired at 2025-03-03 02:00." in expired.text


def test_a_link_signed_with_another_secret_is_refused(store, clock):
    ours = create_app(store, settings(clock, secret="one secret"))
    theirs = create_app(store, settings(clock, secret="another secret"))
    assert TestClient(ours).get(_link(theirs, clock)).status_code == 403


def test_the_database_secret_is_made_once_and_shared(store, clock):
    first, second = create_app(store, settings(clock)), create_app(store, settings(clock))
    assert first.state.web.secret == second.state.web.secret and len(first.state.web.secret) >= 48
    assert TestClient(second).get(_link(first, clock)).status_code == 200


def test_a_link_to_a_competition_no_longer_stored_is_not_found(app, clock):
    answer = TestClient(app).get(_link(app, clock, slug="gone"))
    assert answer.status_code == 404 and "There is no competition gone." in answer.text


def test_a_table_link_needs_whole_numbers_and_an_aware_expiry(app, clock):
    with pytest.raises(ValueError, match="round must be a whole number from 1"):
        app.state.web.links.table_link("ron", 0, 1, clock())
    with pytest.raises(ValueError, match="time zone"):
        app.state.web.links.table_link("ron", 1, 1, clock().replace(tzinfo=None))


# --------------------------------------------------------------------------- words


def _used_keys() -> set[str]:
    """Every catalog key the web app's code, its templates and its commands name."""
    sources = [*WEB.rglob("*.py"), *WEB.rglob("*.html"), SERVE]
    found = {key for path in sources for key in re.findall(r"""["'](web_[a-z_]+)["']""", path.read_text())}
    prefixes = {key for key in found if key.endswith("_")}  # keys made from a code: web_kind_, web_role_
    made = {f"web_kind_{kind}" for kind in COMPETITION_KINDS} | {f"web_role_{role}" for role in STAFF_ROLES}
    made |= made_keys()  # the public pages': winds, hands' kinds, CSV columns, fields' meanings
    return (found - prefixes) | made | set(KEYS)


def test_every_key_the_web_app_names_has_words_in_both_languages():
    for key in sorted(_used_keys()):
        assert key in MESSAGES, f"{key}: no template in taikai.i18n.messages"
        params = {name: f"<{name}>" for name in i18n.placeholders(MESSAGES[key])}
        english, japanese = i18n.message(key, params, "en"), i18n.message(key, params, "ja")
        assert english == MESSAGES[key].format(**params)
        assert japanese != english and "{" not in japanese, key
        assert all(value in japanese for value in params.values()), key


def test_the_web_section_of_the_catalog_keeps_no_key_nothing_uses():
    assert {key for key in MESSAGES if key.startswith("web_")} == _used_keys()
