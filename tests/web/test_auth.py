"""Staff logins: argon2, the session cookie, the login limit, replays, roles, logging out."""

from __future__ import annotations

from argon2 import PasswordHasher
from fastapi.testclient import TestClient
from tests.web.conftest import CHEAP, PASSWORD, csrf_of, fill, log_in, settings

from taikai.store import open_store
from taikai.web import create_app
from taikai.web.auth import COOKIE


def test_a_login_opens_a_session_with_a_safe_cookie(client, store):
    before = client.cookies.get(COOKIE)
    response = log_in(client, "org")
    assert response.status_code == 303 and response.headers["location"] == "/staff"
    cookie = response.headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=lax" in cookie and "Secure" not in cookie  # plain http
    assert client.cookies.get(COOKIE) != before  # a new key on logging in
    page = client.get("/staff")
    assert (
        page.status_code == 200 and 'href="/staff/accounts"' in page.text and "org (organizer)" in page.text
    )


def test_the_staff_home_has_no_placeholder(client):
    """Issue 24 item 5: the staff home lists what staff can do, and promises nothing."""
    log_in(client, "org")
    for lang, placeholder in (("en", "come here next"), ("ja", "追加されます")):
        page = client.get("/staff", headers={"Accept-Language": lang})
        assert page.status_code == 200 and placeholder not in page.text
        assert 'href="/staff/competitions"' in page.text and 'href="/staff/links"' in page.text


def test_the_cookie_is_secure_over_https(app):
    client = TestClient(app, base_url="https://testserver")
    assert "Secure" in client.get("/").headers["set-cookie"]
    assert "Secure" in log_in(client, "desk").headers["set-cookie"]


def test_the_password_is_stored_as_argon2_only(store):
    with store.unit_of_work("test", read_only=True) as uow:
        stored = uow.staff.get("org").password_hash
    assert stored.startswith("$argon2id$") and PASSWORD not in stored
    assert CHEAP.verify(stored, PASSWORD)


def test_a_wrong_password_an_unknown_or_a_disabled_login_are_refused_alike(client):
    for login, password in (("org", "wrong password"), ("nobody", PASSWORD), ("gone", PASSWORD)):
        response = log_in(client, login, password)
        assert response.status_code == 401
        assert "Wrong login or password." in response.text
        assert client.get("/staff").status_code == 401


def test_five_failures_in_15_minutes_refuse_the_login_until_the_first_leaves_the_window(client, clock):
    # failures at 09:00, 09:01, 09:02, 09:03, 09:04; at 09:05 the login is refused until
    # 09:00 + 15 min = 09:15: 10 minutes, 600 seconds; at 09:15 the 09:00 failure has left
    for _ in range(5):
        assert log_in(client, "desk", "wrong password").status_code == 401
        clock.advance(minutes=1)
    refused = log_in(client, "desk", PASSWORD)  # even the right password: it is not checked
    assert refused.status_code == 429 and refused.headers["retry-after"] == "600"
    assert "Too many failed logins for this account: try again in 10 min." in refused.text
    clock.advance(minutes=9, seconds=59)
    assert log_in(client, "desk", PASSWORD).status_code == 429  # 09:14:59: 1 second left
    clock.advance(seconds=1)
    assert log_in(client, "desk", PASSWORD).status_code == 303  # 09:15


def test_a_refused_login_counts_nothing_more_and_a_login_forgives(client, clock):
    for _ in range(5):
        log_in(client, "desk", "wrong password")
    for _ in range(3):
        assert log_in(client, "desk", "wrong password").status_code == 429
    clock.advance(minutes=15)  # the five leave the window; the three refused were not counted
    assert log_in(client, "desk", PASSWORD).status_code == 303
    client.post("/logout", data={"csrf_token": csrf_of(client.get("/staff").text)})
    for _ in range(4):  # the login forgave the failures before it: four more do not refuse
        assert log_in(client, "desk", "wrong password").status_code == 401
    assert log_in(client, "desk", PASSWORD).status_code == 303


def test_twenty_failures_from_one_address_refuse_every_login_from_it(client, clock):
    for number in range(20):  # 20 logins, one failure each: no login reaches its own limit
        assert log_in(client, f"guess{number}", "wrong password").status_code == 401
    refused = log_in(client, "org", PASSWORD)
    assert refused.status_code == 429 and "from your address" in refused.text
    assert refused.headers["retry-after"] == str(15 * 60)  # all 20 at 09:00: until 09:15


def test_the_limit_holds_across_processes(tmp_path, clock):
    # two stores on one SQLite file stand for two processes serving the database
    url = f"sqlite:///{tmp_path}/shared.db"
    first, second = open_store(url, clock), open_store(url, clock)
    fill(first)
    one, other = (TestClient(create_app(s, settings(clock))) for s in (first, second))
    for client in (one, other, one, other, one):
        assert log_in(client, "org", "wrong password").status_code == 401
    assert log_in(other, "org", PASSWORD).status_code == 429
    first.close()
    second.close()


def test_a_login_form_sent_again_after_it_logged_in_is_refused(client, store):
    token = csrf_of(client.get("/login").text)
    spent_cookie = client.cookies.get(COOKIE)
    form = {"login": "org", "password": PASSWORD, "csrf_token": token}
    assert client.post("/login", data=form, follow_redirects=False).status_code == 303
    replay = TestClient(client.app, cookies={COOKIE: spent_cookie})  # the captured request, again
    refused = replay.post("/login", data=form, follow_redirects=False)
    assert refused.status_code == 403 and "This login form was already used" in refused.text
    assert replay.get("/staff").status_code == 401  # the replay got no session


def test_logging_out_ends_the_session_even_for_a_copied_cookie(client):
    log_in(client, "desk")
    copied = client.cookies.get(COOKIE)
    response = client.post(
        "/logout", data={"csrf_token": csrf_of(client.get("/staff").text)}, follow_redirects=False
    )
    assert response.status_code == 303 and response.headers["location"] == "/"
    assert client.get("/staff").status_code == 401
    assert TestClient(client.app, cookies={COOKIE: copied}).get("/staff").status_code == 401


def test_a_session_ends_after_12_hours(client, clock):
    log_in(client, "desk")
    clock.advance(hours=11, minutes=59)
    assert client.get("/staff").status_code == 200
    clock.advance(minutes=1)
    assert client.get("/staff").status_code == 401


def test_an_altered_cookie_is_a_new_anonymous_visitor(client):
    log_in(client, "desk")
    key = client.cookies.get(COOKIE)
    altered = TestClient(client.app, cookies={COOKIE: key[:-2] + ("AA" if not key.endswith("AA") else "BB")})
    assert altered.get("/staff").status_code == 401


def test_an_anonymous_visitor_reads_no_session(client, store, monkeypatch):
    # A visitor's first key is anonymous: no session is ever opened with one, so a page for it
    # looks none up (the public pages read the store once a request, not twice).
    first = client.get("/")
    assert first.status_code == 200 and COOKIE in first.headers["set-cookie"]
    with store.unit_of_work("test", read_only=True) as uow:
        security = type(uow.security)
    looked_up = []
    real = security.session
    monkeypatch.setattr(security, "session", lambda self, key: looked_up.append(key) or real(self, key))
    again = client.get("/")
    assert again.status_code == 200 and "set-cookie" not in again.headers  # the same visitor
    assert looked_up == []
    log_in(client, "desk")  # a login's key is looked up, and finds its session
    assert client.get("/staff").status_code == 200 and len(looked_up) == 1


def test_an_answer_that_uses_no_session_sets_no_cookie(client):
    """The JSON API reads no session: no anonymous key is signed for it and no cookie is sent; the
    first page, whose forms carry a CSRF token, gets
    one, with the security headers every answer carries."""
    api = client.get("/api/competitions")
    assert api.status_code == 200 and "set-cookie" not in api.headers
    assert api.headers["x-frame-options"] == "DENY" and api.headers["content-language"]
    page = client.get("/")
    assert page.status_code == 200 and COOKIE in page.headers["set-cookie"]
    assert page.headers["x-frame-options"] == "DENY" and page.headers.get_list("x-frame-options") == ["DENY"]


def test_staff_cannot_do_what_only_an_organizer_may(client, store):
    log_in(client, "desk")
    page = client.get("/staff")
    assert 'href="/staff/links"' in page.text and 'href="/staff/accounts"' not in page.text
    assert client.get("/staff/accounts").status_code == 403
    refused = client.post("/staff/accounts/org/disable", data={"csrf_token": csrf_of(page.text)})
    assert refused.status_code == 403 and "Only an organizer can do this." in refused.text
    with store.unit_of_work("test", read_only=True) as uow:
        assert uow.staff.get("org").active  # nothing done


def test_an_organizer_disables_an_account_and_its_session_ends(app, store):
    staff, organizer = TestClient(app), TestClient(app)
    log_in(staff, "desk")
    log_in(organizer, "org")
    page = organizer.get("/staff/accounts")
    assert page.status_code == 200 and "/staff/accounts/desk/disable" in page.text
    assert "/staff/accounts/org/disable" not in page.text  # not one's own
    done = organizer.post(
        "/staff/accounts/desk/disable", data={"csrf_token": csrf_of(page.text)}, follow_redirects=False
    )
    assert done.status_code == 303
    with store.unit_of_work("test", read_only=True) as uow:
        assert not uow.staff.get("desk").active
        entry = uow.audit.entries(entity="staff", entity_id="desk")[-1]
    assert (entry.actor, entry.action, entry.new["active"], entry.new["password_hash"]) == (
        "web:org",
        "update",
        False,
        "(secret)",
    )
    assert staff.get("/staff").status_code == 401


def test_an_organizer_cannot_disable_themself_or_nobody(client, store):
    log_in(client, "org")
    token = csrf_of(client.get("/staff").text)
    itself = client.post("/staff/accounts/org/disable", data={"csrf_token": token})
    assert itself.status_code == 409 and "cannot disable your own account" in itself.text
    nobody = client.post("/staff/accounts/nobody/disable", data={"csrf_token": token})
    assert nobody.status_code == 404 and "There is no staff account nobody." in nobody.text


def test_a_hash_made_with_other_parameters_is_rehashed_on_login(store, clock):
    stronger = PasswordHasher(time_cost=2, memory_cost=16, parallelism=1)
    client = TestClient(create_app(store, settings(clock, hasher=stronger)))
    assert log_in(client, "org").status_code == 303
    with store.unit_of_work("test", read_only=True) as uow:
        assert not stronger.check_needs_rehash(uow.staff.get("org").password_hash)
