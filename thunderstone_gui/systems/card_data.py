"""What every game's card data shares: the error that names a bad file and card, the YAML of a game's data folder
read safely, a file validated by its model, the base of the effect models, and the check that a card levels up into
a card of the game."""

from __future__ import annotations

from typing import Any, Iterable, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from ..engine.limits import check_card_numbers
from ..resources import package_file

Model = TypeVar("Model", bound=BaseModel)

# libyaml's loader reads the card data about ten times faster (app start, every test process); same safe subset.
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class BoundedEffect(BaseModel):
    """The base of a game's card effect models (one per verb): no unknown field, frozen, and no number beyond any
    card's."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    @model_validator(mode="after")
    def _bounded_numbers(self) -> Any:
        check_card_numbers(self)       # "draw 10,000,000" would schedule as many steps
        return self


class CardDataError(ValueError):
    """The card data is malformed, or a card set cannot be used; the message names the file and the card."""


def read_data(game: str, name: str) -> Any:
    """A YAML file of the game's data folder (`systems/<game>/data/<name>`)."""
    return yaml.load(package_file("systems", game, "data", name).read_text(encoding="utf-8"), Loader=SAFE_LOADER)  # noqa: S506


def validated(model: type[Model], data: Any, file_name: str) -> Model:
    """The data of `file_name` as its model, or a CardDataError naming the file and what is wrong."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise CardDataError(f"{file_name}: {exc}") from exc


def check_levels_to(cards: Iterable[Any], ids: Any) -> None:
    """Every card that levels up names a card of the game (`ids`: the game's card ids)."""
    for card in cards:
        if card.levels_to is not None and card.levels_to not in ids:
            raise CardDataError(f"{card.id}: levels_to names unknown card {card.levels_to!r}")
