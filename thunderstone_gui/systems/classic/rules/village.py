"""Visit the Village ("Visit the Village", "Leveling Up", "Village Cards").

2nd edition (default): reveal the hand; use Village effects in any order; count Gold; buy (one card, more with
Barkeeps); then level up Heroes. 1st edition: level up first, then effects and purchases. The steps only move
forward: the first purchase closes the effects, the first level-up (2nd edition) closes the purchases.

Steps (turn.step): "level" (1st edition start) -> "effects" -> "buy" -> "level_after" (2nd edition).
"""

from __future__ import annotations

from ....engine.actions import Action, IllegalAction
from ....engine.events import Event
from ...hall.rules import pay_and_take, take_level_card
from ..flow import ask, prompt, schedule, step
from ..state import ClassicState
from ..zones import destroy_from_hand, draw


def gold_available(state: ClassicState) -> int:
    """Gold to spend: before the first purchase, the Gold of the revealed cards plus Gold from effects."""
    t = state.turn
    if t.gold_left >= 0:
        return t.gold_left
    cards = state.cards
    return sum(cards[i].gold for i in state.players[state.active].hand) + t.gold_bonus


def legal(state: ClassicState) -> list[Action]:
    t = state.turn
    rules = state.rules
    cards = state.cards
    hand = state.players[state.active].hand
    out: list[Action] = []
    if t.step in rules.use_from:
        for iid in hand:
            for ability in cards[iid].abilities:
                if ability.where == "dungeon" or (not ability.repeat and (iid, ability.key) in t.used):
                    continue
                out.extend(_ability_actions(state, iid, ability))
    if t.step in rules.buy_from and t.buys_left > 0:
        gold = gold_available(state)
        for stack, pile in state.supply.items():
            if pile and stack != "disease" and cards[pile[-1]].cost <= gold:
                out.append(Action("buy", pile[-1]))
    if t.step in rules.level_from:
        out.extend(level_up_actions(state))
    out.append(Action("end_turn"))
    return out


def _ability_actions(state: ClassicState, iid: int, ability: object) -> list[Action]:
    from ..flow import distinct

    verb = ability.verb  # type: ignore[attr-defined]
    key = ability.key  # type: ignore[attr-defined]
    cards = state.cards
    hand = state.players[state.active].hand
    if verb == "pawn":
        # "A card with a Gold value": a printed 0 is one (a Militia: 0 + 3 Gold), a card without the icon is not.
        targets = [i for i in hand if i != iid and cards[i].has("gold")]
        return [Action("use", iid, t, option=key) for t in distinct(state, targets)]
    if verb == "train":
        targets = [i for i in hand if cards[i].is_militia]
        return [Action("use", iid, t, option=key) for t in distinct(state, targets)]
    if verb == "cure_draw":
        targets = [i for i in hand if cards[i].is_disease]
        return [Action("use", iid, t, option=key) for t in distinct(state, targets)]
    if verb == "study":
        return [Action("use", iid, t, option=key) for t in distinct(state, [i for i in hand if i != iid])]
    if verb == "draw_per_monster" and not any(cards[i].is_monster for i in hand):
        return []
    if verb in ("eat_for_attack", "feed_strength", "destroy_light_item_for_magic"):
        return []   # Dungeon abilities of a card whose other abilities work in the Village too
    return [Action("use", iid, option=key)]


def level_up_actions(state: ClassicState) -> list[Action]:
    """Heroes in hand that can level now: enough XP and a card of the next level left in the Village."""
    cards = state.cards
    xp = state.players[state.active].xp
    out: list[Action] = []
    # In the Village nothing is attached to a Hero: one of each card id is enough.
    heroes: dict[str, int] = {}
    for i in state.players[state.active].hand:
        if cards[i].is_hero and cards[i].levelup_xp <= xp and cards[i].has("levelup_xp"):
            heroes.setdefault(cards[i].id, i)
    for iid in heroes.values():
        card = cards[iid]
        if card.is_militia:
            level_one = state.catalogue.level_one
            for line in state.config.card_set.hero_lines:
                target = level_one[line]
                if _in_stack(state, line, target):
                    out.append(Action("level_up", iid, option=target))
        elif card.levels_to and _in_stack(state, card.group, card.levels_to):
            out.append(Action("level_up", iid, option=card.levels_to))
    return out


def _in_stack(state: ClassicState, stack: str, card_id: str) -> bool:
    pile = state.supply.get(stack, ())
    return any(state.cards[i].id == card_id for i in pile)


def act(state: ClassicState, action: Action, events: list[Event]) -> None:
    kind = action.kind
    t = state.turn
    if kind == "use":
        if t.step == "level":
            t.step = "effects"
        use_ability(state, action, events)
    elif kind == "buy":
        buy(state, action.card, events)
    elif kind == "level_up":
        t.step = state.rules.level_step
        level_up(state, action.card, action.option, events)
    elif kind == "end_turn":
        schedule(state, ("end_turn",))
    else:  # pragma: no cover - legal_actions never offers it
        raise IllegalAction(f"{kind} is not a Village action")


def use_ability(state: ClassicState, action: Action, events: list[Event]) -> None:
    seat = state.active
    iid = action.card
    card = state.cards[iid]
    ability = card.ability_by_key[action.option]
    t = state.turn
    hand = state.players[seat].hand
    t.used.add((iid, ability.key))
    events.append(Event("ability_used", seat, (iid,), {"ability": ability.key}))
    verb = ability.verb
    if getattr(ability, "destroy_self", False):
        destroy_from_hand(state, seat, iid, events, card.name)
    if verb == "draw":
        draw(state, seat, ability.draw, events)
    elif verb == "gold":
        t.gold_bonus += ability.gold + (card.gold if ability.keeps_own_gold else 0)
    elif verb == "extra_buy":
        t.buys_left += 1
    elif verb == "pawn":
        value = state.cards[action.target].gold
        destroy_from_hand(state, seat, action.target, events, card.name)
        t.gold_bonus += value + ability.gold
    elif verb == "train":
        destroy_from_hand(state, seat, action.target, events, card.name)
        gain_xp(state, seat, ability.xp, events)
    elif verb == "cure_draw":
        destroy_from_hand(state, seat, action.target, events, card.name)
        draw(state, seat, ability.draw, events)
    elif verb == "draw_per_monster":
        draw(state, seat, ability.draw * sum(1 for i in hand if state.cards[i].is_monster), events)
    elif verb == "gold_per_other_hero":
        t.gold_bonus += ability.gold * sum(1 for i in hand if i != iid and state.cards[i].is_hero)
    elif verb == "gold_per_hero":
        t.gold_bonus += ability.gold * sum(1 for i in hand if state.cards[i].is_hero)
    elif verb == "study":
        target = state.cards[action.target]
        destroy_from_hand(state, seat, action.target, events, card.name)
        if not target.is_hero:
            gain_xp(state, seat, ability.xp, events)
    elif verb == "forge":
        draw(state, seat, ability.draw, events)
        t.weapon_buys += 1
    elif verb == "sell_and_stow_hero":
        destroy_from_hand(state, seat, iid, events, card.name)
        t.gold_bonus += ability.gold
        schedule(state, ("stow_hero",))
    else:  # pragma: no cover - the data validation keeps other verbs out of the Village
        raise IllegalAction(f"{verb} cannot be used in the Village")


def buy(state: ClassicState, iid: int, events: list[Event]) -> None:
    t = state.turn
    card = state.cards[iid]
    stack = stack_of(state, iid)
    pay_and_take(state, iid, stack, gold_available(state))
    if card.is_weapon and t.weapon_buys:      # Blacksmith: a Weapon purchase allows one more
        t.buys_left += t.weapon_buys
        t.weapon_buys = 0
    t.step = "buy"
    events.append(Event("bought", state.active, (iid,), {"cost": card.cost, "stack": stack}))


def stack_of(state: ClassicState, iid: int) -> str:
    card = state.cards[iid]
    return card.group if card.kind == "hero" else card.id


def level_up(state: ClassicState, hero: int, into: str, events: list[Event]) -> None:
    seat = state.active
    card = state.cards[hero]
    player = state.players[seat]
    new = take_level_card(state, into)
    player.xp -= card.levelup_xp
    destroy_from_hand(state, seat, hero, events, "levelled up")
    player.discard.append(new)
    events.append(Event("levelled_up", seat, (hero, new), {"xp": card.levelup_xp}))


def gain_xp(state: ClassicState, seat: int, xp: int, events: list[Event]) -> None:
    state.players[seat].xp += xp
    events.append(Event("gained_xp", seat, (), {"xp": xp}))


@step("stow_hero")
def stow_hero(state: ClassicState, events: list[Event]) -> None:
    """Blacksmith: put a Hero from the hand on top of the deck."""
    heroes = [i for i in state.players[state.active].hand if state.cards[i].is_hero]
    from ..flow import distinct

    options = distinct(state, heroes)
    if len(options) == 1:
        _stow(state, options[0], events)
    elif options:
        ask(state, state.active, "stow", [Action("choose", card=i) for i in options])


@prompt("stow")
def answer_stow(state: ClassicState, action: Action, events: list[Event]) -> None:
    _stow(state, action.card, events)


def _stow(state: ClassicState, hero: int, events: list[Event]) -> None:
    player = state.players[state.active]
    player.hand.remove(hero)
    player.deck.append(hero)
    events.append(Event("put_on_deck", state.active, (hero,)))
