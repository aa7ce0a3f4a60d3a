"""Visit the Village ("Visit the Village", "Gold and Buying", "Leveling Up").

Reveal the hand; use Village abilities (each once unless Repeat) and every mandatory Trophy effect, in any order;
count the Gold and buy one card (more where effects allow); then level up Heroes. The steps only move forward: the
first purchase closes the abilities, the first level-up closes the purchases. Nothing may be bought, levelled or
ended while a mandatory Trophy effect of the hand is unused.

Steps (turn.step): "effects" -> "buy" -> "level".
"""

from __future__ import annotations

from ....engine.actions import Action, IllegalAction
from ....engine.events import Event
from ...hall.rules import pay_and_take
from ..flow import schedule
from ..state import AdvanceState
from . import familiars
from .abilities import ability_actions, gold_available, level_targets, level_up, use_ability


def mandatory_trophies_left(state: AdvanceState) -> bool:
    """Whether a Trophy effect that must be used is still unused (none while Trophies are forbidden)."""
    t = state.turn
    if t.shackled:
        return False
    cards = state.cards
    for iid in state.players[state.active].hand:
        for ability in cards[iid].mandatory_trophies:
            if (iid, ability.key) not in t.used:
                return True
    return False


def ability_uses(state: AdvanceState, place: str) -> list[Action]:
    """Every legal use of an ability or a Trophy effect of the hand in the Village or the Dungeon."""
    t = state.turn
    cards = state.cards
    out: list[Action] = []
    from ..flow import distinct

    dungeon = place == "dungeon"
    closed = dungeon and (t.dungeon_closed or t.shackled)
    hand = state.players[state.active].hand
    out += familiars.ability_uses(state, place, closed)
    usable = [i for i in hand if cards[i].abilities]
    if not usable:
        return out
    for iid in distinct(state, usable):
        card = cards[iid]
        if not t.locked and not closed:
            for ability in (card.dungeon_abilities if dungeon else card.village_abilities):
                if ability.repeat or (iid, ability.key) not in t.used:
                    out.extend(ability_actions(state, iid, ability, place))
        if card.trophy_abilities and not t.shackled:
            for ability in card.trophy_abilities:
                if ability.repeat or (iid, ability.key) not in t.used:
                    out.extend(ability_actions(state, iid, ability, place))
    return out


def legal(state: AdvanceState) -> list[Action]:
    t = state.turn
    cards = state.cards
    out: list[Action] = []
    if t.step == "effects":
        out.extend(ability_uses(state, "village"))
    if mandatory_trophies_left(state):
        return out
    if t.step in ("effects", "buy") and t.buys_left > 0:
        gold = gold_available(state)
        for pile in state.supply.values():
            if pile and cards[pile[-1]].cost <= gold:
                out.append(Action("buy", pile[-1]))
    out.extend(level_up_actions(state))
    out.append(Action("end_turn"))
    return out


def level_up_actions(state: AdvanceState) -> list[Action]:
    """Heroes of the hand that can level now: enough XP, the next card in the Village, not made this turn."""
    cards = state.cards
    xp = state.players[state.active].xp
    levelled = state.turn.levelled
    seen: set[str] = set()
    out: list[Action] = []
    for iid in state.players[state.active].hand:
        card = cards[iid]
        if not card.is_hero or card.id in seen or iid in levelled or card.levelup_xp > xp:
            continue
        seen.add(card.id)
        out.extend(Action("level_up", iid, option=into) for into in level_targets(state, iid))
    return out


def act(state: AdvanceState, action: Action, events: list[Event]) -> None:
    kind = action.kind
    t = state.turn
    if kind == "use":
        use_ability(state, action, events)
    elif kind == "buy":
        buy(state, action.card, events)
    elif kind == "level_up":
        t.step = "level"
        level_up(state, action.card, action.option, events, pay=True, to_hand=False)
    elif kind == "end_turn":
        t.step = "after"
        schedule(state, ("after_village",), ("end_turn",))
    else:  # pragma: no cover - legal_actions never offers it
        raise IllegalAction(f"{kind} is not a Village action")


def buy(state: AdvanceState, iid: int, events: list[Event]) -> None:
    t = state.turn
    card = state.cards[iid]
    stack = stack_of(state, iid)
    pay_and_take(state, iid, stack, gold_available(state))
    if card.extra_buy_bought:            # Filigree Amulet
        t.buys_left += 1
    t.step = "buy"
    events.append(Event("bought", state.active, (iid,), {"cost": card.cost, "stack": stack}))


def stack_of(state: AdvanceState, iid: int) -> str:
    stack = state.cards[iid].stack
    assert stack is not None, f"{state.cards[iid].id} has no Village stack"
    return stack
