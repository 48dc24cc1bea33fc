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

from taikai.errors import TaikaiError

__all__ = ["DEFAULT_LIMIT", "FileError", "gunzip_bytes", "read_bytes", "read_text"]

DEFAULT_LIMIT = 256 * 1024 * 1024  # 256 MiB: a league of millions of games fits
GZIP_MAGIC = b"\x1f\x8b"
_CHUNK = 1 << 20


class FileError(TaikaiError):
    """A file that cannot be read: missing, not a regular file, too large, not text."""

    code = "bad_file"


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a file"


def _size(limit: int) -> str:
    return f"{limit // (1024 * 1024)} MiB" if limit >= 1024 * 1024 else f"{limit} bytes"


def read_bytes(path: str | Path, limit: int = DEFAULT_LIMIT, *, gunzip: bool = True) -> bytes:
    """The bytes of a regular file (gzip unpacked when ``gunzip``), at most ``limit`` of them."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as error:
        reason = "no such file" if error.errno == errno.ENOENT else (error.strerror or "cannot open it")
        raise FileError(f"cannot read {path}: {reason.lower()}") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise FileError(f"cannot read {path}: not a regular file ({_kind(mode)})")
        with os.fdopen(fd, "rb", closefd=True) as handle:
            fd = -1
            data = handle.read(limit + 1)
    except OSError as error:
        raise FileError(f"cannot read {path}: {(error.strerror or 'read error').lower()}") from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(data) > limit:
        raise FileError(f"cannot read {path}: larger than {_size(limit)}")
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
                    raise FileError(f"cannot read {path}: unpacks to more than {_size(limit)}")
                rest = unpacker.unconsumed_tail
                if unpacker.eof:
                    break
        except zlib.error:
            raise FileError(f"cannot read {path}: a damaged gzip file") from None
        if not unpacker.eof:
            raise FileError(f"cannot read {path}: a truncated gzip file")
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
        raise FileError(
            f"cannot read {path}: not UTF-8 text (byte {error.start + 1} cannot be read)"
        ) from None
