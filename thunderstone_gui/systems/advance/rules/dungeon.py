"""Enter the Dungeon: preparing the battle ("Enter the Dungeon" 1-3, "Combat", "Weapons").

The party is the revealed hand. Before choosing a monster the player may use Dungeon abilities (each once unless
Repeat) and equip Weapons (one per Hero, Strength at least the Weight), and must use every mandatory Trophy effect.
A monster that "cannot be fought unless" is offered only when the party meets its condition. When no monster may be
fought the party leaves the Dungeon (end_turn).
"""

from __future__ import annotations

from ....engine.actions import Action
from ....engine.events import Event
from ...hall.rules import prepare_alike
from ..battle import fight_reason
from ..state import AdvanceState
from .abilities import use_ability, weapon_equips
from .village import ability_uses, mandatory_trophies_left


def attack_actions(state: AdvanceState) -> list[Action]:
    return [Action("attack", rank=r) for r in range(1, len(state.hall) + 1) if not fight_reason(state, r)]


def legal(state: AdvanceState) -> list[Action]:
    t = state.turn
    out = ability_uses(state, "dungeon")
    if not t.shackled:
        out.extend(weapon_equips(state))
    out.extend(Action("unequip", w) for w in t.equips)
    if mandatory_trophies_left(state):
        return out
    attacks = attack_actions(state)
    if attacks:
        out.extend(attacks)
    else:
        out.append(Action("end_turn"))
    return out


def act(state: AdvanceState, action: Action, events: list[Event]) -> None:
    t = state.turn
    kind = action.kind
    if kind == "use":
        use_ability(state, action, events)
    elif kind == "equip":
        t.equips[action.card] = action.target
        events.append(Event("equipped", state.active, (action.card, action.target)))
    else:
        prepare_alike(state, action, events)
