"""Detection by content (never by name), folders, and reading through the one entry point."""

from __future__ import annotations

import gzip
import json
import os
import tracemalloc
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from taikai.bounds import LARGEST
from taikai.contracts.files import FileError
from taikai.importers.model import UnknownFormat
from taikai.importers.sources import READERS, content_of, detect, read, scan_folder, sniff
from taikai.rules import load

TENHOU6 = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "tenhou6"
SEASON = Path(__file__).resolve().parents[1] / "fixtures" / "majsoul" / "season"
MJLOG = b'<mjloggm ver="2.3"><SHUFFLE seed="x" ref=""/><GO type="169" lobby="0"/><UN n0="a"/></mjloggm>'
LOBBY = b"[2021/11/16 09:14:59] lobby=18935&type=0241&un=a,b,c,d&sc=-45.9,9.7,-15.2,51.4\n"
SHEET = (
    b"played_at,east,south,west,north,east_points,south_points,west_points,north_points\n"
    b"2025-03-02 21:00,Aki,Ben,Cho,Dan,48000,31000,12000,9000\n"
)
CONTEST = json.dumps({"data": {"record_list": []}}).encode()
TENHOU6_JSON = json.dumps(
    {"ver": 2.3, "name": ["a", "b", "c", "d"], "log": [], "sc": [], "rule": {}}
).encode()

SAMPLES = {
    "majsoul-contest": [CONTEST, json.dumps([{"uuid": "x", "accounts": []}]).encode()],
    "tenhou6": [TENHOU6_JSON],
    "tenhou": [MJLOG, b'<?xml version="1.0"?>\n' + MJLOG, gzip.compress(MJLOG, mtime=0)],
    "tenhou-lobby": [LOBBY, b"# lobby log\n\n" + LOBBY, b"[2021/11/16 09:00:00] start\n"],
    "csv": [
        SHEET,
        b"\xef\xbb\xbf" + SHEET,
        SHEET.replace(b"west,", b"wets,"),  # a typo is still a sheet: its reader names the column
        "played_at,east,south,west,north,east_points,south_points,west_points,north_points\n"
        "2025/3/2 21:00,佐藤,b,c,d,1,2,3,4\n".encode("cp932"),
    ],
}


@pytest.mark.parametrize(
    ("source", "content"), [(source, content) for source, items in SAMPLES.items() for content in items]
)
def test_each_format_is_detected_from_bytes_and_from_a_file_with_any_name(source, content, tmp_path):
    assert detect(content) == source
    misleading = tmp_path / "records.csv" if source != "csv" else tmp_path / "log.json"
    misleading.write_bytes(content)
    assert detect(misleading) == source
    assert detect(str(misleading)) == source


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "is not a file taikai imports: expected a Mahjong Soul contest export"),
        (b"hello world\n", "Tenhou lobby log lines ([YYYY/MM/DD hh:mm:ss]"),
        (b"\x00\x01\x02\xff\xfe", "not a file taikai imports"),
        (b'{"players": []}', "is JSON but not a file taikai imports; expected"),
        (b"[]", "is JSON but not a file taikai imports"),
        (
            b'{"log": [], "log": []}',
            'looks like JSON but cannot be read: not valid JSON: the key "log" appears twice',
        ),
        (b"<html><body/></html>", "is XML but not a Tenhou mjlog"),
        (b"name,points\nAki,1\n", "a CSV score sheet (a header row played_at,east"),
    ],
)
def test_an_unknown_format_is_answered_with_what_was_expected(content, words):
    with pytest.raises(UnknownFormat) as caught:
        detect(content)
    assert words in caught.value.message and caught.value.code == "unknown_format"


def test_a_gzipped_upload_is_unpacked_and_bounded():
    assert content_of(gzip.compress(LOBBY)) == LOBBY
    with pytest.raises(FileError, match="unpacks to more than 100 bytes"):
        content_of(gzip.compress(b"x" * 1000), limit=100)


def test_only_regular_files_are_read(tmp_path):
    with pytest.raises(FileError, match="not a regular file"):
        detect("/dev/zero")
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(FileError, match="a pipe"):
        detect(fifo)


@pytest.mark.skipif(not TENHOU6.is_dir(), reason=f"real Tenhou records not found at {TENHOU6}")
def test_the_real_tenhou_records_are_detected(tmp_path):
    for path in sorted(TENHOU6.glob("*.json")):
        assert detect(path) == "tenhou6", path
    for path in sorted(TENHOU6.glob("*.xml")):
        assert detect(path) == "tenhou", path
        packed = tmp_path / (path.stem + ".mjlog")  # the form Tenhou serves: gzipped, another name
        packed.write_bytes(gzip.compress(path.read_bytes()))
        assert detect(packed) == "tenhou"


def test_a_folder_is_read_file_by_file_sorted_subfolders_too(tmp_path):
    (tmp_path / "b-lobby.txt").write_bytes(LOBBY)
    (tmp_path / "a-sheet.txt").write_bytes(SHEET)
    (tmp_path / "c-notes.txt").write_text("my notes")
    (tmp_path / ".DS_Store").write_bytes(b"\x00\x00\x00\x01Bud1")
    (tmp_path / "older").mkdir()
    (tmp_path / "older" / "x.json").write_bytes(CONTEST)  # an export unpacked as it came: read too
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "y.json").write_bytes(CONTEST)  # a hidden folder: left out
    found = scan_folder(tmp_path)
    assert [(str(f.path.relative_to(tmp_path)), f.source) for f in found] == [
        ("a-sheet.txt", "csv"),
        ("b-lobby.txt", "tenhou-lobby"),
        ("c-notes.txt", None),
        ("older/x.json", "majsoul-contest"),
    ]
    assert (
        found[2].error[0] == "unknown_format"
        and "c-notes.txt is not a file taikai imports" in found[2].error[1]
    )
    with pytest.raises(FileError, match="not a folder"):
        scan_folder(tmp_path / "a-sheet.txt")


def test_the_season_folder_is_four_contest_exports():
    assert [(f.path.name, f.source) for f in scan_folder(SEASON)] == [
        ("batch-1.json", "majsoul-contest"),
        ("batch-2-again.json", "majsoul-contest"),
        ("batch-2.json", "majsoul-contest"),
        ("batch-3.json", "majsoul-contest"),
    ]


def test_read_detects_and_dispatches(tmp_path):
    rules, zone = load("hitonazo-m"), ZoneInfo("Asia/Tokyo")
    sheet = tmp_path / "day1.csv"
    sheet.write_bytes(SHEET)
    read_sheet = read(sheet, rules, zone)
    assert read_sheet.source == "csv" and read_sheet.games[0].origin == "day1.csv row 2"
    assert read(LOBBY, rules, zone).games[0].origin == "the input line 1"
    batch = read(SEASON / "batch-2.json", rules, zone)
    assert batch.ok and batch.origin == "batch-2.json" and len(batch.games) == 21
    assert read(SEASON / "batch-2.json", rules, zone, source="majsoul-contest").games == batch.games
    # the source given wins over detection: a lobby log read as a sheet has no header
    assert read(LOBBY, rules, zone, source="csv").refused[0].code == "unknown_column"
    assert set(READERS) == {"majsoul-contest", "tenhou-lobby", "csv"}


def test_tenhou_logs_are_detected_but_read_elsewhere():
    with pytest.raises(UnknownFormat, match="tenhou files are read by the Tenhou log reader"):
        read(MJLOG, load("tenhou"), ZoneInfo("Asia/Tokyo"), origin="x.mjlog")


# --------------------------------------------------------------------------- no input makes a reader fail

JSON_VALUES = st.recursive(  # numbers within taikai.bounds (beyond them the whole file is refused as read)
    st.none() | st.booleans() | st.integers(-(LARGEST - 1), LARGEST - 1) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=12), inner, max_size=3),
    max_leaves=8,
)
RECORD = json.loads((SEASON / "batch-3.json").read_text(encoding="utf-8"))["data"]["record_list"][0]


def _edit(text: str, edits: list[tuple[int, int, str]]) -> str:
    for position, cut, insert in edits:
        at = position % (len(text) + 1)
        text = text[:at] + insert + text[at + cut :]
    return text


edits = st.lists(
    st.tuples(st.integers(0, 400), st.integers(0, 3), st.text(alphabet='[]/:,.&=%-+ 09aZ\n"\r', max_size=3))
)


@given(st.lists(st.tuples(st.sampled_from(sorted(RECORD)), JSON_VALUES), max_size=4))
def test_no_record_makes_the_contest_reader_fail(changes):
    record = dict(RECORD) | dict(changes)
    result = read(
        json.dumps([record]).encode(), load("hitonazo-m"), ZoneInfo("UTC"), source="majsoul-contest"
    )
    outcomes = (len(result.games), bool(result.refused), result.skipped.get("removed", 0))
    assert outcomes in ((1, False, 0), (0, True, 0), (0, False, 1))  # read, refused with reasons, or removed
    assert all(r.message.startswith("the input record 1") for r in result.refused)


@given(edits)
def test_no_line_makes_the_lobby_reader_fail(changes):
    result = read(
        _edit(LOBBY.decode(), changes).encode(), load("hitonazo-m"), ZoneInfo("UTC"), source="tenhou-lobby"
    )
    assert all(r.message.startswith("the input") for r in result.refused)


@given(edits)
@example([(394, 0, "0")])  # 48000 -> 408000: beyond what a table holds (settle's bad_request)
def test_no_row_makes_the_sheet_reader_fail(changes):
    result = read(_edit(SHEET.decode(), changes).encode(), load("hitonazo-m"), ZoneInfo("UTC"), source="csv")
    assert all(r.message.startswith("the input") for r in result.refused)


def test_telling_a_large_sheet_reads_its_first_lines_only():
    row = b"2025-03-02 21:00,Aki,Ben,Cho,Dan,48000,31000,12000,9000,0\n"
    content = b"played_at,east,south,west,north,east_points,south_points,west_points,north_points\n"
    content += row * 100_000  # 6 MB
    tracemalloc.start()
    try:
        assert sniff(content)[0] == "csv"
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 256 * 1024, f"{peak} bytes held to tell a {len(content)}-byte file"
