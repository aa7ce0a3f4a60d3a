"""A pydantic validation error said in our own words: one sentence for its first problem.

pydantic's own messages ("Input should be a valid integer, unable to parse string as an integer") are English that no
catalog can translate, and they reach players (a damaged save in the Load dialog) and the command-line tools. Each
sentence here has the form of a phrase that `ui/phrases.py` registers, so `i18n.engine_text` says it again in the
player's language; the field's path and the values stay as they were written.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

# pydantic's error types (https://docs.pydantic.dev/latest/errors/validation_errors/) by what they ask for.
_WANTED = {
    "int_type": "{field} must be a whole number",
    "int_parsing": "{field} must be a whole number",
    "int_from_float": "{field} must be a whole number",
    "float_type": "{field} must be a number",
    "float_parsing": "{field} must be a number",
    "finite_number": "{field} must be a number",
    "string_type": "{field} must be text",
    "string_unicode": "{field} must be text",
    "bool_type": "{field} must be true or false",
    "bool_parsing": "{field} must be true or false",
    "list_type": "{field} must be a list",
    "tuple_type": "{field} must be a list",
    "set_type": "{field} must be a list",
    "frozen_set_type": "{field} must be a list",
    "dict_type": "{field} must be a group of named values",
    "model_type": "{field} must be a group of named values",
    "model_attributes_type": "{field} must be a group of named values",
    "missing": "{field} is missing",
    "extra_forbidden": "{field} is not a field this file may have",
    "none_required": "{field} must be empty",
    "recursion_loop": "{field} refers to itself",
}


def first_problem(exc: ValidationError) -> str:
    """The first problem of `exc` as one English sentence of our own (see the module's docstring)."""
    errors = exc.errors()
    if not errors:
        return "a value that is not allowed"
    return describe(errors[0])


def first_error(exc: ValidationError) -> str:
    """The first problem of `exc` on one line, in pydantic's own words (`path: message`): what positions and card
    sets have always said (pydantic's report spans lines)."""
    error = exc.errors()[0]
    where = ".".join(str(p) for p in error["loc"])
    message = error["msg"].removeprefix("Value error, ")
    return f"{where}: {message}" if where else message


def describe(error: Any, where: str = "") -> str:
    """One problem of a ValidationError's `errors()` as a sentence; `where` names the field (its path by default)."""
    loc = tuple(error.get("loc", ()))
    field = where or ".".join(str(part) for part in loc) or "the file"
    kind = str(error.get("type", ""))
    context = error.get("ctx") or {}
    if kind in _WANTED:
        return _WANTED[kind].format(field=field)
    if kind in ("literal_error", "enum"):
        return f"{field} must be one of {shortened(str(context.get('expected', '?')).replace(' or ', ', '))}"
    if kind in ("union_tag_invalid", "union_tag_not_found"):
        tag = context.get("tag")
        if tag is None:
            return f"{field} does not say what kind it is"
        expected = str(context.get("expected_tags", "?")).replace(" or ", ", ")
        return f"{field}: {shortened(repr(tag))} is not one of {shortened(expected)}"
    if kind in ("greater_than_equal", "greater_than"):
        limit = context.get("ge", context.get("gt", "?"))
        return f"{field} must be at least {limit}" if kind == "greater_than_equal" else \
            f"{field} must be more than {limit}"
    if kind in ("less_than_equal", "less_than"):
        limit = context.get("le", context.get("lt", "?"))
        return f"{field} must be at most {limit}" if kind == "less_than_equal" else f"{field} must be less than {limit}"
    if kind in ("too_long", "string_too_long"):
        return f"{field} is too long"
    if kind in ("too_short", "string_too_short"):
        return f"{field} is too short"
    if kind in ("value_error", "assertion_error"):
        # Our own validators' words (ValueError("unknown game ...")): English sentences the phrases list too.
        message = str(context.get("error", error.get("msg", ""))).removeprefix("Value error, ")
        return f"{field}: {shortened(message)}" if loc else shortened(message)
    return f"{field} has a value that is not allowed"


def shortened(value: object, limit: int = 120) -> str:
    text = " ".join(str(value).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"
