"""The Village Phase ("Village Phase", "Buying Stuff", "The Bazaar", the four Village locations; Lexicon: Heal,
Level Up).

The steps come in the rulebook's order, and an action of a later step closes the earlier ones:
0 `abilities` - Village abilities (`use`), Gear tokens (`gear`: rations_gold, potion), giving Weapons (`wield`);
1 `buy` - the gold is totalled, then one card from the top of a Marketplace or Guilds' Quarter stack (`buy`);
2 `location` - The Bazaar's Gear token (`buy_gear`; a Potion bought there may be drunk at once) or the Shop's
   Treasure for 10 gold (`buy_treasure`);
3 `heal` - one Wound (`heal`: option token, or a Wound card), one more at The Temple (and with a Guild);
4 `level` - level up one Hero for XP = its level + 2 (`level_up`, option = the card it becomes); two different
   Heroes at The Guilds' Quarter; none at The Temple.
`end_turn` ends the phase; `to_wilderness` (a card with the Lantern's trait, not from The Temple) ends it with a
Dungeon Phase in The Wilderness.
"""

from __future__ import annotations

from ....engine.actions import Action
from ....engine.events import Event
from ..effects import GEAR_COST, GEAR_KINDS
from ..flow import ask, distinct, prompt, schedule, step
from ..party import can_wield, gold_available, gold_total, sponsorship_amount, wound_count
from ..state import GEAR_INDEX, GEAR_SUPPLY, QuestState
from . import epic
from .abilities import SKIP, ability_options, do_heal, fire, gain_gear, heal_options, remove_from_play, use_ability
from .turn import end_turn

STEPS = ("abilities", "buy", "location", "heal", "level")
TREASURE_PRICE = 10
END_TURN = Action("end_turn")
BUY_TREASURE = Action("buy_treasure")
TO_WILDERNESS = Action("to_wilderness")


STEP_INDEX = {name: k for k, name in enumerate(STEPS)}


def step_index(state: QuestState) -> int:
    return STEP_INDEX[state.turn.step]


def heals_allowed(state: QuestState) -> int:
    player = state.players[state.active]
    return 1 + (player.location == "temple") + sponsorship_amount(state, "heal")


def levels_allowed(state: QuestState) -> int:
    location = state.players[state.active].location
    return 0 if location == "temple" else 2 if location == "guilds" else 1


def level_targets(state: QuestState, hero: int) -> list[str]:
    """The card ids a Hero may become: the next level of its line if a copy is left in its stack; an Adventurer
    becomes the level 1 Hero of any line that still has one."""
    card = state.cards[hero]
    cards = state.cards
    if not card.is_hero:
        return []
    if epic.hero_stacks(state):
        return epic.level_targets(state, hero)
    if card.is_adventurer:
        out = []
        for stack in state.guilds.values():
            first = next((cards[i].id for i in stack if cards[i].level == 1), None)
            if first is not None:
                out.append(first)
        return out
    if card.levels_to is None:
        return []
    stack = state.guilds.get(card.group, [])
    return [card.levels_to] if any(cards[i].id == card.levels_to for i in stack) else []


def level_cost(state: QuestState, hero: int) -> int:
    return state.cards[hero].level + 2


def gear_options(state: QuestState, phase: str) -> list[Action]:
    player = state.players[state.active]
    t = state.turn
    out = []
    if player.gear[GEAR_INDEX["iron_rations"]]:
        if phase == "village":
            out.append(Action("gear", option="rations_gold"))
        else:
            heroes = distinct(state, [i for i in player.hand if state.cards[i].is_hero])
            out += [Action("gear", target=h, option="rations_skill") for h in heroes]
    if phase == "dungeon" and player.gear[GEAR_INDEX["lantern"]] and t.light_at_move < 0 and not t.wilderness_only:
        out.append(Action("gear", option="lantern"))
    if player.gear[GEAR_INDEX["potion"]] and wound_count(state, state.active):
        out.append(Action("gear", option="potion"))
    return out


def use_gear(state: QuestState, action: Action, events: list[Event]) -> None:
    """Destroy a Gear token for its effect; the token goes back to The Bazaar."""
    player = state.players[state.active]
    t = state.turn
    kind = {"rations_gold": "iron_rations", "rations_skill": "iron_rations"}.get(action.option, action.option)
    player.gear[GEAR_INDEX[kind]] -= 1
    events.append(Event("gear_used", state.active, (action.target,) if action.target >= 0 else (),
                        {"gear": kind, "use": action.option}))
    if action.option == "rations_gold":
        key = (-1, "gold")
        t.produced[key] = t.produced.get(key, 0) + 1
        if t.gold_fixed >= 0:
            t.gold_fixed += 1
    elif action.option == "rations_skill":
        key3 = (action.target, -1, "skill")
        t.boosts[key3] = t.boosts.get(key3, 0) + 2
    elif action.option == "lantern":
        key = (-1, "light")
        t.produced[key] = t.produced.get(key, 0) + 1
    elif action.option == "potion":
        t.potion_now = False
        schedule(state, ("heal_one", state.active, "potion"))


def wield_options(state: QuestState) -> list[Action]:
    cards = state.cards
    t = state.turn
    hand = state.players[state.active].hand
    weapons = distinct(state, [i for i in hand if cards[i].is_weapon and i not in t.wields and i not in t.removed])
    if not weapons:
        return []
    heroes = distinct(state, [i for i in hand if cards[i].is_hero])
    return [Action("wield", card=w, target=h) for w in weapons for h in heroes if can_wield(state, w, h)]


def legal(state: QuestState) -> list[Action]:
    t = state.turn
    cards = state.cards
    player = state.players[state.active]
    k = STEP_INDEX[t.step]
    out: list[Action] = []
    if k == 0:
        out += ability_options(state, "village")
        out += gear_options(state, "village")
        out += wield_options(state)
    gold = gold_available(state)
    if k <= 1 and not t.bought:
        for stacks in (state.market, state.guilds):
            for stack in stacks.values():
                if stack and cards[stack[-1]].cost <= gold:
                    out.append(Action("buy", stack[-1]))
    if k <= 2:
        if player.location == "bazaar" and not t.gear_bought:
            for gear in GEAR_KINDS:
                left = GEAR_SUPPLY - sum(p.gear[GEAR_INDEX[gear]] for p in state.players)
                if GEAR_COST[gear] <= gold and left:
                    out.append(Action("buy_gear", option=gear))
        if player.location == "shop" and not t.treasure_bought and state.treasure and gold >= TREASURE_PRICE:
            out.append(BUY_TREASURE)
        if t.potion_now and player.gear[GEAR_INDEX["potion"]] and wound_count(state, state.active):
            out.append(Action("gear", option="potion"))
    if k <= 3 and t.heals_used < heals_allowed(state):
        out += [Action("heal", card=a.card, option=a.option) for a in heal_options(state, state.active)]
    if k <= 4 and len(t.levels) < levels_allowed(state):
        xp = player.xp
        for hero in distinct(state, [i for i in player.hand if cards[i].is_hero and i not in t.levels
                                     and level_cost(state, i) <= xp]):
            out += [Action("level_up", card=hero, option=into) for into in level_targets(state, hero)]
    if player.location != "temple":
        for i in player.hand:
            if cards[i].wilderness_after_village:
                out.append(TO_WILDERNESS)
                break
    out.append(END_TURN)
    return out


def advance(state: QuestState, to: str) -> None:
    """Move on to a later step of the Village Phase; the gold is totalled when the buy step begins."""
    t = state.turn
    if STEPS.index(to) > step_index(state):
        if t.gold_fixed < 0 and STEPS.index(to) >= 1:
            t.gold_fixed = gold_total(state)
        t.step = to
        if to != "location":
            t.potion_now = False


def act(state: QuestState, action: Action, events: list[Event]) -> None:
    kind = action.kind
    t = state.turn
    seat = state.active
    player = state.players[seat]
    if kind == "use":
        use_ability(state, action.card, action.option, events)
    elif kind == "gear":
        use_gear(state, action, events)
    elif kind == "wield":
        t.wields[action.card] = action.target
        events.append(Event("wielded", seat, (action.card, action.target)))
    elif kind == "buy":
        advance(state, "buy")
        buy(state, action.card, events)
        advance(state, "location")
    elif kind == "buy_gear":
        advance(state, "location")
        t.gear_bought = True
        t.gold_spent += GEAR_COST[action.option]
        gain_gear(state, seat, action.option, 1, events)
        events.append(Event("gear_bought", seat, (), {"gear": action.option, "cost": GEAR_COST[action.option]}))
        t.potion_now = action.option == "potion"
    elif kind == "buy_treasure":
        advance(state, "location")
        t.treasure_bought = True
        t.gold_spent += TREASURE_PRICE
        events.append(Event("treasure_bought", seat, (), {"cost": TREASURE_PRICE}))
        schedule(state, ("gain_treasure", seat), ("offer_destroy_on_buy",))
    elif kind == "heal":
        advance(state, "heal")
        t.heals_used += 1
        do_heal(state, seat, action, events, "village")
    elif kind == "level_up":
        advance(state, "level")
        player.xp -= level_cost(state, action.card)
        t.levels.append(action.card)
        level_up(state, action.card, action.option, events, cost=level_cost(state, action.card))
    elif kind == "to_wilderness":
        advance(state, "level")
        t.phase, t.step, t.wilderness_only = "dungeon", "prep", True
        player.location = "room:0"
        events.append(Event("entered_dungeon", seat, (), {"room": 0, "wilderness_only": True}))
    else:
        end_turn(state)


def buy(state: QuestState, iid: int, events: list[Event]) -> None:
    t = state.turn
    card = state.cards[iid]
    spot = ""
    for key, stack in state.market.items():
        if stack and stack[-1] == iid:
            stack.pop()
            spot = key
            break
    else:
        for stack in state.guilds.values():
            if stack and stack[-1] == iid:
                stack.pop()
                break
    t.bought = True
    t.gold_spent += card.cost
    state.players[state.active].discard.append(iid)
    events.append(Event("bought", state.active, (iid,), {"cost": card.cost}))
    if spot and state.market_decks:
        epic.refill(state, spot, events)        # Epic: a spot of a type is refilled from its deck
    schedule(state, ("offer_destroy_on_buy",))
    fire(state, "bought", events)


def level_up(state: QuestState, hero: int, into: str, events: list[Event], cost: int) -> None:
    """Destroy the Hero, take the card it becomes from its stack (any copy) into the discard pile."""
    seat = state.active
    if epic.hero_stacks(state):
        new = epic.take_level(state, into)
    else:
        stack = next(s for line, s in state.guilds.items() if any(state.cards[i].id == into for i in s))
        new = next(i for i in reversed(stack) if state.cards[i].id == into)
        stack.remove(new)
    if hero in state.players[seat].hand:
        remove_from_play(state, hero, events, "destroy", "levelled up")
    state.players[seat].discard.append(new)
    events.append(Event("levelled_up", seat, (hero, new), {"into": into, "xp": cost}))
    fire(state, "leveled_up", events)


@step("offer_destroy_on_buy")
def offer_destroy_on_buy(state: QuestState, events: list[Event]) -> None:
    hand = state.players[state.active].hand
    able = [i for i in hand if state.cards[i].destroy_on_buy]
    if able:
        ask(state, state.active, "destroy_on_buy",
            [Action("choose", card=i) for i in distinct(state, able)] + [Action("choose", option=SKIP)])


@prompt("destroy_on_buy")
def answer_destroy_on_buy(state: QuestState, action: Action, events: list[Event]) -> None:
    if action.option != SKIP:
        remove_from_play(state, action.card, events, "destroy", "bought a card")
