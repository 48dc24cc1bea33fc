"""Validation errors of any taikai model as messages: one line per problem, naming the field.

Rulesets, game records and the formats built the same way (pydantic models with
``extra="forbid"``) report their problems through :func:`problem_lines`, so that
every file taikai reads says the same things in the same words:

- the field as a path from the top (``hands[2].result.wins[0].fu``; the tag of a
  union, such as a result's ``ron``, is not part of it);
- an unknown field with the closest valid name at that place (``did you mean
  'uma.first'?``), or the table one level down that has a field of that name;
- a bad value with the value shown, shortened when it is long (never a whole
  string or a 4,000-digit number echoed back);
- problems found across several fields (:class:`Problem`, raised together by
  :func:`problems_error` from a model validator) each on its own line.

>>> from pydantic import BaseModel, ConfigDict, ValidationError
>>> class Stick(BaseModel):
...     model_config = ConfigDict(extra="forbid")
...     riichi: int = 0
>>> try:
...     Stick.model_validate({"richi": 1})
... except ValidationError as error:
...     print(*problem_lines(error, "x.json", Stick, hint="see the docs"))
x.json: field 'richi': unknown field (did you mean 'riichi'?)
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator
from typing import Any, Literal, NamedTuple, get_args, get_origin

from pydantic import BaseModel, ValidationError
from pydantic_core import PydanticCustomError

__all__ = ["Problem", "location", "problem_lines", "problems_error", "shown", "unknown_field"]

#: the error type of :func:`problems_error`
PROBLEMS = "problems"
SHOWN_LENGTH = 40  # longest value echoed in a message as it is
LISTED_NAMES = 12  # an unknown field with no close name: the valid names are listed when there are this few


class Problem(NamedTuple):
    """A field whose value cannot be, and why (``field`` a path below the model that found it)."""

    field: str
    message: str


def problems_error(problems: list[Problem]) -> PydanticCustomError:
    """One validation error carrying several problems, each reported on its own line."""
    detail = "; ".join(f"{p.field}: {p.message}" for p in problems)
    return PydanticCustomError(PROBLEMS, "{detail}", {"detail": detail, "problems": problems})


def shown(value: Any) -> str:
    """``repr(value)``, shortened when long: ``'abcdefghij…' (5000 characters)``."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**SHOWN_LENGTH:
        return f"a number of {len(str(abs(value)))} digits"
    text = repr(value)
    if len(text) <= SHOWN_LENGTH:
        return text
    size = f"{len(value)} characters" if isinstance(value, str) else f"{len(text)} characters written"
    return f"{text[: SHOWN_LENGTH - 10]}… ({size})"


# --- walking a model along an error's location --------------------------------------------


def _models_in(annotation: Any) -> list[type[BaseModel]]:
    """The models inside a field's type: ``Cards | None`` -> Cards, ``tuple[Hand, ...]`` -> Hand,
    a union of results -> each result."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [model for arg in get_args(annotation) for model in _models_in(arg)]


def _is_tag(model: type[BaseModel], part: str) -> bool:
    """Whether ``part`` is the tag of ``model`` in a union (a field typed ``Literal[part]``)."""
    return any(
        get_origin(info.annotation) is Literal and get_args(info.annotation) == (part,)
        for info in model.model_fields.values()
    )


def _walk(root: type[BaseModel], loc: tuple[Any, ...]) -> Iterator[tuple[str, list[type[BaseModel]]]]:
    """For each step of ``loc``: its text in the field path ('' for a union tag) and the models there."""
    models = [root]
    for part in loc:
        if isinstance(part, int):
            yield f"[{part}]", models
            continue
        fields = [m.model_fields[part] for m in models if part in m.model_fields]
        if fields:
            models = [model for info in fields for model in _models_in(info.annotation)]
            yield str(part), models
            continue
        tagged = [m for m in models if _is_tag(m, str(part))]
        if tagged:
            models = tagged
            yield "", models
            continue
        models = []
        yield str(part), models


def _join(parts: list[str]) -> str:
    text = ""
    for part in parts:
        if part.startswith("["):
            text += part
        elif part:
            text += f".{part}" if text else part
    return text


def location(root: type[BaseModel], loc: tuple[Any, ...]) -> str:
    """The field path of an error's location (``hands[0].result.wins[1].seat``)."""
    return _join([text for text, _ in _walk(root, loc)])


def unknown_field(root: type[BaseModel], loc: tuple[Any, ...], hint: str, at: str = "") -> str:
    """The message for an unknown field at ``loc``: the closest valid name there (its path below
    ``at``), or the table one level down that has a field of that name, or ``hint``."""
    *parent, key = loc
    steps = list(_walk(root, tuple(parent)))
    models = steps[-1][1] if steps else [root]
    names = list(dict.fromkeys(name for model in models for name in model.model_fields))
    close = difflib.get_close_matches(str(key), names, n=1, cutoff=0.6)
    if close:
        return f"unknown field (did you mean {_join([at, *(t for t, _ in steps), close[0]])!r}?)"
    if not parent:
        tables = [
            name
            for name, info in root.model_fields.items()
            if any(str(key) in model.model_fields for model in _models_in(info.annotation))
        ]
        if tables:
            return f"unknown field here (it belongs in the [{tables[0]}] table)"
    if len(names) <= LISTED_NAMES:
        return f"unknown field (valid: {', '.join(names)})"
    return f"unknown field ({hint})"


# --- messages -----------------------------------------------------------------------------


def _lines(item: Any, origin: str, root: type[BaseModel], hint: str, at: str) -> list[str]:
    loc = tuple(item["loc"])
    where = _join([at, location(root, loc)])
    if item["type"] == PROBLEMS:
        problems: list[Problem] = item["ctx"]["problems"]
        return [f"{origin}: field {_join([where, p.field])!r}: {p.message}" for p in problems]
    message = item["msg"].removeprefix("Value error, ")
    if item["type"] == "extra_forbidden":
        message = unknown_field(root, loc, hint, at)
    elif item["type"] == "missing":
        message = "missing (required)"
    elif item["type"] != "missing" and not isinstance(item.get("input"), dict | list | tuple):
        message += f" (got {shown(item.get('input'))})"
    return [f"{origin}: field {where!r}: {message}" if where else f"{origin}: {message}"]


def _follows(item: Any, items: list[Any]) -> bool:
    """A list too short only because some of its items were refused (those are reported)."""
    loc = tuple(item["loc"])
    return item["type"] == "too_short" and any(
        tuple(other["loc"])[: len(loc)] == loc != tuple(other["loc"]) for other in items
    )


def problem_lines(
    error: ValidationError, origin: str, root: type[BaseModel], *, hint: str, at: str = ""
) -> list[str]:
    """Every problem of ``error`` as a line ``{origin}: field 'path': message`` (see the module);
    ``at`` is the path of the value in the file it came from (``games[1].record``), put before each."""
    items = error.errors()
    return [
        line for item in items if not _follows(item, items) for line in _lines(item, origin, root, hint, at)
    ]
