"""Issue 24, item 7: a roster at once. Players and their platform accounts from a CSV file (``name``,
``accounts`` as space-separated ``platform:id``, a league's ``tier``), checked whole before anything
is stored: one bad row refuses the file, every bad row listed with its row number."""

from __future__ import annotations

import pytest

from taikai import i18n
from taikai.competitions import formats
from taikai.contracts.formats import format_ruleset
from taikai.services import standings as standings_service
from taikai.services.competitions import add_player, create_competition, list_players
from taikai.services.errors import BadRequest
from taikai.services.roster import LISTED, ROSTER_LIMIT, import_roster

from .conftest import ACTOR, make_cup

ROSTER = "name,accounts,tier\n山田\u3000太郎,majsoul:101 tenhou:Yamada,B2\n\nAki,majsoul:102,\nBen,,D1\n"


def _league(store, slug: str = "spring"):
    fmt = formats.load("hitonazo-m")
    return create_competition(store, ACTOR, slug, "league", fmt, format_ruleset(fmt))


def _refused(store, content, origin: str = "roster.csv", slug: str = "spring") -> list[str]:
    with pytest.raises(BadRequest) as refused:
        import_roster(store, ACTOR, slug, content, origin)
    return i18n.words(refused.value, "en").split("\n")


def test_a_league_roster_registers_every_player_with_accounts_and_tier(store):
    _league(store)
    roster = import_roster(store, ACTOR, "spring", ROSTER.encode("utf-8-sig"), "roster.csv")
    players = list_players(store, ACTOR, "spring")
    assert [(p.id, p.name, p.accounts, p.data) for p in players] == [
        ("p1", "山田\u3000太郎", ("majsoul:101", "tenhou:Yamada"), {"tier": "B2"}),
        ("p2", "Aki", ("majsoul:102",), {}),
        ("p3", "Ben", (), {"tier": "D1"}),
    ]
    assert [p.id for p in roster.added] == ["p1", "p2", "p3"] and roster.registered == ()
    with store.unit_of_work(ACTOR, read_only=True) as uow:  # the league's file reads back whole
        standings_service.cached(uow, "spring", "ja")


def test_every_bad_row_is_listed_with_its_row_and_nothing_is_stored(store):
    _league(store)
    add_player(store, ACTOR, "spring", "Chie", accounts=["majsoul:500"])
    sheet = (
        "Name,Accounts,Tier\n"  # row 1: any case
        "Dai,majsoul:201,B2\n"  # row 2: good
        "Emi,majsoul201,\n"  # row 3: an account without its platform
        "Fumi,majsoul:202,Z9\n"  # row 4: a tier the league does not have
        "Dai,majsoul:203,\n"  # row 5: Dai again
        "Gen,majsoul:201 majsoul:500,\n"  # row 6: row 2's account, and Chie's
        "Bell\x07,,\n"  # row 7: a control character
        "Chie,majsoul:999,\n"  # row 8: a registered player with another account
        "Hana,,,extra\n"  # row 9: a cell beyond the header
    )
    lines = _refused(store, sheet)
    rows = [line.split(":")[0] for line in lines]
    assert rows == [f"roster.csv row {n}" for n in (3, 4, 5, 6, 6, 7, 8, 9)], lines
    assert "majsoul201 is not PLATFORM:ACCOUNT" in lines[0] and "'Z9'" in lines[1]
    assert "Dai is already in row 2" in lines[2] and "majsoul:201 is already in row 2" in lines[3]
    assert "majsoul:500 is already Chie's" in lines[4] and "without control characters" in lines[5]
    assert "Chie is already registered (p1)" in lines[6] and "4 cells, the header has 3" in lines[7]
    assert [p.name for p in list_players(store, ACTOR, "spring")] == ["Chie"]


def test_a_roster_grown_by_a_few_rows_is_imported_again(store):
    _league(store)
    import_roster(store, ACTOR, "spring", ROSTER, "roster.csv")
    grown = ROSTER.replace("tenhou:Yamada majsoul:101", "majsoul:101 tenhou:Yamada") + "Chie,majsoul:103,\n"
    again = import_roster(store, ACTOR, "spring", grown, "roster.csv")
    assert [p.name for p in again.added] == ["Chie"] and [p.id for p in again.added] == ["p4"]
    assert [p.id for p in again.registered] == ["p1", "p2", "p3"]
    assert len(list_players(store, ACTOR, "spring")) == 4


@pytest.mark.parametrize(
    ("sheet", "said"),
    [
        ("nmae,accounts\nAki,\n", "roster.csv row 1: unknown column 'nmae' (did you mean 'name'?)"),
        (
            "player,accounts\nAki,\n",
            "roster.csv row 1: unknown column 'player': the columns are name, accounts, tier",
        ),
        ("name;accounts\nAki;\n", "roster.csv row 1: unknown column 'name;accounts'"),
        ("accounts\nmajsoul:1\n", "roster.csv row 1: no column 'name'"),
        ("name,name\nAki,Aki\n", "roster.csv row 1: the column 'name' is given twice"),
        ("\n\n", "roster.csv: no header row"),
        ('name\n"Aki\n', "roster.csv row 2: not CSV"),
    ],
)
def test_a_roster_of_the_wrong_form_is_refused_by_its_header_row(store, sheet, said):
    _league(store)
    assert _refused(store, sheet)[0].startswith(said)
    assert list_players(store, ACTOR, "spring") == []


def test_a_roster_beyond_its_bound_is_refused_before_it_is_read(store):
    _league(store)
    lines = _refused(store, b"name\n" + b"A" * ROSTER_LIMIT)
    assert lines == ["roster.csv: a roster is at most 4 MiB"]


def test_many_bad_rows_are_listed_up_to_the_bound_then_counted(store):
    _league(store)
    lines = _refused(store, "name,accounts\n" + "".join(f"P{n},bad{n}\n" for n in range(LISTED + 5)))
    assert len(lines) == LISTED + 1 and lines[-1] == "roster.csv: and 5 more problems"


def test_a_roster_from_excel_in_shift_jis_is_read_with_a_warning(store):
    _league(store)
    roster = import_roster(store, ACTOR, "spring", "name\n山田 太郎\n".encode("cp932"), "roster.csv")
    assert [p.name for p in roster.added] == ["山田 太郎"] and roster.warnings


def test_a_tier_is_for_a_league_only_and_refused_in_japanese(store):
    make_cup(store, players=0)
    with pytest.raises(BadRequest) as refused:
        import_roster(store, ACTOR, "club", "name,tier\nAki,B2\n", "名簿.csv")
    japanese = i18n.words(refused.value, "ja")
    assert japanese.startswith("名簿.csv 2行目：") and "tier" in japanese
    assert list_players(store, ACTOR, "club") == []
