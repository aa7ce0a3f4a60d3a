"""Resolving a battle (steps 4a-4g of "Enter the Dungeon", "Battle Effects", "Resolving Battles", "Spoils").

After the attack is declared: the monster's Battle effects (cards they destroy stay in the battle until it ends),
the Disease and per-Hero penalty placements, the outcome, then: an undefeated monster to the bottom of the Dungeon
Deck or a defeated one and its XP to the player; destroyed cards leave; Spoils; the Hall shifts and refills; Breach;
effects that follow a victory (Elf Sorcerer); the end of the turn.
"""

from __future__ import annotations

from ....engine.actions import Action
from ....engine.events import Event
from ..battle import (
    battle_strength_penalty,
    breakdown,
    can_attack_map,
    current_values,
    hero_strengths,
    needs_choice,
    party_armed_heroes,
)
from ..flow import ask, distinct, prompt, schedule, step
from ..state import ClassicState
from ..zones import destroy, gain_disease, reveal_from_deck
from . import hall
from .party import leave_party
from .village import stack_of

SPOILS_PURCHASES = ("weapon", "food", "any")


@step("battle_begin")
def battle_begin(state: ClassicState, events: list[Event]) -> None:
    t = state.turn
    cards = state.cards
    monster = cards[t.target]
    t.edged_at_battle = {h for w, h in t.equips.items() if cards[w].is_edged}
    t.strength_penalty = battle_strength_penalty(monster)
    events.append(Event("attack", state.active, (t.target,), {"rank": t.rank}))
    if state.rules.strength_zero_destroys and t.strength_penalty:
        # A Hero whose Strength falls to 0 or less in a battle is destroyed at the end of the turn.
        t.doomed = {h for h, s in hero_strengths(state).items() if s <= 0}
        if t.doomed:
            events.append(Event("strength_exhausted", state.active, tuple(sorted(t.doomed))))
    steps = [("battle_effect", index) for index in range(len(monster.battle))]
    schedule(state, *steps, ("battle_penalties",), ("battle_resolve",))


@step("battle_effect")
def battle_effect(state: ClassicState, events: list[Event], index: int) -> None:
    t = state.turn
    cards = state.cards
    monster = cards[t.target]
    effect = monster.battle[index]
    verb = effect.verb
    hand = state.players[state.active].hand
    alive = [i for i in hand if i not in t.battle_destroyed]
    if verb == "gain_disease":
        for _ in range(effect.cards):
            gain_disease(state, state.active, events)
    elif verb == "destroy_one":
        _pick_victim(state, [i for i in alive if cards[i].is_a(effect.what)], effect.what, events)
    elif verb == "destroy_all":
        for iid in alive:
            if any(cards[iid].is_a(what) for what in effect.what):
                _doom(state, iid, events)
    elif verb == "destroy_strongest_hero":
        strengths = {h: s for h, s in hero_strengths(state).items() if h not in t.battle_destroyed}
        if strengths:
            top = max(strengths.values())
            _pick_victim(state, [h for h, s in strengths.items() if s == top], "strongest hero", events)
    elif verb == "destroy_hero_unless_weapon":
        heroes = [i for i in alive if cards[i].is_hero]
        if heroes and not party_armed_heroes(state, t.strength_penalty):
            _pick_victim(state, heroes, "hero", events)
    elif verb == "prevent_one_hero":
        able = can_attack_map(state, t.rank, t.strength_penalty, t.prevented)
        candidates = [h for h, ok in able.items() if ok]
        if len(distinct(state, candidates)) == 1:
            _prevent(state, candidates[0], events)
        elif candidates:
            ask(state, state.active, "haunt", [Action("choose", card=h) for h in distinct(state, candidates)])
    elif verb == "destroy_heroes_without_strength":
        for hero, strength in hero_strengths(state).items():
            if strength <= 0 and hero not in t.battle_destroyed:
                _doom(state, hero, events)
    elif verb == "destroy_heroes_without_weapon_or_magic":
        lines = {line.card: line for line in breakdown(state, t.rank, in_battle=True).lines}
        armed = set(party_armed_heroes(state, t.strength_penalty))
        for hero in [i for i in alive if cards[i].is_hero]:
            if hero not in armed and lines[hero].magic < 1:
                _doom(state, hero, events)
    elif verb == "everyone_destroys_from_hand":
        seats = [(state.active + k) % state.seats for k in range(state.seats)]
        schedule(state, *[("destroy_own", seat, effect.what, monster.name) for seat in seats])
    # strength_penalty, hero_attack_penalty and weapon_bearer_bonus are part of the battle arithmetic;
    # destroy_random_card_unless happens when the battle ends (battle_resolve schedules it).


def _pick_victim(state: ClassicState, candidates: list[int], what: str, events: list[Event]) -> None:
    options = distinct(state, candidates)
    if not options:
        events.append(Event("nothing_to_destroy", state.active, (), {"what": what}))
    elif len(options) == 1:
        _doom(state, options[0], events)
    else:
        ask(state, state.active, "battle_destroy", [Action("choose", card=i) for i in options], what=what)


def _doom(state: ClassicState, iid: int, events: list[Event]) -> None:
    state.turn.battle_destroyed.append(iid)
    events.append(Event("destroyed_in_battle", state.active, (iid,)))


def _prevent(state: ClassicState, hero: int, events: list[Event]) -> None:
    state.turn.prevented.add(hero)
    events.append(Event("prevented", state.active, (hero,)))


@prompt("battle_destroy")
def answer_battle_destroy(state: ClassicState, action: Action, events: list[Event]) -> None:
    _doom(state, action.card, events)


@prompt("haunt")
def answer_haunt(state: ClassicState, action: Action, events: list[Event]) -> None:
    _prevent(state, action.card, events)


@step("battle_penalties")
def battle_penalties(state: ClassicState, events: list[Event]) -> None:
    """Ask where each Disease (and each per-Hero penalty) is taken, while that is a real choice."""
    kind = needs_choice(state)
    if kind is None:
        return
    attack, magic = current_values(state)
    ask(state, state.active, "penalty", [Action("choose", option="attack"), Action("choose", option="magic")],
        source=kind, attack=attack, magic=magic)


@prompt("penalty")
def answer_penalty(state: ClassicState, action: Action, events: list[Event]) -> None:
    source = state.pending.detail("source")
    hero = int(source.split(":")[1]) if source.startswith("hero:") else -1
    state.turn.allocations.append((hero, action.option))
    events.append(Event("penalty_placed", state.active, (hero,) if hero >= 0 else (), {"on": action.option}))
    schedule(state, ("battle_penalties",))


@step("battle_resolve")
def battle_resolve(state: ClassicState, events: list[Event]) -> None:
    t = state.turn
    cards = state.cards
    result = breakdown(state, t.rank, in_battle=True)
    monster = t.target
    seat = state.active
    able = dict.fromkeys(result.attackers, True)
    events.append(Event("battle_result", seat, (monster,), {
        "victory": result.victory, "total": result.total, "health": result.health, "attack": result.attack,
        "magic": result.magic, "light": result.light, "light_penalty": result.light_penalty}))
    if result.victory:
        t.outcome = "victory"
        hall.take_from_hall(state, t.rank)
        state.players[seat].discard.append(monster)
        xp = cards[monster].xp
        for hero, ok in able.items():
            if ok:
                xp += sum(e.xp for e in cards[hero].static if e.verb == "extra_xp" and e.rank == t.rank)
        state.players[seat].xp += xp
        events.append(Event("defeated", seat, (monster,), {"xp": xp, "rank": t.rank}))
        sources = [(hero, kind) for hero, ok in able.items() if ok for kind in cards[hero].spoils]
        sources += [(monster, kind) for kind in cards[monster].spoils]
        sources += [(hero, "send_away") for hero, ok in able.items() if ok
                    for e in cards[hero].static if e.verb == "after_victory_send_away"]
        t.spoils_left = sources
    else:
        t.outcome = "defeat"
        holder = next((i for i in state.hall if i >= 0 and cards[i].hall_must_defeat), -1)
        if holder >= 0:
            events.append(Event("monster_stays", seat, (monster,), {"rank": t.rank, "by": holder}))
        else:
            hall.send_to_bottom(state, t.rank, events)
    at_the_end = [("random_loss", e.keyword) for e in cards[monster].battle if e.verb == "destroy_random_card_unless"]
    schedule(state, *at_the_end, ("battle_end",), ("spoils",), ("shift_refill",), ("after_victory",),
             ("end_turn",))


@step("random_loss")
def random_loss(state: ClassicState, events: list[Event], keyword: str) -> None:
    """Thunder Wrath: when the battle ends, one card of the hand at random is destroyed unless it has `keyword`."""
    t = state.turn
    pool = [i for i in state.players[state.active].hand
            if i not in t.battle_destroyed and i not in t.borrowed and i not in t.conjured]
    if not pool:
        return
    iid = pool[state.rng.below(len(pool))]
    state.reveals += 1
    events.append(Event("picked_at_random", state.active, (iid,), {"monster": t.target}))
    if keyword not in state.cards[iid].keywords:
        _doom(state, iid, events)


@step("battle_end")
def battle_end(state: ClassicState, events: list[Event]) -> None:
    """Cards destroyed in the battle leave it; thrown Spears too; borrowed Heroes go back to their owners."""
    t = state.turn
    t.step = "after"
    hand = state.players[state.active].hand
    # Ambrosia: a Hero the battle would destroy goes to the discard pile instead.
    protector = next((i for i in hand if state.cards[i].protects_heroes), -1)
    protected = protector >= 0
    for iid in t.battle_destroyed + sorted(t.thrown | t.conjured):
        if iid in hand:
            hand.remove(iid)
            leave_party(state, iid)
            owner = t.borrowed.pop(iid, state.active)
            if protected and state.cards[iid].is_hero and iid not in t.conjured:
                state.players[owner].discard.append(iid)
                events.append(Event("saved", owner, (iid,), {"by": protector}))
            else:
                destroy(state, iid, events, state.active, "battle")
    if protected:
        t.doomed.clear()
    for iid, owner in list(t.borrowed.items()):
        if iid in hand:
            hand.remove(iid)
            leave_party(state, iid)
            if iid in t.doomed and not protected:   # left at Strength 0 or less: lost like the party's own Heroes
                destroy(state, iid, events, state.active, "Strength 0 or less")
                continue
            state.players[owner].discard.append(iid)
            events.append(Event("returned", owner, (iid,)))
    t.borrowed.clear()


def spoils_gold(state: ClassicState) -> int:
    return sum(state.cards[i].gold for i in state.players[state.active].hand)


@step("spoils")
def spoils(state: ClassicState, events: list[Event]) -> None:
    t = state.turn
    reveal = next((s for s in t.spoils_left if s[1] == "sphinx_reveal"), None)
    if reveal is not None:
        t.spoils_left.remove(reveal)
        reveal_from_deck(state, state.active, 6, events)
        schedule(state, ("sphinx_destroy",), ("spoils",))
        return
    kinds = [kind for _, kind in t.spoils_left if kind in SPOILS_PURCHASES]
    if not kinds:
        return
    gold = spoils_gold(state)
    options = []
    for stack, pile in state.supply.items():
        if not pile or stack == "disease":
            continue
        card = state.cards[pile[-1]]
        if card.cost <= gold and any(_spoils_allows(kind, card) for kind in kinds):
            options.append(Action("choose", card=pile[-1]))
    if not options:
        t.spoils_left = [s for s in t.spoils_left if s[1] not in SPOILS_PURCHASES]
        events.append(Event("no_spoils", state.active, (), {"gold": gold}))
        return
    options.append(Action("choose", option="done"))
    ask(state, state.active, "spoils", options, gold=gold, kinds=tuple(kinds))


def _spoils_allows(kind: str, card: object) -> bool:
    if kind == "weapon":
        return bool(card.is_weapon)  # type: ignore[attr-defined]
    if kind == "food":
        return bool(card.is_food)  # type: ignore[attr-defined]
    return True


@prompt("spoils")
def answer_spoils(state: ClassicState, action: Action, events: list[Event]) -> None:
    t = state.turn
    if action.option == "done":
        t.spoils_left = [s for s in t.spoils_left if s[1] not in SPOILS_PURCHASES]
        return
    card = state.cards[action.card]
    # Use up the most particular Spoils that allows this card (a Weapon uses "weapon" before "any").
    candidates = [s for s in t.spoils_left if s[1] in SPOILS_PURCHASES and _spoils_allows(s[1], card)]
    used = min(candidates, key=lambda s: SPOILS_PURCHASES.index(s[1]))
    t.spoils_left.remove(used)
    stack = stack_of(state, action.card)
    state.supply[stack].pop()
    state.players[state.active].discard.append(action.card)
    events.append(Event("bought", state.active, (action.card,), {"cost": card.cost, "stack": stack,
                                                                 "spoils": used[1]}))
    schedule(state, ("spoils",))


@step("sphinx_destroy")
def sphinx_destroy(state: ClassicState, events: list[Event]) -> None:
    if not state.revealed:
        return
    options = [Action("choose", card=i) for i in distinct(state, state.revealed)]
    ask(state, state.active, "sphinx", options + [Action("choose", option="done")])


@prompt("sphinx")
def answer_sphinx(state: ClassicState, action: Action, events: list[Event]) -> None:
    if action.option == "done":
        pile = state.revealed
        state.players[state.active].discard.extend(pile)
        events.append(Event("discarded", state.active, tuple(pile), {"reason": "Sphinx"}))
        state.revealed = []
        return
    state.revealed.remove(action.card)
    destroy(state, action.card, events, state.active, "Sphinx")
    schedule(state, ("sphinx_destroy",))


@step("shift_refill")
def shift_refill(state: ClassicState, events: list[Event]) -> None:
    t = state.turn
    won_in_rank_1 = t.outcome == "victory" and t.rank == 1
    hall.refill(state, events, hall.VICTORY_IN_RANK_1 if won_in_rank_1 else "")


@step("after_victory")
def after_victory(state: ClassicState, events: list[Event]) -> None:
    """Elf Sorcerer: after a victory, may send one monster of the Hall to the bottom of the Dungeon Deck."""
    t = state.turn
    pending = [s for s in t.spoils_left if s[1] == "send_away"]
    if not pending:
        return
    t.spoils_left.remove(pending[0])
    from .dungeon import removable_ranks

    ranks = removable_ranks(state)
    if ranks:
        ask(state, state.active, "send_away", [Action("choose", option="bottom", rank=r) for r in ranks]
            + [Action("choose", option="skip")], card=pending[0][0])
    schedule(state, ("after_victory",))


@prompt("send_away")
def answer_send_away(state: ClassicState, action: Action, events: list[Event]) -> None:
    if action.option == "skip":
        return
    hall.send_to_bottom(state, action.rank, events)
    hall.refill(state, events)
