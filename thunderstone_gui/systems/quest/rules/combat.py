"""The battle and what follows it ("Dungeon Phase" steps 4-5, "Monsters", "Treasure", "Guardians"; Lexicon: Armor,
Magic Resistance, Immune, Required, Spoils, Wound).

a. Before Battle effects of the Monster and the room (required); b-c. Armor and Magic Resistance reduce the
Attack, the total must reach the Health (battle.py); d. Wounds and After Battle effects whatever the outcome;
5. on a victory: XP and rewards, the Monster is destroyed and its room refilled (the Wilderness never: its Monster
stays), Spoils abilities (prompt `spoils`), then the Guardian Keys set aside go back. An undefeated Monster stays.
A Guardian gives XP equal to half the total Attack after Armor and Magic Resistance, rounded up.
"""

from __future__ import annotations

from ....engine.actions import Action
from ....engine.events import Event
from ..battle import figures_now, guardian_xp
from ..flow import ask, prompt, schedule, step
from ..state import QuestState
from .abilities import cancelled, fire, gain_gear, resolve, take_wounds, use_ability
from .guardian import found_key, refill, return_keys
from .turn import end_turn

DONE = "done"


@step("battle")
def battle(state: QuestState, events: list[Event], room: int) -> None:
    t = state.turn
    if room in state.face_down:
        schedule(state, ("battle", room))       # once the card is face up and its text has resolved
        turn_face_up(state, room, events)
        return
    monster = state.room_monster[room]
    if monster < 0:         # a face-down Key's room left empty: every deck was empty
        schedule(state, ("return_keys",), ("end_turn",))
        return
    t.room, t.monster = room, monster
    card = state.cards[monster]
    room_card = state.room_card(room)
    events.append(Event("battle_started", state.active, (monster,), {"room": room}))
    schedule(state, ("battle_resolve",))
    if not cancelled(state, "before_battle"):
        resolve(state, monster, list(card.before_battle) + list(room_card.before_battle))


def turn_face_up(state: QuestState, room: int, events: list[Event]) -> None:
    """FAQ, "How do I battle a face down Monster? What if it is a face down Guardian Key?": a Monster is flipped
    face up and its text resolves (its `revealed` triggers), then it is battled as normal; a Key is found (or, a
    Key already found this turn, set aside until the rooms are filled) and replaced by the next card of the room's
    deck, as a refill, and that Monster is battled."""
    level = state.face_down.pop(room)
    iid = state.room_monster[room]
    card = state.cards[iid]
    state.reveals += 1
    events.append(Event("turned_face_up", state.active, (iid,), {"room": room}))
    if card.is_key:
        state.room_monster[room] = -1
        found_key(state, iid, level, events)
        refill(state, room, events)
    else:
        fire(state, "revealed", events, ((iid, card),) if card.triggers else ())


@step("battle_resolve")
def battle_resolve(state: QuestState, events: list[Event]) -> None:
    t = state.turn
    seat = state.active
    figures = figures_now(state, t.room)
    t.outcome = "victory" if figures.victory else "defeat"
    t.battle = (figures.physical, figures.magic, figures.total)
    events.append(Event("battle_result", seat, (t.monster,), {
        "room": t.room, "physical": figures.physical, "magic": figures.magic, "total": figures.total,
        "health": figures.health, "armor": figures.armor, "magic_resistance": figures.magic_resistance,
        "missing": list(figures.missing), "victory": figures.victory}))
    card = state.cards[t.monster]
    room_card = state.room_card(t.room)
    wounds = card.wounds + room_card.wound_boost
    schedule(state, ("battle_outcome",))
    if not cancelled(state, "after_battle"):
        resolve(state, t.monster, list(card.after_battle) + list(room_card.after_battle))
    if wounds:      # taken now, after the scheduling: what it triggers resolves first, before the After Battle
        take_wounds(state, seat, wounds, events, t.monster)


@step("battle_outcome")
def battle_outcome(state: QuestState, events: list[Event]) -> None:
    t = state.turn
    if t.outcome != "victory":
        events.append(Event("monster_stays", state.active, (t.monster,), {"room": t.room}))
        if t.keys_aside:        # a face-down Key turned up as the turn's second: back into its deck
            schedule(state, ("return_keys",), ("end_turn",))
        else:
            end_turn(state)
        return
    seat = state.active
    player = state.players[seat]
    card = state.cards[t.monster]
    room_card = state.room_card(t.room)
    xp = guardian_xp(t.battle[2]) if card.kind == "guardian" else card.xp + room_card.xp_boost
    rewards = card.rewards + room_card.rewards
    xp += sum(r.xp for r in rewards)
    player.defeated[min(card.level, 6)] += 1
    events.append(Event("defeated", seat, (t.monster,), {"room": t.room, "level": card.level}))
    if xp:
        player.xp += xp
        events.append(Event("gained_xp", seat, (), {"amount": xp}))
    steps: list[tuple[object, ...]] = []
    for reward in rewards:
        if reward.gear:
            gain_gear(state, seat, reward.gear, reward.gear_count, events)
        steps += [("gain_treasure", seat)] * reward.treasure
    steps += [("replace_monster",), ("spoils",), ("return_keys",), ("end_turn",)]
    schedule(state, *steps)
    fire(state, "defeated", events, ((t.monster, card), (-1, room_card)))


@step("replace_monster")
def replace_monster(state: QuestState, events: list[Event]) -> None:
    t = state.turn
    if t.room == 0:
        events.append(Event("monster_stays", state.active, (t.monster,), {"room": 0, "wilderness": True}))
        return
    if state.room_monster[t.room] != t.monster:     # already replaced by a card placed face down
        return
    state.room_monster[t.room] = -1
    state.send_destroyed(t.monster)
    events.append(Event("destroyed", state.active, (t.monster,), {"reason": "defeated"}))
    refill(state, t.room, events)


def spoils_options(state: QuestState) -> list[Action]:
    t = state.turn
    out = []
    from .abilities import ability_options, useful

    out += ability_options(state, "spoils")
    monster = t.monster
    for ability in state.cards[monster].abilities:
        if "spoils" in ability.when and (monster, ability.key) not in t.used and useful(state, monster, ability):
            out.append(Action("use", card=monster, option=ability.key))
    return out


@step("spoils")
def spoils(state: QuestState, events: list[Event]) -> None:
    options = spoils_options(state)
    if options:
        ask(state, state.active, "spoils", options + [Action("choose", option=DONE)])


@prompt("spoils")
def answer_spoils(state: QuestState, action: Action, events: list[Event]) -> None:
    if action.kind == "choose":
        return
    card = state.cards[action.card]
    schedule(state, ("spoils",))        # asked again once the ability's effects are done
    if action.card in state.players[state.active].hand:
        use_ability(state, action.card, action.option, events)
    else:       # the defeated Monster's own Spoils ability (the Giant Rat)
        state.turn.used.add((action.card, action.option))
        events.append(Event("ability_used", state.active, (action.card,), {"ability": action.option}))
        resolve(state, action.card, card.ability_by_key[action.option].effects, lasting=True)


@step("return_keys")
def return_keys_step(state: QuestState, events: list[Event]) -> None:
    return_keys(state, events)


@step("gain_treasure")
def gain_treasure(state: QuestState, events: list[Event], seat: int) -> None:
    """The top Treasure: a card goes to the discard pile; a Cache resolves once and is destroyed."""
    if not state.treasure:
        events.append(Event("no_treasure", seat))
        return
    iid = state.treasure.pop()
    card = state.cards[iid]
    state.reveals += 1
    if card.kind == "cache":
        events.append(Event("cache_opened", seat, (iid,)))
        state.send_destroyed(iid)
        resolve(state, -1, card.on_gain, lasting=True)
    else:
        state.players[seat].discard.append(iid)
        events.append(Event("treasure_gained", seat, (iid,)))
    if seat == state.active:
        fire(state, "gained_treasure", events)


