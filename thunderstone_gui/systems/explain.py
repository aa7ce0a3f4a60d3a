"""What every game's explanations share: an action said in a few words from the game's table of sentences, and the
refusals every game words alike.

A game's `describe_action` says the actions of its own kinds from a table (`{"equip": "equip {card} to
{target}"}`); the words a sentence may use are those of `Words`. The original game and Advance say the same actions
in the same words (`HALL_SENTENCES`, `describe_hall_action`); each says its prompts' options its own way.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..engine.actions import Action


class Words(dict[str, object]):
    """The words a sentence may use, each worked out only when the sentence asks for it: {card} and {target} (the
    cards' names), {rank}, {option}, {into} (the card a Hero levels into) and {cost} (the card's price)."""

    def __init__(self, state: Any, action: Action, unknown: str) -> None:
        super().__init__()
        self.state = state
        self.action = action
        self.unknown = unknown

    def name(self, iid: int) -> str:
        cards = self.state.cards
        return cards[iid].name if 0 <= iid < len(cards) else self.unknown.format(iid=iid)

    def __missing__(self, word: str) -> object:
        action, catalogue = self.action, self.state.catalogue
        if word == "card":
            return self.name(action.card)
        if word == "target":
            return self.name(action.target)
        if word == "into":
            return catalogue[action.option].name if action.option in catalogue else action.option
        if word == "cost":
            return self.state.cards[action.card].cost
        return getattr(action, word)        # rank, option


def describe(state: Any, action: Action, sentences: Mapping[str, str], unknown: str) -> str | None:
    """The action said by the game's table of sentences (None when it has none for the action's kind); `unknown`
    names a card instance that does not exist ("card #{iid}")."""
    sentence = sentences.get(action.kind)
    return None if sentence is None else sentence.format_map(Words(state, action, unknown))


def unheld_refusal(cards: Any, hand: list[int], action: Action, kinds: tuple[str, ...], where: str) -> str:
    """A card a player uses (an action of `kinds`) must be where the player holds it ("in your hand")."""
    if action.kind in kinds and action.card >= 0 and action.card not in hand:
        return f"{cards[action.card].name} is not {where}"
    return ""


def held_and_carried_refusal(cards: Any, hand: list[int], action: Action, use: str, carry: str, where: str) -> str:
    """A card used (`use`) or a Weapon given to a Hero (`carry`) must be held (`unheld_refusal`), and what is
    carried a Weapon and its bearer a Hero (`carry_refusal`)."""
    reason = unheld_refusal(cards, hand, action, (use, carry), where)
    if not reason and action.kind == carry and action.card >= 0 and action.target >= 0:
        reason = carry_refusal(cards, action.card, action.target)
    return reason


def carry_refusal(cards: Any, weapon: int, hero: int) -> str:
    """Why a Hero cannot carry a Weapon, when one of the two is not what it must be ("" otherwise)."""
    if not cards[weapon].is_weapon:
        return f"{cards[weapon].name} is not a Weapon"
    if not cards[hero].is_hero:
        return f"{cards[hero].name} is not a Hero"
    return ""


# ------------------------------------------------------------------------- the original game's and Advance's actions
HALL_SENTENCES = {
    "buy": "buy {card}",
    "level_up": "level up {card} into {into}",
    "equip": "equip {card} to {target}",
    "unequip": "unequip {card}",
    "attack": "attack rank {rank}",
}
HALL_UNKNOWN = "card #{iid}"


def describe_hall_action(state: Any, action: Action, describe_choice: Callable[[Any, Action], str]) -> str:
    """An action of the original game or of Advance in a few words ("equip Spear to Amazon Archer"); a prompt's
    option is said by the game's `describe_choice`."""
    if action.kind == "use":
        name = Words(state, action, HALL_UNKNOWN).name
        extra = (f" on {name(action.target)}" if action.target >= 0 else
                 f" (rank {action.rank})" if action.rank else "")
        return f"use {name(action.card)}: {action.option}{extra}"
    if action.kind == "choose":
        return describe_choice(state, action)
    said = describe(state, action, HALL_SENTENCES, HALL_UNKNOWN)
    return said if said is not None else action.kind.replace("_", " ")


def purchase_refusal(card: Any, gold: int, buys_left: int) -> str:
    """Why a Village card cannot be bought when no purchase is left or the Gold is short ("" otherwise)."""
    if buys_left <= 0:
        return "no purchase left this turn"
    if card.cost > gold:
        return f"{card.name} costs {card.cost} and you have {gold} Gold"
    return ""


def plain_choice(state: Any, action: Action) -> str:
    """A prompt's option as its parts: "choose Militia rank 2"."""
    name = Words(state, action, HALL_UNKNOWN).name
    parts = [p for p in (name(action.card) if action.card >= 0 else "", action.option,
                         f"rank {action.rank}" if action.rank else "") if p]
    return "choose " + " ".join(parts)
