"""Hypothesis: an imported game written back to its source format (test-only writers) reads back equal."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import replace
from datetime import UTC, datetime, timedelta, timezone
from decimal import Decimal
from urllib.parse import quote
from zoneinfo import ZoneInfo

from hypothesis import given
from hypothesis import strategies as st

from taikai.bounds import LARGEST
from taikai.importers.csv_sheet import COLUMNS, read_sheet
from taikai.importers.majsoul_contest import read_contest
from taikai.importers.model import ImportedGame, PlayerRef
from taikai.importers.tenhou_lobby import JST, read_lobby
from taikai.rules import load

HITONAZO = load("hitonazo-m")
TOKYO = ZoneInfo("Asia/Tokyo")
WINDS = ("east", "south", "west", "north")


def table_points(total: int):
    """Four multiples of 100 adding up to ``total`` (negative points allowed: no bust)."""
    three = st.lists(st.integers(-300, 1300), min_size=3, max_size=3)
    return three.map(lambda hundreds: (*(h * 100 for h in hundreds), total - 100 * sum(hundreds)))


def distinct(strategy):
    return st.lists(strategy, min_size=4, max_size=4, unique=True).map(tuple)


# --------------------------------------------------------------------------- Mahjong Soul


def write_contest(games: list[ImportedGame]) -> str:
    """Test-only writer: games back into a contest export (undocumented fields from ``extra``)."""
    records = []
    for game in games:
        extra = dict(game.extra)
        record = {
            "uuid": game.game_id,
            "start_time": extra.pop("start_time"),
            "end_time": int(game.played_at.timestamp()),
            "removed": False,
            "tag": extra.pop("tag"),
            "accounts": [
                {"account_id": int(ref.account.removeprefix("majsoul:")), "nickname": ref.name, "seat": seat}
                | {"remark": remark}
                for seat, (ref, remark) in enumerate(zip(game.seats, extra.pop("remarks"), strict=True))
            ],
            "result": {
                "players": [
                    {"seat": seat, "part_point_1": points, "total_point": int(score * 1000)}
                    for seat, (points, score) in enumerate(zip(game.points, game.scores, strict=True))
                ]
            },
        }
        records.append(record | extra)
    return json.dumps({"data": {"record_list": records}}, ensure_ascii=False)


@st.composite
def contest_games(draw):
    end = draw(st.integers(1_600_000_000, 2_000_000_000))
    accounts = draw(distinct(st.integers(1, 10**12)))
    nicknames = draw(st.lists(st.text(max_size=12), min_size=4, max_size=4))
    extra_fields = draw(
        st.dictionaries(
            st.sampled_from(["config", "category", "x_note"]),
            st.integers(-(LARGEST - 1), LARGEST - 1) | st.text(),  # numbers within taikai.bounds
            max_size=2,
        )
    )
    return ImportedGame(
        source="majsoul-contest",
        platform="majsoul",
        game_id=draw(st.text(min_size=1, max_size=40)),
        played_at=datetime.fromtimestamp(end, UTC),
        seats=tuple(PlayerRef(n, f"majsoul:{a}") for n, a in zip(nicknames, accounts, strict=True)),
        points=draw(table_points(100_000)),
        scores=tuple(
            Decimal(t).scaleb(-1) for t in draw(st.lists(st.integers(-2000, 2000), min_size=4, max_size=4))
        ),
        extra={
            "start_time": end - draw(st.integers(0, 10_000)),
            "tag": draw(st.text(max_size=8)),
            "remarks": draw(st.lists(st.text(max_size=8), min_size=4, max_size=4)),
            **extra_fields,
        },
    )


@given(st.lists(contest_games(), min_size=1, max_size=3, unique_by=lambda g: g.game_id))
def test_contest_records_round_trip(games):
    read = read_contest(write_contest(games), "x.json", HITONAZO)
    assert read.ok, read.refused
    assert list(read.games) == games
    assert read.unknown_fields == tuple(
        sorted({k for g in games for k in g.extra} - {"start_time", "tag", "remarks"})
    )


# --------------------------------------------------------------------------- Tenhou lobby


def write_lobby(games: list[ImportedGame]) -> str:
    """Test-only writer: one result line per game, names percent-encoded."""
    lines = []
    for game in games:
        names = ",".join(quote(ref.name, safe="") for ref in game.seats)
        scores = ",".join(str(score) for score in game.scores)
        fields = {"lobby": game.extra["lobby"], "type": game.extra["type"], "un": names, "sc": scores}
        fields |= {key: value for key, value in game.extra.items() if key not in fields}
        body = "&".join(f"{key}={value}" for key, value in fields.items())
        lines.append(f"[{game.played_at.astimezone(JST):%Y/%m/%d %H:%M:%S}] {body}")
    return "\n".join(lines) + "\n"


@st.composite
def lobby_games(draw):
    tenths = draw(st.lists(st.integers(-1500, 1500), min_size=3, max_size=3))
    names = draw(distinct(st.text(min_size=1, max_size=10).filter(str.strip)))
    when = draw(st.datetimes(datetime(2009, 1, 1), datetime(2035, 1, 1))).replace(microsecond=0, tzinfo=JST)
    chip = draw(st.lists(st.integers(-9, 9), min_size=4, max_size=4))
    return ImportedGame(
        source="tenhou-lobby",
        platform="tenhou",
        game_id=None,
        played_at=when,
        seats=tuple(PlayerRef(name, f"tenhou:{name}") for name in names),
        scores=tuple(Decimal(t).scaleb(-1) for t in (*tenths, -sum(tenths))),
        extra={"lobby": str(draw(st.integers(0, 99999))), "type": "0241", "chip": ",".join(map(str, chip))},
    )


@given(lobby_games())
def test_lobby_lines_round_trip(game):
    (read,) = read_lobby(write_lobby([game]), "lobby.txt").games
    assert replace(read, game_id=None) == game
    assert read.game_id.endswith(write_lobby([game]).split("un=")[1].split("&")[0])
    (again,) = read_lobby(write_lobby([read]), "lobby.txt").games
    assert again == read  # the id made from the line is stable


# --------------------------------------------------------------------------- CSV score sheets


def write_sheet(games: list[ImportedGame], bom: bool) -> bytes:
    """Test-only writer: the sheet of these games, times with their offset."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([*COLUMNS, "deposits"])
    for game in games:
        writer.writerow(
            [game.played_at.isoformat(), *(ref.name for ref in game.seats), *game.points, game.deposits]
        )
    return ("\ufeff" if bom else "").encode() + out.getvalue().encode()


names_on_a_sheet = st.text(
    st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), min_size=1, max_size=10
).filter(lambda name: name == name.strip() and name)
offsets = st.sampled_from([0, 9 * 60, -5 * 60, 5 * 60 + 30, 13 * 60 + 45]).map(
    lambda minutes: timezone(timedelta(minutes=minutes))
)


@st.composite
def sheet_games(draw):
    deposits = draw(st.integers(0, 4))
    when = draw(st.datetimes(datetime(2000, 1, 1), datetime(2100, 1, 1))).replace(second=0, microsecond=0)
    return ImportedGame(
        source="csv",
        platform="csv",
        game_id=None,
        played_at=when.replace(tzinfo=draw(offsets)),
        seats=tuple(PlayerRef(name) for name in draw(distinct(names_on_a_sheet))),
        points=draw(table_points(100_000 - 1000 * deposits)),
        deposits=deposits,
    )


@given(st.lists(sheet_games(), min_size=1, max_size=4), st.booleans())
def test_sheets_round_trip(games, bom):
    read = read_sheet(write_sheet(games, bom), "sheet.csv", load("itsuka-chuuren"), TOKYO)
    assert read.ok, read.refused
    assert list(read.games) == games
    assert [g.played_at.utcoffset() for g in read.games] == [g.played_at.utcoffset() for g in games]
