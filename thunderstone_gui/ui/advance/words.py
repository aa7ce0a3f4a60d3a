"""How Thunderstone Advance's actions are said in a card's menu and a prompt's captions: an ability's effect in a few
words, an action as a card menu names it, a hero stack's cards left by level."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...engine.actions import Action
from ...i18n import _, card_name, engine_text
from .strings import tr


def ability_words(state: Any, action: Action) -> str:
    """What a `use` action does, in a few words ("draw 1", "pay 2 XP to destroy it")."""
    card = state.cards[action.card]
    ability = card.ability_by_key.get(action.option)
    if ability is None:
        return engine_text(action.option.replace("_", " "))
    fields: dict[str, Any] = {name: getattr(ability, name) for name in ("cards", "xp", "gold", "strength",
                                                                          "physical", "draw") if hasattr(ability, name)}
    fields["target"] = card_name(state.cards[action.target].name) if action.target >= 0 else _("a card")
    fields["rank"], fields["next"] = action.rank, action.rank + 1
    verb = ability.verb
    if verb == "suppress" and getattr(ability, "all", False):
        verb = "suppress_all"
    key = f"ability_{verb}"
    text = tr(key, **fields)
    return text if text != key else engine_text(verb.replace("_", " "))


def describe(state: Any, action: Action) -> str:
    """An action as a card menu names it."""
    from ...engine.game import describe_action

    if action.kind == "use":
        card = state.cards[action.card]
        label = "use_shake" if card.is_curse else "use_label"
        return tr(label, name=card_name(card.name), what=ability_words(state, action))
    text = engine_text(describe_action(state, action))
    return text[0].upper() + text[1:]


def stack_levels(state: Any, pile: Any) -> str:
    """A hero stack's remaining cards by level ("L1:3 L2:4 L3:2")."""
    levels = Counter(state.cards[i].level for i in pile)
    return " ".join(f"L{lv}:{levels[lv]}" for lv in sorted(levels))
