"""What a file holds when it is compressed or an archive: unpacked and bounded at one place.

:func:`unpack` reads the bytes of one file (a ``.tar.xz`` of Tenhou logs, a gzipped log, a plain
tar, or anything else) as a stream, through :class:`taikai.contracts.files.Unpacking` (gzip and
xz are decompressed a piece at a time, never more than asked), and bounds it by :class:`Limits`:

- ``unpacked``: the bytes that come out of the file in all (a tar's headers and skipped entries
  count): more, and a single file is refused (``gzip_too_large``, ``xz_too_large``) and an archive
  is read no further;
- ``entries``: the entries of a tar read at most (every kind counts); the next one is named and the
  archive is read no further;
- ``member``: the size of one entry kept; a larger one is skipped and named;
- a tar header that names a long path or carries extended attributes (GNU long names, pax
  headers) is at most :data:`HEADER_LIMIT` bytes; a larger one ends the reading.

An archive's regular files are its members (held: at most ``unpacked`` bytes); every entry that is
not kept is :class:`Dropped`, with why (a reason of the catalog), so that an import can name it.
Directories are only the archive's structure: their files are members, and they are not named.
Links, devices and other entries that are not regular files are named as dropped.

>>> import io, tarfile
>>> packed = io.BytesIO()
>>> with tarfile.open(fileobj=packed, mode="w:xz") as tar:
...     for name, size in [("logs/a.xml", 3), ("logs/big.xml", 20)]:
...         entry = tarfile.TarInfo(name)
...         entry.size = size
...         tar.addfile(entry, io.BytesIO(b"x" * size))
>>> found = unpack(packed.getvalue(), "logs.tar.xz", Limits(member=10))
>>> [(m.name, m.content) for m in found.members], [(d.name, str(d.reason.code)) for d in found.dropped]
([('logs/a.xml', b'xxx')], [('logs/big.xml', 'member_too_large')])
"""

from __future__ import annotations

import io
import tarfile
from dataclasses import dataclass

from taikai.contracts.codes import ContractCode
from taikai.contracts.files import DEFAULT_LIMIT, FileError, UnpackedTooLarge, Unpacking, size_reason
from taikai.reasons import Reason

__all__ = ["HEADER_LIMIT", "LIMITS", "Dropped", "Limits", "Member", "Unpacked", "unpack"]

HEADER_LIMIT = 64 * 1024
_TAR_HEAD = 512
_BUFFER = 1024 * 1024
#: A tar header's content read whole by :mod:`tarfile` (a long name, pax attributes).
_EXTENDED = frozenset(
    {
        tarfile.GNUTYPE_LONGNAME,
        tarfile.GNUTYPE_LONGLINK,
        tarfile.XHDTYPE,
        tarfile.XGLTYPE,
        tarfile.SOLARIS_XHDTYPE,
    }
)
_LINKS = frozenset({tarfile.SYMTYPE, tarfile.LNKTYPE})
_DEVICES = frozenset({tarfile.CHRTYPE, tarfile.BLKTYPE})
_SHOWN = 200  # the characters of an entry's name shown


@dataclass(frozen=True, slots=True)
class Limits:
    """How much one file may unpack to (see the module docstring)."""

    unpacked: int = DEFAULT_LIMIT
    entries: int = 10_000
    member: int = 16 * 1024 * 1024


LIMITS = Limits()


@dataclass(frozen=True, slots=True)
class Member:
    """A regular file of an archive (its path in the archive), or the content of a file that is no
    archive (``name`` empty)."""

    name: str
    content: bytes


@dataclass(frozen=True, slots=True)
class Dropped:
    """An entry of an archive that was not kept, and why; ``name`` empty: the archive itself (read no
    further between two entries)."""

    name: str
    reason: Reason


@dataclass(frozen=True, slots=True)
class Unpacked:
    """What one file held: its members in archive order (one, named "", when it is no archive) and
    what was dropped, in archive order."""

    archive: bool
    members: tuple[Member, ...]
    dropped: tuple[Dropped, ...] = ()


class _HeaderTooLarge(Exception):
    pass


class _Header(tarfile.TarInfo):
    """A tar header that refuses to read an extended header of more than :data:`HEADER_LIMIT`
    bytes (tarfile reads one whole, before the entry it describes)."""

    def _proc_member(self, tarfile: tarfile.TarFile) -> tarfile.TarInfo:  # type: ignore[override]
        if self.type in _EXTENDED and self.size > HEADER_LIMIT:
            raise _HeaderTooLarge
        return super()._proc_member(tarfile)  # type: ignore[misc]


def _shown(name: str) -> str:
    """An entry's name as messages show it: undecodable bytes escaped, at most 200 characters."""
    name = name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    return name if len(name) <= _SHOWN else name[: _SHOWN - 1] + "…"


def _kind(entry: tarfile.TarInfo) -> Reason:
    if entry.type in _LINKS:
        return Reason(ContractCode.kind_link)
    if entry.type in _DEVICES:
        return Reason(ContractCode.kind_device)
    if entry.type == tarfile.FIFOTYPE:
        return Reason(ContractCode.kind_pipe)
    return Reason(ContractCode.kind_not_a_file)


def _is_tar(head: bytes) -> bool:
    return len(head) > 262 and head[257:262] == b"ustar"


def unpack(data: bytes, path: str, limits: Limits = LIMITS) -> Unpacked:
    """What ``data`` (the bytes of the file ``path``) holds, bounded by ``limits``: the members of a
    tar (xz, gzip or plain), else the content unpacked (gzip, xz) or as it is. :class:`FileError`
    for a file that is no archive and unpacks to too much, or is damaged or cut short."""
    stream = Unpacking(data, path, limits.unpacked)
    if not _is_tar(stream.head(_TAR_HEAD)):
        return Unpacked(False, (Member("", data if stream.kind is None else stream.readall()),))
    return _tar(stream, limits)


def _refused(entry: tarfile.TarInfo, limits: Limits) -> Reason | None:
    """Why an entry of a tar is not kept (None: it is a member)."""
    if not entry.isfile():
        return Reason.of(ContractCode.member_not_regular, kind=_kind(entry))
    if entry.size > limits.member:
        return Reason.of(ContractCode.member_too_large, size=size_reason(limits.member))
    return None


def _tar(stream: Unpacking, limits: Limits) -> Unpacked:
    members: list[Member] = []
    dropped: list[Dropped] = []
    reading = ""  # the entry whose content is being read ("": between entries)
    buffered = io.BufferedReader(stream, _BUFFER)
    try:
        # "r|": one pass, in order: the stream is never sought back
        with tarfile.open(fileobj=buffered, mode="r|", tarinfo=_Header) as tar:
            for count in range(1, limits.entries + 2):
                entry = tar.next()
                tar.members.clear()  # tarfile keeps every header it read: memory flat in the entries
                if entry is None:
                    break
                if entry.isdir():
                    continue
                name = _shown(entry.name)
                if count > limits.entries:
                    too_many = Reason.of(ContractCode.archive_too_many_entries, most=limits.entries)
                    dropped.append(Dropped(name, too_many))
                    break
                refused = _refused(entry, limits)
                if refused is not None:
                    dropped.append(Dropped(name, refused))
                    continue
                reading = name
                handle = tar.extractfile(entry)
                members.append(Member(name, handle.read() if handle is not None else b""))
                reading = ""
    except UnpackedTooLarge:
        stopped = Reason.of(ContractCode.archive_too_large, size=size_reason(limits.unpacked))
        dropped.append(Dropped(reading, stopped))
    except _HeaderTooLarge:
        stopped = Reason.of(ContractCode.archive_header_too_large, size=size_reason(HEADER_LIMIT))
        dropped.append(Dropped(reading, stopped))
    except FileError as error:
        dropped.append(Dropped(reading, Reason.of(ContractCode.archive_damaged, problem=error.reason)))
    except (tarfile.TarError, EOFError, OSError, RecursionError) as error:
        problem = str(error) or type(error).__name__
        dropped.append(Dropped(reading, Reason.of(ContractCode.archive_damaged, problem=problem)))
    return Unpacked(True, tuple(members), tuple(dropped))
