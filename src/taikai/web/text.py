"""Form posts are UTF-8 text: every field's name and value, and every uploaded file's name.

Starlette reads a form leniently: bytes that are not UTF-8 become U+FFFD in a urlencoded form and
Latin-1 in a multipart one, and a name typed in another encoding would be stored as ``���``.
:class:`Utf8Forms` (a plain ASGI middleware) reads every form body as it streams to the app, with
python-multipart's parsers (those Starlette uses), and notes the first field that is not UTF-8;
:func:`check` (a dependency of the app itself, run after the CSRF check and before any route) then
refuses the request, 400 ``bad_request``, naming the field. Nothing is buffered here beyond what
Starlette's own parser holds (one urlencoded field at a time); the content of an uploaded file is
not text here (each importer reads its own kind, strictly).
"""

from __future__ import annotations

import codecs
from typing import Any
from urllib.parse import unquote_to_bytes

from fastapi import Request
from python_multipart.multipart import MultipartParser, QuerystringParser, parse_options_header
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from taikai.web.errors import WebError

__all__ = ["Utf8Forms", "check"]

#: Where the name of the first field that is not UTF-8 is kept (the request's state).
STATE = "form_not_utf8"
_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


def _utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _name(data: bytes) -> str:
    """A field's name as a message shows it (its bytes that are not UTF-8 shown as U+FFFD)."""
    return data.decode("utf-8", "replace")


class _Urlencoded:
    """The fields of an ``application/x-www-form-urlencoded`` body, each checked when it ends."""

    def __init__(self) -> None:
        self.problem: str | None = None
        self._name = bytearray()
        self._value = bytearray()
        callbacks: Any = {
            "on_field_start": self._start,
            "on_field_name": lambda data, start, end: self._name.extend(data[start:end]),
            "on_field_data": lambda data, start, end: self._value.extend(data[start:end]),
            "on_field_end": self._end,
        }
        self.parser = QuerystringParser(callbacks)

    def _start(self) -> None:
        self._name.clear()
        self._value.clear()

    def _end(self) -> None:
        name = unquote_to_bytes(bytes(self._name).replace(b"+", b" "))
        value = unquote_to_bytes(bytes(self._value).replace(b"+", b" "))
        if self.problem is None and not (_utf8(name) and _utf8(value)):
            self.problem = _name(name)
        self._start()


class _Multipart:
    """The parts of a ``multipart/form-data`` body: each part's name, each file's name and each
    field's value checked as they come (a field's value through an incremental decoder)."""

    def __init__(self, boundary: bytes) -> None:
        self.problem: str | None = None
        self._header = bytearray()
        self._value = bytearray()
        self._disposition = b""
        self._field = ""
        self._decoder: codecs.IncrementalDecoder | None = None
        callbacks: Any = {
            "on_part_begin": self._begin,
            "on_header_field": lambda data, start, end: self._header.extend(data[start:end]),
            "on_header_value": lambda data, start, end: self._value.extend(data[start:end]),
            "on_header_end": self._header_end,
            "on_headers_finished": self._headers_finished,
            "on_part_data": self._data,
            "on_part_end": self._part_end,
        }
        self.parser = MultipartParser(boundary, callbacks)

    def _begin(self) -> None:
        self._disposition, self._decoder = b"", None

    def _header_end(self) -> None:
        if bytes(self._header).lower() == b"content-disposition":
            self._disposition = bytes(self._value)
        self._header.clear()
        self._value.clear()

    def _headers_finished(self) -> None:
        _, options = parse_options_header(self._disposition)
        name = options.get(b"name", b"")
        self._field = _name(name)
        if not _utf8(name) or not _utf8(options.get(b"filename", b"")):
            self._note()
        elif b"filename" not in options:  # a field, not a file: its value is text
            self._decoder = codecs.getincrementaldecoder("utf-8")("strict")

    def _data(self, data: bytes, start: int, end: int) -> None:
        if self._decoder is not None:
            try:
                self._decoder.decode(data[start:end])
            except UnicodeDecodeError:
                self._note()

    def _part_end(self) -> None:
        if self._decoder is not None:
            try:
                self._decoder.decode(b"", final=True)
            except UnicodeDecodeError:
                self._note()

    def _note(self) -> None:
        if self.problem is None:
            self.problem = self._field
        self._decoder = None


def _reader(scope: Scope) -> _Urlencoded | _Multipart | None:
    """The reader of a request's form body (None: not a form)."""
    if scope["method"] not in _METHODS:
        return None
    content_type = next((value for key, value in scope["headers"] if key == b"content-type"), b"")
    kind, options = parse_options_header(content_type)
    if kind == b"application/x-www-form-urlencoded":
        return _Urlencoded()
    if kind == b"multipart/form-data" and options.get(b"boundary"):
        try:
            return _Multipart(options[b"boundary"])
        except Exception:  # a boundary the parser refuses: Starlette refuses the form itself
            return None
    return None


class Utf8Forms:
    """Reads each form body as it streams to the app and notes the first field that is not UTF-8
    (see the module docstring)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        reader = _reader(scope) if scope["type"] == "http" else None
        if reader is None:
            await self.app(scope, receive, send)
            return
        state = scope.setdefault("state", {})

        async def reading() -> Message:
            message = await receive()
            nonlocal reader
            if reader is not None and message["type"] == "http.request":
                try:
                    reader.parser.write(message.get("body", b""))
                    if not message.get("more_body", False):
                        reader.parser.finalize()
                except Exception:  # a malformed body: Starlette's own parser refuses it
                    reader = None
                    return message
                if reader.problem is not None:
                    state[STATE] = reader.problem
                    reader = None
            return message

        await self.app(scope, reading, send)


async def check(request: Request) -> None:
    """Refuse (400) a request whose form holds a field that is not UTF-8, naming it."""
    field = request.scope.get("state", {}).get(STATE)
    if field is not None:
        raise WebError(400, "bad_request", "web_field_not_text", field=field)
