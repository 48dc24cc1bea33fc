"""The visitor's language, and the pages' templates in each language.

The language is the ``taikai_lang`` cookie (set by the switch on every page), else the best of
taikai's languages in the browser's ``Accept-Language``, else the app's default. Templates are
Jinja2 with one environment per language: ``_(KEY, name=value)`` words a catalog key with
its parameters through :func:`taikai.i18n.message`, the function the command line uses, so a page
and a command say the same thing in the same words (the catalog's templates are keyed by code and
take ``{name}`` parameters; Jinja's own gettext extension would format them with ``%``).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from fastapi import Request
from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

from taikai import bounds, i18n
from taikai.web import qr

__all__ = ["COOKIE", "environments", "from_header", "language", "moment", "words"]

COOKIE = "taikai_lang"


def from_header(header: str) -> str | None:
    """The first of taikai's languages the ``Accept-Language`` header accepts, by quality.

    >>> from_header("fr-CH, fr;q=0.9, ja;q=0.8, en;q=0.7")
    'ja'
    >>> from_header("en-GB,en;q=0.9") , from_header("de") , from_header("ja;q=0, en;q=0.1")
    ('en', None, 'en')
    """
    ranked = []
    for position, part in enumerate(header.split(",")[:32]):  # a header is bounded; so is the work
        tag, _, rest = part.strip().partition(";")
        quality = 1.0
        name, _, value = rest.strip().partition("=")
        if name.strip() == "q":
            try:
                quality = float(value)
            except ValueError:
                quality = 0.0
        base = tag.strip().replace("_", "-").split("-")[0].lower()
        if base in i18n.LANGUAGES and quality > 0:
            ranked.append((-quality, position, base))
    return min(ranked)[2] if ranked else None


def language(request: Request) -> str:
    """The language to answer ``request`` in (kept on the request once chosen)."""
    chosen = getattr(request.state, "lang", None)
    if chosen is None:
        cookie = request.cookies.get(COOKIE, "")
        chosen = (
            cookie
            if cookie in i18n.LANGUAGES
            else from_header(request.headers.get("accept-language", ""))
            or request.app.state.web.settings.language
        )
        request.state.lang = chosen
    return chosen


def words(request: Request, key: str, params: Mapping[str, Any]) -> str:
    """A catalog key with its parameters in the request's language."""
    return i18n.message(key, params, language(request))


def moment(at: datetime | str, zone: str) -> str:
    """A time as the pages show it: in the competition's time zone ``zone`` (``{{ at|moment(zone) }}``),
    as its forms take it.

    >>> moment("2025-03-02T09:30:00+00:00", "Asia/Tokyo")
    '2025-03-02 18:30'
    """
    when = datetime.fromisoformat(at) if isinstance(at, str) else at
    return when.astimezone(ZoneInfo(zone)).strftime("%Y-%m-%d %H:%M")


def _language_name(lang: str) -> str:
    """A language's name in itself (English, 日本語): how the switch offers it."""
    return i18n.message("web_language_name", {}, lang)


def environments() -> dict[str, Environment]:
    """A Jinja2 environment for each language, over the package's templates."""
    made = {}
    for lang in i18n.LANGUAGES:
        env = Environment(
            loader=PackageLoader("taikai.web", "templates"),
            autoescape=select_autoescape(default=True),
            undefined=StrictUndefined,
            auto_reload=False,
            trim_blocks=True,
            lstrip_blocks=True,
        )

        def say(key: str, /, _lang: str = lang, **params: Any) -> str:
            return i18n.message(key, params, _lang)

        others = [other for other in i18n.LANGUAGES if other != lang]
        env.globals.update(_=say, lang=lang, other_languages=others, language_name=_language_name)
        env.filters["moment"] = moment
        env.filters["qr"] = qr.svg  # {{ url|qr(title) }}: a table link as a QR code
        env.tests["slug"] = bounds.is_slug  # a competition's pages have addresses: `slug is slug`
        env.globals["slug_pattern"] = bounds.SLUG_INPUT_PATTERN
        made[lang] = env
    return made
