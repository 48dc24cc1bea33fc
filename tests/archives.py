"""Archives made for the tests: tars (plain, gzip, xz) of given members, of zeros, of links, of folders."""

from __future__ import annotations

import io
import tarfile
from collections.abc import Sequence

__all__ = ["Zeros", "packed"]


class Zeros(io.RawIOBase):
    """``size`` zero bytes, read a piece at a time (a member that packs to almost nothing)."""

    def __init__(self, size: int) -> None:
        self.left = size

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        count = min(len(buffer), self.left)
        buffer[:count] = bytes(count)
        self.left -= count
        return count


def packed(
    entries: Sequence[tuple[str, bytes | int | str | None]],
    compression: str = "xz",
    format: int = tarfile.DEFAULT_FORMAT,
) -> bytes:
    """A tar of ``entries``: (name, content), (name, size of zeros), (name, "->target": a link) or
    (name, None: a folder)."""
    out = io.BytesIO()
    mode = f"w:{compression}" if compression else "w"
    options = {"preset": 0} if compression == "xz" else {}
    with tarfile.open(fileobj=out, mode=mode, format=format, **options) as tar:
        for name, content in entries:
            entry = tarfile.TarInfo(name)
            if content is None:
                entry.type = tarfile.DIRTYPE
                tar.addfile(entry)
                continue
            if isinstance(content, str):
                entry.type, entry.linkname = tarfile.SYMTYPE, content.removeprefix("->")
                tar.addfile(entry)
                continue
            entry.size = content if isinstance(content, int) else len(content)
            tar.addfile(entry, Zeros(content) if isinstance(content, int) else io.BytesIO(content))
    return out.getvalue()
