"""A computer's Guild Recognition choice (Campaign Mode, systems/quest/campaign.py): the card that adds most to its
starting deck, as the Normal level judges a card for its deck (policy.deck_value) in the first position of the next
game - its standard starting deck with the campaign's cards so far -, the dearer card first among equals (the
price is the set's own measure of a card's strength), then the name."""

from __future__ import annotations

from ...engine.game import new_game
from ...systems.quest.config import QuestConfig
from ...systems.quest.state import QuestState
from .policy import deck_value


def recognition_pick(config: QuestConfig, seat: int, options: tuple[str, ...]) -> str:
    """The card `seat` selects among `options` (the legal ones; "" when there is none). `config`: the game just
    played (its card set and the seat's starting cards)."""
    if not options:
        return ""
    state = new_game(config)
    assert isinstance(state, QuestState)
    state.active = seat
    catalogue = state.catalogue

    def worth(card_id: str) -> tuple[float, int, str]:
        card = catalogue[card_id]
        return deck_value(state, card), card.cost, card_id

    return max(options, key=worth)
