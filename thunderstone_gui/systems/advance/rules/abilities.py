"""Abilities a player uses ("Abilities" of the summary): Village and Dungeon abilities, Trophy effects, and the
level-ups some of them make. Village and Dungeon visits (village.py, dungeon.py) offer them; this module says which
uses are legal now and carries them out, one function per verb of effects.py.

Each ability is used once a turn unless it says Repeat. A Trophy effect is a defeated monster's ability while it is
revealed from the hand; the ones without "may" must be used before buying or fighting. Curses destroy themselves in
their own ways.
"""

from __future__ import annotations

from typing import Any, Callable

from ....engine.actions import Action
from ....engine.events import Event
from ....engine.zones import reshuffle
from ...hall.rules import take_level_card
from ..battle import can_carry, hero_strengths
from ..flow import ask, distinct, others, prompt, schedule, step
from ..state import AdvanceState
from . import hall
from .party import ability_draw, destroy_card, discard_card, gain_xp, lose_xp


# ------------------------------------------------------------------------------------------------ level-ups
def level_targets(state: AdvanceState, hero: int) -> list[str]:
    """The cards `hero` may level up into now: a Regular into the Level 1 Hero of any line of the game, any other
    Hero into the next level of its line (never skipping one) - while such a card is left in the Village."""
    card = state.cards[hero]
    if not card.is_hero or not card.has("levelup_xp"):
        return []
    if card.is_regular:
        level_one = state.catalogue.level_one
        return [level_one[line] for line in state.config.card_set.hero_lines
                if _in_stack(state, line, level_one[line])]
    if card.levels_to and _in_stack(state, card.group, card.levels_to):
        return [card.levels_to]
    return []


def _in_stack(state: AdvanceState, stack: str, card_id: str) -> bool:
    cards = state.cards
    return any(cards[i].id == card_id for i in state.supply.get(stack, ()))


def level_options(state: AdvanceState, heroes: list[int], pay: bool) -> list[Action]:
    """choose(card=hero, option=into) for every level-up these Heroes can make (paying XP if `pay`). A Hero made by a
    level-up this turn is never levelled again."""
    xp = state.players[state.active].xp
    out: list[Action] = []
    for hero in distinct(state, heroes):
        card = state.cards[hero]
        if hero in state.turn.levelled or hero in state.turn.borrowed or (pay and card.levelup_xp > xp):
            continue
        out.extend(Action("choose", card=hero, option=into) for into in level_targets(state, hero))
    return out


def level_up(state: AdvanceState, hero: int, into: str, events: list[Event], *, pay: bool, to_hand: bool) -> None:
    """Destroy the Hero (a Regular goes back to its stack) and take the next card from the Village: into the
    discard pile, or into the hand where the ability says so (Whetmage)."""
    seat = state.active
    card = state.cards[hero]
    player = state.players[seat]
    new = take_level_card(state, into)
    cost = card.levelup_xp if pay else 0
    player.xp -= cost
    destroy_card(state, seat, hero, events, "levelled up")
    if to_hand:
        player.hand.append(new)
    else:
        player.discard.append(new)
    state.turn.levelled.add(new)
    events.append(Event("levelled_up", seat, (hero, new), {"xp": cost, "to_hand": to_hand}))


# ------------------------------------------------------------------------------------------------ legality
def _others_in_hand(state: AdvanceState, iid: int) -> list[int]:
    t = state.turn
    return [i for i in state.players[state.active].hand if i != iid and i not in t.borrowed]


def gold_available(state: AdvanceState) -> int:
    """Gold to spend in the Village: before the first purchase, the Gold of the revealed cards plus the Gold of
    effects; after it, what the purchases left."""
    t = state.turn
    if t.gold_left >= 0:
        return t.gold_left
    cards = state.cards
    return sum(cards[i].gold for i in state.players[state.active].hand) + t.gold_bonus


def ability_actions(state: AdvanceState, iid: int, ability: Any, place: str) -> list[Action]:
    """The legal uses of one ability of the card `iid` now (`place`: "village" or "dungeon")."""
    verb = ability.verb
    key = ability.key
    cards = state.cards
    t = state.turn
    hand = state.players[state.active].hand
    if verb in ("destroy_card", "destroy_curse_draw", "destroy_for_buy", "smuggle"):
        pool = _others_in_hand(state, iid)
        if verb == "destroy_curse_draw":
            pool = [i for i in pool if cards[i].is_curse]
        elif verb == "destroy_for_buy":
            pool = [i for i in pool if any(cards[i].is_a(w) for w in ability.what)]
        elif verb == "smuggle":
            pool = [i for i in pool if cards[i].has("gold") and cards[i].gold >= ability.min_gold]
        return [Action("use", iid, target, option=key) for target in distinct(state, pool)]
    if verb == "hero_strength":
        return [Action("use", iid, h, option=key) for h in distinct(state, [i for i in hand if cards[i].is_hero])]
    if verb == "swap_neighbours":
        return [Action("use", iid, rank=r, option=key) for r in range(1, len(state.hall))
                if hall.movable(state, r) and hall.movable(state, r + 1)]
    if verb == "draw" and ability.needs_polearm:
        if not any(h == iid and cards[w].is_polearm for w, h in t.equips.items()):
            return []
    elif verb == "arrange_hall":
        if sum(1 for r in range(1, len(state.hall) + 1) if hall.movable(state, r)) < 2:
            return []
    elif verb in ("scout", "wilderness_map"):
        if not state.dungeon:
            return []
    elif verb == "bolt":
        if not hall.movable(state, 1):
            return []
    elif verb == "suppress":
        if not ability.all and not _suppressible(state):
            return []
    elif verb == "level_into_hand":
        if not level_options(state, _whetmage_pool(state, iid, ability.which), pay=True):
            return []
    elif verb == "writ":
        if not any(state.supply.get(line) for line in state.config.card_set.hero_lines):
            return []
    elif verb == "summon_regulars":
        if not state.supply.get("regular"):
            return []
    elif verb == "curse_first_ability":
        if t.abilities_used:
            return []
    elif verb == "curse_discard":
        if len(_others_in_hand(state, iid)) < ability.cards:
            return []
    elif verb == "curse_pay_xp":
        if state.players[state.active].xp < ability.xp:
            return []
    elif verb == "curse_pay_gold":
        if gold_available(state) < ability.gold:
            return []
    elif verb == "curse_gamble":
        if not _others_in_hand(state, iid):
            return []
    elif verb == "trophy_free_level":
        pool = [i for i in hand if cards[i].is_hero and (cards[i].is_regular or cards[i].level == 1)]
        if not level_options(state, pool, pay=False):
            return []
    return [Action("use", iid, option=key)]


def _suppressible(state: AdvanceState) -> list[tuple[int, str, int]]:
    t = state.turn
    if t.cancel_all:
        return []
    return [(r, slot, k) for r, slot, k in hall.hall_effects(state)
            if (state.hall[r - 1], slot, k) not in t.cancelled]


def _whetmage_pool(state: AdvanceState, iid: int, which: str) -> list[int]:
    cards = state.cards
    heroes = [i for i in state.players[state.active].hand if cards[i].is_hero]
    if which == "regular_or_level_1":
        return [h for h in heroes if h != iid and (cards[h].is_regular or cards[h].level == 1)]
    if which == "other":
        return [h for h in heroes if h != iid]
    return heroes


# ------------------------------------------------------------------------------------------------ using
def use_ability(state: AdvanceState, action: Action, events: list[Event]) -> None:
    seat = state.active
    t = state.turn
    iid = action.card
    card = state.cards[iid]
    ability = card.ability_by_key[action.option]
    t.used.add((iid, ability.key))
    if ability.where != "trophy":
        t.abilities_used += 1
    shown = (iid,) + ((action.target,) if action.target >= 0 else ())
    events.append(Event("ability_used", seat, shown, {"ability": ability.key, "rank": action.rank,
                                                      "trophy": ability.where == "trophy"}))
    HANDLERS[ability.verb](state, seat, iid, ability, action, events)


def _draw(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action, events: list[Event]) -> None:
    drawn = ability_draw(state, seat, ability.cards, events, state.cards[iid].name)
    t = state.turn
    if ability.drawn_hero_physical:
        for d in drawn:
            if state.cards[d].is_hero:
                t.physical_bonus[d] = t.physical_bonus.get(d, 0) + ability.drawn_hero_physical
    if ability.closes_dungeon:
        t.dungeon_closed = True


def _gain_gold(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action, events: list[Event]) -> None:
    state.turn.gold_bonus += ability.gold
    events.append(Event("gained_gold", seat, (iid,), {"gold": ability.gold}))


def _top_discard_gold(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action,
                      events: list[Event]) -> None:
    shown: list[int] = []
    for s in [seat] + others(state):
        player = state.players[s]
        if not player.deck and player.discard:
            reshuffle(state, s, events)
        if player.deck:
            top = player.deck.pop()
            player.discard.append(top)
            shown.append(top)
            events.append(Event("discarded", s, (top,), {"reason": state.cards[iid].name, "from": "deck"}))
    state.reveals += 1
    choices = [i for i in shown if state.cards[i].has("gold")]   # a card without a Gold value cannot be picked
    if not choices:
        events.append(Event("no_gold_shown", seat, tuple(shown)))
        return
    if len(choices) == 1:
        _take_gold(state, iid, choices[0], ability.physical, events)
        return
    ask(state, seat, "gold_pick", [Action("choose", card=i) for i in choices], card=iid, physical=ability.physical)


@prompt("gold_pick")
def answer_gold_pick(state: AdvanceState, action: Action, events: list[Event]) -> None:
    p = state.pending
    _take_gold(state, p.detail("card"), action.card, p.detail("physical"), events)


def _take_gold(state: AdvanceState, user: int, picked: int, physical: bool, events: list[Event]) -> None:
    t = state.turn
    gold = state.cards[picked].gold
    t.gold_bonus += gold
    if physical:
        t.physical_bonus[user] = t.physical_bonus.get(user, 0) + gold
    events.append(Event("picked_gold", state.active, (picked,), {"gold": gold, "physical": gold if physical else 0}))


def _borrow_from_hands(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action,
                       events: list[Event]) -> None:
    heroes: list[int] = []
    for s in others(state):
        hand = state.players[s].hand
        events.append(Event("showed_hand", s, tuple(hand), {"reason": state.cards[iid].name}))
        heroes += [i for i in hand if state.cards[i].is_hero]
    state.reveals += 1
    if not heroes:
        return
    options = [Action("choose", card=h) for h in heroes]
    if len(options) == 1:
        _borrow(state, heroes[0], events)
        return
    ask(state, seat, "borrow", options, card=iid)


@prompt("borrow")
def answer_borrow(state: AdvanceState, action: Action, events: list[Event]) -> None:
    _borrow(state, action.card, events)


def _borrow(state: AdvanceState, hero: int, events: list[Event]) -> None:
    owner = next(s for s, p in enumerate(state.players) if hero in p.hand)
    state.players[owner].hand.remove(hero)
    state.players[state.active].hand.append(hero)
    state.turn.borrowed[hero] = owner
    events.append(Event("borrowed", state.active, (hero,), {"owner": owner}))


def _swap(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action, events: list[Event]) -> None:
    hall.swap(state, action.rank, action.rank + 1, events, state.cards[iid].name)


def _arrange(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action, events: list[Event]) -> None:
    ask(state, seat, "arrange", hall.arrangements(state), card=iid)


def _strike(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action, events: list[Event]) -> None:
    t = state.turn
    t.strike[iid] = t.strike.get(iid, 0) + ability.physical


def _scout(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action, events: list[Event]) -> None:
    t = state.turn
    shown = []
    for _ in range(min(ability.cards, len(state.dungeon))):
        shown.append(state.dungeon.pop())
    state.revealed.extend(shown)
    state.reveals += 1
    for c in shown:
        t.group_bonus.append((state.cards[c].group, ability.attack))
    events.append(Event("scouted", seat, tuple(shown), {"attack": ability.attack,
                                                        "groups": [state.cards[c].group for c in shown]}))
    schedule(state, ("scout_return",))


@step("scout_return")
def scout_return(state: AdvanceState, events: list[Event]) -> None:
    """The cards turned up go back on top of the Dungeon Deck or under it, one at a time in the order chosen (the
    last put on top is the new top)."""
    if not state.revealed:
        return
    options = [Action("choose", card=c, option=where) for c in state.revealed for where in ("top", "bottom")]
    ask(state, state.active, "scout", options)


@prompt("scout")
def answer_scout(state: AdvanceState, action: Action, events: list[Event]) -> None:
    state.revealed.remove(action.card)
    if action.option == "top":
        state.dungeon.append(action.card)
    else:
        state.dungeon.insert(0, action.card)
    events.append(Event("returned_to_dungeon", state.active, (action.card,), {"where": action.option}))
    schedule(state, ("scout_return",))


def _destroy_target(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action,
                    events: list[Event]) -> None:
    destroy_card(state, seat, action.target, events, state.cards[iid].name)
    verb = ability.verb
    if verb == "destroy_curse_draw":
        ability_draw(state, seat, ability.cards, events, state.cards[iid].name)
    elif verb == "destroy_for_buy":
        state.turn.buys_left += 1
    elif verb == "smuggle":
        state.turn.gold_bonus += ability.gold


def _bolt(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action, events: list[Event]) -> None:
    monster = hall.take_from_hall(state, 1)
    state.players[seat].discard.append(monster)
    events.append(Event("bolted", seat, (monster,), {"by": iid}))
    end_turn_now(state)
    hall.refill(state, events)


def end_turn_now(state: AdvanceState) -> None:
    """An effect ends the turn: no more decisions of the Village or the Dungeon."""
    t = state.turn
    t.ended_early = True
    t.step = "after"
    schedule(state, ("end_turn",))


def _suppress(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action, events: list[Event]) -> None:
    if ability.cost == "destroy_self":
        destroy_card(state, seat, iid, events, state.cards[iid].name)
    else:
        discard_card(state, seat, iid, events, state.cards[iid].name)
    if ability.all:
        state.turn.cancel_all = True
        events.append(Event("effects_cancelled", seat, (iid,), {"all": True}))
    else:
        options = [Action("choose", rank=r, option=f"{slot}:{k}") for r, slot, k in _suppressible(state)]
        ask(state, seat, "suppress", options, card=iid)
    if ability.draw:
        schedule(state, ("ability_draw", seat, ability.draw, state.cards[iid].name))


@prompt("suppress")
def answer_suppress(state: AdvanceState, action: Action, events: list[Event]) -> None:
    slot, index = action.option.split(":")
    monster = state.hall[action.rank - 1]
    state.turn.cancelled.add((monster, slot, int(index)))
    events.append(Event("effects_cancelled", state.active, (monster,), {"slot": slot, "index": int(index)}))


@step("ability_draw")
def ability_draw_step(state: AdvanceState, events: list[Event], seat: int, count: int, reason: str) -> None:
    ability_draw(state, seat, count, events, reason)


def _level_into_hand(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action,
                     events: list[Event]) -> None:
    schedule(state, ("hone", iid, ability.which))


@step("hone")
def hone(state: AdvanceState, events: list[Event], user: int, which: str) -> None:
    options = level_options(state, _whetmage_pool(state, user, which), pay=True)
    if not options:
        return
    if which == "many":
        options.append(Action("choose", option="done"))
    ask(state, state.active, "hone", options, card=user, which=which)


@prompt("hone")
def answer_hone(state: AdvanceState, action: Action, events: list[Event]) -> None:
    if action.option == "done":
        return
    level_up(state, action.card, action.option, events, pay=True, to_hand=True)
    if state.pending.detail("which") == "many":
        schedule(state, ("hone", state.pending.detail("card"), "many"))


def _inspire(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action, events: list[Event]) -> None:
    t = state.turn
    t.strength_all += ability.strength
    gain_xp(state, seat, ability.xp, events, state.cards[iid].name)
    t.xp_back += ability.xp_back


def _writ(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action, events: list[Event]) -> None:
    destroy_card(state, seat, iid, events, state.cards[iid].name)
    lines = [line for line in state.config.card_set.hero_lines if state.supply.get(line)]
    ask(state, seat, "writ", [Action("choose", option=line) for line in lines])


@prompt("writ")
def answer_writ(state: AdvanceState, action: Action, events: list[Event]) -> None:
    seat = state.active
    top = state.supply[action.option].pop()
    state.players[seat].deck.append(top)
    events.append(Event("put_on_deck", seat, (top,), {"from": action.option}))
    end_turn_now(state)
    schedule(state, ("after_village",))


def _summon(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action, events: list[Event]) -> None:
    pile = state.supply["regular"]
    taken = [pile.pop() for _ in range(min(ability.cards, len(pile)))]
    state.players[seat].hand.extend(taken)
    events.append(Event("summoned", seat, tuple(taken)))


def _back_on_deck(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action, events: list[Event]) -> None:
    player = state.players[seat]
    player.hand.remove(iid)
    player.deck.append(iid)
    events.append(Event("put_on_deck", seat, (iid,)))


def _xp_per_monster(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action,
                    events: list[Event]) -> None:
    monsters = sum(1 for i in state.players[seat].hand if state.cards[i].is_monster)
    gain_xp(state, seat, ability.xp * monsters, events, state.cards[iid].name)


def _hero_strength(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action,
                   events: list[Event]) -> None:
    t = state.turn
    t.strength_bonus[action.target] = t.strength_bonus.get(action.target, 0) + ability.strength


def _wilderness_map(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action,
                    events: list[Event]) -> None:
    bottom = state.dungeon[0]
    state.reveals += 1
    events.append(Event("revealed_from_dungeon", seat, (bottom,), {"where": "bottom"}))
    card = state.cards[bottom]
    ranks = [r for r in range(ability.min_rank, len(state.hall) + 1) if hall.movable(state, r)]
    schedule(state, ("ability_draw", seat, ability.draw, state.cards[iid].name))
    if card.is_monster and not card.is_guardian and ranks:
        ask(state, seat, "map", [Action("choose", rank=r) for r in ranks] + [Action("choose", option="keep")],
            card=iid)


@prompt("map")
def answer_map(state: AdvanceState, action: Action, events: list[Event]) -> None:
    if action.option == "keep":
        return
    bottom = state.dungeon[0]
    old = state.hall[action.rank - 1]
    state.dungeon[0] = old
    state.hall[action.rank - 1] = bottom
    events.append(Event("hall_changed", -1, tuple(state.hall), {"from_bottom": bottom, "to_bottom": old}))
    schedule(state, ("raid", bottom))      # a monster newly revealed into the Hall
    hall.rank_one_check(state, events)


# Curses
def _curse_first(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action, events: list[Event]) -> None:
    destroy_card(state, seat, iid, events, "shaken off")
    state.turn.locked = True


def _curse_discard(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action,
                   events: list[Event]) -> None:
    destroy_card(state, seat, iid, events, "shaken off")
    schedule(state, ("discard_cards", seat, ability.cards, "any", state.cards[iid].name))


def _curse_shackle(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action,
                   events: list[Event]) -> None:
    t = state.turn
    destroy_card(state, seat, iid, events, "shaken off")
    t.shackled = True
    t.light_zero = t.light_zero or ability.light_zero
    t.attack_penalty += ability.attack


def _curse_pay_xp(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action, events: list[Event]) -> None:
    lose_xp(state, seat, ability.xp, events, state.cards[iid].name)
    destroy_card(state, seat, iid, events, "shaken off")


def _curse_pay_gold(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action,
                    events: list[Event]) -> None:
    state.turn.gold_bonus -= ability.gold
    destroy_card(state, seat, iid, events, "shaken off")


def _curse_short_hand(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action,
                      events: list[Event]) -> None:
    destroy_card(state, seat, iid, events, "shaken off")
    state.turn.hand_short += ability.cards


def _curse_gamble(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action,
                  events: list[Event]) -> None:
    pool = _others_in_hand(state, iid)
    picked = []
    for _ in range(min(ability.cards, len(pool))):
        picked.append(pool.pop(state.rng.below(len(pool))))
    state.reveals += 1
    events.append(Event("picked_at_random", seat, tuple(picked), {"by": iid}))
    if len(picked) == 1:
        _gamble(state, iid, picked[0], events)
    else:
        ask(state, seat, "gamble", [Action("choose", card=c) for c in picked], card=iid)


@prompt("gamble")
def answer_gamble(state: AdvanceState, action: Action, events: list[Event]) -> None:
    _gamble(state, state.pending.detail("card"), action.card, events)


def _gamble(state: AdvanceState, curse: int, victim: int, events: list[Event]) -> None:
    destroy_card(state, state.active, victim, events, state.cards[curse].name)
    destroy_card(state, state.active, curse, events, "shaken off")


# Trophies
def _trophy_xp_to_dungeon(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action,
                          events: list[Event]) -> None:
    gain_xp(state, seat, ability.xp, events, state.cards[iid].name)
    state.players[seat].hand.remove(iid)
    state.dungeon.append(iid)
    events.append(Event("returned_to_dungeon", seat, (iid,), {"where": "top"}))


def _trophy_free_level(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action,
                       events: list[Event]) -> None:
    destroy_card(state, seat, iid, events, state.cards[iid].name)
    schedule(state, ("free_level", "regular_or_level_1", -1))


def _trophy_discard_draw(state: AdvanceState, seat: int, iid: int, ability: Any, action: Action,
                         events: list[Event]) -> None:
    discard_card(state, seat, iid, events, state.cards[iid].name)
    ability_draw(state, seat, ability.cards, events, state.cards[iid].name)


@step("free_level")
def free_level(state: AdvanceState, events: list[Event], which: str, user: int) -> None:
    """Level up one Hero of the hand without paying XP; the new card goes to the discard pile."""
    cards = state.cards
    heroes = [i for i in state.players[state.active].hand if cards[i].is_hero and i != user]
    if which == "regular_or_level_1":
        heroes = [h for h in heroes if cards[h].is_regular or cards[h].level == 1]
    options = level_options(state, heroes, pay=False)
    if not options:
        events.append(Event("nothing_to_level", state.active))
        return
    ask(state, state.active, "free_level", options)


@prompt("free_level")
def answer_free_level(state: AdvanceState, action: Action, events: list[Event]) -> None:
    level_up(state, action.card, action.option, events, pay=False, to_hand=False)


HANDLERS: dict[str, Callable[..., None]] = {
    "draw": _draw, "gain_gold": _gain_gold, "top_discard_gold": _top_discard_gold,
    "borrow_from_hands": _borrow_from_hands,
    "swap_neighbours": _swap, "arrange_hall": _arrange, "darkness_strike": _strike, "scout": _scout,
    "destroy_card": _destroy_target, "destroy_curse_draw": _destroy_target, "destroy_for_buy": _destroy_target,
    "smuggle": _destroy_target, "bolt": _bolt, "suppress": _suppress, "level_into_hand": _level_into_hand,
    "inspire": _inspire, "writ": _writ, "summon_regulars": _summon, "back_on_deck": _back_on_deck,
    "xp_per_monster": _xp_per_monster, "hero_strength": _hero_strength, "wilderness_map": _wilderness_map,
    "curse_first_ability": _curse_first, "curse_discard": _curse_discard, "curse_shackle": _curse_shackle,
    "curse_pay_xp": _curse_pay_xp, "curse_pay_gold": _curse_pay_gold, "curse_short_hand": _curse_short_hand,
    "curse_gamble": _curse_gamble, "trophy_xp_to_dungeon": _trophy_xp_to_dungeon,
    "trophy_free_level": _trophy_free_level, "trophy_discard_draw": _trophy_discard_draw,
}


def weapon_equips(state: AdvanceState) -> list[Action]:
    """equip(weapon, hero): a Weapon of the party not yet carried, to a Hero without one that is strong enough."""
    t = state.turn
    cards = state.cards
    hand = state.players[state.active].hand
    weapons = [i for i in hand if cards[i].is_weapon and i not in t.equips]
    if not weapons:
        return []
    strength = hero_strengths(state)
    armed = set(t.equips.values())
    out: list[Action] = []
    heroes = distinct(state, [h for h in strength if h not in armed])
    for weapon in distinct(state, weapons):
        wcard = cards[weapon]
        for hero in heroes:
            if can_carry(cards[hero], wcard, strength[hero]):
                out.append(Action("equip", weapon, hero))
    return out
