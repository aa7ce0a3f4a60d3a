"""Enter the Dungeon: preparing the battle ("Enter the Dungeon", "Dungeon Effects", weapons in "Hero Cards").

The party is the revealed hand. Before choosing a monster the player may use Dungeon effects (each once unless Repeat)
and equip one Weapon per Hero whose Strength carries it. A card destroyed by a Dungeon effect leaves at once. Under
the 1st-edition rules every card that can still be used must be used before the attack.
"""

from __future__ import annotations

from itertools import permutations

from ....engine.actions import Action, IllegalAction
from ....engine.events import Event
from ...hall.rules import prepare_alike
from ..battle import attack_forbidden_reason, hero_strengths
from ..flow import ask, distinct, prompt, schedule, step
from ..state import ClassicState
from ..zones import destroy_from_hand, gain_disease
from . import hall
from .party import leave_party


def legal(state: ClassicState) -> list[Action]:
    out = ability_actions(state) + equip_actions(state)
    out.extend(Action("unequip", w) for w in state.turn.equips if w not in state.turn.thrown)
    attacks = [Action("attack", rank=r) for r in (1, 2, 3) if not attack_forbidden_reason(state, r)]
    if not attacks:
        out.append(Action("end_turn"))   # no monster may be attacked at all: the party leaves the Dungeon
    elif not state.rules.use_every_card or not _unused_cards(state, out):
        out.extend(attacks)              # 1st edition: every card that can be used must be used first
    return out


def _unused_cards(state: ClassicState, actions: list[Action]) -> bool:
    """1st edition: is some card still usable (an unused non-optional ability, an unequipped Weapon)?"""
    t = state.turn
    for a in actions:
        if a.kind == "equip":
            return True
        if a.kind == "use":
            ability = state.cards[a.card].ability_by_key[a.option]
            if not ability.optional and not any(i == a.card and k == a.option for i, k in t.used):
                return True
    return False


def ability_actions(state: ClassicState) -> list[Action]:
    t = state.turn
    cards = state.cards
    hand = state.players[state.active].hand
    heroes = [i for i in hand if cards[i].is_hero]
    out: list[Action] = []
    for iid in hand:
        card = cards[iid]
        for ability in card.abilities:
            if ability.where == "village" or (not ability.repeat and (iid, ability.key) in t.used):
                continue
            verb = ability.verb
            if verb in ("feed_strength", "goodberries"):
                out.extend(Action("use", iid, h, option=ability.key) for h in heroes)
            elif verb == "cure_draw":
                diseases = [i for i in hand if cards[i].is_disease]
                out.extend(Action("use", iid, d, option=ability.key) for d in distinct(state, diseases))
            elif verb in ("eat_for_attack", "capture_monster"):
                if verb == "capture_monster" and not _capturable(state):
                    continue
                food = [i for i in hand if cards[i].is_food and i != iid and not _spent(state, i)]
                out.extend(Action("use", iid, f, option=ability.key) for f in distinct(state, food))
            elif verb == "destroy_light_item_for_magic":
                items = [i for i in hand if cards[i].is_light_item and not _spent(state, i)]
                out.extend(Action("use", iid, f, option=ability.key) for f in distinct(state, items))
            elif verb == "draw_per_monster":
                if any(cards[i].is_monster for i in hand):
                    out.append(Action("use", iid, option=ability.key))
            elif verb == "conjure_weapon":
                if _conjurable(state):
                    out.append(Action("use", iid, option=ability.key))
            elif verb in ("gold_per_other_hero", "gold_per_hero", "study", "forge", "sell_and_stow_hero"):
                continue   # Village abilities of a card usable in both places
            elif verb == "send_away":
                out.extend(Action("use", iid, rank=r, option=ability.key) for r in removable_ranks(state))
            elif verb == "throw_weapon":
                if iid in t.equips and iid not in t.thrown:
                    out.append(Action("use", iid, option=ability.key))
            elif verb == "banish":
                out.append(Action("use", iid, option=ability.key))
            else:   # draw, arcane_energies, magical_aura, borrow_hero
                out.append(Action("use", iid, option=ability.key))
    return out


def _spent(state: ClassicState, iid: int) -> bool:
    """A card already used for an effect cannot also be destroyed by another (Food fed to a Hero)."""
    return any(i == iid for i, _ in state.turn.used)


def _capturable(state: ClassicState) -> list[int]:
    return [r for r in removable_ranks(state) if state.cards[state.hall[r - 1]].vp in (1, 2)]


def removable_ranks(state: ClassicState, by_spell: bool = False) -> list[int]:
    """Ranks whose monster an effect may take out of the Hall: none while a monster of the Hall says monsters leave
    only when defeated (Steam Torment); a Spell cannot touch a monster immune to Spells (Fire Wrath)."""
    cards = state.cards
    if any(i >= 0 and cards[i].hall_must_defeat for i in state.hall):
        return []
    return [r for r in (1, 2, 3) if state.hall[r - 1] >= 0 and cards[state.hall[r - 1]].is_monster
            and not (by_spell and cards[state.hall[r - 1]].immune_spells)]


def _conjurable(state: ClassicState) -> list[int]:
    """Weapons on top of Village stacks that some Hero of the party is strong enough for (Illusory Blade)."""
    strength = hero_strengths(state)
    if not strength:
        return []
    best = max(strength.values())
    weightless = state.turn.weightless
    return [pile[-1] for stack, pile in state.supply.items() if pile and state.cards[pile[-1]].is_weapon
            and (0 if weightless else state.cards[pile[-1]].weight) <= best]


def equip_actions(state: ClassicState) -> list[Action]:
    t = state.turn
    cards = state.cards
    hand = state.players[state.active].hand
    strength = hero_strengths(state)
    full = {h for h in t.equips.values() if not cards[h].any_weapons}   # one Weapon per Hero (Toryn: any number)
    out = []
    for weapon in hand:
        wcard = cards[weapon]
        if not wcard.is_weapon or weapon in t.equips:
            continue
        weight = 0 if t.weightless else wcard.weight
        for hero in strength:
            if hero not in full and weight <= strength[hero]:
                out.append(Action("equip", weapon, hero))
    return out


def act(state: ClassicState, action: Action, events: list[Event]) -> None:
    kind = action.kind
    if kind == "use":
        use_ability(state, action, events)
    elif kind == "equip":
        equip(state, action.card, action.target, events)
    else:
        prepare_alike(state, action, events)


def use_ability(state: ClassicState, action: Action, events: list[Event]) -> None:
    seat = state.active
    t = state.turn
    iid = action.card
    card = state.cards[iid]
    ability = card.ability_by_key[action.option]
    verb = ability.verb
    t.used.add((iid, ability.key))
    if card.is_spell:
        t.spells_used.add(iid)
    events.append(Event("ability_used", seat, (iid,) + ((action.target,) if action.target >= 0 else ()),
                        {"ability": ability.key, "rank": action.rank}))
    if verb == "feed_strength":
        t.strength_bonus[action.target] = t.strength_bonus.get(action.target, 0) + ability.strength
    elif verb == "goodberries":
        t.strength_bonus[action.target] = t.strength_bonus.get(action.target, 0) + ability.strength
        t.magic_convert.add(action.target)
    elif verb == "cure_draw":
        destroy_from_hand(state, seat, action.target, events, card.name)
        schedule(state, ("party_draw", ability.draw))
    elif verb == "eat_for_attack":
        leave_party(state, action.target)
        destroy_from_hand(state, seat, action.target, events, card.name)
        t.attack_bonus[iid] = t.attack_bonus.get(iid, 0) + ability.attack
    elif verb == "draw":
        schedule(state, ("party_draw", ability.draw))
    elif verb == "arcane_energies":
        t.arcane = True
        schedule(state, ("party_draw", ability.draw))
    elif verb == "magical_aura":
        t.weightless = True
        schedule(state, ("party_draw", ability.draw))
    elif verb == "banish":
        schedule(state, ("banish", iid), ("destroy_from_hand", card.name, False), ("party_draw", ability.draw))
    elif verb == "send_away":
        hall.send_to_bottom(state, action.rank, events)
        hall.refill(state, events)
    elif verb == "capture_monster":
        leave_party(state, action.target)
        destroy_from_hand(state, seat, action.target, events, card.name)
        schedule(state, ("capture", iid))
    elif verb == "throw_weapon":
        t.thrown.add(iid)
        t.attack_bonus[iid] = t.attack_bonus.get(iid, 0) + ability.attack
        events.append(Event("thrown", seat, (iid,)))
    elif verb == "borrow_hero":
        seats = [(state.active + k) % state.seats for k in range(state.seats)]
        schedule(state, *[("discard_cards", s, 1, "hero", card.name) for s in seats], ("borrow", iid))
    elif verb == "borrow_weapon":
        seats = [(state.active + k) % state.seats for k in range(state.seats)]
        schedule(state, *[("discard_cards", s, 1, "weapon", card.name) for s in seats], ("borrow_weapon", iid))
    elif verb == "destroy_light_item_for_magic":
        leave_party(state, action.target)
        destroy_from_hand(state, seat, action.target, events, card.name)
        t.magic_bonus[iid] = t.magic_bonus.get(iid, 0) + ability.magic_attack
    elif verb == "draw_per_monster":
        hand = state.players[seat].hand
        schedule(state, ("party_draw", ability.draw * sum(1 for i in hand if state.cards[i].is_monster)))
    elif verb == "conjure_weapon":
        schedule(state, ("conjure", iid))
    else:  # pragma: no cover
        raise IllegalAction(f"{verb} cannot be used in the Dungeon")


# ------------------------------------------------------------------------------------------------ Banish
@step("banish")
def banish(state: ClassicState, events: list[Event], spell: int) -> None:
    """Send one monster to the bottom of the Dungeon Deck, or rearrange the Hall (a monster immune to Spells keeps
    its rank)."""
    options = [Action("choose", option="bottom", rank=r) for r in removable_ranks(state, by_spell=True)]
    occupied = [c for c in state.hall if c >= 0]
    fixed = {k: c for k, c in enumerate(occupied) if state.cards[c].immune_spells}
    seen = set()
    for order in permutations(occupied):
        if any(order[k] != c for k, c in fixed.items()):
            continue
        if order not in seen:
            seen.add(order)
            ranks = ",".join(str(state.hall.index(c) + 1) for c in order)
            options.append(Action("choose", option=f"arrange:{ranks}"))
    ask(state, state.active, "banish", options, spell=spell)


@prompt("banish")
def answer_banish(state: ClassicState, action: Action, events: list[Event]) -> None:
    if action.option == "bottom":
        hall.send_to_bottom(state, action.rank, events)
        hall.refill(state, events)
        return
    ranks = [int(r) for r in action.option.split(":")[1].split(",")]
    order = [state.hall[r - 1] for r in ranks]
    order += [-1] * (len(state.hall) - len(order))
    hall.arrange(state, order, events)


# ------------------------------------------------------------------------------------------------ Thyrian Lord
@step("capture")
def capture(state: ClassicState, events: list[Event], lord: int) -> None:
    ranks = _capturable(state)
    if not ranks:
        return
    ask(state, state.active, "capture", [Action("choose", rank=r) for r in ranks], card=lord)


@prompt("capture")
def answer_capture(state: ClassicState, action: Action, events: list[Event]) -> None:
    monster = hall.take_from_hall(state, action.rank)
    state.players[state.active].discard.append(monster)
    events.append(Event("captured", state.active, (monster,), {"rank": action.rank}))
    hall.refill(state, events)


# ------------------------------------------------------------------------------------------------ Selurin Theurge
@step("borrow")
def borrow(state: ClassicState, events: list[Event], theurge: int) -> None:
    offered = state.turn.offered
    if not offered:
        return
    options = [Action("choose", card=i) for i, _ in offered] + [Action("choose", option="skip")]
    ask(state, state.active, "borrow", options, card=theurge)


@prompt("borrow")
def answer_borrow(state: ClassicState, action: Action, events: list[Event]) -> None:
    from .party import joined

    if take_offered(state, action, events):
        joined(state, [action.card])


def take_offered(state: ClassicState, action: Action, events: list[Event]) -> bool:
    """The active player takes one of the cards the players discarded for the battle (or skips): it joins the party
    and goes back to its owner when the battle ends."""
    t = state.turn
    if action.option == "skip":
        t.offered.clear()
        return False
    owner = next(o for i, o in t.offered if i == action.card)
    state.players[owner].discard.remove(action.card)
    state.players[state.active].hand.append(action.card)
    t.borrowed[action.card] = owner
    t.offered.clear()
    events.append(Event("borrowed", state.active, (action.card,), {"owner": owner}))
    return True


def equip(state: ClassicState, weapon: int, hero: int, events: list[Event]) -> None:
    state.turn.equips[weapon] = hero
    events.append(Event("equipped", state.active, (weapon, hero)))
    if any(e.verb == "disease_on_equip" for e in state.cards[weapon].static):   # Cursed Mace
        gain_disease(state, state.active, events)


# ------------------------------------------------------------------------------------------------ Illusory Blade
@step("conjure")
def conjure(state: ClassicState, events: list[Event], spell: int) -> None:
    weapons = _conjurable(state)
    if weapons:
        ask(state, state.active, "conjure", [Action("choose", card=w) for w in weapons], card=spell)


@prompt("conjure")
def answer_conjure(state: ClassicState, action: Action, events: list[Event]) -> None:
    weapon = action.card
    weight = 0 if state.turn.weightless else state.cards[weapon].weight
    full = {h for h in state.turn.equips.values() if not state.cards[h].any_weapons}
    heroes = [h for h, s in hero_strengths(state).items() if s >= weight and h not in full]
    if not heroes:   # every strong enough Hero already carries a Weapon: it can only be swapped for one
        heroes = [h for h, s in hero_strengths(state).items() if s >= weight]
    ask(state, state.active, "conjure_hero", [Action("choose", card=h) for h in heroes], weapon=weapon)


@prompt("conjure_hero")
def answer_conjure_hero(state: ClassicState, action: Action, events: list[Event]) -> None:
    weapon = state.pending.detail("weapon")
    hero = action.card
    t = state.turn
    stack = next(k for k, pile in state.supply.items() if pile and pile[-1] == weapon)
    state.supply[stack].pop()
    state.players[state.active].hand.append(weapon)
    t.conjured.add(weapon)
    events.append(Event("conjured", state.active, (weapon,)))
    if not state.cards[hero].any_weapons:
        for old in [w for w, h in t.equips.items() if h == hero]:
            del t.equips[old]
            events.append(Event("unequipped", state.active, (old,)))
    equip(state, weapon, hero, events)


# ------------------------------------------------------------------------------------------------ Toryn Gladiator
@step("borrow_weapon")
def borrow_weapon(state: ClassicState, events: list[Event], gladiator: int) -> None:
    t = state.turn
    strength = hero_strengths(state).get(gladiator, 0)
    weightless = t.weightless
    fits = [w for w, _ in t.offered if (0 if weightless else state.cards[w].weight) <= strength]
    if not fits or gladiator not in state.players[state.active].hand:
        t.offered.clear()
        return
    ask(state, state.active, "borrow_weapon", [Action("choose", card=w) for w in fits]
        + [Action("choose", option="skip")], card=gladiator)


@prompt("borrow_weapon")
def answer_borrow_weapon(state: ClassicState, action: Action, events: list[Event]) -> None:
    if take_offered(state, action, events):
        equip(state, action.card, state.pending.detail("card"), events)
