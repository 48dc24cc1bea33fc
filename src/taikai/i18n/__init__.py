"""Words for the adapters, in English and Japanese: gettext catalogs, read with Babel.

The core decides with codes and parameters (:class:`taikai.reasons.Reason`); only adapters (the
command line, the JSON contracts' ``message`` fields, the web pages) turn them into words, here:

- :data:`taikai.i18n.messages.MESSAGES` maps every code to its English template (the gettext msgid);
- ``locale/ja/LC_MESSAGES/taikai.po`` translates every template, and every yaku name (context
  ``yaku``), into Japanese (read with Babel when a
  language is first used; no compiled file is shipped);
- :func:`message` renders a code and its parameters in a language, :func:`text` any other msgid,
  :func:`yaku_name` a yaku's contract name (立直 for ``riichi``).

The language is chosen by :func:`resolve`: the explicit choice (``--lang``, a web request), else the
``TAIKAI_LANG`` environment variable, else English.

>>> message("not_enough_games", {"games": 2, "needed": 5}, "en")
'2 games, 5 needed for promotion'
>>> message("not_enough_games", {"games": 2, "needed": 5}, "ja")
'2戦（昇級には5戦が必要）'
>>> yaku_name("riichi", "ja"), yaku_name("riichi", "en")
('立直', 'riichi')
"""

from __future__ import annotations

import io
import math
import os
import re
import string
from collections.abc import Mapping
from decimal import Decimal
from functools import cache
from gettext import GNUTranslations, NullTranslations
from importlib import resources

from taikai.errors import InputWarning, TaikaiError
from taikai.i18n.messages import MESSAGES
from taikai.reasons import Reason

__all__ = [
    "DEFAULT",
    "LANGUAGES",
    "message",
    "placeholders",
    "resolve",
    "text",
    "translations",
    "words",
    "yaku_name",
]

LANGUAGES = ("en", "ja")
DEFAULT = "en"
DOMAIN = "taikai"


class UnknownLanguage(TaikaiError):
    code = "unknown_language"


def resolve(lang: str | None = None) -> str:
    """The language to speak: ``lang`` if given, else ``TAIKAI_LANG``, else English (``en`` / ``ja``).

    A regional form (``ja_JP.UTF-8``, ``en-US``) is read as its language.
    """
    chosen = lang if lang else os.environ.get("TAIKAI_LANG", "")
    if not chosen:
        return DEFAULT
    base = chosen.replace("-", "_").split("_")[0].split(".")[0].lower()
    if base not in LANGUAGES:
        raise UnknownLanguage(f"unknown language {chosen!r}: taikai speaks {' and '.join(LANGUAGES)}")
    return base


@cache
def translations(lang: str) -> NullTranslations:
    """The gettext translations of ``lang`` (English: the msgids themselves)."""
    if lang == DEFAULT:
        return NullTranslations()
    from babel.messages.mofile import write_mo  # Babel reads the .po; imported only when needed
    from babel.messages.pofile import read_po

    source = resources.files("taikai.i18n") / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    with source.open("rb") as handle:
        catalog = read_po(handle, locale=lang, domain=DOMAIN)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    return GNUTranslations(compiled)


def text(msgid: str, lang: str = DEFAULT) -> str:
    """Any English text (a msgid of the catalog) in ``lang``."""
    return translations(lang).gettext(msgid)


def placeholders(template: str) -> set[str]:
    """The names a template's ``{...}`` fields use (for the catalog tests)."""
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


#: The most characters a text parameter is shown with (a longer one is cut, "…" marking the cut),
#: and the most digits a number is written with (a longer one is named by its count of digits): no
#: message is ever longer than its template and these, whatever a refused input held.
SHOWN_TEXT = 200
SHOWN_DIGITS = 24
_LARGE = 10**SHOWN_DIGITS


def _digits(value: Decimal | int) -> int:
    """How many digits ``value`` has written out in full (without an exponent)."""
    if isinstance(value, int):
        try:
            return len(str(abs(value)))
        except ValueError:  # more digits than Python writes out
            return int(math.log10(abs(value))) + 1
    _, digits, exponent = value.as_tuple()
    assert isinstance(exponent, int)
    return max(len(digits) + exponent, 1) + max(-exponent, 0)


#: A time as the registration's reasons carry it (``Registration.stamp``): ISO 8601 to the minute with
#: its offset, already in the event's zone.
_ZONED_TIME = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[+-]\d{2}:\d{2}")


def _shown(value: object, lang: str) -> object:
    """A parameter as a message shows it; a zoned time as every page and table shows times (the
    competition's zone, to the minute, no offset):

    >>> message("entry_full_waiting", {"at": "2026-02-27T08:00+09:00"}, "ja")
    '2026-02-27 08:00の時点で定員に達しているため補欠（最後尾）'
    """
    if isinstance(value, str) and _ZONED_TIME.fullmatch(value):
        return f"{value[:10]} {value[11:16]}"
    if isinstance(value, Reason):  # a parameter that is a choice among words: its own template
        return message(value.code, value.as_dict(), lang)
    if isinstance(value, list | tuple):
        return ("、" if lang == "ja" else ", ").join(str(_shown(item, lang)) for item in value)
    if isinstance(value, str):
        return value if len(value) <= SHOWN_TEXT else value[:SHOWN_TEXT] + "…"
    if isinstance(value, Decimal | int) and not isinstance(value, bool):
        if isinstance(value, Decimal) and not value.is_finite():
            return str(value)
        if isinstance(value, int) and -_LARGE < value < _LARGE:
            return value
        digits = _digits(value)
        if digits > SHOWN_DIGITS:
            return message("shown_long_number", {"digits": digits}, lang)
        return format(value, "f") if isinstance(value, Decimal) else value
    return value


@cache
def _template(code: str, lang: str) -> str | None:
    """The template of ``code`` in ``lang`` (None: no template), looked up once per language."""
    template = MESSAGES.get(code)
    return None if template is None else text(template, lang)


def _plain(value: object) -> bool:
    """Whether a template formats the parameter as it is (a short text, a number of a few digits)."""
    if type(value) is str:
        return len(value) <= SHOWN_TEXT and not _ZONED_TIME.fullmatch(value)
    return type(value) is int and -_LARGE < value < _LARGE


def message(code: str, params: Mapping[str, object], lang: str = DEFAULT) -> str:
    """The words of a decision's or an error's code with its parameters, in ``lang``.

    A code without a template is a defect (the catalog tests look for it); it is shown as the code
    and its parameters rather than failing a command.
    """
    template = _template(code, lang)
    if template is None:
        return code + (" " + ", ".join(f"{k}={_shown(v, lang)}" for k, v in params.items()) if params else "")
    values = {key: value if _plain(value) else _shown(value, lang) for key, value in params.items()}
    return template.format_map(values)


YAKU = "yaku"  # the gettext context of yaku names: msgid = the contract name (CONTRACTS.md section 1)


def yaku_name(name: str, lang: str = DEFAULT) -> str:
    """A yaku's name in ``lang``: its contract name in English (``riichi``), 立直 in Japanese."""
    return translations(lang).pgettext(YAKU, name)


def words(item: Reason | TaikaiError | InputWarning, lang: str = DEFAULT) -> str:
    """A reason, an error or a warning in words, in ``lang``.

    Errors and warnings still worded in English by the code that raised them (no catalog key) keep
    that English wording in every language.
    """
    if isinstance(item, Reason):
        return message(item.code, item.as_dict(), lang)
    if isinstance(item, TaikaiError):
        if item.lines:  # several problems: one line each
            return "\n".join(message(line.code, line.as_dict(), lang) for line in item.lines)
        return message(item.reason.code, item.params, lang) if item.reason is not None else item.message
    if item.text:
        return item.text
    return message(item.code, dict(item.params), lang)
