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

Every line is a :class:`~taikai.reasons.Reason` (:func:`problem_reasons`, codes of
:class:`~taikai.rules.codes.RulesCode`), worded in English or Japanese by the adapters; pydantic's
own checks (a wrong type, a bound) get their codes by pydantic's error type, and a validator
refuses a value with :func:`invalid` (a catalog key and its parameters).
:func:`problem_lines` gives the English lines.

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
from typing import Any, Literal, NamedTuple, TypeVar, get_args, get_origin

from pydantic import BaseModel, ValidationError
from pydantic_core import PydanticCustomError

from taikai import i18n
from taikai.errors import TaikaiError
from taikai.i18n.messages import MESSAGES
from taikai.reasons import Reason
from taikai.rules.codes import RulesCode

__all__ = [
    "Problem",
    "invalid",
    "location",
    "problem_lines",
    "problem_reasons",
    "problems_error",
    "shown",
    "unknown_field",
    "validation_error",
    "value_problem",
]

#: the error type of :func:`problems_error`
PROBLEMS = "problems"
SHOWN_LENGTH = 40  # longest value echoed in a message as it is
LISTED_NAMES = 12  # an unknown field with no close name: the valid names are listed when there are this few


class Problem(NamedTuple):
    """A field whose value cannot be, and why (``field`` a path below the model that found it;
    ``message`` a reason, or English words from code not yet moved to the catalogs)."""

    field: str
    message: str | Reason


def _english(problem: str | Reason) -> str:
    return problem if isinstance(problem, str) else i18n.words(problem)


def problems_error(problems: list[Problem]) -> PydanticCustomError:
    """One validation error carrying several problems, each reported on its own line."""
    detail = "; ".join(f"{p.field}: {_english(p.message)}" for p in problems)
    return PydanticCustomError(PROBLEMS, "{detail}", {"detail": detail, "problems": problems})


def invalid(key: str, /, **params: object) -> PydanticCustomError:
    """A validator's refusal: the catalog message ``key`` with its parameters (raise it inside a
    pydantic validator; its line names the field, :func:`problem_reasons`)."""
    return PydanticCustomError(str(key), i18n.message(key, params), params)


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


Hint = str | Reason  # what an unknown field with no close name is told (words of the caller's)


def unknown_field(root: type[BaseModel], loc: tuple[Any, ...], hint: Hint, at: str = "") -> Reason:
    """What an unknown field at ``loc`` is told: the closest valid name there (its path below
    ``at``), or the table one level down that has a field of that name, or ``hint``."""
    *parent, key = loc
    steps = list(_walk(root, tuple(parent)))
    models = steps[-1][1] if steps else [root]
    names = list(dict.fromkeys(name for model in models for name in model.model_fields))
    close = difflib.get_close_matches(str(key), names, n=1, cutoff=0.6)
    if close:
        return Reason.of(RulesCode.unknown_field_close, name=_join([at, *(t for t, _ in steps), close[0]]))
    if not parent:
        tables = [
            name
            for name, info in root.model_fields.items()
            if any(str(key) in model.model_fields for model in _models_in(info.annotation))
        ]
        if tables:
            return Reason.of(RulesCode.unknown_field_table, table=tables[0])
    if len(names) <= LISTED_NAMES:
        return Reason.of(RulesCode.unknown_field_valid, names=tuple(names))
    return Reason.of(RulesCode.unknown_field_hint, hint=hint)


# --- what pydantic found, as reasons ---------------------------------------------------------

#: pydantic's error types and their codes (a count of 1 takes :data:`ONE`'s code).
PYDANTIC: dict[str, RulesCode] = {
    "missing": RulesCode.value_missing,
    "int_type": RulesCode.value_int,
    "int_parsing": RulesCode.value_int_parsing,
    "int_from_float": RulesCode.value_int_from_float,
    "bool_type": RulesCode.value_bool,
    "bool_parsing": RulesCode.value_bool_parsing,
    "string_type": RulesCode.value_string,
    "string_too_short": RulesCode.value_string_too_short,
    "string_too_long": RulesCode.value_string_too_long,
    "string_pattern_mismatch": RulesCode.value_string_pattern,
    "greater_than": RulesCode.value_greater_than,
    "greater_than_equal": RulesCode.value_greater_than_equal,
    "less_than": RulesCode.value_less_than,
    "less_than_equal": RulesCode.value_less_than_equal,
    "multiple_of": RulesCode.value_multiple_of,
    "literal_error": RulesCode.value_choice,
    "enum": RulesCode.value_choice,
    "decimal_parsing": RulesCode.value_decimal,
    "decimal_type": RulesCode.value_decimal_type,
    "decimal_max_digits": RulesCode.value_decimal_digits,
    "decimal_max_places": RulesCode.value_decimal_places,
    "decimal_whole_digits": RulesCode.value_decimal_whole_digits,
    "float_type": RulesCode.value_number,
    "float_parsing": RulesCode.value_number_parsing,
    "finite_number": RulesCode.value_finite,
    "too_short": RulesCode.value_too_short,
    "too_long": RulesCode.value_too_long,
    "list_type": RulesCode.value_list,
    "tuple_type": RulesCode.value_tuple,
    "dict_type": RulesCode.value_dict,
    "set_type": RulesCode.value_set,
    "frozen_set_type": RulesCode.value_frozenset,
    "model_type": RulesCode.value_table,
    "model_attributes_type": RulesCode.value_table,
    "union_tag_invalid": RulesCode.value_tag_invalid,
    "union_tag_not_found": RulesCode.value_tag_missing,
    "timezone_aware": RulesCode.value_timezone,
    "datetime_type": RulesCode.value_datetime,
    "datetime_parsing": RulesCode.value_datetime_parsing,
    "datetime_from_date_parsing": RulesCode.value_datetime_parsing,
    "date_type": RulesCode.value_date,
    "date_parsing": RulesCode.value_date_parsing,
    "date_from_datetime_parsing": RulesCode.value_date_parsing,
    "date_from_datetime_inexact": RulesCode.value_date_inexact,
    "is_instance_of": RulesCode.value_instance,
}
#: The codes that count something, and the count: 1 takes the ``_one`` code (pydantic's singular).
ONE: dict[RulesCode, tuple[str, RulesCode]] = {
    RulesCode.value_string_too_short: ("min_length", RulesCode.value_string_too_short_one),
    RulesCode.value_string_too_long: ("max_length", RulesCode.value_string_too_long_one),
    RulesCode.value_decimal_digits: ("max_digits", RulesCode.value_decimal_digits_one),
    RulesCode.value_decimal_places: ("decimal_places", RulesCode.value_decimal_places_one),
    RulesCode.value_decimal_whole_digits: ("whole_digits", RulesCode.value_decimal_whole_digits_one),
    RulesCode.value_too_short: ("min_length", RulesCode.value_too_short_one),
    RulesCode.value_too_long: ("max_length", RulesCode.value_too_long_one),
}
#: pydantic's ``field_type`` words (List, Tuple ...) as codes.
KINDS = {"List": RulesCode.kind_list, "Tuple": RulesCode.kind_tuple, "Set": RulesCode.kind_set,
         "Frozenset": RulesCode.kind_set, "Dictionary": RulesCode.kind_dict}  # fmt: skip


def _choices(expected: str) -> dict[str, object]:
    """pydantic's ``'a', 'b' or 'c'`` as the choices and the last one."""
    first, _, last = expected.rpartition(" or ")
    return {"choices": tuple(first.split(", ")), "last": last}


def value_problem(item: Any) -> Reason:
    """What pydantic found wrong with one value (an item of ``ValidationError.errors()``), as a reason."""
    kind = item["type"]
    ctx = dict(item.get("ctx") or {})
    if kind in MESSAGES and kind not in PYDANTIC:  # a validator's refusal (:func:`invalid`)
        return Reason(kind, tuple(ctx.items()))
    code = PYDANTIC.get(kind)
    if code is None or not set(i18n.placeholders(MESSAGES[code])) <= {*ctx, "choices", "last"}:
        return Reason.of(RulesCode.value_text, text=item["msg"].removeprefix("Value error, "))
    if code is RulesCode.value_choice:
        if " or " not in ctx.get("expected", ""):
            return Reason.of(RulesCode.value_choice_one, expected=ctx.get("expected", ""))
        ctx = _choices(ctx["expected"])
    if code in ONE and ctx.get(ONE[code][0]) == 1:
        code = ONE[code][1]
    if "field_type" in ctx:
        ctx["field_type"] = (
            Reason(KINDS[ctx["field_type"]]) if ctx["field_type"] in KINDS else ctx["field_type"]
        )
    return Reason(code, tuple((name, ctx[name]) for name in ctx if name in i18n.placeholders(MESSAGES[code])))


def _problem(item: Any, root: type[BaseModel], hint: Hint, at: str) -> Reason:
    kind = item["type"]
    if kind == "extra_forbidden":
        return unknown_field(root, tuple(item["loc"]), hint, at)
    problem = value_problem(item)
    if kind != "missing" and not isinstance(item.get("input"), dict | list | tuple):
        return Reason.of(RulesCode.value_got, problem=problem, got=shown(item.get("input")))
    return problem


def _line(origin: str, where: str, problem: str | Reason) -> Reason:
    if where:
        return Reason.of(RulesCode.field_problem, origin=origin, field=where, problem=problem)
    return Reason.of(RulesCode.file_problem, origin=origin, problem=problem)


def _reasons(item: Any, origin: str, root: type[BaseModel], hint: Hint, at: str) -> list[Reason]:
    loc = tuple(item["loc"])
    where = _join([at, location(root, loc)])
    if item["type"] == PROBLEMS:
        problems: list[Problem] = item["ctx"]["problems"]
        return [_line(origin, _join([where, p.field]), p.message) for p in problems]
    return [_line(origin, where, _problem(item, root, hint, at))]


def _follows(item: Any, items: list[Any]) -> bool:
    """A list too short only because some of its items were refused (those are reported)."""
    loc = tuple(item["loc"])
    return item["type"] == "too_short" and any(
        tuple(other["loc"])[: len(loc)] == loc != tuple(other["loc"]) for other in items
    )


def problem_reasons(
    error: ValidationError, origin: str, root: type[BaseModel], *, hint: Hint, at: str = ""
) -> list[Reason]:
    """Every problem of ``error``, one reason each: ``{origin}: field 'path': problem`` (see the
    module); ``at`` is the path of the value in the file it came from (``games[1].record``), put
    before each."""
    items = error.errors()
    return [
        line for item in items if not _follows(item, items) for line in _reasons(item, origin, root, hint, at)
    ]


def problem_lines(
    error: ValidationError, origin: str, root: type[BaseModel], *, hint: Hint, at: str = ""
) -> list[str]:
    """The English lines of :func:`problem_reasons`."""
    return [i18n.words(line) for line in problem_reasons(error, origin, root, hint=hint, at=at)]


E = TypeVar("E", bound=TaikaiError)


def validation_error(
    kind: type[E], error: ValidationError, origin: str, root: type[BaseModel], *, hint: Hint, at: str = ""
) -> E:
    """A :class:`~taikai.errors.TaikaiError` of ``kind`` holding every problem of ``error``, one line
    each (:func:`problem_reasons`)."""
    return kind.of_lines(problem_reasons(error, origin, root, hint=hint, at=at))
