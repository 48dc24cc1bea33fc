"""Request bodies (issue 23): bounded before anything reads them; an upload read only after its CSRF
token and its login are checked. Each body here records how much of it the app read."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from taikai.web import create_app

from .conftest import csrf_of, log_in, settings

MIB = 1024 * 1024
BOUNDARY = "taikai-test"
UPLOAD = {"content-type": f"multipart/form-data; boundary={BOUNDARY}"}


class Body:
    """A request body sent a piece at a time, that counts the bytes the app took of it."""

    def __init__(self, size: int, head: bytes = b"") -> None:
        self.size, self.head, self.taken = size, head, 0

    def __iter__(self):
        sent = 0
        while sent < self.size:
            piece = (self.head if sent == 0 else b"") + b"x" * min(MIB, self.size - sent)
            sent += len(piece)
            self.taken += len(piece)
            yield piece


def part(name: str, content: bytes = b"", filename: str | None = None) -> bytes:
    disposition = f'form-data; name="{name}"' + (f'; filename="{filename}"' if filename else "")
    return f"--{BOUNDARY}\r\nContent-Disposition: {disposition}\r\n\r\n".encode() + content + b"\r\n"


def file_head(token: str | None = None) -> bytes:
    """A multipart body's start: the CSRF token as a field (when given), then a file's part."""
    fields = part("csrf_token", token.encode()) if token else b""
    return (
        fields
        + f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="big.csv"\r\n\r\n'.encode()
    )


def test_an_anonymous_upload_is_refused_before_a_byte_of_it_is_read(client):
    body = Body(8 * MIB, file_head())
    answer = client.post("/staff/c/spring/import", content=body, headers=UPLOAD)
    assert answer.status_code == 403 and body.taken == 0
    assert "security token" in answer.text


def test_an_anonymous_upload_with_its_own_token_needs_a_login_before_it_is_read(client):
    token = csrf_of(client.get("/login").text)
    body = Body(8 * MIB, file_head(token))
    answer = client.post(f"/staff/c/spring/import?csrf_token={token}", content=body, headers=UPLOAD)
    assert answer.status_code == 401 and body.taken == 0
    assert 'name="password"' in answer.text  # the login form


def test_an_uploads_token_is_never_looked_for_in_its_body(client):
    assert log_in(client, "desk").status_code == 303
    token = csrf_of(client.get("/staff/c/spring/import").text)
    body = Body(MIB, file_head(token))
    answer = client.post("/staff/c/spring/import", content=body, headers=UPLOAD)
    assert answer.status_code == 403 and body.taken == 0


def test_a_body_declared_larger_than_its_limit_is_refused_unread_in_the_visitors_language(client):
    assert log_in(client, "desk").status_code == 303
    token = csrf_of(client.get("/staff/c/spring/import").text)
    body = Body(MIB, file_head())
    declared = {**UPLOAD, "content-length": str(65 * MIB), "accept-language": "ja"}
    answer = client.post(f"/staff/c/spring/import?csrf_token={token}", content=body, headers=declared)
    assert answer.status_code == 413 and body.taken == 0
    assert "64 MiB を超えているため、読み込んでいません" in answer.text and '<html lang="ja">' in answer.text


def test_an_anonymous_form_larger_than_a_form_can_be_is_refused_unread(client):
    body = Body(2 * MIB, b"login=org&password=")
    form = {"content-type": "application/x-www-form-urlencoded", "content-length": str(2 * MIB + 19)}
    answer = client.post("/login", content=body, headers=form)
    assert answer.status_code == 413 and body.taken == 0
    assert "The request is larger than 1 MiB, the most this address takes: it was not read." in answer.text


def test_the_api_refuses_a_large_body_in_json(client):
    token = csrf_of(client.get("/login").text)
    headers = {"x-csrf-token": token, "content-type": "application/json", "content-length": str(5 * MIB)}
    answer = client.post("/api/competitions", content=Body(MIB), headers=headers)
    assert answer.status_code == 413
    assert answer.json() == {
        "ok": False,
        "error": {
            "code": "body_too_large",
            "message": "The request is larger than 1 MiB, the most this address takes: it was not read.",
        },
    }


@pytest.mark.parametrize("upload", [True, False])
def test_a_body_sent_without_its_length_is_counted_and_refused_past_its_limit(store, clock, upload):
    app = create_app(store, settings(clock, upload_limit=2 * MIB, body_limit=MIB))
    client = TestClient(app)
    assert log_in(client, "desk").status_code == 303
    token = csrf_of(client.get("/staff/c/spring/import").text)
    if upload:
        path, headers, body = f"/staff/c/spring/import?csrf_token={token}", UPLOAD, Body(3 * MIB, file_head())
    else:
        form = {"content-type": "application/x-www-form-urlencoded", "x-csrf-token": token}
        path, headers, body = "/staff/links", form, Body(2 * MIB, b"competition=ron&round=1&tables=")
    answer = client.post(path, content=body, headers=headers)
    assert answer.status_code == 413, answer.text
    assert f"larger than {2 if upload else 1} MiB" in answer.text


def test_an_upload_within_its_limits_is_read_for_staff_with_the_token_in_its_address(client):
    assert log_in(client, "desk").status_code == 303
    token = csrf_of(client.get("/staff/c/spring/import").text)
    body = part("files", b"not a record", "notes.txt") + f"--{BOUNDARY}--\r\n".encode()
    answer = client.post(f"/staff/c/spring/import?csrf_token={token}", content=body, headers=UPLOAD)
    assert answer.status_code == 200 and "notes.txt" in answer.text and "1 files refused" in answer.text


@pytest.mark.parametrize("name", ["body_limit", "upload_limit"])
def test_the_limits_are_at_least_one_byte(clock, name):
    with pytest.raises(ValueError, match=name):
        settings(clock, **{name: 0})
