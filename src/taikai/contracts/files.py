"""Reading a file the operator named: regular files only, bounded in size, gzip unpacked.

Every file taikai reads goes through :func:`read_bytes` (or :func:`read_text`):

- only a regular file is read: a FIFO, a device (``/dev/zero``, ``/dev/stdin``), a
  directory or a socket is refused without blocking (the file is opened
  non-blocking and checked before a byte is read);
- at most ``limit`` bytes are read; a larger file is refused, as is a gzip
  file that unpacks to more (Tenhou serves its logs gzipped);
- messages name the file and the problem, never the file's contents.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> (folder / "a.json").write_text('{"ok": true}')
12
>>> read_text(folder / "a.json")
'{"ok": true}'
>>> read_text("/dev/zero")
Traceback (most recent call last):
...
taikai.contracts.files.FileError: cannot read /dev/zero: not a regular file (a device)
"""

from __future__ import annotations

import errno
import io
import lzma
import os
import re
import stat
import zlib
from pathlib import Path
from typing import Any

from taikai.contracts.codes import ContractCode
from taikai.errors import TaikaiError
from taikai.reasons import Reason

__all__ = [
    "DEFAULT_LIMIT",
    "FileError",
    "UnpackedTooLarge",
    "Unpacking",
    "gunzip_bytes",
    "read_bytes",
    "read_text",
    "size_reason",
]

DEFAULT_LIMIT = 256 * 1024 * 1024  # 256 MiB: a league of millions of games fits
GZIP_MAGIC = b"\x1f\x8b"
XZ_MAGIC = b"\xfd7zXZ\x00"


class FileError(TaikaiError):
    """A file that cannot be read: missing, not a regular file, too large, not text."""

    code = "bad_file"


def _kind(mode: int) -> Reason:
    if stat.S_ISDIR(mode):
        return Reason(ContractCode.kind_folder)
    if stat.S_ISFIFO(mode):
        return Reason(ContractCode.kind_pipe)
    if stat.S_ISSOCK(mode):
        return Reason(ContractCode.kind_socket)
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Reason(ContractCode.kind_device)
    return Reason(ContractCode.kind_not_a_file)


def size_reason(limit: int) -> Reason:
    if limit >= 1024 * 1024:
        return Reason.of(ContractCode.size_mib, mib=limit // (1024 * 1024))
    return Reason.of(ContractCode.size_bytes, count=limit)


def _os_error(path: str | Path, error: OSError, default: str) -> FileError:
    """The operating system's reason (its English words, as the system gives them)."""
    return FileError.of(
        ContractCode.file_os_error, path=str(path), reason=(error.strerror or default).lower()
    )


def read_bytes(path: str | Path, limit: int = DEFAULT_LIMIT, *, gunzip: bool = True) -> bytes:
    """The bytes of a regular file (gzip unpacked when ``gunzip``), at most ``limit`` of them."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as error:
        if error.errno == errno.ENOENT:
            raise FileError.of(ContractCode.file_missing, path=str(path)) from None
        raise _os_error(path, error, "cannot open it") from None
    try:
        found = os.fstat(fd)
        if not stat.S_ISREG(found.st_mode):
            raise FileError.of(ContractCode.file_not_regular, path=str(path), kind=_kind(found.st_mode))
        with os.fdopen(fd, "rb", closefd=True) as handle:
            fd = -1
            # read(n) sets n bytes aside first: ask for the file's size (and one more), not the limit
            data = handle.read(min(found.st_size, limit) + 1)
            if found.st_size < len(data) <= limit:  # the file grew while it was read
                data += handle.read(limit + 1 - len(data))
    except OSError as error:
        raise _os_error(path, error, "read error") from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(data) > limit:
        raise FileError.of(ContractCode.file_too_large, path=str(path), size=size_reason(limit))
    if gunzip and data.startswith(GZIP_MAGIC):
        data = gunzip_bytes(data, limit, path)
    return data


def gunzip_bytes(data: bytes, limit: int, path: str | Path) -> bytes:
    """Unpack gzip data (every member), refusing more than ``limit`` bytes unpacked."""
    return Unpacking(data, path, limit).readall()


class UnpackedTooLarge(FileError):
    """Compressed data that unpacks to more than its limit."""


_KINDS = {
    "gzip": (GZIP_MAGIC, ContractCode.gzip_too_large, ContractCode.gzip_damaged, ContractCode.gzip_truncated),
    "xz": (XZ_MAGIC, ContractCode.xz_too_large, ContractCode.xz_damaged, ContractCode.xz_truncated),
}
_NULS = re.compile(rb"\0*")
_FEED = 64 * 1024  # compressed bytes given to the decompressor at a time
#: The memory an xz stream may ask of its decompressor (its dictionary): xz -9 asks 65 MiB.
XZ_MEMORY = 80 * 1024 * 1024


class Unpacking(io.RawIOBase):
    """The unpacked bytes of gzip or xz data (every member, or stream, after another; trailing bytes
    that start no other are ignored, as gzip(1) does), or of plain data, read a piece at a time.

    Never more than ``limit`` bytes come out in all (:class:`UnpackedTooLarge` when the data holds
    more), and never more at once than asked: memory stays what the reader keeps, however much the
    data unpacks to. This is the one place where taikai decompresses what it is given
    (:func:`gunzip_bytes`, the archives of :mod:`taikai.contracts.archives`).
    """

    def __init__(self, data: bytes, path: str | Path, limit: int) -> None:
        super().__init__()
        self.kind = next((kind for kind, (magic, *_) in _KINDS.items() if data.startswith(magic)), None)
        self._data, self._view, self._path, self._limit = data, memoryview(data), str(path), limit
        self._position = 0  # bytes of ``data`` given to the decompressors
        self._unpacker: Any = None  # the current member's decompressor
        self._started = False
        self._pending = b""  # bytes unpacked ahead (:meth:`head`)
        self.unpacked = 0  # bytes unpacked so far

    def readable(self) -> bool:
        return True

    def head(self, size: int) -> bytes:
        """The first ``size`` bytes unpacked (fewer if there are no more), read again afterwards."""
        while len(self._pending) < size:
            piece = self._piece(size - len(self._pending))
            if not piece:
                break
            self._pending += piece
        return self._pending[:size]

    def readinto(self, buffer: Any) -> int:
        wanted = len(buffer)
        if self._pending:
            piece, self._pending = self._pending[:wanted], self._pending[wanted:]
        else:
            piece = self._piece(wanted)
        buffer[: len(piece)] = piece
        return len(piece)

    def _error(self, which: int) -> FileError:
        code = _KINDS[self.kind or "gzip"][which]
        if which == 1:
            return UnpackedTooLarge.of(code, path=self._path, size=size_reason(self._limit))
        return FileError.of(code, path=self._path)

    def _piece(self, size: int) -> bytes:
        """At most ``size`` more bytes unpacked (b"" at the end)."""
        piece = self._next(size)
        self.unpacked += len(piece)
        if self.unpacked > self._limit:
            raise self._error(1)
        return piece

    def _next(self, size: int) -> bytes:
        if self.kind is None:
            piece = bytes(self._view[self._position : self._position + size])
            self._position += len(piece)
            return piece
        stalled = False  # a call that took nothing and gave nothing
        while True:
            if self._unpacker is None and not self._start():
                return b""
            try:
                if self.kind == "xz":
                    fed = self._feed() if self._unpacker.needs_input else b""
                else:
                    fed = self._unpacker.unconsumed_tail or self._feed()
                piece = self._unpacker.decompress(fed, size)
            except lzma.LZMAError as error:
                if "memory" in str(error).lower():
                    size = size_reason(XZ_MEMORY)
                    raise FileError.of(ContractCode.xz_memory, path=self._path, size=size) from None
                raise self._error(2) from None
            except zlib.error:
                raise self._error(2) from None
            if self._unpacker.eof:
                self._position -= len(self._unpacker.unused_data)
                if self.kind == "gzip":
                    self._position -= len(self._unpacker.unconsumed_tail)
                self._unpacker = None
            elif not piece and not fed:
                if stalled or self._position >= len(self._data):
                    raise self._error(3)  # the data ends inside a member
                stalled = True
            if piece:
                return piece

    def _feed(self) -> memoryview:
        fed = self._view[self._position : self._position + _FEED]
        self._position += len(fed)
        return fed

    def _start(self) -> bool:
        """Start the next member: the first, or one after NUL padding; False at the end."""
        if self._started:
            self._position = _NULS.match(self._data, self._position).end()  # type: ignore[union-attr]
        assert self.kind is not None
        if not self._data.startswith(_KINDS[self.kind][0], self._position):
            if not self._started:
                raise self._error(2)
            return False
        self._started = True
        if self.kind == "xz":
            self._unpacker = lzma.LZMADecompressor(memlimit=XZ_MEMORY)
        else:
            self._unpacker = zlib.decompressobj(wbits=31)
        return True


def read_text(path: str | Path, limit: int = DEFAULT_LIMIT, *, gunzip: bool = True) -> str:
    """The UTF-8 text of a regular file (see :func:`read_bytes`); a byte-order mark is dropped."""
    data = read_bytes(path, limit, gunzip=gunzip)
    try:
        return data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as error:
        raise FileError.of(ContractCode.file_not_utf8, path=str(path), byte=error.start + 1) from None
