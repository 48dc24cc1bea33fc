"""taikai.services.public, the seam the pages read through: standings from what is stored (cached by the
competition's revision), names hidden at the source, records replayed, seatings, the series; and
the snapshots the web app keeps per revision. On the fake store, a SQLite file and PostgreSQL (when
a server is given).
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.web.stored import (  # noqa: F401 (fixtures)
    FINAL,
    POINTS,
    ROTATIONS,
    SECRET,
    at,
    fill,
    final_round,
    postgresql_urls,
    sample_record,
    stored,
    tournament,
)

from taikai import i18n
from taikai.contracts.jsonio import dumps
from taikai.errors import TaikaiError
from taikai.i18n.messages import MESSAGES
from taikai.services import files
from taikai.services import public as data
from taikai.services import standings as standings_service
from taikai.services.competitions import update_player
from taikai.services.fake import FakeStore
from taikai.services.games import edit_game
from taikai.services.tournament import enter_table
from taikai.services.unit_of_work import NotFound
from taikai.services.values import Action, Game, Player
from taikai.web.fields import doc_keys
from taikai.web.views import Format, Snapshots, chart


@pytest.fixture
def store(stored):  # noqa: F811 (the fixture imported above)
    return stored


def reading(store, read, *args):
    with store.unit_of_work("test:read", read_only=True) as uow:
        return read(uow, *args)


def writing(store, change) -> None:
    with store.unit_of_work("test:write", "a correction") as uow:
        change(uow)


def score_of(standings: dict, player: str) -> Decimal:
    return next(s["score"] for s in standings["seasons"][0]["standings"] if s["player"] == player)


def test_the_standings_are_kept_by_revision_and_follow_every_change(store, monkeypatch):
    built = []
    build = files.standings_of
    monkeypatch.setattr(files, "standings_of", lambda *args: built.append(1) or build(*args))
    with store.unit_of_work("test:warm") as uow:  # a unit of work that may write keeps what it built
        first = data.standings(uow, "spring")
    again = reading(store, data.standings, "spring")
    assert len(built) == 1 and score_of(again, "p1") == score_of(first, "p1") == Decimal("105.3")

    # g1 entered again with p1 and p2 swapped: p1 now 31,000 (+11.0), not 48,000 (+68.0)
    edit_game(store, "test:write", "spring", "g1", "a correction", seats=("p2", "p1", "p3", "p4"))
    moved = reading(store, data.standings, "spring")
    assert len(built) == 2 and score_of(moved, "p1") == Decimal("105.3") - 68 + 11


def test_the_snapshots_serve_one_revision_and_drop_the_older_ones(store):
    kept = Snapshots(size=4)
    with data.reading(store, "test") as each:
        first = kept.get(each, "ron", "en")
    with data.reading(store, "test") as each:
        assert kept.get(each, "ron", "en") is first and kept.get(each, "ron", "ja") is not first
    writing(store, lambda uow: uow.players.update(replace(uow.players.get("ron", "t1"), name="Renamed")))
    with data.reading(store, "test") as each:
        later = kept.get(each, "ron", "en")
    assert later is not first and later.competition["revision"] == first.competition["revision"] + 1
    revision = later.competition["revision"]
    assert '"name":"Renamed"' in later.json.decode() and list(kept._kept) == [("ron", revision, "en")]
    with data.reading(store, "test") as each:
        kept.get(each, "ron", "ja")  # the same revision in another language keeps the first
    assert len(kept._kept) == 2
    kept._keep(("ron", revision - 1, "en"), first)  # a request that read before the change ends late
    assert ("ron", revision - 1, "en") not in kept._kept and len(kept._kept) == 2
    assert later.part(("k",), lambda: "drawn") == "drawn" and later.part(("k",), lambda: "again") == "drawn"


def test_kept_standings_are_found_by_the_revision_alone_in_no_unit_of_work(store):
    kept = Snapshots(size=4)
    assert kept.kept(store, "ron", "en") is None  # nothing built yet: the page opens a unit of work
    with data.reading(store, "test") as each:
        first = kept.get(each, "ron", "en")
    assert kept.kept(store, "ron", "en") is first and kept.kept(store, "ron", "ja") is None
    writing(store, lambda uow: uow.players.update(replace(uow.players.get("ron", "t1"), name="Renamed")))
    assert kept.kept(store, "ron", "en") is None  # a change: the next request builds them again
    with pytest.raises(NotFound) as missing:
        kept.kept(store, "nothing", "en")
    assert missing.value.code == "competition_not_found"


def test_hidden_names_are_hidden_at_the_source(store):
    for slug in ("spring", "ron", "club"):
        for read in (data.standings, data.players, data.games):
            assert SECRET not in dumps(reading(store, read, slug))
    assert reading(store, data.player, "spring", "p5")["name"] == data.HIDDEN  # by the hide_name action
    assert reading(store, data.player, "spring", "p6")["hidden"] is True  # by the player's flag
    assert SECRET not in dumps(reading(store, data.seatings, "ron"))


def test_the_command_s_standings_hide_the_same_names_and_the_export_keeps_them(store):
    for slug in ("spring", "ron"):  # what `taikai standings SLUG --json` prints: the pages' standings
        assert standings_service.standings(store, "test", slug) == reading(store, data.standings, slug)
        assert SECRET not in dumps(standings_service.standings(store, "test", slug))
        assert SECRET in dumps(standings_service.export(store, "test", slug))  # the organizer's file


def test_a_whole_record_is_replayed_under_the_competition_s_ruleset(store):
    game = reading(store, data.game, "spring", "g3")
    assert len(game["hands"]) == 10 and game["error"] is None and game["final"]["over"]
    assert [h["kind"] for h in game["hands"]][:3] == ["ron", "draw", "tsumo"]
    # scored from the tiles, shown as the engine valued them: menzen tsumo + dora 1 (2m under the 1m
    # indicator) = 2 han; 20 fu + 2 for the tsumo + 2 for the kanchan 4s = 24, rounded up to 30
    tsumo = game["hands"][2]["wins"][0]
    assert game["hands"][2]["honba"] == 2 and (tsumo["han"], tsumo["fu"]) == (2, 30)
    entered = reading(store, data.game, "spring", "g1")
    assert entered["hands"] is None and [s["score"] for s in entered["seats"]] == [
        Decimal("68.0"),
        Decimal("11.0"),
        Decimal("-28.0"),
        Decimal("-51.0"),
    ]


def test_a_record_that_does_not_replay_shows_where_it_stops_and_is_never_counted(store):
    record = sample_record()
    record["hands"][0]["points"] = [1, 2, 3, 4]  # not the points after East 1: the replay stops there

    def bad(uow):  # stored before a check that now refuses it (the services refuse it on entry)
        uow.games.add(Game("spring", "bad", at(6), ("p1", "p2", "p3", "p4"), {"record": record}))

    writing(store, bad)
    game = reading(store, data.game, "spring", "bad")
    assert game["hands"] == [] and game["error"]["code"] == "inconsistent"
    assert [s["points"] for s in game["seats"]] == [None] * 4  # no settlement, nothing made up
    with pytest.raises(TaikaiError) as refused:
        reading(store, data.standings, "spring")
    assert refused.value.code == "bad_request" and refused.value.key == "game_has_no_points"


def test_seatings_are_the_seated_rounds_and_the_tables_entered(store):
    seated = reading(store, data.seatings, "ron")
    assert [r["round"] for r in seated["rounds"]] == [1, 2, 3, 4, 5, 6]
    final = seated["rounds"][5]["tables"]
    assert [t["seats"] for t in final] == FINAL and all(t["game"] is None for t in final)
    drawn = seat_rounds_of(store)
    for r, tables in enumerate(seated["rounds"][:5]):  # rounds 1-5: the seats entered, not the draw
        assert [t["seats"] for t in tables["tables"]] == [list(ROTATIONS[r][:4]), list(ROTATIONS[r][4:])]
        assert all(t["points"] == POINTS for t in tables["tables"]) and len(drawn[r]) == 2
    enter_table(store, "test:staff", "ron", 6, 1, POINTS)  # seated as the standings formed it
    entered = reading(store, data.seatings, "ron")["rounds"][5]["tables"]
    assert (
        entered[0] == {"table": 1, "seats": FINAL[0], "game": "g11", "points": POINTS}
        and entered[1]["game"] is None
    )


def seat_rounds_of(store) -> list:
    """The seat draw the tournament service kept (its ``seating`` action)."""
    with store.unit_of_work("test:read", read_only=True) as uow:
        return uow.actions.list("ron", "seating")[-1].data["rounds"]


def test_the_series_adds_the_stars_of_the_tournaments_of_one_format(store):
    tournament(store, "ron2")  # a second event of the format, played the same way
    final_round(store, "ron")
    final_round(store, "ron2")
    # Each final: the title table t1 t2 t3 t5 (carried 150, 45, 30, -10) plays +60 +10 -20 -50: t1
    # wins (qualifies, no stars), t2 5, t3 and t5 4 stars; table 2 t6 t7 t8 t4 (carried -35, -50,
    # -65, -65) plays the same: in-table 1st to 4th, 3 2 1 1 stars. Two events: twice each.
    series = reading(store, data.series, "ron")
    assert series["events"] == ["ron", "ron2"]
    table = {s["player"]: (s["stars"], s["best"], s["wins"]) for s in series["standings"]}
    assert table == {
        "t1": (0, 0, ["Ron of 20XX (ron)", "Ron of 20XX (ron2)"]),
        "t2": (10, 5, []),
        "t3": (8, 4, []),
        "t5": (8, 4, []),
        "t6": (6, 3, []),
        "t7": (4, 2, []),
        "t8": (2, 1, []),
        "t4": (2, 1, []),
    }
    order = [s["player"] for s in series["standings"]]
    assert (
        order[0] == "t2" and set(order[1:3]) == {"t3", "t5"} and order[-1] == "t1"
    )  # by stars (t3/t5: a lot)
    assert SECRET not in dumps(series)


def _champions_field(store, slug: str, size: int) -> None:
    with store.unit_of_work("test:organizer", "the champions event's size") as uow:
        c = uow.competitions.require(slug)
        uow.competitions.update(
            replace(c, format={**c.format, "stars": {**c.format["stars"], "champions_field": size}})
        )


def test_the_series_says_who_qualifies_for_the_champions_event(store):
    """Issue 24 item 6: the event winners, then the most stars, as the format's champions_field
    says; unset, the winners only."""
    tournament(store, "ron2")
    final_round(store, "ron")
    final_round(store, "ron2")
    series = reading(store, data.series, "ron")
    assert series["field"] is None
    qualified = {s["player"]: s["why"] for s in series["standings"] if s["qualified"]}
    assert qualified == {"t1": "event winner (0 stars)"}
    for slug in ("ron", "ron2"):
        _champions_field(store, slug, 4)
    series = reading(store, data.series, "ron", "ja")
    assert series["field"] == 4
    qualified = {s["player"]: s["why"] for s in series["standings"] if s["qualified"]}
    assert set(qualified) == {"t1", "t2", "t3", "t5"}  # the winner, then 10, 8 and 8 stars
    assert not any(s["qualified"] for s in series["standings"] if s["player"] in ("t6", "t7", "t8", "t4"))
    assert series["notes"] and all(n["code"].startswith("series_tie_") for n in series["notes"])


def test_the_series_warns_of_one_key_with_two_names(store):
    tournament(store, "ron2")
    final_round(store, "ron")
    final_round(store, "ron2")
    update_player(store, "test:organizer", "ron2", "t3", "a typo", name="Player 3b")
    series = reading(store, data.series, "ron")
    warned = [w for w in series["warnings"] if w["code"] == "key_names_differ"]
    assert (
        len(warned) == 1
        and "Player 3b" in warned[0]["message"]
        and "Player 3 (Ron of 20XX (ron))" in warned[0]["message"]
    )
    assert SECRET not in dumps(series)  # a hidden name is neither compared nor shown


def test_unknown_things_are_not_found_with_the_store_s_codes(store):
    for read, args, code in (
        (data.standings, ("nope",), "competition_not_found"),
        (data.player, ("spring", "zz"), "player_not_found"),
        (data.game, ("spring", "zz"), "game_not_found"),
    ):
        with pytest.raises(TaikaiError) as missing:
            reading(store, read, *args)
        assert missing.value.code == code


def test_a_tournament_game_without_a_table_is_refused_not_silently_dropped(store):
    writing(
        store,  # the services never store one (a table is entered at its round and table)
        lambda uow: uow.games.add(
            Game(
                "ron",
                "loose",
                at(1, 18),
                ("t1", "t2", "t3", "t4"),
                {"points": POINTS},
                result={"points": POINTS},
            )
        ),
    )
    with pytest.raises(TaikaiError) as refused:
        reading(store, data.standings, "ron")
    assert refused.value.key == "game_has_no_table" and "loose" in str(refused.value)


def test_the_rules_are_the_stored_data_not_the_preset_of_that_name(clock):
    store = FakeStore(clock)
    fill(store)

    def copy(uow):
        ron = uow.competitions.get("ron")
        changed = ron.rules | {"time_limit_minutes": 45}
        uow.competitions.add(replace(ron, slug="copy", rules=changed))
        uow.players.add(Player("copy", "a", "A"))
        uow.actions.add(Action("copy", "seating", {"seed": 1, "rounds": [[["a", "b", "c", "d"]]]}))

    writing(store, copy)
    assert reading(store, data.rules_of, "copy")["rules"]["time_limit_minutes"] == 45
    assert reading(store, data.rules_of, "ron")["rules"]["time_limit_minutes"] == 50
    assert reading(store, data.seatings, "copy")["names"] == {"a": "A", "b": "b", "c": "c", "d": "d"}
    assert isinstance(reading(store, data.competition, "copy")["revision"], int)
    assert reading(store, data.competitions)[-1] == {
        "slug": "copy",
        "kind": "tournament",
        "name": "Ron of 20XX",
        "format": "ron-of-20xx",
        "rules": "ron-of-20xx",
    }


@given(st.lists(st.decimals(min_value=-2000, max_value=2000, places=1), min_size=1, max_size=80))
def test_the_chart_stays_inside_its_picture(totals):
    fmt = Format("en", ZoneInfo("UTC"))
    moments = ["2025-03-02T12:00:00+00:00"] * len(totals)
    svg = str(chart(fmt, "a <b>name</b>", moments, totals))
    points = svg.split('points="', 1)[1].split('"', 1)[0].split()
    assert len(points) == len(totals) and "<b>" not in svg  # the title is escaped
    for point in points:
        x, y = (int(v) for v in point.split(","))
        assert 0 <= x <= 640 and 0 <= y <= 240


def test_every_field_s_meaning_is_its_docstring_and_has_japanese():
    for key, english in doc_keys().items():
        assert MESSAGES.get(key) == english, f"{key}: the catalog's English is not the model's docstring"
        assert i18n.message(key, {}, "ja") != english, f"{key}: no Japanese"
