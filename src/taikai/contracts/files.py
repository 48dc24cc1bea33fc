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
import os
import stat
import zlib
from pathlib import Path

from taikai.contracts.codes import ContractCode
from taikai.errors import TaikaiError
from taikai.reasons import Reason

__all__ = ["DEFAULT_LIMIT", "FileError", "gunzip_bytes", "read_bytes", "read_text"]

DEFAULT_LIMIT = 256 * 1024 * 1024  # 256 MiB: a league of millions of games fits
GZIP_MAGIC = b"\x1f\x8b"
_CHUNK = 1 << 20


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


def _size(limit: int) -> Reason:
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
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise FileError.of(ContractCode.file_not_regular, path=str(path), kind=_kind(mode))
        with os.fdopen(fd, "rb", closefd=True) as handle:
            fd = -1
            data = handle.read(limit + 1)
    except OSError as error:
        raise _os_error(path, error, "read error") from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(data) > limit:
        raise FileError.of(ContractCode.file_too_large, path=str(path), size=_size(limit))
    if gunzip and data.startswith(GZIP_MAGIC):
        data = gunzip_bytes(data, limit, path)
    return data


def gunzip_bytes(data: bytes, limit: int, path: str | Path) -> bytes:
    """Unpack gzip data (every member), refusing more than ``limit`` bytes unpacked."""
    out = bytearray()
    rest = data
    while rest:
        unpacker = zlib.decompressobj(wbits=31)
        try:
            while rest:
                out += unpacker.decompress(rest, limit + 1 - len(out))
                if len(out) > limit:
                    raise FileError.of(ContractCode.gzip_too_large, path=str(path), size=_size(limit))
                rest = unpacker.unconsumed_tail
                if unpacker.eof:
                    break
        except zlib.error:
            raise FileError.of(ContractCode.gzip_damaged, path=str(path)) from None
        if not unpacker.eof:
            raise FileError.of(ContractCode.gzip_truncated, path=str(path))
        rest = unpacker.unused_data.lstrip(b"\0")
        if rest and not rest.startswith(GZIP_MAGIC):
            break  # trailing garbage after the last member: ignored, as gzip(1) does
    return bytes(out)


def read_text(path: str | Path, limit: int = DEFAULT_LIMIT, *, gunzip: bool = True) -> str:
    """The UTF-8 text of a regular file (see :func:`read_bytes`); a byte-order mark is dropped."""
    data = read_bytes(path, limit, gunzip=gunzip)
    try:
        return data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as error:
        raise FileError.of(ContractCode.file_not_utf8, path=str(path), byte=error.start + 1) from None
