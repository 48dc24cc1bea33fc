"""What the public pages, the screens and the API share: reading through :mod:`taikai.services.public` in a
read-only unit of work, the standings kept per revision, and how numbers, times and names are shown.

:class:`Snapshots` keeps each competition's standings (the data and its JSON text) for the revision
they were built at: every request reads the competition's revision (one column of one row; for a
page that shows the standings alone, :meth:`Snapshots.kept` reads it in no unit of work: one
statement), and serves what was built at that revision or builds it once (one build at a time per
competition and language; the others wait for it). A change to anything of the competition counts
its revision up, so what is kept can never be served stale. :func:`drawn` draws an answer from
kept standings in the event loop, and goes to a worker thread to build them, to read a login, or
to draw an answer that grows with the competition. (The pages read in read-only units of work,
which serve the store's standings cache but write nothing to it: a new process builds the
standings once, unless the services keep that cache warm.)
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any, TypeVar
from zoneinfo import ZoneInfo

from fastapi import Request
from fastapi.responses import HTMLResponse
from markupsafe import Markup
from starlette.concurrency import run_in_threadpool

from taikai import i18n
from taikai.contracts.jsonio import dumps_bytes
from taikai.contracts.wording import worded
from taikai.game.offences import Offence
from taikai.reasons import Reason
from taikai.services import public as data
from taikai.services.unit_of_work import NotFound, Store
from taikai.web import naming
from taikai.web.app import render
from taikai.web.auth import staff_known
from taikai.web.errors import WebError
from taikai.web.fields import SUMMARY_KEYS, doc_keys
from taikai.web.languages import language

__all__ = [
    "CSV_COLUMNS",
    "Format",
    "Snapshot",
    "Snapshots",
    "chart",
    "drawn",
    "kept_snapshot",
    "made_keys",
    "page",
    "part",
    "read",
    "read_with",
    "reading",
    "snapshot",
]

ACTOR = "web:public"
#: Parts of pages kept with one competition's standings.
PARTS = 64
T = TypeVar("T")


#: What a request names that is not stored, by the store's code: the page's words for it.
NOT_FOUND = {
    "competition_not_found": "web_no_competition",
    "player_not_found": "web_no_player",
    "game_not_found": "web_no_game",
}


@contextmanager
def _found() -> Iterator[None]:
    """A competition, player or game that is not stored: 404 with its code, in the page's words."""
    try:
        yield
    except NotFound as missing:
        if missing.code not in NOT_FOUND:
            raise
        raise WebError(404, missing.code, NOT_FOUND[missing.code], **missing.params) from None


@contextmanager
def reading(request: Request) -> Iterator[data.Reading]:
    """The request's one read-only unit of work (:func:`taikai.services.public.reading`): everything a
    page reads in it is read at one revision; what it names that is not stored is 404."""
    with _found(), data.reading(request.app.state.web.store, ACTOR) as each:
        yield each


def latest_revision(request: Request, slug: str) -> int:
    """The competition's latest revision read in no unit of work (one statement: what a request of
    something kept per revision asks first); 404 when there is no such competition."""
    with _found():
        return data.latest_revision(request.app.state.web.store, slug)


def read(request: Request, reader: Callable[..., T], *args: Any) -> T:
    """``reader(uow, *args)`` (a reader of :mod:`taikai.services.public`) in a read-only unit of work."""
    with reading(request) as each:
        return each(reader, *args)


# --------------------------------------------------------------------------- standings per revision


@dataclass
class Snapshot:
    """A competition (its summary and revision) and its standings as they were at that revision."""

    competition: dict[str, Any]
    standings: dict[str, Any]
    _json: bytes | None = field(default=None, repr=False)
    _parts: OrderedDict[tuple[Any, ...], Any] = field(default_factory=OrderedDict, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def json(self) -> bytes:
        """The standings as JSON text (written once)."""
        with self._lock:
            if self._json is None:
                self._json = dumps_bytes(self.standings)
            return self._json

    def part(self, key: tuple[Any, ...], build: Callable[[], T]) -> T:
        """What is made from these standings alone (a season's rows in a language, a season's JSON):
        made once, kept with the standings (the most recently asked :data:`PARTS`)."""
        with self._lock:
            kept = self._parts.get(key)
            if kept is not None:
                self._parts.move_to_end(key)
                return kept
        drawn = build()
        with self._lock:
            self._parts[key] = drawn
            while len(self._parts) > PARTS:
                self._parts.popitem(last=False)
        return drawn


class Snapshots:
    """The latest standings of the competitions asked for, by (slug, revision, language): each
    worded from the standings as the services keep them, in no language (read or built once per
    revision, whatever the languages asked for: :attr:`_unworded`)."""

    def __init__(self, size: int = 16) -> None:
        self._size = size
        self._kept: OrderedDict[tuple[str, int, str], Snapshot] = OrderedDict()
        self._unworded: OrderedDict[tuple[str, int], dict[str, Any]] = OrderedDict()
        self._building: dict[str, threading.Lock] = {}
        self._lock = threading.Lock()

    def _get(self, key: tuple[str, int, str]) -> Snapshot | None:
        with self._lock:
            kept = self._kept.get(key)
            if kept is not None:
                self._kept.move_to_end(key)
            return kept

    def kept(self, store: Store, slug: str, lang: str) -> Snapshot | None:
        """The standings kept at the competition's latest revision (read in no unit of work: one
        statement), None when they are not kept."""
        return self._get((slug, data.latest_revision(store, slug), lang))

    def get(self, reading: data.Reading, slug: str, lang: str) -> Snapshot:
        """The standings at the revision ``reading`` sees (built in it when they are not kept)."""
        kept = self._get((slug, reading.revision(slug), lang))
        if kept is not None:
            return kept
        with self._lock:
            building = self._building.setdefault(slug, threading.Lock())
        with building:
            summary = reading(data.competition, slug)
            key = (slug, summary["revision"], lang)
            kept = self._get(key)
            if kept is None:
                kept = Snapshot(summary, worded(self._standings(reading, slug, summary["revision"]), lang))
                self._keep(key, kept)
        return kept

    def _standings(self, reading: data.Reading, slug: str, revision: int) -> dict[str, Any]:
        """The standings at ``revision`` in no language, as the services keep them (read once a
        revision; the earlier revisions forgotten)."""
        found = self._unworded.get((slug, revision))
        if found is None:
            found = reading(data.standings, slug, None)
            with self._lock:
                for earlier in [k for k in self._unworded if k[0] == slug and k[1] < revision]:
                    del self._unworded[earlier]
                self._unworded[slug, revision] = found
                while len(self._unworded) > self._size:
                    self._unworded.popitem(last=False)
        return found

    def _keep(self, key: tuple[str, int, str], kept: Snapshot) -> None:
        """Keep ``kept`` unless a later revision of the competition is kept (a request that read
        the database before a change ends after it); forget the earlier revisions."""
        slug, revision, _ = key
        with self._lock:
            if any(k[0] == slug and k[1] > revision for k in self._kept):
                return
            for earlier in [k for k in self._kept if k[0] == slug and k[1] < revision]:
                del self._kept[earlier]
            self._kept[key] = kept
            while len(self._kept) > self._size:
                self._kept.popitem(last=False)


_MADE = threading.Lock()


def _snapshots(request: Request) -> Snapshots:
    """The app's snapshots (made on the first request that needs them)."""
    state = request.app.state
    with _MADE:
        kept = getattr(state, "snapshots", None)
        if kept is None:
            kept = state.snapshots = Snapshots()
    return kept


def snapshot(request: Request, slug: str) -> Snapshot:
    """The competition's standings in the request's language (kept per revision on the app: when
    they are, the revision is the one statement the request costs the database)."""
    kept = _kept(request, slug)
    return kept if kept is not None else _built(request, slug)


def kept_snapshot(request: Request, slug: str) -> Snapshot | None:
    """The competition's standings in the request's language when they are kept at its latest
    revision (one statement, in no unit of work), else None; 404 (:class:`WebError`) when there is
    no such competition."""
    return _kept(request, slug)


def _kept(request: Request, slug: str) -> Snapshot | None:
    """The standings kept at the competition's latest revision, in the request's language."""
    with _found():
        return _snapshots(request).kept(request.app.state.web.store, slug, language(request))


def _built(request: Request, slug: str) -> Snapshot:
    """The standings read in a read-only unit of work (built there when they are not kept)."""
    with reading(request) as each:
        return _snapshots(request).get(each, slug, language(request))


async def drawn(request: Request, slug: str, draw: Callable[..., T], *args: Any, bounded: bool = True) -> T:
    """``draw(request, shot, *args)``: an answer drawn from the competition's standings alone (a
    standings page, its JSON, its CSV, a screen).

    It is drawn here, in the event loop, when the standings are kept at the competition's revision
    (one statement, read here), there is no staff login to read, and the answer is ``bounded``
    (its size does not grow with the competition's: a page of rows, a window of lines, a
    tournament's round); otherwise in a worker thread, which reads what is left (the standings to
    build, the login) and leaves the event loop to the other requests while it draws. A kept page's
    read is one indexed statement on a kept connection, shorter than the hop to a thread and back:
    that hop cost a kept page more CPU than drawing it (1.4 -> 0.7 ms of the server's CPU at 50
    clients).
    """
    kept = _kept(request, slug)
    if kept is not None and bounded and staff_known(request):
        return draw(request, kept, *args)
    return await run_in_threadpool(
        lambda: draw(request, kept if kept is not None else _built(request, slug), *args)
    )


def read_with(request: Request, slug: str, reader: Callable[..., T], *args: Any) -> tuple[Snapshot, T]:
    """The competition's standings and ``reader(uow, slug, *args, standings)`` read in one unit of
    work (the same revision)."""
    with reading(request) as each:
        shot = _snapshots(request).get(each, slug, language(request))
        return shot, each(reader, slug, *args, shot.standings)


def read_kept(request: Request, slug: str, reader: Callable[..., T], *args: Any) -> tuple[Snapshot, T]:
    """:func:`read_with`, the answer kept with the standings (:meth:`Snapshot.part`: read once per
    revision and language, by ``reader`` and ``args``): a reader whose answer depends on the
    competition alone, such as a page of a player's games."""
    with reading(request) as each:
        shot = _snapshots(request).get(each, slug, language(request))
        key = ("read", reader.__module__, reader.__qualname__, *args)
        return shot, shot.part(key, lambda: each(reader, slug, *args, shot.standings))


# --------------------------------------------------------------------------- showing


@dataclass(frozen=True)
class Format:
    """How a page shows pt, percentages, times and names in its language and time zone."""

    lang: str
    zone: ZoneInfo

    def pt(self, value: Decimal | int | None) -> str:
        """A score with its sign and one decimal: +12.3, -5.0, 0.0 (a dash for none)."""
        if value is None:
            return "–"
        number = Decimal(value).quantize(Decimal("0.1"))
        return f"+{number}" if number > 0 else str(number)

    def points(self, value: int | None) -> str:
        """Table points with thousands separated: 48,000."""
        return "–" if value is None else f"{value:,}"

    def pct(self, value: Decimal) -> str:
        return f"{value}%"

    def when(self, value: datetime | str) -> str:
        """A time in the competition's time zone: 2025-03-02 21:00."""
        moment = datetime.fromisoformat(value) if isinstance(value, str) else value
        return moment.astimezone(self.zone).strftime("%Y-%m-%d %H:%M")

    def name(self, name: str) -> str:
        """A player's name as the page shows it: a hidden one in the page's words."""
        return naming.shown_name(name, self.lang)

    def note(self, note: Mapping[str, Any], names: Mapping[str, str]) -> str:
        """A decision of the standings (``{"code", "message", "params"}``) in the page's words, each
        player it names shown by name (:func:`taikai.web.naming.named`)."""
        params = note.get("params") or {}
        if not naming.plain(params):
            return str(note["message"])
        return naming.named(note["code"], params, names, self.lang)

    def source(self, source: str) -> str:
        """Where a game came from, in words: entered by hand (手入力), or the kind of file imported
        (the source's own name for one taikai does not know)."""
        key = f"web_source_{source.replace('-', '_')}"
        return self.say(key) if key in SOURCE_KEYS else self.say("web_source", source=source)

    def bracket(self, table: str) -> str:
        """A league championship table in words (決勝, 予選1-1 ...)."""
        return naming.bracket_table(table, self.lang)

    def yaku(self, name: str) -> str:
        return i18n.yaku_name(name, self.lang)

    def offence(self, data: Mapping[str, Any], seats: Sequence[Mapping[str, Any]] = ()) -> str:
        """An offence found in a game's play (its stored data) in words: where, what, the rule's
        cost; its seat by wind and name as the page shows the seats (``seats``: the game's)."""
        reason = Offence.of_data(data).reason
        shown = {s["seat"]: s for s in seats}
        seat = shown.get(data["seat"])
        if seat is not None:
            params = dict(reason.params)
            wind = i18n.message(f"web_wind_{seat['seat']}", {}, self.lang)
            params["seat"] = f"{wind} {naming.shown_name(seat['name'] or seat['player'], self.lang)}"
            reason = Reason.of(reason.code, **params)
        return i18n.words(reason, self.lang)

    def say(self, key: str, **params: Any) -> str:
        return i18n.message(key, params, self.lang)


def zone_of(competition: dict[str, Any]) -> ZoneInfo:
    """The time zone a competition's pages show its times in (:func:`taikai.services.public.competition`)."""
    return ZoneInfo(competition["timezone"])


def part(request: Request, shot: Snapshot, template: str, key: tuple[Any, ...], **context: Any) -> Markup:
    """``template`` drawn from the snapshot's standings in the request's language (no session, no
    login: the same for every visitor), drawn once per snapshot and kept with it."""
    lang = language(request)

    def draw() -> Markup:
        fmt = Format(lang, zone_of(shot.competition))
        page = request.app.state.web.templates[lang].get_template(template)
        return Markup(page.render(competition=shot.competition, standings=shot.standings, fmt=fmt, **context))

    return shot.part((template, lang, *key), draw)


def page(
    request: Request,
    template: str,
    competition: dict[str, Any] | None = None,
    status: int = 200,
    **context: Any,
) -> HTMLResponse:
    """A public page: ``template`` with the competition (its tabs) and :class:`Format` as ``fmt``."""
    zone = zone_of(competition) if competition is not None else ZoneInfo("UTC")
    fmt = Format(language(request), zone)
    return render(request, template, status, competition=competition, fmt=fmt, **context)


#: The columns of the standings as CSV, by the competition's kind (each a key of the standings' lines;
#: a cup's places are four columns).
CSV_COLUMNS = {
    "league": (
        "rank",
        "player",
        "name",
        "tier",
        "next_tier",
        "promotion",
        "demotion",
        "games",
        "score",
        "top_pct",
        "bottom_pct",
        "why",
    ),
    "tournament": ("rank", "player", "name", "total"),
    "cup": ("rank", "player", "name", "score", "games", "first", "second", "third", "fourth"),
    "staged": ("rank", "entrant", "name", "carried", "counted", "total", "games", "advances"),
}
#: Where a game came from: entered by hand, or each kind of file imported (the importers' ``SOURCES``,
#: :mod:`taikai.importers.model`, not imported here: tests/web/test_pages.py checks they agree).
SOURCES = ("manual", "majsoul-contest", "tenhou6", "tenhou", "tenhou-lobby", "csv")
SOURCE_KEYS = frozenset(f"web_source_{source.replace('-', '_')}" for source in SOURCES)
#: Seats and winds 0-3 (E S W N), as a game's data numbers them.
SEATS = range(4)


def made_keys() -> set[str]:
    """Every catalog key the pages make from a code: a seat's wind, a hand's kind, a CSV column, a
    ruleset's or format's field, a statistic (the catalog tests word each in both languages)."""
    from taikai.web.charts import made_keys as stats_keys

    return (
        {f"web_wind_{seat}" for seat in SEATS}
        | {f"web_hand_{kind}" for kind in data.HAND_KINDS}
        | {f"web_csv_{column}" for columns in CSV_COLUMNS.values() for column in columns}
        | set(doc_keys())
        | set(SUMMARY_KEYS)
        | set(naming.KEYS)
        | stats_keys()
        | set(SOURCE_KEYS)
    )


# --------------------------------------------------------------------------- the score chart

WIDTH, HEIGHT, PAD = 640, 240, 36


def _scaled(value: Decimal, low: Decimal, high: Decimal) -> int:
    span = high - low or Decimal(1)
    return HEIGHT - PAD - int((value - low) * (HEIGHT - 2 * PAD) / span)


def chart(fmt: Format, title: str, moments: Sequence[str], totals: Sequence[Decimal]) -> Markup:
    """A line of ``totals`` (the running score after each game) as server-drawn SVG: a zero line,
    the highest and lowest totals, the first and last dates; ``title`` names it for screen readers.
    Nothing but numbers, dates and the title (a name as shown) goes into it."""
    if not totals:
        return Markup("")
    low, high = min(min(totals), Decimal(0)), max(max(totals), Decimal(0))
    steps = max(len(totals) - 1, 1)
    xs = [PAD + (WIDTH - 2 * PAD) * i // steps for i in range(len(totals))]
    ys = [_scaled(t, low, high) for t in totals]
    line = " ".join(f"{x},{y}" for x, y in zip(xs, ys, strict=True))
    zero = _scaled(Decimal(0), low, high)
    dots = (
        "".join(f'<circle cx="{x}" cy="{y}" r="3"/>' for x, y in zip(xs, ys, strict=True))
        if len(xs) <= 60
        else ""
    )
    label = Markup.escape
    first, last = fmt.when(moments[0])[:10], fmt.when(moments[-1])[:10]
    parts = [
        f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-labelledby="chart-title">',
        f'<title id="chart-title">{label(title)}</title>',
        f'<line class="zero" x1="{PAD}" y1="{zero}" x2="{WIDTH - PAD}" y2="{zero}"/>',
        f'<polyline class="score" points="{line}"/>',
        f'<g class="dots">{dots}</g>',
        f'<text class="axis" x="{PAD}" y="{_scaled(high, low, high) - 8}">{label(fmt.pt(high))}</text>',
        f'<text class="axis" x="{PAD}" y="{_scaled(low, low, high) - 8}">{label(fmt.pt(low))}</text>',
        f'<text class="axis" x="{PAD}" y="{HEIGHT - 4}">{label(first)}</text>',
        f'<text class="axis end" x="{WIDTH - PAD}" y="{HEIGHT - 4}">{label(last)}</text>',
        "</svg>",
    ]
    return Markup("".join(parts))


def now(request: Request) -> datetime:
    return request.app.state.web.settings.clock().astimezone(UTC)
