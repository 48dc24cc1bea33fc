"""The tournament day on staff pages: registration and the lottery, the seat draw, table sheets and
score slips, each round's progress and start, the final round with carried scores, the stars.

The event: ron-of-20xx (capacity 24, five preliminary rounds, the final carried at half, halved up)
with eight entrants: two tables a round. Every table of the preliminaries ends 41,000 / 30,000 /
19,000 / 10,000, which ron-of-20xx (return 30,000, uma +50/+10/-10/-30) settles to +61.0 (11 + 50),
+10.0 (0 + 10), -21.0 (-11 - 10), -50.0 (-20 - 30): each player's total is the sum of the seats they
drew, and the final carries half of it (an odd tenth halved up).
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta, timezone
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import segno
from fastapi.testclient import TestClient
from tests.web.conftest import EVERY_STORE, csrf_of, log_in, settings

from taikai import i18n
from taikai.competitions import formats
from taikai.competitions.tournament import preliminary_draw
from taikai.competitions.tournament.registration import register
from taikai.contracts.formats import format_ruleset
from taikai.contracts.tournament import parse_registration
from taikai.i18n.messages import MESSAGES
from taikai.services import day as day_service
from taikai.services import files, tournament
from taikai.services.competitions import create_competition
from taikai.web.app import create_app

SLUG = "day"
ACTOR = "test:setup"
JST = timezone(timedelta(hours=9))
OPENS = datetime(2025, 2, 26, 10, 0, tzinfo=JST)
POINTS = (41000, 30000, 19000, 10000)
SCORES = (Decimal("61.0"), Decimal("10.0"), Decimal("-21.0"), Decimal("-50.0"))


@pytest.fixture
def event(store):
    """``store`` with the tournament ``day`` (ron-of-20xx) and no entries yet."""
    fmt = formats.load("ron-of-20xx")
    create_competition(store, ACTOR, SLUG, "tournament", fmt, format_ruleset(fmt), name="Ron of 2025")
    return store


@pytest.fixture
def web(event, clock):
    return TestClient(create_app(event, settings(clock)))


def entrants(store, count: int = 8) -> None:
    for number in range(1, count + 1):
        tournament.add_entry(
            store,
            ACTOR,
            SLUG,
            f"Entrant {number}",
            submitted_at=OPENS + timedelta(minutes=number),
            profile="club member",
            birth_date=date(1990, 1, 1),
        )


def as_(client: TestClient, login: str) -> str:
    assert log_in(client, login).status_code == 303
    return csrf_of(client.get(f"/staff/c/{SLUG}/day").text)


def post(client: TestClient, path: str, token: str, **form):
    return client.post(
        f"/staff/c/{SLUG}/day{path}", data={"csrf_token": token, **form}, follow_redirects=False
    )


def games_of(store) -> list:
    with store.unit_of_work(ACTOR, read_only=True) as uow:
        return uow.games.list(SLUG)


def actions(store, kind: str) -> list:
    with store.unit_of_work(ACTOR, read_only=True) as uow:
        return uow.actions.list(SLUG, kind)


LOTTERY = {"opens_at": "2025-02-26T10:00+09:00", "event_date": "2025-03-20", "seed": "7"}


# --------------------------------------------------------------------------- who may


def test_the_day_needs_a_login_and_its_decisions_an_organizer(web):
    assert web.get(f"/staff/c/{SLUG}/day").status_code == 401
    token = as_(web, "desk")
    home = web.get("/staff").text  # the staff home links each tournament's day and league's seasons
    assert 'href="/staff/c/day/day"' in home and 'href="/staff/c/spring/seasons"' in home
    page = web.get(f"/staff/c/{SLUG}/day").text
    assert 'action="/staff/c/day/day/lottery"' not in page and 'action="/staff/c/day/day/seating"' not in page
    for path, form in (("/lottery", LOTTERY), ("/seating", {"seed": "5"})):
        refused = post(web, path, token, **form)
        assert refused.status_code == 403 and "forbidden" in refused.text
    assert web.get(f"/staff/c/{SLUG}/day/final").status_code == 403
    assert actions(web.app.state.web.store, files.REGISTRATION) == []


def test_a_form_without_its_token_or_with_another_does_nothing(web):
    as_(web, "org")
    for token in ("", "0" * 64):
        refused = post(web, "/lottery", token, **LOTTERY)
        assert refused.status_code == 403 and "csrf_failed" in refused.text
    assert actions(web.app.state.web.store, files.REGISTRATION) == []


@pytest.mark.parametrize(
    ("form", "field"),
    [
        ({**LOTTERY, "seed": "seven"}, "seed"),
        ({**LOTTERY, "seed": "-1"}, "seed"),
        ({**LOTTERY, "opens_at": "tomorrow"}, "opens_at"),
        ({**LOTTERY, "event_date": "2025-13-40"}, "event_date"),
        ({"opens_at": LOTTERY["opens_at"], "seed": "7"}, "event_date"),
    ],
)
def test_a_malformed_lottery_names_the_field_and_stores_nothing(web, form, field):
    token = as_(web, "org")
    refused = post(web, "/lottery", token, **form)
    assert refused.status_code == 422 and field in refused.text
    assert actions(web.app.state.web.store, files.REGISTRATION) == []


def test_a_competition_that_is_no_tournament_is_refused(web):
    as_(web, "desk")
    assert web.get("/staff/c/spring/day").status_code == 400
    assert web.get("/staff/c/nothing/day").status_code == 404


# --------------------------------------------------------------------------- registration


def _engine_registration(store):
    """The registration as the engine decides it from the stored file (the page must show this)."""
    with store.unit_of_work(ACTOR, read_only=True) as uow:
        entered = parse_registration(files.registration_file(files.load(uow, SLUG)), files.ORIGIN)
    return register(entered.entries, entered.format, entered.schedule, entered.seed, entered.withdrawals)


def test_entries_are_added_on_the_page_and_a_retried_form_adds_nothing(web):
    token = as_(web, "desk")
    page = web.get(f"/staff/c/{SLUG}/day").text
    assert 'name="id" value="p1"' in page  # the next free id, made when the page was drawn
    form = {
        "id": "p1",
        "name": "Aki",
        "submitted_at": "2025-02-26T10:05",
        "profile": "club",
        "birth_date": "1990-01-01",
    }
    for _ in range(2):  # the same form twice (a flaky network): one entry
        assert post(web, "/entries", token, **form).status_code == 303
    with web.app.state.web.store.unit_of_work(ACTOR, read_only=True) as uow:
        players = uow.players.list(SLUG)
    assert [(p.id, p.name) for p in players] == [("p1", "Aki")]
    # read in the event's zone (ron-of-20xx: Asia/Tokyo), stored in UTC
    assert players[0].data["entry"]["submitted_at"] == "2025-02-26T01:05:00+00:00"
    taken = post(web, "/entries", token, **{**form, "name": "Ben"})
    assert taken.status_code == 409 and "p1" in taken.text and "Aki" in taken.text


@EVERY_STORE
def test_times_typed_in_tokyo_are_stored_in_utc_and_the_opening_day_is_tokyo_s(web):
    """ron-of-20xx's zone is Asia/Tokyo: entries typed as the desk types them, the lottery's opening
    typed "2026-04-01 09:30" (00:30 UTC); 23:50 on 1 April is the opening day, 00:10 on 2 April (still
    1 April in UTC) is not; the page shows each time back as it was typed, with no "UTC"."""
    token = as_(web, "desk")
    for id, name, at in (("p1", "Aki", "2026-04-01T23:50"), ("p2", "Ben", "2026-04-02 00:10")):
        form = {"id": id, "name": name, "submitted_at": at, "profile": "club", "birth_date": "1990-01-01"}
        assert post(web, "/entries", token, **form).status_code == 303
    token = as_(web, "org")
    lottery = {"opens_at": "2026-04-01 09:30", "event_date": "2026-04-20", "seed": "7"}
    assert post(web, "/lottery", token, **lottery).status_code == 303
    store = web.app.state.web.store
    [registration] = actions(store, files.REGISTRATION)
    assert registration.data["opens_at"] == "2026-04-01T00:30:00+00:00"
    with store.unit_of_work(ACTOR, read_only=True) as uow:
        submitted = {p.id: p.data["entry"]["submitted_at"] for p in uow.players.list(SLUG)}
    assert submitted == {"p1": "2026-04-01T14:50:00+00:00", "p2": "2026-04-01T15:10:00+00:00"}
    decided = _engine_registration(store)
    assert {d: decided.decisions[d].reason.code for d in ("p1", "p2")} == {
        "p1": "entry_opening_day",
        "p2": "entry_first_come",
    }
    page = web.get(f"/staff/c/{SLUG}/day", headers={"Accept-Language": "ja"}).text
    assert "受付開始 2026-04-01 09:30" in page and "UTC" not in page
    assert "2026-04-01 23:50" in page and "2026-04-02 00:10" in page


def test_eight_entrants_all_accepted_and_the_seed_kept(web):
    store = web.app.state.web.store
    entrants(store)
    token = as_(web, "org")
    page = web.get(f"/staff/c/{SLUG}/day").text
    made = re.search(r'name="seed" type="number" min="0" max="2147483647" value="(\d+)"', page)
    assert made is not None  # a seed generated and shown, which the organizer may replace
    assert post(web, "/lottery", token, **LOTTERY).status_code == 303
    decided = _engine_registration(store)
    # 8 opening-day entries for 24 places: no lottery is needed, everyone is accepted (fee 5,000)
    assert decided.lottery is None and len(decided.players) == 8 and decided.waiting == ()
    page = web.get(f"/staff/c/{SLUG}/day").text
    assert "Registration decided (lottery seed 7)" in page
    assert page.count('data-status="accepted"') == 8 and page.count("fee 5000 yen") == 8


def test_the_lottery_decides_26_entries_for_24_places_in_both_languages(web):
    store = web.app.state.web.store
    entrants(store, 26)
    token = as_(web, "org")
    assert post(web, "/lottery", token, **LOTTERY).status_code == 303
    decided = _engine_registration(store)
    assert decided.lottery is not None and decided.lottery.seed == 7
    assert len(decided.players) == 24 and len(decided.waiting) == 2
    english = web.get(f"/staff/c/{SLUG}/day").text
    assert "Lottery: 26 opening-day entries for 24 places" in english
    assert english.count('data-status="accepted"') == 24 and english.count('data-status="waiting"') == 2
    for position, reserve in enumerate(decided.waiting, 1):
        row = re.search(rf'data-entry="{reserve}".*?</li>', english, re.S).group(0)
        assert f"reserve no. {position}" in row
    japanese = web.get(f"/staff/c/{SLUG}/day", headers={"Accept-Language": "ja"}).text
    assert "抽選：受付初日のエントリー26名、定員24名" in japanese and "補欠1番" in japanese


def test_a_second_lottery_is_idempotent_when_the_same_and_refused_when_another(web):
    store = web.app.state.web.store
    entrants(store)
    token = as_(web, "org")
    assert post(web, "/lottery", token, **LOTTERY).status_code == 303
    assert post(web, "/lottery", token, **LOTTERY).status_code == 303  # the same form again
    assert len(actions(store, files.REGISTRATION)) == 1
    other = post(web, "/lottery", token, **{**LOTTERY, "seed": "8"})
    assert other.status_code == 409 and "seed 7" in other.text
    assert len(actions(store, files.REGISTRATION)) == 1


def test_an_entry_asks_for_a_discount_and_the_page_shows_the_engines_same_person_warnings(web):
    store = web.app.state.web.store
    entrants(store)
    token = as_(web, "org")
    page = web.get(f"/staff/c/{SLUG}/day").text
    assert '<input name="discounts" type="checkbox" value="student"> student (1000 yen off)' in page
    japanese = web.get(f"/staff/c/{SLUG}/day", headers={"Accept-Language": "ja"}).text
    assert "<legend>割引</legend>" in japanese and "student（1000円引き）" in japanese
    twin = {"id": "p9", "name": "ENTRANT 3", "submitted_at": "2025-02-26 10:30", "birth_date": "1990-01-01"}
    forged = post(web, "/entries", token, **twin, profile="club", discounts="staff")
    assert forged.status_code == 422 and "unknown discount staff (known: student)" in forged.text
    assert post(web, "/entries", token, **twin, profile="club", discounts="student").status_code == 303
    [entry] = [p for p in day_service.day(store, ACTOR, SLUG).players if p.id == "p9"]
    assert entry.data["entry"]["discounts"] == ["student"]
    assert "discounts: student" in web.get(f"/staff/c/{SLUG}/day").text
    assert post(web, "/lottery", token, **LOTTERY).status_code == 303
    [warning] = _engine_registration(store).warnings  # the engine's: Entrant 3 and ENTRANT 3
    english = web.get(f"/staff/c/{SLUG}/day").text
    shown = re.search(r'<div class="note" role="status" id="entry-warnings">.*?</div>', english, re.S)[0]
    assert "Check these entries" in shown and shown.count("<li") == 1
    assert (
        "entries p3 Entrant 3 and p9 ENTRANT 3 are probably the same person (the same name and birth" in shown
    )
    assert 'data-code="probable_same_person"' in shown and warning.code == "probable_same_person"
    row = re.search(r'data-entry="p9".*?</li>', english, re.S)[0]
    assert "fee 4000 yen" in row
    japanese = web.get(f"/staff/c/{SLUG}/day", headers={"Accept-Language": "ja"}).text
    assert (
        "確認が必要なエントリー" in japanese
        and "エントリーp3 Entrant 3とp9 ENTRANT 3は同一人物の可能性" in japanese
    )


def test_a_withdrawal_is_kept_once(web):
    store = web.app.state.web.store
    entrants(store)
    token = as_(web, "desk")
    for _ in range(2):
        assert post(web, "/withdrawals", token, player="p3", at="2025-03-01T12:00").status_code == 303
    assert len(actions(store, files.WITHDRAWAL)) == 1
    assert "withdrew 2025-03-01 12:00" in web.get(f"/staff/c/{SLUG}/day").text


# --------------------------------------------------------------------------- seats, sheets, progress


def _seated(web, seed: int = 5):
    store = web.app.state.web.store
    entrants(store)
    token = as_(web, "org")
    assert post(web, "/lottery", token, **LOTTERY).status_code == 303
    assert post(web, "/seating", token, seed=str(seed)).status_code == 303
    return store, token


def test_the_seats_drawn_are_the_engines_draw_of_the_seed(web):
    store, token = _seated(web)
    event, _ = tournament.event_report(store, ACTOR, SLUG)
    drawn = preliminary_draw(event.format, event.players, 5)
    page = web.get(f"/staff/c/{SLUG}/day").text
    assert "Seats drawn (seed 5)" in page and page.count('class="card round"') == 5
    first = drawn.rounds[0][0]
    names = " · ".join(f"{wind} Entrant {p[1:]}" for wind, p in zip("ESWN", first, strict=True))
    assert names in page  # round 1, table 1, seats E S W N with their names
    assert post(web, "/seating", token, seed="5").status_code == 303  # the same again: nothing more
    assert len(actions(store, tournament.SEATING)) == 1


# --------------------------------------------------------------------------- changes after the draw


def _answers(web) -> dict[str, int]:
    """What the day page, the public pages, a table's entry and the standings answer."""
    table = web.app.state.web.links.table_link(
        SLUG, 1, 2, web.app.state.web.settings.clock() + timedelta(hours=2)
    )
    paths = (
        f"/staff/c/{SLUG}/day",
        f"/c/{SLUG}",
        f"/c/{SLUG}/rounds",
        f"/api/competitions/{SLUG}/standings",
        f"/staff/c/{SLUG}/games/new?round=1&table=2",
        table,
    )
    return {path: web.get(path).status_code for path in paths}


def _row(page: str, entry: str) -> str:
    return re.search(rf'data-entry="{entry}".*?</li>', page, re.S).group(0)


LATE = {"name": "Late", "profile": "club", "birth_date": "1990-01-01", "submitted_at": "2025-03-02T09:00"}


@EVERY_STORE
def test_a_late_entry_after_the_draw_is_kept_off_the_drawn_rounds_and_stops_nothing(web):
    """An entry added on the day page after the draw (accepted first come, first served) is not seated:
    every page and table entry still answers, the day page says so, withdrawing it changes nothing
    drawn, and the table it was never part of records as drawn."""
    store, token = _seated(web)
    drawn = actions(store, tournament.SEATING)[0].data["rounds"]
    assert post(web, "/entries", token, id="p9", **LATE).status_code == 303
    assert set(_answers(web).values()) == {200}
    page = web.get(f"/staff/c/{SLUG}/day").text
    row = _row(page, "p9")
    assert 'data-status="accepted"' in row and 'data-drawn="no"' in row
    assert "not in the draw (the seats were drawn before): drawing them again seats this entry" in row
    assert "1 playing but not seated, 0 seated but no longer playing" in page
    # 9 entrants, no professional: a new draw would be refused, and the page says why beforehand
    assert "A seat draw now would be refused: 9 accepted entrants need 3 professional(s)" in page
    japanese = web.get(f"/staff/c/{SLUG}/day", headers={"Accept-Language": "ja"}).text
    assert "座席なし（座席抽選の後に決まったエントリー）" in _row(japanese, "p9")
    assert post(web, "/withdrawals", token, player="p9", at="2025-03-02T09:30").status_code == 303
    assert set(_answers(web).values()) == {200}
    page = web.get(f"/staff/c/{SLUG}/day").text
    assert 'data-drawn="no"' not in page and 'id="draw-outdated"' not in page
    assert actions(store, tournament.SEATING)[0].data["rounds"] == drawn  # nothing drawn changed
    link = web.app.state.web.links.table_link(
        SLUG, 1, 2, web.app.state.web.settings.clock() + timedelta(hours=2)
    )
    visitor = TestClient(web.app)
    form = {"csrf_token": csrf_of(visitor.get(link).text), "key": "late-entry-1", "points": list(POINTS)}
    assert "Recorded as game g1." in visitor.post(link, data=form).text
    [game] = games_of(store)
    assert (game.round, game.table, list(game.seats)) == (1, 2, drawn[0][1])
    assert set(_answers(web).values()) == {200}


@EVERY_STORE
def test_an_entry_once_a_drawn_table_is_in_is_refused_with_why(web):
    store, token = _seated(web)
    tournament.enter_table(store, ACTOR, SLUG, 1, 1, POINTS)
    refused = post(web, "/entries", token, id="p9", **LATE)
    assert refused.status_code == 400
    assert "round 1 table 1 is in: an entry now could play no round, so it is not added" in refused.text
    form = {"csrf_token": token, "id": "p9", **LATE}
    japanese = web.post(f"/staff/c/{SLUG}/day/entries", data=form, headers={"Accept-Language": "ja"})
    assert japanese.status_code == 400 and "どの回戦にも入れないため、追加していません" in japanese.text
    assert "p9" not in {p.id for p in day_service.day(store, ACTOR, SLUG).players}
    assert set(_answers(web).values()) == {200}


@EVERY_STORE
def test_a_withdrawal_after_the_draw_keeps_the_seat_until_the_seats_are_drawn_again(web):
    """A drawn entrant who withdraws keeps the seat (the page says so): the tables drawn still record;
    a reserve or a new entry is seated by drawing again, which the draw then does for the lineup."""
    store, token = _seated(web)
    first = actions(store, tournament.SEATING)[0].data["rounds"][0][0]
    leaving = first[2]
    assert post(web, "/withdrawals", token, player=leaving, at="2025-03-02T09:30").status_code == 303
    assert set(_answers(web).values()) == {200}
    page = web.get(f"/staff/c/{SLUG}/day").text
    assert 'data-drawn="kept"' in _row(page, leaving)
    assert "still seated in the draw: drawing the seats again frees the seat" in page
    assert "A seat draw now would be refused: 7 accepted entrants" in page
    for number in range(9, 14):  # five late entries: twelve play, tables of four again
        assert (
            post(web, "/entries", token, id=f"p{number}", **{**LATE, "name": f"Late {number}"}).status_code
            == 303
        )
    assert set(_answers(web).values()) == {200}
    assert "5 playing but not seated, 1 seated but no longer playing" in web.get(f"/staff/c/{SLUG}/day").text
    assert post(web, "/seating", token, seed="6").status_code == 303
    page = web.get(f"/staff/c/{SLUG}/day").text
    assert "data-drawn=" not in page and 'id="draw-refused"' not in page and "Seats drawn (seed 6)" in page
    redrawn = actions(store, tournament.SEATING)[-1].data
    seated = {player for table in redrawn["rounds"][0] for player in table}
    assert len(redrawn["rounds"][0]) == 3 and leaving not in seated and {"p9", "p13"} <= seated
    tournament.enter_table(store, ACTOR, SLUG, 1, 1, POINTS)
    assert set(_answers(web).values()) == {200}


@EVERY_STORE
def test_an_entry_without_a_time_after_the_lottery_is_refused_and_stalls_nothing(web):
    """Only an invited professional may have no entry time: an entrant's entry without one is refused
    when added (the registration engine could decide nothing with it), not kept to refuse every page."""
    store = web.app.state.web.store
    entrants(store)
    token = as_(web, "org")
    assert post(web, "/lottery", token, **LOTTERY).status_code == 303
    refused = post(web, "/entries", token, id="p9", **{**LATE, "submitted_at": ""})
    assert refused.status_code == 400 and "entry p9 has no submission time" in refused.text
    assert [p.id for p in day_service.day(store, ACTOR, SLUG).players] == [f"p{n}" for n in range(1, 9)]
    assert web.get(f"/staff/c/{SLUG}/day").status_code == 200
    professional = {**LATE, "submitted_at": "", "pro": "true", "name": "Pro"}
    assert post(web, "/entries", token, id="p10", **professional).status_code == 303


def test_the_print_view_has_a_sheet_and_a_slip_per_table(web):
    store, _ = _seated(web)
    event, _ = tournament.event_report(store, ACTOR, SLUG)
    drawn = preliminary_draw(event.format, event.players, 5)
    as_(web, "desk")  # printing is for any staff
    page = web.get(f"/staff/c/{SLUG}/day/print?round=2").text
    assert page.count('class="sheet table-sheet"') == 2 and page.count('class="sheet score-slip"') == 2
    assert 'id="print-sheets"' in page and "/static/day_print.js" in page and "/static/day_print.css" in page
    for seats in drawn.rounds[1]:
        for player in seats:
            assert f'<td class="seat-name">Entrant {player[1:]}</td>' in page
    assert "Ron of 2025" in page and "Round 2 · Table 1" in page
    assert web.get("/static/day_print.js").text.count("window.print()") == 1
    assert "@media print" in web.get("/static/day_print.css").text
    assert web.get(f"/staff/c/{SLUG}/day/print?round=9").status_code == 404
    assert web.get(f"/staff/c/{SLUG}/day/print?round=x").status_code == 422


def modules(svg: str) -> list[list[bool]]:
    """The dark modules a QR code's SVG draws (segno's one path of horizontal runs: ``M x y.5``,
    ``m dx dy`` moves, ``h n`` draws ``n`` modules), as rows of the symbol with its border."""
    size = int(re.search(r'viewBox="0 0 (\d+) \1"', svg)[1])
    drawn = [[False] * size for _ in range(size)]
    x = y = 0.0
    path = re.search(r'class="qrline"[^>]* d="([^"]+)"', svg)[1]
    for command, numbers in re.findall(r"([Mmh])([-\d. ]+)", path):
        values = [float(n) for n in numbers.split()]
        if command == "M":
            x, y = values
        elif command == "m":
            x, y = x + values[0], y + values[1]
        else:
            for column in range(int(x), int(x + values[0])):
                drawn[int(y)][column] = True
            x += values[0]
    return drawn


def encodes(svg: str, text: str) -> bool:
    """Whether ``svg`` draws the QR code of ``text``: its modules are segno's symbol of ``text``."""
    symbol = segno.make(text, error="m", micro=False)
    return modules(svg) == [[bool(m) for m in row] for row in symbol.matrix_iter(scale=1, border=4)]


def test_the_table_links_and_the_table_sheets_carry_each_link_as_a_qr_code(web, clock):
    _seated(web)
    token = as_(web, "desk")
    form = {"csrf_token": token, "competition": SLUG, "round": "2", "tables": "2", "hours": "6"}
    made = web.post("/staff/links", data=form).text
    listed = r'<li data-table="(\d)"><span class="table">.*?href="([^"]+)".*?(<svg .*?</svg>)'
    shown = re.findall(listed, made, re.S)
    assert [table for table, _, _ in shown] == ["1", "2"]
    for table, link, svg in shown:
        assert link.startswith(f"http://testserver/competitions/{SLUG}/rounds/2/tables/{table}/")
        assert encodes(svg, link) and not encodes(svg, link + "x")
        assert f"<title>QR code of table {table}'s link</title>" in svg
        assert web.get(link.removeprefix("http://testserver")).status_code == 200  # the link it encodes works
    page = web.get(f"/staff/c/{SLUG}/day/print?round=2&hours=6").text
    sheet = r'<section class="sheet table-sheet" data-table="(\d)">.*?(<svg .*?</svg>)'
    sheets = re.findall(sheet, page, re.S)
    assert [table for table, _ in sheets] == ["1", "2"]
    until = (clock() + timedelta(hours=6)).astimezone(ZoneInfo("Asia/Tokyo")).strftime("%Y-%m-%d %H:%M")
    assert f"enter this table&#39;s result (until {until}" in page  # in the event's time zone
    links = web.app.state.web.links
    for table, svg in sheets:
        link = "http://testserver" + links.table_link(SLUG, 2, int(table), clock() + timedelta(hours=6))
        assert encodes(svg, link)
        assert web.get(link.removeprefix("http://testserver")).text.count('name="points"') == 4
    assert web.get(f"/staff/c/{SLUG}/day/print?round=2&hours=73").status_code == 422


def test_progress_links_and_the_round_start(web, clock):
    store, _ = _seated(web)
    token = as_(web, "desk")
    page = web.get(f"/staff/c/{SLUG}/day").text
    assert f'href="/staff/c/{SLUG}/games/new?round=1&amp;table=2"' in page
    assert '<input type="hidden" name="tables" value="2">' in page  # the links form, prefilled
    tournament.enter_table(store, ACTOR, SLUG, 1, 1, POINTS)
    page = web.get(f"/staff/c/{SLUG}/day").text
    assert "1 of 2 tables in" in page
    assert post(web, "/start", token, round="1").status_code == 303
    clock.advance(minutes=3)
    assert post(web, "/start", token, round="1").status_code == 303  # again: the first start is kept
    assert day_service.round_start(store, ACTOR, SLUG, 1) == clock.now - timedelta(minutes=3)
    page = web.get(f"/staff/c/{SLUG}/day").text
    assert "started 2025-03-02 18:00" in page and 'href="/c/day/screen/timer?round=1"' in page
    # the timer screen counts the ruleset's 50 minutes from the stored start: 3 minutes gone
    assert "47:00" in web.get("/c/day/screen/timer?round=1").text


def test_the_final_round_carries_half_the_preliminary_totals(web):
    store, _ = _seated(web)
    event, _ = tournament.event_report(store, ACTOR, SLUG)
    drawn = preliminary_draw(event.format, event.players, 5)
    totals: dict[str, Decimal] = {}
    for number, tables in enumerate(drawn.rounds, 1):
        for t, seats in enumerate(tables, 1):
            tournament.enter_table(store, ACTOR, SLUG, number, t, POINTS)
            for player, score in zip(seats, SCORES, strict=True):
                totals[player] = totals.get(player, Decimal(0)) + score
    as_(web, "org")
    page = web.get(f"/staff/c/{SLUG}/day/final").text
    assert page.count('class="card"') == 2 and "title table" in page
    for player, total in totals.items():
        half = (total / 2).quantize(Decimal("0.1"), ROUND_HALF_UP)
        assert re.search(rf'data-player="{player}">.*?carried {re.escape(str(half))}</span>', page)
    ranked = sorted(totals, key=lambda p: -totals[p])
    title = re.search(r'data-table="1">(.*?)</li>\n  </ol>', page, re.S) or re.search(
        r'data-table="1">(.*?)</ol>', page, re.S
    )
    assert {p for p in ranked[:4] if f'data-player="{p}"' in title.group(1)} <= set(ranked[:4])
    # the final formed by the engine: enter both its tables, then the stars
    _, report = tournament.event_report(store, ACTOR, SLUG)
    for table in report.final_tables:
        tournament.enter_table(store, ACTOR, SLUG, 6, table.table, POINTS)
    page = web.get(f"/staff/c/{SLUG}/day/final").text
    _, report = tournament.event_report(store, ACTOR, SLUG)
    notes = re.findall(r'<li data-code="([a-z_]+)">(.*?)</li>', page)
    assert notes and not any(re.search(r"\bp\d+\b", said) for _, said in notes)  # names, not ids
    second = report.result.overall[1]
    assert "qualifies for the championship" in page
    assert re.search(rf'data-player="{second}">.*?★ 5</span>', page)  # the format's stars for 2nd
    japanese = web.get(f"/staff/c/{SLUG}/day/final", headers={"Accept-Language": "ja"}).text
    assert "★×5" in japanese and "持ち越し" in japanese


def test_every_word_of_the_day_and_seasons_pages_is_in_both_languages():
    """Every ``web_day_`` key the day's and seasons' routes and templates name (found in them: the one
    place they are listed) has an English template and a Japanese translation with the same
    parameters; the catalog's section keeps none they do not use."""
    web = Path(__file__).resolve().parents[2] / "src" / "taikai" / "web"
    sources = [web / "routes" / "day.py", web / "routes" / "seasons.py", web / "templates" / "staff.html"]
    sources += [*web.glob("templates/day_*.html"), *web.glob("templates/season_*.html")]
    used = {key for path in sources for key in re.findall(r"""["'](web_day_[a-z_]+)["']""", path.read_text())}
    assert used == {key for key in MESSAGES if key.startswith("web_day_")}
    for key in sorted(used):
        params = {name: f"<{name}>" for name in i18n.placeholders(MESSAGES[key])}
        english, japanese = i18n.message(key, params, "en"), i18n.message(key, params, "ja")
        assert english == MESSAGES[key].format(**params)
        assert japanese != english and "{" not in japanese and all(v in japanese for v in params.values()), (
            key
        )
