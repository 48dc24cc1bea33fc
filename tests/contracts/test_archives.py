"""Unpacking bounded at one place (taikai.contracts.files.Unpacking, taikai.contracts.archives):
gzip and xz a piece at a time, never more than their limit; a tar read in one pass, what it drops
named with why (issue 23)."""

from __future__ import annotations

import gzip
import lzma
import tarfile

import pytest
from tests.archives import packed

from taikai import i18n
from taikai.contracts import archives
from taikai.contracts.files import FileError, UnpackedTooLarge, Unpacking, gunzip_bytes

MIB = 1024 * 1024


def test_gzip_members_one_after_another_and_trailing_bytes():
    data = gzip.compress(b"abc") + b"\0\0" + gzip.compress(b"def") + b"\0\0not gzip"
    assert gunzip_bytes(data, 6, "two.gz") == b"abcdef"
    with pytest.raises(UnpackedTooLarge) as error:
        gunzip_bytes(data, 5, "two.gz")
    assert error.value.message == "cannot read two.gz: unpacks to more than 5 bytes"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (gzip.compress(bytes(10_000), mtime=0)[:-12], "cannot read x: a truncated gzip file"),
        (b"\x1f\x8b" + bytes(30), "cannot read x: a damaged gzip file"),
        (lzma.compress(bytes(10_000))[:-20], "cannot read x: a truncated xz file"),
        (lzma.compress(b"a") + lzma.compress(b"b"), None),
    ],
)
def test_damaged_and_cut_streams_are_refused_with_what_they_are(data, message):
    stream = Unpacking(data, "x", MIB)
    if message is None:
        assert stream.readall() == b"ab"
        return
    with pytest.raises(FileError) as error:
        stream.readall()
    assert error.value.message == message


def test_an_xz_stream_asking_a_huge_dictionary_is_refused_before_it_is_given_one():
    filters = [{"id": lzma.FILTER_LZMA2, "dict_size": 1024 * MIB}]
    data = lzma.compress(b"a few bytes", format=lzma.FORMAT_XZ, filters=filters)
    with pytest.raises(FileError) as error:
        Unpacking(data, "huge.xz", MIB).readall()
    assert (
        error.value.message
        == "cannot read huge.xz: an xz file that asks more than 80 MiB of memory to unpack"
    )
    assert i18n.words(error.value.reason, "ja").startswith("huge.xz を読めません")


def test_a_bomb_comes_out_a_piece_at_a_time():
    data = packed([("big", 64 * MIB)], "xz")
    stream = Unpacking(data, "big.tar.xz", 16 * MIB)
    assert stream.kind == "xz" and len(stream.read(1000)) <= 1000  # never more at once than asked
    with pytest.raises(UnpackedTooLarge):
        while stream.read(MIB):
            pass
    assert stream.unpacked <= 16 * MIB + MIB


def test_what_is_no_archive_is_its_content_unpacked():
    assert archives.unpack(b"plain", "a.txt").members == (archives.Member("", b"plain"),)
    assert archives.unpack(gzip.compress(b"zipped"), "a.gz").members[0].content == b"zipped"
    assert archives.unpack(lzma.compress(b"xz"), "a.xz").members[0].content == b"xz"
    with pytest.raises(UnpackedTooLarge):
        archives.unpack(gzip.compress(bytes(2 * MIB)), "a.gz", archives.Limits(unpacked=MIB))


def test_a_tar_header_too_large_to_read_ends_the_reading():
    long_name = "x" * (archives.HEADER_LIMIT + 1)
    data = packed([("first.txt", b"1"), (long_name, b"2"), ("last.txt", b"3")], "", tarfile.PAX_FORMAT)
    found = archives.unpack(data, "long.tar")
    assert [m.name for m in found.members] == ["first.txt"]
    [(name, reason)] = [(d.name, i18n.words(d.reason)) for d in found.dropped]
    assert (
        name == "" and reason == "a tar header larger than 65536 bytes: the rest of the archive was not read"
    )


def test_entries_of_every_kind_are_named_and_names_are_shown_bounded():
    data = packed([("dir", None), ("a/link", "->x"), ("ok.txt", b"fine"), ("é" * 300, b"long")], "")
    found = archives.unpack(data, "kinds.tar")
    assert found.members[0].name == "ok.txt"
    assert len(found.members[1].name) == 200 and found.members[1].name.endswith("…")
    assert [(d.name, str(d.reason.code)) for d in found.dropped] == [("a/link", "member_not_regular")]
