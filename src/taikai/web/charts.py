"""The statistics' charts, drawn on the server as SVG as the running score's is
(:func:`taikai.web.views.chart`): no script, nothing loaded from elsewhere; only numbers, months and
words of the catalog (and a name as shown, in the title) go into them.

- :func:`places`: how often each place, a bar per place with its count and percentage;
- :func:`rates`: month by month, the 1st and 4th place rates and, where hands were recorded, the
  win and deal-in rates, each a line on a 0-100% scale.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Any

from markupsafe import Markup

from taikai.web.views import HEIGHT, PAD, WIDTH, Format

__all__ = ["LINES", "made_keys", "places", "rates"]

#: The lines of the rates chart: its class, the catalog key naming it, and its rate in a month's
#: figures (:func:`taikai.services.stats.player`'s ``months``).
LINES: tuple[tuple[str, str, Callable[[dict[str, Any]], dict[str, Any]]], ...] = (
    ("first", "web_stats_line_first", lambda m: m["places"][0]),
    ("fourth", "web_stats_line_fourth", lambda m: m["places"][3]),
    ("wins", "web_stats_win_rate", lambda m: m["wins"]),
    ("deal_in", "web_stats_deal_in_rate", lambda m: m["deal_in"]),
)
BAR_ROW = 48
BAR = BAR_ROW - 14  # a bar's height
PLACES = range(1, 5)


def made_keys() -> set[str]:
    """The catalog keys the statistics make from a code: a place, a streak, a riichi's outcome, a
    column of the leaderboard's CSV."""
    from taikai.competitions.stats import RIICHI_OUTCOMES
    from taikai.services.stats import BOARD_COLUMNS

    return (
        {f"web_stats_place_{n}" for n in PLACES}
        | {f"web_stats_place_rate_{n}" for n in PLACES}
        | {f"web_stats_streak_{key}" for key in ("first", "top_two", "no_last")}
        | {f"web_stats_riichi_{key}" for key in RIICHI_OUTCOMES}
        | {f"web_stats_csv_{column}" for column in BOARD_COLUMNS}
    )


LABEL = 120


def places(fmt: Format, title: str, figures: Sequence[dict[str, Any]], chart_id: str) -> Markup:
    """A bar per place (``figures``: the four rates ``{"count", "of", "pct"}``), each labelled with
    its place, count and percentage; empty when there is no game."""
    if not figures or not figures[0]["of"]:
        return Markup("")
    label = Markup.escape
    height = BAR_ROW * len(figures) + PAD // 2
    span = WIDTH - LABEL - PAD - 200  # room on the right for the count and percentage
    most = max(f["count"] for f in figures) or 1
    parts = [
        f'<svg class="chart places" viewBox="0 0 {WIDTH} {height}" role="img" aria-labelledby="{chart_id}">',
        f'<title id="{chart_id}">{label(title)}</title>',
    ]
    for n, figure in enumerate(figures):
        y = PAD // 4 + n * BAR_ROW
        width = max(span * figure["count"] // most, 2 if figure["count"] else 0)
        said = fmt.say("web_stats_bar", count=figure["count"], pct=figure["pct"])
        place = fmt.say(f"web_stats_place_{n + 1}")
        parts += [
            f'<text class="label" x="{PAD // 2}" y="{y + 30}">{label(place)}</text>',
            f'<rect class="bar place-{n + 1}" x="{LABEL}" y="{y + 6}" width="{width}" height="{BAR}"/>',
            f'<text class="label" x="{LABEL + width + 10}" y="{y + 30}">{label(said)}</text>',
        ]
    parts.append("</svg>")
    return Markup("".join(parts))


def _y(pct: Decimal) -> int:
    return HEIGHT - PAD - int(pct * (HEIGHT - 2 * PAD) / 100)


def rates(
    fmt: Format, title: str, months: Sequence[dict[str, Any]], chart_id: str
) -> tuple[Markup, list[tuple[str, str]]]:
    """Month by month (``months``: the service's, each with its places, wins and deal-in rates), a
    line per rate on a 0-100% scale; the lines drawn (class and catalog key: the legend). Nothing for
    fewer than two months."""
    if len(months) < 2:
        return Markup(""), []
    label = Markup.escape
    steps = len(months) - 1
    xs = [PAD + (WIDTH - 2 * PAD) * i // steps for i in range(len(months))]
    parts = [
        f'<svg class="chart rates" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-labelledby="{chart_id}">',
        f'<title id="{chart_id}">{label(title)}</title>',
        f'<line class="zero" x1="{PAD}" y1="{_y(Decimal(0))}" x2="{WIDTH - PAD}" y2="{_y(Decimal(0))}"/>',
    ]
    drawn: list[tuple[str, str]] = []
    for key, name, rate in LINES:
        points = [
            f"{x},{_y(rate(m)['pct'])}" for x, m in zip(xs, months, strict=True) if rate(m)["pct"] is not None
        ]
        if len(points) >= 2:
            parts.append(f'<polyline class="rate {key}" points="{" ".join(points)}"/>')
            drawn.append((key, name))
    parts += [
        f'<text class="axis" x="{PAD}" y="{_y(Decimal(100)) - 8}">100%</text>',
        f'<text class="axis" x="{PAD}" y="{_y(Decimal(0)) - 8}">0%</text>',
        f'<text class="axis" x="{PAD}" y="{HEIGHT - 4}">{label(months[0]["month"])}</text>',
        f'<text class="axis end" x="{WIDTH - PAD}" y="{HEIGHT - 4}">{label(months[-1]["month"])}</text>',
        "</svg>",
    ]
    return Markup("".join(parts)), drawn
